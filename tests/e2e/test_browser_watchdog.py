"""The run's Chromium when it stops answering as a test's contexts close (tests/browser.py): it is frozen here
(SIGSTOP), as it froze twice in many runs, and the close must end within the watchdog's limit, say so in a warning,
and leave a working Chromium for the next test."""

from __future__ import annotations

import signal
import time

import psutil
import pytest

from tests import browser as run_browser

pytestmark = pytest.mark.e2e


def test_a_chromium_that_stops_answering_is_killed_and_the_next_test_gets_a_new_one(chromium, monkeypatch):
    monkeypatch.setattr(run_browser, "CLOSE_LIMIT", 2)
    frozen = chromium.current()
    context = frozen.new_context()
    context.new_page().set_content("<p>at the table</p>")
    stopped = [p for p in psutil.Process().children(recursive=True) if "chrom" in p.name().lower()]
    assert stopped
    for process in stopped:
        process.send_signal(signal.SIGSTOP)

    started = time.monotonic()
    with pytest.warns(pytest.PytestWarning, match="did not answer within 2 s"):
        chromium.close([context])
    assert time.monotonic() - started < 30
    assert not frozen.is_connected()
    _gone, alive = psutil.wait_procs(stopped, timeout=10)
    assert alive == []

    fresh = chromium.current()
    assert fresh is not frozen
    page = fresh.new_context().new_page()
    page.set_content("<p id=next>the next test</p>")
    assert page.inner_text("#next") == "the next test"
    chromium.close(list(fresh.contexts))


def test_contexts_that_close_in_time_give_no_warning(chromium, recwarn):
    context = chromium.current().new_context()
    context.new_page().set_content("<p>at the table</p>")
    chromium.close([context])
    assert chromium.current().contexts == []
    assert not [w for w in recwarn if issubclass(w.category, pytest.PytestWarning)]
