"""Write the current arsenal as a data pack (JSON) to standard output or a file."""

import json

from django.core.management.base import BaseCommand

from armies.packing import pack_export


class Command(BaseCommand):
    help = "Export the arsenal as a data pack (docs/data-pack.md)."

    def add_arguments(self, parser):
        parser.add_argument("--output", "-o", help="file to write (default: standard output)")

    def handle(self, *args, output=None, **options):
        text = json.dumps(pack_export(), indent=1, ensure_ascii=False)
        if output:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(text + "\n")
        else:
            self.stdout.write(text)
