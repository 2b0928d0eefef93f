"""Event cards in force fill the roll forms they change (battles/table/card_fields.py): the pure rows, one per card
and case with the card text's own numbers, then the battle's forms, odds and log."""

from __future__ import annotations

import re

import pytest

from battles.models import Battle, BattleUnit
from battles.services import cards, lobby
from battles.services.rolls import battle_roll
from battles.table import card_fields
from battles.table.prefill import prefill
from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import GERMANS, initiative, key, ready_to_play, seat_examples
from tests.battles.pages import phone, text
from tests.battles.test_card_rules import ANNA, BEN, drawn, forced, with_cards

ALL = "all"


def filled(card, procedure, *, affects=ALL, seat=ANNA, team="A", unit_type="infantry", movement=""):
    now = forced(drawn((ANNA, card, affects, 2)), 1)
    return card_fields.form_fields(now, procedure, seat=seat, team=team, unit_type=unit_type, movement=movement)


@pytest.mark.parametrize(
    ("card", "procedure", "unit_type", "fields"),
    [
        ("heavy-rain", "spot-roll", "infantry", {"event_card_medium": ["1"], "event_card_far": ["1"]}),
        ("morning-fog", "spot-roll", "infantry", {"event_card_medium": ["1"], "event_card_far": ["0"]}),
        ("snowfall", "spot-roll", "infantry", {"event_card_medium": ["0"], "event_card_far": ["1"]}),
        ("heavy-rain", "attack", "infantry", {"event_card_far": ["-1"]}),
        ("heavy-rain", "overwatch", "support-weapon", {"event_card_far": ["-1"]}),
        ("heavy-rain", "aa-fire", "support-weapon", {"event_card": ["0"], "event_card_far": ["-1"]}),
        ("clear-skies", "attack", "infantry", {"event_card_far": ["0"]}),
        ("clear-skies", "attack", "plane", {"event_card_far": ["0"], "event_card": ["1"]}),
        ("clear-skies", "aa-fire", "support-weapon", {"event_card": ["1"], "event_card_far": ["0"]}),
        ("clear-skies", "bombing-run", "plane", {"event_card": ["1"]}),
        ("clear-skies", "dogfight", "plane", {"event_card": ["1"]}),
        ("summer-heat", "mg-overheat", "support-weapon", {"event_card": ["1"]}),
        ("frozen-ground", "obstacle-crossing", "infantry", {"event_card": ["1"]}),
        ("battle-fatigue", "morale-check", "infantry", {"event_card": ["-1"]}),
        ("strong-wind", "spot-roll", "infantry", {"event_card_medium": ["0"], "event_card_far": ["0"]}),
        ("heavy-rain", "melee", "infantry", {}),
    ],
)
def test_the_cards_fill_the_numbers_of_the_rolls_they_change(card, procedure, unit_type, fields):
    assert filled(card, procedure, unit_type=unit_type) == fields


@pytest.mark.parametrize(
    ("card", "affects", "procedure", "movement", "seat", "team", "rules"),
    [
        ("heavy-rain", ALL, "vehicle-move", "wheeled", ANNA, "A", ["abandon-lowest-off-paved-roads"]),
        ("heavy-rain", ALL, "vehicle-move", "tracked", ANNA, "A", []),
        ("deep-mud", ALL, "vehicle-move", "wheeled", ANNA, "A", ["abandon-highest-off-roads"]),
        ("deep-mud", ALL, "vehicle-move", "horse", ANNA, "A", ["abandon-highest-off-roads"]),
        ("deep-mud", ALL, "vehicle-move", "tracked", ANNA, "A", ["abandon-lowest-off-roads"]),
        ("snowfall", ALL, "vehicle-move", "wheeled", ANNA, "A", ["abandon-lowest"]),
        ("snowfall", ALL, "captured-vehicle-move", "tracked", ANNA, "A", ["abandon-lowest"]),
        ("snowfall", ALL, "vehicle-move", "horse", ANNA, "A", []),
        ("frozen-ground", ALL, "vehicle-move", "tracked", ANNA, "A", ["no-crops-penalty"]),
        ("fuel-shortage", "opponents", "vehicle-move", "tracked", BEN, "B", ["abandon-highest"]),
        ("fuel-shortage", "opponents", "vehicle-move", "wheeled", ANNA, "A", []),  # the drawer's own side
        ("snowfall", ALL, "foot-move", "", ANNA, "A", ["no-double-move"]),
        ("deep-mud", ALL, "foot-move", "", ANNA, "A", ["no-double-move-in-crops"]),
        ("summer-heat", ALL, "foot-move", "", ANNA, "A", []),
    ],
)
def test_the_cards_pick_the_dice_a_move_abandons(card, affects, procedure, movement, seat, team, rules):
    assert filled(card, procedure, affects=affects, seat=seat, team=team, movement=movement) == {"event_cards": rules}


def test_with_no_unit_known_only_the_cards_for_everyone_count():
    now = forced(drawn((ANNA, "heavy-rain", ALL, 2), (ANNA, "letters-from-home", "drawing-player", 2)), 1)
    assert card_fields.form_fields(now, "morale-check", seat=None, team="") == {"event_card": ["0"]}
    assert card_fields.form_fields(now, "attack", seat=None, team="") == {"event_card_far": ["-1"]}


# --- In a battle ---------------------------------------------------------------------------------------


def test_heavy_rain_fills_the_spot_and_attack_forms_and_moves_the_odds(make_battle):
    battle, anna, ben = with_cards(make_battle, ["heavy-rain", "strong-wind"])
    mine = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    battle = Battle.objects.get(pk=battle.pk)
    spot = prefill(catalog.get("spot-roll"), mine, battle)
    assert (spot["event_card_medium"], spot["event_card_far"]) == (["1"], ["1"])
    page = text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/roll/spot-roll/"))
    field = re.search(r'<input[^>]*name="event_card_far"[^>]*>', page).group(0)
    assert 'value="1"' in field, field

    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry").first()
    shot = {"attack_value": ["10"], "distance": ["150"], "units": ["cm"], "dice": ["3,3,2,2"]}
    shot |= prefill(catalog.get("attack"), mine, battle) | {"attack_value": ["10"]}
    entry = battle_roll(
        code=battle.code, seat_id=anna.pk, procedure_id="attack", data=shot, key=key(), target_id=target.pk
    ).entry
    assert entry.data["target"] == 9  # far range, no bonus: 10, and -1 in the rain
    assert any("event card -1" in step for step in entry.data["steps"]) and entry.data["result"] == "miss"


def test_a_fuel_shortage_fills_the_move_of_the_opponents_vehicles_only(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, "us-motorized-infantry-150"))
    cards.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=["fuel-shortage"], key=key())
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    battle = Battle.objects.get(pk=battle.pk)
    halftrack = BattleUnit.objects.filter(seat=ben, unit_type="transport").first()
    assert prefill(catalog.get("vehicle-move"), halftrack, battle)["event_cards"] == ["abandon-highest"]
    mine = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    assert prefill(catalog.get("vehicle-move"), mine, battle)["event_cards"] == []  # the drawer's side runs on


def test_no_card_in_force_leaves_the_forms_as_the_book_has_them(make_battle):
    battle, anna, ben = with_cards(make_battle, ["strong-wind", "radio-failure"])
    mine = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    battle = Battle.objects.get(pk=battle.pk)
    assert prefill(catalog.get("spot-roll"), mine, battle)["event_card_far"] == ["0"]
    assert prefill(catalog.get("attack"), mine, battle)["event_card_far"] == ["0"]
