"""Manning abandoned vehicles: soldiers climb into an empty vehicle, theirs or the enemy's, and it acts for
their player with the manning table's penalties; lost again, it scores against the side that manned it."""

from __future__ import annotations

import pytest
from django.utils import translation

from battles.models import Battle, BattleUnit
from battles.services import command, turns
from battles.services.rolls import battle_roll
from battles.services.voids import void_last
from battles.table import duties, forces
from battles.table.prefill import action_rolls, prefill
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import key, state, unit_of
from tests.battles.pages import phone, words


def de(unit) -> str:
    """A unit's label on a German page, without the player's name the reveal added (own_label_said): the line names him."""
    with translation.override("de"):
        return unit.own_label_said


@pytest.fixture
def empty_truck(convoy_play):
    """Ben's first truck stands abandoned (its driver fell); Anna's LMG team (two men) is activated."""
    battle, anna, ben = convoy_play
    truck = unit_of(ben, "de-opel-blitz")
    BattleUnit.objects.filter(pk=truck.pk).update(status="abandoned", crew_alive=0)  # how it emptied is not the point
    lmg = unit_of(anna, "de-lmg-team")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=lmg.pk, key=key())
    return battle, anna, ben, truck, lmg


def man(battle, seat, vehicle):
    return command.unit_action(code=battle.code, seat_id=seat.pk, action="man", others=[vehicle.pk], key=key())


def test_soldiers_man_an_enemy_truck_and_it_acts_for_their_player(empty_truck):
    battle, anna, ben, truck, lmg = empty_truck
    entry = man(battle, anna, truck)
    assert f"{lmg.label} mans {truck.label}" in entry.summary and "no weapons" in entry.summary
    truck.refresh_from_db()
    lmg.refresh_from_db()
    assert (truck.status, truck.crew_alive, lmg.status) == ("active", 2, "crewing")
    assert state(battle)["active"] == ben.pk  # manning ends the soldiers' activation: Ben's turn
    with pytest.raises(Refused, match="Pick one of your own units"):
        turns.activate(code=battle.code, seat_id=ben.pk, unit_id=truck.pk, key=key())  # his truck no more
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=unit_of(ben, "de-lmg-team").pk, key=key())
    turns.spend_action(code=battle.code, seat_id=ben.pk, action="move", key=key())
    turns.end_activation(code=battle.code, seat_id=ben.pk, key=key())  # back to Anna
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=truck.pk, key=key())
    assert action_rolls(truck, manned=True)["move"][0] == "captured-vehicle-move"
    filled = prefill(
        catalog.get("captured-vehicle-move"),
        BattleUnit.objects.select_related("seat").get(pk=truck.pk),
        Battle.objects.get(pk=battle.pk),
    )
    assert filled["vehicle_type"] == ["unarmed-transport"] and filled["crew_type"] == ["infantry"]
    assert filled["movement"] == ["wheeled"]
    assert "Man an abandoned vehicle" not in words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))


def test_a_manned_vehicle_lost_again_scores_against_the_side_that_manned_it(empty_truck):
    battle, anna, ben, truck, lmg = empty_truck
    man(battle, anna, truck)
    BattleUnit.objects.filter(pk=truck.pk).update(crew_alive=1)
    battle_roll(
        code=battle.code, seat_id=ben.pk, procedure_id="effect-crew", key=key(), target_id=truck.pk,
        data={"dice": ["1,1"], "crew_of": ["vehicle"], "crew_alive": ["1"]},
    )  # fmt: skip
    truck.refresh_from_db()
    lmg.refresh_from_db()
    assert (truck.status, lmg.status) == ("abandoned", "dead")
    assert state(battle)["combat_score"].get("B") == truck.points and not state(battle)["combat_score"].get("A")


@pytest.mark.parametrize(("who", "what", "message"), [
    ("lmg", "live-truck", "Pick an abandoned enemy vehicle"),
    ("mg", "empty-truck", "Only soldiers and officers"),
])  # fmt: skip
def test_only_soldiers_man_and_only_abandoned_vehicles(convoy_play, who, what, message):
    battle, anna, ben = convoy_play
    truck = unit_of(ben, "de-opel-blitz")
    if what == "empty-truck":
        BattleUnit.objects.filter(pk=truck.pk).update(status="abandoned", crew_alive=0)
    acting = unit_of(anna, "de-lmg-team" if who == "lmg" else "de-mg42-hmg")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=acting.pk, key=key())
    before = state(battle)
    with pytest.raises(Refused, match=message):
        man(battle, anna, truck)
    assert state(battle) == before


