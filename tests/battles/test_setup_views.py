"""Setup over HTTP: what the setup card shows each phone (the roll, the layout in words and as a sketch, the
checklist with where each unit goes, whose turn, the squad leader, ambush), who may post each step, bad
input, double taps, and a table page whose query count does not grow with the detachments. The services
are tested in test_setup.py."""

from __future__ import annotations

import html
import re
import uuid

import pytest
from django.test import Client

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import lobby, placement, setup
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, key, revealed_in, seat_examples, settle_setup, state
from tests.battles.pages import phone, queries_for, revealed_with, text, words
from tests.concurrency import run_at_once

NOT_SEATED = "Only a player seated in this battle can do that. Take a seat first."
RELOAD = "Reload the page and try again."


def everything(battle) -> tuple:
    """Every row a setup step could touch: the battle's counters and state, its units and its log."""
    row = Battle.objects.filter(pk=battle.pk).values(
        "state", "version", "entry_count", "roll_count", "head_hash", "phase"
    )
    return (
        list(row),
        list(BattleUnit.objects.filter(battle=battle).order_by("pk").values()),
        list(LogEntry.objects.filter(battle=battle).order_by("seq").values_list("seq", "hash")),
    )


def first_unplaced(seat) -> BattleUnit:
    return BattleUnit.objects.filter(seat=seat, placed=False, rides_in=None, towed_by=None).order_by("ref").first()


def deployed(battle, anna, ben):
    setup.roll_deployment(code=battle.code, seat_id=anna.pk, data={"dice": ["1,1,1,1"]}, key=key())


def in_turns(battle, host):
    """Placing in turns, one unit a side at a time: the host picks it over the default, all at once."""
    setup.set_placement_mode(code=battle.code, seat_id=host.pk, mode="alternate", key=key())


def post(browser: Client, battle, step: str, **form):
    return browser.post(f"/battles/{battle.code}/setup/{step}/", {"key": str(uuid.uuid4()), **form})


# --- What each phone sees -----------------------------------------------------------------------------


def test_a_player_rolls_the_sector_and_everyone_reads_the_layout_and_sees_the_board(revealed):
    battle, anna, ben = revealed
    anna_phone = phone(battle.code, anna.pk)
    assert "Roll the deployment sector" in words(anna_phone.get(f"/battles/{battle.code}/"))
    assert "Roll the deployment sector first." in words(anna_phone.get(f"/battles/{battle.code}/"))

    response = post(anna_phone, battle, "deployment", roll="1", dice="1,1,1,1")

    # Back to the setup card: the roll is on top of it, the deployment step's chip opens the board.
    assert response.status_code == 302 and response["Location"].endswith("#setup")
    for browser in (anna_phone, phone(battle.code, ben.pk)):
        page = browser.get(f"/battles/{battle.code}/?step=deployment")
        assert "Team A deploys along the north edge, team B along the south edge, facing each other." in words(page)
        assert "Anna rolled the sector." in words(page) and "Team A places the first unit." in words(page)
        assert '<svg viewBox="0 0 200 200" role="img"' in page.text
        assert "Roll the deployment sector" not in words(page)


@pytest.mark.parametrize(
    ("mode", "dice", "english", "german"),
    [
        ("", "1,1,1,1", "team A deploys along the north edge, team B along the south edge. Anna rolled, so team A "
         "places first.", "Seite A stellt sich am Spielfeldrand im Norden auf, Seite B am Rand im Süden. Anna hat "
         "gewürfelt, also stellt Seite A zuerst auf."),
        ("", "6,6,6,6", "24 means roll again.", "24 heißt: noch einmal würfeln."),
        ("avoid-the-pocket", "2,2,1", "the escape corridor is on the east edge. Team A deploys along the other three "
         "edges.", "Der Fluchtkorridor liegt am Spielfeldrand im Osten. Seite A stellt sich an den drei anderen "
         "Rändern auf."),
    ],
)  # fmt: skip
def test_the_roll_card_and_the_log_explain_a_setup_roll_in_german_too(
    make_battle, revealed, mode, dice, english, german
):
    battle, anna, ben = revealed if not mode else (lambda b, seats: (b, *seats))(*revealed_in(make_battle, mode))
    roller = phone(battle.code, (ben if mode else anna).pk)
    post(roller, battle, "deployment", dice=dice)
    roller.cookies["django_language"] = "de"
    card, log = words(roller.get(f"/battles/{battle.code}/")), words(roller.get(f"/battles/{battle.code}/log/"))
    roller.cookies["django_language"] = "en"

    assert english in words(roller.get(f"/battles/{battle.code}/"))
    assert german in card and german in log  # the log shows the sealed English beside it, as for every entry
    assert "deploys" not in card and "roll again" not in card


