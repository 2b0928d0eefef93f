"""The table page, the spectator board, the poll that keeps phones current, the log and the report."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from django_htmx.http import HttpResponseClientRefresh

from battles import regions, selectors, systems
from battles.pages.parts import PARTS
from battles.pages.table import live, seats_of, turn_of
from battles.poll import version_answer
from battles.table import report
from battles.views.common import (
    battle_missing,
    held_seat,
    int_or_none,
    page_or_missing,
    render_table,
    setup_stepper,
)


@require_safe
def table(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    if code != battle.code:
        return redirect("battles:table", code=battle.code)
    return render_table(request, battle)


@require_safe
def watch(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    return _board(request, battle)


def _board(request: HttpRequest, battle, extra: dict | None = None) -> HttpResponse:
    own_page = systems.page_of(battle)
    if own_page is not None:  # its page is its board: a spectator holds no seat
        return own_page(request, battle)
    context = (extra or {}) | {
        **live(battle, None),
        "turn": turn_of(battle, None),
        "board": selectors.board_view(battle),
        "seat_views": selectors.seat_views(battle, with_units=True),
    }
    return render(request, "battles/watch.html", context | setup_stepper(request, battle, context))


@require_safe
def poll(request: HttpRequest, code: str) -> HttpResponse:
    """A changed battle (an unchanged one was answered by battles.poll.UnchangedPoll before this view): in the
    lobby the seat list; past it the regions of the phase that changed and what happened (battles/regions.py:
    rendered once for every phone that sees the same), which the phone swaps in, keeping what its player is
    typing, the panels open and the scroll (static/js/site.js)."""
    # The battle's row, read by battles.poll with its "has it changed?" (when it has).
    battle = selectors.battle_find(code, found=getattr(request, "battle_found", None))
    if battle is None:
        return HttpResponse(status=404)
    if request.GET.get("phase") != battle.phase:  # a new phase deals other cards: the whole page
        return HttpResponseClientRefresh()
    if systems.page_of(battle) is not None:  # a system with its own page (Open Fire's) is shown again whole
        return HttpResponseClientRefresh()
    me = selectors.phone_seat(battle, held_seat(request, code))
    if battle.phase == "lobby":
        return render(request, "battles/table.html#live", {"battle": battle, "me": me, **seats_of(battle)})
    if request.GET.get("board"):  # the spectator board: one screen a table, its whole page
        return regions.board(request, battle, _board)
    seen, view = int_or_none(request.GET.get("v")), request.GET.get("view") or None
    return regions.answer(request, battle, me, seen=seen, seen_view=view)


@require_safe
def version(request: HttpRequest, code: str) -> HttpResponse:
    """A polling page's "anything new?" (a GET is answered before the stack, by battles.poll; a HEAD comes here)."""
    return version_answer(code, request.GET.get("v", ""))


@require_safe
def events(request: HttpRequest, code: str) -> HttpResponse:
    """The live stream's path when it reaches this server, not the stream server (battles/stream.py) the production
    proxy sends it to: a 204, on which a browser's EventSource stops trying, and the page goes on asking once a
    second."""
    return HttpResponse(status=204)


@require_safe
def part(request: HttpRequest, code: str, name: str) -> HttpResponse:
    """A panel that opens on demand (battles/pages/parts.py): its content for the phone's script, or as a page
    of its own without JavaScript."""
    battle, found = selectors.battle_find(code), PARTS.get(name)
    if battle is None or found is None:
        return battle_missing(request, code)
    me = selectors.phone_seat(battle, held_seat(request, code))
    context = {"battle": battle, "me": me, "part": found}
    if found.seated and me is None:
        refused, status = "Only a player with a seat at this battle can use this.", 403
    elif battle.phase not in found.phases:
        refused, status = "This is not open at this point of the battle.", 409
    else:
        refused, status = "", 200
        context |= found.context(battle, me)
    template = found.template if request.headers.get("X-Part") and not refused else "battles/part.html"
    response = render(request, template, context | {"refused": refused}, status=status)
    patch_vary_headers(response, ["X-Part"])
    return response


@require_safe
def log_page(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    seats = list(battle.seats.all())
    turn = int_or_none(request.GET.get("turn"))
    seat_id = int_or_none(request.GET.get("seat"))
    entries = selectors.log_page_entries(battle, turn=turn, seat_id=seat_id)
    turns = list(range(0, battle.turn + 1))
    context = {"battle": battle, "entries": entries, "seats": seats, "turns": turns, "turn": turn, "seat_id": seat_id}
    return render(request, "battles/log.html", context)


@require_safe
def report_page(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    if battle.phase != "ended":
        return page_or_missing(
            request, code, page_error=gettext("The report comes when the battle is over."), status=404
        )
    own_page = systems.page_of(battle)
    if own_page is not None:  # its page tells its end: the winner, the victory points, every unit as it ended
        return own_page(request, battle)
    return render(request, "battles/report.html", report.battle_report(battle))


@require_safe
def log_json(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return JsonResponse({"error": f"There is no battle with the code {code}."}, status=404)
    response = JsonResponse(selectors.battle_export(battle), json_dumps_params={"indent": 1, "ensure_ascii": False})
    response["Content-Disposition"] = f'inline; filename="battle-{battle.code}.json"'
    return response
