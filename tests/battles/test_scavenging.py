"""Weapons left behind (Taking over enemy weapons and equipment): a soldier spends an action to pick up what a
fallen soldier carried; an enemy's weapon is fired at -1 for the rest of the game."""

from __future__ import annotations

import uuid

import pytest

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import command, turns
from battles.services.voids import void_last
from battles.table import duties
from battles.table.prefill import prefill
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, state, unit_of
from tests.battles.pages import phone, text, words


def fallen(u, status="dead"):
    # The fight that killed him is not what these tests are about: the unit is simply marked out.
    BattleUnit.objects.filter(pk=u.pk).update(status=status)
    return u


@pytest.fixture
def smg_gunner_acting(playing):
    """Anna's MP 40 gunner (attack 7) is activated; Ben's rifleman (M1 Garand, 10) and Anna's rifleman
    (Kar98k, 9) lie dead."""
    battle, anna, ben = playing
    fallen(unit_of(ben, "us-rifleman"))
    fallen(unit_of(anna, "de-rifleman"))
    initiative(battle, anna, "5,2")
    gunner = unit_of(anna, "de-smg-gunner")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=gunner.pk, key=key())
    return battle, anna, ben, gunner


def pick(battle, seat, lying, weapon):
    return command.unit_action(
        code=battle.code, seat_id=seat.pk, action="pick-up", others=[lying.pk], weapon=weapon, key=key()
    )


def test_an_enemy_weapon_picked_up_is_fired_at_minus_one(smg_gunner_acting):
    battle, anna, ben, gunner = smg_gunner_acting
    entry = pick(battle, anna, unit_of(ben, "us-rifleman"), "us-m1-garand")
    assert "picks up the" in entry.summary and "−1 on every attack roll" in entry.summary
    assert state(battle)["activation"]["used"] == 1
    filled = prefill(catalog.get("attack"), BattleUnit.objects.get(pk=gunner.pk), Battle.objects.get(pk=battle.pk))
    assert filled["attack_value"] == ["10"] and filled["scavenged"] == ["true"]  # the Garand beats his MP 40


def test_a_friends_weapon_carries_no_penalty(smg_gunner_acting):
    battle, anna, _, gunner = smg_gunner_acting
    entry = pick(battle, anna, unit_of(anna, "de-rifleman"), "de-kar98k")
    assert "−1" not in entry.summary
    filled = prefill(catalog.get("attack"), BattleUnit.objects.get(pk=gunner.pk), Battle.objects.get(pk=battle.pk))
    assert filled["attack_value"] == ["9"] and "scavenged" not in filled


def test_a_weapon_is_picked_up_once_and_only_from_the_fallen(smg_gunner_acting):
    battle, anna, ben, _ = smg_gunner_acting
    pick(battle, anna, unit_of(ben, "us-rifleman"), "us-m1-garand")
    for lying, weapon in ((unit_of(ben, "us-rifleman"), "us-m1-garand"), (unit_of(ben, "us-bar-team"), "us-bar")):
        before = state(battle)
        with pytest.raises(Refused, match="not lying on the table"):
            pick(battle, anna, lying, weapon)  # taken already; and the BAR gunner is still alive
        assert state(battle) == before
    battle.refresh_from_db()
    everyone = BattleUnit.objects.filter(battle=battle).select_related("seat")
    left = {w["key"] for _u, w, _team in duties.dropped_weapons(battle, everyone)}
    carried = {w["key"] for u in (unit_of(ben, "us-rifleman"), unit_of(anna, "de-rifleman")) for w in u.weapons}
    assert "us-mk2-grenade" in carried and left == carried - {"us-m1-garand"}  # grenades lie there too


def test_machines_do_not_pick_up_weapons(playing):
    battle, anna, ben = playing
    fallen(unit_of(ben, "us-rifleman"))
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit_of(anna, "de-mg42-hmg").pk, key=key())
    with pytest.raises(Refused, match="Only soldiers and officers"):
        pick(battle, anna, unit_of(ben, "us-rifleman"), "us-m1-garand")


def test_picking_up_can_be_taken_back(smg_gunner_acting):
    battle, anna, ben, _ = smg_gunner_acting
    pick(battle, anna, unit_of(ben, "us-rifleman"), "us-m1-garand")
    void_last(code=battle.code, seat_id=anna.pk, reason="he was too far away", key=key())
    assert state(battle).get("picked_up", []) == []


def test_the_phone_lists_weapons_left_behind_and_refuses_bad_picks(smg_gunner_acting):
    battle, anna, ben, _ = smg_gunner_acting
    browser = phone(battle.code, anna.pk)
    page = words(browser.get(f"/battles/{battle.code}/"))
    rifleman = unit_of(ben, "us-rifleman")
    assert f"Enemy’s, −1: M1 Garand from {rifleman.label}" in page and "Pick up a weapon left behind" in page
    url = f"/battles/{battle.code}/turn-command/unit/"
    count = LogEntry.objects.filter(battle=battle).count()
    for dropped, message in (
        ("abc:us-bar", "Pick one of your units."),
        (f"{rifleman.pk}:nope", "not lying on the table"),
    ):
        response = browser.post(url, {"key": str(uuid.uuid4()), "action": "pick-up", "dropped": dropped})
        assert response.status_code == 400 and message in text(response)
    assert LogEntry.objects.filter(battle=battle).count() == count
    response = browser.post(
        url, {"key": str(uuid.uuid4()), "action": "pick-up", "dropped": f"{rifleman.pk}:us-m1-garand"}
    )
    assert response.status_code == 302 and len(state(battle)["picked_up"]) == 1


def test_whose_weapon_it_was_first_decides_the_penalty(smg_gunner_acting):
    # Review finding: the -1 followed who dropped the weapon last, not whose it was.
    battle, anna, ben, gunner = smg_gunner_acting
    pick(battle, anna, unit_of(ben, "us-rifleman"), "us-m1-garand")  # Anna's gunner takes Ben's Garand
    fallen(gunner)
    garand = [(u, w, team) for u, w, team in duties.dropped_weapons(
        Battle.objects.get(pk=battle.pk), BattleUnit.objects.filter(pk=gunner.pk).select_related("seat")
    ) if w["key"] == "us-m1-garand"]  # fmt: skip
    assert garand and garand[0][2] == "B"  # still Ben's side's weapon, lying by Anna's gunner
