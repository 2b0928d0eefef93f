"""The phones' live stream: `GET /battles/<code>/events/` as server-sent events, served by an ASGI server beside the
WSGI app (`uvicorn battles.stream:application`, the README's production shape), which the proxy routes that path to.

Measured for issue 13 (python -m loadtest.sse): 800 to 1,200 open streams cost this process about 1 % of two cores,
where the same phones polling once a second are 800 to 1,200 requests a second; a change reaches a stream within tens
of milliseconds (p95) instead of up to a second.

How a change travels: the battle's version moves in a write's transaction; a trigger (migration 0009) sends
`CODE:version` on the `bof_battle` channel at commit; this process listens on one connection of its own (`Hub`) and
hands the version to the streams of that battle, which send one `battle-changed` event. The phone then asks the
poll view for the regions that changed, exactly as after a changed poll, so the stream carries no page and needs
no session: it tells only what a poll tells anyone who knows the code, that the battle has changed.

The same process answers a polling page's "anything new?" (`GET /battles/<code>/version/?v=`, routed here by the
proxy as the events path is) from the versions its LISTEN connection heard: a phone without a stream costs no
thread of the app and, past a battle's first ask, no database read.

Plain ASGI, not Django's request handling: a stream lives for hours and would otherwise hold a thread, and the
ORM's connection with it. Django is used only for its settings (the database to listen on)."""

from __future__ import annotations

import asyncio
import logging
import os
import re
from urllib.parse import parse_qs

import psycopg
from psycopg import conninfo

CHANNEL = "bof_battle"
PATH = re.compile(r"^/battles/(?P<code>[A-Za-z0-9]{1,12})/events/$")
VERSION_PATH = re.compile(r"^/battles/(?P<code>[A-Za-z0-9]{1,12})/version/$")
ASK_VERSION = "Say which version the page shows: ?v=<number>."
NO_BATTLE = "No battle has this code."
KNOWN_MAX = 100_000  # battles whose versions a process keeps; past it, it forgets them all and reads them again
KEEPALIVE = 20.0  # seconds between comment lines: under the usual proxies' idle timeouts (nginx's 60 s, haproxy's)
RETRY_MS = 3000  # how long a phone waits before it opens its stream again
STREAMS_MAX = 4000  # per process; beyond, a phone is told 503 and keeps polling (site.js)
BATCH_WAIT = 0.005  # seconds a stream opening waits for others to share its read of the battles' versions
log = logging.getLogger(__name__)
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bof_site.settings")  # read for the database only


class Listener:
    """One open stream: the newest version heard for its battle, and a flag that wakes it. Versions that come
    faster than the phone reads them fold into the newest."""

    def __init__(self) -> None:
        self.version = -1
        self.woken = asyncio.Event()

    def tell(self, version: int) -> None:
        if version > self.version:
            self.version = version
            self.woken.set()


