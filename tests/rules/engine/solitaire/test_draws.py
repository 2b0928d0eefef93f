"""The bags' draws: deterministic from the seed dice, every option equally likely, and one D6 picking
among up to six options."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.engine.solitaire.draws import SEED_DICE, Draws, draw_bag, pick_with_d6

SEED = (3, 1, 4, 1, 5, 2, 6, 5, 3, 5, 6, 2, 1, 4, 2, 6, 4, 3, 3, 2)

# count -> the option each face 1..6 picks (None: roll again), written out by hand
PICK_WITH_D6 = {
    1: (0, 0, 0, 0, 0, 0),
    2: (0, 0, 0, 1, 1, 1),
    3: (0, 0, 1, 1, 2, 2),
    4: (0, 1, 2, 3, None, None),
    5: (0, 1, 2, 3, 4, None),
    6: (0, 1, 2, 3, 4, 5),
}


@pytest.mark.parametrize(
    ("count", "face", "expected"),
    [(count, face, picks[face - 1]) for count, picks in PICK_WITH_D6.items() for face in range(1, 7)],
)
def test_it_picks_with_one_d6(count, face, expected):
    assert pick_with_d6(count, face) == expected


@pytest.mark.parametrize(("count", "face"), [(0, 3), (7, 3), (2, 0), (2, 7), (1, 9)])
def test_it_refuses_a_d6_pick_it_cannot_make(count, face):
    with pytest.raises(ValueError):
        pick_with_d6(count, face)


def test_it_seeds_with_twenty_dice():
    assert SEED_DICE == len(SEED) == 20


@pytest.mark.parametrize(
    ("faces", "words"),
    [
        ((), "at least one die"),
        ((1, 2, 0), "1 to 6"),
        ((7,), "1 to 6"),
        ((1, 2.5), "1 to 6"),
        ((True, 2), "1 to 6"),
    ],
)
def test_it_refuses_bad_seed_faces(faces, words):
    with pytest.raises(ValueError, match=words):
        Draws(faces)


def test_it_draws_the_same_stream_from_the_same_faces():
    one, two = Draws(SEED), Draws(list(SEED))
    assert [one.below(1000) for _ in range(50)] == [two.below(1000) for _ in range(50)]


@pytest.mark.parametrize("other", [(*SEED[:-1], 1), SEED[:-1], (SEED[1], SEED[0], *SEED[2:])])
def test_it_draws_another_stream_from_other_faces(other):
    one, two = Draws(SEED), Draws(other)
    assert [one.below(10**9) for _ in range(5)] != [two.below(10**9) for _ in range(5)]


@pytest.mark.parametrize("n", [2, 3, 5, 6, 7])
def test_it_draws_every_option_about_equally_often(n):
    draws, rounds = Draws(SEED), 6000
    counts = Counter(draws.below(n) for _ in range(rounds))
    assert sorted(counts) == list(range(n))
    expected = rounds / n
    assert all(0.85 * expected <= counts[k] <= 1.15 * expected for k in range(n)), counts


def test_it_needs_no_draw_for_one_option():
    draws = Draws(SEED)
    assert [draws.below(1) for _ in range(5)] == [0] * 5
    assert draws.below(10**6) == Draws(SEED).below(10**6)  # below(1) used up nothing


@pytest.mark.parametrize("n", [0, -1])
def test_it_refuses_to_draw_from_nothing(n):
    with pytest.raises(ValueError, match="empty bag"):
        Draws(SEED).below(n)


def test_it_picks_one_of_the_options():
    draws = Draws(SEED)
    picks = {draws.pick(("a", "b", "c")) for _ in range(100)}
    assert picks == {"a", "b", "c"}


@pytest.mark.parametrize("seed", [SEED, (6,) * 20, (1,)])
def test_it_shuffles_into_a_permutation(seed):
    items = list(range(10))
    once = Draws(seed).shuffled(items)
    assert sorted(once) == items and once == Draws(seed).shuffled(items)
    assert items == list(range(10))  # the input is left alone


def test_it_shuffles_every_order_of_three_about_equally():
    draws = Draws(SEED)
    counts = Counter(tuple(draws.shuffled("abc")) for _ in range(6000))
    assert len(counts) == 6 and all(850 <= n <= 1150 for n in counts.values()), counts


# --- draw_bag ----------------------------------------------------------------------------------------

COSTS = {"rifle": 3, "smg": 4, "mg": 9, "knife": 0}


def bag(counters, points, can_take=None):
    return draw_bag(Draws(SEED), counters, points, cost=COSTS.get, name=str, can_take=can_take)


@pytest.mark.parametrize(
    ("counters", "points", "bought", "spent"),
    [
        (["rifle"], 10, ("rifle",) * 3, 9),  # one counter: every draw is forced and goes back in the bag
        (["rifle"], 2, (), 0),  # nothing fits: no draw at all
        (["mg"], 9, ("mg",), 9),
        (["knife"], 5, (), 0),  # free counters stay out of the bag
        (["rifle", "rifle"], 6, ("rifle", "rifle"), 6),  # the bag holds each counter once
        ([], 12, (), 0),
    ],
)
def test_it_draws_a_bag_until_nothing_fits(counters, points, bought, spent):
    drawn = bag(counters, points)
    assert (drawn.bought, drawn.spent) == (bought, spent)


@pytest.mark.parametrize("points", range(0, 40))
def test_it_never_spends_more_than_the_points_and_leaves_nothing_that_fits(points):
    drawn = bag(["rifle", "smg", "mg"], points)
    assert drawn.spent == sum(COSTS[c] for c in drawn.bought) <= points
    assert points - drawn.spent < 3  # a rifle would still fit otherwise


@pytest.mark.parametrize(
    ("counters", "can_take", "bought"),
    [
        (["smg"], lambda bought, c: False, ()),
        (["rifle"], lambda bought, c: len(bought) < 2, ("rifle", "rifle")),  # the third finds nobody
    ],
)
def test_it_puts_a_counter_aside_that_nobody_can_take(counters, can_take, bought):
    drawn = bag(counters, 20, can_take=can_take)
    assert drawn.bought == bought and drawn.spent == sum(COSTS[c] for c in bought)
    assert drawn.steps[-2] == f"Drew {counters[0]}: no soldier is free to carry it, put aside."


def test_it_tells_each_draw():
    drawn = bag(["rifle", "mg"], 8)
    assert drawn.bought == ("rifle", "rifle")
    assert [s for s in drawn.steps if "bought" in s] == [
        "Drew rifle (3 points): bought, 5 left.",
        "Drew rifle (3 points): bought, 2 left.",
    ]
    *draws, summary = drawn.steps
    assert all(s == "Drew mg (9 points): more than the 8 left, put aside." for s in draws if "bought" not in s)
    assert summary == "6 of 8 points spent; nothing left in the bag fits the rest."
