"""Mustering a detachment: points, the action pool (R22) and the problems of a list, one row per rulebook
case (Available points, Actions & Action Point Counter, Squad Leaders, Primary and side weapons,
Support weapons, Special rules for multiplayer games). Pure: specs built by hand, no database."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.engine.muster import (
    DetachmentRules,
    ProfileSpec,
    UnitEntry,
    WeaponSpec,
    muster,
    points_limit,
    pool_inputs,
    unit_points,
)
from tests.hypothesis_profiles import examples

COSTS = {"conscript": 2, "regular": 3, "elite": 4}


def profile(key: str, unit_type: str = "infantry", **kw) -> ProfileSpec:
    return ProfileSpec(key=key, name=key.title(), unit_type=unit_type, nation=kw.pop("nation", "germany"),
                       costs=kw.pop("costs", COSTS), **kw)  # fmt: skip


OFFICER = profile("officer", "ranking-officer", costs={"regular": 0})
RIFLEMAN = profile("rifleman", default_weapons=frozenset({"rifle"}))
SQUAD_LEADER = profile("squad-leader", "squad-leader")
LMG_TEAM = profile("lmg-team", crew=2)
SNIPER = profile("sniper", costs={"regular": 6, "elite": 7})
OLD_RIFLEMAN = profile("old-rifleman", retired=True)
US_RIFLEMAN = profile("us-rifleman", nation="usa")
CREW = profile("crew", "crew", crew=2)
CAR = profile("car", "transport", passengers=4, tow_class="light", movement="wheeled")
TRUCK = profile("truck", "transport", passengers=12, tow_class="medium", movement="wheeled")
HORSE = profile("horse", "transport", passengers=1, tow_class="light", movement="horse")
ARMOURED_CAR = profile("armoured-car", "afv", crew=3, movement="wheeled")
TANK = profile("tank", "afv", crew=5, passengers=4, movement="tracked", costs={"regular": 36})
TIGER = profile("tiger", "afv", crew=5, movement="tracked")  # German, but not on this type's list
HMG = profile("hmg", "support-weapon", crew=3)  # rides along; has no tow class
LIGHT_GUN = profile("light-gun", "support-weapon", crew=3, tow_class="light")
MEDIUM_GUN = profile("medium-gun", "support-weapon", crew=4, tow_class="medium")
PLANE = profile("plane", "plane", crew=2, movement="air")

RIFLE = WeaponSpec("rifle", "Rifle", "primary", 0, "germany")
SMG = WeaponSpec("smg", "SMG", "primary", 1, "germany")
GRENADE = WeaponSpec("grenade", "Grenade", "side", 1)  # any nation
PANZERFAUST = WeaponSpec("panzerfaust", "Panzerfaust", "side", 2, "germany")
GARAND = WeaponSpec("garand", "M1 Garand", "primary", 0, "usa")
OLD_RIFLE = WeaponSpec("old-rifle", "Old rifle", "primary", 0, "germany", retired=True)

ALLOWED = {p.key for p in (RIFLEMAN, SQUAD_LEADER, LMG_TEAM, SNIPER, OLD_RIFLEMAN, CREW, CAR, TRUCK, HORSE)}
ALLOWED |= {p.key for p in (ARMOURED_CAR, TANK, HMG, LIGHT_GUN, MEDIUM_GUN, PLANE)}
RULES = DetachmentRules(nation="germany", qualities=("conscript", "regular"), allowed=frozenset(ALLOWED),
                        core=(("rifleman", "Rifleman", 2),), officer="officer", orders_per_turn=3, event_cards=1)  # fmt: skip
LIMIT = 150


def u(ref: int, spec: ProfileSpec, quality: str = "regular", weapons=(), **kw) -> UnitEntry:
    return UnitEntry(ref, spec, quality, tuple(weapons), **kw)


BASE = (u(1, OFFICER), u(2, RIFLEMAN, weapons=[RIFLE]), u(3, RIFLEMAN, weapons=[RIFLE]))  # legal on its own


def force(*extra: UnitEntry) -> tuple[UnitEntry, ...]:
    return (*BASE, *extra)


def codes(units, limit: int = LIMIT) -> set[str]:
    return {p.code for p in muster(RULES, units, limit).problems}


def riders(carrier: int, *specs: ProfileSpec) -> list[UnitEntry]:
    return [u(10 + n, spec, rides_in=carrier) for n, spec in enumerate(specs)]


# (code, the unit it names, a list that breaks the rule, its legal counterpart)
PROBLEMS = [
    ("core-missing", None, BASE[:2], BASE),
    ("no-officer", None, BASE[1:], BASE),
    ("not-allowed", 4, force(u(4, TIGER)), force(u(4, TANK))),
    ("wrong-nation", 4, force(u(4, US_RIFLEMAN)), force(u(4, RIFLEMAN))),
    ("quality-not-allowed", 4, force(u(4, RIFLEMAN, "elite")), force(u(4, RIFLEMAN, "conscript"))),
    ("quality-not-offered", 4, force(u(4, SNIPER, "conscript")), force(u(4, SNIPER, "regular"))),
    ("no-hand-weapons", 4, force(u(4, CAR, weapons=[GRENADE])), force(u(4, CAR))),
    ("two-primaries", 4, force(u(4, RIFLEMAN, weapons=[RIFLE, SMG])), force(u(4, RIFLEMAN, weapons=[SMG, GRENADE]))),
    ("retired", 4, force(u(4, OLD_RIFLEMAN)), force(u(4, RIFLEMAN))),
    ("retired-weapon", 4, force(u(4, RIFLEMAN, weapons=[OLD_RIFLE])), force(u(4, RIFLEMAN, weapons=[RIFLE]))),
    ("weapon-nation", 4, force(u(4, RIFLEMAN, weapons=[GARAND])), force(u(4, RIFLEMAN, weapons=[PANZERFAUST]))),
    ("promotion", 4, force(u(4, LMG_TEAM, squad_leader=True)), force(u(4, RIFLEMAN, squad_leader=True))),
    ("no-carrier", 10, force(u(4, ARMOURED_CAR), *riders(4, RIFLEMAN)), force(u(4, CAR), *riders(4, RIFLEMAN))),
    ("no-carrier", 10, force(*riders(99, RIFLEMAN)), force(u(99, HORSE), *riders(99, RIFLEMAN))),
    ("not-a-passenger", 10, force(u(4, TRUCK), *riders(4, LIGHT_GUN)), force(u(4, TRUCK), *riders(4, HMG))),
    ("not-a-passenger", 10, force(u(4, TRUCK), *riders(4, CAR)), force(u(4, TRUCK), u(10, CAR))),
    # seats are counted in men: a two-man team takes two of the car's four
    ("over-capacity", 4, force(u(4, CAR), *riders(4, LMG_TEAM, RIFLEMAN, RIFLEMAN, RIFLEMAN)),
     force(u(4, CAR), *riders(4, LMG_TEAM, RIFLEMAN, RIFLEMAN))),
    ("not-towable", 5, force(u(4, TRUCK), u(5, HMG, towed_by=4)), force(u(4, TRUCK), u(5, LIGHT_GUN, towed_by=4))),
    ("not-towable", 5, force(u(4, TRUCK), u(5, RIFLEMAN, towed_by=4)), force(u(4, HORSE), u(5, LIGHT_GUN, towed_by=4))),
    ("tow-too-weak", 5, force(u(4, CAR), u(5, MEDIUM_GUN, towed_by=4)), force(u(4, TRUCK), u(5, MEDIUM_GUN, towed_by=4))),
    ("tow-too-weak", 5, force(u(4, TANK), u(5, LIGHT_GUN, towed_by=4)), force(u(4, CAR), u(5, LIGHT_GUN, towed_by=4))),
    ("two-tows", 4, force(u(4, TRUCK), u(5, LIGHT_GUN, towed_by=4), u(6, LIGHT_GUN, towed_by=4)),
     force(u(4, TRUCK), u(7, TRUCK), u(5, LIGHT_GUN, towed_by=4), u(6, LIGHT_GUN, towed_by=7))),
]  # fmt: skip


@pytest.mark.parametrize(
    ("code", "ref", "broken", "legal"), PROBLEMS, ids=[f"{row[0]}-{n}" for n, row in enumerate(PROBLEMS)]
)
def test_it_flags_each_broken_rule_and_not_its_legal_counterpart(code, ref, broken, legal):
    found = [p for p in muster(RULES, broken, LIMIT).problems if p.code == code]
    assert [p.unit for p in found] == [ref]
    assert found[0].message and found[0].fix
    assert codes(legal) == set()


def test_a_two_man_team_may_carry_a_primary_each():
    team = profile("at-rifle-team", crew=2, default_weapons=frozenset({"at-rifle", "rifle"}))
    at_rifle = WeaponSpec("at-rifle", "AT rifle", "primary", 3, "germany")
    smg = WeaponSpec("smg", "SMG", "primary", 2, "germany")
    assert "two-primaries" not in codes(force(u(4, team, weapons=[at_rifle, RIFLE])))
    assert "two-primaries" in codes(force(u(4, team, weapons=[at_rifle, RIFLE, smg])))


def test_a_gun_cannot_tow_another_gun():
    assert codes(force(u(4, MEDIUM_GUN), u(5, LIGHT_GUN, towed_by=4))) != set()


@pytest.mark.parametrize(
    ("limit", "flagged"), [(5, "1 point over the limit of 5."), (4, "2 points over the limit of 4."), (6, None)]
)
def test_it_flags_a_list_over_its_points_limit(limit, flagged):
    result = muster(RULES, BASE, limit)  # 0 + 3 + 3 = 6 points
    assert result.points == 6
    assert [p.message for p in result.problems if p.code == "over-limit"] == ([flagged] if flagged else [])
    assert result.valid is (flagged is None)


# Special rules for multiplayer games: 4 players get 75 %, 6 players 50 %, rounded down; a type's extra is not cut.
@pytest.mark.parametrize(
    ("base", "players", "extra", "expected"),
    [
        (150, 2, 0, 150),
        (150, 4, 0, 112),
        (150, 6, 0, 75),
        (150, 4, 10, 122),
        (150, 6, 10, 85),
        (150, 2, 10, 160),
        (201, 4, 0, 150),
    ],
)
def test_it_cuts_the_points_for_a_multiplayer_game(base, players, extra, expected):
    assert points_limit(base, players, extra) == expected


@pytest.mark.parametrize("players", [1, 3, 5, 8])
def test_it_refuses_a_player_count_without_a_cut(players):
    with pytest.raises(ValueError, match="2, 4 or 6"):
        points_limit(150, players)


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        (u(1, RIFLEMAN, weapons=[RIFLE]), 3),
        (u(1, RIFLEMAN, "conscript", [RIFLE]), 2),
        (u(1, RIFLEMAN, "elite", [RIFLE, GRENADE]), 4 + 1),
        (u(1, RIFLEMAN, weapons=[RIFLE, GRENADE, PANZERFAUST]), 3 + 1 + 2),
        (u(1, RIFLEMAN, weapons=[SMG]), 3 + 1),  # the SMG costs; leaving the rifle behind refunds nothing
        (u(1, RIFLEMAN), 3),
        (u(1, SNIPER, "conscript", [GRENADE]), 0 + 1),  # no conscript sniper: only what he carries
        (u(1, OFFICER, weapons=[SMG]), 0 + 1),
    ],
)
def test_it_prices_a_unit_at_its_quality_plus_weapons_beyond_its_own(entry, expected):
    assert unit_points(entry) == expected


def soldiers(n: int, start: int = 1) -> list[UnitEntry]:
    return [u(start + i, RIFLEMAN, weapons=[RIFLE]) for i in range(n)]


# R22: one action per model, one more per vehicle, support weapon and plane.
@pytest.mark.parametrize(
    ("units", "expected"),
    [
        ([*soldiers(10), u(11, CAR)], 12),  # the rulebook: 10 infantry men and a car with one driver
        ([u(1, OFFICER)], 1),
        ([u(1, SQUAD_LEADER), *soldiers(8, 2)], 9),
        ([u(1, LMG_TEAM)], 2),
        ([u(1, CREW)], 2),
        ([u(1, HMG)], 3 + 1),
        ([u(1, TANK)], 5 + 1),
        ([u(1, PLANE)], 2 + 1),
        ([u(1, CAR)], 1 + 1),
        ([u(1, HORSE)], 1),  # a horse adds one action, not two: its rider is a soldier already
        ([*soldiers(1), u(2, HORSE)], 2),
        ([], 0),
    ],
)
def test_it_gives_one_action_per_model_and_one_more_per_machine(units, expected):
    assert muster(RULES, units, LIMIT).actions == expected


def test_a_promoted_soldier_counts_as_a_squad_leader_without_changing_the_total():
    plain = force(u(4, RIFLEMAN))
    promoted = force(u(4, RIFLEMAN, squad_leader=True))
    before, after = pool_inputs(plain, 3), pool_inputs(promoted, 3)
    assert (before.squad_leaders, before.soldiers) == (0, 3)
    assert (after.squad_leaders, after.soldiers) == (1, 2)
    assert muster(RULES, promoted, LIMIT).actions == muster(RULES, plain, LIMIT).actions == 4
    assert "1 squad leader" in muster(RULES, promoted, LIMIT).pool.steps[0]


def test_a_wrongly_promoted_machine_keeps_its_machine_action():
    assert muster(RULES, [u(1, TANK, squad_leader=True)], LIMIT).actions == 5 + 1


def test_it_passes_the_types_orders_and_cards_through():
    result = muster(RULES, BASE, LIMIT)
    assert (result.orders_per_turn, result.event_cards, result.limit) == (3, 1, LIMIT)
    assert result.unit_points == {1: 0, 2: 3, 3: 3}


# --- property: the totals are a recount of the list -----------------------------------------------------

MACHINE_TYPES = ("support-weapon", "afv", "transport", "plane")
PEOPLE_TYPES = ("ranking-officer", "squad-leader", "infantry", "crew")
WEAPONS = (RIFLE, SMG, GRENADE, PANZERFAUST, GARAND, OLD_RIFLE)

random_profiles = st.builds(
    ProfileSpec,
    key=st.sampled_from(["officer", "rifleman", "tank", "truck", "horse", "gun", "plane", "us-rifleman"]),
    name=st.just("Unit"),
    unit_type=st.sampled_from(PEOPLE_TYPES + MACHINE_TYPES),
    nation=st.sampled_from(["germany", "usa"]),
    costs=st.fixed_dictionaries({q: st.none() | st.integers(0, 60) for q in COSTS}),
    crew=st.integers(1, 6),
    passengers=st.integers(0, 12),
    tow_class=st.sampled_from(["", "light", "medium", "heavy"]),
    movement=st.sampled_from(["foot", "wheeled", "tracked", "horse", "air"]),
    default_weapons=st.frozensets(st.sampled_from([w.key for w in WEAPONS]), max_size=2),
    retired=st.booleans(),
)


@st.composite
def random_lists(draw) -> list[UnitEntry]:
    count = draw(st.integers(0, 25))
    link = st.none() | st.integers(1, count + 1)  # a ref in the list, or one that is not
    units = []
    for ref in range(1, count + 1):
        spec = draw(random_profiles)
        units.append(
            UnitEntry(
                ref,
                spec,
                draw(st.sampled_from(list(COSTS))),
                tuple(draw(st.lists(st.sampled_from(WEAPONS), unique_by=lambda w: w.key, max_size=3))),
                rides_in=draw(link),
                towed_by=draw(link),
                squad_leader=draw(st.booleans()),
            )
        )
    return units


def recount_points(units) -> int:
    total = 0
    for unit in units:
        total += unit.profile.costs[unit.quality] or 0
        total += sum(w.cost for w in unit.weapons if w.key not in unit.profile.default_weapons)
    return total


def recount_actions(units) -> int:
    """R22 from scratch: the officer is one man; a machine is its crew plus itself; a horse only itself."""
    total = 0
    for unit in units:
        p = unit.profile
        if p.unit_type == "ranking-officer":
            total += 1
        elif p.unit_type in MACHINE_TYPES:
            total += (0 if p.movement == "horse" else p.crew) + 1
        else:
            total += p.crew
    return total


@settings(max_examples=examples(300), deadline=None)
@given(units=random_lists(), limit=st.integers(0, 400))
def test_its_points_and_pool_are_a_recount_of_the_list(units, limit):
    result = muster(RULES, units, limit)
    assert result.points == recount_points(units) == sum(result.unit_points.values())
    assert result.actions == recount_actions(units)
    assert ("over-limit" in {p.code for p in result.problems}) is (result.points > limit)
    assert {p.unit for p in result.problems} <= {u.ref for u in units} | {None}
