"""Chain of Command's procedures as a whole, held to the contract every Burst of Fire procedure keeps: sections quoted
verbatim from the Chain of Command text, fields matching inputs, JSON descriptions, previews whose odds sum to one, only
predicted results, the odds shown equal to counting every roll of its D6 Movement Dice, and dice that do not fit
refused."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules.engine import catalog
from rules.engine.outcome import InvalidInput
from rules.engine.registry import check_fields_match, parse_inputs
from rules.engine.systems import CHAIN_OF_COMMAND
from tests.hypothesis_profiles import examples
from tests.rulebook import source_headings
from tests.rules.engine.strategies import raw_inputs

PROCEDURES = sorted(catalog.of_system(CHAIN_OF_COMMAND.key).values(), key=lambda p: p.id)
RULING = re.compile(r"^K([1-9]|[1-9][0-9])$")
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
SLOW = [HealthCheck.too_slow, HealthCheck.filter_too_much]


def headings() -> set[str]:
    return source_headings(CHAIN_OF_COMMAND.source)


@by_id
def test_it_names_a_section_of_the_chain_of_command_text(procedure):
    assert procedure.section in headings(), f"{procedure.id}: no heading {procedure.section!r} in the text"


@by_id
def test_it_declares_fields_that_match_its_inputs(procedure):
    check_fields_match(procedure)
    assert re.fullmatch(r"chain-of-command/[a-z0-9]+(-[a-z0-9]+)*", procedure.id)
    assert all(RULING.match(ruling) for ruling in procedure.rulings)
    assert all(roll.sides == 6 for roll in procedure.rolls)


@by_id
def test_it_describes_itself_as_json(procedure):
    described = json.loads(json.dumps(procedure.describe()))
    assert described["id"] == procedure.id
    assert [field["name"] for field in described["inputs"]] == [f.name for f in procedure.fields]


def preview_or_refusal(procedure, inputs):
    try:
        return procedure.resolve(inputs, None)
    except InvalidInput as refusal:
        assert refusal.field in {f.name for f in procedure.fields} | {"dice"}
        assume(False)


@by_id
@settings(max_examples=examples(25), deadline=None, suppress_health_check=SLOW)
@given(data=st.data())
def test_it_previews_odds_that_sum_to_one(procedure, data):
    inputs, errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    assert errors == {}
    preview = preview_or_refusal(procedure, inputs)
    if max(procedure.dice_counts(inputs)) > 0:
        assert preview.result is None
    assert preview.steps
    assert sum(p for _result, p in preview.outcomes) == 1
    assert all(0 <= p <= 1 for _result, p in preview.outcomes)


def accepted(procedure, inputs, dice):
    try:
        return procedure.resolve(inputs, list(dice))
    except ValueError:
        return None


@by_id
@settings(max_examples=examples(25), deadline=None, suppress_health_check=SLOW)
@given(data=st.data())
def test_it_only_ever_gives_a_result_it_predicted(procedure, data):
    inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    predicted = {result for result, p in preview_or_refusal(procedure, inputs).outcomes if p > 0}
    count = data.draw(st.sampled_from(procedure.dice_counts(inputs)))
    rolled = data.draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))
    outcome = accepted(procedure, inputs, rolled)
    assume(outcome is not None)  # a re-roll count that these first dice do not call for
    assert outcome.result in predicted


def _few_dice(procedure) -> bool:
    """A roll of one to four dice: a roll-off, whose ties could go on for ever, is counted in its own tests, and a
    check without dice has nothing to count."""
    return 0 < max(procedure.dice_counts(procedure.defaults())) <= 4


@pytest.mark.parametrize("procedure", [p for p in PROCEDURES if _few_dice(p)], ids=lambda p: p.id)
@settings(max_examples=examples(10), deadline=None, suppress_health_check=SLOW)
@given(data=st.data())
def test_it_shows_the_same_odds_as_counting_every_roll(procedure, data):
    """Every result's chance equals the weight of the dice that give it: each accepted sequence of n dice counts
    1/6^n (a re-roll is one more die only where the first dice call for it)."""
    inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    try:
        preview = procedure.resolve(inputs, None)
    except InvalidInput:
        return  # a combination the rules refuse (counted in the defaults' test below, which never is)
    if not 0 < max(procedure.dice_counts(inputs)) <= 4:
        return  # too many dice to count here: many random volleys of an attack are
    assert_counted(procedure, inputs, preview)


@pytest.mark.parametrize("procedure", [p for p in PROCEDURES if _few_dice(p)], ids=lambda p: p.id)
def test_its_defaults_show_the_same_odds_as_counting_every_roll(procedure):
    """The same count for the procedure's defaults: at least one case each, whatever the random inputs above draw."""
    inputs = procedure.defaults()
    assert_counted(procedure, inputs, procedure.resolve(inputs, None))


def assert_counted(procedure, inputs, preview) -> None:
    counts = procedure.dice_counts(inputs)
    weights: dict[str, Fraction] = {}
    for n in counts:
        for roll in product(range(1, 7), repeat=n):
            outcome = accepted(procedure, inputs, roll)
            if outcome is not None:
                weights[outcome.result] = weights.get(outcome.result, 0) + Fraction(1, 6**n)
    shown = {result: p for result, p in preview.outcomes if p > 0}
    assert weights == shown


@by_id
def test_it_refuses_dice_that_do_not_fit(procedure):
    inputs = procedure.defaults() if all(f.default is not None for f in procedure.fields) else None
    assume(inputs is not None)
    counts = procedure.dice_counts(inputs)
    wrong = next(n for n in range(0, 20) if n not in counts)
    with pytest.raises(ValueError):
        procedure.resolve(inputs, [3] * wrong)
    if max(counts) > 0:
        with pytest.raises(ValueError):
            procedure.resolve(inputs, [7] * max(counts))
