"""A roll made in the enemy's turn for one of your own units (battles/table/prefill.REACTIONS): it goes through the
one roll path and the log names the unit. An overwatch shot needs a unit on overwatch, and a unit fires at
most its attacks per turn; its last shot marks it spent (Overwatch). While a ranking officer's orders are
under way nothing but covering fire interrupts them (Ranking Officers), so no reaction roll is taken."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Mapping, Sequence

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, Seat
from battles.services import calls
from battles.services.common import seats_in
from battles.services.rolls import RollResult, battle_roll
from battles.services.turns import spend
from battles.table import duties, overwatch
from bof_site.refusals import Refused
from rules.engine.outcome import Outcome
from rules.engine.reading import words


@calls.recorded
def reaction_roll(
    *,
    code: str,
    seat_id: int | None,
    procedure_id: str,
    data: Mapping[str, Sequence[str]],
    key: uuid.UUID,
    shooter_id: int,
    target_id: int | None = None,
    note: Callable[[Battle, Seat, Outcome], str] | None = None,
) -> RollResult:
    found: list[BattleUnit] = []

    def check(battle: Battle, seat: Seat) -> bool:
        if battle.state.get("orders") and battle.state.get("active") != seat.pk:
            raise Refused(gettext("Orders are under way: the enemy may interrupt them only with covering fire."))
        mine = duties.controlled(battle, seat)
        shooter = BattleUnit.objects.filter(mine, battle=battle, pk=shooter_id, status="active").first()
        if shooter is None:
            raise Refused(gettext("Pick one of your own units still in the fight to fire."))
        if (shooter.tokens or {}).get("hidden"):  # How to hide infantry units and officers
            raise Refused(gettext("%(unit)s is hidden: it cannot fire until it unhides.") % {"unit": shooter.label})
        if procedure_id == "overwatch":
            if duties.duty_of(shooter) != "overwatch":
                raise Refused(
                    gettext("%(unit)s is not on overwatch: give it the duty at the start of a turn.")
                    % {"unit": shooter.label}
                )
            if overwatch.shots_fired(battle, shooter.pk) >= overwatch.most_shots(shooter):
                raise Refused(gettext("%(unit)s has fired all its shots this turn.") % {"unit": shooter.label})
        found.append(shooter)
        battle.firing = shooter  # what it hits follows on with it as the shooter, and its kills count for it
        return False

    def apply(battle: Battle, seat: Seat, outcome: Outcome) -> str:
        shooter = found[0]
        said = f"{note(battle, seat, outcome) if note else words(outcome.result) + '.'} Fired by {shooter.label}."
        if procedure_id != "overwatch":
            return said
        fired = overwatch.shots_fired(battle, shooter.pk) + 1
        battle.state = {
            **battle.state,
            "overwatch_shots": {
                "turn": battle.turn,
                "counts": {**overwatch.shots_this_turn(battle), str(shooter.pk): fired},
            },
        }
        if fired >= overwatch.most_shots(shooter):
            shooter.tokens = {**(shooter.tokens or {}), "spent": 1}
            shooter.save(update_fields=["tokens"])
            said += " That was its last shot this turn: spent."
        return said + _break_up(battle, seat, outcome, target_id)

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


def _break_up(battle: Battle, seat: Seat, outcome: Outcome, target_id: int | None) -> str:
    """Overwatch: a hit on the enemy unit activated now breaks up the attack it was about to make, so the shot is
    spent from its activation without a roll (its player had declared it: that is what the overwatch answered)."""
    current = battle.state.get("activation") or {}
    if outcome.result != "hit" or target_id is None or current.get("unit") != target_id:
        return ""
    active = next(s for s in seats_in(battle) if s.pk == battle.state.get("active"))
    if active.team == seat.team:  # a teammate's unit: nobody's attack to break up
        return ""
    try:
        unit, summary = spend(battle, active, "shoot")
    except Refused:  # it had no action left to shoot with: nothing to break up
        return ""
    return f" The attack of {unit.label} is broken up: its shot is lost. {summary}"  # selectors.BROKEN_UP in German
