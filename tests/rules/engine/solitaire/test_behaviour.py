"""What the acting enemy unit does in a solo game (General enemy AI behavior), one row per rule of the chapter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine.solitaire.behaviour import HELD_STILL, Actor, Friend, Gear, Sighting, Situation, propose, target_order

RIFLES = Actor(1, "Grenadiers", "infantry", "regular", small_arms=3)
AT_GUN = Actor(2, "PaK 40", "support-weapon", "regular", role="at-gun", ap=9, he=2)
ARTILLERY = Actor(3, "leIG 18", "support-weapon", "regular", role="artillery", he=5)
TRUCK = Actor(4, "Opel Blitz", "transport", "conscript", carrying=True)
OFFICER = Actor(5, "Hauptmann", "ranking-officer", "elite", small_arms=2)
TANK = Actor(6, "Panzer IV H", "afv", "regular", small_arms=4, he=6, ap=8)


def seen(ref, unit_type="infantry", points=10, band="medium", **kw):
    return Sighting(ref, kw.pop("label", f"Target {ref}"), unit_type, points, band, **kw)


def tank(ref, armour, **kw):
    return seen(ref, "afv", armour=armour, **kw)


def refs(sightings):
    return tuple(s.ref for s in sightings)


# --- target order ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("actor", "sightings", "expected"),
    [
        # AT gun: AFVs in its arc, thinnest armour first, then the rest by the general rule; out of arc never.
        (AT_GUN, (tank(1, 4), seen(2, points=99), tank(3, 2), tank(4, 1, in_arc=False)), (3, 1, 2)),
        (AT_GUN, (seen(1, "transport", armour=1, points=5), tank(2, 3, points=50)), (1, 2)),
        (AT_GUN, (seen(1, in_arc=False), seen(2, band="out-of-range"), seen(3, band="far")), (3,)),
        # Artillery: support weapons, then infantry in the least cover, then the rest; it cannot hurt the tank.
        (
            ARTILLERY,
            (
                seen(1, cover="hard", points=90),
                seen(2, "transport", points=99),
                seen(3, cover="none", points=1),
                seen(4, "support-weapon", cover="hard", points=5),
                seen(5, "crew", cover="soft"),
                tank(6, 3),
                seen(7, "squad-leader", cover="medium"),
                seen(8, "ranking-officer", cover="none", points=50),
            ),
            (4, 8, 3, 5, 7, 1, 2),
        ),
        # General rule (S11): a threat to the objective, then points, then the closer band, then the lower number.
        (RIFLES, (seen(1, points=90), seen(2, points=5, threatens_objective=True)), (2, 1)),
        (RIFLES, (seen(1, points=20), seen(2, points=40), seen(3, points=30)), (2, 3, 1)),
        (
            RIFLES,
            (seen(1, band="far"), seen(2, band="close"), seen(3, band="super-close"), seen(4, band="medium")),
            (3, 2, 4, 1),
        ),
        (RIFLES, (seen(9), seen(4), seen(6)), (4, 6, 9)),
        # What it cannot hurt, or cannot reach, it never picks.
        (RIFLES, (tank(1, 2, points=99), seen(2, "transport", armour=1), seen(3, "transport", points=1)), (3,)),
        (Actor(9, "Panzerschreck team", "infantry", "regular", ap=7), (seen(1), tank(2, 5), seen(3, "plane")), (2,)),
        (Actor(9, "Unarmed", "infantry", "conscript"), (seen(1), tank(2, 1)), ()),
        (RIFLES, (seen(1, band="out-of-range", points=99), seen(2, in_arc=False)), (2,)),
        (
            TANK,
            (tank(1, 5, points=20), seen(2, points=30), seen(3, "support-weapon", band="far", points=20)),
            (2, 1, 3),
        ),
        (RIFLES, (), ()),
    ],
    ids=[
        "at-gun-thinnest-armour",
        "at-gun-armoured-transport",
        "at-gun-arc-and-range",
        "artillery",
        "objective-threat",
        "points",
        "band",
        "ref",
        "rifles-vs-armour",
        "ap-only-vs-soft",
        "no-weapons",
        "range-not-arc",
        "tank-general-rule",
        "nothing-seen",
    ],
)
def test_it_orders_the_targets(actor, sightings, expected):
    assert refs(target_order(actor, sightings)) == expected


@pytest.mark.parametrize(
    ("actor", "sightings", "why"),
    [
        (AT_GUN, (seen(1, points=99), tank(2, 4)), "AT gun: AFVs in its firing angle first"),
        (AT_GUN, (tank(1, 4), tank(2, 2)), "the thinnest armour first (armour 2)"),
        (ARTILLERY, (seen(1), seen(2, "support-weapon")), "Artillery: enemy support weapons first."),
        (
            ARTILLERY,
            (seen(1, "transport", points=99), seen(2, cover="hard")),
            "Artillery: infantry before other targets.",
        ),
        (ARTILLERY, (seen(1, cover="medium"), seen(2, cover="soft")), "the least cover first (soft cover)"),
        (RIFLES, (seen(1, points=90), seen(2, threatens_objective=True)), "threatens the mission objective"),
        (RIFLES, (seen(1), seen(2, points=35)), "The most points on the Combat Score: 35 (S11)."),
        (RIFLES, (seen(1), seen(2, band="close")), "Worth as much as Target 1, and closer: close range (S11)."),
        (RIFLES, (seen(3), seen(2)), "Tied with Target 3 on every count: the lower number first (S11)."),
        (RIFLES, (seen(1), tank(2, 3)), "The only target in range it can hurt."),
    ],
)
def test_it_says_why_it_shoots_that_target(actor, sightings, why):
    proposal = propose(Situation(actor, sightings))
    assert proposal.action == "shoot"
    assert why in proposal.reasons[1]


def test_it_names_what_it_leaves_alone():
    sightings = (
        seen(1, band="out-of-range", label="Sherman far off"),
        seen(2, in_arc=False, label="Bren team"),
        tank(3, 2, label="Stuart"),
        seen(4, label="Rifle section"),
        seen(5, "transport", label="Jeep"),
    )
    proposal = propose(Situation(Actor(9, "Panzerschreck team", "infantry", "regular", ap=7), sightings))
    assert (proposal.action, proposal.target) == ("shoot", 3)
    assert proposal.reasons[2:] == (
        "Out of range: Sherman far off.",
        "No small arms or HE to hurt: Bren team, Rifle section, Jeep.",
    )
    at_gun = propose(Situation(Actor(2, "PaK 38", "support-weapon", "regular", role="at-gun", ap=6), sightings))
    assert at_gun.reasons[2:] == (
        "Out of range: Sherman far off.",
        "Outside its firing angle: Bren team.",
        "No small arms or HE to hurt: Rifle section, Jeep.",
    )


# --- the chapter's rules, in order -----------------------------------------------------------------------------

SUPER_CLOSE_TANK = tank(8, 5, band="super-close", label="Sherman")
SHORT_GUN = Gear(21, "abandoned MG 42", "support-weapon-short-of-crew")
BETTER = Gear(22, "StG 44", "weapon")
WORSE = Gear(23, "Kar98k", "weapon", superior=False)
WRECK = Gear(24, "Kübelwagen", "vehicle")


@pytest.mark.parametrize(
    ("situation", "action", "target", "towards"),
    [
        # Mounted troops: a loaded transport's first action only.
        (Situation(TRUCK), "drive-and-unload", None, "cover"),
        (Situation(TRUCK, (seen(1),)), "drive-and-unload", None, "cover"),
        (
            Situation(Actor(4, "Opel Blitz", "transport", "conscript", carrying=True, first_action=False)),
            "move",
            None,
            "enemy",
        ),
        (Situation(Actor(4, "Opel Blitz", "transport", "conscript")), "move", None, "enemy"),
        (Situation(Actor(4, "SdKfz 251", "transport", "regular", small_arms=3), (seen(1),)), "shoot", 1, ""),
        (Situation(Actor(6, "Panzer IV H", "afv", "regular", carrying=True, ap=8)), "move", None, "enemy"),
        # A card keeps the transport still (a traffic jam in turn 1): it neither drives nor unloads, but shoots.
        (Situation(replace(TRUCK, held_still=True)), "hold", None, ""),
        (Situation(replace(TRUCK, held_still=True, small_arms=3), (seen(1),)), "shoot", 1, ""),
        # Infantry and abandoned gear: crew a gun first, then a better weapon; worse weapons and vehicles ignored.
        (Situation(RIFLES, (seen(1),), gear=(BETTER, SHORT_GUN)), "refill-crew", 21, ""),
        (Situation(RIFLES, (seen(1),), gear=(WORSE, BETTER)), "scavenge", 22, ""),
        (Situation(RIFLES, gear=(Gear(30, "MP 40", "weapon"), Gear(25, "StG 44", "weapon"))), "scavenge", 25, ""),
        (
            Situation(Actor(7, "Gruppenführer", "squad-leader", "elite", small_arms=2), gear=(BETTER,)),
            "scavenge",
            22,
            "",
        ),
        (Situation(RIFLES, (seen(1),), gear=(WORSE, WRECK)), "shoot", 1, ""),
        (Situation(Actor(8, "Gun crew", "crew", "regular", small_arms=1), (seen(1),), gear=(BETTER,)), "shoot", 1, ""),
        (Situation(TANK, (seen(1),), gear=(BETTER, SHORT_GUN)), "shoot", 1, ""),
        # Shooting with a target in range, before any move.
        (Situation(RIFLES, (seen(1, band="far"),), objective="away", better_cover_near=True), "shoot", 1, ""),
        (Situation(AT_GUN, (tank(1, 3), seen(2, points=99))), "shoot", 1, ""),
        # Moves with a purpose, in the chapter's order.
        (Situation(RIFLES, (SUPER_CLOSE_TANK,), objective="away", better_cover_near=True), "move", None, "objective"),
        (Situation(RIFLES, objective="reached"), "hold", None, ""),
        (Situation(RIFLES, objective="none"), "move", None, "enemy"),
        (Situation(RIFLES, (seen(1, band="out-of-range"),), better_cover_near=True), "move", None, "enemy"),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,), objective="reached", better_cover_near=True), "hold", None, ""),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,), better_cover_near=True), "move", None, "cover"),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,), gear=(WRECK,)), "move", None, "gear"),
        (
            Situation(TANK, (seen(1, band="out-of-range"), seen(2, "plane", band="super-close")), gear=(BETTER,)),
            "shoot",
            2,
            "",
        ),
        (
            Situation(Actor(6, "Hetzer", "afv", "regular", ap=8), (seen(2, band="super-close"),), gear=(BETTER,)),
            "move",
            None,
            "gear",
        ),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,), gear=(WORSE,)), "hold", None, ""),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,)), "hold", None, ""),
        # Support weapons move too, 5 cm a move (Movement), when they have nothing to shoot.
        (Situation(AT_GUN, (tank(1, 3, in_arc=False),), objective="away"), "move", None, "objective"),
        (Situation(ARTILLERY, better_cover_near=True), "move", None, "enemy"),
    ],
)
def test_it_follows_the_chapters_rules_in_order(situation, action, target, towards):
    proposal = propose(situation)
    assert (proposal.action, proposal.target, proposal.move_towards) == (action, target, towards)
    assert proposal.reasons


@pytest.mark.parametrize(
    ("situation", "reasons"),
    [
        (
            Situation(TRUCK),
            (
                "Drives to the best cover in reach and unloads its infantry.",
                "A loaded transport always spends its first action this way.",
            ),
        ),
        (Situation(RIFLES, gear=(SHORT_GUN,)), ("Joins the crew of abandoned MG 42.",)),
        (Situation(RIFLES, gear=(BETTER,)), ("Picks up StG 44.",)),
        (Situation(RIFLES, objective="away"), ("Moves towards the mission objective, its first purpose.",)),
        (Situation(RIFLES), ("No enemy in sight: moves towards the nearest enemy it knows of (S12).",)),
        (Situation(RIFLES, objective="reached"), ("It stands at the mission objective: it holds it (S14).",)),
        (
            Situation(RIFLES, (seen(1, band="out-of-range", label="Cromwell"),)),
            (
                "No target in range it can hurt.",
                "Out of range: Cromwell.",
                "Moves towards the enemy: none is at super-close range yet.",
            ),
        ),
        (
            Situation(RIFLES, (SUPER_CLOSE_TANK,), better_cover_near=True),
            (
                "No target in range it can hurt.",
                "No AP value to hurt armour: Sherman.",
                "Sherman is already at super-close range: no need to close in.",
                "Moves to the better cover nearby.",
            ),
        ),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,), gear=(WRECK,)), ("Moves to the abandoned Kübelwagen.",)),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,)), ("Nothing left to move towards: it holds.",)),
        (Situation(ARTILLERY), ("No enemy in sight: moves towards the nearest enemy it knows of (S12).",)),
    ],
)
def test_it_says_why(situation, reasons):
    said = propose(situation).reasons
    starts = [n for n in range(len(said)) if said[n : n + len(reasons)] == reasons]
    assert starts, said


# --- officers --------------------------------------------------------------------------------------------------

SQUADS = (
    Friend(11, "Grenadiers", "infantry", "regular", 40, firepower=3),
    Friend(12, "MG 42 team", "support-weapon", "regular", 30, firepower=6),
    Friend(13, "Volkssturm", "infantry", "conscript", 20, firepower=3),
    Friend(14, "Panzergrenadiere", "infantry", "elite", 10, firepower=3),
    Friend(15, "Pioniere", "infantry", "elite", 25, firepower=3),
    Friend(16, "Sturmtrupp", "infantry", "elite", 25, firepower=3),
)


@pytest.mark.parametrize(
    ("orders_left", "ordered"),
    [
        (1, (12,)),
        (2, (12, 15)),
        (3, (12, 15, 16)),
        (4, (12, 15, 16, 14)),
        (5, (12, 15, 16, 14, 11)),
        (9, (12, 15, 16, 14, 11, 13)),
    ],
)
def test_an_officer_orders_his_best_units_first(orders_left, ordered):
    proposal = propose(Situation(OFFICER, friends=tuple(reversed(SQUADS)), orders_left=orders_left))
    assert (proposal.action, proposal.ordered) == ("order", ordered)
    assert any("(S11)" in reason for reason in proposal.reasons)
    assert any(reason.startswith("No order left for") for reason in proposal.reasons) is (len(ordered) < len(SQUADS))


@pytest.mark.parametrize(
    ("sightings", "target"),
    [
        ((seen(1, firepower=3, points=90), tank(2, 6, firepower=8), seen(3, firepower=9, band="out-of-range")), 2),
        ((seen(1, firepower=4, points=10), seen(2, firepower=4, points=30)), 2),
        ((seen(1, firepower=4, band="far"), seen(2, firepower=4, band="close")), 2),
        ((seen(1, firepower=9, band="out-of-range"),), None),
        ((), None),
    ],
    ids=["most-firepower-in-range", "then-points", "then-closer", "none-in-range", "none-seen"],
)
def test_an_officer_aims_them_at_the_most_dangerous_enemy(sightings, target):
    proposal = propose(Situation(OFFICER, sightings, friends=SQUADS[:1], orders_left=1))
    assert (proposal.action, proposal.target, proposal.ordered) == ("order", target, (11,))
    assert ("No enemy in range to aim them at." in proposal.reasons) is (target is None)


@pytest.mark.parametrize(
    ("situation", "action"),
    [
        (Situation(OFFICER, (seen(1),), friends=SQUADS, orders_left=0), "shoot"),
        (Situation(OFFICER, (seen(1),), orders_left=2), "shoot"),
        (Situation(OFFICER, objective="away", orders_left=2), "move"),
        (Situation(RIFLES, (seen(1),), friends=SQUADS, orders_left=2), "shoot"),
        (Situation(OFFICER, (seen(1),), gear=(BETTER, SHORT_GUN), friends=SQUADS, orders_left=1), "order"),
    ],
    ids=["no-orders-left", "no-friends", "no-friends-moves", "not-an-officer", "officers-do-not-scavenge"],
)
def test_only_an_officer_with_orders_and_friends_gives_orders(situation, action):
    assert propose(situation).action == action


# --- what the player may overrule to ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("situation", "alternatives"),
    [
        (Situation(RIFLES, (seen(1),)), ("move", "hold")),
        (Situation(RIFLES), ("hold",)),
        (Situation(RIFLES, (SUPER_CLOSE_TANK,)), ("move",)),
        (Situation(AT_GUN, (tank(1, 3),)), ("move", "hold")),
        (Situation(AT_GUN), ("hold",)),
        (Situation(TRUCK), ("move", "hold")),
        (Situation(replace(TRUCK, held_still=True)), ()),
        (Situation(replace(TRUCK, held_still=True, small_arms=3), (seen(1),)), ("hold",)),
        (
            Situation(Actor(4, "SdKfz 251", "transport", "regular", small_arms=3, carrying=True), (seen(1),)),
            ("shoot", "move", "hold"),
        ),
        (Situation(RIFLES, (seen(1),), gear=(BETTER,)), ("shoot", "move", "hold")),
        (Situation(OFFICER, (seen(1),), friends=SQUADS, orders_left=1), ("shoot", "move", "hold")),
        (Situation(OFFICER, (tank(1, 4),), friends=SQUADS, orders_left=1), ("move", "hold")),
    ],
)
def test_it_lists_what_the_player_may_overrule_to(situation, alternatives):
    assert propose(situation).alternatives == alternatives


# --- inputs ----------------------------------------------------------------------------------------------------


def test_a_transport_a_card_holds_still_says_so():
    assert propose(Situation(replace(TRUCK, held_still=True))).reasons == (HELD_STILL,)


def test_a_unit_with_no_action_left_does_nothing():
    with pytest.raises(ValueError, match="Grenadiers has no action left this turn."):
        propose(Situation(Actor(1, "Grenadiers", "infantry", "regular", small_arms=3, actions_left=0)))


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: seen(1, band="point-blank"), "Range band"),
        (lambda: seen(1, cover="heavy"), "Cover"),
        (lambda: seen(1, "tank"), "Unit type"),
        (lambda: Gear(1, "Panzerfaust", "ammo"), "Gear"),
        (lambda: Friend(1, "Grenadiers", "infantry", "green", 10), "Quality"),
        (lambda: Actor(1, "Gun", "support-weapon", "regular", role="mortar"), "Role"),
        (lambda: Situation(RIFLES, objective="near"), "Objective"),
    ],
)
def test_it_refuses_unknown_words(build, message):
    with pytest.raises(ValueError, match=message):
        build()


@pytest.mark.parametrize(
    ("first_action", "sightings", "action"),
    [
        (True, (), "dismount"),  # S16: a rider activated gets out first
        (True, (seen(1),), "dismount"),  # before it shoots
        (False, (seen(1),), "shoot"),  # once out (or on a later action) the usual rules
        (False, (), "hold"),  # still aboard with nothing to shoot: it goes where its vehicle goes
    ],
)
def test_a_soldier_riding_in_a_vehicle_gets_out_first(first_action, sightings, action):
    rider = replace(RIFLES, aboard=True, first_action=first_action)
    proposal = propose(Situation(rider, sightings, objective="away"))
    assert proposal.action == action
    assert "move" not in proposal.alternatives
