"""Issue 14.7: one address may create 30 battles, 30 dice rooms and 20 accounts an hour and join 120 times; past
that it gets a page that says so, and nothing is made. Another address is not held back."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model

from battles.models import Battle
from bof_site import clients, limits
from bof_site.limits import LIMITS
from dice.models import DiceRoom
from tests.armies.builder_fixtures import *  # noqa: F403  (make_player, sample_pack)

BATTLE = {"game_mode": "victory-zones", "players": "2", "points": "150", "turn_limit": "5", "measure": "cm",
          "display_name": "Anna", "team": "A", "client_seed": "anna-seed"}  # fmt: skip
ROOM = {"display_name": "Anna", "client_seed": "anna-seed"}
HERE, ELSEWHERE = "203.0.113.7", "198.51.100.2"


@pytest.fixture(autouse=True)
def _mid_window(monkeypatch):
    """The limits count in fixed windows; a test that ran across the top of the hour found its count reset (it did,
    on CI at 03:00). The clock the limits read stands still in the middle of a window."""
    middle = int(time.time()) // 3600 * 3600 + 1800
    monkeypatch.setattr(limits, "time", SimpleNamespace(time=lambda: middle))


@pytest.mark.parametrize(
    ("name", "path", "data", "made"),
    [
        ("battles", "/battles/new/", BATTLE, lambda: Battle.objects.count()),
        ("rooms", "/dice/new/", ROOM, lambda: DiceRoom.objects.count()),
        ("accounts", "/accounts/signup/", None, lambda: get_user_model().objects.count()),
    ],
)
def test_past_its_limit_an_address_is_told_to_wait_and_nothing_is_made(client, db, name, path, data, made):
    limit = LIMITS[name]
    for n in range(limit.count):
        form = data or {"username": f"player{n}", "password1": "quiet-harbour-1947", "password2": "quiet-harbour-1947"}
        assert client.post(path, form, REMOTE_ADDR=HERE).status_code == 302
        client.logout()
    before = made()
    form = data or {"username": "one-more", "password1": "quiet-harbour-1947", "password2": "quiet-harbour-1947"}

    refused = client.post(path, form, REMOTE_ADDR=HERE)

    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    assert f"{limit.count} {limit.what}" in refused.text and "Try again in" in refused.text
    assert made() == before
    assert client.post(path, form, REMOTE_ADDR=ELSEWHERE).status_code == 302
    assert made() == before + 1


def test_joins_are_limited_too(client, db, make_room):
    room, _host = make_room()
    limit = LIMITS["joins"]
    for n in range(limit.count):
        client.post(f"/dice/{room.code}/join/", {"display_name": f"P{n}", "client_seed": "s"}, REMOTE_ADDR=HERE)
    refused = client.post(f"/dice/{room.code}/join/", {"display_name": "Late", "client_seed": "s"}, REMOTE_ADDR=HERE)
    assert refused.status_code == 429


CAMPAIGN = {"name": "Normandy", "display_name": "Anna", "side": "A", "measure": "cm"}


def test_one_account_is_held_to_its_campaigns_an_hour_and_another_is_not(client, db, make_player):
    limit = LIMITS["campaigns"]
    client.force_login(make_player("anna"))
    for _n in range(limit.count):  # a fresh address each time changes nothing: the account is counted
        assert client.post("/campaigns/new/", CAMPAIGN, REMOTE_ADDR=f"198.51.100.{_n}").status_code == 302
    refused = client.post("/campaigns/new/", CAMPAIGN, REMOTE_ADDR=HERE)
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    client.force_login(make_player("bruno"))
    assert client.post("/campaigns/new/", CAMPAIGN, REMOTE_ADDR=HERE).status_code == 302


def test_detachments_are_limited_an_account_too(client, sample_pack, make_player):
    limit = LIMITS["detachments"]
    client.force_login(make_player("anna"))
    example = {"example": "de-regular-infantry-150"}
    for _n in range(limit.count):
        assert client.post("/armies/new/example/", example).status_code == 302
    assert client.post("/armies/new/example/", example).status_code == 429


def test_a_name_sprayer_is_stopped_by_its_address_not_by_each_name(client, db, make_player):
    make_player("anna")
    limit = LIMITS["login-failures"]
    for n in range(limit.count):  # one try a name: the per-name lockout never sees a second
        answer = client.post("/accounts/login/", {"username": f"guess{n}", "password": "wrong"}, REMOTE_ADDR=HERE)
        assert answer.status_code == 200
    refused = client.post("/accounts/login/", {"username": "anna", "password": "wrong"}, REMOTE_ADDR=HERE)
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 0
    elsewhere = client.post("/accounts/login/", {"username": "guess", "password": "wrong"}, REMOTE_ADDR=ELSEWHERE)
    assert elsewhere.status_code == 200


def test_a_forwarded_address_written_by_the_client_changes_nothing(client, db):
    limit = LIMITS["rooms"]
    for n in range(limit.count):
        forged = {"HTTP_X_FORWARDED_FOR": f"192.0.2.{n}"}
        assert client.post("/dice/new/", ROOM, REMOTE_ADDR=HERE, **forged).status_code == 302
    forged = {"HTTP_X_FORWARDED_FOR": "192.0.2.250"}
    assert client.post("/dice/new/", ROOM, REMOTE_ADDR=HERE, **forged).status_code == 429


@pytest.mark.parametrize(
    ("trusted", "peer", "forwarded", "client"),
    [
        ([], "203.0.113.7", "192.0.2.1", "203.0.113.7"),  # no proxy configured: the connection's own address
        (["10.0.0.0/8"], "203.0.113.7", "192.0.2.1", "203.0.113.7"),  # not from our proxy: its header is its own
        (["10.0.0.0/8"], "10.0.0.5", "192.0.2.1, 198.51.100.9", "198.51.100.9"),  # what our proxy saw, not before
        (["10.0.0.0/8"], "10.0.0.5", "198.51.100.9, 10.0.0.4", "198.51.100.9"),  # two proxies of ours
        (["10.0.0.0/8"], "10.0.0.5", "", "10.0.0.5"),
        (["10.0.0.0/8"], "10.0.0.5", "not-an-address", "not-an-address"),
    ],
)
def test_forwarded_addresses_count_only_from_the_trusted_proxies(settings, rf, trusted, peer, forwarded, client):
    settings.TRUSTED_PROXIES = trusted
    request = rf.post("/", REMOTE_ADDR=peer, HTTP_X_FORWARDED_FOR=forwarded)
    assert clients.client_ip(request) == client
