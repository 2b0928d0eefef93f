"""Where an explosive lands and what it reaches: drift of a missed grenade, shell or rocket (Grenade drift,
Artillery & mortar drift, the Panzerfaust, Panzerschreck and Bazooka drift tables, R20), the blast radius
(Table blast radius) and structures catching fire (Structures catching fire).

Distances are results named in the battle's system ("10-cm" or "4-in"): each drift table is printed
once per system, both typed from the book's paired values (R6).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Outcome, percent, sentence
from rules.engine.reading import RE_ROLL
from rules.engine.registry import UNITS, Field, Procedure, Roll, fixed
from rules.engine.tables import SumTable, rows

DRIFT_DIRECTION = SumTable(
    "drift-direction",
    "Drift direction: hand grenades, mortars and artillery",
    "Table drift direction hand grenades, mortar & artillery",
    8,
    rows(
        north=(8, 16, 24, 32, 40),
        north_east=(9, 17, 25, 33, 41),
        east=(10, 18, 26, 34, 42),
        south_east=(11, 19, 27, 35, 43),
        south=(12, 20, 28, 36, 44),
        south_west=(13, 21, 29, 37, 45),
        west=(14, 22, 30, 38, 46),
        north_west=(15, 23, 31, 39, 47),
        re_roll=(48,),
    ),
    ruling="R20",
)
# Printed as in the book: the 4 of the first row cannot come up on 8D6, so it never decides anything.
AT_DRIFT_DIRECTION = SumTable(
    "at-drift-direction",
    "Drift direction: Panzerfausts, Panzerschrecks and Bazookas",
    "Table drift direction Panzerfausts, Panzerschrecks and Bazookas",
    8,
    rows(
        right_of_target=(4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44),
        left_of_target=(5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45),
        short=(6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46),
        over=(7, 11, 15, 19, 23, 27, 31, 35, 39, 43, 47),
        re_roll=(48,),
    ),
    ruling="R20",
)
AT_DIRECTION_WORDS = {
    "right-of-target": "the shot misses to the right of the target",
    "left-of-target": "the shot misses to the left of the target",
    "short": "aimed too low: it explodes in front of the target",
    "over": "aimed too high: it does not explode on the table",
}


def _distance_tables(key: str, title: str, section: str, cm: dict, inches: dict) -> dict[str, SumTable]:
    return {
        "cm": SumTable(f"{key}-cm", f"{title} (cm)", section, 1, rows(**cm)),
        "in": SumTable(f"{key}-in", f"{title} (in)", section, 1, rows(**inches)),
    }


GRENADE_DRIFT = _distance_tables(
    "drift-distance-grenades",
    "Drift distance: grenades",
    "Table drift distance grenades",
    {"5-cm": (1, 2), "10-cm": (3, 4), "15-cm": (5, 6)},
    {"2-in": (1, 2), "4-in": (3, 4), "6-in": (5, 6)},
)
ROCKET_DRIFT = _distance_tables(
    "drift-distance-rockets",
    "Drift distance: Panzerfausts, Panzerschrecks and Bazookas",
    "Table drift distance Panzerfausts, Panzerschrecks and Bazookas",
    {"5-cm": (1, 2), "10-cm": (3, 4), "15-cm": (5, 6)},
    {"2-in": (1, 2), "4-in": (3, 4), "6-in": (5, 6)},
)
SHELL_DRIFT = _distance_tables(
    "drift-distance-artillery",
    "Drift distance: artillery and mortar shells",
    "Table drift distance artillery shells",
    {"5-cm": (1,), "10-cm": (2,), "15-cm": (3,), "20-cm": (4,), "25-cm": (5,), "30-cm": (6,)},
    {"2-in": (1,), "4-in": (2,), "6-in": (3,), "8-in": (4,), "10-in": (5,), "12-in": (6,)},
)
DRIFTING = {"grenade": GRENADE_DRIFT, "panzerfaust-bazooka-panzerschreck": ROCKET_DRIFT}

# Table blast radius: each named explosive -> its row. The rows are calibre ranges with gaps (21-36 mm,
# 48-74 mm) plus what is "likely treated" like them, and unit cards give the rest: so we ask for a name.
BLAST_ROWS = {
    "hand grenades, 20 mm and flamethrowers": {"cm": 5, "in": 2},
    "37 to 47 mm, satchel charges and mortar shells": {"cm": 10, "in": 4},
    "75 to 88 mm and exploding vehicles": {"cm": 20, "in": 8},
    "calibres above 88 mm and bombs": {"cm": 25, "in": 10},
}
SMALL, MEDIUM, LARGE, HUGE = BLAST_ROWS
EXPLOSIVES = {
    "hand-grenade": SMALL,
    "20mm": SMALL,
    "flamethrower": SMALL,
    "37-47mm": MEDIUM,
    "satchel-charge": MEDIUM,
    "geballte-ladung": MEDIUM,
    "mortar-shell": MEDIUM,
    "75-88mm": LARGE,
    "exploding-vehicle": LARGE,
    "above-88mm": HUGE,
    "bomb": HUGE,
}
PULL_BACK = {"cm": 10, "in": 4}  # units by a burning structure


@dataclass(frozen=True)
class DirectionInputs:
    pass


@dataclass(frozen=True)
class GrenadeDriftInputs:
    weapon: str
    units: str


@dataclass(frozen=True)
class ShellDriftInputs:
    units: str


def _read(
    procedure: str, table: SumTable, dice: Sequence[int] | None, intro: str, words: Callable[[str], str] = str
) -> tuple[Outcome, str | None]:
    """Look the dice up in a sum table; the outcome lists every result of the table with its odds."""
    steps = [intro]
    result = None
    if dice is not None:
        dice = check_dice(dice, table.count)
        result = table.lookup(sum(dice))
        rolled = str(dice[0]) if len(dice) == 1 else f"{' + '.join(map(str, dice))} = {sum(dice)}"
        steps.append(f"Rolled {rolled}: {words(result)}.")
    outcome = Outcome(procedure, tuple(dice or ()), tuple(steps), table.odds(), result=result)
    return outcome, result


def drift_direction(_i: DirectionInputs, dice: Sequence[int] | None) -> Outcome:
    outcome, result = _read(
        "drift-direction",
        DRIFT_DIRECTION,
        dice,
        "Roll 8D6: from 8 on, each total turns one eighth clockwise (8 north, 9 north-east ... 15 north-west, 16 north again); 48 is rolled again (R20).",
    )
    if result == RE_ROLL:
        return _again(outcome)
    return outcome


def at_drift_direction(_i: DirectionInputs, dice: Sequence[int] | None) -> Outcome:
    outcome, result = _read(
        "at-drift-direction",
        AT_DRIFT_DIRECTION,
        dice,
        "Roll 8D6: the totals take turns, right, left, short, over (8 right, 9 left, 10 short, 11 over, 12 right ...); 48 is rolled again (R20).",
        lambda result: AT_DIRECTION_WORDS.get(result, result),
    )
    if result == RE_ROLL:
        return _again(outcome)
    steps = [*outcome.steps, f"Chance it flies over and is lost: {percent(dict(outcome.outcomes)['over'])}."]
    if result != "over":
        steps.append(
            "Where it lands, an armoured vehicle is attacked with the AP value, anything else with the HE value."
        )
    effects = Effects(continues_with=("drift distance (1D6)",)) if result not in (None, "over") else Effects()
    return replace(outcome, steps=tuple(steps), effects=effects)


def _again(outcome: Outcome) -> Outcome:
    steps = (*outcome.steps, "Roll the 8D6 again.")
    effects = Effects(continues_with=("drift direction (8D6)",))
    return replace(outcome, steps=steps, effects=effects)


def grenade_drift_distance(i: GrenadeDriftInputs, dice: Sequence[int] | None) -> Outcome:
    what = "the grenade" if i.weapon == "grenade" else "the Panzerfaust, Bazooka or Panzerschreck shot"
    return _drift_distance("grenade-drift-distance", DRIFTING[i.weapon][i.units], i.units, dice, what)


def artillery_drift_distance(i: ShellDriftInputs, dice: Sequence[int] | None) -> Outcome:
    return _drift_distance("artillery-drift-distance", SHELL_DRIFT[i.units], i.units, dice, "the shell")


def _drift_distance(procedure: str, table: SumTable, units: str, dice: Sequence[int] | None, what: str) -> Outcome:
    distances = [result.removesuffix(f"-{units}") for result, _p in table.odds()]
    intro = f"{sentence(what)} drifts {', '.join(distances[:-1])} or {distances[-1]} {units}: roll 1D6."
    outcome, result = _read(procedure, table, dice, intro, lambda r: f"{what} drifts {r.replace('-', ' ')}")
    if result is None:
        return outcome
    distance = float(result.removesuffix(f"-{units}"))
    return replace(outcome, values=(("distance", distance), ("units", units)))


@dataclass(frozen=True)
class BlastInputs:
    explosive: str
    units: str


def blast_radius(i: BlastInputs, dice: Sequence[int] | None) -> Outcome:
    if dice:
        check_dice(dice, 0)
    row = EXPLOSIVES[i.explosive]
    radius = BLAST_ROWS[row][i.units]
    name = i.explosive if i.explosive[0].isdigit() else i.explosive.replace("-", " ")
    steps = (
        f"Blast radius of {name}: {radius} {i.units}, the row for {row}.",
        "Every infantry unit and softskin vehicle in it, friend or foe, rolls to be hit (4D6 at or under the HE value) and checks morale.",
    )
    result = f"{radius}-{i.units}"
    return Outcome("blast-radius", (), steps, ((result, Fraction(1)),), result, values=(("radius", radius),))


CATCHES_FIRE = "catches-fire"
NO_FIRE = "does-not-catch-fire"


@dataclass(frozen=True)
class FireInputs:
    units: str
    flamethrower: bool


def structure_fire(i: FireInputs, dice: Sequence[int] | None) -> Outcome:
    burns = (
        f"Units in or close to it bail or pull back at least {PULL_BACK[i.units]} {i.units}; they may not be activated this turn.",
    )
    values = (("pull_back", PULL_BACK[i.units]), ("units", i.units))
    if i.flamethrower:
        if dice:
            check_dice(dice, 0)
        steps = ("A flamethrower sets a structure on fire with the first blow: no roll.", *burns)
        return Outcome("structure-fire", (), steps, ((CATCHES_FIRE, Fraction(1)),), CATCHES_FIRE, values=values)
    steps = ("Hit by HE: any doublet on 2D6 sets the structure on fire, 1 chance in 6.",)
    odds = ((CATCHES_FIRE, Fraction(1, 6)), (NO_FIRE, Fraction(5, 6)))
    if dice is None:
        return Outcome("structure-fire", (), steps, odds)
    first, second = check_dice(dice, 2)
    if first != second:
        return Outcome(
            "structure-fire", (first, second), (*steps, f"Rolled {first} and {second}: no fire."), odds, NO_FIRE
        )
    steps += (f"Rolled {first} and {second}: a doublet, it burns.", *burns)
    return Outcome("structure-fire", (first, second), steps, odds, CATCHES_FIRE, values=values)


UNITS_FIELD = Field("units", "choice", "Measuring in", default="cm", choices=UNITS)

PROCEDURES = (
    Procedure(
        id="drift-direction",
        title="Drift direction",
        chapter="Explosives",
        section="Table drift direction hand grenades, mortar & artillery",
        summary="8D6 for the compass direction a missed grenade, mortar or artillery shell drifts.",
        fields=(),
        rolls=(Roll(8, "drift direction"),),
        inputs=DirectionInputs,
        resolve=drift_direction,
        dice_counts=fixed(8),
        tables=(DRIFT_DIRECTION,),
        rulings=("R20",),
    ),
    Procedure(
        id="at-drift-direction",
        title="Drift direction: Panzerfaust, Bazooka, Panzerschreck",
        chapter="Explosives",
        section="Table drift direction Panzerfausts, Panzerschrecks and Bazookas",
        summary="8D6 for where a missed Panzerfaust, Bazooka or Panzerschreck shot goes: right, left, short or over.",
        fields=(),
        rolls=(Roll(8, "drift direction"),),
        inputs=DirectionInputs,
        resolve=at_drift_direction,
        dice_counts=fixed(8),
        tables=(AT_DRIFT_DIRECTION,),
        rulings=("R20",),
    ),
    Procedure(
        id="grenade-drift-distance",
        title="Drift distance: grenades and handheld AT weapons",
        chapter="Explosives",
        section="Grenade drift",
        summary="1D6 for how far a missed grenade, Panzerfaust, Bazooka or Panzerschreck shot drifts.",
        fields=(
            Field(
                "weapon",
                "choice",
                "What drifts",
                default="grenade",
                choices=tuple(DRIFTING),
                help="Grenades of every kind, or a Panzerfaust, Bazooka or Panzerschreck shot.",
            ),
            UNITS_FIELD,
        ),
        rolls=(Roll(1, "drift distance"),),
        inputs=GrenadeDriftInputs,
        resolve=grenade_drift_distance,
        dice_counts=fixed(1),
        tables=(*GRENADE_DRIFT.values(), *ROCKET_DRIFT.values()),
        rulings=("R6",),
    ),
    Procedure(
        id="artillery-drift-distance",
        title="Drift distance: mortar and artillery shells",
        chapter="Explosives",
        section="Artillery & mortar drift",
        summary="1D6 for how far a missed mortar or artillery shell drifts.",
        fields=(UNITS_FIELD,),
        rolls=(Roll(1, "drift distance"),),
        inputs=ShellDriftInputs,
        resolve=artillery_drift_distance,
        dice_counts=fixed(1),
        tables=tuple(SHELL_DRIFT.values()),
        rulings=("R6",),
    ),
    Procedure(
        id="blast-radius",
        title="Blast radius",
        chapter="Explosives",
        section="Table blast radius",
        summary="How far an explosion reaches, by what explodes.",
        fields=(
            Field("explosive", "choice", "What explodes", default="hand-grenade", choices=tuple(EXPLOSIVES)),
            UNITS_FIELD,
        ),
        rolls=(),
        inputs=BlastInputs,
        resolve=blast_radius,
        dice_counts=fixed(0),
        rulings=("R6",),
    ),
    Procedure(
        id="structure-fire",
        title="Structure catching fire",
        chapter="Explosives",
        section="Structures catching fire",
        summary="A structure hit by HE burns on any doublet (2D6); a flamethrower sets it on fire at once.",
        fields=(UNITS_FIELD, Field("flamethrower", "bool", "Hit by a flamethrower", default=False)),
        rolls=(Roll(2, "fire roll", when="unless a flamethrower set it on fire"),),
        inputs=FireInputs,
        resolve=structure_fire,
        dice_counts=lambda i: (0,) if i.flamethrower else (2,),
        rulings=("R6",),
    ),
)