def test_a_24_says_roll_again_and_keeps_the_button(revealed):
    battle, anna, _ = revealed
    anna_phone = phone(battle.code, anna.pk)
    post(anna_phone, battle, "deployment", dice="6,6,6,6")
    page = words(anna_phone.get(f"/battles/{battle.code}/"))
    assert "The last roll was 24 (6, 6, 6, 6): that means roll again." in page
    assert "Roll the deployment sector" in page


def test_avoid_the_pocket_shows_the_corridor_roll_to_the_defender_and_the_host_and_then_the_roll_off(make_battle):
    battle, (anna, ben) = revealed_in(make_battle, "avoid-the-pocket")
    anna_phone, ben_phone = phone(battle.code, anna.pk), phone(battle.code, ben.pk)
    assert "Roll the escape corridor (as referee)" in words(anna_phone.get(f"/battles/{battle.code}/"))
    assert "Roll the escape corridor" in words(ben_phone.get(f"/battles/{battle.code}/"))

    assert post(ben_phone, battle, "deployment", dice="2,2,1").status_code == 302  # 5: east
    page = ben_phone.get(f"/battles/{battle.code}/")
    assert "Team A (the attacker) deploys along the north, south and west edges." in words(page)
    assert "The escape corridor is on the east edge, between the attacker's zones." in words(page)
    assert "stroke-dasharray" in page.text  # the corridor drawn on the board

    assert post(ben_phone, battle, "first", dice="3,3").status_code == 302
    assert "A tie: both sides rolled 3. Roll again." in words(ben_phone.get(f"/battles/{battle.code}/"))
    post(ben_phone, battle, "first", dice="2,5")
    assert "Team B places the first unit." in words(ben_phone.get(f"/battles/{battle.code}/?step=deployment"))
    assert "In the middle of the board." in words(ben_phone.get(f"/battles/{battle.code}/?step=placing"))


@pytest.mark.parametrize(("measure", "depth"), [("cm", "50 cm"), ("in", "20 in")])
def test_the_checklist_says_where_each_unit_goes_in_the_battles_measure(make_battle, measure, depth):
    battle, anna = make_battle(measure=measure)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, "de-armored-group-150"), (ben, AMERICANS))
    deployed(battle, anna, ben)

    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))

    assert f"Within {depth} of the north edge." in page
    assert "On the north edge." in page  # the Panzer IVs and the half-track
    assert "All at once: everyone ticks their own units in any order." in page


