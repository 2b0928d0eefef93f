"""Verify a battle's log straight from the database, with the same checker players download."""

from django.core.management.base import BaseCommand, CommandError

from battles import selectors
from battles.verify import verify_battle


class Command(BaseCommand):
    help = "Check a battle's chain, recompute every server roll from its seed, and check its rows against the seals."

    def add_arguments(self, parser):
        parser.add_argument("code", help="the battle's six-letter code")

    def handle(self, *args, code: str, **options):
        battle = selectors.battle_find(code)
        if battle is None:
            raise CommandError(f"No battle with the code {code}.")
        report = verify_battle(battle)
        self.stdout.write(report.summary())
        if not report.ok:
            raise CommandError(f"Battle {battle.code} did not verify.")
