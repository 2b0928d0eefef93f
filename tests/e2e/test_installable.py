"""The installed app on a 360 px phone in a real Chromium: the service worker takes over, the connection drops, the
rules a player opened still read, a page never opened says it is offline, and a battle is never kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots")  # noqa: S108 - the folder the other browser tests write to

# page.evaluate of a function (the page's CSP forbids the string eval wait_for_function would need).
UNTIL_CONTROLLED = """async () => {
    const workers = navigator.serviceWorker;
    await workers.ready;
    if (!workers.controller) await new Promise((done) => workers.addEventListener("controllerchange", done, {once: true}));
    return new URL(workers.controller.scriptURL).pathname;
}"""
KEPT = """async () => {
    const kept = [];
    for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) kept.push(name + " " + new URL(request.url).pathname);
    }
    return kept;
}"""


def test_the_rules_read_offline_and_a_battle_never_comes_from_a_cache(live_server, phone):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = phone()
    page.goto(f"{live_server.url}/")
    assert page.evaluate(UNTIL_CONTROLLED) == "/sw.js"
    # Chrome's own check behind its install prompt; a test's browser context is always a private window.
    chrome = page.context.new_cdp_session(page)
    assert chrome.send("Page.getAppManifest")["errors"] == []
    errors = chrome.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [error["errorId"] for error in errors] == ["in-incognito"]

    # Online: a calculator (not kept at install, so kept because it was opened) and a battle of one's own.
    page.goto(f"{live_server.url}/rules/calc/attack/")
    calculator_heading = page.locator("h1").inner_text()
    page.goto(f"{live_server.url}/battles/new/")
    page.fill("#id_display_name", "Anna")
    page.get_by_role("button", name="Create the battle").click()
    code = page.get_by_test_id("battle-code").inner_text().strip()
    battle_url = f"{live_server.url}/battles/{code}/"
    expect(page).to_have_url(battle_url)
    assert page.console_errors == []

    page.context.set_offline(True)

    page.goto(f"{live_server.url}/rules/calc/attack/")
    page.reload()
    expect(page.locator("h1")).to_have_text(calculator_heading)
    expect(page.get_by_test_id("offline")).to_have_count(0)
    page.goto(f"{live_server.url}/rules/rulings/")  # kept at install, never opened
    expect(page.locator("h1")).to_have_text("Rulings")

    page.goto(f"{live_server.url}/armies/arsenal/")  # a public page, but never opened on this phone
    expect(page.get_by_test_id("offline")).to_have_text("No connection")
    expect(page.get_by_role("link", name="Rules reference")).to_have_attribute("href", "/rules/")
    page.screenshot(path=str(SHOTS / "offline-phone.png"), full_page=True)

    page.goto(battle_url)  # opened online a moment ago, but a battle is never kept
    expect(page.get_by_test_id("offline")).to_be_visible()
    expect(page.get_by_test_id("battle-code")).to_have_count(0)

    kept = page.evaluate(KEPT)
    paths = {entry.split(" ", 1)[1] for entry in kept}
    assert {"/offline/", "/rules/", "/rules/calc/attack/"} <= paths
    assert not [path for path in paths if path.startswith(("/battles/", "/dice/", "/accounts/", "/admin/"))], kept
    assert len({entry.split(" ", 1)[0] for entry in kept}) == 1, "one cache, this release's"


# The browser's offer to install, as Chrome fires it when a site may be installed: a test's Chromium never does (its
# window is private, see above), so the page receives one with a prompt() that counts its calls.
OFFER = """() => {
    const offer = new Event("beforeinstallprompt", {cancelable: true});
    window.prompted = window.prompted || 0;
    offer.prompt = () => { window.prompted += 1; return Promise.resolve({outcome: "accepted"}); };
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
}"""


def test_it_offers_to_install_only_when_the_browser_does_and_a_player_may_say_not_now(live_server, phone):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page = phone()
    page.goto(f"{live_server.url}/rules/")
    page.evaluate(UNTIL_CONTROLLED)  # the worker settled first: a reload while it installs may fail to load
    bar = page.get_by_test_id("install-offer")
    install, not_now = bar.locator("button[data-install]"), bar.locator("button[data-install-dismiss]")
    expect(install).to_have_text("Install the app")  # there, but hidden (roles skip what is hidden)
    expect(not_now).to_have_text("Not now")
    expect(bar).to_be_hidden()  # no offer (Safari on iOS never makes one): nothing shows

    assert page.evaluate(OFFER) is True, "the browser's own infobar is held back for ours"
    expect(bar).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.screenshot(path=str(SHOTS / "install-offer-phone.png"))
    install.click()
    expect(bar).to_be_hidden()
    assert page.evaluate("window.prompted") == 1

    page.reload()
    page.evaluate(OFFER)
    expect(bar).to_be_visible()
    not_now.click()
    expect(bar).to_be_hidden()
    assert page.evaluate("window.prompted") == 0

    page.reload()  # this phone said no: the next offer shows nothing
    page.evaluate(OFFER)
    expect(bar).to_be_hidden()
    assert page.console_errors == []