def test_the_layout_and_where_each_unit_goes_read_german(make_battle):
    """The deployment's sentences, each unit's place and the sketch's edge letters in the reader's words (in
    inches here: "Zoll")."""
    battle, (anna, ben) = revealed_in(make_battle, "avoid-the-pocket")
    ben_phone = phone(battle.code, ben.pk)
    post(ben_phone, battle, "deployment", dice="2,2,1")  # 5: east
    post(ben_phone, battle, "first", dice="2,5")
    german = {"HTTP_ACCEPT_LANGUAGE": "de"}
    page = words(ben_phone.get(f"/battles/{battle.code}/?step=deployment", **german))
    assert "Seite A (der Angreifer) stellt sich an den Spielfeldrändern im Norden, Süden und Westen auf." in page
    assert "Der Fluchtkorridor liegt am Spielfeldrand im Osten, zwischen den Zonen des Angreifers." in page
    assert "deploys along" not in page and "escape corridor" not in page
    assert ">O</text>" in ben_phone.get(f"/battles/{battle.code}/?step=deployment", **german).text  # east: Osten
    assert "In der Mitte des Spielfelds." in words(ben_phone.get(f"/battles/{battle.code}/?step=placing", **german))
    wide, inches = make_battle(measure="in")
    bruno = lobby.seat_join(code=wide.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(wide, (inches, "de-armored-group-150"), (bruno, AMERICANS))
    deployed(wide, inches, bruno)
    page = words(phone(wide.code, inches.pk).get(f"/battles/{wide.code}/", **german))
    assert "Höchstens 20 Zoll vom Spielfeldrand im Norden entfernt." in page
    assert "Am Spielfeldrand im Norden." in page and "On the north edge." not in page


def test_a_tick_shows_as_placed_and_a_tick_out_of_turn_is_refused_with_a_sentence(convoys):
    battle, anna, ben = convoys
    deployed(battle, anna, ben)
    in_turns(battle, anna)
    anna_phone = phone(battle.code, anna.pk)
    truck = BattleUnit.objects.get(seat=anna, profile_key="de-opel-blitz", ref=min(
        BattleUnit.objects.filter(seat=anna, profile_key="de-opel-blitz").values_list("ref", flat=True)))  # fmt: skip
    page = words(anna_phone.get(f"/battles/{battle.code}/"))
    # Both convoys bring the same units: names carry their player's, which Anna's own phone leaves off.
    assert f"{truck.own_label_said} On the north edge. With it: 7.5 cm Pak 40, Schütze (rifleman) 1." in page

    assert post(anna_phone, battle, "place", unit=str(truck.pk)).status_code == 302
    assert anna_phone.get(f"/battles/{battle.code}/").text.count('data-testid="placed"') == 1
    assert "Team B's turn to place a unit." in words(anna_phone.get(f"/battles/{battle.code}/"))
    place_buttons = re.findall(r'data-testid="place"[^>]*>', anna_phone.get(f"/battles/{battle.code}/").text)
    assert place_buttons and all("disabled" in b for b in place_buttons)  # not Anna's side's turn: no tap
    ben_buttons = re.findall(
        r'data-testid="place"[^>]*>', phone(battle.code, ben.pk).get(f"/battles/{battle.code}/").text
    )
    assert ben_buttons and not any("disabled" in b for b in ben_buttons)
    before = everything(battle)

    response = post(anna_phone, battle, "place", unit=str(first_unplaced(anna).pk))

    assert response.status_code == 400
    assert "It is team B's turn to place a unit. Wait for them, then place yours." in text(response)
    assert everything(battle) == before


def test_the_host_switches_to_all_at_once_and_then_everyone_has_the_all_placed_button(revealed):
    battle, anna, ben = revealed
    deployed(battle, anna, ben)
    in_turns(battle, anna)
    assert "Place all at once instead" not in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))

    assert post(phone(battle.code, anna.pk), battle, "placement", mode="simultaneous").status_code == 302
    ben_phone = phone(battle.code, ben.pk)
    assert "All at once: everyone ticks their own units in any order." in words(
        ben_phone.get(f"/battles/{battle.code}/")
    )

    assert "All my units are placed" in words(ben_phone.get(f"/battles/{battle.code}/"))
    assert post(ben_phone, battle, "place", all="1").status_code == 302
    assert not BattleUnit.objects.filter(seat=ben, placed=False, rides_in=None, towed_by=None).exists()
    placed = words(ben_phone.get(f"/battles/{battle.code}/"))
    assert "Place every unit first; still to place: Anna" in placed
    # Ben's units are down: his page says so, and no longer offers the tap that would be refused.
    assert "All your units are placed." in placed and "All my units are placed" not in placed
    assert "All my units are placed" in words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))


