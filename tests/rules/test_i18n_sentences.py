"""The engine's own sentences in German (rules/sentences.py): its refusals, a roll's steps, the muster's problems and
the rulings in the search read German on a German page; English pages, and what the engine returns, stay English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.utils import translation

import rules.engine
from rules import display, localized, search, sentences
from rules.engine import catalog
from rules.rulings import BY_ID

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}

SAID = {
    "Needs 9 or less on 4D6: attack value 10, conscript quality -1, close range (30 cm) +8, target in soft + hard "
    "cover -4, covering fire x2 -4.": "Braucht 9 oder weniger auf 4W6: Angriffswert 10, Qualität Rekrut -1, nahe "
    "Distanz (30 cm) +8, Ziel in weicher + harter Deckung -4, Deckungsfeuer x2 -4.",
    "Needs 2 or less on 4D6: cannot succeed: attack value 3, target in hard cover -3.": "Braucht 2 oder weniger auf "
    "4W6: kann nicht gelingen: Angriffswert 3, Ziel in harter Deckung -3.",
    "Chance of hit: 42.1%.": "Chance auf Treffer: 42,1\xa0%.",
    "Chances: killed 41.7%, injured 33.3%, suppressed under 0.1%.": "Chancen: getötet 41,7\xa0%, verwundet 33,3\xa0%, "
    "niedergehalten unter 0,1\xa0%.",
    "Rolled 3 + 5 + 1 + 6 = 15: miss.": "Gewürfelt 3 + 5 + 1 + 6 = 15: daneben.",
    "Roll 2D6 on the table: Effects of hits on infantry.": "Würfle 2W6 auf der Tabelle: Effekte von Treffern auf "
    "Infanterie.",
    "Target at 30 in: far range, no cover.": "Ziel auf 30 Zoll: weite Distanz, keine Deckung.",
    "Vehicle crew in hard cover.": "Fahrzeug\xadbesatzung in harter Deckung.",
    "Place a suppressed token.": "Leg einen Marker „niedergehalten“ hin.",
    "This roll needs 4 dice; 3 were given.": "Dieser Wurf braucht 4 Würfel; angegeben: 3.",
    "No crew left: it cannot act.": "Keine Besatzung mehr: Sie kann nicht handeln.",
    "12 points over the limit of 500.": "12 Punkte über dem Punktelimit von 500.",
    "Choose regular or elite.": "Wähl Regulär oder Elite.",
    "Rifleman: cannot be towed.": "Rifleman: kann nicht gezogen werden.",
    "Attacker needs 16 or less on 4D6: regular melee value 16.": "Angreifer: Braucht 16 oder weniger auf 4W6: "
    "Nahkampfwert Regulär 16.",
    "Defender rolled 6 + 6 + 6 + 6 = 24: miss.": "Verteidiger: Gewürfelt 6 + 6 + 6 + 6 = 24: daneben.",
    "2D6: 2 to 6 kill, 7 to 11 injury.": "2W6: 2 bis 6 tötet, 7 bis 11 verwundet.",
    "Attacker somersaults.": "Attacker somersaults.",  # a side's step not listed: the whole sentence as it was
    "Rolled: player 1 6, player 2 1.": "Gewürfelt: Spieler 1: 6, Spieler 2: 1.",
    # Refusals of the procedures' own checks.
    "No dice are rolled here (structures are counted); leave the dice empty (2 were given).": "Hier wird nicht "
    "gewürfelt (Gebäude werden gezählt); lass die Würfel leer (angegeben: 2).",
    "At 12.5 cm there is no melee: the enemy must be within 10 cm. Move closer first.": "Auf 12,5 cm gibt es keinen "
    "Nahkampf: Der Feind muss höchstens 10 cm entfernt sein. Rück erst näher heran.",
    "Mobility is 1 to 6 dice.": "Die Beweglichkeit ist 1 bis 6 Würfel.",
    "No dice are rolled here (half of its crew or more is gone (1 of 2, 2 of 4), so the machine gun has no double "
    "burst any more (R30): it fires once a turn and never checks for overheating); leave the dice empty (1 was "
    "given).": "Hier wird nicht gewürfelt (die Hälfte der Bedienung oder mehr ist ausgefallen (1 von 2, 2 von 4), "
    "also hat das MG keinen Doppelfeuerstoß mehr (R30): Es feuert einmal pro Runde und macht nie eine Überhitzungsprobe); "
    "lass die Würfel leer (angegeben: 1).",
    "Player 1 starts. Order: 1, 2.": "Spieler 1 beginnt. Reihenfolge: 1, 2.",
    "Rolled 2: 2 units.": "Gewürfelt 2: 2 Einheiten.",
    "Rolled 2 + 3 + 4: 13 pips, 32.5 cm.": "Gewürfelt 2 + 3 + 4: 13 Augen, 32,5 cm.",
    "Tracked over plains: roll 3D6, count the highest die twice.": "Ketten über Ebene: würfle 3W6, den höchsten "
    "Würfel doppelt zählen.",
    "Wheeled over light woods: roll 3D6, abandon the 2 highest dice.": "Räder über lichter Wald: würfle 3W6, die 2 "
    "höchsten Würfel weglassen.",
    "Infantry over plains: 10 cm, one move on foot.": "Infanterie über Ebene: 10 cm (eine Bewegung zu Fuß).",
    "No double move here (speed limited to 5 cm / 2 in per turn).": "Hier keine Doppelbewegung (höchstens 5 cm / 2 "
    "Zoll je Runde).",
    "Tracked over moon dust: roll 3D6, no bonus or penalty.": "Tracked over moon dust: roll 3D6, no bonus or "
    "penalty.",  # a terrain the app does not know: the sentence stays whole
}


@pytest.mark.parametrize("english", SAID)
def test_the_engines_sentences_read_german_and_stay_english_in_english(english):
    with translation.override("de"):
        assert sentences.translated(english) == SAID[english]
    with translation.override("en"):
        assert sentences.translated(english) == english


@pytest.mark.parametrize(
    "english",
    [
        "Rolled 3: 2 tanks.",  # a result with no German of its own: the sentence stays whole
        "Needs 9 or less on 4D6: attack value 10, something new +1.",  # a modifier the table does not know
        "A sentence the engine may say one day.",
    ],
)
def test_a_sentence_it_cannot_say_whole_stays_english(english):
    with translation.override("de"):
        assert sentences.translated(english) == english


def test_a_calculators_steps_and_its_refusals_read_german_while_the_engine_keeps_english(client, db):
    query = {"attack_value": "10", "distance": "30", "units": "cm", "dice": "3,5,1,6"}
    page = client.get("/rules/calc/attack/", query, **DE).text
    assert "Braucht 18 oder weniger auf 4W6: Angriffswert 10, nahe Distanz (30 cm) +8." in page
    assert "Gewürfelt 3 + 5 + 1 + 6 = 15: Treffer." in page and "Rolled 3 + 5" not in page
    with translation.override("de"):  # the engine answers in English whatever the page's language, as the log keeps it
        calc = display.calculate(catalog.get("attack"), {k: [v] for k, v in query.items()}, roll=lambda n: [])
    assert "Rolled 3 + 5 + 1 + 6 = 15: hit." in calc.outcome.steps
    assert "Rolled 3 + 5 + 1 + 6 = 15: hit." in client.get("/rules/calc/attack/", query).text
    refused = client.get("/rules/calc/attack/", {**query, "dice": "3,5"}, **DE).text
    assert "Dieser Wurf braucht 4 Würfel; angegeben: 2." in refused and "This roll needs" not in refused


def test_the_search_shows_rulings_in_german_and_finds_them_by_german_and_english_words(client, db):
    with translation.override("de"):
        german = localized.ruling(BY_ID["R14"])
        for words in ("Sprengtreffer Pferde", "horses"):
            hits = [hit for hit in search.search(words).hits if hit.kind == "Ruling"]
            assert hits and hits[0].title == f"R14: {german.title}", words
            assert hits[0].text == german.app and hits[0].where == german.topic
    page = client.get("/rules/search/", {"q": "Sprengtreffer"}, **DE).text
    assert german.title in page and BY_ID["R14"].title not in page
    english = client.get("/rules/search/", {"q": "horses"}).text
    assert BY_ID["R14"].title in english and german.title not in english


def _follow_on_words() -> set[str]:
    """Every follow-on roll's name written in the engine ("morale check (2D6) for each unit hit"): its string
    constants of that shape (a lower-case name, its dice, whom it is for), read from the source."""
    found = set()
    for path in Path(rules.engine.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and sentences.FOLLOW_ON.fullmatch(node.value)
            ):
                found.add(node.value)
    return found


def test_every_follow_on_roll_the_engine_names_reads_german():
    words = _follow_on_words()
    assert len(words) >= 30  # the scan finds them: attack, effect, morale, drift, bounce, overheat, melee ...
    with translation.override("de"):
        untranslated = sorted(w for w in words if sentences.follow_on(w) == w)
    assert untranslated == []
    with translation.override("en"):
        assert all(sentences.follow_on(w) == w for w in words)


@pytest.mark.parametrize(
    ("english", "german"),
    [
        ("morale check (2D6) for each unit hit", "Moraltest (2W6) für jede getroffene Einheit"),
        ("effect roll (2D6)", "Effektwurf (2W6)"),
        ("melee-effect (2D6) on the defender", "Nahkampfeffekt (2W6) gegen den Verteidiger"),
        ("attack roll (4D6) at or under the AP value", "Trefferwurf (4W6) gleich oder unter dem AP-Wert"),
        ("a roll nobody named (2D6)", "a roll nobody named (2D6)"),  # not listed: as the engine said it
    ],
)
def test_a_follow_on_roll_is_named_in_german(english, german):
    with translation.override("de"):
        assert sentences.follow_on(english) == german


def test_every_reason_a_case_needs_no_dice_reads_german():
    """Each reason the engine gives for refusing dice typed in where none are rolled (`no_dice(dice, "...")`), read
    from its source: the refusal reads German whole, whatever the reason."""
    reasons = set()
    for path in Path(rules.engine.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "no_dice" and len(node.args) > 1:
                reasons.add(getattr(node.args[1], "value", None))  # a reason worked out (overheating): in SAID
    reasons.discard(None)
    assert len(reasons) >= 20
    with translation.override("de"):
        english = [
            why
            for why in sorted(reasons)
            if "Hier wird nicht gewürfelt"
            not in sentences.translated(f"No dice are rolled here ({why}); leave the dice empty (1 was given).")
        ]
    assert english == []
