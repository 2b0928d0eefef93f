"""An Open Fire battle with dice rolled at the table, with three players, and with the vehicles expansion and free
attacks on the one locked path: the typed dice decide exactly as the procedures say, wrong dice change nothing, an
attack waits for its defence dice, passengers ride and get out of a wreck, aircraft fly off, free attacks are owed
and made by their owner, and the log verifies."""

from __future__ import annotations

import io
import uuid

import pytest
from django.core.management import call_command
from django.utils import translation

from battles import selectors
from battles.models import Battle, LogEntry
from battles.services import lobby
from battles.systems import open_fire, open_fire_moves, open_fire_play
from bof_site.refusals import Refused
from rules.engine import catalog
from rules.engine.open_fire import table
from tests.battles.lobby_fixtures import verified
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db


def key():
    return uuid.uuid4()


@pytest.fixture
def of_pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())


def force(*units: str) -> dict:
    return {"format": "open-fire-force/1", "name": "F", "pack": "hedgerows-1944",
            "units": [{"ref": n, "unit": u} for n, u in enumerate(units, start=1)]}  # fmt: skip


def in_play(*forces, dice="app", rounds=3):
    """A battle of len(forces) players, each with the units named, revealed and ready to roll initiative."""
    settings = open_fire.Settings(rounds=rounds, objectives=(("control", 2),), players=len(forces), dice=dice)
    battle, host = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="anna-seed")
    seats = [host]
    for name, team in zip(("Ben", "Cleo", "Dan"), "BAB", strict=False):
        if len(seats) < len(forces):
            seats.append(lobby.seat_join(code=battle.code, display_name=name, team=team, client_seed=f"{name}-seed"))
    for seat, units in zip(seats, forces, strict=True):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=force(*units), source="File")
    for seat in seats:
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    battle.refresh_from_db()
    return battle, seats


def game_of(battle) -> table.Game:
    battle.refresh_from_db()
    return table.from_json(battle.state["open_fire"]["game"])


def seat_of(battle, seats):
    active = game_of(battle).active
    return next(s for s in seats if open_fire.player_key(s) == active)


def unit_named(battle, seat, name):
    return next(u for u in game_of(battle).units if u.player == open_fire.player_key(seat) and u.ref % 1000 == name)


def start(battle, seats, dice=(9, 3)):
    open_fire_play.initiative(code=battle.code, seat_id=seats[0].pk, key=key(), dice=list(dice))
    return game_of(battle)


def test_typed_initiative_dice_decide_the_order_and_are_logged_as_rolled_at_the_table(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad"], ["rifle-squad"], dice="table")
    with pytest.raises(Refused, match="Type the dice you rolled"):
        open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    with pytest.raises(Refused, match="1 to 12"):
        open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key(), dice=[13, 2])
    with pytest.raises(Refused):
        open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key(), dice=[4])  # one die short
    assert game_of(battle).round == 0  # nothing changed
    game = start(battle, [anna, ben], dice=(3, 9))  # Ben's 9 beats Anna's 3
    assert game.order[0] == open_fire.player_key(ben)
    entry = LogEntry.objects.filter(battle=battle, kind="of-initiative").get()
    assert entry.rolls == [{"dice": [3, 9], "source": "table"}]


def test_a_typed_attack_waits_for_its_defence_dice_and_then_does_exactly_what_they_say(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])  # Anna first
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=unit_named(battle, anna, 1).ref, key=key(), dice=[])
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    ben_squad = unit_named(battle, ben, 1)
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=ben_squad.ref, key=key())
    target = unit_named(battle, anna, 1).ref
    with pytest.raises(Refused):  # the sergeant's SMG: 1 model x 2 attacks (Rapid Fire within half range)...
        open_fire_play.attack(code=battle.code, seat_id=ben.pk, target=target, weapon="smg", key=key(), dice=[12])
    open_fire_play.attack(code=battle.code, seat_id=ben.pk, target=target, weapon="smg", key=key(), dice=[12, 12])
    battle.refresh_from_db()
    waiting = battle.state["open_fire"]["defence"]
    assert waiting["hits"] == 2 and waiting["target"] == target
    with pytest.raises(Refused, match="defence dice"):
        open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    open_fire_moves.defend(code=battle.code, seat_id=anna.pk, key=key(), dice=[1, 12])  # one fails, one saves
    game = game_of(battle)
    assert sum(m.hp for m in game.unit(target).models) == 5 and "defence" not in battle.state["open_fire"]
    last = LogEntry.objects.filter(battle=battle).order_by("-seq").first()
    assert last.rolls == [{"dice": [1, 12], "source": "table"}] and "2 hits, 1 damage" in last.summary
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    assert verified(battle).ok


