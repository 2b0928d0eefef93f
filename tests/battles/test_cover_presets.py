"""Cover levels on the table (R33): the terrain sheet's presets, the arsenal's fieldworks (data pack check and
the data migration for databases loaded before), and a piece picked for a shot at an AFV filling its cover."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest
from django.apps import apps

from armies.datapack import check_pack
from armies.models import Fieldwork
from battles.services import terrain as services
from battles.table.terrain import OPEN_GROUND, PRESETS, piece_facts
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, key, ready_to_play, seat_examples, unit_of
from tests.battles.pages import phone, text, words

SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"

# Every preset with its cover under R33 ("Take cover", rulebook lines 418-420 and 429; the appendix's lines
# 1014 and 1016 for craters and ruins): anything of stone is medium, ruins of a stone building too (the
# appendix's "hard" is not followed); hills, woods and wooden things soft; an armoured wreck medium, a
# softskin one soft; roads, crops and rivers give none (a river's -2 is the wading rule, not a cover level).
R33 = {
    "stone-wall": "medium",
    "high-stone-wall": "medium",
    "stone-building": "medium",
    "stone-ruins": "medium",
    "armoured-wreck": "medium",
    "hedge": "soft",
    "wooden-fence": "soft",
    "shed": "soft",
    "wooden-house": "soft",
    "light-woods": "soft",
    "forest": "soft",
    "hill": "soft",
    "steep-hill": "soft",
    "wooden-ruins": "soft",
    "craters": "soft",
    "softskin-wreck": "soft",
    "crops": "none",
    "paved-road": "none",
    "dirt-road": "none",
    "river": "none",
}


def test_every_preset_has_its_r33_cover():
    assert {name: preset.cover for name, preset in PRESETS.items()} == R33


def test_no_preset_is_hard_cover_since_only_bunkers_are():
    assert "hard" not in {preset.cover for preset in PRESETS.values()}


# --- The fieldworks ---------------------------------------------------------------------------------------


def pack(**changes) -> dict:
    """The sample pack with some fieldworks changed: {kind: {field: value or None to leave it out}}."""
    document = json.loads(SAMPLE.read_text())
    for work in document["fieldworks"]:
        for field, value in changes.get(work["kind"].replace("-", "_"), {}).items():
            if value is None:
                work.pop(field)
            else:
                work[field] = value
    return document


def fieldwork(checked: dict, kind: str) -> dict:
    return next(f for f in checked["fieldworks"] if f["kind"] == kind)


def test_the_sample_pack_has_medium_sandbags_and_a_hard_bunker():
    checked, problems = check_pack(pack())
    assert problems == []
    assert (fieldwork(checked, "sandbags")["cover"], fieldwork(checked, "bunker")["cover"]) == ("medium", "hard")


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"sandbags": {"cover": "soft"}}, "fieldworks[0] sandbags: cover must be medium for sandbags (R33), not soft."),
        ({"bunker": {"cover": "medium"}}, "fieldworks[1] bunker: cover must be hard for bunker (R33), not medium."),
        (
            {"tank_trap": {"cover": "hard"}},
            "fieldworks[2] tank-traps: cover cannot be hard: only a bunker is hard cover (R33).",
        ),
    ],
)
def test_a_pack_that_gives_fieldworks_other_cover_is_refused(changes, problem):
    _checked, problems = check_pack(pack(**changes))
    assert problems == [problem]


def test_a_pack_that_leaves_their_cover_out_gets_r33s():
    checked, problems = check_pack(pack(sandbags={"cover": None}, bunker={"cover": None}, minefield={"cover": None}))
    assert problems == []
    assert [fieldwork(checked, k)["cover"] for k in ("sandbags", "bunker", "minefield")] == ["medium", "hard", "none"]


def test_the_loaded_arsenal_has_medium_sandbags_and_a_hard_bunker(sample_pack):
    assert dict(Fieldwork.objects.filter(kind__in=("sandbags", "bunker")).values_list("kind", "cover")) == {
        "sandbags": "medium",
        "bunker": "hard",
    }


@pytest.mark.django_db
def test_the_data_migration_sets_sandbags_medium_and_bunkers_hard():
    """A database loaded from a pack with the appendix's soft sandbags, before the pack check said R33."""
    rows = [
        Fieldwork.objects.create(key="old-sandbags", name="Sandbags", kind="sandbags", cost=2, cover="soft"),
        Fieldwork.objects.create(key="old-bunker", name="Bunker", kind="bunker", cost=8, cover="medium"),
        Fieldwork.objects.create(key="old-wire", name="Wire", kind="barbed-wire", cost=2, cover="none"),
    ]
    migration = importlib.import_module("armies.migrations.0003_fieldwork_cover_r33")

    migration.set_cover(apps, None)

    assert [Fieldwork.objects.get(pk=row.pk).cover for row in rows] == ["medium", "hard", "none"]


