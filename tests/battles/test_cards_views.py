"""Event cards over HTTP: the draw buttons and the cards on each phone (highlighted where they concern it),
the "drawn at the table" page, who may post, bad input, keys, a double tap, the cards in force each turn
and query counts that do not grow with the detachments. The service is tested in test_cards.py."""

from __future__ import annotations

import re
import uuid

import pytest

from battles import selectors
from battles.models import Battle, LogEntry
from battles.pages import cards as cards_page
from battles.services import cards as draws
from battles.services import lobby, turns
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, PARATROOPERS, key, ready_to_play, seat_examples, settle_setup
from tests.battles.pages import phone, queries_for, revealed_with, text, words
from tests.concurrency import run_at_once

NOT_SEATED = "Only a player seated in this battle can do that. Take a seat first."
RELOAD = "Reload the page and draw again."


@pytest.fixture
def paras(make_battle):
    """Anna (host, team A, paratroopers: 2 cards) and Ben (team B, Americans: 1 card), revealed."""
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, PARATROOPERS), (ben, AMERICANS))
    return battle, anna, ben


def drawn_at_table(battle, anna, ben):
    """Heavy rain (everyone, 2 turns) and Radio failure (Anna's opponents, 2 turns) for Anna; Veteran
    sergeant (Ben only, the whole game) for Ben."""
    draws.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=["heavy-rain", "radio-failure"], key=key())
    draws.draw_at_table(code=battle.code, seat_id=ben.pk, card_keys=["veteran-sergeant"], key=key())


def shown(page) -> dict[str, bool]:
    """Each card on the page -> whether it is highlighted as concerning this phone."""
    found = re.findall(
        r'<li class="event-card( concerns-me)?"[^>]*>\s*<p class="event-title"><strong>([^<]+)', page.text
    )
    return {title: bool(mine) for mine, title in found}


def everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "roll_count", "head_hash")
    return list(row), list(LogEntry.objects.filter(battle=battle).values_list("seq", "hash"))


def test_each_phone_gets_its_draw_button_and_the_spectator_sees_who_is_left(paras):
    battle, anna, ben = paras

    mine, theirs = (phone(battle.code, s.pk).get(f"/battles/{battle.code}/?step=cards") for s in (anna, ben))
    watching = phone().get(f"/battles/{battle.code}/watch/")

    assert "Draw my 2 cards" in words(mine) and "Draw my 1 card" in words(theirs)
    assert f'action="/battles/{battle.code}/cards/draw/"' in mine.text
    assert f'href="/battles/{battle.code}/cards/table/"' in mine.text
    assert words(watching).count("Still to draw: Anna, Ben.") == 1  # the setup status says it; the cards do not again
    assert "/cards/draw/" not in watching.text and "/cards/table/" not in watching.text
    assert "Draw Ben's 1 card" in words(mine) and "Draw Anna's" not in words(theirs)  # the host's referee draw


def test_a_draw_shows_its_cards_and_highlights_those_that_concern_each_phone(paras):
    battle, anna, ben = paras
    anna_phone = phone(battle.code, anna.pk)

    drawn = anna_phone.post(f"/battles/{battle.code}/cards/draw/", {"key": str(uuid.uuid4())})

    assert drawn.status_code == 302 and drawn["Location"] == f"/battles/{battle.code}/#cards"
    assert len(Battle.objects.get(pk=battle.pk).state["cards"]["hands"][0]["cards"]) == 2
    page = anna_phone.get(f"/battles/{battle.code}/?step=cards")
    assert "Your cards" in words(page) and "Draw my" not in words(page)
    assert words(page).count("Still to draw: Ben.") == 1  # the step's line, not again over the cards


def test_cards_concern_everyone_the_drawer_or_the_opponents_on_each_phone(paras):
    battle, anna, ben = paras
    drawn_at_table(battle, anna, ben)

    pages = {
        who: client.get(f"/battles/{battle.code}/{url}")
        for who, client, url in (
            ("anna", phone(battle.code, anna.pk), "?step=cards"),
            ("ben", phone(battle.code, ben.pk), "?step=cards"),
            ("spectator", phone(), "watch/"),
        )
    }

    assert shown(pages["anna"]) == {"Heavy rain": True, "Radio failure": False, "Veteran sergeant": False}
    assert shown(pages["ben"]) == {"Heavy rain": True, "Radio failure": True, "Veteran sergeant": True}
    assert shown(pages["spectator"]) == dict.fromkeys(("Heavy rain", "Radio failure", "Veteran sergeant"), False)
    seen = words(pages["ben"])
    assert "Drawn by Anna at the table · concerns everyone · turns 1 to 2" in seen
    assert "Drawn by Anna at the table · concerns Anna's opponents (team B) · turns 1 to 2" in seen
    assert "Drawn by Ben at the table · concerns Ben only · the whole game" in seen
    assert "this concerns you" in seen and "this concerns you" not in words(pages["spectator"])


