"""Scoring: what a unit killed or surrendered adds to the Combat Score, and whether the game ends
(Combat Score, Win conditions), with R28 and R29."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Effects, InvalidInput, Outcome, sentence
from rules.engine.procedures.objectives import STOPPER_OF_MODE
from rules.engine.procedures.setup import MODE_IDS, MODES
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, fixed

# --- Combat Score value of a loss (R28) --------------------------------------------------------------

LOSSES = ("unit", "ranking-officer", "squad-leader", "crew-member", "dropped-weapon")
RANKING_OFFICER_POINTS = 10
SQUAD_LEADER_POINTS = 5


@dataclass(frozen=True)
class ScoreInputs:
    loss: str
    cost: int
    soldier_cost: int


def combat_score_value(i: ScoreInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    if i.loss == "ranking-officer":
        points, why = RANKING_OFFICER_POINTS, "A ranking officer counts 10, whatever he cost (R28)."
    elif i.loss == "squad-leader":
        points, why = SQUAD_LEADER_POINTS, "A squad leader counts 5, whatever he cost (R28)."
    elif i.loss == "crew-member":
        points = i.soldier_cost
        why = f"A crew member counts as a soldier of his quality: {points} (R28)."
    elif i.loss == "dropped-weapon":
        points, why = 0, "Weapons left on the field count nothing; anyone may pick them up (R28)."
    else:
        points, why = i.cost, f"A unit counts its cost in the detachment list: {i.cost}."
    steps = ("Every enemy unit killed or surrendered adds to your Combat Score.", why)
    return settled(
        "combat-score-value",
        "points" if points else "no-points",
        steps,
        (("points", points),),
        Effects(combat_score=points),
    )


# --- game end (R29, R46) -----------------------------------------------------------------------------

# "stopped": the last turn has ended and the table said the side that had to get through did not (R46).
OBJECTIVE = ("none", "side-a", "side-b", "stopped")
ASK = "ask-objective"  # the last turn ended in a mode with a stopping side: the table answers one question first


@dataclass(frozen=True)
class GameEndInputs:
    game_mode: str
    limit: int
    score_a: int
    score_b: int
    turn: int
    turn_limit: int
    objective: str


def _side(side: str) -> str:
    return "side A" if side == "side-a" else "side B"


def _by_score(a: int, b: int) -> str | None:
    return "side-a" if a > b else "side-b" if b > a else None


def stopping_side(game_mode: str) -> str | None:
    """R46: the side whose objective is to stop the other's ("side-b" for a stopping defender: team A attacks)."""
    role = STOPPER_OF_MODE.get(game_mode)
    return None if role is None else "side-a" if role == "attacker" else "side-b"


def _other(side: str) -> str:
    return "side-b" if side == "side-a" else "side-a"


def _stopped(i: GameEndInputs, mode, steps: list[str]) -> tuple[str, str]:
    """R46: the table said the side that had to get through did not: the stopping side has won, decisively."""
    stopper = stopping_side(mode.id)
    if stopper is None:
        raise InvalidInput(
            "In this game mode no side's objective is to stop the other's: after the last turn the higher Combat"
            " Score decides (R29).",
            field="objective",
        )
    if not i.turn_limit or i.turn < i.turn_limit:
        raise InvalidInput(
            "An objective is kept from the other side only when the last turn has ended (R46).", field="objective"
        )
    steps.append(
        f"Turn {i.turn} was the last and {_side(_other(stopper))} did not accomplish its objective:"
        f" {_side(stopper)} kept it from it, a decisive win (R46)."
    )
    return "objective-stopped", stopper


