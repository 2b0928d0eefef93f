"""An Open Fire battle's units and weapons named in the reader's language on its pages (reads only).

The reveal copies the pack's words in other languages beside the profiles the battle keeps (`translations`,
battles.systems.open_fire._profile), as Burst of Fire's reveal copies an arsenal row's; armies.pack_words says them.
The game and its sealed log keep the pack's own words: a page says a name in the reader's language, or as the pack
wrote it where the pack gives none."""

from __future__ import annotations

from armies import pack_words
from battles.pages import log_said
from rules.engine.open_fire import table


def unit_name(profiles: dict, unit: table.Unit) -> str:
    """The unit's name as the reader says it ("Schützengruppe"), else as the game holds it."""
    words = pack_words.translations_of(profiles.get(str(unit.ref)) or {})
    return words.get(f"name_{pack_words.language()}") or unit.name


def weapon_name(weapon: dict) -> str:
    """A copied weapon's name as the reader says it."""
    return pack_words.said(weapon) or str(weapon.get("name", ""))


def log_words(profiles: dict) -> log_said.UnitWords:
    """The units', weapons' and abilities' names that read otherwise in the reader's language, for the log lines a page shows
    (log_said.units_said): the pack's words, as the reveal copied them."""
    said_as: dict[str, str] = {}
    for profile in profiles.values():
        said_as[profile["name"]] = pack_words.said(profile)
        said_as |= {w["name"]: weapon_name(w) for w in profile.get("weapons", {}).values() if w.get("name")}
        said_as |= {a["name"]: pack_words.said(a) or a["name"] for a in profile.get("abilities", [])}
    return log_said.pattern_of(said_as)
