from __future__ import annotations

import datetime as dt
from zoneinfo import ZoneInfo

import pytest
from playwright.sync_api import expect

from dice.models import DiceRoom, RollEntry
from tests.browser import PHONE
from tests.dice.checker import check_export

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_it_shows_a_roll_on_the_other_phone_and_both_witness_the_same_head(live_server, phone, tmp_path):
    host = phone()
    host.goto(f"{live_server.url}/dice/")
    host.fill("#id_display_name", "Anna")
    host.get_by_role("button", name="Open a room").click()
    code = host.get_by_test_id("room-code").inner_text()
    assert len(code) == 6
    # The client seed came from the phone's own random source, not the server.
    assert DiceRoom.objects.get(code=code).members.get().client_seed != ""

    guest = phone()
    guest.goto(f"{live_server.url}/dice/")
    guest.fill("#id_code", code.lower())
    guest.get_by_role("button", name="Go to the room").click()
    guest.fill("#id_display_name", "Ben")
    guest.get_by_role("button", name="Join").click()
    expect(guest.locator("#roll-form")).to_be_visible()
    expect(host.locator(".members")).to_contain_text("Ben", timeout=3_000)

    host.get_by_label("4D6").check()
    host.fill("#id_label", "attack on the MG team")
    host.get_by_role("button", name="Roll").click()
    expect(host.locator(".roll.latest")).to_contain_text("attack on the MG team")
    expect(host.locator(".roll.latest")).to_be_in_viewport(ratio=1)  # the phone that rolled sees its roll whole
    assert host.locator(".room-head").bounding_box()["height"] < 70  # one line of header on a phone

    # The other phone sees it by polling, within 3 seconds, with the same chain head.
    expect(guest.locator(".roll.latest")).to_contain_text("attack on the MG team", timeout=3_000)
    expect(guest.locator(".roll.latest .die")).to_have_count(4)
    host_head = host.get_by_test_id("head-hash").inner_text()
    expect(guest.get_by_test_id("head-hash")).to_have_text(host_head)
    assert host.locator(".roll.latest .die").all_inner_texts() == guest.locator(".roll.latest .die").all_inner_texts()

    # No horizontal scrolling on a 360 px phone.
    assert guest.evaluate("document.documentElement.scrollWidth") <= 360
    assert host.console_errors == [] and guest.console_errors == []

    # The host closes the room; the exported log verifies with the standalone checker.
    host.get_by_text("Close the room", exact=True).click()
    host.get_by_role("button", name="Close the room and reveal the seed").click()
    expect(host.get_by_test_id("server-seed")).to_be_visible()
    # The other phone notices on its next poll and reloads into the closed room: no roll form, seed shown.
    expect(guest.get_by_test_id("server-seed")).to_be_visible(timeout=3_000)
    expect(guest.locator("#roll-form")).to_have_count(0)
    export = host.request.get(f"{live_server.url}/dice/{code}/log.json").json()
    # The head both phones showed after the roll, as a player would note it, leads to the closed log's head.
    checked = check_export(tmp_path, export, "--head", host_head)
    assert checked.returncode == 0, checked.stdout
    assert "The head you noted is the chain after entry 1" in checked.stdout and checked.stdout.endswith("VERIFIED\n")


def test_it_joins_by_the_link_in_the_qr_code(live_server, phone):
    host = phone()
    host.goto(f"{live_server.url}/dice/")
    host.fill("#id_display_name", "Anna")
    host.get_by_role("button", name="Open a room").click()
    # The invitation is open for a host alone in the room; its link is what the QR code encodes.
    join_link = host.locator(".invite .link a").get_attribute("href")
    expect(host.get_by_test_id("qr").locator("svg")).to_be_visible()

    guest = phone()
    guest.goto(join_link)
    guest.fill("#id_display_name", "Cleo")
    guest.get_by_role("button", name="Join").click()
    guest.get_by_role("button", name="Roll").click()
    expect(host.locator(".roll.latest")).to_contain_text("Cleo", timeout=3_000)


def test_each_roll_shows_the_readers_own_time_and_keeps_utc_in_its_tooltip(live_server, browser):
    # A phone in India (UTC+5:30 all year, so hours and minutes both move), reading the page in German.
    context = browser.new_context(**PHONE, timezone_id="Asia/Kolkata", locale="de-DE")
    try:
        page = context.new_page()
        errors = []
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        page.goto(f"{live_server.url}/dice/")
        page.fill("#id_display_name", "Anna")
        page.locator("form:has(#id_display_name) button").click()
        expect(page.locator("html")).to_have_attribute("lang", "de")
        page.locator("#roll-form button").click()  # the roll comes back as a fragment htmx swaps in
        expect(page.locator(".roll.latest")).to_have_count(1)
        page.locator("#roll-form button").click()
        expect(page.locator(".roll")).to_have_count(2)

        for entry in RollEntry.objects.order_by("seq"):
            at = entry.created_at.astimezone(dt.UTC)
            time = page.locator(f'.roll[data-seq="{entry.seq}"] time')
            expect(time).to_have_text(at.astimezone(ZoneInfo("Asia/Kolkata")).strftime("%H:%M:%S"))
            expect(time).to_have_attribute("title", f"{at:%H:%M:%S} UTC")
            expect(time).to_have_attribute("datetime", f"{at:%Y-%m-%dT%H:%M:%S}Z")

        page.reload()  # the whole page, not a fragment: the same local times
        last = RollEntry.objects.latest("seq").created_at.astimezone(ZoneInfo("Asia/Kolkata"))
        expect(page.locator(".roll.latest time")).to_have_text(last.strftime("%H:%M:%S"))
        assert errors == []
    finally:
        context.close()
