"""The builder page (issue 15): one line per problem however many units share it, and buttons whose
accessible name starts with the text a player sees on them."""

from __future__ import annotations

import re

import pytest
from django.utils.html import escape

from armies import rosters
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures
from tests.armies.builder_fixtures import add, unit_of

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def two_primaries_for_all(owner, d, count: int = 8) -> None:
    """A squad leader and `count` riflemen, each with two primary weapons: the list's one fault."""
    add(owner, d, "de-squad-leader")
    riflemen = add(owner, d, "de-rifleman", count)
    loadout = rosters.Loadout("regular", ("de-kar98k", "de-mp40"))
    rosters.edit_units(owner, d.id, unit_id=riflemen[0].id, whole_group=True, loadout=loadout)


@pytest.mark.parametrize("htmx", [False, True], ids=["page", "htmx"])
def test_eight_units_with_the_same_fault_make_one_problem_line(client, player, detachment, sample_pack, htmx):
    two_primaries_for_all(player, detachment)
    client.force_login(player)
    rifleman = escape(unit_of(sample_pack, "de-rifleman")["name"])

    if htmx:
        text = client.post(f"/armies/{detachment.id}/units/{detachment.units.last().id}/duplicate/", **HX).text
        count = 9
    else:
        text = client.get(f"/armies/{detachment.id}/").text
        count = 8

    problems = text[text.index('<section class="problems"') :]
    problems = problems[: problems.index("</section>")]
    assert problems.count("carries 2 primary weapons") == 1
    assert f"{count} × {rifleman}: carries 2 primary weapons" in problems
    assert "1 problem to fix before a battle" in problems
    assert '<span class="status bad">Invalid: 1 problem</span>' in text


def test_the_print_view_lists_a_shared_problem_once(client, player, detachment):
    two_primaries_for_all(player, detachment)

    text = client.get(f"/armies/shared/{detachment.share_token}/print/").text

    assert text.count("carries 2 primary weapons") == 1
    assert "Invalid: 1 problem" in text


def test_the_plus_and_minus_buttons_are_named_by_what_they_show(client, player, detachment):
    add(player, detachment, "de-rifleman", 3)
    add(player, detachment, "de-lmg-team", 1)
    client.force_login(player)

    text = client.get(f"/armies/{detachment.id}/").text

    buttons = re.findall(r'<button[^>]*aria-label="([^"]*)"[^>]*>([^<]*)</button>', text)
    assert len(buttons) == 4  # −1 and +1 on each of two lines; the officer has none
    for name, shown in buttons:
        assert name.startswith(shown.strip()), (name, shown)
    assert {shown for _, shown in buttons} == {"−1", "+1"}
