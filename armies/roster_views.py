"""A detachment's unit cards, print view, JSON export, and the read-only share link."""

from __future__ import annotations

import json
import re

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import ngettext
from django.views.decorators.http import require_http_methods, require_safe

from armies import builder, cards, rosters, selectors
from armies.builder_views import _mine_or_404
from armies.forms import EditUnitForm
from armies.pack_words import said
from armies.roster_json import roster_document
from bof_site.refusals import Refused


def _shared_or_404(token: str):
    d = builder.detachments_query().filter(share_token=token).first()
    if d is None:
        raise Http404("This share link does not work any more. Ask for a new one.")
    return d


def _line_or_404(roster: builder.Roster, unit_id: int) -> builder.Line:
    line = roster.line(unit_id)
    if line is None:
        raise Http404("That unit is no longer in this detachment.")
    return line


def _card_context(roster: builder.Roster, line: builder.Line, shared: bool) -> dict:
    return {
        "roster": roster,
        "line": line,
        "card": cards.sheet(line.unit, title=line.label, points=line.points),
        "shared": shared,
        "pack": selectors.datapack_current(),
    }


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def unit(request: HttpRequest, detachment_id: int, unit_id: int) -> HttpResponse:
    roster = builder.load(_mine_or_404(request, detachment_id))
    line = _line_or_404(roster, unit_id)
    group = next(g for g in roster.groups if line in g.lines)
    form = EditUnitForm(request.POST or None, roster=roster, line=line, initial=_initial(line), group_size=group.count)
    status = 200
    if request.method == "POST":
        status = 400
        if form.is_valid():
            c = form.cleaned_data
            loadout = rosters.Loadout(c["quality"], form.weapon_keys(), c["rides_in"], c["towed_by"])
            try:
                n = rosters.edit_units(
                    request.user, detachment_id, unit_id=unit_id, whole_group=c["whole_group"], loadout=loadout
                )
            except Refused as refusal:
                form.add_error(refusal.field if refusal.field in form.shown else None, refusal.message)
            else:
                messages.success(request, ngettext("Saved %(count)d unit.", "Saved %(count)d units.", n) % {"count": n})
                return redirect(f"{_builder_url(detachment_id)}#unit-{unit_id}")
    context = {**_card_context(roster, line, shared=False), "form": form, "group": group}
    return render(request, "armies/unit.html", context, status=status)


def _builder_url(detachment_id: int) -> str:
    return reverse("armies:builder", kwargs={"detachment_id": detachment_id})


def _initial(line: builder.Line) -> dict:
    u = line.unit
    # "Apply to all" starts unticked: changing every like unit is a choice the player makes.
    return {"quality": u.quality, "rides_in": u.rides_in_id, "towed_by": u.towed_by_id, "whole_group": False}


@login_required
@require_safe
def print_view(request: HttpRequest, detachment_id: int) -> HttpResponse:
    return _print(request, builder.load(_mine_or_404(request, detachment_id)), shared=False)


@login_required
@require_safe
def export(request: HttpRequest, detachment_id: int) -> HttpResponse:
    doc = roster_document(builder.load(_mine_or_404(request, detachment_id)))
    response = HttpResponse(json.dumps(doc, indent=2, ensure_ascii=False), content_type="application/json")
    name = re.sub(r"[^A-Za-z0-9._-]+", "-", doc["name"]).strip("-") or "detachment"
    response["Content-Disposition"] = f'attachment; filename="{name}.bof-roster.json"'
    return response


@require_safe
def shared(request: HttpRequest, token: str) -> HttpResponse:
    roster = builder.load(_shared_or_404(token))
    return render(
        request,
        "armies/shared.html",
        {"roster": roster, "shared": True, "token": token, "pack": selectors.datapack_current()},
    )


@require_safe
def shared_print(request: HttpRequest, token: str) -> HttpResponse:
    return _print(request, builder.load(_shared_or_404(token)), shared=True, token=token)


@require_safe
def shared_unit(request: HttpRequest, token: str, unit_id: int) -> HttpResponse:
    roster = builder.load(_shared_or_404(token))
    line = _line_or_404(roster, unit_id)
    return render(request, "armies/unit.html", {**_card_context(roster, line, shared=True), "token": token})


def _print(request: HttpRequest, roster: builder.Roster, shared: bool, token: str = "") -> HttpResponse:
    unit_cards = [
        cards.sheet(g.first.unit, title=said(g.first.unit.profile), points=g.first.points, count=g.count)
        for g in roster.groups
    ]
    context = {"roster": roster, "cards": unit_cards, "shared": shared, "token": token}
    context["pack"] = selectors.datapack_current()
    return render(request, "armies/print.html", context)
