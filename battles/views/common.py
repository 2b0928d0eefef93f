"""What every battle page shares: the seat this phone holds, the one-time key, the table page with a refusal's banner."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import replace

import segno
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext

from armies import selectors as armies_selectors
from armies.roster_check import Checked
from battles import regions, selectors, systems
from battles.forms import ChooseForm, JoinForm, my_detachments
from battles.models import Seat
from battles.pages.setup import setup_steps, shown_step
from battles.pages.solo import solo_lobby
from battles.pages.table import live
from battles.services import lobby
from bof_site.expiry import LOBBY_DAYS
from bof_site.refusals import AlreadyDone, Refused
from dice.forms import CodeForm, own_name
from rules import sentences
from rules.engine.muster import points_limit

SEATS = "battle_seats"  # session key: {battle code: seat id}


def page_or_missing(request: HttpRequest, code: str, *, status: int, **extra) -> HttpResponse:
    """The table page again (a refusal's banner, a form's errors in `extra`), or the 404 of a wrong code."""
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    return render_table(request, battle, status=status, **extra)


def regions_asked(request: HttpRequest) -> tuple[int, str, str | None] | None:
    """The version, phase and view a page says it shows when it asks a move to answer with the regions
    (static/js/site.js sends `X-Regions: <version> <phase> <view>`), or None: a plain form post, answered with the
    whole page."""
    version, phase, view, *_rest = [*request.headers.get("X-Regions", "").split(" "), "", "", ""]
    if not version.isdigit() or len(version) >= 10:
        return None
    return int(version), phase, view or None


def moved(request: HttpRequest, code: str, anchor: str, *, refusal: str = "", new_view: bool = False) -> HttpResponse:
    """After a move (or its refusal): for a page that asked, the regions that changed since the version it shows,
    rendered once for every phone with the same view (battles/regions.py), what happened, and the refusal if
    any; else back to the table at `anchor`, or the table page with the refusal's banner. A new phase or a system
    with a page of its own sends the page to the table whole."""
    asked, battle = regions_asked(request), selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    if asked is not None and asked[1] == battle.phase and systems.page_of(battle) is None:
        me = selectors.phone_seat(battle, held_seat(request, code))
        answer = regions.answer(
            request,
            battle,
            me,
            seen=asked[0],
            refusal=refusal,
            near=anchor,
            new_view=new_view,
            seen_view=asked[2],
            moved_by=request.POST.get("key"),
        )
        answer["X-Regions-Answer"] = "1"
        return answer
    if refusal:
        return render_table(request, battle, page_error=refusal, near=anchor, status=400)
    return go(request, reverse("battles:table", kwargs={"code": battle.code}) + f"#{anchor}")


def go(request: HttpRequest, url: str) -> HttpResponse:
    """Another page after a move: a redirect, or for a page that asked for the regions, where to go (site.js)."""
    if regions_asked(request) is None:
        return redirect(url)
    answer = HttpResponse(status=204)
    answer["X-Go"] = url
    return answer


def render_table(
    request, battle, *, join_form=None, choose_form=None, page_error=None, near="", status=200
) -> HttpResponse:
    """The table page; a refusal's banner goes beside the form that was sent or, if the page no longer has it
    (the battle moved on), at the top of the card `near` names (static/js/site.js)."""
    own_page = systems.page_of(battle)  # a system with a table page of its own (Open Fire's)
    if own_page is not None:
        return own_page(request, battle, page_error=page_error, status=status)
    seat_id = held_seat(request, battle.code)
    me = selectors.phone_seat(battle, seat_id)
    context = {"battle": battle, "me": me, "page_error": page_error, "refused_near": near}
    if battle.phase == "lobby":  # the invitation and the forms show in the lobby only: none of it is built later
        context |= live(battle, me) | _lobby(request, battle, me, join_form, choose_form)
    else:  # past the lobby the page is its regions, rendered once for every phone with the same view
        context["mode"] = selectors.mode_of(battle)
        plain = page_error is None and not near and status == 200 and request.method == "GET"
        answer = regions.table_page(request, battle, me, context, keep=plain, status=status)
        if answer is not None:
            return answer
        now = selectors.battle_find(battle.code)  # the battle entered another phase meanwhile: the page of that one
        if now is None:
            return battle_missing(request, battle.code)
        return render_table(request, now, page_error=page_error, near=near, status=status)
    return render(request, "battles/table.html", context, status=status)


def _in_words(checked: Checked | None) -> Checked | None:
    """A seat's checked detachment, its problems in the reader's language (None: nothing chosen yet)."""
    return replace(checked, muster=sentences.mustered(checked.muster)) if checked else None


def invitation(request, battle) -> dict:
    """What the lobby's invitation shows (templates/battles/includes/invite.html): the battle's address to join it,
    as a link and a QR code, and the spectator view's."""
    join_url = request.build_absolute_uri(reverse("battles:table", kwargs={"code": battle.code}))
    return {
        "join_url": join_url,
        "watch_url": request.build_absolute_uri(reverse("battles:watch", kwargs={"code": battle.code})),
        "qr_svg": qr_svg(join_url),
    }


def qr_svg(url: str) -> str:
    """An address as a QR code for another phone's camera, drawn inline (no image to fetch)."""
    return segno.make(url, error="m").svg_inline(dark="#000", light="#fff", border=2, omitsize=True)


