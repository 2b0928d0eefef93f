"""Vehicles running over infantry and ramming support weapons, one row per rulebook case (R4, R28)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs

RUN_OVER = catalog.get("run-over")
RAM = catalog.get("ram-support-weapon")


def inputs_of(procedure, **raw):
    inputs, errors = parse_inputs(procedure, {k: [str(v).lower()] for k, v in raw.items()})
    assert errors == {}
    return inputs


def run(procedure, dice=None, **raw):
    return procedure.resolve(inputs_of(procedure, **raw), dice)


# --- Table vechicles running over enemy infantry and crew members: 8 and lower evades, 9 and higher killed. ---
@pytest.mark.parametrize(
    ("dice", "result"),
    [
        ([1, 1], "evades"),
        ([2, 5], "evades"),
        ([4, 4], "evades"),
        ([4, 5], "killed"),
        ([3, 6], "killed"),
        ([6, 6], "killed"),
    ],
)
def test_it_lets_infantry_evade_on_8_or_less(dice, result):
    outcome = run(RUN_OVER, dice, cost=7)
    assert outcome.result == result
    assert outcome.target == 8
    assert outcome.value("vehicle_stops") is False  # it runs on without having to stop


def test_it_checks_morale_after_evading():
    effects = run(RUN_OVER, [4, 4], cost=7).effects
    assert effects.continues_with == ("morale check (2D6)",)
    assert effects.killed == 0 and effects.combat_score == 0


# R28: the cost goes to the enemy's Combat Score; squad leaders count 5, ranking officers 10.
@pytest.mark.parametrize(
    ("victim", "cost", "score"),
    [("soldier", 7, 7), ("crew-member", 6, 6), ("squad-leader", 12, 5), ("ranking-officer", 12, 10)],
)
def test_it_puts_the_cost_of_a_killed_soldier_on_the_enemys_combat_score(victim, cost, score):
    effects = run(RUN_OVER, [4, 5], victim=victim, cost=cost).effects
    assert effects.killed == 1
    assert effects.combat_score == score
    assert effects.continues_with == ()


def test_it_lets_only_vehicles_bigger_than_motorcycles_run_over_infantry():
    inputs = inputs_of(RUN_OVER, bigger_than_motorcycle=False, cost=7)
    assert RUN_OVER.dice_counts(inputs) == (0,)
    for dice in (None, []):
        assert RUN_OVER.resolve(inputs, dice).result == "may-not-run-over"
    with pytest.raises(ValueError):
        RUN_OVER.resolve(inputs, [4, 4])


def test_it_previews_the_chance_of_evading():
    preview = run(RUN_OVER)
    assert preview.result is None
    assert preview.probability == Fraction(26, 36)
    assert dict(preview.outcomes) == {"evades": Fraction(26, 36), "killed": Fraction(10, 36)}


@pytest.mark.parametrize("dice", [[4], [4, 4, 4], [0, 4], [7, 4]])
def test_it_refuses_dice_that_do_not_fit_a_run_over(dice):
    with pytest.raises(ValueError):
        run(RUN_OVER, dice, cost=7)


# --- Table Vehicles ramming support weapons: 7 or lower still operable, 8 or higher destroyed. ---
@pytest.mark.parametrize(
    ("dice", "result"),
    [
        ([1, 1], "support-weapon-still-operable"),
        ([3, 4], "support-weapon-still-operable"),
        ([4, 4], "support-weapon-destroyed"),
        ([2, 6], "support-weapon-destroyed"),
        ([6, 6], "support-weapon-destroyed"),
    ],
)
@pytest.mark.parametrize("vehicle", ["armoured", "softskin"])
def test_it_destroys_a_rammed_support_weapon_on_8_or_more(dice, result, vehicle):
    outcome = run(RAM, dice, vehicle=vehicle, support_weapon_cost=30, vehicle_cost=20)
    assert outcome.result == result
    assert outcome.effects.combat_score == (30 if result == "support-weapon-destroyed" else 0)
    # Every crew member tries to evade as infantry do, whatever happened to the weapon.
    assert outcome.effects.continues_with == ("run-over (2D6) for each crew member",)


@pytest.mark.parametrize("dice", [[3, 4], [4, 4]])
def test_it_breaks_a_ramming_softskin_for_the_game(dice):
    outcome = run(RAM, dice, vehicle="softskin", support_weapon_cost=30, vehicle_cost=20)
    assert outcome.effects.tokens == ("broken",)
    assert outcome.value("vehicle_broken") is True
    assert outcome.value("enemy_combat_score") == 20  # its cost goes to the enemy's Combat Score


@pytest.mark.parametrize("dice", [[3, 4], [4, 4]])
def test_it_stops_a_ramming_armoured_vehicle(dice):
    outcome = run(RAM, dice, vehicle="armoured", support_weapon_cost=30)
    assert outcome.effects.tokens == ()
    assert outcome.value("vehicle_must_stop") is True
    assert outcome.value("vehicle_broken") is False
    assert outcome.value("enemy_combat_score") == 0


def test_it_lets_only_vehicles_bigger_than_cars_ram():
    inputs = inputs_of(RAM, bigger_than_car=False, support_weapon_cost=30)
    assert RAM.dice_counts(inputs) == (0,)
    for dice in (None, []):
        assert RAM.resolve(inputs, dice).result == "may-not-ram"
    with pytest.raises(ValueError):
        RAM.resolve(inputs, [4, 4])


def test_it_previews_the_chance_of_destroying_it():
    preview = run(RAM)
    assert preview.result is None
    assert sum(p for _result, p in preview.outcomes) == 1
    assert dict(preview.outcomes) == {
        "support-weapon-destroyed": Fraction(15, 36),
        "support-weapon-still-operable": Fraction(21, 36),
    }


@pytest.mark.parametrize("dice", [[4], [4, 4, 4], [0, 4], [7, 4]])
def test_it_refuses_dice_that_do_not_fit_a_ramming(dice):
    with pytest.raises(ValueError):
        run(RAM, dice, support_weapon_cost=30)
