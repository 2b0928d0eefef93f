"""The odds of an Open Fire attack before the dice (Attack Procedure, Steps 1 to 3): rows worked out by hand from the
D12 rules (a 1 always fails, a 12 always succeeds, otherwise the attribute or more after modifiers), and agreement with
every face of every die counted one by one, re-rolls and Rending included."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from itertools import product

import pytest

from rules.engine.open_fire import dice as d12
from rules.engine.open_fire.chances import AttackChances, TooManyDice, attack_chances, final_face
from rules.engine.open_fire.procedures.attack import AttackInputs
from rules.engine.open_fire.procedures.damage import DefenceInputs
from rules.engine.outcome import InvalidInput

F = Fraction


def chances(attack: dict, defence: dict, hit_points=(1,)) -> AttackChances:
    return attack_chances(
        AttackInputs(**attack),
        lambda hits, rending: DefenceInputs(hits=hits, rending_damage=rending, **defence),
        hit_points,
    )


@pytest.mark.parametrize(
    ("attack", "defence", "damage"),
    [
        # skill 7 hits on 7-12 (1/2); defence 7 saves on 7-12, so a failure is 1/2
        ({}, {}, {0: F(3, 4), 1: F(1, 4)}),
        # Skilled: a miss of 2-6 (5/12) is rolled again: 1/2 + 5/12 * 1/2 = 17/24 hit
        ({"skilled": True}, {}, {0: F(31, 48), 1: F(17, 48)}),
        # Torrent: anything but a 1 hits (11/12)
        ({"torrent": True, "skill": 12}, {}, {0: F(13, 24), 1: F(11, 24)}),
        # piercing 2: the save needs 9-12, so 8/12 fail
        ({}, {"piercing": 2}, {0: F(2, 3), 1: F(1, 3)}),
        # obstructed: +4 to the save, which needs 3-12, so only 1 and 2 fail (2/12)
        ({}, {"line_of_sight": "obstructed"}, {0: F(11, 12), 1: F(1, 12)}),
        # Resilient: a failed save of 2-6 again: saves 17/24, fails 7/24
        ({}, {"resilient": True}, {0: F(41, 48), 1: F(7, 48)}),
        # damage 2: two saves for the hit, each failing 1/2
        ({}, {"damage": 2}, {0: F(5, 8), 1: F(1, 4), 2: F(1, 8)}),
        # Rending (2): a 12 (1/12) hits and adds 2 damage without a save; 7-11 (5/12) hit plainly
        ({"rending": 2}, {}, {0: F(17, 24), 1: F(5, 24), 2: F(1, 24), 3: F(1, 24)}),
        # skill 13 with nothing to help: only a 12 hits
        ({"skill": 13}, {}, {0: F(23, 24), 1: F(1, 24)}),
        # defence 1: still a 1 always fails
        ({}, {"defence": 1}, {0: F(23, 24), 1: F(1, 24)}),
    ],
)
def test_one_attack_against_one_save_as_worked_out_by_hand(attack, defence, damage):
    odds = chances(attack, defence)
    assert dict(odds.damage) == damage
    assert odds.expected_damage == sum(n * p for n, p in damage.items())
    assert odds.any_damage == 1 - damage[0]
    assert odds.destroyed == odds.any_damage  # one model of 1 hit point
    assert odds.models_lost is None


@pytest.mark.parametrize(
    ("attack", "defence"),
    [
        ({"attacks": 3, "models": 5, "skill": 6}, {"defence": 8}),
        ({"attacks": 2, "models": 4, "rapid_fire": True, "half_range": True, "skilled": True}, {"resilient": True}),
        ({"attacks": 2, "models": 3, "rending": 1}, {"damage": 3, "heavy_armour": 1, "piercing": 2}),
        ({"attacks": 4, "move": "advance-move", "stress": 2, "unstable": True}, {"line_of_sight": "obstructed"}),
        ({"attacks": 1, "models": 6, "skill": 12, "rending": 3, "skilled": True}, {"defence": 11, "damage": 2}),
    ],
)
def test_the_chances_of_every_total_add_up_to_exactly_one(attack, defence):
    odds = chances(attack, defence, hit_points=(1, 1, 1))
    assert sum(p for _n, p in odds.damage) == 1
    assert all(p > 0 for _n, p in odds.damage)
    assert [n for n, _p in odds.damage] == sorted({n for n, _p in odds.damage})


def faces(attribute: int, modifier: int, rerolls: bool) -> dict[int, Fraction]:
    """Every face one roll ends on, counted die by die from the text: a miss that is not a 1 is rolled once more."""
    ends: defaultdict[int, Fraction] = defaultdict(Fraction)
    for first in range(1, 13):
        succeeds = first == 12 or (first != 1 and first + modifier >= attribute)
        if rerolls and not succeeds and first != 1:
            for second in range(1, 13):
                ends[second] += F(1, 144)
        else:
            ends[first] += F(1, 12)
    return ends


def every_face(dice: int, attribute: int, modifier: int, rerolls: bool):
    """Every way `dice` rolls end, with its chance, and how many succeed."""
    one = faces(attribute, modifier, rerolls)
    for rolled in product(one.items(), repeat=dice):
        chance = F(1)
        for _face, p in rolled:
            chance *= p
        shown = [face for face, _p in rolled]
        successes = sum(f == 12 or (f != 1 and f + modifier >= attribute) for f in shown)
        yield shown, successes, chance


def brute_force(rolls, skill, skill_mod, skilled, rending, defence, defence_mod, resilient, damage) -> dict:
    totals: defaultdict[int, Fraction] = defaultdict(Fraction)
    for shown, hits, p in every_face(rolls, skill, skill_mod, skilled):
        extra = shown.count(12) * rending
        for _saves_shown, saves, q in every_face(hits * damage, defence, defence_mod, resilient):
            totals[hits * damage - saves + extra] += p * q
    return {n: p for n, p in totals.items() if p}


@pytest.mark.parametrize(
    ("attack", "defence", "counted"),
    [
        ({"attacks": 2}, {}, (2, 7, 0, False, 0, 7, 0, False, 1)),
        ({"models": 2, "skill": 8, "skilled": True}, {"defence": 6, "resilient": True}, (2, 8, 0, True, 0, 6, 0, True, 1)),
        ({"attacks": 2, "rending": 1, "accurate": True}, {"defence": 8, "piercing": 1},
         (2, 7, 2, False, 1, 8, -1, False, 1)),
        ({"skilled": True, "rending": 2, "modifier": -3}, {"defence": 5, "resilient": True, "damage": 2,
                                                          "line_of_sight": "obstructed"},
         (1, 7, -3, True, 2, 5, 4, True, 2)),
        ({"attacks": 2, "skill": 13, "skilled": True, "rending": 1}, {"defence": 9, "resilient": True},
         (2, 13, 0, True, 1, 9, 0, True, 1)),
    ],
)  # fmt: skip
def test_the_odds_agree_with_every_face_of_every_die_counted(attack, defence, counted):
    assert dict(chances(attack, defence).damage) == brute_force(*counted)


@pytest.mark.parametrize(
    ("hit_points", "destroyed"),
    [
        ((1,), F(7, 24)),  # the Rending (2) row above: any damage
        ((2,), F(1, 12)),  # 2 or 3 damage
        ((1, 1), F(1, 12)),  # the damage left when a model dies goes on to the next (O35)
        ((1, 2), F(1, 24)),  # only all 3 damage
        ((2, 2), 0),  # 4 hit points: 3 damage at most
        ((1, 1, 1, 1), 0),
    ],
)
def test_the_unit_falls_only_when_the_damage_reaches_the_hit_points_it_has_left(hit_points, destroyed):
    assert chances({"rending": 2}, {}, hit_points).destroyed == destroyed


@pytest.mark.parametrize(
    ("attack", "lost"),
    [
        ({"unstable": True}, F(1, 12)),  # a 1 on the one skill roll
        ({"unstable": True, "skilled": True}, F(17, 144)),  # a 1 stays; a re-rolled 2-6 (5/12) may become a 1
        ({"unstable": True, "attacks": 2}, 1 - F(11, 12) ** 2),
        ({"unstable": True, "torrent": True}, F(1, 12)),
        ({}, None),
    ],
)
def test_unstable_loses_a_firing_model_on_a_1(attack, lost):
    assert chances(attack, {}).models_lost == lost


@pytest.mark.parametrize(
    ("attribute", "modifier", "reroll"), [(7, 0, "none"), (9, -2, "failed-not-1"), (5, 1, "failed")]
)
def test_the_faces_a_roll_ends_on_are_the_dice_modules_chance_of_success(attribute, modifier, reroll):
    ends = {f: final_face(f, attribute, modifier, reroll) for f in d12.FACES}
    assert sum(ends.values()) == 1
    hit = sum(p for f, p in ends.items() if d12.succeeds(f, attribute, modifier))
    assert hit == d12.p_success(attribute, modifier, reroll)


def test_a_weapon_that_may_not_fire_and_a_blocked_line_are_refused():
    with pytest.raises(InvalidInput, match="Heavy weapon"):
        chances({"heavy": True, "move": "moved"}, {})
    with pytest.raises(InvalidInput, match="blocked"):
        chances({}, {"line_of_sight": "blocked"})


def test_an_attack_too_big_to_count_in_good_time_says_so():
    with pytest.raises(TooManyDice):
        chances({"models": 30, "attacks": 20, "rending": 1}, {"damage": 10})
