"""The campaign page's cost: its queries stay the same with 1 or 10 games (a test), and its time with 10 games is a
benchmark."""

from __future__ import annotations

from django.db import connection
from django.test.utils import CaptureQueriesContext

from campaigns import services
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import key

RESULTS = ["side-a-wins", "side-b-wins", "draw", "side-a-wins", "side-b-wins"] * 2  # ten games, no early end


def play_by_hand(campaign, anna, bruno, count: int) -> None:
    for result in RESULTS[:count]:
        game = services.game_by_hand(code=campaign.code, user=anna, result=result, reason="last-turn",
                                     combat_score_a=5, combat_score_b=4, key=key())  # fmt: skip
        services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())


def page_queries(client, campaign) -> int:
    with CaptureQueriesContext(connection) as queries:
        assert client.get(f"/campaigns/{campaign.code}/").status_code == 200
    return len(queries)


def test_the_campaign_page_takes_the_same_queries_with_1_or_10_games(client, running):
    campaign, anna, bruno = running
    client.force_login(anna)
    play_by_hand(campaign, anna, bruno, 1)
    one = page_queries(client, campaign)
    play_by_hand(campaign, anna, bruno, 9)
    assert campaign.games.count() == 10
    assert page_queries(client, campaign) == one


def test_the_campaign_page_with_ten_games(benchmark, client, running):
    campaign, anna, bruno = running
    client.force_login(anna)
    play_by_hand(campaign, anna, bruno, 10)
    response = benchmark.pedantic(client.get, args=(f"/campaigns/{campaign.code}/",), rounds=10, warmup_rounds=2)
    assert response.status_code == 200 and response.text.count('class="played') == 10
