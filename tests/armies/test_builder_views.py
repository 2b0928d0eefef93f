"""The detachment builder over HTTP: whose detachment it is, share links, fixed query counts, refusals
a player can read, the rules' verdict on screen, export/import/duplicate, and a unit card's odds."""

from __future__ import annotations

import json
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils.html import escape

from armies import rosters
from armies.models import Detachment, DetachmentType
from rules.engine.procedures.shooting import AttackInputs, attack
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add, build_to, export, snapshot, unit_of

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}
SETTINGS = {"name": "Renamed", "points_source": "free", "points_free": "200", "mode_role": "first", "players": "2"}


# Every builder URL, with a request that would change the detachment if it were let through.
EDIT = {"quality": "conscript", "weapons": ["de-kar98k"]}
ROWS = [
    pytest.param("get", "/armies/{d}/", None, id="builder"),
    pytest.param("post", "/armies/{d}/settings/", SETTINGS, id="settings"),
    pytest.param("post", "/armies/{d}/add/", {"unit": "de-rifleman", "quality": "regular", "count": "3"}, id="add"),
    pytest.param("post", "/armies/{d}/undo/", None, id="undo"),
    pytest.param("post", "/armies/{d}/duplicate/", None, id="duplicate"),
    pytest.param("post", "/armies/{d}/delete/", None, id="delete"),
    pytest.param("post", "/armies/{d}/share/", None, id="share_new"),
    pytest.param("get", "/armies/{d}/units/{u}/", None, id="unit-get"),
    pytest.param("post", "/armies/{d}/units/{u}/", EDIT, id="unit-post"),
    pytest.param("post", "/armies/{d}/units/{u}/duplicate/", None, id="unit_action-duplicate"),
    pytest.param("post", "/armies/{d}/units/{u}/remove/", None, id="unit_action-remove"),
    pytest.param("post", "/armies/{d}/units/{u}/promote/", None, id="unit_action-promote"),
    pytest.param("get", "/armies/{d}/print/", None, id="print"),
    pytest.param("get", "/armies/{d}/export.json", None, id="export"),
]


def call(client, method: str, url: str, data, **headers):
    return getattr(client, method)(url, data or {}, **headers)


@pytest.mark.parametrize("htmx", [False, True], ids=["plain", "htmx"])
@pytest.mark.parametrize(("method", "url", "data"), ROWS)
def test_another_player_gets_404_and_nothing_changes(client, player, owned, stranger, method, url, data, htmx):
    d, rifleman = owned
    before = snapshot(player, d)
    client.force_login(stranger)

    response = call(client, method, url.format(d=d.id, u=rifleman.id), data, **(HX if htmx else {}))

    assert response.status_code == 404
    assert snapshot(player, d) == before


ANONYMOUS_EXTRA = [
    pytest.param("get", "/armies/new/", None, id="new-get"),
    pytest.param("post", "/armies/new/", {**SETTINGS, "detachment_type": "de-regular-infantry"}, id="new-post"),
    pytest.param("post", "/armies/new/example/", {"example": "de-regular-infantry-150"}, id="from_example"),
    pytest.param("post", "/armies/import/", {"roster": "{}"}, id="import"),
]


@pytest.mark.parametrize(("method", "url", "data"), ROWS + ANONYMOUS_EXTRA)
def test_an_anonymous_visitor_is_sent_to_log_in_and_nothing_changes(client, player, owned, method, url, data):
    d, rifleman = owned
    before = snapshot(player, d)
    url = url.format(d=d.id, u=rifleman.id)

    response = call(client, method, url, data)

    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/?next=")
    assert snapshot(player, d) == before


def test_the_list_invites_an_anonymous_visitor_to_log_in_and_shows_a_stranger_only_his_own(client, owned, stranger):
    d, _ = owned
    response = client.get("/armies/")
    assert response.status_code == 200
    assert 'href="/accounts/login/?next=/armies/"' in response.text
    assert d.name not in response.text

    client.force_login(stranger)
    response = client.get("/armies/")
    assert response.status_code == 200
    assert d.name not in response.text and f"/armies/{d.id}/" not in response.text
    assert "No detachments yet." in response.text


