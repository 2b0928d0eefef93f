"""A whole turn as a table plays it, taps counted: two ~145-point sample platoons on two 360 px phones, every
unit acts once, ten riflemen a side shoot at the enemy (the server's dice, every follow-on roll one tap), the
turn is ended by a player. Issue 12 asks for at most 120 taps between both phones and no box typed twice:
the only box typed is each shot's distance, which nobody told the app before."""

from __future__ import annotations

import re
import secrets

import pytest
from playwright.sync_api import expect

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry
from battles.services import lobby
from dice import fairplay
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, ready_to_play, seat_examples
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON
from tests.e2e.test_command_phone import seated_phone
from tests.e2e.test_taps_phone import Taps, in_view

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SHOTS_A_SIDE = 10
# One fixed server seed and battle code (the dice's scope names the code), so every run rolls the same dice and
# the count is reproducible (hits lead to more follow-on rolls: random dice moved it from 113 to 121 taps). The
# seed is committed and revealed as any other.
SEED = "5eed" * 16
CODE = "TAPS42"


class SeededSecrets:
    """`secrets` for the battle's creation, with the fixed server seed and code; everything else is the real
    module."""

    def __init__(self) -> None:
        self.code = iter(CODE)

    def __getattr__(self, name: str):
        return getattr(secrets, name)

    @staticmethod
    def token_hex(n: int = 32) -> str:
        return SEED if n == 32 else secrets.token_hex(n)

    def choice(self, letters: str) -> str:
        return next(self.code)


def state(battle) -> dict:
    return Battle.objects.get(pk=battle.pk).state


def enemy_rifleman(battle, seat_id: int) -> BattleUnit:
    return (
        BattleUnit.objects.filter(battle=battle, status="active", profile_key__endswith="-rifleman")
        .exclude(seat_id=seat_id)
        .order_by("ref")
        .first()
    )


def shoot(page, battle, seat_id: int, tap: Taps, typed: list[str]) -> None:
    """A rifleman shoots from the picker: target, distance, roll, then each follow-on roll with one tap."""
    rifles = page.locator(".pick-group", has=page.locator("button.pick", has_text="Rifleman")).first
    target = enemy_rifleman(battle, seat_id)
    if page.get_by_test_id("aim").count():  # the squad's last target is known: the row's Shoot rolls at once
        tap(rifles.get_by_test_id("quick-shoot"))
        expect(page.get_by_test_id("roll-card")).to_contain_text("Attack roll", timeout=SOON)
        typed.append("")  # no box was shown, so none was typed again
        _follow_ons(page, battle, tap)
        return
    tap(rifles.get_by_test_id("quick-shoot"))
    expect(page.locator("#target")).to_be_visible(timeout=SOON)
    if page.locator("#target").input_value() != str(target.pk):  # the form starts from the side's last target
        page.select_option("#target", str(target.pk))
        tap.count += 1  # choosing the target is a tap on the phone
    distance = page.locator("input[name=distance]")
    typed.append(distance.input_value())  # what the box held before the player typed
    distance.fill("20")
    tap(page.get_by_role("button", name="Roll the dice"))
    expect(page.get_by_test_id("roll-card")).to_contain_text("Attack roll", timeout=SOON)
    assert in_view(page, "#result")
    _follow_ons(page, battle, tap)


def _follow_ons(page, battle, tap: Taps) -> None:
    """Each follow-on roll with one tap of the server's dice; then Done if the unit kept an action."""
    while (nxt := page.get_by_test_id("roll-next-button")).count():
        before = Battle.objects.get(pk=battle.pk).entry_count
        tap(nxt)
        expect(page.get_by_test_id("roll-card")).not_to_contain_text("Attack roll", timeout=SOON)
        assert Battle.objects.get(pk=battle.pk).entry_count > before
        assert in_view(page, "#result")
    if (state(battle).get("activation") or {}).get("unit"):  # the rifleman's second action is left unused
        tap(page.get_by_role("button", name="Done with this unit"))


