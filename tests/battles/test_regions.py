"""A change is rendered once per battle version and kind of viewer (battles/regions.py), and a move answers the
phone that made it with the regions that changed (views.common.moved), as static/js/site.js asks."""

from __future__ import annotations

import html
import re
import uuid

import pytest
from django.contrib.auth.models import AnonymousUser
from django.contrib.sessions.backends.db import SessionStore
from django.db import connection
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext

from battles import regions, selectors
from battles.models import Battle, BattleUnit, RegionRender
from battles.services import setup
from battles.views import table
from battles.views.common import render_table
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, settle_setup
from tests.battles.pages import phone

pytestmark = pytest.mark.django_db
KEY = re.compile(r'name="key" value="([0-9a-f-]{36})"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"')
REGION = re.compile(r'data-region="([a-z-]+)"')
VIEW = re.compile(r"[?&]amp;view=([0-9a-f]{8})")


def riflemen(seat):
    return list(BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref"))


def version(battle) -> int:
    return Battle.objects.get(pk=battle.pk).version


def quick_move(browser, battle, unit, seen: int, *, regions_asked: bool = True):
    headers = {"HTTP_X_REGIONS": f"{seen} playing"} if regions_asked else {}
    posted = {"key": str(uuid.uuid4()), "unit": str(unit.pk), "action": "move"}
    return browser.post(f"/battles/{battle.code}/turn/quick/", posted, **headers)


@pytest.fixture
def moving(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")  # Anna's activation first
    regions.RENDERS.clear()
    return battle, anna, ben


def test_six_phones_of_three_kinds_cost_three_renders_of_a_change(moving):
    battle, anna, ben = moving
    phones = {
        "anna": phone(battle.code, anna.pk), "anna's tablet": phone(battle.code, anna.pk),
        "ben": phone(battle.code, ben.pk), "ben's tablet": phone(battle.code, ben.pk),
        "onlooker": phone(), "another onlooker": phone(),
    }  # fmt: skip
    seen = version(battle)
    before = regions.RENDERS.made

    moved = quick_move(phones["anna"], battle, riflemen(anna)[0], seen)
    answers = {name: p.get(f"/battles/{battle.code}/poll/?v={seen}&phase=playing") for name, p in phones.items()}

    assert moved.status_code == 200 and moved["X-Regions-Answer"] == "1"
    assert version(battle) > seen
    assert {a.status_code for a in answers.values()} == {200}
    assert regions.RENDERS.made - before == 3  # Anna's seat, Ben's, an onlooker: not six phones, not seven asks
    # The same view, the same regions: only the one-time keys (fresh in every answer) and each phone's own CSRF
    # token differ.
    anna_1, anna_2 = (answers[n].content.decode() for n in ("anna", "anna's tablet"))
    assert CSRF.sub("", KEY.sub("", anna_1)) == CSRF.sub("", KEY.sub("", anna_2))
    assert set(KEY.findall(anna_1)).isdisjoint(KEY.findall(anna_2)) and KEY.findall(anna_1)
    assert "\x1f" not in anna_1  # no mark left unfilled
    assert answers["onlooker"].content != answers["ben"].content  # a seat's view is not an onlooker's


def test_another_process_serves_the_kept_render_from_postgres(moving):
    battle, anna, ben = moving
    seen = version(battle)
    quick_move(phone(battle.code, anna.pk), battle, riflemen(anna)[0], seen)
    phone().get(f"/battles/{battle.code}/poll/?v={seen}&phase=playing")
    regions.RENDERS.clear()  # as a second gunicorn worker, which never rendered it
    made = regions.RENDERS.made

    again = phone().get(f"/battles/{battle.code}/poll/?v={seen}&phase=playing")

    assert again.status_code == 200 and regions.RENDERS.made == made
    assert RegionRender.objects.filter(battle=battle, version=version(battle)).count() == 2  # Anna's, an onlooker's


def test_a_phone_is_sent_only_the_regions_that_changed_since_the_version_it_shows(moving):
    battle, anna, ben = moving
    onlooker, first = phone(), version(battle)
    everything = onlooker.get(f"/battles/{battle.code}/poll/?v={first - 1}&phase=playing")
    quick_move(phone(battle.code, anna.pk), battle, riflemen(anna)[0], first)

    changed = onlooker.get(f"/battles/{battle.code}/poll/?v={first}&phase=playing")

    assert set(REGION.findall(everything.content.decode())) == {"turn", "markers", "cards", "terrain", "live"}
    sent = REGION.findall(changed.content.decode())
    assert "live" in sent and "turn" in sent  # the version moved on; the turn card shows the move
    assert "terrain" not in sent  # nothing changed on the table's terrain
    assert "data-news" in changed.content.decode()


def test_old_versions_are_not_kept(moving):
    battle, anna, ben = moving
    onlooker, seen = phone(), []
    for mover, unit in ((anna, riflemen(anna)[0]), (ben, riflemen(ben)[0]), (None, None)):
        seen.append(version(battle))
        onlooker.get(f"/battles/{battle.code}/poll/?v={seen[-1] - 1}&phase=playing")  # kept for the onlookers
        if mover is not None:
            quick_move(phone(battle.code, mover.pk), battle, unit, seen[-1])

    kept = set(
        RegionRender.objects.filter(battle=battle, viewer__startswith=f"{regions.GENERATION}|onlooker").values_list(
            "version", flat=True
        )
    )

    assert len(set(seen)) == 3  # both moves were made
    assert kept == {seen[1], seen[2]}  # the newest and the one before it; the first was dropped


def test_a_move_sent_again_with_its_key_is_answered_in_place_and_made_once(moving):
    """A phone whose tap got no answer sends the same form again (static/js/site.js gives a move up after 15 s),
    with the same one-time key: if the first one did arrive, the battle does not move twice."""
    battle, anna, ben = moving
    anna_phone, seen, unit = phone(battle.code, anna.pk), version(battle), riflemen(anna)[0]
    posted = {"key": str(uuid.uuid4()), "unit": str(unit.pk), "action": "move"}
    entries = Battle.objects.get(pk=battle.pk).entry_count

    answers = [
        anna_phone.post(f"/battles/{battle.code}/turn/quick/", posted, HTTP_X_REGIONS=f"{seen} playing") for _ in (1, 2)
    ]

    assert [a.status_code for a in answers] == [200, 200] and all(a["X-Regions-Answer"] == "1" for a in answers)
    assert version(battle) == seen + 1  # one move
    assert Battle.objects.get(pk=battle.pk).entry_count == entries + 1


def test_a_move_without_the_header_still_goes_back_to_the_table(moving):
    battle, anna, ben = moving

    moved = quick_move(phone(battle.code, anna.pk), battle, riflemen(anna)[0], 0, regions_asked=False)

    assert moved.status_code == 302 and moved["Location"] == f"/battles/{battle.code}/#turn"


def test_a_refused_move_answers_with_its_refusal_in_words_and_changes_nothing(moving):
    battle, anna, ben = moving
    seen = version(battle)

    refused = quick_move(phone(battle.code, ben.pk), battle, riflemen(ben)[0], seen)  # not Ben's activation

    body = refused.content.decode()
    assert refused.status_code == 400 and refused["X-Regions-Answer"] == "1"
    assert "data-refusal" in body and "turn" in re.search(r'data-near="([a-z]*)"', body).group(1)
    assert version(battle) == seen and REGION.findall(body) == ["live"]


def test_a_new_phase_or_another_page_sends_the_phone_there_whole(moving):
    battle, anna, ben = moving

    other_phase = phone(battle.code, anna.pk).post(  # a page from before the battle began
        f"/battles/{battle.code}/turn/quick/",
        {"key": "9a3e7c55-3c2b-4d7e-8f61-2b7a9d0c4e11", "unit": str(riflemen(anna)[0].pk), "action": "move"},
        HTTP_X_REGIONS=f"{version(battle)} setup",
    )
    to_roll = phone(battle.code, ben.pk).post(  # Ben's Shoot opens its roll's page
        f"/battles/{battle.code}/turn/activate/",
        {"key": "0b9d5c1e-1f0e-4f55-9d0e-8a3c3c1b2d44", "unit": str(riflemen(ben)[0].pk), "action": "shoot"},
        HTTP_X_REGIONS=f"{version(battle)} playing",
    )

    assert other_phase.status_code == 204 and other_phase["X-Go"] == f"/battles/{battle.code}/#turn"
    assert to_roll.status_code == 204 and "/roll/attack/" in to_roll["X-Go"]


@pytest.mark.django_db(transaction=True)
def test_phones_that_ask_at_once_wait_for_one_render(playing):
    """Three phones ask the moment a stream tells them (here two onlookers, held at the door until both wait)."""
    import threading

    from django.db import connection, connections

    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    regions.RENDERS.clear()
    now = version(battle)
    viewer = f"{regions.GENERATION}|onlooker|en-gb|done|"
    answers = []

    def onlooker():
        answers.append(phone().get(f"/battles/{battle.code}/poll/?v={now - 1}&phase=playing").status_code)
        connections.close_all()

    made = regions.RENDERS.made
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_lock(%s, %s)", regions.flight(battle.pk, now, viewer))
        asking = [threading.Thread(target=onlooker) for _ in range(2)]
        for thread in asking:
            thread.start()
        waiting = 0
        for _ in range(200):  # until both wait on the lock
            cursor.execute(  # this render's lock only: pg_locks is the whole server's (other test runs too)
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
                " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
                " AND classid::int = %s AND objid::int = %s AND objsubid = 2",
                regions.flight(battle.pk, now, viewer),
            )
            waiting = cursor.fetchone()[0]
            if waiting == 2:
                break
            threading.Event().wait(0.02)
        cursor.execute("SELECT pg_advisory_unlock(%s, %s)", regions.flight(battle.pk, now, viewer))
    for thread in asking:
        thread.join(10)

    assert waiting == 2 and answers == [200, 200]
    assert regions.RENDERS.made - made == 1


def test_a_seats_render_takes_no_lock_and_an_onlookers_does(moving):
    """One phone holds a seat, so its render skips the advisory lock (a statement); the onlookers' render is shared,
    so the first of them to ask takes the lock and the others wait for it."""
    battle, anna, _ben = moving
    seen = version(battle)
    quick_move(phone(battle.code, anna.pk), battle, riflemen(anna)[0], seen)
    regions.RENDERS.clear()
    RegionRender.objects.all().delete()
    url = f"/battles/{battle.code}/poll/?v={seen}&phase=playing"

    with CaptureQueriesContext(connection) as seat:
        assert phone(battle.code, _ben.pk).get(url).status_code == 200
    with CaptureQueriesContext(connection) as onlooker:
        assert phone().get(url).status_code == 200

    def locks(captured) -> list[str]:
        return [q["sql"] for q in captured.captured_queries if "advisory_lock" in q["sql"]]

    assert locks(seat) == [] and len(locks(onlooker)) == 1  # its lock ends in the statement that keeps the render
    assert RegionRender.objects.filter(battle=battle, version=version(battle)).count() == 2  # both kept for others


def test_the_table_page_is_the_regions_its_view_was_sent_and_the_poll_after_it_renders_nothing(moving):
    battle, anna, ben = moving
    annas, seen = phone(battle.code, anna.pk), version(battle)
    made = regions.RENDERS.made

    page = annas.get(f"/battles/{battle.code}/").content.decode()
    assert regions.RENDERS.made - made == 1  # the page rendered the regions
    tablet = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").content.decode()
    polled = annas.get(f"/battles/{battle.code}/poll/?v={seen - 1}&phase=playing").content.decode()

    assert regions.RENDERS.made - made == 1  # her tablet's page and the poll were served what the page kept
    for name in ("turn", "markers", "cards", "terrain", "live"):
        shown = re.search(rf'<div data-region="{name}">', page)
        assert shown and f'<div data-region="{name}">' in polled, name
    assert 'data-testid="picks"' in page and "\x1f" not in page + tablet  # her picker; every mark filled
    assert set(KEY.findall(page)).isdisjoint(KEY.findall(tablet)) and KEY.findall(page)  # fresh keys each page
    mine = re.compile(r'"X-CSRFToken": "[^"]+"|nonce="[^"]+"')  # the page's own token and script nonce
    assert CSRF.sub("", KEY.sub("", mine.sub("", page))) == CSRF.sub("", KEY.sub("", mine.sub("", tablet)))


def test_a_render_kept_by_other_code_is_not_served(moving, monkeypatch):
    """A deploy changes the templates or the code: what the code before it kept in Postgres is keyed apart."""
    battle, anna, ben = moving
    phone().get(f"/battles/{battle.code}/")
    regions.RENDERS.clear()  # a new process
    monkeypatch.setattr(regions, "GENERATION", "newcode1")
    made = regions.RENDERS.made

    again = phone().get(f"/battles/{battle.code}/")

    assert again.status_code == 200 and regions.RENDERS.made == made + 1
    assert RegionRender.objects.filter(battle=battle, viewer__startswith="newcode1|onlooker").count() == 1


def test_taking_back_a_move_is_answered_in_place_and_a_refused_take_back_changes_nothing(moving):
    """A void, like a turn's step, answers the page that asked with the regions that changed; Ben may not take back
    Anna's move: his page is told why, in place, and the battle does not move."""
    battle, anna, ben = moving
    annas, bens = phone(battle.code, anna.pk), phone(battle.code, ben.pk)
    quick_move(annas, battle, riflemen(anna)[0], version(battle))
    seen = version(battle)
    asked = {"HTTP_X_REGIONS": f"{seen} playing"}

    refused = bens.post(f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "not mine"}, **asked)
    assert refused.status_code == 400 and refused["X-Regions-Answer"] == "1"
    assert "data-refusal" in refused.content.decode() and version(battle) == seen

    taken = annas.post(f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "misread"}, **asked)
    assert taken.status_code == 200 and taken["X-Regions-Answer"] == "1"
    assert version(battle) > seen
    own = html.unescape(re.search(r"<template data-news>(.*?)</template>", taken.content.decode()).group(1))
    assert own.startswith("Anna takes back #") and own.endswith(": misread")  # her take-back, told in view
    told = bens.get(f"/battles/{battle.code}/poll/?v={seen}&phase=playing").content.decode()
    news = html.unescape(re.search(r"<template data-news>(.*?)</template>", told).group(1))
    assert news.startswith("Anna takes back #") and news.endswith(": misread")  # her name once, not "Anna: Anna ..."
    assert f"?v={version(battle)}&amp;phase=playing" in taken.content.decode()  # the live box of the new version

    plain = annas.post(f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "again"})
    assert plain.status_code in (302, 400)  # without the script: the table page again, as ever
    assert "X-Regions-Answer" not in plain


