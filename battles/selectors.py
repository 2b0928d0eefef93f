"""Reads for a battle: what the table, the spectator and the log pages show, and the log export.

Nothing here may show a seat's detachment before the reveal: pages read seats through `seat_view`."""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from django.db import connection
from django.db.models import Exists, OuterRef, Q
from django.urls import reverse
from django.utils.translation import get_language, gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from armies import pack_words
from armies.builder import QUALITY_LABELS
from battles.models import ABOARD, LOG_KIND, Battle, BattleUnit, LogEntry, Seal, Seat, UndoNote
from battles.pages import log_said, open_fire_words
from battles.services import rows
from battles.services.common import cards_in_force
from battles.services.rolls import STAND_INS
from battles.services.turns import ACTION_WORDS, action_words, coming_counters
from battles.services.voids import VOIDABLE
from battles.table import card_choices, card_rules, chain, command_options, duties, forces, overwatch, solo_play
from battles.table.prefill import action_rolls
from bof_site import json_columns
from bof_site.kept import Kept
from dice.selectors import sealed_export
from rules import display, localized, sentences
from rules.engine.reading import words
from rules.engine.registry import Procedure


@dataclass(frozen=True)
class UnitGroup:
    name: str
    quality: str
    points: int  # each
    units: list[BattleUnit]
    status: str = "active"
    tokens: dict = field(default_factory=dict)

    @property
    def count(self) -> int:
        return len(self.units)


@dataclass(frozen=True)
class SeatView:
    """A seat as others may see it: before the reveal only its name, team and whether it is ready."""

    seat: Seat
    detachment: dict | None  # the revealed summary, else None
    units: list[BattleUnit]

    @property
    def groups(self) -> list[UnitGroup]:
        """Identical units as one line with a count, in roster order: a phone shows 14 riflemen once. The fallen
        carry no tokens: a play-test read "1 × Schütze tot verwundet niedergehalten" beside "4 × Schütze tot"."""
        found: dict[tuple, UnitGroup] = {}
        for u in self.units:
            kit = tuple(w["key"] for w in u.weapons)
            tokens = dict(u.tokens) if u.status in IN_PLAY else {}
            key = (u.profile_key, u.quality, u.squad_leader, kit, u.points, u.status, tuple(sorted(tokens.items())))
            if key not in found:
                name = pack_words.said(u.stats) + (f" ({gettext('squad leader')})" if u.squad_leader else "")
                found[key] = UnitGroup(name, u.quality, u.points, [], u.status, tokens)
            found[key].units.append(u)
        return list(found.values())

    @property
    def status(self) -> str:
        if self.detachment is not None:
            return "revealed"
        if self.seat.is_ready:
            return "ready"
        chosen = getattr(self.seat, "has_roster", None)  # read without the roster where the page did so
        return "choosing" if (self.seat.roster is not None if chosen is None else chosen) else "seated"


# The battle a page shows, with its campaign game and campaign (a join), then its seats in join order without
# their rosters (a seat's whole list, secret until the reveal, then copied into the units: the pages only ask
# whether there is one): two statements of fixed text written once from the models' columns, which the connection
# prepares once and then only binds and runs. Every page and every changed region reads them; the ORM's
# select_related and prefetch took two of the table page's twelve milliseconds to build and to fill.
GAME = Battle._meta.get_field("campaign_game").related_model
CAMPAIGN = GAME._meta.get_field("campaign").related_model
FOUND = [
    (model, alias, list(model._meta.concrete_fields)) for model, alias in ((Battle, "b"), (GAME, "g"), (CAMPAIGN, "c"))
]
SEAT_FIELDS = rows.SEAT_FIELDS
FIND = f"""
SELECT {", ".join(f"{alias}.{f.column}" for _model, alias, fields in FOUND for f in fields)}
FROM {Battle._meta.db_table} b
LEFT JOIN {GAME._meta.db_table} g ON g.battle_id = b.id LEFT JOIN {CAMPAIGN._meta.db_table} c ON c.id = g.campaign_id
WHERE b.code = %s
"""  # noqa: S608 (the columns come from the models, the values are parameters)
FIND_SEATS = f"""
SELECT {", ".join(f"s.{f.column}" for f in SEAT_FIELDS)}, s.roster IS NOT NULL
FROM {Seat._meta.db_table} s WHERE s.battle_id = %s ORDER BY s.position
"""  # noqa: S608


# A poll's "has it changed?" and, when it has, FIND's row in the same statement (battles/poll.py): the version
# alone when it is the one the phone shows, the page's battle beside it when it moved on, no row without a battle.
# OFFSET 0 keeps the lateral whole, so its condition is a one-time filter: an unchanged poll reads nothing more.
FIND_IF_MOVED = f"""
SELECT v.version, f.* FROM (SELECT version FROM {Battle._meta.db_table} WHERE code = %s) v
LEFT JOIN LATERAL ({FIND.rstrip()} AND v.version <> %s OFFSET 0) f ON true
"""  # noqa: S608


def code_in(code: str) -> str:
    """A battle's code as it is stored, from what a phone sent."""
    return code.strip().upper()[:8]


def battle_find(code: str, *, found: tuple | None = None) -> Battle | None:
    """The battle with its campaign game and its seats loaded once (every part of a page reads
    `battle.seats.all()`), as the ORM's select_related("campaign_game__campaign") and prefetch would leave them.
    `found`: FIND's row for it, read already (a changed poll's, FIND_IF_MOVED)."""
    with connection.cursor() as cursor:
        if found is None:
            cursor.execute(FIND, [code_in(code)])
            rows_found = cursor.fetchall()
            if not rows_found:
                return None
            found = rows_found[0]
        cursor.execute(FIND_SEATS, [found[0]])  # the battle's id, its first column
        seat_rows = cursor.fetchall()
    row, parts, start = found, [], 0
    for model, _alias, fields in FOUND:
        values = row[start : start + len(fields)]
        parts.append(rows.instances(model, fields, [values])[0] if values[0] is not None else None)
        start += len(fields)
    battle, game, campaign = parts
    if game is not None:
        game._state.fields_cache.update(campaign=campaign, battle=battle)
    battle._state.fields_cache["campaign_game"] = game
    seats = rows.instances(Seat, SEAT_FIELDS, seat_rows)
    for seat, seat_row in zip(seats, seat_rows, strict=True):
        seat.has_roster = seat_row[-1]
        seat._state.fields_cache["battle"] = battle
    cached = battle.seats.all()
    cached._result_cache, cached._prefetch_done = seats, True
    battle._prefetched_objects_cache = {"seats": cached}
    return battle


def seat_views(battle: Battle, *, with_units: bool = False) -> list[SeatView]:
    """Each seat with its detachment once revealed; its units only where a page lists the forces."""
    seats = list(battle.seats.all())
    units: dict[int, list[BattleUnit]] = {}
    if battle.is_revealed and with_units:
        for u in BattleUnit.objects.filter(battle=battle).exclude(status=ABOARD):
            units.setdefault(u.seat_id, []).append(u)
    return [SeatView(s, s.detachment if battle.is_revealed else None, units.get(s.pk, [])) for s in seats]


def mode_of(battle: Battle):
    """The battle's game mode as a page names it: its title and aim in the reader's words."""
    return localized.mode(battle.game_mode)


def log_entries(battle: Battle, *, turn: int | None = None, seat_id: int | None = None) -> list[LogEntry]:
    entries = LogEntry.objects.filter(battle=battle).defer("call")  # a minefield's salt rides on its call
    if turn is not None:
        entries = entries.filter(turn=turn)
    if seat_id is not None:
        entries = entries.filter(seat_id=seat_id)
    return list(entries.order_by("seq"))


