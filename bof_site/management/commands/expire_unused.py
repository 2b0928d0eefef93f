"""`manage.py expire_unused`: clear away what nobody uses (bof_site.expiry). Run it daily."""

from __future__ import annotations

import re

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from bof_site.expiry import LOBBY_DAYS, MOST_DAYS, ROOM_DAYS, expire_unused


def _days(option: str, value: object) -> int:
    if (
        isinstance(value, bool)
        or not re.fullmatch(r"\s*[0-9]{1,9}\s*", str(value))
        or not 1 <= int(str(value)) <= MOST_DAYS
    ):
        raise CommandError(f"{option} must be a whole number of days from 1 to {MOST_DAYS} (not {value!r}).")
    return int(str(value))


def _many(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


class Command(BaseCommand):
    help = (
        f"Remove battles still in the lobby with no entry for {LOBBY_DAYS} days, dice rooms with no roll opened "
        f"more than {ROOM_DAYS} days ago, and rate-limit counts whose window has passed. Run it daily."
    )

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="say what would go and change nothing")
        parser.add_argument(
            "--lobby-days", default=LOBBY_DAYS, help=f"days a lobby may sit unused (default {LOBBY_DAYS})"
        )
        parser.add_argument(
            "--room-days", default=ROOM_DAYS, help=f"days a room with no roll is kept (default {ROOM_DAYS})"
        )

    def handle(self, *args, dry_run: bool, lobby_days: object, room_days: object, **options):
        lobby_days, room_days = _days("--lobby-days", lobby_days), _days("--room-days", room_days)
        done = expire_unused(now=timezone.now(), lobby_days=lobby_days, room_days=room_days, dry_run=dry_run)
        self.stdout.write(
            f"{'Would remove' if dry_run else 'Removed'} "
            f"{_many(done.lobbies, 'unused lobby', 'unused lobbies')} (older than {lobby_days} days), "
            f"{_many(done.rooms, 'dice room', 'dice rooms')} with no roll (older than {room_days} days), "
            f"{_many(done.counts, 'old rate-limit count', 'old rate-limit counts')}."
        )
