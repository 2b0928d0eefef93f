"""Solo battles: the "Play solo" form, then the lobby's two solo taps (roll your additional points, draw the
enemy again); the rest is the table every battle has."""

from __future__ import annotations

from functools import partial

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path
from django.views.decorators.http import require_POST

from battles.forms.solo import SoloForm
from battles.services import solo, solo_turn
from battles.views.common import act_on_table, int_or_none, seat_tap, take_seat
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from dice.services import new_client_seed


@once_per_key
@limited("battles")
def new(request: HttpRequest) -> HttpResponse:
    initial = {"display_name": request.user.get_username()} if request.user.is_authenticated else {}
    form = SoloForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        c = form.cleaned_data
        picks = {k: c[k] for k in ("side", "enemy_type", "map", "scenario", "attacker", "edge")}
        settings = solo.SoloSettings(**picks, measure=c["measure"], turn_limit=c["turn_limit"])
        try:
            battle, player = solo.solo_create(
                settings=settings,
                player_name=c["display_name"],
                client_seed=c["client_seed"] or new_client_seed(),
                user=request.user,
            )
        except Refused as refusal:
            form.add_error(refusal.field if refusal.field in form.fields else None, refusal.message)
        else:
            take_seat(request, battle.code, player.pk)
            return redirect("battles:table", code=battle.code)
    return render(request, "battles/solo_new.html", {"form": form}, status=400 if form.errors else 200)


@require_POST
def points(request: HttpRequest, code: str) -> HttpResponse:
    return seat_tap(request, code, solo.player_points)


@require_POST
def reroll(request: HttpRequest, code: str) -> HttpResponse:
    return seat_tap(request, code, solo.enemy_reroll)


@require_POST
def place(request: HttpRequest, code: str) -> HttpResponse:
    return act_on_table(request, code, "placing", partial(solo.place_enemy, code=code))


@require_POST
def next_unit(request: HttpRequest, code: str) -> HttpResponse:
    near = [n for n in map(int_or_none, request.POST.getlist("near")) if n is not None]
    return act_on_table(request, code, "turn", partial(solo_turn.enemy_next, code=code, near_objective=near))


@require_POST
def decide(request: HttpRequest, code: str) -> HttpResponse:
    """What the acting enemy unit sees (one of the player's units, at a range and in a cover, or nothing): the
    app proposes what it does."""
    p = request.POST
    seen_id = int_or_none(p.get("seen"))
    band, cover = p.get("band", "medium")[:20], p.get("cover", "none")[:20]
    seen = [solo_turn.Seen(unit=seen_id, band=band, cover=cover)] if seen_id is not None else []
    act = partial(
        solo_turn.enemy_decide,
        code=code,
        seen=seen,
        objective=p.get("objective", "away"),
        cover_near=p.get("cover_near") == "on",
    )
    return act_on_table(request, code, "turn", act)


@require_POST
def marks(request: HttpRequest, code: str) -> HttpResponse:
    near = [n for n in map(int_or_none, request.POST.getlist("near")) if n is not None]
    return act_on_table(request, code, "turn", partial(solo_turn.enemy_marks, code=code, near=near))


@require_POST
def moved(request: HttpRequest, code: str) -> HttpResponse:
    act = partial(solo_turn.enemy_moved, code=code, sector=request.POST.get("sector", "")[:20])
    return act_on_table(request, code, "turn", act)


@require_POST
def hold(request: HttpRequest, code: str) -> HttpResponse:
    return act_on_table(request, code, "turn", partial(solo_turn.enemy_hold, code=code))


@require_POST
def overrule(request: HttpRequest, code: str) -> HttpResponse:
    act = partial(solo_turn.enemy_overrule, code=code, action=request.POST.get("action", ""))
    return act_on_table(request, code, "turn", act)


urlpatterns = [
    path("solo/", new, name="solo"),
    path("<room:code>/solo/points/", points, name="solo_points"),
    path("<room:code>/solo/reroll/", reroll, name="solo_reroll"),
    path("<room:code>/solo/place/", place, name="solo_place"),
    path("<room:code>/solo/next/", next_unit, name="solo_next"),
    path("<room:code>/solo/decide/", decide, name="solo_decide"),
    path("<room:code>/solo/hold/", hold, name="solo_hold"),
    path("<room:code>/solo/marks/", marks, name="solo_marks"),
    path("<room:code>/solo/moved/", moved, name="solo_moved"),
    path("<room:code>/solo/overrule/", overrule, name="solo_overrule"),
]
