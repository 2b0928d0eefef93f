"""`make table` (manage.py serve_table): the site for the phones at one table, served as in production (DEBUG off,
static files through WhiteNoise, gunicorn) on plain HTTP, with the address and its QR code in the terminal."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from urllib.error import HTTPError, URLError
from urllib.request import urlopen

import pytest

from bof_site.management.commands.serve_table import table_environment
from loadtest.__main__ import _free_port
from tests.deploy.cluster import ROOT


def _get(url: str) -> tuple[int, str]:
    try:
        with urlopen(url, timeout=5) as answer:  # noqa: S310  (loopback)
            return answer.status, answer.read().decode()
    except HTTPError as refused:
        return refused.code, refused.read().decode()


def test_the_table_server_answers_the_phones_with_debug_off_and_prints_its_qr_code(shared_database, tmp_path):
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": shared_database, "SECRET_KEY": "table-test-" + "x" * 40,
           "STATIC_ROOT": str(tmp_path / "static"), "DJANGO_SETTINGS_MODULE": "bof_site.settings"}  # fmt: skip
    env.pop("DEBUG", None)
    command = [sys.executable, "manage.py", "serve_table", "--port", str(port), "--address", "127.0.0.1"]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              start_new_session=True)  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if _get(f"{base}/healthz")[0] == 200:
                    break
            except (URLError, ConnectionError):
                time.sleep(0.1)
        else:
            pytest.fail("the table server did not answer within 20 s")

        status, home = _get(f"{base}/")
        assert status == 200 and "Burst of Fire" in home
        css = next(part.split('"')[0] for part in home.split('href="')[1:] if "/static/css/site." in part)
        assert css != "/static/css/site.css", "static files are not the hashed ones WhiteNoise serves"
        status, served = _get(f"{base}{css}")
        assert status == 200
        source = (ROOT / "static/css/site.css").read_text()
        assert "/*" in source and "/*" not in served and served.count("{") == source.count("{")  # minified, rules kept
        assert len(served) < 0.9 * len(source)
        js = next(part.split('"')[0] for part in home.split('src="')[1:] if "/static/js/site." in part)
        status, script = _get(f"{base}{js}")
        source = (ROOT / "static/js/site.js").read_text()
        assert status == 200 and "// " in source and "// " not in script  # the script minified, its notes gone
        assert "swapRegions" in script and len(script) < 0.7 * len(source)

        status, missing = _get(f"{base}/no-such-page/")
        assert status == 404
        assert "URLconf" not in missing and "DEBUG = True" not in missing  # our page, not Django's technical one
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        out = server.communicate(timeout=20)[0]
    assert f"open {base}/ or scan this code" in out
    assert out.count("█") > 100  # the QR code, drawn in blocks


def test_only_this_machines_addresses_are_hosts_and_https_hardening_is_off_on_the_home_network():
    env = table_environment("192.168.1.20")
    assert env["ALLOWED_HOSTS"] == "192.168.1.20,127.0.0.1,localhost"
    assert env["DEBUG"] == "false" and env["SECURE_SSL_REDIRECT"] == "false"
    assert table_environment("127.0.0.1")["ALLOWED_HOSTS"] == "127.0.0.1,localhost"
