"""The enemy's turn in a solo battle (Playing Burst of Fire solo): which of its units acts next, what it does, and the
player overruling it. Each decision is a log entry with its reasons, made under the battle's lock like every change,
so a replay reaches the same decisions from the same answers (battles/replay.py).

The player's phone acts for the app's seat (common.seat_of); what the enemy then does goes through the same
actions and rolls as a player's unit (turns.py, rolls.py)."""

from __future__ import annotations

import uuid
from dataclasses import asdict, dataclass

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log, rows, solo_orders, turns
from battles.services.common import cards_in_force, seats_in, writing
from battles.services.placement import gun_kind
from battles.table import card_rules, chain, duties, solo_play
from bof_site.refusals import Refused
from rules.engine.procedures.setup import MODES
from rules.engine.procedures.solo import FLANKS
from rules.engine.registry import COVER_LEVELS
from rules.engine.solitaire.activation import choose_activation, sector_die_needed
from rules.engine.solitaire.behaviour import BANDS, Actor, Sighting, Situation, propose

COVERS = COVER_LEVELS
WHERE = {"left-flank": "on the left flank", "middle": "in the middle", "right-flank": "on the right flank"}
OBJECTIVE_ANSWERS = ("away", "reached")


@calls.value_type
@dataclass(frozen=True)
class Seen:
    """One of the player's units the acting enemy unit can see, as the player answered: at what range, in what cover."""

    unit: int
    band: str = "medium"
    cover: str = "none"
    threatens: bool = False  # it threatens the mission objective (S11: such targets first)


def _app_acting(battle: Battle, seat_id: int | None) -> tuple[Seat, dict, dict]:
    """The app's turn with one of its units activated: (its seat, the solo state, the activation)."""
    seat, solo = _app_turn(battle, seat_id)
    current = battle.state.get("activation")
    if not current:
        raise Refused(gettext("Pick the enemy unit that acts first."))
    return seat, solo, current


def _app_turn(battle: Battle, seat_id: int | None) -> tuple[Seat, dict]:
    seat = turns.active_seat(battle, seat_id)
    solo = battle.state.get("solo")
    if solo is None or seat.pk != solo.get("app_seat"):
        raise Refused(gettext("It is your turn: activate one of your own units."))
    return seat, solo


@calls.recorded
def enemy_next(*, code: str, seat_id: int | None, key: uuid.UUID, near_objective: list[int] | None = None) -> LogEntry:
    """The enemy unit that acts next, asked for (the app picks by itself when play passes to it, `picked_when_due`):
    the sector die where the chapter asks for one, then the activation ladder in that sector (S9, S10)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, _solo = _app_turn(battle, seat_id)
        if battle.state.get("activation") or battle.state.get("orders"):
            raise Refused(gettext("Finish the enemy unit that is acting first."))
        return _pick(battle, seat, near_objective, key=key)


@calls.recorded
def enemy_marks(*, code: str, seat_id: int | None, key: uuid.UUID, near: list[int]) -> LogEntry:
    """The enemy units the player marks as within reach of the objective (S9): the ladder's second rung from the
    next pick on, until the player marks others."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, solo = _app_turn(battle, seat_id)
        marked = rows.units("battle_id = %s AND seat_id = %s AND id = ANY(%s) AND status = 'active'",
                            [battle.pk, seat.pk, list(near)])  # fmt: skip
        if len(marked) != len(set(near)):
            raise Refused(gettext("Mark enemy units that are still in the fight."), field="near")
        battle.state = {**battle.state, "solo": {**solo, "near": sorted(u.pk for u in marked)}}
        said = ", ".join(u.label for u in marked) or "none"
        return log.append(
            battle, kind="solo-marks", summary=f"Near the objective now: {said}."[:300], seat=seat,
            data={"near": sorted(u.pk for u in marked)}, key=key,
        )  # fmt: skip


@calls.recorded
def enemy_moved(*, code: str, seat_id: int | None, key: uuid.UUID, sector: str) -> LogEntry:
    """Where the acting enemy unit stands after its move (left flank, middle, right flank): the sector the ladder's
    sector die finds it in from now on (S10)."""
    if sector not in FLANKS:
        raise Refused(gettext("Pick the left flank, the middle or the right flank."), field="sector")
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, solo, current = _app_acting(battle, seat_id)
        unit = rows.units("id = %s", [current["unit"]])[0]
        sectors = {**(solo.get("sectors") or {}), str(unit.pk): sector}
        battle.state = {**battle.state, "solo": {**solo, "sectors": sectors}}
        return log.append(
            battle, kind="solo-marks", summary=f"{unit.label} now stands {WHERE[sector]}.",
            seat=seat, data={"unit": unit.pk, "sector": sector}, key=key,
        )  # fmt: skip


