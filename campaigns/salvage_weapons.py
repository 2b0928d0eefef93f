"""Salvaged hand weapons ("Salvaged vehicles and weapons"): after a won game the victor claims every weapon the enemy
left behind in the battle, and each joins its force free, carried by a soldier the victor picks.

Left behind are the weapons of the loser's soldiers taken out of the fight (killed or surrendered), lying on the table
as the battle's "pick up a weapon" offers them (or as the record of a game played without the app says them taken
out: campaigns/played.py); a weapon the victor's soldiers picked up during the battle (and still
hold) is the victor's salvage too. A weapon the loser's own soldiers picked up again and still hold is not. Each is
known by the loser's soldier who carried it first and its arsenal key ("<ref>:<key>"), so its claim is sealed in the
ledger and survives an export.

The soldier who takes it carries it in the force's roster ("weapons", marked in "salvage_weapons"): it costs no points,
whatever its nation, and a battle fields it as the soldier's own kit, so the -1 of a weapon scavenged in the same game
never applies to it (battles.table.duties.command_facts gives it only for weapons picked up in that battle). One
primary weapon per man (Primary and side weapons): a salvaged primary weapon takes the place of the one he carried."""

from __future__ import annotations

import uuid
from collections.abc import Hashable
from dataclasses import dataclass, replace

from django.utils.translation import gettext

from armies import pack_words
from armies.models import Weapon
from armies.roster_check import Checked, check_document, labels_in_reader_language
from battles.table.duties import HIDERS
from bof_site.refusals import Refused
from campaigns.models import Campaign, Entry, Force, Game, Member
from campaigns.played import PlayedUnit, other, played_game
from campaigns.salvage import victor_between_games, winner_of
from campaigns.services import FORCE_LIMIT, append, writing
from dice import fairplay
from rules import sentences
from rules.engine.muster import PEOPLE

OUT = ("dead", "surrendered")  # taken out of the fight: what they carried lies on the table
BEARER_ORDER = {"infantry": 0, "squad-leader": 1, "ranking-officer": 2}  # who is offered a weapon first


@dataclass(frozen=True)
class LeftWeapon:
    id: str  # "<ref>:<weapon key>": the loser's soldier who carried it first, and the weapon
    from_ref: int
    key: str
    name: str  # the pack's name, as the ledger keeps it
    from_label: str  # the loser's soldier, as the battle named him ("Rifleman 3")
    held_by: str = ""  # the victor's soldier who picked it up in the battle; "": it lies on the table
    name_said: str = ""  # the names in the reader's language
    from_label_said: str = ""
    held_by_said: str = ""


def left_behind(campaign: Campaign, game: Game) -> list[LeftWeapon]:
    """The hand weapons the loser left behind in the game (its battle, or its record) that nobody has claimed yet."""
    winner = winner_of(game)
    found = played_game(campaign, game) if game.state == "confirmed" and winner else None
    if found is None:
        return []
    loser = other(winner)
    units = {u.id: u for u in found.units}
    claimed = {
        (e.data["from_ref"], e.data["weapon"])
        for e in campaign.entries.filter(kind="salvage", data__game=game.number)
        if "weapon" in e.data
    }
    out = []
    for first in found.units:
        if first.side != loser or first.unit_type not in HIDERS:
            continue
        for weapon in first.weapons:
            holder = _last_holder(first, weapon["key"], loser, found.picks, units)
            kept = holder.status not in OUT and holder.side == loser  # never lost, or picked up again
            if kept or (first.ref, weapon["key"]) in claimed:
                continue
            held = holder if holder.status not in OUT else None
            out.append(LeftWeapon(f"{first.ref}:{weapon['key']}", first.ref, weapon["key"], weapon["name"],
                                  first.label, held.label if held else "", pack_words.said(weapon),
                                  first.label_said, held.label_said if held else ""))  # fmt: skip
    return sorted(out, key=lambda w: (w.from_ref, w.key))


