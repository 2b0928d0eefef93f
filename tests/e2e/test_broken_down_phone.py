"""A unit that may not act as it would, with the reason on its row in the picker (a vehicle broken down by the
Engine trouble card): on a 360 px phone the reason wraps inside its row, in English and German, and the page never
scrolls sideways (the row was 1,435 px wide, its reason cut off and the other rows' buttons covered)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from battles.services import lobby
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import seat_examples
from tests.battles.test_card_choices import MOTORIZED, PARATROOPERS, choose, drawn, to_turn_one, units
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_command_phone import seated_phone

SHOTS = Path("/tmp/shots")  # noqa: S108 - the folder the other browser tests write to
pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_reason_a_unit_cannot_move_wraps_in_its_row(live_server, phone, make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, PARATROOPERS), (ben, MOTORIZED))
    drawn(battle, anna, "engine-trouble", "dusk")
    drawn(battle, ben, "heavy-rain")
    track = units(ben, unit_type="transport")[0]
    choose(battle, anna, "engine-trouble", unit_ids=[track.pk])
    to_turn_one(battle, anna, ben, first="B")
    for language, said in (("en-gb", "has broken down"), ("de", "liegen geblieben")):
        page = seated_phone(phone, live_server, battle.code, ben.pk)
        page.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
        page.goto(f"{live_server.url}/battles/{battle.code}/")
        reason = page.locator(".pick-row .help", has_text=said).first
        expect(reason).to_be_visible()
        box = reason.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, box
        assert no_horizontal_scroll(page)
        reason.locator("xpath=ancestor::div[contains(@class, 'pick-row')]").screenshot(
            path=str(SHOTS / f"broken-down-{language}-phone.png")
        )
