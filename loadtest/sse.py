"""Issue 13, measured: is "anything new?" cheaper as a once-a-second poll (gunicorn, battles.poll.UnchangedPoll) or
as the product's server-sent events (battles/stream.py under uvicorn, fed by Postgres LISTEN/NOTIFY, beside gunicorn)?
Same machine, same kind of battles, same players' moves, one mechanism after the other in one run (about 2.5 minutes,
plus building the battles):

    python -m loadtest.sse                          # 200 battles x 4 phones, 30 s measured each
    python -m loadtest.sse --order sse,poll         # the other order, to see what the order does
    python -m loadtest.sse --battles 300 --seconds 20

Three set-ups, all with production settings: `poll` (gunicorn as in production, every phone asks once a second),
`sse` (the README's production shape: `uvicorn battles.stream:application` serves the streams, one process unless
`--stream-workers`, beside the same gunicorn for the regions, the moves and everything else) and `version` (the
same two servers, phones without a stream: each asks the stream server's `version/` once a second, and gunicorn for
the regions when it answers 200; `--order poll,sse,version`). Each: the same N
battles (built fresh through loadtest.battles at the start of the run, into a database of their own), four phones a
battle (two holding a seat's session, two onlookers), each with its own keep-alive connection as a phone has, driven
from one lean asyncio client here (raw HTTP/1.1, so that the client takes little of the two cores).

The changes are the players' own moves: at each table the seat whose activation it is makes a one-tap move every
`--action-every` seconds (30 s: 6.7 moves/s at 200 battles), POSTed to gunicorn as the page does, so the version
moves through the app's one write path and Postgres's trigger (migration 0009) announces it on `bof_battle` at
commit; nothing here calls pg_notify. The load test listens on that channel too: the moment it hears `CODE:version`
is the change's time (the commit, plus the loopback delivery that the stream's own listener also waits for), and
a run that hears nothing says so. A phone *notices* the change when its poll answers 200 or its stream says
`battle-changed`; it has the *update* when it holds the new regions (the changed poll is them; after an event the
phone asks gunicorn for `poll/?v=<old>`, as after a changed poll). A phone on a stream also asks every 30 s all the
same, as static/js/site.js does: the stream server's `version/`, and gunicorn's `poll/` only if the battle moved.

Measured over the window: the moves' latency, CPU of the servers' processes, of the Postgres backends serving them
and of this client (each in % of the two cores, from /proc/<pid>/stat), the servers' RSS, the server-side
established connections and the Postgres connections, notice and update latency (p50/p95), errors, phones still
behind 3 s after the last move, and the CPU it took to get every phone on (the cost of a reconnect storm). Before
the phones arrive, as `make loadtest` does, a static file and the unchanged poll are each asked back to back on
gunicorn, so the poll's throughput reads as a share of the static file's.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import os
import random
import secrets
import signal
import subprocess
import sys
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.error import HTTPError
from urllib.parse import urlencode
from urllib.request import urlopen

from loadtest.__main__ import ROOT, _free_port, prepare

if TYPE_CHECKING:
    from loadtest.battles import TableUnderTest  # imports the models: only after django.setup()

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/bof_loadtest_sse"  # its own: builds battles on every run
CHANNEL = "bof_battle"  # as migration 0009's trigger says and battles/stream.py listens
TICK = os.sysconf("SC_CLK_TCK")
REQUEST_TIMEOUT = 10.0
SAFETY_POLL = 30.0  # seconds: site.js polls this often all the same while its stream is open
LEGEND = """\
poll 1/s = gunicorn, every phone asks once a second; SSE = uvicorn battles.stream for the streams beside gunicorn
for the regions, the moves and a safety-net poll every 30 s a phone (as site.js). static = the unchanged poll's
throughput as a share of a static file's (gunicorn, before the phones). move = each player's POST (p50/p95, and how
many in the window). CPU in % of the two cores: server = its processes (masters and workers), PG = the Postgres
backends serving it, client = this process, others = the rest of the machine (Postgres's own processes, and
anything else running: if that is much, the figures are not this mechanism's alone). notice = commit to the phone
knowing, update = commit to the phone holding the new regions; req = each poll (poll) or regions fetch (SSE: after
an event, or the safety net), p95 and how many a second; changes = versions heard on bof_battle; behind = phones
not on the latest version 3 s after the last move; open conns = the servers' established connections; PG conns =
the servers' connections at the end, (new) = sessions opened during the window; all on = seconds until every
phone had its first answer (poll) or its stream open (SSE)."""


@dataclass
class Run:
    """What one phase's phones and players share, and what they counted."""

    port: int  # polls and streams
    wsgi_port: int  # gunicorn: the regions after an event, and the moves
    versions: dict[str, int]
    move_port: int = 0  # a gunicorn of its own for the moves (--move-workers), else wsgi_port
    changes: dict[tuple[str, int], float] = field(default_factory=dict)  # (code, version) -> when heard
    window: tuple[float, float] = (float("inf"), float("inf"))
    notice: list[float] = field(default_factory=list)
    update: list[float] = field(default_factory=list)
    requests: list[float] = field(default_factory=list)  # each poll's or fetch's own time
    moves: list[float] = field(default_factory=list)  # each move's POST
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    seen: dict[int, tuple[str, int]] = field(default_factory=dict)  # phone -> (code, version it has)
    phone_of: dict[int, int] = field(default_factory=dict)  # a seat's id -> the phone that holds it
    moving: dict[int, asyncio.Event] = field(default_factory=dict)  # phone -> set when its move is answered
    lag: list[float] = field(default_factory=list)  # how late this client's loop woke, every 10 ms in the window
    streams: int = 0
    resting: asyncio.Event = field(default_factory=asyncio.Event)  # set: the players make no more moves
    on: set[int] = field(default_factory=set)  # phones that had their first answer or opened their stream
    phoning: bool = True  # besides cancelling: wait_for() may swallow a cancel that races its own result

    def counts(self, code: str, version: int) -> float | None:
        committed = self.changes.get((code, version))
        if committed is not None and self.window[0] <= committed <= self.window[1]:
            return committed
        return None

    def noticed(self, code: str, version: int) -> None:
        if (committed := self.counts(code, version)) is not None:
            self.notice.append(time.perf_counter() - committed)

    def updated(self, code: str, version: int) -> None:
        if (committed := self.counts(code, version)) is not None:
            self.update.append(time.perf_counter() - committed)

    def fail(self, what: str) -> None:
        self.errors[what] += 1


class Http:
    """One phone's keep-alive connection, opened again when the server closed it while idle."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def get(self, path: str, cookie: str = "") -> tuple[int, bytes]:
        for _attempt in range(2):
            fresh = self.writer is None
            if fresh:
                self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            try:
                self.writer.write(_request(path, cookie))
                status, headers = await _head(self.reader)
                body = await _body(self.reader, status, headers)
                if headers.get("connection", "").lower() == "close":
                    self.close()
                return status, body
            except (ConnectionError, asyncio.IncompleteReadError):
                self.close()
                if fresh:
                    raise
        raise ConnectionError("closed twice")

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


def _request(path: str, cookie: str, accept: str = "*/*") -> bytes:
    lines = [f"GET {path} HTTP/1.1", "Host: 127.0.0.1", f"Accept: {accept}"]
    if cookie:
        lines.append(f"Cookie: sessionid={cookie}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


async def _head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    raw = await reader.readuntil(b"\r\n\r\n")
    status_line, *lines = raw.decode("latin-1").split("\r\n")
    headers = {}
    for line in lines:
        name, sep, value = line.partition(":")
        if sep:
            headers[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), headers


async def _body(reader: asyncio.StreamReader, status: int, headers: dict[str, str]) -> bytes:
    if status in (204, 304) or status < 200:
        return b""
    if headers.get("transfer-encoding", "").lower() == "chunked":
        return b"".join([chunk async for chunk in _chunks(reader)])
    if "content-length" in headers:
        return await reader.readexactly(int(headers["content-length"]))
    return await reader.read()


async def _chunks(reader: asyncio.StreamReader):
    while size := int((await reader.readline()).split(b";")[0], 16):
        yield (await reader.readexactly(size + 2))[:-2]
    await reader.readuntil(b"\r\n")


async def poll_phone(run: Run, n: int, table: TableUnderTest, cookie: str, *, version_first: bool = False) -> None:
    """Ask once a second, as static/js/site.js does without a stream: gunicorn's `poll/`, where a 200 is the change
    and its regions at once; or with `version_first` the stream server's `version/`, and on its 200 gunicorn's
    `poll/` for the regions."""
    from loadtest.phones import VERSION  # after django.setup(): loadtest.phones reads the models

    ask = Http(run.port)
    fetch = Http(run.wsgi_port) if version_first else ask
    code = table.code
    run.seen[n] = (code, run.versions[code])
    await asyncio.sleep(random.random())
    try:
        while run.phoning:
            tick = time.perf_counter()
            seen = run.seen[n][1]
            try:
                status, body = 200, b""
                if version_first:
                    status, body = await asyncio.wait_for(
                        ask.get(f"/battles/{code}/version/?v={seen}", cookie), REQUEST_TIMEOUT
                    )
                    if status == 200:
                        run.noticed(code, int(body))
                if status == 200:
                    status, body = await asyncio.wait_for(
                        fetch.get(f"/battles/{code}/poll/?v={seen}&phase=playing", cookie), REQUEST_TIMEOUT
                    )
            except (OSError, asyncio.IncompleteReadError, TimeoutError, ValueError) as exc:
                ask.close()
                fetch.close()
                run.fail(f"poll {type(exc).__name__}")
            else:
                run.on.add(n)
                if run.window[0] <= tick <= run.window[1]:
                    run.requests.append(time.perf_counter() - tick)
                if status == 200 and (found := VERSION.search(body.decode())):
                    version = int(found.group(1))
                    if not version_first:
                        run.noticed(code, version)
                    run.updated(code, version)
                    run.seen[n] = (code, version)
                elif status != 204:
                    run.fail(f"poll {status}")
            await asyncio.sleep(max(0.0, 1.0 - (time.perf_counter() - tick)))
    finally:
        ask.close()
        fetch.close()


async def sse_phone(run: Run, n: int, table: TableUnderTest, cookie: str) -> None:
    """Hold one event stream; on an event ask gunicorn for the regions. While the stream is open, a poll every
    `SAFETY_POLL` seconds all the same, as static/js/site.js does. A stream that ends is a drop: open it again."""
    from loadtest.phones import VERSION

    fetch, versions, asking = Http(run.wsgi_port), Http(run.port), asyncio.Lock()
    code = table.code
    run.seen[n] = (code, run.versions[code])
    last = time.perf_counter()

    async def ask() -> None:
        """The poll, as after an event: the regions if the battle moved past what this phone has."""
        nonlocal last
        async with asking:
            seen, tick = run.seen[n][1], time.perf_counter()
            last = tick
            try:
                status, body = await asyncio.wait_for(
                    fetch.get(f"/battles/{code}/poll/?v={seen}&phase=playing", cookie), REQUEST_TIMEOUT
                )
            except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
                fetch.close()
                run.fail(f"fetch {type(exc).__name__}")
                return
            if run.window[0] <= tick <= run.window[1]:
                run.requests.append(time.perf_counter() - tick)
            found = VERSION.search(body.decode()) if status == 200 else None
            if found:
                run.updated(code, int(found.group(1)))
                run.seen[n] = (code, max(run.seen[n][1], int(found.group(1))))
            elif status != 204:
                run.fail(f"fetch {status}")

    async def safety_net() -> None:
        """As site.js: the stream server's `version/` first, gunicorn's `poll/` only if the battle moved on."""
        nonlocal last
        while True:
            await asyncio.sleep(max(0.0, last + SAFETY_POLL - time.perf_counter()))
            if time.perf_counter() - last < SAFETY_POLL:
                continue
            last = time.perf_counter()
            try:
                status, _body = await asyncio.wait_for(
                    versions.get(f"/battles/{code}/version/?v={run.seen[n][1]}", cookie), REQUEST_TIMEOUT
                )
            except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
                versions.close()
                run.fail(f"version {type(exc).__name__}")
                continue
            if status == 200:
                await ask()
            elif status != 204:
                run.fail(f"version {status}")

    await asyncio.sleep(random.random() * 2)  # 800 phones arrive over two seconds
    last = time.perf_counter() - random.random() * SAFETY_POLL  # their safety polls spread over the 30 s
    net, writer = None, None
    try:
        while run.phoning:
            open_ = False
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", run.port)
                seen = run.seen[n][1]
                writer.write(_request(f"/battles/{code}/events/?v={seen}", cookie, "text/event-stream"))
                status, headers = await asyncio.wait_for(_head(reader), REQUEST_TIMEOUT)
                if status != 200:
                    run.fail(f"events {status}")
                    await asyncio.sleep(3)
                    continue
                run.streams += 1
                run.on.add(n)
                open_ = True
                net = net or asyncio.create_task(safety_net())
                async for version in _events(reader, headers):
                    run.noticed(code, version)
                    if version > run.seen[n][1] and (moving := run.moving.get(n)) is not None:
                        await moving.wait()  # site.js: the phone's own move on its way brings that version
                    if version > run.seen[n][1]:  # site.js: an event that says another version than the page's
                        await ask()
                run.fail("stream ended")
            except (OSError, asyncio.IncompleteReadError, TimeoutError, ValueError) as exc:
                run.fail(f"events {type(exc).__name__}")
                await asyncio.sleep(1)
            finally:
                if open_:
                    run.streams -= 1
                if writer is not None:
                    writer.close()
                    writer = None
    finally:
        if net is not None:
            net.cancel()
        fetch.close()
        versions.close()


async def _events(reader: asyncio.StreamReader, headers: dict[str, str]):
    """The versions the stream announces, event by event (comments and `retry:` skipped)."""
    chunked = headers.get("transfer-encoding", "").lower() == "chunked"
    pieces = _chunks(reader) if chunked else _reads(reader)
    buffer = b""
    async for piece in pieces:
        buffer += piece
        while b"\n\n" in buffer:
            event, buffer = buffer.split(b"\n\n", 1)
            for line in event.split(b"\n"):
                if line.startswith(b"data:"):
                    yield int(line[5:].strip())


async def _reads(reader: asyncio.StreamReader):
    while piece := await reader.read(4096):
        yield piece


async def player(run: Run, table: TableUnderTest, every: float) -> None:
    """The seat whose activation it is moves one unit with one tap every `every` seconds, as loadtest.phones does;
    play passes to the other seat. One connection a move (a player's phone is idle in between)."""
    from loadtest.phones import VERSION

    csrf = secrets.token_hex(16)  # a 32-character secret: cookie and header match, as a browser's would
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(run.resting.wait(), random.random() * every)
    while not run.resting.is_set():
        seat = next(s for s in table.seats if s.seat_id == table.active)
        if not seat.units:
            run.fail("move: no unit left to move")
            return
        form = urlencode({"key": str(uuid.uuid4()), "unit": str(seat.units.pop(0)), "action": "move"}).encode()
        n = run.phone_of[seat.seat_id]  # the seat's phone: the move answers it with the regions (site.js)
        head = [
            f"POST /battles/{table.code}/turn/quick/ HTTP/1.1", "Host: 127.0.0.1", "Connection: close",
            f"Cookie: sessionid={seat.session}; csrftoken={csrf}", f"X-CSRFToken: {csrf}",
            f"X-Regions: {run.seen[n][1]} playing",
            "Content-Type: application/x-www-form-urlencoded", f"Content-Length: {len(form)}",
        ]  # fmt: skip
        started = time.perf_counter()
        writer, run.moving[n] = None, asyncio.Event()
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", run.move_port or run.wsgi_port)
            writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + form)
            status, headers = await asyncio.wait_for(_head(reader), REQUEST_TIMEOUT)
            body = await asyncio.wait_for(_body(reader, status, headers), REQUEST_TIMEOUT)
        except (OSError, asyncio.IncompleteReadError, TimeoutError) as exc:
            run.fail(f"move {type(exc).__name__}")
        else:
            if run.window[0] <= started <= run.window[1]:
                run.moves.append(time.perf_counter() - started)
            found = VERSION.search(body.decode()) if status == 200 else None
            if found:  # the moving phone holds the new regions at once
                run.updated(table.code, int(found.group(1)))
                run.seen[n] = (table.code, max(run.seen[n][1], int(found.group(1))))
            else:
                run.fail(f"move {status}")
        finally:
            run.moving.pop(n).set()
            if writer is not None:
                writer.close()
        table.active = next(s.seat_id for s in table.seats if s.seat_id != table.active)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(run.resting.wait(), every)


async def lagging(run: Run) -> None:
    """How late this client's one loop wakes from a 10 ms sleep: every time it measures (a move, an update) holds
    that much of its own delay, so the report says it beside them."""
    while run.phoning:
        asked = time.perf_counter()
        await asyncio.sleep(0.01)
        woke = time.perf_counter()
        if run.window[0] <= asked <= run.window[1]:
            run.lag.append(woke - asked - 0.01)


async def witness(run: Run, dsn: str, listening: asyncio.Event) -> None:
    """Hear every `CODE:version` that the trigger sends at commit, and note when: the change's time."""
    import psycopg

    async with await psycopg.AsyncConnection.connect(dsn, autocommit=True) as conn:
        await conn.execute(f"LISTEN {CHANNEL}")
        listening.set()
        async for note in conn.notifies():
            code, _, version = note.payload.partition(":")
            if version.isdigit():
                run.changes.setdefault((code, int(version)), time.perf_counter())


def _descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        try:
            children = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except OSError:
            continue
        todo += [int(c) for c in children]
    return found


def _ticks(pids: list[int]) -> dict[int, int]:
    out = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        out[pid] = int(fields[11]) + int(fields[12])  # utime + stime (fields 14 and 15)
    return out


def _cpu(before: dict[int, int], after: dict[int, int], seconds: float) -> float:
    """% of the two cores."""
    used = sum(t - before.get(pid, 0) for pid, t in after.items())
    return 100 * used / TICK / seconds / 2


def _machine() -> tuple[int, int]:
    """The machine's busy and total ticks so far, all cores (/proc/stat): what else was running shows."""
    ticks = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:9]]
    return sum(ticks) - ticks[3] - ticks[4], sum(ticks)  # idle and iowait are not busy


