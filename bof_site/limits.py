"""Limits on how often one address may create and join (issue 14.7): counted in Postgres, atomically, in fixed
windows. No library fits here: django-ratelimit needs an atomic cache (memcached or Redis, which we do not run; it
refuses Django's database cache), and django-axes limits logins only (bof_site.settings AXES_*).

A view decorated with `limited("battles")` counts each POST from the client's address (bof_site.clients) and,
past the limit, answers 429 with a page that says what was limited and when it may go on. Old windows are removed
by `manage.py expire_unused`."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext_lazy as _

from bof_site.clients import client_ip


@dataclass(frozen=True)
class Limit:
    count: int
    seconds: int
    what: str  # "new battles", in the page's sentence (translated when the page is drawn)


# Generous for a club night on one Wi-Fi (every phone behind one address), tight for a script.
LIMITS = {
    "battles": Limit(30, 3600, _("new battles")),
    "rooms": Limit(30, 3600, _("new dice rooms")),
    "accounts": Limit(20, 3600, _("new accounts")),
    "joins": Limit(120, 3600, _("joins")),
    "campaigns": Limit(20, 3600, _("new campaigns")),
    "detachments": Limit(60, 3600, _("new detachments")),
    "login-failures": Limit(20, 900, _("failed logins")),  # a name sprayer; a club's typos stay well below
}

COUNT = """
INSERT INTO bof_site_hits (name, client, window_start, hits) VALUES (%s, %s, %s, 1)
ON CONFLICT (name, client, window_start) DO UPDATE SET hits = bof_site_hits.hits + 1
RETURNING hits
"""


SEEN = "SELECT hits FROM bof_site_hits WHERE name = %s AND client = %s AND window_start = %s"


def _window(name: str) -> tuple[Limit, int, int]:
    limit, now = LIMITS[name], int(time.time())
    return limit, now - now % limit.seconds, now


def client_of(request: HttpRequest) -> str:
    """Whom a limit counts: a signed-in account by itself (one account made 44 campaigns in 16 s), anyone else by
    the address the request came from (bof_site.clients: forwarded addresses only from the trusted proxies)."""
    user = getattr(request, "user", None)
    return f"account {user.pk}" if user is not None and user.is_authenticated else client_ip(request)[:64]


def count(name: str, request: HttpRequest) -> int:
    """Count one more under the limit `name` for this client, in the current window: how many there are now."""
    _limit, window, _now = _window(name)
    with connection.cursor() as cursor:
        cursor.execute(COUNT, [name, client_of(request), window])
        return cursor.fetchone()[0]


def over(name: str, request: HttpRequest) -> bool:
    """Whether this client is past the limit `name` already, counting nothing."""
    limit, window, _now = _window(name)
    with connection.cursor() as cursor:
        cursor.execute(SEEN, [name, client_of(request), window])
        found = cursor.fetchone()
    return found is not None and found[0] >= limit.count


def too_many(request: HttpRequest, name: str) -> HttpResponse:
    """The 429 page: what was limited and when the client may go on, with `Retry-After` in seconds."""
    limit, window, now = _window(name)
    minutes = max(1, (window + limit.seconds - now + 59) // 60)
    response = render(request, "429.html", {"limit": limit, "minutes": minutes}, status=429)
    response["Retry-After"] = str(minutes * 60)
    return response


def limited(name: str) -> Callable:
    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method == "POST" and count(name, request) > LIMITS[name].count:
                return too_many(request, name)
            return view(request, *args, **kwargs)

        return wrapped

    return decorate
