"""What keeps an Open Fire force off a table (rules.engine.open_fire.forces.read_force), in the reader's words: the
force builder and a battle's lobby show these, and the lobby refuses a seat that readies with one of them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

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


class PackNames(NamedTuple):
    """The pack's names said in the reader's language: its units' and its models' (a unit's leader, a model)."""

    units: Mapping[str, str]
    models: Mapping[str, str]


def problem(english: str, names: PackNames | None = None) -> str:
    """One of the force's problems in the reader's words (as written, if it is none of these); a unit or a model named
    in it by the pack's name is said as `names` has it (the pack's words in the reader's language)."""
    units, models = names or PackNames({}, {})
    said = {"name": lambda name: units.get(name, name)}
    said |= {part: lambda name: models.get(name, name) for part in ("leader", "model")}
    return first_said(PROBLEMS, english, said) or english


def problems(english: tuple[str, ...] | list[str], names: PackNames | None = None) -> list[str]:
    return [problem(p, names) for p in english]


def names_of(pack) -> PackNames:
    """The pack's unit and model names, each said in the reader's language (an Open Fire pack:
    rules.engine.open_fire.packs). Two units' models of one name are said as the first unit says it."""
    units = pack.units.values()
    models: dict[str, str] = {}
    for unit in units:
        for model in unit.models:
            models.setdefault(model.name, pack_words.said(model))
    return PackNames({unit.name: pack_words.said(unit) for unit in units}, models)
