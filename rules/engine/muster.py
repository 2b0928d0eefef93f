"""Mustering a detachment: its points, its action pool and every problem with it (Available points,
Doctrines, Detachment and unit quality, Actions & Action Point Counter, Ranking Officers, Squad Leaders,
Primary and side weapons, Support weapons, Transports), with R22.

Pure and fast: the builder prices and checks the whole roster on every change. Problems are advice:
a roster may be saved with them, and each one says what is wrong and how to put it right.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rules.engine.outcome import Outcome
from rules.engine.procedures.actions import PoolInputs, action_pool

QUALITY_ORDER = ("conscript", "regular", "elite")
TOW_ORDER = {"light": 1, "medium": 2, "heavy": 3}
MULTIPLAYER_CUT = {
    2: (1, 1),
    4: (3, 4),
    6: (1, 2),
}  # players -> share of the points (Special rules for multiplayer games)
PEOPLE = ("ranking-officer", "squad-leader", "infantry")  # who carries hand weapons and rides as a passenger
MACHINES = ("support-weapon", "afv", "transport", "plane")
TOWERS = ("afv", "transport")  # a gun's tow class says what it needs; only vehicles pull


@dataclass(frozen=True)
class WeaponSpec:
    key: str
    name: str
    slot: str  # primary | side
    cost: int
    nation: str | None = None  # None: any nation
    retired: bool = False
    salvaged: bool = False  # a campaign's salvage: taken from the enemy after a victory, free and of any nation


@dataclass(frozen=True)
class ProfileSpec:
    key: str
    name: str
    unit_type: str
    nation: str
    costs: Mapping[str, int | None]
    crew: int = 1
    passengers: int = 0
    tow_class: str = ""
    movement: str = "foot"
    default_weapons: frozenset[str] = frozenset()
    retired: bool = False

    @property
    def is_horse(self) -> bool:
        return self.movement == "horse"


@dataclass(frozen=True)
class UnitEntry:
    ref: int
    profile: ProfileSpec
    quality: str
    weapons: tuple[WeaponSpec, ...] = ()
    rides_in: int | None = None
    towed_by: int | None = None
    squad_leader: bool = False  # the soldier promoted to squad leader (free)
    salvaged: bool = False  # a campaign's salvage: an enemy machine claimed after a victory, free and of any nation


@dataclass(frozen=True)
class DetachmentRules:
    nation: str
    qualities: tuple[str, ...]
    allowed: frozenset[str]  # unit keys the detachment type may field
    core: tuple[tuple[str, str, int], ...]  # (unit key, unit name, at least this many)
    officer: str  # the ranking officer's unit key
    orders_per_turn: int
    event_cards: int


@dataclass(frozen=True)
class Problem:
    code: str
    message: str  # what is wrong
    fix: str  # how to put it right
    unit: int | None = None  # the unit it is about, if one


@dataclass(frozen=True)
class Muster:
    points: int
    limit: int
    unit_points: Mapping[int, int]
    pool: Outcome
    orders_per_turn: int
    event_cards: int
    problems: tuple[Problem, ...] = field(default=())

    @property
    def actions(self) -> int:
        return int(self.pool.value("pool"))

    @property
    def valid(self) -> bool:
        return not self.problems

    def problems_for(self, ref: int) -> list[Problem]:
        return [p for p in self.problems if p.unit == ref]


def points_limit(base: int, players: int = 2, extra: int = 0) -> int:
    """The points to spend: the game's base cut for 4 or 6 players (rounded down), plus the
    detachment type's extra points, which are not cut."""
    if players not in MULTIPLAYER_CUT:
        raise ValueError("A game has 2, 4 or 6 players for the points cut.")
    top, bottom = MULTIPLAYER_CUT[players]
    return base * top // bottom + extra


