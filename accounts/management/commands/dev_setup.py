"""Prepare a local checkout: the demo login and whatever sample data exists so far. Safe to rerun.

`make table` runs it with --network, before serving the site to every phone on the Wi-Fi: the demo login's password
is published (here and in the README), so there anyone in the room could log in as it. It is switched off instead
(kept, with its detachments, not deleted), and `make run`, on this machine alone, switches it back on."""

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from armies.models import DataPack, OpenFirePack

DEMO_USERNAME = "demo"
DEMO_PASSWORD = "roll-for-initiative"  # noqa: S105 (local-only demo account, printed on purpose)


class Command(BaseCommand):
    help = "Create the demo login (local checkouts only) and load the sample data."

    def add_arguments(self, parser):
        parser.add_argument(
            "--network",
            action="store_true",
            help="the site is about to be served to the local network (make table): switch the demo login off",
        )

    def handle(self, *args, network: bool = False, **options):
        if not settings.LOCAL_MODE:
            raise CommandError(
                "dev_setup only runs on the embedded database: it creates a login with a known password."
            )
        if not DataPack.objects.exists():
            # The sample arsenal, once: a group that loaded its own pack keeps it.
            call_command("load_data_pack", stdout=self.stdout)
        if not OpenFirePack.objects.exists():  # Open Fire's sample module, likewise once
            call_command("load_open_fire_pack", stdout=self.stdout)
        self.stdout.write(demo_login_for_network() if network else demo_login_for_this_machine())


def demo_login_for_this_machine() -> str:
    """The demo login, made once and switched (back) on, and the line that tells the developer how to use it."""
    user, created = get_user_model().objects.get_or_create(username=DEMO_USERNAME)
    if created:
        user.set_password(DEMO_PASSWORD)
    if created or not user.is_active:  # switched off while the site was last served to the network
        user.is_active = True
        user.save()
    if user.check_password(DEMO_PASSWORD):
        return f"Demo login: {DEMO_USERNAME} / {DEMO_PASSWORD}"
    return f"Demo login: {DEMO_USERNAME}, with the password you gave it."


def demo_login_for_network() -> str:
    """The demo login as the table's server may show it: never with a password anyone in the room could read.
    Switched off while it has the published one; left alone (and its password unsaid) if someone changed it."""
    user = get_user_model().objects.filter(username=DEMO_USERNAME).first()
    if user is None:
        return "No demo login on the network: players make their own accounts (an account is optional at the table)."
    if user.is_active and user.check_password(DEMO_PASSWORD):
        user.is_active = False
        user.save(update_fields=["is_active"])
    if not user.is_active:
        return (
            "Demo login switched off: its password is published, and this server is open to the network. "
            "`make run` switches it back on."
        )
    return f"Demo login: {DEMO_USERNAME}, with the password you gave it (not shown)."
