"""Verify a battle's log straight from the database, with the same checker players download."""

from django.core.management.base import BaseCommand, CommandError

from battles import selectors
from dice import fairplay


class Command(BaseCommand):
    help = "Check a battle's hash chain and recompute every server roll from its seed."

    def add_arguments(self, parser):
        parser.add_argument("code", help="the battle's six-letter code")

    def handle(self, *args, code: str, **options):
        battle = selectors.battle_find(code)
        if battle is None:
            raise CommandError(f"No battle with the code {code}.")
        export = selectors.battle_export(battle)
        # The database holds the seed before the battle ends, so the operator checks the dice too.
        export["server_seed"] = battle.server_seed
        report = fairplay.verify(export, head=battle.head_hash, commitment=battle.commitment)
        self.stdout.write(report.summary())
        if not report.ok:
            raise CommandError(f"Battle {battle.code} did not verify.")
