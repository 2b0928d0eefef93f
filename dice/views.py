from __future__ import annotations

import uuid
from pathlib import Path

import segno
from django.http import FileResponse, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe
from django_htmx.http import HttpResponseClientRefresh, reswap, retarget

from bof_site.expiry import ROOM_DAYS
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from dice import selectors, services
from dice.forms import CodeForm, RollForm, SeatForm, own_name

SEATS = "dice_seats"  # session key: {room code: member id}


def lobby(request: HttpRequest) -> HttpResponse:
    return render(
        request, "dice/lobby.html", {"seat_form": SeatForm(initial=own_name(request)), "code_form": CodeForm()}
    )


@require_POST
@once_per_key
@limited("rooms")
def room_new(request: HttpRequest) -> HttpResponse:
    form = SeatForm(request.POST)
    if not form.is_valid():
        return render(request, "dice/lobby.html", {"seat_form": form, "code_form": CodeForm()}, status=400)
    room, host = services.room_create(
        host_name=form.cleaned_data["display_name"],
        client_seed=form.cleaned_data["client_seed"] or services.new_client_seed(),
        user=request.user,
    )
    _take_seat(request, room.code, host.pk)
    return redirect("dice:room", code=room.code)


@require_safe
def room_find(request: HttpRequest) -> HttpResponse:
    form = CodeForm(request.GET)
    if form.is_valid() and selectors.room_find(form.cleaned_data["code"]):
        return redirect("dice:room", code=form.cleaned_data["code"])
    if form.is_valid():
        message = _(
            "There is no dice room with the code %(code)s. Check the code and try again. "
            "Rooms where nobody rolled are cleared away after %(days)d days."
        )
        form.add_error("code", message % {"code": form.cleaned_data["code"], "days": ROOM_DAYS})
    return render(request, "dice/lobby.html", {"seat_form": SeatForm(), "code_form": form}, status=404)


@require_safe
def room(request: HttpRequest, code: str) -> HttpResponse:
    room = selectors.room_find(code)
    if room is None:
        return _missing(request, code)
    if code != room.code:
        return redirect("dice:room", code=room.code)
    return _render_room(request, room)


@require_POST
@limited("joins")
def room_join(request: HttpRequest, code: str) -> HttpResponse:
    form = SeatForm(request.POST)
    page_error = None
    if form.is_valid():
        try:
            member = services.room_join(
                code=code,
                display_name=form.cleaned_data["display_name"],
                client_seed=form.cleaned_data["client_seed"] or services.new_client_seed(),
                user=request.user,
            )
            _take_seat(request, member.room.code, member.pk)
            return redirect("dice:room", code=member.room.code)
        except Refused as refusal:
            page_error = _attach(form, refusal)
    room = selectors.room_find(code)
    if room is None:
        return _missing(request, code)
    return _render_room(request, room, seat_form=form, page_error=page_error, status=400)


@require_POST
def room_roll(request: HttpRequest, code: str) -> HttpResponse:
    form = RollForm(request.POST)
    page_error = None
    if form.is_valid():
        try:
            result = services.roll_dice(
                code=code,
                member_id=_seat(request, code),
                count=form.cleaned_data["count"],
                label=form.cleaned_data["label"].strip(),
                key=form.cleaned_data["key"],
            )
            if not request.htmx:
                return redirect("dice:room", code=code.upper())
            fresh = RollForm(initial={"count": form.cleaned_data["count"], "key": uuid.uuid4()})
            context = {**selectors.room_live(result.room), "roll_form": fresh, "oob": True}
            return render(request, "dice/room.html#rolled", context)
        except Refused as refusal:
            page_error = _attach(form, refusal)
    room = selectors.room_find(code)
    if room is None:
        return _missing(request, code)
    if request.htmx:
        if page_error:
            form.add_error(None, page_error)
        response = render(request, "dice/room.html#roll-form", {"room": room, "roll_form": form}, status=422)
        return reswap(retarget(response, "#roll-form"), "outerHTML")
    return _render_room(request, room, roll_form=form, page_error=page_error, status=400)


@require_POST
def room_close(request: HttpRequest, code: str) -> HttpResponse:
    try:
        services.room_close(code=code, member_id=_seat(request, code))
    except Refused as refusal:
        room = selectors.room_find(code)
        if room is None:
            return _missing(request, code)
        return _render_room(request, room, page_error=refusal.message, status=403)
    return redirect("dice:room", code=code.upper())


@require_safe
def room_poll(request: HttpRequest, code: str) -> HttpResponse:
    # The hot path: every phone calls this every second. Unchanged costs one query and no body.
    version = selectors.room_version(code)
    if version is None:
        return HttpResponse(status=404)
    if request.GET.get("v") == str(version):
        return HttpResponse(status=204)
    room = selectors.room_find(code)
    if room.is_closed:
        # The roll form on this phone is now useless: reload into the closed room with its seed.
        return HttpResponseClientRefresh()
    return render(request, "dice/room.html#live", selectors.room_live(room))


@require_safe
def room_log(request: HttpRequest, code: str) -> HttpResponse:
    room = selectors.room_find(code)
    if room is None:
        return JsonResponse({"error": f"There is no dice room with the code {code}."}, status=404)
    response = JsonResponse(selectors.room_export(room), json_dumps_params={"indent": 1, "ensure_ascii": False})
    response["Content-Disposition"] = f'inline; filename="dice-room-{room.code}.json"'
    return response


@require_safe
def verifier(request: HttpRequest) -> FileResponse:
    path = Path(__file__).with_name("fairplay.py")
    return FileResponse(path.open("rb"), as_attachment=True, filename="fairplay.py", content_type="text/x-python")


def _render_room(request, room, *, seat_form=None, roll_form=None, page_error=None, status=200) -> HttpResponse:
    member_id = _seat(request, room.code)
    live = selectors.room_live(room)
    me = next((m for m in live["members"] if m.pk == member_id), None)
    join_url = request.build_absolute_uri(reverse("dice:room", kwargs={"code": room.code}))
    context = {
        **live,
        "me": me,
        "join_url": join_url,
        "qr_svg": segno.make(join_url, error="m").svg_inline(dark="#000", light="#fff", border=2, omitsize=True),
        "seat_form": seat_form or SeatForm(initial=own_name(request)),
        "roll_form": roll_form or RollForm(initial={"count": 2, "key": uuid.uuid4()}),
        "page_error": page_error,
    }
    return render(request, "dice/room.html", context, status=status)


def _attach(form, refusal: Refused) -> str | None:
    """Put a refusal on its form field; a refusal about the room itself becomes the page's message."""
    if refusal.field in form.fields:
        form.add_error(refusal.field, refusal.message)
        return None
    return refusal.message


def _missing(request: HttpRequest, code: str) -> HttpResponse:
    form = CodeForm(initial={"code": code})
    context = {"seat_form": SeatForm(), "code_form": form, "missing_code": code.upper()[:8], "room_days": ROOM_DAYS}
    return render(request, "dice/lobby.html", context, status=404)


def _seat(request: HttpRequest, code: str) -> int | None:
    return request.session.get(SEATS, {}).get(code.upper())


def _take_seat(request: HttpRequest, code: str, member_id: int) -> None:
    seats = dict(request.session.get(SEATS, {}))
    seats[code] = member_id
    request.session[SEATS] = seats
