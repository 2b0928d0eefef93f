"""The home page, the health check against a really unreachable database, and the page security policy."""

from __future__ import annotations

import re

import pytest
from django.db import connection

SCRIPT_TAG = re.compile(r"<script\b[^>]*>", re.IGNORECASE)
SCRIPT_SRC = re.compile(r"""\bsrc\s*=\s*["']([^"']*)["']""", re.IGNORECASE)


def test_it_renders_the_home_page_with_a_link_to_the_dice_room(client, db):
    response = client.get("/")

    assert response.status_code == 200
    assert 'href="/dice/"' in response.text


def test_it_reports_healthy_when_the_database_answers(client, db):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.text.strip() == "ok"
    assert "no-cache" in response["Cache-Control"]


def test_the_health_check_answers_over_plain_http_where_every_other_page_redirects(client, db, settings):
    settings.SECURE_SSL_REDIRECT = True  # as in production: a balancer's check comes over plain HTTP

    assert client.get("/healthz").status_code == 200
    assert client.get("/").status_code == 301


def test_it_reports_503_when_the_database_is_unreachable(client, db):
    original = connection.settings_dict.copy()
    connection.settings_dict.update({"HOST": "127.0.0.1", "PORT": "1"})  # nothing listens on port 1
    connection.close()
    try:
        response = client.get("/healthz")
    finally:
        connection.settings_dict.clear()
        connection.settings_dict.update(original)
        connection.close()

    assert response.status_code == 503
    assert "database unreachable" in response.text


@pytest.fixture
def html_pages(client, make_room, seated_client):
    """Every kind of page a player sees: anonymous pages, a room as a stranger and as its host."""
    room, host = make_room()
    stranger = {
        "home": client.get("/"),
        "lobby": client.get("/dice/"),
        "room (stranger)": client.get(f"/dice/{room.code}/"),
        "login": client.get("/accounts/login/"),
        "signup": client.get("/accounts/signup/"),
        "not found": client.get("/dice/ZZZZZZ/"),
    }
    stranger["room (host)"] = seated_client(host).get(f"/dice/{room.code}/")
    return stranger


def test_it_sends_a_strict_content_security_policy_with_every_page(html_pages):
    for name, response in html_pages.items():
        assert response["Content-Type"].startswith("text/html"), name
        policy = response["Content-Security-Policy"]
        directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
        script_src = directives.get("script-src", directives.get("default-src"))
        assert script_src, f"{name}: no script-src in {policy!r}"
        assert "'unsafe-inline'" not in script_src, name
        assert "'unsafe-eval'" not in script_src, name


def test_it_puts_no_inline_script_on_any_page(html_pages):
    for name, response in html_pages.items():
        tags = SCRIPT_TAG.findall(response.text)
        assert tags, f"{name}: expected the page's script tags"
        inline = [tag for tag in tags if not SCRIPT_SRC.search(tag)]
        assert inline == [], f"{name} has inline scripts: {inline}"
        assert not re.search(r"\son[a-z]+\s*=", response.text, re.IGNORECASE), f"{name} has an inline handler"


def test_it_serves_htmx_and_every_script_from_our_own_static_files(html_pages):
    for name, response in html_pages.items():
        sources = [SCRIPT_SRC.search(tag).group(1) for tag in SCRIPT_TAG.findall(response.text)]
        assert any("htmx" in src for src in sources), f"{name}: htmx is missing ({sources})"
        for src in sources:
            assert src.startswith("/static/"), f"{name} loads {src}"
            assert not re.match(r"(https?:)?//", src), f"{name} loads {src} from another host"


@pytest.mark.parametrize("path", ["/", "/healthz", "/rules/", "/battles/NOSUCH/"])
def test_every_answer_forbids_the_browser_features_the_site_never_uses(client, db, path):
    response = client.get(path)

    policy = dict(item.strip().split("=", 1) for item in response.headers["Permissions-Policy"].split(","))
    for feature in ("camera", "microphone", "geolocation", "payment", "usb"):
        assert policy[feature] == "()", feature
