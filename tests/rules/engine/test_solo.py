"""Solo play: random side, doctrine, map and scenario, deployment (R21), the enemy's points, sectors and
activation, and transport loads, one row per rulebook case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.procedures import solo
from rules.engine.registry import parse_inputs
from tests.rules.engine.helpers import dice_for, run


@pytest.mark.parametrize(
    ("face", "side"), [(1, "axis"), (2, "axis"), (3, "axis"), (4, "allies"), (5, "allies"), (6, "allies")]
)
def test_it_rolls_a_random_side(face, side):
    outcome = run("random-side", [face])
    assert outcome.result == side
    assert outcome.value("side") == side


@pytest.mark.parametrize(
    ("nation", "face", "doctrine"),
    [
        ("germany", 1, "infantry"),
        ("germany", 2, "infantry"),
        ("germany", 3, "mobile-reconnaissance"),
        ("germany", 4, "mobile-reconnaissance"),
        ("germany", 5, "armor"),
        ("germany", 6, "armor"),
        ("poland", 1, "cavalry"),
        ("poland", 2, "cavalry"),
        ("poland", 3, "cavalry"),
        ("poland", 4, "infantry"),
        ("poland", 5, "infantry"),
        ("poland", 6, "infantry"),
    ],
)
def test_it_rolls_a_random_doctrine(nation, face, doctrine):
    outcome = run("random-doctrine", [face], nation=nation)
    assert outcome.result == doctrine
    assert outcome.value("doctrine") == doctrine


@pytest.mark.parametrize(
    ("face", "map_"), [(1, "city"), (2, "city"), (3, "rural"), (4, "rural"), (5, "mix-of-both"), (6, "mix-of-both")]
)
def test_it_rolls_a_random_map(face, map_):
    assert run("random-map", [face]).result == map_


# The solo scenario table (8D6) with R21's names for the printed ones.
SCENARIO_ROWS = (
    [(total, "probing-the-enemy-lines") for total in (8, 9, 10, 11, 12)]
    + [(total, "victory-zones") for total in (13, 14, 15, 16, 17)]  # "King of the hill"
    + [(total, "the-supply-road") for total in (18, 19, 20, 21, 22)]  # "Keep the supplies coming"
    + [(total, "delay-the-enemy-advance") for total in (23, 24, 25, 26, 27)]
    + [(total, "breakthrough-hold-the-line") for total in (28, 29, 30, 31, 32)]
    + [(total, "avoid-the-pocket") for total in (33, 34, 35, 36, 37)]  # "Escape the pocket"
    + [(total, "surrounded") for total in (38, 39, 40, 41, 42)]  # "Pocket battle"
    + [(total, "capture-the-enemy-commander") for total in (43, 44, 45, 46, 47)]  # "Prisoner of war"
    + [(48, "re-roll")]
)


@pytest.mark.parametrize(("total", "scenario"), SCENARIO_ROWS)
def test_it_rolls_a_random_scenario(total, scenario):
    outcome = run("solo-scenario", dice_for(total, 8))
    assert outcome.result == scenario
    if scenario != "re-roll":
        assert outcome.value("scenario") == scenario


def test_it_re_rolls_a_scenario_total_of_48_once_in_6_to_the_8():
    assert dict(run("solo-scenario").outcomes)["re-roll"] == Fraction(1, 6**8)


# R21: the solo deployment table as printed, not the core rules' one.
DEPLOYMENT_ROWS = (
    [(total, "north", "south") for total in (4, 5, 6, 7, 8)]
    + [(total, "east", "west") for total in (9, 10, 11, 12, 13)]
    + [(total, "south", "north") for total in (14, 15, 16, 17, 18)]
    + [(total, "west", "east") for total in (19, 20, 21, 22, 23)]
)


@pytest.mark.parametrize(("total", "sector", "enemy"), DEPLOYMENT_ROWS)
def test_it_reads_the_solo_deployment_zone_with_the_enemy_opposite(total, sector, enemy):
    outcome = run("solo-deployment", dice_for(total, 4))
    assert outcome.result == sector
    assert outcome.value("enemy_sector") == enemy


def test_it_re_rolls_a_solo_deployment_total_of_24():
    assert run("solo-deployment", [6, 6, 6, 6]).result == "re-roll"


# Setting up the enemy forces: which dice for which doctrine and category.
@pytest.mark.parametrize(
    ("doctrine", "spend_on", "count"),
    [
        ("infantry", "soldiers", 3),
        ("cavalry", "soldiers", 3),
        ("armor", "soldiers", 2),
        ("infantry", "weapon-upgrades", 2),
        ("armor", "weapon-upgrades", 2),
        ("infantry", "support-weapons-or-vehicles", 3),
        ("cavalry", "support-weapons-or-vehicles", 3),
        ("armor", "support-weapons-or-vehicles", 3),
        ("infantry", "crew-upgrades", 1),
        ("armor", "crew-upgrades", 1),
    ],
)
def test_it_rolls_the_enemys_additional_points_on_the_right_dice(doctrine, spend_on, count):
    procedure = catalog.get("enemy-force-points")
    inputs, _errors = parse_inputs(procedure, {"doctrine": [doctrine], "spend_on": [spend_on]})
    assert procedure.dice_counts(inputs) == (count,)
    outcome = procedure.resolve(inputs, [4] * count)
    assert outcome.result == f"points-{4 * count}"
    assert outcome.value("points") == 4 * count
    with pytest.raises(ValueError):
        procedure.resolve(inputs, [4] * (count + 1))


def test_it_buys_vehicles_for_armor_and_support_weapons_for_infantry():
    armor = " ".join(run("enemy-force-points", doctrine="armor", spend_on="support-weapons-or-vehicles").steps)
    infantry = " ".join(run("enemy-force-points", doctrine="infantry", spend_on="support-weapons-or-vehicles").steps)
    assert "Vehicles" in armor
    assert "Support weapons" in infantry


@pytest.mark.parametrize(
    ("face", "sector"),
    [(1, "left-flank"), (2, "left-flank"), (3, "middle"), (4, "middle"), (5, "right-flank"), (6, "right-flank")],
)
def test_it_places_each_enemy_unit_in_a_sector(face, sector):
    assert run("enemy-unit-sector", [face]).result == sector


# Which enemy unit takes action first/next?
@pytest.mark.parametrize(
    ("previous", "dice", "sector"),
    [
        ("none", [1], "left-flank"),
        ("none", [2], "left-flank"),
        ("none", [3], "middle"),
        ("none", [4], "middle"),
        ("none", [5], "right-flank"),
        ("none", [6], "right-flank"),
        ("middle", [1], "left-flank"),
        ("middle", [2], "left-flank"),
        ("middle", [3], "left-flank"),
        ("middle", [4], "right-flank"),
        ("middle", [5], "right-flank"),
        ("middle", [6], "right-flank"),
        ("left-flank", [], "middle"),  # the adjacent sector, no roll
        ("right-flank", [], "middle"),
    ],
)
def test_it_picks_the_sector_the_enemy_activates_next(previous, dice, sector):
    outcome = run("ai-activation", dice, previous_sector=previous)
    assert outcome.result == sector
    assert outcome.value("sector") == sector


def test_it_activates_enemy_units_in_the_books_order():
    assert run("ai-activation", [3]).value("ladder") == (
        "ranking-officers",
        "closest-to-the-objective",
        "afvs",
        "support-weapons-with-most-firepower",
        "elite",
        "regulars",
        "fastest-units",
        "everything-else",
    )


@pytest.mark.parametrize(("previous", "count"), [("none", 1), ("middle", 1), ("left-flank", 0), ("right-flank", 0)])
def test_it_rolls_for_the_sector_only_at_the_start_or_after_the_middle(previous, count):
    procedure = catalog.get("ai-activation")
    inputs, _errors = parse_inputs(procedure, {"previous_sector": [previous]})
    assert procedure.dice_counts(inputs) == (count,)


def test_it_refuses_a_die_when_a_flank_leads_to_the_middle():
    with pytest.raises(ValueError):
        run("ai-activation", [4], previous_sector="left-flank")


@pytest.mark.parametrize(
    ("capacity", "dice", "carried"),
    [(8, [2, 3], 5), (8, [6, 6], 8), (12, [6, 6], 12), (1, [1, 1], 1), (10, [4, 6], 10), (10, [5, 6], 10)],
)
def test_it_loads_2d6_infantry_up_to_the_capacity(capacity, dice, carried):
    outcome = run("transport-load", dice, capacity=capacity)
    assert outcome.result == f"carries-{carried}"
    assert outcome.value("carried") == carried


def test_it_shows_the_odds_of_a_capped_load():
    assert dict(run("transport-load", capacity=4).outcomes) == {
        "carries-2": Fraction(1, 36),
        "carries-3": Fraction(2, 36),
        "carries-4": Fraction(33, 36),
    }


@pytest.mark.parametrize(("procedure_id", "rulings"), [("solo-scenario", ("R21",)), ("solo-deployment", ("R21",))])
def test_it_cites_the_rulings_it_follows(procedure_id, rulings):
    assert catalog.get(procedure_id).rulings == rulings


# Every procedure of the chapter: a preview whose odds sum to exactly 1, and bad dice refused.
PROCEDURES = solo.PROCEDURES
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)


def bad_dice(procedure):
    count = max(procedure.dice_counts(procedure.defaults()))
    if not count:
        return [[3], [0], [7]]
    return [[3] * (count + 1), [3] * (count - 1), [0] * count, [7] * count]


@by_id
def test_it_previews_odds_that_sum_to_exactly_one(procedure):
    inputs = procedure.defaults()
    preview = procedure.resolve(inputs, None)
    assert sum(p for _name, p in preview.outcomes) == 1
    assert preview.result is None
    assert preview.steps


@pytest.mark.parametrize(
    ("procedure", "dice"),
    [(p, dice) for p in PROCEDURES for dice in bad_dice(p)],
    ids=lambda v: v.id if hasattr(v, "id") else str(v),
)
def test_it_refuses_bad_dice(procedure, dice):
    with pytest.raises(ValueError):
        procedure.resolve(procedure.defaults(), dice)
