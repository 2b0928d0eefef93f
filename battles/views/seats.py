"""A seat handed to another phone. A guest holds a seat by the phone's session alone: a flat battery, another browser
or cleared cookies left them only watching the rest of the game (a two-phone play-test). The host's phone shows a
link and a QR code for each other seat, valid for a quarter of an hour; opening it holds the seat on that phone, as
joining did. Nothing in the battle changes (its log and seals are the game's, not the phones'); the old phone keeps
the seat too, as an account's seat is held on any phone it signs in on."""

from __future__ import annotations

from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from battles import selectors
from battles.models import Seat
from battles.views.common import battle_missing, held_seat, page_or_missing, qr_svg, take_seat

SALT = "battles.seat-link"
VALID_MINUTES = 15


@require_safe
def seat_links(request: HttpRequest, code: str) -> HttpResponse:
    """The host's page: every other seat a player holds, each with its link and QR code."""
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    me = selectors.phone_seat(battle, held_seat(request, code))
    if me is None or not me.is_host:
        refusal = gettext("Only the host's phone hands a seat to another phone.")
        return page_or_missing(request, code, page_error=refusal, status=403)
    others = [s for s in Seat.objects.filter(battle=battle).order_by("position") if s != me and not s.played_by_app]
    links = [_link(request, battle.code, seat) for seat in others]
    return render(request, "battles/seats.html", {"battle": battle, "links": links, "minutes": VALID_MINUTES})


def _link(request: HttpRequest, code: str, seat: Seat) -> dict:
    token = signing.dumps([code, seat.pk], salt=SALT)
    url = request.build_absolute_uri(reverse("battles:seat_taken", kwargs={"code": code, "token": token}))
    return {"seat": seat, "url": url, "qr_svg": qr_svg(url)}


@require_safe
def seat_taken(request: HttpRequest, code: str, token: str) -> HttpResponse:
    """A link the host made, opened on the phone that is to hold the seat."""
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    try:
        link_code, seat_id = signing.loads(token, salt=SALT, max_age=VALID_MINUTES * 60)
    except (signing.BadSignature, TypeError, ValueError):
        link_code, seat_id = None, None
    seat = Seat.objects.filter(battle=battle, pk=seat_id).first() if link_code == battle.code else None
    if seat is None or seat.played_by_app:
        refusal = gettext("This seat link is too old or not for this battle: ask the host for a new one.")
        return page_or_missing(request, code, page_error=refusal, status=400)
    take_seat(request, battle.code, seat.pk)
    return redirect("battles:table", code=battle.code)
