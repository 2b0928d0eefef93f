"""Each arsenal row as the data pack writes it (docs/data-pack.md). Export and import both use these,
so an exported pack imports back unchanged and "changed" means "differs from what the pack says"."""

from __future__ import annotations

from armies.datapack import FORMAT, QUALITIES, is_translation
from armies.models import (
    DataPack,
    DetachmentType,
    Doctrine,
    EventCard,
    ExampleDetachment,
    Fieldwork,
    Nation,
    UnitProfile,
    Weapon,
)


def words(item: dict) -> dict:
    """An entry's words in other languages ("name_de": "Schütze"), as the arsenal row keeps them (`translations`)."""
    return {field: text for field, text in item.items() if is_translation(field)}


def nation_entry(n: Nation) -> dict:
    return {"id": n.key, "name": n.name, "side": n.side, **n.translations}


def weapon_entry(w: Weapon) -> dict:
    return {
        "id": w.key,
        "name": w.name,
        "nation": w.nation.key if w.nation_id else None,
        "slot": w.slot,
        "kind": w.kind,
        "small_arms": w.small_arms,
        "he": w.he,
        "ap": w.ap,
        "attacks_per_turn": w.attacks_per_turn,
        "melee_bonus": w.melee_bonus,
        "cost": w.cost,
        "uses_per_game": w.uses_per_game,
        "max_range_cm": w.max_range_cm,
        "heavy_gear": w.heavy_gear,
        **w.translations,
    }


def unit_entry(u: UnitProfile) -> dict:
    return {
        "id": u.key,
        "nation": u.nation.key,
        "name": u.name,
        "type": u.unit_type,
        "armour": list(u.armour),
        "small_arms": u.small_arms,
        "he": u.he,
        "ap": u.ap,
        "cost": {q: u.cost(q) for q in QUALITIES if u.cost(q) is not None},
        "crew": u.crew,
        "mobility": u.mobility,
        "movement": u.movement,
        "attacks_per_turn": u.attacks_per_turn,
        "passengers": u.passengers,
        "blast": u.blast or None,
        "turret": u.turret,
        "open_top": u.open_top,
        "gun_shield": u.gun_shield,
        "armoured": u.armoured,
        "tow_class": u.tow_class or None,
        "vehicle_class": u.vehicle_class or None,
        "weapons": sorted(w.key for w in u.weapons.all()),
        "notes": u.notes,
        **u.translations,
    }


def detachment_entry(d: DetachmentType) -> dict:
    return {
        "id": d.key,
        "name": d.name,
        "officer": {
            "unit": d.officer.key,
            "orders_per_turn": d.orders_per_turn,
            "command_radius_cm": d.command_radius_cm,
            "activations_per_turn": d.activations_per_turn,
        },
        "event_cards": d.event_cards,
        "qualities": [q for q in QUALITIES if q in d.qualities],
        "units": sorted(u.key for u in d.units.all()),
        "core": sorted(({"unit": c.unit.key, "count": c.count} for c in d.core.all()), key=lambda c: c["unit"]),
        "extra_points": d.extra_points,
        "setup": d.setup,
        **d.translations,
    }


def doctrine_entry(d: Doctrine, detachments: list[DetachmentType]) -> dict:
    return {
        "id": d.key,
        "nation": d.nation.key,
        "kind": d.kind,
        "name": d.name,
        "detachments": [detachment_entry(t) for t in detachments],
        **d.translations,
    }


def fieldwork_entry(f: Fieldwork) -> dict:
    return {
        "id": f.key,
        "name": f.name,
        "kind": f.kind,
        "cost": f.cost,
        "cover": f.cover,
        "notes": f.notes,
        **f.translations,
    }


def card_entry(c: EventCard) -> dict:
    return {
        "id": c.key,
        "title": c.title,
        "text": c.text,
        "duration_turns": c.duration_turns,
        "affects": c.affects,
        **c.translations,
    }


def example_entry(e: ExampleDetachment) -> dict:
    return {"id": e.key, "name": e.name, "detachment": e.detachment_type.key, "units": e.entries, **e.translations}


def pack_export() -> dict:
    """The current (not retired) arsenal as a data pack."""
    meta = DataPack.objects.first()
    live = {"retired": False}
    types = DetachmentType.objects.filter(**live).select_related("officer").prefetch_related("units", "core__unit")
    by_doctrine: dict[int, list[DetachmentType]] = {}
    for t in types.order_by("key"):
        by_doctrine.setdefault(t.doctrine_id, []).append(t)
    return {
        "format": FORMAT,
        "name": meta.name if meta else "Empty arsenal",
        "version": meta.version if meta else "0",
        "sample": meta.is_sample if meta else False,
        "notes": meta.notes if meta else "",
        **(meta.translations if meta else {}),
        "nations": [nation_entry(n) for n in Nation.objects.filter(**live).order_by("key")],
        "weapons": [weapon_entry(w) for w in Weapon.objects.filter(**live).select_related("nation").order_by("key")],
        "units": [
            unit_entry(u)
            for u in UnitProfile.objects.filter(**live)
            .select_related("nation")
            .prefetch_related("weapons")
            .order_by("key")
        ],
        "doctrines": [
            doctrine_entry(d, by_doctrine.get(d.pk, []))
            for d in Doctrine.objects.filter(**live).select_related("nation").order_by("key")
        ],
        "fieldworks": [fieldwork_entry(f) for f in Fieldwork.objects.filter(**live).order_by("key")],
        "event_cards": [card_entry(c) for c in EventCard.objects.filter(**live).order_by("key")],
        "examples": [
            example_entry(e)
            for e in ExampleDetachment.objects.filter(**live).select_related("detachment_type").order_by("key")
        ],
    }
