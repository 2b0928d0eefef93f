"""The enemy's force in solo play, as the chapter's bags build it (Setting up the enemy forces), with S1
and S3-S7: its core, then soldiers, hand and side weapons, support weapons or vehicles and crew counters,
each bought with the points its dice gave. Nothing is rolled here: the dice come in as `SoloRolls`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from rules.engine.dice import check_dice
from rules.engine.muster import QUALITY_ORDER
from rules.engine.solitaire.draws import SEED_DICE, Draws, a_or_an, draw_bag

SOLDIERS = ("squad-leader", "infantry")  # who the soldiers' bag holds and who takes weapon upgrades (S4, S6)
CREWED = ("support-weapon", "afv", "transport")  # machines a crew counter may upgrade (S7)
ARMOUR_KINDS = ("armored", "armor", "armour")
INFANTRY_KINDS = ("infantry", "cavalry", "support")  # S3: support lists roll as infantry doctrines
RANK = {q: n for n, q in enumerate(QUALITY_ORDER)}


@dataclass(frozen=True)
class Kit:
    key: str
    name: str
    slot: str  # primary | side
    kind: str
    cost: int
    small_arms: int = 0
    he: int = 0
    ap: int = 0


@dataclass(frozen=True)
class Profile:
    key: str
    name: str
    unit_type: str  # ranking-officer | squad-leader | infantry | support-weapon | afv | transport | plane
    costs: Mapping[str, int | None]  # quality -> points (None/missing: not offered)
    crew: int = 1
    passengers: int = 0
    tow_class: str = ""
    movement: str = "foot"
    weapons: tuple[str, ...] = ()  # the weapon keys it comes with
    small_arms: int = 0
    he: int = 0
    ap: int = 0
    blast: str | None = None
    attacks_per_turn: int = 1

    @property
    def is_horse(self) -> bool:
        return self.unit_type == "transport" and self.movement == "horse"


@dataclass(frozen=True)
class DoctrineList:
    kind: str  # infantry | support | armored (S3)
    qualities: tuple[str, ...]
    officer: Profile
    core: tuple[tuple[Profile, int], ...]
    units: tuple[Profile, ...]
    weapons: tuple[Kit, ...]


@dataclass(frozen=True)
class SoloRolls:
    soldiers: tuple[int, ...]
    weapons: tuple[int, ...]
    support: tuple[int, ...]
    crews: tuple[int, ...]
    seed: tuple[int, ...]


@dataclass(frozen=True)
class EnemyUnit:
    ref: int
    profile: Profile
    quality: str
    weapons: tuple[str, ...]
    points: int
    bought_with: str  # core | core-top-up | soldiers | support


@dataclass(frozen=True)
class EnemyForce:
    units: tuple[EnemyUnit, ...]
    spent: Mapping[str, int]
    budgets: Mapping[str, int]
    upgrades: int
    steps: tuple[str, ...]


def is_armour(kind: str) -> bool:
    if kind not in ARMOUR_KINDS + INFANTRY_KINDS:
        raise ValueError(f"There is no solo table for a {kind!r} doctrine.")
    return kind in ARMOUR_KINDS


def dice_needed(kind: str) -> dict[str, int]:
    return {"soldiers": 2 if is_armour(kind) else 3, "weapons": 2, "support": 3, "crews": 1, "seed": SEED_DICE}


# --- qualities and prices ----------------------------------------------------------------------------


def offered(profile: Profile, qualities: Sequence[str]) -> tuple[str, ...]:
    """The qualities the type allows and the profile has a cost for, lowest first."""
    return tuple(q for q in QUALITY_ORDER if q in qualities and profile.costs.get(q) is not None)


def start_quality(profile: Profile, qualities: Sequence[str]) -> tuple[str, str]:
    """The quality a unit starts at, and why (S5)."""
    allowed = [q for q in QUALITY_ORDER if q in qualities]
    if profile.unit_type in (*CREWED, "plane"):
        wanted, why = allowed[0], "machines start with inexperienced crews, the lowest quality allowed (S5)"
    elif "regular" in allowed:
        wanted, why = "regular", "soldiers start regular where the type allows it (S5)"
    else:
        wanted, why = allowed[0], "soldiers start at the lowest quality where the type has no regulars (S5)"
    choices = offered(profile, qualities) or tuple(q for q in QUALITY_ORDER if profile.costs.get(q) is not None)
    if not choices:
        raise ValueError(f"The {profile.name} has no cost at any quality.")
    quality = min(choices, key=lambda q: (abs(RANK[q] - RANK[wanted]), RANK[q]))
    if quality != wanted:
        why += f"; there is no {wanted} {profile.name}, so the nearest quality it comes in (S5)"
    return quality, why


def unit_points(profile: Profile, quality: str, weapons: Sequence[str], kits: Mapping[str, Kit]) -> int:
    """Its cost at that quality plus every weapon beyond what it comes with (as the muster prices it)."""
    extras = sum(kits[w].cost for w in weapons if w not in profile.weapons and w in kits)
    return (profile.costs.get(quality) or 0) + extras


class _Force:
    """The force as it grows: units in buying order, refs from 1, and the steps so far."""

    def __init__(self, doctrine: DoctrineList) -> None:
        self.doctrine = doctrine
        self.kits = {k.key: k for k in doctrine.weapons}
        self.units: list[EnemyUnit] = []
        self.steps: list[str] = []

    def add(self, profile: Profile, quality: str, bought_with: str) -> None:
        points = unit_points(profile, quality, profile.weapons, self.kits)
        self.units.append(EnemyUnit(len(self.units) + 1, profile, quality, profile.weapons, points, bought_with))

    def put(self, unit: EnemyUnit) -> None:
        self.units[unit.ref - 1] = unit

    def points(self) -> int:  # the force's worth so far
        return sum(u.points for u in self.units)


# --- the core (Set up core units of the enemy Doctrine) ----------------------------------------------


def _core(force: _Force) -> None:
    d = force.doctrine
    officer, _why = start_quality(d.officer, d.qualities)
    force.add(d.officer, officer, "core")
    force.steps.append(f"Core: the {d.officer.name} leads the force; every detachment has him at no cost.")
    for profile, count in d.core:
        quality, why = start_quality(profile, d.qualities)
        for _ in range(count):
            force.add(profile, quality, "core")
        force.steps.append(f"Core: {count} × {profile.name}, {quality}: {why}.")


# --- the bags ----------------------------------------------------------------------------------------


def soldier_bag(doctrine: DoctrineList) -> tuple[tuple[Profile, str], ...]:
    """One counter per soldier and quality the type fields (S4): infantry and squad leaders, never horses."""
    people = [p for p in doctrine.units if p.unit_type in SOLDIERS and not p.is_horse]
    return tuple((p, q) for p in people for q in offered(p, doctrine.qualities))


def support_bag(doctrine: DoctrineList) -> tuple[tuple[Profile, str], ...]:
    """Support weapons for infantry and cavalry doctrines, AFVs and transports (no horses) for armour ones
    (S3, S4); never planes. Each at the lowest quality the type allows and it comes in (S5)."""
    types = ("afv", "transport") if is_armour(doctrine.kind) else ("support-weapon",)
    machines = [p for p in doctrine.units if p.unit_type in types and not p.is_horse]
    return tuple((p, offered(p, doctrine.qualities)[0]) for p in machines if offered(p, doctrine.qualities))


def _buy(force: _Force, draws: Draws, bag, points: int, bought_with: str, label: str, header: str = "") -> int:
    force.steps += [f"{label}: {points} points; {header}"] if header else []
    drawn = draw_bag(draws, bag, points, cost=lambda c: c[0].costs[c[1]], name=lambda c: a_or_an(f"{c[1]} {c[0].name}"))
    for profile, quality in drawn.bought:
        force.add(profile, quality, bought_with)
    force.steps.extend(f"{label}: {s}" for s in drawn.steps)
    return drawn.spent


def _top_up(force: _Force, draws: Draws, core_points: int) -> tuple[int, int]:
    """S1: the points the core falls short of the game's core points, spent first from the same bags."""
    d, gap = force.doctrine, max(0, core_points - force.points())
    if gap == 0:
        return 0, 0
    armour = is_armour(d.kind)
    men = gap // 3 if armour else (gap + 1) // 2
    what = "vehicles" if armour else "support weapons"
    force.steps.append(
        f"The core is worth {force.points()} of the {core_points} core points: the {gap} missing go into the "
        f"same bags first, {men} for soldiers and {gap - men} for {what}; what a bag cannot use is lost (S1)."
    )
    spent = _buy(force, draws, soldier_bag(d), men, "core-top-up", "Top-up soldiers")
    spent += _buy(force, draws, support_bag(d), gap - men, "core-top-up", f"Top-up {what}")
    return gap, spent


