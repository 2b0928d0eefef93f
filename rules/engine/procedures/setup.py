"""Game setup: the game modes, deployment sector, escape corridor, who places and attacks first, force
morale, initiative and Random Event & Effect Cards (Game setup, Deployment, Game modes), with R18, R19,
R25 and R27.

The small helpers at the top (`table_roll`, `roll_off`, `settled`) are shared by the other chapters
of setup and play: actions, scoring, campaign and solo.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Outcome, sentence
from rules.engine.reading import RE_ROLL, no_dice, odds_text, read_table, settled, words
from rules.engine.registry import Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

# --- helpers shared by the setup and play chapters ---------------------------------------------------


def roll_off(procedure: str, dice: Sequence[int] | None, a_wins: str, b_wins: str, intro: Sequence[str]) -> Outcome:
    """Each side rolls 1D6 (side A's die first): the higher wins, a tie is rolled again."""
    hand = None if dice is None else check_dice(dice, 2)
    ways = {a_wins: 0, b_wins: 0, RE_ROLL: 0}
    for a, b in product(range(1, 7), repeat=2):
        ways[a_wins if a > b else b_wins if b > a else RE_ROLL] += 1
    outcomes = tuple((name, Fraction(n, 36)) for name, n in ways.items())
    steps = [*intro, odds_text(outcomes)]
    result, effects = None, Effects()
    if hand is not None:
        a, b = hand
        result = a_wins if a > b else b_wins if b > a else RE_ROLL
        steps.append(f"Side A rolled {a}, side B rolled {b}: {words(result)}.")
        if result == RE_ROLL:
            effects = Effects(continues_with=(f"{words(procedure)} (1D6 each)",))
    return Outcome(
        procedure=procedure,
        dice=tuple(hand or ()),
        steps=tuple(steps),
        outcomes=outcomes,
        result=result,
        effects=effects,
    )


# --- game modes (Game modes) -------------------------------------------------------------------------


@dataclass(frozen=True)
class GameMode:
    id: str
    title: str  # its heading in the rulebook
    points: tuple[int, int] | None  # available points: team A / attacker, team B / defender; None: free
    roles: bool  # attacker and defender (False: both teams have the same task)
    aim: str  # what each side plays for, in a line (our words)
    combat_score_limit: int = 50


# In the book's order, which is also the campaign ladder's (see campaign.py).
GAME_MODES = (
    GameMode(
        "probing-the-enemy-lines",
        "Probing the enemy lines",
        (75, 75),
        False,
        "Both sides scout: clear one sector (the middle or a flank) of enemy units. A Combat Score of 15 already wins.",
        combat_score_limit=15,
    ),
    GameMode(
        "victory-zones",
        "Victory Zones",
        (150, 150),
        False,
        "Both sides go for the objective in the middle: hold it a full turn with more soldiers within 10 cm / 4 in.",
    ),
    GameMode(
        "the-supply-road",
        "The Supply Road",
        (150, 120),
        True,
        "The attacker clears every enemy unit from 15 cm / 6 in of the road; the defender keeps one there until turn 5.",
    ),
    GameMode(
        "delay-the-enemy-advance",
        "Delay the enemy advance",
        (150, 100),
        True,
        "The attacker keeps the marked structures standing; the retreating defender destroys them (fire, or one HE hit).",
    ),
    GameMode(
        "breakthrough-hold-the-line",
        "Breakthrough / hold the line",
        (150, 100),
        True,
        "The attacker gets 5 units to the far edge of the defender's zone; the defender stops them or holds for 5 turns.",
    ),
    GameMode(
        "avoid-the-pocket",
        "Avoid the pocket",
        (150, 50),
        True,
        "The defender, nearly encircled, gets 5 units out through the escape corridor; the attacker closes the gap.",
    ),
    GameMode(
        "surrounded",
        "Surrounded",
        (150, 50),
        True,
        "The encircled defender breaks out with 3 units to any edge or holds 4 turns; the attacker crushes them.",
    ),
    GameMode(
        "capture-the-enemy-commander",
        "Capture the enemy commander",
        (150, 50),
        True,
        "The attacker takes the enemy's ranking officer alive (within 10 cm / 4 in, none of his side near); the defender keeps him for 5 turns.",
    ),
    GameMode(
        "combat-only",
        "Combat only",
        None,
        False,
        "Nothing but the fight: both sides buy the same points of their choosing and push the Combat Score to its limit.",
    ),
)
MODES = {mode.id: mode for mode in GAME_MODES}
MODE_IDS = tuple(MODES)

# --- deployment sector (Deployment, R18) and escape corridor (Avoid the pocket, R19) -----------------

SECTORS = ("north", "east", "south", "west")
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}

