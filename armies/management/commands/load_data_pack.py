"""Load a data pack into the arsenal: all or nothing, with a report of what changed."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from armies.services import PackRefused, pack_import
from bof_site.jsondoc import read_json

SAMPLE = Path(__file__).resolve().parents[2] / "data" / "sample-arsenal.json"


class Command(BaseCommand):
    help = "Import a data pack (docs/data-pack.md); with no path, the sample arsenal."

    def add_arguments(self, parser):
        parser.add_argument("path", nargs="?", default=str(SAMPLE))

    def handle(self, *args, path: str, **options):
        try:
            document = read_json(Path(path).read_bytes())
        except (OSError, ValueError) as exc:
            raise CommandError(f"Cannot read {path}: {exc}") from None
        try:
            report = pack_import(document=document)
        except PackRefused as refusal:
            raise CommandError("\n".join([refusal.message.split(". ")[0] + ".", *refusal.problems])) from None
        self.stdout.write("\n".join(report.lines()))