def _lobby(request, battle, me, join_form, choose_form) -> dict:
    return {
        **invitation(request, battle),
        "join_form": join_form or JoinForm(initial={"team": _open_team(battle), **own_name(request)}),
        "choose_form": choose_form or ChooseForm(user=request.user, initial={"source": "example"}),
        "checked": _in_words(lobby.seat_checked(battle, me)) if me else None,
        "choose": _choose_view(request, battle, me),
        "solo": solo_lobby(battle, me),
    }


def setup_stepper(request: HttpRequest, battle, context: dict) -> dict:
    """In setup, one step on the screen: the first still open, or the one whose chip was tapped; the result
    just rolled on top."""
    if battle.phase != "setup":
        return {}
    steps = setup_steps(battle, context)
    return {
        "setup_steps": steps,
        "setup_shown": shown_step(steps, request.GET.get("step")),
        "turn": {"latest": selectors.roll_card(selectors.newest_roll(battle))},
    }


def battle_missing(request: HttpRequest, code: str) -> HttpResponse:
    """The home page with the code kept in its box, 404: no battle has that code."""
    context = {
        "code_form": CodeForm(initial={"code": code}),
        "missing_code": code.upper()[:8],
        "lobby_days": LOBBY_DAYS,
    }
    return render(request, "battles/home.html", context, status=404)


def int_or_none(value: str | None) -> int | None:
    """A filter number from the query string; anything else (or absurd) means no filter."""
    try:
        number = int(value) if value not in (None, "") else None
    except ValueError:
        return None
    return number if number is not None and 0 <= number <= 1_000_000 else None


def act_on_table(
    request: HttpRequest, code: str, anchor: str, act: Callable[..., object], *, then: str = ""
) -> HttpResponse:
    """A small form posted from the table page: call `act(seat_id=..., key=...)` (one service), then back to
    the table at `anchor` (or to `then`); a refusal shows on the table page as a banner. A page that asked for
    the regions (site.js) is answered with them in place, as a turn's step is (`moved`)."""
    try:
        key = uuid_or_none(request.POST.get("key"))
        if key is None:
            raise Refused(gettext("Reload the page and try again."))
        act(seat_id=held_seat(request, code), key=key)
    except AlreadyDone:
        return moved(request, code, anchor)
    except Refused as refusal:
        return moved(request, code, anchor, refusal=refusal.message)
    return go(request, then) if then else moved(request, code, anchor)


def seat_tap(request: HttpRequest, code: str, action: Callable[..., object]) -> HttpResponse:
    """A lobby tap of the seat this phone holds (ready, unready, a solo battle's rolls): call `action(code=...,
    seat_id=...)`, then back to the table; a refusal shows on the table page."""
    try:
        action(code=code, seat_id=held_seat(request, code))
    except AlreadyDone:  # what it asked for is done (a second tap on Ready, whose first began the battle)
        return redirect("battles:table", code=code.strip().upper())
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect("battles:table", code=code.upper())


def uuid_or_none(value: str | None) -> uuid.UUID | None:
    """A one-time key from a form; anything else is None, which the views refuse."""
    try:
        return uuid.UUID(value or "")
    except ValueError:
        return None


def held_seat(request: HttpRequest, code: str) -> int | None:
    """The id of the seat this phone holds in the battle, if any (its session keeps it). A signed-in player whose
    account has a seat there holds it on any phone (a campaign seats its players that way)."""
    held = request.session.get(SEATS, {}).get(code.upper())
    if held is None and request.user.is_authenticated:
        held = Seat.objects.filter(battle__code=code.upper(), user=request.user).values_list("pk", flat=True).first()
        if held is not None:
            take_seat(request, code.upper(), held)
    return held


def take_seat(request: HttpRequest, code: str, seat_id: int) -> None:
    seats = dict(request.session.get(SEATS, {}))
    seats[code] = seat_id
    request.session[SEATS] = seats


def _choose_view(request: HttpRequest, battle, me) -> dict | None:
    """The lobby's choice, one source at a time: the player's own lists first when they have some."""
    if battle.phase != "lobby" or me is None or me.is_ready:
        return None
    mine = list(my_detachments(request.user)) if request.user.is_authenticated else None
    asked = request.GET.get("source") or request.POST.get("source")
    source = asked if asked in ("mine", "example", "file") else "mine" if mine else "example"
    if source == "mine" and mine is None:
        source = "example"
    base, players = lobby.seat_points(battle, me.team)
    examples = armies_selectors.example_options() if source == "example" else []
    if side := ((battle.state or {}).get("solo") or {}).get("side"):  # solo: the player's side only (S1)
        examples = [o for o in examples if o.side == side]
    fits = [points_limit(base, players, o.extra) >= o.points for o in examples]
    return {
        "source": source,
        "mine": mine,
        "examples": examples,
        "over": {o.key for fit, o in zip(fits, examples, strict=True) if not fit},  # said so, to cut down after
        "points": base,
        "none_fits": bool(examples) and not any(fits),
    }


def _open_team(battle) -> str:
    counts = {"A": 0, "B": 0}
    for s in battle.seats.all():
        counts[s.team] += 1
    return "A" if counts["A"] < counts["B"] else "B"
