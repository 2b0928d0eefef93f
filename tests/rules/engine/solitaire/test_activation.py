"""Which enemy unit acts next in a solo game: the sector dice, S10's fallbacks and the activation ladder (S9)."""

from __future__ import annotations

import pytest

from rules.engine.procedures.solo import ACTIVATION_LADDER
from rules.engine.solitaire.activation import (
    RUNGS,
    Activation,
    Candidate,
    choose_activation,
    next_ordered,
    sector_die_needed,
)


def unit(ref, unit_type="infantry", quality="conscript", sector="middle", **kw):
    return Candidate(
        ref=ref, label=kw.pop("label", f"Unit {ref}"), unit_type=unit_type, quality=quality, sector=sector, **kw
    )


def pick(candidates, previous="left-flank", die=None):
    """Previous sector a flank by default: the middle acts, no die."""
    activation = choose_activation(candidates, previous, die)
    assert activation is not None
    return activation


# --- the ladder ------------------------------------------------------------------------------------------------

# One unit per rung, top rung first. Each is worth fewer points than every unit below it, so only the rung decides.
ONE_PER_RUNG = (
    unit(1, "ranking-officer", "conscript", points=1, label="Hauptmann"),
    unit(2, "infantry", "conscript", near_objective=True, points=2, label="Volkssturm at the bridge"),
    unit(3, "afv", "conscript", points=3, label="Panzer IV H"),
    unit(4, "support-weapon", "conscript", firepower=1, points=4, label="Mortar"),
    unit(5, "infantry", "elite", points=5, label="Fallschirmjäger"),
    unit(6, "infantry", "regular", points=6, label="Grenadiers"),
    unit(7, "transport", "conscript", speed=30, points=7, label="Opel Blitz"),
    unit(8, "infantry", "conscript", speed=10, points=8, label="Volkssturm"),
)


def test_the_rungs_are_the_chapters_ladder():
    assert tuple(name for name, _label in ACTIVATION_LADDER) == RUNGS
    assert RUNGS == (
        "ranking-officers",
        "closest-to-the-objective",
        "afvs",
        "support-weapons-with-most-firepower",
        "elite",
        "regulars",
        "fastest-units",
        "everything-else",
    )


@pytest.mark.parametrize(("rung", "label"), ACTIVATION_LADDER)
def test_it_picks_each_rung_before_every_rung_below(rung, label):
    index = RUNGS.index(rung)
    below = ONE_PER_RUNG[index:]
    activation = pick(tuple(reversed(below)))
    assert (activation.ref, activation.rung) == (ONE_PER_RUNG[index].ref, rung)
    assert f"Ladder: {label} first." in activation.reasons
    assert activation.reasons[-1] == f"{ONE_PER_RUNG[index].label} acts."


@pytest.mark.parametrize(
    ("candidate", "rung"),
    [
        (unit(1, "afv", "elite"), "afvs"),
        (unit(1, "support-weapon", "elite", firepower=9), "support-weapons-with-most-firepower"),
        (unit(1, "ranking-officer", "elite", near_objective=True), "ranking-officers"),
        (unit(1, "afv", "regular", near_objective=True), "closest-to-the-objective"),
        (unit(1, "squad-leader", "regular"), "regulars"),
        (unit(1, "crew", "elite"), "elite"),
        (unit(1, "transport", "regular", speed=40), "regulars"),
        (unit(1, "plane", "conscript", speed=200), "fastest-units"),
        (unit(1, "transport", "conscript", speed=10), "everything-else"),
        (unit(1, "infantry", "conscript", speed=0), "everything-else"),
    ],
)
def test_each_unit_sits_on_the_first_rung_it_qualifies_for(candidate, rung):
    assert pick((candidate,)).rung == rung


