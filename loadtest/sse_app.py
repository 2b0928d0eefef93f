"""The SSE prototype measured by `python -m loadtest.sse` (issue 13); not part of the product's URLs or settings.

The whole product under ASGI (`uvicorn loadtest.sse_app:application`) plus one more URL,
`/battles/<code>/events/?v=<version the phone has>`: an async Django view returning a StreamingHttpResponse over an
async iterator, a `text/event-stream` that stays open. A change reaches it through Postgres LISTEN/NOTIFY: one
listening connection per server process (`Hub`), fanned out in-process to the streams waiting on that battle. The
writer says `SELECT pg_notify('bof_battle', '<CODE>:<version>')` in the transaction that bumps the version (the
load test's writer does; the product would from its one write path, or a trigger), so the event leaves at commit.
On an event the phone fetches its fragment as it does after a changed poll (`poll/?v=<old>`), from this server.
"""

from __future__ import annotations

import asyncio
import logging
import os
import weakref
from collections import defaultdict

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "bof_site.settings")

import psycopg  # noqa: E402
from django.conf import settings  # noqa: E402
from django.core.asgi import get_asgi_application  # noqa: E402
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse  # noqa: E402
from django.urls import include, re_path  # noqa: E402

application = get_asgi_application()  # sets Django up

from battles.models import Battle  # noqa: E402

settings.ROOT_URLCONF = __name__  # the product's URLs and the stream, in this server only

CHANNEL = "bof_battle"
READ_THROUGH_ORM = os.environ.get("SSE_READ") == "orm"
KEEPALIVE = 20.0  # seconds between comment lines: under the usual proxy idle timeouts (nginx's 60 s)
log = logging.getLogger(__name__)


class Hub:
    """One LISTEN connection for this process; each notification `CODE:version` goes to the streams of CODE."""

    def __init__(self) -> None:
        self.waiting: dict[str, weakref.WeakSet[asyncio.Queue[int]]] = defaultdict(weakref.WeakSet)
        self.task: asyncio.Task | None = None
        self.ready = asyncio.Event()
        self.reader: psycopg.AsyncConnection | None = None  # reads a battle's version for a stream that opens

    async def start(self) -> None:
        if self.task is None:
            self.task = asyncio.create_task(self._listen())
        await asyncio.wait_for(self.ready.wait(), 10)

    def subscribe(self, code: str) -> asyncio.Queue[int]:
        # Weakly held: a stream that never started (its phone left at once) is dropped with its queue.
        queue: asyncio.Queue[int] = asyncio.Queue()
        self.waiting[code].add(queue)
        return queue

    def unsubscribe(self, code: str, queue: asyncio.Queue[int]) -> None:
        streams = self.waiting.get(code)
        if streams is not None:
            streams.discard(queue)
            if not streams:
                del self.waiting[code]

    def send(self, code: str, version: int) -> None:
        for queue in list(self.waiting.get(code, ())):
            queue.put_nowait(version)

    async def version(self, code: str) -> int | None:
        """The battle's version, on this process's own reading connection (psycopg queues concurrent callers).

        Not the ORM: under ASGI each request runs its sync parts in a thread of its own, so a stream that read
        through the ORM would hold a database connection of its own for as long as it stays open."""
        for attempt in range(2):
            if self.reader is None or self.reader.closed:
                self.reader = await psycopg.AsyncConnection.connect(_conninfo(), autocommit=True)
            try:
                cursor = await self.reader.execute("SELECT version FROM battles_battle WHERE code = %s", [code])
                row = await cursor.fetchone()
                return None if row is None else row[0]
            except psycopg.OperationalError:
                await self.reader.close()
                if attempt:
                    raise
        return None

    async def _listen(self) -> None:
        conninfo = _conninfo()
        lost = False
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(conninfo, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    if lost:  # changes made while the listener was away: tell every stream what is current now
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
            except psycopg.OperationalError as exc:
                log.warning("LISTEN connection lost (%s); again in 1 s", exc)
                lost = True
                await asyncio.sleep(1)


def _conninfo() -> str:
    db = settings.DATABASES["default"]
    params = {"dbname": db["NAME"], "user": db["USER"], "password": db["PASSWORD"], "host": db["HOST"]}
    params["port"] = db["PORT"]
    return psycopg.conninfo.make_conninfo(**{k: v for k, v in params.items() if v})


_hubs: dict[asyncio.AbstractEventLoop, Hub] = {}


def hub() -> Hub:
    loop = asyncio.get_running_loop()
    if loop not in _hubs:
        _hubs[loop] = Hub()
    return _hubs[loop]


async def events(request: HttpRequest, code: str) -> HttpResponse:
    code = code.upper()
    seen = request.GET.get("v") or request.headers.get("Last-Event-ID") or ""
    the_hub = hub()
    await the_hub.start()
    queue = the_hub.subscribe(code)  # before reading the version, so no change falls between the two
    if READ_THROUGH_ORM:  # the naive way, kept to measure what it costs (python -m loadtest.sse --sse-read orm)
        current = await Battle.objects.filter(code=code).values_list("version", flat=True).afirst()
    else:
        current = await the_hub.version(code)
    if current is None:
        the_hub.unsubscribe(code, queue)
        return HttpResponse(status=404)
    if not seen.isdigit() or int(seen) != current:
        queue.put_nowait(current)  # the phone is behind already: say so at once
    response = StreamingHttpResponse(_stream(the_hub, code, queue), content_type="text/event-stream")
    response["Cache-Control"] = "no-store"
    response["X-Accel-Buffering"] = "no"  # nginx: pass each event on, do not buffer the stream
    return response


async def _stream(the_hub: Hub, code: str, queue: asyncio.Queue[int]):
    try:
        yield "retry: 3000\n\n"
        while True:
            try:
                version = await asyncio.wait_for(queue.get(), KEEPALIVE)
            except TimeoutError:
                yield ": keepalive\n\n"
                continue
            yield f"id: {version}\nevent: battle-changed\ndata: {version}\n\n"
    finally:  # the phone went away: Django cancels the stream
        the_hub.unsubscribe(code, queue)


urlpatterns = [
    re_path(r"^battles/(?P<code>[A-Za-z0-9]{1,12})/events/$", events),
    re_path(r"", include("bof_site.urls")),
]