SHARED = ["/armies/shared/{t}/", "/armies/shared/{t}/print/", "/armies/shared/{t}/units/{u}/"]


@pytest.mark.parametrize("viewer", ["anonymous", "stranger", "owner"])
@pytest.mark.parametrize("url", SHARED, ids=["shared", "shared_print", "shared_unit"])
def test_a_share_link_shows_the_detachment_read_only_to_anyone(client, player, owned, stranger, viewer, url):
    d, rifleman = owned
    before = snapshot(player, d)
    if viewer != "anonymous":
        client.force_login(player if viewer == "owner" else stranger)

    response = client.get(url.format(t=d.share_token, u=rifleman.id))

    assert response.status_code == 200
    assert d.name in response.text and "Schütze (rifleman)" in response.text
    forms = re.findall(r'<form[^>]*method="post"[^>]*>', response.text, flags=re.IGNORECASE)
    assert all('action="/i18n/setlang/"' in f for f in forms), forms  # only the footer's language switch posts
    assert "hx-post" not in response.text
    assert f"/armies/{d.id}/" not in response.text, "links to the builder"
    assert snapshot(player, d) == before


@pytest.mark.parametrize("url", SHARED, ids=["shared", "shared_print", "shared_unit"])
def test_a_bad_or_replaced_share_token_is_404(client, player, owned, url):
    d, rifleman = owned
    old = d.share_token
    assert client.get(url.format(t="not-a-token", u=rifleman.id)).status_code == 404

    client.force_login(player)
    assert client.post(f"/armies/{d.id}/share/").status_code == 302
    d.refresh_from_db()

    assert d.share_token != old
    assert client.get(url.format(t=old, u=rifleman.id)).status_code == 404
    assert client.get(url.format(t=d.share_token, u=rifleman.id)).status_code == 200


def test_a_share_link_shows_no_unit_of_another_detachment(client, player, owned, make_detachment):
    d, _ = owned
    other = build_to(player, make_detachment(player, name="Other"), 3)
    assert client.get(f"/armies/shared/{d.share_token}/units/{other.units.last().id}/").status_code == 404


# -- Query counts: the same for 5 and 100 units -------------------------------------------------------------

VIEWS = {
    "builder": ("get", "/armies/{d}/", None),
    "add": ("post", "/armies/{d}/add/", {"unit": "de-sniper", "quality": "regular", "count": "2"}),
    "duplicate": ("post", "/armies/{d}/units/{truck}/duplicate/", None),
    "remove": ("post", "/armies/{d}/units/{truck}/remove/", None),
    "undo": ("post", "/armies/{d}/undo/", None),
    "print": ("get", "/armies/{d}/print/", None),
    "shared": ("get", "/armies/shared/{t}/", None),
    "unit": ("get", "/armies/{d}/units/{rider}/", None),
}


@pytest.mark.parametrize("view", VIEWS)
def test_a_page_or_fragment_takes_the_same_queries_for_5_or_100_units(client, player, make_detachment, view):
    method, url, data = VIEWS[view]
    counts = {}
    client.force_login(player)
    for size in (100, 5):  # the big one first, so a one-off cache fill cannot hide an N+1
        d = build_to(player, make_detachment(player, name=f"{size} units"), size)
        truck = d.units.filter(profile__key="de-opel-blitz").last().id  # carries a rifleman, tows a gun
        ids = {"d": d.id, "t": d.share_token, "truck": truck, "rider": d.units.filter(rides_in=truck).get().id}
        if view == "undo":
            rosters.remove_unit(player, d.id, unit_id=truck)
        with CaptureQueriesContext(connection) as queries:
            response = call(client, method, url.format(**ids), data, **(HX if method == "post" else {}))
        assert response.status_code == 200, (size, response.status_code)
        assert d.units.count() == {"add": size + 2, "duplicate": size + 1, "remove": size - 1}.get(view, size)
        counts[size] = len(queries.captured_queries)
    assert counts[5] == counts[100], counts


