"""Mission objectives of the game modes (Game modes), one row per case with the book's numbers: the edges
at exactly 10 cm / 4 in and 15 cm / 6 in (R8), 5 units, 3 units, 4 and 5 turns, and R29's ending."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.outcome import InvalidInput
from rules.engine.procedures import objectives
from rules.engine.procedures.setup import GAME_MODES
from tests.rules.engine.helpers import run


def check(procedure_id, raw, result, side, reason):
    outcome = run(procedure_id, **raw)
    assert (outcome.result, outcome.value("side"), outcome.value("reason")) == (result, side, reason)
    assert outcome.dice == ()
    assert outcome.outcomes == ((result, 1),)
    return outcome


# --- Probing the enemy lines: one sector freed of enemy units ----------------------------------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({"enemy_units": 0}, "met", "team-a", "sector-freed"),
        ({"enemy_units": 1}, "not-met", "none", "enemy-in-sector"),
        ({"enemy_units": 6, "sector": "left-flank"}, "not-met", "none", "enemy-in-sector"),
        ({"enemy_units": 0, "team": "team-b", "sector": "right-flank"}, "met", "team-b", "sector-freed"),
        ({"enemy_units": 0, "sector": "left-flank"}, "met", "team-a", "sector-freed"),
    ],
)
def test_it_checks_a_probed_sector(raw, result, side, reason):
    outcome = check("objective-probing", raw, result, side, reason)
    assert outcome.value("sector") == raw.get("sector", "middle")


# --- Victory Zones: more soldiers within 10 cm / 4 in, held a full turn ------------------------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "holder", "reason"),
    [
        ({}, "not-met", "none", "none", "nobody-holds"),  # nobody there
        ({"soldiers_a": 3, "soldiers_b": 3}, "not-met", "none", "none", "nobody-holds"),  # equal: nobody
        ({"soldiers_a": 3, "soldiers_b": 3, "held_at_turn_start": "team-a"}, "not-met", "none", "none", "nobody-holds"),
        ({"soldiers_a": 1}, "not-met", "none", "team-a", "taken-this-turn"),  # one soldier is enough to take it
        ({"soldiers_a": 4, "soldiers_b": 3}, "not-met", "none", "team-a", "taken-this-turn"),
        (
            {"soldiers_a": 4, "soldiers_b": 3, "held_at_turn_start": "team-a"},
            "met",
            "team-a",
            "team-a",
            "held-a-full-turn",
        ),
        (
            {"soldiers_a": 2, "soldiers_b": 5, "held_at_turn_start": "team-b"},
            "met",
            "team-b",
            "team-b",
            "held-a-full-turn",
        ),
        (
            {"soldiers_b": 1, "held_at_turn_start": "team-b", "units": "in"},
            "met",
            "team-b",
            "team-b",
            "held-a-full-turn",
        ),
        (
            {"soldiers_a": 2, "soldiers_b": 5, "held_at_turn_start": "team-a"},
            "not-met",
            "none",
            "team-b",
            "taken-this-turn",
        ),
    ],
)
def test_it_decides_who_holds_a_victory_zone(raw, result, side, holder, reason):
    outcome = check("objective-victory-zones", raw, result, side, reason)
    assert outcome.value("holder") == holder


@pytest.mark.parametrize(("units", "radius"), [("cm", 10), ("in", 4)])
def test_it_names_the_victory_zones_reach_in_the_battles_units(units, radius):
    outcome = run("objective-victory-zones", soldiers_a=2, units=units)
    assert outcome.value("radius") == radius
    assert f"within {radius} {units}" in outcome.steps[0]
    assert "crew members count as soldiers" in outcome.steps[0]


# --- The Supply Road: no defender within 15 cm / 6 in of the road; one there when turn 5 ends ---------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({"nearest_defender": 20}, "met", "attacker", "road-cleared"),
        ({"nearest_defender": 15.5}, "met", "attacker", "road-cleared"),
        ({"nearest_defender": 15}, "not-met", "none", "road-contested"),  # exactly 15 cm is still in the strip
        ({"nearest_defender": 0}, "not-met", "none", "road-contested"),
        ({"nearest_defender": 15, "turn": 4}, "not-met", "none", "road-contested"),
        ({"nearest_defender": 15, "turn": 5}, "met", "defender", "road-held"),
        ({"nearest_defender": 3, "turn": 5}, "met", "defender", "road-held"),
        ({"nearest_defender": 16, "turn": 5}, "met", "attacker", "road-cleared"),  # cleared in the last turn
        ({"nearest_defender": 6, "units": "in"}, "not-met", "none", "road-contested"),  # exactly 6 in
        ({"nearest_defender": 6.5, "units": "in"}, "met", "attacker", "road-cleared"),
        ({"nearest_defender": 10, "units": "in", "turn": 5}, "met", "attacker", "road-cleared"),  # 10 in > 6 in
        ({"nearest_defender": 6, "units": "in", "turn": 5}, "met", "defender", "road-held"),
    ],
)
def test_it_checks_the_supply_road(raw, result, side, reason):
    outcome = check("objective-supply-road", raw, result, side, reason)
    assert outcome.value("limit") == (6 if raw.get("units") == "in" else 15)


# --- Delay the enemy advance: marked structures destroyed (all, or the agreed minimum) ----------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason", "left"),
    [
        ({"structures": 1}, "not-met", "none", "structures-standing", 1),
        ({"structures": 1, "destroyed": 1}, "met", "defender", "structures-destroyed", 0),
        ({"structures": 3, "destroyed": 2}, "not-met", "none", "structures-standing", 1),  # all must go
        ({"structures": 3, "destroyed": 3}, "met", "defender", "structures-destroyed", 0),
        ({"structures": 3, "destroyed": 2, "minimum": 2}, "met", "defender", "structures-destroyed", 0),  # 2 of 3
        ({"structures": 3, "destroyed": 1, "minimum": 2}, "not-met", "none", "structures-standing", 1),
        ({"structures": 3, "destroyed": 1, "minimum": 2, "turn": 5}, "met", "attacker", "structures-kept", 1),
        ({"structures": 2, "destroyed": 1, "turn": 4}, "not-met", "none", "structures-standing", 1),
        ({"structures": 2, "destroyed": 1, "turn": 5}, "met", "attacker", "structures-kept", 1),
        ({"structures": 2, "destroyed": 2, "turn": 5}, "met", "defender", "structures-destroyed", 0),
        ({"structures": 2, "minimum": 2}, "not-met", "none", "structures-standing", 2),  # "2 of 2" is all
        ({"structures": 4, "destroyed": 1, "turn": 5, "last_turn": 6}, "not-met", "none", "structures-standing", 3),
        ({"structures": 4, "destroyed": 1, "turn": 6, "last_turn": 6}, "met", "attacker", "structures-kept", 3),
    ],
)
def test_it_counts_the_structures_destroyed(raw, result, side, reason, left):
    outcome = check("objective-delay", raw, result, side, reason)
    assert outcome.value("still_to_destroy") == left


def test_it_says_how_a_structure_is_destroyed():
    steps = " ".join(run("objective-delay", structures=3).steps)
    assert "single HE hit" in steps and "fire" in steps


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        ({"structures": 2, "destroyed": 3}, "destroyed"),
        ({"structures": 3, "minimum": 4}, "minimum"),
        ({"structures": 2, "minimum": 1}, "minimum"),  # a minimum only with more than two objectives
        ({"structures": 1, "turn": 6}, "turn"),  # past the last turn
    ],
)
def test_it_refuses_structures_that_do_not_add_up(raw, field):
    with pytest.raises(InvalidInput) as refusal:
        run("objective-delay", **raw)
    assert refusal.value.field == field


# --- Breakthrough / hold the line: 5 units through; 4 or fewer after 5 turns --------------------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({}, "not-met", "none", "line-holding"),
        ({"units_through": 4}, "not-met", "none", "line-holding"),
        ({"units_through": 5}, "met", "attacker", "broke-through"),  # five at least
        ({"units_through": 7, "turn": 2}, "met", "attacker", "broke-through"),
        ({"units_through": 4, "turn": 4}, "not-met", "none", "line-holding"),
        ({"units_through": 4, "turn": 5}, "met", "defender", "line-held"),  # four or fewer: the line held
        ({"units_through": 0, "turn": 5}, "met", "defender", "line-held"),
        ({"units_through": 5, "turn": 5}, "met", "attacker", "broke-through"),
    ],
)
def test_it_checks_a_breakthrough(raw, result, side, reason):
    check("objective-breakthrough", raw, result, side, reason)


# --- Avoid the pocket: at least 5 escaped; the attacker holds them to 4 -------------------------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({"escaped": 0, "defenders_left": 8}, "not-met", "none", "still-escaping"),
        ({"escaped": 4, "defenders_left": 3}, "not-met", "none", "still-escaping"),
        ({"escaped": 5, "defenders_left": 3}, "met", "defender", "escaped"),  # exactly five: the defender's
        ({"escaped": 6, "defenders_left": 0}, "met", "defender", "escaped"),
        ({"escaped": 5, "defenders_left": 0, "turn": 5}, "met", "defender", "escaped"),
        ({"escaped": 4, "defenders_left": 2, "turn": 5}, "met", "attacker", "pocket-closed"),  # four at the end
        ({"escaped": 4, "defenders_left": 2, "turn": 4}, "not-met", "none", "still-escaping"),
        ({"escaped": 4, "defenders_left": 0}, "met", "attacker", "too-few-left"),  # nobody left to get out
        ({"escaped": 2, "defenders_left": 2}, "met", "attacker", "too-few-left"),  # 4 at most
        ({"escaped": 2, "defenders_left": 3}, "not-met", "none", "still-escaping"),  # 5 still possible
        ({"escaped": 3, "defenders_left": 9, "turn": 5, "last_turn": 7}, "not-met", "none", "still-escaping"),
    ],
)
def test_it_counts_the_units_out_of_the_pocket(raw, result, side, reason):
    check("objective-avoid-the-pocket", raw, result, side, reason)


def test_it_explains_how_it_reads_five_in_the_pocket():
    steps = " ".join(run("objective-avoid-the-pocket", escaped=5, defenders_left=1).steps)
    assert "at exactly 5 the defender has done it" in steps and "4 or fewer" in steps


# --- Surrounded: 3 units at any edge, or 4 turns held; the attacker destroys them all -----------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({"defenders_left": 6}, "not-met", "none", "still-encircled"),
        ({"units_out": 2, "defenders_left": 4}, "not-met", "none", "still-encircled"),
        ({"units_out": 3, "defenders_left": 3}, "met", "defender", "broke-out"),  # exactly three
        ({"units_out": 3, "defenders_left": 0}, "met", "defender", "broke-out"),
        ({"units_out": 2, "defenders_left": 4, "turn": 3}, "not-met", "none", "still-encircled"),
        ({"units_out": 0, "defenders_left": 1, "turn": 4}, "met", "defender", "held-out"),  # four turns
        ({"units_out": 1, "defenders_left": 0}, "met", "attacker", "crushed"),
        ({"units_out": 0, "defenders_left": 0, "turn": 4}, "met", "attacker", "crushed"),  # nobody held
    ],
)
def test_it_checks_the_breakout_from_encirclement(raw, result, side, reason):
    check("objective-surrounded", raw, result, side, reason)


# --- Capture the enemy commander: an attacker within 10 cm / 4 in, none of his own there -------------


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({"attacker_distance": 8, "own_distance": 30}, "met", "attacker", "officer-captured"),
        ({"attacker_distance": 10, "own_distance": 10.5}, "met", "attacker", "officer-captured"),  # both edges
        ({"attacker_distance": 10.5, "own_distance": 30}, "not-met", "none", "officer-out-of-reach"),
        ({"attacker_distance": 5, "own_distance": 10}, "not-met", "none", "officer-guarded"),  # own at exactly 10
        ({"attacker_distance": 0, "own_distance": 2}, "not-met", "none", "officer-guarded"),
        ({"attacker_distance": 4, "own_distance": 4.5, "units": "in"}, "met", "attacker", "officer-captured"),
        ({"attacker_distance": 4.5, "own_distance": 99, "units": "in"}, "not-met", "none", "officer-out-of-reach"),
        ({"attacker_distance": 2, "own_distance": 4, "units": "in"}, "not-met", "none", "officer-guarded"),
        ({"attacker_distance": 9, "own_distance": 9, "units": "in"}, "not-met", "none", "officer-out-of-reach"),
        ({"officer_killed": True, "attacker_distance": 3, "own_distance": 40}, "met", "defender", "officer-killed"),
        ({"attacker_distance": 30, "own_distance": 5, "turn": 4}, "not-met", "none", "officer-out-of-reach"),
        ({"attacker_distance": 30, "own_distance": 5, "turn": 5}, "met", "defender", "officer-kept"),
        ({"attacker_distance": 5, "own_distance": 5, "turn": 5}, "met", "defender", "officer-kept"),
        ({"attacker_distance": 5, "own_distance": 50, "turn": 5}, "met", "attacker", "officer-captured"),
    ],
)
def test_it_checks_the_capture_of_the_commander(raw, result, side, reason):
    check("objective-capture-commander", raw, result, side, reason)


# --- Every mode, every check ---------------------------------------------------------------------------


def test_it_names_an_objective_check_for_every_game_mode():
    assert set(objectives.OBJECTIVE_OF_MODE) == {mode.id for mode in GAME_MODES}
    assert objectives.OBJECTIVE_OF_MODE["combat-only"] is None
    checks = [pid for pid in objectives.OBJECTIVE_OF_MODE.values() if pid is not None]
    assert len(checks) == len(set(checks)) == len(GAME_MODES) - 1
    assert sorted(checks) == sorted(p.id for p in objectives.PROCEDURES)
    assert all(catalog.get(pid) is not None for pid in checks)


by_id = pytest.mark.parametrize("procedure", objectives.PROCEDURES, ids=lambda p: p.id)


@by_id
@pytest.mark.parametrize("dice", [[3], [6, 6]])
def test_it_refuses_dice(procedure, dice):
    inputs = catalog.get(procedure.id).inputs(
        **{f.name: f.default if f.default is not None else 1 for f in procedure.fields}
    )
    with pytest.raises(ValueError, match="No dice are rolled here"):
        procedure.resolve(inputs, dice)


@by_id
def test_it_ends_the_game_through_r29(procedure):
    assert "R29" in procedure.rulings
    assert procedure.rolls == ()


# --- Rulings R39-R43 (issue 35), one row per case -------------------------------------------------------


@pytest.mark.parametrize(
    ("escaped", "left", "turn", "result", "side", "reason"),
    [
        (4, 3, 5, "met", "attacker", "pocket-closed"),  # held to four at the end: the attacker's
        (5, 3, 5, "met", "defender", "escaped"),  # exactly five: the defender's (R39)
        (5, 0, 1, "met", "defender", "escaped"),  # five out early wins at once
        (4, 1, 3, "not-met", "none", "still-escaping"),  # four out, one inside: five still possible
        (4, 0, 3, "met", "attacker", "too-few-left"),
        (6, 2, 4, "met", "defender", "escaped"),
    ],
)
def test_r39_five_escaped_win_for_the_defender_four_for_the_attacker(escaped, left, turn, result, side, reason):
    check(
        "objective-avoid-the-pocket", {"escaped": escaped, "defenders_left": left, "turn": turn}, result, side, reason
    )


@pytest.mark.parametrize(
    ("raw", "result", "side", "reason"),
    [
        ({"units_through": 4, "turn": 5}, "met", "defender", "line-held"),  # the last turn of a 5-turn game (R40)
        ({"units_through": 4, "turn": 5, "last_turn": 5}, "met", "defender", "line-held"),
        ({"units_through": 4, "turn": 5, "last_turn": 7}, "not-met", "none", "line-holding"),  # 7 turns: play on
        ({"units_through": 4, "turn": 7, "last_turn": 7}, "met", "defender", "line-held"),
        ({"units_through": 0, "turn": 3, "last_turn": 3}, "met", "defender", "line-held"),  # a 3-turn game
        ({"units_through": 2, "turn": 2, "last_turn": 3}, "not-met", "none", "line-holding"),
        ({"units_through": 5, "turn": 7, "last_turn": 7}, "met", "attacker", "broke-through"),
    ],
)
def test_r40_the_line_held_to_the_end_of_the_last_turn_wins(raw, result, side, reason):
    outcome = check("objective-breakthrough", raw, result, side, reason)
    assert f"until {raw.get('last_turn', 5)} turns are over" in outcome.steps[0]


@pytest.mark.parametrize(
    ("a", "b", "before", "holder", "lost", "result", "side"),
    [
        (3, 3, "team-a", "none", True, "not-met", "none"),  # a tie at the end of the turn: A loses the hold (R42)
        (2, 2, "team-b", "none", True, "not-met", "none"),
        (1, 1, "none", "none", False, "not-met", "none"),  # a tie, and nobody held it before
        (0, 0, "team-a", "none", True, "not-met", "none"),  # nobody left there at all
        (4, 3, "none", "team-a", False, "not-met", "none"),  # after a tie at the start: not a full turn yet
        (4, 3, "team-a", "team-a", False, "met", "team-a"),  # no tie at either end: a full turn held
        (1, 2, "team-a", "team-b", True, "not-met", "none"),  # taken by the other side: lost too, no tie to say
    ],
)
def test_r42_a_tie_in_a_victory_zone_holds_nothing_and_breaks_a_hold(a, b, before, holder, lost, result, side):
    raw = {"soldiers_a": a, "soldiers_b": b, "held_at_turn_start": before}
    outcome = run("objective-victory-zones", **raw)
    assert (outcome.result, outcome.value("side"), outcome.value("holder")) == (result, side, holder)
    assert outcome.value("hold_lost") is lost
    assert ("loses the hold (R42)" in " ".join(outcome.steps)) is (lost and holder == "none")
    assert "R42" in catalog.get("objective-victory-zones").rulings


def _facts(procedure):
    """Each field's default, or 1 where the field has none (a count, a distance)."""
    return {f.name: f.default if f.default is not None else 1 for f in procedure.fields}


