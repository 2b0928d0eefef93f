"""How to spot the enemy: an attack on a target in cover beyond close range, or a hidden one, asks for the spot
roll first; spotted, the attack follows in the same action with everything the spot knew."""

from __future__ import annotations

import re
import uuid

import pytest

from battles.models import BattleUnit, LogEntry
from battles.services import terrain, turns
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, state
from tests.battles.pages import phone, text

SHOT = {"action": "shoot", "attack_value": "10", "quality": "regular", "units": "cm", "dice": "1,1,1,1"}


@pytest.fixture
def aiming(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shooter = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    return battle, anna, phone(battle.code, anna.pk), target


def attack(battle, browser, target, **form):
    return browser.post(
        f"/battles/{battle.code}/roll/attack/", {**SHOT, **form, "key": str(uuid.uuid4()), "target": str(target.pk)}
    )


def test_a_target_in_cover_at_medium_range_is_spotted_first_then_the_attack_follows(aiming):
    battle, anna, browser, target = aiming
    entries = LogEntry.objects.filter(battle=battle).count()

    asked = attack(battle, browser, target, distance="70", cover="soft")

    assert asked.status_code == 302 and "/roll/spot-roll/?" in asked["Location"]
    assert LogEntry.objects.filter(battle=battle).count() == entries  # nothing rolled, no action spent
    form = text(browser.get(asked["Location"]))
    assert "spot it first" in form and re.search(r'name="distance"[^>]*value="70', form)
    spotted = browser.post(
        f"/battles/{battle.code}/roll/spot-roll/",
        {"action": "shoot", "target": str(target.pk), "target_kind": "infantry", "cover": "soft", "distance": "70",
         "units": "cm", "dice": "6", "key": str(uuid.uuid4())},
    )  # fmt: skip
    assert spotted.status_code == 302
    step = state(battle)["chain"][0]
    assert step["procedures"] == ["attack"] and step["unit"] == target.pk
    form = text(browser.get(f"/battles/{battle.code}/roll/attack/?step={step['id']}"))
    assert re.search(r'name="distance"[^>]*value="70', form)  # carried, not typed again
    assert re.search(r'name="cover" value="soft"[^>]*checked', form)


@pytest.mark.parametrize(("distance", "cover"), [("30", "soft"), ("70", "")])
def test_no_spot_roll_at_close_range_or_in_the_open(aiming, distance, cover):
    battle, anna, browser, target = aiming
    shot = attack(battle, browser, target, distance=distance, **({"cover": cover} if cover else {}))
    assert shot.status_code == 302 and shot["Location"] == f"/battles/{battle.code}/#result"
    assert LogEntry.objects.filter(battle=battle).latest("seq").data["procedure"] == "attack"


def test_the_terrain_piece_picked_for_the_shot_goes_with_the_spot_roll_and_the_attack_after_it(aiming):
    battle, anna, browser, target = aiming
    wall = terrain.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="stone-wall").data["added"]["id"]

    asked = attack(battle, browser, target, distance="70", cover="medium", piece=wall)

    spot_form = text(browser.get(asked["Location"]))
    assert re.search(rf'<option value="{wall}" selected>', spot_form)
    browser.post(
        f"/battles/{battle.code}/roll/spot-roll/",
        {"action": "shoot", "target": str(target.pk), "target_kind": "infantry", "cover": "medium", "distance": "70",
         "units": "cm", "dice": "6", "piece": wall, "key": str(uuid.uuid4())},
    )  # fmt: skip
    step = state(battle)["chain"][0]
    assert step["carry"]["piece"] == [wall]
    form = text(browser.get(f"/battles/{battle.code}/roll/attack/?step={step['id']}"))
    assert re.search(rf'<option value="{wall}" selected>', form)  # the wall, not asked again
    assert re.search(r'name="cover" value="medium"[^>]*checked', form)
    rolled = browser.post(
        f"/battles/{battle.code}/roll/attack/",
        {"step": step["id"], "attack_value": "10", "quality": "regular", "units": "cm", "distance": "70",
         "cover": "medium", "dice": "1,1,1,1", "piece": wall, "key": str(uuid.uuid4())},
    )  # fmt: skip
    assert rolled.status_code == 302
    assert "Stone wall" in LogEntry.objects.filter(battle=battle, kind="roll").latest("seq").summary
