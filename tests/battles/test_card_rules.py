"""Event cards in force change the table: fog forbids far shots, morale cards move morale checks, a
preparatory barrage is prompted before the first activation. The pure rules first, one row per card, then
the battle's forms and refusals (each failed before the cards were read)."""

from __future__ import annotations

import re

import pytest

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import cards, command, followups, lobby, markers, turns
from battles.services.rolls import battle_roll
from battles.table import card_rules, chain
from battles.table.forces import activation_kind
from battles.table.prefill import prefill
from bof_site.refusals import Refused
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples
from tests.battles.pages import phone, text

ANNA, BEN = 1, 2
TEAMS = {ANNA: "A", BEN: "B"}


def drawn(*cards_of: tuple[int, str, str, int]) -> dict:
    """A battle state whose seats drew these cards: (seat, key, affects, duration)."""
    deck = [
        {"key": k, "title": k.replace("-", " ").capitalize(), "affects": a, "duration": d} for _, k, a, d in cards_of
    ]
    return {"cards": {"deck": deck, "hands": [{"seat": s, "cards": [i]} for i, (s, *_rest) in enumerate(cards_of)]}}


def forced(state: dict, turn: int) -> list[card_rules.InForce]:
    """The cards of such a state in force this turn, its deck given as a battle's deck_of gives it."""
    return card_rules.in_force(state, turn, TEAMS, deck=state["cards"]["deck"])


@pytest.mark.parametrize(
    ("card", "affects", "seat", "team", "modifier"),
    [
        ("letters-from-home", "drawing-player", ANNA, "A", 1),
        ("letters-from-home", "drawing-player", BEN, "B", 0),
        ("battle-fatigue", "all", ANNA, "A", -1),
        ("battle-fatigue", "all", BEN, "B", -1),
        ("heavy-rain", "all", BEN, "B", 0),
    ],
)
def test_morale_cards_move_the_checks_of_the_units_they_concern(card, affects, seat, team, modifier):
    now = forced(drawn((ANNA, card, affects, 2)), 1)
    assert card_rules.morale_modifier(now, seat=seat, team=team) == modifier


@pytest.mark.parametrize(
    ("card", "distance", "units", "refused"),
    [
        ("morning-fog", 99, "cm", ""),
        ("morning-fog", 100, "cm", "far range"),  # 100 cm is far (R7)
        ("morning-fog", 40, "in", "far range"),
        ("dusk", 100, "cm", ""),
        ("dusk", 101, "cm", "farther than 100 cm"),
        ("dusk", 41, "in", "farther than 100 cm"),
        ("heavy-rain", 150, "cm", ""),
    ],
)
def test_fog_and_dusk_forbid_the_far_shots(card, distance, units, refused):
    now = forced(drawn((ANNA, card, "all", 2)), 1)
    said = card_rules.attack_refused(now, distance=distance, units=units)
    assert (refused in said) if refused else said == ""


@pytest.mark.parametrize(("turn", "in_force"), [(0, False), (1, True), (2, True), (3, False)])
def test_a_two_turn_card_works_in_turns_1_and_2(turn, in_force):
    assert bool(forced(drawn((ANNA, "morning-fog", "all", 2)), turn)) is in_force


def test_the_barrage_is_owed_in_turn_1_before_the_first_activation_only():
    state = drawn((ANNA, "preparatory-barrage", "drawing-player", 1))
    now = forced(state, 1)
    assert [c.key for c in card_rules.barrage_owed(now, state, 1)] == ["preparatory-barrage"]
    assert card_rules.barrage_owed(now, {**state, "activations": {"5": 1}}, 1) == []
    assert card_rules.barrage_owed(now, {**state, "barrages_fired": [ANNA]}, 1) == []
    assert card_rules.barrage_owed(forced(state, 2), state, 2) == []


