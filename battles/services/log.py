"""Appending to a battle's log: the one place entries are made, dice are derived and the chain grows.

Callers hold the battle's row lock (services do); nothing here opens a transaction of its own.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from django.db import connection
from django.utils import timezone

from battles.models import Battle, LogEntry, Seat
from battles.services import calls
from bof_site import once
from dice import fairplay
from dice.services import closing_link, seeds_sha256


def server_dice(battle: Battle, seats: Sequence[Seat], count: int, sides: int = 6) -> dict:
    """The next roll of the battle's provably fair roller, as the log records it (a D12 roll says so)."""
    client_seeds = [s.client_seed for s in seats]
    battle.roll_count += 1
    n = battle.roll_count
    return {
        "n": n,
        "dice": fairplay.derive_dice(battle.server_seed, battle.scope, n, client_seeds, count, sides),
        "seeds": len(client_seeds),
        "seeds_sha256": seeds_sha256(battle.log_format, seats),
        "source": "server",
    } | ({"sides": sides} if sides != 6 else {})


def close(battle: Battle, seats: Sequence[Seat]) -> None:
    """Close the chain once the battle has ended and its last change is sealed (services.common.finish_change):
    the closing link (the time it ended and every client seed with its owner) becomes the head. Nothing is
    appended after it."""
    if battle.log_format < 2 or battle.ended_at is None:
        return
    battle.head_hash = fairplay.entry_hash(battle.head_hash, closing_link(battle.ended_at, seats))
    Battle.objects.filter(pk=battle.pk).update(head_hash=battle.head_hash)


def table_dice(dice: Sequence[int]) -> dict:
    """Dice the players rolled at the table and typed in: recorded as such, not recomputable."""
    return {"dice": list(dice), "source": "table"}


def append(
    battle: Battle,
    *,
    kind: str,
    summary: str,
    seat: Seat | None = None,
    data: dict | None = None,
    rolls: Sequence[dict] = (),
    key: uuid.UUID | None = None,
    as_referee: bool = False,
    voids: int | None = None,
) -> LogEntry:
    """Add one entry to the chain and bump the battle's version; the caller saves nothing else for it."""
    battle.entry_count += 1
    entry = LogEntry(
        battle=battle,
        seq=battle.entry_count,
        kind=kind,
        turn=battle.turn,
        seat=seat,
        by_name=seat.display_name if seat else "",
        as_referee=as_referee,
        summary=summary[:300],
        data=data or {},
        rolls=list(rolls),
        voids=voids,
        created_at=timezone.now(),
        prev_hash=battle.head_hash,
        key=key,
        asked=once.asked() if key is not None else "",
        call=calls.take_record(),
    )
    replay = calls.replay_under_way()
    if replay is not None:
        return _replayed(battle, entry, replay)
    entry.hash = entry.computed_hash()
    battle.head_hash = entry.hash
    battle.version += 1
    # A battle read under its lock (services.common.writing) has the entry written with the rest of the change,
    # its seal and what moved on the battle's row, in the change's last statement (services/sealing.py). A battle
    # read some other way is written at once, whole.
    if battle._state.adding:
        entry.save(force_insert=True)
        battle.save()
    elif getattr(battle, "loaded", None) is None:
        _insert_and_update(entry, battle)
    if getattr(battle, "before", None) is not None:  # its undo note is written when the change is complete
        battle.undo_pending = [*getattr(battle, "undo_pending", []), entry]
    battle.appended = [*(getattr(battle, "appended", None) or []), entry]  # the change's seal follows the last
    return entry


def _insert_and_update(entry: LogEntry, battle: Battle) -> None:
    """The entry's INSERT and the battle's UPDATE (every column) in one statement."""
    insert = [f for f in LogEntry._meta.concrete_fields if not f.primary_key]
    update = [f for f in Battle._meta.concrete_fields if not f.primary_key]
    sql = (
        f"WITH entry AS (INSERT INTO {LogEntry._meta.db_table} ({', '.join(f.column for f in insert)}) "  # noqa: S608
        f"VALUES ({', '.join(['%s'] * len(insert))}) RETURNING id) "
        f"UPDATE {Battle._meta.db_table} SET {', '.join(f'{f.column} = %s' for f in update)} "
        "WHERE id = %s RETURNING (SELECT id FROM entry)"
    )  # only the models' column names go in; the values are parameters
    params = [f.get_db_prep_save(getattr(entry, f.attname), connection) for f in insert]
    params += [f.get_db_prep_save(getattr(battle, f.attname), connection) for f in update]
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, battle.pk])
        row = cursor.fetchone()
    if row is None:
        raise Battle.DoesNotExist(f"battle {battle.pk} is gone")
    entry.pk = row[0]
    entry._state.adding, entry._state.db = False, connection.alias


def _replayed(battle: Battle, entry: LogEntry, replay: calls.Replay) -> LogEntry:
    """In a replay (battles/replay.py) the entry is not written: it must be the one the log holds, hashed as the
    chain hashed it. The battle's row moves on as it did."""
    recorded = replay.entries.get(entry.seq)
    if recorded is None:
        raise calls.Diverged(f"done again, the change makes an entry #{entry.seq} that the log does not have")
    entry.created_at = recorded.created_at
    entry.hash = entry.computed_hash()
    if entry.hash != recorded.hash:
        differs = [
            f
            for f in ("kind", "turn", "by_name", "summary", "data", "rolls", "voids", "as_referee")
            if getattr(entry, f) != getattr(recorded, f)
        ]
        said = f"'{entry.summary}'" if "summary" in differs else f"other {', '.join(differs) or 'links'}"
        raise calls.Diverged(
            f"entry {entry.seq}: done again, it comes to {said} where the log says '{recorded.summary}'"
        )
    entry.pk = recorded.pk
    entry._state.adding, entry._state.db = False, connection.alias
    battle.head_hash = entry.hash
    battle.version += 1
    Battle.objects.filter(pk=battle.pk).update(
        **{f.attname: getattr(battle, f.attname) for f in Battle._meta.concrete_fields if not f.primary_key}
    )
    if getattr(battle, "before", None) is not None:
        battle.undo_pending = [*getattr(battle, "undo_pending", []), entry]
    battle.appended = [*(getattr(battle, "appended", None) or []), entry]
    battle.loaded = None
    return entry