def unit_points(entry: UnitEntry) -> int:
    """The unit's cost at its quality plus every weapon it carries beyond what it comes with."""
    if entry.salvaged:
        return 0  # claimed from the enemy: not bought with points
    cost = entry.profile.costs.get(entry.quality)
    extras = sum(w.cost for w in entry.weapons if w.key not in entry.profile.default_weapons and not w.salvaged)
    return (cost or 0) + extras


def pool_inputs(units: Sequence[UnitEntry], orders_per_turn: int) -> PoolInputs:
    """Counts for the action pool (R22): one action per person, one more per machine. A promoted
    soldier counts as a squad leader; a horse's rider is a soldier already, so a horse adds only itself."""
    n = Counter()
    for u in units:
        kind, crew = u.profile.unit_type, u.profile.crew
        if kind == "ranking-officer":
            n["officers"] += 1
        elif kind == "squad-leader" or (u.squad_leader and kind == "infantry"):
            n["squad_leaders"] += 1
            n["soldiers"] += crew - 1
        elif kind == "infantry":
            n["soldiers"] += crew
        elif kind == "crew":
            n["crew_members"] += crew
        else:
            n["crew_members"] += 0 if u.profile.is_horse else crew
            n["planes" if kind == "plane" else "support_weapons" if kind == "support-weapon" else "vehicles"] += 1
    return PoolInputs(
        officers=n["officers"],
        squad_leaders=n["squad_leaders"],
        soldiers=n["soldiers"],
        crew_members=n["crew_members"],
        vehicles=n["vehicles"],
        support_weapons=n["support_weapons"],
        planes=n["planes"],
        officers_lost=0,
        squad_leaders_lost=0,
        soldiers_lost=0,
        crew_members_lost=0,
        vehicles_lost=0,
        support_weapons_lost=0,
        planes_lost=0,
        ranking_officer_dead=False,
        officer_orders=orders_per_turn,
    )


def muster(rules: DetachmentRules, units: Sequence[UnitEntry], limit: int) -> Muster:
    prices = {u.ref: unit_points(u) for u in units}
    points = sum(prices.values())
    problems: list[Problem] = []
    if points > limit:
        problems.append(
            Problem(
                "over-limit",
                f"{points - limit} point{'' if points - limit == 1 else 's'} over the limit of {limit}.",
                "Remove or downgrade units, or raise the limit.",
            )
        )
    problems += _core_problems(rules, units)
    by_ref = {u.ref: u for u in units}
    for u in units:
        problems += _unit_problems(rules, u, by_ref)
    problems += _carrier_problems(units, by_ref)
    pool = action_pool(pool_inputs(units, rules.orders_per_turn), None)
    return Muster(points, limit, prices, pool, rules.orders_per_turn, rules.event_cards, tuple(problems))


def _plural(n: int, name: str) -> str:
    return f"{n} × {name}"


def _core_problems(rules: DetachmentRules, units: Sequence[UnitEntry]) -> list[Problem]:
    have = Counter(u.profile.key for u in units)
    out = []
    if not any(u.profile.key == rules.officer for u in units):
        out.append(
            Problem(
                "no-officer", "The ranking officer is missing.", "Open the detachment again: the app puts him back."
            )
        )
    for key, name, count in rules.core:
        if have[key] < count:
            out.append(
                Problem(
                    "core-missing",
                    f"This detachment type must field at least {_plural(count, name)}; it has {have[key]}.",
                    f"Add {count - have[key]} more {name}.",
                )
            )
    return out


