"""Lobby and table pages of a battle. Views parse, find the seat the phone holds, call one service, render."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from urllib.parse import urlencode

import segno
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST
from django_htmx.http import HttpResponseClientRefresh, trigger_client_event

from armies import selectors as armies_selectors
from armies.roster_check import example_document
from armies.roster_json import export_roster
from battles import cards_views, command_views, report, selectors, setup_views, terrain_views
from battles.forms import BattleForm, ChooseForm, JoinForm, SetupRollForm, TurnForm, my_detachments
from battles.prefill import (
    aimed,
    display_targets,
    first_visit,
    form_data,
    needs_spot,
    piece_fill,
    piece_note,
    piece_pick,
    prefill,
    shooters,
)
from battles.services import followups, lobby, objective, reactions, rolls, setup, turns, voids
from bof_site.refusals import Refused
from dice.forms import CodeForm
from dice.services import new_client_seed
from rules import display
from rules.engine import catalog

SEATS = "battle_seats"  # session key: {battle code: seat id}
TURN_STEPS = ("start", "initiative", "activate", "quick", "act", "done", "end")


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "battles/home.html", {"code_form": CodeForm()})


@require_GET
def find(request: HttpRequest) -> HttpResponse:
    form = CodeForm(request.GET)
    if form.is_valid() and selectors.battle_find(form.cleaned_data["code"]):
        return redirect("battles:table", code=form.cleaned_data["code"])
    if form.is_valid():
        form.add_error("code", f"There is no battle with the code {form.cleaned_data['code']}. Check it and try again.")
    return render(request, "battles/home.html", {"code_form": form}, status=404)


def new(request: HttpRequest) -> HttpResponse:
    form = BattleForm(request.POST or None, initial={"team": "A", "game_mode": "victory-zones"})
    if request.method == "POST" and form.is_valid():
        c = form.cleaned_data
        settings = lobby.BattleSettings(
            game_mode=c["game_mode"],
            players=c["players"],
            cut_points=c["cut_points"],
            points=c["points"] or 150,
            turn_limit=c["turn_limit"],
            combat_score_limit=c["combat_score_limit"],
            measure=c["measure"],
            house_rules=tuple(c["house_rules"]),
        )
        try:
            battle, host = lobby.battle_create(
                settings=settings,
                host_name=c["display_name"],
                team=c["team"],
                client_seed=c["client_seed"] or new_client_seed(),
                user=request.user,
            )
        except Refused as refusal:
            form.add_error(refusal.field if refusal.field in form.fields else None, refusal.message)
        else:
            _take_seat(request, battle.code, host.pk)
            return redirect("battles:table", code=battle.code)
    return render(request, "battles/new.html", {"form": form}, status=400 if form.errors else 200)


@require_GET
def table(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    if code != battle.code:
        return redirect("battles:table", code=battle.code)
    return _render_table(request, battle)


@require_GET
def watch(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    context = {**_live(battle, None), "turn": _turn(battle, None), "board": selectors.board_view(battle)}
    return render(request, "battles/watch.html", context | _setup_stepper(request, battle, context))


@require_POST
def join(request: HttpRequest, code: str) -> HttpResponse:
    form = JoinForm(request.POST)
    if form.is_valid():
        c = form.cleaned_data
        try:
            seat = lobby.seat_join(
                code=code,
                display_name=c["display_name"],
                team=c["team"],
                client_seed=c["client_seed"] or new_client_seed(),
                user=request.user,
            )
        except Refused as refusal:
            if refusal.field not in form.fields:  # about the battle (full, started): the form may be hidden
                return page_or_missing(request, code, join_form=form, page_error=refusal.message, status=400)
            form.add_error(refusal.field, refusal.message)
        else:
            _take_seat(request, seat.battle.code, seat.pk)
            return redirect("battles:table", code=seat.battle.code)
    return page_or_missing(request, code, join_form=form, status=400)


@require_POST
def choose(request: HttpRequest, code: str) -> HttpResponse:
    form = ChooseForm(request.POST, request.FILES, user=request.user)
    if form.is_valid():
        c = form.cleaned_data
        try:
            if c["source"] == "mine":
                doc, source = export_roster(request.user, c["detachment"]), "One of my detachments"
            elif c["source"] == "example":
                doc, source = example_document(c["example"]), "A sample example"
            else:
                doc, source = c["document"], f"File {c['roster_file'].name}"
            lobby.seat_choose(code=code, seat_id=held_seat(request, code), doc=doc, source=source)
        except Refused as refusal:
            # A banner, not a form error: for a stranger or a sealed seat the choose form is not on the page.
            return page_or_missing(request, code, choose_form=form, page_error=refusal.message, status=400)
        else:
            return redirect("battles:table", code=code.upper())
    return page_or_missing(request, code, choose_form=form, status=400)


@require_POST
def ready(request: HttpRequest, code: str) -> HttpResponse:
    return _seat_action(request, code, lobby.seat_ready)


@require_POST
def unready(request: HttpRequest, code: str) -> HttpResponse:
    return _seat_action(request, code, lobby.seat_unready)


@require_POST
def force_morale(request: HttpRequest, code: str) -> HttpResponse:
    form = SetupRollForm(request.POST)
    if not form.is_valid():
        first = next(iter(form.errors.values()))[0]
        return page_or_missing(request, code, page_error=first, status=400)
    c = form.cleaned_data
    # Dice typed in win: Enter in the dice box submits with the form's first button, which is "Roll".
    data = {"dice": [c["dice"]]} if c["dice"].strip() else {"roll": ["1"]} if "roll" in request.POST else {}
    try:
        setup.roll_force_morale(code=code, seat_id=held_seat(request, code), team=c["team"], data=data, key=c["key"])
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#setup")


@require_POST
def turn_step(request: HttpRequest, code: str, step: str) -> HttpResponse:
    """Start, initiative, activate, act, done, end the turn: parse, call the one service, show the table."""
    if step not in TURN_STEPS:
        raise Http404("No such step.")
    form = TurnForm(request.POST)
    if not form.is_valid():
        return page_or_missing(request, code, page_error=next(iter(form.errors.values()))[0], status=400)
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
            if c["action"] == "shoot" and (shoot := selectors.shoot_roll(entry.data.get("unit"))):  # straight on
                return redirect(
                    reverse("battles:roll", kwargs={"code": code.upper(), "procedure_id": shoot}) + "?action=shoot"
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
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#turn")


def roll_page(request: HttpRequest, code: str, procedure_id: str) -> HttpResponse:
    """A roll's form, drawn from the engine's registry and pre-filled from the unit and the terrain piece picked;
    it shows the target and the odds before the dice (GET), and rolls through the one path (POST): an action of
    the activated unit, a follow-on roll (`step`), or a free roll. After a roll the phone goes on to the next
    follow-on roll. An htmx request (a piece picked) gets the form alone."""
    battle, procedure = selectors.battle_find(code), catalog.get(procedure_id)
    if battle is None:
        return battle_missing(request, code)
    if procedure is None:
        raise Http404("No such roll.")
    me = next((s for s in battle.seats.all() if s.pk == held_seat(request, code)), None)
    params = request.POST if request.method == "POST" else request.GET
    shooter_choices = shooters(battle, me, procedure)  # a reaction in the enemy's turn: which of my units fires
    shooter = selectors.unit_in(battle, int_or_none(params.get("shooter"))) if shooter_choices else None
    shooter = shooter if shooter is not None and shooter.seat_id == me.pk else None
    unit = shooter or selectors.activated_unit(battle, me)
    action, step = params.get("action") or "", selectors.chain_step(battle, params.get("step"))
    if step and step.get("shooter") and unit is None:  # a follow-on roll of a shot whose activation is over
        unit = selectors.unit_in(battle, step["shooter"][0])
    data, pick, fill = form_data(params), piece_pick(battle, procedure, params.get("piece")), params.get("fill")
    fill = fill or {"fill": "1", "piece": "piece"}.get(params.get("preview", ""))  # the POST form's fill buttons
    target_id = (step or {}).get("unit") or int_or_none(params.get("target"))
    page_error, status = pick.error or None, 200
    first = first_visit(procedure, data)
    previewing = request.method == "POST" and "preview" in params  # the odds as the form changes: nothing rolled
    filling = (request.method == "GET" or previewing) and bool(fill or first)
    if request.method == "POST" and "quick" in params:  # one tap on the result card: what the app knows, and roll
        data = {
            **data,
            **prefill(procedure, unit, battle, selectors.unit_in(battle, target_id)),
            **carried(step, procedure),
        }
        data = {**data, **piece_fill(procedure, pick, battle, open_ground=False)}
    if request.method == "POST" and not previewing:
        key = uuid_or_none(request.POST.get("key"))
        try:
            if key is None or pick.error:
                raise Refused(pick.error or "Reload the page and roll again.")
            typed = "".join(data.get("dice", [])).strip()  # dice typed in from the table win over "roll"
            roll_data = {k: v for k, v in data.items() if k != "roll"} if typed else {**data, "roll": ["1"]}
            who = {"code": code, "seat_id": me.pk if me else None, "procedure_id": procedure.id, "key": key}
            note = piece_note(pick)  # the log's line names the terrain piece picked
            if procedure.id == "attack" and action == "shoot" and not step:
                spot = needs_spot(unit, selectors.unit_in(battle, target_id), data)
                if spot is not None:  # the spot roll comes first, and a spotted target chains to this attack
                    query = urlencode({"action": "shoot", "target": target_id, "why": "spot", **spot}, doseq=True)
                    return redirect(
                        reverse("battles:roll", kwargs={"code": code.upper(), "procedure_id": "spot-roll"})
                        + f"?{query}"
                    )
            if action and not step:
                turns.action_roll(**who, action=action, data=roll_data, target_id=target_id, note=note)
            elif shooter_choices and not step:  # a reaction in the enemy's turn: one of this phone's units fires
                if shooter is None:
                    raise Refused("Pick which of your units fires.")
                reactions.reaction_roll(**who, data=roll_data, target_id=target_id, shooter_id=shooter.pk, note=note)
            else:
                step_id, stand_in = params.get("step") or None, int_or_none(params.get("stand_in"))
                if params.get("stand_in") and stand_in is None:
                    raise Refused("Pick the soldier who takes the bullet from the list.")
                rolls.battle_roll(
                    **who, data=roll_data, target_id=target_id, step=step_id, apply=note, stand_in_id=stand_in
                )
        except Refused as refusal:
            page_error, status = refusal.message, 400
        else:  # the table, where every phone shows the result large, with the next roll a tap away
            return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#result")
    elif filling:  # a first visit, "fill in from this unit" or a piece picked: what the app knows wins
        if first or fill != "piece":
            data = {
                **data,
                **prefill(procedure, unit, battle, selectors.unit_in(battle, target_id)),
                **carried(step, procedure),
            }
        data = {**data, **piece_fill(procedure, pick, battle, open_ground=fill == "piece")}
    preview = {k: v for k, v in data.items() if k not in ("dice", "roll")}  # odds only: nothing is rolled here
    calc = display.calculate(procedure, preview, roll=lambda n: [])
    context = {
        # Boxes the app filled in and the player has not sent yet are prompts, not errors.
        **display.calculator_context(calc, data, live=filling or previewing),
        "battle": battle,
        "me": me,
        "unit": unit,
        "action": action if action in turns.ACTIONS and not step else "",
        "step": step,
        "step_choices": [catalog.get(p) for p in step["procedures"]] if step else [],
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
        "key": uuid.uuid4(),
        "page_error": page_error,
        "spot_first": params.get("why") == "spot" and procedure.id == "spot-roll",
    }
    template = "battles/roll.html#roll-form" if request.htmx else "battles/roll.html"
    if previewing and request.htmx:
        status = 200  # a preview's missing boxes are prompts, not a failed request
    return render(request, template, context, status=status)


def carried(step: dict | None, procedure) -> dict:
    """What the rolls before this follow-on one knew (distance, cover...): it wins over the unit's defaults."""
    names = {f.name for f in procedure.fields}
    return {k: v for k, v in ((step or {}).get("carry") or {}).items() if k in names}