@pytest.mark.parametrize(
    ("candidates", "expected", "why"),
    [
        # Among the units marked near the objective the rungs below decide (S9): the AFV before the elite squad.
        (
            (unit(1, "infantry", "elite", near_objective=True, points=90), unit(2, "afv", near_objective=True)),
            2,
            "Among the units marked near the objective: AFVs (S9).",
        ),
        ((unit(1, "support-weapon", firepower=4, points=90), unit(2, "support-weapon", firepower=7)), 2, ""),
        ((unit(1, "transport", speed=20, points=90), unit(2, "transport", speed=35)), 2, ""),
        (
            (unit(1, "infantry", "elite", points=10), unit(2, "infantry", "elite", points=20)),
            2,
            "more points first (20)",
        ),
        (
            (unit(2, "infantry", "elite", points=20), unit(1, "infantry", "elite", points=20)),
            1,
            "the lower number first",
        ),
        ((unit(9, "afv", points=5), unit(4, "afv", points=5), unit(6, "afv", points=5)), 4, "the lower number first"),
        (
            (unit(1, "support-weapon", firepower=7, points=5), unit(2, "support-weapon", firepower=7, points=6)),
            2,
            "more points",
        ),
    ],
    ids=["objective-then-rungs", "firepower", "speed", "points", "ref", "ref-of-three", "firepower-tie-points"],
)
def test_it_orders_units_inside_a_rung(candidates, expected, why):
    activation = pick(candidates)
    assert activation.ref == expected
    assert why in " ".join(activation.reasons)


def test_it_names_no_tie_when_the_rung_decides():
    activation = pick((unit(1, "afv"), unit(2, "infantry", "elite", points=99)))
    assert not any("Tied" in reason for reason in activation.reasons)


# --- the sector ------------------------------------------------------------------------------------------------

ONE_PER_SECTOR = (unit(1, sector="left-flank"), unit(2, sector="middle"), unit(3, sector="right-flank"))


@pytest.mark.parametrize(
    ("die", "sector"),
    [(1, "left-flank"), (2, "left-flank"), (3, "middle"), (4, "middle"), (5, "right-flank"), (6, "right-flank")],
)
def test_the_first_activation_of_the_turn_rolls_for_the_sector(die, sector):
    activation = pick(ONE_PER_SECTOR, "none", die)
    assert (activation.sector, activation.sector_roll) == (sector, die)
    assert activation.reasons[0] == f"First activation of the turn, sector die {die}: the {sector.replace('-', ' ')}."


@pytest.mark.parametrize("previous", ["left-flank", "right-flank"])
def test_after_a_flank_the_middle_acts_without_a_die(previous):
    activation = pick(ONE_PER_SECTOR, previous, None)
    assert (activation.sector, activation.ref, activation.sector_roll) == ("middle", 2, None)
    assert "the middle is next, no die" in activation.reasons[0]


@pytest.mark.parametrize(
    ("die", "sector"),
    [
        (1, "left-flank"),
        (2, "left-flank"),
        (3, "left-flank"),
        (4, "right-flank"),
        (5, "right-flank"),
        (6, "right-flank"),
    ],
)
def test_after_the_middle_a_die_picks_a_flank(die, sector):
    activation = pick(ONE_PER_SECTOR, "middle", die)
    assert (activation.sector, activation.sector_roll) == (sector, die)
    assert activation.reasons[0].startswith(f"After the middle, sector die {die}")


@pytest.mark.parametrize(
    ("previous", "die", "occupied", "sector", "steps"),
    [
        ("none", 1, ("middle", "right-flank"), "middle", ("No unit left on the left flank: the middle (S10).",)),
        ("none", 6, ("left-flank", "middle"), "middle", ("No unit left on the right flank: the middle (S10).",)),
        (
            "none",
            3,
            ("left-flank", "right-flank"),
            "left-flank",
            ("No unit left in the middle: the left flank (S10).",),
        ),
        ("middle", 2, ("middle", "right-flank"), "middle", ("No unit left on the left flank: the middle (S10).",)),
        (
            "none",
            2,
            ("right-flank",),
            "right-flank",
            (
                "No unit left on the left flank: try the middle (S10).",
                "No unit left in the middle either: the right flank (S10).",
            ),
        ),
        (
            "middle",
            5,
            ("left-flank",),
            "left-flank",
            (
                "No unit left on the right flank: try the middle (S10).",
                "No unit left in the middle either: the left flank (S10).",
            ),
        ),
        (
            "right-flank",
            None,
            ("right-flank",),
            "right-flank",
            (
                "No unit left in the middle: try the left flank (S10).",
                "No unit left on the left flank either: the right flank (S10).",
            ),
        ),
    ],
)
def test_an_empty_sector_passes_to_its_neighbours_in_turn(previous, die, occupied, sector, steps):
    candidates = tuple(unit(n, sector=where) for n, where in enumerate(occupied, start=1))
    activation = pick(candidates, previous, die)
    assert activation.sector == sector
    assert activation.reasons[1 : 1 + len(steps)] == steps
    assert activation.reasons[1 + len(steps)].startswith("Ladder:")