def log_page_entries(battle: Battle, *, turn: int | None = None, seat_id: int | None = None) -> list[LogEntry]:
    """The log page's entries with what their lines quote besides themselves, read once for the page, not once a
    line: the entries that take-backs took back, the units' labels of weapons picked up, and on a page in another
    language than English the units' words in it (log_said.units_said)."""
    entries = log_entries(battle, turn=turn, seat_id=seat_id)
    voids = [e for e in entries if e.kind == "void" and e.voids]
    pick_ups = [e for e in entries if e.kind == "action" and _picked_up(e.data)]
    shown = {e.seq: e for e in entries}
    if missing := {e.voids for e in voids} - shown.keys():
        shown |= {e.seq: e for e in LogEntry.objects.filter(battle=battle, seq__in=missing).defer("call")}
    for e in voids:
        e.taken_back = shown.get(e.voids)
    english = (get_language() or "en").startswith("en")
    if pick_ups or not english:  # the units' labels, and on another language's page their words, read once
        units = list(BattleUnit.objects.filter(battle=battle).order_by().only("label", "stats", "weapons"))
        labels, words = {u.pk: u.label for u in units}, None if english else log_said.words_of(units)
        if not english and not units and (profiles := battle.state.get("open_fire", {}).get("profiles")):
            words = open_fire_words.log_words(profiles)  # an Open Fire battle keeps its units in its state
        for e in entries:
            e.labels, e.unit_words = labels, words
    return entries


def _picked_up(data) -> tuple[int, ...]:
    """(the unit, the fallen soldier) of a weapon picked up (battles/services/command.py); () for any other data."""
    if not isinstance(data, dict) or data.get("action") != "pick-up":
        return ()
    unit, others = data.get("unit"), data.get("others") or [None]
    return (unit, others[0]) if isinstance(unit, int) and isinstance(others[0], int) else ()


def battle_export(battle: Battle) -> dict:
    """The whole log in the dice room's format, so `fairplay.py` verifies a battle the same way."""
    seals = dict(Seal.objects.filter(entry__battle=battle).values_list("entry_id", "body"))
    entries = [
        {**e.body(), "hash": e.hash, **({"sealed": seals[e.pk]} if e.pk in seals else {})}
        for e in LogEntry.objects.filter(battle=battle).defer("call").order_by("seq")
    ]
    return sealed_export(
        log_format=battle.log_format,
        kind=LOG_KIND,
        code=battle.code,
        game_mode=battle.game_mode,
        commitment=battle.commitment,
        server_seed=battle.server_seed,
        members=list(battle.seats.all()),
        entries=entries,
        head=battle.head_hash,
        closed_at=battle.ended_at,
    )


@dataclass(frozen=True)
class Counter:
    seat: Seat
    actions: int
    active: bool


@dataclass(frozen=True)
class UnitChoice:
    unit: BattleUnit
    actions: int  # what an activation would allow now
    why_not: str  # when it cannot be activated
    where: str = ""  # "in Opel Blitz 1", "towed by Opel Blitz 1"
    stuck: str = ""  # why it may not move now (a traffic jam keeps transports still in turn 1)
    no_double: str = ""  # why it may not move at the double now (snow keeps infantry from it)


@dataclass(frozen=True)
class PickGroup:
    """Like units the phone may activate, as one row: 16 riflemen with the same kit, tokens and actions."""

    name: str
    choices: list[UnitChoice]

    @property
    def first(self) -> UnitChoice:
        return self.choices[0]

    @property
    def on_foot(self) -> bool:
        """Soldiers whose Shoot is the attack roll: the picker may roll it at the side's last target in one tap. Not a
        mortar team: its shot is an accuracy roll from 50 cm up, never a rifleman's aim."""
        unit = self.first.unit
        return unit.unit_type in ("infantry", "squad-leader", "ranking-officer") and not duties.is_artillery(unit)

    @property
    def title(self) -> str:
        return self.name if self.count > 1 else self.first.unit.own_label_said

    @property
    def name_parts(self) -> tuple[str, str]:
        """The title and its note in brackets apart ("Schütze", "rifleman"): the note goes in small type, so
        the row stays short on a phone and the button's tooltip keeps the whole name."""
        found = re.match(r"^(.*?)\s*\(([^)]*)\)\s*(.*)$", self.title)
        if not found or not found.group(1):
            return self.title, ""
        return " ".join(filter(None, (found.group(1), found.group(3)))), found.group(2)

    @property
    def count(self) -> int:
        return len(self.choices)


def pick_groups(choices: list[UnitChoice]) -> tuple[list[PickGroup], list[PickGroup]]:
    """(groups that may act now, groups that cannot), each in roster order."""
    found: dict[tuple, PickGroup] = {}
    for c in choices:
        u = c.unit
        kit = tuple(w["key"] for w in u.weapons)
        key = (
            u.profile_key,
            u.quality,
            u.squad_leader,
            kit,
            tuple(sorted((u.tokens or {}).items())),
            c.actions,
            c.why_not,
            c.where,
        )
        name = (pack_words.said(u.stats) or u.label) + (f" ({gettext('squad leader')})" if u.squad_leader else "")
        found.setdefault(key, PickGroup(name, [])).choices.append(c)
    groups = _told_apart(list(found.values()))
    return [g for g in groups if not g.first.why_not], [g for g in groups if g.first.why_not]


def _told_apart(groups: list[PickGroup]) -> list[PickGroup]:
    """Rows of one name that differ in what they carry or in their quality say how: "Rifleman with Panzerfaust 60"
    beside "Rifleman" (a play-test saw "Schütze ×11" and "Schütze ×2" and could not tell which had the Panzerfausts).
    Rows that differ only in what they show anyway (tokens, actions, why not) keep the name."""
    named: dict[str, list[PickGroup]] = {}
    for g in groups:
        named.setdefault(g.name, []).append(g)
    renamed = {}
    for same in named.values():
        if len(same) < 2:
            continue
        kits = {id(g): {w["key"]: w for w in g.first.unit.weapons} for g in same}
        common = set.intersection(*(set(kit) for kit in kits.values()))
        qualities = {g.first.unit.quality for g in same}
        for g in same:
            extra = [pack_words.said(w) or w["key"] for k, w in kits[id(g)].items() if k not in common]
            said = g.name
            if extra:
                said = gettext("%(unit)s with %(weapons)s") % {"unit": said, "weapons": ", ".join(extra)}
            if len(qualities) > 1:
                said = f"{said}, {QUALITY_LABELS.get(g.first.unit.quality, g.first.unit.quality)}"
            renamed[id(g)] = said
    return [PickGroup(renamed[id(g)], g.choices) if id(g) in renamed else g for g in groups]


def cannot_act_now(spent: list[PickGroup]) -> str:
    """The folded list's heading, each reason once with how many units it holds back, in the order they first
    come: "Cannot act now: already activated (8 units), it is on overwatch and fires in the enemy's turn (1 unit)"
    (one clause a row read "1 already activated, 2 already activated, 5 already activated")."""
    held: dict[str, int] = {}
    for group in spent:
        held[group.first.why_not] = held.get(group.first.why_not, 0) + group.count
    reasons = ", ".join(
        ngettext("%(reason)s (%(count)s unit)", "%(reason)s (%(count)s units)", count)
        % {"reason": reason.rstrip("."), "count": count}  # a reason that is a sentence ends at its count
        for reason, count in held.items()
    )
    return gettext("Cannot act now: %(reasons)s") % {"reasons": reasons}


@dataclass(frozen=True)
class Verb:
    """An action button of the activated unit: `procedure` is the roll it opens (None: it just spends)."""

    action: str
    label: str
    procedure: str | None = None


