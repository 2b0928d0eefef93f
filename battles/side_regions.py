"""The regions beside the turn card (smoke and fire, the event cards, the terrain card), kept across versions by what
they show.

A change's regions are rendered once per viewer (battles/regions.py), but a move rarely changes these three: the same
cards stay in force all turn, smoke for its turns, the terrain sheet for the game. Rendered for each of a table's
viewers on every version they were about 0.8 ms a render, a tenth of a change's CPU. Each is kept here under what its
template reads (the context's own values for it, which are plain data, and the battle's code and phase, the reader's
language, the viewer where the region differs for it) and served again while that stays the same. Only a render made
for many phones keeps them: its forms' one-time keys and CSRF token are marks filled in per answer.
tests/battles/test_side_regions.py renders them kept and anew at each step of a game and compares."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from django.http import HttpRequest
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language

from bof_site.kept import Kept
from bof_site.templatetags.once import LATER


def _seats(battle) -> tuple:
    """What the cards region reads of the seats (a drawer's name and team, who the app plays, the host)."""
    return tuple((s.pk, s.display_name, s.team, s.played_by_app, s.is_host) for s in battle.seats.all())


# Each region's values as its template reads them (templates/battles/includes/<name>.html and what they include).
SHOWS: dict[str, Callable[[dict], tuple]] = {
    "markers": lambda context: (context["markers"], context["me"] is not None),
    "terrain": lambda context: (context["terrain_card"],),
    "cards": lambda context: (context["event_cards"], getattr(context["me"], "pk", None), _seats(context["battle"])),
}
# About 1-3 kB each: at 1,000 battles about three viewers' worth of each region a battle and language.
KEPT: Kept[SafeString] = Kept(10_000)


def rendered(name: str, context: dict, request: HttpRequest) -> str:
    """The region `name` of the table page for this context: kept, where it is one of these and made for many."""

    def render() -> str:
        return render_to_string(f"battles/table.html#{name}-region", context, request)

    shows = SHOWS.get(name)
    if shows is None or not context.get(LATER):
        return render()
    battle = context["battle"]
    key = (name, get_language(), battle.code, battle.phase, *shows(context))
    return KEPT.made(hashlib.blake2b(repr(key).encode(), digest_size=16).digest(), render)