# -- Refusals: a clear message, nothing changed, never a 500 -------------------------------------------------

ADD = "/armies/{d}/add/"
ACTION_REFUSALS = [
    pytest.param(ADD, {"unit": "de-tiger1", "quality": "regular", "count": "1"}, "Pick a unit from this detachment type's list.", id="add-unit-of-another-type"),
    pytest.param(ADD, {"unit": "no-such-unit", "quality": "regular", "count": "1"}, "Pick a unit from this detachment type's list.", id="add-unknown-unit"),
    pytest.param(ADD, {"unit": "de-rifleman", "quality": "regular", "count": "0"}, "Add at least 1.", id="add-0"),
    pytest.param(ADD, {"unit": "de-rifleman", "quality": "regular", "count": "31"}, "Add at most 30 at a time.", id="add-31"),
    pytest.param(ADD, {"unit": "de-rifleman", "quality": "regular", "count": "abc"}, "Type how many as a whole number.", id="add-abc"),
    pytest.param(ADD, {"unit": "de-rifleman", "quality": "legendary", "count": "1"}, "Pick conscript, regular or elite.", id="add-legendary"),
    pytest.param(ADD, {"unit": "de-rifleman", "quality": "elite", "count": "1"}, "This detachment type fields conscript or regular troops only.", id="add-elite"),
    pytest.param("/armies/{d}/undo/", {}, "There is no removal to undo.", id="undo-nothing"),
    pytest.param("/armies/{d}/units/{officer}/remove/", {}, "The ranking officer comes with the detachment and cannot be removed.", id="remove-officer"),
    pytest.param("/armies/{d}/units/{officer}/duplicate/", {}, "The detachment has one ranking officer.", id="duplicate-officer"),
    pytest.param("/armies/{d}/units/{truck}/promote/", {}, "Only a single soldier can be promoted to squad leader.", id="promote-truck"),
    pytest.param("/armies/{d}/units/{foreign}/remove/", {}, "That unit is no longer in this detachment.", id="remove-unit-of-another-detachment"),
]  # fmt: skip


@pytest.mark.parametrize("htmx", [False, True], ids=["plain", "htmx"])
@pytest.mark.parametrize(("url", "data", "message"), ACTION_REFUSALS)
def test_an_action_refuses_bad_input_with_a_message(client, player, owned, make_detachment, url, data, message, htmx):
    d, _ = owned
    rosters.undo_remove(player, d.id)
    ids = {"d": d.id, "foreign": make_detachment(player, name="Other").units.get().id}
    ids |= {
        name: d.units.get(profile__key=key).id for name, key in (("officer", "de-officer"), ("truck", "de-opel-blitz"))
    }
    before = snapshot(player, d)
    client.force_login(player)

    response = client.post(url.format(**ids), data, **(HX if htmx else {}))

    assert response.status_code == (422 if htmx else 400)
    assert re.search(rf'<p class="error banner" role="alert">{re.escape(escape(message))}</p>', response.text)
    assert ("<html" in response.text) is not htmx, "htmx gets the roster region, a plain post the whole page"
    assert snapshot(player, d) == before


