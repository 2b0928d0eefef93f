"""Event cards that ask their drawer to choose: the choice made in setup, and the field medic called in play (the
hidden sniper's shot goes through the roll page: battles/views/roll.py). Views parse, call one service, go back."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.urls import path, reverse
from django.views.decorators.http import require_POST

from battles.services import card_choices
from battles.views import common
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter)

MAX_PICKS = 10  # more than any card asks: the service says how many


@require_POST
def choose(request: HttpRequest, code: str) -> HttpResponse:
    """'Confirm the choice': the units, or the fieldwork and sector, a drawn card asks for."""

    def act(**who):
        card_choices.card_choose(
            code=code,
            card=request.POST.get("card", "")[:40],
            unit_ids=[int(v) for v in request.POST.getlist("unit")[:MAX_PICKS] if v.isdigit() and len(v) < 10],
            fieldwork=request.POST.get("fieldwork", "")[:20],
            sector=request.POST.get("sector", "")[:60],
            **who,
        )

    # The table's next step: the cards again while a choice is open, else what comes next (force morale, turn 1).
    back = reverse("battles:table", kwargs={"code": code.upper()}) + "#setup"
    return common.act_on_table(request, code, "cards", act, then=back)


@require_POST
def medic(request: HttpRequest, code: str) -> HttpResponse:
    """'Call the field medic': one injured soldier or crew of the drawer's healed, for one action."""

    def act(**who):
        card_choices.field_medic(code=code, unit_id=common.int_or_none(request.POST.get("unit")) or 0, **who)

    return common.act_on_table(request, code, "turn", act)


urlpatterns = [
    path("<room:code>/cards/choose/", choose, name="card_choose"),
    path("<room:code>/cards/medic/", medic, name="card_medic"),
]
