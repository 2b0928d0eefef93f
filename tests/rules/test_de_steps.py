"""The engine's steps read German on a German page (rules/sentences/steps/) and stay the engine's own words on an
English one. Each group of procedures keeps its cases in a module of its own (tests/rules/de_steps_*.py): real steps
one per shape with their German (SAID), steps with a part no row can say, which stay whole in English
(STAYS_ENGLISH), and the engine modules whose sampled steps must all read German (MODULES)."""

from __future__ import annotations

import pytest
from django.utils import translation

from rules import sentences
from rules.sentences.steps import game, game_objectives
from tests.rules import de_steps_fire, de_steps_game, de_steps_machines, de_steps_terrain, de_steps_units
from tests.rules.steps_sampler import english_left

GROUPS = {
    "fire": de_steps_fire,
    "game": de_steps_game,
    "machines": de_steps_machines,
    "terrain": de_steps_terrain,
    "units": de_steps_units,
}


def _cases(name: str) -> list:
    return [pytest.param(group, english, id=f"{key}-{i}") for key, group in GROUPS.items()
            for i, english in enumerate(getattr(group, name))]  # fmt: skip


@pytest.mark.parametrize(("group", "english"), _cases("SAID"))
def test_a_step_reads_german_on_a_german_page_and_as_the_engine_said_it_on_an_english_one(group, english):
    with translation.override("de"):
        assert sentences.translated(english) == group.SAID[english]
    with translation.override("en"):
        assert sentences.translated(english) == english


@pytest.mark.parametrize(("group", "english"), _cases("STAYS_ENGLISH"))
def test_a_step_with_a_part_the_rows_cannot_say_stays_whole_in_english(group, english):
    with translation.override("de"):
        assert sentences.translated(english) == english


@pytest.mark.parametrize("group", GROUPS.values(), ids=GROUPS.keys())
def test_no_sampled_step_of_the_groups_procedures_is_left_english(group):
    left = english_left(group.MODULES)
    assert left == [], "still English:\n" + "\n".join(left)


def test_the_game_rows_parts_are_said_by_their_modules_or_pass_as_they_are():
    """A part name the general rows say (rules.sentences.PARTS) would be said their way in these rows too: the names
    these rows pass as they are must not be one of them, and the general ones they use are dice, units, distance and
    players; their own parts are named apart from the general ones."""
    shared = {"dice", "units", "distance", "players"}
    for module in (game, game_objectives):
        assert not set(module.PARTS) & set(sentences.PARTS)
        for pattern, _words in module.ROWS:
            passed = set(pattern.groupindex) - set(module.PARTS) - shared
            assert not passed & set(sentences.PARTS), pattern.pattern
