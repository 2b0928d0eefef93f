"""Chain of Command's vehicles crossing obstacles and driving into buildings (11.3 Vehicles Crossing Obstacles,
11.3.2 Vehicles Moving Into Buildings): what each running gear may cross, the distance distribution before the roll,
and the double that immobilises a vehicle on an obstacle or brings a building down on a tank. Rulings K2, K4, K6-K8."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.engine.chain_of_command.moving import (
    DRIVES,
    LOWER_DISCARDED,
    MAX_SHOCK,
    PACE_WORDS,
    PACES,
    SYSTEM,
    Double,
    Rate,
    roll_move,
)
from rules.engine.outcome import Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, Roll

OBSTACLES = ("fence", "minor", "medium", "major")  # a fence is a Minor Obstacle to a tracked vehicle
CHAPTER = "Obstacles and Buildings"
ON_OBSTACLE = Double(
    "immobilised",
    stops=True,
    words="A double leaves it Immobilised on the obstacle, not across it (K6), chance {chance}.",
)
COLLAPSE = Double(
    "trapped",
    stops=True,
    words="A double brings the building down: tank and crew are trapped inside (K7), chance {chance}.",
    if_through="If the building stands",
)
BECOMES_BROKEN = "Once a vehicle has passed through, that stretch of the obstacle becomes Broken Ground."


@dataclass(frozen=True)
class ObstacleInputs:
    drive: str = "fully-tracked"
    obstacle: str = "medium"
    pace: str = "rapid"
    shock: int = 0


def _settled_crossing(i: ObstacleInputs) -> tuple[str, str] | None:
    """The crossings that are not rolled: (result, why), or None when the Movement Dice decide."""
    if i.drive == "fully-tracked":
        return None
    if i.obstacle == "fence":
        return "no-penalty", "A wheeled vehicle or half-track drives through a fence at any pace without penalty."
    if i.obstacle == "major":
        return "halts", "A Major Obstacle in its path ends all movement of a wheeled vehicle or half-track."
    return "cannot-cross", "A wheeled vehicle or half-track cannot cross walls, ditches or other obstacles."


def cross_obstacle(i: ObstacleInputs, dice: Sequence[int] | None) -> Outcome:
    procedure = f"{SYSTEM}/cross-obstacle"
    if settled_as := _settled_crossing(i):
        no_dice(dice)
        result, why = settled_as
        return settled(procedure, result, [why, BECOMES_BROKEN] if result == "no-penalty" else [why])
    if i.obstacle in ("fence", "minor"):
        steps = [
            PACE_WORDS[i.pace],
            "A tracked vehicle crosses a Minor Obstacle as though in Broken Ground: 1 in per pip.",
        ]
        outcome = roll_move(procedure, PACES[i.pace], Rate(), i.shock, dice, steps, "crosses")
    else:
        steps = [
            "A tracked vehicle crosses a Medium or Major Obstacle at Rapid speed, whatever its pace: 2 Movement Dice, "
            "the higher discarded, 1 in per pip (K6).",
        ]
        outcome = roll_move(procedure, 2, Rate("drop-highest"), i.shock, dice, steps, "crosses", ON_OBSTACLE)
    return _with_step(outcome, BECOMES_BROKEN)


def _with_step(outcome: Outcome, step: str) -> Outcome:
    return replace(outcome, steps=(*outcome.steps, step))


def _obstacle_counts(i: ObstacleInputs) -> tuple[int, ...]:
    if _settled_crossing(i):
        return (0,)
    return (PACES[i.pace],) if i.obstacle in ("fence", "minor") else (2,)


@dataclass(frozen=True)
class BuildingInputs:
    drive: str = "fully-tracked"
    afv: bool = True
    shock: int = 0


def drive_into_building(i: BuildingInputs, dice: Sequence[int] | None) -> Outcome:
    procedure = f"{SYSTEM}/drive-into-building"
    if i.drive != "fully-tracked":
        no_dice(dice)
        return settled(
            procedure, "halts", ["A building in its path ends all movement of a wheeled vehicle or half-track."]
        )
    if not i.afv:
        no_dice(dice)
        return settled(
            procedure, "cannot-enter", ["Only a fully tracked AFV may drive into a brick or stone building."]
        )
    steps = ["A fully tracked AFV drives in on 2 Movement Dice, the lower discarded, 1 in per pip (K7)."]
    outcome = roll_move(
        procedure, 2, Rate("drop-lowest"), i.shock, dice, steps, "enters", COLLAPSE, discard_words=LOWER_DISCARDED
    )
    if outcome.result == "trapped":
        outcome = _with_step(
            outcome,
            "They cannot be activated for the rest of the Turn; at its end roll a D6 to get out (Trapped in a building).",
        )
    return outcome


def _building_counts(i: BuildingInputs) -> tuple[int, ...]:
    return (2,) if i.drive == "fully-tracked" and i.afv else (0,)


DRIVE_FIELD = Field("drive", "choice", "Running gear", default="fully-tracked", choices=DRIVES)
SHOCK_FIELD = Field("shock", "int", "Shock", default=0, minimum=0, maximum=MAX_SHOCK)

PROCEDURES = (
    Procedure(
        id=f"{SYSTEM}/cross-obstacle",
        title="Crossing an obstacle",
        chapter=CHAPTER,
        section="11.3 Vehicles Crossing Obstacles",
        fields=(
            DRIVE_FIELD,
            Field(
                "obstacle",
                "choice",
                "Obstacle",
                default="medium",
                choices=OBSTACLES,
                help="Minor: low walls, hedges and fences.",
            ),  # fmt: skip
            Field(
                "pace",
                "choice",
                "Pace",
                default="rapid",
                choices=tuple(PACES),
                help="Medium and Major Obstacles are always crossed at Rapid speed.",
            ),  # fmt: skip
            SHOCK_FIELD,
        ),
        rolls=(Roll("pace", "Movement Dice", when="Medium or Major: 2, the higher discarded"),),
        inputs=ObstacleInputs,
        resolve=cross_obstacle,
        dice_counts=_obstacle_counts,
        rulings=("K4", "K6", "K8"),
        summary="Tracked vehicles cross minor obstacles as Broken Ground, others on 2 dice less the higher; a double "
        "immobilises.",
    ),
    Procedure(
        id=f"{SYSTEM}/drive-into-building",
        title="Driving into a building",
        chapter=CHAPTER,
        section="11.3.2 Vehicles Moving Into Buildings",
        fields=(DRIVE_FIELD, Field("afv", "bool", "It is an AFV", default=True), SHOCK_FIELD),
        rolls=(Roll(2, "Movement Dice", when="fully tracked AFVs only"),),
        inputs=BuildingInputs,
        resolve=drive_into_building,
        dice_counts=_building_counts,
        rulings=("K4", "K7", "K8"),
        summary="A fully tracked AFV drives into a brick or stone building on 2 dice, keeping the higher; a double "
        "traps it.",
    ),
)
