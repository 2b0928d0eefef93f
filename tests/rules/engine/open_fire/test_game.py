"""Open Fire's round and the game around it (Initiative, Activating Units, Deploying Units, Check Stress, Ending
the Game), one row per case of the text's own numbers and words."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from rules.engine import catalog
from rules.engine.open_fire.procedures.game import (
    ActivationInputs,
    EndInputs,
    InitiativeInputs,
    StressInputs,
    activation,
    check_stress,
    end_of_round,
    initiative,
)
from rules.engine.outcome import InvalidInput

# --- Initiative ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "dice", "order"),
    [
        (2, [9, 4], (1, 2)),
        (2, [4, 9], (2, 1)),
        (2, [6, 6, 2, 11], (2, 1)),  # a tie is rolled again
        (3, [5, 9, 7], (2, 3, 1)),  # highest first
        (3, [8, 8, 3, 2, 10], (2, 1, 3)),  # only the tied players roll again (O1)
        (3, [4, 4, 4, 6, 6, 1, 9, 3], (1, 2, 3)),  # a tie inside a re-roll is rolled again too
        (4, [7, 7, 3, 3, 5, 9, 11, 1], (2, 1, 3, 4)),  # the higher tie first (O2)
        (4, [2, 12, 12, 5, 6, 6, 10, 4], (2, 3, 4, 1)),  # a tie in a re-roll is settled before the next tie
        (6, [1, 2, 3, 4, 5, 6], (6, 5, 4, 3, 2, 1)),
    ],
)
def test_the_initiative_order(players, dice, order):
    outcome = initiative(InitiativeInputs(players), dice)
    assert outcome.value("order") == order
    assert outcome.result == f"player-{order[0]}-first"


@pytest.mark.parametrize(
    ("players", "dice", "message"),
    [
        (2, [7, 7], "Player 1 and player 2 tied at 7"),
        (3, [8, 8, 3], "Player 1 and player 2 tied at 8"),
        (3, [8, 8, 8, 5, 5, 2], "Player 1 and player 2 tied at 5"),
        (2, [9], "one D12 for each of the 2 players"),
        (2, [9, 4, 3, 5], "already settle"),
        (2, [13, 2], "1 to 12"),
    ],
)
def test_the_initiative_refuses_an_unfinished_or_overlong_roll(players, dice, message):
    with pytest.raises(ValueError, match=message):
        initiative(InitiativeInputs(players), dice)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_each_player_goes_first_one_time_in_n(players):
    outcome = initiative(InitiativeInputs(players), None)
    assert dict(outcome.outcomes) == {f"player-{p}-first": Fraction(1, players) for p in range(1, players + 1)}
    assert outcome.result is None


@pytest.mark.parametrize(("players", "counts"), [(2, (2, 4)), (3, (3,))])
def test_the_initiative_counted_over_every_roll(players, counts):
    """Every accepted roll of these many dice: each player goes first equally often, and the first dice alone
    settle it only when every face differs."""
    weights: dict[str, Fraction] = {}
    for n in counts:
        for roll in product(range(1, 13), repeat=n):
            try:
                result = initiative(InitiativeInputs(players), list(roll)).result
            except ValueError:
                continue
            weights[result] = weights.get(result, 0) + Fraction(1, 12**n)
    assert len(set(weights.values())) == 1 and len(weights) == players
    if players == 3:
        assert sum(weights.values()) == Fraction(12 * 11 * 10, 12**3)
    else:
        assert sum(weights.values()) == Fraction(11, 12) + Fraction(1, 12) * Fraction(11, 12)


@pytest.mark.parametrize(("players", "first", "last"), [(2, 2, 8), (3, 3, 12), (6, 6, 24)])
def test_the_initiative_lists_its_dice(players, first, last):
    counts = catalog.get("open-fire/initiative").dice_counts(InitiativeInputs(players))
    assert (counts[0], counts[-1]) == (first, last)
    assert first + 1 not in counts  # a re-roll is never one die: a tie is at least two players


# --- Check Stress ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "result", "stress", "movement", "needed"),
    [
        (StressInputs(0, True, 6, 7), "gains-stress", 1, 5, 8),  # -1 movement, -1 to skill rolls (O13)
        (StressInputs(2, True, 6, 7), "gains-stress", 3, 3, 10),
        (StressInputs(3, True, 6, 7), "stays-at-three", 3, 3, 10),  # never more than 3
        (StressInputs(1, False, 6, 7), "unchanged", 1, 5, 8),  # no damage: no stress
        (StressInputs(0, False, 6, 7), "unchanged", 0, 6, 7),
        (StressInputs(2, True, 2, 7), "gains-stress", 3, 0, 10),  # movement never below 0
        (StressInputs(2, True, 6, 11), "gains-stress", 3, 3, 12),  # a 12 still succeeds
    ],
)
def test_checking_stress(inputs, result, stress, movement, needed):
    outcome = check_stress(inputs, None)
    assert outcome.result == result
    assert (outcome.value("stress"), outcome.value("movement"), outcome.value("skill_needed")) == (
        stress,
        movement,
        needed,
    )
    assert outcome.value("skill_modifier") == -stress
    assert outcome.effects.tokens == (("stress",) if result == "gains-stress" else ())
    assert outcome.outcomes == ((result, 1),)


def test_checking_stress_takes_no_dice():
    with pytest.raises(ValueError, match="No dice"):
        check_stress(StressInputs(), [4])


# --- Ending the Game -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("inputs", "result", "winner", "over"),
    [
        (EndInputs(1, 6, 3, 2), "next-round", None, False),
        (EndInputs(1, 6, 0, 2), "player-a-forfeits", "player-b", True),  # round 1 too, reserves or not (O15)
        (EndInputs(3, 6, 2, 0), "player-b-forfeits", "player-a", True),
        (EndInputs(6, 6, 0, 3, 10, 0), "player-a-forfeits", "player-b", True),  # a forfeit outranks points (O17)
        (EndInputs(4, 6, 0, 0), "nobody-wins", None, True),  # both without units: nobody wins
        (EndInputs(6, 6, 1, 1, 5, 3), "player-a-wins", "player-a", True),  # the most victory points
        (EndInputs(6, 6, 1, 1, 2, 7), "player-b-wins", "player-b", True),
        (EndInputs(6, 6, 1, 1, 4, 4), "draw", None, True),  # equal points (O16)
        (EndInputs(5, 6, 1, 1, 9, 0), "next-round", None, False),  # points count only after the last round
        (EndInputs(6, 8, 1, 1, 9, 0), "next-round", None, False),  # the mission says 8 rounds
        (EndInputs(8, 8, 1, 1, 9, 0), "player-a-wins", "player-a", True),
        (EndInputs(1, 1, 1, 1, 0, 1), "player-b-wins", "player-b", True),
    ],
)
def test_the_end_of_a_round(inputs, result, winner, over):
    outcome = end_of_round(inputs, None)
    assert outcome.result == result
    assert (outcome.value("winner"), outcome.value("game_over")) == (winner, over)


def test_six_rounds_unless_the_mission_says_otherwise():
    assert EndInputs().last_round == 6
    assert catalog.get("open-fire/end-of-round").defaults().last_round == 6


def test_there_is_no_round_after_the_last():
    with pytest.raises(InvalidInput, match="ended after round 6") as refusal:
        end_of_round(EndInputs(7, 6), None)
    assert refusal.value.field == "round"


# --- Activating Units, Deploying Units -------------------------------------------------------------------------

BASIC = ("move", "attack", "secure", "abilities")


@pytest.mark.parametrize(
    ("inputs", "result", "actions", "follow"),
    [
        (ActivationInputs(), "activate", BASIC, ()),
        (ActivationInputs(stress=2), "activate", ("recover", *BASIC), ()),  # Recover comes first
        (ActivationInputs(unit_type="vehicle"), "activate", ("move", "attack", "abilities"), ()),  # no Secure
        (ActivationInputs(round=3, unit_type="aircraft"), "activate", ("move", "attack", "abilities"), ()),
        (ActivationInputs(activated=True), "already-activated", None, ()),
        (ActivationInputs(place="reserve", activated=True), "already-activated", None, ()),  # a failed roll spent it
        (ActivationInputs(place="reserve"), "deploy", BASIC, ()),  # within 6 in of an entry point
        (ActivationInputs(place="reserve", can_be_placed=False), "destroyed", (), ()),  # must deploy (O19)
        (ActivationInputs(place="reserve", rule="ambush"), "deploy", BASIC, ()),  # more than 12 in away (O18)
        (ActivationInputs(place="reserve", rule="ambush", can_be_placed=False), "destroyed", (), ()),
        (ActivationInputs(place="reserve", rule="support"), "deploy", BASIC, ()),  # round 1: no roll
        (
            ActivationInputs(round=2, place="reserve", rule="support"),
            "roll-to-deploy",
            BASIC,
            ("open-fire/deploy-support",),
        ),
        (ActivationInputs(round=2, place="reserve", rule="support", can_be_placed=False), "cannot-deploy", (), ()),
        (
            ActivationInputs(place="reserve", unit_type="aircraft"),
            "roll-to-deploy",
            ("move", "attack", "abilities"),
            ("open-fire/aircraft-reserve",),
        ),
        (
            ActivationInputs(round=4, place="reserve", unit_type="aircraft", can_be_placed=False),
            "cannot-deploy",
            (),
            (),
        ),
        (ActivationInputs(place="reserve", unit_type="vehicle", can_be_placed=False), "destroyed", (), ()),
    ],
)
def test_activating_a_unit(inputs, result, actions, follow):
    outcome = activation(inputs, None)
    assert outcome.result == result
    assert outcome.value("actions") == actions
    assert outcome.effects.continues_with == follow


@pytest.mark.parametrize(
    ("inputs", "words"),
    [
        (ActivationInputs(place="reserve", rule="ambush"), "more than 12 in"),
        (ActivationInputs(place="reserve", rule="support"), "stay in reserve"),
        (ActivationInputs(place="reserve"), "within 6 in of one of your entry points"),
        (ActivationInputs(unit_type="aircraft"), "at least half its movement"),
        (ActivationInputs(unit_type="vehicle"), "vehicles cannot secure"),
    ],
)
def test_activation_says_what_to_do(inputs, words):
    assert any(words in step for step in activation(inputs, None).steps)


@pytest.mark.parametrize("rule", ["none", "ambush"])
def test_only_support_and_aircraft_wait_past_round_one(rule):
    with pytest.raises(InvalidInput, match="after round 1") as refusal:
        activation(ActivationInputs(round=2, place="reserve", rule=rule), None)
    assert refusal.value.field == "place"
