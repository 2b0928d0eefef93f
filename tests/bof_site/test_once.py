"""Issue 14.6: a create form posted many times at once with its one-time key (a double tap, a retry) creates one
thing, and every copy is answered with the same redirect; a form sent back with errors keeps no key."""

from __future__ import annotations

import re
import uuid

import pytest
from django.test import Client

from armies.models import Detachment
from battles.models import Battle
from dice.models import DiceRoom
from tests.armies.builder_fixtures import *  # noqa: F403
from tests.concurrency import run_at_once

TAPS = 20
KEY = re.compile(r'name="once" value="([0-9a-f-]{36})"')
BATTLE = {"game_mode": "victory-zones", "players": "2", "points": "150", "turn_limit": "5", "measure": "cm",
          "display_name": "Anna", "team": "A", "client_seed": "anna-seed"}  # fmt: skip
ROOM = {"display_name": "Anna", "client_seed": "anna-seed"}
EXAMPLE = {"example": "de-regular-infantry-150"}


def _key_on(client: Client, page: str, action: str) -> str:
    """The one-time key of the form that posts to `action`, as the page gives it."""
    html = client.get(page).content.decode()
    form = html[html.index(f'action="{action}"') :] if f'action="{action}"' in html else html
    return KEY.search(form).group(1)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("page", "action", "data", "model", "signed_in"),
    [
        ("/battles/new/", "", BATTLE, Battle, False),
        ("/dice/", "/dice/new/", ROOM, DiceRoom, False),
        ("/armies/new/", "/armies/new/example/", EXAMPLE, Detachment, True),
    ],
    ids=["battle", "dice-room", "detachment-from-example"],
)
def test_twenty_identical_taps_at_once_create_one(sample_pack, player, page, action, data, model, signed_in):
    browser = Client()
    if signed_in:
        browser.force_login(player)
    key = _key_on(browser, page, action)
    cookies = browser.cookies
    before = model.objects.count()

    def tap(_i):
        phone = Client()
        phone.cookies = cookies  # one browser: the same session
        return phone.post(action or page, {**data, "once": key})

    answers, errors = run_at_once(tap, TAPS)

    assert errors == []
    assert {a.status_code for a in answers} == {302}
    assert len({a["Location"] for a in answers}) == 1  # every copy goes to the one thing made
    assert model.objects.count() == before + 1


def test_each_form_gets_its_own_key(client, db):
    html = client.get("/battles/new/").content.decode() + client.get("/battles/new/").content.decode()
    keys = KEY.findall(html)
    assert len(keys) == 2 and len(set(keys)) == 2


def test_a_form_sent_back_with_errors_keeps_no_key_and_two_keys_make_two(client, db):
    key = str(uuid.uuid4())
    refused = client.post("/battles/new/", {**BATTLE, "display_name": "", "once": key})
    assert refused.status_code == 400 and Battle.objects.count() == 0

    made = client.post("/battles/new/", {**BATTLE, "once": key})  # corrected, the same key
    again = client.post("/battles/new/", {**BATTLE, "once": key})
    other = client.post("/battles/new/", {**BATTLE, "once": str(uuid.uuid4())})

    assert made.status_code == again.status_code == other.status_code == 302
    assert made["Location"] == again["Location"] != other["Location"]
    assert Battle.objects.count() == 2


@pytest.mark.parametrize(
    ("second_url", "second"),
    [
        ("/dice/new/", ROOM),  # the battle's key posted to the dice room's form
        ("/battles/new/", {**BATTLE, "turn_limit": "7"}),  # the same form with other values
    ],
    ids=["another-form", "other-values"],
)
def test_a_key_sent_again_with_another_form_or_values_is_refused_and_makes_nothing(client, db, second_url, second):
    key = str(uuid.uuid4())
    made = client.post("/battles/new/", {**BATTLE, "once": key})
    assert made.status_code == 302
    battles, rooms = Battle.objects.count(), DiceRoom.objects.count()

    reused = client.post(second_url, {**second, "once": key})

    assert reused.status_code == 400
    assert "That form was already used for something else, so nothing was done." in reused.content.decode()
    assert (Battle.objects.count(), DiceRoom.objects.count()) == (battles, rooms)