class Hub:
    """This process's one LISTEN connection, and the streams waiting on each battle."""

    def __init__(self, dsn: str) -> None:
        self.dsn = dsn
        self.waiting: dict[str, set[Listener]] = {}
        self.ready = asyncio.Event()
        self.task: asyncio.Task | None = None
        self.reader: psycopg.AsyncConnection | None = None
        self.count = 0
        self.asked: dict[str, list[asyncio.Future]] = {}  # battles whose version streams opening now wait for
        self.batch: asyncio.Future | None = None  # the read that will answer them
        self.reads = 0  # version reads made (a batch is one)
        # Every battle's newest version heard or read. The one LISTEN connection hears every change of every
        # battle, so while it stays up a version kept here is the battle's own; when it is lost they are forgotten.
        self.known: dict[str, int] = {}
        self.listen_pid = 0  # the LISTEN connection's server process (the tests end it, as a restart would)
        self.listens = 0  # LISTEN connections opened so far

    async def start(self) -> None:
        if self.task is None:
            self.task = asyncio.create_task(self._listen())
        if not self.ready.is_set():  # every version/ ask calls this: no timer once it listens
            await asyncio.wait_for(self.ready.wait(), 3)

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
        if self.reader is not None:
            await self.reader.close()

    def join(self, code: str, seen: int | None) -> Listener:
        listener = Listener()
        listener.version = -1 if seen is None else seen
        self.waiting.setdefault(code, set()).add(listener)
        self.count += 1
        return listener

    def leave(self, code: str, listener: Listener) -> None:
        streams = self.waiting.get(code)
        if streams is not None and listener in streams:
            streams.discard(listener)
            self.count -= 1
            if not streams:
                del self.waiting[code]

    def send(self, code: str, version: int) -> None:
        self._keep(code, version)
        for listener in self.waiting.get(code, ()):
            listener.tell(version)

    def _keep(self, code: str, version: int) -> None:
        if len(self.known) >= KNOWN_MAX and code not in self.known:
            self.known.clear()
        if version > self.known.get(code, -1):
            self.known[code] = version

    async def current(self, code: str) -> int | None:
        """The battle's version now, for "anything new?": as heard on the LISTEN connection, else read (in a batch
        with the other phones asking now) and kept. None: no battle has this code."""
        await self.start()
        if code in self.known:
            return self.known[code]
        return await self.version(code)

    async def version(self, code: str) -> int | None:
        """The battle's version now. Streams that open at about the same moment (a reconnect storm after a deploy,
        a proxy's restart) share one read of all their battles (`_read_asked`): opening a stream waits for no other
        stream's query, and the database sees one statement a batch, not one a stream."""
        answer = asyncio.get_running_loop().create_future()
        self.asked.setdefault(code, []).append(answer)
        if self.batch is None:
            self.batch = asyncio.ensure_future(self._read_asked())
        return await answer

    async def _read_asked(self) -> None:
        await asyncio.sleep(BATCH_WAIT)  # the streams opening now join this read
        asked, self.asked, self.batch = self.asked, {}, None  # later ones start the next batch
        heard_since = self.listens  # a read that spans a lost LISTEN connection answers, but is not kept
        try:
            found = await self._versions(list(asked))
        except Exception as failed:  # noqa: BLE001  (each stream waiting answers for itself: 503, or its error)
            for answers in asked.values():
                for answer in answers:
                    if not answer.done():
                        answer.set_exception(failed)
            return
        for code, answers in asked.items():
            if code in found and heard_since == self.listens:
                self._keep(code, found[code])
                found[code] = self.known[code]  # a change heard while it was read is newer than the read
            for answer in answers:
                if not answer.done():
                    answer.set_result(found.get(code))

    async def _versions(self, codes: list[str]) -> dict[str, int]:
        """The versions of these battles, on this process's one reading connection."""
        for attempt in range(2):
            if self.reader is None or self.reader.closed:
                self.reader = await psycopg.AsyncConnection.connect(self.dsn, autocommit=True)
            try:
                self.reads += 1
                cursor = await self.reader.execute(
                    "SELECT code, version FROM battles_battle WHERE code = ANY(%s)", [codes]
                )
                return dict(await cursor.fetchall())
            except psycopg.OperationalError:
                await self.reader.close()
                if attempt:
                    raise
        return {}

    async def _listen(self) -> None:
        lost = False
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.dsn, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.listen_pid, self.listens = conn.info.backend_pid, self.listens + 1
                    if lost:  # what changed while nobody listened: every stream hears its battle's version now
                        rows = await conn.execute(
                            "SELECT code, version FROM battles_battle WHERE code = ANY(%s)", [list(self.waiting)]
                        )
                        for code, version in await rows.fetchall():
                            self.send(code, version)
                    self.ready.set()
                    async for note in conn.notifies():
                        code, _, version = note.payload.partition(":")
                        if version.isdigit():
                            self.send(code, int(version))
            except Exception:  # noqa: BLE001  (whatever broke it, the streams must go on hearing changes)
                log.exception("The battles' LISTEN connection failed; trying again in 1 s")
                lost = True
                self.known.clear()  # changes may come unheard until it listens again: read them anew
                self.listens += 1  # reads under way are not kept
                await asyncio.sleep(1)


# Options of the settings (bof_site/settings.py) that Django and psycopg take, not libpq's connection string.
NOT_LIBPQ = ("pool", "server_side_binding", "prepare_threshold")


def database_dsn() -> str:
    """The default database of the Django settings, as a psycopg connection string."""
    from django.conf import settings

    db = settings.DATABASES["default"]
    params = {"dbname": db.get("NAME"), "user": db.get("USER"), "password": db.get("PASSWORD")}
    params |= {"host": db.get("HOST"), "port": db.get("PORT")}
    options = db.get("OPTIONS") or {}
    params |= {k: v for k, v in options.items() if k not in NOT_LIBPQ and isinstance(v, str | int)}
    return conninfo.make_conninfo(**{k: str(v) for k, v in params.items() if v})


