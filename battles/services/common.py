"""What every battle service shares: the row lock and who is asking."""

from __future__ import annotations

import copy
import uuid

from battles.models import Battle, BattleUnit, LogEntry, Seat
from bof_site.refusals import Refused

UNIT_STATE = ("status", "crew_alive", "tokens", "placed", "activated_turn", "actions_used")


def locked_battle(code: str) -> Battle:
    """The battle under its row lock, with a note of how it stood, so the entry this change makes can be voided."""
    battle = Battle.objects.select_for_update().filter(code=code.strip().upper()).first()
    if battle is None:
        raise Refused(f"There is no battle with the code {code}. Check the code and try again.", field="code")
    battle.before = {
        "state": copy.deepcopy(battle.state),
        "phase": battle.phase,
        "turn": battle.turn,
        "units": [list(row) for row in BattleUnit.objects.filter(battle=battle).values_list("pk", *UNIT_STATE)]
        if battle.phase in ("playing", "setup")
        else [],
    }
    return battle


def seat_of(battle: Battle, seat_id: int | None) -> Seat:
    """The asking phone's seat in this battle; strangers and spectators are refused."""
    seat = battle.seats.filter(pk=seat_id).first() if seat_id is not None else None
    if seat is None:
        raise Refused("Only a player seated in this battle can do that. Take a seat first.")
    return seat


def account(user):
    return user if user is not None and user.is_authenticated else None


def replayed(battle: Battle, key: uuid.UUID) -> LogEntry | None:
    """The entry a one-time key already made: a double tap or a retry gets it back and changes nothing."""
    return LogEntry.objects.filter(battle=battle, key=key).first()
