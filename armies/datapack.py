"""Read a data pack (docs/data-pack.md): check every entry and fill in defaults, or say what is wrong.

Pure Python: `check_pack(document)` returns the normalised pack and a list of problems, each naming
the entry ("units[4] de-tiger-i: armour must be four whole numbers ..."). Import is all or nothing,
so one problem means nothing is written.
"""

from __future__ import annotations

import re
from typing import Any

FORMAT = "bof-data-pack/1"
KEY = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
QUALITIES = ("conscript", "regular", "elite")
# The languages a pack may give its words in besides its own (settings.LANGUAGES, by their two letters): an entry's
# word in another language is its field's name and the language's, "name_de" beside "name".
LANGUAGES = ("en", "de")

# Each list's fields: name -> (kind, default). A default of REQUIRED means the field must be given.
REQUIRED = object()
KEY_MAX = 60  # the longest key the arsenal stores (armies.models.arsenal.PackEntry.key)


class Short(str):
    """A kind: some text of at most `longest` characters (what its column holds), e.g. Short("text", 80)."""

    def __new__(cls, kind: str, longest: int) -> Short:
        made = super().__new__(cls, kind)
        made.longest = longest
        return made


NATION = {"id": ("key", REQUIRED), "name": (Short("text", 60), REQUIRED), "side": (("axis", "allies"), REQUIRED)}
WEAPON = {
    "id": ("key", REQUIRED),
    "name": (Short("text", 80), REQUIRED),
    "nation": ("nation?", None),
    "slot": (("primary", "side"), REQUIRED),
    "kind": (Short("text", 30), REQUIRED),
    "small_arms": ("count", 0),
    "he": ("count", 0),
    "ap": ("count", 0),
    "attacks_per_turn": ("count", 1),
    "melee_bonus": ("int", 0),
    "cost": ("count", 0),
    "uses_per_game": ("count?", None),
    "max_range_cm": ("count?", None),
    "heavy_gear": ("bool", False),
}
UNIT_TYPES = ("ranking-officer", "squad-leader", "infantry", "crew", "support-weapon", "afv", "transport", "plane")
UNIT = {
    "id": ("key", REQUIRED),
    "nation": ("nation", REQUIRED),
    "name": (Short("text", 80), REQUIRED),
    "type": (UNIT_TYPES, REQUIRED),
    "armour": ("armour", [0, 0, 0, 0]),
    "small_arms": ("count", 0),
    "he": ("count", 0),
    "ap": ("count", 0),
    "cost": ("cost", REQUIRED),
    "crew": ("count", 1),
    "mobility": ("mobility", 0),
    "movement": (("foot", "wheeled", "tracked", "horse", "air"), REQUIRED),
    "attacks_per_turn": ("count", 1),
    "passengers": ("count", 0),
    "blast": (("hand-grenade", "37-47mm", "75-88mm", "bombs", None), None),
    "turret": ("bool", False),
    "open_top": ("bool", False),
    "gun_shield": ("bool", False),
    "armoured": ("bool", False),
    "tow_class": (("light", "medium", "heavy", None), None),
    "vehicle_class": (("armoured-car", "light-tank", "medium-tank", "heavy-tank", None), None),
    "weapons": ("weapons", []),
    "notes": ("text?", ""),
}
DOCTRINE = {
    "id": ("key", REQUIRED),
    "nation": ("nation", REQUIRED),
    "kind": (("infantry", "support", "armored"), REQUIRED),
    "name": (Short("text", 80), REQUIRED),
    "detachments": ("detachments", REQUIRED),
}
OFFICER = {
    "unit": ("unit", REQUIRED),
    "orders_per_turn": ("count", REQUIRED),
    "command_radius_cm": ("count", REQUIRED),
    "activations_per_turn": ("count", 1),
}
DETACHMENT = {
    "id": ("key", REQUIRED),
    "name": (Short("text", 80), REQUIRED),
    "officer": ("officer", REQUIRED),
    "event_cards": ("count", 1),
    "qualities": ("qualities", REQUIRED),
    "units": ("units", REQUIRED),
    "core": ("core", []),
    "extra_points": ("count", 0),
    "setup": ("text?", ""),
}
FIELDWORK = {
    "id": ("key", REQUIRED),
    "name": (Short("text", 60), REQUIRED),
    "kind": (("sandbags", "bunker", "tank-trap", "minefield", "barbed-wire"), REQUIRED),
    "cost": ("count", REQUIRED),
    "cover": (("none", "soft", "medium", "hard"), "none"),
    "notes": ("text?", ""),
}
# R33: the cover of these fieldworks is the rules', not the pack's. Sandbags are medium (the "Take cover"
# chapter and its worked example; the fieldworks appendix's "soft" is not followed) and a bunker is the only
# hard cover. A pack that leaves their cover out gets these.
FIELDWORK_COVER = {"sandbags": "medium", "bunker": "hard"}
CARD = {
    "id": ("key", REQUIRED),
    "title": (Short("text", 80), REQUIRED),
    "text": ("text", REQUIRED),
    "duration_turns": ("count", 1),
    "affects": (("all", "drawing-player", "opponents"), "all"),
}
EXAMPLE = {
    "id": ("key", REQUIRED),
    "name": (Short("text", 100), REQUIRED),
    "detachment": ("detachment", REQUIRED),
    "units": ("entries", REQUIRED),
}
# The words of each kind of entry that a pack may give in other languages (docs/data-pack.md): names and texts a
# reader reads, never a key, a kind or a number.
WORDS = {
    "nations": ("name",),
    "weapons": ("name",),
    "units": ("name", "notes"),
    "doctrines": ("name",),
    "detachments": ("name", "setup"),
    "fieldworks": ("name", "notes"),
    "event_cards": ("title", "text"),
    "examples": ("name",),
}
PACK_WORDS = {"name": (Short("text", 120), REQUIRED), "notes": ("text?", "")}
LISTS = (
    ("nations", NATION),
    ("weapons", WEAPON),
    ("units", UNIT),
    ("doctrines", DOCTRINE),
    ("fieldworks", FIELDWORK),
    ("event_cards", CARD),
    ("examples", EXAMPLE),
)


