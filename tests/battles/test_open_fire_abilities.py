"""An Open Fire unit's abilities and a vehicle's turns at the table, on the one locked path: the officer's ability
takes a stress marker off a friendly unit, an ability used instead of an attack closes the attack, a vehicle's turns
cost it 2 in each past the free one and are refused past its move or on an advance; every refusal changes nothing;
the card offers both, in German too; the log verifies."""

from __future__ import annotations

import html
import re

import pytest
from django.utils import translation

from battles import selectors
from battles.models import LogEntry
from battles.pages.open_fire_words import log_words
from battles.systems import open_fire_moves, open_fire_play
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import verified
from tests.battles.pages import phone, words
from tests.battles.test_open_fire_table_dice import (
    deploy_all,
    english_left,
    game_of,
    in_play,
    key,
    of_pack,
    start,
    unit_named,
)

pytestmark = pytest.mark.django_db
__all__ = ["of_pack"]


def stressed_squad(battle, anna, ben):
    """Round 1, dice typed at the table: Ben's squad hits Anna's twice and both defence dice fail, so her squad
    ends the round with a stress marker (Check Stress). Round 2 begins with Anna first."""
    start(battle, [anna, ben])  # 9 against 3: Anna first
    squad = unit_named(battle, anna, 1)
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=squad.ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit_named(battle, ben, 1).ref, key=key())
    open_fire_play.attack(code=battle.code, seat_id=ben.pk, target=squad.ref, weapon="smg", key=key(), dice=[12, 12])
    open_fire_moves.defend(code=battle.code, seat_id=anna.pk, key=key(), dice=[1, 1])
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    deploy_all(battle, [anna, ben])
    start(battle, [anna, ben])
    assert game_of(battle).unit(squad.ref).stress == 1
    return squad


def test_the_officer_steadies_a_friendly_squad_and_the_log_verifies(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad", "officer"], ["rifle-squad"], dice="table")
    squad = stressed_squad(battle, anna, ben)
    officer = unit_named(battle, anna, 2)
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=officer.ref, key=key())
    with pytest.raises(Refused, match="Pick one of the unit's own abilities"):
        open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Smoke grenade", friend=squad.ref)
    with pytest.raises(Refused, match="Pick one of your units on the battlefield"):
        open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Steady, lads!",
                                friend=unit_named(battle, ben, 1).ref)  # fmt: skip
    assert game_of(battle).unit(squad.ref).stress == 1  # nothing changed
    open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Steady, lads!", friend=squad.ref)
    game = game_of(battle)
    assert game.unit(squad.ref).stress == 0 and game.activation.abilities == ("Steady, lads!",)
    with pytest.raises(Refused, match="has used “Steady, lads!” this activation"):
        open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Steady, lads!", friend=squad.ref)
    with pytest.raises(Refused, match="actions go in order"):  # the ability came last: no attack after it
        open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=unit_named(battle, ben, 1).ref,
                              weapon="pistol", key=key(), dice=[5])  # fmt: skip
    last = LogEntry.objects.filter(battle=battle).order_by("-seq").first()
    assert last.summary == "Platoon officer uses “Steady, lads!”. Rifle squad (Anna): 1 stress removed, 0 left."
    with translation.override("de"):
        last.unit_words = log_words(battle.state["open_fire"]["profiles"])
        said = selectors.said_line(last)
    assert "setzt „Ruhig bleiben, Männer!“ ein" in said and "Schützengruppe (Anna): 1 Stress entfernt, 0 übrig" in said
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    assert verified(battle).ok


def test_cutting_the_wire_is_used_instead_of_the_attack(of_pack):
    battle, (anna, ben) = in_play(["pioneers"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key())
    open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Cut the wire")
    game = game_of(battle)
    assert game.activation.done == ("move", "attack")
    with pytest.raises(Refused, match="actions go in order"):
        open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key())


