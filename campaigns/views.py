"""Campaign pages: my campaigns, the campaign on a phone, its ledger and its JSON. Each POST runs one service and
comes back to the campaign page (its error in words on that page when refused)."""

from __future__ import annotations

import uuid

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from django_htmx.http import HttpResponseClientRefresh

from armies import selectors as armies_selectors
from armies.roster_check import example_document
from armies.roster_json import export_roster
from bof_site.jsondoc import read_json
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from campaigns import (
    notes,
    pages,
    players,
    salvage,
    salvage_weapons,
    season,
    selectors,
    services,
    solo,
    transfer,
    upgrades,
)
from campaigns.forms import (
    RESULT_FIELDS,
    AppForceForm,
    ByHandForm,
    CreateForm,
    ForceForm,
    JoinForm,
    NoteForm,
    VoidForm,
)
from campaigns.models import Campaign

MAX_IMPORT_BYTES = 2 * 1024 * 1024


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """My campaigns, and the forms to start or join one (a join link fills in the code)."""
    code = request.GET.get("code", "").strip().upper()[:8]
    found = selectors.campaign_find(code) if code else None
    join_form = (
        JoinForm(initial={"code": code, "side": selectors.emptier_side(found)}, prefix="join") if found else None
    )
    return render(request, "campaigns/home.html", pages.home_context(request.user, join_form=join_form))


@login_required
@require_POST
@once_per_key
@limited("campaigns")
def create(request: HttpRequest) -> HttpResponse:
    form = CreateForm(request.POST)
    if form.is_valid():
        try:
            data = {**form.cleaned_data, "house_rules": tuple(form.cleaned_data["house_rules"])}
            campaign = services.campaign_create(user=request.user, **data)
        except Refused as refusal:
            form.add_error(refusal.field if refusal.field in form.fields else None, refusal.message)
        else:
            return redirect("campaigns:campaign", code=campaign.code)
    return render(request, "campaigns/home.html", pages.home_context(request.user, create_form=form), status=400)


@login_required
@require_POST
def join(request: HttpRequest) -> HttpResponse:
    form = JoinForm(request.POST, prefix="join")
    if form.is_valid():
        try:
            member = services.member_join(user=request.user, **form.cleaned_data)
        except Refused as refusal:
            form.add_error(refusal.field if refusal.field in form.fields else None, refusal.message)
        else:
            return redirect("campaigns:campaign", code=member.campaign.code)
    return render(request, "campaigns/home.html", pages.home_context(request.user, join_form=form), status=400)


@require_safe
def campaign(request: HttpRequest, code: str) -> HttpResponse:
    found = _readable(request, code)
    context = pages.campaign_context(found, request.user, join_url=_join_url(request, found))
    return render(request, "campaigns/campaign.html", context)


def _join_url(request: HttpRequest, campaign: Campaign) -> str:
    return request.build_absolute_uri(reverse("campaigns:home") + f"?code={campaign.code}")


@require_POST
def force(request: HttpRequest, code: str) -> HttpResponse:
    found = _readable(request, code)
    examples = armies_selectors.example_options()
    form = ForceForm(request.POST, user=request.user, examples=examples)
    if form.is_valid():
        try:
            if form.cleaned_data["detachment"]:
                doc, source = export_roster(request.user, form.cleaned_data["detachment"]), "One of my detachments"
            else:
                doc, source = example_document(form.cleaned_data["example"]), "A sample example"
            services.force_choose(code=code, user=request.user, doc=doc, source=source)
        except (Refused, Http404) as refusal:
            form.add_error(None, getattr(refusal, "message", gettext("That detachment is not one of yours.")))
        else:
            return redirect("campaigns:campaign", code=found.code)
    context = pages.campaign_context(found, request.user, force_form=form)
    return render(request, "campaigns/campaign.html", context, status=400)


def _act(request: HttpRequest, code: str, act, page_forms: dict | None = None, **kwargs) -> HttpResponse:
    """Run one service with the form's one-time key; back to the campaign page, or the page with the refusal (and
    `page_forms` as the player filled them in)."""
    found = _readable(request, code)
    try:
        key = uuid.UUID(request.POST.get("key", ""))
    except ValueError:
        key = None
    try:
        if key is None:
            raise Refused(gettext("The page was too old to act on. It is fresh now: try again."))
        result = act(code=found.code, user=request.user, key=key, **kwargs)
    except Refused as refusal:
        context = pages.campaign_context(found, request.user, page_error=refusal.message, **(page_forms or {}))
        return render(request, "campaigns/campaign.html", context, status=400)
    if getattr(result, "battle_id", None) and act is services.next_game:
        return redirect("battles:table", code=result.battle.code)
    return redirect("campaigns:campaign", code=found.code)


@require_POST
def start(request: HttpRequest, code: str) -> HttpResponse:
    return _act(request, code, services.campaign_start)


@require_POST
def organiser(request: HttpRequest, code: str) -> HttpResponse:
    member_id = request.POST.get("member", "")
    return _act(request, code, services.organiser_name, member_id=int(member_id) if member_id.isdigit() else 0)


