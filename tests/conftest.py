"""Shared fixtures: factories in the style of `make_room(...)`, all on the real Postgres."""

from __future__ import annotations

import uuid

import pytest
from django.db.backends.signals import connection_created

from dice import services
from tests.browser import browser  # noqa: F401  (the session's one Chromium)


def _may_empty_the_logs(sender, connection, **kwargs) -> None:
    """The log tables refuse TRUNCATE (battles and dice migrations "no_truncate"), but the suite empties its
    database after each test that commits (pytest-django's flush truncates every table): its connections say so.
    A test's commit need not wait for the disk either (a throwaway database: durability is not under test)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET bof.truncate_logs = 'allowed'; SET synchronous_commit = off")


connection_created.connect(_may_empty_the_logs)


@pytest.fixture(autouse=True)
def _plain_static_storage(settings):
    # Tests render templates without running collectstatic, so no manifest is needed.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def make_room(db):
    def make(host_name: str = "Anna", client_seed: str = "anna-seed"):
        room, host = services.room_create(host_name=host_name, client_seed=client_seed)
        return room, host

    return make


@pytest.fixture
def make_member(db):
    def make(room, display_name: str = "Ben", client_seed: str = "ben-seed"):
        return services.room_join(code=room.code, display_name=display_name, client_seed=client_seed)

    return make


@pytest.fixture
def roll(db):
    def do(room, member, count: int = 2, label: str = "", key: uuid.UUID | None = None):
        return services.roll_dice(
            code=room.code, member_id=member.pk, count=count, label=label, key=key or uuid.uuid4()
        ).entry

    return do


@pytest.fixture
def seated_client(client):
    """A test client that has taken the given member's seat, as the browser session would."""

    def seat(member):
        session = client.session
        session["dice_seats"] = {member.room.code: member.pk}
        session.save()
        return client

    return seat
