"""How the builder scales: reading a detachment takes the same queries at 5 units as at 100, and mustering
100 units in the engine is benchmarked (pytest-benchmark records it; no test asserts a time)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from armies import builder, rosters
from armies.roster_json import roster_document
from armies.rosters import Loadout, Settings
from armies.services import pack_import
from rules.engine.muster import DetachmentRules, ProfileSpec, UnitEntry, WeaponSpec, muster

SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"

# Reading any number of detachments of any size: 1 their units (with profiles and nations), 2 the units'
# weapons, 3 the profiles' own weapons, 4 the types' allowed unit links, 5 those profiles, 6 their
# weapons, 7 the core units, 8 the weapons on offer. (load_many's docstring still says seven.)
QUERIES = 8

SMALL = [("de-rifleman", 2), ("de-opel-blitz", 1), ("de-pak36", 1)]  # and the officer: 5 units
LARGE = [("de-rifleman", 30), ("de-rifleman", 20), ("de-smg-gunner", 10), ("de-lmg-team", 5), ("de-sniper", 3),
         ("de-squad-leader", 2), ("de-mortar-team", 2), ("de-at-rifle-team", 2), ("de-panzerschreck-team", 2),
         ("de-pioneer-flamethrower", 2), ("de-mg42-hmg", 2), ("de-pak36", 4), ("de-opel-blitz", 6), ("de-horse", 9)]  # fmt: skip


@pytest.fixture(scope="module")
def sample_arsenal(django_db_setup, django_db_blocker):
    """The sample pack, imported once for the module in a transaction rolled back after its last test."""
    with django_db_blocker.unblock(), transaction.atomic():
        pack_import(document=json.loads(SAMPLE.read_text(encoding="utf-8")))
        yield
        transaction.set_rollback(True)


def build(owner, batches: list[tuple[str, int]]):
    """A detachment with riders, tows, extra weapons and a squad leader, however many units it has."""
    d = rosters.create_detachment(owner, type_key="de-regular-infantry", settings=Settings(name="Platoon"))
    made = {}
    for key, count in batches:
        made.setdefault(key, []).extend(rosters.add_units(owner, d.id, unit_key=key, quality="regular", count=count))
    truck, rifleman = made["de-opel-blitz"][0], made["de-rifleman"][-1]
    kit = Loadout("regular", ("de-kar98k", "de-stielhandgranate24"), rides_in=truck.id)
    rosters.edit_units(owner, d.id, unit_id=rifleman.id, whole_group=True, loadout=kit)
    for gun, tow in zip(made["de-pak36"], made["de-opel-blitz"], strict=False):
        rosters.edit_units(
            owner, d.id, unit_id=gun.id, whole_group=False, loadout=Loadout("regular", (), towed_by=tow.id)
        )
    rosters.promote(owner, d.id, unit_id=made["de-rifleman"][0].id)
    return builder.detachments_query().get(pk=d.pk)


def read(detachments) -> tuple[int, list[builder.Roster]]:
    """Queries to load detachments and use everything the builder, its print view and the export read."""
    with CaptureQueriesContext(connection) as queries:
        loaded = builder.load_many(detachments)
        for roster in loaded:
            _ = [(group.count, group.points, group.problems) for group in roster.groups]
            _ = [(line.label, line.unit.profile.name) for line in roster.carriers + roster.towers]
            roster_document(roster)
    return len(queries.captured_queries), loaded


def test_reading_a_detachment_takes_the_same_queries_at_5_units_as_at_100(sample_arsenal, db, django_user_model):
    owner = django_user_model.objects.create_user("anna")
    small, large = build(owner, SMALL), build(owner, LARGE)

    small_queries, [small_roster] = read([small])
    large_queries, [large_roster] = read([large])
    both_queries, _ = read([small, large])

    assert (len(small_roster.lines), len(large_roster.lines)) == (5, 100)
    assert small_queries == large_queries == both_queries == QUERIES
    assert (small_roster.muster.actions, large_roster.muster.actions) == (1 + 2 + 2 + 4, 135)


# --- the engine alone: price and check 100 units from specs built once --------------------------------


def sample_specs() -> tuple[DetachmentRules, dict[str, ProfileSpec], dict[str, WeaponSpec]]:
    pack = json.loads(SAMPLE.read_text(encoding="utf-8"))
    weapons = {
        w["id"]: WeaponSpec(w["id"], w["name"], w["slot"], w.get("cost", 0), w.get("nation")) for w in pack["weapons"]
    }
    profiles = {
        u["id"]: ProfileSpec(key=u["id"], name=u["name"], unit_type=u["type"], nation=u["nation"],
                             costs={q: u["cost"].get(q) for q in ("conscript", "regular", "elite")},
                             crew=u.get("crew", 1), passengers=u.get("passengers", 0), tow_class=u.get("tow_class") or "",
                             movement=u["movement"], default_weapons=frozenset(u.get("weapons", [])))
        for u in pack["units"]
    }  # fmt: skip
    t = next(t for doctrine in pack["doctrines"] for t in doctrine["detachments"] if t["id"] == "de-regular-infantry")
    rules = DetachmentRules(
        nation="germany",
        qualities=tuple(t["qualities"]),
        allowed=frozenset(t["units"]),
        core=tuple((c["unit"], profiles[c["unit"]].name, c["count"]) for c in t["core"]),
        officer=t["officer"]["unit"],
        orders_per_turn=t["officer"]["orders_per_turn"],
        event_cards=t.get("event_cards", 1),
    )
    return rules, profiles, weapons


def hundred_units() -> tuple[DetachmentRules, list[UnitEntry]]:
    rules, profiles, weapons = sample_specs()
    units = [UnitEntry(1, profiles["de-officer"], "regular", (weapons["de-mp40"], weapons["de-p38"]))]
    for key, count in LARGE:
        for _ in range(count):
            ref = len(units) + 1
            kit = tuple(weapons[k] for k in sorted(profiles[key].default_weapons))
            if key == "de-rifleman" and ref % 2:
                kit += (weapons["de-stielhandgranate24"],)
            rides = 86 if key == "de-rifleman" and ref <= 12 else None  # 11 riders in the first truck (refs 86-91)
            tow = 86 + ref % 4 if key == "de-pak36" else None  # guns 82-85 each behind a truck of their own
            units.append(
                UnitEntry(ref, profiles[key], "regular", kit, rides_in=rides, towed_by=tow, squad_leader=ref == 2)
            )
    return rules, units


def test_it_benchmarks_mustering_a_hundred_units(benchmark):
    rules, units = hundred_units()
    assert len(units) == 100 and {u.profile.key for u in units[85:91]} == {"de-opel-blitz"}

    result = benchmark(muster, rules, units, 150)

    # 465 for the units at regular, 25 for a grenade each on the riflemen at odd refs
    assert result.points == 465 + 25
    # 90 men (the officer, 89 in the infantry), then 2 MGs of 3 + 1, 4 guns of 3 + 1, 6 trucks of 1 + 1, 9 horses
    assert result.actions == 90 + 2 * 4 + 4 * 4 + 6 * 2 + 9 * 1
    assert [p.code for p in result.problems] == ["over-limit"]
