"""A "passenger killed" result on a softskin vehicle (the small-calibre and HE tables, 5, 9 or 12) kills someone
riding in it, never its driver or crew; a vehicle with nobody aboard loses nobody (it killed a crew member before,
and the German line said "passenger killed" of an empty truck: a play-test)."""

from __future__ import annotations

import pytest
from django.utils import translation

from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import lobby
from battles.services.rolls import battle_roll
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import convoy, initiative, key, ready_to_play, unit_of

TABLES = ["effect-softskin-small-calibre", "effect-softskin-he"]


def convoy_table(make_battle, rider: bool):
    """Anna and Ben field the convoy platoon; Ben's truck carries its rifleman or nobody. Turn 1, Anna first."""
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    bens = convoy()
    if not rider:
        bens["units"] = [{k: v for k, v in u.items() if k != "rides_in"} for u in bens["units"]]
    for seat, doc in ((anna, convoy()), (ben, bens)):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=doc, source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    return Battle.objects.get(pk=battle.pk), anna, ben


def hit_truck(battle, anna, ben, table: str, dice: str):
    truck = unit_of(ben, "de-opel-blitz")
    entry = battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id=table, data={"dice": [dice]}, key=key(), target_id=truck.pk
    ).entry
    return entry, BattleUnit.objects.get(pk=truck.pk)


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("dice", ["2,3", "4,5", "6,6"])  # 5, 9 and 12: "passenger killed" on both tables
def test_the_rider_dies_and_the_truck_keeps_its_crew(make_battle, table, dice):
    battle, anna, ben = convoy_table(make_battle, rider=True)
    rider = next(u for u in BattleUnit.objects.filter(seat=ben, profile_key="de-rifleman") if u.rides_in)
    crew_before = unit_of(ben, "de-opel-blitz").crew_alive

    entry, truck = hit_truck(battle, anna, ben, table, dice)

    assert entry.data["result"] == "passenger-killed"
    assert BattleUnit.objects.get(pk=rider.pk).status == "dead"
    assert truck.status == "active" and truck.crew_alive == crew_before
    scored = Battle.objects.get(pk=battle.pk).state["combat_score"]
    assert scored.get("A", 0) > 0 and f"passenger {rider.label} killed" in entry.summary
    assert "crew morale check (2D6)" in entry.data["effects"]["continues_with"]  # the driver still checks


def test_an_empty_truck_loses_nobody_and_says_so_in_german(make_battle):
    battle, anna, ben = convoy_table(make_battle, rider=False)
    crew_before = unit_of(ben, "de-opel-blitz").crew_alive
    standing = set(BattleUnit.objects.filter(battle=battle, status="active").values_list("pk", flat=True))

    entry, truck = hit_truck(battle, anna, ben, TABLES[0], "2,3")

    assert entry.data["result"] == "passenger-killed"
    assert truck.crew_alive == crew_before and "no passenger is killed" in entry.summary
    assert set(BattleUnit.objects.filter(battle=battle, status="active").values_list("pk", flat=True)) == standing
    assert not Battle.objects.get(pk=battle.pk).state.get("combat_score", {}).get("A")
    with translation.override("de"):
        assert "Niemand fährt mit: Es fällt kein Passagier." in selectors.said_line(entry)


def test_the_german_line_names_the_passenger(make_battle):
    battle, anna, ben = convoy_table(make_battle, rider=True)
    entry, _truck = hit_truck(battle, anna, ben, TABLES[1], "4,5")
    with translation.override("de"):
        line = selectors.said_line(entry)
    assert "Passagier " in line and " fällt." in line and "Seite A erhält" in line
