"""Chain of Command's calculators explain themselves in the reader's words: every step and refusal its procedures
(rules.engine.chain_of_command.procedures) make has a row (rules/sentences/steps/chain_of_command.py or the general
ones), every row of its module says a sentence the engine makes, and on a German page none stays English.

The sentences are made by running the engine on every choice of every field, a few Shock and angle values, and every
roll of the dice each case takes, plus dice that do not fit. The German test needs the lead's catalogue (locale/)."""

from __future__ import annotations

from functools import cache
from itertools import product

import pytest
from django.utils import translation

from rules import sentences
from rules.engine import catalog
from rules.engine.systems import CHAIN_OF_COMMAND
from rules.sentences.refusals import REFUSALS
from rules.sentences.steps import chain_of_command as rows_module

PROCEDURES = tuple(catalog.of_system(CHAIN_OF_COMMAND.key).values())
NUMBERS = {"shock": (0, 1, 2, 20), "degrees": (1, 45, 46, 90, 91, 180)}


def _values(spec):
    if spec.kind == "bool":
        return (False, True)
    if spec.kind == "choice":
        return spec.choices
    return NUMBERS[spec.name]


@cache
def sentences_of(procedure) -> tuple[str, ...]:
    said: list[str] = []
    for combo in product(*(_values(spec) for spec in procedure.fields)):
        inputs = procedure.inputs(**dict(zip([f.name for f in procedure.fields], combo, strict=True)))
        counts = [n for n in procedure.dice_counts(inputs) if n]
        rolls = [None, [1] * (max(counts, default=0) + 1)]
        rolls += [list(faces) for n in counts for faces in product(range(1, 7), repeat=n)]
        for dice in rolls:
            try:
                said += procedure.resolve(inputs, dice).steps
            except ValueError as refused:
                said.append(str(refused))
    return tuple(dict.fromkeys(said))


def _has_a_row(english: str) -> bool:
    """A row of its own or a general one (a step, or a refusal of the dice) matches the whole sentence; whether its
    parts read German (a result's name) is the German test's to say."""
    groups = ((REFUSALS, {}), *sentences._step_groups())
    return any(pattern.fullmatch(english) for rows, _parts in groups for pattern, _words in rows)


@pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
def test_every_sentence_of_the_procedure_has_a_row_and_stays_english_in_english(procedure):
    said = sentences_of(procedure)
    assert len(said) >= 3
    assert [english for english in said if not _has_a_row(english)] == []
    with translation.override("en"):
        assert [sentences.translated(english) for english in said] == list(said)


def test_every_row_says_a_sentence_the_engine_makes():
    made = {english for procedure in PROCEDURES for english in sentences_of(procedure)}
    unmatched = [pattern.pattern for pattern, _words in rows_module.ROWS if not any(map(pattern.fullmatch, made))]
    assert unmatched == []


@pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
def test_every_sentence_reads_german(procedure):
    """Needs the German of the rows' English in locale/de (the lead translates them)."""
    with translation.override("de"):
        left = [english for english in sentences_of(procedure) if sentences.translated(english) == english]
    assert left == [], "still English:\n" + "\n".join(left)
