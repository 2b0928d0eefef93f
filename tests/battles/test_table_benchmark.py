"""The table page's cost as the armies grow: the active phone's page during a turn, with 10, 26, 60 and 100
units a side (benchmarks; issue 37 wants it flat and at most 5 ms of CPU at 60). The page is the battle's regions
as the phones' polls are sent them, rendered once a version for each view, in a frame kept once a version for
each kind of reader (battles/regions.py, `table_page`): the first benchmark is a phone opening the page at a
version its view has seen (a reload, a second phone of the seat), the second the first phone of its view to see
the version. Timed in this process's CPU
(Postgres answers in its own), with the templates rendered as in production: the test client's recording of
every template's context is not part of the page. Its query count is held flat by test_turn_views.py; here the
page must still show the picker, so a broken page cannot pass as a fast one."""

from __future__ import annotations

import gc
import gzip
import re
import time
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.template.base import Template

from battles import regions
from battles.models import RegionRender
from bof_site import heap
from bof_site.storage import minified
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, ready_to_play
from tests.battles.pages import phone, revealed_with


@pytest.fixture
def as_served():
    """The garbage collector as the app servers set it (bof_site/heap.py, applied in bof_site/wsgi.py), once the
    test has built its battle: what the process holds frozen, the young generation collected after 20,000 objects.
    With the test process's defaults a full collection walked every row the fixtures had made, now and then inside
    a timed round."""
    threshold = gc.get_threshold()
    yield heap.settle
    gc.unfreeze()
    gc.set_threshold(*threshold)


@pytest.mark.benchmark(timer=time.process_time)
@pytest.mark.parametrize("units", [10, 26, 60, 100])  # 10: the smallest roster the builder makes valid
def test_the_table_page_during_a_turn(
    benchmark, monkeypatch, make_battle, make_detachment, player, stranger, units, as_served
):
    battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    browser, url = phone(battle.code, anna.pk), f"/battles/{battle.code}/"
    monkeypatch.setattr(Template, "_render", lambda template, context: template.nodelist.render(context))
    as_served()

    response = benchmark.pedantic(browser.get, args=(url,), rounds=20, warmup_rounds=3)

    assert response.status_code == 200 and 'data-testid="picks"' in response.text


@pytest.mark.benchmark(timer=time.process_time)
@pytest.mark.parametrize("units", [10, 60, 100])
def test_the_table_page_during_a_turn_as_the_first_phone_of_its_view_to_see_the_version(
    benchmark, monkeypatch, make_battle, make_detachment, player, stranger, units, as_served
):
    """The same page when no phone with the same view has asked for this version yet: its regions are rendered
    (and kept), not served from what an earlier poll or page kept (battles/regions.py)."""
    battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    browser, url = phone(battle.code, anna.pk), f"/battles/{battle.code}/"
    monkeypatch.setattr(Template, "_render", lambda template, context: template.nodelist.render(context))

    forgotten = []

    def forget():
        regions.RENDERS.clear()
        regions.FRAMES.clear()  # a new version: its frame is made too
        RegionRender.objects.all().delete()
        forgotten.append(1)

    made = regions.RENDERS.made
    as_served()
    response = benchmark.pedantic(browser.get, args=(url,), setup=forget, rounds=20, warmup_rounds=3)

    assert response.status_code == 200 and 'data-testid="picks"' in response.text
    assert regions.RENDERS.made - made == len(forgotten) > 0  # each round rendered the regions


def test_the_first_load_of_the_table_page_is_at_most_35_kb_compressed(make_battle, make_detachment, player, stranger):
    """The page (gzipped by the app) and what it loads (gzipped at level 9, as WhiteNoise stores them) at 60
    units a side, mid-turn: what a phone fetches when it joins the table."""
    battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), 60)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")

    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_ENCODING="gzip")

    assert page["Content-Encoding"] == "gzip"
    html = gzip.decompress(page.content).decode()
    assert 'data-testid="picks"' in html
    # What a phone fetches to show the page: the stylesheet, the icon and the scripts (a home-screen icon is fetched
    # only when the player adds the app to the home screen).
    assets = re.findall(r'<(?:link rel="(?:stylesheet|icon)"[^>]+href|script[^>]+src)="/static/([^"?]+)"', html)
    assert {"css/site.css", "js/site.js"} <= {re.sub(r"\.[0-9a-f]{12}\.", ".", a) for a in assets}, assets
    weights = {a: len(gzip.compress(_served(re.sub(r"\.[0-9a-f]{12}\.", ".", a)), 9)) for a in assets}
    total = len(page.content) + sum(weights.values())
    print(f"first load: page {len(page.content)} B gzipped, assets {weights}, total {total} B")
    assert total <= 35 * 1024


def _served(asset: str) -> bytes:
    """A static file as production serves it: stylesheets and scripts minified by collectstatic (bof_site/storage.py)."""
    content = Path(finders.find(asset)).read_bytes()
    small = minified(asset, content.decode()) if asset.endswith((".css", ".js")) else None
    return small.encode() if small is not None else content
