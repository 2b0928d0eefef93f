"""A played game as the campaign's books read it, from either source: its battle (its units as the battle ended, the
kills its log credits, what was manned and picked up), or the record a player entered for a game played without the
app (services.game_by_hand), sealed in that game's "by-hand" ledger entry. Experience (R35) and each unit's story
(campaigns/history.py, the season report through it), salvaged machines (campaigns/salvage.py) and salvaged hand
weapons (campaigns/salvage_weapons.py) read every game through `played_games`, so a game recorded by hand counts
exactly as a table game does.

The record (the entry's data["record"]) has one row a unit of each side's force as it stood when the game was
entered: {"side", "ref", "label" (as a battle names it), "fate"}, and for a unit taken out what the books need of it
as it was then: "unit" (its profile), "type" and "weapons" (keys); "by" is the ref of the enemy unit that took it
out, where the players named one. How the game ended, and so whether the objective was accomplished, is the
entry's "reason", as for any game entered by hand: the record does not say it twice."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from django.utils.translation import gettext

from armies import pack_words
from armies.models import Weapon
from armies.roster_check import Checked, labels_in_reader_language
from battles.models import Battle, BattleUnit, LogEntry
from battles.systems.burst_of_fire import weapon_copy
from bof_site.refusals import Refused
from campaigns import books, words
from campaigns.models import Campaign, Game

# A unit's fate as a player records it, and the status a battle would have left it in.
FATES = {"unharmed": "active", "killed": "dead", "surrendered": "surrendered", "abandoned": "abandoned"}
MACHINES = ("afv", "transport", "support-weapon")  # what a crew leaves abandoned, and the victor salvages


def other(side: str) -> str:
    return "B" if side == "A" else "A"


@dataclass(frozen=True)
class PlayedUnit:
    id: Hashable  # the battle unit's pk; by hand, (side, ref)
    side: str  # the campaign side that fielded it
    ref: int  # its ref in that side's force (a crew that fought on: its machine's ref + history.CREWS)
    status: str  # as a battle leaves it: active, dead, surrendered, abandoned, crewing, aboard
    unit_type: str = ""
    label: str = ""  # as the battle named it ("Rifleman 3"), in the pack's words
    profile_key: str = ""
    weapons: tuple[dict, ...] = ()  # as a battle unit carries them (key, name, their words)
    label_words: Mapping[str, str] | None = None  # the label in other languages, as the battle copied them

    @property
    def label_said(self) -> str:
        """The label in the reader's language: from the battle's copy, else from the arsenal (campaigns.words)."""
        if self.label_words is None:
            return words.label_said(self.label)
        return pack_words.said({"label": self.label, "translations": self.label_words}, "label")


@dataclass(frozen=True)
class Played:
    number: int
    units: tuple[PlayedUnit, ...]
    kills: tuple[tuple[Hashable, Hashable], ...] = ()  # (who, whom): each enemy a unit took out (R35), by their ids
    manned: Mapping[Hashable, str] = field(default_factory=dict)  # a machine's id -> the side that manned it
    picks: tuple[dict, ...] = ()  # each weapon picked up: {"from": id, "by": id, "key": weapon, "side": its owner's}


def played_games(campaign: Campaign, games: Sequence[Game], *, kills: bool = True) -> dict[int, Played]:
    """Each game's play by number, from its battle or its record (a game with neither is left out), in a fixed
    number of queries however many games; `kills`: read the battles' logs for them too."""
    battles = {g.battle_id: g for g in games if g.battle_id is not None}
    by_hand = {g.number for g in games if g.by_hand}
    found = _from_battles(battles, kills) if battles else {}
    return found | (_from_records(campaign, by_hand) if by_hand else {})


def played_game(campaign: Campaign, game: Game, *, kills: bool = False) -> Played | None:
    return played_games(campaign, [game], kills=kills).get(game.number)


def _from_battles(battles: dict[int, Game], kills: bool) -> dict[int, Played]:
    side_of = {b: {books.battle_team(g.attacker, s): s for s in ("A", "B")} for b, g in battles.items()}
    units: dict[int, list[PlayedUnit]] = {b: [] for b in battles}
    for u in BattleUnit.objects.filter(battle_id__in=battles).select_related("seat"):
        units[u.battle_id].append(
            PlayedUnit(u.pk, side_of[u.battle_id][u.seat.team], u.ref, u.status, u.unit_type, u.label, u.profile_key,
                       tuple(u.weapons or ()), (u.stats or {}).get("translations") or {})
        )  # fmt: skip
    credited: dict[int, list[tuple[int, int]]] = {b: [] for b in battles}
    if kills:
        gone = set(LogEntry.objects.filter(battle_id__in=battles, kind="void").values_list("battle_id", "voids"))
        rows = LogEntry.objects.filter(battle_id__in=battles, data__lands_on__kill=True)
        for battle, seq, by, whom in rows.values_list("battle_id", "seq", "data__lands_on__by", "data__lands_on__unit"):
            if (battle, seq) not in gone and by is not None:
                credited[battle].append((by, whom))
    found = {}
    for battle, state in Battle.objects.filter(pk__in=battles).values_list("pk", "state"):
        state, sides = state or {}, side_of[battle]
        manned = {int(pk): sides[m["team"]] for pk, m in (state.get("manned") or {}).items() if m.get("team") in sides}
        picks = tuple(
            {"from": p["from"], "by": p["by"], "key": p["weapon"]["key"], "side": sides.get(p.get("team"), "")}
            for p in state.get("picked_up") or ()
        )
        number = battles[battle].number
        found[number] = Played(number, tuple(units[battle]), tuple(credited[battle]), manned, picks)
    return found


