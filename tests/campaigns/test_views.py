"""The campaign pages over HTTP: who may read and act, the forms' refusals in words, state.json and the ledger."""

from __future__ import annotations

import re
import uuid

import pytest

from battles.models import Battle
from campaigns.models import Campaign, Entry, Game
from campaigns.selectors import ledger_export
from dice import fairplay
from rules.engine.procedures.campaign import LADDER
from tests.battles.lobby_fixtures import GERMANS
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, play_game


def logged_in(client, user):
    client.force_login(user)
    return client


def post(client, url, **data):
    return client.post(url, {"key": str(uuid.uuid4()), **data})


def test_a_player_starts_a_campaign_and_the_other_joins_with_its_code(client, player, stranger, sample_pack):
    answer = logged_in(client, player).post("/campaigns/new/", {"name": "Ardennes", "display_name": "Anna",
                                                                "side": "A", "measure": "in", "once": str(uuid.uuid4())})  # fmt: skip
    campaign = Campaign.objects.get()
    assert answer.status_code == 302 and answer["Location"] == f"/campaigns/{campaign.code}/"
    assert (campaign.name, campaign.measure, campaign.state) == ("Ardennes", "in", "forming")
    client.logout()
    joined = logged_in(client, stranger).post("/campaigns/join/", {"join-code": campaign.code.lower(),
                                                                   "join-display_name": "Bruno", "join-side": "B"})  # fmt: skip
    assert joined.status_code == 302
    page = client.get(f"/campaigns/{campaign.code}/")
    assert "Bruno" in page.text and 'data-testid="forming"' in page.text


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"code": "NOPE99", "display_name": "Bruno", "side": "B"}, "There is no campaign with the code NOPE99"),
        ({"code": "", "display_name": "Bruno", "side": "B"}, "Type the code."),
        ({"display_name": "x" * 31, "side": "B"}, "at most 30 letters"),
        ({"display_name": "Bruno", "side": "Z"}, "Pick side A or side B."),
    ],
)
def test_a_bad_join_says_why_and_changes_nothing(client, forming, make_player, data, message):
    campaign, _anna, _bruno = forming
    fields = {"code": campaign.code, **data}
    answer = logged_in(client, make_player("cleo")).post(
        "/campaigns/join/", {f"join-{k}": v for k, v in fields.items()}
    )
    assert answer.status_code == 400 and message in answer.text
    assert campaign.members.count() == 2


def test_strangers_and_anonymous_users_cannot_see_a_private_campaign_or_act_on_it(client, running, make_player):
    campaign, _anna, _bruno = running
    for who in (None, make_player("cleo")):
        if who:
            logged_in(client, who)
        for path in ("", "ledger/", "ledger.json", "state.json"):
            assert client.get(f"/campaigns/{campaign.code}/{path}").status_code == 404
        assert post(client, f"/campaigns/{campaign.code}/next/").status_code == 404
    assert not Game.objects.exists()


def test_a_public_campaign_is_read_by_anyone_but_only_its_players_act(client, running, make_player):
    campaign, _anna, _bruno = running
    Campaign.objects.filter(pk=campaign.pk).update(public=True)  # the organiser's choice at the start
    logged_in(client, make_player("cleo"))
    assert client.get(f"/campaigns/{campaign.code}/").status_code == 200
    refused = post(client, f"/campaigns/{campaign.code}/next/")
    assert refused.status_code == 400 and "Only the campaign&#x27;s players" in refused.text
    assert not Game.objects.exists()


def test_the_other_side_cannot_confirm_for_you(client, running):
    campaign, anna, bruno = running
    game = play_game(campaign, anna, winner="A")
    answer = post(logged_in(client, bruno), f"/campaigns/{campaign.code}/games/{game.number}/confirm/", side="A")
    assert answer.status_code == 400 and "Only a player of side A" in answer.text
    assert Game.objects.get(pk=game.pk).confirmed_a == ""


