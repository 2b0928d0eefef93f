"""The dice room over HTTP: lobby, seats, rolls (plain and htmx), closing, polling and the export."""

from __future__ import annotations

import datetime as dt
import json
import uuid
from pathlib import Path

import pytest

import dice
from dice import fairplay, services
from dice.forms import CLIENT_SEED
from dice.models import DiceRoom, RollEntry, RoomMember

HTMX = {"HX-Request": "true"}


def roll_data(**overrides) -> dict:
    data = {"count": "3", "label": "Drift", "key": str(uuid.uuid4())}
    data.update(overrides)
    return {name: value for name, value in data.items() if value is not None}


@pytest.fixture
def host_room(make_room, seated_client):
    """A room whose host sits at the test client."""
    room, host = make_room()
    return room, host, seated_client(host)


# --- Lobby and opening a room ------------------------------------------------------------------


def test_it_renders_the_lobby_with_both_forms(client, db):
    response = client.get("/dice/")

    assert response.status_code == 200
    assert 'action="/dice/find/"' in response.text
    assert 'action="/dice/new/"' in response.text
    assert 'name="code"' in response.text
    assert 'name="display_name"' in response.text


def test_it_opens_a_room_and_seats_the_host(client, db):
    response = client.post("/dice/new/", {"display_name": "Anna", "client_seed": "anna-seed"})

    room = DiceRoom.objects.get()
    assert response.status_code == 302
    assert response["Location"] == f"/dice/{room.code}/"
    host = room.members.get()
    assert (host.display_name, host.client_seed, host.is_host) == ("Anna", "anna-seed", True)
    assert client.session["dice_seats"] == {room.code: host.pk}
    page = client.get(response["Location"])
    assert 'id="roll-form"' in page.text
    assert 'id="join"' not in page.text


def test_it_refuses_a_blank_name_when_opening_a_room(client, db):
    response = client.post("/dice/new/", {"display_name": "   ", "client_seed": ""})

    assert response.status_code == 400
    assert "Type the name the others know you by." in response.text
    assert not DiceRoom.objects.exists()


def test_it_refuses_a_client_seed_with_bad_characters(client, db):
    response = client.post("/dice/new/", {"display_name": "Anna", "client_seed": "bad seed!"})

    assert response.status_code == 400
    assert "Use only letters, digits, - and _ in a client seed." in response.text
    assert not DiceRoom.objects.exists()
    assert not RoomMember.objects.exists()


def test_it_draws_a_client_seed_when_none_is_given(client, db):
    client.post("/dice/new/", {"display_name": "Anna", "client_seed": ""})

    host = RoomMember.objects.get()
    assert host.client_seed
    assert CLIENT_SEED.match(host.client_seed)


# --- Finding a room by its code ----------------------------------------------------------------


def test_it_finds_a_room_by_its_lowercase_code(client, make_room):
    room, _host = make_room()

    response = client.get("/dice/find/", {"code": f"  {room.code.lower()} "})

    assert response.status_code == 302
    assert response["Location"] == f"/dice/{room.code}/"


def test_it_explains_an_unknown_code_in_the_finder(client, db):
    response = client.get("/dice/find/", {"code": "zzzzzz"})

    assert response.status_code == 404
    assert "There is no dice room with the code ZZZZZZ. Check the code and try again." in response.text
    assert "Rooms where nobody rolled are cleared away after 3 days." in response.text  # it may have been one


def test_it_asks_for_a_code_when_the_finder_is_empty(client, db):
    response = client.get("/dice/find/", {"code": ""})

    assert 400 <= response.status_code < 500
    assert "Type the code shown on the host" in response.text


# --- The room page -----------------------------------------------------------------------------


def test_it_shows_a_stranger_the_join_form_and_the_invitation(client, make_room):
    room, _host = make_room()

    response = client.get(f"/dice/{room.code}/")

    assert response.status_code == 200
    assert f'action="/dice/{room.code}/join/"' in response.text
    assert 'id="roll-form"' not in response.text
    assert "<svg" in response.text
    assert f"http://testserver/dice/{room.code}/" in response.text
    assert room.commitment in response.text
    assert room.server_seed not in response.text


