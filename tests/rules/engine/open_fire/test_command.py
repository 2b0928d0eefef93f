"""Open Fire's command rolls (Action: Recover, Fear (X), Fearless, Support, Aircraft Reserve), one row per case of
the text's own numbers and words, and the rulings O1-O19 they cite."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import catalog
from rules.engine.open_fire.procedures.command import (
    AircraftInputs,
    CommandInputs,
    RecoverInputs,
    SupportInputs,
    aircraft_reserve,
    command_roll,
    deploy_support,
    recover,
)
from rules.rulings_open_fire.command import RULINGS

# --- the command roll: Fear (X), Fearless, a damaged vehicle ---------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "dice", "result", "target"),
    [
        (CommandInputs(7), [7], "success", 7),  # equals the attribute
        (CommandInputs(7), [6], "failure", 7),
        (CommandInputs(7, fear=("2",)), [8], "failure", 9),  # Fear (2): -2
        (CommandInputs(7, fear=("2",)), [9], "success", 9),
        (CommandInputs(7, fear=("1", "3")), [10], "success", 10),  # not cumulative: the largest X, 3
        (CommandInputs(7, fear=("1", "3")), [9], "failure", 10),
        (CommandInputs(7, fear=("3", "3")), [10], "success", 10),  # two Fear (3): still -3
        (CommandInputs(7, damaged_vehicle=True), [7], "failure", 8),  # more than half its hit points lost: -1
        (CommandInputs(7, fear=("2",), damaged_vehicle=True), [10], "success", 10),  # they add up
        (CommandInputs(7, modifier=2), [5], "success", 5),
        (CommandInputs(7, fearless=True), [3, 7], "success", 7),  # Fearless: a failure rolled again
        (CommandInputs(7, fearless=True), [3, 2], "failure", 7),  # and the second result stands
        (CommandInputs(7, fearless=True), [1, 12], "success", 7),  # any failed roll, a 1 too
        (CommandInputs(7, fearless=True), [8], "success", 7),  # a success is not re-rolled
        (CommandInputs(13, fear=("6",)), [12], "success", 12),  # a 12 always succeeds
        (CommandInputs(1, modifier=10), [1], "failure", 2),  # a 1 always fails
    ],
)
def test_a_command_roll(inputs, dice, result, target):
    outcome = command_roll(inputs, dice)
    assert (outcome.result, outcome.target) == (result, target)


@pytest.mark.parametrize(
    ("inputs", "p"),
    [
        (CommandInputs(7), Fraction(1, 2)),
        (CommandInputs(7, fearless=True), Fraction(3, 4)),  # 1/2 + 1/2 * 1/2
        (CommandInputs(7, fear=("3",)), Fraction(3, 12)),  # 10, 11, 12
        (CommandInputs(7, fear=("1", "3")), Fraction(3, 12)),
        (CommandInputs(7, damaged_vehicle=True), Fraction(5, 12)),
        (CommandInputs(13, fear=("6",), fearless=True), Fraction(1, 12) + Fraction(11, 12) * Fraction(1, 12)),
    ],
)
def test_a_command_rolls_chance(inputs, p):
    outcome = command_roll(inputs, None)
    assert outcome.probability == p and outcome.result is None
    assert dict(outcome.outcomes) == {"success": p, "failure": 1 - p}


@pytest.mark.parametrize(
    ("dice", "message"),
    [([3], "needs 1 die; 0 were given"), ([8, 4], "needs 0 dice; 1 was given"), ([13], "1 to 12")],
)
def test_a_command_roll_refuses_dice_it_cannot_use(dice, message):
    with pytest.raises(ValueError, match=message):
        command_roll(CommandInputs(7, fearless=True), dice)


# --- Action: Recover -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "dice", "result", "removed"),
    [
        (RecoverInputs(1), [7], "none-left", 1),  # one marker, one success
        (RecoverInputs(1), [6], "one-left", 0),
        (RecoverInputs(2), [7, 3], "one-left", 1),  # each success removes one (O4)
        (RecoverInputs(2), [7, 8], "none-left", 2),
        (RecoverInputs(3), [8, 3, 4], "two-left", 1),
        (RecoverInputs(3), [1, 1, 1], "three-left", 0),
        (RecoverInputs(3), [2, 3, 12], "none-left", 3),  # a 12 removes them all
        (RecoverInputs(3, fearless=True), [3, 9, 4, 12, 5], "none-left", 3),  # a 12 on a re-roll too (O5)
        (RecoverInputs(2, fearless=True), [3, 4, 8, 2], "one-left", 1),  # re-rolls: 8 succeeds, 2 fails
        (RecoverInputs(2, fearless=True), [9, 4, 7], "none-left", 2),  # only the failure is re-rolled
        (RecoverInputs(2, fear=("2",)), [8, 9], "one-left", 1),  # Fear (2): needs 9
        (RecoverInputs(2, fear=("2", "1")), [9, 9], "none-left", 2),
        (RecoverInputs(1, damaged_vehicle=True), [7], "one-left", 0),  # a damaged vehicle needs 8 (O9)
        (RecoverInputs(3, command=13, fear=("6",)), [11, 11, 11], "three-left", 0),  # only a 12 can succeed
        (RecoverInputs(3, command=13, fear=("6",)), [11, 12, 11], "none-left", 3),
    ],
)
def test_recovering(inputs, dice, result, removed):
    outcome = recover(inputs, dice)
    assert outcome.result == result
    assert outcome.value("removed") == removed
    assert outcome.value("left") == inputs.stress - removed
    assert outcome.effects.removed_tokens == ("stress",) * removed


@pytest.mark.parametrize(
    ("inputs", "odds"),
    [
        (RecoverInputs(1), {"none-left": Fraction(1, 2), "one-left": Fraction(1, 2)}),
        (RecoverInputs(1, fearless=True), {"none-left": Fraction(3, 4), "one-left": Fraction(1, 4)}),
        # two dice: a 12 (1/12), another success (5/12) or a failure (1/2) each
        (RecoverInputs(2), {"none-left": Fraction(1, 3), "one-left": Fraction(5, 12), "two-left": Fraction(1, 4)}),
        (
            RecoverInputs(3, command=13, fear=("6",)),
            {
                "none-left": 1 - Fraction(11, 12) ** 3,
                "one-left": Fraction(0),
                "two-left": Fraction(0),
                "three-left": Fraction(11, 12) ** 3,
            },
        ),
    ],
)
def test_recovering_odds(inputs, odds):
    outcome = recover(inputs, None)
    assert dict(outcome.outcomes) == odds and outcome.result is None


@pytest.mark.parametrize(
    "inputs", [RecoverInputs(3), RecoverInputs(2, fearless=True), RecoverInputs(3, fear=("4",), damaged_vehicle=True)]
)
def test_recovering_odds_match_every_roll(inputs):
    """Counted over every roll: the first dice, then each accepted number of re-roll dice."""
    weights: dict[str, Fraction] = {}
    for n in range(inputs.stress, 2 * inputs.stress + 1) if inputs.fearless else (inputs.stress,):
        for roll in product(range(1, 13), repeat=n):
            try:
                result = recover(inputs, list(roll)).result
            except ValueError:
                continue
            weights[result] = weights.get(result, 0) + Fraction(1, 12**n)
    assert weights == {r: p for r, p in recover(inputs, None).outcomes if p}


# --- Support ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "dice", "result"),
    [
        (SupportInputs(round=1, deploy=True), [], "deployed"),  # the first turn: no roll (O10, O11)
        (SupportInputs(round=1, deploy=False), [], "stays-in-reserve"),  # or it stays in reserve
        (SupportInputs(round=2, deploy=False), [], "stays-in-reserve"),
        (SupportInputs(round=2), [7], "deployed"),  # from the second turn: a command roll
        (SupportInputs(round=2), [6], "failed-to-deploy"),
        (SupportInputs(round=5, fearless=True), [6, 9], "deployed"),
        (SupportInputs(round=5, modifier=-1), [7], "failed-to-deploy"),
    ],
)
def test_deploying_a_support_unit(inputs, dice, result):
    assert deploy_support(inputs, dice).result == result


def test_a_failed_support_roll_spends_the_activation():
    outcome = deploy_support(SupportInputs(round=2), [3])
    assert outcome.value("counts_as_activated") is True
    assert outcome.value("may_activate_another") is False
    assert deploy_support(SupportInputs(round=2), [10]).value("counts_as_activated") is None


@pytest.mark.parametrize(
    ("inputs", "counts"),
    [
        (SupportInputs(round=1), (0,)),
        (SupportInputs(round=3, deploy=False), (0,)),
        (SupportInputs(round=2), (1,)),
        (SupportInputs(round=2, fearless=True), (1, 2)),
    ],
)
def test_support_dice_counts(inputs, counts):
    assert catalog.get("open-fire/deploy-support").dice_counts(inputs) == counts


def test_no_dice_in_round_one():
    with pytest.raises(ValueError, match="No dice"):
        deploy_support(SupportInputs(round=1), [7])


# --- Aircraft Reserve ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "dice", "result"),
    [
        (AircraftInputs(), [7], "deployed"),
        (AircraftInputs(), [6], "failed-to-deploy"),
        (AircraftInputs(damaged_vehicle=True), [7], "failed-to-deploy"),  # -1: it kept its damage (O9)
        (AircraftInputs(fearless=True), [1, 8], "deployed"),
        (AircraftInputs(command=9, modifier=2), [7], "deployed"),
    ],
)
def test_bringing_an_aircraft_on(inputs, dice, result):
    outcome = aircraft_reserve(inputs, dice)
    assert outcome.result == result
    assert (outcome.value("counts_as_activated") is True) is (result == "failed-to-deploy")


# --- declarations and rulings ----------------------------------------------------------------------------------


def test_the_rulings_are_o1_to_o19():
    assert [r.id for r in RULINGS] == [f"O{n}" for n in range(1, 20)]
    assert {r.topic for r in RULINGS} == {"Rounds, command and stress"}
    assert all(r.book and r.app and r.why for r in RULINGS)


@pytest.mark.parametrize(
    "procedure_id",
    [
        "open-fire/command-roll",
        "open-fire/recover",
        "open-fire/deploy-support",
        "open-fire/aircraft-reserve",
        "open-fire/initiative",
        "open-fire/activation",
        "open-fire/check-stress",
        "open-fire/end-of-round",
    ],
)
def test_each_cites_rulings_that_exist(procedure_id):
    procedure = catalog.get(procedure_id)
    assert procedure is not None and procedure.rulings
    assert set(procedure.rulings) <= {r.id for r in RULINGS}
