"""The refusals of an Open Fire game on the table (rules.engine.open_fire.table, table_moves, table_abilities) read German on a
German phone: each is made by the engine here, one case per row of rules/sentences/open_fire_table.py, and every row
is one the engine still makes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django.utils import translation

from rules.engine.open_fire import table as t
from rules.engine.open_fire import table_abilities as ab
from rules.engine.open_fire import table_moves as m
from rules.engine.outcome import InvalidInput
from rules.sentences import open_fire_table
from tests.rules.engine.open_fire.test_table_moves import deployed, game, into_transport


def acting(ref=1, *before):
    g = deployed(game(), *before)
    return t.activate(g, g.unit(ref).player, ref)[0]


CASES = [
    lambda: t.activate(replace(game(), phase="initiative"), "Anna", 1),  # No unit can be activated now.
    lambda: t.activate(acting(1), "Anna", 3),  # Finish the unit that is acting first.
    lambda: t.activate(game(), "Anna", 5),  # ... is not yours.
    lambda: t.activate(t.damaged(deployed(game(), 2, 5), 1, (t.Model(0, 1, leader=True),) * 4)[0], "Anna", 1),
    lambda: t.activate(deployed(game(), 2, 5), "Anna", 2),  # already activated this round
    lambda: t.activate(game(), "Anna", 1, deployed=False),  # only support or aircraft stay in reserve
    lambda: t.not_placed(acting(1), 3),  # only the unit deploying now
    lambda: t.take(t.take(acting(1), "attack"), "move"),  # actions go in order
    lambda: t.end_activation(game()),  # No unit is acting.
    lambda: t.secured(acting(1), 9),  # no such objective
    lambda: t.activate(_wrecked(), "Ben", 5),  # a wreck's passengers first
    lambda: t.end_activation(_owed()),  # a free attack owed
    lambda: t.free_attack_over(game(), 5),  # owed no free attack
    lambda: m.embark(t.activate(_out(), "Anna", 1)[0], 2),  # got out this activation
    lambda: m.embark(t.take(acting(1, 2, 5), "attack"), 2),  # gets in after moving
    lambda: m.embark(acting(4, 2, 5), 2),  # only infantry
    lambda: m.embark(acting(1, 2, 5), 6),  # one of your transports
    lambda: m.embark(t.activate(deployed(into_transport(game())[0], 6), "Anna", 3)[0], 2),  # no room
    lambda: m.left_assault_range(acting(1, 2, 5), [3]),  # only an enemy unit
    lambda: m.placed_from_wreck(game(), 1, leader_placed=True, placed=0),  # not waiting
    lambda: m.placed_from_wreck(_wrecked(), 1, leader_placed=True, placed=9),  # besides its leader
    lambda: m.leave_battlefield(t.take(acting(1, 2, 5), "move")),  # not an aircraft
    lambda: m.leave_battlefield(acting(4, 2, 5)),  # move it first
    lambda: ab.used(ab.used(acting(1, 2, 5), "Smoke")[0], "Smoke"),  # used this activation
    lambda: ab.used(acting(1, 2, 5), "Steady", removes_stress=7, friend=1),  # at most 6 stress markers
    lambda: ab.used(acting(1, 2, 5), "Dig in", instead_of="abilities"),  # replaces recover, move, ...
    lambda: ab.used(acting(1, 2, 5), "Steady", removes_stress=1, friend=5),  # one of your units
]


def _owed():
    g = deployed(game(), 2, 5, 3, 6)
    g, _ = t.activate(g, "Anna", 1)
    g, _ = t.end_activation(m.left_assault_range(t.take(g, "move"), [5]))
    return replace(g, activation=t.Activation(4))


def _out():
    g, _ = into_transport(game())
    g = deployed(g, 6, 3, 7, 4)
    g, _ = t.start_round(g, ["Anna", "Ben"])
    return g


def _wrecked():
    g, _ = into_transport(game())
    return t.damaged(g, 2, (t.Model(0, 6, leader=True),))[0]


def refusal(case) -> str:
    with pytest.raises(InvalidInput) as refused:
        case()
    return str(refused.value)


@pytest.mark.parametrize("case", CASES)
def test_each_refusal_reads_german_and_stays_english_in_english(case):
    english = refusal(case)
    with translation.override("de"):
        german = open_fire_table.said(english)
    assert german != english and "%(" not in german
    with translation.override("en"):
        assert open_fire_table.said(english) == english


def test_every_row_is_one_the_engine_still_makes():
    made = [refusal(case) for case in CASES]
    stale = [p.pattern for p, _w in open_fire_table.ROWS if not any(p.fullmatch(text) for text in made)]
    assert stale == []
