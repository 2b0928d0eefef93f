"""An Open Fire battle's first log line in the reader's language: it stayed in English on a German log ("Open Fire
for 2 players, 2 rounds; objectives: access (3 VP)."), as only Burst of Fire's battles had its rows."""

from __future__ import annotations

import pytest
from django.utils import translation

from battles.models import LogEntry
from battles.pages import log_said
from battles.systems import open_fire

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("made", "german"),
    [
        (
            open_fire.Settings(rounds=2, objectives=(("access", 3),)),
            "Open Fire für 2 Spieler, 2 Runden; Missionsziele: Zugriff (3 SP).",
        ),
        (
            open_fire.Settings(rounds=1, points=150, objectives=(("control", 2), ("destroy", 1)), dice="table"),
            "Open Fire für 2 Spieler, 1 Runde, Truppen von höchstens 150 Punkten; Missionsziele: Kontrolle (2 SP), "
            "Zerstörung (1 SP). Gewürfelt wird am Tisch.",
        ),
        (
            open_fire.Settings(rounds=5, objectives=(), mission="raid", size="48x48"),
            None,  # the mission's own objectives: checked for being said at all
        ),
    ],
)
def test_the_first_line_is_said_in_german(made, german):
    battle, _anna = open_fire.create(settings=made, host_name="Anna", team="A", client_seed="anna-seed")
    entry = LogEntry.objects.get(battle=battle, kind="created")
    with translation.override("de"):
        said = log_said.said(entry)
    assert said != entry.summary and "Open Fire für" in said and "players" not in said, said
    if german:
        assert said == german
    else:
        assert "Mission Überfall auf einem Tisch von 48 × 48 Zoll." in said  # the mission by its name ("raid" was left)
