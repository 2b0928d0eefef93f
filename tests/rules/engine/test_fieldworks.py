"""Fieldworks (Appendix: Fieldworks and additional cover): who fits in a bunker, who gets past sandbags, tank traps and
barbed wire, what destroys each, their cover (R33), craters and ruins. One row per case, with the book's own words
quoted where the number or the rule comes from; "app's reading" marks a row where the book is silent."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.engine import catalog
from tests.rules.engine.helpers import run

NEW = ("bunker-capacity", "fieldwork-crossing", "fieldwork-hit", "fieldwork-cover", "crater")


def test_every_fieldwork_procedure_is_a_calculator_of_its_own_chapter():
    for procedure_id in NEW:
        procedure = catalog.get(procedure_id)
        assert procedure is not None and procedure.chapter == "Fieldworks"


# --- Bunkers: "Six soldiers or one support weapon plus crew will fit in a bunker." -------------------------------------


@pytest.mark.parametrize(
    ("soldiers", "support_weapon", "result", "room"),
    [
        (0, False, "fits", 6),
        (1, False, "fits", 5),
        (5, False, "fits", 1),
        (6, False, "fits", 0),  # six fit
        (7, False, "too-many", 0),  # the seventh stays outside
        (12, False, "too-many", 0),
        (0, True, "fits", 0),  # one support weapon plus its crew
        (1, True, "too-many", 0),  # "or": a gun and its crew leave no room for others
        (6, True, "too-many", 0),
    ],
)
def test_a_bunker_holds_six_soldiers_or_one_support_weapon_with_its_crew(soldiers, support_weapon, result, room):
    outcome = run("bunker-capacity", soldiers=soldiers, support_weapon=support_weapon)
    assert (outcome.result, outcome.value("capacity"), outcome.value("room_left")) == (result, 6, room)
    assert outcome.outcomes == ((result, Fraction(1)),) and outcome.dice == ()


def test_inside_a_bunker_every_enemy_attack_is_at_minus_3_and_morale_plus_3():
    """ "making every enemy unit attack at -3"; "Bunkers are the only structures that offer hard cover" (+3 morale)."""
    outcome = run("bunker-capacity", soldiers=4)
    assert (outcome.value("attacker_modifier"), outcome.value("morale_modifier")) == (-3, 3)
    said = " ".join(outcome.steps)
    assert "flamethrower" in said and "grenade" in said  # what the -3 does not help against


def test_an_at_gun_placed_in_a_bunker_stays_there():
    """ "AT & AA guns placed in buildings or bunkers may not be moved for the remainder of the game.\""""
    assert any("rest of the game" in step for step in run("bunker-capacity", soldiers=0, support_weapon=True).steps)
    assert not any("rest of the game" in step for step in run("bunker-capacity", soldiers=3).steps)


# --- Getting past: tank traps, barbed wire, sandbags ------------------------------------------------------------------

PASSES, BLOCKED, OVERRUNS = "passes", "blocked", "overruns"


@pytest.mark.parametrize(
    ("fieldwork", "unit", "result"),
    [
        # "Tank traps block the advance of any AFV, wheeled support weapon, and soft skin vehicle."
        ("tank-traps", "wheeled-afv", BLOCKED),
        ("tank-traps", "tracked-afv", BLOCKED),
        ("tank-traps", "wheeled-support-weapon", BLOCKED),
        ("tank-traps", "softskin", BLOCKED),
        ("tank-traps", "infantry", PASSES),  # not named; it "may not" take them apart, though
        ("tank-traps", "carried-support-weapon", PASSES),
        ("tank-traps", "horse", PASSES),
        # "Barbed wire stops infantry, support weapons, wheeled vehicles, and horses ... or overrun by tanks."
        ("barbed-wire", "infantry", BLOCKED),
        ("barbed-wire", "carried-support-weapon", BLOCKED),
        ("barbed-wire", "wheeled-support-weapon", BLOCKED),
        ("barbed-wire", "horse", BLOCKED),
        ("barbed-wire", "softskin", BLOCKED),
        ("barbed-wire", "wheeled-afv", BLOCKED),
        ("barbed-wire", "tracked-afv", OVERRUNS),
        # "AFVs can overrun the structure and destroy it."
        ("sandbags", "wheeled-afv", OVERRUNS),
        ("sandbags", "tracked-afv", OVERRUNS),
        # The app's reading: only infantry climbs obstacles and only AFVs break through them.
        ("sandbags", "horse", BLOCKED),
        ("sandbags", "wheeled-support-weapon", BLOCKED),
        ("sandbags", "softskin", BLOCKED),
    ],
)
def test_a_fieldwork_stops_lets_past_or_is_flattened(fieldwork, unit, result):
    outcome = run("fieldwork-crossing", fieldwork=fieldwork, unit=unit)
    assert outcome.result == result and outcome.outcomes == ((result, Fraction(1)),)
    assert outcome.value("fieldwork_destroyed") == (result == OVERRUNS)
    assert catalog.get("fieldwork-crossing").dice_counts(_inputs("fieldwork-crossing", fieldwork, unit)) == (0,)


