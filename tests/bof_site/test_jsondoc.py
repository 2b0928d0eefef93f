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


@pytest.mark.parametrize(
    "data",
    [b"[" * 1000 + b"]" * 1000, b'{"a":' * 1000 + b"1" + b"}" * 1000, b"[" * 100_000, b"[" * 33 + b"]" * 33],
    ids=["lists-1000-deep", "objects-1000-deep", "unclosed-100000", "33-deep"],
)
def test_it_refuses_a_document_nested_deeper_than_any_roster_with_words_not_a_crash(data):
    with pytest.raises(ValueError, match="deep"):
        read_json(data)


def test_brackets_inside_strings_do_not_count_as_nesting():
    inside = '"' + "[{" * 50 + '\\"]' + '"'
    assert read_json(("[" * 32 + inside + "]" * 32).encode()) is not None