@dataclass(frozen=True)
class TurnView:
    battle: Battle
    counters: list[Counter]
    active: Seat | None
    mine_to_play: bool
    rolling: list[Seat]  # who rolls initiative now
    choices: list[UnitChoice]  # the active phone's units, when it picks one
    picks: list[PickGroup]  # the same, like units as one row: those that may act now
    spent_picks: list[PickGroup]  # and those that cannot (already activated, on duty, out of actions)
    aim: Aim | None  # where the side's last shot went: the picker's Shoot rolls at it in one tap
    unit: BattleUnit | None  # the unit activated now
    allowed: int
    used: int
    can_double: bool
    can_move: bool  # fewer than two moves so far in this activation (no triple move)
    result: dict | None
    last_rolls: list[LogEntry]
    latest: RollCard | None  # the newest roll, large at the top of the turn card
    settled: bool  # the newest roll is from an activation that is over: folded to one line (settled_roll)
    my_last: LogEntry | None  # this phone's own newest entry, when it is the battle's newest and may be voided
    verbs: list[Verb]  # the activated unit's actions: each rolls what it needs, or just spends
    action_rolls: list[tuple[str, list]]  # (action, procedures) its other rolls, behind "More rolls"
    chain: list[dict]  # follow-on rolls waiting, the next first; each with its own one-time key
    duty_rows: list[command_options.DutyRow]  # before initiative: this phone's units that may take a duty
    options: command_options.UnitOptions | None  # the activated unit's orders, hiding, riding and towing
    orders: dict | None  # open orders of this phone's officer: {"left", "radius", ...}
    barrages: list = field(default_factory=list)  # preparatory barrages to fire before the first activation
    newest: LogEntry | None = None  # the battle's newest entry (the regions' news line reads it from here)
    lapsing: int = 0  # the counter's actions that lapse when the activated unit is done: no other unit may act (R38)
    overwatch: overwatch.Offer | None = None  # in the enemy's activation: this phone's units that may fire first
    watched_by: list = field(default_factory=list)  # the active phone: enemy units on overwatch with shots left

    @property
    def cannot_act_now(self) -> str:
        """The heading of the units folded away because they cannot act (spent_picks)."""
        return cannot_act_now(self.spent_picks)


def turn_view(battle: Battle, me: Seat | None) -> TurnView:
    """What the turn card shows: counters in initiative order, whose turn, and for the active phone its
    units (with the actions each may take) or the activated unit's remaining actions."""
    state = battle.state
    seats = {s.pk: s for s in battle.seats.all()}
    order = [seats[pk] for pk in state.get("order", []) if pk in seats] or list(seats.values())
    actions = state.get("actions", {})
    if state.get("step") == "initiative" and battle.phase == "playing":  # what the counters will be this turn
        actions = coming_counters(battle, order)
    active = seats.get(state.get("active"))
    counters = [Counter(s, actions.get(str(s.pk), 0), active is not None and s.pk == active.pk) for s in order]
    by_position = sorted(seats.values(), key=lambda s: s.position)
    rolling = [by_position[p - 1] for p in state.get("reroll", [])] or by_position
    mine = me is not None and active is not None and me.pk == active.pk
    current = state.get("activation") or {}
    rolled, newest = rolls_and_newest(battle, chain.THROUGH_MOST + 1)  # a tap's rolls for its card
    unit, choices, can_double, options, rows, aim, stuck, lapsing = None, [], False, None, [], None, "", 0
    teams = {s.pk: s.team for s in seats.values()}
    now = card_rules.in_force(state, battle.turn, teams, deck=card_rules.deck_of(battle))
    barrages = card_rules.barrage_owed(now, state, battle.turn)
    no_double = _no_double(now, me)  # snow: this seat's infantry may not move at the double
    if mine and current:
        units = my_units(battle, me)
        unit = next(u for u in units if u.pk == current["unit"])
        stuck = _transports_stuck(battle, me, [unit]) or _broken_down(battle, unit)
        can_double = (
            current["allowed"] - current["used"] >= 2
            and unit.unit_type in ("infantry", "afv", "transport")
            and not current.get("moves")
            and not stuck
            and not (no_double and unit.unit_type in chain.INFANTRY)
        )
        options = command_options.unit_options(battle, me, unit, units)
        lapsing = _lapsing(battle, me, unit, units, actions.get(str(me.pk), 0))
    elif mine and not barrages:  # a preparatory barrage comes before the first activation: no unit to pick yet
        done = state.get("activations", {})
        left = actions.get(str(me.pk), 0)
        units = my_units(battle, me)
        labels, carrying = {u.pk: u.own_label_said for u in units}, duties.carried(battle, units)
        stuck = _transports_stuck(battle, me, units)
        for u in units:
            allowed = forces.allowed_actions(u, battle.turn)
            n = allowed[0]
            why = sentences.translated(duties.why_not_activated(u, me.detachment, done, battle.turn, allowed))
            ride = carrying.get(u.pk)
            carrier = {"unit": labels.get(ride["by"], "")} if ride else {}
            where = (
                (gettext("towed by %(unit)s") if ride["how"] == "towed" else gettext("in %(unit)s")) % carrier
                if ride
                else ""
            )
            held = (stuck if u.unit_type == "transport" else "") or _broken_down(battle, u)  # a card holds it still
            double = no_double if u.unit_type in chain.INFANTRY else ""
            choices.append(UnitChoice(u, min(n, left), why, where, held, double))
        aim = squad_aim(battle, me)
    elif me is not None and state.get("step") == "initiative" and battle.phase == "playing":
        rows = command_options.duty_rows(my_units(battle, me))
    watch = None if mine else overwatch.offer(battle, me, lambda: my_units(battle, me), teams)
    watched_by = overwatch.watching(battle, me, teams) if mine and not state.get("chain") else []
    if watched_by:  # the aimed Shoot would roll in the same tap: it opens the unit's form, so overwatch may answer
        aim = None
    return TurnView(
        battle=battle,
        counters=counters,
        active=active,
        mine_to_play=mine,
        rolling=rolling,
        choices=choices,
        **dict(zip(("picks", "spent_picks"), pick_groups(choices), strict=True)),
        aim=aim,
        unit=unit,
        allowed=current.get("allowed", 0),
        used=current.get("used", 0),
        can_double=can_double,
        can_move=current.get("moves", 0) < 2 and not stuck,
        result=state.get("result"),
        last_rolls=rolled[:3],
        latest=roll_card(rolled[0] if rolled and _this_turns(rolled[0], battle) else None, rolled[1:]),
        # Waiting for turn 1's initiative, setup's last roll is over too: folded, Roll initiative comes up into view
        # (a tied initiative roll of this turn stays whole: it says to roll again).
        settled=bool(rolled and rolled[0].turn < battle.turn)
        or settled_roll(rolled[0] if rolled else None, newest_standing(battle, chain.THROUGH_MOST + 1)),
        my_last=_voidable(battle, me, newest),
        **_verbs(unit, state, can_double, stuck, battle.house_rules),
        chain=[
            {**step_said(battle, step), "title": localized.procedure(step["procedures"][0]).title}
            | {"dice": _dice_spec(step)}
            | _bodyguards(step, seats, me)
            for step in state.get("chain") or []
        ],
        duty_rows=rows,
        lapsing=lapsing,
        options=options,
        orders=command_options.open_orders(battle, me) if mine else None,
        barrages=barrages,
        newest=newest,
        overwatch=watch,
        watched_by=watched_by,
    )


def _lapsing(battle: Battle, me: Seat, unit: BattleUnit, units: list[BattleUnit], left: int) -> int:
    """The actions left on the seat's counter that lapse once the activated unit is done, because no unit of the
    seat (it included, counted as done) may be activated again this turn (R38); 0 when one may, or under orders."""
    if not left or battle.state.get("orders"):
        return 0
    done = dict(battle.state.get("activations", {}))
    done[str(unit.pk)] = done.get(str(unit.pk), 0) + 1
    may_act = (u for u in units if u.status == "active")
    if any(not duties.why_not_activated(u, me.detachment, done, battle.turn) for u in may_act):
        return 0
    return left


