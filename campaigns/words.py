"""The data pack's words on a campaign's pages in the reader's language (armies.pack_words): a force's name when it is
one of the sample examples, the units' labels ("Schütze 3") and the weapons' names in a ledger line or an upgrade.

A campaign keeps its forces' rosters and its ledger in the pack's own words, as a battle seals its log: the force's
name as the example gave it, "Rifleman 3", "MG 42 on Lafette 42 (heavy MG team)". A page finds each name in the
arsenal and says it as the pack gives it in the reader's language; a name the arsenal does not hold (a player's own
detachment's, a retired unit's) stays as written. An English page reads nothing."""

from __future__ import annotations

import re

from django.utils.translation import gettext

from armies import pack_words
from armies.models import UnitProfile, Weapon
from armies.roster_check import example_name_said

NUMBERED = re.compile(r"(?P<name>.+) (?P<n>\d+)")  # "Rifleman 3": one of several (armies.roster_check._labels)
LEADER = " (squad leader)"  # a unit that leads its squad (armies.roster_check._labels)


def _english() -> bool:
    return pack_words.language() == "en"


def force_name(roster: dict | None) -> str:
    """A force's name: the sample example's in the reader's words when the force is one ("Grenadierzug (145
    Punkte)"), else as its player named it."""
    roster = roster or {}
    return example_name_said(roster.get("name") or "", roster.get("detachment_type"))


def name_said(name: str) -> str:
    """A unit's or a weapon's name in the arsenal, said in the reader's language; as written when it holds none."""
    if not name or _english():
        return name
    for model in (UnitProfile, Weapon):
        for row in model.objects.filter(name=name).only("name", "translations"):
            said = pack_words.said(row)
            if said != name:
                return said
    return name


def label_said(label: str) -> str:
    """A unit's label as a force or a battle names it ("Rifleman 3", "Rifleman (squad leader) 2") in the reader's
    language ("Schütze 3"): its name said, the squad leader and the number kept."""
    if not label or _english():
        return label
    whole = name_said(label)  # a name that ends in a number of its own ("Sd.Kfz. 251/1") is said whole
    if whole != label:
        return whole
    found = NUMBERED.fullmatch(label)
    name, number = (found["name"], f" {found['n']}") if found else (label, "")
    said = name_said(name)  # "Gruppenführer (squad leader)" is a unit's own name
    if said == name and name.endswith(LEADER):
        said = f"{name_said(name.removesuffix(LEADER))} {gettext('(squad leader)')}"
    return said + number


def labels_said(labels: dict[int, str]) -> dict[int, str]:
    """Labels by ref, each said (label_said)."""
    return {ref: label_said(label) for ref, label in labels.items()}
