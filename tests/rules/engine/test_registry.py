"""The registry as a whole: it agrees with the rulebook, with itself, and with brute force."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules.engine import catalog
from rules.engine.registry import check_fields_match, parse_inputs
from tests.hypothesis_profiles import examples
from tests.rulebook import rulebook_headings
from tests.rules.engine.strategies import raw_inputs
from tests.rules.engine.system_contract import preview_or_refusal

PROCEDURES = sorted(catalog.all_procedures().values(), key=lambda p: p.id)
TABLES = {table.id: table for p in PROCEDURES for table in p.tables}
RULING = re.compile(r"^R([1-9]|[1-3][0-9]|4[0-6])$")  # R1-R46 (shared/rulings.md)
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)


def test_it_registers_the_procedures_with_a_fixed_contract():
    assert {"attack", "morale-check", "vehicle-move"} <= set(catalog.all_procedures())


@by_id
def test_it_names_a_rulebook_section_that_exists(procedure):
    assert procedure.section in rulebook_headings(), f"{procedure.id}: no heading {procedure.section!r} in the rulebook"


@pytest.mark.parametrize("table", TABLES.values(), ids=lambda t: t.id)
def test_it_takes_every_table_from_a_rulebook_section(table):
    assert table.section in rulebook_headings(), f"{table.id}: no heading {table.section!r} in the rulebook"


@by_id
def test_it_declares_fields_that_match_its_inputs(procedure):
    check_fields_match(procedure)
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", procedure.id)
    assert all(RULING.match(ruling) for ruling in procedure.rulings)


@by_id
def test_it_describes_itself_as_json(procedure):
    described = json.loads(json.dumps(procedure.describe()))
    assert described["id"] == procedure.id
    assert [field["name"] for field in described["inputs"]] == [f.name for f in procedure.fields]


@by_id
@settings(
    max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(data=st.data())
def test_it_previews_odds_that_sum_to_one(procedure, data):
    inputs, errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    assert errors == {}
    preview = preview_or_refusal(procedure, inputs)
    if max(procedure.dice_counts(inputs)) > 0:
        assert preview.result is None  # a preview, not a result
    assert preview.steps
    assert sum(p for _result, p in preview.outcomes) == 1
    assert all(0 <= p <= 1 for _result, p in preview.outcomes)


@by_id
@settings(
    max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(data=st.data())
def test_it_only_ever_gives_a_result_it_predicted(procedure, data):
    inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    predicted = {result for result, p in preview_or_refusal(procedure, inputs).outcomes if p > 0}
    count = max(procedure.dice_counts(inputs))
    rolled = data.draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))
    assert procedure.resolve(inputs, rolled).result in predicted


def _defaults(procedure):
    data = {}
    for spec in procedure.fields:
        if spec.default is None:
            data[spec.name] = [str(int(spec.minimum or 0) + 10)] if spec.kind in ("int", "number") else []
    inputs, errors = parse_inputs(procedure, data)
    assert errors == {}, errors
    return inputs


def _is_roll_under(procedure) -> bool:
    return procedure.resolve(_defaults(procedure), None).target is not None


@pytest.mark.parametrize("procedure", [p for p in PROCEDURES if _is_roll_under(p)], ids=lambda p: p.id)
@settings(
    max_examples=examples(15), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(data=st.data())
def test_it_shows_the_same_chance_as_counting_every_roll(procedure, data):
    """For roll-under procedures: the probability shown equals a count over all dice of the roll."""
    inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    preview = preview_or_refusal(procedure, inputs)
    assume(preview.target is not None and preview.probability is not None)
    count = min(procedure.dice_counts(inputs))
    assume(0 < count <= 4)
    success = preview.outcomes[0][0]
    hits = sum(
        1 for roll in product(range(1, 7), repeat=count) if procedure.resolve(inputs, list(roll)).result == success
    )
    assert preview.probability == Fraction(hits, 6**count)


@by_id
def test_it_refuses_dice_that_do_not_fit(procedure):
    inputs = _defaults(procedure)
    counts = procedure.dice_counts(inputs)
    wrong = next(n for n in range(0, 10) if n not in counts)
    with pytest.raises(ValueError):
        procedure.resolve(inputs, [3] * wrong)
    if max(counts) > 0:
        with pytest.raises(ValueError):
            procedure.resolve(inputs, [7] * max(counts))
