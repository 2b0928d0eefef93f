"""Move and Change Stance (rules.engine.skirmishcorps.procedures.movement): every distance of the text from SP, the
text's own example of difficult terrain, what each stance change allows, and the landing roll's odds, counted by hand
from the 36 rolls of 2D6."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine.skirmishcorps.procedures.movement import (
    LandingInputs,
    MoveInputs,
    StanceInputs,
    change_stance,
    move_distance,
    sprint_landing,
)
from tests.rules.engine.skirmishcorps.text import says

# (SP, how it moves, stood up from prone first, inches of open ground, inches of difficult terrain,
#  result, its allowance, inches left, where it comes from)
MOVES = [
    (6, "jog", False, 0, 0, "may-move", 6, 6, "jogs can move up to a number of inches equal to their SP"),
    (6, "run", False, 0, 0, "may-move", 9, 9, "runs can move up to a number of inches equal to their SP +3"),
    (6, "sprint", False, 0, 0, "may-move", 12, 12, "sprints can move up to a number of inches equal to their SP x 2"),
    (6, "sneak", False, 0, 0, "may-move", 3, 3, "sneaks can move a number of inches equal to their SP divided by 2"),
    (5, "sneak", False, 0, 0, "may-move", Fraction(5, 2), Fraction(5, 2), "Q6"),
    (3, "jog", False, 0, 0, "may-move", 3, 3, "equal to their SP"),
    (3, "run", False, 0, 0, "may-move", 6, 6, "equal to their SP +3"),
    (5, "sprint", False, 0, 0, "may-move", 10, 10, "Foot-units with an SP of 4 or less cannot sprint."),
    (4, "sprint", False, 0, 0, "cannot-move-so", 0, None, "Foot-units with an SP of 4 or less cannot sprint."),
    (1, "sprint", False, 0, 0, "cannot-move-so", 0, None, "Foot-units with an SP of 4 or less cannot sprint."),
    # The text's example: SP 6 runs 2", then 2" of boggy ground costs 4", leaving 3".
    (6, "run", False, 2, 2, "may-move", 9, 3, 'That costs him 4" to get through, leaving him with 3"'),
    (6, "run", False, 2, 2.5, "may-move", 9, 2, "Difficult terrain halves the distance moved."),
    (6, "jog", False, 0, 4, "too-far", 6, None, "Difficult terrain halves the distance moved."),
    (6, "jog", False, 6, 0, "may-move", 6, 0, "equal to their SP"),
    (6, "jog", False, 6.5, 0, "too-far", 6, None, "equal to their SP"),
    (6, "sneak", False, 0, 1.5, "may-move", 3, 0, "Q5"),
    (8, "sprint", False, 10, 3, "may-move", 16, 0, "Q5"),
    (8, "sprint", False, 10, 3.5, "too-far", 16, None, "Q5"),
    (
        6,
        "run",
        True,
        0,
        0,
        "may-move",
        9,
        9,
        "A unit that is prone and stands at the start of their action may jog or run.",
    ),
    (6, "jog", True, 0, 0, "may-move", 6, 6, "may jog or run"),
    (6, "sprint", True, 0, 0, "cannot-move-so", 0, None, "They may not sprint."),
    (6, "sneak", True, 0, 0, "cannot-move-so", 0, None, "A unit that sneaks stays prone"),
]


@pytest.mark.parametrize(("sp", "mode", "stood", "clear", "difficult", "result", "most", "left", "quote"), MOVES)
def test_how_far_a_foot_unit_moves(sp, mode, stood, clear, difficult, result, most, left, quote):
    assert says(quote)
    outcome = move_distance(MoveInputs(sp, mode, stood, clear, difficult), None)
    assert outcome.result == result
    assert outcome.value("allowance") == most
    assert outcome.value("left") == left
    assert outcome.outcomes == ((result, 1),)


def test_the_example_says_what_each_part_costs():
    steps = move_distance(MoveInputs(6, "run", False, 2, 2), None).steps
    assert steps[:4] == (
        "SP 6: a run goes up to 9 in (SP + 3).",
        "2 in over open ground costs 2 in.",
        "2 in through difficult terrain costs 4 in: difficult terrain halves the distance (Q5).",
        "6 in of 9 in used: 3 in left.",
    )


def test_a_move_takes_no_dice():
    with pytest.raises(ValueError):
        move_distance(MoveInputs(), [3])


# (stance at the start, changes at the start, its action, changes at the end, result, stance at the end, quote)
STANCES = [
    (
        "prone",
        True,
        "run",
        False,
        "allowed",
        "standing",
        "A unit that is prone and stands at the start of their action may jog or run.",
    ),
    ("prone", True, "jog", False, "allowed", "standing", "may jog or run"),
    ("prone", True, "sprint", False, "not-allowed", None, "They may not sprint."),
    ("prone", False, "sneak", False, "allowed", "prone", "may stay prone and sneak or hide"),
    ("prone", False, "hide", False, "allowed", "prone", "may stay prone and sneak or hide"),
    ("prone", False, "run", False, "not-allowed", None, "Q7"),
    ("standing", True, "jog", False, "not-allowed", None, "Q7"),
    ("standing", False, "sprint", True, "landing-roll", "prone", "A unit that goes prone after sprinting rolls 2D6"),
    ("standing", False, "sprint", False, "allowed", "standing", "A foot-unit that sprints"),
    ("standing", False, "run", True, "allowed", "prone", "at the end of their action"),
    ("standing", False, "aim-and-shoot", True, "not-allowed", None, "may not change stance after firing an aimed shot"),
    (
        "standing",
        True,
        "aim-and-shoot",
        False,
        "not-allowed",
        None,
        "may not fire an aimed shot if they first change stance",
    ),
    ("prone", False, "aim-and-shoot", False, "allowed", "prone", "A foot-unit that doesn't move may aim and shoot"),
    ("standing", True, "fire", False, "allowed", "prone", "They can still fire, just un-aimed (a snap shot)."),
    ("standing", True, "hide", False, "allowed", "prone", "must be prone or go prone"),
    ("standing", False, "hide", True, "allowed", "prone", "must be prone or go prone"),
    ("standing", False, "hide", False, "not-allowed", None, "must be prone or go prone"),
    ("prone", False, "hide", True, "not-allowed", None, "must be prone or go prone"),
    ("prone", True, "hide", False, "not-allowed", None, "must be prone or go prone"),
    (
        "standing",
        False,
        "sneak",
        False,
        "not-allowed",
        None,
        "sneaking must always begin with the unit being prone in cover",
    ),
    ("prone", False, "sneak", True, "not-allowed", None, "A unit that sneaks stays prone"),
    (
        "standing",
        True,
        "nothing",
        True,
        "allowed",
        "standing",
        "at the start of their action and/or at the end of their action",
    ),
    (
        "prone",
        True,
        "throw",
        True,
        "allowed",
        "prone",
        "at the start of their action and/or at the end of their action",
    ),
]


@pytest.mark.parametrize(("stance", "start", "action", "end", "result", "ends", "quote"), STANCES)
def test_what_a_change_of_stance_allows(stance, start, action, end, result, ends, quote):
    assert says(quote)
    outcome = change_stance(StanceInputs(stance, start, action, end), None)
    assert outcome.result == result
    assert outcome.value("stance") == ends


def test_a_snap_shot_after_a_change_of_stance_and_the_landing_roll_are_said():
    assert (
        "Its shot is a snap shot: no +1 for aiming after a change of stance."
        in change_stance(StanceInputs("standing", True, "fire", False), None).steps
    )
    assert (
        "Going prone after a sprint calls for the landing roll: 2D6 against its RE."
        in change_stance(StanceInputs("standing", False, "sprint", True), None).steps
    )


# The landing roll: stunned when "the total is greater than their RE"; the chance of landing safely is the number of
# the 36 rolls of 2D6 that total RE or less.
LANDINGS = [
    (7, Fraction(21, 36)),  # 1 + 2 + 3 + 4 + 5 + 6 rolls total 2 to 7
    (6, Fraction(15, 36)),
    (8, Fraction(26, 36)),
    (2, Fraction(1, 36)),
    (11, Fraction(35, 36)),
    (12, Fraction(1)),
    (1, Fraction(0)),
    (0, Fraction(0)),
]


@pytest.mark.parametrize(("re", "chance"), LANDINGS)
def test_the_landing_roll_shows_its_odds_before_the_roll(re, chance):
    assert says("rolls 2D6 and compares the total to their RE")
    preview = sprint_landing(LandingInputs(re), None)
    assert preview.result is None and preview.target == re
    assert preview.outcomes == (("lands-safely", chance), ("stunned", 1 - chance))


@pytest.mark.parametrize(
    ("re", "dice", "result"),
    [(7, [3, 4], "lands-safely"), (7, [4, 4], "stunned"), (7, [1, 6], "lands-safely"), (2, [1, 1], "lands-safely"),
     (2, [1, 2], "stunned"), (11, [6, 6], "stunned"), (12, [6, 6], "lands-safely")],
)  # fmt: skip
def test_above_re_it_lands_awkwardly_and_is_stunned(re, dice, result):
    assert says("If the total is greater than their RE, they land awkwardly and are stunned")
    outcome = sprint_landing(LandingInputs(re), dice)
    assert outcome.result == result
    assert outcome.effects.tokens == (("stunned",) if result == "stunned" else ())


def test_the_landing_roll_takes_two_d6():
    for wrong in ([3], [3, 3, 3], [3, 7], [0, 3]):
        with pytest.raises(ValueError):
            sprint_landing(LandingInputs(7), wrong)