def _after_roll(code: str) -> str:
    """The next follow-on roll's form if one waits, else the table."""
    step = selectors.next_step(code)
    if step is None:
        return reverse("battles:table", kwargs={"code": code.upper()}) + "#turn"
    url = reverse("battles:roll", kwargs={"code": code.upper(), "procedure_id": step["procedures"][0]})
    return f"{url}?step={step['id']}"


@require_POST
def objective_step(request: HttpRequest, code: str) -> HttpResponse:
    """Claim the mission objective, or answer the other side's claim."""
    key, what = uuid_or_none(request.POST.get("key")), request.POST.get("what", "")
    who = {"code": code, "seat_id": held_seat(request, code), "key": key}
    try:
        if key is None or what not in ("claim", "confirm", "reject"):
            raise Refused("Reload the page and try again.")
        if what == "claim":
            objective.declare(**who, note=request.POST.get("note", ""))
        else:
            objective.answer(**who, accept=what == "confirm")
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect(reverse("battles:table", kwargs={"code": code.upper()}) + "#turn")


@require_POST
def skip_step(request: HttpRequest, code: str) -> HttpResponse:
    key = uuid_or_none(request.POST.get("key"))
    try:
        if key is None:
            raise Refused("Reload the page and try again.")
        followups.skip_step(
            code=code,
            seat_id=held_seat(request, code),
            step_id=request.POST.get("step", ""),
            reason=request.POST.get("reason", ""),
            key=key,
        )
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect(_after_roll(code))


