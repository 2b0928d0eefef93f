"""Available points: what each side spends in a game mode (Game modes, Available points) and, with the optional cut of
the multiplayer games, what each player spends (Special rules for multiplayer games: 4 players 75 %, 6 players 50 %,
rounded down, as muster.points_limit counts it for the builder)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.muster import MULTIPLAYER_CUT, points_limit
from rules.engine.outcome import Outcome
from rules.engine.procedures.setup import MODE_IDS, MODES
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, fixed

MAX_PLAYERS = 6
FREE_POINTS = {"default": 150, "minimum": 10, "maximum": 2000}  # Combat only: the players choose


@dataclass(frozen=True)
class Points:
    """What each side spends in a game, and what each of its players spends."""

    side_a: int  # team A, the attacker where the mode has roles
    side_b: int
    counted_players: int  # the players the cut is counted for: 2 when there is no cut
    player_a: int
    player_b: int

    @property
    def cut(self) -> bool:
        return self.counted_players != 2

    @property
    def percent(self) -> int:
        top, bottom = MULTIPLAYER_CUT[self.counted_players]
        return 100 * top // bottom


def cut_counted_for(players: int, cut: bool) -> int:
    """The players the multiplayer cut is counted for: the book cuts only for 4 or 6; otherwise as for 2 (no cut)."""
    return players if cut and players in MULTIPLAYER_CUT else 2


def available_points(game_mode: str, players: int = 2, cut: bool = True, free_points: int = 150) -> Points:
    """The mode's points of each side (Combat only: the free points, the same for both), cut for 4 or 6 players."""
    a, b = MODES[game_mode].points or (free_points, free_points)
    counted = cut_counted_for(players, cut)
    return Points(a, b, counted, points_limit(a, counted), points_limit(b, counted))


@dataclass(frozen=True)
class PointsInputs:
    game_mode: str
    players: int
    cut_points: bool
    points: int


def _sides(mode_id: str, found: Points) -> str:
    mode = MODES[mode_id]
    if mode.points is None:
        return f"{mode.title}: the players choose; both sides spend the same, {found.side_a} points here."
    if found.side_a == found.side_b:
        return f"{mode.title}: {found.side_a} points a side."
    if mode.roles:
        return f"{mode.title}: the attacker spends {found.side_a} points, the defender {found.side_b}."
    return f"{mode.title}: team A spends {found.side_a} points, team B {found.side_b}."


def _players(i: PointsInputs, found: Points) -> str:
    if found.cut:
        share = f"{found.player_a} / {found.player_b}" if found.side_a != found.side_b else f"{found.player_a}"
        return f"{i.players} players with the cut: each spends {found.percent}% of the side's points, rounded down: {share}."
    if i.players in MULTIPLAYER_CUT and i.players != 2:
        return f"{i.players} players without the cut: each spends the side's full points."
    if i.players == 2:
        return "One player a side spends the side's points."
    return f"The cut is for 4 or 6 players only: with {i.players}, each player spends the side's full points."


def points_of_mode(i: PointsInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    found = available_points(i.game_mode, i.players, i.cut_points, i.points)
    steps = (_sides(i.game_mode, found), _players(i, found))
    return settled(
        "available-points",
        f"cut-to-{found.percent}-percent" if found.cut else "no-cut",
        steps,
        (
            ("side_a_points", found.side_a),
            ("side_b_points", found.side_b),
            ("player_a_points", found.player_a),
            ("player_b_points", found.player_b),
            ("cut_percent", found.percent),
        ),
    )


PROCEDURES = (
    Procedure(
        id="available-points",
        title="Points per side and per player",
        chapter="Game setup",
        section="Available points",
        summary="What each side spends in a game mode, and each player after the optional multiplayer cut (4 or 6 players).",
        fields=(
            Field("game_mode", "choice", "Game mode", default="victory-zones", choices=MODE_IDS),
            Field("players", "int", "Players", default=2, minimum=2, maximum=MAX_PLAYERS),
            Field("cut_points", "bool", "Cut points for 4 or 6 players (75 % / 50 %), for shorter turns", default=True),
            Field(
                "points",
                "int",
                "Points per side (only for Combat only)",
                default=FREE_POINTS["default"],
                minimum=FREE_POINTS["minimum"],
                maximum=FREE_POINTS["maximum"],
            ),
        ),
        rolls=(),
        inputs=PointsInputs,
        resolve=points_of_mode,
        dice_counts=fixed(0),
    ),
)
