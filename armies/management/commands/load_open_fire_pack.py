"""Load an Open Fire pack (docs/open-fire-pack.md); without a path, the sample module we wrote."""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from armies.open_fire import load_pack
from rules.engine.open_fire.packs import PackError

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "open-fire-sample-pack.json"


class Command(BaseCommand):
    help = "Load an Open Fire pack from a JSON file (the sample one by default)."

    def add_arguments(self, parser):
        parser.add_argument("path", nargs="?", default=str(SAMPLE))

    def handle(self, *args, path: str, **options):
        try:
            doc = json.loads(Path(path).read_text(encoding="utf-8"))
            row = load_pack(doc)
        except (OSError, json.JSONDecodeError) as exc:
            raise CommandError(f"Could not read {path}: {exc}") from exc
        except PackError as exc:
            raise CommandError("The pack was not loaded:\n- " + "\n- ".join(exc.problems)) from exc
        self.stdout.write(f"open fire pack: {row.name} ({len(doc.get('units', []))} units) loaded as {row.key}.")
