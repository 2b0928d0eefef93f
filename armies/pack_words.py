"""The sample arsenal's own words in the reader's language: its event cards' titles and rules, its fieldworks' names
and notes, its units' notes and the pack's own note on how its values were chosen. We wrote them for the sample pack, so they are ours to translate (armies/pack_messages.py lists them for
makemessages); a pack someone uploads speaks its own language and is shown as it is written."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from django.utils.translation import gettext

SAMPLE = Path(__file__).resolve().parent / "data" / "sample-arsenal.json"


def messages() -> list[str]:
    """The sample pack's words that a page shows as rules, names or notes, sorted, once each."""
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    words = {text for card in document["event_cards"] for text in (card["title"], card["text"])}
    words |= {text for work in document["fieldworks"] for text in (work["name"], work.get("notes")) if text}
    words |= {unit["notes"] for unit in document["units"] if unit.get("notes")} | {document["notes"]}
    return sorted(words)


@cache
def _ours() -> frozenset[str]:
    from armies.pack_messages import MESSAGES

    return frozenset(MESSAGES)


def said(text: str) -> str:
    """A card's title or rule, a fieldwork's name: in the reader's words if the sample pack wrote it."""
    return gettext(text) if text in _ours() else text
