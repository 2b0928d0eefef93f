"""A seat handed to another phone (battles/views/seats.py): a guest whose phone lost its session could only watch the
rest of the game (a two-phone play-test: a browser restarted, and Ben had no way back to his seat)."""

from __future__ import annotations

import re
import time

import pytest
from django.core import signing

from battles.views.common import SEATS
from battles.views.seats import SALT
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db


def links_on(page) -> list[str]:
    return re.findall(r'<p class="link"><a href="https?://[^/]+(/battles/[^"]+)">', page.content.decode())


def test_the_host_hands_a_guests_seat_to_a_new_phone(playing):
    battle, anna, ben = playing
    host = phone(battle.code, anna.pk)
    assert 'data-testid="seat-links"' in host.get(f"/battles/{battle.code}/").content.decode()
    listed = host.get(f"/battles/{battle.code}/seats/")
    assert listed.status_code == 200 and "Ben's seat" in words(listed) and "Anna's seat" not in words(listed)
    [link] = links_on(listed)

    new_phone = phone()
    lost = words(new_phone.get(f"/battles/{battle.code}/"))
    assert "The host's phone can hand it back" in lost  # what the phone that lost its seat is told
    answer = new_phone.get(link)

    assert answer.status_code == 302 and answer["Location"] == f"/battles/{battle.code}/"
    assert new_phone.session[SEATS] == {battle.code: ben.pk}
    assert "The host's phone can hand it back" not in words(new_phone.get(f"/battles/{battle.code}/"))


def test_only_the_hosts_phone_gets_links(playing):
    battle, _anna, ben = playing
    for someone in (phone(battle.code, ben.pk), phone()):
        page = someone.get(f"/battles/{battle.code}/seats/")
        assert page.status_code == 403 and links_on(page) == []
        assert "Only the host's phone hands a seat to another phone." in words(page)
    assert 'data-testid="seat-links"' not in phone(battle.code, ben.pk).get(f"/battles/{battle.code}/").content.decode()


@pytest.mark.parametrize("made", ["forged", "other battle", "unknown seat", "too old", "garbage"])
def test_a_link_that_is_not_good_says_so_and_holds_no_seat(playing, make_battle, monkeypatch, made):
    battle, _anna, ben = playing
    other, _host = make_battle()
    token = {
        "forged": signing.dumps([battle.code, ben.pk], salt="another purpose"),
        "other battle": signing.dumps([other.code, ben.pk], salt=SALT),
        "unknown seat": signing.dumps([battle.code, 999_999], salt=SALT),
        "too old": signing.dumps([battle.code, ben.pk], salt=SALT),
        "garbage": "not:a:token",
    }[made]
    if made == "too old":
        now = time.time()
        monkeypatch.setattr(signing.time, "time", lambda: now + 16 * 60)  # past the quarter of an hour
    new_phone = phone()
    answer = new_phone.get(f"/battles/{battle.code}/seat/{token}/")
    assert answer.status_code == 400
    assert "This seat link is too old or not for this battle: ask the host for a new one." in words(answer)
    assert SEATS not in new_phone.session


def test_the_seats_page_and_the_lost_seat_line_in_german(playing):
    battle, anna, _ben = playing
    host = phone(battle.code, anna.pk)
    host.cookies["django_language"] = "de"
    assert "Platz von Ben" in words(host.get(f"/battles/{battle.code}/seats/"))
    onlooker = phone()
    onlooker.cookies["django_language"] = "de"
    assert "Das Handy des Gastgebers gibt ihn zurück" in words(onlooker.get(f"/battles/{battle.code}/"))
