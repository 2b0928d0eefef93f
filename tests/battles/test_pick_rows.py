"""The picker's rows are kept and served again (battles/templatetags/picks.py): a served row must be the row the
template makes for the same state. Phones of both seats, in English and German, with either "each unit" choice, are
sent their regions at each step of a turn (a move, a shot that gives the side an aim, the other seat's move after
it); each render is made again with every row served, then again with none kept, and the three must be the same."""

from __future__ import annotations

import re

import pytest
from django.conf import settings

from battles import regions
from battles.models import BattleUnit, RegionRender
from battles.services import turns
from battles.templatetags import picks
from battles.templatetags.picks import ROWS
from bof_site.kept import Kept
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key
from tests.battles.pages import phone

pytestmark = pytest.mark.django_db
PER_ANSWER = re.compile(r'name="(key|csrfmiddlewaretoken)" value="[^"]+"')  # filled in for each answer
ATTACK = {"attack_value": ["10"], "quality": ["regular"], "distance": ["30"], "units": ["cm"], "cover": ["soft"]}


def riflemen(seat):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref"))


def sent(browser, battle) -> str:
    """Every region this phone is sent now, from a render of its own (no render of the battle kept)."""
    regions.RENDERS.clear()
    RegionRender.objects.all().delete()
    answer = browser.get(f"/battles/{battle.code}/poll/?v=0&phase=playing")
    assert answer.status_code == 200
    return PER_ANSWER.sub(r'name="\1" value=""', answer.content.decode())


def test_a_served_row_is_the_row_the_template_makes(moving):
    battle, anna, ben = moving
    phones = {}
    for seat in (anna, ben):
        for language in ("en", "de"):
            for after in ("done", "move"):
                browser = phone(battle.code, seat.pk)
                browser.cookies[settings.LANGUAGE_COOKIE_NAME] = language
                browser.post(f"/battles/{battle.code}/turn/after-shot/", {"after_shot": after})
                phones[seat.display_name, language, after] = browser

    def same_both_ways(step: str, active: str) -> None:
        first = {name: sent(browser, battle) for name, browser in phones.items()}  # rows kept from earlier steps
        served_before = ROWS.served
        again = {name: sent(browser, battle) for name, browser in phones.items()}
        assert ROWS.served > served_before, f"{step}: no row was served again"
        fresh = {}
        try:
            for name, browser in phones.items():  # each phone's rows all made for it, those kept left as they are
                picks.ROWS = Kept(ROWS.size)
                fresh[name] = sent(browser, battle)
        finally:
            picks.ROWS = ROWS
        for name in phones:
            assert first[name] == again[name] == fresh[name], f"{step}: {name} was sent another picker"
        for name, page in fresh.items():
            assert ('data-testid="picks"' in page) == (name[0] == active), f"{step}: {name}"
            if name[0] == active:
                assert ('data-testid="quick-double"' in page) == (name[2] == "move"), f"{step}: {name}"
        assert "Laufen" in fresh[active, "de", "move"] and "Move" in fresh[active, "en", "done"]

    same_both_ways("the first activation", "Anna")
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=riflemen(anna)[0].pk, action="move", key=key())
    same_both_ways("after Anna's move", "Ben")
    target = riflemen(anna)[1]
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[0].pk, key=key())
    turns.action_roll(code=battle.code, seat_id=ben.pk, action="shoot", procedure_id="attack",
                      data={**ATTACK, "dice": ["6,6,6,6"]}, key=key(), target_id=target.pk, then_done=True)  # fmt: skip
    same_both_ways("after Ben's shot (a miss)", "Anna")
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=riflemen(anna)[2].pk, action="move", key=key())
    page = sent(phones["Ben", "en", "move"], battle)
    assert f'name="target" value="{target.pk}"' in page  # Ben's riflemen now aim at the man he shot at
    same_both_ways("Ben's riflemen aiming", "Ben")


@pytest.fixture
def moving(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")  # Anna's activation first
    return battle, anna, ben
