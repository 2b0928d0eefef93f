"""Command on the table: duties declared at the start of a turn (overwatch, covering fire, interceptor), a
ranking officer's orders (they break the alternation), and the actions that change where a unit is or how
it stands: hide and unhide, mount and dismount, load and unload, hitch and unhitch a gun. Every change is
one log entry under the battle's row lock; a one-time key replays."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence

from django.utils.translation import gettext, pgettext

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, crews, log, turns
from battles.services.common import cards_in_force, seat_of, writing
from battles.table import card_rules, duties
from bof_site.refusals import Refused
from rules.engine.muster import TOW_ORDER
from rules.engine.procedures.movement import manning_penalty

DUTY_CHOICES = ("", *duties.DUTIES)  # "" stands a unit down
UNIT_ACTIONS = ("hide", "unhide", "mount", "dismount", "load", "unload", "hitch", "unhitch", "pick-up", "man")


@calls.recorded
def declare_duties(*, code: str, seat_id: int | None, duties_by_unit: Mapping[int, str], key: uuid.UUID) -> LogEntry:
    """At the start of a turn, before initiative: put units on overwatch, covering fire or interceptor duty,
    or stand them down (""). Only what changes is logged."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        if battle.phase != "playing" or battle.state.get("step") != "initiative":
            raise Refused(gettext("Duties are given at the start of a turn, before initiative is rolled."))
        mine = {u.pk: u for u in BattleUnit.objects.filter(duties.controlled(battle, seat), battle=battle)}
        changes, changed = [], []
        for unit_id, duty in duties_by_unit.items():
            unit = mine.get(unit_id)
            if unit is None:
                raise Refused(gettext("Give duties to your own units only."))
            if duty and duty not in duties.duties_open_to(unit):
                raise Refused(
                    gettext("%(unit)s cannot take up %(duty)s.") % {"unit": unit.label, "duty": _duty_words(duty)}
                )
            if duty == duties.duty_of(unit):
                continue
            unit.tokens = {k: v for k, v in (unit.tokens or {}).items() if k not in duties.DUTIES}
            if duty:
                unit.tokens[duty] = 1
            changed.append(unit)
            changes.append({"unit": unit.pk, "label": unit.label, "duty": duty})
        if not changes:
            raise Refused(gettext("Nothing changed: every unit already has the duty you picked."))
        BattleUnit.objects.bulk_update(changed, ["tokens"])
        said = "; ".join(f"{c['label']} {duties.DUTIES[c['duty']] if c['duty'] else 'stands down'}" for c in changes)
        return log.append(
            battle, kind="duties", summary=f"Duties: {said}.", seat=seat, data={"changes": changes}, key=key
        )


