"""An Open Fire battle made with one of our missions (O63, O70): the new-battle form takes the mission and the
table's size, the first entry says them and the log verifies; the table card sketches the markers and says the
distances, in German too; a mission leaving the entry points to the players holds the first initiative until
either player rolls off, with the battle's dice or typed ones, and the order of placing is logged."""

from __future__ import annotations

import uuid

import pytest

from battles.models import Battle, LogEntry
from battles.services import lobby
from battles.systems import open_fire, open_fire_play, open_fire_setup
from bof_site.refusals import Refused
from tests.battles.lobby_fixtures import verified
from tests.battles.pages import phone, words
from tests.battles.test_open_fire_table_dice import english_left, force, game_of, key, of_pack

pytestmark = pytest.mark.django_db
__all__ = ["of_pack"]


def made(mission, players=2, size="48x48", dice="app"):
    settings = open_fire.Settings(rounds=3, mission=mission, size=size, players=players, dice=dice)
    battle, host = open_fire.create(settings=settings, host_name="Anna", team="A", client_seed="anna-seed")
    seats = [host]
    for name, team in zip(("Ben", "Cleo", "Dan"), "BAB", strict=False):
        if len(seats) < players:
            seats.append(lobby.seat_join(code=battle.code, display_name=name, team=team, client_seed=f"{name}-seed"))
    for seat in seats:
        lobby.seat_choose(code=battle.code, seat_id=seat.pk, doc=force("rifle-squad"), source="File")
    for seat in seats:
        lobby.seat_ready(code=battle.code, seat_id=seat.pk)
    battle.refresh_from_db()
    return battle, seats


def test_the_form_makes_a_battle_of_the_mission_and_table_chosen(of_pack, client):
    form = {"key": str(uuid.uuid4()), "display_name": "Anna", "mission": "raid", "rounds": "4", "size": "72x48"}
    client.post("/battles/new/open-fire/", form)
    battle = Battle.objects.get()
    assert battle.state["mission"] == {"objectives": [["destroy", 3], ["recover", 3]], "dice": "app", "key": "raid",
                                       "size": "72x48"}  # fmt: skip
    first = LogEntry.objects.get(battle=battle, kind="created")
    assert "Mission raid on a 72 x 48 in table." in first.summary and first.data["size"] == "72x48"


@pytest.mark.parametrize("size", ["60x60", "", "x"])
def test_an_unknown_table_size_is_refused_and_makes_nothing(of_pack, client, size):
    form = {"key": str(uuid.uuid4()), "display_name": "Anna", "mission": "raid", "rounds": "4", "size": size}
    answer = client.post("/battles/new/open-fire/", form)
    assert answer.status_code == 400 and "Pick the size of your table" in words(answer)
    assert not Battle.objects.exists()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", ["Anna (you): the south edge; entry points 12 in, 36 in from the left end of the edge",
                "Ben : the north edge", "Objective 3 (access): 24 in from the west edge, 24 in from the south edge"]),
        ("de", ["Anna (du): die Südkante; Eintrittspunkte 12 Zoll, 36 Zoll vom linken Ende der Kante",
                "Ben : die Nordkante", "Missionsziel 3 (Zugriff): 24 Zoll von der Westkante, 24 Zoll von der Südkante"]),
    ],
)  # fmt: skip
def test_the_card_sketches_the_table_and_says_the_distances(of_pack, language, said):
    battle, (anna, _ben) = made("skirmish")
    page = phone(battle.code, anna.pk).get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE=language)
    text = words(page)
    assert page.content.decode().count('class="of-map-entry') == 4
    for line in said:
        assert line in text


def test_free_entry_points_wait_for_the_roll_off_then_the_initiative(of_pack):
    battle, (anna, ben) = made("hold-the-line")
    assert open_fire_setup.roll_off_owed(battle)
    with pytest.raises(Refused, match="First roll off for placing the entry points"):
        open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    assert game_of(battle).round == 0
    entry = open_fire_setup.roll_off(code=battle.code, seat_id=ben.pk, key=key())
    battle.refresh_from_db()
    order = battle.state["mission"]["placing"]
    assert sorted(order) == [1, 1, 2, 2] and order[0] != order[1] and order[:2] == order[2:]
    first = "Anna" if order[0] == anna.position else "Ben"
    assert entry.summary.startswith(f"Roll-off for the entry points: {first} places first")
    assert entry.rolls[0]["sides"] == 12
    with pytest.raises(Refused, match="no roll-off for entry points"):
        open_fire_setup.roll_off(code=battle.code, seat_id=anna.pk, key=key())
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    assert game_of(battle).round == 1
    assert verified(battle).ok
    assert english_left(battle) == []


def test_the_roll_off_takes_typed_dice_and_four_players(of_pack):
    battle, seats = made("hold-the-line", players=4, dice="table")
    with pytest.raises(Refused, match="Type the dice"):
        open_fire_setup.roll_off(code=battle.code, seat_id=seats[0].pk, key=key())
    open_fire_setup.roll_off(code=battle.code, seat_id=seats[0].pk, key=key(), dice=[3, 11, 7, 9])
    battle.refresh_from_db()
    positions = [s.position for s in seats]
    expected = [positions[1], positions[3], positions[2], positions[0]]
    assert battle.state["mission"]["placing"] == expected * 2
    page = words(phone(battle.code, seats[0].pk).get(f"/battles/{battle.code}/"))
    assert "Order: Ben, Dan, Cleo, Anna." in page


def test_a_mission_with_placed_entry_points_rolls_no_roll_off(of_pack):
    battle, (anna, _ben) = made("raid")
    with pytest.raises(Refused, match="no roll-off for entry points"):
        open_fire_setup.roll_off(code=battle.code, seat_id=anna.pk, key=key())
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=key())
    assert game_of(battle).round == 1
