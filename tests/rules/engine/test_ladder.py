"""The campaign's books as a state machine (rules/engine/ladder.py): every ladder transition, the ten-game end,
points for every result type and the R25 losing streaks, one row per case."""

from __future__ import annotations

import pytest

from rules.engine.ladder import LADDER, Ladder, Record, after_game, points_for, record_game, spend, victory_of

PROBING, ZONES, ROAD = LADDER[0], LADDER[1], LADDER[2]
A, B = "side-a", "side-b"


def play(*results: str, start: Ladder | None = None) -> Ladder:
    ladder = start or Ladder()
    for result in results:
        ladder = after_game(ladder, result)
    return ladder


# (results so far, next scenario, attacker, map, the last game's event)
@pytest.mark.parametrize(
    ("results", "scenario", "attacker", "map_", "event"),
    [
        ((), PROBING, None, "new-map", None),
        (("side-a-wins",), ZONES, None, "new-map", "advance"),  # map 1 has no roles: on to king of the hill
        (("side-b-wins",), ZONES, None, "new-map", "advance"),
        (("draw",), PROBING, None, "previous-map", "replay"),  # a draw replays the game on the same map
        (("side-a-wins", "side-b-wins"), ROAD, B, "new-map", "roles"),  # the loser of king of the hill defends
        (("side-a-wins", "side-a-wins"), ROAD, A, "new-map", "roles"),
        (("side-a-wins", "side-a-wins", "side-a-wins"), LADDER[3], A, "new-map", "advance"),  # the attacker advances
        (("side-a-wins", "side-a-wins", "side-b-wins"), PROBING, None, "previous-map", "reset"),  # defender wins
        (("side-a-wins", "side-a-wins", "draw"), ROAD, A, "previous-map", "replay"),
        (("side-a-wins", "side-a-wins", "side-b-wins", "side-b-wins"), ZONES, None, "new-map", "advance"),
    ],
)
def test_every_ladder_transition(results, scenario, attacker, map_, event):
    ladder = play(*results)
    assert (ladder.scenario, ladder.attacker, ladder.map) == (scenario, attacker, map_)
    assert (ladder.path[-1].event if ladder.path else None) == event
    assert ladder.games == len(results) and not ladder.over


def test_a_reset_is_played_on_the_map_just_used_and_roles_are_neutral_again():
    ladder = play("side-a-wins", "side-a-wins", "side-a-wins", "side-b-wins")
    assert (ladder.scenario, ladder.attacker, ladder.defender, ladder.map) == (PROBING, None, None, "previous-map")
    assert [g.scenario for g in ladder.path] == [PROBING, ZONES, ROAD, LADDER[3]]


def test_the_attacker_winning_the_last_scenario_ends_the_campaign():
    # Two neutral maps, then the attacker wins every scenario to the end of the ladder: nine games.
    ladder = play(*["side-a-wins"] * len(LADDER))
    assert ladder.over and ladder.reason == "end-of-ladder" and ladder.winner == A
    assert ladder.games == len(LADDER) and ladder.path[-1].event == "end"
    with pytest.raises(ValueError, match="over"):
        after_game(ladder, "side-a-wins")


@pytest.mark.parametrize(
    ("results", "winner"),
    [
        (["side-a-wins", "side-a-wins", "side-b-wins"] * 3 + ["side-a-wins"], A),  # 7 wins to 3
        (["draw"] * 9 + ["side-b-wins"], B),
        (["side-a-wins", "side-b-wins"] * 5, None),  # 5 to 5: a drawn campaign
        (["draw"] * 10, None),
    ],
)
def test_after_ten_games_the_side_with_more_wins_takes_the_campaign(results, winner):
    ladder = play(*results)
    assert ladder.over and ladder.reason == "ten-games" and ladder.winner == winner and ladder.games == 10


@pytest.mark.parametrize(
    ("result", "reason", "victory"),
    [
        ("side-a-wins", "mission-objective", "decisive"),
        ("side-b-wins", "surrender", "decisive"),
        ("side-b-wins", "objective-stopped", "decisive"),  # R46: kept the enemy from its objective to the last turn
        ("side-a-wins", "objective-stopped", "decisive"),
        ("side-a-wins", "combat-score-limit", "strategic"),
        ("side-b-wins", "last-turn", "strategic"),
        ("draw", "last-turn", "draw"),
    ],
)
def test_how_a_battle_ended_makes_its_victory(result, reason, victory):
    assert victory_of(result, reason) == victory


# How to score points: 15 decisive, 7 strategic, 3 for a lost (or drawn) game, plus the side's Combat Score.
@pytest.mark.parametrize(
    ("won", "victory", "combat_score", "points"),
    [
        (True, "decisive", 0, 15),
        (True, "decisive", 12, 27),
        (True, "strategic", 40, 47),
        (False, "decisive", 9, 12),
        (False, "strategic", 0, 3),
        (False, "draw", 5, 8),
    ],
)
def test_points_for_every_result_type(won, victory, combat_score, points):
    assert points_for(won, victory, combat_score) == points


# R25: morale from the starting die, -1 from 3 losses in a row, -2 from 5; a win or a draw ends the streak.
@pytest.mark.parametrize(
    ("die", "results", "streak", "morale"),
    [
        (6, [], 0, 10),
        (6, ["side-b-wins"] * 2, 2, 10),
        (6, ["side-b-wins"] * 3, 3, 9),
        (4, ["side-b-wins"] * 4, 4, 8),
        (1, ["side-b-wins"] * 5, 5, 6),
        (3, ["side-b-wins"] * 7, 7, 7),
        (6, ["side-b-wins"] * 3 + ["side-a-wins"], 0, 10),
        (6, ["side-b-wins"] * 3 + ["draw"], 0, 10),
        (6, ["side-b-wins"] * 3 + ["draw", "side-b-wins"], 1, 10),
    ],
)
def test_side_a_losing_streaks_and_morale(die, results, streak, morale):
    record = Record(morale_die=die)
    for result in results:
        record = record_game(record, A, result, victory_of(result, "last-turn"), 0)
    assert (record.losses_in_a_row, record.morale) == (streak, morale)
    assert len(record.morale_history) == len(results)


def test_a_sides_record_counts_points_wins_losses_and_draws():
    record = Record(morale_die=3)
    record = record_game(record, B, "side-b-wins", "decisive", 10)  # 25
    record = record_game(record, B, "side-a-wins", "strategic", 4)  # 7
    record = record_game(record, B, "draw", "draw", 2)  # 5
    assert (record.points, record.wins, record.losses, record.draws) == (37, 1, 1, 1)
    assert spend(record, 30).points == 7
    with pytest.raises(ValueError):
        spend(record, 38)
