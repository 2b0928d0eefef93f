"""A unit's tokens, status and quality read in the reader's words on the table, the forces, the roll page and the
watch board (battles/templatetags/unit_words.py): stored in the app's English, they showed as stored on German
pages ("suppressed" beside German buttons)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.conf import settings
from django.utils import translation

from armies.datapack import QUALITIES
from battles.models import BattleUnit
from battles.services import markers
from battles.table import duties, experience
from battles.table.forces import OUT_OF_FIGHT
from battles.templatetags.unit_words import status_said
from rules.engine.procedures import concealment, morale
from rules.localized import words
from rules.templatetags.engine_words import label_said
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import initiative, ready_to_play
from tests.battles.pages import phone
from tests.battles.test_turn_views import rifleman_of

DE = {"HTTP_ACCEPT_LANGUAGE": "de-DE,de;q=0.9"}


def de(unit) -> str:
    """A unit's label on a German page: the pack's German, copied with the unit at the reveal (BattleUnit.label_said)."""
    with translation.override("de"):
        return unit.label_said


def _engine_tokens() -> set[str]:
    """Every token a procedure of the engine places or takes away (Effects(tokens=..., removed_tokens=...)), named
    as a string or as a constant of its module, and the token a failed morale check leaves."""
    found = set()
    for path in sorted((settings.BASE_DIR / "rules" / "engine").rglob("*.py")):
        tree = ast.parse(Path(path).read_text(encoding="utf-8"))
        constants = {
            node.targets[0].id: node.value.value
            for node in tree.body
            if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        }  # fmt: skip
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg in ("tokens", "removed_tokens"):
                for element in ast.walk(node.value):  # a tuple, or one of two ("stuck",) if stuck else ()
                    if isinstance(element, ast.Constant) and isinstance(element.value, str):
                        found.add(element.value)
                    elif isinstance(element, ast.Name) and element.id in constants:
                        found.add(constants[element.id])
    return found | set(morale.FAILURE_TOKENS.values())


# The tokens the app places itself: a reaction's last shot, smoke, a pull-back, a risen veteran, the one-turn ones,
# the duties, hiding and ambush.
APP_TOKENS = {"spent", "smoke", markers.PULLED_BACK, experience.RISEN, *duties.DUTIES}
APP_TOKENS |= {"cool-down", "pinned", "stopped", concealment.HIDE_MARKER, concealment.AMBUSH_MARKER}


def test_the_engine_names_the_tokens_this_test_knows():
    tokens = _engine_tokens()
    assert {"suppressed", "injured", "cool-down", "turret-jam", "ambush", "stuck", "broken", "shocked"} <= tokens
    assert len(tokens) >= 18


@pytest.mark.parametrize("name", sorted(_engine_tokens() | APP_TOKENS))
def test_every_token_reads_german(name):
    with translation.override("de"):
        said = label_said(name)
    assert said != words(name), name
    with translation.override("en"):
        assert label_said(name) == words(name)


@pytest.mark.parametrize("status", sorted(OUT_OF_FIGHT))
def test_every_status_out_of_the_fight_reads_german(status):
    with translation.override("de"):
        assert status_said(status) != status


@pytest.mark.parametrize("quality", QUALITIES)
def test_every_quality_reads_german_where_it_differs(quality):
    with translation.override("de"):
        said = label_said(quality)
    assert said == "Elite" if quality == "elite" else said != quality


def test_the_table_and_the_forces_say_tokens_and_statuses_in_german(revealed):
    battle, anna, ben = revealed
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "5,2")
    rifleman = rifleman_of(anna)
    BattleUnit.objects.filter(pk=rifleman.pk).update(tokens={"suppressed": 1})
    lost, pinned = BattleUnit.objects.filter(seat=ben, status="active").order_by("-ref")[:2]
    BattleUnit.objects.filter(pk=lost.pk).update(status="dead")
    BattleUnit.objects.filter(pk=pinned.pk).update(tokens={"pinned": 1})
    anna_phone = phone(battle.code, anna.pk)

    table = anna_phone.get(f"/battles/{battle.code}/", **DE).content.decode()
    forces = anna_phone.get(f"/battles/{battle.code}/part/forces/", **DE).content.decode()
    roll = anna_phone.get(f"/battles/{battle.code}/roll/attack/?action=shoot", **DE).content.decode()
    board = phone().get(f"/battles/{battle.code}/watch/", **DE).content.decode()

    assert '<span class="tag token">niedergehalten</span>' in table
    assert '<span class="tag token">niedergehalten</span>' in forces and '<span class="tag">tot</span>' in forces
    assert "Regulär ·" in forces
    assert '<span class="tag">tot</span>' in board
    for page in (table, forces, board):
        assert ">suppressed<" not in page and ">dead<" not in page and "regular ·" not in page
    english = phone(battle.code, ben.pk).get(f"/battles/{battle.code}/part/forces/").content.decode()
    assert '<span class="tag token">suppressed</span>' in english and '<span class="tag">dead</span>' in english
    assert f"{de(pinned)} (1 festgenagelt)</option>" in roll  # a target's tokens in the target list
