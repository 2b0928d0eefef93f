"""Vehicles running over infantry and ramming support weapons (Vehicles running over support weapons and
infantry), both 2D6 (R4); Combat Score by R28. And the armour of an AFV in cover (Creating additional cover
for AFVs, R33): the cover's number is added to the armour of the side it covers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.engine.common import COVER, cover_level, cover_words
from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Outcome, percent, roll_under
from rules.engine.reading import no_dice, settled
from rules.engine.registry import COVER_LEVELS, Field, Procedure, Roll
from rules.engine.tables import SumTable, rows

SECTION = "Vehicles running over support weapons and infantry"
RUN_OVER_TABLE = SumTable(
    "run-over",
    "Vehicles running over infantry and crew",
    "Table vechicles running over enemy infantry and crew members",
    2,
    rows(evades=(2, 3, 4, 5, 6, 7, 8), killed=(9, 10, 11, 12)),
)
EVADE_TARGET = 8  # "8 and lower": a roll-under test (R1)
RAM_TABLE = SumTable(
    "ram-support-weapon",
    "Vehicles ramming support weapons",
    "Table Vehicles ramming support weapons",
    2,
    rows(support_weapon_still_operable=(2, 3, 4, 5, 6, 7), support_weapon_destroyed=(8, 9, 10, 11, 12)),
)

# R28: a ranking officer counts 10 and a squad leader 5 instead of their cost; a crew member counts as
# a soldier of its quality, so its cost is typed like a soldier's.
VICTIMS = ("soldier", "crew-member", "squad-leader", "ranking-officer")
FIXED_SCORE = {"squad-leader": 5, "ranking-officer": 10}


# --- Running over infantry and crew. ---


@dataclass(frozen=True)
class RunOverInputs:
    bigger_than_motorcycle: bool
    victim: str
    cost: int


def run_over(i: RunOverInputs, dice: Sequence[int] | None) -> Outcome:
    if not i.bigger_than_motorcycle:
        no_dice(dice, "only vehicles bigger than motorcycles may run over infantry")
        steps = ("Only vehicles bigger than motorcycles may try to run over infantry.",)
        return Outcome("run-over", (), steps, (("may-not-run-over", Fraction(1)),), result="may-not-run-over")
    outcome, evaded = roll_under(
        procedure="run-over",
        count=2,
        base=EVADE_TARGET,
        base_label="evade roll",
        modifiers=(),
        dice=dice,
        success="evades",
        failure="killed",
    )
    victim = i.victim.replace("-", " ")
    steps = [
        f"The {victim} in the vehicle's path rolls 2D6 to jump out of its way.",
        *(step.replace("Chance of evades", "Chance of evading") for step in outcome.steps),
    ]
    effects = Effects()
    if evaded:
        steps.append("It must now check morale.")
        effects = Effects(continues_with=("morale check (2D6)",))
    elif evaded is False:
        score = FIXED_SCORE.get(i.victim, i.cost)
        steps.append(f"Killed: {score} to the enemy's Combat Score.")
        effects = Effects(killed=1, combat_score=score)
    steps.append("The vehicle runs on without having to stop.")
    return replace(outcome, steps=tuple(steps), effects=effects, values=(("vehicle_stops", False),))


# --- Ramming support weapons. ---


@dataclass(frozen=True)
class RamInputs:
    bigger_than_car: bool
    vehicle: str
    support_weapon_cost: int
    vehicle_cost: int


def ram_support_weapon(i: RamInputs, dice: Sequence[int] | None) -> Outcome:
    if not i.bigger_than_car:
        no_dice(dice, "only vehicles bigger than cars may ram")
        steps = ("Only vehicles bigger than cars may try to ram a support weapon.",)
        return Outcome("ram-support-weapon", (), steps, (("may-not-ram", Fraction(1)),), result="may-not-ram")
    odds = RAM_TABLE.odds()
    softskin = i.vehicle == "softskin"
    steps = [
        "Needs 8 or more on 2D6 to destroy the support weapon.",
        f"Chance of destroying it: {percent(dict(odds)['support-weapon-destroyed'])}.",
        "Whatever happens, every crew member tries to evade as infantry does.",
        "A softskin is broken for the rest of the game after ramming; its cost goes to the enemy's Combat Score."
        if softskin
        else "An armoured vehicle must stop after ramming; it may be activated next turn.",
    ]
    result, effects, values = None, Effects(), ()
    if dice is not None:
        hand = check_dice(dice, 2)
        weapon_cost, vehicle_cost = i.support_weapon_cost, i.vehicle_cost if softskin else 0
        result = RAM_TABLE.lookup(sum(hand))
        destroyed = result == "support-weapon-destroyed"
        verdict = f"destroyed, {weapon_cost} to the rammer's Combat Score" if destroyed else "still operable"
        steps.append(f"Rolled {hand[0]} + {hand[1]} = {sum(hand)}: the support weapon is {verdict}.")
        effects = Effects(
            tokens=("broken",) if softskin else (),
            combat_score=weapon_cost if destroyed else 0,
            continues_with=("run-over (2D6) for each crew member",),
        )
        values = (
            ("vehicle_broken", softskin),
            ("vehicle_must_stop", True),
            # Combat Score the support weapon's side earns: the broken softskin's cost (R28).
            ("enemy_combat_score", vehicle_cost),
        )
    return Outcome(
        procedure="ram-support-weapon",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=odds,
        result=result,
        effects=effects,
        values=values,
    )


# --- The armour of an AFV in cover (R33). ---

# The AFV's cover on the side facing the shot, for every roll that reads that side's armour. Layers add up
# as any cover does ("Take cover": sandbags on a hill count 3).
AFV_COVER_FIELD = Field(
    "afv_cover",
    "choices",
    "AFV's cover on the side facing the shot (levels add up)",
    default=(),
    choices=COVER_LEVELS,
    help="Pick each layer: soft 1, medium 2, hard 3 are added to that side's armour.",
)


def armour_in_cover(armour: int, afv_cover: tuple[str, ...]) -> int:
    """R33: the armour of a side with the number of the cover in front of it added."""
    return armour + cover_level(afv_cover)


def cover_on_armour_steps(armour: int, afv_cover: tuple[str, ...]) -> list[str]:
    """How an AFV's cover changes the armour a roll reads, in sentences a player follows."""
    bonus = cover_level(afv_cover)
    if not bonus:
        return [f"No cover on that side: its armour stays {armour}."]
    layers = " + ".join(f"{level} {COVER[level]}" for level in afv_cover if level != "none")
    return [
        f"The AFV is in {cover_words(afv_cover)} on that side, and cover adds its number to the armour there"
        f" (R33): {layers}.",
        f"Armour {armour} + {bonus} = {armour_in_cover(armour, afv_cover)} on that side.",
    ]


