"""Reading a detachment for the builder, its print view and its share link, in a fixed number of queries
whatever its size, and mustering it through the engine (rules.engine.muster)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cached_property

from django.db.models import Prefetch, Q
from django.utils.translation import gettext

from armies.cards import armament
from armies.models import QUALITIES, CoreUnit, Detachment, DetachmentType, RosterUnit, UnitProfile, Weapon
from armies.pack_words import said
from rules import localized, sentences
from rules.engine.muster import (
    DetachmentRules,
    Muster,
    Problem,
    ProfileSpec,
    UnitEntry,
    WeaponSpec,
    muster,
    points_limit,
)
from rules.engine.procedures.setup import MODES

QUALITY_LABELS = dict(QUALITIES)


def weapon_spec(w: Weapon) -> WeaponSpec:
    nation = w.nation.key if w.nation_id else None
    return WeaponSpec(w.key, said(w), w.slot, w.cost, nation, w.retired)


def profile_spec(p: UnitProfile) -> ProfileSpec:
    return ProfileSpec(
        key=p.key,
        name=said(p),  # in the muster's problems, which a page shows in the reader's words
        unit_type=p.unit_type,
        nation=p.nation.key,
        costs={q: p.cost(q) for q, _ in QUALITIES},
        crew=p.crew,
        passengers=p.passengers,
        tow_class=p.tow_class,
        movement=p.movement,
        default_weapons=frozenset(w.key for w in p.weapons.all()),
        retired=p.retired,
    )


def base_points(d: Detachment) -> int:
    if d.points_source == "mode" and d.game_mode in MODES and MODES[d.game_mode].points:
        first, second = MODES[d.game_mode].points
        return first if d.mode_role == "first" else second
    return d.points_free


def limit_of(d: Detachment) -> int:
    return points_limit(base_points(d), d.players, d.detachment_type.extra_points)


def limit_text(d: Detachment) -> str:
    parts = []
    if d.points_source == "mode" and d.game_mode in MODES and MODES[d.game_mode].points:
        mode = MODES[d.game_mode]
        title = localized.mode_title(d.game_mode)
        parts.append(f"{title}{', ' + d.get_mode_role_display() if mode.roles else ''}: {base_points(d)}")
    else:
        parts.append(gettext("Free choice: %(points)s") % {"points": base_points(d)})
    if d.players != 2:
        parts.append(d.get_players_display())
    if d.detachment_type.extra_points:
        parts.append(gettext("+%(points)s for the detachment type") % {"points": d.detachment_type.extra_points})
    return "; ".join(parts)


@dataclass
class Line:
    """One unit of the roster as the builder shows it."""

    unit: RosterUnit
    label: str
    points: int
    problems: list[Problem] = field(default_factory=list)
    passengers: int = 0  # seats taken, for carriers
    rides_in: str = ""  # the carrier's label
    towed_by: str = ""  # the tow's label


@dataclass
class Group:
    lines: list[Line]

    @property
    def first(self) -> Line:
        return self.lines[0]

    @property
    def last(self) -> Line:
        return self.lines[-1]

    @property
    def count(self) -> int:
        return len(self.lines)

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)

    @property
    def armament(self) -> str:
        return armament(self.first.unit.profile, self.first.unit.weapons.all())

    @property
    def problems(self) -> list[Problem]:
        seen, out = set(), []
        for line in self.lines:
            for p in line.problems:
                if (p.code, p.message) not in seen:
                    seen.add((p.code, p.message))
                    out.append(p)
        return out


@dataclass
class Roster:
    detachment: Detachment
    lines: list[Line]
    muster: Muster
    allowed: list[UnitProfile]  # what the add form offers
    weapons: list[Weapon]  # what the equip form offers
    limit_text: str

    @property
    def general_problems(self) -> list[Problem]:
        return [p for p in self.muster.problems if p.unit is None]

    @cached_property
    def problem_lines(self) -> list[Problem]:
        """One line per problem, not per unit: eight riflemen with the same fault make one line
        "8 × Schütze (rifleman): ...", pointing at the first of them."""
        found: dict[tuple, list[Problem]] = {}
        for p in self.muster.problems:
            found.setdefault((p.code, p.message, p.fix), []).append(p)
        return [
            replace(same[0], message=f"{len(same)} × {same[0].message}") if len(same) > 1 else same[0]
            for same in found.values()
        ]

    @property
    def quality_choices(self) -> list[tuple[str, str]]:
        """The qualities this detachment type fields, with their names, for the add form."""
        return [(q, label) for q, label in QUALITIES if q in self.detachment.detachment_type.qualities]

    @property
    def left(self) -> int:
        return self.muster.limit - self.muster.points

    def line(self, unit_id: int) -> Line | None:
        return next((line for line in self.lines if line.unit.id == unit_id), None)

    @property
    def groups(self) -> list[Group]:
        """Identical units (same unit, quality, weapons, ride) shown as one line with a count."""
        found: dict[tuple, Group] = {}
        for line in self.lines:
            u = line.unit
            kit = tuple(sorted(w.id for w in u.weapons.all()))
            key = (
                u.profile_id,
                u.quality,
                kit,
                u.rides_in_id,
                u.towed_by_id,
                u.squad_leader,
                line.unit.profile.passengers > 0,
            )
            if key[-1]:  # carriers stay apart: each has its own passengers
                key = (*key, u.id)
            found.setdefault(key, Group([])).lines.append(line)
        return list(found.values())

    @property
    def carriers(self) -> list[Line]:
        return [line for line in self.lines if line.unit.profile.passengers]

    @property
    def towers(self) -> list[Line]:
        return [
            line
            for line in self.lines
            if line.unit.profile.tow_class and line.unit.profile.unit_type != "support-weapon"
        ]


def detachments_query():
    return Detachment.objects.select_related("detachment_type__doctrine__nation", "detachment_type__officer")


def load(d: Detachment) -> Roster:
    return load_many([d])[0]


def load_many(detachments: list[Detachment]) -> list[Roster]:
    """Seven queries for any number of detachments of any size: units, their weapons, their profiles'
    default weapons, the types' allowed units (two), their core units, the weapons on offer."""
    if not detachments:
        return []
    only_keys = Prefetch("weapons", queryset=Weapon.objects.only("id", "key"))
    units = list(
        RosterUnit.objects.filter(detachment__in=detachments)
        .select_related("profile__nation")
        .prefetch_related(
            Prefetch("weapons", queryset=Weapon.objects.select_related("nation").order_by("slot", "name")),
            Prefetch("profile__weapons", queryset=Weapon.objects.only("id", "key")),
        )
    )
    type_ids = {d.detachment_type_id for d in detachments}
    live = UnitProfile.objects.filter(retired=False).select_related("nation").prefetch_related(only_keys)
    allowed: dict[int, list[UnitProfile]] = {}
    Allowed = DetachmentType.units.through
    links = Allowed.objects.filter(detachmenttype_id__in=type_ids).values_list("detachmenttype_id", "unitprofile_id")
    profiles = {p.id: p for p in live.filter(pk__in=[unit_id for _, unit_id in links]).order_by("unit_type", "name")}
    for type_id, unit_id in links:
        if unit_id in profiles:
            allowed.setdefault(type_id, []).append(profiles[unit_id])
    order = list(profiles)
    for found in allowed.values():
        found.sort(key=lambda p: order.index(p.id))
    core: dict[int, list[CoreUnit]] = {}
    for c in CoreUnit.objects.filter(detachment_type_id__in=type_ids).select_related("unit"):
        core.setdefault(c.detachment_type_id, []).append(c)
    nations = {d.detachment_type.doctrine.nation_id for d in detachments}
    offered = list(
        Weapon.objects.filter(Q(nation_id__in=nations) | Q(nation__isnull=True), retired=False)
        .select_related("nation")
        .order_by("slot", "name")
    )
    by_detachment: dict[int, list[RosterUnit]] = {}
    for u in units:
        by_detachment.setdefault(u.detachment_id, []).append(u)
    specs: dict[int, ProfileSpec] = {}
    return [
        _roster(
            d,
            by_detachment.get(d.id, []),
            allowed.get(d.detachment_type_id, []),
            core.get(d.detachment_type_id, []),
            [w for w in offered if w.nation_id in (None, d.detachment_type.doctrine.nation_id)],
            specs,
        )
        for d in detachments
    ]


