"""Campaigns: victory points, campaign morale (R25) and the campaign ladder (R21), one row per rulebook
case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.procedures import campaign
from tests.rules.engine.helpers import run


# How to score points and advance in a campaign: 15 decisive, 7 strategic, 3 lost, plus the Combat Score.
@pytest.mark.parametrize(
    ("game_result", "combat_score", "points"),
    [
        ("decisive-victory", 0, 15),
        ("decisive-victory", 12, 27),
        ("strategic-victory", 50, 57),
        ("strategic-victory", 0, 7),
        ("loss", 8, 11),
        ("loss", 0, 3),
        ("draw", 5, 8),
    ],
)
def test_it_scores_victory_points(game_result, combat_score, points):
    outcome = run("victory-points", game_result=game_result, combat_score=combat_score)
    assert outcome.result == "points"
    assert outcome.value("points") == points


# R25: the starting roll's morale, -1 while 3 lost in a row, -2 (never -3) from 5 in a row.
@pytest.mark.parametrize(
    ("face", "losses", "morale"),
    [
        (1, 0, 8),
        (2, 0, 8),
        (3, 0, 9),
        (4, 0, 9),
        (5, 0, 9),
        (6, 0, 10),
        (6, 2, 10),
        (6, 3, 9),
        (4, 4, 8),
        (1, 5, 6),
        (3, 7, 7),
        (6, 10, 8),
    ],
)
def test_it_lowers_campaign_morale_after_losses_in_a_row(face, losses, morale):
    outcome = run("campaign-morale", [face], losses_in_a_row=losses)
    assert outcome.result == f"morale-{morale}"
    assert outcome.value("force_morale") == morale


def test_it_shows_the_odds_of_campaign_morale_after_five_losses():
    assert dict(run("campaign-morale", losses_in_a_row=5).outcomes) == {
        "morale-6": Fraction(1, 3),
        "morale-7": Fraction(1, 2),
        "morale-8": Fraction(1, 6),
    }


def test_it_orders_the_ladder_as_the_book_lists_the_game_modes():
    assert campaign.LADDER == (
        "probing-the-enemy-lines",
        "victory-zones",
        "the-supply-road",
        "delay-the-enemy-advance",
        "breakthrough-hold-the-line",
        "avoid-the-pocket",
        "surrounded",
        "capture-the-enemy-commander",
        "combat-only",
    )


def ladder(**raw):
    return run("campaign-ladder", **raw)


# The ladder: neutral on maps 1 and 2; the loser of king of the hill (Victory Zones, R21) defends.
@pytest.mark.parametrize(
    ("raw", "next_scenario", "attacker", "defender", "map_"),
    [
        ({"scenario": "probing-the-enemy-lines", "game_result": "side-a-wins"}, "victory-zones", None, None, "new-map"),
        ({"scenario": "probing-the-enemy-lines", "game_result": "side-b-wins"}, "victory-zones", None, None, "new-map"),
        (
            {"scenario": "probing-the-enemy-lines", "attacker": "side-b", "game_result": "side-a-wins"},
            "victory-zones",
            None,
            None,
            "new-map",
        ),  # no roles yet, whatever attacker is named
        (
            {"scenario": "victory-zones", "game_result": "side-a-wins", "wins_a": 1},
            "the-supply-road",
            "side-a",
            "side-b",
            "new-map",
        ),
        (
            {"scenario": "victory-zones", "game_result": "side-b-wins", "wins_a": 1},
            "the-supply-road",
            "side-b",
            "side-a",
            "new-map",
        ),
    ],
)
def test_it_assigns_roles_after_king_of_the_hill(raw, next_scenario, attacker, defender, map_):
    outcome = ladder(**raw)
    assert outcome.result == next_scenario
    assert (outcome.value("attacker"), outcome.value("defender"), outcome.value("map")) == (attacker, defender, map_)


@pytest.mark.parametrize(
    ("scenario", "next_scenario"),
    [
        ("the-supply-road", "delay-the-enemy-advance"),
        ("delay-the-enemy-advance", "breakthrough-hold-the-line"),
        ("breakthrough-hold-the-line", "avoid-the-pocket"),
        ("avoid-the-pocket", "surrounded"),
        ("surrounded", "capture-the-enemy-commander"),
        ("capture-the-enemy-commander", "combat-only"),
    ],
)
def test_it_advances_the_attacker_who_wins(scenario, next_scenario):
    outcome = ladder(scenario=scenario, attacker="side-b", game_result="side-b-wins", wins_b=2)
    assert outcome.result == next_scenario
    assert (outcome.value("attacker"), outcome.value("defender")) == ("side-b", "side-a")


@pytest.mark.parametrize(
    ("scenario", "attacker", "game_result"),
    [
        ("the-supply-road", "side-a", "side-b-wins"),
        ("surrounded", "side-b", "side-a-wins"),
        ("combat-only", "side-a", "side-b-wins"),
    ],
)
def test_it_neutralises_roles_and_resets_to_probing_on_the_same_map_when_the_attacker_loses(
    scenario, attacker, game_result
):
    outcome = ladder(scenario=scenario, attacker=attacker, game_result=game_result, wins_a=2, wins_b=1)
    assert outcome.result == "probing-the-enemy-lines"
    assert (outcome.value("attacker"), outcome.value("defender")) == (None, None)
    assert outcome.value("map") == "previous-map"


def test_it_replays_a_drawn_scenario_with_the_same_roles():
    outcome = ladder(scenario="delay-the-enemy-advance", attacker="side-a", game_result="draw", wins_a=3)
    assert outcome.result == "delay-the-enemy-advance"
    assert outcome.value("attacker") == "side-a"
    assert outcome.value("draws") == 1


@pytest.mark.parametrize(
    ("raw", "result", "reason"),
    [
        # The attacker wins the last scenario of the ladder (game 9 of a straight run).
        (
            {"scenario": "combat-only", "attacker": "side-a", "game_result": "side-a-wins", "wins_a": 8},
            "side-a-wins-the-campaign",
            "end-of-ladder",
        ),
        (
            {"scenario": "combat-only", "attacker": "side-b", "game_result": "side-b-wins", "wins_a": 1, "wins_b": 8},
            "side-b-wins-the-campaign",
            "end-of-ladder",
        ),
        # Game 10 without reaching the end: most wins decide.
        (
            {
                "scenario": "surrounded",
                "attacker": "side-a",
                "game_result": "side-a-wins",
                "wins_a": 5,
                "wins_b": 3,
                "draws": 1,
            },
            "side-a-wins-the-campaign",
            "ten-games",
        ),
        (
            {
                "scenario": "the-supply-road",
                "attacker": "side-a",
                "game_result": "side-b-wins",
                "wins_a": 6,
                "wins_b": 3,
            },
            "side-a-wins-the-campaign",
            "ten-games",
        ),
        (
            {"scenario": "victory-zones", "game_result": "side-a-wins", "wins_a": 4, "wins_b": 5},
            "campaign-drawn",
            "ten-games",
        ),
    ],
)
def test_it_ends_the_campaign_at_the_end_of_the_ladder_or_after_ten_games(raw, result, reason):
    outcome = ladder(**raw)
    assert outcome.result == result
    assert outcome.value("reason") == reason
    assert outcome.value("next_scenario") is None


def test_it_keeps_playing_before_the_tenth_game():
    outcome = ladder(scenario="surrounded", attacker="side-a", game_result="side-a-wins", wins_a=5, wins_b=3)
    assert outcome.value("games_played") == 9
    assert outcome.result == "capture-the-enemy-commander"


def test_it_cites_king_of_the_hill_as_victory_zones():
    assert catalog.get("campaign-ladder").rulings == ("R21",)
    assert catalog.get("campaign-morale").rulings == ("R25",)


# Every procedure of the chapter: a preview whose odds sum to exactly 1, and bad dice refused.
PROCEDURES = campaign.PROCEDURES
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)


def bad_dice(procedure):
    count = max(procedure.dice_counts(procedure.defaults()))
    if not count:
        return [[3], [0], [7]]
    return [[3] * (count + 1), [3] * (count - 1), [0] * count, [7] * count]


@by_id
def test_it_previews_odds_that_sum_to_exactly_one(procedure):
    inputs = procedure.defaults()
    preview = procedure.resolve(inputs, None)
    assert sum(p for _name, p in preview.outcomes) == 1
    if max(procedure.dice_counts(inputs)):
        assert preview.result is None
    assert preview.steps


@pytest.mark.parametrize(
    ("procedure", "dice"),
    [(p, dice) for p in PROCEDURES for dice in bad_dice(p)],
    ids=lambda v: v.id if hasattr(v, "id") else str(v),
)
def test_it_refuses_bad_dice(procedure, dice):
    with pytest.raises(ValueError):
        procedure.resolve(procedure.defaults(), dice)
