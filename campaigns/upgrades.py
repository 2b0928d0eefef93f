"""Upgrading a side's core units between games: what each unit may become (the engine's boundaries, the detachment
type's own units and qualities), at the arsenal's difference in points, paid from the side's campaign points.

A unit rises a quality level, or becomes another unit of its kind (its weapons become the new unit's own). The price
is what the unit costs afterwards minus what it costs now, extra weapons included (rules.engine.muster.unit_points)."""

from __future__ import annotations

import uuid
from collections import Counter
from dataclasses import dataclass, field

from django.db.models import Q
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext, gettext_lazy, override

from armies import builder, pack_words
from armies.models import QUALITIES, DetachmentType, UnitProfile, Weapon
from armies.roster_check import check_document, labels_in_reader_language
from bof_site.refusals import Refused
from campaigns import books
from campaigns.models import Entry, Force
from campaigns.services import FORCE_LIMIT, append, member_of, writing
from dice import fairplay
from rules import localized
from rules.engine import upgrades as rules
from rules.engine.muster import UnitEntry, unit_points

QUALITY_NAMES = dict(QUALITIES)
INSTEAD = gettext_lazy("{new} instead of {old}")
NOTHING = gettext_lazy("nothing")
SAID = lazy(pack_words.said, str)  # a unit's or a weapon's name, read in the page's language (English in the ledger)


@dataclass(frozen=True)
class Option:
    choice: str  # "quality:elite" or "unit:<profile key>"
    label: str  # lazy: read in the page's language, and in English for the ledger
    price: int
    why_not: str = ""  # empty: it can be bought now


@dataclass
class UnitUpgrades:
    ref: int
    label: str
    quality: str
    rule: str  # what this kind of unit may become, in the engine's words
    options: list[Option] = field(default_factory=list)
    story: object = None  # its history in the campaign (campaigns.history), when a page shows it
    label_said: str = ""  # the label in the reader's language ("Schütze 3"); `label` is the pack's, as sealed
    by_experience: bool = False  # a crew that rises in quality only in battle (R45, the house rule off)
    kind: str = ""  # its upgrade kind (rules.engine.upgrades.kind_of)

    @property
    def quality_name(self) -> str:
        return str(QUALITY_NAMES.get(self.quality, self.quality))

    @property
    def rule_shown(self) -> str:
        return localized.text(self.rule)

    @property
    def by_experience_shown(self) -> str:
        return localized.text(rules.BY_EXPERIENCE) if self.by_experience else ""


def crews_trained(campaign) -> bool:
    """The campaign's house rule (R45): vehicles' and support weapons' crews buy quality as soldiers buy ranks."""
    return rules.CREWS_TRAINED in campaign.house_rules


def options(force: Force, points: int, *, ref: int | None = None) -> list[UnitUpgrades]:
    """Every upgrade each core unit may take (or only unit `ref`, for a purchase), priced; those the side cannot
    pay say so."""
    checked = check_document(force.roster, base_points=FORCE_LIMIT, players=2, salvage=True)
    trained = crews_trained(force.campaign)
    kind = checked.detachment_type
    allowed = list(_allowed_profiles(kind))
    specs = {p.key: builder.profile_spec(p) for p in allowed} | {
        k: builder.profile_spec(p) for k, p in checked.profiles.items()
    }
    nation = kind.doctrine.nation_id
    offered = list(
        Weapon.objects.filter(Q(nation_id=nation) | Q(nation__isnull=True), retired=False)
        .select_related("nation")
        .order_by("name")
    )
    out = []
    labels_said = labels_in_reader_language(checked)
    held = _held_by_the_core(checked)
    for unit in checked.doc["units"]:
        if ref is not None and unit["ref"] != ref:
            continue
        profile = checked.profiles[unit["unit"]]
        if profile.unit_type == "ranking-officer":
            continue  # his rank comes with the detachment type
        now = checked.muster.unit_points[unit["ref"]]
        here = rules.kind_of(profile.unit_type, profile.movement, profile.vehicle_class)
        found = UnitUpgrades(unit["ref"], checked.labels[unit["ref"]], unit["quality"],
                             rules.WHY_NOT.get(here, rules.NOT_UPGRADED), label_said=labels_said[unit["ref"]],
                             by_experience=here in rules.CREWED and not trained, kind=here)  # fmt: skip
        for quality in rules.higher_qualities(unit["quality"]):
            if rules.why_not_rise(here, unit["quality"], quality, crews_trained=trained):
                continue  # a crew rises only by experience (R45), unless the campaign trains crews
            if quality in kind.qualities and profile.cost(quality) is not None:
                price = _price(specs[profile.key], quality, unit, checked, now, keep_weapons=True)
                if price > 0:  # a vehicle's quality that costs nothing more is not an upgrade
                    found.options.append(Option(f"quality:{quality}", format_lazy("{} ({})", QUALITY_NAMES[quality], SAID(profile)), price,
                                                rules.why_not_priced(price, points) or ""))  # fmt: skip
        if here == "infantry":
            found.options += _weapon_options(unit, profile, checked, specs, offered, now, points)
        for other in allowed if profile.key not in held else ():
            there = rules.kind_of(other.unit_type, other.movement, other.vehicle_class)
            if other.key == profile.key or here == "infantry" or rules.why_not(here, there):
                continue
            if other.cost(unit["quality"]) is None:
                continue
            price = _price(specs[other.key], unit["quality"], unit, checked, now, keep_weapons=False)
            if price > 0:  # only what is more powerful is offered
                found.options.append(Option(f"unit:{other.key}", SAID(other), price,
                                            rules.why_not_priced(price, points) or ""))  # fmt: skip
        out.append(found)
    return out


