"""Accuracy rolls of grenades, artillery and handheld AT weapons, the bouncing grenade and the flamethrower:
one row per rulebook case, numbers typed from the book and shared/rulings.md."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.procedures.explosives import PANZERFAUST
from rules.engine.registry import parse_inputs

AUTO, OUT, BELOW = "auto-hit", "out-of-range", "below-minimum-range"
ACCURACY = (
    "grenade-accuracy",
    "grenade-open-top",
    "grenade-into-afv",
    "at-grenade-accuracy",
    "artillery-accuracy",
    "panzerfaust-accuracy",
    "bazooka-accuracy",
)


def resolve(procedure_id, dice=None, **raw):
    procedure = catalog.get(procedure_id)
    inputs, errors = parse_inputs(procedure, {k: v if isinstance(v, list) else [str(v)] for k, v in raw.items()})
    assert errors == {}
    return procedure.resolve(inputs, dice)


def needed(procedure_id, **raw):
    """What the book's table says at this distance: the number needed, AUTO, or why there is no roll."""
    procedure = catalog.get(procedure_id)
    inputs, errors = parse_inputs(procedure, {k: [str(v)] for k, v in raw.items()})
    assert errors == {}
    preview = procedure.resolve(inputs, None)
    if preview.target is not None:
        assert procedure.dice_counts(inputs) == (4,)
        return preview.target
    assert procedure.dice_counts(inputs) == (0,)
    return AUTO if preview.result == "hit" else preview.result


def edges(*rows):
    """(units, edge, below, at, above): three cases per band edge, 0.1 below it, at it and 0.1 above it."""
    cases = []
    for units, edge, below, at, above in rows:
        for where, distance, expected in (("below", edge - 0.1, below), ("at", edge, at), ("above", edge + 0.1, above)):
            cases.append(pytest.param(round(distance, 1), units, expected, id=f"{edge:g}{units}-{where}"))
    return cases


# Table accuracy roll grenades. R7: "5 to 10" includes 10, excludes 5; "less or equal 5" includes 5.
GRENADE_EDGES = edges(
    ("cm", 5, AUTO, AUTO, 18),
    ("cm", 10, 18, 18, 16),
    ("cm", 15, 16, 16, 14),
    ("cm", 20, 14, 14, 12),
    ("cm", 25, 12, 12, OUT),
    ("in", 2, AUTO, AUTO, 18),
    ("in", 4, 18, 18, 16),
    ("in", 6, 16, 16, 14),
    ("in", 8, 14, 14, 12),
    ("in", 10, 12, 12, OUT),
)


@pytest.mark.parametrize(("distance", "units", "expected"), GRENADE_EDGES)
def test_it_reads_the_grenade_table_at_every_edge(distance, units, expected):
    assert needed("grenade-accuracy", distance=distance, units=units) == expected


@pytest.mark.parametrize(("distance", "units", "expected"), GRENADE_EDGES)
def test_it_reads_the_grenade_table_for_an_open_top_vehicle_standing_still(distance, units, expected):
    assert needed("grenade-open-top", distance=distance, units=units, vehicle_moved="false") == expected


# Table accuracy roll for throwing grenades in open top vehicles (the vehicle moved this turn).
@pytest.mark.parametrize(
    ("distance", "units", "expected"),
    edges(
        ("cm", 5, 14, 14, 12),
        ("cm", 10, 12, 12, 10),
        ("cm", 15, 10, 10, 8),
        ("cm", 20, 8, 8, 6),
        ("cm", 25, 6, 6, OUT),
        ("in", 2, 14, 14, 12),
        ("in", 4, 12, 12, 10),
        ("in", 6, 10, 10, 8),
        ("in", 8, 8, 8, 6),
        ("in", 10, 6, 6, OUT),
    ),
)
def test_it_reads_the_open_top_table_when_the_vehicle_moved(distance, units, expected):
    assert needed("grenade-open-top", distance=distance, units=units, vehicle_moved="true") == expected


# Table accuracy roll for dropping a grenade into an AFV that is standing still: within one move only.
INTO_AFV_EDGES = edges(
    ("cm", 5, 12, 12, 10),
    ("cm", 10, 10, 10, OUT),
    ("in", 2, 12, 12, 10),
    ("in", 4, 10, 10, OUT),
)


@pytest.mark.parametrize(("distance", "units", "expected"), INTO_AFV_EDGES)
@pytest.mark.parametrize("target", ["afv", "bunker"])
def test_it_reads_the_afv_hatch_table_for_afvs_and_bunkers(target, distance, units, expected):
    assert needed("grenade-into-afv", distance=distance, units=units, target=target) == expected


