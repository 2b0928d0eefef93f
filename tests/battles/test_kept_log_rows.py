"""The turn card's rows of the log are read once per battle and entry count in a process, not once per view
(selectors.rolls_and_newest), and its roll card made once per card and language (selectors.ROLL_CARDS,
templatetags/roll_cards.py): the log is append-only, so what it holds at one count never changes."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import turns
from battles.table.prefill import FREE_ROLLS
from battles.templatetags import roll_cards
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key
from tests.battles.pages import regions_sent, table_phones

pytestmark = pytest.mark.django_db


def riflemen(seat):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref"))


def fresh(battle) -> Battle:
    return selectors.battle_find(battle.code)


def test_the_three_views_of_a_change_read_the_log_once(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    battle = fresh(battle)
    selectors.NEWEST_ROLLS.clear()

    with CaptureQueriesContext(connection) as first:
        selectors.turn_view(battle, selectors.seat_in(battle, anna.pk))
    with CaptureQueriesContext(connection) as then:
        selectors.turn_view(battle, selectors.seat_in(battle, ben.pk))
        selectors.turn_view(battle, None)

    reads = [q["sql"] for q in first.captured_queries if "battles_logentry e WHERE" in q["sql"]]
    assert len(reads) == 1
    assert not [q for q in then.captured_queries if "battles_logentry e WHERE" in q["sql"]]
    rolls, newest = selectors.rolls_and_newest(battle, 4)
    assert newest.seq == battle.entry_count and newest.kind == "roll"  # the initiative roll, the newest entry


def test_rows_read_after_a_later_write_are_not_kept_for_the_older_count(playing):
    battle, anna, _ben = playing
    older = fresh(battle)  # read before the initiative roll is written
    initiative(battle, anna, "6,1")
    selectors.NEWEST_ROLLS.clear()

    _rolls, newest = selectors.rolls_and_newest(older, 4)

    assert newest.seq > older.entry_count  # the query saw the newer entry ...
    assert (older.pk, older.entry_count, 4) not in selectors.NEWEST_ROLLS._kept  # ... so its rows are not the count's
    _rolls, now = selectors.rolls_and_newest(fresh(battle), 4)
    assert now.seq == fresh(battle).entry_count


def test_a_later_count_is_read_anew(playing):
    battle, anna, _ben = playing
    selectors.NEWEST_ROLLS.clear()
    _rolls, before = selectors.rolls_and_newest(fresh(battle), 4)
    initiative(battle, anna, "6,1")

    _rolls, after = selectors.rolls_and_newest(fresh(battle), 4)

    assert after.seq > (before.seq if before else 0) and after.kind == "roll"


ATTACK = {"attack_value": ["10"], "quality": ["regular"], "distance": ["30"], "units": ["cm"], "cover": ["soft"]}
CARD = re.compile(r'<section class="roll-card.*?</section>', re.S)
EARLIER = re.compile(r'<details class="earlier-rolls">.*?</details>', re.S)


def sent_card(browser, battle) -> str:
    """The roll card and the earlier rolls this phone is sent now, from a render of its own (no render kept)."""
    page = regions_sent(browser, battle)
    card, earlier = CARD.search(page), EARLIER.search(page)
    assert card and earlier, "no roll card or earlier rolls sent"
    return card.group(0) + earlier.group(0)


def test_a_served_roll_card_and_earlier_rolls_are_what_the_template_makes(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=riflemen(anna)[0].pk, action="move", key=key())
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=riflemen(ben)[0].pk, key=key())
    turns.action_roll(code=battle.code, seat_id=ben.pk, action="shoot", procedure_id="attack",
                      data={**ATTACK, "dice": ["6,6,6,6"]}, key=key(), target_id=riflemen(anna)[1].pk,
                      then_done=True)  # fmt: skip
    phones = table_phones(battle, {"Anna": anna, "Ben": ben, "onlooker": None})
    roll_cards.BODIES.clear()
    roll_cards.EARLIER_ROLLS.clear()
    selectors.ROLL_CARDS.clear()

    first = {name: sent_card(browser, battle) for name, browser in phones.items()}
    served, served_earlier = roll_cards.BODIES.served, roll_cards.EARLIER_ROLLS.served
    again = {name: sent_card(browser, battle) for name, browser in phones.items()}
    fresh = {}
    for name, browser in phones.items():
        roll_cards.BODIES.clear()
        roll_cards.EARLIER_ROLLS.clear()
        selectors.ROLL_CARDS.clear()
        fresh[name] = sent_card(browser, battle)

    assert roll_cards.BODIES.served > served and roll_cards.EARLIER_ROLLS.served > served_earlier
    assert first == again == fresh
    assert first["Anna", "en"] == first["onlooker", "en"] != first["Anna", "de"]  # a card a language
    assert "Attack" in first["Ben", "en"] and "Angriff" in first["Ben", "de"]
    assert "Earlier rolls" in first["Ben", "en"] and "Initiative" in first["Ben", "en"]


def test_other_rolls_are_kept_by_battle_and_language():
    roll_cards.OTHER_ROLLS.clear()
    with translation.override("en"):
        first = roll_cards.other_rolls("AAAA1111")
        served = roll_cards.OTHER_ROLLS.served
        again = roll_cards.other_rolls("AAAA1111")
        other_battle = roll_cards.other_rolls("BBBB2222")
    with translation.override("de"):
        german = roll_cards.other_rolls("AAAA1111")

    assert again == first and roll_cards.OTHER_ROLLS.served == served + 1
    made = [(href, p.title) for p, href in selectors.roll_links("AAAA1111", FREE_ROLLS)]
    assert first.count('class="button"') == len(made) > 3 and all(href in first for href, _title in made)
    assert "/battles/BBBB2222/roll/" in other_battle and "AAAA1111" not in other_battle
    assert german != first and "/battles/AAAA1111/roll/" in german
