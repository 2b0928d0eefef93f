"""The one path every roll takes: server or table dice, the engine's result, the log, idempotency."""

from __future__ import annotations

import uuid

import pytest

from battles import selectors
from battles.models import LogEntry
from battles.services import setup
from battles.services.rolls import battle_roll
from bof_site.refusals import Refused
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403

SERVER = {"roll": ["1"]}


def roll(battle, seat, data, key=None, procedure="force-morale", **extra):
    return battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id=procedure, data=data, key=key or uuid.uuid4(), **extra
    )


# The rulebook's force morale table (How to determine force morale): 1-2 -> 8, 3-5 -> 9, 6 -> 10.
@pytest.mark.parametrize(("die", "morale"), [(1, 8), (2, 8), (3, 9), (4, 9), (5, 9), (6, 10)])
def test_it_reads_table_dice_through_the_engine_and_marks_them(revealed, die, morale):
    battle, anna, _ = revealed
    entry = roll(battle, anna, {"dice": [str(die)]}).entry
    assert entry.data["result"] == f"morale-{morale}"
    assert entry.rolls == [{"dice": [die], "source": "table"}]
    battle.refresh_from_db()
    assert battle.roll_count == 0  # table dice use no server roll


def test_a_server_roll_is_logged_and_recomputable_from_the_seed(revealed):
    battle, anna, _ = revealed
    entry = roll(battle, anna, SERVER).entry
    battle.refresh_from_db()
    assert battle.roll_count == 1 and entry.rolls[0]["source"] == "server" and entry.rolls[0]["n"] == 1
    seeds = [s.client_seed for s in battle.seats.all()]
    assert entry.rolls[0]["dice"] == fairplay.derive_dice(battle.server_seed, battle.scope, 1, seeds, 1)
    export = selectors.battle_export(battle)
    export["server_seed"] = battle.server_seed  # as if the battle had ended
    report = fairplay.verify(export)
    assert report.ok, report.problems
    assert report.rolls_recomputed == 1


def test_the_same_key_twice_rolls_once(revealed):
    battle, anna, _ = revealed
    key = uuid.uuid4()
    first = roll(battle, anna, SERVER, key=key)
    again = roll(battle, anna, SERVER, key=key)
    assert not first.replayed and again.replayed and again.entry.pk == first.entry.pk
    battle.refresh_from_db()
    assert battle.roll_count == 1 and LogEntry.objects.filter(battle=battle, kind="roll").count() == 1


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"dice": ["7"]}, "1 to 6"),
        ({"dice": ["x"]}, "Type the dice as numbers"),
        ({"dice": ["3,4"]}, "1"),
        ({}, "Roll with the server's dice"),
    ],
)
def test_bad_dice_are_refused_and_change_nothing(revealed, data, message):
    battle, anna, _ = revealed
    before = (battle.entry_count, battle.roll_count, battle.head_hash)
    with pytest.raises(Refused, match=message):
        roll(battle, anna, data)
    battle.refresh_from_db()
    assert (battle.entry_count, battle.roll_count, battle.head_hash) == before


def test_strangers_cannot_roll_and_only_the_host_referees(revealed):
    battle, anna, ben = revealed
    with pytest.raises(Refused, match="Only a player seated"):
        battle_roll(code=battle.code, seat_id=None, procedure_id="force-morale", data=SERVER, key=uuid.uuid4())
    with pytest.raises(Refused, match="Only the host"):
        roll(battle, ben, SERVER, as_referee=True)
    entry = roll(battle, anna, SERVER, as_referee=True).entry
    assert entry.as_referee and entry.by_name == "Anna"


def test_nothing_rolls_before_the_reveal(seated):
    battle, anna, _ = seated
    with pytest.raises(Refused, match="not started"):
        roll(battle, anna, SERVER)


def test_an_unknown_procedure_is_refused(revealed):
    battle, anna, _ = revealed
    with pytest.raises(Refused, match="no such roll"):
        roll(battle, anna, SERVER, procedure="make-tea")


# --- setup: force morale per team (R25) -------------------------------------------------------------


def morale(battle, seat, team, data=SERVER, key=None):
    return setup.roll_force_morale(code=battle.code, seat_id=seat.pk, team=team, data=data, key=key or uuid.uuid4())


@pytest.mark.parametrize(("die", "value"), [(1, 8), (2, 8), (3, 9), (4, 9), (5, 9), (6, 10)])
def test_force_morale_sets_the_teams_morale_from_the_rulebook_table(revealed, die, value):
    battle, anna, _ = revealed
    entry = morale(battle, anna, "A", {"dice": [str(die)]}).entry
    battle.refresh_from_db()
    assert battle.state["force_morale"] == {"A": value}
    assert entry.summary.endswith(f"Team A fights with force morale {value}.")
    assert not entry.as_referee


def test_force_morale_is_rolled_once_per_team_by_that_team_or_the_host(revealed):
    battle, anna, ben = revealed
    with pytest.raises(Refused, match="A player of team A rolls"):
        morale(battle, ben, "A")
    morale(battle, ben, "B")
    with pytest.raises(Refused, match="Team B has its force morale already"):
        morale(battle, anna, "B")
    battle.refresh_from_db()
    assert set(battle.state["force_morale"]) == {"B"}
    assert LogEntry.objects.filter(battle=battle, kind="roll").count() == 1


def test_the_host_rolling_for_the_other_team_is_logged_as_referee(revealed):
    battle, anna, _ = revealed
    entry = morale(battle, anna, "B").entry
    assert entry.as_referee