class _Checker:
    def __init__(self, document: dict) -> None:
        self.document = document
        self.problems: list[str] = []
        self.keys = {name: set() for name, _spec in LISTS}
        self.keys["detachments"] = set()
        for name, _spec in LISTS:
            for item in _list(document.get(name)):
                if isinstance(item, dict) and isinstance(item.get("id"), str):
                    self.keys[name].add(item["id"])
        for doctrine in _list(document.get("doctrines")):
            for detachment in _list(doctrine.get("detachments")) if isinstance(doctrine, dict) else []:
                if isinstance(detachment, dict) and isinstance(detachment.get("id"), str):
                    self.keys["detachments"].add(detachment["id"])

    def entry(self, where: str, item: Any, spec: dict, words: tuple[str, ...] = ()) -> dict:
        if not isinstance(item, dict):
            self.problems.append(f"{where}: each entry must be an object with named fields.")
            return {}
        label = f"{where} {item.get('id', '')}".strip()
        translated = translations(spec, words)
        for unknown in sorted(set(item) - set(spec) - set(translated)):
            self.problems.append(f"{label}: unknown field {unknown!r} (see docs/data-pack.md).")
        out = self.translations(label, item, translated)
        for field, (kind, default) in spec.items():
            if field not in item:
                if default is REQUIRED:
                    self.problems.append(f"{label}: {field} is missing.")
                    continue
                out[field] = list(default) if isinstance(default, list) else default
                continue
            out[field] = self.value(f"{label}: {field}", item[field], kind)
        return out

    def translations(self, label: str, item: dict, translated: dict) -> dict:
        """The entry's words given in other languages ("name_de"), checked as the field they translate; only those
        given, so a pack exported again reads as it was imported."""
        out = {}
        for field, kind in translated.items():
            if field in item:
                value = item[field]
                ok = isinstance(value, str) and value.strip()
                out[field] = self.value(f"{label}: {field}", value, kind) if ok else value
                if not ok:
                    self.problems.append(f"{label}: {field} must be some text (leave it out to use the pack's own).")
        return out

    def value(self, where: str, value: Any, kind: Any) -> Any:  # noqa: C901 - one branch per kind, flat
        def fail(why: str) -> Any:
            self.problems.append(f"{where} {why}")
            return value

        if isinstance(kind, tuple):
            return value if value in kind else fail(f"must be one of {', '.join(k for k in kind if k)}.")
        if kind == "key":
            ok = isinstance(value, str) and KEY.match(value) and len(value) <= KEY_MAX
            return value if ok else fail(f"must be lowercase-with-hyphens, at most {KEY_MAX} characters.")
        if kind in ("text", "text?"):
            ok = isinstance(value, str) and (kind == "text?" or value.strip())
            if ok and isinstance(kind, Short) and len(value) > kind.longest:
                return fail(f"must be at most {kind.longest} characters.")
            return value if ok else fail("must be some text.")
        if kind == "bool":
            return value if isinstance(value, bool) else fail("must be true or false.")
        if kind in ("count", "count?", "int"):
            if value is None and kind == "count?":
                return None
            whole = isinstance(value, int) and not isinstance(value, bool)
            if not whole or (kind != "int" and value < 0) or abs(value) > 1000:
                return fail("must be a whole number" + (" from 0 to 1000." if kind != "int" else "."))
            return value
        if kind == "mobility":
            ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 8
            return value if ok else fail("must be 0 to 8 dice (8D6 is the fastest, about 100 km/h).")
        if kind == "armour":
            ok = isinstance(value, list) and len(value) == 4
            ok = ok and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 30 for v in value)
            return value if ok else fail("must be four whole numbers: front, side, rear, top.")
        if kind == "cost":
            if not isinstance(value, dict) or not value or set(value) - set(QUALITIES):
                return fail("must give a cost for conscript, regular and/or elite.")
            for quality, cost in value.items():
                if not isinstance(cost, int) or isinstance(cost, bool) or not 0 <= cost <= 1000:
                    fail(f"({quality}) must be a whole number from 0 to 1000.")
            return {q: value[q] for q in QUALITIES if q in value}
        if kind == "qualities":
            ok = isinstance(value, list) and value and all(isinstance(q, str) and q in QUALITIES for q in value)
            return [q for q in QUALITIES if q in value] if ok else fail("must list conscript, regular and/or elite.")
        if kind in ("nation", "nation?", "unit", "weapon", "detachment"):
            if value is None and kind == "nation?":
                return None
            list_name = {"nation?": "nations", "nation": "nations", "unit": "units", "weapon": "weapons"}.get(
                kind, "detachments"
            )
            known = isinstance(value, str) and value in self.keys[list_name]
            return value if known else fail(f"names {value!r}, which is not in {list_name}.")
        if kind in ("weapons", "units"):
            if not isinstance(value, list):
                return fail("must be a list of ids.")
            return [self.value(f"{where}[{n}]", v, kind[:-1]) for n, v in enumerate(value)]
        if kind == "officer":
            return self.entry(where, value, OFFICER)
        if kind == "core":
            if not isinstance(value, list):
                return fail("must be a list of {unit, count}.")
            spec = {"unit": ("unit", REQUIRED), "count": ("count", REQUIRED)}
            return [self.entry(f"{where}[{n}]", v, spec) for n, v in enumerate(value)]
        if kind == "entries":
            if not isinstance(value, list) or not value:
                return fail("must list the units of the example.")
            spec = {
                "unit": ("unit", REQUIRED),
                "quality": (QUALITIES, REQUIRED),
                "count": ("count", 1),
                "weapons": ("weapons", []),
            }
            return [self.entry(f"{where}[{n}]", v, spec) for n, v in enumerate(value)]
        if kind == "detachments":
            if not isinstance(value, list) or not value:
                return fail("must list at least one detachment type.")
            return [self.entry(f"{where}[{n}]", v, DETACHMENT, WORDS["detachments"]) for n, v in enumerate(value)]
        raise AssertionError(f"unknown field kind {kind}")


