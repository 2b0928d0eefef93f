"""Each unit's story through the campaign, and the experience rule (R35) carried from one battle to the next: kills
are counted from the battle's log for the unit that made them."""

from __future__ import annotations

from django.utils import translation

from battles.models import BattleUnit
from battles.services import objective, turns
from battles.services.rolls import battle_roll
from campaigns import history, services
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, first_turn_of_next_game, key, play_game, with_experience

KILL = "1,1"  # the infantry effect table: a double 1 kills


def test_two_kills_in_one_game_carry_a_level_into_the_next(sample_pack, player, stranger):
    campaign = with_experience(player, stranger)
    game, battle, seats = first_turn_of_next_game(campaign, player)  # Anna's team acts first
    shooter = BattleUnit.objects.filter(seat=seats["A"], unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=seats["A"].pk, unit_id=shooter.pk, key=key())
    enemies = BattleUnit.objects.filter(seat=seats["B"], unit_type="infantry", squad_leader=False, stats__crew=1)
    for enemy in list(enemies.order_by("ref"))[:2]:
        battle_roll(code=battle.code, seat_id=seats["A"].pk, procedure_id="effect-infantry", data={"dice": [KILL]},
                    key=key(), target_id=enemy.pk)  # fmt: skip
    objective.declare(code=battle.code, seat_id=seats["A"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["B"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    confirm_both(campaign, player, stranger, game.__class__.objects.get(pk=game.pk))

    stories = history.histories(campaign, "A")
    assert stories[shooter.ref].kills == 2 and stories[shooter.ref].games == [1]
    lost = history.histories(campaign, "B")
    assert sum(1 for s in lost.values() if s.losses == ["game 1: killed"]) == 2
    with translation.override("de"):  # the force page's story, in the reader's words
        assert sum(1 for s in history.histories(campaign, "B").values() if s.losses == ["Spiel 1: getötet"]) == 2

    second = services.next_game(code=campaign.code, user=player, key=key())
    veteran = BattleUnit.objects.get(battle_id=second.battle_id, seat__user=player, ref=shooter.ref)
    assert veteran.tokens.get("experienced") == 1  # regular + two kills: fights as elite
    others = BattleUnit.objects.filter(battle_id=second.battle_id).exclude(pk=veteran.pk)
    assert not any((u.tokens or {}).get("experienced") for u in others)


def test_without_the_rule_kills_are_counted_but_nobody_rises(running, client):
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    second = services.next_game(code=campaign.code, user=anna, key=key())
    assert not any((u.tokens or {}).get("experienced") for u in BattleUnit.objects.filter(battle_id=second.battle_id))
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/force/A/").text
    assert 'data-testid="story-' in page and "Fought in game 1" in page
