"""Shooting, one row per rulebook case: range bands, spotting, the attack roll and its modifiers,
machine guns and autocannons, overwatch. Expected numbers are typed from the rulebook and rulings."""

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


def two_dice(total: int) -> list[int]:
    return [1, total - 1] if total <= 7 else [total - 6, 6]


# ---------------------------------------------------------------------------------------------
# Range band (Table range bands; R7 edges; R8 super close)


@pytest.mark.parametrize(
    ("distance", "units", "band", "bonus", "super_close"),
    [
        (0, "cm", "close", 8, True),
        (10, "cm", "close", 8, True),
        (10.1, "cm", "close", 8, False),
        (49.9, "cm", "close", 8, False),
        (50, "cm", "medium", 4, False),
        (99.9, "cm", "medium", 4, False),
        (100, "cm", "far", 0, False),
        (250, "cm", "far", 0, False),
        (4, "in", "close", 8, True),
        (4.1, "in", "close", 8, False),
        (19.9, "in", "close", 8, False),
        (20, "in", "medium", 4, False),
        (39.9, "in", "medium", 4, False),
        (40, "in", "far", 0, False),
    ],
)
def test_it_finds_the_range_band_with_its_bonus(distance, units, band, bonus, super_close):
    outcome = run("range-band", [], distance=distance, units=units)
    assert outcome.result == band
    assert outcome.value("attack_bonus") == bonus
    assert outcome.value("super_close_range") is super_close
    assert outcome.outcomes == ((band, Fraction(1)),)


def test_it_finds_the_range_band_without_dice_even_in_a_preview():
    assert run("range-band", None, distance=75, units="cm").result == "medium"
    assert counts("range-band", distance=75) == (0,)


def test_it_refuses_dice_for_the_range_band():
    with pytest.raises(ValueError, match="No dice"):
        run("range-band", [3], distance=75)


# ---------------------------------------------------------------------------------------------
# Spot roll (Table spotting the enemy)

MEDIUM, FAR = 75, 150  # cm


@pytest.mark.parametrize(
    ("kind", "cover", "distance", "needed", "chance"),
    [
        ("infantry", "soft", MEDIUM, 3, Fraction(4, 6)),
        ("infantry", "soft", FAR, 4, Fraction(3, 6)),
        ("infantry", "medium", MEDIUM, 4, Fraction(3, 6)),
        ("infantry", "medium", FAR, 5, Fraction(2, 6)),
        ("infantry", "hard", MEDIUM, 5, Fraction(2, 6)),
        ("infantry", "hard", FAR, 6, Fraction(1, 6)),
        ("vehicle-or-support-weapon", "soft", MEDIUM, 2, Fraction(5, 6)),
        ("vehicle-or-support-weapon", "soft", FAR, 3, Fraction(4, 6)),
        ("vehicle-or-support-weapon", "medium", MEDIUM, 3, Fraction(4, 6)),
        ("vehicle-or-support-weapon", "medium", FAR, 4, Fraction(3, 6)),
        ("vehicle-or-support-weapon", "hard", MEDIUM, 4, Fraction(3, 6)),
        ("vehicle-or-support-weapon", "hard", FAR, 5, Fraction(2, 6)),
    ],
)
def test_it_spots_on_the_table_number_or_more(kind, cover, distance, needed, chance):
    given = {"target_kind": kind, "cover": cover, "distance": distance}
    preview = run("spot-roll", None, **given)
    assert preview.result is None
    assert dict(preview.outcomes) == {"spotted": chance, "not-spotted": 1 - chance}
    assert preview.value("needed") == needed
    assert run("spot-roll", [needed], **given).result == "spotted"
    assert run("spot-roll", [needed - 1], **given).result == "not-spotted"
    assert run("spot-roll", [6], **given).result == "spotted"


