"""A turn's steps (start, initiative, activate, act, end), follow-on choices, the objective and voids."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from battles import selectors
from battles.forms import TurnForm
from battles.services import followups, objective, turns, voids
from battles.views.common import (
    act_on_table,
    go,
    held_seat,
    int_or_none,
    moved,
    uuid_or_none,
)
from bof_site.refusals import Refused

TURN_STEPS = ("start", "initiative", "activate", "quick", "act", "done", "end")


@require_POST
def turn_step(request: HttpRequest, code: str, step: str) -> HttpResponse:
    """Start, initiative, activate, act, done, end the turn: parse, call the one service, show the table (or, to a
    page that asked, the regions that changed: views.common.moved)."""
    if step not in TURN_STEPS:
        raise Http404("No such step.")
    form = TurnForm(request.POST)
    if not form.is_valid():
        return moved(request, code, "turn", refusal=next(iter(form.errors.values()))[0])
    c, who = form.cleaned_data, {"code": code, "seat_id": held_seat(request, code)}
    try:
        if step == "start":
            turns.start_battle(**who)
        elif step == "initiative":
            dice = {"dice": [c["dice"]]} if c["dice"].strip() else {"roll": ["1"]}
            seen = [int(n) for n in c["seen"].split(",") if n] if "seen" in request.POST else None
            turns.roll_initiative(**who, dice=dice, key=c["key"], seen=seen)
        elif step == "activate":
            entry = turns.activate(**who, unit_id=c["unit"] or 0, key=c["key"])
            verb = c["action"] if c["action"] in ("shoot", "move") else ""  # the picker's Shoot, a vehicle's Move
            if verb and (opened := selectors.verb_roll(entry.data.get("unit"), verb)):  # straight on to its roll
                return go(
                    request,
                    reverse("battles:roll", kwargs={"code": code.upper(), "procedure_id": opened})
                    + f"?action={verb}&then=done",
                )
        elif step == "quick":  # one tap on the picker: activate, spend, hand play on
            turns.quick_action(**who, unit_id=c["unit"] or 0, action=c["action"], key=c["key"])
        elif step == "act":
            turns.spend_action(**who, action=c["action"], key=c["key"])
        elif step == "done":
            turns.end_activation(**who, key=c["key"])
        else:  # "end"
            turns.end_turn(**who, key=c["key"])
    except Refused as refusal:
        return moved(request, code, "turn", refusal=refusal.message)
    return moved(request, code, "turn")


@require_POST
def objective_step(request: HttpRequest, code: str) -> HttpResponse:
    """Claim the mission objective, answer the other side's claim, or the last turn's question (R46)."""
    key, what = uuid_or_none(request.POST.get("key")), request.POST.get("what", "")
    who = {"code": code, "seat_id": held_seat(request, code), "key": key}
    try:
        if key is None or what not in ("claim", "confirm", "reject", "accomplished", "not-accomplished"):
            raise Refused(gettext("Reload the page and try again."))
        if what in ("accomplished", "not-accomplished"):
            objective.answer_question(**who, accomplished=what == "accomplished")
        elif what == "claim":
            objective.declare(**who, note=request.POST.get("note", ""), facts=claim_facts(request, code))
        else:
            objective.answer(**who, accept=what == "confirm")
    except Refused as refusal:
        return moved(request, code, "turn", refusal=refusal.message)
    return moved(request, code, "turn")


def claim_facts(request: HttpRequest, code: str) -> dict[str, list[str]] | None:
    """What the claim form's check was given: its own fields only, as lists (None: a form without the check)."""
    procedure = objective.check_of(getattr(selectors.battle_find(code), "game_mode", ""))
    if request.POST.get("checked") != "1" or procedure is None:
        return None
    return {f.name: request.POST.getlist(f.name) for f in procedure.fields if f.name in request.POST}


@require_POST
def skip_step(request: HttpRequest, code: str) -> HttpResponse:
    """Skip a follow-on roll (its unit is gone, or no more of an "each unit" roll): then the next one's page if
    another waits, else the table, where a page that asked is answered in place (`moved`)."""
    key = uuid_or_none(request.POST.get("key"))
    try:
        if key is None:
            raise Refused(gettext("Reload the page and try again."))
        followups.skip_step(
            code=code,
            seat_id=held_seat(request, code),
            step_id=request.POST.get("step", ""),
            reason=request.POST.get("reason", ""),
            key=key,
        )
    except Refused as refusal:
        return moved(request, code, "turn", refusal=refusal.message)
    step = selectors.next_step(code)
    return moved(request, code, "turn") if step is None else go(request, _roll_page(code, step))


@require_POST
def bodyguard(request: HttpRequest, code: str) -> HttpResponse:
    """The officer's side says whether a soldier nearby takes the bullet meant for him."""
    stand_in = request.POST.get("stand_in", "")

    distance = request.POST.get("distance", "").strip().replace(",", ".")

    def act(**who):
        if stand_in and int_or_none(stand_in) is None:
            raise Refused(gettext("Pick the soldier who takes the bullet from the list."))
        try:
            far = float(distance) if distance else None
        except ValueError:
            raise Refused(gettext("Type how far the soldier is from his officer, as a number.")) from None
        followups.bodyguard(code=code, step_id=request.POST.get("step", ""), stand_in_id=int_or_none(stand_in),
                            distance=far, **who)  # fmt: skip

    return act_on_table(request, code, "result", act)


@require_POST
def void(request: HttpRequest, code: str) -> HttpResponse:
    """Take back one's last entry, then back to the card the form was on (`back`: turn, setup or cards)."""
    back = request.POST.get("back", "")

    def act(**who):
        voids.void_last(code=code, reason=request.POST.get("reason", ""), **who)

    if back == "terrain":  # the terrain sheet's own page
        return act_on_table(request, code, "", act, then=reverse("battles:terrain", kwargs={"code": code.upper()}))
    return act_on_table(request, code, back if back in ("setup", "cards") else "turn", act)


def _roll_page(code: str, step: dict) -> str:
    """The form of a follow-on roll that waits (a chain step)."""
    url = reverse("battles:roll", kwargs={"code": code.upper(), "procedure_id": step["procedures"][0]})
    return f"{url}?step={step['id']}"


AFTER_SHOT = ("done", "move")


@require_POST
def after_shot(request: HttpRequest, code: str) -> HttpResponse:
    """The phone's habit after a shot from the picker: done, or a move with the unit's second action. Kept in the
    phone's session (it changes nothing in the battle), so the picker's Shoot does it in the same tap."""
    choice = request.POST.get("after_shot", "")
    if choice not in AFTER_SHOT:
        return moved(request, code, "turn", refusal=gettext("Pick done or move."))
    request.session["after_shot"] = choice
    return moved(request, code, "turn", new_view=True)  # the picker's buttons change with it, the battle does not
