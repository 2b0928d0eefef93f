"""The rule content in German (rules/localized.py): what the engine declares in English (procedure titles, summaries,
chapters, sections, field labels and help, choices, roll labels, table titles and results) shows translated on
German pages; English pages are as they were; a battle's log keeps the English it was sealed with."""

from __future__ import annotations

import gettext
import re
import uuid

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.utils import translation

from battles.forms import BattleForm
from battles.models import LogEntry
from rules import localized
from rules.engine import catalog, registry
from rules.management.commands import rule_messages
from rules.rulings import BY_ID, rulings_by_topic
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.pages import phone
from tests.i18n_helpers import MO, _catalogue, _words, english_left

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}


def _pieces(response, status: int = 200) -> set[str]:
    """The page's texts as a reader meets them, each whole."""
    assert response.status_code == status, response.status_code
    return _words(response.text)[0]


# --- The catalogue ----------------------------------------------------------------------------------------------------


def test_every_text_of_the_rule_content_has_its_german_in_the_catalogue_and_the_compiled_one():
    german = {entry["msgid"]: entry["msgstr"].get(0, "") for entry in _catalogue() if entry["msgctxt"] is None}
    with MO.open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    messages = localized.messages()
    assert len(messages) > 800
    for text in messages:
        assert german.get(text), f"no German for {text!r}: run makemessages -l de and translate it"
        assert compiled.gettext(text) == german[text], f"the .mo is out of date for {text!r}"


def test_the_module_makemessages_reads_holds_the_rule_content_of_the_engine_now():
    call_command("rule_messages", "--check")  # raises CommandError when it is stale
    text = rule_messages.PATH.read_text(encoding="utf-8")
    assert 'gettext_noop("Attack roll"),' in text and 'gettext_noop("tactical retreat"),' in text


def test_the_check_refuses_a_stale_module_and_the_command_writes_it_anew(tmp_path, monkeypatch):
    stale = tmp_path / "content_messages.py"
    stale.write_text(rule_messages.module_text(localized.messages()[1:]), encoding="utf-8")
    monkeypatch.setattr(rule_messages, "PATH", stale)
    with pytest.raises(CommandError, match="out of date"):
        call_command("rule_messages", "--check")
    call_command("rule_messages")
    assert stale.read_text(encoding="utf-8") == rule_messages.module_text(localized.messages())


def test_a_number_or_a_length_in_cm_is_not_a_message_but_words_are():
    messages = set(localized.messages())
    assert {"10 cm", "20mm", "1"}.isdisjoint(messages)
    assert {"10 in", "37 47mm", "tactical retreat", "Morale check", "Measuring in"} <= messages


# --- The copies -------------------------------------------------------------------------------------------------------


def test_the_german_copies_roll_as_the_engine_does_and_the_engine_keeps_its_english():
    with translation.override("de"):
        german = localized.procedure("attack")
        assert localized.procedures().keys() == catalog.all_procedures().keys()
    english = catalog.get("attack")
    assert (german.title, german.chapter, german.fields[0].label) == (
        "Trefferwurf",
        "Schießen",
        "Angriffswert der Waffe",
    )
    assert (english.title, english.chapter, english.fields[0].label) == (
        "Attack roll",
        "Shooting",
        "Attack value of the weapon",
    )
    assert german.id == english.id and german.resolve is english.resolve and german.inputs is english.inputs
    assert [f.choices for f in german.fields] == [f.choices for f in english.fields]  # values are data
    inputs, errors = registry.parse_inputs(german, {"attack_value": ["10"], "distance": ["60"], "cover": ["soft"]})
    assert not errors and german.resolve(inputs, [1, 2, 3, 4]) == english.resolve(inputs, [1, 2, 3, 4])


def test_in_english_every_copy_is_the_engine_s_own_words():
    with translation.override("en-gb"):
        copies = localized.procedures()
    for procedure_id, original in catalog.all_procedures().items():
        assert copies[procedure_id] == original, procedure_id


def test_a_stored_value_reads_in_the_reader_s_language():
    with translation.override("de"):
        assert [localized.label(v) for v in ("tactical-retreat", "side-a", "in", "none")] == [
            "taktischer Rückzug",
            "Seite A",
            "Zoll",
            "keine",
        ]
    with translation.override("en-gb"):
        assert localized.label("tactical-retreat") == "tactical retreat"


# --- German pages -----------------------------------------------------------------------------------------------------


