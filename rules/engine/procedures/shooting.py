"""Shooting: range bands and the attack roll (How to resolve combat, Attack roll)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.engine.common import COVER, RANGE_BONUS, cover_words, quality_modifier, range_band
from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Modifier, Outcome, roll_under
from rules.engine.registry import COVER_LEVELS, QUALITIES, UNITS, Field, Procedure, Roll, fixed

DISTANCE = Field("distance", "number", "Distance to the target", default=None, minimum=0, maximum=10000)
SYSTEM = Field("units", "choice", "Measuring in", default="cm", choices=UNITS)
QUALITY = Field("quality", "choice", "Quality of the shooter", default="regular", choices=QUALITIES)
COVER_FIELD = Field(
    "cover", "choices", "Target's cover (levels add up)", default=(), choices=COVER_LEVELS, help="Pick each layer."
)


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
    ]
    mods += [Modifier(f"target in {level} cover", -COVER[level]) for level in i.cover if level != "none"]
    return mods


def attack(i: AttackInputs, dice: Sequence[int] | None) -> Outcome:
    if dice is not None:
        dice = check_dice(dice, 4)
    outcome, hit = roll_under(
        procedure="attack",
        count=4,
        base=i.attack_value,
        base_label="attack value",
        modifiers=attack_modifiers(i),
        dice=dice,
        success="hit",
        failure="miss",
    )
    band = range_band(i.distance, i.units)
    return replace(
        outcome,
        steps=(f"Target at {i.distance:g} {i.units}: {band} range, {cover_words(i.cover)}.", *outcome.steps),
        effects=Effects(actions_spent=1, continues_with=("effect roll (2D6)",) if hit else ()),
        values=(("range_band", band),),
    )


PROCEDURES = (
    Procedure(
        id="attack",
        title="Attack roll",
        chapter="Shooting",
        section="Attack roll",
        summary="4D6 at or under the weapon's attack value, after range, cover and every other modifier.",
        fields=(
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
        ),
        rolls=(Roll(4, "attack roll"),),
        inputs=AttackInputs,
        resolve=attack,
        dice_counts=fixed(4),
        rulings=("R1", "R3", "R5", "R7", "R24"),
    ),
)
