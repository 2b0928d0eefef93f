"""The enemy's choices that need more than one sighting: several of the player's units seen (the one threatening the
objective first), its ranking officer's orders (the units the player says he reaches, ordered best first, then
activated by the app one after another), and a soldier taking up what lies abandoned in reach."""

from __future__ import annotations

import uuid

import pytest
from django.db.models import F

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import command, solo_turn
from battles.table import solo_play
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import key
from tests.battles.pages import phone, words
from tests.battles.test_solo import app_to_act


def acting(battle: Battle, unit: BattleUnit) -> Battle:
    """Setup: the app's `unit` is the one activated (as if the ladder had picked it), nothing spent yet."""
    allowed = battle.state["activation"]["allowed"] if battle.state.get("activation") else 2
    solo = {**battle.state["solo"], "proposal": None}
    state = {**battle.state, "activation": {"unit": unit.pk, "allowed": allowed, "used": 0}, "solo": solo}
    Battle.objects.filter(pk=battle.pk).update(state=state, version=F("version") + 1)  # a change, as a service's
    battle.refresh_from_db()
    return battle


def rifle_of(app) -> BattleUnit:
    units = BattleUnit.objects.filter(seat=app, status="active", unit_type="infantry", squad_leader=False)
    return next(u for u in units.order_by("ref") if solo_play.best(u, "small_arms") > 0)


def mine(anna, n: int = 2) -> list[BattleUnit]:
    return list(BattleUnit.objects.filter(seat=anna, status="active", unit_type="infantry").order_by("ref")[:n])


def test_of_several_units_seen_it_shoots_the_one_that_threatens_the_objective(sample_pack):
    battle, anna, app = app_to_act()
    acting(battle, rifle_of(app))
    near, far = mine(anna)
    seen = [solo_turn.Seen(unit=near.pk, band="close"), solo_turn.Seen(unit=far.pk, band="far", threatens=True)]
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=seen)
    decision = entry.data["decision"]
    assert (decision["action"], decision["target"]) == ("shoot", far.pk)
    assert any("threatens the mission objective" in r for r in decision["reasons"])
    assert [s["threatens"] for s in decision["seen"]] == [False, True]


def test_of_several_units_seen_and_no_threat_it_shoots_the_closer_of_equals(sample_pack):
    battle, anna, app = app_to_act()
    acting(battle, rifle_of(app))
    first, second = mine(anna)
    assert first.points == second.points  # two riflemen of the example list
    seen = [solo_turn.Seen(unit=first.pk, band="far"), solo_turn.Seen(unit=second.pk, band="close")]
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=seen)
    assert entry.data["decision"]["target"] == second.pk


def test_a_threat_counts_for_nothing_where_the_scenario_has_no_objective(sample_pack):
    battle, anna, app = app_to_act()
    Battle.objects.filter(pk=battle.pk).update(game_mode="combat-only")
    acting(battle, rifle_of(app))
    first, second = mine(anna)
    seen = [solo_turn.Seen(unit=first.pk, band="close"), solo_turn.Seen(unit=second.pk, band="far", threatens=True)]
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=seen)
    assert entry.data["decision"]["target"] == first.pk


def officer_acting():
    battle, anna, app = app_to_act()
    officer = BattleUnit.objects.get(seat=app, unit_type="ranking-officer")
    return acting(battle, officer), anna, app, officer


def test_the_officer_orders_his_best_units_and_the_app_activates_them_in_turn(sample_pack):
    battle, anna, app, officer = officer_acting()
    free = [u for u, _here in solo_play.friends_to_order(battle, officer, BattleUnit.objects.filter(seat=app), app)]
    assert len(free) >= 3
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], friends=[u.pk for u in free])
    decision = entry.data["decision"]
    may_order = command.orders_allowed(battle, app)[0]
    assert decision["action"] == "order" and 1 <= len(decision["ordered"]) == min(may_order, len(free))
    power = {u.pk: solo_play.firepower(u) for u in free}
    assert [power[pk] for pk in decision["ordered"]] == sorted((power[pk] for pk in decision["ordered"]), reverse=True)
    assert max(power.values()) == power[decision["ordered"][0]]  # the best of all he reaches comes first

    command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    assert battle.state["orders"]["officer"] == officer.pk
    if battle.state["activation"]["unit"] == officer.pk:  # actions left: his next one decided without asking again
        assert battle.state["solo"]["proposal"]["action"] != "order"
        solo_turn.enemy_hold(code=battle.code, seat_id=anna.pk, key=key())
        battle.refresh_from_db()
    first = LogEntry.objects.filter(battle=battle, kind="solo-activate").last()
    assert first.data["decision"]["rung"] == "ordered"
    assert battle.state["activation"]["unit"] == decision["ordered"][0] and battle.state["activation"]["ordered"]
    assert battle.state["active"] == app.pk

    while battle.state.get("orders") and battle.state.get("active") == app.pk:
        solo_turn.enemy_hold(code=battle.code, seat_id=anna.pk, key=key())
        battle.refresh_from_db()
    picked = [e.data["decision"]["unit"] for e in LogEntry.objects.filter(battle=battle, kind="solo-activate")]
    assert picked[-len(decision["ordered"]) :] == decision["ordered"]  # every ordered unit, best first
    assert not battle.state.get("orders") and battle.state["active"] == anna.pk
    assert LogEntry.objects.filter(battle=battle, kind="orders", summary__contains="ends the orders").exists()


