"""Open Fire's dice (Dice, Attribute Rolls, Re-rolls, Roll-Offs), one row per case of the text's own words."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.open_fire import dice as d12
from rules.engine.open_fire.procedures.rolls import AttributeInputs, RollOffInputs, attribute_roll, roll_off


@pytest.mark.parametrize(
    ("face", "attribute", "modifier", "success"),
    [
        (7, 7, 0, True),  # equals the attribute: a success
        (6, 7, 0, False),  # less: a failure
        (6, 7, 1, True),  # "a +1 modifier will turn a roll of a 6 into a 7"
        (11, 7, -5, False),
        (1, 2, 10, False),  # a 1 always fails, whatever the modifiers
        (12, 20, -10, True),  # a 12 always succeeds
        (2, 2, 0, True),
    ],
)
def test_an_attribute_roll(face, attribute, modifier, success):
    assert d12.succeeds(face, attribute, modifier) is success
    outcome = attribute_roll(AttributeInputs(attribute, modifier), [face])
    assert outcome.result == ("success" if success else "failure")


@pytest.mark.parametrize(
    ("attribute", "modifier", "reroll", "p"),
    [
        (7, 0, "none", Fraction(6, 12)),  # 7 to 12
        (2, 0, "none", Fraction(11, 12)),  # only the 1 fails
        (13, 0, "none", Fraction(1, 12)),  # only the 12 succeeds
        (5, 10, "none", Fraction(11, 12)),
        (5, -20, "none", Fraction(1, 12)),
        (7, 0, "failed", Fraction(6, 12) + Fraction(6, 12) * Fraction(6, 12)),  # Fearless: any failure again
        (7, 0, "failed-not-1", Fraction(6, 12) + Fraction(5, 12) * Fraction(6, 12)),  # Skilled: not a 1
    ],
)
def test_its_exact_chance(attribute, modifier, reroll, p):
    assert d12.p_success(attribute, modifier, reroll) == p
    outcome = attribute_roll(AttributeInputs(attribute, modifier, reroll), None)
    assert outcome.probability == p and outcome.result is None
    assert sum(q for _r, q in outcome.outcomes) == 1


@pytest.mark.parametrize(
    ("dice", "reroll", "result", "steps"),
    [
        ([3, 9], "failed-not-1", "success", "rolled again: 9"),
        ([3, 2], "failed", "failure", "rolled again: 2"),  # the second result stands, even when worse
        ([1], "failed-not-1", "failure", "Rolled 1."),  # a 1 is not re-rolled by Skilled or Resilient
        ([1, 8], "failed", "success", "rolled again: 8"),  # Fearless re-rolls it
        ([9], "failed", "success", "Rolled 9."),  # a success is never re-rolled
    ],
)
def test_a_reroll_is_taken_once_and_kept(dice, reroll, result, steps):
    outcome = attribute_roll(AttributeInputs(7, 0, reroll), dice)
    assert outcome.result == result
    assert any(steps in s for s in outcome.steps)


@pytest.mark.parametrize(
    ("dice", "reroll", "message"),
    [
        ([3], "failed", "needs 1 die; 0 were given"),  # the failure's re-roll is missing
        ([9, 4], "failed", "needs 0 dice; 1 was given"),  # a success has no re-roll
        ([13], "none", "1 to 12"),
        ([0], "none", "1 to 12"),
    ],
)
def test_it_refuses_dice_it_cannot_use(dice, reroll, message):
    with pytest.raises(ValueError, match=message):
        attribute_roll(AttributeInputs(7, 0, reroll), dice)


def test_the_binomial_counts_every_number_of_successes():
    dist = d12.binomial(3, Fraction(1, 2))
    assert dist == {0: Fraction(1, 8), 1: Fraction(3, 8), 2: Fraction(3, 8), 3: Fraction(1, 8)}


@pytest.mark.parametrize(
    ("dice", "result"),
    [
        ([9, 4], "first-player"),
        ([4, 9], "second-player"),
        ([6, 6, 2, 11], "second-player"),
        ([1, 1, 5, 5, 12, 3], "first-player"),
    ],
)
def test_a_roll_off_rerolls_ties(dice, result):
    assert roll_off(RollOffInputs(), dice).result == result


@pytest.mark.parametrize(
    ("dice", "message"),
    [([7, 7], "tied at 7"), ([9], "pair of dice"), ([9, 3, 4, 4], "already decide it"), ([13, 2], "1 to 12")],
)
def test_a_roll_off_refuses_an_unfinished_or_overlong_roll(dice, message):
    with pytest.raises(ValueError, match=message):
        roll_off(RollOffInputs(), dice)


def test_they_are_open_fire_procedures():
    assert {"open-fire/attribute-roll", "open-fire/roll-off"} <= set(catalog.of_system("open-fire"))
    assert catalog.get("open-fire/roll-off").rolls[0].spec() == "2d12"
    assert "open-fire/roll-off" not in catalog.all_procedures()  # Burst of Fire's list stays its own
