"""Melee: both sides roll 4D6 at once under their melee values (Melee, R1), and the effect of each hit
(Effects of hits in melee, 2D6, R17)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, InvalidInput, Modifier, Outcome, roll_under
from rules.engine.registry import QUALITIES, UNITS, Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

# Table melee values for infantry, crews, squad leaders and officers: 4D6 at or under (R1).
MELEE_VALUE = {"conscript": 15, "regular": 16, "elite": 17}
OFFICER_MELEE_VALUE = 18
SQUAD_LEADER_BONUS = 1
BUILDING_BONUS = 1  # Taking cover in buildings: infantry defending a building +1 in melee
# "bailed-crew": a vehicle or support-weapon crew fighting on after losing its machine (R34, R37).
ROLES = ("soldier", "squad-leader", "ranking-officer", "bailed-crew")
ROLE_HELP = (
    "bailed-crew: a crew fighting on after its vehicle or support weapon was lost; it melees as conscripts (R34)."
)
MELEE_RANGE = {"cm": 10, "in": 4}

MELEE_EFFECT = SumTable(
    "melee-effect",
    "Effects of hits in melee",
    "Effects of hits in melee",
    2,
    rows(kill=(2, 3, 4, 5, 6), injury=(7, 8, 9, 10, 11, 12)),
    ruling="R17",
)
MELEE_EFFECT_REROLL = SumTable(
    "melee-effect-reroll",
    "Effects of hits in melee (house rule: re-roll 12)",
    "Effects of hits in melee",
    2,
    rows(kill=(2, 3, 4, 5, 6), injury=(7, 8, 9, 10, 11), re_roll=(12,)),
    ruling="R17",
)


@dataclass(frozen=True)
class MeleeInputs:
    attacker_quality: str
    attacker_role: str
    attacker_weapon_bonus: int
    defender_quality: str
    defender_role: str
    defender_weapon_bonus: int
    defender_in_building: bool
    distance: float = 0  # between the fighters; beyond MELEE_RANGE there is no melee (defaults keep older callers)
    units: str = "cm"


def melee_value(quality: str, role: str) -> tuple[int, str]:
    """The base melee value and how to name it: officers 18; a crew fighting on after losing its vehicle or
    support weapon uses the conscript value whatever its quality (Vehicle crews, R34)."""
    if role == "ranking-officer":
        return OFFICER_MELEE_VALUE, "ranking officer melee value"
    if role == "bailed-crew":
        return MELEE_VALUE["conscript"], "conscript melee value (crew fighting on, R34)"
    return MELEE_VALUE[quality], f"{quality} melee value"


def _side(i: MeleeInputs, side: str, dice: Sequence[int] | None) -> tuple[Outcome, bool | None]:
    quality, role = getattr(i, f"{side}_quality"), getattr(i, f"{side}_role")
    base, label = melee_value(quality, role)
    modifiers = [
        Modifier("squad leader", SQUAD_LEADER_BONUS if role == "squad-leader" else 0),
        Modifier("weapon melee bonus", getattr(i, f"{side}_weapon_bonus")),
    ]
    if side == "defender":
        modifiers.append(Modifier("defending a building", BUILDING_BONUS if i.defender_in_building else 0))
    return roll_under(
        procedure="melee",
        count=4,
        base=base,
        base_label=label,
        modifiers=modifiers,
        dice=dice,
        success="hit",
        failure="miss",
    )


RESULTS = {(True, True): "both-hit", (True, False): "attacker-hits", (False, True): "defender-hits"}
EFFECT_ON = {
    "both-hit": ("melee-effect (2D6) on the defender", "melee-effect (2D6) on the attacker"),
    "attacker-hits": ("melee-effect (2D6) on the defender",),
    "defender-hits": ("melee-effect (2D6) on the attacker",),
    "no-hits": (),
}


def _lower(step: str) -> str:
    return step[:1].lower() + step[1:]


def melee(i: MeleeInputs, dice: Sequence[int] | None) -> Outcome:
    reach = MELEE_RANGE[i.units]
    if i.distance > reach:  # at most, as every range (R8): exactly 10 cm / 4 in is still in reach
        raise InvalidInput(
            f"At {i.distance:g} {i.units} there is no melee: the enemy must be within {reach} {i.units}. "
            "Move closer first.",
            field="distance",
        )
    if dice is not None:
        dice = check_dice(dice, 8)
    attacker, a_hit = _side(i, "attacker", None if dice is None else dice[:4])
    defender, d_hit = _side(i, "defender", None if dice is None else dice[4:])
    pa, pd = attacker.probability, defender.probability
    odds = (
        ("both-hit", pa * pd),
        ("attacker-hits", pa * (1 - pd)),
        ("defender-hits", (1 - pa) * pd),
        ("no-hits", (1 - pa) * (1 - pd)),
    )
    steps = [
        f"Both sides roll 4D6 at once; the targets must be within {MELEE_RANGE['cm']} cm / {MELEE_RANGE['in']} in.",
        *(f"Attacker {_lower(step)}".replace("chance of hit", "chance of a hit") for step in attacker.steps),
        *(f"Defender {_lower(step)}".replace("chance of hit", "chance of a hit") for step in defender.steps),
    ]
    result, effects = None, Effects()
    if dice is not None:
        result = RESULTS.get((a_hit, d_hit), "no-hits")
        effects = Effects(actions_spent=1, continues_with=EFFECT_ON[result])
        steps.append("A morale check after this melee takes -1 for having had to melee.")
    return Outcome(
        procedure="melee",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=odds,
        result=result,
        effects=effects,
        values=(
            ("attacker_target", attacker.target),
            ("defender_target", defender.target),
            ("attacker_hit_probability", pa),
            ("defender_hit_probability", pd),
        ),
    )


EFFECT_WORDS = {"kill": "killed", "injury": "injured", "re-roll": "roll again"}


@dataclass(frozen=True)
class MeleeEffectInputs:
    reroll_unmapped: bool


def melee_effect(i: MeleeEffectInputs, dice: Sequence[int] | None) -> Outcome:
    table = MELEE_EFFECT_REROLL if i.reroll_unmapped else MELEE_EFFECT
    steps = [
        "2D6: 2 to 6 kill, 7 to 11 injury.",
        "12 is not in the book: house rule, roll again."
        if i.reroll_unmapped
        else "12 is not in the book: an injury (R17).",
    ]
    result, effects = None, Effects()
    if dice is not None:
        hand = check_dice(dice, 2)
        result = table.lookup(sum(hand))
        steps.append(f"Rolled {hand[0]} + {hand[1]} = {sum(hand)}: {EFFECT_WORDS[result]}.")
        if result == "kill":
            effects = Effects(killed=1)
        elif result == "injury":
            steps.append("It must check morale, with -1 for having had to melee.")
            effects = Effects(tokens=("injured",), continues_with=("morale check (2D6)",))
        else:
            effects = Effects(continues_with=("melee-effect (2D6)",))
    return Outcome(
        procedure="melee-effect",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=table.odds(),
        result=result,
        effects=effects,
    )


PROCEDURES = (
    Procedure(
        id="melee",
        title="Melee",
        chapter="Melee",
        section="Melee",
        summary="Attacker and defender each roll 4D6 at or under their melee value; each hit rolls its effect.",
        fields=(
            Field("attacker_quality", "choice", "Attacker's quality", default="regular", choices=QUALITIES),
            Field("attacker_role", "choice", "Attacker is", default="soldier", choices=ROLES, help=ROLE_HELP),
            Field(
                "attacker_weapon_bonus",
                "int",
                "Attacker's weapon melee bonus",
                default=0,
                minimum=-10,
                maximum=10,
                help="The book has no table for this (T2): 0 unless your group agreed on a bonus.",
            ),
            Field("defender_quality", "choice", "Defender's quality", default="regular", choices=QUALITIES),
            Field("defender_role", "choice", "Defender is", default="soldier", choices=ROLES, help=ROLE_HELP),
            Field(
                "defender_weapon_bonus",
                "int",
                "Defender's weapon melee bonus",
                default=0,
                minimum=-10,
                maximum=10,
                help="The book has no table for this (T2): 0 unless your group agreed on a bonus.",
            ),
            Field("defender_in_building", "bool", "Defender is defending a building", default=False),
            Field(
                "distance",
                "number",
                "Distance between them",
                default=0,
                minimum=0,
                maximum=10000,
                help="Melee only within 10 cm / 4 in (at most).",
            ),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        ),
        rolls=(Roll(4, "attacker's melee roll"), Roll(4, "defender's melee roll")),
        inputs=MeleeInputs,
        resolve=melee,
        dice_counts=fixed(8),
        rulings=("R1", "R3", "R5", "R8", "R34"),
    ),
    Procedure(
        id="melee-effect",
        title="Effect of a hit in melee",
        chapter="Melee",
        section="Effects of hits in melee",
        summary="2D6: 2 to 6 kill, 7 to 12 injury (R17; a house rule re-rolls 12).",
        fields=(Field("reroll_unmapped", "bool", "House rule: re-roll the 12 the book leaves out", default=False),),
        rolls=(Roll(2, "effect roll"),),
        inputs=MeleeEffectInputs,
        resolve=melee_effect,
        dice_counts=fixed(2),
        tables=(MELEE_EFFECT, MELEE_EFFECT_REROLL),
        rulings=("R17",),
    ),
)
