"""The rules pages for every rule system (issue "Open Fire on the same engine", the site): the switch between systems,
Open Fire's quick reference, calculators (HTML and JSON, D12 dice rolled by the server or typed), rulings, the one
search finding Open Fire's pages, and Burst of Fire's pages where they always were."""

from __future__ import annotations

import re

import pytest
from django.utils import translation
from django.utils.html import escape

from rules import localized, search, system_pages, views
from rules.engine import catalog
from rules.engine.systems import BURST_OF_FIRE, OPEN_FIRE
from tests.rulebook import source_headings, source_text

HTMX = {"HTTP_HX_REQUEST": "true"}
OPEN_FIRE_PROCEDURES = sorted(catalog.of_system(OPEN_FIRE.key).values(), key=lambda p: p.id)
every_procedure = pytest.mark.parametrize("procedure", OPEN_FIRE_PROCEDURES, ids=lambda p: p.id)
ATTRIBUTE = "/rules/open-fire/calc/attribute-roll/"
ROLL_OFF = "/rules/open-fire/calc/roll-off/"

pytestmark = pytest.mark.django_db


def url_of(procedure) -> str:
    return f"/rules/open-fire/calc/{procedure.id.removeprefix('open-fire/')}/"


def switch_of(page: str) -> list[tuple[str, bool, str]]:
    """(address, is it the current one, name) for each option of the page's system switch."""
    nav = re.search(r'<nav class="system-switch"[^>]*>(.*?)</nav>', page, re.S)
    assert nav, "no system switch"
    return [
        (href, bool(current), name)
        for href, current, name in re.findall(r'<a href="([^"]+)"( aria-current="true")?>([^<]+)</a>', nav.group(1))
    ]


def ask(client, url, **params):
    response = client.get(url, {"format": "json", **params})
    assert response["Content-Type"] == "application/json", response.content[:300]
    return response.status_code, response.json()


# --- The switch ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bof", "open_fire"),
    [("/rules/", "/rules/open-fire/"), ("/rules/calc/", "/rules/open-fire/calc/"),
     ("/rules/rulings/", "/rules/open-fire/rulings/")],
)  # fmt: skip
def test_it_switches_between_the_same_page_of_each_system_burst_of_fire_first(client, bof, open_fire):
    # Other systems (Chain of Command, ...) follow these two.
    assert switch_of(client.get(bof).text)[:2] == [(bof, True, "Burst of Fire"), (open_fire, False, "Open Fire")]
    assert switch_of(client.get(open_fire).text)[:2] == [(bof, False, "Burst of Fire"), (open_fire, True, "Open Fire")]


@pytest.mark.parametrize("url", ["/rules/open-fire/", "/rules/open-fire/calc/", "/rules/open-fire/rulings/", ATTRIBUTE])
def test_each_open_fire_page_says_it_is_open_fire(client, url):
    page = client.get(url).text
    assert re.search(r"<title>[^<]*· Open Fire ·[^<]*</title>", page)
    assert re.search(r'<h1><span class="system-name">Open Fire</span>', page)
    nav = re.search(r'<nav class="rules-nav".*?</nav>', page, re.S).group(0)
    for link in ("/rules/search/?system=open-fire", "/rules/open-fire/", "/rules/open-fire/calc/"):
        assert f'href="{link}"' in nav


def test_an_unknown_system_is_not_found(client):
    assert client.get("/rules/no-such-system/").status_code == 404
    assert client.get("/rules/burst-of-fire/calc/").status_code == 404  # the default stays at /rules/


# --- Every Open Fire calculator ----------------------------------------------------------------------------------


def test_open_fire_has_procedures_to_show():
    assert {"open-fire/attribute-roll", "open-fire/roll-off"} <= {p.id for p in OPEN_FIRE_PROCEDURES}


