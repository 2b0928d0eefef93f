"""Fixtures for the detachment builder: the sample arsenal loaded, players, and detachments built through
the services (armies.rosters), the same way the builder's views build them.

A test file takes the fixtures with `from tests.armies.builder_fixtures import *  # noqa: F403` and
imports the helper functions it calls by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.apps import apps
from django.core.management.color import no_style
from django.db import connection, transaction

from armies import rosters
from armies.models import DataPack, Detachment, RosterUnit
from armies.roster_json import export_roster
from armies.services import pack_import

__all__ = ["sample_pack", "make_player", "player", "stranger", "make_detachment", "detachment", "owned"]  # fixtures
SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "data" / "sample-arsenal.json"
PASSWORD = "a long enough test password 42"
GRENADIERS = "de-regular-infantry"  # Germany · Infantry doctrine · Grenadier platoon


def sample_document() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def sample_pack_present(document: dict) -> bool:
    return DataPack.objects.filter(name=document["name"], version=document["version"], is_sample=True).exists()


_ARSENAL_ROWS: dict[str, bytes] = {}  # this test process's sample arsenal as first imported: table -> COPY data


def import_sample_pack(document: dict) -> None:
    """The sample arsenal into the database: imported through the app once per test process (about a second), then,
    after a test that commits has emptied the database, put back as those same rows (COPY, a few milliseconds):
    a worker's transactional tests each left it to import again."""
    models = _arsenal_models()
    if _ARSENAL_ROWS:
        with transaction.atomic(), connection.cursor() as cursor:  # the foreign keys are checked at the commit
            for table, rows in _ARSENAL_ROWS.items():
                with cursor.cursor.copy(f'COPY "{table}" FROM STDIN') as copy:
                    copy.write(rows)
            for sql in connection.ops.sequence_reset_sql(no_style(), models):
                cursor.execute(sql)
        return
    pack_import(document=document)
    with connection.cursor() as cursor:
        for model in models:
            with cursor.cursor.copy(f'COPY "{model._meta.db_table}" TO STDOUT') as copy:
                _ARSENAL_ROWS[model._meta.db_table] = b"".join(bytes(block) for block in copy)


def _arsenal_models() -> list:
    """The arsenal's tables (armies/models/arsenal.py) and their many-to-many links."""
    models = [m for m in apps.get_app_config("armies").get_models() if m.__module__.endswith(".arsenal")]
    links = [f.remote_field.through for m in models for f in m._meta.local_many_to_many]
    return models + [t for t in links if t._meta.auto_created]


@pytest.fixture
def sample_pack(db) -> dict:
    """The shipped sample arsenal, imported; returns the pack document for looking up costs and names. It is
    usually there already, committed in the worker's database (tests/conftest.py `_sample_pack_kept`): a test's
    changes to it roll back with the test."""
    document = sample_document()
    if not sample_pack_present(document):
        import_sample_pack(document)
    return document


def unit_of(pack: dict, key: str) -> dict:
    return next(u for u in pack["units"] if u["id"] == key)


@pytest.fixture
def make_player(db, django_user_model, settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fast, and logging in works

    def make(username: str = "anna"):
        return django_user_model.objects.create_user(username, password=PASSWORD)

    return make


@pytest.fixture
def player(make_player):
    return make_player("anna")


@pytest.fixture
def make_detachment(sample_pack):
    def make(owner, *, type_key: str = GRENADIERS, name: str = "Grenadiers", points: int = 150) -> Detachment:
        return rosters.create_detachment(
            owner, type_key=type_key, settings=rosters.Settings(name=name, points_free=points)
        )

    return make


@pytest.fixture
def stranger(make_player):
    return make_player("bruno")


@pytest.fixture
def detachment(player, make_detachment) -> Detachment:
    """Anna's Grenadier platoon, with only its ranking officer."""
    return make_detachment(player)


@pytest.fixture
def owned(player, detachment) -> tuple[Detachment, RosterUnit]:
    """Anna's detachment: officer, truck, rifleman riding in it, towed gun, MG team, and an SMG gunner
    removed (so there is something to undo). Returns the detachment and the rifleman."""
    build_to(player, detachment, 6)
    smg = detachment.units.get(profile__key="de-smg-gunner")
    rosters.remove_unit(player, detachment.id, unit_id=smg.id)
    return detachment, detachment.units.get(profile__key="de-rifleman")


def add(owner, d: Detachment, key: str, count: int = 1, quality: str = "regular") -> list[RosterUnit]:
    return rosters.add_units(owner, d.id, unit_key=key, quality=quality, count=count)


def edit(owner, d: Detachment, unit: RosterUnit, **changes) -> None:
    """Change one unit, keeping what is not given (weapons as keys)."""
    unit.refresh_from_db()
    loadout = rosters.Loadout(
        quality=changes.get("quality", unit.quality),
        weapons=tuple(changes.get("weapons", unit.weapons.values_list("key", flat=True))),
        rides_in=changes.get("rides_in", unit.rides_in_id),
        towed_by=changes.get("towed_by", unit.towed_by_id),
    )
    rosters.edit_units(owner, d.id, unit_id=unit.id, whole_group=False, loadout=loadout)


def add_convoy(owner, d: Detachment, size: int = 5) -> None:
    """Up to five units of mixed kinds: a truck, a rifleman riding in it (with a grenade), an anti-tank
    gun towed by it, an MG team and a submachine gunner."""
    truck = add(owner, d, "de-opel-blitz")[0]
    rider = add(owner, d, "de-rifleman")[0]
    edit(owner, d, rider, rides_in=truck.id, weapons=("de-kar98k", "de-stielhandgranate24"))
    gun = add(owner, d, "de-pak36")[0]
    edit(owner, d, gun, towed_by=truck.id)
    for key in ("de-lmg-team", "de-smg-gunner")[: size - 3]:
        add(owner, d, key)


def build_to(owner, d: Detachment, total: int) -> Detachment:
    """Fill the detachment (officer included) to `total` units with convoys of mixed kinds."""
    have = d.units.count()
    while have < total:
        step = min(5, total - have)
        if step >= 3:
            add_convoy(owner, d, step)
        else:
            add(owner, d, "de-sniper", step)
        have += step
    assert d.units.count() == total
    return d


def export(owner, d: Detachment) -> dict:
    return export_roster(owner, d.id)


def snapshot(owner, d: Detachment) -> tuple:
    """Everything a change to the detachment would touch."""
    d = Detachment.objects.filter(pk=d.pk).first()
    if d is None:
        return ("deleted",)
    return (
        json.dumps(export(owner, d), sort_keys=True),
        d.share_token,
        d.updated_at,
        d.last_removed,
        Detachment.objects.count(),
        RosterUnit.objects.count(),
    )