@pytest.mark.parametrize(
    ("cover", "distance", "units", "dice_count"),
    [
        ("none", FAR, "cm", 0),  # in the open
        ("none", MEDIUM, "cm", 0),
        ("hard", 49.9, "cm", 0),  # close range
        ("hard", 50, "cm", 1),  # exactly 50 cm is medium (R7): roll
        ("hard", 19.9, "in", 0),
        ("hard", 20, "in", 1),
    ],
)
def test_it_needs_no_spot_roll_in_the_open_or_at_close_range(cover, distance, units, dice_count):
    given = {"cover": cover, "distance": distance, "units": units}
    assert counts("spot-roll", **given) == (dice_count,)
    if dice_count == 0:
        outcome = run("spot-roll", None, **given)
        assert outcome.result == "no-roll-needed"
        assert outcome.effects.continues_with == ("attack roll (4D6)",)
        assert outcome.effects.actions_spent == 0


def test_it_spends_the_action_on_a_failed_spot_but_not_on_a_success():
    failed = run("spot-roll", [1], cover="hard", distance=FAR)
    assert failed.effects.actions_spent == 1
    assert failed.effects.continues_with == ()
    spotted = run("spot-roll", [6], cover="hard", distance=FAR)
    assert spotted.effects.actions_spent == 0  # the attack that follows spends it
    assert spotted.effects.continues_with == ("attack roll (4D6)",)


@pytest.mark.parametrize(
    ("distance", "sniper", "cover", "result", "dice_count"),
    [
        (MEDIUM, False, "soft", "not-spotted", 0),
        (FAR, False, "hard", "not-spotted", 0),
        (FAR, False, "none", "not-spotted", 0),
        (49.9, False, "hard", "no-roll-needed", 0),
        (MEDIUM, True, "soft", None, 1),  # a sniper rolls on the table
        (FAR, True, "hard", None, 1),
    ],
)
def test_it_spots_hidden_units_only_at_close_range_unless_a_sniper(distance, sniper, cover, result, dice_count):
    given = {"cover": cover, "distance": distance, "hidden": True, "sniper": sniper}
    assert counts("spot-roll", **given) == (dice_count,)
    outcome = run("spot-roll", None, **given)
    assert outcome.result == result
    if result == "not-spotted":
        assert outcome.effects.actions_spent == 0


def test_it_lets_a_sniper_spot_a_hidden_unit_in_hard_cover_at_far_range_on_a_six():
    assert run("spot-roll", [6], cover="hard", distance=FAR, hidden=True, sniper=True).result == "spotted"
    assert run("spot-roll", [5], cover="hard", distance=FAR, hidden=True, sniper=True).result == "not-spotted"


@pytest.mark.parametrize("dice", [[], [3, 3], [0], [7]])
def test_it_refuses_bad_dice_for_a_spot_roll(dice):
    with pytest.raises(ValueError):
        run("spot-roll", dice, cover="soft", distance=FAR)


def test_it_refuses_dice_when_no_spot_roll_is_needed():
    with pytest.raises(ValueError, match="No dice"):
        run("spot-roll", [4], cover="none", distance=FAR)


# ---------------------------------------------------------------------------------------------
# Attack roll (Table calculating the attack roll: bonuses and penalties)

ATTACK = {"attack_value": 10, "distance": 150, "units": "cm"}  # far range: no range bonus


@pytest.mark.parametrize(
    ("row", "given", "target"),
    [
        ("regular soldier", {}, 10),
        ("elite soldier or crew +1", {"quality": "elite"}, 11),
        ("squad leader +1", {"squad_leader": True}, 11),
        ("officer nearby +2", {"officer_nearby": True}, 12),
        ("target in medium range +4", {"distance": 75}, 14),
        ("target in close range +8", {"distance": 25}, 18),
        ("conscript -1", {"quality": "conscript"}, 9),
        ("attacker frightened -1", {"attacker_frightened": True}, 9),
        ("cavalry firing from horseback -1", {"cavalry_from_horseback": True}, 9),
        ("target in soft cover -1", {"cover": ("soft",)}, 9),
        ("attacker injured -2", {"attacker_injured": True}, 8),
        ("target in medium cover -2", {"cover": ("medium",)}, 8),
        ("infantry firing from a moving vehicle or horseback -2", {"firing_from_moving": True}, 8),
        ("one unit giving covering fire -2", {"covering_fire": 1}, 8),
        ("three units giving covering fire -2 each", {"covering_fire": 3}, 4),
        ("target in hard cover -3", {"cover": ("hard",)}, 7),
        ("target covered by smoke -5", {"smoke": True}, 5),
        ("scavenged enemy weapon -1 (Taking over enemy weapons)", {"scavenged": True}, 9),
        ("vehicle crew manning an AFV -1 (Manning abandoned vehicles)", {"new_crew": 1}, 9),
        ("infantry manning an AFV -3 (Manning abandoned vehicles)", {"new_crew": 3}, 7),
        (
            "everything stacks (R3)",
            {"quality": "elite", "squad_leader": True, "officer_nearby": True, "distance": 25, "smoke": True},
            10 + 1 + 1 + 2 + 8 - 5,
        ),
    ],
)
def test_it_applies_each_row_of_the_attack_table(row, given, target):
    outcome = run("attack", None, **(ATTACK | given))
    assert outcome.target == target, row