def _last_holder(first: PlayedUnit, key: str, side: str, picks: tuple[dict, ...],
                 units: dict[Hashable, PlayedUnit]) -> PlayedUnit:  # fmt: skip
    """Who has the weapon at the game's end: each pick-up hands it on from a fallen soldier to the one who took it
    (`side`: the weapon's owner)."""
    holder, seen = first, {first.id}
    while True:
        taken = next((p for p in picks if p["from"] == holder.id and p["key"] == key and p["side"] == side), None)
        if taken is None or taken["by"] in seen or taken["by"] not in units:
            return holder
        holder = units[taken["by"]]
        seen.add(holder.id)


# --- who carries it ------------------------------------------------------------------------------------------------


def offers(force: Force, left: list[LeftWeapon]) -> tuple[list[tuple[int, str]], dict[str, int]]:
    """For the victor's page: the force's soldiers who may carry a salvaged weapon (ref, label in the reader's
    language), and who would carry each weapon if all were claimed at once (the first soldier each fits, spread
    over the force), from one muster of the force."""
    checked = _checked(force.roster)
    said = labels_in_reader_language(checked)
    bearers = [(u["ref"], said[u["ref"]]) for u in checked.doc["units"] if _carries(checked, u)]
    weapons, chosen = _weapons({w.key for w in left}), {}
    for item in left:
        ref = _first_fit(checked, weapons[item.key]) if item.key in weapons else None
        if ref is not None:
            chosen[item.id] = ref
            doc = _given(checked, ref, weapons[item.key])[0]
            checked = replace(checked, doc=doc, weapons={**checked.weapons, item.key: weapons[item.key]})
    return bearers, chosen


def _checked(doc: dict) -> Checked:
    return check_document(doc, base_points=FORCE_LIMIT, players=2, salvage=True)


def _carries(checked: Checked, unit: dict) -> bool:
    return checked.profiles[unit["unit"]].unit_type in PEOPLE and not unit.get("salvage")


def _weapons(keys: set[str]) -> dict[str, Weapon]:
    return {w.key: w for w in Weapon.objects.filter(key__in=keys).select_related("nation")}


def _first_fit(checked: Checked, weapon: Weapon) -> int | None:
    """The first soldier who can take the weapon, those who carry no salvaged weapon of its slot first."""
    people = [u for u in checked.doc["units"] if _carries(checked, u)]

    def rank(unit: dict) -> tuple[int, int]:
        marked = [k for k in unit.get("salvage_weapons", []) if k in checked.weapons]
        busy = any(checked.weapons[k].slot == weapon.slot for k in marked)
        return (busy, BEARER_ORDER.get(checked.profiles[unit["unit"]].unit_type, 3))

    for unit in sorted(people, key=rank):
        try:
            _given(checked, unit["ref"], weapon)
        except Refused:
            continue
        return unit["ref"]
    return None


def _given(checked: Checked, ref: int, weapon: Weapon) -> tuple[dict, str]:
    """The roster with the weapon in soldier `ref`'s hands, and the name of the primary weapon it replaced ("")."""
    unit = next((u for u in checked.doc["units"] if u["ref"] == ref), None)
    if unit is None or not _carries(checked, unit):
        raise Refused(gettext("Give it to one of your force's soldiers: only soldiers, squad leaders and officers "
                              "carry hand weapons."))  # fmt: skip
    carried, marked = list(unit.get("weapons", [])), list(unit.get("salvage_weapons", []))
    if weapon.key in carried:
        raise Refused(
            gettext("%(unit)s already carries one: give the %(weapon)s to another soldier.")
            % {"unit": labels_in_reader_language(checked)[ref], "weapon": pack_words.said(weapon)}
        )
    replaced = ""
    if weapon.slot == "primary":
        primaries = [k for k in carried if k in checked.weapons and checked.weapons[k].slot == "primary"]
        if len(primaries) >= max(1, checked.profiles[unit["unit"]].crew):  # one primary weapon per man
            own = [k for k in primaries if k not in marked]
            if not own:
                raise Refused(
                    gettext("%(unit)s carries salvaged primary weapons already: give it to another soldier.")
                    % {"unit": labels_in_reader_language(checked)[ref]}
                )
            replaced = checked.weapons[own[0]].name
            carried.remove(own[0])
    given = {**unit, "weapons": [*carried, weapon.key], "salvage_weapons": [*marked, weapon.key]}
    return {**checked.doc, "units": [given if u["ref"] == ref else u for u in checked.doc["units"]]}, replaced


