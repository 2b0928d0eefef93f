"""Close combat (Make a Close Combat Attack: CHARGE!, BREAKING OFF, FLUSHING, SPRING ATTACK): a charge's +2 to CC
when the unit neither shot nor threw, flushing a hidden or sneaking unit (-1 to the attacks, +1 to its dodge or parry),
breaking off and the free attack it gives, and the spring attack of a hidden unit (+2 to hit, ST doubled). The close
combat roll itself is not in this text (Q2); rulings Q12-Q13 (rules/rulings_skirmishcorps/close_combat.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Outcome
from rules.engine.registry import Field, Procedure, fixed
from rules.engine.skirmishcorps import common as c

CHAPTER = "Close combat"
CHARGE_CC = 2  # "they receive a +2 bonus to their CC"
FLUSH_CC = -1  # "any close combat attack made by the unit that reveals them is with a -1 penalty"
FLUSHED_DEFENCE = 1  # "makes any dodge or parry against attacks from the unit that revealed them with a +1 bonus"
SPRING_HIT = 2  # "makes any close combat attack with a +2 bonus to hit"
SPRING_ST = 2  # "Their ST is doubled for any spring attacks."
NOT_HERE = "The close combat roll and dodging or parrying are not in this text (Q2)."


# --- CHARGE! and FLUSHING. ---


@dataclass(frozen=True)
class ChargeInputs:
    shot_or_threw: bool = False
    flushing: bool = False


def charge(i: ChargeInputs, dice: Sequence[int] | None) -> Outcome:
    steps = [
        "Ending its move in base-to-base contact with an enemy unit, it charges and may attack it in close combat."
    ]
    modifier = 0
    if i.shot_or_threw:
        steps.append("It shot or threw in this action: it may still charge, without the +2 to its CC.")
    else:
        modifier += CHARGE_CC
        steps.append(
            f"It neither shot nor threw: {c.signed(CHARGE_CC)} to its CC for its close combat attacks on the enemy unit "
            "this turn."
        )
    defence = 0
    if i.flushing:
        modifier += FLUSH_CC
        defence = FLUSHED_DEFENCE
        steps += [
            "Flushing a hidden or sneaking unit: no spot test, and no ranged attack on it; it is revealed and its "
            "marker comes off.",
            f"{c.signed(FLUSH_CC)} to the close combat attacks of the unit that flushed it (Q12).",
            f"The flushed unit stands up at once and dodges or parries that unit's attacks at {c.signed(FLUSHED_DEFENCE)}.",
        ]
    steps += [f"Close combat modifier: {c.signed(modifier)}.", NOT_HERE]
    values = (("cc_modifier", modifier), ("dodge_parry_modifier", defence))
    return c.answer("charge", dice, "charges", steps, values)


# --- BREAKING OFF. ---

ENEMY_STATES = ("conscious", "unconscious", "stunned")


@dataclass(frozen=True)
class BreakOffInputs:
    enemy: str = "conscious"
    enemy_acted: bool = False


def break_off(i: BreakOffInputs, dice: Sequence[int] | None) -> Outcome:
    steps = [
        "Moving away from the enemy unit it is in contact with, it may not shoot, throw or make close combat attacks "
        "at that unit this turn.",
        "It may not move back into contact with that unit this turn, but it may charge another enemy unit.",
    ]
    if i.enemy == "conscious":
        result = "free-attack"
        steps.append(
            "The enemy unit gets a free close combat attack on it, whether it has acted or not and prone or not, "
            "without spending its action; the unit breaking off may not dodge or parry it."
        )
        if i.enemy_acted:
            steps.append("The enemy unit has acted this turn: it cannot pursue.")
        else:
            steps.append(
                "The enemy unit has not acted this turn: it may spend its action to pursue; the pursuit rules are not "
                "in this text (Q13)."
            )
    else:
        result = "no-free-attack"
        steps.append(f"The enemy unit is {i.enemy}: no free attack, and no pursuit.")
    return c.answer("break-off", dice, result, steps)


# --- SPRING ATTACK. ---

SPRING_TARGETS = ("not-hiding", "on-overwatch", "hiding-or-sneaking", "flushed-this-turn")


@dataclass(frozen=True)
class SpringInputs:
    hidden: bool = True
    sp: int = 6
    distance: float = 4
    st: int = 3
    target: str = "not-hiding"
    ranged: bool = False


def spring_attack(i: SpringInputs, dice: Sequence[int] | None) -> Outcome:
    distance = c.inches(i.distance)
    refused = ""
    if not i.hidden:
        refused = "Only a hidden unit may make a spring attack."
    elif distance > i.sp:
        refused = f"The enemy unit is {c.said(distance)} in away, beyond its SP of {i.sp}."
    elif i.ranged:
        refused = "A spring attack uses no ranged weapon."
    elif i.target == "hiding-or-sneaking":
        refused = "No spring attack on a hiding or sneaking enemy unit, unless an allied unit flushed it this turn."
    if refused:
        return c.answer("spring-attack", dice, "cannot-spring", [refused], (("hit_modifier", 0), ("st", i.st)))
    steps = [
        f"The enemy unit is {c.said(distance)} in away, within its SP of {i.sp}.",
        "It spends its action: it stands, moves into base-to-base contact and attacks; its hiding marker comes off.",
        f"{c.signed(SPRING_HIT)} to hit, and its ST {i.st} is doubled to {SPRING_ST * i.st} for the spring attack.",
    ]
    if i.target == "flushed-this-turn":
        steps.append("The enemy unit was hiding or sneaking, but an allied unit flushed it this turn.")
    if i.target == "on-overwatch":
        result = "dodge-or-parry"
        steps.append(
            "The enemy unit is on overwatch and has not spent its action: it must dodge or parry, which spends its "
            "action and removes its overwatch marker; it cannot cut off, retaliate or break off this turn."
        )
    else:
        result = "no-defence"
        steps.append("The enemy unit cannot dodge or parry a spring attack.")
    steps.append(NOT_HERE)
    return c.answer("spring-attack", dice, result, steps, (("hit_modifier", SPRING_HIT), ("st", SPRING_ST * i.st)))


PROCEDURES = (
    Procedure(
        id="skirmishcorps/charge",
        title="Charging into close combat",
        chapter=CHAPTER,
        section="CHARGE! MOVING INTO CLOSE COMBAT",
        fields=(
            Field("shot_or_threw", "bool", "It shot or threw in this action", default=False),
            Field("flushing", "bool", "The enemy unit is hidden or sneaking (flushing)", default=False),
        ),
        rolls=(),
        inputs=ChargeInputs,
        resolve=charge,
        dice_counts=fixed(0),
        rulings=("Q2", "Q12"),
        summary="+2 to CC for a charge without shooting or throwing; -1 when flushing a hidden or sneaking unit.",
    ),
    Procedure(
        id="skirmishcorps/break-off",
        title="Breaking off",
        chapter=CHAPTER,
        section="BREAKING OFF",
        fields=(
            Field("enemy", "choice", "The enemy unit is", default="conscious", choices=ENEMY_STATES),
            Field("enemy_acted", "bool", "The enemy unit has acted this turn", default=False),
        ),
        rolls=(),
        inputs=BreakOffInputs,
        resolve=break_off,
        dice_counts=fixed(0),
        rulings=("Q13",),
        summary="Moving out of contact: the enemy's free attack, and what the unit may not do this turn.",
    ),
    Procedure(
        id="skirmishcorps/spring-attack",
        title="Spring attack",
        chapter=CHAPTER,
        section="SPRING ATTACK",
        fields=(
            Field("hidden", "bool", "It is hidden", default=True),
            Field("sp", "int", "SP", default=6, minimum=1, maximum=c.MAX_SP),
            Field("distance", "number", "Inches to the enemy unit", default=4, minimum=0, maximum=c.MAX_INCHES),
            Field("st", "int", "ST", default=3, minimum=0, maximum=20),
            Field("target", "choice", "The enemy unit is", default="not-hiding", choices=SPRING_TARGETS),
            Field("ranged", "bool", "It uses a ranged weapon", default=False),
        ),
        rolls=(),
        inputs=SpringInputs,
        resolve=spring_attack,
        dice_counts=fixed(0),
        rulings=("Q2", "Q10", "Q16"),
        summary="A hidden unit attacks an enemy within its SP: +2 to hit, ST doubled, no dodge or parry.",
    ),
)
