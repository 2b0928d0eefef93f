"""What keeps an Open Fire force off a table (rules.engine.open_fire.forces.read_force), in the reader's words: the
force builder and a battle's lobby show these, and the lobby refuses a seat that readies with one of them."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.translation import gettext_lazy as _

from armies import pack_words
from rules.sentences.rows import first_said, table

PROBLEMS = table(
    (r"this is not an Open Fire force: its format must be “(?P<format>[^”]+)”",
     _("this is not an Open Fire force: its format must be “%(format)s”")),
    (r"a force has at most (?P<n>\d+) units", _("a force has at most %(n)s units")),
    (r"unit (?P<n>\d+): the pack has no such unit", _("unit %(n)s: the pack has no such unit")),
    (r"unit (?P<n>\d+) \((?P<name>.+)\): its number must be a whole number used once",
     _("unit %(n)s (%(name)s): its number must be a whole number used once")),
    (r"a force needs at least one unit", _("a force needs at least one unit")),
    (r"it costs (?P<points>\d+) points, more than its limit of (?P<limit>\d+)",
     _("it costs %(points)s points, more than its limit of %(limit)s")),
    (r"unit (?P<n>\d+) \((?P<name>.+)\): its profile makes (?P<leader>.+) the leader",
     _("unit %(n)s (%(name)s): its profile makes %(leader)s the leader")),
    (r"unit (?P<n>\d+) \((?P<name>.+)\): it has no model called (?P<model>.+)",
     _("unit %(n)s (%(name)s): it has no model called %(model)s")),
    (r"its points limit must be a whole number from 1 to 20000", _("its points limit must be a whole number from 1 to 20000")),
)  # fmt: skip


def problem(english: str, names: Mapping[str, str] | None = None) -> str:
    """One of the force's problems in the reader's words (as written, if it is none of these); a unit named in it by
    the pack's name is said as `names` has it (the pack's words in the reader's language)."""
    names = names or {}
    return first_said(PROBLEMS, english, {"name": lambda name: names.get(name, name)}) or english


def problems(english: tuple[str, ...] | list[str], names: Mapping[str, str] | None = None) -> list[str]:
    return [problem(p, names) for p in english]


def unit_names(pack) -> dict[str, str]:
    """The pack's unit names, each said in the reader's language (an Open Fire pack: rules.engine.open_fire.packs)."""
    return {unit.name: pack_words.said(unit) for unit in pack.units.values()}
