"""Who is asking, for limits on logins (django-axes): the name typed and the address the request came from. Behind the documented proxy
(BEHIND_PROXY=true) that is the last address in X-Forwarded-For, the one the proxy itself added; anything before it
was written by the client and proves nothing."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str:
    if getattr(settings, "BEHIND_PROXY", False):
        forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
        if forwarded:
            return forwarded[-1]
    return request.META.get("REMOTE_ADDR", "")


NAME_KEPT = 150  # an account's name is at most this long (auth's User), so a longer one matches no account


def login_name(request: HttpRequest, credentials: dict | None = None) -> str:
    """The name a login tried, as axes counts it. Cut to the longest name an account can have: the login form lets
    any length through to the password check, and axes keeps the name in a column of 255 characters."""
    source = credentials if credentials else getattr(request, "POST", {})
    name = source.get(settings.AXES_USERNAME_FORM_FIELD, "") if hasattr(source, "get") else ""
    return str(name or "")[:NAME_KEPT]
