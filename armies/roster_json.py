"""A roster as JSON (`bof-roster/1`, see docs/roster.md): export, import, and duplicating a detachment.

The export records the data pack version and each unit's points, so importing into another pack can
say what changed: units and weapons it no longer has, and prices that moved.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db import transaction
from django.utils.translation import gettext

from armies import builder
from armies.models import Detachment, DetachmentType, RosterUnit, UnitProfile, Weapon
from armies.models.rosters import MAX_UNITS
from armies.pack_words import said
from armies.rosters import NotFound, Settings, check_settings, create_detachment, locked, pack_version
from bof_site.refusals import Refused

FORMAT = "bof-roster/1"
MAX_REF = 1_000_000  # refs only link units within one file; no roster needs more
QUALITY_KEYS = ("conscript", "regular", "elite")


@dataclass
class ImportReport:
    detachment_id: int
    lines: list[str] = field(default_factory=list)


def export_roster(owner, detachment_id: int) -> dict:
    d = builder.detachments_query().filter(pk=detachment_id, owner=owner).first() if owner.is_authenticated else None
    if d is None:
        raise NotFound()
    return roster_document(builder.load(d))


def roster_document(roster: builder.Roster) -> dict:
    d = roster.detachment
    t = d.detachment_type
    ref = {line.unit.id: n for n, line in enumerate(roster.lines, start=1)}
    return {
        "format": FORMAT,
        "pack_version": d.pack_version,
        "name": d.name,
        "nation": t.doctrine.nation.key,
        "doctrine": t.doctrine.key,
        "detachment_type": t.key,
        "points": {
            "source": d.points_source,
            "free": d.points_free,
            "game_mode": d.game_mode,
            "role": d.mode_role,
            "players": d.players,
            "limit": roster.muster.limit,
            "spent": roster.muster.points,
        },
        "units": [
            {
                "ref": ref[line.unit.id],
                "unit": line.unit.profile.key,
                "quality": line.unit.quality,
                "weapons": sorted(w.key for w in line.unit.weapons.all()),
                "rides_in": ref.get(line.unit.rides_in_id),
                "towed_by": ref.get(line.unit.towed_by_id),
                "squad_leader": line.unit.squad_leader,
                "points": line.points,
            }
            for line in roster.lines
        ],
    }


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise Refused(
            gettext("This roster file cannot be imported: %(message)s Nothing was changed.") % {"message": message},
            field="roster",
        )


def check_shape(doc: object) -> None:
    """Refuses, with the reason alone, a document that is not a roster this app can read."""
    if (problem := _shape_problem(doc)) is not None:
        raise Refused(problem, field="roster")


def _shape_problem(doc: object) -> str | None:
    """What is wrong with the document's shape, worded only when something is (wording every possible reason up
    front translated about 240 sentences for a 20-unit roster, a fifth of a battle seat's roster check)."""
    if not isinstance(doc, dict):
        return gettext("it is not a roster exported from this app.")
    if doc.get("format") != FORMAT:
        return gettext("its format is not %(format)s.") % {"format": FORMAT}
    if not (isinstance(doc.get("name"), str) and isinstance(doc.get("detachment_type"), str)):
        return gettext("it has no name or type.")
    if not isinstance(doc.get("points"), dict):
        return gettext("it has no points settings.")
    units = doc.get("units")
    if not (isinstance(units, list) and len(units) <= MAX_UNITS):
        return gettext("it needs a list of at most %(most)s units.") % {"most": MAX_UNITS}
    refs = set()
    for n, u in enumerate(units, start=1):
        if (problem := _unit_problem(n, u, refs)) is not None:
            return problem
        refs.add(u["ref"])
    return None


