"""The rule content in the reader's language: translated copies of the engine's procedures for pages to show.

The engine declares its content in English (titles, summaries, chapters, sections, field labels and help, roll
labels, table titles) and stays pure Python. Here each procedure is copied with those texts passed through gettext,
once per language; ids, inputs and `resolve` are the engine's own, so a copy rolls exactly as the original does.

What the engine stores as data (a choice's value, a table's result, a token) is never translated in the copies: it
is matched and logged as it is. Pages show it through `label()`, its plain words in the reader's language.

Every rule system's procedures are copied so (Burst of Fire's and Open Fire's). Another system's `section` is a heading
of its text and stays in the copy as the text writes it (its pages order their chapters by it): `heading()` says it in
the reader's words where it is shown, keeping the text's own words to look it up by, as the text has no German edition.
Its results that carry a count ("3-hits") are said with their count (COUNTED).

Whatever is written to a battle's log (its summaries are hash-chained) keeps reading `rules.engine.catalog`, in
English; so do the rulings (rules.rulings, rules.system_content), which `ruling()` copies for the pages. `messages()`
lists every string translated here, for `manage.py rule_messages` (rules/content_messages.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from functools import cache
from itertools import combinations
from types import MappingProxyType

from django.utils.functional import Promise
from django.utils.translation import get_language, gettext, ngettext, pgettext, pgettext_lazy

from rules import system_content
from rules.engine import catalog, upgrades
from rules.engine.outcome import InvalidInput, Outcome
from rules.engine.procedures.setup import MODES, GameMode
from rules.engine.registry import Field, Procedure
from rules.engine.systems import DEFAULT, SYSTEMS, system_of
from rules.engine.tables import BandTable, SumTable
from rules.rulings import Ruling, rulings_by_topic

SAME_EVERYWHERE = re.compile(r"[\d.]+ ?(cm|mm)?")
HYPHENATED = {"re roll": "re-roll", "north east": "north-east", "north west": "north-west"}
HYPHENATED |= {"south east": "south-east", "south west": "south-west"}


def words(name: str) -> str:
    """A rulebook name as the app stores it ("tactical-retreat", "range_band") in plain words."""
    text = name.replace("-", " ").replace("_", " ")
    for plain, hyphenated in HYPHENATED.items():
        text = text.replace(plain, hyphenated)
    return text


# Results that carry a count (Open Fire's "3-hits", "0-models-destroyed", "player-2-first"): said by one message
# with the number put in, where one message per number would do (messages() leaves these results out).
COUNTED: tuple[tuple[re.Pattern, Callable[[int], str]], ...] = (
    (re.compile(r"(?P<n>\d+)-hits?"), lambda n: ngettext("%(n)s hit", "%(n)s hits", n)),
    (re.compile(r"(?P<n>\d+)-damage"), lambda n: gettext("%(n)s damage")),
    (
        re.compile(r"(?P<n>\d+)-models?-destroyed"),
        lambda n: ngettext("%(n)s model destroyed", "%(n)s models destroyed", n),
    ),
    (re.compile(r"player-(?P<n>\d+)-first"), lambda n: gettext("player %(n)s first")),
)


def label(value: str) -> str:
    """A value the engine stores (a choice, a table's result, a token) as the reader reads it."""
    for pattern, said in COUNTED:
        if found := pattern.fullmatch(value):
            return said(int(found["n"])) % {"n": found["n"]}
    return _translated(words(value))


HEADING = "heading"  # the context of a heading's German: the text's headings share words with our own labels

# Choices whose plain words mean something else elsewhere in the same system, said by the field they are chosen in:
# Open Fire's "recover" objective (carried off by a unit) is not the action of recovering from stress.
# Chain of Command's "broken" ground is not a broken-down vehicle.
CHOICES_IN_CONTEXT: dict[tuple[str, str], Promise] = {
    ("objective", "recover"): pgettext_lazy("objective", "recover"),
    ("ground", "broken"): pgettext_lazy("ground", "broken"),
}


def choice_label(field_name: str, value: str) -> str:
    """A choice of a field as the reader reads it: `label()`, unless the field gives its words a meaning of their own."""
    said = CHOICES_IN_CONTEXT.get((field_name, value))
    return str(said) if said is not None else label(value)


def _counted(value: str) -> bool:
    return any(pattern.fullmatch(value) for pattern, _said in COUNTED)


def text(english: str) -> str:
    """A sentence of the engine's own (listed by `messages()`) in the reader's language."""
    return _translated(english)


def heading(section: str) -> str:
    """A heading of a rule system's text ("### Attribute Rolls") in the reader's words, without its Markdown marks:
    another system's text has no German edition, so its German heading keeps the English to look it up by
    ("Attributswürfe (Attribute Rolls)"). A heading with no German of its own (Burst of Fire's sections, translated
    as the procedures' copies are) reads as it is written."""
    words_of = system_content.heading_words(section)
    return pgettext("heading", words_of) if words_of else words_of  # HEADING, written out as the i18n tests read calls


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
    """What a game mode is about, in the reader's words."""
    return _translated(MODES[mode_id].aim)


def mode_title(mode_id: str) -> str:
    """A game mode's name in the reader's words: the words of its id, which the choices of a form say too ("victory
    zones": "Siegeszonen"); in English the book's scenario title ("Victory Zones")."""
    said = label(mode_id)
    return MODES[mode_id].title if said == words(mode_id) else said


MODE_BY_TITLE = {mode.title: mode.id for mode in MODES.values()}


def mode_title_of(title: str) -> str:
    """A game mode named by its English title (in a sentence the engine or the log wrote) in the reader's words; a
    title of no game mode is a LookupError."""
    return mode_title(MODE_BY_TITLE[title])


def mode(mode_id: str) -> GameMode:
    """A game mode for a page: its title and aim in the reader's words; its id, points and roles the engine's."""
    found = MODES[mode_id]
    return replace(found, title=mode_title(mode_id), aim=aim(mode_id))


def procedures() -> Mapping[str, Procedure]:
    """Every procedure of the default system (Burst of Fire) in the language in use, in the registry's order."""
    return procedures_of(DEFAULT.key)


def procedures_of(system_key: str) -> Mapping[str, Procedure]:
    """Every procedure of a rule system in the language in use, in the registry's order."""
    return _procedures(system_key, get_language())


def procedure(procedure_id: str) -> Procedure | None:
    """Any system's procedure in the language in use, by its id (None when there is none)."""
    return procedures_of(system_of(procedure_id).key).get(procedure_id)


def of(held: Procedure) -> Procedure:
    """The copy in the language in use of a procedure held in English (the engine's) or already translated."""
    return procedures_of(system_of(held.id).key).get(held.id, held)


@cache
def _procedures(system_key: str, language: str | None) -> Mapping[str, Procedure]:
    # Keyed on the language: gettext below answers in the language in use, the one the key names.
    own_words = SYSTEMS[system_key].default  # another system's section is its text's heading, kept to look it up
    tables: dict[str, SumTable | BandTable] = {}
    copies = {}
    for procedure_id, original in catalog.of_system(system_key).items():
        for table in original.tables:
            if table.id not in tables:
                tables[table.id] = replace(table, title=_translated(table.title), section=_translated(table.section))
        copies[procedure_id] = replace(
            original,
            title=_translated(original.title),
            summary=_translated(original.summary),
            chapter=_translated(original.chapter),
            section=_translated(original.section) if own_words else original.section,
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
    sorted, with every result a procedure can give (its odds rows and result bar show them), for every rule system:
    another system's sections too (what each is about; their headings are the text's), and what its results name
    beside the result (the names and words of their details). A number, or a length in cm or mm ("10 cm"), reads the
    same in every language and is left out; so are the results said with their count (COUNTED)."""
    found: set[str] = {mode.aim for mode in MODES.values()}
    found |= {*upgrades.WHY_NOT.values(), upgrades.NOT_UPGRADED, *upgrades.REFUSALS}  # what a campaign unit may become
    for system in SYSTEMS.values():
        for held in system_content.rulings_of(system):  # the Rulings page's words, its topics too
            found |= {held.title, held.topic, held.book, held.app, held.why, held.house_rule}
        found |= {section.about for section in system_content.sections_of(system)}
        for original in catalog.of_system(system.key).values():
            found |= _procedure_texts(original, own_words=system.default)
            if not system.default:  # Burst of Fire's details are shown as the engine names them
                found |= {words(said) for said in _detail_words(original.id)}
    return sorted(text for text in found if text and not SAME_EVERYWHERE.fullmatch(text))


def headings() -> list[str]:
    """Every heading of another system's text a page shows (of its sections and the parts they are in, and those the
    procedures implement), without Markdown's marks, once each and sorted: `heading()` says them in context."""
    found: set[str] = set()
    for system in SYSTEMS.values():
        if system.default:
            continue  # Burst of Fire's sections are the procedures' own, translated with them
        for section in system_content.sections_of(system):
            found |= {section.heading, section.part}
        found |= {procedure.section for procedure in catalog.of_system(system.key).values()}
    return sorted({system_content.heading_words(text) for text in found} - {""})


