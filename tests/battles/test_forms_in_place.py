"""The table's small forms answer the page that sent them in place (static/js/site.js sends them with X-Regions):
the regions that changed and what happened, or the refusal in words with nothing changed, as a turn's step does
(tests/battles/test_regions.py). Without the header they post and go back to the table as before."""

from __future__ import annotations

import re
import uuid
from pathlib import Path

import pytest
from django.conf import settings

from battles.models import Battle, BattleUnit
from battles.services import turns
from battles.services.rolls import battle_roll
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative, key, state
from tests.battles.pages import phone, text

pytestmark = pytest.mark.django_db
REGION = re.compile(r'data-region="([a-z-]+)"')


def version(battle) -> int:
    return Battle.objects.get(pk=battle.pk).version


def sent(browser, battle, path: str, form: dict, phase: str):
    """The form as the page's script sends it: in the background, saying the version and phase it shows."""
    return browser.post(
        f"/battles/{battle.code}/{path}",
        {"key": str(uuid.uuid4()), **form},
        HTTP_X_REGIONS=f"{version(battle)} {phase}",
    )


def test_force_morale_is_rolled_in_place_and_a_wrong_die_is_refused_in_place(revealed):
    battle, anna, ben = revealed
    annas, seen = phone(battle.code, anna.pk), version(battle)

    refused = sent(annas, battle, "setup/force-morale/", {"team": "A", "dice": "9"}, "setup")
    assert refused.status_code == 400 and refused["X-Regions-Answer"] == "1"
    assert "data-refusal" in refused.content.decode() and version(battle) == seen

    rolled = sent(annas, battle, "setup/force-morale/", {"team": "A", "dice": "3"}, "setup")
    body = rolled.content.decode()
    assert rolled.status_code == 200 and rolled["X-Regions-Answer"] == "1"
    assert REGION.findall(body) == ["setup", "live"] and "data-news" not in body  # its own roll is on its screen
    assert state(battle)["force_morale"]["A"] and version(battle) > seen
    told = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/poll/?v={seen}&phase=setup").content.decode()
    assert "<template data-news>Anna: " in told  # the other phone is told


def test_a_skip_from_the_turn_card_is_answered_in_place_and_so_is_its_refusal(shot):
    battle, anna, ben, _target, _page = shot
    assert state(battle)["chain"]
    step, seen = state(battle)["chain"][0], version(battle)

    refused = sent(phone(battle.code, ben.pk), battle, "chain/skip/", {"step": step["id"], "reason": "gone"}, "playing")
    assert refused.status_code == 400 and refused["X-Regions-Answer"] == "1"
    assert "skipped by the other side" in text(refused) and version(battle) == seen

    skipped = sent(
        phone(battle.code, anna.pk), battle, "chain/skip/", {"step": step["id"], "reason": "gone"}, "playing"
    )
    assert skipped.status_code == 200 and skipped["X-Regions-Answer"] == "1"
    assert "turn" in REGION.findall(skipped.content.decode()) and state(battle)["chain"] == []


def test_a_skip_with_another_roll_waiting_sends_the_phone_to_that_rolls_page(playing):
    """A machine gun's targets roll queues an attack roll per target: skipping the first goes on to the next one's
    page (X-Go), as the plain form's redirect does."""
    battle, anna, _ben = playing
    initiative(battle, anna, "6,1")
    gunner = BattleUnit.objects.filter(seat=anna, unit_type="infantry").first()
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=gunner.pk, key=key())
    battle_roll(code=battle.code, seat_id=anna.pk, procedure_id="mg-targets", key=key(), data={
        "weapon": ["machine-gun"], "table": ["range-band"], "distance": ["30"], "units": ["cm"], "dice": ["2"]})  # fmt: skip
    first, second = state(battle)["chain"]

    skipped = sent(
        phone(battle.code, anna.pk), battle, "chain/skip/", {"step": first["id"], "reason": "gone"}, "playing"
    )

    assert skipped.status_code == 204 and "X-Regions-Answer" not in skipped
    assert skipped["X-Go"] == f"/battles/{battle.code}/roll/attack/?step={second['id']}"
    assert [step["id"] for step in state(battle)["chain"]] == [second["id"]]


# Each family of the forms site.js sends in the background, refused (nothing to do, or a wrong value): the answer
# is the refusal in place, whatever the form. A view that still redirected or drew the whole page fails here.
REFUSED = [
    ("setup/deployment/", {"dice": "x"}),
    ("setup/place/", {"unit": "x"}),
    ("turn-command/orders/", {"unit": "0"}),
    ("turn-command/duties/", {"unit": "0", "duty": "x"}),
    ("markers/smoke/", {"where": ""}),
    ("markers/fire/", {"piece": "nothing"}),
    ("cards/draw/", {}),
    ("cards/medic/", {"unit": "0"}),
    ("solo/next/", {}),
    ("solo/hold/", {}),
    ("objective/", {"step": "claim"}),
]


