"""The turn: start the battle, initiative (R27), the action counters (R22), alternating activations in
initiative order, spending actions, and the end of the turn with the end conditions (R29).

Turn state lives in `battle.state` ("step", "order", "actions", "active", "activation", "reroll") and
on each unit (`activated_turn`, `actions_used`); every change is one log entry under the row lock."""

from __future__ import annotations

import copy
import uuid
from collections.abc import Callable, Mapping, Sequence

from django.utils.translation import gettext, ngettext, pgettext

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, game_over, log, markers, objective, rows
from battles.services.common import acting_seat_of, cards_in_force, in_phase, seat_of, seats_in, writing
from battles.services.rolls import RollResult, battle_roll
from battles.table import card_choices, card_rules, chain, duties, forces
from bof_site.refusals import Refused
from rules import sentences
from rules.engine import catalog
from rules.engine.outcome import Outcome
from rules.engine.reading import RE_ROLL, words

# Tokens that last one turn and come off before the next (Activation and effects). The rulebook's token
# appendix is missing from the source, so the rest stay until a rally or a rule takes them away; duties
# (overwatch, covering fire, interceptor) stay until the player stands the unit down (battles/table/duties.py).
ONE_TURN_TOKENS = ("cool-down", "pinned", "stopped", "spent", "pulled-back")
# The actions the turn card's plain buttons spend; battles/services/command.py spends the ones that change
# the table (orders, hiding, riding, towing), so every action's words are here.
ACTIONS = {"move": "move", "double-move": "double move", "shoot": "shoot", "rally": "rally", "other": "other action"}
ACTION_WORDS = ACTIONS | {
    "orders": "give orders",
    "hide": "hide",
    "unhide": "unhide",
    "mount": "mount",
    "dismount": "dismount",
    "load": "load its passengers",
    "unload": "unload its passengers",
    "hitch": "hitch up a gun",
    "unhitch": "unhitch its gun",
    "pick-up": "pick up a weapon",
    "man": "man a vehicle",
}


def action_words(action: str) -> str:
    """An action's words (ACTIONS, ACTION_WORDS) for a refusal, in the reader's language; the log keeps the English."""
    return {
        "move": pgettext("no action left for a", "move"),
        "double-move": pgettext("no action left for a", "double move"),
        "shoot": pgettext("no action left for a", "shoot"),
        "rally": pgettext("no action left for a", "rally"),
        "other": pgettext("no action left for a", "other action"),
        "orders": pgettext("no action left to", "give orders"),
        "hide": pgettext("no action left to", "hide"),
        "unhide": pgettext("no action left to", "unhide"),
        "mount": pgettext("no action left to", "mount"),
        "dismount": pgettext("no action left to", "dismount"),
        "load": pgettext("no action left to", "load its passengers"),
        "unload": pgettext("no action left to", "unload its passengers"),
        "hitch": pgettext("no action left to", "hitch up a gun"),
        "unhitch": pgettext("no action left to", "unhitch its gun"),
        "pick-up": pgettext("no action left to", "pick up a weapon"),
        "man": pgettext("no action left to", "man a vehicle"),
    }.get(action, ACTION_WORDS.get(action, action))


@calls.recorded
def start_battle(*, code: str, seat_id: int | None) -> Battle:
    """The host ends setup by hand: turn 1 begins with the initiative roll, once the table is set (turn_one.py). It
    usually began by itself already: then the tap changes nothing."""
    from battles.services import turn_one  # built on this module: imported here

    with writing(code) as (battle, _):
        seat = seat_of(battle, seat_id)
        if seat.is_host and turn_one.started_by_itself(battle):
            return battle
        turn_one.refuse_start(battle, seat)
        turn_one.begin(battle, seat)
    return battle


