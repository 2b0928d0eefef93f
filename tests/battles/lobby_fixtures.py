"""Fixtures for battles: the sample arsenal loaded and battles made through the lobby services.

A test file takes them with `from tests.battles.lobby_fixtures import *  # noqa: F403`."""

from __future__ import annotations

import uuid

import pytest

from armies.roster_check import example_document
from battles.models import Battle
from battles.services import lobby, setup, turns
from tests.armies.builder_fixtures import *  # noqa: F403

__all__ = ["sample_pack", "make_player", "player", "stranger", "make_battle", "seated", "revealed", "playing"]  # noqa: F405
GERMANS = "de-regular-infantry-150"
AMERICANS = "us-regular-infantry-150"


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
    for seat, example in ((anna, GERMANS), (ben, AMERICANS)):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=example_document(example), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
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
