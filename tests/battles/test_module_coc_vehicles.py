"""The Chain of Command vehicle-movement module in a Burst of Fire battle (issue 36, ruling M1): switched on as a
house rule, a vehicle's Move rolls Chain of Command's movement dice, its form filled with the Speed Rating and running
gear M1 reads from the Burst of Fire profile and the ground from the terrain piece; rolled through the one path and
logged; off, nothing changes; horse-drawn transports keep Burst of Fire's movement."""

from __future__ import annotations

import pytest
from django.utils import translation

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import turns
from battles.table import modules
from battles.table.prefill import action_rolls
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, examples_at_turn_one, key, verified
from tests.battles.pages import phone, text

pytestmark = pytest.mark.django_db
RECON = "de-armored-reconnaissance-150"  # armoured cars, a light tank, a half-track, riflemen
COC = "chain-of-command/vehicle-move"


@pytest.mark.parametrize(
    ("unit_type", "stats", "facts"),
    [
        ("afv", {"movement": "tracked", "mobility": 2}, {"speed": "slow", "drive": "fully-tracked"}),
        ("afv", {"movement": "tracked", "mobility": 3}, {"speed": "slow", "drive": "fully-tracked"}),
        ("afv", {"movement": "tracked", "mobility": 4}, {"speed": "standard", "drive": "fully-tracked"}),
        ("afv", {"movement": "tracked", "mobility": 6}, {"speed": "fast", "drive": "fully-tracked"}),
        ("transport", {"movement": "tracked", "mobility": 4}, {"speed": "standard", "drive": "half-tracked"}),
        ("afv", {"movement": "wheeled", "mobility": 7}, {"speed": "wheeled", "drive": "wheeled"}),
        ("transport", {"movement": "wheeled", "mobility": 8}, {"speed": "wheeled", "drive": "wheeled"}),
    ],
)
def test_m1_reads_the_speed_rating_from_the_profile(unit_type, stats, facts):
    assert modules.coc_speed(BattleUnit(unit_type=unit_type, stats=stats)) == facts


@pytest.mark.parametrize(
    ("terrain", "ground"),
    [("plains", "open-or-hard"), ("dirt-road", "open-or-hard"), ("crops", "broken"), ("light-woods", "broken"),
     ("hills", "broken"), ("dense-woods", "rough"), ("steep-hills", "rough"), ("river", "heavy-going")],
)  # fmt: skip
def test_m1_reads_the_ground_from_the_terrain_piece(terrain, ground):
    assert modules.piece_facts({"terrain": terrain}) == {"ground": ground}


def test_only_engines_are_moved_by_it_and_only_when_it_is_on():
    tank = BattleUnit(unit_type="afv", stats={"movement": "tracked", "mobility": 4}, weapons=[])
    cart = BattleUnit(unit_type="transport", stats={"movement": "horse", "mobility": 4}, weapons=[])
    assert action_rolls(tank)["move"][0] == "vehicle-move"
    assert action_rolls(tank, house_rules=("M1",))["move"][0] == COC
    assert action_rolls(cart, house_rules=("M1",))["move"][0] == "vehicle-move"


@pytest.fixture
def coc_battle(make_battle):
    return examples_at_turn_one(make_battle, RECON, AMERICANS, house_rules=("M1",))


def test_a_light_tank_moves_by_chain_of_command_on_the_table_and_the_log_verifies(coc_battle):
    battle, anna, _ben = coc_battle
    tank = BattleUnit.objects.filter(seat=anna, unit_type="afv", stats__movement="tracked").order_by("ref").first()
    assert selectors.verb_roll(tank.pk, "move") == COC  # the picker's Move opens it
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=tank.pk, key=key())
    form = text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/roll/{COC}/?action=move"))
    speed = modules.coc_speed(tank)["speed"]
    assert f'value="{speed}" checked' in form and 'value="fully-tracked" checked' in form
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="move", procedure_id=COC, key=key(),
                      data={"speed": [speed], "drive": ["fully-tracked"], "ground": ["broken"], "pace": ["rapid"],
                            "dice": ["3,5"]})  # fmt: skip
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.data["procedure"] == COC and entry.rolls[0]["dice"] == [3, 5]
    assert float(entry.data["distance"]) == 8  # broken ground: 1 in a pip, whatever the rating (K1)
    created = LogEntry.objects.get(battle=battle, kind="created")
    assert [r["id"] for r in created.data["house_rules"]] == ["M1"]  # sealed with the settings
    assert verified(battle).ok


def test_a_move_onto_ground_the_vehicle_cannot_enter_is_refused_and_spends_nothing(coc_battle):
    """A half-track told to drive into Rough Ground cannot (K2): the player reads why, no action is spent, play
    stays with the unit, and nothing is logged (it had cost an action, passed play on and read "dice from the
    table" with no dice)."""
    battle, anna, _ben = coc_battle
    track = BattleUnit.objects.filter(seat=anna, unit_type="transport", stats__movement="tracked").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=track.pk, key=key())
    before = Battle.objects.get(pk=battle.pk)
    with pytest.raises(Refused, match="a half-track cannot .* Nothing was spent"):
        turns.action_roll(code=battle.code, seat_id=anna.pk, action="move", procedure_id=COC, key=key(),
                          data={"speed": ["standard"], "drive": ["half-tracked"], "ground": ["rough"],
                                "pace": ["rapid"], "roll": ["1"]})  # fmt: skip
    after = Battle.objects.get(pk=battle.pk)
    assert (after.version, after.state, after.entry_count) == (before.version, before.state, before.entry_count)
    with translation.override("de"), pytest.raises(Refused, match="Nichts wurde ausgegeben"):
        turns.action_roll(code=battle.code, seat_id=anna.pk, action="move", procedure_id=COC, key=key(),
                          data={"speed": ["standard"], "drive": ["half-tracked"], "ground": ["rough"],
                                "pace": ["rapid"], "roll": ["1"]})  # fmt: skip


def test_in_a_centimetre_battle_the_move_is_said_in_centimetres_too(coc_battle):
    """Ruling M1: Chain of Command measures in inches; on a table measured in centimetres each is 2.5 cm. The form
    takes the battle's measure, and the roll's card says the distance in both, in English and in German."""
    battle, anna, _ben = coc_battle
    assert battle.measure == "cm"
    tank = BattleUnit.objects.filter(seat=anna, unit_type="afv", stats__movement="tracked").order_by("ref").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=tank.pk, key=key())
    form = text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/roll/{COC}/?action=move"))
    assert 'value="cm" checked' in form
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="move", procedure_id=COC, key=key(),
                      data={"speed": ["standard"], "drive": ["fully-tracked"], "ground": ["broken"], "pace": ["rapid"],
                            "units": ["cm"], "dice": ["3,5"]})  # fmt: skip
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert "On a table measured in centimetres (2.5 cm to the inch): 20 cm." in entry.data["steps"]
    browser = phone(battle.code, anna.pk)
    assert "On a table measured in centimetres (2.5 cm to the inch): 20 cm." in text(
        browser.get(f"/battles/{battle.code}/")
    )
    browser.cookies["django_language"] = "de"
    german = text(browser.get(f"/battles/{battle.code}/"))
    assert "Auf einem Tisch in Zentimetern (2,5 cm je Zoll): 20 cm." in german and "Es fährt 8 Zoll." in german
