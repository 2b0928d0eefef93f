"""Fixtures for battles: the sample arsenal loaded and battles made through the lobby services.

A test file takes them with `from tests.battles.lobby_fixtures import *  # noqa: F403`."""

from __future__ import annotations

import uuid

import pytest

from armies.roster_check import example_document
from armies.services import pack_import
from battles import selectors
from battles.models import Battle
from battles.services import lobby, setup, turns
from dice import fairplay
from tests.armies.builder_fixtures import *  # noqa: F403
from tests.armies.builder_fixtures import sample_document

__all__ = ["sample_pack", "make_player", "player", "stranger", "make_battle", "seated", "revealed", "playing", "arsenal"]  # noqa: F405  # fmt: skip
GERMANS = "de-regular-infantry-150"
AMERICANS = "us-regular-infantry-150"
PARATROOPERS = "de-paratroopers-150"


@pytest.fixture
def make_battle(sample_pack):
    def make(mode: str = "victory-zones", players: int = 2, host: str = "Anna", **settings):
        return lobby.battle_create(
            settings=lobby.BattleSettings(game_mode=mode, players=players, **settings),
            host_name=host,
            team="A",
            client_seed=f"{host}-seed",
        )

    return make


@pytest.fixture
def seated(make_battle):
    """A two-player battle: Anna (host, team A) and Ben (team B), nobody has chosen yet."""
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    return battle, anna, ben


@pytest.fixture
def revealed(seated):
    """Both seats chose a sample example and readied: the battle has left the lobby."""
    battle, anna, ben = seated
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    battle.refresh_from_db()
    return battle, anna, ben


def key():
    return uuid.uuid4()


def ready_to_play(battle, anna, ben):
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    turns.start_battle(code=battle.code, seat_id=anna.pk)


def initiative(battle, seat, dice):
    return turns.roll_initiative(code=battle.code, seat_id=seat.pk, dice={"dice": [dice]}, key=key())


def state(battle):
    return Battle.objects.get(pk=battle.pk).state


@pytest.fixture
def playing(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    return battle, anna, ben


@pytest.fixture
def arsenal(transactional_db) -> None:
    """The sample arsenal, committed, so threads with their own connections see it."""
    pack_import(document=sample_document())


def seat_examples(battle, *choices) -> None:
    """Each (seat, example key) chooses that sample example and readies; the last one reveals the battle."""
    for seat, example in choices:
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=example_document(example), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)


def three_players(make_battle):
    """Anna and Cleo (team A) against Ben (team B), revealed, force morale rolled, turn 1 at initiative."""
    battle, anna = make_battle(players=3)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    cleo = lobby.seat_join(code=battle.code, display_name="Cleo", team="A", client_seed="c")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS), (cleo, PARATROOPERS))
    ready_to_play(battle, anna, ben)
    return battle, anna, ben, cleo


def verified(battle):
    """The battle's exported log passes the players' checker."""
    battle.refresh_from_db()
    report = fairplay.verify(selectors.battle_export(battle))
    assert report.ok, report.problems
    return report
