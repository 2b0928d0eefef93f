"""A table of sentences: each row an English pattern of the engine's, its parts named, and the reader's words for it."""

from __future__ import annotations

import re
from typing import Any

from django.utils.functional import Promise

Rows = tuple[tuple[re.Pattern, Promise | str], ...]


def table(*rows: tuple[str, Any]) -> tuple:
    """Rows of (pattern, what to say): compiled once. What to say is words to fill (here), or anything its reader
    knows how to say (battles/pages/log_rows.py: a function of the parts too)."""
    return tuple((re.compile(pattern), words) for pattern, words in rows)
