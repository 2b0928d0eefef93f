"""A whole short Open Fire battle on two 360 px phones in a real Chromium: the host creates it for two rounds, the
second player joins with a force file, the host picks a force of theirs from the sample pack, both seal; each round
the initiative is rolled and every unit is activated, deploys, attacks and finishes, until the end names the result;
taps are counted, no page scrolls sideways, and the log verifies."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from armies import open_fire as forces_built
from battles.models import Battle, LogEntry
from rules.engine.open_fire import table
from tests.battles.lobby_fixtures import verified
from tests.e2e.taps import Taps
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots")  # noqa: S108 - the folder the other browser tests write to
RAIDERS = {"format": "open-fire-force/1", "name": "Raiders", "pack": "hedgerows-1944",
           "units": [{"ref": 1, "unit": "rifle-squad"}, {"ref": 2, "unit": "hmg-team"}]}  # fmt: skip


def fresh(page, url):
    """The page as it stands now: a phone also reloads itself when the battle changes (its poll), so a navigation
    of ours may be overtaken by that one; then the page is simply waited for."""
    for _attempt in range(5):
        try:
            page.goto(url)
            return
        except PlaywrightError:
            page.wait_for_load_state()
    page.goto(url)


def log_in(page, url, username, password):
    page.goto(f"{url}/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.locator("form button.primary").click()


def test_two_phones_play_a_short_open_fire_battle_to_its_end(live_server, phone, tmp_path):
    SHOTS.mkdir(parents=True, exist_ok=True)
    call_command("load_open_fire_pack", stdout=io.StringIO())
    user = get_user_model().objects.create_user("anna-e2e", password="pw-anna-e2e")
    able = forces_built.create(user, pack_key="hedgerows-1944", name="Able", points_limit=None)
    for unit in ("veteran-squad", "sniper-team"):
        forces_built.add(user, able.pk, unit)
    raiders = tmp_path / "raiders.json"
    raiders.write_text(json.dumps(RAIDERS))

    anna, ben, tap = phone(), phone(), Taps()
    log_in(anna, live_server.url, "anna-e2e", "pw-anna-e2e")
    anna.goto(f"{live_server.url}/battles/")
    tap(anna.get_by_test_id("of-new-link"))
    anna.fill("#of-rounds", "2")
    tap(anna.get_by_role("button", name="Create the battle"))
    code = anna.get_by_test_id("battle-code").inner_text().strip()

    ben.goto(f"{live_server.url}/battles/{code}/")
    ben.fill("input[name=display_name]", "Ben")
    tap(ben.get_by_role("button", name="Take the seat"))
    ben.locator("summary", has_text="Bring a force file").click()
    ben.set_input_files("#of-file", str(raiders))
    tap(ben.get_by_role("button", name="Use this file"))
    tap(ben.get_by_test_id("of-ready"))
    fresh(anna, f"{live_server.url}/battles/{code}/")
    tap(anna.get_by_test_id("of-pick-force"))
    tap(anna.get_by_test_id("of-ready"))
    expect(anna.get_by_test_id("of-initiative")).to_be_visible()
    lobby_taps = tap.count

    activations, secured = 0, False
    for _step in range(40):
        for page in (anna, ben):
            fresh(page, f"{live_server.url}/battles/{code}/")
        if anna.get_by_test_id("of-winner").count():
            break
        page = (
            anna if anna.get_by_test_id("of-initiative").count() or anna.get_by_test_id("of-activate").count() else ben
        )
        if page.get_by_test_id("of-initiative").count():
            tap(page.get_by_test_id("of-initiative"))
            continue
        tap(page.get_by_test_id("of-activate").first)
        activations += 1
        if page.get_by_test_id("of-attack").count():
            if activations == 3:
                assert no_horizontal_scroll(page)
                page.screenshot(path=str(SHOTS / "open-fire-acting-phone.png"), full_page=True)
            tap(page.get_by_test_id("of-attack"))
        if not secured and page.get_by_test_id("of-secure").count():
            tap(page.get_by_test_id("of-secure").last)  # the access objective (the last) scores at once
            secured = True
        tap(page.get_by_test_id("of-done"))
    expect(anna.get_by_test_id("of-winner")).to_be_visible()
    assert no_horizontal_scroll(anna) and no_horizontal_scroll(ben)
    anna.screenshot(path=str(SHOTS / "open-fire-end-phone.png"), full_page=True)
    fresh(ben, f"{live_server.url}/battles/{code}/report/")
    expect(ben.get_by_test_id("of-winner")).to_be_visible()  # the report is the battle's own end page
    ben.get_by_test_id("of-again").click()  # and it leads on: the next battle's form, the way the first began
    expect(ben.locator("#of-host")).to_be_visible()

    battle = Battle.objects.get(code=code)
    game = table.from_json(battle.state["open_fire"]["game"])
    assert battle.phase == "ended" and game.how in ("victory-points", "forfeit", "nobody-left")
    rounds = LogEntry.objects.filter(battle=battle, kind="of-initiative").count()
    assert rounds == 2 or game.how != "victory-points"
    assert secured and sum(game.vp(p) for p in game.players) >= 1  # an objective was secured and scored
    standing = 4 - sum(1 for u in game.units if u.where == "destroyed")
    assert standing <= activations <= 8  # every unit acts each round it stands (two rounds, four units)
    assert tap.count - lobby_taps <= 2 + activations * 3  # initiative, then activate, attack, done per unit
    verified(battle)


def test_two_phones_play_with_their_own_dice_and_a_half_track(live_server, phone, tmp_path):
    """Dice rolled at the table and typed in, on the mission that leaves the entry points to the players: the
    roll-off for placing them and the initiative, each two dice in seat order; the half-track turning three times
    on its move, an attack's dice on the attacker's phone and its defence dice on the target's, then a squad getting
    into its half-track, and the officer steadying his squad with his ability; the log keeps the typed dice as rolled
    at the table and verifies."""
    call_command("load_open_fire_pack", stdout=io.StringIO())
    carriers = {
        **RAIDERS,
        "name": "Carriers",
        "units": [{"ref": 1, "unit": "half-track"}, {"ref": 2, "unit": "rifle-squad"}],
    }
    raiders = {**RAIDERS, "units": [{"ref": 1, "unit": "rifle-squad"}, {"ref": 2, "unit": "officer"}]}
    files = {}
    for name, doc in (("anna", carriers), ("ben", raiders)):
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(json.dumps(doc))
    anna, ben, tap = phone(), phone(), Taps()
    anna.goto(f"{live_server.url}/battles/new/open-fire/")
    anna.fill("#of-host", "Anna")
    tap(anna.get_by_test_id("of-dice-table"))
    tap(anna.locator("input[name=mission][value=hold-the-line]"))
    anna.fill("#of-rounds", "1")
    tap(anna.get_by_role("button", name="Create the battle"))
    code = anna.get_by_test_id("battle-code").inner_text().strip()
    ben.goto(f"{live_server.url}/battles/{code}/")
    ben.fill("input[name=display_name]", "Ben")
    tap(ben.get_by_role("button", name="Take the seat"))
    for page, name in ((ben, "ben"), (anna, "anna")):
        fresh(page, f"{live_server.url}/battles/{code}/")
        page.locator("summary", has_text="Bring a force file").click()
        page.set_input_files("#of-file", str(files[name]))
        tap(page.get_by_role("button", name="Use this file"))
        tap(page.get_by_test_id("of-ready"))
    expect(anna.get_by_test_id("of-roll-off")).to_be_visible()
    lobby_taps = tap.count

    expect(anna.get_by_test_id("of-map")).to_contain_text("Each player places 2 entry points on their own edge")
    anna.fill("#of-dice-roll-off", "4 10")  # Ben's 10 beats Anna's 4: he places his first entry point first
    tap(anna.get_by_test_id("of-roll-off"))
    expect(anna.get_by_test_id("of-map")).to_contain_text("Order: Ben, Anna.")
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "open-fire-map-phone.png"), full_page=True)
    anna.fill("#of-dice-initiative", "9 3")  # Anna's 9 beats Ben's 3
    tap(anna.get_by_test_id("of-initiative"))
    tap(anna.get_by_test_id("of-activate").first)  # the half-track comes on
    tap(anna.locator("label.seg:has(input[name=manoeuvres][value='3'])"))
    tap(anna.get_by_test_id("of-move"))
    expect(anna.get_by_test_id("of-lines")).to_contain_text("It turns 3 times, 4 in of its move spent on turning.")
    tap(anna.get_by_test_id("of-done"))
    fresh(ben, f"{live_server.url}/battles/{code}/")
    tap(ben.get_by_test_id("of-activate").first)
    tap(ben.locator("input[name=weapon][value=rifle]"))
    expect(ben.locator("#of-odds")).to_contain_text("Expected damage")
    ben.fill("#of-dice-attack", "12 12 12 12")  # four riflemen, four hits
    tap(ben.get_by_test_id("of-attack"))
    fresh(anna, f"{live_server.url}/battles/{code}/")
    expect(anna.get_by_test_id("of-defence")).to_contain_text("4 times")
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "open-fire-defence-phone.png"), full_page=True)
    anna.fill("#of-dice-defence", "1 12 1 12")  # two saved, two not
    tap(anna.get_by_test_id("of-defend"))
    fresh(ben, f"{live_server.url}/battles/{code}/")
    expect(ben.get_by_test_id("of-lines")).to_contain_text("4 hits, 2 damage")
    tap(ben.get_by_test_id("of-done"))
    fresh(anna, f"{live_server.url}/battles/{code}/")
    tap(anna.get_by_test_id("of-activate"))  # the squad deploys next to its half-track
    tap(anna.get_by_test_id("of-move"))
    tap(anna.get_by_test_id("of-embark"))  # in, and its activation is over
    fresh(ben, f"{live_server.url}/battles/{code}/")
    tap(ben.get_by_test_id("of-activate"))  # the officer deploys
    # His squad took damage, but stress comes at the round's end: the ability has nothing to take off yet, and says
    # so rather than spend his activation for nothing.
    expect(ben.get_by_test_id("of-ability")).to_contain_text("Use Steady, lads!")
    expect(ben.get_by_test_id("of-ability")).to_be_disabled()
    expect(ben.get_by_test_id("of-ability-idle")).to_be_visible()
    assert no_horizontal_scroll(ben)
    ben.screenshot(path=str(SHOTS / "open-fire-ability-phone.png"), full_page=True)
    tap(ben.get_by_test_id("of-done"))  # the only round is over
    expect(ben.get_by_test_id("of-winner")).to_be_visible()
    # a typed roll costs its one tap, like the app's; the rifle is one more, the roll-off and the turns one each
    assert tap.count - lobby_taps == 16

    battle = Battle.objects.get(code=code)
    game = table.from_json(battle.state["open_fire"]["game"])
    track = next(u for u in game.units if u.name == "Armoured half-track")
    assert sum(m.hp for m in track.models) == 4 and any(u.where == "embarked" for u in game.units)
    typed = [r for e in LogEntry.objects.filter(battle=battle) for r in e.rolls]
    assert typed and all(r["source"] == "table" for r in typed)
    verified(battle)
