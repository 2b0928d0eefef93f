"""The arsenal pages over HTTP: the pack and its nations, a nation's page, and the pack as JSON."""

from __future__ import annotations

import json

import pytest

from armies.packing import pack_export
from armies.services import pack_import
from tests.armies.packs import small_pack

ARSENAL = "/armies/arsenal/"
GERMANY = "/armies/arsenal/germany/"
PACK_JSON = "/armies/arsenal/pack.json"


@pytest.fixture
def arsenal(db):
    pack = small_pack()
    pack["nations"].append({"id": "usa", "name": "United States", "side": "allies"})
    pack_import(document=pack)
    return pack


def with_extra_units(pack: dict, count: int) -> dict:
    """The pack plus `count` more German units, each carrying a weapon and fielded by the detachment."""
    types = ["infantry", "afv", "transport", "support-weapon"]
    for i in range(count):
        key = f"de-extra-{i}"
        pack["units"].append(
            {"id": key, "nation": "germany", "name": f"Extra {i}", "type": types[i % len(types)],
             "cost": {"regular": 5}, "movement": "tracked", "mobility": 2, "weapons": ["kar98k", "stielhandgranate"]}
        )  # fmt: skip
        pack["doctrines"][0]["detachments"][0]["units"].append(key)
    return pack


def test_it_shows_the_pack_and_its_nations_by_side(client, arsenal):
    response = client.get(ARSENAL)

    assert response.status_code == 200
    text = response.text
    assert "Test arsenal" in text and "<strong>1</strong>" in text
    assert (
        text.index("<h2>Axis</h2>")
        < text.index("Germany")
        < text.index("<h2>Allies</h2>")
        < text.index("United States")
    )
    assert f'href="{GERMANY}"' in text and 'href="/armies/arsenal/usa/"' in text
    assert f'href="{PACK_JSON}"' in text
    assert "not official Tankette lists" not in text


def test_it_marks_a_sample_pack(client, db):
    pack = small_pack()
    pack["sample"] = True
    pack_import(document=pack)

    for url in (ARSENAL, GERMANY):
        assert '<span class="sample-badge">Sample, not official Tankette lists</span>' in client.get(url).text, url


def test_it_does_not_mark_a_pack_that_is_not_a_sample(client, arsenal):
    assert "sample-badge" not in client.get(GERMANY).text


def test_it_says_so_when_no_pack_is_loaded(client, empty_arsenal):
    response = client.get(ARSENAL)

    assert response.status_code == 200
    assert "No data pack has been loaded yet." in response.text


def test_it_shows_a_nations_doctrines_and_detachment_types(client, arsenal):
    response = client.get(GERMANY)

    assert response.status_code == 200
    text = response.text
    assert "<h1>Germany</h1>" in text
    assert "Infantry doctrine" in text and "Regular infantry" in text
    assert "Leutnant, 3 orders per turn" in text
    assert "20 cm (8 in)" in text
    assert "Conscript, Regular" in text
    assert "4 × Schütze" in text
    assert "<dt>May field</dt><dd>Schütze</dd>" in text


def test_it_shows_a_nations_units_by_type_and_its_weapons(client, arsenal):
    text = client.get(GERMANY).text

    assert text.index('id="ranking-officer"') < text.index('id="infantry"') < text.index('id="afv"')
    tank = text[text.index('id="de-pz-iv"') :]
    tank = tank[: tank.index("</section>")]
    for shown in ("Panzer IV Ausf. G", "Turret", "Armoured", "<dt>Front</dt><dd>5</dd>", "<dt>Top</dt><dd>1</dd>",
                  "<dt>AP</dt><dd>12</dd>", "<dt>Regular</dt><dd>24 pts</dd>", "<dt>Elite</dt><dd>28 pts</dd>",
                  "<dt>Crew</dt><dd>5</dd>", "3D6 · Tracked", "<dt>Attacks / turn</dt><dd>2</dd>"):  # fmt: skip
        assert shown in tank, shown
    assert "Conscript" not in tank
    grenade = text[text.index('id="weapon-stielhandgranate"') :]
    grenade = grenade[: grenade.index("</section>")]
    for shown in ("Side", "hand grenade", "Any nation", "<dt>HE</dt><dd>12</dd>", "<dt>Cost</dt><dd>1 pt</dd>",
                  "<dt>Uses per game</dt><dd>1</dd>", "<dt>Max range</dt><dd>25 cm</dd>"):  # fmt: skip
        assert shown in grenade, shown


def test_it_hides_retired_units(client, arsenal):
    pack = small_pack()
    pack["version"] = "2"
    pack["units"] = [u for u in pack["units"] if u["id"] != "de-pz-iv"]
    pack_import(document=pack)

    assert "Panzer IV" not in client.get(GERMANY).text
    assert "2 units" in client.get(ARSENAL).text
    assert "/armies/arsenal/usa/" not in client.get(ARSENAL).text  # the nation was retired too


def test_it_answers_an_unknown_nation_with_a_friendly_404(client, arsenal):
    response = client.get("/armies/arsenal/atlantis/")

    assert response.status_code == 404
    assert "There is no nation called “atlantis” in this arsenal." in response.text
    assert f'href="{GERMANY}"' in response.text


def test_it_answers_a_retired_nation_with_404(client, arsenal):
    pack_import(document=dict(small_pack(), version="2"))

    assert client.get("/armies/arsenal/usa/").status_code == 404


@pytest.mark.parametrize("extra_units", [0, 30])
def test_it_reads_a_nation_in_a_fixed_number_of_queries(client, db, django_assert_num_queries, extra_units):
    pack_import(document=with_extra_units(small_pack(), extra_units))

    # 1 the nation, 2 its doctrines, 3 their detachment types with officers, 4 the units each may field,
    # 5 the core units with their units, 6 the nation's units, 7 the weapons they carry,
    # 8 the nation's and any nation's weapons, 9 the data pack.
    with django_assert_num_queries(9):
        response = client.get(GERMANY)

    assert response.text.count('class="card unit-card"') == 3 + extra_units


def test_it_downloads_the_pack_as_json(client, arsenal):
    response = client.get(PACK_JSON)

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response["Content-Disposition"] == 'attachment; filename="bof-arsenal-1.json"'
    assert json.loads(response.content) == pack_export()


def test_it_keeps_the_download_name_safe(client, db):
    pack_import(document=dict(small_pack(), version='2026 "autumn"/1'))

    assert client.get(PACK_JSON)["Content-Disposition"] == 'attachment; filename="bof-arsenal-2026-autumn-1.json"'


@pytest.mark.parametrize("url", [ARSENAL, GERMANY, PACK_JSON])
def test_it_answers_head(client, arsenal, url):
    response = client.head(url)

    assert response.status_code == 200
    assert response.content == b""


@pytest.mark.parametrize("url", [ARSENAL, GERMANY, PACK_JSON])
def test_it_refuses_post(client, arsenal, url):
    assert client.post(url).status_code == 405
