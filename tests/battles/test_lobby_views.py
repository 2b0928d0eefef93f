"""The battle lobby over HTTP: creating, joining, choosing in secret, readying, who may act, what leaks
before the reveal, polling, query counts and the log pages. Services are tested in test_lobby.py."""

from __future__ import annotations

import json
import re
import uuid

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import transaction
from django.test import Client

from armies.roster_check import check_document, example_document
from armies.roster_json import export_roster
from battles import selectors
from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import lobby, log
from dice import fairplay
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment)
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS
from tests.battles.pages import SEATS, phone, queries_for, revealed_with, text, words

NOT_SEATED = "Only a player seated in this battle can do that. Take a seat first."
UNIT_KEY = re.compile(r"\bde-[a-z0-9]")  # a German unit or weapon key ("code-input" does not match)


def battle_form(**overrides) -> dict:
    data = {
        "game_mode": "victory-zones",
        "players": "2",
        "cut_points": "on",
        "points": "150",
        "turn_limit": "5",
        "combat_score_limit": "",
        "measure": "cm",
        "display_name": "Anna",
        "team": "A",
        "client_seed": "anna-seed",
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


def everything() -> tuple:
    """Every row a lobby action could touch."""
    return (
        list(Seat.objects.order_by("pk").values()),
        list(Battle.objects.order_by("pk").values("pk", "version", "phase", "head_hash", "entry_count", "state")),
        LogEntry.objects.count(),
        BattleUnit.objects.count(),
    )


def roster_upload(doc, name: str = "roster.json") -> SimpleUploadedFile:
    content = doc if isinstance(doc, bytes) else json.dumps(doc).encode("utf-8")
    return SimpleUploadedFile(name, content, content_type="application/json")


@pytest.fixture
def anna_phone(seated):
    battle, anna, _ = seated
    return phone(battle.code, anna.pk)


@pytest.fixture
def ben_phone(seated):
    battle, _, ben = seated
    return phone(battle.code, ben.pk)


@pytest.fixture
def anna_chose(seated):
    """Anna has chosen the German example (not ready yet)."""
    battle, anna, ben = seated
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    return battle, anna, ben


# --- Home and creating a battle --------------------------------------------------------------------


@pytest.mark.parametrize("url", ["/battles/", "/battles/new/"])
def test_it_renders_the_battles_home_and_the_new_battle_form(client, db, url):
    response = client.get(url)

    assert response.status_code == 200
    assert ('action="/battles/find/"' in response.text) == (url == "/battles/")
    assert ('name="game_mode"' in response.text) == (url == "/battles/new/")


def test_it_creates_a_battle_seats_the_host_and_redirects_to_its_table(client, sample_pack):
    response = client.post("/battles/new/", battle_form(house_rules=["R23"]))

    battle = Battle.objects.get()
    host = battle.seats.get()
    assert response.status_code == 302
    assert response["Location"] == f"/battles/{battle.code}/"
    assert client.session[SEATS] == {battle.code: host.pk}
    assert (host.display_name, host.team, host.is_host, host.client_seed) == ("Anna", "A", True, "anna-seed")
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert 'id="my-seat"' in page.text
    assert 'id="join"' not in page.text


def test_it_logs_one_created_entry_naming_the_house_rules(client, sample_pack):
    client.post("/battles/new/", battle_form(house_rules=["R23"]))

    battle = Battle.objects.get()
    assert battle.house_rules == ["R23"]
    entries = list(LogEntry.objects.filter(battle=battle))
    assert [e.kind for e in entries] == ["created"]
    created = entries[0]
    assert created.data["house_rules"] == [{"id": "R23", "reading": lobby.SWITCHABLE["R23"].house_rule}]
    assert created.summary.endswith("; house rules R23.")
    assert created.by_name == "Anna"


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"display_name": None}, "Type the name the others know you by."),
        ({"game_mode": "total-war"}, "Pick a game mode from the list."),
        ({"players": "7"}, "A battle has 2 to 6 players."),
        ({"turn_limit": "0"}, "Play at least one turn."),
        ({"turn_limit": "abc"}, "Type the turns as a whole number."),
        ({"combat_score_limit": "9999"}, "The limit is at most 500."),
        ({"game_mode": "combat-only", "points": "5"}, "Points per side start at 10."),
        ({"house_rules": ["R1"]}, "Pick house rules from the list."),
        ({"team": "C"}, "Pick team A or team B."),
    ],
    ids=["no-name", "unknown-mode", "7-players", "0-turns", "abc-turns", "cs-9999", "5-points", "R1", "team-C"],
)
def test_it_refuses_bad_battle_settings_with_a_message(client, sample_pack, overrides, message):
    response = client.post("/battles/new/", battle_form(**overrides))

    assert response.status_code == 400
    assert message in text(response)
    assert not Battle.objects.exists()
    assert not Seat.objects.exists()
    assert SEATS not in client.session


