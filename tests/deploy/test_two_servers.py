"""Past one machine: two app servers on one Postgres behind haproxy, two phones on different servers playing the
same battle through the balancer, and every write lands exactly once.

The cluster (tests/deploy/conftest.py) balances round robin with no stickiness. The test pins each player's phone to a
server of its own only so that the two players provably sit on different servers, and sends some of their POSTs
twice, once to each. The onlookers' polls are not pinned and reach both. A phone listening on either stream server
hears every change, wherever it was made: the change travels through Postgres (LISTEN/NOTIFY), not through the
process that made it."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import aiohttp
import psycopg
from yarl import URL

from dice import fairplay
from loadtest.phones import VERSION
from tests.deploy.cluster import ROOT, SERVER_ENV, SERVERS, STREAMS, Forms, build_table, quick_move

MOVES = 24  # accepted moves, both phones together (each side has about 20 to make in turn 1)
DOUBLE_EVERY = 3  # every third move of a phone is sent twice at once, one copy to each server
PLAY_TIMEOUT = 40  # seconds for the whole game; a stuck phone fails the test instead of hanging it
ONLOOKERS = 2


def test_it_loses_and_doubles_no_write_of_two_phones_on_two_servers(cluster):
    env = {**os.environ, **SERVER_ENV, "DATABASE_URL": cluster.database_url}
    table = build_table(cluster)
    before = _battle_row(cluster.database_url, table["code"])

    # In a thread of its own: in the whole suite an earlier test (Playwright's sync API) may leave an event
    # loop running in this one, where asyncio.run refuses to start another.
    with ThreadPoolExecutor(max_workers=1) as pool:
        game = pool.submit(asyncio.run, asyncio.wait_for(_play(cluster.url, table), PLAY_TIMEOUT)).result()

    # Every answer was one the app means: a move (302, to the table) or a refusal shown on the page (400).
    assert {post.status for post in game.posts} <= {302, 400}, [p for p in game.posts if p.status not in (302, 400)]
    # Both servers served: each phone was on its own server, and the unpinned polls went round robin to both.
    for seat, pin in zip(table["seats"], SERVERS, strict=True):
        mine = [p for p in game.posts if p.seat == seat["seat_id"] and not p.copy]
        assert mine and {p.backend for p in mine} == {pin}
        assert set(game.pages[seat["seat_id"]]) == {pin}, game.pages
    assert set(game.onlooker_backends) == set(SERVERS), game.onlooker_backends
    assert min(game.onlooker_backends.values()) >= 0.25 * sum(game.onlooker_backends.values())
    # The same POST went to both servers at once: both answered with the move, which was made once.
    doubled = [key for key, posts in game.by_key().items() if len(posts) == 2]
    assert len(doubled) >= MOVES // (2 * DOUBLE_EVERY)
    for key in doubled:
        posts = game.by_key()[key]
        assert {p.backend for p in posts} == set(SERVERS) and {p.status for p in posts} == {302}, posts
    assert any(p.status == 400 for p in game.posts), "no tap out of turn was refused"

    # None lost, none doubled: one entry for each accepted key, none for a refused one, in a chain that verifies.
    accepted = {key for key, posts in game.by_key().items() if any(p.status == 302 for p in posts)}
    refused = set(game.by_key()) - accepted
    after = _battle_row(cluster.database_url, table["code"])
    assert len(accepted) >= MOVES
    assert after.keys - before.keys == Counter(accepted)  # each accepted key exactly once
    assert not refused & set(after.keys)
    assert after.entries - before.entries == len(accepted) == after.entry_count - before.entry_count
    assert after.version - before.version == len(accepted)
    # Both servers read the same battle: the version each gives a fresh phone, and the log through the balancer.
    assert game.final_versions == {name: after.version for name in SERVERS}
    export = game.log_export
    report = fairplay.verify(export)
    assert report.ok, report.problems
    assert report.entries == after.entries and export["head"] == after.head_hash
    # Each stream server told its phone of the changes, those made through either app server, up to the last one.
    for name in STREAMS:
        heard = game.heard[name]
        assert heard == sorted(set(heard)) and heard[-1] == after.version, (name, heard)
        assert len(heard) >= MOVES // 4, (name, heard)  # changes a few ms apart may come as one event
        assert game.versions_told[(name, after.version)] == (204, name, "")
        assert game.versions_told[(name, after.version - 1)] == (200, name, str(after.version))
    checked = subprocess.run([sys.executable, "manage.py", "verify_battle", table["code"]], cwd=ROOT, env=env, capture_output=True, text=True)  # fmt: skip
    assert checked.returncode == 0 and "VERIFIED" in checked.stdout, checked.stdout + checked.stderr


# --- the phones -----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Post:
    seat: int
    key: str
    status: int
    backend: str
    copy: bool = False  # the second copy of a doubled POST, sent to the other phone's server


@dataclass
class Game:
    posts: list[Post] = field(default_factory=list)
    pages: dict[int, Counter] = field(default_factory=dict)  # seat: which server answered its GETs
    onlooker_backends: Counter = field(default_factory=Counter)
    final_versions: dict[str, int] = field(default_factory=dict)
    heard: dict[str, list[int]] = field(default_factory=dict)  # stream server: the versions its phone heard
    versions_told: dict[tuple[str, int], tuple[int, str, str]] = field(default_factory=dict)  # version/ answers
    last_version: int = 0  # the battle's version when play stopped: what the streams must hear in the end
    log_export: dict = field(default_factory=dict)
    done: bool = False

    def accepted(self) -> int:
        return len({p.key for p in self.posts if p.status == 302})

    def by_key(self) -> dict[str, list[Post]]:
        grouped: dict[str, list[Post]] = {}
        for post in self.posts:
            grouped.setdefault(post.key, []).append(post)
        return grouped


async def _play(base: str, table: dict) -> Game:
    game = Game()
    code = table["code"]
    phones = []
    for seat, pin in zip(table["seats"], SERVERS, strict=True):
        http = aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))  # its own jar; unsafe: an IP host
        http.cookie_jar.update_cookies({"sessionid": seat["session"]}, response_url=URL(base))
        phones.append((http, seat, pin))
        game.pages[seat["seat_id"]] = Counter()
    onlookers = [aiohttp.ClientSession(cookie_jar=aiohttp.DummyCookieJar()) for _ in range(ONLOOKERS)]
    try:
        async with onlookers[0].get(f"{base}/battles/{code}/poll/?v=0&phase=playing") as r:
            start = int(VERSION.search(await r.text()).group(1))
        streams = [asyncio.ensure_future(_listener(game, base, code, onlookers[0], name, start)) for name in STREAMS]
        players = [_player(game, base, code, http, seat, pin) for http, seat, pin in phones]
        watchers = [_onlooker(game, base, code, http) for http in onlookers]
        await asyncio.gather(*players, *watchers)
        for name in SERVERS:  # a fresh phone on each server sees the same battle
            async with onlookers[0].get(f"{base}/battles/{code}/poll/?v=0&phase=playing", headers={"X-Pin": name}) as r:
                assert r.status == 200 and r.headers["X-Backend"] == name
                game.final_versions[name] = int(VERSION.search(await r.text()).group(1))
        game.last_version = max(game.final_versions.values())
        await asyncio.wait_for(asyncio.gather(*streams), 10)
        for name in STREAMS:  # a polling phone's "anything new?", answered by each stream server from what it heard
            for seen in (game.last_version, game.last_version - 1):
                asked = f"{base}/battles/{code}/version/?v={seen}"
                async with onlookers[0].get(asked, headers={"X-Pin": name}) as r:
                    game.versions_told[(name, seen)] = (r.status, r.headers["X-Backend"], await r.text())
        async with onlookers[0].get(f"{base}/battles/{code}/log.json") as response:
            game.log_export = await response.json()
    finally:
        for http, _seat, _pin in phones:
            await http.close()
        for http in onlookers:
            await http.close()
    return game


async def _player(game: Game, base: str, code: str, http: aiohttp.ClientSession, seat: dict, pin: str) -> None:
    """A player's phone on its server: load the table; on its activation tap Move on the first unit offered
    (every third time the same form goes to both servers at once, a double tap on a flaky network); out of turn
    try a move anyway (refused) and poll until the battle changes."""
    other = next(name for name in SERVERS if name != pin)
    moves = 0
    try:
        while game.accepted() < MOVES:
            async with http.get(f"{base}/battles/{code}/", headers={"X-Pin": pin}) as response:
                page = await response.text()
                assert response.status == 200, page[:500]
                game.pages[seat["seat_id"]][response.headers["X-Backend"]] += 1
            found = quick_move(page)
            if found is None:
                token = Forms(page).csrf_token  # what htmx sends from <body hx-headers>
                stale = {"key": str(uuid.uuid4()), "unit": str(seat["units"][0]), "action": "move"}
                await _post(game, http, base, f"/battles/{code}/turn/quick/", stale, seat, pin, csrf=token)
                await _until_changed(game, http, base, code, int(VERSION.search(page).group(1)), pin)
                continue
            url, form = found
            moves += 1
            sends = [_post(game, http, base, url, form, seat, pin)]
            if moves % DOUBLE_EVERY == 0:
                sends.append(_post(game, http, base, url, form, seat, other, copy=True))
            await asyncio.gather(*sends)
    finally:
        game.done = True  # the onlookers go home


async def _post(game, http, base, url, form, seat, pin, copy=False, csrf="") -> None:
    headers = {"X-Pin": pin} | ({"X-CSRFToken": csrf} if csrf else {})
    async with http.post(base + url, data=form, headers=headers, allow_redirects=False) as response:
        await response.read()
        game.posts.append(Post(seat["seat_id"], form["key"], response.status, response.headers["X-Backend"], copy))


async def _until_changed(game: Game, http, base: str, code: str, seen: int, pin: str) -> None:
    """The phone's "anything new?", faster than a real phone's once a second so the game takes seconds."""
    while game.accepted() < MOVES:
        async with http.get(f"{base}/battles/{code}/poll/?v={seen}&phase=playing", headers={"X-Pin": pin}) as r:
            await r.read()
            if r.status != 204:
                return
        await asyncio.sleep(0.05)


async def _onlooker(game: Game, base: str, code: str, http: aiohttp.ClientSession) -> None:
    """A phone without a seat, not pinned: haproxy sends each poll to the next server round robin. What it sees
    never goes back in time, whichever server answers."""
    seen = 0
    while not game.done:
        async with http.get(f"{base}/battles/{code}/poll/?v={seen}&phase=playing") as response:
            body = await response.text()
            game.onlooker_backends[response.headers["X-Backend"]] += 1
            assert response.status in (200, 204), body[:500]
            if response.status == 200:
                version = int(VERSION.search(body).group(1))
                assert version >= seen
                seen = version
        await asyncio.sleep(0.05)


async def _listener(game: Game, base: str, code: str, http: aiohttp.ClientSession, pin: str, seen: int) -> None:
    """A phone's live stream, on one stream server: every version it hears, until it has heard the last one."""
    heard = game.heard.setdefault(pin, [])
    url = f"{base}/battles/{code}/events/?v={seen}"
    async with http.get(url, headers={"X-Pin": pin}, timeout=aiohttp.ClientTimeout(total=None)) as response:
        assert response.status == 200 and response.headers["X-Backend"] == pin
        assert response.headers["Content-Type"].startswith("text/event-stream")
        while not (game.last_version and heard and heard[-1] >= game.last_version):
            try:
                line = await asyncio.wait_for(response.content.readline(), 0.5)
            except TimeoutError:
                continue
            if line.startswith(b"data: "):
                heard.append(int(line[6:]))


# --- the database and the processes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class BattleRow:
    version: int
    entry_count: int
    entries: int
    head_hash: str
    keys: Counter


def _battle_row(url: str, code: str) -> BattleRow:
    with psycopg.connect(url) as conn:
        battle_id, version, entry_count, head = conn.execute(
            "SELECT id, version, entry_count, head_hash FROM battles_battle WHERE code = %s", [code]
        ).fetchone()
        keys = [
            row[0] for row in conn.execute("SELECT key::text FROM battles_logentry WHERE battle_id = %s", [battle_id])
        ]
    return BattleRow(version, entry_count, len(keys), head, Counter(k for k in keys if k is not None))
