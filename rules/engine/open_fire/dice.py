"""Open Fire's dice, counted exactly (Dice, Attribute Rolls, Re-rolls, Roll-Offs).

An attribute roll is one D12 plus its modifiers against an attribute: at least the attribute succeeds. A natural 1
always fails and a natural 12 always succeeds, whatever the modifiers. A re-roll is taken once and its result
kept, even when worse. Many rolls at once (an attack's skill rolls) are independent, so the number of successes
follows the binomial law, counted here as Fractions, never sampled."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from math import comb

from rules.engine.dice import check_dice

SIDES = 12
FACES = tuple(range(1, SIDES + 1))
REROLLS = ("none", "failed", "failed-not-1")  # Fearless re-rolls any failure; Skilled and Resilient not a 1


def succeeds(face: int, attribute: int, modifier: int = 0) -> bool:
    """One attribute roll: a 12 always succeeds, a 1 always fails, else the face plus modifiers against it."""
    if face == SIDES:
        return True
    if face == 1:
        return False
    return face + modifier >= attribute


def needed(attribute: int, modifier: int = 0) -> int:
    """The lowest face that succeeds (2 to 12: a 1 never does, a 12 always does)."""
    return min(max(attribute - modifier, 2), SIDES)


def may_reroll(face: int, attribute: int, modifier: int, reroll: str) -> bool:
    """Whether this first roll may be rolled again: only a failure, and not a natural 1 where the rule says so."""
    if reroll == "none" or succeeds(face, attribute, modifier):
        return False
    return reroll == "failed" or face != 1


def p_success(attribute: int, modifier: int = 0, reroll: str = "none") -> Fraction:
    """The chance one attribute roll succeeds, its re-roll (if any) counted."""
    once = Fraction(sum(succeeds(f, attribute, modifier) for f in FACES), SIDES)
    again = Fraction(sum(may_reroll(f, attribute, modifier, reroll) for f in FACES), SIDES)
    return once + again * once


def binomial(count: int, p: Fraction) -> dict[int, Fraction]:
    """P(exactly k of `count` independent rolls succeed) for every k, each with chance p."""
    return {k: comb(count, k) * p**k * (1 - p) ** (count - k) for k in range(count + 1)}


def with_rerolls(
    first: Sequence[int], rerollable: Callable[[int], bool], dice: Sequence[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The faces that count, from `dice`: the first rolls, then one re-roll die for each first roll that may be
    re-rolled, in order. Returns (final faces, the re-roll dice used). ValueError when the count is wrong."""
    wanted = sum(1 for f in first if rerollable(f))
    rerolls = check_dice(list(dice), wanted, SIDES)
    it = iter(rerolls)
    return tuple(next(it) if rerollable(f) else f for f in first), rerolls


def split(
    dice: Sequence[int], count: int, rerollable: Callable[[int], bool]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """`dice` as (the first `count` rolls, the final faces after their re-rolls); ValueError in a player's words."""
    if len(dice) < count:
        check_dice(list(dice), count, SIDES)  # raises: too few
    first = check_dice(list(dice[:count]), count, SIDES)
    final, _rerolls = with_rerolls(first, rerollable, dice[count:])
    return first, final


def check_dice_pairs(faces: Sequence[int]) -> tuple[int, ...]:
    """Every face a D12 face (a roll-off's pairs), or ValueError in a player's words."""
    return check_dice(list(faces), len(faces), SIDES)
