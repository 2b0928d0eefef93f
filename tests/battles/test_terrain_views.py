"""The terrain sheet over HTTP: who may post each form, what bad input gets back, a preset tapped and then
named, the mine check's page, a minefield's sector kept from every page the opponent can open, and the
table's terrain card costing no query of its own. Services are tested in test_terrain.py and test_minefields.py."""

from __future__ import annotations

import uuid

import pytest
from django.test import Client

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import terrain as services
from battles.services import turns
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples
from tests.battles.pages import phone, queries_for, revealed_with, text, words
from tests.concurrency import run_at_once

NOT_SEATED = "Only a player seated in this battle can do that. Take a seat first."
SECTOR = "Zebra crossing 7"


def everything(battle) -> tuple:
    row = Battle.objects.filter(pk=battle.pk).values("state", "version", "entry_count", "head_hash", "phase")
    secrets = list(Seat.objects.filter(battle=battle).order_by("pk").values_list("secrets", flat=True))
    return list(row), secrets, list(LogEntry.objects.filter(battle=battle).values_list("seq", "hash"))


def piece_form(**extra) -> dict:
    return {"name": "Farmhouse", "cover": "medium", "terrain": "plains", "obstacle": "very-big", **extra}


def a_piece(battle, anna, ben) -> str:
    return services.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="hedge").data["added"]["id"]


def in_play(battle, anna, ben) -> str:
    a_piece(battle, anna, ben)
    ready_to_play(battle, anna, ben)
    return ""


def rifleman(seat) -> BattleUnit:
    return BattleUnit.objects.filter(seat=seat, unit_type="infantry").order_by("ref").first()


# url (with {p} for a piece id) -> (how to get there, what Anna posts)
SCENES = {
    "terrain/preset": (a_piece, lambda a, b: {"preset": "forest"}),
    "terrain/add": (a_piece, lambda a, b: piece_form()),
    "terrain/{p}/edit": (a_piece, lambda a, b: piece_form()),
    "terrain/{p}/remove": (a_piece, lambda a, b: {}),
    "terrain/fieldworks": (a_piece, lambda a, b: {"fieldwork": "sandbags", "sector": "north left"}),
    "terrain/mines": (in_play, lambda a, b: {"unit": str(rifleman(b).pk), "sector": "north left"}),
}


def _intruder(kind: str, battle, other_battle, other_seat) -> Client:
    if kind == "stranger":
        return phone()
    if kind == "spectator":
        browser = phone()
        assert browser.get(f"/battles/{battle.code}/watch/").status_code == 200
        return browser
    if kind == "seat-of-another-battle":
        return phone(other_battle.code, other_seat.pk)
    return phone(battle.code, other_seat.pk)


@pytest.mark.parametrize("who", ["stranger", "spectator", "seat-of-another-battle", "other-seat-under-this-code"])
@pytest.mark.parametrize("url", list(SCENES))
def test_only_a_seated_player_may_post_to_the_sheet(revealed, make_battle, url, who):
    battle, anna, ben = revealed
    get_there, form = SCENES[url]
    piece_id = get_there(battle, anna, ben)
    other_battle, other_seat = make_battle(host="Zed")
    data = {**form(anna, ben), "key": str(uuid.uuid4())}
    path = f"/battles/{battle.code}/{url.format(p=piece_id)}/"
    before = everything(battle)

    response = _intruder(who, battle, other_battle, other_seat).post(path, data)

    assert response.status_code == 400
    assert NOT_SEATED in text(response)
    assert everything(battle) == before
    assert phone(battle.code, anna.pk).post(path, data).status_code == 302  # the same post from Anna goes through
    assert everything(battle) != before


