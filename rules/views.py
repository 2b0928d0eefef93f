"""Rules pages: the quick reference, the rulings, and a calculator (HTML or JSON) for every procedure."""

from __future__ import annotations

import secrets

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from django_htmx.middleware import HtmxDetails

from rules import api, display, localized, search
from rules.engine import catalog


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


_system_random = secrets.SystemRandom()


def server_roll(count: int) -> list[int]:
    """Dice for "Roll for me". They are rolled here, in the view layer: the engine never rolls."""
    return [_system_random.randint(1, 6) for _ in range(count)]


@require_safe
def reference(request: HtmxHttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()[:80]
    chapters = display.reference_tables(query)
    context = {"chapters": chapters, "count": sum(len(tables) for _, tables in chapters), "query": query}
    template = "rules/reference.html#table-list" if _partial(request) else "rules/reference.html"
    return _vary(render(request, template, context))


@require_safe
def search_page(request: HtmxHttpRequest) -> HttpResponse:
    """One search over calculators, tables, rulebook sections and rulings; htmx asks for the results alone."""
    found = search.search(request.GET.get("q", ""))
    template = "rules/includes/search_results.html" if _partial(request) else "rules/search.html"
    return _vary(render(request, template, {"found": found}))


@require_safe
def rulings(request: HttpRequest) -> HttpResponse:
    return render(request, "rules/rulings.html", {"topics": localized.rulings_by_topic_translated()})


@require_safe
def calculators(request: HttpRequest) -> HttpResponse:
    if _wants_json(request):  # the API answers in the engine's English whatever the reader's language
        procedures = catalog.all_procedures().values()
        listing = [api.procedure_json(p, url=display.calculator_url(p.id)) for p in procedures]
        return _vary(JsonResponse({"procedures": listing}))
    context = {"chapters": display.by_chapter(localized.procedures().values()), "most_used": display.most_used()}
    return _vary(render(request, "rules/calculators.html", context))


@require_safe
def calculator(request: HtmxHttpRequest, procedure_id: str) -> HttpResponse:
    wants_json = _wants_json(request)
    # The API answers in the engine's English whatever the reader's language; a page shows the translated copy.
    procedure = catalog.get(procedure_id) if wants_json else localized.procedure(procedure_id)
    if procedure is None:
        return _unknown(request, procedure_id)
    data = dict(request.GET.lists())
    calc = display.calculate(procedure, data, roll=server_roll)
    if wants_json:
        return _fresh(calc, _vary(_json_answer(calc)))
    context = display.calculator_context(calc, data, live=_partial(request))
    refused = bool(context["input_errors"] or context["dice_errors"])
    if _partial(request):
        # 422 is the status base.html tells htmx to swap: the messages replace the odds.
        context["oob"] = True
        return _fresh(
            calc, _vary(render(request, "rules/calculator.html#result", context, status=422 if refused else 200))
        )
    return _fresh(calc, _vary(render(request, "rules/calculator.html", context, status=400 if refused else 200)))


def _fresh(calc: display.Calculation, response: HttpResponse) -> HttpResponse:
    """Dice rolled here must never come back from a cache as if rolled again."""
    if calc.rolled_by_server:
        patch_cache_control(response, no_store=True)
    return response


def _json_answer(calc: display.Calculation) -> JsonResponse:
    if calc.errors:
        return JsonResponse({"procedure": calc.procedure.id, "errors": calc.errors}, status=400)
    return JsonResponse(api.outcome_json(calc.outcome, calc.inputs, rolled_by_server=calc.rolled_by_server))


def _unknown(request: HttpRequest, procedure_id: str) -> HttpResponse:
    if _wants_json(request):
        message = f"There is no calculator called “{procedure_id}”."
        return _vary(JsonResponse({"errors": {"procedure": [message]}}, status=404))
    message = gettext("There is no calculator called “%(name)s”.") % {"name": procedure_id}
    context = {"chapters": display.by_chapter(localized.procedures().values()), "missing": message}
    return _vary(render(request, "rules/calculators.html", context, status=404))


def _wants_json(request: HttpRequest) -> bool:
    if "format" in request.GET:
        return request.GET["format"] == "json"
    return request.get_preferred_type(["text/html", "application/json"]) == "application/json"


def _partial(request: HtmxHttpRequest) -> bool:
    # A history restore after a cache miss wants the whole page, even though htmx asks for it.
    return bool(request.htmx) and not request.htmx.history_restore_request


def _vary(response: HttpResponse) -> HttpResponse:
    patch_vary_headers(response, ("Accept", "HX-Request"))
    return response
