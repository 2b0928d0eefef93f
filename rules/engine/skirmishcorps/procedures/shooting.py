"""A foot-unit's ranged attack (Aim and Shoot, Fire a Ranged Weapon, Throw a Ranged Weapon): whether it may shoot or
throw in this action, and whether a shot is aimed (+1 to hit) or a snap shot, a throw into an open-topped unit at -1.
The roll to hit itself and the weapons are not in this text (Q2); rulings Q3 and Q15
(rules/rulings_skirmishcorps/shooting.py). No dice: these are checks before the roll to hit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Outcome
from rules.engine.registry import Field, Procedure, fixed
from rules.engine.skirmishcorps import common as c

MOVES = ("none", *c.MOVES)
AIMED = 1  # "Aimed shots have a +1 bonus to the roll to hit."
OPEN_TOP_THROW = -1  # "A -1 penalty is applied to the roll to hit."
CHAPTER = "Shooting and throwing"


@dataclass(frozen=True)
class ShootInputs:
    move: str = "none"
    aim: bool = True
    stance_change: bool = False
    crew: bool = False
    throws: bool = False
    hiding: bool = False


def shoot(i: ShootInputs, dice: Sequence[int] | None) -> Outcome:
    refused = ""
    if i.hiding:
        refused = c.HIDE_STILL
    elif i.throws:
        refused = c.SHOOT_OR_THROW
    elif i.move == "sprint":
        refused = c.SPRINT_NO_RANGED
    elif i.move == "sneak":
        refused = c.SNEAK_NO_SHOT
    if refused:
        return c.answer("shoot", dice, "cannot-shoot", [refused], (("to_hit", 0),))
    steps = []
    if i.move != "none":
        steps.append("It may shoot once at any point of its move.")
    aimed = i.aim and i.move == "none" and not i.stance_change
    if i.aim and i.move != "none":
        steps.append(c.AIM_STILL)
    elif i.aim and i.stance_change:
        steps.append(c.AIM_STANCE)
    modifier = 0
    if aimed and i.crew:
        steps.append("Aimed at chosen crew of an open-topped enemy unit: no bonus to hit for that (Q3).")
    elif aimed:
        modifier = AIMED
        steps.append(f"An aimed shot: {c.signed(AIMED)} to the roll to hit.")
    else:
        if i.crew:
            steps.append(
                "Only an aimed shot picks out the crew of an open-topped unit: this one is fired at the unit (Q3)."
            )
        steps.append("A snap shot: no bonus to hit.")
    steps.append("The roll to hit and the weapon's own rules are not in this text (Q2).")
    result = "aimed-shot" if aimed else "snap-shot"
    return c.answer("shoot", dice, result, steps, (("to_hit", modifier),))


@dataclass(frozen=True)
class ThrowInputs:
    move: str = "none"
    open_top: bool = False
    shoots: bool = False
    hiding: bool = False


def throw(i: ThrowInputs, dice: Sequence[int] | None) -> Outcome:
    refused = ""
    if i.hiding:
        refused = c.HIDE_STILL
    elif i.shoots:
        refused = c.SHOOT_OR_THROW
    elif i.move == "sprint":
        refused = c.SPRINT_NO_RANGED
    elif i.open_top and i.move != "none":
        refused = "Only a unit that does not move may throw into an open-topped enemy unit."
    if refused:
        return c.answer("throw", dice, "cannot-throw", [refused], (("to_hit", 0),))
    steps = []
    if i.move == "sneak":
        steps.append(c.SNEAK_NO_SHOT)
    if i.move != "none":
        steps.append("It may throw once at any point of its move.")
    modifier = OPEN_TOP_THROW if i.open_top else 0
    if i.open_top:
        steps.append(f"Thrown into an open-topped enemy unit: {c.signed(OPEN_TOP_THROW)} to the roll to hit.")
    else:
        steps.append("No bonus or penalty to hit from this action.")
    steps.append("The roll to hit and the weapon's own rules are not in this text (Q2).")
    return c.answer("throw", dice, "may-throw", steps, (("to_hit", modifier),))


MOVE_FIELD = Field("move", "choice", "It moves by", default="none", choices=MOVES)
HIDING_FIELD = Field("hiding", "bool", "It is hiding", default=False)

PROCEDURES = (
    Procedure(
        id="skirmishcorps/shoot",
        title="Aimed or snap shot",
        chapter=CHAPTER,
        section="Aim and Shoot",
        fields=(
            MOVE_FIELD,
            Field("aim", "bool", "It aims", default=True),
            Field("stance_change", "bool", "It changes stance in this action", default=False),
            Field("crew", "bool", "It targets chosen crew of an open-topped unit", default=False),
            Field("throws", "bool", "It also throws in this action", default=False),
            HIDING_FIELD,
        ),
        rolls=(),
        inputs=ShootInputs,
        resolve=shoot,
        dice_counts=fixed(0),
        rulings=("Q2", "Q3"),
        summary="Whether a foot-unit may shoot, and whether the shot is aimed (+1 to hit) or a snap shot.",
    ),
    Procedure(
        id="skirmishcorps/throw",
        title="Throwing a ranged weapon",
        chapter=CHAPTER,
        section="Throw a Ranged Weapon",
        fields=(
            MOVE_FIELD,
            Field("open_top", "bool", "Into an open-topped enemy unit", default=False),
            Field("shoots", "bool", "It also shoots in this action", default=False),
            HIDING_FIELD,
        ),
        rolls=(),
        inputs=ThrowInputs,
        resolve=throw,
        dice_counts=fixed(0),
        rulings=("Q2",),
        summary="Whether a foot-unit may throw, and the -1 to hit for a throw into an open-topped unit.",
    ),
)
