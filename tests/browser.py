"""The one Chromium of a test run: Playwright drives the system Chromium (never a downloaded one).

Defined once, in the root conftest, so the browser tests and the deployment tests share one Playwright: a
second sync Playwright in the same thread finds the first one's event loop running and refuses to start."""

from __future__ import annotations

import os
import shutil

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


def find_chromium() -> str | None:
    candidates = [os.environ.get("CHROMIUM_PATH"), "/usr/bin/chromium", shutil.which("chromium")]
    return next((path for path in candidates if path and os.access(path, os.X_OK)), None)


@pytest.fixture(scope="session")
def browser():
    # Playwright's sync API runs an event loop in this thread; the ORM calls the tests make are
    # still synchronous and safe. Set only while browser tests run: deploy checks reject it.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        yield from _launch()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


def _launch():
    path = find_chromium()
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail("No Chromium found (set CHROMIUM_PATH or install Debian's chromium); CI requires it.")
        pytest.skip("No system Chromium found (set CHROMIUM_PATH or install Debian's chromium).")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()
