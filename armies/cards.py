"""A unit card: its stats, weapons and the engine's odds for its main attacks at each range band.

The stats shown are the ones that mean something for the unit: armour only for what has armour, attack
values that are not zero, and a soldier's numbers from the weapon he carries (a soldier's own profile has
no attack values: his rifle or submachine gun does)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.utils.text import capfirst
from django.utils.translation import gettext, gettext_lazy, pgettext_lazy

from armies.models import RosterUnit
from armies.pack_words import said
from rules.engine.procedures.shooting import AttackInputs, attack

# One distance inside each band of the range-band table (close < 50 cm, medium < 100 cm, far beyond),
# and where each band starts, to leave out bands a weapon cannot reach.
BANDS = (("far", 150, 100), ("medium", 75, 50), ("close", 25, 0))
MORTAR_MINIMUM_CM = 50  # Light mortars: nothing closer than 50 cm
KINDS = (("small_arms", gettext_lazy("small arms")), ("he", "HE"), ("ap", "AP"))
# "Front" is the same word in German; "Side" needs its context (a weapon slot is a "Side" too).
ARMOUR_SIDES = (
    "Front",
    pgettext_lazy("armour", "Side"),
    pgettext_lazy("armour", "Rear"),
    pgettext_lazy("armour", "Top"),
)
BAND_WORDS = {"far": gettext_lazy("far"), "medium": gettext_lazy("medium"), "close": gettext_lazy("close")}


@dataclass(frozen=True)
class Stat:
    label: str
    value: str
    source: str = ""  # the weapon a soldier's number comes from; empty for the unit's own


def attacks_per_turn(profile: object, weapons: Iterable) -> int:
    """As many attacks a turn as the fastest thing it fires allows: submachine guns and machine guns fire
    twice (Machine guns and autocannons in combat). The battle counts them the same way
    (battles/services/reactions.py)."""
    return max([profile.attacks_per_turn or 1, *(w.attacks_per_turn or 1 for w in weapons)])


def profile_stats(profile: object, weapons: Iterable) -> list[Stat]:
    """The stat boxes of a unit card, leaving out what is zero because it does not apply."""
    weapons = list(weapons)
    out = []
    if profile.armoured or any(profile.armour):
        out += [Stat(str(side), str(value)) for side, value in zip(ARMOUR_SIDES, profile.armour, strict=True)]
    armour = len(out)
    carried = [w for w in weapons if w.slot == "primary"] or weapons
    for kind, label in KINDS:
        label = capfirst(str(label))
        best = max(carried, key=lambda w, kind=kind: getattr(w, kind), default=None)
        if getattr(profile, kind):
            out.append(Stat(label, str(getattr(profile, kind))))
        elif best is not None and getattr(best, kind):
            out.append(Stat(label, str(getattr(best, kind)), said(best)))
    if len(out) > armour:
        out.append(Stat(gettext("Attacks / turn"), str(attacks_per_turn(profile, weapons))))
    return out


def armament(profile: object, weapons: Iterable) -> str:
    """What a unit fights with, in one line: the weapons a soldier carries, or a gun's or vehicle's own."""
    names = [said(w) for w in weapons]
    if names:
        return ", ".join(names)
    own = [f"{label} {getattr(profile, kind)}" for kind, label in KINDS if getattr(profile, kind)]
    if not own:
        return gettext("Unarmed")
    if profile.attacks_per_turn > 1:
        own.append(gettext("%(attacks)d attacks a turn") % {"attacks": profile.attacks_per_turn})
    return gettext("Built-in: %(weapons)s") % {"weapons": ", ".join(own)}


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
            out.append(Odds(BAND_WORDS[band], None, gettext("out of range")))
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
        out.append(Odds(BAND_WORDS[band], outcome.target, percent(outcome.probability)))
    return tuple(out)


def attack_lines(unit: RosterUnit) -> list[AttackLine]:
    """The unit's own attack values, then its weapons' (attacks at 4D6, open ground, no officer near)."""
    leader = unit.squad_leader or unit.profile.unit_type == "squad-leader"
    sources = [(said(unit.profile), unit.profile), *[(said(w), w) for w in unit.weapons.all()]]
    return [
        AttackLine(name, label, getattr(thing, kind), band_odds(getattr(thing, kind), unit.quality, leader, thing))
        for name, thing in sources
        for kind, label in KINDS
        if getattr(thing, kind)
    ]


@dataclass(frozen=True)
class Sheet:
    """Everything a unit card shows: on the unit's page, and one per line of the print view."""

    unit: RosterUnit
    title: str
    points: int
    count: int
    stats: list[Stat]
    armament: str
    attacks: list[AttackLine]


def sheet(unit: RosterUnit, *, title: str, points: int, count: int = 1) -> Sheet:
    weapons = list(unit.weapons.all())
    return Sheet(
        unit=unit,
        title=title,
        points=points,
        count=count,
        stats=profile_stats(unit.profile, weapons),
        armament=armament(unit.profile, weapons),
        attacks=attack_lines(unit),
    )