def test_a_calculator_is_german_from_its_title_to_its_choices(client, db):
    response = client.get("/rules/calc/attack/", **DE)
    pieces = _pieces(response)
    assert '<html lang="de"' in response.text
    assert {
        "Trefferwurf",
        "Angriffswert der Waffe",
        "Qualität des Schützen",
        "Deckung des Ziels (Stufen addieren sich)",
    } <= pieces
    assert {"Wähl jede Schicht.", "Rekrut", "Regulär", "Elite", "weich", "mittel", "hart", "Zoll"} <= pieces
    assert (
        "4W6 gleich oder unter dem Angriffswert der Waffe, nach Entfernung, Deckung und allen anderen Modifikatoren."
        in pieces
    )
    assert "· Schießen" in pieces  # the chapter, in the crumbs
    english = catalog.get("attack")
    for text in (english.title, english.summary, english.section, *(f.label for f in english.fields), "conscript"):
        assert text not in pieces, text
    assert english_left(response, rule_content_too=True) == []
    # The values sent stay the engine's: the choices' values and the fields' names.
    assert 'name="cover" value="soft"' in response.text and 'name="units" value="in"' in response.text


def test_a_calculator_s_dice_and_the_tables_it_reads_are_german_with_the_cookie_too(db):
    browser = Client()
    browser.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    response = browser.get("/rules/calc/morale-check/")
    pieces = _pieces(response)
    assert {"Moraltest", "Folge des Misserfolgs", "(wenn der Test misslingt)", "2W6"} <= pieces
    assert {"Misslungener Moraltest: Infanterie", "Misslungener Moraltest: Piloten und Flugzeugbesatzungen"} <= pieces
    # who checks (a soft hyphen lets the long word break on a phone's option box)
    assert {"Bedienung einer Unterstützungswaffe", "Fahrzeug\u00adbesatzung", "Pilot"} <= pieces
    assert {"Morale check", "failure effect", "Failed morale: infantry", "2D6"}.isdisjoint(pieces)


def _result_bar(response) -> str:
    return re.search(r'data-testid="result-bar">([^<]*)</a>', response.text)[1]


def _odds_labels(response) -> list[str]:
    odds = response.text.split('data-testid="odds"', 1)[1].split("</ul>", 1)[0]
    return re.findall(r'<span class="odds-label">([^<]*)</span>', odds)


def test_a_roll_under_result_is_german_in_the_result_bar_and_the_odds(client, db):
    response = client.get("/rules/calc/morale-check/", {"force_morale": "9"}, **DE)
    assert response.status_code == 200
    assert _result_bar(response) == "Braucht 9 oder weniger · bestanden 83,3\u00a0%"
    assert _odds_labels(response)[0] == "bestanden"
    assert "pass" not in _result_bar(response) and "pass" not in _odds_labels(response)


def test_named_results_are_german_in_the_odds_and_the_verdict(client, db):
    preview = client.get("/rules/calc/random-map/", **DE)
    assert _odds_labels(preview) == ["Stadt", "ländlich", "Mischung aus beidem"]
    assert _result_bar(preview) == "Am wahrscheinlichsten Stadt, 33,3\u00a0%"
    rolled = client.get("/rules/calc/random-map/", {"dice": "5"}, **DE)
    assert 'data-result="mix-of-both">Mischung aus beidem</p>' in rolled.text  # the value sent stays the engine's
    assert _result_bar(rolled) == "Mischung aus beidem · gewürfelt 5"
    assert {"city", "rural", "mix of both", "Mix of both"}.isdisjoint(_pieces(rolled) | _pieces(preview))


def test_every_result_a_procedure_can_give_is_a_message():
    messages = set(localized.messages())
    assert {"pass", "hit", "miss", "city", "rural", "mix of both", "side a wins the campaign", "armour 33"} <= messages


def test_a_refused_input_is_said_in_german(client, db):
    response = client.get("/rules/calc/attack/", {"attack_value": "ten", "distance": "60", "cover": "rock"}, **DE)
    pieces = _pieces(response, status=400)
    assert "Angriffswert der Waffe: Gib eine ganze Zahl ein." in pieces
    assert "Deckung des Ziels (Stufen addieren sich): Wähl aus keine, weich, mittel, hart." in pieces


