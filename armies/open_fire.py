"""Open Fire packs and forces: loading a pack, and a player's force built, checked, exported and imported. The
rules of what a force may be are the engine's (rules.engine.open_fire.packs and forces); these services own the
rows and refuse, in a player's words, what would make a force unreadable."""

from __future__ import annotations

import json
from dataclasses import dataclass

from django.db import transaction
from django.utils.text import slugify
from django.utils.translation import gettext

from armies.models import OpenFireForce, OpenFirePack
from bof_site.refusals import Refused
from rules.engine.open_fire import forces, packs

MAX_NAME = 80
MAX_FILE = 200_000  # bytes: a force file is a few kilobytes


def read_file(upload) -> object:
    """The JSON of an uploaded force file (the builder's import, a battle lobby's choice), or a refusal in words."""
    if upload is None or upload.size > MAX_FILE:
        raise Refused(gettext("Choose a force file (a JSON file of a few kilobytes)."))
    try:
        return json.loads(upload.read().decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise Refused(gettext("That file is not JSON: export a force from this app and try again.")) from None


def load_pack(doc: object) -> OpenFirePack:
    """Load (or replace, by its name) a pack; PackError names every bad entry and nothing changes."""
    pack = packs.read_pack(doc)
    given = doc.get("id") if isinstance(doc, dict) else None
    key = (
        given if isinstance(given, str) and packs.ID.fullmatch(given) and len(given) <= 60 else slugify(pack.name)[:60]
    )
    row, _created = OpenFirePack.objects.update_or_create(
        key=key, defaults={"name": pack.name[:200], "version": pack.version[:40], "sample": pack.sample, "doc": doc}
    )
    return row


def pack_of(row: OpenFirePack) -> packs.Pack:
    return packs.read_pack(row.doc)


@dataclass(frozen=True)
class Built:
    """A force as its builder shows it: the row, its units read from the pack, and what keeps it off a table."""

    row: OpenFireForce
    pack: packs.Pack
    force: forces.Force


def document(row: OpenFireForce) -> dict:
    """The force as a file (docs/open-fire-pack.md, "A force")."""
    doc = {"format": forces.FORMAT, "name": row.name, "pack": row.pack.key, "pack_version": row.pack.version}
    doc["units"] = [dict(u) for u in row.units]
    if row.points_limit is not None:
        doc["points"] = {"limit": row.points_limit}
    return doc


def built(row: OpenFireForce) -> Built:
    pack = pack_of(row.pack)
    return Built(row, pack, forces.read_force(document(row), pack))


def _mine(owner, force_id: int) -> OpenFireForce:
    row = OpenFireForce.objects.select_for_update().select_related("pack").filter(pk=force_id, owner=owner).first()
    if row is None:
        raise Refused(gettext("There is no such force of yours."))
    return row


def _name(name: str) -> str:
    name = (name or "").strip()
    if not name:
        raise Refused(gettext("Give the force a name."), field="name")
    if len(name) > MAX_NAME:
        raise Refused(gettext("A name has at most %(most)s characters.") % {"most": MAX_NAME}, field="name")
    return name


def _limit(limit: int | None) -> int | None:
    if limit is not None and not 1 <= limit <= 20000:
        raise Refused(gettext("A points limit is between 1 and 20000, or none."), field="points_limit")
    return limit


def create(owner, *, pack_key: str, name: str, points_limit: int | None) -> OpenFireForce:
    pack = OpenFirePack.objects.filter(key=pack_key).first()
    if pack is None:
        raise Refused(gettext("Pick a pack from the list."), field="pack")
    return OpenFireForce.objects.create(owner=owner, pack=pack, name=_name(name), points_limit=_limit(points_limit))


def settings(owner, force_id: int, *, name: str, points_limit: int | None) -> OpenFireForce:
    with transaction.atomic():
        row = _mine(owner, force_id)
        row.name, row.points_limit = _name(name), _limit(points_limit)
        row.save(update_fields=["name", "points_limit", "updated_at"])
    return row


def add(owner, force_id: int, unit: str) -> OpenFireForce:
    """One more unit of the pack's `unit`, numbered after the last."""
    with transaction.atomic():
        row = _mine(owner, force_id)
        if unit not in pack_of(row.pack).units:
            raise Refused(gettext("Pick a unit of this force's pack."), field="unit")
        if len(row.units) >= forces.MAX_UNITS:
            raise Refused(gettext("A force has at most %(most)s units.") % {"most": forces.MAX_UNITS})
        ref = max((u["ref"] for u in row.units), default=0) + 1
        row.units = [*row.units, {"ref": ref, "unit": unit, "leader": ""}]
        row.save(update_fields=["units", "updated_at"])
    return row


def remove(owner, force_id: int, ref: int) -> OpenFireForce:
    with transaction.atomic():
        row = _mine(owner, force_id)
        kept = [u for u in row.units if u["ref"] != ref]
        if len(kept) == len(row.units):
            raise Refused(gettext("That unit is no longer in the force."))
        row.units = kept
        row.save(update_fields=["units", "updated_at"])
    return row


def import_force(owner, doc: object) -> OpenFireForce:
    """A force file becomes a new force of the owner's, against the pack it names (or the only one loaded)."""
    if not isinstance(doc, dict) or doc.get("format") != forces.FORMAT:
        raise Refused(gettext("This is not an Open Fire force file."), field="force")
    pack = OpenFirePack.objects.filter(key=str(doc.get("pack") or "")).first()
    if pack is None and OpenFirePack.objects.count() == 1:
        pack = OpenFirePack.objects.get()
    if pack is None:
        raise Refused(gettext("The pack this force was built from is not loaded here."), field="force")
    checked = forces.read_force(doc, pack_of(pack))
    # Each unit the pack knows under the number the check took it with (the first entry with that number), its
    # leader as the file names it: whatever else a file holds there is left out.
    known = {(u.ref, u.profile.id) for u in checked.units}
    units, taken = [], set()
    for u in doc["units"] if isinstance(doc.get("units"), list) else []:
        ref, unit = (u.get("ref"), u.get("unit")) if isinstance(u, dict) else (None, None)
        if isinstance(ref, int) and isinstance(unit, str) and (ref, unit) in known and ref not in taken:
            taken.add(ref)
            units.append({"ref": ref, "unit": unit, "leader": str(u.get("leader") or "")})
    if not units:
        raise Refused(gettext("The file has no unit this pack knows."), field="force")
    return OpenFireForce.objects.create(
        owner=owner, pack=pack, name=_name(str(doc.get("name") or "")[:MAX_NAME] or gettext("Imported force")),
        units=units, points_limit=checked.limit,
    )  # fmt: skip