@calls.recorded
def roll_initiative(
    *,
    code: str,
    seat_id: int | None,
    dice: Mapping[str, Sequence[str]],
    key: uuid.UUID,
    seen: list[int] | None = None,
) -> RollResult:
    """Every player rolls 1D6, in seat order; a tie for the highest is rolled again by the tied only (R27).
    `seen` is the re-roll the phone showed ([] for the first roll); a press from an older page is refused."""
    seats: list[Seat] = []
    battle = Battle.objects.filter(code=code.strip().upper()).first()
    rerolling = seen if seen is not None else list(battle.state.get("reroll", [])) if battle else []
    data = {"players": [str(battle.players if battle else 2)], "rerolling": [str(p) for p in rerolling], **dice}

    def check(battle: Battle, seat: Seat) -> bool:
        if battle.phase != "playing" or battle.state.get("step") != "initiative":
            raise Refused(gettext("Initiative is rolled at the start of a turn."))
        if battle.state.get("reroll", []) != rerolling:
            raise Refused(gettext("Someone rolled initiative just now: look at the result and roll again if asked."))
        seats.extend(seats_in(battle))
        return False

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        if outcome.result == RE_ROLL:
            tied = [int(p) for p in outcome.value("reroll")]
            # The first roll of the turn places everyone who is not re-rolling.
            faces = battle.state.get("faces") or {str(n): d for n, d in enumerate(outcome.dice, start=1)}
            battle.state = {**battle.state, "reroll": tied, "faces": faces}
            return "tie for the highest: " + ", ".join(seats[p - 1].display_name for p in tied) + " roll again."
        rolled = [int(p) for p in outcome.value("order")]
        faces = battle.state.get("faces") or {}
        rest = sorted((int(p) for p in faces if int(p) not in rolled), key=lambda p: (-faces[str(p)], p))
        order = [seats[p - 1] for p in rolled + rest]
        actions = coming_counters(battle, order)
        BattleUnit.objects.filter(battle=battle).update(actions_used=0)
        battle.state = {
            **battle.state,
            "step": "activations",
            "reroll": [],
            "faces": {},
            "order": [s.pk for s in order],
            "actions": actions,
            "active": None,
            "activation": None,
            "activations": {},
            "orders": None,
            "rallies": {},
        }
        begins = pass_on(battle, first=True)  # the first in the order with actions and a unit to give them to (R38)
        counters = ", ".join(f"{s.display_name} {actions[str(s.pk)]}" for s in order)
        return f"Order {', '.join(s.display_name for s in order)}. Actions: {counters}. {begins}"

    return battle_roll(
        code=code, seat_id=seat_id, procedure_id="initiative", data=data, key=key, check=check, apply=apply
    )


@calls.recorded
def activate(*, code: str, seat_id: int | None, unit_id: int, key: uuid.UUID) -> LogEntry:
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = active_seat(battle, seat_id)
        _unit, data, summary = _activate(battle, seat, unit_id)
        return log.append(battle, kind="activate", summary=summary, seat=seat, data=data, key=key)


QUICK = ("move", "double-move", "other")


@calls.recorded
def quick_action(*, code: str, seat_id: int | None, unit_id: int, action: str, key: uuid.UUID) -> LogEntry:
    """One tap from the picker: activate a unit, spend one action (two for a double move) and hand play on,
    in one entry. The unit leaves the rest of its actions unused, as it may (R38)."""
    if action not in QUICK:
        raise Refused(gettext("Pick an action from the list."))
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = active_seat(battle, seat_id)
        unit, data, activated = _activate(battle, seat, unit_id)
        _unit, spent = spend(battle, seat, action, unit=unit)
        if battle.state.get("activation"):  # actions left that the player leaves unused
            spent += " " + finish_activation(battle, unit)
        return log.append(
            battle, kind="action", summary=f"{activated} {spent}", seat=seat, data={**data, "action": action}, key=key
        )


