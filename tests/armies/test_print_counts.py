"""The print view's totals count in the reader's language: one action is "1 Aktion", not "1 Aktionen" (a German look
at 360 px); several stay plural."""

from __future__ import annotations

import re

import pytest

from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add


def totals(client, detachment, language: str) -> str:
    client.cookies["django_language"] = language
    page = client.get(f"/armies/shared/{detachment.share_token}/print/").text
    line = re.search(r'<p class="print-totals">(.*?)</p>', page, re.S).group(1)
    return re.sub(r"<[^>]+>", "", line)


@pytest.mark.parametrize(
    ("language", "one", "many"), [("en", "1 action ·", "actions ·"), ("de", "1 Aktion ·", "Aktionen ·")]
)
def test_one_action_is_singular_and_more_are_plural(client, player, make_detachment, language, one, many):
    detachment = make_detachment(player)  # its officer alone: one action
    assert one in totals(client, detachment, language)
    add(player, detachment, "de-rifleman", 3)
    said = totals(client, detachment, language)
    assert one not in said and many in said
