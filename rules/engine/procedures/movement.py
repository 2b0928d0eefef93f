"""Movement: a move over each terrain (How to move units, Movement and terrain), double moves, obstacles,
rivers, AFVs breaking through and getting free, and moving a vehicle taken over from the enemy.
R9 (pips), R10 (terrain dice), R11 (towing), R12 (obstacles), R13 (stuck AFVs)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache

from rules.engine.dice import MAX_DICE, check_dice, distribution_of
from rules.engine.outcome import Effects, InvalidInput, Outcome, sentence
from rules.engine.reading import no_dice
from rules.engine.registry import UNITS, Field, Procedure, Roll, fixed

MOVEMENTS = ("foot", "wheeled", "tracked", "horse")
TERRAINS = (
    "plains",
    "light-woods",
    "dense-woods",
    "hills",
    "steep-hills",
    "crops",
    "paved-road",
    "dirt-road",
    "river",
)
FOOT_MOVE = {"cm": 10, "in": 4}  # one infantry move (Units and movement)
RIVER_MOVE = {"cm": 5, "in": 2}  # infantry and horses wading (How to cross rivers)
PIP = {"cm": Fraction(5, 2), "in": Fraction(1)}  # R9: each pip is 1 in, 2.5 cm
RIVER_COVER = -2  # How to cross rivers: a negative cover level of -2
NO_ENTRY = "may-not-enter"


# --- Dice rules (R10): what a terrain, or a crew new to its vehicle, does to the dice of one move. ---


@dataclass(frozen=True)
class DiceRule:
    """How a move treats its dice, as words and as a function of the sorted hand."""

    words: str
    pips: Callable[[tuple[int, ...]], int]


def _drop_lowest(n: int) -> DiceRule:
    return DiceRule(f"abandon the {'lowest die' if n == 1 else f'{n} lowest dice'}", lambda h: sum(h[n:]))


def _drop_highest(n: int) -> DiceRule:
    return DiceRule(
        f"abandon the {'highest die' if n == 1 else f'{n} highest dice'}", lambda h: sum(h[: max(len(h) - n, 0)])
    )


def _add_highest(n: int) -> DiceRule:
    return DiceRule(
        f"count the {'highest die' if n == 1 else f'{n} highest dice'} twice", lambda h: sum(h) + sum(h[-n:])
    )


KEEP = DiceRule("no bonus or penalty", sum)
# An empty hand (a captured vehicle whose crew dropped every die) has no lowest die to add.
ADD_LOWEST = DiceRule("count the lowest die twice", lambda h: sum(h) + (h[0] if h else 0))


@dataclass(frozen=True)
class Cell:
    """One cell of "Movement and terrain": may the unit enter, how it moves, and may it double move."""

    words: str  # the book's cell, in our words
    double: bool
    enter: bool = True
    dice: DiceRule | None = None  # None: a set distance, no roll
    fixed: dict[str, int] | None = None  # the set distance per measuring system
    one_die: bool = False  # steep hills: 1D6 whatever the vehicle's dice (R10)


def _roll(rule: DiceRule) -> Cell:
    return Cell(rule.words, double=True, dice=rule)


ON_FOOT = Cell("no bonus or penalty", double=True, fixed=FOOT_MOVE)
ON_FOOT_NO_DOUBLE = Cell("no double move", double=False, fixed=FOOT_MOVE)
WADE = Cell("speed limited to 5 cm / 2 in per turn", double=False, fixed=RIVER_MOVE)
BARRED = Cell("may not enter", double=False, enter=False)
STEEP = Cell("1D6 per turn, whatever the vehicle's dice", double=False, dice=KEEP, one_die=True)
HORSE_NO_DOUBLE = Cell("no double move", double=False, dice=KEEP)

# Movement and terrain, one row per terrain, columns on foot / wheeled / tracked / horse.
TERRAIN_TABLE: dict[str, dict[str, Cell]] = {
    "plains": {"foot": ON_FOOT, "wheeled": _roll(_drop_lowest(1)), "tracked": _roll(_add_highest(1)), "horse": _roll(_add_highest(1))},
    "light-woods": {"foot": ON_FOOT, "wheeled": _roll(_drop_highest(2)), "tracked": _roll(_drop_lowest(1)), "horse": _roll(KEEP)},
    "dense-woods": {"foot": ON_FOOT_NO_DOUBLE, "wheeled": BARRED, "tracked": BARRED, "horse": HORSE_NO_DOUBLE},
    "hills": {"foot": ON_FOOT_NO_DOUBLE, "wheeled": _roll(_drop_highest(2)), "tracked": _roll(_drop_lowest(2)), "horse": _roll(_drop_lowest(1))},
    "steep-hills": {"foot": ON_FOOT_NO_DOUBLE, "wheeled": STEEP, "tracked": STEEP, "horse": STEEP},
    "crops": {"foot": ON_FOOT, "wheeled": _roll(_drop_lowest(2)), "tracked": _roll(_drop_lowest(1)), "horse": _roll(_drop_lowest(1))},
    "paved-road": {"foot": ON_FOOT, "wheeled": _roll(_add_highest(2)), "tracked": _roll(_add_highest(1)), "horse": _roll(ADD_LOWEST)},
    "dirt-road": {"foot": ON_FOOT, "wheeled": _roll(KEEP), "tracked": _roll(ADD_LOWEST), "horse": _roll(ADD_LOWEST)},
    "river": {"foot": WADE, "wheeled": BARRED, "tracked": BARRED, "horse": WADE},
}  # fmt: skip


# --- Moving over terrain (vehicle-move), and the same move by a crew new to a captured vehicle. ---


@dataclass(frozen=True)
class CrewPenalty:
    """Manning abandoned vehicles: the dice a crew new to the vehicle abandons before the terrain acts."""

    name: str  # the book's cell, lowercase-hyphenated
    keep: Callable[[tuple[int, ...]], tuple[int, ...]]  # sorted hand -> the dice left

    @property
    def words(self) -> str:
        return self.name.replace("-", " ")


NO_PENALTY = CrewPenalty("none", lambda h: h)
CREW_PENALTIES = {
    "none": NO_PENALTY,
    "abandon-highest-die": CrewPenalty("abandon-highest-die", lambda h: h[:-1]),
    "abandon-lowest-die": CrewPenalty("abandon-lowest-die", lambda h: h[1:]),
    "abandon-highest-and-lowest-die": CrewPenalty("abandon-highest-and-lowest-die", lambda h: h[1:-1]),
}


# Event cards in force (the data pack's, not the book's): dice a move abandons before the terrain acts, and where;
# and vehicles ignoring the crops penalty. None picked leaves every move as the book has it.
MOVE_CARDS = (
    "abandon-lowest",
    "abandon-highest",
    "abandon-lowest-off-roads",
    "abandon-highest-off-roads",
    "abandon-lowest-off-paved-roads",
    "abandon-highest-off-paved-roads",
    "no-crops-penalty",
)
ROADS = ("paved-road", "dirt-road")
VEHICLE_MOVEMENTS = ("wheeled", "tracked")
NO_CROPS_PENALTY = _roll(KEEP)


def card_dice(cards: Sequence[str], terrain: str) -> tuple[int, int]:
    """(lowest, highest): how many dice the event cards take from a move over this terrain."""
    taken = {"lowest": 0, "highest": 0}
    for card in cards:
        if not card.startswith("abandon-"):
            continue
        _abandon, side, *where = card.split("-", 2)
        off = where[0] if where else ""
        if (
            not off
            or (off == "off-roads" and terrain not in ROADS)
            or (off == "off-paved-roads" and terrain != "paved-road")
        ):
            taken[side] += 1
    return taken["lowest"], taken["highest"]


@cache
def _with_cards(penalty: CrewPenalty, lowest: int, highest: int) -> CrewPenalty:
    """The crew's penalty, then the dice the event cards take (R10: never below zero dice)."""
    if not lowest and not highest:
        return penalty

    def keep(hand: tuple[int, ...]) -> tuple[int, ...]:
        kept = penalty.keep(hand)
        return kept[lowest : max(len(kept) - highest, 0)]

    return CrewPenalty(penalty.name, keep)


