"""An Open Fire battle's units and weapons named in the reader's language on its pages (reads only).

The reveal copies the pack's words in other languages beside the profiles the battle keeps (`translations`,
battles.systems.open_fire._profile), as Burst of Fire's reveal copies an arsenal row's; armies.pack_words says them.
The game and its sealed log keep the pack's own words: a page says a name in the reader's language, or as the pack
wrote it where the pack gives none."""

from __future__ import annotations

from armies import pack_words
from battles.pages import log_said
from battles.systems.open_fire_common import own_name
from rules.engine.open_fire import table


def unit_name(profiles: dict, unit: table.Unit, reader: str = "") -> str:
    """The unit's name as the reader says it ("Schützengruppe 2 (Ben)"), else as the game holds it: with the number
    and the player's name the reveal gave it (battles.systems.open_fire.told_apart), the name left off the units of
    the `reader` (a seat's game name), where it is only noise."""
    profile = profiles.get(str(unit.ref))
    if not profile or "name" not in profile:
        return unit.name
    owner = profile.get("told_apart")
    told = f" ({owner})" if owner and not (reader and unit.player == reader) else ""
    return f"{own_name(profile, unit)}{told}"


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


def named(names) -> dict:
    """Names listed once each, in order, for a line that counts them: {"names": "HMG, Rifle", "count": 2}."""
    listed = list(dict.fromkeys(names))
    return {"names": ", ".join(listed), "count": len(listed)}