BAD_INPUT = {
    "no key": ("terrain/preset", a_piece, {"preset": "hedge"}, "Reload the page and try again."),
    "bad key": ("terrain/add", a_piece, piece_form(key="nope"), "Reload the page and try again."),
    "preset castle": ("terrain/preset", a_piece, {"preset": "castle"}, "Pick a piece from the list."),
    "no name": ("terrain/add", a_piece, piece_form(name=""), "Give the piece a name, like “farmhouse by the road”."),
    "name of 61": ("terrain/add", a_piece, piece_form(name="x" * 61), "Keep the name to 60 characters."),
    "blank name": ("terrain/{p}/edit", a_piece, piece_form(name="   "), "Give the piece a name"),
    "cover -2": (
        "terrain/{p}/edit",
        a_piece,
        piece_form(cover="-2"),
        "Pick a cover level: none, soft, medium or hard.",
    ),
    "terrain swamp": ("terrain/add", a_piece, piece_form(terrain="swamp"), "Pick a type of terrain from the list."),
    "obstacle huge": ("terrain/add", a_piece, piece_form(obstacle="huge"), "Pick an obstacle height from the list."),
    "unknown piece": ("terrain/p999/remove", a_piece, {}, "That piece is not on the terrain sheet any more."),
    "moat": ("terrain/fieldworks", a_piece, {"fieldwork": "moat", "sector": "n"}, "Pick a fieldwork from the list."),
    "no sector": ("terrain/fieldworks", a_piece, {"fieldwork": "sandbags", "sector": ""}, "Name the sector"),
    "too dear": ("terrain/fieldworks", a_piece, {"fieldwork": "bunker", "sector": "n"}, "you have 5 to spare"),
    "no unit": ("terrain/mines", in_play, {"unit": "", "sector": "n"}, "Pick the unit that entered the sector."),
    "unit abc": ("terrain/mines", in_play, {"unit": "abc", "sector": "n"}, "Pick the unit that entered the sector."),
    "unit 0": ("terrain/mines", in_play, {"unit": "0", "sector": "n"}, "Pick the unit that entered the sector."),
    "unit 999999": ("terrain/mines", in_play, {"unit": "999999", "sector": "n"}, "Pick the unit that entered"),
    "buy in play": ("terrain/fieldworks", in_play, {"fieldwork": "sandbags", "sector": "n"}, "bought during setup"),
    "mines in setup": ("terrain/mines", a_piece, {"unit": "1", "sector": "n"}, "Mines go off during play"),
}


@pytest.mark.parametrize("case", list(BAD_INPUT))
def test_bad_input_gets_a_sentence_and_changes_nothing(revealed, case):
    battle, anna, ben = revealed
    url, get_there, form, message = BAD_INPUT[case]
    piece_id = get_there(battle, anna, ben)
    data = {"key": str(uuid.uuid4()), **form}
    if case == "no key":
        del data["key"]
    if case == "mines in setup":
        data["unit"] = str(rifleman(ben).pk)
    before = everything(battle)

    response = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/{url.format(p=piece_id)}/", data)

    assert response.status_code == 400
    assert message in text(response)
    assert 'role="alert"' in response.text
    assert everything(battle) == before


def test_the_sheet_opens_after_the_reveal(seated):
    battle, anna, ben = seated
    response = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/terrain/preset/", {"preset": "hedge", "key": str(uuid.uuid4())}
    )
    assert response.status_code == 400
    assert "The terrain sheet opens once every detachment is revealed." in text(response)
    assert "The sheet opens once every detachment is revealed." in words(
        phone().get(f"/battles/{battle.code}/terrain/")
    )


@pytest.mark.parametrize("path", ["terrain/", "terrain/preset/", "terrain/mines/"])
def test_an_unknown_battle_is_404(client, db, path):
    response = client.post(f"/battles/ZZZZZZ/{path}", {"key": str(uuid.uuid4())}) if path != "terrain/" else None
    response = response or client.get(f"/battles/ZZZZZZ/{path}")
    assert response.status_code == 404


@pytest.mark.parametrize("path", ["terrain/preset/", "terrain/add/", "terrain/fieldworks/", "terrain/mines/"])
def test_a_get_to_a_form_is_405(revealed, path):
    battle, anna, _ = revealed
    assert phone(battle.code, anna.pk).get(f"/battles/{battle.code}/{path}").status_code == 405


# --- The happy paths -----------------------------------------------------------------------------------


