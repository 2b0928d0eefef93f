"""Past one machine: two app servers on one Postgres behind haproxy, two phones on different servers playing the
same battle through the balancer, and every write lands exactly once.

The servers are separate processes, so they cannot see pytest-django's in-transaction test database: the test makes
a database of its own on the server the session uses, migrates it, builds the battle through the app's services
(loadtest.battles, in a subprocess on that database) and drops it at the end. haproxy balances round robin with no
stickiness and names the server that answered in an X-Backend header. The app needs no stickiness; the test pins
each player's phone to a server of its own (its X-Pin header) only so that the two players provably sit on different
servers, and sends some of their POSTs twice, once to each. The onlookers' polls are not pinned and reach both."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import shutil
import subprocess
import sys
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.error import URLError
from urllib.parse import quote
from urllib.request import Request, urlopen

import aiohttp
import psycopg
import pytest
from django.conf import settings
from yarl import URL

from dice import fairplay
from loadtest.__main__ import PRODUCTION, _create_database, _free_port
from loadtest.phones import VERSION

ROOT = Path(__file__).resolve().parents[2]
SERVERS = ("app1", "app2")
MOVES = 24  # accepted moves, both phones together (each side has about 20 to make in turn 1)
DOUBLE_EVERY = 3  # every third move of a phone is sent twice at once, one copy to each server
PLAY_TIMEOUT = 40  # seconds for the whole game; a stuck phone fails the test instead of hanging it
ONLOOKERS = 2
# Pages render without a collectstatic run, so no manifest (as CI's second run does); the rest is production.
SERVER_ENV = {**PRODUCTION, "STATIC_MANIFEST": "false", "DJANGO_SETTINGS_MODULE": "bof_site.settings"}
BUILD = """
import dataclasses, json, django
django.setup()
from loadtest import battles
print(json.dumps(dataclasses.asdict(battles.build(1)[0])))
"""  # one battle at turn 1, through the app's services, in a process whose database is the servers' own
HAPROXY_CFG = """\
global
    maxconn 512

defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 30s

frontend phones
    bind 127.0.0.1:{port}
    default_backend app

backend app
    balance roundrobin
    option httpchk
    http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host 127.0.0.1
    http-check expect status 200
    use-server app1 if {{ req.hdr(X-Pin) -m str app1 }}
    use-server app2 if {{ req.hdr(X-Pin) -m str app2 }}
    http-response set-header X-Backend %s
    server app1 127.0.0.1:{app1} check inter 500ms
    server app2 127.0.0.1:{app2} check inter 500ms
