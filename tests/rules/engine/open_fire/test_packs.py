"""An Open Fire pack and a force built from it: the sample pack reads whole; each rule of Unit Profiles, Weapons,
Leaders and Formation and Section 4's rule names is a case that refuses a bad entry, naming it."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from rules.engine.open_fire import forces, packs

SAMPLE = json.loads((Path(__file__).resolve().parents[4] / "armies/data/open-fire-sample-pack.json").read_text())


def pack_with(**changes):
    doc = copy.deepcopy(SAMPLE)
    for path, value in changes.items():
        kind, index, key = path.split("__")
        doc[kind][int(index)][key] = value
    return doc


def test_the_sample_pack_reads_whole_and_prices_every_unit():
    pack = packs.read_pack(SAMPLE)
    assert pack.sample and pack.priced and len(pack.units) >= 10
    squad = pack.units["rifle-squad"]
    assert squad.size == 6 and [m.name for m in squad.models if m.leader] == ["Sergeant"]
    assert pack.weapons["sniper-rifle"].special == ("Accurate", "Rending (1)")


@pytest.mark.parametrize(
    ("rule", "parsed"),
    [("Fearless", ("Fearless", None)), ("Fear (2)", ("Fear", 2)), ("Heavy Armour (3)", ("Heavy Armour", 3))],
)
def test_a_rule_name_with_its_value(rule, parsed):
    assert packs.rule_name(rule) == parsed


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"units__0__special": ["Berserk"]}, "“Berserk” is not a rule of the Open Fire text"),
        ({"units__0__special": ["Fear"]}, "“Fear” needs its value"),
        ({"units__0__special": ["Fearless (2)"]}, "“Fearless” takes no value"),
        ({"weapons__0__special": ["Fearless"]}, "“Fearless” is not a rule of the Open Fire text"),
        ({"weapons__0__range": -1}, "range must be a whole number from 0 to 120"),
        ({"weapons__0__attacks": 0}, "attacks must be a whole number from 1 to 20"),
        ({"weapons__0__damage": 0}, "damage must be a whole number from 1 to 10"),
        ({"units__0__points": -5}, "points must be a whole number"),
        ({"units__0__models": []}, "it needs at least one model"),
        ({"units__0__id": "Rifle Squad"}, "lowercase letters, digits and hyphens"),
        ({"units__9__special": ["Heavy Armour (1)"]}, "a transport needs Capacity (X)"),
    ],
)
def test_a_bad_entry_refuses_the_whole_pack_naming_it(changes, problem):
    with pytest.raises(packs.PackError) as refused:
        packs.read_pack(pack_with(**changes))
    assert any(problem in p for p in refused.value.problems), refused.value.problems


def test_a_units_own_rule_is_allowed_when_it_says_what_it_does():
    doc = pack_with(units__0__special=["Dig In"], units__0__rules=[{"name": "Dig In", "text": "+1 defence in cover."}])
    assert packs.read_pack(doc).units["rifle-squad"].special == ("Dig In",)
    with pytest.raises(packs.PackError, match="needs a name and a text"):
        packs.read_pack(pack_with(units__0__rules=[{"name": "Dig In"}]))


def test_a_model_naming_a_weapon_the_pack_lacks_is_refused():
    doc = copy.deepcopy(SAMPLE)
    doc["units"][0]["models"][0]["weapons"] = ["ray-gun"]
    with pytest.raises(packs.PackError, match="names a weapon the pack does not have"):
        packs.read_pack(doc)


def test_one_leader_at_most():
    doc = copy.deepcopy(SAMPLE)
    doc["units"][0]["models"][1]["leader"] = True  # four riflemen all leaders
    with pytest.raises(packs.PackError, match="one model is the leader"):
        packs.read_pack(doc)


def test_not_a_pack_at_all():
    with pytest.raises(packs.PackError, match="open-fire-pack/1"):
        packs.read_pack({"format": "bof-data-pack/1"})


# --- forces ---------------------------------------------------------------------------------------------------

PACK = packs.read_pack(SAMPLE)


def force(*units, limit=300):
    return {"format": forces.FORMAT, "name": "Able company", "points": {"limit": limit},
            "units": [{"ref": n, **u} for n, u in enumerate(units, start=1)]}  # fmt: skip


def test_a_force_within_its_points_is_ready():
    f = forces.read_force(force({"unit": "rifle-squad"}, {"unit": "hmg-team"}, {"unit": "officer"}), PACK)
    assert f.valid and f.points == 140 and f.limit == 300
    assert [u.leader for u in f.units] == ["Sergeant", "Gunner", "Lieutenant"]


@pytest.mark.parametrize(
    ("units", "limit", "problem"),
    [
        (({"unit": "medium-tank"}, {"unit": "medium-tank"}), 250, "costs 300 points, more than its limit of 250"),
        (({"unit": "tiger"},), 300, "unit 1: the pack has no such unit"),
        (({"unit": "rifle-squad", "leader": "Rifleman"},), 300, "its profile makes Sergeant the leader"),
        ((), 300, "at least one unit"),
    ],
)
def test_a_force_says_what_keeps_it_off_the_table(units, limit, problem):
    f = forces.read_force(force(*units, limit=limit), PACK)
    assert not f.valid and any(problem in p for p in f.problems), f.problems


def test_a_unit_without_a_fixed_leader_takes_the_one_named_or_its_first_model():
    doc = copy.deepcopy(SAMPLE)
    for m in doc["units"][0]["models"]:
        m["leader"] = False
    pack = packs.read_pack(doc)
    assert forces.read_force(force({"unit": "rifle-squad"}), pack).units[0].leader == "Sergeant"
    assert forces.read_force(force({"unit": "rifle-squad", "leader": "Gunner"}), pack).units[0].leader == "Gunner"
    f = forces.read_force(force({"unit": "rifle-squad", "leader": "Medic"}), pack)
    assert "it has no model called Medic" in f.problems[0]


def test_a_force_goes_on_the_table_in_reserve_with_every_model_and_its_leader():
    f = forces.read_force(force({"unit": "rifle-squad"}, {"unit": "medium-tank"}), PACK)
    squad, tank = forces.table_units(f, "Anna", start_ref=100)
    assert (squad.ref, squad.player, squad.where, len(squad.models)) == (101, "Anna", "reserve", 6)
    assert [m.leader for m in squad.models] == [True, False, False, False, False, False]
    assert (tank.models[0].hp, tank.special, tank.types) == (10, ("Heavy Armour (2)", "Fear (1)"), ("Vehicle",))


# --- the pack's words in German -----------------------------------------------------------------------------------


def test_the_sample_pack_names_every_unit_model_weapon_and_rule_in_german_too():
    entries = [("the pack", SAMPLE, ("name", "notes")), *(("weapon", w, ("name",)) for w in SAMPLE["weapons"])]
    for unit in SAMPLE["units"]:
        entries += [("unit", unit, ("name",)), *(("model", m, ("name",)) for m in unit["models"])]
        entries += [("rule", r, ("name", "text")) for r in unit.get("rules", []) + unit.get("abilities", [])]
    missing = [f"{kind} {e.get('id', e['name'])}: {f}_de" for kind, e, fields in entries for f in fields
               if not str(e.get(f"{f}_de", "")).strip() or e[f"{f}_de"] == e[f]]  # fmt: skip
    assert missing == []


def test_the_pack_keeps_its_german_beside_its_own_words():
    squad = PACK.units["rifle-squad"]
    assert (squad.name, squad.translations) == ("Rifle squad", {"name_de": "Schützengruppe"})
    assert [(m.name, m.translations["name_de"]) for m in squad.models] == [
        ("Sergeant", "Unteroffizier"), ("Rifleman", "Schütze"), ("Gunner", "MG-Schütze")]  # fmt: skip
    assert PACK.weapons["smg"].translations == {"name_de": "Maschinenpistole"}
    assert set(PACK.translations) == {"name_de", "notes_de"} and "Bocage" in PACK.translations["name_de"]
    rally = PACK.units["officer"].rules[0]
    assert tuple(rally) == ("Rally", rally.text) and rally.translations["name_de"] == "Sammeln"
    assert PACK.units["hmg-team"].translations["name_de"] == "Schwerer MG-Trupp"


def test_a_pack_without_german_reads_as_before():
    doc = json.loads(json.dumps(SAMPLE))
    for entry in [doc, *doc["weapons"], *doc["units"], *(m for u in doc["units"] for m in u["models"])]:
        entry.pop("name_de", None)
        entry.pop("notes_de", None)
    pack = packs.read_pack(doc)
    assert pack.translations == {} and pack.units["rifle-squad"].translations == {}
    assert pack.units["rifle-squad"].models[0].translations == {} and pack.weapons["rifle"].translations == {}


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"units__0__name_de": ""}, "unit “rifle-squad”: name_de must be some text"),
        ({"weapons__0__name_de": 7}, "weapon “rifle”: name_de must be some text"),
    ],
)
def test_a_word_in_another_language_must_be_some_text(changes, problem):
    with pytest.raises(packs.PackError) as refused:
        packs.read_pack(pack_with(**changes))
    assert any(problem in p for p in refused.value.problems), refused.value.problems
