"""Every procedure, found by importing each module of `rules.engine.procedures` (each exports PROCEDURES)."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

from rules.engine import procedures
from rules.engine.registry import Procedure


@cache
def all_procedures() -> Mapping[str, Procedure]:
    """Read-only: the cached registry is shared by every caller in the process."""
    found: dict[str, Procedure] = {}
    for module_info in sorted(pkgutil.iter_modules(procedures.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{procedures.__name__}.{module_info.name}")
        for procedure in getattr(module, "PROCEDURES", ()):
            if procedure.id in found:
                raise ValueError(f"two procedures are called {procedure.id}")
            found[procedure.id] = procedure
    return MappingProxyType(found)


def get(procedure_id: str) -> Procedure | None:
    return all_procedures().get(procedure_id)
