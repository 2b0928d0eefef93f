"""Morale checks, failure effects and rallies, one row per rulebook case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs

CHECK = catalog.get("morale-check")
SL_RALLY = catalog.get("squad-leader-rally")
OFFICER_RALLY = catalog.get("officer-rally")


def check(dice=None, **raw):
    inputs, errors = parse_inputs(CHECK, {k: v if isinstance(v, list) else [str(v)] for k, v in raw.items()})
    assert errors == {}
    return CHECK.resolve(inputs, dice)


# Table calculating morale checks bonuses and penalties, one row each, on force morale 9.
@pytest.mark.parametrize(
    ("situation", "target"),
    [
        ({}, 9),
        ({"quality": "elite"}, 10),
        ({"squad_leader": "true"}, 10),
        ({"cover": ["soft"]}, 10),
        ({"officer_nearby": "true"}, 11),
        ({"cover": ["medium"]}, 11),
        ({"cover": ["hard"]}, 12),
        ({"quality": "conscript"}, 8),
        ({"had_melee": "true"}, 8),
        ({"injured": "true"}, 7),
        ({"attacked_from_behind": "true"}, 7),
        ({"shocked": "true"}, 7),
        ({"cover": ["medium", "soft"]}, 12),  # cover levels add up
        ({"quality": "conscript", "injured": "true", "shocked": "true", "had_melee": "on"}, 3),
    ],
)
def test_it_moves_the_target_by_each_bonus_and_penalty(situation, target):
    assert check(force_morale=9, **situation).target == target


@pytest.mark.parametrize(
    ("force_morale", "dice", "result"),
    [(9, [4, 5], "pass"), (9, [5, 5], "fail"), (8, [2, 6], "pass"), (10, [6, 5], "fail")],
)
def test_it_passes_at_or_under_the_target(force_morale, dice, result):
    assert check(dice, force_morale=force_morale).result == result


@pytest.mark.parametrize(
    ("unit_kind", "total", "effect"),
    [
        ("infantry", 2, "shocked"),
        ("infantry", 5, "shocked"),
        ("infantry", 8, "shocked"),
        ("infantry", 11, "shocked"),
        ("infantry", 3, "tactical-retreat"),
        ("infantry", 6, "tactical-retreat"),
        ("infantry", 9, "tactical-retreat"),
        ("infantry", 12, "tactical-retreat"),
        ("infantry", 4, "surrender"),
        ("infantry", 7, "surrender"),
        ("infantry", 10, "surrender"),
        ("vehicle-crew", 2, "shock"),
        ("vehicle-crew", 11, "shock"),
        ("vehicle-crew", 3, "back-up"),
        ("vehicle-crew", 12, "back-up"),
        ("vehicle-crew", 4, "crew-bails"),
        ("vehicle-crew", 10, "crew-bails"),
        ("support-crew", 5, "shock"),
        ("support-crew", 6, "reposition"),
        ("support-crew", 7, "crew-bails"),
        ("pilot", 8, "shock"),
        ("pilot", 9, "defensive-spiral"),
        ("pilot", 10, "pilot-and-crew-bail"),
    ],
)
def test_it_reads_the_failure_effect_of_each_unit_kind(unit_kind, total, effect):
    effect_dice = [1, total - 1] if total <= 7 else [6, total - 6]
    outcome = check([6, 6] + effect_dice, force_morale=9, unit_kind=unit_kind)
    assert outcome.result == effect


def test_it_asks_for_the_effect_dice_after_a_failure():
    outcome = check([6, 6], force_morale=9)
    assert outcome.result == "fail"
    assert outcome.effects.continues_with == ("failed morale effect (2D6)",)


def test_it_gives_the_odds_of_each_failure_effect():
    outcome = check(force_morale=9)
    odds = dict(outcome.outcomes)
    # 2D6 <= 9: 30 of 36. Infantry shocked on 2, 5, 8, 11: 1 + 4 + 5 + 2 = 12 of 36.
    assert odds["pass"] == Fraction(30, 36)
    assert odds["shocked"] == Fraction(6, 36) * Fraction(12, 36)
    assert sum(odds.values()) == 1


def rally(procedure, dice=None, **raw):
    inputs, errors = parse_inputs(procedure, {k: [str(v)] for k, v in raw.items()})
    assert errors == {}
    return procedure.resolve(inputs, dice)


@pytest.mark.parametrize(
    ("distance", "units", "short_radius", "result"),
    [
        (20, "cm", False, "rallied"),  # R23: 20 cm / 8 in, the edge included
        (20.1, "cm", False, "out-of-radius"),
        (8, "in", False, "rallied"),
        (8.1, "in", False, "out-of-radius"),
        (10, "cm", True, "rallied"),  # the house rule's 10 cm / 4 in
        (10.5, "cm", True, "out-of-radius"),
        (4, "in", True, "rallied"),
        (5, "in", True, "out-of-radius"),
    ],
)
def test_it_rallies_only_inside_the_squad_leaders_radius(distance, units, short_radius, result):
    dice = None if result == "out-of-radius" else [1, 1]
    outcome = rally(SL_RALLY, dice, distance=distance, units=units, short_radius=short_radius)
    assert outcome.result == result


def test_it_allows_two_squad_leader_rallies_a_turn():
    assert rally(SL_RALLY, [2, 2], rallies_this_turn=1).result == "rallied"
    assert rally(SL_RALLY, None, rallies_this_turn=2).result == "no-rallies-left"


def test_it_gives_the_squad_leader_his_own_bonus_on_the_rally_check():
    # Force morale 9, squad leader +1: needs 10 or less.
    assert rally(SL_RALLY, force_morale=9).target == 10
    outcome = rally(SL_RALLY, [5, 5], force_morale=9)
    assert outcome.result == "rallied"
    assert set(outcome.effects.removed_tokens) == {"suppressed", "frightened"}
    assert rally(SL_RALLY, [5, 6], force_morale=9).result == "not-rallied"


def test_it_lets_an_officer_rally_once_per_game():
    outcome = rally(OFFICER_RALLY, [3, 3], force_morale=9)
    assert (outcome.result, outcome.effects.removed_tokens) == ("rallied", ("suppressed",))
    assert rally(OFFICER_RALLY, None, rally_used="true").result == "already-used"
    with pytest.raises(ValueError):
        rally(OFFICER_RALLY, [3, 3], rally_used="true")


def test_it_reports_all_four_dice_of_a_failed_check():
    assert check([6, 6, 2, 2], force_morale=9).dice == (6, 6, 2, 2)