# --- Joining ---------------------------------------------------------------------------------------


def test_it_seats_a_second_phone_that_joins(make_battle):
    battle, anna = make_battle()
    ben = phone()

    response = ben.post(f"/battles/{battle.code}/join/", {"display_name": "Ben", "team": "B", "client_seed": "b-1"})

    assert response.status_code == 302
    assert response["Location"] == f"/battles/{battle.code}/"
    seat = battle.seats.get(display_name="Ben")
    assert (seat.position, seat.team, seat.is_host, seat.client_seed) == (2, "B", False, "b-1")
    assert ben.session[SEATS] == {battle.code: seat.pk}
    page = ben.get(f"/battles/{battle.code}/")
    assert 'id="my-seat"' in page.text
    assert LogEntry.objects.filter(battle=battle, kind="joined", seat=seat).count() == 1


def _refused_join(battle, data) -> tuple:
    before = everything()
    response = phone().post(f"/battles/{battle.code}/join/", data)
    return response, before


def test_it_refuses_to_join_a_full_battle(seated):
    battle, _, _ = seated

    response, before = _refused_join(battle, {"display_name": "Cleo", "team": "A"})

    assert response.status_code == 400
    assert everything() == before
    assert "All 2 seats are taken. You can still watch the battle." in text(response)


@pytest.mark.parametrize("name", ["ANNA", "anna", "Anna"])
def test_it_refuses_a_name_already_taken_in_any_case(make_battle, name):
    battle, _ = make_battle(players=4)

    response, before = _refused_join(battle, {"display_name": name, "team": "B"})

    assert response.status_code == 400
    assert f"Someone here is already called {name}. Pick another name." in text(response)
    assert everything() == before


def test_it_refuses_to_join_a_full_team(make_battle):
    battle, _ = make_battle(players=4)
    lobby.seat_join(code=battle.code, display_name="Ben", team="A", client_seed="b")

    response, before = _refused_join(battle, {"display_name": "Cleo", "team": "A"})

    assert response.status_code == 400
    assert "Team A is full. Join the other team." in text(response)
    assert everything() == before


def test_it_refuses_to_join_a_started_battle(revealed):
    battle, _, _ = revealed

    response, before = _refused_join(battle, {"display_name": "Cleo", "team": "A"})

    assert response.status_code == 400
    assert everything() == before
    assert "This battle has started: you can watch it, but no one can join any more." in text(response)


@pytest.mark.parametrize("action", ["join", "choose", "ready", "unready"])
def test_it_answers_an_unknown_code_with_the_404_page(client, sample_pack, action):
    client.raise_request_exception = False
    data = {"display_name": "Ben", "team": "B", "source": "example", "example": GERMANS}

    response = client.post(f"/battles/ZZZZZZ/{action}/", data)

    assert response.status_code == 404
    assert "There is no battle with the code ZZZZZZ." in text(response)
    assert not Seat.objects.exists()


def test_the_code_finder_explains_an_unknown_code_and_that_unused_lobbies_are_cleared(client, db):
    response = client.get("/battles/find/", {"code": "zzzzzz"})

    assert response.status_code == 404
    assert "There is no battle with the code ZZZZZZ." in text(response)
    assert "Battles nobody starts are cleared away after 7 days." in text(response)


@pytest.mark.parametrize("path", ["", "watch/", "log/"])
def test_it_answers_an_unknown_code_on_a_page_with_the_404_page(client, db, path):
    client.raise_request_exception = False

    response = client.get(f"/battles/ZZZZZZ/{path}")

    assert response.status_code == 404
    assert "There is no battle with the code ZZZZZZ." in text(response)


# --- Choosing a detachment -------------------------------------------------------------------------


