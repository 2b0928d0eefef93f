"""An Open Fire game's round on the table (The Round, Activating Units, Check Stress, Remove Activation Markers,
Ending the Game), played through the pure state functions, one rule of the text per test."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine.open_fire import table as t
from rules.engine.outcome import InvalidInput


def squad(ref, player, name, models=3, hp=1, **kw):
    return t.Unit(ref, player, name, tuple(t.Model(hp, hp, leader=n == 0) for n in range(models)), **kw)


def game(**kw):
    units = [squad(1, "Anna", "Rangers"), squad(2, "Anna", "Mortar", 1, 2, special=("Support",)),
             squad(3, "Ben", "Raiders"), squad(4, "Ben", "Walker", 1, 6, types=("Vehicle",))]  # fmt: skip
    return t.new_game(["Anna", "Ben"], kw.pop("units", units), **kw)


def test_every_unit_starts_in_reserve_and_the_initiative_winner_goes_first():
    g = game()
    assert {u.where for u in g.units} == {"reserve"} and g.phase == "initiative"
    g, said = t.start_round(g, ["Ben", "Anna"])
    assert (g.round, g.active, g.phase) == (1, "Ben", "activations")
    assert "Ben won the initiative" in said


def test_a_unit_in_reserve_deploys_as_it_is_activated_and_acts_in_order():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    g, said = t.activate(g, "Anna", 1)
    assert g.unit(1).where == "table" and "deploys from reserve" in said
    assert t.next_actions(g) == ("move", "attack", "secure", "abilities")  # no stress: nothing to recover
    g = t.take(g, "attack")
    # once it attacked it cannot move; its attack goes on while models are left to attack (Attack Procedure)
    assert t.next_actions(g) == ("attack", "secure", "abilities")
    with pytest.raises(InvalidInput, match="in order"):
        t.take(g, "move")


def test_players_alternate_and_a_unit_acts_once_a_round():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    with pytest.raises(InvalidInput, match="Finish the unit"):
        t.activate(g, "Anna", 2)
    g, said = t.end_activation(g)
    assert g.active == "Ben" and "Ben activates next" in said
    with pytest.raises(InvalidInput, match="Ben's turn"):
        t.activate(g, "Anna", 2)
    with pytest.raises(InvalidInput, match="not yours"):
        t.activate(g, "Ben", 2)
    g, _ = t.activate(g, "Ben", 3)
    g, _ = t.end_activation(g)
    with pytest.raises(InvalidInput, match="already been activated"):
        t.activate(g, "Anna", 1)


def test_a_player_with_nothing_left_to_activate_is_passed_over():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    for player, ref in (("Anna", 1), ("Ben", 3), ("Anna", 2), ("Ben", 4)):
        g, said = t.activate(g, player, ref)
        g, said = t.end_activation(g)
    assert g.phase == "initiative" and "Round 1 is over" in said
    assert not any(u.activated for u in g.units)  # Remove Activation Markers


def test_only_support_units_and_aircraft_may_stay_in_reserve():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    with pytest.raises(InvalidInput, match="support unit or an aircraft"):
        t.activate(g, "Anna", 1, deployed=False)
    g, said = t.activate(g, "Anna", 2, deployed=False)  # held in round 1, or a failed roll from round 2
    assert g.unit(2).where == "reserve" and g.unit(2).activated and g.active == "Ben"
    assert "stays in reserve" in said


def test_a_unit_that_cannot_be_placed_is_destroyed():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    g, _ = t.not_placed(g, 1)
    assert g.unit(1).where == "destroyed" and g.active == "Ben"


def test_recover_removes_the_stress_the_rolls_took_off():
    units = [replace(squad(1, "Anna", "Rangers"), stress=3), squad(3, "Ben", "Raiders")]
    g, _ = t.start_round(game(units=units), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    assert t.next_actions(g)[0] == "recover"
    g, said = t.recovered(g, 2)
    assert g.unit(1).stress == 1 and "2 stress removed, 1 left" in said


def test_damage_takes_hit_points_and_a_unit_with_none_left_is_destroyed():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    walker = g.unit(4)
    g, said = t.damaged(g, 4, (t.Model(2, 6, leader=True),))
    assert g.unit(4).damaged and "loses 4 hit points" in said
    g, said = t.damaged(g, 4, (t.Model(0, 6, leader=True),))
    assert g.unit(4).where == "destroyed" and "destroyed" in said
    with pytest.raises(InvalidInput, match="gives hit points back"):
        t.damaged(g, 4, (replace(walker.models[0], hp=6),))
    with pytest.raises(InvalidInput, match="has 1 models"):
        t.damaged(g, 4, (t.Model(1, 6), t.Model(1, 6)))


def test_check_stress_adds_one_to_every_damaged_unit_never_above_three():
    units = [replace(squad(1, "Anna", "Rangers"), stress=3), squad(3, "Ben", "Raiders", models=2)]
    g, _ = t.start_round(game(units=units), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    g, _ = t.damaged(g, 3, (t.Model(1, 1, leader=True), t.Model(0, 1)))
    g, _ = t.damaged(g, 1, (t.Model(1, 1, leader=True), t.Model(1, 1), t.Model(0, 1)))
    g, _ = t.end_activation(g)
    g, _ = t.activate(g, "Ben", 3)
    g, said = t.end_activation(g)
    assert (g.unit(1).stress, g.unit(3).stress) == (3, 1)
    assert "Raiders took damage this round: 1 stress" in said
    assert not g.unit(3).damaged  # counted once: the next round starts clean


def test_vehicles_cannot_secure_objectives():
    g, _ = t.start_round(game(), ["Ben", "Anna"])
    g, _ = t.activate(g, "Ben", 4)
    assert "secure" not in t.next_actions(g)


def test_a_player_with_no_unit_on_the_battlefield_at_the_end_of_a_round_forfeits():
    units = [squad(1, "Anna", "Rangers"), squad(3, "Ben", "Raiders")]
    g, _ = t.start_round(game(units=units), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    g, _ = t.damaged(g, 1, tuple(replace(m, hp=0) for m in g.unit(1).models))
    g, _ = t.end_activation(g)
    g, _ = t.activate(g, "Ben", 3)
    g, said = t.end_activation(g)
    assert (g.phase, g.winner, g.how) == ("ended", "Ben", "forfeit") and "Anna has no unit" in said


def test_when_nobody_is_left_nobody_wins():
    units = [squad(1, "Anna", "Rangers"), squad(3, "Ben", "Raiders")]
    g, _ = t.start_round(game(units=units), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    for ref in (1, 3):
        g, _ = t.damaged(g, ref, tuple(replace(m, hp=0) for m in g.unit(ref).models))
    g, said = t.end_activation(g)
    assert (g.phase, g.winner, g.how) == ("ended", "draw", "nobody-left")


@pytest.mark.parametrize(
    ("vp", "winner"), [({"Anna": 3, "Ben": 1}, "Anna"), ({"Anna": 0, "Ben": 2}, "Ben"), ({"Anna": 2, "Ben": 2}, "draw")]
)
def test_after_the_last_round_the_most_victory_points_win(vp, winner):
    units = [squad(1, "Anna", "Rangers"), squad(3, "Ben", "Raiders")]
    g = game(units=units, rounds=1)
    for player, points in vp.items():
        g, _ = t.scored(g, player, points, "an access objective")
    g, _ = t.start_round(g, ["Anna", "Ben"])
    for player, ref in (("Anna", 1), ("Ben", 3)):
        g, _ = t.activate(g, player, ref)
        g, said = t.end_activation(g)
    assert (g.phase, g.winner, g.how) == ("ended", winner, "victory-points")


def test_the_state_keeps_as_json_and_comes_back_the_same():
    g, _ = t.start_round(game(), ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    g = t.take(g, "move", advanced=True)
    assert t.from_json(t.as_json(g)) == g


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: t.new_game(["Anna"], []), "at least two players"),
        (lambda: t.new_game(["Anna", "Ben"], [], rounds=0), "1 to 20 rounds"),
        (lambda: t.new_game(["Anna", "Ben"], [squad(1, "Cleo", "Ghosts")]), "belongs to no player"),
        (lambda: t.start_round(game(), ["Anna"]), "every player once"),
        (lambda: t.activate(game(), "Anna", 1), "No unit can be activated"),
    ],
)
def test_it_refuses_what_the_rules_cannot_use(call, message):
    with pytest.raises(InvalidInput, match=message):
        call()


def two_squads(**kw):
    units = [squad(1, "Anna", "Rangers"), squad(3, "Ben", "Raiders")]
    return t.new_game(["Anna", "Ben"], units, **kw)


def a_round(g, secure=None, *, first=("Anna", 1), then=("Ben", 3)):
    """One round: each player activates their squad; `secure` maps a player to the objective they secure."""
    g, _ = t.start_round(g, [first[0], then[0]])
    said = ""
    for player, ref in (first, then):
        g, _ = t.activate(g, player, ref)
        if secure and player in secure:
            g, _ = t.secured(g, secure[player])
        g, said = t.end_activation(g)
    return g, said


def test_an_access_objective_scores_at_once_and_is_removed():
    g, _ = a_round(two_squads(objectives=[("access", 3)]), {"Anna": 1})
    assert g.vp("Anna") == 3 and g.objectives[0].gone
    with pytest.raises(InvalidInput, match="no such objective"):
        g, _ = a_round(g, {"Ben": 1})


def test_a_destroy_objective_scores_at_the_end_of_the_next_round_and_changing_hands_restarts_it():
    g, _ = a_round(two_squads(objectives=[("destroy", 2)]), {"Anna": 1})
    assert g.vp("Anna") == 0  # not yet: it must stay secured until the end of the next round
    g, _ = a_round(g, {"Ben": 1})  # Ben takes it over in round 2: his count starts now (O54)
    assert (g.vp("Anna"), g.vp("Ben"), g.objectives[0].gone) == (0, 0, False)
    g, said = a_round(g)
    assert (g.vp("Ben"), g.objectives[0].gone) == (2, True) and "destroy" in said


def test_control_and_recover_score_for_their_holder_when_the_last_round_is_over():
    g, _ = a_round(two_squads(rounds=2, objectives=[("control", 2), ("recover", 4)]), {"Anna": 1, "Ben": 2})
    assert (g.vp("Anna"), g.vp("Ben")) == (0, 0)
    g, said = a_round(g)
    assert (g.vp("Anna"), g.vp("Ben"), g.winner) == (2, 4, "Ben")


def test_a_recover_objective_is_lost_with_its_unit():
    units = [squad(1, "Anna", "Rangers"), squad(2, "Anna", "Scouts"), squad(3, "Ben", "Raiders")]
    g = t.new_game(["Anna", "Ben"], units, objectives=[("recover", 4)])
    g, _ = t.start_round(g, ["Anna", "Ben"])
    g, _ = t.activate(g, "Anna", 1)
    g, _ = t.secured(g, 1)
    g, _ = t.damaged(g, 1, tuple(replace(m, hp=0) for m in g.unit(1).models))
    g, _ = t.end_activation(g)
    for player, ref in (("Ben", 3), ("Anna", 2)):
        g, _ = t.activate(g, player, ref)
        g, said = t.end_activation(g)
    assert g.objectives[0].gone and "lost with the unit" in said


def test_a_vehicle_may_not_secure_and_a_bad_objective_is_refused():
    with pytest.raises(InvalidInput, match="control, destroy, access or recover"):
        two_squads(objectives=[("hold", 2)])
    g, _ = t.start_round(game(), ["Ben", "Anna"])
    g, _ = t.activate(g, "Ben", 4)
    with pytest.raises(InvalidInput, match="cannot secure"):
        t.secured(g, 1)
