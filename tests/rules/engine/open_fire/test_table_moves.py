"""The vehicles expansion and free attacks on the table (Transports, Aircraft, Vehicle Attacks, Assault Range), played
through the pure state functions, one rule of the text per test."""

from __future__ import annotations

import pytest

from rules.engine.open_fire import table as t
from rules.engine.open_fire import table_moves as m
from rules.engine.outcome import InvalidInput

INFANTRY = ("Infantry",)


def unit(ref, player, name, models=3, hp=1, **kw):
    return t.Unit(ref, player, name, tuple(t.Model(hp, hp, leader=n == 0) for n in range(models)), **kw)


def game():
    units = [
        unit(1, "Anna", "Rifles", 4, types=INFANTRY),
        unit(2, "Anna", "Half-track", 1, 6, types=("Vehicle", "Transport"), special=("Capacity (6)",)),
        unit(3, "Anna", "Scouts", 3, types=INFANTRY),
        unit(4, "Anna", "Fighter", 1, 5, types=("Vehicle", "Aircraft")),
        unit(5, "Ben", "Raiders", 3, types=INFANTRY),
        unit(6, "Ben", "Tank", 1, 8, types=("Vehicle",)),
        unit(7, "Ben", "Snipers", 2, types=INFANTRY),
    ]
    g = t.new_game(["Anna", "Ben"], units)
    g, _ = t.start_round(g, ["Anna", "Ben"])
    return g


def deployed(g, *refs):
    """Each unit deploys and is done at once, the players taking turns as the round says."""
    for ref in refs:
        g, _ = t.activate(g, g.unit(ref).player, ref)
        g, _ = t.end_activation(g)
    return g


def into_transport(g):
    g = deployed(g, 2, 5)
    g, _ = t.activate(g, "Anna", 1)
    g = t.take(g, "move")
    return m.embark(g, 2)


def test_a_unit_gets_in_after_its_move_and_its_activation_ends():
    g, said = into_transport(game())
    rifles = g.unit(1)
    assert (rifles.where, rifles.aboard, rifles.activated, g.activation) == ("embarked", 2, True, None)
    assert "gets into Half-track" in said and g.active == "Ben"
    assert m.aboard(g, 2) == 4


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (lambda g: t.take(g, "attack"), "before it attacks"),  # it gets in after moving: no attack, no securing
        (lambda g: g, ""),  # it may also get in without moving, its leader already within 1 in
    ],
)
def test_getting_in_comes_after_the_move_and_before_any_attack(setup, message):
    g = deployed(game(), 2, 5)
    g, _ = t.activate(g, "Anna", 1)
    g = setup(g)
    if message:
        with pytest.raises(InvalidInput, match=message):
            m.embark(g, 2)
    else:
        assert m.embark(g, 2)[0].unit(1).where == "embarked"


def test_capacity_counts_every_model_aboard():
    g, _ = into_transport(game())  # 4 of 6 places taken
    g = deployed(g, 6)
    g, _ = t.activate(g, "Anna", 3)  # three more models: no room
    assert m.transports_for(g, g.unit(3)) == ()
    with pytest.raises(InvalidInput, match="room for 2 more models; Scouts has 3"):
        m.embark(g, 2)


def test_only_infantry_ride_and_only_in_a_friendly_transport():
    g = deployed(game(), 2, 6)
    g, _ = t.activate(g, "Anna", 4)
    with pytest.raises(InvalidInput, match="only infantry"):
        m.embark(g, 2)
    g = deployed(game(), 2, 5)
    g, _ = t.end_activation(t.activate(g, "Anna", 1)[0])
    g, _ = t.activate(g, "Ben", 6)
    g, _ = t.end_activation(g)
    g, _ = t.activate(g, "Anna", 3)
    with pytest.raises(InvalidInput, match="one of your transports"):
        m.embark(g, 6)


def test_a_passenger_gets_out_as_it_is_activated_and_may_not_get_back_in_then():
    g, _ = into_transport(game())
    g = deployed(g, 6, 3, 7, 4)  # Ben's tank and snipers, Anna's scouts and fighter; round 1 is over
    g, _ = t.start_round(g, ["Anna", "Ben"])
    g, said = t.activate(g, "Anna", 1)
    assert g.unit(1).where == "table" and g.unit(1).aboard == 0 and "gets out of Half-track" in said
    assert t.next_actions(g)[0] == "move"
    with pytest.raises(InvalidInput, match="may not get back in"):
        m.embark(g, 2)


def test_a_passenger_may_stay_aboard_and_spend_its_activation():
    g, _ = into_transport(game())
    g = deployed(g, 6, 3, 7, 4)
    g, _ = t.start_round(g, ["Anna", "Ben"])
    g, said = t.activate(g, "Anna", 1, deployed=False)
    assert g.unit(1).where == "embarked" and g.unit(1).activated and "stays aboard" in said


