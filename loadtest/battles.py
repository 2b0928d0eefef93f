"""Battles for the load test, built through the app's own services: two seats with the ~145-point sample
platoons, set up and at turn 1 with initiative rolled, and a session for each seat (as a phone that took it).
Runs in the load test's own process with the same settings as the servers."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from django.contrib.sessions.backends.db import SessionStore

from armies.models import DataPack
from armies.roster_check import example_document
from battles.models import Battle, BattleUnit
from battles.services import cards, lobby, placement, setup, turns

LISTS = ("de-regular-infantry-150", "us-regular-infantry-150")


@dataclass
class Seated:
    seat_id: int
    session: str  # the sessionid cookie of the phone that holds the seat
    units: list[int]  # its units that may still make a one-tap move, in roster order


@dataclass
class TableUnderTest:
    code: str
    seats: list[Seated]
    active: int  # the seat whose activation it is


def key() -> uuid.UUID:
    return uuid.uuid4()


def ensure_data() -> None:
    if not DataPack.objects.exists():
        from django.core.management import call_command

        call_command("load_data_pack", verbosity=0)


def build(count: int) -> list[TableUnderTest]:
    ensure_data()
    return [_one(n) for n in range(count)]


def _one(n: int) -> TableUnderTest:
    battle, host = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="combat-only", players=2),
        host_name="Anna",
        team="A",
        client_seed=f"load-{n}-a",
    )
    guest = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed=f"load-{n}-b")
    for seat, example in zip((host, guest), LISTS, strict=True):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=example_document(example), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    for seat, dice in ((host, "3"), (guest, "6")):
        setup.roll_force_morale(code=battle.code, seat_id=seat.pk, team=seat.team, data={"dice": [dice]}, key=key())
    setup.roll_deployment(code=battle.code, seat_id=host.pk, data={"dice": ["1,1,1,1"]}, key=key())
    for seat in (host, guest):
        placement.place_all(code=battle.code, seat_id=seat.pk, key=key())
        owed = cards.table_choices(Battle.objects.get(pk=battle.pk), seat_id=seat.pk)
        picked = [c["key"] for c in owed.cards[: owed.owed]]
        if picked:
            cards.draw_at_table(code=battle.code, seat_id=seat.pk, card_keys=picked, key=key())
    turns.start_battle(code=battle.code, seat_id=host.pk)
    turns.roll_initiative(code=battle.code, seat_id=host.pk, dice={"dice": ["6,1"]}, key=key())
    seats = []
    for seat in (host, guest):
        session = SessionStore()
        session["battle_seats"] = {battle.code: seat.pk}
        session.create()
        movers = BattleUnit.objects.filter(seat=seat, unit_type="infantry").order_by("ref").values_list("pk", flat=True)
        seats.append(Seated(seat.pk, session.session_key, list(movers)))
    return TableUnderTest(battle.code, seats, Battle.objects.get(pk=battle.pk).state["active"])
