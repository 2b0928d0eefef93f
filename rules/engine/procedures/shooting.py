"""Shooting: range bands, spotting, the attack roll, machine guns and autocannons, and overwatch
(Range matters!, How to resolve combat, Attack roll, Machine guns and autocannons in combat, Overwatch)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache

from rules.engine.common import (
    CLOSE_LIMIT,
    COVER,
    MEDIUM_LIMIT,
    RANGE_BONUS,
    cover_words,
    quality_modifier,
    range_band,
)
from rules.engine.outcome import Effects, Modifier, Outcome, roll_under, sentence
from rules.engine.reading import no_dice, read_table, settled, words
from rules.engine.registry import COVER_LEVELS, QUALITIES, UNITS, Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

DISTANCE = Field("distance", "number", "Distance to the target", default=None, minimum=0, maximum=10000)
SYSTEM = Field("units", "choice", "Measuring in", default="cm", choices=UNITS)
QUALITY = Field("quality", "choice", "Quality of the shooter", default="regular", choices=QUALITIES)
COVER_FIELD = Field(
    "cover", "choices", "Target's cover (levels add up)", default=(), choices=COVER_LEVELS, help="Pick each layer."
)
SUPER_CLOSE_LIMIT = {"cm": 10, "in": 4}  # R8: one infantry move, "at most"
# Event cards in force (the data pack's, not the book's): 0 leaves every roll as the book has it.
EVENT_CARD = Field("event_card", "int", "Event cards in force (+ or -)", default=0, minimum=-3, maximum=3)
EVENT_CARD_FAR = Field(
    "event_card_far", "int", "Event cards in force at far range (+ or -)", default=0, minimum=-3, maximum=3
)


# Helpers the other chapters of shooting (effects, aircraft) share.


def targets_word(n: int) -> str:
    return f"{n}-target" if n == 1 else f"{n}-targets"


# ---------------------------------------------------------------------------------------------
# Range band (Table range bands, R7, R8)


@dataclass(frozen=True)
class RangeInputs:
    distance: float
    units: str


def is_super_close(distance: float, units: str) -> bool:
    return distance <= SUPER_CLOSE_LIMIT[units]


def find_range_band(i: RangeInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the range band is measured")
    band = range_band(i.distance, i.units)
    super_close = is_super_close(i.distance, i.units)
    close, medium = CLOSE_LIMIT[i.units], MEDIUM_LIMIT[i.units]
    steps = [
        f"Close is less than {close} {i.units}, medium less than {medium} {i.units}, far from {medium} {i.units} on"
        f" (exactly {close} is medium, exactly {medium} is far, R7).",
        f"At {i.distance:g} {i.units} the target is at {band} range: attack bonus {RANGE_BONUS[band]:+d}.",
        "Grenades do not use range bands: they have their own accuracy table.",
    ]
    if super_close:
        steps.append(
            f"It is also super close range ({SUPER_CLOSE_LIMIT[i.units]} {i.units} or less, R8): MGs may try to stop"
            " an AFV, and ambushed AT and AA guns can be revealed."
        )
    return settled(
        "range-band",
        band,
        steps,
        values=(
            ("range_band", band),
            ("attack_bonus", RANGE_BONUS[band]),
            ("super_close_range", super_close),
            ("distance", i.distance),
            ("units", i.units),
        ),
    )


# ---------------------------------------------------------------------------------------------
# Spot roll (Table spotting the enemy)

SPOT_KINDS = ("infantry", "vehicle-or-support-weapon")
# (cover, range band) -> lowest face that spots (infantry, vehicles and support weapons), as printed.
# "6" alone is the top face: the table is read upwards, so R2 ("that or lower") does not apply to it.
SPOT_NEEDED = {
    ("soft", "medium"): (3, 2),
    ("soft", "far"): (4, 3),
    ("medium", "medium"): (4, 3),
    ("medium", "far"): (5, 4),
    ("hard", "medium"): (5, 4),
    ("hard", "far"): (6, 5),
}
SPOT_TABLES = {
    (kind, cover, band): SumTable(
        f"spot-{kind}-{cover}-{band}",
        f"Spotting {words(kind)} in {cover} cover at {band} range",
        "Table spotting the enemy",
        1,
        rows(spotted=tuple(range(needed[k], 7)), not_spotted=tuple(range(1, needed[k]))),
    )
    for (cover, band), needed in SPOT_NEEDED.items()
    for k, kind in enumerate(SPOT_KINDS)
}


@dataclass(frozen=True)
class SpotInputs:
    target_kind: str
    cover: str
    distance: float
    units: str
    hidden: bool
    sniper: bool
    event_card_medium: int = 0  # event cards in force: the spot roll needs this many more at medium range
    event_card_far: int = 0  # and at far range


def _spot_case(i: SpotInputs) -> tuple[str, str]:
    """'roll' with no reason, or the result settled without dice and why."""
    band = range_band(i.distance, i.units)
    if i.hidden and band != "close" and not i.sniper:
        return (
            "not-spotted",
            f"A hidden unit can only be spotted from close range, or by a sniper; it is at {band} range.",
        )
    if band == "close":
        return "no-roll-needed", "At close range every target is seen: no spot roll."
    if i.cover == "none":
        return "no-roll-needed", "A target in the open is seen at any range: no spot roll."
    return "roll", ""


@cache
def _spot_table(kind: str, cover: str, band: str, more: int) -> SumTable:
    """The book's spotting table, or the same needing `more` (an event card): beyond 6 nothing spots (R5)."""
    if more == 0:
        return SPOT_TABLES[(kind, cover, band)]
    needed = SPOT_NEEDED[(cover, band)][SPOT_KINDS.index(kind)] + more
    return replace(
        SPOT_TABLES[(kind, cover, band)],
        results=rows(spotted=tuple(range(needed, 7)), not_spotted=tuple(range(1, min(needed, 7)))),
    )


