"""Moves that meet the terrain head on: double moves, wading rivers, infantry crossing obstacles (R12), AFVs
breaking through obstacles and freeing stuck AFVs (R13)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache

from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Outcome, percent, roll_under, sentence
from rules.engine.procedures.movement import NO_ENTRY, RIVER_COVER, RIVER_MOVE, TERRAIN_TABLE, TERRAINS
from rules.engine.reading import no_dice
from rules.engine.registry import UNITS, Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

# --- Double moves (Units and movement; Actions & Action Point Counter). ---

UNIT_TYPES = ("infantry", "infantry-heavy-gear", "support-weapon", "wheeled", "tracked", "horse")


@dataclass(frozen=True)
class DoubleMoveInputs:
    unit: str
    terrain: str
    afv_more_than_five_crew: bool


def double_move(i: DoubleMoveInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    where = f"{i.unit.replace('-', ' ')} in {i.terrain.replace('-', ' ')}"
    actions = 2
    if i.unit in ("infantry-heavy-gear", "support-weapon"):
        # Units and movement: heavy gear and support weapons "may not move at the double".
        result, why = "no-double-move", "it may move or shoot, never move at the double"
        actions = 1
    else:
        cell = TERRAIN_TABLE[i.terrain]["foot" if i.unit == "infantry" else i.unit]
        if not cell.enter:
            result, why = NO_ENTRY, "the terrain cannot be entered"
        elif cell.double:
            result, why = "may-double-move", "a double move is allowed"
        else:
            result, why = "no-double-move", f"the terrain allows no double move ({cell.words})"
    steps = [f"{sentence(where)}: {why}."]
    is_afv = i.unit in ("wheeled", "tracked") and i.afv_more_than_five_crew
    if is_afv:
        actions = 3
        steps.append("An AFV with more than 5 crew has 3 actions, but its third action may not be a third move.")
    elif i.afv_more_than_five_crew:
        steps.append("Only AFVs have a third action: the crew size is ignored.")
    moves = {"may-double-move": 2, "no-double-move": 1, NO_ENTRY: 0}[result]
    return Outcome(
        procedure="double-move",
        dice=(),
        steps=tuple(steps),
        outcomes=((result, Fraction(1)),),
        result=result,
        values=(
            ("double_move_allowed", result == "may-double-move"),
            ("triple_move_allowed", False),
            ("moves_per_activation", moves),
            ("actions_per_activation", actions),
        ),
    )


# --- River crossing (How to cross rivers). ---

RIVER_UNITS = ("infantry", "horse", "wheeled", "tracked")


@dataclass(frozen=True)
class RiverInputs:
    unit: str
    units: str


def river_crossing(i: RiverInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    if i.unit in ("wheeled", "tracked"):
        return Outcome(
            procedure="river-crossing",
            dice=(),
            steps=(f"{sentence(i.unit)} vehicles may not enter a river.",),
            outcomes=((NO_ENTRY, Fraction(1)),),
            result=NO_ENTRY,
        )
    distance = RIVER_MOVE[i.units]
    steps = (
        f"{sentence(i.unit)} wading a river: {distance} {i.units} per turn, no double move.",
        f"While in the river its cover level is {RIVER_COVER}: attackers get {-RIVER_COVER:+d}, its morale checks {RIVER_COVER:+d}.",
    )
    return Outcome(
        procedure="river-crossing",
        dice=(),
        steps=steps,
        outcomes=(("crosses", Fraction(1)),),
        result="crosses",
        effects=Effects(actions_spent=1),
        values=(
            ("distance", distance),
            ("units", i.units),
            ("double_move_allowed", False),
            ("cover_level", RIVER_COVER),
            ("attacker_modifier", -RIVER_COVER),
            ("morale_modifier", RIVER_COVER),
        ),
    )


# --- Infantry crossing obstacles (1D6), R12. ---

OBSTACLE_TABLES = {
    "small": SumTable(
        "obstacle-small", "Crossing a small obstacle", "Infantry crossing obstacles", 1, rows(failed=(1,), crossed=(2, 3, 4, 5, 6)), "R12"
    ),
    "medium": SumTable(
        "obstacle-medium", "Crossing a medium obstacle", "Infantry crossing obstacles", 1, rows(failed=(1, 2), crossed=(3, 4, 5, 6)), "R12"
    ),
    "high": SumTable(
        "obstacle-high", "Crossing a high obstacle", "Infantry crossing obstacles", 1, rows(failed=(1, 2, 3), crossed=(4, 5, 6)), "R12"
    ),
}  # fmt: skip


@dataclass(frozen=True)
class ObstacleInputs:
    obstacle: str
    event_card: int = 0  # event cards in force: the crossing roll needs this many more (frozen ground: 1)


@cache
def _obstacle_table(obstacle: str, more: int) -> SumTable:
    """The book's table, or the same needing `more` (an event card): beyond 6 nothing crosses (R5)."""
    table = OBSTACLE_TABLES[obstacle]
    if more == 0:
        return table
    needed = _needed(table) + more
    return replace(table, results=rows(failed=tuple(range(1, min(needed, 7))), crossed=tuple(range(needed, 7))))