@pytest.mark.parametrize(("target", "expected"), [("afv", "not-standing-still"), ("bunker", 12)])
def test_it_only_lets_a_grenade_into_an_afv_that_stood_still(target, expected):
    assert needed("grenade-into-afv", distance=3, units="cm", target=target, vehicle_moved="true") == expected


# Table accuracy roll AT grenades and satchel charges.
@pytest.mark.parametrize(
    ("distance", "units", "expected"),
    edges(
        ("cm", 5, AUTO, AUTO, 14),
        ("cm", 10, 14, 14, 12),
        ("cm", 15, 12, 12, OUT),
        ("in", 2, AUTO, AUTO, 14),
        ("in", 4, 14, 14, 12),
        ("in", 6, 12, 12, OUT),
    ),
)
def test_it_reads_the_at_grenade_table_at_every_edge(distance, units, expected):
    assert needed("at-grenade-accuracy", distance=distance, units=units) == expected


# Table Accuracy roll artillery & mortar fire on targets standing still, minimum range 50 cm / 20 in.
@pytest.mark.parametrize(
    ("distance", "units", "expected"),
    [
        *edges(
            ("cm", 50, BELOW, 16, 16),
            ("cm", 75, 16, 16, 14),
            ("cm", 100, 14, 14, 12),
            ("cm", 125, 12, 12, 10),
            ("in", 20, BELOW, 16, 16),
            ("in", 30, 16, 16, 14),
            ("in", 40, 14, 14, 12),
            ("in", 50, 12, 12, 10),
        ),
        pytest.param(0, "cm", BELOW, id="0cm"),
        pytest.param(400, "cm", 10, id="400cm"),
        pytest.param(160, "in", 10, id="160in"),
    ],
)
def test_it_reads_the_artillery_table_from_its_minimum_range(distance, units, expected):
    assert needed("artillery-accuracy", distance=distance, units=units) == expected


# Table accuracy roll Panzerfaust ("below 15" strict, R7) up to each model's maximum range.
@pytest.mark.parametrize(
    ("distance", "units", "expected"),
    [
        pytest.param(0, "cm", 20, id="0cm"),
        *edges(
            ("cm", 15, 20, 18, 18),
            ("cm", 30, 18, 18, 16),
            ("cm", 45, 16, 16, 14),
            ("cm", 60, 14, 14, 12),
            ("cm", 75, 12, 12, OUT),
            ("in", 6, 20, 18, 18),
            ("in", 12, 18, 18, 16),
            ("in", 18, 16, 16, 14),
            ("in", 24, 14, 14, 12),
            ("in", 30, 12, 12, OUT),
        ),
    ],
)
def test_it_reads_the_panzerfaust_table_at_every_edge(distance, units, expected):
    assert needed("panzerfaust-accuracy", distance=distance, units=units, weapon="panzerfaust-100") == expected


# Table maximum range Panzerfausts, Panzerschrecks and Bazookas: at the maximum it fires, beyond it may not.
@pytest.mark.parametrize(
    ("procedure_id", "weapon", "units", "maximum", "at_maximum"),
    [
        ("panzerfaust-accuracy", "panzerfaust-30", "cm", 20, 18),
        ("panzerfaust-accuracy", "panzerfaust-30", "in", 8, 18),
        ("panzerfaust-accuracy", "panzerfaust-60", "cm", 40, 16),
        ("panzerfaust-accuracy", "panzerfaust-60", "in", 16, 16),
        ("panzerfaust-accuracy", "panzerfaust-100", "cm", 75, 12),
        ("panzerfaust-accuracy", "panzerfaust-100", "in", 30, 12),
        ("bazooka-accuracy", "bazooka", "cm", 75, 14),
        ("bazooka-accuracy", "bazooka", "in", 30, 14),
        ("bazooka-accuracy", "panzerschreck", "cm", 110, 12),
        ("bazooka-accuracy", "panzerschreck", "in", 44, 12),
    ],
)
def test_it_refuses_a_shot_beyond_the_maximum_range(procedure_id, weapon, units, maximum, at_maximum):
    assert needed(procedure_id, distance=maximum - 0.1, units=units, weapon=weapon) == at_maximum
    assert needed(procedure_id, distance=maximum, units=units, weapon=weapon) == at_maximum
    assert needed(procedure_id, distance=maximum + 0.1, units=units, weapon=weapon) == OUT


