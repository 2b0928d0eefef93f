"""Command on the table: duties at the start of a turn (Overwatch, Covering fire), a ranking officer's orders
(Ranking Officers), hiding (How to hide infantry units and officers), riding and towing (Transports)."""

from __future__ import annotations

import pytest

from battles.models import BattleUnit, LogEntry
from battles.services import command, turns
from battles.services.rolls import battle_roll
from battles.services.voids import void_last
from battles.table import duties
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, ready_to_play, state, unit_of, verified

OVERWATCH_SHOT = {"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "dice": ["6,6,6,6"]}


def declare(battle, seat, **by_profile):
    return command.declare_duties(
        code=battle.code,
        seat_id=seat.pk,
        duties_by_unit={unit_of(seat, p.replace("_", "-")).pk: d for p, d in by_profile.items()},
        key=key(),
    )


def activate(battle, seat, u):
    return turns.activate(code=battle.code, seat_id=seat.pk, unit_id=u.pk, key=key())


def act(battle, seat, action, *others):
    return command.unit_action(
        code=battle.code, seat_id=seat.pk, action=action, key=key(), others=[o.pk for o in others]
    )


def refresh(u):
    u.refresh_from_db()
    return u


# --- Duties -------------------------------------------------------------------------------------------


def test_it_puts_units_on_duty_and_logs_only_what_changed(playing):
    battle, anna, _ = playing
    entry = declare(battle, anna, de_mg42_hmg="overwatch", de_rifleman="covering-fire")
    assert refresh(unit_of(anna, "de-mg42-hmg")).tokens == {"overwatch": 1}
    assert refresh(unit_of(anna, "de-rifleman")).tokens == {"covering-fire": 1}
    assert entry.kind == "duties" and "on overwatch" not in entry.summary and "overwatch" in entry.summary
    again = declare(battle, anna, de_mg42_hmg="covering-fire", de_rifleman="covering-fire")
    assert [c["label"] for c in again.data["changes"]] == [unit_of(anna, "de-mg42-hmg").label]
    assert refresh(unit_of(anna, "de-mg42-hmg")).tokens == {"covering-fire": 1}  # one duty at a time
    with pytest.raises(Refused, match="Nothing changed"):
        declare(battle, anna, de_rifleman="covering-fire")


def test_standing_down_takes_the_duty_off(playing):
    battle, anna, _ = playing
    declare(battle, anna, de_sniper="overwatch")
    entry = declare(battle, anna, de_sniper="")
    assert refresh(unit_of(anna, "de-sniper")).tokens == {} and "stands down" in entry.summary


# One row per kind of unit: artillery neither watches nor covers, anti-tank weapons do not cover (the book's
# exceptions under Overwatch and Covering fire); a panzerschreck team covers with its rifles.
@pytest.mark.parametrize(
    ("profile", "duty", "allowed"),
    [
        ("de-mortar-team", "overwatch", False),
        ("de-mortar-team", "covering-fire", False),
        ("de-panzerschreck-team", "overwatch", True),
        ("de-panzerschreck-team", "covering-fire", True),
        ("de-mg42-hmg", "covering-fire", True),
        ("de-rifleman", "interceptor", False),
    ],
)
def test_duties_follow_the_books_exceptions(playing, profile, duty, allowed):
    battle, anna, _ = playing
    u = unit_of(anna, profile)
    if allowed:
        command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={u.pk: duty}, key=key())
        assert refresh(u).tokens == {duty: 1}
    else:
        with pytest.raises(Refused, match="cannot take up"):
            command.declare_duties(code=battle.code, seat_id=anna.pk, duties_by_unit={u.pk: duty}, key=key())
        assert refresh(u).tokens == {}


@pytest.mark.parametrize(
    ("profile", "duty", "allowed"),
    [("de-pak40", "overwatch", True), ("de-pak40", "covering-fire", False), ("de-flak38", "covering-fire", True)],
)
def test_an_at_gun_watches_but_does_not_cover_and_an_aa_gun_does_both(convoys, profile, duty, allowed):
    battle, anna, ben = convoys
    ready_to_play(battle, anna, ben)
    u = unit_of(anna, profile)
    assert (duty in duties.duties_open_to(u)) is allowed


