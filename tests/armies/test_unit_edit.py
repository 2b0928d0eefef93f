"""A unit's page in the builder (issue 15): "apply to all" starts unticked, the primary weapon is one
choice per man, and a tick box is a whole row a thumb can hit."""

from __future__ import annotations

import re

import pytest

from armies.models import RosterUnit
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add

pytestmark = pytest.mark.django_db


def page(client, d, unit) -> str:
    response = client.get(f"/armies/{d.id}/units/{unit.id}/")
    assert response.status_code == 200
    return response.text


def inputs(html: str, name: str) -> list[str]:
    return re.findall(rf'<input[^>]*name="{name}"[^>]*>', html)


def keys(unit: RosterUnit) -> set[str]:
    return set(unit.weapons.values_list("key", flat=True))


def test_it_leaves_apply_to_all_unticked(client, player, detachment):
    riflemen = add(player, detachment, "de-rifleman", 8)
    client.force_login(player)

    html = page(client, detachment, riflemen[0])

    (box,) = inputs(html, "whole_group")
    assert "Apply to all 8 like this one" in html
    assert "checked" not in box


def test_it_puts_the_tick_box_inside_a_full_row_label(client, player, detachment):
    riflemen = add(player, detachment, "de-rifleman", 2)
    client.force_login(player)

    html = page(client, detachment, riflemen[0])

    assert re.search(r'<label class="check-row" for="id_whole_group"><input type="checkbox" name="whole_group"', html)


def test_it_offers_one_primary_weapon_as_a_single_choice(client, player, detachment):
    (rifleman,) = add(player, detachment, "de-rifleman")
    client.force_login(player)

    html = page(client, detachment, rifleman)

    primaries = inputs(html, "primary")
    assert primaries and all('type="radio"' in i for i in primaries)
    assert [i for i in primaries if "checked" in i] == [i for i in primaries if 'value="de-kar98k"' in i]
    assert not [i for i in inputs(html, "weapons") if 'value="de-mp40"' in i], "a primary weapon offered as a tick box"
    assert [i for i in inputs(html, "weapons") if 'value="de-stielhandgranate24"' in i], "side weapons stay tick boxes"


def test_choosing_another_primary_replaces_the_first(client, player, detachment):
    (rifleman,) = add(player, detachment, "de-rifleman")
    client.force_login(player)

    response = client.post(
        f"/armies/{detachment.id}/units/{rifleman.id}/",
        {"quality": "regular", "primary": "de-mp40", "weapons": ["de-stielhandgranate24"]},
    )

    assert response.status_code == 302
    assert keys(rifleman) == {"de-mp40", "de-stielhandgranate24"}


def test_a_team_gets_one_primary_choice_per_man(client, player, detachment):
    (team,) = add(player, detachment, "de-lmg-team")  # two men: the gunner's MG 42, the loader nothing
    client.force_login(player)

    html = page(client, detachment, team)
    assert '<select name="primary"' in html and '<select name="primary_2"' in html
    response = client.post(
        f"/armies/{detachment.id}/units/{team.id}/",
        {"quality": "regular", "primary": "de-mg42", "primary_2": "de-kar98k"},
    )

    assert response.status_code == 302
    assert keys(team) == {"de-mg42", "de-kar98k"}
