"""The fields through which an event card in force reaches a roll (the sample pack's weather and supply cards):
each left at its default gives the book's result, and each set does what the card's text says, one row per case
with the card's own numbers."""

from __future__ import annotations

import pytest

from rules.engine import catalog
from rules.engine.registry import parse_inputs


def run(procedure_id, dice=None, **raw):
    """Resolve a procedure from form-like values: a tuple is a multiple choice, anything else one value."""
    procedure = catalog.get(procedure_id)
    form = {k: [str(x) for x in v] if isinstance(v, tuple) else [str(v).lower()] for k, v in raw.items()}
    inputs, errors = parse_inputs(procedure, form)
    assert errors == {}
    return procedure.resolve(inputs, dice)


# --- Spot rolls: heavy rain needs 1 more, morning fog 1 more at medium range, snowfall 1 more at far range. ---

INFANTRY_IN_MEDIUM_COVER = {"target_kind": "infantry", "cover": "medium", "units": "cm"}  # book: 4+ medium, 5+ far


@pytest.mark.parametrize(
    ("case", "distance", "cards", "needed"),
    [
        ("the book, medium range", 75, {}, 4),
        ("the book, far range", 150, {}, 5),
        ("heavy rain at medium range", 75, {"event_card_medium": 1, "event_card_far": 1}, 5),
        ("heavy rain at far range", 150, {"event_card_medium": 1, "event_card_far": 1}, 6),
        ("morning fog at medium range", 75, {"event_card_medium": 1}, 5),
        ("snowfall at medium range: no change", 75, {"event_card_far": 1}, 4),
        ("snowfall at far range", 150, {"event_card_far": 1}, 6),
        ("heavy rain and snowfall at far range", 150, {"event_card_medium": 1, "event_card_far": 2}, 7),
    ],
)
def test_a_spot_roll_needs_what_the_cards_add_at_its_range(case, distance, cards, needed):
    spot = {**INFANTRY_IN_MEDIUM_COVER, "distance": distance, **cards}
    assert run("spot-roll", None, **spot).value("needed") == needed
    if needed <= 6:
        assert run("spot-roll", [needed], **spot).result == "spotted"
    assert run("spot-roll", [needed - 1], **spot).result == "not-spotted"
    said = " ".join(run("spot-roll", None, **spot).steps)
    assert ("Event cards in force: the spot roll needs" in said) is (needed != (4 if distance == 75 else 5))


def test_a_spot_nothing_can_make_is_never_spotted():
    spot = {**INFANTRY_IN_MEDIUM_COVER, "distance": 150, "event_card_far": 2}
    assert {r for r, _p in run("spot-roll", None, **spot).outcomes} == {"not-spotted"}
    assert run("spot-roll", [6], **spot).result == "not-spotted"


# --- Attack rolls: heavy rain -1 at far range; clear skies +1 for a plane's attack and an AA gun's at a plane. ---


@pytest.mark.parametrize(
    ("procedure", "given", "target"),
    [
        ("attack", {"distance": 150}, 10),  # far range: no range bonus
        ("attack", {"distance": 150, "event_card_far": -1}, 9),  # heavy rain
        ("attack", {"distance": 99, "event_card_far": -1}, 14),  # medium range +4: the rain does not count
        ("attack", {"distance": 150, "event_card": 1}, 11),  # clear skies, a plane
        ("attack", {"distance": 150, "event_card": 1, "event_card_far": -1}, 10),
        ("overwatch", {"distance": 150, "event_card_far": -1}, 9),
        ("aa-fire", {"distance": 150}, 10),
        ("aa-fire", {"distance": 150, "event_card": 1}, 11),  # clear skies
        ("aa-fire", {"distance": 150, "event_card_far": -1}, 9),  # heavy rain
        ("aa-fire", {"distance": 60, "event_card": 1, "event_card_far": -1}, 15),  # medium +4, clear skies +1
    ],
)
def test_an_attack_roll_takes_what_the_cards_add(procedure, given, target):
    value = {"attack_value": 10} if procedure != "aa-fire" else {"weapon_value": 10}
    outcome = run(procedure, None, units="cm", **value, **given)
    assert outcome.target == target
    moved = given.get("event_card", 0) + (given.get("event_card_far", 0) if given["distance"] >= 100 else 0)
    assert any(f"event card {moved:+d}" in step for step in outcome.steps) is bool(moved)


@pytest.mark.parametrize(
    ("procedure", "given", "target"),
    [
        ("bombing-run", {"bomb_value": 12}, 12),
        ("bombing-run", {"bomb_value": 12, "event_card": 1}, 13),  # clear skies
        ("dogfight", {"weapon_value": 10}, 18),  # always close range: +8
        ("dogfight", {"weapon_value": 10, "event_card": 1}, 19),  # clear skies
    ],
)
def test_a_planes_attack_takes_the_clear_skies_bonus(procedure, given, target):
    outcome = run(procedure, None, **given)
    assert outcome.target == target
    assert any("event card +1" in step for step in outcome.steps) is ("event_card" in given)


# --- Summer heat: a machine gun overheats on 2 to 7 instead of 2 to 6. ---


@pytest.mark.parametrize(
    ("event_card", "dice", "result"),
    [
        (0, [3, 3], "machine-gun-overheats"),
        (0, [3, 4], "machine-gun-does-not-overheat"),
        (1, [3, 4], "machine-gun-overheats"),
        (1, [4, 4], "machine-gun-does-not-overheat"),
    ],
)
def test_summer_heat_makes_a_machine_gun_overheat_on_7_too(event_card, dice, result):
    outcome = run("mg-overheat", dice, weapon="machine-gun", double_burst=True, event_card=event_card)
    assert outcome.result == result
    assert ("Event cards in force: it overheats on 2 to 7." in outcome.steps) is (event_card == 1)