def test_it_chooses_a_sample_example_and_offers_ready(seated, anna_phone):
    battle, anna, _ = seated

    response = anna_phone.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": GERMANS})

    assert response.status_code == 302
    assert response["Location"] == f"/battles/{battle.code}/#my-seat"  # its Ready was below the screen
    anna.refresh_from_db()
    assert anna.roster == example_document(GERMANS)
    assert anna.roster_source == "A sample example"
    assert not anna.is_ready
    assert "(Ein Beispiel)" in text(anna_phone.get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de"))
    checked = lobby.seat_checked(battle, anna)
    page = text(anna_phone.get(response["Location"]))
    assert f"{checked.muster.points} / {checked.muster.limit} pts" in page
    assert checked.muster.limit == battle.points_a
    assert "Ready: seal my detachment" in page
    assert f'action="/battles/{battle.code}/ready/"' in page


def test_it_chooses_one_of_my_own_detachments(seated, player, make_detachment):
    battle, anna, _ = seated
    mine = make_detachment(player, name="Anna's own grenadiers")
    browser = phone(battle.code, anna.pk)
    browser.force_login(player)

    response = browser.post(f"/battles/{battle.code}/choose/", {"source": "mine", "detachment": str(mine.pk)})

    assert response.status_code == 302
    anna.refresh_from_db()
    assert anna.roster == export_roster(player, mine.pk)
    assert anna.roster_source == "One of my detachments"
    assert "Anna's own grenadiers" in text(browser.get(f"/battles/{battle.code}/"))


def test_it_refuses_another_players_detachment_and_leaks_nothing(seated, player, stranger, make_detachment):
    battle, anna, _ = seated
    make_detachment(player, name="Anna's own grenadiers")
    theirs = make_detachment(stranger, name="Bruno's secret flank march")
    browser = phone(battle.code, anna.pk)
    browser.force_login(player)
    before = everything()

    response = browser.post(f"/battles/{battle.code}/choose/", {"source": "mine", "detachment": str(theirs.pk)})

    assert response.status_code == 400
    page = text(response)
    assert "Pick one of yours." in page
    assert "Bruno" not in page
    assert "secret flank march" not in page
    assert everything() == before


def test_it_chooses_a_roster_file(seated, player, make_detachment, anna_phone):
    battle, anna, _ = seated
    doc = export_roster(player, make_detachment(player, name="Grenadiers from a file").pk)

    response = anna_phone.post(
        f"/battles/{battle.code}/choose/", {"source": "file", "roster_file": roster_upload(doc, "mine.json")}
    )

    assert response.status_code == 302
    anna.refresh_from_db()
    assert anna.roster == doc
    assert anna.roster_source == "File mine.json"
    assert "Grenadiers from a file" in text(anna_phone.get(f"/battles/{battle.code}/"))
    assert "(Datei mine.json)" in text(anna_phone.get(f"/battles/{battle.code}/", HTTP_ACCEPT_LANGUAGE="de"))


def _good_doc(player, make_detachment) -> dict:
    return export_roster(player, make_detachment(player).pk)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"this is not json {", "That file is not a roster exported from this app."),
        (b"\xff\xfe{\x00}\x00", "That file is not a roster exported from this app."),
        (
            b"[1, 2, 3]",
            "This roster cannot be used: it is not a roster exported from this app.",
        ),
        (b"", "That file is empty."),
        ("unknown-type", "This arsenal has no detachment type “xx-nothing”."),
        pytest.param(
            "nan",
            "That file is not a roster exported from this app.",
        ),
        pytest.param(
            "nul",
            "That file is not a roster exported from this app.",
        ),
    ],
    ids=["not-json", "not-utf8", "json-list", "empty", "unknown-type", "nan", "nul-char"],
)
def test_it_refuses_a_bad_roster_file_with_a_message(seated, anna_phone, player, make_detachment, content, message):
    battle, anna, _ = seated
    anna_phone.raise_request_exception = False  # a 500 must show as a status, not as an exception
    good = _good_doc(player, make_detachment)
    if content == "unknown-type":
        content = json.dumps({**good, "detachment_type": "xx-nothing"}).encode()
    elif content == "nan":
        content = json.dumps({**good, "points": {**good["points"], "free": float("nan")}}).encode()
    elif content == "nul":
        content = json.dumps({**good, "name": "Grena\u0000diers"}).encode()
    before = everything()

    response = anna_phone.post(
        f"/battles/{battle.code}/choose/", {"source": "file", "roster_file": roster_upload(content)}
    )

    assert response.status_code == 400
    assert message in text(response)
    anna.refresh_from_db()
    assert anna.roster is None
    assert everything() == before


