"""Run the standalone checker (dice/fairplay.py) the way a player would: a bare Python, nothing else."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from dice import fairplay

FAIRPLAY_PY = Path(fairplay.__file__).resolve()


def system_python() -> str:
    """`python3` from PATH, skipping this virtualenv, so the check does not lean on its packages."""
    venv = Path(sys.prefix).resolve()
    path = os.pathsep.join(
        entry
        for entry in os.environ.get("PATH", "").split(os.pathsep)
        if entry and venv not in Path(entry).resolve().parents
    )
    found = shutil.which("python3", path=path)
    assert found, "no system python3 on PATH"
    return found


def run_checker(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    # -I: isolated (no PYTHONPATH, no user site, not even the script's own folder on sys.path).
    return subprocess.run(
        [system_python(), "-I", str(FAIRPLAY_PY), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )


def write_log(folder: Path, export: object) -> str:
    path = folder / "room-log.json"
    path.write_text(json.dumps(export, ensure_ascii=False, indent=1), encoding="utf-8")
    return str(path)


def check_export(folder: Path, export: object, *options: str) -> subprocess.CompletedProcess:
    return run_checker(folder, write_log(folder, export), *options)
