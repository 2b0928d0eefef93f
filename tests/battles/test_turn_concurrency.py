"""The turn under simultaneous taps, on real Postgres: threads released together by a barrier, each on its
own connection. The battle's row lock and the one-time keys must make exactly one of them count, and the
log must still verify afterwards."""

from __future__ import annotations

import uuid

import pytest

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import lobby, turns, voids
from bof_site.refusals import Refused
from rules.engine.reading import RE_ROLL
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, ready_to_play, seat_examples, verified
from tests.concurrency import run_at_once

ROUNDS = 3  # a race that loses only sometimes still shows within a few rounds
NOT_YOUR_TURN = "It is not your turn to activate."
NOT_AT_INITIATIVE = "Initiative is rolled at the start of a turn."
SOMEONE_ROLLED = "Someone rolled initiative just now: look at the result and roll again if asked."
ONLY_YOUR_OWN = "You can only take back your own last entry, and only while nobody has acted since."
ATTACK = {"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "roll": ["1"]}


def playing_battle(n: int) -> tuple[Battle, Seat, Seat]:
    """Anna (host, team A) and Ben (team B) revealed, force morale rolled, turn 1 waiting for initiative."""
    battle, anna = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="victory-zones", players=2),
        host_name=f"Anna {n}",
        team="A",
        client_seed=f"anna-seed-{n}",
    )
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed=f"ben-seed-{n}")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    battle.refresh_from_db()
    assert (battle.phase, battle.state["step"]) == ("playing", "initiative")
    return battle, anna, ben


def anna_activates(battle: Battle, anna: Seat) -> BattleUnit:
    """Anna won initiative (table dice 5,2) and activated a rifleman: two actions allowed."""
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=uuid.uuid4())
    battle.refresh_from_db()
    assert battle.state["activation"] == {"unit": unit.pk, "allowed": 2, "used": 0}
    return unit


def refusals(errors: list) -> list[str]:
    assert all(isinstance(e, Refused) for e in errors), errors  # anything else is a crash, not a refusal
    return [e.message for e in errors]


# --- (a) a double tap with two different keys on the last action ----------------------------------------


@pytest.mark.django_db(transaction=True)
def test_two_taps_on_the_last_action_spend_it_once(arsenal):
    for n in range(ROUNDS):
        battle, anna, ben = playing_battle(n)
        unit = anna_activates(battle, anna)
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=uuid.uuid4())
        battle.refresh_from_db()
        assert battle.state["activation"]["used"] == 1  # exactly one action left
        counter = battle.state["actions"][str(anna.pk)]
        entries = battle.entry_count
        keys = [uuid.uuid4(), uuid.uuid4()]

        results, errors = run_at_once(
            lambda i, code=battle.code, seat=anna.pk, keys=keys: turns.spend_action(
                code=code, seat_id=seat, action="shoot", key=keys[i]
            )
        )

        assert len(results) == 1 and len(errors) == 1
        # The loser waited for the lock and found the activation over: play had passed to Ben.
        assert refusals(errors) == [NOT_YOUR_TURN]
        battle.refresh_from_db()
        assert battle.state["actions"][str(anna.pk)] == counter - 1
        assert battle.state["activation"] is None and battle.state["active"] == ben.pk
        assert battle.state["activations"] == {str(unit.pk): 1}
        unit.refresh_from_db()
        assert unit.actions_used == 2
        assert battle.entry_count == entries + 1
        assert LogEntry.objects.filter(battle=battle, key__in=keys).count() == 1
        assert LogEntry.objects.get(battle=battle, key__in=keys).pk == results[0].pk
        assert verified(battle).entries == battle.entry_count


# --- (b) the same one-time key twice at once ---------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_the_same_key_sent_twice_at_once_spends_once(arsenal):
    for n in range(ROUNDS):
        battle, anna, _ = playing_battle(n)
        unit = anna_activates(battle, anna)
        counter = battle.state["actions"][str(anna.pk)]
        entries, rolls = battle.entry_count, battle.roll_count
        same = uuid.uuid4()

        results, errors = run_at_once(
            lambda i, code=battle.code, seat=anna.pk, same=same: turns.spend_action(
                code=code, seat_id=seat, action="move", key=same
            )
        )

        assert errors == []
        assert len(results) == 2
        assert results[0].pk == results[1].pk
        assert LogEntry.objects.filter(battle=battle, key=same).count() == 1
        battle.refresh_from_db()
        assert battle.entry_count == entries + 1
        assert battle.roll_count == rolls  # spending an action rolls nothing
        assert battle.state["actions"][str(anna.pk)] == counter - 1
        assert battle.state["activation"]["used"] == 1
        unit.refresh_from_db()
        assert unit.actions_used == 1
        assert verified(battle).entries == battle.entry_count


@pytest.mark.django_db(transaction=True)
def test_the_same_key_on_a_server_roll_sent_twice_at_once_rolls_once(arsenal):
    for n in range(ROUNDS):
        battle, anna, _ = playing_battle(n)
        unit = anna_activates(battle, anna)
        counter = battle.state["actions"][str(anna.pk)]
        entries, rolls = battle.entry_count, battle.roll_count
        same = uuid.uuid4()

        results, errors = run_at_once(
            lambda i, code=battle.code, seat=anna.pk, same=same: turns.action_roll(
                code=code, seat_id=seat, action="shoot", procedure_id="attack", data=ATTACK, key=same
            )
        )

        assert errors == []
        assert len(results) == 2
        assert results[0].entry.pk == results[1].entry.pk
        assert sorted(r.replayed for r in results) == [False, True]
        entry = LogEntry.objects.get(battle=battle, key=same)
        assert entry.pk == results[0].entry.pk
        assert entry.rolls and all(r["source"] == "server" for r in entry.rolls)
        battle.refresh_from_db()
        assert battle.roll_count == rolls + len(entry.rolls)
        assert [r["n"] for r in entry.rolls] == list(range(rolls + 1, battle.roll_count + 1))
        assert battle.entry_count == entries + 1
        assert battle.state["actions"][str(anna.pk)] == counter - 1
        unit.refresh_from_db()
        assert unit.actions_used == 1
        assert verified(battle).entries == battle.entry_count