def picked_when_due(battle: Battle) -> None:
    """Play has just passed to the app's seat (turns.pass_on): it picks its unit at once, in the same change, so
    the player's next tap answers what that unit sees."""
    solo = battle.state.get("solo")
    if not solo or battle.state.get("active") != solo["app_seat"] or battle.state.get("activation"):
        return
    if battle.phase != "playing" or battle.state.get("step") != "activations":
        return
    if chain.pending(battle.state):  # the rolls a hit called for come first
        return
    if card_rules.barrage_owed(cards_in_force(battle), battle.state, battle.turn):  # a preparatory barrage first
        return
    seat = next(s for s in seats_in(battle) if s.pk == solo["app_seat"])
    if battle.state.get("orders"):
        if solo_orders.ordered_next(battle, seat, solo):
            return
        solo_orders.end_orders(battle, seat)
        if battle.state.get("active") != solo["app_seat"] or battle.state.get("activation"):
            return
    _pick(battle, seat, solo.get("near"), quiet=True)


def _pick(
    battle: Battle, seat: Seat, near_objective: list[int] | None, *, key: uuid.UUID | None = None, quiet: bool = False
) -> LogEntry | None:
    """The app's pick; `quiet` (the pick when its turn comes) leaves nothing to pick to the turn's own rules (R38)."""
    solo = battle.state["solo"]
    free, by_ref = solo_orders.free_units(battle, seat)
    near = set(near_objective or [])
    candidates = [solo_play.candidate(battle, u, by_ref, near) for u in free]
    last = solo.get("last") or {}
    previous = last.get("sector", "none") if last.get("turn") == battle.turn else "none"
    rolls, die = [], None
    if candidates and sector_die_needed(previous):
        rolls.append(log.server_dice(battle, seats_in(battle), 1))
        die = rolls[0]["dice"][0]
    if not candidates and quiet:
        return None
    choice = choose_activation(candidates, previous, die)
    if choice is None:
        raise Refused(gettext("No enemy unit may act any more this turn."))
    unit, data, activated = turns._activate(battle, seat, choice.ref)
    decision = {"unit": unit.pk, "sector": choice.sector, "rung": choice.rung, "roll": choice.sector_roll,
                "reasons": list(choice.reasons), "near_objective": sorted(near)}  # fmt: skip
    picked = {"last": {"turn": battle.turn, "sector": choice.sector}, "proposal": None, "picked": decision}
    battle.state = {**battle.state, "solo": {**battle.state["solo"], **picked}}
    return log.append(
        battle,
        kind="solo-activate",
        summary=f"The app picks {unit.label} ({choice.rung.replace('-', ' ')}, {choice.sector.replace('-', ' ')}). "
        f"{activated}",
        seat=seat,
        data={**data, "decision": decision},
        rolls=rolls,
        key=key,
    )


@calls.recorded
def enemy_decide(
    *,
    code: str,
    seat_id: int | None,
    key: uuid.UUID,
    seen: list[Seen],
    objective: str = "away",
    cover_near: bool = False,
    friends: list[int] | None = None,
    gear: list[str] | None = None,
) -> LogEntry:
    """What the acting enemy unit does (S11), from what the player says it can see (and, for an officer, which of its
    units he reaches; for a soldier, which abandoned gear lies in reach): the proposal with its reasons, which the
    player then carries out with one tap or overrules."""
    if objective not in OBJECTIVE_ANSWERS:
        raise Refused(gettext("Say whether the unit stands on the objective or away from it."), field="objective")
    for s in seen:
        if s.band not in BANDS or s.cover not in COVERS:
            raise Refused(gettext("Pick a range and a cover from the lists."), field="seen")
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, solo, current = _app_acting(battle, seat_id)
        answers = Answers(seen, objective, cover_near, list(friends or []), list(gear or []))
        return _decide(battle, seat, solo, current, answers, key=key)


ONCE = ("dismount", "scavenge", "refill-crew", "order")  # carried out in one action; the next is decided again