def _procedure_texts(original: Procedure, *, own_words: bool) -> set[str]:
    found = {original.title, original.summary, original.chapter}
    if own_words:
        found.add(original.section)
    found |= {words(result) for result in _results(original.id) if not _counted(result)}
    for spec in original.fields:
        found |= {spec.label, spec.help, *(words(choice) for choice in spec.choices)}
    for roll in original.rolls:
        found |= {roll.label, roll.when}
    for table in original.tables:
        found |= {table.title, table.section, *(words(value) for value in _table_values(table))}
    return found


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
    procedure = catalog.get(procedure_id)
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
    preview = _resolved(procedure, values, None)
    return {result for result, _p in preview.outcomes if isinstance(result, str)} if preview else set()


def _resolved(procedure: Procedure, values: dict, dice: list[int] | None) -> Outcome | None:
    try:
        return procedure.resolve(procedure.inputs(**values), dice)
    except InvalidInput:  # a combination the rules refuse
        return None
    except ValueError:  # dice these inputs cannot read
        if dice is None:
            raise
        return None


# What a result names beside itself (its details: "hits 3", "winner player A", the actions it may take): the names of
# its values and the words among them, found as its results are, each field's values rolled with the system's dice:
# all lowest, all highest and a mix, a few more while they are too few (a re-roll's dice).
@cache
def _detail_words(procedure_id: str) -> frozenset[str]:
    procedure = catalog.get(procedure_id)
    sides = system_of(procedure_id).die
    base = {spec.name: _base(spec) for spec in procedure.fields}
    found: set[str] = set()
    for values in (base, *({**base, spec.name: value} for spec in procedure.fields for value in _values(spec))):
        for faces in ((1,), (sides,), tuple(range(2, sides))):
            for outcome in filter(
                None, (_resolved(procedure, values, dice) for dice in _dice(procedure, values, faces))
            ):
                found |= {name for name, _value in outcome.values if name != "units"}
                found |= {word for _name, value in outcome.values for word in _words_in(value)}
    return frozenset(word for word in found if not _counted(word))


def _dice(procedure: Procedure, values: dict, faces: tuple[int, ...]) -> Iterator[list[int] | None]:
    yield None
    try:
        counts = sorted({n for n in procedure.dice_counts(procedure.inputs(**values)) if n})
    except InvalidInput:
        return
    for count in counts[:4]:
        yield [faces[n % len(faces)] for n in range(count)]


def _words_in(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple | list):
        yield from (item for item in value if isinstance(item, str))


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