def _needed(table: SumTable) -> int:
    return min(total for total, result in table.results if result == "crossed")


def obstacle_crossing(i: ObstacleInputs, dice: Sequence[int] | None) -> Outcome:
    table = _obstacle_table(i.obstacle, i.event_card)
    odds = table.odds()
    needed = _needed(OBSTACLE_TABLES[i.obstacle]) + i.event_card
    steps = [f"Event cards in force: the crossing roll needs {i.event_card} more."] if i.event_card else []
    steps += [
        f"{sentence(i.obstacle)} obstacle: needs {needed} or more on 1D6.",
        f"Chance of crossing: {percent(dict(odds).get('crossed', 0))}.",
    ]
    result, effects, values = None, Effects(), ()
    if dice is not None:
        (face,) = check_dice(dice, 1)
        result = table.lookup(face)
        crossed = result == "crossed"
        steps.append(f"Rolled {face}: {'crossed' if crossed else 'failed, try again next turn'}.")
        steps.append("Its movement ends for this turn (R12).")
        steps.append(
            "It may still use a remaining action to fire." if crossed else "It may not fire for the rest of this turn."
        )
        effects = Effects(actions_spent=1)
        values = (("movement_ends", True), ("may_fire", crossed))
    return Outcome(
        procedure="obstacle-crossing",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=odds,
        result=result,
        effects=effects,
        values=values,
    )


# --- AFVs breaking through obstacles (2D6) and freeing stuck AFVs (2D6, R13). ---

BREAKTHROUGH_TABLES = {
    "small": SumTable(
        "breakthrough-small", "AFV breaking through a small obstacle", "AFVs breaking through obstacles", 2,
        rows(stuck=(2, 3), breaks_through=(4, 5, 6, 7, 8, 9, 10, 11, 12)),
    ),
    "medium": SumTable(
        "breakthrough-medium", "AFV breaking through a medium obstacle", "AFVs breaking through obstacles", 2,
        rows(stuck=(2, 3, 4, 5), breaks_through=(6, 7, 8, 9, 10, 11, 12)),
    ),
    "big": SumTable(
        "breakthrough-big", "AFV breaking through a big obstacle", "AFVs breaking through obstacles", 2,
        rows(stuck=(2, 3, 4, 5, 6, 7), breaks_through=(8, 9, 10, 11, 12)),
    ),
    "very-big": SumTable(
        "breakthrough-very-big", "AFV breaking through a very big obstacle", "AFVs breaking through obstacles", 2,
        rows(stuck=(2, 3, 4, 5, 6, 7, 8, 9), breaks_through=(10, 11, 12)),
    ),
}  # fmt: skip
OBSTACLE_EXAMPLES = {
    "small": "hedges, fences",
    "medium": "breast-high stone walls, sheds",
    "big": "wooden houses, stone walls taller than a soldier",
    "very-big": "massive structures like stone houses",
}


@dataclass(frozen=True)
class BreakthroughInputs:
    obstacle: str


def afv_breakthrough(i: BreakthroughInputs, dice: Sequence[int] | None) -> Outcome:
    table = BREAKTHROUGH_TABLES[i.obstacle]
    odds = table.odds()
    needed = min(total for total, result in table.results if result == "breaks-through")
    steps = [
        f"{sentence(i.obstacle.replace('-', ' '))} obstacle ({OBSTACLE_EXAMPLES[i.obstacle]}): needs {needed} or more on 2D6.",
        f"Chance of breaking through: {percent(dict(odds)['breaks-through'])}.",
        "It is the only action the AFV may take this turn.",
    ]
    result, effects, values = None, Effects(), ()
    if dice is not None:
        hand = check_dice(dice, 2)
        result = table.lookup(sum(hand))
        stuck = result == "stuck"
        steps.append(
            f"Rolled {hand[0]} + {hand[1]} = {sum(hand)}: "
            + (
                "stuck; mark it with a stuck token and try to free it from next turn."
                if stuck
                else "it breaks through."
            )
        )
        effects = Effects(tokens=("stuck",) if stuck else (), actions_spent=1)
        values = (("activation_ends", True),)
    return Outcome(
        procedure="afv-breakthrough",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=odds,
        result=result,
        effects=effects,
        values=values,
    )


# R13: the text wins over the table's swapped consequence column.
FREEING_TABLE = SumTable(
    "freeing-stuck-vehicles", "Freeing stuck vehicles", "Freeing stuck vehicles", 2,
    rows(freed=(2, 3, 4, 5, 6), still_stuck=(7, 8, 9, 10, 11, 12)), "R13",
)  # fmt: skip
FREEING_TARGET = 6