@pytest.mark.parametrize(
    ("cover", "target"),
    [
        ((), 10),
        (("none",), 10),
        (("none", "soft"), 9),
        (("soft", "medium"), 7),
        (("soft", "hard"), 6),
        (("medium", "hard"), 5),
        (("hard", "hard"), 4),
        (("soft", "medium", "hard"), 4),
    ],
)
def test_it_adds_up_cover_levels(cover, target):
    assert run("attack", None, **(ATTACK | {"cover": cover})).target == target


@pytest.mark.parametrize(
    ("distance", "units", "band", "target"),
    [
        (49.9, "cm", "close", 18),
        (50, "cm", "medium", 14),
        (99.9, "cm", "medium", 14),
        (100, "cm", "far", 10),
        (19.9, "in", "close", 18),
        (20, "in", "medium", 14),
        (39.9, "in", "medium", 14),
        (40, "in", "far", 10),
    ],
)
def test_it_puts_band_edges_where_r7_says(distance, units, band, target):
    outcome = run("attack", None, **(ATTACK | {"distance": distance, "units": units}))
    assert outcome.target == target
    assert outcome.value("range_band") == band


def test_it_hits_on_a_roll_that_matches_the_target_r1():
    assert run("attack", [1, 2, 3, 4], **ATTACK).result == "hit"  # 10 on 10
    assert run("attack", [1, 2, 3, 5], **ATTACK).result == "miss"  # 11 on 10


def test_it_shows_the_exact_chance_of_a_hit():
    outcome = run("attack", None, **(ATTACK | {"distance": 75}))  # needs 14 or less
    assert outcome.probability == Fraction(721, 1296)
    assert outcome.outcomes == (("hit", Fraction(721, 1296)), ("miss", Fraction(575, 1296)))


@pytest.mark.parametrize(
    ("given", "target", "chance", "words", "dice", "result"),
    [
        ({"attack_value": 3}, 3, Fraction(0), "cannot succeed", [1, 1, 1, 1], "miss"),
        (
            {"attack_value": 10, "smoke": True, "cover": ("hard",)},
            2,
            Fraction(0),
            "cannot succeed",
            [1, 1, 1, 1],
            "miss",
        ),
        ({"attack_value": 4}, 4, Fraction(1, 1296), "needs 4 or less", [1, 1, 1, 1], "hit"),
        ({"attack_value": 16, "distance": 25}, 24, Fraction(1), "succeeds automatically", [6, 6, 6, 6], "hit"),
        ({"attack_value": 15, "distance": 25}, 23, Fraction(1295, 1296), "needs 23 or less", [6, 6, 6, 6], "miss"),
    ],
)
def test_it_shows_impossible_and_automatic_targets_r5(given, target, chance, words, dice, result):
    preview = run("attack", None, **(ATTACK | given))
    assert preview.target == target
    assert preview.probability == chance
    assert any(words in step.lower() for step in preview.steps)
    assert run("attack", dice, **(ATTACK | given)).result == result  # the player may still roll for the log


def test_it_follows_a_hit_with_the_effect_roll_and_the_morale_check():
    hit = run("attack", [1, 1, 1, 1], **ATTACK)
    assert hit.effects.continues_with == ("effect roll (2D6)", "morale check (2D6)")
    assert hit.effects.actions_spent == 1
    miss = run("attack", [6, 6, 6, 6], **ATTACK)
    assert miss.effects.continues_with == ()
    assert miss.effects.actions_spent == 1


