"""The rules engine is pure Python: no Django, no clock, no randomness of its own (design.md)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[3] / "rules" / "engine"
FORBIDDEN = {"django", "random", "secrets", "time", "datetime"}


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


ENGINE_FILES = sorted(ENGINE.rglob("*.py"))


def test_it_finds_the_engine_package():
    assert (ENGINE / "__init__.py") in ENGINE_FILES


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: str(p.relative_to(ENGINE)))
def test_it_imports_nothing_impure(path):
    assert imported_roots(path) & FORBIDDEN == set()


def test_it_would_catch_a_django_import(tmp_path):
    offender = tmp_path / "offender.py"
    offender.write_text("from django.db import models\nimport random\n")
    assert imported_roots(offender) & FORBIDDEN == {"django", "random"}
