"""An Open Fire data pack: the unit profiles a group plays with (Unit Profiles, Weapons, Leaders and Formation,
Special Rules and Abilities), read from JSON and checked whole (docs/open-fire-pack.md). Open Fire's core text has
no army lists of its own (they come from a game module), so a pack is where a group writes its module's units.

`read_pack` returns the typed pack or raises PackError listing every problem, each naming its entry: a pack with
one bad entry is refused whole.

Like a Burst of Fire data pack (armies.pack_words), a pack may give its words in another language beside its own, as
the field's name and the language's ("name": "Rifleman", "name_de": "Schütze"): the pack's name and notes, each
weapon's, unit's and model's name, and a unit's own rules' and abilities' names and texts. Each entry keeps them in
its `translations`, for a page to say them in the reader's language (armies.pack_words.said); the game itself only
ever reads the pack's own words."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

FORMAT = "open-fire-pack/1"
ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
# Section 4's universal rules, and the vehicles expansion's; "(X)" rules carry a value: "Fear (2)".
UNIT_RULES = ("Ambush", "Fast", "Fear", "Fearless", "Flying", "Heavy Armour", "Resilient", "Rugged", "Skilled",
              "Skirmishers", "Slow", "Stealth", "Support", "Manoeuvrable", "Capacity")  # fmt: skip
WEAPON_RULES = ("Accurate", "Assault", "Blast", "Grenade", "Heavy", "One Use", "Rapid Fire", "Rending", "Torrent",
                "Unstable", "Unwieldy")  # fmt: skip
VALUED = ("Fear", "Heavy Armour", "Stealth", "Manoeuvrable", "Capacity", "Rending")  # the "(X)" rules
RULE = re.compile(r"(?P<name>[A-Z][A-Za-z ]*?)(?: \((?P<x>\d{1,2})\))?")
ATTRIBUTES = ("mov", "skill", "defence", "strength", "command", "hp")
LIMITS = {
    "mov": (0, 30),
    "skill": (1, 13),
    "defence": (1, 13),
    "strength": (0, 20),
    "command": (1, 13),
    "hp": (1, 30),
}  # fmt: skip  (13: only a natural 12 succeeds)
MAX_MODELS = 30  # in one unit: more is a typing slip, not a skirmish
LANGUAGES = ("en", "de")  # the languages a pack may give its words in besides its own (as armies.datapack's)


class PackError(ValueError):
    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = tuple(problems)


@dataclass(frozen=True)
class Weapon:
    id: str
    name: str
    range: int  # inches
    attacks: int
    damage: int
    piercing: int
    special: tuple[str, ...] = ()
    translations: Mapping[str, str] = field(default_factory=dict, hash=False)  # {"name_de": "Gewehr"}


@dataclass(frozen=True)
class ModelProfile:
    name: str
    count: int
    mov: int
    skill: int
    defence: int
    strength: int
    command: int
    hp: int
    weapons: tuple[str, ...]
    leader: bool = False
    translations: Mapping[str, str] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class Rule:
    """A unit's own special rule or ability: its name and what it does; it unpacks as that pair."""

    name: str
    text: str
    translations: Mapping[str, str] = field(default_factory=dict, hash=False)  # {"name_de": ..., "text_de": ...}
    removes_stress: int = 0  # an ability only: it takes this many stress markers off a friendly unit (O68)
    instead_of: str = ""  # an ability only: the action it replaces, whose place in the order it takes (O68)

    def __iter__(self):
        return iter((self.name, self.text))


@dataclass(frozen=True)
class UnitProfile:
    id: str
    name: str
    points: int | None  # None: the pack does not price units
    types: tuple[str, ...]
    special: tuple[str, ...]
    models: tuple[ModelProfile, ...]
    rules: tuple[Rule, ...] = ()  # its own special rules: (name, what it does)
    abilities: tuple[Rule, ...] = ()
    translations: Mapping[str, str] = field(default_factory=dict, hash=False)

    @property
    def size(self) -> int:
        return sum(m.count for m in self.models)


@dataclass(frozen=True)
class Pack:
    name: str
    version: str
    sample: bool
    weapons: Mapping[str, Weapon]
    units: Mapping[str, UnitProfile]
    notes: str = ""
    translations: Mapping[str, str] = field(default_factory=dict, hash=False)

    @property
    def priced(self) -> bool:
        return all(u.points is not None for u in self.units.values())


