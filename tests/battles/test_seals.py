"""Issue 14.3: the rows a battle's log vouches for. Each change ends with a seal chained after its last entry: how
the battle stood (counters, state, seats, units) and what taking it back would restore. `verify_battle` computes
both again from the rows, so an edit made straight in the database is found, and a void refuses to restore a
note that no longer matches."""

from __future__ import annotations

import importlib
import json
from contextlib import contextmanager
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry, Seal, UndoNote
from battles.services import turns, voids
from battles.verify import state_digest, verify_battle
from bof_site.refusals import Refused
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key


def _a_turn_under_way(battle, anna):
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    return unit


def test_every_change_of_a_game_is_sealed_and_the_rows_verify(playing):
    battle, anna, ben = playing
    _a_turn_under_way(battle, anna)
    battle.refresh_from_db()

    report = verify_battle(battle)

    assert report.ok, report.problems
    newest = LogEntry.objects.filter(battle=battle).order_by("-seq").first()
    assert battle.head_hash == newest.seal.hash  # what the phones show is the seal after the newest change
    assert newest.seal.body["undo"] == {str(newest.seq): newest.seal.body["undo"][str(newest.seq)]}
    unsealed_after_reveal = LogEntry.objects.filter(battle=battle, seal__isnull=True, seq__gt=_revealed_at(battle))
    # A change may write several entries; only its last carries the seal.
    assert Seal.objects.filter(entry__battle=battle).count() >= 5
    assert all(e.seq < newest.seq for e in unsealed_after_reveal)
    offline = fairplay.verify(selectors.battle_export(battle), head=fairplay.grouped(battle.head_hash))
    assert offline.ok and offline.head_noted == f"after entry {newest.seq}"


def _revealed_at(battle) -> int:
    return LogEntry.objects.get(battle=battle, kind="revealed").seq


# What someone with the database could edit, and what the server's check says about it.
EDITS = {
    "the combat score": (
        "UPDATE battles_battle SET state = jsonb_set(state, '{combat_score}', '{\"A\": 9}') WHERE id = %(battle)s",
        "not how the log left it",
    ),
    "a side's actions left": (
        "UPDATE battles_battle SET state = jsonb_set(state, '{actions}', '{}') WHERE id = %(battle)s",
        "not how the log left it",
    ),
    "the objective": (
        'UPDATE battles_battle SET state = state || \'{"objective": {"held": "A"}}\' WHERE id = %(battle)s',
        "not how the log left it",
    ),
    "the turn": ("UPDATE battles_battle SET turn = turn + 1 WHERE id = %(battle)s", "not how the log left it"),
    "a unit's status": (
        "UPDATE battles_battleunit SET status = 'dead' WHERE id = %(unit)s",
        "not how the log left it",
    ),
    "a unit's crew": (
        "UPDATE battles_battleunit SET crew_alive = crew_alive + 1 WHERE id = %(unit)s",
        "not how the log left it",
    ),
    "a unit's tokens": (
        "UPDATE battles_battleunit SET tokens = '{\"pinned\": 1}' WHERE id = %(unit)s",
        "not how the log left it",
    ),
    "a unit's weapons": (
        "UPDATE battles_battleunit SET weapons = '[]' WHERE id = %(unit)s",
        "profile, stats or weapons are not what the detachments revealed",
    ),
    "a unit's stats": (
        "UPDATE battles_battleunit SET stats = stats || '{\"armour\": 9}' WHERE id = %(unit)s",
        "profile, stats or weapons are not what the detachments revealed",
    ),
    "a seat's secrets": (
        "UPDATE battles_seat SET secrets = '{\"x\": 1}' WHERE id = %(seat)s",
        "not how the log left it",
    ),
    "a seat's detachment": (
        "UPDATE battles_seat SET roster = jsonb_set(roster, '{name}', '\"Other\"') WHERE id = %(seat)s",
        "detachment is not the one the log revealed",
    ),
    "the event-card deck": (
        "UPDATE battles_battle SET deck = jsonb_set(deck, '{0,title}', '\"Other\"') WHERE id = %(battle)s",
        "not how the log left it",
    ),
    "an undo note": (
        "UPDATE battles_undonote SET note = jsonb_set(note, '{turn}', '9') WHERE entry_id = %(newest)s",
        "what taking it back would restore is not what the log sealed",
    ),
}


@contextmanager
def owner_edit(cursor):
    """What only the database's owner can do: the append-only tables' triggers are switched off for the edit."""
    cursor.execute("SET LOCAL session_replication_role = replica")
    try:
        yield
    finally:
        cursor.execute("SET LOCAL session_replication_role = origin")


