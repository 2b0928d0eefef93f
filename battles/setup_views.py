"""Pages and forms of a battle's setup: the deployment roll, who places first, the placement checklist, the
squad leader and ambush tokens. Views parse, call one service, and go back to the table (POST/redirect/GET)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from battles import setup_board
from battles import views as table_views  # the table page's helpers (views.py imports this module too)
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import placement, setup
from battles.services.voids import VOIDABLE
from bof_site.refusals import Refused
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter)

MAX_DICE = 40


@require_POST
def deployment(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.roll_deployment(code=code, data=_dice(request), **who)

    return table_views.act_on_table(request, code, "setup", act)


@require_POST
def first(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.roll_placement_order(code=code, data=_dice(request), **who)

    return table_views.act_on_table(request, code, "setup", act)


@require_POST
def placement_mode(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.set_placement_mode(code=code, mode=request.POST.get("mode", ""), **who)

    return table_views.act_on_table(request, code, "setup", act)


@require_POST
def flank(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.take_flank(code=code, flank=request.POST.get("flank", "")[:10], **who)

    return table_views.act_on_table(request, code, "setup", act)


@require_POST
def place(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        if "group" in request.POST:  # "all of these": one row of like units
            placement.place_all(code=code, unit_ids=_units(request), **who)
        elif "all" in request.POST:
            placement.place_all(code=code, **who)
        else:
            placement.place_unit(code=code, unit_id=_unit(request), **who)

    return table_views.act_on_table(request, code, "setup", act)


@require_POST
def squad_leader(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        placement.promote_squad_leader(code=code, unit_id=_unit(request, "Pick the soldier to promote."), **who)

    return table_views.act_on_table(request, code, "setup", act)


@require_POST
def ambush(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        on = {"1": True, "0": False}.get(request.POST.get("ambush", ""))
        if on is None:
            raise Refused("Choose whether the gun lies in ambush or not.")
        placement.set_ambush(code=code, unit_id=_unit(request, "Pick one of your own guns."), ambush=on, **who)

    return table_views.act_on_table(request, code, "setup", act)


urlpatterns = [
    path("<room:code>/setup/deployment/", deployment, name="setup_deployment"),
    path("<room:code>/setup/first/", first, name="setup_first"),
    path("<room:code>/setup/placement/", placement_mode, name="setup_placement"),
    path("<room:code>/setup/flank/", flank, name="setup_flank"),
    path("<room:code>/setup/place/", place, name="setup_place"),
    path("<room:code>/setup/squad-leader/", squad_leader, name="setup_squad_leader"),
    path("<room:code>/setup/ambush/", ambush, name="setup_ambush"),
]


def _unit(request: HttpRequest, message: str = "Pick one of your units.") -> int:
    value = request.POST.get("unit", "")
    if not value.isdigit() or len(value) > 9:
        raise Refused(message, field="unit")
    return int(value)


def _units(request: HttpRequest) -> list[int]:
    values = request.POST.get("group", "").split(",")
    if not values or len(values) > 500 or not all(v.isdigit() and len(v) <= 9 for v in values):
        raise Refused("Pick your own units that are still to place.", field="unit")
    return [int(v) for v in values]


def _dice(request: HttpRequest) -> dict:
    """Dice typed in from the table win over the server's roll (Enter in the dice box submits with "Roll")."""
    typed = request.POST.get("dice", "").strip()
    if len(typed) > MAX_DICE:
        raise Refused("Type the dice you rolled, like 3,5,1,6.", field="dice")
    return {"dice": [typed]} if typed else {"roll": ["1"]}


# --- what the table page shows ------------------------------------------------------------------------


@dataclass
class UnitRow:
    unit: BattleUnit
    where: str
    riders: list[BattleUnit]
    gun: str  # "AT gun", "AA gun" or ""
    key: uuid.UUID = field(default_factory=uuid.uuid4)
    ambush_key: uuid.UUID = field(default_factory=uuid.uuid4)


@dataclass
class PlaceGroup:
    name: str
    rows: list[UnitRow]
    key: uuid.UUID = field(default_factory=uuid.uuid4)

    @property
    def title(self) -> str:
        return self.name if len(self.rows) > 1 else self.rows[0].unit.label

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
    other_flanks: list[tuple[str, uuid.UUID]]  # the flanks of this phone's teammates, each with its form's key
    leaders: list[BattleUnit]
    promotable: list[BattleUnit]
    missing: str
    my_last: LogEntry | None
    keys: dict[str, uuid.UUID] = field(
        default_factory=lambda: {n: uuid.uuid4() for n in ("roll", "first", "mode", "all", "leader", "void")}
    )

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
            found.setdefault(kin, PlaceGroup(u.stats.get("name", u.label), [])).rows.append(row)
        return list(found.values())

    @property
    def ready_to_place(self) -> bool:
        return self.layout.settled and bool(self.first)

    @property
    def my_turn(self) -> bool:
        return bool(self.team) and (self.mode == "simultaneous" or self.turn == self.team)


def table_context(battle: Battle, me: Seat | None) -> dict:
    """What the setup card needs, read with a fixed number of queries: the units (one) and, for a seated
    phone, the newest log entry (one), whatever the detachments' size. The seats come prefetched."""
    if battle.phase != "setup":
        return {}
    seats = list(battle.seats.all())
    units = list(BattleUnit.objects.filter(battle=battle))
    last = LogEntry.objects.filter(battle=battle).order_by("-seq").first() if me else None
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
        other_flanks=[(f, uuid.uuid4()) for s, f in flanks.items() if me and s != me.pk and by_seat[s].team == me.team],
        leaders=leaders,
        promotable=[u for u in mine if u.unit_type == "infantry" and u.stats.get("crew", 1) == 1 and u.pk != promoted]
        if not [u for u in leaders if u.pk != promoted]
        else [],
        missing=placement.setup_missing(battle, units, seats),
        my_last=last
        if last and me and last.seat_id == me.pk and last.kind in VOIDABLE and last.undo is not None
        else None,
    )


def _reroll_words(reroll: dict | None) -> str:
    if not reroll:
        return ""
    dice = reroll["dice"]
    if reroll["roll"] == "placement-order":
        return f"A tie: both sides rolled {dice[0]}. Roll again."
    return f"The last roll was {sum(dice)} ({', '.join(map(str, dice))}): that means roll again."


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
    unrolled = [m["team"] for m in context["morale"] if not m["value"]]
    deployment_now = "" if view.ready_to_place else view.missing
    return [
        SetupStep("deployment", "Deploy", view.ready_to_place, deployment_now),
        SetupStep("placing", "Place", view.ready_to_place and placed, "" if placed else view.missing),
        SetupStep("cards", "Cards", not waiting, f"Still to draw: {', '.join(waiting)}." if waiting else ""),
        SetupStep(
            "morale",
            "Morale",
            not unrolled,
            f"Roll force morale for {' and '.join('team ' + t for t in unrolled)}." if unrolled else "",
        ),
    ]


def shown_step(steps: list[SetupStep], asked: str | None) -> str:
    """The step the phone shows: the one asked for (a tap on its chip), else the first not done, else the start."""
    if asked in {s.id for s in steps} | {"start"}:
        return asked
    return next((s.id for s in steps if not s.done), "start")
