"""Importing and exporting the arsenal on the real database: all or nothing, with a report."""

from __future__ import annotations

import io
import json

import pytest
from django.core.management import CommandError, call_command

from armies.datapack import canonical, check_pack
from armies.models import DataPack, DetachmentType, UnitProfile, Weapon
from armies.packing import pack_export
from armies.services import PackRefused, pack_import
from tests.armies.packs import small_pack

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_arsenal")]  # a pack onto an empty arsenal


def test_it_imports_a_pack_and_exports_it_back_unchanged():
    report = pack_import(document=small_pack())

    assert report.added["units"] == ["de-officer", "de-pz-iv", "de-rifleman"]
    assert canonical(pack_export()) == canonical(check_pack(small_pack())[0])
    infantry = DetachmentType.objects.get(key="de-regular-infantry")
    assert infantry.officer.key == "de-officer" and infantry.core.get().count == 4


def test_it_reports_nothing_new_when_the_same_pack_comes_again():
    pack_import(document=small_pack())
    again = pack_import(document=small_pack())
    assert not any(again.added.values()) and not any(again.changed.values()) and not any(again.retired.values())


def test_it_reports_what_a_new_version_changes():
    pack_import(document=small_pack())
    newer = small_pack()
    newer["version"] = "2"
    newer["units"][2]["ap"] = 13
    newer["units"] = [u for u in newer["units"] if u["id"] != "de-rifleman"] + [
        {"id": "de-smg", "nation": "germany", "name": "MP 40 gunner", "type": "infantry", "cost": {"regular": 3}, "movement": "foot"}
    ]  # fmt: skip
    newer["doctrines"][0]["detachments"][0]["units"] = ["de-smg"]
    newer["doctrines"][0]["detachments"][0]["core"] = []
    newer["examples"] = []

    report = pack_import(document=newer)

    assert (report.version_before, report.version_after) == ("1", "2")
    assert report.changed["units"] == ["de-pz-iv"]
    assert report.added["units"] == ["de-smg"]
    assert report.retired["units"] == ["de-rifleman"]
    assert any("units: 1 retired (de-rifleman)" in line for line in report.lines())
    # Retired, not deleted: rosters built on it stay readable; the export leaves it out.
    assert UnitProfile.objects.get(key="de-rifleman").retired
    assert "de-rifleman" not in {u["id"] for u in pack_export()["units"]}


def test_it_changes_nothing_when_one_entry_is_wrong():
    pack_import(document=small_pack())
    bad = small_pack()
    bad["version"] = "2"
    bad["weapons"][0]["small_arms"] = 11
    bad["units"][2]["armour"] = [5, 2]

    with pytest.raises(PackRefused) as refusal:
        pack_import(document=bad)

    assert any("de-pz-iv: armour" in problem for problem in refusal.value.problems)
    assert DataPack.objects.get().version == "1"
    assert Weapon.objects.get(key="kar98k").small_arms == 9


def test_it_loads_and_exports_through_the_commands(tmp_path):
    path = tmp_path / "pack.json"
    path.write_text(json.dumps(small_pack()), encoding="utf-8")
    out = io.StringIO()
    call_command("load_data_pack", str(path), stdout=out)
    assert "Data pack (none) -> 1." in out.getvalue()

    exported = tmp_path / "out.json"
    call_command("export_data_pack", "--output", str(exported))
    assert canonical(json.loads(exported.read_text())) == canonical(check_pack(small_pack())[0])


def test_it_says_why_a_pack_file_was_refused(tmp_path):
    path = tmp_path / "pack.json"
    bad = small_pack()
    bad["nations"][0]["side"] = "neutral"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(CommandError, match="side must be one of axis, allies"):
        call_command("load_data_pack", str(path))
    with pytest.raises(CommandError, match="Cannot read"):
        call_command("load_data_pack", str(tmp_path / "missing.json"))
