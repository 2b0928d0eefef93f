"""The shipped sample arsenal imports cleanly into Postgres and exports back unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from armies.datapack import canonical, check_pack
from armies.models import DataPack, DetachmentType, ExampleDetachment, Nation, UnitProfile
from armies.packing import pack_export
from armies.services import pack_import

SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"
pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("empty_arsenal")]  # a pack onto an empty arsenal


def test_it_imports_the_sample_arsenal_and_exports_it_unchanged(django_assert_num_queries):
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    report = pack_import(document=document)

    assert len(report.added["nations"]) == Nation.objects.count() == 5
    assert UnitProfile.objects.count() == len(document["units"])
    assert DetachmentType.objects.count() == sum(len(d["detachments"]) for d in document["doctrines"])
    assert ExampleDetachment.objects.count() == len(document["examples"])
    assert DataPack.objects.get().is_sample
    # A fixed count whatever the arsenal's size: 1 pack metadata; 4 detachment types (+ their units,
    # core entries, core units); 1 nations; 1 weapons; 2 units (+ their weapons); 1 doctrines;
    # 1 fieldworks; 1 event cards; 1 examples.
    with django_assert_num_queries(13):
        exported = pack_export()
    assert canonical(exported) == canonical(check_pack(document)[0])


def test_it_loads_the_sample_once_in_dev_setup(settings):
    from django.core.management import call_command

    settings.LOCAL_MODE = True
    call_command("dev_setup")
    call_command("dev_setup")
    assert DataPack.objects.count() == 1
    assert "sample, not official" in DataPack.objects.get().name