def test_it_refuses_to_ready_a_detachment_over_the_limit(make_battle):
    battle, anna = make_battle(mode="probing-the-enemy-lines")  # 75 points a side
    browser = phone(battle.code, anna.pk)
    browser.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": GERMANS})
    anna.refresh_from_db()
    checked = lobby.seat_checked(battle, anna)
    assert checked.muster.points > 75

    response = browser.post(f"/battles/{battle.code}/ready/")

    assert response.status_code == 400
    page = text(response)
    assert "Your detachment cannot be used yet: " in page
    assert f"{checked.muster.points - 75} points over the limit of 75." in page
    anna.refresh_from_db()
    assert not anna.is_ready
    assert anna.roster_commitment == ""
    assert not LogEntry.objects.filter(battle=battle, kind="ready").exists()


@pytest.mark.parametrize("ref", [2**40, -3], ids=["huge", "negative"])
def test_it_refuses_a_roster_whose_unit_refs_cannot_be_snapshotted(seated, anna_phone, ben_phone, ref):
    battle, anna, _ = seated
    doc = example_document(GERMANS)
    doc["units"][-1]["ref"] = ref
    for browser in (anna_phone, ben_phone):
        browser.raise_request_exception = False
    anna_phone.post(f"/battles/{battle.code}/choose/", {"source": "file", "roster_file": roster_upload(doc)})
    anna_phone.post(f"/battles/{battle.code}/ready/")
    ben_phone.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": AMERICANS})

    response = ben_phone.post(f"/battles/{battle.code}/ready/")

    assert response.status_code in (302, 400)
    anna.refresh_from_db()
    assert anna.roster is None or anna.roster["units"][-1]["ref"] != ref


def test_it_asks_for_a_detachment_before_ready(seated, anna_phone):
    battle, anna, _ = seated
    before = everything()

    response = anna_phone.post(f"/battles/{battle.code}/ready/")

    assert response.status_code == 400
    assert "Choose a detachment first." in text(response)
    assert everything() == before


def test_it_explains_that_a_sealed_detachment_cannot_change(anna_chose, anna_phone):
    battle, _, _ = anna_chose
    anna_phone.post(f"/battles/{battle.code}/ready/")
    before = everything()

    response = anna_phone.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": AMERICANS})

    assert response.status_code == 400
    assert everything() == before
    assert "Your detachment is sealed. Unready first to change it." in text(response)


@pytest.mark.parametrize(
    "action",
    [
        pytest.param(
            "choose",
        ),
        "ready",
        "unready",
    ],
)
def test_it_explains_that_nothing_changes_after_the_reveal(revealed, anna_phone, action):
    battle, _, _ = revealed
    before = everything()

    response = anna_phone.post(f"/battles/{battle.code}/{action}/", ACTIONS[action])

    assert everything() == before
    if action == "ready":  # what it asked for is done: the battle's page, no refusal (a second tap on Ready)
        assert response.status_code == 302 and response["Location"] == f"/battles/{battle.code}/"
        return
    assert response.status_code == 400
    assert "The detachments are revealed: the battle has started." in text(response)


# --- Who may act -----------------------------------------------------------------------------------


def _intruder(kind: str, battle, other_battle, other_seat) -> Client:
    if kind == "stranger":
        return phone()
    if kind == "spectator":
        browser = phone()
        assert browser.get(f"/battles/{battle.code}/watch/").status_code == 200
        return browser
    if kind == "seat-of-another-battle":
        return phone(other_battle.code, other_seat.pk)
    # a session claiming another battle's seat under this battle's code
    return phone(battle.code, other_seat.pk)


ACTIONS = {
    "choose": {"source": "example", "example": AMERICANS},
    "ready": {},
    "unready": {},
    "setup/force-morale": {"team": "A", "roll": "1", "dice": ""},
}


