"""The enemy the app plays in solo games explains itself in the reader's words: every reason and step the engine's
solitaire modules make (rules.engine.solitaire) reads German on a German page (rules.sentences.steps.solitaire) and
stays the engine's own English on an English one. The sentences are made by running the engine over varied
situations, one test per engine module; a sentence a row cannot say stays English, and the test names it."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import cache

import pytest
from django.utils import translation

from rules import sentences
from rules.engine.solitaire.activation import Candidate, choose_activation, next_ordered
from rules.engine.solitaire.behaviour import Actor, Friend, Gear, Sighting, Situation, propose
from rules.engine.solitaire.draws import Draws, a_or_an, draw_bag, pick_with_d6
from rules.engine.solitaire.force import Profile, dice_needed, enemy_force, start_quality
from rules.engine.solitaire.placement import Piece, enemy_placement, placement_dice
from rules.sentences.steps import solitaire
from tests.rules.engine.solitaire.test_force import (
    HMG,
    RIFLEMAN,
    SAMPLE_TYPES,
    SNIPER,
    TANK,
    make_list,
    rolls,
    seed_drawing,
    seeded_force,
)


def refused(call: Callable[[], object]) -> str:
    """The sentence of the ValueError the engine raises for a call (it must raise one)."""
    with pytest.raises(ValueError) as raised:
        call()
    return str(raised.value)


# --- the sentences, made by the engine --------------------------------------------------------------------------


@cache
def force_sentences() -> tuple[str, ...]:
    """enemy_force over the sample pack's detachment types and many dice, and hand-made lists for the rest."""
    said = [step for kind in SAMPLE_TYPES for seed in range(12) for step in seeded_force(kind, seed)[3].steps]
    # A core unit the type's wanted quality does not come in (S5), and a crew counter that passes a machine by (S7).
    said += enemy_force(make_list(qualities=("conscript", "elite"), core=((SNIPER, 1),)), rolls()).steps
    elite_gun = Profile("gun", "Elite gun", "support-weapon", {"elite": 20}, crew=3)
    passing = make_list(qualities=("conscript", "regular", "elite"), core=((elite_gun, 1), (HMG, 1)))
    said += enemy_force(passing, rolls(support=(1, 1, 1), seed=seed_drawing("regular"))).steps
    capped = make_list(qualities=("conscript", "regular"), core=((TANK, 1),), units=(RIFLEMAN,))
    said += enemy_force(capped, rolls(seed=seed_drawing("elite"))).steps
    said += [
        refused(lambda: dice_needed("naval")),
        refused(lambda: enemy_force(make_list(), rolls(soldiers=(1, 1)))),
        refused(lambda: enemy_force(make_list(), rolls(seed=(1,) * 19))),
        refused(lambda: enemy_force(make_list(), rolls(), core_points=-1)),
        refused(lambda: enemy_force(make_list(qualities=("veteran",)), rolls())),
        refused(lambda: start_quality(Profile("ghost", "Ghost", "infantry", {}), ("regular",))),
    ]
    return tuple(dict.fromkeys(said))


@cache
def draws_sentences() -> tuple[str, ...]:
    """draw_bag straight, as the force's bags call it: soldiers and machines with a quality, weapons without."""
    men = [("conscript", "Rifleman", 2), ("regular", "Rifleman", 3), ("elite", "Assault team", 9)]
    kits = [("Grenade", 1), ("MG 42", 3), ("Panzerfaust", 4)]
    said = []
    for seed in range(8):
        faces = tuple(random.Random(seed).randint(1, 6) for _ in range(20))
        bought = draw_bag(Draws(faces), men, 4 + seed, cost=lambda m: m[2], name=lambda m: a_or_an(f"{m[0]} {m[1]}"))
        weapons = draw_bag(
            Draws(faces),
            kits,
            3 + seed,
            cost=lambda k: k[1],
            name=lambda k: a_or_an(k[0]),
            can_take=lambda taken, kit: kit not in taken,
        )
        said += [*bought.steps, *weapons.steps]
    men_only = draw_bag(
        Draws((3,)), men, 9, cost=lambda m: m[2], name=lambda m: a_or_an(f"{m[0]} {m[1]}"), can_take=lambda t, m: False
    )
    said += men_only.steps
    said += [
        refused(lambda: Draws(())),
        refused(lambda: Draws((1,)).below(0)),
        refused(lambda: pick_with_d6(7, 1)),
    ]
    return tuple(dict.fromkeys(said))


