"""The roll page: a form from the engine's registry, pre-filled from the activated unit, odds before the dice."""

from __future__ import annotations

import uuid

from battles.models import BattleUnit, LogEntry
from battles.services import turns
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative


def phone(client, battle, seat):
    session = client.session
    session["battle_seats"] = {battle.code: seat.pk}
    session.save()
    return client


def test_it_prefills_the_activated_units_firepower_and_shows_the_odds(client, playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=uuid.uuid4())
    page = phone(client, battle, anna).get(f"/battles/{battle.code}/roll/attack/?action=shoot")
    assert page.status_code == 200
    firepower = max(w["small_arms"] for w in unit.weapons if w["slot"] == "primary")
    assert f'name="attack_value" value="{firepower}"' in page.text
    odds = client.get(f"/battles/{battle.code}/roll/attack/", {"attack_value": "9", "distance": "40", "units": "cm"})
    assert "17</span> or less" in odds.text and "84.1%" in odds.text


def test_a_roll_by_a_phone_that_is_not_active_is_refused_and_changes_nothing(client, playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    before = LogEntry.objects.filter(battle=battle).count()
    response = phone(client, battle, ben).post(
        f"/battles/{battle.code}/roll/attack/",
        {"key": str(uuid.uuid4()), "action": "shoot", "attack_value": "9", "distance": "40", "units": "cm"},
    )
    assert response.status_code == 400 and "It is not your turn to activate." in response.text
    assert LogEntry.objects.filter(battle=battle).count() == before


def test_bad_dice_get_a_message_and_change_nothing(client, playing):
    battle, anna, _ = playing
    before = LogEntry.objects.filter(battle=battle).count()
    response = phone(client, battle, anna).post(
        f"/battles/{battle.code}/roll/morale-check/",
        {"key": str(uuid.uuid4()), "force_morale": "9", "dice": "9,9"},
    )
    assert response.status_code == 400 and 'role="alert"' in response.text
    assert LogEntry.objects.filter(battle=battle).count() == before


def test_a_free_roll_is_logged_for_the_seat(client, playing):
    battle, anna, _ = playing
    response = phone(client, battle, anna).post(
        f"/battles/{battle.code}/roll/morale-check/", {"key": str(uuid.uuid4()), "force_morale": "9", "dice": "1,1"}
    )
    assert response.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.by_name == "Anna" and entry.data["procedure"] == "morale-check" and entry.rolls[0]["source"] == "table"


def test_unknown_rolls_and_battles_are_404(client, playing):
    battle, _, _ = playing
    assert client.get(f"/battles/{battle.code}/roll/make-tea/").status_code == 404
    assert client.get("/battles/ZZZZZZ/roll/attack/").status_code == 404
    assert client.post(f"/battles/{battle.code}/turn/make-tea/", {"key": str(uuid.uuid4())}).status_code == 404


def test_the_turn_card_offers_to_take_back_only_my_own_last_entry(client, playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    assert "Take back my last entry" in phone(client, battle, anna).get(f"/battles/{battle.code}/").text
    other = type(client)()
    assert "Take back my last entry" not in phone(other, battle, ben).get(f"/battles/{battle.code}/").text
    refused = other.post(f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "not mine"})
    assert refused.status_code == 400 and "only take back your own last entry" in refused.text
    done = client.post(f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "misread"})
    assert done.status_code == 302
    assert LogEntry.objects.filter(battle=battle).latest("seq").kind == "void"
