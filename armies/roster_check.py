"""Mustering a roster document (bof-roster/1) against the current arsenal without saving anything: what a
battle seat needs to know before it may ready, and the numbers a battle snapshots at the start."""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext

from armies import builder, pack_words
from armies.models import CoreUnit, DetachmentType, ExampleDetachment, UnitProfile, Weapon
from armies.pack_words import said
from armies.roster_json import FORMAT, check_shape
from armies.rosters import officer_quality, pack_version
from bof_site.refusals import Refused
from rules.engine.muster import DetachmentRules, Muster, UnitEntry, WeaponSpec, muster, points_limit


@dataclass(frozen=True)
class Checked:
    doc: dict
    detachment_type: DetachmentType
    muster: Muster
    profiles: dict[str, UnitProfile]  # unit key -> profile, with its nation and default weapons
    weapons: dict[str, Weapon]  # weapon key -> weapon
    labels: dict[int, str]  # ref -> a name a player can tell apart
    core: tuple[tuple[str, str, int], ...] = ()  # the type's core: (unit key, its name, how many at least)

    @property
    def name(self) -> str:
        return self.doc["name"]

    @property
    def name_said(self) -> str:
        """The name in the reader's language while it is a sample example's, as the example document gave it."""
        return example_name_said(self.name, self.detachment_type.key)


def example_name_said(name: str, detachment_type: str | None = None) -> str:
    """A roster's name in the reader's language while it is a sample example's (of this detachment type, if given):
    "Grenadierzug (145 Punkte)" for "Grenadier platoon (145 points)" (example_document names the roster so). A name
    a player gave stays theirs."""
    if not name or pack_words.language() == "en":
        return name
    examples = ExampleDetachment.objects.filter(name=name, retired=False)
    if detachment_type:
        examples = examples.filter(detachment_type__key=detachment_type)
    example = examples.only("name", "translations").first()
    return said(example) if example else name


def example_document(key: str) -> dict:
    """One of the sample arsenal's ready example detachments, as a roster document."""
    example = (
        ExampleDetachment.objects.filter(key=key, retired=False)
        .select_related("detachment_type__officer")
        .prefetch_related("detachment_type__officer__weapons")
        .first()
    )
    if example is None:
        raise Refused(gettext("Pick an example from the list."), field="example")
    t = example.detachment_type
    officer = {
        "ref": 1,
        "unit": t.officer.key,
        "quality": officer_quality(t),
        "weapons": sorted(w.key for w in t.officer.weapons.all()),
    }
    units, n = [officer], 1
    for entry in example.entries:
        for _ in range(entry["count"]):
            n += 1
            units.append({"ref": n, "unit": entry["unit"], "quality": entry["quality"], "weapons": entry["weapons"]})
    return {
        "format": FORMAT,
        "pack_version": pack_version(),
        "name": example.name,
        "detachment_type": example.detachment_type.key,
        "points": {"source": "free", "free": 150},
        "units": units,
    }


