"""HEAD answers like GET (issue 37): a link checker, a proxy's health probe or a browser's prefetch asks with HEAD,
and a page that answers GET must not answer HEAD with 405. The same status and headers, no body."""

from __future__ import annotations

import pytest

from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.pages import phone


@pytest.fixture
def pages(playing, make_room) -> list[str]:
    battle, _anna, _ben = playing
    room, _host = make_room()
    code = battle.code
    return [
        "/", "/healthz", "/battles/", f"/battles/{code}/", f"/battles/{code}/watch/", f"/battles/{code}/log/",
        f"/battles/{code}/terrain/", f"/battles/{code}/export.json", "/dice/", f"/dice/{room.code}/",
        "/rules/", "/rules/calc/attack/", "/armies/arsenal/",
    ]  # fmt: skip


def test_every_page_answers_head_as_it_answers_get(pages, playing):
    battle, anna, _ben = playing
    for url in pages:
        browser = phone(battle.code, anna.pk)
        got, head = browser.get(url), browser.head(url)
        assert head.status_code == got.status_code != 405, url
        assert head.get("Content-Type") == got.get("Content-Type"), url
        assert head.content == b"", url
