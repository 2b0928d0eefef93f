"""Which actions combine (rules.engine.skirmishcorps.procedures.actions): each pair of the text's actions, with the
words of the text (or the ruling) that decide it, read either way round."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from rules.engine.skirmishcorps.procedures.actions import ACTIONS, CombineInputs, combine
from tests.rules.engine.skirmishcorps.text import says

# (one action, another, they combine, where it comes from)
PAIRS = [
    ("fire", "run", True, "A foot-unit can fire a ranged weapon once at any point in their move."),
    ("fire", "jog", True, "once at any point in their move"),
    ("throw", "run", True, "can throw a ranged weapon once at any point in their move"),
    ("throw", "sneak", True, "A unit that sneaks cannot shoot but can throw ranged weapons."),
    ("fire", "sneak", False, "A unit that sneaks cannot shoot"),
    ("fire", "sprint", False, "A foot-unit cannot shoot a ranged weapon if they sprint."),
    ("throw", "sprint", False, "A foot-unit cannot throw a ranged weapon if they sprint."),
    ("fire", "throw", False, "They cannot also throw a ranged weapon."),
    ("aim-and-shoot", "throw", False, "They cannot also shoot a ranged weapon."),
    ("aim-and-shoot", "jog", False, "A foot-unit that doesn't move may aim and shoot"),
    ("aim-and-shoot", "sneak", False, "A foot-unit that doesn't move may aim and shoot"),
    ("aim-and-shoot", "change-stance", False, "may not change stance after firing an aimed shot"),
    ("aim-and-shoot", "fire", False, "Q15"),
    ("aim-and-shoot", "close-combat", False, "Q8"),
    ("aim-and-shoot", "hide", False, "cannot move, shoot or throw a ranged weapon"),
    ("change-stance", "fire", True, "They can still fire, just un-aimed (a snap shot)."),
    ("change-stance", "run", True, "A unit that is prone and stands at the start of their action may jog or run."),
    ("change-stance", "sprint", True, "A unit that goes prone after sprinting rolls 2D6"),
    ("change-stance", "hide", True, "must be prone or go prone"),
    ("change-stance", "sneak", False, "A unit that sneaks stays prone"),
    ("change-stance", "change-stance", True, "at the start of their action and/or at the end of their action"),
    ("hide", "run", False, "A unit that is trying to hide cannot move"),
    ("hide", "throw", False, "cannot move, shoot or throw a ranged weapon"),
    ("hide", "sneak", True, "If a sneaking unit ends its move in cover, it can immediately hide."),
    ("jog", "run", False, "Q4"),
    ("sprint", "sneak", False, "Q4"),
    (
        "run",
        "close-combat",
        True,
        "A unit that ends its move in base-to-base contact with an enemy unit enters close combat",
    ),
    ("sprint", "close-combat", True, "A unit that ends its move in base-to-base contact"),
    (
        "fire",
        "close-combat",
        True,
        "It is completely valid for a unit to shoot and move and end their move in base-to-base contact",
    ),
    ("throw", "close-combat", True, "It does not matter whether the unit shot or threw a ranged weapon when moving."),
    ("sneak", "close-combat", False, "Q9"),
    ("spring-attack", "fire", False, "The unit making the spring attack may not use any ranged weapons."),
    ("spring-attack", "throw", False, "may not use any ranged weapons"),
    ("spring-attack", "change-stance", False, "Q10"),
    ("spring-attack", "run", False, "Q10"),
    ("spring-attack", "close-combat", False, "Q10"),
    ("fire", "fire", False, "once at any point in their move"),
    ("throw", "throw", False, "can throw a ranged weapon once"),
    ("sprint", "sprint", False, "Q14"),
]


@pytest.mark.parametrize(("first", "second", "together", "quote"), PAIRS)
def test_two_actions_combine_or_not_either_way_round(first, second, together, quote):
    assert says(quote)
    for a, b in ((first, second), (second, first)):
        outcome = combine(CombineInputs(a, b), None)
        assert outcome.result == ("combine" if together else "cannot-combine")
        assert outcome.value("combine") is together
        assert len(outcome.steps) == 2


def test_every_pair_has_an_answer_and_a_reason():
    for a, b in combinations_with_replacement(ACTIONS, 2):
        steps = combine(CombineInputs(a, b), None).steps
        assert steps[0].endswith(("they combine.", "they do not combine.")) and steps[1]


def test_the_first_step_names_both_actions():
    assert combine(CombineInputs("aim-and-shoot", "close-combat"), None).steps[0] == (
        "Aim and shoot with close combat: they do not combine."
    )