def test_a_tapped_preset_opens_its_name_for_editing_then_saves_it(revealed):
    battle, anna, _ = revealed
    anna_phone = phone(battle.code, anna.pk)

    added = anna_phone.post(f"/battles/{battle.code}/terrain/preset/", {"preset": "stone-wall", "key": str(key())})
    piece_id = Battle.objects.get(pk=battle.pk).state["terrain"][0]["id"]
    assert added.status_code == 302
    assert added["Location"] == f"/battles/{battle.code}/terrain/?edit={piece_id}#piece-{piece_id}"
    page = anna_phone.get(added["Location"])
    assert f'id="{piece_id}-name"' in page.text and "autofocus" in page.text
    assert "Stone wall medium cover plains medium obstacle" in words(page)

    saved = anna_phone.post(
        f"/battles/{battle.code}/terrain/{piece_id}/edit/",
        {"key": str(key()), "name": "Wall by the church", "cover": "medium", "terrain": "plains", "obstacle": "medium"},
    )

    assert saved.status_code == 302
    assert "Wall by the church" in words(anna_phone.get(f"/battles/{battle.code}/terrain/"))
    assert LogEntry.objects.filter(battle=battle, kind="terrain").count() == 2


def test_a_spectator_reads_the_sheet_without_forms(revealed):
    battle, anna, _ = revealed
    services.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="forest")

    page = phone().get(f"/battles/{battle.code}/terrain/")

    assert page.status_code == 200
    assert "Forest soft cover dense woods can burn" in words(page)
    assert (
        "<form" not in page.text.split("<main>")[1].split("</main>")[0]
    )  # the footer's language switch is not the sheet's


def test_the_same_key_posted_twice_adds_one_piece(revealed):
    battle, anna, _ = revealed
    data = {"preset": "hedge", "key": str(key())}
    first = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/terrain/preset/", data)
    again = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/terrain/preset/", data)

    assert first["Location"] == again["Location"]
    assert len(Battle.objects.get(pk=battle.pk).state["terrain"]) == 1


@pytest.mark.django_db(transaction=True)
def test_a_double_tap_on_a_preset_adds_one_piece(arsenal):
    from battles.services import lobby

    battle, anna = lobby.battle_create(
        settings=lobby.BattleSettings(game_mode="victory-zones"), host_name="Anna", team="A", client_seed="a"
    )
    ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="b")
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    data = {"preset": "hedge", "key": str(key())}
    phones = [phone(battle.code, anna.pk), phone(battle.code, anna.pk)]

    results, errors = run_at_once(lambda i: phones[i].post(f"/battles/{battle.code}/terrain/preset/", data))

    assert errors == []
    assert [r.status_code for r in results] == [302, 302]
    assert len(Battle.objects.get(pk=battle.pk).state["terrain"]) == 1
    assert LogEntry.objects.filter(battle=battle, kind="terrain").count() == 1


def test_the_mine_check_page_says_what_to_roll_for_the_unit(revealed):
    battle, anna, ben = revealed
    services.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector=SECTOR)
    ready_to_play(battle, anna, ben)
    unit = rifleman(ben)
    ben_phone = phone(battle.code, ben.pk)

    miss = ben_phone.post(f"/battles/{battle.code}/terrain/mines/", {"key": str(key()), "unit": unit.pk, "sector": "x"})
    assert "No mines there" in words(ben_phone.get(miss["Location"]))
    hit = ben_phone.post(
        f"/battles/{battle.code}/terrain/mines/", {"key": str(key()), "unit": unit.pk, "sector": SECTOR}
    )
    page = ben_phone.get(hit["Location"])

    assert "Mined!" in words(page)
    assert f"/battles/{battle.code}/roll/effect-infantry/?target={unit.pk}" in page.text
    assert f"/battles/{battle.code}/roll/attack/?target={unit.pk}" in page.text
    assert f"mined {SECTOR}" in words(page)


# --- A minefield's sector reaches the opponent nowhere --------------------------------------------------


def _pages(battle) -> list[str]:
    code = battle.code
    return [f"/battles/{code}/", f"/battles/{code}/watch/", f"/battles/{code}/log/", f"/battles/{code}/log.json",
            f"/battles/{code}/terrain/", f"/battles/{code}/poll/?v=0&phase=lobby"]  # fmt: skip


@pytest.mark.parametrize("moment", ["setup", "playing"])
@pytest.mark.parametrize("who", ["opponent", "spectator", "stranger"])
def test_a_minefields_sector_appears_nowhere_before_it_goes_off(revealed, moment, who):
    battle, anna, ben = revealed
    services.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector=SECTOR)
    if moment == "playing":
        ready_to_play(battle, anna, ben)
        initiative(battle, anna, "5,2")
    browser = {"opponent": phone(battle.code, ben.pk), "spectator": phone(), "stranger": phone()}[who]

    for url in _pages(battle):
        response = browser.get(url)
        assert response.status_code in (200, 204, 286), url
        assert SECTOR.casefold() not in response.content.decode().casefold(), url
    owner = phone(battle.code, anna.pk)
    assert SECTOR in words(owner.get(f"/battles/{battle.code}/")) and SECTOR in words(owner.get(_pages(battle)[4]))


