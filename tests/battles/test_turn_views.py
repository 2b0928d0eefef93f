"""The turn over HTTP: who may post each step, what bad input gets back, what the turn card shows to the
active phone, the waiting phone and a spectator, query counts that do not grow with the detachments, the
one-query poll and voids in the log. The services themselves are tested in test_turns.py."""

from __future__ import annotations

import html
import re
import uuid

import pytest
from django.test import Client

from battles.models import Battle, BattleUnit, LogEntry
from battles.services import setup, turns
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, key, ready_to_play, settle_setup, state
from tests.battles.pages import phone, queries_for, revealed_with, text, words

NOT_SEATED = "Only a player seated in this battle can do that. Take a seat first."
NOT_A_DIE = "Each die shows 1 to 6; 7 is not a die face."
TOO_FEW_DICE = "This roll needs 2 dice; 1 was given."


def plain(response) -> str:
    """The visible words with inline tags dropped in place, so "<strong>X</strong>:" reads "X:"."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", response.content.decode())).split())


def everything(battle) -> tuple:
    """Every row a turn step could touch: the battle's counters and state, its units and its log."""
    row = Battle.objects.filter(pk=battle.pk).values(
        "state", "version", "entry_count", "roll_count", "head_hash", "phase", "turn"
    )
    return (
        list(row),
        list(BattleUnit.objects.filter(battle=battle).order_by("pk").values()),
        list(LogEntry.objects.filter(battle=battle).order_by("seq").values_list("seq", "hash")),
    )


def rifleman_of(seat) -> BattleUnit:
    return BattleUnit.objects.filter(seat=seat, unit_type="infantry", squad_leader=False).order_by("ref").first()


def attack(**extra) -> dict:
    return {"action": "shoot", "attack_value": "9", "distance": "40", "units": "cm", "roll": "1", **extra}


# --- Scenes: the battle as it stands when Anna's request would go through ------------------------------


def _setup_done(battle, anna, ben):
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    settle_setup(battle)


def _anna_picks(battle, anna, ben):
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")


def _anna_activated(battle, anna, ben):
    _anna_picks(battle, anna, ben)
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())


# url -> (how to get there, what Anna posts)
SCENES = {
    "setup/force-morale": (lambda *seats: None, lambda anna: {"team": "A", "roll": "1", "dice": ""}),
    "turn/initiative": (ready_to_play, lambda anna: {"roll": "1", "dice": ""}),
    "turn/activate": (_anna_picks, lambda anna: {"unit": str(rifleman_of(anna).pk)}),
    "turn/act": (_anna_activated, lambda anna: {"action": "move"}),
    "turn/done": (_anna_activated, lambda anna: {}),
    "turn/end": (_anna_picks, lambda anna: {}),
    "void": (_anna_picks, lambda anna: {"reason": "misread the dice"}),
    "roll/attack": (_anna_activated, lambda anna: attack()),
}


def _intruder(kind: str, battle, other_battle, other_seat) -> Client:
    if kind == "stranger":
        return phone()
    if kind == "spectator":
        browser = phone()
        assert browser.get(f"/battles/{battle.code}/watch/").status_code == 200
        return browser
    if kind == "seat-of-another-battle":
        return phone(other_battle.code, other_seat.pk)
    # a session claiming another battle's seat under this battle's code
    return phone(battle.code, other_seat.pk)


@pytest.mark.parametrize(
    "who", ["stranger", "spectator", "seat-of-another-battle", "other-battles-seat-under-this-code"]
)
@pytest.mark.parametrize("url", list(SCENES))
def test_only_a_seated_player_may_post_a_turn_step(revealed, make_battle, url, who):
    battle, anna, ben = revealed
    get_there, form = SCENES[url]
    get_there(battle, anna, ben)
    other_battle, other_seat = make_battle(host="Zed")
    browser = _intruder(who, battle, other_battle, other_seat)
    data = {**form(anna), "key": str(uuid.uuid4())}
    before = everything(battle)

    response = browser.post(f"/battles/{battle.code}/{url}/", data)

    assert response.status_code == 400
    assert NOT_SEATED in text(response)
    assert everything(battle) == before
    # The same request from Anna's phone goes through: the refusal was about who asked, not what.
    assert phone(battle.code, anna.pk).post(f"/battles/{battle.code}/{url}/", data).status_code == 302
    assert everything(battle) != before


