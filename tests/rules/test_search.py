"""The one rules search (rules/search.py, /rules/search/), the calculators' index and the calculators' "Next" links."""

from __future__ import annotations

import re

import pytest
from django.utils.html import escape

from rules import display, search
from rules.engine import catalog

HTMX = {"HTTP_HX_REQUEST": "true"}

# A player's words, and the page that must come within the first three results (the first screen on a phone).
FIRST_SCREEN = [
    ("shoot", "/rules/calc/attack/"),
    ("shooting", "/rules/calc/attack/"),
    ("fire", "/rules/calc/attack/"),
    ("attack", "/rules/calc/attack/"),
    ("smoke", "/rules/calc/smoke-marker/"),
    ("rally", "/rules/calc/squad-leader-rally/"),
    ("tank", "/rules/calc/effect-afv-ap/"),
    ("MG", "/rules/calc/mg-stop-afv/"),
    ("machine gun", "/rules/calc/mg-overheat/"),
    ("grenades", "/rules/calc/grenade-accuracy/"),
    ("initiative", "/rules/calc/initiative/"),
    ("assault", "/rules/calc/melee/"),
    ("activation", "/rules/calc/actions-per-activation/"),
    ("morale", "/rules/calc/morale-check/"),
    ("bazooka", "/rules/calc/bazooka-accuracy/"),
    ("R33", "/rules/rulings/#R33"),
    ("fire smoke", "/rules/calc/smoke-marker/"),
]


@pytest.mark.parametrize(("words", "url"), FIRST_SCREEN)
def test_a_players_words_find_the_page_in_the_first_three(words, url):
    found = search.search(words)
    assert found.every_word
    assert url in [hit.url for hit in found.hits[:3]], [hit.title for hit in found.hits[:5]]


@pytest.mark.parametrize(
    ("words", "title", "kind"), [("mine", "Minefields", "Rule"), ("covering fire", "Covering fire", "Rule")]
)
def test_rulebook_sections_without_a_calculator_are_found_too(words, title, kind):
    first = search.search(words).hits[0]
    assert (first.title, first.kind) == (title, kind)


def test_every_kind_of_page_is_searched():
    kinds = {hit.kind for words in ("morale", "cover", "pilot") for hit in search.search(words, limit=200).hits}
    assert kinds == {"Calculator", "Table", "Rule", "Ruling"}


def test_nothing_found_and_some_words_found():
    assert search.search("xyzzy").hits == ()
    partly = search.search("smoke xyzzy")
    assert not partly.every_word and partly.hits[0].url == "/rules/calc/smoke-marker/"
    assert search.search("   ").hits == ()


def test_results_come_best_first_and_the_everyday_roll_before_a_rare_one():
    hits = search.search("attack").hits
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert hits[0].url == "/rules/calc/attack/"


@pytest.mark.django_db
def test_the_search_page_answers_in_full_and_htmx_gets_the_results_alone(client):
    page = client.get("/rules/search/", {"q": "rally"})
    assert page.status_code == 200 and "<html" in page.text
    assert 'href="/rules/calc/squad-leader-rally/"' in page.text
    assert 'value="rally"' in page.text  # the box keeps the words

    part = client.get("/rules/search/", {"q": "rally"}, **HTMX)
    assert "<html" not in part.text and 'data-testid="search-hits"' in part.text
    assert "HX-Request" in part["Vary"]


@pytest.mark.django_db
@pytest.mark.parametrize("words", ["", "<script>alert(1)</script>", "x" * 500, "%%%", "ü ß 漢字"])
def test_odd_words_get_a_page_not_an_error(client, words):
    page = client.get("/rules/search/", {"q": words})
    assert page.status_code == 200
    assert "<script>alert" not in page.text
    if words.strip("%") and words != "x" * 500:
        assert escape(words) in page.text


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/rules/calc/", "/rules/search/"])
def test_the_search_box_is_on_home_the_calculators_and_its_page_and_works_without_javascript(client, path):
    form = re.search(r'<form class="card rules-search"[^>]*>', client.get(path).text).group(0)
    assert 'method="get"' in form and 'action="/rules/search/"' in form and 'hx-get="/rules/search/"' in form


@pytest.mark.django_db
def test_the_calculators_index_leads_with_the_most_used_and_jumps_to_every_chapter(client):
    text = client.get("/rules/calc/").text
    most_used = text[text.index('data-testid="most-used"') :]
    first_links = re.findall(r'href="(/rules/calc/[^"]+/)"', most_used)[: len(display.most_used())]
    assert first_links == [display.calculator_url(p.id) for p in display.most_used()]
    assert first_links[0] == "/rules/calc/attack/"
    for chapter, _ in display.by_chapter(list(catalog.all_procedures().values())):
        slug = re.sub(r"[^a-z0-9]+", "-", chapter.lower()).strip("-")
        assert f'href="#{slug}"' in text and f'id="{slug}"' in text


@pytest.mark.django_db
def test_a_hit_links_to_its_effect_roll_with_what_carries_over(client):
    hit = client.get("/rules/calc/attack/", {"attack_value": "9", "quality": "elite", "distance": "12",
                                             "units": "in", "cover": "soft", "dice": "1,1,2,2"})  # fmt: skip
    links = re.findall(r'<a class="button primary" href="([^"]+)">Next: ([^<]+)</a>', hit.text)
    assert len(links) == 1, links  # the morale check is the effect roll's to ask for
    url, label = links[0]
    assert url.startswith("/rules/calc/effect-infantry/?") and label == "Effect roll (2D6)"
    assert "cover=soft" in url and "units=in" in url
    assert "quality" not in url  # the shooter's quality says nothing about the target
    assert 'href="/rules/calc/#effects"' in hit.text  # a vehicle or gun hit has its own table

    effect = client.get(url.replace("&amp;", "&") + "&dice=3,3")  # 6: suppressed, then a morale check
    morale = re.findall(r'href="(/rules/calc/morale-check/[^"]*)">Next: Morale check', effect.text)
    assert morale and "cover=soft" in morale[0] and "units=in" in morale[0]


@pytest.mark.django_db
def test_a_miss_has_no_next_roll(client):
    miss = client.get("/rules/calc/attack/", {"attack_value": "9", "distance": "30", "dice": "6,6,6,6"})
    assert 'data-testid="verdict"' in miss.text and "Next:" not in miss.text


@pytest.mark.django_db
def test_the_campaign_readings_are_on_the_rulings_page_and_found_by_the_search(client):
    from rules.rulings import CAMPAIGN_READINGS

    page = client.get("/rules/rulings/").text
    for reading in CAMPAIGN_READINGS:
        assert f'id="{reading.id}"' in page and f'href="#{reading.id}"' in page
    assert "/rules/rulings/#C1" in [hit.url for hit in search.search("campaign draw").hits[:3]]
