"""The campaign page follows by itself (issue 34), as the battle table does: it asks a small endpoint every few
seconds whether the campaign changed. Unchanged: an empty 204 in at most three queries. Changed: the page's regions
for the phone to swap in (static/js/site.js), so a result confirmed on one phone brings "Confirm" to the other; a new
state of the campaign reloads the page."""

from __future__ import annotations

import re
from html import unescape

from django.db import connection
from django.test.utils import CaptureQueriesContext

from armies.roster_check import example_document
from battles.models import Battle
from battles.services import objective, turns
from campaigns import services
from campaigns.models import Campaign
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, settle_setup
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import key, play_game


def poll_url(client, campaign: Campaign) -> str:
    """The poll address the campaign page carries now, as the phone's script reads it."""
    page = client.get(f"/campaigns/{campaign.code}/").text
    found = re.search(r'<span id="live" hidden data-poll="([^"]+)" data-poll-every="(\d+)">', page)
    assert found, "the page carries no poll"
    return unescape(found[1])


def by_hand(campaign: Campaign, user):
    return services.game_by_hand(code=campaign.code, user=user, result="side-a-wins", reason="mission-objective",
                                 combat_score_a=4, combat_score_b=2, key=key())  # fmt: skip


def test_the_page_carries_its_version_and_polls_every_few_seconds(client, running, settings):
    campaign, anna, _bruno = running
    settings.LIVE_POLL_MS = 1000
    client.force_login(anna)
    page = client.get(f"/campaigns/{campaign.code}/").text
    version = Campaign.objects.get(pk=campaign.pk).version
    assert f'data-poll="/campaigns/{campaign.code}/poll/?v={version}&amp;state=running&amp;over=0"' in page
    assert 'data-poll-every="3000"' in page
    for region in ("live", "standings", "play", "ladder", "history", "organisers"):
        assert f'data-region="{region}"' in page


def test_an_unchanged_campaign_answers_204_in_at_most_three_queries(client, running):
    campaign, anna, _bruno = running
    client.force_login(anna)
    url = poll_url(client, campaign)
    with CaptureQueriesContext(connection) as queries:
        answer = client.get(url)
    assert answer.status_code == 204 and answer.content == b""
    # the session, the user, and the campaign's version with the reader's membership and its battle's end
    assert len(queries) <= 3, [q["sql"] for q in queries]


def test_a_result_confirmed_on_one_phone_brings_confirm_to_the_other(client, running):
    campaign, anna, bruno = running
    client.force_login(bruno)
    url = poll_url(client, campaign)  # Bruno's phone shows the next game
    assert client.get(url).status_code == 204
    by_hand(campaign, anna)  # Anna enters the result on hers: side A has confirmed
    answer = client.get(url)
    assert answer.status_code == 200
    assert 'data-testid="confirm-B"' in answer.text and 'data-testid="confirm-A"' not in answer.text
    for region in ("live", "standings", "play", "ladder", "history", "organisers"):
        assert f'data-region="{region}"' in answer.text
    assert "<html" not in answer.text  # the regions only, not the page
    fresh = re.search(r'data-poll="([^"]+)"', answer.text)
    assert client.get(unescape(fresh[1])).status_code == 204  # the swapped-in version is current


def test_a_battle_that_ends_brings_confirm_though_the_books_are_unchanged(client, running):
    campaign, anna, _bruno = running
    game = services.next_game(code=campaign.code, user=anna, key=key())
    client.force_login(anna)
    url = poll_url(client, campaign)  # "being played"
    assert "&over=0" in url and client.get(url).status_code == 204
    version = Campaign.objects.get(pk=campaign.pk).version
    play_game_to_its_end(campaign, anna, game)
    assert Campaign.objects.get(pk=campaign.pk).version == version  # the battle's end is not in the campaign's books
    answer = client.get(url)
    assert answer.status_code == 200 and 'data-testid="confirm-A"' in answer.text
    assert "&amp;over=1" in answer.text


def play_game_to_its_end(campaign: Campaign, anna, game) -> None:
    """The battle of the game already started, played to its end (fixtures.play_game starts one of its own)."""
    battle = Battle.objects.get(pk=game.battle_id)
    seats = {s.team: s for s in battle.seats.all()}
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=seats["A"].pk)
    initiative(battle, seats["A"], "5,2")
    objective.declare(code=battle.code, seat_id=seats["A"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["B"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=seats["A"].pk, key=key())
    assert Battle.objects.get(pk=battle.pk).phase == "ended"


def test_a_new_state_reloads_the_whole_page(client, forming):
    campaign, anna, bruno = forming
    client.force_login(bruno)
    url = poll_url(client, campaign)
    assert "state=forming" in url
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    changed = client.get(url)
    assert changed.status_code == 200 and "HX-Refresh" not in changed  # a force chosen: the regions
    assert 'data-region="forming"' in changed.text
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    answer = client.get(url)
    assert answer["HX-Refresh"] == "true"


def test_strangers_get_nothing_from_a_private_campaigns_poll(client, running, make_player):
    campaign, anna, _bruno = running
    client.force_login(anna)
    url = poll_url(client, campaign)
    client.logout()
    assert client.get(url).status_code == 404
    client.force_login(make_player("cleo"))
    assert client.get(url).status_code == 404
    Campaign.objects.filter(pk=campaign.pk).update(public=True)
    assert client.get(url).status_code == 204  # a public campaign is read by anyone
    assert client.get(url.replace(campaign.code, "NOPE99")).status_code == 404


def test_a_played_game_does_not_change_the_poll_of_a_phone_that_is_current(client, running):
    """Played to its end and confirmed by both: the phone that loads the page afterwards is current at once."""
    campaign, anna, bruno = running
    game = play_game(campaign, anna, "A")
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    client.force_login(bruno)
    assert client.get(poll_url(client, campaign)).status_code == 204
