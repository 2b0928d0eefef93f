"""What the setup card shows: the deployment, who places first, the placement checklist by group of like
units, and the stepper (one setup step on the screen at a time, with who must act now). Reads only."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.safestring import mark_safe
from django.utils.translation import gettext

from armies import pack_words
from battles import selectors
from battles.models import ABOARD, Battle, BattleUnit, LogEntry, Seat
from battles.pages import card_choices
from battles.services import placement, setup
from battles.services.voids import VOIDABLE
from battles.table import setup_board


@dataclass
class UnitRow:
    unit: BattleUnit
    where: str
    riders: list[BattleUnit]
    gun: str  # "AT gun", "AA gun" or ""


@dataclass
class PlaceGroup:
    name: str
    rows: list[UnitRow]

    @property
    def title(self) -> str:
        return self.name if len(self.rows) > 1 else self.rows[0].unit.label_said

    @property
    def ids(self) -> str:
        return ",".join(str(r.unit.pk) for r in self.rows)

    @property
    def placed(self) -> bool:
        return all(r.unit.placed for r in self.rows)


@dataclass
class SeatProgress:
    seat: Seat
    flank: str
    placed: int
    total: int


@dataclass
class SetupView:
    layout: setup_board.Layout
    sentences: list[str]
    board: str
    roll: str  # the deployment roll this phone may make: "deployment-sector", "escape-corridor" or ""
    roll_as_referee: bool
    rolled_by: str
    reroll: str  # the last roll said "roll again": what it showed
    first: str  # the side that places first
    roll_first: bool  # a roll-off decides it, and it is still open
    team: str  # this phone's side, "" for a spectator
    mode: str  # alternate | simultaneous
    turn: str  # in turns: the side to place next
    progress: list[SeatProgress]
    rows: list[UnitRow]
    planes: list[BattleUnit]
    my_flank: str
    other_flanks: list[str]  # the flanks of this phone's teammates
    leaders: list[BattleUnit]
    promotable: list[BattleUnit]
    missing: str
    my_last: LogEntry | None
    card_choices: list = field(default_factory=list)  # event cards still waiting for a choice (pages/card_choices.py)

    @property
    def groups(self) -> list[PlaceGroup]:
        """Like units still to place as one row ("Rifleman ×14: place all"), then those placed, in roster order."""
        found: dict[tuple, PlaceGroup] = {}
        for row in self.rows:
            u = row.unit
            if row.riders or row.gun or u.squad_leader:  # a vehicle with its load, a gun, a leader: on its own
                kin: tuple = ("single", u.pk)
            else:
                kin = (u.profile_key, u.quality, tuple(w["key"] for w in u.weapons), u.placed)
            found.setdefault(kin, PlaceGroup(pack_words.said(u.stats) or u.label, [])).rows.append(row)
        return list(found.values())

    @property
    def has_guns(self) -> bool:
        return any(row.gun for row in self.rows)

    @property
    def ready_to_place(self) -> bool:
        return self.layout.settled and bool(self.first)

    @property
    def all_mine_placed(self) -> bool:
        """This phone's units are all on the table: its "all placed" tap has nothing left to do."""
        return bool(self.rows) and all(row.unit.placed for row in self.rows)

    @property
    def my_turn(self) -> bool:
        return bool(self.team) and (self.mode == "simultaneous" or self.turn == self.team)


def table_context(battle: Battle, me: Seat | None) -> dict:
    """What the setup card needs, read with a fixed number of queries: the units (one) and, for a seated
    phone, the newest log entry (one), whatever the detachments' size. The seats come prefetched."""
    if battle.phase != "setup":
        return {}
    seats = list(battle.seats.all())
    units = list(BattleUnit.objects.filter(battle=battle).exclude(status=ABOARD))
    last = selectors.newest_takeable(battle) if me else None
    return {"setup": _setup_view(battle, me, seats, units, last)}