def test_an_organiser_names_another_who_may_then_confirm_for_an_absent_side(client, running):
    campaign, anna, bruno = running
    bruno_id = campaign.members.get(user=bruno).pk
    url = f"/campaigns/{campaign.code}/organiser/"
    refused = post(logged_in(client, bruno), url, member=bruno_id)  # Bruno may not name himself
    assert refused.status_code == 400 and "Only an organiser" in refused.text
    client.logout()
    page = logged_in(client, anna).get(f"/campaigns/{campaign.code}/")
    assert "Make Bruno (side B) an organiser" in page.text
    for bad, why in ((0, "Pick one of the campaign"), ("x", "Pick one of the campaign")):
        answer = post(client, url, member=bad)
        assert answer.status_code == 400 and why in answer.text
    assert post(client, url, member=bruno_id).status_code == 302
    assert campaign.members.get(user=bruno).is_organiser
    again = post(client, url, member=bruno_id)
    assert again.status_code == 400 and "Bruno is an organiser already" in again.text
    assert Entry.objects.filter(campaign=campaign, kind="organiser").count() == 1
    game = play_game(campaign, anna, winner="B")
    client.logout()
    confirmed = post(logged_in(client, bruno), f"/campaigns/{campaign.code}/games/{game.number}/confirm/", side="A")
    assert confirmed.status_code == 302 and Game.objects.get(pk=game.pk).confirmed_a == "Bruno"
    assert fairplay.verify(ledger_export(Campaign.objects.get(pk=campaign.pk))).ok


def test_start_game_goes_to_the_battle_where_the_player_holds_the_seat_of_their_side(client, running):
    campaign, anna, bruno = running
    answer = post(logged_in(client, bruno), f"/campaigns/{campaign.code}/next/")
    battle = Battle.objects.get()
    assert answer.status_code == 302 and answer["Location"] == f"/battles/{battle.code}/"
    table = client.get(answer["Location"])
    assert "Bruno" in table.text and table.status_code == 200
    assert client.session["battle_seats"][battle.code] == battle.seats.get(user=bruno).pk


def test_state_json_says_where_the_campaign_stands(client, running):
    campaign, anna, bruno = running
    for winner in ("A", "B"):
        confirm_both(campaign, anna, bruno, play_game(campaign, anna, winner))
    state = logged_in(client, anna).get(f"/campaigns/{campaign.code}/state.json").json()
    assert state["state"] == "running" and state["game_count"] == 2
    assert state["ladder"] == {"step": 3, "scenario": LADDER[2], "attacker": "B", "defender": "A",
                               "map": "new-map", "over": False, "winner": None}  # fmt: skip
    games = state["games"]
    assert [(g["winner"], g["victory"]) for g in games] == [("A", "decisive"), ("B", "decisive")]
    assert state["sides"]["A"]["wins"] == 1 and state["sides"]["B"]["losses"] == 1
    assert state["sides"]["A"]["points"] == 15 + games[0]["combat_score"]["A"] + 3 + games[1]["combat_score"]["A"]
    assert set(state["sides"]["A"]) == {"points", "morale", "wins", "losses", "draws", "streak", "win_streak"}


def test_the_campaign_page_shows_the_ladder_standings_and_a_checkable_ledger(client, running):
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    page = logged_in(client, anna).get(f"/campaigns/{campaign.code}/").text
    assert '<svg class="ladder"' in page and page.count('class="played') == 1 and 'class="next' in page
    assert re.search(r'data-testid="points-A">\s*\d+', page)
    ledger = client.get(f"/campaigns/{campaign.code}/ledger.json").json()
    assert fairplay.verify(ledger).ok and len(ledger["entries"]) == Entry.objects.filter(campaign=campaign).count()


def test_a_force_from_another_players_detachment_is_refused(client, forming, make_detachment):
    campaign, anna, bruno = forming
    theirs = make_detachment(anna)
    answer = logged_in(client, bruno).post(f"/campaigns/{campaign.code}/force/", {"detachment": theirs.pk})
    assert answer.status_code == 400
    answer = client.post(f"/campaigns/{campaign.code}/force/", {"example": GERMANS})
    assert answer.status_code == 302 and campaign.forces.get().side == "B"


def test_the_report_and_the_printed_force(client, running):
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    client.force_login(bruno)
    report = client.get(f"/campaigns/{campaign.code}/report/")
    assert report.status_code == 200 and '<svg class="points-chart"' in report.text and "battle report" in report.text
    printed = client.get(f"/campaigns/{campaign.code}/force/B/print/")
    roster = campaign.forces.get(side="B").roster["units"]
    assert printed.status_code == 200 and printed.text.count("<tr>") == len(roster) + 1  # a line a unit, and the head
    assert "1 game" in printed.text
    assert client.get(f"/campaigns/{campaign.code}/force/C/print/").status_code == 404
