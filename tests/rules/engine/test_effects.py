"""Effect tables, one row per total of every table, typed from the rulebook, with R14-R16 (and their
house rule) and R26 for crews."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog


def run(procedure_id: str, dice=None, **given):
    procedure = catalog.get(procedure_id)
    values = {spec.name: spec.default for spec in procedure.fields} | given
    return procedure.resolve(procedure.inputs(**values), dice)


def two_dice(total: int) -> list[int]:
    return [1, total - 1] if total <= 7 else [total - 6, 6]


def table_rows(procedure_id: str, **results: tuple[int, ...]) -> list[tuple[str, int, str]]:
    return [(procedure_id, total, name.replace("_", "-")) for name, totals in results.items() for total in totals]


EVERY_ROW = [
    *table_rows("effect-infantry", killed=(2, 5, 8, 11), injured=(3, 6, 9, 12), suppressed=(4, 7, 10)),
    *table_rows(
        "effect-softskin-small-calibre",
        vehicle_stops_and_unloads_passengers=(2, 6),
        vehicle_breaks_down=(3, 7, 10),
        driver_panics=(4, 8, 11),
        passenger_killed=(5, 9, 12),
    ),
    *table_rows(
        "effect-horse-small-calibre",
        shell_whizzes_by_horse_panics=(2, 6, 9),
        horse_injured=(3, 4, 7, 10, 12),  # 4: R15
        horse_dies=(5, 8, 11),
    ),
    *table_rows(
        "effect-abandoned-softskin-small-calibre",
        minor_damage=(2, 4, 6, 8, 10, 12),
        vehicle_breaks_down=(3, 5, 7, 9, 11),
    ),
    *table_rows(
        "effect-softskin-he",
        shell_explodes_close_to_the_vehicle_driver_panics=(2, 6),
        major_damage_vehicle_breaks_down=(3, 7, 10),
        vehicle_explodes=(4, 8, 11),
        passenger_killed=(5, 9, 12),
    ),
    *table_rows(
        "effect-abandoned-softskin-he",
        he_shell_explodes_close_by_and_causes_minor_damage=(2, 6),
        vehicle_breaks_down=(3, 5, 7, 9, 11, 12),  # 5: R16
        vehicle_explodes=(4, 8, 10),
    ),
    *table_rows(
        "effect-horse-he",
        shell_whizzes_by_horse_panics=(2, 6),
        horse_and_rider_injured=(3, 4, 7, 9, 11),  # 4: R14
        horse_and_rider_dead=(5, 8, 10, 12),
    ),
    *table_rows(
        "effect-afv-ap",
        ammo_storage_hit_vehicle_explodes=(2, 7),
        armor_pierced=(3, 8, 12),
        immobilized=(4, 9),
        crew_member_killed=(5, 10),
        gun_damage=(6, 11),
    ),
    *table_rows(
        "effect-support-weapon-he",
        minor_damage=(2, 4, 6, 8, 10, 12),
        support_weapon_destroyed=(3, 5, 7, 9, 11),
    ),
    *table_rows(
        "effect-plane",
        plane_explodes=(2, 3),
        heavy_damage=(4, 5, 6),
        minor_damage_bodywork_pierced=(7, 8, 9),
        pilot_injured=(10, 11, 12),
    ),
    *table_rows("effect-crew", killed=(2, 5, 8, 11), injured=(3, 6, 9, 12), suppressed=(4, 7, 10)),
]


@pytest.mark.parametrize(("procedure_id", "total", "result"), EVERY_ROW)
def test_it_reads_every_total_of_every_effect_table(procedure_id, total, result):
    assert run(procedure_id, two_dice(total)).result == result


def test_it_covers_every_total_of_every_table():
    for procedure_id in {row[0] for row in EVERY_ROW}:
        assert sorted(total for pid, total, _ in EVERY_ROW if pid == procedure_id) == list(range(2, 13))


def test_it_gives_the_same_result_for_any_order_of_the_dice():
    assert run("effect-plane", [2, 5]).result == run("effect-plane", [5, 2]).result == "minor-damage-bodywork-pierced"


# Ways to roll each 2D6 total: 2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1.
ODDS = [
    ("effect-infantry", {}, {"killed": 12, "injured": 12, "suppressed": 12}),
    ("effect-crew", {}, {"killed": 12, "injured": 12, "suppressed": 12}),
    (
        "effect-softskin-small-calibre",
        {},
        {
            "vehicle-stops-and-unloads-passengers": 6,
            "vehicle-breaks-down": 11,
            "driver-panics": 10,
            "passenger-killed": 9,
        },
    ),
    ("effect-horse-small-calibre", {}, {"shell-whizzes-by-horse-panics": 10, "horse-injured": 15, "horse-dies": 11}),
    (
        "effect-horse-small-calibre",
        {"reroll_unmapped": True},
        {"shell-whizzes-by-horse-panics": 10, "horse-injured": 12, "horse-dies": 11, "re-roll": 3},
    ),
    ("effect-abandoned-softskin-small-calibre", {}, {"minor-damage": 18, "vehicle-breaks-down": 18}),
    (
        "effect-softskin-he",
        {},
        {
            "shell-explodes-close-to-the-vehicle-driver-panics": 6,
            "major-damage-vehicle-breaks-down": 11,
            "vehicle-explodes": 10,
            "passenger-killed": 9,
        },
    ),
    (
        "effect-abandoned-softskin-he",
        {},
        {"he-shell-explodes-close-by-and-causes-minor-damage": 6, "vehicle-breaks-down": 19, "vehicle-explodes": 11},
    ),
    (
        "effect-abandoned-softskin-he",
        {"reroll_unmapped": True},
        {
            "he-shell-explodes-close-by-and-causes-minor-damage": 6,
            "vehicle-breaks-down": 15,
            "vehicle-explodes": 11,
            "re-roll": 4,
        },
    ),
    (
        "effect-horse-he",
        {},
        {"shell-whizzes-by-horse-panics": 6, "horse-and-rider-injured": 17, "horse-and-rider-dead": 13},
    ),
    (
        "effect-horse-he",
        {"reroll_unmapped": True},
        {"shell-whizzes-by-horse-panics": 6, "horse-and-rider-injured": 14, "horse-and-rider-dead": 13, "re-roll": 3},
    ),
    (
        "effect-afv-ap",
        {},
        {
            "ammo-storage-hit-vehicle-explodes": 7,
            "armor-pierced": 8,
            "immobilized": 7,
            "crew-member-killed": 7,
            "gun-damage": 7,
        },
    ),
    ("effect-support-weapon-he", {}, {"minor-damage": 18, "support-weapon-destroyed": 18}),
    (
        "effect-plane",
        {},
        {"plane-explodes": 3, "heavy-damage": 12, "minor-damage-bodywork-pierced": 15, "pilot-injured": 6},
    ),
]


@pytest.mark.parametrize(("procedure_id", "given", "ways"), ODDS)
def test_it_previews_exact_odds_that_sum_to_one(procedure_id, given, ways):
    outcome = run(procedure_id, None, **given)
    assert outcome.result is None
    assert dict(outcome.outcomes) == {result: Fraction(n, 36) for result, n in ways.items()}
    assert sum(p for _result, p in outcome.outcomes) == 1


# ---------------------------------------------------------------------------------------------
# R14, R15, R16: totals the book leaves unassigned, and the house rule that re-rolls them


@pytest.mark.parametrize(
    ("procedure_id", "total", "ruling", "ruled"),
    [
        ("effect-horse-small-calibre", 4, "R15", "horse-injured"),
        ("effect-abandoned-softskin-he", 5, "R16", "vehicle-breaks-down"),
        ("effect-horse-he", 4, "R14", "horse-and-rider-injured"),
    ],
)
def test_it_assigns_unmapped_totals_by_ruling_or_re_rolls_them_by_house_rule(procedure_id, total, ruling, ruled):
    procedure = catalog.get(procedure_id)
    assert ruling in procedure.rulings
    assert all(table.ruling == ruling for table in procedure.tables)
    ruled_outcome = run(procedure_id, two_dice(total))
    assert ruled_outcome.result == ruled
    assert any(ruling in step for step in ruled_outcome.steps)
    house = run(procedure_id, two_dice(total), reroll_unmapped=True)
    assert house.result == "re-roll"
    assert house.effects.continues_with == ("effect roll (2D6) again",)
    for other in set(range(2, 13)) - {total}:  # the house rule changes nothing else
        assert (
            run(procedure_id, two_dice(other), reroll_unmapped=True).result == run(procedure_id, two_dice(other)).result
        )


def test_it_records_no_ruling_on_tables_the_book_fills():
    for procedure_id in ("effect-infantry", "effect-softskin-small-calibre", "effect-afv-ap", "effect-plane"):
        assert all(table.ruling == "" for table in catalog.get(procedure_id).tables)


# ---------------------------------------------------------------------------------------------
# Effects of a hit on a soldier


@pytest.mark.parametrize(
    ("total", "killed", "tokens", "then"),
    [
        (2, 1, (), ()),
        (3, 0, ("injured",), ("morale check (2D6)",)),
        (4, 0, ("suppressed",), ("morale check (2D6)",)),
    ],
)
def test_it_applies_the_effect_on_a_soldier(total, killed, tokens, then):
    effects = run("effect-infantry", two_dice(total)).effects
    assert (effects.killed, effects.tokens, effects.continues_with) == (killed, tokens, then)


# ---------------------------------------------------------------------------------------------
# Crews take effects cumulatively (R26)

KILLED, INJURED, SUPPRESSED = [1, 1], [1, 2], [1, 3]


@pytest.mark.parametrize(
    ("given", "dice", "alive", "killed", "surrendered", "injuries", "suppressions", "shocked", "below_half"),
    [
        ({"crew_alive": 3}, KILLED, 2, 1, 0, 0, 0, False, False),
        ({"crew_alive": 3}, INJURED, 3, 0, 0, 1, 0, False, False),
        ({"crew_alive": 3, "injuries": 1}, INJURED, 2, 1, 0, 0, 0, False, False),  # 2 injuries kill one
        ({"crew_alive": 3, "injuries": 1}, KILLED, 2, 1, 0, 1, 0, False, False),
        ({"crew_alive": 3}, SUPPRESSED, 3, 0, 0, 0, 1, False, False),
        ({"crew_alive": 3, "suppressions": 1}, SUPPRESSED, 2, 0, 1, 0, 0, False, False),  # 2 make one surrender
        ({"crew_alive": 4, "injuries": 3}, INJURED, 2, 2, 0, 0, 0, False, False),  # 4 injuries kill two
        ({"crew_alive": 3, "shocks": 2}, INJURED, 3, 0, 0, 1, 0, False, False),  # 2 shocks for 3 crew
        ({"crew_alive": 3, "shocks": 2}, KILLED, 2, 1, 0, 0, 0, True, False),  # 2 shocks for 2 crew
        ({"crew_alive": 2, "shocks": 3}, SUPPRESSED, 2, 0, 0, 0, 1, True, False),
        ({"crew_alive": 2}, KILLED, 1, 1, 0, 0, 0, False, False),  # 1 of 2 is half, not below
        ({"crew_alive": 2, "crew_lost": 2}, INJURED, 2, 0, 0, 1, 0, False, False),  # 2 of 4: half
        ({"crew_alive": 2, "crew_lost": 1}, KILLED, 1, 1, 0, 0, 0, False, True),  # 1 of 3
        ({"crew_alive": 1, "crew_lost": 2}, INJURED, 1, 0, 0, 1, 0, False, True),
        ({"crew_alive": 1, "shocks": 1}, KILLED, 0, 1, 0, 0, 0, False, True),  # crew lost
        ({"crew_alive": 1, "suppressions": 1}, SUPPRESSED, 0, 0, 1, 0, 0, False, True),
    ],
)
def test_it_counts_crew_effects_together(
    given, dice, alive, killed, surrendered, injuries, suppressions, shocked, below_half
):
    outcome = run("effect-crew", dice, **given)
    assert outcome.value("crew_alive") == alive
    assert (outcome.effects.killed, outcome.effects.surrendered) == (killed, surrendered)
    assert outcome.value("injury_tokens") == injuries
    assert outcome.value("suppression_tokens") == suppressions
    assert outcome.value("shock_in_effect") is shocked
    assert outcome.value("below_half_crew") is below_half
    assert outcome.value("crew_lost") is (alive == 0)
    assert outcome.effects.continues_with == (("crew morale check (2D6)",) if alive else ())


@pytest.mark.parametrize(
    ("given", "dice", "tokens", "removed"),
    [
        ({"injuries": 0}, INJURED, ("injured",), ()),
        ({"injuries": 1}, INJURED, (), ("injured",)),
        ({"suppressions": 1}, SUPPRESSED, (), ("suppressed",)),
        ({"injuries": 1}, KILLED, (), ()),
        ({"crew_alive": 1, "shocks": 1, "injuries": 1}, KILLED, (), ("injured", "shocked")),
    ],
)
def test_it_takes_a_pair_of_tokens_off_for_each_loss(given, dice, tokens, removed):
    effects = run("effect-crew", dice, **given).effects
    assert effects.tokens == tokens
    assert effects.removed_tokens == removed


@pytest.mark.parametrize(
    ("crew_of", "words"),
    [
        ("vehicle", "loses one action per turn"),
        ("support-weapon", "every other turn"),
        ("machine-gun", "double burst"),
    ],
)
def test_it_says_what_a_crew_below_half_loses(crew_of, words):
    outcome = run("effect-crew", KILLED, crew_of=crew_of, crew_alive=2, crew_lost=1)
    assert outcome.value("below_half_crew") is True
    assert any(words in step and "R26" in step for step in outcome.steps)


# ---------------------------------------------------------------------------------------------
# AP hits on AFVs, with aimed shots


@pytest.mark.parametrize(
    ("aim", "penalty", "result", "token"),
    [("tracks", -2, "immobilized", "immobilized"), ("turret", -3, "turret-jam", "turret-jam")],
)
def test_it_gives_an_aimed_hit_its_fixed_effect_and_names_the_attack_penalty(aim, penalty, result, token):
    assert catalog.get("effect-afv-ap").dice_counts(catalog.get("effect-afv-ap").inputs(aim=aim)) == (0,)
    outcome = run("effect-afv-ap", None, aim=aim)
    assert outcome.result == result
    assert outcome.outcomes == ((result, Fraction(1)),)
    assert outcome.value("attack_modifier") == penalty
    assert any(str(penalty) in step and "attack" in step for step in outcome.steps)
    assert outcome.effects.tokens == (token,)
    with pytest.raises(ValueError):
        run("effect-afv-ap", [3, 3], aim=aim)


def test_it_rolls_the_ap_table_for_a_hit_not_aimed():
    outcome = run("effect-afv-ap", [2, 3], aim="none")
    assert outcome.result == "crew-member-killed"
    assert outcome.effects.killed == 1
    assert outcome.value("attack_modifier") == 0


# ---------------------------------------------------------------------------------------------
# What follows the effect


@pytest.mark.parametrize(
    ("procedure_id", "total", "then"),
    [
        ("effect-plane", 2, ()),  # the plane explodes
        ("effect-plane", 5, ("morale check (2D6)",)),
        ("effect-plane", 12, ("morale check (2D6)",)),
        ("effect-support-weapon-he", 3, ()),
        ("effect-abandoned-softskin-small-calibre", 3, ()),
        ("effect-softskin-he", 4, ()),
        ("effect-softskin-he", 5, ("crew morale check (2D6)",)),
    ],
)
def test_it_says_which_roll_comes_next(procedure_id, total, then):
    assert run(procedure_id, two_dice(total)).effects.continues_with == then


PROCEDURE_IDS = sorted({row[0] for row in EVERY_ROW})


@pytest.mark.parametrize("procedure_id", PROCEDURE_IDS)
@pytest.mark.parametrize("dice", [[], [3], [3, 3, 3], [0, 3], [3, 7], [0, 0], [7, 7]])
def test_it_refuses_bad_dice(procedure_id, dice):
    with pytest.raises(ValueError):
        run(procedure_id, dice)


@pytest.mark.parametrize("procedure_id", PROCEDURE_IDS)
def test_it_reads_effects_on_2d6_tables(procedure_id):
    procedure = catalog.get(procedure_id)
    assert procedure.tables
    assert all(table.count == 2 for table in procedure.tables)