@calls.recorded
def give_orders(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """The activated ranking officer spends one action to give orders: his player then activates units one
    after another, without the other side taking turns, until he has ordered as many actions as his
    doctrine allows or the player ends the orders (Ranking Officers)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, unit = _activated(battle, seat_id)
        if unit.unit_type != "ranking-officer":
            raise Refused(gettext("Only a ranking officer gives orders."))
        if battle.state.get("orders"):
            raise Refused(gettext("Orders are already open: activate the units you order."))
        if int(seat.detachment.get("orders_per_turn", 0)) < 1:
            raise Refused(gettext("This doctrine's officer gives no orders."))
        can_order, card = orders_allowed(battle, seat)
        if can_order < 1:
            raise Refused(gettext("%(card)s is in force: your officer can give no orders this turn.") % {"card": card})
        battle.state = {**battle.state, "orders": {"officer": unit.pk, "left": can_order}}
        _unit, summary = turns.spend(battle, seat, "orders", unit=unit)
        radius = radius_words(battle, seat)
        return log.append(
            battle,
            kind="action",
            summary=f"{summary} He may order {can_order} action{'s' if can_order != 1 else ''} to units {radius}.",
            seat=seat,
            data={"unit": unit.pk, "action": "orders", "may_order": can_order},
            key=key,
        )


def orders_allowed(battle: Battle, seat: Seat) -> tuple[int, str]:
    """How many actions the seat's ranking officer may order this turn, and the event card in force that takes some
    away ("" when none does)."""
    lost, card = card_rules.orders_lost(cards_in_force(battle), seat=seat.pk, team=seat.team)
    return max(int(seat.detachment.get("orders_per_turn", 0)) - lost, 0), card


@calls.recorded
def end_orders(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """The player has ordered what they wanted: play passes on as usual."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = turns.active_seat(battle, seat_id)
        orders = battle.state.get("orders")
        if not orders:
            raise Refused(gettext("No orders are open."))
        if battle.state.get("activation"):
            raise Refused(gettext("Finish the unit you activated first."))
        battle.state = {**battle.state, "orders": None}
        summary = f"{seat.display_name} ends the orders. {turns.pass_on(battle)}"
        return log.append(battle, kind="orders", summary=summary, seat=seat, data={"left": orders["left"]}, key=key)


@calls.recorded
def unit_action(
    *, code: str, seat_id: int | None, action: str, key: uuid.UUID, others: Sequence[int] = (), weapon: str = ""
) -> LogEntry:
    """One action of the activated unit that changes the table: `others` names the vehicle to mount, the
    units to load, the gun to hitch, or the fallen soldier whose `weapon` (its key) is picked up."""
    if action not in UNIT_ACTIONS:
        raise Refused(gettext("Pick an action from the list."))
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, unit = _activated(battle, seat_id)
        if action == "pick-up":
            said = _pick_up(battle, seat, unit, others, weapon)
        elif action == "man":
            said = _man(battle, seat, unit, others)
        else:
            everyone = list(BattleUnit.objects.filter(battle=battle))  # every seat's riders stay as they are
            units = [u for u in everyone if u.seat_id == seat.pk]
            carrying = duties.carried(battle, everyone)
            picked = [u for u in units if u.pk in set(others)]
            if len(picked) != len(set(others)):
                raise Refused(gettext("Pick your own units only."))
            said = ACT[action](unit, picked, units, carrying)
            battle.state = {**battle.state, "carried": {str(pk): c for pk, c in carrying.items()}}
        _unit, summary = turns.spend(battle, seat, action, unit=unit)
        if action == "man" and battle.state.get("activation"):  # the soldiers are the crew now: done
            summary += " " + turns.finish_activation(battle, unit)
        return log.append(
            battle,
            kind="action",
            summary=f"{said} {summary}",
            seat=seat,
            data={"unit": unit.pk, "action": action, "others": list(others)} | ({"weapon": weapon} if weapon else {}),
            key=key,
        )


def _pick_up(battle: Battle, seat: Seat, unit: BattleUnit, others: Sequence[int], weapon_key: str) -> str:
    """Take a weapon a fallen soldier left behind; an enemy's is fired at -1 for the rest of the game."""
    if unit.unit_type not in duties.HIDERS:
        raise Refused(gettext("Only soldiers and officers pick up weapons."))
    everyone = list(BattleUnit.objects.filter(battle=battle, pk__in=list(others)[:1]).select_related("seat"))
    lying = [found for found in duties.dropped_weapons(battle, everyone) if found[1]["key"] == weapon_key]
    if len(others) != 1 or not lying:
        raise Refused(gettext("That weapon is not lying on the table any more. Pick another."))
    fallen, weapon, team = lying[0]
    scavenged = team != seat.team  # an enemy's weapon, whoever dropped it last
    taken = {"from": fallen.pk, "weapon": weapon, "team": team, "by": unit.pk, "scavenged": scavenged}
    battle.state = {**battle.state, "picked_up": [*(battle.state.get("picked_up") or []), taken]}
    penalty = " It is an enemy weapon: −1 on every attack roll with it this game." if scavenged else ""
    return f"{unit.label} picks up the {weapon['name']} {fallen.label} left behind.{penalty}"


def _man(battle: Battle, seat: Seat, unit: BattleUnit, others: Sequence[int]) -> str:
    """Soldiers climb into an abandoned enemy vehicle: they become its crew (their unit stays inside, still
    giving its actions, and its activation ends), and it acts for their player from now on, with the
    manning table's penalties for a crew new to it."""
    if crews.is_crew(unit):  # a crew fighting on climbs back into its own machine, and only that
        machine = BattleUnit.objects.filter(
            battle=battle, pk__in=list(others)[:1], seat_id=unit.seat_id, ref=unit.ref - crews.CREW_REF
        ).first()
        if len(others) != 1 or machine is None or machine.status != "abandoned":
            raise Refused(
                gettext("%(unit)s can climb back only into its own abandoned %(machine)s.")
                % {"unit": unit.label, "machine": unit.label.removesuffix(" crew")}
            )
        return crews.climb_back(unit, machine)
    if unit.unit_type not in duties.HIDERS:
        raise Refused(gettext("Only soldiers and officers man an abandoned vehicle."))
    vehicle = (
        BattleUnit.objects.filter(battle=battle, pk__in=list(others)[:1], status="abandoned")
        .exclude(seat__team=seat.team)  # the enemy's: a side's own crews re-enter theirs (not kept here)
        .first()
    )
    if len(others) != 1 or vehicle is None or vehicle.unit_type not in duties.MANNABLE:
        raise Refused(gettext("Pick an abandoned enemy vehicle or support weapon: only those can be taken over."))
    if vehicle.unit_type == "support-weapon":
        return _man_gun(battle, seat, unit, vehicle)
    kind = duties.vehicle_type(vehicle)
    _movement, penalty = manning_penalty(kind, "infantry")
    taken = {"seat": seat.pk, "team": seat.team, "by": unit.pk, "vehicle_type": kind, "crew_type": "infantry"}
    battle.state = {
        **battle.state,
        "manned": {**(battle.state.get("manned") or {}), str(vehicle.pk): {**taken, "penalty": -(penalty or 0)}},
    }
    vehicle.status, vehicle.crew_alive = "active", unit.crew_alive
    vehicle.save(update_fields=["status", "crew_alive"])
    unit.status = "crewing"
    unit.save(update_fields=["status"])
    fire = "it has no weapons" if penalty is None else f"{penalty:+d} on every attack roll"
    return f"{unit.label} mans {vehicle.label}: a crew new to it ({fire}, fewer movement dice)."


def _man_gun(battle: Battle, seat: Seat, unit: BattleUnit, gun: BattleUnit) -> str:
    """Soldiers take over an abandoned enemy support weapon (Taking over enemy weapons and equipment): it acts for
    their player, at -1 on every attack roll this game, with as many of its crew as they are."""
    taken = {"seat": seat.pk, "team": seat.team, "by": unit.pk, "vehicle_type": "support-weapon",
             "crew_type": "infantry", "penalty": 0, "scavenged": True}  # fmt: skip
    battle.state = {**battle.state, "manned": {**(battle.state.get("manned") or {}), str(gun.pk): taken}}
    gun.status, gun.crew_alive = "active", min(unit.crew_alive, gun.stats.get("crew") or unit.crew_alive)
    gun.save(update_fields=["status", "crew_alive"])
    unit.status = "crewing"
    unit.save(update_fields=["status"])
    return f"{unit.label} mans {gun.label}: an enemy weapon, −1 on every attack roll with it this game."


def _activated(battle: Battle, seat_id: int | None) -> tuple[Seat, BattleUnit]:
    seat = turns.active_seat(battle, seat_id)
    current = battle.state.get("activation")
    if not current:
        raise Refused(gettext("Activate a unit first."))
    return seat, BattleUnit.objects.select_for_update().get(pk=current["unit"])


def _duty_words(duty: str) -> str:
    """A duty's words (duties.DUTIES) for a refusal, in the reader's language; the log keeps the English."""
    return {
        "overwatch": pgettext("duty", "overwatch"),
        "covering-fire": pgettext("duty", "covering fire"),
        "interceptor": pgettext("duty", "interceptor duty"),
    }.get(duty, gettext("that duty"))


def _tow_words(tow_class: str) -> str:
    """A tow class (TOW_ORDER) for a refusal, in the reader's language."""
    return {
        "light": pgettext("tow class", "light"),
        "medium": pgettext("tow class", "medium"),
        "heavy": pgettext("tow class", "heavy"),
    }.get(tow_class, tow_class)


def radius_words(battle: Battle, seat: Seat) -> str:
    cm = seat.detachment.get("command_radius_cm") or 0
    if not cm:
        return "in his command radius"
    size = f"{cm} cm" if battle.measure == "cm" else f"{cm / 2.5:g} in"  # R6: inches = cm / 2.5
    return f"within {size} of him"


# --- The table-changing actions: each checks, changes `carrying` or tokens, and says what happened ------


def _hide(unit, picked, units, carrying) -> str:
    if unit.unit_type not in duties.HIDERS:
        raise Refused(gettext("Only infantry and officers hide."))
    if carrying.get(unit.pk):
        raise Refused(gettext("%(unit)s is aboard a vehicle: dismount first.") % {"unit": unit.label})
    if (unit.tokens or {}).get("hidden"):
        raise Refused(gettext("%(unit)s is already hidden.") % {"unit": unit.label})
    _set_token(unit, "hidden", 1)
    return f"{unit.label} hides: only units at close range can spot it."


def _unhide(unit, picked, units, carrying) -> str:
    if not (unit.tokens or {}).get("hidden"):
        raise Refused(gettext("%(unit)s is not hidden.") % {"unit": unit.label})
    _set_token(unit, "hidden", 0)
    return f"{unit.label} comes out of hiding."


def _mount(unit, picked, units, carrying) -> str:
    if len(picked) != 1:
        raise Refused(gettext("Pick the vehicle to mount."))
    vehicle = picked[0]
    if not duties.can_ride(unit):
        raise Refused(gettext("%(unit)s cannot ride as a passenger.") % {"unit": unit.label})
    if carrying.get(unit.pk):
        raise Refused(gettext("%(unit)s is already aboard a vehicle.") % {"unit": unit.label})
    _check_room(vehicle, [unit], units, carrying)
    carrying[unit.pk] = {"by": vehicle.pk, "how": "rides"}
    return f"{unit.label} mounts {vehicle.label}."


def _dismount(unit, picked, units, carrying) -> str:
    ride = carrying.get(unit.pk)
    if not ride or ride["how"] != "rides":
        raise Refused(gettext("%(unit)s is not aboard a vehicle.") % {"unit": unit.label})
    del carrying[unit.pk]
    return f"{unit.label} dismounts."


def _load(unit, picked, units, carrying) -> str:
    if not picked:
        raise Refused(gettext("Tick the units that get on."))
    if any(not duties.can_ride(u) or carrying.get(u.pk) or u.status != "active" for u in picked):
        raise Refused(gettext("Tick units that can ride and are not aboard a vehicle already."))
    _check_room(unit, picked, units, carrying)
    for u in picked:
        carrying[u.pk] = {"by": unit.pk, "how": "rides"}
    return f"{unit.label} loads {', '.join(u.label for u in picked)}."


def _unload(unit, picked, units, carrying) -> str:
    riders = duties.aboard(unit, units, carrying, "rides")
    if not riders:
        raise Refused(gettext("Nobody rides in %(unit)s.") % {"unit": unit.label})
    for u in riders:
        del carrying[u.pk]
    return f"{unit.label} unloads {', '.join(u.label for u in riders)}."


def _hitch(unit, picked, units, carrying) -> str:
    if len(picked) != 1:
        raise Refused(gettext("Pick the gun to hitch up."))
    gun = picked[0]
    if unit.unit_type not in duties.VEHICLES:
        raise Refused(gettext("Only vehicles tow guns."))
    if duties.aboard(unit, units, carrying, "towed"):
        raise Refused(gettext("%(unit)s already tows a gun.") % {"unit": unit.label})
    need = TOW_ORDER.get(gun.stats.get("tow_class") or "", 0)
    if not need or carrying.get(gun.pk) or gun.status != "active":
        raise Refused(gettext("%(gun)s cannot be hitched up now.") % {"gun": gun.label})
    if TOW_ORDER.get(unit.stats.get("tow_class") or "", 0) < need:
        raise Refused(
            gettext("%(unit)s is too weak to tow %(gun)s: it needs a %(tow)s tow or stronger.")
            % {"unit": unit.label, "gun": gun.label, "tow": _tow_words(gun.stats["tow_class"])}
        )
    carrying[gun.pk] = {"by": unit.pk, "how": "towed"}
    return f"{unit.label} hitches up {gun.label}: its moves are halved while towing (R11)."


def _unhitch(unit, picked, units, carrying) -> str:
    towed = duties.aboard(unit, units, carrying, "towed")
    if not towed:
        raise Refused(gettext("%(unit)s tows nothing.") % {"unit": unit.label})
    del carrying[towed[0].pk]
    return f"{unit.label} unhitches {towed[0].label}."


ACT = {
    "hide": _hide,
    "unhide": _unhide,
    "mount": _mount,
    "dismount": _dismount,
    "load": _load,
    "unload": _unload,
    "hitch": _hitch,
    "unhitch": _unhitch,
}


def _check_room(vehicle: BattleUnit, riders: list[BattleUnit], units: list[BattleUnit], carrying: dict) -> None:
    if vehicle.unit_type not in duties.VEHICLES or not vehicle.stats.get("passengers"):
        raise Refused(gettext("%(vehicle)s carries no passengers.") % {"vehicle": vehicle.label})
    if vehicle.status != "active":
        raise Refused(gettext("%(vehicle)s is out of the fight.") % {"vehicle": vehicle.label})
    room, need = duties.room_left(vehicle, units, carrying), sum(u.crew_alive for u in riders)
    if need > room:
        raise Refused(
            gettext("%(vehicle)s has room for %(room)s more, not %(need)s.")
            % {"vehicle": vehicle.label, "room": room, "need": need}
        )


def _set_token(unit: BattleUnit, name: str, count: int) -> None:
    tokens = {k: v for k, v in (unit.tokens or {}).items() if k != name}
    unit.tokens = {**tokens, name: count} if count else tokens
    unit.save(update_fields=["tokens"])
