"""The regions beside the turn card are kept across versions by what they show (battles/side_regions.py): a kept
one must be the one the template makes for the same state. The phones of both seats and an onlooker, in English and
German, are sent their regions at each step of a turn (a move, smoke laid, the turn's end); each render is made again
with every side region served, then again with none kept, and the three must be the same."""

from __future__ import annotations

import re

import pytest

from battles import side_regions
from battles.models import BattleUnit
from battles.services import markers, turns
from bof_site.kept import Kept
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key
from tests.battles.pages import regions_sent, table_phones

pytestmark = pytest.mark.django_db


def region(page: str, name: str) -> str:
    found = re.search(rf'<div data-region="{name}">.*?</section></div>', page, re.S)
    assert found, name
    return found[0]


@pytest.fixture
def phones(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")  # Anna's activation first
    return battle, anna, ben, table_phones(battle, {"Anna": anna, "Ben": ben, "onlooker": None})


def test_a_kept_side_region_is_the_one_the_template_makes(phones, monkeypatch):
    battle, anna, ben, browsers = phones

    def same_both_ways(step: str) -> dict:
        first = {name: regions_sent(browser, battle) for name, browser in browsers.items()}
        served = side_regions.KEPT.served
        again = {name: regions_sent(browser, battle) for name, browser in browsers.items()}
        assert side_regions.KEPT.served - served == 3 * len(browsers), f"{step}: not every side region served again"
        monkeypatch.setattr(side_regions, "KEPT", Kept(side_regions.KEPT.size))  # none kept: each made anew
        fresh = {name: regions_sent(browser, battle) for name, browser in browsers.items()}
        for name in browsers:
            assert first[name] == again[name] == fresh[name], f"{step}: {name} was sent other regions"
        return fresh

    same_both_ways("the first activation")
    riflemen = BattleUnit.objects.filter(seat=anna, unit_type="infantry").order_by("ref")
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=riflemen[0].pk, action="move", key=key())
    pages = same_both_ways("after Anna's move")
    assert "Smoke:" in region(pages["Anna", "en"], "markers") and "Rauch:" in region(pages["Anna", "de"], "markers")
    assert all('data-testid="event-card"' in region(page, "cards") for page in pages.values())  # drawn in setup

    markers.place_smoke(code=battle.code, seat_id=ben.pk, where="by the barn", unit_ids=[riflemen[1].pk], key=key())
    pages = same_both_ways("after Ben's smoke")  # the first of these renders would have served the old markers
    for who in ("Anna", "Ben", "onlooker"):
        assert "by the barn" in region(pages[who, "en"], "markers")
    assert "Add smoke" in region(pages["Ben", "en"], "markers")
    assert "Add smoke" not in region(pages["onlooker", "en"], "markers")  # an onlooker has no form
