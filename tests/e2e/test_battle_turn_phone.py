"""A whole first turn on two 360 px phones and a spectator screen in a real Chromium: create, join, ready,
set up (deployment, placing, event cards, force morale), initiative, a shot that chains by itself to the
effect on the soldier hit and his morale check, the other side's activation, the turn's end; every screen
follows by polling, and the exported log verifies."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from battles import selectors
from battles.models import Battle, BattleUnit
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS
from tests.e2e.taps import fire_barrages, make_card_choices
from tests.e2e.test_battle_lobby_phone import choose_example, no_horizontal_scroll

SIGN = "summary => getComputedStyle(summary, '::after').content"
pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots")  # noqa: S108 - the folder the other browser tests write to
SOON = 10_000  # ms: every page polls once a second
PHASE_CHANGE = 20_000  # ms: three screens reload at once, slow on a machine busy with other tests


def table_dice(page, dice: str) -> None:
    """Open "We rolled at the table" (a finger's height: it was 26 px), type the dice and use them."""
    fold = page.get_by_text("We rolled at the table")
    assert fold.bounding_box()["height"] >= 44
    fold.click()
    page.locator("details[open] input[name=dice]").fill(dice)
    page.locator("details[open]").get_by_role("button", name="Use these dice").click()


def test_two_phones_play_a_turn_with_a_shot_that_chains_to_effect_and_morale(live_server, phone, desktop, sample_pack):
    SHOTS.mkdir(parents=True, exist_ok=True)
    anna, ben, spectator = phone(), phone(), desktop

    # The lobby: Anna hosts Victory Zones, Ben joins team B, both take a sample example and seal it.
    anna.goto(f"{live_server.url}/battles/new/")
    anna.fill("#id_display_name", "Anna")
    anna.get_by_role("button", name="Create the battle").click()
    code = anna.get_by_test_id("battle-code").inner_text().strip()
    ben.goto(f"{live_server.url}/battles/{code}/")
    ben.locator("#join #id_display_name").fill("Ben")
    ben.locator("#join label.seg", has_text="Team B").click()
    ben.get_by_role("button", name="Take the seat").click()
    spectator.goto(f"{live_server.url}/battles/{code}/watch/")
    for page, example in ((anna, GERMANS), (ben, AMERICANS)):
        expect(page.locator("#my-seat")).to_be_visible(timeout=SOON)
        choose_example(page, example)
        page.get_by_role("button", name="Ready: seal my detachment").click()

    # Setup: the deployment sector, everyone places at once, event cards, force morale per team.
    expect(ben.get_by_role("button", name="Roll the deployment sector")).to_be_visible(timeout=SOON)
    ben.get_by_role("button", name="Roll the deployment sector").click()
    expect(anna.locator("#setup")).to_contain_text("Placing the units", timeout=SOON)  # all at once by default
    for page in (anna, ben):
        expect(page.get_by_role("button", name="All my units are placed")).to_be_visible(timeout=SOON)
        page.get_by_role("button", name="All my units are placed").click()
    for page in (anna, ben):  # every unit is down: each phone moves on to the event cards by itself
        expect(page.get_by_role("button", name="Draw my")).to_be_visible(timeout=SOON)
        page.get_by_role("button", name="Draw my").click()
    make_card_choices((anna, ben))  # a card drawn that asks its drawer to choose
    anna.get_by_role("button", name="Roll force morale for team A", exact=True).click()
    expect(ben.get_by_role("button", name="Roll force morale for team B", exact=True)).to_be_visible(timeout=SOON)
    ben.get_by_role("button", name="Roll force morale for team B", exact=True).click()
    for page in (anna, ben, spectator):  # the table is set: every screen moves on to turn 1, the last roll on top
        expect(page.locator("main")).to_contain_text("Turn 1 of 5", timeout=PHASE_CHANGE)
        expect(page.get_by_test_id("roll-card")).to_contain_text("Team B fights with force morale")
    assert no_horizontal_scroll(anna) and no_horizontal_scroll(ben)
    for page in (anna, ben):  # both phones start the turn at its top: they sat at the setup's foot, the button above
        expect(page.get_by_role("button", name="Roll initiative")).to_be_in_viewport()
    anna.screenshot(path=str(SHOTS / "battle-setup-done-phone.png"), full_page=True)

    # Initiative, rolled at the table: Anna 6, Ben 1. Anna starts.
    expect(anna.get_by_role("button", name="Roll initiative")).to_be_visible(timeout=SOON)
    table_dice(anna, "6,1")
    for page in (ben, spectator):
        expect(page.locator("main")).to_contain_text("Anna starts", timeout=SOON)
    fire_barrages((anna, ben))  # a preparatory barrage drawn comes before the first activation
    expect(anna.locator("main")).to_contain_text("Your activation", timeout=SOON)

    # Anna activates a rifleman and shoots at one of Ben's riflemen, naming him as the target.
    battle = Battle.objects.get(code=code)
    rifleman = BattleUnit.objects.filter(
        battle=battle, seat__display_name="Anna", unit_type="infantry", squad_leader=False
    ).first()
    victim = BattleUnit.objects.filter(
        battle=battle, seat__display_name="Ben", unit_type="infantry", squad_leader=False, stats__crew=1
    ).first()
    riflemen = BattleUnit.objects.filter(battle=battle, seat__display_name="Anna", profile_key=rifleman.profile_key)
    rows = ", ".join(
        f'.pick-row:has(input[name=unit][value="{u.pk}"])' for u in riflemen
    )  # whatever tokens a card gave
    anna.locator(rows).locator("> form:first-child button.pick").first.click()
    anna.get_by_role("link", name="Shoot", exact=True).click()  # Shoot opens the attack roll
    # A player reads the form before typing; a script could type before the deferred htmx binds the form (and the
    # odds would wait for the next change): the page's scripts first.
    anna.wait_for_load_state("load")
    anna.select_option("#target", str(victim.pk))
    anna.fill("input[name=distance]", "30")
    expect(anna.get_by_test_id("target")).to_contain_text("or less")  # the odds follow the form by themselves
    assert anna.evaluate("document.querySelector('.roll-bar').getBoundingClientRect().bottom") <= 740
    table_dice(anna, "1,1,1,1")  # a hit

    # Every phone shows the hit large, with the effect roll on the soldier hit a tap away.
    for page in (anna, ben, spectator):
        expect(page.get_by_test_id("roll-card")).to_contain_text("Hit", timeout=SOON)
        expect(page.get_by_test_id("chain")).to_contain_text(victim.label, timeout=SOON)
    assert anna.evaluate("document.getElementById('result').getBoundingClientRect().top") < 740
    anna.screenshot(path=str(SHOTS / "battle-result-hit-phone.png"))
    anna.get_by_test_id("roll-next").get_by_role("link", name="Open the form").click()
    expect(anna.get_by_test_id("chain-step")).to_contain_text(f"Follow-on roll for {victim.label}")
    table_dice(anna, "2,2")  # suppressed: a morale check follows
    expect(anna.get_by_test_id("roll-card")).to_contain_text("suppressed")
    anna.get_by_test_id("roll-next").get_by_role("link", name="Open the form").click()
    expect(anna.get_by_test_id("chain-step")).to_contain_text("morale check")
    expect(anna.locator("input[name=unit_kind][value=infantry]")).to_be_checked()
    table_dice(anna, "6,6,3,3")  # 12 fails; the last two dice are the failure's effect
    expect(anna.locator("#turn")).to_be_visible()
    victim.refresh_from_db()
    assert victim.tokens.get("suppressed") == 1

    for page in (anna, ben, spectator):
        expect(page.get_by_test_id("roll-card")).to_contain_text("Morale check", timeout=SOON)
        expect(page.get_by_test_id("chain")).to_have_count(0)
    spectator.set_viewport_size({"width": 1280, "height": 800})  # the board on a TV or tablet
    expect(spectator.get_by_test_id("board-now")).to_contain_text(f"Anna is activating {rifleman.label}")
    spectator.screenshot(path=str(SHOTS / "board-after-shot-1280x800.png"))

    # Anna is done with the rifleman; Ben activates a unit and moves it; the host ends the turn as referee.
    anna.get_by_role("button", name="Done with this unit").click()
    expect(ben.locator("#turn")).to_contain_text("Your activation", timeout=SOON)
    ben.locator(".unit-picks button.pick:enabled").first.click()
    ben.get_by_role("button", name="Move", exact=True).click()
    expect(anna.locator("#turn")).to_contain_text("Ben is activating a unit", timeout=SOON)
    anna.locator("details.referee summary").click()
    anna.get_by_role("button", name="End turn 1 now").click()
    for page in (anna, ben):
        expect(page.locator("#turn")).to_contain_text("Turn 2 of 5", timeout=SOON)
    # The referee's fold closes once its tap is done: open over turn 2 it offered "End turn 2 now" a tap away.
    expect(anna.locator("details.referee")).not_to_have_attribute("open", "")
    expect(spectator.get_by_test_id("board-score")).to_contain_text("Turn 2 of 5", timeout=SOON)
    assert no_horizontal_scroll(anna) and no_horizontal_scroll(ben)
    ben.screenshot(path=str(SHOTS / "battle-turn-2-phone.png"), full_page=True)
    # A folded card (the forces) says it opens, and once open that it closes: no browser triangle on these.
    assert ben.locator("#forces > summary").evaluate(SIGN) == '"+"'
    ben.locator("#forces > summary").click()
    assert ben.locator("#forces > summary").evaluate(SIGN) == '"\u2212"'
    # The links tapped often are a finger's height: the log, and from it back to the battle.
    log_link = ben.locator("#live .chain > a")
    assert log_link.bounding_box()["height"] >= 44
    log_link.click()
    assert ben.locator("a.back").bounding_box()["height"] >= 44
    ben.locator("a.back").click()
    spectator.screenshot(path=str(SHOTS / "battle-turn-2-watch-desktop.png"), full_page=True)

    report = fairplay.verify(selectors.battle_export(Battle.objects.get(code=code)))
    assert report.ok, report.problems
    for page in (anna, ben, spectator):
        assert page.console_errors == [], f"console errors on {page.url}: {page.console_errors}"
