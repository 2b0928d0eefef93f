"""Open Fire's units told apart at the table (battles.systems.open_fire.told_apart): a force's second rifle squad is
"Rifle squad 2", and a name the other player's force also brings carries its player's name, "Rifle squad (Ben)", so
that "Rifle squad attacks Rifle squad" never reads as one unit shooting at itself. The player's own phone leaves
their own name off; German readers read the pack's German with the same number and name; the log stays sealed."""

from __future__ import annotations

import uuid

import pytest
from django.utils import translation

from battles import selectors
from battles.models import LogEntry
from battles.pages.open_fire_words import log_words
from battles.services import lobby
from battles.systems import open_fire, open_fire_play
from bof_site.refusals import Refused
from rules.engine.open_fire import table
from tests.battles.lobby_fixtures import verified
from tests.battles.pages import phone, words
from tests.battles.test_open_fire_play import force, game_of, of_pack  # noqa: F401

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("of_pack")]
DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9"}
EN = {"HTTP_ACCEPT_LANGUAGE": "en"}


def mirror_match():
    """Anna brings two rifle squads and a tank, Ben one rifle squad and a mortar team."""
    settings = open_fire.Settings(rounds=2, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="a")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, source="File",
                      doc=force("rifle-squad", "medium-tank", "rifle-squad"))  # fmt: skip
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=force("rifle-squad", "mortar-team"), source="File")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    lobby.seat_ready(code=battle.code, seat_id=ben.pk)
    battle.refresh_from_db()
    return battle, anna, ben


@pytest.mark.parametrize(
    ("player", "names"),
    [
        ("anna", ["Rifle squad 1 (Anna)", "Medium tank", "Rifle squad 2 (Anna)"]),
        ("ben", ["Rifle squad (Ben)", "Light mortar team"]),
    ],
)
def test_the_reveal_numbers_a_forces_like_units_and_names_the_player_where_both_bring_one(player, names):
    battle, anna, ben = mirror_match()
    seat = {"anna": anna, "ben": ben}[player]
    game = game_of(battle)
    assert [u.name for u in game.units if u.player == open_fire.player_key(seat)] == names


def test_a_force_of_its_own_names_keeps_them_as_the_pack_writes_them():
    settings = open_fire.Settings(rounds=2, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="a")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force("medium-tank", "officer"), source="File")
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=force("rifle-squad", "mortar-team"), source="File")
    for seat in (anna, ben):
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    names = {u.name for u in game_of(battle).units}
    assert names == {"Medium tank", "Platoon officer", "Rifle squad", "Light mortar team"}


@pytest.mark.parametrize(
    ("language", "own", "theirs", "left_off"),
    [
        (EN, ["Rifle squad 1", "Rifle squad 2"], ["Rifle squad (Ben)"], "Rifle squad 1 (Anna)"),
        (DE, ["Schützengruppe 1", "Schützengruppe 2"], ["Schützengruppe (Ben)"], "Schützengruppe 1 (Anna)"),
    ],
)
def test_the_players_own_phone_leaves_their_name_off_and_the_others_keep_it(language, own, theirs, left_off):
    battle, anna, ben = mirror_match()
    mine = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", **language))
    assert all(name in mine for name in own + theirs)
    assert left_off not in mine and "(Ben) (Ben)" not in mine  # the units' table names the owner once
    other = words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/", **language))
    assert left_off in other and "(Ben)" not in other  # Ben's own squad is his "Schützengruppe"/"Rifle squad"
    watcher = words(phone().get(f"/battles/{battle.code}/", **language))
    assert left_off in watcher and theirs[0] in watcher


def test_the_log_says_whose_unit_in_english_and_german_and_verifies():
    battle, anna, ben = mirror_match()
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=uuid.uuid4())
    game = game_of(battle)
    seat = anna if game.active == open_fire.player_key(anna) else ben
    squad = next(u for u in game.units if u.player == game.active and u.name.startswith("Rifle squad"))
    open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=squad.ref, key=uuid.uuid4())
    entry = LogEntry.objects.filter(battle=battle).order_by("-seq").first()
    assert squad.name in entry.summary and f"({seat.display_name})" in entry.summary
    battle.refresh_from_db()
    with translation.override("de"):
        entry.unit_words = log_words(battle.state["open_fire"]["profiles"])
        said = selectors.said_line(entry)
    german = squad.name.replace("Rifle squad", "Schützengruppe")
    assert german in said and "Rifle squad" not in said
    assert table.from_json(battle.state["open_fire"]["game"]).activation.unit == squad.ref
    assert verified(battle).ok


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "Heavy machine gun team 2 is Slow"), ("de", "Schwerer MG-Trupp 2 hat Langsam")],
)
def test_a_refusal_names_the_players_own_unit_as_their_pages_do(language, said):
    """Not the game's English with the player's name: "Heavy machine gun team 2 (Anna) is Slow" in a German line."""
    settings = open_fire.Settings(rounds=2, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="a")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force("hmg-team", "hmg-team"), source="File")
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=force("hmg-team"), source="File")
    for seat in (anna, ben):
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=uuid.uuid4())
    game = game_of(battle)
    seat = anna if game.active == open_fire.player_key(anna) else ben
    if seat == ben:  # Ben's one team deploys and is done: Anna's turn
        unit = next(u for u in game.units if u.player == game.active)
        open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit.ref, key=uuid.uuid4())
        open_fire_play.done(code=battle.code, seat_id=ben.pk, key=uuid.uuid4())
        game = game_of(battle)
    second = [u for u in game.units if u.player == open_fire.player_key(anna)][1]
    assert second.name == "Heavy machine gun team 2 (Anna)"
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=second.ref, key=uuid.uuid4())
    before = game_of(battle)
    with translation.override(language), pytest.raises(Refused) as refused:
        open_fire_play.move(code=battle.code, seat_id=anna.pk, key=uuid.uuid4(), advance=True)
    assert refused.value.message.startswith(said)
    assert "(Anna)" not in str(refused.value) and game_of(battle) == before