def reproposed_when_due(battle: Battle) -> None:
    """At the end of a change: when the app's acting unit has carried out a one-off proposal (it got out of its
    vehicle) and has actions left, the app decides the next from what the player said it sees, without asking again."""
    solo, current = battle.state.get("solo") or {}, battle.state.get("activation") or {}
    proposal = solo.get("proposal") or {}
    if battle.state.get("active") != solo.get("app_seat") or proposal.get("unit") != current.get("unit"):
        return
    if proposal.get("action") not in ONCE or proposal.get("overruled"):
        return
    if current.get("used", 0) <= proposal.get("used", 0):  # not carried out yet
        return
    if not rows.units("id = %s AND status = 'active'", [current["unit"]]):
        return  # it fell in its own action (a minefield): the player leaves it there
    seen = [Seen(**s) for s in proposal.get("seen", [])]
    standing = {u.pk for u in rows.units("id = ANY(%s) AND status = 'active'", [[s.unit for s in seen]])}
    seat = next(s for s in seats_in(battle) if s.pk == solo["app_seat"])
    answers = Answers(
        [s for s in seen if s.unit in standing],
        proposal.get("objective", "away"),
        proposal.get("cover_near", False),
        proposal.get("friends", []),
        proposal.get("gear", []),
    )
    _decide(battle, seat, solo, current, answers, strict=False)  # what was ordered or taken up drops out


@dataclass(frozen=True)
class Answers:
    """What the player said of the acting enemy unit's surroundings, kept with the proposal to decide again from."""

    seen: list[Seen]
    objective: str
    cover_near: bool
    friends: list[int]  # its officer's units in his command radius
    gear: list[str]  # abandoned gear in reach, as solo_play.gear_in_sight names it


def _decide(
    battle: Battle,
    seat: Seat,
    solo: dict,
    current: dict,
    answers: Answers,
    *,
    key: uuid.UUID | None = None,
    strict: bool = True,
) -> LogEntry:
    """The proposal for the acting unit from the player's answers, kept in the state and logged with its reasons.
    `strict` refuses friends or gear the table does not offer; deciding again, they are left out instead."""
    actor_unit = rows.units("id = %s", [current["unit"]])[0]
    if actor_unit.status != "active":
        raise Refused(gettext("%(unit)s is out of the fight: leave it there.") % {"unit": actor_unit.label})
    seen = answers.seen
    targets = {u.pk: u for u in rows.units("battle_id = %s AND id = ANY(%s) AND status = 'active'",
                                           [battle.pk, [s.unit for s in seen]])}  # fmt: skip
    if any(s.unit not in targets or targets[s.unit].seat_id == seat.pk for s in seen):
        raise Refused(gettext("Pick your own units that are still in the fight."), field="seen")
    friends, orders_left = solo_orders.friends(battle, seat, actor_unit, answers.friends, strict)
    gear, tokens = solo_orders.gear(battle, actor_unit, answers.gear, strict)
    mode = MODES[battle.game_mode]
    situation = Situation(
        actor=_actor(actor_unit, current, battle),
        sightings=tuple(_sighting(targets[s.unit], s, mode.id != "combat-only") for s in seen),
        objective="none" if mode.id == "combat-only" else answers.objective,
        better_cover_near=answers.cover_near,
        gear=gear,
        friends=friends,
        orders_left=orders_left,
    )
    proposal = propose(situation)
    said = {
        **asdict(proposal),
        "unit": actor_unit.pk,
        "seen": [asdict(s) for s in seen],
        "used": current.get("used", 0),
        "objective": answers.objective,
        "cover_near": answers.cover_near,
        "friends": [f.ref for f in friends],
        "gear": [tokens[g.ref] for g in gear],
    }
    said["reasons"], said["alternatives"] = list(proposal.reasons), list(proposal.alternatives)
    said["ordered"] = list(proposal.ordered)
    picked_gear = {g.ref: g for g in gear}.get(proposal.target) if proposal.action in solo_orders.GEAR_ACTIONS else None
    if picked_gear is not None:
        said["gear_pick"], said["gear_label"] = tokens[picked_gear.ref], picked_gear.label
    ordering = {"ordering": list(proposal.ordered)} if proposal.action == "order" else {}
    battle.state = {**battle.state, "solo": {**solo, "proposal": said, **ordering}}
    what = picked_gear.label if picked_gear else targets[proposal.target].label if proposal.target in targets else ""
    target = f" at {what}" if what and proposal.action == "shoot" else f": {what}" if what else ""
    towards = f" towards the {proposal.move_towards}" if proposal.move_towards else ""
    return log.append(
        battle,
        kind="solo-decision",
        summary=f"The app decides: {actor_unit.label} {proposal.action.replace('-', ' ')}s{target}{towards}. "
        + " ".join(proposal.reasons),
        seat=seat,
        data={"decision": said},
        key=key,
    )


