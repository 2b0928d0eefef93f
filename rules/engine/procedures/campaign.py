"""Campaigns: victory points, campaign morale and the campaign ladder (Campaigns), with R21 and R25.

The book's ladder table is missing ("WP TABLE CAMPAIGN LADDER"); the ladder is the nine game modes in
the order the book lists them, which its text confirms: "probing the enemy lines" first, "king of the
hill" (Victory Zones, R21) as map 2, "from scouting to encircling and crushing the enemy".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.dice import check_dice
from rules.engine.outcome import Outcome, sentence
from rules.engine.procedures.setup import FORCE_MORALE, MODE_IDS, MODES, MORALE_OF
from rules.engine.reading import no_dice, odds_text, settled
from rules.engine.registry import Field, Procedure, Roll, fixed

# --- victory points (How to score points and advance in a campaign) ----------------------------------

VICTORY_POINTS = {"decisive-victory": 15, "strategic-victory": 7, "draw": 3, "loss": 3}
VICTORY_WORDS = {
    "decisive-victory": "A decisive victory (mission objective achieved or denied) is worth 15.",
    "strategic-victory": "A strategic victory (the enemy withdrew on the Combat Score) is worth 7.",
    "draw": "A draw is not a win: like a lost game it is still worth 3.",
    "loss": "A lost game is still worth 3.",
}


@dataclass(frozen=True)
class VictoryInputs:
    game_result: str
    combat_score: int


def victory_points(i: VictoryInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    base = VICTORY_POINTS[i.game_result]
    points = base + i.combat_score
    steps = (
        VICTORY_WORDS[i.game_result],
        f"Add the game's Combat Score: {base} + {i.combat_score} = {points} points to upgrade core units.",
    )
    return settled(
        "victory-points",
        "points",
        steps,
        (("points", points), ("for_result", base), ("combat_score", i.combat_score)),
    )


# --- campaign morale (How to determine force morale during the campaign, R25) ------------------------


@dataclass(frozen=True)
class CampaignMoraleInputs:
    losses_in_a_row: int


def morale_penalty(losses_in_a_row: int) -> int:
    """R25: -1 while the side has lost 3 (or 4) in a row, -2 (never -3) from 5 in a row."""
    return 2 if losses_in_a_row >= 5 else 1 if losses_in_a_row >= 3 else 0


def campaign_morale(i: CampaignMoraleInputs, dice: Sequence[int] | None) -> Outcome:
    hand = None if dice is None else check_dice(dice, 1)
    penalty = morale_penalty(i.losses_in_a_row)
    outcomes: dict[str, Fraction] = {}
    for name, p in FORCE_MORALE.odds():
        shifted = f"morale-{MORALE_OF[name] - penalty}"
        outcomes[shifted] = outcomes.get(shifted, Fraction(0)) + p
    steps = [
        "The 1D6 rolled when the campaign started gives its morale: 1-2 is 8, 3-5 is 9, 6 is 10 (R25).",
        f"Lost {i.losses_in_a_row} in a row: "
        + (f"-{penalty} while the streak lasts (R25)." if penalty else "no penalty (it starts at 3 in a row)."),
        odds_text(tuple(outcomes.items())),
    ]
    if hand is None:
        return Outcome(procedure="campaign-morale", dice=(), steps=tuple(steps), outcomes=tuple(outcomes.items()))
    start = MORALE_OF[FORCE_MORALE.lookup(hand[0])]
    morale = start - penalty
    steps.append(f"Rolled {hand[0]} at the start: morale {start}" + (f" - {penalty} = {morale}." if penalty else "."))
    return Outcome(
        procedure="campaign-morale",
        dice=hand,
        steps=tuple(steps),
        outcomes=tuple(outcomes.items()),
        result=f"morale-{morale}",
        values=(("force_morale", morale), ("starting_morale", start), ("penalty", penalty)),
    )


# --- campaign ladder (General Campaign Ladder) -------------------------------------------------------

LADDER = MODE_IDS
KING_OF_THE_HILL = "victory-zones"  # R21: the campaign text's "king of the hill"
NEUTRAL_MAPS = 2  # roles are assigned after map 2
MAX_GAMES = 10
SIDES = ("side-a", "side-b")
GAME_RESULTS = ("side-a-wins", "side-b-wins", "draw")


@dataclass(frozen=True)
class LadderInputs:
    scenario: str
    attacker: str
    game_result: str
    wins_a: int
    wins_b: int
    draws: int


def _side(side: str | None) -> str:
    return {"side-a": "side A", "side-b": "side B"}.get(side or "", "no one")


def _other(side: str) -> str:
    return "side-b" if side == "side-a" else "side-a"


def campaign_ladder(i: LadderInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    step = LADDER.index(i.scenario)
    neutral = step < NEUTRAL_MAPS
    game = i.wins_a + i.wins_b + i.draws + 1
    winner = None if i.game_result == "draw" else i.game_result.removesuffix("-wins")
    wins_a = i.wins_a + (winner == "side-a")
    wins_b = i.wins_b + (winner == "side-b")
    draws = i.draws + (winner is None)
    roles = "neutral roles" if neutral else f"{_side(i.attacker)} attacking"
    steps = [f"Game {game}: {MODES[i.scenario].title}, {roles}. " + sentence(_won(winner))]
    attacker, nxt, map_, reason, champion = (None if neutral else i.attacker), None, "new-map", None, None

    if winner is None:
        nxt, map_ = i.scenario, "previous-map"
        steps.append("A draw moves no one: the same scenario is played again on the same map, roles unchanged.")
    elif neutral and i.scenario != KING_OF_THE_HILL:
        nxt = LADDER[step + 1]
        steps.append(f"Both sides are still evenly matched: on to {MODES[nxt].title} on a new map.")
    elif neutral:
        attacker, nxt = winner, LADDER[step + 1]
        steps.append(
            f"{sentence(_side(_other(winner)))} lost king of the hill (Victory Zones, R21): "
            f"it defends until it wins a battle; {_side(winner)} attacks."
        )
    elif winner == i.attacker and step == len(LADDER) - 1:
        reason, champion = "end-of-ladder", winner
        steps.append(f"{sentence(_side(winner))} has reached the end of the ladder: the campaign is over.")
    elif winner == i.attacker:
        nxt = LADDER[step + 1]
        steps.append(f"The attacker advances: next is {MODES[nxt].title} on a new map.")
    else:
        attacker, nxt, map_ = None, LADDER[0], "previous-map"
        steps.append(
            "The attacker lost: roles are neutral again and the ladder resets to Probing the enemy lines,"
            " played on the map just used."
        )

    if reason is None and game >= MAX_GAMES:
        reason, champion, nxt = "ten-games", _by_wins(wins_a, wins_b), None
        steps.append(
            f"That was game {game}, the most a campaign lasts: wins {wins_a} to {wins_b} decide"
            + (f", {_side(champion)} wins the campaign." if champion else ", and equal wins are a draw.")
        )
    if reason is not None:
        result = f"{champion}-wins-the-campaign" if champion else "campaign-drawn"
        values = (("next_scenario", None), ("attacker", None), ("defender", None), ("map", None))
    else:
        result = nxt
        defender = _other(attacker) if attacker else None
        if attacker and nxt != i.scenario:
            steps.append(f"Next game: {_side(attacker)} attacks, {_side(defender)} defends.")
        values = (("next_scenario", nxt), ("attacker", attacker), ("defender", defender), ("map", map_))
    values += (
        ("reason", reason),
        ("campaign_winner", champion),
        ("games_played", game),
        ("wins_a", wins_a),
        ("wins_b", wins_b),
        ("draws", draws),
        ("ladder", LADDER),
    )
    return settled("campaign-ladder", result, steps, values)


def _won(winner: str | None) -> str:
    return "it was a draw." if winner is None else f"{_side(winner)} won."


def _by_wins(a: int, b: int) -> str | None:
    return "side-a" if a > b else "side-b" if b > a else None


PROCEDURES = (
    Procedure(
        id="victory-points",
        title="Campaign victory points",
        chapter="Campaigns",
        section="How to score points and advance in a campaign",
        summary="Points for upgrading core units: 15 for a decisive victory, 7 strategic, 3 lost, plus the Combat Score.",
        fields=(
            Field(
                "game_result",
                "choice",
                "Result of the game",
                default="decisive-victory",
                choices=tuple(VICTORY_POINTS),
                help="Won on the Combat Score (withdrawal or after the last turn): strategic victory.",
            ),
            Field("combat_score", "int", "Your Combat Score in the game", default=0, minimum=0, maximum=1000),
        ),
        rolls=(),
        inputs=VictoryInputs,
        resolve=victory_points,
        dice_counts=fixed(0),
    ),
    Procedure(
        id="campaign-morale",
        title="Campaign morale",
        chapter="Campaigns",
        section="How to determine force morale during the campaign",
        summary="The morale rolled when the campaign starts, minus 1 after 3 losses in a row, minus 2 after 5.",
        fields=(Field("losses_in_a_row", "int", "Games lost in a row", default=0, minimum=0, maximum=10),),
        rolls=(Roll(1, "campaign morale", when="rolled once, when the campaign starts"),),
        inputs=CampaignMoraleInputs,
        resolve=campaign_morale,
        dice_counts=fixed(1),
        tables=(FORCE_MORALE,),
        rulings=("R25",),
    ),
    Procedure(
        id="campaign-ladder",
        title="Campaign ladder",
        chapter="Campaigns",
        section="General Campaign Ladder",
        summary="Which scenario comes next and who attacks, after each campaign game; when the campaign ends.",
        fields=(
            Field("scenario", "choice", "Scenario just played", default=LADDER[0], choices=LADDER),
            Field(
                "attacker",
                "choice",
                "Attacker in that game",
                default="side-a",
                choices=SIDES,
                help="From map 3 on; the first two maps have no roles.",
            ),
            Field("game_result", "choice", "Result", default="side-a-wins", choices=GAME_RESULTS),
            Field("wins_a", "int", "Side A's wins before this game", default=0, minimum=0, maximum=9),
            Field("wins_b", "int", "Side B's wins before this game", default=0, minimum=0, maximum=9),
            Field("draws", "int", "Draws before this game", default=0, minimum=0, maximum=9),
        ),
        rolls=(),
        inputs=LadderInputs,
        resolve=campaign_ladder,
        dice_counts=fixed(0),
        rulings=("R21",),
    ),
)
