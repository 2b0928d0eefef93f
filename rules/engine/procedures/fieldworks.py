"""Fieldworks (Appendix: Fieldworks and additional cover): who fits in a bunker, who gets past sandbags, tank traps
and barbed wire, and what destroys each of them. The cover they give, craters and ruins are in fieldwork_cover.py.

Where the appendix is silent the app decides as a player would expect (each place says so): sandbags are a low
obstacle that infantry climbs with the small obstacle roll (R12), while horses, wheeled guns and softskins go round
them, as only infantry crosses obstacles and only AFVs break through them in the movement chapter.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.engine.common import COVER
from rules.engine.outcome import Effects, Outcome, sentence
from rules.engine.procedures.explosives import INSIDE_BUNKER
from rules.engine.procedures.obstacles import OBSTACLE_TABLES, ObstacleInputs, obstacle_crossing
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, Roll, fixed

CHAPTER = "Fieldworks"
APPENDIX = "Appendix: Fieldworks and additional cover"

# --- Bunkers: six soldiers, or one support weapon with its crew ---------------------------------------------------

BUNKER_CAPACITY = 6  # soldiers
BUNKER_COVER = "hard"  # the only hard cover (R33): attackers -3, morale +3


@dataclass(frozen=True)
class BunkerInputs:
    soldiers: int
    support_weapon: bool


def bunker_capacity(i: BunkerInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    steps = [f"A bunker holds {BUNKER_CAPACITY} soldiers, or one support weapon with its crew."]
    if i.support_weapon:
        fits = i.soldiers == 0
        steps.append(
            "One support weapon with its crew: it fits, with no room for anyone else."
            if fits
            else f"A support weapon with its crew fills it: the {i.soldiers} soldiers besides them stay outside."
        )
        steps.append("An AT or AA gun placed in a bunker stays there for the rest of the game.")
        room = 0
    else:
        fits = i.soldiers <= BUNKER_CAPACITY
        room = max(BUNKER_CAPACITY - i.soldiers, 0)
        steps.append(_soldiers_fit(i.soldiers, room))
    level = COVER[BUNKER_COVER]
    steps.append(
        f"Inside, every enemy attack roll at them is at -{level} and their morale checks get +{level} (hard cover,"
        " R33); a flamethrower or a grenade dropped in needs no attack roll, so the -3 does not help against them."
    )
    return settled(
        "bunker-capacity",
        "fits" if fits else "too-many",
        steps,
        (
            ("capacity", BUNKER_CAPACITY),
            ("room_left", room),
            ("cover_level", level),
            ("attacker_modifier", -level),
            ("morale_modifier", level),
        ),
    )


def _soldiers_fit(soldiers: int, room: int) -> str:
    if soldiers > BUNKER_CAPACITY:
        return f"{soldiers} soldiers: {soldiers - BUNKER_CAPACITY} too many, and they stay outside."
    if room == 0:
        return f"{soldiers} soldiers: they fit, and it is full."
    if soldiers == 0:
        return f"Nobody is in it yet: room for {room} soldiers."
    return f"{soldiers} soldier{'s' if soldiers != 1 else ''}: room for {room} more."


# --- Getting past a fieldwork --------------------------------------------------------------------------------------

CROSSED = ("sandbags", "tank-traps", "barbed-wire")
MOVERS = (
    "infantry",
    "carried-support-weapon",
    "wheeled-support-weapon",
    "horse",
    "softskin",
    "wheeled-afv",
    "tracked-afv",
)
PASSES, BLOCKED, OVERRUNS = "passes", "blocked", "overruns"
# What the appendix says each fieldwork does to each kind of unit; a unit not named gets past.
STOPS = {
    # Tank traps: every AFV, wheeled support weapon and softskin vehicle.
    "tank-traps": {"wheeled-support-weapon", "softskin", "wheeled-afv", "tracked-afv"},
    # Barbed wire: infantry, support weapons, wheeled vehicles and horses; only tanks get over it.
    "barbed-wire": {"infantry", "carried-support-weapon", "wheeled-support-weapon", "horse", "softskin", "wheeled-afv"},
    # Sandbags (the app's reading): only infantry climbs obstacles and only AFVs break through them.
    "sandbags": {"wheeled-support-weapon", "horse", "softskin"},
}
FLATTENED_BY = {"sandbags": {"wheeled-afv", "tracked-afv"}, "barbed-wire": {"tracked-afv"}, "tank-traps": set()}
CLIMBED_BY = {"sandbags": {"infantry", "carried-support-weapon"}}  # the small obstacle roll, 1D6 (R12)
SANDBAG_OBSTACLE = "small"
WHY_BLOCKED = {
    "tank-traps": "tank traps stop every AFV, wheeled support weapon and softskin vehicle",
    "barbed-wire": "barbed wire stops infantry, support weapons, wheeled vehicles and horses; only a tank gets over it",
    "sandbags": "only infantry climbs over obstacles and only AFVs break through them, so it goes round",
}
PASSING = {
    "tank-traps": "tank traps stop vehicles and wheeled guns only: it gets past, but infantry may not take them apart",
    "sandbags": "it gets past",
    "barbed-wire": "it gets past",
}
FLATTENING = {
    "sandbags": "AFVs drive over sandbags and destroy them: take them off the table; they give no cover any more",
    "barbed-wire": "a tank drives over barbed wire and tears it down: take it off the table",
}


@dataclass(frozen=True)
class CrossingInputs:
    fieldwork: str
    unit: str


def _said(name: str) -> str:
    return name.replace("-", " ").replace("afv", "AFV")


def crossing_dice(i: CrossingInputs) -> tuple[int, ...]:
    return (1,) if i.unit in CLIMBED_BY.get(i.fieldwork, ()) else (0,)


def fieldwork_crossing(i: CrossingInputs, dice: Sequence[int] | None) -> Outcome:
    where = f"{sentence(_said(i.unit))} at {_said(i.fieldwork)}"
    if i.unit in CLIMBED_BY.get(i.fieldwork, ()):
        intro = (
            f"{where}: sandbags are a low obstacle, climbed with the roll for a small obstacle (the app's reading).",
        )
        outcome = obstacle_crossing(ObstacleInputs(SANDBAG_OBSTACLE), dice)
        return replace(outcome, procedure="fieldwork-crossing", steps=intro + outcome.steps)
    no_dice(dice)
    if i.unit in FLATTENED_BY[i.fieldwork]:
        return settled(
            "fieldwork-crossing",
            OVERRUNS,
            (f"{where}: {FLATTENING[i.fieldwork]}.",),
            (("fieldwork_destroyed", True),),
        )
    if i.unit in STOPS[i.fieldwork]:
        return settled(
            "fieldwork-crossing",
            BLOCKED,
            (f"{where}: blocked; {WHY_BLOCKED[i.fieldwork]}.",),
            (("fieldwork_destroyed", False),),
        )
    return settled(
        "fieldwork-crossing", PASSES, (f"{where}: {PASSING[i.fieldwork]}.",), (("fieldwork_destroyed", False),)
    )


# --- What destroys a fieldwork --------------------------------------------------------------------------------------

HIT = ("sandbags", "bunker", "tank-traps", "barbed-wire")
HITS = ("small-arms", "he-shell", "grenade-or-charge", "bomb", "flamethrower")
HE = ("he-shell", "grenade-or-charge", "bomb")
SHELL_EDGE_MM = 37  # tank traps: shells bigger than 37 mm; barbed wire: shells of 37 mm or more
DESTROYED, STANDS = "destroyed", "stands"
WHAT_DESTROYS = {
    "sandbags": "any HE hit destroys sandbags: a shell, a grenade or charge, a bomb",
    "bunker": "only a bomb destroys a bunker",
    "tank-traps": f"only a bomb, or an HE shell bigger than {SHELL_EDGE_MM} mm, destroys tank traps",
    "barbed-wire": f"an HE shell of {SHELL_EDGE_MM} mm or more, or a bomb, destroys barbed wire",
}


@dataclass(frozen=True)
class HitInputs:
    fieldwork: str
    hit_by: str
    calibre: int


def destroys(fieldwork: str, hit_by: str, calibre: int) -> bool:
    """Whether one hit destroys the fieldwork (Sandbags, Bunkers, Tank traps, Barbed wire; the app reads a bomb as
    more than any shell, so it destroys barbed wire too)."""
    shell = hit_by == "he-shell"
    return {
        "sandbags": hit_by in HE,
        "bunker": hit_by == "bomb",
        "tank-traps": hit_by == "bomb" or (shell and calibre > SHELL_EDGE_MM),
        "barbed-wire": hit_by == "bomb" or (shell and calibre >= SHELL_EDGE_MM),
    }[fieldwork]


HIT_WORDS = {
    "small-arms": "small arms",
    "grenade-or-charge": "a grenade or charge",
    "bomb": "a bomb",
    "flamethrower": "a flamethrower",
}


def _hit_words(i: HitInputs) -> str:
    return f"an HE shell of {i.calibre} mm" if i.hit_by == "he-shell" else HIT_WORDS[i.hit_by]


def fieldwork_hit(i: HitInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    gone = destroys(i.fieldwork, i.hit_by, i.calibre)
    steps = [f"{sentence(_said(i.fieldwork))} hit by {_hit_words(i)}: {WHAT_DESTROYS[i.fieldwork]}."]
    covers = i.fieldwork in ("sandbags", "bunker")
    if gone:
        steps.append(
            "Destroyed: take it off the table; it gives no cover any more."
            if covers
            else "Destroyed: take it off the table."
        )
    else:
        steps.append("It stands.")
    effects = Effects()
    if covers and gone:
        # The app's reading: the hit that destroys the cover was fired at it, so the units there keep it for that hit.
        steps.append("The units it covered keep its cover against this hit, and lose it from then on.")
    elif i.fieldwork == "bunker" and i.hit_by == "flamethrower":
        steps.append(INSIDE_BUNKER.words)
        effects = Effects(continues_with=INSIDE_BUNKER.rolls)
    elif i.fieldwork == "bunker" and i.hit_by == "grenade-or-charge":
        steps.append("A grenade dropped in is an accuracy roll of its own (into an AFV hatch or a bunker).")
    elif i.fieldwork == "bunker":
        steps.append("Attacks on the soldiers inside are at -3 (hard cover, R33).")
    return replace(
        settled("fieldwork-hit", DESTROYED if gone else STANDS, steps, (("fieldwork_destroyed", gone),)),
        effects=effects,
    )


FIELDWORK_RULINGS = ("R33",)

PROCEDURES = (
    Procedure(
        id="bunker-capacity",
        title="Who fits in a bunker",
        chapter=CHAPTER,
        section="Bunkers",
        summary="Six soldiers, or one support weapon with its crew; inside, enemy attacks are at -3.",
        fields=(
            Field("soldiers", "int", "Soldiers going in", default=6, minimum=0, maximum=30),
            Field("support_weapon", "bool", "A support weapon goes in with its crew", default=False),
        ),
        rolls=(),
        inputs=BunkerInputs,
        resolve=bunker_capacity,
        dice_counts=fixed(0),
        rulings=FIELDWORK_RULINGS,
    ),
    Procedure(
        id="fieldwork-crossing",
        title="Getting past sandbags, tank traps or barbed wire",
        chapter=CHAPTER,
        section=APPENDIX,
        summary="Who a fieldwork stops, who gets past it, and which AFVs flatten it; infantry climbs sandbags (1D6).",
        fields=(
            Field("fieldwork", "choice", "Fieldwork", default="barbed-wire", choices=CROSSED),
            Field("unit", "choice", "Unit", default="infantry", choices=MOVERS),
        ),
        rolls=(Roll(1, "crossing roll", when="infantry climbing sandbags"),),
        inputs=CrossingInputs,
        resolve=fieldwork_crossing,
        dice_counts=crossing_dice,
        tables=(OBSTACLE_TABLES[SANDBAG_OBSTACLE],),
        rulings=("R12",),
    ),
    Procedure(
        id="fieldwork-hit",
        title="What destroys a fieldwork",
        chapter=CHAPTER,
        section=APPENDIX,
        summary="Any HE destroys sandbags; bombs or HE over 37 mm tank traps; HE of 37 mm barbed wire; only bombs a bunker.",
        fields=(
            Field("fieldwork", "choice", "Fieldwork", default="sandbags", choices=HIT),
            Field("hit_by", "choice", "Hit by", default="he-shell", choices=HITS),
            Field(
                "calibre",
                "int",
                "Calibre of the HE shell (mm)",
                default=75,
                minimum=1,
                maximum=800,
                help="Only counts for an HE shell.",
            ),
        ),
        rolls=(),
        inputs=HitInputs,
        resolve=fieldwork_hit,
        dice_counts=fixed(0),
        rulings=FIELDWORK_RULINGS,
    ),
)
