"""Exact dice arithmetic against brute force over every ordered roll."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import dice


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_it_counts_every_sum_like_brute_force(count):
    brute: dict[int, int] = {}
    for roll in product(range(1, 7), repeat=count):
        brute[sum(roll)] = brute.get(sum(roll), 0) + 1
    assert dict(dice.sum_counts(count)) == brute


@pytest.mark.parametrize("count", range(1, 9))
def test_it_covers_all_rolls_for_up_to_eight_dice(count):
    counts = dict(dice.sum_counts(count))
    assert sum(counts.values()) == 6**count
    assert (min(counts), max(counts)) == (count, 6 * count)
    assert sum(dice.sum_distribution(count).values()) == 1


@pytest.mark.parametrize(
    ("count", "target", "expected"),
    [
        (2, 7, Fraction(21, 36)),  # the 2D6 morale check at force morale 7
        (2, 1, Fraction(0)),  # R5: below the minimum cannot succeed
        (2, 12, Fraction(1)),  # R5: at the maximum is automatic
        # 4D6 is symmetric around 14, which 146 of the 1296 rolls hit: (1296 - 146) / 2 lie below it.
        (4, 13, Fraction(575, 1296)),
        (4, 14, Fraction(575 + 146, 1296)),
        (1, 3, Fraction(1, 2)),
    ],
)
def test_it_gives_the_chance_of_rolling_at_most_a_target(count, target, expected):
    assert dice.p_sum_at_most(count, target) == expected


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_it_weights_each_hand_by_its_orderings(count):
    hands = dice.multisets(count)
    assert sum(orders for _hand, orders in hands) == 6**count


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_it_agrees_with_brute_force_for_a_keep_and_double_rule(count):
    def rule(hand):  # drop the lowest, count the highest twice: two terrain rules at once
        return sum(hand[1:]) + hand[-1]

    brute: dict[int, int] = {}
    for roll in product(range(1, 7), repeat=count):
        value = rule(tuple(sorted(roll)))
        brute[value] = brute.get(value, 0) + 1
    assert dice.distribution_of(count, rule) == {v: Fraction(n, 6**count) for v, n in sorted(brute.items())}


@pytest.mark.parametrize(("face", "d3"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_it_reads_a_d6_as_a_d3(face, d3):
    assert dice.d3_from_d6(face) == d3


@pytest.mark.parametrize(
    ("given", "count"),
    [([1, 2, 3], 4), ([0, 2, 3, 4], 4), ([1, 2, 7, 4], 4), ([True, 2], 2), (["3", 4], 2)],
)
def test_it_refuses_dice_that_cannot_be_rolled(given, count):
    with pytest.raises(ValueError):
        dice.check_dice(given, count)