def spot_dice(i: SpotInputs) -> tuple[int, ...]:
    return (1,) if _spot_case(i)[0] == "roll" else (0,)


def spot_roll(i: SpotInputs, dice: Sequence[int] | None) -> Outcome:
    band = range_band(i.distance, i.units)
    intro = f"{sentence(words(i.target_kind))} in {i.cover if i.cover != 'none' else 'no'} cover at {band} range."
    case, why = _spot_case(i)
    if case == "not-spotted":
        no_dice(dice, "the target cannot be spotted")
        return settled(
            "spot-roll", case, (intro, why, "Pick another target: no action is spent."), values=(("range_band", band),)
        )
    if case == "no-roll-needed":
        no_dice(dice, "no spot roll is needed")
        return settled(
            "spot-roll",
            case,
            (intro, why, "Go straight to the attack roll."),
            effects=Effects(continues_with=("attack roll (4D6)",)),
            values=(("range_band", band),),
        )
    more = i.event_card_far if band == "far" else i.event_card_medium
    needed = SPOT_NEEDED[(i.cover, band)][SPOT_KINDS.index(i.target_kind)] + more
    table = _spot_table(i.target_kind, i.cover, band, more)
    steps = [intro] + ([f"Event cards in force: the spot roll needs {more} more."] if more else [])
    steps.append(f"Needs {needed} or more on 1D6 to spot." if needed != 6 else "Needs a 6 on 1D6 to spot.")
    if i.hidden:
        steps.append("The target is hidden, but a sniper may spot it from any range.")
    outcome = read_table("spot-roll", table, dice, steps)
    steps = list(outcome.steps)
    effects = Effects()
    if outcome.result == "spotted":
        steps.append("Spotted: fire at it as part of the same action.")
        effects = Effects(continues_with=("attack roll (4D6)",))
    elif outcome.result == "not-spotted":
        steps.append("Not spotted: the attack is broken off, and the action is spent.")
        effects = Effects(actions_spent=1)
    return replace(outcome, steps=tuple(steps), effects=effects, values=(("range_band", band), ("needed", needed)))


# ---------------------------------------------------------------------------------------------
# Attack roll (Table calculating the attack roll: bonuses and penalties)


@dataclass(frozen=True)
class AttackInputs:
    attack_value: int
    quality: str
    squad_leader: bool
    officer_nearby: bool
    distance: float
    units: str
    cover: tuple[str, ...]
    smoke: bool
    attacker_frightened: bool
    attacker_injured: bool
    cavalry_from_horseback: bool
    firing_from_moving: bool
    covering_fire: int
    scavenged: bool
    new_crew: int
    # R34: modifiers written outside the attack table. Defaults keep older callers (army cards) working.
    shooter_elevated: bool = False
    target_wading: bool = False
    crew_fighting_on: bool = False
    event_card: int = 0  # event cards in force: clear skies +1 for a plane
    event_card_far: int = 0  # and at far range only: heavy rain -1


def event_card_modifier(event_card: int, event_card_far: int, band: str) -> Modifier:
    """What the event cards in force add to an attack roll at this range band."""
    return Modifier("event card", event_card + (event_card_far if band == "far" else 0))


# R34, with the book's numbers: Taking cover in buildings (2nd floor or higher +1 on every attack roll),
# How to cross rivers (a unit in a river has cover level -2, so the attacker gains 2), Vehicle crews (a crew
# fighting on after its machine is gone takes -2 on every attack roll).
ELEVATION_BONUS = 1
WADING_BONUS = 2
CREW_FIGHTING_ON_PENALTY = -2


