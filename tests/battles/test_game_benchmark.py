"""A whole scripted game: two ~150-point sample detachments, five turns, every activation spent, a shot
with server dice at an enemy unit in each activation followed to its end (effect, morale, failed-morale
effect) with the inputs a phone pre-fills, through the same services the phones call."""

from __future__ import annotations

import hashlib
import json
import random
import sys
import time

import pytest
from django.db import connection

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry, Seal
from battles.services import followups, lobby, turns, voids
from battles.services.rolls import battle_roll
from battles.table.prefill import prefill
from bof_site.refusals import Refused
from dice import fairplay
from rules.engine import catalog
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples
from tests.battles.pages import revealed_with

ATTACK = {"attack_value": ["9"], "distance": ["60"], "units": ["cm"], "roll": ["1"]}


# What the script decides by, read in plain SQL: the players' side of the game, kept out of the measure as far as
# it can be (made through the ORM, the script's own reads took about a fifth of the game's time).
STATE = "SELECT state FROM battles_battle WHERE id = %s"
STANDING = "SELECT id, seat_id FROM battles_battleunit WHERE battle_id = %s AND status = 'active' ORDER BY ref"


def state_of(battle) -> dict:
    with connection.cursor() as cursor:
        cursor.execute(STATE, [battle.pk])
        return json.loads(cursor.fetchone()[0])


def standing_in(battle) -> list[tuple[int, int]]:
    """The units still in the fight, (id, seat id), in roster order."""
    with connection.cursor() as cursor:
        cursor.execute(STANDING, [battle.pk])
        return cursor.fetchall()


def play_turn(battle, seats) -> int:
    """Every seat activates its units in turn until all actions are spent; returns the activations made."""
    turns.roll_initiative(code=battle.code, seat_id=seats[0].pk, dice={"roll": ["1"]}, key=key())
    while state_of(battle)["step"] == "initiative":  # a tie: roll again
        turns.roll_initiative(code=battle.code, seat_id=seats[0].pk, dice={"roll": ["1"]}, key=key())
    activations = 0
    active = standing_in(battle)
    queue = {s.pk: [pk for pk, owner in active if owner == s.pk] for s in seats}
    while (state := state_of(battle))["step"] == "activations":
        seat = next(s for s in seats if s.pk == state["active"])
        standing = standing_in(battle)
        living = {pk for pk, owner in standing if owner == seat.pk}
        alive = [pk for pk in queue[seat.pk] if pk in living]
        if not alive:
            break  # its units are dead but its counter still holds actions: the host ends the turn
        queue[seat.pk] = alive[1:]
        turns.activate(code=battle.code, seat_id=seat.pk, unit_id=alive[0], key=key())
        activations += 1
        enemy = next((pk for pk, owner in standing if owner != seat.pk), None)  # activating kills nobody
        entry = turns.action_roll(
            code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack", data=ATTACK, key=key(),
            target_id=enemy,
        ).entry  # fmt: skip
        follow_chain(battle, seat)
        while "activates next" not in entry.summary and "Every action is spent" not in entry.summary:
            entry = turns.spend_action(code=battle.code, seat_id=seat.pk, action="move", key=key())
    turns.end_turn(code=battle.code, seat_id=seats[0].pk, key=key())
    return activations


def follow_chain(battle, seat) -> None:
    """Roll every follow-on roll with what the phone pre-fills (the battle and the target read as its roll page
    reads them); skip one whose unit is gone."""
    while steps := state_of(battle).get("chain"):
        step = steps[0]
        if asked := step.get("bodyguard"):  # a hit on an officer: his side answers first, he takes it himself
            followups.bodyguard(
                code=battle.code, seat_id=asked["seat"], step_id=step["id"], stand_in_id=None, key=key()
            )
            continue
        procedure = catalog.get(step["procedures"][0])
        shown = selectors.battle_find(battle.code)
        data = {**prefill(procedure, None, shown, selectors.unit_in(shown, step["unit"])), "roll": ["1"]}
        try:
            battle_roll(
                code=battle.code, seat_id=seat.pk, procedure_id=procedure.id, data=data, key=key(), step=step["id"]
            )
        except Refused:
            followups.skip_step(code=battle.code, seat_id=seat.pk, step_id=step["id"], reason="gone", key=key())


@pytest.fixture
def five_turns(make_battle, monkeypatch):
    """Anna's Grenadiers against Ben's Americans, revealed, in a battle that goes the whole five turns (the highest
    Combat Score limit a host may set) and plays the same game every run: its server seed and code are fixed (the
    clients' seeds are already; the dice's scope holds the code). With the mode's own limit and fresh seeds a game
    ended after 2 to 4 turns as the dice fell, so runs compared games of different lengths."""
    seed = hashlib.sha256(b"the scripted five-turn game").hexdigest()
    monkeypatch.setattr("battles.services.lobby.secrets.token_hex", lambda nbytes=32: seed[: nbytes * 2])
    monkeypatch.setattr("battles.services.lobby.secrets.choice", random.Random(seed).choice)
    battle, anna = make_battle(turn_limit=5, combat_score_limit=500)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    battle.refresh_from_db()
    return battle, anna, ben


