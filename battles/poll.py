"""The phones' "anything new?" answered before the rest of the stack: every phone at every table asks it once a
second, and nearly always the answer is no. When the battle's version is the one the phone already has, the
answer is a bodiless 204 after one indexed read, before sessions, CSRF, authentication, URL routing and the
ORM. Anything else (a change, a bad code, no version) goes on to the poll view; a change with the battle's row that
the same statement read, which the view's page would otherwise read again (selectors.FIND_IF_MOVED).

`/battles/<code>/version/` is the same question without the regions (204, or 200 and the version, on which the
page asks the poll for them): what a polling page asks once a second. Behind the production proxy the stream
server answers it from the versions it hears (battles/stream.py), so polling phones never queue behind the app's
moves; where no stream server runs (one machine, `make table`, the tests) it is answered here."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.db import connection
from django.http import HttpRequest, HttpResponse

from battles import selectors, stream

POLL = re.compile(r"^/battles/(?P<code>[A-Za-z0-9]{1,12})/poll/$")


class UnchangedPoll:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method == "GET" and (found := stream.VERSION_PATH.match(request.path_info)):
            return version_answer(found["code"], request.GET.get("v", ""))
        if request.method == "GET" and (found := POLL.match(request.path_info)):
            seen = stream.version_number(request.GET.get("v", ""))
            if seen is not None:
                with connection.cursor() as cursor:
                    cursor.execute(selectors.FIND_IF_MOVED, [selectors.code_in(found["code"])] * 2 + [seen])
                    row = cursor.fetchone()
                if row is not None and row[0] == seen:
                    return HttpResponse(status=204)
                # Moved on (or no such battle): the view's page reads the battle this statement read already.
                request.battle_found = row[1:] if row is not None else None
        return self.get_response(request)


def version_answer(code: str, seen: str) -> HttpResponse:
    """Is the battle still at version `seen`? 204 if so, else 200 and its version (404: no such battle)."""
    shown = stream.version_number(seen)
    if shown is None:
        return HttpResponse(stream.ASK_VERSION, status=400, content_type="text/plain")
    current = _version_of(code)
    if current is None:
        return HttpResponse(stream.NO_BATTLE, status=404, content_type="text/plain")
    if current == shown:
        return HttpResponse(status=204)
    return HttpResponse(str(current), content_type="text/plain")


def _version_of(code: str) -> int | None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT version FROM battles_battle WHERE code = %s", [code.upper()])
        row = cursor.fetchone()
    return row[0] if row is not None else None
