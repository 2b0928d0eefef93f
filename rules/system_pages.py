"""The rules pages of each rule system: where a system's pages live, the switch between systems, its rulings and the
sections of its text the app describes, and its chapters in the order its text has them.

Burst of Fire (the default system) keeps the addresses it always had (/rules/, /rules/calc/<id>/); every other system
lives under /rules/<system>/, its procedure `<system>/<name>` at /rules/<system>/calc/<name>/. What differs between
systems is read from their data (rules.engine.systems, and rules.system_content for the rulings and the sections of
its text), never from their names."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.urls import reverse
from django.utils.text import slugify

from rules import localized
from rules import rulings as default_rulings
from rules.engine import catalog
from rules.engine.registry import Procedure
from rules.engine.systems import DEFAULT, SYSTEMS, RuleSystem, system_of
from rules.rulings import Ruling

# What a system brings beside its engine, read where localized can read it too; named here for the pages.
from rules.system_content import heading_words as heading_words
from rules.system_content import rulings_of as rulings_of
from rules.system_content import sections_of as sections_of

# --- Addresses ---------------------------------------------------------------------------------------------------


class SystemConverter:
    """`<system:system>` in an address: the key of a system other than the default, whose pages are at /rules/."""

    regex = "|".join(key for key, system in SYSTEMS.items() if not system.default) or "(?!)"

    def to_python(self, value: str) -> RuleSystem:
        return SYSTEMS[value]

    def to_url(self, value: RuleSystem | str) -> str:
        return value if isinstance(value, str) else value.key


def page_url(system: RuleSystem, page: str) -> str:
    """A page of a system: "reference", "calculators" or "rulings"."""
    if system.default:
        return reverse(f"rules:{page}")
    return reverse(f"rules:system_{page}", kwargs={"system": system.key})


def calculator_url(procedure_id: str) -> str:
    system = system_of(procedure_id)
    if system.default:
        return reverse("rules:calculator", kwargs={"procedure_id": procedure_id})
    name = procedure_id.removeprefix(f"{system.key}/")
    return reverse("rules:system_calculator", kwargs={"system": system.key, "name": name})


@dataclass(frozen=True)
class SystemLinks:
    """A system's pages, for the rules' own navigation (templates/rules/includes/subnav.html)."""

    key: str
    name: str
    default: bool
    die: int
    reference: str
    calculators: str
    rulings: str


def links(system: RuleSystem = DEFAULT) -> SystemLinks:
    return SystemLinks(
        key=system.key,
        name=system.name,
        default=system.default,
        die=system.die,
        reference=page_url(system, "reference"),
        calculators=page_url(system, "calculators"),
        rulings=page_url(system, "rulings"),
    )


@dataclass(frozen=True)
class SwitchOption:
    name: str
    url: str
    current: bool


def switch(current: RuleSystem, page: str) -> list[SwitchOption]:
    """The same page in every system, the default first: the switch at the top of the rules pages."""
    ordered = sorted(SYSTEMS.values(), key=lambda system: not system.default)
    return [SwitchOption(system.name, page_url(system, page), system is current) for system in ordered]


def follow_on_url(procedure_id: str, named: str) -> str:
    """The calculator of a follow-on roll another system's procedure names (`Effects.continues_with`), found among
    that system's own procedures by id, by name or by title ("defence roll (D12)" finds "Defence roll"); "" when
    none fits."""
    system = system_of(procedure_id)
    known = catalog.of_system(system.key)
    head = named.split(" (")[0].strip()
    by_title = {procedure.title.casefold(): procedure.id for procedure in known.values()}
    for candidate in (named, system.procedure_id(slugify(head)), by_title.get(head.casefold(), "")):
        if candidate in known:
            return calculator_url(candidate)
    return ""


# --- Rulings ---------------------------------------------------------------------------------------------------


def ruling_by_id(system: RuleSystem) -> dict[str, Ruling]:
    return {ruling.id: ruling for ruling in rulings_of(system)}


def rulings_by_topic(system: RuleSystem) -> list[tuple[str, list[Ruling]]]:
    """A system's rulings under their topics, the topics in the order of their first ruling."""
    if system.default:
        return default_rulings.rulings_by_topic()
    topics: dict[str, list[Ruling]] = {}
    for ruling in rulings_of(system):
        topics.setdefault(ruling.topic, []).append(ruling)
    return list(topics.items())


def rulings_shown(system: RuleSystem) -> list[tuple[str, list[Ruling]]]:
    """The Rulings page's topics and rulings in the reader's language, as far as they are translated."""
    if system.default:
        return localized.rulings_by_topic_translated()
    return [(localized.text(topic), [localized.ruling(r) for r in held]) for topic, held in rulings_by_topic(system)]


# --- The sections of a system's text -----------------------------------------------------------------------------


def chapter_order(system: RuleSystem, procedures: Iterable[Procedure]) -> list[Procedure]:
    """A system's procedures with their chapters in the order its text comes to them: a chapter stands where the
    earliest section any of its procedures implements stands in the text; within a chapter, registry order."""
    procedures = list(procedures)
    place = {section.heading: n for n, section in enumerate(sections_of(system))}
    far = len(place)
    chapter_place: dict[str, int] = {}
    for procedure in procedures:
        where = place.get(procedure.section, far)
        chapter_place[procedure.chapter] = min(chapter_place.get(procedure.chapter, far), where)
    return sorted(procedures, key=lambda procedure: chapter_place[procedure.chapter])


def procedures_of(system: RuleSystem) -> list[Procedure]:
    """A system's procedures in the reader's language (rules.localized), its chapters in the text's order."""
    return chapter_order(system, localized.procedures_of(system.key).values())


def implemented(system: RuleSystem) -> dict[str, Procedure]:
    """The first procedure implementing each section of a system's text, by its heading."""
    found: dict[str, Procedure] = {}
    for procedure in catalog.of_system(system.key).values():
        found.setdefault(procedure.section, procedure)
    return found
