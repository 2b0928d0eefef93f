"""The print view of a detachment (issue 15): every line says what it fights with, and on paper a list of
about 150 points is the roster on one A4 sheet and its unit cards on one more, with no word broken."""

from __future__ import annotations

import re

import pytest

from armies import rosters
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add, edit

A4_WIDTH, A4_HEIGHT = 718, 1047  # CSS px inside the print view's 10 mm margins: 190 x 277 mm at 96 px/in
# Thirteen lines, 146 points: the officer, infantry in three kits and two qualities, teams, guns, a truck.
LIST = [
    ("de-rifleman", 3, "regular", ("de-kar98k", "de-stielhandgranate24")),
    ("de-squad-leader", 1, "regular", None),
    ("de-rifleman", 10, "regular", None),
    ("de-rifleman", 4, "conscript", None),
    ("de-smg-gunner", 2, "regular", None),
    ("de-lmg-team", 3, "regular", None),
    ("de-sniper", 1, "regular", None),
    ("de-mortar-team", 1, "regular", None),
    ("de-panzerschreck-team", 1, "regular", None),
    ("de-mg42-hmg", 1, "regular", None),
    ("de-pak36", 1, "regular", None),
    ("de-opel-blitz", 1, "regular", None),
]
LINES = len(LIST) + 1  # and the ranking officer


@pytest.fixture
def full_list(player, detachment):
    for key, count, quality, weapons in LIST:
        units = add(player, detachment, key, count, quality)
        if weapons:
            loadout = rosters.Loadout(quality, weapons)
            rosters.edit_units(player, detachment.id, unit_id=units[0].id, whole_group=True, loadout=loadout)
    truck, gun = (detachment.units.get(profile__key=k) for k in ("de-opel-blitz", "de-pak36"))
    edit(player, detachment, gun, towed_by=truck.id)
    return detachment


@pytest.mark.django_db
def test_every_line_of_the_roster_shows_its_weapons(client, full_list):
    text = client.get(f"/armies/shared/{full_list.share_token}/print/").text

    body = text[text.index("<tbody>") : text.index("</tbody>")]
    rows = re.findall(r"<tr>(.*?)</tr>", body, re.S)
    weapons = [re.findall(r"<td>(.*?)</td>", row, re.S)[3].strip() for row in rows]
    assert len(rows) == LINES
    assert all(weapons), weapons
    assert "Built-in: small arms 10, 2 attacks a turn" in weapons  # the heavy MG on its tripod
    assert "Built-in: HE 9, AP 8" in weapons  # the Pak 36
    assert "Unarmed" in weapons  # the truck
    assert "146</td>" in text[text.index("<tfoot>") :]


BROKEN_WORDS = """roots => {
  const broken = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (lines.size > 1) broken.push(m[0]);
      }
    }
  }
  return broken;
}"""


WRAPS = "cells => [...new Set(cells.map(c => getComputedStyle(c).overflowWrap))]"


@pytest.mark.e2e
@pytest.mark.django_db(transaction=True)
def test_a_150_point_list_prints_on_two_a4_pages_with_whole_words(live_server, browser, full_list):
    context = browser.new_context(viewport={"width": A4_WIDTH, "height": A4_HEIGHT})
    try:
        page = context.new_page()
        page.goto(f"{live_server.url}/armies/shared/{full_list.share_token}/print/")
        page.emulate_media(media="print")

        assert page.locator(".roster-table tbody tr").count() == LINES
        assert page.locator(".print-card").count() == LINES
        assert page.locator(".print-page").bounding_box()["height"] <= A4_HEIGHT, "the roster is over one page"
        assert page.locator(".print-page, .print-cards").evaluate_all(BROKEN_WORDS) == []
        wraps = page.locator(".print-page td, .print-card p, .print-card td").evaluate_all(WRAPS)
        assert wraps == ["normal"], "the phone's break-anywhere reaches paper"
        pdf = page.pdf(format="A4")
    finally:
        context.close()

    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 2
