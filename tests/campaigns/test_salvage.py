"""Salvage: the winner claims the machines the enemy abandoned in the battle; each joins its force free, whatever
its nation, and is fielded in the next battle as its own."""

from __future__ import annotations

import pytest

from armies.roster_check import check_document, example_document
from battles.models import BattleUnit
from battles.services import lobby
from bof_site.refusals import Refused
from campaigns import books, salvage, services
from campaigns.models import Game
from campaigns.verify import verify_campaign
from tests.battles.lobby_fixtures import AMERICANS
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import key, tank_left_behind_in


@pytest.fixture
def tank_left_behind(forming):
    """Anna (US infantry, side A) beats Bruno's armoured group in game 1; one of his tanks' crew bailed out."""
    return tank_left_behind_in(forming)


def test_the_winner_claims_an_abandoned_enemy_tank_free_and_fields_it_next_game(tank_left_behind):
    campaign, anna, bruno, tank = tank_left_behind
    game = campaign.games.get(number=1)
    assert [c.ref for c in salvage.claimable(campaign, game)] == [tank.ref]
    points = books.books(campaign, list(campaign.games.all())).points["A"]
    salvage.claim(code=campaign.code, user=anna, number=1, ref=tank.ref, key=key())
    force = campaign.forces.get(side="A")
    claimed = force.roster["units"][-1]
    assert (claimed["unit"], claimed["salvage"]) == (tank.profile_key, True)
    checked = check_document(force.roster, base_points=2000, players=2, salvage=True)
    assert checked.muster.valid and checked.muster.unit_points[claimed["ref"]] == 0  # free, of another nation
    assert books.books(campaign, list(campaign.games.all())).points["A"] == points
    assert salvage.claimable(campaign, game) == []
    campaign.refresh_from_db()
    assert verify_campaign(campaign).ok

    second = services.next_game(code=campaign.code, user=anna, key=key())
    fielded = BattleUnit.objects.get(battle_id=second.battle_id, seat__user=anna, ref=claimed["ref"])
    assert fielded.profile_key == tank.profile_key and fielded.status == "active"


def test_only_the_winner_claims_and_only_before_the_next_game(tank_left_behind):
    campaign, anna, bruno, tank = tank_left_behind
    with pytest.raises(Refused, match="Only the side that won"):
        salvage.claim(code=campaign.code, user=bruno, number=1, ref=tank.ref, key=key())
    with pytest.raises(Refused, match="not left to claim"):
        salvage.claim(code=campaign.code, user=anna, number=1, ref=tank.ref + 1, key=key())
    services.next_game(code=campaign.code, user=anna, key=key())
    with pytest.raises(Refused, match="before the next one starts"):
        salvage.claim(code=campaign.code, user=anna, number=1, ref=tank.ref, key=key())
    assert Game.objects.filter(campaign=campaign).count() == 2


def test_salvage_is_refused_outside_a_campaign(sample_pack):
    doc = example_document(AMERICANS)
    doc["units"][-1]["salvage"] = True  # a hand-edited roster file
    with pytest.raises(Refused, match="campaign's forces only"):
        check_document(doc, base_points=150, players=2)
    battle, host = lobby.battle_create(settings=lobby.BattleSettings(game_mode="victory-zones"), host_name="Anna",
                                       team="A", client_seed="a")  # fmt: skip
    with pytest.raises(Refused, match="campaign's forces only"):
        lobby.seat_choose(code=battle.code, seat_id=host.pk, doc=doc, source="File")


def test_the_campaign_page_offers_the_claim_to_the_winner(client, tank_left_behind):
    campaign, anna, bruno, tank = tank_left_behind
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert 'data-testid="salvage"' in page and "Claim</button>" not in page
    client.force_login(anna)
    assert "Claim</button>" in client.get(f"/campaigns/{campaign.code}/").text
    answer = client.post(f"/campaigns/{campaign.code}/games/1/salvage/", {"ref": tank.ref, "key": str(key())})
    assert answer.status_code == 302 and 'data-testid="salvage"' not in client.get(answer["Location"]).text
