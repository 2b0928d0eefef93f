"""Chain of Command's pages under /rules/chain-of-command/: its quick reference, calculators (HTML and JSON, the
server's D6 or typed dice), rulings, and the one search finding its sections and calculators."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.systems import CHAIN_OF_COMMAND
from rules.system_content import sections_of
from tests.rulebook import source_headings

PROCEDURES = sorted(catalog.of_system(CHAIN_OF_COMMAND.key).values(), key=lambda p: p.id)
every_procedure = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)

pytestmark = pytest.mark.django_db


def url_of(procedure) -> str:
    return f"/rules/chain-of-command/calc/{procedure.id.removeprefix('chain-of-command/')}/"


@pytest.mark.parametrize("url", ["/rules/chain-of-command/", "/rules/chain-of-command/calc/",
                                 "/rules/chain-of-command/rulings/"])  # fmt: skip
def test_each_page_answers_and_names_the_system(client, url):
    page = client.get(url)
    assert page.status_code == 200
    assert '<span class="system-name">Chain of Command</span>' in page.text


@every_procedure
def test_its_calculator_answers_before_and_after_a_server_roll(client, procedure):
    assert client.get(url_of(procedure)).status_code == 200
    assert client.get(url_of(procedure), {"roll": "1"}).status_code == 200


def test_the_json_answer_gives_the_whole_distance_distribution_and_a_typed_roll(client):
    url = url_of(catalog.get("chain-of-command/vehicle-move"))
    answer = client.get(url, {"format": "json", "ground": "broken", "pace": "flat-out"}).json()
    assert len(answer["distances"]) == 16  # 3 to 18 in
    rolled = client.get(url, {"format": "json", "ground": "broken", "pace": "flat-out", "dice": "4,2,5"}).json()
    assert rolled["result"] == "moves" and rolled["distance"] == 11


def test_the_rulings_page_lists_every_ruling(client):
    page = client.get("/rules/chain-of-command/rulings/").text
    for n in range(1, 14):
        assert f"K{n}" in page


def test_the_sections_are_lines_of_the_text():
    assert {s.heading for s in sections_of(CHAIN_OF_COMMAND)} <= source_headings(CHAIN_OF_COMMAND.source)


def test_the_search_finds_its_calculator(client):
    page = client.get("/rules/search/", {"q": "immobilised", "system": "chain-of-command"}).text
    assert "/rules/chain-of-command/calc/immobilised/" in page
