"""The campaign pages in German (issue 15): the campaigns home, a forming and a running campaign, a side's force, its
print, the report and the ledger show none of our templates' English; a refusal says why in German. The ledger's
lines read German (campaigns/ledger_said.py), each entry's summary as sealed in the hash chain (English) one tap away;
English stays the default."""

from __future__ import annotations

import pytest
from django.utils.html import escape
from django.utils.translation import override

from rules import localized
from rules.engine.procedures.setup import MODES
from tests.campaigns.fixtures import *  # noqa: F403 - fixtures
from tests.campaigns.fixtures import confirm_both, play_game
from tests.i18n_helpers import english_left

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}


def _german(response) -> str:
    assert response.status_code in (200, 400), response.status_code
    assert 'lang="de"' in response.text
    assert english_left(response) == []
    return response.text


@pytest.fixture
def played(running, client):
    """A running campaign with game 1 confirmed (side A won) and game 2 next, Anna signed in."""
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    client.force_login(anna)
    return campaign, client


def test_the_campaigns_home_is_german(client, forming):
    campaign, anna, _bruno = forming
    client.force_login(anna)
    text = _german(client.get("/campaigns/", **DE))
    assert "Meine Feldzüge" in text and "Einem Feldzug beitreten" in text and "Deine Seite" in text
    assert "In Vorbereitung" in text  # the campaign's state


def test_a_forming_campaign_is_german(client, forming):
    campaign, anna, _bruno = forming
    client.force_login(anna)
    text = _german(client.get(f"/campaigns/{campaign.code}/", **DE))
    assert "Vorbereitung" in text and "Kerntruppe von Seite A" in text
    assert "Vor dem Start fehlt noch: die Kerntruppe von Seite A, die Kerntruppe von Seite B." in text


def test_a_running_campaign_with_a_confirmed_game_and_the_next_is_german(played):
    campaign, client = played
    text = _german(client.get(f"/campaigns/{campaign.code}/", **DE))
    assert "Als Nächstes: Spiel 2" in text and "Spiel 2 starten" in text and "Die Leiter" in text
    assert "Seite A hat gewonnen" in text and "Punkte nach jedem Spiel" in text and "Die Leiter des Feldzugs" in text
    assert not any(escape(mode.aim) in text for mode in MODES.values())  # the next game's aim reads German
    with override("de"):
        assert any(escape(localized.aim(mode)) in text for mode in MODES)


def test_a_game_waiting_for_its_confirmations_is_german(played):
    campaign, client = played
    play_game(campaign, campaign.members.get(side="A").user, None)
    text = _german(client.get(f"/campaigns/{campaign.code}/", **DE))
    assert "Für Seite A bestätigen" in text and "Kampfwertung" in text


def test_the_force_and_its_print_are_german(played):
    campaign, client = played
    text = _german(client.get(f"/campaigns/{campaign.code}/force/A/", **DE))
    assert "Feldzugpunkte auszugeben" in text and "Diese Truppe drucken" in text
    assert "Regulär" in text and ">regular<" not in text  # each unit's quality
    text = _german(client.get(f"/campaigns/{campaign.code}/force/A/print/", **DE))
    assert "Zurück zur Truppe" in text and "Im Feldzug" in text and "Regulär" in text


def test_the_report_and_the_ledger_are_german_and_the_summaries_stay_at_hand_as_sealed(played):
    campaign, client = played
    text = _german(client.get(f"/campaigns/{campaign.code}/report/", **DE))
    assert "Normandy 44: der Bericht" in text and "1 Spiel" in text
    text = _german(client.get(f"/campaigns/{campaign.code}/ledger/", **DE))
    assert "Das Kassenbuch" in text and "Punkte danach: Seite A" in text
    assert "<p>Spiel 1 bestätigt: Seite A hat gewonnen (entscheidender Sieg)." in text
    assert '<p lang="en">Game 1 confirmed: side A won (decisive).' in text  # the entry as sealed in the chain
    assert "versiegelter Text" in text


def test_a_bad_join_code_is_refused_in_german(client, forming, make_player):
    client.force_login(make_player("carla"))
    response = client.post("/campaigns/join/", {"join-code": "NOPE99", "join-display_name": "Carla", "join-side": "A"},
                           **DE)  # fmt: skip
    assert "Es gibt keinen Feldzug mit dem Code NOPE99." in _german(response)


def test_an_old_page_is_refused_in_german(played):
    campaign, client = played
    response = client.post(f"/campaigns/{campaign.code}/next/", {"key": "not-a-key"}, **DE)
    assert "Die Seite war zu alt dafür." in _german(response)


def test_english_is_still_the_default(played):
    campaign, client = played
    text = client.get(f"/campaigns/{campaign.code}/").text
    assert "Start game 2" in text and "Spiel 2 starten" not in text
