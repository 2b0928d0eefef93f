"""Random Event & Effect Cards: the pure mapping and durations as tables (battles/table/cards.py), then the draw
service on real Postgres: the fixed deck, fair dice the verifier recomputes, table draws, refusals that
change nothing, one-time keys, voids, missing draws and simultaneous taps."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from armies.models import EventCard
from battles.models import Battle, LogEntry, Seat
from battles.pages import cards as shown_cards
from battles.services import cards as draws
from battles.services import lobby, turns, voids
from battles.table import cards
from bof_site.refusals import Refused
from tests.armies.builder_fixtures import sample_document
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, PARATROOPERS, key, ready_to_play, seat_examples, verified
from tests.concurrency import run_at_once

# --- The pure part: one row per case -------------------------------------------------------------------


@pytest.mark.parametrize(
    "dice, index",
    [((1, 1), 0), ((1, 6), 5), ((2, 1), 6), ((4, 6), 23), ((5, 1), 24), ((5, 2), 25), ((6, 6), 35),
     ((1, 1, 1), 0), ((2, 1, 1), 36), ((6, 6, 6), 215)],
)  # fmt: skip
def test_an_ordered_throw_points_at_one_place(dice, index):
    assert cards.index_of(dice) == index


@pytest.mark.parametrize("dice", [(0, 1), (1, 7), (6, -1)])
def test_a_throw_with_a_face_no_die_has_is_refused(dice):
    with pytest.raises(ValueError):
        cards.index_of(dice)


@pytest.mark.parametrize(
    "dice, deck_size, drawn, card, again",
    [((1, 1), 25, set(), 0, ""), ((5, 1), 25, set(), 24, ""), ((5, 2), 25, set(), None, "past the deck"),
     ((6, 6), 25, set(), None, "past the deck"), ((6, 6), 36, set(), 35, ""), ((1, 2), 25, {1}, None, "already drawn"),
     ((1, 2), 25, {0}, 1, "")],
)  # fmt: skip
def test_a_throw_picks_a_card_or_is_thrown_again(dice, deck_size, drawn, card, again):
    picked = cards.pick(dice, deck_size, drawn)
    assert (picked.card, picked.again) == (card, again)


@pytest.mark.parametrize("deck_size, dice", [(1, 2), (25, 2), (36, 2), (37, 3), (216, 3), (217, 4)])
def test_a_deck_past_36_cards_takes_a_third_die(deck_size, dice):
    assert cards.dice_per_draw(deck_size) == dice


def scripted(*throws):
    """A roller that hands out these throws in order, as the fair roller would."""
    queue = list(throws)
    return lambda count: queue.pop(0)


def test_a_draw_throws_again_until_it_has_new_cards():
    picks = cards.draw(scripted((6, 6), (1, 1), (1, 1), (4, 2), (1, 2)), 25, {19}, 2)
    assert [(p.dice, p.card, p.again) for p in picks] == [
        ((6, 6), None, "past the deck"),
        ((1, 1), 0, ""),
        ((1, 1), None, "already drawn"),
        ((4, 2), None, "already drawn"),  # place 19 went to an earlier draw
        ((1, 2), 1, ""),
    ]


def test_a_draw_never_asks_for_more_than_the_deck_holds_and_gives_up_on_endless_misses():
    with pytest.raises(ValueError):
        cards.draw(scripted(), 3, {0, 1}, 2)
    with pytest.raises(RuntimeError):
        cards.draw(lambda count: [6, 6], 25, set(), 1)


@pytest.mark.parametrize("allowed, left, owed", [(1, 25, 1), (2, 25, 2), (2, 1, 1), (2, 0, 0), (0, 9, 0)])
def test_a_seat_draws_what_it_may_or_what_is_left(allowed, left, owed):
    assert cards.cards_owed(allowed, left) == owed


@pytest.mark.parametrize(
    "duration, turn, force, past, words",
    [(2, 0, False, False, "turns 1 to 2"), (1, 0, False, False, "turn 1 only"), (2, 1, True, False, "turn 1 of 2"),
     (2, 2, True, False, "turn 2 of 2"), (2, 3, False, True, "over after turn 2"), (1, 2, False, True, "over after turn 1"),
     (4, 4, True, False, "turn 4 of 4"), (5, 1, True, False, "the whole game"), (5, 8, True, False, "the whole game"),
     (0, 3, True, False, "the whole game"), (0, 0, False, False, "the whole game")],
)  # fmt: skip
def test_a_card_is_in_force_from_turn_1_for_its_turns(duration, turn, force, past, words):
    assert (cards.in_force(duration, turn), cards.is_past(duration, turn)) == (force, past)
    assert shown_cards.duration_words(duration, turn) == words


@pytest.mark.parametrize(
    "affects, seat, team, touched",
    [("all", 1, "A", True), ("all", 2, "B", True), ("all", None, None, False), ("drawing-player", 1, "A", True),
     ("drawing-player", 3, "A", False), ("opponents", 2, "B", True), ("opponents", 3, "A", False),
     ("opponents", 1, "A", False)],
)  # fmt: skip
def test_a_card_concerns_everyone_its_drawer_or_the_drawers_opponents(affects, seat, team, touched):
    assert cards.concerns(affects, drawer=1, drawer_team="A", seat=seat, team=team) is touched


def test_every_sample_card_that_says_it_lasts_the_game_does():
    for card in sample_document()["event_cards"]:
        if "whole game" in card["text"] or "during the game" in card["text"]:
            assert cards.lasts_whole_game(card["duration_turns"]), card["id"]


def test_the_mapping_is_stated_in_words_the_log_can_carry():
    assert "(first-1)*6 + (second-1)" in cards.mapping_words(25) and "0 to 35" in cards.mapping_words(25)
    assert "3D6" in cards.mapping_words(40) and "0 to 215" in cards.mapping_words(40)


def test_the_card_rules_import_nothing_from_django():
    tree = ast.parse(Path(cards.__file__).read_text(encoding="utf-8"))
    names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [n for n in names if n.split(".")[0] in ("django", "battles", "armies")]


# --- The service ---------------------------------------------------------------------------------------


def fresh(battle) -> Battle:
    return Battle.objects.get(pk=battle.pk)


def everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "roll_count", "head_hash")
    return list(row), list(LogEntry.objects.filter(battle=battle).values_list("seq", "hash"))


def test_a_draw_fixes_the_deck_and_every_throw_maps_to_its_card(revealed):
    battle, anna, ben = revealed

    result = draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key())

    entry, state, deck = result.entry, fresh(battle).state["cards"], fresh(battle).deck
    live = list(EventCard.objects.filter(retired=False).order_by("key").values_list("key", flat=True))
    assert [c["key"] for c in deck] == live == entry.data["deck"] and len(live) == 25
    assert "deck" not in state  # the deck has a column of its own: the state every change rewrites stays small
    assert (entry.kind, entry.seat, entry.turn, entry.as_referee) == ("cards", anna, 0, False)
    assert [r["n"] for r in entry.rolls] == list(range(1, len(entry.rolls) + 1))
    assert [r["dice"] for r in entry.rolls] == [t["dice"] for t in entry.data["throws"]]
    for throw in entry.data["throws"]:
        place = cards.index_of(throw["dice"])
        assert throw["card"] == (live[place] if place < 25 else None)
    picked = [t["card"] for t in entry.data["throws"] if t["card"]]
    assert [c["key"] for c in entry.data["cards"]] == picked and len(picked) == 1  # Germans draw 1
    assert state["hands"] == [
        {"seat": anna.pk, "cards": [live.index(picked[0])], "source": "server", "seq": entry.seq, "by": anna.pk}
    ]
    title = deck[live.index(picked[0])]["title"]
    assert entry.summary == f"Anna draws 1 event card: {title}."
    assert "(first-1)*6 + (second-1)" in entry.data["mapping"]
    verified(battle)


def test_the_table_shares_one_deck_without_replacement_and_arsenal_edits_change_nothing(make_battle):
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, PARATROOPERS), (ben, AMERICANS))
    first = draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key()).entry
    deck = fresh(battle).deck
    EventCard.objects.update(title="Changed", retired=True)  # the arsenal moves on; the battle does not

    second = draws.draw_cards(code=battle.code, seat_id=ben.pk, key=key()).entry

    state = fresh(battle).state["cards"]
    assert fresh(battle).deck == deck and "deck" not in second.data
    anna_cards, ben_cards = state["hands"][0]["cards"], state["hands"][1]["cards"]
    assert len(anna_cards) == 2 and len(ben_cards) == 1 and not set(anna_cards) & set(ben_cards)
    assert "Changed" not in second.summary and second.data["cards"][0]["title"] == deck[ben_cards[0]]["title"]
    assert [r["n"] for r in second.rolls][0] == first.rolls[-1]["n"] + 1
    assert draws.missing_draws(fresh(battle)) == []
    verified(battle)


def test_cards_drawn_at_the_table_are_recorded_without_dice_and_marked(revealed):
    battle, anna, ben = revealed
    rolls_before = fresh(battle).roll_count

    entry = draws.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=["heavy-rain"], key=key()).entry

    assert (entry.rolls, entry.data["source"], fresh(battle).roll_count) == ([], "table", rolls_before)
    assert entry.summary == "Anna drew 1 event card at the table: Heavy rain."
    assert fresh(battle).state["cards"]["hands"][0]["source"] == "table"
    verified(battle)


def test_the_host_may_draw_for_a_player_as_referee(revealed):
    battle, anna, ben = revealed

    entry = draws.draw_cards(code=battle.code, seat_id=anna.pk, drawer_id=ben.pk, key=key()).entry

    assert (entry.seat, entry.as_referee, entry.data["drawer"]) == (anna, True, "Ben")
    assert entry.summary.startswith("Anna, as referee, draws Ben's 1 event card: ")
    assert fresh(battle).state["cards"]["hands"][0]["seat"] == ben.pk
    assert draws.missing_draws(fresh(battle)) == ["Anna"]


REFUSALS = {
    "in the lobby": ("lobby", {}, "Event cards are drawn in setup, once every detachment is revealed."),
    "once playing": ("playing", {}, "Event cards are drawn in setup, before turn 1. The battle is past that."),
    "a stranger": ("setup", {"seat_id": None}, "Only a player seated in this battle can do that. Take a seat first."),
    "not the host, for another": ("setup", {"as": "ben", "drawer_id": "anna"}, "You draw your own cards. Only the host may draw for another player, as referee."),
    "the host, for no one here": ("setup", {"drawer_id": 10**8}, "Pick a player seated in this battle."),
    "a second draw": ("drawn", {}, "has drawn already"),
    "nothing ticked": ("setup", {"card_keys": []}, "Tick the 1 card you drew at the table."),
    "an unknown card": ("setup", {"card_keys": ["flying-pigs"]}, "Pick the cards you drew from the list."),
    "a card twice": ("setup", {"card_keys": ["dusk", "dusk"]}, "Tick each card once."),
    "too many": ("setup", {"card_keys": ["dusk", "snowfall"]}, "Tick 1 card: you ticked 2."),
    "a card drawn by another": ("ben-has-dusk", {"card_keys": ["dusk"]}, "Dusk is drawn already. Tick the cards you drew."),
}  # fmt: skip


@pytest.mark.parametrize("case", list(REFUSALS))
def test_a_refused_draw_says_why_and_changes_nothing(make_battle, case):
    where, args, message = REFUSALS[case]
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    if where != "lobby":
        seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    if where == "playing":
        ready_to_play(battle, anna, ben)
    if where == "drawn":
        draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key())
    if where == "ben-has-dusk":
        draws.draw_at_table(code=battle.code, seat_id=ben.pk, card_keys=["dusk"], key=key())
    seats = {"anna": anna.pk, "ben": ben.pk}
    who = seats[args.get("as", "anna")] if "seat_id" not in args else args["seat_id"]
    drawer = seats.get(args.get("drawer_id"), args.get("drawer_id"))
    before = everything(battle)

    with pytest.raises(Refused) as refused:
        if "card_keys" in args:
            draws.draw_at_table(code=battle.code, seat_id=who, card_keys=args["card_keys"], drawer_id=drawer, key=key())
        else:
            draws.draw_cards(code=battle.code, seat_id=who, drawer_id=drawer, key=key())

    assert message in refused.value.message
    assert everything(battle) == before


def test_a_detachment_without_cards_and_an_empty_arsenal_need_no_draw(revealed):
    battle, anna, ben = revealed
    summary = Seat.objects.get(pk=ben.pk).detachment
    Seat.objects.filter(pk=ben.pk).update(detachment={**summary, "event_cards": 0})
    assert draws.missing_draws(fresh(battle)) == ["Anna"]
    with pytest.raises(Refused, match="Ben's detachment draws no event cards."):
        draws.draw_cards(code=battle.code, seat_id=ben.pk, key=key())
    EventCard.objects.update(retired=True)
    assert draws.missing_draws(fresh(battle)) == []
    with pytest.raises(Refused, match="The arsenal holds no event cards, so there is nothing to draw."):
        draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key())


def test_once_the_deck_is_empty_nobody_waits_for_a_draw(revealed):
    battle, anna, ben = revealed
    EventCard.objects.exclude(key="dusk").update(retired=True)  # a deck of one card
    assert draws.missing_draws(fresh(battle)) == ["Anna", "Ben"]

    draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key())

    assert draws.missing_draws(fresh(battle)) == []
    with pytest.raises(Refused, match="Every card of the deck is drawn: there is none left."):
        draws.draw_cards(code=battle.code, seat_id=ben.pk, key=key())


def test_a_repeated_key_returns_the_first_draw_and_draws_nothing(revealed):
    battle, anna, _ = revealed
    once = key()
    first = draws.draw_cards(code=battle.code, seat_id=anna.pk, key=once)
    before = everything(battle)

    again = draws.draw_cards(code=battle.code, seat_id=anna.pk, key=once)
    table = draws.draw_at_table(code=battle.code, seat_id=anna.pk, card_keys=["dusk"], key=once)

    assert (first.replayed, again.replayed, table.replayed) == (False, True, True)
    assert again.entry == table.entry == first.entry
    assert everything(battle) == before


def test_a_draw_taken_back_puts_the_cards_back_and_its_dice_are_never_thrown_again(revealed):
    battle, anna, ben = revealed
    drawn = draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key()).entry

    void = voids.void_last(code=battle.code, seat_id=anna.pk, reason="wrong phone", key=key())
    assert (void.voids, fresh(battle).state.get("cards"), fresh(battle).deck) == (drawn.seq, None, None)
    assert draws.missing_draws(fresh(battle)) == ["Anna", "Ben"]
    again = draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key()).entry

    assert again.rolls[0]["n"] == drawn.rolls[-1]["n"] + 1
    verified(battle)


def test_the_exported_log_of_a_finished_battle_with_card_draws_recomputes_every_die(make_battle):
    battle, anna = make_battle(turn_limit=1)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, PARATROOPERS), (ben, AMERICANS))
    # The table draw first: the server's dice may pick any card that is left.
    draws.draw_at_table(code=battle.code, seat_id=ben.pk, card_keys=["radio-failure"], key=key())
    draws.draw_cards(code=battle.code, seat_id=anna.pk, key=key())
    ready_to_play(battle, anna, ben)
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())

    report = verified(battle)

    server = [r for e in LogEntry.objects.filter(battle=battle) for r in e.rolls if r["source"] == "server"]
    assert fresh(battle).phase == "ended" and report.seed_revealed
    assert report.rolls_recomputed == len(server) >= 2


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("taps", ["one seat, two keys", "one seat, one key", "two seats"])
def test_simultaneous_draws_count_once_per_seat(arsenal, taps):
    battle, anna = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="victory-zones"), host_name="Anna", team="A", client_seed="a"
    )
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, PARATROOPERS), (ben, AMERICANS))
    keys = [key(), key()] if taps != "one seat, one key" else [key()] * 2
    seats = [anna.pk, ben.pk] if taps == "two seats" else [anna.pk] * 2

    results, errors = run_at_once(lambda i: draws.draw_cards(code=battle.code, seat_id=seats[i], key=keys[i]))

    entries = list(LogEntry.objects.filter(battle=battle, kind="cards"))
    hands = fresh(battle).state["cards"]["hands"]
    taken = [i for h in hands for i in h["cards"]]
    assert len(taken) == len(set(taken))
    if taps == "two seats":
        assert (len(results), errors, len(entries), len(taken)) == (2, [], 2, 3)
    elif taps == "one seat, one key":
        assert (errors, len(entries), {r.entry.pk for r in results}) == ([], 1, {entries[0].pk})
        assert sorted(r.replayed for r in results) == [False, True]
    else:
        assert (len(results), len(entries), len(taken)) == (1, 1, 2)
        assert [type(e) for e in errors] == [Refused] and "Anna has drawn already" in errors[0].message
    verified(battle)