def act_once(page, battle, tap: Taps) -> None:
    """Any other unit acts: one tap on its row's Move, or for a vehicle its pick and its first verb."""
    expect(page.locator("#turn")).to_contain_text("Pick a unit", timeout=SOON)
    move = page.locator(".unit-picks [data-testid=quick-move]")
    if move.count():
        tap(move.first)
        return
    tap(page.locator(".unit-picks button.pick:enabled").first)
    tap(page.get_by_test_id("verbs").locator("button, a").first)
    if (state(battle).get("activation") or {}).get("unit"):
        tap(page.get_by_role("button", name="Done with this unit"))


def test_a_whole_turn_of_two_platoons_in_at_most_120_taps(live_server, phone, make_battle, monkeypatch):
    SHOTS.mkdir(parents=True, exist_ok=True)
    monkeypatch.setattr(lobby, "secrets", SeededSecrets())
    battle, anna_seat = make_battle(mode="combat-only")
    ben_seat = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna_seat, GERMANS), (ben_seat, AMERICANS))
    ready_to_play(battle, anna_seat, ben_seat)
    phones = {s.pk: seated_phone(phone, live_server, battle.code, s.pk) for s in (anna_seat, ben_seat)}
    for page in phones.values():
        page.goto(f"{live_server.url}/battles/{battle.code}/")
    anna, ben = phones[anna_seat.pk], phones[ben_seat.pk]
    tap, typed = Taps(), []

    while state(battle)["step"] == "initiative":  # the server's dice; a tie is rolled again
        tap(anna.get_by_role("button", name="Roll initiative"))
        expect(anna.get_by_test_id("roll-card")).to_contain_text("Initiative", timeout=SOON)
    shots = dict.fromkeys(phones, 0)
    activations = 0
    while (now := state(battle))["step"] == "activations":
        seat_id = now["active"]
        page = phones[seat_id]
        expect(page.locator("#turn")).to_contain_text("Pick a unit", timeout=SOON)
        if shots[seat_id] < SHOTS_A_SIDE and enemy_rifleman(battle, seat_id):
            shoot(page, battle, seat_id, tap, typed)
            shots[seat_id] += 1
        else:
            act_once(page, battle, tap)
        activations += 1
        assert activations <= 60, "every unit acts once: the turn should have ended"
    assert shots == dict.fromkeys(phones, SHOTS_A_SIDE)
    # Each unit acted once and both sides kept actions (R38): they lapse by themselves, no referee needed.
    lapsed = LogEntry.objects.filter(battle=battle, summary__contains="no unit left to activate")
    assert lapsed.exists()

    for page in (anna, ben):
        expect(page.locator("#turn")).to_contain_text("Every action is spent", timeout=SOON)
    tap(ben.get_by_role("button", name=f"End turn {Battle.objects.get(pk=battle.pk).turn}"))
    for page in (anna, ben):  # turn 2, or the end when a side's Combat Score reached the mode's limit
        expect(page.locator("#turn")).to_contain_text(re.compile("Turn 2 of|The battle is over"), timeout=SOON)

    units = BattleUnit.objects.filter(battle=battle).count()
    # An activation is an "activate" entry, or a one-tap action that activated the unit itself.
    acted = LogEntry.objects.filter(battle=battle, kind__in=("activate", "action"), data__has_key="allowed")
    print(f"whole turn: {tap.count} taps, {activations} activations of {units} units, {len(typed)} boxes typed")
    assert tap.count <= 120, f"{tap.count} taps for one turn"
    assert all(value == "" for value in typed), f"a box the app filled was typed again: {typed}"
    acted_units = [e.data["unit"] for e in acted]
    assert len(set(acted_units)) == len(acted_units) == activations, "a unit acted twice"
    standing = set(BattleUnit.objects.filter(battle=battle, status="active").values_list("pk", flat=True))
    assert standing <= set(acted_units), "a unit still in the fight never acted"
    after = Battle.objects.get(pk=battle.pk)
    assert after.turn == 2 or after.phase == "ended"
    end = LogEntry.objects.filter(battle=battle, kind="turn-end").get()
    assert end.by_name == "Ben" and not end.as_referee
    assert no_horizontal_scroll(anna) and no_horizontal_scroll(ben)
    report = fairplay.verify(selectors.battle_export(Battle.objects.get(pk=battle.pk)))
    assert report.ok, report.problems
    assert anna.console_errors == [] and ben.console_errors == []
