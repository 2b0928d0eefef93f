"""The vehicles expansion without dice (Vehicle Movement, Manoeuvrable (X), Transports): a vehicle's manoeuvres and
what they cost, a unit getting in or out of a transport, and the passengers of a transport that is destroyed.
Distances are in inches; rulings O48, O56 and O57 (rules/rulings_open_fire/movement.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.open_fire.procedures.movement import ASSAULT_RANGE, answer, distance_field, inches, plural, said
from rules.engine.outcome import Effects, InvalidInput, Outcome
from rules.engine.registry import Field, Procedure, fixed

CHAPTER = "Vehicles"
DIRECTIONS = ("forward", "backward", "both")
FREE_MANOEUVRES = 1  # Vehicle Movement: one free manoeuvre each movement action
MANOEUVRE_COST = 2  # each further manoeuvre costs 2 in
EMBARK_RANGE = 1  # Embarking and Disembarking: the leader within 1 in of the transport
MAX_MANOEUVRES = 16  # two full turns on the spot: more is a typing slip
MAX_MODELS = 50
MAX_MOVE = 60


# --- Vehicle Movement, Vehicle Restrictions, Manoeuvrable (X). ---


@dataclass(frozen=True)
class ManoeuvreInputs:
    manoeuvres: int = 1
    manoeuvrable: int = 0
    advance: bool = False
    allowance: float = 6
    distance: float = 0
    direction: str = "forward"
    aircraft: bool = False


def vehicle_manoeuvres(i: ManoeuvreInputs, dice: Sequence[int] | None) -> Outcome:
    allowance, distance = inches(i.allowance), inches(i.distance)
    free = FREE_MANOEUVRES + i.manoeuvrable
    steps = [f"A vehicle turns 45 degrees a manoeuvre; {plural(i.manoeuvres, 'manoeuvre')} this move."]
    if i.manoeuvrable:
        steps.append(f"Manoeuvrable ({i.manoeuvrable}): {plural(free, 'free manoeuvre')} instead of 1 (O48).")
    else:
        steps.append("The first manoeuvre is free, at any point of the move.")
    extra = max(i.manoeuvres - free, 0)
    cost = Fraction(extra * MANOEUVRE_COST)
    left = allowance - distance - cost
    values = (("free", free), ("extra", extra), ("manoeuvre_cost", cost), ("left", max(left, Fraction(0))))
    if i.direction == "both":
        result = "not-both-ways"
        steps.append("A vehicle moves forward or backward in one activation, never both.")
    elif i.aircraft and i.direction == "backward":
        result = "not-both-ways"
        steps.append("An aircraft only ever moves forward.")
    elif i.advance and i.manoeuvres > free:
        result = "too-many-manoeuvres"
        steps.append(f"On an advance move it may make {plural(free, 'manoeuvre')} at most.")
    else:
        if extra:
            steps.append(f"{plural(extra, 'further manoeuvre')} at {said(MANOEUVRE_COST)} each: {said(cost)}.")
        steps.append(f"Path {said(distance)} and manoeuvres {said(cost)}, of {said(allowance)} allowed.")
        if left < 0:
            result = "too-far"
            steps.append(f"That is {said(-left)} more than it may move: it must keep enough for each manoeuvre.")
        else:
            result = "may-manoeuvre"
            steps.append(f"It may, with {said(left)} left.")
    return answer("vehicle-manoeuvres", dice, result, steps, values)


# --- Transports: Capacity (X), Embarking and Disembarking, Restrictions. ---


@dataclass(frozen=True)
class EmbarkInputs:
    leader_distance: float = 1
    models: int = 5
    aboard: int = 0
    capacity: int = 10
    infantry: bool = True
    friendly: bool = True
    disembarked: bool = False
    own_activation: bool = True


def embark(i: EmbarkInputs, dice: Sequence[int] | None) -> Outcome:
    if i.aboard > i.capacity:
        raise InvalidInput("A transport never carries more models than its Capacity.", field="aboard")
    leader = inches(i.leader_distance)
    room = i.capacity - i.aboard
    reasons = (
        (not i.own_activation, "A unit gets in only during its own activation."),
        (not i.friendly, "A transport carries only friendly models."),
        (not i.infantry, "A transport carries only infantry models."),
        (i.disembarked, "It got out this activation: it may not get back in until its next one."),
        (leader > EMBARK_RANGE, f"Its leader is {said(leader)} from the transport: it must be within {said(1)}."),
        (i.models > room, f"Capacity: room for {plural(room, 'more model')}, and the unit has {i.models}."),
    )
    refused = next((why for bad, why in reasons if bad), "")
    steps = [f"Capacity {i.capacity}, {i.aboard} aboard: room for {plural(room, 'model')}."]
    if refused:
        steps.append(refused)
        return answer("embark", dice, "may-not-embark", steps, (("room", room),))
    steps += [
        f"Its leader is within {said(EMBARK_RANGE)}: the unit gets in and is taken off the table.",
        "It gets in after moving: it makes no attack and secures nothing this activation.",
    ]
    values = (("room", room - i.models), ("may_attack", False), ("may_secure", False))
    return answer("embark", dice, "may-embark", steps, values)


@dataclass(frozen=True)
class DisembarkInputs:
    leader_distance: float = 1
    enemy_distance: float = 6
    embarked: bool = False
    own_activation: bool = True


def disembark(i: DisembarkInputs, dice: Sequence[int] | None) -> Outcome:
    leader, enemy = inches(i.leader_distance), inches(i.enemy_distance)
    reasons = (
        (not i.own_activation, "A unit gets out only during its own activation."),
        (i.embarked, "It got in this activation: it may not get out until its next one."),
        (leader > EMBARK_RANGE, f"The leader must be placed within {said(EMBARK_RANGE)} of the transport."),
        (enemy <= ASSAULT_RANGE, "The leader may not be placed in an enemy unit's assault range (within 1 in)."),
    )
    refused = next((why for bad, why in reasons if bad), "")
    if refused:
        return answer("disembark", dice, "may-not-disembark", [refused])
    steps = [
        f"The leader is placed {said(leader)} from the transport, {said(enemy)} from the nearest enemy.",
        "The rest of the unit is placed in formation with it; then the unit activates as normal (O56).",
    ]
    return answer("disembark", dice, "may-disembark", steps)


# --- Destroyed Transports. ---


@dataclass(frozen=True)
class WreckInputs:
    models: int = 5
    leader_placed: bool = True
    placed: int = 4


def destroyed_transport(i: WreckInputs, dice: Sequence[int] | None) -> Outcome:
    others = i.models - 1
    if i.placed > others:
        raise InvalidInput(f"Besides its leader the unit has {others} models to place.", field="placed")
    steps = ["Each unit aboard is placed before the transport is removed: its leader within 1 in of it."]
    if not i.leader_placed:
        casualties = i.models
        result = "unit-destroyed"
        steps.append("The leader cannot be placed (or only in an enemy's assault range): the whole unit is lost (O57).")
    else:
        casualties = others - i.placed
        result = "unit-survives"
        steps.append(
            f"The leader is placed; {i.placed} of the other {others} fit in formation outside enemy assault range."
        )
        if casualties:
            steps.append(
                f"The {plural(casualties, 'model')} that cannot be placed {'is' if casualties == 1 else 'are'} lost."
            )
    if casualties:
        steps.append("Losing models counts as taking damage this round when stress is checked (O57).")
    values = (("casualties", casualties), ("survivors", i.models - casualties))
    return answer("destroyed-transport", dice, result, steps, values, Effects(killed=casualties))


PROCEDURES = (
    Procedure(
        id="open-fire/vehicle-manoeuvres",
        title="Vehicle manoeuvres",
        chapter=CHAPTER,
        section="### Vehicle Movement",
        fields=(
            Field("manoeuvres", "int", "Manoeuvres (45 degrees each)", default=1, minimum=0, maximum=MAX_MANOEUVRES),
            Field("manoeuvrable", "int", "Manoeuvrable (X)", default=0, minimum=0, maximum=8, help="0 without it."),
            Field("advance", "bool", "Advance move", default=False),
            distance_field("allowance", "Movement allowed (in)", 6, maximum=MAX_MOVE),
            distance_field("distance", "Cost of its path (in)", 0, maximum=MAX_MOVE, help="From the cost of a path."),
            Field("direction", "choice", "Moves this activation", default="forward", choices=DIRECTIONS),
            Field("aircraft", "bool", "Aircraft", default=False),
        ),
        rolls=(),
        inputs=ManoeuvreInputs,
        resolve=vehicle_manoeuvres,
        dice_counts=fixed(0),
        rulings=("O48",),
        summary="One free 45-degree manoeuvre a move, 2 in for each more; one at most on an advance move.",
    ),
    Procedure(
        id="open-fire/embark",
        title="Embarking",
        chapter=CHAPTER,
        section="### Embarking and Disembarking",
        fields=(
            distance_field("leader_distance", "Leader's distance to the transport (in)", 1),
            Field("models", "int", "Models in the unit", default=5, minimum=1, maximum=MAX_MODELS),
            Field("aboard", "int", "Models already aboard", default=0, minimum=0, maximum=MAX_MODELS),
            Field("capacity", "int", "Capacity (X)", default=10, minimum=0, maximum=MAX_MODELS),
            Field("infantry", "bool", "Every model is infantry", default=True),
            Field("friendly", "bool", "The transport is friendly", default=True),
            Field("disembarked", "bool", "It got out this activation", default=False),
            Field("own_activation", "bool", "It is the unit's own activation", default=True),
        ),
        rolls=(),
        inputs=EmbarkInputs,
        resolve=embark,
        dice_counts=fixed(0),
        summary="Leader within 1 in, room under Capacity (X), friendly infantry only; no attack or securing after.",
    ),
    Procedure(
        id="open-fire/disembark",
        title="Disembarking",
        chapter=CHAPTER,
        section="### Embarking and Disembarking",
        fields=(
            distance_field("leader_distance", "Leader placed from the transport (in)", 1),
            distance_field("enemy_distance", "Leader's distance to the nearest enemy model (in)", 6),
            Field("embarked", "bool", "It got in this activation", default=False),
            Field("own_activation", "bool", "It is the unit's own activation", default=True),
        ),
        rolls=(),
        inputs=DisembarkInputs,
        resolve=disembark,
        dice_counts=fixed(0),
        rulings=("O56",),
        summary="The leader placed within 1 in of the transport, not in an enemy's assault range.",
    ),
    Procedure(
        id="open-fire/destroyed-transport",
        title="Destroyed transport",
        chapter=CHAPTER,
        section="### Destroyed Transports",
        fields=(
            Field("models", "int", "Models in the unit aboard", default=5, minimum=1, maximum=MAX_MODELS),
            Field(
                "leader_placed",
                "bool",
                "The leader can be placed",
                default=True,
                help="Within 1 in of the transport, outside enemy assault range.",
            ),
            Field("placed", "int", "Other models placed in formation", default=4, minimum=0, maximum=MAX_MODELS),
        ),
        rolls=(),
        inputs=WreckInputs,
        resolve=destroyed_transport,
        dice_counts=fixed(0),
        rulings=("O57",),
        summary="The passengers placed around it in formation; those that cannot be are lost, all if the leader is.",
    ),
)
