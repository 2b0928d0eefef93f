"""A failed morale check's effect: rolled with the check (4 dice) or on its own as the check's follow-on
roll, each result landing on the unit like an effect roll's (R37). One row per rulebook case."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from rules.engine.outcome import Effects
from rules.engine.registry import parse_inputs

CHECK = catalog.get("morale-check")
EFFECT = catalog.get("failed-morale-effect")


def resolve(procedure, dice=None, **raw):
    inputs, errors = parse_inputs(procedure, {k: [str(v)] for k, v in raw.items()})
    assert errors == {}
    return procedure.resolve(inputs, dice)


# The tables of failed morale effects (infantry, vehicle crews, support weapon crews, pilots and crews), with
# what each result leaves on the unit: shock a token; a surrender a loss; bailing out the machine left behind.
ROWS = [
    ("infantry", 2, "shocked", Effects(tokens=("shocked",))),
    ("infantry", 3, "tactical-retreat", Effects()),
    ("infantry", 4, "surrender", Effects(surrendered=1)),
    ("infantry", 7, "surrender", Effects(surrendered=1)),
    ("infantry", 10, "surrender", Effects(surrendered=1)),
    ("infantry", 12, "tactical-retreat", Effects()),
    ("vehicle-crew", 5, "shock", Effects(tokens=("shocked",))),
    ("vehicle-crew", 6, "back-up", Effects()),
    ("vehicle-crew", 7, "crew-bails", Effects(bailed_out=True)),
    ("support-crew", 8, "shock", Effects(tokens=("shocked",))),
    ("support-crew", 9, "reposition", Effects()),
    ("support-crew", 4, "crew-bails", Effects(bailed_out=True)),
    ("pilot", 11, "shock", Effects(tokens=("shocked",))),
    ("pilot", 12, "defensive-spiral", Effects()),
    ("pilot", 10, "pilot-and-crew-bail", Effects(bailed_out=True)),
]


def two_dice(total: int) -> list[int]:
    return [1, total - 1] if total <= 7 else [6, total - 6]


@pytest.mark.parametrize(("unit_kind", "total", "result", "effects"), ROWS)
def test_the_follow_on_roll_reads_the_table_and_lands_its_result(unit_kind, total, result, effects):
    outcome = resolve(EFFECT, two_dice(total), unit_kind=unit_kind)
    assert (outcome.result, outcome.effects) == (result, effects)


@pytest.mark.parametrize(("unit_kind", "total", "result", "effects"), ROWS)
def test_the_check_with_its_effect_dice_lands_the_same_result(unit_kind, total, result, effects):
    outcome = resolve(CHECK, [6, 6, *two_dice(total)], force_morale=9, unit_kind=unit_kind)
    assert (outcome.result, outcome.effects) == (result, effects)


def test_a_failed_check_leads_on_to_the_effect_roll_not_another_check():
    from battles.table import chain  # the battle's reading of the engine's words (pure, no database)

    outcome = resolve(CHECK, [6, 6], force_morale=9)
    nxt = chain.read(outcome.effects.continues_with[0], "morale-check")
    assert nxt.choices == ("failed-morale-effect",)


def test_the_effect_roll_gives_the_odds_before_the_dice():
    outcome = resolve(EFFECT, unit_kind="infantry")
    odds = dict(outcome.outcomes)
    # Surrender on 4, 7, 10: 3 + 6 + 3 = 12 of 36.
    assert outcome.result is None and odds["surrender"] == Fraction(12, 36)
    assert sum(odds.values()) == 1


def test_the_effect_roll_takes_exactly_two_dice():
    with pytest.raises(ValueError, match="2"):
        resolve(EFFECT, [3, 4, 5], unit_kind="infantry")
