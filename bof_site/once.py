"""Create forms that create once: each carries a one-time key (`{% once_field %}`), and a view decorated with
`once_per_key` runs at most once per key. A second POST with the key waits for the first to finish (the key's row
is inserted in the first's transaction) and gets the redirect the first got; the key sent with another form or other
values is refused with a 400 and does nothing. A first POST that is not accepted
(the form answers with its errors) keeps no key, so the corrected form may be sent again.

The battle's writes keep their one-time key on the log entry they make (battles.services.common.replayed), with
what the request asked for (`asked()`): the same key sent again with a different button or different values is
refused, never answered with the first request's result."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Callable
from contextvars import ContextVar
from functools import wraps

from django.db import connection, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render

FIELD = "once"
ASKED_LENGTH = 16  # hex digits of the fingerprint a log entry keeps (battles.LogEntry.asked)
_NOT_ASKED = frozenset({"csrfmiddlewaretoken", "key", FIELD})  # the same for every send of one form, or the key
_request: ContextVar[HttpRequest | None] = ContextVar("asking_request", default=None)


class RememberRequest:
    """Keeps the request being answered where `asked()` finds it, so the services need no extra argument."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        token = _request.set(request)
        try:
            return self.get_response(request)
        finally:
            _request.reset(token)


def asked() -> str:
    """A short fingerprint of what the POST being answered asks for: its address and its values (every field
    but the CSRF token and the keys). Empty outside a POST (a service called from a script or a test)."""
    request = _request.get()
    if request is None or request.method != "POST":
        return ""
    return asked_of(request)


def asked_of(request: HttpRequest) -> str:
    found = getattr(request, "_bof_asked", None)
    if found is None:
        fields = sorted(
            (name, value) for name, values in request.POST.lists() if name not in _NOT_ASKED for value in values
        )
        text = "\n".join([request.path, *(f"{name}={value}" for name, value in fields)])
        found = request._bof_asked = hashlib.sha256(text.encode()).hexdigest()[:ASKED_LENGTH]
    return found


def once_per_key(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        key = _key(request.POST.get(FIELD)) if request.method == "POST" else None
        if key is None:  # an old page, or a client that sends no key: as before
            return view(request, *args, **kwargs)
        fingerprint = asked_of(request)
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute(
                    "INSERT INTO bof_site_submission (key, location, asked, created) VALUES (%s, '', %s, now()) "
                    "ON CONFLICT (key) DO NOTHING RETURNING key",
                    [key, fingerprint],
                )
                if cursor.fetchone() is None:  # sent before, and accepted: the same answer, for the same question
                    cursor.execute("SELECT location, asked FROM bof_site_submission WHERE key = %s", [key])
                    location, first = cursor.fetchone()
                    if first and first != fingerprint:  # the key with another form, or other values
                        return render(request, "400.html", {"reason": "reused"}, status=400)
                    return redirect(location)
            response = view(request, *args, **kwargs)
            if response.status_code in (301, 302, 303) and response.get("Location"):
                with connection.cursor() as cursor:
                    cursor.execute(
                        "UPDATE bof_site_submission SET location = %s WHERE key = %s", [response["Location"], key]
                    )
            else:
                transaction.set_rollback(True)  # not accepted: the key stays free (the view wrote nothing)
            return response

    return wrapped


def _key(value: str | None) -> uuid.UUID | None:
    try:
        return uuid.UUID(value or "")
    except ValueError:
        return None
