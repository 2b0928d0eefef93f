"""R30 (machine guns lose the double burst at half crew), R31 (a value on a band's edge) and R34 (attack
modifiers from outside the attack table), one row per case. Numbers are typed from the rulebook
(shared/sources/burst-of-fire-core-rules.txt) and shared/rulings.md, not computed from the engine."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import catalog
from rules.engine.procedures.shooting import AttackInputs, attack
from tests.rules.engine.helpers import run

KILLED = [1, 1]  # 2 on the infantry effect table


def p_4d6_at_most(target):
    """Counted over all 1,296 rolls, independently of the engine."""
    return Fraction(sum(1 for roll in product(range(1, 7), repeat=4) if sum(roll) <= target), 6**4)


def text(outcome):
    return " ".join(outcome.steps)


# ---------------------------------------------------------------------------------------------
# R30: the machine-gun chapter's note ("looses 50 percent of its crew", line 836) for MGs; the crew
# chapters' "below 50 percent" / "less than half" (lines 254, 256) for everything else (R26).


@pytest.mark.parametrize(
    ("needed", "alive", "acted_last_turn", "result", "double_burst", "every_other_turn"),
    [
        (2, 2, False, "actions-2", True, None),  # full crew: shoot twice
        (2, 1, False, "actions-1", False, None),  # 1 of 2 lost is half: no double burst, not below half
        (2, 1, True, "actions-1", False, None),  # at half it still acts every turn
        (4, 3, False, "actions-2", True, None),  # 1 of 4 lost
        (4, 2, False, "actions-1", False, None),  # 2 of 4 lost is half
        (4, 2, True, "actions-1", False, None),
        (4, 1, False, "actions-1", False, True),  # below half: every other turn too (R26)
        (4, 1, True, "cannot-act", False, True),
        (3, 2, False, "actions-2", True, None),  # 1 of 3 lost is less than half
        (3, 1, False, "actions-1", False, True),  # 2 of 3 lost is below half
        (6, 3, False, "actions-1", False, None),  # 3 of 6 lost is half
        (6, 4, False, "actions-2", True, None),
        (2, 0, False, "cannot-act", False, None),  # no crew left
    ],
)
def test_a_machine_gun_loses_the_double_burst_from_half_its_crew_lost(
    needed, alive, acted_last_turn, result, double_burst, every_other_turn
):
    outcome = run(
        "actions-per-activation",
        unit_type="machine-gun",
        crew_needed=needed,
        crew_alive=alive,
        acted_last_turn=str(acted_last_turn).lower(),
    )
    assert outcome.result == result
    assert outcome.value("double_burst") is double_burst
    assert outcome.value("every_other_turn") is every_other_turn
    assert outcome.value("half_crew_lost") is (2 * alive <= needed)
    assert outcome.value("below_half_crew") is (2 * alive < needed)


@pytest.mark.parametrize(("needed", "alive"), [(2, 1), (4, 2), (6, 3)])
def test_it_tells_the_player_why_a_machine_gun_at_half_crew_fires_once(needed, alive):
    outcome = run("actions-per-activation", unit_type="machine-gun", crew_needed=needed, crew_alive=alive)
    assert any("double burst" in step and "R30" in step for step in outcome.steps)
    assert not any("every other turn" in step for step in outcome.steps)
    assert f"Crew: {alive} of {needed} alive, half of it lost." in outcome.steps


# Exactly half is not below half for every other crewed unit (R26 stays for them).
@pytest.mark.parametrize(
    ("raw", "result"),
    [
        ({"unit_type": "support-weapon", "crew_needed": 2, "crew_alive": 1, "acted_last_turn": "true"}, "actions-1"),
        ({"unit_type": "support-weapon", "crew_needed": 4, "crew_alive": 2, "acted_last_turn": "true"}, "actions-1"),
        ({"unit_type": "afv", "crew_needed": 4, "crew_alive": 2}, "actions-2"),
        ({"unit_type": "afv", "crew_needed": 6, "crew_alive": 3}, "actions-3"),
        ({"unit_type": "transport", "crew_needed": 2, "crew_alive": 1}, "actions-2"),
        ({"unit_type": "heavy-gear", "crew_needed": 2, "crew_alive": 1}, "actions-1"),
    ],
)
def test_other_crews_keep_below_half_at_exactly_half(raw, result):
    outcome = run("actions-per-activation", **raw)
    assert outcome.result == result
    assert outcome.value("below_half_crew") is False
    assert outcome.value("every_other_turn") is None
    assert "R30" not in text(outcome)


@pytest.mark.parametrize(
    ("crew_of", "given", "alive", "half_lost", "below_half", "says"),
    [
        ("machine-gun", {"crew_alive": 2}, 1, True, False, "R30"),  # 1 of 2 left
        ("machine-gun", {"crew_alive": 3, "crew_lost": 1}, 2, True, False, "R30"),  # 2 of 4 left
        ("machine-gun", {"crew_alive": 4}, 3, False, False, None),  # 3 of 4 left
        ("machine-gun", {"crew_alive": 2, "crew_lost": 1}, 1, True, True, "every other turn"),  # 1 of 3 left
        ("support-weapon", {"crew_alive": 2}, 1, True, False, None),  # half, not below: nothing lost
        ("vehicle", {"crew_alive": 3, "crew_lost": 1}, 2, True, False, None),
    ],
)
def test_a_crew_hit_tells_when_its_machine_gun_loses_the_double_burst(
    crew_of, given, alive, half_lost, below_half, says
):
    outcome = run("effect-crew", KILLED, crew_of=crew_of, **given)
    assert outcome.value("crew_alive") == alive
    assert outcome.value("half_crew_lost") is half_lost
    assert outcome.value("below_half_crew") is below_half
    said = text(outcome)
    assert ("double burst" in said) is (crew_of == "machine-gun" and half_lost)
    if says:
        assert says in said
    if crew_of == "machine-gun" and half_lost:
        assert "R30" in said


def test_the_crew_count_and_the_actions_agree_on_the_double_burst():
    """The two places that decide it from the crew (effect-crew and actions per activation) agree."""
    for needed in range(1, 13):
        for alive in range(1, needed + 1):
            hit = run("effect-crew", KILLED, crew_of="machine-gun", crew_alive=alive, crew_lost=needed - alive)
            left = hit.value("crew_alive")
            actions = run("actions-per-activation", unit_type="machine-gun", crew_needed=needed, crew_alive=left)
            if left:
                assert actions.value("double_burst") is not hit.value("half_crew_lost"), (needed, alive)


@pytest.mark.parametrize(
    ("half_crew_lost", "result", "dice"),
    [(True, "no-double-burst", (0,)), (False, None, (2,))],
)
def test_the_overheat_check_is_skipped_once_half_the_crew_is_lost(half_crew_lost, result, dice):
    procedure = catalog.get("mg-overheat")
    outcome = run("mg-overheat", None, half_crew_lost=str(half_crew_lost).lower())
    assert outcome.result == result
    assert procedure.dice_counts(procedure.inputs("machine-gun", True, half_crew_lost)) == dice
    assert ("R30" in text(outcome)) is half_crew_lost


def test_the_overheat_check_refuses_dice_naming_r30():
    with pytest.raises(ValueError, match="R30"):
        run("mg-overheat", [3, 3], half_crew_lost="true")


@pytest.mark.parametrize(
    ("procedure_id", "ruling"),
    [("mg-overheat", "R30"), ("actions-per-activation", "R30"), ("effect-crew", "R30")],
)
def test_the_procedures_cite_r30(procedure_id, ruling):
    assert ruling in catalog.get(procedure_id).rulings


# ---------------------------------------------------------------------------------------------
# R31: a value on the edge of a "below X" band goes to the band starting at X; a minimum range includes
# its edge. Three cases per edge: 0.1 below, at, 0.1 above; in cm and in inches.


def edges(*rows):
    cases = []
    for units, edge, below, at, above in rows:
        for where, distance, expected in (("below", edge - 0.1, below), ("at", edge, at), ("above", edge + 0.1, above)):
            cases.append(pytest.param(round(distance, 1), units, expected, id=f"{edge:g}{units}-{where}"))
    return cases


def accuracy_needed(procedure_id, **raw):
    outcome = run(procedure_id, None, **raw)
    return outcome.target if outcome.target is not None else outcome.result


# Table accuracy roll Panzerfaust (lines 750-757): "below 15cm / 6in" 20, "15 to 30cm / 6 to 12in" 18.
@pytest.mark.parametrize(("distance", "units", "expected"), edges(("cm", 15, 20, 18, 18), ("in", 6, 20, 18, 18)))
@pytest.mark.parametrize("weapon", ["panzerfaust-30", "panzerfaust-60", "panzerfaust-100"])
def test_a_panzerfaust_at_exactly_15_cm_uses_the_next_band(weapon, distance, units, expected):
    assert accuracy_needed("panzerfaust-accuracy", distance=distance, units=units, weapon=weapon) == expected


# Table accuracy roll Panzerschreck and Bazooka (lines 759-765): "below 30cm / 12in" 20, "30 to 45cm" 18.
@pytest.mark.parametrize(("distance", "units", "expected"), edges(("cm", 30, 20, 18, 18), ("in", 12, 20, 18, 18)))
@pytest.mark.parametrize("weapon", ["bazooka", "panzerschreck"])
def test_a_bazooka_at_exactly_30_cm_uses_the_next_band(weapon, distance, units, expected):
    assert accuracy_needed("bazooka-accuracy", distance=distance, units=units, weapon=weapon) == expected


# Artillery & Mortars: minimum range 50cm/20in (line 709); first row "50 to 75cm / 20 to 30in" 16 (line 713).
@pytest.mark.parametrize(
    ("distance", "units", "expected"),
    edges(("cm", 50, "below-minimum-range", 16, 16), ("in", 20, "below-minimum-range", 16, 16)),
)
def test_artillery_at_exactly_its_minimum_range_fires_on_the_first_row(distance, units, expected):
    assert accuracy_needed("artillery-accuracy", distance=distance, units=units) == expected


@pytest.mark.parametrize(
    ("procedure_id", "raw"),
    [
        ("panzerfaust-accuracy", {"distance": 15, "units": "cm", "weapon": "panzerfaust-60"}),
        ("panzerfaust-accuracy", {"distance": 6, "units": "in", "weapon": "panzerfaust-60"}),
        ("bazooka-accuracy", {"distance": 30, "units": "cm", "weapon": "bazooka"}),
        ("bazooka-accuracy", {"distance": 12, "units": "in", "weapon": "panzerschreck"}),
        ("artillery-accuracy", {"distance": 50, "units": "cm"}),
        ("artillery-accuracy", {"distance": 20, "units": "in"}),
    ],
)
def test_it_says_r31_when_the_distance_is_exactly_on_the_edge(procedure_id, raw):
    assert "R31" in run(procedure_id, None, **raw).steps[0]
    off_edge = raw | {"distance": raw["distance"] + 1}
    assert "R31" not in run(procedure_id, None, **off_edge).steps[0]
    assert "R31" in catalog.get(procedure_id).rulings


# Table range bands (lines 468-472): "Less than 50cm / 20in" close, "Less than 100cm / 40in" medium, "More
# than 100cm /40in" far. 100 is in no row as printed: it goes to far, the band that starts there (R7, R31).
RANGE_EDGES = edges(
    ("cm", 50, "close", "medium", "medium"),
    ("cm", 100, "medium", "far", "far"),
    ("in", 20, "close", "medium", "medium"),
    ("in", 40, "medium", "far", "far"),
)
BONUS = {"close": 8, "medium": 4, "far": 0}


@pytest.mark.parametrize(("distance", "units", "band"), RANGE_EDGES)
def test_the_range_band_and_the_attack_roll_agree_at_every_edge(distance, units, band):
    assert run("range-band", None, distance=distance, units=units).result == band
    outcome = run("attack", None, attack_value=10, distance=distance, units=units)
    assert outcome.value("range_band") == band
    assert outcome.target == 10 + BONUS[band]


# Table machine guns and autocannons hitting multiple units: same band edges (far 1, medium 1D3, close 1D6/1D3).
@pytest.mark.parametrize(("distance", "units", "band"), RANGE_EDGES)
@pytest.mark.parametrize("weapon", ["machine-gun", "autocannon"])
def test_machine_gun_targets_follow_the_same_edges(weapon, distance, units, band):
    outcome = run("mg-targets", None, weapon=weapon, distance=distance, units=units)
    sides = {"far": 1, "medium": 3, "close": 6 if weapon == "machine-gun" else 3}[band]
    assert len(outcome.outcomes) == sides
    assert all(p == Fraction(1, sides) for _result, p in outcome.outcomes)


# ---------------------------------------------------------------------------------------------
# R34: the attack roll offers elevation (+1, line 434), a target wading a river (cover level -2, so +2,
# line 395) and a crew fighting on after its vehicle or support weapon is lost (-2, line 339).

FAR = {"attack_value": 10, "distance": 150, "units": "cm"}  # far range: no range bonus


@pytest.mark.parametrize(
    ("given", "target"),
    [
        ({}, 10),
        ({"shooter_elevated": "true"}, 11),
        ({"target_wading": "true"}, 12),
        ({"crew_fighting_on": "true"}, 8),
        ({"shooter_elevated": "true", "target_wading": "true"}, 13),
        ({"shooter_elevated": "true", "crew_fighting_on": "true"}, 9),
        ({"target_wading": "true", "crew_fighting_on": "true"}, 10),
        ({"shooter_elevated": "true", "target_wading": "true", "crew_fighting_on": "true"}, 11),
        # With the table's own rows: medium range +4, elite +1, conscript -1, soft cover -1.
        ({"shooter_elevated": "true", "distance": 75}, 15),
        ({"target_wading": "true", "distance": 30}, 20),
        ({"crew_fighting_on": "true", "quality": "elite"}, 9),
        ({"crew_fighting_on": "true", "quality": "conscript", "distance": 75}, 11),
        ({"shooter_elevated": "true", "cover": "soft"}, 10),
    ],
)
@pytest.mark.parametrize("procedure_id", ["attack", "overwatch"])
def test_the_attack_roll_offers_the_r34_modifiers(procedure_id, given, target):
    outcome = run(procedure_id, None, **(FAR | given))
    assert outcome.target == target
    assert outcome.probability == p_4d6_at_most(target)


@pytest.mark.parametrize(
    ("field", "label", "value"),
    [
        ("shooter_elevated", "shooter on the 2nd floor or higher +1", 1),
        ("target_wading", "target wading a river +2", 2),
        ("crew_fighting_on", "crew fighting on, vehicle or gun lost -2", -2),
    ],
)
def test_it_names_each_r34_modifier_in_the_steps(field, label, value):
    outcome = run("attack", None, **(FAR | {field: "true"}))
    assert any(label in step for step in outcome.steps)
    assert any("R34" in step for step in outcome.steps)
    assert outcome.target == 10 + value
    assert "R34" not in text(run("attack", None, **FAR))


@pytest.mark.parametrize(("dice", "result"), [([3, 3, 3, 3], "hit"), ([3, 3, 3, 4], "miss")])
def test_a_wading_target_is_hit_on_the_raised_number(dice, result):
    assert run("attack", dice, **(FAR | {"target_wading": "true"})).result == result  # 12 matches 10 + 2 (R1)


def test_the_new_fields_default_to_off_for_older_callers():
    """Army cards build AttackInputs with the fifteen older fields only."""
    older = AttackInputs(10, "regular", False, False, 150, "cm", (), False, False, False, False, False, 0, False, 0)
    assert (older.shooter_elevated, older.target_wading, older.crew_fighting_on) == (False, False, False)
    assert attack(older, None).target == 10
    procedure = catalog.get("overwatch")
    assert procedure.defaults().double_burst is False


@pytest.mark.parametrize("procedure_id", ["attack", "overwatch", "melee"])
def test_the_procedures_cite_r34(procedure_id):
    assert "R34" in catalog.get(procedure_id).rulings


# Vehicle crews (line 339): a crew fighting on melees with the conscript value, 15 (Table melee values).
@pytest.mark.parametrize("quality", ["conscript", "regular", "elite"])
def test_a_crew_fighting_on_melees_as_conscripts(quality):
    outcome = run("melee", None, attacker_quality=quality, attacker_role="bailed-crew", defender_role="bailed-crew")
    assert outcome.value("attacker_target") == 15
    assert outcome.value("defender_target") == 15
    assert "R34" in text(outcome)
    help_text = {f.name: f.help for f in catalog.get("melee").fields}["attacker_role"]
    assert "bailed-crew" in help_text and "R34" in help_text
