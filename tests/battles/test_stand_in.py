"""Death of ranking officers: a soldier within 5 cm / 2 in may take the bullet meant for his officer; the
effect (and what follows it) lands on him instead."""

from __future__ import annotations

import re
import uuid

import pytest
from django.utils import translation

from battles.models import BattleUnit
from battles.services import followups, turns
from battles.services.rolls import battle_roll
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, state, unit_of
from tests.battles.pages import phone, text, words

HIT = {"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "dice": ["1,1,1,1"]}


def shoot_at(battle, shooter_seat, target):
    shooter = unit_of(shooter_seat, "us-rifleman")
    turns.activate(code=battle.code, seat_id=shooter_seat.pk, unit_id=shooter.pk, key=key())
    turns.action_roll(
        code=battle.code, seat_id=shooter_seat.pk, action="shoot", procedure_id="attack", data=HIT, key=key(),
        target_id=target.pk,
    )  # fmt: skip
    return state(battle)["chain"][0]


def effect(battle, seat, step, dice, stand_in=None):
    return battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id="effect-infantry", data={"dice": [dice]}, key=key(),
        step=step["id"], stand_in_id=stand_in.pk if stand_in else None,
    ).entry  # fmt: skip


def test_a_soldier_takes_the_bullet_for_his_officer(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")  # Ben shoots first
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    step = shoot_at(battle, ben, officer)
    assert step["unit"] == officer.pk
    rifleman = unit_of(anna, "de-rifleman")
    entry = effect(battle, anna, step, "1,1", stand_in=rifleman)  # a double 1 kills
    assert entry.summary.startswith(
        f"Effect of a hit on a soldier: {rifleman.label} takes the bullet for {officer.label} (within 5 cm)."
    )
    officer.refresh_from_db()
    rifleman.refresh_from_db()
    assert (officer.status, rifleman.status) == ("active", "dead")
    assert entry.data["lands_on"]["unit"] == rifleman.pk


@pytest.mark.parametrize("who", ["enemy", "not-officer"])
def test_only_the_officers_own_soldier_and_only_for_the_officer(playing, who):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    target = officer if who == "enemy" else unit_of(anna, "de-sniper")
    step = shoot_at(battle, ben, target)
    stand_in = unit_of(ben, "us-bar-team") if who == "enemy" else unit_of(anna, "de-rifleman")
    before = state(battle)
    with pytest.raises(Refused, match="officer's own side" if who == "enemy" else "Only the effect of a hit on a"):
        effect(battle, anna, step, "1,1", stand_in=stand_in)
    assert state(battle) == before


def test_the_effect_form_offers_the_officers_soldiers_only_for_an_officer(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    step = shoot_at(battle, ben, officer)
    page = text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/roll/effect-infantry/", {"step": step["id"]}))
    assert "takes the bullet instead?" in page and unit_of(anna, "de-rifleman").label in page
    assert unit_of(ben, "us-rifleman").label not in page.split('id="stand_in"')[1].split("</select>")[0]
    response = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/roll/effect-infantry/",
        {"key": str(uuid.uuid4()), "step": step["id"], "stand_in": "abc", "dice": "2,2"},
    )
    assert response.status_code == 400 and "Pick the soldier who takes the bullet" in text(response)
    officer.refresh_from_db()
    assert officer.tokens == {} and state(battle)["chain"][0]["id"] == step["id"]  # nothing rolled


def test_the_shooter_does_not_choose_who_takes_the_bullet(playing):
    # Review finding: the shooter's phone, sent on to the effect form, could pick the officer's stand-in.
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    step = shoot_at(battle, ben, officer)
    page = text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/roll/effect-infantry/", {"step": step["id"]}))
    assert "takes the bullet instead?" not in page
    before = state(battle)
    with pytest.raises(Refused, match="side says whether a soldier nearby takes the bullet"):
        effect(battle, ben, step, "1,1", stand_in=unit_of(anna, "de-rifleman"))
    assert state(battle) == before


def test_the_officers_side_is_asked_first_and_the_shooter_cannot_roll_past_it(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")  # Ben shoots first, at Anna's officer
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    step = shoot_at(battle, ben, officer)
    assert step["bodyguard"]["team"] == "A"
    with pytest.raises(Refused, match="side says whether a soldier nearby takes the bullet"):
        effect(battle, ben, step, "1,1")
    ben_table, anna_table = (phone(battle.code, s.pk).get(f"/battles/{battle.code}/") for s in (ben, anna))
    assert "Waiting for Anna to decide." in text(ben_table) and "He takes the bullet" not in text(ben_table)
    assert "He takes the bullet" in text(anna_table) and 'data-testid="roll-next-button"' not in text(anna_table)
    roll_it = f"/battles/{battle.code}/roll/effect-infantry/?step={step['id']}"
    assert roll_it not in ben_table.content.decode()  # the shooter is offered no roll that would only be refused
    assert roll_it in anna_table.content.decode()  # her side may also roll it, choosing on the form
    rifleman = unit_of(anna, "de-rifleman")
    with pytest.raises(Refused, match="officer's own side decides"):
        followups.bodyguard(code=battle.code, seat_id=ben.pk, step_id=step["id"], stand_in_id=rifleman.pk, key=key())

    entry = followups.bodyguard(
        code=battle.code, seat_id=anna.pk, step_id=step["id"], stand_in_id=rifleman.pk, key=key()
    )

    assert entry.summary == f"{rifleman.label} takes the bullet for {officer.label} (within 5 cm)."
    answered = state(battle)["chain"][0]
    assert answered["unit"] == rifleman.pk and "bodyguard" not in answered
    with translation.override("de"):
        soldier_said, officer_said = rifleman.label_said, officer.label_said
    assert soldier_said != rifleman.label and officer_said != officer.label  # the pack's German names
    for seat in (anna, ben):  # every phone names the soldier the roll is for, in German too (it named the officer)
        german = phone(battle.code, seat.pk)
        german.cookies["django_language"] = "de"
        for page in (f"/battles/{battle.code}/", f"/battles/{battle.code}/roll/effect-infantry/?step={step['id']}"):
            said = words(german.get(page))
            named = re.findall(r"(?:Als Nächstes: .{0,60}?|Folgewurf) für (.+? \((?:Anna|Ben)\))", said)
            assert named and set(named) == {soldier_said}, (seat, page, named)
    effect(battle, ben, answered, "1,1")  # now the shooter rolls it, and it lands on the soldier
    officer.refresh_from_db()
    rifleman.refresh_from_db()
    assert (officer.status, rifleman.status) == ("active", "dead")


@pytest.mark.parametrize(("distance", "stands_in"), [(5.0, True), (4.5, True), (5.1, False), (12.0, False)])
def test_how_far_the_stand_in_is_decides_by_the_officer_bodyguard_check(playing, distance, stands_in):
    battle, anna, ben = playing
    initiative(battle, anna, "1,6")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    step = shoot_at(battle, ben, officer)
    rifleman = unit_of(anna, "de-rifleman")
    answer = {"code": battle.code, "seat_id": anna.pk, "step_id": step["id"], "stand_in_id": rifleman.pk}
    if not stands_in:
        with pytest.raises(Refused, match=f"{distance:g} cm away, more than 5 cm"):
            followups.bodyguard(**answer, distance=distance, key=key())
        assert state(battle)["chain"][0]["bodyguard"]  # still asked
        return
    entry = followups.bodyguard(**answer, distance=distance, key=key())
    assert entry.data["check"]["distance"] == distance and "within 5 cm" in " ".join(entry.data["check"]["steps"])
    assert state(battle)["chain"][0]["unit"] == rifleman.pk
