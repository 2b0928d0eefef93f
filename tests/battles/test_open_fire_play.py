"""A whole short Open Fire battle on the one locked path: the initiative rolled with the battle's fair D12, units
deploying as they activate, moves, attacks with their skill and defence rolls and the damage applied, an objective
secured, stress at the end of a round, and the end with its winner; the log verifies and replays."""

from __future__ import annotations

import io
import uuid

import pytest
from django.core.management import call_command
from django.utils import translation

from battles import selectors
from battles.models import Battle, LogEntry
from battles.services import lobby
from battles.systems import open_fire, open_fire_play, open_fire_strike
from bof_site.refusals import Refused
from dice import fairplay
from rules.engine.open_fire import table
from tests.battles.lobby_fixtures import *  # noqa: F403
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


def battle_in_play(rounds=2, objectives=(("access", 3),)):
    settings = open_fire.Settings(rounds=rounds, points=None, objectives=objectives)
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="anna-seed")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force("medium-tank", "rifle-squad"), source="File")
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=force("rifle-squad", "mortar-team"), source="File")
    lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    lobby.seat_ready(code=battle.code, seat_id=ben.pk)
    battle.refresh_from_db()
    return battle, anna, ben


def game_of(battle) -> table.Game:
    battle.refresh_from_db()
    return table.from_json(battle.state["open_fire"]["game"])


def seat_for(battle, anna, ben):
    game = game_of(battle)
    return anna if game.active == open_fire.player_key(anna) else ben


def test_the_initiative_is_the_battles_fair_d12(of_pack):
    battle, anna, _ben = battle_in_play()
    entry = open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    roll = entry.rolls[0]
    assert roll["sides"] == 12 and len(roll["dice"]) in (2, 4, 6, 8) and all(1 <= d <= 12 for d in roll["dice"])
    seeds = ["anna-seed", "ben-seed"]
    assert roll["dice"] == fairplay.derive_dice(
        battle.server_seed, battle.scope, roll["n"], seeds, len(roll["dice"]), 12
    )
    game = game_of(battle)
    assert game.round == 1 and game.phase == "activations" and game.order == tuple(entry.data["order"])
    with pytest.raises(Refused, match="The round has begun"):
        open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())


def test_a_whole_short_battle_ends_with_its_winner_and_the_log_verifies(of_pack):
    battle, anna, ben = battle_in_play(rounds=2)
    for _round in range(2):
        open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
        while game_of(battle).phase == "activations":
            game = game_of(battle)
            seat = seat_for(battle, anna, ben)
            mine = [u for u in game.units if u.player == open_fire.player_key(seat) and not table.may_activate(game, u)]
            unit = mine[0]
            open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit.ref, key=key())
            game = game_of(battle)
            if game.activation and game.unit(unit.ref).where == "table":
                if game.unit(unit.ref).stress:
                    open_fire_play.recover(code=battle.code, seat_id=seat.pk, key=key())
                theirs = [
                    u for u in game_of(battle).units if u.player != open_fire.player_key(seat) and u.where == "table"
                ]
                weapon = next(iter(battle.state["open_fire"]["profiles"][str(unit.ref)]["weapons"]))
                if theirs and not weapon.startswith(("light-mortar", "hmg")):
                    open_fire_play.attack(code=battle.code, seat_id=seat.pk, target=theirs[0].ref, weapon=weapon,
                                          line_of_sight="obstructed", key=key())  # fmt: skip
                elif "Vehicle" not in unit.types and any(not o.gone for o in game.objectives):
                    open_fire_play.secure(code=battle.code, seat_id=seat.pk, objective=1, key=key())
                if game_of(battle).activation:
                    open_fire_play.done(code=battle.code, seat_id=seat.pk, key=key())
        if game_of(battle).phase == "ended":
            break
    battle.refresh_from_db()
    game = game_of(battle)
    assert battle.phase == "ended" and game.phase == "ended" and game.winner and battle.ended_at
    assert LogEntry.objects.filter(battle=battle, kind="of-attack").exists()
    attack = LogEntry.objects.filter(battle=battle, kind="of-attack").first()
    assert all(r["sides"] == 12 for r in attack.rolls) and attack.data["steps"]
    report = verified(battle)
    assert report.rolls_recomputed >= 3
    with translation.override("de"):  # every line reads German on a German page, names kept (the lobby's too)
        english = [e.summary for e in LogEntry.objects.filter(battle=battle) if selectors.said_line(e) == e.summary]
    assert english == []