def test_infantry_may_not_take_tank_traps_apart():
    assert "may not take them apart" in run("fieldwork-crossing", fieldwork="tank-traps", unit="infantry").steps[0]


@pytest.mark.parametrize("unit", ["infantry", "carried-support-weapon"])
@pytest.mark.parametrize(("face", "result"), [(1, "failed"), (2, "crossed"), (6, "crossed")])
def test_infantry_climbs_sandbags_with_the_small_obstacle_roll(unit, face, result):
    """The app's reading: sandbags are a low (waist high) obstacle, "Small | 2,3,4,5,6" on 1D6; the move ends (R12)."""
    preview = run("fieldwork-crossing", fieldwork="sandbags", unit=unit)
    assert dict(preview.outcomes) == {"crossed": Fraction(5, 6), "failed": Fraction(1, 6)}
    outcome = run("fieldwork-crossing", [face], fieldwork="sandbags", unit=unit)
    assert outcome.procedure == "fieldwork-crossing" and outcome.result == result
    assert outcome.value("movement_ends") is True and outcome.value("may_fire") == (result == "crossed")


def test_it_refuses_dice_where_nothing_is_rolled():
    with pytest.raises(ValueError):
        run("fieldwork-crossing", [3], fieldwork="barbed-wire", unit="infantry")
    with pytest.raises(ValueError):
        run("fieldwork-crossing", [3, 3], fieldwork="sandbags", unit="infantry")


def _inputs(procedure_id, fieldwork, unit):
    return catalog.get(procedure_id).inputs(fieldwork=fieldwork, unit=unit)


# --- What destroys a fieldwork -----------------------------------------------------------------------------------------

DESTROYED, STANDS = "destroyed", "stands"


@pytest.mark.parametrize(
    ("fieldwork", "hit_by", "calibre", "result"),
    [
        # Sandbags: "HE ammo can destroy these fieldworks."
        ("sandbags", "he-shell", 20, DESTROYED),
        ("sandbags", "grenade-or-charge", 75, DESTROYED),
        ("sandbags", "bomb", 75, DESTROYED),
        ("sandbags", "small-arms", 75, STANDS),
        ("sandbags", "flamethrower", 75, STANDS),
        # Bunkers: "Bunkers can be destroyed by bombs."
        ("bunker", "bomb", 75, DESTROYED),
        ("bunker", "he-shell", 150, STANDS),
        ("bunker", "grenade-or-charge", 75, STANDS),
        ("bunker", "flamethrower", 75, STANDS),
        ("bunker", "small-arms", 75, STANDS),
        # Tank traps: "only can be destroyed by bombs or hit by HE shells bigger than 37 mm caliber."
        ("tank-traps", "he-shell", 36, STANDS),
        ("tank-traps", "he-shell", 37, STANDS),
        ("tank-traps", "he-shell", 38, DESTROYED),
        ("tank-traps", "he-shell", 88, DESTROYED),
        ("tank-traps", "bomb", 75, DESTROYED),
        ("tank-traps", "grenade-or-charge", 75, STANDS),  # "only": a charge is no shell
        ("tank-traps", "small-arms", 75, STANDS),
        # Barbed wire: "destroyed by HE shells of at least 37 mm caliber"; a bomb too (the app's reading).
        ("barbed-wire", "he-shell", 36, STANDS),
        ("barbed-wire", "he-shell", 37, DESTROYED),
        ("barbed-wire", "he-shell", 38, DESTROYED),
        ("barbed-wire", "bomb", 75, DESTROYED),
        ("barbed-wire", "grenade-or-charge", 75, STANDS),
        ("barbed-wire", "flamethrower", 75, STANDS),
    ],
)
def test_it_says_what_destroys_each_fieldwork(fieldwork, hit_by, calibre, result):
    outcome = run("fieldwork-hit", fieldwork=fieldwork, hit_by=hit_by, calibre=calibre)
    assert outcome.result == result and outcome.value("fieldwork_destroyed") == (result == DESTROYED)


@pytest.mark.parametrize("hit_by", ["small-arms", "grenade-or-charge", "bomb", "flamethrower"])
def test_the_calibre_counts_only_for_a_shell(hit_by):
    results = {run("fieldwork-hit", fieldwork="tank-traps", hit_by=hit_by, calibre=c).result for c in (20, 37, 150)}
    assert len(results) == 1


def test_a_flamethrower_on_a_bunker_leads_to_an_effect_roll_for_each_soldier_inside():
    """ "flamethrowers and grenades will be very effective against soldiers inside": no attack roll (Flamethrowers)."""
    outcome = run("fieldwork-hit", fieldwork="bunker", hit_by="flamethrower")
    assert outcome.effects.continues_with == (
        "effect roll (2D6) for each soldier in the bunker",
        "morale check (2D6) for each soldier",
    )
    assert run("fieldwork-hit", fieldwork="bunker", hit_by="he-shell").effects.continues_with == ()