def test_a_phone_showing_another_views_regions_is_sent_every_region(moving):
    """The live box says which view its regions were rendered for. A phone whose regions are another view's (in solo
    play the phone acts as the app's seat, then as the player's again; here its "each unit" choice changed in another
    tab) is sent every region after a change, not the difference from a render of its new view it never showed."""
    battle, anna, _ben = moving
    one_action, every_action, seen = phone(battle.code, anna.pk), phone(battle.code, anna.pk), version(battle)
    session = every_action.session
    session["after_shot"] = "move"
    session.save()
    view_one = VIEW.search(one_action.get(f"/battles/{battle.code}/").content.decode()).group(1)
    view_every = VIEW.search(every_action.get(f"/battles/{battle.code}/").content.decode()).group(1)
    quick_move(phone(battle.code, anna.pk), battle, riflemen(anna)[0], seen)  # the battle moves on

    def regions_sent(view: str) -> list[str]:
        asked = every_action.get(f"/battles/{battle.code}/poll/", {"v": seen, "phase": "playing", "view": view})
        return REGION.findall(asked.content.decode())

    assert view_one != view_every
    assert regions_sent(view_one) == ["turn", "markers", "cards", "terrain", "live"]  # it showed the other view
    assert regions_sent(view_every) == ["turn", "live"]  # its own view: what changed


