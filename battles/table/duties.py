"""What a unit may do given its standing duty and where it is: overwatch, covering fire and interceptor duty
(declared at the start of a turn), hiding, and riding in or being towed by a vehicle. Reads only; the
services in battles/services/command.py make the changes under the battle's lock."""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Q
from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, Seat
from battles.services.placement import gun_kind, placing_of
from battles.table import forces

# Duties last until the player stands the unit down at the start of a later turn (Overwatch, Covering fire).
DUTIES = {"overwatch": "overwatch", "covering-fire": "covering fire", "interceptor": "interceptor duty"}
AT_KINDS = ("at-rifle", "bazooka", "panzerschreck", "panzerfaust-30", "panzerfaust-60", "panzerfaust-100")
PEOPLE = ("ranking-officer", "squad-leader", "infantry", "crew")
VEHICLES = ("afv", "transport")
MANNABLE = (*VEHICLES, "support-weapon")  # what soldiers may take over once abandoned (an enemy gun: scavenged)
HIDERS = ("ranking-officer", "squad-leader", "infantry")  # How to hide infantry units and officers


def duty_of(unit: BattleUnit) -> str:
    return next((d for d in DUTIES if (unit.tokens or {}).get(d)), "")


def is_artillery(unit: BattleUnit) -> bool:
    """A gun that is neither an AT nor an AA gun (infantry guns, howitzers), or a mortar team."""
    if unit.unit_type == "support-weapon" and unit.stats.get("blast") and not gun_kind(unit.unit_type, unit.stats):
        return True
    return any(w.get("kind") == "light-mortar" and w.get("slot") == "primary" for w in unit.weapons)


def is_anti_tank(unit: BattleUnit) -> bool:
    """An AT gun, or a team whose only fire is anti-tank: a panzerschreck team with rifles can still give
    covering fire with the rifles."""
    if gun_kind(unit.unit_type, unit.stats) == "AT gun":
        return True
    small_arms = unit.stats.get("small_arms", 0) or any(w.get("small_arms", 0) for w in unit.weapons)
    return not small_arms and any(w.get("kind") in AT_KINDS for w in unit.weapons)


def duties_open_to(unit: BattleUnit) -> tuple[str, ...]:
    """The duties this unit may take up: fighters intercept; planes do nothing else; artillery neither
    watches nor covers; anti-tank weapons watch but do not give covering fire."""
    if unit.status != "active" or (unit.tokens or {}).get("hidden"):  # hidden units do not engage
        return ()
    if unit.unit_type == "plane":
        return ("interceptor",) if forces.activation_kind(unit) == "plane-strafing" else ()
    if is_artillery(unit):
        return ()
    return ("overwatch",) if is_anti_tank(unit) else ("overwatch", "covering-fire")


def activation_blocked(unit: BattleUnit) -> str:
    """Why a unit on duty (or pulled back from a fire) is not activated now; "" when nothing stops it."""
    if (unit.tokens or {}).get("pulled-back"):
        return gettext("it pulled back from a fire and lost this turn's actions")
    duty = duty_of(unit)
    if duty == "covering-fire":
        return gettext("it gives covering fire this turn")
    if duty == "overwatch":
        return gettext("it is on overwatch and fires in the enemy's turn")
    if duty == "interceptor":
        return gettext("it waits to intercept enemy planes")
    return ""


def why_not_activated(
    unit: BattleUnit, seat_detachment: dict, done: dict, turn: int, allowed: tuple[int, tuple[str, ...]] | None = None
) -> str:
    """Why this unit may not be activated now ("" when it may): already activated this turn, on a duty,
    out of the fight, or without an action this turn (a support weapon below half crew that acted last turn).
    `done` is the turn's activations per unit id (battle.state["activations"]); `allowed` is
    forces.allowed_actions(unit, turn) where the caller has it already."""
    if forces.activated_enough(unit, seat_detachment, done):
        return gettext("already activated")
    actions, reasons = allowed or forces.allowed_actions(unit, turn)
    return activation_blocked(unit) if actions else reasons[-1]


def covering_fire_cost(units: Iterable[BattleUnit]) -> int:
    """Covering fire takes one action per unit at the start of every turn it lasts."""
    return sum(1 for u in units if u.status == "active" and duty_of(u) == "covering-fire")


# --- Riding and towing -------------------------------------------------------------------------------------


def carried(battle: Battle, units: list[BattleUnit]) -> dict[int, dict]:
    """unit id -> {"by": vehicle id, "how": "rides" | "towed"}, as the table stands now. Until the first
    mount or tow in play it is what the rosters said (passengers and towed guns start with their vehicle)."""
    if "carried" in battle.state:
        return {int(pk): c for pk, c in battle.state["carried"].items()}
    placing = placing_of(battle, units)
    return {
        pk: {"by": vehicle.pk, "how": "towed" if _unit(units, pk).towed_by else "rides"}
        for pk, vehicle in placing.carrier.items()
    }


