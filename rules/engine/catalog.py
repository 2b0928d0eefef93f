"""Every procedure of every rule system, found by importing each module of the system's procedures package (each
exports PROCEDURES). `all_procedures()` is the default system's (Burst of Fire) as it always was; `of_system` is
any system's; `get` finds any procedure by its id, bare or `<system>/<procedure>`."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

from rules.engine.registry import Procedure
from rules.engine.systems import DEFAULT, SYSTEMS, system_of


@cache
def of_system(key: str) -> Mapping[str, Procedure]:
    """Read-only: the cached registry is shared by every caller in the process."""
    system = SYSTEMS[key]
    package = importlib.import_module(system.procedures)
    found: dict[str, Procedure] = {}
    for module_info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{package.__name__}.{module_info.name}")
        for procedure in getattr(module, "PROCEDURES", ()):
            if procedure.id in found:
                raise ValueError(f"two procedures are called {procedure.id}")
            if system_of(procedure.id) is not system:
                raise ValueError(f"{procedure.id} is in {system.name}'s package but not named as its procedure")
            found[procedure.id] = procedure
    return MappingProxyType(found)


def all_procedures() -> Mapping[str, Procedure]:
    """The default system's procedures: Burst of Fire's, by their bare ids."""
    return of_system(DEFAULT.key)


def get(procedure_id: str) -> Procedure | None:
    return of_system(system_of(procedure_id).key).get(procedure_id)
