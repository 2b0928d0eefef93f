"""Issue 14.4: hostile values posted to every form and upload of the app never give a server error.

Each scenario is a visitor in a given place (a stranger, a player with a detachment, a dice room's host, a battle's
host in the lobby, in setup and in play); its pages are crawled from a few starting points (links, panels opened
on demand), every form on them is collected, and each form is posted many times with its fields replaced by
hostile values drawn by Hypothesis: NUL characters, huge and odd unicode text, numbers out of range, JSON-looking
strings, repeated and missing fields, and for file inputs hostile JSON (nested 1,000 deep, NUL, wrong types, not
UTF-8). Refusals (4xx, or a page with a message) are the point; a 5xx or an exception fails the test. The draws
are derandomized (the same values each run, so a failure repeats); the battles' own dice still vary."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armies.models import Detachment
from battles.models import Battle
from dice import services as dice_services
from tests.armies.builder_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, ready_to_play, seat_examples
from tests.hypothesis_profiles import examples

PAGES_MAX = 35  # pages crawled per scenario
EXAMPLES = examples(3)  # hostile posts per form drawn by Hypothesis (after three fixed ones)
SKIP = ("/accounts/logout/", "/admin/", ".json", "/verify.py", "/print/", "/export")

NASTY_WORDS = ["", " ", "-1", "0", "1e308", "NaN", "inf", "99999999999999999999999999", "[[[[[[", "{}", "null",
               "true", "<script>alert(1)</script>", "' OR 1=1 --", "%00", "../../etc/passwd", "\u202eevil", "🎲" * 50,
               "e\u0301" * 30, "\ud7ff\ue000\uffff", "１２３", "٣"]  # fmt: skip
HOSTILE = st.one_of(
    st.sampled_from(NASTY_WORDS),
    st.text(max_size=40).map(lambda text: text + "\x00"),
    st.just("x" * 100_000),
    st.text(max_size=60),
    st.integers().map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(str),
)
DEEP = b"[" * 1000 + b"]" * 1000
HOSTILE_FILES = st.sampled_from([
    DEEP, b'{"a":' * 1000 + b"1" + b"}" * 1000, b'{"name": "x\\u0000"}', b"\xff\xfe", b"[]", b"{}", b"null", b"7",
    b'{"units": 5, "name": [], "points": "many", "type": {}}', b'{"units": [{"key": []}]}', b'"' + b"x" * 200_000 + b'"',
    json.dumps({"format": "bof-roster", "units": [{"key": "x" * 5000, "count": -5}] * 50}).encode(),
])  # fmt: skip


class Page(HTMLParser):
    """The links, on-demand panels and forms of a page (with each field's name, kind and first value)."""

    def __init__(self, url: str, html: str) -> None:
        super().__init__()
        self.url, self.links, self.forms = url, set(), []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs) -> None:
        attr = dict(attrs)
        for name in ("href", "data-lazy", "hx-get"):
            if attr.get(name) and tag != "link":
                self.links.add(urljoin(self.url, attr[name]))
        if tag == "form":
            method = (attr.get("method") or "get").lower()
            self.forms.append(
                {"action": urljoin(self.url, attr.get("action") or self.url), "method": method, "fields": {}}
            )
        elif self.forms and tag in ("input", "select", "textarea", "button") and attr.get("name"):
            kind = "file" if attr.get("type") == "file" else "text"
            self.forms[-1]["fields"].setdefault(attr["name"], (kind, attr.get("value") or ""))


