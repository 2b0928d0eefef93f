"""The sample arsenal (armies/data/sample-arsenal.json): complete, consistent and on the rulebook's scales.

Plain JSON checks, no database. The millimetres and road speeds below are typed from the history books,
not read from the pack, so a changed armour or mobility value has to agree with them.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections import Counter
from pathlib import Path

import pytest

PACK_PATH = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"
PACK = json.loads(PACK_PATH.read_text(encoding="utf-8"))

NATIONS = {n["id"]: n for n in PACK["nations"]}
WEAPONS = {w["id"]: w for w in PACK["weapons"]}
UNITS = {u["id"]: u for u in PACK["units"]}
DETACHMENTS = {d["id"]: d for doctrine in PACK["doctrines"] for d in doctrine["detachments"]}
DOCTRINE_OF = {d["id"]: doctrine for doctrine in PACK["doctrines"] for d in doctrine["detachments"]}

ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
QUALITIES = {"conscript", "regular", "elite"}
PREFIX = {"germany": "de", "usa": "us", "uk": "uk", "ussr": "su", "poland": "pl"}

# Every key docs/data-pack.md shows, per list: each entry carries exactly these.
KEYS = {
    "pack": {"format", "name", "version", "sample", "notes", "nations", "weapons", "units", "doctrines",
             "fieldworks", "event_cards", "examples"},
    "nations": {"id", "name", "side"},
    "weapons": {"id", "name", "nation", "slot", "kind", "small_arms", "he", "ap", "attacks_per_turn",
                "melee_bonus", "cost", "uses_per_game", "max_range_cm", "heavy_gear"},
    "units": {"id", "nation", "name", "type", "armour", "small_arms", "he", "ap", "cost", "crew", "mobility",
              "movement", "attacks_per_turn", "passengers", "blast", "turret", "open_top", "gun_shield", "armoured",
              "tow_class", "vehicle_class", "weapons", "notes"},
    "doctrines": {"id", "nation", "kind", "name", "detachments"},
    "detachments": {"id", "name", "officer", "event_cards", "qualities", "units", "core", "extra_points", "setup"},
    "officer": {"unit", "orders_per_turn", "command_radius_cm", "activations_per_turn"},
    "core": {"unit", "count"},
    "fieldworks": {"id", "name", "kind", "cost", "cover", "notes"},
    "event_cards": {"id", "title", "text", "duration_turns", "affects"},
    "examples": {"id", "name", "detachment", "units"},
    "example units": {"unit", "quality", "count", "weapons"},
}  # fmt: skip

WEAPON_KINDS = {
    "pistol", "rifle", "smg", "lmg", "sniper-rifle", "light-mortar", "at-rifle", "flamethrower", "knife",
    "hand-grenade", "smoke-grenade", "at-grenade", "satchel-charge", "panzerfaust-30", "panzerfaust-60",
    "panzerfaust-100", "bazooka", "panzerschreck",
}  # fmt: skip
UNIT_TYPES = {"ranking-officer", "squad-leader", "infantry", "crew", "support-weapon", "afv", "transport", "plane"}
MOVEMENTS = {"foot", "wheeled", "tracked", "horse", "air"}
BLASTS = {"hand-grenade", "37-47mm", "75-88mm", "bombs", None}
TOW_CLASSES = {"light", "medium", "heavy", None}

# Detachment types, by the doctrine they belong to; a detachment's id is "<nation prefix>-<type>".
TYPES = {
    "infantry": {"regular-infantry", "motorized-infantry", "paratroopers", "cavalry", "light-reconnaissance",
                 "border-guard"},
    "support": {"at-aa-support", "artillery-air-support"},
    "armored": {"armored-reconnaissance", "armored-group"},
}  # fmt: skip
ELITE_TYPES = {"paratroopers", "cavalry"}

# Plate thickness in mm (front, side, rear, top; 0 = open top), from published specifications.
ARMOUR_MM = {
    "de-pz2f": (35, 15, 15, 10),
    "de-pz4d": (30, 20, 20, 10),
    "de-pz4h": (80, 30, 20, 16),
    "de-tiger1": (100, 80, 80, 25),
    "de-sdkfz222": (14.5, 8, 5, 0),
    "de-sdkfz251": (14.5, 8, 8, 0),
    "us-m5a1": (38, 29, 25, 13),
    "us-m4a3": (76, 38, 38, 19),
    "us-m26": (102, 76, 51, 22),
    "us-m8": (19, 9.5, 6.35, 0),
    "us-m3-halftrack": (12.7, 6.35, 6.35, 0),
    "uk-tetrarch": (16, 14, 10, 4),
    "uk-cromwell": (76, 32, 32, 20),
    "uk-firefly": (76, 38, 38, 19),
    "uk-churchill7": (152, 95, 51, 20),
    "uk-daimler-ac": (16, 12, 10, 7),
    "uk-universal-carrier": (10, 7, 7, 0),
    "su-t70": (45, 15, 15, 10),
    "su-t34-76": (52, 45, 40, 20),
    "su-is2": (120, 90, 60, 30),
    "su-ba64": (15, 9, 6, 0),
    "pl-tks": (10, 8, 8, 3),
    "pl-7tp": (17, 13, 9, 5),
    "pl-wz34": (8, 6, 6, 4),
    "pl-t34-85": (90, 45, 45, 20),
    "pl-is2": (120, 90, 60, 30),
}

# Road speed in km/h.
SPEED_KMH = {
    "de-pz2f": 40, "de-pz4h": 38, "de-tiger1": 45, "de-sdkfz222": 80, "de-sdkfz251": 52.5, "de-opel-blitz": 85,
    "de-bmw-r75": 92, "us-m5a1": 58, "us-m4a3": 42, "us-m26": 40, "us-m8": 89, "us-m3-halftrack": 72,
    "us-willys-mb": 105, "uk-cromwell": 64, "uk-churchill7": 21, "uk-universal-carrier": 48, "uk-bedford-ql": 60,
    "su-t34-76": 53, "su-is2": 37, "su-zis42": 35, "su-gaz-aa": 70, "pl-7tp": 37, "pl-tks": 46, "pl-wz34": 50,
    "pl-t34-85": 55, "pl-fiat-621": 60,
}  # fmt: skip

# Historical vehicles each nation must field, by a part of the unit's name.
VEHICLE_NAMES = {
    "germany": ["Pz.Kpfw. II", "Pz.Kpfw. IV", "Tiger I", "Sd.Kfz. 222", "Sd.Kfz. 251", "Opel Blitz", "BMW R75",
                "Bf 109", "Ju 87"],
    "usa": ["M5A1 Stuart", "M4A3 Sherman", "M26 Pershing", "M8 Greyhound", "M3 half-track", "GMC CCKW",
            "Harley-Davidson WLA", "P-51", "P-47"],
    "uk": ["Tetrarch", "Cromwell", "Churchill", "Daimler armoured car", "Universal Carrier", "Bedford", "BSA M20",
           "Spitfire", "Typhoon"],
    "ussr": ["T-70", "T-34", "IS-2", "BA-64", "ZiS-42", "GAZ-AA", "M-72", "Yak-9", "Il-2"],
    "poland": ["7TP", "TKS", "wz. 34", "PZL P.11", "PZL.23 Karaś", "C4P", "Polski Fiat 621", "Sokół 1000"],
}  # fmt: skip
TANKS = {  # light, medium, heavy
    "germany": ("de-pz2f", "de-pz4h", "de-tiger1"),
    "usa": ("us-m5a1", "us-m4a3", "us-m26"),
    "uk": ("uk-tetrarch", "uk-cromwell", "uk-churchill7"),
    "ussr": ("su-t70", "su-t34-76", "su-is2"),
    "poland": ("pl-7tp", "pl-t34-85", "pl-is2"),
}
HORSE_NATIONS = {"germany", "ussr", "poland"}


def kinds(unit: dict) -> list[str]:
    return [WEAPONS[w]["kind"] for w in unit["weapons"]]


def is_infantry(unit: dict) -> bool:
    return unit["type"] in ("infantry", "squad-leader", "ranking-officer")


ROLES = {
    "ranking officer": lambda u: u["type"] == "ranking-officer",
    "squad leader": lambda u: u["type"] == "squad-leader",
    "rifleman": lambda u: u["type"] == "infantry" and u["crew"] == 1 and kinds(u)[:1] == ["rifle"],
    "SMG gunner": lambda u: u["type"] == "infantry" and u["crew"] == 1 and "smg" in kinds(u),
    "LMG team (gunner and loader)": lambda u: u["type"] == "infantry" and u["crew"] == 2 and "lmg" in kinds(u),
    "sniper": lambda u: u["type"] == "infantry" and "sniper-rifle" in kinds(u),
    "light mortar team": lambda u: u["type"] == "infantry" and "light-mortar" in kinds(u) and u["blast"] == "37-47mm",
    "AT rifle or launcher team": lambda u: (
        u["type"] == "infantry" and bool({"at-rifle", "bazooka", "panzerschreck"} & set(kinds(u)))
    ),
    "MMG/HMG with a crew of 3": lambda u: (
        u["type"] == "support-weapon" and u["crew"] == 3 and u["small_arms"] >= 9 and u["attacks_per_turn"] == 2
    ),
    "AT gun": lambda u: u["type"] == "support-weapon" and u["ap"] >= 8 and u["ap"] >= u["he"] and u["gun_shield"],
    "AA gun": lambda u: u["type"] == "support-weapon" and u["attacks_per_turn"] >= 2 and u["he"] > 0,
    "field gun": lambda u: u["type"] == "support-weapon" and u["he"] >= 12 and u["he"] > u["ap"],
    "armoured car": lambda u: u["type"] == "afv" and u["movement"] == "wheeled",
    "half-track or armoured transport": lambda u: (
        u["type"] == "transport" and (u["armoured"] or "half-track" in u["name"].lower())
    ),
    "truck": lambda u: u["type"] == "transport" and u["movement"] == "wheeled" and u["passengers"] >= 8,
    "motorcycle": lambda u: u["type"] == "transport" and "motorcycle" in u["name"].lower(),
    "fighter": lambda u: u["type"] == "plane" and u["blast"] is None and u["small_arms"] > 0,
    "tactical bomber": lambda u: u["type"] == "plane" and u["blast"] == "bombs" and u["ap"] > 0,
}


def nearest(value: float) -> int:
    return math.floor(value + 0.5)  # round half up, not Python's round half to even


def dice_for_speed(kmh: float) -> int:
    """1D6 at or below 10 km/h, 8D6 at 100 km/h, one die more every 90/7 (about 13) km/h between."""
    return max(1, min(8, 1 + math.ceil((kmh - 10) / (90 / 7))))


def chance_4d6_at_most(target: int) -> float:
    rolls = list(itertools.product(range(1, 7), repeat=4))
    return sum(sum(r) <= target for r in rolls) / len(rolls)


def entry_points(entry: dict) -> int:
    unit = UNITS[entry["unit"]]
    extra = sum(WEAPONS[w]["cost"] for w in entry["weapons"] if w not in unit["weapons"])
    return entry["count"] * (unit["cost"][entry["quality"]] + extra)


def example_points(example: dict) -> int:
    return sum(entry_points(e) for e in example["units"])


def detachment_type(detachment_id: str) -> str:
    return detachment_id.split("-", 1)[1]


def test_it_says_it_is_a_sample_in_the_documented_format():
    assert PACK["format"] == "bof-data-pack/1"
    assert PACK["sample"] is True
    assert "sample, not official" in PACK["name"]
    assert PACK["version"].strip()
    assert "15 mm" in PACK["notes"] and "km/h" in PACK["notes"] and "4D6" in PACK["notes"]
    assert set(PACK) - {"name_de", "notes_de"} == KEYS["pack"]  # its words in German too (test_pack_words.py)


def test_it_gives_every_entry_exactly_the_documented_keys():
    wrong = []

    def check(where: str, entry: dict, keys: set[str]) -> None:
        given = {key for key in entry if not key.endswith("_de")}  # its words in German (test_pack_words.py)
        if given != keys:
            wrong.append(f"{where}: missing {sorted(keys - given)}, unknown {sorted(given - keys)}")

    for name in ("nations", "weapons", "units", "doctrines", "fieldworks", "event_cards", "examples"):
        for entry in PACK[name]:
            check(f"{name} {entry['id']}", entry, KEYS[name])
    for detachment in DETACHMENTS.values():
        check(f"detachment {detachment['id']}", detachment, KEYS["detachments"])
        check(f"officer of {detachment['id']}", detachment["officer"], KEYS["officer"])
        for core in detachment["core"]:
            check(f"core of {detachment['id']}", core, KEYS["core"])
    for example in PACK["examples"]:
        for entry in example["units"]:
            check(f"example {example['id']}", entry, KEYS["example units"])
    assert wrong == []


def test_it_passes_the_apps_own_pack_check():
    from armies.datapack import check_pack  # pure Python, no Django

    _pack, problems = check_pack(PACK)
    assert problems == []


ENTRIES = {
    "nations": PACK["nations"],
    "weapons": PACK["weapons"],
    "units": PACK["units"],
    "doctrines": PACK["doctrines"],
    "detachments": list(DETACHMENTS.values()),
    "fieldworks": PACK["fieldworks"],
    "event_cards": PACK["event_cards"],
    "examples": PACK["examples"],
}


@pytest.mark.parametrize("name", ENTRIES)
def test_it_uses_unique_well_formed_ids(name):
    ids = [e["id"] for e in ENTRIES[name]]
    assert [i for i, n in Counter(ids).items() if n > 1] == []
    assert [i for i in ids if not ID.match(i)] == []


def test_it_uses_only_the_documented_values():
    assert {n["side"] for n in PACK["nations"]} <= {"axis", "allies"}
    for w in PACK["weapons"]:
        assert w["kind"] in WEAPON_KINDS and w["slot"] in {"primary", "side"}, w["id"]
    for u in PACK["units"]:
        assert u["type"] in UNIT_TYPES and u["movement"] in MOVEMENTS, u["id"]
        assert u["blast"] in BLASTS and u["tow_class"] in TOW_CLASSES, u["id"]
        assert len(u["armour"]) == 4 and all(isinstance(a, int) and a >= 0 for a in u["armour"]), u["id"]
        assert u["cost"] and set(u["cost"]) <= QUALITIES, u["id"]
    for doctrine in PACK["doctrines"]:
        assert doctrine["kind"] in TYPES, doctrine["id"]
    for detachment in DETACHMENTS.values():
        assert detachment["qualities"] and set(detachment["qualities"]) <= QUALITIES, detachment["id"]
    assert {f["kind"] for f in PACK["fieldworks"]} == {"sandbags", "bunker", "tank-trap", "minefield", "barbed-wire"}
    assert {c["affects"] for c in PACK["event_cards"]} <= {"all", "drawing-player", "opponents"}


def test_it_resolves_every_reference():
    references = []  # (where, id, list it must be in)
    for w in PACK["weapons"]:
        if w["nation"] is not None:
            references.append((f"weapon {w['id']}", w["nation"], NATIONS))
    for u in PACK["units"]:
        references.append((f"unit {u['id']}", u["nation"], NATIONS))
        references += [(f"unit {u['id']}", w, WEAPONS) for w in u["weapons"]]
    for doctrine in PACK["doctrines"]:
        references.append((f"doctrine {doctrine['id']}", doctrine["nation"], NATIONS))
        for d in doctrine["detachments"]:
            named = [d["officer"]["unit"], *d["units"], *(c["unit"] for c in d["core"])]
            references += [(f"detachment {d['id']}", uid, UNITS) for uid in named]
    for example in PACK["examples"]:
        references.append((f"example {example['id']}", example["detachment"], DETACHMENTS))
        for entry in example["units"]:
            references.append((f"example {example['id']}", entry["unit"], UNITS))
            references += [(f"example {example['id']}", w, WEAPONS) for w in entry["weapons"]]
    assert [f"{where} -> {ref}" for where, ref, known in references if ref not in known] == []


def test_it_keeps_every_unit_weapon_and_detachment_within_its_nation():
    foreign = []
    for u in PACK["units"]:
        foreign += [f"{u['id']} carries {w}" for w in u["weapons"] if WEAPONS[w]["nation"] not in (None, u["nation"])]
    for doctrine in PACK["doctrines"]:
        for d in doctrine["detachments"]:
            assert d["id"].startswith(PREFIX[doctrine["nation"]] + "-"), d["id"]
            named = [d["officer"]["unit"], *d["units"]]
            foreign += [f"{d['id']} fields {uid}" for uid in named if UNITS[uid]["nation"] != doctrine["nation"]]
    assert foreign == []


def test_it_gives_each_detachment_a_ranking_officer_within_the_doctrine_limits():
    for d in DETACHMENTS.values():
        officer = d["officer"]
        assert UNITS[officer["unit"]]["type"] == "ranking-officer", d["id"]
        assert 2 <= officer["orders_per_turn"] <= 4, d["id"]
        assert 15 <= officer["command_radius_cm"] <= 30, d["id"]
        assert 1 <= officer["activations_per_turn"] <= 2, d["id"]
        assert d["event_cards"] == (2 if detachment_type(d["id"]) in ELITE_TYPES else 1), d["id"]
        assert d["extra_points"] >= 0 and d["setup"].strip(), d["id"]
        cored = {c["unit"] for c in d["core"]}
        assert d["core"] and cored <= set(d["units"]) and all(c["count"] >= 1 for c in d["core"]), d["id"]
        assert officer["unit"] not in d["units"], f"{d['id']}: the officer is assigned, not bought"


def test_it_gives_elite_detachments_officers_at_least_as_good_as_the_line_infantrys():
    for prefix in PREFIX.values():
        line = DETACHMENTS[f"{prefix}-regular-infantry"]["officer"]
        for d in DETACHMENTS.values():
            if d["id"].startswith(prefix + "-") and detachment_type(d["id"]) in ELITE_TYPES:
                officer = d["officer"]
                assert officer["orders_per_turn"] >= line["orders_per_turn"], d["id"]
                assert officer["command_radius_cm"] >= line["command_radius_cm"], d["id"]
                assert officer["activations_per_turn"] >= line["activations_per_turn"], d["id"]
                assert "elite" in d["qualities"], d["id"]


@pytest.mark.parametrize("nation", sorted(PREFIX))
def test_it_gives_every_nation_three_doctrines_and_at_least_three_detachment_types(nation):
    doctrines = [d for d in PACK["doctrines"] if d["nation"] == nation]
    assert {d["kind"] for d in doctrines} == {"infantry", "support", "armored"}
    types = []
    for doctrine in doctrines:
        for d in doctrine["detachments"]:
            assert detachment_type(d["id"]) in TYPES[doctrine["kind"]], d["id"]
            types.append(detachment_type(d["id"]))
    assert len(set(types)) >= 3


@pytest.mark.parametrize("nation", sorted(PREFIX))
def test_it_gives_every_nation_every_unit_role(nation):
    units = [u for u in PACK["units"] if u["nation"] == nation]
    assert [role for role, fits in ROLES.items() if not any(fits(u) for u in units)] == []
    names = " | ".join(u["name"] for u in units)
    assert [n for n in VEHICLE_NAMES[nation] if n not in names] == []
    if nation in HORSE_NATIONS:
        assert any(u["movement"] == "horse" for u in units)


@pytest.mark.parametrize("nation", sorted(TANKS))
def test_it_ranks_light_medium_and_heavy_tanks(nation):
    light, medium, heavy = (UNITS[uid] for uid in TANKS[nation])
    assert all(t["type"] == "afv" and t["movement"] == "tracked" and t["turret"] for t in (light, medium, heavy))
    assert light["armour"][0] <= medium["armour"][0] < heavy["armour"][0]
    assert light["cost"]["regular"] < medium["cost"]["regular"] < heavy["cost"]["regular"]
    assert medium["cost"]["regular"] >= 20  # the book: "a medium or a heavy tank easily worth 20 plus points"
    assert light["ap"] < medium["ap"] <= heavy["ap"]


def test_it_records_enough_vehicles_in_millimetres():
    assert len(ARMOUR_MM) >= 12
    assert all(UNITS[uid]["armoured"] for uid in ARMOUR_MM)


@pytest.mark.parametrize("unit_id, mm", sorted(ARMOUR_MM.items()))
def test_it_derives_armour_from_thickness_at_one_point_per_15_mm(unit_id, mm):
    unit = UNITS[unit_id]
    assert unit["armour"] == [nearest(v / 15) for v in mm]
    assert f"front {mm[0]:g}" in unit["notes"]  # the notes show the millimetres


@pytest.mark.parametrize("unit_id, kmh", sorted(SPEED_KMH.items()))
def test_it_derives_mobility_from_road_speed(unit_id, kmh):
    unit = UNITS[unit_id]
    assert unit["mobility"] == dice_for_speed(kmh)
    assert f"{kmh:g} km/h" in unit["notes"]


def test_it_keeps_vehicle_mobility_between_one_and_eight_dice_and_planes_in_the_air():
    for u in PACK["units"]:
        if u["type"] in ("afv", "transport"):
            assert 1 <= u["mobility"] <= 8 and u["movement"] in {"wheeled", "tracked", "horse"}, u["id"]
            assert "km/h" in u["notes"], u["id"]
        elif u["type"] == "plane":
            assert u["mobility"] == 0 and u["movement"] == "air", u["id"]
        else:
            assert u["mobility"] == 0 and u["movement"] == "foot", u["id"]


def test_it_sets_dice_speeds_on_the_books_ends():
    assert (dice_for_speed(8), dice_for_speed(10), dice_for_speed(11), dice_for_speed(100)) == (1, 1, 2, 8)


def test_it_gives_rifles_the_odds_the_range_bands_promise():
    rifles = [w for w in PACK["weapons"] if w["kind"] == "rifle"]
    for rifle in rifles:
        assert 8 <= rifle["small_arms"] <= 10, rifle["id"]
        assert chance_4d6_at_most(rifle["small_arms"]) < 0.2  # far range rarely hits
        assert chance_4d6_at_most(rifle["small_arms"] + 8) > 0.75  # close range (+8) usually does
    assert chance_4d6_at_most(9) == pytest.approx(0.097, abs=0.001)


def test_it_sets_handheld_firepower_by_kind():
    rifle = 9
    for w in PACK["weapons"]:
        kind, sa = w["kind"], w["small_arms"]
        if kind == "smg":
            assert sa < rifle and w["attacks_per_turn"] == 2, w["id"]
        elif kind == "lmg":
            assert 9 <= sa <= 10 and w["attacks_per_turn"] == 2, w["id"]
        elif kind == "sniper-rifle":
            assert 13 <= sa <= 14, w["id"]
        elif kind == "hand-grenade":
            assert w["he"] >= 11 and w["uses_per_game"] == 1 and w["max_range_cm"] == 25, w["id"]
        elif kind in {"at-grenade", "satchel-charge", "smoke-grenade"}:
            assert w["uses_per_game"] == 1, w["id"]
        elif kind == "flamethrower":
            assert w["max_range_cm"] == 40 and w["heavy_gear"], w["id"]
        elif kind == "light-mortar":
            assert w["he"] > 0 and w["heavy_gear"], w["id"]


@pytest.mark.parametrize(
    "kind, max_range_cm, uses",
    [
        ("panzerfaust-30", 20, 1),
        ("panzerfaust-60", 40, 1),
        ("panzerfaust-100", 75, 1),
        ("bazooka", 75, 3),
        ("panzerschreck", 110, 3),
    ],
)
def test_it_follows_the_books_table_for_handheld_anti_tank_weapons(kind, max_range_cm, uses):
    weapons = [w for w in PACK["weapons"] if w["kind"] == kind]
    assert weapons
    for w in weapons:
        assert (w["max_range_cm"], w["uses_per_game"], w["slot"]) == (max_range_cm, uses, "side"), w["id"]
        assert 14 <= w["ap"] <= 16, w["id"]


def test_it_prices_soldiers_and_tanks_on_the_books_scale():
    for nation, prefix in PREFIX.items():
        rifleman = UNITS[f"{prefix}-rifleman"]["cost"]
        assert 2 <= rifleman["regular"] <= 3, nation
        assert rifleman["conscript"] == rifleman["regular"] - 1, nation
        assert 1 <= rifleman["elite"] - rifleman["regular"] <= 2, nation
    for u in PACK["units"]:
        levels = [u["cost"][q] for q in ("conscript", "regular", "elite") if q in u["cost"]]
        assert levels == sorted(levels), u["id"]
        if u["type"] == "ranking-officer":
            assert set(u["cost"].values()) == {0}, f"{u['id']}: officers are assigned, not bought"


def test_it_offers_the_five_fieldworks_with_the_books_cover():
    fieldworks = {f["kind"]: f for f in PACK["fieldworks"]}
    assert fieldworks["sandbags"]["cover"] == "medium"  # the book's cover table
    assert fieldworks["bunker"]["cover"] == "hard"
    assert all(1 <= f["cost"] <= 10 for f in fieldworks.values())


def test_it_has_25_event_cards_including_the_weather():
    cards = PACK["event_cards"]
    assert len(cards) == 25
    ids = " ".join(c["id"] for c in cards)
    assert all(word in ids for word in ("rain", "fog", "mud", "snow", "heat"))
    for card in cards:
        assert card["title"].strip() and len(card["text"]) > 40 and card["duration_turns"] >= 1, card["id"]


def test_it_has_an_example_for_every_detachment():
    assert {e["detachment"] for e in PACK["examples"]} == set(DETACHMENTS)
    per_doctrine = Counter(DOCTRINE_OF[e["detachment"]]["id"] for e in PACK["examples"])
    assert all(per_doctrine[d["id"]] >= 1 for d in PACK["doctrines"])


@pytest.mark.parametrize("example", PACK["examples"], ids=lambda e: e["id"])
def test_it_prices_each_example_between_140_and_150_points(example):
    points = example_points(example)
    assert 140 <= points <= 150
    assert f"({points} points)" in example["name"]


@pytest.mark.parametrize("example", PACK["examples"], ids=lambda e: e["id"])
def test_it_builds_each_example_legal_for_its_detachment(example):
    detachment = DETACHMENTS[example["detachment"]]
    fielded = Counter()
    for entry in example["units"]:
        unit = UNITS[entry["unit"]]
        assert entry["unit"] in detachment["units"], entry["unit"]
        assert entry["quality"] in detachment["qualities"] and entry["quality"] in unit["cost"], entry
        assert entry["count"] >= 1
        assert all(WEAPONS[w]["nation"] in (None, unit["nation"]) for w in entry["weapons"]), entry
        if is_infantry(unit):
            primaries = [w for w in entry["weapons"] if WEAPONS[w]["slot"] == "primary"]
            assert len(primaries) <= unit["crew"], f"{entry['unit']}: one primary weapon per soldier"
        else:
            assert set(entry["weapons"]) <= set(unit["weapons"]), f"{entry['unit']}: no hand weapons on vehicles"
        fielded[entry["unit"]] += entry["count"]
    short = {c["unit"]: c["count"] for c in detachment["core"] if fielded[c["unit"]] < c["count"]}
    assert short == {}