def test_it_redirects_a_lowercase_room_code_to_the_uppercase_url(client, make_room):
    room, _host = make_room()

    response = client.get(f"/dice/{room.code.lower()}/")

    assert response.status_code == 302
    assert response["Location"] == f"/dice/{room.code}/"


def test_it_explains_an_unknown_room_instead_of_failing(client, db):
    response = client.get("/dice/ZZZZZZ/")

    assert response.status_code == 404
    assert "There is no dice room with the code ZZZZZZ." in response.text


@pytest.mark.parametrize(
    ("method", "url", "data"),
    [
        ("get", "/dice/%00/", {}),
        ("get", "/dice/%00/poll/", {"v": "0"}),
        ("get", "/dice/%00/log.json", {}),
        ("post", "/dice/%00/join/", {"display_name": "Ben"}),
        ("post", "/dice/%00/roll/", roll_data()),
        ("post", "/dice/%00/close/", {}),
    ],
    ids=["room", "poll", "log", "join", "roll", "close"],
)
def test_it_refuses_a_room_code_with_a_nul_byte_in_words(client, db, method, url, data):
    client.raise_request_exception = False

    response = getattr(client, method)(url, data)

    assert response.status_code == 400  # bof_site.unstorable: before any view
    assert "cannot be saved" in response.text


@pytest.mark.parametrize("rolls", [2, 30])
def test_it_renders_the_room_page_in_a_fixed_number_of_queries(host_room, roll, django_assert_num_queries, rolls):
    room, host, client = host_room
    for _ in range(rolls):
        roll(room, host)

    # 1 session, 2 room by code, 3 members, 4 the latest rolls (at most LIVE_ROLLS), however long the log.
    with django_assert_num_queries(4):
        response = client.get(f"/dice/{room.code}/")

    assert response.status_code == 200
    assert 'id="roll-form"' in response.text
    assert response.text.count("data-seq=") == rolls


@pytest.mark.parametrize("site_zone", ["UTC", "Europe/Berlin"])
def test_it_writes_each_rolls_time_in_utc_for_the_readers_phone_to_turn_local(host_room, roll, settings, site_zone):
    settings.TIME_ZONE = site_zone  # the page says UTC whatever zone the site runs in
    room, host, client = host_room
    entry = roll(room, host)
    at = entry.created_at.astimezone(dt.UTC)

    page = client.get(f"/dice/{room.code}/").text
    export = client.get(f"/dice/{room.code}/log.json").json()

    stamp = at.strftime("%Y-%m-%dT%H:%M:%SZ")
    assert f'<time datetime="{stamp}" data-local-time>{at:%H:%M:%S} UTC</time>' in page
    assert '<script src="/static/js/local-time.js" defer></script>' in page  # what turns it into local time
    assert export["entries"][0]["at"] == at.strftime("%Y-%m-%dT%H:%M:%S.%fZ")  # the log keeps UTC


# --- Joining ------------------------------------------------------------------------------------


def test_it_gives_a_joining_player_a_seat(client, make_room):
    room, _host = make_room()

    response = client.post(f"/dice/{room.code}/join/", {"display_name": "Ben", "client_seed": "ben-seed"})

    assert response.status_code == 302
    assert response["Location"] == f"/dice/{room.code}/"
    ben = room.members.get(display_name="Ben")
    assert (ben.position, ben.is_host, ben.client_seed) == (2, False, "ben-seed")
    assert 'id="roll-form"' in client.get(f"/dice/{room.code}/").text


@pytest.mark.parametrize(("taken", "newcomer"), [("Anna", "anna"), ("ΟΔΟΣ", "οδοσ"), ("Ida", "İda")])
def test_it_refuses_a_name_already_at_the_table(client, make_room, taken, newcomer):
    room, _host = make_room(host_name=taken)

    response = client.post(f"/dice/{room.code}/join/", {"display_name": newcomer, "client_seed": ""})

    assert response.status_code == 400
    assert f"Someone in this room is already called {newcomer}. Pick another name." in response.text
    assert room.members.count() == 1
    assert "dice_seats" not in client.session


