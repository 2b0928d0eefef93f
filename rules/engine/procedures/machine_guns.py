"""Machine guns and autocannons: how many units one burst may hit, overheating, suppression, and stopping
AFVs at super close range (Machine guns and autocannons in combat, and the tables after it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache

from rules.engine.common import (
    COVER,
    RANGE_BONUS,
    cover_words,
    quality_modifier,
    range_band,
)
from rules.engine.dice import check_dice, d3_from_d6
from rules.engine.outcome import Effects, Modifier, Outcome, roll_under
from rules.engine.procedures.shooting import (
    COVER_FIELD,
    DISTANCE,
    QUALITY,
    SUPER_CLOSE_LIMIT,
    SYSTEM,
    is_super_close,
    targets_word,
)
from rules.engine.reading import no_dice, odds_text, read_table, settled, words
from rules.engine.registry import Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

# ---------------------------------------------------------------------------------------------
# Machine guns and autocannons: how many units one attack may shoot at

WEAPONS = ("machine-gun", "autocannon")
TARGET_TABLES = ("range-band", "around-target")
# Table machine guns and autocannons hitting multiple units: range band -> 1, "1D3" or "1D6".
TARGETS_BY_BAND = {
    "machine-gun": {"far": 1, "medium": "1D3", "close": "1D6"},
    "autocannon": {"far": 1, "medium": "1D3", "close": "1D3"},
}
AROUND_TARGET = {
    "machine-gun": SumTable(
        "mg-multiple-targets",
        "Machine guns hitting multiple targets",
        "Table machine guns hitting multiple targets",
        1,
        rows(
            **{
                "1-target": (1,),
                "2-targets": (2,),
                "3-targets": (3,),
                "4-targets": (4,),
                "5-targets": (5,),
                "6-targets": (6,),
            }
        ),
    ),
    "autocannon": SumTable(
        "autocannon-multiple-targets",
        "Autocannons hitting multiple units",
        "Table autocannons hitting multiple units",
        1,
        rows(**{"1-target": (1, 2), "2-targets": (3, 4), "3-targets": (5, 6)}),
    ),
}
D3_WORDS = "1D3: roll one D6 and halve it, rounding up (1-2 is 1, 3-4 is 2, 5-6 is 3)."


@dataclass(frozen=True)
class TargetsInputs:
    weapon: str
    table: str
    distance: float
    units: str


def _targets_rule(i: TargetsInputs) -> int | str:
    if i.table == "around-target":
        return "table"
    return TARGETS_BY_BAND[i.weapon][range_band(i.distance, i.units)]


def targets_dice(i: TargetsInputs) -> tuple[int, ...]:
    return (0,) if _targets_rule(i) == 1 else (1,)


def mg_targets(i: TargetsInputs, dice: Sequence[int] | None) -> Outcome:
    rule = _targets_rule(i)
    who = "machine gun" if i.weapon == "machine-gun" else "autocannon"
    follows = Effects(continues_with=("attack roll (4D6) per target",))
    closing = [
        "Each target can be hit only once per activation.",
        "Then make one attack roll per target: 4D6, as every attack roll (the book's 2D6 here is read as 4D6, R4).",
    ]
    if i.weapon == "autocannon":
        closing.append("Autocannon HE shells also have a 5 cm / 2 in blast radius around each hit.")
    if rule == "table":
        intro = [f"Other units within 5 cm / 2 in of the {who}'s target: roll 1D6 for how many may be hit."]
        outcome = read_table("mg-targets", AROUND_TARGET[i.weapon], dice, intro)
        values = () if outcome.result is None else (("targets", int(outcome.result.split("-")[0])),)
        return replace(outcome, steps=outcome.steps + tuple(closing), effects=follows, values=values)
    band = range_band(i.distance, i.units)
    intro = f"{'An' if who[0] in 'aeiou' else 'A'} {who} at {band} range ({i.distance:g} {i.units}) may shoot at {rule} unit{'s' if rule != 1 else ''}."
    if rule == 1:
        no_dice(dice, "at far range a single unit is shot at")
        return settled("mg-targets", targets_word(1), (intro, *closing), effects=follows, values=(("targets", 1),))
    d3 = rule == "1D3"
    odds = tuple((targets_word(n), Fraction(1, 3 if d3 else 6)) for n in range(1, 4 if d3 else 7))
    steps = [intro, *([D3_WORDS] if d3 else []), odds_text(odds)]
    result, values, faces = None, (), ()
    if dice is not None:
        faces = check_dice(dice, 1)
        n = d3_from_d6(faces[0]) if d3 else faces[0]
        result, values = targets_word(n), (("targets", n),)
        steps.append(f"Rolled {faces[0]}{f', read as {n}' if d3 else ''}: {n} unit{'s' if n != 1 else ''}.")
    return Outcome(
        procedure="mg-targets",
        dice=faces,
        steps=(*steps, *closing),
        outcomes=odds,
        result=result,
        effects=follows,
        values=values,
    )


# ---------------------------------------------------------------------------------------------
# Machine guns overheating (only MGs, only on a double burst)

OVERHEAT = SumTable(
    "mg-overheat",
    "Overheat check machine guns",
    "Table overheat check machine guns",
    2,
    rows(machine_gun_overheats=(2, 3, 4, 5, 6), machine_gun_does_not_overheat=(7, 8, 9, 10, 11, 12)),
)
OVERHEAT_TOP = 6
AUTOMATIC_WEAPONS = ("machine-gun", "submachine-gun", "automatic-rifle", "autocannon-20mm")


@dataclass(frozen=True)
class OverheatInputs:
    weapon: str
    double_burst: bool
    half_crew_lost: bool
    event_card: int = 0  # event cards in force: it overheats on this many totals more (summer heat: 2 to 7)


@cache
def _overheat_table(more: int) -> SumTable:
    """The book's table, or one that overheats on `more` totals above its 2 to 6 (an event card)."""
    if more == 0:
        return OVERHEAT
    top = OVERHEAT_TOP + more
    return replace(
        OVERHEAT,
        results=rows(
            machine_gun_overheats=tuple(range(2, min(top, 12) + 1)),
            machine_gun_does_not_overheat=tuple(range(top + 1, 13)),
        ),
    )


