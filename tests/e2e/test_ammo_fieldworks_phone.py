"""Issue 35 at the table on a 360 px phone in a real Chromium: the Panzerschreck's roll form says how many of its
three shots are left before the dice and the log after them; a soldier meeting the sandbags the other side built
gets the crossing's form filled from the piece and from him, in English and in German."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from armies.roster_check import example_document
from battles.models import BattleUnit
from battles.services import lobby, terrain, turns
from battles.table import terrain as sheet
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, initiative, key, ready_to_play
from tests.battles.test_ammo import armed, carrying
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON, table_dice
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_phone_counts_the_panzerschreck_and_fills_the_sandbags(live_server, phone, seated):
    SHOTS.mkdir(parents=True, exist_ok=True)
    battle, anna_seat, ben_seat = seated
    lobby.seat_choose(code=battle.code, seat_id=anna_seat.pk, doc=armed("de-panzerschreck"), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=anna_seat.pk)
    lobby.seat_choose(code=battle.code, seat_id=ben_seat.pk, doc=example_document(AMERICANS), source="Example")
    lobby.seat_ready(code=battle.code, seat_id=ben_seat.pk)
    terrain.fieldwork_buy(
        code=battle.code, seat_id=ben_seat.pk, key=key(), fieldwork_key="sandbags", sector="north left"
    )  # fmt: skip
    ready_to_play(battle, anna_seat, ben_seat)
    initiative(battle, anna_seat, "6,1")
    gunner = carrying(anna_seat, "panzerschreck")
    turns.activate(code=battle.code, seat_id=anna_seat.pk, unit_id=gunner.pk, key=key())
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)

    anna.goto(f"{live_server.url}/battles/{battle.code}/roll/bazooka-accuracy/?action=shoot")
    expect(anna.get_by_test_id("ammo-left")).to_contain_text("(Panzerschreck): 3 of 3 left")
    anna.select_option("select[name=weapon]", "panzerschreck") if anna.locator("select[name=weapon]").count() else None
    anna.fill("input[name=distance]", "40")
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "ammo-form-phone.png"), full_page=True)
    table_dice(anna, "3,3,3,3")
    expect(anna.locator("body")).to_contain_text("2 of 3 left", timeout=SOON)

    soldier = BattleUnit.objects.filter(seat=anna_seat, unit_type="infantry", squad_leader=False).exclude(
        pk=gunner.pk).order_by("ref").first()  # fmt: skip
    battle.refresh_from_db()
    bags = next(p for p in sheet.live_pieces(battle) if p.get("fieldwork_kind") == "sandbags")
    for language, label in (("en", "Sandbags"), ("de", "Sandsäcke")):
        anna.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
        anna.goto(f"{live_server.url}/battles/{battle.code}/roll/fieldwork-crossing/?piece={bags['id']}")
        expect(anna.locator("body")).to_contain_text(label)
        assert no_horizontal_scroll(anna)
        anna.screenshot(path=str(SHOTS / f"fieldwork-form-{language}-phone.png"), full_page=True)
    assert soldier is not None
