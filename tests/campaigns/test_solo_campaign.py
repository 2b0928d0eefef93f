"""A campaign one player plays against the app: the app's side is drawn from the solo bags, nobody may join it, it
takes its seat in every game, confirms what its player confirmed, and spends its points between games by the solo
chapter's priorities (S17); the ledger verifies."""

from __future__ import annotations

import pytest

from armies.roster_check import check_document, example_document
from battles.models import Battle, BattleUnit
from battles.services import objective, turns
from battles.services.rolls import battle_roll
from bof_site.refusals import Refused
from campaigns import services, solo
from campaigns.models import Campaign, Entry
from campaigns.verify import verify_campaign
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import ARMOUR, GERMANS, first_turn_of_next_game, key, play_game


@pytest.fixture
def solo_forming(sample_pack, player):
    campaign = services.campaign_create(name="Alone in the Ardennes", user=player, display_name="Anna", side="A",
                                        solo=True)  # fmt: skip
    return campaign, player


def test_the_app_plays_the_other_side_and_nobody_may_join_it(solo_forming, stranger):
    campaign, anna = solo_forming
    assert campaign.app_side == "B"
    with pytest.raises(Refused, match="The app plays side B"):
        services.member_join(code=campaign.code, user=stranger, display_name="Bruno", side="B")
    with pytest.raises(Refused, match="needs a player and a core force"):
        services.campaign_start(code=campaign.code, user=anna, key=key())


def test_the_apps_force_is_drawn_with_the_campaigns_dice_as_large_as_the_players(solo_forming):
    campaign, anna = solo_forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    entry = solo.app_force(code=campaign.code, user=anna, detachment_type="us-regular-infantry", key=key())
    force = Campaign.objects.get(pk=campaign.pk).forces.get(side="B")
    checked = check_document(force.roster, base_points=services.FORCE_LIMIT, players=2)
    assert checked.muster.valid and checked.detachment_type.key == "us-regular-infantry"
    mine = check_document(example_document(GERMANS), base_points=services.FORCE_LIMIT, players=2).muster.points
    assert checked.muster.points >= mine  # its core is topped up to the player's (S1), then the rolled points
    assert entry.rolls and all(r["source"] == "server" for r in entry.rolls)
    rolled = solo.app_force(code=campaign.code, user=anna, key=key())  # again, everything to the dice
    assert rolled.data["app"] and rolled.seq == entry.seq + 1


def test_a_solo_campaign_of_two_games_the_app_upgrading_between_them(solo_forming):
    campaign, anna = solo_forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    solo.app_force(code=campaign.code, user=anna, detachment_type="us-regular-infantry", key=key())
    services.campaign_start(code=campaign.code, user=anna, key=key())
    before = Campaign.objects.get(pk=campaign.pk).forces.get(side="B").roster

    game = play_game(campaign, anna, winner="B")  # the app's side wins game 1 on its objective
    battle = Battle.objects.get(pk=game.battle_id)
    app_seat = battle.seats.get(played_by_app=True)
    assert battle.state["solo"]["app_seat"] == app_seat.pk and battle.state["solo"]["campaign"]
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    game.refresh_from_db()
    assert game.state == "confirmed" and game.confirmed_b == "the app"
    bought = solo.app_spends(code=campaign.code)
    assert bought, "a decisive win's points buy the app upgrades"
    after = Campaign.objects.get(pk=campaign.pk).forces.get(side="B").roster
    assert after != before
    books = services.books.books(campaign, list(campaign.games.all()))
    assert books.points["B"] < 15 + game.combat_score_b  # spent, down to what buys nothing more
    assert all(e.data.get("app") for e in Entry.objects.filter(campaign=campaign, kind="upgrade"))

    game2 = play_game(Campaign.objects.get(pk=campaign.pk), anna, winner="A")
    battle2 = Battle.objects.get(pk=game2.battle_id)
    assert battle2.seats.get(played_by_app=True).roster["units"] == _placed(after, battle2)
    services.result_confirm(code=campaign.code, user=anna, number=game2.number, side="A", key=key())
    assert Campaign.objects.get(pk=campaign.pk).games.get(number=2).state == "confirmed"
    report = verify_campaign(Campaign.objects.get(pk=campaign.pk))
    assert report.ok, report.problems


def _placed(roster: dict, battle: Battle) -> list[dict]:
    """The force's units as the battle's seat took them: the same units, rides as the battle's placement loaded."""
    plan = {p["ref"]: p for p in battle.state["solo"]["enemy"]["placement"]}
    return [
        {**u, "rides_in": plan.get(u["ref"], {}).get("rides_in"), "towed_by": plan.get(u["ref"], {}).get("towed_by")}
        for u in roster["units"]
    ]


def test_the_app_claims_what_the_player_left_behind_in_a_game_it_won(solo_forming):
    campaign, anna = solo_forming
    services.force_choose(code=campaign.code, user=anna, doc=example_document(ARMOUR), source="Example")
    solo.app_force(code=campaign.code, user=anna, detachment_type="us-regular-infantry", key=key())
    services.campaign_start(code=campaign.code, user=anna, key=key())
    game, battle, seats = first_turn_of_next_game(campaign, anna)
    tank = BattleUnit.objects.filter(seat=seats["A"], unit_type="afv").order_by("ref").first()
    battle_roll(
        code=battle.code,
        seat_id=seats["B"].pk,
        procedure_id="failed-morale-effect",
        target_id=tank.pk,
        data={"dice": ["2,2"], "unit_kind": ["vehicle-crew"]},
        key=key(),
    )  # fmt: skip (its crew bails out)
    objective.declare(code=battle.code, seat_id=seats["B"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["A"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    made = solo.app_spends(code=campaign.code)
    claimed = [e for e in made if e.kind == "salvage"]
    assert [e.data["from_ref"] for e in claimed] == [tank.ref] and claimed[0].by_name == ""
    roster = Campaign.objects.get(pk=campaign.pk).forces.get(side="B").roster
    assert any(u.get("salvage") and u["unit"] == tank.profile_key for u in roster["units"])
    again = solo.app_spends(code=campaign.code)
    assert not [e for e in again if e.kind == "salvage"]  # claimed once