@pytest.mark.parametrize(
    ("distance", "units", "expected"), [(75.1, "cm", 10), (200, "cm", 10), (30.1, "in", 10), (80, "in", 10)]
)
def test_it_keeps_the_panzerfaust_row_beyond_75_cm_that_no_model_reaches(distance, units, expected):
    assert PANZERFAUST.lookup(distance, units) == expected  # "more than 75cm", in inches 30 (R6)


# Table accuracy roll Panzerschreck and Bazooka ("below 30" strict; "more than 75cm" is 30 in by R6).
@pytest.mark.parametrize(
    ("distance", "units", "expected"),
    [
        pytest.param(0, "cm", 20, id="0cm"),
        *edges(
            ("cm", 30, 20, 18, 18),
            ("cm", 45, 18, 18, 16),
            ("cm", 60, 16, 16, 14),
            ("cm", 75, 14, 14, 12),
            ("in", 12, 20, 18, 18),
            ("in", 18, 18, 18, 16),
            ("in", 24, 16, 16, 14),
            ("in", 30, 14, 14, 12),
        ),
    ],
)
def test_it_reads_the_panzerschreck_table_at_every_edge(distance, units, expected):
    assert needed("bazooka-accuracy", distance=distance, units=units, weapon="panzerschreck") == expected


@pytest.mark.parametrize(("distance", "units", "expected"), [(29.9, "cm", 20), (30, "cm", 18), (75, "cm", 14)])
def test_it_reads_the_same_table_for_the_bazooka(distance, units, expected):
    assert needed("bazooka-accuracy", distance=distance, units=units, weapon="bazooka") == expected


# The accuracy roll takes the handler's bonuses and penalties, not the attack roll (R3: they move the target).
@pytest.mark.parametrize(
    ("situation", "change"),
    [
        ({}, 0),
        ({"quality": "elite"}, +1),
        ({"quality": "conscript"}, -1),
        ({"squad_leader": "true"}, +1),
        ({"officer_nearby": "true"}, +2),
        ({"frightened": "true"}, -1),
        ({"injured": "true"}, -2),
        ({"quality": "elite", "squad_leader": "true", "officer_nearby": "true"}, +4),
        ({"quality": "conscript", "frightened": "true", "injured": "true"}, -4),
    ],
)
@pytest.mark.parametrize(
    ("procedure_id", "distance", "table"),
    [("grenade-accuracy", 7, 18), ("artillery-accuracy", 55, 16), ("panzerfaust-accuracy", 20, 18)],
)
def test_it_moves_the_accuracy_target_with_the_handlers_modifiers(procedure_id, distance, table, situation, change):
    assert resolve(procedure_id, distance=distance, units="cm", **situation).target == table + change


def test_it_hits_automatically_whatever_the_quality():
    outcome = resolve("grenade-accuracy", [], distance=5, units="cm", quality="conscript", injured="true")
    assert outcome.result == "hit"
    assert outcome.target is None
    assert outcome.outcomes == (("hit", Fraction(1)),)
    assert outcome.effects.actions_spent == 1


@pytest.mark.parametrize(
    ("procedure_id", "situation", "target", "probability", "words"),
    [  # R5: impossible and automatic targets are shown as such before the roll
        (
            "grenade-open-top",
            {"distance": 22, "vehicle_moved": "true", "quality": "conscript", "injured": "true", "frightened": "true"},
            2,
            Fraction(0),
            "cannot succeed",
        ),
        (
            "panzerfaust-accuracy",
            {"distance": 10, "quality": "elite", "squad_leader": "true", "officer_nearby": "true"},
            24,
            Fraction(1),
            "succeeds automatically",
        ),
    ],
)
def test_it_shows_impossible_and_automatic_targets(procedure_id, situation, target, probability, words):
    preview = resolve(procedure_id, units="cm", **situation)
    assert (preview.target, preview.probability) == (target, probability)
    assert any(words in step for step in preview.steps)


@pytest.mark.parametrize(
    ("dice", "result"),
    [([6, 6, 5, 1], "hit"), ([6, 6, 5, 2], "miss"), ([1, 1, 1, 1], "hit"), ([6, 6, 6, 6], "miss")],
)
def test_it_hits_on_the_target_or_less(dice, result):  # R1: 18 needed at 5 to 10 cm
    assert resolve("grenade-accuracy", dice, distance=7, units="cm").result == result


