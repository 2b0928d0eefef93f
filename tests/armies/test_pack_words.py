"""The sample arsenal's own words (event cards, fieldworks) read German on a German page; a pack someone uploads is
shown as it is written, in any language."""

from __future__ import annotations

import html
import json
import re

import pytest
from django.utils import translation

from armies import pack_words
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures (sample_pack)

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


@pytest.mark.parametrize(
    "note", sorted({u["notes"] for u in DOCUMENT["units"] if u.get("notes")} | {DOCUMENT["notes"]})
)
def test_each_sample_unit_note_and_the_packs_own_note_read_german(note):
    with translation.override("de"):
        said = pack_words.said(note)
    assert said != note
    assert set(re.findall(r"\d+", note)) <= set(re.findall(r"\d+", said))  # every value carried over


def test_the_arsenal_pages_show_the_sample_notes_in_german(client, sample_pack):
    german = {"HTTP_ACCEPT_LANGUAGE": "de"}
    unit = next(u for u in DOCUMENT["units"] if u.get("notes") and u["nation"] == "germany")
    with translation.override("de"):
        note, how = pack_words.said(unit["notes"]), pack_words.said(DOCUMENT["notes"])
    page = client.get("/armies/arsenal/germany/", **german).content.decode()
    assert html.escape(note, quote=False) in page and html.escape(unit["notes"], quote=False) not in page
    arsenal = client.get("/armies/arsenal/", **german).content.decode()
    assert html.escape(how, quote=False) in arsenal
