"""After one weapon's attack, the acting unit's form offers its next weapon at the same target and with the same
line of sight: it went back to the first target and a clear line, so a player who did not look fired the second
weapon at another unit (a play-test at 360 px)."""

from __future__ import annotations

import re

import pytest

from battles.systems import open_fire_play
from tests.battles.pages import phone
from tests.battles.test_open_fire_odds import enemies
from tests.battles.test_open_fire_offers_heavy import hmg_team_acting, of_pack  # noqa: F401 - of_pack: a fixture
from tests.battles.test_open_fire_table_dice import key

pytestmark = pytest.mark.django_db
CHECKED = r'<input type="radio" name="{name}" value="([^"]+)" checked>'


def checked(page, name: str) -> str:
    return re.search(CHECKED.format(name=name), page.content.decode()).group(1)


@pytest.mark.usefixtures("of_pack")
@pytest.mark.parametrize("sight", ["obstructed", "clear"])
def test_the_next_weapon_is_offered_at_the_unit_just_attacked(sight):
    battle, seat = hmg_team_acting()
    first, second = enemies(battle, seat)[:2]
    browser = phone(battle.code, seat.pk)
    page = browser.get(f"/battles/{battle.code}/")
    assert checked(page, "target") == str(first.ref) and checked(page, "line_of_sight") == "clear"

    open_fire_play.attack(code=battle.code, seat_id=seat.pk, key=key(), weapon="rifle", target=second.ref,
                          line_of_sight=sight)  # fmt: skip
    page = browser.get(f"/battles/{battle.code}/")
    assert checked(page, "weapon") == "hmg"
    assert checked(page, "target") == str(second.ref) and checked(page, "line_of_sight") == sight


@pytest.mark.usefixtures("of_pack")
def test_what_the_attack_did_is_said_at_the_top_of_the_round():
    """The result sat at the round card's foot, about 300 px below the screen the page lands on after a tap."""
    battle, seat = hmg_team_acting()
    target = enemies(battle, seat)[0]
    entry = open_fire_play.attack(code=battle.code, seat_id=seat.pk, key=key(), weapon="rifle", target=target.ref)
    html = phone(battle.code, seat.pk).get(f"/battles/{battle.code}/").content.decode()
    newest = re.search(r'data-testid="of-newest">([^<]+)</p>', html)
    assert newest and newest.group(1).startswith(entry.summary.split(":")[0])
    assert html.index('data-testid="of-newest"') < html.index('data-testid="of-attack"')
