"""The cluster the deployment tests run: two app servers (gunicorn) and a live-stream server (uvicorn) beside each,
with production settings on free loopback ports, on one Postgres database of their own, behind haproxy, as the
README's production shape. haproxy names the server that answered in an X-Backend header and honours an X-Pin header
that sends a request to a named server (the app needs no stickiness; the tests pin only to prove where a phone sat).

The servers are separate processes, so they cannot see pytest-django's in-transaction test database: the cluster
has a database of its own on the server the session uses, migrated, and dropped at the end."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.parse import quote
from urllib.request import Request, urlopen

import psycopg
import pytest
from django.conf import settings

from loadtest.__main__ import PRODUCTION, _create_database, _free_port

ROOT = Path(__file__).resolve().parents[2]
SERVERS = ("app1", "app2")
STREAMS = ("events1", "events2")  # the live stream beside each app server
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
    use_backend streams if {{ path_reg ^/battles/[A-Za-z0-9]+/(events|version)/$ }}
    default_backend app
    http-response del-header Server

backend streams
    option httpchk
    http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host 127.0.0.1
    http-check expect status 200
    use-server events1 if {{ req.hdr(X-Pin) -m str events1 }}
    use-server events2 if {{ req.hdr(X-Pin) -m str events2 }}
    http-response set-header X-Backend %s
    server events1 127.0.0.1:{events1} check inter 500ms
    server events2 127.0.0.1:{events2} check inter 500ms

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
    """Two gunicorns with production settings on free loopback ports, a stream server beside each, haproxy in front;
    all stopped at the end."""
    env = {**os.environ, **SERVER_ENV, "DATABASE_URL": shared_database, "STATIC_ROOT": str(tmp_path / "static")}
    subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)  # fmt: skip
    ports = {name: _free_port() for name in (*SERVERS, *STREAMS, "haproxy")}
    commands = {
        **{name: [sys.executable, "-m", "gunicorn", "bof_site.wsgi", "--bind", f"127.0.0.1:{ports[name]}",
                  "--workers", "2", "--threads", "4", "--log-level", "warning"] for name in SERVERS},
        **{name: [sys.executable, "-m", "uvicorn", "battles.stream:application", "--host", "127.0.0.1",
                  "--port", str(ports[name]), "--log-level", "warning", "--no-access-log", "--no-server-header"] for name in STREAMS},
    }  # fmt: skip
    processes: dict[str, subprocess.Popen] = {}
    try:
        for name, command in commands.items():
            with open(tmp_path / f"{name}.log", "wb") as log:
                processes[name] = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        for name in commands:
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
        for name in STREAMS:
            _wait_pinned(f"http://127.0.0.1:{ports['haproxy']}/battles/NOSUCH/events/", name)
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


def quick_move(page: str) -> tuple[str, dict] | None:
    """The first one-tap Move on the page (only the phone whose activation it is has one): url and form data."""
    for form in Forms(page).forms:
        if form["action"].endswith("/turn/quick/") and ("action", "move") in form["buttons"]:
            return form["action"], {**form["fields"], "action": "move"}
    return None


def _server_url(name: str) -> str:
    """A URL of database `name` on the Postgres server the test session uses (the embedded one's socket folder, or
    the DATABASE_URL server)."""
    db = settings.DATABASES["default"]
    auth = quote(db.get("USER") or "postgres", safe="") + (f":{quote(db['PASSWORD'], safe='')}" if db.get("PASSWORD") else "")  # fmt: skip
    port = f":{db['PORT']}" if db.get("PORT") else ""
    return f"postgres://{auth}@{quote(db.get('HOST') or 'localhost', safe='')}{port}/{name}"


def _wait_pinned(url: str, name: str) -> None:
    for _ in range(100):
        try:
            response = urlopen(Request(url, headers={"X-Pin": name}), timeout=2)  # noqa: S310  (loopback)
        except HTTPError as answer:  # a 404 names its server too
            response = answer
        with response:
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


def build_table(cluster: Cluster) -> dict:
    """One battle at turn 1, built through the app's services in a process on the cluster's database: its code, and
    each seat's id, session cookie and units (loadtest.battles.TableUnderTest)."""
    env = {**os.environ, **SERVER_ENV, "DATABASE_URL": cluster.database_url}
    built = subprocess.run([sys.executable, "-c", BUILD], cwd=ROOT, env=env, check=True, capture_output=True, text=True)
    return json.loads(built.stdout.strip().splitlines()[-1])
