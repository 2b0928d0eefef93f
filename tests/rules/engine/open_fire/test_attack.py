"""Open Fire's Attack action up to the hits (Line of Sight, Check Range, Valid Targets, Assault Weapons, Step 1 - Roll
Attacks, the weapon rules, Stealth, Skilled, Stress, Vehicle Attacks and Restrictions), one row per case of the text."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.open_fire.procedures.attack import (
    AttackInputs,
    SightInputs,
    TargetInputs,
    line_of_sight,
    roll_attacks,
    valid_target,
)
from rules.engine.outcome import InvalidInput
from rules.rulings_open_fire.attack import RULINGS

F = Fraction


@pytest.mark.parametrize(
    ("models", "clear", "obscured", "friendly", "result"),
    [
        (3, 1, 0, 0, "clear"),  # 1 seen whole for every 3
        (1, 1, 0, 0, "clear"),
        (6, 2, 0, 0, "clear"),
        (6, 1, 0, 0, "blocked"),  # 1 seen where 2 are needed (O21)
        (4, 1, 0, 0, "blocked"),  # a part of 3 counts as a whole one (O21)
        (4, 2, 0, 0, "clear"),
        (6, 2, 3, 0, "clear"),  # enough whole: the obscured ones change nothing
        (6, 1, 1, 0, "obstructed"),  # enough seen, one of them partly behind terrain
        (3, 0, 1, 0, "obstructed"),
        (9, 0, 2, 0, "blocked"),
        (3, 0, 0, 0, "blocked"),  # none seen
        (3, 2, 0, 1, "blocked"),  # a friendly unit hides part of a model (O22)
        (10, 3, 0, 0, "blocked"),
        (10, 4, 0, 0, "clear"),
    ],
)
def test_line_of_sight_one_in_three(models, clear, obscured, friendly, result):
    outcome = line_of_sight(SightInputs(models, clear, obscured, friendly), None)
    assert outcome.result == result
    assert outcome.outcomes == ((result, 1),)


def test_line_of_sight_refuses_more_models_than_the_unit_has():
    with pytest.raises(InvalidInput) as refused:
        line_of_sight(SightInputs(3, 2, 1, 1), None)
    assert refused.value.field == "models"


def test_line_of_sight_takes_no_dice():
    with pytest.raises(ValueError, match="No dice"):
        line_of_sight(SightInputs(), [5])


T = TargetInputs()


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        (T, "valid-target"),
        (replace(T, line_of_sight="obstructed"), "valid-target"),
        (replace(T, line_of_sight="blocked"), "no-line-of-sight"),  # O23
        (replace(T, distance=24), "valid-target"),  # equal to the range: in range
        (replace(T, distance=24.5), "out-of-range"),
        (replace(T, other_enemy_in_assault_range=True), "not-a-valid-target"),  # only those units
        (replace(T, other_enemy_in_assault_range=True, target_in_assault_range=True, distance=1), "valid-target"),
        (replace(T, target_near_friends=True), "not-a-valid-target"),  # engaged by a friend, not by you
        (replace(T, target_near_friends=True, target_in_assault_range=True), "valid-target"),  # unless you are too
        (replace(T, target_in_assault_range=True, distance=0.5, weapon_range=0), "out-of-range"),
        (replace(T, line_of_sight="blocked", distance=30), "no-line-of-sight"),  # line of sight comes first
    ],
)
def test_valid_targets_and_range(inputs, result):
    assert valid_target(inputs, None).result == result


@pytest.mark.parametrize(("distance", "half"), [(12, True), (12.5, False), (0, True)])
def test_valid_target_says_when_rapid_fire_adds_an_attack(distance, half):
    outcome = valid_target(replace(T, distance=distance, target_in_assault_range=distance <= 1), None)
    assert outcome.value("within_half_range") is half


def test_valid_target_refuses_a_target_within_1_inch_not_marked_in_assault_range():
    with pytest.raises(InvalidInput) as refused:
        valid_target(replace(T, distance=1), None)
    assert refused.value.field == "target_in_assault_range"


A = AttackInputs()


@pytest.mark.parametrize(
    ("inputs", "needed"),
    [
        (A, 7),  # skill 7: 7 or more hits
        (replace(A, move="advance-move"), 11),  # advance move -4
        (replace(A, move="moved"), 7),  # a normal move costs nothing
        (replace(A, position="in-assault-range"), 11),  # no Assault rule in assault range -4
        (replace(A, position="in-assault-range", assault=True), 7),
        (replace(A, assault=True), 7),
        (replace(A, accurate=True), 5),  # +2
        (replace(A, unwieldy=True), 9),  # -2
        (replace(A, stealth=2), 9),  # Stealth (2) beyond assault range
        (replace(A, stealth=2, position="in-assault-range", assault=True), 7),  # not in assault range
        (replace(A, stress=1), 8),  # -1 a stress token
        (replace(A, stress=3), 10),
        (replace(A, vehicle="damaged-vehicle"), 8),  # a vehicle below half its hit points -1 (O32)
        (replace(A, vehicle="vehicle"), 7),
        (replace(A, modifier=3), 4),
        (replace(A, skill=4, accurate=True, modifier=2), 2),  # a 1 always misses: never below 2
        (replace(A, skill=9, move="advance-move", stress=3), 12),  # a 12 always hits: never above 12
        (replace(A, torrent=True, stress=3, unwieldy=True), 2),  # Torrent: anything but a 1 (O26)
        (replace(A, position="free-attack"), 11),  # a free attack counts as in assault range (O31)
        (replace(A, position="free-attack", move="advance-move", stealth=3), 11),  # no advance or Stealth
        (replace(A, skill=3, move="advance-move", position="in-assault-range", accurate=True, stress=2), 11),  # -8
    ],
)
def test_the_skill_roll_and_its_modifiers(inputs, needed):
    assert roll_attacks(inputs, None).target == needed


@pytest.mark.parametrize(
    ("inputs", "rolls"),
    [
        (A, 1),
        (replace(A, attacks=3, models=4), 12),  # attacks times models, rolled together
        (replace(A, attacks=2, rapid_fire=True), 2),  # beyond half range
        (replace(A, attacks=2, rapid_fire=True, half_range=True), 3),  # +1 within half range
        (replace(A, attacks=2, models=3, rapid_fire=True, half_range=True), 9),  # +1 for each model (O36)
        (replace(A, attacks=2, half_range=True), 2),  # no Rapid Fire
    ],
)
def test_how_many_skill_rolls(inputs, rolls):
    assert roll_attacks(inputs, None).value("rolls") == rolls


@pytest.mark.parametrize(
    ("inputs", "p"),
    [
        (A, F(6, 12)),
        (replace(A, skilled=True), F(6, 12) + F(5, 12) * F(6, 12)),  # misses that are not a 1 again (O25)
        (replace(A, torrent=True), F(11, 12)),
        (replace(A, torrent=True, skilled=True), F(11, 12)),  # Skilled has nothing to re-roll
        (replace(A, skill=15), F(1, 12)),  # only the 12
    ],
)
def test_the_chance_of_a_hit(inputs, p):
    assert roll_attacks(inputs, None).probability == p


def test_the_number_of_hits_is_binomial():
    outcome = roll_attacks(replace(A, attacks=2), None)
    assert outcome.outcomes == (("0-hits", F(1, 4)), ("1-hit", F(1, 2)), ("2-hits", F(1, 4)))


@pytest.mark.parametrize(
    ("inputs", "dice", "result", "values"),
    [
        (replace(A, attacks=3), [7, 6, 12], "2-hits", {"hits": 2}),
        (replace(A, attacks=3, rending=2), [12, 12, 3], "2-hits", {"rending_damage": 4}),  # each 12 adds X (O28)
        (replace(A, attacks=3, rending=2, modifier=6), [11, 9, 3], "3-hits", {"rending_damage": 0}),  # natural 12s only
        (replace(A, attacks=2, models=2, unstable=True), [1, 1, 1, 8], "1-hit", {"models_lost": 2}),  # capped (O27)
        (replace(A, attacks=2, unstable=True), [1, 9], "1-hit", {"models_lost": 1}),
        (replace(A, attacks=2, unstable=True, torrent=True), [1, 2], "1-hit", {"models_lost": 1}),
        (replace(A, attacks=2, skilled=True), [3, 9, 8], "2-hits", {"hits": 2}),  # 3 rolled again: 8
        (replace(A, attacks=2, skilled=True), [3, 1, 2], "0-hits", {"hits": 0}),  # the 1 stands; the re-roll too
        (replace(A, attacks=1, skilled=True, unstable=True), [4, 1], "0-hits", {"models_lost": 1}),  # a re-rolled 1
        (replace(A, attacks=1, skilled=True, rending=3), [4, 12], "1-hit", {"rending_damage": 3}),
        (replace(A, torrent=True, attacks=3), [2, 1, 3], "2-hits", {"hits": 2}),
    ],
)
def test_rolled_attacks(inputs, dice, result, values):
    outcome = roll_attacks(inputs, dice)
    assert outcome.result == result
    assert {name: outcome.value(name) for name in values} == values


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        (replace(A, heavy=True, move="moved"), "heavy"),
        (replace(A, heavy=True, move="advance-move"), "heavy"),  # an advance move is a move (O30)
        (replace(A, torrent=True, position="in-assault-range"), "torrent"),
        (replace(A, torrent=True, position="free-attack"), "torrent"),
        (replace(A, grenade=True, grenade_used=True), "grenade_used"),
        (replace(A, grenade=True, models=2), "models"),  # O29
        (replace(A, position="free-attack", unwieldy=True), "unwieldy"),
        (replace(A, position="free-attack", vehicle="vehicle"), "position"),
    ],
)
def test_what_the_rules_forbid(inputs, field):
    with pytest.raises(InvalidInput) as refused:
        roll_attacks(inputs, None)
    assert refused.value.field == field


@pytest.mark.parametrize(
    "inputs",
    [
        replace(A, heavy=True),  # did not move
        replace(A, heavy=True, move="moved", position="free-attack"),  # a free attack is outside the activation
        replace(A, grenade=True),
        replace(A, grenade_used=True),  # another Grenade weapon limits only Grenade weapons
        replace(A, unwieldy=True, position="in-assault-range"),
        replace(A, one_use=True),
    ],
)
def test_what_the_rules_allow(inputs):
    assert roll_attacks(inputs, None).probability > 0


@pytest.mark.parametrize(
    ("inputs", "counts"),
    [
        (A, (1,)),
        (replace(A, attacks=2, skilled=True), (2, 3, 4)),
        (replace(A, attacks=2, skilled=True, torrent=True), (2,)),  # only 1s miss: no re-rolls
        (replace(A, attacks=3, rapid_fire=True, half_range=True), (4,)),
    ],
)
def test_the_dice_it_takes(inputs, counts):
    assert catalog.get("open-fire/roll-attacks").dice_counts(inputs) == counts


@pytest.mark.parametrize(
    ("dice", "message"),
    [
        ([3], "1 roll and 1 re-roll after them: 2 dice in all; 1 was given"),
        ([9, 4], "1 roll and 0 re-rolls after them: 1 die in all; 2 were given"),
        ([], "needs 1 die before any re-roll; 0 were given"),
        ([13], "1 to 12"),
        ([3, 0], "1 to 12"),
    ],
)
def test_it_refuses_dice_that_do_not_fit_the_rerolls(dice, message):
    with pytest.raises(ValueError, match=message):
        roll_attacks(replace(A, skilled=True), dice)


def test_steps_name_the_rules_that_apply():
    steps = " ".join(roll_attacks(replace(A, rending=2, unstable=True, one_use=True, vehicle="vehicle"), None).steps)
    for words in ("Rending (2)", "Unstable", "One Use", "each of its weapons"):
        assert words in steps


def test_the_attack_procedures_cite_rulings_that_exist():
    known = {ruling.id for ruling in RULINGS}
    for name in ("line-of-sight", "valid-target", "roll-attacks", "roll-defence", "apply-damage"):
        procedure = catalog.get(f"open-fire/{name}")
        assert procedure.chapter == "Attack"
        assert set(procedure.rulings) <= known, name


def test_the_attack_rulings_are_o20_to_o39():
    ids = [ruling.id for ruling in RULINGS]
    assert ids == [f"O{n}" for n in range(20, 20 + len(ids))] and len(ids) <= 20
    assert {ruling.topic for ruling in RULINGS} == {"Attacks"}
    assert all(ruling.book and ruling.app and ruling.why for ruling in RULINGS)
