"""Action: Abilities on the table (O68), through the pure state functions: an ability comes last in the order of
actions, or in the place of the action it replaces; every ability a unit has, each once; one that takes stress off a
friendly unit does so; and the pack's two marks read or refused."""

from __future__ import annotations

import copy

import pytest

from rules.engine.open_fire import packs
from rules.engine.open_fire import table as t
from rules.engine.open_fire import table_abilities as ab
from rules.engine.open_fire import table_moves as m
from rules.engine.outcome import InvalidInput
from tests.rules.engine.open_fire.test_packs import SAMPLE
from tests.rules.engine.open_fire.test_table_moves import deployed, game


def acting(ref=1, stress=0, friend_stress=0):
    """Anna's Rifles (1) acting, her Scouts (3) on the battlefield with `friend_stress`, Ben's Raiders (5) too."""
    g = deployed(game(), 3, 5)
    g = t._with(g, t.replace(g.unit(1), stress=stress))
    g = t._with(g, t.replace(g.unit(3), stress=friend_stress))
    g, _ = t.activate(g, "Anna", ref)
    return g


def test_an_ability_comes_last_and_closes_the_actions_before_it():
    g, said = ab.used(acting(), "Smoke")
    assert said == "Rifles uses “Smoke”."
    assert g.activation.abilities == ("Smoke",)
    assert t.next_actions(g) == ("abilities",)  # another ability, nothing before it
    with pytest.raises(InvalidInput, match="its actions go in order"):
        t.take(g, "attack")


def test_every_ability_it_has_each_once():
    g, _ = ab.used(acting(), "Smoke")
    g, _ = ab.used(g, "Dig in")
    assert g.activation.abilities == ("Smoke", "Dig in")
    with pytest.raises(InvalidInput, match="has used “Smoke” this activation"):
        ab.used(g, "Smoke")


@pytest.mark.parametrize(
    ("removes", "had", "left", "said"),
    [
        (1, 3, 2, "Scouts: 1 stress removed, 2 left."),
        (2, 3, 1, "Scouts: 2 stress removed, 1 left."),
        (2, 1, 0, "Scouts: 1 stress removed, 0 left."),
        (1, 0, 0, "Scouts: 0 stress removed, 0 left."),
    ],
)
def test_an_ability_that_takes_stress_off_a_friendly_unit(removes, had, left, said):
    g, line = ab.used(acting(friend_stress=had), "Steady", removes_stress=removes, friend=3)
    assert g.unit(3).stress == left
    assert line == f"Rifles uses “Steady”. {said}"


def test_it_may_steady_the_acting_unit_itself():
    g, _ = ab.used(acting(stress=2), "Steady", removes_stress=1, friend=1)
    assert g.unit(1).stress == 1


@pytest.mark.parametrize(
    ("friend", "why"),
    [
        (5, "Pick one of your units on the battlefield."),  # Ben's
        (2, "Pick one of your units on the battlefield."),  # Anna's half-track, still in reserve
        (0, "Pick one of your units on the battlefield."),
    ],
)
def test_stress_comes_off_only_a_friendly_unit_on_the_battlefield(friend, why):
    g = acting(friend_stress=2)
    with pytest.raises(InvalidInput, match=why):
        ab.used(g, "Steady", removes_stress=1, friend=friend)


def test_an_ability_instead_of_a_move_takes_the_moves_place_and_is_no_move():
    g, _ = ab.used(acting(stress=1), "Dig in", instead_of="move")
    assert g.activation.done == ("move",) and not g.activation.moved
    assert t.next_actions(g) == ("attack", "secure", "abilities")  # recover is gone, the attack still comes


def test_an_ability_instead_of_a_move_comes_too_late_after_the_attack():
    g = t.take(acting(), "attack", weapon="rifle")
    with pytest.raises(InvalidInput, match="The unit cannot move now"):
        ab.used(g, "Dig in", instead_of="move")


def test_nothing_is_used_with_no_unit_acting_or_a_free_attack_owed():
    g = deployed(game(), 1, 5)
    with pytest.raises(InvalidInput, match="No unit is acting"):
        ab.used(g, "Smoke")
    g = acting()
    g = m.left_assault_range(t.take(g, "move"), (5,))
    g, _ = t.end_activation(g)
    assert g.free
    g = t.replace(g, activation=t.Activation(3))
    with pytest.raises(InvalidInput, match="First the free attack"):
        ab.used(g, "Smoke")


def test_the_abilities_used_are_kept_with_the_game():
    g, _ = ab.used(acting(), "Smoke")
    assert t.from_json(t.as_json(g)) == g


def _pack_with_ability(**marks):
    doc = copy.deepcopy(SAMPLE)
    officer = next(u for u in doc["units"] if u["id"] == "officer")
    officer["abilities"] = [{"name": "Steady", "text": "Steadies a unit.", **marks}]
    return doc


def test_a_packs_ability_keeps_its_marks():
    pack = packs.read_pack(_pack_with_ability(removes_stress=2, instead_of="attack"))
    (ability,) = pack.units["officer"].abilities
    assert (ability.removes_stress, ability.instead_of) == (2, "attack")
    assert tuple(ability) == ("Steady", "Steadies a unit.")


@pytest.mark.parametrize(
    ("marks", "problem"),
    [
        ({"removes_stress": 7}, "removes_stress must be a whole number from 0 to 6"),
        ({"removes_stress": "one"}, "removes_stress must be a whole number from 0 to 6"),
        ({"removes_stress": True}, "removes_stress must be a whole number from 0 to 6"),
        ({"instead_of": "abilities"}, "instead_of must be one of recover, move, attack, secure"),
        ({"instead_of": "run"}, "instead_of must be one of recover, move, attack, secure"),
    ],
)
def test_a_bad_mark_refuses_the_pack_naming_it(marks, problem):
    with pytest.raises(packs.PackError) as refused:
        packs.read_pack(_pack_with_ability(**marks))
    assert any(problem in p and "Steady" in p for p in refused.value.problems), refused.value.problems
