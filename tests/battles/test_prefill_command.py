"""Roll forms pre-filled from command and carriage: an ordered unit has its officer nearby (R24), a passenger
fires from a moving vehicle, a towing vehicle moves at half distance (R11); and the rolls planes, AA guns
and vehicles are offered."""

from __future__ import annotations

import pytest

from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import command, turns
from battles.table.prefill import FREE_ROLLS, action_rolls, prefill
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import key, unit_of


def form(battle, procedure, u):
    return prefill(
        catalog.get(procedure), BattleUnit.objects.select_related("seat").get(pk=u.pk), Battle.objects.get(pk=battle.pk)
    )


def test_a_unit_acting_on_orders_has_its_officer_nearby(convoy_play):
    battle, anna, _ = convoy_play
    lmg = unit_of(anna, "de-lmg-team")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=lmg.pk, key=key())
    assert "officer_nearby" not in form(battle, "attack", lmg)  # no orders: the player says
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=officer.pk, key=key())
    command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=lmg.pk, key=key())
    assert form(battle, "attack", lmg)["officer_nearby"] == ["true"]


def test_a_passenger_fires_from_a_moving_vehicle_until_it_dismounts(convoy_play):
    battle, anna, _ = convoy_play
    rider = unit_of(anna, "de-rifleman")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rider.pk, key=key())
    assert form(battle, "attack", rider)["firing_from_moving"] == ["true"]
    command.unit_action(code=battle.code, seat_id=anna.pk, action="dismount", key=key())
    assert "firing_from_moving" not in form(battle, "attack", rider)


def test_a_truck_towing_its_gun_moves_at_half_distance_until_it_unhitches(convoy_play):
    battle, anna, _ = convoy_play
    truck = unit_of(anna, "de-opel-blitz")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=truck.pk, key=key())
    assert form(battle, "vehicle-move", truck)["towing"] == ["true"]
    command.unit_action(code=battle.code, seat_id=anna.pk, action="unhitch", key=key())
    assert "towing" not in form(battle, "vehicle-move", truck)
    other = BattleUnit.objects.filter(seat=anna, profile_key="de-opel-blitz").order_by("ref").last()
    assert "towing" not in form(battle, "vehicle-move", other)


# One row per kind of unit: what its shoot and move actions may roll (Planes, AA guns, Vehicles).
@pytest.mark.parametrize(
    ("unit_type", "stats", "action", "has", "lacks"),
    [
        ("plane", {"blast": "bombs"}, "shoot", "bombing-run", "strafing-run"),
        ("plane", {"blast": None, "attacks_per_turn": 3}, "shoot", "strafing-run", "bombing-run"),
        ("support-weapon", {"blast": "37-47mm", "attacks_per_turn": 2}, "shoot", "aa-fire", "mg-suppression"),
        ("support-weapon", {"blast": "75-88mm", "attacks_per_turn": 1}, "shoot", "attack", "aa-fire"),
        ("afv", {}, "move", "run-over", "foot-move"),
        ("transport", {}, "move", "ram-support-weapon", "foot-move"),
        ("infantry", {}, "move", "foot-move", "run-over"),
    ],
)
def test_each_kind_of_unit_is_offered_its_rolls(unit_type, stats, action, has, lacks):
    rolls = action_rolls(BattleUnit(unit_type=unit_type, stats=stats, weapons=[]))
    assert has in rolls[action] and lacks not in rolls.get(action, ())
    assert "move" not in rolls or unit_type != "plane"


MORTAR = {"kind": "light-mortar", "slot": "primary", "he": 9, "small_arms": 0}
RIFLE = {"kind": "rifle", "slot": "primary", "he": 0, "small_arms": 5}


@pytest.mark.parametrize(
    ("unit_type", "stats", "weapon", "shot", "aims"),
    [
        ("infantry", {"blast": "37-47mm"}, MORTAR, "artillery-accuracy", False),  # a mortar team (5 cm leGrW 36)
        ("infantry", {}, RIFLE, "attack", True),
        ("squad-leader", {}, RIFLE, "attack", True),
    ],
)
def test_a_mortar_teams_shoot_opens_its_accuracy_roll_and_is_never_one_tapped(unit_type, stats, weapon, shot, aims):
    """Shoot on a mortar team opened the attack roll with no attack value to take over (a play-test's dead end: the
    form asked for it three times). Its shot is the accuracy roll, and the picker's one tap at the rifles' aim is not
    offered to it."""
    unit = BattleUnit(unit_type=unit_type, stats=stats, weapons=[weapon])
    verbs = selectors._verbs(unit, {}, False)["verbs"]
    assert next(v.procedure for v in verbs if v.action == "shoot") == shot
    group = selectors.PickGroup("team", [selectors.UnitChoice(unit, 2, "")])
    assert group.on_foot is aims


def test_reactions_in_the_enemys_turn_are_free_rolls():
    assert {"overwatch", "aa-fire", "dogfight", "mg-stop-afv", "structure-fire"} <= set(FREE_ROLLS)
    assert all(catalog.get(p) is not None for p in FREE_ROLLS)
