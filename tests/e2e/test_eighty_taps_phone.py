"""A whole turn as issue 33 counts it, taps counted on both 360 px phones: two ~145-point sample platoons; one side
spends every action (its riflemen shoot, then move; its other units move twice), the other gives each unit one
action (a shot, or a move); ten shots a side, and each side's first chain rolled with dice typed in from the table
(the attack in the form's box, every follow-on roll in the result card's own box, one tap each). The issue asks for
at most 80 taps for the turn and at most 2.0 a unit's activation on average; the figures are printed."""

from __future__ import annotations

import re

import pytest
from django.utils import translation
from playwright.sync_api import expect

from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import lobby
from battles.services.common import cards_in_force
from dice import fairplay
from rules import localized
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, ready_to_play, seat_examples, three_players
from tests.e2e.test_battle_lobby_phone import no_horizontal_scroll
from tests.e2e.test_battle_turn_phone import SHOTS, SOON
from tests.e2e.test_command_phone import seated_phone
from tests.e2e.test_taps_phone import Taps, in_view
from tests.e2e.test_whole_turn_phone import SeededSecrets, state

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS_A_SIDE = 10
LANGUAGE = {"lang": "en-gb"}  # the phones' language for this test: what `say` reads the app's words in


def say(words: str, **parts) -> str:
    """The app's own words in the phones' language, from its catalogue (a German page asked for in German)."""
    with translation.override(LANGUAGE["lang"]):
        return translation.gettext(words) % parts if parts else translation.gettext(words)


def in_language(page, live_server, lang: str):
    page.context.add_cookies([{"name": "django_language", "value": lang, "url": live_server.url}])
    return page


def enemy_rifleman(battle, seat_id: int) -> BattleUnit | None:
    """The other team's first rifleman still in the fight (with three players a seat's partner is no enemy)."""
    team = Seat.objects.get(pk=seat_id).team
    return (
        BattleUnit.objects.filter(battle=battle, status="active", profile_key__endswith="-rifleman")
        .exclude(seat__team=team)
        .order_by("ref")
        .first()
    )


def typed_dice(text: str, face: int) -> str:
    """As many dice as the box asks for (its "2D6" or "2 or 4 D6": the fewest), all showing `face`."""
    found = re.search(r"(\d+)", text or "")
    return " ".join([str(face)] * int(found.group(1) if found else 2))


def own_riflemen(battle, seat_id: int) -> list[int]:
    """The seat's riflemen still in the fight who have not acted this turn: those who can shoot."""
    turn = Battle.objects.values_list("turn", flat=True).get(pk=battle.pk)
    mine = BattleUnit.objects.filter(seat_id=seat_id, status="active", profile_key__endswith="-rifleman")
    return list(mine.exclude(activated_turn=turn).values_list("pk", flat=True))


def enemy_officer(battle, seat_id: int) -> BattleUnit | None:
    """The other team's ranking officer still in the fight: a hit on him asks his side who takes the bullet."""
    team = Seat.objects.get(pk=seat_id).team
    return (
        BattleUnit.objects.filter(battle=battle, status="active", unit_type="ranking-officer")
        .exclude(seat__team=team)
        .first()
    )


