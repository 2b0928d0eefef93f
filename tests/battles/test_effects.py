"""Results that land on a unit: tokens, losses, crews and the Combat Score (R28), through the roll path."""

from __future__ import annotations

import pytest

from battles.models import Battle, BattleUnit
from battles.services.rolls import battle_roll
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key


def land(battle, seat, procedure, dice, target, **inputs):
    data = {"dice": [dice], **{k: [str(v)] for k, v in inputs.items()}}
    return battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id=procedure, data=data, key=key(), target_id=target.pk
    ).entry


def score(battle):
    return Battle.objects.get(pk=battle.pk).state.get("combat_score", {})


# The infantry effect table: a double 1 kills, a double 2 suppresses, a double 3 injures (2D6 sums 2, 4, 6).
@pytest.mark.parametrize(
    ("dice", "status", "tokens"),
    [("1,1", "dead", {}), ("2,2", "active", {"suppressed": 1}), ("3,3", "active", {"injured": 1})],
)
def test_an_infantry_effect_lands_on_the_soldier(playing, dice, status, tokens):
    battle, anna, ben = playing
    rifleman = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    entry = land(battle, anna, "effect-infantry", dice, rifleman)
    rifleman.refresh_from_db()
    assert (rifleman.status, rifleman.tokens) == (status, tokens)
    assert entry.data["lands_on"] == {"unit": rifleman.pk, "label": rifleman.label, "by": None, "kill": False}
    assert rifleman.label in entry.summary
    assert score(battle) == ({"A": rifleman.points} if status == "dead" else {})


def test_killing_the_ranking_officer_scores_ten_whatever_he_cost(playing):
    battle, anna, ben = playing
    officer = BattleUnit.objects.get(seat=ben, unit_type="ranking-officer")
    land(battle, anna, "effect-infantry", "1,1", officer)
    assert score(battle) == {"A": 10}


def test_a_squad_leader_scores_five(playing):
    battle, anna, ben = playing
    leader = BattleUnit.objects.filter(seat=anna, unit_type="squad-leader").first()
    land(battle, ben, "effect-infantry", "1,1", leader)
    assert score(battle) == {"B": 5}


def test_a_dead_soldier_leaves_the_pool_at_the_next_initiative(playing):
    battle, anna, ben = playing
    rifleman = BattleUnit.objects.filter(seat=ben, unit_type="infantry", stats__crew=1, squad_leader=False).first()
    land(battle, anna, "effect-infantry", "1,1", rifleman)
    initiative(battle, anna, "5,2")
    ben.refresh_from_db()
    assert Battle.objects.get(pk=battle.pk).state["actions"][str(ben.pk)] == ben.detachment["actions"] - 1


def test_a_crew_loses_members_one_by_one_and_a_team_is_dead_when_none_is_left(playing):
    battle, anna, ben = playing
    team = BattleUnit.objects.filter(seat=ben, stats__crew=2).first()
    land(battle, anna, "effect-crew", "1,1", team, crew_of="support-weapon", crew_alive=2)
    team.refresh_from_db()
    assert (team.crew_alive, team.status) == (1, "active")
    land(battle, anna, "effect-crew", "1,1", team, crew_of="support-weapon", crew_alive=1)
    team.refresh_from_db()
    assert (team.crew_alive, team.status) == (0, "dead")
    assert score(battle) == {"A": team.points}


def test_a_unit_out_of_the_fight_cannot_be_targeted(playing):
    battle, anna, ben = playing
    rifleman = BattleUnit.objects.filter(seat=ben, unit_type="infantry", stats__crew=1, squad_leader=False).first()
    land(battle, anna, "effect-infantry", "1,1", rifleman)
    with pytest.raises(Refused, match="still in the fight"):
        land(battle, anna, "effect-infantry", "2,2", rifleman)


def test_a_rally_removes_the_token_it_names(playing):
    battle, anna, ben = playing
    rifleman = BattleUnit.objects.filter(seat=ben, unit_type="infantry", stats__crew=1, squad_leader=False).first()
    land(battle, anna, "effect-infantry", "2,2", rifleman)
    from rules.engine import catalog

    rally = catalog.get("squad-leader-rally")
    inputs = {f.name: f.default for f in rally.fields}
    # Find table dice for which the engine's rally removes the token: the app must then remove it.
    for a in range(1, 7):
        outcome = rally.resolve(rally.inputs(**inputs), [a, a])
        if "suppressed" in outcome.effects.removed_tokens:
            land(battle, ben, "squad-leader-rally", f"{a},{a}", rifleman)
            break
    else:
        pytest.fail("no double removes a suppressed token with the rally's defaults")
    rifleman.refresh_from_db()
    assert rifleman.tokens == {}


# R26 whatever table the token came from: a gun crew's second injured token kills a man, its second
# suppressed token makes one surrender, and the pair comes off (the soldier's table: double 3 injures,
# double 2 suppresses).
@pytest.mark.parametrize(
    ("dice", "had", "crew_after", "tokens_after"),
    [
        ("3,3", {"injured": 1}, 2, {}),
        ("2,2", {"suppressed": 1}, 2, {}),
        ("3,3", {"suppressed": 1}, 3, {"injured": 1, "suppressed": 1}),
        ("3,3", {"injured": 1, "shocked": 1}, 2, {"shocked": 1}),
    ],
)
def test_a_crews_tokens_pair_into_losses_from_any_table(playing, dice, had, crew_after, tokens_after):
    battle, anna, ben = playing
    gun = BattleUnit.objects.get(seat=ben, profile_key="us-m1919-mmg")
    assert gun.crew_alive == 3  # the sample Browning team's three men
    BattleUnit.objects.filter(pk=gun.pk).update(tokens=had)
    entry = land(battle, anna, "effect-infantry", dice, gun)
    gun.refresh_from_db()
    assert (gun.crew_alive, gun.tokens, gun.status) == (crew_after, tokens_after, "active")
    assert ("(R26)" in entry.summary) is (crew_after == 2)