def test_a_seat_without_a_leader_promotes_one_and_a_seat_with_leaders_sees_them(convoys, revealed):
    battle, anna, _ = convoys
    anna_phone = phone(battle.code, anna.pk)
    soldier = BattleUnit.objects.filter(seat=anna, profile_key="de-rifleman").order_by("ref")[1]
    assert "Promote to squad leader" in words(anna_phone.get(f"/battles/{battle.code}/?step=placing"))

    assert post(anna_phone, battle, "squad-leader", unit=str(soldier.pk)).status_code == 302

    assert f"Your squad leader: {soldier.own_label_said}." in words(
        anna_phone.get(f"/battles/{battle.code}/?step=placing")
    )
    other, us, _ = revealed
    page = words(phone(other.code, us.pk).get(f"/battles/{other.code}/?step=placing"))
    assert "Your squad leaders: Gruppenführer (squad leader) 1, Gruppenführer (squad leader) 2." in page
    assert "Squad leaders:" not in page  # said once ("Truppführer: Deine Truppführer: ..." read twice)
    assert "Promote to squad leader" not in page
    german = phone(other.code, us.pk)
    german.cookies["django_language"] = "de"
    said = words(german.get(f"/battles/{other.code}/?step=placing"))
    assert "Deine Truppführer: Gruppenführer 1, Gruppenführer 2." in said and "Truppführer: Deine" not in said


def test_an_aa_gun_is_put_in_ambush_from_the_checklist(convoys):
    battle, anna, _ = convoys
    anna_phone = phone(battle.code, anna.pk)
    page = anna_phone.get(f"/battles/{battle.code}/?step=placing")
    assert page.text.count('data-testid="ambush"') == 1  # the Flak 38: the Pak 40 is towed, the MG is no gun
    flak = BattleUnit.objects.get(seat=anna, profile_key="de-flak38")

    assert post(anna_phone, battle, "ambush", unit=str(flak.pk), ambush="1").status_code == 302

    assert "AA gun: leave the ambush" in words(anna_phone.get(f"/battles/{battle.code}/?step=placing"))
    assert BattleUnit.objects.get(pk=flak.pk).tokens == {"ambush": 1}


def test_a_player_of_a_team_of_two_sees_the_flank_and_takes_the_other(four):
    battle, anna, ben, cleo, dan = four
    cleo_phone = phone(battle.code, cleo.pk)
    assert "You hold the right flank of team A's zone" in words(
        cleo_phone.get(f"/battles/{battle.code}/?step=deployment")
    )

    assert post(cleo_phone, battle, "flank", flank="left").status_code == 302

    assert "You hold the left flank of team A's zone" in words(
        cleo_phone.get(f"/battles/{battle.code}/?step=deployment")
    )
    assert "Anna right flank" in words(cleo_phone.get(f"/battles/{battle.code}/?step=placing"))


def test_a_tick_is_taken_back_from_the_setup_card(revealed):
    battle, anna, ben = revealed
    deployed(battle, anna, ben)
    anna_phone = phone(battle.code, anna.pk)
    unit = first_unplaced(anna)
    post(anna_phone, battle, "place", unit=str(unit.pk))
    assert "Take back my last entry" in words(anna_phone.get(f"/battles/{battle.code}/"))
    assert "Take back my last entry" not in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))

    assert 'name="back" value="setup"' in anna_phone.get(f"/battles/{battle.code}/").text

    done = anna_phone.post(
        f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "wrong corner", "back": "setup"}
    )

    assert not BattleUnit.objects.get(pk=unit.pk).placed
    assert done["Location"].endswith("#setup")  # back to the setup card, not the top of the page


def test_start_before_the_table_is_set_names_what_is_missing(revealed):
    battle, anna, ben = revealed
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["3"]}, key=key())
    deployed(battle, anna, ben)
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/start/", {"key": str(uuid.uuid4())})

    assert response.status_code == 400
    units = BattleUnit.objects.exclude(status="aboard")  # crews waiting in their machines need no placing
    n = units.filter(seat=anna).count(), units.filter(seat=ben).count()
    assert f"Place every unit first; still to place: Anna {n[0]}, Ben {n[1]}." in text(response)
    assert everything(battle) == before


