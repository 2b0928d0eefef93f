"""Planes: strafing and bombing runs, AA fire and dogfights, one row per rulebook case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog


def run(procedure_id: str, dice=None, **given):
    procedure = catalog.get(procedure_id)
    values = {spec.name: spec.default for spec in procedure.fields} | given
    return procedure.resolve(procedure.inputs(**values), dice)


def counts(procedure_id: str, **given) -> tuple[int, ...]:
    procedure = catalog.get(procedure_id)
    values = {spec.name: spec.default for spec in procedure.fields} | given
    return procedure.dice_counts(procedure.inputs(**values))


PLANE_HIT = ("effect roll on a plane (2D6)", "pilot and crew morale check (2D6)")

# ---------------------------------------------------------------------------------------------
# Strafing run: 2D6 units in the corridor, then an attack roll each


@pytest.mark.parametrize(
    ("in_corridor", "dice", "targets"),
    [
        (12, [1, 1], 2),
        (12, [3, 4], 7),
        (12, [6, 6], 12),
        (50, [6, 6], 12),
        (5, [2, 2], 4),
        (5, [2, 3], 5),
        (5, [3, 4], 5),  # no more than are in the corridor
        (1, [1, 1], 1),
    ],
)
def test_it_rolls_how_many_units_in_the_corridor_a_strafing_run_attacks(in_corridor, dice, targets):
    outcome = run("strafing-run", dice, units_in_corridor=in_corridor)
    assert outcome.value("targets") == targets
    assert outcome.result == (f"{targets}-target" if targets == 1 else f"{targets}-targets")
    assert outcome.effects.continues_with == ("attack roll (4D6) per targeted unit",)


def test_it_previews_a_strafing_run():
    odds = dict(run("strafing-run", None, units_in_corridor=12).outcomes)
    ways = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
    assert odds == {f"{n}-targets": Fraction(w, 36) for n, w in ways.items()}
    capped = dict(run("strafing-run", None, units_in_corridor=4).outcomes)
    assert capped == {"2-targets": Fraction(1, 36), "3-targets": Fraction(2, 36), "4-targets": Fraction(33, 36)}


def test_it_makes_each_strafing_attack_a_4d6_roll():
    outcome = run("strafing-run", [3, 3], units_in_corridor=12)
    assert any("4D6" in step for step in outcome.steps)


# ---------------------------------------------------------------------------------------------
# Bombing run: one target, HE or AP value


BOMB = {"bomb_value": 12}


@pytest.mark.parametrize(
    ("given", "target"),
    [
        ({}, 12),
        ({"quality": "elite"}, 13),
        ({"quality": "conscript"}, 11),
        ({"cover": ("soft",)}, 11),
        ({"cover": ("medium",)}, 10),
        ({"cover": ("hard",)}, 9),
        ({"cover": ("soft", "medium"), "quality": "conscript"}, 8),
        ({"ammo": "ap"}, 12),
    ],
)
def test_it_needs_the_bomb_value_with_quality_and_cover(given, target):
    assert run("bombing-run", None, **(BOMB | given)).target == target


@pytest.mark.parametrize(
    ("ammo", "then"),
    [
        ("he", ("effect roll (2D6)", "morale check (2D6)", "attack roll (4D6) per unit in the blast radius")),
        ("ap", ("effect roll on the AP table (2D6)", "crew morale check (2D6)")),
    ],
)
def test_it_follows_a_bomb_hit_by_its_kind(ammo, then):
    hit = run("bombing-run", [1, 2, 3, 4], **(BOMB | {"ammo": ammo}))
    assert hit.result == "hit"
    assert hit.effects.continues_with == then
    miss = run("bombing-run", [6, 6, 6, 6], **(BOMB | {"ammo": ammo}))
    assert miss.result == "miss"
    assert miss.effects.continues_with == ()


def test_it_counts_down_the_bomb_attacks():
    assert run("bombing-run", [6, 6, 6, 6], **(BOMB | {"bomb_attacks_left": 2})).value("bomb_attacks_left") == 1


def test_it_refuses_a_bombing_run_without_bombs():
    assert counts("bombing-run", **(BOMB | {"bomb_attacks_left": 0})) == (0,)
    outcome = run("bombing-run", None, **(BOMB | {"bomb_attacks_left": 0}))
    assert outcome.result == "no-bombs-left"
    assert outcome.outcomes == (("no-bombs-left", Fraction(1)),)
    with pytest.raises(ValueError):
        run("bombing-run", [1, 1, 1, 1], **(BOMB | {"bomb_attacks_left": 0}))


# ---------------------------------------------------------------------------------------------
# AA guns at planes

AA = {"weapon_value": 10, "distance": 150, "units": "cm"}


@pytest.mark.parametrize(
    ("given", "target"),
    [
        ({}, 10),
        ({"distance": 100}, 10),
        ({"distance": 99.9}, 14),
        ({"distance": 50}, 14),
        ({"distance": 49.9}, 18),
        ({"distance": 20, "units": "in"}, 14),
        ({"quality": "elite"}, 11),
        ({"quality": "conscript"}, 9),
        ({"officer_nearby": True}, 12),
        ({"attacker_frightened": True}, 9),
        ({"attacker_injured": True}, 8),
    ],
)
def test_it_needs_the_aa_guns_value_with_range_and_crew(given, target):
    assert run("aa-fire", None, **(AA | given)).target == target


def test_it_follows_an_aa_hit_with_the_plane_table_and_a_morale_check():
    hit = run("aa-fire", [1, 2, 3, 4], **AA)
    assert hit.result == "hit"
    assert hit.effects.continues_with == PLANE_HIT
    assert run("aa-fire", [1, 2, 3, 5], **AA).result == "miss"


def test_it_breaks_up_a_plane_attack_from_aa_overwatch():
    assert run("aa-fire", [1, 1, 1, 1], **(AA | {"overwatch": True})).value("enemy_attack_broken_up") is True
    assert run("aa-fire", [6, 6, 6, 6], **(AA | {"overwatch": True})).value("enemy_attack_broken_up") is False
    assert run("aa-fire", [1, 1, 1, 1], **AA).value("enemy_attack_broken_up") is None


# ---------------------------------------------------------------------------------------------
# Dogfights: always close range, quality counts


@pytest.mark.parametrize(
    ("given", "target", "chance"),
    [
        ({"weapon_value": 8}, 16, None),
        ({"weapon_value": 8, "quality": "elite"}, 17, None),
        ({"weapon_value": 8, "quality": "conscript"}, 15, None),
        ({"weapon_value": 8, "pilot_injured": True}, 14, Fraction(721, 1296)),
        ({"weapon_value": 16}, 24, Fraction(1)),  # R5: automatic
        ({"weapon_value": 0, "quality": "conscript", "pilot_injured": True}, 5, Fraction(5, 1296)),
    ],
)
def test_it_fights_dogfights_at_close_range(given, target, chance):
    outcome = run("dogfight", None, **given)
    assert outcome.target == target
    if chance is not None:
        assert outcome.probability == chance


def test_it_breaks_up_the_enemy_plane_on_an_interceptors_hit():
    hit = run("dogfight", [1, 1, 1, 1], weapon_value=8, interceptor=True)
    assert hit.result == "hit"
    assert hit.value("enemy_attack_broken_up") is True
    assert hit.effects.continues_with == PLANE_HIT
    assert run("dogfight", [6, 6, 6, 6], weapon_value=8, interceptor=True).value("enemy_attack_broken_up") is False


# ---------------------------------------------------------------------------------------------
# Every procedure of the chapter

CHAPTER = [
    ("strafing-run", {"units_in_corridor": 6}),
    ("bombing-run", BOMB),
    ("aa-fire", AA),
    ("dogfight", {"weapon_value": 8}),
]


@pytest.mark.parametrize(("procedure_id", "given"), CHAPTER)
def test_it_previews_odds_that_sum_to_exactly_one(procedure_id, given):
    outcome = run(procedure_id, None, **given)
    assert outcome.result is None
    assert sum(p for _result, p in outcome.outcomes) == 1


@pytest.mark.parametrize(("procedure_id", "given"), CHAPTER)
def test_it_refuses_a_wrong_number_of_dice_and_faces_0_or_7(procedure_id, given):
    count = counts(procedure_id, **given)[0]
    for dice in ([3] * (count - 1), [3] * (count + 1), [0] * count, [7] * count, [3] * (count - 1) + [7]):
        with pytest.raises(ValueError):
            run(procedure_id, dice, **given)
