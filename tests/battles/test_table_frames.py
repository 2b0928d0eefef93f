"""The table page's frame is kept (battles/regions.py, `table_page`): a page served from a kept frame must be the
page made whole for the same reader, and a frame must never reach a reader it was not made for (another language,
another account or none, another version of the battle)."""

from __future__ import annotations

import re
import uuid

import pytest
from django.conf import settings

from battles import regions
from battles.models import Battle, BattleUnit
from tests.armies.builder_fixtures import player  # noqa: F401 - fixture
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative
from tests.battles.pages import phone

pytestmark = pytest.mark.django_db
PER_ANSWER = re.compile(r'(name="(?:key|csrfmiddlewaretoken)" value=|"X-CSRFToken": )"[^"]+"')  # one a page


def same_for_any_phone(page) -> str:
    assert page.status_code == 200
    html = page.content.decode()
    assert "\x1f" not in html  # no mark left: every region, one-time key and CSRF token filled in
    return PER_ANSWER.sub(r'\1""', html)


@pytest.fixture
def table(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    regions.FRAMES.clear()
    return battle, anna, ben


def test_a_served_frame_is_the_page_made_whole(table):
    battle, anna, _ben = table
    url = f"/battles/{battle.code}/"
    anna_phone, anna_tablet = phone(battle.code, anna.pk), phone(battle.code, anna.pk)
    anna_phone.get(url)
    served = regions.FRAMES.served

    kept = anna_tablet.get(url)
    regions.FRAMES.clear()
    whole = anna_tablet.get(url)

    assert regions.FRAMES.served == served + 1
    assert same_for_any_phone(kept) == same_for_any_phone(whole)
    assert 'data-testid="picks"' in kept.content.decode()  # Anna's own regions: her picker


def test_a_frame_is_only_served_to_its_kind_of_reader(table, player):  # noqa: F811 - the fixture
    battle, anna, _ben = table
    url = f"/battles/{battle.code}/"
    signed_in = phone()
    signed_in.force_login(player)
    german = phone()
    german.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"

    assert ">Account<" in signed_in.get(url).content.decode()
    assert ">Log in<" in phone().get(url).content.decode()  # the frame kept for an account is not an onlooker's
    assert '<html lang="de"' in german.get(url).content.decode()
    assert '<html lang="en-gb"' in phone().get(url).content.decode()
    # The language switch comes back to the address the page was asked at.
    assert f'name="next" value="{url}?from=qr"' in phone().get(f"{url}?from=qr").content.decode()

    seen = Battle.objects.get(pk=battle.pk).version
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").order_by("ref").first()
    phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/turn/quick/", {"key": str(uuid.uuid4()), "unit": unit.pk, "action": "move"}
    )
    after = phone().get(url).content.decode()
    assert f"?v={seen}&" not in after and f"?v={Battle.objects.get(pk=battle.pk).version}&" in after
