"""campaign.json: an organiser's download of the whole campaign, and its import on another server, checked whole before
anything is written."""

from __future__ import annotations

import copy
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from bof_site.refusals import Refused
from campaigns import services, transfer
from campaigns.models import Campaign
from campaigns.selectors import state_json
from campaigns.verify import verify_campaign
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import confirm_both, key, play_game


def moved_away(campaign: Campaign) -> None:
    """The test database is both servers: the old one's campaign takes another code so the import finds its free."""
    Campaign.objects.filter(pk=campaign.pk).update(code="OLD" + campaign.code[:3])


@pytest.fixture
def played(running):
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    game = services.game_by_hand(code=campaign.code, user=bruno, result="side-b-wins", reason="last-turn",
                                 combat_score_a=3, combat_score_b=11, key=key())  # fmt: skip
    services.result_confirm(code=campaign.code, user=anna, number=game.number, side="A", key=key())
    return Campaign.objects.get(pk=campaign.pk), anna, bruno


def test_a_campaign_moves_whole_and_still_verifies(played):
    campaign, _anna, _bruno = played
    before = state_json(campaign)
    doc = json.loads(json.dumps(transfer.export_campaign(campaign)))  # as a file would carry it
    moved_away(campaign)
    restored = transfer.import_campaign(doc)
    after = state_json(restored)
    assert after == before  # battles stay on the old server: a game keeps its battle's code
    assert restored.games.get(number=1).battle_id is None
    assert restored.games.get(number=1).battle_code == before["games"][0]["battle"]
    assert verify_campaign(restored).ok


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["ledger"][-1].update(points_a=d["ledger"][-1]["points_a"] + 50), "does not hold together"),
        (lambda d: d["games"][0].update(combat_score_a=99), "does not hold together"),
        (lambda d: d["ledger"].pop(), "does not hold together"),
        (lambda d: d["members"][1].update(account="nobody-here"), "need an account here first"),
        (lambda d: d.update(format="bof-campaign/9"), "not a campaign file"),
        (lambda d: d.pop("games"), "incomplete"),
        # Values no export holds: each was a server error (the database refused them, or Python could not read them).
        (lambda d: d["campaign"].update(code="X" * 9), "code: Ensure this value has at most 8 characters"),
        (lambda d: d["ledger"][0].update(seq=10**30), "seq: Ensure this value is less than or equal to"),
        (lambda d: d["members"][0].update(position=-1), "position: Ensure this value is greater than or equal to 0"),
        (lambda d: d["campaign"].update(state="x" * 50), "state: Value 'xxxx"),
        (lambda d: d["games"][0].update(number=[1]), "number: "),
        (lambda d: d["members"].append("Anna"), "incomplete"),
        (lambda d: d.update(members=True), "incomplete"),
        (lambda d: d["members"][0].update(account=["anna"]), "incomplete"),
        (lambda d: d["members"][1].update(position=d["members"][0]["position"]), "does not hold together"),
    ],
)
def test_an_edited_or_broken_file_is_refused_and_writes_nothing(played, edit, message):
    campaign, _anna, _bruno = played
    doc = copy.deepcopy(transfer.export_campaign(campaign))
    doc = json.loads(json.dumps(doc))
    edit(doc)
    moved_away(campaign)
    count = Campaign.objects.count()
    with pytest.raises(Refused, match=message):
        transfer.import_campaign(doc)
    assert Campaign.objects.count() == count


def test_only_organisers_download_it_and_only_its_players_import_it(client, played, make_player):
    campaign, anna, bruno = played
    client.force_login(bruno)
    assert client.get(f"/campaigns/{campaign.code}/campaign.json").status_code == 404
    client.force_login(anna)
    download = client.get(f"/campaigns/{campaign.code}/campaign.json")
    assert download.status_code == 200 and download.json()["format"] == transfer.FORMAT
    moved_away(campaign)
    client.force_login(make_player("cleo"))
    upload = SimpleUploadedFile("campaign.json", download.content, content_type="application/json")
    refused = client.post("/campaigns/import/", {"campaign_file": upload})
    assert refused.status_code == 400 and "own players can move it" in refused.text
    client.force_login(bruno)
    garbage = client.post("/campaigns/import/", {"campaign_file": SimpleUploadedFile("x.json", b"{not json")})
    assert garbage.status_code == 400 and "not a campaign file" in garbage.text
    upload = SimpleUploadedFile("campaign.json", download.content, content_type="application/json")
    moved = client.post("/campaigns/import/", {"campaign_file": upload})
    assert moved.status_code == 302 and moved["Location"] == f"/campaigns/{campaign.code}/"


@pytest.mark.parametrize(
    ("edit", "english", "german"),
    [
        (lambda d: d["members"].append("Anna"), "incomplete", "unvollständig"),  # a name where a player's row goes
        (lambda d: d["members"][0].update(account=["anna"]), "own players can move it", "der Spieler des Feldzugs"),
        (lambda d: d["campaign"].update(code="X" * 9), "cannot keep (code: Ensure", "nicht speichern kann (code: "),
    ],
)
def test_a_file_with_values_no_export_holds_gets_a_message_in_the_readers_language(
    client, played, edit, english, german
):
    """Through the page, as a player uploads it: each of these was a server error before."""
    campaign, anna, _bruno = played
    doc = json.loads(json.dumps(transfer.export_campaign(campaign)))
    edit(doc)
    moved_away(campaign)
    client.force_login(anna)
    count = Campaign.objects.count()
    for language, words in (("en-gb", english), ("de", german)):
        client.cookies["django_language"] = language
        upload = SimpleUploadedFile("campaign.json", json.dumps(doc).encode(), content_type="application/json")
        refused = client.post("/campaigns/import/", {"campaign_file": upload})
        assert refused.status_code == 400 and words in refused.content.decode()
    assert Campaign.objects.count() == count