def test_it_refuses_to_seat_anyone_in_a_closed_room(client, make_room):
    room, host = make_room()
    services.room_close(code=room.code, member_id=host.pk)

    response = client.post(f"/dice/{room.code}/join/", {"display_name": "Ben", "client_seed": ""})

    assert response.status_code == 400
    assert "This room is closed: no one can join it any more." in response.text
    assert room.members.count() == 1


def test_it_refuses_a_seat_when_the_room_is_full(client, make_room, make_member):
    room, _host = make_room()
    for n in range(2, 13):
        make_member(room, display_name=f"Player {n}", client_seed=f"seed-{n}")

    response = client.post(f"/dice/{room.code}/join/", {"display_name": "Thirteen", "client_seed": ""})

    assert response.status_code == 400
    assert "This room is full (12 people)." in response.text
    assert room.members.count() == 12


# --- Rolling ------------------------------------------------------------------------------------


def test_it_rolls_and_redirects_without_htmx(host_room):
    room, host, client = host_room

    response = client.post(f"/dice/{room.code}/roll/", roll_data(count="3", label="Drift"))

    assert response.status_code == 302
    assert response["Location"] == f"/dice/{room.code}/"
    entry = RollEntry.objects.get()
    assert (entry.seq, len(entry.dice), entry.label, entry.by_name) == (1, 3, "Drift", "Anna")


def test_it_rolls_with_htmx_and_returns_the_live_region_and_a_fresh_form(host_room):
    room, _host, client = host_room
    posted_key = str(uuid.uuid4())

    response = client.post(f"/dice/{room.code}/roll/", roll_data(count="3", key=posted_key), headers=HTMX)

    assert response.status_code == 200
    entry = RollEntry.objects.get()
    assert 'id="live"' in response.text
    assert "<html" not in response.text
    assert f'data-seq="{entry.seq}"' in response.text
    assert "".join(f'<span class="die" data-face="{face}">{face}</span>' for face in entry.dice) in response.text
    assert 'id="roll-form"' in response.text
    assert 'hx-swap-oob="true"' in response.text
    new_key = _hidden_key(response.text)
    assert uuid.UUID(new_key) != uuid.UUID(posted_key)


def _hidden_key(html: str) -> str:
    marker = 'name="key" value="'
    start = html.index(marker) + len(marker)
    return html[start : html.index('"', start)]


@pytest.mark.parametrize("headers", [{}, HTMX], ids=["plain", "htmx"])
def test_it_does_not_roll_twice_for_a_replayed_key(host_room, headers):
    room, _host, client = host_room
    data = roll_data()

    first = client.post(f"/dice/{room.code}/roll/", data, headers=headers)
    again = client.post(f"/dice/{room.code}/roll/", data, headers=headers)

    assert first.status_code == again.status_code == (200 if headers else 302)
    assert RollEntry.objects.count() == 1
    room.refresh_from_db()
    assert room.roll_count == 1


BAD_ROLLS = [
    pytest.param({"count": "0"}, "You can roll 1 to 8 dice at once.", id="count-0"),
    pytest.param({"count": "9"}, "You can roll 1 to 8 dice at once.", id="count-9"),
    pytest.param({"count": "abc"}, "You can roll 1 to 8 dice at once.", id="count-abc"),
    pytest.param({"key": None}, "Reload the page and roll again.", id="no-key"),
    pytest.param({"key": "not-a-uuid"}, "Reload the page and roll again.", id="bad-key"),
    pytest.param({"label": "x" * 81}, "Keep the label under 80 letters.", id="label-81"),
]


@pytest.mark.parametrize(("overrides", "message"), BAD_ROLLS)
def test_it_refuses_a_bad_roll_with_the_whole_page(host_room, overrides, message):
    room, _host, client = host_room

    response = client.post(f"/dice/{room.code}/roll/", roll_data(**overrides))

    assert response.status_code == 400
    assert "<html" in response.text
    assert message in response.text
    assert not RollEntry.objects.exists()