def _card_words(lowest: int, highest: int) -> list[str]:
    rules = [rule(n) for n, rule in ((lowest, _drop_lowest), (highest, _drop_highest)) if n]
    return [f"Event cards in force: {rule.words} first." for rule in rules]


@dataclass(frozen=True)
class MoveInputs:
    movement: str
    terrain: str
    dice_count: int
    towing: bool
    units: str
    event_cards: tuple[str, ...] = ()


def dice_for_move(i: MoveInputs) -> tuple[int, ...]:
    cell = TERRAIN_TABLE[i.terrain][i.movement]
    if cell.dice is None:
        return (0,)
    return (1,) if cell.one_die else (i.dice_count,)


def _halved(distance: Fraction) -> Fraction:
    return Fraction(distance // 2)  # R11: towing halves the distance, rounded down to a whole cm / in


def _distance(pips: int, i: MoveInputs) -> Fraction:
    distance = pips * PIP[i.units]
    return _halved(distance) if i.towing else distance


@cache
def _distance_odds(count: int, rule, penalty, units: str, towing: bool) -> tuple[tuple[Fraction, Fraction], ...]:
    """Every distance one move can give, with its chance; cached, as the same moves are asked again and again."""
    odds: dict[Fraction, Fraction] = {}
    for pips, p in distribution_of(count, lambda hand: rule.pips(penalty.keep(hand))).items():
        distance = pips * PIP[units]
        distance = _halved(distance) if towing else distance
        odds[distance] = odds.get(distance, Fraction(0)) + p
    return tuple(odds.items())


def move(procedure: str, i: MoveInputs, dice: Sequence[int] | None, penalty: CrewPenalty = NO_PENALTY) -> Outcome:
    """One move: the terrain's cell decides entry, dice and double move; a captured vehicle's crew
    abandons its dice first (our reading: the crew's penalty, then the terrain's rule)."""
    if not 1 <= i.dice_count <= MAX_DICE:
        raise InvalidInput(f"Mobility is 1 to {MAX_DICE} dice.", field="dice_count")
    cell = TERRAIN_TABLE[i.terrain][i.movement]
    crops_spared = "no-crops-penalty" in i.event_cards and i.terrain == "crops" and i.movement in VEHICLE_MOVEMENTS
    cell = NO_CROPS_PENALTY if crops_spared else cell
    where = sentence(f"{i.movement} over {i.terrain.replace('-', ' ')}")
    if not cell.enter:
        no_dice(dice)
        return Outcome(
            procedure=procedure,
            dice=(),
            steps=(f"{where}: the terrain cannot be entered.",),
            outcomes=((NO_ENTRY, Fraction(1)),),
            result=NO_ENTRY,
        )
    if cell.dice is None:
        return _set_distance(procedure, i, cell, dice, where)
    count = 1 if cell.one_die else i.dice_count
    steps = [f"{where}: roll {count}D6, {cell.words}."]
    if crops_spared:
        steps.append("Event cards in force: a vehicle ignores the crops penalty.")
    if penalty is not NO_PENALTY:
        steps.append(f"The crew is new to this vehicle: {penalty.words} first.")
    lowest, highest = card_dice(i.event_cards, i.terrain)
    steps += _card_words(lowest, highest)
    penalty = _with_cards(penalty, lowest, highest)
    if i.towing:
        steps.append("Towing: the distance is halved, rounded down.")

    def pips_of(hand: tuple[int, ...]) -> int:
        return cell.dice.pips(penalty.keep(hand))

    odds = dict(_distance_odds(count, cell.dice, penalty, i.units, i.towing))
    if set(odds) == {Fraction(0)}:
        steps.append("No dice are left after the penalties: it cannot move here (it may still roll for the log).")
    steps.append(_double_words(cell.double))
    distance = None
    if dice is not None:
        hand = check_dice(dice, count)
        pips = pips_of(tuple(sorted(hand)))
        distance = _distance(pips, i)
        steps.append(f"Rolled {' + '.join(map(str, hand))}: {pips} pips, {_fmt(distance)} {i.units}.")
        if distance == 0:
            steps.append("It does not move.")
    return _moved(procedure, i, tuple(dice or ()), distance, odds, steps, cell.double)


def _set_distance(procedure: str, i: MoveInputs, cell: Cell, dice: Sequence[int] | None, where: str) -> Outcome:
    """A move that is not rolled: on foot, or wading a river (How to cross rivers)."""
    no_dice(dice)
    distance = Fraction(cell.fixed[i.units])
    why = "wading a river" if cell is WADE else "one move on foot"
    steps = [f"{where}: {why} is {distance} {i.units}."]
    if i.towing and i.movement == "foot":
        steps.append("Soldiers on foot do not tow: towing is ignored.")
    elif i.towing:
        distance = _halved(distance)
        steps.append(f"Towing: halved and rounded down to {_fmt(distance)} {i.units}.")
    if cell is WADE:
        steps.append(f"In the river it has a cover level of {RIVER_COVER}.")
    steps.append(_double_words(cell.double))
    odds = {distance: Fraction(1)}
    return _moved(procedure, i, (), distance, odds, steps, cell.double)


def _moved(procedure, i, dice, distance, odds, steps, double) -> Outcome:
    expected = sum(d * p for d, p in odds.items())
    values = [
        ("units", i.units),
        ("double_move_allowed", double),
        ("expected_distance", float(expected)),
        ("distance_odds", {float(d): p for d, p in odds.items()}),
    ]
    if distance is not None:
        values.insert(0, ("distance", float(distance)))
    return Outcome(
        procedure=procedure,
        dice=dice,
        steps=(*steps, f"On average {_fmt(expected)} {i.units}."),
        outcomes=(("moves", Fraction(1)),),
        result=None if distance is None else "moves",
        effects=Effects(actions_spent=1) if distance is not None else Effects(),
        values=tuple(values),
    )


def _double_words(allowed: bool) -> str:
    return "A double move is allowed." if allowed else "No double move here."


def _fmt(value: Fraction) -> str:
    return f"{float(value):.1f}".removesuffix(".0")


def vehicle_move(i: MoveInputs, dice: Sequence[int] | None) -> Outcome:
    return move("vehicle-move", i, dice)


# --- Manning abandoned vehicles. ---

VEHICLE_TYPES = ("afv", "unarmed-transport", "armed-transport")
CREW_TYPES = ("vehicle-crew", "infantry", "own-crew")
# Manning abandoned vehicles: (vehicle, crew) -> (movement penalty, attack penalty; None: "/" no weapons).
MANNING_TABLE: dict[tuple[str, str], tuple[str, int | None]] = {
    ("afv", "vehicle-crew"): ("abandon-highest-die", -1),
    ("afv", "infantry"): ("abandon-highest-and-lowest-die", -3),
    ("unarmed-transport", "vehicle-crew"): ("none", None),
    ("unarmed-transport", "infantry"): ("none", None),
    ("armed-transport", "vehicle-crew"): ("abandon-lowest-die", -1),
    ("armed-transport", "infantry"): ("abandon-highest-die", -1),
}


def manning_penalty(vehicle_type: str, crew_type: str) -> tuple[str, int | None]:
    """The crew's penalties; a crew that bailed out re-enters its own vehicle without any."""
    if crew_type == "own-crew":
        return "none", (None if vehicle_type == "unarmed-transport" else 0)
    return MANNING_TABLE[(vehicle_type, crew_type)]


@dataclass(frozen=True)
class ManningInputs:
    vehicle_type: str
    crew_type: str


def manning_abandoned_vehicle(i: ManningInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    movement, attack = manning_penalty(i.vehicle_type, i.crew_type)
    crew = {"vehicle-crew": "a vehicle crew", "infantry": "infantry", "own-crew": "its own crew, back in"}
    vehicle = i.vehicle_type.replace("-", " ").replace("afv", "AFV")
    steps = [f"{sentence(vehicle)} manned by {crew[i.crew_type]}."]
    if i.crew_type == "own-crew":
        steps.append("A crew that had to bail out may re-enter its vehicle next turn without penalties.")
    steps.append(f"Movement: {movement.replace('-', ' ')} on every move.")
    steps.append("Attacks: it has no weapons." if attack is None else f"Attacks: {attack:+d} on every attack roll.")
    steps.append("Mounting the vehicle is one action.")
    return Outcome(
        procedure="manning-abandoned-vehicle",
        dice=(),
        steps=tuple(steps),
        outcomes=((movement, Fraction(1)),),
        result=movement,
        values=(("movement_penalty", movement), ("attack_penalty", attack), ("has_weapons", attack is not None)),
    )


@dataclass(frozen=True)
class CapturedMoveInputs:
    vehicle_type: str
    crew_type: str
    movement: str
    terrain: str
    dice_count: int
    towing: bool
    units: str
    event_cards: tuple[str, ...] = ()

    def as_move(self) -> MoveInputs:
        return MoveInputs(self.movement, self.terrain, self.dice_count, self.towing, self.units, self.event_cards)


def captured_vehicle_move(i: CapturedMoveInputs, dice: Sequence[int] | None) -> Outcome:
    name, _attack = manning_penalty(i.vehicle_type, i.crew_type)
    outcome = move("captured-vehicle-move", i.as_move(), dice, CREW_PENALTIES[name])
    return replace(outcome, values=(*outcome.values, ("movement_penalty", name)))


MOVE_CARDS_FIELD = Field(
    "event_cards",
    "choices",
    "Event cards in force",
    default=(),
    choices=MOVE_CARDS,
    help="Dice the cards take before the terrain acts, and where.",
)

PROCEDURES = (
    Procedure(
        id="vehicle-move",
        title="Move over terrain",
        chapter="Movement",
        section="Movement and terrain",
        summary="How far one move takes a unit on foot, wheels, tracks or a horse over each type of terrain.",
        fields=(
            Field("movement", "choice", "Moves by", default="tracked", choices=MOVEMENTS),
            Field("terrain", "choice", "Terrain", default="plains", choices=TERRAINS),
            Field("dice_count", "int", "Mobility (D6)", default=3, minimum=1, maximum=MAX_DICE),
            Field("towing", "bool", "Towing a support weapon", default=False),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
            MOVE_CARDS_FIELD,
        ),
        rolls=(Roll("dice_count", "movement dice", when="vehicles and horses; steep hills 1D6; foot none"),),
        inputs=MoveInputs,
        resolve=vehicle_move,
        dice_counts=dice_for_move,
        rulings=("R6", "R9", "R10", "R11"),
    ),
    Procedure(
        id="manning-abandoned-vehicle",
        title="Manning an abandoned vehicle",
        chapter="Movement",
        section="Manning abandoned vehicles",
        summary="The movement and attack penalties of a crew taking over a vehicle it is not used to.",
        fields=(
            Field("vehicle_type", "choice", "Vehicle", default="afv", choices=VEHICLE_TYPES),
            Field("crew_type", "choice", "Crew", default="vehicle-crew", choices=CREW_TYPES),
        ),
        rolls=(),
        inputs=ManningInputs,
        resolve=manning_abandoned_vehicle,
        dice_counts=fixed(0),
        rulings=("R10",),
    ),
    Procedure(
        id="captured-vehicle-move",
        title="Moving a captured vehicle",
        chapter="Movement",
        section="Manning abandoned vehicles",
        summary="A move over terrain by a crew new to its vehicle: the crew abandons its dice, then the terrain acts.",
        fields=(
            Field("vehicle_type", "choice", "Vehicle", default="afv", choices=VEHICLE_TYPES),
            Field("crew_type", "choice", "Crew", default="vehicle-crew", choices=CREW_TYPES),
            Field("movement", "choice", "Moves by", default="tracked", choices=("wheeled", "tracked")),
            Field("terrain", "choice", "Terrain", default="plains", choices=TERRAINS),
            Field("dice_count", "int", "Mobility (D6)", default=3, minimum=1, maximum=MAX_DICE),
            Field("towing", "bool", "Towing a support weapon", default=False),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
            MOVE_CARDS_FIELD,
        ),
        rolls=(Roll("dice_count", "movement dice", when="steep hills 1D6"),),
        inputs=CapturedMoveInputs,
        resolve=captured_vehicle_move,
        dice_counts=lambda i: dice_for_move(i.as_move()),
        rulings=("R6", "R9", "R10", "R11"),
    ),
)
