"""Line of sight and gun shields (rules/engine/procedures/sight.py), one row per case with the book's own numbers:
the Line of Sight section (rulebook lines 452-458), the notes of Take cover (429-430), Smoke grenades (694-696) and
the attack table's smoke row (527), and the AT gun shield (322, 418) with R33's cover levels. The shield's answer
and the smoke are taken by the attack roll, the morale check and machine-gun suppression as they stand."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from tests.rules.engine.helpers import run

FAR = 120  # cm: far range, no range bonus, so an attack's target is the attack value plus its modifiers

# --- Line of sight: 5 cm / 2 in into woods or behind a hedge (line 455) ----------------------------------------


@pytest.mark.parametrize(
    ("raw", "sees"),
    [
        ({}, True),  # in the open, nothing between
        ({"target_in": "woods", "target_depth": 3}, True),
        ({"target_in": "woods", "target_depth": 5}, True),  # "more than" 5 cm is hidden (R7): 5 itself is seen
        ({"target_in": "woods", "target_depth": 5.5}, False),
        ({"target_in": "woods", "target_depth": 20}, False),
        ({"target_in": "behind-hedge", "target_depth": 5}, True),
        ({"target_in": "behind-hedge", "target_depth": 6}, False),
        ({"target_in": "woods", "target_depth": 2, "units": "in"}, True),  # the inch value of the pair (R6)
        ({"target_in": "woods", "target_depth": 2.5, "units": "in"}, False),
        ({"target_in": "behind-hedge", "target_depth": 4, "units": "in"}, False),  # 4 in is past 2 in
        ({"target_in": "open", "target_depth": 30}, True),  # a depth means nothing in the open
        # The same limit for the one looking out of the wood or over the hedge.
        ({"observer_in": "woods", "observer_depth": 5}, True),
        ({"observer_in": "woods", "observer_depth": 7}, False),
        ({"observer_in": "behind-hedge", "observer_depth": 3, "units": "in"}, False),
        ({"observer_in": "behind-hedge", "observer_depth": 1, "units": "in"}, True),
        ({"observer_in": "woods", "observer_depth": 4, "target_in": "woods", "target_depth": 4}, True),
        # A wood between them that neither stands in: at most 5 cm of trees is seen through.
        ({"woods_between": 5}, True),
        ({"woods_between": 8}, False),
        ({"woods_between": 3, "units": "in"}, False),
    ],
)
def test_it_sees_at_most_5_cm_or_2_in_into_woods_and_behind_hedges(raw, sees):
    outcome = run("line-of-sight", **raw)
    assert outcome.result == ("sees" if sees else "does-not-see")
    assert outcome.value("sees") is sees and outcome.value("may_fire") is sees
    assert outcome.dice == () and outcome.target is None  # looked at, not rolled


@pytest.mark.parametrize(("units", "depth"), [("cm", 5), ("in", 2)])
def test_it_gives_the_limit_in_the_battles_system(units, depth):
    assert run("line-of-sight", units=units).value("sight_depth") == depth


@pytest.mark.parametrize(
    ("raw", "blocked_by"),
    [
        ({"target_in": "woods", "target_depth": 6}, ("target-woods",)),
        ({"observer_in": "behind-hedge", "observer_depth": 9}, ("observer-behind-hedge",)),
        ({"woods_between": 12}, ("woods-between",)),
        ({"in_the_way": ["building"]}, ("building",)),  # line 453: structures and buildings block
        ({"in_the_way": ["burning-wreck"]}, ("burning-wreck",)),  # line 430: burning wrecks block
        (
            {"in_the_way": ["burning-wreck", "building"], "target_in": "woods", "target_depth": 6},
            ("target-woods", "building", "burning-wreck"),
        ),
        ({"in_the_way": ["smoke"]}, ()),  # line 696: smoke hides, but the attack goes in at -5
        ({"in_the_way": ["vehicle-or-wreck"]}, ()),  # line 429: vehicles and wrecks are cover, not a block
        ({"in_the_way": ["soldiers"]}, ()),  # the book names no soldiers among what blocks
    ],
)
def test_it_names_what_blocks_the_line(raw, blocked_by):
    outcome = run("line-of-sight", **raw)
    assert outcome.value("blocked_by") == blocked_by
    assert outcome.result == ("does-not-see" if blocked_by else "sees")


def test_it_says_why_in_the_steps():
    steps = run("line-of-sight", target_in="behind-hedge", target_depth=7).steps
    assert steps[0] == "The target is 7 cm behind the hedge: more than 5 cm, so it cannot be seen."
    assert steps[-1] == "It does not see the target: it may not fire at it."
    steps = run("line-of-sight", observer_in="woods", observer_depth=2, units="in").steps
    assert steps[0] == "The observer is 2 in inside the wood: at most 2 in, so it still sees out."
    assert "spot roll" in steps[-1]  # seeing is not spotting


# --- What may fire all the same (lines 453-458) ------------------------------------------------------------------

BUILDING = {"in_the_way": ["building"]}


@pytest.mark.parametrize(
    ("raw", "result", "may_fire"),
    [
        ({**BUILDING, "weapon": "small-arms"}, "does-not-see", False),  # line 453: no small calibre
        ({**BUILDING, "weapon": "he"}, "does-not-see", False),  # nor HE
        ({**BUILDING, "weapon": "ap"}, "does-not-see", False),  # AP only at an AFV
        ({**BUILDING, "weapon": "artillery-or-mortar"}, "fires-over", True),  # line 457: over obstacles
        ({**BUILDING, "weapon": "bombs"}, "fires-over", True),  # line 458: bombs behind obstacles
        ({"woods_between": 30, "weapon": "artillery-or-mortar"}, "fires-over", True),
        # Line 454: an AFV out of clear sight may be shot at with AP when part of it shows or it was spotted.
        ({**BUILDING, "target": "afv", "weapon": "ap", "afv_part_seen": True}, "ap-only", True),
        ({**BUILDING, "target": "afv", "weapon": "ap", "afv_part_seen": False}, "does-not-see", False),
        ({**BUILDING, "target": "afv", "weapon": "he", "afv_part_seen": True}, "does-not-see", False),
        ({"target": "afv", "target_in": "woods", "target_depth": 8, "weapon": "ap", "afv_part_seen": True}, "ap-only", True),
        ({**BUILDING, "target": "softskin", "weapon": "ap", "afv_part_seen": True}, "does-not-see", False),  # AFVs only
        ({"target": "afv", "weapon": "ap"}, "sees", True),  # in clear sight nothing is needed
        ({"weapon": "artillery-or-mortar"}, "sees", True),
    ],
)  # fmt: skip
def test_it_says_who_may_fire_at_a_target_out_of_sight(raw, result, may_fire):
    outcome = run("line-of-sight", **raw)
    assert (outcome.result, outcome.value("may_fire")) == (result, may_fire)
    assert outcome.value("sees") is (result == "sees")


def test_a_partly_seen_afv_is_shot_at_with_its_cover_on_the_armour():
    steps = run("line-of-sight", **BUILDING, target="afv", weapon="ap", afv_part_seen=True).steps
    assert "R33" in steps[-1] and "armour" in steps[-1]


# --- Smoke: seen, but -5 on the attack roll (lines 696 and 527) ----------------------------------------------------


def test_smoke_hides_nothing_but_the_attack_roll_takes_its_minus_5():
    sight = run("line-of-sight", in_the_way=["smoke"])
    assert sight.result == "sees"
    assert (sight.value("smoke"), sight.value("attack_modifier")) == (True, -5)
    clear = run("attack", attack_value=12, distance=FAR).target
    into_smoke = run("attack", attack_value=12, distance=FAR, smoke=sight.value("smoke")).target
    assert into_smoke - clear == sight.value("attack_modifier") == -5


def test_smoke_counts_for_nothing_where_the_line_is_blocked_anyway():
    sight = run("line-of-sight", in_the_way=["smoke", "building"])
    assert sight.result == "does-not-see"
    assert (sight.value("smoke"), sight.value("attack_modifier")) == (False, 0)


def test_it_refuses_dice():
    with pytest.raises(ValueError, match="No dice are rolled here"):
        run("line-of-sight", [4])


# --- Gun shields: soft cover for the crew attacked from the front (lines 322, 418) ---------------------------------


@pytest.mark.parametrize(
    ("raw", "result", "cover", "level"),
    [
        ({}, "shield-gives-soft-cover", ("soft",), 1),
        ({"attacker_angle": 45}, "shield-gives-soft-cover", ("soft",), 1),  # the front quarter's edge
        ({"attacker_angle": 46}, "shield-does-not-cover", (), 0),
        ({"attacker_angle": 90}, "shield-does-not-cover", (), 0),
        ({"attacker_angle": 180}, "shield-does-not-cover", (), 0),
        ({"gun": "other-gun-with-shield", "attacker_angle": 20}, "shield-gives-soft-cover", ("soft",), 1),
        ({"gun": "gun-without-shield"}, "no-shield", (), 0),
        # Layers add up (line 421, R33): behind sandbags (medium) the shield makes 3.
        ({"other_cover": ["medium"]}, "shield-gives-soft-cover", ("medium", "soft"), 3),
        ({"other_cover": ["medium"], "attacker_angle": 120}, "shield-does-not-cover", ("medium",), 2),
        ({"other_cover": ["hard", "none"]}, "shield-gives-soft-cover", ("hard", "soft"), 4),
        ({"other_cover": ["soft"], "gun": "gun-without-shield"}, "no-shield", ("soft",), 1),
    ],
)
def test_a_gun_shield_is_soft_cover_from_the_front(raw, result, cover, level):
    outcome = run("gun-shield", **raw)
    assert outcome.result == result
    assert outcome.value("cover") == cover
    assert (outcome.value("cover_level"), outcome.value("attack_modifier"), outcome.value("morale_modifier")) == (
        level,
        -level,
        level,
    )
    assert outcome.dice == ()


@pytest.mark.parametrize(("angle", "other"), [(0, []), (30, ["medium"]), (100, ["soft"]), (170, [])])
def test_the_shields_answer_plugs_into_the_attack_and_the_morale_check(angle, other):
    """The attack roll and the morale check take the shield's cover as their own cover input, unchanged."""
    shield = run("gun-shield", attacker_angle=angle, other_cover=other)
    cover = list(shield.value("cover"))
    attack = run("attack", attack_value=12, distance=FAR, cover=cover)
    assert attack.target == 12 + shield.value("attack_modifier")
    morale = run("morale-check", force_morale=8, unit_kind="support-crew", cover=cover)
    assert morale.target == 8 + shield.value("morale_modifier")


