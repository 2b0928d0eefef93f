"""An Open Fire battle over HTTP: the new-battle form (bad input gets a message and makes nothing), the lobby's
force chosen from the player's own or a file, and the round's taps, each refused in words when it cannot be."""

from __future__ import annotations

import io
import json
import uuid

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client

from armies import open_fire as forces_built
from battles.models import Battle, Seat
from battles.systems.open_fire import player_key
from rules.engine.open_fire import table
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db
RAIDERS = {"format": "open-fire-force/1", "name": "Raiders", "pack": "hedgerows-1944",
           "units": [{"ref": 1, "unit": "rifle-squad"}]}  # fmt: skip


@pytest.fixture
def of_pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())


def form(**extra):
    return {"key": str(uuid.uuid4()), "display_name": "Anna", "mission": "skirmish", "rounds": "3", **extra}


def upload(doc: object, name="force.json"):
    f = io.BytesIO(json.dumps(doc).encode() if not isinstance(doc, bytes) else doc)
    f.name = name
    return f


def test_the_form_makes_a_battle_and_seats_its_host(of_pack, client):
    assert "New Open Fire battle" in client.get("/battles/").content.decode()
    made = client.post("/battles/new/open-fire/", form(points="300"))
    battle = Battle.objects.get()
    assert made["Location"] == f"/battles/{battle.code}/"
    assert (battle.system, battle.turn_limit, battle.points_a) == ("open-fire", 3, 300)
    page = words(client.get(made["Location"]))
    assert "Open Fire" in page and "Your force" in page


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"rounds": "0"}, "Play between 1 and 20 rounds."),
        ({"rounds": "x"}, "Play between 1 and 20 rounds."),
        ({"points": "lots"}, "Type the points as a whole number"),
        ({"mission": "conquest"}, "Pick a mission from the list."),
        ({"display_name": " "}, "Type the name the others will see."),
    ],
)
def test_bad_input_gets_a_message_and_makes_nothing(of_pack, client, given, message):
    response = client.post("/battles/new/open-fire/", form(**given))
    assert response.status_code == 400 and message in words(response)
    assert not Battle.objects.exists()


def test_a_whole_lobby_and_a_first_activation_over_http(of_pack, client):
    anna_user = get_user_model().objects.create_user("anna-ofv", password="pw")
    client.force_login(anna_user)
    able = forces_built.create(anna_user, pack_key="hedgerows-1944", name="Able", points_limit=None)
    forces_built.add(anna_user, able.pk, "veteran-squad")
    client.post("/battles/new/open-fire/", form())
    battle = Battle.objects.get()
    anna = Seat.objects.get(battle=battle)
    ben_phone = Client()
    ben_phone.post(f"/battles/{battle.code}/join/", {"display_name": "Ben", "team": "B", "client_seed": "ben"})
    ben = Seat.objects.get(battle=battle, display_name="Ben")

    bad = ben_phone.post(f"/battles/{battle.code}/of/choose/", {"key": str(uuid.uuid4()), "force": upload(b"nope")})
    assert bad.status_code == 400 and "That file is not JSON" in words(bad)
    wrong = ben_phone.post(f"/battles/{battle.code}/of/choose/", {"key": str(uuid.uuid4()),
                                                                  "force": upload({"format": "bof-roster/1"})})  # fmt: skip
    assert wrong.status_code == 400 and "choose an Open Fire force" in words(wrong)
    ok = ben_phone.post(f"/battles/{battle.code}/of/choose/", {"key": str(uuid.uuid4()), "force": upload(RAIDERS)})
    assert ok.status_code == 302
    ben_phone.post(f"/battles/{battle.code}/ready/")
    none_of_mine = client.post(f"/battles/{battle.code}/of/choose/", {"key": str(uuid.uuid4()), "force": "999999"})
    assert none_of_mine.status_code == 400 and "Pick one of your forces" in words(none_of_mine)
    client.post(f"/battles/{battle.code}/of/choose/", {"key": str(uuid.uuid4()), "force": str(able.pk)})
    client.post(f"/battles/{battle.code}/ready/")
    battle.refresh_from_db()
    assert battle.phase == "playing"

    client.post(f"/battles/{battle.code}/of/initiative/", {"key": str(uuid.uuid4())})
    game = table.from_json(Battle.objects.get(pk=battle.pk).state["open_fire"]["game"])
    first, other = (client, ben_phone) if game.active == player_key(anna) else (ben_phone, client)
    mine = next(u for u in game.units if u.player == game.active)
    out_of_turn = other.post(f"/battles/{battle.code}/of/activate/", {"key": str(uuid.uuid4()), "unit": "1"})
    assert out_of_turn.status_code == 400 and "the other player's turn" in words(out_of_turn)
    assert (
        first.post(
            f"/battles/{battle.code}/of/activate/", {"key": str(uuid.uuid4()), "unit": str(mine.ref)}
        ).status_code
        == 302
    )
    page = words(first.get(f"/battles/{battle.code}/"))
    assert f"{mine.name} is acting." in page
    blocked = first.post(f"/battles/{battle.code}/of/attack/", {"key": str(uuid.uuid4()), "target": "1",
                                                                "weapon": "smg", "line_of_sight": "blocked"})  # fmt: skip
    assert blocked.status_code == 400 and "blocked allows no attack" in words(blocked)
    assert first.post(f"/battles/{battle.code}/of/done/", {"key": str(uuid.uuid4())}).status_code == 302
    watching = Client().get(f"/battles/{battle.code}/watch/")
    assert watching.status_code == 200 and "Round 1" in words(watching)
    assert ben.pk != anna.pk
    assert phone(battle.code, ben.pk).get(f"/battles/{battle.code}/poll/?v=0&phase=playing").status_code in (
        200,
        204,
        286,
    )


def test_an_ended_battles_report_is_its_own_page_with_the_result(of_pack):
    from battles.systems import open_fire_play
    from tests.battles.test_open_fire_play import battle_in_play

    battle, anna, ben = battle_in_play(rounds=1)
    open_fire_play.initiative(code=battle.code, seat_id=anna.pk, key=uuid.uuid4())
    while (game := table.from_json(Battle.objects.get(pk=battle.pk).state["open_fire"]["game"])).phase != "ended":
        seat = anna if game.active == player_key(anna) else ben
        unit = next(u for u in game.units if u.player == game.active and not table.may_activate(game, u))
        open_fire_play.activate(code=battle.code, seat_id=seat.pk, unit=unit.ref, key=uuid.uuid4())
        open_fire_play.done(code=battle.code, seat_id=seat.pk, key=uuid.uuid4())
    page = words(Client().get(f"/battles/{battle.code}/report/"))
    assert "The battle is over" in page and "A draw on victory points." in page and "Team B wins" not in page