def test_manning_can_be_taken_back(empty_truck):
    battle, anna, _, truck, lmg = empty_truck
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert f"Man an abandoned vehicle Ben’s {truck.own_label_said}" in page  # his name once: before it
    german = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de")
    assert f"{de(truck)} von Ben" in words(german) and "Ben’s" not in words(german)
    man(battle, anna, truck)
    void_last(code=battle.code, seat_id=anna.pk, reason="too far away", key=key())
    truck.refresh_from_db()
    lmg.refresh_from_db()
    assert (truck.status, lmg.status) == ("abandoned", "active") and not state(battle).get("manned")


def test_the_soldiers_who_man_a_vehicle_stop_acting_on_their_own(empty_truck):
    # Review finding: the crewing soldiers could still move as their own unit in the same activation.
    battle, anna, _, truck, lmg = empty_truck
    entry = man(battle, anna, truck)
    assert state(battle)["activation"] is None and "Ben activates next" in entry.summary
    with pytest.raises(Refused, match="crews the vehicle it manned"):  # nor can it spend what it had left
        battle.refresh_from_db()
        battle.state = {**battle.state, "active": anna.pk, "activation": {"unit": lmg.pk, "allowed": 2, "used": 1}}
        battle.save()
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())


def test_a_sides_own_abandoned_vehicle_is_not_taken_over(convoy_play):
    # The book: abandoned vehicles can be taken over by *enemy* infantry (Manning abandoned vehicles).
    battle, anna, _ = convoy_play
    own = unit_of(anna, "de-opel-blitz")
    BattleUnit.objects.filter(pk=own.pk).update(status="abandoned", crew_alive=0)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit_of(anna, "de-lmg-team").pk, key=key())
    with pytest.raises(Refused, match="abandoned enemy vehicle"):
        man(battle, anna, own)


def test_the_side_that_manned_a_vehicle_gives_it_duties_and_counts_its_action(empty_truck):
    # Review findings: the old owner still gave the vehicle duties, and his pool still counted it.
    battle, anna, ben, truck, lmg = empty_truck
    man(battle, anna, truck)
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # the host ends turn 1
    with pytest.raises(Refused, match="your own units"):
        command.declare_duties(code=battle.code, seat_id=ben.pk, duties_by_unit={truck.pk: "overwatch"}, key=key())
    command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={truck.pk: "overwatch"}, key=key())
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["5,2"]}, key=key())
    anna.refresh_from_db()
    ben.refresh_from_db()
    units = list(BattleUnit.objects.filter(battle=battle))
    ben_pool = forces.action_pool_now([u for u in units if u.seat_id == ben.pk and u.pk != truck.pk], 0)[0]
    anna_pool = forces.action_pool_now([u for u in units if u.seat_id == anna.pk], 0)[0] + 1  # + the truck
    counters = state(battle)["actions"]
    assert (counters[str(anna.pk)], counters[str(ben.pk)]) == (anna_pool, ben_pool)


def test_soldiers_man_an_abandoned_enemy_gun_and_fire_it_at_minus_one(convoy_play):
    battle, anna, ben = convoy_play
    flak = unit_of(ben, "de-flak38")
    BattleUnit.objects.filter(pk=flak.pk).update(status="abandoned", crew_alive=0)  # how it emptied is not the point
    lmg = unit_of(anna, "de-lmg-team")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=lmg.pk, key=key())
    entry = man(battle, anna, flak)
    assert f"{lmg.label} mans {flak.label}: an enemy weapon, −1 on every attack roll" in entry.summary
    flak.refresh_from_db()
    assert (flak.status, flak.crew_alive) == ("active", 2)  # the LMG team's two men, of its crew
    filled = prefill(catalog.get("attack"), BattleUnit.objects.select_related("seat").get(pk=flak.pk),
                     Battle.objects.get(pk=battle.pk))  # fmt: skip
    assert filled["scavenged"] == ["true"] and "new_crew" not in filled
    fresh = Battle.objects.get(pk=battle.pk)
    assert BattleUnit.objects.filter(duties.controlled(fresh, anna), battle=fresh, pk=flak.pk).exists()  # Anna's now
    assert not BattleUnit.objects.filter(duties.controlled(fresh, ben), battle=fresh, pk=flak.pk).exists()