def test_it_keeps_the_attack_contract():
    procedure = catalog.get("attack")
    assert [f.name for f in procedure.fields] == [
        "attack_value",
        "quality",
        "squad_leader",
        "officer_nearby",
        "distance",
        "units",
        "cover",
        "smoke",
        "attacker_frightened",
        "attacker_injured",
        "cavalry_from_horseback",
        "firing_from_moving",
        "covering_fire",
        "scavenged",
        "new_crew",
        "shooter_elevated",  # R34, after the older fields so positional callers keep working
        "target_wading",
        "crew_fighting_on",
        "event_card",  # event cards in force, last too: 0 leaves the book's roll
        "event_card_far",
    ]
    assert procedure.dice_counts(procedure.inputs(**{f.name: f.default for f in procedure.fields})) == (4,)
    assert {result for result, _p in run("attack", None, **ATTACK).outcomes} == {"hit", "miss"}


# ---------------------------------------------------------------------------------------------
# Overwatch: an attack roll first, in the enemy's turn


@pytest.mark.parametrize(
    ("given", "target"),
    [
        ({}, 10),
        ({"quality": "elite", "distance": 75}, 15),
        ({"cover": ("soft", "medium"), "attacker_injured": True}, 5),
        ({"covering_fire": 2, "smoke": True}, 1),
    ],
)
def test_it_uses_the_attack_modifiers_on_overwatch(given, target):
    assert run("overwatch", None, **(ATTACK | given)).target == target


def test_it_breaks_up_the_enemy_attack_on_an_overwatch_hit():
    hit = run("overwatch", [1, 2, 3, 4], **ATTACK)
    assert hit.result == "hit"
    assert hit.value("enemy_attack_broken_up") is True
    assert hit.effects.continues_with == ("effect roll (2D6)", "morale check (2D6)")
    assert hit.effects.actions_spent == 1
    miss = run("overwatch", [6, 6, 6, 6], **ATTACK)
    assert miss.result == "miss"
    assert miss.value("enemy_attack_broken_up") is False
    assert miss.effects.continues_with == ()


def test_it_checks_overheating_after_an_overwatch_double_burst():
    outcome = run("overwatch", [6, 6, 6, 6], **(ATTACK | {"double_burst": True}))
    assert outcome.effects.continues_with == ("overheat check (2D6)",)


# ---------------------------------------------------------------------------------------------
# Machine guns and autocannons hitting multiple units


@pytest.mark.parametrize(
    ("weapon", "distance", "units", "face", "targets"),
    [
        # far range: one unit, no roll
        ("machine-gun", 100, "cm", None, 1),
        ("machine-gun", 40, "in", None, 1),
        ("autocannon", 100, "cm", None, 1),
        # medium range: 1D3 (a D6 halved, rounding up)
        ("machine-gun", 50, "cm", 1, 1),
        ("machine-gun", 50, "cm", 2, 1),
        ("machine-gun", 99.9, "cm", 3, 2),
        ("machine-gun", 99.9, "cm", 4, 2),
        ("machine-gun", 20, "in", 5, 3),
        ("machine-gun", 39.9, "in", 6, 3),
        ("autocannon", 50, "cm", 1, 1),
        ("autocannon", 75, "cm", 4, 2),
        ("autocannon", 99.9, "cm", 6, 3),
        # close range: machine guns 1D6, autocannons 1D3
        ("machine-gun", 49.9, "cm", 1, 1),
        ("machine-gun", 49.9, "cm", 2, 2),
        ("machine-gun", 30, "cm", 3, 3),
        ("machine-gun", 30, "cm", 4, 4),
        ("machine-gun", 19.9, "in", 5, 5),
        ("machine-gun", 5, "cm", 6, 6),
        ("autocannon", 49.9, "cm", 1, 1),
        ("autocannon", 49.9, "cm", 2, 1),
        ("autocannon", 30, "cm", 3, 2),
        ("autocannon", 30, "cm", 4, 2),
        ("autocannon", 19.9, "in", 5, 3),
        ("autocannon", 5, "cm", 6, 3),
    ],
)
def test_it_counts_the_units_an_attack_may_shoot_at_by_range_band(weapon, distance, units, face, targets):
    given = {"weapon": weapon, "table": "range-band", "distance": distance, "units": units}
    outcome = run("mg-targets", [] if face is None else [face], **given)
    assert outcome.value("targets") == targets
    assert outcome.result == (f"{targets}-target" if targets == 1 else f"{targets}-targets")


