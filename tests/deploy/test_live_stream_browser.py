"""Two players' phones (real Chromium) on the production shape: one moves, and the other's page hears it on its live
stream (battles/stream.py behind haproxy) and swaps in the change, without asking "anything new?" once a second;
the phone that moved asks for nothing: its move's answer brought the change."""

from __future__ import annotations

from tests.browser import PHONE
from tests.deploy.cluster import STREAMS, build_table

LISTEN_MS = 2500  # long enough for two and a half of the once-a-second polls a page without a stream would make


def _phone(browser, cluster, seat: dict):
    context = browser.new_context(**PHONE, base_url=cluster.url)
    context.add_cookies([{"name": "sessionid", "value": seat["session"], "url": cluster.url}])
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.asked = []  # the phone's "anything new?" requests
    page.on("request", lambda request: ("/poll/" in request.url or "/version/" in request.url) and page.asked.append(request.url))  # fmt: skip
    page.errors = []
    page.on("console", lambda message: message.type == "error" and page.errors.append(message.text))
    return context, page


def test_a_move_reaches_the_other_phone_on_its_stream_with_no_polling(cluster, browser):
    table = build_table(cluster)
    code = table["code"]
    mover = next(seat for seat in table["seats"] if seat["seat_id"] == table["active"])
    watcher = next(seat for seat in table["seats"] if seat["seat_id"] != table["active"])
    contexts = []
    try:
        context, waiting = _phone(browser, cluster, watcher)
        contexts.append(context)
        with waiting.expect_response(lambda response: "/events/" in response.url) as opened:
            waiting.goto(f"/battles/{code}/")
        assert opened.value.status == 200 and opened.value.headers["x-backend"] in STREAMS
        assert "server" not in opened.value.headers  # the README's proxy recipe names no server software
        before = waiting.locator("#live").get_attribute("data-poll")
        waiting.wait_for_timeout(LISTEN_MS)
        assert waiting.asked == []  # the stream is open: no polling

        context, moving = _phone(browser, cluster, mover)
        contexts.append(context)
        with moving.expect_response(lambda response: "/events/" in response.url):
            moving.goto(f"/battles/{code}/")
        moving.get_by_test_id("quick-move").first.click()

        waiting.wait_for_function("was => document.getElementById('live').dataset.poll !== was", arg=before)
        assert waiting.get_by_test_id("news").is_visible()  # what happened, in a line at the foot of the screen
        assert (
            len(waiting.asked) == 1 and "/poll/" in waiting.asked[0]
        )  # the regions that changed, on the stream's word
        # The mover's stream tells it of its own move too (under load before the move's answer comes, which this
        # idle cluster does not make happen: tests/e2e/test_live_regions_phone.py does); the answer holds that
        # version's regions, so the phone asks for nothing.
        moving.wait_for_timeout(500)
        assert moving.asked == []
        assert waiting.errors == [] and moving.errors == []
    finally:
        for context in contexts:
            context.close()
