"""Fixtures for battles: the sample arsenal loaded and battles made through the lobby services.

A test file takes them with `from tests.battles.lobby_fixtures import *  # noqa: F403`."""

from __future__ import annotations

import uuid

import pytest

from armies.roster_check import example_document
from battles import selectors
from battles.models import Battle, BattleUnit
from battles.services import cards, lobby, placement, setup, turns
from battles.verify import verify_battle
from dice import fairplay
from tests.armies.builder_fixtures import *  # noqa: F403
from tests.armies.builder_fixtures import import_sample_pack, sample_document, sample_pack_present

__all__ = ["sample_pack", "make_player", "player", "stranger", "make_battle", "seated", "revealed", "playing", "arsenal", "convoys", "convoy_play", "four", "shot"]  # noqa: F405  # fmt: skip
GERMANS = "de-regular-infantry-150"
AMERICANS = "us-regular-infantry-150"
PARATROOPERS = "de-paratroopers-150"


@pytest.fixture
def make_battle(sample_pack):
    def make(mode: str = "victory-zones", players: int = 2, host: str = "Anna", **settings):
        return lobby.battle_create(
            settings=lobby.BattleSettings(game_mode=mode, players=players, **settings),
            host_name=host,
            team="A",
            client_seed=f"{host}-seed",
        )

    return make


@pytest.fixture
def seated(make_battle):
    """A two-player battle: Anna (host, team A) and Ben (team B), nobody has chosen yet."""
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    return battle, anna, ben


@pytest.fixture
def revealed(seated):
    """Both seats chose a sample example and readied: the battle has left the lobby."""
    battle, anna, ben = seated
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    battle.refresh_from_db()
    return battle, anna, ben


def key():
    return uuid.uuid4()


def ready_to_play(battle, anna, ben):
    setup.roll_force_morale(code=battle.code, seat_id=anna.pk, team="A", data={"dice": ["3"]}, key=key())
    setup.roll_force_morale(code=battle.code, seat_id=ben.pk, team="B", data={"dice": ["6"]}, key=key())
    settle_setup(battle)
    turns.start_battle(code=battle.code, seat_id=anna.pk)


QUIET_CARDS = ("strong-wind", "field-medic", "hidden-sniper", "low-clouds")  # nothing they do waits on the table


def draw_quiet(battle, seat_id: int, drawer_id: int | None = None) -> None:
    """The seat's cards, drawn at the table from cards that hold nothing up (no barrage before the first
    activation, no choice before turn 1): a test that plays on after setup is not at the mercy of a random draw."""
    choices = cards.table_choices(Battle.objects.get(pk=battle.pk), seat_id=seat_id, drawer_id=drawer_id)
    left = {c["key"] for c in choices.cards}
    picked = [k for k in QUIET_CARDS if k in left][: choices.owed]
    cards.draw_at_table(code=battle.code, seat_id=seat_id, card_keys=picked, key=key(), drawer_id=drawer_id)


def settle_setup(battle):
    """The setup steps before turn 1 besides force morale, settled by the host with dice typed in (no server
    roll is used): the deployment (sector 4 = north, or corridor 3 = north, then team A places first), all
    units placed at once by every seat, the event cards drawn at the table (no dice)."""
    seats = list(battle.seats.all())
    host = next(s for s in seats if s.is_host)
    roll = setup.deployment_roll(battle.game_mode)
    if roll:
        dice = "1,1,1,1" if roll == "deployment-sector" else "1,1,1"
        setup.roll_deployment(code=battle.code, seat_id=host.pk, data={"dice": [dice]}, key=key())
    if roll != "deployment-sector":
        setup.roll_placement_order(code=battle.code, seat_id=host.pk, data={"dice": ["6,1"]}, key=key())
    if setup.placement_mode(Battle.objects.get(pk=battle.pk)) != "simultaneous":
        setup.set_placement_mode(code=battle.code, seat_id=host.pk, mode="simultaneous", key=key())
    for seat in seats:
        placement.place_all(code=battle.code, seat_id=seat.pk, key=key())
    waiting = set(cards.missing_draws(Battle.objects.get(pk=battle.pk)))
    for seat in (s for s in seats if s.display_name in waiting):  # drawn at the table: the first cards left
        choices = cards.table_choices(Battle.objects.get(pk=battle.pk), seat_id=seat.pk)
        picked = [c["key"] for c in choices.cards[: choices.owed]]
        if picked:
            cards.draw_at_table(code=battle.code, seat_id=seat.pk, card_keys=picked, key=key())


def initiative(battle, seat, dice):
    return turns.roll_initiative(code=battle.code, seat_id=seat.pk, dice={"dice": [dice]}, key=key())


def state(battle):
    return Battle.objects.get(pk=battle.pk).state


@pytest.fixture
def playing(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    return battle, anna, ben


@pytest.fixture
def arsenal(transactional_db) -> None:
    """The sample arsenal, committed, so threads with their own connections see it: usually committed already
    (tests/conftest.py `_sample_pack_kept`), imported only when a test that committed has emptied the database."""
    document = sample_document()
    if not sample_pack_present(document):
        import_sample_pack(document)


def seat_examples(battle, *choices) -> None:
    """Each (seat, example key) chooses that sample example and readies; the last one reveals the battle."""
    for seat, example in choices:
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=example_document(example), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)


