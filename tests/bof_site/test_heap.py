"""The app server's process freezes what it loaded and collects its young garbage less often (bof_site/heap.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import gc
before = gc.get_freeze_count()
import bof_site.wsgi
from django.template import engines
from bof_site import heap
cached = engines["django"].engine.template_loaders[0].loaders[0].get_template_cache
loaded = "battles/table.html" in cached
print(before, gc.get_freeze_count(), gc.get_threshold()[0], heap.YOUNG, bool(loaded), gc.get_threshold()[1], heap.MIDDLE)
"""


def test_it_freezes_the_loaded_app_and_raises_the_young_threshold_when_gunicorn_loads_it():
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "bof_site.settings", "SECRET_KEY": "heap-test", "DEBUG": "false"}
    env.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/postgres")  # never connected to: no request
    out = subprocess.run(  # noqa: S603 (this interpreter, a fixed probe)
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    before, frozen, threshold, young, table_loaded = int(out[0]), int(out[1]), int(out[2]), int(out[3]), out[4]
    middle, middle_set = int(out[5]), int(out[6])
    assert before == 0
    assert frozen > 50_000  # Django, the app's modules, its URL patterns and templates: never walked again
    assert threshold == young > 700
    assert middle == middle_set > 10  # the middle generation as seldom as before: young x middle objects
    assert table_loaded == "True"  # loaded before the freeze, not by the first request after it
