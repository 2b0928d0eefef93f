"""JSON read from Postgres with orjson: a change's requests decode some 170 JSON values (the battle's state, its
units' stats, weapons and tokens, the log entries the turn card shows), 1.3 ms of a change's 18 with the standard
library's parser (docs/scaling.md). The values are the same Python objects either way: a text with a run of 19
digits or more (an integer past 64 bits, which jsonb may hold and orjson would read as a float) or one orjson
refuses is read by the standard library, as before."""

from __future__ import annotations

import json
import re

import orjson
from django.db import models

LONG_NUMBER = re.compile(r"\d{19}")


class JSONField(models.JSONField):
    def from_db_value(self, value, expression, connection):
        if isinstance(value, str) and self.decoder is None and not LONG_NUMBER.search(value):
            try:
                return orjson.loads(value)
            except orjson.JSONDecodeError:
                pass
        return super().from_db_value(value, expression, connection)

    def deconstruct(self):
        """Migrations see Django's field: the column and its values are the same, so no migration is needed."""
        name, _path, args, kwargs = super().deconstruct()
        return name, "django.db.models.JSONField", args, kwargs


def loads(text: str | bytes):
    """A JSON text read as the field reads it (for the rows this app reads with SQL of its own)."""
    if isinstance(text, bytes):
        text = text.decode()
    if not LONG_NUMBER.search(text):
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


def copied(value):
    """A deep copy of JSON-shaped data as it would come back from the database (keys made text, as json.dumps
    makes them)."""
    try:
        return loads(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS))
    except orjson.JSONEncodeError:  # an integer past 64 bits
        return json.loads(json.dumps(value))
