"""The SkirmishCorps text the tests quote: each table row names the words its number or rule comes from, and those
words must be in the text (its line breaks read as spaces)."""

from __future__ import annotations

from functools import cache

from rules.engine.systems import SKIRMISHCORPS
from tests.rulebook import source_text


@cache
def _flat() -> str:
    return " ".join(source_text(SKIRMISHCORPS.source).split())


def says(quote: str) -> bool:
    """Whether the text says these words (a ruling's id, "Q5", stands for our own words instead)."""
    return quote.startswith("Q") and quote[1:].isdigit() or " ".join(quote.split()) in _flat()