@every_procedure
def test_its_calculator_page_shows_its_form_and_odds(client, procedure):
    response = client.get(url_of(procedure))
    assert response.status_code == 200
    assert f'<span class="system-name">Open Fire</span> {escape(procedure.title)}</h1>' in response.text
    assert escape(system_pages.heading_words(procedure.section)) in response.text
    assert "#" not in re.search(r"<cite>(.*?)</cite>", response.text).group(1)
    if procedure.rolls:
        expected = re.search(r'<ol class="rolls-expected">(.*?)</ol>', response.text, re.S).group(1)
        assert "D12" in expected and "D6" not in expected


@every_procedure
def test_its_json_answers_before_the_roll_and_with_server_dice(client, procedure):
    status, preview = ask(client, url_of(procedure))
    assert status == 200, preview
    assert preview["procedure"] == procedure.id and preview["dice"] == []
    assert sum(row["probability"] for row in preview["outcomes"]) == pytest.approx(1 if preview["outcomes"] else 0)

    status, rolled = ask(client, url_of(procedure), roll="1")
    assert status == 200, rolled
    assert all(1 <= face <= 12 for face in rolled["dice"])
    assert rolled["dice_rolled_by_server"] is bool(rolled["dice"])


@every_procedure
def test_its_page_takes_the_servers_d12_and_an_htmx_update(client, procedure):
    page = client.get(url_of(procedure), {"roll": "1"})
    assert page.status_code == 200
    part = client.get(url_of(procedure), {"roll": "1"}, **HTMX)
    assert part.status_code == 200 and "<html" not in part.text


def test_the_server_rolls_twelve_sided_dice_for_open_fire_and_six_sided_for_burst_of_fire(client, monkeypatch):
    asked = []
    monkeypatch.setattr(views, "server_roll", lambda count, sides=6: asked.append(sides) or [sides] * count)
    status, body = ask(client, ATTRIBUTE, roll="1")
    assert (status, body["dice"], body["result"]) == (200, [12], "success")
    ask(client, "/rules/calc/morale-check/", force_morale="9", roll="1")  # 6,6 fails: its effect dice follow
    assert asked == [12, 6, 6]


def test_real_server_dice_reach_past_six_and_stay_within_twelve(client):
    faces = [ask(client, ATTRIBUTE, roll="1")[1]["dice"][0] for _ in range(60)]
    assert all(1 <= face <= 12 for face in faces)
    assert max(faces) > 6  # all 60 at 6 or under: a chance of 2^-60


def test_a_server_roll_off_rolls_again_after_a_tie(client, monkeypatch):
    batches = [[5, 5], [9, 2]]
    monkeypatch.setattr(views, "server_roll", lambda count, sides=6: batches.pop(0))
    status, body = ask(client, ROLL_OFF, roll="1")
    assert (status, body["dice"], body["result"]) == (200, [5, 5, 9, 2], "first-player")


# --- Typed D12 dice ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dice", "result"),
    [("10,12", "second-player"), ("12 10", "first-player"), ("11, 3", "first-player"), ("7.11", "second-player"),
     ("4 4 12 1", "first-player")],
)  # fmt: skip
def test_typed_d12_faces_may_be_ten_to_twelve(client, dice, result):
    status, body = ask(client, ROLL_OFF, dice=dice)
    assert (status, body["result"]) == (200, result)


def test_a_typed_d12_is_read_against_its_target(client):
    status, body = ask(client, ATTRIBUTE, attribute="11", dice="11")
    assert (status, body["dice"], body["result"], body["target"]) == (200, [11], "success", 11)
    page = client.get(ATTRIBUTE, {"attribute": "11", "dice": "10"})
    assert 'data-result="failure"' in page.text and '<span class="die">10</span>' in page.text


def test_a_run_of_digits_is_not_split_into_d12_faces(client):
    status, body = ask(client, ROLL_OFF, dice="3516")
    assert status == 400
    assert body["errors"]["dice"] == [
        "Each die shows 1 to 12; 3516 is not a die face.",
        "Put a comma or a space between the dice, like 3,11,5.",
    ]


