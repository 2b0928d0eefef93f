"""Links to the account pages that bring a player back to where they were."""

from __future__ import annotations

from urllib.parse import quote

from django import template

register = template.Library()


@register.filter
def with_next(url: str, next_url: str) -> str:
    """`/accounts/signup/?next=/campaigns/` as the log-in links write it (`?next={{ request.path|urlencode }}`), or
    the bare address when there is nowhere to come back to. The view that reads `next` checks it is ours."""
    return f"{url}?next={quote(next_url, safe='/')}" if next_url else url
