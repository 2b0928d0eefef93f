"""A German table's refusals and roll cards (issue 15): the views' own "reload the page", why a unit cannot act (the
engine's reason inside the refusal), a detachment's muster problems and a roll's steps read German; the log keeps
the English it was sealed with."""

from __future__ import annotations

import pytest

from battles.models import BattleUnit, LogEntry
from battles.services import turns
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import GERMANS, initiative, key, ready_to_play
from tests.battles.pages import phone
from tests.battles.test_turn_views import attack, rifleman_of

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
TRY_AGAIN = ("Lade die Seite neu und versuch es noch einmal.", "Reload the page and try again.")
ROLL_AGAIN = ("Lade die Seite neu und würfle noch einmal.", "Reload the page and roll again.")
DRAW_AGAIN = ("Lade die Seite neu und zieh noch einmal.", "Reload the page and draw again.")


def _refused(response, german: str, english: str) -> None:
    assert response.status_code == 400
    assert german in response.text and english not in response.text


@pytest.fixture
def activated(revealed):
    """Anna's turn, her rifleman activated."""
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    return battle, anna, ben


@pytest.mark.parametrize(
    ("url", "form", "said"),
    [
        ("objective", {"what": "claim"}, TRY_AGAIN),
        ("chain/skip", {"step": "1-0-0"}, TRY_AGAIN),
        ("turn-command/orders", {"what": "give"}, TRY_AGAIN),
        ("cards/draw", {}, DRAW_AGAIN),
        ("roll/attack", attack(), ROLL_AGAIN),
    ],
)
def test_a_form_without_its_key_is_refused_in_german(activated, url, form, said):
    battle, anna, _ben = activated
    entries = LogEntry.objects.filter(battle=battle).count()
    _refused(phone(battle.code, anna.pk).post(f"/battles/{battle.code}/{url}/", form, **DE), *said)
    assert LogEntry.objects.filter(battle=battle).count() == entries


def test_the_views_own_refusals_of_a_bad_pick_read_german(activated):
    battle, anna, _ben = activated
    anna_phone = phone(battle.code, anna.pk)
    bad = anna_phone.post(f"/battles/{battle.code}/turn-command/orders/", {"what": "fly", "key": key()}, **DE)
    _refused(bad, "Wähl „Befehle geben“ oder „Befehle beenden“.", "Pick give orders or end the orders.")
    far = {"key": key(), "step": "x", "distance": "far"}
    _refused(
        anna_phone.post(f"/battles/{battle.code}/chain/bodyguard/", far, **DE),
        "Gib als Zahl ein, wie weit der Soldat von seinem Offizier entfernt ist.",
        "Type how far the soldier is from his officer, as a number.",
    )


def test_why_a_unit_cannot_act_reads_german_inside_the_refusal(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    anna_phone = phone(battle.code, anna.pk)
    # The engine's reason: a machine gun with no crew left.
    gun = BattleUnit.objects.filter(seat=anna, unit_type="support-weapon").first()
    BattleUnit.objects.filter(pk=gun.pk).update(crew_alive=0)
    tapped = anna_phone.post(f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": gun.pk}, **DE)
    _refused(tapped, f"{gun.label} kann jetzt nicht handeln: Keine Besatzung mehr: Sie kann nicht handeln.", "No crew")
    # The table's own reason: a rifleman who pulled back from a fire.
    rifleman = rifleman_of(anna)
    BattleUnit.objects.filter(pk=rifleman.pk).update(tokens={"pulled-back": 1})
    tapped = anna_phone.post(f"/battles/{battle.code}/turn/activate/", {"key": key(), "unit": rifleman.pk}, **DE)
    why = "vor einem Feuer zurückgezogen, die Aktionen dieser Runde sind verloren"
    _refused(tapped, f"{rifleman.label} kann nicht aktiviert werden: {why}.", "pulled back from a fire")


def test_a_detachment_over_the_limit_is_refused_with_its_muster_problem_in_german(make_battle):
    battle, anna = make_battle(mode="probing-the-enemy-lines")  # 75 points a side
    browser = phone(battle.code, anna.pk)
    browser.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": GERMANS})
    response = browser.post(f"/battles/{battle.code}/ready/", **DE)
    assert response.status_code == 400
    page = response.text
    assert "Deine Abteilung kann noch nicht benutzt werden: " in page
    assert "Punkte über dem Punktelimit von 75. Entferne Einheiten oder stuf sie herab, oder erhöhe das Limit." in page
    assert "over the limit" not in page and "Remove or downgrade" not in page


def test_a_roll_cards_steps_read_german_while_the_log_keeps_the_engines_english(activated):
    battle, anna, _ben = activated
    anna_phone = phone(battle.code, anna.pk)
    rolled = anna_phone.post(f"/battles/{battle.code}/roll/attack/", attack(key=key(), dice="3,5,1,6", roll=""), **DE)
    assert rolled.status_code == 302
    entry = LogEntry.objects.filter(battle=battle, kind="roll").order_by("-seq").first()
    assert "Rolled 3 + 5 + 1 + 6 = 15: hit." in entry.data["steps"]
    table = anna_phone.get(f"/battles/{battle.code}/", **DE).text
    assert "Gewürfelt 3 + 5 + 1 + 6 = 15: Treffer." in table and "Rolled 3 + 5" not in table
    assert "Rolled 3 + 5 + 1 + 6 = 15: hit." in anna_phone.get(f"/battles/{battle.code}/").text