def _unit_problem(n: int, u: object, refs: set[int]) -> str | None:
    """What is wrong with the entry of the roster's `n`th unit."""
    if not isinstance(u, dict):
        return gettext("unit %(n)s is not an entry.") % {"n": n}
    ref = u.get("ref")
    if not (isinstance(ref, int) and not isinstance(ref, bool) and 0 <= ref <= MAX_REF and ref not in refs):
        return gettext("unit %(n)s has no ref of its own (a whole number from 0 to %(most)s).") % {
            "n": n,
            "most": MAX_REF,
        }
    if not isinstance(u.get("unit"), str):
        return gettext("unit %(n)s does not name its unit.") % {"n": n}
    if u.get("quality") not in QUALITY_KEYS:
        return gettext("unit %(n)s has no quality (conscript, regular or elite).") % {"n": n}
    weapons = u.get("weapons", [])
    if not (isinstance(weapons, list) and all(isinstance(w, str) for w in weapons)):
        return gettext("unit %(n)s lists weapons badly.") % {"n": n}
    for link in ("rides_in", "towed_by"):
        if not (u.get(link) is None or isinstance(u.get(link), int)):
            return gettext("unit %(n)s has a bad %(link)s.") % {"n": n, "link": link}
    if not isinstance(u.get("squad_leader", False), bool):
        return gettext("unit %(n)s has a bad squad_leader.") % {"n": n}
    if not isinstance(u.get("salvage", False), bool):
        return gettext("unit %(n)s has a bad salvage mark.") % {"n": n}
    marked = u.get("salvage_weapons", [])
    if not (isinstance(marked, list) and all(isinstance(w, str) for w in marked)):
        return gettext("unit %(n)s has a bad salvage mark.") % {"n": n}
    return None


def _settings(doc: dict, name: str | None) -> Settings:
    p = doc["points"]
    try:
        s = Settings(
            name=(name or doc["name"])[:80],
            points_source=str(p.get("source", "free")),
            points_free=int(p.get("free", 150)),
            game_mode=str(p.get("game_mode") or ""),
            mode_role=str(p.get("role", "first")),
            players=int(p.get("players", 2)),
        )
    except (TypeError, ValueError):
        _need(False, gettext("its points settings are not numbers."))
    try:
        check_settings(s)
    except Refused as refusal:
        _need(False, refusal.message)
    return s


@transaction.atomic
def import_roster(owner, doc: object, *, name: str | None = None) -> ImportReport:
    try:
        check_shape(doc)
    except Refused as refusal:
        _need(False, refusal.message)
    t = DetachmentType.objects.filter(key=doc["detachment_type"], retired=False).select_related("officer").first()
    _need(t is not None, gettext("this arsenal has no detachment type “%(type)s”.") % {"type": doc["detachment_type"]})
    d = create_detachment(owner, type_key=t.key, settings=_settings(doc, name))
    report = ImportReport(d.id)
    now = pack_version()
    if doc.get("pack_version") != now:
        report.lines.append(
            gettext("Built with data pack %(version)s; this arsenal is %(now)s.")
            % {"version": doc.get("pack_version") or "(unknown)", "now": now}
        )
    units = doc["units"]
    profiles = {p.key: p for p in UnitProfile.objects.filter(key__in={u["unit"] for u in units})}
    weapons = {w.key: w for w in Weapon.objects.filter(key__in={k for u in units for k in u.get("weapons", [])})}
    officer = d.units.get()
    made: dict[int, RosterUnit] = {}
    kits: list[tuple[RosterUnit, list[Weapon]]] = []
    for n, u in enumerate(units, start=1):
        profile = profiles.get(u["unit"])
        if profile is None:
            report.lines.append(
                gettext("Unit %(n)s (%(unit)s) is not in this arsenal: left out.") % {"n": n, "unit": u["unit"]}
            )
            continue
        kit = [weapons[k] for k in dict.fromkeys(u.get("weapons", [])) if k in weapons]
        for k in u.get("weapons", []):
            if k not in weapons:
                report.lines.append(
                    gettext("Unit %(n)s (%(name)s): weapon %(k)s is not in this arsenal: left out.")
                    % {"n": n, "name": said(profile), "k": k}
                )
        if profile.unit_type == "ranking-officer":
            if profile.id == officer.profile_id and officer.id not in {m.id for m in made.values()}:
                RosterUnit.objects.filter(pk=officer.id).update(quality=u["quality"])
                made[u["ref"]] = officer
                kits.append((officer, kit))
            else:
                report.lines.append(
                    gettext("Unit %(n)s: the ranking officer now is %(name)s.")
                    % {"n": n, "name": said(officer.profile)}
                )
            continue
        if len(made) + (officer not in made.values()) >= MAX_UNITS:  # the officer is always on the roster
            report.lines.append(
                gettext("Unit %(n)s (%(name)s): the roster is full at %(most)s units: left out.")
                % {"n": n, "name": said(profile), "most": MAX_UNITS}
            )
            continue
        made[u["ref"]] = RosterUnit(
            detachment=d,
            profile=profile,
            quality=u["quality"],
            position=n,
            squad_leader=bool(u.get("squad_leader")) and not any(m.squad_leader for m in made.values()),
        )
        kits.append((made[u["ref"]], kit))
    fresh = [m for m in made.values() if m.pk is None]
    RosterUnit.objects.bulk_create(fresh)
    _link(units, made)
    Through = RosterUnit.weapons.through
    Through.objects.filter(rosterunit_id=officer.id).delete() if any(m is officer for m, _ in kits) else None
    Through.objects.bulk_create(Through(rosterunit_id=m.id, weapon_id=w.id) for m, kit in kits for w in kit)
    _price_changes(doc, d, report, {ref: unit.id for ref, unit in made.items()})
    return report


