"""Fieldworks bought in setup with a seat's spare points, and minefields: sealed in the log by a salted
hash, revealed (salt and all) when a unit enters the sector or when the battle ends, never before."""

from __future__ import annotations

import hashlib
import json

import pytest

from armies.models import Fieldwork
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import lobby, turns, voids
from battles.services import terrain as services
from battles.table.terrain import spare_points
from bof_site.refusals import Refused
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, key, ready_to_play, seat_examples, verified
from tests.concurrency import run_at_once

SECTOR = "Zebra crossing 7"  # a label no page shows unless the secret is out


def buy(battle, seat, work="minefield", sector=SECTOR, once=None):
    return services.fieldwork_buy(
        code=battle.code, seat_id=seat.pk, key=once or key(), fieldwork_key=work, sector=sector
    )


def entered(battle, seat, sector, unit=None):
    unit = unit or BattleUnit.objects.filter(seat=seat).first()
    return services.unit_entered(code=battle.code, seat_id=seat.pk, key=key(), sector=sector, unit_id=unit.pk)


def state(battle) -> dict:
    return Battle.objects.get(pk=battle.pk).state


def spare(battle, seat) -> int:
    return spare_points(Battle.objects.get(pk=battle.pk), Seat.objects.get(pk=seat.pk))


def everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "head_hash")
    seats = Seat.objects.filter(battle=battle).order_by("pk").values_list("secrets", flat=True)
    return list(row), list(seats), list(LogEntry.objects.filter(battle=battle).values_list("seq", "hash"))


def public(battle) -> str:
    """Everything the log and the battle's state say, as one string."""
    entries = [e.body() for e in LogEntry.objects.filter(battle=battle)]
    return json.dumps([entries, state(battle)], ensure_ascii=False).casefold()


# --- Buying ------------------------------------------------------------------------------------------


def test_a_public_fieldwork_joins_the_sheet_and_says_who_built_it(revealed):
    battle, anna, _ = revealed

    entry = buy(battle, anna, "sandbags", "north left")

    assert (entry.kind, entry.summary) == ("fieldwork", "Anna (team A) builds sandbags in north left for 2 points.")
    [work] = state(battle)["fieldworks"]
    assert (work["name"], work["sector"], work["team"], work["cost"]) == ("Sandbags", "north left", "A", 2)
    [piece] = state(battle)["terrain"]
    assert (piece["name"], piece["cover"], piece["by"], piece["fieldwork"]) == (
        "Sandbags, north left",
        "medium",
        "Anna",
        work["id"],
    )
    assert spare(battle, anna) == 3


def test_a_minefield_puts_only_its_commitment_and_cost_in_the_log(revealed):
    battle, anna, _ = revealed

    entry = buy(battle, anna)

    assert SECTOR.casefold() not in public(battle)
    assert "buys minefield for 5 points" in entry.summary
    [secret] = Seat.objects.get(pk=anna.pk).secrets["minefields"]
    doc = {"battle": battle.code, "fieldwork": secret["id"], "sector": SECTOR}
    digest = hashlib.sha256((secret["salt"] + fairplay.canonical_json(doc)).encode()).hexdigest()
    assert entry.data["bought"]["commitment"] == digest
    assert digest[:12] in entry.summary
    assert "terrain" not in state(battle)  # not on the sheet: nobody can see it
    assert spare(battle, anna) == 0


@pytest.mark.parametrize(
    ("work", "sector", "message"),
    [
        ("bunker", "north left", "Bunker costs 8 points; you have 5 to spare."),
        ("moat", "north left", "Pick a fieldwork from the list."),
        ("sandbags", "   ", "Name the sector, like “north left”."),
        ("sandbags", "x" * 31, "Keep the sector's name to 30 characters."),
    ],
)
def test_it_refuses_a_purchase_it_cannot_make(revealed, work, sector, message):
    battle, anna, _ = revealed
    before = everything(battle)

    with pytest.raises(Refused, match=message):
        buy(battle, anna, work, sector)

    assert everything(battle) == before


