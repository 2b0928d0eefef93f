"""Who is asking, for limits on logins (django-axes) and creates (bof_site.limits): the name typed and the address
the request came from. That address is the connection's own, unless the connection comes from one of the trusted
proxies (TRUSTED_PROXIES): then it is the right-most address in X-Forwarded-For that is not a trusted proxy, the one
the first proxy of ours saw. Anything a client writes there itself stands to the left of it and proves nothing; a
request straight from a client with a forwarded header of its own is counted by its connection's address."""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest


@lru_cache(maxsize=8)
def _networks(trusted: tuple[str, ...]) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
    return tuple(ipaddress.ip_network(t, strict=False) for t in trusted)


def trusted(address: str) -> bool:
    """Whether the address is one of the configured proxies (addresses or networks)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in net for net in _networks(tuple(getattr(settings, "TRUSTED_PROXIES", ()))))


def client_ip(request: HttpRequest) -> str:
    peer = request.META.get("REMOTE_ADDR", "")
    if not trusted(peer):
        return peer
    forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
    return next((a for a in reversed(forwarded) if not trusted(a)), peer)


NAME_KEPT = 150  # an account's name is at most this long (auth's User), so a longer one matches no account


def login_name(request: HttpRequest, credentials: dict | None = None) -> str:
    """The name a login tried, as axes counts it. Cut to the longest name an account can have: the login form lets
    any length through to the password check, and axes keeps the name in a column of 255 characters."""
    source = credentials if credentials else getattr(request, "POST", {})
    name = source.get(settings.AXES_USERNAME_FORM_FIELD, "") if hasattr(source, "get") else ""
    return str(name or "")[:NAME_KEPT]
