"""Server rolls in the calculators: only the dice a roll needs, never cached; HEAD answers like GET."""

from __future__ import annotations

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