@pytest.mark.parametrize(
    ("action", "who"),
    [
        pytest.param(action, who)
        for action in ACTIONS
        for who in ("stranger", "spectator", "seat-of-another-battle", "other-battles-seat-under-this-code")
    ],
)
def test_it_lets_only_a_seated_player_act(make_battle, action, who):
    battle, anna = make_battle()
    lobby.seat_choose(code=battle.code, seat_id=anna.pk, doc=example_document(GERMANS), source="Example")
    if action in ("unready", "setup/force-morale"):
        lobby.seat_ready(code=battle.code, seat_id=anna.pk)
    if action == "setup/force-morale":  # a setup roll needs a revealed battle
        ben = lobby.seat_join(code=battle.code, display_name="Ben", team="B", client_seed="ben-seed")
        lobby.seat_choose(code=battle.code, seat_id=ben.pk, doc=example_document(AMERICANS), source="Example")
        lobby.seat_ready(code=battle.code, seat_id=ben.pk)
        assert Battle.objects.get(pk=battle.pk).phase == "setup"
    other_battle, other_seat = make_battle(host="Zed")
    browser = _intruder(who, battle, other_battle, other_seat)
    before = everything()

    response = browser.post(f"/battles/{battle.code}/{action}/", {**ACTIONS[action], "key": str(uuid.uuid4())})

    assert response.status_code == 400
    assert everything() == before
    assert NOT_SEATED in text(response)


@pytest.mark.parametrize("path", ["", "watch/", "poll/", "log/", "log.json"])
def test_it_refuses_a_post_to_a_page_that_only_reads(seated, anna_phone, path):
    battle, _, _ = seated
    before = everything()

    response = anna_phone.post(f"/battles/{battle.code}/{path}")

    assert response.status_code == 405
    assert everything() == before


@pytest.mark.parametrize("path", ["join/", "choose/", "ready/", "unready/", "setup/force-morale/"])
def test_it_refuses_a_get_to_an_action(seated, anna_phone, path):
    battle, _, _ = seated

    response = anna_phone.get(f"/battles/{battle.code}/{path}")

    assert response.status_code == 405


# --- Nothing of a hidden detachment leaks before the reveal ------------------------------------------


def _strip_example_list(page: str) -> str:
    """The choose form lists every sample example by name for anyone choosing: that list is public."""
    return re.sub(r'<form method="post" action="/battles/\w+/choose/".*?</form>', "", page, flags=re.S)


def _secrets_in(page: str, name: str) -> list[str]:
    found = [word for word in (name, "Grenadier", "Schütze", "Germany") if word in page]
    return found + UNIT_KEY.findall(page)


@pytest.fixture
def anna_ready(anna_chose, anna_phone):
    battle, anna, ben = anna_chose
    assert anna_phone.post(f"/battles/{battle.code}/ready/").status_code == 302
    return battle, anna, ben


@pytest.mark.parametrize("who", ["ben", "stranger", "spectator"])
@pytest.mark.parametrize(
    "path", ["", "watch/", "poll/?v=0&phase=lobby", "log/", "log.json"], ids=["table", "watch", "poll", "log", "json"]
)
def test_it_shows_no_hidden_detachment_before_the_reveal(anna_ready, ben_phone, who, path):
    battle, anna, _ = anna_ready
    anna.refresh_from_db()
    battle.refresh_from_db()
    browser = ben_phone if who == "ben" else phone()
    if who == "spectator":
        assert browser.get(f"/battles/{battle.code}/watch/").status_code == 200

    response = browser.get(f"/battles/{battle.code}/{path}")

    assert response.status_code == 200
    page = _strip_example_list(text(response))
    assert _secrets_in(page, example_document(GERMANS)["name"]) == []
    assert anna.salt not in page
    assert battle.server_seed not in page
    if path == "":
        assert "Ready · sealed" in page  # the page does show the seats, just not what they hold


def test_it_shows_a_player_their_own_hidden_detachment(anna_ready, anna_phone):
    battle, anna, _ = anna_ready
    anna.refresh_from_db()

    page = words(anna_phone.get(f"/battles/{battle.code}/"))

    assert example_document(GERMANS)["name"] in page
    assert f"Sealed as {anna.roster_commitment[:12]}" in page
    assert "Unready to change it" in page


def test_it_shows_every_detachment_on_the_watch_page_after_the_reveal(anna_ready, ben_phone):
    battle, _, _ = anna_ready
    ben_phone.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": AMERICANS})
    assert ben_phone.post(f"/battles/{battle.code}/ready/").status_code == 302

    page = words(phone().get(f"/battles/{battle.code}/watch/"))

    battle.refresh_from_db()
    assert battle.phase == "setup"
    for key in (GERMANS, AMERICANS):
        assert example_document(key)["name"] in page
    views = selectors.seat_views(battle, with_units=True)
    assert [len(v.units) for v in views] == [len(example_document(k)["units"]) for k in (GERMANS, AMERICANS)]
    for view in views:
        for group in view.groups:
            assert f"{group.count} × {group.name} {group.quality} · {group.points} pts" in page
    assert "Schütze (rifleman)" in page