DEPLOYMENT_SECTOR = SumTable(
    "deployment-sector",
    "Deployment sector",
    "Deployment",
    4,
    rows(
        north=(4, 8, 12, 16, 20),
        east=(5, 9, 13, 17, 21),
        south=(6, 10, 14, 18, 22),
        west=(7, 11, 15, 19, 23),
        re_roll=(24,),
    ),
    ruling="R18",
)

ESCAPE_CORRIDOR = SumTable(
    "escape-corridor",
    "Escape corridor",
    "Avoid the pocket",
    3,
    rows(north=(3, 4, 8, 12, 16), east=(5, 9, 13, 17), south=(6, 10, 14, 18), west=(7, 11, 15)),
    ruling="R19",
)


@dataclass(frozen=True)
class NoInputs:
    """For rolls that need nothing but the dice."""


def sector_values(result: str) -> tuple[tuple[str, object], ...]:
    if result == RE_ROLL:
        return ()
    return (("sector", result), ("opponent_sector", OPPOSITE[result]))


def deployment_sector(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "deployment-sector",
        DEPLOYMENT_SECTOR,
        dice,
        (
            "One player rolls 4D6: his side deploys along that board edge, the enemy along the opposite one.",
            "The sectors go round every 4 pips (4 north, 5 east, 6 south, 7 west, 8 north...); 24 is rolled again (R18).",
        ),
        sector_values,
    )


def escape_corridor(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "escape-corridor",
        ESCAPE_CORRIDOR,
        dice,
        (
            "The defender rolls 3D6 for the board edge of the escape corridor, between the deployment zones.",
            "As printed; 4, missing from the table, is north. 3D6 never shows 24, so there is no re-roll (R19).",
        ),
        lambda result: (("corridor", result),),
    )


# --- who places and who attacks first (Game setup, Game modes) ---------------------------------------


