"""What the battle view tests share: a phone holding a seat, a page's words, a battle of a chosen size,
and the queries one page takes."""

from __future__ import annotations

import html
import re

from django.conf import settings
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from armies import rosters
from armies.roster_json import export_roster
from battles import regions
from battles.models import BattleUnit, RegionRender
from battles.services import lobby

SEATS = "battle_seats"
PER_ANSWER = re.compile(r'name="(key|csrfmiddlewaretoken)" value="[^"]+"')  # filled in for each answer


def text(response) -> str:
    """The page as a player reads it: entities decoded, so messages compare as written in the code, and without
    the soft hyphens a long name may break at (bof_site/hyphens.py), which show only where it breaks."""
    return html.unescape(response.content.decode()).replace("\u00ad", "")


def words(response) -> str:
    """The page's visible words: tags dropped, white space collapsed, soft hyphens left out (as `text`)."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", response.content.decode())).replace("\u00ad", "").split())


def phone(code: str | None = None, seat_id: int | None = None) -> Client:
    """A fresh browser; with a seat, the session holds it the way the views store it."""
    browser = Client()
    if code is not None:
        session = browser.session
        session[SEATS] = {code: seat_id}
        session.save()
    return browser


def table_phones(battle, seats: dict) -> dict[tuple[str, str], Client]:
    """A phone for each viewer (a name and the seat it holds, or None: an onlooker), in English and in German."""
    phones = {}
    for who, seat in seats.items():
        for language in ("en", "de"):
            browser = phone(battle.code, seat.pk) if seat else phone()
            browser.cookies[settings.LANGUAGE_COOKIE_NAME] = language
            phones[who, language] = browser
    return phones


def regions_sent(browser, battle, *, blanked: bool = True) -> str:
    """Every region this phone is sent now, from a render of its own (no render of the battle kept); `blanked`: the
    one-time keys and CSRF token, filled in for each answer, left empty so two answers compare."""
    regions.RENDERS.clear()
    RegionRender.objects.all().delete()
    answer = browser.get(f"/battles/{battle.code}/poll/?v=0&phase=playing")
    assert answer.status_code == 200
    page = answer.content.decode()
    return PER_ANSWER.sub(r'name="\1" value=""', page) if blanked else page


def own_detachment(owner, make_detachment, units: int) -> dict:
    """A German roster of exactly `units` units (officer, squad leader, riflemen), as its owner exports it."""
    d = make_detachment(owner, name=f"{units} units")
    rosters.add_units(owner, d.id, unit_key="de-squad-leader", quality="regular", count=1)
    left = units - 2  # the officer and the squad leader
    while left:
        step = min(30, left)
        rosters.add_units(owner, d.id, unit_key="de-rifleman", quality="regular", count=step)
        left -= step
    doc = export_roster(owner, d.id)
    assert len(doc["units"]) == units
    return doc


def revealed_with(make_battle, make_detachment, owners, units: int):
    """A Combat only battle whose two seats each bring `units` units, revealed: (battle, anna, ben)."""
    battle, anna = make_battle(mode="combat-only", host=f"Anna {units}", points=300)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat, owner in zip((anna, ben), owners, strict=True):
        doc = own_detachment(owner, make_detachment, units)
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=doc, source="Mine")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    battle.refresh_from_db()
    assert battle.phase == "setup"
    assert BattleUnit.objects.filter(battle=battle).count() == 2 * units
    return battle, anna, ben


def queries_for(browser: Client, url: str, must_show: str) -> int:
    """How many queries the page takes; it must answer 200 and show `must_show`."""
    with CaptureQueriesContext(connection) as queries:
        response = browser.get(url)
    assert response.status_code == 200
    assert must_show in words(response)
    return len(queries)
