"""Reading a JSON document a player uploads: only what Postgres can store and Python can compare.

`json.loads` accepts NaN and Infinity and strings holding NUL characters; Postgres refuses both (jsonb and
text alike), so they would surface as a server error far from the upload. Here they are a plain ValueError.
"""

from __future__ import annotations

import json


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def read_json(data: bytes) -> object:
    """Decode UTF-8 JSON; ValueError (UnicodeDecodeError is one) for anything else or anything unstorable."""
    document = json.loads(data.decode("utf-8"), parse_constant=_no_constants)
    if "\\u0000" in json.dumps(document):
        raise ValueError("the file holds a NUL character")
    return document
