"""The table's roll form on a 360 x 740 phone (issue 33): the modifiers that are off or 0, as they nearly always
are, fold away under one line, and the bar at the foot of the screen (what the roll needs, its odds, the buttons)
takes at most 120 px, in English and in German."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from battles.models import BattleUnit
from battles.services import lobby, turns
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_roll_form_folds_the_usual_modifiers_and_its_bar_stays_small(live_server, phone, make_battle, language):
    SHOTS.mkdir(parents=True, exist_ok=True)
    battle, anna = make_battle(mode="combat-only")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    rifleman = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, key=key())
    page = seated_phone(phone, live_server, battle.code, anna.pk)
    page.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    page.goto(f"{live_server.url}/battles/{battle.code}/roll/attack/?action=shoot&then=done")
    folded = page.get_by_test_id("rare-fields")
    expect(folded).to_be_visible(timeout=SOON)
    assert folded.get_attribute("open") is None
    hidden = folded.locator("input").count()
    assert hidden >= 8, f"only {hidden} rarely used boxes folded away"
    page.fill("input[name=distance]", "20")
    attack = page.locator("input[name=attack_value]")
    assert attack.input_value()  # filled in from the unit
    attack.click()
    page.keyboard.type("11")  # typed over what the app filled in: it read "911" or so, appended
    expect(attack).to_have_value("11")
    expect(page.get_by_test_id("target")).to_be_visible(timeout=SOON)
    page.screenshot(path=str(SHOTS / f"roll-form-{language}-phone.png"))
    bar = page.locator(".roll-bar").bounding_box()
    assert bar["height"] <= 120, f"the roll bar is {bar['height']} px tall"
    assert no_horizontal_scroll(page)
    page.screenshot(path=str(SHOTS / f"roll-form-{language}-phone.png"))
