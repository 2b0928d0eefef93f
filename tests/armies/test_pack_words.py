"""A data pack's words in two languages (docs/data-pack.md): an entry gives a word in another language beside its own
("name_de"); the pack's check keeps them, export writes them back, a page says them in the reader's language and
falls back to the pack's own. The sample arsenal carries German for every name and text."""

from __future__ import annotations

import copy
import html
import re

import pytest
from django.conf import settings
from django.utils import translation

from armies import pack_words
from armies.datapack import LANGUAGES, WORDS, check_pack
from armies.models import Nation, UnitProfile
from armies.packing import pack_export
from armies.services import PackRefused, pack_import
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures (sample_pack)
from tests.armies.builder_fixtures import sample_document

DOCUMENT = sample_document()
DETACHMENTS = [t for doctrine in DOCUMENT["doctrines"] for t in doctrine["detachments"]]
ENTRIES = [(kind, entry) for kind in WORDS if kind != "detachments" for entry in DOCUMENT[kind]]
ENTRIES += [("detachments", t) for t in DETACHMENTS]
SAME_IN_GERMAN = {"Bunker"}  # a fieldwork German shares; proper names (MG 42, M5A1 Stuart) are left out of the pack


@pytest.mark.parametrize(("kind", "entry"), ENTRIES, ids=[f"{kind}:{entry['id']}" for kind, entry in ENTRIES])
def test_the_sample_pack_gives_german_for_every_word_a_reader_reads(kind, entry):
    for field in WORDS[kind]:
        english, german = entry.get(field), entry.get(f"{field}_de")
        if not english:
            continue
        if german is None:  # the same in German: a proper name, left out
            assert kind in ("units", "weapons") and field == "name" or english in SAME_IN_GERMAN, (field, english)
            continue
        assert german != english, (field, english)
        assert set(re.findall(r"\d+", english)) <= set(re.findall(r"\d+", german)), (field, english)


def test_a_pack_may_give_its_words_in_the_apps_languages():
    assert set(LANGUAGES) == {code.split("-")[0] for code, _name in settings.LANGUAGES}  # datapack.py is pure Python


def test_the_pack_itself_gives_its_name_and_notes_in_german():
    assert DOCUMENT["name_de"].startswith("Beispiel") and DOCUMENT["notes_de"] != DOCUMENT["notes"]


def test_a_word_in_another_language_is_checked_as_the_field_it_translates():
    doc = copy.deepcopy(DOCUMENT)
    doc["units"][0] |= {"name_de": "x" * 81, "notes_de": "", "name_fr": "Fusilier"}
    doc["nations"][0]["side_de"] = "Achse"  # a side is a key, never translated
    _pack, problems = check_pack(doc)
    unit, nation = doc["units"][0]["id"], doc["nations"][0]["id"]
    assert f"units[0] {unit}: name_de must be at most 80 characters." in problems
    assert any(p.startswith(f"units[0] {unit}: notes_de must be some text") for p in problems)
    assert f"units[0] {unit}: unknown field 'name_fr' (see docs/data-pack.md)." in problems
    assert f"nations[0] {nation}: unknown field 'side_de' (see docs/data-pack.md)." in problems


def test_import_keeps_the_words_and_export_writes_them_back(sample_pack):
    exported = pack_export()
    assert exported["name_de"] == DOCUMENT["name_de"]
    rifleman = next(u for u in exported["units"] if u["id"] == "de-rifleman")
    assert rifleman["name_de"] == "Schütze" and rifleman["notes_de"]
    detachment = next(t for d in exported["doctrines"] for t in d["detachments"] if t["id"] == "de-regular-infantry")
    assert detachment["name_de"].startswith("Grenadierzug") and detachment["setup_de"]
    assert "name_de" not in next(w for w in exported["weapons"] if w["id"] == "de-mg42")  # the same in German
    # What was exported imports back unchanged: nothing is "changed" but what a group edits.
    report = pack_import(document=exported)
    assert not any(report.changed.values()), report.changed
    exported["nations"][0]["name_de"] = "Das Reich"
    report = pack_import(document=exported)
    assert report.changed["nations"] == [exported["nations"][0]["id"]]
    assert Nation.objects.get(key=exported["nations"][0]["id"]).translations == {"name_de": "Das Reich"}


def test_a_bad_word_refuses_the_whole_pack(sample_pack):
    doc = copy.deepcopy(DOCUMENT)
    doc["units"][0]["name_de"] = 5
    with pytest.raises(PackRefused, match="name_de must be some text"):
        pack_import(document=doc)


def test_a_page_says_the_readers_words_and_falls_back_to_the_packs_own(sample_pack):
    rifleman, stuart = UnitProfile.objects.get(key="de-rifleman"), UnitProfile.objects.get(key="us-m5a1")
    with translation.override("de"):
        assert pack_words.said(rifleman) == "Schütze" and pack_words.said(stuart) == "M5A1 Stuart"
        assert pack_words.said(rifleman, "notes") == rifleman.translations["notes_de"]
        assert pack_words.said({"title": "Ours", "translations": {}}, "title") == "Ours"  # a pack of a group's own
    with translation.override("en-gb"):
        assert pack_words.said(rifleman) == "Schütze (rifleman)"
        assert pack_words.said({"name": "Rifleman", "translations": {"name_en": "Rifleman (US)"}}) == "Rifleman (US)"


def test_the_arsenal_pages_show_the_sample_words_in_german(client, sample_pack):
    german = {"HTTP_ACCEPT_LANGUAGE": "de"}
    unit = next(u for u in DOCUMENT["units"] if u.get("notes") and u["nation"] == "germany")
    page = client.get("/armies/arsenal/germany/", **german).content.decode()
    assert html.escape(unit["notes_de"], quote=False) in page and html.escape(unit["notes"], quote=False) not in page
    assert "<h1>Deutschland</h1>" in page and "Infanteriedoktrin" in page
    arsenal = client.get("/armies/arsenal/", **german).content.decode()
    assert html.escape(DOCUMENT["notes_de"], quote=False) in arsenal
    english = client.get("/armies/arsenal/germany/").content.decode()
    assert "<h1>Germany</h1>" in english and html.escape(unit["notes"], quote=False) in english
