"""The live stream (battles/stream.py) against the real test database: a committed change reaches the phones of that
battle as one event, a rolled-back one never does, and bad requests get a plain answer. The ASGI application runs on
an event loop in a thread of its own, as uvicorn would run it; the writes are the app's own services, committed
(transactional_db), because Postgres delivers a notification only at commit."""

from __future__ import annotations

import asyncio
import queue
import threading

import psycopg
import pytest
from django.db import transaction
from django.test import Client

from battles import stream
from battles.models import Battle
from battles.services import lobby
from tests.battles.lobby_fixtures import *  # noqa: F403

WAIT = 10.0  # seconds a test waits for a message that must come; far more than it takes


class Loop:
    """An event loop running in a background thread, where the streams live."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coro, timeout: float = WAIT):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def close(self, app: stream.Streams) -> None:
        for hub in app.hubs.values():
            self.run(hub.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(WAIT)
        self.loop.close()


class Phone:
    """One request to the application: what it sent back, as it comes, and a way to hang up."""

    def __init__(self, loop: Loop, app: stream.Streams, path: str, query: str = "", method: str = "GET", headers=()):
        self.loop, self.sent = loop, queue.Queue()
        self.hangup = asyncio.Event()
        scope = {"type": "http", "method": method, "path": path, "query_string": query.encode(), "headers": list(headers)}  # fmt: skip
        self.done = asyncio.run_coroutine_threadsafe(app(scope, self._receive, self._send), loop.loop)

    async def _receive(self):
        await self.hangup.wait()
        return {"type": "http.disconnect"}

    async def _send(self, message) -> None:
        self.sent.put(message)

    def next(self, timeout: float = WAIT) -> dict:
        return self.sent.get(timeout=timeout)

    def start(self) -> tuple[int, dict, str]:
        head = self.next()
        first = self.next()
        return head["status"], dict(head["headers"]), first["body"].decode()

    def event(self, timeout: float = WAIT) -> str:
        return self.next(timeout)["body"].decode()

    def hang_up(self) -> None:
        self.loop.loop.call_soon_threadsafe(self.hangup.set)
        self.done.result(WAIT)


@pytest.fixture
def streams():
    loop, app = Loop(), stream.Streams()
    yield loop, app
    loop.close(app)


def _version(battle) -> int:
    return Battle.objects.values_list("version", flat=True).get(pk=battle.pk)


def test_a_committed_change_reaches_every_open_stream_of_its_battle_and_no_other(transactional_db, make_battle, streams):  # fmt: skip
    loop, app = streams
    battle, _anna = make_battle()
    other, _ = make_battle(host="Cleo")
    seen = _version(battle)
    phones = [Phone(loop, app, f"/battles/{battle.code.lower()}/events/", f"v={seen}") for _ in range(2)]
    elsewhere = Phone(loop, app, f"/battles/{other.code}/events/", f"v={_version(other)}")
    for phone in (*phones, elsewhere):
        status, headers, first = phone.start()
        assert status == 200 and headers[b"content-type"].startswith(b"text/event-stream")
        assert first == "retry: 3000\n\n"
    assert app.hubs[loop.loop].count == 3

    lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben")
    now = _version(battle)
    assert now > seen
    for phone in phones:
        assert phone.event() == f"id: {now}\nevent: battle-changed\ndata: {now}\n\n"
    with pytest.raises(queue.Empty):
        elsewhere.next(timeout=0.5)  # the other battle's phone heard nothing

    for phone in (*phones, elsewhere):
        phone.hang_up()
    hub = app.hubs[loop.loop]
    assert hub.count == 0 and not hub.waiting


def test_a_phone_that_is_behind_hears_the_version_at_once_and_a_rolled_back_write_is_never_heard(transactional_db, make_battle, streams):  # fmt: skip
    loop, app = streams
    battle, _anna = make_battle()
    now = _version(battle)
    behind = Phone(loop, app, f"/battles/{battle.code}/events/", "v=0")
    assert behind.start()[0] == 200
    assert behind.event() == f"id: {now}\nevent: battle-changed\ndata: {now}\n\n"
    # A reconnecting EventSource says what it last heard; that counts over the page's ?v=.
    current = Phone(loop, app, f"/battles/{battle.code}/events/", "v=0", headers=[(b"last-event-id", str(now).encode())])  # fmt: skip
    assert current.start()[0] == 200

    with pytest.raises(RuntimeError), transaction.atomic():
        Battle.objects.filter(pk=battle.pk).update(version=now + 5)
        raise RuntimeError("the write fails after the version moved")
    for phone in (behind, current):
        with pytest.raises(queue.Empty):
            phone.next(timeout=0.5)
        phone.hang_up()


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", "/battles/NOSUCH/events/", 404),  # no battle has the code
        ("GET", "/battles/ABC/poll/", 404),  # only the events path is served here
        ("GET", "/battles/AB\x00C/events/", 404),
        ("POST", "/battles/ABC/events/", 405),
    ],
)
def test_a_request_the_stream_cannot_serve_gets_a_plain_answer(transactional_db, streams, method, path, status):
    loop, app = streams
    phone = Phone(loop, app, path, method=method)
    head, body = phone.next(), phone.next()
    assert head["status"] == status and body["body"] and not body.get("more_body")
    phone.done.result(WAIT)
    assert all(hub.count == 0 for hub in app.hubs.values())


def test_without_a_stream_server_the_events_path_tells_the_browser_to_poll_instead(db, make_battle):
    battle, _anna = make_battle()
    response = Client().get(f"/battles/{battle.code}/events/?v=1")
    assert response.status_code == 204  # an EventSource does not try again; the page polls
    page = Client().get(f"/battles/{battle.code}/").content.decode()
    assert f'data-events="/battles/{battle.code}/events/"' in page


def test_the_table_tells_its_phones_how_often_to_poll(db, make_battle, settings):
    battle, _anna = make_battle()
    assert 'data-poll-every="1000"' in Client().get(f"/battles/{battle.code}/").content.decode()
    settings.LIVE_POLL_MS = 250
    assert 'data-poll-every="250"' in Client().get(f"/battles/{battle.code}/").content.decode()


class RacingHub(stream.Hub):
    """A hub where a change commits while a stream that opens is reading the battle's version."""

    async def version(self, code: str) -> int | None:
        current = await super().version(code)
        self.send(code, current + 1)
        return current


