"""Solo play: random side, doctrine, map and scenario, your deployment edge, the enemy's extra points,
where its units stand, which of them acts next, and how many ride a transport (Playing Burst of Fire
solo), with R21."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.dice import check_dice, sum_distribution
from rules.engine.outcome import Outcome
from rules.engine.procedures.setup import MODES, OPPOSITE, NoInputs
from rules.engine.reading import RE_ROLL, no_dice, odds_text, read_table, rolled, settled, words
from rules.engine.registry import Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

RANDOM = "Play random sides & scenarios"

# --- random side, doctrine and map -------------------------------------------------------------------

RANDOM_SIDE = SumTable("solo-random-side", "Random side", RANDOM, 1, rows(axis=(1, 2, 3), allies=(4, 5, 6)))
RANDOM_DOCTRINE = {
    "germany": SumTable(
        "solo-doctrine-germany",
        "Random doctrine: Germany",
        RANDOM,
        1,
        rows(infantry=(1, 2), mobile_reconnaissance=(3, 4), armor=(5, 6)),
    ),
    "poland": SumTable(
        "solo-doctrine-poland", "Random doctrine: Poland", RANDOM, 1, rows(cavalry=(1, 2, 3), infantry=(4, 5, 6))
    ),
}
RANDOM_MAP = SumTable("solo-random-map", "Random map", RANDOM, 1, rows(city=(1, 2), rural=(3, 4), mix_of_both=(5, 6)))


def random_side(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "random-side",
        RANDOM_SIDE,
        dice,
        ("Roll 1D6 for your side: 1-3 Axis, 4-6 Allies. Roll the same way for the nation if you like.",),
        lambda result: (("side", result),),
    )


@dataclass(frozen=True)
class DoctrineInputs:
    nation: str


def random_doctrine(i: DoctrineInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "random-doctrine",
        RANDOM_DOCTRINE[i.nation],
        dice,
        (f"Roll 1D6 for a doctrine of {i.nation.capitalize()}, the book's example table for it.",),
        lambda result: (("doctrine", result),),
    )


def random_map(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "random-map",
        RANDOM_MAP,
        dice,
        ("Roll 1D6 for the map: 1-2 city, 3-4 rural, 5-6 a mix of both.",),
        lambda result: (("map", result),),
    )


# --- random scenario (8D6, R21) ----------------------------------------------------------------------


def _span(low: int, high: int) -> tuple[int, ...]:
    return tuple(range(low, high + 1))


# The printed names map to the game modes (R21): king of the hill = Victory Zones, keep the supplies
# coming = The Supply Road, escape the pocket = Avoid the pocket, pocket battle = Surrounded, prisoner of
# war = Capture the enemy commander.
SOLO_SCENARIO = SumTable(
    "solo-scenario",
    "Random scenario",
    RANDOM,
    8,
    rows(
        probing_the_enemy_lines=_span(8, 12),
        victory_zones=_span(13, 17),
        the_supply_road=_span(18, 22),
        delay_the_enemy_advance=_span(23, 27),
        breakthrough_hold_the_line=_span(28, 32),
        avoid_the_pocket=_span(33, 37),
        surrounded=_span(38, 42),
        capture_the_enemy_commander=_span(43, 47),
        re_roll=(48,),
    ),
    ruling="R21",
)


def solo_scenario(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "solo-scenario",
        SOLO_SCENARIO,
        dice,
        (
            "Roll 8D6 for the scenario; the solo table's names are the game modes of the rulebook (R21).",
            "Where the scenario has an attacker, each side rolls 1D6: the higher attacks.",
        ),
        lambda result: () if result == RE_ROLL else (("scenario", result), ("title", MODES[result].title)),
    )


# --- your deployment edge (4D6, R21) -----------------------------------------------------------------

SOLO_DEPLOYMENT = SumTable(
    "solo-deployment",
    "Solo deployment zone",
    "Setting up your forces in solo play",
    4,
    rows(north=_span(4, 8), east=_span(9, 13), south=_span(14, 18), west=_span(19, 23), re_roll=(24,)),
    ruling="R21",
)


def solo_deployment(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "solo-deployment",
        SOLO_DEPLOYMENT,
        dice,
        (
            "Roll 4D6 for the board edge you start from; the enemy always starts on the opposite edge.",
            "Solo play uses its own ranges, as printed: 4-8 north, 9-13 east, 14-18 south, 19-23 west; 24 rolls again (R21).",
        ),
        lambda result: () if result == RE_ROLL else (("sector", result), ("enemy_sector", OPPOSITE[result])),
    )


# --- the enemy's additional points (Setting up the enemy forces) -------------------------------------

ENEMY_DOCTRINES = ("infantry", "cavalry", "armor")
SPEND_ON = ("soldiers", "weapon-upgrades", "support-weapons-or-vehicles", "crew-upgrades")


@dataclass(frozen=True)
class EnemyPointsInputs:
    doctrine: str
    spend_on: str


def points_dice(i: EnemyPointsInputs) -> int:
    if i.spend_on == "soldiers":
        return 2 if i.doctrine == "armor" else 3
    return {"weapon-upgrades": 2, "support-weapons-or-vehicles": 3, "crew-upgrades": 1}[i.spend_on]


def _points_words(i: EnemyPointsInputs) -> tuple[str, ...]:
    kind = "armor" if i.doctrine == "armor" else "infantry and cavalry"
    if i.spend_on == "soldiers":
        return (
            f"Soldiers, {kind} doctrines: each comes with a carbine at no cost.",
            "Draw infantry or cavalry counters until the points are used.",
        )
    if i.spend_on == "weapon-upgrades":
        return (
            "Upgrades of handheld and side weapons: draw weapons from the bag until the points are used.",
            "The best soldiers get the best weapons.",
        )
    if i.spend_on == "support-weapons-or-vehicles":
        what = "vehicles" if i.doctrine == "armor" else "support weapons"
        return (
            f"{what.capitalize()}, {kind} doctrines: choose or draw fitting ones until the points are used.",
            "They come with conscript crews at no cost.",
        )
    return (
        "Crew upgrades: the roll is how many support weapon crews may be upgraded (the book also calls it points).",
        "Put regular and elite crew counters in the bag and draw until they are used.",
        "Upgrade the crews of the most valuable vehicles and weapons first.",
    )


def enemy_force_points(i: EnemyPointsInputs, dice: Sequence[int] | None) -> Outcome:
    count = points_dice(i)
    outcomes = tuple((f"points-{total}", p) for total, p in sum_distribution(count).items())
    steps = [f"Roll {count}D6 for the enemy's additional points: {count * 7 / 2:g} on average.", *_points_words(i)]
    if dice is None:
        return Outcome(procedure="enemy-force-points", dice=(), steps=tuple(steps), outcomes=outcomes)
    hand = check_dice(dice, count)
    total = sum(hand)
    steps.append(f"Rolled {rolled(hand)}: {total} points.")
    return Outcome(
        procedure="enemy-force-points",
        dice=hand,
        steps=tuple(steps),
        outcomes=outcomes,
        result=f"points-{total}",
        values=(("points", total), ("spend_on", i.spend_on)),
    )


# --- where each enemy unit stands (Placing the enemy forces on the board) ----------------------------

FLANKS = ("left-flank", "middle", "right-flank")
ENEMY_SECTOR = SumTable(
    "solo-enemy-sector",
    "Enemy unit sector",
    "Placing the enemy forces on the board",
    1,
    rows(left_flank=(1, 2), middle=(3, 4), right_flank=(5, 6)),
)


def enemy_unit_sector(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    return read_table(
        "enemy-unit-sector",
        ENEMY_SECTOR,
        dice,
        (
            "Roll 1D6 for each enemy unit: the sector of its deployment zone it is placed in.",
            "Place AFVs, then transports, support weapons and infantry, the most valuable (or best) of each first.",
            "Non-towed AA and AT guns deploy in ambush; at least one starts towed. The ranking officer goes last, "
            "to the sector with the most units he can command.",
        ),
        lambda result: (("sector", result),),
    )


# --- which enemy unit acts next (Which enemy unit takes action first/next?) --------------------------

ACTIVATION_LADDER = (
    ("ranking-officers", "ranking officers"),
    ("closest-to-the-objective", "units closest to the mission objective"),
    ("afvs", "AFVs"),
    ("support-weapons-with-most-firepower", "support weapons with the most firepower"),
    ("elite", "elite units"),
    ("regulars", "regulars"),
    ("fastest-units", "the fastest units"),
    ("everything-else", "everything else (conscripts)"),
)
NEXT_FROM_MIDDLE = SumTable(
    "solo-next-from-middle",
    "Enemy sector after the middle",
    "Which enemy unit takes action first/next?",
    1,
    rows(left_flank=(1, 2, 3), right_flank=(4, 5, 6)),
)
FIRST_SECTOR = SumTable(
    "solo-first-sector",
    "Enemy sector acting first",
    "Which enemy unit takes action first/next?",
    1,
    rows(left_flank=(1, 2), middle=(3, 4), right_flank=(5, 6)),
)
PREVIOUS = ("none", *FLANKS)


@dataclass(frozen=True)
class ActivationInputs:
    previous_sector: str


def activation_dice(i: ActivationInputs) -> tuple[int, ...]:
    return (1,) if i.previous_sector in ("none", "middle") else (0,)


def ai_activation(i: ActivationInputs, dice: Sequence[int] | None) -> Outcome:
    ladder = "In that sector, activate in this order: " + ", ".join(label for _id, label in ACTIVATION_LADDER) + "."
    values = (("ladder", tuple(name for name, _label in ACTIVATION_LADDER)),)
    if i.previous_sector in ("left-flank", "right-flank"):
        no_dice(dice)
        steps = (
            f"The last enemy units acted on the {words(i.previous_sector)}: use units in the adjacent sector, the middle.",
            ladder,
            "Track the enemy's actions left on the Action Point Counter.",
        )
        return settled("ai-activation", "middle", steps, (("sector", "middle"), *values))
    if i.previous_sector == "none":
        table, intro = FIRST_SECTOR, "First enemy activation of the turn: roll 1D6 for the sector."
    else:
        table, intro = NEXT_FROM_MIDDLE, "The last enemy units acted in the middle: roll 1D6 for the next sector."
    return read_table("ai-activation", table, dice, (intro, ladder), lambda result: (("sector", result), *values))


# --- how many ride a transport (Placing the enemy forces on the board) -------------------------------


@dataclass(frozen=True)
class TransportInputs:
    capacity: int


def transport_load(i: TransportInputs, dice: Sequence[int] | None) -> Outcome:
    odds: dict[int, Fraction] = {}
    for total, p in sum_distribution(2).items():
        carried = min(total, i.capacity)
        odds[carried] = odds.get(carried, Fraction(0)) + p
    outcomes = tuple((f"carries-{n}", p) for n, p in odds.items())
    steps = [
        f"Roll 2D6 for the infantry the transport carries, never more than its capacity ({i.capacity}).",
        "The lowest infantry levels take the ride.",
        odds_text(outcomes),
    ]
    if dice is None:
        return Outcome(procedure="transport-load", dice=(), steps=tuple(steps), outcomes=outcomes)
    hand = check_dice(dice, 2)
    carried = min(sum(hand), i.capacity)
    capped = sum(hand) > i.capacity
    steps.append(f"Rolled {rolled(hand)}: {carried} soldiers" + (" (capacity reached)." if capped else "."))
    return Outcome(
        procedure="transport-load",
        dice=hand,
        steps=tuple(steps),
        outcomes=outcomes,
        result=f"carries-{carried}",
        values=(("carried", carried), ("rolled", sum(hand)), ("capped", capped)),
    )


PROCEDURES = (
    Procedure(
        id="random-side",
        title="Random side",
        chapter="Solo play",
        section=RANDOM,
        summary="1D6: 1-3 Axis, 4-6 Allies.",
        fields=(),
        rolls=(Roll(1, "side"),),
        inputs=NoInputs,
        resolve=random_side,
        dice_counts=fixed(1),
        tables=(RANDOM_SIDE,),
    ),
    Procedure(
        id="random-doctrine",
        title="Random doctrine",
        chapter="Solo play",
        section=RANDOM,
        summary="1D6 for a doctrine, with the book's two example tables: Germany and Poland.",
        fields=(Field("nation", "choice", "Nation", default="germany", choices=tuple(RANDOM_DOCTRINE)),),
        rolls=(Roll(1, "doctrine"),),
        inputs=DoctrineInputs,
        resolve=random_doctrine,
        dice_counts=fixed(1),
        tables=tuple(RANDOM_DOCTRINE.values()),
    ),
    Procedure(
        id="random-map",
        title="Random map",
        chapter="Solo play",
        section=RANDOM,
        summary="1D6: 1-2 city, 3-4 rural, 5-6 a mix of both.",
        fields=(),
        rolls=(Roll(1, "map"),),
        inputs=NoInputs,
        resolve=random_map,
        dice_counts=fixed(1),
        tables=(RANDOM_MAP,),
    ),
    Procedure(
        id="solo-scenario",
        title="Random scenario",
        chapter="Solo play",
        section=RANDOM,
        summary="8D6 for the scenario, from Probing the enemy lines (8-12) to Capture the enemy commander (43-47).",
        fields=(),
        rolls=(Roll(8, "scenario"),),
        inputs=NoInputs,
        resolve=solo_scenario,
        dice_counts=fixed(8),
        tables=(SOLO_SCENARIO,),
        rulings=("R21",),
    ),
    Procedure(
        id="solo-deployment",
        title="Solo deployment zone",
        chapter="Solo play",
        section="Setting up your forces in solo play",
        summary="4D6 for your board edge (4-8 north, 9-13 east, 14-18 south, 19-23 west); the enemy takes the opposite.",
        fields=(),
        rolls=(Roll(4, "deployment zone"),),
        inputs=NoInputs,
        resolve=solo_deployment,
        dice_counts=fixed(4),
        tables=(SOLO_DEPLOYMENT,),
        rulings=("R21",),
    ),
    Procedure(
        id="enemy-force-points",
        title="Enemy additional points",
        chapter="Solo play",
        section="Setting up the enemy forces",
        summary="The enemy's extra points: 3D6 or 2D6 for soldiers, 2D6 weapon upgrades, 3D6 support, 1D6 crews.",
        fields=(
            Field("doctrine", "choice", "Enemy doctrine", default="infantry", choices=ENEMY_DOCTRINES),
            Field("spend_on", "choice", "Points for", default="soldiers", choices=SPEND_ON),
        ),
        rolls=(Roll(3, "points", when="2D6 for armor soldiers and weapon upgrades, 1D6 for crew upgrades"),),
        inputs=EnemyPointsInputs,
        resolve=enemy_force_points,
        dice_counts=lambda i: (points_dice(i),),
    ),
    Procedure(
        id="enemy-unit-sector",
        title="Enemy unit sector",
        chapter="Solo play",
        section="Placing the enemy forces on the board",
        summary="1D6 per enemy unit: 1-2 left flank, 3-4 middle, 5-6 right flank.",
        fields=(),
        rolls=(Roll(1, "sector"),),
        inputs=NoInputs,
        resolve=enemy_unit_sector,
        dice_counts=fixed(1),
        tables=(ENEMY_SECTOR,),
    ),
    Procedure(
        id="ai-activation",
        title="Which enemy unit acts next",
        chapter="Solo play",
        section="Which enemy unit takes action first/next?",
        summary="The sector the enemy activates in next, and the order of its units there.",
        fields=(
            Field(
                "previous_sector",
                "choice",
                "Where the enemy last acted",
                default="none",
                choices=PREVIOUS,
                help="none: the first enemy activation of the turn.",
            ),
        ),
        rolls=(Roll(1, "sector", when="first activation of the turn, or after the middle"),),
        inputs=ActivationInputs,
        resolve=ai_activation,
        dice_counts=activation_dice,
        tables=(FIRST_SECTOR, NEXT_FROM_MIDDLE),
    ),
    Procedure(
        id="transport-load",
        title="Infantry on a transport",
        chapter="Solo play",
        section="Placing the enemy forces on the board",
        summary="2D6 infantry ride an enemy transport, never more than it can carry.",
        fields=(Field("capacity", "int", "Passenger capacity", default=8, minimum=1, maximum=30),),
        rolls=(Roll(2, "passengers"),),
        inputs=TransportInputs,
        resolve=transport_load,
        dice_counts=fixed(2),
    ),
)
