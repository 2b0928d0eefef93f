"""Roster files (bof-roster/1, docs/roster.md) on the real database with the sample arsenal: export then
import gives the same roster, the sample's example detachments build and price as they say, bad files
change nothing, and importing into a changed pack reports what moved."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armies import builder, rosters
from armies.models import Detachment, RosterUnit
from armies.models.rosters import MAX_UNITS
from armies.roster_json import FORMAT, duplicate_detachment, export_roster, import_roster
from armies.rosters import Loadout, Settings
from armies.services import pack_import
from bof_site.refusals import Refused
from tests.hypothesis_profiles import examples

SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"
EXAMPLES = json.loads(SAMPLE.read_text(encoding="utf-8"))["examples"]


@pytest.fixture(scope="module")
def sample_arsenal(django_db_setup, django_db_blocker):
    """The sample pack, imported once for the module in a transaction rolled back after its last test."""
    with django_db_blocker.unblock(), transaction.atomic():
        pack_import(document=json.loads(SAMPLE.read_text(encoding="utf-8")))
        yield
        transaction.set_rollback(True)


@pytest.fixture
def owner(sample_arsenal, db, django_user_model):
    return django_user_model.objects.create_user("anna")


def load(detachment_id: int) -> builder.Roster:
    return builder.load(builder.detachments_query().get(pk=detachment_id))


def counts() -> tuple[int, int, int]:
    return Detachment.objects.count(), RosterUnit.objects.count(), RosterUnit.weapons.through.objects.count()


def equip(owner, d, unit_id: int, weapons=(), quality="regular", **links) -> None:
    rosters.edit_units(owner, d.id, unit_id=unit_id, whole_group=False, loadout=Loadout(quality, weapons, **links))


@pytest.fixture
def platoon(owner):
    """A roster using everything a file carries: riders, a tow, a promotion, extra and missing weapons, an undo."""
    d = rosters.create_detachment(owner, type_key="de-regular-infantry", settings=Settings(name="Zug", players=4))
    riflemen = rosters.add_units(owner, d.id, unit_key="de-rifleman", quality="regular", count=6)
    [truck] = rosters.add_units(owner, d.id, unit_key="de-opel-blitz", quality="regular", count=1)
    [gun] = rosters.add_units(owner, d.id, unit_key="de-pak36", quality="conscript", count=1)
    rosters.add_units(owner, d.id, unit_key="de-sniper", quality="regular", count=1)
    equip(owner, d, riflemen[0].id, ("de-mp40", "de-stielhandgranate24"), rides_in=truck.id)
    equip(owner, d, riflemen[1].id, (), rides_in=truck.id)
    equip(owner, d, gun.id, quality="conscript", towed_by=truck.id)
    rosters.promote(owner, d.id, unit_id=riflemen[2].id)
    rosters.duplicate_unit(owner, d.id, unit_id=riflemen[0].id)
    rosters.remove_unit(owner, d.id, unit_id=riflemen[3].id)
    rosters.undo_remove(owner, d.id)
    return d


def test_export_then_import_gives_the_same_roster(owner, platoon):
    before = export_roster(owner, platoon.id)
    report = import_roster(owner, before)
    assert report.lines == [] and report.detachment_id != platoon.id
    assert export_roster(owner, report.detachment_id) == before
    assert [u["squad_leader"] for u in before["units"]].count(True) == 1
    truck = next(u["ref"] for u in before["units"] if u["unit"] == "de-opel-blitz")
    assert [u["rides_in"] for u in before["units"]].count(truck) == 3  # two riders and a copy of one
    assert [u["towed_by"] for u in before["units"] if u["unit"] == "de-pak36"] == [truck]
    assert before["points"]["limit"] == 112 and before["points"]["spent"] == load(platoon.id).muster.points


def test_duplicating_a_detachment_copies_everything_but_the_name(owner, platoon):
    report = duplicate_detachment(owner, platoon.id)
    original, duplicate = export_roster(owner, platoon.id), export_roster(owner, report.detachment_id)
    assert duplicate.pop("name") == "Zug (copy)" and original.pop("name") == "Zug"
    assert duplicate == original


DOC_UNITS = ["de-officer", "de-rifleman", "de-squad-leader", "de-lmg-team", "de-opel-blitz", "de-horse", "de-pak36",
             "de-pak40", "de-tiger1", "us-rifleman", "us-officer", "de-maus"]  # fmt: skip
DOC_WEAPONS = ["de-kar98k", "de-mp40", "de-mg42", "de-stielhandgranate24", "bayonet", "us-m1-garand", "de-raygun"]


@st.composite
def roster_files(draw) -> dict:
    """Any well-formed file, legal or not: foreign and unknown units and weapons, odd links, a second officer."""
    refs = draw(st.lists(st.integers(1, 500), unique=True, max_size=12))
    link = st.none() | st.sampled_from([*refs, 999])
    leader = draw(st.none() | st.sampled_from(refs or [0]))  # at most one; a second is its own test
    units = [
        {"ref": ref, "unit": draw(st.sampled_from(DOC_UNITS)),
         "quality": draw(st.sampled_from(["conscript", "regular", "elite"])),
         "weapons": draw(st.lists(st.sampled_from(DOC_WEAPONS), unique=True, max_size=3)),
         "rides_in": draw(link), "towed_by": draw(link), "squad_leader": ref == leader}
        for ref in refs
    ]  # fmt: skip
    points = {"source": "free", "free": draw(st.integers(1, 2000)), "players": draw(st.sampled_from([2, 4, 6]))}
    version = draw(st.sampled_from(["2026.11.1", "2025.1.0"]))
    return {"format": FORMAT, "pack_version": version, "name": "Random", "detachment_type": "de-regular-infantry",
            "points": points, "units": units}  # fmt: skip


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=roster_files())
def test_any_imported_roster_exports_and_imports_back_the_same(owner, doc):
    first = export_roster(owner, import_roster(owner, doc).detachment_id)
    again = import_roster(owner, first)
    assert again.lines == []
    assert export_roster(owner, again.detachment_id) == first
    assert [u["unit"] for u in first["units"]].count("de-officer") == 1


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_each_sample_example_builds_valid_at_the_points_it_claims(owner, example):
    d = rosters.create_detachment(owner, type_key=example["detachment"], settings=Settings(name=example["name"]))
    for entry in example["units"]:
        made = rosters.add_units(owner, d.id, unit_key=entry["unit"], quality=entry["quality"], count=entry["count"])
        if {w.key for w in made[0].weapons.all()} != set(entry["weapons"]):
            for unit in made:
                equip(owner, d, unit.id, tuple(entry["weapons"]), entry["quality"])
    muster = load(d.id).muster
    claimed = int(re.search(r"\((\d+) points\)", example["name"]).group(1))
    assert muster.points == claimed and 140 <= claimed <= muster.limit
    assert [p.message for p in muster.problems] == []
    assert muster.valid


def good_file() -> dict:
    return {"format": FORMAT, "pack_version": "2026.11.1", "name": "Imported", "detachment_type": "de-regular-infantry",
            "points": {"source": "free", "free": 150, "players": 2},
            "units": [{"ref": 1, "unit": "de-rifleman", "quality": "regular", "weapons": ["de-kar98k"]},
                      {"ref": 2, "unit": "de-opel-blitz", "quality": "regular"}]}  # fmt: skip


def good_with(**fields) -> dict:
    return {**good_file(), **fields}


def unit_with(n: int, **fields) -> dict:
    doc = good_file()
    doc["units"][n] = {**doc["units"][n], **fields}
    return doc


BAD_FILES = {
    "not a dict": [good_file()],
    "a string": FORMAT,
    "wrong format": good_with(format="bof-roster/2"),
    "unknown detachment type": good_with(detachment_type="de-volkssturm"),
    "no name": good_with(name=None),
    "units not a list": good_with(units={"1": good_file()["units"][0]}),
    "bad quality": unit_with(1, quality="veteran"),
    "duplicate ref": unit_with(1, ref=1),
    "ref not a number": unit_with(0, ref="1"),
    "unit not an entry": good_with(units=[*good_file()["units"], "de-opel-blitz"]),
    "weapons not names": unit_with(0, weapons=[1]),
    "bad link": unit_with(0, rides_in="2"),
    "points not settings": good_with(points=150),
    "three players": good_with(points={"source": "free", "free": 150, "players": 3}),
    "points not a number": good_with(points={"source": "free", "free": "lots", "players": 2}),
    "too many units": good_with(
        units=[{"ref": n, "unit": "de-rifleman", "quality": "regular"} for n in range(MAX_UNITS + 1)]
    ),
}


def test_the_good_file_imports(owner):
    assert [line.label for line in load(import_roster(owner, good_file()).detachment_id).lines] == [
        "Leutnant (platoon commander)", "Schütze (rifleman)", "Opel Blitz 3.6-36S (truck)"
    ]  # fmt: skip


@pytest.mark.parametrize("bad", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_bad_roster_file_is_refused_and_creates_nothing(owner, bad):
    before = counts()
    with pytest.raises(Refused, match="cannot be imported"):
        import_roster(owner, copy.deepcopy(bad))
    assert counts() == before


def test_a_file_with_two_squad_leaders_is_refused_or_keeps_one(owner):
    doc = unit_with(0, squad_leader=True)
    doc["units"].append({"ref": 3, "unit": "de-rifleman", "quality": "regular", "squad_leader": True})
    before = counts()
    try:
        report = import_roster(owner, doc)
    except Refused:
        assert counts() == before
    else:
        assert RosterUnit.objects.filter(detachment_id=report.detachment_id, squad_leader=True).count() == 1


def test_an_imported_file_stays_within_the_unit_cap(owner):
    doc = good_with(units=[{"ref": n, "unit": "de-rifleman", "quality": "regular"} for n in range(MAX_UNITS)])
    report = import_roster(owner, doc)
    assert RosterUnit.objects.filter(detachment_id=report.detachment_id).count() <= MAX_UNITS


def test_it_leaves_out_and_reports_units_and_weapons_this_arsenal_never_had(owner):
    doc = good_file()
    doc["units"][0]["weapons"].append("de-raygun")
    doc["units"] += [
        {"ref": 3, "unit": "de-maus", "quality": "elite"},
        {"ref": 4, "unit": "us-officer", "quality": "regular"},
    ]
    report = import_roster(owner, doc)
    assert report.lines == [
        "Unit 1 (Schütze (rifleman)): weapon de-raygun is not in this arsenal: left out.",
        "Unit 3 (de-maus) is not in this arsenal: left out.",
        "Unit 4: the ranking officer now is Leutnant (platoon commander).",
    ]
    assert [line.unit.profile.key for line in load(report.detachment_id).lines] == [
        "de-officer",
        "de-rifleman",
        "de-opel-blitz",
    ]


def changed_pack() -> dict:
    """The sample a year on: riflemen cost 4 as regulars, and the Panzerfaust 100 is gone."""
    pack = json.loads(SAMPLE.read_text(encoding="utf-8"))
    pack["version"] = "2027.1.0"
    next(u for u in pack["units"] if u["id"] == "de-rifleman")["cost"]["regular"] = 4
    pack["weapons"] = [w for w in pack["weapons"] if w["id"] != "de-panzerfaust100"]
    return pack


def test_importing_into_a_changed_pack_reports_new_prices_and_keeps_retired_weapons_flagged(owner):
    d = rosters.create_detachment(owner, type_key="de-regular-infantry", settings=Settings(name="Old"))
    riflemen = rosters.add_units(owner, d.id, unit_key="de-rifleman", quality="regular", count=6)
    rosters.add_units(owner, d.id, unit_key="de-squad-leader", quality="regular", count=1)
    equip(owner, d, riflemen[0].id, ("de-kar98k", "de-panzerfaust100"))
    assert load(d.id).muster.valid
    old = export_roster(owner, d.id)
    pack_import(document=changed_pack())

    report = import_roster(owner, copy.deepcopy(old))
    spent = old["points"]["spent"]
    assert report.lines[0] == "Built with data pack 2026.11.1; this arsenal is 2027.1.0."
    assert report.lines[1] == "Schütze (rifleman) 1: now 8 points (was 7)."  # 3 + 4 for the Panzerfaust, now 4 + 4
    assert report.lines[2:7] == [f"Schütze (rifleman) {n}: now 4 points (was 3)." for n in range(2, 7)]
    assert report.lines[7:] == [f"Total: {spent + 6} points (was {spent})."]
    problems = load(report.detachment_id).muster.problems
    assert [(p.code, p.unit) for p in problems] == [("retired-weapon", load(report.detachment_id).lines[1].unit.id)]