@pytest.mark.parametrize(("path", "form"), REFUSED, ids=[p for p, _ in REFUSED])
def test_every_form_the_script_sends_answers_its_refusal_in_place(playing, path, form):
    battle, anna, _ben = playing
    seen = version(battle)

    refused = sent(phone(battle.code, anna.pk), battle, path, form, "playing")

    assert refused.status_code == 400 and refused["X-Regions-Answer"] == "1", path
    assert REGION.findall(refused.content.decode()) == ["live"] and version(battle) == seen


def script_moves() -> re.Pattern:
    """site.js's list of the paths it sends in the background, read from the script."""
    script = Path(settings.BASE_DIR, "static/js/site.js").read_text()
    found = re.search(r'var MOVES = new RegExp\(((?:"[^"]*"\s*\+?\s*)+)\);', script)
    return re.compile("".join(re.findall(r'"([^"]*)"', found.group(1))))


def every_path(pattern: re.Pattern) -> list[str]:
    """Each path the list allows: its alternatives, one level of groups inside them (`setup/(place|first)`)."""
    body = re.search(r"/battles/\[\^/\]\+/\((.*)\)/\$$", pattern.pattern).group(1)
    pieces, depth, start = [], 0, 0
    for n, char in enumerate(body):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "|" and depth == 0:
            pieces.append(body[start:n])
            start = n + 1
    pieces.append(body[start:])
    paths = []
    for piece in pieces:
        head, _paren, rest = piece.partition("(")
        paths += [f"{head}{alt}/" for alt in rest.rstrip(")").split("|")] if rest else [f"{piece}/"]
    return paths


def test_every_path_the_script_sends_in_the_background_answers_in_place_or_says_where_to_go(playing):
    """A form the script sends in the background must be answered with the regions (X-Regions-Answer) or where to
    go (X-Go): any other answer makes the script post the form again the plain way, and the move happens twice.
    Each path on the list, posted as the script posts it (refused or not), and none that must load a page."""
    battle, anna, _ben = playing
    pattern = script_moves()
    paths = every_path(pattern)
    assert len(paths) > 30 and "chain/skip/" in paths and "turn/after-shot/" in paths
    for path in paths:
        assert pattern.search(f"/battles/{battle.code}/{path}"), path
        answer = sent(phone(battle.code, anna.pk), battle, path, {}, "playing")
        assert answer.has_header("X-Regions-Answer") or answer.has_header("X-Go"), (path, answer.status_code)
    for path in ("solo/spend/", "cards/choose/", "cards/table/", "roll/attack/", "ready/"):
        assert not pattern.search(f"/battles/AB12CD/{path}"), path


def test_the_each_unit_choice_is_answered_in_place_with_the_picker_it_changes_and_no_news(playing):
    """The picker's "One action / Every action" changes this phone's view, not the battle: the answer is every
    region as the phone now sees them (the picker's 2x Move), nothing said of the battle, the version unchanged."""
    battle, anna, _ben = playing
    initiative(battle, anna, "6,1")
    annas, seen = phone(battle.code, anna.pk), version(battle)
    assert 'data-testid="quick-double"' not in annas.get(f"/battles/{battle.code}/").content.decode()

    chosen = sent(annas, battle, "turn/after-shot/", {"after_shot": "move"}, "playing")

    body = chosen.content.decode()
    assert chosen.status_code == 200 and chosen["X-Regions-Answer"] == "1"
    assert REGION.findall(body) == ["turn", "markers", "cards", "terrain", "live"]
    assert 'data-testid="quick-double"' in body and "data-news" not in body and version(battle) == seen
    refused = sent(annas, battle, "turn/after-shot/", {"after_shot": "dance"}, "playing")
    assert refused.status_code == 400 and "Pick done or move." in text(refused)


def test_the_each_unit_switch_says_what_a_tap_does_in_the_readers_language(playing):
    """A play-test asked what "One action / Every action" meant: the line under it says it for the mode chosen."""
    battle, anna, _ben = playing
    initiative(battle, anna, "6,1")
    annas = phone(battle.code, anna.pk)
    assert "A tap spends one action of a unit, then play passes on." in text(annas.get(f"/battles/{battle.code}/"))
    chosen = text(sent(annas, battle, "turn/after-shot/", {"after_shot": "move"}, "playing"))
    assert "A unit spends all its actions: two moves, or a shot and then a move." in chosen
    annas.cookies["django_language"] = "de"
    assert "Eine Einheit verbraucht alle ihre Aktionen" in text(annas.get(f"/battles/{battle.code}/"))
