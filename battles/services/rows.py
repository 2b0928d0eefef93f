"""Rows read and written on the path every change takes, as SQL written once from the models' columns.

Each change reads a unit or two (the one activated, a shot's target and shooter, the seat's units that may still
act) and writes one or two back. The ORM spent longer building these small statements than Postgres spent
answering them, on every change; here the column lists come from the models, so the SQL follows the models,
and only the values are parameters. Instances come out as the ORM would make them (converters included)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from django.db import connection

from battles.models import BattleUnit, Seat

UNIT_FIELDS = list(BattleUnit._meta.concrete_fields)
# A seat's columns less its roster (its whole list, decoded for nothing once play has begun, and secret before).
SEAT_FIELDS = [f for f in Seat._meta.concrete_fields if f.name != "roster"]
UNITS = f"SELECT {', '.join(f.column for f in UNIT_FIELDS)} FROM {BattleUnit._meta.db_table} WHERE "  # noqa: S608


def instances(model, fields: list, rows: list[tuple]) -> list:
    """Instances of `model` from raw rows that start with these fields' columns, converted as the ORM would."""
    make = maker(model, fields)
    return [make(row) for row in rows]


def maker(model, fields: list) -> Callable[[tuple], object]:
    """What makes one instance of `model` from a raw row that starts with these fields' columns."""
    names = [f.attname for f in fields]
    converters = [(i, found) for i, f in enumerate(fields) if (found := f.get_db_converters(connection))]

    def make(row: tuple):
        values = list(row[: len(fields)])
        for i, found in converters:
            for convert in found:
                values[i] = convert(values[i], None, connection)
        return model.from_db(connection.alias, names, values)

    return make


def units(where: str, params: Sequence) -> list[BattleUnit]:
    """The battle units matching `where` (SQL over the unit table's columns, values as %s parameters)."""
    with connection.cursor() as cursor:
        cursor.execute(UNITS + where, params)
        return instances(BattleUnit, UNIT_FIELDS, cursor.fetchall())


def first_unit(where: str, params: Sequence, wanted: Callable[[BattleUnit], bool]) -> BattleUnit | None:
    """The first unit matching `where` that `wanted` accepts. Rows become units one at a time, so a question the
    first row answers does not decode the others' stats and weapons (early in a turn, a side's every unit)."""
    make = maker(BattleUnit, UNIT_FIELDS)
    with connection.cursor() as cursor:
        cursor.execute(UNITS + where, params)
        while (row := cursor.fetchone()) is not None:
            if wanted(unit := make(row)):
                return unit
    return None


def save_unit(unit: BattleUnit, fields: Sequence[str]) -> None:
    """Write these fields of the unit back, as save(update_fields=...) would (no model here sends signals)."""
    columns = _fields(tuple(fields))
    params = [f.get_db_prep_save(getattr(unit, f.attname), connection) for f in columns]
    with connection.cursor() as cursor:
        cursor.execute(_update(tuple(fields)), [*params, unit.pk])


@cache
def _fields(names: tuple[str, ...]) -> list:
    return [BattleUnit._meta.get_field(name) for name in names]


@cache
def _update(names: tuple[str, ...]) -> str:
    sets = ", ".join(f"{f.column} = %s" for f in _fields(names))
    return f"UPDATE {BattleUnit._meta.db_table} SET {sets} WHERE id = %s"  # noqa: S608  (columns from the model)
