"""What the enemy the app plays is drawn from: the arsenal's nations, doctrines and detachment types as the solo
rolls pick among them, a detachment type as the engine's bags see it (rules/engine/solitaire/force.py), and the
force the bags gave as a roster document any seat could have brought. Reads only."""

from __future__ import annotations

from django.utils.translation import gettext

from armies.models import CoreUnit, DetachmentType, Doctrine, Nation, UnitProfile, Weapon
from armies.pack_words import said
from armies.roster_json import FORMAT
from armies.rosters import pack_version
from battles.services.placement import gun_kind
from rules.engine.solitaire.force import DoctrineList, EnemyForce, Kit, Profile
from rules.engine.solitaire.placement import Piece, Placement

# The pack's doctrine kinds as the solo chapter's points see them (S3): infantry and support doctrines roll as
# infantry/cavalry ones, armoured ones as armour.
POINTS_KIND = {"infantry": "infantry", "support": "infantry", "armored": "armor"}


def nations_of(side: str) -> list[Nation]:
    """The nations of a side, in the arsenal's order (the order a D6 picks among them)."""
    return list(Nation.objects.filter(side=side, retired=False).order_by("pk"))


def side_refusal(battle, detachment_type: DetachmentType | None) -> str:
    """Why a solo battle's player may not bring this detachment: its nation fights for the enemy's side, not the
    player's (S1: the player's side is rolled, the enemy comes from the other); "" when it may, or elsewhere."""
    side = ((battle.state or {}).get("solo") or {}).get("side")
    if not side or detachment_type is None or detachment_type.doctrine.nation.side in ("", side):
        return ""
    names = ", ".join(said(n) for n in nations_of(side))
    if side == "axis":
        return gettext(
            "You fight for the Axis in this battle: choose a detachment of one of its nations (%(nations)s)."
        ) % {"nations": names}
    return gettext(
        "You fight for the Allies in this battle: choose a detachment of one of their nations (%(nations)s)."
    ) % {"nations": names}


def doctrines_of(nation: Nation) -> list[Doctrine]:
    return list(Doctrine.objects.filter(nation=nation, retired=False).order_by("pk"))


def types_of(doctrine: Doctrine) -> list[DetachmentType]:
    return list(DetachmentType.objects.filter(doctrine=doctrine, retired=False).order_by("pk"))


def detachment_type(key: str) -> DetachmentType | None:
    return (
        DetachmentType.objects.filter(key=key, retired=False)
        .select_related("doctrine__nation", "officer")
        .prefetch_related("officer__weapons")
        .first()
    )


def _profile(p: UnitProfile) -> Profile:
    costs = {"conscript": p.cost_conscript, "regular": p.cost_regular, "elite": p.cost_elite}
    return Profile(
        key=p.key,
        name=p.name,
        unit_type=p.unit_type,
        costs={q: c for q, c in costs.items() if c is not None},
        crew=p.crew,
        passengers=p.passengers,
        tow_class=p.tow_class or "",
        movement=p.movement,
        weapons=tuple(sorted(w.key for w in p.weapons.all())),
        small_arms=p.small_arms,
        he=p.he,
        ap=p.ap,
        blast=p.blast or None,
        attacks_per_turn=p.attacks_per_turn,
    )


def doctrine_list(t: DetachmentType) -> DoctrineList:
    """A detachment type as the chapter's bags see it: its officer, core units, what it may field and the hand
    weapons its soldiers may carry (the nation's and those of no nation)."""
    nation = t.doctrine.nation
    units = [_profile(p) for p in t.units.filter(retired=False).prefetch_related("weapons").order_by("key")]
    core = [
        (_profile(c.unit), c.count)
        for c in CoreUnit.objects.filter(detachment_type=t).select_related("unit").prefetch_related("unit__weapons")
    ]
    weapons = Weapon.objects.filter(retired=False, nation__in=[nation]) | Weapon.objects.filter(
        retired=False, nation__isnull=True
    )
    kits = [
        Kit(key=w.key, name=w.name, slot=w.slot, kind=w.kind, cost=w.cost, small_arms=w.small_arms, he=w.he, ap=w.ap)
        for w in weapons.order_by("key")
    ]
    return DoctrineList(
        kind=t.doctrine.kind,
        qualities=tuple(q for q in ("conscript", "regular", "elite") if q in t.qualities),
        officer=_profile(t.officer),
        core=tuple(core),
        units=tuple(units),
        weapons=tuple(kits),
    )


