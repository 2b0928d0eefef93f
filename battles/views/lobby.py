"""The lobby: a new battle, finding one by code, taking a seat, choosing a detachment, ready."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe

from armies.roster_check import example_document
from armies.roster_json import export_roster
from battles import selectors
from battles.forms import BattleForm, ChooseForm, JoinForm, mode_line
from battles.services import lobby
from battles.views.common import held_seat, page_or_missing, seat_tap, take_seat
from bof_site.expiry import LOBBY_DAYS
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from dice.forms import CodeForm, own_name
from dice.services import new_client_seed


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "battles/home.html", {"code_form": CodeForm()})


@require_safe
def find(request: HttpRequest) -> HttpResponse:
    form = CodeForm(request.GET)
    if form.is_valid() and selectors.battle_find(form.cleaned_data["code"]):
        return redirect("battles:table", code=form.cleaned_data["code"])
    if form.is_valid():
        form.add_error(
            "code",
            gettext(
                "There is no battle with the code %(code)s. Check it and try again. Battles nobody starts are cleared "
                "away after %(days)s days."
            )
            % {"code": form.cleaned_data["code"], "days": LOBBY_DAYS},
        )
    return render(request, "battles/home.html", {"code_form": form}, status=404)


@once_per_key
@limited("battles")
def new(request: HttpRequest) -> HttpResponse:
    form = BattleForm(request.POST or None, initial={"team": "A", "game_mode": "victory-zones", **own_name(request)})
    if request.method == "POST" and form.is_valid():
        c = form.cleaned_data
        settings = lobby.BattleSettings(
            game_mode=c["game_mode"],
            players=c["players"],
            cut_points=c["cut_points"],
            points=c["points"] or 150,
            turn_limit=c["turn_limit"],
            combat_score_limit=c["combat_score_limit"],
            measure=c["measure"],
            house_rules=tuple(c["house_rules"]),
        )
        try:
            battle, host = lobby.battle_create(
                settings=settings,
                host_name=c["display_name"],
                team=c["team"],
                client_seed=c["client_seed"] or new_client_seed(),
                user=request.user,
            )
        except Refused as refusal:
            form.add_error(refusal.field if refusal.field in form.fields else None, refusal.message)
        else:
            take_seat(request, battle.code, host.pk)
            return redirect("battles:table", code=battle.code)
    line = mode_line(*(form[f].value() for f in ("game_mode", "players", "cut_points", "points")))
    return render(request, "battles/new.html", {"form": form, "mode_line": line}, status=400 if form.errors else 200)


def new_mode_line(request: HttpRequest) -> HttpResponse:
    """The new-battle form's line on the game mode, again as its choices change (htmx): plain text."""
    q = request.GET
    line = mode_line(q.get("game_mode", ""), q.get("players", ""), q.get("cut_points") == "on", q.get("points", ""))
    return HttpResponse(line, content_type="text/plain; charset=utf-8")


@require_POST
@limited("joins")
def join(request: HttpRequest, code: str) -> HttpResponse:
    form = JoinForm(request.POST)
    if form.is_valid():
        c = form.cleaned_data
        try:
            seat = lobby.seat_join(
                code=code,
                display_name=c["display_name"],
                team=c["team"],
                client_seed=c["client_seed"] or new_client_seed(),
                user=request.user,
            )
        except Refused as refusal:
            if refusal.field not in form.fields:  # about the battle (full, started): the form may be hidden
                return page_or_missing(request, code, join_form=form, page_error=refusal.message, status=400)
            form.add_error(refusal.field, refusal.message)
        else:
            take_seat(request, seat.battle.code, seat.pk)
            return redirect("battles:table", code=seat.battle.code)
    return page_or_missing(request, code, join_form=form, status=400)


@require_POST
def choose(request: HttpRequest, code: str) -> HttpResponse:
    form = ChooseForm(request.POST, request.FILES, user=request.user)
    if form.is_valid():
        c = form.cleaned_data
        try:
            if c["source"] == "mine":
                doc, source = export_roster(request.user, c["detachment"]), "One of my detachments"
            elif c["source"] == "example":
                doc, source = example_document(c["example"]), "A sample example"
            else:
                doc, source = c["document"], f"File {c['roster_file'].name}"
            lobby.seat_choose(code=code, seat_id=held_seat(request, code), doc=doc, source=source)
        except Refused as refusal:
            # A banner, not a form error: for a stranger or a sealed seat the choose form is not on the page.
            return page_or_missing(request, code, choose_form=form, page_error=refusal.message, status=400)
        else:  # at the chosen detachment and its Ready, under the seats and the invitation
            return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#my-seat")
    return page_or_missing(request, code, choose_form=form, status=400)


@require_POST
def ready(request: HttpRequest, code: str) -> HttpResponse:
    return seat_tap(request, code, lobby.seat_ready)


@require_POST
def unready(request: HttpRequest, code: str) -> HttpResponse:
    return seat_tap(request, code, lobby.seat_unready)
