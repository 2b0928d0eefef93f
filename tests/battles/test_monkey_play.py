"""A battle played by a monkey through the table page's own forms: at each step a phone (mostly the one whose
activation it is) loads the table, now and then opens one of its roll pages, and sends one of the forms it finds,
filled as a player might (the hidden fields as given, small numbers and dice in the boxes, an option of each list,
one of the buttons) or now and then with junk in a field. Taking back, claiming the objective and ending the turn
are sent less often, so the game goes deep. No answer may be a server error, and however the battle ended up, its
log verifies: the players' checker and the server's replay of every change."""

from __future__ import annotations

import random
from html.parser import HTMLParser

import pytest

from battles.models import Battle
from tests.battles.lobby_fixtures import *  # noqa: F403  (revealed, playing and what they stand on)
from tests.battles.lobby_fixtures import verified
from tests.battles.pages import phone
from tests.bof_site.test_no_server_errors import answered

STEPS = 150
JUNK = ["", "-1", "0", "x", "999999999", ",".join(["6"] * 25), "1.5", "ä", "<b>"]
RARE = ("/turn/end/", "/void/", "/objective/")  # sent one time in ten: they end a turn, a game, or undo


class Page(HTMLParser):
    """The page's forms (action, method, inputs, lists with their options, buttons) and its links in the battle."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.forms: list[dict] = []
        self.links: list[str] = []
        self._list: str | None = None
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "form":
            method = (a.get("method") or "get").lower()
            self.forms.append({"action": a.get("action") or "", "method": method, "inputs": [], "lists": {}, "buttons": []})  # fmt: skip
        elif tag == "a" and (a.get("href") or "").startswith("/battles/"):
            self.links.append(a["href"])
        elif self.forms and tag in ("input", "textarea") and a.get("name"):
            self.forms[-1]["inputs"].append((a["name"], a.get("type") or "text", a.get("value") or ""))
        elif self.forms and tag == "select" and a.get("name"):
            self._list = a["name"]
            self.forms[-1]["lists"][self._list] = []
        elif self.forms and tag == "option" and self._list:
            self.forms[-1]["lists"][self._list].append(a.get("value") or "")
        elif self.forms and tag == "button" and a.get("name"):
            self.forms[-1]["buttons"].append((a["name"], a.get("value") or ""))

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._list = None


def filled(form: dict, draw: random.Random) -> dict:
    data: dict[str, str] = {}
    for name, kind, value in form["inputs"]:
        if kind == "hidden":
            data[name] = value if draw.random() < 0.9 else draw.choice(JUNK)
        elif kind in ("checkbox", "radio"):
            if draw.random() < 0.5:
                data.setdefault(name, value or "on")
        elif draw.random() < 0.85:
            typed = [str(draw.randint(1, 12)), str(draw.randint(1, 60)), f"{draw.randint(1, 6)},{draw.randint(1, 6)}"]
            data[name] = draw.choice([*typed, value])
        else:
            data[name] = draw.choice(JUNK)
    for name, options in form["lists"].items():
        data[name] = draw.choice(options) if options and draw.random() < 0.9 else draw.choice(JUNK)
    if form["buttons"]:
        name, value = draw.choice(form["buttons"])
        data[name] = value
    return data


@pytest.mark.parametrize(("start", "seed"), [("revealed", 4), ("playing", 5)])
def test_a_monkey_on_the_table_forms_meets_no_server_error_and_leaves_a_log_that_verifies(
    request, sample_pack, start, seed
):
    battle, anna, ben = request.getfixturevalue(start)
    draw, failed, accepted = random.Random(seed), [], 0
    for _ in range(STEPS):
        now = Battle.objects.get(pk=battle.pk)
        if now.phase == "ended":
            break
        acting = next((s for s in (anna, ben) if s.pk == (now.state or {}).get("active")), None)
        seat = acting if acting is not None and draw.random() < 0.75 else draw.choice([anna, ben])
        browser = answered(phone(battle.code, seat.pk))
        shown = browser.get(f"/battles/{battle.code}/")
        assert shown.status_code < 500
        page = Page(shown.content.decode())
        rolls = [link for link in page.links if "/roll/" in link]
        if rolls and draw.random() < 0.35:
            roll_page = browser.get(draw.choice(rolls))
            assert roll_page.status_code < 500
            page = Page(roll_page.content.decode())
        forms = [f for f in page.forms if f["method"] == "post" and f["action"].startswith("/battles/")]
        calm = [f for f in forms if not f["action"].endswith(RARE)]
        if not forms:
            continue
        form = draw.choice(calm if calm and draw.random() < 0.9 else forms)
        data = filled(form, draw)
        answer = browser.post(form["action"], data, HTTP_X_REGIONS=draw.choice(["", f"{now.version} {now.phase}"]))
        if answer.status_code >= 500:
            failed.append((form["action"], data))
        accepted += answer.status_code < 400
    assert failed == []
    assert accepted > STEPS // 5  # the monkey played: most of its taps were forms a player could send
    verified(Battle.objects.get(pk=battle.pk))