# --- claiming ------------------------------------------------------------------------------------------------------


def claim(*, code: str, user, number: int, weapon: str, to_ref: int, key: uuid.UUID) -> Entry:
    """The victor takes one weapon the enemy left behind, for soldier `to_ref` to carry from the next game on."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member, game = victor_between_games(campaign, user, number)
        found = next((w for w in left_behind(campaign, game) if w.id == weapon), None)
        if found is None:
            raise Refused(gettext("That weapon is not left to claim: it was not left behind in that game, or it is "
                                  "claimed already."))  # fmt: skip
        return take(campaign, member.side, member, number, found, to_ref, key=key)


def claim_all(*, code: str, user, number: int, to_refs: dict[str, int], key: uuid.UUID) -> list[Entry]:
    """Every weapon left behind at once, each for the soldier `to_refs` names (by the weapon's id), or else the first
    it fits. One ledger entry a weapon; the request's key marks the first."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return [earlier]
        member, game = victor_between_games(campaign, user, number)
        left = left_behind(campaign, game)
        if not left:
            raise Refused(gettext("No weapon is left to claim from that game."))
        made = []
        for found in left:
            made.append(take(campaign, member.side, member, number, found, to_refs.get(found.id), key=key))
            key = None
        return made


def take(campaign: Campaign, side: str, by: Member | None, number: int, found: LeftWeapon, to_ref: int | None, *,
         key: uuid.UUID | None = None) -> Entry:  # fmt: skip
    """The weapon joins the side's force free, carried by soldier `to_ref` (None: the first it fits); the ledger says
    so (by: None, the app's side)."""
    force = campaign.forces.select_for_update().get(side=side)
    weapon = _weapons({found.key}).get(found.key)
    if weapon is None:
        raise Refused(gettext("The arsenal no longer has the %(weapon)s: it cannot join the force.")
                      % {"weapon": found.name_said or found.name})  # fmt: skip
    before = _checked(force.roster)
    if to_ref is None:
        to_ref = _first_fit(before, weapon)
        if to_ref is None:
            raise Refused(gettext("No soldier of the force can carry the %(weapon)s: pick one who can.")
                          % {"weapon": pack_words.said(weapon)})  # fmt: skip
    doc, replaced = _given(before, to_ref, weapon)
    checked = _checked(doc)
    new = [p for p in checked.muster.problems_for(to_ref) if p not in before.muster.problems_for(to_ref)]
    if new:
        raise Refused(gettext("%(unit)s cannot carry it: %(problem)s")
                      % {"unit": labels_in_reader_language(before)[to_ref],
                         "problem": sentences.translated(new[0].message)})  # fmt: skip
    force.roster = checked.doc
    force.save(update_fields=["roster"])
    label = before.labels[to_ref]
    instead = f", instead of the {replaced}" if replaced else ""
    return append(campaign, kind="salvage", by=by, key=key,
                  summary=f"Side {side} salvages the {weapon.name} from game {number}: {label} carries it free"
                          f"{instead}.",
                  data={"side": side, "game": number, "from_ref": found.from_ref, "weapon": found.key,
                        "name": weapon.name, "ref": to_ref, "label": label, "instead": replaced,
                        "roster_sha256": fairplay.entry_hash("", checked.doc)})  # fmt: skip


def take_every(campaign: Campaign, side: str, game: Game) -> list[Entry]:
    """The app's side (solo) takes every weapon left behind, each for the first soldier it fits; a weapon none of its
    soldiers can carry stays where it lies (take refuses before it writes anything)."""
    made = []
    for found in left_behind(campaign, game):
        try:
            made.append(take(campaign, side, None, game.number, found, None))
        except Refused:
            continue
    return made
