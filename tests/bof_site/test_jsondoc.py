"""Uploaded JSON: only what Postgres can store gets through, as a ValueError the forms turn into words."""

from __future__ import annotations

import pytest

from bof_site.jsondoc import read_json


@pytest.mark.parametrize(
    "data",
    [b'{"a": NaN}', b'{"a": Infinity}', b"[-Infinity]", b'{"a": "x\\u0000y"}', b'{"k\\u0000": 1}', b"\xff", b"{"],
    ids=["nan", "infinity", "minus-infinity", "nul-in-value", "nul-in-key", "not-utf8", "broken"],
)
def test_it_refuses_what_postgres_cannot_store_or_is_not_json(data):
    with pytest.raises(ValueError):
        read_json(data)


def test_it_reads_ordinary_json_with_any_other_unicode():
    assert read_json('{"name": "Schütze ✓", "n": [1, 2.5]}'.encode()) == {"name": "Schütze ✓", "n": [1, 2.5]}
