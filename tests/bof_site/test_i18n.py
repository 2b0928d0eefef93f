"""English and German (issue 15): the language each page answers in, the footer's switch, and the catalogue.

The German pages are checked against the English words of our own templates: every string a template marks for
translation (collected from the templates themselves, not from the catalogue) must be gone from the German page.
The rule content the engine declares (procedure titles, summaries, labels, tables) and the rulings are translated
too (tests/rules/test_i18n_rules.py), and checked on the pages that show them without a roll's outcome or the search's
hits, which stay in English and share words with them. The check never looks for "any English word"."""

from __future__ import annotations

import gettext
import re

import pytest
from django.conf import settings
from django.test import Client

from tests.i18n_helpers import (
    MO,
    _catalogue,
    _fragments,
    _leaks,
    _placeholders,
    _python_messages,
    _template_messages,
    _words,
    rendered_messages,
    rule_content,
)

PAGES = [
    "/",
    "/rules/",
    "/rules/?q=zzzz",  # no table found: the empty-result sentence
    "/rules/calc/",
    "/rules/search/?q=shoot",
    "/rules/search/?q=zzzz",
    "/rules/rulings/",
    "/rules/calc/attack/",  # inputs missing: "Fill in ..."
    "/rules/calc/attack/?attack_value=10&distance=60&cover=soft&dice=1,2,3,4",
    "/dice/",
    "/dice/find/?code=QQQQQQ",  # no such room: the form's error
    "/accounts/login/",
    "/accounts/signup/",
    "/nowhere/",  # the 404 page
    "/offline/",
]
# Pages of procedures, tables and rulings with no roll's outcome and no search hits: their rule content is checked too.
SHOWS_RULE_CONTENT = {"/rules/", "/rules/?q=zzzz", "/rules/calc/", "/rules/calc/attack/", "/rules/rulings/"}


@pytest.fixture(scope="module")
def english_messages():
    messages = _template_messages()
    assert len(messages) > 150, "the template scan found too little: is templatize's output still read right?"
    return messages


@pytest.fixture(scope="module")
def german_fragments():
    """Every fragment of the German translations: English words that are German too (proper names) are left alone."""
    return {fragment for entry in _catalogue() for text in entry["msgstr"].values() for fragment in _fragments(text)}


# --- The language a page answers in ----------------------------------------------------------------------------------


@pytest.mark.parametrize("path", PAGES)
def test_it_answers_in_german_with_no_english_of_ours_left(client, db, path, english_messages, german_fragments):
    response = client.get(path, HTTP_ACCEPT_LANGUAGE="de-DE,de;q=0.9,en;q=0.5")
    assert response.status_code in (200, 404)
    assert '<html lang="de"' in response.text
    # The messages of the templates this page was drawn from: a rules page may use a game term ("Force morale") that
    # a battle template translates, and that is not this page's English.
    messages = rendered_messages(response) | (rule_content() if path in SHOWS_RULE_CONTENT else set())
    assert _leaks(response.text, messages, german_fragments) == []


@pytest.mark.parametrize("path", PAGES)
def test_it_answers_in_english_by_default_and_for_english(client, db, path, english_messages):
    # A German text that is also an English message of ours says nothing: a scenario's name is the same in both.
    english = {entry["msgid"] for entry in _catalogue()}
    german = {entry["msgstr"][0] for entry in _catalogue() if len(entry["msgstr"][0]) >= 16} - english
    for accept in ({}, {"HTTP_ACCEPT_LANGUAGE": "en-US,en;q=0.8"}, {"HTTP_ACCEPT_LANGUAGE": "fr"}):
        response = client.get(path, **accept)
        assert '<html lang="en-gb"' in response.text
        _pieces, text = _words(response.text)
        assert [sentence for sentence in german if sentence in text] == []


def test_the_dice_room_is_german_too(client, make_room, english_messages, german_fragments):
    room, _host = make_room()
    client.post(f"/dice/{room.code}/join/", {"display_name": "Bernd", "client_seed": "bernd-seed"})
    response = client.get(f"/dice/{room.code}/", HTTP_ACCEPT_LANGUAGE="de")
    assert "Würfelraum" in response.text and "2W6" in response.text
    assert _leaks(response.text, english_messages, german_fragments) == []


def test_it_refuses_in_german(client, make_room):
    room, _host = make_room(host_name="Anna")
    response = client.post(
        f"/dice/{room.code}/join/", {"display_name": "anna", "client_seed": ""}, HTTP_ACCEPT_LANGUAGE="de"
    )
    assert response.status_code == 400
    assert "In diesem Raum heißt schon jemand anna. Nimm einen anderen Namen." in response.text


def test_the_language_limits_page_is_german(client, db, settings):
    from bof_site.limits import LIMITS, Limit

    LIMITS["rooms"], kept = Limit(0, 3600, LIMITS["rooms"].what), LIMITS["rooms"]
    try:
        response = client.post("/dice/new/", {"display_name": "Anna"}, HTTP_ACCEPT_LANGUAGE="de")
    finally:
        LIMITS["rooms"] = kept
    assert response.status_code == 429
    assert "0 neue Würfelräume von hier in kurzer Zeit sind das Höchste, was wir zulassen" in response.text


# --- The footer's switch ---------------------------------------------------------------------------------------------


