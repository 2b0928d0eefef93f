"""Solo battles: the "Play solo" form, then the lobby's two solo taps (roll your additional points, draw the
enemy again); the rest is the table every battle has."""

from __future__ import annotations

from functools import partial

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from battles.forms.solo import SoloForm
from battles.services import solo, solo_turn
from battles.views.common import act_on_table, int_or_none, seat_tap, take_seat
from battles.views.solo_spend import spend
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from dice.forms import own_name
from dice.services import new_client_seed


@once_per_key
@limited("battles")
def new(request: HttpRequest) -> HttpResponse:
    form = SoloForm(request.POST or None, initial=own_name(request))
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
    """What the acting enemy unit sees: one of the player's units tapped (at the range and in the cover chosen above
    the list), several ticked with a range and a cover each, or nothing. The app proposes what it does."""
    p = request.POST

    def act(**tap) -> object:
        return solo_turn.enemy_decide(
            code=code,
            seen=_seen(p),
            objective=p.get("objective", "away"),
            cover_near=p.get("cover_near") == "on",
            friends=[n for n in map(int_or_none, p.getlist("friends")[:MAX_TICKS]) if n is not None],
            gear=[token[:100] for token in p.getlist("gear")[:MAX_TICKS]],
            **tap,
        )

    return act_on_table(request, code, "turn", act)


MAX_TICKS = 60  # a detachment's units at most: more ticks than that are not a player's


def _seen(p) -> list[solo_turn.Seen]:
    threats = {n for n in map(int_or_none, p.getlist("threat")) if n is not None}
    tapped = int_or_none(p.get("seen"))
    if tapped is not None:
        band, cover = p.get("band", "medium")[:20], p.get("cover", "none")[:20]
        return [solo_turn.Seen(unit=tapped, band=band, cover=cover, threatens=p.get("threatens") == "on")]
    if p.get("seen") != "several":
        return []
    ticked = dict.fromkeys(n for n in map(int_or_none, p.getlist("several")[:MAX_TICKS]) if n is not None)
    if not ticked:
        raise Refused(gettext("Tick the units it can see, or tap “None of my units”."), field="seen")
    return [
        solo_turn.Seen(
            unit=n,
            band=p.get(f"band_{n}", p.get("band", "medium"))[:20],
            cover=p.get(f"cover_{n}", p.get("cover", "none"))[:20],
            threatens=n in threats,
        )
        for n in ticked
    ]


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
    path("<room:code>/solo/spend/", spend, name="solo_spend"),
]
