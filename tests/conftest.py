"""Shared fixtures: factories in the style of `make_room(...)`, all on the real Postgres."""

from __future__ import annotations

import uuid

import pytest
from django.apps import apps
from django.conf import settings
from django.db import connection
from django.db.backends.signals import connection_created
from django.utils import translation

from dice import services
from tests import hypothesis_profiles  # noqa: F401  (loads the Hypothesis profile HYPOTHESIS_PROFILE names)
from tests.armies.builder_fixtures import import_sample_pack, sample_document, sample_pack_present
from tests.browser import browser, chromium  # noqa: F401  (the session's one Chromium, and a test's use of it)


def _may_empty_the_logs(sender, connection, **kwargs) -> None:
    """The log tables refuse TRUNCATE (battles and dice migrations "no_truncate"), but the suite empties its
    database after each test that commits (pytest-django's flush truncates every table): its connections say so.
    A test's commit need not wait for the disk either (a throwaway database: durability is not under test)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET bof.truncate_logs = 'allowed'; SET synchronous_commit = off")


connection_created.connect(_may_empty_the_logs)


@pytest.fixture(autouse=True, scope="session")
def _fast_password_hashing():
    """Sign-ups and logins in tests hash with a fast hasher: the real one is slow on purpose (a sign-up limit test
    spent 11 s hashing). What is stored and checked is the same code path."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _sample_pack_kept(request):
    """Importing the sample arsenal takes about a second, and most tests of the builder, battles and campaigns
    stand on it: it is imported once per worker's database and committed, before the test's own transaction
    opens (autouse fixtures come first), and again only after a test that commits has emptied the database.
    A test that needs no arsenal at all asks for `empty_arsenal`."""
    if "sample_pack" not in request.fixturenames:
        return
    request.getfixturevalue("django_db_setup")
    with request.getfixturevalue("django_db_blocker").unblock():
        document = sample_document()
        if not connection.in_atomic_block and not sample_pack_present(document):
            import_sample_pack(document)


@pytest.fixture(autouse=True)
def _django_db_marker(_sample_pack_kept, _django_db_marker):
    """pytest-django's own autouse fixture (it opens the test's transaction for a `django_db` mark, such as a
    module's `pytestmark`), taken only after `_sample_pack_kept`: a plugin's autouse fixtures come before a
    conftest's, so under a mark the test's transaction was already open and the arsenal was imported inside it,
    once per test, and rolled back with it."""


@pytest.fixture
def empty_arsenal(db) -> None:
    """No pack loaded yet, as on a new server: whatever arsenal the worker's database holds is emptied inside the
    test's transaction, so it comes back when the test rolls back."""
    tables = [m._meta.db_table for m in apps.get_app_config("armies").get_models() if m.__module__.endswith(".arsenal")]
    with connection.cursor() as cursor:
        cursor.execute(f"TRUNCATE {', '.join(tables)} CASCADE")


@pytest.fixture(autouse=True)
def _site_language():
    """Each test starts in the site's language: a German request leaves German active in its thread (the locale
    middleware activates, nothing deactivates), and rule content read outside a request would follow it."""
    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


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
