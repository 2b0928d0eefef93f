"""SkirmishCorps' pages under /rules/skirmishcorps/ (issue 36): its quick reference, every calculator (HTML and JSON,
D6 dice rolled by the server or typed), its rulings, and the one search finding its calculators, sections and rulings
labelled with its name."""

from __future__ import annotations

import re

import pytest
from django.utils.html import escape

from rules import search, system_pages
from rules.engine import catalog
from rules.engine.systems import SKIRMISHCORPS

HTMX = {"HTTP_HX_REQUEST": "true"}
PROCEDURES = sorted(catalog.of_system(SKIRMISHCORPS.key).values(), key=lambda p: p.id)
every_procedure = pytest.mark.parametrize("procedure", PROCEDURES, ids=lambda p: p.id)
LANDING = "/rules/skirmishcorps/calc/sprint-landing/"
SPOT = "/rules/skirmishcorps/calc/spot-test/"

pytestmark = pytest.mark.django_db


def url_of(procedure) -> str:
    return f"/rules/skirmishcorps/calc/{procedure.id.removeprefix('skirmishcorps/')}/"


def ask(client, url, **params):
    response = client.get(url, {"format": "json", **params})
    assert response["Content-Type"] == "application/json", response.content[:300]
    return response.status_code, response.json()


@pytest.mark.parametrize(
    "url", ["/rules/skirmishcorps/", "/rules/skirmishcorps/calc/", "/rules/skirmishcorps/rulings/"]
)
def test_each_page_answers_and_says_it_is_skirmishcorps(client, url):
    page = client.get(url)
    assert page.status_code == 200
    assert re.search(r'<h1><span class="system-name">SkirmishCorps</span>', page.text)


@every_procedure
def test_its_calculator_page_shows_its_form_and_the_section_it_implements(client, procedure):
    response = client.get(url_of(procedure))
    assert response.status_code == 200
    assert f'<span class="system-name">SkirmishCorps</span> {escape(procedure.title)}</h1>' in response.text
    assert escape(procedure.section) in response.text
    if procedure.rolls:
        expected = re.search(r'<ol class="rolls-expected">(.*?)</ol>', response.text, re.S).group(1)
        assert "D6" in expected and "D12" not in expected


@every_procedure
def test_its_json_answers_before_the_roll_and_with_server_dice(client, procedure):
    status, preview = ask(client, url_of(procedure))
    assert status == 200, preview
    assert preview["procedure"] == procedure.id and preview["dice"] == []
    assert sum(row["probability"] for row in preview["outcomes"]) == pytest.approx(1)
    status, rolled = ask(client, url_of(procedure), roll="1")
    assert status == 200, rolled
    assert all(1 <= face <= 6 for face in rolled["dice"])
    assert len(rolled["dice"]) == max(procedure.dice_counts(procedure.defaults()))
    page = client.get(url_of(procedure), {"roll": "1"}, **HTMX)
    assert page.status_code == 200 and "<html" not in page.text


def test_typed_dice_are_read_as_the_engine_reads_them(client):
    assert ask(client, LANDING, re="7", dice="4,4")[1]["result"] == "stunned"
    assert ask(client, LANDING, re="7", dice="34")[1]["result"] == "lands-safely"  # one D6 per digit
    assert ask(client, SPOT, target="sneaking-in-the-open", dice="1,4")[1]["result"] == "spotted"
    status, body = ask(client, LANDING, dice="3,9")
    assert status == 400


def test_the_odds_before_the_roll_read_as_a_roll_under_target(client):
    page = client.get(LANDING, {"re": "7"}).text
    assert "7 or less" in page and "58.3%" in page


def test_the_listing_in_json_names_the_system_and_every_procedure(client):
    status, body = ask(client, "/rules/skirmishcorps/calc/")
    assert status == 200
    assert body["system"] == {"key": "skirmishcorps", "name": "SkirmishCorps", "die": "D6", "needs": "at-most"}
    assert {p["url"] for p in body["procedures"]} == {url_of(p) for p in PROCEDURES}


def test_the_quick_reference_lists_every_procedure_under_its_chapter_in_the_texts_order(client):
    page = client.get("/rules/skirmishcorps/").text
    for procedure in PROCEDURES:
        assert f'href="{url_of(procedure)}"' in page, procedure.id
    chapters = re.findall(r'<h2 class="chapter" id="(?!in-brief)[^"]+">([^<]+)</h2>', page)
    assert chapters == [
        "Actions",
        "Shooting and throwing",
        "Stance and movement",
        "Hiding and sneaking",
        "Close combat",
    ]
    brief = [
        s for s in system_pages.sections_of(SKIRMISHCORPS) if s.heading not in system_pages.implemented(SKIRMISHCORPS)
    ]
    assert {s.heading for s in brief} == {"Fire a Ranged Weapon", "Make a Close Combat Attack", "PURSUING",
                                          "FLUSHING - CLOSE COMBAT ON HIDDEN OR SNEAKING UNITS"}  # fmt: skip
    for section in brief:
        assert f"<dt>{escape(section.title)}</dt><dd>{escape(section.about)}</dd>" in page


def test_the_rulings_page_lists_every_ruling_by_topic(client):
    page = client.get("/rules/skirmishcorps/rulings/").text
    held = system_pages.rulings_of(SKIRMISHCORPS)
    assert len(held) >= 10
    for ruling in held:
        assert f'id="{ruling.id}"' in page and re.fullmatch(r"Q\d+", ruling.id)
    assert 'id="R1"' not in page and 'id="O1"' not in page


def test_an_unknown_calculator_is_not_found(client):
    assert client.get("/rules/skirmishcorps/calc/no-such-roll/").status_code == 404
    assert client.get("/rules/calc/spot-test/").status_code in (200, 404)  # Burst of Fire's own, if it has one
    assert catalog.get("spot-test") is not catalog.get("skirmishcorps/spot-test")


def test_the_search_finds_its_calculator_section_and_ruling_labelled_with_its_name(client):
    hits = search.search("spot test", prefer=SKIRMISHCORPS).hits
    assert (hits[0].url, hits[0].system) == (SPOT, "SkirmishCorps")
    hits = search.search("pursuing", prefer=SKIRMISHCORPS).hits
    assert ("PURSUING", "Rule", "SkirmishCorps") in [(h.title, h.kind, h.system) for h in hits[:3]]
    assert search.search("Q12").hits[0].url == "/rules/skirmishcorps/rulings/#Q12"
    page = client.get("/rules/search/", {"q": "spring attack", "system": "skirmishcorps"}).text
    assert 'href="/rules/skirmishcorps/calc/spring-attack/"' in page