def my_units(battle: Battle, me: Seat) -> list[BattleUnit]:
    """The units this phone acts with, less those riding aboard: its own in roster order, then the vehicles its
    soldiers manned. Read on every page of the active phone, as SQL written once (services/rows.py: the ORM took
    a third of a millisecond to build it), and sorted in Python, not by the seats' positions."""
    where = f"battle_id = %s AND {duties.CONTROLLED_SQL} AND status <> %s ORDER BY ref"
    units = rows.units(where, [battle.pk, *duties.controlled_params(battle, me), ABOARD])
    return sorted(units, key=lambda u: u.seat_id != me.pk)


def roll_links(code: str, procedure_ids: Sequence[str]) -> list[tuple[Procedure, str]]:
    """Each roll with the address of its page, reversed once for them all (a reverse() costs about what a
    picker row does to render; the turn card had one per link)."""
    pattern = reverse("battles:roll", args=[code, "procedure-id"])
    return [(localized.procedure(p), pattern.replace("/procedure-id/", f"/{p}/")) for p in procedure_ids]


def seat_in(battle: Battle, seat_id: int | None) -> Seat | None:
    """The seat a phone holds in the battle (None: a spectator), from the seats the page read."""
    return next((s for s in battle.seats.all() if s.pk == seat_id), None)


def phone_seat(battle: Battle, seat_id: int | None) -> Seat | None:
    """The seat a phone acts as on a page: the one it holds, or in a solo battle the app's seat while the app is
    the one to act (the player's phone plays it then; services.common.seat_of follows the same rule)."""
    seats = list(battle.seats.all())
    held = next((s for s in seats if s.pk == seat_id), None)
    return solo_play.acting_seat(battle, held, seats)


def activated_unit(battle: Battle, me: Seat | None) -> BattleUnit | None:
    """The unit this phone has activated now, if it is this phone's activation."""
    current = battle.state.get("activation") or {}
    if me is None or battle.state.get("active") != me.pk or not current:
        return None
    return BattleUnit.objects.filter(duties.controlled(battle, me), pk=current["unit"]).select_related("seat").first()


def newest_roll(battle: Battle) -> LogEntry | None:
    """The battle's newest roll, with `voided` (a later entry takes it back)."""
    voided = LogEntry.objects.filter(battle=battle, voids=OuterRef("seq"))
    rolls = LogEntry.objects.filter(battle=battle, kind="roll").annotate(voided=Exists(voided))
    return rolls.order_by("-seq").first()


def newest_entry(battle: Battle) -> LogEntry | None:
    """The battle's newest entry (one statement written once: read for every render of the table's regions)."""
    return next(iter(LogEntry.objects.raw(NEWEST, [battle.pk])), None)


def newest_takeable(battle: Battle) -> LogEntry | None:
    """The newest entry with `undoable`: whether a void could take it back (it has an undo note)."""
    undoable = Exists(UndoNote.objects.filter(entry=OuterRef("pk")))
    return LogEntry.objects.filter(battle=battle).annotate(undoable=undoable).order_by("-seq").first()


# Read on every page of the table, so written once as SQL: the ORM took 0.7 ms to build this query, more than
# Postgres takes to answer it. Every column but `call` (a minefield's salt rides on it), as the model has them.
_ENTRY_COLUMNS = ", ".join(f"e.{f.column}" for f in LogEntry._meta.concrete_fields if f.name != "call")
# An entry is `voided` when a later one takes it back (the partial index battle_entry_voids answers that). A void
# entry's own `taken_back` is the entry it takes back (log pages).
VOIDED = "EXISTS (SELECT FROM battles_logentry v WHERE v.battle_id = e.battle_id AND v.voids = e.seq)"
ROLLS_AND_NEWEST = f"""
SELECT {_ENTRY_COLUMNS}, EXISTS (SELECT FROM battles_undonote n WHERE n.entry_id = e.id) AS undoable,
  {VOIDED} AS voided
FROM battles_logentry e WHERE e.battle_id = %s AND (e.kind = 'roll' OR e.seq >= %s) ORDER BY e.seq DESC LIMIT %s
"""  # noqa: S608 (the columns come from the model, the values are parameters)
NEWEST = f"SELECT {_ENTRY_COLUMNS} FROM battles_logentry e WHERE e.battle_id = %s ORDER BY e.seq DESC LIMIT 1"  # noqa: S608


# What the turn card reads of a battle's log at one entry count, kept in the process: the log is append-only and an
# entry's undo note is written in the same statement as the entry, so it never changes, and the three views a change
# renders (the two seats, the onlookers) read the same rows (0.6 ms a view: the round trip and the rolls' JSON), within
# a second of each other. Few kept: the entries' decoded JSON is large (4,000 kept, with 4,000 roll cards holding
# their entries, took a worker's memory at 1,000 battles from about 180 MB to 245; 256, and cards without, 190).
NEWEST_ROLLS: Kept[list[LogEntry]] = Kept(256)


# The newest entries read whole beside the rolls: enough to find the newest one still standing that names a unit after
# a take-back (a void, the entry it took back, what came before them) or a few entries that name none.
RECENT = 8


def _newest_rows(battle: Battle, count: int) -> list[LogEntry]:
    """The battle's last `count` rolls and its RECENT newest entries, newest first, kept only when nothing was written
    since the battle was read (then they are the log's rows at that count, for every reader)."""
    key = (battle.pk, battle.entry_count, count)
    found = NEWEST_ROLLS.get(key)
    if found is None:
        found = list(
            LogEntry.objects.raw(ROLLS_AND_NEWEST, [battle.pk, battle.entry_count - RECENT + 1, count + RECENT])
        )
        if (found[0].seq if found else 0) == battle.entry_count:
            NEWEST_ROLLS.put(key, found)
    return found


def rolls_and_newest(battle: Battle, count: int = 3) -> tuple[list[LogEntry], LogEntry | None]:
    """The battle's last rolls, and its newest entry with `undoable` (as newest_takeable), in one query: the
    newest entry's seq is the battle's entry count (a write made since the battle was read has a higher one),
    so the rolls and the entries from near that seq on, newest first, hold both."""
    found = _newest_rows(battle, count)
    return [e for e in found if e.kind == "roll"][:count], (found[0] if found else None)


def newest_standing(battle: Battle, count: int = 3) -> LogEntry | None:
    """The newest entry still standing (not a take-back, not taken back) that names a unit, or a roll: what the table
    stands on for the roll card (settled_roll). Entries that name none (the app's decision in solo play, a marker, a
    card drawn) change nobody's activation. From the rows rolls_and_newest read with the same count: no statement of
    its own. None past the newest few."""
    found = _newest_rows(battle, count)
    newest = found[0].seq if found else 0
    return next((e for e in found if e.seq > newest - RECENT and _standing_on(e)), None)


def _standing_on(entry: LogEntry) -> bool:
    if entry.kind == "void" or taken_back(entry):
        return False
    return entry.kind == "roll" or (isinstance(entry.data, dict) and entry.data.get("unit") is not None)


def _voidable(battle: Battle, me: Seat | None, last: LogEntry | None) -> LogEntry | None:
    if me is None or last is None or battle.phase != "playing":
        return None
    return last if last.seat_id == me.pk and last.kind in VOIDABLE and last.undoable else None


def target_choices(battle: Battle, me: Seat | None = None) -> list[tuple[str, list[BattleUnit]]]:
    """Units still in the fight, by seat, for "which unit does this land on?": the enemy's first."""
    out: dict[int, tuple[str, list[BattleUnit]]] = {}
    seats = {s.pk: s for s in battle.seats.all()}
    # A name and tokens a row (the name in the reader's language is in the stats): the weapons are not read at all.
    live = BattleUnit.objects.filter(battle=battle, status="active")
    for u in live.only("id", "seat_id", "label", "stats", "tokens"):
        seat = seats[u.seat_id]
        named = gettext("%(name)s (team %(team)s)") % {"name": seat.display_name, "team": seat.team}
        out.setdefault(u.seat_id, (named, [], seat.team))[1].append(u)
    mine = me.team if me is not None else None
    return [(name, units) for name, units, team in sorted(out.values(), key=lambda g: g[2] == mine)]


