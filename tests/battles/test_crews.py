"""Issue 17: crews that fight on (R34, R37). A tank's crew that bails out leaves it abandoned and fights on foot
with pistols (-2 to hit, conscripts in melee); it can be shot at, rallied and scored, and can climb back in."""

from __future__ import annotations

import pytest

from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import command, lobby, turns
from battles.services.rolls import battle_roll
from battles.table.forces import action_pool_now
from battles.table.prefill import prefill
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, initiative, key, ready_to_play, seat_examples, verified

ARMOUR = "de-armored-group-150"


@pytest.fixture
def tank_battle(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, ARMOUR), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    tank = BattleUnit.objects.filter(seat=anna, unit_type="afv").order_by("ref").first()
    return Battle.objects.get(pk=battle.pk), anna, ben, tank


def _roll(battle, seat, procedure, dice, target, **data):
    form = {"dice": [dice], **{k: [v] for k, v in data.items()}}
    return battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id=procedure, data=form, key=key(), target_id=target.pk
    ).entry


def _crew(tank) -> BattleUnit:
    return BattleUnit.objects.get(seat_id=tank.seat_id, ref=tank.ref + 100_000)


def test_each_machine_brings_its_crew_waiting_aboard_and_out_of_sight(tank_battle):
    battle, anna, ben, tank = tank_battle
    crew = _crew(tank)

    assert (crew.status, crew.unit_type, crew.crew_alive, crew.label) == ("aboard", "crew", tank.crew_alive, f"{tank.label} crew")  # fmt: skip
    assert [w["kind"] for w in crew.weapons] == ["pistol"] and crew.stats["small_arms"] == crew.weapons[0]["small_arms"]
    assert crew.points == 3 * tank.crew_alive  # a regular rifleman's cost per man (R28)
    listed = [u.pk for view in selectors.seat_views(battle, with_units=True) for u in view.units]
    assert tank.pk in listed and crew.pk not in listed
    mine = list(BattleUnit.objects.filter(seat=anna))
    assert action_pool_now(mine, 0) == action_pool_now([u for u in mine if u.pk != crew.pk], 0)
    support = BattleUnit.objects.filter(seat=ben, unit_type="support-weapon").first()
    assert _crew(support).status == "aboard"  # a support weapon's crew waits too


def test_a_crew_bails_out_fights_on_with_pistols_is_rallied_and_its_loss_scores(tank_battle):
    battle, anna, ben, tank = tank_battle
    men = tank.crew_alive

    bailed = _roll(battle, ben, "failed-morale-effect", "2,2", tank, unit_kind="vehicle-crew")  # 4: crew bails

    tank.refresh_from_db()
    crew = _crew(tank)
    assert (tank.status, tank.crew_alive) == ("abandoned", 0)
    assert (crew.status, crew.crew_alive) == ("active", men)
    assert f"{men} of its crew fight on as {crew.label} with pistols" in bailed.summary
    assert Battle.objects.get(pk=battle.pk).state.get("combat_score", {}) == {}  # the tank scores nothing itself
    targets = [u.pk for _name, units in selectors.target_choices(Battle.objects.get(pk=battle.pk), ben) for u in units]
    assert crew.pk in targets and tank.pk not in targets

    shooting = prefill(catalog.get("attack"), crew, Battle.objects.get(pk=battle.pk))
    assert shooting["crew_fighting_on"] == ["true"] and shooting["attack_value"] == [str(crew.stats["small_arms"])]
    assert prefill(catalog.get("melee"), crew, Battle.objects.get(pk=battle.pk))["attacker_role"] == ["bailed-crew"]

    _roll(battle, ben, "effect-infantry", "2,2", crew)  # suppressed
    crew.refresh_from_db()
    assert crew.tokens == {"suppressed": 1}
    _roll(battle, anna, "squad-leader-rally", "1,1", crew)  # passes: the token comes off
    crew.refresh_from_db()
    assert crew.tokens == {}

    for _ in range(men):
        last = _roll(battle, ben, "effect-infantry", "1,1", crew)
    crew.refresh_from_db()
    assert crew.status == "dead"
    assert Battle.objects.get(pk=battle.pk).state["combat_score"] == {"B": crew.points}
    assert f"team B scores {crew.points}" in last.summary
    verified(battle)


def test_a_crew_climbs_back_into_its_own_tank_and_only_that(tank_battle):
    battle, anna, ben, tank = tank_battle
    _roll(battle, ben, "failed-morale-effect", "2,2", tank, unit_kind="vehicle-crew")
    crew = _crew(tank)
    initiative(battle, anna, "6,1")
    if Battle.objects.get(pk=battle.pk).state["active"] != anna.pk:  # Ben goes first: he ends his side's go
        turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
        initiative(battle, anna, "6,1")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=crew.pk, key=key())
    other = BattleUnit.objects.filter(seat=anna).exclude(pk__in=[tank.pk, crew.pk]).first()

    with pytest.raises(Exception, match="only into its own abandoned"):
        command.unit_action(code=battle.code, seat_id=anna.pk, action="man", others=[other.pk], key=key())
    entry = command.unit_action(code=battle.code, seat_id=anna.pk, action="man", others=[tank.pk], key=key())

    tank.refresh_from_db()
    crew.refresh_from_db()
    assert (tank.status, tank.crew_alive, crew.status) == ("active", crew.crew_alive, "aboard")
    assert "climbs back into" in entry.summary and "no penalty" in entry.summary
    verified(battle)


def test_a_destroyed_support_weapon_scores_and_its_crew_fights_on(tank_battle):
    battle, anna, ben, tank = tank_battle
    gun = BattleUnit.objects.filter(seat=ben, unit_type="support-weapon").order_by("ref").first()
    men = gun.crew_alive

    hit = _roll(battle, anna, "effect-support-weapon-he", "1,2", gun)  # 3: the support weapon is destroyed

    gun.refresh_from_db()
    crew = _crew(gun)
    assert (gun.status, gun.crew_alive, crew.status, crew.crew_alive) == ("dead", 0, "active", men)
    assert Battle.objects.get(pk=battle.pk).state["combat_score"] == {"A": gun.points}
    assert f"{men} of its crew fight on as {crew.label}" in hit.summary
    verified(battle)
