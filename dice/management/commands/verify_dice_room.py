"""Verify a dice room straight from the database, with the same checker players download."""

from django.core.management.base import BaseCommand, CommandError

from dice import fairplay, selectors


class Command(BaseCommand):
    help = "Check a dice room's hash chain and recompute every roll from its seed."

    def add_arguments(self, parser):
        parser.add_argument("code", help="the room's six-letter code")

    def handle(self, *args, code: str, **options):
        room = selectors.room_find(code)
        if room is None:
            raise CommandError(f"No dice room with the code {code}.")
        export = selectors.room_export(room)
        # The database holds the seed even before it is revealed, so the operator checks the dice too.
        export["server_seed"] = room.server_seed
        report = fairplay.verify(export, head=room.head_hash, commitment=room.commitment)
        self.stdout.write(report.summary())
        if not report.ok:
            raise CommandError(f"Dice room {room.code} did not verify.")
