"""The turn: start, initiative (R27), counters from the action pool (R22), alternating activations,
spending actions, ending the turn and the game (R29)."""

from __future__ import annotations

import pytest
from django.db import connection

from battles import selectors
from battles.models import BattleUnit, LogEntry, UndoNote
from battles.services import lobby, setup, turns
from battles.services.common import UNIT_STATE as UNIT_FIELDS
from battles.table import duties, forces
from bof_site.refusals import Refused
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import (
    AMERICANS,
    GERMANS,
    initiative,
    key,
    seat_examples,
    settle_setup,
    state,
    three_players,
)


def test_only_the_host_starts_and_only_after_force_morale(revealed):
    battle, anna, ben = revealed
    with pytest.raises(Refused, match="Roll force morale for team A first"):
        turns.start_battle(code=battle.code, seat_id=anna.pk)
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["3"]}, key=key())
    settle_setup(battle)
    with pytest.raises(Refused, match="Only the host"):
        turns.start_battle(code=battle.code, seat_id=ben.pk)
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    battle.refresh_from_db()
    assert (battle.phase, battle.turn, battle.state["step"]) == ("playing", 1, "initiative")


@pytest.mark.parametrize(("dice", "first"), [("5,2", "Anna"), ("1,6", "Ben")])
def test_the_higher_die_starts_and_counters_are_each_detachments_pool(playing, dice, first):
    battle, anna, ben = playing
    initiative(battle, anna, dice)
    s = state(battle)
    seats = {anna.pk: anna, ben.pk: ben}
    assert seats[s["order"][0]].display_name == first and s["active"] == s["order"][0]
    for seat in (anna, ben):
        seat.refresh_from_db()
        assert s["actions"][str(seat.pk)] == seat.detachment["actions"]  # no losses yet: the muster's pool


def test_a_tie_for_the_highest_is_rolled_again_by_the_tied_only(make_battle):
    # Three players: Anna and Cleo tie on 6; only they roll again (R27).
    battle, anna, ben, cleo = three_players(make_battle)
    entry = initiative(battle, anna, "6,2,6").entry
    assert "Anna, Cleo roll again" in entry.summary
    assert state(battle)["reroll"] == [1, 3]
    with pytest.raises(Refused, match="1 die|dice"):
        initiative(battle, anna, "6,2,6")  # only two dice now
    initiative(battle, anna, "2,5")
    s = state(battle)
    assert s["order"] == [cleo.pk, anna.pk, ben.pk] and s["step"] == "activations"


def test_activations_alternate_and_spend_the_counter(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    rifleman = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).first()
    before = state(battle)["actions"][str(anna.pk)]
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, key=key())
    assert state(battle)["activation"] == {"unit": rifleman.pk, "allowed": 2, "used": 0}
    with pytest.raises(Refused, match="not your turn"):
        turns.activate(code=battle.code, seat_id=ben.pk, unit_id=ben.units.first().pk, key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="shoot", key=key())
    s = state(battle)
    assert s["actions"][str(anna.pk)] == before - 2
    assert s["active"] == ben.pk and s["activation"] is None
    theirs = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=theirs.pk, key=key())
    turns.spend_action(code=battle.code, seat_id=ben.pk, action="double-move", key=key())
    assert state(battle)["active"] == anna.pk
    with pytest.raises(Refused, match="already been activated"):
        turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, key=key())


def test_a_repeated_tap_spends_once(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    same = key()
    first = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=same)
    again = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=same)
    assert first.pk == again.pk
    assert state(battle)["activation"]["used"] == 1


def test_putting_a_unit_back_unspent_keeps_the_turn(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    turns.end_activation(code=battle.code, seat_id=anna.pk, key=key())
    s = state(battle)
    assert s["active"] == anna.pk and s["activation"] is None
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())  # not counted as activated