@by_id
@pytest.mark.parametrize(("turn", "last_turn"), [(6, 5), (7, 5), (4, 3), (11, 10)])
def test_r43_every_check_refuses_a_turn_past_the_last_with_the_same_message(procedure, turn, last_turn):
    with pytest.raises(InvalidInput) as refusal:
        run(procedure.id, **{**_facts(procedure), "turn": turn, "last_turn": last_turn})
    assert refusal.value.field == "turn"
    assert str(refusal.value) == f"The game was over after turn {last_turn}: there is no turn {turn}."
    assert "R43" in procedure.rulings


@by_id
@pytest.mark.parametrize(("turn", "last_turn"), [(5, 5), (1, 5), (10, 10)])
def test_r43_every_check_answers_up_to_the_last_turn(procedure, turn, last_turn):
    outcome = run(procedure.id, **{**_facts(procedure), "turn": turn, "last_turn": last_turn})
    assert outcome.result in ("met", "not-met")


@pytest.mark.parametrize(
    ("procedure_id", "raw"),
    [
        ("objective-supply-road", {"nearest_defender": 3}),  # gave the defender the win before
        ("objective-capture-commander", {"attacker_distance": 30, "own_distance": 5}),  # so did this
        ("objective-breakthrough", {"units_through": 1}),  # and this
        ("objective-surrounded", {"units_out": 0, "defenders_left": 2}),
        ("objective-delay", {"structures": 2}),
        ("objective-avoid-the-pocket", {"escaped": 1, "defenders_left": 6}),
        ("objective-victory-zones", {"soldiers_a": 2, "held_at_turn_start": "team-a"}),
        ("objective-probing", {"enemy_units": 0}),
    ],
)
def test_r43_turn_6_of_a_5_turn_battle_is_refused_in_every_mode(procedure_id, raw):
    with pytest.raises(InvalidInput, match=r"^The game was over after turn 5: there is no turn 6\.$"):
        run(procedure_id, **raw, turn=6)


def test_r43_the_objective_checks_ask_the_last_turn_with_one_field():
    for procedure in objectives.PROCEDURES:
        fields = {f.name: f for f in procedure.fields}
        assert fields["last_turn"].default == 5 and fields["last_turn"].label == "Last turn of the game"
        assert fields["turn"].label == "Turn just ended"


@pytest.mark.parametrize(
    ("procedure_id", "ruling"),
    [
        ("objective-avoid-the-pocket", "R39"),
        ("objective-breakthrough", "R40"),
        ("objective-victory-zones", "R42"),
    ],
)
def test_the_checks_link_the_rulings_they_follow(procedure_id, ruling):
    assert ruling in catalog.get(procedure_id).rulings