@require_POST
def next_game(request: HttpRequest, code: str) -> HttpResponse:
    return _act(request, code, services.next_game)


@require_POST
def play_next(request: HttpRequest, code: str) -> HttpResponse:
    """A side's player names who of the side plays its force in the next game (campaigns.players)."""
    member = request.POST.get("member", "")
    return _act(request, code, players.play_next, member=int(member) if member.isdigit() else 0)


@require_POST
def confirm(request: HttpRequest, code: str, number: int) -> HttpResponse:
    side = request.POST.get("side", "")
    response = _act(request, code, services.result_confirm, number=number, side=side)
    if response.status_code == 302:  # a solo campaign's app spends its points once a result is booked (S17)
        solo.app_spends(code=code)
    return response


@require_POST
def app_force(request: HttpRequest, code: str) -> HttpResponse:
    form = AppForceForm(request.POST)
    kind = form.cleaned_data["detachment_type"] if form.is_valid() else "-"  # no such key: refused with a message
    return _act(request, code, solo.app_force, detachment_type=kind)


@require_http_methods(["GET", "HEAD", "POST"])
def by_hand(request: HttpRequest, code: str) -> HttpResponse:
    """A game played without the app: its result, and the record of its units when the players kept one. Asked for
    (GET), the record's rows for the campaign page's part that opens on demand, or the whole form as a page of its
    own for a phone without JavaScript; only the campaign's players have it."""
    found = _readable(request, code)
    if request.method != "POST":
        return _by_hand_record(request, found)
    form = ByHandForm(request.POST, rows=pages.record_rows(found))
    if not form.is_valid():
        return render(request, "campaigns/campaign.html", pages.campaign_context(found, request.user, by_hand_form=form),
                      status=400)  # fmt: skip
    result = {name: form.cleaned_data[name] for name in RESULT_FIELDS}
    return _act(request, code, services.game_by_hand, page_forms={"by_hand_form": form}, fates=form.fates(), **result)


def _by_hand_record(request: HttpRequest, campaign: Campaign) -> HttpResponse:
    if not campaign.members.filter(user_id=request.user.pk).exists() or campaign.state != "running":
        raise Http404("Only the campaign's players enter a game, while it runs")
    form = ByHandForm(rows=pages.record_rows(campaign))
    template = "campaigns/includes/by_hand_record.html" if request.headers.get("X-Part") else "campaigns/by_hand.html"
    response = render(request, template, {"campaign": campaign, "by_hand_form": form, "form": form})
    patch_vary_headers(response, ["X-Part"])
    return response


@require_POST
def salvage_claim(request: HttpRequest, code: str, number: int) -> HttpResponse:
    try:
        ref = int(request.POST.get("ref", ""))
    except ValueError:
        ref = -1
    return _act(request, code, salvage.claim, number=number, ref=ref)


@require_POST
def salvage_weapons_claim(request: HttpRequest, code: str, number: int) -> HttpResponse:
    """One weapon left behind ("weapon": its id) or all of them ("all"), each for the soldier its "to-<id>" names."""
    chosen = request.POST.get("weapon", "")[:80]
    to_refs = {k[3:83]: int(v) for k, v in request.POST.items() if k.startswith("to-") and v.isdigit()}
    if chosen == "all":
        return _act(request, code, salvage_weapons.claim_all, number=number, to_refs=to_refs)
    return _act(request, code, salvage_weapons.claim, number=number, weapon=chosen, to_ref=to_refs.get(chosen, -1))


@require_POST
def void(request: HttpRequest, code: str, number: int) -> HttpResponse:
    form = VoidForm(request.POST)
    if not form.is_valid():
        found = _readable(request, code)
        return render(request, "campaigns/campaign.html", pages.campaign_context(found, request.user, void_form=form),
                      status=400)  # fmt: skip
    return _act(request, code, services.result_void, number=number, reason=form.cleaned_data["reason"])


@require_POST
def note(request: HttpRequest, code: str, number: int) -> HttpResponse:
    """A game's note, written or rewritten; refused, the page again with the words as typed and why."""
    found = _readable(request, code)
    text = request.POST.get("text", "")
    try:
        key = uuid.UUID(request.POST.get("key", ""))
    except ValueError:
        key = None
    try:
        if key is None:
            raise Refused(gettext("The page was too old to act on. It is fresh now: try again."))
        notes.note_write(code=found.code, user=request.user, number=number, text=text, key=key)
    except Refused as refusal:
        form = NoteForm(initial={"text": text})
        context = pages.campaign_context(found, request.user, page_error=refusal.message, note_form=form)
        return render(request, "campaigns/campaign.html", context, status=400)
    return redirect(reverse("campaigns:campaign", args=[found.code]) + f"#game-{number}")