def test_the_table_page_lists_the_cards_left_and_records_the_ticked_ones(paras):
    battle, anna, ben = paras
    draws.draw_at_table(code=battle.code, seat_id=ben.pk, card_keys=["dusk"], key=key())
    url = f"/battles/{battle.code}/cards/table/"
    anna_phone = phone(battle.code, anna.pk)

    page = anna_phone.get(url)
    done = anna_phone.post(url, {"key": str(uuid.uuid4()), "card": ["snowfall", "deep-mud"]})

    assert page.status_code == 200 and "Tick the 2 cards you drew" in words(page)
    assert page.text.count('name="card"') == 24 and 'value="dusk"' not in page.text
    assert done.status_code == 302
    entry = LogEntry.objects.filter(battle=battle).latest("seq")
    assert (entry.kind, entry.rolls, entry.data["source"]) == ("cards", [], "table")
    assert entry.summary == "Anna drew 2 event cards at the table: Snowfall, Deep mud."


@pytest.mark.parametrize(
    "url, form, message",
    [("cards/table/", {"card": ["dusk"]}, "Tick 2 cards: you ticked 1."),
     ("cards/table/", {}, "Tick the 2 cards you drew at the table."),
     ("cards/table/", {"card": ["dusk", "nope"]}, "Pick the cards you drew from the list."),
     ("cards/draw/", {"drawer": "abc"}, "Pick a player seated in this battle."),
     ("cards/draw/", {"drawer": "99999999"}, "Pick a player seated in this battle."),
     ("cards/draw/", {"key": ""}, RELOAD), ("cards/draw/", {"key": "not-a-uuid"}, RELOAD),
     ("cards/table/", {"key": "not-a-uuid", "card": ["dusk", "dusk"]}, RELOAD)],
)  # fmt: skip
def test_bad_input_gets_a_sentence_and_changes_nothing(paras, url, form, message):
    battle, anna, _ = paras
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/{url}", {"key": str(uuid.uuid4()), **form})

    assert response.status_code == 400
    assert message in text(response) and 'role="alert"' in response.text
    assert everything(battle) == before
    if url == "cards/table/" and "dusk" in form.get("card", []) and form.get("key") is None:
        assert re.search(r'value="dusk" checked', response.text)  # the ticks survive the refusal


def test_a_second_draw_is_refused_with_a_sentence(paras):
    battle, anna, ben = paras
    drawn_at_table(battle, anna, ben)
    before = everything(battle)

    again = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/cards/draw/", {"key": str(uuid.uuid4())})

    assert again.status_code == 400 and everything(battle) == before
    assert "Anna has drawn already: Heavy rain, Radio failure. Each player draws once." in text(again)


def _intruder(kind: str, battle, other_battle, other_seat):
    if kind == "stranger":
        return phone()
    if kind == "spectator":
        browser = phone()
        assert browser.get(f"/battles/{battle.code}/watch/").status_code == 200
        return browser
    if kind == "seat-of-another-battle":
        return phone(other_battle.code, other_seat.pk)
    return phone(battle.code, other_seat.pk)  # another battle's seat claimed under this code


@pytest.mark.parametrize("who", ["stranger", "spectator", "seat-of-another-battle", "other-battles-seat-here"])
@pytest.mark.parametrize(
    "method, url, form",
    [("post", "cards/draw/", {}), ("post", "cards/table/", {"card": ["dusk", "snowfall"]}),
     ("get", "cards/table/", {})],
)  # fmt: skip
def test_only_a_seated_player_may_draw_or_see_the_table_draw_page(paras, make_battle, who, method, url, form):
    battle, anna, _ = paras
    other_battle, other_seat = make_battle(host="Zed")
    data = {**form, "key": str(uuid.uuid4())} if method == "post" else {}
    before = everything(battle)

    response = getattr(_intruder(who, battle, other_battle, other_seat), method)(f"/battles/{battle.code}/{url}", data)

    assert response.status_code == 400
    assert NOT_SEATED in text(response) and everything(battle) == before
    ok = getattr(phone(battle.code, anna.pk), method)(f"/battles/{battle.code}/{url}", data)
    assert ok.status_code == (302 if method == "post" else 200)


def test_a_get_to_the_draw_is_405_and_an_unknown_battle_is_404(paras):
    battle, anna, _ = paras
    browser = phone(battle.code, anna.pk)
    assert browser.get(f"/battles/{battle.code}/cards/draw/").status_code == 405
    assert browser.post("/battles/ZZZZZZ/cards/table/", {"key": str(uuid.uuid4())}).status_code == 404
    assert browser.get("/battles/ZZZZZZ/cards/table/").status_code == 404


def test_a_repeated_key_draws_once(paras):
    battle, anna, _ = paras
    browser, form = phone(battle.code, anna.pk), {"key": str(uuid.uuid4())}

    first = browser.post(f"/battles/{battle.code}/cards/draw/", form)
    second = browser.post(f"/battles/{battle.code}/cards/draw/", form)

    assert (first.status_code, second.status_code) == (302, 302)
    assert LogEntry.objects.filter(battle=battle, kind="cards").count() == 1


