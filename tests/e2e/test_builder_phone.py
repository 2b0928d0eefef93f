"""The detachment builder on a 360 px phone in a real Chromium: log in, start a Grenadier platoon, add
units with htmx while the sticky totals follow, break the list and put it right, then print it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import PASSWORD, add, unit_of

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots")  # noqa: S108 - where the brief asks for them
LIMIT = 150
MACHINES = ("support-weapon", "afv", "transport", "plane")
READY, ONE_PROBLEM = "Ready to play", "Invalid: 1 problem"
# From nothing to a legal list: the type's core units (1 squad leader, 6 riflemen) first, then support.
PLAN = [
    ("de-squad-leader", 1, ONE_PROBLEM),  # riflemen still missing
    ("de-rifleman", 6, READY),
    ("de-rifleman", 30, READY),
    ("de-lmg-team", 2, READY),
    ("de-mg42-hmg", 1, READY),
    ("de-sniper", 1, READY),
]
BREAKER = "de-mortar-team"  # one more of these goes over the limit


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.scrollingElement.scrollWidth") <= 360


def real_errors(page) -> list[str]:
    return [error for error in page.console_errors if "422" not in error]


class Tally:
    """Points and actions worked out from the pack: a unit's cost at its quality; one action per person
    aboard, one more per machine (R22)."""

    def __init__(self, pack: dict) -> None:
        self.pack, self.points, self.actions = pack, 0, 1  # the ranking officer: free, one action

    def change(self, key: str, count: int) -> None:
        unit = unit_of(self.pack, key)
        self.points += unit["cost"]["regular"] * count
        self.actions += (unit.get("crew", 1) + (unit["type"] in MACHINES)) * count


def expect_totals(page, tally: Tally, status: str) -> None:
    totals = page.locator("#totals")
    expect(totals.locator(".total").nth(0)).to_have_text(re.compile(rf"^\s*{tally.points}\s*/\s*{LIMIT}\s*points\s*$"))
    expect(totals.locator(".total").nth(1)).to_have_text(re.compile(rf"^\s*{tally.actions}\s*actions\s*$"))
    expect(totals.locator(".status")).to_have_text(re.compile(status))


def add_units(page, key: str, count: int) -> None:
    page.select_option("#id_unit", key)
    page.select_option("#id_quality", "regular")
    page.fill("#id_count", str(count))
    page.get_by_role("button", name="Add", exact=True).click()


def test_a_player_builds_breaks_fixes_and_prints_a_detachment_on_a_phone(live_server, phone, sample_pack, player):
    SHOTS.mkdir(parents=True, exist_ok=True)
    names = {key: unit_of(sample_pack, key)["name"] for key, *_ in [*PLAN, (BREAKER,)]}
    lines = len({key for key, *_ in PLAN}) + 1  # the two rifleman adds make one line; the officer has one
    page = phone()

    page.goto(f"{live_server.url}/accounts/login/?next=/armies/new/")
    page.fill("#id_username", player.username)
    page.fill("#id_password", PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(f"{live_server.url}/armies/new/")

    page.fill("#id_name", "Grenadiers on a phone")
    page.select_option("#id_detachment_type", "de-regular-infantry")
    page.locator("input[name=points_source][value=free]").check()
    page.fill("#id_points_free", str(LIMIT))
    page.get_by_role("button", name="Create and start adding units").click()
    expect(page).to_have_url(re.compile(r"/armies/\d+/$"))
    expect(page.locator("h1")).to_have_text("Grenadiers on a phone")

    tally = Tally(sample_pack)
    expect_totals(page, tally, "Invalid: 2 problems")
    expect(page.locator("#totals")).to_have_css("position", "sticky")
    page.evaluate("window.sameDocument = true")  # lost if a click reloads the page instead of swapping

    for key, count, status in PLAN:
        add_units(page, key, count)
        tally.change(key, count)
        expect_totals(page, tally, status)
    assert tally.points <= LIMIT
    expect(page.locator("#roster .problems")).to_have_count(0)
    rows = page.locator("#roster .unit")
    expect(rows).to_have_count(lines)
    rows.last.scroll_into_view_if_needed()
    expect(page.locator("#totals")).to_be_in_viewport()  # sticky: still in sight at the end of the list
    assert no_horizontal_scroll(page)
    page.screenshot(path=str(SHOTS / "builder-phone.png"), full_page=True)

    # Over the limit: one more support team.
    add_units(page, BREAKER, 1)
    tally.change(BREAKER, 1)
    assert tally.points > LIMIT
    over = tally.points - LIMIT
    expect_totals(page, tally, ONE_PROBLEM)
    problems = page.locator("#roster .problems")
    expect(problems).to_contain_text(f"{over} point{'s' if over > 1 else ''} over the limit of {LIMIT}.")
    expect(problems).to_contain_text("Remove or downgrade units, or raise the limit.")

    # Fixed with −1 on that team.
    page.get_by_role("button", name=f"Remove one {names[BREAKER]}").click()
    tally.change(BREAKER, -1)
    expect_totals(page, tally, READY)
    expect(page.locator("#roster .problems")).to_have_count(0)

    # A core unit removed, then put back with Undo.
    leader = names["de-squad-leader"]
    page.get_by_role("button", name=f"Remove one {leader}").click()
    tally.change("de-squad-leader", -1)
    expect_totals(page, tally, ONE_PROBLEM)
    expect(page.locator("#roster .problems")).to_contain_text(
        f"This detachment type must field at least 1 × {leader}; it has 0."
    )
    expect(page.locator("#roster .undo")).to_contain_text(f"Removed {leader}.")
    page.get_by_role("button", name="Undo").click()
    tally.change("de-squad-leader", 1)
    expect_totals(page, tally, READY)
    expect(page.locator("#roster .undo")).to_have_count(0)
    assert page.evaluate("window.sameDocument") is True, "an htmx action reloaded the page"
    assert no_horizontal_scroll(page)
    assert real_errors(page) == []

    page.get_by_role("link", name="Print view").click()
    expect(page).to_have_url(re.compile(r"/armies/\d+/print/$"))
    expect(page.locator("table.roster-table tbody tr")).to_have_count(lines)
    expect(page.locator("table.roster-table tfoot")).to_have_text(
        re.compile(rf"Total \(limit {LIMIT}\)\s*{tally.points}")
    )
    for name in set(names.values()) - {names[BREAKER]}:
        expect(page.locator("table.roster-table tbody")).to_contain_text(name)
    cards = page.locator(".print-sheet .print-card")
    expect(cards).to_have_count(lines)
    expect(cards.filter(has_text=names["de-rifleman"])).to_contain_text("36 ×")
    expect(cards.filter(has_text=names["de-rifleman"]).locator(".print-odds").first).to_contain_text("Close")
    page.screenshot(path=str(SHOTS / "print-phone.png"), full_page=True)
    assert real_errors(page) == []


LINES_OF = "cell => { const r = document.createRange(); r.selectNodeContents(cell); return r.getClientRects().length; }"


def test_the_print_table_keeps_each_number_on_one_line_on_a_phone(live_server, phone, player, detachment):
    for key, count in (("de-squad-leader", 1), ("de-rifleman", 30), ("de-lmg-team", 2)):
        add(player, detachment, key, count)
    page = phone()

    page.goto(f"{live_server.url}/armies/shared/{detachment.share_token}/print/")  # the owner's print.html too

    assert no_horizontal_scroll(page)
    numbers = page.locator("table.roster-table tbody td:first-child, table.roster-table td:last-child")
    expect(numbers).to_have_count(2 * 4 + 1)
    assert numbers.evaluate_all(f"cells => cells.map({LINES_OF})") == [1] * 9, "a count or points value wraps"
