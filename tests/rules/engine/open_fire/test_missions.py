"""Where our missions' markers go (O63, O70): every objective and entry point of each mission for two to four
players on each table size, one row per case, worked out by hand from the mission's shares of the table; and the
order the players place free entry points in after the roll-off (Entry Points and Reserve)."""

from __future__ import annotations

import pytest

from rules.engine.open_fire import missions as m
from rules.engine.outcome import InvalidInput


def xy(marker):
    return (float(marker.x), float(marker.y))


@pytest.mark.parametrize(
    ("mission", "size", "objectives"),
    [
        ("skirmish", "48x48", [("control", 2, (12, 24)), ("control", 2, (36, 24)), ("access", 1, (24, 24))]),
        ("skirmish", "72x48", [("control", 2, (18, 24)), ("control", 2, (54, 24)), ("access", 1, (36, 24))]),
        ("raid", "48x48", [("destroy", 3, (24, 16)), ("recover", 3, (24, 32))]),
        ("raid", "36x36", [("destroy", 3, (18, 12)), ("recover", 3, (18, 24))]),
        ("hold-the-line", "72x48", [("control", 3, (12, 24)), ("control", 3, (36, 24)), ("control", 3, (60, 24))]),
    ],
)
def test_each_missions_objectives_on_each_table(mission, size, objectives):
    layout = m.layout(mission, 2, size)
    assert [(kind, points, xy(mark)) for kind, points, mark in layout.objectives] == objectives


@pytest.mark.parametrize(
    ("mission", "players", "size", "points"),
    [
        # Skirmish: a quarter and three quarters along each edge, from its left end as its player faces the table.
        ("skirmish", 2, "48x48", [[(12, 0), (36, 0)], [(36, 48), (12, 48)]]),
        ("skirmish", 2, "72x48", [[(18, 0), (54, 0)], [(54, 48), (18, 48)]]),
        ("skirmish", 4, "48x48", [[(12, 0), (36, 0)], [(36, 48), (12, 48)], [(0, 36), (0, 12)], [(48, 12), (48, 36)]]),
        # Raid: a sixth, half and five sixths along.
        ("raid", 3, "72x48", [[(12, 0), (36, 0), (60, 0)], [(60, 48), (36, 48), (12, 48)], [(0, 40), (0, 24), (0, 8)]]),
        # Hold the line: the players place their own.
        ("hold-the-line", 2, "48x48", [[], []]),
    ],
)
def test_each_players_entry_points_on_their_own_edge(mission, players, size, points):
    layout = m.layout(mission, players, size)
    assert [[xy(p) for p in mine] for mine in layout.entry_points] == [
        [tuple(map(float, p)) for p in mine] for mine in points
    ]
    assert layout.edges == m.EDGES[:players]


def test_an_entry_point_says_how_far_along_its_edge_it_stands():
    north = m.layout("skirmish", 2, "72x48").entry_points[1]
    assert [float(p.along) for p in north] == [18, 54]


@pytest.mark.parametrize(
    ("roll_off", "each", "order"),
    [((2, 1), 2, (2, 1, 2, 1)), ((1, 2), 1, (1, 2)), ((3, 1, 2), 2, (3, 1, 2, 3, 1, 2))],
)
def test_free_entry_points_are_placed_one_at_a_time_the_winner_first(roll_off, each, order):
    assert m.placing_order(roll_off, each) == order


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: m.layout("conquest", 2), "There is no mission"),
        (lambda: m.layout("raid", 5), "two to four players"),
        (lambda: m.layout("raid", 2, "60x60"), "A table is"),
        (lambda: m.placing_order((1, 1), 2), "every player once"),
    ],
)
def test_unknown_inputs_are_refused(call, message):
    with pytest.raises(InvalidInput, match=message):
        call()