def test_turn_1_begins_by_itself_and_a_start_tap_then_changes_nothing(revealed):
    battle, anna, ben = revealed
    _setup_done(battle, anna, ben)  # the last card drawn set the table
    assert Battle.objects.get(pk=battle.pk).phase == "playing" and state(battle)["step"] == "initiative"
    started = LogEntry.objects.filter(battle=battle, kind="turn", summary__startswith="Setup is done")
    assert started.count() == 1
    before = everything(battle)
    refused = phone().post(f"/battles/{battle.code}/turn/start/", {"key": key()})
    assert refused.status_code == 400 and NOT_SEATED in text(refused)
    assert phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/start/", {"key": key()}).status_code == 302
    assert everything(battle) == before  # an old page's Start: turn 1 has begun already


# --- Bad input ----------------------------------------------------------------------------------------

RELOAD = "Reload the page and try again."
PICK_UNITS = "Pick one of your units."
PICK_ACTION = "Pick an action from the list."


def _their_unit(battle, anna, ben) -> str:
    return str(rifleman_of(ben).pk)


BAD_INPUT = {
    "missing key on act": ("turn/act", _anna_activated, lambda *s: {"action": "move"}, RELOAD),
    "bad key on act": ("turn/act", _anna_activated, lambda *s: {"action": "move", "key": "not-a-uuid"}, RELOAD),
    "missing key on initiative": ("turn/initiative", ready_to_play, lambda *s: {"roll": "1"}, RELOAD),
    "bad key on activate": (
        "turn/activate",
        _anna_picks,
        lambda b, a, _: {"unit": str(rifleman_of(a).pk), "key": "not-a-uuid"},
        RELOAD,
    ),
    "missing key on void": ("void", _anna_picks, lambda *s: {"reason": "oops"}, RELOAD),
    "bad key on void": ("void", _anna_picks, lambda *s: {"reason": "oops", "key": "not-a-uuid"}, RELOAD),
    "missing key on a roll": ("roll/attack", _anna_activated, lambda *s: attack(), "Reload the page and roll again."),
    "bad key on a roll": (
        "roll/attack",
        _anna_activated,
        lambda *s: attack(key="not-a-uuid"),
        "Reload the page and roll again.",
    ),
    "unit abc": ("turn/activate", _anna_picks, lambda *s: {"unit": "abc", "key": str(uuid.uuid4())}, PICK_UNITS),
    "unit of the other seat": (
        "turn/activate",
        _anna_picks,
        lambda *s: {"unit": _their_unit(*s), "key": str(uuid.uuid4())},
        "Pick one of your own units.",
    ),
    "action fly": ("turn/act", _anna_activated, lambda *s: {"action": "fly", "key": str(uuid.uuid4())}, PICK_ACTION),
    "rolled action fly": (
        "roll/attack",
        _anna_activated,
        lambda *s: attack(action="fly", key=str(uuid.uuid4())),
        PICK_ACTION,
    ),
    "initiative 7,7": (
        "turn/initiative",
        ready_to_play,
        lambda *s: {"dice": "7,7", "key": str(uuid.uuid4())},
        NOT_A_DIE,
    ),
    "initiative with one die for two": (
        "turn/initiative",
        ready_to_play,
        lambda *s: {"dice": "1", "key": str(uuid.uuid4())},
        TOO_FEW_DICE,
    ),
}


@pytest.mark.parametrize("case", list(BAD_INPUT))
def test_bad_input_gets_a_clear_message_and_changes_nothing(revealed, case):
    battle, anna, ben = revealed
    url, get_there, form, message = BAD_INPUT[case]
    get_there(battle, anna, ben)
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/{url}/", form(battle, anna, ben))

    assert response.status_code == 400
    assert message in text(response)
    assert 'role="alert"' in response.text
    assert everything(battle) == before


@pytest.mark.parametrize("unit", ["0", "-3"])
def test_a_unit_number_below_one_gets_the_forms_own_message(revealed, unit):
    battle, anna, ben = revealed
    _anna_picks(battle, anna, ben)
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/turn/activate/", {"unit": unit, "key": str(uuid.uuid4())}
    )

    assert response.status_code == 400
    assert everything(battle) == before
    assert PICK_UNITS in text(response)