# --- Polling ---------------------------------------------------------------------------------------


def test_it_answers_an_unchanged_poll_with_204_in_one_query(seated, anna_phone, django_assert_num_queries):
    battle, _, _ = seated
    battle.refresh_from_db()

    with django_assert_num_queries(1):
        response = anna_phone.get(f"/battles/{battle.code}/poll/", {"v": str(battle.version), "phase": "lobby"})

    assert response.status_code == 204
    assert response.content == b""


def test_it_answers_a_stale_poll_with_the_live_seats(seated, anna_phone):
    battle, _, _ = seated
    battle.refresh_from_db()

    response = anna_phone.get(f"/battles/{battle.code}/poll/", {"v": str(battle.version - 1), "phase": "lobby"})

    assert response.status_code == 200
    assert 'id="live"' in response.text
    assert response.text.count('data-testid="seat"') == 2
    assert "Anna" in response.text and "Ben" in response.text
    assert f"?v={battle.version}&amp;phase=lobby" in response.text
    assert "<html" not in response.text


def test_it_asks_for_a_reload_when_the_phase_changed(revealed, anna_phone):
    battle, _, _ = revealed

    response = anna_phone.get(f"/battles/{battle.code}/poll/", {"v": "0", "phase": "lobby"})

    assert response.status_code == 200
    assert response["HX-Refresh"] == "true"


def test_it_answers_a_poll_for_an_unknown_battle_with_404(client, db):
    response = client.get("/battles/ZZZZZZ/poll/", {"v": "0", "phase": "lobby"})

    assert response.status_code == 404


# --- Query counts do not grow with the detachments -------------------------------------------------


@pytest.mark.parametrize("page", ["", "watch/", "part/forces/"], ids=["table", "watch", "forces"])
def test_it_renders_a_revealed_battle_in_the_same_number_of_queries_however_big(
    make_battle, make_detachment, player, stranger, page
):
    counts = []
    for units in (10, 60):
        battle, anna, _ben = revealed_with(make_battle, make_detachment, (player, stranger), units)
        browser = phone(battle.code, anna.pk)
        # The table page opens the forces on demand (its panel's link); the board and the panel list them.
        shows = "Open the forces" if page == "" else f"{units - 2} × Schütze (rifleman)"
        counts.append(queries_for(browser, f"/battles/{battle.code}/{page}", shows))

    assert counts[0] == counts[1]


# --- The log ---------------------------------------------------------------------------------------


def _entry_seqs(page: str) -> list[int]:
    return [int(n) for n in re.findall(r'id="entry-(\d+)"', page)]


@pytest.fixture
def into_turn_one(revealed):
    """The revealed battle with one entry in turn 1 (made through the log's one append path), so the turn
    filter has something to leave out."""
    battle, anna, ben = revealed
    with transaction.atomic():
        battle = Battle.objects.select_for_update().get(pk=battle.pk)
        battle.turn = 1
        log.append(battle, kind="note", summary="Turn 1 begins.", seat=ben)
    return battle, anna, ben


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("turn=0", lambda battle, anna: LogEntry.objects.filter(battle=battle, turn=0)),
        ("seat={anna}", lambda battle, anna: LogEntry.objects.filter(battle=battle, seat=anna)),
        ("turn=abc", lambda battle, anna: LogEntry.objects.filter(battle=battle)),
        ("turn=99999999999999999999", lambda battle, anna: LogEntry.objects.filter(battle=battle)),
        ("seat=-1", lambda battle, anna: LogEntry.objects.filter(battle=battle)),
        ("turn=1", lambda battle, anna: LogEntry.objects.filter(battle=battle, turn=1)),
        ("turn=2", lambda battle, anna: LogEntry.objects.none()),
    ],
    ids=["turn-0", "seat", "turn-abc", "turn-huge", "seat-negative", "turn-1", "turn-2"],
)
def test_it_filters_the_log_page_and_ignores_junk(into_turn_one, client, query, expected):
    battle, anna, _ = into_turn_one
    everything_logged = list(LogEntry.objects.filter(battle=battle).order_by("seq").values_list("seq", flat=True))
    assert len({e.turn for e in LogEntry.objects.filter(battle=battle)}) == 2  # turns 0 and 1: a filter shows

    response = client.get(f"/battles/{battle.code}/log/?{query.format(anna=anna.pk)}")

    assert response.status_code == 200
    want = list(expected(battle, anna).order_by("seq").values_list("seq", flat=True))
    assert _entry_seqs(response.text) == want
    if "abc" in query or "99999" in query or "-1" in query:
        assert want == everything_logged
    else:
        assert want != everything_logged
    if not want:
        assert "Nothing in the log for this filter." in response.text