def test_a_destroyed_transport_throws_its_passengers_out_and_the_owner_places_them():
    g, _ = into_transport(game())
    g, said = t.damaged(g, 2, (t.Model(0, 6, leader=True),))
    assert "must get out of the wreck" in said and g.wrecked == (1,)
    assert g.unit(1).where == "table"
    with pytest.raises(InvalidInput, match="First place Rifles"):
        t.activate(g, "Ben", 5)
    g, said = m.placed_from_wreck(g, 1, leader_placed=True, placed=2)  # one of the three others has no room
    assert len(g.unit(1).alive) == 3 and g.unit(1).damaged and g.wrecked == ()
    assert "loses 1 hit point" in said


def test_passengers_whose_leader_cannot_be_placed_are_all_lost():
    g, _ = into_transport(game())
    g, _ = t.damaged(g, 2, (t.Model(0, 6, leader=True),))
    g, said = m.placed_from_wreck(g, 1, leader_placed=False, placed=0)
    assert g.unit(1).where == "destroyed" and "Rifles is destroyed" in said
    with pytest.raises(InvalidInput, match="not waiting"):
        m.placed_from_wreck(g, 1, leader_placed=True, placed=0)


def test_an_attack_goes_on_after_its_first_weapon_until_the_unit_secures_or_is_done():
    g = deployed(game(), 2, 5)
    g, _ = t.activate(g, "Anna", 4)  # the fighter
    g = t.take(g, "attack")
    assert t.next_actions(g)[0] == "attack"  # another of its weapons
    g, _ = t.end_activation(g)
    g, _ = t.activate(g, "Ben", 7)
    g = t.take(g, "attack")
    assert t.next_actions(g)[0] == "attack"  # its other models' weapons (which are left, the table's profiles say)
    g = t.take(g, "secure")
    assert "attack" not in t.next_actions(g)


def test_an_aircraft_leaves_the_battlefield_into_reserve_or_is_lost_without_room():
    g = deployed(game(), 2, 5)
    g, _ = t.activate(g, "Anna", 4)
    with pytest.raises(InvalidInput, match="move it first"):
        m.leave_battlefield(g)
    g, said = m.leave_battlefield(t.take(g, "move"))
    assert g.unit(4).where == "reserve" and g.unit(4).activated and "back into reserve" in said
    g = deployed(game(), 2, 5)
    g, _ = t.activate(g, "Anna", 4)
    g, said = m.aircraft_lost(t.take(g, "move"))
    assert g.unit(4).where == "destroyed" and "no room to fly" in said
    g = deployed(game(), 2, 5)
    g, _ = t.activate(g, "Anna", 1)
    with pytest.raises(InvalidInput, match="not an aircraft"):
        m.leave_battlefield(t.take(g, "move"))


def test_leaving_an_enemys_assault_range_owes_it_a_free_attack_after_the_activation():
    g = deployed(game(), 2, 5, 3, 6)
    g, _ = t.activate(g, "Anna", 1)
    g = m.left_assault_range(t.take(g, "move"), [5, 6])
    g, said = t.end_activation(g)
    assert g.free == ((5, 1),)  # the tank is a vehicle: no free attack
    assert "a free attack is owed" in said and g.active == "Anna"  # play waits for it
    with pytest.raises(InvalidInput, match="free attack of Raiders"):
        t.activate(g, "Ben", 6)
    g, said = t.free_attack_over(g, 5)
    assert g.free == () and g.active == "Ben"


def test_a_free_attack_owed_to_a_mover_that_is_gone_lapses():
    g = deployed(game(), 2, 5, 3, 6)
    g, _ = t.activate(g, "Anna", 1)
    g = m.left_assault_range(t.take(g, "move"), [5])
    g, _ = t.end_activation(g)
    g, _ = t.damaged(g, 1, tuple(t.Model(0, 1, leader=n == 0) for n in range(4)))
    g, _ = t.free_attack_over(g, 5)
    assert g.free == () and g.active == "Ben"
    with pytest.raises(InvalidInput, match="owed no free attack"):
        t.free_attack_over(g, 5)


def test_only_enemy_units_on_the_battlefield_can_be_left_behind():
    g = deployed(game(), 2, 5)
    g, _ = t.activate(g, "Anna", 1)
    with pytest.raises(InvalidInput, match="enemy unit on the battlefield"):
        m.left_assault_range(g, [3])
    with pytest.raises(InvalidInput, match="enemy unit on the battlefield"):
        m.left_assault_range(g, [6])  # the tank is still in reserve


def test_the_new_state_keeps_as_json():
    g, _ = into_transport(game())
    g, _ = t.damaged(g, 2, (t.Model(0, 6, leader=True),))
    assert t.from_json(t.as_json(g)) == g
