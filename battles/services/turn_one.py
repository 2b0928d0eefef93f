"""From setup to turn 1: the table is set once force morale is rolled, the deployment settled, every unit placed,
every event card drawn and every card's real choice made. Then turn 1 begins by itself, right after the change
that set the table (the last force morale roll, draw, placement or card choice): nobody taps "Start" for a step
the rules leave no choice in. Only a card's choice left open holds it: the host may then start by hand."""

from __future__ import annotations

from django.utils.translation import gettext, ngettext

from battles.models import Battle, BattleUnit, Seat
from battles.services import card_choices, cards, log
from bof_site.refusals import Refused


def not_ready(battle: Battle, *, choices: bool = True) -> str:
    """What still stands between setup and turn 1, in the player's words; "" when the table is set. `choices`: an
    event card's real choice still open counts (the host may start by hand without it: the card then changes
    nothing)."""
    from battles.services.placement import setup_missing  # placement builds on the turns: imported here

    missing = [t for t in ("A", "B") if t not in battle.state.get("force_morale", {})]
    if missing:
        return gettext("Roll force morale for team %(team)s first.") % {"team": missing[0]}
    if unset := setup_missing(battle, list(BattleUnit.objects.filter(battle=battle)), list(battle.seats.all())):
        return unset
    if waiting := cards.missing_draws(battle):
        return ngettext(
            "Draw the event cards first: %(names)s still has to draw.",
            "Draw the event cards first: %(names)s still have to draw.",
            len(waiting),
        ) % {"names": ", ".join(waiting)}
    if choices and (choosing := card_choices.choices_open(battle)):
        return gettext("Still to choose for an event card: %(cards)s.") % {"cards": ", ".join(choosing)}
    return ""


def begin(battle: Battle, seat: Seat | None) -> None:
    """Turn 1 begins, under the caller's lock: the cards that leave nothing to choose pick by themselves first."""
    card_choices.settle_unasked(battle)
    battle.phase, battle.turn = "playing", 1
    battle.state = {**battle.state, "step": "initiative", "reroll": []}
    log.append(battle, kind="turn", summary="Setup is done. Turn 1 begins: roll initiative.", seat=seat)


def begin_when_ready(battle: Battle) -> None:
    """At the end of every setup change, under its lock (services/common.py): turn 1 begins in the same change when
    it set the table. Cheap until force morale is in: most setup changes come before it."""
    if battle.phase != "setup" or len(battle.state.get("force_morale", {})) < 2 or not_ready(battle):
        return
    begin(battle, None)


def started_by_itself(battle: Battle) -> bool:
    """Turn 1 began when the table was set and nothing has happened in it yet: a "Start" tap has nothing to do."""
    return (
        battle.phase == "playing"
        and battle.turn == 1
        and battle.state.get("step") == "initiative"
        and not (battle.state.get("order"))
    )


def refuse_start(battle: Battle, seat: Seat) -> None:
    if not seat.is_host:
        raise Refused(gettext("Only the host starts the first turn."))
    if battle.phase != "setup":
        raise Refused(gettext("The battle is not in setup."))
    if why := not_ready(battle, choices=False):
        raise Refused(why)
