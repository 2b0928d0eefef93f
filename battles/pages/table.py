"""The table page's context: every part of the battle a phone shows, read with a fixed number of queries."""

from __future__ import annotations

from battles import selectors
from battles.pages import cards, command, setup, solo, terrain
from battles.services import objective
from rules import localized


def live(battle, me) -> dict:
    return {
        "battle": battle,
        "mode": selectors.mode_of(battle),
        "me": me,
        **seats_of(battle),
        "morale": morale_steps(battle, me),
        "turn": turn_of(battle, me),
        **setup.table_context(battle, me),
        **terrain.table_context(battle, me),
        **cards.table_context(battle, me),
        **command.table_context(battle, me),
        "objective_form": objective_form(battle, me),
        "solo_turn": solo.turn_view(battle, me),
        "solo_setup": solo.setup_view(battle, me),
    }


def objective_form(battle, me) -> dict | None:
    """The claim form's check, shown only while a side may claim (in play, no claim waiting)."""
    if battle.phase != "playing" or me is None or battle.state.get("objective"):
        return None
    form = objective.claim_form(battle, me)  # its fields come in the reader's language (display.form_fields)
    return form and {**form, "procedure": localized.of(form["procedure"])}


def seats_of(battle) -> dict:
    """The seat list, shown in the lobby and during setup (in play the turn card's counters name the seats)."""
    if battle.phase not in ("lobby", "setup"):
        return {}
    views = selectors.seat_views(battle)
    return {"seat_views": views, "empty_seats": range(max(battle.players - len(views), 0))}


def turn_of(battle, me):
    return selectors.turn_view(battle, me) if battle.phase in ("playing", "ended") else None


def morale_steps(battle, me) -> list[dict]:
    """Per team: its force morale once rolled, else whether this phone may roll it (and as referee)."""
    rolled = battle.state.get("force_morale", {})
    steps = []
    for team in ("A", "B"):
        may = battle.phase == "setup" and me is not None and (me.team == team or me.is_host)
        referee = may and me.team != team
        steps.append({"team": team, "value": rolled.get(team), "may_roll": may, "referee": referee})
    return steps
