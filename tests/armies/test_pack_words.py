"""The sample arsenal's own words (event cards, fieldworks) read German on a German page; a pack someone uploads is
shown as it is written, in any language."""

from __future__ import annotations

import json
import re

import pytest
from django.utils import translation

from armies import pack_words

DOCUMENT = json.loads(pack_words.SAMPLE.read_text(encoding="utf-8"))
CARDS = DOCUMENT["event_cards"]
WORKS = DOCUMENT["fieldworks"]


@pytest.mark.parametrize("card", CARDS, ids=[c["id"] for c in CARDS])
def test_each_sample_event_card_reads_german_and_stays_english_in_english(card):
    with translation.override("de"):
        title, text = pack_words.said(card["title"]), pack_words.said(card["text"])
    assert title != card["title"] and text != card["text"]
    assert set(re.findall(r"\d+", text)) == set(re.findall(r"\d+", card["text"]))  # every value carried over
    with translation.override("en"):
        assert (pack_words.said(card["title"]), pack_words.said(card["text"])) == (card["title"], card["text"])


@pytest.mark.parametrize("work", WORKS, ids=[w["id"] for w in WORKS])
def test_each_sample_fieldwork_reads_german(work):
    with translation.override("de"):
        assert pack_words.said(work["name"]) != work["name"] or work["name"] == "Bunker"
        assert pack_words.said(work["notes"]) != work["notes"]


def test_a_pack_someone_uploaded_is_shown_as_written():
    with translation.override("de"):
        assert pack_words.said("Heavy rain, but ours") == "Heavy rain, but ours"
        assert pack_words.said("Move") == "Move"  # a word the app translates elsewhere is not the pack's