OFFICER = Piece(1, "ranking-officer", "regular", 0)
PANZER = Piece(2, "afv", "regular", 40, crew=5, tow_class="medium")
TRUCK = Piece(3, "transport", "conscript", 6, passengers=12, tow_class="medium")
HORSE = Piece(4, "transport", "conscript", 2, passengers=1, horse=True)
HMG_PIECE = Piece(5, "support-weapon", "conscript", 9, crew=3)
AT_GUN = Piece(6, "support-weapon", "conscript", 13, crew=3, tow_class="light", gun="AT gun")
AA_GUN = Piece(7, "support-weapon", "conscript", 17, crew=4, tow_class="light", gun="AA gun")
HEAVY_AT = Piece(8, "support-weapon", "conscript", 25, crew=4, tow_class="heavy", gun="AT gun")
LEADER = Piece(9, "squad-leader", "regular", 4)
RIFLEMEN = tuple(Piece(10 + n, "infantry", ("conscript", "regular")[n % 2], 2 + n % 2) for n in range(4))
TEAM = Piece(14, "infantry", "conscript", 7, crew=2)
PLANE = Piece(15, "plane", "regular", 20)
FORCES = (
    (OFFICER, PANZER, TRUCK, HORSE, HMG_PIECE, AT_GUN, AA_GUN, LEADER, *RIFLEMEN, TEAM, PLANE),
    (OFFICER, PANZER, AT_GUN, *RIFLEMEN),  # one gun, towed
    (OFFICER, TRUCK, AT_GUN, AA_GUN, HEAVY_AT, LEADER),  # one towed, the others in ambush
    (OFFICER, AT_GUN, AA_GUN, TEAM),  # nothing tows them
    (OFFICER, HORSE, LEADER, *RIFLEMEN),  # a horse and its rider
    (OFFICER, LEADER),  # one unit by a sector die
)


@cache
def placement_sentences() -> tuple[str, ...]:
    """enemy_placement over hand-made forces with many dice: steps and each unit's why."""
    said = []
    for force in FORCES:
        for seed in range(10):
            rng = random.Random(seed)
            dice = placement_dice(force)
            placed = enemy_placement(
                force,
                [rng.randint(1, 6) for _ in range(dice["sectors"])],
                [rng.randint(1, 6) for _ in range(2 * dice["loads"])],
            )
            said += [*placed.steps, *(p.why for p in placed.placed)]
    said += [
        refused(lambda: enemy_placement((OFFICER, LEADER, LEADER), [1], [])),
        refused(lambda: enemy_placement((TRUCK, LEADER), [1, 1], [1])),
        refused(lambda: enemy_placement((LEADER,), [1, 2], [])),
        refused(lambda: enemy_placement((LEADER, *RIFLEMEN), [1], [])),
        refused(lambda: enemy_placement((TRUCK, LEADER, *RIFLEMEN), [1], [1, 1])),
    ]
    return tuple(dict.fromkeys(said))


def unit(ref: int, unit_type: str = "infantry", quality: str = "conscript", sector: str = "middle", **kw) -> Candidate:
    return Candidate(ref, kw.pop("label", f"Unit {ref}"), unit_type, quality, sector, **kw)


LADDER = (
    unit(1, "ranking-officer", points=1, label="Hauptmann"),
    unit(2, near_objective=True, points=2, label="Volkssturm at the bridge"),
    unit(3, "afv", points=3, label="Panzer IV H"),
    unit(4, "support-weapon", firepower=1, points=4, label="Mortar"),
    unit(5, quality="elite", points=5, label="Fallschirmjäger"),
    unit(6, quality="regular", points=6, label="Grenadiers"),
    unit(7, "transport", speed=30, points=7, label="Opel Blitz"),
    unit(8, speed=10, points=8, label="Volkssturm"),
)
SECTORS = ("left-flank", "middle", "right-flank")


@cache
def activation_sentences() -> tuple[str, ...]:
    """choose_activation after each previous sector with each die, over the ladder's rungs, ties and empty sectors."""
    groups = [LADDER[n:] for n in range(len(LADDER))]
    groups += [(unit(1, near_objective=True, quality="elite"), unit(2, "afv", near_objective=True))]
    groups += [(unit(1, points=5, label="A"), unit(2, points=3, label="B")), (unit(1, label="A"), unit(2, label="B"))]
    groups += [tuple(unit(n, sector=s) for n, s in enumerate(where, 1)) for where in ((s,) for s in SECTORS)]
    groups += [(unit(1, sector=a), unit(2, sector=b)) for a in SECTORS for b in SECTORS if a < b]
    said = []
    for candidates in groups:
        for previous, dice in (("none", range(1, 7)), ("middle", range(1, 7)), ("left-flank", [None])):
            for die in dice:
                said += choose_activation(candidates, previous, die).reasons
        said += choose_activation(candidates, "right-flank", None).reasons
    said += next_ordered(LADDER, [LADDER[-1].ref, LADDER[0].ref]).reasons
    said += [
        refused(lambda: choose_activation(LADDER, "left-flank", 3)),
        refused(lambda: choose_activation(LADDER, "right-flank", 3)),
        refused(lambda: choose_activation(LADDER, "none", None)),
        refused(lambda: choose_activation((), "nowhere", None)),
        refused(lambda: unit(1, "tank")),
        refused(lambda: unit(1, quality="veteran")),
        refused(lambda: unit(1, sector="rear")),
    ]
    return tuple(dict.fromkeys(said))


