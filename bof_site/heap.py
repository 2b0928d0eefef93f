"""The app servers' garbage collector, set for a long-lived process answering many short requests.

A request allocates tens of thousands of container objects (template nodes' contexts, model rows) that die with
it. With Python's default thresholds (700, 10, 10) many of them are counted as survivors before they die, so the
oldest generation grows and is collected every few hundred requests, walking every object the process holds (the
modules, the URL patterns, the compiled templates, the kept region renders): 70-120 ms during which every thread
of the worker stands still (measured with `gc.callbacks` under `python -m loadtest.costs`: 3 such pauses in 300
moves). Frozen after start-up, what the process loaded is never walked again; with a larger first threshold the
requests' garbage is freed by reference counting before a collection looks at it. Measured the same way: no
full collection in 300 moves, the longest pause 24 ms, half the collector's time (docs/scaling.md).

The first threshold is 5,000 with the middle generation collected after 40 of them (200,000 objects, as 20,000 x 10
was): a collection of the youngest walks what it holds, so at 20,000 each stood every thread still for 8-13 ms, and
at 5,000 for about 2 ms, 303 of them in 900 moves at 300 battles against 72, for less time in all (545-690 ms against
609-928) and the same middle collections (7), still no full one; the slowest change (p95) 20-28 ms against 26-37
(`loadtest.costs`, the settings by turns). 5,000 with the middle at 10 collected the oldest generation twice (54 ms).
"""

from __future__ import annotations

import gc

YOUNG = 5_000  # objects allocated (net) before the youngest generation is collected; Python's default is 700
MIDDLE = 40  # collections of the youngest before the middle generation's; Python's default is 10


def settle(warm=None) -> None:
    """Load what every request needs (`warm`), then freeze the heap as it is and raise the first threshold."""
    if warm is not None:
        warm()
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, MIDDLE, gc.get_threshold()[2])


def warm_django() -> None:
    """The URL patterns and the table's templates, which Django otherwise loads on the first request."""
    from django.template.loader import get_template
    from django.urls import get_resolver

    get_resolver().url_patterns  # noqa: B018 (the property loads the URLconf)
    for name in ("base.html", "battles/table.html"):
        get_template(name)