@dataclass(frozen=True)
class Aim:
    """The side's last attack this turn, at an enemy still in the fight: whom, and what the shot said of the range
    and cover (riflemen of one squad fire at the same man from about the same place)."""

    target: int
    label: str
    inputs: tuple[tuple[str, str], ...]  # the carried inputs ("distance", "12"), as a form posts them

    @property
    def distance(self) -> str:
        return dict(self.inputs).get("distance", "")


AIMED_INPUTS = ("distance", "cover", "smoke", "hidden")  # what one shot at a man tells the next one at him


# The picker's aim, read on every render of the active seat's regions: written once as SQL, as the ORM's JSON
# lookups took 1.5-2 ms to build it. This phone's newest attack of the turn that landed on a unit of the other side
# (`lands_on` set and not null), that unit's id, whether it still stands, and the attack's data. A shot that landed
# on one's own side (in solo play the phone rolls for both) is no aim: the quick Shoot had aimed a rifleman at his
# own squad.
SQUAD_AIM = """
SELECT u.id, u.status = 'active', e.data
FROM battles_logentry e
JOIN battles_battleunit u ON u.id = (e.data #>> '{lands_on,unit}')::bigint
JOIN battles_seat s ON s.id = u.seat_id AND s.team <> %s
WHERE e.battle_id = %s AND e.seat_id = %s AND e.turn = %s AND e.kind = 'roll'
  AND e.data -> 'procedure' = '"attack"'::jsonb AND NOT (e.data -> 'lands_on') = 'null'::jsonb
ORDER BY e.seq DESC LIMIT 1
"""


def squad_aim(battle: Battle, me: Seat | None) -> Aim | None:
    """Where this phone's last attack of the turn landed, if that enemy is still in the fight, with its inputs
    (one query)."""
    if me is None or battle.phase != "playing":
        return None
    with connection.cursor() as cursor:
        cursor.execute(SQUAD_AIM, [me.team, battle.pk, me.pk, battle.turn])
        row = cursor.fetchone()
    if row is None:
        return None
    aim, standing, data = row[0], row[1], json_columns.loads(row[2]) if isinstance(row[2], str) else row[2]
    inputs = data.get("inputs") or {}
    said = tuple((k, v) for k in AIMED_INPUTS if k in inputs for v in _form_values(inputs[k]))
    label = data["lands_on"].get("label", "")
    if not standing:  # he is down: the squad fires on at the next man of his kind (his seat's, roster order)
        fallen = BattleUnit.objects.filter(pk=aim).values("seat_id", "profile_key").first() or {}
        nxt = BattleUnit.objects.filter(battle=battle, status="active", **fallen).order_by("ref")
        aim, label = nxt.values_list("pk", "label").first() or (None, "")
        if aim is None or not fallen:
            return None
    return Aim(aim, log_said.units_said(battle.pk, label), said)  # the label in the reader's language


def _form_values(value) -> list[str]:
    """An input as its form posts it: "12" for 12.0, "true" for a ticked box, one value a layer of cover (none for
    no cover)."""
    if isinstance(value, list):
        return [str(v) for v in value] or ["none"]
    if isinstance(value, bool):
        return ["true" if value else "false"]
    if isinstance(value, float) and value.is_integer():
        return [str(int(value))]
    return [] if value in (None, "") else [str(value)]


def last_shot(battle: Battle, me: Seat | None, unit: BattleUnit | None) -> tuple[int | None, dict]:
    """Where the unit's next shot starts: the enemy its own last attack landed on, if still in the fight, with the
    distance it gave then (a gun keeps firing at the target it has the range of); else where the picker's Shoot
    aims (squad_aim: the side's last target this turn, or the next man of his kind), with the range and cover that
    shot said, as the one tap would roll it (a play-test's form had the target but not its "30 cm")."""
    if me is None or unit is None or battle.phase != "playing":
        return _side_shot(battle, me)
    own = (
        LogEntry.objects.filter(
            battle=battle, seat=me, kind="roll", data__procedure="attack", data__lands_on__by=unit.pk
        )
        .order_by("-seq")
        .values_list("data", flat=True)
        .first()
    )
    if own:
        aim = own["lands_on"]["unit"]
        if BattleUnit.objects.filter(battle=battle, pk=aim, status="active").exclude(seat__team=me.team).exists():
            distance = (own.get("inputs") or {}).get("distance")
            return aim, ({"distance": [str(distance)]} if distance is not None else {})
    return _side_shot(battle, me)


def _side_shot(battle: Battle, me: Seat | None) -> tuple[int | None, dict]:
    aim = squad_aim(battle, me)
    if aim is None:
        return None, {}
    said: dict[str, list[str]] = {}
    for name, value in aim.inputs:
        said.setdefault(name, []).append(value)
    return aim.target, said


def unit_in(battle: Battle, unit_id: int | None) -> BattleUnit | None:
    """A unit of this battle with its seat (the seat's team and name; not its roster, a whole list decoded for
    nothing on every roll page)."""
    if not unit_id:
        return None
    return BattleUnit.objects.filter(battle=battle, pk=unit_id).select_related("seat").defer("seat__roster").first()


def chain_step(battle: Battle, step_id: str | None) -> dict | None:
    """The pending follow-on roll a form answers, if it is still pending."""
    step = next((s for s in battle.state.get("chain") or [] if s["id"] == step_id), None) if step_id else None
    return step_said(battle, step) if step else None


def step_said(battle: Battle, step: dict) -> dict:
    """A follow-on step whose unit's name is said in the reader's language from the battle's units: the step keeps
    its unit's words from when it was made, and a soldier who took the bullet for his officer took the step over
    with the officer's (a German phone read "Effekt ... für Leutnant" for the rifleman the roll was for)."""
    language = pack_words.language()
    if not step.get("label") or language == "en":
        return step
    said = log_said.units_said(battle.pk, step["label"])
    return {**step, "translations": {**(step.get("translations") or {}), f"label_{language}": said}}


def next_step(code: str) -> dict | None:
    state = Battle.objects.filter(code=code.strip().upper()).values_list("state", flat=True).first() or {}
    steps = state.get("chain") or []
    return steps[0] if steps else None


def stand_ins(battle: Battle, procedure_id: str, target: BattleUnit | None, me: Seat | None) -> list[BattleUnit]:
    """For the effect of a hit on a ranking officer: his side's soldiers who may take the bullet instead,
    offered only to his own side's phones (they decide, not the shooter)."""
    if target is None or target.unit_type != "ranking-officer" or not procedure_id.startswith("effect-"):
        return []
    if me is None or me.team != target.seat.team:
        return []
    return list(
        BattleUnit.objects.filter(battle=battle, seat_id=target.seat_id, status="active", unit_type__in=STAND_INS)
    )


@dataclass(frozen=True)
class RollCard:
    """The newest roll as every phone shows it, large: who rolled what, the dice, the number it needed, the
    result and on whom it landed; the reasons fold away. Only words and numbers: cards are kept (ROLL_CARDS), and
    a log entry's decoded JSON kept with each was most of a worker's memory growth at 1,000 battles."""

    by_name: str  # who rolled
    as_referee: bool
    initiative: bool  # an initiative roll: the counters say the order, so the card leaves out its line
    title: str
    dice: list[int]
    table_dice: bool
    target: int | None
    result: str
    good: bool | None  # the roller's hope came true (hit, pass, crossed), failed, or neither
    lands_on: str
    chance: str  # a roll with a target: its chance to pass, e.g. "56 %"; else the chance of the result it gave
    steps: list[str]
    said: str  # the entry's line, or in another language what the card does not show already (the action spent)
    parts: tuple[RollPart, ...] = ()  # a roll of two rolls (a check, then its failure's effect): each on its own
    before: tuple[RollLine, ...] = ()  # the rolls the same tap made before this one (a shot rolled to the end)
    key: tuple = ()  # what it was made of: the reader's language, the entry, taken back or not, the rolls before it
    taken_back: bool = False  # a later entry voids it: the card says so (the log keeps it, dice and all)