def test_with_the_apps_dice_the_same_attack_resolves_in_one_tap(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad"], ["rifle-squad"])
    game = start(battle, [anna, ben], dice=())
    first = seat_of(battle, [anna, ben])
    other = ben if first == anna else anna
    open_fire_play.activate(code=battle.code, seat_id=first.pk, unit=unit_named(battle, first, 1).ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=first.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=other.pk, unit=unit_named(battle, other, 1).ref, key=key())
    open_fire_play.attack(code=battle.code, seat_id=other.pk, target=unit_named(battle, first, 1).ref, weapon="rifle",
                          key=key())  # fmt: skip
    battle.refresh_from_db()
    assert "defence" not in battle.state["open_fire"] and game.phase == "activations"


def test_three_players_roll_off_and_take_turns_in_that_order(of_pack):
    battle, seats = in_play(["rifle-squad"], ["officer"], ["sniper-team"], dice="table")
    assert battle.players == 3 and {s.team for s in seats} == {"A", "B"}
    game = start(battle, seats, dice=(5, 11, 8))
    assert game.order == tuple(open_fire.player_key(s) for s in (seats[1], seats[2], seats[0]))
    for expected in (seats[1], seats[2], seats[0]):
        seat = seat_of(battle, seats)
        assert seat == expected
        open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit_named(battle, seat, 1).ref, key=key())
        open_fire_play.done(code=battle.code, seat_id=seat.pk, key=key())
    assert game_of(battle).phase == "initiative" and game_of(battle).round == 1


def deploy_all(battle, seats):
    """Every unit deploys and is done, the players taking turns."""
    while game_of(battle).phase == "activations":
        seat = seat_of(battle, seats)
        game = game_of(battle)
        unit = next(u for u in game.units if u.player == open_fire.player_key(seat) and not table.may_activate(game, u))
        open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit.ref, key=key())
        if game_of(battle).activation:
            open_fire_play.done(code=battle.code, seat_id=seat.pk, key=key())


def test_a_squad_rides_a_half_track_and_gets_out_of_its_wreck_short_of_a_model(of_pack):
    battle, (anna, ben) = in_play(["half-track", "rifle-squad"], ["medium-tank", "officer"], dice="table")
    start(battle, [anna, ben])  # Anna first
    track, squad = unit_named(battle, anna, 1), unit_named(battle, anna, 2)
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=track.ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    tank = unit_named(battle, ben, 1)
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=tank.ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=squad.ref, key=key())
    open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key())
    with pytest.raises(Refused, match="one of your transports"):
        open_fire_moves.embark(code=battle.code, seat_id=anna.pk, key=key(), transport=tank.ref)
    open_fire_moves.embark(code=battle.code, seat_id=anna.pk, key=key(), transport=track.ref)
    game = game_of(battle)
    assert game.unit(squad.ref).where == "embarked" and game.activation is None
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=unit_named(battle, ben, 2).ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    # round 2: Ben's tank destroys the half-track with a typed volley the rules make certain
    start(battle, [anna, ben], dice=(2, 10))
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=tank.ref, key=key())
    for weapon in ("tank-gun-75", "coax-mg"):  # a vehicle fires each of its weapons: 3 + 3 damage through armour 1
        open_fire_play.attack(code=battle.code, seat_id=ben.pk, target=track.ref, weapon=weapon, key=key(),
                              dice=[12] * _attacks(battle, tank.ref, weapon))  # fmt: skip
        battle.refresh_from_db()
        needed = battle.state["open_fire"]["defence"]["dice"][0]
        open_fire_moves.defend(code=battle.code, seat_id=ben.pk, key=key(), dice=[1] * needed)
    game = game_of(battle)
    assert game.unit(track.ref).where == "destroyed" and game.wrecked == (squad.ref,)
    with pytest.raises(Refused, match="Its owner places"):
        open_fire_moves.out_of_wreck(code=battle.code, seat_id=ben.pk, key=key(), unit=squad.ref, placed=5)
    with pytest.raises(Refused, match="First place"):
        open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    open_fire_moves.out_of_wreck(code=battle.code, seat_id=anna.pk, key=key(), unit=squad.ref, placed=4)
    game = game_of(battle)
    assert len(game.unit(squad.ref).alive) == 5 and game.unit(squad.ref).where == "table" and not game.wrecked
    with pytest.raises(Refused, match="has fired this activation"):
        open_fire_play.attack(code=battle.code, seat_id=ben.pk, target=squad.ref, weapon="coax-mg", key=key(),
                              dice=[12, 12, 12])  # fmt: skip
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    assert verified(battle).ok
    assert english_left(battle) == []