def _memory_mb(pids: list[int]) -> tuple[float, float]:
    """RSS added up, and PSS (shared pages split between the processes that share them)."""
    rss = sum(_kb(f"/proc/{pid}/status", "VmRSS:") for pid in pids)
    pss = sum(_kb(f"/proc/{pid}/smaps_rollup", "Pss:") for pid in pids)
    return rss / 1024, pss / 1024


def _kb(path: str, key: str) -> int:
    try:
        return next(int(line.split()[1]) for line in Path(path).read_text().splitlines() if line.startswith(key))
    except (OSError, StopIteration):
        return 0


def _established(port: int) -> int:
    """Server-side TCP connections to `port` in ESTABLISHED state."""
    count = 0
    for name in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(name).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            parts = line.split()
            if parts[3] == "01" and int(parts[1].rsplit(":", 1)[1], 16) == port:
                count += 1
    return count


def _app_name(port: int) -> str:
    return f"loadtest-sse-{port}"  # the server's connections say it (PGAPPNAME), to count only theirs


async def _pg_backends(conn, run: Run) -> list[int]:
    cursor = await conn.execute(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = %s",
        [_app_name(run.port)],
    )
    return [pid for (pid,) in await cursor.fetchall()]


async def _pg_sessions(conn) -> int:
    """Sessions opened on this database so far (Postgres 14+): how many connections came and went."""
    cursor = await conn.execute("SELECT sessions FROM pg_stat_database WHERE datname = current_database()")
    return (await cursor.fetchone())[0]


