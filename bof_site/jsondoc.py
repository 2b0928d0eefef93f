"""Reading a JSON document a player uploads: only what Postgres can store and Python can compare.

`json.loads` accepts NaN and Infinity and strings holding NUL characters; Postgres refuses both (jsonb and
text alike), so they would surface as a server error far from the upload. A document nested a thousand deep makes
Python's decoder (and any code that walks it) run out of stack. Here each is a plain ValueError. No roster or data
pack nests deeper than a few levels, so MAX_DEPTH leaves room and keeps every walk over a document shallow.
"""

from __future__ import annotations

import json
import re


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


MAX_DEPTH = 32
STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
BRACKETS = re.compile(r"[\[\]{}]")


def read_json(data: bytes) -> object:
    """Decode UTF-8 JSON; ValueError (UnicodeDecodeError is one) for anything else or anything unstorable."""
    text = data.decode("utf-8")
    if _depth(text) > MAX_DEPTH:
        raise ValueError(f"the file nests lists and objects more than {MAX_DEPTH} deep")
    try:
        document = json.loads(text, parse_constant=_no_constants)
    except RecursionError:  # deeper than the scan above saw (it cannot be, but never a server error)
        raise ValueError("the file nests too deep") from None
    if "\\u0000" in json.dumps(document):
        raise ValueError("the file holds a NUL character")
    return document


def _depth(text: str) -> int:
    """How deep brackets and braces nest outside strings, without building anything (no recursion)."""
    depth = deepest = 0
    for bracket in BRACKETS.findall(STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest
