"""Explosives: the accuracy roll of grenades, mortars, artillery and handheld AT weapons, and flamethrowers
(Artillery, hand grenades, Panzerfausts, Panzerschrecks & Bazookas: accuracy & drift, Flamethrowers).
Where a miss lands, the blast radius and structures catching fire are in drift.py.

The book moves the thrower's or crew's bonuses and penalties onto the accuracy roll, never onto the
attack roll after it; we read that for every modifier that belongs to the soldier: quality, squad
leader, officer nearby (R24), frightened, injured.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from rules.engine.common import quality_modifier
from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Modifier, Outcome, roll_under
from rules.engine.procedures.drift import BLAST_ROWS, EXPLOSIVES, PULL_BACK
from rules.engine.registry import QUALITIES, UNITS, Field, Procedure, Roll, fixed
from rules.engine.tables import BandTable

AUTO_HIT = "auto-hit"  # a band that hits without a roll
OUT_OF_RANGE = "out-of-range"
BELOW_MINIMUM = "below-minimum-range"
NOT_STANDING_STILL = "not-standing-still"
REFUSALS = {
    OUT_OF_RANGE: "Out of range: no throw or shot, and no action spent.",
    BELOW_MINIMUM: "Inside the minimum range: mortars and artillery may not fire at it.",
    NOT_STANDING_STILL: "The AFV moved this turn: a grenade can only be dropped into one standing still.",
}


@dataclass(frozen=True)
class BelowBandTable(BandTable):
    """A BandTable whose first band is "below X" (strict, R7) and whose next is "X to Y": X itself is read
    in the band that starts at X (R31). The later edges are "A to B" edges and include B, as BandTable's."""

    def first_edge(self, units: str) -> tuple[float, float]:
        """X, where "below X" ends, and Y, where the band "X to Y" that takes X itself ends."""
        bands = self.bands_cm if units == "cm" else self.bands_in
        return bands[0][0], bands[1][0]

    def lookup(self, distance: float, units: str) -> object:
        (edge, first), *rest = self.bands_cm if units == "cm" else self.bands_in
        if distance < edge:
            return first
        for upper, value in rest:
            if upper is None or distance <= upper:
                return value
        raise KeyError(f"{self.title}: {distance} {units} is beyond the table")


GRENADES = BandTable(
    "accuracy-grenades",
    "Accuracy: grenades",
    "Table accuracy roll grenades",
    bands_cm=((5, AUTO_HIT), (10, 18), (15, 16), (20, 14), (25, 12), (None, OUT_OF_RANGE)),
    bands_in=((2, AUTO_HIT), (4, 18), (6, 16), (8, 14), (10, 12), (None, OUT_OF_RANGE)),
)
OPEN_TOP_MOVING = BandTable(
    "accuracy-grenades-open-top-moving",
    "Accuracy: grenades into an open-top vehicle that moved",
    "Table accuracy roll for throwing grenades in open top vehicles",
    bands_cm=((5, 14), (10, 12), (15, 10), (20, 8), (25, 6), (None, OUT_OF_RANGE)),
    bands_in=((2, 14), (4, 12), (6, 10), (8, 8), (10, 6), (None, OUT_OF_RANGE)),
)
# The thrower must be within one move (10 cm / 4 in) of the AFV: the table's last band.
INTO_AFV = BandTable(
    "accuracy-grenade-into-afv",
    "Accuracy: dropping a grenade into a standing AFV",
    "Table accuracy roll for dropping a grenade into an AFV that is standing still",
    bands_cm=((5, 12), (10, 10), (None, OUT_OF_RANGE)),
    bands_in=((2, 12), (4, 10), (None, OUT_OF_RANGE)),
)
AT_GRENADES = BandTable(
    "accuracy-at-grenades",
    "Accuracy: AT grenades and satchel charges",
    "Table accuracy roll AT grenades and satchel charges",
    bands_cm=((5, AUTO_HIT), (10, 14), (15, 12), (None, OUT_OF_RANGE)),
    bands_in=((2, AUTO_HIT), (4, 14), (6, 12), (None, OUT_OF_RANGE)),
)
# The minimum range is the first band; exactly 50 cm / 20 in is in range and reads 16 (R31).
MINIMUM_RANGE = {"cm": 50, "in": 20}
ARTILLERY = BelowBandTable(
    "accuracy-artillery",
    "Accuracy: mortars and artillery on targets standing still",
    "Table Accuracy roll artillery & mortar fire on targets standing still",
    bands_cm=((MINIMUM_RANGE["cm"], BELOW_MINIMUM), (75, 16), (100, 14), (125, 12), (None, 10)),
    bands_in=((MINIMUM_RANGE["in"], BELOW_MINIMUM), (30, 16), (40, 14), (50, 12), (None, 10)),
)
# "below 15" then "15 to 30": exactly 15 cm / 6 in reads 18 (R31). "more than 75cm" is printed in cm only: 30 in (R6).
PANZERFAUST = BelowBandTable(
    "accuracy-panzerfaust",
    "Accuracy: Panzerfaust",
    "Table accuracy roll Panzerfaust",
    bands_cm=((15, 20), (30, 18), (45, 16), (60, 14), (75, 12), (None, 10)),
    bands_in=((6, 20), (12, 18), (18, 16), (24, 14), (30, 12), (None, 10)),
)
# "below 30" then "30 to 45": exactly 30 cm / 12 in reads 18 (R31).
BAZOOKA = BelowBandTable(
    "accuracy-bazooka",
    "Accuracy: Panzerschreck and Bazooka",
    "Table accuracy roll Panzerschreck and Bazooka",
    bands_cm=((30, 20), (45, 18), (60, 16), (75, 14), (None, 12)),
    bands_in=((12, 20), (18, 18), (24, 16), (30, 14), (None, 12)),
)
# Table maximum range Panzerfausts, Panzerschrecks and Bazookas: the farthest a shot may be fired.
MAX_RANGE = {
    "panzerfaust-30": ("Panzerfaust 30", {"cm": 20, "in": 8}),
    "panzerfaust-60": ("Panzerfaust 60", {"cm": 40, "in": 16}),
    "panzerfaust-100": ("Panzerfaust 100", {"cm": 75, "in": 30}),
    "bazooka": ("Bazooka", {"cm": 75, "in": 30}),
    "panzerschreck": ("Panzerschreck", {"cm": 110, "in": 44}),
}
FLAME_RANGE = {"cm": 40, "in": 16}


def reach(table: BandTable, units: str) -> float:
    """The last distance a table reads before its open-ended band."""
    bands = table.bands_cm if units == "cm" else table.bands_in
    return max(upper for upper, _value in bands if upper is not None)


@dataclass(frozen=True)
class Then:
    """What a hit or a miss leads to: a sentence for the player, the rolls next, the procedures for them."""

    words: str
    rolls: tuple[str, ...]
    procedures: tuple[str, ...] = ()


DRIFT = ("drift distance (1D6)", "drift direction (8D6)")
GRENADE_DRIFTS = Then(
    "A miss drifts: 1D6 for how far, 8D6 for where.", DRIFT, ("grenade-drift-distance", "drift-direction")
)
SHELL_DRIFTS = Then(
    "A miss drifts: 1D6 for how far, 8D6 for where.", DRIFT, ("artillery-drift-distance", "drift-direction")
)
ROCKET_DRIFTS = Then(
    "A miss drifts: 8D6 for where, then 1D6 for how far unless it flew over.",
    DRIFT[::-1],
    ("at-drift-direction", "grenade-drift-distance"),
)
BOUNCES = Then("A miss may bounce back (optional rule): roll 2D6.", ("grenade bounce (2D6)",), ("grenade-bounce",))
BOUNCE_BACK = Then(
    "It lands at the thrower's feet: 2D6 for the effect on him, then his morale check.",
    ("effect roll (2D6) on the thrower", "morale check (2D6) for the thrower"),
    ("effect-infantry", "morale-check"),
)
BLAST_ROLLS = ("attack roll (4D6) for each unit in the blast radius", "effect roll (2D6) for each unit hit")
SHELL_BLAST = Then(
    "A hit: 4D6 at or under the HE value for each unit in the shell's blast radius, friend or foe; each unit hit rolls its effect, and every unit in the blast checks morale.",
    (*BLAST_ROLLS, "morale check (2D6) for each unit in the blast"),
    ("blast-radius", "effect-infantry", "morale-check"),
)
INSIDE_VEHICLE = Then(
    "A hit goes off inside, no attack roll: 2D6 effect for each crew member and passenger (counted together, R26), 2D6 on the HE vs softskin vehicles table, then morale checks for the crew still alive.",
    (
        "effect roll (2D6) for each crew member and passenger",
        "effect roll (2D6) on the HE vs softskin table",
        "morale check (2D6) for the crew",
    ),
    ("effect-crew", "effect-softskin-he", "morale-check"),
)
INSIDE_BUNKER = Then(
    "A hit goes off inside, no attack roll: 2D6 effect for each soldier in the bunker, then morale checks for those still alive.",
    ("effect roll (2D6) for each soldier in the bunker", "morale check (2D6) for each soldier"),
    ("effect-infantry", "morale-check"),
)
AP_ATTACK = Then(
    "A hit: 4D6 at or under the AP value (R4); if it pierces, 2D6 on the armour-piercing effects table and a morale check for the crew.",
    ("attack roll (4D6) at or under the AP value", "effect roll (2D6) on the AFV", "morale check (2D6) for the crew"),
    ("effect-afv-ap", "morale-check"),
)


