"""The turn card's command forms: duties before initiative, orders, and the actions that change the table
(hide, ride, tow). Views parse, call one service in battles/services/command.py, and go back to the table."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from battles.services import command, markers, stances
from battles.views import common
from bof_site.refusals import Refused
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter)

MAX_PICKS = 60


@require_POST
def duties(request: HttpRequest, code: str) -> HttpResponse:
    """One select per unit, named duty-<unit id>: "", "overwatch", "covering-fire" or "interceptor"."""

    def act(**who):
        picked = {}
        for name, value in list(request.POST.items())[: MAX_PICKS + 2]:
            if name.startswith("duty-"):
                picked[_id(name.removeprefix("duty-"))] = value if value in command.DUTY_CHOICES else _bad_duty()
        command.declare_duties(code=code, duties_by_unit=picked, **who)

    return common.act_on_table(request, code, "turn", act)


@require_POST
def orders(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        what = request.POST.get("what", "")
        if what == "give":
            command.give_orders(code=code, **who)
        elif what == "end":
            command.end_orders(code=code, **who)
        else:
            raise Refused(gettext("Pick give orders or end the orders."))

    return common.act_on_table(request, code, "turn", act)


@require_POST
def unit_action(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        others = [_id(v) for v in request.POST.getlist("other")[:MAX_PICKS] if v]
        weapon = ""
        if dropped := request.POST.get("dropped", ""):  # "<fallen soldier id>:<weapon key>"
            fallen, _, weapon = dropped[:100].partition(":")
            others = [_id(fallen)]
        command.unit_action(code=code, action=request.POST.get("action", "")[:20], others=others, weapon=weapon, **who)

    return common.act_on_table(request, code, "turn", act)


@require_POST
def smoke(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        markers.place_smoke(code=code, where=request.POST.get("where", "")[:200], unit_ids=_ticked(request), **who)

    return common.act_on_table(request, code, "markers", act)


@require_POST
def fire(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        piece = request.POST.get("piece", "")[:20]
        markers.set_burning(code=code, piece_id=piece, unit_ids=_ticked(request), **who)

    return common.act_on_table(request, code, "markers", act)


@require_POST
def stance(request: HttpRequest, code: str) -> HttpResponse:
    """Module M2: the activated soldier goes prone or stands up (battles/services/stances.py); no action spent."""

    def act(**who):
        stances.change_stance(code=code, prone=request.POST.get("stance") == "prone", **who)

    return common.act_on_table(request, code, "turn", act)


urlpatterns = [
    path("<room:code>/turn-command/duties/", duties, name="duties"),
    path("<room:code>/turn-command/orders/", orders, name="orders"),
    path("<room:code>/turn-command/unit/", unit_action, name="unit_action"),
    path("<room:code>/turn-command/stance/", stance, name="stance"),
    path("<room:code>/markers/smoke/", smoke, name="smoke"),
    path("<room:code>/markers/fire/", fire, name="fire"),
]


def _ticked(request: HttpRequest) -> list[int]:
    return [_id(v) for v in request.POST.getlist("unit")[: MAX_PICKS * 2] if v]


def _id(value: str) -> int:
    if not value.isdigit() or len(value) > 9:
        raise Refused(gettext("Pick one of your units."))
    return int(value)


def _bad_duty() -> str:
    raise Refused(gettext("Pick a duty from the list."))