def attack_modifiers(i: AttackInputs) -> list[Modifier]:
    band = range_band(i.distance, i.units)
    mods = [
        quality_modifier(i.quality),
        Modifier("squad leader", 1 if i.squad_leader else 0),
        Modifier("officer nearby", 2 if i.officer_nearby else 0),
        Modifier(f"{band} range ({i.distance:g} {i.units})", RANGE_BONUS[band]),
        Modifier("attacker frightened", -1 if i.attacker_frightened else 0),
        Modifier("cavalry firing from horseback", -1 if i.cavalry_from_horseback else 0),
        Modifier("attacker injured", -2 if i.attacker_injured else 0),
        Modifier("firing from a moving vehicle or horseback", -2 if i.firing_from_moving else 0),
        Modifier(f"covering fire x{i.covering_fire}", -2 * i.covering_fire),
        Modifier("target in smoke", -5 if i.smoke else 0),
        Modifier("scavenged enemy weapon", -1 if i.scavenged else 0),
        Modifier("crew new to a manned vehicle", -i.new_crew),
        Modifier("shooter on the 2nd floor or higher", ELEVATION_BONUS if i.shooter_elevated else 0),
        Modifier("target wading a river", WADING_BONUS if i.target_wading else 0),
        Modifier("crew fighting on, vehicle or gun lost", CREW_FIGHTING_ON_PENALTY if i.crew_fighting_on else 0),
        event_card_modifier(i.event_card, i.event_card_far, band),
    ]
    mods += [Modifier(f"target in {level} cover", -COVER[level]) for level in i.cover if level != "none"]
    return mods


def _attack_roll(procedure: str, i: AttackInputs, dice: Sequence[int] | None) -> tuple[Outcome, bool | None]:
    outcome, hit = roll_under(
        procedure=procedure,
        count=4,
        base=i.attack_value,
        base_label="attack value",
        modifiers=attack_modifiers(i),
        dice=dice,
        success="hit",
        failure="miss",
    )
    band = range_band(i.distance, i.units)
    intro = [f"Target at {i.distance:g} {i.units}: {band} range, {cover_words(i.cover)}."]
    intro += _r34_words(i)
    return replace(outcome, steps=(*intro, *outcome.steps), values=(("range_band", band),)), hit


def _r34_words(i: AttackInputs) -> list[str]:
    """Why a modifier from outside the attack table is counted, in a sentence each (R34)."""
    words = []
    if i.shooter_elevated:
        words.append("Firing from the 2nd floor or higher of a building: +1 for the height (R34).")
    if i.target_wading:
        words.append(
            "The target is out in a river: the water counts as cover minus 2, which adds 2 for the shooter (R34)."
        )
    if i.crew_fighting_on:
        words.append("A crew still fighting after its vehicle or support weapon was lost shoots at -2 (R34).")
    return words


HIT_FOLLOWS = ("effect roll (2D6)", "morale check (2D6)")


def attack(i: AttackInputs, dice: Sequence[int] | None) -> Outcome:
    outcome, hit = _attack_roll("attack", i, dice)
    steps = outcome.steps
    if hit:
        steps += ("Hit: roll 2D6 for the effect, then the target takes a morale check.",)
    return replace(outcome, steps=steps, effects=Effects(actions_spent=1, continues_with=HIT_FOLLOWS if hit else ()))


ATTACK_FIELDS = (
    Field("attack_value", "int", "Attack value of the weapon", default=None, minimum=0, maximum=40),
    QUALITY,
    Field("squad_leader", "bool", "Shooter is the squad leader", default=False),
    Field("officer_nearby", "bool", "Ranking officer nearby (command radius)", default=False),
    DISTANCE,
    SYSTEM,
    COVER_FIELD,
    Field("smoke", "bool", "Target covered by smoke", default=False),
    Field("attacker_frightened", "bool", "Shooter is frightened", default=False),
    Field("attacker_injured", "bool", "Shooter is injured", default=False),
    Field("cavalry_from_horseback", "bool", "Cavalry firing from horseback", default=False),
    Field("firing_from_moving", "bool", "Infantry firing from a moving vehicle or horseback", default=False),
    Field("covering_fire", "int", "Enemy units giving covering fire", default=0, minimum=0, maximum=20),
    # Taking over enemy weapons and equipment: -1 per attack roll in the game they were picked up.
    Field("scavenged", "bool", "Firing an enemy weapon picked up this game", default=False),
    # Manning abandoned vehicles: a crew new to the vehicle fires at -1 (or -3: infantry in an AFV).
    Field("new_crew", "int", "Penalty of a crew new to a manned vehicle", default=0, minimum=0, maximum=3),
    # R34: from the chapters on buildings, rivers and vehicle crews.
    Field(
        "shooter_elevated",
        "bool",
        "Shooter on the 2nd floor or higher of a building",
        default=False,
        help="Height gives +1 on every attack roll (R34).",
    ),
    Field(
        "target_wading",
        "bool",
        "Target wading through a river",
        default=False,
        help="A unit in a river has cover -2: the attacker gets +2 (R34).",
    ),
    Field(
        "crew_fighting_on",
        "bool",
        "Shooter is a crew fighting on without its vehicle or support weapon",
        default=False,
        help="A crew whose vehicle or support weapon was lost fights on at -2 on every attack roll (R34).",
    ),
    EVENT_CARD,
    EVENT_CARD_FAR,
)