def test_a_run_of_digits_is_still_one_d6_each_in_burst_of_fire(client):
    status, body = ask(client, "/rules/calc/attack/", attack_value="10", distance="30", dice="3516")
    assert (status, body["dice"]) == (200, [3, 5, 1, 6])


@pytest.mark.parametrize(
    ("params", "message"),
    [({"dice": "13"}, "Each die shows 1 to 12; 13 is not a die face."),
     ({"dice": "0"}, "Each die shows 1 to 12; 0 is not a die face."),
     ({"dice": "seven"}, "Type the dice as numbers separated by commas, like 3,5,1,6."),
     ({"attribute": "abc"}, "Attribute value: type a whole number.")],
)  # fmt: skip
def test_bad_input_gets_a_clear_message_and_a_400(client, params, message):
    status, body = ask(client, ATTRIBUTE, **params)
    assert status == 400 and message in [m for ms in body["errors"].values() for m in ms]

    page = client.get(ATTRIBUTE, params)
    assert page.status_code == 400 and escape(message) in page.text
    part = client.get(ATTRIBUTE, params, **HTMX)
    assert part.status_code == 422 and escape(message) in part.text


@every_procedure
def test_no_query_string_breaks_it(client, procedure):
    for params in ({"dice": "13,99,-1"}, {"dice": "x"}, {"roll": "1", "dice": "1"}, {name: "?" for name in
                   (f.name for f in procedure.fields)}):  # fmt: skip
        assert client.get(url_of(procedure), params).status_code in (200, 400)
        assert client.get(url_of(procedure), {**params, "format": "json"}).status_code in (200, 400)


# --- What the calculator page shows ----------------------------------------------------------------------------


def test_the_odds_before_the_roll_say_the_face_needed_on_the_d12(client):
    page = client.get(ATTRIBUTE, {"attribute": "7", "modifier": "0"}).text
    target = re.search(r'data-testid="target">(.*?)</p>', page).group(1)
    assert target == 'Needs <span class="target-number">7</span> or more on the D12'
    assert 'data-testid="result-bar">Needs 7 or more' in page
    assert re.search(r'class="odds-label">success</span> <span class="odds-pct" title="1/2">', page)


def test_burst_of_fire_keeps_its_roll_under_reading(client):
    page = client.get("/rules/calc/attack/", {"attack_value": "10", "distance": "30"}).text
    assert re.search(r'data-testid="target"><span class="target-number">\d+</span> or less on 4D6', page)


def test_the_dice_show_each_d12_without_a_total(client):
    page = client.get(ATTRIBUTE, {"reroll": "failed", "dice": "1,12"}).text
    assert '<span class="die">1</span>' in page and '<span class="die">12</span>' in page
    assert 'class="total"' not in page
    assert "Put a comma or a space between the dice." in page and 'inputmode="decimal"' in page


@pytest.mark.parametrize(
    ("named", "url"),
    [("open-fire/roll-off", ROLL_OFF), ("roll-off (D12)", ROLL_OFF), ("Attribute roll", ATTRIBUTE),
     ("morale check (2D6)", ""), ("attack roll", "")],
)  # fmt: skip
def test_a_follow_on_roll_links_to_its_own_systems_calculator_only(named, url):
    # Burst of Fire's words ("morale check", "attack roll") never lead an Open Fire page to Burst of Fire's calculators.
    assert system_pages.follow_on_url("open-fire/attribute-roll", named) == url


def test_open_fire_calculators_list_and_link_every_procedure(client):
    page = client.get("/rules/open-fire/calc/").text
    for procedure in OPEN_FIRE_PROCEDURES:
        assert f'href="{url_of(procedure)}"' in page
    assert 'data-testid="most-used"' not in page
    assert 'name="system" value="open-fire"' in page  # its search ranks Open Fire first


