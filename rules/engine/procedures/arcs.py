"""Arcs of fire, pivoting and facing (Arc of fire; Actions & Action Point Counter; Armor): which weapons bear on a
target, what it costs to bring the rest round, and which armour a shot meets. No dice: each is measured on the table.

Where the book is silent or says two things the app reads it so (the steps say it where it matters):
- An arc is the whole angle, centred on where the unit (or its turret's gun) points: infantry 180 degrees (90 each
  side), turret weapons 90 (45 each side), turretless vehicles and support weapons 60 (30 each side). A target on the
  arc's edge is inside. Measure to the nearest part of the target.
- Support weapons: the book gives them both 90 and 60 degrees; the app takes 60, the sentence that limits them, which
  the solo rules' "firing angle" of AT guns also names. A hull-mounted weapon of a turret vehicle has the 60 degrees
  of a turretless vehicle.
- Pivoting, or turning a turret onto a target outside its arc, is one action (the action list's "more than 90
  degrees" is read as beyond the turret's arc). An immobilized or stuck vehicle cannot pivot; an AT or AA gun placed
  in a building or bunker may not be moved, so it cannot pivot either. On overwatch or covering fire a unit fires only
  inside its arc.
- The sides of a vehicle or gun are quarters (a gun shield's front too, sight.py): the front and the rear reach 45
  degrees either side of straight ahead and straight behind, the sides lie between; a shot on a boundary meets the
  front or the rear, not the side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, fixed

# --- Arc of fire and pivoting ------------------------------------------------------------------------------------

SHOOTERS = ("infantry", "turret-vehicle", "turretless-vehicle", "support-weapon")
ARC = {"infantry": 180, "turret": 90, "hull": 60, "support-weapon": 60}  # degrees, the whole angle
PIVOT_COST = 1  # pivoting, or turning a turret onto a target outside its arc
FIRE_COST = 1
MOUNT_WORDS = {
    "infantry": "Its weapons",
    "turret": "The turret weapons",
    "hull": "The hull-mounted weapons",
    "support-weapon": "The gun",
}


def in_arc(angle: float, arc: float) -> bool:
    """A target `angle` degrees off where the weapon points is inside an arc of `arc` degrees (its edge too)."""
    return angle <= arc / 2


@dataclass(frozen=True)
class ArcInputs:
    shooter: str
    target_angle: float
    turret_angle: float
    hull_weapon: bool
    turret_jammed: bool
    cannot_move: bool
    emplaced: bool
    reaction: bool
    actions_left: int


def _mounts(i: ArcInputs) -> list[tuple[str, float]]:
    """The shooter's weapon mounts, each with the target's angle off where it points."""
    if i.shooter == "infantry":
        return [("infantry", i.target_angle)]
    if i.shooter == "support-weapon":
        return [("support-weapon", i.target_angle)]
    if i.shooter == "turretless-vehicle":
        return [("hull", i.target_angle)]
    return [("turret", i.turret_angle)] + ([("hull", i.target_angle)] if i.hull_weapon else [])


def _mount_step(mount: str, angle: float) -> str:
    arc = ARC[mount]
    inside = "inside" if in_arc(angle, arc) else "outside"
    return f"{MOUNT_WORDS[mount]}: the target is {angle:g} degrees off, {inside} the {arc}-degree arc ({arc // 2} each side)."


def _bring_round(i: ArcInputs) -> tuple[str, str] | None:
    """How the unit may bring a weapon onto the target (the result and its sentence), or None when it cannot."""
    if i.shooter == "turret-vehicle" and not i.turret_jammed:
        return "turn-turret-first", f"Turning the turret onto it costs {PIVOT_COST} action."
    if i.shooter in ("turret-vehicle", "turretless-vehicle") and i.cannot_move:
        return None
    if i.shooter == "support-weapon" and i.emplaced:
        return None
    if i.shooter == "turret-vehicle":
        return "pivot-first", f"The turret is jammed: pivoting the whole vehicle costs {PIVOT_COST} action."
    return "pivot-first", f"Pivoting to face it costs {PIVOT_COST} action."


def _cannot_turn(i: ArcInputs) -> str:
    if i.shooter == "support-weapon":
        return "An AT or AA gun placed in a building or bunker may not be moved, so it cannot pivot."
    if i.turret_jammed:
        return "Its turret is jammed and the vehicle cannot move (immobilized or stuck): it cannot turn onto it."
    return "The vehicle cannot move (immobilized or stuck), so it cannot pivot."


def _after_turning(i: ArcInputs) -> tuple[str, bool]:
    """Whether the actions left pay for the turn and the shot, in a sentence."""
    needed = PIVOT_COST + FIRE_COST
    if i.actions_left >= needed:
        return f"With {i.actions_left} actions left it may turn and fire in this activation.", True
    if i.actions_left == PIVOT_COST:
        return "With 1 action left it may turn now and fire in a later activation.", False
    return "It has no action left: it may turn in a later activation.", False


def arc_of_fire(i: ArcInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the players measure and count")
    mounts = _mounts(i)
    steps = [_mount_step(mount, angle) for mount, angle in mounts]
    bearing = tuple(mount for mount, angle in mounts if in_arc(angle, ARC[mount]))
    may_fire_now = bool(bearing) and (i.reaction or i.actions_left >= FIRE_COST)
    values: list[tuple[str, object]] = [("weapons_in_arc", bearing), ("arc", ARC[mounts[0][0]])]
    if bearing:
        result = "may-fire"
        if len(bearing) < len(mounts):
            steps.append("Only the weapons whose arc holds the target may fire at it without turning.")
        if not i.reaction and i.actions_left < FIRE_COST:
            steps.append("It has no action left to fire in this activation.")
        values += [("actions_to_turn", 0), ("may_fire_this_activation", may_fire_now)]
        return settled("arc-of-fire", result, steps, values)
    if i.reaction:
        steps.append("On overwatch or covering fire it fires only inside its arc: it may not turn to this target.")
        values += [("actions_to_turn", None), ("may_fire_this_activation", False)]
        return settled("arc-of-fire", "out-of-arc", steps, values)
    turning = _bring_round(i)
    if turning is None:
        steps.append(_cannot_turn(i))
        values += [("actions_to_turn", None), ("may_fire_this_activation", False)]
        return settled("arc-of-fire", "may-not-fire", steps, values)
    result, how = turning
    after, fires = _after_turning(i)
    steps += [how, after]
    values += [("actions_to_turn", PIVOT_COST), ("may_fire_this_activation", fires)]
    return settled("arc-of-fire", result, steps, values)


# --- Which side a shot meets -------------------------------------------------------------------------------------

FRONT_LIMIT = 45  # degrees either side of straight ahead: the front quarter
REAR_LIMIT = 135  # from here on, the rear quarter
FIRE_KINDS = ("direct", "aimed-at-turret", "arching-artillery", "bombs")


def side_hit(angle: float) -> str:
    """The side of a vehicle or gun a shot from `angle` degrees off its front meets (boundaries: front, rear)."""
    if angle <= FRONT_LIMIT:
        return "front"
    if angle < REAR_LIMIT:
        return "side"
    return "rear"


@dataclass(frozen=True)
class FacingInputs:
    shooter_angle: float
    fire: str


def armour_facing(i: FacingInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the players measure and count")
    if i.fire != "direct":
        why = {
            "aimed-at-turret": "A shot aimed at the turret",
            "arching-artillery": "An arching artillery shot",
            "bombs": "A bomb",
        }[i.fire]
        steps = (f"{why} meets the top armour, whatever side it comes from.",)
        return settled("armour-facing", "top", steps, (("side", "top"),))
    side = side_hit(i.shooter_angle)
    steps = (
        f"The shooter is {i.shooter_angle:g} degrees off the vehicle's front: the front is up to {FRONT_LIMIT}"
        f" degrees either side, the rear from {REAR_LIMIT}, the sides between.",
        f"The shot meets the {side} armour: read that value from the card (front/side/rear/top).",
        "Cover on that side adds its level to that armour (R33).",
    )
    return settled("armour-facing", side, steps, (("side", side),))


def _angle_field(name: str, label: str, help_text: str) -> Field:
    return Field(name, "number", label, default=0, minimum=0, maximum=180, help=help_text)


ANGLE_HELP = "Degrees from straight ahead (0) to straight behind (180), on either side."

PROCEDURES = (
    Procedure(
        id="arc-of-fire",
        title="Arc of fire and pivoting",
        chapter="Shooting",
        section="Arc of fire",
        summary="Which weapons bear on a target (infantry 180 degrees, turrets 90, turretless vehicles and support"
        " weapons 60), and the one action it costs to pivot or turn the turret.",
        fields=(
            Field("shooter", "choice", "Shooter", default="infantry", choices=SHOOTERS),
            _angle_field(
                "target_angle",
                "Angle from its front to the target",
                "From the front of the soldiers, the gun or the hull; to the nearest part of the target. " + ANGLE_HELP,
            ),
            _angle_field(
                "turret_angle",
                "Turret vehicles: angle from the turret's gun to the target",
                "0 when the gun points at the target.",
            ),
            Field("hull_weapon", "bool", "Turret vehicles: it also has a hull-mounted weapon", default=False),
            Field("turret_jammed", "bool", "Turret vehicles: the turret is jammed", default=False),
            Field("cannot_move", "bool", "Vehicles: it cannot move (immobilized or stuck)", default=False),
            Field("emplaced", "bool", "AT or AA gun placed in a building or bunker", default=False),
            Field("reaction", "bool", "It fires on overwatch or covering fire (the enemy's turn)", default=False),
            Field("actions_left", "int", "Actions left in this activation", default=2, minimum=0, maximum=3),
        ),
        rolls=(),
        inputs=ArcInputs,
        resolve=arc_of_fire,
        dice_counts=fixed(0),
    ),
    Procedure(
        id="armour-facing",
        title="Which armour a shot meets",
        chapter="Vehicles",
        section="Armor",
        summary="Front, side or rear armour by where the shooter stands; bombs, arching shells and shots aimed at"
        " the turret meet the top armour.",
        fields=(
            _angle_field("shooter_angle", "Angle from the vehicle's front to the shooter", ANGLE_HELP),
            Field("fire", "choice", "The shot", default="direct", choices=FIRE_KINDS),
        ),
        rolls=(),
        inputs=FacingInputs,
        resolve=armour_facing,
        dice_counts=fixed(0),
        rulings=("R33",),
    ),
)
