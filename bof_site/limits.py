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
}

COUNT = """
INSERT INTO bof_site_hits (name, client, window_start, hits) VALUES (%s, %s, %s, 1)
ON CONFLICT (name, client, window_start) DO UPDATE SET hits = bof_site_hits.hits + 1
RETURNING hits
"""


def limited(name: str) -> Callable:
    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method == "POST":
                limit, now = LIMITS[name], int(time.time())
                window = now - now % limit.seconds
                with connection.cursor() as cursor:
                    cursor.execute(COUNT, [name, client_ip(request)[:64], window])
                    hits = cursor.fetchone()[0]
                if hits > limit.count:
                    minutes = max(1, (window + limit.seconds - now + 59) // 60)
                    context = {"limit": limit, "minutes": minutes}
                    response = render(request, "429.html", context, status=429)
                    response["Retry-After"] = str(minutes * 60)
                    return response
            return view(request, *args, **kwargs)

        return wrapped

    return decorate