RIFLES = Actor(1, "Grenadiers", "infantry", "regular", small_arms=3)
AT = Actor(2, "PaK 40", "support-weapon", "regular", role="at-gun", ap=9, he=2)
AP_ONLY = Actor(2, "PaK 38", "support-weapon", "regular", role="at-gun", ap=8)
ARTILLERY = Actor(3, "leIG 18", "support-weapon", "regular", role="artillery", he=5)
LOADED = Actor(4, "Opel Blitz", "transport", "conscript", carrying=True)
LEUTNANT = Actor(5, "Hauptmann", "ranking-officer", "elite", small_arms=2)
MORTAR = Actor(6, "Granatwerfer", "support-weapon", "regular")
RIDER = Actor(7, "Schütze", "infantry", "regular", small_arms=3, aboard=True)
RIDER_AGAIN = Actor(7, "Schütze", "infantry", "regular", small_arms=3, aboard=True, first_action=False, actions_left=2)


def seen(ref: int, unit_type: str = "infantry", points: int = 10, band: str = "medium", **kw) -> Sighting:
    return Sighting(ref, kw.pop("label", f"Target {ref}"), unit_type, points, band, **kw)


def tank(ref: int, armour: int, **kw) -> Sighting:
    return seen(ref, "afv", armour=armour, **kw)


SITUATIONS = (
    Situation(RIFLES, (seen(1),)),
    Situation(RIFLES, (seen(1, points=90), seen(2, points=5, threatens_objective=True))),
    Situation(RIFLES, (seen(1, points=20), seen(2, points=40))),
    *(Situation(RIFLES, (seen(1, band="far"), seen(2, band=band))) for band in ("super-close", "close", "medium")),
    Situation(RIFLES, (seen(1, band="far"), seen(2, band="far"))),
    Situation(RIFLES, (seen(1), seen(2, band="out-of-range"), tank(3, 2))),
    Situation(AT, (tank(1, 4), tank(2, 1), seen(3, in_arc=False))),
    Situation(AP_ONLY, (seen(1), tank(2, 2))),
    Situation(ARTILLERY, (seen(1), seen(2, "support-weapon"))),
    Situation(ARTILLERY, (seen(1, "transport"), seen(2))),
    *(Situation(ARTILLERY, (seen(1, cover="hard"), seen(2, cover=c))) for c in ("none", "soft", "medium")),
    Situation(ARTILLERY, (seen(1, cover="hard"), seen(2, cover="hard", points=5))),
    Situation(LOADED),
    Situation(replace(LOADED, held_still=True)),
    Situation(RIFLES, gear=(Gear(21, "abandoned MG 42", "support-weapon-short-of-crew"),)),
    Situation(RIFLES, gear=(Gear(22, "StG 44", "weapon"),)),
    *(
        Situation(
            LEUTNANT,
            sightings,
            friends=(
                Friend(31, "MG team", "infantry", "regular", 9, firepower=10),
                Friend(32, "Riflemen", "infantry", "conscript", 3),
            ),
            orders_left=orders,
        )
        for sightings in ((), (seen(1, firepower=9), seen(2, band="out-of-range")))
        for orders in (1, 2)
    ),
    Situation(RIFLES, objective="away"),
    Situation(RIFLES, objective="reached"),
    Situation(RIFLES),
    Situation(RIFLES, (tank(1, 3),)),
    Situation(RIFLES, (tank(1, 3, band="super-close", label="Sherman"),), better_cover_near=True),
    Situation(RIFLES, (tank(1, 3, band="super-close", label="Sherman"),), gear=(Gear(24, "Kübelwagen", "vehicle"),)),
    Situation(RIFLES, (tank(1, 3, band="super-close", label="Sherman"),)),
    Situation(RIDER),
    Situation(RIDER_AGAIN, (tank(1, 3),)),
    Situation(MORTAR, (seen(1),)),
    Situation(MORTAR),
)


@cache
def behaviour_sentences() -> tuple[str, ...]:
    """propose over the chapter's rules in order: targets and why, what it leaves alone, unloading, scavenging,
    orders, moves and holds."""
    said = [reason for situation in SITUATIONS for reason in propose(situation).reasons]
    said += [
        refused(lambda: propose(Situation(Actor(1, "Grenadiers", "infantry", "regular", actions_left=0)))),
        refused(lambda: seen(1, band="near")),
        refused(lambda: seen(1, cover="thick")),
        refused(lambda: Gear(1, "Spade", "tool")),
        refused(lambda: Actor(1, "Gun", "support-weapon", "regular", role="howitzer")),
        refused(lambda: Situation(RIFLES, objective="somewhere")),
    ]
    return tuple(dict.fromkeys(said))


