"""`make table`: the site for the phones around one table on the local network, as it would run in production
(DEBUG off, so a mistyped address shows our own page, not Django's technical one; static files through WhiteNoise;
gunicorn), with the address and its QR code printed in the terminal for the phones to scan.

Plain HTTP on a home network: the HTTPS hardening that production turns on is switched off here, and only this
machine's own addresses are allowed as hosts. The phones poll for news once a second (no stream server)."""

from __future__ import annotations

import io
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import segno
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError


def lan_address() -> str:
    """This machine's address on the local network: the one its route out would use (nothing is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def table_environment(address: str) -> dict[str, str]:
    """The settings the table server runs with (on top of the caller's environment)."""
    return {
        "DEBUG": "false",
        "STATIC_MANIFEST": "true",
        "ALLOWED_HOSTS": ",".join(dict.fromkeys((address, "127.0.0.1", "localhost"))),
        "SECURE_SSL_REDIRECT": "false",
        "SESSION_COOKIE_SECURE": "false",
        "CSRF_COOKIE_SECURE": "false",
        "SECURE_HSTS_SECONDS": "0",
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": "false",
        "SECURE_HSTS_PRELOAD": "false",
    }


def gunicorn_command(port: int, gunicorn: str) -> list[str]:
    # --preload: the settings (and the embedded database's start) run once, before the workers fork.
    return [gunicorn, "bof_site.wsgi", "--bind", f"0.0.0.0:{port}", "--workers", "2", "--threads", "4", "--preload"]


class Command(BaseCommand):
    help = "Serve the site to the phones at your table on the local network (DEBUG off), with its address as a QR code."

    def add_arguments(self, parser):
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--address", default="", help="the address the phones use (found by itself if left out)")

    def handle(self, *args, port: int, address: str, **options):
        if not 1 <= port <= 65535:
            raise CommandError(f"--port must be between 1 and 65535, not {port}.")
        address = address or lan_address()
        env = {**os.environ, **table_environment(address)}
        root = Path(settings.BASE_DIR)
        collect = [sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"]
        subprocess.run(collect, cwd=root, env=env, check=True)  # noqa: S603  (our own manage.py)
        gunicorn = shutil.which("gunicorn", path=str(Path(sys.executable).parent)) or shutil.which("gunicorn")
        if gunicorn is None:
            raise CommandError("gunicorn is not installed: run `make run` once, or pip install -r requirements.txt.")
        url = f"http://{address}:{port}/"
        self.stdout.write(f"\nPhones on the same Wi-Fi: open {url} or scan this code.\n")
        self.stdout.write(_qr_text(url))
        if address == "127.0.0.1":
            self.stdout.write("No network found: only this machine can reach it. Join a Wi-Fi and start again.\n")
        self.stdout.write("Ctrl-C stops it; your battles stay in the database.\n\n")
        self.stdout.flush()
        os.chdir(root)
        os.execve(gunicorn, gunicorn_command(port, gunicorn), env)  # noqa: S606  (replaces this process)


def _qr_text(url: str) -> str:
    """The address as a QR code drawn in text blocks (segno's compact terminal drawing)."""
    drawn = io.StringIO()
    segno.make(url, error="m").terminal(out=drawn, compact=True, border=2)
    return drawn.getvalue()
