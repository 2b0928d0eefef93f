"""Failed morale in a battle: the failure's effect lands on the unit like an effect roll's (R37), the 2-dice
check leads on to its own effect roll, and a soldier hit twice is ruled by R36. Each failed before."""

from __future__ import annotations

import pytest

from armies.models import UnitProfile
from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import lobby, rolls
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, initiative, key, ready_to_play, seat_examples, state

CHECK = {"force_morale": ["9"], "quality": ["regular"]}


def roll(battle, seat, procedure, dice, target=None, step=None, **fields):
    data = {**{k: [v] for k, v in fields.items()}, "dice": [dice]}
    return rolls.battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id=procedure, data=data, key=key(), target_id=target, step=step
    ).entry


def soldier_of(seat):
    return BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False, stats__crew=1).first()


def score(battle, team):
    return Battle.objects.get(pk=battle.pk).state.get("combat_score", {}).get(team, 0)


@pytest.fixture
def shooting(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    return battle, anna, ben


def test_a_surrender_from_typed_dice_removes_the_soldier_and_scores_at_once(shooting):
    battle, anna, ben = shooting
    victim = soldier_of(ben)
    roll(battle, ben, "morale-check", "6,6,2,2", victim.pk, unit_kind="infantry", **{k: v[0] for k, v in CHECK.items()})
    victim.refresh_from_db()
    assert victim.status == "surrendered"
    assert score(battle, "A") == victim.points
    assert victim.pk not in {u.pk for _, units in selectors.target_choices(battle) for u in units}


def test_a_failed_check_chains_to_its_own_effect_roll_and_a_surrender_there_counts(shooting):
    battle, anna, ben = shooting
    victim = soldier_of(ben)
    roll(battle, ben, "morale-check", "6,6", victim.pk, unit_kind="infantry", force_morale="9", quality="regular")
    step = state(battle)["chain"][0]
    assert step["procedures"] == ["failed-morale-effect"] and step["unit"] == victim.pk
    with pytest.raises(Refused, match="another table"):
        roll(battle, ben, "morale-check", "2,2", step=step["id"], force_morale="9")

    roll(battle, ben, "failed-morale-effect", "2,2", step=step["id"], unit_kind="infantry")  # 4: surrender

    victim.refresh_from_db()
    assert victim.status == "surrendered" and score(battle, "A") == victim.points
    assert not state(battle).get("chain")


def test_a_vehicle_crew_that_bails_out_leaves_it_abandoned_and_scores_nothing(convoy_play):
    battle, anna, ben = convoy_play
    truck = BattleUnit.objects.filter(seat=ben, unit_type="transport").first()
    roll(battle, ben, "morale-check", "6,6,3,4", truck.pk, unit_kind="vehicle-crew", force_morale="9")  # 7: bails
    truck.refresh_from_db()
    assert truck.status == "abandoned" and score(battle, "A") == 0


def test_a_pilot_who_bails_out_crashes_the_plane_and_it_scores(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, AMERICANS), (ben, "de-artillery-air-support-150"))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    plane = BattleUnit.objects.get(seat=ben, unit_type="plane")
    roll(battle, ben, "morale-check", "6,6,4,6", plane.pk, unit_kind="pilot", force_morale="9")  # 10: bail
    plane.refresh_from_db()
    # R37 and the note after the pilots' table: plane, pilot and crew all count, each man as a German soldier (R28).
    riflemen = UnitProfile.objects.filter(nation__key="germany", unit_type="infantry", retired=False)
    man = min(c for r in riflemen if (c := r.cost(plane.quality)) is not None)
    assert man > 0 and plane.stats["crew"] >= 1
    assert plane.status == "dead" and score(battle, "A") == plane.points + man * plane.stats["crew"]


@pytest.mark.parametrize(("house_rule", "status", "tokens"), [(False, "dead", {}), (True, "active", {"injured": 1})])
def test_a_soldier_injured_a_second_time_is_killed_unless_the_house_rule_keeps_one_state(
    make_battle, house_rule, status, tokens
):
    battle, anna = make_battle(house_rules=("R36",) if house_rule else ())
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, AMERICANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    victim = soldier_of(ben)
    BattleUnit.objects.filter(pk=victim.pk).update(tokens={"injured": 1})
    injured = next(t for t in range(2, 13) if _infantry_effect(t) == "injured")
    roll(battle, anna, "effect-infantry", f"{min(injured - 1, 6)},{injured - min(injured - 1, 6)}", victim.pk)
    victim.refresh_from_db()
    assert (victim.status, victim.tokens) == (status, tokens)
    assert score(battle, "A") == (0 if house_rule else victim.points)


def _infantry_effect(total: int) -> str:
    from rules.engine import catalog

    for table in catalog.get("effect-infantry").tables:
        try:
            return table.lookup(total)
        except (KeyError, AttributeError):
            continue
    return ""
