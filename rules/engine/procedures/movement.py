"""Movement: a move by foot, wheel, track or horse over each terrain (How to move units,
Movement and terrain), with R9 (pips), R10 (terrain dice), R11 (towing)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.dice import MAX_DICE, check_dice, distribution_of
from rules.engine.outcome import Effects, Outcome, sentence
from rules.engine.registry import UNITS, Field, Procedure, Roll

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


@dataclass(frozen=True)
class DiceRule:
    """How a terrain treats the movement dice (R10), as words and as a function of the sorted hand."""

    words: str
    pips: Callable[[tuple[int, ...]], int]


def _keep(hand: tuple[int, ...]) -> int:
    return sum(hand)


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


NONE = DiceRule("no bonus or penalty", _keep)
ADD_LOWEST = DiceRule("count the lowest die twice", lambda h: sum(h) + h[0])
NO_ENTRY = "may-not-enter"
STEEP = "steep"  # 1D6 whatever the vehicle's dice, once per turn (R10)
RIVER = "river"  # wading at 5 cm / 2 in

# Movement and terrain: terrain -> movement -> rule. Foot moves never roll; their entry says whether
# a double move is allowed (False) or the terrain refuses them.
TERRAIN_RULES: dict[str, dict[str, object]] = {
    "plains": {"foot": True, "wheeled": _drop_lowest(1), "tracked": _add_highest(1), "horse": _add_highest(1)},
    "light-woods": {"foot": True, "wheeled": _drop_highest(2), "tracked": _drop_lowest(1), "horse": NONE},
    "dense-woods": {"foot": False, "wheeled": NO_ENTRY, "tracked": NO_ENTRY, "horse": "no-double"},
    "hills": {"foot": False, "wheeled": _drop_highest(2), "tracked": _drop_lowest(2), "horse": _drop_lowest(1)},
    "steep-hills": {"foot": False, "wheeled": STEEP, "tracked": STEEP, "horse": STEEP},
    "crops": {"foot": True, "wheeled": _drop_lowest(2), "tracked": _drop_lowest(1), "horse": _drop_lowest(1)},
    "paved-road": {"foot": True, "wheeled": _add_highest(2), "tracked": _add_highest(1), "horse": ADD_LOWEST},
    "dirt-road": {"foot": True, "wheeled": NONE, "tracked": ADD_LOWEST, "horse": ADD_LOWEST},
    "river": {"foot": RIVER, "wheeled": NO_ENTRY, "tracked": NO_ENTRY, "horse": RIVER},
}


@dataclass(frozen=True)
class MoveInputs:
    movement: str
    terrain: str
    dice_count: int
    towing: bool
    units: str


def dice_for_move(i: MoveInputs) -> tuple[int, ...]:
    rule = TERRAIN_RULES[i.terrain][i.movement]
    if i.movement == "foot" or rule in (NO_ENTRY, RIVER):
        return (0,)
    return (1,) if rule == STEEP else (i.dice_count,)


def _distance(pips: int, i: MoveInputs) -> Fraction:
    distance = pips * PIP[i.units]
    return Fraction(int(distance // 2)) if i.towing else distance  # R11: halved, rounded down


def vehicle_move(i: MoveInputs, dice: Sequence[int] | None) -> Outcome:
    rule = TERRAIN_RULES[i.terrain][i.movement]
    where = f"{i.movement.replace('-', ' ')} over {i.terrain.replace('-', ' ')}"
    if rule == NO_ENTRY:
        return Outcome(
            procedure="vehicle-move",
            dice=(),
            steps=(f"{sentence(where)}: the terrain cannot be entered.",),
            outcomes=((NO_ENTRY, Fraction(1)),),
            result=NO_ENTRY,
        )
    (count,) = dice_for_move(i)
    if count == 0:
        fixed_move = RIVER_MOVE[i.units] if rule == RIVER else FOOT_MOVE[i.units]
        double = rule is True
        why = "wading a river" if rule == RIVER else "one move on foot"
        steps = (f"{sentence(where)}: {why} is {fixed_move} {i.units}.", _double_words(double))
        if dice:
            check_dice(dice, 0)
        return _moved(i, (), Fraction(fixed_move), {Fraction(fixed_move): Fraction(1)}, steps, double)
    dice_rule = NONE if rule in (STEEP, "no-double") else rule
    steps = [
        f"{sentence(where)}: roll {count}D6, {dice_rule.words if rule != STEEP else 'steep hills allow 1D6 per turn'}."
    ]
    if i.towing:
        steps.append("Towing: the distance is halved, rounded down.")
    odds: dict[Fraction, Fraction] = {}
    for pips, p in distribution_of(count, dice_rule.pips).items():
        d = _distance(pips, i)
        odds[d] = odds.get(d, 0) + p
    double = rule not in (STEEP, "no-double")
    steps.append(_double_words(double))
    distance = None
    if dice is not None:
        hand = check_dice(dice, count)
        pips = dice_rule.pips(tuple(sorted(hand)))
        distance = _distance(pips, i)
        steps.append(f"Rolled {' + '.join(map(str, hand))}: {pips} pips, {_fmt(distance)} {i.units}.")
        if pips == 0:
            steps.append("No dice are left after the terrain's penalty: it does not move.")
    return _moved(i, tuple(dice or ()), distance, odds, tuple(steps), double)


def _moved(i, dice, distance, odds, steps, double) -> Outcome:
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
        procedure="vehicle-move",
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
        ),
        rolls=(Roll("dice_count", "movement dice", when="vehicles and horses; steep hills 1D6; foot none"),),
        inputs=MoveInputs,
        resolve=vehicle_move,
        dice_counts=dice_for_move,
        rulings=("R6", "R9", "R10", "R11"),
    ),
)
