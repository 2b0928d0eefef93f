"""Django's JSONField, read and written with orjson: the battle tables' JSON columns.

Every change and every render of a table decodes the battle's state and each unit's stats, weapons and tokens
(three documents a unit, about 0.7 kB), and writes the state and the new entries back. With the standard library's
json a unit's three took about 19 us to decode and the state 22 us to decode and 25 to encode; with orjson 5, 7 and
2. What orjson cannot write (an integer past 64 bits) or read is left to json as before, so a column holds what it
held; jsonb keeps the value, not the text, so the two writers' spacing does not reach the database or a seal.

Migrations see Django's own field (deconstruct): the columns are the same jsonb.
"""

from __future__ import annotations

import json

import orjson
from django.db import models
from django.db.models.fields.json import KeyTransform
from psycopg.types.json import Jsonb

# As json.dumps does: keys that are numbers (a seat's id) are written as strings.
OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(value) -> bytes:
    """The value as JSON: orjson, or json for what orjson refuses (json raises on what neither can write)."""
    try:
        return orjson.dumps(value, option=OPTIONS)
    except orjson.JSONEncodeError:
        return json.dumps(value).encode()


def loads(text: str | bytes):
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def copied(value):
    """A deep copy of a JSON value through JSON (several times quicker than copy.deepcopy), keys made strings as
    the database would make them."""
    return loads(dumps(value))


class JSONField(models.JSONField):
    def from_db_value(self, value, expression, connection):
        if value is None or self.decoder is not None:
            return super().from_db_value(value, expression, connection)
        if isinstance(expression, KeyTransform) and not isinstance(value, str):
            return value
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError:
            return super().from_db_value(value, expression, connection)  # json's reading, or the text as it is

    def get_db_prep_value(self, value, connection, prepared=False):
        prepared_value = super().get_db_prep_value(value, connection, prepared)
        if type(prepared_value) is Jsonb and self.encoder is None:
            return Jsonb(prepared_value.obj, dumps=dumps)
        return prepared_value

    def deconstruct(self):
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.JSONField", args, kwargs
