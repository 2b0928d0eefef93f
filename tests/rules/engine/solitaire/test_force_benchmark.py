"""How long building and placing the enemy's force takes. Goal: well under 50 ms for a force.

Like the other benchmarks they measure and do not assert a time; each checks what it computed.
"""

from __future__ import annotations

from rules.engine.solitaire.force import EnemyForce, enemy_force
from rules.engine.solitaire.placement import Piece, enemy_placement, placement_dice
from tests.rules.engine.solitaire.test_force import pack_doctrine, seeded_rolls

GUNS = {"de-pak36": "AT gun", "de-pak40": "AT gun", "de-flak38": "AA gun"}


def pieces(force: EnemyForce) -> list[Piece]:
    return [
        Piece(
            ref=u.ref,
            unit_type=u.profile.unit_type,
            quality=u.quality,
            points=u.points,
            crew=u.profile.crew,
            passengers=u.profile.passengers,
            tow_class=u.profile.tow_class,
            gun=GUNS.get(u.profile.key, ""),
        )
        for u in force.units
    ]


def german_infantry() -> tuple:
    doctrine = pack_doctrine("de-regular-infantry")
    return doctrine, seeded_rolls(doctrine.kind, 11)


def test_it_benchmarks_building_a_150_point_force(benchmark):
    doctrine, rolls = german_infantry()
    force = benchmark(enemy_force, doctrine, rolls, core_points=150)
    assert force.units[0].profile.unit_type == "ranking-officer"
    assert all(force.spent[k] <= force.budgets[k] for k in force.budgets)
    core = sum(u.profile.costs[u.quality] for u in force.units if u.bought_with == "core")
    assert force.budgets["core-top-up"] == 150 - core > 100
    bought = core + sum(force.spent.values())
    assert bought <= sum(u.points for u in force.units) <= bought + 4 * force.upgrades  # a crew adds up to 4
    assert any(u.bought_with == "core-top-up" and u.profile.unit_type == "support-weapon" for u in force.units)


def test_it_benchmarks_placing_it(benchmark):
    doctrine, rolls = german_infantry()
    force = enemy_force(doctrine, rolls, core_points=150)
    board = pieces(force)
    dice = placement_dice(board)
    placement = benchmark(enemy_placement, board, [3] * dice["sectors"], [6] * (2 * dice["loads"]))
    assert sorted(p.ref for p in placement.placed) == [u.ref for u in force.units if u.profile.unit_type != "plane"]
    assert [p.order for p in placement.placed] == list(range(1, len(placement.placed) + 1))
    assert placement.placed[-1].ref == 1 and placement.placed[-1].sector == "middle"
