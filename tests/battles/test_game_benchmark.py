"""A whole scripted game: two ~150-point sample detachments, five turns, every activation spent, a shot
with server dice in each activation, through the same services the phones call."""

from __future__ import annotations

from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import turns
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import key, ready_to_play

ATTACK = {"attack_value": ["9"], "distance": ["60"], "units": ["cm"], "roll": ["1"]}


def play_turn(battle, seats) -> int:
    """Every seat activates its units in turn until all actions are spent; returns the activations made."""
    turns.roll_initiative(code=battle.code, seat_id=seats[0].pk, dice={"roll": ["1"]}, key=key())
    while Battle.objects.get(pk=battle.pk).state["step"] == "initiative":  # a tie: roll again
        turns.roll_initiative(code=battle.code, seat_id=seats[0].pk, dice={"roll": ["1"]}, key=key())
    activations = 0
    queue = {s.pk: list(BattleUnit.objects.filter(seat=s, status="active").order_by("ref")) for s in seats}
    while (state := Battle.objects.get(pk=battle.pk).state)["step"] == "activations":
        seat = next(s for s in seats if s.pk == state["active"])
        unit = queue[seat.pk].pop(0)
        turns.activate(code=battle.code, seat_id=seat.pk, unit_id=unit.pk, key=key())
        activations += 1
        entry = turns.action_roll(
            code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack", data=ATTACK, key=key()
        ).entry
        while "activates next" not in entry.summary and "Every action is spent" not in entry.summary:
            entry = turns.spend_action(code=battle.code, seat_id=seat.pk, action="move", key=key())
    turns.end_turn(code=battle.code, seat_id=seats[0].pk, key=key())
    return activations


def test_it_benchmarks_a_whole_five_turn_game(benchmark, revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)

    def game():
        return [play_turn(battle, [anna, ben]) for _turn in range(battle.turn_limit)]

    activations = benchmark.pedantic(game, rounds=1, iterations=1)
    battle.refresh_from_db()
    assert battle.phase == "ended" and len(activations) == 5 and all(activations)
    report = fairplay.verify(selectors.battle_export(battle))
    assert report.ok and report.rolls_recomputed == battle.roll_count