# What each hit and each miss leads to: the next rolls and the procedures that resolve them.
@pytest.mark.parametrize(
    ("procedure_id", "situation", "hit_next", "miss_next"),
    [
        (
            "grenade-accuracy",
            {"distance": 7},
            ("effect-infantry", "morale-check"),
            ("grenade-drift-distance", "drift-direction"),
        ),
        (
            "grenade-open-top",
            {"distance": 7},
            ("effect-crew", "effect-softskin-he", "morale-check"),
            ("grenade-drift-distance", "drift-direction"),
        ),
        (
            "grenade-into-afv",
            {"distance": 7},
            ("effect-crew", "effect-softskin-he", "morale-check"),
            ("grenade-drift-distance", "drift-direction"),
        ),
        (
            "grenade-into-afv",
            {"distance": 7, "target": "bunker", "bouncing": "true"},
            ("effect-infantry", "morale-check"),
            ("grenade-bounce",),
        ),
        (
            "at-grenade-accuracy",
            {"distance": 7},
            ("effect-afv-ap", "morale-check"),
            ("grenade-drift-distance", "drift-direction"),
        ),
        (
            "artillery-accuracy",
            {"distance": 60},
            ("blast-radius", "effect-infantry", "morale-check"),
            ("artillery-drift-distance", "drift-direction"),
        ),
        (
            "panzerfaust-accuracy",
            {"distance": 7},
            ("effect-afv-ap", "morale-check"),
            ("at-drift-direction", "grenade-drift-distance"),
        ),
        (
            "bazooka-accuracy",
            {"distance": 7},
            ("effect-afv-ap", "morale-check"),
            ("at-drift-direction", "grenade-drift-distance"),
        ),
    ],
)
def test_it_continues_a_hit_and_a_miss_with_the_right_rolls(procedure_id, situation, hit_next, miss_next):
    hit = resolve(procedure_id, [1, 1, 1, 1], units="cm", **situation)
    miss = resolve(procedure_id, [6, 6, 6, 6], units="cm", **situation)
    assert (hit.result, hit.value("next"), hit.effects.actions_spent) == ("hit", hit_next, 1)
    assert (miss.result, miss.value("next"), miss.effects.actions_spent) == ("miss", miss_next, 1)
    assert hit.effects.continues_with and miss.effects.continues_with
    assert set(hit_next + miss_next) <= set(catalog.all_procedures())


@pytest.mark.parametrize("procedure_id", ["panzerfaust-accuracy", "bazooka-accuracy", "at-grenade-accuracy"])
def test_it_follows_an_at_hit_with_a_4d6_attack_roll(procedure_id):  # R4, not the 2D6 of the passage
    hit = resolve(procedure_id, [1, 1, 1, 1], distance=7, units="cm")
    assert "attack roll (4D6) at or under the AP value" in hit.effects.continues_with


def test_it_goes_off_inside_an_open_top_vehicle_without_an_attack_roll():
    hit = resolve("grenade-open-top", [1, 1, 1, 1], distance=7, units="cm")
    assert not any(roll.startswith("attack roll") for roll in hit.effects.continues_with)
    assert "effect roll (2D6) on the HE vs softskin table" in hit.effects.continues_with


@pytest.mark.parametrize(
    ("procedure_id", "situation", "result"),
    [
        ("grenade-accuracy", {"distance": 30}, OUT),
        ("at-grenade-accuracy", {"distance": 16}, OUT),
        ("grenade-into-afv", {"distance": 11}, OUT),
        ("grenade-into-afv", {"distance": 3, "vehicle_moved": "true"}, "not-standing-still"),
        ("artillery-accuracy", {"distance": 49}, BELOW),
        ("panzerfaust-accuracy", {"distance": 21, "weapon": "panzerfaust-30"}, OUT),
        ("bazooka-accuracy", {"distance": 76, "weapon": "bazooka"}, OUT),
    ],
)
def test_it_spends_no_action_when_the_throw_or_shot_cannot_be_made(procedure_id, situation, result):
    outcome = resolve(procedure_id, [], units="cm", **situation)
    assert outcome.result == result
    assert outcome.outcomes == ((result, Fraction(1)),)
    assert outcome.effects.actions_spent == 0


# Previews: the exact chance before the roll, summing to 1; typed from the 4D6 sums (721 of 1296 are <= 14).
@pytest.mark.parametrize(
    ("procedure_id", "situation", "p_hit"),
    [
        ("grenade-accuracy", {"distance": 22}, Fraction(435, 1296)),  # 4D6 <= 12: 435 of 1296
        ("grenade-open-top", {"distance": 7, "vehicle_moved": "true"}, Fraction(435, 1296)),
        ("grenade-into-afv", {"distance": 7}, Fraction(103, 648)),  # 4D6 <= 10: 206 of 1296
        ("at-grenade-accuracy", {"distance": 7}, Fraction(721, 1296)),
        ("artillery-accuracy", {"distance": 80}, Fraction(721, 1296)),
        ("panzerfaust-accuracy", {"distance": 50, "weapon": "panzerfaust-100"}, Fraction(721, 1296)),
        ("bazooka-accuracy", {"distance": 70}, Fraction(721, 1296)),
    ],
)
def test_it_previews_the_exact_chance(procedure_id, situation, p_hit):
    preview = resolve(procedure_id, units="cm", **situation)
    assert preview.result is None
    assert preview.probability == p_hit
    assert dict(preview.outcomes) == {"hit": p_hit, "miss": 1 - p_hit}
    assert sum(p for _result, p in preview.outcomes) == 1