def test_duties_are_given_only_before_initiative_and_only_to_your_own_units(playing):
    battle, anna, ben = playing
    with pytest.raises(Refused, match="your own units"):
        command.declare_duties(
            code=battle.code, seat_id=anna.pk, duties_by_unit={unit_of(ben, "us-sniper").pk: "overwatch"}, key=key()
        )
    initiative(battle, anna, "5,2")
    with pytest.raises(Refused, match="start of a turn"):
        declare(battle, anna, de_sniper="overwatch")


def test_covering_fire_costs_an_action_a_unit_every_turn_and_the_unit_does_nothing_else(playing):
    battle, anna, ben = playing
    declare(battle, anna, de_mg42_hmg="covering-fire", de_sniper="covering-fire")
    initiative(battle, anna, "5,2")
    anna.refresh_from_db()
    pool = anna.detachment["actions"]
    assert state(battle)["actions"][str(anna.pk)] == pool - 2
    with pytest.raises(Refused, match="covering fire"):
        activate(battle, anna, unit_of(anna, "de-mg42-hmg"))
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # the host ends turn 1 as referee
    assert refresh(unit_of(anna, "de-sniper")).tokens == {"covering-fire": 1}  # the duty lasts
    initiative(battle, anna, "5,2")
    assert state(battle)["actions"][str(anna.pk)] == pool - 2


def test_an_overwatch_unit_waits_and_each_shot_costs_an_action_next_turn(playing):
    battle, anna, ben = playing
    declare(battle, anna, de_mg42_hmg="overwatch")
    initiative(battle, anna, "5,2")
    pool = state(battle)["actions"][str(anna.pk)]
    with pytest.raises(Refused, match="overwatch"):
        activate(battle, anna, unit_of(anna, "de-mg42-hmg"))
    for _ in range(2):  # two shots in the enemy's turn, the second taken back
        battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="overwatch", data=OVERWATCH_SHOT, key=key())
    void_last(code=battle.code, seat_id=anna.pk, reason="that one was not in its arc", key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    initiative(battle, anna, "5,2")
    assert state(battle)["actions"][str(anna.pk)] == pool - 1
    verified(battle)


def test_a_duty_declaration_can_be_taken_back(playing):
    battle, anna, _ = playing
    declare(battle, anna, de_sniper="overwatch")
    void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())
    assert refresh(unit_of(anna, "de-sniper")).tokens == {}


# --- Orders -------------------------------------------------------------------------------------------


def test_orders_keep_play_with_the_officers_player_until_spent(playing):
    battle, anna, ben = playing
    anna.refresh_from_db()
    can_order = anna.detachment["orders_per_turn"]
    assert can_order >= 2  # the sample Grenadier officer orders several actions
    initiative(battle, anna, "5,2")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    activate(battle, anna, officer)
    entry = command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    assert f"order {can_order} actions" in entry.summary and state(battle)["orders"]["left"] == can_order
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    assert state(battle)["active"] == anna.pk  # the alternation is broken
    spent = 0
    for u in BattleUnit.objects.filter(seat=anna, unit_type="infantry").order_by("ref"):
        if spent >= can_order:
            break
        assert "by order" in activate(battle, anna, u).summary
        while state(battle)["activation"] and spent < can_order:
            turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
            spent += 1
    assert state(battle)["active"] == ben.pk and state(battle)["orders"] is None


def test_ending_orders_passes_play_on(playing):
    battle, anna, ben = playing
    anna.refresh_from_db()
    anna.detachment = {**anna.detachment, "activations_per_turn": 2}  # an officer activated twice a turn
    anna.save()
    initiative(battle, anna, "5,2")
    activate(battle, anna, BattleUnit.objects.get(seat=anna, unit_type="ranking-officer"))
    command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    with pytest.raises(Refused, match="already open"):
        command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    with pytest.raises(Refused, match="Finish the unit"):
        command.end_orders(code=battle.code, seat_id=anna.pk, key=key())
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    with pytest.raises(Refused, match="giving the orders"):
        activate(battle, anna, BattleUnit.objects.get(seat=anna, unit_type="ranking-officer"))
    entry = command.end_orders(code=battle.code, seat_id=anna.pk, key=key())
    assert "Ben activates next" in entry.summary and state(battle)["active"] == ben.pk