@pytest.mark.parametrize("edit", list(EDITS))
def test_an_edit_made_straight_in_the_database_is_found(playing, edit):
    battle, anna, ben = playing
    unit = _a_turn_under_way(battle, anna)
    newest = LogEntry.objects.filter(battle=battle).order_by("-seq").first()
    sql, problem = EDITS[edit]
    with connection.cursor() as cursor, owner_edit(cursor):
        cursor.execute(sql, {"battle": battle.pk, "unit": unit.pk, "seat": anna.pk, "newest": newest.pk})
    battle = Battle.objects.get(pk=battle.pk)

    report = verify_battle(battle)

    assert not report.ok
    assert any(problem in p for p in report.problems), report.problems
    with pytest.raises(CommandError, match="did not verify"):
        call_command("verify_battle", battle.code, stdout=StringIO())


def test_a_void_refuses_to_restore_a_note_that_no_longer_matches_its_seal(playing):
    battle, anna, ben = playing
    _a_turn_under_way(battle, anna)
    newest = LogEntry.objects.filter(battle=battle).order_by("-seq").first()
    with connection.cursor() as cursor, owner_edit(cursor):  # the note would now put an extra action back
        cursor.execute("UPDATE battles_undonote SET note = jsonb_set(note, '{turn}', '7') WHERE entry_id = %s", [newest.pk])  # fmt: skip
    before = (Battle.objects.filter(pk=battle.pk).values("state", "turn", "entry_count").get(), list(BattleUnit.objects.filter(battle=battle).values()))  # fmt: skip

    with pytest.raises(Refused, match="does not match the log"):
        voids.void_last(code=battle.code, seat_id=anna.pk, reason="misread", key=key())

    after = (Battle.objects.filter(pk=battle.pk).values("state", "turn", "entry_count").get(), list(BattleUnit.objects.filter(battle=battle).values()))  # fmt: skip
    assert after == before


def test_an_honest_void_is_sealed_too_and_still_verifies(playing):
    battle, anna, ben = playing
    _a_turn_under_way(battle, anna)

    entry = voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())

    battle.refresh_from_db()
    assert battle.head_hash == entry.seal.hash
    assert verify_battle(battle).ok


def test_a_note_keeps_what_the_change_touched_and_a_void_puts_it_back(playing):
    """The event-card deck (every card's words) is fixed once by the first draw and lives beside the state, so a
    change's note (how the state stood) never copies it; a void puts the state back and the deck stays."""
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    standing = Battle.objects.get(pk=battle.pk)
    assert len(standing.deck) == 25 and "deck" not in standing.state["cards"]

    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    newest = LogEntry.objects.filter(battle=battle).select_related("undo_note").order_by("-seq").first()
    note = newest.undo_note.note
    assert "deck" not in note and "deck" not in note["state"]["cards"]
    assert len(json.dumps(note)) < len(json.dumps(standing.deck))

    voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())

    after = Battle.objects.get(pk=battle.pk)
    assert (after.state, after.deck) == (standing.state, standing.deck)
    assert verify_battle(after).ok


def _as_migration_0014_digests(battle_id: int) -> str:
    """How the battle stands, by the digest as migration 0014 wrote it (before the deck had a column): what every
    seal sealed before then chained, so the digest now must still give it for a battle with its deck in the state."""
    forward = importlib.import_module("battles.migrations.0014_seals").FORWARD
    definition = forward[
        forward.index("CREATE FUNCTION battles_state_digest(") : forward.index("CREATE FUNCTION battles_units")
    ]
    with connection.cursor() as cursor:
        temporary = definition.replace("battles_state_digest(", "pg_temp.digest_0014(", 1)
        cursor.execute(temporary.replace("CREATE ", "CREATE OR REPLACE ", 1))
        cursor.execute("SELECT pg_temp.digest_0014(%s)", [battle_id])
        return cursor.fetchone()[0]


def test_a_battle_with_its_deck_in_the_state_as_older_ones_have_seals_and_takes_back_the_same(playing):
    """Battles begun before the deck had a column keep it in the state. The seals digest both forms alike (the
    digest puts the deck back into the state's cards), and as migration 0014 did, so moving it there breaks no
    seal; such a battle's notes leave the deck out ("kept") and a void puts it back from the state."""
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    digest = state_digest(battle.pk)
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE battles_battle SET state = jsonb_set(state, '{cards,deck}', deck), deck = NULL WHERE id = %s",
            [battle.pk],
        )
    assert state_digest(battle.pk) == digest == _as_migration_0014_digests(battle.pk)
    standing = Battle.objects.get(pk=battle.pk).state
    assert standing["cards"]["deck"]

    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    note = LogEntry.objects.filter(battle=battle).select_related("undo_note").order_by("-seq").first().undo_note.note
    assert note["deck"] == "kept" and "deck" not in note["state"]["cards"]
    voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())

    after = Battle.objects.get(pk=battle.pk)
    assert (after.state, after.deck) == (standing, None)
    assert verify_battle(after).ok  # the replay fixes the deck into its column as a new battle would: same seals