def test_the_footer_offers_both_languages_and_comes_back_to_the_page(client, db):
    response = client.get("/rules/calc/?x=1", HTTP_ACCEPT_LANGUAGE="de")
    switch = re.search(
        r'<form class="language-switch" method="post" action="/i18n/setlang/">(.*?)</form>', response.text, re.S
    )
    assert switch, "no language switch in the footer"
    assert 'name="next" value="/rules/calc/?x=1"' in switch.group(1)
    assert (
        '<button class="button" name="language" value="de" lang="de" aria-pressed="true">Deutsch</button>'
        in switch.group(1)
    )
    assert 'value="en-gb" lang="en-gb" aria-pressed="false">English</button>' in switch.group(1)


def test_the_switch_remembers_german_without_accept_language():
    client = Client(enforce_csrf_checks=True)  # as a browser: the token comes from the page's own form
    page = client.get("/rules/")
    token = re.search(r'class="language-switch".*?name="csrfmiddlewaretoken" value="([^"]+)"', page.text, re.S)
    response = client.post(
        "/i18n/setlang/", {"language": "de", "next": "/rules/", "csrfmiddlewaretoken": token.group(1)}
    )
    assert response.status_code == 302 and response["Location"] == "/rules/"
    cookie = response.cookies[settings.LANGUAGE_COOKIE_NAME]
    assert cookie.value == "de" and int(cookie["max-age"]) >= 60 * 60 * 24 * 300
    following = client.get("/rules/")
    assert '<html lang="de"' in following.text and "Kurzübersicht" in following.text
    # The choice outranks the browser's Accept-Language, and the switch goes back.
    assert '<html lang="de"' in client.get("/", HTTP_ACCEPT_LANGUAGE="en").text
    client.post("/i18n/setlang/", {"language": "en-gb", "next": "/", "csrfmiddlewaretoken": token.group(1)})
    assert '<html lang="en-gb"' in client.get("/", HTTP_ACCEPT_LANGUAGE="de").text


@pytest.mark.parametrize("language", ["xx", "", "tlh", "../de", "en-gb\x00", "d" * 600])
def test_a_bad_language_code_changes_nothing(client, db, language):
    response = client.post("/i18n/setlang/", {"language": language, "next": "/dice/"})
    assert response.status_code in (302, 400)
    assert settings.LANGUAGE_COOKIE_NAME not in response.cookies
    assert '<html lang="en-gb"' in client.get("/dice/").text


def test_the_switch_does_not_send_anyone_elsewhere(client, db):
    response = client.post("/i18n/setlang/", {"language": "de", "next": "https://elsewhere.example/"})
    assert response.status_code == 302 and response["Location"] == "/"


def test_a_page_that_answered_a_post_switches_back_home(client, db):
    # /dice/new/ takes POSTs only: going back there with a GET would be a 405.
    response = client.post("/dice/new/", {"display_name": ""})
    assert response.status_code == 400
    assert 'name="next" value="/"' in response.text


# --- The catalogue ---------------------------------------------------------------------------------------------------


def test_every_message_of_ours_is_in_the_catalogue(english_messages):
    catalogue = {(entry["msgctxt"], entry["msgid"]) for entry in _catalogue()}
    catalogue |= {(entry["msgctxt"], entry["msgid_plural"]) for entry in _catalogue() if entry["msgid_plural"]}
    missing = sorted((english_messages | _python_messages()) - catalogue, key=str)
    assert missing == [], "run makemessages -l de (see locale/de/LC_MESSAGES/django.po) and translate these"


SAME_IN_BOTH = {"Stress"}  # Open Fire's stress, a German word (a data pack's words are its own: armies.pack_words)


def test_every_entry_is_translated_and_none_is_fuzzy_or_stale():
    entries = _catalogue()
    assert len(entries) > 150
    for entry in entries:
        assert not entry["obsolete"], f"an old entry is left over: {entry['msgid']!r}"
        assert "fuzzy" not in entry["flags"], f"fuzzy: {entry['msgid']!r}"
        wanted = 2 if entry["msgid_plural"] else 1
        assert len(entry["msgstr"]) == wanted and all(entry["msgstr"].values()), f"untranslated: {entry['msgid']!r}"
        for text in entry["msgstr"].values():
            assert _placeholders(text) == _placeholders(entry["msgid"]), f"placeholders differ: {entry['msgid']!r}"
            assert text != entry["msgid"] or len(text) < 4 or text in SAME_IN_BOTH, (
                f"left in English: {entry['msgid']!r}"
            )


def test_the_compiled_catalogue_matches_the_po():
    """The .mo is committed (no gettext tools in CI): it must say what the .po says, so run compilemessages."""
    with MO.open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    for entry in _catalogue():
        context, msgid = entry["msgctxt"], entry["msgid"]
        if entry["msgid_plural"]:
            for n, index in ((1, 0), (2, 1)):
                got = (
                    compiled.npgettext(context, msgid, entry["msgid_plural"], n)
                    if context
                    else compiled.ngettext(msgid, entry["msgid_plural"], n)
                )
                assert got == entry["msgstr"][index], f"the .mo is out of date for {msgid!r}"
        else:
            got = compiled.pgettext(context, msgid) if context else compiled.gettext(msgid)
            assert got == entry["msgstr"][0], f"the .mo is out of date for {msgid!r}"


def test_the_server_error_page_speaks_the_language_in_use():
    # Django draws 500.html with no context at all, so the page asks for the language itself.
    from django.template.loader import get_template
    from django.utils import translation

    with translation.override("de"):
        page = get_template("500.html").render()
    assert '<html lang="de">' in page and "Bei uns ist etwas kaputtgegangen" in page
    assert '<html lang="en-gb">' in get_template("500.html").render()
