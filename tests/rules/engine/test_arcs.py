"""Arcs of fire, pivoting and the side a shot meets (rules/engine/procedures/arcs.py), one row per case with the
book's own numbers: Arc of fire (rulebook lines 460-464), the action list (213-214: pivoting, turning a turret), AT and
AA guns in buildings or bunkers (306), the turret jam (623), overwatch and covering fire within the arc (849, 855),
the four armour sectors and the top armour (235-244), and the solo rules' AT gun firing angle (1125)."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.procedures.arcs import ARC, in_arc, side_hit
from rules.engine.solitaire.behaviour import Actor, Sighting, target_order
from tests.rules.engine.helpers import run

# --- Which weapons bear without turning (lines 461-464) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "in_arc_now"),
    [
        ({"shooter": "infantry", "target_angle": 0}, True),
        ({"shooter": "infantry", "target_angle": 90}, True),  # 180 degrees: 90 either side, the edge inside
        ({"shooter": "infantry", "target_angle": 91}, False),
        ({"shooter": "turret-vehicle", "turret_angle": 45}, True),  # a turret's 90 degrees: 45 either side
        ({"shooter": "turret-vehicle", "turret_angle": 45.5}, False),
        ({"shooter": "turret-vehicle", "turret_angle": 10, "target_angle": 170}, True),  # the turret points at it
        ({"shooter": "turretless-vehicle", "target_angle": 30}, True),  # 60 degrees: 30 either side
        ({"shooter": "turretless-vehicle", "target_angle": 31}, False),
        ({"shooter": "support-weapon", "target_angle": 30}, True),  # support weapons take the 60 degrees
        ({"shooter": "support-weapon", "target_angle": 40}, False),
    ],
)
def test_it_measures_each_units_arc(raw, in_arc_now):
    outcome = run("arc-of-fire", **raw)
    assert outcome.result == (
        "may-fire" if in_arc_now else "turn-turret-first" if "turret_angle" in raw else "pivot-first"
    )
    assert outcome.value("actions_to_turn") == (0 if in_arc_now else 1)
    assert outcome.dice == ()


@pytest.mark.parametrize(
    ("angle", "arc", "inside"),
    [(90, 180, True), (90.1, 180, False), (45, 90, True), (46, 90, False), (30, 60, True), (30.5, 60, False)],
)
def test_an_arc_is_the_whole_angle_centred_on_the_front(angle, arc, inside):
    assert in_arc(angle, arc) is inside


def test_the_arcs_are_the_books_degrees():
    assert ARC == {"infantry": 180, "turret": 90, "hull": 60, "support-weapon": 60}


@pytest.mark.parametrize(
    ("raw", "bearing"),
    [
        ({"turret_angle": 20, "target_angle": 20, "hull_weapon": True}, ("turret", "hull")),
        ({"turret_angle": 20, "target_angle": 50, "hull_weapon": True}, ("turret",)),  # the hull MG has 30 a side
        ({"turret_angle": 80, "target_angle": 10, "hull_weapon": True}, ("hull",)),
        ({"turret_angle": 20, "target_angle": 10, "hull_weapon": False}, ("turret",)),
    ],
)
def test_a_turret_vehicle_fires_what_bears_turret_and_hull_apart(raw, bearing):
    outcome = run("arc-of-fire", shooter="turret-vehicle", **raw)
    assert outcome.result == "may-fire"
    assert outcome.value("weapons_in_arc") == bearing


# --- Turning: one action (line 464, the action list 213-214) -----------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "result", "cost", "fires_now"),
    [
        ({"shooter": "infantry", "target_angle": 120}, "pivot-first", 1, True),  # 2 actions: pivot, then fire
        ({"shooter": "infantry", "target_angle": 120, "actions_left": 1}, "pivot-first", 1, False),
        ({"shooter": "infantry", "target_angle": 120, "actions_left": 0}, "pivot-first", 1, False),
        ({"shooter": "turret-vehicle", "turret_angle": 100}, "turn-turret-first", 1, True),
        ({"shooter": "turret-vehicle", "turret_angle": 100, "cannot_move": True}, "turn-turret-first", 1, True),
        ({"shooter": "turret-vehicle", "turret_angle": 100, "turret_jammed": True}, "pivot-first", 1, True),
        ({"shooter": "turret-vehicle", "turret_angle": 100, "turret_jammed": True, "actions_left": 3}, "pivot-first", 1, True),
        ({"shooter": "turretless-vehicle", "target_angle": 90}, "pivot-first", 1, True),
        ({"shooter": "support-weapon", "target_angle": 90, "actions_left": 1}, "pivot-first", 1, False),  # move or shoot
        # Cannot turn at all: nothing may fire at it.
        ({"shooter": "turretless-vehicle", "target_angle": 90, "cannot_move": True}, "may-not-fire", None, False),
        ({"shooter": "turret-vehicle", "turret_angle": 100, "turret_jammed": True, "cannot_move": True}, "may-not-fire", None, False),
        ({"shooter": "support-weapon", "target_angle": 90, "emplaced": True}, "may-not-fire", None, False),
        # The same gun inside its arc fires from its building or bunker.
        ({"shooter": "support-weapon", "target_angle": 20, "emplaced": True}, "may-fire", 0, True),
    ],
)  # fmt: skip
def test_it_costs_one_action_to_pivot_or_turn_the_turret(raw, result, cost, fires_now):
    outcome = run("arc-of-fire", **raw)
    assert outcome.result == result
    assert outcome.value("actions_to_turn") == cost
    assert outcome.value("may_fire_this_activation") is fires_now


@pytest.mark.parametrize(
    ("raw", "result"),
    [
        ({"shooter": "infantry", "target_angle": 100}, "out-of-arc"),
        ({"shooter": "support-weapon", "target_angle": 35}, "out-of-arc"),
        ({"shooter": "turret-vehicle", "turret_angle": 60}, "out-of-arc"),
        ({"shooter": "support-weapon", "target_angle": 25, "actions_left": 0}, "may-fire"),  # no action needed
    ],
)
def test_overwatch_and_covering_fire_reach_only_inside_the_arc(raw, result):
    """Lines 849 and 855: both are possible within the arc of fire; in the enemy's turn nothing pivots."""
    outcome = run("arc-of-fire", reaction=True, **raw)
    assert outcome.result == result
    assert outcome.value("may_fire_this_activation") is (result == "may-fire")