@dataclass(frozen=True)
class FreeStuckInputs:
    tried_this_turn: bool


def free_stuck_afv(i: FreeStuckInputs, dice: Sequence[int] | None) -> Outcome:
    if i.tried_this_turn:
        no_dice(dice)
        steps = ("The crew may try to free the vehicle once per turn: try again next turn.",)
        return Outcome("free-stuck-afv", (), steps, (("no-attempts-left", Fraction(1)),), result="no-attempts-left")
    outcome, freed = roll_under(
        procedure="free-stuck-afv",
        count=2,
        base=FREEING_TARGET,
        base_label="freeing roll",
        modifiers=(),
        dice=dice,
        success="freed",
        failure="still-stuck",
    )
    steps = [step.replace("Chance of freed", "Chance of freeing it") for step in outcome.steps]
    effects, values = Effects(), (("attempts_per_turn", 1),)
    if freed is not None:
        steps.append("It may move next turn." if freed else "It keeps its stuck token: try again next turn.")
        effects = Effects(tokens=() if freed else ("stuck",), actions_spent=1)
        values = (*values, ("remove_stuck_token", freed), ("may_move_next_turn", freed))
    return replace(outcome, steps=("The crew may try once per turn.", *steps), effects=effects, values=values)


PROCEDURES = (
    Procedure(
        id="double-move",
        title="May it move at the double?",
        chapter="Movement",
        section="Units and movement",
        summary="Whether a unit may spend two actions on two moves here; an AFV's third action is never a third move.",
        fields=(
            Field("unit", "choice", "Unit", default="infantry", choices=UNIT_TYPES),
            Field("terrain", "choice", "Terrain", default="plains", choices=TERRAINS),
            Field("afv_more_than_five_crew", "bool", "AFV with more than 5 crew members", default=False),
        ),
        rolls=(),
        inputs=DoubleMoveInputs,
        resolve=double_move,
        dice_counts=fixed(0),
        rulings=("R10",),
    ),
    Procedure(
        id="river-crossing",
        title="Crossing a river",
        chapter="Movement",
        section="How to cross rivers",
        summary="Infantry and horses wade 5 cm / 2 in per turn, with a cover level of -2 while in the river.",
        fields=(
            Field("unit", "choice", "Unit", default="infantry", choices=RIVER_UNITS),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        ),
        rolls=(),
        inputs=RiverInputs,
        resolve=river_crossing,
        dice_counts=fixed(0),
        rulings=("R6",),
    ),
    Procedure(
        id="obstacle-crossing",
        title="Infantry crossing an obstacle",
        chapter="Movement",
        section="Infantry crossing obstacles",
        summary="1D6: small 2+, medium 3+, high 4+. Either way its movement ends; only after crossing may it still fire.",
        fields=(
            Field("obstacle", "choice", "Obstacle", default="small", choices=tuple(OBSTACLE_TABLES)),
            Field(
                "event_card",
                "int",
                "Event cards in force: the crossing roll needs this many more",
                default=0,
                minimum=0,
                maximum=3,
            ),
        ),
        rolls=(Roll(1, "crossing roll"),),
        inputs=ObstacleInputs,
        resolve=obstacle_crossing,
        dice_counts=fixed(1),
        tables=tuple(OBSTACLE_TABLES.values()),
        rulings=("R12",),
    ),
    Procedure(
        id="afv-breakthrough",
        title="AFV breaking through an obstacle",
        chapter="Movement",
        section="AFVs breaking through obstacles",
        summary="2D6: small 4+, medium 6+, big 8+, very big 10+. A failure leaves it stuck. Its only action this turn.",
        fields=(Field("obstacle", "choice", "Obstacle", default="small", choices=tuple(BREAKTHROUGH_TABLES)),),
        rolls=(Roll(2, "breakthrough roll"),),
        inputs=BreakthroughInputs,
        resolve=afv_breakthrough,
        dice_counts=fixed(2),
        tables=tuple(BREAKTHROUGH_TABLES.values()),
        rulings=("R4",),
    ),
    Procedure(
        id="free-stuck-afv",
        title="Freeing a stuck AFV",
        chapter="Movement",
        section="Freeing stuck vehicles",
        summary="2D6 at 6 or less frees it and it may move next turn; 7 or more, still stuck. One attempt per turn.",
        fields=(Field("tried_this_turn", "bool", "The crew already tried this turn", default=False),),
        rolls=(Roll(2, "freeing roll", when="once per turn"),),
        inputs=FreeStuckInputs,
        resolve=free_stuck_afv,
        dice_counts=lambda i: (0,) if i.tried_this_turn else (2,),
        tables=(FREEING_TABLE,),
        rulings=("R1", "R4", "R13"),
    ),
)