def test_the_quick_reference_is_german_and_found_by_german_and_english_words(client, db):
    response = client.get("/rules/", **DE)
    pieces = _pieces(response)
    assert {"Effekte von Treffern auf Infanterie", "getötet", "verwundet", "niedergehalten"} <= pieces
    assert {
        "taktischer Rückzug",
        "Effekte",
        "Spielaufbau",
        "Tabelle Effekte von Treffern auf Infanterie im Gefecht",
    } <= pieces
    assert {"Effects of hits on infantry", "killed", "tactical retreat", "Game setup"}.isdisjoint(pieces)
    assert english_left(response, rule_content_too=True) == []
    for words in ("taktischer Rückzug", "tactical retreat"):  # the page's words, or the rulebook's
        found = client.get("/rules/", {"q": words}, **DE)
        assert 'id="failed-morale-infantry"' in found.text and 'id="effect-infantry"' not in found.text, words


def test_a_table_by_distance_reads_its_bands_and_values_in_german(client, db):
    pieces = _pieces(client.get("/rules/", {"q": "Zielgenauigkeit Granaten"}, **DE))
    assert {
        "Zielgenauigkeit: Granaten",
        "Entfernung · Regelbuch:",
        "5 cm oder weniger",
        "2 Zoll oder weniger",
    } <= pieces
    assert {"automatischer Treffer", "außer Reichweite", "über 25 cm", "über 10 Zoll"} <= pieces
    assert {"distance · Regelbuch:", "5 cm or less", "auto hit", "over 25 cm"}.isdisjoint(pieces)
    drift = _pieces(client.get("/rules/", {"q": "Abweichungsweite"}, **DE))
    assert {
        "Abweichungsweite: Granaten (cm)",
        "Abweichungsweite: Granaten (Zoll)",
        "2 Zoll",
        "10 cm",
        "1W6 · Regelbuch:",
    } <= drift


def test_the_calculators_and_the_search_are_german_and_english_words_still_find(client, db):
    index = client.get("/rules/calc/", **DE)
    assert {"Trefferwurf", "Moraltest", "Effekt eines Treffers auf einen Soldaten", "Nahkampf"} <= _pieces(index)
    assert english_left(index, rule_content_too=True) == []
    assert 'id="effekte"' in index.text  # the effect tables' chapter, which a hit's "or another effect table" links
    for words in ("morale check", "Moraltest"):
        hits = client.get("/rules/search/", {"q": words}, **DE)
        assert 'href="/rules/calc/morale-check/"' in hits.text, words
        assert "<strong>Moraltest</strong>" in hits.text and "<strong>Morale check</strong>" not in hits.text


def test_the_rulings_are_german_with_their_ids_and_topics(client, db):
    response = client.get("/rules/rulings/", **DE)
    pieces = _pieces(response)
    assert {"Unterwürfeln heißt: gleich oder darunter", "Würfe und Zielwerte", "Trefferwürfe sind 4W6"} <= pieces
    assert {"Das Buch", "Die App", "Warum", "Feldzüge: wo das Buch schweigt"} <= pieces
    assert "Stattdessen die Effektwürfel neu würfeln." in response.text  # R14's house rule
    assert 'id="R1"' in response.text and 'href="#C8"' in response.text  # the ids stay
    assert english_left(response, rule_content_too=True) == []
    english = BY_ID["R1"]
    for text in (english.title, english.topic, english.book, english.app, english.why):
        assert text not in pieces, text


def test_where_a_ruling_is_named_elsewhere_it_is_german_too(client, db):
    calculator = client.get("/rules/calc/attack/", **DE)
    assert 'href="/rules/rulings/#R1" title="Unterwürfeln heißt: gleich oder darunter">R1</a>' in calculator.text
    choices = dict(BattleForm.base_fields["house_rules"].choices)  # lazy: read in the language in use
    with translation.override("de"):
        assert (
            str(choices["R23"])
            == "R23 Sammeln durch den Truppführer: Den kürzeren Radius von 10 cm / 4 Zoll verwenden."
        )
    with translation.override("en-gb"):
        assert str(choices["R23"]) == f"R23 {BY_ID['R23'].title}: {BY_ID['R23'].house_rule}"


def test_the_german_copy_of_a_ruling_keeps_the_engine_s_ruling_as_it_was():
    with translation.override("de"):
        copy = localized.ruling(BY_ID["R14"])
        topics = localized.rulings_by_topic_translated()
    assert (copy.id, copy.house_rule, copy.unmapped) == ("R14", "Stattdessen die Effektwürfel neu würfeln.", True)
    assert BY_ID["R14"].house_rule == "Re-roll the effect dice instead."  # what a battle's host switches is unchanged
    assert [topic for topic, _rulings in topics][0] == "Würfe und Zielwerte"
    assert [r.id for _topic, rulings in topics for r in rulings] == [r.id for _t, rs in rulings_by_topic() for r in rs]