def _activate(battle: Battle, seat: Seat, unit_id: int) -> tuple[BattleUnit, dict, str]:
    """Make the seat's unit the activated one, under the lock: (the unit, the log's data, its words)."""
    if battle.state.get("activation"):
        raise Refused(gettext("Finish the unit you activated first."))
    if waits := card_rules.barrage_waits(card_rules.barrage_owed(cards_in_force(battle), battle.state, battle.turn)):
        raise Refused(waits)
    where = f"battle_id = %s AND id = %s AND {duties.CONTROLLED_SQL}"
    found = rows.units(where, [battle.pk, unit_id, *duties.controlled_params(battle, seat)])
    unit = found[0] if found else None
    if unit is None:
        raise Refused(gettext("Pick one of your own units."))
    if forces.activated_enough(unit, seat.detachment, battle.state.get("activations", {})):
        raise Refused(gettext("%(unit)s has already been activated this turn.") % {"unit": unit.label})
    if blocked := duties.activation_blocked(unit):
        raise Refused(gettext("%(unit)s cannot be activated: %(why)s.") % {"unit": unit.label, "why": blocked})
    orders = battle.state.get("orders")
    if orders and orders["officer"] == unit.pk:
        raise Refused(
            gettext("%(unit)s is giving the orders: pick a unit to order, or end the orders.") % {"unit": unit.label}
        )
    allowed, reasons = forces.allowed_actions(unit, battle.turn)
    left = battle.state["actions"][str(seat.pk)]
    allowed = min(allowed, left, orders["left"] if orders else left)
    if allowed == 0:
        raise Refused(
            gettext("%(unit)s cannot act now: %(why)s") % {"unit": unit.label, "why": sentences.translated(reasons[-1])}
        )
    current = {"unit": unit.pk, "allowed": allowed, "used": 0} | ({"ordered": True} if orders else {})
    battle.state = {**battle.state, "activation": current}
    revealed = ""
    if (unit.tokens or {}).get("ambush"):  # an ambushing gun loses its token when first activated (Ambush)
        unit.tokens = {k: v for k, v in unit.tokens.items() if k != "ambush"}
        unit.save(update_fields=["tokens"])
        revealed = " It leaves its ambush."
    plural = "s" if allowed != 1 else ""
    summary = f"{unit.label} is activated{' by order' if orders else ''}: up to {allowed} action{plural}.{revealed}"
    return unit, {"unit": unit.pk, "allowed": allowed, "reasons": list(reasons)}, summary


@calls.recorded
def spend_action(*, code: str, seat_id: int | None, action: str, key: uuid.UUID) -> LogEntry:
    if action not in ACTIONS:
        raise Refused(gettext("Pick an action from the list."))
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = active_seat(battle, seat_id)
        unit, summary = spend(battle, seat, action)
        return log.append(
            battle, kind="action", summary=summary, seat=seat, data={"unit": unit.pk, "action": action}, key=key
        )


@calls.recorded
def action_roll(
    *,
    code: str,
    seat_id: int | None,
    action: str,
    procedure_id: str,
    data: Mapping[str, Sequence[str]],
    key: uuid.UUID,
    target_id: int | None = None,
    note: Callable[[Battle, Seat, Outcome], str] | None = None,
    then_done: bool = False,
    then_move: bool = False,
) -> RollResult:
    """An action that rolls (a shot, a move over rough ground...): one log entry with the dice and the spend.
    `note` words the result for the log (it names the terrain piece picked, prefill.piece_note). With
    `then_done` (the picker's one-tap Shoot) the unit leaves its other actions unused and play passes on; with
    `then_move` as well, its next action is a move first (shoot, then move on: one tap)."""
    if action not in ACTIONS:
        raise Refused(gettext("Pick an action from the list."))

    def check(battle: Battle, seat: Seat) -> bool:
        _check_active(battle, seat)
        if not battle.state.get("activation"):
            raise Refused(gettext("Activate a unit first."))
        if action == "shoot" and "T1" in battle.house_rules:
            _check_may_fire_aboard(battle)
        return False

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        if outcome.result in catalog.get(procedure_id).not_done:  # nothing rolled, nothing done: nothing spent
            why = sentences.translated(outcome.steps[0]) if outcome.steps else ""
            raise Refused(f"{why} {gettext('Nothing was spent: pick other ground, or another action.')}".strip())
        said = note(battle, seat, outcome) if note else f"{words(outcome.result)}."
        unit, summary = spend(battle, seat, action)
        if then_move and battle.state.get("activation"):
            try:  # checked before anything changes: a unit that may not move now is simply done after its shot
                unit, moved = spend(battle, seat, "move", unit=unit)
                summary += " " + moved
            except Refused:
                pass
        if then_done and battle.state.get("activation"):
            summary += " " + finish_activation(battle, unit)
        return f"{said} {summary}"

    return battle_roll(
        code=code,
        seat_id=seat_id,
        procedure_id=procedure_id,
        data=data,
        key=key,
        check=check,
        apply=apply,
        target_id=target_id,
    )


