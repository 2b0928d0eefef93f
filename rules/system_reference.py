"""The quick reference of a rule system other than Burst of Fire (whose page is its tables, rules.display): each of
its procedures with what it rolls and the section of the text it implements, and the tables it reads if any, under
their chapters in the text's order; then the rules no calculator works out, in brief and in our words, under the
parts of the text. All kept by every word of a query."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.text import slugify

from rules import display, localized, system_pages
from rules.engine import catalog
from rules.engine.registry import Procedure
from rules.engine.systems import RuleSystem


@dataclass(frozen=True)
class ProcedureEntry:
    anchor: str  # its name without the system's prefix: "attribute-roll"
    title: str
    summary: str
    dice: str  # "1D12", "D12" where the count depends on the inputs, "" for a procedure rolling nothing
    section: str  # the text's heading without its marks, in the reader's words
    url: str


@dataclass(frozen=True)
class Chapter:
    title: str
    anchor: str
    procedures: tuple[ProcedureEntry, ...]
    tables: tuple[display.TableView, ...]

    @property
    def count(self) -> int:
        return len(self.procedures) + len(self.tables)


def chapters(system: RuleSystem, query: str = "") -> list[Chapter]:
    """The system's procedures and tables by chapter, keeping those that hold every word of `query`."""
    wanted = query.casefold().split()
    tables_of = _tables(system)
    found = []
    for title, procedures in display.in_chapters(system_pages.procedures_of(system)):
        entries = tuple(_entry(system, procedure) for procedure in procedures if _has_all(wanted, _haystack(procedure)))
        tables = tuple(t for t in tables_of.get(title, ()) if _has_all(wanted, _table_haystack(t)))
        if entries or tables:
            found.append(Chapter(title, slugify(title), entries, tables))
    return found


@dataclass(frozen=True)
class BriefRule:
    title: str  # the text's heading, in the reader's words (with the text's own to look it up by)
    about: str  # in our words


@dataclass(frozen=True)
class BriefPart:
    title: str  # the part of the text ("Unit Special Rules"), in the reader's words
    rules: tuple[BriefRule, ...]


def in_brief(system: RuleSystem, query: str = "") -> list[BriefPart]:
    """The sections of the system's text no calculator implements, under the parts of the text they are in."""
    wanted = query.casefold().split()
    implemented = system_pages.implemented(system)
    parts: dict[str, list[BriefRule]] = {}
    for section in system_pages.sections_of(system):
        if section.heading in implemented:
            continue
        rule = BriefRule(localized.heading(section.heading), localized.text(section.about))
        said = (rule.title, rule.about, localized.heading(section.part), section.title, section.part, section.about)
        if _has_all(wanted, " ".join(said).casefold()):
            parts.setdefault(section.part, []).append(rule)
    return [BriefPart(localized.heading(part), tuple(rules)) for part, rules in parts.items()]


def _entry(system: RuleSystem, procedure: Procedure) -> ProcedureEntry:
    specs = (
        display.dice_spec(roll.count if isinstance(roll.count, int) else "", d3=roll.d3, sides=roll.sides)
        for roll in procedure.rolls
    )
    return ProcedureEntry(
        anchor=procedure.id.removeprefix(f"{system.key}/"),
        title=procedure.title,
        summary=procedure.summary,
        dice=", ".join(dict.fromkeys(specs)),
        section=localized.heading(procedure.section),
        url=display.calculator_url(procedure.id),
    )


def _tables(system: RuleSystem) -> dict[str, list[display.TableView]]:
    """Each table once, under the chapter of the first procedure reading it."""
    users: dict[str, tuple[object, list[Procedure]]] = {}
    for procedure in system_pages.procedures_of(system):
        for table in procedure.tables:
            users.setdefault(table.id, (table, []))[1].append(procedure)
    by_chapter: dict[str, list[display.TableView]] = {}
    for table, readers in users.values():
        view = display.table_view(table, readers)
        by_chapter.setdefault(view.chapter, []).append(view)
    return by_chapter


def _haystack(procedure: Procedure) -> str:
    """Its words as the page shows them and as the engine declares them: English words find it on any page."""
    found = []
    for said in dict.fromkeys((procedure, catalog.get(procedure.id))):
        found += [said.id, said.title, said.summary, said.chapter, said.section, localized.heading(said.section)]
        found += [field.label for field in said.fields] + [roll.label for roll in said.rolls]
    return " ".join(found).casefold()


def _table_haystack(view: display.TableView) -> str:
    parts = [view.id, view.title, view.section, view.chapter, *(row.label for row in view.rows)]
    return " ".join(parts).casefold()


def _has_all(wanted: list[str], haystack: str) -> bool:
    return all(word in haystack for word in wanted)
