"""What every battle service shares: the row lock and who is asking."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from django.db import connection, transaction
from django.utils.translation import gettext

from battles.models import Battle, LogEntry, Seat
from battles.services import calls, log, rows, sealing
from battles.services.sealing import NOTE_SHA256
from battles.table import card_rules, solo_play
from bof_site import json_columns, once
from bof_site.refusals import Refused

# Run at the end of every change to a solo battle in play, under the same lock (battles/apps.py registers the
# app's pick, services/solo_turn.py, which this module cannot import: it is built on it).
AFTER_SOLO_CHANGE: list = []
# Run at the end of every change in setup, under the same lock: turn 1 begins once the table is set
# (services/turn_one.py, registered by battles/apps.py).
AFTER_SETUP_CHANGE: list = []

# A unit's state as a void puts it back; migration 0008's trigger copies these columns, in this order.
UNIT_STATE = ("status", "crew_alive", "tokens", "placed", "activated_turn", "actions_used")

# The battle under its row lock, then (a second statement, so read with a snapshot taken once the lock is held:
# a retry waiting on the lock sees the entry the first request made) the battle's seats in join order (seat_of and
# the dice's client seeds read them) and the entry the request's one-time key already made. Both are statements of
# fixed text, which the connection prepares once and then only binds and runs (settings: server-side binding):
# parsing and planning them again took more of Postgres's time per change than running them. On the way, the
# units' "before" rows a transaction may have left from writes outside this path are cleared, so the change's undo
# note holds only its own. Every seat column but the roster (a seat's whole list, decoded for nothing once play has
# begun); seats are kept only where units are tracked (setup and play). The two go to Postgres together with the
# transaction's BEGIN, in one round trip (psycopg's pipeline mode; Postgres still runs them one after the other):
# timed by turns on the five-turn game's battle, BEGIN, lock, seats and COMMIT took a median 1.87 ms sent one by one
# and 1.47 ms piped (12 pairs of 300 changes, 2 Dec).
BATTLE_FIELDS = list(Battle._meta.concrete_fields)
SEAT_FIELDS = rows.SEAT_FIELDS
LOCK = f"SELECT {', '.join(f.column for f in BATTLE_FIELDS)} FROM battles_battle WHERE code = %s FOR UPDATE"  # noqa: S608
SEATS_AND_KEY = f"""
WITH cleared AS (DELETE FROM battles_unitbefore WHERE txid = txid_current())
SELECT {", ".join("s." + f.column for f in SEAT_FIELDS)},
  (SELECT e.id FROM battles_logentry e WHERE e.battle_id = s.battle_id AND e.key = %(key)s) AS earlier
