"""Rallies: a squad leader tries at most two a turn (R23), a ranking officer rallies once a game (Ranking
Officers); the rally forms know how many were tried and whether the house rule's short radius is on."""

from __future__ import annotations

import pytest

from battles.models import Battle, BattleUnit
from battles.services import lobby, turns
from battles.table.prefill import prefill
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples, state


def rally(battle, seat):
    return turns.spend_action(code=battle.code, seat_id=seat.pk, action="rally", key=key())


def form(battle, procedure, unit):
    u = BattleUnit.objects.select_related("seat").get(pk=unit.pk)
    return prefill(catalog.get(procedure), u, Battle.objects.get(pk=battle.pk))


def next_turn(battle, host):
    turns.end_turn(code=battle.code, seat_id=host.pk, key=key())
    initiative(battle, host, "5,2")


def test_an_officer_rallies_once_a_game(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=officer.pk, key=key())
    assert form(battle, "officer-rally", officer)["rally_used"] == ["false"]
    rally(battle, anna)
    assert form(battle, "officer-rally", officer)["rally_used"] == ["true"]
    next_turn(battle, anna)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=officer.pk, key=key())
    before = state(battle)
    with pytest.raises(Refused, match="an officer rallies only once"):
        rally(battle, anna)
    assert state(battle) == before


def test_the_squad_leaders_rally_form_counts_this_turns_tries_and_a_new_turn_starts_at_zero(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    leader = BattleUnit.objects.filter(seat=anna, unit_type="squad-leader").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=leader.pk, key=key())
    assert form(battle, "squad-leader-rally", leader)["rallies_this_turn"] == ["0"]
    rally(battle, anna)
    assert form(battle, "squad-leader-rally", leader)["rallies_this_turn"] == ["1"]
    next_turn(battle, anna)
    assert form(battle, "squad-leader-rally", leader)["rallies_this_turn"] == ["0"]


@pytest.mark.parametrize(("house_rules", "short"), [((), None), (("R23",), ["true"])])
def test_the_house_rules_short_rally_radius_is_filled_in(make_battle, house_rules, short):
    battle, anna = make_battle(house_rules=house_rules)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    leader = BattleUnit.objects.filter(seat=anna, unit_type="squad-leader").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=leader.pk, key=key())
    assert form(battle, "squad-leader-rally", leader).get("short_radius") == short
