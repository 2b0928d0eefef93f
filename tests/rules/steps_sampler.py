"""The steps the engine says, sampled: every procedure of the named engine modules, run on seeded random inputs a
player could type, with and without dice. tests/rules/test_de_steps.py checks that none is left English."""

from __future__ import annotations

import random
from collections.abc import Iterator

from django.utils import translation

from rules import sentences
from rules.engine.catalog import all_procedures
from rules.engine.outcome import InvalidInput
from rules.engine.registry import Field, parse_inputs


def _typed(spec: Field, rng: random.Random) -> list[str]:
    if spec.kind == "bool":
        return [rng.choice(["true", "false"])]
    if spec.kind == "choice":
        return [rng.choice(spec.choices)]
    if spec.kind == "choices":
        return rng.sample(list(spec.choices), k=rng.randint(0, min(3, len(spec.choices))))
    low = int(spec.minimum if spec.minimum is not None else 0)
    high = min(int(spec.maximum if spec.maximum is not None else low + 60), low + 300)
    number = rng.randint(low, high)
    return [f"{number}.5" if spec.kind == "number" and rng.random() < 0.2 and number < high else str(number)]


def sampled_steps(modules: tuple[str, ...], runs: int = 150, seed: int = 1) -> Iterator[tuple[str, str]]:
    """(procedure id, step) for every step said on `runs` random inputs of each procedure of `modules` (names of
    rules.engine.procedures' modules: "aircraft", "drift"), each once without dice and once with random dice."""
    rng = random.Random(seed)
    for procedure in all_procedures().values():
        if procedure.resolve.__module__.rsplit(".", 1)[-1] not in modules:
            continue
        for _run in range(runs):
            inputs, errors = parse_inputs(procedure, {spec.name: _typed(spec, rng) for spec in procedure.fields})
            if errors:
                continue
            counts = procedure.dice_counts(inputs)
            for dice in (None, [rng.randint(1, 6) for _die in range(counts[0] if counts else 0)]):
                try:
                    outcome = procedure.resolve(inputs, dice)
                except InvalidInput:
                    continue
                for step in outcome.steps:
                    yield procedure.id, step


def english_left(modules: tuple[str, ...], runs: int = 60) -> list[str]:
    """The steps of `modules`' procedures that a German page would still show in English, each once, sorted."""
    with translation.override("de"):
        return sorted({step for _id, step in sampled_steps(modules, runs=runs) if sentences.translated(step) == step})