def test_destroyed_cover_still_counts_against_the_hit_that_destroyed_it():
    steps = run("fieldwork-hit", fieldwork="sandbags", hit_by="he-shell").steps
    assert any("keep its cover against this hit" in step for step in steps)


# --- Cover: R33 (sandbags and stone medium, a bunker the only hard cover), layers add up -------------------------------


@pytest.mark.parametrize(
    ("cover_from", "result", "level"),
    [
        ("sandbags", "medium-cover", 2),  # R33: "Stone structures and sandbags offer medium cover", not the appendix
        ("bunker", "hard-cover", 3),
        ("crater", "soft-cover", 1),  # "they offer additional soft cover"
        ("stone-ruins", "medium-cover", 2),  # R33: stone is medium, not the appendix's hard
        ("wooden-ruins", "soft-cover", 1),  # "destroyed wooden buildings offer soft cover"
        ("destroyed-sandbags", "no-cover", 0),  # "When destroyed, sandbags do not offer any kind of cover anymore."
    ],
)
def test_each_gives_its_cover_level(cover_from, result, level):
    outcome = run("fieldwork-cover", cover_from=cover_from)
    assert outcome.result == result
    assert (outcome.value("cover_level"), outcome.value("attacker_modifier"), outcome.value("morale_modifier")) == (
        level,
        -level,
        level,
    )


@pytest.mark.parametrize(
    ("cover_from", "more", "total"),
    [
        ("sandbags", ["soft"], 3),  # the book's worked example: sandbags on a hill give 3
        ("bunker", ["soft"], 4),
        ("crater", ["soft"], 2),
        ("destroyed-sandbags", ["soft"], 1),  # only the hill is left
        ("sandbags", ["none"], 2),
    ],
)
def test_cover_levels_add_up(cover_from, more, total):
    outcome = run("fieldwork-cover", cover_from=cover_from, more_cover=more)
    assert (outcome.value("cover_level"), outcome.value("attacker_modifier")) == (total, -total)


def test_an_afv_adds_the_cover_to_its_armour_and_never_fits_in_a_bunker():
    """Sandbags cover "tanks" too; R33: an AFV in cover adds the cover's number to the covered side's armour."""
    behind = run("fieldwork-cover", cover_from="sandbags", unit="afv")
    assert (behind.result, behind.value("armour_bonus"), behind.value("attacker_modifier")) == ("medium-cover", 2, 0)
    assert run("fieldwork-cover", cover_from="bunker", unit="afv").result == "does-not-fit"
    assert run("fieldwork-cover", cover_from="bunker", unit="support-weapon").result == "hard-cover"


def test_ruins_are_marked_with_a_ruin_token():
    """ "The ruin token is placed on the building / structure that has been destroyed.\""""
    assert any("ruin token" in step for step in run("fieldwork-cover", cover_from="stone-ruins").steps)
    assert not any("ruin token" in step for step in run("fieldwork-cover", cover_from="crater").steps)


# --- Craters: "placed after HE shells and bombs", "Blast radius will decide how big the crater is" --------------------


@pytest.mark.parametrize(
    ("explosive", "units", "result", "radius"),
    [
        # Table blast radius: 20mm 5 cm / 2 in; 37 to 47mm (mortar shells) 10 cm / 4 in; 75 to 88mm 20 cm / 8 in;
        # calibres above (bombs) 25 cm / 10 in.
        ("20mm", "cm", "crater", 5),
        ("20mm", "in", "crater", 2),
        ("37-47mm", "cm", "crater", 10),
        ("mortar-shell", "in", "crater", 4),
        ("75-88mm", "cm", "crater", 20),
        ("75-88mm", "in", "crater", 8),
        ("above-88mm", "cm", "crater", 25),
        ("bomb", "in", "crater", 10),
        # The app's reading: neither shells nor bombs.
        ("hand-grenade", "cm", "no-crater", 0),
        ("satchel-charge", "cm", "no-crater", 0),
        ("flamethrower", "cm", "no-crater", 0),
        ("exploding-vehicle", "cm", "no-crater", 0),
    ],
)
def test_a_crater_is_as_big_as_the_blast_radius(explosive, units, result, radius):
    outcome = run("crater", explosive=explosive, units=units)
    assert (outcome.result, outcome.value("radius")) == (result, radius)


def test_the_crater_has_the_blast_radius_calculators_own_number():
    for explosive in ("20mm", "37-47mm", "75-88mm", "bomb"):
        for units in ("cm", "in"):
            blast = run("blast-radius", explosive=explosive, units=units)
            assert run("crater", explosive=explosive, units=units).value("radius") == blast.value("radius")


def test_a_crater_is_soft_cover():
    assert run("crater", explosive="bomb").value("cover_level") == 1
    assert run("fieldwork-cover", cover_from="crater").value("cover_level") == 1
