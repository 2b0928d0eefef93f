"""No button or chip breaks inside a word on a 360 px phone, in English or German (issue 33): "Beweg|en", "Samme|ln",
"Example|s" read as two words. On the battle table (setup, initiative, the unit picker, an activated unit, a roll
and the rolls that follow, the terrain sheet) and on the builder's pages, every word of a button, a chip, a tag, a
segmented choice or a summary stays on one line: a word is measured by the boxes its letters take
(Range.getClientRects()), and one whose boxes sit on two lines is broken. A break at a hyphen, a slash or a soft
hyphen the text offers is a break between words."""

from __future__ import annotations

import pytest
from django.test import Client

from battles.services import terrain, turns
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, ready_to_play, unit_of
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
LANGUAGES = ["en-gb", "de"]
CHIPS = "button, .button, [role=button], .tag, .seg span, a.seg, .opt span, .step-chip, summary, .chip"

# Every word (a run of letters and digits between spaces, hyphens, slashes and soft hyphens) of every visible chip,
# with the line boxes its letters take: more than one line is a word broken in two.
BROKEN = """(selector) => {
  for (const more of document.querySelectorAll("details")) more.open = true;  // what a tap opens is measured too
  const broken = [];
  for (const chip of document.querySelectorAll(selector)) {
    if (!chip.checkVisibility({visibilityProperty: true})) continue;
    if (chip.scrollWidth > chip.clientWidth + 1 && getComputedStyle(chip).overflowX === "visible") {
      broken.push(`${chip.tagName.toLowerCase()}.${chip.className}: spills out of its box: “${chip.innerText.trim().slice(0, 60)}”`);
    }
    const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent.matchAll(/[^\\s\\-\\u00ad\\u2010\\u2011\\u2013\\u2014\\/]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        let boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        const hyphen = parseFloat(getComputedStyle(chip).fontSize) * 0.6;  // wider than the hyphen it shows
        if (node.textContent[word.index - 1] === "\\u00ad" && boxes.length > 1 && boxes[0].width < hyphen) {
          boxes = boxes.slice(1);  // the hyphen a soft hyphen shows at the end of the line before
        }
        const middles = boxes.map((box) => box.top + box.height / 2);
        if (middles.length > 1 && Math.max(...middles) - Math.min(...middles) > 4) {
          broken.push(`${chip.tagName.toLowerCase()}.${chip.className}: “${word[0]}” in “${chip.innerText.trim().slice(0, 60)}”`);
        }
      }
    }
  }
  return [...new Set(broken)];
}"""


def in_language(page, live_server, language: str):
    page.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    return page


def broken_words(page, url: str) -> list[str]:
    page.goto(url)
    page.wait_for_load_state("load")
    return [f"{url}: {word}" for word in page.evaluate(BROKEN, CHIPS)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chip_of_the_lobby_breaks_inside_a_word(live_server, phone, seated, player, make_detachment, language):
    battle, anna, _ben = seated
    page = in_language(seated_phone(phone, live_server, battle.code, anna.pk), live_server, language)
    found = []
    for source in ("example", "file"):  # the choice's tabs: "Examples" broke as "Example|s"
        found += broken_words(page, f"{live_server.url}/battles/{battle.code}/?source={source}")
    stranger = in_language(phone(), live_server, language)
    found += broken_words(stranger, f"{live_server.url}/battles/{battle.code}/")
    found += broken_words(stranger, f"{live_server.url}/battles/new/")
    # A signed-in player with a list of their own has three tabs, each a third as wide ("Example|s" again).
    make_detachment(player)
    browser = Client()
    browser.force_login(player)
    session = browser.session
    session["battle_seats"] = {battle.code: anna.pk}
    session.save()
    signed_in = in_language(phone(), live_server, language)
    signed_in.context.add_cookies([{"name": "sessionid", "value": session.session_key, "url": live_server.url}])
    for source in ("mine", "example"):
        found += broken_words(signed_in, f"{live_server.url}/battles/{battle.code}/?source={source}")
    assert signed_in.locator(".source-tabs a.seg").count() == 3
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chip_of_the_battle_table_breaks_inside_a_word(live_server, phone, revealed, language):
    battle, anna, ben = revealed
    code, base = battle.code, f"{live_server.url}/battles/{battle.code}"
    page = in_language(seated_phone(phone, live_server, code, anna.pk), live_server, language)
    terrain.piece_add(code=code, seat_id=anna.pk, key=key(), preset="hedge")
    terrain.fieldwork_buy(code=code, seat_id=ben.pk, key=key(), fieldwork_key="sandbags", sector="north left")
    found = []
    for step in ("deployment", "placing", "cards", "morale", "start"):
        found += broken_words(page, f"{base}/?step={step}")
    found += broken_words(page, f"{base}/terrain/")
    ready_to_play(battle, anna, ben)
    found += broken_words(page, f"{base}/")  # initiative
    initiative(battle, anna, "5,2")
    found += broken_words(page, f"{base}/")  # the unit picker with its quick buttons
    page.get_by_test_id("after-shot-move").click()  # "Every action": 2x Move, the widest quick button, in place
    page.get_by_test_id("quick-double").first.wait_for()  # the answer is on the screen
    found += [f"{base}/ (every action): {word}" for word in page.evaluate(BROKEN, CHIPS)]
    assert page.evaluate("document.documentElement.scrollWidth") <= 360  # a long name moves the buttons down
    turns.activate(code=code, seat_id=anna.pk, unit_id=unit_of(anna, "de-rifleman").pk, key=key())
    found += broken_words(page, f"{base}/")  # the activated unit's buttons
    found += broken_words(page, f"{base}/roll/attack/?action=shoot")
    turns.action_roll(
        code=code, seat_id=anna.pk, action="shoot", procedure_id="attack", target_id=unit_of(ben, "us-rifleman").pk,
        key=key(), data={"attack_value": ["9"], "distance": ["10"], "units": ["cm"], "dice": ["1,1,1,1"]},
    )  # fmt: skip
    found += broken_words(page, f"{base}/")  # the rolls that follow
    found += broken_words(page, f"{base}/part/forces/")
    found += broken_words(page, f"{base}/terrain/")
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_chip_of_the_builder_breaks_inside_a_word(live_server, phone, player, owned, language):
    d, rifleman = owned
    browser = Client()
    browser.force_login(player)
    page = in_language(phone(), live_server, language)
    page.context.add_cookies(
        [{"name": "sessionid", "value": browser.cookies["sessionid"].value, "url": live_server.url}]
    )
    found = []
    for url in ("/armies/", "/armies/new/", f"/armies/{d.id}/", f"/armies/{d.id}/units/{rifleman.id}/", "/campaigns/"):
        found += broken_words(page, f"{live_server.url}{url}")
    for url in (
        "/armies/arsenal/",
        *(f"/armies/arsenal/{nation}/" for nation in ("germany", "usa", "uk", "ussr", "poland")),
    ):
        found += broken_words(page, f"{live_server.url}{url}")
    assert found == []