class BrokenHub(stream.Hub):
    async def version(self, code: str) -> int | None:
        raise psycopg.OperationalError("the database went away")


def test_a_change_heard_while_a_stream_opens_is_not_lost(transactional_db, make_battle, streams):
    loop, app = streams
    app.hubs[loop.loop] = RacingHub(stream.database_dsn())
    battle, _anna = make_battle()
    now = _version(battle)
    phone = Phone(loop, app, f"/battles/{battle.code}/events/", f"v={now}")
    assert phone.start()[0] == 200
    assert phone.event() == f"id: {now + 1}\nevent: battle-changed\ndata: {now + 1}\n\n"
    phone.hang_up()


def test_a_stream_that_cannot_read_the_battle_says_503_and_leaves_nothing_behind(transactional_db, make_battle, streams):  # fmt: skip
    loop, app = streams
    hub = app.hubs[loop.loop] = BrokenHub(stream.database_dsn())
    battle, _anna = make_battle()
    for _ in range(3):
        phone = Phone(loop, app, f"/battles/{battle.code}/events/", "v=1")
        assert phone.next()["status"] == 503
        phone.done.result(WAIT)
    assert hub.count == 0 and not hub.waiting


def test_a_head_request_gets_the_stream_headers_and_a_finished_answer(transactional_db, make_battle, streams):
    loop, app = streams
    battle, _anna = make_battle()
    phone = Phone(loop, app, f"/battles/{battle.code}/events/", method="HEAD")
    head, body = phone.next(), phone.next()
    phone.done.result(WAIT)
    assert head["status"] == 200 and dict(head["headers"])[b"content-type"].startswith(b"text/event-stream")
    assert body["body"] == b"" and not body.get("more_body")


