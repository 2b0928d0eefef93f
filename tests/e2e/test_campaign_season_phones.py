"""Two games of a campaign season on two 360 px phones in a real Chromium (issue 34): in game 1, played on the table,
side A kills one of side B's riflemen and leaves one of its half-tracks abandoned, and wins; both phones confirm
(the second phone sees "Confirm" without a reload); side A claims the half-track and the rifleman's weapons, which
join its force; game 2 is entered by hand with its record: two of B's soldiers taken out by the same A soldier, who
rises a quality level by experience (R35) for game 3; a note on the game; the ledger verifies."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from battles.models import Battle, BattleUnit
from battles.services import objective, turns
from battles.services.rolls import battle_roll
from campaigns import history
from campaigns.models import Campaign
from campaigns.verify import verify_campaign
from tests.battles.lobby_fixtures import initiative, key, settle_setup
from tests.campaigns.fixtures import *  # noqa: F403
from tests.campaigns.fixtures import with_experience
from tests.e2e.taps import Taps
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS
from tests.e2e.test_campaign_phones import signed_in

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
MOTORISED = "us-motorized-infantry-150"  # half-tracks and riflemen


def play_game_one(battle: Battle) -> str:
    """Team A kills a rifleman of team B (a double 1 on his effect roll), leaves one of B's half-tracks abandoned (its
    crew bails out) and wins on the mission objective. Returns the rifleman's label."""
    seats = {s.team: s for s in battle.seats.all()}
    host = next(s for s in seats.values() if s.is_host)
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=host.pk)
    initiative(battle, host, "5,2")
    rifleman = BattleUnit.objects.filter(seat=seats["B"], unit_type="infantry", squad_leader=False).order_by("ref")[0]
    battle_roll(code=battle.code, seat_id=seats["A"].pk, procedure_id="effect-infantry", target_id=rifleman.pk,
                data={"dice": ["1,1"]}, key=key())  # fmt: skip
    track = BattleUnit.objects.filter(seat=seats["B"], unit_type="transport").order_by("ref").first()
    battle_roll(code=battle.code, seat_id=seats["A"].pk, procedure_id="failed-morale-effect", target_id=track.pk,
                data={"dice": ["2,2"], "unit_kind": ["vehicle-crew"]}, key=key())  # fmt: skip
    objective.declare(code=battle.code, seat_id=seats["A"].pk, note="held", key=key())
    objective.answer(code=battle.code, seat_id=seats["B"].pk, accept=True, key=key())
    turns.end_turn(code=battle.code, seat_id=host.pk, key=key())
    return rifleman.label


def test_two_games_salvage_the_rifle_and_the_half_track_and_a_kill_by_hand_earns_a_level(
    live_server, phone, sample_pack, player, stranger
):
    campaign = with_experience(player, stranger, name="Season 44", force_b=MOTORISED)
    code = campaign.code
    anna, bruno, taps = signed_in(phone, live_server, player), signed_in(phone, live_server, stranger), Taps()
    anna.goto(f"{live_server.url}/campaigns/{code}/")
    bruno.goto(f"{live_server.url}/campaigns/{code}/")

    # Game 1 on the table.
    taps(anna.get_by_test_id("start-game"))
    battle = Battle.objects.get(code=anna.url.rstrip("/").rsplit("/", 1)[1])
    fallen = play_game_one(battle)
    # Her table page follows the battle to its end by itself (a new phase reloads it): then she goes back.
    expect(anna.locator("#live")).to_have_attribute("data-poll", re.compile(r"phase=ended"), timeout=10_000)
    anna.goto(f"{live_server.url}/campaigns/{code}/")
    taps(anna.get_by_test_id("confirm-A"))
    expect(bruno.get_by_test_id("confirm-B")).to_be_visible(timeout=10_000)  # his page follows by itself
    taps(bruno.get_by_test_id("confirm-B"))

    # Side A claims the half-track and the fallen rifleman's weapons.
    anna.reload()
    expect(anna.get_by_test_id("salvage-weapons")).to_contain_text(fallen)
    taps(anna.get_by_test_id("salvage").locator("li", has_text="half-track").get_by_role("button", name="Claim"))
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "campaign-salvage-phone.png"), full_page=True)
    weapons = anna.get_by_test_id("salvage-weapons").locator("li.salvage-item").count()
    if weapons > 1:
        taps(anna.get_by_test_id("claim-all-weapons"))
    else:
        taps(anna.get_by_test_id("salvage-weapons").get_by_role("button", name="Claim"))
    expect(anna.get_by_test_id("salvage-weapons")).to_have_count(0)
    force = Campaign.objects.get(code=code).forces.get(side="A").roster
    salvaged_units = [u for u in force["units"] if u.get("salvage")]
    carried = [w for u in force["units"] for w in u.get("salvage_weapons", [])]
    assert len(salvaged_units) == 1 and len(carried) == weapons  # both in her force for game 2

    # Game 2 entered by hand with its record: one of Anna's soldiers takes out two of Bruno's.
    anna.locator("details.by-hand > summary").click()
    anna.locator("details.by-hand label.seg", has_text="Side A").click()
    anna.locator("[data-testid=by-hand-record] > summary").click()
    expect(anna.locator("select.fate").first).to_be_visible(timeout=10_000)
    hero = BattleUnit.objects.filter(battle=battle, seat__team="A", unit_type="infantry", squad_leader=False).order_by(
        "ref").first().ref  # fmt: skip
    b_refs = [u["ref"] for u in Campaign.objects.get(code=code).forces.get(side="B").roster["units"]][2:4]
    for ref in b_refs:
        anna.select_option(f"select[name=fate-B-{ref}]", "killed")
        anna.select_option(f"select[name=by-B-{ref}]", str(hero))
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "campaign-by-hand-record-phone.png"), full_page=True)
    taps(anna.get_by_role("button", name="Enter the result"))
    expect(bruno.get_by_test_id("confirm-B")).to_be_visible(timeout=10_000)
    taps(bruno.get_by_test_id("confirm-B"))

    season = Campaign.objects.get(code=code)
    stories = history.histories(season, "A")
    assert stories[hero].kills == 2 and stories[hero].levels("regular") == 1  # two kills: one level (R35)
    anna.goto(f"{live_server.url}/campaigns/{code}/report/")
    expect(anna.locator("body")).to_contain_text("Season 44")
    assert no_horizontal_scroll(anna)
    anna.screenshot(path=str(SHOTS / "campaign-report-phone.png"), full_page=True)
    assert verify_campaign(season).ok
    print(f"taps for two games, the claims and the record: {taps.count}")
    assert anna.console_errors == [] and bruno.console_errors == []