# --- (c) two phones press "Roll initiative" together --------------------------------------------------


def _initiative_rolls(battle: Battle) -> list[LogEntry]:
    return list(LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="initiative").order_by("seq"))


@pytest.mark.django_db(transaction=True)
def test_two_phones_rolling_initiative_with_table_dice_roll_it_once(arsenal):
    table = ["5,2", "3,1"]  # neither is a tie: whoever gets the lock first settles the order
    for n in range(ROUNDS):
        battle, anna, ben = playing_battle(n)
        seats = [anna, ben]

        results, errors = run_at_once(
            lambda i, code=battle.code, seats=seats: turns.roll_initiative(
                code=code, seat_id=seats[i].pk, dice={"dice": [table[i]]}, key=uuid.uuid4()
            )
        )

        assert len(results) == 1 and len(errors) == 1
        assert refusals(errors) == [NOT_AT_INITIATIVE]
        rolled = _initiative_rolls(battle)
        assert [e.pk for e in rolled] == [results[0].entry.pk]
        winner = table.index(",".join(str(d) for d in rolled[0].rolls[0]["dice"]))
        assert rolled[0].seat_id == seats[winner].pk
        battle.refresh_from_db()
        assert battle.state["step"] == "activations" and battle.state["reroll"] == []
        assert battle.state["order"] == [anna.pk, ben.pk]  # player 1 rolled the higher die either way
        assert verified(battle).entries == battle.entry_count


@pytest.mark.django_db(transaction=True)
def test_two_phones_rolling_initiative_with_server_dice_roll_it_once(arsenal):
    for n in range(ROUNDS * 2):
        battle, anna, ben = playing_battle(n)
        seats = [anna, ben]
        rolls = battle.roll_count

        results, errors = run_at_once(
            lambda i, code=battle.code, seats=seats: turns.roll_initiative(
                code=code, seat_id=seats[i].pk, dice={"roll": ["1"]}, key=uuid.uuid4()
            )
        )

        rolled = _initiative_rolls(battle)
        battle.refresh_from_db()
        first = rolled[0]
        tie = first.data["result"] == RE_ROLL
        assert first.pk in {r.entry.pk for r in results}
        if not tie or len(results) == 1:
            # The other phone is refused: the step is past initiative, or the tie it did not see changed it.
            assert len(results) == 1 and len(errors) == 1
            assert refusals(errors) == [SOMEONE_ROLLED if tie else NOT_AT_INITIATIVE]
            assert len(rolled) == 1
            if tie:
                assert battle.state["step"] == "initiative" and battle.state["reroll"] == [1, 2]
            else:
                assert battle.state["step"] == "activations" and battle.state["reroll"] == []
        else:
            # A tie committed before the second phone even asked: its roll is the tied players' re-roll.
            assert errors == [] and len(rolled) == 2
            assert rolled[1].data["inputs"]["rerolling"] == ["1", "2"]
        assert battle.roll_count == rolls + sum(len(e.rolls) for e in rolled)
        assert verified(battle).entries == battle.entry_count


# --- (d) voids at the same moment --------------------------------------------------------------------


def _void(code: str, seat_id: int, reason: str):
    return voids.void_last(code=code, seat_id=seat_id, reason=reason, key=uuid.uuid4())


@pytest.mark.django_db(transaction=True)
def test_only_the_last_entrys_author_takes_it_back_when_both_try_at_once(arsenal):
    for n in range(ROUNDS):
        battle, anna, ben = playing_battle(n)
        unit = anna_activates(battle, anna)
        before = Battle.objects.get(pk=battle.pk).state
        spent = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=uuid.uuid4())
        seats = [anna, ben]

        results, errors = run_at_once(lambda i, code=battle.code, seats=seats: _void(code, seats[i].pk, f"by {i}"))

        assert len(results) == 1 and len(errors) == 1
        assert refusals(errors) == [ONLY_YOUR_OWN]
        void = results[0]
        assert (void.kind, void.seat_id, void.voids) == ("void", anna.pk, spent.seq)
        assert LogEntry.objects.filter(battle=battle, kind="void").count() == 1
        battle.refresh_from_db()
        assert battle.state == before
        unit.refresh_from_db()
        assert unit.actions_used == 0
        assert verified(battle).entries == battle.entry_count


@pytest.mark.django_db(transaction=True)
def test_two_voids_from_the_same_phone_at_once_take_back_one_entry(arsenal):
    for n in range(ROUNDS):
        battle, anna, _ = playing_battle(n)
        unit = anna_activates(battle, anna)
        before = Battle.objects.get(pk=battle.pk).state
        spent = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=uuid.uuid4())

        results, errors = run_at_once(lambda i, code=battle.code, seat=anna.pk: _void(code, seat, f"tap {i}"))

        assert len(results) == 1 and len(errors) == 1
        assert refusals(errors) == [ONLY_YOUR_OWN]
        assert LogEntry.objects.filter(battle=battle, kind="void").count() == 1
        assert results[0].voids == spent.seq
        battle.refresh_from_db()
        assert battle.state == before  # not voided twice: the activation is still there
        assert battle.entry_count == spent.seq + 1
        unit.refresh_from_db()
        assert unit.actions_used == 0
        assert verified(battle).entries == battle.entry_count