@pytest.mark.parametrize(("rolling", "fired"), [(ANNA, ANNA), (BEN, BEN), (3, ANNA)])
def test_an_artillery_roll_fires_the_rolling_seats_own_barrage_else_the_first_owed(rolling, fired):
    state = drawn((ANNA, "preparatory-barrage", "drawing-player", 1), (BEN, "preparatory-barrage", "drawing-player", 1))
    owed = card_rules.barrage_owed(forced(state, 1), state, 1)
    assert card_rules.barrage_fired(owed, rolling) == fired
    assert card_rules.barrage_fired([], rolling) is None
    assert "comes first" in card_rules.barrage_waits(owed) and card_rules.barrage_waits([]) == ""


# --- In a battle ---------------------------------------------------------------------------------------


def with_cards(make_battle, anna_cards):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    owed = cards.table_choices(battle.__class__.objects.get(pk=battle.pk), seat_id=anna.pk).owed
    cards.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=list(anna_cards)[:owed], key=key())
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    return battle, anna, ben


def test_fog_refuses_a_far_shot_and_says_why(make_battle):
    battle, anna, ben = with_cards(make_battle, ["morning-fog", "heavy-rain"])
    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry").first()
    entries = LogEntry.objects.filter(battle=battle).count()
    shot = {"attack_value": ["9"], "distance": ["120"], "units": ["cm"], "dice": ["1,1,1,1"]}
    with pytest.raises(Refused, match="Morning fog is in force: nothing can be spotted or attacked at far range"):
        battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="attack", data=shot, key=key(), target_id=target.pk)
    assert LogEntry.objects.filter(battle=battle).count() == entries
    near = {**shot, "distance": ["60"]}
    battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="attack", data=near, key=key(), target_id=target.pk)


def test_a_morale_card_fills_the_morale_form_and_moves_the_odds(make_battle):
    battle, anna, ben = with_cards(make_battle, ["letters-from-home", "heavy-rain"])
    mine = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    page = text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/roll/morale-check/", {"target": mine.pk}))
    field = re.search(r'<(?:input|select)[^>]*name="event_card"[^>]*>', page).group(0)
    assert 'value="1"' in field, field  # Letters from home: +1, from the deck the draw fixed
    procedure = catalog.get("morale-check")
    assert prefill(procedure, None, Battle.objects.get(pk=battle.pk), mine)["event_card"] in ("1", ["1"])
    entry = battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="morale-check", target_id=mine.pk, key=key(),
        data={"force_morale": ["8"], "quality": ["regular"], "event_card": ["1"], "dice": ["5,4"]},
    ).entry  # fmt: skip
    assert any("event card +1" in step for step in entry.data["steps"]) and entry.data["result"] == "pass"


def test_the_barrage_comes_before_the_first_activation(make_battle):
    battle, anna, ben = with_cards(make_battle, ["preparatory-barrage", "heavy-rain"])
    mine, theirs = (text(phone(battle.code, s.pk).get(f"/battles/{battle.code}/")) for s in (anna, ben))
    assert "Preparatory barrage" in mine and "Roll the barrage" in mine
    assert 'data-testid="quick-move"' not in mine  # no unit to pick before the barrage
    assert "Preparatory barrage" in theirs and "Roll the barrage" not in theirs
    unit = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    entries = LogEntry.objects.filter(battle=battle).count()
    quick = {"unit": unit.pk, "action": "move"}
    refused = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/quick/", {"key": key(), **quick})
    assert "Preparatory barrage comes first: team A rolls its artillery attack" in text(refused)
    assert LogEntry.objects.filter(battle=battle).count() == entries

    barrage = {"distance": ["126"], "units": ["cm"], "dice": ["1,1,1,1"]}  # on target: the blast, no drift
    roll = battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="artillery-accuracy", data=barrage, key=key())
    assert roll.entry.summary.endswith(". The preparatory barrage is fired.")
    blast = [s for s in chain.pending(Battle.objects.get(pk=battle.pk).state) if s["procedures"] == ["attack"]]
    assert blast[0]["carry"]["attack_value"] == ["13"]  # each unit in the blast is attacked with HE 13
    assert 'data-testid="barrage"' not in text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    for step in chain.pending(Battle.objects.get(pk=battle.pk).state):  # where the shells land, as the table says
        followups.skip_step(code=battle.code, seat_id=anna.pk, step_id=step["id"], reason="placed", key=key())
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=unit.pk, action="move", key=key())


