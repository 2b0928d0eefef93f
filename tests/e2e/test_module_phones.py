"""A module of another rule system in a Burst of Fire battle on two 360 px phones in a real Chromium (issue 36): with
"Vehicle movement: Chain of Command" (M1) switched on, the light tank's Move on the picker opens Chain of Command's
vehicle move, filled with the Speed Rating and running gear M1 reads from its profile and the odds of every
distance before the dice; the dice are typed from the table, the other phone sees the move, and the log verifies."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from battles.models import BattleUnit, LogEntry
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, examples_at_turn_one, verified
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON, table_dice
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
RECON = "de-armored-reconnaissance-150"


def test_a_tank_moves_by_chain_of_command_on_two_phones(live_server, phone, make_battle):
    SHOTS.mkdir(parents=True, exist_ok=True)
    battle, anna_seat, ben_seat = examples_at_turn_one(make_battle, RECON, AMERICANS, house_rules=("M1",))
    tank = BattleUnit.objects.filter(seat=anna_seat, unit_type="afv", stats__movement="tracked").order_by("ref").first()
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    ben = seated_phone(phone, live_server, battle.code, ben_seat.pk)
    anna.goto(f"{live_server.url}/battles/{battle.code}/")
    ben.goto(f"{live_server.url}/battles/{battle.code}/")

    anna.locator(f".pick-row:has(input[name=unit][value='{tank.pk}']) [data-testid=quick-move]").click()
    expect(anna).to_have_url(re.compile(r"/roll/chain-of-command/vehicle-move/"))
    form = anna.locator("form").filter(has_text="Speed Rating")
    expect(form.locator("input[name=speed][value=standard]")).to_be_checked()  # 4 mobility dice: Standard (M1)
    expect(form.locator("input[name=drive][value=fully-tracked]")).to_be_checked()
    anna.locator("label.opt", has_text="broken").click()
    expect(anna.locator("body")).to_contain_text("It moves 2 to 12 in, on average 7 in.")  # 2 dice, broken ground
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "module-coc-move-phone.png"), full_page=True)
    table_dice(anna, "3,5")
    expect(anna.locator("#result")).to_contain_text("moves", timeout=SOON)
    expect(ben.locator("body")).to_contain_text("Vehicle move", timeout=SOON)  # the other phone follows

    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.data["procedure"] == "chain-of-command/vehicle-move" and float(entry.data["distance"]) == 8
    verified(battle)
    assert anna.console_errors == [] and ben.console_errors == []


def test_an_aimed_shot_with_skirmishcorps_stances_on_two_phones(live_server, phone, make_battle):
    """With "Foot actions: SkirmishCorps stances" (M2) on, a soldier that has neither moved nor changed stance aims:
    his attack form is one higher on the attack value; the other side's soldier goes prone in one tap; the log
    verifies."""
    battle, anna_seat, ben_seat = examples_at_turn_one(make_battle, GERMANS, AMERICANS, house_rules=("M2",))
    shooter = BattleUnit.objects.filter(seat=anna_seat, unit_type="infantry", squad_leader=False).order_by("ref")[0]
    target = BattleUnit.objects.filter(seat=ben_seat, unit_type="infantry", squad_leader=False).order_by("ref")[0]
    rifle = max(
        [shooter.stats.get("small_arms", 0)] + [w["small_arms"] for w in shooter.weapons if w["slot"] == "primary"]
    )
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    ben = seated_phone(phone, live_server, battle.code, ben_seat.pk)
    anna.goto(f"{live_server.url}/battles/{battle.code}/")
    ben.goto(f"{live_server.url}/battles/{battle.code}/")

    anna.locator(f".pick-row:has(input[name=unit][value='{shooter.pk}']) button.pick").click()
    expect(anna.get_by_test_id("stance")).to_contain_text("Go prone")
    anna.get_by_test_id("verbs").get_by_role("link", name="Shoot").click()
    value = anna.locator("input[name=attack_value]")
    expect(value).to_have_value(str(rifle + 1))  # aimed: one more than his rifle's
    anna.select_option("select[name=target]", str(target.pk))
    anna.fill("input[name=distance]", "30")
    assert no_horizontal_scroll(anna)
    table_dice(anna, "6,6,6,6")  # a miss
    anna.get_by_role("button", name="Done with this unit").click()  # play passes on to Ben
    expect(ben.locator(f".pick-row:has(input[name=unit][value='{target.pk}'])")).to_be_visible(timeout=SOON)
    ben.locator(f".pick-row:has(input[name=unit][value='{target.pk}']) button.pick").click()
    ben.get_by_test_id("stance").get_by_role("button", name="Go prone").click()
    expect(ben.get_by_test_id("stance")).to_contain_text("Stand up")
    assert no_horizontal_scroll(ben)
    ben.screenshot(path=str(SHOTS / "module-stance-phone.png"), full_page=True)

    shot = LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="attack").latest("seq")
    assert shot.data["inputs"]["attack_value"] == rifle + 1
    target.refresh_from_db()
    assert target.tokens.get("prone") == 1
    verified(battle)
    assert anna.console_errors == [] and ben.console_errors == []
