"""How the pages show a hash a player may note or photograph to check a log later (fairplay.py --head)."""

from django import template
from django.conf import settings

from dice import fairplay

register = template.Library()


@register.filter
def grouped(digest: str) -> str:
    """The first 16 characters in groups of four: "3f2a 91bc 0e77 d4c1"."""
    return fairplay.grouped(digest or "")


@register.simple_tag
def poll_every_ms() -> int:
    """How many milliseconds a live page waits between its "anything new?" polls (settings.LIVE_POLL_MS)."""
    return settings.LIVE_POLL_MS
