"""The table page, the spectator board, the poll that keeps phones current, the log and the report."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET
from django_htmx.http import HttpResponseClientRefresh, trigger_client_event

from battles import selectors
from battles.pages.table import live, turn_of
from battles.table import report
from battles.views.common import (
    battle_missing,
    held_seat,
    int_or_none,
    page_or_missing,
    render_table,
    setup_stepper,
)


@require_GET
def table(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    if code != battle.code:
        return redirect("battles:table", code=battle.code)
    return render_table(request, battle)


@require_GET
def watch(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    context = {**live(battle, None), "turn": turn_of(battle, None), "board": selectors.board_view(battle)}
    return render(request, "battles/watch.html", context | setup_stepper(request, battle, context))


@require_GET
def poll(request: HttpRequest, code: str) -> HttpResponse:
    # An unchanged battle was answered by battles.poll.UnchangedPoll before this view: here it has changed.
    battle = selectors.battle_find(code)
    if battle is None:
        return HttpResponse(status=404)
    if request.GET.get("phase") != battle.phase:  # a new phase deals other cards: the whole page
        return HttpResponseClientRefresh()
    me = next((s for s in battle.seats.all() if s.pk == held_seat(request, code)), None)
    views = selectors.seat_views(battle)
    context = {
        "battle": battle,
        "me": me,
        "seat_views": views,
        "empty_seats": range(max(battle.players - len(views), 0)),
    }
    if battle.phase == "lobby":  # only the seat list changes for others; the choice being filled stays
        return render(request, "battles/table.html#live", context)
    # Past the lobby the phone fetches its page once and swaps the regions that changed, keeping what the
    # player is typing, the panels open and the scroll (static/js/site.js); the notice says what happened.
    news = selectors.newest_entry(battle)
    said = f"{news.by_name}: {news.summary}" if news and news.by_name else news.summary if news else ""
    return trigger_client_event(render(request, "battles/table.html#live", context), "battle-changed", {"news": said})


@require_GET
def log_page(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    seats = list(battle.seats.all())
    turn = int_or_none(request.GET.get("turn"))
    seat_id = int_or_none(request.GET.get("seat"))
    entries = selectors.log_entries(battle, turn=turn, seat_id=seat_id)
    turns = list(range(0, battle.turn + 1))
    context = {"battle": battle, "entries": entries, "seats": seats, "turns": turns, "turn": turn, "seat_id": seat_id}
    return render(request, "battles/log.html", context)


@require_GET
def report_page(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    if battle.phase != "ended":
        return page_or_missing(request, code, page_error="The report comes when the battle is over.", status=404)
    return render(request, "battles/report.html", report.battle_report(battle))


@require_GET
def log_json(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return JsonResponse({"error": f"There is no battle with the code {code}."}, status=404)
    response = JsonResponse(selectors.battle_export(battle), json_dumps_params={"indent": 1, "ensure_ascii": False})
    response["Content-Disposition"] = f'inline; filename="battle-{battle.code}.json"'
    return response
