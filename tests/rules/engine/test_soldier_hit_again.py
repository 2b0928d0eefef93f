"""R36 in the soldier's effect roll (effect-infantry): a soldier already injured who is injured again is killed, one
already suppressed who is suppressed again surrenders; under the house rule he keeps one state of each. The table is
the book's ("Table Effects of hits on infantry in combat": killed 2, 5, 8, 11; injured 3, 6, 9, 12; suppressed 4, 7,
10), so each result has 12 of the 36 ways."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine.procedures.effects import hit_again
from tests.rules.engine.helpers import dice_for, run

THIRD = Fraction(1, 3)
KILLED, INJURED, SUPPRESSED = 2, 3, 4  # a total of each result


@pytest.mark.parametrize(
    ("earlier", "odds"),
    [
        ("none", {"killed": THIRD, "injured": THIRD, "suppressed": THIRD}),
        ("injured", {"killed": 2 * THIRD, "suppressed": THIRD}),  # an injury is now a death
        ("suppressed", {"killed": THIRD, "injured": THIRD, "surrendered": THIRD}),
        ("injured-and-suppressed", {"killed": 2 * THIRD, "surrendered": THIRD}),
    ],
)
def test_the_odds_before_the_roll_follow_r36(earlier, odds):
    preview = run("effect-infantry", earlier_state=earlier)
    assert preview.result is None and dict(preview.outcomes) == odds
    assert sum(p for _result, p in preview.outcomes) == 1


@pytest.mark.parametrize("earlier", ["injured", "suppressed", "injured-and-suppressed"])
def test_under_the_house_rule_the_odds_are_the_tables_own(earlier):
    preview = run("effect-infantry", earlier_state=earlier, keep_one_state=True)
    assert dict(preview.outcomes) == {"killed": THIRD, "injured": THIRD, "suppressed": THIRD}


@pytest.mark.parametrize(
    ("earlier", "total", "result", "killed", "surrendered", "tokens", "removed"),
    [
        ("injured", INJURED, "killed", 1, 0, (), ("injured",)),  # R36: injured again, killed
        ("injured", 12, "killed", 1, 0, (), ("injured",)),
        ("injured", SUPPRESSED, "suppressed", 0, 0, ("suppressed",), ()),
        ("injured", KILLED, "killed", 1, 0, (), ()),  # killed by the table itself
        ("suppressed", SUPPRESSED, "surrendered", 0, 1, (), ("suppressed",)),  # R36: suppressed again, surrenders
        ("suppressed", 10, "surrendered", 0, 1, (), ("suppressed",)),
        ("suppressed", INJURED, "injured", 0, 0, ("injured",), ()),
        ("injured-and-suppressed", INJURED, "killed", 1, 0, (), ("injured",)),
        ("injured-and-suppressed", 7, "surrendered", 0, 1, (), ("suppressed",)),
        ("none", INJURED, "injured", 0, 0, ("injured",), ()),
        ("none", SUPPRESSED, "suppressed", 0, 0, ("suppressed",), ()),
    ],
)
def test_a_second_injury_kills_and_a_second_suppression_makes_him_surrender(
    earlier, total, result, killed, surrendered, tokens, removed
):
    outcome = run("effect-infantry", dice_for(total, 2), earlier_state=earlier)
    assert outcome.result == result
    effects = outcome.effects
    assert (effects.killed, effects.surrendered, effects.tokens, effects.removed_tokens) == (
        killed,
        surrendered,
        tokens,
        removed,
    )
    if killed or surrendered:
        assert effects.continues_with == ()  # he is out of the fight: no morale check (R37)
    assert f"Rolled {' + '.join(map(str, dice_for(total, 2)))} = {total}: {table_result(total)}." in outcome.steps
    assert ("R36" in outcome.steps[-1]) == (result != table_result(total))  # the step says when R36 decided


@pytest.mark.parametrize(
    ("earlier", "total", "result", "tokens"),
    [
        ("injured", INJURED, "injured", ()),  # he keeps his one injured token
        ("suppressed", SUPPRESSED, "suppressed", ()),
        ("injured-and-suppressed", INJURED, "injured", ()),
        ("injured", SUPPRESSED, "suppressed", ("suppressed",)),  # the other state is new to him
    ],
)
def test_under_the_house_rule_he_keeps_one_state_of_each(earlier, total, result, tokens):
    outcome = run("effect-infantry", dice_for(total, 2), earlier_state=earlier, keep_one_state=True)
    assert (outcome.result, outcome.effects.tokens, outcome.effects.killed, outcome.effects.surrendered) == (
        result,
        tokens,
        0,
        0,
    )
    assert outcome.effects.continues_with == ("morale check (2D6)",)


@pytest.mark.parametrize("total", range(2, 13))
def test_the_defaults_give_the_tables_own_answer(total):
    """No earlier state: every total reads exactly as before R36 had an input (the house rule changes nothing)."""
    plain = run("effect-infantry", dice_for(total, 2))
    assert plain == run("effect-infantry", dice_for(total, 2), keep_one_state=True)
    assert plain.result == table_result(total)


def table_result(total):
    return {2: "killed", 3: "injured", 4: "suppressed"}[2 + (total - 2) % 3]


@pytest.mark.parametrize(
    ("tokens", "had", "placed", "keep", "after", "killed", "surrendered"),
    [
        ({"injured": 2}, {"injured"}, ("injured",), False, {}, True, False),
        ({"suppressed": 2, "shocked": 1}, {"suppressed"}, ("suppressed",), False, {"shocked": 1}, False, True),
        ({"injured": 1, "suppressed": 1}, {"injured"}, ("suppressed",), False, {"injured": 1, "suppressed": 1}, False, False),
        ({"injured": 2, "suppressed": 2}, {"injured", "suppressed"}, ("injured",), True, {"injured": 1, "suppressed": 1}, False, False),
        ({"injured": 1}, set(), ("injured",), False, {"injured": 1}, False, False),
    ],
)  # fmt: skip
def test_the_rule_the_battle_table_applies_is_the_engines(tokens, had, placed, keep, after, killed, surrendered):
    again = hit_again(tokens, had, placed, keep_one_state=keep)
    assert (dict(again.tokens), again.killed, again.surrendered) == (after, killed, surrendered)
