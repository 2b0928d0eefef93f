"""Open Fire's movement without dice (Action: Movement, Advance Moves, Terrain, Leaders and Formation, Assault
Range, and the vehicle expansion's limits on how far vehicles and aircraft go): how far a unit may move, what a path
costs, whether a model is in formation, and whether leaving an enemy's assault range gives it a free attack.
Distances are in inches, as the text measures them; rulings O40-O47, O49, O58 and O59
(rules/rulings_open_fire/movement.py). Its small helpers (inches, said, answer) serve vehicles.py and objectives.py."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.outcome import Effects, InvalidInput, Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, fixed

KINDS = ("non-vehicle", "vehicle", "aircraft")  # transports move as vehicles; aircraft are vehicles that fly
SPEEDS = ("normal", "fast", "slow")  # the Fast and Slow special rules
SIGHTS = ("clear", "obstructed", "blocked")
ADVANCE = 6  # Advance Moves: 6 in on top of Movement
FAST_ADVANCE = 9  # Fast: 9 in instead of 6
ADVANCE_SKILL = -4  # Advance Moves: -4 to skill rolls for the rest of the activation
MAX_STRESS = 3
WORN_VEHICLE = 2  # Vehicle Restrictions: -2 to movement after losing more than half its hit points
ASSAULT_RANGE = 1
FORMATION = 4  # Leaders and Formation
SKIRMISH_FORMATION = 8  # Skirmishers
MAX_INCHES = 200  # beyond the largest table's diagonal: more is a typing slip
MAX_LEVELS = 20

CHAPTER = "Movement"


def inches(value: float | int | Fraction) -> Fraction:
    """A typed distance as an exact number (2.35 stays 2.35, not a float's neighbour)."""
    return value if isinstance(value, Fraction) else Fraction(str(value))


def said(value: Fraction | int) -> str:
    """A distance as a player reads it: 6 in, 4.5 in."""
    number = Fraction(value)
    text = str(number.numerator) if number.denominator == 1 else f"{float(number):g}"
    return f"{text} in"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def answer(
    procedure: str,
    dice: Sequence[int] | None,
    result: str,
    steps: Sequence[str],
    values: Sequence[tuple[str, object]] = (),
    effects: Effects | None = None,
) -> Outcome:
    """A certain outcome of a check without dice: typed dice are refused, the preview already has the result."""
    no_dice(dice, "the players measure and count")
    return settled(f"open-fire/{procedure}", result, steps, values, effects)


def distance_field(name: str, label: str, default: float, help: str = "", maximum: float = MAX_INCHES) -> Field:
    return Field(name, "number", label, default=default, minimum=0, maximum=maximum, help=help)


# --- How far it may move (Action: Movement, Advance Moves, Fast, Slow, Vehicle Restrictions, Aircraft Movement). ---


@dataclass(frozen=True)
class AllowanceInputs:
    movement: float = 6
    stress: int = 0
    advance: bool = False
    speed: str = "normal"
    kind: str = "non-vehicle"
    backward: bool = False
    hit_points: int = 1
    hit_points_lost: int = 0


def move_allowance(i: AllowanceInputs, dice: Sequence[int] | None) -> Outcome:
    movement = inches(i.movement)
    vehicle = i.kind != "non-vehicle"
    if i.advance and i.speed == "slow":
        raise InvalidInput("A Slow unit may never make an advance move.", field="advance")
    if i.backward and i.kind == "aircraft":
        raise InvalidInput("Aircraft only ever move forward, never backward.", field="backward")
    if vehicle and i.hit_points_lost >= i.hit_points:
        raise InvalidInput(
            "A vehicle that has lost all its hit points is destroyed; it does not move.", field="hit_points_lost"
        )
    steps = [f"Movement {said(movement)}."]
    rate = movement
    if i.stress:
        rate -= i.stress
        steps.append(f"{plural(i.stress, 'stress token')}: -{said(i.stress)}.")
    attribute_modifier = 0
    if vehicle and i.hit_points_lost:
        if 2 * i.hit_points_lost > i.hit_points:
            rate -= WORN_VEHICLE
            attribute_modifier = -1
            steps.append(
                f"Lost {i.hit_points_lost} of {i.hit_points} hit points, more than half: -{said(WORN_VEHICLE)}, "
                "and -1 to all its attribute rolls."
            )
        else:
            steps.append(f"Lost {i.hit_points_lost} of {i.hit_points} hit points, not more than half: no penalty.")
    if rate < 0:
        rate = Fraction(0)
        steps.append("Its movement rate cannot go below 0 in (O40).")
    allowance = rate
    skill_modifier = 0
    if i.advance:
        extra = FAST_ADVANCE if i.speed == "fast" else ADVANCE
        allowance += extra
        skill_modifier = ADVANCE_SKILL
        fast = " (Fast, O42)" if i.speed == "fast" else ""
        steps.append(
            f"Advance move: +{said(extra)}{fast}; its skill rolls are at {ADVANCE_SKILL} for the rest of this "
            "activation."
        )
    if i.backward:
        if vehicle:
            allowance /= 2
            steps.append("A vehicle moving backward goes half as far (O41).")
        else:
            steps.append("Only vehicles are slowed moving backward; this model moves any way at its full rate.")
    steps.append(f"It may move up to {said(allowance)}.")
    values: list[tuple[str, object]] = [("allowance", allowance), ("skill_modifier", skill_modifier)]
    if vehicle:
        values.append(("attribute_modifier", attribute_modifier))
        way = "only forward" if i.kind == "aircraft" else "forward or backward this activation, not both"
        steps.append(f"It turns by manoeuvres and moves {way}.")
    result = "may-move" if allowance > 0 else "cannot-move"
    effects = None
    if i.kind == "aircraft":
        minimum = movement / 2
        values.append(("minimum", minimum))
        steps.append(f"An aircraft must move at least half its original Movement: {said(minimum)} (O43).")
        if allowance < minimum:
            result, effects = "destroyed", Effects(destroyed=True)
            steps.append("It cannot go that far: the aircraft is destroyed and removed from the battlefield.")
    return answer("move-allowance", dice, result, steps, values, effects)


# --- What a path costs (Terrain: Climbable, Barrier, Slow; Rugged, Flying; Vehicle Restrictions; Aircraft). ---


@dataclass(frozen=True)
class PathInputs:
    kind: str = "non-vehicle"
    flying: bool = False
    rugged: bool = False
    allowance: float = 6
    distance: float = 6
    slow_distance: float = 0
    levels_up: int = 0
    levels_down: int = 0
    barriers: int = 0
    ends_on_barrier: bool = False
    minimum: float = 0
    leaves_battlefield: bool = False


def terrain_cost(i: PathInputs, dice: Sequence[int] | None) -> Outcome:
    distance, slow, allowance = inches(i.distance), inches(i.slow_distance), inches(i.allowance)
    aircraft = i.kind == "aircraft"
    if slow > distance:
        raise InvalidInput("The inches through slow terrain are part of the distance travelled.", field="slow_distance")
    if i.leaves_battlefield and not aircraft:
        raise InvalidInput(
            "Only aircraft may leave the battlefield; no other model moves off the table.", field="leaves_battlefield"
        )
    flies = i.flying or aircraft
    steps = [f"Travelled {said(distance)}."]
    cost = distance
    if slow:
        if flies or i.rugged:
            steps.append(f"{said(slow)} through slow terrain: no extra cost ({'Flying' if flies else 'Rugged'}).")
        else:
            cost += slow
            steps.append(f"{said(slow)} through slow terrain counts double: +{said(slow)}.")
    refused = ""
    if i.levels_up or i.levels_down:
        if flies:
            steps.append("Flying: changes of height level cost nothing.")
        elif i.kind == "vehicle":
            refused = "A vehicle cannot climb: only one with the Flying rule changes height level."
        else:
            down = i.levels_down // 2
            cost += i.levels_up + down
            if i.levels_up:
                steps.append(f"Climbing up {plural(i.levels_up, 'level')}: +{said(i.levels_up)}.")
            if i.levels_down:
                steps.append(
                    f"Climbing down {plural(i.levels_down, 'level')}: +{said(down)} (1 in per 2 full levels, O44)."
                )
            steps.append("A climb must be paid in full: the model ends its move on clear ground, never part-way.")
    if i.barriers:
        if flies:
            steps.append(f"Flying over {plural(i.barriers, 'barrier')}: no extra cost (O45).")
        else:
            cost += i.barriers
            steps.append(f"Crossing {plural(i.barriers, 'barrier')}: +{said(i.barriers)}.")
    if i.ends_on_barrier:
        refused = refused or "No model may end its move on a barrier (O45)."
    left = allowance - cost
    steps.append(f"The path costs {said(cost)} of its {said(allowance)}.")
    values: list[tuple[str, object]] = [("cost", cost), ("left", max(left, Fraction(0)))]
    if refused:
        result = "may-not-move"
        steps.append(refused)
    elif left < 0:
        result = "too-far"
        steps.append(f"That is {said(-left)} too far.")
    elif aircraft and i.leaves_battlefield:
        result = "leaves-battlefield"
        steps.append(
            "The aircraft leaves the battlefield and goes back into reserve; its minimum move no longer counts (O47)."
        )
    elif aircraft and distance < inches(i.minimum):
        result = "too-short"
        steps.append(
            f"An aircraft must move at least {said(inches(i.minimum))}: go farther; if it cannot, it is destroyed."
        )
    else:
        result = "may-move"
        steps.append(f"It may make this move, with {said(left)} left.")
    return answer("terrain-cost", dice, result, steps, values)


# --- Leaders and Formation, Skirmishers. ---


@dataclass(frozen=True)
class FormationInputs:
    horizontal: float = 2
    levels: int = 0
    sight: str = "clear"
    skirmishers: bool = False


def formation(i: FormationInputs, dice: Sequence[int] | None) -> Outcome:
    horizontal = inches(i.horizontal)
    limit = SKIRMISH_FORMATION if i.skirmishers else FORMATION
    reach = horizontal + i.levels
    steps = [f"Formation range {said(limit)}{' (Skirmishers)' if i.skirmishers else ''}."]
    if i.levels:
        steps.append(
            f"{said(horizontal)} across and {plural(i.levels, 'height level')} apart: counts as {said(reach)} (O49)."
        )
    else:
        steps.append(f"{said(reach)} from the leader, on the same level.")
    within = reach <= limit
    steps.append("Within range." if within else f"More than {said(limit)}: too far.")
    if i.sight == "blocked":
        steps.append("The leader cannot see it: its line of sight must be clear or obstructed.")
    else:
        steps.append(f"The leader sees it ({i.sight}).")
    ok = within and i.sight != "blocked"
    steps.append("The model is in formation." if ok else "The model is out of formation.")
    steps.append("The unit is in formation when every model is.")
    return answer("formation", dice, "in-formation" if ok else "out-of-formation", steps, (("reach", reach),))


# --- Assault Range: the free attack when a unit leaves an enemy's assault range (Unwieldy, Vehicle Restrictions). ---


@dataclass(frozen=True)
class LeaveInputs:
    was_within: bool = True
    farthest: float = 3
    enemy_kind: str = "non-vehicle"
    only_unwieldy: bool = False


def leave_assault_range(i: LeaveInputs, dice: Sequence[int] | None) -> Outcome:
    farthest = inches(i.farthest)
    left = i.was_within and farthest > ASSAULT_RANGE
    if not i.was_within:
        steps = ["Your unit was never within 1 in of that enemy unit this activation: it left nothing."]
    elif not left:
        steps = [f"Your unit never got more than {said(ASSAULT_RANGE)} away: it stayed in assault range."]
    else:
        steps = [f"Your unit left its assault range (it got {said(farthest)} away, O59)."]
    free = left
    if left and i.enemy_kind != "non-vehicle":
        free = False
        steps.append("Vehicles make no free attack against units leaving their assault range.")
    elif left and i.only_unwieldy:
        free = False
        steps.append("Unwieldy weapons make no free attacks, and the enemy unit has no other weapon (O58).")
    if free:
        steps.append(
            "The enemy unit makes a free attack once your activation ends; it does not count as its activation. "
            "Every one of its models attacks as if in assault range (-4 with a weapon that lacks Assault)."
        )
        if not i.only_unwieldy:
            steps.append("Its Unwieldy weapons, if any, take no part (O58).")
    return answer("leave-assault-range", dice, "free-attack" if free else "no-free-attack", steps)


KIND_FIELD_HELP = "Transports move as vehicles; aircraft are vehicles too."

PROCEDURES = (
    Procedure(
        id="open-fire/move-allowance",
        title="Movement allowance",
        chapter=CHAPTER,
        section="## Action: Movement",
        fields=(
            distance_field("movement", "Movement [Mov] (in)", 6, maximum=30),
            Field("stress", "int", "Stress tokens", default=0, minimum=0, maximum=MAX_STRESS),
            Field("advance", "bool", "Advance move", default=False),
            Field("speed", "choice", "Speed rule", default="normal", choices=SPEEDS),
            Field("kind", "choice", "Kind of model", default="non-vehicle", choices=KINDS, help=KIND_FIELD_HELP),
            Field("backward", "bool", "Vehicle moving backward", default=False),
            Field("hit_points", "int", "Vehicle's original hit points", default=1, minimum=1, maximum=50),
            Field("hit_points_lost", "int", "Vehicle's hit points lost", default=0, minimum=0, maximum=50),
        ),
        rolls=(),
        inputs=AllowanceInputs,
        resolve=move_allowance,
        dice_counts=fixed(0),
        rulings=("O40", "O41", "O42", "O43"),
        summary="Movement, less stress; an advance move adds 6 in (Fast 9); worn, reversing vehicles and aircraft.",
    ),
    Procedure(
        id="open-fire/terrain-cost",
        title="Cost of a path",
        chapter=CHAPTER,
        section="### Terrain",
        fields=(
            Field("kind", "choice", "Kind of model", default="non-vehicle", choices=KINDS, help=KIND_FIELD_HELP),
            Field("flying", "bool", "Flying", default=False, help="Aircraft always count as Flying."),
            Field("rugged", "bool", "Rugged", default=False),
            distance_field("allowance", "Movement allowed (in)", 6, help="From the movement allowance."),
            distance_field("distance", "Distance travelled (in)", 6),
            distance_field("slow_distance", "Of which through slow terrain (in)", 0),
            Field("levels_up", "int", "Height levels climbed up", default=0, minimum=0, maximum=MAX_LEVELS),
            Field("levels_down", "int", "Height levels climbed down", default=0, minimum=0, maximum=MAX_LEVELS),
            Field("barriers", "int", "Barriers crossed", default=0, minimum=0, maximum=MAX_LEVELS),
            Field("ends_on_barrier", "bool", "Ends its move on a barrier", default=False),
            distance_field("minimum", "Aircraft: least distance to move (in)", 0, help="Half its original Movement."),
            Field("leaves_battlefield", "bool", "Aircraft leaves the battlefield", default=False),
        ),
        rolls=(),
        inputs=PathInputs,
        resolve=terrain_cost,
        dice_counts=fixed(0),
        rulings=("O44", "O45", "O46", "O47"),
        summary="Inches travelled, slow terrain double, 1 in a level up, 1 in per 2 levels down, 1 in a barrier.",
    ),
    Procedure(
        id="open-fire/formation",
        title="Formation",
        chapter=CHAPTER,
        section="## Leaders and Formation",
        fields=(
            distance_field("horizontal", "Distance from the leader, across (in)", 2),
            Field("levels", "int", "Height levels between them", default=0, minimum=0, maximum=MAX_LEVELS),
            Field("sight", "choice", "Leader's line of sight to it", default="clear", choices=SIGHTS),
            Field("skirmishers", "bool", "Skirmishers", default=False),
        ),
        rolls=(),
        inputs=FormationInputs,
        resolve=formation,
        dice_counts=fixed(0),
        rulings=("O49",),
        summary="Within 4 in of the leader (Skirmishers 8), +1 in per height level, and seen by the leader.",
    ),
    Procedure(
        id="open-fire/leave-assault-range",
        title="Leaving assault range",
        chapter=CHAPTER,
        section="### Assault Range",
        fields=(
            Field("was_within", "bool", "Your unit was within 1 in of the enemy unit", default=True),
            distance_field("farthest", "Farthest it got from that enemy unit afterwards (in)", 3),
            Field("enemy_kind", "choice", "The enemy unit is", default="non-vehicle", choices=KINDS),
            Field("only_unwieldy", "bool", "The enemy unit has only Unwieldy weapons", default=False),
        ),
        rolls=(),
        inputs=LeaveInputs,
        resolve=leave_assault_range,
        dice_counts=fixed(0),
        rulings=("O58", "O59"),
        summary="Leaving an enemy's assault range gives it a free attack, unless it is a vehicle or only Unwieldy.",
    ),
)