def carriage_of(battle: Battle, unit: BattleUnit) -> dict:
    """{"by": ..., "how": ...} for one unit, or {}: no query while the table follows the rosters."""
    if "carried" in battle.state:
        return battle.state["carried"].get(str(unit.pk), {})
    if unit.towed_by or unit.rides_in:
        return {"by": None, "how": "towed" if unit.towed_by else "rides"}
    return {}


def carrier_of(battle: Battle, unit: BattleUnit) -> BattleUnit | None:
    """The vehicle or horse a passenger rides on now, if it rides."""
    ride = carriage_of(battle, unit)
    if ride.get("how") != "rides":
        return None
    if ride.get("by") is not None:
        return BattleUnit.objects.filter(pk=ride["by"]).first()
    return BattleUnit.objects.filter(seat_id=unit.seat_id, ref=unit.rides_in).first()


def may_fire_aboard(carrier: BattleUnit) -> bool:
    """T1, the house rule: tank riders, passengers of open-topped vehicles and riders on horseback fire."""
    return carrier.unit_type == "afv" or bool(carrier.stats.get("open_top")) or carrier.stats.get("movement") == "horse"


def _unit(units: list[BattleUnit], pk: int) -> BattleUnit:
    return next(u for u in units if u.pk == pk)


def aboard(vehicle: BattleUnit, units: Iterable[BattleUnit], carrying: dict[int, dict], how: str) -> list[BattleUnit]:
    """The units riding in ("rides") or towed by ("towed") this vehicle."""
    return [u for u in units if carrying.get(u.pk) == {"by": vehicle.pk, "how": how}]


def room_left(vehicle: BattleUnit, units: list[BattleUnit], carrying: dict[int, dict]) -> int:
    """Passenger places left: each rider takes one place per soldier still alive in it."""
    riders = aboard(vehicle, units, carrying, "rides")
    return vehicle.stats.get("passengers", 0) - sum(u.crew_alive for u in riders)


def can_ride(unit: BattleUnit) -> bool:
    """People ride; so do machine guns and mortars (support weapons that are not towed)."""
    return unit.unit_type in PEOPLE or (unit.unit_type == "support-weapon" and not unit.stats.get("tow_class"))


def action_blocked(unit: BattleUnit, action: str, carriage: dict) -> str:
    """Why this unit may not spend an action of this kind now; "" when it may. `carriage` is carriage_of(unit)."""
    how = carriage.get("how")
    if action in ("move", "double-move") and how:
        towed = gettext("%(unit)s is towed: it moves with it. Dismount or unhitch it first.")
        aboard = gettext("%(unit)s is aboard a vehicle: it moves with it. Dismount or unhitch it first.")
        return (towed if how == "towed" else aboard) % {"unit": unit.label_said}
    if action == "shoot" and (unit.tokens or {}).get("hidden"):
        return gettext("%(unit)s is hidden: unhide it first (one action), then it may fire.") % {
            "unit": unit.label_said
        }
    if action == "shoot" and how == "towed":
        return gettext("%(unit)s is hitched up for towing: unhitch it first.") % {"unit": unit.label_said}
    return ""


# --- Weapons left behind (Taking over enemy weapons and equipment) ------------------------------------------


def picked_up(battle: Battle, unit: BattleUnit) -> list[dict]:
    """Weapons this unit has picked up: [{"from", "weapon": {...}, "scavenged"}]."""
    return [p for p in battle.state.get("picked_up") or [] if p["by"] == unit.pk]


def dropped_weapons(battle: Battle, units: Iterable[BattleUnit]) -> list[tuple[BattleUnit, dict, str]]:
    """(fallen soldier, weapon, the team it first belonged to) for every weapon the dead and surrendered left
    on the table and nobody has picked up yet: what they carried, and what they had picked up themselves.
    `units` come with their seats."""
    taken = {(p["from"], p["weapon"]["key"]) for p in battle.state.get("picked_up") or []}
    out = []
    for u in units:
        if u.status in ("dead", "surrendered") and u.unit_type in HIDERS:
            carried = [(w, u.seat.team) for w in u.weapons] + [(p["weapon"], p["team"]) for p in picked_up(battle, u)]
            out += [(u, w, team) for w, team in carried if (u.pk, w["key"]) not in taken]
    return out


# --- Abandoned vehicles manned by soldiers (Manning abandoned vehicles) --------------------------------------


