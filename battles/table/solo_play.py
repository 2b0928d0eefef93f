"""How a solo battle's turns read for the app's seat (Playing Burst of Fire solo): whose phone acts for it, where each
of its units stands, and its units as the engine's activation ladder and behaviour rules see them. Reads only."""

from __future__ import annotations

import copy
from collections.abc import Iterable

from battles.models import Battle, BattleUnit, Seat
from rules.engine.solitaire.activation import Candidate

# How far one move takes a unit, in cm, for the ladder's "fastest units" rung (Movement, R9): infantry 10, support
# weapons 5, a vehicle or horse its mobility in D6 of 2.5 cm a pip (8.75 cm a die on average).
FOOT_CM, SUPPORT_CM, CM_PER_DIE = 10, 5, 8.75


def speed_cm(unit: BattleUnit) -> int:
    if unit.unit_type == "support-weapon":
        return SUPPORT_CM
    mobility = unit.stats.get("mobility") or 0
    if unit.stats.get("movement", "foot") in ("foot", "air") or not mobility:
        return FOOT_CM if unit.stats.get("movement", "foot") == "foot" else 0
    return round(mobility * CM_PER_DIE)


def app_seat_id(battle: Battle) -> int | None:
    solo = (battle.state or {}).get("solo")
    return solo.get("app_seat") if solo else None


def acting_seat(battle: Battle, seat: Seat | None, seats: Iterable[Seat]) -> Seat | None:
    """The seat a phone acts as: its own, or in a solo battle, the player's phone acts for the enemy the app plays
    whenever the app's seat is the one to act (the log then names the app's seat, as it would any player's)."""
    app = app_seat_id(battle)
    if seat is None or app is None or not seat.is_host or battle.state.get("active") != app:
        return seat
    return acting_as(battle, seat, app, seats)


def acting_as(battle: Battle, seat: Seat, seat_pk: int, seats: Iterable[Seat]) -> Seat:
    """The seat `seat_pk` as the player's phone acts for it in a solo battle: the player's own, or the app's with the
    host's referee powers kept (as acting_seat gives it)."""
    if seat_pk == seat.pk:
        return seat
    found = next((s for s in seats if s.pk == seat_pk), None)
    if found is None or app_seat_id(battle) != seat_pk:
        return seat
    stand_in = copy.copy(found)  # the player holding it is still the host: the referee's powers stay with the phone
    stand_in.is_host = seat.is_host
    return stand_in


def side_of(battle: Battle, seat: Seat, team: str, seats: Iterable[Seat]) -> Seat:
    """The seat that answers for `team` (who takes the bullet for an officer): in a solo battle the player's phone
    speaks for both sides, so when it acts as the app it still answers for its own player's side."""
    if app_seat_id(battle) is None or seat.team == team:
        return seat
    return next((s for s in seats if s.team == team and (s.is_host or s.played_by_app)), seat)


def sector_of(battle: Battle, unit: BattleUnit, units: dict[int, BattleUnit]) -> str:
    """Where an enemy unit stands: the sector the player last said (state solo.sectors), else the one it was placed
    in; a passenger or a towed gun stands where its vehicle does."""
    solo = battle.state["solo"]
    said = (solo.get("sectors") or {}).get(str(unit.pk))
    if said:
        return said
    plan = {p["ref"]: p for p in (solo.get("enemy") or {}).get("placement", [])}
    placed = plan.get(unit.ref, {})
    carrier = placed.get("rides_in") or placed.get("towed_by")
    if carrier and (vehicle := units.get(carrier)) is not None and vehicle is not unit:
        return sector_of(battle, vehicle, units)
    return placed.get("sector") or "middle"


def best(unit: BattleUnit, value: str) -> int:
    """A unit's best small arms, HE or AP value (`value`), its weapons' included."""
    return max([unit.stats.get(value, 0) or 0, *((w.get(value) or 0) for w in unit.weapons)])


def firepower(unit: BattleUnit) -> int:
    """The best of a unit's small arms, HE and AP values, its weapons' included."""
    return max(best(unit, k) for k in ("small_arms", "he", "ap"))


def candidate_type(unit: BattleUnit) -> str:
    """The unit's kind as the engine's ladder and behaviour read it: a promoted soldier is a squad leader."""
    return "squad-leader" if unit.squad_leader and unit.unit_type == "infantry" else unit.unit_type


def candidate(battle: Battle, unit: BattleUnit, by_ref: dict[int, BattleUnit], near: set[int]) -> Candidate:
    return Candidate(
        ref=unit.pk,
        label=unit.label,
        unit_type=candidate_type(unit),
        quality=unit.quality,
        sector=sector_of(battle, unit, by_ref),
        firepower=firepower(unit),
        speed=speed_cm(unit),
        near_objective=unit.pk in near,
        points=unit.points,
    )


# --- what the app cannot know without asking: which of its units its officer reaches, what gear lies in reach ----

POWERS = ("small_arms", "he", "ap")


def better_weapon(unit: BattleUnit, weapon: dict) -> bool:
    """S18: a weapon is better than what the unit carries when one of its small arms, HE or AP values beats the
    unit's own best of that kind."""
    return any((weapon.get(k) or 0) > best(unit, k) for k in POWERS)


def friends_to_order(battle: Battle, officer: BattleUnit, units: Iterable[BattleUnit], seat: Seat) -> list[tuple]:
    """(unit, in his sector) for each of the officer's side's units that may still be activated this turn: those he
    may order, if they stand in his command radius, which the player says (those in his sector are ticked first)."""
    from battles.table import duties  # late: duties reaches services.common, which imports this module

    by_ref = {u.ref: u for u in units}
    done = battle.state.get("activations", {})
    here = sector_of(battle, officer, by_ref)
    free = [
        u
        for u in by_ref.values()
        if u.pk != officer.pk
        and u.status == "active"
        and u.unit_type != "plane"
        and not duties.why_not_activated(u, seat.detachment, done, battle.turn)
    ]
    return [(u, sector_of(battle, u, by_ref) == here) for u in sorted(free, key=lambda u: u.ref)]


def gear_in_sight(battle: Battle, actor: BattleUnit) -> list[tuple[str, str, str]]:
    """(token, label, kind) for what lies abandoned that the acting soldier would take up (S18): a better weapon a
    fallen soldier left (token "<fallen id>:<weapon key>", as the pick-up form sends it) and an abandoned enemy
    support weapon to crew (token "gun:<id>")."""
    from battles.table import duties

    everyone = list(BattleUnit.objects.filter(battle=battle).select_related("seat"))
    team = next((u.seat.team for u in everyone if u.pk == actor.pk), "")
    out = [
        (f"{fallen.pk}:{weapon['key']}", f"{weapon['name']} ({fallen.label})", "weapon")
        for fallen, weapon, _team in duties.dropped_weapons(battle, everyone)
        if better_weapon(actor, weapon)
    ]
    guns = [u for u in everyone if u.status == "abandoned" and u.unit_type == "support-weapon" and u.seat.team != team]
    return out + [(f"gun:{u.pk}", u.label, "support-weapon-short-of-crew") for u in guns]
