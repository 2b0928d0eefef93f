from __future__ import annotations

import psycopg
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html")


@never_cache
@require_safe
def healthz(request: HttpRequest) -> HttpResponse:
    """200 when this server reaches the database, 503 when not, within about a second either way (for the load
    balancer): with the pool on it waits at most a second for one of the pool's connections."""
    try:
        if (pool := connection.pool) is not None:
            pool.open()  # as Django does before its first connection (no-op once open)
            with pool.connection(timeout=1) as conn:
                conn.execute("SELECT 1")
        else:
            with connection.cursor() as cursor:
                cursor.execute("SELECT 1")
    except (DatabaseError, psycopg.Error):
        return HttpResponse("database unreachable\n", status=503, content_type="text/plain")
    return HttpResponse("ok\n", content_type="text/plain")
