"""Outcomes and procedures as JSON-safe dicts: the calculators' JSON answers and the registry listing.

Exact probabilities travel twice: as a float for plotting and as "a/b" for anyone who checks the sums.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from rules.engine.outcome import Outcome
from rules.engine.registry import Procedure

# Keys of every calculator answer; an Outcome `values` entry never overwrites one of these.
RESERVED = frozenset(
    {
        "procedure",
        "inputs",
        "dice",
        "dice_rolled_by_server",
        "target",
        "result",
        "probability",
        "probability_exact",
        "outcomes",
        "steps",
        "effects",
        "errors",
    }
)


def exact(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator}"


def odds(pairs, *, key: str) -> list[dict]:
    """(thing, Fraction) pairs as [{key: thing, "probability": 0.25, "exact": "1/4"}, ...]."""
    return [{key: json_safe(thing), "probability": float(p), "exact": exact(p)} for thing, p in pairs]


def json_safe(value: Any) -> Any:
    """Plain JSON types from whatever the engine hands back: Fractions, tuples, float-keyed dicts."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, Fraction):
        return float(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        # A distribution (vehicle-move's distance_odds: {7.5: Fraction, ...}) reads like `outcomes`.
        if value and all(isinstance(p, Fraction) for p in value.values()):
            return odds(value.items(), key="value")
        return {_key(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [json_safe(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: json_safe(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return str(value)


def _key(key: Any) -> str:
    if isinstance(key, float) and key.is_integer():
        return str(int(key))
    return str(key)


def inputs_json(inputs: Any) -> dict:
    return {f.name: json_safe(getattr(inputs, f.name)) for f in dataclasses.fields(inputs)}


def outcome_json(outcome: Outcome, inputs: Any, *, rolled_by_server: bool = False) -> dict:
    p = outcome.probability
    payload = {
        "procedure": outcome.procedure,
        "inputs": inputs_json(inputs),
        "dice": list(outcome.dice),
        "dice_rolled_by_server": rolled_by_server,
        "target": outcome.target,
        "probability": None if p is None else float(p),
        "probability_exact": None if p is None else exact(p),
        "outcomes": odds(outcome.outcomes, key="result"),
        "steps": list(outcome.steps),
        "effects": json_safe(outcome.effects.as_dict()),
    }
    # A preview (no dice) has no result, unless the answer needs no dice (a move on foot, a refused rally).
    if outcome.result is not None:
        payload["result"] = outcome.result
    for name, value in outcome.values:
        if name not in RESERVED:
            payload[name] = json_safe(value)
    return payload


def procedure_json(procedure: Procedure, *, url: str = "") -> dict:
    described = json_safe(procedure.describe())
    if url:
        described["url"] = url
    return described
