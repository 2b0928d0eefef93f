"""Every step of line of sight, gun shields, arcs of fire and armour facing (rules.engine.procedures.sight, arcs) has
its row in rules.sentences.steps.sight, so a German page can say it once the catalogue has the German of the rows:
each sampled step is matched whole by a row whose every part can be said. (That the German reads right is
tests/rules/test_de_steps.py's, once the rows are translated.)"""

from __future__ import annotations

import pytest
from django.utils import translation

from rules import sentences
from rules.sentences.steps import sight
from tests.rules.steps_sampler import sampled_steps

MODULES = ("sight", "arcs")


def _unmatched(steps):
    with translation.override("de"):
        return sorted({step for step in steps if sentences._said_in(sentences._step_groups(), step) is None})


def test_every_sampled_step_has_a_row_that_can_say_it():
    steps = [step for _id, step in sampled_steps(MODULES, runs=200)]
    assert len(set(steps)) > 60  # the sampler reaches the many shapes, not one
    assert _unmatched(steps) == []


@pytest.mark.parametrize(
    "step",
    [
        "The target is 5.5 cm inside the wood: more than 5 cm, so it cannot be seen.",
        "The observer is 2 in behind the hedge: at most 2 in, so it still sees out.",
        "The gun: the target is 30.5 degrees off, outside the 60-degree arc (30 each side).",
        "The crew is in medium + soft cover against this attack: -3 to the attack roll, +3 to the crew's morale check.",
        "The shot meets the rear armour: read that value from the card (front/side/rear/top).",
    ],
)
def test_a_row_says_its_parts_in_the_readers_words(step):
    assert _unmatched([step]) == []


@pytest.mark.parametrize(
    "step",
    [
        "The gun: the target is 40 degrees off, outside the 60-degree arc (30 each side)",  # no full stop
        "The shot meets the turret armour: read that value from the card (front/side/rear/top).",  # no such side
        "The hull gun: the target is 40 degrees off, outside the 60-degree arc (30 each side).",  # no such mount
    ],
)
def test_a_sentence_of_another_shape_is_not_taken_for_one_of_these(step):
    assert _unmatched([step]) == [step]


def test_the_angle_is_written_as_the_reader_writes_numbers():
    with translation.override("de"):
        assert sight.PARTS["angle"]("22.5") == "22,5"
    with translation.override("en"):
        assert sight.PARTS["angle"]("22.5") == "22.5"


def test_its_own_part_names_do_not_take_a_general_one():
    assert not set(sight.PARTS) & set(sentences.PARTS)
