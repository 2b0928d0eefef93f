"""Threads released together against real Postgres: the shape every "two phones at once" test uses."""

from __future__ import annotations

import threading

from django.db import connection

THREAD_TIMEOUT = 60


def run_at_once(work, how_many: int = 2) -> tuple[list, list]:
    """Run work(i) in `how_many` threads released together; each thread closes its own connection.
    Returns the results and the exceptions, for the test to look at every one."""
    barrier = threading.Barrier(how_many)
    results: list = []
    errors: list = []
    lock = threading.Lock()

    def body(i: int) -> None:
        try:
            barrier.wait(timeout=THREAD_TIMEOUT)
            result = work(i)
            with lock:
                results.append(result)
        except Exception as exc:  # the test looks at every error
            with lock:
                errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=body, args=(i,), daemon=True) for i in range(how_many)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=THREAD_TIMEOUT)
    assert not any(thread.is_alive() for thread in threads), "a thread is stuck (deadlock?)"
    return results, errors
