"""Follow-on rolls the table answers without dice: skipping one it does not need, and the officer's side saying who
takes a bullet meant for him (battles/table/chain.py). One log entry each, under the row lock."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import calls, log
from battles.services.common import in_phase, seat_of, seats_in, writing
from battles.services.rolls import STAND_INS
from battles.table import chain, solo_play
from bof_site.refusals import Refused
from rules import sentences
from rules.engine.outcome import Outcome
from rules.engine.procedures.officers import BodyguardInputs, officer_bodyguard

MAX_REASON = 200


@calls.recorded
def skip_step(*, code: str, seat_id: int | None, step_id: str, reason: str, key: uuid.UUID) -> LogEntry:
    """Any seated player may skip a pending roll ("the soldier was out of the blast", "that was every unit
    hit"); the log says who and why, and a void brings it back."""
    reason = " ".join(reason.split())[:MAX_REASON]
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        in_phase(battle, "playing", refusal=gettext("Follow-on rolls are skipped during play only."))
        step, rest = chain.skipped(battle.state, step_id)
        referee = _check_may_skip(battle, seat, step, reason)
        battle.state = {**battle.state, "chain": rest}
        what = step["words"] + (f" for {step['label']}" if step["label"] else "")
        done = "no more of these" if step["each"] else "skipped"
        return log.append(
            battle,
            kind="chain",
            summary=f"{what}: {done}" + (f" ({reason})." if reason else "."),
            seat=seat,
            data={"step": step, "reason": reason},
            key=key,
            as_referee=referee,
        )


def _check_may_skip(battle, seat, step: dict, reason: str) -> bool:
    """A roll that lands on a unit is skipped only with a reason everyone reads, and not by that unit's own
    side alone (the host may, as referee): a player cannot wave away the hit on his own soldier."""
    if not step.get("unit"):
        return False
    if not reason:
        raise Refused(gettext("Say why this roll is skipped: everyone reads it in the log."), field="reason")
    owner = BattleUnit.objects.filter(pk=step["unit"]).values_list("seat__team", flat=True).first()
    if owner != seat.team:
        return False
    if not seat.is_host:
        raise Refused(
            gettext("A roll on one of your own units is skipped by the other side, or by the host as referee.")
        )
    return True


@calls.recorded
def bodyguard(
    *, code: str, seat_id: int | None, step_id: str, stand_in_id: int | None, key: uuid.UUID,
    distance: float | None = None,
) -> LogEntry:  # fmt: skip
    """The officer's side answers: a soldier nearby takes the bullet (the effect and what follows land on him),
    or the officer takes it himself. Only that side decides, or the host as referee. With the soldier's `distance`
    from the officer, the engine's check (officer-bodyguard) decides whether he is near enough, and the log keeps it."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        in_phase(battle, "playing", refusal=gettext("The battle is not being played."))
        step = chain.find(battle.state, step_id)
        asked = step.get("bodyguard")
        if not asked:
            raise Refused(gettext("Nobody is asked to take this bullet: roll the effect."))
        seat = solo_play.side_of(battle, seat, asked["team"], seats_in(battle))
        referee = seat.team != asked["team"]
        if referee and not seat.is_host:
            raise Refused(gettext("The officer's own side decides who takes the bullet for him."))
        officer = BattleUnit.objects.get(pk=asked["officer"])
        answer = {k: v for k, v in step.items() if k != "bodyguard"}
        if stand_in_id is None:
            summary = f"{officer.label} takes the hit himself."
        else:
            soldier = BattleUnit.objects.filter(
                battle=battle, seat_id=asked["seat"], pk=stand_in_id, status="active", unit_type__in=STAND_INS
            ).first()
            if soldier is None:
                raise Refused(
                    gettext("Pick a soldier of the officer's own side who is still in the fight."), field="stand_in"
                )
            checked = _near_enough(battle, distance)
            answer |= {"unit": soldier.pk, "label": soldier.label, "procedures": ["effect-infantry"]}
            near = "5 cm" if battle.measure == "cm" else "2 in"
            summary = f"{soldier.label} takes the bullet for {officer.label} (within {near})."
        battle.state = {
            **battle.state,
            "chain": [answer if s["id"] == step_id else s for s in chain.pending(battle.state)],
        }
        data = {"step": step_id, "stand_in": stand_in_id}
        if stand_in_id is not None and checked is not None:
            data["check"] = {"distance": distance, "steps": list(checked.steps)}
        return log.append(battle, kind="chain", summary=summary, seat=seat, data=data, key=key, as_referee=referee)


def _near_enough(battle: Battle, distance: float | None) -> Outcome | None:
    """The officer-bodyguard check for a stand-in this far away (None when the phone did not say how far)."""
    if distance is None:
        return None
    if not 0 <= distance <= 1000:
        raise Refused(gettext("Measure the distance between the soldier and his officer."), field="distance")
    outcome = officer_bodyguard(BodyguardInputs(distance, battle.measure, True, True), None)
    if outcome.result != "soldier-takes-the-hit":
        raise Refused(
            gettext("%(why)s Pick a soldier nearer to him, or he takes it himself.")
            % {"why": sentences.translated(outcome.steps[1])},
            field="distance",
        )
    return outcome
