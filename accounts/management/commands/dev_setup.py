"""Prepare a local checkout: the demo login and whatever sample data exists so far. Safe to rerun."""

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from armies.models import DataPack, OpenFirePack

DEMO_USERNAME = "demo"
DEMO_PASSWORD = "roll-for-initiative"  # noqa: S105 (local-only demo account, printed on purpose)


class Command(BaseCommand):
    help = "Create the demo login (local checkouts only) and load the sample data."

    def handle(self, *args, **options):
        if not settings.LOCAL_MODE:
            raise CommandError(
                "dev_setup only runs on the embedded database: it creates a login with a known password."
            )
        user, created = get_user_model().objects.get_or_create(username=DEMO_USERNAME)
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
        if not DataPack.objects.exists():
            # The sample arsenal, once: a group that loaded its own pack keeps it.
            call_command("load_data_pack", stdout=self.stdout)
        if not OpenFirePack.objects.exists():  # Open Fire's sample module, likewise once
            call_command("load_open_fire_pack", stdout=self.stdout)
        self.stdout.write(f"Demo login: {DEMO_USERNAME} / {DEMO_PASSWORD}")