# --- the tests --------------------------------------------------------------------------------------------------


def english_left(said: Iterable[str]) -> list[str]:
    """The sentences a German page would still show in English (or with a part left unfilled)."""
    with translation.override("de"):
        german = {english: sentences.translated(english) for english in said}
    return [english for english, words in german.items() if words == english or "%(" in words or "None" in words]


def check(said: tuple[str, ...], least: int) -> None:
    assert len(said) >= least, f"only {len(said)} sentences were made"
    left = english_left(said)
    assert left == [], "still English:\n" + "\n".join(left)
    with translation.override("en"):
        assert [sentences.translated(english) for english in said] == list(said)


def test_the_force_the_bags_drew_reads_german():
    check(force_sentences(), 300)


def test_the_draws_from_a_bag_read_german():
    check(draws_sentences(), 30)


def test_where_the_enemy_stands_reads_german():
    check(placement_sentences(), 60)


def test_which_enemy_unit_acts_next_reads_german():
    check(activation_sentences(), 40)


def test_what_the_enemy_unit_does_reads_german():
    check(behaviour_sentences(), 50)


def test_every_row_says_a_sentence_the_engine_makes():
    """A row no sentence of the engine matches is a row the engine's wording left behind."""
    made = {*force_sentences(), *draws_sentences(), *placement_sentences(), *activation_sentences()}
    made |= set(behaviour_sentences())
    unmatched = [pattern.pattern for pattern, _words in solitaire.ROWS if not any(map(pattern.fullmatch, made))]
    assert unmatched == []


def test_its_own_parts_are_named_apart_from_the_general_ones():
    assert not set(solitaire.PARTS) & set(sentences.PARTS)


SAID = {
    "Ladder: AFVs first.": "Leiter: zuerst Panzer.",
    "First activation of the turn, sector die 3: the middle.": "Erste Aktivierung der Runde, Sektorwürfel 3: die Mitte.",
    "No unit left on the left flank: try the middle (S10).": (
        "Keine Einheit mehr auf der linken Flanke: die Mitte prüfen (S10)."
    ),
    "No unit left in the middle either: the right flank (S10).": (
        "Auch in der Mitte keine Einheit mehr: also die rechte Flanke (S10)."
    ),
    "Worth as much as Target 1, and closer: super-close range (S11).": (
        "So viel wert wie Target 1, aber näher: kürzeste Entfernung (S11)."
    ),
    "Artillery: the infantry in the least cover first (none cover).": (
        "Artillerie: die Infanterie in der geringsten Deckung zuerst (keine Deckung)."
    ),
    "Out of range: Target 2.": "Außer Reichweite: Target 2.",
    "Soldiers: Drew a conscript MP 40 gunner (3 points): bought, 6 left.": (
        "Soldaten: MP 40 gunner gezogen (Rekrut, 3 Pkt.): gekauft, 6 übrig."
    ),
    "Weapons: Drew a MP 40: no soldier is free to carry it, put aside.": (
        "Waffen: MP 40 gezogen: Kein Soldat ist dafür frei, beiseitegelegt."
    ),
    "Crews: counter 1 of 1 is regular; the HMG (ref 3), the most valuable machine not yet upgraded (it would not "
    "raise the elite Elite gun (ref 2)), gets a regular crew, at no cost (S7).": (
        "Besatzungen: Marke 1 von 1 ist Regulär; HMG (Nr. 3), die wertvollste noch nicht aufgewertete Maschine "
        "(Elite gun (Elite, Nr. 2) würde sie nicht heben), bekommt eine Besatzung der Qualität Regulär, kostenlos (S7)."
    ),
    "AFVs first, the most valuable first: rolled 2, left flank.": (
        "Panzer zuerst, die wertvollsten zuerst: 2 gewürfelt, linke Flanke."
    ),
    "Ref 6, the most valuable gun a vehicle can pull, starts towed by ref 2; the other 2 deploy in ambush (S8).": (
        "Nr. 6, das wertvollste Geschütz, das ein Fahrzeug ziehen kann, beginnt gezogen von Nr. 2; die anderen 2 "
        "liegen im Hinterhalt (S8)."
    ),
    "The soldiers roll: This roll needs 3 dice; 2 were given.": (
        "Der Wurf für Soldaten: Dieser Wurf braucht 3 Würfel; angegeben: 2."
    ),
}


@pytest.mark.parametrize("english", SAID)
def test_a_sentence_reads_these_german_words(english):
    with translation.override("de"):
        assert sentences.translated(english) == SAID[english]