# --- Who may post, bad input, wrong phase, GET ---------------------------------------------------------

FORMS = {
    "deployment": lambda b, a: {"roll": "1", "dice": "1,1,1,1"},
    "placement": lambda b, a: {"mode": "alternate"},
    "place": lambda b, a: {"unit": str(first_unplaced(a).pk)},
    "squad-leader": lambda b, a: {"unit": str(BattleUnit.objects.filter(seat=a, profile_key="de-rifleman").first().pk)},
    "ambush": lambda b, a: {"unit": str(BattleUnit.objects.get(seat=a, profile_key="de-flak38").pk), "ambush": "1"},
}


@pytest.mark.parametrize("who", ["stranger", "spectator", "seat-of-another-battle"])
@pytest.mark.parametrize("step", list(FORMS))
def test_only_a_seated_player_may_post_a_setup_step(convoys, make_battle, step, who):
    battle, anna, ben = convoys
    if step == "place":
        deployed(battle, anna, ben)
    other_battle, other_seat = make_battle(host="Zed")
    browser = {
        "stranger": phone(),
        "spectator": phone(),
        "seat-of-another-battle": phone(other_battle.code, other_seat.pk),
    }[who]
    if who == "spectator":
        assert browser.get(f"/battles/{battle.code}/watch/").status_code == 200
    form = {**FORMS[step](battle, anna), "key": str(uuid.uuid4())}
    before = everything(battle)

    response = browser.post(f"/battles/{battle.code}/setup/{step}/", form)

    assert response.status_code == 400 and NOT_SEATED in text(response)
    assert everything(battle) == before
    assert phone(battle.code, anna.pk).post(f"/battles/{battle.code}/setup/{step}/", form).status_code == 302
    assert everything(battle) != before


BAD_INPUT = {
    "no key": ("place", {"unit": "1"}, RELOAD),
    "bad key": ("deployment", {"roll": "1", "key": "not-a-uuid"}, RELOAD),
    "unit abc": ("place", {"unit": "abc"}, "Pick one of your units."),
    "unit -3": ("place", {"unit": "-3"}, "Pick one of your units."),
    "huge unit": ("place", {"unit": "9" * 30}, "Pick one of your units."),
    "soldier abc": ("squad-leader", {"unit": "abc"}, "Pick the soldier to promote."),
    "gun abc": ("ambush", {"unit": "abc", "ambush": "1"}, "Pick one of your own guns."),
    "ambush maybe": ("ambush", {"unit": "1", "ambush": "maybe"}, "Choose whether the gun lies in ambush or not."),
    "placement random": ("placement", {"mode": "random"}, "Pick alternate or simultaneous placement."),
    "flank top": ("flank", {"flank": "top"}, "Your team holds its whole zone: there are no flanks to change."),
    "dice 7": ("deployment", {"dice": "7,1,1,1"}, "Each die shows 1 to 6; 7 is not a die face."),
    "too few dice": ("deployment", {"dice": "1,1"}, "This roll needs 4 dice; 2 were given."),
    "long dice": ("deployment", {"dice": "1," * 30}, "Type the dice you rolled, like 3,5,1,6."),
    "roll-off in victory zones": ("first", {"dice": "6,1"}, "In this game mode the player who rolled the deployment sector places first."),
}  # fmt: skip


@pytest.mark.parametrize("case", list(BAD_INPUT))
def test_bad_input_gets_a_sentence_and_changes_nothing(revealed, case):
    battle, anna, ben = revealed
    step, form, message = BAD_INPUT[case]
    form = {"key": str(uuid.uuid4()), **form} if case != "no key" else form
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/setup/{step}/", form)

    assert response.status_code == 400
    assert message in text(response) and 'role="alert"' in response.text
    assert everything(battle) == before


