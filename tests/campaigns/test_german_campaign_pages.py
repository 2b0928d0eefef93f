"""German as good as English on a campaign's pages (issue 33): the campaign page, a side's force with its units and
what each may become, the printed force, the ledger and the report, read on a German phone, show no English of ours
and none of the sample pack's words that read otherwise in German (tests/battles/test_german_everywhere.py): the units'
labels, weapons and qualities, the upgrades bought, the salvage left behind and taken, each ledger line with the
units a battle named ("Schütze 3", as the battle's own pages say it). What the ledger marks as sealed English is not
read."""

from __future__ import annotations

import pytest
from django.utils import translation

from armies.roster_check import check_document, example_document, labels_in_reader_language
from campaigns import books, salvage, services, upgrades, words
from campaigns.models import Campaign
from tests.battles.test_german_everywhere import DE, SAME_IN_GERMAN, german_of, vocabulary
from tests.campaigns.fixtures import *  # noqa: F403 - fixtures
from tests.campaigns.fixtures import confirm_both, key, play_game, tank_left_behind_in
from tests.i18n_helpers import english_of_ours

RECON = "de-armored-reconnaissance-150"  # armoured cars that rise in quality, a light tank, riflemen


def buy(campaign: Campaign, user, side: str, kind: str, words: str = "") -> None:
    """The side buys the cheapest upgrade of this kind ("quality", "weapons", "unit") it can pay whose English label
    holds `words`."""
    have = books.books(campaign, list(campaign.games.all())).points[side]
    offered = [(u, o) for u in upgrades.options(campaign.forces.get(side=side), have) for o in u.options
               if o.choice.startswith(f"{kind}:") and words in str(o.label) and not o.why_not]  # fmt: skip
    unit, option = min(offered, key=lambda uo: (uo[1].price, uo[0].ref))
    upgrades.upgrade(code=campaign.code, user=user, ref=unit.ref, choice=option.choice, key=key())


def english_on(client, url: str, *shown: str) -> list[tuple[str, str]]:
    """The English of ours on the page read in German, each with the page it is on; and the German it must show."""
    response = client.get(url, **DE)
    assert response.status_code == 200, (url, response.status_code)
    assert 'lang="de"' in response.text
    for text in shown:
        assert text in response.text, (url, text)
    left = english_of_ours(response, vocabulary=vocabulary(), german=tuple(german_of().values()))
    return [(url, english) for english in left if english not in SAME_IN_GERMAN]


def pages(client, campaign: Campaign, *sides: str) -> list[tuple[str, str]]:
    """The English left on every page of the campaign read in German: its page, its sides' forces and their prints,
    the ledger and the report."""
    code = campaign.code
    urls = [f"/campaigns/{code}/"]
    urls += [f"/campaigns/{code}/force/{side}/{print_}" for side in sides for print_ in ("", "print/")]
    urls += [f"/campaigns/{code}/ledger/", f"/campaigns/{code}/report/"]
    return [found for url in urls for found in english_on(client, url)]


@pytest.fixture
def upgraded(running, client):
    """Game 1 played and won by side A (the German grenadiers), confirmed; side A has bought a better weapon for one
    soldier, another weapon for one more and a gun for its heavy machine gun team; game 2 is played and confirmed."""
    campaign, anna, bruno = running
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "A"))
    campaign = Campaign.objects.get(pk=campaign.pk)
    for kind, label in (("weapons", " instead of "), ("weapons", "+ "), ("unit", "")):
        buy(campaign, anna, "A", kind, label)
    confirm_both(campaign, anna, bruno, play_game(campaign, anna, "B"))
    client.force_login(anna)
    return Campaign.objects.get(pk=campaign.pk), client


def test_a_campaign_of_battles_and_upgrades_reads_german_on_every_page(upgraded):
    campaign, client = upgraded
    code = campaign.code
    assert pages(client, campaign, "A", "B") == []
    english_on(client, f"/campaigns/{code}/force/A/", "Schütze", " statt ", "Regulär")
    english_on(client, f"/campaigns/{code}/force/A/print/", "Schütze")
    english_on(client, f"/campaigns/{code}/ledger/", "wertet", "Schütze")


def test_a_unit_risen_in_quality_reads_german(recon, client):
    campaign, anna, bruno = recon
    buy(Campaign.objects.get(pk=campaign.pk), anna, "A", "quality")
    client.force_login(anna)
    assert pages(client, Campaign.objects.get(pk=campaign.pk), "A", "B") == []


def test_salvage_left_behind_and_taken_reads_german(forming, client):
    campaign, anna, _bruno, tank = tank_left_behind_in(forming)
    client.force_login(anna)
    assert english_on(client, f"/campaigns/{campaign.code}/", "Zurückgelassen") == []
    salvage.claim(code=campaign.code, user=anna, number=1, ref=tank.ref, key=key())
    assert pages(client, Campaign.objects.get(pk=campaign.pk), "A", "B") == []


@pytest.mark.parametrize("example", ["de-regular-infantry-150", "us-regular-infantry-150", RECON])
def test_a_label_the_ledger_sealed_reads_as_the_force_page_says_it(sample_pack, example):
    """A unit's label in a ledger line ("Gruppenführer (squad leader) 2", "Rifleman 3") is said as the force page
    and a battle say it: the pack's name in German, the number kept."""
    checked = check_document(example_document(example), base_points=services.FORCE_LIMIT, players=2)
    with translation.override("de"):
        said = labels_in_reader_language(checked)
        assert {ref: words.label_said(label) for ref, label in checked.labels.items()} == said
        assert words.force_name(checked.doc) != checked.name
    with translation.override("en"):
        assert words.force_name(checked.doc) == checked.name
        assert [words.label_said(label) for label in checked.labels.values()] == list(checked.labels.values())