def _setup_view(battle: Battle, me: Seat | None, seats: list[Seat], units: list[BattleUnit], last) -> SetupView:
    layout, state = setup_board.layout_of(battle), battle.state.get("setup", {})
    placing = placement.placing_of(battle, units)
    flanks = setup_board.flanks(seats, battle.state)
    by_seat = {s.pk: s for s in seats}
    mine = [u for u in units if me is not None and u.seat_id == me.pk]
    rows = [
        UnitRow(
            u,
            setup_board.where(u, layout, me.team, battle.measure),
            placing.goes_with(u),
            placement.gun_kind(u.unit_type, u.stats),
        )
        for u in mine
        if placing.placeable(u)
    ]
    roll = setup.deployment_roll(battle.game_mode) if me is not None and not layout.settled else ""
    if roll == "escape-corridor" and me.team != "B" and not me.is_host:
        roll = ""
    promoted = state.get("promoted", {}).get(str(me.pk)) if me else None
    leaders = [u for u in mine if placement.is_leader(u)]
    return SetupView(
        layout=layout,
        sentences=setup_board.layout_sentences(layout),
        board=mark_safe(setup_board.board_svg(layout)),  # noqa: S308  (built from fixed words and numbers)
        roll=roll,
        roll_as_referee=roll == "escape-corridor" and me.team != "B",
        rolled_by=by_seat[state["rolled_by"]].display_name if state.get("rolled_by") in by_seat else "",
        reroll=_reroll_words(state.get("reroll")),
        first=placing.first,
        roll_first=layout.kind != "sector" and layout.settled and not placing.first and me is not None,
        team=me.team if me else "",
        mode=setup.placement_mode(battle),
        turn=placing.next_side(seats) if setup.placement_mode(battle) == "alternate" else "",
        progress=[
            SeatProgress(
                s,
                flanks.get(s.pk, ""),
                placing.placed_count([s.pk]),
                sum(1 for u in units if u.seat_id == s.pk and placing.placeable(u)),
            )
            for s in seats
        ],
        rows=rows,
        planes=[u for u in mine if u.unit_type == "plane"],
        my_flank=flanks.get(me.pk, "") if me else "",
        other_flanks=[f for s, f in flanks.items() if me and s != me.pk and by_seat[s].team == me.team],
        leaders=leaders,
        promotable=[u for u in mine if u.unit_type == "infantry" and u.stats.get("crew", 1) == 1 and u.pk != promoted]
        if not [u for u in leaders if u.pk != promoted]
        else [],
        missing=placement.setup_missing(battle, units, seats),
        my_last=last if last and me and last.seat_id == me.pk and last.kind in VOIDABLE and last.undoable else None,
        card_choices=card_choices.open_choices(battle, me, seats, units),
    )


def _reroll_words(reroll: dict | None) -> str:
    if not reroll:
        return ""
    dice = reroll["dice"]
    if reroll["roll"] == "placement-order":
        return gettext("A tie: both sides rolled %(die)s. Roll again.") % {"die": dice[0]}
    return gettext("The last roll was %(total)s (%(dice)s): that means roll again.") % {
        "total": sum(dice),
        "dice": ", ".join(map(str, dice)),
    }


# --- the stepper: one setup step on the screen at a time, with who must act now -------------------------

STEPS = (("deployment", "Deployment"), ("placing", "Placing"), ("cards", "Event cards"), ("morale", "Force morale"))


@dataclass(frozen=True)
class SetupStep:
    id: str
    title: str
    done: bool
    now: str  # who must act now, in a sentence; "" once done


def setup_steps(battle: Battle, context: dict) -> list[SetupStep]:
    """The steps before turn 1 in the order a table takes them, from what the table page already read."""
    view, cards_view = context["setup"], context.get("event_cards")
    placed = all(p.placed == p.total for p in view.progress)
    waiting = cards_view.waiting if cards_view else []
    choosing = [f"{c.drawer.display_name} ({c.title})" for c in view.card_choices if c.line.waiting]
    unrolled = [m["team"] for m in context["morale"] if not m["value"]]
    deployment_now = "" if view.ready_to_place else view.missing
    return [
        SetupStep("deployment", gettext("Deploy"), view.ready_to_place, deployment_now),
        SetupStep("placing", gettext("Place"), view.ready_to_place and placed, "" if placed else view.missing),
        SetupStep(
            "cards",
            gettext("Cards"),
            not waiting and not choosing,
            gettext("Still to draw: %(names)s.") % {"names": ", ".join(waiting)}
            if waiting
            else gettext("Still to choose for a card: %(names)s.") % {"names": ", ".join(choosing)}
            if choosing
            else "",
        ),
        SetupStep(
            "morale",
            gettext("Morale"),
            not unrolled,
            gettext("Roll force morale for %(teams)s.")
            % {"teams": gettext(" and ").join(gettext("team %(team)s") % {"team": t} for t in unrolled)}
            if unrolled
            else "",
        ),
    ]


def shown_step(steps: list[SetupStep], asked: str | None) -> str:
    """The step the phone shows: the one asked for (a tap on its chip), else the first not done, else the start."""
    if asked in {s.id for s in steps} | {"start"}:
        return asked
    return next((s.id for s in steps if not s.done), "start")
