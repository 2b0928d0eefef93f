"""The army builder and the arsenal in German (issue 15): every page a builder meets, with its htmx fragments and
its refusals, shows none of our templates' English; English stays the default."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from armies.models import RosterUnit
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.i18n_helpers import english_left

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
HX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def anna(client, player):
    client.force_login(player)
    return client


def _german(response) -> str:
    assert response.status_code in (200, 400, 404, 422), response.status_code
    assert 'lang="de"' in response.text or "<html" not in response.text
    assert english_left(response) == []
    return response.text


def _team(d) -> RosterUnit:
    return d.units.get(profile__key="de-lmg-team")


def test_my_detachments_new_and_the_examples_are_german(client, anna, owned):
    text = _german(anna.get("/armies/", **DE))
    assert "Deine Abteilungen" in text and "Neue Abteilung" in text and "Aufstellungsdatei importieren" in text
    text = _german(anna.get("/armies/new/", **DE))
    assert "Nation, Doktrin und Abteilungstyp" in text and "Punktelimit" in text


def test_an_anonymous_visitor_is_asked_to_log_in_in_german(client, sample_pack):
    text = _german(client.get("/armies/", **DE))
    assert "Anmelden" in text


@pytest.mark.parametrize("htmx", [False, True])
def test_the_builder_and_its_fragments_are_german(client, anna, owned, htmx):
    d, rifleman = owned
    text = _german(anna.get(f"/armies/{d.id}/", **DE))
    assert "Einheiten hinzufügen" in text and "Druckansicht" in text and "Rückgängig" in text
    assert "Regulär" in text  # the quality's name, not its key
    # An action answers with the roster region; a refusal says why in German.
    response = anna.post(
        f"/armies/{d.id}/add/",
        {"unit": "de-rifleman", "quality": "regular", "count": "1"},
        **DE,
        **(HX if htmx else {}),
        follow=True,  # without htmx: back to the builder
    )
    _german(response)
    response = anna.post(
        f"/armies/{d.id}/add/",
        {"unit": "de-rifleman", "quality": "regular", "count": "99"},
        **DE,
        **(HX if htmx else {}),
    )
    assert "Füg höchstens 30 auf einmal hinzu." in _german(response)


def test_a_unit_page_and_its_form_are_german(client, anna, owned):
    d, rifleman = owned
    text = _german(anna.get(f"/armies/{d.id}/units/{rifleman.id}/", **DE))
    assert "Diese Einheit ändern" in text and "Trefferchance" in text and "Hauptwaffe" in text
    assert "<dt>Nah</dt>" in text  # the range bands
    text = _german(anna.get(f"/armies/{d.id}/units/{_team(d).id}/", **DE))
    assert "Hauptwaffen: eine pro Mann" in text
    response = anna.post(f"/armies/{d.id}/units/{rifleman.id}/", {"quality": "legendary"}, **DE)
    assert "Wähl eine Qualität aus der Liste." in _german(response)


def test_the_print_view_and_the_share_link_are_german(client, anna, owned):
    d, rifleman = owned
    text = _german(anna.get(f"/armies/{d.id}/print/", **DE))
    assert "Einheitenkarten" in text and "Gesamt (Limit 150)" in text
    client.logout()
    text = _german(client.get(f"/armies/shared/{d.share_token}/", **DE))
    assert "zum Ansehen geteilt von anna" in text
    _german(client.get(f"/armies/shared/{d.share_token}/units/{rifleman.id}/", **DE))
    _german(client.get(f"/armies/shared/{d.share_token}/print/", **DE))


def test_the_arsenal_and_a_nation_are_german(client, sample_pack):
    text = _german(client.get("/armies/arsenal/", **DE))
    assert "Paket herunterladen (JSON)" in text and "Achse" in text
    text = _german(client.get("/armies/arsenal/germany/", **DE))
    assert "Doktrinen" in text and "Befehlsradius" in text and "Einsätze pro Spiel" in text
    text = _german(client.get("/armies/arsenal/atlantis/", **DE))
    assert "In diesem Arsenal gibt es keine Nation namens „atlantis“." in text


def test_a_bad_roster_file_is_refused_in_german(client, anna, sample_pack):
    response = anna.post("/armies/import/", {"roster": SimpleUploadedFile("r.json", b"{}")}, **DE)
    assert "Diese Aufstellungsdatei lässt sich nicht importieren: Ihr Format ist nicht" in _german(response)


def test_saving_says_so_in_german(client, anna, owned):
    d, _rifleman = owned
    response = anna.post(f"/armies/{d.id}/duplicate/", **DE, follow=True)
    assert "Das ist deine Kopie. Das Original bleibt, wie es war." in _german(response)


def test_english_is_still_the_default(client, anna, owned):
    d, rifleman = owned
    text = anna.get(f"/armies/{d.id}/units/{rifleman.id}/").text
    assert "Change this unit" in text and "<dt>Close</dt>" in text and "Trefferchance" not in text