@require_safe
def poll(request: HttpRequest, code: str) -> HttpResponse:
    """Anything new on the campaign? Unchanged: an empty 204 after one query (and the session's). Changed: the
    page's regions, which the phone swaps in where they differ (static/js/site.js); a new state, the whole page."""
    found = selectors.campaign_poll(code, request.user)
    if found is None:
        return HttpResponse(status=404)
    version, state, over = found
    if request.GET.get("state") != state:  # forming to running, running to ended: another page altogether
        return HttpResponseClientRefresh()
    if request.GET.get("v") == str(version) and request.GET.get("over") == str(int(over)):
        return HttpResponse(status=204)
    campaign = selectors.campaign_find(code)
    context = pages.campaign_context(campaign, request.user, join_url=_join_url(request, campaign))
    return render(request, "campaigns/regions.html", context)


@require_safe
def force_page(request: HttpRequest, code: str, side: str) -> HttpResponse:
    found = _readable(request, code)
    if side not in ("A", "B"):
        raise Http404("No such side")
    return render(request, "campaigns/force.html", pages.force_context(found, side, request.user))


@require_safe
def force_print(request: HttpRequest, code: str, side: str) -> HttpResponse:
    found = _readable(request, code)
    if side not in ("A", "B"):
        raise Http404("No such side")
    return render(request, "campaigns/force_print.html", pages.force_print_context(found, side))


@require_safe
def report(request: HttpRequest, code: str) -> HttpResponse:
    """The season report: during the campaign where it stands, at its end the whole story; it prints on a page."""
    found = _readable(request, code)
    return render(request, "campaigns/report.html", season.season_context(found, request.user))


@require_POST
def upgrade(request: HttpRequest, code: str) -> HttpResponse:
    found = _readable(request, code)
    try:
        ref = int(request.POST.get("ref", ""))
        key = uuid.UUID(request.POST.get("key", ""))
        member = services.member_of(found, request.user)
        upgrades.upgrade(code=found.code, user=request.user, ref=ref, choice=request.POST.get("choice", ""), key=key)
    except ValueError:
        error = gettext("Pick a unit and an upgrade from the lists.")
    except Refused as refusal:
        error = refusal.message
    else:
        return redirect("campaigns:force_page", code=found.code, side=member.side)
    side = request.POST.get("side") if request.POST.get("side") in ("A", "B") else "A"
    context = pages.force_context(found, side, request.user, page_error=error)
    return render(request, "campaigns/force.html", context, status=400)


@require_safe
def ledger(request: HttpRequest, code: str) -> HttpResponse:
    found = _readable(request, code)
    return render(request, "campaigns/ledger.html", pages.ledger_context(found))


@require_safe
def ledger_json(request: HttpRequest, code: str) -> JsonResponse:
    found = _readable(request, code)
    response = JsonResponse(selectors.ledger_export(found), json_dumps_params={"indent": 1})
    response["Content-Disposition"] = f'attachment; filename="campaign-{found.code}.json"'
    return response


@require_safe
def campaign_json(request: HttpRequest, code: str) -> JsonResponse:
    """The whole campaign for a move to another server: its organisers' download (it holds the dice seed)."""
    found = _readable(request, code)
    member = found.members.filter(user=request.user).first() if request.user.is_authenticated else None
    if member is None or not member.is_organiser:
        raise Http404("Only an organiser downloads the whole campaign")
    response = JsonResponse(transfer.export_campaign(found), json_dumps_params={"indent": 1})
    response["Content-Disposition"] = f'attachment; filename="campaign-{found.code}-full.json"'
    return response


@login_required
@require_POST
def import_file(request: HttpRequest) -> HttpResponse:
    upload = request.FILES.get("campaign_file")
    try:
        if upload is None or upload.size > MAX_IMPORT_BYTES:
            raise Refused(
                gettext("Choose a campaign file (campaign-....json, at most %(kb)s KB).")
                % {"kb": MAX_IMPORT_BYTES // 1024}
            )
        try:
            doc = read_json(upload.read())
        except ValueError as why:
            raise Refused(gettext("That file is not a campaign file: %(why)s.") % {"why": why}) from None
        members = doc.get("members") if isinstance(doc, dict) else None
        names = [m.get("account") for m in members if isinstance(m, dict)] if isinstance(members, list) else []
        accounts = {name for name in names if isinstance(name, str)}  # names, not whatever else a file holds there
        if request.user.get_username() not in accounts:
            raise Refused(gettext("Only one of the campaign's own players can move it here."))
        campaign = transfer.import_campaign(doc)
    except Refused as refusal:
        context = pages.home_context(request.user, import_error=refusal.message)
        return render(request, "campaigns/home.html", context, status=400)
    return redirect("campaigns:campaign", code=campaign.code)


@require_safe
def state_json(request: HttpRequest, code: str) -> JsonResponse:
    return JsonResponse(selectors.state_json(_readable(request, code)))


def _readable(request: HttpRequest, code: str) -> Campaign:
    """The campaign, if this person may read it: its players, or anyone when it is public. Otherwise a plain
    "not found", so a private campaign does not even show that it exists."""
    found = selectors.campaign_find(code)
    if found is None or selectors.visible_to(found, request.user) is None:
        raise Http404("No such campaign")
    return found
