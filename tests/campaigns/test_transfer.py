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
