"""Taking back a mistake: a player voids the last entry they made, as long as nobody has acted since. The
void is a new entry pointing at the old one; the battle's state and units go back to how they stood."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from battles.models import BattleUnit, LogEntry, Seal
from battles.services import calls, log
from battles.services.common import UNIT_STATE, acting_seat_of, note_digest, restore, writing
from bof_site.refusals import Refused

VOIDABLE = (
    "roll",
    "action",
    "activate",
    "activation-end",
    "turn-end",
    "turn",
    "chain",
    "objective",
    "terrain",
    "fieldwork",
    "cards",
    "setup",
    "duties",
    "orders",
    "marker",
    "card-choice",  # an event card's choice (services/card_choices.py): its state and the tokens it put go back
)
MAX_REASON = 200


@calls.recorded
def void_last(*, code: str, seat_id: int | None, reason: str, key: uuid.UUID) -> LogEntry:
    reason = " ".join(reason.split())[:MAX_REASON]
    if not reason:
        raise Refused(gettext("Say why the entry is taken back (the others read it in the log)."), field="reason")
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = acting_seat_of(battle, seat_id)
        last = (
            LogEntry.objects.filter(battle=battle, seq__lte=battle.entry_count)
            .select_related("undo_note", "seal")
            .order_by("-seq")
            .first()
        )
        undo = getattr(last, "undo_note", None)
        if last is None or last.seat_id != seat.pk or last.kind not in VOIDABLE or undo is None:
            raise Refused(gettext("You can only take back your own last entry, and only while nobody has acted since."))
        if battle.phase == "ended":
            raise Refused(gettext("The battle is over and its seed is revealed: nothing can be taken back."))
        if battle.log_format >= 2 and _sealed_note(last) != note_digest(last.pk):
            raise Refused(
                gettext(
                    "This entry cannot be taken back: what the app kept to put the table back does not match the "
                    "log. Nothing was changed; ask the host to check the battle."
                )
            )
        undo = undo.note
        restore(battle, undo)
        units = {u.pk: u for u in BattleUnit.objects.filter(battle=battle)}
        changed = []
        for pk, *values in undo["units"]:
            if pk in units:
                for name, value in zip(UNIT_STATE, values, strict=True):
                    setattr(units[pk], name, value)
                changed.append(units[pk])
        BattleUnit.objects.bulk_update(changed, UNIT_STATE)
        battle.before = None  # a void is not itself taken back
        return log.append(
            battle,
            kind="void",
            summary=f"{seat.display_name} takes back #{last.seq} ({last.summary[:80]}): {reason}",
            seat=seat,
            data={"reason": reason},
            voids=last.seq,
            key=key,
        )


def _sealed_note(entry: LogEntry) -> str | None:
    """The digest of the entry's undo note as its change's seal chained it (the seal follows the change's last
    entry, and only the newest entry is ever taken back, so it is this entry's own)."""
    try:
        seal = entry.seal
    except Seal.DoesNotExist:
        return None
    return (seal.body.get("undo") or {}).get(str(entry.seq))