@pytest.mark.parametrize(
    ("weapon", "distance", "odds"),
    [
        ("machine-gun", 150, {"1-target": Fraction(1)}),
        ("machine-gun", 75, {"1-target": Fraction(1, 3), "2-targets": Fraction(1, 3), "3-targets": Fraction(1, 3)}),
        ("machine-gun", 25, {f"{n}-target{'s' if n > 1 else ''}": Fraction(1, 6) for n in range(1, 7)}),
        ("autocannon", 150, {"1-target": Fraction(1)}),
        ("autocannon", 75, {"1-target": Fraction(1, 3), "2-targets": Fraction(1, 3), "3-targets": Fraction(1, 3)}),
        ("autocannon", 25, {"1-target": Fraction(1, 3), "2-targets": Fraction(1, 3), "3-targets": Fraction(1, 3)}),
    ],
)
def test_it_previews_the_number_of_targets(weapon, distance, odds):
    outcome = run("mg-targets", None, weapon=weapon, distance=distance)
    assert dict(outcome.outcomes) == odds
    assert sum(odds.values()) == 1


def test_it_explains_a_d3_read_from_a_d6():
    outcome = run("mg-targets", [4], weapon="machine-gun", distance=75)
    assert any("1D3" in step and "halve" in step for step in outcome.steps)


@pytest.mark.parametrize(
    ("weapon", "face", "targets"),
    [
        ("machine-gun", 1, 1),
        ("machine-gun", 2, 2),
        ("machine-gun", 3, 3),
        ("machine-gun", 4, 4),
        ("machine-gun", 5, 5),
        ("machine-gun", 6, 6),
        ("autocannon", 1, 1),
        ("autocannon", 2, 1),
        ("autocannon", 3, 2),
        ("autocannon", 4, 2),
        ("autocannon", 5, 3),
        ("autocannon", 6, 3),
    ],
)
def test_it_counts_units_around_the_target_on_the_1d6_tables(weapon, face, targets):
    outcome = run("mg-targets", [face], weapon=weapon, table="around-target", distance=150)
    assert outcome.value("targets") == targets


def test_it_rolls_4d6_for_each_of_several_targets_r4():
    outcome = run("mg-targets", [3], weapon="machine-gun", table="around-target", distance=150)
    assert outcome.effects.continues_with == ("attack roll (4D6) per target",)
    assert any("R4" in step and "4D6" in step for step in outcome.steps)


@pytest.mark.parametrize(
    ("distance", "table", "dice"),
    [
        (150, "range-band", [3]),  # far: no roll
        (75, "range-band", []),
        (75, "range-band", [3, 3]),
        (75, "range-band", [0]),
        (25, "range-band", [7]),
        (150, "around-target", [7]),
        (150, "around-target", [0]),
        (150, "around-target", [2, 2]),
    ],
)
def test_it_refuses_bad_dice_for_the_number_of_targets(distance, table, dice):
    with pytest.raises(ValueError):
        run("mg-targets", dice, distance=distance, table=table)


# ---------------------------------------------------------------------------------------------
# Machine guns overheating (Table overheat check machine guns)


@pytest.mark.parametrize(
    ("total", "result"),
    [(t, "machine-gun-overheats") for t in (2, 3, 4, 5, 6)]
    + [(t, "machine-gun-does-not-overheat") for t in (7, 8, 9, 10, 11, 12)],
)
def test_it_reads_every_total_of_the_overheat_table(total, result):
    outcome = run("mg-overheat", two_dice(total))
    assert outcome.result == result
    assert outcome.effects.tokens == (("cool-down",) if result == "machine-gun-overheats" else ())


def test_it_previews_the_overheat_odds():
    outcome = run("mg-overheat", None)
    assert outcome.result is None
    assert dict(outcome.outcomes) == {
        "machine-gun-overheats": Fraction(15, 36),
        "machine-gun-does-not-overheat": Fraction(21, 36),
    }