@require_POST
def bodyguard(request: HttpRequest, code: str) -> HttpResponse:
    """The officer's side says whether a soldier nearby takes the bullet meant for him."""
    stand_in = request.POST.get("stand_in", "")

    def act(**who):
        if stand_in and int_or_none(stand_in) is None:
            raise Refused("Pick the soldier who takes the bullet from the list.")
        followups.bodyguard(code=code, step_id=request.POST.get("step", ""), stand_in_id=int_or_none(stand_in), **who)

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


@require_GET
def poll(request: HttpRequest, code: str) -> HttpResponse:
    # Every phone calls this every second: "unchanged" costs one query and sends no body.
    version = selectors.battle_version(code)
    if version is None:
        return HttpResponse(status=404)
    if request.GET.get("v") == str(version):
        return HttpResponse(status=204)
    battle = selectors.battle_find(code)
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


def _seat_action(request: HttpRequest, code: str, action) -> HttpResponse:
    try:
        action(code=code, seat_id=held_seat(request, code))
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect("battles:table", code=code.upper())


def page_or_missing(request: HttpRequest, code: str, *, status: int, **extra) -> HttpResponse:
    """The table page again (a refusal's banner, a form's errors in `extra`), or the 404 of a wrong code."""
    battle = selectors.battle_find(code)
    if battle is None:
        return battle_missing(request, code)
    return _render_table(request, battle, status=status, **extra)


