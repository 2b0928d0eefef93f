"""What the one rules search (rules.search) finds of the systems other than Burst of Fire: their calculators and
tables, the sections of their text the app describes (those no calculator implements: a calculator's hit already
names its section) and their rulings. Each is found by its words and its system's name ("open fire attack")."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from django.utils.translation import gettext

from rules import display, localized, system_pages
from rules.engine import catalog
from rules.engine.systems import SYSTEMS, RuleSystem


@dataclass(frozen=True)
class Page:
    system: RuleSystem
    kind: str  # "Calculator", "Table", "Rule" or "Ruling", as rules.search names them
    title: str
    url: str  # "" for a section the app has no page for
    text: str
    where: str
    body: str  # every other word it is found by


def pages() -> list[Page]:
    """Every page of every system but the default, in the reader's language as far as it is translated."""
    found: list[Page] = []
    for system in SYSTEMS.values():
        if not system.default:
            found += [*_calculators(system), *_tables(system), *_sections(system), *_rulings(system)]
    return found


def _calculators(system: RuleSystem) -> Iterator[Page]:
    for procedure in localized.procedures_of(system.key).values():
        english = catalog.get(procedure.id)
        said = (procedure.id, procedure.summary, localized.heading(procedure.section), procedure.chapter, system.name)
        said += (system_pages.heading_words(procedure.section),)
        said += _english(procedure, english, ("title", "summary", "chapter"))
        url = display.calculator_url(procedure.id)
        yield Page(system, "Calculator", procedure.title, url, procedure.summary, procedure.chapter, " ".join(said))


def _english(shown: object, english: object, names: tuple[str, ...]) -> tuple[str, ...]:
    """The engine's English words of what a page shows translated: a player may look for them on any page."""
    return tuple(getattr(english, name) for name in names if getattr(english, name) != getattr(shown, name))


def _tables(system: RuleSystem) -> Iterator[Page]:
    seen: set[str] = set()
    reference = system_pages.page_url(system, "reference")
    for procedure in localized.procedures_of(system.key).values():
        for table in procedure.tables:
            if table.id in seen:
                continue
            seen.add(table.id)
            view = display.table_view(table, [procedure])
            text = gettext("%(dice)s · rulebook: %(section)s") % {"dice": view.dice_words, "section": view.section}
            said = (view.id, view.section, view.chapter, *(row.label for row in view.rows), system.name)
            yield Page(system, "Table", view.title, f"{reference}#{view.id}", text, view.chapter, " ".join(said))


def _sections(system: RuleSystem) -> Iterator[Page]:
    implemented = system_pages.implemented(system)
    for section in system_pages.sections_of(system):
        if section.heading in implemented:
            continue
        where = gettext("Rulebook: %(chapter)s") % {"chapter": localized.heading(section.part)}
        about = localized.text(section.about)
        said = " ".join(dict.fromkeys((where, about, section.title, section.part, section.about, system.name)))
        yield Page(system, "Rule", localized.heading(section.heading), "", about, where, said)


def _rulings(system: RuleSystem) -> Iterator[Page]:
    rulings = system_pages.page_url(system, "rulings")
    for english in system_pages.rulings_of(system):
        ruling = localized.ruling(english)
        title = f"{ruling.id}: {ruling.title}"
        said = (ruling.id, ruling.topic, ruling.book, ruling.app, ruling.house_rule, system.name)
        said += _english(ruling, english, ("title", "topic", "book", "app"))
        yield Page(system, "Ruling", title, f"{rulings}#{ruling.id}", ruling.app, ruling.topic, " ".join(said))
