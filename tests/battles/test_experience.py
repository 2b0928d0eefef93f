"""R35, the optional experience rule (core rules: "ascend one quality level for every two kills"): switched on by
the host, each kill is counted for the unit that made it from the log, and every two raise its quality."""

from __future__ import annotations

import pytest

from battles.models import Battle, BattleUnit
from battles.services import lobby, turns, voids
from battles.services.rolls import battle_roll
from battles.table.experience import levels_earned, quality_now
from battles.table.prefill import unit_facts
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples, verified

KILL = "1,1"  # the infantry effect table: a double 1 kills


@pytest.mark.parametrize(
    ("quality", "kills", "now"),
    [
        ("conscript", 0, "conscript"),
        ("conscript", 1, "conscript"),
        ("conscript", 2, "regular"),
        ("conscript", 3, "regular"),
        ("conscript", 4, "elite"),
        ("conscript", 6, "elite"),
        ("regular", 1, "regular"),
        ("regular", 2, "elite"),
        ("regular", 4, "elite"),
        ("elite", 2, "elite"),
    ],
)
def test_every_two_kills_raise_a_level_up_to_elite(quality, kills, now):
    unit = BattleUnit(quality=quality, tokens={})
    unit.tokens = {"experienced": levels_earned(unit, kills)} if levels_earned(unit, kills) else {}
    assert quality_now(unit) == now


def _battle(make_battle, *house_rules):
    battle, anna = make_battle(house_rules=house_rules)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    active = Battle.objects.get(pk=battle.pk).state["active"]
    shooter_seat, enemy_seat = (anna, ben) if active == anna.pk else (ben, anna)
    shooter = BattleUnit.objects.filter(seat=shooter_seat, unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=shooter_seat.pk, unit_id=shooter.pk, key=key())
    enemies = BattleUnit.objects.filter(seat=enemy_seat, unit_type="infantry", squad_leader=False, stats__crew=1)
    return battle, shooter_seat, shooter, list(enemies.order_by("ref"))


def _kill(battle, seat, target):
    return battle_roll(
        code=battle.code, seat_id=seat.pk, procedure_id="effect-infantry", data={"dice": [KILL]}, key=key(),
        target_id=target.pk,
    ).entry  # fmt: skip


def test_with_the_rule_on_a_soldier_rises_a_level_after_two_kills(make_battle):
    battle, seat, shooter, enemies = _battle(make_battle, "R35")
    assert shooter.quality == "regular"

    first = _kill(battle, seat, enemies[0])
    shooter.refresh_from_db()
    assert first.data["lands_on"] == {"unit": enemies[0].pk, "label": enemies[0].label, "by": shooter.pk, "kill": True}  # fmt: skip
    assert f"{shooter.label} has 1 kill." in first.summary and quality_now(shooter) == "regular"

    second = _kill(battle, seat, enemies[1])
    shooter.refresh_from_db()

    assert f"{shooter.label} has 2 kills and rises to elite (experience, R35)." in second.summary
    assert shooter.tokens.get("experienced") == 1 and shooter.quality == "regular"  # as revealed, sealed
    assert unit_facts(shooter, Battle.objects.get(pk=battle.pk))["quality"] == "elite"  # what the forms fill in
    verified(battle)

    voids.void_last(code=battle.code, seat_id=seat.pk, reason="wrong target", key=key())
    shooter.refresh_from_db()
    assert quality_now(shooter) == "regular"  # taking the kill back takes the rise back

    again = _kill(battle, seat, enemies[1])  # the voided kill no longer counts: this is the second again
    assert "has 2 kills and rises to elite" in again.summary
    verified(battle)


def test_without_the_rule_kills_are_noted_in_the_log_but_nobody_rises(make_battle):
    battle, seat, shooter, enemies = _battle(make_battle)
    for target in enemies[:2]:
        entry = _kill(battle, seat, target)
        assert entry.data["lands_on"]["kill"] is True and "kill" not in entry.summary.split(":", 1)[1]
    shooter.refresh_from_db()
    assert "experienced" not in shooter.tokens and quality_now(shooter) == "regular"


def test_a_loss_on_ones_own_side_earns_nothing(make_battle):
    battle, seat, shooter, enemies = _battle(make_battle, "R35")
    friends = BattleUnit.objects.filter(seat=seat, unit_type="infantry", stats__crew=1).exclude(pk=shooter.pk)
    for friend in list(friends.filter(squad_leader=False))[:2]:
        entry = _kill(battle, seat, friend)
        assert entry.data["lands_on"]["kill"] is False
    shooter.refresh_from_db()
    assert "experienced" not in shooter.tokens
