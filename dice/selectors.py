"""Reads for the dice room: what the pages show and what the export contains."""

from __future__ import annotations

from dice import fairplay
from dice.models import DiceRoom, RollEntry

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
    return {
        "format": fairplay.FORMAT,
        "kind": "dice-room",
        "scope": room.scope,
        "commitment": room.commitment,
        "server_seed": room.server_seed if room.is_closed else None,
        "client_seeds": [{"by": m.display_name, "seed": m.client_seed} for m in room.members.all()],
        "entries": entries,
        "head": room.head_hash,
        "closed_at": room.closed_at.isoformat() if room.closed_at else None,
    }