ROW_ARGS = "b.id, b.phase, b.turn, b.state, b.deck, b.entry_count, b.roll_count, b.ended_at IS NOT NULL"


def _digests_of(battle_id: int, args: str = ROW_ARGS) -> tuple[str, str]:
    """battles_state_digest_of as it is now and as migration 0016 wrote it (one jsonb value of everything,
    printed), given these arguments (by default the battle's row)."""
    definition = importlib.import_module("battles.migrations.0017_digest_as_text").DIGEST_OF_0016
    with connection.cursor() as cursor:
        cursor.execute(definition.replace("battles_state_digest_of(", "pg_temp.digest_0016(", 1))
        cursor.execute(
            f"SELECT battles_state_digest_of({args}), pg_temp.digest_0016({args}) FROM battles_battle b "  # noqa: S608
            "WHERE b.id = %s",
            [battle_id],
        )
        return cursor.fetchone()


# Names and tokens a player or a change could write that JSON must escape, or that are not ASCII.
AWKWARD = ['Ann "the Ace"', "back\\slash", "line\nbreak\ttab", "bell\x07", "Jürgen Weiß", "🎲 dice", "</script>", ""]


def test_the_digest_printed_row_by_row_is_the_one_every_seal_already_chained(playing):
    """Migration 0017 prints each seat and unit on its own and joins them, where 0016 printed one jsonb value of
    them all: the bytes hashed must be the same, escapes and all, or every seal written before would fail."""
    battle, anna, ben = playing
    _a_turn_under_way(battle, anna)
    unit = BattleUnit.objects.filter(seat=ben).order_by("ref").first()
    for i, name in enumerate(AWKWARD):
        with connection.cursor() as cursor:
            cursor.execute("UPDATE battles_seat SET display_name = %s WHERE id = %s", [name or "x", anna.pk])
            cursor.execute(
                "UPDATE battles_battleunit SET tokens = %s::jsonb, crew_alive = %s WHERE id = %s",
                [json.dumps({name: i, "pinned": 1}), i, unit.pk],
            )
        now, before = _digests_of(battle.pk)
        assert now == before == state_digest(battle.pk), name
    with connection.cursor() as cursor:  # the deck in the state, as older battles have it: 0014's digest too
        cursor.execute(
            "UPDATE battles_battle SET state = jsonb_set(state, '{cards,deck}', deck), deck = NULL WHERE id = %s",
            [battle.pk],
        )
    now, before = _digests_of(battle.pk)
    assert now == before == _as_migration_0014_digests(battle.pk)
    # No seats and no units (a battle id that has none): each prints two empty arrays.
    now, before = _digests_of(battle.pk, ROW_ARGS.replace("b.id", "-1", 1))
    assert now == before


def test_seals_are_append_only(playing):
    battle, anna, ben = playing
    _a_turn_under_way(battle, anna)
    seal = Seal.objects.filter(entry__battle=battle).first()

    for sql in (
        "UPDATE battles_seal SET hash = 'x' WHERE entry_id = %s",
        "DELETE FROM battles_seal WHERE entry_id = %s",
    ):
        with pytest.raises(Exception, match="seals are append-only"), connection.cursor() as cursor:
            cursor.execute("SAVEPOINT edit")
            try:
                cursor.execute(sql, [seal.pk])
            finally:
                cursor.execute("ROLLBACK TO SAVEPOINT edit")


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE battles_undonote SET note = '{}'::jsonb WHERE entry_id = %s",
        "DELETE FROM battles_undonote WHERE entry_id = %s",
        "TRUNCATE battles_undonote CASCADE",
    ],
)
def test_undo_notes_are_append_only(playing, sql):
    battle, anna, ben = playing
    _a_turn_under_way(battle, anna)
    note = UndoNote.objects.filter(entry__battle=battle).first()
    with connection.cursor() as cursor:
        cursor.execute("SAVEPOINT edit")
        cursor.execute("SET LOCAL bof.truncate_logs = 'refused'")  # the suite's own sessions may empty tables
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # the test's open transaction holds deferred checks
        try:
            with pytest.raises(Exception, match="undo notes are append-only"):
                cursor.execute(sql, [note.pk] if "%s" in sql else None)
        finally:
            cursor.execute("ROLLBACK TO SAVEPOINT edit")
    assert UndoNote.objects.get(pk=note.pk).note == note.note