def test_only_the_player_whose_turn_it_is_acts_and_only_with_their_own(of_pack):
    battle, anna, ben = battle_in_play()
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    game = game_of(battle)
    waiting = ben if game.active == open_fire.player_key(anna) else anna
    theirs = next(u for u in game.units if u.player == open_fire.player_key(waiting))
    with pytest.raises(Refused, match="the other player's turn"):
        open_fire_play.activate(code=battle.code, seat_id=waiting.pk, unit=theirs.ref, key=key())
    acting = anna if waiting == ben else ben
    with pytest.raises(Refused, match="not yours"):
        open_fire_play.activate(code=battle.code, seat_id=acting.pk, unit=theirs.ref, key=key())
    with pytest.raises(Refused, match="Activate a unit first"):
        open_fire_play.done(code=battle.code, seat_id=acting.pk, key=key())
    assert Battle.objects.get(pk=battle.pk).state == battle.state  # nothing changed


def test_an_attack_is_refused_on_a_friend_a_unit_in_reserve_or_a_weapon_it_lacks(of_pack):
    battle, anna, ben = battle_in_play()
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    game = game_of(battle)
    seat = seat_for(battle, anna, ben)
    mine = [u for u in game.units if u.player == open_fire.player_key(seat)]
    open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=mine[0].ref, key=key())
    before = Battle.objects.get(pk=battle.pk).state
    reserve = next(u for u in game.units if u.player != open_fire.player_key(seat))
    for target, weapon, message in (
        (mine[1].ref, "rifle", "enemy unit on the battlefield"),
        (reserve.ref, "rifle", "enemy unit on the battlefield"),
    ):
        with pytest.raises(Refused, match=message):
            open_fire_play.attack(code=battle.code, seat_id=seat.pk, target=target, weapon=weapon, key=key())
    with pytest.raises(Refused, match="clear or obstructed"):
        open_fire_play.attack(code=battle.code, seat_id=seat.pk, target=reserve.ref, weapon="rifle",
                              line_of_sight="blocked", key=key())  # fmt: skip
    assert Battle.objects.get(pk=battle.pk).state == before


def test_damage_goes_to_a_damaged_model_first_and_the_leader_last():
    unit = table.Unit(1, "A", "Squad", (table.Model(2, 2, leader=True), table.Model(2, 2), table.Model(1, 2)))
    after = open_fire_strike.after_damage(unit, 2)
    assert [m.hp for m in after] == [2, 1, 0]  # the damaged one destroyed, then one point on the next, leader untouched
    assert [m.hp for m in open_fire_strike.after_damage(unit, 9)] == [0, 0, 0]


def deployed_against(anna_unit: str, ben_unit: str):
    """A battle in play whose two units have both come on: each seat activates (deploying it) and is done, until
    the seat named first acts with its unit on the table and the enemy's there too; that seat, its unit's ref."""
    settings = open_fire.Settings(rounds=3, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="anna-seed")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=force(anna_unit), source="File")
    lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=force(ben_unit), source="File")
    for seat in (anna, ben):
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    battle.refresh_from_db()
    while True:
        game = game_of(battle)
        if game.phase != "activations":
            open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
            continue
        seat = seat_for(battle, anna, ben)
        unit = next(u for u in game.units if u.player == open_fire.player_key(seat))
        enemy = next(u for u in game.units if u.player != open_fire.player_key(seat))
        ready = seat == anna and unit.where == "table" and enemy.where == "table"
        open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit.ref, key=key())
        if ready:
            return battle, seat, enemy.ref
        open_fire_play.done(code=battle.code, seat_id=seat.pk, key=key())


