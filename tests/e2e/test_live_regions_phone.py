"""Nothing lost when others act: while phone A plays ten actions, phone B is never reloaded. Only the regions
that changed are swapped in, and B keeps what it was typing, the panels it opened, its focus and its scroll;
a notice says what A did."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import expect

from battles.models import Battle
from battles.services import lobby, markers
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import ready_to_play, rifle_squad
from tests.e2e.conftest import PHONE
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON, table_dice
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
MOVE_LIMIT = 15_000  # ms: a move with no answer by then is given up (static/js/site.js)


@pytest.fixture
def squads(make_battle):
    """Anna and Ben, a rifle squad each, a battle of combat only in play."""
    battle, anna_seat = make_battle(mode="combat-only", points=100)
    ben_seat = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat in (anna_seat, ben_seat):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=rifle_squad(), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    ready_to_play(battle, anna_seat, ben_seat)
    return battle, anna_seat, ben_seat


def test_phone_b_keeps_typed_values_open_panels_and_scroll_while_phone_a_acts_ten_times(live_server, phone, squads):
    SHOTS.mkdir(parents=True, exist_ok=True)
    battle, anna_seat, ben_seat = squads
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    ben = seated_phone(phone, live_server, battle.code, ben_seat.pk)
    for page in (anna, ben):
        page.goto(f"{live_server.url}/battles/{battle.code}/")
    table_dice(anna, "6,1")  # Anna starts
    expect(ben.locator("#turn")).to_contain_text("Anna is activating a unit", timeout=SOON)

    # Ben opens the smoke panel, types where, and leaves the cursor in the box, scrolled down to it.
    ben.evaluate("window.notReloaded = true")
    ben.get_by_text("Add smoke", exact=True).click()
    where = ben.locator("#smoke-where")
    where.fill("behind the barn")
    where.scroll_into_view_if_needed()
    scrolled = ben.evaluate("window.scrollY")
    # Ben also opens Other rolls, and a panel above it (here put there by hand) is gone from the next render:
    # Other rolls is known by its own title, so it stays open.
    ben.evaluate(
        """() => { const open = document.querySelector('#turn details.free-rolls'); open.open = true;
        open.insertAdjacentHTML('beforebegin', '<details class="gone"><summary>Gone soon</summary></details>'); }"""
    )

    # Anna: ten changes, a tap each. She picks a unit and puts it back four times, then picks one and moves.
    taps = [".unit-picks button.pick:enabled", "text=Put it back: pick another"] * 4
    for n, tap in enumerate([*taps, ".unit-picks button.pick:enabled", "button:text-is('Move')"]):
        before = Battle.objects.get(pk=battle.pk).entry_count
        anna.locator(tap).first.click()
        expect(anna.locator("#live")).not_to_contain_text(f"Log ({before})", timeout=SOON)  # her change is written
        entries = Battle.objects.get(pk=battle.pk).entry_count  # read after it: a busy machine had read it before
        expect(ben.locator("#live")).to_contain_text(f"Log ({entries})", timeout=SOON)
        if n == 0:
            expect(ben.get_by_test_id("news")).to_contain_text("Anna:", timeout=SOON)
    left = Battle.objects.get(pk=battle.pk).state["actions"][str(anna_seat.pk)]
    expect(ben.locator('[data-testid="counter"]', has_text="Anna")).to_contain_text(f"{left} actions", timeout=SOON)
    expect(ben.get_by_test_id("news")).to_contain_text("move", timeout=SOON)

    assert ben.evaluate("window.notReloaded === true"), "phone B was reloaded"
    assert where.input_value() == "behind the barn"
    assert ben.locator("details.smoke-form").evaluate("d => d.open")
    assert ben.locator("details.gone").count() == 0 and ben.locator("#turn details.free-rolls").evaluate("d => d.open")
    assert ben.evaluate("document.activeElement && document.activeElement.id") == "smoke-where"
    assert abs(ben.evaluate("window.scrollY") - scrolled) <= 2
    assert no_horizontal_scroll(ben)
    ben.screenshot(path=str(SHOTS / "live-regions-phone-b.png"))
    assert anna.console_errors == [] and ben.console_errors == []
    # What Anna did sits over the top of Ben's screen, clear of the picker's buttons at its foot: his first tap
    # anywhere puts it away (shown again here with its five seconds stopped, so only the tap can hide it).
    shown = "() => { const n = document.querySelector('[data-testid=news]'); clearTimeout(n.timer); n.hidden = false; }"
    ben.evaluate(shown)
    news = ben.get_by_test_id("news")
    expect(news).to_be_visible()
    box = news.bounding_box()
    assert box["y"] < 20 and box["y"] + box["height"] < 740 / 2, box  # at the top, over half the screen at most
    ben.mouse.click(3, 735)  # the margin at the foot of the screen: nothing to press there
    assert news.is_hidden()

    # A second screen of Anna's that heard nothing since (its live updates cut) still offers "Done with this
    # unit", which she already tapped on her phone: the refusal shows on screen, at the top of the turn's card
    # (the button is gone: it is Ben's activation now).
    stale = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    stale.goto(f"{live_server.url}/battles/{battle.code}/")
    stale.evaluate("document.getElementById('live').removeAttribute('data-poll')")
    anna.get_by_role("button", name="Done with this unit").click()
    expect(ben.locator("#turn")).to_contain_text("Your activation", timeout=SOON)
    before = Battle.objects.get(pk=battle.pk).entry_count
    stale.get_by_role("button", name="Done with this unit").click()
    refusal = stale.get_by_test_id("refusal")
    expect(refusal).to_be_in_viewport()
    assert refusal.evaluate("b => b.parentElement.id") == "turn"
    assert Battle.objects.get(pk=battle.pk).entry_count == before
    assert no_horizontal_scroll(stale)
    stale.screenshot(path=str(SHOTS / "refusal-beside-the-form-phone.png"))

    # Ben's next tap is lost on the way (his phone between networks): after a while his page says that the tap got
    # no answer and takes taps again, and the same tap again goes through, once.
    lost = []
    ben.route(
        lambda url: "/turn/" in url,
        lambda route: lost.append(route) if not lost and route.request.method == "POST" else route.continue_(),
    )
    before = Battle.objects.get(pk=battle.pk).entry_count
    ben.locator(".unit-picks button.pick:enabled").first.click()
    expect(ben.get_by_test_id("refusal")).to_contain_text("got no answer", timeout=MOVE_LIMIT + SOON)
    assert len(lost) == 1 and Battle.objects.get(pk=battle.pk).entry_count == before
    ben.screenshot(path=str(SHOTS / "tap-lost-phone.png"))
    ben.locator(".unit-picks button.pick:enabled").first.click()
    expect(anna.locator("#live")).to_contain_text(f"Log ({before + 1})", timeout=SOON)
    assert Battle.objects.get(pk=battle.pk).entry_count == before + 1

    # Anna's tablet (no service worker: the test holds its requests) opens the log, and the log is slow to come;
    # meanwhile Ben moves, and the battle is (here made to look) in another phase to the tablet's page, whose poll
    # would load it whole: the reload must not take the place of her navigation. The log comes; she is on it.
    tablet_context = anna.context.browser.new_context(**PHONE, service_workers="block")
    tablet_context.add_cookies(anna.context.cookies())
    tablet = tablet_context.new_page()
    tablet.goto(f"{live_server.url}/battles/{battle.code}/")
    tablet.evaluate(
        """() => { const live = document.getElementById('live');
        live.setAttribute('data-poll', live.getAttribute('data-poll').replace('phase=playing', 'phase=setup')); }"""
    )
    held = []
    tablet.route("**/log/", lambda route: held.append(route))
    tablet.evaluate("() => { window.location.href = document.querySelector('#live a[href$=\"/log/\"]').href; }")
    for _wait in range(100):  # until the log's request is held
        if held:
            break
        tablet.wait_for_timeout(50)
    assert held
    ben.locator("button:text-is('Move')").first.click()
    expect(ben.locator("#live")).to_contain_text(f"Log ({before + 2})", timeout=SOON)
    tablet.wait_for_timeout(1_500)  # six of the page's polls (settings.LIVE_POLL_MS is 250 ms in these tests)
    held[0].continue_()
    expect(tablet).to_have_url(f"{live_server.url}/battles/{battle.code}/log/", timeout=SOON)
    # Back at the table (as the browser kept it, or loaded again), the page catches up at once, not after a pause.
    tablet.go_back()
    expect(tablet.locator("#live")).to_contain_text(f"Log ({before + 2})", timeout=3_000)
    tablet_context.close()

    # A page its player is leaving (told so as a tap on a link tells it) stays as it is while the battle moves on;
    # shown again from the browser's history (the browser kept it: headless Chromium loads it anew on Back, so the
    # event is sent here as the browser would), it asks at once and catches up.
    leaving = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    leaving.goto(f"{live_server.url}/battles/{battle.code}/")
    leaving.evaluate("window.dispatchEvent(new Event('beforeunload'))")
    markers.place_smoke(code=battle.code, seat_id=ben_seat.pk, where="by the well", unit_ids=[], key=uuid.uuid4())
    expect(ben.locator("#live")).to_contain_text(f"Log ({before + 3})", timeout=SOON)
    leaving.wait_for_timeout(1_500)  # six of the page's polls
    expect(leaving.locator("#live")).to_contain_text(f"Log ({before + 2})")
    # The page's own poll held back (as a phone on a stream holds it for 30 s): only the page shown again asks.
    leaving.evaluate("Object.defineProperty(document, 'hidden', {get: () => true})")
    leaving.evaluate("window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: true}))")
    expect(leaving.locator("#live")).to_contain_text(f"Log ({before + 3})", timeout=3_000)
    expect(leaving.get_by_test_id("markers")).to_contain_text("by the well")


# A stream as the browser's would be, driven by the test: `window.stream.say(version)` is the server's event.
FAKE_STREAM = """
window.EventSource = class {
  constructor(url) { this.readyState = 1; this.heard = []; window.stream = this;
    setTimeout(() => this.onopen && this.onopen(), 0); }
  addEventListener(name, listener) { if (name === "battle-changed") this.heard.push(listener); }
  close() { this.readyState = 2; }
  say(version) { this.heard.forEach((listener) => listener({ data: String(version) })); }
};
window.EventSource.CLOSED = 2;
"""


def test_a_phone_on_a_stream_does_not_ask_again_for_the_change_its_own_tap_is_bringing(live_server, phone, squads):
    """The stream tells every phone of a change at its commit, usually before the moving phone has its answer:
    that phone waits for the answer, which holds the change's regions, instead of fetching them a second time;
    a change the answer does not hold (another phone's, after it) is fetched once the answer is in."""
    battle, anna_seat, _ben_seat = squads
    anna = seated_phone(phone, live_server, battle.code, anna_seat.pk)
    anna.add_init_script(FAKE_STREAM)
    anna.goto(f"{live_server.url}/battles/{battle.code}/")
    table_dice(anna, "6,1")  # Anna starts
    expect(anna.locator(".unit-picks button.pick:enabled").first).to_be_visible()
    polls, held = [], []
    anna.on("request", lambda request: "/poll/" in request.url and polls.append(request.url))
    anna.route("**/turn/**", lambda route: held.append(route) if route.request.method == "POST" else route.continue_())

    def tap_held(selector: str, said: int) -> None:
        """Tap, and while the move is on its way the stream says version `said`; then the move goes through."""
        held.clear()
        anna.locator(selector).first.evaluate("button => button.click()")  # not the tests' click: it waits
        for _wait in range(100):
            if held:
                break
            anna.wait_for_timeout(50)
        assert held, "the tap sent no move"
        anna.evaluate(f"window.stream.say({said})")
        anna.wait_for_timeout(300)
        assert polls == [], "the phone asked for a change while its own move was on its way"
        held[0].continue_()
        anna.wait_for_function("() => !document.body.hasAttribute('aria-busy')")

    version = Battle.objects.get(pk=battle.pk).version
    tap_held(".unit-picks button.pick:enabled", version + 1)  # the event of Anna's own tap
    expect(anna.locator("#turn")).to_contain_text("Put it back", timeout=SOON)
    anna.wait_for_timeout(1_000)
    assert polls == []  # her answer held that version: nothing to fetch
    assert f"v={version + 1}&" in anna.locator("#live").get_attribute("data-poll")

    tap_held("text=Put it back: pick another", version + 5)  # a change after hers, by another phone
    expect(anna.locator("#live")).to_contain_text(f"Log ({Battle.objects.get(pk=battle.pk).entry_count})")
    for _wait in range(40):
        if polls:
            break
        anna.wait_for_timeout(50)
    assert len(polls) == 1  # once her answer is in, the page asks for what came after it
    assert anna.console_errors == []
