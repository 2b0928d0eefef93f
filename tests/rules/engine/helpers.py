"""What the chapter tests share: run a procedure from form-like inputs, and dice that make a total."""

from __future__ import annotations

from rules.engine import catalog
from rules.engine.registry import parse_inputs


def run(procedure_id, dice=None, **raw):
    procedure = catalog.get(procedure_id)
    data = {k: v if isinstance(v, list) else [str(v)] for k, v in raw.items()}
    inputs, errors = parse_inputs(procedure, data)
    assert errors == {}
    return procedure.resolve(inputs, dice)


def dice_for(total, count):
    """Some dice of `count` D6 that add up to `total`."""
    dice, left = [1] * count, total - count
    for n in range(count):
        step = min(5, left)
        dice[n] += step
        left -= step
    assert left == 0 and sum(dice) == total
    return dice
