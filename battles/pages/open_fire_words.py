"""An Open Fire battle's units and weapons named in the reader's language on its pages (reads only).

The reveal copies the pack's words in other languages beside the profiles the battle keeps (`translations`,
battles.systems.open_fire._profile), as Burst of Fire's reveal copies an arsenal row's; armies.pack_words says them.
The game and its sealed log keep the pack's own words: a page says a name in the reader's language, or as the pack
wrote it where the pack gives none."""

from __future__ import annotations

from armies import pack_words
from battles.pages import log_said
from rules.engine.open_fire import table


def unit_name(profiles: dict, unit: table.Unit, reader: str = "") -> str:
    """The unit's name as the reader says it ("Schützengruppe 2 (Ben)"), else as the game holds it: with the number
    and the player's name the reveal gave it (battles.systems.open_fire.told_apart), the name left off the units of
    the `reader` (a seat's game name), where it is only noise."""
    profile = profiles.get(str(unit.ref)) or {}
    words = pack_words.translations_of(profile).get(f"name_{pack_words.language()}")
    if not words or "name" not in profile:
        return unit.name.removesuffix(f" ({profile['told_apart']})") if _own(profile, unit, reader) else unit.name
    number = f" {profile['number']}" if "number" in profile else ""
    owner = f" ({profile['told_apart']})" if "told_apart" in profile and not _own(profile, unit, reader) else ""
    return f"{words}{number}{owner}"


def _own(profile: dict, unit: table.Unit, reader: str) -> bool:
    return "told_apart" in profile and bool(reader) and unit.player == reader


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
