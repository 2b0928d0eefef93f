"""Drift direction and distance, blast radius and structures catching fire: one row per rulebook case,
numbers typed from the book's printed tables and shared/rulings.md (R20)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.procedures.drift import AT_DRIFT_DIRECTION, DRIFT_DIRECTION
from rules.engine.registry import parse_inputs

# Table drift direction hand grenades, mortar & artillery, as printed.
PRINTED_DIRECTION = {
    "north": (8, 16, 24, 32, 40),
    "north-east": (9, 17, 25, 33, 41),
    "east": (10, 18, 26, 34, 42),
    "south-east": (11, 19, 27, 35, 43),
    "south": (12, 20, 28, 36, 44),
    "south-west": (13, 21, 29, 37, 45),
    "west": (14, 22, 30, 38, 46),
    "north-west": (15, 23, 31, 39, 47),
    "re-roll": (48,),
}
# Table drift direction Panzerfausts, Panzerschrecks and Bazookas, as printed (4 cannot come up on 8D6).
PRINTED_AT_DIRECTION = {
    "right-of-target": (4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44),
    "left-of-target": (5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45),
    "short": (6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46),
    "over": (7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47),
    "re-roll": (48,),
}
R20_COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")
R20_AT = ("right-of-target", "left-of-target", "short", "over")


def resolve(procedure_id, dice=None, **raw):
    procedure = catalog.get(procedure_id)
    inputs, errors = parse_inputs(procedure, {k: [str(v)] for k, v in raw.items()})
    assert errors == {}
    return procedure.resolve(inputs, dice)


def dice_totalling(total, count=8):
    """Some faces of `count` D6 that add up to `total`."""
    dice = [1] * count
    for index in range(count):
        dice[index] += min(5, total - sum(dice))
    assert sum(dice) == total
    return dice


def printed(table, total):
    return next(result for result, totals in table.items() if total in totals)


@pytest.mark.parametrize("total", range(8, 49))
def test_it_reads_every_8d6_total_of_the_drift_direction_table_as_printed(total):
    outcome = resolve("drift-direction", dice_totalling(total))
    assert outcome.result == printed(PRINTED_DIRECTION, total)
    assert outcome.result == ("re-roll" if total == 48 else R20_COMPASS[(total - 8) % 8])  # R20


@pytest.mark.parametrize("total", range(8, 49))
def test_it_reads_every_8d6_total_of_the_at_drift_direction_table_as_printed(total):
    outcome = resolve("at-drift-direction", dice_totalling(total))
    assert outcome.result == printed(PRINTED_AT_DIRECTION, total)
    assert outcome.result == ("re-roll" if total == 48 else R20_AT[total % 4])  # R20


@pytest.mark.parametrize(
    ("table", "printed_rows"), [(DRIFT_DIRECTION, PRINTED_DIRECTION), (AT_DRIFT_DIRECTION, PRINTED_AT_DIRECTION)]
)
def test_it_holds_every_printed_row_of_the_direction_tables(table, printed_rows):
    assert table.results == tuple(sorted((t, result) for result, totals in printed_rows.items() for t in totals))


@pytest.mark.parametrize("procedure_id", ["drift-direction", "at-drift-direction"])
def test_it_rolls_the_8d6_again_on_48(procedure_id):
    outcome = resolve(procedure_id, [6] * 8)
    assert outcome.result == "re-roll"
    assert outcome.effects.continues_with == ("drift direction (8D6)",)


@pytest.mark.parametrize(
    ("total", "result", "continues"),
    [
        (8, "right-of-target", ("drift distance (1D6)",)),
        (9, "left-of-target", ("drift distance (1D6)",)),
        (10, "short", ("drift distance (1D6)",)),
        (11, "over", ()),  # too high: it does not explode on the table, so it does not drift a distance
    ],
)
def test_it_measures_a_drift_only_for_shots_that_land(total, result, continues):
    outcome = resolve("at-drift-direction", dice_totalling(total))
    assert (outcome.result, outcome.effects.continues_with) == (result, continues)


@pytest.mark.parametrize(
    ("procedure_id", "odds"),
    [
        (
            "drift-direction",
            {  # 8D6 totals: 1,679,616 rolls; 48 (one roll) is re-rolled
                "north": Fraction(209921, 1679616),
                "north-east": Fraction(209928, 1679616),
                "east": Fraction(209948, 1679616),
                "south-east": Fraction(209976, 1679616),
                "south": Fraction(209990, 1679616),
                "south-west": Fraction(209976, 1679616),
                "west": Fraction(209948, 1679616),
                "north-west": Fraction(209928, 1679616),
                "re-roll": Fraction(1, 1679616),
            },
        ),
        (
            "at-drift-direction",
            {
                "right-of-target": Fraction(419911, 1679616),
                "left-of-target": Fraction(1, 4),
                "short": Fraction(419896, 1679616),
                "over": Fraction(1, 4),
                "re-roll": Fraction(1, 1679616),
            },
        ),
    ],
)
def test_it_previews_the_exact_odds_of_each_direction(procedure_id, odds):
    preview = resolve(procedure_id)
    assert preview.result is None
    assert dict(preview.outcomes) == odds
    assert sum(p for _result, p in preview.outcomes) == 1


# Table drift distance grenades, and the identical Panzerfaust, Panzerschreck and Bazooka table.
@pytest.mark.parametrize("weapon", ["grenade", "panzerfaust-bazooka-panzerschreck"])
@pytest.mark.parametrize(
    ("face", "units", "distance"),
    [
        (1, "cm", 5),
        (2, "cm", 5),
        (3, "cm", 10),
        (4, "cm", 10),
        (5, "cm", 15),
        (6, "cm", 15),
        (1, "in", 2),
        (2, "in", 2),
        (3, "in", 4),
        (4, "in", 4),
        (5, "in", 6),
        (6, "in", 6),
    ],
)
def test_it_reads_every_row_of_the_grenade_drift_distance(weapon, face, units, distance):
    outcome = resolve("grenade-drift-distance", [face], weapon=weapon, units=units)
    assert (outcome.result, outcome.value("distance"), outcome.value("units")) == (
        f"{distance}-{units}",
        distance,
        units,
    )


# Table drift distance artillery shells.
@pytest.mark.parametrize(
    ("face", "units", "distance"),
    [
        (1, "cm", 5),
        (2, "cm", 10),
        (3, "cm", 15),
        (4, "cm", 20),
        (5, "cm", 25),
        (6, "cm", 30),
        (1, "in", 2),
        (2, "in", 4),
        (3, "in", 6),
        (4, "in", 8),
        (5, "in", 10),
        (6, "in", 12),
    ],
)
def test_it_reads_every_row_of_the_artillery_drift_distance(face, units, distance):
    outcome = resolve("artillery-drift-distance", [face], units=units)
    assert (outcome.result, outcome.value("distance")) == (f"{distance}-{units}", distance)


@pytest.mark.parametrize(
    ("procedure_id", "units", "odds"),
    [
        ("grenade-drift-distance", "cm", {"5-cm": Fraction(1, 3), "10-cm": Fraction(1, 3), "15-cm": Fraction(1, 3)}),
        ("grenade-drift-distance", "in", {"2-in": Fraction(1, 3), "4-in": Fraction(1, 3), "6-in": Fraction(1, 3)}),
        ("artillery-drift-distance", "cm", {f"{d}-cm": Fraction(1, 6) for d in (5, 10, 15, 20, 25, 30)}),
        ("artillery-drift-distance", "in", {f"{d}-in": Fraction(1, 6) for d in (2, 4, 6, 8, 10, 12)}),
    ],
)
def test_it_previews_the_drift_distances(procedure_id, units, odds):
    preview = resolve(procedure_id, units=units)
    assert preview.result is None
    assert dict(preview.outcomes) == odds
    assert sum(odds.values()) == 1


@pytest.mark.parametrize(
    ("procedure_id", "dice"),
    [
        ("drift-direction", [3] * 7),
        ("drift-direction", [3] * 9),
        ("drift-direction", [0] + [3] * 7),
        ("drift-direction", [7] + [3] * 7),
        ("at-drift-direction", [3] * 7),
        ("at-drift-direction", [0] + [3] * 7),
        ("at-drift-direction", [7] + [3] * 7),
        ("grenade-drift-distance", [3, 3]),
        ("grenade-drift-distance", [0]),
        ("grenade-drift-distance", [7]),
        ("artillery-drift-distance", []),
        ("artillery-drift-distance", [0]),
        ("artillery-drift-distance", [7]),
        ("blast-radius", [3]),
        ("blast-radius", [0]),
        ("blast-radius", [7]),
        ("structure-fire", [3]),
        ("structure-fire", [0, 3]),
        ("structure-fire", [7, 3]),
    ],
)
def test_it_refuses_bad_dice(procedure_id, dice):
    with pytest.raises(ValueError):
        resolve(procedure_id, dice)


def test_it_refuses_dice_when_a_flamethrower_sets_the_fire():
    with pytest.raises(ValueError):
        resolve("structure-fire", [3, 3], flamethrower="true")


# Table blast radius, every row by each of the names the book gives it.
@pytest.mark.parametrize(
    ("explosive", "cm", "inches"),
    [
        ("hand-grenade", 5, 2),
        ("20mm", 5, 2),
        ("flamethrower", 5, 2),
        ("37-47mm", 10, 4),
        ("satchel-charge", 10, 4),
        ("geballte-ladung", 10, 4),
        ("mortar-shell", 10, 4),
        ("75-88mm", 20, 8),
        ("exploding-vehicle", 20, 8),
        ("above-88mm", 25, 10),
        ("bomb", 25, 10),
    ],
)
def test_it_gives_the_blast_radius_of_every_row(explosive, cm, inches):
    in_cm = resolve("blast-radius", [], explosive=explosive, units="cm")
    in_inches = resolve("blast-radius", None, explosive=explosive, units="in")
    assert (in_cm.result, in_cm.value("radius")) == (f"{cm}-cm", cm)
    assert (in_inches.result, in_inches.value("radius")) == (f"{inches}-in", inches)
    assert in_cm.outcomes == ((f"{cm}-cm", Fraction(1)),)


# Table structures catching fire: any doublet on 2D6.
@pytest.mark.parametrize(
    ("dice", "result"),
    [
        ([1, 1], "catches-fire"),
        ([2, 2], "catches-fire"),
        ([3, 3], "catches-fire"),
        ([4, 4], "catches-fire"),
        ([5, 5], "catches-fire"),
        ([6, 6], "catches-fire"),
        ([1, 2], "does-not-catch-fire"),
        ([2, 1], "does-not-catch-fire"),
        ([3, 4], "does-not-catch-fire"),
        ([1, 3], "does-not-catch-fire"),  # 4 like 2&2, but no doublet
        ([5, 6], "does-not-catch-fire"),
        ([6, 1], "does-not-catch-fire"),
    ],
)
def test_it_sets_a_structure_on_fire_on_any_doublet(dice, result):
    assert resolve("structure-fire", dice).result == result


@pytest.mark.parametrize(("units", "pull_back"), [("cm", 10), ("in", 4)])
def test_it_pulls_units_back_from_a_burning_structure(units, pull_back):
    outcome = resolve("structure-fire", [4, 4], units=units)
    assert (outcome.value("pull_back"), outcome.value("units")) == (pull_back, units)
    assert any(f"{pull_back} {units}" in step and "may not be activated" in step for step in outcome.steps)


def test_it_previews_the_chance_of_fire():
    preview = resolve("structure-fire")
    assert preview.result is None
    assert preview.outcomes == (("catches-fire", Fraction(1, 6)), ("does-not-catch-fire", Fraction(5, 6)))


@pytest.mark.parametrize("dice", [None, []])
def test_it_burns_every_structure_a_flamethrower_hits(dice):
    outcome = resolve("structure-fire", dice, flamethrower="true")
    assert outcome.result == "catches-fire"
    assert outcome.outcomes == (("catches-fire", Fraction(1)),)
    assert catalog.get("structure-fire").dice_counts(
        parse_inputs(catalog.get("structure-fire"), {"flamethrower": ["true"]})[0]
    ) == (0,)
