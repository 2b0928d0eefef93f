"""The Open Fire force builder: a force from the sample pack, its units added and taken out, points against its
limit, its file exported and imported again, printed and shared; bad input gets a message and changes nothing."""

from __future__ import annotations

import html
import io
import json
import uuid

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from django.utils import translation

from armies import open_fire
from armies.models import OpenFireForce, OpenFirePack
from armies.templatetags.pack import open_fire_term
from bof_site.refusals import Refused
from rules.engine.open_fire.packs import UNIT_RULES, VALUED, WEAPON_RULES, PackError

pytestmark = pytest.mark.django_db


@pytest.fixture
def pack():
    call_command("load_open_fire_pack", stdout=io.StringIO())
    return OpenFirePack.objects.get(key="hedgerows-1944")


@pytest.fixture
def anna(db):
    return get_user_model().objects.create_user("anna-of", password="pw-of-anna")


def client_of(user) -> Client:
    c = Client()
    c.force_login(user)
    return c


def post(c: Client, url: str, **data):
    return c.post(url, {"key": str(uuid.uuid4()), **data})


def test_the_sample_pack_loads_once_and_again_replaces_itself(pack):
    call_command("load_open_fire_pack", stdout=io.StringIO())
    assert OpenFirePack.objects.filter(key="hedgerows-1944").count() == 1
    assert pack.sample and len(pack.doc["units"]) == 11


def test_a_pack_with_a_bad_entry_is_not_loaded(pack):
    doc = {**pack.doc, "id": "broken", "units": [{**pack.doc["units"][0], "special": ["Berserk"]}]}
    with pytest.raises(PackError, match="Berserk"):
        open_fire.load_pack(doc)
    assert not OpenFirePack.objects.filter(key="broken").exists()


def test_a_force_is_built_unit_by_unit_within_its_limit(pack, anna):
    row = open_fire.create(anna, pack_key=pack.key, name="Able company", points_limit=200)
    for unit in ("rifle-squad", "hmg-team", "officer"):
        open_fire.add(anna, row.pk, unit)
    b = open_fire.built(OpenFireForce.objects.get(pk=row.pk))
    assert b.force.valid and b.force.points == 140 and [u.ref for u in b.force.units] == [1, 2, 3]
    open_fire.add(anna, row.pk, "medium-tank")
    b = open_fire.built(OpenFireForce.objects.get(pk=row.pk))
    assert not b.force.valid and "costs 290 points, more than its limit of 200" in b.force.problems[0]
    open_fire.remove(anna, row.pk, 4)
    assert open_fire.built(OpenFireForce.objects.get(pk=row.pk)).force.valid


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda u, f: open_fire.add(u, f, "tiger"), "Pick a unit of this force's pack"),
        (lambda u, f: open_fire.remove(u, f, 99), "no longer in the force"),
        (lambda u, f: open_fire.settings(u, f, name=" ", points_limit=None), "Give the force a name"),
        (lambda u, f: open_fire.settings(u, f, name="A", points_limit=0), "between 1 and 20000"),
    ],
)
def test_bad_changes_are_refused_and_change_nothing(pack, anna, call, message):
    row = open_fire.create(anna, pack_key=pack.key, name="Able company", points_limit=None)
    open_fire.add(anna, row.pk, "rifle-squad")
    before = OpenFireForce.objects.values().get(pk=row.pk)
    with pytest.raises(Refused, match=message):
        call(anna, row.pk)
    assert OpenFireForce.objects.values().get(pk=row.pk) == before


def test_another_players_force_is_not_theirs_to_change(pack, anna):
    row = open_fire.create(anna, pack_key=pack.key, name="Able company", points_limit=None)
    ben = get_user_model().objects.create_user("ben-of", password="pw-of-ben")
    with pytest.raises(Refused, match="no such force of yours"):
        open_fire.add(ben, row.pk, "rifle-squad")
    assert client_of(ben).get(f"/armies/open-fire/{row.pk}/").status_code == 404


def test_the_builder_pages_add_remove_export_import_print_and_share(pack, anna):
    c = client_of(anna)
    assert "Hedgerows" in c.get("/armies/open-fire/").content.decode()
    made = post(c, "/armies/open-fire/new/", name="Able company", pack=pack.key, points_limit="300")
    row = OpenFireForce.objects.get(owner=anna)
    assert made["Location"] == f"/armies/open-fire/{row.pk}/"
    for unit in ("rifle-squad", "medium-tank"):  # back at the unit's own row of the pack, not the page's top
        added = post(c, f"/armies/open-fire/{row.pk}/change/", what="add", unit=unit)
        assert (added.status_code, added["Location"]) == (302, f"/armies/open-fire/{row.pk}/#add-{unit}")
    page = c.get(f"/armies/open-fire/{row.pk}/").content.decode()
    assert "210" in page and "Ready for a battle." in page
    assert 'id="add-rifle-squad"' in page and 'id="units"' in page  # where those addresses land
    again = post(c, f"/armies/open-fire/{row.pk}/change/", what="add", unit="rifle-squad")
    taken = post(c, f"/armies/open-fire/{row.pk}/change/", what="remove", ref="3")  # and out again: to the list
    assert (again.status_code, taken["Location"]) == (302, f"/armies/open-fire/{row.pk}/#units")
    refused = post(c, f"/armies/open-fire/{row.pk}/change/", what="add", unit="<script>")
    assert refused.status_code == 400 and "Pick a unit of this force&#x27;s pack." in refused.content.decode()
    bad_limit = post(c, f"/armies/open-fire/{row.pk}/change/", what="settings", name="Able", points_limit="lots")
    assert bad_limit.status_code == 400 and OpenFireForce.objects.get(pk=row.pk).points_limit == 300

    exported = json.loads(c.get(f"/armies/open-fire/{row.pk}/export.json").content)
    assert exported["format"] == "open-fire-force/1" and exported["pack"] == "hedgerows-1944"
    upload = io.BytesIO(json.dumps(exported).encode())
    upload.name = "able.json"
    assert c.post("/armies/open-fire/import/", {"key": str(uuid.uuid4()), "force": upload}).status_code == 302
    copy = OpenFireForce.objects.filter(owner=anna).exclude(pk=row.pk).get()
    assert [u["unit"] for u in copy.units] == ["rifle-squad", "medium-tank"] and copy.points_limit == 300

    sheet = c.get(f"/armies/open-fire/{row.pk}/print/").content.decode()
    assert "Medium tank" in sheet and "75 mm tank gun" in sheet and "Sergeant" in sheet
    public = Client().get(f"/armies/open-fire/shared/{row.share_token}/")
    assert public.status_code == 200 and "Rifle squad" in public.content.decode()
    assert Client().get("/armies/open-fire/shared/nothing-here/").status_code == 404


