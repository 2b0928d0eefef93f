"""Two seats' units never share a name in any language: where they would, the player's name goes with it (the
reveal, battles/systems/burst_of_fire.told_apart), so a shot never reads as friendly fire."""

from __future__ import annotations

import html
import re

import pytest
from django.utils import translation

from battles.models import Battle, BattleUnit
from battles.pages.log_said import units_said
from battles.services import turns
from battles.services.crews import CREW_REF
from tests.battles.lobby_fixtures import *  # noqa: F403
from tests.battles.lobby_fixtures import AMERICANS, GERMANS, initiative, key, ready_to_play, seat_examples
from tests.battles.pages import phone, words

pytestmark = pytest.mark.django_db


def number(label: str) -> str:
    return re.search(r" (\d+)(?: \(|$)", label)[1]


def first_riflemen(battle):
    units = BattleUnit.objects.filter(battle=battle, unit_type="infantry", squad_leader=False)
    return {
        name: next(u for u in units.order_by("ref") if u.seat.display_name == name and "ifleman" in u.label)
        for name in ("Anna", "Ben")
    }


@pytest.mark.parametrize(
    "anna_brings, ben_brings, english_anna, english_ben",
    [
        # German and American riflemen differ in English ("Schütze (rifleman)", "Rifleman") but not in German.
        (GERMANS, AMERICANS, "Schütze (rifleman) {n}", "Rifleman {n}"),
        # Two American detachments: the same words in every language.
        (AMERICANS, AMERICANS, "Rifleman {n} (Anna)", "Rifleman {n} (Ben)"),
    ],
)
def test_a_label_two_seats_share_carries_its_players_name_in_that_language(
    seated, anna_brings, ben_brings, english_anna, english_ben
):
    battle, anna, ben = seated
    seat_examples(battle, (anna, anna_brings), (ben, ben_brings))
    riflemen = first_riflemen(battle)
    a, b = riflemen["Anna"], riflemen["Ben"]
    n_a, n_b = number(a.label), number(b.label)
    assert a.label == english_anna.format(n=n_a) and b.label == english_ben.format(n=n_b)
    with translation.override("de"):
        assert a.label_said == f"Schütze {n_a} (Anna)"
        assert b.label_said == f"Schütze {n_b} (Ben)"


def test_a_label_no_other_seat_has_stays_as_the_pack_made_it(seated):
    battle, anna, ben = seated
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    units = list(BattleUnit.objects.filter(battle=battle))
    labels = {}
    for unit in units:
        with translation.override("de"):
            labels.setdefault(unit.label_said, set()).add(unit.seat_id)
    assert all(len(seats) == 1 for seats in labels.values())  # no name in German belongs to both sides
    assert any("(" not in u.label_said for u in units)  # and a name only one side has is left alone
    assert not any(u.label.endswith(("(Anna)", "(Ben)")) for u in units)  # no English name is shared here


def test_a_shot_between_two_riflemen_reads_as_a_shot_at_the_enemy_in_german(seated):
    battle, anna, ben = seated
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    a, b = first_riflemen(battle).values()
    with translation.override("de"):
        line = units_said(battle.pk, f"{a.label} shoots at {b.label}.")
    assert line == f"Schütze {number(a.label)} (Anna) shoots at Schütze {number(b.label)} (Ben)."


