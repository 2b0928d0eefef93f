"""Reads for the dice room: what the pages show and what the export contains."""

from __future__ import annotations

from dice import fairplay, services
from dice.models import LOG_KIND, DiceRoom, RollEntry

LIVE_ROLLS = 40  # rolls shown on the room page; the export has them all


def room_find(code: str) -> DiceRoom | None:
    return DiceRoom.objects.filter(code=code.strip().upper()).first()


def room_version(code: str) -> int | None:
    return DiceRoom.objects.filter(code=code.upper()).values_list("version", flat=True).first()


def room_live(room: DiceRoom) -> dict:
    members = list(room.members.all())
    rolls = list(RollEntry.objects.filter(room=room).order_by("-seq")[:LIVE_ROLLS])
    return {"room": room, "members": members, "rolls": rolls, "older_rolls": max(room.roll_count - LIVE_ROLLS, 0)}


def room_export(room: DiceRoom) -> dict:
    entries = []
    for entry in RollEntry.objects.filter(room=room).order_by("seq"):
        entries.append({**entry.body(), "hash": entry.hash})
    members = list(room.members.all())
    return sealed_export(
        log_format=room.log_format,
        kind=LOG_KIND,
        code=room.code,
        game_mode=None,
        commitment=room.commitment,
        server_seed=room.server_seed,
        members=members,
        entries=entries,
        head=room.head_hash,
        closed_at=room.closed_at,
    )


def sealed_export(*, log_format: int, kind: str, code: str, game_mode: str | None, commitment: str, server_seed: str,
                  members: list, entries: list[dict], head: str, closed_at) -> dict:  # fmt: skip
    """A log as fairplay.py reads it, for a dice room or a battle: the seed only once it is closed, and (in the
    current format) the closing link the chain was sealed with, rebuilt from the time and the members."""
    time_key = "closed_at" if kind == LOG_KIND else "ended_at"
    export = {
        "format": fairplay.FORMAT if log_format >= 2 else fairplay.LEGACY,
        "kind": kind,
        "code": code,
        "scope": f"{kind}:{code}",
        "game_mode": game_mode,
        "commitment": commitment,
        "server_seed": server_seed if closed_at else None,
        "client_seeds": [{"by": m.display_name, "seed": m.client_seed} for m in members],
        "entries": entries,
        "head": head,
        time_key: None,
    }
    if closed_at and log_format >= 2:
        export["closing"] = services.closing_link(closed_at, members)
        export[time_key] = export["closing"]["closed"]
    elif closed_at:
        export[time_key] = closed_at.isoformat()
    return export
