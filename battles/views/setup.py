"""Pages and forms of a battle's setup: the deployment roll, who places first, the placement checklist, the
squad leader and ambush tokens. Views parse, call one service, and go back to the table (POST/redirect/GET)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import path
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from battles.forms import SetupRollForm
from battles.services import placement, setup
from battles.views import common
from bof_site.refusals import Refused
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter)

MAX_DICE = 40


@require_POST
def deployment(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.roll_deployment(code=code, data=_dice(request), **who)

    return common.act_on_table(request, code, "setup", act)


@require_POST
def first(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.roll_placement_order(code=code, data=_dice(request), **who)

    return common.act_on_table(request, code, "setup", act)


@require_POST
def placement_mode(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.set_placement_mode(code=code, mode=request.POST.get("mode", ""), **who)

    return common.act_on_table(request, code, "setup", act)


@require_POST
def flank(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        setup.take_flank(code=code, flank=request.POST.get("flank", "")[:10], **who)

    return common.act_on_table(request, code, "setup", act)


@require_POST
def place(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        if "group" in request.POST:  # "all of these": one row of like units
            placement.place_all(code=code, unit_ids=_units(request), **who)
        elif "all" in request.POST:
            placement.place_all(code=code, **who)
        else:
            placement.place_unit(code=code, unit_id=_unit(request), **who)

    return common.act_on_table(request, code, "setup", act)


@require_POST
def squad_leader(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        placement.promote_squad_leader(
            code=code, unit_id=_unit(request, gettext("Pick the soldier to promote.")), **who
        )

    return common.act_on_table(request, code, "setup", act)


@require_POST
def ambush(request: HttpRequest, code: str) -> HttpResponse:
    def act(**who):
        on = {"1": True, "0": False}.get(request.POST.get("ambush", ""))
        if on is None:
            raise Refused(gettext("Choose whether the gun lies in ambush or not."))
        placement.set_ambush(code=code, unit_id=_unit(request, gettext("Pick one of your own guns.")), ambush=on, **who)

    return common.act_on_table(request, code, "setup", act)


@require_POST
def force_morale(request: HttpRequest, code: str) -> HttpResponse:
    if request.POST.get("team") == "both":  # the host's one tap for both teams, with the server's dice
        return force_morales(request, code)
    form = SetupRollForm(request.POST)
    if not form.is_valid():
        first = next(iter(form.errors.values()))[0]
        return common.moved(request, code, "setup", refusal=first)
    c = form.cleaned_data
    # Dice typed in win: Enter in the dice box submits with the form's first button, which is "Roll".
    data = {"dice": [c["dice"]]} if c["dice"].strip() else {"roll": ["1"]} if "roll" in request.POST else {}
    try:
        setup.roll_force_morale(
            code=code, seat_id=common.held_seat(request, code), team=c["team"], data=data, key=c["key"]
        )
    except Refused as refusal:
        return common.moved(request, code, "setup", refusal=refusal.message)
    return common.moved(request, code, "setup")


def force_morales(request: HttpRequest, code: str) -> HttpResponse:
    key = common.uuid_or_none(request.POST.get("key"))
    try:
        if key is None:
            raise Refused(gettext("Reload the page and roll again."))
        setup.roll_both_force_morales(code=code, seat_id=common.held_seat(request, code), key=key)
    except Refused as refusal:
        return common.moved(request, code, "setup", refusal=refusal.message)
    return common.moved(request, code, "setup")


urlpatterns = [
    path("<room:code>/setup/force-morale/", force_morale, name="force_morale"),
    path("<room:code>/setup/deployment/", deployment, name="setup_deployment"),
    path("<room:code>/setup/first/", first, name="setup_first"),
    path("<room:code>/setup/placement/", placement_mode, name="setup_placement"),
    path("<room:code>/setup/flank/", flank, name="setup_flank"),
    path("<room:code>/setup/place/", place, name="setup_place"),
    path("<room:code>/setup/squad-leader/", squad_leader, name="setup_squad_leader"),
    path("<room:code>/setup/ambush/", ambush, name="setup_ambush"),
]


def _unit(request: HttpRequest, message: str = "") -> int:
    value = request.POST.get("unit", "")
    if not value.isdigit() or len(value) > 9:
        raise Refused(message or gettext("Pick one of your units."), field="unit")
    return int(value)


def _units(request: HttpRequest) -> list[int]:
    values = request.POST.get("group", "").split(",")
    if not values or len(values) > 500 or not all(v.isdigit() and len(v) <= 9 for v in values):
        raise Refused(gettext("Pick your own units that are still to place."), field="unit")
    return [int(v) for v in values]


def _dice(request: HttpRequest) -> dict:
    """Dice typed in from the table win over the server's roll (Enter in the dice box submits with "Roll")."""
    typed = request.POST.get("dice", "").strip()
    if len(typed) > MAX_DICE:
        raise Refused(gettext("Type the dice you rolled, like 3,5,1,6."), field="dice")
    return {"dice": [typed]} if typed else {"roll": ["1"]}
