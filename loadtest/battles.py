"""Battles for the load test: two seats with the ~145-point sample platoons, set up and at turn 1 with initiative
rolled, and a session for each seat (as a phone that took it). Runs in the load test's own process with the same
settings as the servers.

A few battles are built through the app's own services (`TEMPLATES` of them, each with its own dice); the rest are
copies of those, written in bulk: the battle's row with a fresh code, its seats, units, log, seals and undo notes,
the seats' ids in the state put right. A copy plays like its original (the load test's moves go through the
services on it); only its log does not verify, as its header names the original's code. 1,000 battles take
seconds, not the half hour that building each took."""

from __future__ import annotations

import copy
import secrets
import uuid
from dataclasses import dataclass
from datetime import timedelta

from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.db import transaction
from django.utils import timezone

from armies.models import DataPack
from armies.roster_check import example_document
from battles.models import Battle, BattleUnit, LogEntry, Seal, Seat, UndoNote
from battles.services import cards, lobby, placement, setup, turns
from battles.services.lobby import CODE_ALPHABET, CODE_LENGTH

LISTS = ("de-regular-infantry-150", "us-regular-infantry-150")
TEMPLATES = 4  # built through the services; every other battle is a copy of one of them
SEAT_KEYS = ("by", "seat", "active", "rolled_by")  # where a battle's state names a seat by its id (and "order")


@dataclass
class Seated:
    seat_id: int
    session: str  # the sessionid cookie of the phone that holds the seat
    units: list[int]  # its units that may still make a one-tap move, in roster order


@dataclass
class TableUnderTest:
    code: str
    seats: list[Seated]
    active: int  # the seat whose activation it is


def key() -> uuid.UUID:
    return uuid.uuid4()


def ensure_data() -> None:
    if not DataPack.objects.exists():
        from django.core.management import call_command

        call_command("load_data_pack", verbosity=0)


def build(count: int) -> list[TableUnderTest]:
    ensure_data()
    originals = [_one(n) for n in range(min(count, TEMPLATES))]
    rows = [_rows(o.code) for o in originals]
    copies = []
    for start in range(len(originals), count, 250):  # a transaction for each 250
        with transaction.atomic():
            for n in range(start, min(count, start + 250)):
                copies.append(_copy(originals[n % len(originals)], copy.deepcopy(rows[n % len(originals)])))
    return originals + _sessions(copies)


def _rows(code: str) -> tuple:
    """A battle's rows, read once to be written again for each of its copies."""
    battle = Battle.objects.get(code=code)
    return (
        battle,
        list(Seat.objects.filter(battle=battle).order_by("pk")),
        list(BattleUnit.objects.filter(battle=battle).order_by("pk")),
        list(LogEntry.objects.filter(battle=battle).order_by("seq")),
        {s.entry_id: s for s in Seal.objects.filter(entry__battle=battle)},
        {n.entry_id: n for n in UndoNote.objects.filter(entry__battle=battle)},
    )


def _copy(original: TableUnderTest, rows: tuple) -> _Copied:
    """The original battle written again under a fresh code, row for row, from a copy of its rows."""
    battle, seats, units, entries, seals, notes = rows
    battle.pk, battle.code = None, _fresh_code()
    battle.save(force_insert=True)
    old_seats = [s.pk for s in seats]
    for seat in seats:
        seat.pk, seat.battle_id = None, battle.pk
    Seat.objects.bulk_create(seats)
    seat_of = dict(zip(old_seats, (s.pk for s in seats), strict=True))
    battle.state = _reseated(battle.state, seat_of)
    Battle.objects.filter(pk=battle.pk).update(state=battle.state)
    old_units = [u.pk for u in units]
    for unit in units:
        unit.pk, unit.battle_id, unit.seat_id = None, battle.pk, seat_of.get(unit.seat_id, unit.seat_id)
    BattleUnit.objects.bulk_create(units)
    unit_of = dict(zip(old_units, (u.pk for u in units), strict=True))
    old_entries = [e.pk for e in entries]
    for entry in entries:
        entry.pk, entry.battle_id, entry.seat_id = None, battle.pk, seat_of.get(entry.seat_id, entry.seat_id)
    LogEntry.objects.bulk_create(entries)
    entry_of = dict(zip(old_entries, (e.pk for e in entries), strict=True))
    Seal.objects.bulk_create([Seal(entry_id=entry_of[k], body=s.body, hash=s.hash) for k, s in seals.items()])
    UndoNote.objects.bulk_create([UndoNote(entry_id=entry_of[k], note=n.note) for k, n in notes.items()])
    movers = {s.seat_id: [unit_of[u] for u in s.units] for s in original.seats}
    return _Copied(battle.code, [(seat_of[s], movers[s]) for s in old_seats], seat_of[original.active])


