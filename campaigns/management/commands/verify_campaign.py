"""Verify a campaign's ledger straight from the database, with the same checker players download."""

from django.core.management.base import BaseCommand, CommandError

from campaigns.selectors import campaign_find
from campaigns.verify import verify_campaign


class Command(BaseCommand):
    help = "Check a campaign's ledger chain, recompute its morale rolls, and hold its games, points and forces to it."

    def add_arguments(self, parser):
        parser.add_argument("code", help="the campaign's six-letter code")

    def handle(self, *args, code: str, **options):
        campaign = campaign_find(code)
        if campaign is None:
            raise CommandError(f"No campaign with the code {code}.")
        report = verify_campaign(campaign)
        self.stdout.write(report.summary())
        if not report.ok:
            raise CommandError(f"Campaign {campaign.code} did not verify.")
