"""Hiding, sneaking and spotting (Hide, Sneak, SPOTTING): whether a foot-unit may hide or sneak and how far it
sneaks, and the spot test an enemy must pass to target a hidden or sneaking unit, 1D6 + RE against 1D6 + RE with +3
against a unit sneaking out of cover. Rulings Q1 and Q6 (rules/rulings_skirmishcorps/)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Outcome, percent
from rules.engine.registry import Field, Procedure, Roll, fixed
from rules.engine.skirmishcorps import common as c
from rules.engine.skirmishcorps.procedures.movement import allowance

CHAPTER = "Hiding and sneaking"
OPEN_SNEAK = 3  # "the unit trying to target them receives a +3 bonus to their spot test"
FACES = range(1, 7)


# --- Hide. ---

HIDE_MOVES = ("none", *c.MOVES)
HIDE_STANCES = ("prone", "goes-prone", "standing")


@dataclass(frozen=True)
class HideInputs:
    in_cover: bool = True
    stance: str = "prone"
    move: str = "none"
    shoots: bool = False
    throws: bool = False


def hide(i: HideInputs, dice: Sequence[int] | None) -> Outcome:
    refused = ""
    if not i.in_cover:
        refused = "Only a unit in cover may hide."
    elif i.move == "sneak" and i.shoots:
        refused = c.SNEAK_NO_SHOT
    elif (i.move not in ("none", "sneak")) or i.shoots or i.throws:
        refused = c.HIDE_STILL
    if not refused and i.stance == "standing":
        refused = c.HIDE_PRONE
    if refused:
        return c.answer("hide", dice, "cannot-hide", [refused])
    steps = []
    if i.move == "sneak":
        steps.append(c.SNEAK_THEN_HIDE)
    if i.stance == "goes-prone":
        steps.append("It goes prone to hide.")
    steps += [
        "It hides in its cover: any enemy unit must pass a spot test to target it.",
        "A hiding marker goes face up beside it and comes off when it next takes its action, unless it hides again.",
    ]
    return c.answer("hide", dice, "hides", steps, effects=Effects(tokens=("hiding",)))


# --- Sneak. ---

SNEAK_FROM = ("hidden", "sneaking", "neither")


@dataclass(frozen=True)
class SneakInputs:
    sp: int = 6
    status: str = "hidden"
    shoots: bool = False
    throws: bool = False
    ends_in_cover: bool = True


def sneak(i: SneakInputs, dice: Sequence[int] | None) -> Outcome:
    refused = ""
    if i.status == "neither":
        refused = c.SNEAK_FROM_HIDING
    elif i.shoots:
        refused = c.SNEAK_NO_SHOT
    if refused:
        return c.answer("sneak", dice, "cannot-sneak", [refused], (("allowance", Fraction(0)),))
    most = allowance(i.sp, "sneak")
    steps = [
        f"SP {i.sp}: a sneak goes up to {c.said(most)} in (SP ÷ 2).",
        "It stays prone throughout.",
    ]
    if i.throws:
        steps.append(c.SNEAK_NO_SHOT)
    if i.ends_in_cover:
        steps.append(c.SNEAK_THEN_HIDE)
        steps.append("Until then any enemy unit must pass a spot test to target it.")
    else:
        steps.append(
            f"Any enemy unit must pass a spot test to target it, at {c.signed(OPEN_SNEAK)} while it is out of cover."
        )
    steps.append(
        "A sneaking marker goes face up beside it and comes off when it next takes its action, unless it sneaks again."
    )
    return c.answer("sneak", dice, "sneaks", steps, (("allowance", most),), Effects(tokens=("sneaking",)))


# --- SPOTTING: the spot test. ---

TARGETS = ("hidden", "sneaking-in-cover", "sneaking-in-the-open")


@dataclass(frozen=True)
class SpotInputs:
    spotter_re: int = 4
    target_re: int = 4
    target: str = "hidden"
    modifier: int = 0


def spot_chance(spotter: int, target: int) -> Fraction:
    """P(1D6 + spotter >= 1D6 + target): the spotter's total, its modifiers in, equal or higher spots."""
    return Fraction(sum(1 for a in FACES for b in FACES if a + spotter >= b + target), 36)