@dataclass
class Result:
    mechanism: str
    connections: int
    server_cpu: float
    pg_cpu: float
    client_cpu: float
    machine_cpu: float  # all processes, this run's and anyone else's
    rss: float
    pss: float
    pg_conns: int
    pg_sessions: int
    run: Run
    behind: int
    ramp: float
    ramp_cpu: float
    parts: dict[str, float]
    load: tuple[float, float, float]
    static: tuple[float, float, int] = (float("nan"), float("nan"), 0)  # static file, unchanged poll (req/s), errors


async def drive(
    mechanism: str, ports: list[int], servers: dict[str, int], tables: list[TableUnderTest], args
) -> Result:
    """`servers`: each server's name and the pid of its master; `ports`: polls and streams first, then gunicorn, then
    the moves' own gunicorn if they have one (--move-workers)."""
    import psycopg

    def processes() -> dict[str, list[int]]:
        return {name: _descendants(pid) for name, pid in servers.items()}

    async with await psycopg.AsyncConnection.connect(args.database_url, autocommit=True) as probe:
        cursor = await probe.execute(
            "SELECT code, version FROM battles_battle WHERE code = ANY(%s)", [[t.code for t in tables]]
        )
        run = Run(ports[0], ports[min(1, len(ports) - 1)], dict(await cursor.fetchall()))
        run.move_port = ports[2] if len(ports) > 2 else 0
        phone = {"poll": poll_phone, "sse": sse_phone, "version": functools.partial(poll_phone, version_first=True)}[
            mechanism
        ]
        run.phone_of = {s.seat_id: 4 * i + k for i, t in enumerate(tables) for k, s in enumerate(t.seats)}
        tasks = [
            asyncio.create_task(phone(run, n, table, cookie))
            for n, (table, cookie) in enumerate((t, c) for t in tables for c in [*(s.session for s in t.seats), "", ""])
        ]
        listening = asyncio.Event()
        hearing = asyncio.create_task(witness(run, args.database_url, listening))
        lag = asyncio.create_task(lagging(run))
        await asyncio.wait_for(listening.wait(), 10)
        players = [asyncio.create_task(player(run, table, args.action_every)) for table in tables]
        try:
            arriving, before = time.perf_counter(), _ticks(sum(processes().values(), []))
            while len(run.on) < len(tasks) and time.perf_counter() - arriving < 60:
                await asyncio.sleep(0.1)
            ramp = time.perf_counter() - arriving
            ramp_cpu = _cpu(before, _ticks(sum(processes().values(), [])), 1) * 2 / 100  # CPU seconds
            _say(f"{mechanism}: {len(run.on)} phones on after {ramp:.1f} s")
            await asyncio.sleep(args.warmup)
            _say(f"{mechanism}: measuring")
            pids, backends = processes(), await _pg_backends(probe, run)
            server0 = {name: _ticks(group) for name, group in pids.items()}
            pg0, client0, sessions0 = _ticks(backends), time.process_time(), await _pg_sessions(probe)
            machine0 = _machine()
            started = time.perf_counter()
            run.window = (started, float("inf"))
            await asyncio.sleep(args.seconds)
            pids, backends = processes(), await _pg_backends(probe, run)
            server1 = {name: _ticks(group) for name, group in pids.items()}
            pg1, client1, sessions1 = _ticks(backends), time.process_time(), await _pg_sessions(probe)
            machine1 = _machine()
            ended = time.perf_counter()
            run.window = (started, ended)
            seconds = ended - started
            connections = sum(_established(port) for port in ports)
            (rss, pss), load = _memory_mb(sum(pids.values(), [])), os.getloadavg()
            _say(f"{mechanism}: measured; catching up")
            run.resting.set()
            await asyncio.wait(players, timeout=REQUEST_TIMEOUT + 5)  # the moves under way end, none start
            cursor = await probe.execute(
                "SELECT code, version FROM battles_battle WHERE code = ANY(%s)", [[t.code for t in tables]]
            )
            final = dict(await cursor.fetchall())
            await asyncio.sleep(3)  # a poll comes within a second; an event at once
            behind = sum(1 for code, version in run.seen.values() if version < final[code])
        finally:
            run.resting.set()
            run.phoning = False
            for task in [*tasks, *players, hearing, lag]:
                task.cancel()
            await asyncio.wait([*tasks, *players, hearing, lag], timeout=10)
    parts = {name: _cpu(server0[name], server1[name], seconds) for name in servers}
    return Result(
        mechanism=mechanism,
        connections=connections,
        server_cpu=sum(parts.values()),
        parts=parts,
        pg_cpu=_cpu(pg0, pg1, seconds),
        client_cpu=100 * (client1 - client0) / seconds / 2,
        machine_cpu=100 * (machine1[0] - machine0[0]) / max(1, machine1[1] - machine0[1]),
        rss=rss,
        pss=pss,
        pg_conns=len(backends),
        pg_sessions=sessions1 - sessions0,
        run=run,
        behind=behind,
        ramp=ramp,
        ramp_cpu=ramp_cpu,
        load=load,
    )