def translations(spec: dict, fields: tuple[str, ...]) -> dict[str, Any]:
    """The fields that give an entry's words in another language ("name_de"), each with the kind of the field it
    translates (the same length limit)."""
    return {f"{field}_{language}": spec[field][0] for field in fields for language in LANGUAGES}


def is_translation(field: str) -> bool:
    """A field giving a word in another language ("name_de", "notes_en")."""
    word, _sep, language = field.rpartition("_")
    return bool(word) and language in LANGUAGES


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def check_pack(document: Any) -> tuple[dict, list[str]]:
    """The normalised pack and the problems found; import only when the list is empty."""
    if not isinstance(document, dict):
        return {}, ["The file is not a data pack: it must be one JSON object."]
    if document.get("format") != FORMAT:
        return {}, [f"This is not a {FORMAT} data pack (format is {document.get('format')!r})."]
    checker = _Checker(document)
    pack: dict[str, Any] = {"format": FORMAT}
    for field, longest in (("name", 120), ("version", 40)):
        if not isinstance(document.get(field), str) or not document[field].strip():
            checker.problems.append(f"The pack needs a {field}.")
        elif len(document[field]) > longest:
            checker.problems.append(f"The pack's {field} must be at most {longest} characters.")
        pack[field] = document.get(field)
    pack["sample"] = document.get("sample", False) is True
    pack["notes"] = document.get("notes", "") if isinstance(document.get("notes", ""), str) else ""
    pack.update(checker.translations("The pack", document, translations(PACK_WORDS, ("name", "notes"))))
    for name, spec in LISTS:
        items = document.get(name, [])
        if not isinstance(items, list):
            checker.problems.append(f"{name} must be a list.")
            items = []
        pack[name] = [checker.entry(f"{name}[{n}]", item, spec, WORDS.get(name, ())) for n, item in enumerate(items)]
        seen: set[str] = set()
        for item in pack[name]:
            if not isinstance(item.get("id"), str):
                continue  # its own problem is listed already
            if item.get("id") in seen:
                checker.problems.append(f"{name}: the id {item['id']!r} is used twice.")
            seen.add(item.get("id"))
    for n, (given, work) in enumerate(zip(_list(document.get("fieldworks")), pack["fieldworks"], strict=False)):
        _fieldwork_cover(f"fieldworks[{n}] {work.get('id', '')}".strip(), given, work, checker.problems)
    detachment_ids = [
        d.get("id")
        for doc in pack["doctrines"]
        for d in _list(doc.get("detachments"))
        if isinstance(d, dict) and isinstance(d.get("id"), str)
    ]
    for duplicate in sorted({k for k in detachment_ids if detachment_ids.count(k) > 1 and k}):
        checker.problems.append(f"detachments: the id {duplicate!r} is used twice.")
    return pack, checker.problems


