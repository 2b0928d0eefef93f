"""What SkirmishCorps' procedures share: exact inches, a distance as a player reads it, a rule check's certain outcome,
and the sentences several checks give for the same rule of the text (said once, so they read the same everywhere
and are translated once: rules/sentences/steps/skirmishcorps.py)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from rules.engine.outcome import Effects, Outcome
from rules.engine.reading import no_dice, settled

KEY = "skirmishcorps"
MAX_SP = 20  # a foot-unit's SP: more is a typing slip
MAX_RE = 12  # a foot-unit's RE (its 2D6 landing roll cannot go above 12)
MAX_INCHES = 200
MOVES = ("jog", "run", "sprint", "sneak")  # Move: the four ways a foot-unit moves
STANCES = ("standing", "prone")  # Change Stance: "There are just two stances"

# The reasons the text gives, each in one sentence of ours (several procedures give the same one).
HIDE_STILL = "A hiding unit does not move, shoot or throw."
SHOOT_OR_THROW = "A unit shoots or throws in its action, never both."
SPRINT_NO_RANGED = "A sprinting unit can neither shoot nor throw."
SNEAK_NO_SHOT = "A sneaking unit cannot shoot; it may throw."
AIM_STILL = "An aimed shot needs the unit to stay where it is: a unit that moves fires a snap shot instead."
AIM_STANCE = (
    "An aimed shot allows no change of stance before or after it: a unit that changes stance fires a snap shot instead."
)
SNEAK_PRONE = "A sneaking unit stays prone throughout: it does not change stance."
STAND_NO_SPRINT = "A prone unit that stands up at the start of its action may jog or run, but not sprint."
PRONE_SNEAKS_ONLY = "A prone unit moves only by sneaking: it stands up first to jog, run or sprint (Q7)."
HIDE_PRONE = "A hiding unit must be prone or go prone."
SNEAK_THEN_HIDE = "A sneaking unit that ends its move in cover may hide at once."
SNEAK_FROM_HIDING = "Sneaking begins from hiding, prone in cover, or goes on from sneaking."
SPRING_WHOLE = (
    "A spring attack is the unit's whole action: it stands, moves into contact and attacks, with no ranged "
    "weapon (Q10)."
)
LANDING_ROLL = "Going prone after a sprint calls for the landing roll: 2D6 against its RE."


def inches(value: float | int | Fraction) -> Fraction:
    """A typed distance as an exact number (2.35 stays 2.35, not a float's neighbour)."""
    return value if isinstance(value, Fraction) else Fraction(str(value))


def said(value: Fraction | int) -> str:
    """A distance without its unit, as a player reads it: 6, 4.5 (never rounded: Q6)."""
    number = Fraction(value)
    return str(number.numerator) if number.denominator == 1 else f"{float(number):g}"


def signed(value: int) -> str:
    return f"{value:+d}"


def answer(
    procedure: str,
    dice: Sequence[int] | None,
    result: str,
    steps: Sequence[str],
    values: Sequence[tuple[str, object]] = (),
    effects: Effects | None = None,
) -> Outcome:
    """A certain outcome of a check without dice: typed dice are refused, the preview already has the result."""
    no_dice(dice)
    return settled(f"{KEY}/{procedure}", result, steps, values, effects)
