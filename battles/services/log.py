"""Appending to a battle's log: the one place entries are made, dice are derived and the chain grows.

Callers hold the battle's row lock (services do); nothing here opens a transaction of its own.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from django.utils import timezone

from battles.models import Battle, LogEntry, Seat
from dice import fairplay


def server_dice(battle: Battle, seats: Sequence[Seat], count: int) -> dict:
    """The next roll of the battle's provably fair roller, as the log records it."""
    client_seeds = [s.client_seed for s in seats]
    battle.roll_count += 1
    n = battle.roll_count
    return {
        "n": n,
        "dice": fairplay.derive_dice(battle.server_seed, battle.scope, n, client_seeds, count),
        "seeds": len(client_seeds),
        "seeds_sha256": fairplay.seeds_digest(client_seeds),
        "source": "server",
    }


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
    )
    entry.hash = entry.computed_hash()
    entry.save(force_insert=True)
    if getattr(battle, "before", None) is not None:  # its undo note is written when the change is complete
        battle.undo_pending = [*getattr(battle, "undo_pending", []), entry]
    battle.head_hash = entry.hash
    battle.version += 1
    # The battle row is locked by the caller, so writing what changed since it was read under the lock is
    # enough; a battle read some other way, or appended to twice in one change, is saved whole.
    loaded = getattr(battle, "loaded", None)
    battle.save(update_fields=None if loaded is None else [f for f, was in loaded.items() if getattr(battle, f) != was])
    battle.loaded = None
    return entry
