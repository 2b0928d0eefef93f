"""Issue 14.7: one address may create 30 battles, 30 dice rooms and 20 accounts an hour and join 120 times; past
that it gets a page that says so, and nothing is made. Another address is not held back."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model

from battles.models import Battle
from bof_site import limits
from bof_site.limits import LIMITS
from dice.models import DiceRoom

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
