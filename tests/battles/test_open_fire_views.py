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
from battles import urls as battle_urls
from battles.models import Battle, Seat
from battles.systems.open_fire import player_key
from rules.engine.open_fire import table
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403  (playing and what it stands on)
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


def test_dice_rolled_at_the_table_typed_on_the_phones(of_pack, client):
    """Three players made on the form with their own dice: the boxes ask for them, typing slips are refused in
    words and change nothing, and an attack that hits shows the defence box on every phone."""
    made = client.post("/battles/new/open-fire/", form(players="3", dice="table", display_name="Anna"))
    battle = Battle.objects.get(code=made["Location"].strip("/").split("/")[-1])
    assert battle.players == 3 and battle.state["mission"]["dice"] == "table"
    phones = {"Anna": client}
    for name in ("Ben", "Cleo"):
        phones[name] = Client()
        page = words(phones[name].get(f"/battles/{battle.code}/"))
        assert "Take the seat" in page
        team = "A" if name == "Cleo" else "B"
        phones[name].post(f"/battles/{battle.code}/join/", {"display_name": name, "team": team, "client_seed": name})
    for phone_ in phones.values():
        phone_.post(f"/battles/{battle.code}/of/choose/", {"key": str(uuid.uuid4()), "force": upload(RAIDERS)})
        phone_.post(f"/battles/{battle.code}/ready/")
    battle.refresh_from_db()
    assert battle.phase == "playing"
    page = client.get(f"/battles/{battle.code}/")
    assert 'data-testid="of-dice"' in page.content.decode() and "in this order: Anna, Ben, Cleo" in words(page)
    url = f"/battles/{battle.code}/of/initiative/"
    for typed, message in (("", "Type the dice you rolled"), ("nine three", "numbers from 1 to 12"),
                           ("9 3 13", "A D12 shows 1 to 12"), ("9 3", "")):  # fmt: skip
        answer = client.post(url, {"key": str(uuid.uuid4()), "dice": typed})
        assert answer.status_code == 400 and message in words(answer)
    assert Battle.objects.get(pk=battle.pk).entry_count == battle.entry_count  # nothing changed
    assert client.post(url, {"key": str(uuid.uuid4()), "dice": "3 11 7"}).status_code == 302
    game = table.from_json(Battle.objects.get(pk=battle.pk).state["open_fire"]["game"])
    ben = Seat.objects.get(battle=battle, display_name="Ben")
    assert game.active == player_key(ben)
    bens = next(u for u in game.units if u.player == player_key(ben))
    phones["Ben"].post(f"/battles/{battle.code}/of/activate/", {"key": str(uuid.uuid4()), "unit": str(bens.ref)})
    phones["Ben"].post(f"/battles/{battle.code}/of/done/", {"key": str(uuid.uuid4())})
    cleo = Seat.objects.get(battle=battle, display_name="Cleo")
    cleos = next(u for u in game.units if u.player == player_key(cleo))
    phones["Cleo"].post(f"/battles/{battle.code}/of/activate/", {"key": str(uuid.uuid4()), "unit": str(cleos.ref)})
    shot = phones["Cleo"].post(f"/battles/{battle.code}/of/attack/", {"key": str(uuid.uuid4()), "target": bens.ref,
                                                                       "weapon": "smg", "dice": "12 12"})  # fmt: skip
    assert shot.status_code == 302
    for name in ("Anna", "Ben", "Cleo"):  # every seat sees the defence box
        card = phones[name].get(f"/battles/{battle.code}/")
        assert 'data-testid="of-defend"' in card.content.decode()
    assert "Each die saves on" in words(card)
    defended = phones["Ben"].post(f"/battles/{battle.code}/of/defend/", {"key": str(uuid.uuid4()), "dice": "12 12"})
    assert defended.status_code == 302
    page = words(phones["Cleo"].get(f"/battles/{battle.code}/"))
    assert "2 hits, 0 damage" in page and "is acting" in page


# The round card's taps (posts to <code>/of/<tap>/), less the lobby's force choice and the odds (a page of its own).
OPEN_FIRE_TAPS = [
    str(p.pattern).split("/of/")[1].rstrip("/")
    for p in battle_urls.urlpatterns
    if "/of/" in str(p.pattern) and not str(p.pattern).endswith(("/of/choose/", "/of/odds/"))
]


@pytest.mark.parametrize("tap", OPEN_FIRE_TAPS)
def test_an_open_fire_tap_on_a_burst_of_fire_battle_gets_a_message_and_changes_nothing(playing, tap):
    """Every tap of Open Fire's round card, posted to a Burst of Fire battle in play (an old page, a typed address):
    the player reads why, and the battle stays as it was (the defence dice once ended in a server error)."""
    battle, anna, _ben = playing
    before = Battle.objects.get(pk=battle.pk)
    answer = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/of/{tap}/", {"key": str(uuid.uuid4()), "dice": "6 6", "unit": "1"}
    )
    assert answer.status_code == 400 and "not an Open Fire battle in play" in words(answer)
    after = Battle.objects.get(pk=battle.pk)
    assert (after.version, after.state, after.entry_count) == (before.version, before.state, before.entry_count)