# --- weapon upgrades (S6) ----------------------------------------------------------------------------


def best_first(kit: Kit) -> tuple[int, int, str]:
    return (-kit.cost, -(kit.small_arms + kit.he + kit.ap), kit.key)


def level(unit: EnemyUnit) -> tuple[int, int, int, int]:
    """Highest level first: squad leaders before infantry, then quality, then points, then the lower ref."""
    return (SOLDIERS.index(unit.profile.unit_type), -RANK[unit.quality], -unit.points, unit.ref)


def weapon_takers(units: Sequence[EnemyUnit]) -> list[EnemyUnit]:
    """Single soldiers and squad leaders, highest level first (S6): not the officer, not teams."""
    return sorted((u for u in units if u.profile.unit_type in SOLDIERS and u.profile.crew == 1), key=level)


def takes(unit: EnemyUnit, kit: Kit, arsenal: Mapping[str, Kit]) -> bool:
    """Whether the weapon is an upgrade for him (S6): one he does not carry yet and, for a primary weapon,
    better than the primary weapon he came with (a sniper keeps his scoped rifle)."""
    own = [arsenal[w] for w in unit.weapons if w in arsenal and arsenal[w].slot == kit.slot]
    return kit.key not in unit.weapons and (kit.slot != "primary" or all(best_first(kit) < best_first(w) for w in own))