def test_it_says_the_arc_and_the_cost_in_steps():
    steps = run("arc-of-fire", shooter="support-weapon", target_angle=40, actions_left=1).steps
    assert steps == (
        "The gun: the target is 40 degrees off, outside the 60-degree arc (30 each side).",
        "Pivoting to face it costs 1 action.",
        "With 1 action left it may turn now and fire in a later activation.",
    )
    steps = run("arc-of-fire", shooter="support-weapon", target_angle=40, emplaced=True).steps
    assert steps[-1] == "An AT or AA gun placed in a building or bunker may not be moved, so it cannot pivot."


# --- The solo rules' AT gun (line 1125) keeps to the same firing angle --------------------------------------------


@pytest.mark.parametrize(("angle", "shot_at"), [(0, True), (30, True), (31, False), (90, False)])
def test_the_solo_at_gun_takes_the_afvs_in_the_arc_this_calculator_gives(angle, shot_at):
    arc = run("arc-of-fire", shooter="support-weapon", target_angle=angle)
    gun = Actor(ref=1, label="Pak 40", unit_type="support-weapon", quality="regular", role="at-gun", ap=12)
    tank = Sighting(
        ref=7, label="Sherman", unit_type="afv", points=60, band="medium", armour=3,
        in_arc=arc.value("weapons_in_arc") != (),
    )  # fmt: skip
    assert (tank in target_order(gun, (tank,))) is shot_at


# --- Which armour a shot meets (lines 235-244) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "side"),
    [
        ({"shooter_angle": 0}, "front"),
        ({"shooter_angle": 45}, "front"),  # a boundary meets the front
        ({"shooter_angle": 46}, "side"),
        ({"shooter_angle": 90}, "side"),
        ({"shooter_angle": 134.5}, "side"),
        ({"shooter_angle": 135}, "rear"),  # and the rear
        ({"shooter_angle": 180}, "rear"),
        # Line 244: bombing runs, arching artillery and shots aimed at the turret meet the top armour.
        ({"shooter_angle": 0, "fire": "bombs"}, "top"),
        ({"shooter_angle": 90, "fire": "arching-artillery"}, "top"),
        ({"shooter_angle": 180, "fire": "aimed-at-turret"}, "top"),
    ],
)
def test_it_finds_the_armour_the_shot_meets(raw, side):
    outcome = run("armour-facing", **raw)
    assert outcome.result == side == outcome.value("side")


@pytest.mark.parametrize(("angle", "side"), [(0, "front"), (45, "front"), (100, "side"), (135, "rear")])
def test_the_sides_are_the_same_quarters_everywhere(angle, side):
    assert side_hit(angle) == side


def test_it_leads_to_the_armour_in_cover():
    steps = run("armour-facing", shooter_angle=100).steps
    assert steps[1] == "The shot meets the side armour: read that value from the card (front/side/rear/top)."
    assert "R33" in steps[2]


def test_the_new_procedures_name_book_sections_and_take_no_dice():
    for procedure_id in ("arc-of-fire", "armour-facing"):
        procedure = catalog.get(procedure_id)
        assert procedure.rolls == () and procedure.dice_counts(procedure.defaults()) == (0,)
        with pytest.raises(ValueError, match="No dice are rolled here"):
            procedure.resolve(procedure.defaults(), [3])
    assert catalog.get("arc-of-fire").section == "Arc of fire"
    assert catalog.get("armour-facing").section == "Armor"
