"""The enemy force generator against the book: points never exceeded, carbines free, best weapons to
the highest levels, crew upgrades to the most valuable units, over many seeds of the sample pack, and
exact cases on tiny hand-made lists."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from rules.engine.muster import QUALITY_ORDER
from rules.engine.solitaire.draws import SEED_DICE, Draws
from rules.engine.solitaire.force import (
    DoctrineList,
    EnemyForce,
    Kit,
    Profile,
    SoloRolls,
    assign_weapons,
    best_first,
    dice_needed,
    enemy_force,
    offered,
    raised_quality,
    soldier_bag,
    start_quality,
    support_bag,
    takes,
    weapon_takers,
)

PACK_PATH = Path(__file__).resolve().parents[4] / "armies/data/sample-arsenal.json"
RANK = {q: n for n, q in enumerate(QUALITY_ORDER)}
SOLDIER_TYPES = ("squad-leader", "infantry")
CREWED = ("support-weapon", "afv", "transport")
SAMPLE_TYPES = ("de-regular-infantry", "de-armored-group", "pl-cavalry", "su-border-guard", "us-paratroopers")


# --- the sample pack as the engine sees it -----------------------------------------------------------


@cache
def pack() -> dict:
    return json.loads(PACK_PATH.read_text())


def pack_profile(key: str) -> Profile:
    u = next(u for u in pack()["units"] if u["id"] == key)
    same = ("crew", "passengers", "movement", "small_arms", "he", "ap", "blast", "attacks_per_turn")
    return Profile(
        key,
        u["name"],
        u["type"],
        u["cost"],
        tow_class=u["tow_class"] or "",
        weapons=tuple(u["weapons"]),
        **{f: u[f] for f in same},
    )


def pack_kit(w: dict) -> Kit:
    return Kit(w["id"], w["name"], w["slot"], w["kind"], w["cost"], w["small_arms"], w["he"], w["ap"])


@cache
def pack_doctrine(detachment: str) -> DoctrineList:
    doctrine, d = next((doc, d) for doc in pack()["doctrines"] for d in doc["detachments"] if d["id"] == detachment)
    return DoctrineList(
        kind=doctrine["kind"],
        qualities=tuple(d["qualities"]),
        officer=pack_profile(d["officer"]["unit"]),
        core=tuple((pack_profile(c["unit"]), c["count"]) for c in d["core"]),
        units=tuple(pack_profile(k) for k in d["units"]),
        weapons=tuple(pack_kit(w) for w in pack()["weapons"] if w["nation"] in (None, doctrine["nation"])),
    )


def seeded_rolls(kind: str, seed: int) -> SoloRolls:
    """The dice of one solo set-up, varied deterministically by `seed`."""
    rng = random.Random(seed)
    need = dice_needed(kind)
    return SoloRolls(**{name: tuple(rng.randint(1, 6) for _ in range(n)) for name, n in need.items()})


def seeded_force(detachment: str, seed: int) -> tuple[DoctrineList, SoloRolls, int, EnemyForce]:
    doctrine = pack_doctrine(detachment)
    rolls = seeded_rolls(doctrine.kind, seed)
    core_points = (0, 40, 90, 150)[seed % 4]
    return doctrine, rolls, core_points, enemy_force(doctrine, rolls, core_points=core_points)


# --- hand-made lists ---------------------------------------------------------------------------------

ALL = {"conscript": 2, "regular": 3, "elite": 4}
OFFICER = Profile("officer", "Officer", "ranking-officer", {"conscript": 0, "regular": 0, "elite": 0}, weapons=("smg",))
RIFLEMAN = Profile("rifleman", "Rifleman", "infantry", ALL, weapons=("rifle",))
LEADER = Profile("leader", "Leader", "squad-leader", {"conscript": 3, "regular": 4, "elite": 5}, weapons=("smg",))
TEAM = Profile("team", "MG team", "infantry", {"conscript": 7, "regular": 9, "elite": 11}, crew=2, weapons=("mg",))
HMG = Profile("hmg", "HMG", "support-weapon", {"conscript": 9, "regular": 11, "elite": 13}, crew=3)
GUN = Profile("gun", "AT gun", "support-weapon", {"conscript": 20, "regular": 23, "elite": 26}, crew=4)
TRUCK = Profile("truck", "Truck", "transport", {"conscript": 5, "regular": 5, "elite": 5}, passengers=12)
HORSE = Profile(
    "horse", "Horse", "transport", {"conscript": 2, "regular": 2, "elite": 2}, passengers=1, movement="horse"
)
TANK = Profile("tank", "Tank", "afv", {"conscript": 30, "regular": 33, "elite": 36}, crew=5)
PLANE = Profile("plane", "Plane", "plane", {"conscript": 18, "regular": 20, "elite": 22})
RIFLE = Kit("rifle", "Rifle", "primary", "rifle", 0, small_arms=9)
SMG = Kit("smg", "SMG", "primary", "smg", 1, small_arms=7)
MG = Kit("mg", "MG", "primary", "lmg", 3, small_arms=10)
GRENADE = Kit("grenade", "Grenade", "side", "hand-grenade", 1, he=12)
KNIFE = Kit("knife", "Knife", "side", "knife", 0)
KITS = (RIFLE, SMG, MG, GRENADE, KNIFE)


def make_list(*, kind="infantry", qualities=("regular",), core=(), units=(RIFLEMAN,), weapons=KITS) -> DoctrineList:
    return DoctrineList(kind, qualities, OFFICER, core, units, weapons)


def rolls(soldiers=(1, 1, 1), weapons=(1, 1), support=(1, 1, 1), crews=(1,), seed=(1,) * SEED_DICE) -> SoloRolls:
    return SoloRolls(tuple(soldiers), tuple(weapons), tuple(support), tuple(crews), tuple(seed))


def seed_drawing(*picks: str) -> tuple[int, ...]:
    """Seed faces whose first draws between regular and elite come out as `picks`."""
    for n in range(10_000):
        faces = tuple(random.Random(n).randint(1, 6) for _ in range(SEED_DICE))
        draws = Draws(faces)
        if tuple(draws.pick(("regular", "elite")) for _ in picks) == picks:
            return faces
    raise AssertionError("no seed found")


def kinds(force: EnemyForce) -> list[tuple[int, str, str, tuple[str, ...], int, str]]:
    return [(u.ref, u.profile.key, u.quality, u.weapons, u.points, u.bought_with) for u in force.units]


# --- dice and qualities ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "soldiers"), [("infantry", 3), ("cavalry", 3), ("support", 3), ("armored", 2), ("armor", 2)]
)
def test_it_says_which_dice_to_roll(kind, soldiers):
    assert dice_needed(kind) == {"soldiers": soldiers, "weapons": 2, "support": 3, "crews": 1, "seed": SEED_DICE}


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ({"soldiers": (1, 1)}, "soldiers roll"),
        ({"weapons": (1, 1, 1)}, "weapons roll"),
        ({"support": (1, 1, 7)}, "1 to 6"),
        ({"crews": ()}, "crews roll"),
        ({"seed": (1,) * 19}, "seed roll"),
    ],
)
def test_it_refuses_the_wrong_dice(bad, words):
    good = rolls()
    with pytest.raises(ValueError, match=words):
        enemy_force(make_list(), SoloRolls(**{**good.__dict__, **bad}))


def test_it_refuses_an_unknown_doctrine_and_negative_core_points():
    with pytest.raises(ValueError, match="no solo table"):
        dice_needed("naval")
    with pytest.raises(ValueError, match="below 0"):
        enemy_force(make_list(), rolls(), core_points=-1)
    with pytest.raises(ValueError, match="allows no quality"):
        enemy_force(make_list(qualities=("veteran",)), rolls())


SNIPER = Profile("sniper", "Sniper", "infantry", {"regular": 6, "elite": 7})
ODD = Profile("odd", "Odd", "infantry", {"conscript": 2, "elite": 4})


@pytest.mark.parametrize(
    ("profile", "qualities", "expected"),
    [
        (TANK, ("regular", "elite"), "regular"),  # machines: the lowest allowed (S5)
        (TANK, ("conscript", "regular", "elite"), "conscript"),
        (HMG, ("elite",), "elite"),
        (RIFLEMAN, ("conscript", "regular"), "regular"),  # people: regular where allowed (S5)
        (RIFLEMAN, ("elite",), "elite"),
        (RIFLEMAN, ("conscript",), "conscript"),
        (LEADER, ("regular", "elite"), "regular"),
        (OFFICER, ("conscript", "regular"), "regular"),
        (SNIPER, ("conscript", "regular"), "regular"),
        (SNIPER, ("conscript", "elite"), "elite"),  # no conscript sniper: the nearest it comes in
        (ODD, ("conscript", "regular", "elite"), "conscript"),  # no regular: a tie goes to the lower
        (SNIPER, ("conscript",), "regular"),  # nothing allowed is offered: the nearest it has at all
    ],
)
def test_it_starts_each_unit_at_its_quality(profile, qualities, expected):
    assert start_quality(profile, qualities)[0] == expected


def test_it_explains_a_moved_quality():
    assert "no conscript Sniper" in start_quality(SNIPER, ("conscript", "elite"))[1]


# --- the bags ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("detachment", "soldiers", "support"),
    [
        (
            "de-regular-infantry",
            {"de-squad-leader", "de-rifleman", "de-smg-gunner", "de-lmg-team", "de-sniper", "de-mortar-team"}
            | {"de-at-rifle-team", "de-panzerschreck-team", "de-pioneer-flamethrower"},
            {("de-mg42-hmg", "conscript"), ("de-pak36", "conscript")},
        ),
        (
            "de-armored-group",
            {"de-squad-leader", "de-rifleman", "de-smg-gunner", "de-lmg-team", "de-panzerschreck-team"},
            {(k, "regular") for k in ("de-pz2f", "de-pz4d", "de-pz4h", "de-tiger1", "de-sdkfz251")},
        ),
        (
            "su-border-guard",
            {"su-squad-leader", "su-rifleman", "su-smg-gunner", "su-lmg-team", "su-sniper", "su-ptrd-team"},
            {("su-maxim", "conscript")},  # no horse, no truck: an infantry doctrine draws support weapons
        ),
        (
            "pl-cavalry",
            {"pl-squad-leader", "pl-cavalryman", "pl-lmg-team", "pl-sniper", "pl-mortar-team", "pl-at-rifle-team"},
            {("pl-ckm-wz30", "regular"), ("pl-bofors-37", "regular")},  # no horse, no tankette
        ),
    ],
)
def test_it_fills_the_bags_the_doctrine_allows(detachment, soldiers, support):
    doctrine = pack_doctrine(detachment)
    assert {p.key for p, _q in soldier_bag(doctrine)} == soldiers
    assert all(q in doctrine.qualities and p.costs.get(q) is not None for p, q in soldier_bag(doctrine))
    assert {(p.key, q) for p, q in support_bag(doctrine)} == support


def test_it_counts_a_soldier_counter_per_quality():
    doctrine = pack_doctrine("de-regular-infantry")
    counters = [(p.key, q) for p, q in soldier_bag(doctrine)]
    assert ("de-sniper", "regular") in counters and ("de-sniper", "conscript") not in counters
    assert counters.count(("de-rifleman", "conscript")) == 1 and len(counters) == 9 * 2 - 1


def test_it_never_draws_planes_or_horses():
    doctrine = make_list(kind="armored", units=(RIFLEMAN, TANK, TRUCK, HORSE, PLANE))
    assert [p.key for p, _q in support_bag(doctrine)] == ["tank", "truck"]
    assert [p.key for p, _q in soldier_bag(doctrine)] == ["rifleman"]


# --- exact forces on hand-made lists -----------------------------------------------------------------


def test_it_builds_a_known_force_from_forced_draws():
    doctrine = make_list(core=((RIFLEMAN, 2),), units=(RIFLEMAN, HMG), weapons=(RIFLE, SMG))
    force = enemy_force(doctrine, rolls(soldiers=(1, 1, 2), weapons=(1, 1), support=(4, 4, 4), crews=(3,)))
    assert kinds(force) == [
        (1, "officer", "regular", ("smg",), 0, "core"),
        (2, "rifleman", "regular", ("smg",), 4, "core"),  # the SMG replaces his rifle; +1 point
        (3, "rifleman", "regular", ("smg",), 4, "core"),
        (4, "rifleman", "regular", ("rifle",), 3, "soldiers"),
        (5, "hmg", "regular", (), 11, "support"),
    ]
    assert force.budgets == {"soldiers": 4, "weapons": 2, "support": 12, "core-top-up": 0}
    assert force.spent == {"core-top-up": 0, "soldiers": 3, "weapons": 2, "support": 11}
    assert force.upgrades == 0  # regular is all the type allows: no counter raises a crew
    assert sum("unused (S7)" in s for s in force.steps) == 3


@pytest.mark.parametrize(
    ("kind", "core_points", "top_up"),
    [
        # core worth 3 (a rifleman; the officer is free): a gap of 17
        ("infantry", 20, [("rifleman", 3)] * 3 + [("truck", 5)]),  # 9 for soldiers (3 × 3), 8 for support (5, 3 lost)
        ("armored", 20, [("rifleman", 3)] + [("truck", 5)] * 2),  # 5 for soldiers (3, 2 lost), 12 for vehicles
        ("infantry", 3, []),  # no gap
        ("infantry", 0, []),
    ],
)
def test_it_tops_the_core_up_to_the_core_points(kind, core_points, top_up):
    support = TRUCK if kind == "armored" else Profile("mortar", "Mortar", "support-weapon", TRUCK.costs)
    doctrine = make_list(kind=kind, core=((RIFLEMAN, 1),), units=(RIFLEMAN, support), weapons=())
    force = enemy_force(doctrine, rolls(soldiers=(1, 1) if kind == "armored" else (1, 1, 1)), core_points=core_points)
    bought = [
        (u.profile.key.replace("mortar", "truck"), u.points) for u in force.units if u.bought_with == "core-top-up"
    ]
    assert bought == top_up
    assert force.budgets["core-top-up"] == max(0, core_points - 3)
    assert force.spent["core-top-up"] == sum(points for _key, points in top_up)
    assert all(u.bought_with == "core-top-up" for u in force.units[2 : 2 + len(top_up)])


@pytest.mark.parametrize(
    ("picks", "qualities", "expected", "upgrades"),
    [
        # core machines start conscript: gun 20, hmg 9, truck 5
        (("elite", "regular"), ("conscript", "regular", "elite"), {"gun": "elite", "hmg": "regular"}, 2),
        (
            ("elite", "regular", "elite", "elite"),
            ("conscript", "regular", "elite"),
            {"gun": "elite", "hmg": "regular", "truck": "elite"},
            3,  # the fourth counter finds no machine left
        ),
        (("elite",), ("conscript", "regular"), {"gun": "regular"}, 1),  # capped at the best the type allows
        # they start regular: a regular counter raises nobody, the elite one goes to the gun
        (("regular", "elite"), ("regular", "elite"), {"gun": "elite"}, 1),
        (("regular", "regular"), ("regular", "elite"), {}, 0),
    ],
)
def test_it_upgrades_the_most_valuable_crews_first(picks, qualities, expected, upgrades):
    doctrine = make_list(qualities=qualities, core=((HMG, 1), (TRUCK, 1), (GUN, 1), (HORSE, 1)), units=(), weapons=())
    force = enemy_force(doctrine, rolls(crews=(len(picks),), seed=seed_drawing(*picks)))
    start = qualities[0]
    got = {u.profile.key: u.quality for u in force.units if u.profile.unit_type in CREWED and u.quality != start}
    assert got == expected and force.upgrades == upgrades
    assert all(u.points == u.profile.costs[u.quality] for u in force.units)  # their worth at the new quality
    assert force.spent["support"] == 0  # crews are not paid for


def test_it_never_upgrades_a_horse():
    doctrine = make_list(qualities=("conscript", "elite"), core=((HORSE, 3),), units=(), weapons=())
    force = enemy_force(doctrine, rolls(crews=(6,)))
    assert force.upgrades == 0 and {u.quality for u in force.units[1:]} == {"conscript"}


# --- weapons to the highest levels (S6) --------------------------------------------------------------


def soldiers_for_weapons():
    doctrine = make_list(
        qualities=("conscript", "regular", "elite"),
        core=((RIFLEMAN, 1), (LEADER, 1), (TEAM, 1), (RIFLEMAN, 1)),
        units=(),
        weapons=(),
    )
    units = list(enemy_force(doctrine, rolls()).units)
    units[4] = replace(units[4], quality="elite", points=4)  # an elite rifleman
    return units  # 1 officer, 2 rifleman, 3 leader, 4 team, 5 elite rifleman


@pytest.mark.parametrize(
    ("kits", "expected"),
    [
        ([MG], {(3, "primary"): "mg"}),  # the leader is the highest level
        ([SMG], {(5, "primary"): "smg"}),  # the leader has an SMG already: the next level gets it
        ([SMG, MG], {(3, "primary"): "mg", (5, "primary"): "smg"}),  # best first, whatever the buying order
        ([MG, MG, SMG], {(3, "primary"): "mg", (5, "primary"): "mg", (2, "primary"): "smg"}),
        ([GRENADE, MG], {(3, "primary"): "mg", (3, "side"): "grenade"}),  # one of each slot per soldier
        ([GRENADE] * 3, {(3, "side"): "grenade", (5, "side"): "grenade", (2, "side"): "grenade"}),
        ([GRENADE] * 4, None),  # three single soldiers: the team and the officer take none
        ([MG, MG, MG, MG], None),
    ],
)
def test_it_gives_the_best_weapons_to_the_highest_levels(kits, expected):
    units = soldiers_for_weapons()
    assert [u.ref for u in weapon_takers(units)] == [3, 5, 2]
    taken = assign_weapons(kits, weapon_takers(units), {k.key: k for k in KITS})
    assert (None if taken is None else {k: v.key for k, v in taken.items()}) == expected


SCOPED = Kit("scoped", "Scoped rifle", "primary", "sniper-rifle", 3, small_arms=13)
FLAMER = Kit("flamer", "Flamethrower", "primary", "flamethrower", 5, he=14)
SHOT = Profile("shot", "Sniper", "infantry", {"regular": 6, "elite": 7}, weapons=("scoped",))
HUSSAR = Profile("hussar", "Hussar", "infantry", ALL, weapons=("rifle", "knife"))


@pytest.mark.parametrize(
    ("profile", "kit", "expected"),
    [
        (RIFLEMAN, SMG, True),  # better than his rifle
        (RIFLEMAN, RIFLE, False),  # he has it
        (LEADER, SMG, False),
        (LEADER, MG, True),
        (SHOT, SMG, False),  # a sniper keeps his scoped rifle
        (SHOT, MG, False),  # as dear, less firepower
        (SHOT, FLAMER, True),
        (SHOT, GRENADE, True),  # side weapons are added
        (HUSSAR, GRENADE, True),  # even next to his own knife
        (HUSSAR, KNIFE, False),
    ],
)
def test_it_gives_a_weapon_only_where_it_is_an_upgrade(profile, kit, expected):
    arsenal = {k.key: k for k in (*KITS, SCOPED, FLAMER)}
    unit = enemy_force(make_list(core=((profile, 1),), units=(), weapons=()), rolls()).units[1]  # as he comes
    assert takes(unit, kit, arsenal) is expected


def test_it_passes_a_weapon_down_to_whom_it_is_an_upgrade():
    doctrine = make_list(qualities=("elite", "regular"), core=((RIFLEMAN, 1), (SHOT, 1)), units=(), weapons=())
    units = list(enemy_force(doctrine, rolls()).units)
    units[2] = replace(units[2], quality="elite", points=7)  # the elite sniper ranks above the regular rifleman
    arsenal = {k.key: k for k in (*KITS, SCOPED, FLAMER)}
    taken = assign_weapons([SMG, FLAMER], weapon_takers(units), arsenal)
    assert {ref: kit.key for (ref, _slot), kit in (taken or {}).items()} == {3: "flamer", 2: "smg"}
    assert assign_weapons([SMG, SMG], weapon_takers(units), arsenal) is None  # the sniper takes no SMG


@pytest.mark.parametrize(
    ("quality", "counter", "expected"),
    [
        ("conscript", "regular", "regular"),
        ("conscript", "elite", "elite"),
        ("regular", "regular", None),
        ("elite", "elite", None),
        ("regular", "elite", "elite"),
    ],
)
def test_it_raises_a_crew_only_upwards(quality, counter, expected):
    unit = replace(enemy_force(make_list(core=((GUN, 1),), units=()), rolls()).units[1], quality=quality)
    assert raised_quality(unit, counter, QUALITY_ORDER) == expected


# --- the sample pack over many seeds -----------------------------------------------------------------

SEEDS = range(220)


def _start(unit, doctrine) -> str:
    return start_quality(unit.profile, doctrine.qualities)[0]


def _base_cost(unit, doctrine) -> int:
    """What the bag paid: soldiers at the quality drawn, machines at their starting crew (S5, S7)."""
    if unit.profile.unit_type in SOLDIER_TYPES:
        return unit.profile.costs[unit.quality]
    return unit.profile.costs[_start(unit, doctrine)]


def _upgrade_keys(unit) -> list[str]:
    return [w for w in unit.weapons if w not in unit.profile.weapons]


def _check_force(doctrine: DoctrineList, rolls: SoloRolls, core_points: int, force: EnemyForce) -> None:
    kits = {k.key: k for k in doctrine.weapons}
    units = force.units
    # refs 1..n, the officer first, then the core, then what the bags gave
    assert [u.ref for u in units] == list(range(1, len(units) + 1))
    assert units[0].profile == doctrine.officer and units[0].points == 0
    order = ("core", "core-top-up", "soldiers", "support")
    assert [order.index(u.bought_with) for u in units] == sorted(order.index(u.bought_with) for u in units)
    # budgets are the dice; nothing spends more than it had
    assert force.budgets == {
        "soldiers": sum(rolls.soldiers),
        "weapons": sum(rolls.weapons),
        "support": sum(rolls.support),
        "core-top-up": max(0, core_points - sum(_base_cost(u, doctrine) for u in units if u.bought_with == "core")),
    }
    assert all(force.spent[k] <= force.budgets[k] for k in force.budgets)
    bought = {k: sum(_base_cost(u, doctrine) for u in units if u.bought_with == k) for k in order}
    assert bought["soldiers"] == force.spent["soldiers"] and bought["support"] == force.spent["support"]
    assert bought["core-top-up"] == force.spent["core-top-up"]
    assert sum(kits[w].cost for u in units for w in _upgrade_keys(u)) == force.spent["weapons"]
    # every unit at a quality the type allows and the profile offers, worth its real cost
    for u in units:
        assert u.quality in offered(u.profile, doctrine.qualities)
        assert u.points == u.profile.costs[u.quality] + sum(kits[w].cost for w in _upgrade_keys(u))
        assert u.profile.unit_type != "plane"
        assert not (u.profile.movement == "horse" and u.bought_with != "core")
    _check_weapons(units, kits)
    _check_crews(doctrine, rolls, force)


def _check_weapons(units, kits) -> None:
    as_drawn = [replace(u, weapons=u.profile.weapons, points=u.profile.costs[u.quality]) for u in units]
    takers = weapon_takers(as_drawn)  # highest level first, as they stood when the weapons were handed out
    by_ref = {t.ref: t for t in takers}
    for u in units:
        extra = _upgrade_keys(u)
        if u.ref not in {t.ref for t in takers}:
            assert u.weapons == u.profile.weapons  # no upgrade on the officer, a team or a machine
            continue
        slots = [kits[w].slot for w in extra]
        assert slots.count("primary") <= 1 and slots.count("side") <= 1
        sides = [w for w in u.profile.weapons if w in kits and kits[w].slot != "primary"]
        assert all(w in u.weapons for w in sides)  # his own weapons come free and stay
        if "primary" not in slots:
            assert u.weapons[: len(u.profile.weapons)] == u.profile.weapons
    for slot in ("primary", "side"):
        got = {u.ref: next((kits[w] for w in _upgrade_keys(u) if kits[w].slot == slot), None) for u in units}
        for i, higher in enumerate(takers):
            for lower in takers[i + 1 :]:
                theirs, mine = got[lower.ref], got[higher.ref]
                if theirs is None:
                    continue
                # a lower level has it: the higher one took something at least as good, or it is no upgrade for him
                own = [kits[w] for w in by_ref[higher.ref].weapons if w in kits and kits[w].slot == "primary"]
                no_upgrade = theirs.key in higher.weapons or (
                    slot == "primary" and any(best_first(w) <= best_first(theirs) for w in own)
                )
                assert (mine is not None and best_first(mine) <= best_first(theirs)) or no_upgrade


def _check_crews(doctrine: DoctrineList, rolls: SoloRolls, force: EnemyForce) -> None:
    machines = [u for u in force.units if u.profile.unit_type in CREWED and u.profile.movement != "horse"]
    raised = [u for u in machines if u.quality != _start(u, doctrine)]
    assert force.upgrades == len(raised) <= sum(rolls.crews)
    for m in raised:
        start_value = m.profile.costs[_start(m, doctrine)]
        for n in machines:
            if n in raised or (n.points, -n.ref) <= (start_value, -m.ref):
                continue
            # a more valuable machine left as it was: the counter could not raise it
            assert raised_quality(n, "elite", doctrine.qualities) is None or (
                RANK[m.quality] <= RANK["regular"] and raised_quality(n, "regular", doctrine.qualities) is None
            ), (n.ref, m.ref)
    unused = [re.match(r"Crews: counter \d+ of \d+ is (\w+);", s) for s in force.steps if "unused (S7)" in s]
    assert len(unused) == sum(rolls.crews) - force.upgrades
    for counter in unused:  # a counter goes unused only when no machine left would gain from it
        assert all(raised_quality(n, counter[1], doctrine.qualities) is None for n in machines if n not in raised)


@pytest.mark.parametrize("detachment", SAMPLE_TYPES)
def test_it_builds_forces_by_the_book_over_many_seeds(detachment):
    for seed in SEEDS:
        try:
            _check_force(*seeded_force(detachment, seed))
        except AssertionError as e:
            raise AssertionError(f"{detachment}, seed {seed}: {e}") from e


@pytest.mark.parametrize("detachment", SAMPLE_TYPES)
def test_it_leaves_nothing_in_a_bag_that_fits(detachment):
    for seed in SEEDS:
        doctrine, rolls, _core, force = seeded_force(detachment, seed)
        for budget, bag in (("soldiers", soldier_bag(doctrine)), ("support", support_bag(doctrine))):
            left = force.budgets[budget] - force.spent[budget]
            assert all(p.costs[q] > left for p, q in bag), (seed, budget)


@pytest.mark.parametrize("detachment", SAMPLE_TYPES)
def test_it_builds_the_same_force_from_the_same_dice(detachment):
    doctrine, rolls, core_points, force = seeded_force(detachment, 7)
    assert enemy_force(doctrine, rolls, core_points=core_points) == force


def test_it_varies_the_force_with_the_seed():
    forces = {tuple(kinds(seeded_force("de-regular-infantry", seed)[3])) for seed in range(0, 40, 4)}
    assert len(forces) == 10


def test_it_explains_every_part_with_its_ruling():
    force = seeded_force("de-regular-infantry", 0)[3]  # core points 0: no top-up
    cited = set(re.findall(r"\bS\d\b", "\n".join(force.steps)))
    assert {"S3", "S4", "S5", "S6", "S7"} <= cited and "S1" not in cited
    topped = seeded_force("de-regular-infantry", 3)[3]  # core points 150
    assert any("(S1)" in s for s in topped.steps)
