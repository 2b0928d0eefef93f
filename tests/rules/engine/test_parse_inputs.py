"""Parsing what a player (or a client of the JSON API) sends: exact, in plain words, never surprising."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs

ATTACK = catalog.get("attack")


def parse(**data):
    return parse_inputs(ATTACK, {"attack_value": ["10"], "distance": ["30"], **data})


@pytest.mark.parametrize(
    ("field", "given", "value"),
    [
        ("distance", [" 12.5 "], 12.5),
        ("distance", ["-0"], 0.0),  # never shown as "-0 cm"
        ("distance", [".5"], 0.5),
        ("attack_value", ["+7"], 7),
        ("cover", ["soft", "soft"], ("soft", "soft")),  # two layers of the same cover still add up
        ("smoke", ["on"], True),
    ],
)
def test_it_reads_what_a_player_types(field, given, value):
    inputs, errors = parse(**{field: given})
    assert errors == {}
    assert getattr(inputs, field) == value
    assert str(getattr(inputs, field)) != "-0.0"


@pytest.mark.parametrize(
    ("field", "given", "message"),
    [
        ("attack_value", ["1_0"], "type a whole number"),
        ("attack_value", ["\u0663"], "type a whole number"),  # an Arabic-Indic three
        ("attack_value", ["5.0"], "type a whole number"),
        ("distance", ["1e3"], "type a number"),
        ("distance", ["nan"], "type a number"),
        ("distance", ["\u0969"], "type a number"),  # a Devanagari three
        ("cover", ["hard"] * 5, "at most 4 at once"),
        ("attack_value", [10], "send it as text"),
    ],
)
def test_it_refuses_lookalike_numbers_and_piles_of_choices(field, given, message):
    inputs, errors = parse(**{field: given})
    assert inputs is None
    assert any(message in text for text in errors[field])


def test_it_takes_a_plain_string_as_one_value_not_as_letters():
    inputs, errors = parse_inputs(ATTACK, {"attack_value": "15", "distance": "30"})
    assert errors == {}
    assert (inputs.attack_value, inputs.distance) == (15, 30.0)


def test_it_keeps_the_registry_read_only():
    with pytest.raises(TypeError):
        catalog.all_procedures()["attack"] = None