BIG = json.dumps({"format": "bof-roster/1", "padding": "x" * 2 * 1024 * 1024}).encode()
NOT_JSON = "That file is not a roster exported from this app (it is not JSON)."
CANNOT = "This roster file cannot be imported: {} Nothing was changed."
UNIT, SETTINGS_URL, NEW, IMPORT = "/armies/{d}/units/{u}/", "/armies/{d}/settings/", "/armies/new/", "/armies/import/"
FORM_REFUSALS = [
    pytest.param(UNIT, {"quality": "regular", "weapons": ["us-m1-garand"]}, "Pick weapons from the list.", id="unit-weapon-of-another-nation"),
    pytest.param(UNIT, {"quality": "regular", "rides_in": "{truck}"}, "Pick a vehicle from the list.", id="unit-carrier-of-another-detachment"),
    pytest.param(UNIT, {"quality": "regular", "rides_in": "x"}, "Pick a vehicle from the list.", id="unit-rides_in-x"),
    pytest.param(UNIT, {"quality": "legendary"}, "Pick a quality from the list.", id="unit-quality-legendary"),
    pytest.param(SETTINGS_URL, {**SETTINGS, "points_free": "0"}, "Points must be at least 1.", id="settings-0"),
    pytest.param(SETTINGS_URL, {**SETTINGS, "points_free": "99999"}, "Points can be at most 2000.", id="settings-99999"),
    pytest.param(SETTINGS_URL, {**SETTINGS, "points_free": "lots"}, "Type the points as a whole number, like 150.", id="settings-lots"),
    pytest.param(SETTINGS_URL, {**SETTINGS, "points_source": "mode"}, "Choose the game mode whose points you use.", id="settings-no-mode"),
    pytest.param(SETTINGS_URL, {**SETTINGS, "name": " "}, "Give the detachment a name.", id="settings-no-name"),
    pytest.param(NEW, SETTINGS, "Choose a detachment type.", id="new-no-type"),
    pytest.param(NEW, {**SETTINGS, "detachment_type": "de-paratroopers"}, "Choose a detachment type from the list.", id="new-retired-type"),
    pytest.param(NEW, {**SETTINGS, "detachment_type": "no-such-type"}, "Choose a detachment type from the list.", id="new-unknown-type"),
    pytest.param(IMPORT, {"roster": b"name,points\nGrenadiers,150\n"}, NOT_JSON, id="import-csv"),
    pytest.param(IMPORT, {"roster": b"\xff\xfe\x00"}, NOT_JSON, id="import-binary"),
    pytest.param(IMPORT, {"roster": b"[1, 2, 3]"}, CANNOT.format("it is not a roster exported from this app."), id="import-list"),
    pytest.param(IMPORT, {"roster": b'{"hello": "world"}'}, CANNOT.format("its format is not bof-roster/1."), id="import-dict"),
    pytest.param(IMPORT, {"roster": BIG}, "That file is over 1 MB: a roster is far smaller.", id="import-2MB"),
]  # fmt: skip


@pytest.mark.parametrize(("url", "data", "message"), FORM_REFUSALS)
def test_a_form_refuses_bad_input_with_a_message(client, player, owned, make_detachment, url, data, message):
    d, rifleman = owned
    elsewhere = build_to(player, make_detachment(player, name="Elsewhere"), 5)
    truck = elsewhere.units.get(profile__key="de-opel-blitz").id
    data = {k: v.format(truck=truck) if k == "rides_in" else v for k, v in data.items()}
    if isinstance(data.get("roster"), bytes):
        data["roster"] = SimpleUploadedFile("roster.json", data["roster"], "application/json")
    DetachmentType.objects.filter(key="de-paratroopers").update(retired=True)
    before = snapshot(player, d)
    client.force_login(player)

    response = client.post(url.format(d=d.id, u=rifleman.id), data)

    assert response.status_code == 400
    assert re.search(rf'<p class="error( banner)?" role="alert">{re.escape(escape(message))}</p>', response.text)
    assert snapshot(player, d) == before


def test_starting_from_an_unknown_example_says_so_and_makes_nothing(client, player, sample_pack):
    client.force_login(player)

    response = client.post("/armies/new/example/", {"example": "no-such-example"}, follow=True)

    assert response.redirect_chain == [("/armies/new/", 302)]
    assert "Pick an example from the list." in response.text
    assert not Detachment.objects.exists()


def roster(*units: dict) -> bytes:
    doc = {"format": "bof-roster/1", "pack_version": "2026.11.1", "name": "Hand-edited", "detachment_type": "de-regular-infantry", "points": {"source": "free", "free": 150}, "units": list(units)}  # fmt: skip
    return json.dumps(doc).encode()