def test_it_refuses_a_retired_fieldwork(revealed):
    battle, anna, _ = revealed
    Fieldwork.objects.filter(key="sandbags").update(retired=True)

    with pytest.raises(Refused, match="Pick a fieldwork from the list."):
        buy(battle, anna, "sandbags")


def test_fieldworks_are_bought_in_setup_only_and_by_a_seat(playing, make_battle):
    battle, anna, _ = playing
    _, zed = make_battle(host="Zed")
    before = everything(battle)

    with pytest.raises(Refused, match="Fieldworks are bought during setup"):
        buy(battle, anna, "sandbags")
    with pytest.raises(Refused, match="Only a player seated in this battle"):
        buy(battle, zed, "sandbags")

    assert everything(battle) == before


def test_a_repeated_key_buys_once(revealed):
    battle, anna, _ = revealed
    once = key()
    first = buy(battle, anna, "sandbags", "north", once=once)

    again = buy(battle, anna, "sandbags", "north", once=once)

    assert again.pk == first.pk
    assert len(state(battle)["fieldworks"]) == 1


def test_taking_a_purchase_back_refunds_it_and_forgets_the_secret(revealed):
    battle, anna, _ = revealed
    buy(battle, anna)
    voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong sector", key=key())
    assert (state(battle).get("fieldworks"), spare(battle, anna)) == (None, 5)

    buy(battle, anna, sector="south right")

    [secret] = Seat.objects.get(pk=anna.pk).secrets["minefields"]
    assert secret["sector"] == "south right"


# --- Two phones at once ------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_double_tap_buys_once(arsenal):
    battle, anna, _ben = _revealed_committed()
    once = key()

    results, errors = run_at_once(lambda i: buy(battle, anna, "sandbags", "north", once=once).pk)

    assert errors == []
    assert len(set(results)) == 1
    assert len(state(battle)["fieldworks"]) == 1


@pytest.mark.django_db(transaction=True)
def test_two_purchases_at_once_cannot_spend_the_points_twice(arsenal):
    battle, anna, _ben = _revealed_committed()

    results, errors = run_at_once(lambda i: buy(battle, anna, "minefield", f"sector {i}"))

    assert len(results) == 1 and len(errors) == 1
    assert "you have 0 to spare" in str(errors[0])
    assert spare(battle, anna) == 0


def _revealed_committed():
    """A revealed battle made outside the test's transaction, so the threads' connections see it."""
    settings = lobby.BattleSettings(game_mode="victory-zones")
    battle, anna = lobby.battle_create(settings=settings, host_name="Anna", team="A", client_seed="a")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    return battle, anna, ben


# --- A unit enters a sector ----------------------------------------------------------------------------


@pytest.fixture
def mined(revealed):
    """Anna mined SECTOR, Ben built sandbags in "river bend"; turn 1 is under way."""
    battle, anna, ben = revealed
    buy(battle, anna)
    buy(battle, ben, "sandbags", "river bend")
    ready_to_play(battle, anna, ben)
    return battle, anna, ben


def test_no_mines_there_says_only_that(mined):
    battle, anna, ben = mined
    before_secret = Seat.objects.get(pk=anna.pk).secrets

    entry = entered(battle, ben, "river bend")

    assert entry.kind == "mines" and entry.summary.endswith("enters river bend: no mines there.")
    assert (entry.data["mined"], entry.data["revealed"], entry.data["known"]) == (False, [], [])
    assert SECTOR.casefold() not in public(battle)
    assert Seat.objects.get(pk=anna.pk).secrets == before_secret


