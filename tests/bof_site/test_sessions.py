"""The session engine (bof_site/sessions.py) reads a session as Django's database engine does: the data of a
live key, nothing for an expired, unknown or malformed one (which then starts afresh), and signing in works."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.utils import timezone

from bof_site.sessions import SessionStore


@pytest.fixture
def stored(db):
    store = SessionStore()
    store["battle_seats"] = {"ABCD2345": 7}
    store.create()
    return store.session_key


def test_it_is_the_engine_in_use():
    assert settings.SESSION_ENGINE == "bof_site.sessions"


def test_a_live_session_reads_back_its_data(stored):
    again = SessionStore(stored)
    assert again["battle_seats"] == {"ABCD2345": 7}
    assert again.session_key == stored


@pytest.mark.parametrize(
    "key",
    [
        pytest.param("expired", id="expired"),
        pytest.param("x" * 32, id="unknown"),
        pytest.param("short", id="malformed"),
        pytest.param(None, id="none"),
    ],
)
def test_an_expired_unknown_or_malformed_key_reads_nothing_and_starts_afresh(stored, key):
    if key == "expired":
        Session.objects.filter(session_key=stored).update(expire_date=timezone.now() - timedelta(seconds=1))
        key = stored
    store = SessionStore(key)
    assert store.load() == {}
    assert store.session_key is None  # a new key is made when it is saved, never the old one taken over


def test_a_player_stays_signed_in_from_page_to_page(client, django_user_model):
    client.force_login(django_user_model.objects.create_user("anna", password="a long pass phrase 1"))
    page = client.get("/armies/")
    assert page.status_code == 200 and page.wsgi_request.user.username == "anna"
