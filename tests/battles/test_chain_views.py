"""Follow-on rolls on the phones: a hit sends the shooter's phone straight to the effect form for the unit
hit, every phone lists what comes next, a skip is a button, and strangers can do neither."""

from __future__ import annotations

import re
import uuid

import pytest

from battles.models import BattleUnit, LogEntry
from battles.services import followups, turns
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import SHOT, initiative, key, state
from tests.battles.pages import phone, text, words


def test_a_hit_shows_its_result_on_the_table_with_the_effect_roll_a_tap_away(shot):
    battle, anna, _ben, target, page = shot
    step = state(battle)["chain"][0]
    assert page.status_code == 302 and page["Location"] == f"/battles/{battle.code}/#result"
    table = phone(battle.code, anna.pk).get(page["Location"])
    card = words(table)[words(table).index("Attack roll") :]
    assert card.startswith(f"Attack roll → {target.label} 1 1 1 1 Hit needed")
    form_url = f"/battles/{battle.code}/roll/effect-infantry/?step={step['id']}"
    assert f'href="{form_url}"' in table.text and 'data-testid="roll-next-button"' in table.text
    form = phone(battle.code, anna.pk).get(form_url)
    said = words(form)
    assert form.status_code == 200 and f"Follow-on roll for {target.label} : effect roll (2D6)" in said
    assert "It spends no action" in said and 'name="target"' not in text(form)  # the unit is known


def test_every_phone_and_the_spectator_see_what_comes_next(shot):
    battle, _anna, ben, target, _page = shot
    table = words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    assert f"Effect roll (2D6) for {target.label}" in table and "Roll: Effect of a hit on a soldier" in table
    watch = phone().get(f"/battles/{battle.code}/watch/")
    assert f"Effect roll (2D6) for {target.label}" in words(watch) and "Roll: Effect" not in words(watch)


def test_rolling_the_effect_lands_on_the_unit_and_a_suppression_leads_to_its_morale_check(shot):
    battle, anna, ben, target, page = shot
    step = state(battle)["chain"][0]
    answer = phone(battle.code, ben.pk).post(
        f"/battles/{battle.code}/roll/effect-infantry/", {"key": str(uuid.uuid4()), "step": step["id"], "dice": "2,2"}
    )
    target.refresh_from_db()
    assert target.tokens == {"suppressed": 1}
    nxt = state(battle)["chain"][0]
    assert answer["Location"] == f"/battles/{battle.code}/#result"
    assert f"/roll/morale-check/?step={nxt['id']}" in text(phone(battle.code, anna.pk).get(answer["Location"]))
    form = text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/roll/morale-check/?step={nxt['id']}"))
    assert ('value="infantry" checked' in form) or ('value="infantry" selected' in form)
    morale_b = state(battle)["force_morale"]["B"]  # the soldier's own side's morale, not the shooter's
    assert f'name="force_morale" value="{morale_b}"' in form


def test_a_skip_clears_the_step_and_play_goes_on(shot):
    battle, anna, ben, _target, _page = shot
    step = state(battle)["chain"][0]
    refused = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/done/", {"key": str(uuid.uuid4())})
    assert refused.status_code == 400 and "First finish the rolls that follow" in text(refused)
    own = phone(battle.code, ben.pk).post(  # the hit is on Ben's soldier: not his to skip
        f"/battles/{battle.code}/chain/skip/",
        {"key": str(uuid.uuid4()), "step": step["id"], "reason": "behind the wall"},
    )
    assert own.status_code == 400 and "skipped by the other side" in text(own)
    skip = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/chain/skip/",
        {"key": str(uuid.uuid4()), "step": step["id"], "reason": "behind the wall"},
    )
    assert skip.status_code == 302 and skip["Location"].endswith("#turn")
    assert state(battle)["chain"] == []
    assert LogEntry.objects.filter(battle=battle, kind="chain", summary__contains="behind the wall").exists()


@pytest.mark.parametrize("who", ["stranger", "spectator"])
def test_strangers_cannot_roll_or_skip_a_step(shot, who):
    battle, *_rest = shot
    step = state(battle)["chain"][0]
    before = LogEntry.objects.filter(battle=battle).count()
    browser = phone()
    if who == "spectator":
        browser.get(f"/battles/{battle.code}/watch/")
    skip = browser.post(f"/battles/{battle.code}/chain/skip/", {"key": str(uuid.uuid4()), "step": step["id"]})
    roll = browser.post(
        f"/battles/{battle.code}/roll/effect-infantry/", {"key": str(uuid.uuid4()), "step": step["id"], "roll": "1"}
    )
    for response in (skip, roll):
        assert response.status_code == 400 and "Only a player seated in this battle" in text(response)
    assert LogEntry.objects.filter(battle=battle).count() == before


