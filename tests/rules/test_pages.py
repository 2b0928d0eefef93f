"""The rules pages over HTTP: quick reference, rulings, the calculator list and a calculator (HTML)."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model
from django.utils.html import escape

from rules import display, views
from rules.engine import catalog
from rules.engine.registry import Roll
from rules.engine.tables import BandTable, SumTable, rows
from rules.rulings import RULINGS
from tests.rulebook import rulebook_text

HTMX = {"HTTP_HX_REQUEST": "true"}
ATTACK = "/rules/calc/attack/"
ATTACK_AT_60_SOFT = {"attack_value": "10", "distance": "60", "cover": "soft"}
PAGES = [
    "/rules/",
    "/rules/?q=morale",
    "/rules/rulings/",
    "/rules/calc/",
    ATTACK,
    f"{ATTACK}?attack_value=10&distance=60&cover=soft&dice=1,2,3,4",
    "/rules/calc/morale-check/",
    "/rules/calc/vehicle-move/",
]


def every_table():
    tables = {}
    for procedure in catalog.all_procedures().values():
        for table in procedure.tables:
            tables.setdefault(table.id, table)
    return tables


# --- Quick reference ---------------------------------------------------------------------------


def test_it_shows_every_registered_table_once(client, db):
    response = client.get("/rules/")

    assert response.status_code == 200
    assert every_table(), "the registry should hold some tables"
    for table_id, table in every_table().items():
        assert response.text.count(f'id="{table_id}"') == 1, table_id
        assert escape(table.section) in response.text, table_id


def test_it_groups_the_totals_of_a_dice_table_by_result(client, db):
    response = client.get("/rules/", {"q": "failed morale infantry"})

    section = re.search(r'id="failed-morale-infantry".*?</section>', response.text, re.S).group(0)
    assert re.search(r"<dt>shocked</dt>\s*<dd><span class=\"ref-value\">2, 5, 8, 11</span>", section)
    assert re.search(r"<dt>tactical retreat</dt>\s*<dd><span class=\"ref-value\">3, 6, 9, 12</span>", section)
    assert re.search(r"<dt>surrender</dt>\s*<dd><span class=\"ref-value\">4, 7, 10</span>", section)
    assert "Table infantry: effects of failed morale checks" in section
    assert 'href="/rules/calc/morale-check/"' in section


def test_it_links_each_table_to_every_calculator_that_reads_it(client, db):
    response = client.get("/rules/")

    for procedure in catalog.all_procedures().values():
        for table in procedure.tables:
            section = re.search(rf'id="{re.escape(table.id)}".*?</section>', response.text, re.S).group(0)
            assert f'href="/rules/calc/{procedure.id}/"' in section, (table.id, procedure.id)


def test_it_filters_the_tables_by_every_word_of_the_query(client, db):
    response = client.get("/rules/", {"q": "Failed  PILOT"})

    assert response.status_code == 200
    assert 'id="failed-morale-pilot"' in response.text
    assert 'id="failed-morale-infantry"' not in response.text
    assert 'value="Failed  PILOT"' in response.text
    assert "1 table for “Failed  PILOT”" in response.text


def test_it_says_when_no_table_matches(client, db):
    response = client.get("/rules/", {"q": "zeppelin"})

    assert response.status_code == 200
    assert "No table mentions “zeppelin”" in response.text
    assert "ref-table" not in response.text


def test_it_renders_only_the_table_list_for_htmx(client, db):
    response = client.get("/rules/", {"q": "pilot"}, **HTMX)

    assert response.status_code == 200
    assert "<html" not in response.text
    assert response.text.strip().startswith('<div id="table-list"')
    assert 'id="failed-morale-pilot"' in response.text
    assert "HX-Request" in response["Vary"]


def test_it_renders_the_whole_page_for_an_htmx_history_restore(client, db):
    response = client.get("/rules/", {"q": "pilot"}, HTTP_HX_HISTORY_RESTORE_REQUEST="true", **HTMX)

    assert "<html" in response.text
    assert 'id="table-list"' in response.text


def test_it_filters_the_tables_as_you_type_and_enter_opens_the_one_search(client, db):
    response = client.get("/rules/")

    form = re.search(r'<form class="card rules-search"[^>]*>', response.text).group(0)
    assert 'action="/rules/search/"' in form and 'method="get"' in form  # issue 33: every box is the one search
    assert 'hx-get="/rules/"' in form and 'hx-target="#table-list"' in form


def test_it_words_band_edges_as_the_table_reads_them():
    table = BandTable(
        "t",
        "Throw",
        "Table accuracy roll grenades",
        bands_cm=((5, "auto-hit"), (10, 18), (None, "out-of-range")),
        bands_in=((2, "auto-hit"), (4, 18), (None, "out-of-range")),
    )

    view = display._table_view(table, list(catalog.all_procedures().values())[:1])

    assert [(row.label, row.alt, row.text) for row in view.rows] == [
        ("5 cm or less", "2 in or less", "auto hit"),
        ("5–10 cm", "2–4 in", "18"),
        ("over 10 cm", "over 4 in", "out of range"),
    ]
    assert view.bare_numbers is True


def test_it_words_a_strict_first_band_as_less_than():
    class Below(BandTable):
        def lookup(self, distance, units):
            return "near" if distance < {"cm": 15, "in": 6}[units] else "far"

    table = Below("b", "Below", "x", bands_cm=((15, "near"), (None, "far")), bands_in=((6, "near"), (None, "far")))

    view = display._table_view(table, list(catalog.all_procedures().values())[:1])

    assert [(row.label, row.alt) for row in view.rows] == [
        ("under 15 cm", "under 6 in"),
        ("15 cm or more", "6 in or more"),
    ]


def test_it_shortens_runs_of_totals_but_not_scattered_ones():
    table = SumTable("s", "Scenario", "x", 2, rows(low=(2, 3, 4, 5, 6), high=(7, 9, 11), mid=(8, 10, 12)))

    view = display._table_view(table, list(catalog.all_procedures().values())[:1])

    assert [(row.label, row.text, row.percent) for row in view.rows] == [
        ("low", "2–6", "41.7%"),
        ("high", "7, 9, 11", "33.3%"),
        ("mid", "8, 10, 12", "25%"),
    ]


# --- Rulings -----------------------------------------------------------------------------------


def test_it_shows_every_ruling_with_its_anchor_and_three_parts(client, db):
    response = client.get("/rules/rulings/")

    assert response.status_code == 200
    assert [ruling.id for ruling in RULINGS] == [f"R{n}" for n in range(1, 47)]
    for ruling in RULINGS:
        article = re.search(rf'<article class="card ruling" id="{ruling.id}">.*?</article>', response.text, re.S)
        assert article, ruling.id
        for part in ("The book", "The app", "Why"):
            assert f"<dt>{part}</dt>" in article.group(0), (ruling.id, part)
        assert f'href="#{ruling.id}"' in response.text


@pytest.mark.parametrize(
    ("ruling", "calculators"),
    [
        ("R39", ("objective-avoid-the-pocket",)),
        ("R40", ("objective-breakthrough",)),
        ("R41", ("ambush-set-up", "ambush-reveal")),
        ("R42", ("objective-victory-zones",)),
        (
            "R43",
            (
                "objective-probing",
                "objective-victory-zones",
                "objective-supply-road",
                "objective-delay",
                "objective-breakthrough",
                "objective-avoid-the-pocket",
                "objective-surrounded",
                "objective-capture-commander",
            ),
        ),
    ],
)
def test_it_links_the_rulings_of_issue_35_from_the_calculators_they_concern(client, db, ruling, calculators):
    page = client.get("/rules/rulings/").text
    assert re.search(rf'<article class="card ruling" id="{ruling}">', page)
    for procedure_id in calculators:
        calculator = client.get(f"/rules/calc/{procedure_id}/").text
        assert f'href="/rules/rulings/#{ruling}"' in calculator, (ruling, procedure_id)


def test_it_marks_exactly_the_house_rules(client, db):
    response = client.get("/rules/rulings/")

    marked = set(
        re.findall(r'id="(R\d+)">(?:(?!</article>).)*?<span class="tag house">house rule</span>', response.text, re.S)
    )
    assert marked == {"R14", "R15", "R16", "R17", "R23", "R35", "R36", "R45"}
    r45 = re.search(r'id="R45">.*?</article>', response.text, re.S).group(0)  # chosen with a campaign, not a battle
    assert "A campaign may choose instead:" in r45 and "A host may choose instead:" not in r45
    unmapped = {r.id for r in RULINGS if r.unmapped}
    assert unmapped == {"R14", "R15", "R16", "R17"}


def test_it_quotes_no_run_of_ten_words_from_the_rulebook():
    def words_of(text):
        return re.findall(r"[a-z0-9]+", text.lower())

    book = words_of(rulebook_text())
    quoted = {" ".join(book[n : n + 10]) for n in range(len(book) - 9)}
    for ruling in RULINGS:
        mine = words_of(" ".join((ruling.title, ruling.book, ruling.app, ruling.why)))
        runs = {" ".join(mine[n : n + 10]) for n in range(len(mine) - 9)}
        assert not runs & quoted, (ruling.id, runs & quoted)


# --- The calculator list -----------------------------------------------------------------------


def test_it_lists_every_calculator_under_its_chapter(client, db):
    response = client.get("/rules/calc/")

    assert response.status_code == 200
    for procedure in catalog.all_procedures().values():
        assert f'href="/rules/calc/{procedure.id}/"' in response.text
        chapter = response.text.index(f"<h2>{procedure.chapter}</h2>")
        following = response.text.find("<h2>", chapter + 1)
        listed = response.text.index(f'href="/rules/calc/{procedure.id}/"', chapter)  # after "Most used"
        assert following == -1 or listed < following
    assert "What a roll needs" in response.text


def test_it_answers_an_unknown_calculator_with_a_404_page_and_the_list(client, db):
    response = client.get("/rules/calc/no-such-roll/")

    assert response.status_code == 404
    assert "There is no calculator called “no-such-roll”." in response.text
    assert 'href="/rules/calc/attack/"' in response.text


# --- A calculator ------------------------------------------------------------------------------


def test_it_draws_the_form_from_the_procedures_fields(client, db):
    response = client.get(ATTACK)

    assert response.status_code == 200
    html = response.text
    assert re.search(
        r'<input type="number" id="id_attack_value" name="attack_value" value="" step="1"[^>]*min="0" max="40"', html
    )
    assert re.search(r'<input type="number" id="id_distance" name="distance" value="" step="any"', html)
    assert '<input type="checkbox" id="id_smoke" name="smoke" value="true">' in html
    assert '<input type="radio" id="id_quality_regular" name="quality" value="regular" checked>' in html
    assert '<input type="checkbox" id="id_cover_soft" name="cover" value="soft">' in html
    assert 'value="none"' not in html  # ticking no cover layer already says "none"
    assert '<input type="number" id="id_covering_fire" name="covering_fire" value="0"' in html
    assert '<button class="button primary wide" type="submit" name="roll" value="1">Roll for me</button>' in html
    assert "<strong>4D6</strong> attack roll" in html


def test_it_uses_a_select_for_a_long_choice(client, db):
    response = client.get("/rules/calc/vehicle-move/")

    assert '<select id="id_terrain" name="terrain">' in response.text
    assert '<option value="light-woods">light woods</option>' in response.text
    assert '<input type="radio" id="id_movement_tracked" name="movement" value="tracked" checked>' in response.text


def test_it_asks_for_the_missing_inputs_on_a_first_visit_without_errors(client, db):
    response = client.get(ATTACK)

    assert response.status_code == 200
    assert "Fill in Attack value of the weapon, Distance to the target to see" in response.text
    assert 'role="alert"' not in response.text


def test_it_prompts_rather_than_scolds_while_boxes_are_still_empty_with_htmx(client, db):
    response = client.get(ATTACK, {"attack_value": "10", "distance": ""}, **HTMX)

    assert response.status_code == 200
    assert "Fill in Distance to the target to see" in response.text
    assert 'role="alert"' not in response.text


def test_it_shows_the_target_the_modifiers_and_the_odds_before_the_roll(client, db):
    response = client.get(ATTACK, ATTACK_AT_60_SOFT)

    assert response.status_code == 200
    html = response.text
    assert '<span class="target-number">13</span> or less on 4D6' in html
    assert "attack value 10, medium range (60 cm) +4, target in soft cover -1." in html
    assert re.search(r'hit</span> <span class="odds-pct" title="575/1296">44.4%</span>', html)
    assert re.search(r'miss</span> <span class="odds-pct" title="721/1296">55.6%</span>', html)
    assert 'data-testid="verdict"' not in html
    assert "Needs 13 or less · hit 44.4%" in html
    assert 'value="10"' in html and 'value="60"' in html
    assert '<input type="checkbox" id="id_cover_soft" name="cover" value="soft" checked>' in html


def test_it_reads_typed_dice_into_a_result(client, db):
    response = client.get(ATTACK, {**ATTACK_AT_60_SOFT, "dice": "3, 5, 1, 6"})

    assert response.status_code == 200
    assert 'data-result="miss">miss</p>' in response.text
    assert "Rolled 3 + 5 + 1 + 6 = 15: miss." in response.text
    assert "Dice you typed." in response.text
    assert 'name="dice" value="3, 5, 1, 6"' in response.text


def test_it_reads_a_run_of_digits_as_one_die_each(client, db):
    response = client.get(ATTACK, {**ATTACK_AT_60_SOFT, "dice": "1234"})

    assert 'data-result="hit">hit</p>' in response.text
    assert "Rolled 1 + 2 + 3 + 4 = 10: hit." in response.text


def test_it_rolls_on_the_server_and_says_so(client, db, monkeypatch):
    asked = []
    monkeypatch.setattr(views, "server_roll", lambda count: asked.append(count) or [6, 6, 6, 6])

    response = client.get(ATTACK, {**ATTACK_AT_60_SOFT, "dice": "1,1,1,1", "roll": "1"})

    assert asked == [4]
    assert 'data-result="miss">miss</p>' in response.text
    assert "Dice rolled by the server." in response.text
    assert 'name="dice" value="6,6,6,6"' in response.text


def test_it_rolls_fair_dice_with_the_system_random_source(client, db):
    for _ in range(20):
        response = client.get(ATTACK, {**ATTACK_AT_60_SOFT, "roll": "1"})
        faces = [int(face) for face in re.findall(r'<span class="die">(\d)</span>', response.text)]
        assert len(faces) == 4 and all(1 <= face <= 6 for face in faces)
    assert isinstance(views._system_random, __import__("secrets").SystemRandom)


def test_it_swaps_only_the_result_for_htmx_with_the_bar_and_dice_hint_out_of_band(client, db):
    response = client.get(ATTACK, ATTACK_AT_60_SOFT, **HTMX)

    assert response.status_code == 200
    html = response.text
    assert "<html" not in html and "<form" not in html
    assert '<div id="result-bar" class="result-bar" hx-swap-oob="true">' in html
    assert '<div id="dice-hint" class="dice-hint" hx-swap-oob="true">' in html
    assert 'id="id_dice"' not in html  # never replace the box the player is typing in
    assert '<span class="target-number">13</span>' in html
    assert "HX-Request" in response["Vary"]


def test_it_puts_the_servers_dice_into_the_dice_box_after_an_htmx_roll(client, db, monkeypatch):
    monkeypatch.setattr(views, "server_roll", lambda count: [1, 2, 3, 4])

    response = client.get(ATTACK, {**ATTACK_AT_60_SOFT, "roll": "1"}, **HTMX)

    assert 'name="dice" value="1,2,3,4"' in response.text
    assert re.search(r'<input type="text" id="id_dice"[^>]*hx-swap-oob="true"', response.text)
    assert "Dice rolled by the server." in response.text


def test_it_wires_the_form_to_htmx_and_to_a_plain_submit(client, db):
    response = client.get(ATTACK)

    form = re.search(r'<form id="calc-form"[^>]*>', response.text).group(0)
    assert 'method="get"' in form and f'action="{ATTACK}"' in form and "novalidate" in form
    assert f'hx-get="{ATTACK}"' in form
    assert 'hx-trigger="submit, input delay:400ms, change"' in form
    assert 'hx-target="#result"' in form


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"attack_value": "ten", "distance": "60"}, "attack_value", "Attack value of the weapon: type a whole number."),
        ({"attack_value": "41", "distance": "60"}, "attack_value", "Attack value of the weapon: at most 40."),
        ({"attack_value": "10", "distance": "-1"}, "distance", "Distance to the target: at least 0."),
        ({"attack_value": "10", "distance": "60", "quality": "heroic"}, "quality", "Shooter: choose from"),
        ({"attack_value": "10", "distance": ""}, "distance", "Distance to the target: this is needed."),
    ],
)
def test_it_rerenders_the_form_with_the_message_for_bad_input(client, db, query, field, message):
    message = message.replace("Shooter:", "Quality of the shooter:")

    response = client.get(ATTACK, query)

    assert response.status_code == 400
    assert "<form" in response.text
    assert re.search(rf'class="field[^"]*has-error">.*?{re.escape(message)}', response.text, re.S), field
    assert "Check the inputs" in response.text


def test_it_keeps_the_odds_when_only_the_dice_are_wrong(client, db):
    response = client.get(ATTACK, {**ATTACK_AT_60_SOFT, "dice": "3,5"})

    assert response.status_code == 400
    assert "This roll needs 4 dice; 2 were given." in response.text
    assert '<span class="target-number">13</span>' in response.text


def test_it_answers_bad_input_to_htmx_with_a_422_result(client, db):
    response = client.get(ATTACK, {"attack_value": "10", "distance": "lots"}, **HTMX)

    assert response.status_code == 422
    assert "Distance to the target: type a number." in response.text
    assert "<form" not in response.text


def test_it_sends_a_false_before_a_box_that_defaults_to_ticked():
    procedure = catalog.get("attack")
    calc = display.Calculation(procedure, None, {}, None)

    fields = {f.name: f for f in display.form_fields(calc, {})}

    assert fields["smoke"].hidden_false is False  # defaults to unticked: nothing to send


def test_it_tells_which_rolls_and_how_many_dice_a_morale_check_takes(client, db):
    response = client.get("/rules/calc/morale-check/")

    assert response.status_code == 200
    assert "<strong>2D6</strong> morale check" in response.text
    assert '<strong>2D6</strong> failure effect <span class="when">(if the check fails)</span>' in response.text
    assert "Type 2 or 4 dice, in the order listed." in response.text
    assert '<span class="target-number">9</span> or less on 2D6' in response.text


def test_it_shows_a_move_with_its_distance_and_every_distances_chance(client, db):
    response = client.get("/rules/calc/vehicle-move/", {"dice": "2,3,5"})

    assert 'data-result="moves">moves</p>' in response.text
    assert "<dt>distance</dt><dd>37.5 cm</dd>" in response.text
    assert "<dt>double move allowed</dt><dd>yes</dd>" in response.text
    assert "<summary>Distance odds</summary>" in response.text
    assert "<strong>3D6</strong> movement dice" in response.text


def test_it_splits_the_dice_by_the_rolls_they_were_read_for():
    two_rolls = SimpleNamespace(rolls=(Roll(4, "attacker's melee roll"), Roll(4, "defender's melee roll")))
    one_roll = SimpleNamespace(rolls=(Roll("dice_count", "movement dice"),))

    split = display._dice_groups(two_rolls, (1, 2, 3, 4, 6, 6, 6, 6))

    assert [(g.label, g.faces, g.total) for g in split] == [
        ("attacker's melee roll", (1, 2, 3, 4), 10),
        ("defender's melee roll", (6, 6, 6, 6), 24),
    ]
    assert [(g.label, g.total) for g in display._dice_groups(two_rolls, (1, 2, 3, 4))] == [
        ("attacker's melee roll", 10)
    ]
    assert [(g.label, g.total) for g in display._dice_groups(one_roll, (2, 3, 5))] == [("", 10)]


def test_it_leaves_out_the_dice_for_a_calculator_that_rolls_nothing(client, db):
    procedure = next((p for p in catalog.all_procedures().values() if not p.rolls), None)
    if procedure is None:
        pytest.skip("every registered procedure rolls dice")

    response = client.get(f"/rules/calc/{procedure.id}/")

    assert response.status_code == 200
    assert 'name="dice"' not in response.text
    assert "Roll for me" not in response.text
    assert "Work it out" in response.text


# --- Every page --------------------------------------------------------------------------------


@pytest.mark.parametrize("url", PAGES)
def test_it_needs_no_query_for_an_anonymous_visitor(client, db, django_assert_num_queries, url):
    # No session cookie means no session row to read, and the rules come from code, not the database.
    with django_assert_num_queries(0):
        response = client.get(url)

    assert response.status_code == 200


@pytest.mark.parametrize("url", PAGES)
def test_it_needs_two_queries_for_a_logged_in_player(client, db, django_assert_num_queries, url):
    user = get_user_model().objects.create_user("anna", password="not-used-here-1")
    client.force_login(user)

    # 1. the django_session row behind the cookie, 2. the auth_user row it names (for the nav bar).
    with django_assert_num_queries(2):
        response = client.get(url)

    assert response.status_code == 200
    assert "anna" in response.text


@pytest.mark.parametrize("url", PAGES)
def test_it_keeps_scripts_and_styles_out_of_the_page_for_the_csp(client, db, url):
    response = client.get(url)

    for tag in re.findall(r"<script\b[^>]*>", response.text):
        assert "src=" in tag, tag
    assert not re.search(r"\son[a-z]+\s*=", response.text), "inline event handler"
    assert not re.search(r"\sstyle\s*=", response.text), "inline style (style-src forbids it)"
    assert "'unsafe-inline'" not in response["Content-Security-Policy"]


@pytest.mark.parametrize("url", PAGES)
def test_it_gives_every_hx_get_a_plain_address_too(client, db, url):
    response = client.get(url)

    for tag in re.findall(r"<[a-z]+\b[^>]*\bhx-get=[^>]*>", response.text):
        target = re.search(r'hx-get="([^"]*)"', tag).group(1)
        # A search box's hx-get is a preview as the player types: its words go to the one search, with or without JS.
        previews = tag.startswith("<form") and 'role="search"' in tag and 'action="/rules/search/"' in tag
        assert f'href="{target}"' in tag or f'action="{target}"' in tag or previews, tag


def test_it_links_the_rules_from_the_nav_and_the_home_page(client, db):
    response = client.get("/")

    assert 'href="/rules/"' in response.text
    assert 'href="/rules/calc/"' in response.text


def test_the_home_page_leads_with_what_works_one_tap_each_and_promises_nothing_else(client, db):
    response = client.get("/")

    for card, link in [("home-battle", 'href="/battles/new/"'), ("home-battle", 'href="/battles/solo/"'),
                       ("home-builder", 'href="/armies/"'),
                       ("home-rules", 'href="/rules/calc/"'), ("home-dice", 'href="/dice/"'),
                       ("home-campaigns", 'href="/campaigns/"')]:  # fmt: skip
        start = response.text.index(f'data-testid="{card}"')
        assert link in response.text[start : response.text.index("</section>", start)]
    assert "On the way" not in response.text  # nothing that is not there
    assert '<meta name="description" content="A free table companion for Burst of Fire' in response.text
