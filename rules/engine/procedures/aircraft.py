"""Planes: strafing and bombing runs, AA fire and dogfights (Strafing, bombing and intercepting enemy
units with planes; Anti air guns attacking planes; Dogfights: Planes intercepting enemy planes)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.engine.common import COVER, RANGE_BONUS, cover_words, quality_modifier, range_band
from rules.engine.dice import check_dice, sum_distribution
from rules.engine.outcome import Effects, Modifier, Outcome, roll_under
from rules.engine.procedures.shooting import (
    COVER_FIELD,
    DISTANCE,
    EVENT_CARD,
    EVENT_CARD_FAR,
    QUALITY,
    SYSTEM,
    event_card_modifier,
    targets_word,
)
from rules.engine.reading import no_dice, odds_text, settled
from rules.engine.registry import Field, Procedure, Roll, fixed

AMMO = ("he", "ap")
WEAPON_VALUE = Field("weapon_value", "int", "HE or AP value of the weapon", default=None, minimum=0, maximum=40)
PLANE_HIT = ("effect roll on a plane (2D6)", "pilot and crew morale check (2D6)")
PLANE_HIT_WORDS = "Hit: roll 2D6 on the plane effect table, then the pilot and then the crew take a morale check."


def _hit_or_miss(procedure: str, base: int, label: str, modifiers: list[Modifier], dice) -> tuple[Outcome, bool | None]:
    if dice is not None:
        dice = check_dice(dice, 4)
    return roll_under(
        procedure=procedure,
        count=4,
        base=base,
        base_label=label,
        modifiers=modifiers,
        dice=dice,
        success="hit",
        failure="miss",
    )


# ---------------------------------------------------------------------------------------------
# Strafing run: 2D6 units in the corridor may be attacked, each with its own attack roll


@dataclass(frozen=True)
class StrafingInputs:
    units_in_corridor: int


def strafing_run(i: StrafingInputs, dice: Sequence[int] | None) -> Outcome:
    odds: dict[str, Fraction] = {}
    for total, p in sum_distribution(2).items():
        name = targets_word(min(total, i.units_in_corridor))
        odds[name] = odds.get(name, Fraction(0)) + p
    steps = [
        "Pick a corridor as wide as the plane's wingspan, the full length of the table.",
        f"Roll 2D6: that many of the {i.units_in_corridor} enemy units in the corridor may be attacked.",
        odds_text(tuple(odds.items())),
    ]
    result, values, faces = None, (), ()
    if dice is not None:
        faces = check_dice(dice, 2)
        n = min(sum(faces), i.units_in_corridor)
        result, values = targets_word(n), (("targets", n),)
        capped = f", but only {i.units_in_corridor} are in the corridor" if sum(faces) > i.units_in_corridor else ""
        steps.append(f"Rolled {faces[0]} + {faces[1]} = {sum(faces)}{capped}: attack {n} unit{'s' if n != 1 else ''}.")
    steps += [
        "Make one attack roll (4D6) with the plane's weapons for each of them; every unit hit rolls for effect and"
        " takes a morale check.",
        "Enemy machine guns, AA guns and interceptors may break up the run.",
    ]
    return Outcome(
        procedure="strafing-run",
        dice=faces,
        steps=tuple(steps),
        outcomes=tuple(odds.items()),
        result=result,
        effects=Effects(continues_with=("attack roll (4D6) per targeted unit",)),
        values=values,
    )


# ---------------------------------------------------------------------------------------------
# Bombing run: one target, an HE or AP attack


@dataclass(frozen=True)
class BombingInputs:
    bomb_value: int
    ammo: str
    quality: str
    cover: tuple[str, ...]
    bomb_attacks_left: int
    event_card: int = 0  # event cards in force: clear skies +1


def bombing_dice(i: BombingInputs) -> tuple[int, ...]:
    return (4,) if i.bomb_attacks_left > 0 else (0,)


def bombing_run(i: BombingInputs, dice: Sequence[int] | None) -> Outcome:
    if i.bomb_attacks_left == 0:
        no_dice(dice, "no bomb attacks are left")
        return settled(
            "bombing-run",
            "no-bombs-left",
            ("This bomber has used all its bomb attacks for the game.",),
            values=(("bomb_attacks_left", 0),),
        )
    modifiers = [
        quality_modifier(i.quality),
        *(Modifier(f"target in {level} cover", -COVER[level]) for level in i.cover if level != "none"),
        Modifier("event card", i.event_card),
    ]
    outcome, hit = _hit_or_miss("bombing-run", i.bomb_value, f"{i.ammo.upper()} value", modifiers, dice)
    steps = [
        f"A bombing run: one target per turn, {cover_words(i.cover)}; bombs fall behind obstacles too.",
        *outcome.steps,
        "Bombs take no range bonus: the book gives none.",
    ]
    follows: tuple[str, ...] = ()
    if hit and i.ammo == "he":
        steps.append("Hit: roll for effect and morale; every other unit in the bomb's blast radius is also attacked.")
        follows = ("effect roll (2D6)", "morale check (2D6)", "attack roll (4D6) per unit in the blast radius")
    elif hit:
        steps.append("Hit: roll 2D6 on the AP table for AFVs, then the crew takes a morale check.")
        follows = ("effect roll on the AP table (2D6)", "crew morale check (2D6)")
    steps.append("Interceptors or enemy AA may break up the attack.")
    steps.append(f"Bomb attacks left after this one: {i.bomb_attacks_left - 1}.")
    return replace(
        outcome,
        steps=tuple(steps),
        effects=Effects(actions_spent=1, continues_with=follows),
        values=(("bomb_attacks_left", i.bomb_attacks_left - 1),),
    )


# ---------------------------------------------------------------------------------------------
# AA guns at planes


@dataclass(frozen=True)
class AaInputs:
    weapon_value: int
    ammo: str
    quality: str
    officer_nearby: bool
    distance: float
    units: str
    attacker_frightened: bool
    attacker_injured: bool
    overwatch: bool
    event_card: int = 0  # event cards in force: clear skies +1 at planes
    event_card_far: int = 0  # and at far range only: heavy rain -1


def aa_fire(i: AaInputs, dice: Sequence[int] | None) -> Outcome:
    band = range_band(i.distance, i.units)
    modifiers = [
        quality_modifier(i.quality),
        Modifier("officer nearby", 2 if i.officer_nearby else 0),
        Modifier(f"{band} range ({i.distance:g} {i.units})", RANGE_BONUS[band]),
        Modifier("crew frightened", -1 if i.attacker_frightened else 0),
        Modifier("crew injured", -2 if i.attacker_injured else 0),
        event_card_modifier(i.event_card, i.event_card_far, band),
    ]
    outcome, hit = _hit_or_miss("aa-fire", i.weapon_value, f"{i.ammo.upper()} value", modifiers, dice)
    steps = [
        f"AA fire at a plane {i.distance:g} {i.units} away ({band} range), with the gun's {i.ammo.upper()} value.",
        *outcome.steps,
        "An autocannon may fire more than one shot at the plane: roll each.",
    ]
    if i.overwatch:
        steps.insert(1, "On overwatch: the gun fires first, when the plane attacks in its arc of fire.")
    if hit:
        steps.append(PLANE_HIT_WORDS)
        if i.overwatch:
            steps.append("The plane's attack is broken up.")
    values: tuple[tuple[str, object], ...] = (("range_band", band),)
    if i.overwatch and hit is not None:
        values += (("enemy_attack_broken_up", hit),)
    return replace(
        outcome,
        steps=tuple(steps),
        effects=Effects(actions_spent=1, continues_with=PLANE_HIT if hit else ()),
        values=values,
    )


# ---------------------------------------------------------------------------------------------
# Dogfights: always at close range


@dataclass(frozen=True)
class DogfightInputs:
    weapon_value: int
    quality: str
    pilot_injured: bool
    interceptor: bool
    event_card: int = 0  # event cards in force: clear skies +1


def dogfight(i: DogfightInputs, dice: Sequence[int] | None) -> Outcome:
    modifiers = [
        quality_modifier(i.quality),
        Modifier("close range (dogfights always are)", RANGE_BONUS["close"]),
        Modifier("pilot injured", -2 if i.pilot_injured else 0),
        Modifier("event card", i.event_card),
    ]
    outcome, hit = _hit_or_miss("dogfight", i.weapon_value, "HE or AP value", modifiers, dice)
    steps = [
        "A dogfight is always fought at close range; the pilot's and crew's quality counts.",
        *outcome.steps,
        "Machine guns and autocannons may fire more than one shot at the plane: roll each.",
    ]
    if hit:
        steps.append(PLANE_HIT_WORDS)
    if i.interceptor:
        steps.append("Intercepting: one enemy plane per turn; each shot costs one action from your next turn.")
        if hit:
            steps.append("The enemy plane's attack is broken up.")
    values: tuple[tuple[str, object], ...] = ()
    if i.interceptor and hit is not None:
        values = (("enemy_attack_broken_up", hit),)
    return replace(
        outcome,
        steps=tuple(steps),
        effects=Effects(actions_spent=1, continues_with=PLANE_HIT if hit else ()),
        values=values,
    )


PROCEDURES = (
    Procedure(
        id="strafing-run",
        title="Strafing run",
        chapter="Aircraft",
        section="Strafing, bombing and intercepting enemy units with planes",
        summary="2D6 for how many units in the plane's corridor may be attacked, each with its own attack roll.",
        fields=(Field("units_in_corridor", "int", "Enemy units in the corridor", default=None, minimum=1, maximum=50),),
        rolls=(Roll(2, "units attacked"),),
        inputs=StrafingInputs,
        resolve=strafing_run,
        dice_counts=fixed(2),
        rulings=("R4",),
    ),
    Procedure(
        id="bombing-run",
        title="Bombing run",
        chapter="Aircraft",
        section="Strafing, bombing and intercepting enemy units with planes",
        summary="A tactical bomber's HE or AP attack (4D6) on one target, while it has bomb attacks left.",
        fields=(
            Field("bomb_value", "int", "HE or AP value of the bombs", default=None, minimum=0, maximum=40),
            Field("ammo", "choice", "Bombs", default="he", choices=AMMO),
            Field("quality", "choice", "Quality of the pilot and crew", default="regular", choices=QUALITY.choices),
            COVER_FIELD,
            Field("bomb_attacks_left", "int", "Bomb attacks left this game", default=1, minimum=0, maximum=10),
            EVENT_CARD,
        ),
        rolls=(Roll(4, "attack roll", when="while bomb attacks are left"),),
        inputs=BombingInputs,
        resolve=bombing_run,
        dice_counts=bombing_dice,
        rulings=("R1", "R3", "R4", "R5"),
    ),
    Procedure(
        id="aa-fire",
        title="AA fire at a plane",
        chapter="Aircraft",
        section="Anti air guns attacking planes",
        summary="An AA gun's attack roll (4D6) on a plane with its HE or AP value; a hit rolls on the plane table.",
        fields=(
            WEAPON_VALUE,
            Field("ammo", "choice", "Value used", default="he", choices=AMMO),
            Field("quality", "choice", "Quality of the crew", default="regular", choices=QUALITY.choices),
            Field("officer_nearby", "bool", "Ranking officer nearby (command radius)", default=False),
            DISTANCE,
            SYSTEM,
            Field("attacker_frightened", "bool", "Crew is frightened", default=False),
            Field("attacker_injured", "bool", "Gunner is injured", default=False),
            Field("overwatch", "bool", "On overwatch (the plane attacks in its arc)", default=False),
            EVENT_CARD,
            EVENT_CARD_FAR,
        ),
        rolls=(Roll(4, "attack roll"),),
        inputs=AaInputs,
        resolve=aa_fire,
        dice_counts=fixed(4),
        rulings=("R1", "R3", "R4", "R5", "R6", "R7", "R24"),
    ),
    Procedure(
        id="dogfight",
        title="Dogfight",
        chapter="Aircraft",
        section="Dogfights: Planes intercepting enemy planes",
        summary="A plane's attack roll (4D6) on another plane: always close range, quality counts.",
        fields=(
            WEAPON_VALUE,
            Field("quality", "choice", "Quality of the pilot and crew", default="regular", choices=QUALITY.choices),
            Field("pilot_injured", "bool", "Pilot is injured", default=False),
            Field("interceptor", "bool", "Intercepting (on intercept duty)", default=False),
            EVENT_CARD,
        ),
        rolls=(Roll(4, "attack roll"),),
        inputs=DogfightInputs,
        resolve=dogfight,
        dice_counts=fixed(4),
        rulings=("R1", "R3", "R4", "R5"),
    ),
)
