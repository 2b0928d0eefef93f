"""Nothing spills past its card on a 360 px phone, in English or German: a word wider than its column ("Panzer-
grenadieren" in the solo sheet's narrow column) ran 12 px past the card's edge, where no horizontal scroll shows it
(the page itself does not scroll sideways). Every visible element of the page's main part that holds text is
measured against its card, or the screen; and an empty box's example words against the box (the home page's search
box showed "Moral, MG, Pa")."""

from __future__ import annotations

import uuid

import pytest
from django.test import Client

from battles.systems import open_fire_play
from campaigns import services
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, examples_at_turn_one
from tests.battles.test_open_fire_play import battle_in_play, of_pack, seat_for  # noqa: F401 - of_pack: a fixture
from tests.campaigns.fixtures import *  # noqa: F403 - fixtures
from tests.campaigns.fixtures import RECON, example_document
from tests.e2e.test_command_phone import seated_phone
from tests.e2e.test_words_unbroken_phone import BROKEN, CHIPS

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
LANGUAGES = ["en-gb", "de"]

SPILLED = """() => {
  for (const more of document.querySelectorAll("details")) more.open = true;  // what a tap opens is measured too
  const spilled = [];
  for (const element of document.querySelectorAll("main *")) {
    if (element.children.length || !element.innerText || !element.checkVisibility()) continue;
    const card = (element.closest(".card") || document.querySelector("main")).getBoundingClientRect();
    const right = Math.min(card.right, window.innerWidth);
    const box = element.getBoundingClientRect();
    if (box.right > right + 1) {
      spilled.push(`${element.tagName.toLowerCase()}.${element.className} +${Math.round(box.right - right)} px: “${element.innerText.trim().slice(0, 60)}”`);
    }
  }
  const ruler = document.createElement("canvas").getContext("2d");
  for (const box of document.querySelectorAll("main input[placeholder]")) {
    if (box.value || !box.checkVisibility()) continue;
    const style = getComputedStyle(box);
    ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const wide = ruler.measureText(box.placeholder).width;
    if (wide > room + 1) spilled.push(`input#${box.id} cuts its example +${Math.round(wide - room)} px: “${box.placeholder}”`);
  }
  return spilled;
}"""


def campaign_phone(phone, live_server, user, language: str):
    """A phone signed in as `user`, reading in `language`."""
    browser = Client()
    browser.force_login(user)
    page = phone()
    page.context.add_cookies(
        [
            {"name": "sessionid", "value": browser.cookies["sessionid"].value, "url": live_server.url},
            {"name": "django_language", "value": language, "url": live_server.url},
        ]
    )
    return page


def spilled(page, url: str) -> list[str]:
    page.goto(url)
    return page.evaluate(SPILLED)


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_spills_past_its_card(live_server, phone, make_battle, language):
    url = live_server.url
    solo = phone()
    solo.context.add_cookies([{"name": "django_language", "value": language, "url": url}])
    solo.goto(f"{url}/battles/solo/")
    solo.fill("#id_display_name", "Anna")
    solo.select_option("#id_enemy_type", "de-armored-group")  # the longest German names of the sample pack
    solo.get_by_test_id("solo-form").locator("button.primary").click()
    solo.wait_for_load_state()
    assert solo.get_by_test_id("solo-lobby").count() == 1
    assert solo.evaluate(SPILLED) == []

    battle, anna, _ben = examples_at_turn_one(
        make_battle, "de-armored-reconnaissance-150", AMERICANS, house_rules=("M1", "M2")
    )
    table = seated_phone(phone, live_server, battle.code, anna.pk)
    table.context.add_cookies([{"name": "django_language", "value": language, "url": url}])
    paths = ("/", "/rules/", "/rules/open-fire/", "/rules/search/", "/dice/", "/rules/modules/", "/battles/new/")
    for path in (f"/battles/{battle.code}/", f"/battles/{battle.code}/log/", f"/battles/{battle.code}/seats/", *paths):
        assert spilled(table, f"{url}{path}") == [], path


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_of_a_campaign_spills_past_its_card(live_server, phone, recon, language):
    """The force's printable page ran its last column 40 px past a phone's screen, clipped."""
    campaign, anna, _bruno = recon
    page = campaign_phone(phone, live_server, anna, language)
    for path in ("", "force/A/", "force/A/print/", "ledger/", "report/"):
        assert spilled(page, f"{live_server.url}/campaigns/{campaign.code}/{path}") == [], path


LONG_NAMES = {  # a force's and a player's names as players write them: long German words, one with no break at all
    "A": "3. Panzergrenadierkompanie Großdeutschland (verstärkt)",
    "B": "Kampfgruppe_Fallschirmjägerbataillon_Nord",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_campaigns_standings_keep_long_names_inside_the_screen(live_server, phone, forming, make_player, language):
    """A force named "3. Panzergrenadierkompanie Großdeutschland" pushed the standings table to 466 px on a 360 px
    phone, the other side's column past the screen's edge."""
    campaign, anna, bruno = forming
    carla = make_player("carla")
    services.member_join(code=campaign.code, user=carla, display_name="Oberfeldwebelstellvertreterin", side="B")
    for user, side, example in ((anna, "A", RECON), (bruno, "B", AMERICANS)):
        doc = {**example_document(example), "name": LONG_NAMES[side]}
        services.force_choose(code=campaign.code, user=user, doc=doc, source="Example")
    services.campaign_start(code=campaign.code, user=anna, key=uuid.uuid4())
    page = campaign_phone(phone, live_server, anna, language)
    for path in ("", "report/"):
        assert spilled(page, f"{live_server.url}/campaigns/{campaign.code}/{path}") == [], path
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, path


@pytest.mark.usefixtures("of_pack")
@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_of_an_open_fire_table_spills_or_breaks(live_server, phone, language):
    """The phone whose turn it is: "Aktivieren" broke as "Aktivi/eren" beside a unit's long reserve line."""
    battle, anna, ben = battle_in_play()
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=uuid.uuid4())
    page = seated_phone(phone, live_server, battle.code, seat_for(battle, anna, ben).pk)
    page.context.add_cookies([{"name": "django_language", "value": language, "url": live_server.url}])
    for path in (f"/battles/{battle.code}/", f"/battles/{battle.code}/log/"):
        assert spilled(page, f"{live_server.url}{path}") == [], path
        assert page.evaluate(BROKEN, CHIPS) == [], path