def test_the_players_own_pages_leave_their_name_off(seated):
    """Everyone else reads "Rifleman 2 (Anna)"; Anna's own picker and activation line say "Rifleman 2"."""
    battle, anna, ben = seated
    seat_examples(battle, (anna, AMERICANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    officer = BattleUnit.objects.get(seat=anna, unit_type="ranking-officer")
    assert officer.label.endswith(" (Anna)") and officer.own_label_said == officer.label.removesuffix(" (Anna)")
    picker = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert officer.own_label_said in picker and officer.label not in picker
    turns.activate(code=battle.code, seat_id=anna.pk, unit_id=officer.pk, key=key())
    card = words(phone(battle.code, anna.pk).get(f"/battles/{battle.code}/"))
    assert f"Your {officer.own_label_said} : 0 of" in card  # (words() leaves a space where </strong> was)
    log = words(phone(battle.code, ben.pk).get(f"/battles/{battle.code}/log/"))
    assert officer.label in log  # everyone else reads it whole


@pytest.mark.parametrize(
    ("language", "crew_of"),
    [("en", "{machine} crew"), ("de", "Besatzung {machine}")],
)
def test_a_crew_takes_its_machines_players_name_at_the_end_and_its_own_phone_leaves_it_off(seated, language, crew_of):
    battle, anna, ben = seated
    seat_examples(battle, (anna, GERMANS), (ben, GERMANS))
    crews = list(BattleUnit.objects.filter(battle=battle, unit_type="crew").select_related("seat"))
    assert {c.seat.display_name for c in crews} == {"Anna", "Ben"}
    machines = {(u.seat_id, u.ref): u for u in BattleUnit.objects.filter(battle=battle)}
    with translation.override(language):
        for crew in crews:
            machine = machines[(crew.seat_id, crew.ref - CREW_REF)]
            owner = crew.seat.display_name
            assert machine.label_said.endswith(f" ({owner})")
            assert crew.label_said == crew_of.format(machine=machine.own_label_said) + f" ({owner})"
            assert crew.own_label_said == crew_of.format(machine=machine.own_label_said)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_move_that_rolls_nothing_is_told_to_its_mover_in_their_own_words(seated, language):
    """A walk changes little on the mover's screen (its picker goes to the other player): the answer tells it, as
    the other phones are told, but without the mover's name before it or after their own units."""
    battle, anna, ben = seated
    seat_examples(battle, (anna, AMERICANS), (ben, AMERICANS))
    ready_to_play(battle, anna, ben)
    initiative(battle, anna, "6,1")
    rifleman = next(u for u in first_riflemen(battle).values() if u.seat_id == anna.pk)
    seen = Battle.objects.get(pk=battle.pk).version
    asked = {"HTTP_X_REGIONS": f"{seen} playing", "HTTP_ACCEPT_LANGUAGE": language}
    moved = phone(battle.code, anna.pk).post(
        f"/battles/{battle.code}/turn/quick/", {"key": key(), "unit": str(rifleman.pk), "action": "move"}, **asked
    )
    own = html.unescape(re.search(r"<template data-news>(.*?)</template>", moved.content.decode())[1])
    with translation.override(language):
        assert rifleman.own_label_said in own and rifleman.label_said not in own and not own.startswith("Anna")
        assert own.startswith(f"{rifleman.own_label_said}: ")  # not "Rifleman 3 is activated: ... Rifleman 3: move."
    poll = phone(battle.code, ben.pk).get(
        f"/battles/{battle.code}/poll/?v={seen}&phase=playing", HTTP_ACCEPT_LANGUAGE=language
    )
    told = html.unescape(re.search(r"<template data-news>(.*?)</template>", poll.content.decode())[1])
    with translation.override(language):
        assert told.startswith(f"Anna: {rifleman.own_label_said}") and "(Anna)" not in told  # her name once


def test_the_sealed_labels_are_the_default_languages_whatever_the_order_of_the_languages(seated, settings):
    """The reveal reads a label's own words in the site's default language, not in whichever comes first."""
    settings.LANGUAGES = [("de", "Deutsch"), ("en-gb", "English")]
    battle, anna, ben = seated
    seat_examples(battle, (anna, GERMANS), (ben, AMERICANS))
    a, b = first_riflemen(battle).values()
    assert a.label == f"Schütze (rifleman) {number(a.label)}" and b.label == f"Rifleman {number(b.label)}"
    with translation.override("de"):
        assert (a.label_said, b.label_said) == (f"Schütze {number(a.label)} (Anna)", f"Schütze {number(b.label)} (Ben)")