def grenade_blast(units: str) -> Then:
    radius = BLAST_ROWS[EXPLOSIVES["hand-grenade"]][units]
    return Then(
        f"A hit: 4D6 at or under the HE value for each unit within {radius} {units}, friend or foe; each unit hit rolls its effect and checks morale.",
        (*BLAST_ROLLS, "morale check (2D6) for each unit hit"),
        ("effect-infantry", "morale-check"),
    )


@dataclass(frozen=True)
class AimInputs:
    distance: float
    units: str
    quality: str
    squad_leader: bool
    officer_nearby: bool
    frightened: bool
    injured: bool


@dataclass(frozen=True)
class OpenTopInputs(AimInputs):
    vehicle_moved: bool


@dataclass(frozen=True)
class IntoAfvInputs(AimInputs):
    target: str
    vehicle_moved: bool
    bouncing: bool


@dataclass(frozen=True)
class RocketInputs(AimInputs):
    weapon: str


def aim_fields(who: str) -> tuple[Field, ...]:
    return (
        Field("distance", "number", "Distance to the target", default=None, minimum=0, maximum=10000),
        Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        Field("quality", "choice", f"Quality of the {who}", default="regular", choices=QUALITIES),
        Field("squad_leader", "bool", f"The {who} is the squad leader", default=False),
        Field("officer_nearby", "bool", "Ranking officer nearby (command radius)", default=False),
        Field("frightened", "bool", f"The {who} is frightened", default=False),
        Field("injured", "bool", f"The {who} is injured", default=False),
    )


def aim_modifiers(i: AimInputs) -> list[Modifier]:
    return [
        quality_modifier(i.quality),
        Modifier("squad leader", 1 if i.squad_leader else 0),
        Modifier("officer nearby", 2 if i.officer_nearby else 0),
        Modifier("frightened", -1 if i.frightened else 0),
        Modifier("injured", -2 if i.injured else 0),
    ]


@dataclass(frozen=True)
class Aim:
    """One accuracy roll: the number its table needs for these inputs, and what a hit and a miss lead to."""

    id: str
    needed: Callable[[Any], int | str]  # the table's number, AUTO_HIT, or a refusal (REFUSALS)
    what: Callable[[Any], str]  # the throw or shot, for the first step
    hit: Callable[[Any], Then]
    miss: Callable[[Any], Then]

    def dice_counts(self, i: Any) -> tuple[int, ...]:
        return (4,) if isinstance(self.needed(i), int) else (0,)

    def resolve(self, i: Any, dice: Sequence[int] | None) -> Outcome:
        needed = self.needed(i)
        if isinstance(needed, str):  # no roll: an automatic hit, or no throw at all
            if dice:
                check_dice(dice, 0)
            if needed != AUTO_HIT:
                return Outcome(self.id, (), (self.what(i), REFUSALS[needed]), ((needed, Fraction(1)),), needed)
            then = self.hit(i)
            steps = (self.what(i), "Close enough for an automatic hit: no roll.", then.words)
            return _leads_to(Outcome(self.id, (), steps, (("hit", Fraction(1)),), result="hit"), then)
        outcome, hit = roll_under(
            procedure=self.id,
            count=4,
            base=needed,
            base_label="accuracy table",
            modifiers=aim_modifiers(i),
            dice=None if dice is None else check_dice(dice, 4),
            success="hit",
            failure="miss",
        )
        if hit is None:
            return replace(outcome, steps=(self.what(i), *outcome.steps, self.hit(i).words, self.miss(i).words))
        then = self.hit(i) if hit else self.miss(i)
        return _leads_to(replace(outcome, steps=(self.what(i), *outcome.steps, then.words)), then)


def _leads_to(outcome: Outcome, then: Then, actions: int = 1) -> Outcome:
    return replace(
        outcome,
        effects=Effects(actions_spent=actions, continues_with=then.rolls),
        values=(*outcome.values, ("next", then.procedures)),
    )


def _at(i: Any) -> str:
    return f"{i.distance:g} {i.units}"


def _rocket_needed(table: BandTable) -> Callable[[RocketInputs], int | str]:
    def needed(i: RocketInputs) -> int | str:
        return OUT_OF_RANGE if i.distance > MAX_RANGE[i.weapon][1][i.units] else table.lookup(i.distance, i.units)

    return needed


def _rocket_what(i: RocketInputs) -> str:
    name, limit = MAX_RANGE[i.weapon]
    said = f"{name} fired at {_at(i)}: it reaches {limit[i.units]} {i.units}."
    table = PANZERFAUST if i.weapon.startswith("panzerfaust") else BAZOOKA
    edge, upper = table.first_edge(i.units)
    if i.distance == edge:
        said += f" Exactly {edge:g} {i.units} is not below {edge:g}: it takes the {edge:g} to {upper:g} row, which starts there (R31)."
    return said


def _artillery_what(i: AimInputs) -> str:
    edge = MINIMUM_RANGE[i.units]
    said = f"Mortar or artillery fire at a target standing still {_at(i)} away: the minimum range is {edge} {i.units}."
    if i.distance == edge:
        said += f" Exactly {edge} {i.units} counts as in range, on the first row (R31)."
    return said


@dataclass(frozen=True)
class NoInputs:
    pass


