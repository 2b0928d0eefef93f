"""The battle log is append-only, enforced by Postgres itself: an entry cannot be changed, deleted or truncated away,
whatever path the statement takes, and the chain still verifies afterwards."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, connection, transaction

from battles.models import LogEntry
from tests.battles.lobby_fixtures import *  # noqa: F403


def _truncate() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL bof.truncate_logs = ''")
        cursor.execute(
            "SET CONSTRAINTS ALL IMMEDIATE"
        )  # the test's own inserts leave deferred checks pending  # as any session but the test suite's
        cursor.execute("TRUNCATE battles_logentry CASCADE")


@pytest.mark.parametrize(
    "attempt",
    [
        pytest.param(lambda e: LogEntry.objects.filter(pk=e.pk).update(summary="rewritten"), id="update()"),
        pytest.param(lambda e: LogEntry.objects.filter(battle=e.battle).delete(), id="queryset delete()"),
        pytest.param(lambda e: _truncate(), id="TRUNCATE"),
    ],
)
def test_it_refuses_to_change_delete_or_truncate_the_battle_log(seated, attempt):
    battle, _anna, _ben = seated
    entries = list(LogEntry.objects.filter(battle=battle).order_by("seq").values_list("pk", "seq", "summary", "hash"))
    assert entries

    with pytest.raises(DatabaseError, match="append-only") as failure, transaction.atomic():
        attempt(LogEntry.objects.filter(battle=battle).latest("seq"))

    assert failure.value.__cause__.sqlstate == "P0001"  # the trigger's RAISE EXCEPTION
    kept = LogEntry.objects.filter(battle=battle).order_by("seq").values_list("pk", "seq", "summary", "hash")
    assert list(kept) == entries
