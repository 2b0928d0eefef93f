"""The heading of the picker's folded list of units that cannot act now: each reason once, with how many units it
holds back, in English and in German (battles.selectors.cannot_act_now)."""

from __future__ import annotations

import pytest
from django.utils import translation
from django.utils.translation import gettext

from battles.models import BattleUnit
from battles.selectors import PickGroup, UnitChoice, cannot_act_now


def groups(*rows: tuple[str, int]) -> list[PickGroup]:
    """One picker row per (reason, units in it): rows of unlike units (a rifle squad, a gun crew) that share a reason."""
    return [
        PickGroup(f"row {n}", [UnitChoice(BattleUnit(label=f"unit {n}.{i}"), 0, reason) for i in range(count)])
        for n, (reason, count) in enumerate(rows)
    ]


@pytest.mark.parametrize(
    ("rows", "heading"),
    [
        ([("already activated", 1)], "Cannot act now: already activated (1 unit)"),
        (
            [("already activated", 1), ("already activated", 2), ("already activated", 5)],
            "Cannot act now: already activated (8 units)",
        ),
        (
            [("already activated", 2), ("it is on overwatch", 1), ("already activated", 1)],
            "Cannot act now: already activated (3 units), it is on overwatch (1 unit)",
        ),
        (  # a reason said as a sentence: its full stop went before the count ("(dead). (1 unit)")
            [("Rifleman 2 is out of the fight (dead).", 1), ("already activated", 2)],
            "Cannot act now: Rifleman 2 is out of the fight (dead) (1 unit), already activated (2 units)",
        ),
    ],
)
def test_it_says_each_reason_once_with_the_units_it_holds_back(rows, heading):
    assert cannot_act_now(groups(*rows)) == heading


def test_it_says_each_reason_once_in_german_too():
    with translation.override("de"):
        activated = gettext("already activated")  # as the picker reads it, in the phone's language
        heading = cannot_act_now(groups((activated, 1), (activated, 2), (activated, 5)))

    assert activated == "schon aktiviert"
    assert heading.count(activated) == 1
    assert f"{activated} (8 " in heading
