"""Issue 14.3: a battle's state is recomputed by doing every change since the reveal again, through the same
services, from the calls the log recorded, and compared with the entries and seals the chain holds. The seals
alone see only how the battle stands against its newest seal: an edit slipped in between two changes is sealed
by the next one, and only the replay finds it."""

from __future__ import annotations

import json

import pytest
from django.db import connection

from armies.models import EventCard, Fieldwork
from battles.models import Battle, BattleUnit, LogEntry
from battles.replay import replay_battle
from battles.services import terrain, turns, voids
from battles.table.prefill import PieceNote
from battles.verify import _rows_against_seals, verify_battle
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import key, ready_to_play
from tests.battles.test_game_benchmark import ATTACK, follow_chain, play_turn


def _setup_with_terrain(battle, anna, ben) -> None:
    """Setup with what a recorded call must carry: a piece typed in (a value type), a preset, a minefield (a
    random salt the replay must draw again), sandbags."""
    typed = terrain.PieceInput("Old barn", "medium", "plains", True, "none")
    terrain.piece_add(code=battle.code, seat_id=anna.pk, key=key(), piece=typed)
    terrain.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="light-woods")
    terrain.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector="ford")
    terrain.fieldwork_buy(code=battle.code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="hill")
    ready_to_play(battle, anna, ben)


def _first_activation(battle, anna, ben) -> None:
    """Turn 1's first activation: a shot naming the piece its target stands in, a move taken back, then played."""
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key())
    state = Battle.objects.get(pk=battle.pk).state
    seat = anna if state["active"] == anna.pk else ben
    unit = BattleUnit.objects.filter(seat=seat, status="active").order_by("ref").first()
    enemy = BattleUnit.objects.filter(battle=battle, status="active").exclude(seat=seat).order_by("ref").first()
    barn = next(p for p in Battle.objects.get(pk=battle.pk).state["terrain"] if p["name"] == "Old barn")
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=unit.pk, key=key())
    turns.action_roll(
        code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack", data=ATTACK, key=key(),
        target_id=enemy.pk, note=PieceNote(barn["id"], "Old barn", "Where the target stands"),
    )  # fmt: skip
    follow_chain(battle, seat)
    if Battle.objects.get(pk=battle.pk).state.get("activation"):
        turns.spend_action(code=battle.code, seat_id=seat.pk, action="move", key=key())
        voids.void_last(code=battle.code, seat_id=seat.pk, reason="wrong unit", key=key())
        turns.end_activation(code=battle.code, seat_id=seat.pk, key=key())


@pytest.fixture
def played(revealed):
    """A whole game: terrain and fieldworks in setup, a roll naming a piece, a void, then turns to the end."""
    battle, anna, ben = revealed
    _setup_with_terrain(battle, anna, ben)
    _first_activation(battle, anna, ben)
    while Battle.objects.get(pk=battle.pk).phase == "playing":
        if Battle.objects.get(pk=battle.pk).state["step"] == "activations":
            turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
        else:
            play_turn(battle, [anna, ben])
    return Battle.objects.get(pk=battle.pk), anna, ben


def test_a_whole_game_is_done_again_and_comes_to_the_same_log_and_state(played):
    battle, anna, ben = played
    Fieldwork.objects.update(cost=999, retired=True)  # the arsenal moves on; what the game read stays as it was
    EventCard.objects.update(title="Changed", retired=True)
    before = _everything(battle)

    report = replay_battle(battle)

    assert report.problems == [] and report.stopped == ""
    assert report.changes == report.of > 40  # every change since the reveal, setup to the end
    kinds = set(LogEntry.objects.filter(battle=battle, seq__gt=_revealed_at(battle)).values_list("kind", flat=True))
    assert {"terrain", "fieldwork", "void", "roll", "action", "turn-end"} <= kinds
    assert _everything(battle) == before  # the replay wrote nothing that stayed
    checked = verify_battle(battle)
    assert checked.ok, checked.problems
    assert f"Replayed {report.changes} of {report.changes} changes" in checked.summary()