def assign_weapons(
    kits: Sequence[Kit], takers: Sequence[EnemyUnit], arsenal: Mapping[str, Kit]
) -> dict[tuple[int, str], Kit] | None:
    """Best weapon first, to the highest soldier still free for its slot who takes it (S6); None when
    some weapon finds nobody."""
    taken: dict[tuple[int, str], Kit] = {}
    for kit in sorted(kits, key=best_first):
        free = (u for u in takers if (u.ref, kit.slot) not in taken and takes(u, kit, arsenal))
        taker = next(free, None)
        if taker is None:
            return None
        taken[(taker.ref, kit.slot)] = kit
    return taken


def _arm(unit: EnemyUnit, kit: Kit, kits: Mapping[str, Kit]) -> EnemyUnit:
    if kit.slot == "primary":
        kept = [w for w in unit.weapons if w not in kits or kits[w].slot != "primary"]
        weapons = (kit.key, *kept)
    else:
        weapons = (*unit.weapons, kit.key)
    return replace(unit, weapons=weapons, points=unit_points(unit.profile, unit.quality, weapons, kits))


def _weapons(force: _Force, draws: Draws, points: int) -> int:
    takers = weapon_takers(force.units)
    force.steps.append(f"Weapons: {points} points; a weapon is bought only if a single soldier will take it (S6).")
    drawn = draw_bag(
        draws,
        force.doctrine.weapons,
        points,
        cost=lambda k: k.cost,
        name=lambda k: a_or_an(k.name),
        can_take=lambda bought, k: assign_weapons([*bought, k], takers, force.kits) is not None,
    )
    force.steps.extend(f"Weapons: {s}" for s in drawn.steps)
    taken = (
        assign_weapons(drawn.bought, takers, force.kits) or {}
    )  # every bought weapon has a taker: can_take saw to it
    for (ref, slot), kit in sorted(taken.items(), key=lambda item: best_first(item[1])):
        unit = force.units[ref - 1]
        how = "in place of his own" if slot == "primary" else "as a side weapon"
        force.steps.append(
            f"Weapons: the {kit.name} goes to the {unit.quality} {unit.profile.name} (ref {ref}), {how}: "
            "the best weapon to the highest level still free (S6)."
        )
        force.put(_arm(unit, kit, force.kits))
    return drawn.spent


