"""The cover of fieldworks, craters and ruins (Appendix: Fieldworks and additional cover, Take cover) with R33, and the
craters that shells and bombs leave (Craters), sized by the blast radius table (drift.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.common import COVER, cover_level, cover_words
from rules.engine.outcome import Outcome
from rules.engine.procedures.drift import BLAST_ROWS, EXPLOSIVES
from rules.engine.procedures.fieldworks import APPENDIX, CHAPTER
from rules.engine.reading import no_dice, settled
from rules.engine.registry import COVER_LEVELS, UNITS, Field, Procedure, fixed

# What each gives, with R33 where it overrules the appendix (sandbags soft, stone ruins hard there).
COVER_FROM = {
    "sandbags": ("medium", "Sandbags give medium cover (R33, as the Take cover chapter says; not the appendix's soft)."),
    "bunker": ("hard", "A bunker gives hard cover, the only fieldwork that does (R33)."),
    "crater": ("soft", "A crater gives soft cover, on top of any other cover there."),
    "stone-ruins": ("medium", "The ruins of a stone building give medium cover (R33, as stone does; not the appendix's hard)."),
    "wooden-ruins": ("soft", "The ruins of a wooden building give soft cover."),
    "destroyed-sandbags": ("none", "Destroyed sandbags give no cover any more."),
}  # fmt: skip
RUINS = ("stone-ruins", "wooden-ruins")
USERS = ("infantry", "support-weapon", "afv")
NO_FIT = "does-not-fit"


@dataclass(frozen=True)
class CoverInputs:
    cover_from: str
    unit: str
    more_cover: tuple[str, ...]


def fieldwork_cover(i: CoverInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    level, said = COVER_FROM[i.cover_from]
    if i.cover_from == "bunker" and i.unit == "afv":
        steps = ("A bunker takes soldiers or one support weapon with its crew, never an AFV.",)
        return settled("fieldwork-cover", NO_FIT, steps, (("cover_level", 0),))
    steps = [said]
    if i.cover_from in RUINS:
        steps.append("A ruin token marks the building that was destroyed.")
    own, more = COVER[level], cover_level(i.more_cover)
    total = own + more
    if more and own:
        steps.append(f"With {cover_words(i.more_cover)} as well, the levels add up: {own} + {more} = {total}.")
    elif more:
        steps.append(f"It still has {cover_words(i.more_cover)} from elsewhere: {total}.")
    if i.unit == "afv":
        steps.append(
            f"An AFV adds {total} to its armour on the covered side (R33)." if total else "Its armour stays as it is."
        )
    else:
        steps.append(
            f"Every enemy attack roll at it is at -{total}; its morale checks get +{total}."
            if total
            else "Attacks at it and its morale checks are as in the open."
        )
    afv = i.unit == "afv"
    return settled(
        "fieldwork-cover",
        f"{level}-cover" if level != "none" else "no-cover",
        steps,
        (
            ("cover_level", total),
            ("attacker_modifier", 0 if afv else -total),
            ("morale_modifier", total),
            ("armour_bonus", total if afv else 0),
        ),
    )


# --- Craters: "HE shells and bombs" leave them, as big as their blast radius ---------------------------------------

# Of the blast table's explosives, the shells and bombs (the app's reading: grenades, charges, flamethrowers and
# exploding vehicles are neither, so they leave no crater).
LEAVES_CRATER = ("20mm", "37-47mm", "mortar-shell", "75-88mm", "above-88mm", "bomb")


@dataclass(frozen=True)
class CraterInputs:
    explosive: str
    units: str


def crater(i: CraterInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    name = i.explosive if i.explosive[0].isdigit() else i.explosive.replace("-", " ")
    if i.explosive not in LEAVES_CRATER:
        steps = (f"Blast of {name}: only HE shells and bombs leave craters, so there is none.",)
        return settled("crater", "no-crater", steps, (("radius", 0),))
    radius = BLAST_ROWS[EXPLOSIVES[i.explosive]][i.units]
    steps = (
        f"Blast of {name}: place a crater where it went off, as big as its blast radius ({radius} {i.units} around"
        " that point).",
        "A crater is soft cover, which adds to any other cover there.",
    )
    return settled("crater", "crater", steps, (("radius", radius), ("cover_level", COVER["soft"])))


PROCEDURES = (
    Procedure(
        id="fieldwork-cover",
        title="Cover of fieldworks, craters and ruins",
        chapter=CHAPTER,
        section=APPENDIX,
        summary="Sandbags and stone ruins medium, a bunker hard, craters and wooden ruins soft (R33); levels add up.",
        fields=(
            Field("cover_from", "choice", "Cover", default="sandbags", choices=tuple(COVER_FROM)),
            Field("unit", "choice", "Unit in cover", default="infantry", choices=USERS),
            Field(
                "more_cover",
                "choices",
                "Other cover it is in as well (levels add up)",
                default=(),
                choices=COVER_LEVELS,
                help="Sandbags on a hill: add soft.",
            ),
        ),
        rolls=(),
        inputs=CoverInputs,
        resolve=fieldwork_cover,
        dice_counts=fixed(0),
        rulings=("R33",),
    ),
    Procedure(
        id="crater",
        title="Crater after a blast",
        chapter=CHAPTER,
        section="Craters",
        summary="A shell or bomb leaves a crater as big as its blast radius; a crater is soft cover.",
        fields=(
            Field("explosive", "choice", "What exploded", default="75-88mm", choices=tuple(EXPLOSIVES)),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        ),
        rolls=(),
        inputs=CraterInputs,
        resolve=crater,
        dice_counts=fixed(0),
        rulings=("R6", "R33"),
    ),
)