def _fieldwork_cover(label: str, given: Any, work: dict, problems: list[str]) -> None:
    """Sandbags medium, a bunker hard, nothing else hard (R33); a cover left out takes the kind's."""
    kind, cover = work.get("kind"), work.get("cover")
    rule = FIELDWORK_COVER.get(kind) if isinstance(kind, str) else None  # another kind's problem is listed already
    if rule and isinstance(given, dict) and "cover" not in given:
        work["cover"] = rule
    elif not isinstance(cover, str) or cover not in FIELDWORK["cover"][0]:
        return  # its own problem is listed already
    elif rule and cover != rule:
        problems.append(f"{label}: cover must be {rule} for {work['kind']} (R33), not {cover}.")
    elif not rule and cover == "hard":
        problems.append(f"{label}: cover cannot be hard: only a bunker is hard cover (R33).")


def canonical(pack: dict) -> dict:
    """The same pack in a fixed order (lists of entries by id, id lists sorted), to compare two packs."""
    out = dict(pack)
    for name, _spec in LISTS:
        out[name] = sorted((sorted_entry(e) for e in pack.get(name, [])), key=lambda e: e.get("id", ""))
    return out


def sorted_entry(entry: dict) -> dict:
    entry = dict(entry)
    for field in ("weapons", "units"):
        if isinstance(entry.get(field), list) and all(isinstance(v, str) for v in entry[field]):
            entry[field] = sorted(entry[field])
    if isinstance(entry.get("core"), list):
        entry["core"] = sorted(entry["core"], key=lambda c: c.get("unit", ""))
    if isinstance(entry.get("detachments"), list):
        entry["detachments"] = sorted((sorted_entry(d) for d in entry["detachments"]), key=lambda d: d.get("id", ""))
    return entry
