"""The registry's building blocks: how a procedure declares its inputs and dice, and input parsing.

Calculators, battle forms, the JSON API and tests are all generated from these declarations, so a
new procedure is one `Procedure(...)` in a module of `rules.engine.procedures`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from rules.engine.outcome import Outcome
from rules.engine.tables import BandTable, SumTable

TRUE = {"true", "1", "on", "yes"}
FALSE = {"false", "0", "off", "no", ""}
QUALITIES = ("conscript", "regular", "elite")
COVER_LEVELS = ("none", "soft", "medium", "hard")
UNITS = ("cm", "in")
MAX_CHOICES = 4  # e.g. four layers of cover: more is a typing slip, not a battlefield
# Plain ASCII digits only: int() and float() would also take "1_000" or Arabic-Indic digits.
WHOLE = re.compile(r"[+-]?[0-9]{1,9}", re.ASCII)
DECIMAL = re.compile(r"[+-]?([0-9]{1,9}(\.[0-9]*)?|\.[0-9]+)", re.ASCII)


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # "int", "number", "bool", "choice" or "choices" (may repeat)
    label: str
    default: Any = None
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    help: str = ""

    def describe(self) -> dict:
        return {
            "name": self.name,
            "type": self.kind,
            "label": self.label,
            "default": list(self.default) if isinstance(self.default, tuple) else self.default,
            "choices": list(self.choices),
            "min": self.minimum,
            "max": self.maximum,
            "help": self.help,
        }


@dataclass(frozen=True)
class Roll:
    """One roll a procedure uses: `count` dice (or the name of the input that says how many) of `sides` sides."""

    count: int | str
    label: str
    when: str = ""  # empty: always; otherwise when it is rolled ("if the check fails")
    d3: bool = False  # a D6 read as a D3
    sides: int = 6  # 12 for Open Fire's D12

    def spec(self) -> str:
        return f"{self.count}d{3 if self.d3 else self.sides}"


@dataclass(frozen=True)
class Procedure:
    id: str
    title: str
    chapter: str
    section: str  # the rulebook heading it implements
    fields: tuple[Field, ...]
    rolls: tuple[Roll, ...]
    inputs: type  # a frozen dataclass whose fields match `fields`
    resolve: Callable[[Any, Sequence[int] | None], Outcome]
    dice_counts: Callable[[Any], tuple[int, ...]]  # how many dice it accepts for these inputs
    tables: tuple[SumTable | BandTable, ...] = ()
    rulings: tuple[str, ...] = ()
    summary: str = ""
    # Results that mean the thing cannot be done at all (a vehicle told onto ground it may not enter): nothing is
    # rolled, and on the table nothing is spent; the calculator shows them as any result.
    not_done: tuple[str, ...] = ()

    def describe(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "chapter": self.chapter,
            "section": self.section,
            "summary": self.summary,
            "inputs": [f.describe() for f in self.fields],
            "dice": [{"roll": r.spec(), "label": r.label, "when": r.when} for r in self.rolls],
            "tables": [t.id for t in self.tables],
            "rulings": list(self.rulings),
        }

    def defaults(self) -> Any:
        return self.inputs(**{f.name: f.default for f in self.fields})


def fixed(*counts: int) -> Callable[[Any], tuple[int, ...]]:
    return lambda _inputs: counts


def parse_inputs(procedure: Procedure, data: Mapping[str, Sequence[str]]) -> tuple[Any, dict[str, list[str]]]:
    """Inputs from form or query data (name -> list of strings); errors name the field, in plain words."""
    values: dict[str, Any] = {}
    errors: dict[str, list[str]] = {}
    for spec in procedure.fields:
        given = data.get(spec.name, ())
        given = [given] if isinstance(given, str) else given  # one plain string is one value, not letters
        try:
            if any(not isinstance(item, str) for item in given):
                raise ValueError(f"{spec.label}: send it as text.")
            values[spec.name] = _parse_one(spec, [item.strip() for item in given])
        except ValueError as exc:
            errors.setdefault(spec.name, []).append(str(exc))
    if errors:
        return None, errors
    return procedure.inputs(**values), {}


def parse_dice(text: str) -> list[int]:
    """'3,5,6' or '3 5 6' -> [3, 5, 6]; ValueError in plain words for anything else."""
    parts = [part for part in text.replace(",", " ").split() if part]
    try:
        return [int(part) for part in parts]
    except ValueError:
        raise ValueError("Type the dice as numbers separated by commas, like 3,5,1,6.") from None


def _parse_one(spec: Field, raw: list[str]) -> Any:
    if spec.kind == "choices":
        picked = [item for item in raw if item]
        if len(picked) > MAX_CHOICES:
            raise ValueError(f"{spec.label}: at most {MAX_CHOICES} at once.")
        for item in picked:
            if item not in spec.choices:
                raise ValueError(f"{spec.label}: choose from {', '.join(spec.choices)}.")
        return tuple(picked) if picked else spec.default
    value = raw[-1] if raw else ""
    if value == "":
        if spec.kind == "bool":
            return bool(spec.default)
        if spec.default is None:
            raise ValueError(f"{spec.label}: this is needed.")
        return spec.default
    if spec.kind == "bool":
        lowered = value.lower()
        if lowered in TRUE:
            return True
        if lowered in FALSE:
            return False
        raise ValueError(f"{spec.label}: answer yes or no (true/false, 1/0, on).")
    if spec.kind == "choice":
        if value not in spec.choices:
            raise ValueError(f"{spec.label}: choose from {', '.join(spec.choices)}.")
        return value
    if spec.kind == "int":
        if not WHOLE.fullmatch(value):
            raise ValueError(f"{spec.label}: type a whole number.")
        number: float = int(value)
    else:
        if not DECIMAL.fullmatch(value):
            raise ValueError(f"{spec.label}: type a number.")
        number = float(value) + 0.0  # + 0.0 turns "-0" into 0
        if not math.isfinite(number):
            raise ValueError(f"{spec.label}: type a number.")
    if spec.minimum is not None and number < spec.minimum:
        raise ValueError(f"{spec.label}: at least {_plain(spec.minimum)}.")
    if spec.maximum is not None and number > spec.maximum:
        raise ValueError(f"{spec.label}: at most {_plain(spec.maximum)}.")
    return number


def _plain(number: float) -> str:
    return str(int(number)) if float(number).is_integer() else str(number)


def check_fields_match(procedure: Procedure) -> None:
    """A procedure's declared fields and its inputs dataclass must agree (used by tests)."""
    declared = [f.name for f in procedure.fields]
    actual = [f.name for f in fields(procedure.inputs)]
    if declared != actual:
        raise AssertionError(f"{procedure.id}: fields {declared} but inputs {actual}")
