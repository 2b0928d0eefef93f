"""R36 at the table reads the engine's rule (effects.hit_again): the soldier's effect roll is pre-filled with the state
he already has and the battle's house rule, so the roll shows R36's odds and answer, and the table lands the same
result whether the form said it or the table worked it out from the tokens (no loss counted twice)."""

from __future__ import annotations

import pytest

from battles.models import Battle, BattleUnit
from battles.services import lobby
from battles.services.rolls import battle_roll
from battles.table.prefill import prefill
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, initiative, key, ready_to_play, seat_examples

INJURES, SUPPRESSES = "3,3", "2,2"  # the infantry table: 6 injures, 4 suppresses


def _playing(make_battle, house_rules=()):
    battle, anna = make_battle(house_rules=house_rules)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, AMERICANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    return Battle.objects.get(pk=battle.pk), anna, ben


def _soldier(seat, tokens):
    soldier = BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    BattleUnit.objects.filter(pk=soldier.pk).update(tokens=tokens)
    return BattleUnit.objects.select_related("seat").get(pk=soldier.pk)


def _roll(battle, seat, target, dice, data):
    return battle_roll(
        code=battle.code,
        seat_id=seat.pk,
        procedure_id="effect-infantry",
        data={**data, "dice": [dice]},
        key=key(),
        target_id=target.pk,
    ).entry


def _filled(battle, target):
    return prefill(catalog.get("effect-infantry"), None, Battle.objects.get(pk=battle.pk), target)


@pytest.mark.parametrize(
    ("tokens", "state"),
    [
        ({}, "none"),
        ({"injured": 1}, "injured"),
        ({"suppressed": 1, "hidden": 1}, "suppressed"),
        ({"injured": 1, "suppressed": 1}, "injured-and-suppressed"),
    ],
)
def test_the_effect_roll_is_filled_with_the_state_the_soldier_already_has(make_battle, tokens, state):
    battle, anna, ben = _playing(make_battle)
    filled = _filled(battle, _soldier(ben, tokens))
    assert (filled["earlier_state"], filled["keep_one_state"]) == ([state], ["false"])


def test_the_house_rule_of_the_battle_is_filled_in_too(make_battle):
    battle, anna, ben = _playing(make_battle, house_rules=("R36",))
    assert _filled(battle, _soldier(ben, {"injured": 1}))["keep_one_state"] == ["true"]


def test_a_crew_counts_its_tokens_by_r26_so_r36_is_not_asked(make_battle):
    battle, anna, ben = _playing(make_battle)
    machine = BattleUnit.objects.filter(seat=ben, unit_type__in=("support-weapon", "afv", "transport")).first()
    if machine is None:
        pytest.skip("the sample detachment has no crewed machine")
    BattleUnit.objects.filter(pk=machine.pk).update(tokens={"injured": 1})
    filled = _filled(battle, BattleUnit.objects.select_related("seat").get(pk=machine.pk))
    assert filled.get("earlier_state", ["none"]) == ["none"]


@pytest.mark.parametrize(
    ("tokens", "dice", "status", "after"),
    [
        ({"injured": 1}, INJURES, "dead", {}),
        ({"suppressed": 1}, SUPPRESSES, "surrendered", {}),
        ({"injured": 1}, SUPPRESSES, "active", {"injured": 1, "suppressed": 1}),
        ({}, INJURES, "active", {"injured": 1}),
    ],
)
def test_the_engines_answer_and_the_tables_own_reading_land_alike(make_battle, tokens, dice, status, after):
    """The same hit with the pre-filled form (the engine decides R36) and with a bare form (the table decides from the
    tokens): the same soldier's fate, scored once."""
    landed = []
    for data_of in (lambda battle, target: _filled(battle, target), lambda _battle, _target: {}):
        battle, anna, ben = _playing(make_battle)
        victim = _soldier(ben, tokens)
        entry = _roll(battle, anna, victim, dice, data_of(battle, victim))
        victim.refresh_from_db()
        score = Battle.objects.get(pk=battle.pk).state.get("combat_score", {}).get("A", 0)
        landed.append((victim.status, victim.tokens, score, entry.data["result"]))
        assert (victim.status, victim.tokens) == (status, after)
        assert score == (victim.points if status != "active" else 0)
    with_form, bare = landed
    assert with_form[:3] == bare[:3]
    assert with_form[3] == {"dead": "killed", "surrendered": "surrendered"}.get(status, with_form[3])


def test_under_the_house_rule_the_prefilled_roll_keeps_one_injured_token(make_battle):
    battle, anna, ben = _playing(make_battle, house_rules=("R36",))
    victim = _soldier(ben, {"injured": 1})
    entry = _roll(battle, anna, victim, INJURES, _filled(battle, victim))
    victim.refresh_from_db()
    assert (victim.status, victim.tokens, entry.data["result"]) == ("active", {"injured": 1}, "injured")
