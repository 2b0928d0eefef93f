"""Who is asking, for limits on logins (django-axes): the address the request came from. Behind the documented proxy
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
