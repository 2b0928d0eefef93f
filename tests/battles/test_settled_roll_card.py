"""The newest roll folds to one line once its activation is over (selectors.settled_roll): a turn of moves kept the
last shot's whole card above every picker, on every phone, so each player scrolled past it for each unit. While the
unit that rolled is still acting the card stays whole; a tap on the line opens it."""

from __future__ import annotations

import re
import uuid
from types import SimpleNamespace

import pytest
from django.conf import settings

from battles.models import LogEntry
from battles.selectors import settled_roll
from battles.services import turns, voids
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key
from tests.battles.pages import phone
from tests.battles.test_solo import app_to_act
from tests.battles.test_taken_back_card import riflemen, seen, shot

pytestmark = pytest.mark.django_db
SETTLED = re.compile(r'<details class="roll-card settled[^"]*" id="result".*?</details>', re.S)


def entry(seq: int, kind: str, **data):
    return SimpleNamespace(seq=seq, kind=kind, data=data)


SHOT_BY_7 = entry(10, "roll", lands_on={"unit": 20, "by": 7})


@pytest.mark.parametrize(
    ("roll", "newest", "settled"),
    [
        (SHOT_BY_7, SHOT_BY_7, False),  # the roll is the newest entry
        (SHOT_BY_7, entry(11, "action", unit=7, action="move"), False),  # the shooter moves on after its shot
        (SHOT_BY_7, entry(11, "activation-end", unit=7), True),  # the shooter is done
        (SHOT_BY_7, entry(12, "action", unit=8, allowed=2, action="move"), True),  # another unit has acted
        (SHOT_BY_7, entry(12, "activate", unit=8, allowed=2), True),
        (entry(10, "roll", lands_on=None), entry(11, "activate", unit=8, allowed=2), True),  # initiative, then a unit
        (SHOT_BY_7, entry(11, "void"), False),  # no standing entry names a unit: the card stays whole
        (None, entry(11, "activate", unit=8), False),
    ],
)
def test_a_roll_is_settled_once_its_activation_is_over(roll, newest, settled):
    assert settled_roll(roll, newest) is settled


@pytest.mark.parametrize(("language", "said"), [("en", "Last roll: Attack"), ("de", "Letzter Wurf: Trefferwurf")])
def test_the_card_folds_to_a_line_once_another_unit_acts_and_not_before(playing, language, said):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    ben_phone = phone(battle.code, ben.pk)
    ben_phone.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    shooter = riflemen(anna)[0]
    shot(battle, anna, shooter, riflemen(ben)[0], "6,6,6,6")  # a miss: nothing follows it
    card, _earlier = seen(ben_phone, battle)
    assert card and "roll-settled" not in card  # the shooter still acts: the card stays whole
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    regions_page = ben_phone.get(f"/battles/{battle.code}/").content.decode()
    line = SETTLED.search(regions_page)
    assert line is not None, "the card folds once the shooter is done"
    assert said in re.sub(r"<[^>]+>", "", line.group(0))
    assert 'data-testid="picks"' in regions_page  # Ben picks his unit right below it
    turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[1].pk, action="move", key=key())
    assert SETTLED.search(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").content.decode())


@pytest.mark.parametrize("bens_walk", [True, False])
def test_a_take_back_leaves_the_card_as_the_entry_it_returns_to_shows_it(playing, bens_walk):
    """The card is judged by the newest entry still standing: a take-back returns the table to the entry before the
    one taken back, and the card folds or opens as it did then."""
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "6,6,6,6")
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    if bens_walk:  # taken back, Anna's shooter is still done: the card stays a line
        turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[1].pk, action="move", key=key())
        voids.void_last(code=battle.code, seat_id=ben.pk, reason="wrong unit", key=key())
    else:  # Anna takes back her "done": her shooter acts again, the card opens as right after the shot
        voids.void_last(code=battle.code, seat_id=anna.pk, reason="not done yet", key=key())
    page = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/").content.decode()
    assert bool(SETTLED.search(page)) is bens_walk
    assert 'id="result"' in page


def test_an_entry_naming_no_unit_leaves_the_card_as_it_was(sample_pack):
    """In solo play the app picks its unit (the initiative roll folds), the player says what it sees and the app
    decides: that decision names no unit and changes no activation, so the card stays a line (it opened again)."""
    battle, anna, _app = app_to_act()
    me = phone(battle.code, anna.pk)
    assert SETTLED.search(me.get(f"/battles/{battle.code}/").content.decode())
    answer = {"key": str(uuid.uuid4()), "seen": "", "band": "medium", "cover": "none"}
    assert me.post(f"/battles/{battle.code}/solo/decide/", answer).status_code == 302
    assert LogEntry.objects.filter(battle=battle).latest("seq").kind == "solo-decision"
    assert SETTLED.search(me.get(f"/battles/{battle.code}/").content.decode())


@pytest.mark.parametrize(("language", "said"), [("en", "Last roll:"), ("de", "Letzter Wurf:")])
def test_setups_last_roll_is_a_line_above_turn_ones_initiative_and_a_tied_initiative_stays_whole(
    playing, language, said
):
    """Setup's last roll took some 250 px above Roll initiative, which sat below a 740 px phone's screen; once the
    initiative is rolled, that roll is this turn's and shows whole (a tie says who rolls again)."""
    battle, anna, ben = playing
    browser = phone(battle.code, anna.pk)
    browser.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    page = browser.get(f"/battles/{battle.code}/").content.decode()
    line = SETTLED.search(page)
    assert line is not None and said in re.sub(r"<[^>]+>", "", line.group(0))
    assert page.index('id="result"') < page.index('name="roll" value="1"')  # the line, then the button
    initiative(battle, anna, "3,3")  # a tie: both roll again, this turn's roll on the card
    page = browser.get(f"/battles/{battle.code}/").content.decode()
    assert 'id="result"' in page and SETTLED.search(page) is None