def gunicorn(port: int, args, workers: int = 0) -> list[str]:
    return [
        sys.executable, "-m", "gunicorn", "bof_site.wsgi", "--bind", f"127.0.0.1:{port}",
        "--workers", str(workers or args.workers), "--threads", str(args.threads), "--log-level", "warning",
        "--graceful-timeout", "5",
    ]  # fmt: skip


def uvicorn(port: int, workers: int) -> list[str]:
    """The product's stream server, as the README runs it beside gunicorn."""
    return [
        sys.executable, "-m", "uvicorn", "battles.stream:application", "--host", "127.0.0.1", "--port", str(port),
        "--workers", str(workers), "--loop", "asyncio", "--http", "httptools", "--lifespan", "on",
        "--no-access-log", "--log-level", "warning", "--timeout-graceful-shutdown", "3",
    ]  # fmt: skip


def quiet(limit: float) -> None:
    """Wait (at most `limit` seconds) until the rest of the machine is quiet: under 12 % of the cores busy over 5 s,
    twice in a row. A shared machine's other work would otherwise pass for the mechanism's."""
    started, calm = time.perf_counter(), 0
    while time.perf_counter() - started < limit and calm < 2:
        before = _machine()
        time.sleep(5)
        after = _machine()
        busy = 100 * (after[0] - before[0]) / max(1, after[1] - before[1])
        calm = calm + 1 if busy < 12 else 0
    _say(
        f"machine {'quiet' if calm >= 2 else 'still busy'} ({busy:.0f} % busy) after {time.perf_counter() - started:.0f} s"
    )