def _unit_problems(rules: DetachmentRules, u: UnitEntry, by_ref: Mapping[int, UnitEntry]) -> list[Problem]:
    p, out = u.profile, []

    def add(code: str, message: str, fix: str) -> None:
        out.append(Problem(code, f"{p.name}: {message}", fix, u.ref))

    if p.retired:
        add("retired", "no longer in the arsenal.", "Remove it, or pick what replaced it.")
    own = not u.salvaged  # salvage joins whatever force claimed it (the Campaigns chapter), of any nation
    if own and p.nation != rules.nation:
        add("wrong-nation", "belongs to another nation.", "Remove it.")
    elif own and p.key not in rules.allowed and p.key != rules.officer:
        add("not-allowed", "this detachment type cannot field it.", "Remove it.")
    if own and u.quality not in rules.qualities:
        allowed = " or ".join(rules.qualities)
        add("quality-not-allowed", f"{u.quality} is not available to this detachment type.", f"Choose {allowed}.")
    elif p.costs.get(u.quality) is None:
        offered = " or ".join(q for q in QUALITY_ORDER if p.costs.get(q) is not None)
        add("quality-not-offered", f"there is no {u.quality} {p.name}.", f"Choose {offered}.")
    if u.weapons and p.unit_type not in PEOPLE:
        add("no-hand-weapons", "only soldiers, squad leaders and officers carry hand weapons.", "Take the weapons off.")
    primaries = [w for w in u.weapons if w.slot == "primary"]
    if len(primaries) > max(1, p.crew):  # one primary weapon per man: a two-man team may carry two
        add(
            "two-primaries",
            f"carries {len(primaries)} primary weapons; the rules allow one per man ({p.crew}).",
            "Keep one primary weapon per man.",
        )
    for w in u.weapons:
        if w.retired:
            add("retired-weapon", f"the {w.name} is no longer in the arsenal.", "Take it off.")
        elif w.nation not in (None, rules.nation) and own and not w.salvaged:
            add("weapon-nation", f"the {w.name} belongs to another nation.", "Take it off.")
    if u.squad_leader and (p.unit_type != "infantry" or p.crew != 1):
        add(
            "promotion",
            "only a single soldier can be promoted to squad leader.",
            "Promote a rifleman or similar instead.",
        )
    return out


def _carrier_problems(units: Sequence[UnitEntry], by_ref: Mapping[int, UnitEntry]) -> list[Problem]:
    seats: Counter[int] = Counter()
    tows: Counter[int] = Counter()
    out = []
    for u in units:
        if u.rides_in is not None:
            carrier = by_ref.get(u.rides_in)
            if carrier is None or carrier.profile.passengers == 0:
                out.append(
                    Problem(
                        "no-carrier",
                        f"{u.profile.name}: rides in nothing that carries passengers.",
                        "Unload it.",
                        u.ref,
                    )
                )
            elif u.profile.unit_type not in PEOPLE and not (
                u.profile.unit_type == "support-weapon" and not u.profile.tow_class
            ):
                out.append(
                    Problem("not-a-passenger", f"{u.profile.name}: cannot ride as a passenger.", "Unload it.", u.ref)
                )
            else:
                seats[carrier.ref] += u.profile.crew
        if u.towed_by is not None:
            tower = by_ref.get(u.towed_by)
            need = TOW_ORDER.get(u.profile.tow_class, 0)
            can = TOW_ORDER.get(tower.profile.tow_class, 0) if tower and tower.profile.unit_type in TOWERS else 0
            if not need:
                out.append(Problem("not-towable", f"{u.profile.name}: cannot be towed.", "Unhitch it.", u.ref))
            elif can < need:
                out.append(
                    Problem(
                        "tow-too-weak",
                        f"{u.profile.name}: needs a {u.profile.tow_class} tow or stronger.",
                        "Hitch it to a stronger vehicle.",
                        u.ref,
                    )
                )
            else:
                tows[tower.ref] += 1
    for ref, used in seats.items():
        carrier = by_ref[ref]
        if used > carrier.profile.passengers:
            out.append(
                Problem(
                    "over-capacity",
                    f"{carrier.profile.name}: {used} passengers aboard, room for {carrier.profile.passengers}.",
                    "Unload some passengers.",
                    ref,
                )
            )
    for ref, n in tows.items():
        if n > 1:
            out.append(
                Problem(
                    "two-tows",
                    f"{by_ref[ref].profile.name}: tows {n} guns; one at a time.",
                    "Unhitch all but one.",
                    ref,
                )
            )
    return out
