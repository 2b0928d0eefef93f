"""Every address of the site, asked with garbage: no answer is a server error.

A phone at a table sends what its page offers, but an old page, a typed address, a double tap into another phase or
a curious player sends anything. Each test takes the site in one state (a battle in the lobby, in setup, in play;
an Open Fire battle in play; a running campaign), and asks every address the site has, with the battle's or the
campaign's code in it, as its players and as a stranger, by GET and by POST, with form fields drawn from a list of
names the forms use and values a form never sends (too long, negative, not a number, markup, a list). Whatever
the answer (the page, a message, a 404, a 405), it must not be a 500. The draws are seeded: a failure is the same
on every run. Posting the defence dice of Open Fire to a Burst of Fire battle was found this way (a KeyError)."""

from __future__ import annotations

import random
import re
import uuid
from collections.abc import Callable

import pytest
from django.test import Client
from django.urls import URLResolver, get_resolver

from rules.engine import catalog
from tests.battles.lobby_fixtures import *  # noqa: F403  (seated, revealed, playing)
from tests.battles.pages import phone
from tests.battles.test_open_fire_odds import in_round_two  # noqa: F401  (fixture)
from tests.battles.test_open_fire_play import of_pack  # noqa: F401  (fixture)
from tests.campaigns.fixtures import *  # noqa: F403  (running and what it stands on; the battles' fixtures)

VALUES = ["", "0", "-1", "999999999999999999999", "abc", "1.5", "1,2,3", "x" * 3000, "<script>", "ä", "None", "1e9",
          "  7 ", "[]", "true", ",".join(["6"] * 30), "A", "B", "move", "done", "2", "cm", "in", "on", "1 2 3", "12"]  # fmt: skip
FIELDS = ["key", "unit", "action", "target", "dice", "roll", "distance", "units", "attack_value", "reason", "step",
          "seat", "what", "note", "after_shot", "name", "team", "display_name", "code", "card", "marker", "stance",
          "order", "duty", "vehicle", "crew", "procedure", "seen", "checked", "count", "turn", "edge", "position",
          "choice", "stand_in", "answer", "side", "terrain", "feature", "value", "weapon", "transport", "objective",
          "left", "advance", "ability", "friend", "lost", "placed", "force", "mode", "points", "turn_limit",
          "combat_score_limit", "measure", "house_rules", "result", "winner", "scenario", "upgrade", "salvage",
          "amount", "morale", "kind", "v", "phase"]  # fmt: skip
SLUGS = ["act", "done", "end", "initiative", "quick", "deployment", "forces", "move", "x"]
REGIONS = ["", "1 playing", "abc", "99999999 setup x"]  # what a page says it shows when it asks for the regions


def addresses() -> list[str]:
    """Every route of the site but the admin's, as written in the URL configuration."""

    def walk(resolver, prefix=""):
        for pattern in resolver.url_patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern, prefix + str(pattern.pattern))
            else:
                yield prefix + str(pattern.pattern)

    return [route for route in walk(get_resolver()) if not route.startswith("admin")]


def server_errors(
    code: str, clients: list[Callable[[], Client]], ids: list[int], *, seed: int = 37, rounds: int = 1
) -> list:
    """Each address with `code` where it takes a code, asked with drawn garbage by one of the `clients` (made anew
    for each address: an address may end a session, as logging out does); the answers that were server errors."""
    draw, procedures = random.Random(seed), [*catalog.all_procedures(), "nope"]

    def part(found: re.Match) -> str:
        converter, name = found.group(1) or "str", found.group(2)
        if converter == "room" or "code" in name:
            return code
        if converter == "procedure":
            return draw.choice(procedures)
        if converter == "int":
            return str(draw.choice([0, 999999, *ids]))
        return draw.choice(SLUGS if converter == "slug" else ["x", "1", "A", "B", code])

    failed = []
    for _ in range(rounds):
        for route in addresses():
            url = "/" + re.sub(r"<(?:(\w+):)?(\w+)>", part, route)
            for client in [draw.choice(clients)()]:  # one of them, made anew: an address may end a session
                data = {name: draw.choice(VALUES) for name in draw.sample(FIELDS, draw.randint(0, 10))}
                if ids and draw.random() < 0.3:  # now and then a real unit or seat where a form names one
                    data[draw.choice(["unit", "target", "seat", "transport", "friend"])] = str(draw.choice(ids))
                keyed = data | {
                    "key": str(uuid.UUID(int=draw.getrandbits(128), version=4))
                }  # a fresh one-time key, as forms send
                for method, sent in ((client.get, data), (client.post, data), (client.post, keyed)):
                    answer = method(url, sent, HTTP_X_REGIONS=draw.choice(REGIONS))
                    if answer.status_code >= 500:
                        failed.append((method.__name__, url, answer.status_code, sent))
    return failed


def answered(client: Client) -> Client:
    client.raise_request_exception = False  # a view's exception is answered 500, as a server would
    return client


def players(code: str, *seats) -> list[Callable[[], Client]]:
    """A phone on each seat, and a stranger's."""
    return [*(lambda seat=seat: answered(phone(code, seat.pk)) for seat in seats), lambda: answered(Client())]


def unit_ids(battle) -> list[int]:
    return list(battle.units.order_by("ref").values_list("pk", flat=True)[:6])


@pytest.mark.parametrize("state", ["seated", "revealed", "playing"])
def test_no_address_answers_garbage_with_a_server_error_in_a_battle(request, sample_pack, state):
    battle, anna, ben = request.getfixturevalue(state)
    ids = [*unit_ids(battle), anna.pk, ben.pk]
    assert server_errors(battle.code, players(battle.code, anna, ben), ids) == []


@pytest.mark.django_db
def test_no_address_answers_garbage_with_a_server_error_in_an_open_fire_battle(in_round_two):  # noqa: F811
    battle, acting, waiting = in_round_two
    ids = [1, 2, 3, 101, 102, acting.pk, waiting.pk]  # Open Fire names its units by their ref
    assert server_errors(battle.code, players(battle.code, acting, waiting), ids) == []


def test_no_address_answers_garbage_with_a_server_error_in_a_campaign(running):
    campaign, anna, bruno = running

    def member(user) -> Client:
        client = answered(Client())
        client.force_login(user)
        return client

    members = [lambda: member(anna), lambda: member(bruno), lambda: answered(Client())]
    assert server_errors(campaign.code, members, [1, 2]) == []
