"""The arsenal's units and weapons for the one search (rules.search): each found by its name, nation, type and notes, in
the reader's words and the pack's own, and linked to its card on its nation's arsenal page."""

from __future__ import annotations

import functools

from django.db.models import Prefetch
from django.urls import reverse
from django.utils import translation
from django.utils.text import Truncator
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from armies.models import MOVEMENTS, SLOTS, UNIT_TYPES, DataPack, Nation, UnitProfile, Weapon
from armies.models.arsenal import VEHICLE_CLASSES
from armies.pack_words import said, translations_of
from rules.search import Document, Hit, Index, document

# The choices' labels as lazy translations, to be said in the reader's language and in English.
UNIT_TYPE, VEHICLE_CLASS, MOVEMENT, SLOT = (dict(c) for c in (UNIT_TYPES, VEHICLE_CLASSES, MOVEMENTS, SLOTS))
ANY_NATION = _("Any nation")


def arsenal_index() -> Index:
    """The loaded pack's units and weapons in the language in use: one query when this pack's are built already."""
    stamp = DataPack.objects.values_list("version", "imported_at").first()
    return _arsenal_index(stamp, get_language())


@functools.lru_cache(maxsize=8)
def _arsenal_index(_stamp, _language) -> Index:
    # Built again when another pack is loaded (the stamp changes), and once per language, which the key names. As
    # with the builder's examples (armies.selectors), a staff edit in the admin is found after the next pack load.
    carried = Prefetch("weapons", queryset=Weapon.objects.filter(retired=False).order_by("name"))
    units = UnitProfile.objects.filter(retired=False, nation__retired=False).select_related("nation")
    weapons = Weapon.objects.filter(retired=False).select_related("nation").order_by("name")
    # A weapon of no nation is on every nation's page: it is shown on the first one's.
    anywhere = Nation.objects.filter(retired=False).order_by("name").first()
    found = [_unit(unit) for unit in units.prefetch_related(carried).order_by("name")]
    found += [_weapon(weapon, weapon.nation or anywhere) for weapon in weapons if weapon.nation or anywhere]
    return Index(found)


def _unit(unit: UnitProfile) -> Document:
    kind, name, notes, nation = UNIT_TYPE[unit.unit_type], said(unit), said(unit, "notes"), said(unit.nation)
    url = reverse("armies:nation", args=[unit.nation.key]) + f"#{unit.key}"
    hit = Hit("Unit", name, url, Truncator(notes).chars(140) or str(kind), f"{nation} · {kind}")
    labels = [kind, VEHICLE_CLASS.get(unit.vehicle_class, ""), MOVEMENT[unit.movement]]
    found_by = [unit.key, nation, unit.nation.name, *_in_both(labels), notes, unit.notes, *_every_language(unit)]
    found_by += [said(weapon) for weapon in unit.weapons.all()]
    return document(hit, title=f"{name} {unit.name}", body=" ".join(found_by))


def _weapon(weapon: Weapon, shown_on: Nation) -> Document:
    url = reverse("armies:nation", args=[shown_on.key]) + f"#weapon-{weapon.key}"
    slot, kind, name = SLOT[weapon.slot], weapon.kind_label, said(weapon)
    nation = said(weapon.nation) if weapon.nation else ANY_NATION
    hit = Hit("Weapon", name, url, f"{slot} · {kind}", str(nation))
    found_by = [weapon.key, weapon.kind.replace("-", " "), *_in_both([slot, kind, nation]), *_every_language(weapon)]
    return document(hit, title=f"{name} {weapon.name}", body=" ".join(found_by))


def _every_language(entry: UnitProfile | Weapon) -> list[str]:
    """Its words in every language the pack gives: a German name finds it on an English page too."""
    return [str(words) for words in translations_of(entry).values()]


def _in_both(labels: list) -> list[str]:
    """Labels (lazy translations) in the reader's words and in English: a player may look for either."""
    with translation.override("en"):
        english = [str(label) for label in labels]
    return [str(label) for label in labels] + english