@pytest.mark.parametrize(
    ("move", "said"),
    [
        ({"manoeuvres": 3}, "Medium tank makes its move. It turns 3 times, 4 in of its move spent on turning."),
        ({"manoeuvres": 5}, "Medium tank makes its move. It turns 5 times, 8 in of its move spent on turning."),
        ({"manoeuvres": 0}, "Medium tank makes its move. It turns not at all."),
        ({"manoeuvres": 1, "backward": True}, "Medium tank makes its move. It goes backward."),
        (
            {"manoeuvres": 1, "advance": True},
            "Medium tank makes an advance move (-4 to its skill rolls this activation).",
        ),
    ],
)
def test_a_tank_turns_paying_2_in_for_each_turn_past_the_free_one(of_pack, move, said):
    battle, (anna, ben) = in_play(["medium-tank"], ["rifle-squad"])
    start(battle, [anna, ben], dice=())
    seat = anna if game_of(battle).active.endswith(str(anna.pk)) else ben
    other = ben if seat == anna else anna
    if seat != anna:  # Ben deploys first
        open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit_named(battle, ben, 1).ref, key=key())
        open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key(), **move)
    last = LogEntry.objects.filter(battle=battle, kind="of-action").get()
    assert last.summary == said and other
    assert verified(battle).ok
    assert english_left(battle) == []