# --- Weather and supply cards that change what the table may do ---------------------------------------


@pytest.mark.parametrize(("card", "turns"), [("strong-wind", 1), ("heavy-rain", 3), ("low-clouds", 3)])
def test_a_strong_wind_blows_smoke_away_after_one_turn(card, turns):
    now = forced(drawn((ANNA, card, "all", 2)), 1)
    assert card_rules.smoke_turns(now, 3) == turns


@pytest.mark.parametrize(
    ("card", "procedure", "acting", "refused"),
    [
        ("low-clouds", "bombing-run", None, "no plane may strafe or bomb"),
        ("low-clouds", "attack", "plane", "no plane may strafe or bomb"),
        ("low-clouds", "attack", "infantry", ""),
        ("morning-fog", "bombing-run", None, "no plane may strafe or bomb"),
        ("clear-skies", "bombing-run", None, ""),
    ],
)
def test_low_clouds_and_fog_keep_the_planes_from_attacking(card, procedure, acting, refused):
    now = forced(drawn((ANNA, card, "all", 2)), 1)
    said = card_rules.planes_refused(now, procedure, acting)
    assert (refused in said) if refused else said == ""


@pytest.mark.parametrize(("seat", "team", "lost"), [(ANNA, "A", 0), (BEN, "B", 1)])
def test_radio_failure_takes_one_order_from_the_drawers_opponents(seat, team, lost):
    now = forced(drawn((ANNA, "radio-failure", "opponents", 0)), 2)
    assert card_rules.orders_lost(now, seat=seat, team=team)[0] == lost


@pytest.mark.parametrize(
    ("seat", "team", "turn", "stuck"), [(BEN, "B", 1, True), (BEN, "B", 2, False), (ANNA, "A", 1, False)]
)
def test_a_traffic_jam_holds_the_opponents_transports_in_turn_1(seat, team, turn, stuck):
    now = forced(drawn((ANNA, "traffic-jam", "opponents", 0)), turn)
    assert bool(card_rules.transport_stuck(now, seat=seat, team=team, turn=turn)) is stuck


def test_a_traffic_jam_takes_move_off_the_held_transports_and_refuses_a_move(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, "us-motorized-infantry-150"))
    cards.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=["traffic-jam"], key=key())
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    first = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=first.pk, action="move", key=key())
    truck = BattleUnit.objects.filter(seat=ben, unit_type="transport").first()

    page = text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    row = page[page.index(f'name="unit" value="{truck.pk}"') :].split('class="pick-row"')[0]
    assert "Traffic jam: your transports may not move in turn 1." in row
    assert 'data-testid="quick-move"' not in row  # its Move would only be refused
    entries = LogEntry.objects.filter(battle=battle).count()
    with pytest.raises(Refused, match="Traffic jam: your transports may not move"):
        turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=truck.pk, action="move", key=key())
    assert LogEntry.objects.filter(battle=battle).count() == entries


def test_smoke_put_down_in_a_strong_wind_lasts_one_turn(make_battle):
    battle, anna, ben = with_cards(make_battle, ["strong-wind", "heavy-rain"])
    entry = markers.place_smoke(code=battle.code, seat_id=anna.pk, where="by the barn", unit_ids=[], key=key())
    assert "for 1 turn " in entry.summary
    smoke = battle.__class__.objects.get(pk=battle.pk).state["smoke"][0]
    assert smoke["turns_left"] == 1
    assert "turn 1 of 1" in text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))


