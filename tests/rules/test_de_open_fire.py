"""Open Fire's calculators explain themselves in the reader's words: every step, refusal and reason its procedures
(rules.engine.open_fire.procedures) make reads German on a German page (rules/sentences/steps/open_fire_*.py) and
stays the engine's own English on an English one.

The sentences are made by running the engine: each procedure on many inputs a player could type (the hypothesis
strategies of its own fields, tests/rules/engine/strategies.py) with dice rolled as the server rolls them (more
while the dice so far are too few), with too few and too many dice, and with dice where none are rolled; plus each
field's every value against the defaults. A sentence a row cannot say stays English, and the test names it.

Its pages too: the quick reference, the calculators (before and after a roll), the rulings and the search show no
English of ours on a German page (tests/i18n_helpers.english_left), and the copies they show roll as the engine does."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from functools import cache

import pytest
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import localized, sentences
from rules.engine import catalog
from rules.engine.registry import Field, Procedure, parse_inputs
from rules.engine.systems import OPEN_FIRE
from rules.sentences import steps as step_modules
from tests import i18n_helpers
from tests.rules.engine.strategies import raw_inputs

PROCEDURES = tuple(catalog.of_system(OPEN_FIRE.key).values())
RUNS = 250  # hypothesis examples per procedure


# --- the sentences, made by the engine --------------------------------------------------------------------------


def _said(procedure: Procedure, data: dict[str, list[str]], rng: random.Random) -> Iterator[str]:
    """Everything the calculator would say for this form: its refusals of the inputs, or the steps of the odds and of
    a roll (and the refusals of wrong dice)."""
    inputs, errors = parse_inputs(procedure, data)
    if errors:
        yield from (message for messages in errors.values() for message in messages)
        return
    for dice in (None, *_dice(procedure, inputs, rng)):
        try:
            yield from procedure.resolve(inputs, dice).steps
        except ValueError as refused:
            yield str(refused)


def _dice(procedure: Procedure, inputs: object, rng: random.Random) -> Iterator[list[int]]:
    """Dice as the server rolls them (the first count, more while they are too few), then one too few and one too
    many, and as many as each count it takes; none where it takes none (a volley of no rolls), and a die typed where
    none are rolled."""
    every = procedure.dice_counts(inputs)
    counts = sorted({n for n in every if n})
    if 0 in every:
        yield []
    if not counts:
        yield [rng.randint(1, 12)]
        return
    dice = [rng.randint(1, 12) for _ in range(counts[0])]
    for more in counts[1:]:
        try:
            procedure.resolve(inputs, dice)
            break
        except ValueError:
            dice += [rng.randint(1, 12) for _ in range(more - len(dice))]
    yield dice
    yield dice[:-1]
    yield [*dice, rng.randint(1, 12)]
    yield from ([rng.randint(1, 12) for _ in range(count)] for count in counts[:4])


def _values(spec: Field) -> Iterator[list[str]]:
    """Each value of a field a player can pick, and a number's edges and middle."""
    if spec.kind == "bool":
        yield from (["true"], ["false"])
    elif spec.kind in ("choice", "choices"):
        yield from ([choice] for choice in spec.choices)
    else:
        low, high = int(spec.minimum or 0), int(spec.maximum if spec.maximum is not None else 60)
        yield from ([str(n)] for n in sorted({low, low + 1, (low + high) // 2, high - 1, high, low + 2, low + 3}))


# Forms that reach what neither one field at a time nor the random examples reliably do: three fields at once, or a
# roll-off's tie on its last pair and a pair too many.
HAND_MADE: dict[str, tuple[tuple[dict[str, list[str]], tuple[list[int], ...]], ...]] = {
    "open-fire/move-allowance": (({"kind": ["aircraft"], "movement": ["4"], "stress": ["3"]}, ()),),
    "open-fire/terrain-cost": (
        ({"kind": ["vehicle"], "levels_up": ["1"]}, ()),
        ({"kind": ["aircraft"], "minimum": ["9"]}, ()),
    ),
    "open-fire/activation": (({"place": ["reserve"], "rule": ["support"]}, ()),),
    "open-fire/roll-off": (({}, ([5, 5], [7, 3, 2, 9], [4, 4, 6, 1])),),
}


@cache
def sentences_of(procedure: Procedure) -> tuple[str, ...]:
    """Every sentence the procedure makes, once each: on each field's values against the defaults, on the hypothesis
    examples of its fields, and on the forms made by hand."""
    rng = random.Random(procedure.id)
    said: list[str] = []
    for spec in procedure.fields:
        for value in _values(spec):
            said += _said(procedure, {spec.name: value}, rng)
    for data, dice in HAND_MADE.get(procedure.id, ()):
        said += _said(procedure, data, rng)
        inputs, _errors = parse_inputs(procedure, data)
        for faces in dice:
            try:
                said += procedure.resolve(inputs, faces).steps
            except ValueError as refused:
                said.append(str(refused))

    @settings(max_examples=RUNS, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(data=raw_inputs(procedure), seed=st.integers(0, 2**16))
    def run(data: dict[str, list[str]], seed: int) -> None:
        said.extend(_said(procedure, data, random.Random(seed)))

    run()
    return tuple(dict.fromkeys(said))


def every_sentence() -> set[str]:
    return {said for procedure in PROCEDURES for said in sentences_of(procedure)}


# --- the tests --------------------------------------------------------------------------------------------------


def english_left(said: Iterable[str]) -> list[str]:
    """The sentences a German page would still show in English (or with a part left unfilled)."""
    with translation.override("de"):
        german = {english: sentences.translated(english) for english in said}
    return [english for english, words in german.items() if words == english or "%(" in words or "None" in words]


@pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
def test_every_sentence_of_the_procedure_reads_german_and_stays_english_in_english(procedure):
    said = sentences_of(procedure)
    assert len(said) >= 3, f"only {len(said)} sentences were made"
    left = english_left(said)
    assert left == [], "still English:\n" + "\n".join(left)
    with translation.override("en"):
        assert [sentences.translated(english) for english in said] == list(said)


def _open_fire_rows() -> list[tuple[str, object]]:
    modules = [
        module for module in sentences._modules() if module.__name__.startswith(f"{step_modules.__name__}.open_fire")
    ]
    assert len(modules) >= 3, "no Open Fire rows found"
    return [(module.__name__, pattern) for module in modules for pattern, _words in module.ROWS]


def test_every_open_fire_row_says_a_sentence_the_engine_makes():
    """A row no sentence of the engine matches is a row the engine's wording left behind."""
    made = every_sentence()
    unmatched = [
        f"{name}: {pattern.pattern}" for name, pattern in _open_fire_rows() if not any(map(pattern.fullmatch, made))
    ]
    assert unmatched == []


# --- the pages ------------------------------------------------------------------------------------------------------

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
PAGES = [
    "/rules/open-fire/",
    "/rules/open-fire/?q=furcht",
    "/rules/open-fire/calc/",
    "/rules/open-fire/rulings/",
    "/rules/open-fire/calc/no-such-roll/",
    "/rules/search/?q=stress&system=open-fire",
]


@pytest.mark.django_db
@pytest.mark.parametrize("path", PAGES)
def test_its_pages_answer_in_german_with_no_english_of_ours_left(client, path):
    response = client.get(path, **DE)
    assert response.status_code in (200, 404) and '<html lang="de"' in response.text
    assert i18n_helpers.english_left(response, rule_content_too=True) == []


@pytest.mark.django_db
@pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
def test_its_calculators_answer_in_german_before_and_after_the_roll(client, procedure):
    url = f"/rules/open-fire/calc/{procedure.id.removeprefix('open-fire/')}/"
    for query in ({}, {"roll": "1"}):
        response = client.get(url, query, **DE)
        assert response.status_code == 200 and '<html lang="de"' in response.text
        assert i18n_helpers.english_left(response, rule_content_too=True) == [], query


def test_the_copies_are_german_and_roll_as_the_engine_does_while_the_engine_keeps_its_english():
    with translation.override("de"):
        copies = localized.procedures_of(OPEN_FIRE.key)
        heading = localized.heading("### Attribute Rolls")
    english = catalog.of_system(OPEN_FIRE.key)
    assert copies.keys() == english.keys()
    german = copies["open-fire/roll-attacks"]
    assert (german.title, german.chapter, german.fields[0].label) == (
        "Angriffe würfeln",
        "Angriff",
        "Geschick des Angreifers",
    )
    assert german.section == english["open-fire/roll-attacks"].section  # the text's heading, said by localized.heading
    assert german.resolve is english["open-fire/roll-attacks"].resolve
    assert heading == "Attributswürfe (Attribute Rolls)"
    with translation.override("en-gb"):
        assert dict(localized.procedures_of(OPEN_FIRE.key)) == dict(english)
        assert localized.heading("### Attribute Rolls") == "Attribute Rolls"


def test_a_counted_result_and_a_choice_with_a_meaning_of_its_own_read_german():
    with translation.override("de"):
        assert [
            localized.label(r) for r in ("1-hit", "3-hits", "2-damage", "0-models-destroyed", "player-2-first")
        ] == [
            "1 Treffer",
            "3 Treffer",
            "2 Schaden",
            "0 Modelle vernichtet",
            "Spieler 2 zuerst",
        ]
        assert (localized.choice_label("objective", "recover"), localized.label("recover")) == ("Bergung", "Erholen")
    with translation.override("en-gb"):
        assert localized.label("3-hits") == "3 hits" and localized.choice_label("objective", "recover") == "recover"
