"""Skipping a follow-on roll the table does not need (battles/chain.py): one log entry, under the row lock."""

from __future__ import annotations

import uuid

from django.db import transaction

from battles import chain, log
from battles.models import BattleUnit, LogEntry
from battles.services.common import locked_battle, replayed, seat_of
from bof_site.refusals import Refused

MAX_REASON = 200


def skip_step(*, code: str, seat_id: int | None, step_id: str, reason: str, key: uuid.UUID) -> LogEntry:
    """Any seated player may skip a pending roll ("the soldier was out of the blast", "that was every unit
    hit"); the log says who and why, and a void brings it back."""
    reason = " ".join(reason.split())[:MAX_REASON]
    with transaction.atomic():
        battle = locked_battle(code, key=key)
        if (earlier := replayed(battle, key)) is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        if battle.phase != "playing":
            raise Refused("Follow-on rolls are skipped during play only.")
        step, rest = chain.skipped(battle.state, step_id)
        referee = _check_may_skip(battle, seat, step, reason)
        battle.state = {**battle.state, "chain": rest}
        what = step["words"] + (f" for {step['label']}" if step["label"] else "")
        done = "no more of these" if step["each"] else "skipped"
        return log.append(
            battle,
            kind="chain",
            summary=f"{what}: {done}" + (f" ({reason})." if reason else "."),
            seat=seat,
            data={"step": step, "reason": reason},
            key=key,
            as_referee=referee,
        )


def _check_may_skip(battle, seat, step: dict, reason: str) -> bool:
    """A roll that lands on a unit is skipped only with a reason everyone reads, and not by that unit's own
    side alone (the host may, as referee): a player cannot wave away the hit on his own soldier."""
    if not step.get("unit"):
        return False
    if not reason:
        raise Refused("Say why this roll is skipped: everyone reads it in the log.", field="reason")
    owner = BattleUnit.objects.filter(pk=step["unit"]).values_list("seat__team", flat=True).first()
    if owner != seat.team:
        return False
    if not seat.is_host:
        raise Refused("A roll on one of your own units is skipped by the other side, or by the host as referee.")
    return True
