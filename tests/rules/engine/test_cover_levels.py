"""Cover levels (R33), one row per rulebook case: soft 1, medium 2, hard 3 against the attack and for morale,
layers adding up (sandbags on a hill), and an AFV's cover added to the armour of the covered side."""

from __future__ import annotations

import pytest

from rules.engine.common import COVER, cover_level
from rules.engine.procedures.vehicles import AFV_COVER_FIELD, armour_in_cover
from rules.engine.registry import COVER_LEVELS
from tests.rules.engine.helpers import run

FAR = 120  # cm: far range, no range bonus, so the target is the attack value minus the cover


# "Take cover" table (rulebook lines 414-417) and the morale table (lines 948-951).
def test_the_levels_are_soft_1_medium_2_hard_3():
    assert COVER == {"none": 0, "soft": 1, "medium": 2, "hard": 3}
    assert tuple(COVER) == COVER_LEVELS


# (layers, number): line 421, sandbags (medium) on a hill (soft) give 3; every layer counts.
LAYERS = [
    ((), 0),
    (("soft",), 1),
    (("medium",), 2),
    (("hard",), 3),
    (("medium", "soft"), 3),  # the book's worked example: sandbags on a hill
    (("hard", "soft"), 4),
    (("none", "medium"), 2),
]


@pytest.mark.parametrize(("layers", "number"), LAYERS)
def test_layers_add_up(layers, number):
    assert cover_level(layers) == number


@pytest.mark.parametrize(("layers", "number"), LAYERS)
@pytest.mark.parametrize("procedure_id", ["attack", "overwatch"])
def test_the_attacker_loses_the_cover_number(procedure_id, layers, number):
    """Lines 422-424 and 421: -1, -2, -3 on every attack roll, -3 behind sandbags on a hill."""
    outcome = run(procedure_id, attack_value=10, distance=FAR, cover=list(layers))
    assert outcome.target == 10 - number


@pytest.mark.parametrize(("layers", "number"), LAYERS)
def test_the_unit_in_cover_gains_the_number_on_morale(layers, number):
    """Lines 425-427 and the morale table (948-951): +1, +2, +3 for the soldier or crew in cover."""
    assert run("morale-check", force_morale=8, cover=list(layers)).target == 8 + number


def test_the_attack_names_each_layer():
    steps = run("attack", attack_value=10, distance=FAR, cover=["medium", "soft"]).steps
    assert "medium + soft cover" in steps[0]


# --- An AFV in cover: the cover's number on the armour of the covered side (R33) -----------------------

# (armour of the side, AFV's cover, armour that counts): line 437, a tank with side armour 4 covered by a
# stone building has 6 (stone is medium, 2); sandbags, which also cover tanks (line 1004), on a hill make 3.
ARMOUR = [
    (4, (), 4),
    (4, ("soft",), 5),
    (4, ("medium",), 6),  # the book's example: side armour 4 behind a stone building
    (4, ("hard",), 7),
    (4, ("medium", "soft"), 7),
    (0, ("hard",), 3),
    (1, ("none",), 1),
]


@pytest.mark.parametrize(("armour", "cover", "total"), ARMOUR)
def test_an_afv_in_cover_adds_the_level_to_its_armour(armour, cover, total):
    outcome = run("afv-armour-in-cover", armour=armour, afv_cover=list(cover))

    assert armour_in_cover(armour, cover) == total
    assert (outcome.result, outcome.value("armour")) == (f"armour-{total}", total)
    assert outcome.value("cover_bonus") == total - armour
    assert outcome.dice == () and outcome.target is None  # worked out, not rolled


def test_it_explains_the_books_example_in_steps():
    steps = run("afv-armour-in-cover", armour=4, afv_cover=["medium"]).steps

    assert steps[0] == "Armour 4 on the side facing the shot."
    assert "(R33): medium 2" in steps[1]
    assert steps[2] == "Armour 4 + 2 = 6 on that side."
    assert "other sides keep their own armour" in steps[-1]


def test_an_afv_out_of_cover_keeps_its_armour():
    steps = run("afv-armour-in-cover", armour=4).steps
    assert "No cover on that side: its armour stays 4." in steps


def test_the_afv_cover_field_offers_the_four_levels_and_defaults_to_none():
    assert AFV_COVER_FIELD.choices == ("none", "soft", "medium", "hard")
    assert AFV_COVER_FIELD.default == ()
    assert cover_level(AFV_COVER_FIELD.default) == 0


def test_it_refuses_dice():
    with pytest.raises(ValueError, match="No dice are rolled here"):
        run("afv-armour-in-cover", [3], armour=4)
