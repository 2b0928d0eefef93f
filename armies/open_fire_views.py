"""The Open Fire force builder: a player's forces, one force with its units, points and problems, the pack's units
to add, the force's file, a printable sheet and a share link. Views stay short: armies.open_fire owns the rows."""

from __future__ import annotations

import re

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from armies import open_fire
from armies.models import OpenFireForce, OpenFirePack
from armies.pack_words import said
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from rules.sentences import open_fire_forces

SAFE_ANCHOR = re.compile(r"(#[a-z0-9-]{1,60})?")


def _int_or_none(text: str) -> int | None:
    text = (text or "").strip()
    return int(text) if text.isdigit() and len(text) <= 6 else None


def mine(request: HttpRequest) -> HttpResponse:
    packs = list(OpenFirePack.objects.all())
    rows = (
        list(OpenFireForce.objects.filter(owner=request.user).select_related("pack")[:50])
        if request.user.is_authenticated
        else []
    )
    return render(request, "armies/open_fire/mine.html", {"packs": packs, "forces": [open_fire.built(r) for r in rows]})


@login_required
@require_POST
@once_per_key
@limited("detachments")
def new(request: HttpRequest) -> HttpResponse:
    p = request.POST
    limit_text = p.get("points_limit", "").strip()
    try:
        limit = _int_or_none(limit_text)
        if limit_text and limit is None:
            raise Refused(gettext("Type the points limit as a whole number, or leave it empty."), field="points_limit")
        row = open_fire.create(
            request.user, pack_key=p.get("pack", "")[:60], name=p.get("name", "")[:200], points_limit=limit
        )
    except Refused as refusal:
        messages.error(request, refusal.message)
        return redirect("armies:open_fire")
    return redirect("armies:open_fire_force", force_id=row.pk)


def _page(request: HttpRequest, row: OpenFireForce, status: int = 200) -> HttpResponse:
    b = open_fire.built(row)
    per_unit = {u.ref: u for u in b.force.units}
    listed = [(u, per_unit.get(u["ref"])) for u in row.units]
    context = {
        "b": b,
        "problems": open_fire_forces.problems(b.force.problems, open_fire_forces.names_of(b.pack)),
        "listed": listed,
        "choices": sorted(b.pack.units.values(), key=lambda u: (u.points or 0, said(u))),  # names as said
    }
    return render(request, "armies/open_fire/force.html", context, status=status)


@login_required
def force(request: HttpRequest, force_id: int) -> HttpResponse:
    row = OpenFireForce.objects.select_related("pack").filter(pk=force_id, owner=request.user).first()
    if row is None:
        raise Http404
    return _page(request, row)


@login_required
@require_POST
@once_per_key
def change(request: HttpRequest, force_id: int) -> HttpResponse:
    """One change from the builder: add a unit, take one out, or the name and limit."""
    p = request.POST
    what = p.get("what", "")
    try:
        if what == "add":
            open_fire.add(request.user, force_id, p.get("unit", "")[:60])
        elif what == "remove":
            open_fire.remove(request.user, force_id, _int_or_none(p.get("ref", "")) or 0)
        elif what == "settings":
            limit_text = p.get("points_limit", "").strip()
            limit = _int_or_none(limit_text)
            if limit_text and limit is None:
                raise Refused(gettext("Type the points limit as a whole number, or leave it empty."))
            open_fire.settings(request.user, force_id, name=p.get("name", "")[:200], points_limit=limit)
        else:
            raise Refused(gettext("Pick add, remove or save."))
    except Refused as refusal:
        row = OpenFireForce.objects.select_related("pack").filter(pk=force_id, owner=request.user).first()
        if row is None:
            raise Http404 from None
        messages.error(request, refusal.message)
        return _page(request, row, status=400)
    # Back where the tap was (the pack's row of the unit added, the force's list after a removal), not at the top
    # of a long page: a player adds several units in a row.
    where = {"add": f"#add-{p.get('unit', '')}", "remove": "#units"}.get(what, "")
    where = where if SAFE_ANCHOR.fullmatch(where) else ""
    return redirect(reverse("armies:open_fire_force", kwargs={"force_id": force_id}) + where)


@login_required
def export(request: HttpRequest, force_id: int) -> HttpResponse:
    row = OpenFireForce.objects.select_related("pack").filter(pk=force_id, owner=request.user).first()
    if row is None:
        raise Http404
    response = JsonResponse(open_fire.document(row), json_dumps_params={"indent": 2, "ensure_ascii": False})
    response["Content-Disposition"] = f'attachment; filename="open-fire-force-{row.pk}.json"'
    return response


@login_required
@require_POST
@once_per_key
@limited("detachments")
def import_file(request: HttpRequest) -> HttpResponse:
    try:
        row = open_fire.import_force(request.user, open_fire.read_file(request.FILES.get("force")))
    except Refused as refusal:
        messages.error(request, refusal.message)
        return redirect("armies:open_fire")
    messages.success(request, gettext("Force imported."))
    return redirect("armies:open_fire_force", force_id=row.pk)


def _sheet(request: HttpRequest, row: OpenFireForce | None) -> HttpResponse:
    if row is None:
        raise Http404
    b = open_fire.built(row)
    units = [
        (u, [b.pack.weapons[w] for w in dict.fromkeys(w for m in u.profile.models for w in m.weapons)])
        for u in b.force.units
    ]
    return render(request, "armies/open_fire/sheet.html", {"b": b, "units": units})


@login_required
def print_view(request: HttpRequest, force_id: int) -> HttpResponse:
    return _sheet(request, OpenFireForce.objects.select_related("pack").filter(pk=force_id, owner=request.user).first())


def shared(request: HttpRequest, token: str) -> HttpResponse:
    return _sheet(request, OpenFireForce.objects.select_related("pack").filter(share_token=token[:32]).first())
