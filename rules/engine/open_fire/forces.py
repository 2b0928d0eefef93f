"""An Open Fire force: the units a player brings, from a pack (packs.py), checked by the text's rules and the
pack's prices (docs/open-fire-pack.md, "A force"). Pure: the builder and the battle lobby call it.

A unit's leader is the pack's, or the model the player names, or else its first model (Leaders and Formation: any
model may be chosen; it may not change once the game has begun). When the pack prices its units, the force may
not spend more than its limit (O60)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rules.engine.open_fire import table
from rules.engine.open_fire.packs import ModelProfile, Pack, UnitProfile

FORMAT = "open-fire-force/1"
MAX_UNITS = 40


@dataclass(frozen=True)
class ForceUnit:
    ref: int
    profile: UnitProfile
    leader: str  # the leader model's name

    @property
    def leader_model(self) -> ModelProfile | None:
        """The leader's profile, with its name in other languages (a page says it in the reader's)."""
        return next((m for m in self.profile.models if m.name == self.leader), None)


@dataclass(frozen=True)
class Force:
    name: str
    units: tuple[ForceUnit, ...]
    points: int | None  # None when the pack does not price units
    limit: int | None
    problems: tuple[str, ...] = ()

    @property
    def valid(self) -> bool:
        return not self.problems


def read_force(doc: object, pack: Pack) -> Force:
    """The force in `doc`, with every problem that keeps it off a table (an empty tuple: ready to play)."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return Force("", (), None, None, (f"this is not an Open Fire force: its format must be “{FORMAT}”",))
    problems: list[str] = []
    units: list[ForceUnit] = []
    refs: set[int] = set()
    entries = doc.get("units") if isinstance(doc.get("units"), list) else []
    if len(entries) > MAX_UNITS:
        problems.append(f"a force has at most {MAX_UNITS} units")
    for n, entry in enumerate(entries[:MAX_UNITS], start=1):
        ref = entry.get("ref") if isinstance(entry, dict) else None
        named = entry.get("unit") if isinstance(entry, dict) else None
        profile = pack.units.get(named) if isinstance(named, str) else None
        if profile is None:
            problems.append(f"unit {n}: the pack has no such unit")
            continue
        if not isinstance(ref, int) or isinstance(ref, bool) or ref in refs or not 1 <= ref <= 9999:
            problems.append(f"unit {n} ({profile.name}): its number must be a whole number used once")
            continue
        refs.add(ref)
        units.append(ForceUnit(ref, profile, _leader(profile, entry.get("leader"), n, problems)))
    if not units and not problems:
        problems.append("a force needs at least one unit")
    limit = _limit(doc, problems)
    points = sum(u.profile.points or 0 for u in units) if pack.priced else None
    if points is not None and limit is not None and points > limit:
        problems.append(f"it costs {points} points, more than its limit of {limit}")
    return Force(str(doc.get("name") or "Force"), tuple(units), points, limit, tuple(problems))


def _leader(profile: UnitProfile, named: object, n: int, problems: list[str]) -> str:
    fixed = next((m.name for m in profile.models if m.leader), None)
    if named in (None, ""):
        return fixed or profile.models[0].name
    if fixed is not None and named != fixed:
        problems.append(f"unit {n} ({profile.name}): its profile makes {fixed} the leader")
        return fixed
    if not any(m.name == named for m in profile.models):
        problems.append(f"unit {n} ({profile.name}): it has no model called {named}")
        return profile.models[0].name
    return str(named)


def _limit(doc: Mapping, problems: list[str]) -> int | None:
    limit = (doc.get("points") or {}).get("limit") if isinstance(doc.get("points"), dict) else None
    if limit is None:
        return None
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 20000:
        problems.append("its points limit must be a whole number from 1 to 20000")
        return None
    return limit


def table_units(force: Force, player: str, start_ref: int = 0) -> tuple[table.Unit, ...]:
    """The force's units as a game holds them (table.Unit): every model with its hit points, the leader marked,
    in reserve; refs offset by `start_ref` so two forces never share a number."""
    out = []
    for u in force.units:
        models = []
        for m in u.profile.models:
            for k in range(m.count):
                models.append(table.Model(m.hp, m.hp, leader=m.name == u.leader and k == 0))
        if not any(m.leader for m in models):  # a leader named among several like models: the first of them
            models[0] = table.Model(models[0].hp, models[0].max_hp, leader=True)
        out.append(table.Unit(start_ref + u.ref, player, u.profile.name, tuple(models), u.profile.special,
                              u.profile.types))  # fmt: skip
    return tuple(out)