def spend(battle: Battle, seat: Seat, action: str, *, unit: BattleUnit | None = None) -> tuple[BattleUnit, str]:
    """Spend one action (two for a double move) of the activated unit; finishing it passes play on. Under a
    ranking officer's orders the spend also comes off what he may still order."""
    current = battle.state.get("activation")
    if not current:
        raise Refused(gettext("Activate a unit first."))
    read = getattr(battle, "acting_unit", None)  # a shot read the acting unit with its target (rolls.battle_roll)
    unit = unit or (read if read is not None and read.pk == current["unit"] else None)
    unit = unit or _activated(current["unit"])
    if unit.status == "crewing" and action != "man":
        raise Refused(
            gettext("%(unit)s crews the vehicle it manned: activate the vehicle instead.") % {"unit": unit.label}
        )
    cost = 2 if action == "double-move" else 1
    if current["used"] + cost > current["allowed"]:
        raise Refused(
            (
                gettext("%(unit)s has no action left for a %(action)s.")
                if action in ACTIONS
                else gettext("%(unit)s has no action left to %(action)s.")
            )
            % {"unit": unit.label, "action": action_words(action)}
        )
    if blocked := duties.action_blocked(unit, action, duties.carriage_of(battle, unit)):
        raise Refused(blocked)
    now = cards_in_force(battle) if action in ("move", "double-move", "shoot") else []
    kind, shots = forces.activation_kind(unit), current.get("shots", 0)  # an MG's second shot is its double burst
    who = {"seat": seat.pk, "team": seat.team}
    if refused := card_rules.action_refused(
        now, action=action, unit_type=unit.unit_type, kind=kind, turn=battle.turn, shots=shots, **who
    ):
        raise Refused(refused)
    if action in ("move", "double-move") and card_choices.broken_down(battle.state, unit.pk, battle.turn):
        title = card_choices.card_title(card_rules.deck_of(battle), card_choices.ENGINE)
        raise Refused(card_choices.broken_down_words(title, unit.label_said))
    if action == "rally":
        _count_rally(battle, unit)
    moves = current.get("moves", 0) + {"move": 1, "double-move": 2}.get(action, 0)
    if moves > 2:  # an AFV's third action is never a third move (Actions & Action Point Counter)
        raise Refused(
            gettext("%(unit)s has moved twice in this activation: no triple move. Shoot or act otherwise.")
            % {"unit": unit.label}
        )
    if current.get("ordered"):
        orders = battle.state["orders"]
        if cost > orders["left"]:
            raise Refused(
                ngettext(
                    "Only %(left)s ordered action is left: pick another action.",
                    "Only %(left)s ordered actions are left: pick another action.",
                    orders["left"],
                )
                % {"left": orders["left"]}
            )
        battle.state = {**battle.state, "orders": {**orders, "left": orders["left"] - cost}}
    unit.actions_used += cost
    unit.activated_turn = battle.turn
    rows.save_unit(unit, ("actions_used", "activated_turn"))
    left = battle.state["actions"][str(seat.pk)] - cost
    used = current["used"] + cost
    battle.state = {
        **battle.state,
        "actions": {**battle.state["actions"], str(seat.pk): left},
        "activation": {**current, "used": used}
        | ({"moves": moves} if moves else {})
        | ({"shots": shots + 1} if action == "shoot" else {})
        | ({"aimed": True} if action == "shoot" and _aims(battle, unit) else {}),
    }
    summary = f"{unit.label}: {ACTION_WORDS[action]}. {left} action{'s' if left != 1 else ''} left."
    if action in ("move", "double-move") and (unit.tokens or {}).get("prone"):  # module M2: prone, he sneaks
        summary += f" Prone, {unit.label} sneaks: half a move, and stays prone."
    moved_double = now if action == "double-move" else []  # summer heat: infantry checks morale after it
    if heat := card_rules.heat_check(moved_double, unit=chain.unit_of(unit), seq=battle.entry_count + 1, **who):
        battle.state = {**battle.state, "chain": chain.after_roll(battle.state, step_id=None, new=heat)}
        summary += f" In the summer heat {unit.label} must pass a morale check or lose its remaining action."
    if used >= current["allowed"]:
        summary += " " + finish_activation(battle, unit)
    return unit, summary