@dataclass(frozen=True)
class ArmourInputs:
    armour: int
    afv_cover: tuple[str, ...]


def afv_armour_in_cover(i: ArmourInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the armour is worked out, not rolled")
    total = armour_in_cover(i.armour, i.afv_cover)
    steps = [
        f"Armour {i.armour} on the side facing the shot.",
        *cover_on_armour_steps(i.armour, i.afv_cover),
        "Only the covered side gains: the other sides keep their own armour.",
    ]
    return settled(
        "afv-armour-in-cover",
        f"armour-{total}",
        steps,
        (("armour", total), ("cover_bonus", cover_level(i.afv_cover))),
    )


PROCEDURES = (
    Procedure(
        id="run-over",
        title="Running over infantry",
        chapter="Vehicles",
        section=SECTION,
        summary="The soldier or crew member evades on 2D6 at 8 or less, then checks morale; 9 or more kills it.",
        fields=(
            Field("bigger_than_motorcycle", "bool", "The vehicle is bigger than a motorcycle", default=True),
            Field("victim", "choice", "Who is in the path", default="soldier", choices=VICTIMS),
            Field(
                "cost",
                "int",
                "Cost of the soldier",
                default=0,
                minimum=0,
                maximum=1000,
                help="A crew member counts as a soldier of its quality; squad leaders count 5, officers 10.",
            ),
        ),
        rolls=(Roll(2, "evade roll", when="vehicles bigger than motorcycles"),),
        inputs=RunOverInputs,
        resolve=run_over,
        dice_counts=lambda i: (2,) if i.bigger_than_motorcycle else (0,),
        tables=(RUN_OVER_TABLE,),
        rulings=("R1", "R4", "R28"),
    ),
    Procedure(
        id="ram-support-weapon",
        title="Ramming a support weapon",
        chapter="Vehicles",
        section=SECTION,
        summary="2D6 at 8 or more destroys it. A softskin is broken after ramming; an armoured vehicle must stop.",
        fields=(
            Field("bigger_than_car", "bool", "The vehicle is bigger than a car", default=True),
            Field("vehicle", "choice", "Ramming vehicle", default="armoured", choices=("armoured", "softskin")),
            Field(
                "support_weapon_cost",
                "int",
                "Cost of the support weapon",
                default=0,
                minimum=0,
                maximum=1000,
                help="It goes to the rammer's Combat Score if the weapon is destroyed.",
            ),
            Field(
                "vehicle_cost",
                "int",
                "Cost of the ramming vehicle",
                default=0,
                minimum=0,
                maximum=1000,
                help="A softskin is broken after ramming: its cost goes to the enemy's Combat Score.",
            ),
        ),
        rolls=(Roll(2, "ramming roll", when="vehicles bigger than cars"),),
        inputs=RamInputs,
        resolve=ram_support_weapon,
        dice_counts=lambda i: (2,) if i.bigger_than_car else (0,),
        tables=(RAM_TABLE,),
        rulings=("R4", "R28"),
    ),
    Procedure(
        id="afv-armour-in-cover",
        title="Armour of an AFV in cover",
        chapter="Vehicles",
        section="Creating additional cover for AFVs",
        summary="An AFV behind cover adds the cover's number (soft 1, medium 2, hard 3) to the armour of that side.",
        fields=(
            Field(
                "armour",
                "int",
                "Armour of the side facing the shot",
                default=None,
                minimum=0,
                maximum=30,
                help="Front, side, rear or top, from the unit card.",
            ),
            AFV_COVER_FIELD,
        ),
        rolls=(),
        inputs=ArmourInputs,
        resolve=afv_armour_in_cover,
        dice_counts=lambda _i: (0,),
        rulings=("R33",),
    ),
)
