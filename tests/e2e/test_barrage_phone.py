"""The preparatory barrage comes first (issue 33): with the card drawn, the turn card holds back every unit of the
side to act until the drawer's phone rolls the barrage; its artillery roll, the drift and the blast's attacks follow
as any shot's, and then the first activation goes ahead. Played on two 360 px phones, taps counted."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from battles.models import Battle, LogEntry
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.test_card_rules import with_cards
from tests.e2e.taps import Taps, fire_barrages
from tests.e2e.test_battle_turn_phone import SHOTS, SOON
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_first_activation_waits_for_the_barrage(live_server, phone, make_battle):
    battle, anna, ben = with_cards(make_battle, ["preparatory-barrage"])  # Anna drew it, and starts
    anna_page, ben_page = (seated_phone(phone, live_server, battle.code, s.pk) for s in (anna, ben))
    for page in (anna_page, ben_page):
        page.goto(f"{live_server.url}/battles/{battle.code}/")
        expect(page.get_by_test_id("barrage")).to_contain_text("Preparatory barrage")
    assert not anna_page.get_by_test_id("quick-move").count()  # no unit to pick before it
    assert not ben_page.get_by_test_id("roll-barrage").count()  # only its drawer rolls it
    SHOTS.mkdir(parents=True, exist_ok=True)
    anna_page.screenshot(path=str(SHOTS / "barrage-owed-phone.png"), full_page=False)

    tap = Taps()
    fire_barrages([anna_page], tap)
    fired = LogEntry.objects.get(battle=battle, kind="roll", summary__contains="The preparatory barrage is fired.")
    assert fired.data["inputs"]["distance"] == 126  # more than 125 cm, as the card says
    expect(anna_page.get_by_test_id("quick-move").first).to_be_visible(timeout=SOON)
    expect(ben_page.get_by_test_id("barrage")).to_have_count(0, timeout=SOON)
    tap(anna_page.get_by_test_id("quick-move").first)
    expect(ben_page.locator("#turn")).to_contain_text("Pick a unit", timeout=SOON)  # the first activation went ahead
    assert Battle.objects.get(pk=battle.pk).state.get("activations")
    print(f"the barrage and what follows it: {tap.count - 1} taps")
    assert tap.count - 1 <= 6