def manned(battle: Battle) -> dict[int, dict]:
    """vehicle id -> {"seat", "team", "by" (the soldiers' unit inside), "vehicle_type", "crew_type", "penalty"}."""
    return {int(pk): m for pk, m in (battle.state.get("manned") or {}).items()}


def manned_apart(battle: Battle, seat: Seat) -> tuple[list[int], list[int]]:
    """(the vehicles this seat's soldiers manned, the vehicles other seats' soldiers manned)."""
    taken = manned(battle)
    return [pk for pk, m in taken.items() if m["seat"] == seat.pk], [
        pk for pk, m in taken.items() if m["seat"] != seat.pk
    ]


def controlled(battle: Battle, seat: Seat) -> Q:
    """The units a seat acts with: its own, and the vehicles its soldiers manned, less its vehicles the
    enemy manned."""
    mine, theirs = manned_apart(battle, seat)
    found = Q(seat=seat) | Q(pk__in=mine) if mine else Q(seat=seat)  # no empty IN (): it costs the ORM dearly
    return found & ~Q(pk__in=theirs) if theirs else found


# The same as SQL over the unit table's columns, for the reads written once as SQL (services/rows.py, the
# table page's units), with its parameters from controlled_params.
CONTROLLED_SQL = "(seat_id = %s OR id = ANY(%s)) AND NOT (id = ANY(%s))"


def controlled_params(battle: Battle, seat: Seat) -> list:
    mine, theirs = manned_apart(battle, seat)
    return [seat.pk, mine, theirs]


def vehicle_type(vehicle: BattleUnit) -> str:
    """The manning table's kind of vehicle: an AFV, or a transport with or without weapons."""
    if vehicle.unit_type == "afv":
        return "afv"
    armed = vehicle.weapons or any(vehicle.stats.get(k) for k in ("small_arms", "he", "ap"))
    return "armed-transport" if armed else "unarmed-transport"


def command_facts(battle: Battle, unit: BattleUnit) -> dict[str, str]:
    """What command and carriage say for the activated unit's roll forms: a unit acting on its officer's
    orders was inside his command radius (R24); a passenger fires from a moving vehicle; a vehicle towing a
    gun moves at half distance (R11). Only defaults: the player confirms them on the form."""
    facts = {}
    current = battle.state.get("activation") or {}
    if current.get("ordered") and current.get("unit") == unit.pk:
        facts["officer_nearby"] = "true"
    if carriage_of(battle, unit).get("how") == "rides":
        facts["firing_from_moving"] = "true"
    if unit.unit_type in VEHICLES and _tows(battle, unit):
        facts["towing"] = "true"
    if unit.unit_type in VEHICLES:
        facts["dice_count"] = str(unit.stats.get("mobility") or "")
        if unit.stats.get("movement") in ("wheeled", "tracked"):
            facts["movement"] = unit.stats["movement"]
    if (taken := manned(battle).get(unit.pk)) and taken.get("scavenged"):  # an enemy gun: -1 with it this game
        facts["scavenged"] = "true"
    elif taken:  # a crew new to the vehicle: the manning table's penalties
        facts |= {"vehicle_type": taken["vehicle_type"], "crew_type": taken["crew_type"]}
        facts["new_crew"] = str(taken["penalty"])
    duty = duty_of(unit)
    facts["overwatch"] = "true" if duty == "overwatch" else "false"  # AA fire from overwatch breaks up the run
    facts["interceptor"] = "true" if duty == "interceptor" else "false"
    facts["rallies_this_turn"] = str((battle.state.get("rallies") or {}).get(str(unit.pk), 0))
    facts["rally_used"] = "true" if unit.pk in (battle.state.get("officer_rallies") or []) else "false"
    if "R23" in battle.house_rules:  # the house rule's 10 cm / 4 in squad leader radius
        facts["short_radius"] = "true"
    best = max(picked_up(battle, unit), key=lambda p: p["weapon"].get("small_arms", 0), default=None)
    own = max(
        [unit.stats.get("small_arms", 0)] + [w.get("small_arms", 0) for w in unit.weapons if w["slot"] == "primary"]
    )
    if best and best["weapon"].get("small_arms", 0) > own:  # it fires the better weapon it picked up
        facts["attack_value"] = str(best["weapon"]["small_arms"])
        if best["scavenged"]:
            facts["scavenged"] = "true"
    return facts


def _tows(battle: Battle, vehicle: BattleUnit) -> bool:
    if "carried" in battle.state:
        return {"by": vehicle.pk, "how": "towed"} in battle.state["carried"].values()
    return BattleUnit.objects.filter(seat_id=vehicle.seat_id, towed_by=vehicle.ref).exists()