def shoot(
    page, battle, seat_id: int, tap: Taps, *, then_move: bool, at_table: bool, phones: dict, at_officer: bool = False
) -> None:
    """A rifleman shoots from the picker's Shoot: at the side's last target in one tap, or through the form (the
    target picked only if it is not the one asked for, a distance typed); then what follows the shot: one tap to
    roll it all with the server's dice, or one tap a roll with dice typed from the table. `at_officer`: the shot hits
    the enemy's ranking officer with table dice. A hit on an officer waits for his side's phone (of `phones`), which
    answers that a soldier beside him takes the bullet, in one tap."""
    officer = enemy_officer(battle, seat_id) if at_officer else None
    target = officer or enemy_rifleman(battle, seat_id)
    at_table = at_table or officer is not None
    rifles = page.locator(
        ", ".join(f'.pick-group:has(input[name=unit][value="{pk}"])' for pk in own_riflemen(battle, seat_id))
    ).first
    aimed = page.get_by_test_id("aim").count() and not at_table
    if aimed:  # the side's last target (or the next of his kind), still standing: the row's Shoot rolls at once
        aims_at = say("Shoot aims at %(target)s: open a unit to aim elsewhere.", target="\0").split("\0")[0]
        assert aims_at in page.get_by_test_id("aim").inner_text()
        page.screenshot(path=str(SHOTS / "picker-aimed-phone.png"), full_page=True)
        tap(rifles.get_by_test_id("quick-shoot"))
    else:
        if page.get_by_test_id("aim").count():  # the row's Shoot would fire at the aim: open the unit instead
            tap(rifles.locator("button.pick"))
            tap(page.get_by_test_id("verbs").locator("a, button").first)  # its Shoot opens the attack form
        else:
            tap(rifles.get_by_test_id("quick-shoot"))
        expect(page.locator("#target")).to_be_visible(timeout=SOON)
        page.wait_for_load_state("load")
        if page.locator("#target").input_value() != str(target.pk):
            page.select_option("#target", str(target.pk))
            tap.count += 1  # choosing the target is a tap on the phone
        distance = page.locator("input[name=distance]")
        if not distance.input_value():
            distance.fill("12")
    if aimed:
        pass
    elif at_table:
        page.locator("summary", has_text=say("We rolled at the table")).click()
        tap.count += 1
        page.fill("#roll-dice", "1 1 1 1")  # the lowest a 4D6 can show: a hit
        tap(page.get_by_test_id("roll-typed-then-move" if then_move else "roll-typed"))
    else:
        tap(
            page.get_by_test_id("roll-then-move")
            if then_move
            else page.get_by_role("button", name=say("Roll the dice"))
        )
    with translation.override(LANGUAGE["lang"]):
        attack = str(localized.procedure("attack").title)
    expect(page.get_by_test_id("roll-card")).to_contain_text(attack, timeout=SOON)
    assert in_view(page, "#result")
    asked = next(iter(state(battle).get("chain") or []), {}).get("bodyguard")
    if asked:  # a hit on an officer: his own side says who takes it, on its phone; the shooter's phone goes on
        guard = phones[asked["seat"]].get_by_test_id("bodyguard")
        expect(guard).to_be_visible(timeout=SOON)
        tap(guard.get_by_role("button", name=say("He takes the bullet")))
        expect(page.get_by_test_id("roll-next")).to_be_visible(timeout=SOON)
    while page.get_by_test_id("roll-next").count():
        if at_table and not (SHOTS / "next-roll-table-dice-phone.png").exists():
            page.screenshot(path=str(SHOTS / "next-roll-table-dice-phone.png"), full_page=False)
        before = Battle.objects.get(pk=battle.pk).entry_count
        if at_table:
            box = page.get_by_test_id("roll-next-dice")
            box.fill(typed_dice(box.get_attribute("placeholder"), 1))
            tap(page.get_by_test_id("roll-next-typed"))
        else:  # the server's dice for all that follows the shot, one tap
            tap(page.get_by_test_id("roll-through"))
        expect(page.locator("#live")).not_to_contain_text(f"Log ({before})", timeout=SOON)
        assert in_view(page, "#result")
    if (state(battle).get("activation") or {}).get("unit"):  # a unit left with an action it does not use
        tap(page.get_by_role("button", name=say("Done with this unit")))


def act(page, battle, tap: Taps, *, every_action: bool) -> None:
    """Any other unit: its row's 2x Move (every action) or Move, one tap; a vehicle opens its move and rolls."""
    expect(page.locator("#turn")).to_contain_text(say("Pick a unit:"), timeout=SOON)
    row = page.locator(".unit-picks .pick-row").filter(has=page.locator("button.pick:enabled")).first
    double, move = row.get_by_test_id("quick-double"), row.get_by_test_id("quick-move")
    if every_action and double.count():
        tap(double)
    elif move.count():
        tap(move)
        if page.locator("#roll").count():  # a vehicle's movement roll
            tap(page.get_by_role("button", name=say("Roll the dice")))
    else:
        tap(row.locator("button.pick"))
        tap(page.get_by_test_id("verbs").locator("button, a").first)
    if (state(battle).get("activation") or {}).get("unit"):
        tap(page.get_by_role("button", name=say("Done with this unit")))


