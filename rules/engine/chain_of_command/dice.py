"""Chain of Command's movement dice, counted exactly: D6s whose pips are summed, some dice discarded first (the
lowest in Rough Ground, the higher of two crossing an obstacle, the lower of two driving into a building), and
whether the roll holds a double (soft ground, obstacles, buildings). At most three dice are rolled (Flat Out), so
every roll is walked, never sampled."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from itertools import product

from rules.engine.dice import check_dice

SIDES = 6
MAX_DICE = 3  # Flat Out: three Movement Dice
KEEPS = ("all", "drop-lowest", "drop-highest")


def kept(faces: Sequence[int], keep: str) -> tuple[int, ...]:
    """The dice that count: all of them, or all but the lowest, or all but the highest (one die discarded; K3)."""
    ordered = sorted(faces)
    if keep == "drop-lowest":
        return tuple(ordered[1:])
    if keep == "drop-highest":
        return tuple(ordered[:-1])
    return tuple(ordered)


def has_double(faces: Sequence[int]) -> bool:
    """Two dice or more showing the same face; three alike hold a double too (K4)."""
    return len(set(faces)) < len(faces)


@cache
def pips_and_doubles(count: int, keep: str) -> tuple[tuple[int, bool, Fraction], ...]:
    """Every (pips kept, double rolled) of `count` D6 with its exact chance, in order."""
    weight = Fraction(1, SIDES**count)
    found: dict[tuple[int, bool], Fraction] = {}
    for faces in product(range(1, SIDES + 1), repeat=count):
        key = (sum(kept(faces, keep)), has_double(faces))
        found[key] = found.get(key, Fraction(0)) + weight
    return tuple((pips, double, p) for (pips, double), p in sorted(found.items()))


def p_double(count: int) -> Fraction:
    return sum((p for _pips, double, p in pips_and_doubles(count, "all") if double), Fraction(0))


def check(dice: Sequence[int], count: int) -> tuple[int, ...]:
    """The dice as a tuple, or ValueError in a player's words."""
    return check_dice(list(dice), count, SIDES)
