"""Random Event & Effect Cards on the table page: draw them in setup (the server's fair dice, or tick the cards
drawn at the table), then see the ones in force each turn. Views parse, call one service, redirect."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST

from battles import selectors
from battles.services import cards
from battles.views import common
from bof_site.refusals import Refused
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter before the paths below)


@require_POST
def draw(request: HttpRequest, code: str) -> HttpResponse:
    """'Draw my cards': the server's dice pick them from the shared deck."""
    try:
        cards.draw_cards(code=code, seat_id=common.held_seat(request, code), **_form(request))
    except Refused as refusal:
        return common.moved(request, code, "cards", refusal=refusal.message)
    return common.moved(request, code, "cards")


@require_http_methods(["GET", "POST"])
def table_draw(request: HttpRequest, code: str) -> HttpResponse:
    """'We drew at the table': the cards still in the deck to tick (GET), and recording them (POST)."""
    battle = selectors.battle_find(code)
    if battle is None:
        return common.battle_missing(request, code)
    seat_id, page_error, status = common.held_seat(request, code), None, 200
    if request.method == "POST":
        try:
            ticked = request.POST.getlist("card")
            cards.draw_at_table(code=code, seat_id=seat_id, card_keys=ticked, **_form(request))
        except Refused as refusal:
            page_error, status = refusal.message, 400
        else:
            return redirect(reverse("battles:table", kwargs={"code": battle.code}) + "#cards")
    try:
        drawer = _drawer_id(request.POST.get("drawer") or request.GET.get("drawer"))
        choices = cards.table_choices(battle, seat_id=seat_id, drawer_id=drawer)
    except Refused as refusal:
        return common.page_or_missing(request, code, page_error=page_error or refusal.message, near="cards", status=400)
    context = {
        "battle": battle,
        "choices": choices,
        "ticked": set(request.POST.getlist("card")),
        "page_error": page_error,
    }
    return render(request, "battles/cards/table_draw.html", context, status=status)


urlpatterns = [
    path("<room:code>/cards/draw/", draw, name="cards_draw"),
    path("<room:code>/cards/table/", table_draw, name="cards_table"),
]


def _form(request: HttpRequest) -> dict:
    key = common.uuid_or_none(request.POST.get("key"))
    if key is None:
        raise Refused(gettext("Reload the page and draw again."))
    return {"key": key, "drawer_id": _drawer_id(request.POST.get("drawer"))}


def _drawer_id(value: str | None) -> int | None:
    """Whose cards (the host drawing as referee); empty means the phone's own seat."""
    if not value:
        return None
    if not value.isdigit() or len(value) > 9:
        raise Refused(gettext("Pick a player seated in this battle."), field="drawer")
    return int(value)