def play_a_turn(battle, phones: dict, every_action: set[int], tap: Taps) -> int:
    """Initiative, then every activation of the turn as its seat plays it (see the module's words), then the end
    of the turn by the last phone: returns the activations."""
    first = next(iter(phones.values()))
    while state(battle)["step"] == "initiative":
        tap(first.get_by_role("button", name=say("Roll initiative")))
        expect(first.get_by_test_id("roll-card")).to_contain_text("Initiativ", timeout=SOON)  # Initiativwurf in German
    SHOTS.mkdir(parents=True, exist_ok=True)
    shots, activations, habit = dict.fromkeys(phones, 0), 0, set()
    while (now := state(battle))["step"] == "activations":
        seat_id = now["active"]
        page, every = phones[seat_id], seat_id in every_action
        expect(page.locator("#turn")).to_contain_text(say("Pick a unit:"), timeout=SOON)
        if every and seat_id not in habit:  # this side's riflemen move on after every shot: said once
            tap(page.get_by_test_id("after-shot-move"))
            habit.add(seat_id)
        if shots[seat_id] < SHOTS_A_SIDE and enemy_rifleman(battle, seat_id) and own_riflemen(battle, seat_id):
            # The first one-action seat's first shot (table dice) is at the enemy officer: a soldier takes the bullet.
            officer = not shots[seat_id] and not every and seat_id == min(s for s in phones if s not in every_action)
            shoot(
                page,
                battle,
                seat_id,
                tap,
                then_move=every,
                at_table=not shots[seat_id],
                phones=phones,
                at_officer=officer,
            )
            shots[seat_id] += 1
        else:
            act(page, battle, tap, every_action=every)
        activations += 1
        assert activations <= 90, "every unit acts once: the turn should have ended"
    last = list(phones.values())[-1]
    for page in phones.values():
        expect(page.locator("#turn")).to_contain_text(say("Every action is spent."), timeout=SOON)
    tap(last.get_by_role("button", name=say("End turn %(turn)s", turn=Battle.objects.get(pk=battle.pk).turn)))
    over, turn_2 = re.escape(say("The battle is over")), re.escape(say("Turn %(turn)s of %(limit)s", turn=2, limit=""))
    for page in phones.values():  # turn 2, or the end when a side's Combat Score reached the mode's limit
        expect(page.locator("#turn")).to_contain_text(re.compile(f"{turn_2}|{over}"), timeout=SOON)
    return activations


def checked(battle, phones: dict, tap: Taps, activations: int, most: int) -> None:
    per_activation = tap.count / activations
    rolled = LogEntry.objects.filter(battle=battle, kind="roll").count()
    print(f"issue 33, {len(phones)} players: {tap.count} taps, {activations} activations ({per_activation:.2f} each),"
          f" {rolled} rolls")  # fmt: skip
    typed = [r for e in LogEntry.objects.filter(battle=battle, kind="roll") for r in e.rolls if r["source"] == "table"]
    assert len(typed) >= 4, "each side's first chain was rolled at the table"
    taken = LogEntry.objects.filter(battle=battle, kind="chain", summary__contains="takes the bullet for")
    assert taken.exists(), "a soldier took the bullet for his officer"
    checks = LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="morale-check")
    assert checks.filter(data__inputs__event_card=-1).exists(), "battle fatigue took 1 off a morale check"
    assert any(c.key == "battle-fatigue" for c in cards_in_force(Battle.objects.get(pk=battle.pk))), (
        "a card is in force"
    )
    assert tap.count <= most, f"{tap.count} taps for one turn"
    assert per_activation <= 2.0, f"{per_activation:.2f} taps an activation"
    assert all(no_horizontal_scroll(page) for page in phones.values())
    report = fairplay.verify(selectors.battle_export(Battle.objects.get(pk=battle.pk)))
    assert report.ok, report.problems
    assert all(page.console_errors == [] for page in phones.values())


@pytest.mark.parametrize("lang", ["en-gb", "de"])
def test_a_whole_turn_in_at_most_80_taps(live_server, phone, make_battle, monkeypatch, lang):
    monkeypatch.setattr(lobby, "secrets", SeededSecrets())
    monkeypatch.setitem(LANGUAGE, "lang", lang)
    battle, anna_seat = make_battle(mode="combat-only")
    ben_seat = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna_seat, GERMANS), (ben_seat, AMERICANS))
    ready_to_play(battle, anna_seat, ben_seat)
    phones = {
        s.pk: in_language(seated_phone(phone, live_server, battle.code, s.pk), live_server, lang)
        for s in (anna_seat, ben_seat)
    }
    for page in phones.values():
        page.goto(f"{live_server.url}/battles/{battle.code}/")
    tap = Taps()
    activations = play_a_turn(battle, phones, {anna_seat.pk}, tap)  # Anna spends every action; Ben one a unit
    spent = LogEntry.objects.filter(battle=battle, seat=anna_seat, summary__contains="move")
    assert spent.exists(), "Anna's riflemen moved after shooting"
    checked(battle, phones, tap, activations, most=80)


def test_a_three_player_turn_in_at_most_120_taps(live_server, phone, make_battle, monkeypatch):
    monkeypatch.setattr(lobby, "secrets", SeededSecrets())  # the same dice every run: with fresh seeds, now and
    # then a side's riflemen were all down before it had shot ten times, and the script looked for one in vain
    battle, anna, ben, cleo = three_players(make_battle)
    phones = {s.pk: seated_phone(phone, live_server, battle.code, s.pk) for s in (anna, ben, cleo)}
    for page in phones.values():
        page.goto(f"{live_server.url}/battles/{battle.code}/")
    tap = Taps()
    activations = play_a_turn(battle, phones, {anna.pk}, tap)
    checked(battle, phones, tap, activations, most=120)
