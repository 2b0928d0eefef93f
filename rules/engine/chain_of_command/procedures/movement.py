"""Chain of Command's vehicle moves (11.1.1 Speed, Heavy Going, 11.1.2 Moving Flat Out, 11.1.3 Turning, Reversing &
Rotating, 11.2 Shock, 11.3.1 soft ground): how far a vehicle goes on its Movement Dice over the ground it crosses, the
whole distance distribution before the roll, and how many dice a rotation on the tracks uses. Rulings K1-K5, K8-K10
(rules/rulings_chain_of_command/)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.engine.chain_of_command.moving import (
    DRIVES,
    MAX_SHOCK,
    PACE_WORDS,
    PACES,
    SYSTEM,
    Double,
    Rate,
    fmt,
    roll_move,
)
from rules.engine.outcome import InvalidInput, Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import UNITS, Field, Procedure, Roll

SPEEDS = ("slow", "standard", "fast", "wheeled")  # the Speed Ratings of 11.1
GROUNDS = ("open-or-hard", "broken", "rough", "heavy-going")
OPEN_BONUS = {"slow": 0, "standard": 1, "fast": 2}  # inches per Movement Die on open or hard ground
CHAPTER = "Moving and firing"
CM_PER_INCH = Fraction(5, 2)  # ruling M1: in a battle measured in centimetres each inch is 2.5 cm
SOFT = Double(
    "immobilised",
    stops=False,
    words="Soft ground: a double on the Movement Dice leaves it Immobilised at the end of its move (K5), chance {chance}.",
)


@dataclass(frozen=True)
class MoveInputs:
    speed: str = "standard"
    drive: str = "fully-tracked"
    ground: str = "open-or-hard"
    pace: str = "rapid"
    reversing: bool = False
    corner: bool = False
    soft_ground: bool = False
    shock: int = 0
    units: str = "in"  # how the table is measured: in a centimetre battle the inches are said in cm too (M1)


def _refusal(i: MoveInputs) -> None:
    if (i.speed == "wheeled") != (i.drive == "wheeled"):
        raise InvalidInput(
            "A wheeled vehicle has the Wheeled Speed Rating, and only a wheeled vehicle has it.", field="speed"
        )
    if i.pace == "flat-out" and i.reversing:
        raise InvalidInput("A vehicle reversing cannot move Flat Out.", field="pace")
    if i.pace == "flat-out" and i.corner:
        raise InvalidInput("A vehicle going round a corner of 90 degrees or more cannot move Flat Out.", field="pace")


def _no_entry(i: MoveInputs) -> str:
    """Why it cannot move over this ground at all, or ""."""
    if i.ground == "heavy-going":
        return "Heavy Going is impassable to every vehicle."
    if i.ground == "rough" and i.drive == "wheeled":
        return "A wheeled vehicle has no movement in Rough Ground."
    if i.ground == "rough" and i.drive == "half-tracked":
        return "Only fully tracked vehicles cross Rough Ground; a half-track cannot (K2)."
    return ""


def _rate(i: MoveInputs) -> tuple[Rate, str]:
    """The inches a roll is worth here, and the step that says so (K1)."""
    if i.ground == "rough":
        if i.pace == "cautious":
            return Rate("drop-lowest"), "Rough Ground: the lowest die is discarded; with one die nothing is left (K3)."
        return Rate("drop-lowest"), "Rough Ground: 1 in per pip, the lowest die discarded."
    if i.reversing:
        return Rate(), "Reversing: 1 in per pip, whatever its Speed Rating."
    if i.ground == "broken":
        return Rate(), "Broken Ground: 1 in per pip, whatever its Speed Rating (K1)."
    if i.speed == "wheeled":
        return Rate(per_pip=2), "Open or hard ground, Wheeled: 2 in per pip."
    bonus = OPEN_BONUS[i.speed]
    if bonus:
        return Rate(
            per_die=bonus
        ), f"Open or hard ground, {i.speed.capitalize()}: 1 in per pip, +{bonus} in per Movement Die."
    return Rate(), "Open or hard ground, Slow: 1 in per pip."


def vehicle_move(i: MoveInputs, dice: Sequence[int] | None) -> Outcome:
    _refusal(i)
    procedure = f"{SYSTEM}/vehicle-move"
    if why := _no_entry(i):
        no_dice(dice)
        return settled(procedure, "cannot-enter", [why])
    count = PACES[i.pace]
    rate, rate_words = _rate(i)
    steps = [PACE_WORDS[i.pace], rate_words]
    if i.reversing and i.ground == "rough":
        steps.append("Reversing: 1 in per pip, whatever its Speed Rating.")
    outcome = roll_move(procedure, count, rate, i.shock, dice, steps, "moves", SOFT if i.soft_ground else None)
    extra = []
    if i.pace == "flat-out":
        extra += [
            "Flat Out: it must move the whole distance, unless an obstacle blocks its route; then it halts there and "
            "does not count as moving Flat Out.",
            "Driving Flat Out, it cannot interrupt with a Chain of Command Dice in this Phase or the next.",
        ]
    if i.soft_ground and count == 1:
        extra.append("One die cannot roll a double: it cannot become Immobilised (K4).")
    if i.units == "cm":
        extra += _in_centimetres(dict(outcome.values), rolled=dice is not None)
    return replace(outcome, steps=(*outcome.steps, *extra))


def _in_centimetres(values: dict, rolled: bool) -> list[str]:
    """The distance on a table measured in centimetres, 2.5 cm to the inch (ruling M1): the roll's, or before it
    the range of the distances it may give."""
    head = "On a table measured in centimetres (2.5 cm to the inch)"
    if rolled:
        return [f"{head}: {fmt(values['distance'] * CM_PER_INCH)} cm."] if values.get("distance") else []
    shown = values.get("distances") or values.get("distances_if_through") or {}
    if not shown or max(shown) == 0:
        return []
    low, high = min(shown) * CM_PER_INCH, max(shown) * CM_PER_INCH
    average = sum((d * p for d, p in shown.items()), Fraction(0)) * CM_PER_INCH
    return [f"{head}: {fmt(low)} to {fmt(high)} cm, on average {fmt(average)} cm."]


def _move_counts(i: MoveInputs) -> tuple[int, ...]:
    return (0,) if _no_entry(i) else (PACES[i.pace],)


# --- Rotating on the tracks (11.1.3). ---

ROTATION_BANDS = ((45, 1), (90, 2), (180, 3))  # up to 45 degrees: 1 die; more, up to 90: 2; more, up to 180: 3
ROTATION_RESULTS = {1: "one-die", 2: "two-dice", 3: "three-dice"}


@dataclass(frozen=True)
class RotateInputs:
    degrees: int = 90
    drive: str = "fully-tracked"


def rotate(i: RotateInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    procedure = f"{SYSTEM}/rotate"
    if i.drive != "fully-tracked":
        return settled(
            procedure,
            "cannot-rotate",
            ["Only a fully tracked vehicle rotates on its tracks; others turn as they move (K10)."],
        )
    used = next(n for most, n in ROTATION_BANDS if i.degrees <= most)
    said = {1: "up to 45 degrees", 2: "more than 45, up to 90 degrees", 3: "more than 90, up to 180 degrees"}[used]
    steps = [
        f"Rotating {i.degrees} degrees on its tracks ({said}): it uses {used} Movement {'Die' if used == 1 else 'Dice'}.",
        "Those dice are spent, not rolled; the dice left of its pace may still move it (K10).",
        "A rotating vehicle never counts as a target moving Flat Out.",
    ]
    return settled(procedure, ROTATION_RESULTS[used], steps, (("dice_used", used),))


# --- Vehicles Moving & Firing (11.1.4). ---

WEAPONS = ("main-weapon", "mg")


@dataclass(frozen=True)
class FiringInputs:
    pace: str = "rapid"
    weapon: str = "main-weapon"


def firing_on_the_move(i: FiringInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    procedure = f"{SYSTEM}/firing-on-the-move"
    steps = [PACE_WORDS[i.pace]]
    if i.pace == "cautious":
        steps.append("Moving Cautiously, every activated weapon fires at full effect, before or after the move.")
        result = "may-fire"
    elif i.pace == "rapid" and i.weapon == "mg":
        steps.append("Moving Rapidly, any activated MG position may fire.")
        result = "may-fire"
    elif i.pace == "rapid":
        steps.append("Moving Rapidly, an AFV may not fire its main weapon.")
        result = "may-not-fire"
    else:
        steps += [
            "Moving Flat Out, nothing may fire.",
            "Driving Flat Out, it cannot interrupt with a Chain of Command Dice in this Phase or the next.",
        ]
        result = "may-not-fire"
    return settled(procedure, result, steps)


PROCEDURES = (
    Procedure(
        id=f"{SYSTEM}/vehicle-move",
        title="Vehicle move",
        chapter=CHAPTER,
        section="11.1.1 Speed",
        fields=(
            Field("speed", "choice", "Speed Rating", default="standard", choices=SPEEDS),
            Field("drive", "choice", "Running gear", default="fully-tracked", choices=DRIVES),
            Field("ground", "choice", "Ground crossed", default="open-or-hard", choices=GROUNDS),
            Field("pace", "choice", "Pace", default="rapid", choices=tuple(PACES)),
            Field("reversing", "bool", "Reversing", default=False),
            Field("corner", "bool", "Goes round a corner of 90 degrees or more", default=False),
            Field("soft_ground", "bool", "Soft ground", default=False),
            Field("shock", "int", "Shock", default=0, minimum=0, maximum=MAX_SHOCK),
            Field("units", "choice", "Measuring in", default="in", choices=UNITS),
        ),
        rolls=(Roll("pace", "Movement Dice", when="1 Cautious, 2 Rapid, 3 Flat Out"),),
        inputs=MoveInputs,
        resolve=vehicle_move,
        not_done=("cannot-enter",),
        dice_counts=_move_counts,
        rulings=("K1", "K2", "K3", "K4", "K5", "K8", "K9", "K13"),
        summary="How far a vehicle goes on 1 to 3 Movement Dice over the ground, with every distance's chance.",
    ),
    Procedure(
        id=f"{SYSTEM}/rotate",
        title="Rotating on the tracks",
        chapter=CHAPTER,
        section="11.1.3 Turning, Reversing & Rotating",
        fields=(
            Field("degrees", "int", "Degrees to rotate", default=90, minimum=1, maximum=180),
            Field("drive", "choice", "Running gear", default="fully-tracked", choices=DRIVES),
        ),
        rolls=(),
        inputs=RotateInputs,
        resolve=rotate,
        dice_counts=lambda _i: (0,),
        rulings=("K10",),
        summary="A fully tracked vehicle rotates up to 45 degrees for 1 Movement Die, 90 for 2, 180 for 3.",
    ),
    Procedure(
        id=f"{SYSTEM}/firing-on-the-move",
        title="Firing on the move",
        chapter=CHAPTER,
        section="11.1.4 Vehicles Moving & Firing",
        fields=(
            Field("pace", "choice", "Pace", default="rapid", choices=tuple(PACES)),
            Field("weapon", "choice", "Weapon", default="main-weapon", choices=WEAPONS),
        ),
        rolls=(),
        inputs=FiringInputs,
        resolve=firing_on_the_move,
        dice_counts=lambda _i: (0,),
        summary="Cautious: every weapon fires; Rapid: MGs only, no main weapon; Flat Out: nothing fires.",
    ),
)
