"""An ability that takes stress markers off a friendly unit (the officer's "Steady, lads!": "a friendly unit within
6 in (or his own)") cannot be tapped while none of the player's units on the battlefield has stress, which would
spend the officer's last actions for nothing; with some, it lists only the units it could help
(rules.engine.open_fire.table_abilities.could_help, battles/pages/open_fire_offers.py)."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest
from django.core.management import call_command

from battles.systems import open_fire_moves, open_fire_play
from rules.engine.open_fire import table, table_abilities
from tests.battles.pages import phone, words
from tests.battles.test_open_fire_abilities import stressed_squad
from tests.battles.test_open_fire_table_dice import game_of, in_play, key, start, unit_named


@pytest.fixture
def of_pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())


@pytest.mark.django_db
def test_a_steadying_ability_cannot_be_tapped_while_no_unit_has_stress(of_pack):
    battle, (anna, ben) = in_play(["officer", "rifle-squad"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    assert not any(u.stress for u in game_of(battle).units)
    answer = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    page = answer.content.decode()
    button = re.search(r'<button[^>]*data-testid="of-ability"[^>]*>', page).group(0)
    assert "disabled" in button and 'name="friend"' not in page
    assert "None of your units on the battlefield has stress to take off." in words(answer)
    assert "Use Steady, lads!" in words(answer)  # still there, so the player knows the officer has it


@pytest.mark.django_db
def test_a_steadying_ability_lists_only_the_units_with_stress(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad", "officer"], ["rifle-squad"], dice="table")
    squad = stressed_squad(battle, anna, ben)
    officer = unit_named(battle, anna, 2)
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=officer.ref, key=key())
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").content.decode()
    assert re.findall(r'name="friend" value="(\d+)"', page) == [str(squad.ref)]  # not the officer, who has none
    button = re.search(r'<button[^>]*data-testid="of-ability"[^>]*>', page).group(0)
    assert "disabled" not in button and "None of your units" not in page
    open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Steady, lads!", friend=squad.ref)
    assert game_of(battle).unit(squad.ref).stress == 0


def game_with(*units: table.Unit, acting: int = 0) -> table.Game:
    game = table.Game(players=("a", "b"), units=units, phase="activations", active="a")
    return replace(game, activation=table.Activation(acting)) if acting else game


def squad(ref: int, player: str = "a", stress: int = 0, where: str = "table") -> table.Unit:
    return table.Unit(ref, player, f"unit {ref}", (table.Model(1, 1, leader=True),), where=where, stress=stress)


@pytest.mark.parametrize(
    ("units", "helped"),
    [
        ((squad(1), squad(2)), []),  # nobody has stress: nothing to take off
        ((squad(1, stress=2), squad(2)), [1]),  # the acting unit itself
        ((squad(1), squad(2, stress=1)), [2]),  # a friendly unit
        ((squad(1), squad(2, "b", stress=3)), []),  # never the enemy's
        ((squad(1), squad(2, stress=1, where="reserve"), squad(3, stress=1, where="embarked")), []),  # off the table
        ((squad(1), squad(2, stress=1, where="destroyed")), []),
    ],
)
def test_who_a_steadying_ability_could_help(units, helped):
    assert [u.ref for u in table_abilities.could_help(game_with(*units, acting=1))] == helped


def test_no_unit_acting_helps_nobody():
    assert table_abilities.could_help(game_with(squad(1, stress=1))) == ()