RIFLEMAN = {"unit": "de-rifleman", "quality": "regular"}


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(roster({**RIFLEMAN, "ref": 1, "weapons": ["de-kar98k", "de-kar98k"]}), id="a-weapon-twice"),
        pytest.param(
            roster({**RIFLEMAN, "ref": 1, "squad_leader": True}, {**RIFLEMAN, "ref": 2, "squad_leader": True}),
            id="two-promoted",
        ),
    ],
)
def test_importing_a_hand_edited_roster_never_fails_with_a_500(client, player, sample_pack, content):
    client.force_login(player)
    client.raise_request_exception = False

    response = client.post("/armies/import/", {"roster": SimpleUploadedFile("roster.json", content)})

    assert response.status_code in (302, 400), response.status_code
    assert response.status_code == 302 or "This roster file cannot be imported:" in response.text


HIDDEN_FIELD_REFUSALS = [
    pytest.param("de-pak36", {"rides_in": "{truck}"}, "A 3.7 cm Pak 36 cannot ride as a passenger.", id="gun-rides_in"),
    pytest.param("de-opel-blitz", {"weapons": ["de-kar98k"]}, "A Opel Blitz 3.6-36S (truck) carries no hand weapons.", id="truck-weapons"),
]  # fmt: skip


@pytest.mark.parametrize(("unit", "data", "message"), HIDDEN_FIELD_REFUSALS)
def test_a_refused_unit_edit_always_says_why(client, player, owned, unit, data, message):
    d, _ = owned
    truck = d.units.get(profile__key="de-opel-blitz").id
    before = snapshot(player, d)
    client.force_login(player)

    response = client.post(
        f"/armies/{d.id}/units/{d.units.get(profile__key=unit).id}/",
        {"quality": "regular", **{k: v.format(truck=truck) if k == "rides_in" else v for k, v in data.items()}},
    )

    assert response.status_code == 400 and snapshot(player, d) == before
    assert escape(message) in response.text


# -- The rules' verdict on screen -----------------------------------------------------------------------------


def test_the_builder_shows_missing_core_units_with_their_fix(client, player, detachment, sample_pack):
    client.force_login(player)
    leader, rifleman = (unit_of(sample_pack, key)["name"] for key in ("de-squad-leader", "de-rifleman"))

    text = client.get(f"/armies/{detachment.id}/").text

    assert '<span class="status bad">Invalid: 2 problems</span>' in text
    for name, count in ((leader, 1), (rifleman, 6)):
        assert f"This detachment type must field at least {count} × {escape(name)}; it has 0." in text
        assert f'<span class="fix">Add {count} more {escape(name)}.</span>' in text
    assert "Ready to play" not in text


def test_the_builder_shows_a_list_over_the_limit_as_invalid_and_a_legal_one_as_ready(
    client, player, detachment, sample_pack
):
    client.force_login(player)
    plan = [("de-squad-leader", 1), ("de-rifleman", 30), ("de-rifleman", 6), ("de-lmg-team", 5)]
    for key, count in plan:
        add(player, detachment, key, count)
    cost = sum(unit_of(sample_pack, key)["cost"]["regular"] * count for key, count in plan)
    assert cost > 150, "the plan must break the limit"

    text = client.get(f"/armies/{detachment.id}/").text
    assert f"<strong>{cost}</strong>/150<small>points</small>" in text
    assert f"{cost - 150} points over the limit of 150." in text
    assert '<span class="fix">Remove or downgrade units, or raise the limit.</span>' in text
    assert '<span class="status bad">Invalid: 1 problem</span>' in text

    client.post(f"/armies/{detachment.id}/settings/", {**SETTINGS, "points_free": str(cost)})
    text = client.get(f"/armies/{detachment.id}/").text
    assert '<span class="status ok">Ready to play</span>' in text
    assert "Invalid" not in text and 'class="problems"' not in text


def test_the_list_marks_each_detachment_valid_or_invalid(client, player, make_detachment):
    legal = make_detachment(player, name="Legal platoon")
    add(player, legal, "de-squad-leader")
    add(player, legal, "de-rifleman", 6)
    make_detachment(player, name="Empty platoon")
    client.force_login(player)

    items = client.get("/armies/").text.split('<li class="card roster-item">')[1:]

    status = {re.search(r'class="roster-link"[^>]*>([^<]+)<', i).group(1): re.search(r'class="status[^"]*">([^<]+)<', i).group(1) for i in items}  # fmt: skip
    assert status == {"Legal platoon": "Ready to play", "Empty platoon": "Invalid: 2 problems"}


