"""Movement, one row per rulebook case: Movement and terrain (R9, R10, R11), double moves, rivers,
obstacles (R12), AFVs breaking through and getting free (R13), and manning abandoned vehicles."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs

MOVE = catalog.get("vehicle-move")
DOUBLE = catalog.get("double-move")
RIVER = catalog.get("river-crossing")
OBSTACLE = catalog.get("obstacle-crossing")
BREAKTHROUGH = catalog.get("afv-breakthrough")
FREE = catalog.get("free-stuck-afv")
MANNING = catalog.get("manning-abandoned-vehicle")
CAPTURED = catalog.get("captured-vehicle-move")


def run(procedure, dice=None, **raw):
    inputs, errors = parse_inputs(procedure, {k: [str(v).lower()] for k, v in raw.items()})
    assert errors == {}
    return procedure.resolve(inputs, dice)


def inputs_of(procedure, **raw):
    inputs, errors = parse_inputs(procedure, {k: [str(v).lower()] for k, v in raw.items()})
    assert errors == {}
    return inputs


# --- Movement and terrain, every cell (R10), on the roll 2, 5, 3, 6 (sorted 2 3 5 6, 16 pips). ---
HAND = [2, 5, 3, 6]

# (movement, terrain, pips, double move allowed): numbers typed from the table and R10.
ROLLED_CELLS = [
    ("wheeled", "plains", 14, True),  # abandon lowest die: 3 + 5 + 6
    ("tracked", "plains", 22, True),  # add highest die: 16 + 6
    ("horse", "plains", 22, True),  # add highest die
    ("wheeled", "light-woods", 5, True),  # abandon 2 highest dice: 2 + 3
    ("tracked", "light-woods", 14, True),  # abandon lowest die
    ("horse", "light-woods", 16, True),  # no bonus or penalty
    ("horse", "dense-woods", 16, False),  # no double move
    ("wheeled", "hills", 5, True),  # abandon 2 highest dice
    ("tracked", "hills", 11, True),  # abandon 2 lowest dice: 5 + 6
    ("horse", "hills", 14, True),  # abandon lowest die
    ("wheeled", "crops", 11, True),  # abandon 2 lowest dice
    ("tracked", "crops", 14, True),  # abandon lowest die
    ("horse", "crops", 14, True),  # abandon lowest die
    ("wheeled", "paved-road", 27, True),  # add 2 highest dice: 16 + 6 + 5
    ("tracked", "paved-road", 22, True),  # add highest die
    ("horse", "paved-road", 18, True),  # add lowest die: 16 + 2
    ("wheeled", "dirt-road", 16, True),  # no bonus or penalty
    ("tracked", "dirt-road", 18, True),  # add lowest die
    ("horse", "dirt-road", 18, True),  # add lowest die
]


@pytest.mark.parametrize(("movement", "terrain", "pips", "double"), ROLLED_CELLS)
@pytest.mark.parametrize(("units", "per_pip"), [("cm", 2.5), ("in", 1)])
def test_it_reads_every_rolled_cell_of_movement_and_terrain(movement, terrain, pips, double, units, per_pip):
    outcome = run(MOVE, HAND, movement=movement, terrain=terrain, dice_count=4, units=units)
    assert outcome.result == "moves"
    assert outcome.value("distance") == pips * per_pip
    assert outcome.value("units") == units
    assert outcome.value("double_move_allowed") is double
    assert outcome.effects.actions_spent == 1


@pytest.mark.parametrize(
    ("movement", "terrain"),
    [("wheeled", "dense-woods"), ("tracked", "dense-woods"), ("wheeled", "river"), ("tracked", "river")],
)
def test_it_refuses_terrain_the_table_says_may_not_be_entered(movement, terrain):
    inputs = inputs_of(MOVE, movement=movement, terrain=terrain, dice_count=4)
    assert MOVE.dice_counts(inputs) == (0,)
    for dice in (None, []):
        outcome = MOVE.resolve(inputs, dice)
        assert outcome.result == "may-not-enter"
        assert outcome.outcomes == (("may-not-enter", Fraction(1)),)


# (movement, terrain, cm, in, double move allowed): set moves need no dice.
SET_MOVES = [
    ("foot", "plains", 10, 4, True),
    ("foot", "light-woods", 10, 4, True),
    ("foot", "dense-woods", 10, 4, False),
    ("foot", "hills", 10, 4, False),
    ("foot", "steep-hills", 10, 4, False),
    ("foot", "crops", 10, 4, True),
    ("foot", "paved-road", 10, 4, True),
    ("foot", "dirt-road", 10, 4, True),
    ("foot", "river", 5, 2, False),  # limit speed to 5 cm / 2 in
    ("horse", "river", 5, 2, False),
]


@pytest.mark.parametrize(("movement", "terrain", "cm", "inches", "double"), SET_MOVES)
def test_it_moves_on_foot_and_through_rivers_a_set_distance(movement, terrain, cm, inches, double):
    for units, distance in (("cm", cm), ("in", inches)):
        inputs = inputs_of(MOVE, movement=movement, terrain=terrain, units=units)
        assert MOVE.dice_counts(inputs) == (0,)
        for dice in (None, []):  # no dice: the answer is known at once
            outcome = MOVE.resolve(inputs, dice)
            assert outcome.result == "moves"
            assert outcome.value("distance") == distance
            assert outcome.value("double_move_allowed") is double


@pytest.mark.parametrize("movement", ["wheeled", "tracked", "horse"])
@pytest.mark.parametrize("dice_count", [1, 2, 3, 4, 5, 6, 7, 8])
def test_it_moves_1d6_on_steep_hills_whatever_the_vehicles_dice(movement, dice_count):
    inputs = inputs_of(MOVE, movement=movement, terrain="steep-hills", dice_count=dice_count)
    assert MOVE.dice_counts(inputs) == (1,)
    outcome = MOVE.resolve(inputs, [5])
    assert outcome.value("distance") == 12.5
    assert outcome.value("double_move_allowed") is False  # 1D6 per turn
    assert (
        run(MOVE, [5], movement=movement, terrain="steep-hills", dice_count=dice_count, units="in").value("distance")
        == 5
    )


# R9: each pip is 1 in, 2.5 cm.
@pytest.mark.parametrize(
    ("dice", "cm", "inches"),
    [([1], 2.5, 1), ([1, 1, 1], 7.5, 3), ([6, 6, 6], 45, 18), ([6] * 8, 120, 48), ([1, 2, 3, 4, 5, 6, 1, 2], 60, 24)],
)
def test_it_counts_each_pip_as_an_inch_or_two_and_a_half_cm(dice, cm, inches):
    common = {"movement": "wheeled", "terrain": "dirt-road", "dice_count": len(dice)}
    assert run(MOVE, dice, units="cm", **common).value("distance") == cm
    assert run(MOVE, dice, units="in", **common).value("distance") == inches


# R11: towing halves the distance, rounded down to a whole cm / in.
@pytest.mark.parametrize(
    ("movement", "terrain", "dice", "cm", "inches"),
    [
        ("wheeled", "dirt-road", [1, 1, 1], 3, 1),  # 7.5 cm -> 3.75 -> 3; 3 in -> 1.5 -> 1
        ("wheeled", "dirt-road", [6, 6, 5], 21, 8),  # 42.5 cm -> 21.25 -> 21; 17 in -> 8.5 -> 8
        ("wheeled", "dirt-road", [4, 4], 10, 4),  # 20 cm -> 10; 8 in -> 4
        ("tracked", "plains", [1, 2], 6, 2),  # 5 pips: 12.5 cm -> 6; 5 in -> 2
        ("horse", "plains", [1], 2, 1),  # 2 pips: 5 cm -> 2; 2 in -> 1
        ("horse", "river", [], 2, 1),  # wading 5 cm -> 2; 2 in -> 1
        ("foot", "plains", [], 10, 4),  # soldiers on foot do not tow
    ],
)
def test_it_halves_a_towing_move_rounding_down(movement, terrain, dice, cm, inches):
    common = {"movement": movement, "terrain": terrain, "dice_count": max(len(dice), 1), "towing": True}
    assert run(MOVE, dice, units="cm", **common).value("distance") == cm
    assert run(MOVE, dice, units="in", **common).value("distance") == inches


# R10: dropping never goes below zero dice; a vehicle left with none does not move.
@pytest.mark.parametrize(
    ("movement", "terrain", "dice"),
    [
        ("wheeled", "light-woods", [6]),  # 1D6, abandon 2 highest
        ("wheeled", "hills", [6]),  # 1D6, abandon 2 highest
        ("tracked", "hills", [6]),  # 1D6, abandon 2 lowest
        ("wheeled", "crops", [6]),  # 1D6, abandon 2 lowest
        ("wheeled", "plains", [6]),  # 1D6, abandon lowest
        ("tracked", "hills", [6, 6]),  # 2D6, abandon 2 lowest
    ],
)
def test_it_does_not_move_a_vehicle_that_must_abandon_all_its_dice(movement, terrain, dice):
    common = {"movement": movement, "terrain": terrain, "dice_count": len(dice)}
    preview = run(MOVE, **common)
    assert preview.value("distance_odds") == {0.0: Fraction(1)}
    assert any("cannot move" in step for step in preview.steps)
    outcome = run(MOVE, dice, **common)
    assert outcome.value("distance") == 0
    assert "It does not move." in outcome.steps


# The rulebook's words, typed once more for brute force: sorted hand -> pips.
BOOK_WORDS = {
    "abandon lowest die": lambda h: sum(h[1:]),
    "abandon 2 lowest dice": lambda h: sum(h[2:]),
    "abandon 2 highest dice": lambda h: sum(h[:-2]) if len(h) > 2 else 0,
    "add highest die": lambda h: sum(h) + h[-1],
    "add 2 highest dice": lambda h: sum(h) + sum(h[-2:]),
    "add lowest die": lambda h: sum(h) + h[0],
    "no bonus or penalty": sum,
}
BOOK_CELLS = {
    ("wheeled", "plains"): "abandon lowest die",
    ("tracked", "plains"): "add highest die",
    ("horse", "plains"): "add highest die",
    ("wheeled", "light-woods"): "abandon 2 highest dice",
    ("tracked", "light-woods"): "abandon lowest die",
    ("horse", "light-woods"): "no bonus or penalty",
    ("horse", "dense-woods"): "no bonus or penalty",
    ("wheeled", "hills"): "abandon 2 highest dice",
    ("tracked", "hills"): "abandon 2 lowest dice",
    ("horse", "hills"): "abandon lowest die",
    ("wheeled", "crops"): "abandon 2 lowest dice",
    ("tracked", "crops"): "abandon lowest die",
    ("horse", "crops"): "abandon lowest die",
    ("wheeled", "paved-road"): "add 2 highest dice",
    ("tracked", "paved-road"): "add highest die",
    ("horse", "paved-road"): "add lowest die",
    ("wheeled", "dirt-road"): "no bonus or penalty",
    ("tracked", "dirt-road"): "add lowest die",
    ("horse", "dirt-road"): "add lowest die",
}


def brute_force(count, pips_of, units="cm", towing=False):
    per_pip = Fraction(5, 2) if units == "cm" else Fraction(1)
    counts: dict[float, int] = {}
    for roll in product(range(1, 7), repeat=count):
        distance = pips_of(tuple(sorted(roll))) * per_pip
        if towing:
            distance = Fraction(distance // 2)
        counts[float(distance)] = counts.get(float(distance), 0) + 1
    return {d: Fraction(n, 6**count) for d, n in counts.items()}


@pytest.mark.parametrize(("movement", "terrain"), list(BOOK_CELLS))
@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_it_gives_the_exact_odds_of_every_rolled_cell(movement, terrain, count):
    pips_of = BOOK_WORDS[BOOK_CELLS[(movement, terrain)]]
    for units, towing in (("cm", False), ("in", True)):
        preview = run(MOVE, movement=movement, terrain=terrain, dice_count=count, units=units, towing=towing)
        assert preview.value("distance_odds") == brute_force(count, pips_of, units, towing)
        expected = sum(Fraction(d) * p for d, p in brute_force(count, pips_of, units, towing).items())
        assert preview.value("expected_distance") == pytest.approx(float(expected))


@pytest.mark.parametrize(("movement", "terrain"), list(BOOK_CELLS))
def test_it_moves_every_roll_of_3d6_as_the_book_says(movement, terrain):
    pips_of = BOOK_WORDS[BOOK_CELLS[(movement, terrain)]]
    inputs = inputs_of(MOVE, movement=movement, terrain=terrain, dice_count=3, units="in")
    for roll in product(range(1, 7), repeat=3):
        assert MOVE.resolve(inputs, list(roll)).value("distance") == pips_of(tuple(sorted(roll)))


def test_it_gives_exact_odds_for_8d6_on_a_paved_road():
    preview = run(MOVE, movement="wheeled", terrain="paved-road", dice_count=8, units="in")
    odds = preview.value("distance_odds")
    assert sum(odds.values()) == 1
    assert min(odds) == 10 and max(odds) == 60  # 8 ones + two counted twice; 8 sixes + 12
    assert odds[60.0] == Fraction(1, 6**8)


@pytest.mark.parametrize(("movement", "terrain"), [*BOOK_CELLS, ("tracked", "steep-hills")])
def test_it_previews_a_move_without_a_result(movement, terrain):
    preview = run(MOVE, movement=movement, terrain=terrain, dice_count=3)
    assert preview.result is None
    assert preview.value("distance") is None
    assert sum(p for _result, p in preview.outcomes) == 1
    assert sum(preview.value("distance_odds").values()) == 1


@pytest.mark.parametrize(
    ("movement", "terrain", "dice"),
    [
        ("tracked", "plains", [3, 3]),  # 3D6 needs three dice
        ("tracked", "plains", [3, 3, 3, 3]),
        ("tracked", "plains", [3, 0, 3]),
        ("tracked", "plains", [3, 7, 3]),
        ("tracked", "steep-hills", [3, 3, 3]),  # steep hills: one die
        ("foot", "plains", [3]),  # on foot: no dice
        ("horse", "river", [3]),
        ("wheeled", "dense-woods", [3]),
    ],
)
def test_it_refuses_dice_that_do_not_fit_a_move(movement, terrain, dice):
    with pytest.raises(ValueError):
        run(MOVE, dice, movement=movement, terrain=terrain, dice_count=3)


# --- Double moves: Units and movement, Movement and terrain, Actions & Action Point Counter. ---
DOUBLE_MOVE_CASES = [
    ("infantry", "plains", "may-double-move"),
    ("infantry", "light-woods", "may-double-move"),
    ("infantry", "dense-woods", "no-double-move"),
    ("infantry", "hills", "no-double-move"),
    ("infantry", "steep-hills", "no-double-move"),
    ("infantry", "crops", "may-double-move"),
    ("infantry", "paved-road", "may-double-move"),
    ("infantry", "dirt-road", "may-double-move"),
    ("infantry", "river", "no-double-move"),
    ("infantry-heavy-gear", "plains", "no-double-move"),
    ("infantry-heavy-gear", "paved-road", "no-double-move"),
    ("support-weapon", "plains", "no-double-move"),
    ("support-weapon", "paved-road", "no-double-move"),
    ("wheeled", "plains", "may-double-move"),
    ("wheeled", "light-woods", "may-double-move"),
    ("wheeled", "dense-woods", "may-not-enter"),
    ("wheeled", "hills", "may-double-move"),
    ("wheeled", "steep-hills", "no-double-move"),
    ("wheeled", "crops", "may-double-move"),
    ("wheeled", "paved-road", "may-double-move"),
    ("wheeled", "dirt-road", "may-double-move"),
    ("wheeled", "river", "may-not-enter"),
    ("tracked", "plains", "may-double-move"),
    ("tracked", "light-woods", "may-double-move"),
    ("tracked", "dense-woods", "may-not-enter"),
    ("tracked", "hills", "may-double-move"),
    ("tracked", "steep-hills", "no-double-move"),
    ("tracked", "crops", "may-double-move"),
    ("tracked", "paved-road", "may-double-move"),
    ("tracked", "dirt-road", "may-double-move"),
    ("tracked", "river", "may-not-enter"),
    ("horse", "plains", "may-double-move"),
    ("horse", "light-woods", "may-double-move"),
    ("horse", "dense-woods", "no-double-move"),
    ("horse", "hills", "may-double-move"),
    ("horse", "steep-hills", "no-double-move"),
    ("horse", "crops", "may-double-move"),
    ("horse", "paved-road", "may-double-move"),
    ("horse", "dirt-road", "may-double-move"),
    ("horse", "river", "no-double-move"),
]


@pytest.mark.parametrize(("unit", "terrain", "result"), DOUBLE_MOVE_CASES)
def test_it_says_whether_a_unit_may_double_move_here(unit, terrain, result):
    for dice in (None, []):
        outcome = run(DOUBLE, dice, unit=unit, terrain=terrain)
        assert outcome.result == result
        assert outcome.value("double_move_allowed") is (result == "may-double-move")
        assert outcome.value("triple_move_allowed") is False
        assert outcome.outcomes == ((result, Fraction(1)),)


@pytest.mark.parametrize(
    ("unit", "big_crew", "actions", "moves"),
    [
        ("tracked", True, 3, 2),  # AFV with more than 5 crew: 3 actions, never a triple move
        ("wheeled", True, 3, 2),
        ("tracked", False, 2, 2),  # AFV up to 5 crew: 2 actions
        ("infantry", False, 2, 2),
        ("infantry", True, 2, 2),  # only AFVs have a third action
        ("infantry-heavy-gear", False, 1, 1),  # may either move or shoot
        ("support-weapon", False, 1, 1),
    ],
)
def test_it_never_lets_the_third_action_be_a_third_move(unit, big_crew, actions, moves):
    outcome = run(DOUBLE, [], unit=unit, terrain="plains", afv_more_than_five_crew=big_crew)
    assert outcome.value("actions_per_activation") == actions
    assert outcome.value("moves_per_activation") == moves
    assert outcome.value("triple_move_allowed") is False


# --- How to cross rivers: 5 cm / 2 in per turn, cover level -2. ---
@pytest.mark.parametrize(
    ("unit", "units", "result", "distance"),
    [
        ("infantry", "cm", "crosses", 5),
        ("infantry", "in", "crosses", 2),
        ("horse", "cm", "crosses", 5),
        ("horse", "in", "crosses", 2),
        ("wheeled", "cm", "may-not-enter", None),
        ("tracked", "in", "may-not-enter", None),
    ],
)
def test_it_lets_infantry_and_horses_wade_a_river(unit, units, result, distance):
    outcome = run(RIVER, [], unit=unit, units=units)
    assert outcome.result == result
    assert outcome.value("distance") == distance
    if result == "crosses":
        assert outcome.value("cover_level") == -2
        assert outcome.value("attacker_modifier") == 2
        assert outcome.value("morale_modifier") == -2
        assert outcome.value("double_move_allowed") is False


def test_it_refuses_dice_for_a_river_crossing():
    with pytest.raises(ValueError):
        run(RIVER, [3], unit="infantry")


# --- Infantry crossing obstacles (1D6) and R12. ---
@pytest.mark.parametrize(
    ("obstacle", "face", "result"),
    [
        ("small", 1, "failed"),
        ("small", 2, "crossed"),
        ("small", 6, "crossed"),
        ("medium", 1, "failed"),
        ("medium", 2, "failed"),
        ("medium", 3, "crossed"),
        ("medium", 6, "crossed"),
        ("high", 3, "failed"),
        ("high", 4, "crossed"),
        ("high", 5, "crossed"),
        ("high", 6, "crossed"),
    ],
)
def test_it_crosses_an_obstacle_on_the_needed_roll(obstacle, face, result):
    outcome = run(OBSTACLE, [face], obstacle=obstacle)
    assert outcome.result == result
    assert outcome.value("movement_ends") is True  # R12: success or failure ends its movement
    assert outcome.value("may_fire") is (result == "crossed")  # R12: fire only after a success
    assert outcome.effects.actions_spent == 1


@pytest.mark.parametrize(
    ("obstacle", "p_crossed"), [("small", Fraction(5, 6)), ("medium", Fraction(4, 6)), ("high", Fraction(3, 6))]
)
def test_it_previews_the_chance_of_crossing(obstacle, p_crossed):
    preview = run(OBSTACLE, obstacle=obstacle)
    assert preview.result is None
    assert dict(preview.outcomes) == {"crossed": p_crossed, "failed": 1 - p_crossed}


@pytest.mark.parametrize("dice", [[], [3, 3], [0], [7]])
def test_it_refuses_dice_that_do_not_fit_an_obstacle(dice):
    with pytest.raises(ValueError):
        run(OBSTACLE, dice, obstacle="small")


# --- AFVs breaking through obstacles (2D6). ---
@pytest.mark.parametrize(
    ("obstacle", "dice", "result"),
    [
        ("small", [1, 1], "stuck"),
        ("small", [1, 2], "stuck"),
        ("small", [2, 2], "breaks-through"),
        ("small", [6, 6], "breaks-through"),
        ("medium", [2, 3], "stuck"),
        ("medium", [3, 3], "breaks-through"),
        ("big", [3, 4], "stuck"),
        ("big", [4, 4], "breaks-through"),
        ("very-big", [4, 5], "stuck"),
        ("very-big", [5, 5], "breaks-through"),
        ("very-big", [6, 6], "breaks-through"),
    ],
)
def test_it_breaks_through_on_the_needed_roll_or_gets_stuck(obstacle, dice, result):
    outcome = run(BREAKTHROUGH, dice, obstacle=obstacle)
    assert outcome.result == result
    assert outcome.effects.tokens == (("stuck",) if result == "stuck" else ())
    assert outcome.effects.actions_spent == 1
    assert outcome.value("activation_ends") is True  # the only action that turn


@pytest.mark.parametrize(
    ("obstacle", "p_through"),
    [
        ("small", Fraction(33, 36)),
        ("medium", Fraction(26, 36)),
        ("big", Fraction(15, 36)),
        ("very-big", Fraction(6, 36)),
    ],
)
def test_it_previews_the_chance_of_breaking_through(obstacle, p_through):
    preview = run(BREAKTHROUGH, obstacle=obstacle)
    assert preview.result is None
    assert dict(preview.outcomes) == {"breaks-through": p_through, "stuck": 1 - p_through}


@pytest.mark.parametrize("dice", [[3], [3, 3, 3], [0, 3], [3, 7]])
def test_it_refuses_dice_that_do_not_fit_a_breakthrough(dice):
    with pytest.raises(ValueError):
        run(BREAKTHROUGH, dice, obstacle="small")


# --- Freeing stuck vehicles (2D6), R13: the text wins over the swapped table. ---
@pytest.mark.parametrize(
    ("dice", "result"),
    [([1, 1], "freed"), ([2, 4], "freed"), ([3, 3], "freed"), ([3, 4], "still-stuck"), ([6, 6], "still-stuck")],
)
def test_it_frees_a_stuck_afv_on_6_or_less(dice, result):
    outcome = run(FREE, dice)
    assert outcome.result == result
    assert outcome.target == 6
    freed = result == "freed"
    assert outcome.value("may_move_next_turn") is freed
    assert outcome.value("remove_stuck_token") is freed
    assert outcome.effects.tokens == (() if freed else ("stuck",))


def test_it_previews_the_chance_of_freeing_it():
    preview = run(FREE)
    assert preview.result is None
    assert preview.probability == Fraction(15, 36)
    assert dict(preview.outcomes) == {"freed": Fraction(15, 36), "still-stuck": Fraction(21, 36)}
    assert preview.value("attempts_per_turn") == 1


def test_it_allows_one_attempt_per_turn():
    inputs = inputs_of(FREE, tried_this_turn=True)
    assert FREE.dice_counts(inputs) == (0,)
    assert FREE.resolve(inputs, None).result == "no-attempts-left"
    assert FREE.resolve(inputs, []).result == "no-attempts-left"
    with pytest.raises(ValueError):
        FREE.resolve(inputs, [3, 3])


@pytest.mark.parametrize("dice", [[3], [3, 3, 3], [0, 3], [7, 3]])
def test_it_refuses_dice_that_do_not_fit_a_freeing_roll(dice):
    with pytest.raises(ValueError):
        run(FREE, dice)


# --- Manning abandoned vehicles. ---
@pytest.mark.parametrize(
    ("vehicle", "crew", "movement_penalty", "attack_penalty"),
    [
        ("afv", "vehicle-crew", "abandon-highest-die", -1),
        ("afv", "infantry", "abandon-highest-and-lowest-die", -3),
        ("unarmed-transport", "vehicle-crew", "none", None),  # "/": no weapons
        ("unarmed-transport", "infantry", "none", None),
        ("armed-transport", "vehicle-crew", "abandon-lowest-die", -1),
        ("armed-transport", "infantry", "abandon-highest-die", -1),
        ("afv", "own-crew", "none", 0),  # a crew that bailed re-enters without penalties
        ("armed-transport", "own-crew", "none", 0),
        ("unarmed-transport", "own-crew", "none", None),
    ],
)
def test_it_reads_the_manning_abandoned_vehicles_table(vehicle, crew, movement_penalty, attack_penalty):
    for dice in (None, []):
        outcome = run(MANNING, dice, vehicle_type=vehicle, crew_type=crew)
        assert outcome.result == movement_penalty
        assert outcome.value("movement_penalty") == movement_penalty
        assert outcome.value("attack_penalty") == attack_penalty
        assert outcome.value("has_weapons") is (attack_penalty is not None)
    with pytest.raises(ValueError):
        run(MANNING, [3], vehicle_type=vehicle, crew_type=crew)


# A captured vehicle's move on 1, 3, 5, 6: the crew's dice go first, then the terrain's rule.
@pytest.mark.parametrize(
    ("vehicle", "crew", "movement", "terrain", "dice", "inches"),
    [
        ("afv", "infantry", "tracked", "plains", [1, 3, 5, 6], 13),  # 3 5 left, add highest: 3 + 5 + 5
        ("afv", "vehicle-crew", "tracked", "dirt-road", [1, 3, 5, 6], 10),  # 1 3 5 left, add lowest
        ("armed-transport", "vehicle-crew", "wheeled", "plains", [1, 3, 5, 6], 11),  # 3 5 6, abandon lowest
        ("armed-transport", "infantry", "wheeled", "light-woods", [1, 3, 5, 6], 1),  # 1 3 5, abandon 2 highest
        ("unarmed-transport", "infantry", "wheeled", "dirt-road", [1, 3, 5, 6], 15),  # no penalty
        ("afv", "own-crew", "tracked", "plains", [1, 3, 5, 6], 21),  # no penalty, add highest
        ("afv", "infantry", "tracked", "plains", [4, 5], 0),  # both dice abandoned: it does not move
        ("afv", "vehicle-crew", "tracked", "steep-hills", [5], 0),  # the one steep-hills die is abandoned
        ("unarmed-transport", "vehicle-crew", "tracked", "steep-hills", [5], 5),
    ],
)
def test_it_moves_a_captured_vehicle_with_its_crews_penalty(vehicle, crew, movement, terrain, dice, inches):
    common = {"vehicle_type": vehicle, "crew_type": crew, "movement": movement, "terrain": terrain}
    outcome = run(CAPTURED, dice, dice_count=len(dice), units="in", **common)
    assert outcome.result == "moves"
    assert outcome.value("distance") == inches
    assert run(CAPTURED, dice, dice_count=len(dice), units="cm", **common).value("distance") == inches * 2.5


CREW_WORDS = {
    "none": lambda h: h,
    "abandon-highest-die": lambda h: h[:-1],
    "abandon-lowest-die": lambda h: h[1:],
    "abandon-highest-and-lowest-die": lambda h: h[1:-1],
}


@pytest.mark.parametrize(
    ("vehicle", "crew", "penalty"),
    [
        ("afv", "vehicle-crew", "abandon-highest-die"),
        ("afv", "infantry", "abandon-highest-and-lowest-die"),
        ("armed-transport", "vehicle-crew", "abandon-lowest-die"),
        ("unarmed-transport", "infantry", "none"),
    ],
)
@pytest.mark.parametrize(
    ("movement", "terrain"), [("tracked", "plains"), ("wheeled", "paved-road"), ("tracked", "dirt-road")]
)
def test_it_gives_the_exact_odds_of_a_captured_vehicles_move(vehicle, crew, penalty, movement, terrain):
    def pips_of(hand):
        left = CREW_WORDS[penalty](hand)
        return BOOK_WORDS[BOOK_CELLS[(movement, terrain)]](left) if left else 0

    common = {"vehicle_type": vehicle, "crew_type": crew, "movement": movement, "terrain": terrain}
    preview = run(CAPTURED, dice_count=4, **common)
    assert preview.result is None
    assert preview.value("distance_odds") == brute_force(4, pips_of)


def test_it_refuses_a_captured_vehicle_where_vehicles_may_not_go():
    outcome = run(CAPTURED, [], vehicle_type="afv", crew_type="infantry", movement="tracked", terrain="dense-woods")
    assert outcome.result == "may-not-enter"


@pytest.mark.parametrize("dice", [[3, 3], [3, 3, 3, 3], [0, 3, 3], [7, 3, 3]])
def test_it_refuses_dice_that_do_not_fit_a_captured_vehicles_move(dice):
    with pytest.raises(ValueError):
        run(CAPTURED, dice, vehicle_type="afv", crew_type="infantry", dice_count=3)