def test_a_render_that_finds_a_new_phase_sends_the_page_to_load_whole(revealed):
    """A phone's poll read the battle in setup; before its render read the battle again, the setup's last step
    began turn 1. The regions of play are not the regions the page shows (it would have swapped in only the live
    box, saying the new version, and then waited for ever): the page is told to load whole (site.js), and a table
    page built on the old read is the page of play."""
    battle, anna, ben = revealed
    settle_setup(battle)
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    read = selectors.battle_find(battle.code)
    assert read.phase == "setup"
    # Ben's roll, the setup's last step, committed between the view's read and the render:
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    assert selectors.battle_find(battle.code).phase == "playing"
    request = RequestFactory().get(f"/battles/{battle.code}/poll/?v={read.version}&phase=setup")
    request.session, request.user = SessionStore(), AnonymousUser()

    answered = regions.answer(request, read, None, seen=read.version)
    page = render_table(request, read)

    assert answered.status_code == 200 and answered["HX-Refresh"] == "true"
    assert "Turn 1 of" in page.content.decode() and 'data-region="setup"' not in page.content.decode()

    # The spectator board's poll raced the same way (seen once in the browser test: the board stayed in setup).
    board = RequestFactory().get(f"/battles/{battle.code}/poll/?v={read.version}&phase=setup&board=1")
    board.session, board.user = SessionStore(), AnonymousUser()
    answered = regions.board(board, read, table._board)
    assert answered.status_code == 200 and answered["HX-Refresh"] == "true"


