"""A short note per game, in the players' words (issue 34): written by one of the campaign's players once the game has
a result, rewritten until the next game starts, kept in the ledger as appended entries (a rewrite voids the note
before it), carried by the export; refusals say why and change nothing."""

from __future__ import annotations

import json
import uuid

import pytest
from django.utils import translation

from bof_site.refusals import Refused
from campaigns import ledger_said, notes, services, transfer
from campaigns.models import Campaign, Entry, Game
from campaigns.selectors import ledger_export
from campaigns.verify import verify_campaign
from dice import fairplay
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import key, play_game


def by_hand(campaign: Campaign, user, result: str = "side-a-wins") -> Game:
    return services.game_by_hand(code=campaign.code, user=user, result=result, reason="mission-objective",
                                 combat_score_a=4, combat_score_b=2, key=key())  # fmt: skip


def confirmed_by_hand(campaign: Campaign, anna, bruno, result: str = "side-a-wins") -> Game:
    game = by_hand(campaign, anna, result)
    services.result_confirm(code=campaign.code, user=bruno, number=game.number, side="B", key=key())
    return Game.objects.get(pk=game.pk)


def write(campaign: Campaign, user, number: int, text: str, once: uuid.UUID | None = None) -> Entry:
    return notes.note_write(code=campaign.code, user=user, number=number, text=text, key=once or key())


def note_entries(campaign: Campaign) -> list[Entry]:
    return list(Entry.objects.filter(campaign=campaign, kind="note").order_by("seq"))


def still_verifies(campaign: Campaign) -> bool:
    fresh = Campaign.objects.get(pk=campaign.pk)
    return fairplay.verify(ledger_export(fresh)).ok and verify_campaign(fresh).ok


# --- The service ---------------------------------------------------------------------------------------------------


