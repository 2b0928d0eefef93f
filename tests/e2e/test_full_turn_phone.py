"""A whole turn spent by tapping on two 360 px phones: activations alternate between the phones until every
action of both counters is spent, then a player (not the host as referee) ends the turn and both phones
show turn 2. The exported log verifies."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from battles import selectors
from battles.models import Battle, LogEntry
from battles.services import lobby
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import ready_to_play, rifle_squad
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON, table_dice
from tests.e2e.test_command_phone import seated_phone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def state(battle):
    return Battle.objects.get(pk=battle.pk).state


def spend_one_activation(page, battle) -> None:
    """Pick the first unit that may act and spend its actions: a double move where offered, else moves."""
    expect(page.locator("#turn")).to_contain_text("Pick a unit", timeout=SOON)
    page.locator(".unit-picks button.pick:enabled").first.click()  # answered in place (site.js)
    while state(battle).get("activation"):
        double = page.get_by_role("button", name="Double move (2)")
        (double if double.count() else page.get_by_role("button", name="Move", exact=True)).click()


def test_two_phones_spend_every_action_of_a_turn_by_tapping_and_a_player_ends_it(live_server, phone, make_battle):
    battle, anna_seat = make_battle(mode="combat-only", points=100)
    ben_seat = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat in (anna_seat, ben_seat):  # two small American rifle squads (42 points each)
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=rifle_squad(), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    ready_to_play(battle, anna_seat, ben_seat)
    phones = {s.pk: seated_phone(phone, live_server, battle.code, s.pk) for s in (anna_seat, ben_seat)}
    for page in phones.values():
        page.goto(f"{live_server.url}/battles/{battle.code}/")
    anna, ben = phones[anna_seat.pk], phones[ben_seat.pk]
    table_dice(anna, "6,1")  # Anna starts

    activations = 0
    while (now := state(battle))["step"] == "activations":
        spend_one_activation(phones[now["active"]], battle)
        activations += 1
        assert activations < 40, "the turn should have ended"
    assert all(n == 0 for n in state(battle)["actions"].values())

    for page in (anna, ben):
        expect(page.locator("#turn")).to_contain_text("Every action is spent", timeout=SOON)
    assert no_horizontal_scroll(ben)
    ben.locator("#turn").screenshot(path=str(SHOTS / "full-turn-end-phone.png"))
    ben.get_by_role("button", name="End turn 1").click()
    for page in (anna, ben):
        expect(page.locator("#turn")).to_contain_text("Turn 2 of 5", timeout=SOON)
    end = LogEntry.objects.filter(battle=battle, kind="turn-end").get()
    assert end.by_name == "Ben" and not end.as_referee
    seats = {e.seat_id for e in LogEntry.objects.filter(battle=battle, kind="activate")}
    assert seats == {anna_seat.pk, ben_seat.pk}  # both phones activated units
    report = fairplay.verify(selectors.battle_export(Battle.objects.get(pk=battle.pk)))
    assert report.ok, report.problems
    assert anna.console_errors == [] and ben.console_errors == []
