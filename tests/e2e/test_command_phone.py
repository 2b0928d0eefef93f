"""Command on a 360 px phone in a real Chromium: a duty set before initiative, the officer's orders keeping
the activation with his player, a truck unloading its rider under orders, the orders ended, and smoke put
down for three turns."""

from __future__ import annotations

import pytest
from django.contrib.sessions.backends.db import SessionStore
from playwright.sync_api import expect

from battles.models import Battle, BattleUnit
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import ready_to_play
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON, table_dice

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def seated_phone(phone, live_server, code: str, seat_id: int):
    """A phone whose session already holds the seat, as taking it in the lobby leaves it."""
    session = SessionStore()
    session["battle_seats"] = {code: seat_id}
    session.create()
    page = phone()
    page.context.add_cookies([{"name": "sessionid", "value": session.session_key, "url": live_server.url}])
    return page


def test_a_phone_sets_a_duty_gives_orders_and_unloads_a_truck_under_them(live_server, phone, convoys):
    SHOTS.mkdir(parents=True, exist_ok=True)
    battle, anna_seat, ben_seat = convoys
    ready_to_play(battle, anna_seat, ben_seat)
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    anna.goto(f"{live_server.url}/battles/{battle.code}/")

    # Before initiative: the MG team goes on overwatch.
    mg = BattleUnit.objects.get(seat=anna_seat, profile_key="de-mg42-hmg")
    anna.get_by_test_id("duties").locator("summary").click()
    anna.select_option(f"#duty-{mg.pk}", "overwatch")
    anna.locator("#turn").screenshot(path=str(SHOTS / "command-duties-phone.png"))
    assert no_horizontal_scroll(anna)
    anna.get_by_role("button", name="Set duties").click()
    expect(anna.locator(f"#duty-{mg.pk} option[selected]")).to_have_text("Overwatch")

    # Initiative at the table: Anna starts. The MG on overwatch cannot be picked.
    table_dice(anna, "6,1")
    expect(anna.locator("#turn")).to_contain_text("Your activation", timeout=SOON)
    expect(anna.locator(".unit-picks button", has_text=mg.stats["name"])).to_be_disabled()  # named by profile

    # The officer gives orders; after him the same phone picks the units he orders.
    officer = BattleUnit.objects.get(seat=anna_seat, unit_type="ranking-officer")
    anna.locator(".unit-picks button", has_text=officer.stats["name"]).click()
    anna.get_by_role("button", name="Give orders").click()
    anna.get_by_role("button", name="Done with this unit").click()
    expect(anna.get_by_test_id("orders")).to_contain_text("may be ordered")
    anna.locator("#turn").screenshot(path=str(SHOTS / "command-orders-phone.png"))
    assert no_horizontal_scroll(anna)

    # The truck, under orders, unloads its rifleman for one action.
    truck = BattleUnit.objects.filter(seat=anna_seat, profile_key="de-opel-blitz").order_by("ref").first()
    anna.locator(f'.pick-row > form:first-child:has(input[name=unit][value="{truck.pk}"]) button.pick').click()
    expect(anna.get_by_test_id("unit-command")).to_be_visible()
    anna.locator("#turn").screenshot(path=str(SHOTS / "command-truck-phone.png"))
    assert no_horizontal_scroll(anna)
    anna.get_by_role("button", name="Unload all (1)").click()
    expect(anna.locator("#turn")).to_contain_text("1 of 2 actions spent", timeout=SOON)
    assert "carried" in Battle.objects.get(pk=battle.pk).state
    anna.get_by_role("button", name="Done with this unit").click()
    anna.get_by_role("button", name="End the orders").click()
    expect(anna.locator("#turn")).to_contain_text("Ben is activating", timeout=SOON)

    # In Ben's turn, Anna's MG on overwatch fires first: the form opens filled in from it (the unit on the duty).
    anna.get_by_text("Other rolls").click()
    anna.locator(".free-rolls a", has_text="Overwatch shot").click()
    expect(anna.locator("#shooter option[selected]")).to_contain_text("On overwatch:")
    expect(anna.locator("input[name=attack_value]")).not_to_have_value("")
    anna.locator("#roll").screenshot(path=str(SHOTS / "reaction-overwatch-phone.png"))
    assert no_horizontal_scroll(anna)
    anna.goto(f"{live_server.url}/battles/{battle.code}/")

    # Smoke goes down by the barn, covering one of Anna's riflemen: every screen lists it for three turns.
    rifleman = BattleUnit.objects.filter(seat=anna_seat, profile_key="de-rifleman").first()
    anna.get_by_text("Add smoke", exact=True).click()
    anna.fill("#smoke-where", "by the barn")
    anna.locator(f"#smoke-{rifleman.pk}").check()
    anna.locator("#markers").screenshot(path=str(SHOTS / "markers-form-phone.png"))
    anna.get_by_role("button", name="Put down smoke for 3 turns").click()
    expect(anna.get_by_test_id("markers")).to_contain_text("Smoke by the barn turn 1 of 3")
    assert no_horizontal_scroll(anna)
    anna.locator("#markers").screenshot(path=str(SHOTS / "markers-phone.png"))
    assert anna.console_errors == []
