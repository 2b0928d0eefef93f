"""Unit cards show the stats that mean something for the unit (issue 15): armour only for what has it, no
zero attack values, a soldier's numbers from the weapon he carries, and as many attacks a turn as that
weapon allows (submachine guns and machine guns fire twice: Machine guns and autocannons in combat)."""

from __future__ import annotations

import re

import pytest

from armies.cards import armament, profile_stats
from armies.models import UnitProfile, Weapon
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add, unit_of

pytestmark = pytest.mark.django_db
GERMANY = "/armies/arsenal/germany/"

ROWS = [
    # unit, the stat boxes (label, value, the weapon it comes from)
    ("de-smg-gunner", [("Small arms", "7", "MP 40"), ("Attacks / turn", "2", "")]),
    ("de-rifleman", [("Small arms", "9", "Karabiner 98k"), ("Attacks / turn", "1", "")]),
    ("de-lmg-team", [("Small arms", "10", "MG 42"), ("Attacks / turn", "2", "")]),
    ("de-mg42-hmg", [("Small arms", "10", ""), ("Attacks / turn", "2", "")]),
    ("de-pak36", [("HE", "9", ""), ("AP", "8", ""), ("Attacks / turn", "1", "")]),
    ("de-pz4h", [("Front", "5", ""), ("Side", "2", ""), ("Rear", "1", ""), ("Top", "1", ""), ("Small arms", "9", ""),
                 ("HE", "12", ""), ("AP", "13", ""), ("Attacks / turn", "1", "")]),
    ("de-sdkfz222", [("Front", "1", ""), ("Side", "1", ""), ("Rear", "0", ""), ("Top", "0", ""), ("Small arms", "9", ""),
                     ("HE", "10", ""), ("AP", "6", ""), ("Attacks / turn", "2", "")]),
    ("de-opel-blitz", []),
]  # fmt: skip


@pytest.mark.parametrize(("key", "boxes"), ROWS, ids=[key for key, _ in ROWS])
def test_it_shows_only_the_stats_that_apply(sample_pack, key, boxes):
    unit = UnitProfile.objects.get(key=key)

    stats = profile_stats(unit, unit.weapons.all())

    assert [(s.label, s.value, s.source) for s in stats] == boxes


ARMAMENT = [
    ("de-officer", "MP 40, Walther P38"),
    ("de-mg42-hmg", "Built-in: small arms 10, 2 attacks a turn"),
    ("de-pak36", "Built-in: HE 9, AP 8"),
    ("de-opel-blitz", "Unarmed"),
]


@pytest.mark.parametrize(("key", "text"), ARMAMENT, ids=[key for key, _ in ARMAMENT])
def test_every_unit_says_what_it_fights_with(sample_pack, key, text):
    unit = UnitProfile.objects.get(key=key)
    assert armament(unit, unit.weapons.order_by("slot", "name")) == text


def unit_card(text: str, key: str) -> str:
    card = text[text.index(f'id="{key}"') :]
    return card[: card.index("</section>")]


def test_an_infantry_card_in_the_arsenal_shows_no_zero_boxes(client, sample_pack):
    card = unit_card(client.get(GERMANY).text, "de-rifleman")

    boxes = re.findall(r"<dt>([^<]*)</dt><dd>([^<]*)</dd>", card[: card.index('class="stats costs"')])
    assert boxes == [("Small arms", "9"), ("Attacks / turn", "1")]
    assert "<dt>Front</dt>" not in card


def test_the_mp40_gunner_card_agrees_with_its_note(client, sample_pack):
    card = unit_card(client.get(GERMANY).text, "de-smg-gunner")

    assert "two attacks a turn" in unit_of(sample_pack, "de-smg-gunner")["notes"]
    assert "<dt>Attacks / turn</dt><dd>2</dd>" in card


def test_a_tank_card_in_the_arsenal_keeps_its_armour(client, sample_pack):
    card = unit_card(client.get(GERMANY).text, "de-pz4h")
    assert "<dt>Front</dt><dd>5</dd>" in card and "<dt>Top</dt><dd>1</dd>" in card


def test_weapon_kinds_are_in_words(client, sample_pack):
    text = client.get(GERMANY).text

    mortar = text[text.index('id="weapon-de-legrw36"') :]
    assert '<span class="tag">light mortar</span>' in mortar[: mortar.index("</section>")]
    assert '<span class="tag">submachine gun</span>' in text
    assert not re.search(r'<span class="tag">[a-z]+-[a-z0-9-]+</span>', text), "a raw key as a tag"


def test_kind_label_falls_back_to_words_for_a_new_kind():
    assert Weapon(kind="heavy-flamethrower").kind_label == "heavy flamethrower"


def test_the_mp40_gunners_page_in_the_builder_shows_two_attacks(client, player, detachment):
    (gunner,) = add(player, detachment, "de-smg-gunner")
    client.force_login(player)

    text = client.get(f"/armies/{detachment.id}/units/{gunner.id}/").text

    stats = text[text.index('<dl class="card-stats">') :]
    stats = stats[: stats.index("</dl>")]
    assert "<dt>Attacks / turn</dt><dd>2</dd>" in stats
    assert "<dt>Front</dt>" not in stats