@pytest.mark.parametrize("step", ["", "nonsense", "9999-0-0"])
def test_a_skip_of_a_step_that_is_not_pending_is_a_sentence(shot, step):
    battle, anna, *_rest = shot
    before = state(battle)
    response = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/chain/skip/", {"key": str(uuid.uuid4()), "step": step}
    )
    assert response.status_code == 400 and "already made or skipped" in text(response)
    assert state(battle) == before


def test_a_missing_key_on_a_skip_is_a_sentence(shot):
    battle, anna, *_rest = shot
    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/chain/skip/", {"step": "x"})
    assert response.status_code == 400 and "Reload the page" in text(response)


def test_the_next_roll_is_one_tap_on_the_result_card_filled_in_and_rolled_with_server_dice(shot):
    battle, anna, _ben, target, _page = shot
    step = state(battle)["chain"][0]
    table = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").text
    form = table[table.index('data-testid="roll-next"') :]
    action = re.search(r'<form method="post" action="([^"]+)"', form).group(1)
    fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)"', form[: form.index("</form>")]))
    assert action == f"/battles/{battle.code}/roll/effect-infantry/" and fields["step"] == step["id"]

    tapped = phone(battle.code, anna.pk).post(action, {**fields, "roll": "1"})  # nothing typed

    assert tapped.status_code == 302 and tapped["Location"] == f"/battles/{battle.code}/#result"
    entry = LogEntry.objects.filter(battle=battle).latest("seq")
    assert entry.data["procedure"] == "effect-infantry" and entry.rolls[0]["source"] == "server"
    assert entry.data["lands_on"]["unit"] == target.pk
    assert all(s["id"] != step["id"] for s in state(battle).get("chain") or [])


def test_the_odds_come_by_post_as_the_form_changes_and_nothing_is_rolled(shot):
    battle, anna, _ben, _target, _page = shot
    entries = LogEntry.objects.filter(battle=battle).count()
    form = {"attack_value": "10", "quality": "regular", "distance": "30", "units": "cm", "dice": "1,1,1,1"}

    odds = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/roll/attack/",
        {**form, "preview": "1", "roll": "1", "key": str(uuid.uuid4())},
        HTTP_HX_REQUEST="true",
    )

    assert odds.status_code == 200 and 'id="odds"' in odds.text and "or less" in odds.text
    assert LogEntry.objects.filter(battle=battle).count() == entries


def test_the_morale_check_after_a_hit_remembers_the_cover_of_the_shot(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shooter = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    behind_hedge = {**SHOT, "cover": "soft", "key": str(uuid.uuid4()), "target": str(target.pk), "dice": "1,1,1,1"}
    anna_phone = phone(battle.code, anna.pk)
    anna_phone.post(f"/battles/{battle.code}/roll/attack/", behind_hedge)
    step = state(battle)["chain"][0]
    anna_phone.post(
        f"/battles/{battle.code}/roll/effect-infantry/", {"key": str(uuid.uuid4()), "step": step["id"], "dice": "2,2"}
    )
    morale = state(battle)["chain"][0]
    assert morale["procedures"] == ["morale-check"] and morale["carry"]["cover"] == ["soft"]

    form = text(anna_phone.get(f"/battles/{battle.code}/roll/morale-check/?step={morale['id']}"))

    assert re.search(r'name="cover" value="soft"[^>]*checked', form)  # the men behind the hedge check in cover


def test_the_turn_card_says_whose_activation_waits_for_the_rolls_that_follow(playing):
    """The shooter's activation goes on after its follow-on rolls; when its last action hit, the other side picks
    its next unit once they are made: that side read "your activation goes on" before it had picked (a play-test)."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shooter = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    data = {"attack_value": ["9"], "distance": ["30"], "units": ["cm"], "dice": ["1,1,1,1"]}  # a sure hit
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data=data,
                      key=key(), target_id=target.pk)  # fmt: skip
    assert "Your activation goes on once the rolls" in words(
        phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    )

    followups.skip_step(
        code=battle.code, seat_id=anna.pk, step_id=state(battle)["chain"][0]["id"], reason="x", key=key()
    )
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data=data,
                      key=key(), target_id=target.pk, then_done=True)  # fmt: skip
    assert state(battle)["active"] == ben.pk and state(battle)["chain"]
    said = words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    assert "You pick your next unit once the rolls that follow are made or skipped." in said
    assert "Your activation goes on" not in said
    german = phone(battle.code, ben.pk)
    german.cookies["django_language"] = "de"
    assert "Du wählst deine nächste Einheit, sobald" in words(german.get(f"/battles/{battle.code}/"))
