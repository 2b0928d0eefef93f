"""Aim and Shoot, Fire a Ranged Weapon, Throw a Ranged Weapon (rules.engine.skirmishcorps.procedures.shooting): when a
foot-unit may shoot or throw, and the text's +1 for an aimed shot and -1 for a throw into an open-topped unit."""

from __future__ import annotations

import pytest

from rules.engine.skirmishcorps.procedures.shooting import ShootInputs, ThrowInputs, shoot, throw
from tests.rules.engine.skirmishcorps.text import says

# (how it moves, aims, changes stance, picks an open top's crew, throws too, hiding, result, to hit, quote)
SHOTS = [
    ("none", True, False, False, False, False, "aimed-shot", 1, "Aimed shots have a +1 bonus to the roll to hit."),
    ("none", False, False, False, False, False, "snap-shot", 0, "un-aimed (a snap shot)"),
    ("jog", True, False, False, False, False, "snap-shot", 0, "A foot-unit that doesn't move may aim and shoot"),
    (
        "run",
        True,
        False,
        False,
        False,
        False,
        "snap-shot",
        0,
        "can fire a ranged weapon once at any point in their move",
    ),
    ("none", True, True, False, False, False, "snap-shot", 0, "They can still fire, just un-aimed (a snap shot)."),
    ("none", True, False, True, False, False, "aimed-shot", 0, "There is no bonus to hit for this."),
    ("jog", True, False, True, False, False, "snap-shot", 0, "Q3"),
    (
        "sprint",
        True,
        False,
        False,
        False,
        False,
        "cannot-shoot",
        0,
        "A foot-unit cannot shoot a ranged weapon if they sprint.",
    ),
    ("sneak", False, False, False, False, False, "cannot-shoot", 0, "A unit that sneaks cannot shoot"),
    ("none", True, False, False, True, False, "cannot-shoot", 0, "They cannot also throw a ranged weapon."),
    ("none", True, False, False, False, True, "cannot-shoot", 0, "cannot move, shoot or throw a ranged weapon"),
]


@pytest.mark.parametrize(("move", "aim", "stance", "crew", "throws", "hiding", "result", "to_hit", "quote"), SHOTS)
def test_an_aimed_shot_or_a_snap_shot(move, aim, stance, crew, throws, hiding, result, to_hit, quote):
    assert says(quote)
    outcome = shoot(ShootInputs(move, aim, stance, crew, throws, hiding), None)
    assert (outcome.result, outcome.value("to_hit")) == (result, to_hit)


# (how it moves, into an open-topped unit, shoots too, hiding, result, to hit, quote)
THROWS = [
    ("none", False, False, False, "may-throw", 0, "Throw a Ranged Weapon"),
    ("run", False, False, False, "may-throw", 0, "can throw a ranged weapon once at any point in their move"),
    ("sneak", False, False, False, "may-throw", 0, "A unit that sneaks cannot shoot but can throw ranged weapons."),
    ("sprint", False, False, False, "cannot-throw", 0, "A foot-unit cannot throw a ranged weapon if they sprint."),
    ("none", False, True, False, "cannot-throw", 0, "They cannot also shoot a ranged weapon."),
    ("none", True, False, False, "may-throw", -1, "A -1 penalty is applied to the roll to hit."),
    ("jog", True, False, False, "cannot-throw", 0, "If the unit doesn't move, it is possible to try and throw"),
    ("none", False, False, True, "cannot-throw", 0, "cannot move, shoot or throw a ranged weapon"),
]


@pytest.mark.parametrize(("move", "open_top", "shoots", "hiding", "result", "to_hit", "quote"), THROWS)
def test_a_throw(move, open_top, shoots, hiding, result, to_hit, quote):
    assert says(quote)
    outcome = throw(ThrowInputs(move, open_top, shoots, hiding), None)
    assert (outcome.result, outcome.value("to_hit")) == (result, to_hit)


def test_the_reason_is_the_first_step_of_a_refusal():
    assert shoot(ShootInputs(move="sprint"), None).steps == ("A sprinting unit can neither shoot nor throw.",)
    assert throw(ThrowInputs(shoots=True), None).steps == ("A unit shoots or throws in its action, never both.",)