def _roster(d, units, allowed, core, weapons, specs) -> Roster:
    t = d.detachment_type
    rules = DetachmentRules(
        nation=t.doctrine.nation.key,
        qualities=tuple(q for q, _ in QUALITIES if q in t.qualities),
        allowed=frozenset(u.key for u in allowed),
        core=tuple((c.unit.key, said(c.unit), c.count) for c in core),
        officer=t.officer.key,
        orders_per_turn=t.orders_per_turn,
        event_cards=t.event_cards,
    )
    entries = []
    for u in units:
        spec = specs.get(u.profile_id) or specs.setdefault(u.profile_id, profile_spec(u.profile))
        entries.append(
            UnitEntry(
                ref=u.id,
                profile=spec,
                quality=u.quality,
                weapons=tuple(weapon_spec(w) for w in u.weapons.all()),
                rides_in=u.rides_in_id,
                towed_by=u.towed_by_id,
                squad_leader=u.squad_leader,
            )
        )
    result = sentences.mustered(muster(rules, entries, limit_of(d)))  # its problems in the reader's words
    seats = Counter()
    for u in units:
        if u.rides_in_id:
            seats[u.rides_in_id] += u.profile.crew
    named = dict(zip((u.id for u in units), labels(units), strict=True))
    lines = [
        Line(
            u,
            named[u.id],
            result.unit_points[u.id],
            result.problems_for(u.id),
            seats[u.id],
            named.get(u.rides_in_id, ""),
            named.get(u.towed_by_id, ""),
        )
        for u in units
    ]
    return Roster(d, lines, result, allowed, weapons, limit_text(d))


def labels(units: list[RosterUnit]) -> list[str]:
    """Names a player can tell apart: "Opel Blitz 2" when there are several."""
    total = Counter(u.profile_id for u in units)
    seen: Counter[int] = Counter()
    out = []
    for u in units:
        seen[u.profile_id] += 1
        name = said(u.profile) + (" " + gettext("(squad leader)") if u.squad_leader else "")
        out.append(f"{name} {seen[u.profile_id]}" if total[u.profile_id] > 1 else name)
    return out