# -- Export, import, duplicate --------------------------------------------------------------------------------


def test_an_exported_roster_imports_as_an_identical_one(client, player, owned):
    d, rifleman = owned
    rosters.promote(player, d.id, unit_id=rifleman.id)
    client.force_login(player)
    response = client.get(f"/armies/{d.id}/export.json")
    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="Grenadiers.bof-roster.json"'

    response = client.post("/armies/import/", {"roster": SimpleUploadedFile("g.json", response.content)})

    assert response.status_code == 302
    copy = Detachment.objects.exclude(pk=d.pk).get()
    assert response["Location"] == f"/armies/{copy.id}/" and copy.owner == player
    assert export(player, copy) == export(player, d)
    assert any(u["rides_in"] for u in export(player, copy)["units"]), "the rider lost his truck"


def test_duplicating_makes_an_independent_copy(client, player, owned):
    d, rifleman = owned
    original = export(player, d)
    client.force_login(player)

    response = client.post(f"/armies/{d.id}/duplicate/")

    copy = Detachment.objects.exclude(pk=d.pk).get()
    assert response["Location"] == f"/armies/{copy.id}/"
    assert export(player, copy) == {**original, "name": "Grenadiers (copy)"}
    assert copy.share_token != d.share_token
    assert not set(copy.units.values_list("id", flat=True)) & set(d.units.values_list("id", flat=True))
    client.post(f"/armies/{copy.id}/add/", {"unit": "de-sniper", "quality": "regular", "count": "2"})
    client.post(f"/armies/{d.id}/units/{rifleman.id}/remove/")
    assert len(export(player, copy)["units"]) == len(original["units"]) + 2
    assert len(export(player, d)["units"]) == len(original["units"]) - 1


# -- A unit card's odds come from the engine ---------------------------------------------------------------


@pytest.mark.parametrize("promoted", [False, True], ids=["rifleman", "promoted-to-squad-leader"])
def test_a_unit_card_shows_the_engines_odds_in_each_range_band(client, player, owned, sample_pack, promoted):
    d, rifleman = owned
    if promoted:
        rosters.promote(player, d.id, unit_id=rifleman.id)
    rifle = next(w for w in sample_pack["weapons"] if w["id"] == "de-kar98k")
    client.force_login(player)

    for url in (f"/armies/{d.id}/units/{rifleman.id}/", f"/armies/shared/{d.share_token}/units/{rifleman.id}/"):
        text = client.get(url).text
        head = f'<p class="attack-name">{rifle["name"]} <small>small arms {rifle["small_arms"]}</small></p>'
        bands = re.search(rf"{re.escape(head)}\s*<dl class=\"bands\">(.*?)</dl>", text, re.S).group(1)
        for band, distance in (("Far", 130), ("Medium", 60), ("Close", 10)):
            odds = attack(
                AttackInputs(rifle["small_arms"], "regular", promoted, False, distance, "cm", (), False, False, False, False, False, 0, False, 0),
                None,
            )  # fmt: skip
            assert 0.01 < odds.probability < 0.99  # shown as a whole percent
            shown = f"<dt>{band}</dt><dd><strong>{float(odds.probability) * 100:.0f}%</strong> <small>≤{odds.target}</small></dd>"
            assert shown in bands, (url, band)


@pytest.mark.parametrize(("language", "name"), [("en-gb", "Grenadier platoon"), ("de", "Grenadierzug")])
def test_a_detachment_started_from_an_example_is_named_without_the_examples_points(
    client, player, sample_pack, language, name
):
    """The copy changes as the player builds: a name saying "(145 points)" went on saying it at 160."""
    client.force_login(player)
    client.cookies["django_language"] = language

    response = client.post("/armies/new/example/", {"example": "de-regular-infantry-150"})

    assert response.status_code == 302
    assert Detachment.objects.get(owner=player).name == name
