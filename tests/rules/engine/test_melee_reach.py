"""Issue 17: melee only within 10 cm / 4 in (core rules, Melee), the edge included as every range is (R8)."""

from __future__ import annotations

import pytest

from rules import display
from rules.engine import catalog

MELEE = catalog.get("melee")


@pytest.mark.parametrize(
    ("distance", "units", "in_reach"),
    [
        ("0", "cm", True),
        ("9.5", "cm", True),
        ("10", "cm", True),
        ("10.5", "cm", False),
        ("25", "cm", False),
        ("4", "in", True),
        ("4.5", "in", False),
        ("10", "in", False),
    ],
)
def test_melee_needs_the_enemy_within_reach(distance, units, in_reach):
    calc = display.calculate(MELEE, {"distance": [distance], "units": [units], "dice": ["1,1,1,1,6,6,6,6"]}, roll=list)
    if in_reach:
        assert calc.errors == {} and calc.outcome.result == "attacker-hits"
    else:
        assert calc.outcome is None and "there is no melee" in calc.errors["distance"][0]


def test_without_a_distance_the_fighters_are_in_contact():
    calc = display.calculate(MELEE, {"dice": ["6,6,6,6,1,1,1,1"]}, roll=list)
    assert calc.outcome.result == "defender-hits"
    assert "within 10 cm / 4 in" in calc.outcome.steps[0]