def test_it_keeps_a_players_note_in_the_ledger(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    entry = write(campaign, bruno, game.number, "  The bridge held until dusk.\r\nThen it didn't.  ")
    assert (entry.kind, entry.by_name, entry.voids) == ("note", "Bruno", None)
    assert entry.data == {"game": 1, "note": "The bridge held until dusk.\nThen it didn't."}
    found = notes.notes_of(campaign)
    assert (
        list(found) == [1]
        and found[1].text == "The bridge held until dusk.\nThen it didn't."
        and found[1].by == "Bruno"
    )
    assert still_verifies(campaign)


def test_a_rewrite_is_a_new_entry_that_voids_the_note_before(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    first = write(campaign, anna, game.number, "We took the farm.")
    second = write(campaign, bruno, game.number, "They took the farm; we took the orchard.")
    assert second.voids == first.seq and second.seq > first.seq
    assert [e.data["note"] for e in note_entries(campaign)] == [
        "We took the farm.",
        "They took the farm; we took the orchard.",
    ]
    assert notes.notes_of(campaign)[1].text == "They took the farm; we took the orchard."
    assert notes.notes_of(campaign)[1].by == "Bruno"
    assert still_verifies(campaign)


def test_a_double_tap_writes_one_note(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    once = key()
    first = write(campaign, anna, game.number, "Held.", once)
    again = write(campaign, anna, game.number, "Held.", once)
    assert again.pk == first.pk and len(note_entries(campaign)) == 1


def test_a_game_waiting_for_its_second_confirmation_takes_a_note(running):
    """The last game of a campaign can only be written about before its second confirmation closes the ledger."""
    campaign, anna, _bruno = running
    game = by_hand(campaign, anna)
    assert game.state == "to-confirm"
    assert write(campaign, anna, game.number, "Close run.").data["game"] == game.number


def test_a_battle_that_has_ended_takes_a_note_before_anyone_confirms(running):
    campaign, anna, _bruno = running
    game = play_game(campaign, anna, winner="A")
    assert game.state == "playing" and game.battle.phase == "ended"
    assert write(campaign, anna, game.number, "Objective taken in turn 1.").data["game"] == game.number


def test_line_ends_count_once_toward_the_limit(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    text = "x" * 70 + ("\r\n" + "x" * 69) * 3  # 280 characters once each line end is one, 283 as the phone sends it
    assert len(write(campaign, anna, game.number, text).data["note"]) == 280


def test_control_characters_are_dropped(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    assert write(campaign, anna, game.number, "Fog\x00 and\x07 rain\tall day").data["note"] == "Fog and rain\tall day"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Write a few words about the game first."),
        (" \r\n\t ", "Write a few words about the game first."),
        ("x" * 281, "A note holds at most 280 characters; this one has 281."),
    ],
)
def test_an_empty_or_too_long_note_is_refused_and_nothing_is_written(running, text, message):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    count = Entry.objects.filter(campaign=campaign).count()
    with pytest.raises(Refused, match=message):
        write(campaign, anna, game.number, text)
    assert Entry.objects.filter(campaign=campaign).count() == count


def test_exactly_the_limit_is_taken(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    assert len(write(campaign, anna, game.number, "y" * 280).data["note"]) == 280


def test_a_stranger_cannot_write_a_note(running, make_player):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    with pytest.raises(Refused, match="Only the campaign's players write its notes."):
        write(campaign, make_player("cleo"), game.number, "I was there too.")
    assert note_entries(campaign) == []


def test_an_unknown_game_is_refused(running):
    campaign, anna, bruno = running
    confirmed_by_hand(campaign, anna, bruno)
    with pytest.raises(Refused, match="This campaign has no game 7."):
        write(campaign, anna, 7, "Never happened.")
    assert note_entries(campaign) == []


def test_a_game_still_being_played_takes_no_note_yet(running):
    campaign, anna, _bruno = running
    game = services.next_game(code=campaign.code, user=anna, key=key())
    with pytest.raises(Refused, match="Game 1 has no result yet"):
        write(campaign, anna, game.number, "Going well so far.")
    assert note_entries(campaign) == []


def test_the_note_closes_when_the_next_game_starts(running):
    campaign, anna, bruno = running
    first = confirmed_by_hand(campaign, anna, bruno)
    write(campaign, anna, first.number, "First blood.")
    services.next_game(code=campaign.code, user=anna, key=key())
    with pytest.raises(Refused, match="Game 1's note was closed when game 2 started."):
        write(campaign, bruno, first.number, "Not so fast.")
    assert notes.notes_of(campaign)[1].text == "First blood."


def test_a_voided_game_takes_no_note(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    services.result_void(code=campaign.code, user=anna, number=game.number, reason="wrong winner", key=key())
    with pytest.raises(Refused, match="Game 1 was voided: it takes no note."):
        write(campaign, anna, game.number, "Oops.")


def test_the_same_words_again_are_refused(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    write(campaign, anna, game.number, "Held.")
    with pytest.raises(Refused, match="The note already says that."):
        write(campaign, bruno, game.number, "  Held. ")
    assert len(note_entries(campaign)) == 1


def test_an_ended_campaigns_notes_are_closed_with_its_ledger(running):
    campaign, anna, bruno = running
    while Campaign.objects.get(pk=campaign.pk).state == "running":
        last = confirmed_by_hand(campaign, anna, bruno)
    with pytest.raises(Refused, match="The campaign is over and its ledger is closed"):
        write(campaign, anna, last.number, "We won it all.")
    assert still_verifies(campaign)


# --- Carried with the campaign ----------------------------------------------------------------------------------


def test_notes_move_with_the_campaign_and_an_edited_note_is_refused(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    write(campaign, anna, game.number, "We took the farm.")
    write(campaign, bruno, game.number, "They took the farm.")
    doc = json.loads(json.dumps(transfer.export_campaign(Campaign.objects.get(pk=campaign.pk))))
    edited = json.loads(json.dumps(doc))
    next(e for e in reversed(edited["ledger"]) if e["kind"] == "note")["data"]["note"] = "We won easily."
    Campaign.objects.filter(pk=campaign.pk).update(code="OLD" + campaign.code[:3])
    with pytest.raises(Refused, match="does not hold together"):
        transfer.import_campaign(edited)
    restored = transfer.import_campaign(doc)
    assert notes.notes_of(restored)[1].text == "They took the farm." and verify_campaign(restored).ok


def test_the_ledger_line_of_a_long_note_quotes_it_whole_where_the_summary_was_cut(running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    text = "z" * 279 + "!"
    entry = write(campaign, anna, game.number, text)
    assert len(entry.summary) == 300 and not entry.summary.endswith("!")  # the sealed summary holds 300 characters
    with translation.override("de"):
        line = ledger_said.said(entry)
    assert line.endswith(text) and "Anna" in line


def test_a_ledger_line_whose_summary_does_not_match_its_note_stays_as_sealed(running):
    campaign, anna, bruno = running
    confirmed_by_hand(campaign, anna, bruno)
    entry = Entry(kind="note", by_name="Anna", summary="Anna writes about game 1: one thing.",
                  data={"game": 1, "note": "another thing."})  # fmt: skip
    with translation.override("de"):
        assert ledger_said.said(entry) == "Anna writes about game 1: one thing."


# --- Over HTTP -----------------------------------------------------------------------------------------------------


def post_note(client, campaign: Campaign, number: int, text: str, **extra):
    return client.post(
        f"/campaigns/{campaign.code}/games/{number}/note/", {"key": str(uuid.uuid4()), "text": text, **extra}
    )


def test_a_player_writes_the_note_from_the_campaign_page_and_it_shows_escaped(client, running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    client.force_login(bruno)
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert 'data-testid="note-form"' in page and f"/games/{game.number}/note/" in page
    answer = post_note(client, campaign, game.number, "<b>Smoke</b> & mirrors")
    assert answer.status_code == 302 and answer["Location"] == f"/campaigns/{campaign.code}/#game-1"
    page = client.get(f"/campaigns/{campaign.code}/").text
    assert (
        'data-testid="note-1"' in page and "&lt;b&gt;Smoke&lt;/b&gt; &amp; mirrors" in page and "<b>Smoke" not in page
    )
    assert "Rewrite game 1" in page  # the form is there again, filled with the note to rewrite


def test_a_note_too_long_over_http_says_why_keeps_the_words_and_changes_nothing(client, running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    client.force_login(anna)
    answer = post_note(client, campaign, game.number, "w" * 300)
    assert answer.status_code == 400
    assert "A note holds at most 280 characters; this one has 300." in answer.text
    assert "w" * 300 in answer.text  # what was typed is still in the box
    assert note_entries(campaign) == []


def test_a_note_on_an_unknown_game_over_http_is_refused(client, running):
    campaign, anna, bruno = running
    confirmed_by_hand(campaign, anna, bruno)
    client.force_login(anna)
    answer = post_note(client, campaign, 9, "Ghost game.")
    assert answer.status_code == 400 and "This campaign has no game 9." in answer.text
    assert note_entries(campaign) == []


def test_an_old_page_without_a_key_is_refused(client, running):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    client.force_login(anna)
    answer = client.post(f"/campaigns/{campaign.code}/games/{game.number}/note/", {"text": "Hi", "key": "old"})
    assert answer.status_code == 400 and "The page was too old to act on" in answer.text
    assert note_entries(campaign) == []


def test_strangers_cannot_write_a_note(client, running, make_player):
    campaign, anna, bruno = running
    game = confirmed_by_hand(campaign, anna, bruno)
    client.force_login(make_player("cleo"))
    assert post_note(client, campaign, game.number, "Hello").status_code == 404  # a private campaign: not even seen
    Campaign.objects.filter(pk=campaign.pk).update(public=True)
    assert 'data-testid="note-form"' not in client.get(f"/campaigns/{campaign.code}/").text
    answer = post_note(client, campaign, game.number, "Hello")
    assert answer.status_code == 400 and "Only the campaign&#x27;s players write its notes." in answer.text
    client.logout()
    assert post_note(client, campaign, game.number, "Hello").status_code == 400
    assert note_entries(campaign) == []


def test_the_form_is_offered_only_for_the_game_that_may_take_a_note(client, running):
    campaign, anna, bruno = running
    confirmed_by_hand(campaign, anna, bruno)
    services.next_game(code=campaign.code, user=anna, key=key())  # game 2 being played: game 1's note is closed
    client.force_login(anna)
    assert 'data-testid="note-form"' not in client.get(f"/campaigns/{campaign.code}/").text