@pytest.mark.parametrize(("overrides", "message"), BAD_ROLLS)
def test_it_refuses_a_bad_htmx_roll_by_swapping_the_form(host_room, overrides, message):
    room, _host, client = host_room

    response = client.post(f"/dice/{room.code}/roll/", roll_data(**overrides), headers=HTMX)

    assert response.status_code == 422
    assert response["HX-Retarget"] == "#roll-form"
    assert response["HX-Reswap"] == "outerHTML"
    assert "<html" not in response.text
    assert 'id="roll-form"' in response.text
    assert message in response.text
    assert not RollEntry.objects.exists()


def test_it_asks_a_stranger_to_join_before_rolling(client, make_room):
    room, _host = make_room()

    response = client.post(f"/dice/{room.code}/roll/", roll_data())

    assert response.status_code == 400
    assert f'action="/dice/{room.code}/join/"' in response.text
    assert "Join the room with your name before rolling." in response.text
    assert not RollEntry.objects.exists()


def test_it_asks_a_stranger_to_join_before_an_htmx_roll(client, make_room):
    room, _host = make_room()

    response = client.post(f"/dice/{room.code}/roll/", roll_data(), headers=HTMX)

    assert response.status_code == 422
    assert "Join the room with your name before rolling." in response.text
    assert not RollEntry.objects.exists()


def test_it_refuses_to_roll_in_a_closed_room(host_room):
    room, host, client = host_room
    client.post(f"/dice/{room.code}/close/")

    plain = client.post(f"/dice/{room.code}/roll/", roll_data())
    htmx = client.post(f"/dice/{room.code}/roll/", roll_data(), headers=HTMX)

    assert plain.status_code == 400
    assert "This room is closed: its dice are put away." in plain.text
    assert htmx.status_code == 422
    assert "This room is closed: its dice are put away." in htmx.text
    assert not RollEntry.objects.exists()


def test_it_rolls_with_htmx_in_a_fixed_number_of_queries(host_room, roll, django_assert_num_queries):
    room, host, client = host_room
    roll(room, host)

    # 1 session; roll_dice: 2 SAVEPOINT (the test's transaction), 3 room SELECT ... FOR UPDATE,
    # 4 earlier roll with this key, 5 members (the roller and every client seed), 6 INSERT the entry,
    # 7 UPDATE the room, 8 RELEASE SAVEPOINT; the fragment reuses the locked room: 9 members, 10 latest rolls.
    with django_assert_num_queries(10):
        response = client.post(f"/dice/{room.code}/roll/", roll_data(), headers=HTMX)

    assert response.status_code == 200
    assert RollEntry.objects.count() == 2


# --- Closing ------------------------------------------------------------------------------------


def test_it_lets_the_host_close_the_room_and_reveals_the_seed(host_room):
    room, _host, client = host_room

    response = client.post(f"/dice/{room.code}/close/")

    assert response.status_code == 302
    assert response["Location"] == f"/dice/{room.code}/"
    room.refresh_from_db()
    assert room.is_closed
    page = client.get(f"/dice/{room.code}/")
    assert room.server_seed in page.text
    assert 'id="roll-form"' not in page.text
    assert "This room is closed." in page.text


def test_it_refuses_to_let_another_member_close_the_room(client, make_room, make_member, seated_client):
    room, _host = make_room()
    ben = make_member(room)

    response = seated_client(ben).post(f"/dice/{room.code}/close/")

    assert response.status_code == 403
    assert "Only the person who opened the room can close it." in response.text
    room.refresh_from_db()
    assert not room.is_closed
    assert room.server_seed not in response.text


def test_it_refuses_to_let_a_stranger_close_the_room(client, make_room):
    room, _host = make_room()

    response = client.post(f"/dice/{room.code}/close/")

    assert response.status_code == 403
    assert "Only the person who opened the room can close it." in response.text
    room.refresh_from_db()
    assert not room.is_closed


@pytest.mark.parametrize("action", ["join", "roll", "close"])
def test_it_answers_405_to_a_get_on_a_post_only_url(client, make_room, action):
    room, _host = make_room()

    assert client.get(f"/dice/{room.code}/{action}/").status_code == 405


def test_it_answers_405_to_a_get_on_the_new_room_url(client, db):
    assert client.get("/dice/new/").status_code == 405


