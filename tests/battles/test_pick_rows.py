"""The picker's rows (battles/templatetags/picks.py, made in Python): what each row shows and posts, as the phones of
both seats are sent it at each step of a turn, in English and German, with either "each unit" choice."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from django.conf import settings
from django.utils import translation

from battles import selectors
from battles.models import BattleUnit
from battles.selectors import UnitChoice, pick_groups
from battles.services import turns
from battles.templatetags import picks
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, examples_at_turn_one, initiative, key
from tests.battles.pages import phone, regions_sent

pytestmark = pytest.mark.django_db
ATTACK = {"attack_value": ["10"], "quality": ["regular"], "distance": ["30"], "units": ["cm"], "cover": ["soft"]}
ROW = re.compile(r'<li class="pick-group"><div class="pick-row">.*?</div>\s*</li>', re.S)
SPENT = re.compile(r"<li><div class=\"pick-row\">.*?</div></li>", re.S)


def riflemen(seat):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref"))


def sent(browser, battle) -> str:
    return regions_sent(browser, battle, blanked=False)  # each form's own key: one test reads them


def seat_phone(battle, seat, language: str, after: str):
    browser = phone(battle.code, seat.pk)
    browser.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    browser.post(f"/battles/{battle.code}/turn/after-shot/", {"after_shot": after})
    return browser


def row_of(page: str, unit) -> str:
    """The active row whose forms name `unit` (the first of its group)."""
    found = [row for row in ROW.findall(page) if f'name="unit" value="{unit.pk}"' in row]
    assert len(found) == 1, f"{unit.label}: {len(found)} rows"
    return found[0]


@pytest.fixture
def moving(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")  # Anna's activation first
    return battle, anna, ben


def test_it_offers_one_tap_moves_and_shots_in_the_readers_language(moving):
    battle, anna, _ben = moving
    rifleman = riflemen(anna)[0]
    english = row_of(sent(seat_phone(battle, anna, "en", "done"), battle), rifleman)
    german = row_of(sent(seat_phone(battle, anna, "de", "move"), battle), rifleman)

    assert '<span class="tag count">×' in english  # like riflemen are one row
    assert 'data-testid="quick-move"' in english and ">Move</button>" in english
    assert 'data-testid="quick-double"' not in english  # one action each: no double move offered
    assert 'data-testid="quick-shoot"' in english and ">Shoot</button>" in english
    assert f'action="/battles/{battle.code}/turn/quick/"' in english
    assert 'data-testid="quick-double"' in german and ">2× Laufen</button>" in german  # every action: 2x Move
    assert "Move" not in german and "Shoot" not in german


def test_each_form_carries_its_own_one_time_key_and_the_csrf_token(moving):
    battle, anna, _ben = moving
    page = sent(seat_phone(battle, anna, "en", "done"), battle)
    rows = "".join(ROW.findall(page))
    keys = re.findall(r'name="key" value="([^"]+)"', rows)
    assert len(keys) == rows.count("<form") > 10 and len(set(keys)) == len(keys)  # filled in for this answer, each anew
    assert rows.count('name="csrfmiddlewaretoken"') == rows.count("<form")


def test_a_spent_unit_is_folded_away_disabled_with_the_reason(moving):
    battle, anna, ben = moving
    moved = riflemen(anna)[0]
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=moved.pk, action="move", key=key())
    turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[0].pk, action="move", key=key())

    page = sent(seat_phone(battle, anna, "en", "done"), battle)

    spent = [row for row in SPENT.findall(page) if f'name="unit" value="{moved.pk}"' in row]
    assert len(spent) == 1 and " disabled>" in spent[0] and 'class="help why"' in spent[0]
    assert "quick-pair" not in spent[0]  # nothing to tap on a unit that cannot act


def test_the_side_aims_at_its_last_target_in_one_tap(moving):
    battle, anna, ben = moving
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=riflemen(anna)[0].pk, action="move", key=key())
    target = riflemen(anna)[1]
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[0].pk, key=key())
    turns.action_roll(code=battle.code, seat_id=ben.pk, action="shoot", procedure_id="attack",
                      data={**ATTACK, "dice": ["6,6,6,6"]}, key=key(), target_id=target.pk, then_done=True)  # fmt: skip
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=riflemen(anna)[2].pk, action="move", key=key())

    every = row_of(sent(seat_phone(battle, ben, "en", "move"), battle), riflemen(ben)[1])
    one = row_of(sent(seat_phone(battle, ben, "en", "done"), battle), riflemen(ben)[1])

    assert f'action="/battles/{battle.code}/roll/attack/"' in every
    assert f'name="target" value="{target.pk}"' in every and 'name="distance" value="30"' in every
    assert 'name="activate" value="' in every and 'name="roll" value="1" data-testid="quick-shoot"' in every
    assert 'name="then_move" value="1"' in every  # every action: the shot, then a move
    assert 'name="then_move"' not in one and f'name="target" value="{target.pk}"' in one


def test_a_units_tokens_and_name_are_shown_escaped(moving):
    battle, anna, _ben = moving
    rifleman = riflemen(anna)[-1]
    BattleUnit.objects.filter(pk=rifleman.pk).update(label="Scout <b>1</b>", tokens={"pinned": 2})

    row = row_of(sent(seat_phone(battle, anna, "en", "done"), battle), rifleman)

    assert "Scout &lt;b&gt;1&lt;/b&gt;" in row and "<b>" not in row
    assert '<span class="tag token">2 pinned</span>' in row


def test_vehicles_move_and_soldiers_walk_in_german(make_battle):
    """The picker's one-tap Move is "Laufen" for men on foot; a tank or a truck is not walked: "Fahren"."""
    battle, anna, _ben = examples_at_turn_one(make_battle, "de-armored-reconnaissance-150", AMERICANS)
    page = sent(seat_phone(battle, anna, "de", "done"), battle)
    moves = {}
    for row in ROW.findall(page):
        unit = BattleUnit.objects.get(pk=re.search(r'name="unit" value="(\d+)"', row)[1])
        found = re.search(r'data-testid="quick-move"[^>]*>([^<]+)</button>', row)
        if found:
            moves.setdefault(unit.unit_type, set()).add(found[1])
    assert moves["afv"] == moves["transport"] == {"Fahren"}
    assert moves["infantry"] == {"Laufen"}
    # The activated unit's own Move says it as its picker row did (it said "Bewegen" beside the row's "Laufen").
    with translation.override("de"):
        for unit_type, said in moves.items():
            unit = BattleUnit.objects.filter(battle=battle, seat=anna, unit_type=unit_type).first()
            verbs = {v.action: str(v.label) for v in selectors._verbs(unit, {}, False)["verbs"]}
            assert {verbs["move"]} == said, unit_type


