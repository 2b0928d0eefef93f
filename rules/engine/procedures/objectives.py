"""Mission objectives: whether a game mode's objective is met (Game modes), one check per mode, with R8
("within" a distance includes it), R29 (a met objective ends the game) and R39-R43 (Avoid the pocket at exactly
five, the line held to the last turn, a tie in a victory zone, no check past the last turn). No dice: the players
measure and count, the check reads the book's numbers.

Every outcome's `result` is `met` or `not-met`. Its values say whose objective it is (`side`: "team-a",
"team-b", "attacker", "defender", or "none" while nobody's is met) and why (`reason`), with the counts
and distances it used. `OBJECTIVE_OF_MODE` names the check of each game mode in `setup.GAME_MODES`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import InvalidInput, Outcome, sentence
from rules.engine.procedures.setup import MODES
from rules.engine.reading import no_dice, settled
from rules.engine.registry import UNITS, Field, Procedure, fixed

# Paired distances of the book (R6); "within" includes the distance itself (R8).
ZONE_RADIUS = {"cm": 10, "in": 4}  # How to capture a victory zone
ROAD_DISTANCE = {"cm": 15, "in": 6}  # The Supply Road
CAPTURE_RADIUS = {"cm": 10, "in": 4}  # Capture the enemy commander

ROAD_TURN = 5  # The Supply Road: a defender still by the road when turn 5 ends
BREAKTHROUGH_UNITS = 5  # Breakthrough: 5 units at least; the defender lets 4 through at most, to the last turn (R40)
POCKET_UNITS = 5  # Avoid the pocket: at least five units out through the corridor; exactly five is enough (R39)
SURROUNDED_UNITS = 3  # Surrounded: three units at any board edge
SURROUNDED_TURNS = 4
COMMANDER_TURNS = 5
DEFAULT_LAST_TURN = 5  # Win conditions: games last 5 turns unless the players agree otherwise

TEAMS = ("team-a", "team-b")
HOLDERS = ("none", *TEAMS)
SECTORS = ("middle", "left-flank", "right-flank")
MAX_UNITS = 100
MAX_SOLDIERS = 200
MAX_TURN = 50
MAX_DISTANCE = 10000
MAX_STRUCTURES = 20

ENDS_AFTER_OPPONENT = "The game ends at the end of the opponent's turn (R29)."


def _team(team: str) -> str:
    return "team A" if team == "team-a" else "team B"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _distance(limit: dict[str, int], units: str) -> str:
    return f"{limit[units]} {units}"


def _outcome(
    procedure: str, side: str, reason: str, steps: Sequence[str], values: Sequence[tuple[str, object]]
) -> Outcome:
    return settled(
        procedure, "not-met" if side == "none" else "met", steps, (("side", side), ("reason", reason), *values)
    )


def _turn_field(label: str = "Turn just ended") -> Field:
    return Field("turn", "int", label, default=1, minimum=1, maximum=MAX_TURN)


def _last_turn_field() -> Field:
    return Field(
        "last_turn",
        "int",
        "Last turn of the game",
        default=DEFAULT_LAST_TURN,
        minimum=1,
        maximum=MAX_TURN,
        help="5 unless the players agreed on another length.",
    )


def _units_field() -> Field:
    return Field("units", "choice", "Measuring in", default="cm", choices=UNITS)


def _check_not_past(turn: int, last_turn: int) -> None:
    """R43: the game is over after its last turn (R29), so no check answers for a later one, in any mode."""
    if turn > last_turn:
        raise InvalidInput(f"The game was over after turn {last_turn}: there is no turn {turn}.", field="turn")


# ---------------------------------------------------------------------------------------------
# Probing the enemy lines: one sector (middle, left or right flank) freed of enemy units


@dataclass(frozen=True)
class ProbingInputs:
    team: str
    sector: str
    enemy_units: int
    turn: int
    last_turn: int


def probing(i: ProbingInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "a sector is freed or not")
    _check_not_past(i.turn, i.last_turn)
    enemy = "team-b" if i.team == "team-a" else "team-a"
    where = i.sector.replace("-", " ")
    steps = [
        "Both teams play for the same thing: one sector of the board (the middle, the left or the right flank)"
        " with no enemy unit left in it, killed, surrendered or driven out.",
        f"{sentence(_team(i.team))} checks the {where}: {_plural(i.enemy_units, 'unit')} of {_team(enemy)} still there.",
    ]
    values = (("team", i.team), ("sector", i.sector), ("enemy_units", i.enemy_units))
    if i.enemy_units == 0:
        steps += [f"The {where} is free of the enemy: {_team(i.team)}'s objective is met.", ENDS_AFTER_OPPONENT]
        return _outcome("objective-probing", i.team, "sector-freed", steps, values)
    steps.append(f"Not free yet: every enemy unit must leave the {where}. A Combat Score of 15 also wins this mode.")
    return _outcome("objective-probing", "none", "enemy-in-sector", steps, values)


# ---------------------------------------------------------------------------------------------
# Victory Zones: more soldiers within 10 cm / 4 in of the objective, for a full turn


@dataclass(frozen=True)
class VictoryZoneInputs:
    soldiers_a: int
    soldiers_b: int
    held_at_turn_start: str
    turn: int
    last_turn: int
    units: str


def victory_zone(i: VictoryZoneInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "a zone is held by counting soldiers")
    _check_not_past(i.turn, i.last_turn)
    reach = _distance(ZONE_RADIUS, i.units)
    steps = [
        f"At the end of the turn, count each team's soldiers within {reach} of the objective marker ({reach} exactly"
        " still counts, R8). Vehicle crew members count as soldiers; rank and quality make no difference.",
    ]
    a, b = i.soldiers_a, i.soldiers_b
    holder = "team-a" if a > b else "team-b" if b > a else "none"
    hold_lost = i.held_at_turn_start not in ("none", holder)  # by a tie (R42) or to the other side
    values = (
        ("holder", holder),
        ("hold_lost", hold_lost),
        ("soldiers_a", a),
        ("soldiers_b", b),
        ("radius", ZONE_RADIUS[i.units]),
        ("units", i.units),
    )
    before = "nobody" if i.held_at_turn_start == "none" else _team(i.held_at_turn_start)
    if holder == "none":
        if a == 0:
            steps.append("No soldier of either team is there: nobody holds the zone.")
        else:
            steps.append(f"Equal numbers ({a} each): nobody holds the zone.")
        if hold_lost:  # R42: a tie (or an empty zone) breaks the hold; the full turn starts again from nothing
            steps.append(
                f"{sentence(_team(i.held_at_turn_start))} held it when this turn began and loses the hold (R42):"
                " whoever takes it next must hold it through a whole turn again."
            )
        return _outcome("objective-victory-zones", "none", "nobody-holds", steps, values)
    steps.append(f"Team A {a}, team B {b}: {_team(holder)} holds the zone.")
    if i.held_at_turn_start == holder:
        steps += [
            f"{sentence(_team(holder))} already held it when this turn began: a full turn held, its objective is met.",
            ENDS_AFTER_OPPONENT,
        ]
        return _outcome("objective-victory-zones", holder, "held-a-full-turn", steps, values)
    steps.append(
        f"When this turn began {before} held it: {_team(holder)} must still hold it at the end of the next turn"
        " to have held it a full turn."
    )
    return _outcome("objective-victory-zones", "none", "taken-this-turn", steps, values)


# ---------------------------------------------------------------------------------------------
# The Supply Road: no defending unit within 15 cm / 6 in of the road; the defender keeps one there to turn 5


@dataclass(frozen=True)
class SupplyRoadInputs:
    nearest_defender: float
    turn: int
    last_turn: int
    units: str


def supply_road(i: SupplyRoadInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the road is cleared or not")
    _check_not_past(i.turn, i.last_turn)
    reach = _distance(ROAD_DISTANCE, i.units)
    within = i.nearest_defender <= ROAD_DISTANCE[i.units]
    steps = [
        f"The attacker must clear the ground within {reach} of the road, along its whole length, of every defending"
        f" unit; the defender needs one unit still in that strip when turn {ROAD_TURN} ends.",
        f"The nearest defending unit is {i.nearest_defender:g} {i.units} from the road"
        + (f": inside the strip ({reach} exactly still counts, R8)." if within else f": farther than {reach}."),
    ]
    values = (
        ("defender_near_road", within),
        ("distance", i.nearest_defender),
        ("limit", ROAD_DISTANCE[i.units]),
        ("units", i.units),
        ("turn", i.turn),
    )
    if not within:
        steps += ["The road is clear: the attacker's objective is met.", ENDS_AFTER_OPPONENT]
        return _outcome("objective-supply-road", "attacker", "road-cleared", steps, values)
    if i.turn >= ROAD_TURN:
        steps += [
            f"Turn {i.turn} is over and the defender is still by the road: the defender's objective is met and"
            " the game ends (R29)."
        ]
        return _outcome("objective-supply-road", "defender", "road-held", steps, values)
    steps.append(f"The road is not clear yet; the defender must hold on to the end of turn {ROAD_TURN}.")
    return _outcome("objective-supply-road", "none", "road-contested", steps, values)


# ---------------------------------------------------------------------------------------------
# Delay the enemy advance: the defender destroys the marked structures (all, or the minimum set)


@dataclass(frozen=True)
class DelayInputs:
    structures: int
    destroyed: int
    minimum: int
    turn: int
    last_turn: int


def delay(i: DelayInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "structures are counted")
    _check_not_past(i.turn, i.last_turn)
    if i.destroyed > i.structures:
        raise InvalidInput(
            f"Only {_plural(i.structures, 'structure')} carry an objective marker: no more can be destroyed.",
            field="destroyed",
        )
    if i.minimum > i.structures:
        raise InvalidInput(
            f"The minimum cannot be more than the {_plural(i.structures, 'marked structure')}.", field="minimum"
        )
    if 0 < i.minimum < i.structures <= 2:
        raise InvalidInput(
            "A minimum is only set with more than two objectives; with one or two, all must go.", field="minimum"
        )
    needed = i.minimum or i.structures
    goal = (
        "it"
        if i.structures == 1
        else "all of them"
        if needed == i.structures
        else f"{needed} of them (the minimum set before the game)"
    )
    steps = [
        f"{sentence(_plural(i.structures, 'structure'))} {'carries' if i.structures == 1 else 'carry'} an objective marker; the retreating defender must"
        f" destroy {goal}, and the attacker must keep {'it' if i.structures == 1 else 'them'} standing.",
        "A structure is destroyed when it is set on fire or takes a single HE hit (flamethrower, satchel charge,"
        " tank or AT gun...).",
        f"Destroyed so far: {i.destroyed} of {i.structures}.",
    ]
    values = (
        ("destroyed", i.destroyed),
        ("structures", i.structures),
        ("needed", needed),
        ("still_to_destroy", max(needed - i.destroyed, 0)),
        ("turn", i.turn),
    )
    if i.destroyed >= needed:
        steps += ["The defender has destroyed enough: the defender's objective is met.", ENDS_AFTER_OPPONENT]
        return _outcome("objective-delay", "defender", "structures-destroyed", steps, values)
    if i.turn >= i.last_turn:
        steps.append(
            f"Turn {i.turn} was the last and the defender destroyed {i.destroyed} of the {needed} needed: the attacker"
            " kept them standing, the attacker's objective is met and the game ends (R29)."
        )
        return _outcome("objective-delay", "attacker", "structures-kept", steps, values)
    steps.append(f"{needed - i.destroyed} more to destroy; play on.")
    return _outcome("objective-delay", "none", "structures-standing", steps, values)


# ---------------------------------------------------------------------------------------------
# Breakthrough / hold the line: 5 attacking units at the far edge of the defender's zone, or 5 turns held


@dataclass(frozen=True)
class BreakthroughInputs:
    units_through: int
    turn: int
    last_turn: int


def breakthrough(i: BreakthroughInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "units through are counted")
    _check_not_past(i.turn, i.last_turn)
    # R40: "for more than 5 turns" is the whole game: the line still held when its last turn ends; no turn after it.
    steps = [
        f"The attacker needs {BREAKTHROUGH_UNITS} units at the outer edge of the defender's deployment zone; the"
        f" defender wins by letting {BREAKTHROUGH_UNITS - 1} through at most until {i.last_turn} turns are over.",
        f"Attacking units that reached that edge: {i.units_through}.",
    ]
    values = (("units_through", i.units_through), ("needed", BREAKTHROUGH_UNITS), ("turn", i.turn))
    if i.units_through >= BREAKTHROUGH_UNITS:
        steps += ["The line is broken: the attacker's objective is met.", ENDS_AFTER_OPPONENT]
        return _outcome("objective-breakthrough", "attacker", "broke-through", steps, values)
    if i.turn >= i.last_turn:
        steps.append(
            f"Turn {i.turn} is over with {i.units_through} through: the defender held the line for the whole game,"
            " the defender's objective is met and the game ends (R29)."
        )
        return _outcome("objective-breakthrough", "defender", "line-held", steps, values)
    steps.append(f"{BREAKTHROUGH_UNITS - i.units_through} more must get through; play on.")
    return _outcome("objective-breakthrough", "none", "line-holding", steps, values)


# ---------------------------------------------------------------------------------------------
# Avoid the pocket: 5 defending units out through the escape corridor


@dataclass(frozen=True)
class PocketInputs:
    escaped: int
    defenders_left: int
    turn: int
    last_turn: int


def avoid_the_pocket(i: PocketInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "escaped units are counted")
    _check_not_past(i.turn, i.last_turn)
    steps = [
        "A defending unit escapes when it reaches the board edge inside the escape corridor.",
        f"The defender needs {POCKET_UNITS} out; at exactly {POCKET_UNITS} the defender has done it, so the attacker"
        f" must hold the escapes to {POCKET_UNITS - 1} or fewer.",
        f"Escaped: {i.escaped}; still inside the pocket: {i.defenders_left}.",
    ]
    values = (
        ("escaped", i.escaped),
        ("defenders_left", i.defenders_left),
        ("needed", POCKET_UNITS),
        ("turn", i.turn),
    )
    if i.escaped >= POCKET_UNITS:
        steps += ["Enough got out of the pocket: the defender's objective is met.", ENDS_AFTER_OPPONENT]
        return _outcome("objective-avoid-the-pocket", "defender", "escaped", steps, values)
    if i.escaped + i.defenders_left < POCKET_UNITS:
        steps += [
            f"Even if every unit still inside got out, the defender would reach only {i.escaped + i.defenders_left}:"
            " the gap is closed, the attacker's objective is met.",
            ENDS_AFTER_OPPONENT,
        ]
        return _outcome("objective-avoid-the-pocket", "attacker", "too-few-left", steps, values)
    if i.turn >= i.last_turn:
        steps.append(
            f"Turn {i.turn} was the last and only {i.escaped} got out: the attacker closed the gap, the attacker's"
            " objective is met and the game ends (R29)."
        )
        return _outcome("objective-avoid-the-pocket", "attacker", "pocket-closed", steps, values)
    steps.append(f"{POCKET_UNITS - i.escaped} more must get out; play on.")
    return _outcome("objective-avoid-the-pocket", "none", "still-escaping", steps, values)


# ---------------------------------------------------------------------------------------------
# Surrounded: 3 defending units at any board edge, or 4 turns held; the attacker crushes them all


@dataclass(frozen=True)
class SurroundedInputs:
    units_out: int
    defenders_left: int
    turn: int
    last_turn: int


def surrounded(i: SurroundedInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "units out are counted")
    _check_not_past(i.turn, i.last_turn)
    steps = [
        f"The encircled defender breaks out with {SURROUNDED_UNITS} units at any board edge, or holds out for"
        f" {SURROUNDED_TURNS} turns; the attacker must destroy them or make them surrender.",
        f"Defending units at a board edge: {i.units_out}; still fighting on the board: {i.defenders_left}.",
    ]
    values = (
        ("units_out", i.units_out),
        ("defenders_left", i.defenders_left),
        ("needed", SURROUNDED_UNITS),
        ("turn", i.turn),
    )
    if i.units_out >= SURROUNDED_UNITS:
        steps += ["The breakout succeeded: the defender's objective is met.", ENDS_AFTER_OPPONENT]
        return _outcome("objective-surrounded", "defender", "broke-out", steps, values)
    if i.defenders_left == 0:
        steps += [
            "No defending unit is left on the board to hold out or break out: resistance is crushed, the attacker's"
            " objective is met.",
            ENDS_AFTER_OPPONENT,
        ]
        return _outcome("objective-surrounded", "attacker", "crushed", steps, values)
    if i.turn >= SURROUNDED_TURNS:
        steps.append(
            f"Turn {i.turn} is over and the defender still holds: {SURROUNDED_TURNS} turns held out, the defender's"
            " objective is met and the game ends (R29)."
        )
        return _outcome("objective-surrounded", "defender", "held-out", steps, values)
    steps.append(
        f"{SURROUNDED_UNITS - i.units_out} more must reach an edge, or the defender must last to the end of turn"
        f" {SURROUNDED_TURNS}; play on."
    )
    return _outcome("objective-surrounded", "none", "still-encircled", steps, values)


# ---------------------------------------------------------------------------------------------
# Capture the enemy commander: an attacker within 10 cm / 4 in and none of his own units there


@dataclass(frozen=True)
class CommanderInputs:
    officer_killed: bool
    attacker_distance: float
    own_distance: float
    turn: int
    last_turn: int
    units: str


def capture_commander(i: CommanderInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "a capture is measured")
    _check_not_past(i.turn, i.last_turn)
    reach = _distance(CAPTURE_RADIUS, i.units)
    limit = CAPTURE_RADIUS[i.units]
    attacker_near = i.attacker_distance <= limit
    own_near = i.own_distance <= limit
    values = (
        ("attacker_near", attacker_near),
        ("own_near", own_near),
        ("radius", limit),
        ("units", i.units),
        ("turn", i.turn),
    )
    steps = [
        f"The defender's ranking officer is captured when an attacking unit is within {reach} of him and none of his"
        f" own units is within {reach} ({reach} exactly counts, R8). He is wanted alive.",
    ]
    if i.officer_killed:
        steps += [
            "He was killed instead of captured: the attacker loses the game. (The defender may never kill his own"
            " officer to bring this about.)",
            ENDS_AFTER_OPPONENT,
        ]
        return _outcome("objective-capture-commander", "defender", "officer-killed", steps, values)
    steps.append(
        f"Nearest attacking unit: {i.attacker_distance:g} {i.units}; nearest of his own: {i.own_distance:g} {i.units}."
    )
    if attacker_near and not own_near:
        steps += [
            "None of his own units is close enough to stop it: he is captured, the attacker's objective is met.",
            ENDS_AFTER_OPPONENT,
        ]
        return _outcome("objective-capture-commander", "attacker", "officer-captured", steps, values)
    if attacker_near:
        steps.append("His own unit close by prevents the capture.")
        reason = "officer-guarded"
    else:
        steps.append(f"No attacking unit is within {reach}.")
        reason = "officer-out-of-reach"
    if i.turn >= COMMANDER_TURNS:
        steps.append(
            f"Turn {i.turn} is over and he is still free: kept alive for {COMMANDER_TURNS} turns, the defender's"
            " objective is met and the game ends (R29)."
        )
        return _outcome("objective-capture-commander", "defender", "officer-kept", steps, values)
    steps.append(f"The defender must keep him free and alive to the end of turn {COMMANDER_TURNS}; play on.")
    return _outcome("objective-capture-commander", "none", reason, steps, values)


# Each game mode's objective check; combat only has no mission objective.
OBJECTIVE_OF_MODE: dict[str, str | None] = {
    "probing-the-enemy-lines": "objective-probing",
    "victory-zones": "objective-victory-zones",
    "the-supply-road": "objective-supply-road",
    "delay-the-enemy-advance": "objective-delay",
    "breakthrough-hold-the-line": "objective-breakthrough",
    "avoid-the-pocket": "objective-avoid-the-pocket",
    "surrounded": "objective-surrounded",
    "capture-the-enemy-commander": "objective-capture-commander",
    "combat-only": None,
}


# R46: the modes where one side's objective is to stop the other's, and which role stops it (team A attacks). When the
# last turn ends with the other side's objective not accomplished, the stopping side has won: a decisive win.
STOPPER_OF_MODE: dict[str, str] = {
    "the-supply-road": "defender",
    "delay-the-enemy-advance": "attacker",
    "breakthrough-hold-the-line": "defender",
    "avoid-the-pocket": "attacker",
    "surrounded": "defender",
    "capture-the-enemy-commander": "defender",
}


def _title(mode_id: str) -> str:
    return MODES[mode_id].title


PROCEDURES = (
    Procedure(
        id="objective-probing",
        title=f"{_title('probing-the-enemy-lines')}: is a sector freed?",
        chapter="Scoring",
        section="Probing the enemy lines",
        summary="Both teams try to clear one sector (the middle, the left or the right flank) of every enemy unit.",
        fields=(
            Field("team", "choice", "Team checking", default="team-a", choices=TEAMS),
            Field("sector", "choice", "Sector", default="middle", choices=SECTORS),
            Field(
                "enemy_units",
                "int",
                "Enemy units still in that sector",
                default=None,
                minimum=0,
                maximum=MAX_UNITS,
                help="Units of the other team, hidden ones included.",
            ),
            _turn_field(),
            _last_turn_field(),
        ),
        rolls=(),
        inputs=ProbingInputs,
        resolve=probing,
        dice_counts=fixed(0),
        rulings=("R29", "R43"),
    ),
    Procedure(
        id="objective-victory-zones",
        title=f"{_title('victory-zones')}: who holds the zone?",
        chapter="Scoring",
        section="How to capture a victory zone",
        summary="More soldiers within 10 cm / 4 in of an objective marker hold it; a full turn held wins. With"
        " several markers, check each.",
        fields=(
            Field(
                "soldiers_a",
                "int",
                "Team A soldiers within reach of the objective",
                default=0,
                minimum=0,
                maximum=MAX_SOLDIERS,
                help="Within 10 cm / 4 in; count vehicle crew members as soldiers.",
            ),
            Field(
                "soldiers_b",
                "int",
                "Team B soldiers within reach of the objective",
                default=0,
                minimum=0,
                maximum=MAX_SOLDIERS,
                help="Within 10 cm / 4 in; count vehicle crew members as soldiers.",
            ),
            Field(
                "held_at_turn_start",
                "choice",
                "Who held the zone when this turn began",
                default="none",
                choices=HOLDERS,
                help="The answer of the last check, at the end of the turn before: none in the first turn, and"
                " none after a tie (R42).",
            ),
            _turn_field(),
            _last_turn_field(),
            _units_field(),
        ),
        rolls=(),
        inputs=VictoryZoneInputs,
        resolve=victory_zone,
        dice_counts=fixed(0),
        rulings=("R6", "R8", "R29", "R42", "R43"),
    ),
    Procedure(
        id="objective-supply-road",
        title=f"{_title('the-supply-road')}: is the road clear?",
        chapter="Scoring",
        section="The Supply Road",
        summary="The attacker clears every defending unit from within 15 cm / 6 in of the road; the defender keeps"
        " one there to the end of turn 5.",
        fields=(
            Field(
                "nearest_defender",
                "number",
                "Distance from the road to the nearest defending unit",
                default=None,
                minimum=0,
                maximum=MAX_DISTANCE,
                help="No defending unit left on the board: type any distance beyond 15 cm / 6 in.",
            ),
            _turn_field(),
            _last_turn_field(),
            _units_field(),
        ),
        rolls=(),
        inputs=SupplyRoadInputs,
        resolve=supply_road,
        dice_counts=fixed(0),
        rulings=("R6", "R8", "R29", "R43"),
    ),
    Procedure(
        id="objective-delay",
        title=f"{_title('delay-the-enemy-advance')}: are the structures destroyed?",
        chapter="Scoring",
        section="Delay the enemy advance",
        summary="The retreating defender destroys the structures marked as objectives (fire, or one HE hit); the"
        " attacker keeps them standing.",
        fields=(
            Field(
                "structures",
                "int",
                "Structures with an objective marker",
                default=None,
                minimum=1,
                maximum=MAX_STRUCTURES,
            ),
            Field("destroyed", "int", "Of those, destroyed", default=0, minimum=0, maximum=MAX_STRUCTURES),
            Field(
                "minimum",
                "int",
                "Minimum to destroy",
                default=0,
                minimum=0,
                maximum=MAX_STRUCTURES,
                help="0: all of them. With more than two, a smaller minimum may be agreed (2 of 3, say).",
            ),
            _turn_field(),
            _last_turn_field(),
        ),
        rolls=(),
        inputs=DelayInputs,
        resolve=delay,
        dice_counts=fixed(0),
        rulings=("R29", "R43"),
    ),
    Procedure(
        id="objective-breakthrough",
        title=f"{_title('breakthrough-hold-the-line')}: did they break through?",
        chapter="Scoring",
        section="Breakthrough / hold the line",
        summary="Five attacking units at the far edge of the defender's zone break through; four or fewer when the"
        " last turn ends and the line held.",
        fields=(
            Field(
                "units_through",
                "int",
                "Attacking units that reached the edge",
                default=0,
                minimum=0,
                maximum=MAX_UNITS,
                help="The outer edge of the defender's deployment zone.",
            ),
            _turn_field(),
            _last_turn_field(),
        ),
        rolls=(),
        inputs=BreakthroughInputs,
        resolve=breakthrough,
        dice_counts=fixed(0),
        rulings=("R29", "R40", "R43"),
    ),
    Procedure(
        id="objective-avoid-the-pocket",
        title=f"{_title('avoid-the-pocket')}: did enough escape?",
        chapter="Scoring",
        section="Avoid the pocket",
        summary="Five defending units out through the escape corridor avoid the pocket; the attacker closes the gap"
        " by holding them to four.",
        fields=(
            Field(
                "escaped",
                "int",
                "Defending units escaped",
                default=0,
                minimum=0,
                maximum=MAX_UNITS,
                help="Units that reached the board edge inside the escape corridor.",
            ),
            Field(
                "defenders_left",
                "int",
                "Defending units still inside the pocket",
                default=None,
                minimum=0,
                maximum=MAX_UNITS,
                help="Not counting the escaped, the killed or those who surrendered.",
            ),
            _turn_field(),
            _last_turn_field(),
        ),
        rolls=(),
        inputs=PocketInputs,
        resolve=avoid_the_pocket,
        dice_counts=fixed(0),
        rulings=("R29", "R39", "R43"),
    ),
    Procedure(
        id="objective-surrounded",
        title=f"{_title('surrounded')}: break out or hold out?",
        chapter="Scoring",
        section="Surrounded",
        summary="Three defending units at any board edge break out; holding 4 turns also wins; the attacker must"
        " destroy them all.",
        fields=(
            Field(
                "units_out",
                "int",
                "Defending units that reached a board edge",
                default=0,
                minimum=0,
                maximum=MAX_UNITS,
            ),
            Field(
                "defenders_left",
                "int",
                "Defending units still fighting on the board",
                default=None,
                minimum=0,
                maximum=MAX_UNITS,
                help="Not counting those out, killed or surrendered.",
            ),
            _turn_field(),
            _last_turn_field(),
        ),
        rolls=(),
        inputs=SurroundedInputs,
        resolve=surrounded,
        dice_counts=fixed(0),
        rulings=("R29", "R43"),
    ),
    Procedure(
        id="objective-capture-commander",
        title=f"{_title('capture-the-enemy-commander')}: is he captured?",
        chapter="Scoring",
        section="Capture the enemy commander",
        summary="The defender's ranking officer is captured with an attacker within 10 cm / 4 in and none of his"
        " own there; killed, the attacker loses; free after 5 turns, the defender wins.",
        fields=(
            Field("officer_killed", "bool", "The ranking officer has been killed", default=False),
            Field(
                "attacker_distance",
                "number",
                "Distance of the nearest attacking unit to him",
                default=None,
                minimum=0,
                maximum=MAX_DISTANCE,
            ),
            Field(
                "own_distance",
                "number",
                "Distance of the nearest of his own units to him",
                default=None,
                minimum=0,
                maximum=MAX_DISTANCE,
                help="Not himself. None of his units left: type any distance beyond 10 cm / 4 in.",
            ),
            _turn_field(),
            _last_turn_field(),
            _units_field(),
        ),
        rolls=(),
        inputs=CommanderInputs,
        resolve=capture_commander,
        dice_counts=fixed(0),
        rulings=("R6", "R8", "R29", "R43"),
    ),
)
