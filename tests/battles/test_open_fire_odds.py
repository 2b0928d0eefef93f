"""The odds of an Open Fire attack on the acting player's phone: on the table page for the form's first choice, and
from the odds fragment as the form changes, the very numbers of the engine's chances of the inputs the attack would
roll with; a choice the form never offers gets a message, changes nothing, and costs a few queries."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from battles.models import Battle
from battles.pages import open_fire_odds
from battles.pages.open_fire_odds import Choice
from battles.services import lobby
from battles.systems import open_fire, open_fire_play
from battles.systems.open_fire import player_key
from rules.engine.open_fire import table
from rules.engine.open_fire.chances import attack_chances
from tests.battles.pages import phone, words
from tests.battles.test_open_fire_play import force, game_of, key, of_pack, seat_for  # noqa: F401

pytestmark = pytest.mark.django_db


UNITS = ("rifle-squad", "hmg-team", "pioneers")  # each side the same, whoever wins the initiative


def battle_of_equals():
    """An Open Fire battle in play, as test_open_fire_play builds one, each side with the same three units."""
    settings = open_fire.Settings(rounds=3, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="anna-seed")
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat in (anna, ben):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=force(*UNITS), source="File")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    battle.refresh_from_db()
    return battle, anna, ben


def round_two(battle, anna, ben, unit: str):
    """Every unit deployed in the first round; in the second, the first player's `unit` activated.
    Returns (the acting seat, the other seat)."""
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    while (game := game_of(battle)).round == 1 and game.phase == "activations":
        seat = seat_for(battle, anna, ben)
        first = next(u for u in game.units if u.player == player_key(seat) and not table.may_activate(game, u))
        open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=first.ref, key=key())
        if game_of(battle).activation:
            open_fire_play.done(code=battle.code, seat_id=seat.pk, key=key())
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    seat = seat_for(battle, anna, ben)
    profiles = Battle.objects.get(pk=battle.pk).state["open_fire"]["profiles"]
    chosen = next(
        u for u in game_of(battle).units if u.player == player_key(seat) and profiles[str(u.ref)]["name"] == unit
    )
    open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=chosen.ref, key=key())
    battle.refresh_from_db()
    return seat, (ben if seat == anna else anna)


@pytest.fixture
def in_round_two(of_pack):  # noqa: F811
    battle, anna, ben = battle_of_equals()
    acting, waiting = round_two(battle, anna, ben, "Rifle squad")
    return battle, acting, waiting


def engine_words(battle, weapon: str, target: int, line_of_sight="clear", half_range=False) -> str:
    """The engine's chances of that attack, said as the fragment says them."""
    game = game_of(battle)
    profiles = battle.state["open_fire"]["profiles"]
    acting, aim = game.unit(game.activation.unit), game.unit(target)
    gun = profiles[str(acting.ref)]["weapons"][weapon]
    skill_rolls = open_fire_play.attack_inputs(game.activation, acting, profiles[str(acting.ref)], weapon, aim,
                                               half_range=half_range)  # fmt: skip
    odds = attack_chances(
        skill_rolls,
        lambda hits, rending: open_fire_play.defence_inputs(
            gun, profiles[str(target)], aim, line_of_sight, hits, rending
        ),
        [m.hp for m in aim.alive],
    )
    assert not any(0 < p < 0.005 or 0.995 < p < 1 for p in (odds.any_damage, odds.destroyed))  # said otherwise
    said = [f"{round(p * 100)}%" for p in (odds.any_damage, odds.destroyed)]
    return f"Expected damage {float(odds.expected_damage):.1f} at least 1 damage {said[0]} destroys the unit {said[1]}"


def enemies(battle, seat) -> list[table.Unit]:
    return [u for u in game_of(battle).units if u.player != player_key(seat) and u.where == "table"]


def test_the_table_page_shows_the_odds_of_the_first_weapon_at_the_first_target(in_round_two):
    battle, acting, _waiting = in_round_two
    page = phone(battle.code, acting.pk).get(f"/battles/{battle.code}/")
    first_weapon = next(iter(battle.state["open_fire"]["profiles"][str(game_of(battle).activation.unit)]["weapons"]))
    assert page.status_code == 200
    assert engine_words(battle, first_weapon, enemies(battle, acting)[0].ref) in words(page)
    assert 'aria-live="polite"' in page.content.decode() and f"/battles/{battle.code}/of/odds/" in page.content.decode()


def test_the_odds_of_another_weapon_and_target_are_the_engines(in_round_two):
    battle, acting, _waiting = in_round_two
    weapons = list(battle.state["open_fire"]["profiles"][str(game_of(battle).activation.unit)]["weapons"])
    weapon, target = weapons[-1], enemies(battle, acting)[-1].ref
    assert weapon != weapons[0] and target != enemies(battle, acting)[0].ref  # not the form's first choice
    query = {"weapon": weapon, "target": target, "line_of_sight": "obstructed", "half_range": "on"}
    response = phone(battle.code, acting.pk).get(f"/battles/{battle.code}/of/odds/", query)
    assert response.status_code == 200
    assert words(response) == engine_words(battle, weapon, target, "obstructed", half_range=True)