def test_a_double_move_costs_two_and_needs_two(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    with pytest.raises(Refused, match="no action left for a double move"):
        turns.spend_action(code=battle.code, seat_id=anna.pk, action="double-move", key=key())


def test_only_the_host_ends_a_turn_with_actions_left_and_is_logged_as_referee(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    with pytest.raises(Refused, match="Actions are left"):
        turns.end_turn(code=battle.code, seat_id=ben.pk, key=key())
    entry = turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    assert entry.as_referee and battle.turn == 2 and battle.state["step"] == "initiative"


def test_after_the_last_turn_the_game_ends_and_the_seed_makes_every_roll_checkable(make_battle):
    battle, anna = make_battle(turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"roll": ["1"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"roll": ["1"]}, key=key())
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=anna.pk)
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"roll": ["1"]}, key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    battle.refresh_from_db()
    assert battle.phase == "ended" and battle.state["result"] == {"result": "draw", "reason": "last-turn"}
    export = selectors.battle_export(battle)
    assert export["server_seed"] == battle.server_seed
    report = fairplay.verify(export, head=battle.head_hash, commitment=battle.commitment)
    assert report.ok and report.rolls_recomputed == battle.roll_count >= 3
    # The end sealed the chain: the time it ended and every player's client seed, and the head moved past the last
    # entry to that closing link, so a file that hides the seed, or reopens the battle, is refused.
    last = battle.entries.order_by("-seq").first()
    sealed = last.seal.hash  # how the battle stood at its end, chained after the last entry
    assert sealed == fairplay.entry_hash(last.hash, {"sealed": export["entries"][-1]["sealed"]})
    assert battle.head_hash == fairplay.entry_hash(sealed, export["closing"]) != sealed
    assert export["ended_at"] == export["closing"]["closed"] == battle.ended_at.strftime(fairplay.AT_FORMAT)
    assert report.closed and report.head_noted == "at its closing"
    assert not fairplay.verify({**export, "server_seed": None}).ok
    reopened = {**export, "closing": None, "ended_at": None, "server_seed": None, "head": sealed}
    assert fairplay.verify(reopened).ok and not fairplay.verify(reopened, head=battle.head_hash).ok


def test_the_pool_loses_a_dead_soldiers_action(playing):
    battle, anna, _ = playing
    units = list(BattleUnit.objects.filter(seat=anna))
    anna.refresh_from_db()
    full, _ = forces.action_pool_now(units, anna.detachment["orders_per_turn"])
    rifleman = next(u for u in units if u.unit_type == "infantry" and u.stats["crew"] == 1)
    rifleman.status = "dead"
    less, steps = forces.action_pool_now(units, anna.detachment["orders_per_turn"])
    assert (full, less) == (anna.detachment["actions"], full - 1)
    assert any("loss" in s for s in steps)


def test_log_entries_of_a_turn_carry_its_number(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    assert LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="initiative").get().turn == 1