def _overheat_case(i: OverheatInputs) -> tuple[str, str]:
    if i.weapon != "machine-gun":
        return "no-check-needed", "SMGs, automatic rifles and 20 mm cannons never check for overheating."
    if not i.double_burst:
        return "no-check-needed", "Only a double burst (two shots in one turn) checks for overheating."
    if i.half_crew_lost:
        return (
            "no-double-burst",
            "Half of its crew or more is gone (1 of 2, 2 of 4), so the machine gun has no double burst any more"
            " (R30): it fires once a turn and never checks for overheating.",
        )
    return "roll", ""


def overheat_dice(i: OverheatInputs) -> tuple[int, ...]:
    return (2,) if _overheat_case(i)[0] == "roll" else (0,)


def mg_overheat(i: OverheatInputs, dice: Sequence[int] | None) -> Outcome:
    case, why = _overheat_case(i)
    if case != "roll":
        reason = why.rstrip(".")
        no_dice(dice, reason if reason[:2].isupper() else reason[:1].lower() + reason[1:])  # keep "SMGs", "R30"
        return settled("mg-overheat", case, (why,))
    intro = ["Double burst: check the machine gun for overheating."]
    if i.event_card:
        intro.append(f"Event cards in force: it overheats on 2 to {OVERHEAT_TOP + i.event_card}.")
    outcome = read_table("mg-overheat", _overheat_table(i.event_card), dice, intro)
    if outcome.result == "machine-gun-overheats":
        return replace(
            outcome,
            steps=(*outcome.steps, "It must cool down for one turn: place a cool-down token."),
            effects=Effects(tokens=("cool-down",)),
        )
    return outcome


# ---------------------------------------------------------------------------------------------
# Machine guns suppressing enemy units (4D6, at or under the table's number)

SUPPRESS_TARGETS = (
    "infantry",
    "softskin-vehicle",
    "support-weapon-without-shield",
    "support-weapon-with-shield",
    "afv",
    "plane",
)


