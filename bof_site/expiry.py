"""Clearing away what nobody uses (issue 14.7): battles that never left the lobby, dice rooms that never rolled, and
rate-limit counts whose window can no longer count. `manage.py expire_unused` runs it daily (README, "Production
deployment"); the pages quote its ages."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import connection, transaction
from django.db.models import Exists, F, Max, OuterRef
from django.db.models.functions import Coalesce

from battles.models import Battle, BattleUnit, LogEntry, Seal, Seat, UndoNote
from bof_site.limits import LIMITS
from bof_site.models import Hit
from dice.models import DiceRoom, RollEntry, RoomMember

LOBBY_DAYS = 7  # a battle nobody started, counted from its last entry (a join, a choice, a ready)
ROOM_DAYS = 3  # a dice room nobody rolled in, counted from its opening
MOST_DAYS = 3650  # an age option past this is a typo (and far enough back would overflow a date)


@dataclass(frozen=True)
class Expired:
    lobbies: int
    rooms: int
    counts: int


def expire_unused(
    *, now: datetime, lobby_days: int = LOBBY_DAYS, room_days: int = ROOM_DAYS, dry_run: bool = False
) -> Expired:
    """Remove (or with `dry_run` only count) what has gone unused as of `now`."""
    lobbies = _expire_lobbies(now - timedelta(days=lobby_days), dry_run=dry_run)
    rooms = _expire_rooms(now - timedelta(days=room_days), dry_run=dry_run)
    counts = _expire_counts(now, dry_run=dry_run)
    return Expired(lobbies=lobbies, rooms=rooms, counts=counts)


def _stale_lobbies(before: datetime):
    return (
        Battle.objects.filter(phase="lobby")
        .annotate(last_entry=Coalesce(Max("entries__created_at"), F("created_at")))
        .filter(last_entry__lt=before)
    )


def _last_entry(battle: Battle) -> datetime:
    return battle.entries.aggregate(last=Max("created_at"))["last"] or battle.created_at


def _expire_lobbies(before: datetime, *, dry_run: bool) -> int:
    candidates = list(_stale_lobbies(before).values_list("pk", flat=True))
    if dry_run:
        return len(candidates)
    removed = 0
    for pk in candidates:
        # One battle at a time under its row lock, checked again: a player who joined or readied since the list
        # was read (the lobby services take the same lock) keeps the battle.
        with transaction.atomic():
            battle = Battle.objects.select_for_update().filter(pk=pk, phase="lobby").first()
            if battle is None or _last_entry(battle) >= before:
                continue
            with connection.cursor() as cursor:
                # The log refuses deletes (migration battles 0002) but for a lobby's, in a transaction that says
                # so (0012); SET LOCAL ends with the transaction, so a pooled connection keeps nothing.
                cursor.execute("SET LOCAL bof.expire_lobbies = 'allowed'")
            UndoNote.objects.filter(entry__battle_id=pk).delete()
            Seal.objects.filter(entry__battle_id=pk).delete()
            LogEntry.objects.filter(battle_id=pk).delete()
            BattleUnit.objects.filter(battle_id=pk).delete()
            Seat.objects.filter(battle_id=pk).delete()
            Battle.objects.filter(pk=pk).delete()
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL bof.expire_lobbies = ''")  # in case a caller's transaction goes on
        removed += 1
    return removed


def _expire_rooms(before: datetime, *, dry_run: bool) -> int:
    # A roll is written with roll_count bumped, under the room's row lock: a room with no roll has no log entry
    # for the dice log's trigger to guard, and FOR UPDATE checks roll_count again on a row another roll changed.
    rolled = RollEntry.objects.filter(room=OuterRef("pk"))
    stale = DiceRoom.objects.filter(~Exists(rolled), roll_count=0, created_at__lt=before)
    if dry_run:
        return stale.count()
    with transaction.atomic():
        pks = list(stale.select_for_update().values_list("pk", flat=True))
        RoomMember.objects.filter(room_id__in=pks).delete()
        DiceRoom.objects.filter(pk__in=pks).delete()
    return len(pks)


def _expire_counts(now: datetime, *, dry_run: bool) -> int:
    # A window counts while now < window_start + its limit's seconds (bof_site.limits); past the longest, none can.
    longest = max(limit.seconds for limit in LIMITS.values())
    old = Hit.objects.filter(window_start__lte=int(now.timestamp()) - longest)
    if dry_run:
        return old.count()
    return old.delete()[0]