def check_document(doc: object, *, base_points: int, players: int, salvage: bool = False) -> Checked:
    """Muster a roster document for a battle whose side has `base_points` before the multiplayer cut.
    Refuses (with a sentence) a document that is not a roster or names a detachment type we lack. Units marked as
    salvage (free, of any nation) are taken only where a campaign's force is mustered (`salvage`)."""
    try:
        check_shape(doc)
    except Refused as refusal:
        raise Refused(
            gettext("This roster cannot be used: %(message)s") % {"message": refusal.message}, field="roster"
        ) from None
    if not salvage and any(
        isinstance(u, dict) and (u.get("salvage") or u.get("salvage_weapons")) for u in doc["units"]
    ):
        raise Refused(gettext("Salvaged units belong to a campaign's forces only."), field="roster")
    t = (
        DetachmentType.objects.filter(key=doc["detachment_type"], retired=False)
        .select_related("doctrine__nation", "officer")
        .first()
    )
    if t is None:
        raise Refused(
            gettext("This arsenal has no detachment type “%(type)s”.") % {"type": doc["detachment_type"]},
            field="roster",
        )
    units = doc["units"]
    profiles = {
        p.key: p
        for p in UnitProfile.objects.filter(key__in={u["unit"] for u in units} | {t.officer.key})
        .select_related("nation")
        .prefetch_related("weapons")
    }
    weapons = {
        w.key: w
        for w in Weapon.objects.filter(key__in={k for u in units for k in u.get("weapons", [])}).select_related(
            "nation"
        )
    }
    allowed = frozenset(t.units.values_list("key", flat=True))
    core = tuple(
        (c.unit.key, said(c.unit), c.count) for c in CoreUnit.objects.filter(detachment_type=t).select_related("unit")
    )
    rules = DetachmentRules(
        nation=t.doctrine.nation.key,
        qualities=tuple(q for q, _ in builder.QUALITIES if q in t.qualities),
        allowed=allowed,
        core=core,
        officer=t.officer.key,
        orders_per_turn=t.orders_per_turn,
        event_cards=t.event_cards,
    )
    missing = [u["unit"] for u in units if u["unit"] not in profiles]
    if missing:
        raise Refused(
            gettext("This roster names units this arsenal does not have: %(units)s.")
            % {"units": ", ".join(missing[:5])},
            field="roster",
        )
    specs = {key: builder.profile_spec(p) for key, p in profiles.items()}
    entries = [
        UnitEntry(
            ref=u["ref"],
            profile=specs[u["unit"]],
            quality=u["quality"],
            weapons=tuple(_carried(weapons[k], u) for k in dict.fromkeys(u.get("weapons", [])) if k in weapons),
            rides_in=u.get("rides_in"),
            towed_by=u.get("towed_by"),
            squad_leader=bool(u.get("squad_leader")),
            salvaged=bool(u.get("salvage")),
        )
        for u in units
    ]
    result = muster(rules, entries, points_limit(base_points, players, t.extra_points))
    return Checked(doc, t, result, profiles, weapons, _labels(units, profiles), core)


def _carried(weapon: Weapon, unit: dict) -> WeaponSpec:
    """A weapon as the unit carries it: one the campaign's victor salvaged (`salvage_weapons`) is free."""
    spec = builder.weapon_spec(weapon)
    return replace(spec, salvaged=True) if weapon.key in unit.get("salvage_weapons", ()) else spec


def _labels(units: list[dict], profiles: dict[str, UnitProfile], *, said: bool = False) -> dict[int, str]:
    """Names a player can tell apart ("Rifleman 2"): the pack's own, as a battle seals them, or `said` in the
    reader's language ("Schütze 2", labels_said)."""
    total: dict[str, int] = {}
    for u in units:
        total[u["unit"]] = total.get(u["unit"], 0) + 1
    seen: dict[str, int] = {}
    out = {}
    leader = " " + gettext("(squad leader)") if said else " (squad leader)"
    for u in units:
        seen[u["unit"]] = seen.get(u["unit"], 0) + 1
        profile = profiles[u["unit"]]
        name = (pack_words.said(profile) if said else profile.name) + (leader if u.get("squad_leader") else "")
        out[u["ref"]] = f"{name} {seen[u['unit']]}" if total[u["unit"]] > 1 else name
    return out


def labels_in_reader_language(checked: Checked) -> dict[int, str]:
    """Each unit's label in the reader's language ("Schütze 2"), for a page that shows a detachment before it is
    revealed into a battle's units."""
    return _labels(checked.doc["units"], checked.profiles, said=True)


def labels_said(checked: Checked) -> dict[int, dict[str, str]]:
    """Each unit's label in the app's other languages, where it differs from the one the battle seals
    ({ref: {"label_de": "Schütze 2"}}): a battle copies them with its units (armies.pack_words)."""
    found: dict[int, dict[str, str]] = {u["ref"]: {} for u in checked.doc["units"]}
    said = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            said[code.split("-")[0]] = _labels(checked.doc["units"], checked.profiles, said=True)
    for language, labels in said.items():
        for ref, label in labels.items():
            if label != checked.labels[ref]:
                found[ref][f"label_{language}"] = label
    return found
