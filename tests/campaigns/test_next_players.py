"""Several players on a side (issue 34): a side's player names who of the side plays its force in the next game,
in one tap on the campaign page; the next battle seats that player; the other side, a stranger, a game being played
and naming the one already named are refused in words, changing nothing; the ledger keeps it and verifies."""

from __future__ import annotations

import pytest

from armies.roster_check import example_document
from battles.models import Battle
from bof_site.refusals import Refused
from campaigns import books, players, services
from campaigns.models import Campaign
from campaigns.verify import verify_campaign
from tests.battles.lobby_fixtures import AMERICANS, GERMANS
from tests.battles.pages import phone, words
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import key

pytestmark = pytest.mark.django_db


@pytest.fixture
def three(forming, make_player):
    """Anna and Cleo on side A, Bruno on side B; the campaign runs, game 1 is next."""
    campaign, anna, bruno = forming
    cleo = make_player("cleo")
    services.member_join(code=campaign.code, user=cleo, display_name="Cleo", side="A")
    services.force_choose(code=campaign.code, user=anna, doc=example_document(GERMANS), source="Example")
    services.force_choose(code=campaign.code, user=bruno, doc=example_document(AMERICANS), source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=key())
    return Campaign.objects.get(pk=campaign.pk), anna, bruno, cleo


def names(campaign) -> dict[str, str]:
    return {side: m.display_name for side, m in books.next_players(campaign).items()}


def test_a_side_hands_its_force_to_another_player_and_the_battle_seats_her(three):
    campaign, anna, bruno, cleo = three
    assert names(campaign) == {"A": "Anna", "B": "Bruno"}  # each side's first member, as before
    cleo_position = campaign.members.get(user=cleo).position
    entry = players.play_next(code=campaign.code, user=cleo, member=cleo_position, key=key())
    assert entry.kind == "player" and entry.summary == "Cleo plays side A's force in the next game."
    assert names(campaign) == {"A": "Cleo", "B": "Bruno"}
    game = services.next_game(code=campaign.code, user=anna, key=key())
    seats = {s.display_name: s for s in Battle.objects.get(pk=game.battle_id).seats.all()}
    assert set(seats) == {"Cleo", "Bruno"} and seats["Cleo"].user_id == cleo.pk
    assert verify_campaign(Campaign.objects.get(pk=campaign.pk)).ok


@pytest.mark.parametrize(
    ("who", "member", "refused"),
    [
        ("bruno", "cleo", "Pick one of your own side's players."),
        ("anna", "nobody", "Pick one of your own side's players."),
        ("anna", "anna", "Anna plays the next game already."),
        ("stranger", "anna", "Only the campaign's players can do that."),
    ],
)
def test_naming_anyone_else_is_refused_and_changes_nothing(three, make_player, who, member, refused):
    campaign, anna, bruno, cleo = three
    users = {"anna": anna, "bruno": bruno, "cleo": cleo, "stranger": make_player("zed")}
    positions = {m.user_id: m.position for m in campaign.members.all()}
    position = positions.get(users[member].pk, 99) if member in users else 99
    before = campaign.entry_count
    with pytest.raises(Refused, match=refused):
        players.play_next(code=campaign.code, user=users[who], member=position, key=key())
    assert Campaign.objects.get(pk=campaign.pk).entry_count == before


def test_the_game_being_played_keeps_its_players(three):
    campaign, anna, _bruno, cleo = three
    services.next_game(code=campaign.code, user=anna, key=key())
    with pytest.raises(Refused, match="The game being played keeps its players"):
        players.play_next(code=campaign.code, user=cleo, member=campaign.members.get(user=cleo).position, key=key())


def test_the_page_offers_it_in_one_tap_to_the_sides_other_players(three, client):
    campaign, anna, bruno, cleo = three
    cleo_phone = phone()
    cleo_phone.force_login(cleo)
    page = words(cleo_phone.get(f"/campaigns/{campaign.code}/"))
    assert "Side A: Anna plays its force" in page and "I play it" in page
    assert "Side B: Bruno plays" not in page  # a side of one player has nothing to choose
    bruno_phone = phone()
    bruno_phone.force_login(bruno)
    assert "I play it" not in words(bruno_phone.get(f"/campaigns/{campaign.code}/"))
    answer = cleo_phone.post(f"/campaigns/{campaign.code}/play-next/",
                             {"member": str(campaign.members.get(user=cleo).position), "key": str(key())})  # fmt: skip
    assert answer.status_code == 302
    assert "Side A: Cleo plays its force" in words(cleo_phone.get(f"/campaigns/{campaign.code}/"))
    bad = cleo_phone.post(f"/campaigns/{campaign.code}/play-next/", {"member": "x", "key": str(key())})
    assert bad.status_code == 400 and "Pick one of your own side's players." in words(bad)


def test_the_ledger_line_reads_german(three):
    from django.utils import translation

    from campaigns import ledger_said

    campaign, _anna, _bruno, cleo = three
    entry = players.play_next(code=campaign.code, user=cleo, member=campaign.members.get(user=cleo).position, key=key())
    with translation.override("de"):
        said = ledger_said.said(entry)
    assert said != entry.summary and "Cleo" in said and "Seite A" in said, said
