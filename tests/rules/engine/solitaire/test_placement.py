"""Placing the enemy: the order, the sector dice, transport loads, tows and ambushes, and the ranking
officer's sector (S8)."""

from __future__ import annotations

import pytest

from rules.engine.solitaire.placement import Piece, choose_tow, enemy_placement, infantry_level, placement_dice

OFFICER = Piece(1, "ranking-officer", "regular", 0)
TANK = Piece(2, "afv", "regular", 36)
PANZER = Piece(3, "afv", "regular", 40, crew=5, passengers=4, tow_class="medium")
TRUCK = Piece(4, "transport", "conscript", 6, passengers=12, tow_class="medium")
HORSE = Piece(5, "transport", "conscript", 2, passengers=1, tow_class="light")
HMG = Piece(6, "support-weapon", "conscript", 9, crew=3)
AT_GUN = Piece(7, "support-weapon", "conscript", 13, crew=3, tow_class="light", gun="AT gun")
AA_GUN = Piece(8, "support-weapon", "conscript", 17, crew=4, tow_class="light", gun="AA gun")
LEADER = Piece(9, "squad-leader", "regular", 4)
RIFLEMAN = Piece(10, "infantry", "conscript", 2)
REGULAR = Piece(11, "infantry", "regular", 3)
TEAM = Piece(12, "infantry", "conscript", 7, crew=2)
GUNNER = Piece(13, "infantry", "conscript", 3)
PLANE = Piece(14, "plane", "regular", 20)
FORCE = (OFFICER, TANK, PANZER, TRUCK, HORSE, HMG, AT_GUN, AA_GUN, LEADER, RIFLEMAN, REGULAR, TEAM, GUNNER, PLANE)


def row(p):
    return (p.ref, p.sector, p.order, p.rides_in, p.towed_by, p.ambush)


def test_it_counts_the_dice_to_roll():
    # everyone but the officer, the plane and the towed AA gun may need a die; the horse takes no load
    assert placement_dice(FORCE) == {"sectors": 11, "loads": 1}


def test_it_places_a_whole_force_in_the_chapters_order():
    placement = enemy_placement(FORCE, [1, 3, 5, 6, 2, 4, 3, 6, 1, 1, 1], [1, 2])  # as many dice as may be needed
    assert [row(p) for p in placement.placed] == [
        (3, "left-flank", 1, None, None, False),  # AFVs, the most valuable first
        (8, "left-flank", 2, None, 3, False),  # the most valuable AT/AA gun, towed by the best tower
        (2, "middle", 3, None, None, False),
        (4, "right-flank", 4, None, None, False),  # transports
        (10, "right-flank", 5, 4, None, False),  # a load of 3: the lowest levels first, whole units only
        (13, "right-flank", 6, 4, None, False),
        (11, "right-flank", 7, 4, None, False),  # the two-man team did not fit the last seat
        (5, "right-flank", 8, None, None, False),  # the horse carries nobody
        (7, "left-flank", 9, None, None, True),  # support weapons; a gun not towed waits in ambush
        (6, "middle", 10, None, None, False),
        (9, "middle", 11, None, None, False),  # infantry, highest level first
        (12, "right-flank", 12, None, None, False),
        (1, "right-flank", 13, None, None, False),  # the officer: most of his infantry is on the right
    ]
    assert 14 not in {p.ref for p in placement.placed}
    assert "Ref 14 is a plane: it starts off the board." in placement.steps
    assert any("3 sector dice are not needed" in s for s in placement.steps)
    assert all(p.why for p in placement.placed)


@pytest.mark.parametrize(
    ("load", "riders"),
    [
        ((1, 1), [10, 13]),
        ((1, 2), [10, 13, 11]),  # 3 seats: the team of two is skipped, the next one fits
        ((2, 2), [10, 13, 12]),  # 4 seats: the team fits
        ((3, 3), [10, 13, 12, 11, 9]),  # 6 seats: everyone, the squad leader last
        ((6, 6), [10, 13, 12, 11, 9]),
    ],
)
def test_it_loads_the_lowest_infantry_levels_first(load, riders):
    force = (TRUCK, LEADER, RIFLEMAN, REGULAR, TEAM, GUNNER)
    needed = 6 - len(riders)
    placed = enemy_placement(force, [3] * needed, load).placed
    assert [p.ref for p in placed if p.rides_in == 4] == riders


