"""The enemy's officer and soldiers in a solo battle, beyond what they see (Playing Burst of Fire solo): which units the
officer reaches and orders (S19), the app activating them one after another under his orders, and the gear a
soldier would take up (S18). Called by solo_turn.py under the battle's lock."""

from __future__ import annotations

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, Seat
from battles.services import command, log, rows, turns
from battles.table import duties, solo_play
from bof_site.refusals import Refused
from rules.engine.solitaire.activation import next_ordered
from rules.engine.solitaire.behaviour import Friend, Gear


def free_units(battle: Battle, seat: Seat) -> tuple[list[BattleUnit], dict[int, BattleUnit]]:
    """The app's units that may still be activated this turn, and all it acts with by their number in its list."""
    units = rows.units(
        "battle_id = %s AND " + duties.CONTROLLED_SQL, [battle.pk, *duties.controlled_params(battle, seat)]
    )
    done = battle.state.get("activations", {})
    free = [
        u for u in units if u.status == "active" and not duties.why_not_activated(u, seat.detachment, done, battle.turn)
    ]
    return free, {u.ref: u for u in units}


def ordered_next(battle: Battle, seat: Seat, solo: dict) -> bool:
    """Under its officer's orders the app activates the units he ordered, best first (S11), while orders are left;
    False when none of them may act any more."""
    free, by_ref = free_units(battle, seat)
    officer = battle.state["orders"]["officer"]
    candidates = [solo_play.candidate(battle, u, by_ref, set()) for u in free if u.pk != officer]
    choice = next_ordered(candidates, solo.get("ordering", []))
    if choice is None:
        return False
    unit, data, activated = turns._activate(battle, seat, choice.ref)
    decision = {"unit": unit.pk, "sector": choice.sector, "rung": choice.rung, "roll": None,
                "reasons": list(choice.reasons), "near_objective": []}  # fmt: skip
    battle.state = {**battle.state, "solo": {**battle.state["solo"], "proposal": None, "picked": decision}}
    log.append(
        battle, kind="solo-activate", summary=f"The app activates {unit.label} by its officer's order. {activated}",
        seat=seat, data={**data, "decision": decision},
    )  # fmt: skip
    return True


def end_orders(battle: Battle, seat: Seat) -> None:
    """The units the officer ordered have all acted (or fell): the app ends the orders and play passes on."""
    left = battle.state["orders"]["left"]
    battle.state = {**battle.state, "orders": None, "solo": {**battle.state["solo"], "ordering": []}}
    summary = f"{seat.display_name} ends the orders. {turns.pass_on(battle)}"
    log.append(battle, kind="orders", summary=summary, seat=seat, data={"left": left})


GEAR_ACTIONS = ("scavenge", "refill-crew")


def friends(
    battle: Battle, seat: Seat, officer: BattleUnit, said: list[int], strict: bool
) -> tuple[tuple[Friend, ...], int]:
    """The units the acting ranking officer may order, as the player ticked them, and how many actions he may order:
    none once his orders are given."""
    if officer.unit_type != "ranking-officer" or battle.state.get("orders"):
        return (), 0
    units = rows.units("battle_id = %s AND seat_id = %s", [battle.pk, seat.pk])
    free = {u.pk: u for u, _here in solo_play.friends_to_order(battle, officer, units, seat)}
    if strict and any(pk not in free for pk in said):
        raise Refused(gettext("Tick only the enemy's units that may still act this turn."), field="friends")
    chosen = [free[pk] for pk in dict.fromkeys(said) if pk in free]
    friends = tuple(
        Friend(
            ref=u.pk,
            label=u.label,
            unit_type=solo_play.candidate_type(u),
            quality=u.quality,
            points=u.points,
            firepower=solo_play.firepower(u),
        )
        for u in chosen
    )
    return friends, command.orders_allowed(battle, seat)[0]


def gear(battle: Battle, actor: BattleUnit, said: list[str], strict: bool) -> tuple[tuple[Gear, ...], dict[int, str]]:
    """The abandoned gear the player says lies in the acting unit's reach, numbered for the behaviour rules."""
    if not said:
        return (), {}
    lying = {token: (label, kind) for token, label, kind in solo_play.gear_in_sight(battle, actor)}
    if strict and any(token not in lying for token in said):
        raise Refused(gettext("That gear is no longer lying on the table. Pick again."), field="gear")
    tokens = {n: token for n, token in enumerate((t for t in dict.fromkeys(said) if t in lying), start=1)}
    gear = tuple(Gear(ref=n, label=lying[t][0], kind=lying[t][1]) for n, t in tokens.items())
    return gear, tokens