@dataclass
class _Copied:
    code: str
    seats: list[tuple[int, list[int]]]  # each seat's id and its movers
    active: int


def _reseated(state: object, seat_of: dict[int, int], key: str = "") -> object:
    """A battle's state with its seats' ids replaced: as values under SEAT_KEYS, in "order", and as dict keys."""
    if isinstance(state, dict):
        return {
            (str(seat_of[int(k)]) if k.isdigit() and int(k) in seat_of else k): _reseated(v, seat_of, k)
            for k, v in state.items()
        }
    if isinstance(state, list):
        return [_reseated(v, seat_of, key if key == "order" else "") for v in state]
    if isinstance(state, int) and not isinstance(state, bool) and key in (*SEAT_KEYS, "order"):
        return seat_of.get(state, state)
    return state


def _fresh_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def _sessions(copies: list[_Copied]) -> list[TableUnderTest]:
    """A session for each seat of the copies, written in bulk, as a phone that took the seat has one."""
    store, expiry, rows, tables = SessionStore(), timezone.now() + timedelta(days=1), [], []
    for copied in copies:
        seated = []
        for seat_id, movers in copied.seats:
            key = store._get_new_session_key()
            rows.append(Session(session_key=key, expire_date=expiry, session_data=store.encode(
                {"battle_seats": {copied.code: seat_id}}
            )))  # fmt: skip
            seated.append(Seated(seat_id, key, movers))
        tables.append(TableUnderTest(copied.code, seated, copied.active))
    Session.objects.bulk_create(rows, batch_size=1000)
    return tables


def _one(n: int) -> TableUnderTest:
    battle, host = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="combat-only", players=2),
        host_name="Anna",
        team="A",
        client_seed=f"load-{n}-a",
    )
    guest = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed=f"load-{n}-b")
    for seat, example in zip((host, guest), LISTS, strict=True):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=example_document(example), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    for seat, dice in ((host, "3"), (guest, "6")):
        setup.roll_force_morale(code=battle.code, seat_id=seat.pk, team=seat.team, data={"dice": [dice]}, key=key())
    setup.roll_deployment(code=battle.code, seat_id=host.pk, data={"dice": ["1,1,1,1"]}, key=key())
    for seat in (host, guest):
        placement.place_all(code=battle.code, seat_id=seat.pk, key=key())
        owed = cards.table_choices(Battle.objects.get(pk=battle.pk), seat_id=seat.pk)
        picked = [c["key"] for c in owed.cards[: owed.owed]]
        if picked:
            cards.draw_at_table(code=battle.code, seat_id=seat.pk, card_keys=picked, key=key())
    turns.start_battle(code=battle.code, seat_id=host.pk)
    turns.roll_initiative(code=battle.code, seat_id=host.pk, dice={"dice": ["6,1"]}, key=key())
    seats = []
    for seat in (host, guest):
        session = SessionStore()
        session["battle_seats"] = {battle.code: seat.pk}
        session.create()
        movers = BattleUnit.objects.filter(seat=seat, unit_type="infantry").order_by("ref").values_list("pk", flat=True)
        seats.append(Seated(seat.pk, session.session_key, list(movers)))
    return TableUnderTest(battle.code, seats, Battle.objects.get(pk=battle.pk).state["active"])