def pieces(force: EnemyForce) -> list[Piece]:
    """The force's units as placement sees them (which of its guns are AT or AA guns is read as the table does)."""
    return [
        Piece(
            ref=u.ref,
            unit_type=u.profile.unit_type,
            quality=u.quality,
            points=u.points,
            crew=u.profile.crew,
            passengers=u.profile.passengers,
            horse=u.profile.movement == "horse",
            tow_class=u.profile.tow_class,
            gun=gun_kind(
                u.profile.unit_type,
                {"blast": u.profile.blast, "attacks_per_turn": u.profile.attacks_per_turn, "he": u.profile.he}
                | {"ap": u.profile.ap},
            ),
        )
        for u in force.units
    ]


def roster_pieces(checked) -> list[Piece]:
    """A roster's units (armies.roster_check.Checked) as placement sees them: a campaign's force placed anew."""
    out = []
    for u in checked.doc["units"]:
        p = checked.profiles[u["unit"]]
        stats = {"blast": p.blast or None, "attacks_per_turn": p.attacks_per_turn, "he": p.he, "ap": p.ap}
        out.append(
            Piece(
                ref=u["ref"],
                unit_type=p.unit_type,
                quality=u["quality"],
                points=checked.muster.unit_points[u["ref"]],
                crew=p.crew,
                passengers=p.passengers,
                tow_class=p.tow_class or "",
                gun=gun_kind(p.unit_type, stats),
                squad_leader=bool(u.get("squad_leader")),
                horse=p.movement == "horse",
            )
        )
    return out


def placed_roster(doc: dict, placement: Placement) -> dict:
    """The roster with passengers and towed guns as the placement loaded them (every other ride let go)."""
    by_ref = {p.ref: p for p in placement.placed}
    units = [
        {**u, "rides_in": by_ref[u["ref"]].rides_in if u["ref"] in by_ref else None,
         "towed_by": by_ref[u["ref"]].towed_by if u["ref"] in by_ref else None}
        for u in doc["units"]
    ]  # fmt: skip
    return {**doc, "units": units}


def placement_state(placement: Placement) -> dict:
    """How the state keeps a placement: each unit's sector, order, ride and ambush, and the steps that say why."""
    placed = [
        {"ref": p.ref, "sector": p.sector, "order": p.order, "rides_in": p.rides_in, "towed_by": p.towed_by,
         "ambush": p.ambush, "why": p.why}
        for p in placement.placed
    ]  # fmt: skip
    return {"placement": placed, "placement_steps": list(placement.steps)}


def roster_of(t: DetachmentType, force: EnemyForce, placement: Placement, name: str) -> dict:
    """The enemy's force as a roster document (docs/roster.md): passengers and towed guns as placement loaded them."""
    by_ref = {p.ref: p for p in placement.placed}
    units = []
    for u in force.units:
        placed = by_ref.get(u.ref)
        units.append(
            {
                "ref": u.ref,
                "unit": u.profile.key,
                "quality": u.quality,
                "weapons": list(u.weapons),
                "rides_in": placed.rides_in if placed else None,
                "towed_by": placed.towed_by if placed else None,
                "squad_leader": False,
            }
        )
    total = sum(u.points for u in force.units)
    return {
        "format": FORMAT,
        "pack_version": pack_version(),
        "name": name,
        "detachment_type": t.key,
        "points": {"source": "free", "free": max(total, 1)},
        "units": units,
    }
