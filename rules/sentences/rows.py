"""A table of sentences: each row an English pattern of the engine's, its parts named, and the reader's words for it."""

from __future__ import annotations

import re

from django.utils.functional import Promise

Rows = tuple[tuple[re.Pattern, Promise | str], ...]


def table(*rows: tuple[str, Promise | str]) -> Rows:
    return tuple((re.compile(pattern), words) for pattern, words in rows)