# --- Frozen ground: infantry crossing an obstacle needs 1 more. ---


@pytest.mark.parametrize(
    ("obstacle", "event_card", "face", "result"),
    [
        ("small", 0, 2, "crossed"),
        ("small", 1, 2, "failed"),
        ("small", 1, 3, "crossed"),
        ("high", 0, 4, "crossed"),
        ("high", 1, 4, "failed"),
        ("high", 1, 5, "crossed"),
    ],
)
def test_frozen_ground_makes_a_crossing_need_1_more(obstacle, event_card, face, result):
    outcome = run("obstacle-crossing", [face], obstacle=obstacle, event_card=event_card)
    assert outcome.result == result
    assert ("Event cards in force: the crossing roll needs 1 more." in outcome.steps) is (event_card == 1)


def test_a_crossing_no_die_can_make_cannot_succeed():
    outcome = run("obstacle-crossing", [6], obstacle="high", event_card=3)
    assert outcome.result == "failed" and "Chance of crossing: 0%." in outcome.steps


# --- Movement dice: what the weather and fuel take from a move (R10: never below zero dice). ---


@pytest.mark.parametrize(
    ("case", "movement", "terrain", "cards", "dice", "pips"),
    [
        ("the book: wheeled over plains abandon the lowest", "wheeled", "plains", (), [1, 4, 6], 10),
        ("heavy rain, wheeled off paved roads", "wheeled", "plains", ("abandon-lowest-off-paved-roads",), [1, 4, 6], 6),
        ("heavy rain, wheeled on a dirt road", "wheeled", "dirt-road", ("abandon-lowest-off-paved-roads",), [1, 4, 6], 10),
        ("heavy rain, wheeled on a paved road", "wheeled", "paved-road", ("abandon-lowest-off-paved-roads",), [1, 4, 6], 21),
        ("deep mud, tracked off roads", "tracked", "plains", ("abandon-lowest-off-roads",), [1, 4, 6], 16),
        ("deep mud, tracked on a dirt road", "tracked", "dirt-road", ("abandon-lowest-off-roads",), [1, 4, 6], 12),
        ("deep mud, wheeled off roads", "wheeled", "plains", ("abandon-highest-off-roads",), [1, 4, 6], 4),
        ("deep mud, a horse off roads", "horse", "plains", ("abandon-highest-off-roads",), [1, 4, 6], 9),
        ("snowfall, every vehicle", "tracked", "paved-road", ("abandon-lowest",), [1, 4, 6], 16),
        ("fuel shortage, every vehicle", "tracked", "plains", ("abandon-highest",), [1, 4, 6], 9),
        ("snowfall and fuel shortage", "wheeled", "dirt-road", ("abandon-lowest", "abandon-highest"), [2, 3, 5], 3),
        ("frozen ground, tracked in crops", "tracked", "crops", ("no-crops-penalty",), [1, 4, 6], 11),
        ("frozen ground, wheeled in crops", "wheeled", "crops", ("no-crops-penalty",), [1, 4, 6], 11),
        ("frozen ground, no vehicle: a horse in crops", "horse", "crops", ("no-crops-penalty",), [1, 4, 6], 10),
    ],
)  # fmt: skip
def test_the_cards_take_dice_from_a_move(case, movement, terrain, cards, dice, pips):
    outcome = run("vehicle-move", dice, movement=movement, terrain=terrain, dice_count=3, units="in", event_cards=cards)
    assert outcome.value("distance") == pips  # 1 pip is 1 in (R9)


def test_a_move_says_the_dice_the_cards_take():
    outcome = run("vehicle-move", None, movement="wheeled", terrain="plains", dice_count=3, units="in",
                  event_cards=("abandon-lowest", "abandon-lowest-off-roads", "abandon-highest"))  # fmt: skip
    assert "Event cards in force: abandon the 2 lowest dice first." in outcome.steps
    assert "Event cards in force: abandon the highest die first." in outcome.steps


def test_a_die_the_cards_take_from_a_one_die_move_leaves_it_still():
    outcome = run("vehicle-move", [6], movement="tracked", terrain="plains", dice_count=1, units="in",
                  event_cards=("abandon-highest",))  # fmt: skip
    assert outcome.value("distance") == 0
    assert "No dice are left after the penalties: it cannot move here (it may still roll for the log)." in outcome.steps


def test_a_captured_vehicle_loses_the_crews_dice_then_the_cards():
    # An AFV manned by a vehicle crew abandons its highest die; snow takes the lowest: 1 4 6 -> 4, counted twice.
    outcome = run("captured-vehicle-move", [1, 4, 6], vehicle_type="afv", crew_type="vehicle-crew",
                  movement="tracked", terrain="plains", dice_count=3, units="in", event_cards=("abandon-lowest",))  # fmt: skip
    assert outcome.value("distance") == 8


# --- Snowfall: infantry may not move at the double; deep mud: not in fields (crops). ---


@pytest.mark.parametrize(
    ("terrain", "cards", "double"),
    [
        ("plains", (), True),
        ("plains", ("no-double-move",), False),
        ("crops", ("no-double-move-in-crops",), False),
        ("plains", ("no-double-move-in-crops",), True),
    ],
)
def test_the_cards_take_the_double_move_from_infantry(terrain, cards, double):
    outcome = run("foot-move", None, unit="infantry", terrain=terrain, units="cm", event_cards=cards)
    assert outcome.value("double_move_allowed") is double
    assert ("No double move: an event card in force forbids it here." in outcome.steps) is (not double)