@pytest.mark.parametrize("step", ["deployment", "first", "placement", "flank", "place", "squad-leader", "ambush"])
def test_setup_steps_are_refused_once_the_game_is_on(playing, step):
    battle, anna, _ = playing
    form = {"roll": "1", "mode": "alternate", "flank": "left", "ambush": "1"}
    form["unit"] = str(BattleUnit.objects.filter(seat=anna).first().pk)
    before = everything(battle)

    response = post(phone(battle.code, anna.pk), battle, step, **form)

    assert response.status_code == 400
    assert "That is done during setup, before the first turn." in text(response) or "never during it" in text(response)
    assert everything(battle) == before


@pytest.mark.parametrize("step", ["deployment", "first", "placement", "flank", "place", "squad-leader", "ambush"])
def test_a_get_to_a_setup_step_is_405(revealed, step):
    battle, anna, _ = revealed
    before = everything(battle)
    assert phone(battle.code, anna.pk).get(f"/battles/{battle.code}/setup/{step}/").status_code == 405
    assert everything(battle) == before


def test_a_repeated_key_places_once(revealed):
    battle, anna, ben = revealed
    deployed(battle, anna, ben)
    form = {"key": str(uuid.uuid4()), "unit": str(first_unplaced(anna).pk)}
    anna_phone = phone(battle.code, anna.pk)
    assert anna_phone.post(f"/battles/{battle.code}/setup/place/", form).status_code == 302
    count = Battle.objects.get(pk=battle.pk).entry_count

    assert anna_phone.post(f"/battles/{battle.code}/setup/place/", form).status_code == 302

    assert Battle.objects.get(pk=battle.pk).entry_count == count


@pytest.mark.django_db(transaction=True)
def test_a_double_tap_on_one_tick_from_two_threads_makes_one_entry(arsenal):
    battle, anna = placement_battle()
    form = {"key": str(uuid.uuid4()), "unit": str(first_unplaced(anna).pk)}

    results, errors = run_at_once(
        lambda i: phone(battle.code, anna.pk).post(f"/battles/{battle.code}/setup/place/", form)
    )

    assert not errors and [r.status_code for r in results] == [302, 302]
    assert LogEntry.objects.filter(battle=battle, kind="setup").count() == 1


def placement_battle():
    battle, anna = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="victory-zones"), host_name="Anna", team="A", client_seed="a"
    )
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    deployed(battle, anna, ben)
    return Battle.objects.get(pk=battle.pk), anna


# --- Query counts ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("moment", ["rolling", "placing", "settled"])
@pytest.mark.parametrize("who", ["host", "spectator"])
def test_the_setup_page_takes_the_same_number_of_queries_however_big(
    make_battle, make_detachment, player, stranger, who, moment
):
    counts = []
    for units in (10, 60):
        battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
        if moment == "placing":
            deployed(battle, anna, ben)
            in_turns(battle, anna)
            placement.place_unit(code=battle.code, seat_id=anna.pk, unit_id=first_unplaced(anna).pk, key=key())
        elif moment == "settled":
            settle_setup(battle)
        browser = phone(battle.code, anna.pk) if who == "host" else phone()
        must_show = {"rolling": "Roll the deployment sector", "placing": "Team B's turn to place a unit."}.get(
            moment, "Turn 1 begins by itself once the table is set"
        )
        if who == "spectator":
            must_show = "Waiting for a player to roll" if moment == "rolling" else f"Anna {units}"
        counts.append(
            queries_for(browser, f"/battles/{battle.code}/{'?step=start' if moment == 'settled' else ''}", must_show)
        )
        if who == "host" and moment != "rolling":
            assert state(battle)["setup"]["first"] == "A"

    assert counts[0] == counts[1]


