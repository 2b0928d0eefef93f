"""The battle companion in German (issue 15): the pages a table meets from the new-battle form to the report show
none of our templates' English, while the sealed log keeps its English summaries (they are in the hash chain): a page
says them in German and keeps the sealed English at hand."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from armies import pack_words
from battles.models import LogEntry
from battles.services import lobby, terrain, turns
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import sample_document
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, ready_to_play
from tests.battles.pages import phone
from tests.battles.test_turn_views import rifleman_of
from tests.i18n_helpers import english_left

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}


def de(unit) -> str:
    """A unit's label on a German page: the pack's German, copied with the unit at the reveal (BattleUnit.label_said)."""
    with translation.override("de"):
        return unit.label_said


def german_title(card: dict) -> str:
    with translation.override("de"):
        return pack_words.said(card, "title")


def _german(response, *shown: str, rule_content: bool = False) -> str:
    """The page in German; with `rule_content`, the procedures' titles, labels and choices it shows too (not on a page
    of log entries: the English they were sealed with is shown too, "Deployment sector: ...")."""
    assert response.status_code in (200, 400, 404, 422), response.status_code
    assert english_left(response, rule_content_too=rule_content) == []
    for words in shown:
        assert words in response.text, words
    return response.text


def test_the_battles_home_and_the_new_battle_form_are_german(client, sample_pack):
    _german(client.get("/battles/", **DE), "Einer Schlacht beitreten", "Neue Schlacht")
    text = _german(client.get("/battles/new/", **DE), "Schlacht anlegen", "Entfernungen in", "Hausregeln")
    assert 'lang="de"' in text
    _german(client.get("/battles/new/mode-line/?game_mode=victory-zones&players=4", **DE), "Punkte pro Seite")
    # What the mode is about, in German too (its title, the book's scenario name, stays as it is).
    line = _german(client.get("/battles/new/mode-line/?game_mode=combat-only", **DE), "Nichts als der Kampf")
    assert "Nothing but the fight" not in line
    # A refused form says why in German.
    _german(client.post("/battles/new/", {"game_mode": "victory-zones", "turn_limit": "99"}, **DE), "höchstens 50")
    _german(client.get("/battles/find/?code=QQQQQQ", **DE), "Es gibt keine Schlacht mit dem Code QQQQQQ.")


def test_the_lobby_with_two_seats_is_german(seated):
    battle, anna, ben = seated
    text = _german(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", **DE), "Spieler einladen")
    assert "Deine Abteilung" in text and "Abteilung wählen" in text and "Freier Platz" not in text
    _german(phone().get(f"/battles/{battle.code}/", **DE), "Alle Plätze sind besetzt")  # a stranger's phone


def test_the_setup_stepper_is_german(revealed):
    battle, anna, ben = revealed
    anna_phone = phone(battle.code, anna.pk)
    text = _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Aufbau", "Runde 1")
    for step in ("deployment", "placing", "cards", "morale", "start"):
        _german(anna_phone.get(f"/battles/{battle.code}/?step={step}", **DE))
    assert "Beweis: Kein Wurf geändert" in text


def test_the_table_during_a_turn_is_german(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    anna_phone = phone(battle.code, anna.pk)
    page = _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Initiative würfeln", "Runde 1 von")
    assert ">Keine Aufgabe</option>" in page and ">Feuerbereitschaft</option>" in page  # the duty select
    initiative(battle, anna, "5,2")
    # The unit picker, with its quick buttons.
    _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Du bist dran.", "Laufen", "Feuer")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    # An activated unit's buttons, and the table's side panels as pages of their own.
    page = anna_phone.get(f"/battles/{battle.code}/", **DE)
    _german(
        page, "Zurückstellen: eine andere wählen", "Feuer", "Laufen", "Doppel\u00adbewegung (2)", "Anderes"
    )  # soft hyphen: two to a row
    assert not {">Shoot<", ">Move<", ">Other<"} & {word for word in re.findall(r">\w+<", page.text)}
    for part, title in (("forces", "Die Truppen"), ("smoke", "Rauch hinzufügen"), ("fire", "Ein Gebäude fängt Feuer")):
        _german(anna_phone.get(f"/battles/{battle.code}/part/{part}/", **DE), f"<h1>{title} <span")
    roll = anna_phone.get(f"/battles/{battle.code}/roll/attack/?action=shoot", **DE)
    _german(roll, "Würfeln", "Trefferwurf", "Angriffswert der Waffe", "kostet eine Aktion (Schuss)", rule_content=True)
    # The watch board and the log. The log's lines read German; the chain keeps the English it sealed, and so does the
    # page, behind each line.
    _german(phone().get(f"/battles/{battle.code}/watch/", **DE), "Seite A")
    text = _german(phone().get(f"/battles/{battle.code}/log/", **DE), "Protokoll", "Vor dem Spiel")
    summary = LogEntry.objects.filter(battle=battle).order_by("-seq").first().summary
    assert f"{de(rifleman_of(anna))} ist aktiviert: bis zu 2 Aktionen." in text  # "Schütze 1": the pack's German
    assert f'<p lang="en">{summary}</p>' in text.replace("&#x27;", "'")


def test_a_shot_on_the_table_reads_german_with_its_action_and_the_rolls_that_follow(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    shooter = rifleman_of(anna)
    target = rifleman_of(ben)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    turns.action_roll(
        code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", target_id=target.pk, key=key(),
        data={"attack_value": ["9"], "distance": ["10"], "units": ["cm"], "dice": ["1,1,1,1"]},
    )  # fmt: skip
    summary = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first().summary
    assert summary.endswith(": shoot. 35 actions left.") or "actions left." in summary
    text = _german(
        phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", **DE),
        f"{de(shooter)}: Schuss. Noch",  # the action the roll spent, in German
        "Effektwurf (2W6)",  # the rolls that follow, named in German
        "Trefferwurf: Treffer.",  # the entry the player may take back, said in German
    )
    assert "actions left" not in text and "Attack roll: hit" not in text and "effect roll (2D6)" not in text
    # The initiative roll among the earlier rolls, and the event cards in force: whom each concerns, how long.
    assert "Reihenfolge Anna, Ben. Aktionen: Anna " in text and "Anna beginnt." in text and "Order Anna" not in text
    assert re.search(
        r"betrifft (alle|nur \w+|die Gegner von \w+ \(Seite [AB]\)) · (Runde 1 von \d|das ganze Spiel)", text
    )
    assert "betrifft everyone" not in text and "opponents (team" not in text and "turn 1 of" not in text
    titles = {card["title"]: german_title(card) for card in sample_document()["event_cards"]}
    assert any(german in text for german in titles.values())  # the sample pack's cards read German
    assert not [english for english in titles if english in text]
    english = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").text
    assert summary in english.replace("&#x27;", "'")  # in English the card shows the log's line as it was sealed


def test_the_report_is_german(make_battle):
    battle, anna = make_battle(turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    from tests.battles.lobby_fixtures import AMERICANS, GERMANS, seat_examples

    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # the host ends the last turn as referee
    battle.refresh_from_db()
    assert battle.phase == "ended"
    anna_phone = phone(battle.code, anna.pk)
    _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Die Schlacht ist vorbei")
    _german(anna_phone.get(f"/battles/{battle.code}/report/", **DE), "Nach der Schlacht", "Würfelglück", ">Grenze 50<")


@pytest.mark.parametrize("path", ["/battles/", "/battles/new/"])
def test_english_is_still_the_default(client, sample_pack, path):
    text = client.get(path).text
    assert 'lang="en-gb"' in text and "New battle" in text and "Neue Schlacht" not in text


def test_the_terrain_sheet_is_german_while_its_log_stays_english(revealed):
    battle, anna, ben = revealed
    anna_phone = phone(battle.code, anna.pk)
    sheet = f"/battles/{battle.code}/terrain/"
    # A preset tapped on a German phone: the piece and the log keep the app's English.
    tapped = anna_phone.post(f"{sheet}preset/", {"key": key(), "preset": "stone-wall"}, **DE)
    assert tapped.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="terrain").get()
    assert (
        entry.summary == f"{anna.display_name} adds Stone wall (medium cover, plains, medium obstacle) to the terrain."
    )
    assert entry.data["added"]["name"] == "Stone wall"
    # The sheet in setup: the piece with its tags and edit form, the presets, the custom piece and the fieldworks shop.
    text = _german(anna_phone.get(sheet, **DE), "Geländeblatt", "Auf dem Tisch", "1 Stück", "Deckung: mittel")
    for shown in (
        "Hindernis: mittel",
        "Ebene",
        "Steinmauer",
        "Aufs Blatt setzen",
        "Als Hindernis",
        "Feldbefestigungen",
    ):
        assert shown in text, shown
    assert "Klein: Hecken, Zäune" in text and "<strong>Steinmauer</strong>" in text  # a preset's name in German
    # Refusals read German too: a bad form, and a service's.
    _german(
        anna_phone.post(f"{sheet}preset/", {"key": key(), "preset": "castle"}, **DE), "Wähl ein Stück aus der Liste."
    )
    piece = entry.data["added"]
    same = {"key": key(), "name": piece["name"], "cover": "medium", "terrain": "plains", "obstacle": "medium"}
    _german(anna_phone.post(f"{sheet}{piece['id']}/edit/", same, **DE), "So steht das Stück schon")
    # Anna buys a minefield (secret) on a German phone, Ben sandbags (built, on the sheet).
    bought = anna_phone.post(
        f"{sheet}fieldworks/", {"key": key(), "fieldwork": "minefield", "sector": "south right"}, **DE
    )
    assert bought.status_code == 302
    terrain.fieldwork_buy(code=battle.code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="north left")
    _german(
        anna_phone.get(sheet, **DE), "gebaut von Ben, Seite B", "Sektor geheim", "Nur du siehst das: dein Minenfeld in"
    )
    assert "buys minefield for 5 points" in LogEntry.objects.filter(battle=battle, kind="fieldwork").first().summary
    # In play, with a hedge that burns: "a unit entered a sector", and a stranger's read-only sheet.
    terrain.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="hedge")
    ready_to_play(battle, anna, ben)
    _german(
        anna_phone.get(sheet, **DE),
        "Eine Einheit hat einen Sektor betreten",
        "Auf Minen prüfen",
        "3 Stücke",
        "brennbar",
    )
    _german(phone().get(sheet, **DE), "Geländeblatt")
    # Ben's unit walks into Anna's minefield: the check reads German, its log line is sealed in English.
    unit = rifleman_of(ben)
    went = anna_phone.post(f"{sheet}mines/", {"key": key(), "unit": unit.pk, "sector": "South right"}, **DE)
    assert went.status_code == 302
    check = _german(anna_phone.get(went.url, **DE), "Vermint!", "Trifft es? (Trefferwurf)", "hatte south right vermint")
    mines = LogEntry.objects.filter(battle=battle, kind="mines").get()
    assert "mined! A minefield of" in mines.summary and mines.summary not in check.replace("&#x27;", "'")
    assert f"{de(unit)} (Ben) betritt South right: vermint! Ein Minenfeld von Anna (Seite A) geht hoch." in check


def test_a_refused_tap_reads_german_and_changes_nothing(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    ben_phone, anna_phone = phone(battle.code, ben.pk), phone(battle.code, anna.pk)
    entries = LogEntry.objects.filter(battle=battle).count()
    # Ben taps a unit while Anna activates, then ends the turn with actions left (he is not the host).
    unit = rifleman_of(ben)
    tapped = ben_phone.post(f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": unit.pk}, **DE)
    assert tapped.status_code == 400
    text = _german(tapped, "Du bist nicht an der Reihe zu aktivieren.")
    assert "It is not your turn to activate." not in text
    ended = ben_phone.post(f"/battles/{battle.code}/turn/end/", {"key": key()}, **DE)
    text = _german(ended, "In dieser Runde sind noch Aktionen übrig.", "bitte den Gastgeber, die Runde zu beenden")
    assert "Actions are left this turn." not in text
    # Anna activates her rifleman, and taps it again: it is activated already.
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    entries += 1
    again = anna_phone.post(f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": unit.pk}, **DE)
    _german(again, "Schließ zuerst die Einheit ab, die du aktiviert hast.")
    # Nothing was written for the refused taps, and what the log keeps stays English.
    assert LogEntry.objects.filter(battle=battle).count() == entries
    said = " ".join(LogEntry.objects.filter(battle=battle).values_list("summary", flat=True))
    assert "Reihe" not in said and "Runde" not in said and "Schließ" not in said
