"""One search everywhere (issue 33): every search box on the site gives the one search's results, the search finds the
arsenal's units and weapons beside the rules, a player's words come first in English and in German, it stays quick,
and the service worker keeps its result pages for a phone that loses its connection."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import translation

from armies.search import arsenal_index
from armies.services import pack_import
from bof_site import pwa
from rules import search
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import sample_document

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9,en;q=0.5"}
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}
HTMX = {"HTTP_HX_REQUEST": "true"}
HEADERS = {"en": EN, "de": DE}

# A player's words, and the page that must come first, whatever the site's language (the rulebook's English words
# find a page on a German site too).
FIRST = [
    ("tank", "/rules/calc/vehicle-move/"),
    ("shoot", "/rules/calc/attack/"),
    ("sniper", "/rules/calc/spot-roll/"),
    ("Scharfschütze", "/rules/calc/spot-roll/"),
    ("rally", "/rules/calc/squad-leader-rally/"),
    ("attack", "/rules/calc/attack/"),
]
# A German player's own words on the German site.
FIRST_IN_GERMAN = [
    ("Scharfschützen", "/rules/calc/spot-roll/"),
    ("sammeln", "/rules/calc/squad-leader-rally/"),
    ("Trefferwurf", "/rules/calc/attack/"),
    ("Moraltest", "/rules/calc/morale-check/"),
]
SNIPERS = ["/armies/arsenal/germany/#de-sniper", "/armies/arsenal/usa/#us-sniper", "/armies/arsenal/uk/#uk-sniper",
           "/armies/arsenal/ussr/#su-sniper"]  # fmt: skip
# Every page with a search box: where it is, and the box's hidden rule system (another than Burst of Fire's).
SEARCH_BOXES = [
    ("/", ""),
    ("/rules/", ""),
    ("/rules/calc/", ""),
    ("/rules/search/", ""),
    ("/rules/open-fire/", "open-fire"),
    ("/rules/open-fire/calc/", "open-fire"),
]


def hrefs(page) -> list[str]:
    """The results' links, best first."""
    hits = page.text[page.text.index('data-testid="search-hits"') :]
    return re.findall(r'<a class="card hit" href="([^"]+)"', hits)


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize(("words", "url"), FIRST)
def test_a_players_words_put_the_page_first_in_either_language(client, sample_pack, language, words, url):
    page = client.get("/rules/search/", {"q": words}, **HEADERS[language])
    assert hrefs(page)[0] == url, hrefs(page)[:5]


@pytest.mark.parametrize(("words", "url"), FIRST_IN_GERMAN)
def test_a_german_players_own_words_put_the_page_first(words, url):
    with translation.override("de"):
        found = search.search(words)
    assert found.every_word and found.hits[0].url == url, [hit.title for hit in found.hits[:5]]


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("words", ["sniper", "Scharfschütze", "snipers"])
def test_sniper_finds_the_sniper_rule_then_the_sniper_units(sample_pack, language, words):
    with translation.override(language):
        found = search.search(words, also=[arsenal_index()])
    urls = [hit.url for hit in found.hits]
    assert urls[0] == "/rules/calc/spot-roll/"
    assert set(SNIPERS) <= set(urls[1:6]), urls[:8]  # on a phone's first two screens
    assert {hit.kind for hit in found.hits} >= {"Calculator", "Unit", "Weapon"}


@pytest.mark.django_db
def test_rally_attack_and_tank_find_results_where_the_tables_alone_found_none(client, sample_pack):
    for words in ("rally", "attack", "tank"):
        page = client.get("/rules/search/", {"q": words})
        assert "Nothing found" not in page.text and len(hrefs(page)) >= 2, words


@pytest.mark.django_db
def test_a_unit_and_a_weapon_link_to_their_cards_on_their_nations_arsenal_page(client, sample_pack):
    page = client.get("/rules/search/", {"q": "Karabiner 98k ZF 39"})
    weapon = "/armies/arsenal/germany/#weapon-de-kar98k-zf39"
    assert weapon in hrefs(page)
    page = client.get("/rules/search/", {"q": "Tiger"})
    unit = "/armies/arsenal/germany/#de-tiger1"
    assert hrefs(page)[0] == unit
    assert 'Unit · <span class="hit-system">Burst of Fire</span> · Germany · Armoured fighting vehicle' in page.text

    nation = client.get("/armies/arsenal/germany/").text
    assert 'id="de-tiger1"' in nation and 'id="weapon-de-kar98k-zf39"' in nation


@pytest.mark.django_db
def test_a_weapon_of_every_nation_links_to_a_nations_page_that_shows_it(client, sample_pack):
    found = search.search("bayonet", also=[arsenal_index()])
    bayonet = next(hit for hit in found.hits if hit.kind == "Weapon" and hit.title == "Bayonet")
    assert bayonet.where == "Any nation"
    path, anchor = bayonet.url.split("#")
    assert f'id="{anchor}"' in client.get(path).text