# Each change commits, as on a server: inside one long test transaction every row version the game wrote stays
# visible to the scans, and the seal's digest grew slower with every change (4.7 ms a change against 3.5).
@pytest.mark.django_db(transaction=True)
def test_it_benchmarks_a_whole_five_turn_game(benchmark, five_turns, monkeypatch):
    battle, anna, ben = five_turns
    ready_to_play(battle, anna, ben)
    # The services' own share of the game, apart from the script's reads and choices around them.
    in_services = 0.0

    def timed(service):
        def call(**kwargs):
            nonlocal in_services
            started = time.perf_counter()
            try:
                return service(**kwargs)
            finally:
                in_services += time.perf_counter() - started

        return call

    for module, name in [(turns, "roll_initiative"), (turns, "activate"), (turns, "action_roll"),
                         (turns, "spend_action"), (turns, "end_turn"), (followups, "bodyguard"),
                         (followups, "skip_step"), (sys.modules[__name__], "battle_roll")]:  # fmt: skip
        monkeypatch.setattr(module, name, timed(getattr(module, name)))

    queries = 0

    def counted(execute, *args):
        nonlocal queries
        queries += 1
        return execute(*args)

    def game():
        played = []
        with connection.execute_wrapper(counted):
            while Battle.objects.values_list("phase", flat=True).get(pk=battle.pk) == "playing":  # five turns
                played.append(play_turn(battle, [anna, ben]))
        return played

    activations = benchmark.pedantic(game, rounds=1, iterations=1)
    # What the game was (the same each run): --benchmark-json keeps these beside the time.
    battle.refresh_from_db()
    changes = Seal.objects.filter(entry__battle=battle).count()
    benchmark.extra_info.update(turns=len(activations), activations=sum(activations), changes=changes, queries=queries)
    benchmark.extra_info.update(services_s=round(in_services, 3))
    if benchmark.stats:  # none with --benchmark-disable (the game is played once, untimed: a profiler's run)
        seconds = benchmark.stats.stats.mean
        benchmark.extra_info.update(
            ms_per_activation=round(seconds * 1000 / sum(activations), 1),
            ms_per_change=round(seconds * 1000 / changes, 1),
        )
    print("five-turn game:", benchmark.extra_info)
    assert battle.phase == "ended" and len(activations) == 5 and all(activations)
    followed = LogEntry.objects.filter(
        battle=battle, kind="roll", data__procedure__in=["effect-infantry", "morale-check"]
    )
    assert followed.exists()  # hits were followed to their effect and morale
    report = fairplay.verify(selectors.battle_export(battle))
    assert report.ok and report.rolls_recomputed == battle.roll_count


def test_a_roll_on_a_unit_takes_the_same_queries_with_10_or_60_units_a_side(
    make_battle, make_detachment, player, stranger, django_assert_num_queries
):
    for units in (10, 60):
        battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
        ready_to_play(battle, anna, ben)
        target = BattleUnit.objects.filter(seat=ben).order_by("ref").first()
        procedure = catalog.get("morale-check")
        data = {**prefill(procedure, None, Battle.objects.get(pk=battle.pk), target), "dice": ["1,1"]}
        # The savepoint, the battle's row lock, then the seats and the one-time key (a statement of its own, so it
        # sees what a request that held the lock before committed), the target unit, then one statement for the
        # rest: the entry, the battle's row, the undo note (the units the roll touched, compared in Postgres) and
        # the seal of how the battle now stands with the new head; the release.
        with django_assert_num_queries(6):
            battle_roll(
                code=battle.code, seat_id=anna.pk, procedure_id=procedure.id, data=data, key=key(), target_id=target.pk
            )


def test_the_statements_a_change_makes_are_prepared_once_a_connection_has_run_them(playing):
    """Parameters are bound by Postgres, so the few statements of fixed text every change makes (the battle's lock,
    its seats, the change's last statement) are prepared on the connection after five runs and only bound and run
    after that: parsing and planning them again each time cost more of Postgres's time than running them."""
    battle, anna, _ben = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna).order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    for _ in range(6):
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
        voids.void_last(code=battle.code, seat_id=anna.pk, reason="again", key=key())

    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements WHERE NOT from_sql")
        prepared = [row[0] for row in cursor.fetchall()]

    assert any("FOR UPDATE" in sql and "battles_battle" in sql for sql in prepared)
    assert any(sql.lstrip().startswith("WITH cleared AS") and "battles_seat" in sql for sql in prepared)
    assert any("INSERT INTO battles_logentry" in sql and "battles_seal" in sql for sql in prepared)