# ---------------------------------------------------------------------------------------------
# Overwatch: an attack roll made first, during the enemy's turn


@dataclass(frozen=True)
class OverwatchInputs(AttackInputs):
    double_burst: bool = False  # a default, as the R34 fields it follows have one


def overwatch(i: OverwatchInputs, dice: Sequence[int] | None) -> Outcome:
    outcome, hit = _attack_roll("overwatch", i, dice)
    steps = [
        "Overwatch (not for artillery): your unit fires first, in the enemy's turn, before the enemy's attack roll.",
        *outcome.steps,
    ]
    follows: tuple[str, ...] = ()
    if hit:
        steps.append(
            "Hit: the enemy attack is broken up. Roll 2D6 for the effect, then the enemy takes a morale check."
        )
        follows = HIT_FOLLOWS
    elif hit is False:
        steps.append("Miss: the enemy attack goes ahead.")
    if i.double_burst:
        steps.append("A machine gun firing its second burst this turn checks for overheating.")
        follows += ("overheat check (2D6)",)
    steps.append("The shot costs one action, taken from your next turn's action counter.")
    values = outcome.values + ((("enemy_attack_broken_up", hit),) if hit is not None else ())
    return replace(
        outcome,
        steps=tuple(steps),
        effects=Effects(actions_spent=1, continues_with=follows),
        values=values + (("action_from_next_turn", True),),
    )


# ---------------------------------------------------------------------------------------------

PROCEDURES = (
    Procedure(
        id="range-band",
        title="Range band",
        chapter="Shooting",
        section="Range (or how far the enemy is away) matters!",
        summary="Far, medium or close range from the distance, with the attack bonus; and super close range.",
        fields=(DISTANCE, SYSTEM),
        rolls=(),
        inputs=RangeInputs,
        resolve=find_range_band,
        dice_counts=fixed(0),
        rulings=("R6", "R7", "R8"),
    ),
    Procedure(
        id="spot-roll",
        title="Spot roll",
        chapter="Shooting",
        section="How to spot the enemy",
        summary="1D6 to spot a target in cover beyond close range; a failure breaks off the attack.",
        fields=(
            Field("target_kind", "choice", "Target", default="infantry", choices=SPOT_KINDS),
            Field(
                "cover",
                "choice",
                "Target's cover",
                default="none",
                choices=COVER_LEVELS,
                help="The best cover it has.",
            ),
            DISTANCE,
            SYSTEM,
            Field("hidden", "bool", "Target is hidden (hide token)", default=False),
            Field("sniper", "bool", "Spotter is a sniper", default=False),
            Field(
                "event_card_medium",
                "int",
                "Event cards in force: needs this many more at medium range",
                default=0,
                minimum=0,
                maximum=3,
            ),
            Field(
                "event_card_far",
                "int",
                "Event cards in force: needs this many more at far range",
                default=0,
                minimum=0,
                maximum=3,
            ),
        ),
        rolls=(Roll(1, "spot roll", when="target in cover at medium or far range"),),
        inputs=SpotInputs,
        resolve=spot_roll,
        dice_counts=spot_dice,
        tables=tuple(SPOT_TABLES.values()),
        rulings=("R7",),
    ),
    Procedure(
        id="attack",
        title="Attack roll",
        chapter="Shooting",
        section="Attack roll",
        summary="4D6 at or under the weapon's attack value, after range, cover and every other modifier.",
        fields=ATTACK_FIELDS,
        rolls=(Roll(4, "attack roll"),),
        inputs=AttackInputs,
        resolve=attack,
        dice_counts=fixed(4),
        rulings=("R1", "R3", "R4", "R5", "R6", "R7", "R24", "R34"),
    ),
    Procedure(
        id="overwatch",
        title="Overwatch shot",
        chapter="Shooting",
        section="Overwatch",
        summary="An attack roll made first, in the enemy's turn; a hit breaks up the enemy attack.",
        fields=(
            *ATTACK_FIELDS,
            Field("double_burst", "bool", "Machine gun firing its second burst this turn", default=False),
        ),
        rolls=(Roll(4, "attack roll"),),
        inputs=OverwatchInputs,
        resolve=overwatch,
        dice_counts=fixed(4),
        rulings=("R1", "R3", "R4", "R5", "R6", "R7", "R24", "R34"),
    ),
)
