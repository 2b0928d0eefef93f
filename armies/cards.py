"""A unit card: its stats, weapons and the engine's odds for its main attacks at each range band."""

from __future__ import annotations

from dataclasses import dataclass

from armies.models import RosterUnit
from rules.engine.procedures.shooting import AttackInputs, attack

# One distance inside each band of the range-band table (close < 50 cm, medium < 100 cm, far beyond),
# and where each band starts, to leave out bands a weapon cannot reach.
BANDS = (("far", 150, 100), ("medium", 75, 50), ("close", 25, 0))
MORTAR_MINIMUM_CM = 50  # Light mortars: nothing closer than 50 cm
KINDS = (("small_arms", "small arms"), ("he", "HE"), ("ap", "AP"))


@dataclass(frozen=True)
class Odds:
    band: str
    target: int | None  # None: the weapon cannot reach this band
    percent: str


@dataclass(frozen=True)
class AttackLine:
    source: str  # the unit itself, or a weapon's name
    kind: str
    value: int
    odds: tuple[Odds, ...]


def percent(p) -> str:
    value = float(p) * 100
    if 0 < value < 1:
        return "<1%"
    if 99 < value < 100:
        return ">99%"
    return f"{value:.0f}%"


def reaches(weapon: object, band_start: int) -> bool:
    longest = getattr(weapon, "max_range_cm", None)
    if longest is not None and longest <= band_start:
        return False
    return not (getattr(weapon, "kind", "") == "light-mortar" and band_start < MORTAR_MINIMUM_CM)


def band_odds(value: int, quality: str, squad_leader: bool, weapon: object = None) -> tuple[Odds, ...]:
    out = []
    for band, cm, start in BANDS:
        if not reaches(weapon, start):
            out.append(Odds(band, None, "out of range"))
            continue
        outcome = attack(
            AttackInputs(
                attack_value=value,
                quality=quality,
                squad_leader=squad_leader,
                officer_nearby=False,
                distance=cm,
                units="cm",
                cover=(),
                smoke=False,
                attacker_frightened=False,
                attacker_injured=False,
                cavalry_from_horseback=False,
                firing_from_moving=False,
                covering_fire=0,
                scavenged=False,
                new_crew=0,
            ),
            None,
        )
        out.append(Odds(band, outcome.target, percent(outcome.probability)))
    return tuple(out)


def attack_lines(unit: RosterUnit) -> list[AttackLine]:
    """The unit's own attack values, then its weapons' (attacks at 4D6, open ground, no officer near)."""
    leader = unit.squad_leader or unit.profile.unit_type == "squad-leader"
    sources = [(unit.profile.name, unit.profile), *[(w.name, w) for w in unit.weapons.all()]]
    return [
        AttackLine(name, label, getattr(thing, kind), band_odds(getattr(thing, kind), unit.quality, leader, thing))
        for name, thing in sources
        for kind, label in KINDS
        if getattr(thing, kind)
    ]