def phase(mechanism: str, tables: list[TableUnderTest], env: dict[str, str], args) -> Result:
    """poll: gunicorn alone. sse: uvicorn (battles.stream) for the streams beside gunicorn for the rest."""
    from loadtest import phones
    from loadtest.__main__ import _version

    if args.wait_quiet:
        quiet(args.wait_quiet)
    port = _free_port()
    env = {**env, "PGAPPNAME": _app_name(port)}  # the servers' Postgres connections say it, both servers' alike
    niced = ["nice", "-n", str(args.regions_nice)] if args.move_workers and args.regions_nice else []
    commands = {
        "poll": [("gunicorn", gunicorn(port, args), env, "/healthz")],
        "sse": [
            ("uvicorn", uvicorn(port, args.stream_workers), env, "/battles/NOSUCHBATTLE/events/"),  # a 404
            ("gunicorn", [*niced, *gunicorn(wsgi_port := _free_port(), args)], env, "/healthz"),
        ],
    }
    commands["version"] = commands["sse"]  # the same two servers: the stream server answers the polls
    commands = commands[mechanism]
    ports = [port] if mechanism == "poll" else [port, wsgi_port]
    if args.move_workers and mechanism != "poll":  # the players' moves to a gunicorn of their own
        commands = [*commands, ("moves", gunicorn(move_port := _free_port(), args, args.move_workers), env, "/healthz")]
        ports.append(move_port)
    servers: dict[str, subprocess.Popen] = {}
    try:
        for (name, command, server_env, probe), server_port in zip(commands, ports, strict=True):
            servers[name] = subprocess.Popen(command, cwd=ROOT, env=server_env)  # noqa: S603  (our own)
            _wait_for(server_port, servers[name], probe)
        base = f"http://127.0.0.1:{ports[min(1, len(ports) - 1)]}"  # gunicorn
        static = asyncio.run(phones.hammer(f"{base}/static/css/site.css", {}, 16, args.static_seconds, 200))
        seen = _version(base, tables[0].code)
        poll_url = f"{base}/battles/{tables[0].code}/poll/?v={seen}&phase=playing"
        unchanged = asyncio.run(phones.hammer(poll_url, {}, 16, args.static_seconds, 204))
        _say(f"{mechanism}: servers up, static file {static[0]:.0f} req/s, unchanged poll {unchanged[0]:.0f} req/s; "
             "phones arriving")  # fmt: skip
        result = asyncio.run(drive(mechanism, ports, {n: s.pid for n, s in servers.items()}, tables, args))
        result.static = (static[0], unchanged[0], static[1] + unchanged[1])
        return result
    finally:
        for server in servers.values():
            server.terminate()
        for server in servers.values():
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(timeout=15)


