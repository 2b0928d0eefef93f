"""The steps of the fieldworks, the points per game mode and a soldier hit again (R36) have their rows in
rules/sentences/steps (fieldworks, game_points, machines_again): every step these procedures say is matched by a row
whose every part can be said, so a German page shows it in German once the catalogue has the rows' German. An English
page keeps the engine's words."""

from __future__ import annotations

import pytest
from django.utils import translation

from rules import localized, sentences
from tests.rules.steps_sampler import sampled_steps

MODULES = ("fieldworks", "fieldwork_cover", "points", "effects")


def _steps() -> set[str]:
    return {step for _id, step in sampled_steps(MODULES, runs=120)}


def test_every_step_is_matched_by_a_row():
    patterns = [pattern for rows, _parts in sentences._step_groups() for pattern, _words in rows]
    left = sorted(step for step in _steps() if not any(pattern.fullmatch(step) for pattern in patterns))
    assert left == [], "no row for:\n" + "\n".join(left)


def test_every_part_of_the_rows_is_said_by_the_catalogues_words(monkeypatch):
    """With the catalogue's words for every choice (here marked «...»), no step is left for want of a part."""
    monkeypatch.setattr(localized, "label", lambda value: f"«{localized.words(value)}»")
    with translation.override("de"):
        left = sorted(step for step in _steps() if sentences._said_in(sentences._step_groups(), step) is None)
    assert left == [], "a part cannot be said in:\n" + "\n".join(left)


@pytest.mark.parametrize(
    "step",
    [
        "Barbed wire hit by an HE shell of 37 mm: an HE shell of 37 mm or more, or a bomb, destroys barbed wire.",
        "Tracked AFV at barbed wire: a tank drives over barbed wire and tears it down: take it off the table.",
        "He is already injured: injured again, he is killed (R36).",
        "4 players with the cut: each spends 75% of the side's points, rounded down: 112 / 90.",
    ],
)
def test_an_english_page_keeps_the_engines_words(step):
    with translation.override("en"):
        assert sentences.translated(step) == step
