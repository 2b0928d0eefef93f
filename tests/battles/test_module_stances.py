"""The SkirmishCorps stances module in a Burst of Fire battle (issue 36, ruling M2): switched on, the activated
soldier goes prone or stands up without spending an action, at most twice an activation; a prone soldier in cover
must be spotted first; one that neither moved nor changed stance aims, his attack form one higher on the attack
value; off, none of it; every refusal changes nothing; the log verifies and reads German."""

from __future__ import annotations

import pytest
from django.utils import translation

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import followups, stances, turns
from battles.table.prefill import needs_spot, prefill
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import (
    AMERICANS,
    GERMANS,
    examples_at_turn_one,
    key,
    verified,
)
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db
ATTACK = catalog.get("attack")


def in_play(make_battle, house_rules=("M2",)):
    return examples_at_turn_one(make_battle, GERMANS, AMERICANS, house_rules=house_rules)


def rifleman(seat, n=0):
    return BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref")[n]


def test_a_soldier_goes_prone_and_stands_up_without_an_action(make_battle):
    battle, anna, _ben = in_play(make_battle)
    soldier = rifleman(anna)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=soldier.pk, key=key())
    entry = stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    soldier.refresh_from_db()
    battle.refresh_from_db()
    assert soldier.tokens.get("prone") == 1 and battle.state["activation"]["used"] == 0
    assert entry.summary == f"{soldier.label} goes prone."
    with pytest.raises(Refused, match="is prone already"):
        stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=False)
    before = Battle.objects.get(pk=battle.pk).entry_count
    with pytest.raises(Refused, match="at the start and at the end of an activation, no more"):
        stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    assert Battle.objects.get(pk=battle.pk).entry_count == before
    with translation.override("de"):
        assert selectors.said_line(entry).endswith("legt sich hin.")
    assert verified(battle).ok


def test_without_the_module_there_is_no_stance(make_battle):
    battle, anna, _ben = in_play(make_battle, house_rules=())
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman(anna).pk, key=key())
    with pytest.raises(Refused, match="does not use SkirmishCorps' stances"):
        stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    assert "Go prone" not in words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))


def test_an_aimed_shot_is_one_higher_until_the_soldier_moves_or_changes_stance(make_battle):
    battle, anna, _ben = in_play(make_battle)
    soldier = rifleman(anna)
    plain = int(prefill(ATTACK, soldier, Battle.objects.get(pk=battle.pk))["attack_value"][0])  # not activated yet
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=soldier.pk, key=key())
    assert prefill(ATTACK, soldier, Battle.objects.get(pk=battle.pk))["attack_value"] == [str(plain + 1)]
    stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    assert prefill(ATTACK, soldier, Battle.objects.get(pk=battle.pk))["attack_value"] == [str(plain)]


def shoot(battle, seat, soldier, target):
    """A shot with the battle's dice as the phone fills it in; the rolls it leads to are skipped."""
    data = {**prefill(ATTACK, soldier, Battle.objects.get(pk=battle.pk), target), "distance": ["60"], "units": ["cm"]}
    turns.action_roll(code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack",
                      data={**data, "roll": ["1"]}, key=key(), target_id=target.pk)  # fmt: skip
    while steps := Battle.objects.get(pk=battle.pk).state.get("chain"):
        followups.skip_step(code=battle.code, seat_id=seat.pk, step_id=steps[0]["id"], reason="gone", key=key())


def test_no_change_of_stance_after_an_aimed_shot_but_after_a_snap_shot(make_battle):
    """SkirmishCorps: "The unit may not change stance after firing an aimed shot"; one that went prone first fires
    a snap shot and may stand up again at the end of his action."""
    battle, anna, ben = in_play(make_battle)
    aimer, other, enemy = rifleman(anna), rifleman(anna, 1), rifleman(ben)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=aimer.pk, key=key())
    shoot(battle, anna, aimer, enemy)
    before = Battle.objects.get(pk=battle.pk)
    with pytest.raises(Refused, match="fired an aimed shot in this activation: no change of stance after it"):
        stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    after = Battle.objects.get(pk=battle.pk)
    assert (after.version, after.state) == (before.version, before.state)

    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    n = 0
    while Battle.objects.get(pk=battle.pk).state["active"] != anna.pk:  # Ben's soldiers move until Anna's turn
        turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman(ben, n).pk, key=key())
        turns.spend_action(code=battle.code, seat_id=ben.pk, action="move", key=key())
        if Battle.objects.get(pk=battle.pk).state.get("activation"):
            turns.end_activation(code=battle.code, seat_id=ben.pk, key=key())
        n += 1
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=other.pk, key=key())
    stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    shoot(battle, anna, other, enemy)
    stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=False)
    assert "prone" not in BattleUnit.objects.get(pk=other.pk).tokens
    assert verified(battle).ok


def test_without_the_module_no_shot_is_aimed(make_battle):
    battle, anna, _ben = in_play(make_battle, house_rules=())
    soldier = rifleman(anna)
    plain = prefill(ATTACK, soldier, Battle.objects.get(pk=battle.pk))["attack_value"]
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=soldier.pk, key=key())
    assert prefill(ATTACK, soldier, Battle.objects.get(pk=battle.pk))["attack_value"] == plain


@pytest.mark.parametrize(
    ("tokens", "cover", "hidden"),
    [({"prone": 1}, ["soft"], True), ({"prone": 1}, [], False), ({}, ["soft"], False), ({"hidden": 1}, [], True)],
)
def test_a_prone_soldier_in_cover_is_spotted_first(tokens, cover, hidden):
    target = BattleUnit(unit_type="infantry", tokens=tokens, profile_key="us-rifleman")
    spot = needs_spot(None, target, {"cover": cover, "distance": ["60"], "units": ["cm"]})
    assert (spot is not None and spot["hidden"] == ["on"]) == hidden


def test_the_phone_offers_the_stance_and_its_tap_works(make_battle):
    battle, anna, _ben = in_play(make_battle)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman(anna).pk, key=key())
    client = phone(battle.code, anna.pk)
    assert "Go prone" in words(client.get(f"/battles/{battle.code}/"))
    client.post(f"/battles/{battle.code}/turn-command/stance/", {"stance": "prone", "key": str(key())})
    assert rifleman(anna).tokens.get("prone") == 1
    assert "Stand up" in words(client.get(f"/battles/{battle.code}/"))
    assert LogEntry.objects.filter(battle=battle, data__action="stance").count() == 1


def test_a_prone_soldier_sneaks_when_he_moves(make_battle):
    battle, anna, _ben = in_play(make_battle)
    soldier = rifleman(anna)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=soldier.pk, key=key())
    stances.change_stance(code=battle.code, seat_id=anna.pk, key=key(), prone=True)
    entry = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    assert entry.summary.endswith(f"Prone, {soldier.label} sneaks: half a move, and stays prone.")
    with translation.override("de"):
        assert "schleicht" in selectors.said_line(entry)
    assert rifleman(anna).tokens.get("prone") == 1
