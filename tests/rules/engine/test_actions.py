"""Actions: the action pool (R22) and the actions per activation of each unit type (R23, R26), one row
per rulebook case."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.procedures import actions
from tests.rules.engine.helpers import run


def pool(**raw):
    outcome = run("action-pool", **{"officers": 0, **raw})
    assert outcome.result == "pool"
    return outcome


# R22: one action per model, one more per vehicle, support weapon and plane; losses take theirs away.
@pytest.mark.parametrize(
    ("force", "expected"),
    [
        ({"soldiers": 10, "crew_members": 1, "vehicles": 1}, 12),  # the book's 10 soldiers and a car with a driver
        ({"officers": 1, "squad_leaders": 1, "soldiers": 8}, 10),
        ({"soldiers": 3, "support_weapons": 1}, 4),  # a support weapon and its crew of three
        ({"crew_members": 5, "vehicles": 1}, 6),  # a tank and its crew of five
        ({"crew_members": 1, "planes": 1}, 2),  # a plane and its pilot
        (
            {"officers": 1, "squad_leaders": 2, "soldiers": 16, "crew_members": 4, "vehicles": 2, "support_weapons": 1},
            26,
        ),
        ({}, 0),
    ],
)
def test_it_gives_one_action_per_model_and_one_more_per_machine(force, expected):
    assert pool(**force).value("pool") == expected


@pytest.mark.parametrize(
    ("losses", "expected"),
    [
        ({"soldiers_lost": 2}, 10),
        ({"crew_members_lost": 1, "vehicles_lost": 1}, 10),  # the car and its driver
        ({"soldiers_lost": 10, "crew_members_lost": 1, "vehicles_lost": 1}, 0),
    ],
)
def test_it_takes_away_the_actions_of_each_loss(losses, expected):
    assert pool(soldiers=10, crew_members=1, vehicles=1, **losses).value("pool") == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ({"ranking_officer_dead": "true", "officer_orders": 3}, 7),  # 11 - the officer - his 3 orders
        ({"ranking_officer_dead": "true", "officer_orders": 3, "officers_lost": 1}, 7),  # counted once
        ({"ranking_officer_dead": "true", "officer_orders": 0}, 10),
        ({"ranking_officer_dead": "false", "officer_orders": 3}, 11),  # orders only count once he is dead
    ],
)
def test_it_removes_a_dead_ranking_officers_orders_for_the_rest_of_the_game(raw, expected):
    outcome = pool(officers=1, soldiers=10, **raw)
    assert outcome.value("pool") == expected


def test_it_never_loses_more_than_it_has():
    assert pool(officers=1, soldiers=2, soldiers_lost=5).value("pool") == 1
    assert pool(officers=1, ranking_officer_dead="true", officer_orders=5).value("pool") == 0


def test_it_shows_the_sum_of_the_pool():
    steps = pool(soldiers=10, crew_members=1, vehicles=1).steps
    assert "10 soldiers + 1 crew member = 11" in steps[0]
    assert "1 vehicle = 1" in steps[1]
    assert steps[-1] == "Action pool: 11 + 1 = 12 actions per turn."


# Actions per activation: the table of unit types.
@pytest.mark.parametrize(
    ("raw", "result", "actions_left"),
    [
        ({"unit_type": "ranking-officer"}, "actions-2", 2),
        ({"unit_type": "squad-leader"}, "actions-2", 2),
        ({"unit_type": "infantry"}, "actions-2", 2),
        ({"unit_type": "heavy-gear"}, "actions-1", 1),
        ({"unit_type": "support-weapon"}, "actions-1", 1),
        ({"unit_type": "machine-gun"}, "actions-2", 2),
        ({"unit_type": "transport"}, "actions-2", 2),
        ({"unit_type": "afv", "crew_needed": 5, "crew_alive": 5}, "actions-2", 2),
        ({"unit_type": "afv", "crew_needed": 3, "crew_alive": 3}, "actions-2", 2),
        ({"unit_type": "afv", "crew_needed": 6, "crew_alive": 6}, "actions-3", 3),
        ({"unit_type": "plane-bombing"}, "actions-1", 1),
        ({"unit_type": "plane-strafing", "plane_guns": 4}, "actions-4", 4),
        ({"unit_type": "plane-strafing", "plane_guns": 0}, "cannot-act", 0),
    ],
)
def test_it_gives_each_unit_type_its_actions(raw, result, actions_left):
    outcome = run("actions-per-activation", **raw)
    assert outcome.result == result
    assert outcome.value("actions") == actions_left


def test_it_forbids_the_triple_move_of_a_big_afv():
    outcome = run("actions-per-activation", unit_type="afv", crew_needed=7, crew_alive=7)
    assert outcome.value("triple_move") is False


def test_it_lets_a_machine_gun_shoot_twice():
    assert run("actions-per-activation", unit_type="machine-gun").value("double_burst") is True


def test_it_has_a_squad_leader_spend_one_action_per_soldier_rallied():
    assert "R23" in " ".join(run("actions-per-activation", unit_type="squad-leader").steps)


# R26, below half crew (strictly): vehicles lose one action; support weapons every other turn. R30: an MG loses its
# double burst from half its crew lost (1 of 2 already), so it keeps one action.
@pytest.mark.parametrize(
    ("raw", "result", "below_half"),
    [
        ({"unit_type": "afv", "crew_needed": 5, "crew_alive": 2}, "actions-1", True),
        ({"unit_type": "afv", "crew_needed": 4, "crew_alive": 2}, "actions-2", False),  # half is not below half
        ({"unit_type": "afv", "crew_needed": 6, "crew_alive": 2}, "actions-2", True),
        ({"unit_type": "afv", "crew_needed": 6, "crew_alive": 3}, "actions-3", False),
        ({"unit_type": "transport", "crew_needed": 3, "crew_alive": 1}, "actions-1", True),
        ({"unit_type": "transport", "crew_needed": 2, "crew_alive": 0}, "cannot-act", True),
        ({"unit_type": "support-weapon", "crew_needed": 3, "crew_alive": 1}, "actions-1", True),
        (
            {"unit_type": "support-weapon", "crew_needed": 3, "crew_alive": 1, "acted_last_turn": "true"},
            "cannot-act",
            True,
        ),
        (
            {"unit_type": "support-weapon", "crew_needed": 4, "crew_alive": 2, "acted_last_turn": "true"},
            "actions-1",
            False,
        ),
        ({"unit_type": "machine-gun", "crew_needed": 3, "crew_alive": 1}, "actions-1", True),
        ({"unit_type": "machine-gun", "crew_needed": 2, "crew_alive": 1}, "actions-1", False),  # R30
        (
            {"unit_type": "machine-gun", "crew_needed": 3, "crew_alive": 1, "acted_last_turn": "true"},
            "cannot-act",
            True,
        ),
        ({"unit_type": "heavy-gear", "crew_needed": 3, "crew_alive": 1}, "cannot-act", True),
    ],
)
def test_it_applies_the_below_half_crew_penalties(raw, result, below_half):
    outcome = run("actions-per-activation", **raw)
    assert outcome.result == result
    assert outcome.value("below_half_crew") is below_half


def test_it_takes_the_double_burst_from_a_machine_gun_below_half_crew():
    outcome = run("actions-per-activation", unit_type="machine-gun", crew_needed=3, crew_alive=1)
    assert outcome.value("double_burst") is False
    assert outcome.value("every_other_turn") is True


@pytest.mark.parametrize("unit_type", ["ranking-officer", "squad-leader", "infantry", "plane-bombing"])
def test_it_ignores_crew_for_units_without_one(unit_type):
    outcome = run("actions-per-activation", unit_type=unit_type, crew_needed=4, crew_alive=0)
    assert outcome.value("below_half_crew") is None
    assert outcome.value("actions") >= 1


# Every procedure of the chapter: a preview whose odds sum to exactly 1, and dice refused (none are rolled).
by_id = pytest.mark.parametrize("procedure", actions.PROCEDURES, ids=lambda p: p.id)


@by_id
def test_it_previews_odds_that_sum_to_exactly_one(procedure):
    preview = procedure.resolve(procedure.defaults(), None)
    assert sum(p for _name, p in preview.outcomes) == 1
    assert preview.steps


@by_id
@pytest.mark.parametrize("dice", [[3], [0], [7], [3, 3]])
def test_it_refuses_bad_dice(procedure, dice):
    with pytest.raises(ValueError):
        procedure.resolve(procedure.defaults(), dice)


@by_id
def test_it_accepts_an_empty_roll(procedure):
    assert procedure.resolve(procedure.defaults(), []).result is not None


@pytest.mark.parametrize(
    ("procedure_id", "rulings"), [("action-pool", ("R22",)), ("actions-per-activation", ("R23", "R26", "R30"))]
)
def test_it_cites_the_rulings_it_follows(procedure_id, rulings):
    assert catalog.get(procedure_id).rulings == rulings
