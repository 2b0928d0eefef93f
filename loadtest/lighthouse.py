"""`make lighthouse`: Lighthouse 12 (mobile, its default) on the pages a newcomer meets first: the home page, the
attack calculator, a detachment in the builder (signed in) and a battle's table mid-turn (a seated phone). The app
runs as in production (gunicorn, DEBUG off, static files through WhiteNoise) on loopback, on the load test's
database; prints each page's four scores and every audit that keeps a score below 90. Needs node (npx fetches the
pinned Lighthouse once) and Debian's chromium. Performance depends on how busy the machine is: run it alone.

    python -m loadtest.lighthouse
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

from loadtest.__main__ import DEFAULT_URL, prepare, serving

LIGHTHOUSE = "lighthouse@12.2.3"  # 13 wants Node 22; Debian's node is older
CATEGORIES = "performance,accessibility,best-practices,seo"
EXAMPLE = "de-regular-infantry-150"


def main() -> None:
    env = prepare(os.environ.get("LOADTEST_DATABASE_URL", DEFAULT_URL))
    pages = _pages()
    chrome = {"CHROME_PATH": os.environ.get("CHROME_PATH") or shutil.which("chromium") or "/usr/bin/chromium"}
    with serving(env) as base:
        for name, path, session in pages:
            report = _lighthouse(f"{base}{path}", session, {**os.environ, **chrome})
            scores = {k: round(v["score"] * 100) for k, v in report["categories"].items()}
            print(f"{name:10s} {path:24s} " + "  ".join(f"{k} {v}" for k, v in scores.items()), flush=True)
            for audit in _below_90(report):
                print(f"{'':10s}   {audit}", flush=True)


def _pages() -> list[tuple[str, str, str]]:
    """(name, path, the sessionid of who looks at it): a seated phone's table and a player's own detachment."""
    from django.contrib.auth import get_user_model
    from django.test import Client

    from armies.models import Detachment
    from armies.roster_check import example_document
    from armies.roster_json import import_roster
    from loadtest import battles

    table = battles.build(1)[0]
    user, _ = get_user_model().objects.get_or_create(username="lighthouse")
    detachment = Detachment.objects.filter(owner=user).first()
    detachment_id = detachment.pk if detachment else import_roster(user, example_document(EXAMPLE)).detachment_id
    client = Client()
    client.force_login(user)
    signed_in = client.cookies["sessionid"].value
    return [
        ("home", "/", ""),
        ("calculator", "/rules/calc/attack/", ""),
        ("builder", f"/armies/{detachment_id}/", signed_in),
        ("table", f"/battles/{table.code}/", table.seats[0].session),
    ]


def _lighthouse(url: str, session: str, env: dict[str, str]) -> dict:
    command = ["npx", "--yes", LIGHTHOUSE, url, "--quiet", "--output=json", "--output-path=stdout",
               "--chrome-flags=--headless=new --no-sandbox", f"--only-categories={CATEGORIES}"]  # fmt: skip
    if session:
        command.append("--extra-headers=" + json.dumps({"Cookie": f"sessionid={session}"}))
    for _attempt in range(3):  # Chromium's trace sometimes misses the navigation (NO_NAVSTART): ask again
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)  # noqa: S603
        if done.returncode == 0:
            return json.loads(done.stdout)
    sys.exit(f"lighthouse failed on {url}:\n{done.stderr[-2000:]}")


def _below_90(report: dict) -> list[str]:
    audits = report["audits"]
    return [
        f"{ref['id']}: {audits[ref['id']]['title']} ({audits[ref['id']].get('displayValue', '')})"
        for category in report["categories"].values()
        for ref in category["auditRefs"]
        if ref["weight"] > 0 and audits[ref["id"]]["score"] is not None and audits[ref["id"]]["score"] < 0.9
    ]


if __name__ == "__main__":
    main()