def grenade_bounce(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    outcome, bounced = roll_under(
        procedure="grenade-bounce",
        count=2,
        base=6,
        base_label="bouncing rule",
        modifiers=(),
        dice=None if dice is None else check_dice(dice, 2),
        success="bounce",
        failure="no-bounce",
    )
    intro = "The grenade missed the hatch: on 6 or less it bounces back at the thrower's feet."
    if bounced is None:
        return replace(outcome, steps=(intro, *outcome.steps, BOUNCE_BACK.words, GRENADE_DRIFTS.words))
    then = BOUNCE_BACK if bounced else GRENADE_DRIFTS
    return _leads_to(replace(outcome, steps=(intro, *outcome.steps, then.words)), then, actions=0)


@dataclass(frozen=True)
class FlameInputs:
    distance: float
    units: str
    target: str


def flamethrower(i: FlameInputs, dice: Sequence[int] | None) -> Outcome:
    if dice:
        check_dice(dice, 0)
    where = f"Flamethrower at {_at(i)}: it reaches {FLAME_RANGE[i.units]} {i.units}."
    if i.distance > FLAME_RANGE[i.units]:
        return Outcome(
            "flamethrower", (), (where, REFUSALS[OUT_OF_RANGE]), ((OUT_OF_RANGE, Fraction(1)),), OUT_OF_RANGE
        )
    radius = BLAST_ROWS[EXPLOSIVES["flamethrower"]][i.units]
    if i.target == "structure":
        result = "sets-on-fire"
        then = Then(
            f"No attack roll: the action sets it on fire. Units in or close to it bail or pull back at least {PULL_BACK[i.units]} {i.units} and may not act this turn.",
            (),
        )
    elif i.target == "bunker":
        result = "every-soldier-checks-effect"
        then = replace(
            INSIDE_BUNKER,
            words="No attack roll: every soldier in the bunker rolls 2D6 for the effect and checks morale.",
        )
    else:
        result = "attack-roll-per-unit"
        then = Then(
            f"An attack roll (4D6) as for any primary weapon against each unit within {radius} {i.units} of the target; every unit in the blast checks morale.",
            (*BLAST_ROLLS, "morale check (2D6) for each unit in the blast"),
            ("attack", "effect-infantry", "morale-check"),
        )
    outcome = Outcome(
        "flamethrower", (), (where, then.words), ((result, Fraction(1)),), result, values=(("blast_radius", radius),)
    )
    return _leads_to(outcome, then)


UNITS_FIELD = Field("units", "choice", "Measuring in", default="cm", choices=UNITS)
ACCURACY_RULINGS = ("R1", "R2", "R3", "R5", "R6", "R7", "R24")


def _aim_procedure(aim: Aim, title: str, section: str, summary: str, fields, inputs, tables, rulings=()) -> Procedure:
    return Procedure(
        id=aim.id,
        title=title,
        chapter="Explosives",
        section=section,
        summary=summary,
        fields=fields,
        rolls=(Roll(4, "accuracy roll", when="unless it hits automatically or cannot be tried"),),
        inputs=inputs,
        resolve=aim.resolve,
        dice_counts=aim.dice_counts,
        tables=tables,
        rulings=(*ACCURACY_RULINGS, *rulings),
    )


PROCEDURES = (
    _aim_procedure(
        Aim(
            "grenade-accuracy",
            needed=lambda i: GRENADES.lookup(i.distance, i.units),
            what=lambda i: f"Grenade thrown at {_at(i)}: grenades reach {reach(GRENADES, i.units):g} {i.units}.",
            hit=lambda i: grenade_blast(i.units),
            miss=lambda _i: GRENADE_DRIFTS,
        ),
        "Throwing a grenade",
        "How to throw grenades",
        "4D6 on the grenade table: automatic within 5 cm / 2 in, out of range beyond 25 cm / 10 in.",
        aim_fields("thrower"),
        AimInputs,
        (GRENADES,),
    ),
    _aim_procedure(
        Aim(
            "grenade-open-top",
            needed=lambda i: (OPEN_TOP_MOVING if i.vehicle_moved else GRENADES).lookup(i.distance, i.units),
            what=lambda i: (
                f"Grenade thrown at {_at(i)} into an open-top vehicle that {'moved' if i.vehicle_moved else 'stood still'} this turn."
            ),
            hit=lambda _i: INSIDE_VEHICLE,
            miss=lambda _i: GRENADE_DRIFTS,
        ),
        "Grenade into an open-top vehicle",
        "Throwing antipersonnel grenades in vehicles and bunkers",
        "4D6: the grenade table if the vehicle stood still this turn, a harder one if it moved.",
        (*aim_fields("thrower"), Field("vehicle_moved", "bool", "The vehicle moved this turn", default=False)),
        OpenTopInputs,
        (GRENADES, OPEN_TOP_MOVING),
        ("R26",),
    ),
    _aim_procedure(
        Aim(
            "grenade-into-afv",
            needed=lambda i: (
                NOT_STANDING_STILL if i.target == "afv" and i.vehicle_moved else INTO_AFV.lookup(i.distance, i.units)
            ),
            what=lambda i: (
                f"Grenade dropped into {'an AFV' if i.target == 'afv' else 'a bunker'} from {_at(i)}: the thrower must be within one move ({reach(INTO_AFV, i.units):g} {i.units})."
            ),
            hit=lambda i: INSIDE_VEHICLE if i.target == "afv" else INSIDE_BUNKER,
            miss=lambda i: BOUNCES if i.bouncing else GRENADE_DRIFTS,
        ),
        "Grenade into an AFV hatch or a bunker",
        "Throwing antipersonnel grenades in vehicles and bunkers",
        "4D6 to drop a grenade into a standing AFV or a bunker from within one move.",
        (
            *aim_fields("thrower"),
            Field("target", "choice", "Dropped into", default="afv", choices=("afv", "bunker")),
            Field("vehicle_moved", "bool", "The AFV moved this turn", default=False),
            Field("bouncing", "bool", "Optional rule: grenade bouncing", default=False),
        ),
        IntoAfvInputs,
        (INTO_AFV,),
        ("R26",),
    ),
    _aim_procedure(
        Aim(
            "at-grenade-accuracy",
            needed=lambda i: AT_GRENADES.lookup(i.distance, i.units),
            what=lambda i: (
                f"AT grenade or satchel charge thrown at {_at(i)}: they reach {reach(AT_GRENADES, i.units):g} {i.units}."
            ),
            hit=lambda _i: AP_ATTACK,
            miss=lambda _i: GRENADE_DRIFTS,
        ),
        "Throwing an AT grenade or satchel charge",
        "AT Grenades and satchel charges",
        "4D6: automatic within 5 cm / 2 in, out of range beyond 15 cm / 6 in; a hit attacks with the AP value.",
        aim_fields("thrower"),
        AimInputs,
        (AT_GRENADES,),
        ("R4",),
    ),
    _aim_procedure(
        Aim(
            "artillery-accuracy",
            needed=lambda i: ARTILLERY.lookup(i.distance, i.units),
            what=_artillery_what,
            hit=lambda _i: SHELL_BLAST,
            miss=lambda _i: SHELL_DRIFTS,
        ),
        "Mortar and artillery accuracy",
        "Artillery & Mortars",
        "4D6 on targets standing still, from the 50 cm / 20 in minimum range; a miss drifts.",
        aim_fields("crew"),
        AimInputs,
        (ARTILLERY,),
        ("R20", "R31"),
    ),
    _aim_procedure(
        Aim(
            "panzerfaust-accuracy",
            _rocket_needed(PANZERFAUST),
            _rocket_what,
            lambda _i: AP_ATTACK,
            lambda _i: ROCKET_DRIFTS,
        ),
        "Panzerfaust accuracy",
        "Panzerfausts, Bazookas and Panzerschrecks",
        "4D6 up to the Panzerfaust's maximum range; a hit attacks with the AP value (4D6, R4).",
        (
            *aim_fields("shooter"),
            Field("weapon", "choice", "Weapon", default="panzerfaust-60", choices=tuple(MAX_RANGE)[:3]),
        ),
        RocketInputs,
        (PANZERFAUST,),
        ("R4", "R20", "R31"),
    ),
    _aim_procedure(
        Aim("bazooka-accuracy", _rocket_needed(BAZOOKA), _rocket_what, lambda _i: AP_ATTACK, lambda _i: ROCKET_DRIFTS),
        "Bazooka and Panzerschreck accuracy",
        "Panzerfausts, Bazookas and Panzerschrecks",
        "4D6 up to 75 cm / 30 in (Bazooka) or 110 cm / 44 in (Panzerschreck); a hit attacks with the AP value.",
        (*aim_fields("shooter"), Field("weapon", "choice", "Weapon", default="bazooka", choices=tuple(MAX_RANGE)[3:])),
        RocketInputs,
        (BAZOOKA,),
        ("R4", "R20", "R31"),
    ),
    Procedure(
        id="grenade-bounce",
        title="Grenade bouncing (optional rule)",
        chapter="Explosives",
        section="Throwing antipersonnel grenades in vehicles and bunkers",
        summary="After a grenade misses an AFV hatch: 2D6 of 6 or less bounces it back at the thrower's feet.",
        fields=(),
        rolls=(Roll(2, "bounce roll"),),
        inputs=NoInputs,
        resolve=grenade_bounce,
        dice_counts=fixed(2),
        rulings=("R1", "R2"),
    ),
    Procedure(
        id="flamethrower",
        title="Flamethrower",
        chapter="Explosives",
        section="Flamethrowers",
        summary="Range 40 cm / 16 in, blast 5 cm / 2 in; no attack roll against structures or bunkers.",
        fields=(
            Field("distance", "number", "Distance to the target", default=None, minimum=0, maximum=10000),
            UNITS_FIELD,
            Field("target", "choice", "Target", default="units", choices=("units", "structure", "bunker")),
        ),
        rolls=(),
        inputs=FlameInputs,
        resolve=flamethrower,
        dice_counts=fixed(0),
        rulings=("R6",),
    ),
)
