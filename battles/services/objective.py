"""The mission objective (Win conditions, R29): a player says their side has met it, a player of the other
side confirms or turns the claim down; a confirmed objective ends the game when the turn ends. The host plays too,
so the host cannot confirm a claim of their own side (issue 14.9); the claiming side may withdraw it. Combat only
has no objective.

R46: where one side's objective is to stop the other's, the last turn's end asks the side that had to get through
whether it accomplished its objective (`ask`, `answer_question`): "no" ends the game with the stopping side's
decisive win; "yes" is its claim, and the other side's confirmation ends the game at once (the turn is over)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence

from django.utils.translation import gettext

from battles.models import LogEntry
from battles.services import calls, game_over, log
from battles.services.common import seat_of, writing
from bof_site.refusals import Refused
from rules import api, display, sentences
from rules.engine import catalog
from rules.engine.procedures.objectives import OBJECTIVE_OF_MODE
from rules.engine.procedures.setup import MODES

MAX_NOTE = 200
QUESTION = "question"  # battle.state["step"] while the table answers the last turn's question (R46)


def claimed(state: dict) -> dict | None:
    return state.get("objective") or None


def ending_side(state: dict) -> str:
    """The side a confirmed objective makes the winner, as the engine names it ("none" while unconfirmed)."""
    claim = claimed(state)
    return f"side-{claim['team'].lower()}" if claim and claim.get("confirmed") else "none"


@calls.recorded
def declare(
    *, code: str, seat_id: int | None, note: str, key: uuid.UUID, facts: Mapping[str, Sequence[str]] | None = None
) -> LogEntry:
    """A side claims the objective. With `facts` (what the claim form asks: the mode's check, objectives.py) the
    claim is made only if the check says the claiming side has met it, and the log keeps the check."""
    note = " ".join(note.split())[:MAX_NOTE]
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _check_playing(battle)
        if claimed(battle.state):
            raise Refused(gettext("A claim is already on the table: the other side answers it first."))
        checked = _check(battle, seat, facts) if facts is not None else None
        note = note or (checked or {}).get("says", "")
        battle.state = {
            **battle.state,
            "objective": {"team": seat.team, "by": seat.pk, "note": note, "confirmed": False},
        }
        said = f" ({note})" if note else ""
        return log.append(
            battle,
            kind="objective",
            summary=f"{seat.display_name} says team {seat.team} has met the mission objective{said}. The other side confirms.",
            seat=seat,
            data={"team": seat.team, "note": note, **({"check": checked} if checked else {})},
            key=key,
        )


def check_of(game_mode: str):
    """The engine's objective check for a game mode (rules/engine/procedures/objectives.py); None for Combat only."""
    return catalog.get(OBJECTIVE_OF_MODE.get(game_mode) or "")


def side_of(battle, team: str) -> str:
    """How the mode's check names a team: attacker and defender where the mode has roles (team A attacks)."""
    if MODES[battle.game_mode].roles:
        return "attacker" if team == "A" else "defender"
    return f"team-{team.lower()}"


def _check(battle, seat, facts: Mapping[str, Sequence[str]]) -> dict | None:
    """The mode's objective check on the facts given: refused unless it says this side has met it."""
    procedure = check_of(battle.game_mode)
    if procedure is None:
        return None
    facts = {**facts, **_battle_facts(battle, procedure, ("last_turn",))}  # the battle's own length (R40, R43)
    calc = display.calculate(procedure, facts, roll=lambda n: [])
    if calc.errors or calc.outcome is None or calc.outcome.result is None:
        messages = [m for ms in calc.errors.values() for m in ms] or [gettext("Fill in what the check asks for.")]
        raise Refused(sentences.translated(messages[0]))
    outcome = calc.outcome
    mine = side_of(battle, seat.team)
    if outcome.result != "met" or outcome.value("side") != mine:
        said = " ".join(sentences.translated(s) for s in outcome.steps[1:] if "(R29)" not in s)
        raise Refused(
            gettext("By what you entered, your side has not met the objective. %(said)s Nothing was claimed.")
            % {"said": said}
        )
    says = next((s for s in reversed(outcome.steps) if "(R29)" not in s), outcome.steps[-1])  # not the ending line
    return {"procedure": procedure.id, "inputs": api.json_safe(dict(facts)), "says": says[:MAX_NOTE]}


@calls.recorded
def answer(*, code: str, seat_id: int | None, accept: bool, key: uuid.UUID) -> LogEntry:
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        _check_playing(battle)
        claim = claimed(battle.state)
        if claim is None or claim.get("confirmed"):
            raise Refused(gettext("There is no claim waiting for an answer."))
        own_side = seat.team == claim["team"]
        if accept and own_side:
            raise Refused(gettext("A player of the other side confirms the claim; your side can only withdraw it."))
        if asked(battle.state):  # the last turn is over: a confirmation ends the game now, a refusal asks again
            return _answer_after_last_turn(battle, seat, claim, accept=accept, own_side=own_side, key=key)
        if accept:
            battle.state = {**battle.state, "objective": {**claim, "confirmed": True}}
            summary = f"{seat.display_name} confirms: team {claim['team']} has met the mission objective. The game ends when this turn ends."
        elif own_side:
            battle.state = {**battle.state, "objective": None}
            summary = f"{seat.display_name} withdraws team {claim['team']}'s claim to the mission objective: play on."
        else:
            battle.state = {**battle.state, "objective": None}
            summary = (
                f"{seat.display_name} does not agree that team {claim['team']} has met the mission objective: play on."
            )
        return log.append(battle, kind="objective", summary=summary, seat=seat, data={"accept": accept}, key=key)


def asked(state: dict) -> dict | None:
    """The last turn's question while it waits (R46): {"team": the side that had to get through, "turn": ...}."""
    return state.get("question") if state.get("step") == QUESTION else None


def ask(battle, verdict) -> None:
    """The last turn has ended with the game's end waiting on one question (the engine's ASK, R46): nobody acts
    until the side it names answers. The caller holds the lock and logs the engine's words."""
    team = verdict.value("asks").removeprefix("side-").upper()
    battle.state = {
        **battle.state,
        "step": QUESTION,
        "active": None,
        "activation": None,
        "question": {"team": team, "turn": battle.turn},
    }


@calls.recorded
def answer_question(*, code: str, seat_id: int | None, accomplished: bool, key: uuid.UUID) -> LogEntry:
    """R46: the side that had to get through says whether it accomplished its objective. "No" ends the game with the
    other side's decisive win; "yes" is its claim, which the other side confirms (`answer`). The host may answer as
    referee; in a solo battle the player's phone speaks for both sides, so its answer ends the game either way."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        if battle.phase == "ended":
            raise Refused(gettext("The battle is over: its result stands."))
        question = asked(battle.state)
        if question is None:
            raise Refused(gettext("Nothing is asked now: the question comes when the last turn ends."))
        team, solo = question["team"], bool(battle.state.get("solo"))
        if seat.team != team and not seat.is_host:
            raise Refused(
                gettext("Team %(team)s says whether it accomplished its objective; the host may answer as referee.")
                % {"team": team}
            )
        if claimed(battle.state):
            raise Refused(
                gettext("Team %(team)s has answered: the other side confirms or turns it down.") % {"team": team}
            )
        referee = seat.team != team and not solo
        if accomplished and not solo:
            battle.state = {**battle.state, "objective": {"team": team, "by": seat.pk, "note": "", "confirmed": False}}
            return log.append(
                battle,
                kind="objective",
                summary=f"{seat.display_name} says team {team} has met the mission objective. The other side confirms.",
                seat=seat,
                as_referee=referee,
                data={"team": team, "note": "", "question": True},
                key=key,
            )
        verdict = game_over.verdict(battle, f"side-{team.lower()}" if accomplished else "stopped")
        said = "accomplished its objective" if accomplished else "did not accomplish its objective"
        summary = f"{seat.display_name} answers: team {team} {said}."
        answer = "yes" if accomplished else "no"
        return _end_after_last_turn(battle, seat, verdict, summary, team, answer, referee=referee, key=key)


def _answer_after_last_turn(battle, seat, claim: dict, *, accept: bool, own_side: bool, key: uuid.UUID) -> LogEntry:
    """The other side's answer to a claim made after the last turn (R46): confirmed, the claiming side has won and
    the game ends now; turned down or withdrawn, the question stands."""
    team = claim["team"]
    if accept:
        verdict = game_over.verdict(battle, f"side-{team.lower()}")
        summary = f"{seat.display_name} confirms: team {team} has met the mission objective."
        return _end_after_last_turn(battle, seat, verdict, summary, team, "confirmed", referee=False, key=key)
    battle.state = {**battle.state, "objective": None}
    if own_side:
        summary = f"{seat.display_name} withdraws team {team}'s claim: the question stands."
    else:
        summary = (
            f"{seat.display_name} does not agree that team {team} has met the mission objective: the question stands."
        )
    data = {"accept": False, "team": team, "withdrawn": own_side}
    return log.append(battle, kind="last-turn", summary=summary, seat=seat, data=data, key=key)


def _end_after_last_turn(
    battle, seat, verdict, summary: str, team: str, answer: str, *, referee: bool, key: uuid.UUID
) -> LogEntry:
    """The game ends on the table's answer (R46): the stopping side's decisive win, or the confirmed claim's."""
    game_over.end(battle, verdict)
    entry = log.append(
        battle,
        kind="last-turn",
        summary=f"{summary} {verdict.steps[-1]} The secret seed is revealed.",
        seat=seat,
        as_referee=referee,
        data={
            "team": team,
            "answer": answer,  # "no", "yes" (a solo battle's phone), "confirmed" (a claim after the last turn)
            "steps": list(verdict.steps),
            "result": verdict.result,
            "combat_score": battle.state.get("combat_score", {}),
        },
        key=key,
    )
    game_over.close(battle)
    return entry


def _check_playing(battle) -> None:
    if battle.phase != "playing":
        raise Refused(gettext("The mission objective is claimed during play."))
    if battle.game_mode == "combat-only":
        raise Refused(gettext("Combat only has no mission objective: the Combat Score and the last turn end it."))


def claim_form(battle, seat) -> dict | None:
    """What the claim form asks: the mode's check with its fields, filled with what the app knows (the turn, the
    battle's last turn, the measure, the claiming side), and a line on the rule."""
    procedure = check_of(battle.game_mode)
    if procedure is None or seat is None:
        return None
    data = _battle_facts(battle, procedure, ("turn", "last_turn", "units"))
    if "team" in {f.name for f in procedure.fields}:
        data["team"] = [side_of(battle, seat.team)]
    calc = display.calculate(procedure, data, roll=lambda n: [])
    return {"procedure": procedure, "fields": display.form_fields(calc, data)}


def _battle_facts(battle, procedure, names: Sequence[str]) -> dict[str, list[str]]:
    """What the battle itself knows of the check's fields: the turn now, its last turn, its measure."""
    known = {"turn": str(battle.turn), "last_turn": str(battle.turn_limit), "units": battle.measure}
    fields = {f.name for f in procedure.fields}
    return {name: [known[name]] for name in names if name in fields}