def test_setup_shows_one_step_at_a_time_the_first_still_open_with_who_must_act_now(revealed):
    battle, anna, ben = revealed
    ben_phone = phone(battle.code, ben.pk)

    def step_words(query: str = "") -> tuple[str, str]:
        page = ben_phone.get(f"/battles/{battle.code}/{query}").text
        shown = re.search(r'class="step-chip[^"]*shown"[^>]*>([^<]+)<', page).group(1)
        now = re.search(r'data-testid="setup-now">([^<]+)<', page)
        return html.unescape(shown).strip(), html.unescape(now.group(1)) if now else ""

    assert step_words() == ("1 Deploy", "Roll the deployment sector first.")
    assert "Placing the units" not in words(ben_phone.get(f"/battles/{battle.code}/"))
    deployed(battle, anna, ben)
    shown, now = step_words()
    assert shown == "2 Place" and now.startswith("Place every unit first; still to place: Anna")
    assert "✓ Deploy" in words(ben_phone.get(f"/battles/{battle.code}/"))
    assert step_words("?step=deployment")[0] == "✓ Deploy"  # a done step stays readable, with "Next step"
    assert "Next step" in words(ben_phone.get(f"/battles/{battle.code}/?step=deployment"))
    assert step_words("?step=nonsense")[0] == "2 Place"
    assert step_words("?step=start")[0] == "Turn 1"


def test_all_at_once_the_checklist_places_a_row_of_like_units_with_one_tap(revealed):
    battle, anna, ben = revealed
    deployed(battle, anna, ben)
    anna_phone = phone(battle.code, anna.pk)
    page = anna_phone.get(f"/battles/{battle.code}/").text
    rows = re.findall(
        r'name="group" value="([\d,]+)">\s*<button class="button small" data-testid="place">([^<]+)<', page
    )
    ids, label = max(rows, key=lambda r: len(r[0].split(",")))
    riflemen = [int(n) for n in ids.split(",")]
    assert len(riflemen) > 2 and label == f"Place all {len(riflemen)}"
    assert len(rows) < BattleUnit.objects.filter(seat=anna).count()  # like units share a row

    theirs = BattleUnit.objects.filter(seat=ben).first()
    before = everything(battle)
    refused = post(anna_phone, battle, "place", group=f"{riflemen[0]},{theirs.pk}")
    assert refused.status_code == 400 and "Pick your own units that are still to place." in text(refused)
    assert everything(battle) == before

    assert post(anna_phone, battle, "place", group=ids).status_code == 302
    placed = BattleUnit.objects.filter(seat=anna, placed=True).exclude(status="aboard")
    assert set(placed.values_list("pk", flat=True)) == set(riflemen)
    assert 'data-testid="placed"' in anna_phone.get(f"/battles/{battle.code}/").text


def test_the_host_rolls_both_teams_force_morale_in_one_tap(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    settle_setup(battle)
    assert 'data-testid="morale-both"' in text(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert 'data-testid="morale-both"' not in text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    before = everything(battle)
    refused = phone(battle.code, ben.pk).post(
        f"/battles/{battle.code}/setup/force-morale/", {"team": "both", "key": key()}
    )
    assert refused.status_code == 400 and "Only the host rolls both teams" in text(refused)
    assert everything(battle) == before

    tap = {"team": "both", "key": str(uuid.uuid4())}
    for _ in range(2):  # a double tap rolls once
        phone(battle.code, anna.pk).post(f"/battles/{battle.code}/setup/force-morale/", tap)
    morale = Battle.objects.get(pk=battle.pk).state["force_morale"]
    assert set(morale) == {"A", "B"} and all(8 <= m <= 10 for m in morale.values())  # R25: 8, 9 or 10
    rolls = LogEntry.objects.filter(battle=battle, kind="roll", data__procedure="force-morale")
    assert rolls.count() == 2 and all(e.seat_id == anna.pk for e in rolls)
    # The table was set: turn 1 began by itself, its card showing both rolls of the one tap, each with its team.
    assert Battle.objects.get(pk=battle.pk).phase == "playing"
    page = text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    before = page[page.index('data-testid="roll-before"') : page.index('class="roll-what"')]
    assert "Force morale → team A" in before and "team B" not in before
    assert "→ <strong>team B</strong>" in page[page.index('class="roll-what"') :]
