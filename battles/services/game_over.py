"""The end of a battle (Win conditions, R29, R46): the engine's verdict on the battle as it stands, and what an
ending changes. The turn's end (turns.end_turn) and the answer to the last turn's question (objective.py) both end a
battle this way, under the battle's lock, in the change that logs why."""

from __future__ import annotations

from django.utils import timezone

from battles.models import Battle
from battles.services import terrain
from rules.engine.outcome import Outcome
from rules.engine.procedures.scoring import ASK, GameEndInputs, game_end

__all__ = ["ASK", "close", "end", "verdict"]


def verdict(battle: Battle, objective: str) -> Outcome:
    """Does the game end after the turn just played? `objective` is the engine's: "none", the side whose confirmed
    objective ends it, or "stopped" (R46: the side that had to get through did not)."""
    scores = battle.state.get("combat_score", {})
    return game_end(
        GameEndInputs(
            game_mode=battle.game_mode,
            limit=battle.combat_score_limit,
            score_a=scores.get("A", 0),
            score_b=scores.get("B", 0),
            turn=battle.turn,
            turn_limit=battle.turn_limit,
            objective=objective,
        ),
        None,
    )


def end(battle: Battle, outcome: Outcome) -> None:
    """The battle is over: nobody acts any more, and the result is kept where the report and a campaign read it."""
    battle.phase, battle.ended_at = "ended", timezone.now()
    battle.state = {**battle.state, "step": "over", "active": None, "activation": None}
    battle.state["result"] = {"result": outcome.result, "reason": outcome.value("reason")}


def close(battle: Battle) -> None:
    """After the ending's entry: hidden minefields are shown with their salts, and once the change is sealed its chain
    is closed with every client seed (services.common.finish_change; nothing happens while the battle goes on)."""
    terrain.reveal_hidden(battle)
    battle.closing = True
