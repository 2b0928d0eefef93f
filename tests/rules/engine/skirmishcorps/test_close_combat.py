"""Make a Close Combat Attack (rules.engine.skirmishcorps.procedures.close_combat): the charge's +2 to CC, flushing's -1
and +1, breaking off's free attack, and the spring attack's +2 to hit, doubled ST and reach of SP."""

from __future__ import annotations

import pytest

from rules.engine.skirmishcorps.procedures.close_combat import (
    BreakOffInputs,
    ChargeInputs,
    SpringInputs,
    break_off,
    charge,
    spring_attack,
)
from tests.rules.engine.skirmishcorps.text import says

# (shot or threw, flushing, CC modifier, the flushed unit's dodge or parry, quote)
CHARGES = [
    (False, False, 2, 0, "they receive a +2 bonus to their CC"),
    (True, False, 0, 0, "if the charging unit has not shot or thrown a ranged weapon"),
    (True, True, -1, 1, "any close combat attack made by the unit that reveals them is with a -1 penalty"),
    (False, True, 1, 1, "Q12"),
]


@pytest.mark.parametrize(("shot", "flushing", "cc", "defence", "quote"), CHARGES)
def test_a_charge(shot, flushing, cc, defence, quote):
    assert says(quote)
    outcome = charge(ChargeInputs(shot, flushing), None)
    assert outcome.result == "charges"
    assert (outcome.value("cc_modifier"), outcome.value("dodge_parry_modifier")) == (cc, defence)


def test_a_flushed_unit_defends_at_plus_1():
    assert says("makes any dodge or parry against attacks from the unit that revealed them with a +1 bonus")
    assert (
        "The flushed unit stands up at once and dodges or parries that unit's attacks at +1."
        in charge(ChargeInputs(flushing=True), None).steps
    )


# (the enemy unit, it has acted, result, it may pursue, quote)
BREAK_OFFS = [
    (
        "conscious",
        False,
        "free-attack",
        True,
        "The enemy unit, if conscious and not stunned, gets a free close combat attack",
    ),
    ("conscious", True, "free-attack", False, "regardless of whether they have acted that turn or not"),
    ("stunned", False, "no-free-attack", False, "if conscious and not stunned"),
    ("unconscious", False, "no-free-attack", False, "if conscious and not stunned"),
]


@pytest.mark.parametrize(("enemy", "acted", "result", "pursues", "quote"), BREAK_OFFS)
def test_breaking_off(enemy, acted, result, pursues, quote):
    assert says(quote) and says(
        "If the enemy unit has has not taken an action that turn, they may burn their action to pursue"
    )
    outcome = break_off(BreakOffInputs(enemy, acted), None)
    assert outcome.result == result
    assert any("may spend its action to pursue" in step for step in outcome.steps) == pursues


# (hidden, SP, inches to the enemy, ST, the enemy, uses a ranged weapon, result, to hit, ST used, quote)
SPRINGS = [
    (True, 6, 4, 3, "not-hiding", False, "no-defence", 2, 6, "makes any close combat attack with a +2 bonus to hit"),
    (True, 6, 4, 4, "not-hiding", False, "no-defence", 2, 8, "Their ST is doubled for any spring attacks."),
    (True, 6, 6, 3, "not-hiding", False, "no-defence", 2, 6, "within a range equal to their SP"),
    (True, 6, 6.5, 3, "not-hiding", False, "cannot-spring", 0, 3, "within a range equal to their SP"),
    (False, 6, 4, 3, "not-hiding", False, "cannot-spring", 0, 3, "A unit that is hidden may burn their action"),
    (True, 6, 4, 3, "not-hiding", True, "cannot-spring", 0, 3, "may not use any ranged weapons"),
    (
        True,
        6,
        4,
        3,
        "hiding-or-sneaking",
        False,
        "cannot-spring",
        0,
        3,
        "cannot be made on an enemy unit that is also hiding or sneaking",
    ),
    (
        True,
        6,
        4,
        3,
        "flushed-this-turn",
        False,
        "no-defence",
        2,
        6,
        "unless they have already been flushed by an allied unit that turn",
    ),
    (
        True,
        6,
        4,
        3,
        "on-overwatch",
        False,
        "dodge-or-parry",
        2,
        6,
        "unless it is on overwatch and has not burnt their action",
    ),
]


@pytest.mark.parametrize(
    ("hidden", "sp", "distance", "st", "target", "ranged", "result", "hit", "st_used", "quote"), SPRINGS
)
def test_a_spring_attack(hidden, sp, distance, st, target, ranged, result, hit, st_used, quote):
    assert says(quote)
    outcome = spring_attack(SpringInputs(hidden, sp, distance, st, target, ranged), None)
    assert outcome.result == result
    assert (outcome.value("hit_modifier"), outcome.value("st")) == (hit, st_used)
