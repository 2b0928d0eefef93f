"""Phones at many tables, as asyncio tasks over one aiohttp session each kind: every phone polls once a second
and, when its battle changed, gets the regions to swap in the same answer (static/js/site.js); the seat
whose activation it is makes a one-tap move every `action_every` seconds. Latencies per kind, and errors."""

from __future__ import annotations

import asyncio
import random
import re
import secrets
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass, field

import aiohttp

from loadtest.battles import TableUnderTest

VERSION = re.compile(r"[?&]v=(\d+)")


@dataclass
class Tally:
    """Latencies in seconds by kind ("poll": unchanged, "changed": a poll answered with the regions, "action"),
    and what went wrong."""

    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    counting: bool = False

    def add(self, kind: str, seconds: float) -> None:
        if self.counting:
            self.times[kind].append(seconds)

    def fail(self, what: str) -> None:
        if self.counting:
            self.errors[what] += 1


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Table:
    """One battle seen by its phones: the version they last saw, whose activation it is."""

    def __init__(self, base: str, under_test: TableUnderTest) -> None:
        self.base, self.t = base, under_test
        self.version = 0
        self.seen: dict[str, int] = {}  # a seat's session -> the version its phone shows

    def url(self, path: str = "") -> str:
        return f"{self.base}/battles/{self.t.code}/{path}"


async def _get(http: aiohttp.ClientSession, url: str, cookies: dict, tally: Tally, kind: str) -> tuple[int, str]:
    started = time.perf_counter()
    try:
        async with http.get(url, cookies=cookies, allow_redirects=False) as response:
            body = await response.text()
            tally.add("changed" if kind == "poll" and response.status == 200 else kind, time.perf_counter() - started)
            return response.status, body
    except (TimeoutError, aiohttp.ClientError) as exc:
        tally.fail(f"{kind}: {type(exc).__name__}")
        return 0, ""


async def phone(http, table: Table, cookies: dict, tally: Tally, stop: float) -> None:
    """Poll once a second; on a change, the answer holds the regions and the new version."""
    await asyncio.sleep(random.random())  # noqa: S311  (spread the phones over the second, not a secret)
    mine = cookies.get("sessionid", "")
    table.seen[mine] = table.version
    while time.perf_counter() < stop:
        tick = time.perf_counter()
        seen = table.seen[mine]
        status, body = await _get(http, table.url(f"poll/?v={seen}&phase=playing"), cookies, tally, "poll")
        if status == 200:
            found = VERSION.search(body)
            table.seen[mine] = max(table.seen[mine], int(found.group(1))) if found else seen
        elif status not in (204, 0):
            tally.fail(f"poll {status}")
        await asyncio.sleep(max(0.0, 1.0 - (time.perf_counter() - tick)))


async def player(http, table: Table, tally: Tally, stop: float, action_every: float) -> None:
    """The seat whose activation it is moves one unit with one tap; play passes to the other seat."""
    await asyncio.sleep(random.random() * action_every)  # noqa: S311
    csrf = secrets.token_hex(16)  # a 32-character secret: cookie and header match, as a browser's would
    while time.perf_counter() < stop:
        seat = next(s for s in table.t.seats if s.seat_id == table.t.active)
        if not seat.units:
            return
        cookies = {"sessionid": seat.session, "csrftoken": csrf}
        form = {"key": str(uuid.uuid4()), "unit": str(seat.units.pop(0)), "action": "move"}
        started = time.perf_counter()
        try:
            seen = table.seen.get(seat.session, table.version)
            async with http.post(
                table.url("turn/quick/"), data=form, cookies=cookies, allow_redirects=False,
                headers={"X-CSRFToken": csrf, "X-Regions": f"{seen} playing"},
            ) as response:  # fmt: skip
                body = await response.text()
                tally.add("action", time.perf_counter() - started)
                found = VERSION.search(body) if response.status == 200 else None
                if found:  # the moving phone holds the new regions at once (static/js/site.js)
                    table.seen[seat.session] = max(seen, int(found.group(1)))
                else:
                    tally.fail(f"action {response.status}")
        except (TimeoutError, aiohttp.ClientError) as exc:
            tally.fail(f"action: {type(exc).__name__}")
        other = next(s for s in table.t.seats if s.seat_id != table.t.active)
        table.t.active = other.seat_id
        await asyncio.sleep(action_every)


async def play(base: str, tables: list[TableUnderTest], seconds: float, action_every: float, warmup: float) -> Tally:
    """Four phones a table (its two players and two onlookers) for `warmup` + `seconds`; only the latter counts."""
    tally = Tally()
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout, cookie_jar=aiohttp.DummyCookieJar()) as http:
        stop = time.perf_counter() + warmup + seconds
        live = [Table(base, t) for t in tables]
        for table in live:
            _status, body = await _get(http, table.url("poll/?v=0&phase=playing"), {}, tally, "poll")
            found = VERSION.search(body)
            table.version = int(found.group(1)) if found else 0
        tasks = []
        for table in live:
            for seat in table.t.seats:
                tasks.append(phone(http, table, {"sessionid": seat.session}, tally, stop))
            tasks += [phone(http, table, {}, tally, stop) for _ in range(2)]
            tasks.append(player(http, table, tally, stop, action_every))

        async def count_after_warmup() -> None:
            await asyncio.sleep(warmup)
            tally.counting = True

        await asyncio.gather(count_after_warmup(), *tasks)
    return tally


async def hammer(url: str, cookies: dict, concurrency: int, seconds: float, expect: int) -> tuple[float, int]:
    """Closed loop: `concurrency` clients ask for `url` back to back for `seconds`: (requests a second, errors)."""
    done, errors = 0, 0
    stop = time.perf_counter() + seconds
    async with aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar()) as http:

        async def client() -> None:
            nonlocal done, errors
            while time.perf_counter() < stop:
                try:
                    async with http.get(url, cookies=cookies, allow_redirects=False) as response:
                        await response.read()
                        done += 1
                        errors += response.status != expect
                except aiohttp.ClientError:
                    errors += 1

        started = time.perf_counter()
        await asyncio.gather(*(client() for _ in range(concurrency)))
    return done / (time.perf_counter() - started), errors