@calls.recorded
def enemy_overrule(*, code: str, seat_id: int | None, key: uuid.UUID, action: str) -> LogEntry:
    """The player sets the app's proposal aside for another action (S15); the report counts it."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, solo = _app_turn(battle, seat_id)
        proposal = solo.get("proposal")
        if not proposal or proposal.get("overruled"):
            raise Refused(gettext("There is no proposal of the app's to overrule."))
        if action not in proposal.get("alternatives", []):
            raise Refused(gettext("Pick one of the other actions offered."), field="action")
        overruled = solo.get("overruled", 0) + 1
        proposal = {**proposal, "overruled": action}
        battle.state = {**battle.state, "solo": {**solo, "proposal": proposal, "overruled": overruled}}
        held = " " + _hold(battle) if action == "hold" else ""
        return log.append(
            battle,
            kind="solo-overrule",
            summary=f"{seat.display_name}'s player overrules the app: {action} instead of {proposal['action']}.{held}",
            seat=seat,
            data={"instead_of": proposal["action"], "action": action},
            key=key,
        )


@calls.recorded
def enemy_hold(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """The acting enemy unit stays where it is (S14): its activation counts, no action is spent, play passes on."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, _solo, _current = _app_acting(battle, seat_id)
        said = _hold(battle)
        return log.append(battle, kind="activation-end", summary=said, seat=seat, data={"hold": True}, key=key)


def _hold(battle: Battle) -> str:
    unit = rows.units("id = %s", [battle.state["activation"]["unit"]])[0]
    return f"{unit.label} holds its ground. {turns.finish_activation(battle, unit)}"


def _role(unit: BattleUnit) -> str:
    gun = gun_kind(unit.unit_type, unit.stats)
    if gun:
        return "at-gun" if gun == "AT gun" else "aa-gun"
    mortar = any(w.get("kind") == "light-mortar" for w in unit.weapons)
    if mortar or (unit.unit_type == "support-weapon" and unit.stats.get("blast")):
        return "artillery"
    return ""


def _actor(unit: BattleUnit, current: dict, battle: Battle) -> Actor:
    """The acting unit as the behaviour rules see it: what it carries and whether it rides, as the table stands."""
    units = rows.units("battle_id = %s AND seat_id = %s", [battle.pk, unit.seat_id])
    carried = duties.carried(battle, units)
    riders = [pk for pk, ride in carried.items() if ride["by"] == unit.pk and ride["how"] == "rides"]
    return Actor(
        ref=unit.pk,
        label=unit.label,
        unit_type=solo_play.candidate_type(unit),
        quality=unit.quality,
        role=_role(unit),
        small_arms=solo_play.best(unit, "small_arms"),
        he=solo_play.best(unit, "he"),
        ap=solo_play.best(unit, "ap"),
        carrying=bool(riders),
        aboard=carried.get(unit.pk, {}).get("how") == "rides",
        first_action=current.get("used", 0) == 0,
        actions_left=max(current["allowed"] - current.get("used", 0), 1),
        held_still=_held_still(battle, unit),
    )


def _held_still(battle: Battle, unit: BattleUnit) -> bool:
    """Whether a card keeps the app's unit from moving now: its side's transports in turn 1, as a player's."""
    if unit.unit_type != "transport" or battle.turn != 1:
        return False
    seat = next(s for s in seats_in(battle) if s.pk == unit.seat_id)
    return bool(card_rules.transport_stuck(cards_in_force(battle), seat=seat.pk, team=seat.team, turn=battle.turn))


def _sighting(unit: BattleUnit, seen: Seen, objectives: bool) -> Sighting:
    armour = unit.stats.get("armour") or [0]
    return Sighting(
        ref=unit.pk,
        label=unit.label,
        unit_type=solo_play.candidate_type(unit),
        points=unit.points,
        band=seen.band,
        cover=seen.cover,
        armour=armour[0] if unit.unit_type in ("afv", "transport") else 0,
        firepower=solo_play.firepower(unit),
        threatens_objective=seen.threatens and objectives,
    )