def test_the_open_fire_listing_in_json_names_the_system_and_every_procedure(client):
    status, body = ask(client, "/rules/open-fire/calc/")
    assert status == 200
    assert body["system"] == {"key": "open-fire", "name": "Open Fire", "die": "D12", "needs": "at-least"}
    assert [p["id"] for p in body["procedures"]] == list(catalog.of_system(OPEN_FIRE.key))
    assert {p["url"] for p in body["procedures"]} == {url_of(p) for p in OPEN_FIRE_PROCEDURES}


def test_an_unknown_open_fire_calculator_is_not_found(client):
    page = client.get("/rules/open-fire/calc/no-such-roll/")
    assert page.status_code == 404 and "There is no calculator called “open-fire/no-such-roll”." in page.text
    assert f'href="{ROLL_OFF}"' in page.text
    assert ask(client, "/rules/open-fire/calc/no-such-roll/")[0] == 404
    assert client.get("/rules/calc/roll-off/").status_code == 404  # Open Fire's are not Burst of Fire's


def test_a_page_shows_open_fire_in_german_for_a_german_reader(client):
    """The translated copy rolls as the engine's does; the engine and the JSON keep their English."""
    with translation.override("de"):
        german = localized.procedure("open-fire/roll-off")
    english = catalog.get("open-fire/roll-off")
    assert (german.title, english.title) == ("Vergleichswurf", "Roll-off")
    assert german.resolve is english.resolve and german.section == english.section  # the text's heading, cited
    assert localized.procedure("open-fire/no-such-roll") is None
    page = client.get(ROLL_OFF, {"dice": "3,9"}, HTTP_ACCEPT_LANGUAGE="de")
    assert page.status_code == 200 and '<html lang="de"' in page.text
    assert "Vergleichswurf" in page.text and "3 gegen 9: Der zweite Spieler gewinnt." in page.text
    assert "Roll-off</h1>" not in page.text
    assert ask(client, ROLL_OFF, dice="3,9")[1]["steps"][-1] == "3 against 9: the second player wins."


# --- Quick reference, rulings -----------------------------------------------------------------------------------


def test_the_quick_reference_lists_every_procedure_under_its_chapter(client):
    page = client.get("/rules/open-fire/").text
    for procedure in OPEN_FIRE_PROCEDURES:
        entry = re.search(rf'id="{procedure.id.removeprefix("open-fire/")}".*?</section>', page, re.S)
        assert entry and f'href="{url_of(procedure)}"' in entry.group(0), procedure.id
    chapters = re.findall(r'<h2 class="chapter" id="(?!in-brief)[^"]+">([^<]+)</h2>', page)
    assert sorted(chapters) == sorted({p.chapter for p in OPEN_FIRE_PROCEDURES})
    # In the text's order: each chapter where the first section any of its procedures implements stands.
    lines = [line.strip() for line in source_text(OPEN_FIRE.source).splitlines()]
    first_line = {c: min(lines.index(p.section) for p in OPEN_FIRE_PROCEDURES if p.chapter == c) for c in chapters}
    assert [first_line[c] for c in chapters] == sorted(first_line[c] for c in chapters)


def test_the_quick_reference_is_searchable_and_htmx_gets_the_list_alone(client):
    found = client.get("/rules/open-fire/", {"q": "roll-off"})
    assert f'href="{ROLL_OFF}"' in found.text and f'href="{ATTRIBUTE}"' not in found.text
    part = client.get("/rules/open-fire/", {"q": "roll-off"}, **HTMX)
    assert "<html" not in part.text and 'id="entry-list"' in part.text and f'href="{ROLL_OFF}"' in part.text
    assert "Nothing mentions “xyzzy”" in client.get("/rules/open-fire/", {"q": "xyzzy"}).text


