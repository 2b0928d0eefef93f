"""The one Chromium of a test run: Playwright drives the system Chromium (never a downloaded one).

Defined once, in the root conftest, so the browser tests and the deployment tests share one Playwright: a
second sync Playwright in the same thread finds the first one's event loop running and refuses to start.

Twice in many runs (a fresh clone, then CI) Chromium stopped answering while a test's browser contexts were being
closed after the test had passed, and Playwright's close, which has no time limit of its own, waited for it until
the run's ten-minute limit failed the test. So contexts are closed here under a watchdog: if Chromium has not
answered within CLOSE_LIMIT seconds it is killed, the test passes with a warning that says so, and the next test
gets a new Chromium. Only the closing is watched: a test's own steps keep their own time limits and fail on them."""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
import warnings

import psutil
import pytest

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
CLOSE_LIMIT = 60  # seconds: a context closes in well under one; a loaded machine's slowest seen was about two


def find_chromium() -> str | None:
    candidates = [os.environ.get("CHROMIUM_PATH"), "/usr/bin/chromium", shutil.which("chromium")]
    return next((path for path in candidates if path and os.access(path, os.X_OK)), None)


class Chromium:
    """The run's Playwright and its Chromium, launched again when the last one was killed."""

    def __init__(self, playwright, path: str):
        self.playwright, self.path = playwright, path
        self.browser = None

    def current(self):
        if self.browser is None or not self.browser.is_connected():
            self.browser = self.playwright.chromium.launch(executable_path=self.path, args=CHROMIUM_ARGS)
        return self.browser

    def close(self, contexts) -> None:
        """Close the contexts; a Chromium that does not answer within CLOSE_LIMIT seconds is killed instead."""
        self.watched(lambda: [context.close() for context in contexts], "the test's browser contexts closed")

    def watched(self, action, what: str) -> None:
        """Do `action` (a closing); if Chromium has not answered within CLOSE_LIMIT seconds, kill it and say so."""
        killed: list[int] = []
        watchdog = threading.Timer(CLOSE_LIMIT, lambda: killed.extend(kill_chromium()))
        watchdog.start()
        try:
            action()
        except Exception:  # Playwright's error once the browser it waited on is gone
            if not killed:
                raise
        finally:
            watchdog.cancel()
        if killed:
            self.browser = None
            warnings.warn(
                f"Chromium did not answer within {CLOSE_LIMIT} s while {what}; it was killed (processes {killed}) "
                "and the next test gets a new one.",
                pytest.PytestWarning,
                stacklevel=3,
            )


def kill_chromium() -> list[int]:
    """Kill every Chromium process under this one (Playwright's driver starts them); their numbers."""
    found = [p for p in psutil.Process().children(recursive=True) if "chrom" in p.name().lower()]
    for process in found:
        with contextlib.suppress(psutil.NoSuchProcess):
            process.kill()
    return [process.pid for process in found]


@pytest.fixture(scope="session")
def chromium():
    # Playwright's sync API runs an event loop in this thread; the ORM calls the tests make are
    # still synchronous and safe. Set only while browser tests run: deploy checks reject it.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        yield from _started()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


def _started():
    path = find_chromium()
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail("No Chromium found (set CHROMIUM_PATH or install Debian's chromium); CI requires it.")
        pytest.skip("No system Chromium found (set CHROMIUM_PATH or install Debian's chromium).")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        run = Chromium(playwright, path)
        yield run
        if run.browser is not None and run.browser.is_connected():
            run.watched(run.browser.close, "the run's Chromium closed")


@pytest.fixture
def browser(chromium):
    """The run's Chromium for one test; whatever contexts the test leaves open are closed after it (watched)."""
    current = chromium.current()
    yield current
    if current.is_connected():
        chromium.close(list(current.contexts))