def test_orders_end_when_the_officer_falls(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    activate(battle, anna, officer)
    command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    activate(battle, anna, unit_of(anna, "de-rifleman"))
    BattleUnit.objects.filter(pk=officer.pk).update(status="dead")  # shot down by overwatch meanwhile
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    assert state(battle)["orders"] is None and state(battle)["active"] == ben.pk


def test_an_ordered_unit_cannot_take_more_actions_than_are_left_to_order(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    activate(battle, anna, BattleUnit.objects.get(seat=anna, unit_type="ranking-officer"))
    command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    battle.state = {**battle.state, "orders": {**battle.state["orders"], "left": 1}}
    battle.save()
    activate(battle, anna, unit_of(anna, "de-rifleman"))
    assert state(battle)["activation"]["allowed"] == 1


def test_only_a_ranking_officer_gives_orders(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    activate(battle, anna, unit_of(anna, "de-rifleman"))
    with pytest.raises(Refused, match="Only a ranking officer"):
        command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    assert state(battle)["activation"]["used"] == 0


def test_giving_orders_can_be_taken_back(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    activate(battle, anna, BattleUnit.objects.get(seat=anna, unit_type="ranking-officer"))
    before = state(battle)
    command.give_orders(code=battle.code, seat_id=anna.pk, key=key())
    void_last(code=battle.code, seat_id=anna.pk, reason="meant to shoot", key=key())
    assert state(battle) == before


# --- Hiding -------------------------------------------------------------------------------------------


def test_a_hidden_unit_unhides_before_it_fires(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    rifleman = unit_of(anna, "de-rifleman")
    activate(battle, anna, rifleman)
    act(battle, anna, "hide")
    assert refresh(rifleman).tokens == {"hidden": 1}
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    battle.state = {**battle.state, "active": anna.pk, "activations": {}}  # its next turn, for the test
    battle.save()
    activate(battle, anna, rifleman)
    with pytest.raises(Refused, match="unhide it first"):
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="shoot", key=key())
    act(battle, anna, "unhide")
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="shoot", key=key())
    assert refresh(rifleman).tokens == {}


def test_machines_do_not_hide(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    activate(battle, anna, unit_of(anna, "de-mg42-hmg"))
    with pytest.raises(Refused, match="Only infantry and officers hide"):
        act(battle, anna, "hide")
    assert state(battle)["activation"]["used"] == 0


# --- Riding and towing (the convoy: a truck carrying a rifleman and towing a Pak 40) -------------------


def test_passengers_start_aboard_and_move_with_their_vehicle_until_they_dismount(convoy_play):
    battle, anna, _ = convoy_play
    rifleman, truck = unit_of(anna, "de-rifleman"), unit_of(anna, "de-opel-blitz")
    activate(battle, anna, rifleman)
    with pytest.raises(Refused, match="aboard a vehicle"):
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    entry = act(battle, anna, "dismount")
    assert entry.summary.startswith(f"{rifleman.label} dismounts.")
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    battle.refresh_from_db()
    carrying = duties.carried(battle, list(BattleUnit.objects.filter(seat=anna)))
    assert rifleman.pk not in carrying and carrying[unit_of(anna, "de-pak40").pk] == {"by": truck.pk, "how": "towed"}


def test_a_transport_loads_and_unloads_everyone_for_one_action(convoy_play):
    battle, anna, _ = convoy_play
    truck, lmg = unit_of(anna, "de-opel-blitz"), unit_of(anna, "de-lmg-team")
    activate(battle, anna, truck)
    act(battle, anna, "load", lmg)
    battle.refresh_from_db()
    assert {pk for pk, c in duties.carried(battle, []).items() if c == {"by": truck.pk, "how": "rides"}} == {
        lmg.pk,
        unit_of(anna, "de-rifleman").pk,
    }
    entry = act(battle, anna, "unload")
    assert lmg.label in entry.summary and state(battle)["activation"] is None  # the truck's two actions are spent
    battle.refresh_from_db()
    assert [c["how"] for c in duties.carried(battle, []).values() if c["by"] == truck.pk] == ["towed"]


def test_a_vehicle_unhitches_its_gun_and_hitches_it_again(convoy_play):
    battle, anna, _ = convoy_play
    truck, pak, flak = unit_of(anna, "de-opel-blitz"), unit_of(anna, "de-pak40"), unit_of(anna, "de-flak38")
    activate(battle, anna, truck)
    with pytest.raises(Refused, match="already tows"):
        act(battle, anna, "hitch", flak)
    act(battle, anna, "unhitch")
    entry = act(battle, anna, "hitch", flak)
    assert "halved" in entry.summary
    battle.refresh_from_db()
    assert duties.carried(battle, [])[flak.pk] == {"by": truck.pk, "how": "towed"} and pak.pk not in duties.carried(
        battle, []
    )


def test_riding_changes_can_be_taken_back(convoy_play):
    battle, anna, _ = convoy_play
    activate(battle, anna, unit_of(anna, "de-rifleman"))
    act(battle, anna, "dismount")
    void_last(code=battle.code, seat_id=anna.pk, reason="it stays aboard", key=key())
    battle.refresh_from_db()
    assert unit_of(anna, "de-rifleman").pk in duties.carried(battle, list(BattleUnit.objects.filter(seat=anna)))


@pytest.mark.parametrize(
    ("action", "others", "message"),
    [
        ("mount", "enemy-truck", "your own units only"),
        ("mount", "pak", "carries no passengers"),
        ("mount", "", "Pick the vehicle"),
        ("fly", "", "Pick an action from the list"),
        ("unhide", "", "is not hidden"),
    ],
)
def test_bad_unit_actions_are_refused_and_change_nothing(convoy_play, action, others, message):
    battle, anna, ben = convoy_play
    lmg = unit_of(anna, "de-lmg-team")
    picks = {"enemy-truck": [unit_of(ben, "de-opel-blitz")], "pak": [unit_of(anna, "de-pak40")], "": []}[others]
    activate(battle, anna, lmg)
    before, count = state(battle), LogEntry.objects.filter(battle=battle).count()
    with pytest.raises(Refused, match=message):
        act(battle, anna, action, *picks)
    assert state(battle) == before and LogEntry.objects.filter(battle=battle).count() == count


# Passenger places: each rider takes a place per soldier alive in it (Passenger Capacity).
@pytest.mark.parametrize(("capacity", "riders", "room"), [(12, [1, 2], 9), (4, [4], 0), (2, [], 2), (3, [2, 2], -1)])
def test_room_left_counts_each_living_soldier_aboard(capacity, riders, room):
    car = BattleUnit(pk=1, stats={"passengers": capacity}, unit_type="transport")
    units = [car] + [BattleUnit(pk=10 + n, crew_alive=alive, unit_type="infantry") for n, alive in enumerate(riders)]
    carrying = {u.pk: {"by": 1, "how": "rides"} for u in units[1:]}
    assert duties.room_left(car, units, carrying) == room


def test_a_big_afv_has_three_actions_but_no_triple_move(convoy_play):
    battle, anna, _ = convoy_play
    truck = unit_of(anna, "de-opel-blitz")  # made a six-man fighting vehicle for the test: three actions
    BattleUnit.objects.filter(pk=truck.pk).update(unit_type="afv", stats={**truck.stats, "crew": 6}, crew_alive=6)
    activate(battle, anna, truck)
    assert state(battle)["activation"]["allowed"] == 3
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="double-move", key=key())
    with pytest.raises(Refused, match="no triple move"):
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="shoot", key=key())
    assert state(battle)["activation"] is None  # all three spent: play passes on


def test_one_seats_table_action_leaves_every_other_seats_riders_aboard(convoy_play):
    # Review finding: the first hide/ride/tow action rebuilt who rides where from one seat's units only.
    battle, anna, ben = convoy_play
    activate(battle, anna, unit_of(anna, "de-lmg-team"))
    act(battle, anna, "hide")
    battle.refresh_from_db()
    assert duties.carriage_of(battle, unit_of(ben, "de-rifleman"))["how"] == "rides"
    assert duties.carriage_of(battle, unit_of(ben, "de-pak40"))["how"] == "towed"


def test_a_hidden_unit_takes_no_duty(playing):
    battle, anna, _ = playing
    BattleUnit.objects.filter(pk=unit_of(anna, "de-sniper").pk).update(tokens={"hidden": 1})
    with pytest.raises(Refused, match="cannot take up overwatch"):
        declare(battle, anna, de_sniper="overwatch")