@pytest.mark.parametrize(
    "url",
    [
        "turn/start",
        "turn/initiative",
        "turn/activate",
        "turn/act",
        "turn/done",
        "turn/end",
        "void",
        "setup/force-morale",
    ],
)
def test_a_get_to_a_step_that_only_posts_is_405_and_changes_nothing(playing, url):
    battle, anna, _ = playing
    before = everything(battle)

    response = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/{url}/")

    assert response.status_code == 405
    assert everything(battle) == before


@pytest.mark.parametrize("step", ["make-tea", "roll", "void", "initiatives"])
def test_an_unknown_step_is_404_and_changes_nothing(playing, step):
    battle, anna, _ = playing
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/turn/{step}/", {"key": str(uuid.uuid4())})

    assert response.status_code == 404
    assert everything(battle) == before


# --- The turn card ------------------------------------------------------------------------------------


def _picks(page: str) -> set[int]:
    """The units offered to activate on a page: the hidden `unit` of each pick form (the smoke and fire forms'
    checkboxes share the name)."""
    return {int(n) for n in re.findall(r'type="hidden" name="unit" value="(\d+)"', page)}


def _kinds(seat) -> int:
    """How many rows the picker shows: units alike in profile, quality, leader, kit and tokens share one."""
    units = BattleUnit.objects.filter(seat=seat).exclude(status="aboard")  # crews waiting aboard are not offered
    return len(
        {(u.profile_key, u.quality, u.squad_leader, str(u.weapons), str(sorted(u.tokens.items()))) for u in units}
    )


def _action_buttons(page: str) -> set[str]:
    return set(re.findall(r'name="action" value="([a-z-]+)"', page))


