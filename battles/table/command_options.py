"""What the turn card offers for command: the duty form before initiative, the open orders, and the
table-changing actions the activated unit may take now (battles/services/command.py carries them out)."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext, pgettext_lazy

from armies import pack_words
from battles.models import Battle, BattleUnit, Seat
from battles.pages.log_rows import radius_said
from battles.services.command import radius_words
from battles.services.crews import CREW_REF, is_crew
from battles.table import duties
from rules.engine.muster import TOW_ORDER


@dataclass(frozen=True)
class DutyRow:
    unit: BattleUnit
    choices: list[tuple[str, str]]  # (value, words), "" first: no duty
    current: str


@dataclass(frozen=True)
class UnitOptions:
    give_orders: bool = False
    order_radius: str = ""  # "within 20 cm of him", in the reader's language
    hide: bool = False
    unhide: bool = False
    dismount: bool = False
    mount: list[BattleUnit] = field(default_factory=list)  # own vehicles with room for it
    load: list[BattleUnit] = field(default_factory=list)  # own units that may get on
    unload: list[BattleUnit] = field(default_factory=list)  # who rides in it now
    hitch: list[BattleUnit] = field(default_factory=list)  # own guns it is strong enough to tow
    unhitch: BattleUnit | None = None
    pick_up: list[tuple[str, str]] = field(default_factory=list)  # ("<fallen id>:<weapon key>", words)
    man: list[tuple[int, str]] = field(default_factory=list)  # abandoned vehicles its soldiers may man

    @property
    def any(self) -> bool:
        return any(
            (
                self.give_orders,
                self.hide,
                self.unhide,
                self.dismount,
                self.mount,
                self.load,
                self.unload,
                self.hitch,
                self.unhitch,
            )
        )


DUTY_NAMES = {  # the duty select's words, by duty key ("" for none; duties.DUTIES keeps the log's English)
    "": pgettext_lazy("duty", "no duty"),
    "overwatch": pgettext_lazy("duty", "overwatch"),
    "covering-fire": pgettext_lazy("duty", "covering fire"),
    "interceptor": pgettext_lazy("duty", "interceptor duty"),
}


def duty_rows(units: list[BattleUnit]) -> list[DutyRow]:
    rows = []
    for u in units:
        if open_to := duties.duties_open_to(u):
            choices = [(d, str(DUTY_NAMES[d])) for d in ("", *open_to)]
            rows.append(DutyRow(u, choices, duties.duty_of(u)))
    return rows


def _radius_said(battle: Battle, seat: Seat) -> str:
    """The order radius in the reader's language ("im Umkreis von 20 cm um ihn"): radius_words is the log's
    English, and the turn card had shown it as it was in German ("Wähl eine Einheit within 20 cm of him")."""
    return radius_said(radius_words(battle, seat))


def open_orders(battle: Battle, seat: Seat) -> dict | None:
    orders = battle.state.get("orders")
    return {**orders, "radius": _radius_said(battle, seat)} if orders else None


def unit_options(battle: Battle, seat: Seat, unit: BattleUnit, units: list[BattleUnit]) -> UnitOptions:
    """`units` are the seat's own units."""
    carrying = duties.carried(battle, units)
    mine = carrying.get(unit.pk, {})
    free = [u for u in units if u.status == "active" and u.pk != unit.pk and u.pk not in carrying]
    vehicle = unit.unit_type in duties.VEHICLES and unit.status == "active"
    tows = next(iter(duties.aboard(unit, units, carrying, "towed")), None)
    strength = TOW_ORDER.get(unit.stats.get("tow_class") or "", 0)
    return UnitOptions(
        give_orders=unit.unit_type == "ranking-officer"
        and not battle.state.get("orders")
        and seat.detachment.get("orders_per_turn", 0) > 0,
        order_radius=_radius_said(battle, seat),
        hide=unit.unit_type in duties.HIDERS and not mine and not (unit.tokens or {}).get("hidden"),
        unhide=bool((unit.tokens or {}).get("hidden")),
        dismount=mine.get("how") == "rides",
        mount=[
            v
            for v in free
            if duties.can_ride(unit)
            and not mine
            and v.unit_type in duties.VEHICLES
            and duties.room_left(v, units, carrying) >= unit.crew_alive
        ],
        load=[u for u in free if duties.can_ride(u)] if vehicle and unit.stats.get("passengers") else [],
        unload=duties.aboard(unit, units, carrying, "rides") if vehicle else [],
        hitch=[g for g in free if 0 < TOW_ORDER.get(g.stats.get("tow_class") or "", 0) <= strength]
        if vehicle and not tows
        else [],
        unhitch=tows if vehicle else None,
        pick_up=_lying(battle, seat) if unit.unit_type in duties.HIDERS else [],
        man=_own_machine(battle, unit)
        if is_crew(unit)
        else _abandoned(battle, seat)
        if unit.unit_type in duties.HIDERS
        else [],
    )


def _abandoned(battle: Battle, seat: Seat) -> list[tuple[int, str]]:
    """The enemy's abandoned vehicles and support weapons, the owner said first (a phone's select cuts long names
    off, and both sides often field the same vehicle)."""
    empty = BattleUnit.objects.filter(battle=battle, status="abandoned", unit_type__in=duties.MANNABLE)
    empty = empty.exclude(seat__team=seat.team).select_related("seat")
    return [
        (v.pk, gettext("%(name)s’s %(unit)s") % {"name": v.seat.display_name, "unit": v.own_label_said}) for v in empty
    ]


def _own_machine(battle: Battle, crew: BattleUnit) -> list[tuple[int, str]]:
    """A crew fighting on may climb back into its own machine once it stands abandoned (R37)."""
    machine = BattleUnit.objects.filter(
        battle=battle, seat_id=crew.seat_id, ref=crew.ref - CREW_REF, status="abandoned"
    )
    return [(m.pk, gettext("Your own %(unit)s") % {"unit": m.own_label_said}) for m in machine]


def _lying(battle: Battle, seat: Seat) -> list[tuple[str, str]]:
    fallen = BattleUnit.objects.filter(battle=battle, status__in=("dead", "surrendered")).select_related("seat")
    return [
        (f"{u.pk}:{w['key']}", _dropped(w, u, enemy=team != seat.team))
        for u, w, team in duties.dropped_weapons(battle, fallen)
    ]


def _dropped(weapon: dict, fallen: BattleUnit, *, enemy: bool) -> str:
    """A weapon lying by a fallen soldier, as the pick-up menu offers it: "MP 40 from Schütze 3"; an enemy's says
    its -1 first."""
    said = {"weapon": pack_words.said(weapon), "unit": fallen.label_said}
    if enemy:
        return gettext("Enemy’s, −1: %(weapon)s from %(unit)s") % said
    return gettext("%(weapon)s from %(unit)s") % said