def _link(units: list[dict], made: dict[int, RosterUnit]) -> None:
    changed = []
    for u in units:
        unit = made.get(u["ref"])
        if unit is None or unit.profile.unit_type == "ranking-officer":
            continue
        unit.rides_in = made.get(u.get("rides_in")) if u.get("rides_in") != u["ref"] else None
        unit.towed_by = made.get(u.get("towed_by")) if u.get("towed_by") != u["ref"] else None
        changed.append(unit)
    RosterUnit.objects.bulk_update(changed, ["rides_in", "towed_by"])


def _price_changes(doc: dict, d, report: ImportReport, ids: dict[int, int]) -> None:
    if doc.get("pack_version") == d.pack_version:
        return
    roster = builder.load(builder.detachments_query().get(pk=d.pk))
    for u in doc["units"]:
        line = roster.line(ids.get(u["ref"], 0))
        if line and isinstance(u.get("points"), int) and u["points"] != line.points:
            report.lines.append(
                gettext("%(label)s: now %(points)s points (was %(was)s).")
                % {"label": line.label, "points": line.points, "was": u["points"]}
            )
    spent = doc["points"].get("spent")
    if isinstance(spent, int) and spent != roster.muster.points:
        report.lines.append(
            gettext("Total: %(points)s points (was %(spent)s).") % {"points": roster.muster.points, "spent": spent}
        )


@transaction.atomic
def duplicate_detachment(owner, detachment_id: int) -> ImportReport:
    d = locked(owner, detachment_id)
    doc = roster_document(builder.load(d))
    return import_roster(owner, doc, name=copy_name(d.name))


def copy_name(name: str) -> str:
    """“Name (copy)”, fitting the name field: a name too long to take the suffix whole is cut short with an
    ellipsis first, so the copy never ends up with exactly the original's name (cutting the whole cut the suffix)."""
    most = Detachment._meta.get_field("name").max_length
    copy = gettext("%(name)s (copy)") % {"name": name}
    if len(copy) <= most:
        return copy
    room = most - (len(copy) - len(name)) - 1  # the suffix's letters and the ellipsis
    return gettext("%(name)s (copy)") % {"name": name[:room].rstrip() + "…"}
