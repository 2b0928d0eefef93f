"""A table of sentences: each row an English pattern of the engine's, its parts named, and the reader's words for it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from django.utils.functional import Promise

Rows = tuple[tuple[re.Pattern, Promise | str], ...]


def table(*rows: tuple[str, Any]) -> tuple:
    """Rows of (pattern, what to say): compiled once. What to say is words to fill (here), or anything its reader
    knows how to say (battles/pages/log_rows.py: a function of the parts too)."""
    return tuple((re.compile(pattern), words) for pattern, words in rows)


def first_said(rows: tuple, text: str, parts: Mapping[str, Callable[[str], str]]) -> str | None:
    """What the first row whose pattern matches the whole text says, each part said by its function in `parts` (a
    name without one stays as written, a part the pattern left out stays None). A row with a part it cannot say
    (LookupError) lets the next rows try."""
    for pattern, words in rows:
        if found := pattern.fullmatch(text):
            try:
                said = {
                    name: part if part is None else parts.get(name, str)(part)
                    for name, part in found.groupdict().items()
                }
                return words(said) if callable(words) else str(words) % said
            except LookupError:
                continue
    return None