def suppress_needed(target: str, afv_armour: int) -> tuple[int, str]:
    """Table machine guns suppressing enemy units: the number needed and the row it comes from."""
    if target == "infantry":
        return 18, "infantry"
    if target in ("softskin-vehicle", "support-weapon-without-shield"):
        return 14, "softskin vehicles and support weapons without shield"
    if target == "support-weapon-with-shield" or (target == "afv" and afv_armour < 2):
        return 12, "AFVs with armour below 2 and support weapons with shield"
    if target == "afv":
        return 10, "AFVs with armour 2 and more"
    return 7, "planes"


@dataclass(frozen=True)
class SuppressInputs:
    target: str
    afv_armour: int
    quality: str
    distance: float
    units: str
    cover: tuple[str, ...]
    attacker_injured: bool
    crew: int
    suppression_tokens: int


def mg_suppression(i: SuppressInputs, dice: Sequence[int] | None) -> Outcome:
    if dice is not None:
        dice = check_dice(dice, 4)
    base, row = suppress_needed(i.target, i.afv_armour)
    band = range_band(i.distance, i.units)
    # The note under the table: range band and veterancy add; cover, injury and conscript subtract.
    modifiers = [
        quality_modifier(i.quality),
        Modifier(f"{band} range ({i.distance:g} {i.units})", RANGE_BONUS[band]),
        Modifier("gunner injured", -2 if i.attacker_injured else 0),
        *(Modifier(f"target in {level} cover", -COVER[level]) for level in i.cover if level != "none"),
    ]
    outcome, suppressed = roll_under(
        procedure="mg-suppression",
        count=4,
        base=base,
        base_label=row,
        modifiers=modifiers,
        dice=dice,
        success="suppressed",
        failure="not-suppressed",
    )
    steps = [
        f"Suppressing {words(i.target)}{f' (armour {i.afv_armour})' if i.target == 'afv' else ''} at {band} range,"
        f" {cover_words(i.cover)}.",
        *outcome.steps,
        "Only range band, quality, cover and the gunner's injury count here.",
    ]
    values: list[tuple[str, object]] = [("range_band", band)]
    effects = Effects(actions_spent=1)
    if suppressed is not None:
        tokens = i.suppression_tokens + (1 if suppressed else 0)
        pinned = tokens >= i.crew
        values += [("suppression_tokens", tokens), ("pinned", pinned)]
        if suppressed:
            effects = Effects(tokens=("suppressed",), actions_spent=1)
        if suppressed and i.crew > 1:
            steps.append(
                f"One shot gives one suppressed token: {tokens} of {i.crew} crew."
                + (" The unit is pinned for one turn." if pinned else " Not pinned yet.")
            )
        elif suppressed:
            steps.append("Suppressed: pinned for one turn, it cannot act.")
    return replace(outcome, steps=tuple(steps), effects=effects, values=tuple(values))


# ---------------------------------------------------------------------------------------------
# MGs and ARs trying to stop AFVs (2D6, super close range only)


def stop_needed(front_armour: int) -> tuple[int, str]:
    """Table MGs and ARs trying to stop AFVs: the roll needed (or lower) and the row's words."""
    if front_armour <= 3:
        return 6, "1 to 3"
    if front_armour <= 6:
        return 4, "4 to 6"
    return 3, "more than 6"


@dataclass(frozen=True)
class StopInputs:
    front_armour: int
    quality: str
    distance: float
    units: str


def stop_dice(i: StopInputs) -> tuple[int, ...]:
    return (2,) if is_super_close(i.distance, i.units) else (0,)


def mg_stop_afv(i: StopInputs, dice: Sequence[int] | None) -> Outcome:
    limit = SUPER_CLOSE_LIMIT[i.units]
    if not is_super_close(i.distance, i.units):
        no_dice(dice, "the AFV is out of range")
        return settled(
            "mg-stop-afv",
            "out-of-range",
            (
                f"Only at super close range, {limit} {i.units} or less (R8); at {i.distance:g} {i.units} it does not"
                " work. No action is spent.",
            ),
        )
    if dice is not None:
        dice = check_dice(dice, 2)
    base, row = stop_needed(i.front_armour)
    outcome, stopped = roll_under(
        procedure="mg-stop-afv",
        count=2,
        base=base,
        base_label=f"front armour {row}",
        modifiers=[quality_modifier(i.quality)],
        dice=dice,
        success="vehicle-stops",
        failure="vehicle-not-stopped",
    )
    steps = [
        f"Fire at the viewing slots of an AFV with front armour {i.front_armour}, {i.distance:g} {i.units} away.",
        *outcome.steps,
    ]
    if stopped:
        steps.append("Stopped: it may not move this turn; next turn it acts normally. Its crew takes no morale check.")
    return replace(
        outcome,
        steps=tuple(steps),
        effects=Effects(tokens=("stopped",) if stopped else (), actions_spent=1),
    )