def test_streams_opening_together_share_one_read_of_their_battles(transactional_db, make_battle, streams):
    """A reconnect storm: twenty phones of four battles open their streams at once; each hears its own battle's
    version, and the database is read once a batch, not once a stream."""
    loop, app = streams
    battles = [make_battle()[0] for _ in range(4)]
    phones = [Phone(loop, app, f"/battles/{b.code}/events/", "v=0") for b in battles for _ in range(5)]
    for phone, battle in zip(phones, [b for b in battles for _ in range(5)], strict=True):
        assert phone.start()[0] == 200
        now = _version(battle)
        assert phone.event() == f"id: {now}\nevent: battle-changed\ndata: {now}\n\n"  # it was behind: told at once
    hub = app.hubs[loop.loop]
    assert 1 <= hub.reads <= 3  # far fewer than the 20 streams (the first batch may close before the last opens)
    for phone in phones:
        phone.hang_up()
    assert hub.count == 0 and not hub.waiting


def _asked(loop, app, code: str, query: str) -> tuple[int, str]:
    phone = Phone(loop, app, f"/battles/{code}/version/", query)
    head, body = phone.next(), phone.next()
    phone.done.result(WAIT)
    return head["status"], body["body"].decode()


def test_a_polling_phone_is_told_unchanged_or_the_new_version_from_what_the_stream_server_heard(transactional_db, make_battle, streams):  # fmt: skip
    """The once-a-second "anything new?" of a page without a stream, answered by this process: the first ask
    reads the battle, the next ones and those after a change are answered from the LISTEN connection."""
    loop, app = streams
    battle, _anna = make_battle()
    now = _version(battle)

    assert _asked(loop, app, battle.code.lower(), f"v={now}") == (204, "")
    assert _asked(loop, app, battle.code, f"v={now - 1}") == (200, str(now))  # behind: the version to fetch
    hub = app.hubs[loop.loop]
    reads = hub.reads
    lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben")
    changed = _version(battle)
    for _ in range(100):  # until the notification is heard
        if hub.known.get(battle.code) == changed:
            break
        loop.run(asyncio.sleep(0.02))

    assert _asked(loop, app, battle.code, f"v={now}") == (200, str(changed))
    assert _asked(loop, app, battle.code, f"v={changed}") == (204, "")
    assert hub.reads == reads  # heard, not read again


@pytest.mark.parametrize(("query", "status"), [("v=1", 404), ("", 400), ("v=x1", 400), ("v=" + "9" * 40, 400)])
def test_a_version_question_the_stream_server_cannot_answer_gets_a_plain_answer(transactional_db, streams, query, status):  # fmt: skip
    loop, app = streams
    answered, text = _asked(loop, app, "NOSUCH", query)
    assert answered == status and text


def test_a_lost_listen_connection_forgets_the_versions_it_heard(transactional_db, make_battle, streams):
    """Changes made while nobody listens are never heard: what the process knew is read again after it."""
    loop, app = streams
    battle, _anna = make_battle()
    now = _version(battle)
    assert _asked(loop, app, battle.code, f"v={now}") == (204, "")
    hub = app.hubs[loop.loop]
    Battle.objects.filter(pk=battle.pk).update(version=now + 3)  # as if its notification were lost
    hub.known[battle.code] = now
    loop.run(_drop_listen(hub))

    for _ in range(150):
        if battle.code not in hub.known or hub.known[battle.code] == now + 3:
            break
        loop.run(asyncio.sleep(0.02))
    assert _asked(loop, app, battle.code, f"v={now}") == (200, str(now + 3))


async def _drop_listen(hub: stream.Hub) -> None:
    """End the hub's LISTEN connection under it, as a database restart would."""
    await hub.start()
    async with await psycopg.AsyncConnection.connect(hub.dsn, autocommit=True) as other:
        ended = await other.execute("SELECT pg_terminate_backend(%s)", [hub.listen_pid])
        assert (await ended.fetchone())[0]
