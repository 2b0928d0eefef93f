"""T1, a house rule for the missing table of transported units firing: with it, a passenger fires only from a tank,
an open-topped vehicle or horseback; without it, any passenger may fire (at -2, the attack table's value)."""

from __future__ import annotations

import pytest

from battles.models import Battle, BattleUnit
from battles.services import lobby, turns
from battles.table.prefill import prefill
from bof_site.refusals import Refused
from rules.engine import catalog
from rules.rulings import BY_ID
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import convoy, initiative, key, ready_to_play

ATTACK = {"attack_value": ["9"], "distance": ["60"], "units": ["cm"], "dice": ["1,1,1,1"]}


def convoy_battle(make_battle, *house_rules):
    battle, anna = make_battle(house_rules=house_rules)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat in (anna, ben):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=convoy(), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    rider = next(u for u in BattleUnit.objects.filter(seat=anna, profile_key="de-rifleman") if u.rides_in)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rider.pk, key=key())
    return Battle.objects.get(pk=battle.pk), anna, ben, rider


def shoot(battle, seat):
    return turns.action_roll(code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack", data=ATTACK,
                             key=key())  # fmt: skip


def test_with_the_house_rule_a_passenger_of_a_closed_truck_may_not_fire(make_battle):
    battle, anna, _ben, rider = convoy_battle(make_battle, "T1")
    with pytest.raises(Refused, match="only tank riders and passengers of open vehicles fire"):
        shoot(battle, anna)
    assert Battle.objects.get(pk=battle.pk).roll_count == battle.roll_count  # nothing rolled


def test_without_it_any_passenger_fires_at_minus_two(make_battle):
    battle, anna, _ben, rider = convoy_battle(make_battle)
    filled = prefill(catalog.get("attack"), BattleUnit.objects.select_related("seat").get(pk=rider.pk), battle)
    assert filled["firing_from_moving"] == ["true"]  # the attack table's -2 for infantry firing from a vehicle
    assert shoot(battle, anna).entry.kind == "roll"


def test_the_house_rule_is_offered_with_the_others_and_explained():
    assert BY_ID["T1"].house_rule and "open-topped" in BY_ID["T1"].house_rule
    assert "T1" in lobby.SWITCHABLE and "T2" not in lobby.SWITCHABLE