def _from_records(campaign: Campaign, numbers: set[int]) -> dict[int, Played]:
    entries = campaign.entries.filter(kind="by-hand", data__game__in=sorted(numbers)).values_list("data", flat=True)
    records = {data["game"]: data["record"] for data in entries if data.get("record")}
    keys = {k for record in records.values() for row in record["units"] for k in row.get("weapons", ())}
    arsenal = {w.key: weapon_copy(w) for w in Weapon.objects.filter(key__in=keys)} if keys else {}
    found = {}
    for number, record in records.items():
        units = tuple(
            PlayedUnit((row["side"], row["ref"]), row["side"], row["ref"], FATES[row["fate"]], row.get("type", ""),
                       row.get("label", ""), row.get("unit", ""),
                       tuple(arsenal.get(k) or {"key": k, "name": k} for k in row.get("weapons", ())))
            for row in record["units"]
        )  # fmt: skip
        kills = tuple(
            ((other(row["side"]), row["by"]), (row["side"], row["ref"]))
            for row in record["units"]
            if row.get("by") is not None
        )
        found[number] = Played(number, units, kills)
    return found


# --- the record, as a player enters it -----------------------------------------------------------------------------


@dataclass(frozen=True)
class UnitFate:
    """One unit's fate in a game played without the app: `by` is the (side, ref) of the unit that took it out."""

    side: str
    ref: int
    fate: str
    by: tuple[str, int] | None = None


def record_of(forces: Mapping[str, Checked], fates: Sequence[UnitFate]) -> dict:
    """The record the ledger keeps: every unit of both forces (mustered, `forces` by side) with its fate, each row
    checked against the forces. Refused in words, naming the unit, where a row does not hold."""
    labels = {side: labels_in_reader_language(checked) for side, checked in forces.items()}
    given: dict[tuple[str, int], UnitFate] = {}
    for row in fates:
        name = _known(labels, row.side, row.ref)
        if (row.side, row.ref) in given:
            raise Refused(gettext("%(unit)s is recorded twice: give each unit one fate.") % {"unit": name})
        _check(forces[row.side], row, name, labels)
        given[(row.side, row.ref)] = row
    units = []
    for side in ("A", "B"):
        checked = forces[side]
        for unit in checked.doc["units"]:
            row = given.get((side, unit["ref"]))
            kept = {"side": side, "ref": unit["ref"], "label": checked.labels[unit["ref"]]}
            if row is None or row.fate == "unharmed":
                units.append({**kept, "fate": "unharmed"})
                continue
            units.append({**kept, "fate": row.fate, "unit": unit["unit"],
                          "type": checked.profiles[unit["unit"]].unit_type,
                          "weapons": list(dict.fromkeys(unit.get("weapons", []))),
                          **({"by": row.by[1]} if row.by else {})})  # fmt: skip
    return {"units": units}


def _known(labels: Mapping[str, Mapping[int, str]], side: str, ref: object) -> str:
    """The unit's label when the side's force has it; refused when it does not."""
    if side not in labels or ref not in labels[side]:
        raise Refused(
            gettext("Side %(side)s's force has no unit %(ref)s: record only the units that fought.")
            % {"side": side, "ref": ref}
        )
    return labels[side][ref]


def _check(checked: Checked, row: UnitFate, name: str, labels: Mapping[str, Mapping[int, str]]) -> None:
    if row.fate not in FATES:
        raise Refused(
            gettext("%(unit)s: a unit is unharmed, killed, surrendered, or (a vehicle or support weapon) abandoned.")
            % {"unit": name}
        )
    unit = next(u for u in checked.doc["units"] if u["ref"] == row.ref)
    if row.fate == "abandoned" and checked.profiles[unit["unit"]].unit_type not in MACHINES:
        raise Refused(gettext("%(unit)s cannot be left abandoned: only a vehicle or a support weapon can.")
                      % {"unit": name})  # fmt: skip
    if row.by is None:
        return
    if row.fate == "unharmed":
        raise Refused(gettext("%(unit)s is unharmed: no enemy took it out.") % {"unit": name})
    if row.by == (row.side, row.ref):
        raise Refused(gettext("%(unit)s cannot have taken itself out: name the enemy unit that did.") % {"unit": name})
    by = _known(labels, row.by[0], row.by[1])
    if row.by[0] == row.side:
        raise Refused(
            gettext("%(unit)s was not taken out by %(by)s, a unit of its own side: name the enemy unit that did.")
            % {"unit": name, "by": by}
        )