def test_the_quick_reference_sums_up_the_rules_no_calculator_works_out(client):
    implemented = system_pages.implemented(OPEN_FIRE)
    brief = [s for s in system_pages.sections_of(OPEN_FIRE) if s.heading not in implemented]
    page = client.get("/rules/open-fire/").text
    assert 'id="in-brief"' in page and 'href="#in-brief"' in page
    for section in brief:
        assert f"<dt>{escape(section.title)}</dt><dd>{escape(section.about)}</dd>" in page
    for heading in implemented:  # its calculator's entry says it ("## Assault Range" and "### Assault Range" differ)
        if (title := system_pages.heading_words(heading)) not in {s.title for s in brief}:
            assert f"<dt>{escape(title)}</dt>" not in page
    found = client.get("/rules/open-fire/", {"q": brief[-1].title}).text
    assert f"<dt>{escape(brief[-1].title)}</dt>" in found and f"<dt>{escape(brief[0].title)}</dt>" not in found


def test_the_rulings_page_lists_every_open_fire_ruling_by_topic(client):
    page = client.get("/rules/open-fire/rulings/").text
    held = system_pages.rulings_of(OPEN_FIRE)
    for ruling in held:
        assert f'id="{ruling.id}"' in page and f'href="#{ruling.id}"' in page
        assert re.fullmatch(r"O\d+", ruling.id)
    for topic, _rulings in system_pages.rulings_by_topic(OPEN_FIRE):
        assert f"<h2>{escape(topic)}</h2>" in page
    assert 'id="R1"' not in page  # Burst of Fire's stay on their own page
    if not held:
        assert "No rulings yet." in page


def test_the_sections_the_app_describes_are_headings_of_the_open_fire_text():
    headings = source_headings(OPEN_FIRE.source)
    sections = system_pages.sections_of(OPEN_FIRE)
    assert len(sections) > 50
    assert [s.heading for s in sections if s.heading not in headings] == []


# --- The one search ----------------------------------------------------------------------------------------------


def test_the_search_finds_an_open_fire_calculator_labelled_with_its_system(client):
    hits = search.search("roll-off", prefer=OPEN_FIRE).hits
    assert (hits[0].url, hits[0].system, hits[0].kind) == (ROLL_OFF, "Open Fire", "Calculator")
    page = client.get("/rules/search/", {"q": "roll-off", "system": "open-fire"}).text
    assert f'href="{ROLL_OFF}"' in page
    assert '<span class="hit-system">Open Fire</span>' in page
    assert 'name="system" value="open-fire"' in page


def test_the_search_finds_a_section_of_the_open_fire_text():
    implemented = system_pages.implemented(OPEN_FIRE)
    section = next(s for s in system_pages.sections_of(OPEN_FIRE) if s.heading not in implemented)
    hits = search.search(section.title, prefer=OPEN_FIRE).hits
    assert (section.title, "Rule", "Open Fire") in [(h.title, h.kind, h.system) for h in hits[:3]]


def test_the_search_finds_an_open_fire_ruling():
    held = system_pages.rulings_of(OPEN_FIRE)
    if not held:
        pytest.skip("no Open Fire rulings yet")
    first = held[0]
    hits = search.search(first.id).hits
    assert hits[0].url == f"/rules/open-fire/rulings/#{first.id}" and hits[0].system == "Open Fire"


def test_burst_of_fire_comes_first_unless_the_player_came_from_open_fire():
    assert search.search("attack").hits[0].url == "/rules/calc/attack/"
    assert search.search("attack").hits[0].system == BURST_OF_FIRE.name
    assert search.search("roll-off", prefer=OPEN_FIRE).hits[0].system == OPEN_FIRE.name


# --- Burst of Fire's pages where they always were ------------------------------------------------------------------


def test_burst_of_fire_keeps_its_addresses_and_listing(client):
    status, body = ask(client, "/rules/calc/")
    assert status == 200 and set(body) == {"procedures"}
    assert [p["id"] for p in body["procedures"]] == list(catalog.all_procedures())
    assert all(p["url"] == f"/rules/calc/{p['id']}/" for p in body["procedures"])
    page = client.get("/rules/calc/attack/").text
    assert 'href="/rules/calc/">Calculators</a>' in page and "Open Fire" not in page
    assert f"<h1>{catalog.get('attack').title}</h1>" in page
    assert 'inputmode="numeric"' in page and 'placeholder="3,5,1,6 or 3516"' in page