@pytest.mark.django_db(transaction=True)
def test_a_render_reads_one_snapshot_that_its_begin_asks_for_and_leaves_the_connection_as_it_was_unlocked(
    playing, monkeypatch
):
    """A render in a transaction of its own reads as REPEATABLE READ, READ ONLY from its first statement (its BEGIN
    says so, no statement of its own), and the connection's next transaction is the usual read-write one."""
    import threading

    from django.db import connection, connections

    battle, anna, _ben = playing
    initiative(battle, anna, "6,1")
    regions.RENDERS.clear()
    seen = {}
    plain = regions._version_now
    settings = "SELECT current_setting('transaction_isolation'), current_setting('transaction_read_only')"

    def version_now(battle_id):
        with connection.cursor() as cursor:
            cursor.execute(settings)
            seen["render"] = cursor.fetchone()
        return plain(battle_id)

    monkeypatch.setattr(regions, "_version_now", version_now)

    def onlooker():  # a connection of its own, as a server's thread has (the test's is in a transaction)
        seen["status"] = phone().get(f"/battles/{battle.code}/poll/?v={version(battle) - 1}&phase=playing").status_code
        with connection.cursor() as cursor:
            cursor.execute(settings)
            seen["after"] = cursor.fetchone()
            cursor.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()")
            seen["locks held"] = cursor.fetchone()[0]  # the render's lock ends with the statement that keeps it
        connections.close_all()

    thread = threading.Thread(target=onlooker)
    thread.start()
    thread.join(10)
    assert seen == {
        "render": ("repeatable read", "on"),
        "status": 200,
        "after": ("read committed", "off"),
        "locks held": 0,
    }
    assert RegionRender.objects.filter(battle_id=battle.pk, version=version(battle)).exists()


