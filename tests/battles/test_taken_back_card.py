"""A roll taken back says so where the table looks: the turn card's newest roll stays on the card, greyed and
marked "taken back", and the earlier rolls mark it too (the log keeps it, dice and all). Before, the card went on
showing the roll as if it stood: a player who had just taken it back could not tell from the card that it was."""

from __future__ import annotations

import re

import pytest
from django.conf import settings

from battles import regions
from battles.models import BattleUnit, RegionRender
from battles.services import turns, voids
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key
from tests.battles.pages import phone

pytestmark = pytest.mark.django_db
ATTACK = {"attack_value": ["10"], "quality": ["regular"], "distance": ["30"], "units": ["cm"], "cover": ["soft"]}
CARD = re.compile(r'<section class="roll-card[^"]*" id="result".*?</section>', re.S)
EARLIER = re.compile(r'<details class="earlier-rolls">.*?</details>', re.S)


def riflemen(seat):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref"))


def shot(battle, seat, shooter, target, dice: str) -> None:
    turns.activate(code=battle.code, seat_id=seat.pk, unit_id=shooter.pk, key=key())
    turns.action_roll(code=battle.code, seat_id=seat.pk, action="shoot", procedure_id="attack",
                      data={**ATTACK, "dice": [dice]}, key=key(), target_id=target.pk)  # fmt: skip


def seen(browser, battle) -> tuple[str, str]:
    """The roll card and the earlier rolls the phone's page shows now (renders made afresh, cards kept as served)."""
    regions.RENDERS.clear()
    RegionRender.objects.all().delete()
    page = browser.get(f"/battles/{battle.code}/").content.decode()
    card, earlier = CARD.search(page), EARLIER.search(page)
    return (card.group(0) if card else ""), (earlier.group(0) if earlier else "")


@pytest.mark.parametrize(("language", "said"), [("en", "taken back"), ("de", "zurückgenommen")])
def test_a_roll_taken_back_is_marked_on_the_card_and_among_the_earlier_rolls(playing, language, said):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    ben_phone = phone(battle.code, ben.pk)
    ben_phone.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    shot(battle, anna, riflemen(anna)[0], riflemen(ben)[0], "6,6,6,6")  # a miss
    card, _earlier = seen(ben_phone, battle)  # the card is made and kept before the taking back
    assert card and said not in card and "taken-back" not in card

    voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())
    card, _earlier = seen(ben_phone, battle)
    assert 'class="roll-card taken-back"' in card and f'data-testid="taken-back">{said}<' in card

    # The activation is still Anna's (the void put her shot back): her rifleman shoots again, at another man.
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack",
                      data={**ATTACK, "dice": ["6,6,6,6"]}, key=key(), target_id=riflemen(ben)[1].pk)  # fmt: skip
    card, earlier = seen(ben_phone, battle)
    assert "taken-back" not in card  # the new roll stands
    lines = re.findall(r"<li>.*?</li>", earlier, re.S)
    assert said in lines[0] and all(said not in line for line in lines[1:])  # the shot before it was taken back
    board = phone()
    board.cookies[settings.LANGUAGE_COOKIE_NAME] = language
    rows = re.search(r'<ol class="plain board-last">(.*?)</ol>', board.get(f"/battles/{battle.code}/watch/").text, re.S)
    lines = re.findall(r"<li>.*?</li>", rows.group(1), re.S)
    assert said in lines[0] and all(said not in line for line in lines[1:])  # the spectators' board says so too
