"""Where the rulebook is: `shared/sources/` beside the checkout (as on CI), or $BOF_RULEBOOK."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "sources" / "burst-of-fire-core-rules.txt"


def rulebook_path() -> Path | None:
    path = Path(os.environ.get("BOF_RULEBOOK", DEFAULT))
    return path if path.is_file() else None


def rulebook_text() -> str:
    """The rulebook's text; tests that compare against it skip, saying why, where it is missing."""
    path = rulebook_path()
    if path is None:
        where = os.environ.get("BOF_RULEBOOK", DEFAULT)
        pytest.skip(f"The rulebook is not at {where} (set BOF_RULEBOOK to its path).", allow_module_level=True)
    return path.read_text(encoding="utf-8")


def rulebook_headings() -> set[str]:
    return {line.strip() for line in rulebook_text().splitlines()}


def source_text(name: str) -> str:
    """Another rule system's text in shared/sources/ (beside the rulebook), by file name; skips where missing."""
    path = DEFAULT.parent / name
    if not path.is_file():
        pytest.skip(f"{name} is not at {path}.", allow_module_level=True)
    return path.read_text(encoding="utf-8")


def source_headings(name: str) -> set[str]:
    return {line.strip() for line in source_text(name).splitlines()}