def test_an_action_that_rolls_spends_the_action_and_logs_the_dice_once(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    data = {"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "dice": ["1,1,1,1"]}
    same = key()
    result = turns.action_roll(
        code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data=data, key=same
    )
    again = turns.action_roll(
        code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data=data, key=same
    )
    assert again.replayed and again.entry.pk == result.entry.pk
    assert result.entry.data["result"] == "hit" and result.entry.data["target"] == 17  # 9 + close range 8
    assert result.entry.summary.startswith("Attack roll: hit.") and "shoot" in result.entry.summary
    assert state(battle)["activation"]["used"] == 1


def test_an_action_roll_with_bad_inputs_spends_nothing(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    before = state(battle)
    with pytest.raises(Refused):
        turns.action_roll(
            code=battle.code, seat_id=anna.pk, action="shoot", procedure_id="attack", data={"roll": ["1"]}, key=key()
        )
    assert state(battle) == before


# --- taking back a mistake ----------------------------------------------------------------------------


def test_a_void_puts_the_counter_and_the_unit_back_and_keeps_the_dice_in_the_log(playing):
    from battles.services.voids import void_last

    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    before = state(battle)
    entry = turns.action_roll(
        code=battle.code,
        seat_id=anna.pk,
        action="shoot",
        procedure_id="attack",
        data={"attack_value": ["9"], "distance": ["40"], "units": ["cm"], "roll": ["1"]},
        key=key(),
    ).entry
    void = void_last(code=battle.code, seat_id=anna.pk, reason="wrong target", key=key())
    assert void.voids == entry.seq and "wrong target" in void.summary
    assert state(battle) == before
    unit.refresh_from_db()
    assert unit.actions_used == 0
    battle.refresh_from_db()
    assert battle.roll_count == 1  # the voided dice stay used: a void never re-rolls them
    assert fairplay.verify(selectors.battle_export(battle)).ok


def test_an_entrys_undo_note_holds_only_the_units_the_change_touched(playing):
    from battles.services.voids import void_last

    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    activated = turns.activate(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, key=key())
    moved = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())

    notes = [UndoNote.objects.get(entry=entry).note for entry in (activated, moved)]
    assert BattleUnit.objects.filter(battle=battle).count() > 20
    # Activating changes no unit; the move changes the moving one alone: not a copy of both armies.
    assert notes[0]["units"] == [] and [row[0] for row in notes[1]["units"]] == [unit.pk]
    assert notes[1]["units"][0][UNIT_FIELDS.index("actions_used") + 1] == 0  # as it stood before the move
    assert notes[1]["state"]["activation"]["unit"] == unit.pk
    void_last(code=battle.code, seat_id=anna.pk, reason="wrong unit", key=key())
    unit.refresh_from_db()
    assert (unit.actions_used, unit.activated_turn) == (0, 0)  # put back as it stood before the move
    with connection.cursor() as cursor:  # the units' "before" rows never outlive the change that made them
        cursor.execute("SELECT count(*) FROM battles_unitbefore")
        assert cursor.fetchone()[0] == 0


def test_only_your_own_last_entry_can_be_taken_back(playing):
    from battles.services.voids import void_last

    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    with pytest.raises(Refused, match="only take back your own last entry"):
        void_last(code=battle.code, seat_id=ben.pk, reason="not mine", key=key())
    with pytest.raises(Refused, match="Say why"):
        void_last(code=battle.code, seat_id=anna.pk, reason="   ", key=key())
    void_last(code=battle.code, seat_id=anna.pk, reason="misread the dice", key=key())
    with pytest.raises(Refused, match="only take back your own last entry"):
        void_last(code=battle.code, seat_id=anna.pk, reason="again", key=key())  # a void is not voided
    assert state(battle)["step"] == "initiative"


def test_the_end_of_a_turn_takes_one_turn_tokens_off_and_keeps_the_rest_and_duties(playing):
    battle, anna, _ = playing
    unit = BattleUnit.objects.filter(seat=anna).first()
    unit.tokens = {"cool-down": 1, "overwatch": 1, "injured": 1, "suppressed": 2}  # a duty lasts until stood down
    unit.save()
    initiative(battle, anna, "5,2")
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    unit.refresh_from_db()
    assert unit.tokens == {"overwatch": 1, "injured": 1, "suppressed": 2}


def test_an_initiative_press_from_a_page_older_than_a_tie_is_refused(make_battle):
    battle, anna, ben, cleo = three_players(make_battle)
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,2,6"]}, key=key(), seen=[])
    with pytest.raises(Refused, match="Someone rolled initiative just now"):
        turns.roll_initiative(code=battle.code, seat_id=ben.pk, dice={"roll": ["1"]}, key=key(), seen=[])
    turns.roll_initiative(code=battle.code, seat_id=ben.pk, dice={"dice": ["2,5"]}, key=key(), seen=[1, 3])
    assert state(battle)["order"] == [cleo.pk, anna.pk, ben.pk]


def _give_each_unit_one_action(battle, seats) -> list[str]:
    """Every activation spends one action and hands the unit back; returns the log lines of passing on."""
    said = []
    for _ in range(200):
        s = state(battle)
        if s["step"] != "activations":
            return said
        seat = seats[s["active"]]
        done = s.get("activations", {})
        unit = next(
            u
            for u in BattleUnit.objects.filter(seat=seat, status="active").order_by("ref")
            if str(u.pk) not in done and not duties.why_not_activated(u, seat.detachment, done, battle.turn)
        )
        turns.activate(code=battle.code, seat_id=seat.pk, unit_id=unit.pk, key=key())
        spent = turns.spend_action(code=battle.code, seat_id=seat.pk, action="other", key=key())
        if state(battle)["activation"]:  # a unit with one action only has already handed over
            spent = turns.end_activation(code=battle.code, seat_id=seat.pk, key=key())
        said.append(spent.summary)
    raise AssertionError("the turn never came to its end")


def test_a_side_with_actions_left_but_no_unit_to_activate_has_finished_and_the_turn_ends_without_a_referee(playing):
    # R38: each unit acts once and keeps its second action; the counters outlast the units, so both sides
    # finish with actions left, which lapse, and any player (not only the host) ends the turn.
    battle, anna, ben = playing
    anna.refresh_from_db()
    ben.refresh_from_db()
    initiative(battle, anna, "5,2")
    s = state(battle)
    units = BattleUnit.objects.filter(battle=battle)
    assert all(s["actions"][str(seat.pk)] > units.filter(seat=seat).count() for seat in (anna, ben))
    said = _give_each_unit_one_action(battle, {anna.pk: anna, ben.pk: ben})
    s = state(battle)
    assert s["step"] == "end" and s["active"] is None
    assert s["actions"] == {str(anna.pk): 0, str(ben.pk): 0}
    assert any("Anna has no unit left to activate" in line and "lapse" in line for line in said)
    entry = turns.end_turn(code=battle.code, seat_id=ben.pk, key=key())
    assert not entry.as_referee and state(battle)["step"] == "initiative"


def test_a_quick_move_activates_spends_one_action_and_hands_play_on_in_one_entry(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    rifleman = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).first()
    before = state(battle)["actions"][str(anna.pk)]
    entries = LogEntry.objects.filter(battle=battle).count()

    entry = turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, action="move", key=key())

    s = state(battle)
    assert s["actions"][str(anna.pk)] == before - 1 and s["activation"] is None and s["active"] == ben.pk
    assert LogEntry.objects.filter(battle=battle).count() == entries + 1 and entry.kind == "action"
    assert entry.summary.startswith(f"{rifleman.label} is activated: up to 2 actions. {rifleman.label}: move.")
    with pytest.raises(Refused, match="not your turn"):
        turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, action="move", key=key())
    with pytest.raises(Refused, match="Pick an action"):  # a shot is rolled: it has its own form
        turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=rifleman.pk, action="shoot", key=key())
