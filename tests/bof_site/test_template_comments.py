"""Django's {# #} comment ends on its own line: one that runs on to the next is printed on the page as text (the
next roll's box once showed its comment to the players). Every template's {# closes on the line it opens."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings


def unclosed_comments(text: str) -> list[int]:
    """The lines (from 1) where a {# comment opens and does not close."""
    return [n for n, line in enumerate(text.splitlines(), 1) if any("#}" not in part for part in line.split("{#")[1:])]


def test_it_finds_a_comment_that_runs_on():
    assert unclosed_comments("<p>{# one #}</p>\n{# runs\n on #}\n{# a #} and {# b #}") == [2]


def test_every_comment_in_our_templates_closes_on_its_line():
    found = {
        str(path.relative_to(settings.BASE_DIR)): lines
        for path in sorted(Path(settings.BASE_DIR, "templates").rglob("*.html"))
        if (lines := unclosed_comments(path.read_text(encoding="utf-8")))
    }
    assert found == {}