@pytest.mark.parametrize(
    ("given", "result"),
    [
        ({"weapon": "submachine-gun"}, "no-check-needed"),
        ({"weapon": "automatic-rifle"}, "no-check-needed"),
        ({"weapon": "autocannon-20mm"}, "no-check-needed"),
        ({"double_burst": False}, "no-check-needed"),
        ({"half_crew_lost": True}, "no-double-burst"),  # R30
    ],
)
def test_it_checks_overheating_only_for_a_machine_gun_double_burst(given, result):
    assert counts("mg-overheat", **given) == (0,)
    assert run("mg-overheat", None, **given).result == result
    with pytest.raises(ValueError):
        run("mg-overheat", [3, 3], **given)


@pytest.mark.parametrize("dice", [[3], [3, 3, 3], [0, 3], [7, 3]])
def test_it_refuses_bad_dice_for_the_overheat_check(dice):
    with pytest.raises(ValueError):
        run("mg-overheat", dice)


# ---------------------------------------------------------------------------------------------
# Machine guns suppressing enemy units (4D6; the note under the table)

SUPPRESS = {"distance": 150, "units": "cm"}


@pytest.mark.parametrize(
    ("target", "armour", "needed"),
    [
        ("infantry", 0, 18),
        ("softskin-vehicle", 0, 14),
        ("support-weapon-without-shield", 0, 14),
        ("support-weapon-with-shield", 0, 12),
        ("afv", 0, 12),
        ("afv", 1, 12),
        ("afv", 2, 10),
        ("afv", 6, 10),
        ("plane", 0, 7),
    ],
)
def test_it_reads_the_suppression_table_by_unit_type(target, armour, needed):
    assert run("mg-suppression", None, **(SUPPRESS | {"target": target, "afv_armour": armour})).target == needed


@pytest.mark.parametrize(
    ("given", "needed"),
    [
        ({"distance": 75}, 22),  # medium range +4
        ({"distance": 25}, 26),  # close range +8
        ({"distance": 50}, 22),  # R7
        ({"quality": "elite"}, 19),
        ({"quality": "conscript"}, 17),
        ({"cover": ("soft",)}, 17),
        ({"cover": ("medium",)}, 16),
        ({"cover": ("hard",)}, 15),
        ({"cover": ("soft", "hard")}, 14),
        ({"attacker_injured": True}, 16),
    ],
)
def test_it_adds_range_and_veterancy_and_takes_off_cover_injury_and_conscripts(given, needed):
    assert run("mg-suppression", None, **(SUPPRESS | given)).target == needed


def test_it_suppresses_on_a_roll_at_or_under_the_number_r1():
    plane = SUPPRESS | {"target": "plane"}
    assert run("mg-suppression", [1, 1, 2, 3], **plane).result == "suppressed"  # 7 on 7
    assert run("mg-suppression", [1, 2, 2, 3], **plane).result == "not-suppressed"  # 8 on 7
    assert run("mg-suppression", None, **plane).probability == Fraction(35, 1296)


def test_it_shows_a_suppression_that_cannot_succeed_r5():
    outcome = run(
        "mg-suppression", None, **(SUPPRESS | {"target": "plane", "quality": "conscript", "cover": ("hard",)})
    )
    assert outcome.target == 3
    assert outcome.probability == 0


@pytest.mark.parametrize(
    ("crew", "tokens_before", "dice", "tokens_after", "pinned"),
    [
        (1, 0, [1, 1, 1, 1], 1, True),
        (3, 0, [1, 1, 1, 1], 1, False),
        (3, 2, [1, 1, 1, 1], 3, True),
        (3, 1, [6, 6, 6, 6], 1, False),
    ],
)
def test_it_pins_a_crew_once_suppressed_tokens_match_the_crew(crew, tokens_before, dice, tokens_after, pinned):
    outcome = run("mg-suppression", dice, **(SUPPRESS | {"crew": crew, "suppression_tokens": tokens_before}))
    assert outcome.value("suppression_tokens") == tokens_after
    assert outcome.value("pinned") is pinned
    assert outcome.effects.tokens == (("suppressed",) if outcome.result == "suppressed" else ())


@pytest.mark.parametrize("dice", [[3, 3], [3, 3, 3, 3, 3], [0, 3, 3, 3], [7, 3, 3, 3]])
def test_it_refuses_bad_dice_for_suppression(dice):
    with pytest.raises(ValueError):
        run("mg-suppression", dice, **SUPPRESS)