# --- crew counters (S7) ------------------------------------------------------------------------------


def raised_quality(unit: EnemyUnit, counter: str, qualities: Sequence[str]) -> str | None:
    """The counter's quality, or the best below it the type allows and the profile has; None if no gain."""
    reachable = [q for q in offered(unit.profile, qualities) if RANK[q] <= RANK[counter]]
    if not reachable or RANK[reachable[-1]] <= RANK[unit.quality]:
        return None
    return reachable[-1]


def _crews(force: _Force, draws: Draws, counters: int) -> int:
    upgraded: set[int] = set()
    force.steps.append(f"Crews: {counters} to draw, regular or elite, for the most valuable machines first (S7).")
    for n in range(1, counters + 1):
        counter = draws.pick(("regular", "elite"))
        force.steps.append(f"Crews: counter {n} of {counters} is {counter}; {_place_counter(force, counter, upgraded)}")
    return len(upgraded)


def _place_counter(force: _Force, counter: str, upgraded: set[int]) -> str:
    machines = [u for u in force.units if u.profile.unit_type in CREWED and not u.profile.is_horse]
    skipped = []
    for unit in sorted(machines, key=lambda u: (-u.points, u.ref)):
        if unit.ref in upgraded:
            continue
        quality = raised_quality(unit, counter, force.doctrine.qualities)
        if quality is None:
            skipped.append(f"the {unit.quality} {unit.profile.name} (ref {unit.ref})")
            continue
        upgraded.add(unit.ref)
        points = unit_points(unit.profile, quality, unit.weapons, force.kits)
        force.put(replace(unit, quality=quality, points=points))
        passed = f" (it would not raise {', '.join(skipped)})" if skipped else ""
        capped = "" if quality == counter else ", the best it can have in this detachment type"
        return (
            f"the {unit.profile.name} (ref {unit.ref}), the most valuable machine not yet upgraded{passed}, "
            f"gets {a_or_an(quality)} crew{capped}, at no cost (S7)."
        )
    return "no machine is left that it would raise: unused (S7)."


# --- the whole force ---------------------------------------------------------------------------------


def _check(doctrine: DoctrineList, rolls: SoloRolls, core_points: int) -> None:
    for name, count in dice_needed(doctrine.kind).items():
        try:
            check_dice(getattr(rolls, name), count)
        except ValueError as e:
            raise ValueError(f"The {name} roll: {e}") from None
    if core_points < 0:
        raise ValueError("The core points cannot be below 0.")
    if not any(q in QUALITY_ORDER for q in doctrine.qualities):
        raise ValueError("The detachment type allows no quality: conscript, regular or elite.")


def enemy_force(doctrine: DoctrineList, rolls: SoloRolls, *, core_points: int = 0) -> EnemyForce:
    """Build the enemy's force from its detachment type and the solo chapter's dice."""
    _check(doctrine, rolls, core_points)
    force, draws, kind = _Force(doctrine), Draws(rolls.seed), doctrine.kind
    what = "vehicles" if is_armour(kind) else "support weapons"
    budgets = {"soldiers": sum(rolls.soldiers), "weapons": sum(rolls.weapons), "support": sum(rolls.support)}
    _core(force)
    budgets["core-top-up"], top_up = _top_up(force, draws, core_points)
    men = "the bag holds a counter per soldier and quality the type fields, never horses; their own weapons are free (S4)."
    soldiers = _buy(force, draws, soldier_bag(doctrine), budgets["soldiers"], "soldiers", "Soldiers", men)
    weapons = _weapons(force, draws, budgets["weapons"])
    machines = f"{a_or_an(kind)} doctrine draws {what}, never planes, with inexperienced crews (S3, S4, S5)."
    support = _buy(force, draws, support_bag(doctrine), budgets["support"], "support", what.capitalize(), machines)
    upgrades = _crews(force, draws, sum(rolls.crews))
    spent = {"core-top-up": top_up, "soldiers": soldiers, "weapons": weapons, "support": support}
    return EnemyForce(tuple(force.units), spent, budgets, upgrades, tuple(force.steps))
