"""The turn card's command forms: duties before initiative, orders, hide/ride/tow. Who may post, bad input,
what the phone shows, and flat query counts."""

from __future__ import annotations

import html
import re
import uuid

import pytest
from django.utils import translation

from battles.models import BattleUnit, LogEntry
from battles.services import turns
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, ready_to_play, state, unit_of
from tests.battles.pages import phone, queries_for, revealed_with, text, words


def de(unit) -> str:
    """A unit's label on its own player's German page: the pack's German, copied at the reveal (own_label_said)."""
    with translation.override("de"):
        return unit.own_label_said  # as the player's own phone says it


def post(browser, battle, form, **data):
    return browser.post(f"/battles/{battle.code}/turn-command/{form}/", {"key": str(uuid.uuid4()), **data})


def test_it_offers_duties_before_initiative_and_sets_them(playing):
    battle, anna, _ = playing
    browser = phone(battle.code, anna.pk)
    page = browser.get(f"/battles/{battle.code}/")
    mg, mortar = unit_of(anna, "de-mg42-hmg"), unit_of(anna, "de-mortar-team")
    assert f'name="duty-{mg.pk}"' in page.text and f'name="duty-{mortar.pk}"' not in page.text  # artillery: none
    response = post(browser, battle, "duties", **{f"duty-{mg.pk}": "covering-fire"})
    assert response.status_code == 302 and response["Location"].endswith("#turn")
    mg.refresh_from_db()
    assert mg.tokens == {"covering-fire": 1}
    assert re.search(r'<option value="covering-fire" selected>', browser.get(f"/battles/{battle.code}/").text)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"duty-abc": "overwatch"}, "Pick one of your units."),
        ({"duty-1": "sleeping"}, "Pick a duty from the list."),
        ({}, "Nothing changed"),
    ],
)
def test_bad_duty_forms_say_why_and_change_nothing(playing, fields, message):
    battle, anna, _ = playing
    count = LogEntry.objects.filter(battle=battle).count()
    response = post(phone(battle.code, anna.pk), battle, "duties", **fields)
    assert response.status_code == 400 and message in text(response)
    assert LogEntry.objects.filter(battle=battle).count() == count


@pytest.mark.parametrize("what", ["duties", "orders", "unit"])
def test_strangers_and_spectators_cannot_command(playing, what):
    battle, anna, _ = playing
    count = LogEntry.objects.filter(battle=battle).count()
    response = post(phone(), battle, what, **{"what": "give", "action": "hide"})
    assert response.status_code == 400 and "Only a player seated in this battle" in text(response)
    assert LogEntry.objects.filter(battle=battle).count() == count
    assert phone().get(f"/battles/{battle.code}/turn-command/{what}/").status_code == 405


