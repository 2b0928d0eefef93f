"""Two phones at once on one campaign (threads against real Postgres): a result is booked once, a game is made once,
and the confirmations of both sides arriving together book the result exactly once."""

from __future__ import annotations

import uuid

import pytest

from armies.roster_check import example_document
from bof_site.refusals import Refused
from campaigns import books, services
from campaigns.models import Campaign, Entry, Game
from tests.battles.lobby_fixtures import AMERICANS, GERMANS
from tests.campaigns.fixtures import *  # noqa: F403
from tests.concurrency import run_at_once

ROUNDS = 3


def started(anna, bruno) -> Campaign:
    campaign = services.campaign_create(name="At once", user=anna, display_name="Anna", side="A")
    services.member_join(code=campaign.code, user=bruno, display_name="Bruno", side="B")
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=uuid.uuid4())
    return campaign


@pytest.mark.django_db(transaction=True)
def test_both_sides_confirming_together_book_the_result_once(arsenal, make_player):
    anna, bruno = make_player("anna"), make_player("bruno")
    for _round in range(ROUNDS):
        campaign = started(anna, bruno)
        game = services.game_by_hand(code=campaign.code, user=anna, result="side-a-wins", reason="last-turn",
                                     combat_score_a=7, combat_score_b=3, key=uuid.uuid4())  # fmt: skip
        # Anna entered it; the organiser (Anna, for side B) and Bruno confirm side B at the same moment.
        results, errors = run_at_once(
            lambda i, code=campaign.code, n=game.number: services.result_confirm(
                code=code, user=(anna, bruno)[i], number=n, side="B", key=uuid.uuid4()
            )
        )
        assert len(results) == 1 and len(errors) == 1 and isinstance(errors[0], Refused)
        assert Entry.objects.filter(campaign=campaign, kind="result").count() == 1
        state = books.books(campaign, list(Game.objects.filter(campaign=campaign)))
        assert state.points == {"A": 7 + 7, "B": 3 + 3}


@pytest.mark.django_db(transaction=True)
def test_two_phones_starting_the_next_game_make_one(arsenal, make_player):
    anna, bruno = make_player("anna"), make_player("bruno")
    for _round in range(ROUNDS):
        campaign = started(anna, bruno)
        results, errors = run_at_once(
            lambda i, code=campaign.code: services.next_game(code=code, user=(anna, bruno)[i], key=uuid.uuid4())
        )
        assert len(results) == 1 and len(errors) == 1 and "Finish the game" in errors[0].message
        assert Game.objects.filter(campaign=campaign).count() == 1