# --- English pages ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("accept", [{}, {"HTTP_ACCEPT_LANGUAGE": "en-GB,en;q=0.8"}])
def test_the_english_pages_keep_the_engine_s_words(client, db, accept):
    calculator = _pieces(client.get("/rules/calc/attack/", **accept))
    assert {"Attack roll", "Attack value of the weapon", "Pick each layer.", "conscript", "soft", "in"} <= calculator
    assert {"Trefferwurf", "Angriffswert der Waffe", "Rekrut", "weich", "Zoll"}.isdisjoint(calculator)
    reference = _pieces(client.get("/rules/", **accept))
    assert {"Effects of hits on infantry", "tactical retreat", "2D6 · rulebook:", "distance · rulebook:"} <= reference
    assert {"5 cm or less", "auto hit"} <= reference
    assert {"taktischer Rückzug", "2W6 · Regelbuch:", "Entfernung · Regelbuch:", "5 cm oder weniger"}.isdisjoint(
        reference
    )
    assert 'href="#effects"' in client.get("/rules/calc/", **accept).text
    rulings = _pieces(client.get("/rules/rulings/", **accept))
    assert {BY_ID["R1"].title, "Rolls and thresholds", "Campaigns: where the book is silent"} <= rulings
    assert {"Unterwürfeln heißt: gleich oder darunter", "Würfe und Zielwerte"}.isdisjoint(rulings)


def test_the_json_api_answers_in_the_engine_s_english_whatever_the_language(client, db):
    answer = client.get("/rules/calc/", {"format": "json"}, **DE).json()
    attack = next(p for p in answer["procedures"] if p["id"] == "attack")
    assert attack["title"] == "Attack roll" and attack["inputs"][0]["label"] == "Attack value of the weapon"
    refused = client.get("/rules/calc/attack/", {"format": "json", "attack_value": "ten"}, **DE).json()
    assert refused["errors"]["attack_value"] == ["Attack value of the weapon: type a whole number."]


# --- A battle ---------------------------------------------------------------------------------------------------------


def test_a_battle_roll_is_german_on_the_page_and_logged_in_the_engine_s_english(playing):
    battle, anna, _ = playing
    anna_phone = phone(battle.code, anna.pk)
    form = anna_phone.get(f"/battles/{battle.code}/roll/morale-check/", **DE)
    pieces = _pieces(form)
    assert "<h1>Moraltest</h1>" in form.text
    assert {"Truppenmoral", "Wer den Test macht", "Kommandeur in der Nähe (Befehlsradius)", "Infanterie"} <= pieces
    assert {"Morale check", "Who checks", "Ranking officer nearby (command radius)", "infantry"}.isdisjoint(pieces)
    assert english_left(form) == []

    rolled = anna_phone.post(
        f"/battles/{battle.code}/roll/morale-check/",
        {"key": str(uuid.uuid4()), "force_morale": "9", "dice": "1,1"},
        **DE,
    )
    assert rolled.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.summary.startswith("Morale check: ") and "Moraltest" not in entry.summary
    # The table's card of that roll is German; the log shows the entry as it was sealed.
    table = anna_phone.get(f"/battles/{battle.code}/", **DE)
    assert "Moraltest" in table.text
    assert 'data-testid="roll-result">Bestanden</span>' in table.text and entry.data["result"] == "pass"
    # Its other rolls' links too (the free rolls: overwatch, AA fire...).
    assert "Schuss aus der Feuerbereitschaft" in table.text and "Overwatch shot" not in table.text
    log = anna_phone.get(f"/battles/{battle.code}/log/", **DE)
    assert entry.summary in log.text.replace("&#x27;", "'")


@pytest.mark.parametrize(("language", "chance"), [("en", "83.3%"), ("de", "83,3\u00a0%")])
def test_a_chance_is_written_as_the_reader_writes_numbers(db, language, chance):
    """2D6 of 9 or less: 30 of 36."""
    browser = Client()
    browser.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    response = browser.get("/rules/calc/morale-check/", {"force_morale": "9"})
    assert chance in response.content.decode()
