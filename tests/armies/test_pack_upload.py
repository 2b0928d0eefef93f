"""Staff load a data pack through the site: all or nothing, with the report or the problems shown."""

from __future__ import annotations

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from armies.models import DataPack, Weapon
from armies.services import pack_import
from tests.armies.packs import small_pack

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_arsenal")]  # a pack onto an empty arsenal
URL = "/armies/arsenal/load/"


@pytest.fixture
def staff(client, django_user_model):
    client.force_login(django_user_model.objects.create_user("quartermaster", password="x-long-pw-1", is_staff=True))
    return client


def upload(client, document, name="pack.json"):
    data = document if isinstance(document, bytes) else json.dumps(document).encode()
    return client.post(URL, {"pack": SimpleUploadedFile(name, data, content_type="application/json")})


def test_it_loads_a_pack_and_shows_what_changed(staff):
    response = upload(staff, small_pack())
    assert response.status_code == 200
    assert "Data pack (none) -&gt; 1." in response.text
    assert DataPack.objects.get().version == "1"


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (b"{not json", "That file is not JSON."),
        (b"\xff\xfe\x00", "That file is not JSON."),
        (
            {"format": "bof-data-pack/1", "name": "x", "version": "2", "nations": [{"id": "x"}]},
            "nations[0] x: name is missing.",
        ),
    ],
)
def test_it_changes_nothing_and_says_why_for_a_bad_file(staff, document, message):
    pack_import(document=small_pack())
    response = upload(staff, document)
    assert response.status_code == 400
    assert message in response.text
    assert DataPack.objects.get().version == "1"
    assert Weapon.objects.filter(retired=False).count() == 2


def test_it_asks_for_a_file(staff):
    response = staff.post(URL, {})
    assert response.status_code == 400
    assert "Choose a data pack file to upload." in response.text


def test_it_is_for_staff_only(client, django_user_model):
    assert client.get(URL).status_code == 302  # to the login page
    client.force_login(django_user_model.objects.create_user("player", password="x-long-pw-1"))
    assert upload(client, small_pack()).status_code == 302
    assert not DataPack.objects.exists()


def test_it_shows_staff_the_way_to_the_form(staff, client):
    assert URL in staff.get("/armies/arsenal/").text