# ---------------------------------------------------------------------------------------------
# MGs and ARs trying to stop AFVs (super close range only, R8)


@pytest.mark.parametrize(
    ("armour", "needed", "chance"),
    [
        (0, 6, Fraction(15, 36)),  # below the first row: read with it
        (1, 6, Fraction(15, 36)),
        (3, 6, Fraction(15, 36)),
        (4, 4, Fraction(6, 36)),
        (6, 4, Fraction(6, 36)),
        (7, 3, Fraction(3, 36)),
        (12, 3, Fraction(3, 36)),
    ],
)
def test_it_stops_an_afv_by_front_armour(armour, needed, chance):
    given = {"front_armour": armour, "distance": 10}
    preview = run("mg-stop-afv", None, **given)
    assert preview.target == needed
    assert preview.probability == chance
    stopped = run("mg-stop-afv", two_dice(needed), **given)
    assert stopped.result == "vehicle-stops"
    assert stopped.effects.tokens == ("stopped",)
    assert stopped.effects.continues_with == ()  # the crew takes no morale check
    assert run("mg-stop-afv", two_dice(needed + 1), **given).result == "vehicle-not-stopped"


@pytest.mark.parametrize(("quality", "armour", "needed"), [("elite", 5, 5), ("conscript", 7, 2)])
def test_it_adds_quality_to_the_stop_roll(quality, armour, needed):
    assert run("mg-stop-afv", None, front_armour=armour, quality=quality, distance=5).target == needed


@pytest.mark.parametrize(
    ("distance", "units", "dice_count"),
    [(10, "cm", 2), (10.1, "cm", 0), (25, "cm", 0), (4, "in", 2), (4.1, "in", 0), (0, "in", 2)],
)
def test_it_only_stops_afvs_at_super_close_range(distance, units, dice_count):
    given = {"front_armour": 2, "distance": distance, "units": units}
    assert counts("mg-stop-afv", **given) == (dice_count,)
    if dice_count == 0:
        outcome = run("mg-stop-afv", None, **given)
        assert outcome.result == "out-of-range"
        assert outcome.outcomes == (("out-of-range", Fraction(1)),)
        with pytest.raises(ValueError):
            run("mg-stop-afv", [1, 1], **given)


@pytest.mark.parametrize("dice", [[3], [3, 3, 3], [0, 3], [7, 3]])
def test_it_refuses_bad_dice_for_the_stop_roll(dice):
    with pytest.raises(ValueError):
        run("mg-stop-afv", dice, front_armour=2, distance=5)


# ---------------------------------------------------------------------------------------------
# Every procedure of the chapter


CHAPTER = [
    ("range-band", {"distance": 75}),
    ("spot-roll", {"cover": "hard", "distance": 150}),
    ("attack", ATTACK),
    ("overwatch", ATTACK),
    ("mg-targets", {"distance": 25}),
    ("mg-targets", {"distance": 25, "table": "around-target", "weapon": "autocannon"}),
    ("mg-overheat", {}),
    ("mg-suppression", SUPPRESS),
    ("mg-stop-afv", {"front_armour": 4, "distance": 8}),
]


@pytest.mark.parametrize(("procedure_id", "given"), CHAPTER)
def test_it_previews_odds_that_sum_to_exactly_one(procedure_id, given):
    outcome = run(procedure_id, None, **given)
    assert sum(p for _result, p in outcome.outcomes) == 1
    if max(counts(procedure_id, **given)) > 0:
        assert outcome.result is None


@pytest.mark.parametrize(("procedure_id", "given"), CHAPTER)
def test_it_refuses_a_wrong_number_of_dice_and_faces_0_or_7(procedure_id, given):
    count = max(counts(procedure_id, **given))
    with pytest.raises(ValueError):
        run(procedure_id, [3] * (count + 1), **given)
    if count:
        with pytest.raises(ValueError):
            run(procedure_id, [3] * (count - 1), **given)
        with pytest.raises(ValueError):
            run(procedure_id, [0] * count, **given)
        with pytest.raises(ValueError):
            run(procedure_id, [7] * count, **given)