def examples_at_turn_one(make_battle, a_example: str, b_example: str, **settings):
    """Anna (team A) and Ben (team B) with these sample examples, revealed, force morale rolled, turn 1 with Anna's
    activation first: (battle, anna, ben)."""
    battle, anna = make_battle(**settings)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    seat_examples(battle, (anna, a_example), (ben, b_example))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    return Battle.objects.get(pk=battle.pk), anna, ben


def three_players(make_battle):
    """Anna and Cleo (team A) against Ben (team B), revealed, force morale rolled, turn 1 at initiative."""
    battle, anna = make_battle(players=3)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    cleo = lobby.seat_join(code=battle.code, display_name="Cleo", team="A", client_seed="c")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS), (cleo, PARATROOPERS))
    ready_to_play(battle, anna, ben)
    return battle, anna, ben, cleo


def verified(battle):
    """The battle's exported log passes the players' checker, and its rows what its seals chained (the server's
    check: battles.verify)."""
    battle.refresh_from_db()
    report = fairplay.verify(selectors.battle_export(battle))
    assert report.ok, report.problems
    checked = verify_battle(battle)
    assert checked.ok, checked.problems
    return report


# --- Setup: detachments and battles for deployment and placement (tests/battles/test_setup*.py) ----------


def convoy() -> dict:
    """The sample German AT & AA support platoon without its squad leader: the first truck carries a
    rifleman and tows the Pak 40; the Flak 38 stands on its own."""
    doc = example_document("de-at-aa-support-150")
    units = [dict(u) for u in doc["units"] if u["unit"] != "de-squad-leader"]
    truck = next(u["ref"] for u in units if u["unit"] == "de-opel-blitz")
    next(u for u in units if u["unit"] == "de-rifleman")["rides_in"] = truck
    next(u for u in units if u["unit"] == "de-pak40")["towed_by"] = truck
    return {**doc, "units": units}


@pytest.fixture
def convoys(make_battle):
    """Anna and Ben each field the convoy platoon, revealed, in a Victory Zones battle."""
    battle, anna = make_battle()
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
    for seat in (anna, ben):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=convoy(), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    battle.refresh_from_db()
    return battle, anna, ben


@pytest.fixture
def convoy_play(convoys):
    """The convoys set up and at turn 1, Anna to activate first (initiative 5 against 2)."""
    battle, anna, ben = convoys
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    return battle, anna, ben


def unit_of(seat, profile: str):
    """The seat's first unit of this profile (by roster ref)."""
    return BattleUnit.objects.filter(seat=seat, profile_key=profile).order_by("ref").first()


def rifle_squad() -> dict:
    """The sample American rifle platoon cut down to its officer, squad leaders and eight riflemen (42
    points): small enough for a defender's 50 points."""
    doc = example_document(AMERICANS)
    keep = [u for u in doc["units"] if u["unit"] in ("us-officer", "us-squad-leader")]
    return {**doc, "units": keep + [u for u in doc["units"] if u["unit"] == "us-rifleman"][:8]}


def revealed_in(make_battle, mode, players=2):
    """Anna (host, team A) with the Grenadiers, Ben (team B) with the rifle squad and, with three players,
    Cleo (team A) with the paratroopers: revealed. Returns the battle and the seats in that order."""
    battle, anna = make_battle(mode=mode, players=players)
    seats = [anna, lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")]
    if players == 3:
        seats.append(lobby.seat_join(code=battle.code, display_name="Cleo", team="A", client_seed="c"))
    docs = (example_document(GERMANS), rifle_squad(), example_document(PARATROOPERS))
    for seat, doc in zip(seats, docs[: len(seats)], strict=True):
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=doc, source="Example")
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    return Battle.objects.get(pk=battle.pk), seats


@pytest.fixture
def four(make_battle):
    """Two against two without the points cut: Anna and Cleo (team A), Ben and Dan (team B), revealed."""
    battle, anna = make_battle(players=4, cut_points=False)
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    cleo = lobby.seat_join(code=battle.code, display_name="Cleo", team="A", client_seed="c")
    dan = lobby.seat_join(code=battle.code, display_name="Dan", team="B", client_seed="d")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS), (cleo, PARATROOPERS), (dan, AMERICANS))
    return Battle.objects.get(pk=battle.pk), anna, ben, cleo, dan


SHOT = {"action": "shoot", "attack_value": "10", "quality": "regular", "distance": "30", "units": "cm"}


@pytest.fixture
def shot(playing):
    """Anna's rifleman has hit one of Ben's riflemen: the effect roll waits (on the table's turn card too)."""
    from tests.battles.pages import phone

    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    shooter = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=shooter.pk, key=key())
    target = BattleUnit.objects.filter(seat=ben, unit_type="infantry", squad_leader=False, stats__crew=1).first()
    page = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/roll/attack/",
        {**SHOT, "key": str(uuid.uuid4()), "target": str(target.pk), "dice": "1,1,1,1"},
    )
    return battle, anna, ben, target, page
