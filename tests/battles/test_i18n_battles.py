"""The battle companion in German (issue 15): the pages a table meets from the new-battle form to the report show
none of our templates' English, while the sealed log keeps its English summaries (they are in the hash chain)."""

from __future__ import annotations

import pytest

from battles.models import LogEntry
from battles.services import lobby, turns
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, ready_to_play
from tests.battles.pages import phone
from tests.battles.test_turn_views import rifleman_of
from tests.i18n_helpers import english_left

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}


def _german(response, *shown: str, rule_content: bool = False) -> str:
    """The page in German; with `rule_content`, the procedures' titles, labels and choices it shows too (not on a page
    of log entries: their summaries stay in the English they were sealed with, "Deployment sector: ...")."""
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
    _german(client.get("/battles/find/?code=QQQQQQ", **DE))


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
    assert "Beweis: Kein Wurf wurde verändert" in text


def test_the_table_during_a_turn_is_german(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    anna_phone = phone(battle.code, anna.pk)
    _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Initiative würfeln", "Runde 1 von")
    initiative(battle, anna, "5,2")
    # The unit picker, with its quick buttons.
    _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Deine Aktivierung.", "Laufen", "Feuer")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    # An activated unit's buttons, and the table's side panels as pages of their own.
    _german(anna_phone.get(f"/battles/{battle.code}/", **DE), "Zurückstellen: eine andere wählen")
    for part in ("forces", "smoke", "fire"):
        _german(anna_phone.get(f"/battles/{battle.code}/part/{part}/", **DE))
    roll = anna_phone.get(f"/battles/{battle.code}/roll/attack/?action=shoot", **DE)
    _german(roll, "Würfeln", "Trefferwurf", "Angriffswert der Waffe", rule_content=True)
    # The watch board and the log. The log's entries stay as the chain sealed them: in English.
    _german(phone().get(f"/battles/{battle.code}/watch/", **DE), "Seite A")
    text = _german(phone().get(f"/battles/{battle.code}/log/", **DE), "Protokoll", "Vor dem Spiel")
    summary = LogEntry.objects.filter(battle=battle).order_by("-seq").first().summary
    assert summary in text.replace("&#x27;", "'")


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
    _german(anna_phone.get(f"/battles/{battle.code}/report/", **DE), "Nach der Schlacht", "Würfelglück")


@pytest.mark.parametrize("path", ["/battles/", "/battles/new/"])
def test_english_is_still_the_default(client, sample_pack, path):
    text = client.get(path).text
    assert 'lang="en-gb"' in text and "New battle" in text and "Neue Schlacht" not in text
