"""What the battle's roll forms fill in for R30 and R34: a machine gun's crew is counted as one (its double burst
goes at half crew), and a target picked in a river is wading (+2 to the attacker)."""

from __future__ import annotations

import pytest

from battles.models import BattleUnit
from battles.table.prefill import target_facts
from battles.table.terrain import OPEN_GROUND, PRESETS, facts_of


@pytest.mark.parametrize(
    ("unit_type", "stats", "crew_of"),
    [
        ("support-weapon", {"crew": 2, "blast": None}, "machine-gun"),  # an HMG: no blast
        ("support-weapon", {"crew": 4, "blast": "5"}, "support-weapon"),  # a gun or a mortar
        ("afv", {"crew": 5}, "vehicle"),
        ("transport", {"crew": 2}, "vehicle"),
    ],
)
def test_the_crew_table_is_told_what_the_crew_serves(unit_type, stats, crew_of):
    unit = BattleUnit(unit_type=unit_type, stats=stats, weapons=[], tokens={}, crew_alive=1, squad_leader=False)
    assert target_facts(unit)["crew_of"] == crew_of


def _piece(preset: str) -> dict:
    p = PRESETS[preset]
    return {"id": "p1", "name": p.name, "cover": p.cover, "terrain": p.terrain, "flammable": p.flammable,
            "obstacle": p.obstacle}  # fmt: skip


@pytest.mark.parametrize(("preset", "wading"), [("river", "true"), ("stone-wall", "false"), ("light-woods", "false")])
def test_a_target_picked_in_a_river_is_wading(preset, wading):
    assert facts_of(_piece(preset), "attack")["target_wading"] == wading
    assert facts_of(_piece(preset), "overwatch")["target_wading"] == wading


def test_open_ground_puts_wading_back_and_rolls_without_the_field_get_none():
    assert OPEN_GROUND["target_wading"] == "false"
    assert "target_wading" not in facts_of(_piece("river"), "morale-check")