PROCEDURES = (
    Procedure(
        id="mg-targets",
        title="Machine gun and autocannon targets",
        chapter="Shooting",
        section="Machine guns and autocannons in combat",
        summary="How many units one machine gun or autocannon attack may shoot at, by range or around the target.",
        fields=(
            Field("weapon", "choice", "Weapon", default="machine-gun", choices=WEAPONS),
            Field(
                "table",
                "choice",
                "Count by",
                default="range-band",
                choices=TARGET_TABLES,
                help="range-band: units per attack at this range; around-target: units within 5 cm / 2 in of the target.",
            ),
            DISTANCE,
            SYSTEM,
        ),
        rolls=(Roll(1, "number of targets", when="except one unit at far range; read as 1D3 where the table says"),),
        inputs=TargetsInputs,
        resolve=mg_targets,
        dice_counts=targets_dice,
        tables=tuple(AROUND_TARGET.values()),
        rulings=("R4", "R6", "R7"),
    ),
    Procedure(
        id="mg-overheat",
        title="Machine gun overheating",
        chapter="Shooting",
        section="Machine guns overheating",
        summary="2D6 after a machine gun's double burst: 6 or less and it must cool down for a turn.",
        fields=(
            Field("weapon", "choice", "Weapon", default="machine-gun", choices=AUTOMATIC_WEAPONS),
            Field("double_burst", "bool", "Firing twice this turn (double burst)", default=True),
            Field(
                "half_crew_lost",
                "bool",
                "Half of its crew or more lost (R30)",
                default=False,
                help="1 of 2 or 2 of 4 gone is enough: the machine gun then has no double burst.",
            ),
            Field(
                "event_card",
                "int",
                "Event cards in force: overheats on this many totals more",
                default=0,
                minimum=0,
                maximum=3,
            ),
        ),
        rolls=(Roll(2, "overheat check", when="machine guns on a double burst"),),
        inputs=OverheatInputs,
        resolve=mg_overheat,
        dice_counts=overheat_dice,
        tables=(OVERHEAT,),
        rulings=("R4", "R30"),
    ),
    Procedure(
        id="mg-suppression",
        title="Machine gun suppression",
        chapter="Shooting",
        section="Machine guns suppressing enemy units",
        summary="4D6 at or under the table's number for the target, with range, quality, cover and injury.",
        fields=(
            Field("target", "choice", "Target", default="infantry", choices=SUPPRESS_TARGETS),
            Field("afv_armour", "int", "AFV armour (AFVs only)", default=0, minimum=0, maximum=20),
            QUALITY,
            DISTANCE,
            SYSTEM,
            COVER_FIELD,
            Field("attacker_injured", "bool", "Gunner is injured", default=False),
            Field("crew", "int", "Crew of the target (1 for a soldier)", default=1, minimum=1, maximum=12),
            Field("suppression_tokens", "int", "Suppressed tokens it already has", default=0, minimum=0, maximum=12),
        ),
        rolls=(Roll(4, "suppression roll"),),
        inputs=SuppressInputs,
        resolve=mg_suppression,
        dice_counts=fixed(4),
        rulings=("R1", "R2", "R3", "R5", "R7"),
    ),
    Procedure(
        id="mg-stop-afv",
        title="MG stops an AFV",
        chapter="Shooting",
        section="MGs and ARs vs. AFVs",
        summary="2D6 by front armour for an MG or AR at super close range to stop an AFV for the turn.",
        fields=(
            Field("front_armour", "int", "Front armour of the AFV", default=None, minimum=0, maximum=20),
            QUALITY,
            DISTANCE,
            SYSTEM,
        ),
        rolls=(Roll(2, "stop roll", when="at super close range"),),
        inputs=StopInputs,
        resolve=mg_stop_afv,
        dice_counts=stop_dice,
        rulings=("R1", "R3", "R4", "R5", "R8"),
    ),
)