"""


@pytest.fixture
def haproxy() -> str:
    found = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")  # sbin: not on a user's PATH
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("haproxy is not installed: CI must run the two-server test (.ci/run installs it)")
        pytest.skip("haproxy is not installed (apt-get install haproxy): the two-server test needs a load balancer")
    return found


@pytest.fixture
def shared_database():
    """A database of the test session's Postgres server that every process can open, dropped at the end."""
    name = f"bof_deploy_{os.getpid()}_{secrets.token_hex(3)}"
    url = _server_url(name)
    _create_database(url)
    try:
        env = {**os.environ, **SERVER_ENV, "DATABASE_URL": url}
        subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True, capture_output=True)  # fmt: skip
        yield url
    finally:
        with psycopg.connect(url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@dataclass
class Cluster:
    url: str  # haproxy's frontend
    database_url: str
    processes: dict[str, subprocess.Popen]


@pytest.fixture
def cluster(haproxy, shared_database, tmp_path):
    """Two gunicorns with production settings on free loopback ports, haproxy in front; all stopped at the end."""
    env = {**os.environ, **SERVER_ENV, "DATABASE_URL": shared_database}
    ports = {name: _free_port() for name in (*SERVERS, "haproxy")}
    processes: dict[str, subprocess.Popen] = {}
    try:
        for name in SERVERS:
            command = [sys.executable, "-m", "gunicorn", "bof_site.wsgi", "--bind", f"127.0.0.1:{ports[name]}",
                       "--workers", "2", "--threads", "4", "--log-level", "warning"]  # fmt: skip
            with open(tmp_path / f"{name}.log", "wb") as log:
                processes[name] = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        for name in SERVERS:
            _wait_healthy(f"http://127.0.0.1:{ports[name]}/healthz", processes[name], tmp_path / f"{name}.log")
        config = tmp_path / "haproxy.cfg"
        config.write_text(HAPROXY_CFG.format(port=ports["haproxy"], **ports))
        with open(tmp_path / "haproxy.log", "wb") as log:
            processes["haproxy"] = subprocess.Popen(
                [haproxy, "-db", "-f", str(config)], stdout=log, stderr=subprocess.STDOUT
            )
        _wait_healthy(f"http://127.0.0.1:{ports['haproxy']}/healthz", processes["haproxy"], tmp_path / "haproxy.log")
        for name in SERVERS:  # haproxy's own health check has found the server up, so a pin is honoured
            _wait_pinned(f"http://127.0.0.1:{ports['haproxy']}/healthz", name)
        yield Cluster(f"http://127.0.0.1:{ports['haproxy']}", shared_database, processes)
    finally:
        for process in processes.values():
            process.terminate()
        for process in processes.values():
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for log in sorted(tmp_path.glob("*.log")):  # pytest shows them when the test failed (a 500's traceback)
            if text := log.read_text(errors="replace").strip():
                print(f"--- {log.name} (last 4000 characters)\n{text[-4000:]}")


def test_it_loses_and_doubles_no_write_of_two_phones_on_two_servers(cluster):
    env = {**os.environ, **SERVER_ENV, "DATABASE_URL": cluster.database_url}
    built = subprocess.run([sys.executable, "-c", BUILD], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    table = json.loads(built.stdout.strip().splitlines()[-1])
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
    log_export: dict = field(default_factory=dict)
    done: bool = False

    def accepted(self) -> int:
        return len({p.key for p in self.posts if p.status == 302})

    def by_key(self) -> dict[str, list[Post]]:
        grouped: dict[str, list[Post]] = {}
        for post in self.posts:
            grouped.setdefault(post.key, []).append(post)
        return grouped


class Forms(HTMLParser):
    """The page's forms as a browser would post them (action, hidden fields, the buttons' name and value), and the
    CSRF token htmx sends with every request (from <body hx-headers>)."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.forms: list[dict] = []
        self.csrf_token = ""
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        if tag == "body" and attr.get("hx-headers"):
            self.csrf_token = json.loads(attr["hx-headers"]).get("X-CSRFToken", "")
        elif tag == "form":
            self.forms.append({"action": attr.get("action", ""), "fields": {}, "buttons": []})
        elif self.forms and tag == "input" and attr.get("name"):
            self.forms[-1]["fields"][attr["name"]] = attr.get("value") or ""
        elif self.forms and tag == "button" and attr.get("name"):
            self.forms[-1]["buttons"].append((attr["name"], attr.get("value") or ""))


def _quick_move(page: str) -> tuple[str, dict] | None:
    """The first one-tap Move on the page (only the phone whose activation it is has one): url and form data."""
    for form in Forms(page).forms:
        if form["action"].endswith("/turn/quick/") and ("action", "move") in form["buttons"]:
            return form["action"], {**form["fields"], "action": "move"}
    return None


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
        players = [_player(game, base, code, http, seat, pin) for http, seat, pin in phones]
        watchers = [_onlooker(game, base, code, http) for http in onlookers]
        await asyncio.gather(*players, *watchers)
        for name in SERVERS:  # a fresh phone on each server sees the same battle
            async with onlookers[0].get(f"{base}/battles/{code}/poll/?v=0&phase=playing", headers={"X-Pin": name}) as r:
                assert r.status == 200 and r.headers["X-Backend"] == name
                game.final_versions[name] = int(VERSION.search(await r.text()).group(1))
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
            found = _quick_move(page)
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


# --- the database and the processes ---------------------------------------------------------------------------------


def _server_url(name: str) -> str:
    """A URL of database `name` on the Postgres server the test session uses (the embedded one's socket folder, or
    the DATABASE_URL server)."""
    db = settings.DATABASES["default"]
    auth = quote(db.get("USER") or "postgres", safe="") + (f":{quote(db['PASSWORD'], safe='')}" if db.get("PASSWORD") else "")  # fmt: skip
    port = f":{db['PORT']}" if db.get("PORT") else ""
    return f"postgres://{auth}@{quote(db.get('HOST') or 'localhost', safe='')}{port}/{name}"


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


def _wait_pinned(url: str, name: str) -> None:
    for _ in range(100):
        with urlopen(Request(url, headers={"X-Pin": name}), timeout=2) as response:  # noqa: S310  (loopback)
            if response.headers["X-Backend"] == name:
                return
        time.sleep(0.1)
    pytest.fail(f"haproxy does not send requests to {name}")


def _wait_healthy(url: str, process: subprocess.Popen, log: Path) -> None:
    for _ in range(150):
        if process.poll() is not None:
            pytest.fail(f"{url} exited with {process.returncode}:\n{log.read_text()}")
        try:
            with urlopen(url, timeout=1) as response:  # noqa: S310  (our own loopback server)
                if response.status == 200:
                    return
        except (URLError, OSError):
            pass
        time.sleep(0.1)
    pytest.fail(f"{url} did not answer in 15 s:\n{log.read_text()}")
