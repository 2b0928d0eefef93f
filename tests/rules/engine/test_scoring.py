"""Scoring: the Combat Score of a loss (R28) and the end of a game (R29), one row per rulebook case."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.outcome import InvalidInput
from rules.engine.procedures import scoring
from tests.rules.engine.helpers import run


# R28: the cost of the unit; ranking officer 10, squad leader 5; crew as a soldier; weapons nothing.
@pytest.mark.parametrize(
    ("raw", "result", "points"),
    [
        ({"loss": "unit", "cost": 20}, "points", 20),  # "a medium or a heavy tank easily worth 20 plus points"
        ({"loss": "unit", "cost": 1}, "points", 1),  # "a conscript soldier ... worth 1 point"
        ({"loss": "ranking-officer", "cost": 0}, "points", 10),
        ({"loss": "ranking-officer", "cost": 30}, "points", 10),  # his cost does not matter
        ({"loss": "squad-leader", "cost": 3}, "points", 5),
        ({"loss": "crew-member", "soldier_cost": 1}, "points", 1),  # "tank crew worth 1 point"
        ({"loss": "crew-member", "soldier_cost": 3, "cost": 40}, "points", 3),  # not the vehicle's cost
        ({"loss": "dropped-weapon", "cost": 8}, "no-points", 0),
    ],
)
def test_it_scores_a_loss_on_the_combat_score(raw, result, points):
    outcome = run("combat-score-value", **raw)
    assert outcome.result == result
    assert outcome.value("points") == points
    assert outcome.effects.combat_score == points


# R29: checked before each new turn; limit 50 (Probing the enemy lines 15); objective; last turn 5.
@pytest.mark.parametrize(
    ("raw", "result", "reason"),
    [
        ({}, "continue", None),
        ({"score_a": 50, "score_b": 10, "turn": 2}, "side-a-wins", "combat-score-limit"),  # at the limit
        ({"score_a": 49, "score_b": 10, "turn": 2}, "continue", None),
        ({"score_a": 12, "score_b": 61, "turn": 3}, "side-b-wins", "combat-score-limit"),
        ({"game_mode": "probing-the-enemy-lines", "score_b": 15}, "side-b-wins", "combat-score-limit"),
        ({"game_mode": "probing-the-enemy-lines", "score_a": 14}, "continue", None),
        ({"game_mode": "victory-zones", "score_a": 15}, "continue", None),
        ({"limit": 30, "score_a": 30}, "side-a-wins", "combat-score-limit"),  # the host's limit
        ({"limit": 80, "score_a": 50}, "continue", None),
        ({"score_a": 55, "score_b": 52}, "side-a-wins", "combat-score-limit"),  # both over: the higher wins
        ({"score_a": 50, "score_b": 50}, "draw", "combat-score-limit"),
        ({"objective": "side-b", "turn": 3, "game_mode": "victory-zones"}, "side-b-wins", "mission-objective"),
        ({"objective": "side-a", "score_b": 40, "game_mode": "victory-zones"}, "side-a-wins", "mission-objective"),
        (
            {"objective": "side-b", "score_a": 50, "game_mode": "victory-zones"},
            "side-a-wins",
            "combat-score-limit",
        ),  # the score is checked first
        ({"turn": 5, "score_a": 20, "score_b": 12}, "side-a-wins", "last-turn"),
        ({"turn": 5, "score_a": 3, "score_b": 9}, "side-b-wins", "last-turn"),
        ({"turn": 5, "score_a": 9, "score_b": 9}, "draw", "last-turn"),
        ({"turn": 4, "score_a": 20, "score_b": 12}, "continue", None),
        ({"turn": 5, "turn_limit": 6, "score_a": 20}, "continue", None),
        ({"turn": 6, "turn_limit": 6, "score_a": 20}, "side-a-wins", "last-turn"),
        ({"turn": 9, "turn_limit": 0, "score_a": 20}, "continue", None),  # no last turn
    ],
)
def test_it_decides_whether_the_game_ends(raw, result, reason):
    outcome = run("game-end", **raw)
    assert outcome.result == result
    assert outcome.value("reason") == reason


# R46: where one side's objective is to stop the other's, the last turn's end asks whether the other side accomplished
# its objective ("ask-objective", `asks` the side that had to); "stopped" is the table's no: the stopping side wins.
STOPPING = [
    ("the-supply-road", "side-b"),  # the defender keeps a unit by the road to the end of turn 5
    ("breakthrough-hold-the-line", "side-b"),  # R40: the line held to the last turn
    ("surrounded", "side-b"),
    ("capture-the-enemy-commander", "side-b"),  # the officer kept alive for 5 turns
    ("avoid-the-pocket", "side-a"),  # R39: the attacker holds the escapes to four
    ("delay-the-enemy-advance", "side-a"),  # the attacker keeps the structures standing
]
OTHER = {"side-a": "side-b", "side-b": "side-a"}


@pytest.mark.parametrize(("mode", "stopper"), STOPPING)
def test_the_last_turn_of_a_mode_with_a_stopping_side_asks_the_other_side(mode, stopper):
    outcome = run("game-end", game_mode=mode, turn=5, score_a=30, score_b=2)  # the score decides nothing here
    assert (outcome.result, outcome.value("reason"), outcome.value("winner")) == ("ask-objective", None, None)
    assert outcome.value("asks") == OTHER[stopper]
    assert outcome.steps[-1].endswith("(R46).")


@pytest.mark.parametrize(("mode", "stopper"), STOPPING)
def test_stopped_at_the_last_turn_is_the_stopping_sides_decisive_win(mode, stopper):
    outcome = run("game-end", game_mode=mode, turn=5, objective="stopped", score_a=2, score_b=30)
    assert (outcome.result, outcome.value("reason")) == (f"{stopper}-wins", "objective-stopped")


@pytest.mark.parametrize(
    ("raw", "result", "reason"),
    [
        ({"game_mode": "the-supply-road", "turn": 4}, "continue", None),  # not the last turn yet
        ({"game_mode": "the-supply-road", "turn": 5, "turn_limit": 6}, "continue", None),  # the battle plays 6
        ({"game_mode": "the-supply-road", "turn": 6, "turn_limit": 6}, "ask-objective", None),
        ({"game_mode": "the-supply-road", "turn": 3, "score_a": 50}, "side-a-wins", "combat-score-limit"),
        ({"game_mode": "the-supply-road", "turn": 5, "score_b": 50}, "side-b-wins", "combat-score-limit"),
        ({"game_mode": "the-supply-road", "turn": 5, "objective": "side-a"}, "side-a-wins", "mission-objective"),
        ({"game_mode": "the-supply-road", "turn": 5, "objective": "stopped", "score_a": 50}, "side-a-wins", "combat-score-limit"),
        ({"game_mode": "victory-zones", "turn": 5, "score_a": 4, "score_b": 9}, "side-b-wins", "last-turn"),  # nothing held
        ({"game_mode": "probing-the-enemy-lines", "turn": 5, "score_a": 9, "score_b": 9}, "draw", "last-turn"),
        ({"game_mode": "combat-only", "turn": 5, "score_a": 20, "score_b": 12}, "side-a-wins", "last-turn"),
    ],
)  # fmt: skip
def test_the_last_turn_around_r46(raw, result, reason):
    outcome = run("game-end", **raw)
    assert (outcome.result, outcome.value("reason")) == (result, reason)


@pytest.mark.parametrize(
    ("raw", "says"),
    [
        ({"game_mode": "victory-zones", "turn": 5, "objective": "stopped"}, "no side's objective is to stop"),
        ({"game_mode": "probing-the-enemy-lines", "turn": 5, "objective": "stopped"}, "no side's objective is to stop"),
        ({"game_mode": "combat-only", "turn": 5, "objective": "stopped"}, "Combat only has no mission objective"),
        ({"game_mode": "the-supply-road", "turn": 4, "objective": "stopped"}, "only when the last turn has ended"),
        ({"game_mode": "the-supply-road", "turn": 9, "turn_limit": 0, "objective": "stopped"}, "only when the last"),
    ],
)
def test_it_refuses_stopped_where_nothing_is_stopped_or_before_the_last_turn(raw, says):
    with pytest.raises(InvalidInput, match=says) as refusal:
        run("game-end", **raw)
    assert refusal.value.field == "objective"


def test_it_refuses_an_objective_in_combat_only():
    with pytest.raises(InvalidInput) as refusal:
        run("game-end", objective="side-a", game_mode="combat-only")
    assert refusal.value.field == "objective"


@pytest.mark.parametrize(("mode", "limit"), [("probing-the-enemy-lines", 15), ("combat-only", 50), ("surrounded", 50)])
def test_it_uses_the_game_modes_combat_score_limit(mode, limit):
    assert run("game-end", game_mode=mode).value("limit") == limit


# Every procedure of the chapter: a preview whose odds sum to exactly 1, and dice refused (none are rolled).
by_id = pytest.mark.parametrize("procedure", scoring.PROCEDURES, ids=lambda p: p.id)


@by_id
def test_it_previews_odds_that_sum_to_exactly_one(procedure):
    preview = procedure.resolve(procedure.defaults(), None)
    assert sum(p for _name, p in preview.outcomes) == 1
    assert preview.steps


@by_id
@pytest.mark.parametrize("dice", [[3], [0], [7], [3, 3]])
def test_it_refuses_bad_dice(procedure, dice):
    with pytest.raises(ValueError):
        procedure.resolve(procedure.defaults(), dice)


@pytest.mark.parametrize(("procedure_id", "rulings"), [("combat-score-value", ("R28",)), ("game-end", ("R29", "R46"))])
def test_it_cites_the_rulings_it_follows(procedure_id, rulings):
    assert catalog.get(procedure_id).rulings == rulings
