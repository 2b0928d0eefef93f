"""Which enemy unit acts next in a solo game (Which enemy unit takes action first/next?, Activation ladder for AI).

The sector comes from the chapter's dice tables (procedures.solo), an empty sector passes to its neighbours (S10),
and inside the sector the ladder decides, as one sort key. The player marks the units within reach of the mission
objective (S9): the app has no map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.dice import check_dice
from rules.engine.procedures.solo import ACTIVATION_LADDER, FIRST_SECTOR, FLANKS, NEXT_FROM_MIDDLE
from rules.engine.registry import QUALITIES
from rules.engine.tables import SumTable

RUNGS = tuple(name for name, _label in ACTIVATION_LADDER)
RUNG_LABELS = dict(ACTIVATION_LADDER)
OFFICER, OBJECTIVE, AFV, SUPPORT, ELITE, REGULAR, FAST, REST = range(len(RUNGS))
UNIT_TYPES = ("ranking-officer", "squad-leader", "infantry", "crew", "support-weapon", "afv", "transport", "plane")
PREVIOUS_SECTORS = ("none", *FLANKS)
FOOT_SPEED = 10  # cm in one action: a unit is "fast" only when it outruns a soldier on foot
# S10: where to look when the chosen sector has no unit left, in turn.
NEIGHBOURS = {
    "left-flank": ("middle", "right-flank"),
    "middle": ("left-flank", "right-flank"),
    "right-flank": ("middle", "left-flank"),
}


def one_of(what: str, value: str, allowed: Sequence[str]) -> None:
    """ValueError in words a player understands when value is not one of allowed."""
    if value not in allowed:
        raise ValueError(f"{what.capitalize()} must be one of {', '.join(allowed)}; {value!r} is not.")


@dataclass(frozen=True)
class Candidate:
    """One enemy unit that may still be activated this turn."""

    ref: int
    label: str
    unit_type: str
    quality: str
    sector: str
    firepower: int = 0  # the best of its small arms, HE and AP values
    speed: int = 0  # how far it moves in an action, in cm (foot 10)
    near_objective: bool = False  # marked by the player as within reach of the mission objective (S9)
    points: int = 0

    def __post_init__(self) -> None:
        one_of("unit type", self.unit_type, UNIT_TYPES)
        one_of("quality", self.quality, QUALITIES)
        one_of("sector", self.sector, FLANKS)


@dataclass(frozen=True)
class Activation:
    ref: int
    sector: str
    rung: str
    sector_roll: int | None
    reasons: tuple[str, ...]


def named(sector: str) -> str:
    return "the " + sector.replace("-", " ")


def where(sector: str) -> str:
    return ("in " if sector == "middle" else "on ") + named(sector)


def sector_die_needed(previous_sector: str) -> bool:
    """The first activation of the turn ("none") and any after the middle roll for the sector; a flank does not."""
    one_of("previous sector", previous_sector, PREVIOUS_SECTORS)
    return previous_sector in ("none", "middle")


def _check_die(previous_sector: str, die: int | None) -> None:
    if not sector_die_needed(previous_sector):
        if die is not None:
            raise ValueError(f"The last enemy unit acted {where(previous_sector)}: the middle is next, no die to roll.")
        return
    if die is None:
        raise ValueError("Roll 1D6 for the sector the enemy activates in.")
    check_dice((die,), 1)


def rolled_sector(previous_sector: str, die: int | None) -> tuple[str, str]:
    """The sector the tables give, with the sentence saying why. The die must already be checked."""
    if die is None:
        return "middle", f"The last enemy unit acted {where(previous_sector)}: the middle is next, no die."
    table: SumTable = FIRST_SECTOR if previous_sector == "none" else NEXT_FROM_MIDDLE
    sector = table.lookup(die)
    when = "First activation of the turn" if previous_sector == "none" else "After the middle"
    return sector, f"{when}, sector die {die}: {named(sector)}."


def occupied_sector(candidates: Sequence[Candidate], chosen: str) -> tuple[str, tuple[str, ...]]:
    """The chosen sector, or its first neighbour with a unit left (S10), with a sentence for each step."""
    taken = {c.sector for c in candidates}
    if chosen in taken:
        return chosen, ()
    steps: list[str] = []
    empty = chosen
    for sector in NEIGHBOURS[chosen]:
        again = " either" if steps else ""
        if sector in taken:
            steps.append(f"No unit left {where(empty)}{again}: {named(sector)} (S10).")
            return sector, tuple(steps)
        steps.append(f"No unit left {where(empty)}{again}: try {named(sector)} (S10).")
        empty = sector
    raise AssertionError("candidates is not empty, so some sector has a unit")  # pragma: no cover


def base_rung(c: Candidate) -> int:
    """The first rung the unit qualifies for, leaving the objective mark aside."""
    if c.unit_type == "ranking-officer":
        return OFFICER
    if c.unit_type == "afv":
        return AFV
    if c.unit_type == "support-weapon":
        return SUPPORT
    if c.quality in ("elite", "regular"):
        return ELITE if c.quality == "elite" else REGULAR
    return FAST if c.speed > FOOT_SPEED else REST


def rung_of(c: Candidate) -> int:
    rung = base_rung(c)
    return OBJECTIVE if c.near_objective and rung != OFFICER else rung


def ladder_key(c: Candidate) -> tuple[int, int, int, int, int]:
    """Rung; among the units near the objective, the rung they would have had (S9); the rung's own measure
    (support weapons: firepower, fast units: speed); then more points, then the lower number."""
    base = base_rung(c)
    measure = -c.firepower if base == SUPPORT else -c.speed if base == FAST else 0
    return (rung_of(c), base, measure, -c.points, c.ref)


def _ladder_reasons(ranked: Sequence[Candidate]) -> tuple[str, ...]:
    first = ranked[0]
    rung = RUNGS[rung_of(first)]
    steps = [f"Ladder: {RUNG_LABELS[rung]} first."]
    if rung_of(first) == OBJECTIVE:
        steps.append(f"Among the units marked near the objective: {RUNG_LABELS[RUNGS[base_rung(first)]]} (S9).")
    if len(ranked) > 1 and ladder_key(ranked[1])[:3] == ladder_key(first)[:3]:
        runner = ranked[1]
        if runner.points < first.points:
            steps.append(f"Tied with {runner.label} on that rung: more points first ({first.points}).")
        else:
            steps.append(f"Tied with {runner.label} on rung and points: the lower number first.")
    steps.append(f"{first.label} acts.")
    return tuple(steps)


def choose_activation(candidates: Sequence[Candidate], previous_sector: str, die: int | None) -> Activation | None:
    """The enemy unit that acts next, or None when no unit may still be activated this turn.

    The die is the sector D6: needed on the first activation of the turn and after the middle, refused after a
    flank. ValueError with a sentence for the player when it is missing, not needed, or not a die face. With no
    candidate left there is nothing to roll for, and the die is not looked at."""
    if not candidates:
        one_of("previous sector", previous_sector, PREVIOUS_SECTORS)
        return None
    _check_die(previous_sector, die)
    chosen, why = rolled_sector(previous_sector, die)
    sector, fallbacks = occupied_sector(candidates, chosen)
    ranked = sorted((c for c in candidates if c.sector == sector), key=ladder_key)
    first = ranked[0]
    return Activation(
        ref=first.ref,
        sector=sector,
        rung=RUNGS[rung_of(first)],
        sector_roll=die,
        reasons=(why, *fallbacks, *_ladder_reasons(ranked)),
    )


def next_ordered(candidates: Sequence[Candidate], ordered: Sequence[int]) -> Activation | None:
    """Under its officer's orders the enemy activates the units he ordered, in the order he ranked them (best
    first, S11), skipping those that may no longer act; None when none of them may. No sector die: the orders,
    not the sectors, say who acts."""
    free = {c.ref: c for c in candidates}
    first = next((free[ref] for ref in ordered if ref in free), None)
    if first is None:
        return None
    return Activation(
        ref=first.ref,
        sector=first.sector,
        rung="ordered",
        sector_roll=None,
        reasons=(f"Ordered by its officer: {first.label} acts next.",),
    )