def _render_table(request, battle, *, join_form=None, choose_form=None, page_error=None, status=200) -> HttpResponse:
    seat_id = held_seat(request, battle.code)
    me = next((s for s in battle.seats.all() if s.pk == seat_id), None)
    join_url = request.build_absolute_uri(reverse("battles:table", kwargs={"code": battle.code}))
    context = {
        **_live(battle, me),
        "join_url": join_url,
        "watch_url": request.build_absolute_uri(reverse("battles:watch", kwargs={"code": battle.code})),
        "qr_svg": segno.make(join_url, error="m").svg_inline(dark="#000", light="#fff", border=2, omitsize=True),
        "join_form": join_form or JoinForm(initial={"team": _open_team(battle)}),
        "choose_form": choose_form or ChooseForm(user=request.user, initial={"source": "example"}),
        "checked": lobby.seat_checked(battle, me) if me and battle.phase == "lobby" else None,
        "choose": _choose_view(request, battle, me),
        "page_error": page_error,
    }
    context |= _setup_stepper(request, battle, context)
    return render(request, "battles/table.html", context, status=status)


def _setup_stepper(request: HttpRequest, battle, context: dict) -> dict:
    """In setup, one step on the screen: the first still open, or the one whose chip was tapped; the result
    just rolled on top."""
    if battle.phase != "setup":
        return {}
    steps = setup_views.setup_steps(battle, context)
    return {
        "setup_steps": steps,
        "setup_shown": setup_views.shown_step(steps, request.GET.get("step")),
        "turn": {"latest": selectors.roll_card(selectors.newest_roll(battle))},
    }


