"""Set-distance moves: infantry, infantry with heavy gear, and support weapons (Units and movement,
Movement and terrain, How to cross rivers). No dice: one move is a fixed distance (R6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Effects, Outcome, sentence
from rules.engine.procedures.movement import FOOT_MOVE, NO_ENTRY, RIVER_MOVE, TERRAIN_TABLE, TERRAINS
from rules.engine.reading import no_dice, settled
from rules.engine.registry import UNITS, Field, Procedure, fixed

FOOT_UNITS = ("infantry", "infantry-heavy-gear", "support-weapon")
SUPPORT_WEAPON_MOVE = {"cm": 5, "in": 2}  # Units and movement: support weapons, 5 cm / 2 in a move
# Event cards in force (the data pack's, not the book's): infantry may not move at the double, anywhere or in crops.
FOOT_CARDS = ("no-double-move", "no-double-move-in-crops")


@dataclass(frozen=True)
class FootMoveInputs:
    unit: str
    terrain: str
    units: str
    event_cards: tuple[str, ...] = ()


def card_forbids_double(cards: Sequence[str], terrain: str) -> bool:
    return "no-double-move" in cards or ("no-double-move-in-crops" in cards and terrain == "crops")


def foot_move(i: FootMoveInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "a move on foot is a set distance")
    cell = TERRAIN_TABLE[i.terrain]["foot"]
    who = sentence(i.unit.replace("-", " "))
    where = i.terrain.replace("-", " ")
    if i.unit == "support-weapon" and i.terrain == "river":
        # How to cross rivers: only infantry and horses may wade.
        return settled("foot-move", NO_ENTRY, (f"{who}: only infantry and horses may cross a river without a bridge.",))
    if i.terrain == "river":
        distance, why = RIVER_MOVE[i.units], "wading a river, per turn"
    elif i.unit == "support-weapon":
        distance, why = SUPPORT_WEAPON_MOVE[i.units], "a support weapon moves slowly"
    else:
        distance, why = FOOT_MOVE[i.units], "one move on foot"
    double = cell.double and i.unit == "infantry"
    if i.unit != "infantry":
        double_words = "Heavy gear and support weapons never move at the double."
    elif double and card_forbids_double(i.event_cards, i.terrain):
        double, double_words = False, "No double move: an event card in force forbids it here."
    else:
        double_words = "A double move is allowed." if double else f"No double move here ({cell.words})."
    steps = (f"{who} over {where}: {distance} {i.units}, {why}.", double_words)
    values = (("distance", float(distance)), ("units", i.units), ("double_move_allowed", double))
    return settled("foot-move", "moves", steps, values=values, effects=Effects(actions_spent=1))


PROCEDURES = (
    Procedure(
        id="foot-move",
        title="Move on foot or a support weapon",
        chapter="Movement",
        section="Units and movement",
        summary="How far one move takes infantry, infantry with heavy gear, or a support weapon, and whether it may double.",
        fields=(
            Field("unit", "choice", "Who moves", default="infantry", choices=FOOT_UNITS),
            Field("terrain", "choice", "Terrain", default="plains", choices=TERRAINS),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
            Field("event_cards", "choices", "Event cards in force", default=(), choices=FOOT_CARDS),
        ),
        rolls=(),
        inputs=FootMoveInputs,
        resolve=foot_move,
        dice_counts=fixed(0),
        rulings=("R6",),
    ),
)
