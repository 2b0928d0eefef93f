"""Chain of Command's vehicle movement (shared/sources/chain-of-command-vehicle-movement.txt), one row per number of
the text: the inches a pip is worth by Speed Rating and ground (11.1.1), Heavy Going, Flat Out, reversing, corners and
rotating (11.1.2, 11.1.3), firing on the move (11.1.4), Shock (11.2), obstacles, soft ground and buildings (11.3), and
the D6 of immobilised and trapped vehicles (11.3.1.1, 11.3.2). Odds are checked against counts made here by hand."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import catalog
from rules.engine.chain_of_command import dice as d6
from rules.engine.outcome import InvalidInput
from rules.engine.systems import CHAIN_OF_COMMAND
from rules.system_content import rulings_of

PROCEDURES = catalog.of_system(CHAIN_OF_COMMAND.key)


def run(name: str, dice=None, **inputs):
    procedure = PROCEDURES[f"chain-of-command/{name}"]
    values = {f.name: f.default for f in procedure.fields} | inputs
    return procedure.resolve(procedure.inputs(**values), dice)


def value(outcome, name):
    return dict(outcome.values)[name]


# --- 11.1.1 Speed: (speed, drive, ground, pace, reversing, dice) -> inches. ---
DISTANCES = [
    # Open or hard ground: Slow 1" per pip; Standard +1" per Movement Dice; Fast +2"; Wheeled 2" per pip rolled.
    ("slow", "fully-tracked", "open-or-hard", "rapid", False, [4, 2], 6),
    ("standard", "fully-tracked", "open-or-hard", "rapid", False, [4, 2], 8),
    ("fast", "fully-tracked", "open-or-hard", "rapid", False, [4, 2], 10),
    ("fast", "fully-tracked", "open-or-hard", "flat-out", False, [1, 1, 1], 9),
    ("wheeled", "wheeled", "open-or-hard", "rapid", False, [4, 2], 12),
    ("wheeled", "wheeled", "open-or-hard", "cautious", False, [6], 12),
    # Broken Ground: 1" per pip rolled, whatever the rating (K1), wheels too.
    ("fast", "fully-tracked", "broken", "flat-out", False, [4, 2, 5], 11),
    ("wheeled", "wheeled", "broken", "rapid", False, [4, 2], 6),
    ("standard", "half-tracked", "broken", "rapid", False, [6, 6], 12),
    # Rough Ground: fully tracked only, 1" per pip, discarding the lowest die.
    ("slow", "fully-tracked", "rough", "flat-out", False, [4, 2, 5], 9),
    ("fast", "fully-tracked", "rough", "rapid", False, [1, 6], 6),
    ("standard", "fully-tracked", "rough", "cautious", False, [6], 0),  # K3: the one die is discarded
    # Reversing: 1" per pip whatever the Speed Rating; terrain effects apply.
    ("fast", "fully-tracked", "open-or-hard", "rapid", True, [4, 2], 6),
    ("wheeled", "wheeled", "open-or-hard", "rapid", True, [4, 2], 6),
    ("standard", "fully-tracked", "rough", "rapid", True, [4, 2], 4),
]


@pytest.mark.parametrize(("speed", "drive", "ground", "pace", "reversing", "dice", "inches"), DISTANCES)
def test_a_vehicle_moves_as_far_as_the_speed_table_says(speed, drive, ground, pace, reversing, dice, inches):
    outcome = run("vehicle-move", dice, speed=speed, drive=drive, ground=ground, pace=pace, reversing=reversing)
    assert value(outcome, "distance") == inches
    assert outcome.result == ("moves" if inches else "does-not-move")


def brute(count, inches_of):
    found = {}
    for faces in product(range(1, 7), repeat=count):
        found[inches_of(faces)] = found.get(inches_of(faces), 0) + Fraction(1, 6**count)
    return dict(sorted(found.items()))


def test_a_panzer_iv_on_three_dice_across_broken_ground_has_every_distance_from_3_to_18_in():
    outcome = run("vehicle-move", speed="standard", ground="broken", pace="flat-out")
    assert value(outcome, "distances") == brute(3, sum)
    assert value(outcome, "distances")[10] == Fraction(27, 216)
    assert "It moves 3 to 18 in, on average 10.5 in." in outcome.steps


@pytest.mark.parametrize(
    ("speed", "ground", "pace", "inches_of"),
    [
        ("standard", "open-or-hard", "rapid", lambda f: sum(f) + 2),
        ("fast", "open-or-hard", "flat-out", lambda f: sum(f) + 6),
        ("slow", "rough", "flat-out", lambda f: sum(f) - min(f)),
        ("fast", "rough", "rapid", lambda f: max(f)),
    ],
)
def test_the_distances_before_the_roll_are_every_roll_counted(speed, ground, pace, inches_of):
    outcome = run("vehicle-move", speed=speed, ground=ground, pace=pace)
    assert value(outcome, "distances") == brute({"cautious": 1, "rapid": 2, "flat-out": 3}[pace], inches_of)
    assert outcome.result is None


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        ({"ground": "heavy-going"}, "cannot-enter"),  # Heavy Going is impassable to all vehicles
        ({"ground": "rough", "speed": "wheeled", "drive": "wheeled"}, "cannot-enter"),  # Wheeled: No Movement
        ({"ground": "rough", "drive": "half-tracked"}, "cannot-enter"),  # Full Tracked vehicles only (K2)
    ],
)
def test_ground_no_vehicle_of_that_kind_may_enter_takes_no_dice(inputs, result):
    assert run("vehicle-move", **inputs).result == result
    with pytest.raises(ValueError):
        run("vehicle-move", [3], **inputs)


@pytest.mark.parametrize(
    ("inputs", "field"),
    [
        ({"pace": "flat-out", "reversing": True}, "pace"),  # Vehicles reversing cannot move Flat Out.
        ({"pace": "flat-out", "corner": True}, "pace"),  # a corner of 90 degrees or greater: no Flat Out
        ({"speed": "wheeled"}, "speed"),  # a Wheeled Speed Rating on tracks
        ({"drive": "wheeled"}, "speed"),
    ],
)
def test_it_refuses_what_the_text_forbids(inputs, field):
    with pytest.raises(InvalidInput) as refused:
        run("vehicle-move", **inputs)
    assert refused.value.field == field


# --- 11.2 Shock: 1" less in total per point, never below 0 (K8). ---
@pytest.mark.parametrize(("shock", "dice", "inches"), [(0, [3, 4], 9), (2, [3, 4], 7), (9, [3, 4], 0), (20, [6, 6], 0)])
def test_shock_takes_an_inch_off_the_total_for_each_point(shock, dice, inches):
    outcome = run("vehicle-move", dice, speed="standard", shock=shock)
    assert value(outcome, "distance") == inches


def test_flat_out_says_it_must_go_the_whole_way_and_cannot_interrupt():
    steps = run("vehicle-move", pace="flat-out").steps
    assert any(step.startswith("Flat Out: it must move the whole distance") for step in steps)
    assert any("cannot interrupt with a Chain of Command Dice" in step for step in steps)
    assert not any("Flat Out:" in step for step in run("vehicle-move", pace="rapid").steps)


# --- 11.3.1 Soft ground: a double on the Movement Dice immobilises (K4, K5). ---
@pytest.mark.parametrize(
    ("pace", "p_double"), [("cautious", 0), ("rapid", Fraction(1, 6)), ("flat-out", Fraction(4, 9))]
)
def test_soft_ground_immobilises_on_a_double(pace, p_double):
    outcomes = dict(run("vehicle-move", pace=pace, soft_ground=True).outcomes)
    assert outcomes.get("immobilised", 0) == p_double
    assert sum(outcomes.values()) == 1


@pytest.mark.parametrize(("dice", "result", "inches"), [([3, 3, 5], "immobilised", 14), ([5, 5, 5], "immobilised", 18),
                                                        ([1, 2, 3], "moves", 9)])  # fmt: skip
def test_a_double_in_soft_ground_still_moves_the_distance_rolled(dice, result, inches):
    outcome = run("vehicle-move", dice, speed="standard", pace="flat-out", soft_ground=True)
    assert (outcome.result, value(outcome, "distance")) == (result, inches)


# --- 11.1.3 Rotating: up to 45 degrees 1 die, 45 to 90 two, up to 180 three (K10). ---
@pytest.mark.parametrize(
    ("degrees", "drive", "result"),
    [(1, "fully-tracked", "one-die"), (45, "fully-tracked", "one-die"), (46, "fully-tracked", "two-dice"),
     (90, "fully-tracked", "two-dice"), (91, "fully-tracked", "three-dice"), (180, "fully-tracked", "three-dice"),
     (90, "half-tracked", "cannot-rotate"), (45, "wheeled", "cannot-rotate")],
)  # fmt: skip
def test_a_rotation_uses_movement_dice_by_its_angle(degrees, drive, result):
    outcome = run("rotate", degrees=degrees, drive=drive)
    assert outcome.result == result
    assert "A rotating vehicle never counts as a target moving Flat Out." in outcome.steps or drive != "fully-tracked"


# --- 11.1.4 Vehicles Moving & Firing. ---
@pytest.mark.parametrize(
    ("pace", "weapon", "result"),
    [("cautious", "main-weapon", "may-fire"), ("cautious", "mg", "may-fire"), ("rapid", "main-weapon", "may-not-fire"),
     ("rapid", "mg", "may-fire"), ("flat-out", "mg", "may-not-fire"), ("flat-out", "main-weapon", "may-not-fire")],
)  # fmt: skip
def test_what_may_fire_depends_on_the_pace(pace, weapon, result):
    assert run("firing-on-the-move", pace=pace, weapon=weapon).result == result


# --- 11.3 Obstacles. ---
@pytest.mark.parametrize(
    ("drive", "obstacle", "result"),
    [("wheeled", "fence", "no-penalty"), ("half-tracked", "fence", "no-penalty"), ("wheeled", "minor", "cannot-cross"),
     ("half-tracked", "medium", "cannot-cross"), ("wheeled", "major", "halts"), ("half-tracked", "major", "halts")],
)  # fmt: skip
def test_wheels_and_half_tracks_pass_fences_only(drive, obstacle, result):
    assert run("cross-obstacle", drive=drive, obstacle=obstacle).result == result


@pytest.mark.parametrize(("obstacle", "pace", "dice", "result", "inches"), [
    ("minor", "flat-out", [4, 2, 5], "crosses", 11),  # as though moving in Broken Ground
    ("fence", "cautious", [6], "crosses", 6),
    ("medium", "cautious", [3, 5], "crosses", 3),  # Rapid Speed whatever the pace: two dice, the higher discarded
    ("major", "flat-out", [6, 1], "crosses", 1),
    ("major", "rapid", [4, 4], "immobilised", None),  # a double: Immobilised (K6)
])  # fmt: skip
def test_a_tracked_vehicle_crosses_obstacles(obstacle, pace, dice, result, inches):
    outcome = run("cross-obstacle", dice, obstacle=obstacle, pace=pace)
    assert outcome.result == result
    assert dict(outcome.values).get("distance") == inches


def test_a_medium_obstacle_immobilises_one_time_in_six_and_otherwise_moves_the_lower_die():
    outcome = run("cross-obstacle", obstacle="medium")
    assert dict(outcome.outcomes) == {"crosses": Fraction(5, 6), "immobilised": Fraction(1, 6)}
    lower = {n: Fraction(2 * (6 - n), 30) for n in range(1, 6)}  # of the 30 rolls without a double, min = n
    assert value(outcome, "distances_if_through") == lower


# --- 11.3.2 Buildings. ---
@pytest.mark.parametrize(("drive", "afv", "dice", "result", "inches"), [
    ("fully-tracked", True, [2, 5], "enters", 5),  # two dice, the lower discarded
    ("fully-tracked", True, [6, 6], "trapped", None),  # any double: collapse, tank and crew trapped
    ("fully-tracked", False, None, "cannot-enter", None),  # only fully tracked AFVs
    ("half-tracked", True, None, "halts", None),  # wheeled or half-tracked: end all movement
    ("wheeled", True, None, "halts", None),
])  # fmt: skip
def test_only_a_fully_tracked_afv_drives_into_a_building(drive, afv, dice, result, inches):
    outcome = run("drive-into-building", dice, drive=drive, afv=afv)
    assert outcome.result == result
    assert dict(outcome.values).get("distance") == inches


# --- 11.3.1.1 Immobilised: 1 permanent, 2-6 free; 11.3.2 trapped: 3-6 out, 1-2 trapped. ---
@pytest.mark.parametrize(
    ("name", "face", "result"),
    [("immobilised", 1, "permanently-immobilised"), ("immobilised", 2, "freed"), ("immobilised", 6, "freed"),
     ("trapped", 1, "still-trapped"), ("trapped", 2, "still-trapped"), ("trapped", 3, "freed"), ("trapped", 6, "freed")],
)  # fmt: skip
def test_a_stuck_vehicle_rolls_a_d6(name, face, result):
    assert run(name, [face]).result == result


@pytest.mark.parametrize(("name", "target", "p"), [("immobilised", 2, Fraction(5, 6)), ("trapped", 3, Fraction(4, 6))])
def test_the_odds_of_getting_free(name, target, p):
    outcome = run(name)
    assert (outcome.target, outcome.probability, dict(outcome.outcomes)["freed"]) == (target, p, p)


def test_a_double_is_two_alike_among_the_dice_thrown():
    assert [d6.has_double(f) for f in ((1,), (2, 2), (1, 2, 1), (3, 3, 3), (1, 2, 3))] == [
        False,
        True,
        True,
        True,
        False,
    ]
    assert d6.p_double(3) == Fraction(96, 216)


def test_every_ruling_a_procedure_cites_exists():
    known = {ruling.id for ruling in rulings_of(CHAIN_OF_COMMAND)}
    cited = {ruling for procedure in PROCEDURES.values() for ruling in procedure.rulings}
    assert cited <= known and len(known) >= 13


# --- Ruling M1: on a table measured in centimetres, each inch is 2.5 cm. (ground, pace, dice) -> inches, cm said. ---
@pytest.mark.parametrize(
    ("ground", "pace", "dice", "said"),
    [
        ("broken", "rapid", [3, 5], "20 cm"),  # 8 in
        ("open-or-hard", "cautious", [3], "10 cm"),  # Standard: 3 + 1 = 4 in
        ("broken", "flat-out", [6, 6, 5], "42.5 cm"),  # 17 in
        (
            "open-or-hard",
            "rapid",
            None,
            "10 to 35 cm, on average 22.5 cm",
        ),  # Standard, 2 dice: 4 to 14 in, 9 on average
    ],
)
def test_in_a_centimetre_battle_the_distance_is_said_in_centimetres_too(ground, pace, dice, said):
    outcome = run("vehicle-move", dice, ground=ground, pace=pace, units="cm")
    assert outcome.steps[-1] == f"On a table measured in centimetres (2.5 cm to the inch): {said}."
    inches = run("vehicle-move", dice, ground=ground, pace=pace)
    assert not any("centimetres" in step for step in inches.steps)
    assert outcome.steps[:-1] == inches.steps and outcome.result == inches.result  # the rules are the same


def test_a_vehicle_that_does_not_move_says_no_centimetres():
    outcome = run("vehicle-move", [1], ground="rough", pace="cautious", units="cm")  # the one die is discarded (K3)
    assert outcome.result == "does-not-move" and not any("centimetres" in step for step in outcome.steps)
