"""The site's colours where a page's head and the manifest need them as values: read from the stylesheet that
draws the page (static/css/site.css), the one place they are written, so the phone's status bar and the installed
app's colours cannot drift from the top bar's."""

from __future__ import annotations

import functools
import re

from django.contrib.staticfiles import finders

STYLESHEET = "css/site.css"
DARK = "prefers-color-scheme: dark"
VARIABLE = re.compile(r"--([\w-]+):\s*(#[0-9a-fA-F]{3,8})\b")


@functools.cache
def palette() -> dict[str, dict[str, str]]:
    """{"light": {"card": "#ffffff", ...}, "dark": {...}}: the stylesheet's first :root block, and the one under
    prefers-color-scheme: dark. Read once per process; a missing block or colour fails the first page loudly."""
    with open(finders.find(STYLESHEET), encoding="utf-8") as file:
        css = file.read()
    dark_at = css.index(DARK)
    light, dark = css[:dark_at], css[dark_at:]
    return {scheme: dict(VARIABLE.findall(block.split("}")[0])) for scheme, block in (("light", light), ("dark", dark))}


def theme_colour(scheme: str) -> str:
    """The phone's status bar in the top bar's colour (--card)."""
    return palette()[scheme]["card"]


def background_colour(scheme: str) -> str:
    """The page's colour (--bg): an installed app's splash screen."""
    return palette()[scheme]["bg"]
