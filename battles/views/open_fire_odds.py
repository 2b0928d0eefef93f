"""The odds of the attack an Open Fire phone's form describes, asked again as the player changes it (htmx GET)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.urls import path
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from battles import selectors
from battles.pages import open_fire_odds as page
from battles.views.common import held_seat, int_or_none
from bof_site.refusals import Refused


@require_safe
def odds(request: HttpRequest, code: str) -> HttpResponse:
    """The odds fragment. A refusal is its message with status 200, so that htmx swaps it in (base.html swaps no 4xx
    but 422): the turn may have passed on while the form was open."""
    battle = selectors.battle_find(code)
    if battle is None:
        shown, status = page.Odds(message=gettext("This is not an Open Fire battle in play.")), 404
    else:
        try:
            me = selectors.phone_seat(battle, held_seat(request, battle.code))
            shown, status = page.chosen_odds(battle, me, _choice(request.GET)), 200
        except Refused as refusal:
            shown, status = page.Odds(message=refusal.message), 200
    return render(request, "battles/open_fire/odds.html", {"odds": shown}, status=status)


def _choice(q: QueryDict) -> page.Choice:
    return page.Choice(
        weapon=q.get("weapon", "")[:60],
        target=int_or_none(q.get("target")) or 0,
        line_of_sight=q.get("line_of_sight", "clear")[:20],
        half_range=q.get("half_range") == "on",
        assault_range=q.get("assault_range") == "on",
    )


urlpatterns = [path("<room:code>/of/odds/", odds, name="of_odds")]
