"""A roll's form on the table: pre-filled, live odds, and the one path every roll takes."""

from __future__ import annotations

import uuid
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext

from battles import selectors
from battles.services import card_choices, reactions, rolls, turns
from battles.table import ammo, overwatch
from battles.table.prefill import (
    REACTIONS,
    aimed,
    card_facts,
    display_targets,
    first_visit,
    form_data,
    needs_spot,
    on_duty,
    piece_fill,
    piece_note,
    piece_pick,
    prefill,
    shooters,
)
from battles.views.common import (
    battle_missing,
    held_seat,
    int_or_none,
    page_or_missing,
    uuid_or_none,
)
from battles.views.roll_through import quick_data, roll_through
from bof_site.refusals import Refused
from rules import display, localized


def roll_page(request: HttpRequest, code: str, procedure_id: str) -> HttpResponse:
    """A roll's form, drawn from the engine's registry and pre-filled from the unit and the terrain piece picked;
    it shows the target and the odds before the dice (GET), and rolls through the one path (POST): an action of
    the activated unit, a follow-on roll (`step`), or a free roll. After a roll the phone goes on to the next
    follow-on roll. An htmx request (a piece picked) gets the form alone."""
    # The roll's form in the reader's language; the services it calls read the engine's English by its id.
    battle, procedure = selectors.battle_find(code), localized.procedure(procedure_id)
    if battle is None:
        return battle_missing(request, code)
    if procedure is None:
        raise Http404("No such roll.")
    held = held_seat(request, code)  # a reaction in the enemy's turn is the phone's own; a solo app's turn the app's
    me = selectors.phone_seat(battle, held) if procedure.id not in REACTIONS else selectors.seat_in(battle, held)
    params = request.POST if request.method == "POST" else request.GET
    if request.method == "POST" and params.get("activate") and me is not None:  # the picker's one-tap Shoot
        try:
            activate_first(code, me, params)
        except Refused as refusal:
            return page_or_missing(request, code, page_error=refusal.message, near="turn", status=400)
        battle = selectors.battle_find(code)  # as the activation left it
    shooter_choices = shooters(battle, me, procedure)  # a reaction in the enemy's turn: which of my units fires
    shooter = selectors.unit_in(battle, int_or_none(params.get("shooter"))) if shooter_choices else None
    if shooter_choices and "shooter" not in params:  # the unit on the roll's duty, first in the list, fills the form
        shooter = selectors.unit_in(battle, shooter_choices[0][0])
        shooter = shooter if on_duty(procedure, shooter) else None
    shooter = shooter if shooter is not None and shooter.seat_id == me.pk else None
    unit = shooter or selectors.activated_unit(battle, me)
    action, step = params.get("action") or "", selectors.chain_step(battle, params.get("step"))
    card = card_choices.sniper_card(procedure.id, params.get("card"))  # the hidden sniper's shot: no unit of ours
    unit = None if card else unit
    then_done = params.get("then") == "done" and bool(action) and not step  # the picker's Shoot: one action
    then_move = then_done and action == "shoot" and params.get("then_move") == "1"  # shoot, then its second: a move
    if step and step.get("shooter") and unit is None:  # a follow-on roll of a shot whose activation is over
        unit = selectors.unit_in(battle, step["shooter"][0])
    data, pick, fill = form_data(params), piece_pick(battle, procedure, params.get("piece")), params.get("fill")
    if "piece" not in params and (step or {}).get("carry", {}).get("piece"):  # the piece the shot was at
        carried_pick = piece_pick(battle, procedure, step["carry"]["piece"][0])
        pick = pick if carried_pick.error else carried_pick  # a roll that asks for no piece keeps none
    fill = fill or {"fill": "1", "piece": "piece"}.get(params.get("preview", ""))  # the POST form's fill buttons
    target_id = (step or {}).get("unit") or int_or_none(params.get("target"))
    remembered = {}  # what the unit's last shot at that target said (its distance), where nobody says otherwise
    if target_id is None and request.method == "GET" and action == "shoot" and procedure.id == "attack":
        target_id, remembered = selectors.last_shot(battle, me, unit)  # its own last target, else the squad's
    page_error, status = pick.error or None, 200
    first = first_visit(procedure, data)
    previewing = request.method == "POST" and "preview" in params  # the odds as the form changes: nothing rolled
    filling = (request.method == "GET" or previewing) and bool(fill or first)
    if request.method == "POST" and "quick" in params:  # one tap: what the app knows, and roll
        data = quick_data(battle, procedure, unit, target_id, step, pick, data)  # what the form states wins
    if request.method == "POST" and not previewing:
        key = uuid_or_none(request.POST.get("key"))
        try:
            if key is None or pick.error:
                raise Refused(pick.error or gettext("Reload the page and roll again."))
            typed = "".join(data.get("dice", [])).strip()  # dice typed in from the table win over "roll"
            roll_data = {k: v for k, v in data.items() if k != "roll"} if typed else {**data, "roll": ["1"]}
            roll_data |= {"piece": [pick.id]} if pick.id else {}  # carried on to the rolls that follow
            who = {"code": code, "seat_id": me.pk if me else None, "procedure_id": procedure.id, "key": key}
            note = piece_note(pick)  # the log's line names the terrain piece picked
            if procedure.id == "attack" and action == "shoot" and not step:
                spot = needs_spot(unit, selectors.unit_in(battle, target_id), data)
                if spot is not None:  # the spot roll comes first, and a spotted target chains to this attack
                    spot |= {"then": ["done"]} if then_done else {}
                    spot |= {"piece": [pick.id]} if pick.id else {}  # the spot form drops it if it fills nothing
                    spot |= card_facts("spot-roll", unit, battle)  # rain, fog or snow: it needs more
                    query = urlencode({"action": "shoot", "target": target_id, "why": "spot", **spot}, doseq=True)
                    return redirect(
                        reverse("battles:roll", kwargs={"code": code.upper(), "procedure_id": "spot-roll"})
                        + f"?{query}"
                    )
            if card:  # an event card's shot (the hidden sniper), once a turn: battles/services/card_choices.py
                card_choices.sniper_shot(
                    code=code, seat_id=who["seat_id"], data=roll_data, key=key, target_id=target_id
                )
            elif action and not step:
                turns.action_roll(
                    **who, action=action, data=roll_data, target_id=target_id, note=note, then_done=then_done,
                    **({"then_move": True} if then_move else {}),
                )  # fmt: skip
                if params.get("through") == "1" and not typed:  # the picker's aimed Shoot: what follows, too
                    roll_through(code, me.pk if me else None, key)
            elif shooter_choices and not step:  # a reaction in the enemy's turn: one of this phone's units fires
                if shooter is None:
                    raise Refused(gettext("Pick which of your units fires."))
                reactions.reaction_roll(**who, data=roll_data, target_id=target_id, shooter_id=shooter.pk, note=note)
            else:
                step_id, stand_in = params.get("step") or None, int_or_none(params.get("stand_in"))
                if params.get("stand_in") and stand_in is None:
                    raise Refused(gettext("Pick the soldier who takes the bullet from the list."))
                rolls.battle_roll(
                    **who, data=roll_data, target_id=target_id, step=step_id, apply=note, stand_in_id=stand_in
                )
                if step_id and params.get("through") == "1" and not typed:  # "Roll to the end": the rest too
                    roll_through(code, me.pk if me else None, key)
        except Refused as refusal:
            if action and not step and (selectors.battle_find(code).state or {}).get("chain"):
                # Rolls wait that came after this form was opened (an overwatch hit on the unit): the table shows
                # what happened, and what to roll next, with the reason on top.
                return page_or_missing(request, code, page_error=refusal.message, near="turn", status=400)
            page_error, status = refusal.message, 400
        else:  # the table, where every phone shows the result large, with the next roll a tap away
            return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#result")
    elif filling:  # a first visit, "fill in from this unit" or a piece picked: what the app knows wins
        if first or fill != "piece":
            data = {
                **data,
                **prefill(procedure, unit, battle, selectors.unit_in(battle, target_id)),
                **remembered,
                **carried(step, procedure),
            }
        data = {**data, **piece_fill(procedure, pick, battle, open_ground=fill == "piece")}
        data |= card_choices.sniper_inputs(battle.measure) if card and (first or fill != "piece") else {}
    preview = {k: v for k, v in data.items() if k not in ("dice", "roll")}  # odds only: nothing is rolled here
    calc = display.calculate(procedure, preview, roll=lambda n: [])
    context = {
        # Boxes the app filled in and the player has not sent yet are prompts, not errors.
        **display.calculator_context(calc, data, live=filling or previewing),
        "battle": battle,
        "me": me,
        "unit": unit,
        "action": action if action in turns.ACTIONS and not step else "",
        "action_said": turns.action_words(action) if action in turns.ACTIONS else "",
        "then_done": then_done,
        "may_move_after": (move_after := then_done and action == "shoot" and selectors.may_move_after(battle, unit)),
        # The phone plays every action of a unit (the picker's switch): the shot's own move is its first button.
        "move_first": move_after and request.session.get("after_shot") == "move",
        "step": step,
        "step_choices": [localized.procedure(p) for p in step["procedures"]] if step else [],
        "shooters": shooter_choices,
        "stand_ins": selectors.stand_ins(battle, procedure.id, selectors.unit_in(battle, target_id), me)
        if procedure.id.startswith("effect-")
        else [],
        "shooter": shooter.pk if shooter else None,
        "targets": selectors.target_choices(battle, me)
        if display_targets(procedure) and not (step or {}).get("unit")
        else [],
        "aimed": aimed(procedure),
        "target": target_id,
        "pieces": pick,
        "page_error": page_error,
        "spot_first": params.get("why") == "spot" and procedure.id == "spot-roll",
        # An attack by the side acting: enemy units on overwatch may fire first (a play-test rolled past them here).
        "watched_by": overwatch.watching(battle, me, {s.pk: s.team for s in battle.seats.all()})
        if procedure.id == "attack" and action == "shoot" and not step
        else [],
        "card": card,
        "ammo": ammo.left(battle, unit, procedure.id) if battle.phase == "playing" else [],
    }
    template = "battles/roll.html#roll-form" if request.htmx else "battles/roll.html"
    if previewing and request.htmx:
        status = 200  # a preview's missing boxes are prompts, not a failed request
    return render(request, template, context, status=status)


def activate_first(code: str, me, params) -> None:
    """The picker's one-tap Shoot activates its unit first, as its own change with a key made from the form's
    (a second tap of the same form finds both done); nothing else is activated when a unit already is."""
    key = uuid_or_none(params.get("key"))
    if key is None:
        raise Refused(gettext("Reload the page and roll again."))
    unit_id = int_or_none(params.get("activate")) or 0
    turns.activate(code=code, seat_id=me.pk, unit_id=unit_id, key=uuid.uuid5(key, "activate"))


def carried(step: dict | None, procedure) -> dict:
    """What the rolls before this follow-on one knew (distance, cover...): it wins over the unit's defaults."""
    names = {f.name for f in procedure.fields}
    return {k: v for k, v in ((step or {}).get("carry") or {}).items() if k in names}
