"""Writes to players' detachments. Each change runs in one transaction under the detachment's row lock
and checks that the detachment belongs to the player. Refusals are sentences for the player; the
rules of the list itself (points, core units, capacity ...) are advice, shown by the builder."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db import transaction
from django.db.models import F, Max, Q
from django.utils.translation import gettext

from armies.models import DataPack, Detachment, DetachmentType, RosterUnit, UnitProfile, Weapon
from armies.models.rosters import MAX_POINTS, MAX_UNITS, new_share_token
from armies.pack_words import copied, said
from bof_site.refusals import Refused
from rules.engine.procedures.setup import MODES

MAX_ADD = 30  # units added in one go


class NotFound(Refused):
    """No such detachment for this player (the view answers 404, never "it is someone else's")."""

    def __init__(self) -> None:
        super().__init__("There is no such detachment in your list.")


@dataclass(frozen=True)
class Settings:
    name: str
    points_source: str = "free"
    points_free: int = 150
    game_mode: str = ""
    mode_role: str = "first"
    players: int = 2


def pack_version() -> str:
    return DataPack.objects.values_list("version", flat=True).first() or ""


def locked(owner, detachment_id: int) -> Detachment:
    d = (
        Detachment.objects.select_for_update(of=("self",))
        .select_related("detachment_type__doctrine__nation", "detachment_type__officer")
        .filter(pk=detachment_id, owner=owner)
        .first()
        if owner.is_authenticated
        else None
    )
    if d is None:
        raise NotFound()
    return d


def check_settings(s: Settings) -> None:
    if not s.name.strip():
        raise Refused(gettext("Give the detachment a name."), field="name")
    if len(s.name) > 80:
        raise Refused(gettext("Keep the name to 80 characters."), field="name")
    if s.points_source not in ("free", "mode"):
        raise Refused(gettext("Choose free points or a game mode."), field="points_source")
    if s.points_source == "mode" and (s.game_mode not in MODES or not MODES[s.game_mode].points):
        raise Refused(gettext("Choose a game mode that sets the points."), field="game_mode")
    if not 1 <= s.points_free <= MAX_POINTS:
        raise Refused(gettext("Points must be between 1 and %(most)s.") % {"most": MAX_POINTS}, field="points_free")
    if s.mode_role not in ("first", "second"):
        raise Refused(gettext("Choose team A / attacker or team B / defender."), field="mode_role")
    if s.players not in (2, 4, 6):
        raise Refused(gettext("Choose 2, 4 or 6 players."), field="players")


@transaction.atomic
def create_detachment(owner, *, type_key: str, settings: Settings) -> Detachment:
    check_settings(settings)
    t = DetachmentType.objects.select_related("officer").filter(key=type_key, retired=False).first()
    if t is None:
        raise Refused(gettext("Choose a detachment type from the list."), field="detachment_type")
    d = Detachment.objects.create(
        owner=owner, detachment_type=t, pack_version=pack_version(), **_settings_fields(settings)
    )
    unit = RosterUnit.objects.create(detachment=d, profile=t.officer, quality=officer_quality(t), position=0)
    unit.weapons.set(t.officer.weapons.all())
    return d


def officer_quality(t: DetachmentType) -> str:
    """The ranking officer comes as a regular where the type and his profile allow it."""
    fits = [q for q in ("regular", *t.qualities) if q in t.qualities and t.officer.cost(q) is not None]
    return fits[0] if fits else "regular"


def _settings_fields(s: Settings) -> dict:
    return {
        "name": s.name.strip(),
        "points_source": s.points_source,
        "points_free": s.points_free,
        "game_mode": s.game_mode if s.points_source == "mode" else "",
        "mode_role": s.mode_role,
        "players": s.players,
    }


@transaction.atomic
def update_settings(owner, detachment_id: int, settings: Settings) -> Detachment:
    check_settings(settings)
    d = locked(owner, detachment_id)
    for name, value in _settings_fields(settings).items():
        setattr(d, name, value)
    d.save()
    return d


def _profile_for(d: Detachment, key: str) -> UnitProfile:
    p = d.detachment_type.units.filter(key=key, retired=False).first()
    if p is None or p.unit_type == "ranking-officer":
        raise Refused(gettext("Pick a unit from this detachment type's list."), field="unit")
    return p


def _check_quality(d: Detachment, profile: UnitProfile, quality: str) -> None:
    if quality not in d.detachment_type.qualities:
        allowed = " or ".join(d.detachment_type.qualities)
        raise Refused(
            gettext("This detachment type fields %(allowed)s troops only.") % {"allowed": allowed}, field="quality"
        )
    if profile.cost(quality) is None:
        raise Refused(
            gettext("There is no %(quality)s %(name)s in the arsenal.") % {"quality": quality, "name": said(profile)},
            field="quality",
        )


@transaction.atomic
def add_units(owner, detachment_id: int, *, unit_key: str, quality: str, count: int) -> list[RosterUnit]:
    d = locked(owner, detachment_id)
    profile = _profile_for(d, unit_key)
    _check_quality(d, profile, quality)
    if not 1 <= count <= MAX_ADD:
        raise Refused(gettext("Add between 1 and %(most)s at a time.") % {"most": MAX_ADD}, field="count")
    have = d.units.count()
    if have + count > MAX_UNITS:
        raise Refused(
            gettext("A detachment holds at most %(most)s units; this one has %(have)s.")
            % {"most": MAX_UNITS, "have": have},
            field="count",
        )
    position = (d.units.aggregate(top=Max("position"))["top"] or 0) + 1
    made = RosterUnit.objects.bulk_create(
        RosterUnit(detachment=d, profile=profile, quality=quality, position=position + i) for i in range(count)
    )
    defaults = list(profile.weapons.all())
    RosterUnit.weapons.through.objects.bulk_create(
        RosterUnit.weapons.through(rosterunit_id=u.id, weapon_id=w.id) for u in made for w in defaults
    )
    _touch(d)
    return made


def _unit(d: Detachment, unit_id: int) -> RosterUnit:
    u = d.units.select_related("profile").filter(pk=unit_id).first()
    if u is None:
        raise Refused(gettext("That unit is no longer in this detachment."), field="unit")
    return u


def group_of(d: Detachment, unit: RosterUnit) -> list[RosterUnit]:
    """The units the builder shows as one line with this one: same unit, quality, weapons, ride."""
    links = RosterUnit.weapons.through.objects.filter(rosterunit__detachment=d).values_list(
        "rosterunit_id", "weapon_id"
    )
    kit: dict[int, set[int]] = {}
    for unit_id, weapon_id in links:
        kit.setdefault(unit_id, set()).add(weapon_id)
    same = d.units.filter(
        profile_id=unit.profile_id,
        quality=unit.quality,
        rides_in_id=unit.rides_in_id,
        towed_by_id=unit.towed_by_id,
        squad_leader=unit.squad_leader,
    ).select_related("profile")
    return [u for u in same if kit.get(u.id, set()) == kit.get(unit.id, set())]


@dataclass(frozen=True)
class Loadout:
    quality: str
    weapons: tuple[str, ...]
    rides_in: int | None = None
    towed_by: int | None = None


@transaction.atomic
def edit_units(owner, detachment_id: int, *, unit_id: int, whole_group: bool, loadout: Loadout) -> int:
    d = locked(owner, detachment_id)
    unit = _unit(d, unit_id)
    targets = group_of(d, unit) if whole_group else [unit]
    _check_quality(d, unit.profile, loadout.quality)
    weapons = _weapons(d, unit.profile, loadout.weapons)
    carrier = _carrier(d, unit, loadout.rides_in)
    tower = _tower(d, unit, loadout.towed_by)
    ids = [u.id for u in targets]
    RosterUnit.objects.filter(pk__in=ids).update(quality=loadout.quality, rides_in=carrier, towed_by=tower)
    Through = RosterUnit.weapons.through
    Through.objects.filter(rosterunit_id__in=ids).delete()
    Through.objects.bulk_create(Through(rosterunit_id=i, weapon_id=w.id) for i in ids for w in weapons)
    _touch(d)
    return len(ids)


def _weapons(d: Detachment, profile: UnitProfile, keys: Iterable[str]) -> list[Weapon]:
    keys = set(keys)
    if not keys:
        return []
    if profile.unit_type not in ("ranking-officer", "squad-leader", "infantry"):
        raise Refused(gettext("A %(name)s carries no hand weapons.") % {"name": said(profile)}, field="weapons")
    nation = d.detachment_type.doctrine.nation
    found = list(Weapon.objects.filter(Q(nation=nation) | Q(nation__isnull=True), key__in=keys, retired=False))
    if len(found) != len(keys):
        raise Refused(gettext("Pick weapons from this nation's list."), field="weapons")
    return found


def _carrier(d: Detachment, unit: RosterUnit, carrier_id: int | None) -> RosterUnit | None:
    if carrier_id is None:
        return None
    carrier = d.units.select_related("profile").filter(pk=carrier_id).first()
    if carrier is None or carrier.profile.passengers == 0 or carrier.id == unit.id:
        raise Refused(gettext("Pick a vehicle of this detachment that carries passengers."), field="rides_in")
    p = unit.profile
    if not (
        p.unit_type in ("ranking-officer", "squad-leader", "infantry")
        or (p.unit_type == "support-weapon" and not p.tow_class)
    ):
        raise Refused(gettext("A %(name)s cannot ride as a passenger.") % {"name": said(p)}, field="rides_in")
    if carrier.rides_in_id:
        raise Refused(gettext("That vehicle is itself riding in another one."), field="rides_in")
    return carrier


def _tower(d: Detachment, unit: RosterUnit, tower_id: int | None) -> RosterUnit | None:
    if tower_id is None:
        return None
    tower = d.units.select_related("profile").filter(pk=tower_id).first()
    if tower is None or not tower.profile.tow_class or tower.profile.unit_type == "support-weapon":
        raise Refused(gettext("Pick a vehicle of this detachment that can tow."), field="towed_by")
    if not unit.profile.tow_class or unit.profile.unit_type != "support-weapon":
        raise Refused(gettext("A %(name)s cannot be towed.") % {"name": said(unit.profile)}, field="towed_by")
    return tower


@transaction.atomic
def promote(owner, detachment_id: int, *, unit_id: int) -> RosterUnit | None:
    """Make this soldier the squad leader (free), or demote him if he already is."""
    d = locked(owner, detachment_id)
    unit = _unit(d, unit_id)
    if unit.squad_leader:
        RosterUnit.objects.filter(pk=unit.id).update(squad_leader=False)
        _touch(d)
        return None
    if unit.profile.unit_type != "infantry" or unit.profile.crew != 1:
        raise Refused(gettext("Only a single soldier can be promoted to squad leader."), field="unit")
    d.units.filter(squad_leader=True).update(squad_leader=False)
    RosterUnit.objects.filter(pk=unit.id).update(squad_leader=True)
    _touch(d)
    return unit


@transaction.atomic
def duplicate_unit(owner, detachment_id: int, *, unit_id: int) -> RosterUnit:
    d = locked(owner, detachment_id)
    unit = _unit(d, unit_id)
    if unit.profile.unit_type == "ranking-officer":
        raise Refused(gettext("The detachment has one ranking officer."), field="unit")
    if d.units.count() >= MAX_UNITS:
        raise Refused(gettext("A detachment holds at most %(most)s units.") % {"most": MAX_UNITS}, field="unit")
    weapons = list(unit.weapons.all())
    d.units.filter(position__gt=unit.position).update(position=F("position") + 1)
    copy = RosterUnit.objects.create(
        detachment=d,
        profile=unit.profile,
        quality=unit.quality,
        position=unit.position + 1,
        rides_in=unit.rides_in,
        towed_by=None,  # a gun has one tow; the copy waits for its own
    )
    copy.weapons.set(weapons)
    _touch(d)
    return copy


@transaction.atomic
def remove_unit(owner, detachment_id: int, *, unit_id: int) -> None:
    """Remove one unit; keep what undo needs to put it back (with its weapons and what rode in it)."""
    d = locked(owner, detachment_id)
    unit = _unit(d, unit_id)
    if unit.profile.unit_type == "ranking-officer":
        raise Refused(gettext("The ranking officer comes with the detachment and cannot be removed."), field="unit")
    d.last_removed = {
        "profile": unit.profile_id,
        "quality": unit.quality,
        "position": unit.position,
        "weapons": list(unit.weapons.values_list("id", flat=True)),
        "rides_in": unit.rides_in_id,
        "towed_by": unit.towed_by_id,
        "squad_leader": unit.squad_leader,
        "label": unit.profile.name,  # shown by the undo button in the reader's language (armies.pack_words)
        "translations": {f"label_{k.rpartition('_')[2]}": v for k, v in copied(unit.profile, "name").items()},
        "passengers": list(unit.passengers.values_list("id", flat=True)),
        "towed": list(unit.towed.values_list("id", flat=True)),
    }
    unit.delete()
    d.save()
    _touch(d)


@transaction.atomic
def undo_remove(owner, detachment_id: int) -> RosterUnit:
    d = locked(owner, detachment_id)
    stash = d.last_removed
    if not stash:
        raise Refused(gettext("There is no removal to undo."), field="unit")
    if d.units.count() >= MAX_UNITS:
        raise Refused(gettext("A detachment holds at most %(most)s units.") % {"most": MAX_UNITS}, field="unit")
    live = set(d.units.values_list("id", flat=True))
    unit = RosterUnit.objects.create(
        detachment=d,
        profile_id=stash["profile"],
        quality=stash["quality"],
        position=stash["position"],
        rides_in_id=stash["rides_in"] if stash["rides_in"] in live else None,
        towed_by_id=stash["towed_by"] if stash["towed_by"] in live else None,
        squad_leader=stash["squad_leader"] and not d.units.filter(squad_leader=True).exists(),
    )
    unit.weapons.set(Weapon.objects.filter(pk__in=stash["weapons"]))
    d.units.filter(pk__in=stash["passengers"], rides_in__isnull=True).update(rides_in=unit)
    d.units.filter(pk__in=stash["towed"], towed_by__isnull=True).update(towed_by=unit)
    d.last_removed = None
    d.save()
    _touch(d)
    return unit


@transaction.atomic
def delete_detachment(owner, detachment_id: int) -> str:
    d = locked(owner, detachment_id)
    name = d.name
    d.delete()
    return name


@transaction.atomic
def new_share_link(owner, detachment_id: int) -> Detachment:
    """A fresh share link; the old one stops working."""
    d = locked(owner, detachment_id)
    d.share_token = new_share_token()
    d.save(update_fields=["share_token", "updated_at"])
    return d


def _touch(d: Detachment) -> None:
    """Every edit re-bases the roster on the arsenal as it is now."""
    d.pack_version = pack_version()
    d.save(update_fields=["updated_at", "pack_version"])
