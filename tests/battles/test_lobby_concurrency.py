"""The lobby under simultaneous taps, on real Postgres: two threads released together by a barrier, each on
its own connection. The battle's row lock must make the reveal happen once and give the last seat to one."""

from __future__ import annotations

import pytest

from armies.roster_check import example_document
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import lobby
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, verified
from tests.concurrency import run_at_once

ROUNDS = 3  # a race that loses only sometimes still shows within a few rounds


def new_battle(players: int = 2, host: str = "Anna") -> tuple[Battle, Seat]:
    return lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="victory-zones", players=players),
        host_name=host,
        team="A",
        client_seed=f"{host}-seed",
    )


def ready(code: str, seat_id: int) -> Battle:
    return lobby.seat_ready(code=code, seat_id=seat_id)


def join(code: str, name: str, team: str, client_seed: str) -> Seat:
    return lobby.seat_join(code=code, display_name=name, team=team, client_seed=client_seed)


COMERS = [("Cleo", "A"), ("Dora", "B")]  # different names and teams: only the seat count is contested


@pytest.mark.django_db(transaction=True)
def test_it_reveals_once_when_both_seats_ready_at_the_same_moment(arsenal):
    for _round in range(ROUNDS):
        battle, anna = new_battle()
        ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
        seats = [anna, ben]
        for seat, example in zip(seats, (GERMANS, AMERICANS), strict=True):
            lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=example_document(example), source="Example")

        results, errors = run_at_once(lambda i, code=battle.code, ids=(anna.pk, ben.pk): ready(code, ids[i]))

        assert errors == []
        assert len(results) == 2
        battle.refresh_from_db()
        assert battle.phase == "setup"
        assert battle.started_at is not None
        kinds = list(LogEntry.objects.filter(battle=battle).order_by("seq").values_list("kind", flat=True))
        assert kinds == ["created", "joined", "ready", "ready", "revealed"]
        assert all(seat.is_ready and seat.detachment for seat in Seat.objects.filter(battle=battle))
        expected = {
            seat.pk: len(example_document(example)["units"])
            for seat, example in zip(seats, (GERMANS, AMERICANS), strict=True)
        }
        units = BattleUnit.objects.filter(battle=battle).exclude(status="aboard")  # crews wait in their machines
        assert units.count() == sum(expected.values())
        assert {pk: units.filter(seat_id=pk).count() for pk in expected} == expected
        assert verified(battle).entries == len(kinds)


@pytest.mark.django_db(transaction=True)
def test_it_gives_the_last_free_seat_to_exactly_one_of_two_phones(arsenal):
    for n in range(ROUNDS):
        battle, _ = new_battle(players=3, host=f"Anna {n}")
        lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")

        results, errors = run_at_once(lambda i, code=battle.code: join(code, *COMERS[i], f"seed-{i}"))

        assert len(results) == 1
        assert len(errors) == 1
        assert isinstance(errors[0], Refused)
        assert errors[0].message == "All 3 seats are taken. You can still watch the battle."
        seats = list(Seat.objects.filter(battle=battle).order_by("position"))
        assert [s.position for s in seats] == [1, 2, 3]
        assert seats[-1].pk == results[0].pk
        assert seats[-1].display_name in {name for name, _ in COMERS}
        joined = LogEntry.objects.filter(battle=battle, kind="joined").order_by("seq")
        assert [e.by_name for e in joined] == ["Ben", seats[-1].display_name]
        assert verified(battle).entries == 3
