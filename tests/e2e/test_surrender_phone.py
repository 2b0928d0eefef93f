"""A surrender from dice rolled at the table (R37), on two 360 px phones and the spectator board: Ben types the
morale check of his rifleman (it fails) and then the failed check's own effect roll (a surrender). The soldier
leaves the fight and team A's Combat Score moves on every screen, without a reload."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from battles.models import Battle, BattleUnit
from battles.services import lobby
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, ready_to_play, seat_examples
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_surrender_from_typed_dice_removes_the_soldier_and_scores_on_every_screen(
    live_server, phone, desktop, make_battle
):
    SHOTS.mkdir(parents=True, exist_ok=True)
    battle, anna_seat = make_battle(mode="combat-only")
    ben_seat = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna_seat, GERMANS), (ben_seat, AMERICANS))
    ready_to_play(battle, anna_seat, ben_seat)
    initiative(battle, anna_seat, "6,1")
    victim = BattleUnit.objects.filter(seat=ben_seat, profile_key__endswith="-rifleman").order_by("ref").first()
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    ben = seated_phone(phone, live_server, battle.code, ben_seat.pk)
    for page in (anna, ben):
        page.goto(f"{live_server.url}/battles/{battle.code}/")
        page.evaluate("window.notReloaded = true")
    desktop.goto(f"{live_server.url}/battles/{battle.code}/watch/")
    expect(desktop.get_by_test_id("score-A")).to_have_text("0")

    # Ben's rifleman was shot at on the table: Ben types the morale check his men rolled there.
    ben.goto(f"{live_server.url}/battles/{battle.code}/roll/morale-check/?target={victim.pk}")
    ben.check("input[name=unit_kind][value=infantry]")
    ben.fill("input[name=force_morale]", "9")
    ben.get_by_text("We rolled at the table").click()
    ben.fill("#roll-dice", "6,6")
    ben.get_by_role("button", name="Use these dice").click()
    expect(ben.get_by_test_id("roll-card")).to_contain_text("Morale check", timeout=SOON)
    expect(ben.get_by_test_id("roll-next")).to_contain_text("failed morale", timeout=SOON)

    # Its own effect roll, typed too: 2 + 2 = 4, a surrender.
    ben.get_by_test_id("roll-next").get_by_role("link", name="Open the form").click()
    ben.get_by_text("We rolled at the table").click()
    ben.fill("#roll-dice", "2,2")
    ben.get_by_role("button", name="Use these dice").click()
    expect(ben.get_by_test_id("roll-card")).to_contain_text("Surrender", timeout=SOON)

    victim.refresh_from_db()
    assert victim.status == "surrendered"
    points = Battle.objects.get(pk=battle.pk).state["combat_score"]["A"]
    assert points == victim.points > 0
    for page in (anna, ben):
        expect(page.get_by_test_id("combat-score")).to_contain_text(f"A {points}", timeout=SOON)
    expect(desktop.get_by_test_id("score-A")).to_have_text(str(points), timeout=SOON)
    expect(desktop.get_by_test_id("board-losses")).to_contain_text(victim.label, timeout=SOON)
    expect(anna.get_by_test_id("roll-card")).to_contain_text("Surrender", timeout=SOON)
    assert anna.evaluate("window.notReloaded === true"), "Anna's phone was reloaded"
    # He is no longer a target on Anna's attack form.
    anna.goto(f"{live_server.url}/battles/{battle.code}/roll/attack/")
    assert anna.locator(f'#target option[value="{victim.pk}"]').count() == 0
    assert no_horizontal_scroll(ben)
    ben.goto(f"{live_server.url}/battles/{battle.code}/#result")
    ben.screenshot(path=str(SHOTS / "surrender-phone.png"))
    desktop.screenshot(path=str(SHOTS / "surrender-board.png"))
    assert anna.console_errors == [] and ben.console_errors == [] and desktop.console_errors == []
