"""The detachment builder: my detachments, a new one, the builder page and its htmx actions.

Every write goes through armies.rosters; a detachment that is not the player's answers 404, the same
as one that does not exist. htmx actions answer with the roster region (totals, problems, units)."""

from __future__ import annotations

import re

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe

from armies import builder, rosters, selectors
from armies.forms import AddUnitsForm, NewDetachmentForm, RosterUploadForm, SettingsForm
from armies.models import ExampleDetachment
from armies.pack_words import said
from armies.roster_check import example_document
from armies.roster_json import duplicate_detachment, import_roster
from battles import selectors as battle_selectors
from battles.views.common import held_seat
from bof_site import hyphens
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused


def mine(request: HttpRequest) -> HttpResponse:
    if not request.user.is_authenticated:
        return render(request, "armies/mine.html", {"pack": selectors.datapack_current()})
    rows = builder.load_many(list(builder.detachments_query().filter(owner=request.user)[:50]))
    context = {"rosters": rows, "upload": RosterUploadForm(), "pack": selectors.datapack_current()}
    return render(request, "armies/mine.html", context)


@login_required
@once_per_key
@limited("detachments")
def new(request: HttpRequest) -> HttpResponse:
    form = NewDetachmentForm(request.POST or None, initial={"detachment_type": request.GET.get("type", "")})
    if request.method == "POST" and form.is_valid():
        try:
            d = rosters.create_detachment(
                request.user, type_key=form.cleaned_data["detachment_type"], settings=form.settings()
            )
            return redirect("armies:builder", detachment_id=d.id)
        except Refused as refusal:
            form.add_error(refusal.field if refusal.field in form.fields else None, refusal.message)
    examples = ExampleDetachment.objects.filter(retired=False).select_related("detachment_type__doctrine__nation")
    context = {"form": form, "examples": examples.order_by("detachment_type__doctrine__nation__name", "name")}
    return render(request, "armies/new.html", context, status=400 if form.is_bound else 200)


@login_required
@require_POST
@once_per_key
@limited("detachments")
def from_example(request: HttpRequest) -> HttpResponse:
    try:
        report = rosters_from_example(request.user, request.POST.get("example", ""))
    except Refused as refusal:
        messages.error(request, refusal.message)
        return redirect("armies:new")
    return redirect("armies:builder", detachment_id=report.detachment_id)


def rosters_from_example(owner, key: str):
    """A new detachment of the player's own from an example, named in the player's language (the pack's words) without
    the example's points ("Grenadierzug", not "Grenadierzug (145 Punkte)"): the player's copy changes as they build,
    and its name would go on saying 145 at 160."""
    example = ExampleDetachment.objects.filter(key=key, retired=False).first()
    return import_roster(owner, example_document(key), name=without_points(said(example)) if example else None)


POINTS_AT_END = re.compile(r"\s*\(\d+ [^()\d]+\)$")


def without_points(name: str) -> str:
    """An example's name without its points at the end, in any language ("(145 points)", "(145 Punkte)"), and without
    the pack's soft hyphens: the name is the player's now, to edit in a box where they would hide."""
    name = name.replace(hyphens.SOFT, "")
    return POINTS_AT_END.sub("", name) or name


def _mine_or_404(request: HttpRequest, detachment_id: int):
    d = builder.detachments_query().filter(pk=detachment_id, owner_id=request.user.id).first()
    if d is None:
        raise Http404("There is no such detachment in your list.")
    return d


@login_required
@require_safe
def page(request: HttpRequest, detachment_id: int) -> HttpResponse:
    roster = builder.load(_mine_or_404(request, detachment_id))
    return render(request, "armies/builder.html", _page(roster, spending=_spending(request, roster)))


SPENDING = "solo_spending"  # session key: {detachment id: the solo battle its player's points are spent for}


def _spending(request: HttpRequest, roster: builder.Roster) -> dict | None:
    """The solo battle whose additional points this detachment is spending (battles.views.solo_spend), while its
    player may still take it there: named by ?battle=CODE, then kept in the session for this detachment, so the
    builder's own forms, which answer without the parameter (htmx, or a redirect), keep the banner."""
    kept = request.session.get(SPENDING, {})
    key = str(roster.detachment.id)
    code = (request.GET.get("battle") or kept.get(key) or "")[:8].upper()
    battle = battle_selectors.solo_spending(code, held_seat(request, code)) if code else None
    if battle is None:
        if key in kept:
            request.session[SPENDING] = {k: v for k, v in kept.items() if k != key}
        return None
    if kept.get(key) != battle.code:
        request.session[SPENDING] = {**kept, key: battle.code}
    return {"code": battle.code, "left": roster.left, "over": -roster.left}


def _page(roster: builder.Roster, **extra) -> dict:
    return {
        "roster": roster,
        "add_form": AddUnitsForm(),
        "settings_form": _settings_form(roster.detachment),
        "pack": selectors.datapack_current(),
        **extra,
    }


def _settings_form(d, data=None) -> SettingsForm:
    initial = {f: getattr(d, f) for f in ("name", "points_source", "points_free", "game_mode", "mode_role", "players")}
    return SettingsForm(data, initial=initial)