# The sector the tables give -> (previous, die) that gives it.
CHOSEN = {"left-flank": ("none", 1), "middle": ("left-flank", None), "right-flank": ("middle", 6)}


@pytest.mark.parametrize(
    ("chosen", "lone", "steps"),
    [
        ("left-flank", "left-flank", 0),
        ("left-flank", "middle", 1),
        ("left-flank", "right-flank", 2),
        ("middle", "left-flank", 1),
        ("middle", "middle", 0),
        ("middle", "right-flank", 2),
        ("right-flank", "left-flank", 2),
        ("right-flank", "middle", 1),
        ("right-flank", "right-flank", 0),
    ],
)
def test_it_finds_the_only_sector_with_units_left(chosen, lone, steps):
    activation = pick((unit(7, sector=lone),), *CHOSEN[chosen])
    assert (activation.ref, activation.sector) == (7, lone)
    assert sum("(S10)" in reason for reason in activation.reasons) == steps


def test_it_tells_the_whole_story():
    candidates = (
        unit(1, "infantry", "regular", sector="middle", label="Grenadiers"),
        unit(2, "afv", "regular", sector="middle", label="Panzer IV H"),
        unit(3, "infantry", "elite", sector="left-flank", label="Pioniere"),
    )
    activation = pick(candidates, "none", 5)
    assert activation == Activation(
        ref=2,
        sector="middle",
        rung="afvs",
        sector_roll=5,
        reasons=(
            "First activation of the turn, sector die 5: the right flank.",
            "No unit left on the right flank: the middle (S10).",
            "Ladder: AFVs first.",
            "Panzer IV H acts.",
        ),
    )


# --- dice and inputs -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("previous", "needed"), [("none", True), ("middle", True), ("left-flank", False), ("right-flank", False)]
)
def test_it_says_when_a_sector_die_is_needed(previous, needed):
    assert sector_die_needed(previous) is needed


@pytest.mark.parametrize(
    ("previous", "die", "message"),
    [
        ("none", None, "Roll 1D6"),
        ("middle", None, "Roll 1D6"),
        ("left-flank", 3, "no die to roll"),
        ("right-flank", 6, "no die to roll"),
        ("none", 0, "1 to 6"),
        ("none", 7, "1 to 6"),
        ("middle", -2, "1 to 6"),
        ("none", True, "1 to 6"),
        ("none", "4", "1 to 6"),
        ("centre", None, "Previous sector must be one of"),
    ],
)
def test_it_refuses_a_wrong_die(previous, die, message):
    with pytest.raises(ValueError, match=message):
        choose_activation(ONE_PER_SECTOR, previous, die)


def test_it_refuses_an_unknown_previous_sector_even_with_no_unit_left():
    with pytest.raises(ValueError, match="Previous sector"):
        choose_activation((), "centre", None)


@pytest.mark.parametrize(("previous", "die"), [("none", None), ("none", 4), ("left-flank", None), ("middle", 2)])
def test_it_activates_nobody_when_no_unit_is_left(previous, die):
    assert choose_activation((), previous, die) is None


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"unit_type": "tank"}, "Unit type"),
        ({"quality": "veteran"}, "Quality"),
        ({"sector": "centre"}, "Sector"),
    ],
)
def test_a_candidate_refuses_unknown_words(fields, message):
    with pytest.raises(ValueError, match=message):
        unit(1, **fields)


@pytest.mark.parametrize(
    ("ordered", "free", "expected"),
    [
        ((3, 1, 2), (1, 2, 3), 3),  # the officer's ranking, not the ladder's
        ((3, 1, 2), (1, 2), 1),  # the first he ordered has acted: the next
        ((5, 2), (1, 2, 3), 2),  # one he ordered fell: skipped
        ((2,), (1, 3), None),  # none of his ordered units may act: the orders end
        ((), (1, 2), None),
    ],
)
def test_under_orders_the_units_act_in_the_order_the_officer_gave(ordered, free, expected):
    candidates = [unit(ref, "afv" if ref == 1 else "infantry", sector="left-flank") for ref in free]
    chosen = next_ordered(candidates, ordered)
    if expected is None:
        assert chosen is None
    else:
        assert (chosen.ref, chosen.rung, chosen.sector_roll, chosen.sector) == (expected, "ordered", None, "left-flank")
        assert chosen.reasons == (f"Ordered by its officer: Unit {expected} acts next.",)
