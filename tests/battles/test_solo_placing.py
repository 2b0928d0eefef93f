"""A solo battle's placing step: the enemy's list grouped by the sector its dice gave, in the book's order, and its
zone drawn in three sectors, left to right as the enemy faces the player."""

from __future__ import annotations

import re

import pytest

from battles.models import Seat
from battles.pages import solo as solo_page
from battles.table import setup_board
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.test_solo import revealed_solo

WORDS = {"left-flank": "left flank", "middle": "middle", "right-flank": "right flank"}


@pytest.mark.parametrize(
    ("edge", "left_to_right"),
    [
        ("north", "east to west"),  # facing south, the left hand points east
        ("south", "west to east"),
        ("east", "south to north"),  # facing west, the left hand points south
        ("west", "north to south"),
    ],
)
def test_the_sectors_run_left_to_right_as_the_team_faces_the_enemy(edge, left_to_right):
    left, middle, right = setup_board._thirds(edge)
    axis = 0 if edge in ("north", "south") else 1
    rising = left_to_right in ("west to east", "north to south")
    assert (left[axis] < middle[axis] < right[axis]) == rising
    assert (left[axis] > middle[axis] > right[axis]) == (not rising)


def test_the_sketch_marks_each_sector_with_its_units():
    layout = setup_board.Layout("sector", {"A": ("south",), "B": ("north",)})
    svg = setup_board.sectors_svg(layout, "B", {"left-flank": 2, "middle": 5}, WORDS)
    marks = re.findall(r'class="sector">([^<]+)<', svg)
    assert marks == ["L2", "M5", "R0"]
    assert ">B<" not in svg and ">A<" in svg  # the enemy's zone carries the sectors instead of its letter
    assert "<title>left flank: 2 · middle: 5 · right flank: 0</title>" in svg


def test_the_placing_step_lists_the_enemy_by_sector_in_the_books_order(sample_pack):
    battle, anna = revealed_solo()
    me = Seat.objects.get(pk=anna.pk)
    view = solo_page.setup_view(battle, me)
    numbered = [(n, row.where) for _word, rows in view["sectors"] for n, row in rows] + [
        (n, row.where) for n, row in view["unplaced"]
    ]
    assert sorted(n for n, _where in numbered) == list(range(1, len(view["rows"]) + 1))  # every row once
    for word, rows in view["sectors"]:
        assert [n for n, _row in rows] == sorted(n for n, _row in rows)  # the book's order inside a sector
        assert {row.where for _n, row in rows} <= {k for k, w in solo_page.SECTOR_WORDS.items() if w == word}
    plan = battle.state["solo"]["enemy"]["placement"]
    for key in solo_page.SECTOR_WORDS:
        in_plan = sum(1 for p in plan if p.get("sector") == key)
        shown = sum(row.count for _w, rows in view["sectors"] for _n, row in rows if row.where == key)
        assert shown == in_plan
        assert f"{solo_page.SECTOR_WORDS[key][:1].upper()}{in_plan}<" in str(view["board"])