def test_a_shield_from_the_front_is_one_less_to_hit_than_the_same_gun_from_the_side():
    front = run("gun-shield", attacker_angle=10, other_cover=["medium"])
    side = run("gun-shield", attacker_angle=80, other_cover=["medium"])
    hit_front = run("attack", attack_value=12, distance=FAR, cover=list(front.value("cover")))
    hit_side = run("attack", attack_value=12, distance=FAR, cover=list(side.value("cover")))
    assert hit_side.target - hit_front.target == 1
    assert "medium + soft cover" in hit_front.steps[0]


@pytest.mark.parametrize(
    ("gun", "angle", "needed"),
    [
        ("at-gun", 0, 12),  # line 844: support weapons with shield, 12 or lower
        ("at-gun", 120, 12),  # the row is the gun's, whatever side the MG fires at
        ("gun-without-shield", 0, 14),  # line 843: without shield, 14 or lower
    ],
)
def test_machine_gun_suppression_reads_the_shield_row_and_not_the_shield_again(gun, angle, needed):
    shield = run("gun-shield", gun=gun, attacker_angle=angle, other_cover=["medium"])
    suppression = run(
        "mg-suppression",
        target=shield.value("suppression_target"),
        distance=FAR,
        cover=list(shield.value("suppression_cover")),
    )
    assert suppression.target == needed - 2  # only the sandbags (medium) come off


def test_the_shield_says_what_it_does_in_steps():
    steps = run("gun-shield", other_cover=["medium"]).steps
    assert steps[1] == "The shield is soft cover for the crew, on top of any other cover."
    assert steps[2] == (
        "The crew is in medium + soft cover against this attack: -3 to the attack roll, +3 to the crew's morale check."
    )
    steps = run("gun-shield", gun="gun-without-shield").steps
    assert steps == (
        "A gun without a shield gives its crew no cover of its own.",
        "The crew has no cover against this attack: nothing changes on the attack roll or the morale check.",
    )


def test_the_new_procedures_name_book_sections_and_take_no_dice():
    for procedure_id in ("line-of-sight", "gun-shield"):
        procedure = catalog.get(procedure_id)
        assert procedure.rolls == () and procedure.dice_counts(procedure.defaults()) == (0,)
    assert catalog.get("line-of-sight").section == "Line of Sight"
    assert catalog.get("gun-shield").section == "Anti-tank (AT) guns"