@pytest.mark.parametrize(
    ("move", "refused"),
    [
        ({"manoeuvres": 6}, "more than it may move"),  # 5 more turns cost 10 in of its 8 in
        ({"manoeuvres": 2, "advance": True}, "On an advance move it may make 1 manoeuvre at most."),
        ({"manoeuvres": 17}, "A vehicle makes 0 to 16 turns"),
        ({"manoeuvres": -1}, "A vehicle makes 0 to 16 turns"),
    ],
)
def test_turns_past_the_move_or_on_an_advance_are_refused_and_change_nothing(of_pack, move, refused):
    battle, (anna, ben) = in_play(["medium-tank"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    before = game_of(battle)
    with pytest.raises(Refused, match=refused):
        open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key(), **move)
    assert game_of(battle) == before


def test_a_squad_never_moves_backward(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    with pytest.raises(Refused, match="Only a vehicle moves backward"):
        open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key(), backward=True)


@pytest.mark.parametrize(
    ("language", "turns", "steady"),
    [("en", "Turns of 45°", "Use Steady, lads!"), ("de", "Drehungen um 45°", "„Ruhig bleiben, Männer!“ einsetzen")],
)
def test_the_card_offers_the_turns_and_the_ability_and_the_taps_work(of_pack, language, turns, steady):
    battle, (anna, ben) = in_play(["medium-tank", "officer"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    tank, officer = unit_named(battle, anna, 1), unit_named(battle, anna, 2)
    client = phone(battle.code, anna.pk)
    client.post(f"/battles/{battle.code}/of/activate/", {"unit": tank.ref, "key": str(key())})
    page = words(client.get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE=language))
    assert turns in page
    client.post(f"/battles/{battle.code}/of/move/", {"advance": "0", "manoeuvres": "3", "key": str(key())})
    assert "It turns 3 times" in LogEntry.objects.filter(battle=battle, kind="of-action").get().summary
    client.post(f"/battles/{battle.code}/of/done/", {"key": str(key())})
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit_named(battle, ben, 1).ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    client.post(f"/battles/{battle.code}/of/activate/", {"unit": officer.ref, "key": str(key())})
    page = words(client.get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE=language))
    assert steady in page
    before = game_of(battle)
    answer = client.post(f"/battles/{battle.code}/of/ability/", {"ability": "Nonsense", "key": str(key())},
                         HTTP_ACCEPT_LANGUAGE=language)  # fmt: skip
    assert answer.status_code == 400 and game_of(battle) == before
    client.post(f"/battles/{battle.code}/of/ability/", {"ability": "Steady, lads!", "friend": tank.ref,
                                                        "key": str(key())})  # fmt: skip
    assert game_of(battle).activation.abilities == ("Steady, lads!",)


@pytest.mark.parametrize(
    ("move", "refused"),
    [
        ({"manoeuvres": 6}, "mehr, als es sich bewegen darf"),
        ({"manoeuvres": 2, "advance": True}, "Vorstoß"),
        ({"manoeuvres": 17}, "0- bis 16-mal um 45°"),
    ],
)
def test_refused_turns_read_german(of_pack, move, refused):
    battle, (anna, ben) = in_play(["medium-tank"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    with translation.override("de"), pytest.raises(Refused) as said:
        open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key(), **move)
    assert refused in said.value.message, said.value.message


def test_an_ability_used_twice_is_refused_in_german(of_pack):
    battle, (anna, ben) = in_play(["officer"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    officer = unit_named(battle, anna, 1)
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=officer.ref, key=key())
    open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Steady, lads!", friend=officer.ref)
    with translation.override("de"), pytest.raises(Refused) as said:
        open_fire_moves.ability(code=battle.code, seat_id=anna.pk, key=key(), name="Steady, lads!", friend=officer.ref)
    assert said.value.message == "Platoon officer hat „Steady, lads!“ in dieser Aktivierung schon eingesetzt."


def test_a_refused_move_comes_back_with_the_turns_the_player_picked(of_pack):
    """Two turns on an advance move are refused (one at most): the card says why and still shows two turns picked,
    not the free turn it offers first, so the player changes one thing and taps again."""
    battle, (anna, ben) = in_play(["medium-tank"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key())
    client = phone(battle.code, anna.pk)
    fresh = client.get(f"/battles/{battle.code}/").content.decode()
    assert re.search(r'value="1" checked data-testid="of-turns"', fresh)  # the free turn, first
    answer = client.post(f"/battles/{battle.code}/of/move/", {"advance": "1", "manoeuvres": "2", "key": str(key())})
    page = answer.content.decode()
    assert answer.status_code == 400 and "1 manoeuvre at most" in html.unescape(page)
    assert re.search(r'value="2" checked data-testid="of-turns"', page)
    assert not re.search(r'value="1" checked data-testid="of-turns"', page)


def test_a_tap_from_a_page_left_behind_is_refused_and_changes_nothing(of_pack):
    """Every form on the acting unit's card says which unit the page showed acting: a tap from a page left behind
    (the officer's ability tapped on a page that still showed another unit, a play-test) is refused in the reader's
    words and changes nothing, instead of landing on the unit acting now."""
    battle, (anna, ben) = in_play(["medium-tank", "officer"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])
    tank, officer = unit_named(battle, anna, 1), unit_named(battle, anna, 2)
    client = phone(battle.code, anna.pk)
    client.post(f"/battles/{battle.code}/of/activate/", {"unit": tank.ref, "key": str(key())})
    card = client.get(f"/battles/{battle.code}/").content.decode()
    assert card.count(f'name="shown" value="{tank.ref}"') >= 2  # the move and "done" forms at least
    client.post(f"/battles/{battle.code}/of/done/", {"shown": tank.ref, "key": str(key())})
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit_named(battle, ben, 1).ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    client.post(f"/battles/{battle.code}/of/activate/", {"unit": officer.ref, "key": str(key())})
    before = game_of(battle)

    for url, form in [("ability", {"ability": "Steady, lads!", "friend": tank.ref}), ("done", {}), ("move", {})]:
        stale = client.post(f"/battles/{battle.code}/of/{url}/", {**form, "shown": tank.ref, "key": str(key())})
        assert stale.status_code == 400 and game_of(battle) == before
        assert "which is no longer acting: nothing was done" in words(stale)
    german = client.post(f"/battles/{battle.code}/of/done/", {"shown": tank.ref, "key": str(key())},
                         HTTP_ACCEPT_LANGUAGE="de")  # fmt: skip
    assert "nicht mehr am Zug" in words(german) and game_of(battle) == before

    client.post(f"/battles/{battle.code}/of/ability/", {"ability": "Steady, lads!", "friend": tank.ref,
                                                        "shown": officer.ref, "key": str(key())})  # fmt: skip
    assert game_of(battle).activation.abilities == ("Steady, lads!",)