def test_a_weapon_that_may_not_fire_now_says_so_instead_of_odds(of_pack):  # noqa: F811
    battle, anna, ben = battle_of_equals()
    acting, _waiting = round_two(battle, anna, ben, "Heavy machine gun team")
    browser, url = phone(battle.code, acting.pk), f"/battles/{battle.code}/of/odds/"
    hmg = {"weapon": "hmg", "target": enemies(battle, acting)[0].ref}
    assert "Expected damage" in words(browser.get(url, hmg))
    open_fire_play.move(code=battle.code, seat_id=acting.pk, key=key())
    assert "A Heavy weapon may not attack after its unit moved" in words(browser.get(url, hmg))
    rifles = {"weapon": "rifle", "target": hmg["target"]}
    assert "Expected damage" in words(browser.get(url, rifles))
    open_fire_play.attack(code=battle.code, seat_id=acting.pk, key=key(), **rifles)
    assert "Every model with that weapon has made its attack" in words(browser.get(url, rifles))


def test_an_unstable_weapon_says_the_chance_of_losing_its_model(of_pack):  # noqa: F811
    battle, anna, ben = battle_of_equals()
    acting, _waiting = round_two(battle, anna, ben, "Pioneer flame team")
    flame = {"weapon": "flamethrower", "target": enemies(battle, acting)[0].ref}
    said = words(phone(battle.code, acting.pk).get(f"/battles/{battle.code}/of/odds/", flame))
    assert "Unstable: a model of yours lost 23%" in said  # 1 - (11/12)^3: a 1 on any of its 3 rolls


def friend(battle, seat) -> int:
    return next(u.ref for u in game_of(battle).units if u.player == player_key(seat))


@pytest.mark.parametrize(
    ("ask", "message"),
    [
        (lambda b, me, them: ("me", {"weapon": "panzerfaust", "target": enemies(b, me)[0].ref}), "own weapons"),
        (lambda b, me, them: ("me", {"weapon": "lmg", "target": friend(b, me)}), "enemy unit on the battlefield"),
        (lambda b, me, them: ("me", {"weapon": "lmg", "target": "9999"}), "enemy unit on the battlefield"),
        (lambda b, me, them: ("me", {"weapon": "lmg", "target": "x"}), "enemy unit on the battlefield"),
        (lambda b, me, them: ("me", {"weapon": "lmg", "target": enemies(b, me)[0].ref, "line_of_sight": "blocked"}),
         "blocked allows no attack"),
        (lambda b, me, them: ("them", {"weapon": "lmg", "target": friend(b, me)}), "the other player's turn"),
        (lambda b, me, them: ("nobody", {"weapon": "lmg", "target": enemies(b, me)[0].ref}), "Take a seat first"),
    ],
)  # fmt: skip
def test_a_choice_the_form_never_offers_gets_a_message_and_changes_nothing(in_round_two, ask, message):
    battle, acting, waiting = in_round_two
    who, query = ask(battle, acting, waiting)
    browser = {"me": phone(battle.code, acting.pk), "them": phone(battle.code, waiting.pk), "nobody": Client()}[who]
    response = browser.get(f"/battles/{battle.code}/of/odds/", query)
    assert response.status_code in (200, 400) and message in words(response)
    assert "Expected damage" not in words(response)
    after = Battle.objects.get(pk=battle.pk)
    assert (after.version, after.state) == (battle.version, battle.state)


def test_no_battle_in_play_gets_a_message(of_pack):  # noqa: F811
    settings = open_fire.Settings(rounds=2, points=None, objectives=(("access", 3),))
    battle, anna = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="a")
    in_lobby = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/of/odds/", {"weapon": "lmg", "target": 1})
    assert in_lobby.status_code == 200 and "not an Open Fire battle in play" in words(in_lobby)
    missing = Client().get("/battles/ZZZZZZ/of/odds/", {"weapon": "lmg", "target": 1})
    assert missing.status_code == 404 and "not an Open Fire battle in play" in words(missing)
    assert Client().post(f"/battles/{battle.code}/of/odds/").status_code == 405


def test_the_odds_take_a_few_queries_whatever_the_choice(in_round_two, django_assert_max_num_queries):
    battle, acting, _waiting = in_round_two
    browser = phone(battle.code, acting.pk)
    counts = []
    for weapon, target in (("rifle", enemies(battle, acting)[0].ref), ("lmg", enemies(battle, acting)[-1].ref)):
        # the session, the battle, its seats: nothing per unit, model or weapon
        with django_assert_max_num_queries(3), CaptureQueriesContext(connection) as queries:
            assert "Expected damage" in words(browser.get(f"/battles/{battle.code}/of/odds/", {"weapon": weapon,
                                                                                                "target": target}))  # fmt: skip
        counts.append(len(queries))
    assert counts[0] == counts[1]


def test_a_weapon_fired_this_activation_says_so(in_round_two):
    battle, acting, _waiting = in_round_two
    game = game_of(battle)
    fired = replace(game, activation=replace(game.activation, fired=("rifle",)))  # its riflemen have attacked
    aim = enemies(battle, acting)[0]
    profiles = battle.state["open_fire"]["profiles"]
    said = open_fire_odds.attack_odds(fired, fired.unit(game.activation.unit), aim, profiles, Choice("rifle", aim.ref))
    assert said == open_fire_odds.Odds(message="Every model with that weapon has made its attack: pick another.")


@pytest.mark.parametrize(
    ("chance", "said"),
    [(F(0), "0%"), (F(1, 1000), "under 1%"), (F(1, 200), "under 1%"), (F(1, 100), "1%"), (F(2, 3), "67%"),
     (F(199, 200), "over 99%"), (F(999, 1000), "over 99%"), (F(1), "100%")],
)  # fmt: skip
def test_a_chance_reads_in_whole_percent_never_0_or_100_when_it_may_go_either_way(chance, said):
    assert open_fire_odds.chance(chance) == said
