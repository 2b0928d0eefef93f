"""Open Fire's mission markers (Deploying Units, Ambush, Action: Secure and its four kinds of objective), one row
per case of the text's own numbers and words."""

from __future__ import annotations

import pytest

from rules.engine.open_fire.procedures.objectives import (
    DeployInputs,
    HoldInputs,
    SecureInputs,
    deploy,
    objective_hold,
    secure,
)


@pytest.mark.parametrize(
    ("inputs", "result"),
    [
        (DeployInputs(entry_distance=6), "deployed"),  # within 6 in includes 6
        (DeployInputs(entry_distance=6.5), "too-far"),
        (DeployInputs(entry_distance=0), "deployed"),
        (DeployInputs(entry_distance=20, ambush=True, enemy_distance=12.5), "deployed"),  # anywhere, > 12 in
        (DeployInputs(ambush=True, enemy_distance=12), "too-close"),  # more than 12: exactly 12 is not (O52)
        (DeployInputs(ambush=True, enemy_distance=3), "too-close"),
        (DeployInputs(room=False, must_deploy=True), "destroyed"),  # must deploy, cannot be placed
        (DeployInputs(room=False, must_deploy=False), "stays-in-reserve"),
        (DeployInputs(room=False, must_deploy=True, ambush=True), "destroyed"),
    ],
)
def test_deploying_from_reserve(inputs, result):
    assert deploy(inputs, None).result == result


def test_an_ambush_skips_the_free_six_inches_but_activates():
    steps = " ".join(deploy(DeployInputs(ambush=True, enemy_distance=13), None).steps)
    assert "without the free 6 in" in steps and "activates as normal" in steps


@pytest.mark.parametrize(
    ("inputs", "result", "reason"),
    [
        (SecureInputs(distance=1), "secured", None),  # within 1 in includes 1
        (SecureInputs(distance=0), "secured", None),
        (SecureInputs(distance=1.5), "may-not-secure", "too-far"),
        (SecureInputs(vehicle=True), "may-not-secure", "vehicle"),  # vehicles cannot secure objectives
        (SecureInputs(enemy_distance=1), "may-not-secure", "enemy-in-assault-range"),
        (SecureInputs(enemy_distance=1.2), "secured", None),
        (SecureInputs(enemy_at_marker=1), "not-secured", "contested"),  # O53
        (SecureInputs(enemy_at_marker=0.5), "not-secured", "contested"),
        (SecureInputs(enemy_at_marker=1.5), "secured", None),
        (SecureInputs(objective="access"), "scored", None),  # scored at once
        (SecureInputs(objective="destroy"), "secured", None),
        (SecureInputs(objective="recover"), "secured", None),
        (SecureInputs(objective="access", enemy_at_marker=1), "not-secured", "contested"),
    ],
)
def test_the_secure_action(inputs, result, reason):
    outcome = secure(inputs, None)
    assert outcome.result == result
    assert outcome.value("reason") == reason


@pytest.mark.parametrize(
    ("objective", "now", "later"),
    [("control", 0, 3), ("destroy", 0, 3), ("access", 3, 0), ("recover", 0, 3)],
)
def test_when_a_secured_objective_pays(objective, now, later):
    outcome = secure(SecureInputs(objective=objective, points=3), None)
    assert (outcome.value("points_now"), outcome.value("points_later")) == (now, later)


@pytest.mark.parametrize(
    ("inputs", "result", "points"),
    [
        (HoldInputs("control", 2, "during-game", army_distance=6), "held", 0),  # within 6 in includes 6
        (HoldInputs("control", 2, "during-game", army_distance=6.5), "lost", 0),
        (HoldInputs("control", 2, "end-of-game", army_distance=3), "scored", 2),  # O55
        (HoldInputs("control", 2, "end-of-game", army_distance=7), "lost", 0),
        (HoldInputs("control", 2, "during-game", enemy_secured=True), "lost", 0),  # O54
        (HoldInputs("destroy", 2, "during-game"), "held", 0),
        (HoldInputs("destroy", 2, "end-of-next-round"), "scored", 2),  # destroyed and removed
        (HoldInputs("destroy", 2, "end-of-next-round", army_distance=30), "scored", 2),  # no 6 in rule for it
        (HoldInputs("destroy", 2, "end-of-next-round", enemy_secured=True), "lost", 0),
        (HoldInputs("destroy", 2, "end-of-game"), "not-scored", 0),  # the game ended first (O55)
        (HoldInputs("access", 2, "during-game"), "removed", 0),  # already scored and gone
        (HoldInputs("recover", 2, "during-game"), "held", 0),
        (HoldInputs("recover", 2, "end-of-game"), "scored", 2),  # the unit survived
        (HoldInputs("recover", 2, "end-of-game", unit_alive=False), "destroyed", 0),
        (HoldInputs("recover", 2, "during-game", unit_alive=False), "destroyed", 0),
        (HoldInputs("recover", 2, "end-of-game", enemy_secured=True), "scored", 2),  # carried: O54
    ],
)
def test_a_secured_objective_later(inputs, result, points):
    outcome = objective_hold(inputs, None)
    assert outcome.result == result
    assert outcome.value("points") == points