def game_end(i: GameEndInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    mode = MODES[i.game_mode]
    limit = i.limit or mode.combat_score_limit
    steps = [
        f"Checked before turn {i.turn + 1}. Combat Score limit: {limit}"
        + (" (set by the host)." if i.limit else f" ({mode.title}).")
    ]
    a_out, b_out = i.score_a >= limit, i.score_b >= limit
    reason, winner = None, None
    if a_out or b_out:
        reason = "combat-score-limit"
        if a_out and b_out:
            winner = _by_score(i.score_a, i.score_b)
            steps.append(f"Both sides reached the limit ({i.score_a} to {i.score_b}): the higher score wins.")
        else:
            winner = "side-a" if a_out else "side-b"
            loser = "side-b" if a_out else "side-a"
            score = i.score_a if a_out else i.score_b
            steps.append(
                f"{sentence(_side(winner))} has {score} of {limit}: {_side(loser)} withdraws from the field (R29)."
            )
    elif i.objective != "none" and mode.id == "combat-only":
        raise InvalidInput(
            "Combat only has no mission objective: only the Combat Score and the last turn end it.", field="objective"
        )
    elif i.objective == "stopped":
        reason, winner = _stopped(i, mode, steps)
    elif i.objective != "none":
        reason, winner = "mission-objective", i.objective
        steps.append(
            f"{sentence(_side(i.objective))} completed the mission objective and the opponent's turn is over:"
            " the game ends (R29)."
        )
    elif i.turn_limit and i.turn >= i.turn_limit and (stopper := stopping_side(mode.id)):
        asked = _other(stopper)
        steps.append(
            f"Turn {i.turn} was the last and no objective is confirmed: {_side(asked)} says whether it accomplished its"
            f" objective; if it did not, {_side(stopper)} kept it from it and wins (R46)."
        )
        return settled("game-end", ASK, steps, (("reason", None), ("winner", None), ("limit", limit), ("asks", asked)))
    elif i.turn_limit and i.turn >= i.turn_limit:
        reason, winner = "last-turn", _by_score(i.score_a, i.score_b)
        steps.append(
            f"Turn {i.turn} was the last. Combat Score {i.score_a} to {i.score_b}: "
            + ("the higher score wins (R29)." if winner else "equal scores are a draw (R29).")
        )
    if reason is None:
        last = f" of {i.turn_limit}" if i.turn_limit else ""
        steps.append(f"No one has reached {limit} and no objective is complete: turn {i.turn}{last} is over, play on.")
        return settled("game-end", "continue", steps, (("reason", None), ("winner", None), ("limit", limit)))
    result = f"{winner}-wins" if winner else "draw"
    if winner is None and reason == "combat-score-limit":
        steps.append("Equal scores are a draw.")
    return settled("game-end", result, steps, (("reason", reason), ("winner", winner), ("limit", limit)))


PROCEDURES = (
    Procedure(
        id="combat-score-value",
        title="Combat Score of a loss",
        chapter="Scoring",
        section="Combat Score",
        summary="What an enemy unit killed or surrendered adds to the Combat Score.",
        fields=(
            Field("loss", "choice", "Who was lost", default="unit", choices=LOSSES),
            Field(
                "cost",
                "int",
                "Cost of the unit",
                default=0,
                minimum=0,
                maximum=500,
                help="From the detachment list: soldiers, vehicles, support weapons, planes.",
            ),
            Field(
                "soldier_cost",
                "int",
                "Cost of a soldier of the crew's quality",
                default=1,
                minimum=0,
                maximum=50,
                help="Crew members only.",
            ),
        ),
        rolls=(),
        inputs=ScoreInputs,
        resolve=combat_score_value,
        dice_counts=fixed(0),
        rulings=("R28",),
    ),
    Procedure(
        id="game-end",
        title="Does the game end?",
        chapter="Scoring",
        section="Win conditions",
        summary="Before each new turn: the Combat Score limit, a completed objective, or the last turn.",
        fields=(
            Field("game_mode", "choice", "Game mode", default="combat-only", choices=MODE_IDS),
            Field(
                "limit",
                "int",
                "Combat Score limit",
                default=0,
                minimum=0,
                maximum=500,
                help="0: the game mode's limit (50; Probing the enemy lines 15).",
            ),
            Field("score_a", "int", "Side A's Combat Score", default=0, minimum=0, maximum=1000),
            Field("score_b", "int", "Side B's Combat Score", default=0, minimum=0, maximum=1000),
            Field("turn", "int", "Turn just ended", default=1, minimum=1, maximum=50),
            Field(
                "turn_limit",
                "int",
                "Last turn",
                default=5,
                minimum=0,
                maximum=50,
                help="0: no last turn (multiplayer games end by withdrawal or objective only).",
            ),
            Field(
                "objective",
                "choice",
                "Mission objective completed by",
                default="none",
                choices=OBJECTIVE,
                help="Confirmed by both sides or the host. Stopped: the last turn has ended and the side that had to"
                " accomplish its objective did not (R46).",
            ),
        ),
        rolls=(),
        inputs=GameEndInputs,
        resolve=game_end,
        dice_counts=fixed(0),
        rulings=("R29", "R46"),
    ),
)