def test_once_it_goes_off_everyone_sees_the_mined_sector(revealed):
    battle, anna, ben = revealed
    services.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector=SECTOR)
    ready_to_play(battle, anna, ben)
    services.unit_entered(code=battle.code, seat_id=ben.pk, key=key(), sector=SECTOR, unit_id=rifleman(ben).pk)

    for url in _pages(battle)[1:5]:
        assert SECTOR in text(phone().get(url)), url


def test_the_end_of_the_battle_reveals_the_hidden_minefields(revealed):
    battle, anna, ben = revealed
    services.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="minefield", sector=SECTOR)
    ready_to_play(battle, anna, ben)
    Battle.objects.filter(pk=battle.pk).update(turn=battle.turn_limit)  # the last turn
    turns.roll_initiative(code=battle.code, seat_id=anna.pk, dice={"dice": ["6,1"]}, key=key())
    turns.end_turn(code=battle.code, seat_id=anna.pk, key=key())  # the battle ends: the mines are revealed

    page = phone().get(f"/battles/{battle.code}/terrain/")

    assert page.status_code == 200
    assert f"mined {SECTOR}" in words(page)
    entry = LogEntry.objects.filter(battle=battle).latest("seq")
    assert entry.kind == "mines" and entry.data["revealed"][0]["salt"]
    assert 'data-testid="mine-check"' not in phone().get(f"/battles/{battle.code}/terrain/?check={entry.seq}").text
    phone().get(f"/battles/{battle.code}/terrain/")
    assert LogEntry.objects.filter(battle=battle, kind="mines").count() == 1


# --- The table's terrain card ---------------------------------------------------------------------------


def _furnish(battle, anna, ben) -> None:
    for preset in ("stone-wall", "forest", "river"):
        services.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset=preset)
    services.fieldwork_buy(code=battle.code, seat_id=anna.pk, key=key(), fieldwork_key="sandbags", sector="north")
    services.fieldwork_buy(code=battle.code, seat_id=ben.pk, key=key(), fieldwork_key="minefield", sector=SECTOR)


@pytest.mark.parametrize("moment", ["setup", "playing"])
@pytest.mark.parametrize("page", ["", "watch/", "terrain/"], ids=["table", "watch", "terrain"])
def test_the_pages_take_the_same_number_of_queries_however_big(
    make_battle, make_detachment, player, stranger, page, moment
):
    counts = []
    for units in (10, 60):
        battle, anna, ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
        _furnish(battle, anna, ben)
        if moment == "playing":
            ready_to_play(battle, anna, ben)
        must_show = "Sandbags, north" if page == "terrain/" else "4 pieces on the sheet."
        counts.append(queries_for(phone(battle.code, anna.pk), f"/battles/{battle.code}/{page}", must_show))

    assert counts[0] == counts[1]


def test_the_card_shows_the_sides_fieldworks_and_links_the_sheet(revealed):
    battle, anna, ben = revealed
    _furnish(battle, anna, ben)

    card = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))

    assert "Terrain: 4 pieces on the sheet. Terrain sheet › Team A: Sandbags in north. Team B: Minefield." in card
    assert "1 minefield still hidden." in card
    assert f'href="/battles/{battle.code}/terrain/"' in phone().get(f"/battles/{battle.code}/watch/").text


def test_taking_back_a_change_from_the_terrain_page_goes_back_to_it(revealed):
    battle, anna, _ = revealed
    services.piece_add(code=battle.code, seat_id=anna.pk, key=key(), preset="hedge")
    browser = phone(battle.code, anna.pk)
    page = browser.get(f"/battles/{battle.code}/terrain/")
    assert "Take back my last change" in words(page) and 'name="back" value="terrain"' in page.text

    done = browser.post(
        f"/battles/{battle.code}/void/", {"key": str(uuid.uuid4()), "reason": "a slip", "back": "terrain"}
    )

    assert done.status_code == 302 and done["Location"] == f"/battles/{battle.code}/terrain/"
    assert Battle.objects.get(pk=battle.pk).state.get("terrain", []) == []
