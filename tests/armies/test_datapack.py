"""Checking a data pack: every problem is found, named by its entry, in words a group can act on."""

from __future__ import annotations

import pytest

from armies.datapack import canonical, check_pack
from tests.armies.packs import small_pack


def test_it_accepts_a_complete_pack_and_fills_in_defaults():
    pack, problems = check_pack(small_pack())
    assert problems == []
    rifleman = next(u for u in pack["units"] if u["id"] == "de-rifleman")
    assert rifleman["armour"] == [0, 0, 0, 0] and rifleman["crew"] == 1 and rifleman["blast"] is None
    officer = pack["doctrines"][0]["detachments"][0]["officer"]
    assert officer["activations_per_turn"] == 1


def spoil(path, value):
    def apply(pack):
        target = pack
        for step in path[:-1]:
            target = target[step]
        if value is DELETE:
            del target[path[-1]]
        else:
            target[path[-1]] = value
        return pack

    return apply


DELETE = object()


@pytest.mark.parametrize(
    ("spoiler", "expected"),
    [
        (spoil(["format"], "bof-data-pack/9"), "not a bof-data-pack/1 data pack"),
        (spoil(["version"], ""), "needs a version"),
        (spoil(["nations", 0, "id"], "Germany!"), "lowercase-with-hyphens"),
        (spoil(["nations", 0, "side"], "neutral"), "side must be one of axis, allies"),
        (spoil(["units", 1, "nation"], "france"), "units[1] de-rifleman: nation names 'france'"),
        (spoil(["units", 2, "armour"], [5, 2, 1]), "units[2] de-pz-iv: armour must be four whole numbers"),
        (spoil(["units", 2, "mobility"], 9), "must be 0 to 8 dice"),
        (spoil(["units", 1, "cost"], {"veteran": 3}), "cost must give a cost for conscript, regular and/or elite"),
        (spoil(["units", 1, "cost"], DELETE), "units[1] de-rifleman: cost is missing"),
        (spoil(["units", 1, "weapons"], ["mg42"]), "weapons[0] names 'mg42', which is not in weapons"),
        (spoil(["units", 1, "speed"], 3), "unknown field 'speed'"),
        (spoil(["weapons", 1, "id"], "kar98k"), "the id 'kar98k' is used twice"),
        (spoil(["weapons", 0, "small_arms"], -2), "small_arms must be a whole number"),
        (spoil(["weapons", 0, "heavy_gear"], "yes"), "heavy_gear must be true or false"),
        (spoil(["doctrines", 0, "detachments", 0, "qualities"], ["veteran"]), "qualities must list"),
        (
            spoil(["doctrines", 0, "detachments", 0, "officer", "unit"], "de-general"),
            "'de-general', which is not in units",
        ),
        (spoil(["doctrines", 0, "detachments"], []), "must list at least one detachment type"),
        (spoil(["examples", 0, "detachment"], "de-paratroopers"), "not in detachments"),
        (spoil(["examples", 0, "units", 0, "quality"], "veteran"), "quality must be one of"),
        (spoil(["event_cards"], {"id": "x"}), "event_cards must be a list"),
    ],
)
def test_it_names_the_entry_and_the_problem(spoiler, expected):
    _pack, problems = check_pack(spoiler(small_pack()))
    assert any(expected in problem for problem in problems), problems


@pytest.mark.parametrize("document", [None, [], "pack", 3])
def test_it_refuses_what_is_not_a_pack_at_all(document):
    _pack, problems = check_pack(document)
    assert problems


def test_it_compares_packs_regardless_of_order():
    a = small_pack()
    b = small_pack()
    b["units"].reverse()
    b["weapons"].reverse()
    assert canonical(check_pack(a)[0]) == canonical(check_pack(b)[0])
