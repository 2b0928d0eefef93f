"""The rule content in the reader's language: translated copies of the engine's procedures for pages to show.

The engine declares its content in English (titles, summaries, chapters, sections, field labels and help, roll
labels, table titles) and stays pure Python. Here each procedure is copied with those texts passed through gettext,
once per language; ids, inputs and `resolve` are the engine's own, so a copy rolls exactly as the original does.

What the engine stores as data (a choice's value, a table's result, a token) is never translated in the copies: it
is matched and logged as it is. Pages show it through `label()`, its plain words in the reader's language.

Whatever is written to a battle's log (its summaries are hash-chained) keeps reading `rules.engine.catalog`, in
English; so do the rulings (rules.rulings), which `ruling()` copies for the pages. `messages()` lists every string
translated here, for `manage.py rule_messages` (rules/content_messages.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import replace
from functools import cache
from itertools import combinations
from types import MappingProxyType

from django.utils.translation import get_language, gettext

from rules.engine import catalog, upgrades
from rules.engine.outcome import InvalidInput
from rules.engine.procedures.setup import MODES
from rules.engine.registry import Field, Procedure
from rules.engine.systems import system_of
from rules.engine.tables import BandTable, SumTable
from rules.rulings import BY_ID, Ruling, rulings_by_topic

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


def text(english: str) -> str:
    """A sentence of the engine's own (listed by `messages()`) in the reader's language."""
    return _translated(english)


def ruling(held: Ruling) -> Ruling:
    """A ruling (rules.rulings, in English) in the reader's language: its id and flags stay, its words are translated."""
    return replace(
        held,
        title=_translated(held.title),
        topic=_translated(held.topic),
        book=_translated(held.book),
        app=_translated(held.app),
        why=_translated(held.why),
        house_rule=_translated(held.house_rule),
    )


def rulings_by_topic_translated() -> list[tuple[str, list[Ruling]]]:
    """The Rulings page's topics and their rulings (rules.rulings.rulings_by_topic) in the reader's language."""
    return [(_translated(topic), [ruling(held) for held in held_rulings]) for topic, held_rulings in rulings_by_topic()]


def aim(mode_id: str) -> str:
    """What a game mode is about, in the reader's words (its title is the book's scenario name, kept as it is)."""
    return _translated(MODES[mode_id].aim)


def procedures() -> Mapping[str, Procedure]:
    """Every procedure in the language in use, in the registry's order."""
    return _procedures(get_language())


def procedure(procedure_id: str) -> Procedure | None:
    """Burst of Fire's procedure in the language in use; another system's as its engine declares it (in English:
    its words are not translated yet)."""
    found = procedures().get(procedure_id)
    if found is None and not system_of(procedure_id).default:
        return catalog.get(procedure_id)
    return found


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
    """Every English text of the rule content a page shows (game modes' aims and the rulings too), once each and
    sorted, with every result a procedure can give (its odds rows and result bar show them). A number, or a length in
    cm or mm ("10 cm"), reads the same in every language and is left out."""
    found: set[str] = {mode.aim for mode in MODES.values()}
    found |= {*upgrades.WHY_NOT.values(), upgrades.NOT_UPGRADED}  # what a campaign unit may become
    for held in BY_ID.values():  # the Rulings page's words, its topics too
        found |= {held.title, held.topic, held.book, held.app, held.why, held.house_rule}
    for original in catalog.all_procedures().values():
        found |= {original.title, original.summary, original.chapter, original.section}
        found |= {words(result) for result in _results(original.id)}
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


# The results a procedure can give are found by asking it: its odds (dice=None) over its inputs, each pair of fields
# varied together from the defaults (a result may need two of them: armour 30 in hard cover, a support weapon short of
# crew). Pairs of numbers take a few values each (the edges, the middle, the default), a number beside a choice more.
# A result no such pair reaches would be missed: 4,000 random inputs per procedure found none more when this was written.
NUMERIC = ("int", "number")
SPAN = 300  # distances far beyond the table read like its last band


@cache
def _results(procedure_id: str) -> frozenset[str]:
    procedure = catalog.all_procedures()[procedure_id]
    base = {spec.name: _base(spec) for spec in procedure.fields}
    found = _odds(procedure, base)
    for spec in procedure.fields:
        for value in _values(spec):
            found |= _odds(procedure, {**base, spec.name: value})
    for one, other in combinations(procedure.fields, 2):
        coarse = one.kind in NUMERIC and other.kind in NUMERIC
        for first in _values(one, coarse=coarse):
            for second in _values(other, coarse=coarse):
                found |= _odds(procedure, {**base, one.name: first, other.name: second})
    return frozenset(found)


def _odds(procedure: Procedure, values: dict) -> set[str]:
    try:
        preview = procedure.resolve(procedure.inputs(**values), None)
    except InvalidInput:  # a combination the rules refuse
        return set()
    return {result for result, _p in preview.outcomes if isinstance(result, str)}


def _base(spec: Field) -> object:
    if spec.default is None and spec.kind in NUMERIC:
        return int(spec.minimum or 0) + 10  # as the registry tests fill a number with no default
    return spec.default


def _values(spec: Field, *, coarse: bool = False) -> Iterator[object]:
    if spec.kind == "bool":
        yield from (False, True)
    elif spec.kind == "choice":
        yield from spec.choices
    elif spec.kind == "choices":
        yield ()
        yield from ((choice,) for choice in spec.choices)
    else:
        low = int(spec.minimum or 0)
        high = min(int(spec.maximum) if spec.maximum is not None else low + 60, low + SPAN)
        if coarse:
            picks = {low, low + 1, (low + high) // 2, high - 1, high}
        elif high - low <= 12:
            picks = set(range(low, high + 1))
        else:
            picks = {low, low + 1, high - 1, high, *range(low, high + 1, (high - low) // 10)}
        if isinstance(spec.default, int | float) and not isinstance(spec.default, bool):
            picks.add(int(spec.default))
        yield from sorted(pick for pick in picks if low <= pick <= high)