def _wait_for(port: int, server: subprocess.Popen, path: str) -> None:
    """Until the server answers `path`, whatever the status."""
    for _ in range(150):
        if server.poll() is not None:
            raise SystemExit(f"the server exited with {server.returncode}")
        try:
            with urlopen(f"http://127.0.0.1:{port}{path}", timeout=2):  # noqa: S310  (our own loopback server)
                return
        except HTTPError:
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("the server did not start")


def tables_for(count: int) -> list[TableUnderTest]:
    """`count` battles in play, built now through the app's services (each run moves their units, so a run does
    not reuse an earlier run's), with a session for each seat."""
    from loadtest import battles

    started = time.perf_counter()
    tables = battles.build(count)
    print(f"built {count} battles in {time.perf_counter() - started:.0f} s", flush=True)
    return tables


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so that `finally` stops the servers
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--battles", type=int, default=200, help="live battles, four phones each")
    parser.add_argument("--seconds", type=float, default=30, help="measured seconds per mechanism")
    parser.add_argument("--warmup", type=float, default=6, help="seconds before measuring")
    parser.add_argument("--action-every", type=float, default=30, help="seconds between a table's moves")
    parser.add_argument("--order", default="poll,sse", help="mechanisms in the order run")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--threads", type=int, default=4, help="threads per gunicorn worker")
    parser.add_argument("--move-workers", type=int, default=0, help="a gunicorn of this many workers for the moves "
                        "alone (0: the moves go to the one gunicorn); an experiment, docs/scaling.md")  # fmt: skip
    parser.add_argument("--regions-nice", type=int, default=10, help="with --move-workers: the niceness of the "
                        "gunicorn that serves the other phones' regions, so the moves come first for the CPU")  # fmt: skip
    parser.add_argument("--stream-workers", type=int, default=1, help="uvicorn processes for the streams")
    parser.add_argument("--wait-quiet", type=float, default=0, help="before each phase, wait up to this many seconds "
                        "for the rest of the machine to be quiet")  # fmt: skip
    parser.add_argument("--static-seconds", type=float, default=5, help="seconds for each of static and poll")
    parser.add_argument("--database-url", default=os.environ.get("LOADTEST_SSE_DATABASE_URL", DEFAULT_URL))
    args = parser.parse_args()
    order = [m.strip() for m in args.order.split(",") if m.strip()]
    if not order or set(order) - {"poll", "sse", "version"}:
        parser.error("--order takes poll, sse and version")

    env = prepare(args.database_url)
    from django.contrib.sessions.models import Session
    from django.db import connections

    tables = tables_for(args.battles)
    connections.close_all()  # this process's own connection is not the server's
    print(f"{len(tables)} battles x 4 phones, a move every {args.action_every:g} s a battle "
          f"({len(tables) / args.action_every:.1f}/s), {args.seconds:g} s measured after {args.warmup:g} s; "
          f"load before {_load()}", flush=True)  # fmt: skip
    results = []
    try:
        for mechanism in order:
            results.append(phase(mechanism, tables, env, args))
    finally:
        Session.objects.filter(session_key__in=[s.session for t in tables for s in t.seats]).delete()
    report(results)


