"""What one move costs, measured in this process (docs/scaling.md): the app's CPU for the move and for what the
other phones then fetch, the statements each sends to Postgres and their time, and the WAL the move writes.

    python -m loadtest.costs                 # 200 moves on 100 battles (built as `make loadtest` builds them)
    python -m loadtest.costs --moves 400
    python -m loadtest.costs --profile /tmp/costs   # also cProfile each kind of request: /tmp/costs/<kind>.prof

Each move is a one-tap move posted as the table's page posts it (asking for the regions back); after it the other
seat's phone and two onlookers ask for the regions, as after a stream's event. The requests go through the whole
Django stack (middleware, sessions, CSRF) with the servers' production settings, in this one process, timed with
the process's CPU clock; Postgres's share is the statements' count and the time the app waited on them, and the WAL position's move.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import statistics
import time
from collections import defaultdict

from loadtest.__main__ import prepare

DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/bof_loadtest_costs"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--battles", type=int, default=100)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--profile", metavar="DIR", help="keep a cProfile of each kind of request in DIR")
    parser.add_argument("--database-url", default=os.environ.get("LOADTEST_COSTS_DATABASE_URL", DEFAULT_URL))
    args = parser.parse_args()
    prepare(args.database_url)

    from django.db import connection
    from django.test import Client

    from battles import regions
    from loadtest import battles

    tables = battles.build(args.battles)
    cpu: dict[str, list[float]] = defaultdict(list)
    queries: dict[str, list[int]] = defaultdict(list)
    db_ms: dict[str, list[float]] = defaultdict(list)
    renders, wal, done = 0, 0, 0
    sent = {"statements": 0, "seconds": 0.0}

    def counted(execute, *args):
        """Each statement counted and its round trip timed. Not Django's CaptureQueriesContext: it turns on the
        debug cursor, which formats every statement's SQL with its values (psycopg's mogrify), a cost a server
        without DEBUG never pays (it added 2-5 ms of CPU to a change)."""
        started = time.perf_counter()
        try:
            return execute(*args)
        finally:
            sent["statements"] += 1
            sent["seconds"] += time.perf_counter() - started

    profiles: dict[str, cProfile.Profile] = defaultdict(cProfile.Profile)

    def timed(kind: str, call):
        sent.update(statements=0, seconds=0.0)
        with connection.execute_wrapper(counted):
            if args.profile:
                profiles[kind].enable()
            started = time.process_time()
            answer = call()
            cpu[kind].append((time.process_time() - started) * 1000)
            if args.profile:
                profiles[kind].disable()
        queries[kind].append(sent["statements"])
        db_ms[kind].append(sent["seconds"] * 1000)
        return answer

    versions = {t.code: _version(t.code) for t in tables}
    # One client each, kept: a new one loads the middleware again (WhiteNoise scans the static files), which a
    # server does once a process, not once a request.
    browsers = [Client(HTTP_HOST="localhost") for _ in range(4)]
    while done < args.moves:
        for table in tables:
            if done >= args.moves:
                break
            seat = next(s for s in table.seats if s.seat_id == table.active)
            other = next(s for s in table.seats if s.seat_id != table.active)
            if not seat.units:
                continue
            phones = {s.seat_id: _phone(browsers[n], s.session) for n, s in enumerate(table.seats)}
            onlookers = [_phone(browsers[2], ""), _phone(browsers[3], "")]
            seen = versions[table.code]
            made, lsn = regions.RENDERS.made, _lsn()
            form = {"key": _key(), "unit": str(seat.units.pop(0)), "action": "move"}
            moved = timed("move", lambda p=phones[seat.seat_id], f=form, c=table.code, v=seen: p.post(
                f"/battles/{c}/turn/quick/", f, HTTP_X_REGIONS=f"{v} playing"))  # fmt: skip
            url = f"/battles/{table.code}/poll/?v={seen}&phase=playing"
            timed("seat poll", lambda p=phones[other.seat_id], u=url: p.get(u))
            for onlooker in onlookers:
                timed("onlooker poll", lambda p=onlooker, u=url: p.get(u))
            wal += _lsn() - lsn
            renders += regions.RENDERS.made - made
            if moved.status_code != 200:
                raise SystemExit(f"a move was answered {moved.status_code}: {moved.content[:300]!r}")
            versions[table.code] = _version(table.code)
            table.active = other.seat_id
            done += 1

    print(f"{done} moves on {len(tables)} battles; per move (median, p95 in brackets):")
    for kind in ("move", "seat poll", "onlooker poll"):
        print(f"  {kind:14s} app CPU {_md(cpu[kind])} ms, {_md(queries[kind], '.0f')} statements, "
              f"{_md(db_ms[kind])} ms waiting on Postgres")  # fmt: skip
    looks = cpu["onlooker poll"]
    per_move = [sum(x) for x in zip(cpu["move"], cpu["seat poll"], looks[::2], looks[1::2], strict=True)]
    statements = [sum(x) for x in zip(queries["move"], queries["seat poll"], strict=True)]
    print(f"  whole change   app CPU {_md(per_move)} ms for the move and three phones' regions, "
          f"{renders / done:.2f} renders a move; {_md(statements, '.0f')} statements; "
          f"{wal / done / 1024:.1f} kB of WAL a move (the whole server's: run it on a quiet one)")  # fmt: skip
    if args.profile:  # the CPU figures above include the profiler's own cost: compare them without --profile
        os.makedirs(args.profile, exist_ok=True)
        for kind, profile in profiles.items():
            path = os.path.join(args.profile, f"{kind.replace(' ', '-')}.prof")
            profile.dump_stats(path)
            print(f"  profile of {kind}: {path} (python -m pstats {path})")


def _md(values: list[float], fmt: str = ".1f") -> str:
    ordered = sorted(values)
    return f"{statistics.median(ordered):{fmt}} [{ordered[int(0.95 * (len(ordered) - 1))]:{fmt}}]"


def _phone(client, session: str):
    """The client as the phone holding this session (none: an onlooker)."""
    from django.conf import settings

    client.cookies.clear()
    if session:
        client.cookies[settings.SESSION_COOKIE_NAME] = session
    return client


def _key() -> str:
    import uuid

    return str(uuid.uuid4())


def _version(code: str) -> int:
    from battles.models import Battle

    return Battle.objects.values_list("version", flat=True).get(code=code)


def _lsn() -> int:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_current_wal_lsn() - '0/0'::pg_lsn")
        return int(cursor.fetchone()[0])


if __name__ == "__main__":
    main()
