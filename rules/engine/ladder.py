"""A campaign's books as a state machine: where the ladder stands, each side's record (points, wins, losing streak,
morale), and how one game moves them. Pure: the campaigns app keeps the state and the ledger; the rules of each
step are the procedures of procedures/campaign.py (the ladder, victory points, campaign morale, R21, R25).

Where the book is silent (the app's readings, shown on the rulings page as the campaign readings):
- a draw is a game not lost: it ends a losing streak, and (as the ladder procedure has it) is replayed on the
  same map with the same roles;
- a game is a decisive victory when it ended on the mission objective (or a surrender), or with the objective kept
  from the other side when the last turn ended (R46), a strategic one when it ended on the Combat Score or after the
  last turn on the higher score;
- after ten games equal wins draw the campaign.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rules.engine.procedures.campaign import (
    LADDER,
    VICTORY_POINTS,
    CampaignMoraleInputs,
    LadderInputs,
    VictoryInputs,
    campaign_ladder,
    campaign_morale,
    morale_penalty,
    victory_points,
)
from rules.engine.procedures.setup import FORCE_MORALE, MODES, MORALE_OF

SIDES = ("side-a", "side-b")
RESULTS = ("side-a-wins", "side-b-wins", "draw")
VICTORIES = ("decisive", "strategic", "draw")
# How a battle ended (battle.state["result"]["reason"]); "objective-stopped": the other side's objective was kept
# from it to the last turn's end (R46, rules.engine.procedures.scoring).
DECISIVE_REASONS = ("mission-objective", "objective-stopped", "surrender")


def other(side: str) -> str:
    return "side-b" if side == "side-a" else "side-a"


@dataclass(frozen=True)
class Game:
    """One game as the ladder saw it: the picture's path and the games list."""

    number: int
    scenario: str
    attacker: str | None
    map: str  # "new-map" or "previous-map"
    result: str  # side-a-wins, side-b-wins, draw
    event: str  # "advance", "roles" (roles assigned), "reset", "replay" (draw), "end"


@dataclass(frozen=True)
class Ladder:
    """Where the campaign stands: the next game's scenario, attacker and map, the wins so far, and the path."""

    scenario: str = LADDER[0]
    attacker: str | None = None  # None: neutral roles (maps 1 and 2, and after a reset)
    map: str = "new-map"
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    over: bool = False
    reason: str | None = None  # "end-of-ladder" or "ten-games"
    winner: str | None = None  # the campaign's winner once over (None: a drawn campaign)
    path: tuple[Game, ...] = field(default_factory=tuple)

    @property
    def games(self) -> int:
        return self.wins_a + self.wins_b + self.draws

    @property
    def step(self) -> int:
        return LADDER.index(self.scenario)

    @property
    def defender(self) -> str | None:
        return other(self.attacker) if self.attacker else None

    @property
    def title(self) -> str:
        return MODES[self.scenario].title


def after_game(ladder: Ladder, result: str) -> Ladder:
    """The ladder once the next game ended with `result` (side-a-wins, side-b-wins or draw)."""
    if ladder.over:
        raise ValueError("the campaign is over: no game follows")
    if result not in RESULTS:
        raise ValueError(f"unknown result {result!r}")
    out = campaign_ladder(
        LadderInputs(ladder.scenario, ladder.attacker or "side-a", result, ladder.wins_a, ladder.wins_b, ladder.draws),
        None,
    )
    v = dict(out.values)
    nxt = v["next_scenario"]
    if v["reason"]:
        event = "end"
    elif result == "draw":
        event = "replay"
    elif nxt == LADDER[0] and ladder.scenario != LADDER[0] and v["map"] == "previous-map":
        event = "reset"
    elif v["attacker"] and not ladder.attacker:
        event = "roles"
    else:
        event = "advance"
    game = Game(ladder.games + 1, ladder.scenario, ladder.attacker, ladder.map, result, event)
    common = {"wins_a": v["wins_a"], "wins_b": v["wins_b"], "draws": v["draws"], "path": (*ladder.path, game)}
    if v["reason"]:
        return replace(ladder, over=True, reason=v["reason"], winner=v["campaign_winner"], **common)
    return replace(ladder, scenario=nxt, attacker=v["attacker"], map=v["map"], **common)


def victory_of(result: str, reason: str | None) -> str:
    """decisive, strategic or draw, from how the battle ended."""
    if result == "draw":
        return "draw"
    return "decisive" if reason in DECISIVE_REASONS else "strategic"


def points_for(won: bool, victory: str, combat_score: int) -> int:
    """A side's campaign points for one game: 15 decisive, 7 strategic, 3 lost or drawn, plus its Combat Score."""
    outcome = ("decisive-victory" if victory == "decisive" else "strategic-victory") if won else "loss"
    if victory == "draw":
        outcome = "draw"
    return dict(victory_points(VictoryInputs(outcome, max(0, combat_score)), None).values)["points"]


@dataclass(frozen=True)
class Record:
    """One side's books: its starting morale die, points and games."""

    morale_die: int | None = None  # the 1D6 rolled when the campaign started (R25)
    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    losses_in_a_row: int = 0
    morale_history: tuple[int, ...] = ()  # its morale after each game

    @property
    def starting_morale(self) -> int | None:
        return None if self.morale_die is None else MORALE_OF[FORCE_MORALE.lookup(self.morale_die)]

    @property
    def morale(self) -> int | None:
        if self.morale_die is None:
            return None
        out = campaign_morale(CampaignMoraleInputs(self.losses_in_a_row), (self.morale_die,))
        return dict(out.values)["force_morale"]

    @property
    def penalty(self) -> int:
        return morale_penalty(self.losses_in_a_row)


def record_game(record: Record, side: str, result: str, victory: str, combat_score: int) -> Record:
    """The side's record after one game: its points, its win or loss, its losing streak and its morale (R25)."""
    won = result == f"{side}-wins"
    lost = result not in ("draw", f"{side}-wins")
    after = replace(
        record,
        points=record.points + points_for(won, victory, combat_score),
        wins=record.wins + won,
        losses=record.losses + lost,
        draws=record.draws + (result == "draw"),
        losses_in_a_row=record.losses_in_a_row + 1 if lost else 0,
    )
    return replace(after, morale_history=(*record.morale_history, after.morale or 0))


def spend(record: Record, points: int) -> Record:
    if points < 0 or points > record.points:
        raise ValueError(f"cannot spend {points} of {record.points} points")
    return replace(record, points=record.points - points)


__all__ = ["LADDER", "VICTORY_POINTS", "Ladder", "Record", "after_game", "record_game", "victory_of"]