def _choose_view(request: HttpRequest, battle, me) -> dict | None:
    """The lobby's choice, one source at a time: the player's own lists first when they have some."""
    if battle.phase != "lobby" or me is None or me.is_ready:
        return None
    mine = list(my_detachments(request.user)) if request.user.is_authenticated else None
    asked = request.GET.get("source") or request.POST.get("source")
    source = asked if asked in ("mine", "example", "file") else "mine" if mine else "example"
    if source == "mine" and mine is None:
        source = "example"
    return {
        "source": source,
        "mine": mine,
        "examples": armies_selectors.example_options() if source == "example" else [],
    }


def _live(battle, me) -> dict:
    return {
        "battle": battle,
        "mode": selectors.mode_of(battle),
        "me": me,
        "seat_views": (views := selectors.seat_views(battle)),
        "empty_seats": range(max(battle.players - len(views), 0)),
        "morale": _morale_steps(battle, me),
        "turn": _turn(battle, me),
        "key": uuid.uuid4(),
        **setup_views.table_context(battle, me),
        **terrain_views.table_context(battle, me),
        **cards_views.table_context(battle, me),
        **command_views.table_context(battle, me),
    }


def _turn(battle, me):
    return selectors.turn_view(battle, me) if battle.phase in ("playing", "ended") else None


def _morale_steps(battle, me) -> list[dict]:
    """Per team: its force morale once rolled, else whether this phone may roll it (and as referee)."""
    rolled = battle.state.get("force_morale", {})
    steps = []
    for team in ("A", "B"):
        may = battle.phase == "setup" and me is not None and (me.team == team or me.is_host)
        referee = may and me.team != team
        steps.append(
            {"team": team, "value": rolled.get(team), "may_roll": may, "referee": referee, "key": uuid.uuid4()}
        )
    return steps


def _open_team(battle) -> str:
    counts = {"A": 0, "B": 0}
    for s in battle.seats.all():
        counts[s.team] += 1
    return "A" if counts["A"] < counts["B"] else "B"


# --- Helpers the setup, terrain and card views share too (so public) -------------------------------------


def battle_missing(request: HttpRequest, code: str) -> HttpResponse:
    """The home page with the code kept in its box, 404: no battle has that code."""
    context = {"code_form": CodeForm(initial={"code": code}), "missing_code": code.upper()[:8]}
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
    the table at `anchor` (or to `then`); a refusal shows on the table page as a banner."""
    try:
        key = uuid_or_none(request.POST.get("key"))
        if key is None:
            raise Refused("Reload the page and try again.")
        act(seat_id=held_seat(request, code), key=key)
    except Refused as refusal:
        return page_or_missing(request, code, page_error=refusal.message, status=400)
    return redirect(then or reverse("battles:table", kwargs={"code": code.upper()}) + f"#{anchor}")


def uuid_or_none(value: str | None) -> uuid.UUID | None:
    """A one-time key from a form; anything else is None, which the views refuse."""
    try:
        return uuid.UUID(value or "")
    except ValueError:
        return None


def held_seat(request: HttpRequest, code: str) -> int | None:
    """The id of the seat this phone holds in the battle, if any (its session keeps it)."""
    return request.session.get(SEATS, {}).get(code.upper())


def _take_seat(request: HttpRequest, code: str, seat_id: int) -> None:
    seats = dict(request.session.get(SEATS, {}))
    seats[code] = seat_id
    request.session[SEATS] = seats
