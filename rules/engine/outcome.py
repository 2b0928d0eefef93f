"""What every procedure returns: a frozen Outcome that explains itself, plus the roll-under helper."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from rules.engine.dice import check_dice, p_sum_at_most


class InvalidInput(ValueError):
    """Inputs or dice a player typed that the rules cannot use; the message is for the player."""

    def __init__(self, message: str, *, field: str = "dice") -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Modifier:
    """A bonus (+) or penalty (-) to the number needed (R3: it moves the target, never the dice)."""

    label: str
    value: int

    def __str__(self) -> str:
        return f"{self.label} {self.value:+d}"


@dataclass(frozen=True)
class Effects:
    """What to apply to the battle: tokens, losses, Combat Score, actions, and what roll comes next."""

    tokens: tuple[str, ...] = ()
    removed_tokens: tuple[str, ...] = ()  # e.g. a rally takes "suppressed" away
    killed: int = 0
    surrendered: int = 0
    combat_score: int = 0
    actions_spent: int = 0
    continues_with: tuple[str, ...] = ()  # the next roll(s) the procedure leads to, by name
    bailed_out: bool = False  # the crew leaves its machine (R37): a vehicle or gun abandoned, a plane crashing
    destroyed: bool = False  # the machine itself is destroyed (a support weapon hit by HE); its crew fights on
    passenger_killed: int = 0  # a soldier riding in the vehicle hit is killed, not one of its crew

    def as_dict(self) -> dict:
        return {
            "tokens": list(self.tokens),
            "removed_tokens": list(self.removed_tokens),
            "killed": self.killed,
            "surrendered": self.surrendered,
            "combat_score": self.combat_score,
            "actions_spent": self.actions_spent,
            "continues_with": list(self.continues_with),
            "bailed_out": self.bailed_out,
            "destroyed": self.destroyed,
            # Only when it happens: the logs sealed before this field existed hold effects without it.
            **({"passenger_killed": self.passenger_killed} if self.passenger_killed else {}),
        }


@dataclass(frozen=True)
class Outcome:
    procedure: str
    dice: tuple[int, ...]
    steps: tuple[str, ...]
    outcomes: tuple[tuple[str, Fraction], ...]  # every possible result with its exact probability
    result: str | None = None  # None when no dice were given: a preview of the odds
    target: int | None = None  # the number needed, for roll-under procedures
    probability: Fraction | None = None  # of success, for roll-under procedures
    effects: Effects = field(default_factory=Effects)
    values: tuple[tuple[str, object], ...] = ()  # extra named results (distance, units, ...)

    def value(self, name: str, default: object = None) -> object:
        return dict(self.values).get(name, default)


def needed_text(target: int, count: int) -> str:
    """How a player reads a roll-under target, with R5's impossible and automatic cases."""
    if target < count:
        return f"needs {target} or less on {count}D6: cannot succeed"
    if target >= 6 * count:
        return f"needs {target} or less on {count}D6: succeeds automatically"
    return f"needs {target} or less on {count}D6"


def sentence(text: str) -> str:
    """Capitalise the first letter only (str.capitalize would turn "4D6" into "4d6")."""
    return text[:1].upper() + text[1:]


def percent(p: Fraction) -> str:
    value = float(p) * 100
    if 0 < value < 0.1:
        return "under 0.1%"
    if 99.9 < value < 100:
        return "over 99.9%"
    return f"{value:.1f}%".replace(".0%", "%")


def roll_under(
    *,
    procedure: str,
    count: int,
    base: int,
    base_label: str,
    modifiers: Sequence[Modifier],
    dice: Sequence[int] | None,
    success: str,
    failure: str,
) -> tuple[Outcome, bool | None]:
    """A roll of `count` D6 that must be at most base + modifiers (R1, R3, R5).

    Returns the outcome and whether it succeeded (None for a preview without dice).
    """
    if dice is not None:
        dice = check_dice(dice, count)
    target = base + sum(m.value for m in modifiers)
    p = p_sum_at_most(count, target)
    parts = [f"{base_label} {base}", *(str(m) for m in modifiers if m.value)]
    steps = [
        f"{sentence(needed_text(target, count))}: {', '.join(parts)}.",
        f"Chance of {success.replace('-', ' ')}: {percent(p)}.",
    ]
    succeeded = None
    if dice is not None:
        total = sum(dice)
        succeeded = total <= target
        verdict = success if succeeded else failure
        steps.append(f"Rolled {' + '.join(map(str, dice))} = {total}: {verdict.replace('-', ' ')}.")
    outcome = Outcome(
        procedure=procedure,
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=((success, p), (failure, 1 - p)),
        result=None if succeeded is None else (success if succeeded else failure),
        target=target,
        probability=p,
    )
    return outcome, succeeded