@pytest.mark.django_db(transaction=True)
def test_a_phone_waiting_on_a_render_gets_in_only_once_it_is_committed(playing):
    """Keeping a render lets the waiting phones in: not before its row is committed, or a phone that came in between
    found no row and rendered the same again (the keep runs here inside a transaction held open on purpose)."""
    import threading

    from django.db import connections, transaction

    battle, _anna, _ben = playing
    viewer, now = "test|onlooker", version(battle)
    lock = regions.flight(battle.pk, now, viewer)
    found = []

    def waiting_phone():
        with connections["default"].cursor() as cursor:
            cursor.execute("SELECT pg_advisory_lock(%s, %s)", lock)
            found.append(RegionRender.objects.filter(battle_id=battle.pk, version=now, viewer=viewer).count())
            cursor.execute("SELECT pg_advisory_unlock(%s, %s)", lock)
        connections.close_all()

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_lock(%s, %s)", lock)
    phone_thread = threading.Thread(target=waiting_phone)
    phone_thread.start()
    threading.Event().wait(0.2)  # it waits on the lock
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(regions.KEEP, [battle.pk, now - 1, battle.pk, now, viewer, "{}", *lock, *lock])
        threading.Event().wait(0.3)  # the row is written, not committed: the phone must still wait
        assert found == []
    phone_thread.join(10)
    assert found == [1]
