"""A fieldwork on the table where a roll needs it (issue 35): a soldier meeting the sandbags a side built finds the
move's fieldwork crossing on his roll list, its form filled from the piece (sandbags) and from him (infantry), the
1D6 climb rolled through the one path and logged; and who meets a fieldwork is filled in from each kind of unit."""

from __future__ import annotations

import pytest

from battles.models import BattleUnit, LogEntry
from battles.services import terrain, turns
from battles.table import terrain as sheet
from battles.table.prefill import action_rolls, fieldwork_mover
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, ready_to_play, verified
from tests.battles.pages import phone, text
from tests.battles.test_log_said import two

pytestmark = pytest.mark.django_db


def test_a_soldier_climbs_the_sandbags_the_form_filled_from_the_piece_and_from_him(make_battle):
    battle, anna, ben = two(make_battle)
    terrain.fieldwork_buy(code=battle.code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="north left")
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    battle.refresh_from_db()
    bags = next(p for p in sheet.live_pieces(battle) if p.get("fieldwork_kind") == "sandbags")
    soldier = BattleUnit.objects.filter(seat=anna, unit_type="infantry", squad_leader=False).order_by("ref").first()
    assert "fieldwork-crossing" in action_rolls(soldier)["move"]
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=soldier.pk, key=key())
    form = text(
        phone(battle.code, anna.pk).get(
            f"/battles/{battle.code}/roll/fieldwork-crossing/?action=move&piece={bags['id']}"
        )
    )
    assert 'value="sandbags" checked' in form or 'value="sandbags" selected' in form
    assert 'value="infantry" checked' in form or 'value="infantry" selected' in form
    turns.action_roll(code=battle.code, seat_id=anna.pk, action="move", procedure_id="fieldwork-crossing",
                      data={"fieldwork": ["sandbags"], "unit": ["infantry"], "dice": ["4"]}, key=key())  # fmt: skip
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert entry.data["procedure"] == "fieldwork-crossing" and entry.rolls[0]["dice"] == [4]
    assert entry.summary.startswith("Getting past sandbags, tank traps or barbed wire: crossed.")
    assert verified(battle).ok


@pytest.mark.parametrize(
    ("unit_type", "profile_key", "stats", "mover"),
    [
        ("infantry", "de-rifleman", {}, "infantry"),
        ("squad-leader", "de-squad-leader", {}, "infantry"),
        ("infantry", "de-cavalryman", {"movement": "horse"}, "horse"),
        ("support-weapon", "de-pak40", {"tow_class": "medium"}, "wheeled-support-weapon"),
        ("support-weapon", "de-mg42-lafette", {"tow_class": None}, "carried-support-weapon"),
        ("transport", "de-opel-blitz", {"armoured": False}, "softskin"),
        ("transport", "de-sdkfz251", {"armoured": True}, "tracked-afv"),
        ("afv", "de-pz4h", {}, "tracked-afv"),
        ("afv", "de-sdkfz222", {}, "wheeled-afv"),  # the sample arsenal's armoured car
    ],
)
def test_who_meets_a_fieldwork_is_filled_in_from_the_unit(sample_pack, unit_type, profile_key, stats, mover):
    unit = BattleUnit(unit_type=unit_type, profile_key=profile_key, stats=stats)
    assert fieldwork_mover(unit) == mover
