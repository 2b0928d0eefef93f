"""Open Fire's mission markers without dice (Deploying Units, Ambush, Action: Secure): where a unit from reserve may
be placed by its entry points, whether a unit secures an objective marker, and what each of the four kinds of
objective (control, destroy, access, recover) does once secured: held, lost, destroyed or scored, with the victory
points now or later. Distances are in inches; rulings O50-O55 (rules/rulings_open_fire/movement.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.open_fire.procedures.movement import ASSAULT_RANGE, answer, distance_field, inches, said
from rules.engine.outcome import Outcome
from rules.engine.registry import Field, Procedure, fixed

CHAPTER = "Objectives"
OBJECTIVES = ("control", "destroy", "access", "recover")
MOMENTS = ("during-game", "end-of-next-round", "end-of-game")
SECURE_RANGE = 1  # within 1 in of the marker
CONTROL_RANGE = 6  # a control objective stays held while a unit of the army is within 6 in
MAX_POINTS = 100
ENTRY_RANGE = 6  # Deploying Units
AMBUSH_RANGE = 12  # Ambush: more than 12 in from every enemy model

AFTER = {
    "control": "It stays yours while at least one unit of your army is within 6 in of it; held at the end of the "
    "game, it scores (O55).",
    "destroy": "It must stay yours until the end of the next round: then it is destroyed, removed, and scores (O55).",
    "access": "It scores at once and is removed from the game.",
    "recover": "The unit takes it along (O55): it scores at the end of the battle if that unit survives; if the unit "
    "is destroyed, so is the objective.",
}


# --- Deploying Units (entry points), Ambush. ---


@dataclass(frozen=True)
class DeployInputs:
    ambush: bool = False
    entry_distance: float = 6
    enemy_distance: float = 24
    room: bool = True
    must_deploy: bool = True


def deploy(i: DeployInputs, dice: Sequence[int] | None) -> Outcome:
    entry, enemy = inches(i.entry_distance), inches(i.enemy_distance)
    if not i.room:
        if i.must_deploy:
            result, steps = (
                "destroyed",
                ["There is no room to place it, and it must deploy now: the unit is destroyed."],
            )
        else:
            result, steps = "stays-in-reserve", ["There is no room to place it: it cannot deploy and stays in reserve."]
        return answer("deploy", dice, result, steps)
    if i.ambush:
        steps = [
            f"Ambush: the nearest enemy model is {said(enemy)} away; it must be more than {said(AMBUSH_RANGE)} (O52)."
        ]
        ok = enemy > AMBUSH_RANGE
        if ok:
            steps.append(
                "It is placed there instead of at an entry point, without the free 6 in of a normal deployment, "
                "then activates as normal (O51)."
            )
    else:
        steps = [
            f"Every model within {said(ENTRY_RANGE)} of one of its entry points (O50): the farthest is {said(entry)}."
        ]
        ok = entry <= ENTRY_RANGE
        if ok:
            steps.append("It is placed there and activates as normal.")
    if not ok:
        steps.append("It may not be placed there: find a spot that fits.")
    return answer("deploy", dice, "deployed" if ok else "too-far" if not i.ambush else "too-close", steps)


def _points(points: int) -> str:
    return f"{points} victory point{'' if points == 1 else 's'}"


@dataclass(frozen=True)
class SecureInputs:
    objective: str = "control"
    points: int = 1
    distance: float = 1
    vehicle: bool = False
    enemy_distance: float = 12
    enemy_at_marker: float = 12


def secure(i: SecureInputs, dice: Sequence[int] | None) -> Outcome:
    distance, enemy, at_marker = inches(i.distance), inches(i.enemy_distance), inches(i.enemy_at_marker)
    values: list[tuple[str, object]] = [("points_now", 0), ("points_later", 0)]
    reasons = (
        (i.vehicle, "vehicle", "Vehicles cannot secure objectives."),
        (distance > SECURE_RANGE, "too-far", f"The unit is {said(distance)} from the marker: it must be within 1 in."),
        (enemy <= ASSAULT_RANGE, "enemy-in-assault-range", "An enemy unit is within its assault range (1 in)."),
    )
    refused = next(((why, words) for bad, why, words in reasons if bad), None)
    if refused:
        values.append(("reason", refused[0]))
        return answer("secure", dice, "may-not-secure", [refused[1], "It may not take the secure action."], values)
    steps = [f"The unit is within 1 in of the marker ({said(distance)}) and no enemy is in its assault range."]
    if at_marker <= SECURE_RANGE:
        steps.append(f"An enemy unit is {said(at_marker)} from the marker, within 1 in: it is not secured (O53).")
        values.append(("reason", "contested"))
        return answer("secure", dice, "not-secured", steps, values)
    steps.append(f"No enemy unit is within 1 in of the marker: it is secured ({i.objective}, {_points(i.points)}).")
    steps.append(AFTER[i.objective])
    if i.objective == "access":
        values[0] = ("points_now", i.points)
        return answer("secure", dice, "scored", steps, values)
    values[1] = ("points_later", i.points)
    return answer("secure", dice, "secured", steps, values)


@dataclass(frozen=True)
class HoldInputs:
    objective: str = "control"
    points: int = 1
    moment: str = "during-game"
    army_distance: float = 1
    enemy_secured: bool = False
    unit_alive: bool = True


def objective_hold(i: HoldInputs, dice: Sequence[int] | None) -> Outcome:
    """An objective the player secured earlier: is it still theirs, gone, or scored at this moment?"""
    army = inches(i.army_distance)
    end = i.moment == "end-of-game"
    scored = ("points", i.points)
    none = ("points", 0)
    if i.objective == "access":
        steps = ["An access objective scored when it was secured and left the game: there is nothing left to hold."]
        return answer("objective-hold", dice, "removed", steps, (none,))
    if i.objective == "recover":
        if not i.unit_alive:
            steps = ["The unit that secured it was destroyed: the objective is destroyed with it, and scores nothing."]
            return answer("objective-hold", dice, "destroyed", steps, (none,))
        steps = ["The unit that secured it carries it, so the enemy cannot take it but by destroying that unit (O55)."]
        if end:
            steps.append(f"The unit survived the battle: {_points(i.points)}.")
            return answer("objective-hold", dice, "scored", steps, (scored,))
        steps.append("It scores if the unit is still alive when the battle ends.")
        return answer("objective-hold", dice, "held", steps, (none,))
    if i.enemy_secured:
        steps = ["The enemy secured it since: it is theirs now (O54)."]
        if i.objective == "destroy":
            steps.append(
                "Their count starts again: it is destroyed at the end of the round after the one they took it."
            )
        return answer("objective-hold", dice, "lost", steps, (none,))
    if i.objective == "control":
        if army > CONTROL_RANGE:
            steps = [f"The nearest unit of your army is {said(army)} away, more than 6 in: it is no longer secured."]
            return answer("objective-hold", dice, "lost", steps, (none,))
        steps = [f"A unit of your army is within 6 in ({said(army)}): it stays secured."]
        if end:
            steps.append(f"Held when the game ends: {_points(i.points)} (O55).")
            return answer("objective-hold", dice, "scored", steps, (scored,))
        return answer("objective-hold", dice, "held", steps, (none,))
    # destroy
    if i.moment == "end-of-next-round":
        steps = [f"Still yours at the end of the next round: it is destroyed and removed, {_points(i.points)} (O55)."]
        return answer("objective-hold", dice, "scored", steps, (scored,))
    if end:
        steps = ["The game ended before the end of the next round: it was never destroyed, and scores nothing (O55)."]
        return answer("objective-hold", dice, "not-scored", steps, (none,))
    steps = ["It stays yours until the end of the next round, unless the enemy secures it first (O54)."]
    return answer("objective-hold", dice, "held", steps, (none,))


OBJECTIVE_FIELD = Field("objective", "choice", "Kind of objective", default="control", choices=OBJECTIVES)
POINTS_FIELD = Field("points", "int", "Victory points it is worth", default=1, minimum=0, maximum=MAX_POINTS)

PROCEDURES = (
    Procedure(
        id="open-fire/deploy",
        title="Deploying from reserve",
        chapter="Deployment",
        section="### Deploying Units",
        fields=(
            Field("ambush", "bool", "Deploys by Ambush", default=False),
            distance_field("entry_distance", "Farthest model from the entry point (in)", 6),
            distance_field("enemy_distance", "Ambush: nearest enemy model (in)", 24),
            Field("room", "bool", "There is room to place it", default=True),
            Field(
                "must_deploy",
                "bool",
                "It must deploy now",
                default=True,
                help="Every unit deploys in the first round unless a rule lets it wait.",
            ),
        ),
        rolls=(),
        inputs=DeployInputs,
        resolve=deploy,
        dice_counts=fixed(0),
        rulings=("O50", "O51", "O52"),
        summary="Within 6 in of an entry point; Ambush anywhere more than 12 in from the enemy.",
    ),
    Procedure(
        id="open-fire/secure",
        title="Securing an objective",
        chapter=CHAPTER,
        section="## Action: Secure",
        fields=(
            OBJECTIVE_FIELD,
            POINTS_FIELD,
            distance_field("distance", "Unit's distance to the marker (in)", 1, help="Its nearest model."),
            Field("vehicle", "bool", "The unit is a vehicle", default=False),
            distance_field("enemy_distance", "Nearest enemy model to the unit (in)", 12),
            distance_field("enemy_at_marker", "Nearest enemy model to the marker (in)", 12),
        ),
        rolls=(),
        inputs=SecureInputs,
        resolve=secure,
        dice_counts=fixed(0),
        rulings=("O53", "O55"),
        summary="Within 1 in of the marker, no enemy in assault range or at the marker; vehicles cannot.",
    ),
    Procedure(
        id="open-fire/objective-hold",
        title="A secured objective",
        chapter=CHAPTER,
        section="## Action: Secure",
        fields=(
            OBJECTIVE_FIELD,
            POINTS_FIELD,
            Field(
                "moment",
                "choice",
                "When",
                default="during-game",
                choices=MOMENTS,
                help="When the end of the next round is also the end of the game, take the end of the next round.",
            ),
            distance_field("army_distance", "Control: nearest unit of your army (in)", 1),
            Field("enemy_secured", "bool", "The enemy has secured it since", default=False),
            Field("unit_alive", "bool", "Recover: the unit that secured it is alive", default=True),
        ),
        rolls=(),
        inputs=HoldInputs,
        resolve=objective_hold,
        dice_counts=fixed(0),
        rulings=("O54", "O55"),
        summary="Control held within 6 in; destroy gone after the next round; access scored at once; recover carried.",
    ),
)
