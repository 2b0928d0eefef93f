"""Browser tests: phones and a spectator's screen on the one session Chromium (tests/browser.py)."""

from __future__ import annotations

import pytest

from tests.browser import PHONE


@pytest.fixture(autouse=True)
def _quick_polls(settings):
    """The phones ask "anything new?" four times a second instead of once (settings.LIVE_POLL_MS): a turn on two
    phones hands over dozens of times, and each hand-over waited half a second on average for the other phone's
    poll (the whole-turn test took 56 s instead of 36). What a poll does is the same."""
    settings.LIVE_POLL_MS = 250


@pytest.fixture(autouse=True, scope="session")
def _clicks_wait_for_their_move():
    """A tap that sends a move waits for its answer to be on the screen, as Playwright waits for a page a click
    loads: the table swaps the answer in place (static/js/site.js marks the page aria-busy until then), and the
    next step of a test reads what the player would then see."""
    from playwright.sync_api import Error, Locator

    plain = Locator.click

    def click(self, *args, **kwargs):
        plain(self, *args, **kwargs)
        try:
            self.page.wait_for_function("() => !document.body || !document.body.hasAttribute('aria-busy')")
        except Error:  # the tap led to another page: it is loading, as after any link
            self.page.wait_for_load_state("load")

    Locator.click = click
    yield
    Locator.click = plain


@pytest.fixture
def phone(browser):
    """Open a new phone-sized browser context (a separate person's phone: own cookies). The `browser` fixture
    closes it after the test, with whatever else the test left open."""
    return lambda: _watched(browser.new_context(**PHONE).new_page())


@pytest.fixture
def desktop(browser):
    """A spectator's screen (a laptop or TV at the table), with console errors collected like the phones'."""
    return _watched(browser.new_context(viewport={"width": 1280, "height": 900}).new_page())


def _watched(page):
    """A page with a short default wait that keeps its console errors in `page.console_errors`."""
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.console_errors = errors
    return page
