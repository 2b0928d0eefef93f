"""Drawing counters from the solo chapter's bags without rolling anything here: the battle rolls a few
D6 (fair and logged), and every draw after that follows from those faces.

A draw hashes the faces with a counter (SHA-256) and rejects the few hash values that would favour
low options, so each option of a bag is exactly as likely as the others.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from rules.engine.dice import check_dice

T = TypeVar("T")

SEED_DICE = 20  # 6**20 seeds: more than enough that two battles rarely share one
_SPACE = 1 << 256  # a SHA-256 digest read as a whole number


def _check_faces(faces: Sequence[int]) -> tuple[int, ...]:
    if len(faces) == 0:
        raise ValueError("The bags need at least one die rolled to set their order.")
    return check_dice(faces, len(faces))


class Draws:
    """A deterministic stream of choices seeded by dice faces the battle rolled (fair, logged):
    SHA-256 of the faces and a counter, rejection-sampled so every option is equally likely."""

    def __init__(self, faces: Sequence[int]) -> None:
        self.faces = _check_faces(faces)
        self._seed = b"bof-solo-bags:" + bytes(self.faces)
        self._counter = 0

    def _number(self) -> int:
        digest = hashlib.sha256(self._seed + self._counter.to_bytes(8, "big")).digest()
        self._counter += 1
        return int.from_bytes(digest, "big")

    def below(self, n: int) -> int:
        """A whole number from 0 to n - 1, each equally likely. One option needs no draw."""
        if n < 1:
            raise ValueError("There is nothing to draw from an empty bag.")
        if n == 1:
            return 0
        limit = _SPACE - _SPACE % n  # the largest multiple of n: numbers above it would favour low options
        while True:
            number = self._number()
            if number < limit:
                return number % n

    def pick(self, options: Sequence[T]) -> T:
        return options[self.below(len(options))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """The items in a random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def pick_with_d6(count: int, face: int) -> int | None:
    """Pick one of `count` options (1..6) with one D6: the faces split into `count` equal runs (2: 1-3/4-6,
    3: 1-2/3-4/5-6); faces beyond count*(6//count) roll again (returns None). count 1 -> 0 without regard
    to the face."""
    if not 1 <= count <= 6:
        raise ValueError(f"One D6 picks among 1 to 6 options; {count} were offered.")
    check_dice((face,), 1)
    if count == 1:
        return 0
    run = 6 // count
    if face > count * run:
        return None
    return (face - 1) // run


def a_or_an(words: str) -> str:
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def points_word(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


@dataclass(frozen=True)
class BagDraw(Generic[T]):
    """What one budget bought from a bag, and the draws a player can follow."""

    bought: tuple[T, ...]
    spent: int
    steps: tuple[str, ...]


def draw_bag(
    draws: Draws,
    bag: Sequence[T],
    points: int,
    *,
    cost: Callable[[T], int],
    name: Callable[[T], str],
    can_take: Callable[[Sequence[T], T], bool] | None = None,
) -> BagDraw[T]:
    """Draw counters until nothing left in the bag fits the points: a counter that fits is bought and goes
    back (draws are with replacement); one that is too dear, or that nobody can take, is put aside for the
    rest of this budget. The bag holds each counter once; free counters stay out: they would never use
    the points up."""
    counters = [c for i, c in enumerate(bag) if cost(c) > 0 and c not in bag[:i]]
    bought: list[T] = []
    steps: list[str] = []
    left = points
    while any(cost(c) <= left for c in counters):
        i = draws.below(len(counters))
        counter, price = counters[i], cost(counters[i])
        if price > left:
            steps.append(f"Drew {name(counter)} ({points_word(price)}): more than the {left} left, put aside.")
            del counters[i]
        elif can_take is not None and not can_take(bought, counter):
            steps.append(f"Drew {name(counter)}: no soldier is free to carry it, put aside.")
            del counters[i]
        else:
            left -= price
            bought.append(counter)
            steps.append(f"Drew {name(counter)} ({points_word(price)}): bought, {left} left.")
    steps.append(f"{points - left} of {points} points spent; nothing left in the bag fits the rest.")
    return BagDraw(tuple(bought), points - left, tuple(steps))