def placement_order(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return roll_off(
        "placement-order",
        dice,
        "side-a-places-first",
        "side-b-places-first",
        (
            "Each side rolls 1D6: the higher places the first unit, then the sides take turns placing units.",
            "A tie is rolled again. To save time you may also place all units at once.",
        ),
    )


def attacker_roll(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return roll_off(
        "attacker-roll",
        dice,
        "side-a-attacks",
        "side-b-attacks",
        (
            "Outside a campaign, each side rolls 1D6: the higher attacks, the lower defends (or retreats).",
            "A tie is rolled again.",
        ),
    )


# --- force morale (How to determine force morale, R25) -----------------------------------------------

FORCE_MORALE = SumTable(
    "force-morale",
    "Force morale",
    "Table calculating force morale",
    1,
    rows(morale_8=(1, 2), morale_9=(3, 4, 5), morale_10=(6,)),
    ruling="R25",
)
MORALE_OF = {"morale-8": 8, "morale-9": 9, "morale-10": 10}


def force_morale(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "force-morale",
        FORCE_MORALE,
        dice,
        (
            "One roll of 1D6 per team before the first turn; it counts for every player of the team.",
            "In a campaign, use the campaign's morale instead (R25).",
        ),
        lambda result: (("force_morale", MORALE_OF[result]),),
    )


# --- initiative (Game setup, Special rules for multiplayer games, R27) -------------------------------

PLAYER_CHOICES = tuple(str(n) for n in range(1, 7))


@dataclass(frozen=True)
class InitiativeInputs:
    players: int
    rerolling: tuple[str, ...]


def _named(i: InitiativeInputs) -> tuple[list[int], list[int]]:
    """The players named as re-rolling a tie: those in this game, and those who are not."""
    named = sorted({int(p) for p in i.rerolling})
    return [p for p in named if p <= i.players], [p for p in named if p > i.players]


def rolling_players(i: InitiativeInputs) -> tuple[int, ...]:
    """Who rolls: everyone, or on a re-roll only the players tied for the highest (R27)."""
    tied, _outside = _named(i)
    return tuple(tied) if len(tied) >= 2 else tuple(range(1, i.players + 1))


def _initiative_odds(players: Sequence[int]) -> tuple[tuple[str, Fraction], ...]:
    n = len(players)
    # A given player starts when every other die is lower than his: sum over his face v of ((v-1)/6)^(n-1).
    alone = sum(Fraction(1, 6) * Fraction(v - 1, 6) ** (n - 1) for v in range(1, 7))
    return (*((f"player-{p}-starts", alone) for p in players), (RE_ROLL, 1 - n * alone))


def _names(players: Sequence[int]) -> str:
    listed = [str(p) for p in players]
    return "players " + ", ".join(listed[:-1]) + " and " + listed[-1] if len(listed) > 1 else f"player {listed[0]}"


def initiative(i: InitiativeInputs, dice: Sequence[int] | None) -> Outcome:
    players = rolling_players(i)
    outcomes = _initiative_odds(players)
    tied_named, outside = _named(i)
    steps = []
    if outside:
        steps.append(f"Not in this {i.players}-player game: {_names(outside)}.")
    if len(tied_named) >= 2:
        steps.append(f"Re-roll of a tie for the highest: only {_names(players)} roll (R27).")
    elif i.rerolling:
        steps.append("Fewer than two tied players of this game were named: everyone rolls.")
    steps += [
        f"Each of {_names(players)} rolls 1D6, in that order. The highest starts; the others follow in line.",
        "A tie for the highest is rolled again by the tied players only (R27).",
        odds_text(outcomes),
    ]
    if dice is None:
        return Outcome(procedure="initiative", dice=(), steps=tuple(steps), outcomes=outcomes)
    hand = check_dice(dice, len(players))
    faces = dict(zip(players, hand, strict=True))
    steps.append("Rolled: " + ", ".join(f"player {p} {face}" for p, face in faces.items()) + ".")
    top = max(hand)
    tied = tuple(p for p in players if faces[p] == top)
    if len(tied) > 1:
        steps.append(f"{sentence(_names(tied))} tied on {top}: only they roll again.")
        return Outcome(
            procedure="initiative",
            dice=hand,
            steps=tuple(steps),
            outcomes=outcomes,
            result=RE_ROLL,
            effects=Effects(continues_with=(f"initiative re-roll (1D6 each for {_names(tied)})",)),
            values=(("reroll", tied),),
        )
    places = tuple(tuple(p for p in players if faces[p] == face) for face in sorted(set(hand), reverse=True))
    order = tuple(p for place in places for p in place)
    steps.append(f"Player {tied[0]} starts. Order: {', '.join(map(str, order))}.")
    roll_offs = tuple(place for place in places if len(place) > 1)
    for place in roll_offs:
        # R27 rules only on ties for the highest; a tie further down settles the order the same way.
        steps.append(f"{sentence(_names(place))} tied for a later place: they roll off between themselves for it.")
    return Outcome(
        procedure="initiative",
        dice=hand,
        steps=tuple(steps),
        outcomes=outcomes,
        result=f"player-{tied[0]}-starts",
        values=(("first", tied[0]), ("order", order), ("places", places), ("roll_offs", roll_offs)),
    )


# --- Random Event & Effect Cards ---------------------------------------------------------------------

DECK_SIZE = 25  # "25 random events and effects ... are available as this rulebook is being released"


@dataclass(frozen=True)
class EventCardInputs:
    players: int
    cards_per_detachment: int


def event_cards(i: EventCardInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    total = i.players * i.cards_per_detachment
    steps = (
        "After setting up his troops and before the first turn, every player draws the cards his detachment allows.",
        f"{i.players} players x {i.cards_per_detachment} card{'s' if i.cards_per_detachment != 1 else ''} "
        f"= {total} card{'s' if total != 1 else ''} from the deck of {DECK_SIZE}.",
        "Follow each card's own instructions for its effect and how long it lasts.",
    )
    result = "draw-cards" if total else "no-cards"
    return settled(
        "event-cards",
        result,
        steps,
        (("cards_each", i.cards_per_detachment), ("cards", total), ("deck", DECK_SIZE)),
    )


PROCEDURES = (
    Procedure(
        id="deployment-sector",
        title="Deployment sector",
        chapter="Game setup",
        section="Deployment",
        summary="4D6 for the board edge your side deploys along; the enemy takes the opposite edge.",
        fields=(),
        rolls=(Roll(4, "deployment sector"),),
        inputs=NoInputs,
        resolve=deployment_sector,
        dice_counts=fixed(4),
        tables=(DEPLOYMENT_SECTOR,),
        rulings=("R18",),
    ),
    Procedure(
        id="escape-corridor",
        title="Escape corridor",
        chapter="Game setup",
        section="Avoid the pocket",
        summary="Avoid the pocket: 3D6 for the board edge where the defender's escape corridor lies.",
        fields=(),
        rolls=(Roll(3, "escape corridor"),),
        inputs=NoInputs,
        resolve=escape_corridor,
        dice_counts=fixed(3),
        tables=(ESCAPE_CORRIDOR,),
        rulings=("R19",),
    ),
    Procedure(
        id="placement-order",
        title="Who places first",
        chapter="Game setup",
        section="Game setup",
        summary="Each side rolls 1D6; the higher places the first unit; a tie rolls again.",
        fields=(),
        rolls=(Roll(1, "side A"), Roll(1, "side B")),
        inputs=NoInputs,
        resolve=placement_order,
        dice_counts=fixed(2),
    ),
    Procedure(
        id="attacker-roll",
        title="Who attacks",
        chapter="Game setup",
        section="Game modes",
        summary="Outside a campaign each side rolls 1D6; the higher attacks; a tie rolls again.",
        fields=(),
        rolls=(Roll(1, "side A"), Roll(1, "side B")),
        inputs=NoInputs,
        resolve=attacker_roll,
        dice_counts=fixed(2),
    ),
    Procedure(
        id="force-morale",
        title="Force morale",
        chapter="Game setup",
        section="How to determine force morale",
        summary="1D6 per team before the first turn: 1-2 gives morale 8, 3-5 gives 9, 6 gives 10.",
        fields=(),
        rolls=(Roll(1, "force morale"),),
        inputs=NoInputs,
        resolve=force_morale,
        dice_counts=fixed(1),
        tables=(FORCE_MORALE,),
        rulings=("R25",),
    ),
    Procedure(
        id="initiative",
        title="Initiative",
        chapter="Game setup",
        section="Game setup",
        summary="Every player rolls 1D6 each turn; the highest starts, the others follow; a tie for first re-rolls.",
        fields=(
            Field("players", "int", "Players", default=2, minimum=2, maximum=6),
            Field(
                "rerolling",
                "choices",
                "Players re-rolling a tie for the highest",
                default=(),
                choices=PLAYER_CHOICES,
                help="Leave empty for the first roll of the turn.",
            ),
        ),
        rolls=(Roll("players", "one die per player", when="on a re-roll, one per tied player"),),
        inputs=InitiativeInputs,
        resolve=initiative,
        dice_counts=lambda i: (len(rolling_players(i)),),
        rulings=("R27",),
    ),
    Procedure(
        id="event-cards",
        title="Random Event & Effect Cards",
        chapter="Game setup",
        section="Random Event & Effect Cards",
        summary="How many Random Event & Effect Cards are drawn before the first turn.",
        fields=(
            Field(
                "players", "int", "Players", default=2, minimum=2, maximum=6, help="Solo: the enemy counts as a player."
            ),
            Field(
                "cards_per_detachment",
                "int",
                "Cards per detachment",
                default=1,
                minimum=0,
                maximum=4,
                help="From the detachment list; elite doctrines may draw more than one.",
            ),
        ),
        rolls=(),
        inputs=EventCardInputs,
        resolve=event_cards,
        dice_counts=fixed(0),
    ),
)