def _local(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.netloc not in ("", "testserver") or not parts.path.startswith("/"):
        return None
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    return None if any(skip in path for skip in SKIP) else path


def _crawl(client: Client, starts: list[str]) -> list[dict]:
    seen, queue, forms = set(), list(starts), {}
    while queue and len(seen) < PAGES_MAX:
        path = _local(queue.pop(0))
        if path is None or path in seen:
            continue
        seen.add(path)
        response = client.get(path, HTTP_X_PART="1" if "/part/" in path else "")
        assert response.status_code < 500, path
        if "text/html" not in response.get("Content-Type", ""):
            continue
        page = Page("http://testserver" + path, response.content.decode())
        queue.extend(sorted(page.links))
        for form in page.forms:
            key = (form["action"], form["method"], tuple(sorted(form["fields"])))
            forms.setdefault(key, form)
    return list(forms.values())


def _attack(client: Client, forms: list[dict]) -> int:
    """Post each form EXAMPLES times with hostile values; returns how many requests were made."""
    made = 0
    for form in forms:
        if (path := _local(form["action"])) is not None:
            made += _attack_one(client, form, path)
    return made


def _attack_one(client: Client, form: dict, path: str) -> int:
    made = 0
    for every in ("a\x00b", "x" * 100_000, "🎲\u202e" * 500):  # each field at once: NUL, huge, odd unicode
        payload = {name: every for name, (kind, _value) in form["fields"].items() if kind != "file"}
        send = client.post if form["method"] == "post" else client.get
        response = send(path, payload)
        made += 1
        assert response.status_code < 500, (path, every[:20])

    @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(data=st.data())
    def hit(data):
        nonlocal made
        payload = {}
        for name, (kind, value) in form["fields"].items():
            choice = data.draw(st.sampled_from(["keep", "hostile", "hostile", "drop", "twice"]))
            if kind == "file":
                payload[name] = SimpleUploadedFile("roster.json", data.draw(HOSTILE_FILES), "application/json")
            elif choice == "keep":
                payload[name] = value
            elif choice == "hostile":
                payload[name] = data.draw(HOSTILE)
            elif choice == "twice":
                payload[name] = [data.draw(HOSTILE), value]
        if form["method"] == "post":
            response = client.post(path, payload)
        else:
            response = client.get(path, {k: v for k, v in payload.items() if not hasattr(v, "read")})
        made += 1
        assert response.status_code < 500, (path, payload)

    hit()
    return made


def _seat(client: Client, battle, seat) -> Client:
    session = client.session
    session["battle_seats"] = {battle.code: seat.pk}
    session.save()
    return client


@pytest.fixture
def hostile_settings(settings):
    settings.DEBUG = False  # a 500 is raised to the test either way; pages render as in production


def test_a_stranger_gets_no_server_error_from_any_form(db, sample_pack, hostile_settings):
    client = Client()
    forms = _crawl(client, ["/", "/dice/", "/rules/", "/rules/calc/", "/rules/calc/attack/", "/armies/arsenal/",
                            "/accounts/signup/", "/accounts/login/", "/battles/", "/battles/new/", "/armies/new/"])  # fmt: skip
    assert len(forms) >= 8
    assert _attack(client, forms) >= 8 * EXAMPLES


def test_a_player_in_the_builder_gets_no_server_error_from_any_form(player, make_detachment, hostile_settings):
    detachment = make_detachment(player)
    client = Client()
    client.force_login(player)
    forms = _crawl(client, ["/armies/", f"/armies/{detachment.pk}/", "/armies/new/", "/armies/import/"])
    assert any("/armies/import/" in f["action"] for f in forms)
    assert _attack(client, forms) > 0


def test_a_dice_room_host_gets_no_server_error_from_any_form(db, hostile_settings):
    room, host = dice_services.room_create(host_name="Anna", client_seed="anna-seed")
    client = Client()
    session = client.session
    session["dice_seats"] = {room.code: host.pk}
    session.save()
    forms = _crawl(client, [f"/dice/{room.code}/", "/dice/new/"])
    assert _attack(client, forms) > 0


@pytest.mark.parametrize("phase", ["lobby", "setup", "playing"])
def test_a_battle_host_gets_no_server_error_from_any_form(seated, hostile_settings, phase):
    battle, anna, ben = seated
    if phase != "lobby":
        seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    if phase == "playing":
        ready_to_play(battle, anna, ben)
    client = _seat(Client(), battle, anna)
    forms = _crawl(client, [f"/battles/{battle.code}/", f"/battles/{battle.code}/roll/attack/"])
    assert len(forms) >= 3, [f["action"] for f in forms]
    assert _attack(client, forms) >= 3 * EXAMPLES


@pytest.mark.parametrize(
    ("method", "path", "data"),
    [
        ("get", "/armies/shared/%00/", {}),
        ("get", "/battles/find/", {"code": "AB\x00C"}),
        ("post", "/armies/new/example/", {"example": "de-regular-infantry-150", "name": "Gren\x00adiers"}),
        ("post", "/battles/new/", {"host_name": "An\x00na"}),
    ],
)
def test_a_nul_anywhere_in_a_request_gets_a_page_that_says_so_and_changes_nothing(client, player, method, path, data):
    client.force_login(player)
    before = (Detachment.objects.count(), Battle.objects.count())
    response = getattr(client, method)(path, data)

    assert response.status_code == 400
    assert "cannot be saved" in response.text and "Nothing was changed" in response.text
    assert (Detachment.objects.count(), Battle.objects.count()) == before