@pytest.mark.parametrize("procedure_id", ACCURACY)
@pytest.mark.parametrize("dice", [[3, 3, 3], [3, 3, 3, 3, 3], [0, 3, 3, 3], [7, 3, 3, 3]])
def test_it_refuses_bad_dice_on_an_accuracy_roll(procedure_id, dice):
    distance = 80 if procedure_id == "artillery-accuracy" else 7
    with pytest.raises(ValueError):
        resolve(procedure_id, dice, distance=distance, units="cm")


@pytest.mark.parametrize("dice", [[3], [0], [7], [3, 3, 3, 3]])
@pytest.mark.parametrize(
    ("procedure_id", "situation"),
    [("grenade-accuracy", {"distance": 2}), ("grenade-accuracy", {"distance": 26}), ("flamethrower", {"distance": 7})],
)
def test_it_refuses_dice_where_nothing_is_rolled(procedure_id, situation, dice):
    with pytest.raises(ValueError):
        resolve(procedure_id, dice, units="cm", **situation)


# Optional rule: a grenade that missed the hatch bounces back on 2D6 of 6 or less.
@pytest.mark.parametrize(
    ("dice", "result", "next_procedures"),
    [
        ([1, 1], "bounce", ("effect-infantry", "morale-check")),
        ([3, 3], "bounce", ("effect-infantry", "morale-check")),
        ([1, 5], "bounce", ("effect-infantry", "morale-check")),
        ([3, 4], "no-bounce", ("grenade-drift-distance", "drift-direction")),
        ([6, 6], "no-bounce", ("grenade-drift-distance", "drift-direction")),
    ],
)
def test_it_bounces_a_grenade_back_on_6_or_less(dice, result, next_procedures):
    outcome = resolve("grenade-bounce", dice)
    assert (outcome.result, outcome.value("next")) == (result, next_procedures)
    assert outcome.effects.actions_spent == 0


def test_it_previews_the_bounce():
    preview = resolve("grenade-bounce")
    assert (preview.target, preview.result) == (6, None)
    assert preview.outcomes == (("bounce", Fraction(5, 12)), ("no-bounce", Fraction(7, 12)))


@pytest.mark.parametrize("dice", [[3], [3, 3, 3], [0, 3], [7, 3]])
def test_it_refuses_bad_dice_on_the_bounce(dice):
    with pytest.raises(ValueError):
        resolve("grenade-bounce", dice)


# Flamethrowers: range 40 cm / 16 in, blast 5 cm / 2 in, no attack roll on structures or bunkers.
@pytest.mark.parametrize(
    ("distance", "units", "result"),
    [
        (39.9, "cm", "attack-roll-per-unit"),
        (40, "cm", "attack-roll-per-unit"),
        (40.1, "cm", OUT),
        (15.9, "in", "attack-roll-per-unit"),
        (16, "in", "attack-roll-per-unit"),
        (16.1, "in", OUT),
    ],
)
def test_it_limits_the_flamethrower_to_its_range(distance, units, result):
    assert resolve("flamethrower", distance=distance, units=units).result == result


@pytest.mark.parametrize(
    ("target", "units", "result", "continues", "radius"),
    [
        ("units", "cm", "attack-roll-per-unit", "attack roll (4D6) for each unit in the blast radius", 5),
        ("units", "in", "attack-roll-per-unit", "attack roll (4D6) for each unit in the blast radius", 2),
        ("bunker", "cm", "every-soldier-checks-effect", "effect roll (2D6) for each soldier in the bunker", 5),
        ("structure", "in", "sets-on-fire", None, 2),
    ],
)
def test_it_flames_units_bunkers_and_structures(target, units, result, continues, radius):
    outcome = resolve("flamethrower", [], distance=10, units=units, target=target)
    assert (outcome.result, outcome.value("blast_radius"), outcome.effects.actions_spent) == (result, radius, 1)
    if continues:
        assert continues in outcome.effects.continues_with
    else:
        assert outcome.effects.continues_with == ()
    assert not any("attack roll" in roll for roll in outcome.effects.continues_with if target != "units")