def test_an_edit_between_two_changes_is_sealed_by_the_next_but_the_replay_finds_it(playing):
    battle, anna, ben = playing
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key())
    state = Battle.objects.get(pk=battle.pk).state
    seat = anna if state["active"] == anna.pk else ben
    unit = BattleUnit.objects.filter(seat=seat).order_by("ref").first()
    with connection.cursor() as cursor:  # a pinned token slipped onto a unit between two changes
        cursor.execute("UPDATE battles_battleunit SET tokens = '{\"pinned\": 1}' WHERE id = %s", [unit.pk])
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=unit.pk, key=key())  # sealed with the edit in it
    battle = Battle.objects.get(pk=battle.pk)
    assert _rows_against_seals(battle) == []  # the rows are how the newest seal says

    report = verify_battle(battle)

    assert not report.ok
    assert any("done again, the battle stands otherwise than the log sealed" in p for p in report.problems)


def test_a_recorded_call_edited_to_ask_for_something_else_does_not_replay(playing):
    battle, anna, ben = playing
    entry = turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key()).entry
    _edit_call(entry, {**entry.call, "args": {**entry.call["args"], "dice": {"dice": ["1,6"]}}})

    report = replay_battle(Battle.objects.get(pk=battle.pk))

    assert report.changes < report.of
    assert any(f"entry {entry.seq}: done again, it comes to" in p for p in report.problems), report.problems


def test_changes_made_before_calls_were_recorded_stop_the_replay_without_a_problem(playing):
    battle, anna, ben = playing
    entry = turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key()).entry
    _edit_call(entry, {})  # as a battle begun before this release has it

    report = replay_battle(Battle.objects.get(pk=battle.pk))

    assert report.problems == []
    assert report.changes == report.of - 1 and f"Entry {entry.seq} was made before" in report.stopped


def _edit_call(entry: LogEntry, call: dict) -> None:
    """What only the database's owner can do: the log refuses updates, so its triggers are switched off."""
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL session_replication_role = replica")
        cursor.execute("UPDATE battles_logentry SET call = %s::jsonb WHERE id = %s", [json.dumps(call), entry.pk])
        cursor.execute("SET LOCAL session_replication_role = origin")


def _revealed_at(battle) -> int:
    return LogEntry.objects.get(battle=battle, kind="revealed").seq


def _everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values().get()
    units = list(BattleUnit.objects.filter(battle=battle).order_by("pk").values())
    return row, units, LogEntry.objects.filter(battle=battle).count()


@pytest.mark.parametrize(
    "args",
    [
        {"dice": 5},  # an int where the dice were: the service itself trips over it
        {"dice": {"dice": 7}},
        {"seen": "x", "dice": {"dice": ["6,1"]}},
    ],
)
def test_a_recorded_call_edited_into_nonsense_is_not_verified_and_names_its_entry(playing, args):
    battle, anna, ben = playing
    entry = turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key()).entry
    _edit_call(entry, {**entry.call, "args": {**entry.call["args"], **args}})

    report = verify_battle(Battle.objects.get(pk=battle.pk))

    assert not report.ok
    assert any(p.startswith(f"entry {entry.seq}:") for p in report.problems), report.problems


@pytest.mark.parametrize(
    ("column", "value"),
    [("turn_limit", 9), ("combat_score_limit", 99), ("measure", "in"), ("house_rules", "{R36}")],
)
def test_an_edit_of_the_settings_that_end_the_game_is_not_verified(playing, column, value):
    battle, anna, ben = playing
    assert verify_battle(Battle.objects.get(pk=battle.pk)).ok
    with connection.cursor() as cursor:  # the battle's row takes updates: the app changes it on every move
        cursor.execute(f"UPDATE battles_battle SET {column} = %s WHERE id = %s", [value, battle.pk])  # noqa: S608

    report = verify_battle(Battle.objects.get(pk=battle.pk))

    assert not report.ok
    assert any("settings" in p and column.replace("_", " ") in p for p in report.problems), report.problems