def test_one_model_of_a_squad_throws_its_grenade(of_pack):
    """Every man of the veteran squad carries hand grenades, and a unit uses one Grenade weapon an activation: one
    of them throws (one skill roll of the weapon's one attack), where the whole squad was counted and the attack
    could never be made ("the dice could not settle it")."""
    battle, anna, target = deployed_against("veteran-squad", "rifle-squad")
    entry = open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=target, weapon="grenades",
                                  assault_range=True, key=key())  # fmt: skip
    assert len(entry.rolls[0]["dice"]) in (1, 2)  # one skill roll (and its re-roll where a rule gives one)
    assert any("1 model with 1 attack each" in step for step in entry.data["steps"])


def test_a_weapon_the_rules_forbid_now_is_refused_in_the_rules_words_not_as_bad_dice(of_pack):
    """The heavy machine gun may not fire after its team moved this activation (Heavy): the player reads that,
    not "the dice could not settle it: roll again", and nothing is rolled or kept."""
    battle, anna, target = deployed_against("hmg-team", "rifle-squad")
    open_fire_play.move(code=battle.code, seat_id=anna.pk, key=key())
    before = Battle.objects.get(pk=battle.pk)
    with pytest.raises(Refused, match="Heavy weapon may not attack after its unit moved"):
        open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=target, weapon="hmg", key=key())
    after = Battle.objects.get(pk=battle.pk)
    assert (after.version, after.state, after.roll_count) == (before.version, before.state, before.roll_count)


def skill_rolls_of(entry) -> str:
    return next(step for step in entry.data["steps"] if " each" in step and "skill roll" in step)


def test_every_model_of_a_squad_makes_its_attack_each_with_one_weapon(of_pack):
    """The rifle squad's riflemen, its light machine gunner and its sergeant all attack in the one attack action,
    each with one of their weapons (Attack Procedure: "repeat the process until you have made all of your
    attacks"); where the riflemen's rifles had been the squad's whole attack. The sergeant, who fired his SMG, has
    no grenade left to throw, and the rifles do not fire twice."""
    battle, anna, target = deployed_against("rifle-squad", "medium-tank")  # 10 HP: still there after all of it
    said = []
    for weapon in ("rifle", "lmg", "smg"):
        entry = open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=target, weapon=weapon, key=key())
        said.append(skill_rolls_of(entry))
    assert said[0].startswith("4 models with 1 attack each")  # the four riflemen
    assert [line.split(" with")[0] for line in said[1:]] == ["1 model", "1 model"]  # the gunner, then the sergeant
    for weapon, message in (("grenades", "Every model with that weapon has made its attack"),
                            ("rifle", "Every model with that weapon has made its attack")):  # fmt: skip
        with pytest.raises(Refused, match=message):
            open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=target, weapon=weapon, key=key())


def test_a_veteran_throws_his_grenade_and_the_others_fire_their_smgs(of_pack):
    battle, anna, target = deployed_against("veteran-squad", "rifle-squad")
    open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=target, weapon="grenades", assault_range=True,
                          key=key())  # fmt: skip
    entry = open_fire_play.attack(code=battle.code, seat_id=anna.pk, target=target, weapon="smg", assault_range=True,
                                  key=key())  # fmt: skip
    assert skill_rolls_of(entry).startswith("4 models with 2 attacks each")  # all but the one who threw
    report = verified(battle)
    assert report.ok


def test_a_unit_with_ambush_says_where_else_it_may_deploy(of_pack):
    """A sniper team (Ambush) in reserve may also deploy anywhere more than 12 in from the enemy: its line says so,
    where it said only "within 6 in of an entry point", as every other unit's does."""
    settings = open_fire.Settings(rounds=2, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="anna-seed")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat in (anna, ben):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=force("sniper-team", "rifle-squad"), source="File")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    seat = seat_for(battle, anna, ben)
    for language, ambush in (("en", "or anywhere more than 12 in from the enemy (Ambush)"), ("de", "(Hinterhalt)")):
        with translation.override(language):
            said = words(phone(battle.code, seat.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE=language))
        assert said.count(ambush) == 1  # the sniper team's line, not the rifle squad's
