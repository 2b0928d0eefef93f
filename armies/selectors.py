"""Reads of the arsenal for its pages. Retired rows (no longer in the current pack) are never returned."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from django.db.models import Count, Prefetch, Q
from django.utils.translation import gettext

from armies.cards import Stat, profile_stats
from armies.models import (
    QUALITIES,
    SIDES,
    UNIT_TYPES,
    CoreUnit,
    DataPack,
    DetachmentType,
    Doctrine,
    ExampleDetachment,
    Nation,
    UnitProfile,
    Weapon,
)
from armies.pack_words import language, said
from armies.roster_check import check_document, example_document

CM_PER_INCH = 2.5  # R6: the rulebook's inches are 2.5 cm at table scale


@dataclass(frozen=True)
class SideNations:
    label: str
    nations: list[Nation]


@dataclass(frozen=True)
class DetachmentCard:
    detachment: DetachmentType
    radius: str  # "15 cm (6 in)"
    qualities: list[str]


@dataclass(frozen=True)
class DoctrineCard:
    doctrine: Doctrine
    detachments: list[DetachmentCard]


@dataclass(frozen=True)
class UnitCard:
    unit: UnitProfile
    costs: list[tuple[str, int]]
    flags: list[str]
    stats: list[Stat]


@dataclass(frozen=True)
class UnitGroup:
    unit_type: str
    label: str
    cards: list[UnitCard]


@dataclass(frozen=True)
class NationArsenal:
    nation: Nation
    doctrines: list[DoctrineCard]
    unit_groups: list[UnitGroup]
    weapons: list[Weapon]


def datapack_current() -> DataPack | None:
    return DataPack.objects.first()


def nations_by_side() -> list[SideNations]:
    nations = Nation.objects.filter(retired=False).annotate(unit_count=Count("units", filter=Q(units__retired=False)))
    nations = sorted(nations, key=said)  # in the reader's alphabet
    return [SideNations(label, [n for n in nations if n.side == side]) for side, label in SIDES]


def nation_arsenal(*, key: str) -> NationArsenal | None:
    nation = Nation.objects.filter(key=key, retired=False).first()
    if nation is None:
        return None
    return NationArsenal(
        nation=nation,
        doctrines=_doctrine_cards(nation),
        unit_groups=_unit_groups(nation),
        weapons=list(
            Weapon.objects.filter(Q(nation=nation) | Q(nation__isnull=True), retired=False)
            .select_related("nation")
            .order_by("slot", "name")
        ),
    )


def _doctrine_cards(nation: Nation) -> list[DoctrineCard]:
    live_units = UnitProfile.objects.filter(retired=False).order_by("name")
    types = (
        DetachmentType.objects.filter(retired=False)
        .select_related("officer")
        .prefetch_related(
            Prefetch("units", queryset=live_units),
            Prefetch("core", queryset=CoreUnit.objects.filter(unit__retired=False).select_related("unit")),
        )
        .order_by("name")
    )
    doctrines = (
        Doctrine.objects.filter(nation=nation, retired=False)
        .prefetch_related(Prefetch("detachment_types", queryset=types))
        .order_by("kind", "name")
    )
    quality_labels = dict(QUALITIES)
    return [
        DoctrineCard(
            doctrine=d,
            detachments=[
                DetachmentCard(
                    detachment=t,
                    radius=gettext("%(cm)s cm (%(inches)s in)")
                    % {"cm": t.command_radius_cm, "inches": f"{t.command_radius_cm / CM_PER_INCH:g}"},
                    qualities=[quality_labels[q] for q, _ in QUALITIES if q in t.qualities],
                )
                for t in d.detachment_types.all()
            ],
        )
        for d in doctrines
    ]


def _unit_groups(nation: Nation) -> list[UnitGroup]:
    units = UnitProfile.objects.filter(nation=nation, retired=False).prefetch_related(
        Prefetch("weapons", queryset=Weapon.objects.filter(retired=False).order_by("name"))
    )
    cards: dict[str, list[UnitCard]] = {}
    for u in sorted(units, key=said):  # in the reader's alphabet
        card = UnitCard(unit=u, costs=_costs(u), flags=_flags(u), stats=profile_stats(u, u.weapons.all()))
        cards.setdefault(u.unit_type, []).append(card)
    return [UnitGroup(t, label, cards[t]) for t, label in UNIT_TYPES if t in cards]


def _costs(unit: UnitProfile) -> list[tuple[str, int]]:
    return [(label, unit.cost(q)) for q, label in QUALITIES if unit.cost(q) is not None]


def _flags(unit: UnitProfile) -> list[str]:
    switches = (
        (unit.turret, gettext("Turret")),
        (unit.open_top, gettext("Open top")),
        (unit.gun_shield, gettext("Gun shield")),
    )
    flags = [label for on, label in (*switches, (unit.armoured, gettext("Armoured"))) if on]
    if unit.blast:
        flags.append(gettext("Blast: %(blast)s") % {"blast": unit.get_blast_display()})
    if unit.tow_class:
        flags.append(gettext("Tow: %(tow)s") % {"tow": unit.get_tow_class_display()})
    return flags


# --- The ready examples as a player picks one: named with their nation, points counted from the list ----


@dataclass(frozen=True)
class ExampleOption:
    key: str
    name: str  # without the points some packs put in the name
    nation: str
    kind: str  # the detachment type
    points: int
    extra: int = 0  # the detachment type's extra points, which a battle's points cut leaves whole
    side: str = ""  # its nation's side, axis or allies (a solo player brings one of their own side's)


POINTS_IN_NAME = re.compile(r"\s*\(\s*~?\d+\s*(?:points|pts|punkte)\s*\)\s*$", re.IGNORECASE)


def example_options() -> list[ExampleOption]:
    """Every example of the loaded pack, by nation. Its points come from mustering the list itself, once per
    loaded pack (the pack changes only when a group loads another)."""
    stamp = DataPack.objects.values_list("version", "imported_at").first()
    return list(_example_options(stamp, language()))


@functools.lru_cache(maxsize=8)
def _example_options(_stamp, _language: str) -> tuple[ExampleOption, ...]:
    """Once per loaded pack and language: the names are the reader's (armies.pack_words)."""
    examples = ExampleDetachment.objects.filter(retired=False).select_related("detachment_type__doctrine__nation")
    options = []
    for e in examples:
        muster = check_document(example_document(e.key), base_points=150, players=2).muster
        t = e.detachment_type
        name, nation = POINTS_IN_NAME.sub("", said(e)), said(t.doctrine.nation)
        options.append(
            ExampleOption(e.key, name, nation, said(t), muster.points, muster.limit - 150, t.doctrine.nation.side)
        )
    return tuple(sorted(options, key=lambda o: (o.nation, o.name)))
