"""Writes to the arsenal. Importing a data pack is all or nothing, inside one transaction."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction

from armies import packing
from armies.datapack import canonical, check_pack, sorted_entry
from armies.models import (
    CoreUnit,
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
from bof_site.refusals import Refused


@dataclass
class ImportReport:
    version_before: str | None
    version_after: str
    added: dict[str, list[str]] = field(default_factory=dict)
    changed: dict[str, list[str]] = field(default_factory=dict)
    retired: dict[str, list[str]] = field(default_factory=dict)

    def lines(self) -> list[str]:
        out = [f"Data pack {self.version_before or '(none)'} -> {self.version_after}."]
        for verb, found in (("added", self.added), ("changed", self.changed), ("retired", self.retired)):
            for kind, keys in found.items():
                if keys:
                    shown = ", ".join(keys[:8]) + (f" and {len(keys) - 8} more" if len(keys) > 8 else "")
                    out.append(f"{kind}: {len(keys)} {verb} ({shown}).")
        return out


class PackRefused(Refused):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("The data pack was not imported; nothing changed. " + " ".join(problems[:5]))
        self.problems = problems


def pack_import(*, document: object) -> ImportReport:
    pack, problems = check_pack(document)
    if problems:
        raise PackRefused(problems)
    pack = canonical(pack)
    with transaction.atomic():
        meta = DataPack.objects.select_for_update().first()
        report = ImportReport(version_before=meta.version if meta else None, version_after=pack["version"])
        _Importer(pack, report).run()
        DataPack.objects.all().delete()
        DataPack.objects.create(
            name=pack["name"],
            version=pack["version"],
            is_sample=pack["sample"],
            notes=pack["notes"],
            translations=packing.words(pack),
        )
    return report


class _Importer:
    def __init__(self, pack: dict, report: ImportReport) -> None:
        self.pack, self.report = pack, report
        self.nations: dict[str, Nation] = {}
        self.weapons: dict[str, Weapon] = {}
        self.units: dict[str, UnitProfile] = {}

    def run(self) -> None:
        self.nations = self._sync("nations", Nation, packing.nation_entry, self._nation_fields)
        self.weapons = self._sync("weapons", Weapon, packing.weapon_entry, self._weapon_fields)
        self.units = self._sync("units", UnitProfile, packing.unit_entry, self._unit_fields, self._unit_links)
        doctrines = [{k: v for k, v in d.items() if k != "detachments"} for d in self.pack["doctrines"]]
        self.doctrines = self._sync("doctrines", Doctrine, self._doctrine_entry, self._doctrine_fields, items=doctrines)
        detachments = [dict(d, doctrine=doc["id"]) for doc in self.pack["doctrines"] for d in doc["detachments"]]
        self.types = self._sync(
            "detachments",
            DetachmentType,
            lambda t: {**packing.detachment_entry(t), "doctrine": t.doctrine.key},
            self._detachment_fields,
            self._detachment_links,
            items=detachments,
        )
        self._sync(
            "fieldworks",
            Fieldwork,
            packing.fieldwork_entry,
            lambda e: {k: e[k] for k in ("name", "kind", "cost", "cover", "notes")},
        )
        self._sync(
            "event_cards",
            EventCard,
            packing.card_entry,
            lambda e: {k: e[k] for k in ("title", "text", "duration_turns", "affects")},
        )
        self._sync(
            "examples",
            ExampleDetachment,
            packing.example_entry,
            lambda e: {"name": e["name"], "detachment_type": self.types[e["detachment"]], "entries": e["units"]},
        )

    def _sync(self, name, model, entry_of, fields_of, links=None, items=None) -> dict:
        items = self.pack[name] if items is None else items
        current = {obj.key: obj for obj in model.objects.all()}
        result = {}
        added, changed = [], []
        for item in items:
            obj = current.get(item["id"])
            if obj is not None and not obj.retired and sorted_entry(entry_of(obj)) == sorted_entry(item):
                result[item["id"]] = obj
                continue
            values = {**fields_of(item), "translations": packing.words(item), "retired": False}
            (added if obj is None else changed).append(item["id"])
            obj = obj or model(key=item["id"])
            for attr, value in values.items():
                setattr(obj, attr, value)
            obj.full_clean(validate_unique=False, validate_constraints=False)
            obj.save()
            if links:
                links(obj, item)
            result[item["id"]] = obj
        gone = [key for key, obj in current.items() if key not in result and not obj.retired]
        model.objects.filter(key__in=gone).update(retired=True)
        self.report.added[name], self.report.changed[name], self.report.retired[name] = added, changed, sorted(gone)
        return result

    def _nation_fields(self, e):
        return {"name": e["name"], "side": e["side"]}

    def _weapon_fields(self, e):
        fields = {
            k: e[k]
            for k in (
                "name", "slot", "kind", "small_arms", "he", "ap", "attacks_per_turn", "melee_bonus", "cost",
                "uses_per_game", "max_range_cm", "heavy_gear",
            )
        }  # fmt: skip
        fields["nation"] = self.nations[e["nation"]] if e["nation"] else None
        return fields

    def _unit_fields(self, e):
        fields = {
            k: e[k]
            for k in (
                "name", "armour", "small_arms", "he", "ap", "crew", "mobility", "movement", "attacks_per_turn",
                "passengers", "turret", "open_top", "gun_shield", "armoured", "notes",
            )
        }  # fmt: skip
        fields.update(
            nation=self.nations[e["nation"]],
            unit_type=e["type"],
            blast=e["blast"] or "",
            tow_class=e["tow_class"] or "",
            vehicle_class=e["vehicle_class"] or "",
            **{f"cost_{q}": e["cost"].get(q) for q in ("conscript", "regular", "elite")},
        )
        return fields

    def _unit_links(self, unit, e):
        unit.weapons.set([self.weapons[k] for k in e["weapons"]])

    def _doctrine_entry(self, d):
        return {"id": d.key, "nation": d.nation.key, "kind": d.kind, "name": d.name, **d.translations}

    def _doctrine_fields(self, e):
        return {"nation": self.nations[e["nation"]], "kind": e["kind"], "name": e["name"]}

    def _detachment_fields(self, e):
        officer = e["officer"]
        return {
            "doctrine": self.doctrines[e["doctrine"]],
            "name": e["name"],
            "officer": self.units[officer["unit"]],
            "orders_per_turn": officer["orders_per_turn"],
            "command_radius_cm": officer["command_radius_cm"],
            "activations_per_turn": officer["activations_per_turn"],
            "event_cards": e["event_cards"],
            "qualities": e["qualities"],
            "extra_points": e["extra_points"],
            "setup": e["setup"],
        }

    def _detachment_links(self, detachment, e):
        detachment.units.set([self.units[k] for k in e["units"]])
        detachment.core.all().delete()
        CoreUnit.objects.bulk_create(
            CoreUnit(detachment_type=detachment, unit=self.units[c["unit"]], count=c["count"]) for c in e["core"]
        )