def test_the_host_draws_for_a_player_as_referee_and_a_player_takes_back_their_draw(paras):
    battle, anna, ben = paras
    host = phone(battle.code, anna.pk)

    assert (
        host.post(f"/battles/{battle.code}/cards/draw/", {"key": str(uuid.uuid4()), "drawer": ben.pk}).status_code
        == 302
    )
    entry = LogEntry.objects.filter(battle=battle).latest("seq")
    assert (entry.as_referee, entry.data["drawer"]) == (True, "Ben")
    assert "Take back my draw" in words(host.get(f"/battles/{battle.code}/?step=cards"))
    assert "Take back my draw" not in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/?step=cards"))

    taken_back = host.post(
        f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "Ben is here", "back": "cards"}
    )

    assert taken_back.status_code == 302 and taken_back["Location"].endswith("#cards")
    assert "Draw my 1 card" in words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/?step=cards"))


@pytest.mark.django_db(transaction=True)
def test_a_double_tap_on_draw_draws_once(arsenal):
    battle, anna = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="victory-zones"), host_name="Anna", team="A", client_seed="a"
    )
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, PARATROOPERS), (ben, AMERICANS))
    phones = [phone(battle.code, anna.pk), phone(battle.code, anna.pk)]

    results, errors = run_at_once(
        lambda i: phones[i].post(f"/battles/{battle.code}/cards/draw/", {"key": str(uuid.uuid4())}).status_code
    )

    assert errors == [] and sorted(results) == [302, 400]
    assert LogEntry.objects.filter(battle=battle, kind="cards").count() == 1


def test_in_play_the_table_shows_the_cards_in_force_and_folds_the_past_ones(paras):
    battle, anna, ben = paras
    drawn_at_table(battle, anna, ben)
    ready_to_play(battle, anna, ben)
    url = f"/battles/{battle.code}/"

    turn_1 = words(phone(battle.code, ben.pk).get(url))
    for _ in range(2):
        turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())
    turn_3 = phone(battle.code, ben.pk).get(url)

    assert "Event cards in force" in turn_1 and "Draw my" not in turn_1
    assert "Heavy rain this concerns you" in turn_1 and "turn 1 of 2" in turn_1
    assert "Past cards" not in turn_1
    in_force, past = words(turn_3).split("Past cards (2)")
    assert "Veteran sergeant" in in_force and "the whole game" in in_force and "Heavy rain" not in in_force
    assert "Heavy rain" in past and "Radio failure" in past and "over after turn 2" in past


@pytest.mark.parametrize("moment", ["setup", "playing"])
@pytest.mark.parametrize("page", ["", "watch/"], ids=["table", "watch"])
def test_the_pages_with_cards_take_the_same_queries_however_big(
    make_battle, make_detachment, player, stranger, page, moment
):
    counts = []
    for units in (10, 60):
        battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
        # The same cards at both sizes: a random draw's cards read unlike ones.
        draws.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=["heavy-rain"], key=key())
        draws.draw_at_table(code=battle.code, seat_id=ben.pk, card_keys=["veteran-sergeant"], key=key())
        if moment == "playing":
            ready_to_play(battle, anna, ben)
        browser = phone(battle.code, anna.pk) if page == "" else phone()
        title = "Heavy rain"
        step = "?step=cards" if page == "" and moment != "playing" else ""  # setup shows one step at a time
        counts.append(queries_for(browser, f"/battles/{battle.code}/{page}{step}", title))

    assert counts[0] == counts[1]


def test_the_cards_part_of_the_page_reads_nothing_more(paras, django_assert_num_queries):
    battle, anna, ben = paras
    drawn_at_table(battle, anna, ben)
    loaded = selectors.battle_find(battle.code)
    me = next(s for s in loaded.seats.all() if s.pk == ben.pk)

    with django_assert_num_queries(0):
        shown_cards = cards_page.table_context(loaded, me)["event_cards"]

    assert [len(cards) for _, cards in shown_cards.hands] == [2, 1] and shown_cards.waiting == []


def test_past_the_cards_step_each_phone_still_sees_its_cards_and_the_others_titles(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, PARATROOPERS), (ben, AMERICANS))
    settle_setup(battle)  # Ben draws last: the table moves on to force morale at once
    hands = {h["seat"]: h["cards"] for h in Battle.objects.get(pk=battle.pk).state["cards"]["hands"]}
    deck = Battle.objects.get(pk=battle.pk).deck
    page = text(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/"))
    assert 'data-testid="setup-now"' in page and "Force morale" in page
    part = page[page.index('data-testid="drawn-cards"') :]
    assert "Your event card" in part and deck[hands[ben.pk][0]]["title"] in part
    assert "Anna drew:" in part and all(deck[i]["title"] in part for i in hands[anna.pk])
