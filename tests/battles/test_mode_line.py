"""Issue 17: the new-battle form says in a line what the chosen game mode is and what each side and, after the
multiplayer cut (75 % for 4 players, 50 % for 6), each player spends: from the engine's modes and cut."""

from __future__ import annotations

import pytest
from django.urls import reverse

from battles.forms import mode_line
from rules.engine.procedures.setup import GAME_MODES


@pytest.mark.parametrize(
    ("mode", "players", "cut", "points", "says"),
    [
        ("victory-zones", 2, True, "", "150 points a side."),
        ("victory-zones", 4, True, "", "With 4 players each player spends 112 (the multiplayer cut)."),
        ("victory-zones", 6, True, "", "With 6 players each player spends 75 (the multiplayer cut)."),
        ("victory-zones", 4, False, "", "Each player spends the side's full points (4 players)."),
        ("victory-zones", 3, True, "", "Each player spends the side's full points (3 players)."),
        ("the-supply-road", 2, True, "", "Attacker 150 points, defender 120."),
        ("the-supply-road", 4, True, "", "each player spends 112 / 90"),
        ("avoid-the-pocket", 6, True, "", "each player spends 75 / 25"),
        ("probing-the-enemy-lines", 2, True, "", "75 points a side."),
        ("combat-only", 2, True, "200", "200 points a side."),
        ("combat-only", 4, True, "200", "each player spends 150"),
        ("combat-only", 2, True, "-3", "150 points a side."),  # half-typed: the form's own check refuses it
    ],
)
def test_the_line_gives_the_points_of_each_side_and_player(mode, players, cut, points, says):
    assert says in mode_line(mode, players, cut, points)


def test_every_mode_has_its_own_aim():
    aims = [m.aim for m in GAME_MODES]
    assert all(len(a) > 40 for a in aims) and len(set(aims)) == len(aims)
    assert mode_line("capture-the-enemy-commander").startswith("The attacker takes the enemy's ranking officer")


def test_the_form_shows_the_line_and_answers_changes_with_it(client, db):
    page = client.get(reverse("battles:new")).content.decode()
    assert mode_line("victory-zones") in page and 'hx-get="/battles/new/mode-line/"' in page

    changed = client.get(
        reverse("battles:new_mode_line"), {"game_mode": "surrounded", "players": "6", "cut_points": "on"}
    )

    assert changed.status_code == 200 and changed.content.decode() == mode_line("surrounded", 6, True)
    for hostile in ({"game_mode": "x" * 5000, "players": "9" * 50}, {"players": "-1", "points": "1e9"}, {}):
        answer = client.get(reverse("battles:new_mode_line"), hostile)
        assert answer.status_code == 200 and "150 points a side." in answer.content.decode()
