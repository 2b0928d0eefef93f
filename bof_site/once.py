"""Create forms that create once: each carries a one-time key (`{% once_field %}`), and a view decorated with
`once_per_key` runs at most once per key. A second POST with the key waits for the first to finish (the key's row
is inserted in the first's transaction) and gets the redirect the first got. A first POST that is not accepted
(the form answers with its errors) keeps no key, so the corrected form may be sent again."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from functools import wraps

from django.db import connection, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect

FIELD = "once"


def once_per_key(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        key = _key(request.POST.get(FIELD)) if request.method == "POST" else None
        if key is None:  # an old page, or a client that sends no key: as before
            return view(request, *args, **kwargs)
        with transaction.atomic():
            with connection.cursor() as cursor:
                cursor.execute(
                    "INSERT INTO bof_site_submission (key, location, created) VALUES (%s, '', now()) "
                    "ON CONFLICT (key) DO NOTHING RETURNING key",
                    [key],
                )
                if cursor.fetchone() is None:  # sent before, and accepted: the same answer
                    cursor.execute("SELECT location FROM bof_site_submission WHERE key = %s", [key])
                    return redirect(cursor.fetchone()[0])
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