def english_left(battle) -> list[str]:
    """The lines of the battle's log a German page could not say in German (a line with one sentence or part it
    cannot say stays whole in its English: battles/pages/log_said.py)."""
    with translation.override("de"):
        return [e.summary for e in LogEntry.objects.filter(battle=battle, kind__startswith="of-")
                if selectors.said_line(e) == e.summary]  # fmt: skip


def _attacks(battle, ref, weapon) -> int:
    profile = battle.state["open_fire"]["profiles"][str(ref)]
    return profile["weapons"][weapon]["attacks"]


def test_an_aircraft_rolls_to_come_on_flies_off_into_reserve_and_rolls_to_come_back(of_pack):
    battle, (anna, ben) = in_play(["fighter-bomber", "rifle-squad"], ["rifle-squad"], dice="table")
    plane, squad, theirs = unit_named(battle, anna, 1), unit_named(battle, anna, 2), unit_named(battle, ben, 1)
    for _round in range(3):
        start(battle, [anna, ben])  # Anna first each round
        if _round == 1:
            open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=plane.ref, key=key())
            open_fire_moves.fly_off(code=battle.code, seat_id=anna.pk, key=key())
            game = game_of(battle)
            assert game.unit(plane.ref).where == "reserve" and game.activation is None
        else:
            with pytest.raises(Refused, match="Type the dice"):  # its command roll to come on
                open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=plane.ref, key=key())
            open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=plane.ref, key=key(), dice=[12])
            assert game_of(battle).unit(plane.ref).where == "table"
            open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
        for seat, unit in ((ben, theirs), (anna, squad)):
            open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit.ref, key=key())
            open_fire_play.done(code=battle.code, seat_id=seat.pk, key=key())
    assert game_of(battle).phase == "ended" and verified(battle).ok
    assert english_left(battle) == []


