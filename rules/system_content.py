"""What a rule system brings beside its engine: its rulings and the sections of its text the app describes, read
from the modules named after it (the default's rulings are rules.rulings; another system's are the RULINGS of every
module of the package `rules.rulings_<key>`, its sections the module `rules.sections_<key>`, SECTIONS).

Its pages (rules.system_pages) show them and rules.localized lists their words for translation: both read them here."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import cache

from rules import rulings as default_rulings
from rules.engine.systems import RuleSystem
from rules.rulings import Ruling


def _module_name(prefix: str, system: RuleSystem) -> str:
    return f"rules.{prefix}_{system.key.replace('-', '_')}"


@cache
def rulings_of(system: RuleSystem) -> tuple[Ruling, ...]:
    """Every ruling of a system, in the order of their numbers (O1, O2, ... O10): each module of its package may
    hold a run of them, and a package not written yet holds none."""
    if system.default:
        return tuple(default_rulings.BY_ID.values())
    try:
        package = importlib.import_module(_module_name("rulings", system))
    except ModuleNotFoundError:
        return ()
    found: dict[str, Ruling] = {}
    for module_info in sorted(pkgutil.iter_modules(getattr(package, "__path__", ())), key=lambda m: m.name):
        module = importlib.import_module(f"{package.__name__}.{module_info.name}")
        for ruling in getattr(module, "RULINGS", ()):
            found.setdefault(ruling.id, ruling)
    return tuple(sorted(found.values(), key=_ruling_order))


def _ruling_order(ruling: Ruling) -> tuple[str, int, str]:
    letters = ruling.id.rstrip("0123456789")
    digits = ruling.id[len(letters) :]
    return (letters, int(digits) if digits else 0, ruling.id)


@dataclass(frozen=True)
class Section:
    """A heading of a system's text as the text writes it ("### Attribute Rolls"), the part of the text it is in,
    and what it is about in our own words (never the text's)."""

    heading: str
    part: str
    about: str

    @property
    def title(self) -> str:
        return heading_words(self.heading)


def heading_words(heading: str) -> str:
    """A heading without its Markdown marks: "### Attribute Rolls" -> "Attribute Rolls"."""
    return heading.lstrip("#").strip()


@cache
def sections_of(system: RuleSystem) -> tuple[Section, ...]:
    """The sections of a system's text the app describes, in the text's order (none for a system without the module;
    Burst of Fire's few are rules.search.BOOK_SECTIONS)."""
    if system.default:
        return ()
    try:
        module = importlib.import_module(_module_name("sections", system))
    except ModuleNotFoundError:
        return ()
    return tuple(Section(*row) for row in getattr(module, "SECTIONS", ()))