def test_a_file_that_is_not_a_force_is_refused_with_a_message(pack, anna):
    c = client_of(anna)
    upload = io.BytesIO(b"not json")
    upload.name = "x.json"
    response = c.post("/armies/open-fire/import/", {"key": str(uuid.uuid4()), "force": upload}, follow=True)
    assert "That file is not JSON" in response.content.decode()
    with pytest.raises(Refused, match="not an Open Fire force file"):
        open_fire.import_force(anna, {"format": "bof-roster/1"})
    assert not OpenFireForce.objects.filter(owner=anna).exists()


FORCE = {"format": "open-fire-force/1", "name": "F", "pack": "hedgerows-1944",
         "units": [{"ref": 1, "unit": "rifle-squad"}, {"ref": 2, "unit": "medium-tank"}]}  # fmt: skip


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["units"][0].update(unit=["rifle-squad"]),  # a list where a unit's name goes
        lambda d: d["units"][0].update(unit={"id": "rifle-squad"}),
        lambda d: d["units"][1].update(ref=[2]),  # a list where its number goes
        lambda d: d.update(units=None),
        lambda d: d.update(units=1.5),
        lambda d: d["units"].append({"ref": 1, "unit": ["x"]}),  # the number again, with no unit of the pack
    ],
)
def test_a_force_file_with_values_no_export_holds_keeps_only_what_the_pack_knows(pack, anna, edit):
    """Each of these was a server error (a list or an object where a name or number goes, no list of units): the
    units the pack knows are imported, and a file with none of them is refused in words."""
    doc = json.loads(json.dumps(FORCE))
    edit(doc)
    c = client_of(anna)
    upload = io.BytesIO(json.dumps(doc).encode())
    upload.name = "force.json"
    page = c.post("/armies/open-fire/import/", {"key": str(uuid.uuid4()), "force": upload}, follow=True)
    assert page.status_code == 200
    row = OpenFireForce.objects.filter(owner=anna).first()
    if row is None:
        assert "The file has no unit this pack knows." in page.content.decode()
    else:
        assert row.units and all(isinstance(u["unit"], str) and isinstance(u["ref"], int) for u in row.units)
        assert len({u["ref"] for u in row.units}) == len(row.units)


@pytest.mark.parametrize(
    ("pack_says", "english", "german"),
    [
        ("Manoeuvrable (2)", "Manoeuvrable (2)", "Wendig (2)"),
        ("Heavy Armour (1)", "Heavy Armour (1)", "Schwere Panzerung (1)"),
        ("Skilled", "Skilled", "Geübt"),
        ("Capacity (10)", "Capacity (10)", "Kapazität (10)"),
        ("Rapid Fire", "Rapid Fire", "Schnellfeuer"),
        ("One Use", "One Use", "Einmalig"),
        ("Vehicle", "Vehicle", "Fahrzeug"),
        ("Aircraft", "Aircraft", "Flugzeug"),
        ("Berserk", "Berserk", "Berserk"),  # a word no rule heads stays as given
    ],
)
def test_a_special_rule_or_type_is_said_in_the_readers_words(pack_says, english, german):
    with translation.override("en-gb"):
        assert open_fire_term(pack_says) == english
    with translation.override("de"):
        assert open_fire_term(pack_says) == german


def test_every_rule_and_type_a_pack_may_name_has_german_words():
    names = [*UNIT_RULES, *WEAPON_RULES, "Infantry", "Vehicle", "Transport", "Aircraft"]
    with translation.override("de"):
        said = {name: open_fire_term(f"{name} (3)" if name in VALUED else name) for name in names}
    assert [name for name, words in said.items() if words == name] == []  # none left in English


def test_the_builder_and_its_sheet_say_types_and_special_rules_in_german(pack, anna):
    row = open_fire.create(anna, pack_key=pack.key, name="Able company", points_limit=300)
    open_fire.add(anna, row.pk, "medium-tank")
    c = client_of(anna)
    c.cookies["django_language"] = "de"
    for url in (f"/armies/open-fire/{row.pk}/", f"/armies/open-fire/{row.pk}/print/"):
        page = html.unescape(c.get(url).content.decode())
        assert "Schwere Panzerung (2), Furcht (1)" in page and "Fahrzeug" in page, url
        assert "Heavy Armour" not in page and "Fear (1)" not in page and "Vehicle" not in page, url