def _answer(request: HttpRequest, detachment_id: int, error: str = "", status: int = 200, **done) -> HttpResponse:
    """The roster region for htmx; the whole page (after a redirect) without JavaScript."""
    if not request.htmx and not error:
        return redirect("armies:builder", detachment_id=detachment_id)
    roster = builder.load(_mine_or_404(request, detachment_id))
    context = _page(roster, error=error, spending=_spending(request, roster), **done)
    name = "armies/builder.html#roster" if request.htmx else "armies/builder.html"
    return render(request, name, context, status=status)


def _act(request: HttpRequest, detachment_id: int, action, *args, then=None, **kwargs) -> HttpResponse:
    """`action` done, answered with the roster; `then(request, result)` adds to the answer what the action did."""
    try:
        result = action(request.user, detachment_id, *args, **kwargs)
    except rosters.NotFound:
        raise Http404("There is no such detachment in your list.") from None
    except Refused as refusal:
        return _answer(request, detachment_id, refusal.message, status=422 if request.htmx else 400)
    return _answer(request, detachment_id, **(then(request, result) if then else {}))


@login_required
@require_POST
def add(request: HttpRequest, detachment_id: int) -> HttpResponse:
    form = AddUnitsForm(request.POST)
    if not form.is_valid():
        _mine_or_404(request, detachment_id)
        error = next(iter(form.errors.values()))[0]
        return _answer(request, detachment_id, error, status=422 if request.htmx else 400)
    c = form.cleaned_data
    return _act(
        request,
        detachment_id,
        rosters.add_units,
        unit_key=c["unit"],
        quality=c["quality"],
        count=c["count"],
        then=_added,
    )


def _added(request: HttpRequest, made: list) -> dict:
    """The add form after an add: it says what was added, where the player tapped, and offers the same unit and
    quality again, one of them (a count kept from the last add silently multiplied the next unit)."""
    words = gettext("Added %(count)s × %(unit)s.") % {"count": len(made), "unit": said(made[0].profile)}
    if not request.htmx:
        messages.success(request, words)
    return {"added": words, "add_next": {"unit": made[0].profile.key, "quality": made[0].quality}}


UNIT_ACTIONS = {"duplicate": rosters.duplicate_unit, "remove": rosters.remove_unit, "promote": rosters.promote}


@login_required
@require_POST
def unit_action(request: HttpRequest, detachment_id: int, unit_id: int, action: str) -> HttpResponse:
    if action not in UNIT_ACTIONS:
        raise Http404("No such action.")
    return _act(request, detachment_id, UNIT_ACTIONS[action], unit_id=unit_id)


@login_required
@require_POST
def undo(request: HttpRequest, detachment_id: int) -> HttpResponse:
    return _act(request, detachment_id, rosters.undo_remove)


@login_required
@require_POST
def settings(request: HttpRequest, detachment_id: int) -> HttpResponse:
    d = _mine_or_404(request, detachment_id)
    form = _settings_form(d, request.POST)
    if not form.is_valid():
        roster = builder.load(d)
        context = _page(roster, settings_form=form, settings_open=True, spending=_spending(request, roster))
        return render(request, "armies/builder.html", context, status=400)
    try:
        rosters.update_settings(request.user, detachment_id, form.settings())
    except Refused as refusal:
        return _answer(request, detachment_id, refusal.message, status=400)
    messages.success(request, gettext("Settings saved."))
    return redirect("armies:builder", detachment_id=detachment_id)


@login_required
@require_POST
@once_per_key
def duplicate(request: HttpRequest, detachment_id: int) -> HttpResponse:
    _mine_or_404(request, detachment_id)
    report = duplicate_detachment(request.user, detachment_id)
    messages.success(request, gettext("This is your copy. The original is unchanged."))
    return redirect("armies:builder", detachment_id=report.detachment_id)


@login_required
@require_POST
def delete(request: HttpRequest, detachment_id: int) -> HttpResponse:
    _mine_or_404(request, detachment_id)
    name = rosters.delete_detachment(request.user, detachment_id)
    messages.success(request, gettext("“%(name)s” was deleted.") % {"name": name})
    return redirect("armies:mine")


@login_required
@require_POST
def share_new(request: HttpRequest, detachment_id: int) -> HttpResponse:
    _mine_or_404(request, detachment_id)
    rosters.new_share_link(request.user, detachment_id)
    messages.success(request, gettext("New share link made; the old link no longer works."))
    return redirect("armies:builder", detachment_id=detachment_id)


@login_required
@require_POST
@once_per_key
@limited("detachments")
def import_file(request: HttpRequest) -> HttpResponse:
    form = RosterUploadForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            report = import_roster(request.user, form.cleaned_data["roster"])
        except Refused as refusal:
            form.add_error("roster", refusal.message)
        else:
            for line in report.lines:
                messages.warning(request, line)
            messages.success(request, gettext("Roster imported."))
            return redirect("armies:builder", detachment_id=report.detachment_id)
    rows = builder.load_many(list(builder.detachments_query().filter(owner=request.user)[:50]))
    context = {"rosters": rows, "upload": form, "pack": selectors.datapack_current()}
    return render(request, "armies/mine.html", context, status=400)
