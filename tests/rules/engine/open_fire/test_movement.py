"""Open Fire's movement (Action: Movement, Advance Moves, Terrain, Leaders and Formation, Assault Range, and the
vehicle expansion's movement limits), one row per case of the text's own numbers and words."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.open_fire.procedures.movement import (
    AllowanceInputs,
    FormationInputs,
    LeaveInputs,
    PathInputs,
    formation,
    leave_assault_range,
    move_allowance,
    terrain_cost,
)
from rules.engine.outcome import InvalidInput
from rules.rulings_open_fire.movement import RULINGS

OURS = (
    "move-allowance",
    "terrain-cost",
    "formation",
    "deploy",
    "leave-assault-range",
    "secure",
    "objective-hold",
    "vehicle-manoeuvres",
    "embark",
    "disembark",
    "destroyed-transport",
)


@pytest.mark.parametrize(
    ("inputs", "result", "allowance", "skill"),
    [
        (AllowanceInputs(movement=6), "may-move", 6, 0),
        (AllowanceInputs(movement=6, stress=1), "may-move", 5, 0),  # -1 per stress token
        (AllowanceInputs(movement=6, stress=3), "may-move", 3, 0),  # three at most
        (AllowanceInputs(movement=2, stress=3), "cannot-move", 0, 0),  # never below 0 (O40)
        (AllowanceInputs(movement=6, advance=True), "may-move", 12, -4),  # +6 in, -4 to skill rolls
        (AllowanceInputs(movement=6, advance=True, speed="fast"), "may-move", 15, -4),  # Fast: 9 instead of 6 (O42)
        (AllowanceInputs(movement=6, speed="fast"), "may-move", 6, 0),  # Fast only counts on an advance
        (AllowanceInputs(movement=2, stress=3, advance=True), "may-move", 6, -4),  # floor first, then advance (O40)
        (AllowanceInputs(movement=5.5, stress=1), "may-move", Fraction(9, 2), 0),
        (AllowanceInputs(movement=8, kind="vehicle", hit_points=6, hit_points_lost=4), "may-move", 6, 0),  # -2
        (AllowanceInputs(movement=8, kind="vehicle", hit_points=6, hit_points_lost=3), "may-move", 8, 0),  # half: none
        (AllowanceInputs(movement=8, kind="vehicle", hit_points=5, hit_points_lost=3), "may-move", 6, 0),
        (AllowanceInputs(movement=8, kind="non-vehicle", hit_points=6, hit_points_lost=5), "may-move", 8, 0),
        (AllowanceInputs(movement=8, kind="vehicle", backward=True), "may-move", 4, 0),  # half backward
        (AllowanceInputs(movement=7, kind="vehicle", backward=True), "may-move", Fraction(7, 2), 0),
        (AllowanceInputs(movement=8, kind="vehicle", backward=True, advance=True), "may-move", 7, -4),  # O41
        (AllowanceInputs(movement=8, kind="vehicle", backward=True, stress=2), "may-move", 3, 0),
        (AllowanceInputs(movement=6, backward=True), "may-move", 6, 0),  # only vehicles slow down
    ],
)
def test_the_movement_allowance(inputs, result, allowance, skill):
    outcome = move_allowance(inputs, None)
    assert outcome.result == result
    assert outcome.value("allowance") == allowance
    assert outcome.value("skill_modifier") == skill
    assert outcome.outcomes == ((result, Fraction(1)),)


@pytest.mark.parametrize(
    ("hit_points", "lost", "modifier"),
    [(6, 4, -1), (6, 3, 0), (1, 0, 0), (3, 2, -1)],
)
def test_a_worn_vehicle_is_at_minus_one_to_attribute_rolls(hit_points, lost, modifier):
    outcome = move_allowance(AllowanceInputs(kind="vehicle", hit_points=hit_points, hit_points_lost=lost), None)
    assert outcome.value("attribute_modifier") == modifier


@pytest.mark.parametrize(
    ("inputs", "result", "minimum"),
    [
        (AllowanceInputs(movement=12, kind="aircraft"), "may-move", 6),
        (AllowanceInputs(movement=12, kind="aircraft", stress=3), "may-move", 6),  # max 9, min still 6
        (AllowanceInputs(movement=12, kind="aircraft", stress=3, hit_points=4, hit_points_lost=3), "may-move", 6),
        (AllowanceInputs(movement=6, kind="aircraft", stress=1), "may-move", 3),  # 5 against 3
        (AllowanceInputs(movement=6, kind="aircraft", stress=3), "may-move", 3),  # exactly 3: it can (O43)
        (AllowanceInputs(movement=6, kind="aircraft", stress=3, hit_points=2, hit_points_lost=1), "may-move", 3),
        (AllowanceInputs(movement=6, kind="aircraft", stress=2, hit_points=3, hit_points_lost=2), "destroyed", 3),
        (AllowanceInputs(movement=9, kind="aircraft", advance=True), "may-move", Fraction(9, 2)),  # O43: printed Mov
    ],
)
def test_an_aircraft_must_move_half_its_original_movement(inputs, result, minimum):
    outcome = move_allowance(inputs, None)
    assert outcome.result == result
    assert outcome.value("minimum") == minimum
    assert outcome.effects.destroyed is (result == "destroyed")


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        (AllowanceInputs(advance=True, speed="slow"), "advance"),  # Slow: never an advance move
        (AllowanceInputs(kind="aircraft", backward=True), "backward"),  # aircraft only forward
        (AllowanceInputs(kind="vehicle", hit_points=4, hit_points_lost=4), "hit_points_lost"),
    ],
)
def test_it_refuses_a_move_the_rules_forbid(inputs, field):
    with pytest.raises(InvalidInput) as refusal:
        move_allowance(inputs, None)
    assert refusal.value.field == field


def test_a_slow_unit_still_moves_normally():
    assert move_allowance(AllowanceInputs(movement=4, speed="slow"), None).value("allowance") == 4


def test_an_advance_move_says_the_skill_penalty():
    steps = move_allowance(AllowanceInputs(advance=True), None).steps
    assert any("-4 for the rest of this activation" in step for step in steps)


@pytest.mark.parametrize(
    ("inputs", "result", "cost"),
    [
        (PathInputs(allowance=6, distance=6), "may-move", 6),
        (PathInputs(allowance=6, distance=6.5), "too-far", 6.5),
        (PathInputs(allowance=6, distance=4, slow_distance=2), "may-move", 6),  # slow counts double
        (PathInputs(allowance=6, distance=4, slow_distance=3), "too-far", 7),
        (PathInputs(allowance=6, distance=4, slow_distance=3, rugged=True), "may-move", 4),  # Rugged ignores it
        (PathInputs(allowance=6, distance=4, slow_distance=3, flying=True), "may-move", 4),  # Flying too
        (PathInputs(allowance=6, distance=3, levels_up=2), "may-move", 5),  # 1 in per level up
        (PathInputs(allowance=6, distance=3, levels_down=1), "may-move", 3),  # one level down is free
        (PathInputs(allowance=6, distance=3, levels_down=2), "may-move", 4),  # 1 in per 2 full levels
        (PathInputs(allowance=6, distance=3, levels_down=3), "may-move", 4),
        (PathInputs(allowance=6, distance=3, levels_down=4), "may-move", 5),
        (PathInputs(allowance=6, distance=3, levels_up=4), "too-far", 7),  # the climb must be paid in full
        (PathInputs(allowance=6, distance=3, levels_up=4, flying=True), "may-move", 3),  # height costs nothing
        (PathInputs(allowance=6, distance=4, barriers=2), "may-move", 6),  # +1 in a barrier
        (PathInputs(allowance=6, distance=5, barriers=2), "too-far", 7),
        (PathInputs(allowance=6, distance=5, barriers=2, flying=True), "may-move", 5),  # O45
        (PathInputs(allowance=6, distance=2, ends_on_barrier=True), "may-not-move", 2),
        (PathInputs(allowance=6, distance=2, ends_on_barrier=True, flying=True), "may-not-move", 2),  # O45
        (PathInputs(kind="vehicle", allowance=6, distance=3, levels_up=1), "may-not-move", 3),  # vehicles never climb
        (PathInputs(kind="vehicle", allowance=6, distance=3, levels_down=1), "may-not-move", 3),
        (PathInputs(kind="vehicle", flying=True, allowance=6, distance=3, levels_up=1), "may-move", 3),
        (PathInputs(kind="vehicle", allowance=6, distance=4, barriers=1, slow_distance=1), "may-move", 6),  # O46
        (PathInputs(kind="aircraft", allowance=12, distance=8, slow_distance=8, levels_up=3), "may-move", 8),
        (PathInputs(kind="aircraft", allowance=12, distance=5, minimum=6), "too-short", 5),
        (PathInputs(kind="aircraft", allowance=12, distance=6, minimum=6), "may-move", 6),
        (
            PathInputs(kind="aircraft", allowance=12, distance=2, minimum=6, leaves_battlefield=True),
            "leaves-battlefield",
            2,
        ),
        (PathInputs(kind="aircraft", allowance=12, distance=13, leaves_battlefield=True), "too-far", 13),
        (PathInputs(allowance=12, distance=5, minimum=6), "may-move", 5),  # only aircraft have a minimum
    ],
)
def test_the_cost_of_a_path(inputs, result, cost):
    outcome = terrain_cost(inputs, None)
    assert outcome.result == result
    assert outcome.value("cost") == Fraction(str(cost))


def test_it_says_what_is_left():
    assert terrain_cost(PathInputs(allowance=9, distance=4, barriers=1), None).value("left") == 4


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        (PathInputs(distance=2, slow_distance=3), "slow_distance"),
        (PathInputs(leaves_battlefield=True), "leaves_battlefield"),  # no model may move off the board
        (PathInputs(kind="vehicle", leaves_battlefield=True), "leaves_battlefield"),
    ],
)
def test_it_refuses_a_path_that_cannot_be(inputs, field):
    with pytest.raises(InvalidInput) as refusal:
        terrain_cost(inputs, None)
    assert refusal.value.field == field


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        (FormationInputs(horizontal=4), "in-formation"),  # within includes 4 in
        (FormationInputs(horizontal=4.1), "out-of-formation"),
        (FormationInputs(horizontal=3, levels=1), "in-formation"),  # a level counts 1 in
        (FormationInputs(horizontal=3.5, levels=1), "out-of-formation"),
        (FormationInputs(horizontal=1, levels=4), "out-of-formation"),
        (FormationInputs(horizontal=8, skirmishers=True), "in-formation"),  # Skirmishers: 8 in
        (FormationInputs(horizontal=8.5, skirmishers=True), "out-of-formation"),
        (FormationInputs(horizontal=6, levels=2, skirmishers=True), "in-formation"),
        (FormationInputs(horizontal=2, sight="obstructed"), "in-formation"),  # clear or obstructed will do
        (FormationInputs(horizontal=2, sight="blocked"), "out-of-formation"),  # the leader must see it
    ],
)
def test_formation(inputs, result):
    assert formation(inputs, None).result == result


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        (LeaveInputs(was_within=True, farthest=3), "free-attack"),
        (LeaveInputs(was_within=True, farthest=1), "no-free-attack"),  # never more than 1 in away
        (LeaveInputs(was_within=True, farthest=1.1), "free-attack"),
        (LeaveInputs(was_within=False, farthest=3), "no-free-attack"),
        (LeaveInputs(farthest=3, enemy_kind="vehicle"), "no-free-attack"),  # vehicles give none
        (LeaveInputs(farthest=3, enemy_kind="aircraft"), "no-free-attack"),  # aircraft are vehicles
        (LeaveInputs(farthest=3, only_unwieldy=True), "no-free-attack"),  # O58
    ],
)
def test_leaving_assault_range(inputs, result):
    outcome = leave_assault_range(inputs, None)
    assert outcome.result == result


def test_the_free_attack_counts_as_in_assault_range():
    steps = " ".join(leave_assault_range(LeaveInputs(), None).steps)
    assert "as if in assault range" in steps and "does not count as its activation" in steps


@pytest.mark.parametrize("name", OURS)
def test_they_take_no_dice(name):
    procedure = catalog.get(f"open-fire/{name}")
    assert procedure.rolls == () and procedure.dice_counts(procedure.defaults()) == (0,)
    inputs = procedure.defaults()
    assert procedure.resolve(inputs, []).result == procedure.resolve(inputs, None).result
    with pytest.raises(ValueError, match="No dice"):
        procedure.resolve(inputs, [6])


def test_the_rulings_are_o40_to_o59_and_cited():
    ids = [ruling.id for ruling in RULINGS]
    assert ids == [f"O{n}" for n in range(40, 60)]
    assert {ruling.topic for ruling in RULINGS} == {"Movement, objectives and vehicles"}
    cited = {ruling for name in OURS for ruling in catalog.get(f"open-fire/{name}").rulings}
    assert cited == set(ids)
