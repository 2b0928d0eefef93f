"""Server rolls in the calculators: only the dice a roll needs, never cached; HEAD answers like GET."""

from __future__ import annotations

import re

import pytest

from rules import display
from rules.engine import catalog

MORALE = catalog.get("morale-check")


def fixed_roller(*batches):
    queue = list(batches)

    def roll(count):
        batch = queue.pop(0)
        assert len(batch) == count, f"asked for {count} dice, the test expected {len(batch)}"
        return list(batch)

    return roll


def test_it_rolls_only_the_check_when_it_passes():
    calc = display.calculate(MORALE, {"force_morale": ["9"], "roll": ["1"]}, roll=fixed_roller([3, 4]))
    assert (calc.outcome.result, calc.outcome.dice) == ("pass", (3, 4))


def test_it_rolls_the_effect_dice_after_a_failed_check():
    calc = display.calculate(MORALE, {"force_morale": ["9"], "roll": ["1"]}, roll=fixed_roller([6, 5], [2, 2]))
    assert (calc.outcome.result, calc.outcome.dice) == ("surrender", (6, 5, 2, 2))


@pytest.mark.parametrize("url", ["/rules/", "/rules/rulings/", "/rules/calc/", "/rules/calc/attack/"])
def test_it_answers_head_requests(client, db, url):
    assert client.head(url).status_code == 200


def test_it_forbids_caches_to_keep_a_server_roll(client, db):
    rolled = client.get("/rules/calc/attack/", {"attack_value": "10", "distance": "30", "roll": "1", "format": "json"})
    typed = client.get("/rules/calc/attack/", {"attack_value": "10", "distance": "30", "dice": "1,2,3,4"})
    assert "no-store" in rolled["Cache-Control"]
    assert "no-store" not in typed.get("Cache-Control", "")


ODDS_ROW = r'<span class="odds-label">([^<]*)</span> <span class="odds-pct"[^>]*>([^<]*)</span>'


@pytest.mark.parametrize(
    ("language", "first"),
    [("en-gb", ("spotted", "66.7%")), ("de", ("entdeckt", "66,7\u00a0%"))],
)
def test_the_odds_put_the_result_the_roller_hopes_for_first(client, db, language, first):
    """A roll form's bar shows the first row: a spot roll's read "Not spotted 33.3%", taken at the table for the chance
    to spot (a play-test). Soft cover at medium range: infantry is spotted on 3 or more (the spotting table)."""

    client.cookies["django_language"] = language
    page = client.get("/rules/calc/spot-roll/", {"target_kind": "infantry", "cover": "soft", "distance": "60"})
    rows = re.findall(ODDS_ROW, page.content.decode())
    assert (rows[0][0].lower(), rows[0][1]) == first, rows
