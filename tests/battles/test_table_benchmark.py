"""The table page's cost as the armies grow: the active phone's page during a turn, with 10, 26, 60 and 100
units a side (benchmarks; issue 13 wants it flat and about 10 ms at 60). Its query count is held flat by
test_turn_views.py; here the page must still show the picker, so a broken page cannot pass as a fast one."""

from __future__ import annotations

import pytest

from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, ready_to_play
from tests.battles.pages import phone, revealed_with


@pytest.mark.parametrize("units", [10, 26, 60, 100])  # 10: the smallest roster the builder makes valid
def test_the_table_page_during_a_turn(benchmark, make_battle, make_detachment, player, stranger, units):
    battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    browser, url = phone(battle.code, anna.pk), f"/battles/{battle.code}/"

    response = benchmark.pedantic(browser.get, args=(url,), rounds=8, warmup_rounds=2)

    assert response.status_code == 200 and 'data-testid="picks"' in response.text
