"""The mission objective (Win conditions, R29): a player says their side has met it, a player of the other
side confirms or turns the claim down; a confirmed objective ends the game when the turn ends. The host plays too,
so the host cannot confirm a claim of their own side (issue 14.9); the claiming side may withdraw it. Combat only
has no objective."""

from __future__ import annotations

import uuid

from battles.models import LogEntry
from battles.services import calls, log
from battles.services.common import seat_of, writing
from bof_site.refusals import Refused

MAX_NOTE = 200


def claimed(state: dict) -> dict | None:
    return state.get("objective") or None


def ending_side(state: dict) -> str:
    """The side a confirmed objective makes the winner, as the engine names it ("none" while unconfirmed)."""
    claim = claimed(state)
    return f"side-{claim['team'].lower()}" if claim and claim.get("confirmed") else "none"


@calls.recorded
def declare(*, code: str, seat_id: int | None, note: str, key: uuid.UUID) -> LogEntry:
    note = " ".join(note.split())[:MAX_NOTE]
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _check_playing(battle)
        if claimed(battle.state):
            raise Refused("A claim is already on the table: the other side answers it first.")
        battle.state = {
            **battle.state,
            "objective": {"team": seat.team, "by": seat.pk, "note": note, "confirmed": False},
        }
        said = f" ({note})" if note else ""
        return log.append(
            battle,
            kind="objective",
            summary=f"{seat.display_name} says team {seat.team} has met the mission objective{said}. The other side confirms.",
            seat=seat,
            data={"team": seat.team, "note": note},
            key=key,
        )


@calls.recorded
def answer(*, code: str, seat_id: int | None, accept: bool, key: uuid.UUID) -> LogEntry:
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _check_playing(battle)
        claim = claimed(battle.state)
        if claim is None or claim.get("confirmed"):
            raise Refused("There is no claim waiting for an answer.")
        own_side = seat.team == claim["team"]
        if accept and own_side:
            raise Refused("A player of the other side confirms the claim; your side can only withdraw it.")
        if accept:
            battle.state = {**battle.state, "objective": {**claim, "confirmed": True}}
            summary = f"{seat.display_name} confirms: team {claim['team']} has met the mission objective. The game ends when this turn ends."
        elif own_side:
            battle.state = {**battle.state, "objective": None}
            summary = f"{seat.display_name} withdraws team {claim['team']}'s claim to the mission objective: play on."
        else:
            battle.state = {**battle.state, "objective": None}
            summary = (
                f"{seat.display_name} does not agree that team {claim['team']} has met the mission objective: play on."
            )
        return log.append(battle, kind="objective", summary=summary, seat=seat, data={"accept": accept}, key=key)


def _check_playing(battle) -> None:
    if battle.phase != "playing":
        raise Refused("The mission objective is claimed during play.")
    if battle.game_mode == "combat-only":
        raise Refused("Combat only has no mission objective: the Combat Score and the last turn end it.")
