"""Melee and the effect of its hits, one row per rulebook case (R1, R3, R5, R17)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs

MELEE = catalog.get("melee")
EFFECT = catalog.get("melee-effect")


def run(procedure, dice=None, **raw):
    inputs, errors = parse_inputs(procedure, {k: [str(v).lower()] for k, v in raw.items()})
    assert errors == {}
    return procedure.resolve(inputs, dice)


def p_4d6_at_most(target):
    """Counted over all 1,296 rolls, independently of the engine."""
    return Fraction(sum(1 for roll in product(range(1, 7), repeat=4) if sum(roll) <= target), 6**4)


# Table melee values for infantry, crews, squad leaders and officers; defending a building +1.
@pytest.mark.parametrize(
    ("quality", "role", "weapon", "in_building", "target"),
    [
        ("conscript", "soldier", 0, False, 15),
        ("regular", "soldier", 0, False, 16),
        ("elite", "soldier", 0, False, 17),
        ("conscript", "squad-leader", 0, False, 16),  # depends on quality, +1
        ("regular", "squad-leader", 0, False, 17),
        ("elite", "squad-leader", 0, False, 18),
        ("conscript", "ranking-officer", 0, False, 18),
        ("elite", "ranking-officer", 0, False, 18),
        ("elite", "bailed-crew", 0, False, 15),  # a bailed vehicle crew fights as conscripts
        ("regular", "soldier", 2, False, 18),  # weapon melee bonus
        ("regular", "squad-leader", 1, False, 18),  # +1 plus weapon bonus
        ("regular", "soldier", 0, True, 17),  # defending a building
        ("conscript", "ranking-officer", 1, True, 20),
    ],
)
def test_it_finds_each_sides_melee_value(quality, role, weapon, in_building, target):
    preview = run(
        MELEE,
        attacker_quality=quality,
        attacker_role=role,
        attacker_weapon_bonus=weapon,
        defender_quality=quality,
        defender_role=role,
        defender_weapon_bonus=weapon,
        defender_in_building=in_building,
    )
    assert preview.value("defender_target") == target
    # Only the defender of a building gets its +1.
    assert preview.value("attacker_target") == target - (1 if in_building else 0)


# R1: a hit matches or is under the melee value; dice are the attacker's 4, then the defender's 4.
@pytest.mark.parametrize(
    ("dice", "result", "continues_with"),
    [
        (
            [4, 4, 4, 4, 4, 4, 4, 4],
            "both-hit",
            ("melee-effect (2D6) on the defender", "melee-effect (2D6) on the attacker"),
        ),
        ([4, 4, 4, 4, 4, 4, 4, 5], "attacker-hits", ("melee-effect (2D6) on the defender",)),
        ([4, 4, 4, 5, 4, 4, 4, 4], "defender-hits", ("melee-effect (2D6) on the attacker",)),
        ([4, 4, 4, 5, 5, 4, 4, 4], "no-hits", ()),
        ([1, 1, 1, 1, 6, 6, 6, 6], "attacker-hits", ("melee-effect (2D6) on the defender",)),
        ([6, 6, 6, 6, 6, 6, 6, 6], "no-hits", ()),
    ],
)
def test_it_names_who_is_hit_in_melee(dice, result, continues_with):
    outcome = run(MELEE, dice)  # regular against regular: 16 or less each
    assert outcome.result == result
    assert outcome.effects.continues_with == continues_with
    assert outcome.effects.actions_spent == 1


def test_it_gives_the_defender_of_a_building_its_plus_one_on_the_dice():
    dice = [6, 6, 4, 1, 6, 6, 4, 1]  # 17 each: a miss at 16, a hit at 17
    assert run(MELEE, dice).result == "no-hits"
    assert run(MELEE, dice, defender_in_building=True).result == "defender-hits"


@pytest.mark.parametrize(
    ("attacker", "defender", "in_building"),
    [("regular", "regular", False), ("conscript", "elite", False), ("elite", "conscript", True)],
)
def test_it_gives_the_exact_odds_of_each_result(attacker, defender, in_building):
    values = {"conscript": 15, "regular": 16, "elite": 17}
    pa = p_4d6_at_most(values[attacker])
    pd = p_4d6_at_most(values[defender] + (1 if in_building else 0))
    preview = run(MELEE, attacker_quality=attacker, defender_quality=defender, defender_in_building=in_building)
    assert preview.result is None
    assert dict(preview.outcomes) == {
        "both-hit": pa * pd,
        "attacker-hits": pa * (1 - pd),
        "defender-hits": (1 - pa) * pd,
        "no-hits": (1 - pa) * (1 - pd),
    }
    assert sum(p for _result, p in preview.outcomes) == 1


def test_it_gives_a_regular_986_chances_in_1296_to_hit():
    assert run(MELEE).value("attacker_hit_probability") == Fraction(986, 1296)


# R5: a melee value of 24 or more hits automatically; 5 or less needs the luckiest roll.
@pytest.mark.parametrize(("quality", "weapon", "p"), [("elite", 7, Fraction(1)), ("conscript", -10, Fraction(5, 1296))])
def test_it_shows_automatic_and_nearly_impossible_melee_values(quality, weapon, p):
    preview = run(MELEE, attacker_quality=quality, attacker_weapon_bonus=weapon)
    assert preview.value("attacker_hit_probability") == p


@pytest.mark.parametrize("dice", [[4] * 4, [4] * 7, [4] * 9, [0, 4, 4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4, 4, 7]])
def test_it_refuses_dice_that_do_not_fit_a_melee(dice):
    with pytest.raises(ValueError):
        run(MELEE, dice)


# --- Effects of hits in melee: 2-6 kill, 7-11 injury, 12 injury by R17 (or a re-roll, house rule). ---
@pytest.mark.parametrize(
    ("dice", "reroll", "result"),
    [
        ([1, 1], False, "kill"),
        ([2, 4], False, "kill"),
        ([3, 4], False, "injury"),
        ([5, 6], False, "injury"),
        ([6, 6], False, "injury"),  # R17
        ([1, 1], True, "kill"),
        ([3, 3], True, "kill"),
        ([1, 6], True, "injury"),
        ([5, 6], True, "injury"),
        ([6, 6], True, "re-roll"),  # house rule
    ],
)
def test_it_reads_the_effect_of_a_hit_in_melee(dice, reroll, result):
    assert run(EFFECT, dice, reroll_unmapped=reroll).result == result


@pytest.mark.parametrize(
    ("dice", "killed", "tokens", "continues_with"),
    [
        ([2, 3], 1, (), ()),
        ([3, 4], 0, ("injured",), ("morale check (2D6)",)),
        ([6, 6], 0, ("injured",), ("morale check (2D6)",)),
    ],
)
def test_it_applies_the_effect_of_a_hit_in_melee(dice, killed, tokens, continues_with):
    effects = run(EFFECT, dice).effects
    assert (effects.killed, effects.tokens, effects.continues_with) == (killed, tokens, continues_with)


def test_it_rolls_the_effect_again_on_a_re_roll():
    assert run(EFFECT, [6, 6], reroll_unmapped=True).effects.continues_with == ("melee-effect (2D6)",)


@pytest.mark.parametrize(
    ("reroll", "odds"),
    [
        (False, {"kill": Fraction(15, 36), "injury": Fraction(21, 36)}),
        (True, {"kill": Fraction(15, 36), "injury": Fraction(20, 36), "re-roll": Fraction(1, 36)}),
    ],
)
def test_it_previews_the_odds_of_each_melee_effect(reroll, odds):
    preview = run(EFFECT, reroll_unmapped=reroll)
    assert preview.result is None
    assert dict(preview.outcomes) == odds
    assert sum(odds.values()) == 1


@pytest.mark.parametrize("dice", [[3], [3, 3, 3], [0, 3], [3, 7]])
def test_it_refuses_dice_that_do_not_fit_a_melee_effect(dice):
    with pytest.raises(ValueError):
        run(EFFECT, dice)