def test_a_free_attack_is_owed_made_by_its_owner_only_and_play_then_passes_on(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad", "officer"], ["rifle-squad", "sniper-team"])
    start(battle, [anna, ben], dice=())
    deploy_all(battle, [anna, ben])
    start(battle, [anna, ben], dice=())
    mover = seat_of(battle, [anna, ben])
    other = ben if mover == anna else anna
    squad, enemy = unit_named(battle, mover, 1), unit_named(battle, other, 1)
    open_fire_play.activate(code=battle.code, seat_id=mover.pk, unit=squad.ref, key=key())
    open_fire_play.move(code=battle.code, seat_id=mover.pk, key=key(), left=[enemy.ref])
    open_fire_play.done(code=battle.code, seat_id=mover.pk, key=key())
    game = game_of(battle)
    assert game.free == ((enemy.ref, squad.ref),) and game.active == open_fire.player_key(mover)
    with pytest.raises(Refused, match="Its owner makes"):
        open_fire_moves.let_go(code=battle.code, seat_id=mover.pk, key=key(), unit=enemy.ref)
    with pytest.raises(Refused, match="free attack"):
        open_fire_play.activate(code=battle.code, seat_id=mover.pk, unit=unit_named(battle, mover, 2).ref, key=key())
    open_fire_moves.free_attack(code=battle.code, seat_id=other.pk, key=key(), unit=enemy.ref, weapon="smg")
    game = game_of(battle)
    assert game.free == () and game.active == open_fire.player_key(other)
    entry = LogEntry.objects.filter(battle=battle, kind="of-attack").get()
    assert entry.data["free"] and entry.rolls[0]["sides"] == 12
    assert verified(battle).ok
    assert english_left(battle) == []


def test_a_free_attack_can_be_let_go(of_pack):
    battle, (anna, ben) = in_play(["rifle-squad", "officer"], ["rifle-squad", "sniper-team"])
    start(battle, [anna, ben], dice=())
    deploy_all(battle, [anna, ben])
    start(battle, [anna, ben], dice=())
    mover = seat_of(battle, [anna, ben])
    other = ben if mover == anna else anna
    enemy = unit_named(battle, other, 1)
    open_fire_play.activate(code=battle.code, seat_id=mover.pk, unit=unit_named(battle, mover, 1).ref, key=key())
    open_fire_play.move(code=battle.code, seat_id=mover.pk, key=key(), left=[enemy.ref])
    open_fire_play.done(code=battle.code, seat_id=mover.pk, key=key())
    before = Battle.objects.get(pk=battle.pk).entry_count
    open_fire_moves.let_go(code=battle.code, seat_id=other.pk, key=key(), unit=enemy.ref)
    game = game_of(battle)
    assert game.free == () and game.active == open_fire.player_key(other)
    assert Battle.objects.get(pk=battle.pk).entry_count == before + 1
    assert english_left(battle) == []


def test_the_phone_shows_the_odds_of_an_arrival_and_of_recovering_before_the_dice(of_pack):
    battle, (anna, ben) = in_play(["fighter-bomber", "rifle-squad"], ["rifle-squad"], dice="table")
    start(battle, [anna, ben])  # Anna first
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    plane = catalog.get("open-fire/aircraft-reserve")
    preview = plane.resolve(plane.inputs(command=7, fearless=False), None)  # the sample aircraft's Command 7
    assert f"in reserve: arrives on {preview.target}+ ({round(preview.probability * 100)}%)" in page
    aircraft, squad, theirs = unit_named(battle, anna, 1), unit_named(battle, anna, 2), unit_named(battle, ben, 1)
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=aircraft.ref, key=key(), dice=[12])
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=ben.pk, unit=theirs.ref, key=key())
    open_fire_play.attack(code=battle.code, seat_id=ben.pk, target=aircraft.ref, weapon="rifle", key=key(),
                          dice=[12] * 4)  # four riflemen hit  # fmt: skip
    open_fire_moves.defend(code=battle.code, seat_id=anna.pk, key=key(), dice=[1] * 4)  # and none is saved
    open_fire_play.done(code=battle.code, seat_id=ben.pk, key=key())
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=squad.ref, key=key())
    open_fire_play.done(code=battle.code, seat_id=anna.pk, key=key())
    assert game_of(battle).unit(aircraft.ref).stress == 1  # it took damage this round
    start(battle, [anna, ben])
    open_fire_play.activate(code=battle.code, seat_id=anna.pk, unit=aircraft.ref, key=key())
    page = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    recover = catalog.get("open-fire/recover")  # 4 of its 5 hit points lost: a worn vehicle, -1
    chances = recover.resolve(recover.inputs(stress=1, command=7, fearless=False, damaged_vehicle=True), None)
    assert f"all gone: {round(dict(chances.outcomes)['none-left'] * 100)}%" in page
    assert f"removes one on {chances.target}+" in page