def spot_test(i: SpotInputs, dice: Sequence[int] | None) -> Outcome:
    bonus = OPEN_SNEAK if i.target == "sneaking-in-the-open" else 0
    spotter = i.spotter_re + bonus + i.modifier
    steps = [f"The spotting unit rolls 1D6 + RE {i.spotter_re}."]
    if bonus:
        steps.append(f"The target is sneaking out of cover: {c.signed(bonus)} to the spot test.")
    if i.modifier:
        steps.append(f"Tags such as Alert and Sneaky: {c.signed(i.modifier)} to the spot test (Q1).")
    hidden = "hidden" if i.target == "hidden" else "sneaking"
    steps.append(f"The {hidden} unit rolls 1D6 + RE {i.target_re}; an equal or higher total spots it.")
    p = spot_chance(spotter, i.target_re)
    steps.append(f"Chance of spotting it: {percent(p)}.")
    result = None
    faces: tuple[int, ...] = ()
    if dice is not None:
        faces = check_dice(dice, 2)
        mine, theirs = faces[0] + spotter, faces[1] + i.target_re
        line = f"Spotter {faces[0]} + {spotter} = {mine} against {faces[1]} + {i.target_re} = {theirs}"
        if mine >= theirs:
            result = "spotted"
            steps.append(f"{line}: spotted, it may be targeted with a ranged attack.")
        else:
            result = "not-spotted"
            steps.append(f"{line}: not spotted, it cannot be targeted, and the spotter's action is spent all the same.")
    return Outcome(
        procedure="skirmishcorps/spot-test",
        dice=faces,
        steps=tuple(steps),
        outcomes=(("spotted", p), ("not-spotted", 1 - p)),
        result=result,
        probability=p,
    )


PROCEDURES = (
    Procedure(
        id="skirmishcorps/hide",
        title="Hiding",
        chapter=CHAPTER,
        section="Hide",
        fields=(
            Field("in_cover", "bool", "It is in cover", default=True),
            Field("stance", "choice", "Its stance", default="prone", choices=HIDE_STANCES),
            Field("move", "choice", "It moves by", default="none", choices=HIDE_MOVES),
            Field("shoots", "bool", "It shoots in this action", default=False),
            Field("throws", "bool", "It throws in this action", default=False),
        ),
        rolls=(),
        inputs=HideInputs,
        resolve=hide,
        dice_counts=fixed(0),
        rulings=("Q11",),
        summary="Whether a foot-unit in cover may hide: prone, not moving, shooting or throwing.",
    ),
    Procedure(
        id="skirmishcorps/sneak",
        title="Sneaking",
        chapter=CHAPTER,
        section="Sneak",
        fields=(
            Field("sp", "int", "SP", default=6, minimum=1, maximum=c.MAX_SP),
            Field("status", "choice", "Before this action it was", default="hidden", choices=SNEAK_FROM),
            Field("shoots", "bool", "It shoots in this action", default=False),
            Field("throws", "bool", "It throws in this action", default=False),
            Field("ends_in_cover", "bool", "It ends its move in cover", default=True),
        ),
        rolls=(),
        inputs=SneakInputs,
        resolve=sneak,
        dice_counts=fixed(0),
        rulings=("Q6",),
        summary="Whether a foot-unit may sneak, how far (SP ÷ 2) and what it may do on the way.",
    ),
    Procedure(
        id="skirmishcorps/spot-test",
        title="Spot test",
        chapter=CHAPTER,
        section="SPOTTING",
        fields=(
            Field("spotter_re", "int", "Spotting unit's RE", default=4, minimum=0, maximum=c.MAX_RE),
            Field("target_re", "int", "Hidden or sneaking unit's RE", default=4, minimum=0, maximum=c.MAX_RE),
            Field("target", "choice", "The target is", default="hidden", choices=TARGETS),
            Field(
                "modifier",
                "int",
                "Tags (Alert, Sneaky), added to the spotter",
                default=0,
                minimum=-12,
                maximum=12,
                help="The text gives no values for its tags: add up what the units' tags say (Q1).",
            ),
        ),
        rolls=(Roll(1, "Spotting unit's D6"), Roll(1, "Hidden or sneaking unit's D6")),
        inputs=SpotInputs,
        resolve=spot_test,
        dice_counts=fixed(2),
        rulings=("Q1",),
        summary="1D6 + RE against the hidden or sneaking unit's 1D6 + RE: equal or higher spots it.",
    ),
)
