from __future__ import annotations

import pytest

from dice.models import RollEntry


@pytest.fixture
def staff(client, django_user_model):
    user = django_user_model.objects.create_superuser("referee", "ref@example.org", "a-long-password-1")
    client.force_login(user)
    return client


def test_it_lists_rooms_and_rolls_for_staff(staff, make_room, roll):
    room, host = make_room()
    roll(room, host, count=3, label="spot roll")

    assert staff.get("/admin/dice/diceroom/").status_code == 200
    rolls = staff.get("/admin/dice/rollentry/")
    assert rolls.status_code == 200
    assert "spot roll" in rolls.text


def test_it_never_shows_an_open_rooms_secret_seed_to_staff(staff, make_room):
    room, _host = make_room()

    page = staff.get(f"/admin/dice/diceroom/{room.pk}/change/")

    assert page.status_code == 200
    assert room.commitment in page.text
    assert room.server_seed not in page.text


def test_it_refuses_staff_edits_and_deletions_of_rolls(staff, make_room, roll):
    room, host = make_room()
    entry = roll(room, host)

    change = staff.post(f"/admin/dice/rollentry/{entry.pk}/change/", {"label": "rewritten"})
    delete = staff.post(f"/admin/dice/rollentry/{entry.pk}/delete/", {"post": "yes"})

    assert (change.status_code, delete.status_code) == (403, 403)
    assert RollEntry.objects.get(pk=entry.pk).label == ""
