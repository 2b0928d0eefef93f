"""The rule content in the reader's language: translated copies of the engine's procedures for pages to show.

The engine declares its content in English (titles, summaries, chapters, sections, field labels and help, roll
labels, table titles) and stays pure Python. Here each procedure is copied with those texts passed through gettext,
once per language; ids, inputs and `resolve` are the engine's own, so a copy rolls exactly as the original does.

What the engine stores as data (a choice's value, a table's result, a token) is never translated in the copies: it
is matched and logged as it is. Pages show it through `label()`, its plain words in the reader's language.

Whatever is written to a battle's log (its summaries are hash-chained) keeps reading `rules.engine.catalog`, in
English; `messages()` lists every string translated here, for `manage.py rule_messages` (rules/content_messages.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import cache
from types import MappingProxyType

from django.utils.translation import get_language, gettext

from rules.engine import catalog
from rules.engine.registry import Procedure
from rules.engine.tables import BandTable, SumTable

SAME_EVERYWHERE = re.compile(r"[\d.]+ ?(cm|mm)?")
HYPHENATED = {"re roll": "re-roll", "north east": "north-east", "north west": "north-west"}
HYPHENATED |= {"south east": "south-east", "south west": "south-west"}


def words(name: str) -> str:
    """A rulebook name as the app stores it ("tactical-retreat", "range_band") in plain words."""
    text = name.replace("-", " ").replace("_", " ")
    for plain, hyphenated in HYPHENATED.items():
        text = text.replace(plain, hyphenated)
    return text


def label(value: str) -> str:
    """A value the engine stores (a choice, a table's result, a token) as the reader reads it."""
    return _translated(words(value))


def procedures() -> Mapping[str, Procedure]:
    """Every procedure in the language in use, in the registry's order."""
    return _procedures(get_language())


def procedure(procedure_id: str) -> Procedure | None:
    return procedures().get(procedure_id)


def of(held: Procedure) -> Procedure:
    """The copy in the language in use of a procedure held in English (the engine's) or already translated."""
    return procedures().get(held.id, held)


@cache
def _procedures(language: str | None) -> Mapping[str, Procedure]:
    # Keyed on the language: gettext below answers in the language in use, the one the key names.
    tables: dict[str, SumTable | BandTable] = {}
    copies = {}
    for procedure_id, original in catalog.all_procedures().items():
        for table in original.tables:
            if table.id not in tables:
                tables[table.id] = replace(table, title=_translated(table.title), section=_translated(table.section))
        copies[procedure_id] = replace(
            original,
            title=_translated(original.title),
            summary=_translated(original.summary),
            chapter=_translated(original.chapter),
            section=_translated(original.section),
            fields=tuple(replace(f, label=_translated(f.label), help=_translated(f.help)) for f in original.fields),
            rolls=tuple(replace(r, label=_translated(r.label), when=_translated(r.when)) for r in original.rolls),
            tables=tuple(tables[table.id] for table in original.tables),
        )
    return MappingProxyType(copies)


def _translated(text: str) -> str:
    return gettext(text) if text else text  # gettext("") is the catalogue's header


# --- What there is to translate ----------------------------------------------------------------------------------


def messages() -> list[str]:
    """Every English text of the rule content a page shows, once each and sorted. A number, or a length in cm or mm
    ("10 cm"), reads the same in every language and is left out."""
    found: set[str] = set()
    for original in catalog.all_procedures().values():
        found |= {original.title, original.summary, original.chapter, original.section}
        for spec in original.fields:
            found |= {spec.label, spec.help, *(words(choice) for choice in spec.choices)}
        for roll in original.rolls:
            found |= {roll.label, roll.when}
        for table in original.tables:
            found |= {table.title, table.section, *(words(value) for value in _table_values(table))}
    return sorted(text for text in found if text and not SAME_EVERYWHERE.fullmatch(text))


def _table_values(table: SumTable | BandTable) -> Iterable[str]:
    if isinstance(table, SumTable):
        return (result for _total, result in table.results)
    return (value for _edge, value in (*table.bands_cm, *table.bands_in) if isinstance(value, str))