@dataclass(frozen=True)
class RollLine:
    """A roll the same tap made before the newest, in one line above it: its name, dice and result."""

    title: str
    lands_on: str
    dice: list[int]
    result: str
    good: bool | None


@dataclass(frozen=True)
class RollPart:
    """One of a roll's own rolls as the card shows it apart: its name, its dice, what it needed, its chance."""

    label: str
    dice: list[int]
    target: int | None  # what the check needed (the first part only)
    chance: str  # the check's chance to pass; for the part that follows, the chance of the result it gave


# Roll cards made in this process: a card is made of log entries (never changed) in the reader's language, and each
# of a change's three views (the two seats, the onlookers) shows the same one, often for several changes.
ROLL_CARDS: Kept[RollCard] = Kept(1_000)


def roll_card(entry: LogEntry | None, earlier: Sequence[LogEntry] = ()) -> RollCard | None:
    """The newest roll's card; `earlier` (the rolls before it, newest first) gives the rolls the same tap made."""
    if entry is None or entry.kind != "roll":
        return None
    key = (get_language(), entry.pk, taken_back(entry), tuple(e.pk for e in earlier))
    return ROLL_CARDS.made(key if entry.pk is not None else None, lambda: _made_card(entry, earlier, key))


def taken_back(entry: LogEntry) -> bool:
    """Whether a later entry took this one back, as the query that read it said (ROLLS_AND_NEWEST, newest_roll)."""
    return bool(getattr(entry, "voided", False))


def _made_card(entry: LogEntry, earlier: Sequence[LogEntry], key: tuple) -> RollCard:
    data = entry.data or {}
    procedure = localized.procedure(data.get("procedure", ""))  # the card's title; the entry's summary stays as logged
    result = str(data.get("result", ""))
    chance = next((o["probability"] for o in data.get("outcomes", []) if o.get("result") == result), None)
    said = localized.label(result)  # shown only: the entry's summary and data keep the engine's English
    if said == localized.words(result):  # nothing to translate (English): the engine's words, with its "side A"
        said = words(result)
    if data.get("procedure") == "initiative":  # the engine counts players; the table knows their names
        said, chance = _initiative_said(entry.summary, whole=False), None
    return RollCard(
        by_name=entry.by_name,
        as_referee=entry.as_referee,
        initiative=data.get("procedure") == "initiative",
        title=procedure.title if procedure else entry.summary.split(":")[0],
        dice=[d for r in entry.rolls for d in r.get("dice", [])],
        table_dice=any(r.get("source") == "table" for r in entry.rolls),
        target=data.get("target"),
        result=said,
        good=True if result in display.HOPED_FOR else False if result in display.FEARED else None,
        lands_on=_lands_on(entry) or _team_rolled(entry),
        chance=_card_chance(data, chance if result in display.HOPED_FOR | display.FEARED else None),
        steps=[sentences.translated(step) for step in data.get("steps", [])],
        said=_roll_line(entry),
        parts=_initiative_parts(entry, data)
        if data.get("procedure") == "initiative"
        else _parts(procedure, entry, data, chance),
        before=tuple(_line(e) for e in rolled_with(entry, earlier)),
        key=key,
        taken_back=taken_back(entry),
    )


def settled_roll(roll: LogEntry | None, newest: LogEntry | None) -> bool:
    """Whether the newest roll belongs to an activation that is over: another unit has acted since, or the unit that
    rolled has ended its activation. Its card then folds to one line, so that the picker of the unit to act next is
    not pushed below a whole card every phone has seen (a turn of moves kept the last shot large above it)."""
    if roll is None or newest is None or newest.seq <= roll.seq or not isinstance(newest.data, dict):
        return False
    acted = newest.data.get("unit")
    if acted is None:
        return False
    by = ((roll.data or {}).get("lands_on") or {}).get("by")
    return newest.kind == "activation-end" or acted != by


def _this_turns(entry: LogEntry, battle: Battle) -> bool:
    """A roll the turn card shows large: one of this turn's, or the last of setup (force morale) as turn 1 begins."""
    return entry.turn == battle.turn or (
        entry.turn == 0 and battle.turn == 1 and battle.state.get("step") == "initiative"
    )


def rolled_with(entry: LogEntry, earlier: Sequence[LogEntry]) -> list[LogEntry]:
    """The rolls one tap made before `entry`, oldest first: its own roll, then the follow-on rolls it rolled to the
    end (chain.through_key), when `entry` is one of those."""
    if entry.key is None:
        return []
    for origin in (e for e in earlier if e.key is not None and e.seq < entry.seq):
        keys = chain.through_keys(origin.key)
        if entry.key in keys:
            mine = set(keys[: keys.index(entry.key)])
            return sorted([origin, *(e for e in earlier if e.key in mine)], key=lambda e: e.seq)
    return []


def _line(entry: LogEntry) -> RollLine:
    card = roll_card(entry)
    return RollLine(card.title, card.lands_on, card.dice, card.result, card.good)


TEAM_ROLLED = re.compile(r"Team ([AB]) fights with force morale")


def _team_rolled(entry: LogEntry) -> str:
    """The team a force morale roll was for ("team B"), as its entry says: two of them may follow one tap."""
    found = TEAM_ROLLED.search(entry.summary)
    return gettext("team %(team)s") % {"team": found.group(1)} if found else ""


def _parts(procedure, entry: LogEntry, data: dict, chance: float | None) -> tuple[RollPart, ...]:
    """A check and the roll its failure makes (the morale check's 2D6, then its effect's 2D6) apart: each with its
    dice, the check with what it needed and its chance to pass, the effect with the chance of what it gave."""
    rolls = procedure.rolls if procedure else ()
    if len(rolls) != 2 or not rolls[1].when or not all(isinstance(r.count, int) for r in rolls):
        return ()
    dice = [d for r in entry.rolls for d in r.get("dice", [])]
    first, rest = dice[: rolls[0].count], dice[rolls[0].count :]
    passing = data.get("probability")
    check = RollPart(rolls[0].label, first, data.get("target"), _percent(passing))
    return (check, RollPart(rolls[1].label, rest, None, _percent(chance))) if rest else (check,)


# The players' names in seat order, per battle: fixed once the lobby is over, and an initiative card names each die.
_SEAT_NAMES: Kept[tuple[str, ...]] = Kept(256)


def _initiative_parts(entry: LogEntry, data: dict) -> tuple[RollPart, ...]:
    """An initiative roll's dice, each beside the player who rolled it ("Anna 2 · Ben 5" read as "5 5" and "2 5"):
    the engine numbers the players in seat order, and a tie's roll-off holds only the tied."""
    names = _SEAT_NAMES.made(entry.battle_id, lambda: tuple(
        Seat.objects.filter(battle_id=entry.battle_id).order_by("position").values_list("display_name", flat=True)
    ))  # fmt: skip
    dice = [d for r in entry.rolls for d in r.get("dice", [])]
    rolling = [int(p) for p in (data.get("inputs") or {}).get("rerolling") or []] or list(range(1, len(dice) + 1))
    if len(rolling) != len(dice) or not all(0 < p <= len(names) for p in rolling):
        return ()
    return tuple(RollPart(names[p - 1], [die], None, "") for p, die in zip(rolling, dice, strict=True))


def _card_chance(data: dict, chance: float | None) -> str:
    """Beside "needed 14 or less" the chance read as the chance to pass even on a miss, where it was the miss's: a
    roll with a target says its chance to pass, as the odds before it and its reasons do; any other the chance of
    the result it gave, if that was one to hope for or fear (a deployment sector's "25 %" told a player nothing)."""
    if data.get("target") is not None and data.get("probability") is not None:
        return _percent(data["probability"])
    return f"{round(chance * 100)} %" if chance is not None and chance < 1 else ""


def _percent(p: float | None) -> str:
    return f"{round(p * 100)} %" if p is not None and 0 < p < 1 else ""


def _lands_on(entry: LogEntry) -> str:
    """Whom the roll's effects land on, in the reader's language."""
    label = ((entry.data or {}).get("lands_on") or {}).get("label", "")
    if not label or (get_language() or "en").startswith("en"):
        return label
    return log_said.units_said(entry.battle_id, label)


# What an action spent adds to its roll's log line ("Attack roll: hit. Rifleman 1: shoot. 35 actions left."): the log
# keeps the English; a page in another language says a roll's line from its procedure, result and this part.
# What an action spent, at the end of its entry's line: "Miss. Pz.Kpfw. IV Ausf. H 1: shoot. 33 actions left." The unit's
# label comes before it and may hold ". " itself (battles/pages/log_said.labels_of tells where it starts).
SPENT = re.compile(r": (?P<action>[a-z ]+)\. (?P<left>\d+) actions? left\.")
ACTION_KEYS = {said: key for key, said in ACTION_WORDS.items()}


def _roll_line(entry: LogEntry) -> str:
    """The roll card's line: the entry's summary, or in another language what the card does not show already: the
    Combat Score it gave and the action it spent (the card shows the roll's title and result)."""
    if (get_language() or "en").startswith("en"):
        return entry.summary
    if setup := log_said.setup_roll_said(entry.summary):
        return setup
    return log_said.units_said(entry.battle_id, _what_it_did(entry))


def _what_it_did(entry: LogEntry) -> str:
    """What a roll's line adds to its title and result in another language: the passenger it killed, the Combat
    Score it gave, the attack an overwatch hit broke up and the action it spent (the card and the log alike: the
    German card had left out the broken-up attack, a play-test)."""
    found = BROKEN_UP.search(entry.summary)
    broken = gettext("The attack of %(unit)s is broken up: its shot is lost.") % found.groupdict() if found else ""
    return " ".join(part for part in (_passenger(entry), _scored(entry), broken, _spent(entry)) if part)


SCORED = re.compile(r"team (?P<team>[AB]) scores (?P<points>\d+) \(Combat Score (?P<total>\d+)\)")


def _scored(entry: LogEntry) -> str:
    """The Combat Score a roll gave (a kill, a surrender: battles/services/effects.py), in the reader's language;
    the German card said only the action spent, where the English said who scored (a play-test)."""
    return " ".join(
        gettext("Team %(team)s scores %(points)s (Combat Score %(total)s).") % found.groupdict()
        for found in SCORED.finditer(entry.summary)
    )


BROKEN_UP = re.compile(r"The attack of (?P<unit>.+?) is broken up: its shot is lost\.")  # services/reactions.py
PASSENGER = re.compile(
    r"(?P<none>nobody rides in it, so no passenger is killed)|passenger (?P<unit>[^,]+?) "
    r"(?:killed|loses a man, (?P<left>\d+) left)"
)


def _passenger(entry: LogEntry) -> str:
    """Who a "passenger killed" result took (battles/services/effects.py), in the reader's language: the German line
    said only the table's result, also when nobody rode in the vehicle (a play-test)."""
    found = PASSENGER.search(entry.summary)
    if found is None:
        return ""
    if found["none"]:
        return gettext("Nobody rides in it: no passenger is killed.")
    if found["left"]:
        return gettext("Passenger %(unit)s loses a man: %(left)s left.") % found.groupdict()
    return gettext("Passenger %(unit)s is killed.") % found.groupdict()


def said_line(entry: LogEntry) -> str:
    """A log entry's line as a page shows it: as sealed in English; in another language a roll's from its title,
    result and the action it spent, any other entry's as battles/pages/log_said.py says it."""
    if (get_language() or "en").startswith("en"):
        return entry.summary
    return log_said.units_said(entry.battle_id, _line_said(entry), getattr(entry, "unit_words", False))


def _line_said(entry: LogEntry) -> str:
    if entry.kind != "roll":
        return log_said.said(entry)
    data = entry.data or {}
    procedure = localized.procedure(data.get("procedure", ""))
    if procedure is None or "result" not in data:
        return entry.summary
    if procedure.id == "initiative":
        return f"{procedure.title}: {_initiative_said(entry.summary, whole=True)}"
    if setup := log_said.setup_roll_said(entry.summary):
        return f"{procedure.title}: {setup}"
    said = f"{procedure.title}: {localized.label(str(data['result']))}."
    if shot := data.get("shot"):  # a limited weapon's shot (battles/table/ammo.py)
        said += " " + gettext("%(weapon)s: %(left)s of %(uses)s left.") % shot
    return " ".join(part for part in (said, _what_it_did(entry)) if part)


# An initiative roll's line names the players (the engine counts them): "Initiative: Order Anna, Ben. Actions: Anna 36,
# Ben 35. Anna starts." or "Initiative: tie for the highest: Anna, Ben roll again."
INITIATIVE = re.compile(
    r"Initiative: Order (?P<order>[^.]+)\. Actions: (?P<actions>[^.]+)\. (?:.+\. )?(?P<first>[^.]+) starts\."
)
INITIATIVE_TIE = re.compile(r"Initiative: tie for the highest: (?P<names>[^.]+) roll again\.")


def _initiative_said(summary: str, *, whole: bool) -> str:
    """Who starts ("Anna starts"), or with `whole` the order, the action counters and who starts, in the reader's
    language; a tie says who rolls again. A line of another shape: its English after the title."""
    if found := INITIATIVE.fullmatch(summary):
        starts = gettext("%(name)s starts") % {"name": found["first"]}
        if not whole:
            return starts
        return gettext("Order %(order)s. Actions: %(actions)s. %(starts)s.") % {**found.groupdict(), "starts": starts}
    if found := INITIATIVE_TIE.fullmatch(summary):
        return gettext("Tie for the highest: %(names)s roll again.") % found.groupdict()
    said = summary.split(": ", 1)[-1]
    return said if whole else said.rstrip(".")


def _spent(entry: LogEntry) -> str:
    """The action the entry spent and what is left, in the reader's language ("" when it spent none)."""
    found = SPENT.search(entry.summary)
    if found is None or found["action"] not in ACTION_KEYS:
        return ""
    unit = log_said.spender(entry.battle_id, entry.summary[: found.start()])
    if not unit:
        return ""
    left = int(found["left"])
    return ngettext(
        "%(unit)s: %(action)s. %(left)s action left.", "%(unit)s: %(action)s. %(left)s actions left.", left
    ) % {
        "unit": unit,
        "action": action_words(ACTION_KEYS[found["action"]]),
        "left": left,
    }


VERB_LABELS = {  # the activated unit's buttons, as the picker's quick buttons say them
    "shoot": _("Shoot"),
    "move": pgettext_lazy("verb", "Move"),  # men on foot ("Laufen"); a vehicle's is _move_said's
    "double-move": _("Double move (2)"),
    "rally": pgettext_lazy("verb", "Rally"),
    "other": pgettext_lazy("verb", "Other"),
}
FIRST_ROLL_SKIPS = ("spot-roll", "aa-fire")  # the spot comes before an attack that needs it; AA fire is a reaction


def _transports_stuck(battle: Battle, me: Seat, units: Sequence[BattleUnit]) -> str:
    """Why this seat's transports may not move now ("" when they may, or it has none among these units)."""
    if battle.turn != 1 or not any(u.unit_type == "transport" for u in units):
        return ""
    now = cards_in_force(battle)
    return card_rules.transport_stuck(now, seat=me.pk, team=me.team, turn=battle.turn)