def _held_by_the_core(checked) -> set[str]:
    """The units the detachment type's core keeps as they are: its force has no more of them than the core's
    minimum, so one becoming another unit would leave the force invalid (the purchase's check refuses it; the list
    offered a Tiger for one of the two Panzer IVs an armoured group must field, and every tap was refused)."""
    have = Counter(u["unit"] for u in checked.doc["units"])
    return {key for key, _name, count in checked.core if have[key] <= count}


def _weapon_options(unit, profile, checked, specs, offered, now: int, points: int) -> list[Option]:
    """More or better weapons for a soldier: another side weapon, or (for one man) a better primary weapon."""
    carried = list(unit.get("weapons", []))
    primaries = [k for k in carried if k in checked.weapons and checked.weapons[k].slot == "primary"]
    found = []
    for weapon in offered:
        if weapon.key in carried:
            continue
        if weapon.slot == "primary":
            if profile.crew != 1:
                continue  # a team's primary weapons are chosen man by man in the builder
            keys = [k for k in carried if k not in primaries] + [weapon.key]
            old = [checked.weapons[k] for k in primaries]
            old_said = lazy(lambda old=old: ", ".join(pack_words.said(w) for w in old) or str(NOTHING), str)()
            label = format_lazy(INSTEAD, new=SAID(weapon), old=old_said)
        else:
            keys, label = [*carried, weapon.key], format_lazy("+ {}", SAID(weapon))
        pool = {**checked.weapons, weapon.key: weapon}
        specs_now = tuple(builder.weapon_spec(pool[k]) for k in keys if k in pool)
        price = unit_points(UnitEntry(ref=unit["ref"], profile=specs[profile.key], quality=unit["quality"],
                                      weapons=specs_now)) - now  # fmt: skip
        if price > 0:
            found.append(Option(f"weapons:{','.join(sorted(keys))}", label, price,
                                rules.why_not_priced(price, points) or ""))  # fmt: skip
    return found


def _allowed_profiles(kind: DetachmentType):
    return kind.units.filter(retired=False).select_related("nation").prefetch_related("weapons").order_by("name")


def _price(spec, quality: str, unit: dict, checked, now: int, *, keep_weapons: bool) -> int:
    weapons = (
        tuple(builder.weapon_spec(checked.weapons[k]) for k in unit.get("weapons", []) if k in checked.weapons)
        if keep_weapons
        else ()
    )
    return unit_points(UnitEntry(ref=unit["ref"], profile=spec, quality=quality, weapons=weapons)) - now