@pytest.mark.parametrize(
    ("load", "capacity", "aboard"),
    [((6, 6), 4, 4), ((6, 6), 12, 6), ((1, 1), 12, 2), ((2, 1), 3, 3)],
)
def test_it_never_loads_beyond_the_roll_or_the_seats(load, capacity, aboard):
    car = Piece(20, "transport", "regular", 4, passengers=capacity)
    men = tuple(Piece(30 + n, "infantry", "regular", 3) for n in range(6))
    placed = enemy_placement((car, *men), [3] * (7 - aboard), load).placed
    assert sum(1 for p in placed if p.rides_in == 20) == aboard


def test_it_fills_transports_most_valuable_first():
    big = Piece(20, "transport", "regular", 11, passengers=12)
    small = Piece(21, "transport", "regular", 4, passengers=4)
    men = tuple(Piece(30 + n, "infantry", "conscript", 2) for n in range(4))
    placed = enemy_placement((small, big, *men), [1, 6, 2], [1, 1, 3, 3]).placed
    assert [(p.ref, p.rides_in) for p in placed if p.rides_in] == [
        (33, 20),
        (32, 20),
        (31, 21),
        (30, 21),
    ]  # the exact reverse of the infantry order


@pytest.mark.parametrize(
    ("people", "expected"),
    [
        ((), "middle"),  # nobody to command: the middle
        (((1,), (3,)), "middle"),  # a tie with the middle: the middle
        (((1,), (5,)), "left-flank"),  # a tie between the flanks: the left
        (((5,), (5,), (1,)), "right-flank"),
        (((1,), (2,), (3,)), "left-flank"),
    ],
)
def test_it_sends_the_officer_where_most_of_his_infantry_stands(people, expected):
    pieces = (OFFICER, *(Piece(30 + n, "infantry", "regular", 3) for n in range(len(people))))
    dice = [face for (face,) in people]
    placed = enemy_placement(pieces, dice, []).placed
    assert placed[-1].ref == 1 and placed[-1].sector == expected and placed[-1].order == len(people) + 1


def test_it_counts_riders_where_their_transport_stands():
    car = Piece(20, "transport", "regular", 4, passengers=4)
    men = tuple(Piece(30 + n, "infantry", "conscript", 2) for n in range(3))
    boss = Piece(40, "squad-leader", "regular", 4)
    # two ride in the car on the right; the squad leader rolls left, the last rifleman the middle
    placed = enemy_placement((OFFICER, car, *men, boss), [6, 1, 3], [1, 1]).placed
    assert [p.ref for p in placed if p.rides_in] == [32, 31] and placed[-1].sector == "right-flank"
    placed = enemy_placement((OFFICER, car, *men, boss), [1, 6], [2, 1]).placed  # three ride, on the left
    assert [p.ref for p in placed if p.rides_in] == [32, 31, 30] and placed[-1].sector == "left-flank"


