"""SkirmishCorps' procedures as a whole, held to the contract every Burst of Fire and Open Fire procedure keeps:
sections quoted verbatim from the SkirmishCorps text (a heading the text breaks over two lines joined by a space),
fields matching inputs, JSON descriptions, previews whose odds sum to one, only predicted results, the odds shown
equal to counting every roll, and dice that do not fit refused. Its sections (rules/sections_skirmishcorps.py) and
rulings (rules/rulings_skirmishcorps/) are held to the text and to each other too."""

from __future__ import annotations

import contextlib
import json
import re
from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rules import system_content
from rules.engine import catalog
from rules.engine.outcome import InvalidInput
from rules.engine.registry import check_fields_match, parse_inputs
from rules.engine.systems import SKIRMISHCORPS
from tests.hypothesis_profiles import examples
from tests.rulebook import source_text
from tests.rules.engine.strategies import raw_inputs

PROCEDURES = sorted(catalog.of_system(SKIRMISHCORPS.key).values(), key=lambda p: p.id)
TABLES = {table.id: table for p in PROCEDURES for table in p.tables}
RULING = re.compile(r"^Q([1-9]|[1-9][0-9])$")
RULINGS = {ruling.id: ruling for ruling in system_content.rulings_of(SKIRMISHCORPS)}
SECTIONS = system_content.sections_of(SKIRMISHCORPS)
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
SLOW = [HealthCheck.too_slow, HealthCheck.filter_too_much]


def where(heading: str) -> int | None:
    """The heading stands on a line of the text of its own, word for word (a line break between its words, and a
    table's bar around it, as the text has them); a heading in capitals may run into its paragraph ("SPRING ATTACK A
    unit that is hidden...")."""
    words = r"\s+".join(re.escape(word) for word in heading.split())
    after = r"[ \t]+(?:[a-z]|A\b)" if heading.isupper() else r"[ \t|]*$"  # its paragraph starts "A unit ..."
    found = re.search(rf"(?m)^[ \t|]*{words}(?:[ \t|]*$|{after})", source_text(SKIRMISHCORPS.source))
    return found.start() if found else None


def quoted(heading: str) -> bool:
    return where(heading) is not None


def test_the_check_of_a_heading_can_fail():
    assert quoted("Fire a Ranged Weapon") and quoted("SPRING ATTACK") and quoted("Hide")
    assert not quoted("Fire a Ranged") and not quoted("Spring Attack") and not quoted("ranged weapon")
    assert not quoted("Aim and") and not quoted("SPRING")


@by_id
def test_it_names_a_section_of_the_skirmishcorps_text(procedure):
    assert quoted(procedure.section), f"{procedure.id}: no heading {procedure.section!r} in the text"
    assert procedure.section in {section.heading for section in SECTIONS}


@pytest.mark.parametrize("section", SECTIONS, ids=lambda s: s.heading)
def test_every_section_described_is_a_heading_of_the_text(section):
    assert quoted(section.heading) and (section.part == section.heading or quoted(section.part))
    assert section.about and section.about not in source_text(SKIRMISHCORPS.source)


def test_the_sections_come_in_the_texts_order():
    places = [where(section.heading) for section in SECTIONS]
    assert places == sorted(places)


@pytest.mark.parametrize("table", TABLES.values(), ids=lambda t: t.id)
def test_it_takes_every_table_from_a_section(table):
    assert quoted(table.section)


@by_id
def test_every_ruling_it_names_is_written(procedure):
    assert set(procedure.rulings) <= RULINGS.keys()


def test_every_ruling_is_named_by_a_procedure_and_every_ruling_a_step_cites_is_written():
    named = {ruling for p in PROCEDURES for ruling in p.rulings}
    cited = {found for step in _every_step() for found in re.findall(r"\((Q\d+)\)", step)}
    assert named == set(RULINGS)
    assert cited and cited <= set(RULINGS)


def _every_step() -> set[str]:
    """The steps of every procedure on every value of each of its choice and yes/no fields (against its defaults)."""
    said: set[str] = set()
    for p in PROCEDURES:
        for spec in p.fields:
            values = spec.choices if spec.kind == "choice" else (True, False) if spec.kind == "bool" else ()
            for value in values:
                with contextlib.suppress(InvalidInput):
                    said.update(p.resolve(replace(p.defaults(), **{spec.name: value}), None).steps)
    return said


def test_the_rulings_are_numbered_q1_on_without_a_gap():
    assert list(RULINGS) == [f"Q{n}" for n in range(1, len(RULINGS) + 1)]
    assert all(ruling.book and ruling.app and ruling.why for ruling in RULINGS.values())


@by_id
def test_it_declares_fields_that_match_its_inputs(procedure):
    check_fields_match(procedure)
    assert re.fullmatch(r"skirmishcorps/[a-z0-9]+(-[a-z0-9]+)*", procedure.id)
    assert all(RULING.match(ruling) for ruling in procedure.rulings)
    assert all(roll.sides == SKIRMISHCORPS.die == 6 for roll in procedure.rolls)


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
    """A roll of one to four dice: a check without dice has nothing to count."""
    return 0 < max(procedure.dice_counts(procedure.defaults())) <= 4


@pytest.mark.parametrize("procedure", [p for p in PROCEDURES if _few_dice(p)], ids=lambda p: p.id)
@settings(max_examples=examples(10), deadline=None, suppress_health_check=SLOW)
@given(data=st.data())
def test_it_shows_the_same_odds_as_counting_every_roll(procedure, data):
    """Every result's chance equals the weight of the dice that give it: each accepted sequence of n dice counts
    1/6^n."""
    inputs, _errors = parse_inputs(procedure, data.draw(raw_inputs(procedure)))
    try:
        preview = procedure.resolve(inputs, None)
    except InvalidInput:
        return  # a combination the rules refuse (counted in the defaults' test below, which never is)
    if not 0 < max(procedure.dice_counts(inputs)) <= 4:
        return  # too many dice to count here
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
