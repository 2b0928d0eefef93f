"""Both phones tap "Roll initiative" at once: the one that came second was refused with "The round has begun:
activate a unit." in red, a banner that stayed on its screen, though what it asked for was done (a play-test)."""

from __future__ import annotations

import pytest

from battles.models import LogEntry
from tests.battles.pages import phone, text
from tests.battles.test_open_fire_odds import battle_of_equals
from tests.battles.test_open_fire_offers_heavy import of_pack  # noqa: F401 - a fixture
from tests.battles.test_open_fire_table_dice import key

pytestmark = pytest.mark.django_db


@pytest.mark.usefixtures("of_pack")
def test_the_second_phones_initiative_opens_the_round_without_a_refusal():
    battle, anna, ben = battle_of_equals()
    first, second = phone(battle.code, anna.pk), phone(battle.code, ben.pk)
    assert first.post(f"/battles/{battle.code}/of/initiative/", {"key": str(key())}).status_code == 302
    rolled = LogEntry.objects.filter(battle=battle).count()

    answer = second.post(f"/battles/{battle.code}/of/initiative/", {"key": str(key())})

    assert answer.status_code == 302 and answer["Location"] == f"/battles/{battle.code}/#round"
    assert LogEntry.objects.filter(battle=battle).count() == rolled  # rolled once
    assert "The round has begun" not in text(second.get(answer["Location"]))


@pytest.mark.usefixtures("of_pack")
def test_a_refusal_of_another_kind_still_shows():
    battle, anna, _ben = battle_of_equals()
    answer = phone(battle.code, anna.pk).post(f"/battles/{battle.code}/of/done/", {"key": str(key())})
    assert answer.status_code == 400 and 'role="alert"' in answer.content.decode()
