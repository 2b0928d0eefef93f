"""The battle lobby on two 360 px phones and a spectator screen in a real Chromium: Anna hosts, Ben joins by
the link, both pick a sample example in secret and ready; nobody sees a list before both are sealed, then
all three screens show both, and the exported log verifies."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from battles.models import Seat
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots")  # noqa: S108 - the folder the other browser tests write to
SOON = 5_000  # ms: every page polls once a second
POLL_LIMIT = 10_000  # ms: a poll not answered by then is given up (static/js/site.js)
SECRETS = ("Grenadier", "Schütze")  # in Anna's German list (its name, its riflemen), never shown before the reveal
GERMAN_NAME, AMERICAN_NAME = "Grenadier platoon", "Rifle platoon"


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth") <= 360


def markup_without_example_list(page) -> str:
    """All the page holds, markup and hidden parts included, less the public menu of sample examples (its
    option names are the same for everyone, so they say nothing about what a seat chose)."""
    return page.evaluate(
        """() => {
            const copy = document.documentElement.cloneNode(true);
            copy.querySelectorAll("[data-testid=choose]").forEach(list => list.remove());
            return copy.outerHTML;
        }"""
    )


def assert_nothing_leaks(page) -> None:
    markup = markup_without_example_list(page)
    for secret in SECRETS:
        assert secret not in markup, f"{secret!r} shows on {page.url} before every seat is ready"


def choose_example(page, key: str) -> None:
    """One tap: the examples are the list a player without lists of their own sees first."""
    page.locator(f'#my-seat button[name=example][value="{key}"]').click()


def test_two_phones_seal_their_detachments_and_a_spectator_sees_them_revealed(live_server, phone, desktop, sample_pack):
    SHOTS.mkdir(parents=True, exist_ok=True)
    anna, ben, spectator = phone(), phone(), desktop

    # Anna hosts with the default mode: Victory Zones, 150 points a side.
    anna.goto(f"{live_server.url}/battles/new/")
    expect(anna.locator("#id_game_mode")).to_have_value("victory-zones")
    assert anna.locator("#id_game_mode option:checked").inner_text() == "Victory Zones · 150"
    anna.fill("#id_display_name", "Anna")
    anna.locator("label.seg", has_text="Team A").click()
    expect(anna.locator("input[name=team][value=A]")).to_be_checked()
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "battle-new-phone.png"), full_page=True)
    anna.get_by_role("button", name="Create the battle").click()
    code = anna.get_by_test_id("battle-code").inner_text().strip()
    assert len(code) == 6
    expect(anna).to_have_url(f"{live_server.url}/battles/{code}/")
    expect(anna.locator(".lead")).to_contain_text("Victory Zones")
    expect(anna.get_by_test_id("seat")).to_have_count(1)

    # Anna's next "anything new?" is lost on the way and never answered (a phone between networks): her page
    # gives it up and asks again, rather than waiting on it for ever.
    lost = []
    anna.route(lambda url: "/version/" in url, lambda route: lost.append(route) if not lost else route.continue_())

    # Ben follows the join link, picks team B by its label (the radio itself is hidden) and sits down.
    ben.goto(f"{live_server.url}/battles/{code}/")
    join = ben.locator("#join")
    join.locator("#id_display_name").fill("Ben")
    join.locator("label.seg", has_text="Team B").click()
    expect(join.locator("input[name=team][value=B]")).to_be_checked()
    join.get_by_role("button", name="Take the seat").click()
    expect(ben.locator("#my-seat")).to_be_visible()
    expect(ben.get_by_test_id("seat").filter(has_text="Ben")).to_contain_text("Team B")
    # Anna's phone picks Ben up by polling, with no reload.
    anna.evaluate("window.sameDocument = true")
    expect(anna.get_by_test_id("seat").filter(has_text="Ben")).to_contain_text("Team B", timeout=POLL_LIMIT + SOON)
    assert anna.evaluate("window.sameDocument") is True, "Anna's page reloaded to show Ben"
    assert len(lost) == 1
    assert no_horizontal_scroll(ben) and no_horizontal_scroll(anna)

    spectator.goto(f"{live_server.url}/battles/{code}/watch/")
    seats = spectator.get_by_test_id("seat")
    expect(seats).to_have_count(2)
    expect(seats.filter(has_text="Anna")).to_contain_text("Team A")
    expect(seats.filter(has_text="Ben")).to_contain_text("Team B")

    # Anna chooses the German example in secret and seals it.
    choose_example(anna, GERMANS)
    expect(anna.locator("#my-seat")).to_contain_text(GERMAN_NAME)
    expect(anna.locator("#my-seat .totals-line")).to_contain_text("/ 150 pts")
    assert no_horizontal_scroll(anna)
    anna.get_by_role("button", name="Ready: seal my detachment").click()
    fingerprint = anna.locator("#my-seat .notice code").inner_text().strip()
    assert len(fingerprint) == 12
    assert Seat.objects.get(battle__code=code, display_name="Anna").roster_commitment.startswith(fingerprint)

    # Ben and the spectator see Anna ready and her fingerprint, and nothing of her list.
    for page in (ben, spectator):
        anna_seat = page.get_by_test_id("seat").filter(has_text="Anna")
        expect(anna_seat).to_contain_text("Ready", timeout=SOON)
        expect(anna_seat.locator("code")).to_have_text(fingerprint)
        assert_nothing_leaks(page)
    assert no_horizontal_scroll(ben)
    ben.screenshot(path=str(SHOTS / "battle-anna-ready-phone.png"), full_page=True)

    # Ben chooses the American example; Ben's own page shows his list, still not Anna's.
    choose_example(ben, AMERICANS)
    expect(ben.locator("#my-seat")).to_contain_text(AMERICAN_NAME)
    expect(ben.locator("#my-seat .totals-line")).to_contain_text("/ 150 pts")
    assert_nothing_leaks(ben)
    assert_nothing_leaks(spectator)
    ben.get_by_role("button", name="Ready: seal my detachment").click()

    # The last seal reveals both at once, on every screen.
    for page in (anna, ben, spectator):
        expect(page.get_by_test_id("seat").filter(has_text="Anna")).to_contain_text("Germany", timeout=SOON)
        expect(page.get_by_test_id("seat").filter(has_text="Ben")).to_contain_text("United States")
        if page != spectator:  # on a phone the lists are fetched as the panel opens; the board shows them
            page.get_by_text("The forces", exact=True).click()
        forces = page.locator("section.force")
        expect(forces).to_have_count(2, timeout=SOON)
        expect(forces.filter(has_text="Anna")).to_contain_text(GERMAN_NAME)
        expect(forces.filter(has_text="Ben")).to_contain_text(AMERICAN_NAME)
    expect(ben.locator("#my-seat")).to_have_count(0)
    for page in (anna, ben):
        assert no_horizontal_scroll(page), f"{page.url} scrolls sideways at 360 px"
    ben.screenshot(path=str(SHOTS / "battle-revealed-phone.png"), full_page=True)
    spectator.screenshot(path=str(SHOTS / "battle-watch-desktop.png"), full_page=True)

    for page in (anna, ben, spectator):
        assert page.console_errors == [], f"console errors on {page.url}: {page.console_errors}"

    # The log export verifies with the same checker, and tells the story in order.
    response = anna.request.get(f"{live_server.url}/battles/{code}/log.json")
    assert response.ok
    export = response.json()
    report = fairplay.verify(export)
    assert report.ok, report.summary()
    assert [entry["kind"] for entry in export["entries"]] == ["created", "joined", "ready", "ready", "revealed"]