def test_the_officer_asks_only_for_units_that_may_still_act(sample_pack):
    battle, anna, app, officer = officer_acting()
    mine_ = mine(anna, 1)[0]
    with pytest.raises(Refused, match="may still act"):
        solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], friends=[mine_.pk])
    with pytest.raises(Refused, match="may still act"):
        solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], friends=[officer.pk])
    assert Battle.objects.get(pk=battle.pk).state["solo"]["proposal"] is None


def test_without_units_in_his_radius_the_officer_acts_himself(sample_pack):
    battle, anna, app, officer = officer_acting()
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], friends=[])
    assert entry.data["decision"]["action"] in ("move", "hold", "shoot")


def test_a_soldier_picks_up_a_better_weapon_lying_in_reach(sample_pack):
    battle, anna, app = app_to_act()
    rifle = rifle_of(app)
    fallen = next(
        u
        for u in BattleUnit.objects.filter(seat=anna, unit_type__in=("infantry", "squad-leader"))
        if any(solo_play.better_weapon(rifle, w) for w in u.weapons)
    )
    BattleUnit.objects.filter(pk=fallen.pk).update(status="dead")
    acting(battle, rifle)
    lying = solo_play.gear_in_sight(battle, rifle)
    token = next(t for t, _label, kind in lying if t.startswith(f"{fallen.pk}:"))
    with pytest.raises(Refused, match="no longer lying"):
        solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], gear=["999999:bazooka"])
    entry = solo_turn.enemy_decide(code=battle.code, seat_id=anna.pk, key=key(), seen=[], gear=[token])
    decision = entry.data["decision"]
    assert (decision["action"], decision["gear_pick"]) == ("scavenge", token)
    command.unit_action(
        code=battle.code, seat_id=anna.pk, action="pick-up", others=[fallen.pk], weapon=token.split(":", 1)[1],
        key=key(),
    )  # fmt: skip
    battle.refresh_from_db()
    assert battle.state["picked_up"][-1]["by"] == rifle.pk
    assert token not in {t for t, _l, _k in solo_play.gear_in_sight(battle, rifle)}  # taken: no longer offered
    proposal = battle.state["solo"]["proposal"]
    if battle.state.get("activation"):  # its next action decided again from the same answers, the weapon gone
        assert proposal["action"] != "scavenge" and proposal["gear"] == []


def test_what_a_soldier_carries_already_is_not_offered(sample_pack):
    battle, _anna, app = app_to_act()
    rifle = rifle_of(app)
    same = (
        {**rifle.weapons[0]} if rifle.weapons else {"key": "rifle", "small_arms": solo_play.best(rifle, "small_arms")}
    )
    assert not solo_play.better_weapon(rifle, same)
    assert solo_play.better_weapon(rifle, {**same, "ap": solo_play.best(rifle, "ap") + 1})


def test_on_the_phone_several_units_are_ticked_each_with_its_range_and_cover(sample_pack):
    battle, anna, app = app_to_act()
    acting(battle, rifle_of(app))
    me = phone(battle.code, anna.pk)
    page = words(me.get(f"/battles/{battle.code}/"))
    assert "It sees several of my units" in page and "Threatens the objective" in page
    first, second = mine(anna)
    nothing = {"key": str(uuid.uuid4()), "seen": "several", "band": "medium", "cover": "none"}
    refused = me.post(f"/battles/{battle.code}/solo/decide/", nothing)
    assert refused.status_code == 400 and "Tick the units it can see" in words(refused)
    assert Battle.objects.get(pk=battle.pk).state["solo"]["proposal"] is None
    ticked = {**nothing, "key": str(uuid.uuid4()), "several": [str(first.pk), str(second.pk)],
              f"band_{first.pk}": "close", f"cover_{first.pk}": "hard", f"band_{second.pk}": "far",
              "threat": [str(second.pk)]}  # fmt: skip
    assert me.post(f"/battles/{battle.code}/solo/decide/", ticked).status_code == 302
    proposal = Battle.objects.get(pk=battle.pk).state["solo"]["proposal"]
    assert proposal["seen"] == [
        {"unit": first.pk, "band": "close", "cover": "hard", "threatens": False},
        {"unit": second.pk, "band": "far", "cover": "none", "threatens": True},
    ]
    assert proposal["target"] == second.pk


def test_on_the_phone_the_officer_asks_whom_he_reaches_and_gives_the_orders_in_one_tap(sample_pack):
    battle, anna, app, officer = officer_acting()
    me = phone(battle.code, anna.pk)
    page = me.get(f"/battles/{battle.code}/").content.decode()
    assert 'data-testid="solo-friends"' in page
    free = solo_play.friends_to_order(battle, officer, BattleUnit.objects.filter(seat=app), app)
    answer = {"key": str(uuid.uuid4()), "seen": "", "friends": [str(u.pk) for u, _here in free]}
    assert me.post(f"/battles/{battle.code}/solo/decide/", answer).status_code == 302
    assert "Give the orders" in words(me.get(f"/battles/{battle.code}/"))
    assert (
        me.post(f"/battles/{battle.code}/turn-command/orders/", {"key": str(uuid.uuid4()), "what": "give"}).status_code
        == 302
    )
    assert Battle.objects.get(pk=battle.pk).state["orders"]["officer"] == officer.pk
