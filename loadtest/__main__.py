"""`make loadtest`: many live battles on this machine, measured. Starts the app under gunicorn with production
settings on loopback, builds the battles through the app's services, then for each count of battles runs four
phones a table (each polling once a second, the players moving a unit twice a minute a table) and prints the
curve. Before the curve, the unchanged poll and a static file are each asked back to back by the same
clients, so the poll's throughput reads as a share of the static file's on a noisy machine.

    python -m loadtest --battles 25,50,100,200 --seconds 20
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.request import urlopen

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/bof_loadtest"
PRODUCTION = {  # production settings served over plain http on loopback
    "SECRET_KEY": "loadtest-only-secret-key-0123456789abcdefghijklmnopqrstuvwxyz",
    "ALLOWED_HOSTS": "127.0.0.1,localhost",
    "DEBUG": "false",
    "SECURE_SSL_REDIRECT": "false",
    "SESSION_COOKIE_SECURE": "false",
    "CSRF_COOKIE_SECURE": "false",
    "SECURE_HSTS_SECONDS": "0",
    "LOG_LEVEL": "ERROR",
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--battles", default="25,50,100,200", help="counts of live battles, comma separated")
    parser.add_argument("--seconds", type=float, default=20, help="measured seconds at each count")
    parser.add_argument("--warmup", type=float, default=4, help="seconds before measuring at each count")
    parser.add_argument("--action-every", type=float, default=30, help="seconds between a table's moves")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers")
    parser.add_argument("--threads", type=int, default=1, help="threads per gunicorn worker")
    parser.add_argument("--database-url", default=os.environ.get("LOADTEST_DATABASE_URL", DEFAULT_URL))
    args = parser.parse_args()
    counts = sorted({int(n) for n in args.battles.split(",") if n.strip()})

    env = prepare(args.database_url)
    from loadtest import battles, phones

    started = time.perf_counter()
    tables = battles.build(max(counts))
    print(f"built {len(tables)} battles in {time.perf_counter() - started:.0f} s", flush=True)

    with serving(env, args.workers, args.threads) as base:
        static = asyncio.run(phones.hammer(f"{base}/static/css/site.css", {}, 16, 5, 200))
        first = tables[0]
        seen = _version(base, first.code)
        poll = asyncio.run(phones.hammer(f"{base}/battles/{first.code}/poll/?v={seen}&phase=playing", {}, 16, 5, 204))
        print(f"static file {static[0]:.0f} req/s; unchanged poll {poll[0]:.0f} req/s = {poll[0] / static[0]:.2f} "
              f"of static; errors {static[1] + poll[1]}", flush=True)  # fmt: skip
        print("battles phones  polls/s  poll p50  poll p95  changed p95  action p50  action p95  actions  errors  load")
        for count in counts:
            tally = asyncio.run(phones.play(base, tables[:count], args.seconds, args.action_every, args.warmup))
            t, ms = tally.times, 1000
            polls = (len(t["poll"]) + len(t["changed"])) / args.seconds
            errors = sum(tally.errors.values())
            print(
                f"{count:7d} {count * 4:6d} {polls:8.0f} {phones.pct(t['poll'], 0.5) * ms:7.1f}ms "
                f"{phones.pct(t['poll'], 0.95) * ms:7.1f}ms {phones.pct(t['changed'], 0.95) * ms:10.1f}ms "
                f"{phones.pct(t['action'], 0.5) * ms:8.1f}ms {phones.pct(t['action'], 0.95) * ms:8.1f}ms "
                f"{len(t['action']):8d} {errors:7d}  {os.getloadavg()[0]:.2f}",
                flush=True,
            )
            if tally.errors:
                print("         errors:", dict(tally.errors), flush=True)


@contextmanager
def serving(env: dict[str, str], workers: int = 2, threads: int = 1) -> Iterator[str]:
    """The app under gunicorn on a free loopback port with these settings; yields its base URL."""
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(  # noqa: S603  (our own command line)
        [sys.executable, "-m", "gunicorn", "bof_site.wsgi", "--bind", f"127.0.0.1:{port}",
         "--workers", str(workers), "--threads", str(threads), "--log-level", "warning"],
        cwd=ROOT, env=env,
    )  # fmt: skip
    try:
        _wait_for(base)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=30)


def prepare(database_url: str) -> dict[str, str]:
    """The load test's database made if missing, migrated, the static files collected, and Django set up in this
    process with the servers' production settings. Returns the environment to start the servers with."""
    env = {**os.environ, **PRODUCTION, "DATABASE_URL": database_url, "DJANGO_SETTINGS_MODULE": "bof_site.settings"}
    _create_database(database_url)
    manage = [sys.executable, "manage.py"]
    subprocess.run([*manage, "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)  # noqa: S603
    subprocess.run([*manage, "collectstatic", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)  # noqa: S603
    os.environ.update({k: v for k, v in env.items() if k in (*PRODUCTION, "DATABASE_URL", "DJANGO_SETTINGS_MODULE")})

    import django

    django.setup()
    return env


def _create_database(url: str) -> None:
    import psycopg

    name = url.rsplit("/", 1)[1]
    with psycopg.connect(url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(base: str) -> None:
    for _ in range(100):
        try:
            urlopen(f"{base}/static/css/site.css", timeout=1).read()  # noqa: S310  (our own loopback server)
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("the app server did not start")


def _version(base: str, code: str) -> int:
    from loadtest.phones import VERSION

    body = urlopen(f"{base}/battles/{code}/poll/?v=0&phase=playing", timeout=5).read().decode()  # noqa: S310
    return int(VERSION.search(body).group(1))


if __name__ == "__main__":
    main()
