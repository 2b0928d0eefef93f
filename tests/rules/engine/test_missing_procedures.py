"""Issue 17, procedures missing from the registry: the officer's bodyguard (Death of ranking officers),
hide and unhide, AT/AA guns in ambush (R8), smoke markers (Smoke grenades) and a crashed plane's Combat
Score (R28, R37). One row per case, with the book's own numbers."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.outcome import InvalidInput
from tests.rules.engine.helpers import run

NEW = ("officer-bodyguard", "hide-unhide", "ambush-set-up", "ambush-reveal", "smoke-marker", "plane-crash-score")


# --- Death of ranking officers: a friendly soldier within 5 cm / 2 in may take the bullet --------------


@pytest.mark.parametrize(
    ("raw", "result", "reason", "then"),
    [
        ({"distance": 3}, "soldier-takes-the-hit", "steps-in", "effect roll on the soldier (2D6)"),
        ({"distance": 0}, "soldier-takes-the-hit", "steps-in", "effect roll on the soldier (2D6)"),
        ({"distance": 5}, "soldier-takes-the-hit", "steps-in", "effect roll on the soldier (2D6)"),  # the edge counts
        ({"distance": 5.5}, "officer-takes-the-hit", "too-far", "effect roll on the officer (2D6)"),
        ({"distance": 12}, "officer-takes-the-hit", "too-far", "effect roll on the officer (2D6)"),
        ({"distance": 2, "units": "in"}, "soldier-takes-the-hit", "steps-in", "effect roll on the soldier (2D6)"),
        ({"distance": 2.5, "units": "in"}, "officer-takes-the-hit", "too-far", "effect roll on the officer (2D6)"),
        ({"distance": 4, "units": "in"}, "officer-takes-the-hit", "too-far", "effect roll on the officer (2D6)"),
        (
            {"distance": 4, "in_the_fight": False},
            "officer-takes-the-hit",
            "out-of-the-fight",
            "effect roll on the officer (2D6)",
        ),
        (
            {"distance": 4, "takes_the_hit": False},
            "officer-takes-the-hit",
            "declined",
            "effect roll on the officer (2D6)",
        ),  # "may": the owner's choice
    ],
)
def test_it_lets_a_soldier_close_by_take_the_officers_hit(raw, result, reason, then):
    outcome = run("officer-bodyguard", **raw)
    assert outcome.result == result
    assert outcome.value("reason") == reason
    assert outcome.value("soldier_takes_the_hit") == (result == "soldier-takes-the-hit")
    assert outcome.effects.continues_with == (then,)
    assert outcome.dice == ()


@pytest.mark.parametrize(("units", "radius"), [("cm", 5), ("in", 2)])
def test_it_measures_the_bodyguards_reach_in_the_battles_system(units, radius):
    assert run("officer-bodyguard", distance=1, units=units).value("radius") == radius


def test_it_says_what_an_officers_death_costs_when_no_one_steps_in():
    steps = " ".join(run("officer-bodyguard", distance=9).steps)
    assert "R22" in steps and "10" in steps and "R28" in steps


# --- How to hide infantry units and officers: one action to hide, one to unhide ------------------------


@pytest.mark.parametrize(
    ("raw", "result", "spent", "placed", "removed", "may_fire"),
    [
        ({"action": "hide"}, "hidden", 1, ("hidden",), (), False),
        ({"action": "hide", "unit": "ranking-officer", "place": "building"}, "hidden", 1, ("hidden",), (), False),
        ({"action": "hide", "unit": "squad-leader", "place": "woods"}, "hidden", 1, ("hidden",), (), False),
        ({"action": "hide", "place": "hills", "actions_left": 1}, "hidden", 1, ("hidden",), (), False),
        ({"action": "hide", "place": "open"}, "may-not-hide", 0, (), (), False),  # nothing to hide behind
        ({"action": "hide", "unit": "support-weapon"}, "may-not-hide", 0, (), (), False),  # guns ambush instead
        ({"action": "hide", "unit": "vehicle", "place": "woods"}, "may-not-hide", 0, (), (), False),
        ({"action": "hide", "hidden": True}, "already-hidden", 0, (), (), False),
        ({"action": "hide", "actions_left": 0}, "no-action-left", 0, (), (), False),
        ({"action": "unhide", "hidden": True}, "unhidden", 1, (), ("hidden",), True),  # unhide, then shoot
        ({"action": "unhide", "hidden": True, "actions_left": 1}, "unhidden", 1, (), ("hidden",), False),
        ({"action": "unhide", "hidden": True, "place": "open"}, "unhidden", 1, (), ("hidden",), True),
        ({"action": "unhide", "hidden": False}, "not-hidden", 0, (), (), False),
        ({"action": "unhide", "hidden": True, "actions_left": 0}, "no-action-left", 0, (), (), False),
    ],
)
def test_it_checks_hiding_and_unhiding(raw, result, spent, placed, removed, may_fire):
    outcome = run("hide-unhide", **raw)
    assert outcome.result == result
    assert outcome.effects.actions_spent == spent
    assert outcome.effects.tokens == placed
    assert outcome.effects.removed_tokens == removed
    assert outcome.value("may_fire_now") is may_fire


def test_it_says_what_the_hide_token_does():
    steps = " ".join(run("hide-unhide", action="hide").steps)
    assert "50 cm / 20 in" in steps  # spotted only from close range
    assert "sniper" in steps and "medium and far" in steps
    assert "may not fire" in steps  # must unhide first


# --- Ambush: AT and AA guns, set up before the game, revealed at super close range (R8) ----------------


@pytest.mark.parametrize(
    ("raw", "result", "token"),
    [
        ({"gun": "at-gun"}, "in-ambush", ("ambush",)),
        ({"gun": "aa-gun"}, "in-ambush", ("ambush",)),
        ({"gun": "other-support-weapon"}, "may-not-ambush", ()),
        ({"gun": "at-gun", "game_started": True}, "may-not-ambush", ()),  # never during a game
        ({"gun": "aa-gun", "game_started": True}, "may-not-ambush", ()),
        ({"gun": "at-gun", "towed": True}, "may-not-ambush", ()),
    ],
)
def test_it_puts_only_at_and_aa_guns_in_ambush_before_the_game(raw, result, token):
    outcome = run("ambush-set-up", **raw)
    assert outcome.result == result
    assert outcome.effects.tokens == token


@pytest.mark.parametrize(
    ("raw", "result", "attackable", "removed"),
    [
        ({"distance": 5}, "revealed", True, ("ambush",)),
        ({"distance": 10}, "revealed", True, ("ambush",)),  # R8: "at most" 10 cm
        ({"distance": 10.5}, "stays-hidden", False, ()),
        ({"distance": 30}, "stays-hidden", False, ()),  # close range is not enough
        ({"distance": 4, "units": "in"}, "revealed", True, ("ambush",)),  # R8: 4 in
        ({"distance": 4.5, "units": "in"}, "stays-hidden", False, ()),
        ({"distance": 10, "units": "in"}, "stays-hidden", False, ()),
        ({"distance": 3, "gun": "aa-gun"}, "revealed", True, ("ambush",)),
        ({"distance": 3, "enemy": "other"}, "stays-hidden", False, ()),  # only infantry reveal it
        ({"distance": 60, "activated": True}, "reveals-itself", True, ("ambush",)),  # and may fire this turn
        ({"distance": 60, "ambush_token": False}, "exposed", True, ()),
        ({"distance": 3, "ambush_token": False, "enemy": "other"}, "exposed", True, ()),
    ],
)
def test_it_reveals_a_gun_in_ambush(raw, result, attackable, removed):
    outcome = run("ambush-reveal", **raw)
    assert outcome.result == result
    assert outcome.value("may_be_attacked") is attackable
    assert outcome.effects.removed_tokens == removed


# R41: an AA gun in ambush is revealed exactly as an AT gun is, infantry coming close included: each case read
# for both guns gives the same answer, in the same words but for the gun's name.
AMBUSH_CASES = [
    {"distance": 10},  # infantry at super close range (R8)
    {"distance": 10.5},
    {"distance": 4, "units": "in"},
    {"distance": 4.5, "units": "in"},
    {"distance": 2, "enemy": "other"},  # a vehicle that close reveals neither
    {"distance": 80, "activated": True},
    {"distance": 3, "ambush_token": False},
]


@pytest.mark.parametrize("raw", AMBUSH_CASES)
def test_r41_an_aa_gun_in_ambush_is_revealed_exactly_as_an_at_gun(raw):
    at_gun, aa_gun = run("ambush-reveal", gun="at-gun", **raw), run("ambush-reveal", gun="aa-gun", **raw)
    assert (aa_gun.result, aa_gun.values, aa_gun.effects) == (at_gun.result, at_gun.values, at_gun.effects)
    assert [s.replace("The AA gun", "The AT gun") for s in aa_gun.steps] == list(at_gun.steps)


@pytest.mark.parametrize(
    ("raw", "result"),
    [
        ({"game_started": False}, "in-ambush"),
        ({"game_started": True}, "may-not-ambush"),
        ({"towed": True}, "may-not-ambush"),
    ],
)
def test_r41_an_aa_gun_goes_into_ambush_exactly_as_an_at_gun(raw, result):
    at_gun, aa_gun = run("ambush-set-up", gun="at-gun", **raw), run("ambush-set-up", gun="aa-gun", **raw)
    assert at_gun.result == aa_gun.result == result
    assert at_gun.effects == aa_gun.effects
    assert [s.replace("The AA gun", "The AT gun") for s in aa_gun.steps] == list(at_gun.steps)
    assert any("enemy infantry" in s for s in aa_gun.steps) is (result == "in-ambush")


# --- Smoke grenades: about 15 x 15 cm / 6 x 6 in, for 3 turns, -5 on attacks into it --------------------


@pytest.mark.parametrize(
    ("laid", "now", "result", "turns_up", "turns_left", "last", "penalty"),
    [
        (1, 1, "still-up", 1, 3, 3, -5),  # the turn it is laid counts
        (1, 2, "still-up", 2, 2, 3, -5),
        (1, 3, "still-up", 3, 1, 3, -5),
        (1, 4, "cleared", 3, 0, 3, 0),
        (4, 6, "still-up", 3, 1, 6, -5),
        (4, 7, "cleared", 3, 0, 6, 0),
        (2, 9, "cleared", 3, 0, 4, 0),
    ],
)
def test_it_keeps_smoke_up_for_three_turns(laid, now, result, turns_up, turns_left, last, penalty):
    outcome = run("smoke-marker", laid_turn=laid, turn=now)
    assert outcome.result == result
    assert outcome.value("turns_up") == turns_up
    assert outcome.value("turns_left") == turns_left
    assert outcome.value("last_turn") == last
    assert outcome.value("attack_penalty") == penalty


@pytest.mark.parametrize(("units", "side", "area"), [("cm", 15, 225), ("in", 6, 36)])
def test_it_states_the_smokes_area(units, side, area):
    outcome = run("smoke-marker", units=units)
    assert (outcome.value("side_length"), outcome.value("area")) == (side, area)
    assert f"{side} x {side} {units}" in " ".join(outcome.steps)


def test_it_refuses_smoke_laid_after_the_turn_asked_about():
    with pytest.raises(InvalidInput) as refusal:
        run("smoke-marker", laid_turn=3, turn=2)
    assert refusal.value.field == "turn"


# --- Pilots: the pilot dies or bails out, the plane crashes; pilot, crew and plane score (R37) ----------


@pytest.mark.parametrize(
    ("raw", "result", "points"),
    [
        ({"cause": "pilot-killed", "plane_cost": 20, "pilot_cost": 2}, "plane-crashes", 22),  # a fighter
        ({"cause": "pilot-bails-out", "plane_cost": 20, "pilot_cost": 2}, "plane-crashes", 22),
        (
            {"cause": "pilot-killed", "plane_cost": 30, "pilot_cost": 3, "crew": 2, "crew_cost": 2},
            "plane-crashes",
            37,
        ),  # a tactical bomber: 30 + 3 + 2 x 2
        (
            {"cause": "pilot-bails-out", "plane_cost": 30, "pilot_cost": 3, "crew": 3, "crew_cost": 1},
            "plane-crashes",
            36,
        ),
        (
            {"cause": "plane-explodes", "plane_cost": 25, "pilot_cost": 2, "crew": 1, "crew_cost": 2},
            "plane-crashes",
            29,
        ),
        (
            {"cause": "crew-member-killed", "plane_cost": 30, "pilot_cost": 3, "crew": 2, "crew_cost": 2},
            "crew-member-lost",
            2,
        ),  # the pilot flies on: one soldier (R28)
    ],
)
def test_it_scores_a_crashed_plane_with_pilot_and_crew(raw, result, points):
    outcome = run("plane-crash-score", **raw)
    assert outcome.result == result
    assert outcome.value("points") == points
    assert outcome.effects.combat_score == points


def test_it_refuses_a_lost_crew_member_on_a_plane_without_crew():
    with pytest.raises(InvalidInput) as refusal:
        run("plane-crash-score", cause="crew-member-killed", plane_cost=20, crew=0)
    assert refusal.value.field == "crew"


# --- All of them ------------------------------------------------------------------------------------


@pytest.mark.parametrize("procedure_id", NEW)
def test_it_registers_each_new_procedure_without_dice(procedure_id):
    procedure = catalog.get(procedure_id)
    assert procedure is not None
    assert procedure.rolls == ()
    with pytest.raises(ValueError):
        procedure.resolve(_filled(procedure), [3])


@pytest.mark.parametrize(
    ("procedure_id", "rulings"),
    [
        ("officer-bodyguard", ("R6", "R22", "R28", "R37")),
        ("hide-unhide", ("R7",)),
        ("ambush-set-up", ("R8", "R41")),
        ("ambush-reveal", ("R6", "R8", "R41")),
        ("smoke-marker", ("R6",)),
        ("plane-crash-score", ("R28", "R37")),
    ],
)
def test_it_cites_the_rulings_it_follows(procedure_id, rulings):
    assert catalog.get(procedure_id).rulings == rulings


def _filled(procedure):
    """The defaults, with 10 for the inputs that have none (a distance, a plane's cost)."""
    return procedure.inputs(**{f.name: f.default if f.default is not None else 10 for f in procedure.fields})
