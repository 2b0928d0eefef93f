"""Every link to a ruling is a target a thumb can hit on a 360 px phone: at least 24 px each way (WCAG 2.5.8), on
every calculator of every rule system and beside the reference's tables, where the links are as short as "R7"."""

from __future__ import annotations

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

TARGET = 24  # px, WCAG 2.5.8 (target size, minimum)
RULING_LINKS = """() => Array.from(document.querySelectorAll('main a[href*="rulings/#"]'), (link) => {
    const box = link.getBoundingClientRect();
    return [link.textContent.trim(), box.width, box.height];
})"""
CALCULATOR_LINKS = """() => Array.from(document.querySelectorAll("a.calc-link"), (link) => link.getAttribute("href"))"""


def test_every_ruling_link_on_the_calculators_and_beside_the_tables_is_24_px_each_way(live_server, phone):
    page = phone()
    pages = ["/rules/", "/rules/open-fire/"]
    for calculators in ("/rules/calc/", "/rules/open-fire/calc/"):
        page.goto(live_server.url + calculators)
        pages += page.evaluate(CALCULATOR_LINKS)

    small, seen = [], 0
    for path in pages:
        page.goto(live_server.url + path, wait_until="domcontentloaded")  # after the stylesheet (defer scripts wait)
        links = page.evaluate(RULING_LINKS)
        seen += len(links)
        small += [(path, name, round(width, 1), round(height, 1)) for name, width, height in links
                  if width < TARGET or height < TARGET]  # fmt: skip

    assert seen > 100, "the ruling links were not found: has their address changed?"
    assert small == []