class Streams:
    """The ASGI application: the events path, the version path, /healthz, and 404 for anything else (the proxy
    sends nothing else)."""

    def __init__(self, dsn: str | None = None) -> None:
        self.dsn = dsn
        self.hubs: dict[asyncio.AbstractEventLoop, Hub] = {}

    def hub(self) -> Hub:
        loop = asyncio.get_running_loop()
        if loop not in self.hubs:
            self.hubs[loop] = Hub(self.dsn or database_dsn())
        return self.hubs[loop]

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
        elif scope["type"] == "http":
            found, asked = PATH.match(scope["path"]), VERSION_PATH.match(scope["path"])
            if scope["path"] == "/healthz":
                await self._health(send)
            elif scope["method"] not in ("GET", "HEAD"):
                await _plain(send, 405, "Only GET opens a stream.")
            elif asked is not None:
                await self._version(scope, send, asked["code"].upper())
            elif found is None:
                await _plain(send, 404, "No such stream.")
            else:
                await self._stream(scope, receive, send, found["code"].upper())

    async def _version(self, scope, send, code: str) -> None:
        """A polling phone's "anything new?" (battles/poll.py answers the same where no stream server runs): 204
        when the battle is at the version the phone shows, else 200 and the version, on which the phone asks the
        app for the regions. From what this process heard: no database read but a new battle's first."""
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        seen = version_number((query.get("v") or [""])[0])
        if seen is None:
            await _plain(send, 400, ASK_VERSION)
            return
        try:
            current = await self.hub().current(code)
        except (psycopg.OperationalError, TimeoutError):
            await _plain(send, 503, "The database cannot be reached.")
            return
        if current is None:
            await _plain(send, 404, NO_BATTLE)
        elif current == seen:
            await send({"type": "http.response.start", "status": 204, "headers": NO_STORE})
            await send({"type": "http.response.body", "body": b""})
        else:
            await _plain(send, 200, str(current))

    async def _health(self, send) -> None:
        """For the proxy's health check: 200 while this process listens and reads, 503 while it cannot."""
        try:
            await self.hub().start()
            await self.hub().version("")
        except (psycopg.OperationalError, TimeoutError):
            await _plain(send, 503, "The database cannot be reached.")
        else:
            await _plain(send, 200, "ok")

    async def _lifespan(self, receive, send) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                for hub in self.hubs.values():
                    await hub.stop()
                await send({"type": "lifespan.shutdown.complete"})
                return

    async def _stream(self, scope, receive, send, code: str) -> None:
        hub = self.hub()
        if hub.count >= STREAMS_MAX:
            await _plain(send, 503, "Too many open streams here: the page asks once a second instead.")
            return
        try:
            await hub.start()
        except (psycopg.OperationalError, TimeoutError):
            await _plain(send, 503, "The database cannot be reached: the page asks once a second instead.")
            return
        # Joined with the version the phone has before the battle's version is read, so a change heard while it is
        # read is kept (it is newer than both), and none falls between the two.
        listener = hub.join(code, _seen(scope))
        try:
            try:
                current = await hub.version(code)
            except (psycopg.OperationalError, TimeoutError):
                await _plain(send, 503, "The database cannot be reached: the page asks once a second instead.")
                return
            if current is None:
                await _plain(send, 404, NO_BATTLE)
                return
            listener.tell(current)  # a phone that is behind already hears so at once
            await send({"type": "http.response.start", "status": 200, "headers": HEADERS})
            if scope["method"] == "HEAD":
                await send({"type": "http.response.body", "body": b""})
                return
            await send({"type": "http.response.body", "body": f"retry: {RETRY_MS}\n\n".encode(), "more_body": True})
            gone = asyncio.ensure_future(_disconnected(receive))
            try:
                await _events(send, listener, gone)
            finally:
                gone.cancel()
        finally:
            hub.leave(code, listener)


NO_STORE = [(b"cache-control", b"no-store")]
HEADERS = [
    (b"content-type", b"text/event-stream; charset=utf-8"),
    (b"cache-control", b"no-store"),
    (b"x-accel-buffering", b"no"),  # nginx: pass each event on at once
]


async def _events(send, listener: Listener, gone: asyncio.Future) -> None:
    while not gone.done():
        woken = asyncio.ensure_future(listener.woken.wait())
        await asyncio.wait({woken, gone}, timeout=KEEPALIVE, return_when=asyncio.FIRST_COMPLETED)
        woken.cancel()
        if gone.done():
            return
        if listener.woken.is_set():
            listener.woken.clear()
            event = f"id: {listener.version}\nevent: battle-changed\ndata: {listener.version}\n\n"
        else:
            event = ": still here\n\n"
        await send({"type": "http.response.body", "body": event.encode(), "more_body": True})


async def _disconnected(receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def _seen(scope) -> int | None:
    """The version the phone has: the last event it heard (EventSource sends it on a reconnect), else `?v=`."""
    headers = dict(scope.get("headers") or ())
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    for value in (headers.get(b"last-event-id", b"").decode("latin-1"), (query.get("v") or [""])[0]):
        if (seen := version_number(value)) is not None:
            return seen
    return None


def version_number(value: str) -> int | None:
    """A version a phone says it shows (`?v=`, Last-Event-ID), or None for anything else."""
    return int(value) if value.isdigit() and len(value) < 19 else None


async def _plain(send, status: int, text: str) -> None:
    headers = [(b"content-type", b"text/plain; charset=utf-8"), (b"cache-control", b"no-store")]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": text.encode()})


application = Streams()
