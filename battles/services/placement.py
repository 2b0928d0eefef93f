"""Placing the units on the table in setup (Deployment): the checklist's ticks, in turns or all at once,
passengers and towed guns going with their vehicle; the squad leader's promotion; ambush tokens on AT
and AA guns (Ambush). Each change is one log entry under the battle's row lock."""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import in_phase, seat_of, writing
from battles.services.setup import OTHER, placement_mode
from battles.table import setup_board
from bof_site.refusals import Refused


def gun_kind(unit_type: str, stats: dict) -> str:
    """ "AT gun", "AA gun" or "": the guns that may start in ambush. The arsenal has no such marker, so it is
    read from the profile: a support weapon with a blast is a gun (an MG has none); the AA guns are the
    autocannons that fire twice a turn; an AT gun's AP is at least its HE less one, where infantry guns and
    howitzers carry far more HE than AP (the sample arsenal's rule of thumb, see its notes)."""
    if unit_type != "support-weapon" or not stats.get("blast"):
        return ""
    if stats.get("attacks_per_turn", 1) >= 2:
        return "AA gun"
    return "AT gun" if stats.get("ap", 0) >= stats.get("he", 0) - 1 else ""


@dataclass(frozen=True)
class Placing:
    """The battle's units as placement sees them: who goes with whom, what is left per side and seat."""

    units: list[BattleUnit]
    carrier: dict[int, BattleUnit]  # unit id -> the vehicle it rides in or is towed by
    first: str  # the side that places first, "" until settled
    aboard: dict[int, list[BattleUnit]] = field(default_factory=dict)  # vehicle id -> what it carries

    def placeable(self, unit: BattleUnit) -> bool:
        """A unit that is ticked on its own: not carried, not a plane (planes start off the board)."""
        return unit.pk not in self.carrier and unit.unit_type != "plane" and unit.status == "active"

    def goes_with(self, vehicle: BattleUnit) -> list[BattleUnit]:
        """Everything that rides in or is towed by this vehicle, and what rides in that, and so on."""
        found, todo = [], [vehicle]
        while todo:
            for u in self.aboard.get(todo.pop().pk, []):
                if u not in found and u != vehicle:
                    found.append(u)
                    todo.append(u)
        return found

    def left(self, seat_ids: Iterable[int]) -> list[BattleUnit]:
        ids = set(seat_ids)
        return [u for u in self.units if u.seat_id in ids and self.placeable(u) and not u.placed]

    def placed_count(self, seat_ids: Iterable[int]) -> int:
        ids = set(seat_ids)
        return sum(1 for u in self.units if u.seat_id in ids and self.placeable(u) and u.placed)

    def next_side(self, seats: list[Seat]) -> str:
        """In turns: the side that has placed fewer units goes, the first side on a tie; a side with nothing
        left hands over to the other. "" when every unit is placed or nobody has started yet."""
        if not self.first:
            return ""
        team = {t: [s.pk for s in seats if s.team == t] for t in ("A", "B")}
        first, other = self.first, OTHER[self.first]
        if not self.left(team[first]):
            return other if self.left(team[other]) else ""
        if not self.left(team[other]):
            return first
        return first if self.placed_count(team[first]) <= self.placed_count(team[other]) else other


def placing_of(battle: Battle, units: list[BattleUnit]) -> Placing:
    by_ref = {(u.seat_id, u.ref): u for u in units}
    carrier: dict[int, BattleUnit] = {}
    aboard: dict[int, list[BattleUnit]] = {}
    for u in units:
        ref = u.rides_in or u.towed_by
        if ref and (found := by_ref.get((u.seat_id, ref))) is not None and found.pk != u.pk:
            carrier[u.pk] = found
            aboard.setdefault(found.pk, []).append(u)
    return Placing(units, carrier, battle.state.get("setup", {}).get("first", ""), aboard)


def setup_missing(battle: Battle, units: list[BattleUnit], seats: list[Seat]) -> str:
    """What still stands between setup and turn 1, in one sentence; "" when the table is set."""
    layout, placing = setup_board.layout_of(battle), placing_of(battle, units)
    if not layout.settled:
        if layout.kind == "pocket":
            return gettext("Team B rolls the escape corridor first.")
        return gettext("Roll the deployment sector first.")
    if not placing.first:
        return gettext("Roll who places first.")
    left = [(s, len(placing.left([s.pk]))) for s in seats]
    if any(n for _s, n in left):
        counts = ", ".join(f"{s.display_name} {n}" for s, n in left if n)
        return gettext("Place every unit first; still to place: %(counts)s.") % {"counts": counts}
    return ""