def _no_double(now: list[card_rules.InForce], me: Seat | None) -> str:
    """Why this seat's infantry may not move at the double now ("" when it may)."""
    return card_rules.double_move_refused(now, unit_type="infantry", seat=me.pk, team=me.team) if me else ""


def _broken_down(battle: Battle, unit: BattleUnit) -> str:
    """Why engine trouble keeps this vehicle still now ("" when it does not: battles/table/card_choices.py)."""
    if not card_choices.broken_down(battle.state, unit.pk, battle.turn):
        return ""
    title = card_choices.card_title(card_rules.deck_of(battle), card_choices.ENGINE)
    return card_choices.broken_down_words(title, unit.label_said)


def _move_said(unit: BattleUnit) -> str:
    """Move as the picker's quick button says it for this unit: a tank drives and a cavalry cart rides ("Fahren",
    "Reiten"), men walk ("Laufen"). The activated unit's button had said "Bewegen" beside the picker's "Laufen"."""
    if unit.unit_type in ("afv", "transport"):
        return pgettext_lazy("horse", "Move") if (unit.stats or {}).get("movement") == "horse" else MOVE_DRIVEN
    return VERB_LABELS["move"]


MOVE_DRIVEN = pgettext_lazy("vehicle", "Move")


def _verbs(unit: BattleUnit | None, state: dict, can_double: bool, stuck: str = "", house_rules=()) -> dict:
    """Actions as verbs that do what they say: Shoot opens the unit's attack, Move a vehicle's movement roll,
    Rally the rally roll; the rolls left over go behind "More rolls". A transport a card holds still gets no Move.
    A grenade an event card gave the unit (the supply dump) is thrown like its own."""
    if unit is None:
        return {"verbs": [], "action_rolls": []}
    if granted := card_choices.granted_weapons(state, unit.pk):
        unit = copy.copy(unit)  # read only: what a unit carries when revealed is sealed, so the card's is beside it
        unit.weapons = [*unit.weapons, *granted]
    rolls = action_rolls(unit, manned=str(unit.pk) in (state.get("manned") or {}), house_rules=house_rules)
    firsts = {
        "shoot": next((p for p in rolls.get("shoot", ()) if p not in FIRST_ROLL_SKIPS), None),
        "move": rolls["move"][0] if unit.unit_type in ("afv", "transport") and "move" in rolls else None,
        "rally": next(iter(rolls.get("rally", ())), None),
    }
    moves = (state.get("activation") or {}).get("moves", 0)
    verbs = [Verb("shoot", VERB_LABELS["shoot"], firsts["shoot"])]
    if "move" in rolls and moves < 2 and not stuck:
        verbs.append(Verb("move", _move_said(unit), firsts["move"]))
    if can_double:
        verbs.append(Verb("double-move", VERB_LABELS["double-move"]))
    if firsts["rally"]:
        verbs.append(Verb("rally", VERB_LABELS["rally"], firsts["rally"]))
    verbs.append(Verb("other", VERB_LABELS["other"]))
    more = [
        (action, [localized.procedure(p) for p in procedures if p != firsts.get(action)])
        for action, procedures in rolls.items()
    ]
    return {"verbs": verbs, "action_rolls": [(a, ps) for a, ps in more if ps]}


@dataclass(frozen=True)
class BoardView:
    """What the spectator board adds to the turn: the unit acting now and each team's losses."""

    unit: BattleUnit | None
    losses: list[tuple[str, list[BattleUnit]]]


def board_view(battle: Battle) -> BoardView | None:
    if battle.phase not in ("playing", "ended"):
        return None
    seats = {s.pk: s.team for s in battle.seats.all()}
    acting = (battle.state.get("activation") or {}).get("unit")
    units = list(BattleUnit.objects.filter(battle=battle).filter(Q(pk=acting) | ~Q(status__in=IN_PLAY)))
    lost = [u for u in units if u.status not in IN_PLAY]
    return BoardView(
        unit=next((u for u in units if u.pk == acting), None),
        losses=[(team, [u for u in lost if seats.get(u.seat_id) == team]) for team in ("A", "B")],
    )


# A soldier inside a vehicle he manned is still in the fight; a crew aboard its machine was never out of it.
IN_PLAY = ("active", "crewing", ABOARD)


def may_move_after(battle: Battle, unit: BattleUnit | None) -> bool:
    """Whether the activated unit, on foot, has a second action left to move after the roll it is about to make."""
    current = battle.state.get("activation") or {}
    if unit is None or current.get("unit") != unit.pk or unit.unit_type in ("afv", "transport", "plane"):
        return False
    if current.get("allowed", 0) - current.get("used", 0) < 2 or current.get("moves", 0) >= 2:
        return False
    return not duties.action_blocked(unit, "move", duties.carriage_of(battle, unit))


def verb_roll(unit_id: int | None, action: str) -> str | None:
    """The roll a verb opens for this unit (Shoot: its attack, a plane's run; Move: a vehicle's movement roll)."""
    unit = BattleUnit.objects.filter(pk=unit_id).select_related("battle").first() if unit_id else None
    if unit is None:
        return None
    verbs = _verbs(unit, {}, False, house_rules=unit.battle.house_rules)["verbs"]
    return next((v.procedure for v in verbs if v.action == action), None)


def _dice_spec(step: dict) -> str:
    """The dice the next roll takes, as a table rolls them: "2D6", or "2 or 4 D6" when more follow only sometimes;
    "" when the count depends on its inputs."""
    rolls = localized.procedure(step["procedures"][0]).rolls
    if not rolls or any(isinstance(r.count, str) or r.d3 for r in rolls) or len({r.sides for r in rolls}) > 1:
        return ""
    always = sum(r.count for r in rolls if not r.when)
    most = sum(r.count for r in rolls)
    sides = rolls[0].sides
    if always == most:
        return gettext("%(n)sD%(sides)s") % {"n": most, "sides": sides}
    return gettext("%(n)s or %(most)s D%(sides)s") % {"n": always, "most": most, "sides": sides}


def _bodyguards(step: dict, seats: dict[int, Seat], me: Seat | None) -> dict:
    """For the effect of a hit on a ranking officer that waits for his side: the soldiers who may take it, the
    player whose officer it is (the other phones wait for them: a name, where "team A" had them work out who), and
    whether this phone decides (his side, the host as referee, the app's seat) or `waits`: then it is offered no roll
    of that step, which would only be refused."""
    asked = step.get("bodyguard")
    if not asked:
        return {}
    soldiers = BattleUnit.objects.filter(seat_id=asked["seat"], status="active", unit_type__in=STAND_INS)
    owner = seats.get(asked["seat"])
    decides = me is not None and (me.team == asked["team"] or me.is_host or me.played_by_app)
    return {
        "stand_ins": [(u.pk, u.label_said) for u in soldiers],
        "decider": owner.display_name if owner else "",
        "decides": decides,
        "waits": not decides,
        # The app's own officer (solo play): the app always shields him, and the player only says who stands near.
        "for_app": bool(owner and owner.played_by_app),
    }


def solo_spending(code: str, seat_id: int | None) -> Battle | None:
    """The solo battle with this code if it is still in the lobby and `seat_id` is its player's seat, not ready,
    with additional points rolled: its player is spending them in the builder (armies.builder_views.page)."""
    battle = battle_find(code) if code else None
    if battle is None or battle.phase != "lobby":
        return None
    solo = (battle.state or {}).get("solo")
    if solo is None or solo.get("campaign") or not solo.get("player_points"):
        return None
    seat = next((s for s in battle.seats.all() if s.pk == seat_id), None)
    return battle if seat is not None and seat.is_host and not seat.played_by_app and not seat.is_ready else None