def test_an_officer_gives_orders_and_the_phone_keeps_the_activation(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=officer.pk, key=key())
    browser = phone(battle.code, anna.pk)
    assert "Give orders" in words(browser.get(f"/battles/{battle.code}/"))
    anna.refresh_from_db()
    radius = anna.detachment["command_radius_cm"]
    german = words(browser.get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de"))
    assert f"im Umkreis von {radius} cm um ihn" in german and "of him" not in german  # it read "within 20 cm of him"
    assert post(browser, battle, "orders", what="give").status_code == 302
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    page = words(browser.get(f"/battles/{battle.code}/"))
    assert (
        f"Orders: {anna.detachment['orders_per_turn']} more actions may be ordered. Pick a unit within {radius} cm of him:"
        in page
    )
    german = words(browser.get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de"))
    assert f"Wähl eine Einheit im Umkreis von {radius} cm um ihn:" in german
    assert "Ben is activating" not in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    assert post(browser, battle, "orders", what="end").status_code == 302
    assert state(battle)["active"] == ben.pk
    response = post(browser, battle, "orders", what="shout")
    assert response.status_code == 400 and "Pick give orders or end the orders." in text(response)


def test_a_rifleman_hides_from_his_phone(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    rifleman = unit_of(anna, "de-rifleman")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, key=key())
    browser = phone(battle.code, anna.pk)
    assert 'value="hide"' in browser.get(f"/battles/{battle.code}/").text
    assert post(browser, battle, "unit", action="hide").status_code == 302
    rifleman.refresh_from_db()
    assert rifleman.tokens == {"hidden": 1}
    assert 'value="unhide"' in browser.get(f"/battles/{battle.code}/").text


@pytest.mark.parametrize(
    ("fields", "message"),
    [({"action": "mount", "other": "x"}, "Pick one of your units."), ({"action": "fly"}, "Pick an action")],
)
def test_bad_unit_action_forms_say_why(playing, fields, message):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit_of(anna, "de-rifleman").pk, key=key())
    before = state(battle)
    response = post(phone(battle.code, anna.pk), battle, "unit", **fields)
    assert response.status_code == 400 and message in text(response)
    assert state(battle) == before


def test_the_convoy_truck_offers_unload_unhitch_and_a_rider_dismount(convoys):
    battle, anna, ben = convoys
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    truck = unit_of(anna, "de-opel-blitz")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=truck.pk, key=key())
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    # Both convoys bring the same units: names carry their player's, which Anna's own phone leaves off.
    assert "Unload all (1)" in page and f"Unhitch {unit_of(anna, 'de-pak40').own_label_said}" in page
    assert "Load passengers (one action for all)" in page
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())  # put back: the list of units again
    shown = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    page = words(shown)
    assert f"in {truck.own_label_said}" in page and f"towed by {truck.own_label_said}" in page
    assert f"{unit_of(anna, 'de-pak40').own_label_said} towed by" in page
    german = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de"))
    assert f"an Bord von {de(truck)}" in german and f"gezogen von {de(truck)}" in german
    assert "towed by" not in german
    with translation.override("en-gb"):  # "Schütze (rifleman) 1": the note in small type, whole in the title
        rider = unit_of(anna, "de-rifleman").own_label_said
    assert f'title="{html.escape(rider)}"' in shown.text


@pytest.mark.parametrize("moment", ["duties", "activated"])
def test_the_command_parts_take_the_same_queries_however_big(make_battle, make_detachment, player, stranger, moment):
    counts = []
    for units in (10, 60):
        battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
        ready_to_play(battle, anna, ben)
        must_show = "Set duties"
        if moment == "activated":
            initiative(battle, anna, "5,2")
            officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
            turns.activate(code=battle.code, seat_id=anna.pk, unit_id=officer.pk, key=key())
            must_show = "Give orders"
        counts.append(queries_for(phone(battle.code, anna.pk), f"/battles/{battle.code}/", must_show))
    assert counts[0] == counts[1]


def test_after_two_moves_the_phone_offers_no_move(convoys):
    battle, anna, ben = convoys
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    truck = unit_of(anna, "de-opel-blitz")  # a six-man fighting vehicle for the test: three actions
    BattleUnit.objects.filter(pk=truck.pk).update(unit_type="afv", stats={**truck.stats, "crew": 6}, crew_alive=6)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=truck.pk, key=key())
    browser = phone(battle.code, anna.pk)

    def offered() -> set[str]:  # the verbs: buttons that spend, and links that open the roll they need
        page = browser.get(f"/battles/{battle.code}/").text
        verbs = page[page.index('data-testid="verbs"') : page.index("</form>", page.index('data-testid="verbs"'))]
        return set(re.findall(r'name="action" value="([a-z-]+)"', verbs)) | set(
            re.findall(r"\?action=([a-z-]+)", verbs)
        )

    assert {"move", "double-move", "shoot"} <= offered()
    assert f"/battles/{battle.code}/roll/vehicle-move/?action=move" in browser.get(f"/battles/{battle.code}/").text
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    assert "shoot" in offered() and not offered() & {"move", "double-move"}
