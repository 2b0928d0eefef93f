"""Fixtures for battles: the sample arsenal loaded and battles made through the lobby services.

A test file takes them with `from tests.battles.lobby_fixtures import *  # noqa: F403`."""

from __future__ import annotations

import pytest

from armies.roster_check import example_document
from battles.services import lobby
from tests.armies.builder_fixtures import *  # noqa: F403

__all__ = ["sample_pack", "make_player", "player", "stranger", "make_battle", "seated", "revealed"]  # noqa: F405
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
