"""Browser tests of the rules pages on a 360 px phone: live odds, typed and server dice, search."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser import PHONE

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def no_horizontal_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth") <= 360


def real_errors(page) -> list[str]:
    # A refused input answers 422 on purpose (htmx swaps the message in); the browser logs that status.
    return [error for error in page.console_errors if "422" not in error]


def test_it_updates_the_odds_as_inputs_change_and_reads_typed_dice(live_server, phone):
    page = phone()
    page.goto(f"{live_server.url}/rules/calc/attack/")
    expect(page.locator("#result")).to_contain_text("Fill in")
    page.evaluate("window.sameDocument = true")  # lost if the page reloads

    page.fill("#id_attack_value", "10")
    page.fill("#id_distance", "60")
    expect(page.get_by_test_id("target")).to_have_text(re.compile(r"14\s+or less on 4D6"))

    page.get_by_label("soft", exact=True).check()
    expect(page.get_by_test_id("target")).to_have_text(re.compile(r"13\s+or less on 4D6"))
    expect(page.get_by_test_id("odds")).to_contain_text("44.4%")
    expect(page.get_by_test_id("result-bar")).to_have_text("Needs 13 or less · hit 44.4%")

    page.fill("#id_dice", "3,5,1,6")
    expect(page.get_by_test_id("verdict")).to_have_text("miss")
    expect(page.locator("#result")).to_contain_text("Rolled 3 + 5 + 1 + 6 = 15: miss.")
    page.fill("#id_dice", "1,2,3,4")
    expect(page.get_by_test_id("verdict")).to_have_text("hit")
    expect(page.locator("#result")).to_contain_text("Dice you typed.")

    assert page.evaluate("window.sameDocument") is True, "the page reloaded"
    assert no_horizontal_scroll(page)
    assert real_errors(page) == []


def test_it_rolls_for_me_on_the_server(live_server, phone):
    page = phone()
    page.goto(f"{live_server.url}/rules/calc/attack/?attack_value=10&distance=60")
    page.evaluate("window.sameDocument = true")

    page.get_by_role("button", name="Roll for me").click()

    expect(page.locator("#result")).to_contain_text("Dice rolled by the server.")
    expect(page.locator("#result .die")).to_have_count(4)
    faces = page.locator("#result .die").all_inner_texts()
    assert all(face in "123456" for face in faces)
    expect(page.locator("#id_dice")).to_have_value(",".join(faces))
    expect(page.get_by_test_id("verdict")).to_have_text(re.compile("hit|miss"))
    assert page.evaluate("window.sameDocument") is True
    assert no_horizontal_scroll(page)


def test_it_shows_a_refused_input_in_place_of_the_odds(live_server, phone):
    page = phone()
    page.goto(f"{live_server.url}/rules/calc/attack/?attack_value=10&distance=60")

    page.fill("#id_attack_value", "99")

    expect(page.locator("#result [role=alert]")).to_contain_text("Attack value of the weapon: at most 40.")
    expect(page.get_by_test_id("result-bar")).to_have_text("Check the inputs")


def test_it_works_without_javascript(live_server, browser):
    context = browser.new_context(java_script_enabled=False, **PHONE)
    try:
        page = context.new_page()
        page.goto(f"{live_server.url}/rules/calc/morale-check/")
        page.get_by_label("elite", exact=True).check()
        page.fill("#id_dice", "6,6,2,3")
        page.get_by_role("button", name="Work it out").click()

        expect(page).to_have_url(re.compile(r"quality=elite"))
        expect(page.get_by_test_id("verdict")).to_have_text("shocked")
        assert no_horizontal_scroll(page)
    finally:
        context.close()


def test_it_filters_the_quick_reference_as_you_type(live_server, phone):
    page = phone()
    page.goto(f"{live_server.url}/rules/")
    page.evaluate("window.sameDocument = true")
    assert no_horizontal_scroll(page)

    page.fill("#q", "pilot")

    expect(page.locator("#failed-morale-pilot")).to_be_visible()
    expect(page.locator("#failed-morale-infantry")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"\?q=pilot"))
    assert page.evaluate("window.sameDocument") is True
    assert no_horizontal_scroll(page)
    assert real_errors(page) == []


SEARCHES = [  # a player's word, and the page it must put on the first screen
    ("shoot", "/rules/calc/attack/"),
    ("smoke", "/rules/calc/smoke-marker/"),
    ("rally", "/rules/calc/squad-leader-rally/"),
    ("tank", "/rules/calc/vehicle-move/"),  # issue 33: how far a tank drives first, then the hits on one
]


def test_home_search_finds_on_the_first_screen_and_an_attack_result_is_three_taps_away(live_server, phone):
    page = phone()
    page.goto(f"{live_server.url}/")
    page.evaluate("window.sameDocument = true")
    for word, url in SEARCHES:
        page.fill("#q", word)
        expect(page.locator(".search-results .match-count")).to_contain_text(f"for “{word}”")
        hit = page.locator(f'[data-testid=search-hits] a[href="{url}"]')
        expect(hit).to_be_visible()
        box = hit.bounding_box()
        assert box["y"] + box["height"] <= 740, f"{word}: {url} is below the first screen"
    assert page.evaluate("window.sameDocument") is True, "searching reloaded the page"
    assert no_horizontal_scroll(page)

    taps = 0
    page.goto(f"{live_server.url}/")
    page.get_by_role("link", name="Open the calculators").click()
    taps += 1
    page.get_by_test_id("most-used").get_by_role("link", name=re.compile("^Attack roll")).click()
    taps += 1
    page.fill("#id_attack_value", "40")  # typing is not a tap; a value this high always hits
    page.fill("#id_distance", "30")
    page.get_by_role("button", name="Roll for me").click()
    taps += 1
    expect(page.get_by_test_id("verdict")).to_have_text("hit")
    assert taps <= 4

    page.get_by_test_id("next-steps").get_by_role("link", name=re.compile("^Next: Effect roll")).click()
    expect(page).to_have_url(re.compile(r"/rules/calc/effect-infantry/\?units=cm"))
    assert no_horizontal_scroll(page)
    assert real_errors(page) == []
