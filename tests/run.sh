#!/usr/bin/env bash
# `make test`'s pytest. The browser and deployment tests (tests/e2e, tests/deploy) wait on pages and servers more
# than they compute, so they run at normal priority while the rest of the suite fills the cores beside them at low
# priority (nice 15): the rest goes faster than after them, and a browser never waits on a busy worker (at equal
# priority they starved into timeouts). Their output follows the rest's. The database outage test (tests/deploy)
# runs with them, its timing once and unmeasured (--benchmark-disable): it mostly waits out its outage. The
# benchmarks run last, alone, so their figures are not taken on a loaded machine; only the files that hold one are
# collected for them. A browser test that waits past 10 minutes fails with every thread's stack (pytest-timeout)
# instead of holding the run: once in many runs Playwright waited on a Chromium that had stopped answering.
set -uo pipefail
cd "$(dirname "$0")/.."
PYTEST=${PYTEST:-.venv/bin/pytest}
WORKERS=${WORKERS:-auto}

log=$(mktemp -t bof-browser-tests.XXXXXX)
"$PYTEST" --benchmark-disable --timeout 600 --timeout-method signal tests/e2e tests/deploy >"$log" 2>&1 &
browsers=$!
trap 'kill "$browsers" 2>/dev/null; rm -f "$log"' EXIT

nice -n 15 "$PYTEST" -n "$WORKERS" --benchmark-skip --ignore=tests/e2e --ignore=tests/deploy
rest=$?
wait "$browsers"
browser_tests=$?
echo "== the browser and deployment tests (they ran beside the above)"
cat "$log"
if [ "$rest" -ne 0 ] || [ "$browser_tests" -ne 0 ]; then
  exit 1
fi
mapfile -t benchmarked < <(grep -rlw --include='test_*.py' benchmark tests | grep -v -e '^tests/e2e/' -e '^tests/deploy/' | sort)
"$PYTEST" --benchmark-only -q -rfE "${benchmarked[@]}"