def test_after_initiative_the_active_phone_picks_a_unit_and_the_other_waits(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    rifleman = rifleman_of(anna)

    mine = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/")
    theirs = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/")

    assert mine.status_code == theirs.status_code == 200
    assert "Your activation. Pick a unit:" in words(mine)
    offered = _picks(mine.text)  # one row per kind of unit in the same state: every kind is offered once
    assert len(offered) == _kinds(anna) and offered <= set(
        BattleUnit.objects.filter(seat=anna).values_list("pk", flat=True)
    )
    name = rifleman.stats["name"].split(" (")[0]  # "Schütze", then what sets its rows apart ("with Panzerfaust 30")
    assert re.search(rf"{name}[^×]* ×", words(mine)) and rifleman.pk in offered  # the riflemen's row
    assert "Anna is activating a unit." not in words(mine)
    assert "Anna is activating a unit." in words(theirs)
    assert "Your activation." not in words(theirs)
    assert _picks(theirs.text) == set()
    assert _action_buttons(theirs.text) == set()


def test_after_activation_the_phone_gets_action_buttons_and_roll_links(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    rifleman = rifleman_of(anna)
    anna_phone = phone(battle.code, anna.pk)

    done = anna_phone.post(f"/battles/{battle.code}/turn/activate/", {"key": str(uuid.uuid4()), "unit": rifleman.pk})
    page = anna_phone.get(f"/battles/{battle.code}/")

    assert done.status_code == 302
    assert f"Your {rifleman.label}: 0 of 2 actions spent." in plain(page)
    # Verbs that do what they say: Shoot opens the attack roll (spent when rolled); a move on foot just spends.
    assert {"move", "other", "double-move"} <= _action_buttons(page.text)
    shoot = f'href="/battles/{battle.code}/roll/attack/?action=shoot">Shoot</a>'
    assert shoot in page.text
    assert "More rolls for this unit" in words(page) and "Spot roll" in words(page)
    assert _picks(page.text) == set()
    waiting = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/")
    assert shoot not in waiting.text and _action_buttons(waiting.text) == set()


def test_after_the_units_last_action_the_turn_passes_to_the_other_phone(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    anna_phone, ben_phone = phone(battle.code, anna.pk), phone(battle.code, ben.pk)
    url = f"/battles/{battle.code}/turn/"
    counter = state(battle)["actions"][str(anna.pk)]
    anna_phone.post(url + "activate/", {"key": str(uuid.uuid4()), "unit": rifleman_of(anna).pk})

    assert anna_phone.post(url + "act/", {"key": str(uuid.uuid4()), "action": "move"}).status_code == 302
    assert "Your activation." not in words(ben_phone.get(f"/battles/{battle.code}/"))
    assert anna_phone.post(url + "act/", {"key": str(uuid.uuid4()), "action": "shoot"}).status_code == 302

    assert "Your activation. Pick a unit:" in words(ben_phone.get(f"/battles/{battle.code}/"))
    assert "Ben is activating a unit." in words(anna_phone.get(f"/battles/{battle.code}/"))
    assert state(battle)["actions"][str(anna.pk)] == counter - 2


def test_the_spectator_sees_the_counters_but_no_buttons(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    actions = state(battle)["actions"]

    page = phone().get(f"/battles/{battle.code}/watch/")

    assert page.status_code == 200
    assert page.text.count('data-testid="counter"') == 2
    for seat in (anna, ben):
        n = actions[str(seat.pk)]
        assert f"{seat.display_name} {n} action{'s' if n != 1 else ''}" in words(page)
    assert f"Anna is activating {rifleman_of(anna).label}." in words(page)  # the board names the unit
    assert _action_buttons(page.text) == set()
    assert _picks(page.text) == set()
    assert "/turn/" not in page.text and "/void/" not in page.text
    assert "Attack roll" not in words(page)


# --- Query counts and the poll ------------------------------------------------------------------------


def _playing_with(make_battle, make_detachment, owners, units: int):
    battle, anna, ben = revealed_with(make_battle, make_detachment, owners, units)
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    battle.refresh_from_db()
    assert battle.phase == "playing" and state(battle)["active"] == anna.pk
    return battle, anna, ben


@pytest.mark.parametrize("moment", ["picking", "activated"])
@pytest.mark.parametrize("page", ["", "watch/"], ids=["table", "watch"])
def test_the_playing_pages_take_the_same_number_of_queries_however_big(
    make_battle, make_detachment, player, stranger, page, moment
):
    counts = []
    for units in (10, 60):
        battle, anna, _ = _playing_with(make_battle, make_detachment, (player, stranger), units)
        if moment == "activated":
            turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
        browser = phone(battle.code, anna.pk) if page == "" else phone()
        if page == "":
            must_show = "Your activation. Pick a unit:" if moment == "picking" else "0 of 2 actions spent."
        else:
            unit = rifleman_of(anna).label
            must_show = f"Anna {units} is activating {unit if moment == 'activated' else 'a unit'}."
        counts.append(queries_for(browser, f"/battles/{battle.code}/{page}", must_show))
        if page == "" and moment == "picking":
            assert len(_picks(browser.get(f"/battles/{battle.code}/").text)) == _kinds(anna)

    assert counts[0] == counts[1]


def test_an_unchanged_poll_while_playing_is_one_query_and_204(playing, django_assert_num_queries):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    battle.refresh_from_db()
    browser = phone(battle.code, anna.pk)

    with django_assert_num_queries(1):
        response = browser.get(f"/battles/{battle.code}/poll/", {"v": str(battle.version), "phase": "playing"})

    assert response.status_code == 204
    assert response.content == b""
    stale = browser.get(f"/battles/{battle.code}/poll/", {"v": str(battle.version - 1), "phase": "playing"})
    # A change: in the same answer, every region of the phase, the new version and what happened, for the
    # phone to swap in the regions that differ (no second request for the page).
    assert stale.status_code == 200 and "HX-Refresh" not in stale
    body = stale.content.decode()
    assert f"?v={battle.version}&amp;phase=playing" in body and "<html" not in body
    for region in ("turn", "markers", "cards", "terrain", "live"):
        assert body.count(f'data-region="{region}"') == 1, region
    assert "Your activation." in body and 'data-testid="picks"' in body
    news = re.search(r"<template data-news>(.*?)</template>", body).group(1)
    summary = LogEntry.objects.filter(battle=battle).latest("seq").summary
    assert html.unescape(news) == summary  # her own roll, in her own words: not "Anna: ..."
    told = phone(battle.code, ben.pk).get(
        f"/battles/{battle.code}/poll/", {"v": str(battle.version - 1), "phase": "playing"}
    )
    assert (
        html.unescape(re.search(r"<template data-news>(.*?)</template>", told.content.decode())[1])
        == f"Anna: {summary}"
    )
    board = browser.get(
        f"/battles/{battle.code}/poll/", {"v": str(battle.version - 1), "phase": "playing", "board": "1"}
    )
    assert 'data-region="board"' in board.content.decode()  # the spectator board's own regions
    moved = browser.get(f"/battles/{battle.code}/poll/", {"v": str(battle.version - 1), "phase": "setup"})
    assert moved["HX-Refresh"] == "true"  # a new phase: the whole page


# --- The log ------------------------------------------------------------------------------------------


def test_the_log_shows_a_void_taking_back_its_entry(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    spent = turns.spend_action(code=battle.code, seat_id=anna.pk, action="move", key=key())
    anna_phone = phone(battle.code, anna.pk)

    voided = anna_phone.post(f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "wrong unit"})
    page = anna_phone.get(f"/battles/{battle.code}/log/")

    assert voided.status_code == 302
    void = LogEntry.objects.filter(battle=battle).latest("seq")
    assert (void.kind, void.voids) == ("void", spent.seq)
    entry = re.search(rf'<li class="log-entry card" id="entry-{void.seq}">(.*?)</li>', page.text, re.S)
    assert entry is not None
    entry_words = " ".join(html.unescape(re.sub(r"<[^>]+>", "", entry.group(1))).split())
    assert f"Takes back #{spent.seq}." in entry_words
    assert f"Anna takes back #{spent.seq}" in entry_words and "wrong unit" in entry_words
    assert f'href="#entry-{spent.seq}"' in entry.group(1)
    assert f'id="entry-{spent.seq}"' in page.text  # the voided entry stays in the log
    assert plain(page).count("Takes back #") == 1


def test_the_picker_shows_like_units_as_one_row_and_folds_away_those_that_cannot_act(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    anna_phone = phone(battle.code, anna.pk)
    units = list(BattleUnit.objects.filter(seat=anna))
    one = rifleman_of(anna)
    riflemen = [u for u in units if (u.profile_key, u.weapons, u.squad_leader) == (one.profile_key, one.weapons, False)]
    assert len(riflemen) > 2

    page = anna_phone.get(f"/battles/{battle.code}/").text
    rows = re.findall(r'<li class="pick-group">', page)
    assert 1 < len(rows) < len(units)  # like units share a row
    name, note = re.match(r"(.*) \((.*)\)$", riflemen[0].stats["name"]).groups()  # "Schütze (rifleman)"
    row = rf'{name}[^<]*<span class="note">\({note}\)</span> <span class="tag count">×{len(riflemen)}</span>'
    assert re.search(row, page)  # the name, what sets the row apart from other riflemen's, the note, the count
    assert "Cannot act now" not in page

    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=riflemen[0].pk, key=key())
    turns.spend_action(code=battle.code, seat_id=anna.pk, action="double-move", key=key())
    turns.activate(code=battle.code, seat_id=ben.pk, unit_id=rifleman_of(ben).pk, key=key())
    turns.spend_action(code=battle.code, seat_id=ben.pk, action="double-move", key=key())

    page = anna_phone.get(f"/battles/{battle.code}/").text
    assert f"×{len(riflemen) - 1}</span>" in page
    folded = page[page.index('<details class="spent-picks">') :]
    assert "Cannot act now: already activated (1 unit)" in html.unescape(folded)
    assert riflemen[0].label in folded


def test_before_initiative_the_counters_show_the_actions_each_side_will_have(playing):
    battle, anna, ben = playing
    page = words(phone(battle.code).get(f"/battles/{battle.code}/"))  # a spectator: no "you" tag
    for seat in (anna, ben):
        seat.refresh_from_db()
        assert f"{seat.display_name} {seat.detachment['actions']} actions" in page
    initiative(battle, anna, "5,2")
    assert state(battle)["actions"] == {str(s.pk): s.detachment["actions"] for s in (anna, ben)}


def test_the_board_shows_the_score_the_unit_acting_and_each_teams_losses_with_nothing_to_tap(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    lost = rifleman_of(ben)
    BattleUnit.objects.filter(pk=lost.pk).update(status="surrendered")
    Battle.objects.filter(pk=battle.pk).update(state={**state(battle), "combat_score": {"A": 7}})

    page = phone().get(f"/battles/{battle.code}/watch/")

    losses = words(page)[words(page).index("Losses") :]
    assert losses.startswith(f"Losses Team A None yet Team B {lost.label} surrendered")
    assert re.search(r'data-testid="score-A">7<', page.text) and re.search(r'data-testid="score-B">0<', page.text)
    assert 'class="topbar"' not in page.text  # a screen to read, not to use: its one form switches the language
    assert page.text.count("<form") == 1 and '<form class="language-switch"' in page.text


def test_shoot_on_the_picker_activates_the_unit_and_opens_its_attack_in_one_tap(playing):
    battle, anna, _ = playing
    initiative(battle, anna, "5,2")
    rifleman = rifleman_of(anna)
    anna_phone = phone(battle.code, anna.pk)
    page = anna_phone.get(f"/battles/{battle.code}/").text
    assert 'data-testid="quick-shoot"' in page and 'data-testid="quick-move"' in page

    tapped = anna_phone.post(
        f"/battles/{battle.code}/turn/activate/", {"key": str(uuid.uuid4()), "unit": rifleman.pk, "action": "shoot"}
    )

    assert tapped.status_code == 302
    assert tapped["Location"] == f"/battles/{battle.code}/roll/attack/?action=shoot&then=done"
    assert state(battle)["activation"]["unit"] == rifleman.pk
    moved = anna_phone.post(
        f"/battles/{battle.code}/turn/quick/", {"key": str(uuid.uuid4()), "unit": rifleman.pk, "action": "move"}
    )
    assert moved.status_code == 400 and "Finish the unit you activated first." in text(moved)


def test_the_pickers_shoot_is_one_action_then_play_passes_on_and_the_next_shot_starts_at_the_same_man(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    first, second = BattleUnit.objects.filter(seat=anna, profile_key__endswith="-rifleman").order_by("ref")[:2]
    target = rifleman_of(ben)
    anna_phone, ben_phone = phone(battle.code, anna.pk), phone(battle.code, ben.pk)
    anna_phone.post(
        f"/battles/{battle.code}/turn/activate/", {"key": str(uuid.uuid4()), "unit": first.pk, "action": "shoot"}
    )
    opened = anna_phone.get(f"/battles/{battle.code}/roll/attack/?action=shoot&then=done")
    assert "or play passes on" in words(opened) and 'name="then" value="done"' in opened.text

    shot = anna_phone.post(
        f"/battles/{battle.code}/roll/attack/",
        attack(key=str(uuid.uuid4()), target=target.pk, then="done", distance="20"),
    )

    assert shot.status_code == 302, text(shot)
    now = state(battle)
    assert now["activation"] is None and now["active"] == ben.pk  # one action of two: the other lapses
    entry = LogEntry.objects.filter(battle=battle, kind="roll").latest("seq")
    assert "Ben activates next" in entry.summary
    # Ben plays a unit; Anna's next rifleman's form starts from the man she shot at last.
    ben_unit = rifleman_of(ben)
    ben_phone.post(
        f"/battles/{battle.code}/turn/quick/", {"key": str(uuid.uuid4()), "unit": ben_unit.pk, "action": "move"}
    )
    anna_phone.post(
        f"/battles/{battle.code}/turn/activate/", {"key": str(uuid.uuid4()), "unit": second.pk, "action": "shoot"}
    )
    form = anna_phone.get(f"/battles/{battle.code}/roll/attack/?action=shoot&then=done").text
    assert re.search(rf'<option value="{target.pk}" selected>', form)


def test_what_the_host_does_for_the_table_as_referee_is_marked_so_on_every_phone(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    seen = Battle.objects.get(pk=battle.pk).version
    entry = turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # actions left on both sides: as referee
    assert entry.as_referee

    body = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/poll/", {"v": str(seen), "phase": "playing"})
    news = re.search(r"<template data-news>(.*?)</template>", body.content.decode()).group(1)
    assert html.unescape(news) == f"Anna (referee): {entry.summary}"


# --- One-time keys: one per form, and a key is never reused for something else (issue 14.5) --------------


def _keys(page: str) -> list[str]:
    return re.findall(r'name="key" value="([0-9a-f-]{36})"', page)


def test_every_form_on_the_turn_card_has_its_own_key(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())

    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/").text

    keys = _keys(page)
    assert len(keys) >= 6  # the activated unit's action buttons, its orders, done, the void
    assert len(set(keys)) == len(keys)


def test_a_second_button_pressed_from_the_same_page_is_done_too(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    anna_phone = phone(battle.code, anna.pk)
    page = anna_phone.get(f"/battles/{battle.code}/").text
    move_key = re.search(r'name="key" value="([0-9a-f-]{36})">(?:(?!</form>).)*?value="move"', page, re.S).group(1)
    done_key = re.search(r'action="/battles/[A-Z0-9]+/turn/done/">(?:(?!</form>).)*?name="key" value="([0-9a-f-]{36})"', page, re.S).group(1)  # fmt: skip
    entries = battle.entries.count()

    anna_phone.post(f"/battles/{battle.code}/turn/act/", {"key": move_key, "action": "move"})
    anna_phone.post(f"/battles/{battle.code}/turn/done/", {"key": done_key})

    kinds = list(battle.entries.order_by("seq").values_list("kind", flat=True)[entries:])
    assert len(kinds) == 2, kinds  # the move and the end of the activation: neither dropped


def test_a_key_sent_again_with_another_action_is_refused_and_changes_nothing(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=rifleman_of(anna).pk, key=key())
    anna_phone, url, used = phone(battle.code, anna.pk), f"/battles/{battle.code}/turn/", str(uuid.uuid4())
    assert anna_phone.post(url + "act/", {"key": used, "action": "move"}).status_code == 302
    before = everything(battle)

    again = anna_phone.post(url + "act/", {"key": used, "action": "move"})  # a double tap: answered, nothing new
    other = anna_phone.post(url + "act/", {"key": used, "action": "other"})  # another button, the same key
    elsewhere = anna_phone.post(url + "done/", {"key": used})  # another form, the same key

    assert again.status_code == 302
    for refused in (other, elsewhere):
        assert refused.status_code == 400
        assert "That form was already used for something else, so nothing was done." in plain(refused)
    assert everything(battle) == before


def test_the_last_unit_that_may_act_says_what_lapses_before_it_is_done(playing):
    """R38: when no other unit of the side may be activated this turn, the actions left on its counter lapse once
    the activated unit is done. The card says so above "Done with this unit" (in German too), on that unit only."""
    from battles.table import duties

    battle, anna, ben = playing
    initiative(battle, anna, "5,2")
    seats = {anna.pk: anna, ben.pk: ben}
    warned = []
    for _ in range(200):
        s = state(battle)
        if s["step"] != "activations":
            break
        seat = seats[s["active"]]
        seat.refresh_from_db()
        done = s.get("activations", {})
        free = [u for u in BattleUnit.objects.filter(seat=seat, status="active").order_by("ref")
                if not duties.why_not_activated(u, seat.detachment, done, battle.turn)]  # fmt: skip
        turns.activate(code=battle.code, seat_id=seat.pk, unit_id=free[0].pk, key=key())
        turns.spend_action(code=battle.code, seat_id=seat.pk, action="other", key=key())
        if not state(battle)["activation"]:  # a unit with one action only has already handed over
            continue
        if seat == anna:
            page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
            left = state(battle)["actions"][str(anna.pk)]
            said = f"No other unit of yours can act this turn: the {left} actions left on your counter lapse"
            warned.append((len(free) == 1, said in page))
            if len(free) == 1:
                german = phone(battle.code, anna.pk)
                german.cookies["django_language"] = "de"
                assert f"Die {left} Aktionen auf deinem Zähler verfallen" in words(
                    german.get(f"/battles/{battle.code}/")
                )
        turns.end_activation(code=battle.code, seat_id=seat.pk, key=key())
    assert warned and all(last == shown for last, shown in warned)  # said on the last unit, and only there
    assert warned[-1] == (True, True)
