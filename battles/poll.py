"""The phones' "anything new?" answered before the rest of the stack: every phone at every table asks it once a
second, and nearly always the answer is no. When the battle's version is the one the phone already has, the
answer is a bodiless 204 after one indexed read, before sessions, CSRF, authentication, URL routing and the
ORM. Anything else (a change, a bad code, no version) goes on to the poll view as before."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.db import connection
from django.http import HttpRequest, HttpResponse

POLL = re.compile(r"^/battles/(?P<code>[A-Za-z0-9]{1,12})/poll/$")


class UnchangedPoll:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "GET" and (found := POLL.match(request.path_info)):
            seen = request.GET.get("v", "")
            if seen.isdigit() and len(seen) < 19:
                with connection.cursor() as cursor:
                    cursor.execute("SELECT version FROM battles_battle WHERE code = %s", [found["code"].upper()])
                    row = cursor.fetchone()
                if row is not None and row[0] == int(seen):
                    return HttpResponse(status=204)
        return self.get_response(request)