def test_low_clouds_refuse_a_bombing_run_before_any_die(make_battle):
    battle, anna, ben = with_cards(make_battle, ["low-clouds", "heavy-rain"])
    entries = LogEntry.objects.filter(battle=battle).count()
    with pytest.raises(Refused, match="Low clouds is in force"):
        battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="bombing-run", data={"roll": ["1"]}, key=key())
    assert LogEntry.objects.filter(battle=battle).count() == entries


def test_radio_failure_leaves_the_enemy_officer_one_order_fewer(make_battle):
    battle, anna, ben = with_cards(make_battle, ["radio-failure", "heavy-rain"])
    ben.refresh_from_db()
    usual = ben.detachment["orders_per_turn"]
    first = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=first.pk, action="move", key=key())
    officer = BattleUnit.objects.get(seat=ben, unit_type="ranking-officer")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=officer.pk, key=key())

    entry = command.give_orders(code=battle.code, seat_id=ben.pk, key=key())

    assert battle.__class__.objects.get(pk=battle.pk).state["orders"]["left"] == usual - 1
    assert f"order {usual - 1} action" in entry.summary


# --- Cards that forbid an action, or owe a roll after it ------------------------------------------------


@pytest.mark.parametrize(
    ("card", "affects", "action", "unit_type", "kind", "seat", "team", "shots", "refused"),
    [
        ("snowfall", "all", "double-move", "infantry", "infantry", BEN, "B", 0, "infantry may not move at the double"),
        ("snowfall", "all", "double-move", "squad-leader", "squad-leader", ANNA, "A", 0, "may not move at the double"),
        ("snowfall", "all", "move", "infantry", "infantry", BEN, "B", 0, ""),
        ("snowfall", "all", "double-move", "afv", "afv", BEN, "B", 0, ""),
        ("heavy-rain", "all", "double-move", "infantry", "infantry", BEN, "B", 0, ""),
        ("ammunition-shortage", "opponents", "shoot", "support-weapon", "machine-gun", BEN, "B", 1, "double burst"),
        ("ammunition-shortage", "opponents", "shoot", "support-weapon", "machine-gun", BEN, "B", 0, ""),  # 1st burst
        ("ammunition-shortage", "opponents", "shoot", "support-weapon", "machine-gun", ANNA, "A", 1, ""),  # drawer's
        ("ammunition-shortage", "opponents", "shoot", "infantry", "infantry", BEN, "B", 1, ""),
        ("traffic-jam", "opponents", "double-move", "transport", "transport", BEN, "B", 0, "may not move in turn 1"),
    ],
)
def test_snow_and_an_ammunition_shortage_forbid_what_their_cards_say(
    card, affects, action, unit_type, kind, seat, team, shots, refused
):
    now = forced(drawn((ANNA, card, affects, 2)), 1)
    said = card_rules.action_refused(
        now, action=action, unit_type=unit_type, kind=kind, seat=seat, team=team, turn=1, shots=shots
    )
    assert (refused in said) if refused else said == ""


@pytest.mark.parametrize(
    ("card", "unit_type", "owed"),
    [("summer-heat", "infantry", True), ("summer-heat", "afv", False), ("dusk", "infantry", False)],
)
def test_summer_heat_owes_infantry_a_morale_check_after_a_double_move(card, unit_type, owed):
    now = forced(drawn((ANNA, card, "all", 2)), 1)
    steps = card_rules.heat_check(now, unit=chain.Unit(7, "Rifleman 1", unit_type), seat=BEN, team="B", seq=12)
    assert [(s["procedures"], s["unit"], s["card"]) for s in steps] == (
        [(["morale-check"], 7, "summer-heat")] if owed else []
    )
    assert card_rules.heat_failed(steps[0] if steps else None, "fail") is owed
    assert not card_rules.heat_failed(steps[0] if steps else None, "pass")