def test_it_filters_the_log_by_seat_to_that_seat_only(into_turn_one, client):
    battle, anna, ben = into_turn_one

    page = client.get(f"/battles/{battle.code}/log/", {"seat": ben.pk}).text

    seqs = _entry_seqs(page)
    assert seqs
    assert set(seqs) == set(LogEntry.objects.filter(battle=battle, seat=ben).values_list("seq", flat=True))
    assert not set(seqs) & set(LogEntry.objects.filter(battle=battle, seat=anna).values_list("seq", flat=True))


def test_it_exports_a_log_that_verifies_with_the_battle_code_in_its_name(into_turn_one, client):
    battle, _, _ = into_turn_one

    response = client.get(f"/battles/{battle.code}/log.json")

    assert response.status_code == 200
    assert battle.code in response["Content-Disposition"]
    assert response["Content-Disposition"] == f'inline; filename="battle-{battle.code}.json"'
    export = response.json()
    report = fairplay.verify(export)
    assert report.ok, report.problems
    assert report.entries == LogEntry.objects.filter(battle=battle).count()
    assert export == json.loads(json.dumps(selectors.battle_export(battle)))


def test_the_choice_shows_one_source_at_a_time_own_lists_first_and_examples_with_nation_and_points(
    seated, player, make_detachment
):
    battle, anna, _ = seated
    browser = phone(battle.code, anna.pk)
    page = text(browser.get(f"/battles/{battle.code}/"))
    # A player without an account or lists starts on the examples: named with their nation, points counted.
    buttons = re.findall(r'name="example" value="([\w-]+)"[^>]*><span>([^<]+)</span><span class="help">(\d+) pts', page)
    assert len(buttons) > 10 and not any("points" in name for _, name, _ in buttons)
    germans = next(b for b in buttons if b[0] == GERMANS)
    points = check_document(example_document(GERMANS), base_points=150, players=2).muster.points
    assert int(germans[2]) == points
    assert '<h3 class="choose-nation">Germany</h3>' in page and 'name="detachment"' not in page

    browser.force_login(player)
    make_detachment(player, name="Anna's own grenadiers")
    page = text(browser.get(f"/battles/{battle.code}/"))
    assert "Anna's own grenadiers" in page and 'name="example"' not in page  # her own lists first, alone
    assert 'name="example"' in text(browser.get(f"/battles/{battle.code}/?source=example"))

    chosen = browser.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": GERMANS})  # one tap
    assert chosen.status_code == 302
    anna.refresh_from_db()
    assert anna.roster is not None and anna.roster_source == "A sample example"


def name_offered(client: Client, url: str) -> str | None:
    """The value the page's name field starts with (None: no name field, or an empty one)."""
    found = re.search(r'<input[^>]*name="display_name"[^>]*>', client.get(url).content.decode())
    value = found and re.search(r'value="([^"]*)"', found.group(0))
    return (value.group(1) or None) if value else None


def test_a_signed_in_player_finds_their_name_in_every_seat_form_and_nobody_finds_another(
    make_battle, django_user_model
):
    """Joining a battle or a dice room, or opening one, starts from the account's name (the players were left to
    type it, and a seat without one is refused); each reader sees their own on the same page, a stranger none."""
    battle, _anna = make_battle()
    pages = [f"/battles/{battle.code}/", "/battles/new/", "/battles/solo/", "/battles/new/open-fire/", "/dice/"]
    for name in ("ben-account", "cleo-account"):
        client = Client()
        client.force_login(django_user_model.objects.create_user(name, password="pw-for-the-test"))
        assert {url: name_offered(client, url) for url in pages} == {url: name for url in pages}
    assert {url: name_offered(Client(), url) for url in pages} == dict.fromkeys(pages)


