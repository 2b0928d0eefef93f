"""Weapons with a limited number of shots a game (Ammo for Panzerfausts, Panzerschrecks and Bazookas; each grenade
and satchel charge used once; a pack may limit others, as the sample arsenal's flamethrower fuel): the table counts
each unit's shots per weapon in the battle's sealed state, says what is left before the roll, and refuses a shot
with none left. The count is the weapon's `uses` as the reveal copied it from the arsenal (`uses_per_game`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.utils.translation import gettext

from armies import pack_words
from battles.models import Battle, BattleUnit
from bof_site.refusals import Refused

# The rolls that fire a limited weapon, and the kinds of weapon each may fire: a rocket's form names its weapon.
GRENADES = ("hand-grenade",)
FIRED_BY = {
    "panzerfaust-accuracy": ("panzerfaust-30", "panzerfaust-60", "panzerfaust-100"),
    "bazooka-accuracy": ("bazooka", "panzerschreck"),
    "grenade-accuracy": GRENADES,
    "grenade-open-top": GRENADES,
    "grenade-into-afv": GRENADES,
    "at-grenade-accuracy": ("at-grenade", "satchel-charge"),
    "flamethrower": ("flamethrower",),
}
NAMED_BY_FORM = ("panzerfaust-accuracy", "bazooka-accuracy")  # their `weapon` box says which rocket


def _kinds(procedure_id: str, data: Mapping[str, Sequence[str]] | None) -> tuple[str, ...]:
    kinds = FIRED_BY.get(procedure_id, ())
    named = ((data or {}).get("weapon") or [""])[-1]
    if procedure_id in NAMED_BY_FORM and named in kinds:
        return (named,)  # the rocket the form names first; another the unit carries if it has none of those
    return kinds


def _limited(weapons: list[dict], kinds: tuple[str, ...]) -> list[dict]:
    return [w for w in weapons if w.get("kind") in kinds and w.get("uses")]


def _used(battle: Battle, unit_id: int) -> dict[str, int]:
    return dict((battle.state.get("shots") or {}).get(str(unit_id), {}))


def left(battle: Battle, unit: BattleUnit | None, procedure_id: str) -> list[dict]:
    """What the unit's limited weapons this roll may fire have left: [{name, left, uses}], [] when it has none."""
    if unit is None or procedure_id not in FIRED_BY:
        return []
    used = _used(battle, unit.pk)
    return [
        {"name": pack_words.said(w), "left": max(w["uses"] - used.get(w["key"], 0), 0), "uses": w["uses"]}
        for w in _limited(unit.weapons, FIRED_BY[procedure_id])
    ]


def carried_kind(battle: Battle, unit: BattleUnit, procedure_id: str) -> str:
    """The kind of the unit's weapon this roll fires: the first with shots left, else the first ("" for none)."""
    used = _used(battle, unit.pk)
    carried = _limited(unit.weapons, FIRED_BY.get(procedure_id, ()))
    ready = [w for w in carried if used.get(w["key"], 0) < w["uses"]] or carried
    return ready[0]["kind"] if ready else ""


def take_shot(battle: Battle, unit_id: int | None, procedure_id: str, data: Mapping[str, Sequence[str]]) -> dict:
    """Count a shot of the acting unit's limited weapon (under the battle's lock, before the dice): the weapon it
    fires, and what it has left after, for the log; {} when the roll fires none it carries. Refused with none left."""
    if not unit_id or procedure_id not in FIRED_BY or battle.phase != "playing":
        return {}
    row = BattleUnit.objects.filter(pk=unit_id, battle=battle).values_list("label", "weapons").first()
    if row is None:
        return {}
    label, weapons = row
    used = _used(battle, unit_id)
    named = _kinds(procedure_id, data)
    carried = _limited(weapons, named) or _limited(weapons, FIRED_BY[procedure_id])
    if not carried:
        return {}
    weapon = next((w for w in carried if used.get(w["key"], 0) < w["uses"]), None)
    if weapon is None:
        w = carried[0]
        raise Refused(
            gettext("%(unit)s has no %(weapon)s left: it fires %(uses)s a game, and all are spent.")
            % {"unit": label, "weapon": pack_words.said(w), "uses": w["uses"]},
            field="weapon",
        )
    used[weapon["key"]] = used.get(weapon["key"], 0) + 1
    battle.state = {**battle.state, "shots": {**(battle.state.get("shots") or {}), str(unit_id): used}}
    return {"weapon": weapon["name"], "left": weapon["uses"] - used[weapon["key"]], "uses": weapon["uses"]}


def said(shot: dict) -> str:
    """The log's words for a counted shot (battles/selectors.py says them again in the reader's language)."""
    return f" {shot['weapon']}: {shot['left']} of {shot['uses']} left." if shot else ""