def _aims(battle: Battle, unit: BattleUnit) -> bool:
    """Whether the soldier's shot is aimed (module M2, battles/services/stances.py): kept in the activation, as an
    aimed shot allows no change of stance after it."""
    from battles.services import stances  # it acts through this module's seats and activations

    return stances.aims(battle, unit)


def _count_rally(battle: Battle, unit: BattleUnit) -> None:
    """A squad leader rallies twice a turn at most (R23); a ranking officer once a game (Ranking Officers)."""
    if unit.unit_type == "ranking-officer":
        done = battle.state.get("officer_rallies") or []
        if unit.pk in done:
            raise Refused(
                gettext("%(unit)s has rallied once this game already: an officer rallies only once.")
                % {"unit": unit.label}
            )
        battle.state = {**battle.state, "officer_rallies": [*done, unit.pk]}
        return
    rallies = dict(battle.state.get("rallies") or {})
    if rallies.get(str(unit.pk), 0) >= 2:
        raise Refused(
            gettext("%(unit)s has tried two rallies this turn: that is the most a squad leader may.")
            % {"unit": unit.label}
        )
    battle.state = {**battle.state, "rallies": {**rallies, str(unit.pk): rallies.get(str(unit.pk), 0) + 1}}


@calls.recorded
def end_activation(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """Done with this unit: play passes on. A unit that spent nothing is put back, and the same player picks again."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = active_seat(battle, seat_id)
        current = battle.state.get("activation")
        if not current:
            raise Refused(gettext("No unit is activated."))
        unit = BattleUnit.objects.get(pk=current["unit"])
        if current["used"] == 0:
            battle.state = {**battle.state, "activation": None}
            summary = f"{unit.label} is put back without acting; {seat.display_name} picks again."
        else:
            summary = finish_activation(battle, unit)
        return log.append(battle, kind="activation-end", summary=summary, seat=seat, data={"unit": unit.pk}, key=key)


@calls.recorded
def end_turn(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """When every action is spent (or the host calls it, as referee): the end conditions (R29), then the next turn.
    After the last turn of a mode where one side's objective is to stop the other's, with no objective confirmed, the
    table is asked whether the other side accomplished it (R46, objective.answer_question) before the game ends."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        in_phase(battle, "playing", refusal=gettext("The battle is not being played."))
        if objective.asked(battle.state):
            raise Refused(gettext("The last turn is over: answer whether the objective was accomplished first."))
        chain.check_clear(battle.state)
        referee = battle.state.get("step") != "end"
        if referee and not seat.is_host:
            raise Refused(gettext("Actions are left this turn. Spend them, or ask the host to end the turn."))
        scores, ended = battle.state.get("combat_score", {}), battle.turn
        verdict = game_over.verdict(battle, objective.ending_side(battle.state))
        _clear_one_turn_tokens(battle)
        cleared = markers.count_down(battle)
        if verdict.result == "continue":
            battle.turn += 1
            battle.state = {**battle.state, "step": "initiative", "reroll": [], "active": None, "activation": None}
            summary = f"Turn {battle.turn - 1} is over. {cleared + ' ' if cleared else ''}Turn {battle.turn} begins: roll initiative."
        elif verdict.result == game_over.ASK:
            objective.ask(battle, verdict)
            summary = f"Turn {battle.turn} is over. {cleared + ' ' if cleared else ''}{verdict.steps[-1]}"
        else:
            game_over.end(battle, verdict)
            summary = f"Turn {battle.turn} is over. {verdict.steps[-1]} The secret seed is revealed."
        entry = log.append(
            battle,
            kind="turn-end",
            summary=summary,
            seat=seat,
            as_referee=referee,
            data={"steps": list(verdict.steps), "result": verdict.result, "combat_score": scores, "turn_ended": ended},
            key=key,
        )
        game_over.close(battle)  # once over: hidden minefields revealed, the chain closed
        return entry


def _clear_one_turn_tokens(battle: Battle) -> None:
    changed = []
    for unit in BattleUnit.objects.filter(battle=battle):
        kept = {k: v for k, v in (unit.tokens or {}).items() if k not in ONE_TURN_TOKENS}
        if kept != (unit.tokens or {}) or unit.actions_used:
            unit.tokens, unit.actions_used = kept, 0
            changed.append(unit)
    BattleUnit.objects.bulk_update(changed, ["tokens", "actions_used"])


def _check_may_fire_aboard(battle: Battle) -> None:
    """T1 (house rule): a passenger fires only from a tank, an open-topped vehicle or horseback."""
    unit = BattleUnit.objects.get(pk=battle.state["activation"]["unit"])
    carrier = duties.carrier_of(battle, unit)
    if carrier is not None and not duties.may_fire_aboard(carrier):
        raise Refused(
            gettext(
                "%(unit)s is inside %(carrier)s: only tank riders and passengers of open vehicles fire while "
                "carried (house rule T1). Dismount first."
            )
            % {"unit": unit.label, "carrier": carrier.label}
        )


def finish_activation(battle: Battle, unit: BattleUnit) -> str:
    done = dict(battle.state.get("activations", {}))
    done[str(unit.pk)] = done.get(str(unit.pk), 0) + 1
    battle.state = {**battle.state, "activation": None, "activations": done}
    return pass_on(battle)


def pass_on(battle: Battle, *, first: bool = False) -> str:
    """Play moves to the next seat in initiative order that has actions left (R27); none left: the turn ends.
    Open orders break the alternation: the same player goes on while the officer may order more."""
    order, actions = battle.state["order"], battle.state["actions"]
    orders = battle.state.get("orders")
    alive = orders and BattleUnit.objects.filter(pk=orders["officer"], status="active").exists()
    active = battle.state.get("active")
    if alive and orders["left"] > 0 and actions[str(active)] > 0 and _can_act(battle, active, ordered=orders):
        left = orders["left"]
        return f"Orders: {left} more action{'s' if left != 1 else ''} may be ordered."
    battle.state = {**battle.state, "orders": None}
    start = order.index(active) if active in order else -1
    lapsed = []
    for step in range(1, len(order) + 1):
        seat_id = order[(start + step) % len(order)]
        if actions[str(seat_id)] > 0 and _can_act(battle, seat_id):
            battle.state = {**battle.state, "active": seat_id}
            name = seat_of(battle, seat_id).display_name
            return " ".join([*lapsed, f"{name} {'starts' if first else 'activates next'}."])
        if actions[str(seat_id)] > 0:  # R38: actions left but no unit to give them to: the side has finished
            left = actions[str(seat_id)]
            actions = {**actions, str(seat_id): 0}
            battle.state = {**battle.state, "actions": actions}
            name = seat_of(battle, seat_id).display_name
            lapsed.append(f"{name} has no unit left to activate: {left} action{'s' if left != 1 else ''} lapse.")
    battle.state = {**battle.state, "active": None, "step": "end"}
    return " ".join([*lapsed, "Every action is spent: the turn can end."])


def _can_act(battle: Battle, seat_id: int, *, ordered: dict | None = None) -> bool:
    """R38: whether the seat still has a unit that may be activated this turn (under orders, one other than
    the officer giving them)."""
    seat = seat_of(battle, seat_id)
    done = battle.state.get("activations", {})
    # Those activated this turn are done (a ranking officer may have more): not read at all, so late in a
    # turn, when this is asked after every activation, few rows come back.
    spent = [int(pk) for pk in done]
    where = "battle_id = %s AND status = 'active' AND NOT (id = ANY(%s) AND unit_type <> 'ranking-officer') AND "
    params = [battle.pk, spent, *duties.controlled_params(battle, seat)]

    def may_act(unit: BattleUnit) -> bool:
        officer = ordered and unit.pk == ordered["officer"]
        return not officer and not duties.why_not_activated(unit, seat.detachment, done, battle.turn)

    return rows.first_unit(where + duties.CONTROLLED_SQL, params, may_act) is not None


def _activated(unit_id: int) -> BattleUnit:
    """The activated unit, read under the battle's lock (its row too: another change could be writing it)."""
    found = rows.units("id = %s FOR UPDATE", [unit_id])
    if not found:
        raise BattleUnit.DoesNotExist(f"unit {unit_id} is gone")
    return found[0]


def coming_counters(battle: Battle, seats: Sequence[Seat]) -> dict[str, int]:
    """Each seat's action counter for this turn, as initiative sets it: also what the phones show before it."""
    units = list(BattleUnit.objects.filter(battle=battle))
    owed, manned = overwatch_owed(battle), duties.manned(battle)
    return {str(s.pk): _counter(s, units, owed.get(s.pk, 0), manned) for s in seats}


def _counter(seat: Seat, units: list[BattleUnit], owed: int, manned: dict[int, dict]) -> int:
    """The pool after losses (R22), less one action per unit giving covering fire and one per overwatch shot
    fired in the turn before (Overwatch, Covering fire). A vehicle counts for the side fielding it now: one
    its soldiers manned gives its vehicle action, the soldiers inside already give theirs."""
    mine = [
        _crewed_by_soldiers(u) if u.pk in manned else u
        for u in units
        if manned.get(u.pk, {}).get("seat", u.seat_id) == seat.pk
    ]
    pool, _steps = forces.action_pool_now(mine, seat.detachment.get("orders_per_turn", 0))
    return max(pool - duties.covering_fire_cost(mine) - owed, 0)


def _crewed_by_soldiers(vehicle: BattleUnit) -> BattleUnit:
    """A manned vehicle as the pool sees it: a vehicle with no crew of its own (R22)."""
    counted = copy.copy(vehicle)
    counted.stats, counted.crew_alive = {**vehicle.stats, "crew": 0}, 0
    return counted


def overwatch_owed(battle: Battle) -> dict[int, int]:
    """Overwatch shots per seat in the last turn, not taken back: each costs an action of this turn."""
    shots = LogEntry.objects.filter(battle=battle, turn=battle.turn - 1, kind="roll", data__procedure="overwatch")
    voided = set(
        LogEntry.objects.filter(battle=battle, turn=battle.turn - 1, kind="void").values_list("voids", flat=True)
    )
    owed: dict[int, int] = {}
    for seat_id, seq in shots.values_list("seat_id", "seq"):
        if seq not in voided:
            owed[seat_id] = owed.get(seat_id, 0) + 1
    return owed


def active_seat(battle: Battle, seat_id: int | None) -> Seat:
    seat = acting_seat_of(battle, seat_id)
    _check_active(battle, seat)
    return seat


def _check_active(battle: Battle, seat: Seat) -> None:
    if battle.phase != "playing" or battle.state.get("step") != "activations":
        raise Refused(gettext("No activations now: roll initiative, or end the turn."))
    if battle.state.get("active") != seat.pk:
        raise Refused(gettext("It is not your turn to activate."))
    chain.check_clear(battle.state)