# --- Polling ------------------------------------------------------------------------------------


def test_it_answers_an_unchanged_poll_with_204_in_one_query(client, make_room, django_assert_num_queries):
    room, _host = make_room()

    # 1 the room's version; no session, no body.
    with django_assert_num_queries(1):
        response = client.get(f"/dice/{room.code}/poll/", {"v": room.version})

    assert response.status_code == 204
    assert response.content == b""


def test_it_answers_a_stale_poll_with_the_live_fragment(client, make_room, make_member, roll):
    room, host = make_room()
    stale = room.version
    make_member(room)
    entry = roll(room, host)

    response = client.get(f"/dice/{room.code.lower()}/poll/", {"v": stale})

    room.refresh_from_db()
    assert response.status_code == 200
    assert response.text.lstrip().startswith('<section id="live"')
    assert "<html" not in response.text
    assert f'data-seq="{entry.seq}"' in response.text
    assert "Ben" in response.text
    assert f"?v={room.version}" in response.text
    assert 'hx-trigger="every 1s"' in response.text


def test_it_answers_a_poll_for_an_unknown_room_with_404(client, db):
    assert client.get("/dice/ZZZZZZ/poll/", {"v": "0"}).status_code == 404


def test_it_reloads_a_polling_phone_once_the_room_is_closed(host_room):
    room, _host, client = host_room
    client.post(f"/dice/{room.code}/close/")

    response = client.get(f"/dice/{room.code}/poll/", {"v": "0"})

    # The whole page must change (roll form gone, seed shown), so htmx is told to reload it.
    assert response.status_code == 200
    assert response["HX-Refresh"] == "true"
    page = client.get(f"/dice/{room.code}/")
    live = page.text.split('id="live"', 1)[1].split(">", 1)[0]
    assert "hx-trigger" not in live  # the closed page's live region polls no more


# --- The log export and the checker -------------------------------------------------------------


def test_it_exports_a_log_that_verifies_before_and_after_closing(host_room, make_member, roll):
    room, host, client = host_room
    ben = make_member(room)
    roll(room, host, count=3, label="Drift")
    roll(room, ben, count=8)

    open_log = client.get(f"/dice/{room.code}/log.json")

    room.refresh_from_db()
    assert open_log.status_code == 200
    assert open_log["Content-Type"] == "application/json"
    export = open_log.json()
    assert export["format"] == "bof-dice-log/2" and export["code"] == room.code
    assert export["head"] == room.head_hash
    assert export["server_seed"] is None
    assert [(e["seq"], e["by"], len(e["rolls"][0]["dice"])) for e in export["entries"]] == [
        (1, "Anna", 3),
        (2, "Ben", 8),
    ]
    report = fairplay.verify(export)
    assert report.ok, report.problems
    assert not report.seed_revealed

    client.post(f"/dice/{room.code}/close/")
    closed = client.get(f"/dice/{room.code}/log.json").json()

    room.refresh_from_db()
    assert closed["server_seed"] == room.server_seed
    assert closed["closing"]["closed"] == closed["closed_at"] == room.closed_at.strftime(fairplay.AT_FORMAT)
    report = fairplay.verify(closed, head=export["head"], commitment=room.commitment)  # the head seen open
    assert report.ok, report.problems
    assert (report.seed_revealed, report.rolls_recomputed, report.head) == (True, 2, room.head_hash)
    assert report.closed and report.head_noted == "after entry 2"


def test_it_answers_404_json_for_the_log_of_an_unknown_room(client, db):
    response = client.get("/dice/ZZZZZZ/log.json")

    assert response.status_code == 404
    assert "ZZZZZZ" in json.loads(response.content)["error"]


def test_it_serves_the_checker_as_a_download(client, db):
    response = client.get("/dice/verify.py")

    assert response.status_code == 200
    assert response["Content-Disposition"].startswith("attachment")
    assert 'filename="fairplay.py"' in response["Content-Disposition"]
    body = b"".join(response.streaming_content)
    response.close()
    assert body == (Path(dice.__file__).parent / "fairplay.py").read_bytes()
