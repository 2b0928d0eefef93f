"""Set-distance moves, one row per case of "Units and movement" and the on-foot column."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs

FOOT = catalog.get("foot-move")


def move(unit, terrain, units="cm", dice=None):
    inputs, errors = parse_inputs(FOOT, {"unit": [unit], "terrain": [terrain], "units": [units]})
    assert errors == {}
    return FOOT.resolve(inputs, dice)


@pytest.mark.parametrize(
    ("unit", "terrain", "units", "distance", "double"),
    [
        ("infantry", "plains", "cm", 10, True),
        ("infantry", "plains", "in", 4, True),
        ("infantry", "paved-road", "cm", 10, True),
        ("infantry", "dense-woods", "cm", 10, False),  # on foot: no double move
        ("infantry", "hills", "in", 4, False),
        ("infantry", "steep-hills", "cm", 10, False),
        ("infantry", "river", "cm", 5, False),  # limited to 5 cm / 2 in
        ("infantry", "river", "in", 2, False),
        ("infantry-heavy-gear", "plains", "cm", 10, False),  # same pace, never at the double
        ("infantry-heavy-gear", "crops", "in", 4, False),
        ("support-weapon", "plains", "cm", 5, False),  # 5 cm / 2 in, never at the double
        ("support-weapon", "light-woods", "in", 2, False),
    ],
)
def test_it_moves_each_unit_its_set_distance(unit, terrain, units, distance, double):
    outcome = move(unit, terrain, units)
    assert outcome.result == "moves"
    assert (outcome.value("distance"), outcome.value("double_move_allowed")) == (distance, double)
    assert outcome.value("units") == units


def test_it_keeps_support_weapons_out_of_rivers():
    assert move("support-weapon", "river").result == "may-not-enter"


def test_it_refuses_dice_for_a_set_distance():
    with pytest.raises(ValueError):
        move("infantry", "plains", dice=[3])
