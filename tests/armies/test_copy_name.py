"""A copy of a detachment always has a name of its own (play-test at 360 px): a name near the 80-letter limit lost
its "(copy)" to the cut, so the copy carried exactly the original's name."""

from __future__ import annotations

import pytest
from django.utils import translation

from armies.models import Detachment
from armies.roster_json import copy_name
from tests.armies.builder_fixtures import *  # noqa: F403 - fixtures

MOST = Detachment._meta.get_field("name").max_length


@pytest.mark.parametrize(
    ("language", "name", "copy"),
    [
        ("en-gb", "Grenadiers", "Grenadiers (copy)"),
        ("en-gb", "x" * (MOST - 7), "x" * (MOST - 7) + " (copy)"),  # fits whole, nothing cut
        ("en-gb", "x" * (MOST - 1), "x" * (MOST - 8) + "… (copy)"),  # the play-test's 79 letters
        ("en-gb", "x" * MOST, "x" * (MOST - 8) + "… (copy)"),
        ("en-gb", "x" * (MOST - 9) + "  yy", "x" * (MOST - 9) + "… (copy)"),  # no space before the ellipsis
        ("de", "x" * MOST, "x" * (MOST - 9) + "… (Kopie)"),
    ],
    ids=["short", "fits", "79-letters", "at-the-limit", "cut-at-a-space", "german"],
)
def test_it_keeps_the_suffix_and_fits_the_field(language, name, copy):
    with translation.override(language):
        assert copy_name(name) == copy
    assert len(copy) <= MOST


@pytest.mark.django_db
def test_it_names_a_duplicate_of_a_detachment_at_the_limit_apart_from_the_original(client, player, make_detachment):
    d = make_detachment(player, name="Panzergrenadiere " + "y" * (MOST - 17))
    assert len(d.name) == MOST
    client.force_login(player)

    response = client.post(f"/armies/{d.id}/duplicate/")

    copy = Detachment.objects.exclude(pk=d.pk).get()
    assert response["Location"] == f"/armies/{copy.id}/"
    assert copy.name != d.name
    assert copy.name.endswith("… (copy)") and copy.name.startswith("Panzergrenadiere yyy")
    assert len(copy.name) <= MOST