def _mover(seat, kind: str = "infantry") -> BattleUnit:
    """A unit of the seat whose activation is of this kind (a rifleman has 2 actions, a Panzerschreck team 1)."""
    return next(u for u in BattleUnit.objects.filter(seat=seat).order_by("ref") if activation_kind(u) == kind)


def test_snowfall_refuses_infantry_a_double_move_and_the_picker_offers_none(make_battle):
    battle, anna, ben = with_cards(make_battle, ["snowfall", "strong-wind"])
    rifleman = _mover(anna)
    anna.refresh_from_db()
    view = selectors.turn_view(Battle.objects.get(pk=battle.pk), anna)
    row = next(c for group in view.picks for c in group.choices if c.unit.pk == rifleman.pk)
    assert row.no_double == "Snowfall is in force: infantry may not move at the double."
    assert 'title="Snowfall is in force: infantry may not move at the double."' in text(
        phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    )
    entries = LogEntry.objects.filter(battle=battle).count()
    with pytest.raises(Refused, match="Snowfall is in force: infantry may not move at the double"):
        turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, action="double-move", key=key())
    assert LogEntry.objects.filter(battle=battle).count() == entries
    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, action="move", key=key())


def test_an_ammunition_shortage_refuses_the_enemy_machine_guns_double_burst(make_battle):
    battle, anna, ben = with_cards(make_battle, ["ammunition-shortage", "strong-wind"])
    target = _mover(anna)
    entries = LogEntry.objects.filter(battle=battle).count()
    burst = {"attack_value": ["10"], "distance": ["60"], "units": ["cm"], "double_burst": ["true"], "dice": ["1,1,1,1"]}
    with pytest.raises(Refused, match="Ammunition shortage: your machine guns may not fire a double burst"):
        battle_roll(
            code=battle.code, seat_id=ben.pk, procedure_id="overwatch", data=burst, key=key(), target_id=target.pk
        )
    assert LogEntry.objects.filter(battle=battle).count() == entries

    turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=target.pk, action="move", key=key())
    gun = _mover(ben, "machine-gun")
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=gun.pk, key=key())
    turns.spend_action(code=battle.code, seat_id=ben.pk, action="shoot", key=key())  # its first burst
    entries = LogEntry.objects.filter(battle=battle).count()
    with pytest.raises(Refused, match="Ammunition shortage: your machine guns may not fire a double burst"):
        turns.spend_action(code=battle.code, seat_id=ben.pk, action="shoot", key=key())
    assert LogEntry.objects.filter(battle=battle).count() == entries


def test_a_double_move_in_the_summer_heat_leads_to_a_morale_check_whose_failure_costs_the_second_move(make_battle):
    battle, anna, ben = with_cards(make_battle, ["summer-heat", "strong-wind"])
    rifleman = _mover(anna)
    entry = turns.quick_action(code=battle.code, seat_id=anna.pk, unit_id=rifleman.pk, action="double-move", key=key())
    assert "must pass a morale check or lose its remaining action" in entry.summary
    (step,) = chain.pending(Battle.objects.get(pk=battle.pk).state)
    assert (step["procedures"], step["unit"], step["card"]) == (["morale-check"], rifleman.pk, "summer-heat")
    with pytest.raises(Refused, match="First finish the rolls that follow"):
        turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=_mover(ben).pk, action="move", key=key())

    check = {"force_morale": ["2"], "quality": ["regular"], "dice": ["6,6"]}
    failed = battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="morale-check", data=check, key=key(), step=step["id"]
    ).entry
    assert failed.data["result"] == "fail" and "it loses its remaining action" in failed.summary
    assert chain.pending(Battle.objects.get(pk=battle.pk).state) == []  # the card's cost, not the failed-morale table
    turns.quick_action(code=battle.code, seat_id=ben.pk, unit_id=_mover(ben).pk, action="move", key=key())