@calls.recorded
def place_unit(*, code: str, seat_id: int | None, unit_id: int, key: uuid.UUID) -> LogEntry:
    """Tick one of your units as placed; what rides in it or is towed by it goes with it. In turns, only
    the side whose turn it is may tick, one unit; any player of that side may (the players of a side
    settle among themselves who puts down the next model)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, placing, seats = _placing(battle, seat_id)
        unit = next((u for u in placing.units if u.pk == unit_id and u.seat_id == seat.pk), None)
        if unit is None:
            raise Refused(gettext("Pick one of your own units."), field="unit")
        if unit.pk in placing.carrier:
            vehicle = placing.carrier[unit.pk]
            raise Refused(
                gettext("%(unit)s goes with %(vehicle)s: tick %(vehicle)s and it is placed too.")
                % {"unit": unit.label, "vehicle": vehicle.label}
            )
        if unit.unit_type == "plane":
            raise Refused(
                gettext("%(unit)s stays off the board until it attacks: there is nothing to place.")
                % {"unit": unit.label}
            )
        if unit.placed:
            raise Refused(gettext("%(unit)s is placed already.") % {"unit": unit.label})
        if placement_mode(battle) == "alternate":
            turn = placing.next_side(seats)
            if turn != seat.team:
                raise Refused(
                    gettext("It is team %(team)s's turn to place a unit. Wait for them, then place yours.")
                    % {"team": turn}
                )
        riders = placing.goes_with(unit)
        _mark([unit, *riders])
        with_them = f" with {', '.join(u.label for u in riders)}" if riders else ""
        return log.append(
            battle, kind="setup", summary=f"{seat.display_name} places {unit.label}{with_them}.", seat=seat,
            data={"placed": [unit.pk, *(u.pk for u in riders)]}, key=key,
        )  # fmt: skip


@calls.recorded
def place_all(*, code: str, seat_id: int | None, key: uuid.UUID, unit_ids: list[int] | None = None) -> LogEntry:
    """Placing all at once: one tick for every unit of yours still to place, or for a group of them
    (`unit_ids`: "all of these" riflemen); what rides or is towed goes with its vehicle."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, placing, _seats = _placing(battle, seat_id)
        if placement_mode(battle) == "alternate":
            raise Refused(gettext("Units are placed in turns, one at a time: tick them one by one."))
        left = placing.left([seat.pk])
        if unit_ids is not None:
            left = [u for u in left if u.pk in set(unit_ids)]
            if len(left) != len(set(unit_ids)):
                raise Refused(gettext("Pick your own units that are still to place."), field="unit")
        if not left:
            raise Refused(gettext("Every one of your units is placed already."))
        riders = [r for u in left for r in placing.goes_with(u)]
        _mark(left + riders)
        which = (
            "every unit left"
            if unit_ids is None
            else ", ".join(u.label for u in left[:3]) + (" ..." if len(left) > 3 else "")
        )
        return log.append(
            battle, kind="setup", summary=f"{seat.display_name} places {which} ({len(left)}).", seat=seat,
            data={"placed": [u.pk for u in left + riders]}, key=key,
        )  # fmt: skip


