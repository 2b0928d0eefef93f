"""Open Fire's Attack action after the hits (Step 2 - Roll Defence, Step 3 - Apply Damage, Blast, Heavy Armour,
Resilient, Rending, Attacking a Vehicle, Vehicle Restrictions), one row per case of the text."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.open_fire.procedures.damage import ApplyInputs, DefenceInputs, apply_damage, roll_defence
from rules.engine.outcome import InvalidInput

F = Fraction
D = DefenceInputs()


@pytest.mark.parametrize(
    ("inputs", "needed"),
    [
        (D, 7),  # defence 7
        (replace(D, piercing=2), 9),  # minus the piercing
        (replace(D, line_of_sight="obstructed"), 3),  # +4 obscured (O20)
        (replace(D, line_of_sight="obstructed", piercing=3), 6),
        (replace(D, line_of_sight="obstructed", blast=True), 7),  # Blast counts it as clear
        (replace(D, line_of_sight="obstructed", vehicle="vehicle"), 7),  # a vehicle not half hidden (O33)
        (replace(D, line_of_sight="obstructed", vehicle="vehicle", vehicle_hidden=True), 3),
        (replace(D, line_of_sight="clear", vehicle="vehicle", vehicle_hidden=True), 7),  # clear stays clear
        (replace(D, line_of_sight="obstructed", vehicle_hidden=True), 3),  # only vehicles need half hidden
        (replace(D, vehicle="damaged-vehicle"), 8),  # -1 below half hit points (O32)
        (replace(D, piercing=3, heavy_armour=2), 8),  # piercing 3 - 2 = 1
        (replace(D, piercing=1, heavy_armour=3), 7),  # piercing never below 0
        (replace(D, modifier=-2), 9),
        (replace(D, piercing=6, defence=9), 12),  # a 12 always saves
        (replace(D, defence=3, line_of_sight="obstructed"), 2),  # a 1 always fails
    ],
)
def test_the_defence_roll_and_its_modifiers(inputs, needed):
    assert roll_defence(inputs, None).target == needed


@pytest.mark.parametrize(
    ("inputs", "rolls"),
    [
        (D, 1),
        (replace(D, hits=3, damage=2), 6),  # one roll for each point of damage of each hit
        (replace(D, hits=3, damage=3, heavy_armour=1), 6),  # damage 3 - 1 (O34)
        (replace(D, hits=3, damage=2, heavy_armour=4), 3),  # damage never below 1
        (replace(D, hits=0), 0),
    ],
)
def test_how_many_defence_rolls(inputs, rolls):
    assert roll_defence(inputs, None).value("rolls") == rolls


def test_the_damage_is_the_number_of_failures():
    outcome = roll_defence(replace(D, hits=2), None)
    assert outcome.outcomes == (("0-damage", F(1, 4)), ("1-damage", F(1, 2)), ("2-damage", F(1, 4)))


def test_rending_damage_comes_on_top_without_a_roll():
    outcome = roll_defence(replace(D, hits=1, rending_damage=3), None)  # O28
    assert outcome.outcomes == (("3-damage", F(1, 2)), ("4-damage", F(1, 2)))
    assert roll_defence(replace(D, hits=1, rending_damage=3, heavy_armour=2), [12]).result == "3-damage"


@pytest.mark.parametrize(
    ("inputs", "p"),
    [
        (D, F(6, 12)),
        (replace(D, resilient=True), F(6, 12) + F(5, 12) * F(6, 12)),  # failures that are not a 1 again
        (replace(D, defence=2, resilient=True), F(11, 12)),  # only 1s fail: nothing to re-roll
    ],
)
def test_the_chance_of_a_save(inputs, p):
    assert roll_defence(inputs, None).probability == p


@pytest.mark.parametrize(
    ("inputs", "dice", "result", "failed"),
    [
        (replace(D, hits=2, damage=2), [7, 6, 12, 1], "2-damage", 2),
        (replace(D, hits=2, resilient=True), [3, 9, 10], "0-damage", 0),  # the 3 rolled again: 10
        (replace(D, hits=2, resilient=True), [1, 4, 2], "2-damage", 2),  # the 1 stands; the re-roll too
        (replace(D, hits=1, piercing=2), [8], "1-damage", 1),
        (replace(D, hits=0, rending_damage=2), [], "2-damage", 0),
    ],
)
def test_rolled_defence(inputs, dice, result, failed):
    outcome = roll_defence(inputs, dice)
    assert outcome.result == result and outcome.value("failed") == failed


def test_a_blocked_line_of_sight_has_no_defence_roll():
    with pytest.raises(InvalidInput) as refused:
        roll_defence(replace(D, line_of_sight="blocked"), None)
    assert refused.value.field == "line_of_sight"


@pytest.mark.parametrize(
    ("inputs", "counts"),
    [
        (D, (1,)),
        (replace(D, hits=2, resilient=True), (2, 3, 4)),
        (replace(D, hits=2, resilient=True, defence=2), (2,)),
    ],
)
def test_the_dice_it_takes(inputs, counts):
    assert catalog.get("open-fire/roll-defence").dice_counts(inputs) == counts


U = ApplyInputs()


@pytest.mark.parametrize(
    ("inputs", "result", "values"),
    [
        (U, "1-model-destroyed", {"models_left": 4, "hit_points_left": 4}),
        (replace(U, damage=0), "0-models-destroyed", {"models_left": 5}),
        (replace(U, damage=4), "4-models-destroyed", {"models_left": 1, "leader_hit_points": 1}),  # leader last
        (replace(U, damage=5), "unit-destroyed", {"wiped_out": True, "unused_damage": 0}),
        (replace(U, damage=9), "unit-destroyed", {"unused_damage": 4}),  # damage beyond the unit is lost (O35)
        (replace(U, hit_points=3, leader_hit_points=3, damage=4), "1-model-destroyed", {"damaged_model": 2}),
        (replace(U, hit_points=3, damaged_model=1, damage=1), "1-model-destroyed", {"damaged_model": 0}),
        (replace(U, hit_points=3, damaged_model=2, damage=1), "0-models-destroyed", {"damaged_model": 1}),
        (replace(U, hit_points=3, damaged_model=2, damage=3), "1-model-destroyed", {"damaged_model": 2}),  # carried
        (replace(U, models=1, leader_hit_points=3, damage=2), "0-models-destroyed", {"leader_hit_points": 1}),
        (
            replace(U, models=2, hit_points=2, leader_hit_points=4, damage=5),
            "1-model-destroyed",
            {"leader_hit_points": 1, "hit_points_left": 1},
        ),
        (replace(U, models=3, hit_points=2, leader_hit_points=2, damage=6), "unit-destroyed", {"destroyed": 3}),
    ],
)
def test_damage_is_applied_model_by_model(inputs, result, values):
    outcome = apply_damage(inputs, None)
    assert outcome.result == result and outcome.outcomes == ((result, 1),)
    assert {name: outcome.value(name) for name in values} == values
    assert outcome.effects.killed == outcome.value("destroyed")


def test_damage_earns_a_stress_token():
    assert any("stress" in step for step in apply_damage(U, None).steps)
    assert not any("stress" in step for step in apply_damage(replace(U, damage=0), None).steps)


@pytest.mark.parametrize(
    "inputs",
    [
        replace(U, hit_points=2, damaged_model=2),  # a damaged model has lost some
        replace(U, models=1, hit_points=3, damaged_model=1),  # the last model is the leader
    ],
)
def test_apply_damage_refuses_what_cannot_be(inputs):
    with pytest.raises(InvalidInput) as refused:
        apply_damage(inputs, None)
    assert refused.value.field == "damaged_model"