def rule_name(rule: str) -> tuple[str, int | None]:
    """("Fear", 2) from "Fear (2)"; ValueError for a rule written otherwise."""
    found = RULE.fullmatch(rule.strip())
    if found is None:
        raise ValueError(f"“{rule}” is not a rule name like “Fearless” or “Fear (2)”")
    x = found.group("x")
    return found.group("name"), int(x) if x is not None else None


def _rules(said: object, known: Sequence[str], own: set[str], where: str, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(said, list) or not all(isinstance(r, str) for r in said):
        problems.append(f"{where}: special rules must be a list of names")
        return ()
    for rule in said:
        try:
            name, x = rule_name(rule)
        except ValueError as exc:
            problems.append(f"{where}: {exc}")
            continue
        if name not in known and name not in own:
            problems.append(f"{where}: “{name}” is not a rule of the Open Fire text; describe it in the unit's rules")
        elif name in VALUED and x is None:
            problems.append(f"{where}: “{name}” needs its value, like “{name} (2)”")
        elif name not in VALUED and name in known and x is not None:
            problems.append(f"{where}: “{name}” takes no value")
    return tuple(said)


def _translations(entry: Mapping, fields: Sequence[str], where: str, problems: list[str]) -> dict[str, str]:
    """The entry's words given in other languages ("name_de"), only those given, each some text."""
    out = {}
    for key in (f"{f}_{language}" for f in fields for language in LANGUAGES):
        if key not in entry:
            continue
        value = entry[key]
        if not isinstance(value, str) or not value.strip():
            problems.append(f"{where}: {key} must be some text (leave it out to use the pack's own)")
            continue
        out[key] = value.strip()
    return out


def _int(entry: Mapping, key: str, low: int, high: int, where: str, problems: list[str]) -> int:
    value = entry.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        problems.append(f"{where}: {key} must be a whole number from {low} to {high}")
        return low
    return value


def _weapon(entry: Mapping, problems: list[str]) -> Weapon | None:
    wid = entry.get("id")
    where = f"weapon “{wid}”"
    if not isinstance(wid, str) or not ID.fullmatch(wid):
        problems.append(f"{where}: its id must be lowercase letters, digits and hyphens")
        return None
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.append(f"{where}: it needs a name")
    return Weapon(
        wid,
        str(name or wid),
        _int(entry, "range", 0, 120, where, problems),
        _int(entry, "attacks", 1, 20, where, problems),
        _int(entry, "damage", 1, 10, where, problems),
        _int(entry, "piercing", 0, 12, where, problems),
        _rules(entry.get("special", []), WEAPON_RULES, set(), where, problems),
        _translations(entry, ("name",), where, problems),
    )


def _pairs(said: object, where: str, what: str, problems: list[str]) -> tuple[Rule, ...]:
    if not isinstance(said, list):
        problems.append(f"{where}: {what} must be a list")
        return ()
    out = []
    for item in said:
        if not isinstance(item, dict) or not str(item.get("name", "")).strip() or not str(item.get("text", "")).strip():
            problems.append(f"{where}: each of its {what} needs a name and a text saying what it does")
            continue
        words = _translations(item, ("name", "text"), f"{where}, {item['name']}", problems)
        rule = Rule(str(item["name"]).strip(), str(item["text"]).strip(), words)
        out.append(_ability(item, rule, f"{where}, {item['name']}", problems) if what == "abilities" else rule)
    return tuple(out)


ABILITY_SLOTS = ("recover", "move", "attack", "secure")  # the actions an ability may replace (Action: Abilities)


def _ability(item: Mapping, rule: Rule, where: str, problems: list[str]) -> Rule:
    """An ability's two optional marks the table acts on (O68): the stress markers it takes off a friendly unit, and
    the action it is used instead of."""
    removes = item.get("removes_stress", 0)
    if not isinstance(removes, int) or isinstance(removes, bool) or not 0 <= removes <= 6:
        problems.append(f"{where}: removes_stress must be a whole number from 0 to 6")
        removes = 0
    instead = item.get("instead_of", "")
    if instead not in ("", *ABILITY_SLOTS):
        problems.append(f"{where}: instead_of must be one of {', '.join(ABILITY_SLOTS)}, or left out")
        instead = ""
    return replace(rule, removes_stress=removes, instead_of=instead)


def _unit(entry: Mapping, weapons: Mapping[str, Weapon], problems: list[str]) -> UnitProfile | None:
    uid = entry.get("id")
    where = f"unit “{uid}”"
    if not isinstance(uid, str) or not ID.fullmatch(uid):
        problems.append(f"{where}: its id must be lowercase letters, digits and hyphens")
        return None
    points = entry.get("points")
    if points is not None and (not isinstance(points, int) or isinstance(points, bool) or not 0 <= points <= 5000):
        problems.append(f"{where}: points must be a whole number from 0 to 5000, or left out")
    rules = _pairs(entry.get("rules", []), where, "own rules", problems)
    own = {name for name, _text in rules}
    models = []
    for n, m in enumerate(entry.get("models") or [], start=1):
        at = f"{where}, model {n}"
        if not isinstance(m, dict):
            problems.append(f"{at}: must be an object")
            continue
        kit = m.get("weapons", [])
        if not isinstance(kit, list) or any(k not in weapons for k in kit):
            problems.append(f"{at}: names a weapon the pack does not have")
            kit = [k for k in kit if k in weapons] if isinstance(kit, list) else []
        values = {a: _int(m, a, *LIMITS[a], at, problems) for a in ATTRIBUTES}
        count = _int(m, "count", 1, MAX_MODELS, at, problems) if "count" in m else 1
        models.append(ModelProfile(str(m.get("name") or f"Model {n}"), count, **values, weapons=tuple(kit),
                                   leader=m.get("leader") is True,
                                   translations=_translations(m, ("name",), at, problems)))  # fmt: skip
    if not models:
        problems.append(f"{where}: it needs at least one model")
    if sum(m.count for m in models) > MAX_MODELS:
        problems.append(f"{where}: at most {MAX_MODELS} models in a unit")
    leaders = [m for m in models if m.leader]
    if len(leaders) > 1 or (leaders and leaders[0].count != 1):
        problems.append(f"{where}: one model is the leader, no more (Leaders and Formation)")
    types = entry.get("types", [])
    if not isinstance(types, list) or not all(isinstance(t, str) and t.strip() for t in types):
        problems.append(f"{where}: types must be a list of keywords")
        types = []
    special = _rules(entry.get("special", []), UNIT_RULES, own, where, problems)
    if "Transport" in types and not any(rule_name(s)[0] == "Capacity" for s in special if RULE.fullmatch(s)):
        problems.append(f"{where}: a transport needs Capacity (X), how many infantry models it carries")
    return UnitProfile(uid, str(entry.get("name") or uid), points if isinstance(points, int) else None,
                       tuple(types), special, tuple(models), rules,
                       _pairs(entry.get("abilities", []), where, "abilities", problems),
                       _translations(entry, ("name",), where, problems))  # fmt: skip


def read_pack(doc: object) -> Pack:
    """The pack in `doc` (parsed JSON), or PackError with every problem found."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PackError([f"this is not an Open Fire pack: its format must be “{FORMAT}”"])
    problems: list[str] = []
    words = _translations(doc, ("name", "notes"), "the pack", problems)
    weapons: dict[str, Weapon] = {}
    for entry in doc.get("weapons") or []:
        weapon = _weapon(entry, problems) if isinstance(entry, dict) else None
        if weapon is not None:
            if weapon.id in weapons:
                problems.append(f"weapon “{weapon.id}”: two weapons have this id")
            weapons[weapon.id] = weapon
    units: dict[str, UnitProfile] = {}
    for entry in doc.get("units") or []:
        unit = _unit(entry, weapons, problems) if isinstance(entry, dict) else None
        if unit is not None:
            if unit.id in units:
                problems.append(f"unit “{unit.id}”: two units have this id")
            units[unit.id] = unit
    if not units:
        problems.append("the pack has no units")
    if problems:
        raise PackError(problems)
    return Pack(str(doc.get("name") or "Open Fire pack"), str(doc.get("version") or ""), doc.get("sample") is True,
                weapons, units, str(doc.get("notes") or ""), words)  # fmt: skip