def test_a_long_german_name_may_break_with_a_hyphen(make_battle):
    """ "Gruppenführer" did not fit beside the quick buttons at 360 px and pushed them onto a line of their own."""
    battle, anna, _ben = examples_at_turn_one(make_battle, "de-armored-reconnaissance-150", AMERICANS)
    page = sent(seat_phone(battle, anna, "de", "done"), battle)
    assert "Grup\u00adpen\u00adfüh\u00adrer" in page


@pytest.mark.parametrize(("movement", "said"), [("horse", "Reiten"), ("wheeled", "Fahren"), ("tracked", "Fahren")])
def test_a_horse_is_ridden(movement, said):
    unit = SimpleNamespace(pk=7, unit_type="transport", stats={"movement": movement}, tokens={})
    choice = SimpleNamespace(unit=unit, stuck="", where="", actions=2, no_double="", why_not="")
    forms = picks.Forms("/a/", "/q/", "/r/", "", keys_later=True)
    with translation.override("de"):
        made = picks._moves(choice, forms, picks.Words(), None)
    assert f">{said}</button>" in made


PANZERFAUST = {"key": "de-pzf60", "name": "Panzerfaust 60", "name_de": "Panzerfaust 60 (de)"}
KAR98K = {"key": "de-kar98k", "name": "Kar98k"}


def soldier(pk, weapons, quality="regular"):
    return BattleUnit(pk=pk, profile_key="de-rifleman", unit_type="infantry", quality=quality, weapons=weapons,
                      stats={"name": "Rifleman", "name_de": "Schütze"}, label=f"Rifleman {pk}", tokens={})  # fmt: skip


@pytest.mark.parametrize(
    ("language", "second", "names"),
    [
        ("en", ([KAR98K, PANZERFAUST], "regular"), ["Rifleman ×2", "Rifleman with Panzerfaust 60 ×1"]),
        ("de", ([KAR98K, PANZERFAUST], "regular"), ["Schütze ×2", "Schütze mit Panzerfaust 60 (de) ×1"]),
        ("en", ([KAR98K], "elite"), ["Rifleman, Regular ×2", "Rifleman, Elite ×1"]),
        ("de", ([KAR98K], "elite"), ["Schütze, Regulär ×2", "Schütze, Elite ×1"]),
    ],
)
def test_like_named_rows_say_what_sets_them_apart(language, second, names):
    """A play-test saw "Schütze ×11" and "Schütze ×2" and could not tell which two carried the Panzerfausts."""
    weapons, quality = second
    choices = [UnitChoice(soldier(1, [KAR98K]), 2, ""), UnitChoice(soldier(2, [KAR98K]), 2, ""),
               UnitChoice(soldier(3, weapons, quality), 2, "")]  # fmt: skip
    with translation.override(language):
        groups, _spent = pick_groups(choices)
        assert [f"{g.name} ×{g.count}" for g in groups] == names
    alone, _spent = pick_groups(choices[:2])
    assert [g.name for g in alone] == ["Rifleman"]  # one row of its name: nothing added
