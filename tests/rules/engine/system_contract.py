"""The contract every procedure of every other rule system keeps, as Burst of Fire's do (tests/rules/engine/
test_registry.py): fields matching inputs, an id of its system, rulings of its letter, dice of its die, a JSON
description, previews whose odds sum to one, only predicted results, the odds shown equal to counting every roll
(re-rolls included) and dice that do not fit refused. A system's test_registry.py takes them with
`globals().update(contract_tests(SYSTEM, "O"))`; what only its own text needs (how its headings are quoted, its
sections and rulings) stays in that file."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules.engine import catalog
from rules.engine.outcome import InvalidInput
from rules.engine.registry import Procedure, check_fields_match, parse_inputs
from rules.engine.systems import RuleSystem
from tests.hypothesis_profiles import examples
from tests.rules.engine.strategies import raw_inputs

SLOW = [HealthCheck.too_slow, HealthCheck.filter_too_much]
MOST_COUNTED = 4  # dice: a roll of more is counted in its own tests (an attack's random volleys, a roll-off's ties)


def procedures_of(system: RuleSystem) -> list[Procedure]:
    return sorted(catalog.of_system(system.key).values(), key=lambda p: p.id)


def preview_or_refusal(procedure: Procedure, inputs):
    """A preview, or (for a combination of inputs the rules refuse) a named refusal: then skip the example. Some
    checks refuse most random combinations (the objective of Delay: more destroyed than there are, a turn past the
    last), so filtering much is expected there; a procedure whose every example is refused still fails
    (Hypothesis: Unsatisfiable)."""
    try:
        return procedure.resolve(inputs, None)
    except InvalidInput as refusal:
        assert refusal.field in {f.name for f in procedure.fields} | {"dice"}
        assume(False)


def accepted(procedure: Procedure, inputs, dice):
    try:
        return procedure.resolve(inputs, list(dice))
    except ValueError:
        return None


def few_dice(procedure: Procedure) -> bool:
    """A roll of one to four dice: a roll-off, whose ties could go on for ever, is counted in its own tests, and a
    check without dice has nothing to count."""
    return 0 < max(procedure.dice_counts(procedure.defaults())) <= MOST_COUNTED


def assert_counted(procedure: Procedure, inputs, preview, sides: int) -> None:
    """Every result's chance equals the weight of the dice that give it: each accepted sequence of n dice counts
    1/sides^n (a re-roll is one more die only where the first dice call for it)."""
    weights: dict[str, Fraction] = {}
    for n in procedure.dice_counts(inputs):
        for roll in product(range(1, sides + 1), repeat=n):
            outcome = accepted(procedure, inputs, roll)
            if outcome is not None:
                weights[outcome.result] = weights.get(outcome.result, 0) + Fraction(1, sides**n)
    assert weights == {result: p for result, p in preview.outcomes if p > 0}


def contract_tests(system: RuleSystem, letter: str) -> dict[str, Callable]:
    """The contract's tests over `system`'s procedures, its rulings numbered `letter`1, `letter`2, ..."""
    procedures = procedures_of(system)
    sides = system.die
    ruling = re.compile(rf"^{letter}([1-9]|[1-9][0-9])$")
    by_id = pytest.mark.parametrize("procedure", procedures, ids=lambda p: p.id)
    counted = pytest.mark.parametrize("procedure", [p for p in procedures if few_dice(p)], ids=lambda p: p.id)

    @by_id
    def test_it_declares_fields_that_match_its_inputs(procedure):
        check_fields_match(procedure)
        assert re.fullmatch(rf"{re.escape(system.key)}/[a-z0-9]+(-[a-z0-9]+)*", procedure.id)
        assert all(ruling.match(r) for r in procedure.rulings)
        assert all(roll.sides == sides for roll in procedure.rolls)

    @by_id
    def test_it_describes_itself_as_json(procedure):
        described = json.loads(json.dumps(procedure.describe()))
        assert described["id"] == procedure.id
        assert [field["name"] for field in described["inputs"]] == [f.name for f in procedure.fields]

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

    @by_id
    @settings(max_examples=examples(25), deadline=None, suppress_health_check=SLOW)
    @given(data=st.data())
    def test_it_only_ever_gives_a_result_it_predicted(procedure, data):
        inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
        predicted = {result for result, p in preview_or_refusal(procedure, inputs).outcomes if p > 0}
        count = data.draw(st.sampled_from(procedure.dice_counts(inputs)))
        rolled = data.draw(st.lists(st.integers(1, sides), min_size=count, max_size=count))
        outcome = accepted(procedure, inputs, rolled)
        assume(outcome is not None)  # a re-roll count that these first dice do not call for
        assert outcome.result in predicted

    @counted
    @settings(max_examples=examples(10), deadline=None, suppress_health_check=SLOW)
    @given(data=st.data())
    def test_it_shows_the_same_odds_as_counting_every_roll(procedure, data):
        inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
        try:
            preview = procedure.resolve(inputs, None)
        except InvalidInput:
            return  # a combination the rules refuse (counted in the defaults' test below, which never is)
        if not 0 < max(procedure.dice_counts(inputs)) <= MOST_COUNTED:
            return  # too many dice to count here
        assert_counted(procedure, inputs, preview, sides)

    @counted
    def test_its_defaults_show_the_same_odds_as_counting_every_roll(procedure):
        """The same count for the procedure's defaults: at least one case each, whatever the random inputs draw."""
        inputs = procedure.defaults()
        assert_counted(procedure, inputs, procedure.resolve(inputs, None), sides)

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
                procedure.resolve(inputs, [sides + 1] * max(counts))

    return {name: test for name, test in locals().items() if name.startswith("test_")}