FROM battles_seat s WHERE s.battle_id = (SELECT b.id FROM battles_battle b WHERE b.code = %(code)s) ORDER BY s.position
"""  # noqa: S608  (only the models' column names go in; the values are parameters)

REPLAY_SEALED = """
WITH cleared AS (DELETE FROM battles_unitbefore WHERE txid = txid_current())
SELECT battles_state_digest(%(battle)s)
"""
NOTE_DIGEST = f"SELECT {NOTE_SHA256} FROM battles_undonote WHERE entry_id = %s"  # noqa: S608
SEAL = """
WITH seal AS (INSERT INTO battles_seal (entry_id, body, hash) VALUES (%s, %s, %s))
UPDATE battles_battle SET head_hash = %s WHERE id = %s
"""


@contextmanager
def writing(code: str, *, key: uuid.UUID | None = None) -> Iterator[tuple[Battle, LogEntry | None]]:
    """The one way a service opens a battle for a write: one transaction, the battle's row lock (with how it
    stood, for a void), and the entry the request's one-time `key` already made. A service that gets an entry
    back returns it and changes nothing (a double tap, a retry)."""
    with transaction.atomic():
        battle = locked_battle(code, key=key)
        yield battle, (replayed(battle, key) if key is not None else None)
        for then in getattr(battle, "afterwards", None) or []:  # what the change set off
            then(battle)
        if battle.phase == "setup":
            for then in AFTER_SETUP_CHANGE:  # turn 1 begins once the change set the table
                then(battle)
        if (battle.state or {}).get("solo") and battle.phase == "playing":
            for then in AFTER_SOLO_CHANGE:  # the enemy the app plays picks its unit once nothing else is waiting
                then(battle)
        finish_change(battle)


def finish_change(battle: Battle) -> None:
    """Once every write of a change is done: its entries, the battle's row, the undo notes and the seal of how the
    battle stands chained after its last entry, in one statement (sealing.py), then, if the change ended the
    battle, the closing link. The units' "before" rows are cleared even when no note is due (a void is not itself
    taken back)."""
    appended = getattr(battle, "appended", None) or []
    pending = getattr(battle, "undo_pending", None) or []
    battle.appended, battle.undo_pending = [], []
    if (replay := calls.replay_under_way()) is not None:
        _replay_sealed(battle, appended, replay)
        return
    before = getattr(battle, "before", None)
    if getattr(battle, "tracks_units", False) or pending or appended:
        noted = pending if before is not None else []
        note = json_columns.dumps(_note(battle, before) if before else {}).decode()
        sealing.write_change(battle, appended, noted, note, seal=bool(appended) and battle.log_format >= 2)
    if getattr(battle, "closing", False):
        log.close(battle, seats_in(battle))
        battle.closing = False


def _note(battle: Battle, before: dict) -> dict:
    """The undo note of a change: how the battle stood (lean_note), and, when this change fixed the event-card
    deck (the first draw), that there was none before ("no_deck": restore empties the deck's column again)."""
    note = lean_note(before, battle.state)
    if battle.deck is not None and (getattr(battle, "loaded", None) or {}).get("deck", battle.deck) is None:
        note = {**note, "no_deck": True}
    return note


def restore(battle: Battle, note: dict) -> None:
    """Put the battle's state, phase, turn and deck back as an undo note kept them."""
    battle.state, battle.phase, battle.turn = restored_state(note, battle.state), note["phase"], note["turn"]
    if note.get("no_deck"):
        battle.deck = None


def lean_note(before: dict, state_now: dict) -> dict:
    """An undo note's "before", without the event-card deck when the change left it as it was: the deck (every
    card's words, most of the state's bytes) is drawn once and never changes after, so a note keeps what the
    change touched and not the whole deck each time ("deck": "kept"; restored_state puts it back)."""
    deck = before["state"].get("cards", {}).get("deck")
    if deck is None or deck != state_now.get("cards", {}).get("deck"):
        return before
    cards = {k: v for k, v in before["state"]["cards"].items() if k != "deck"}
    return {**before, "state": {**before["state"], "cards": cards}, "deck": "kept"}


def restored_state(note: dict, state_now: dict) -> dict:
    """The battle's state as an undo note kept it, with the deck put back from the state now when it was kept
    there (an older battle's; done again in a replay, its deck is fixed into the column and stays there)."""
    deck = state_now.get("cards", {}).get("deck")
    if note.get("deck") != "kept" or deck is None:
        return note["state"]
    return {**note["state"], "cards": {**note["state"]["cards"], "deck": deck}}


def _replay_sealed(battle: Battle, appended: list[LogEntry], replay: calls.Replay) -> None:
    """In a replay nothing is written: how the battle stands once the change is done again must be what the
    change's seal chained; the chain's head moves on to that seal."""
    with connection.cursor() as cursor:
        cursor.execute(REPLAY_SEALED, {"battle": battle.pk})
        digest = cursor.fetchone()[0]
        if not appended:
            return
        seal = replay.seals.get(appended[-1].seq)
        if seal is None:
            raise calls.Diverged(f"done again, the change ends at entry {appended[-1].seq}, which the log never sealed")
        if digest != seal.body.get("after"):
            raise calls.Diverged(
                f"entry {appended[-1].seq}: done again, the battle stands otherwise than the log sealed after it"
            )
        battle.head_hash = seal.hash
        cursor.execute("UPDATE battles_battle SET head_hash = %s WHERE id = %s", [seal.hash, battle.pk])


def note_digest(entry_id: int) -> str | None:
    """The digest of an entry's undo note as it is stored now, to compare with what its seal chained."""
    with connection.cursor() as cursor:
        cursor.execute(NOTE_DIGEST, [entry_id])
        row = cursor.fetchone()
    return row[0] if row else None


def in_phase(battle: Battle, *phases: str, refusal: str) -> None:
    """Refuse with `refusal` unless the battle is in one of `phases` (lobby, setup, playing, ended)."""
    if battle.phase not in phases:
        raise Refused(refusal)


def locked_battle(code: str, *, key: uuid.UUID | None = None) -> Battle:
    """The battle under its row lock, with a note of how it stood, so the entry this change makes can be voided.
    With the request's one-time `key`, the entry it already made is looked up with the seats (replayed)."""
    code = code.strip().upper()
    connection.ensure_connection()
    with connection.wrap_database_errors, connection.cursor() as lock, connection.cursor() as seats:
        with connection.connection.pipeline():  # one round trip: BEGIN, the lock, then the seats and the key
            lock.execute(LOCK, [code])
            seats.execute(SEATS_AND_KEY, {"code": code, "key": key})
        found = rows.instances(Battle, BATTLE_FIELDS, lock.fetchall())
        seat_rows = seats.fetchall()
    if not found:
        raise Refused(
            gettext("There is no battle with the code %(code)s. Check the code and try again.") % {"code": code},
            field="code",
        )
    battle = found[0]
    battle.tracks_units = battle.phase in ("playing", "setup")
    if battle.tracks_units:
        battle.seated = rows.instances(Seat, SEAT_FIELDS, seat_rows)
        if key is not None and battle.seated:
            battle.key_seen = (key, seat_rows[0][-1])
    # A copy of the state through JSON, which it came from: several times quicker than copy.deepcopy.
    battle.before = {"state": json_columns.copied(battle.state), "phase": battle.phase, "turn": battle.turn}
    # What the change's last statement compares against to write only the columns it moved (sealing.py).
    battle.loaded = {f.attname: getattr(battle, f.attname) for f in Battle._meta.concrete_fields}
    battle.loaded["state"] = battle.before["state"]
    battle.loaded["house_rules"] = list(battle.house_rules)
    return battle


def seat_of(battle: Battle, seat_id: int | None) -> Seat:
    """The asking phone's seat in this battle; strangers and spectators are refused."""
    if seat_id is None:
        seat = None
    elif (seated := getattr(battle, "seated", None)) is not None:
        seat = next((s for s in seated if s.pk == seat_id), None)
    else:
        seat = battle.seats.filter(pk=seat_id).first()
    if seat is None:
        raise Refused(gettext("Only a player seated in this battle can do that. Take a seat first."))
    return seat


def acting_seat_of(battle: Battle, seat_id: int | None) -> Seat:
    """The seat a phone acts as when it is the active side that acts (activations, actions and their rolls, taking
    back the last entry): its own, or in a solo battle the app's while the app is the one to act. Everything else
    (a reaction in the enemy's turn, the terrain sheet's secrets, answering for one's own officer) stays the phone's
    own seat (seat_of)."""
    return solo_play.acting_seat(battle, seat_of(battle, seat_id), seats_in(battle))


def seats_in(battle: Battle) -> list[Seat]:
    """The battle's seats in join order (the order client seeds count in): as read under the lock if they were."""
    seated = getattr(battle, "seated", None)
    return list(seated) if seated is not None else list(battle.seats.all())


def account(user):
    return user if user is not None and user.is_authenticated else None


def replayed(battle: Battle, key: uuid.UUID) -> LogEntry | None:
    """The entry a one-time key already made: a double tap or a retry gets it back and changes nothing."""
    seen = getattr(battle, "key_seen", None)
    battle.key_seen = None  # answered once: later in the same change the entry may exist
    if seen is not None and seen[0] == key:
        earlier = None if seen[1] is None else LogEntry.objects.get(pk=seen[1])
    else:
        earlier = LogEntry.objects.filter(battle=battle, key=key).first()
    if earlier is not None and earlier.asked and (now := once.asked()) and now != earlier.asked:
        raise Refused(
            gettext(
                "That form was already used for something else, so nothing was done. Reload the page and try again."
            )
        )
    return earlier


def cards_in_force(battle: Battle) -> list[card_rules.InForce]:
    """The event cards that work this turn, with the seats as read under the lock (no query when they were)."""
    teams = {s.pk: s.team for s in seats_in(battle)}
    return card_rules.in_force(battle.state, battle.turn, teams, deck=card_rules.deck_of(battle))
