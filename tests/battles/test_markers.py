"""Smoke (three turns: Smoke grenades) and structures catching fire (units pull back and lose the turn's
actions: Structures catching fire), as services and as the table's forms."""

from __future__ import annotations

import uuid

import pytest

from battles.models import BattleUnit, LogEntry
from battles.services import markers, terrain, turns
from battles.services.voids import void_last
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, state, verified
from tests.battles.pages import phone, text, words


def units(seat, n=2):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry").order_by("ref")[:n])


def smoke(battle, seat, where="by the barn", covered=()):
    return markers.place_smoke(
        code=battle.code, seat_id=seat.pk, where=where, unit_ids=[u.pk for u in covered], key=key()
    )


def end_turn(battle, host):
    initiative(battle, host, "5,2")
    return turns.end_turn(code=battle.code, seat_id=host.pk, key=key())


def test_smoke_covers_its_units_for_three_turns_then_clears(playing):
    battle, anna, ben = playing
    ben_units = units(ben)
    entry = smoke(battle, anna, covered=ben_units)
    assert "Smoke by the barn for 3 turns" in entry.summary and ben_units[0].label in entry.summary
    assert all(BattleUnit.objects.get(pk=u.pk).tokens == {"smoke": 1} for u in ben_units)
    for turns_left in (2, 1):  # the end of turns 1 and 2 count it down
        end_turn(battle, anna)
        assert [m["turns_left"] for m in state(battle)["smoke"]] == [turns_left]
    last = end_turn(battle, anna)  # the end of turn 3: it clears
    assert "The smoke by the barn clears." in last.summary
    assert state(battle)["smoke"] == []
    assert all(BattleUnit.objects.get(pk=u.pk).tokens == {} for u in ben_units)
    verified(battle)


def test_a_unit_under_two_smokes_keeps_its_token_until_the_last_clears(playing):
    battle, anna, ben = playing
    target = units(ben, 1)
    smoke(battle, anna, "first", target)
    end_turn(battle, anna)
    smoke(battle, anna, "second", target)
    end_turn(battle, anna)
    end_turn(battle, anna)  # the first clears, the second has a turn left
    assert BattleUnit.objects.get(pk=target[0].pk).tokens == {"smoke": 1}
    end_turn(battle, anna)
    assert BattleUnit.objects.get(pk=target[0].pk).tokens == {}


@pytest.mark.parametrize(
    ("where", "ids", "message"),
    [
        ("", [], "Say where the smoke is"),
        ("x" * 61, [], "Say where the smoke is"),
        ("ok", [999999], "still on the table"),
    ],
)
def test_bad_smoke_is_refused_and_changes_nothing(playing, where, ids, message):
    battle, anna, _ = playing
    before = state(battle)
    with pytest.raises(Refused, match=message):
        markers.place_smoke(code=battle.code, seat_id=anna.pk, where=where, unit_ids=ids, key=key())
    assert state(battle) == before


def test_smoke_is_marked_only_in_play_and_by_seated_players(revealed):
    battle, anna, _ = revealed
    with pytest.raises(Refused, match="while the battle is being played"):
        smoke(battle, anna)
    with pytest.raises(Refused, match="Only a player seated"):
        markers.place_smoke(code=battle.code, seat_id=None, where="x", unit_ids=[], key=key())


def test_a_burning_structure_leaves_the_sheet_and_its_units_lose_the_turn(playing):
    battle, anna, ben = playing
    terrain.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="wooden-house")
    piece = state(battle)["terrain"][-1]
    inside = units(anna, 1)[0]
    entry = markers.set_burning(code=battle.code, seat_id=ben.pk, piece_id=piece["id"], unit_ids=[inside.pk], key=key())
    assert "catches fire and burns down" in entry.summary and "pull back at least 10 cm" in entry.summary
    assert state(battle)["terrain"][-1]["removed"] is True
    initiative(battle, anna, "5,2")
    with pytest.raises(Refused, match="pulled back from a fire"):
        turns.activate(code=battle.code, seat_id=anna.pk, unit_id=inside.pk, key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    assert BattleUnit.objects.get(pk=inside.pk).tokens == {}  # one turn only
    with pytest.raises(Refused, match="flammable piece"):
        markers.set_burning(code=battle.code, seat_id=ben.pk, piece_id=piece["id"], unit_ids=[], key=key())


def test_only_flammable_pieces_burn(playing):
    battle, anna, _ = playing
    terrain.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="stone-wall")
    wall = state(battle)["terrain"][-1]
    with pytest.raises(Refused, match="flammable piece"):
        markers.set_burning(code=battle.code, seat_id=anna.pk, piece_id=wall["id"], unit_ids=[], key=key())


def test_smoke_can_be_taken_back(playing):
    battle, anna, ben = playing
    target = units(ben, 1)
    smoke(battle, anna, covered=target)
    void_last(code=battle.code, seat_id=anna.pk, reason="it was a dud", key=key())
    assert state(battle).get("smoke", []) == [] and BattleUnit.objects.get(pk=target[0].pk).tokens == {}


# --- The table's forms --------------------------------------------------------------------------------


def test_the_table_and_the_spectator_show_smoke_in_force(playing):
    battle, anna, ben = playing
    smoke(battle, anna, "on the crossroads", units(ben, 1))
    assert "Smoke on the crossroads turn 1 of 3" in words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert "Smoke on the crossroads turn 1 of 3" in words(phone().get(f"/battles/{battle.code}/watch/"))
    assert "Add smoke" not in words(phone().get(f"/battles/{battle.code}/watch/"))


def test_a_phone_puts_down_smoke_and_bad_forms_say_why(playing):
    battle, anna, ben = playing
    browser = phone(battle.code, anna.pk)
    target = units(ben, 1)[0]
    response = browser.post(
        f"/battles/{battle.code}/markers/smoke/",
        {"key": str(uuid.uuid4()), "where": "by the well", "unit": [target.pk]},
    )
    assert response.status_code == 302 and response["Location"].endswith("#markers")
    assert BattleUnit.objects.get(pk=target.pk).tokens == {"smoke": 1}
    count = LogEntry.objects.filter(battle=battle).count()
    for fields, message in (
        ({"where": "x", "unit": ["abc"]}, "Pick one of your units."),
        ({"where": "x"}, "Reload the page and try again."),
    ):
        data = {"key": str(uuid.uuid4()), **fields} if "unit" in fields else fields
        response = browser.post(f"/battles/{battle.code}/markers/smoke/", data)
        assert response.status_code == 400 and message in text(response)
    response = browser.post(f"/battles/{battle.code}/markers/fire/", {"key": str(uuid.uuid4()), "piece": "p99"})
    assert response.status_code == 400 and "Pick a flammable piece" in text(response)
    assert LogEntry.objects.filter(battle=battle).count() == count
