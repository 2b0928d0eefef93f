"""The roll card's line says what the roll spent in the reader's language ("Pz.Kpfw. IV Ausf. H 1: Schuss. Noch 33
Aktionen übrig."). A unit's label may hold ". " itself: the line once cut it at the last one and said "H 1: Schuss."
(log_said.spender finds where the label starts among the battle's labels)."""

from __future__ import annotations

import re

import pytest
from django.conf import settings

from battles.models import BattleUnit
from battles.pages import log_said
from tests.battles.lobby_fixtures import *  # noqa: F403 - fixtures
from tests.battles.lobby_fixtures import initiative
from tests.battles.pages import phone
from tests.battles.test_taken_back_card import riflemen, seen, shot

pytestmark = pytest.mark.django_db
DOTTED = "Pz.Kpfw. IV Ausf. H 1"


def dotted(unit: BattleUnit) -> None:
    """The unit named as a pack might name a tank, in every language."""
    unit.label = DOTTED
    unit.stats = {**unit.stats, "translations": {}}
    unit.save(update_fields=["label", "stats"])


@pytest.mark.parametrize(
    ("before", "said"),
    [
        ("Miss. Pz.Kpfw. IV Ausf. H 1", DOTTED),  # the label holds ". ": found whole among the battle's labels
        ("Miss. Rifleman 3", "Rifleman 3"),
        ("Pz.Kpfw. IV Ausf. H 1", DOTTED),  # the line starts with it
        ("Hit. Crossed the wall. Sniper 9", "Sniper 9"),  # no such unit: the last sentence, as before
        ("Attack: hit", ""),  # a colon: no unit's name
    ],
)
def test_the_unit_that_spent_is_found_whole(playing, before, said):
    battle, anna, _ben = playing
    dotted(riflemen(anna)[0])
    assert log_said.spender(battle.pk, before) == said


def test_a_dotted_name_is_said_whole_on_the_german_card(playing):
    battle, anna, ben = playing
    initiative(battle, anna, "6,1")
    tank = riflemen(anna)[0]
    dotted(tank)
    log_said._LABELS.put(battle.pk, frozenset({"Rifleman 1"}))  # kept before the name was known: read again
    shot(battle, anna, tank, riflemen(ben)[0], "6,6,6,6")
    ben_phone = phone(battle.code, ben.pk)
    ben_phone.cookies[settings.LANGUAGE_COOKIE_NAME] = "de"
    card, _earlier = seen(ben_phone, battle)
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", card))
    assert f"{DOTTED}: Schuss." in text