def test_a_modules_switch_names_it_once(client, sample_pack):
    """The host's checkbox for a module read "M1 Vehicle movement: Chain of Command: Vehicle movement: Chain of
    Command. A vehicle's Move ..."; a house rule whose words do not begin with its title keeps both."""
    said = words(client.get("/battles/new/"))
    assert "M1 Vehicle movement: Chain of Command. A vehicle's Move rolls" in said
    assert "Chain of Command: Vehicle movement: Chain of Command" not in said
    assert re.search(r"R\d+ [^:]+: ", said)  # a ruling's switch: its title, then what it does


@pytest.mark.parametrize(
    ("points", "over", "notice"),
    [
        (75, "all", True),  # a defender's or a solo scenario's small force: no example fits
        (144, "some", False),  # the examples run from 141 to 148 points
        (150, "none", False),
    ],
)
def test_the_examples_say_which_cost_more_than_the_battles_points(make_battle, points, over, notice):
    battle, anna = make_battle(mode="combat-only", points=points)  # a mode whose points the host sets
    browser = phone(battle.code, anna.pk)
    page = text(browser.get(f"/battles/{battle.code}/?source=example"))
    offered = page.count('data-testid="example"')
    marked = page.count('data-testid="example-over"')
    assert offered > 0 and {"all": marked == offered, "some": 0 < marked < offered, "none": marked == 0}[over]
    assert ('data-testid="examples-over"' in page) == notice
    if notice:
        assert f"Every example is larger than this battle's {points} points." in page
        browser.cookies["django_language"] = "de"
        german = text(browser.get(f"/battles/{battle.code}/?source=example"))
        assert f"Jedes Beispiel ist größer als die {points} Punkte dieser Schlacht." in german and "zu teuer" in german


def test_a_second_tap_on_ready_after_the_reveal_opens_the_battle_without_a_refusal(seated, anna_phone, ben_phone):
    """A double tap on Ready: the first revealed the detachments, and the second showed "The detachments are
    revealed: the battle has started." as a red refusal on a page left at the form's address (a play-test)."""
    battle, _anna, _ben = seated
    for browser, example in ((anna_phone, GERMANS), (ben_phone, AMERICANS)):
        browser.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": example})
    anna_phone.post(f"/battles/{battle.code}/ready/")
    ben_phone.post(f"/battles/{battle.code}/ready/")
    battle.refresh_from_db()
    assert battle.phase != "lobby"
    entries = LogEntry.objects.filter(battle=battle).count()

    again = ben_phone.post(f"/battles/{battle.code}/ready/")

    assert again.status_code == 302 and again["Location"] == f"/battles/{battle.code}/"
    assert LogEntry.objects.filter(battle=battle).count() == entries


def test_the_hosts_invitation_comes_right_under_the_seats(seated, anna_phone):
    """It sat at the foot of the lobby, under the list of examples, folded away at about 6,800 px (a play-test),
    while the other phone's join page said to scan the host's code."""
    battle, _anna, _ = seated
    page = anna_phone.get(f"/battles/{battle.code}/").content.decode()
    assert page.index('data-testid="seat"') < page.index('class="card invite"') < page.index('id="my-seat"')


def test_the_fallen_are_one_line_without_their_tokens(anna_ready, ben_phone):
    """A play-test's force list read "4 × Schütze tot", "2 × Schütze tot verwundet" and "1 × Schütze tot verwundet
    niedergehalten": the tokens a man had when he fell split the dead into lines of no use at the table."""
    battle, anna, _ = anna_ready
    ben_phone.post(f"/battles/{battle.code}/choose/", {"source": "example", "example": AMERICANS})
    assert ben_phone.post(f"/battles/{battle.code}/ready/").status_code == 302
    riflemen = list(BattleUnit.objects.filter(seat=anna, profile_key="de-rifleman").order_by("ref"))
    for unit, tokens in zip(riflemen[:3], ({}, {"wounded": 1}, {"wounded": 1, "pinned": 1}), strict=True):
        BattleUnit.objects.filter(pk=unit.pk).update(status="dead", tokens=tokens)
    BattleUnit.objects.filter(pk=riflemen[3].pk).update(tokens={"pinned": 1})  # standing: his token counts
    battle.refresh_from_db()
    view = next(v for v in selectors.seat_views(battle, with_units=True) if v.seat.pk == anna.pk)
    dead = [g for g in view.groups if g.status == "dead"]
    assert [(g.count, g.tokens) for g in dead] == [(3, {})]
    assert any(g.tokens == {"pinned": 1} and g.status == "active" for g in view.groups)