def test_bought_sandbags_are_medium_cover_on_the_sheet(revealed):
    battle, anna, _ = revealed

    services.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="sandbags", sector="hill")

    battle.refresh_from_db()
    [piece] = battle.state["terrain"]
    assert (piece["name"], piece["cover"]) == ("Sandbags, hill", "medium")
    assert piece_facts(battle, piece["id"], "morale-check") == {"cover": "medium"}


# --- An AFV behind a piece: its cover goes on the armour (R33) -----------------------------------------


@pytest.fixture
def facing_armour(seated):
    """Anna's Americans against Ben's armoured group (a Panzer IV H and a half-track), in turn 1."""
    battle, anna, ben = seated
    seat_examples(battle, (anna, AMERICANS), (ben, "de-armored-group-150"))
    battle.refresh_from_db()
    ready_to_play(battle, anna, ben)
    return battle, anna, ben


def roll_url(battle, procedure_id: str) -> str:
    return f"/battles/{battle.code}/roll/{procedure_id}/"


def ticked(response, name: str) -> list[str]:
    return re.findall(
        rf'<input type="(?:radio|checkbox)" id="[^"]*" name="{name}" value="([^"]*)" checked>', text(response)
    )


def building(battle, seat) -> str:
    return services.piece_add(code=battle.code, seat_id=seat.pk, key=key(), preset="stone-building").data["added"]["id"]


def test_picking_a_stone_building_for_an_ap_shot_at_an_afv_fills_its_cover(facing_armour):
    battle, anna, ben = facing_armour
    tank = unit_of(ben, "de-pz4h")
    house = building(battle, anna)
    browser = phone(battle.code, anna.pk)

    shot = browser.get(roll_url(battle, "attack"), {"target": tank.pk, "piece": house, "fill": "piece"})
    armour = browser.get(roll_url(battle, "afv-armour-in-cover"), {"armour": "4", "piece": house, "fill": "piece"})

    assert shot.status_code == armour.status_code == 200
    assert ticked(shot, "cover") == ["medium"]
    assert ticked(armour, "afv_cover") == ["medium"]
    # The book's example: side armour 4 behind a stone building counts 6.
    assert "Armour 4 + 2 = 6 on that side." in words(armour)
    battle.refresh_from_db()
    assert piece_facts(battle, house, "afv-armour-in-cover") == {"afv_cover": "medium"}


def test_open_ground_takes_the_afv_cover_away(facing_armour):
    battle, anna, _ = facing_armour
    building(battle, anna)

    page = phone(battle.code, anna.pk).get(
        roll_url(battle, "afv-armour-in-cover"), {"armour": "4", "piece": "", "fill": "piece", "afv_cover": "hard"}
    )

    assert OPEN_GROUND["afv_cover"] == "none"
    assert ticked(page, "afv_cover") == [] and "its armour stays 4" in words(page)


def test_a_piece_fills_the_afv_cover_only_where_a_roll_asks_for_it(facing_armour):
    battle, anna, _ = facing_armour
    house = building(battle, anna)
    battle.refresh_from_db()

    assert "afv_cover" not in piece_facts(battle, house, "morale-check")
    assert "afv_cover" not in piece_facts(battle, house)  # without a roll: the piece's own facts