def upgrade(*, code: str, user, ref: int, choice: str, key: uuid.UUID) -> Entry:
    """Buy one upgrade for one of the player's side's core units, between games."""
    with writing(code, key) as (campaign, earlier):
        if earlier is not None:
            return earlier
        member = member_of(campaign, user)
        if campaign.state != "running":
            raise Refused(gettext("Units are upgraded between the games of a running campaign."))
        if campaign.games.filter(state__in=books.OPEN).exists():
            raise Refused(gettext("Upgrade between games: finish the game being played and confirm its result first."))
        force = campaign.forces.select_for_update().get(side=member.side)
        points = books.books(campaign, list(campaign.games.all())).points[member.side]
        offered = {o.choice: (u, o) for u in options(force, points, ref=ref) for o in u.options}
        if choice not in offered:
            raise Refused(why_refused(force, ref, choice))
        unit, option = offered[choice]
        if option.why_not:
            raise Refused(option.why_not)
        doc = changed(force.roster, ref, choice)
        checked = check_document(doc, base_points=FORCE_LIMIT, players=2, salvage=True)
        if not checked.muster.valid:
            first = checked.muster.problems[0]
            raise Refused(
                gettext("The force would not be a valid detachment: %(problem)s") % {"problem": first.message}
            )
        force.roster = checked.doc
        force.save(update_fields=["roster"])
        spent = (-option.price, 0) if member.side == "A" else (0, -option.price)
        with override("en"):  # the ledger keeps the app's own words, whatever the buyer reads
            label = str(option.label)
        # A crew trained for points is the house rule's doing (R45): the entry names it, and the ledger's check too.
        trained = (
            {"house_rule": rules.CREWS_TRAINED} if choice.startswith("quality:") and unit.kind in rules.CREWED else {}
        )
        return append(campaign, kind="upgrade", by=member, key=key, points=spent,
                      summary=f"Side {member.side} upgrades {unit.label} to {label} for {option.price} points.",
                      data={"side": member.side, "ref": ref, "choice": choice, "label": label,
                            "price": option.price,
                            "points": {member.side: -option.price}, **trained,
                            "roster_sha256": fairplay.entry_hash("", checked.doc)})  # fmt: skip


NOT_OFFERED = gettext_lazy("That upgrade is not one this unit may take. Pick one from its list.")


def why_refused(force: Force, ref: int, choice: str) -> str:
    """Why a choice the unit's list does not hold is refused, in the reader's words: the book's boundaries (R45), a
    crew that rises only by experience, a quality the detachment type does not field, a unit no more powerful."""
    checked = check_document(force.roster, base_points=FORCE_LIMIT, players=2, salvage=True)
    unit = next((u for u in checked.doc["units"] if u["ref"] == ref), None)
    what, _, value = choice.partition(":")
    if unit is None or not value:
        return str(NOT_OFFERED)
    profile = checked.profiles[unit["unit"]]
    here = rules.kind_of(profile.unit_type, profile.movement, profile.vehicle_class)
    now = checked.muster.unit_points[ref]
    if what == "quality" and value in QUALITY_NAMES:
        reason = rules.why_not_rise(here, unit["quality"], value, crews_trained=crews_trained(force.campaign))
        if reason:
            return localized.text(reason)
        if value not in checked.detachment_type.qualities or profile.cost(value) is None:
            return gettext("The detachment type does not field units of that quality.")
        spec = builder.profile_spec(profile)
        return _priced_refusal(_price(spec, value, unit, checked, now, keep_weapons=True))
    if what == "unit" and value != profile.key:
        other = _allowed_profiles(checked.detachment_type).filter(key=value).first()
        if other is None or profile.unit_type == "ranking-officer":
            return str(NOT_OFFERED)
        reason = rules.why_not(here, rules.kind_of(other.unit_type, other.movement, other.vehicle_class))
        if reason or here == "infantry":
            return localized.text(reason or rules.WHY_NOT["infantry"])
        if other.cost(unit["quality"]) is None:
            return gettext("The detachment type does not field units of that quality.")
        spec = builder.profile_spec(other)
        return _priced_refusal(_price(spec, unit["quality"], unit, checked, now, keep_weapons=False))
    if what == "weapons" and here != "infantry":
        return gettext("Only soldiers take other weapons; a machine keeps the weapons it comes with.")
    return str(NOT_OFFERED)


def _priced_refusal(price: int) -> str:
    """Within the boundaries but not offered: it costs no more (a weaker or equal unit is no upgrade)."""
    return localized.text(rules.NOT_MORE) if price <= 0 else str(NOT_OFFERED)


def changed(roster: dict, ref: int, choice: str) -> dict:
    """The roster with one unit upgraded as `choice` says."""
    what, value = choice.split(":", 1)
    units = []
    for unit in roster["units"]:
        if unit["ref"] == ref:
            unit = dict(unit)
            if what == "quality":
                unit["quality"] = value
            elif what == "weapons":
                unit["weapons"] = value.split(",")
            else:
                profile = UnitProfile.objects.prefetch_related("weapons").get(key=value)
                unit["unit"], unit["weapons"] = value, sorted(w.key for w in profile.weapons.all())
        units.append(unit)
    return {**roster, "units": units}