@pytest.mark.parametrize(
    ("pieces", "towed", "ambush"),
    [
        ((TANK, AT_GUN, AA_GUN), None, {7, 8}),  # the tank cannot tow: every gun in ambush
        ((PANZER, AT_GUN, AA_GUN), (8, 3), {7}),  # one gun towed, the rest in ambush
        ((PANZER, TRUCK, AT_GUN, AA_GUN), (8, 3), {7}),  # a vehicle tows one gun only
        ((HORSE, AT_GUN), (7, 5), set()),  # a horse pulls a light gun
        ((HORSE, Piece(7, "support-weapon", "conscript", 21, tow_class="medium", gun="AT gun")), None, {7}),
        ((TRUCK, Piece(9, "support-weapon", "conscript", 21, tow_class="heavy", gun="AT gun"), AT_GUN), (7, 4), {9}),
        ((TRUCK, Piece(8, "support-weapon", "conscript", 21, gun="AA gun"), AT_GUN), (7, 4), {8}),  # untowable
        ((TRUCK, HMG), None, set()),  # not an AT or AA gun: never towed, never in ambush
    ],
)
def test_it_tows_one_gun_and_hides_the_rest(pieces, towed, ambush):
    tow = choose_tow(pieces)
    assert (None if tow is None else (tow[0].ref, tow[1].ref)) == towed
    dice = placement_dice(pieces)
    placed = enemy_placement(pieces, [2] * dice["sectors"], [1] * (2 * dice["loads"])).placed
    assert {p.ref for p in placed if p.ambush} == ambush
    assert [(p.ref, p.towed_by) for p in placed if p.towed_by] == ([towed] if towed else [])


def test_it_says_when_no_vehicle_can_tow():
    steps = enemy_placement((TANK, AT_GUN), [1, 2], []).steps
    assert any("No vehicle" in s and "(S8)" in s for s in steps)


@pytest.mark.parametrize(
    ("pieces", "order"),
    [
        ((GUNNER, REGULAR, LEADER, TEAM, RIFLEMAN), [9, 11, 12, 13, 10]),
        ((Piece(30, "infantry", "elite", 3, squad_leader=True), LEADER, REGULAR), [30, 9, 11]),  # promoted
        ((Piece(31, "infantry", "regular", 3), Piece(30, "infantry", "regular", 3)), [30, 31]),
    ],
)
def test_it_ranks_infantry_by_level(pieces, order):
    assert [p.ref for p in sorted(pieces, key=infantry_level)] == order
    placed = enemy_placement(pieces, [4] * len(pieces), []).placed
    assert [p.ref for p in placed] == order


@pytest.mark.parametrize(
    ("pieces", "sectors", "loads", "words"),
    [
        (FORCE, [1] * 7, [1, 2], "needs 8 to 11 sector dice; 7 were given"),
        (FORCE, [1] * 12, [1, 2], "needs 8 to 11 sector dice; 12 were given"),
        (FORCE, [1] * 8, [1], "loads, 2D6 each"),
        (FORCE, [1] * 8, [], "loads, 2D6 each"),
        (FORCE, [1] * 7 + [7], [1, 2], "1 to 6"),
        (FORCE, [1] * 8, [1, 0], "1 to 6"),
        ((TANK, HMG), [1], [], "needs 2 sector dice; 1 was given"),
        ((TANK, TANK), [1, 1], [], "ref 2 appears twice"),
    ],
)
def test_it_refuses_the_wrong_dice(pieces, sectors, loads, words):
    with pytest.raises(ValueError, match=words):
        enemy_placement(pieces, sectors, loads)


def test_a_cavalry_horse_carries_the_highest_level_single_rider_without_a_die():
    horse = Piece(40, "transport", "regular", 2, passengers=1, tow_class="light", horse=True)
    second = Piece(41, "transport", "regular", 2, passengers=1, tow_class="light", horse=True)
    riders = (LEADER, RIFLEMAN, TEAM)  # the team of two never mounts; the squad leader rides first
    placement = enemy_placement((horse, second, *riders), [3, 5, 1, 1, 1], [])
    by_ref = {p.ref: p for p in placement.placed}
    assert by_ref[LEADER.ref].rides_in == 40 and by_ref[RIFLEMAN.ref].rides_in == 41
    assert by_ref[TEAM.ref].rides_in is None
    assert by_ref[LEADER.ref].sector == by_ref[40].sector == "middle"
    assert by_ref[RIFLEMAN.ref].sector == by_ref[41].sector == "right-flank"


def test_a_horse_is_never_a_transport_that_rolls_a_load():
    horse = Piece(40, "transport", "regular", 2, passengers=1, horse=True)
    assert placement_dice((horse, RIFLEMAN))["loads"] == 0
