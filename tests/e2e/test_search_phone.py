"""One search everywhere on a 360 px phone (issue 33): the Rules tab's box narrows its tables as the player types and
opens the one search on Enter, as every search box does; a search made online answers again with no connection, and
one never made says the phone is offline."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# page.evaluate of a function (the page's CSP forbids the string eval wait_for_function would need).
UNTIL_CONTROLLED = """async () => {
    const workers = navigator.serviceWorker;
    await workers.ready;
    if (!workers.controller) await new Promise((done) => workers.addEventListener("controllerchange", done, {once: true}));
    return new URL(workers.controller.scriptURL).pathname;
}"""
UNTIL_KEPT = """async (wanted) => {
    for (let tries = 0; tries < 50; tries++) {
        for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) {
                const url = new URL(request.url);
                if (url.pathname + url.search === wanted) return true;
            }
        }
        await new Promise((done) => setTimeout(done, 100));
    }
    return false;
}"""


def search_with_enter(page, words: str) -> None:
    page.fill("#q", words)
    page.press("#q", "Enter")


def test_enter_opens_the_one_search_from_every_box_and_a_search_made_online_reads_offline(live_server, phone):
    page = phone()
    page.goto(f"{live_server.url}/rules/")
    assert page.evaluate(UNTIL_CONTROLLED) == "/sw.js"

    # The Rules tab: typing narrows the tables; no table says "rally", so it offers the one search, as Enter does.
    page.fill("#q", "rally")
    expect(page.locator("#table-list .empty")).to_contain_text("No table mentions “rally”")
    expect(page.get_by_test_id("search-everything")).to_have_attribute("href", "/rules/search/?q=rally")
    page.press("#q", "Enter")
    expect(page).to_have_url(f"{live_server.url}/rules/search/?q=rally")
    rally = page.locator('[data-testid=search-hits] a[href="/rules/calc/squad-leader-rally/"]')
    expect(rally).to_be_visible()
    assert page.evaluate(UNTIL_KEPT, "/rules/search/?q=rally")

    # Open Fire's quick reference: the same, with its own pages first.
    page.goto(f"{live_server.url}/rules/open-fire/")
    search_with_enter(page, "stress")
    expect(page).to_have_url(re.compile(r"/rules/search/\?q=stress&system=open-fire$"))
    expect(page.locator("[data-testid=search-hits] .hit-system").first).to_have_text("Open Fire")
    assert page.console_errors == []

    page.context.set_offline(True)

    page.goto(f"{live_server.url}/rules/calc/")  # kept when the worker was installed
    search_with_enter(page, "rally")
    expect(page).to_have_url(f"{live_server.url}/rules/search/?q=rally")
    expect(rally).to_be_visible()
    expect(page.get_by_test_id("offline")).to_have_count(0)

    search_with_enter(page, "xyzzy")  # never searched on this phone
    expect(page.get_by_test_id("offline")).to_have_text("No connection")
