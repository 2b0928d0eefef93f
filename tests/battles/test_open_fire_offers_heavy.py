"""A Heavy weapon leaves the acting unit's attack once its unit moved, as the rule says (Heavy: "A unit may not
attack with this weapon if it moved during its activation"), so the tap never ends in that refusal; with no other
weapon left, the card says why there is no attack; and before the move, the move buttons say what it will cost
(battles/pages/open_fire_offers.py)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from django.core.management import call_command

from armies.management.commands.load_open_fire_pack import SAMPLE
from armies.open_fire import load_pack
from battles.systems import open_fire_play
from rules.engine.open_fire import table
from tests.battles.pages import phone, text, words
from tests.battles.test_open_fire_odds import battle_of_equals, enemies, round_two
from tests.battles.test_open_fire_table_dice import game_of, in_play, key, start, unit_named

pytestmark = pytest.mark.django_db
HMG_HELD = "After a move, Heavy machine gun may not fire this activation."


@pytest.fixture
def of_pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())


@pytest.fixture
def rocket_pack():
    """The sample pack with a unit whose every weapon is Heavy: two men, each with a rocket launcher."""
    doc = json.loads(Path(SAMPLE).read_text(encoding="utf-8"))
    man = {"mov": 6, "skill": 7, "defence": 8, "strength": 3, "command": 6, "hp": 1, "weapons": ["bazooka"]}
    pair = {"id": "rocket-pair", "name": "Rocket pair", "points": 40, "types": ["Infantry"], "special": [],
            "models": [{"name": "Rocket gunner", "count": 1, "leader": True, **man},
                       {"name": "Second gunner", "count": 1, **man}]}  # fmt: skip
    load_pack({**doc, "units": [*doc["units"], pair]})


def weapon_choices(page) -> list[str]:
    return re.findall(r'name="weapon" value="([^"]+)"', page.content.decode())


def hmg_team_acting():
    """Round two: the heavy machine gun team (its gunner with the HMG, two loaders with rifles) is acting."""
    battle, anna, ben = battle_of_equals()
    acting, _waiting = round_two(battle, anna, ben, "Heavy machine gun team")
    return battle, acting


def test_it_leaves_the_heavy_machine_gun_out_once_the_team_moved(of_pack):
    battle, seat = hmg_team_acting()
    browser = phone(battle.code, seat.pk)
    page = browser.get(f"/battles/{battle.code}/")
    assert weapon_choices(page) == ["hmg", "rifle"]  # standing still, both
    assert HMG_HELD in words(page)  # beside the move buttons: what a move costs
    browser.post(f"/battles/{battle.code}/of/move/", {"advance": "0", "key": str(key())})
    assert game_of(battle).activation.moved
    page = browser.get(f"/battles/{battle.code}/")
    said = words(page)
    assert weapon_choices(page) == ["rifle"]
    assert HMG_HELD in said and "may not fire now" not in said
    assert "Expected damage" in said and "Heavy weapon may not attack" not in said  # the rifles' odds, shown first
    target = enemies(battle, seat)[0].ref
    answer = browser.post(f"/battles/{battle.code}/of/attack/", {"weapon": "rifle", "target": str(target),
                                                                 "line_of_sight": "clear", "key": str(key())})  # fmt: skip
    assert answer.status_code in (200, 302) and "Heavy weapon may not attack" not in text(answer)
    assert game_of(battle).activation.fired == ("rifle",)


def test_it_offers_no_attack_when_only_the_heavy_weapon_is_left_after_a_move(of_pack):
    battle, seat = hmg_team_acting()
    open_fire_play.move(code=battle.code, seat_id=seat.pk, key=key())
    open_fire_play.attack(code=battle.code, seat_id=seat.pk, key=key(), weapon="rifle",
                          target=enemies(battle, seat)[0].ref)  # fmt: skip
    assert "attack" in table.next_actions(game_of(battle))  # the gunner has not attacked: the rules keep it open
    page = phone(battle.code, seat.pk).get(f"/battles/{battle.code}/")
    said = words(page)
    assert 'data-testid="of-attack"' not in page.content.decode() and weapon_choices(page) == []
    assert "No attack now: the unit has moved, and Heavy machine gun may not fire after a move." in said
    assert "Done with this unit" in said


def test_a_unit_whose_every_weapon_is_heavy_says_a_move_means_no_attack(rocket_pack):
    battle, (anna, ben) = in_play(["rocket-pair"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])  # 9 against 3: Anna first
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit_named(battle, ben, 1).ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    browser = phone(battle.code, anna.pk)
    before = words(browser.get(f"/battles/{battle.code}/"))
    assert "A move means no attack this activation: every weapon of the unit is Heavy." in before
    browser.post(f"/battles/{battle.code}/of/move/", {"advance": "0", "key": str(key())})
    page = browser.get(f"/battles/{battle.code}/")
    assert weapon_choices(page) == [] and 'data-testid="of-attack"' not in page.content.decode()
    assert "No attack now: the unit has moved, and Rocket launcher may not fire after a move." in words(page)
