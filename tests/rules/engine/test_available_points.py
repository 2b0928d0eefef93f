"""Points per game mode (Game modes: "Available points") and the multiplayer cut (Special rules for multiplayer games:
"4 players – 75 percent for each player 6 players – 50 percent"), as the available-points calculator and the
new-battle form both read them."""

from __future__ import annotations

import pytest

from rules.engine.procedures.points import available_points, cut_counted_for
from tests.rules.engine.helpers import run

# The book's "Available points" of each game mode: team A or attacker first.
BOOK = [
    ("probing-the-enemy-lines", 75, 75),
    ("victory-zones", 150, 150),
    ("the-supply-road", 150, 120),
    ("delay-the-enemy-advance", 150, 100),
    ("breakthrough-hold-the-line", 150, 100),
    ("avoid-the-pocket", 150, 50),
    ("surrounded", 150, 50),
    ("capture-the-enemy-commander", 150, 50),
]


@pytest.mark.parametrize(("mode", "a", "b"), BOOK)
def test_each_mode_gives_the_books_points_to_each_side(mode, a, b):
    outcome = run("available-points", game_mode=mode)
    assert (outcome.value("side_a_points"), outcome.value("side_b_points")) == (a, b)
    assert (outcome.value("player_a_points"), outcome.value("player_b_points")) == (a, b)
    assert outcome.result == "no-cut"


@pytest.mark.parametrize("points", [10, 150, 200, 2000])
def test_combat_only_gives_both_sides_the_points_the_players_choose(points):
    """ "Available points are completely free to choose here"; "Both sides have the same amount of points"."""
    outcome = run("available-points", game_mode="combat-only", points=points)
    assert (outcome.value("side_a_points"), outcome.value("side_b_points")) == (points, points)


def test_the_free_points_count_only_for_combat_only():
    assert run("available-points", game_mode="the-supply-road", points=400).value("side_a_points") == 150


@pytest.mark.parametrize(
    ("mode", "players", "cut", "result", "per_player"),
    [
        ("victory-zones", 4, True, "cut-to-75-percent", (112, 112)),  # 75 % of 150 is 112.5, rounded down
        ("victory-zones", 6, True, "cut-to-50-percent", (75, 75)),
        ("the-supply-road", 4, True, "cut-to-75-percent", (112, 90)),
        ("the-supply-road", 6, True, "cut-to-50-percent", (75, 60)),
        ("avoid-the-pocket", 4, True, "cut-to-75-percent", (112, 37)),  # 37.5 rounded down
        ("avoid-the-pocket", 6, True, "cut-to-50-percent", (75, 25)),
        ("probing-the-enemy-lines", 4, True, "cut-to-75-percent", (56, 56)),
        ("probing-the-enemy-lines", 6, True, "cut-to-50-percent", (37, 37)),
        ("victory-zones", 4, False, "no-cut", (150, 150)),  # "You may cut": without it, the full points
        ("victory-zones", 6, False, "no-cut", (150, 150)),
        ("victory-zones", 2, True, "no-cut", (150, 150)),
        ("victory-zones", 3, True, "no-cut", (150, 150)),  # the book cuts only for 4 or 6
        ("victory-zones", 5, True, "no-cut", (150, 150)),
    ],
)
def test_the_multiplayer_cut_gives_each_player_a_share(mode, players, cut, result, per_player):
    outcome = run("available-points", game_mode=mode, players=players, cut_points=cut)
    assert outcome.result == result
    assert (outcome.value("player_a_points"), outcome.value("player_b_points")) == per_player
    assert outcome.dice == () and outcome.effects.combat_score == 0


def test_combat_only_is_cut_too():
    outcome = run("available-points", game_mode="combat-only", players=4, points=200)
    assert (outcome.value("player_a_points"), outcome.value("cut_percent")) == (150, 75)


@pytest.mark.parametrize(
    ("players", "cut", "counted"), [(2, True, 2), (3, True, 2), (4, True, 4), (5, True, 2), (6, True, 6), (6, False, 2)]
)
def test_the_cut_is_counted_for_4_or_6_players_only(players, cut, counted):
    assert cut_counted_for(players, cut) == counted
    assert available_points("victory-zones", players, cut).counted_players == counted


def test_it_refuses_dice():
    with pytest.raises(ValueError):
        run("available-points", [1], game_mode="victory-zones")
