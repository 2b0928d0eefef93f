"""Exact dice arithmetic: distributions of D6 sums and of movement-die variants, as Fractions.

Everything is counted, never sampled. Sums use dynamic programming; "keep / drop / count twice"
variants walk the multisets of faces (at most 1,287 for 8D6) weighted by how many orders each has.
Results are cached, so the odds the app shows cost a dictionary look-up after the first time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

MAX_DICE = 8
FACES = (1, 2, 3, 4, 5, 6)


@cache
def sum_counts(count: int) -> tuple[tuple[int, int], ...]:
    """(total, number of ways) for every total of `count` D6, in order of total."""
    ways = {0: 1}
    for _ in range(count):
        nxt: dict[int, int] = {}
        for total, n in ways.items():
            for face in FACES:
                nxt[total + face] = nxt.get(total + face, 0) + n
        ways = nxt
    return tuple(sorted(ways.items()))


def sum_distribution(count: int) -> dict[int, Fraction]:
    space = 6**count
    return {total: Fraction(n, space) for total, n in sum_counts(count)}


@cache
def p_sum_at_most(count: int, target: int) -> Fraction:
    """P(sum of `count` D6 <= target): the chance of every roll-under test (R1)."""
    space = 6**count
    return Fraction(sum(n for total, n in sum_counts(count) if total <= target), space)


def p_sum_in(count: int, totals: Sequence[int] | set[int]) -> Fraction:
    wanted = set(totals)
    space = 6**count
    return Fraction(sum(n for total, n in sum_counts(count) if total in wanted), space)


@cache
def multisets(count: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every sorted hand of `count` D6 with the number of ordered rolls that give it."""
    hands = []
    for hand in combinations_with_replacement(FACES, count):
        orders = factorial(count) // prod(factorial(hand.count(face)) for face in set(hand))
        hands.append((hand, orders))
    return tuple(hands)


def distribution_of(count: int, value: Callable[[tuple[int, ...]], int]) -> dict[int, Fraction]:
    """Distribution of value(sorted hand) over all rolls of `count` D6.

    Cached per (count, function): pass module-level functions (the terrain rules are), not fresh lambdas.
    """
    return dict(_distribution(count, value))


@cache
def _distribution(count: int, value: Callable[[tuple[int, ...]], int]) -> tuple[tuple[int, Fraction], ...]:
    space = 6**count
    counts: dict[int, int] = {}
    for hand, orders in multisets(count):
        v = value(hand)
        counts[v] = counts.get(v, 0) + orders
    return tuple((v, Fraction(n, space)) for v, n in sorted(counts.items()))


def d3_from_d6(face: int) -> int:
    """A D3 is a D6 halved, rounding up: 1-2 -> 1, 3-4 -> 2, 5-6 -> 3."""
    return (face + 1) // 2


def _dice(n: int) -> str:
    return "die" if n == 1 else "dice"


def check_dice(dice: Sequence[int], count: int, sides: int = 6) -> tuple[int, ...]:
    """The dice as a tuple, or ValueError in words a player understands (`sides`: 12 for a D12)."""
    if len(dice) != count:
        raise ValueError(
            f"This roll needs {count} {_dice(count)}; {len(dice)} {'was' if len(dice) == 1 else 'were'} given."
        )
    for face in dice:
        if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= sides:
            raise ValueError(f"Each die shows 1 to {sides}; {face!r} is not a die face.")
    return tuple(dice)