def _say(what: str) -> None:
    print(f"  {time.strftime('%H:%M:%S')} {what}", file=sys.stderr, flush=True)


def _load(load: tuple[float, float, float] | None = None) -> str:
    return " ".join(f"{x:.2f}" for x in load or os.getloadavg())


def report(results: list[Result]) -> None:
    from loadtest.phones import pct

    ms = 1000
    print(
        "mechanism  static  move p50   p95  moves  server CPU  PG CPU  client CPU  others  notice p50   p95  update p50   p95"
        "  req p95  req/s  changes  errors  behind  open conns  RSS MB (PSS)  PG conns (new)  all on"
    )
    names = {"poll": "poll 1/s", "sse": "SSE", "version": "version/s"}
    for r in results:
        run = r.run
        seconds = run.window[1] - run.window[0]
        heard = sum(1 for c in run.changes.values() if run.window[0] <= c <= run.window[1])
        print(
            f"{names[r.mechanism]:9s} {r.static[1] / r.static[0]:6.2f} {pct(run.moves, 0.5) * ms:7.1f}ms"
            f" {pct(run.moves, 0.95) * ms:4.0f}ms {len(run.moves):6d} {r.server_cpu:10.1f}% {r.pg_cpu:6.1f}%"
            f" {r.client_cpu:10.1f}% {r.machine_cpu - r.server_cpu - r.pg_cpu - r.client_cpu:6.1f}%"
            f" {pct(run.notice, 0.5) * ms:8.0f}ms {pct(run.notice, 0.95) * ms:4.0f}ms"
            f" {pct(run.update, 0.5) * ms:8.0f}ms {pct(run.update, 0.95) * ms:4.0f}ms"
            f" {pct(run.requests, 0.95) * ms:6.1f}ms {len(run.requests) / seconds:6.0f} {heard:8d}"
            f" {sum(run.errors.values()):7d} {r.behind:7d} {r.connections:11d} {r.rss:7.0f} ({r.pss:4.0f})"
            f" {r.pg_conns:9d} ({r.pg_sessions:3d}) {r.ramp:6.1f}s"
        )  # fmt: skip
        split = ", ".join(f"{name} {cpu:.1f}%" for name, cpu in r.parts.items())
        print(f"          static file {r.static[0]:.0f} req/s, unchanged poll {r.static[1]:.0f} req/s (errors "
              f"{r.static[2]}); {split}; opening the {len(run.on)} phones took {r.ramp_cpu:.1f} CPU s; "
              f"load {_load(r.load)}; the client's loop woke late by p50 {pct(run.lag, 0.5) * ms:.1f} ms, "
              f"p95 {pct(run.lag, 0.95) * ms:.1f} ms")  # fmt: skip
        if run.errors:
            print("          errors:", dict(run.errors))
        if not heard:
            print("          NO CHANGE HEARD on bof_battle: is migration 0009's trigger there?")
    print(LEGEND)


if __name__ == "__main__":
    main()
