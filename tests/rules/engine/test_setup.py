"""Game setup: deployment sector, escape corridor, placement, attacker, force morale, initiative and event
cards, one row per rulebook case (R18, R19, R25, R27)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.procedures import setup
from rules.engine.registry import parse_inputs
from tests.rulebook import rulebook_headings
from tests.rules.engine.helpers import dice_for, run


# Deployment (4D6), every total, with R18's opposite edge for the opponent.
@pytest.mark.parametrize(
    ("total", "sector", "opponent"),
    [
        (4, "north", "south"),
        (5, "east", "west"),
        (6, "south", "north"),
        (7, "west", "east"),
        (8, "north", "south"),
        (9, "east", "west"),
        (10, "south", "north"),
        (11, "west", "east"),
        (12, "north", "south"),
        (13, "east", "west"),
        (14, "south", "north"),
        (15, "west", "east"),
        (16, "north", "south"),
        (17, "east", "west"),
        (18, "south", "north"),
        (19, "west", "east"),
        (20, "north", "south"),
        (21, "east", "west"),
        (22, "south", "north"),
        (23, "west", "east"),
    ],
)
def test_it_reads_the_deployment_sector_and_gives_the_opponent_the_opposite_edge(total, sector, opponent):
    outcome = run("deployment-sector", dice_for(total, 4))
    assert outcome.result == sector
    assert outcome.value("sector") == sector
    assert outcome.value("opponent_sector") == opponent


def test_it_re_rolls_a_deployment_total_of_24():
    outcome = run("deployment-sector", [6, 6, 6, 6])
    assert outcome.result == "re-roll"
    assert outcome.effects.continues_with
    assert outcome.value("sector") is None


def test_it_shows_the_exact_odds_of_each_deployment_sector():
    # 4D6 ways: north 1+35+125+125+35, east 4+56+140+104+20, south 10+80+146+80+10, west 20+104+140+56+4.
    assert dict(run("deployment-sector").outcomes) == {
        "north": Fraction(321, 1296),
        "east": Fraction(324, 1296),
        "south": Fraction(326, 1296),
        "west": Fraction(324, 1296),
        "re-roll": Fraction(1, 1296),
    }


# Avoid the pocket (3D6) as printed, with R19's 4 -> north; 3D6 cannot reach 24.
@pytest.mark.parametrize(
    ("total", "corridor"),
    [
        (3, "north"),
        (4, "north"),
        (5, "east"),
        (6, "south"),
        (7, "west"),
        (8, "north"),
        (9, "east"),
        (10, "south"),
        (11, "west"),
        (12, "north"),
        (13, "east"),
        (14, "south"),
        (15, "west"),
        (16, "north"),
        (17, "east"),
        (18, "south"),
    ],
)
def test_it_reads_the_escape_corridor_as_printed(total, corridor):
    outcome = run("escape-corridor", dice_for(total, 3))
    assert outcome.result == corridor
    assert outcome.value("corridor") == corridor


def test_it_never_re_rolls_the_escape_corridor():
    assert "re-roll" not in dict(run("escape-corridor").outcomes)


@pytest.mark.parametrize(
    ("procedure_id", "dice", "result"),
    [
        ("placement-order", [6, 1], "side-a-places-first"),
        ("placement-order", [2, 3], "side-b-places-first"),
        ("placement-order", [4, 4], "re-roll"),
        ("attacker-roll", [5, 4], "side-a-attacks"),
        ("attacker-roll", [1, 6], "side-b-attacks"),
        ("attacker-roll", [2, 2], "re-roll"),
    ],
)
def test_it_lets_the_higher_die_go_first_and_re_rolls_a_tie(procedure_id, dice, result):
    assert run(procedure_id, dice).result == result


@pytest.mark.parametrize("procedure_id", ["placement-order", "attacker-roll"])
def test_it_gives_each_side_15_in_36_of_going_first(procedure_id):
    odds = [p for _name, p in run(procedure_id).outcomes]
    assert odds == [Fraction(15, 36), Fraction(15, 36), Fraction(6, 36)]


# Table calculating force morale, R25.
@pytest.mark.parametrize(("face", "morale"), [(1, 8), (2, 8), (3, 9), (4, 9), (5, 9), (6, 10)])
def test_it_rolls_force_morale(face, morale):
    outcome = run("force-morale", [face])
    assert outcome.result == f"morale-{morale}"
    assert outcome.value("force_morale") == morale


def test_it_shows_the_odds_of_each_force_morale():
    assert dict(run("force-morale").outcomes) == {
        "morale-8": Fraction(1, 3),
        "morale-9": Fraction(1, 2),
        "morale-10": Fraction(1, 6),
    }


# Initiative, R27: the highest starts; ties for the highest re-roll among the tied players only.
@pytest.mark.parametrize(
    ("players", "dice", "result", "order"),
    [
        (2, [5, 3], "player-1-starts", (1, 2)),
        (2, [2, 6], "player-2-starts", (2, 1)),
        (3, [1, 4, 6], "player-3-starts", (3, 2, 1)),
        (6, [1, 2, 3, 4, 5, 6], "player-6-starts", (6, 5, 4, 3, 2, 1)),
        (4, [2, 6, 5, 3], "player-2-starts", (2, 3, 4, 1)),
    ],
)
def test_it_orders_players_by_their_initiative_roll(players, dice, result, order):
    outcome = run("initiative", dice, players=players)
    assert outcome.result == result
    assert outcome.value("order") == order


@pytest.mark.parametrize(
    ("players", "dice", "tied"),
    [(2, [4, 4], (1, 2)), (3, [6, 6, 2], (1, 2)), (4, [6, 2, 6, 1], (1, 3)), (3, [5, 5, 5], (1, 2, 3))],
)
def test_it_has_only_the_players_tied_for_the_highest_re_roll(players, dice, tied):
    outcome = run("initiative", dice, players=players)
    assert outcome.result == "re-roll"
    assert outcome.value("reroll") == tied


def test_it_rolls_one_die_per_tied_player_on_a_re_roll():
    procedure = catalog.get("initiative")
    inputs, _errors = parse_inputs(procedure, {"players": ["4"], "rerolling": ["1", "3"]})
    assert procedure.dice_counts(inputs) == (2,)
    outcome = procedure.resolve(inputs, [2, 5])
    assert outcome.result == "player-3-starts"
    assert dict(outcome.outcomes) == {
        "player-1-starts": Fraction(15, 36),
        "player-3-starts": Fraction(15, 36),
        "re-roll": Fraction(6, 36),
    }
    with pytest.raises(ValueError):
        procedure.resolve(inputs, [2, 5, 1, 1])


@pytest.mark.parametrize("rerolling", [["2"], ["5"], ["4", "6"]])
def test_it_has_everyone_roll_when_fewer_than_two_tied_players_of_the_game_are_named(rerolling):
    procedure = catalog.get("initiative")
    inputs, _errors = parse_inputs(procedure, {"players": ["3"], "rerolling": rerolling})
    assert procedure.dice_counts(inputs) == (3,)


def test_it_settles_a_tie_below_the_first_place_by_a_roll_off():
    outcome = run("initiative", [3, 6, 3, 1], players=4)
    assert outcome.result == "player-2-starts"
    assert outcome.value("places") == ((2,), (1, 3), (4,))
    assert outcome.value("roll_offs") == ((1, 3),)


@pytest.mark.parametrize(
    ("players", "each", "rest"),
    [
        (2, Fraction(15, 36), Fraction(6, 36)),
        (3, Fraction(55, 216), Fraction(51, 216)),  # (0+1+4+9+16+25)/216 each
    ],
)
def test_it_shows_the_exact_chance_of_starting(players, each, rest):
    odds = dict(run("initiative", players=players).outcomes)
    assert all(odds[f"player-{p}-starts"] == each for p in range(1, players + 1))
    assert odds["re-roll"] == rest


# Random Event & Effect Cards: players x cards per detachment, from a deck of 25.
@pytest.mark.parametrize(
    ("players", "cards", "result", "total"),
    [(2, 1, "draw-cards", 2), (4, 2, "draw-cards", 8), (6, 4, "draw-cards", 24), (2, 0, "no-cards", 0)],
)
def test_it_counts_the_random_event_cards_drawn(players, cards, result, total):
    outcome = run("event-cards", [], players=players, cards_per_detachment=cards)
    assert outcome.result == result
    assert outcome.value("cards") == total
    assert outcome.value("deck") == 25


# Game modes: their headings, available points and Combat Score limits.
@pytest.mark.parametrize(
    ("mode_id", "title", "points", "limit"),
    [
        ("probing-the-enemy-lines", "Probing the enemy lines", (75, 75), 15),
        ("victory-zones", "Victory Zones", (150, 150), 50),
        ("the-supply-road", "The Supply Road", (150, 120), 50),
        ("delay-the-enemy-advance", "Delay the enemy advance", (150, 100), 50),
        ("breakthrough-hold-the-line", "Breakthrough / hold the line", (150, 100), 50),
        ("avoid-the-pocket", "Avoid the pocket", (150, 50), 50),
        ("surrounded", "Surrounded", (150, 50), 50),
        ("capture-the-enemy-commander", "Capture the enemy commander", (150, 50), 50),
        ("combat-only", "Combat only", None, 50),
    ],
)
def test_it_knows_the_nine_game_modes(mode_id, title, points, limit):
    mode = setup.MODES[mode_id]
    assert (mode.title, mode.points, mode.combat_score_limit) == (title, points, limit)
    assert title in rulebook_headings()


def test_it_lists_the_game_modes_in_the_books_order():
    assert [mode.title for mode in setup.GAME_MODES] == [
        "Probing the enemy lines",
        "Victory Zones",
        "The Supply Road",
        "Delay the enemy advance",
        "Breakthrough / hold the line",
        "Avoid the pocket",
        "Surrounded",
        "Capture the enemy commander",
        "Combat only",
    ]


# Every procedure of the chapter: a preview whose odds sum to exactly 1, and bad dice refused.
PROCEDURES = setup.PROCEDURES
by_id = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)


def bad_dice(procedure):
    count = max(procedure.dice_counts(procedure.defaults()))
    cases = [[3] * (count + 1)]
    if count:
        cases += [[3] * (count - 1), [0] * count, [7] * count]
    else:
        cases += [[0], [7]]
    return cases


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


@pytest.mark.parametrize(
    ("procedure_id", "rulings"),
    [
        ("deployment-sector", ("R18",)),
        ("escape-corridor", ("R19",)),
        ("force-morale", ("R25",)),
        ("initiative", ("R27",)),
    ],
)
def test_it_cites_the_rulings_it_follows(procedure_id, rulings):
    assert catalog.get(procedure_id).rulings == rulings