@pytest.mark.django_db
def test_the_arsenal_is_found_in_the_readers_language_and_by_its_other_languages_words(client, sample_pack):
    german = client.get("/rules/search/", {"q": "sniper"}, **DE).text
    assert "<strong>Scharfschütze</strong>" in german and "Vereinigte Staaten · Infanterie" in german
    english = client.get("/rules/search/", {"q": "Bajonett"}, **EN)  # the pack's German name, on the English site
    assert "<strong>Bayonet</strong>" in english.text


@pytest.mark.django_db
def test_with_no_pack_loaded_the_rules_are_still_found(client, empty_arsenal):
    page = client.get("/rules/search/", {"q": "sniper"})
    assert hrefs(page) and all(not url.startswith("/armies/") for url in hrefs(page))


@pytest.mark.django_db
def test_a_search_costs_one_query_and_loading_a_pack_builds_the_arsenals_words_again(
    client, sample_pack, django_assert_num_queries
):
    client.get("/rules/search/", {"q": "tiger"})  # this pack's words, built
    with django_assert_num_queries(1):  # the pack's version and import time
        page = client.get("/rules/search/", {"q": "sniper"})
    assert "/armies/arsenal/usa/#us-sniper" in hrefs(page)
    with django_assert_num_queries(0):  # an empty search asks nothing of the arsenal
        client.get("/rules/search/")

    document = sample_document()
    document["version"] += "-renamed"
    next(unit for unit in document["units"] if unit["id"] == "us-sniper")["name"] = "Sharpshooter"
    pack_import(document=document)
    with django_assert_num_queries(5):  # the pack; its units, their weapons; its weapons; the first nation
        page = client.get("/rules/search/", {"q": "sharpshooter"})
    assert hrefs(page) == ["/armies/arsenal/usa/#us-sniper"]


@pytest.mark.django_db
@pytest.mark.parametrize(("path", "system"), SEARCH_BOXES)
def test_every_search_box_opens_the_one_search_on_enter(client, path, system):
    text = client.get(path).text
    form = re.search(r'<form class="card rules-search"[^>]*>.*?</form>', text, re.S).group(0)
    opening = form[: form.index(">")]
    assert 'method="get"' in opening and 'action="/rules/search/"' in opening
    assert "submit" not in re.search(r'hx-trigger="([^"]*)"', opening).group(1)  # Enter is a plain GET, not htmx
    assert re.search(r'<input type="search" id="q" name="q"', form)
    assert ('<input type="hidden" name="system" value="open-fire">' in form) == bool(system)


def test_every_search_box_in_the_templates_opens_the_one_search():
    """A box added later must open the one search too (or say here why not)."""
    templates = Path(settings.BASE_DIR) / "templates"
    boxes = [path for path in templates.rglob("*.html") if 'type="search"' in path.read_text(encoding="utf-8")]
    assert len(boxes) >= 3
    for path in boxes:
        form = re.search(r"<form [^>]*>", path.read_text(encoding="utf-8")).group(0)
        assert "action=\"{% url 'rules:search' %}\"" in form, path


@pytest.mark.django_db
def test_the_tables_filter_as_you_type_and_offer_the_one_search_for_the_same_words(client):
    part = client.get("/rules/", {"q": "rally"}, **HTMX).text
    assert "No table mentions “rally”" in part
    assert 'href="/rules/search/?q=rally"' in part and 'data-testid="search-everything"' in part
    assert 'href="/rules/search/?q=shocked%20pilot"' in client.get("/rules/", {"q": "shocked pilot"}).text
    assert "search-everything" not in client.get("/rules/").text


@pytest.mark.django_db
def test_open_fires_quick_reference_offers_the_one_search_with_its_own_pages_first(client):
    part = client.get("/rules/open-fire/", {"q": "stress"}, **HTMX).text
    assert 'href="/rules/search/?q=stress&amp;system=open-fire"' in part
    form = re.search(r"<form [^>]*>", client.get("/rules/open-fire/").text).group(0)
    assert 'hx-params="q"' in form  # the live filter's address carries the words alone


def test_the_service_worker_keeps_a_searchs_results_for_offline():
    script = pwa.worker_script()
    assert 'const SEARCH = "/rules/search/";' in script
    assert "forgetOldSearches" in script and "KEPT_SEARCHES" in script


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("words", ["tank", "sniper", "shoot rally"])
def test_it_benchmarks_a_search_of_the_rules_and_the_arsenal(benchmark, sample_pack, language, words):
    with translation.override(language):
        arsenal = arsenal_index()
        search.search(words, also=[arsenal])  # the rules' words, built once per process and language
        found = benchmark(search.search, words, also=[arsenal])
    assert found.hits