def test_a_unit_entering_the_mined_sector_reveals_it_salt_and_all(mined):
    battle, anna, ben = mined
    bought = LogEntry.objects.get(battle=battle, kind="fieldwork", seat=anna)

    entry = entered(battle, ben, "  zebra CROSSING 7 ")

    assert entry.data["mined"] is True
    assert "mined! A minefield of Anna (team A) goes off." in entry.summary
    [shown] = entry.data["revealed"]
    digest = hashlib.sha256((shown["salt"] + fairplay.canonical_json(shown["secret"])).encode()).hexdigest()
    assert digest == shown["commitment"] == bought.data["bought"]["commitment"]
    assert shown["sector"] == SECTOR
    mine = next(f for f in state(battle)["fieldworks"] if f["kind"] == "minefield")
    assert (mine["sector"], mine["went_off_turn"]) == (SECTOR, 1)
    verified(battle)


def test_the_sector_stays_mined_and_hits_friend_and_foe(mined):
    battle, anna, ben = mined
    entered(battle, ben, SECTOR)

    again = entered(battle, anna, SECTOR)  # Anna's own unit, into her own minefield

    assert again.data["mined"] is True and again.data["revealed"] == []
    assert len(again.data["known"]) == 1


def test_two_minefields_in_one_sector_go_off_together(revealed):
    battle, anna, ben = revealed
    buy(battle, anna)
    buy(battle, ben, sector=SECTOR.upper())
    ready_to_play(battle, anna, ben)

    entry = entered(battle, ben, SECTOR)

    assert sorted(r["by"] for r in entry.data["revealed"]) == ["Anna", "Ben"]
    assert "Anna (team A) and Ben (team B)" in entry.summary


def test_a_mine_that_went_off_cannot_be_taken_back(mined):
    battle, _anna, ben = mined
    entered(battle, ben, SECTOR)

    with pytest.raises(Refused, match="only take back your own last entry"):
        voids.void_last(code=battle.code, seat_id=ben.pk, reason="oops", key=key())


def test_declaring_a_unit_needs_play_a_seat_and_a_unit_in_the_fight(revealed, make_battle):
    battle, anna, ben = revealed
    buy(battle, anna)
    rifleman = BattleUnit.objects.filter(seat=ben).first()
    with pytest.raises(Refused, match="Mines go off during play"):
        entered(battle, ben, SECTOR)
    ready_to_play(battle, anna, ben)
    _, zed = make_battle(host="Zed")
    BattleUnit.objects.filter(pk=rifleman.pk).update(status="dead")
    before = everything(battle)

    with pytest.raises(Refused, match="Only a player seated"):
        entered(battle, zed, SECTOR, unit=rifleman)
    with pytest.raises(Refused, match="Pick the unit that entered the sector."):
        entered(battle, ben, SECTOR, unit=rifleman)
    with pytest.raises(Refused, match="Name the sector"):
        services.unit_entered(code=battle.code, seat_id=ben.pk, key=key(), sector=" ", unit_id=rifleman.pk)

    assert everything(battle) == before


# --- The end of the battle -----------------------------------------------------------------------------


def test_at_the_end_every_hidden_minefield_is_revealed_once(revealed):
    battle, anna, ben = revealed
    buy(battle, anna)
    buy(battle, ben, sector="Hill 112")
    ready_to_play(battle, anna, ben)
    Battle.objects.filter(pk=battle.pk).update(turn=battle.turn_limit)  # the last turn
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key())
    assert not LogEntry.objects.filter(battle=battle, kind="mines").exists()  # still playing: nothing to say

    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # the host calls the last turn: it ends

    entry = LogEntry.objects.get(battle=battle, kind="mines")
    assert {r["sector"] for r in entry.data["revealed"]} == {SECTOR, "Hill 112"}
    assert (
        entry.summary == f"The battle is over: the hidden minefields are revealed (Anna in {SECTOR}; Ben in Hill 112)."
    )
    battle.refresh_from_db()
    assert services.reveal_hidden(battle) is None  # once
    assert all(f["sector"] for f in state(battle)["fieldworks"])
