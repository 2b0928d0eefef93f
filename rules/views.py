"""Rules pages: the quick reference, the rulings, and a calculator (HTML or JSON) for every procedure, for each rule
system (Burst of Fire at /rules/, every other under /rules/<system>/, rules.system_pages)."""

from __future__ import annotations

import secrets

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_safe
from django_htmx.middleware import HtmxDetails

from armies.search import arsenal_index
from rules import api, dice_entry, display, localized, search, system_pages, system_reference
from rules.engine import catalog
from rules.engine.systems import DEFAULT, SYSTEMS, RuleSystem, system_of


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


_system_random = secrets.SystemRandom()


def server_roll(count: int, sides: int = 6) -> list[int]:
    """Dice for "Roll for me". They are rolled here, in the view layer: the engine never rolls."""
    return [_system_random.randint(1, sides) for _ in range(count)]


def _roller(sides: int):
    # server_roll is looked up when the dice are rolled (a test may stand in for it); a D6 is asked as it always was.
    return server_roll if sides == 6 else lambda count: server_roll(count, sides)


@require_safe
def reference(request: HtmxHttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()[:80]
    chapters = display.reference_tables(query)
    context = {"chapters": chapters, "count": sum(len(tables) for _, tables in chapters), "query": query}
    context |= _system_context(DEFAULT, "reference")
    template = "rules/reference.html#table-list" if _partial(request) else "rules/reference.html"
    return _vary(render(request, template, context))


@require_safe
def system_quick_reference(request: HtmxHttpRequest, system: RuleSystem) -> HttpResponse:
    """Another system's quick reference: its procedures (and tables) by chapter, filtered like Burst of Fire's."""
    query = request.GET.get("q", "").strip()[:80]
    chapters, brief = system_reference.chapters(system, query), system_reference.in_brief(system, query)
    count = sum(chapter.count for chapter in chapters) + sum(len(part.rules) for part in brief)
    context = {"chapters": chapters, "brief": brief, "count": count, "query": query}
    context |= _system_context(system, "reference")
    template = "rules/system_reference.html"
    return _vary(render(request, f"{template}#entry-list" if _partial(request) else template, context))


@require_safe
def search_page(request: HtmxHttpRequest) -> HttpResponse:
    """One search over calculators, tables, rulebook sections, rulings and the arsenal's units and weapons; htmx asks
    for the results alone."""
    prefer = SYSTEMS.get(request.GET.get("system", ""), DEFAULT)  # the system whose pages the player came from
    query = request.GET.get("q", "")
    arsenal = [arsenal_index()] if query.strip() else []  # the arsenal's one query, only for a search
    found = search.search(query, prefer=prefer, also=arsenal)
    template = "rules/includes/search_results.html" if _partial(request) else "rules/search.html"
    return _vary(render(request, template, {"found": found, "system": system_pages.links(prefer)}))


@require_safe
def rulings(request: HttpRequest, system: RuleSystem = DEFAULT) -> HttpResponse:
    topics = system_pages.rulings_shown(system)
    house_rules = any(ruling.house_rule for _topic, held in topics for ruling in held)
    context = {"topics": topics, "house_rules": house_rules} | _system_context(system, "rulings")
    return render(request, "rules/rulings.html", context)


@require_safe
def calculators(request: HttpRequest, system: RuleSystem = DEFAULT) -> HttpResponse:
    if _wants_json(request):  # the API answers in the engine's English whatever the reader's language
        procedures = catalog.of_system(system.key).values()
        listing = [api.procedure_json(p, url=display.calculator_url(p.id)) for p in procedures]
        return _vary(JsonResponse(_listing(system, listing)))
    context = {"chapters": display.calculator_chapters(system), "most_used": display.most_used_in(system)}
    context |= _system_context(system, "calculators")
    return _vary(render(request, "rules/calculators.html", context))


@require_safe
def system_calculator(request: HtmxHttpRequest, system: RuleSystem, name: str) -> HttpResponse:
    return calculator(request, system.procedure_id(name))


@require_safe
def calculator(request: HtmxHttpRequest, procedure_id: str) -> HttpResponse:
    wants_json = _wants_json(request)
    # The API answers in the engine's English whatever the reader's language; a page shows the translated copy.
    procedure = catalog.get(procedure_id) if wants_json else localized.procedure(procedure_id)
    if procedure is None:
        return _unknown(request, procedure_id)
    data = dict(request.GET.lists())
    if unknown := unknown_inputs(procedure, data):  # R44: a renamed input must not change the answer unsaid
        return _refused_inputs(request, procedure, unknown, wants_json)
    calc = display.calculate(procedure, data, roll=_roller(dice_entry.die_sides(procedure)))
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


CALCULATOR_KEYS = frozenset({"dice", "roll", "format", "lang", "language"})  # the calculator's own (R44)


def unknown_inputs(procedure, data) -> list[str]:
    """The parameters that are neither the procedure's inputs nor the calculator's own, in the order asked (R44).
    The calculator's own are its format, dice and language, and what a chain of results carries on through pages
    that do not ask for it (the attack's cover reaching the morale check after the effect roll: display.CARRY)."""
    known = {f.name for f in procedure.fields} | CALCULATOR_KEYS | display.CARRIED_THROUGH
    return [name for name in data if name not in known]


def _refused_inputs(request: HttpRequest, procedure, unknown: list[str], wants_json: bool) -> HttpResponse:
    """R44: the request is refused with a message naming what was not understood; nothing is calculated."""
    names = ", ".join(f"“{name}”" for name in unknown[:5])
    if wants_json:
        message = f"This calculator has no input called {names}: check its inputs in the listing, then ask again."
        return _vary(JsonResponse({"procedure": procedure.id, "errors": {"inputs": [message]}}, status=400))
    message = gettext(
        "This calculator has no input called %(names)s: check its inputs in the listing, then ask again."
    ) % {"names": names}
    calc = display.calculate(procedure, {}, roll=_roller(dice_entry.die_sides(procedure)))
    context = display.calculator_context(calc, {}, live=True) | {"refused_inputs": message}
    return _vary(render(request, "rules/calculator.html", context, status=400))


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
    system = system_of(procedure_id)
    message = gettext("There is no calculator called “%(name)s”.") % {"name": procedure_id}
    context = {"chapters": display.calculator_chapters(system), "missing": message}
    context |= _system_context(system, "calculators")
    return _vary(render(request, "rules/calculators.html", context, status=404))


def _system_context(system: RuleSystem, page: str) -> dict:
    """What every rules page of a system shows: its links, and the switch to the same page of the others."""
    return {"system": system_pages.links(system), "switch": system_pages.switch(system, page)}


def _listing(system: RuleSystem, listing: list[dict]) -> dict:
    # Burst of Fire's listing stays as it always was; another system's says which it is and how its targets read.
    if system.default:
        return {"procedures": listing}
    about = {"key": system.key, "name": system.name, "die": f"D{system.die}", "needs": system.needs}
    return {"system": about, "procedures": listing}


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
