"""The battle tables' JSON columns are written and read with orjson (bof_site/json_columns.py): the values that come
back are the ones the standard library's json gave, including what orjson alone cannot write."""

from __future__ import annotations

import json

import pytest
from django.db import connection

from battles.models import Battle, BattleUnit
from bof_site import json_columns
from tests.armies.builder_fixtures import *  # noqa: F403  (make_detachment, player, stranger)
from tests.battles.lobby_fixtures import *  # noqa: F403

VALUES = [
    {"1": "a", "turn": 3, "nested": {"list": [1, 2.5, None, True, "Schütze ü"], "empty": {}}},
    {7: "a seat's id as a key", 12: [3, 4]},  # keys that are numbers come back as strings, as with json
    {"big": 2**70, "small": -(2**70)},  # past 64 bits: orjson refuses, json writes it
    [0.1, 1e16, -0.0, "line\nbreak", 'quote " and \\ slash'],
]


@pytest.mark.parametrize("value", VALUES)
def test_it_writes_and_reads_what_json_does(value):
    assert json_columns.loads(json_columns.dumps(value)) == json.loads(json.dumps(value))
    assert json_columns.copied(value) == json.loads(json.dumps(value))


def test_a_copy_shares_nothing_with_its_original():
    state = {"units": [{"tokens": {"pinned": 1}}]}
    copy = json_columns.copied(state)
    copy["units"][0]["tokens"]["pinned"] = 2
    assert state["units"][0]["tokens"]["pinned"] == 1


def test_what_neither_can_write_is_still_refused():
    with pytest.raises(TypeError):
        json_columns.dumps({"a set": {1, 2}})


@pytest.mark.parametrize("value", VALUES)
def test_a_battle_column_holds_the_value_json_held(seated, value):
    battle = seated[0]
    Battle.objects.filter(pk=battle.pk).update(state=value)  # written through the field
    assert Battle.objects.get(pk=battle.pk).state == json.loads(json.dumps(value))  # read through it
    with connection.cursor() as cursor:  # and Postgres holds the document json would have written
        cursor.execute("SELECT state = %s::jsonb FROM battles_battle WHERE id = %s", [json.dumps(value), battle.pk])
        assert cursor.fetchone()[0] is True


def test_the_units_columns_read_back_through_orjson(playing):
    battle, _anna, _ben = playing
    unit = BattleUnit.objects.filter(battle=battle).order_by("ref").first()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT stats::text, weapons::text, tokens::text FROM battles_battleunit WHERE id = %s", [unit.pk]
        )
        stats, weapons, tokens = cursor.fetchone()
    assert (unit.stats, unit.weapons, unit.tokens) == (json.loads(stats), json.loads(weapons), json.loads(tokens))
    assert isinstance(BattleUnit._meta.get_field("stats"), json_columns.JSONField)


def test_migrations_see_djangos_own_field():
    _name, path, _args, _kwargs = Battle._meta.get_field("state").deconstruct()
    assert path == "django.db.models.JSONField"