@calls.recorded
def promote_squad_leader(*, code: str, seat_id: int | None, unit_id: int, key: uuid.UUID) -> LogEntry:
    """Promote one soldier to squad leader, for free (Squad Leaders), if the seat has none. Promoting
    another soldier later in setup moves the promotion: that is how a slip is put right."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _check_setup(battle)
        units = list(BattleUnit.objects.filter(battle=battle, seat=seat))
        promoted = battle.state.get("setup", {}).get("promoted", {})
        before = next((u for u in units if u.pk == promoted.get(str(seat.pk))), None)
        leaders = [u for u in units if is_leader(u) and u != before]
        if leaders:
            raise Refused(gettext("You have a squad leader already: %(leader)s.") % {"leader": leaders[0].label})
        unit = next((u for u in units if u.pk == unit_id), None)
        if unit is None:
            raise Refused(gettext("Pick one of your own soldiers."), field="unit")
        if unit == before:
            raise Refused(gettext("%(unit)s is your squad leader already.") % {"unit": unit.label})
        if unit.unit_type != "infantry":
            raise Refused(
                gettext("Only a soldier can be promoted, not %(unit)s (R22: no officer, no machine).")
                % {"unit": unit.label}
            )
        if unit.stats.get("crew", 1) != 1:
            raise Refused(
                gettext("Pick a single soldier: %(unit)s is a team of %(crew)s.")
                % {"unit": unit.label, "crew": unit.stats["crew"]}
            )
        if before is not None:
            before.squad_leader = False
            before.save(update_fields=["squad_leader"])
        unit.squad_leader = True
        unit.save(update_fields=["squad_leader"])
        setup = battle.state.get("setup", {})
        battle.state = {**battle.state, "setup": {**setup, "promoted": {**promoted, str(seat.pk): unit.pk}}}
        instead = f" instead of {before.label}" if before else ""
        return log.append(
            battle, kind="squad-leader", summary=f"{seat.display_name} promotes {unit.label} to squad leader{instead}.",
            seat=seat, data={"unit": unit.pk, "instead_of": before.pk if before else None}, key=key,
        )  # fmt: skip


@calls.recorded
def set_ambush(*, code: str, seat_id: int | None, unit_id: int, ambush: bool, key: uuid.UUID) -> LogEntry:
    """Put an AT or AA gun in ambush for the start of the game, or take it out (Ambush: not during play)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        in_phase(
            battle,
            "setup",
            refusal=gettext("AT and AA guns go into ambush only before the game starts, never during it."),
        )
        unit = BattleUnit.objects.filter(battle=battle, seat=seat, pk=unit_id).first()
        if unit is None:
            raise Refused(gettext("Pick one of your own guns."), field="unit")
        kind = gun_kind(unit.unit_type, unit.stats)
        if not kind:
            raise Refused(gettext("Only AT and AA guns can start in ambush; %(unit)s cannot.") % {"unit": unit.label})
        if ambush and unit.towed_by:
            raise Refused(
                gettext("%(unit)s starts hooked to its vehicle: a towed gun cannot lie in ambush.")
                % {"unit": unit.label}
            )
        if bool(unit.tokens.get("ambush")) == ambush:
            raise Refused(
                (gettext("%(unit)s is in ambush already.") if ambush else gettext("%(unit)s is not in ambush already."))
                % {"unit": unit.label}
            )
        tokens = {k: v for k, v in unit.tokens.items() if k != "ambush"}
        unit.tokens = {**tokens, "ambush": 1} if ambush else tokens
        unit.save(update_fields=["tokens"])
        words = "lies in ambush" if ambush else "is no longer in ambush"
        return log.append(
            battle, kind="setup", summary=f"{seat.display_name}'s {kind} {unit.label} {words}.", seat=seat,
            data={"unit": unit.pk, "ambush": ambush}, key=key,
        )  # fmt: skip


def is_leader(unit: BattleUnit) -> bool:
    return unit.squad_leader or unit.unit_type == "squad-leader"


def _placing(battle: Battle, seat_id: int | None) -> tuple[Seat, Placing, list[Seat]]:
    """The asking seat, the units as placement sees them and the seats, once placing may begin."""
    seat = seat_of(battle, seat_id)
    _check_setup(battle)
    seats = list(battle.seats.all())
    units = list(BattleUnit.objects.filter(battle=battle).select_for_update())
    placing = placing_of(battle, units)
    missing = setup_missing(battle, [], seats)  # no units: only the deployment and who places first
    if missing:
        raise Refused(gettext("Not yet: %(what)s") % {"what": missing[0].lower() + missing[1:]})
    return seat, placing, seats


def _mark(units: list[BattleUnit]) -> None:
    for u in units:
        u.placed = True
    BattleUnit.objects.bulk_update(units, ["placed"])


def _check_setup(battle: Battle) -> None:
    if battle.phase != "setup":
        raise Refused(gettext("That is done during setup, before the first turn."))
