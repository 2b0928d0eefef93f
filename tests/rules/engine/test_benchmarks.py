"""How long the odds a player sees take to compute. Budget: well under a millisecond each.

pytest-benchmark prints the numbers; `make test` shows them in its table. They measure, they do not
assert a time (a loaded CI machine must not fail the build), and each checks what it computed.
"""

from __future__ import annotations

from fractions import Fraction

from rules.engine import catalog
from rules.engine.dice import p_sum_at_most
from rules.engine.registry import parse_inputs


def test_it_benchmarks_a_roll_under_chance(benchmark):
    assert benchmark(p_sum_at_most, 4, 13) == Fraction(575, 1296)


def test_it_benchmarks_an_attack_preview(benchmark):
    attack = catalog.get("attack")
    inputs, _ = parse_inputs(attack, {"attack_value": ["10"], "distance": ["60"], "cover": ["soft", "medium"]})
    outcome = benchmark(attack.resolve, inputs, None)
    assert outcome.target == 10 + 4 - 1 - 2


def test_it_benchmarks_the_largest_movement_preview(benchmark):
    move = catalog.get("vehicle-move")
    data = {"movement": ["wheeled"], "terrain": ["paved-road"], "dice_count": ["8"], "units": ["cm"]}
    inputs, _ = parse_inputs(move, data)
    outcome = benchmark(move.resolve, inputs, None)
    assert sum(outcome.value("distance_odds").values()) == 1
