"""Hide, Sneak and SPOTTING (rules.engine.skirmishcorps.procedures.hiding): who may hide or sneak, a sneak's SP ÷ 2,
and the spot test's odds, counted by hand from the 36 pairs of D6 (equal or higher spots; +3 against a unit sneaking
out of cover)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine.skirmishcorps.procedures.hiding import HideInputs, SneakInputs, SpotInputs, hide, sneak, spot_test
from tests.rules.engine.skirmishcorps.text import says

# (in cover, stance, how it moves, shoots, throws, result, quote)
HIDES = [
    (True, "prone", "none", False, False, "hides", "A unit that is in cover can attempt to hide in that cover."),
    (False, "prone", "none", False, False, "cannot-hide", "A unit that is in cover can attempt to hide"),
    (True, "goes-prone", "none", False, False, "hides", "must be prone or go prone"),
    (True, "standing", "none", False, False, "cannot-hide", "must be prone or go prone"),
    (True, "prone", "jog", False, False, "cannot-hide", "cannot move, shoot or throw a ranged weapon"),
    (True, "prone", "none", True, False, "cannot-hide", "cannot move, shoot or throw a ranged weapon"),
    (True, "prone", "none", False, True, "cannot-hide", "cannot move, shoot or throw a ranged weapon"),
    (
        True,
        "prone",
        "sneak",
        False,
        False,
        "hides",
        "If a sneaking unit ends its move in cover, it can immediately hide.",
    ),
    (True, "prone", "sneak", False, True, "cannot-hide", "Q11"),
    (True, "prone", "sneak", True, False, "cannot-hide", "A unit that sneaks cannot shoot"),
]


@pytest.mark.parametrize(("cover", "stance", "move", "shoots", "throws", "result", "quote"), HIDES)
def test_who_may_hide(cover, stance, move, shoots, throws, result, quote):
    assert says(quote)
    outcome = hide(HideInputs(cover, stance, move, shoots, throws), None)
    assert outcome.result == result
    assert outcome.effects.tokens == (("hiding",) if result == "hides" else ())


# (SP, before this action, shoots, throws, ends in cover, result, inches, quote)
SNEAKS = [
    (6, "hidden", False, False, True, "sneaks", 3, "can move up to a number of inches equal to their SP divided by 2"),
    (7, "sneaking", False, False, False, "sneaks", Fraction(7, 2), "or already be sneaking"),
    (1, "hidden", False, True, True, "sneaks", Fraction(1, 2), "cannot shoot but can throw ranged weapons"),
    (6, "neither", False, False, True, "cannot-sneak", 0, "a unit must have first hidden or already be sneaking"),
    (6, "hidden", True, False, True, "cannot-sneak", 0, "A unit that sneaks cannot shoot"),
]


@pytest.mark.parametrize(("sp", "status", "shoots", "throws", "cover", "result", "most", "quote"), SNEAKS)
def test_who_may_sneak_and_how_far(sp, status, shoots, throws, cover, result, most, quote):
    assert says(quote)
    outcome = sneak(SneakInputs(sp, status, shoots, throws, cover), None)
    assert (outcome.result, outcome.value("allowance")) == (result, most)


def test_a_sneak_out_of_cover_is_spotted_at_plus_3():
    assert says("the unit trying to target them receives a +3 bonus to their spot test")
    steps = sneak(SneakInputs(ends_in_cover=False), None).steps
    assert "Any enemy unit must pass a spot test to target it, at +3 while it is out of cover." in steps


# (spotter's RE, target's RE, the target, tags, chance of spotting: pairs (spotter's die, target's die) with
#  die + spotter's RE + bonuses >= die + target's RE, out of 36)
SPOTS = [
    (4, 4, "hidden", 0, Fraction(21, 36)),  # the spotter's die at least the target's: 6 + 5 + ... + 1
    (4, 4, "sneaking-in-cover", 0, Fraction(21, 36)),
    (4, 4, "sneaking-in-the-open", 0, Fraction(33, 36)),  # fails only when the target's die is 4 or 5 more
    (3, 5, "hidden", 0, Fraction(10, 36)),  # the spotter's die 2 or more above: 4 + 3 + 2 + 1
    (5, 3, "hidden", 0, Fraction(30, 36)),  # fails when the target's die is 3 or more above: 3 + 2 + 1
    (3, 5, "sneaking-in-the-open", 0, Fraction(26, 36)),  # +3 - 2: fails when the target's die is 2 or more above
    (4, 4, "hidden", 1, Fraction(26, 36)),
    (4, 4, "hidden", -1, Fraction(15, 36)),
    (0, 0, "hidden", 5, Fraction(1)),
    (0, 0, "hidden", -5, Fraction(1, 36)),
    (0, 5, "hidden", 0, Fraction(1, 36)),  # only a 6 against a 1
    (0, 6, "hidden", 0, Fraction(0)),
    (0, 12, "hidden", 0, Fraction(0)),
]


@pytest.mark.parametrize(("spotter", "target_re", "target", "tags", "chance"), SPOTS)
def test_the_spot_test_shows_its_odds_before_the_roll(spotter, target_re, target, tags, chance):
    assert says("If the spotting unit gets a total equal to or higher than the enemy unit, they've spotted")
    preview = spot_test(SpotInputs(spotter, target_re, target, tags), None)
    assert preview.result is None
    assert preview.outcomes == (("spotted", chance), ("not-spotted", 1 - chance))


@pytest.mark.parametrize(
    ("target", "dice", "result"),
    [("hidden", [3, 3], "spotted"), ("hidden", [2, 3], "not-spotted"), ("sneaking-in-the-open", [1, 4], "spotted"),
     ("sneaking-in-the-open", [1, 5], "not-spotted"), ("sneaking-in-cover", [1, 4], "not-spotted")],
)  # fmt: skip
def test_equal_or_higher_spots_it(target, dice, result):
    assert says("Roll 1D6 and add the spotting unit's RE.")
    outcome = spot_test(SpotInputs(4, 4, target, 0), dice)
    assert outcome.result == result
    if result == "not-spotted":
        assert outcome.steps[-1].endswith("and the spotter's action is spent all the same.")
        assert says("They have still burnt their action, however.")


def test_the_spot_test_takes_two_d6():
    for wrong in ([3], [3, 3, 3], [3, 7]):
        with pytest.raises(ValueError):
            spot_test(SpotInputs(), wrong)
