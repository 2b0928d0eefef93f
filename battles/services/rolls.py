"""The one path every roll of a battle takes (design.md): lock, check, dice, engine, log.

A roll is either the battle's provably fair server roll or dice the table rolled and typed in (marked so
in the log). A repeated request with the same one-time key returns the first result and rolls nothing.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log, rows
from battles.services.common import acting_seat_of, cards_in_force, seat_of, seats_in, writing
from battles.services.effects import apply_effects, credit_kill, has_effects, taken_out
from battles.table import ammo, card_rules, chain, solo_play
from battles.table.forces import REACTION_ROLLS
from bof_site.refusals import Refused
from rules import api, display, sentences
from rules.engine import catalog
from rules.engine.outcome import Outcome
from rules.engine.reading import words
from rules.engine.registry import TRUE


@dataclass(frozen=True)
class RollResult:
    entry: LogEntry
    replayed: bool  # the key was seen before: nothing new was rolled


@calls.recorded
def battle_roll(
    *,
    code: str,
    seat_id: int | None,
    procedure_id: str,
    data: Mapping[str, Sequence[str]],
    key: uuid.UUID,
    as_referee: bool = False,
    check: Callable[[Battle, Seat], bool] | None = None,
    apply: Callable[[Battle, Seat, Outcome], str] | None = None,
    target_id: int | None = None,
    step: str | None = None,
    stand_in_id: int | None = None,
) -> RollResult:
    """Resolve one procedure of the engine for a seat. `data` holds the procedure's inputs as form data,
    plus `roll` for server dice or `dice` ("3,5,1") for dice rolled at the table.

    A setup or play step passes `check` (refuses before any die is rolled; True when the seat acts as
    referee) and `apply` (changes the battle's state under the same lock; returns the words the log adds).
    With `target_id` the outcome's tokens and losses land on that unit of the battle. With `step` the roll
    answers a pending follow-on roll (battles/table/chain.py); every roll adds the rolls it leads to."""
    procedure = catalog.get(procedure_id)
    if procedure is None:
        raise Refused(gettext("There is no such roll in the rules."))
    if "roll" not in data and not data.get("dice"):
        raise Refused(gettext("Roll with the server's dice, or type the dice you rolled at the table."), field="dice")
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return RollResult(entry=earlier, replayed=True)
        # A reaction in the enemy's turn is the phone's own; any other roll is the active side's (solo: the app's).
        seat = seat_of(battle, seat_id) if procedure.id in REACTION_ROLLS else acting_seat_of(battle, seat_id)
        seat = _barrage_seat(battle, seat, seat_id, procedure.id)
        if as_referee and not seat.is_host:
            raise Refused(gettext("Only the host may act as referee."))
        if battle.phase in ("lobby", "ended"):
            raise Refused(
                gettext("The battle has not started yet.")
                if battle.phase == "lobby"
                else gettext("The battle is over: no more rolls.")
            )
        if check is not None and check(battle, seat):
            as_referee = True
        for refused, field in (_weather(battle, procedure.id, data), _double_burst(battle, seat, procedure.id, data)):
            if refused:
                raise Refused(refused, field=field)
        answering = chain.find(battle.state, step) if step else None
        asked = (answering or {}).get("bodyguard")
        if asked:
            seat = solo_play.side_of(battle, seat, asked["team"], seats_in(battle))
        if asked and seat.team != asked["team"]:  # his side decides first; rolling the effect themselves is an answer
            raise Refused(
                gettext("First %(officer)s's side says whether a soldier nearby takes the bullet for him.")
                % {"officer": answering["label"]}
            )
        if answering is not None:
            if procedure.id not in answering["procedures"]:
                raise Refused(gettext("This follow-on roll uses another table: pick one the list offers."))
            target_id = answering["unit"] or target_id
        acting = (battle.state.get("activation") or {}).get("unit")  # before an action's spend ends it
        seats = seats_in(battle)
        target = shooter = None
        if target_id is not None:
            # The acting unit comes along in the same query: a shot's follow-on rolls name it as the shooter.
            found = {
                u.pk: u
                for u in rows.units("battle_id = %s AND id = ANY(%s)", [battle.pk, [target_id, acting or target_id]])
            }
            target, shooter = found.get(target_id), found.get(acting)
            battle.acting_unit = shooter  # the action's spend (turns.spend) takes it as read here, under the lock
            if target is None or target.status != "active":
                raise Refused(gettext("Pick a unit that is still in the fight."), field="target")
            target.seat = next(s for s in seats if s.pk == target.seat_id)  # its loss scores for the other team
        shot = ammo.take_shot(battle, acting, procedure.id, data)  # a limited weapon: refused with none left
        stood_in = ""
        if stand_in_id is not None:
            target, stood_in = _stand_in(battle, seat, procedure.id, target, stand_in_id)
        rolls: list[dict] = []

        def roll(count: int) -> list[int]:
            rolled = log.server_dice(battle, seats, count)
            rolls.append(rolled)
            return rolled["dice"]

        calc = display.calculate(procedure, data, roll=roll)
        if calc.errors or calc.outcome is None or calc.outcome.result is None:
            messages = [m for ms in calc.errors.values() for m in ms] or [gettext("These dice do not settle the roll.")]
            raise Refused(
                sentences.translated(messages[0])
            )  # the transaction ends here: no roll is kept, no counter moved
        outcome = calc.outcome
        if not rolls:
            rolls = [log.table_dice(outcome.dice)]
        applied = " ".join(filter(None, [stood_in, apply(battle, seat, outcome) if apply is not None else ""]))
        if card_rules.heat_failed(answering, outcome.result):
            applied = " ".join(filter(None, [applied or words(outcome.result) + ".", HEAT_FAILED]))
        barrage = _barrage(battle, seat, procedure.id)  # " The preparatory barrage is fired." or ""
        firing = getattr(battle, "firing", None) or shooter  # a reaction names its own shooter (reactions.py)
        by = chain.shooter_of(answering) if answering else _unit(firing)  # who caused what the roll does
        kill = False  # an enemy taken out of the fight by the unit named `by`
        if target is not None and has_effects(outcome.effects):
            applied = " ".join(filter(None, [applied, apply_effects(battle, target, outcome.effects)]))
            kill = by is not None and taken_out(target, outcome.effects) and _enemies(seats, by.pk, target)
            if kill:
                applied = " ".join(filter(None, [applied, credit_kill(battle, by.pk)]))
            if (
                target.status not in ("active", "crewing")
                and (battle.state.get("activation") or {}).get("unit") == target.pk
            ):
                applied = " ".join(filter(None, [applied, _fell_acting(battle, target)]))
        if battle.phase == "playing":
            carry = {**((answering or {}).get("carry") or {}), **{k: list(v) for k, v in data.items() if k in CARRIED}}
            carry |= BARRAGE_CARRY if barrage else {}
            _chain_on(battle, procedure.id, outcome, target, answering, firing.pk if firing else acting, firing, carry)
        entry = log.append(
            battle,
            kind="roll",
            summary=f"{procedure.title}: {applied or words(outcome.result) + '.'}{barrage}{ammo.said(shot)}",
            seat=seat,
            data=api.json_safe(
                {
                    **api.outcome_json(outcome, calc.inputs, rolled_by_server=calc.rolled_by_server),
                    # Who caused it, and whether it took an enemy out of the fight: R35 counts kills from here.
                    "lands_on": {"unit": target.pk, "label": target.label, "by": by.pk if by else None, "kill": kill}
                    if target
                    else None,
                    **({"shot": shot} if shot else {}),  # a limited weapon's shot: what it has left
                }
            ),
            rolls=rolls,
            key=key,
            as_referee=as_referee,
        )
    return RollResult(entry=entry, replayed=False)


def _fell_acting(battle: Battle, unit: BattleUnit) -> str:
    """A unit taken out of the fight in its own activation (an overwatch shot, a minefield) acts no more: its
    activation ends and play passes on, as after "Done with this unit" (a play-test's dead rifleman went on to shoot)."""
    from battles.services.turns import finish_activation  # the turn services are built on this module

    return f"{unit.label} is out of the fight: its activation ends. {finish_activation(battle, unit)}"


STAND_INS = ("infantry", "squad-leader")
HEAT_FAILED = "In the summer heat it loses its remaining action: it makes one move, not two."
BARRAGE_CARRY = {"attack_value": ["13"]}  # the preparatory barrage's attacks: HE 13 (the sample pack's card)
# What a chain already knows and carries to the rolls that follow (the distance of the shot, the target's cover):
# the next form starts from it, so nothing is typed twice.
CARRIED = ("distance", "units", "cover", "smoke", "hidden", "piece")  # "piece": the terrain piece picked


def _enemies(seats: list[Seat], unit_id: int, target: BattleUnit) -> bool:
    """Whether the unit is on the other team from the target (its own side's losses earn it nothing)."""
    owner = BattleUnit.objects.filter(pk=unit_id).order_by().values_list("seat_id", flat=True).first()
    teams = {s.pk: s.team for s in seats}
    return owner is not None and teams.get(owner) != target.seat.team


def _unit(unit: BattleUnit | None) -> chain.Unit | None:
    return chain.unit_of(unit) if unit is not None else None


def _double_burst(
    battle: Battle, seat: Seat, procedure_id: str, data: Mapping[str, Sequence[str]]
) -> tuple[str, str | None]:
    """An ammunition shortage forbids the seat's machine guns a double burst: the overwatch form's second burst."""
    burst = (data.get("double_burst") or [""])[-1].lower() in TRUE
    if procedure_id != "overwatch" or not burst or battle.phase != "playing":
        return "", None
    return card_rules.double_burst_refused(cards_in_force(battle), seat=seat.pk, team=seat.team), "double_burst"


def _weather(battle: Battle, procedure_id: str, data: Mapping[str, Sequence[str]]) -> tuple[str, str | None]:
    """An event card in force that forbids this roll before any die: fog or dusk a far shot, low clouds or
    fog a plane's attack. The cards are read once, and only for the rolls they can forbid."""
    if procedure_id not in (*card_rules.ATTACKS, *card_rules.PLANE_ATTACKS) or battle.phase != "playing":
        return "", None
    now = cards_in_force(battle)
    if any(c.key in card_rules.GROUNDED for c in now) and procedure_id in card_rules.PLANE_ATTACKS:
        acting = (battle.state.get("activation") or {}).get("unit")
        kind = BattleUnit.objects.filter(pk=acting).values_list("unit_type", flat=True).first() if acting else None
        if refused := card_rules.planes_refused(now, procedure_id, kind):
            return refused, None
    if procedure_id not in card_rules.ATTACKS:
        return "", None
    try:
        distance, units = float((data.get("distance") or [""])[0]), (data.get("units") or ["cm"])[0]
    except ValueError:
        return "", None  # the engine says what is wrong with the distance
    refused = card_rules.attack_refused(now, distance=distance, units=units if units in ("cm", "in") else "cm")
    return refused, "distance"


def _ask_bodyguard(step: dict, target: BattleUnit | None) -> dict:
    """The effect of a hit on a ranking officer waits for his side: a soldier within 5 cm / 2 in may take the
    bullet (Death of ranking officers). Only when one of his side's soldiers is still in the fight."""
    if target is None or step["unit"] != target.pk or target.unit_type != "ranking-officer":
        return step
    if not any(p.startswith("effect-") for p in step["procedures"]):
        return step
    soldiers = BattleUnit.objects.filter(seat_id=target.seat_id, status="active", unit_type__in=STAND_INS)
    if not soldiers.exists():
        return step
    return {**step, "bodyguard": {"seat": target.seat_id, "team": target.seat.team, "officer": target.pk}}


def _stand_in(
    battle: Battle, seat: Seat, procedure_id: str, officer: BattleUnit | None, stand_in_id: int
) -> tuple[BattleUnit, str]:
    """A soldier within 5 cm / 2 in takes the bullet meant for his ranking officer (Death of ranking officers):
    the effect, and what follows it, lands on him instead."""
    if officer is None or officer.unit_type != "ranking-officer" or not procedure_id.startswith("effect-"):
        raise Refused(gettext("Only the effect of a hit on a ranking officer can be taken by a soldier nearby."))
    if seat.team != officer.seat.team:
        raise Refused(gettext("The officer's own side decides who takes the bullet for him."))
    soldier = BattleUnit.objects.filter(
        battle=battle, seat_id=officer.seat_id, pk=stand_in_id, status="active", unit_type__in=STAND_INS
    ).first()
    if soldier is None:
        raise Refused(gettext("Pick a soldier of the officer's own side who is still in the fight."), field="stand_in")
    soldier.seat = officer.seat
    near = "5 cm" if battle.measure == "cm" else "2 in"
    return soldier, f"{soldier.label} takes the bullet for {officer.label} (within {near})."


def _chain_on(
    battle: Battle,
    procedure_id: str,
    outcome: Outcome,
    target: BattleUnit | None,
    answering,
    acting: int | None,
    acting_unit: BattleUnit | None,
    carry: dict,
) -> None:
    """Queue the rolls this one leads to; the step it answered comes off the queue."""
    shooter = chain.shooter_of(answering)
    if answering is None and acting and outcome.effects.continues_with:
        unit = acting_unit or BattleUnit.objects.filter(pk=acting).first()
        shooter = chain.unit_of(unit) if unit else None
    new = chain.follow_ups(
        procedure_id=procedure_id,
        continues_with=outcome.effects.continues_with,
        target=chain.unit_of(target) if target and target.status == "active" else None,
        shooter=shooter,
        seq=battle.entry_count + 1,
        repeat=int(outcome.value("targets") or 1),
    )
    if answering is not None and answering.get("card") in card_rules.HEAT:
        new = []  # a summer heat's check costs the remaining action on failure, not a roll on the failed-morale table
    new = [{**step, "carry": carry} for step in new] if carry else new
    new = [_ask_bodyguard(step, target) for step in new]
    if new or answering is not None:
        steps = chain.after_roll(battle.state, step_id=answering["id"] if answering else None, new=new)
        battle.state = {**battle.state, "chain": steps}


def _barrage_seat(battle: Battle, seat: Seat, seat_id: int | None, procedure_id: str) -> Seat:
    """In a solo battle an artillery roll made while a preparatory barrage is owed is the barrage of its drawer: the
    player's own if the player owes one, else the app's, whichever side would act next. The player's barrage had
    been logged as the app's (and had fired the app's, had both been owed) when the app had won the initiative."""
    if procedure_id != "artillery-accuracy" or battle.phase != "playing" or solo_play.app_seat_id(battle) is None:
        return seat
    owed = card_rules.barrage_owed(cards_in_force(battle), battle.state, battle.turn)
    drawer = card_rules.barrage_fired(owed, seat_of(battle, seat_id).pk)
    if drawer is None or drawer == seat.pk:
        return seat
    return solo_play.acting_as(battle, seat_of(battle, seat_id), drawer, seats_in(battle))


def _barrage(battle: Battle, seat: Seat, procedure_id: str) -> str:
    """An artillery roll made while a preparatory barrage is owed is that barrage: it is marked fired, and the
    turn's first activation may go ahead once every barrage is (card_rules.barrage_owed)."""
    if procedure_id != "artillery-accuracy" or battle.phase != "playing":
        return ""
    drawer = card_rules.barrage_fired(
        card_rules.barrage_owed(cards_in_force(battle), battle.state, battle.turn), seat.pk
    )
    if drawer is None:
        return ""
    battle.state = {**battle.state, "barrages_fired": [*battle.state.get("barrages_fired", []), drawer]}
    return " The preparatory barrage is fired."
