"""An Open Fire battle on the phones: the new-battle form, the table page (lobby, round, end) and its taps. Each tap
is one service of battles.systems.open_fire_play on the battle's lock; a refusal shows as a banner."""

from __future__ import annotations

import inspect

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path
from django.utils.translation import gettext
from django.views.decorators.http import require_POST

from armies import open_fire as forces_built
from armies.models import OpenFireForce
from battles import selectors
from battles.forms import JoinForm
from battles.pages import open_fire as page
from battles.pages import open_fire_map, open_fire_offers
from battles.services import lobby
from battles.systems import open_fire, open_fire_moves, open_fire_play, open_fire_setup
from battles.views.common import act_on_table, held_seat, int_or_none, invitation, take_seat
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from dice.forms import own_name
from dice.services import new_client_seed
from rules.engine.open_fire import missions
from rules.engine.registry import parse_dice


@once_per_key
@limited("battles")
def new(request: HttpRequest) -> HttpResponse:
    p = request.POST
    error = ""
    if request.method == "POST":
        try:
            rounds = int_or_none(p.get("rounds")) or 0
            points_text = p.get("points", "").strip()
            points = int_or_none(points_text)
            if points_text and points is None:
                raise Refused(gettext("Type the points as a whole number, or leave them empty."))
            mission = p.get("mission", "")[:20]
            if mission not in missions.MISSIONS:
                raise Refused(gettext("Pick a mission from the list."))
            name = (p.get("display_name") or "").strip()[:30]
            if not name:
                raise Refused(gettext("Type the name the others will see."))
            players = int_or_none(p.get("players") or "2") or 0
            settings = open_fire.Settings(rounds=rounds, points=points or None, mission=mission, players=players,
                                          dice=p.get("dice", "app")[:10],
                                          size=p.get("size", missions.DEFAULT_SIZE)[:10])  # fmt: skip
            battle, host = open_fire.create(settings=settings, host_name=name, team="A",
                                            client_seed=p.get("client_seed", "")[:64] or new_client_seed(),
                                            user=request.user)  # fmt: skip
        except Refused as refusal:
            error = refusal.message
        else:
            take_seat(request, battle.code, host.pk)
            return redirect("battles:table", code=battle.code)
    name = own_name(request).get("display_name", "")
    context = {"error": error, "missions": list(missions.MISSIONS), "sizes": [(k, f"{w} × {d}") for k, (w, d) in missions.SIZES.items()],
               "name": p.get("display_name", name)}  # fmt: skip
    return render(request, "battles/open_fire/new.html", context, status=400 if error else 200)


def render_page(request: HttpRequest, battle, *, page_error=None, status=200, **_ignored) -> HttpResponse:
    """The table page of an Open Fire battle (battles.views.common.render_table hands it over)."""
    me = selectors.phone_seat(battle, held_seat(request, battle.code))
    seats = list(battle.seats.all())
    context = {
        "battle": battle,
        "me": me,
        "seats": seats,
        "page_error": page_error,
        "join_form": JoinForm(initial={"team": "B", **own_name(request)}),
        "join_team": "B" if sum(s.team == "B" for s in seats) <= sum(s.team == "A" for s in seats) else "A",
        "mission": battle.state.get("mission", {}).get("objectives", []),
        "posted": _posted(request),
    }
    if battle.phase == "lobby":
        context |= page.lobby_view(battle, me, request.user) | invitation(request, battle)
    else:
        offers = open_fire_offers.as_the_rules_allow(battle, page.play_view(battle, me))
        context |= offers | {"table_map": open_fire_map.table_map(battle, seats, me)}
    return render(request, "battles/open_fire/table.html", context, status=status)


def _posted(request: HttpRequest) -> dict:
    """What a refused form asked for, so the page shows it as the player left it (the turns of a vehicle's move and
    the enemies it leaves), not back at its defaults."""
    if request.method != "POST":
        return {}
    return {"manoeuvres": request.POST.get("manoeuvres", "")[:3], "left": request.POST.getlist("left")[:20]}


@require_POST
def choose(request: HttpRequest, code: str) -> HttpResponse:
    """A seat's force: one of the player's own, or a force file."""

    def act(seat_id, key):
        upload = request.FILES.get("force")
        if upload is not None:
            doc, source = forces_built.read_file(upload), f"File {upload.name}"[:80]
        else:
            row = (
                OpenFireForce.objects.select_related("pack")
                .filter(pk=int_or_none(request.POST.get("force")) or 0, owner_id=request.user.pk)
                .first()
            )
            if row is None:
                raise Refused(gettext("Pick one of your forces, or a force file."))
            doc, source = forces_built.document(row), "One of my forces"
        lobby.seat_choose(code=code, seat_id=seat_id, doc=doc, source=source)

    return act_on_table(request, code, "forces", act)


def _tap(service, args=lambda _p: {}):
    """A tap on the round's card: one service, its arguments read from the form (a form the service cannot use is
    refused in the player's words inside the tap, never a server error)."""

    # The acting unit the page showed, for the taps on its card: the service refuses a tap from a page left behind.
    shows = "shown" in inspect.signature(service).parameters

    @require_POST
    def view(request: HttpRequest, code: str) -> HttpResponse:
        def act(**tap):
            shown = {"shown": _unit(request.POST, "shown")} if shows else {}
            service(code=code, **tap, **args(request.POST), **shown)

        return act_on_table(request, code, "round", act)

    return view


def _dice(p) -> dict:
    """The D12s rolled at the table, typed in one box ("7 3 12"); nothing when the app rolls."""
    text = p.get("dice", "")[:120].strip()
    if not text:
        return {}
    try:
        return {"dice": parse_dice(text)}
    except ValueError:
        raise Refused(gettext("Type the dice as numbers from 1 to 12 with spaces between, like 7 3 12.")) from None


def _unit(p, name: str = "unit") -> int:
    return int_or_none(p.get(name)) or 0


def _refs(p, name: str) -> tuple[int, ...]:
    return tuple(ref for ref in (int_or_none(v) for v in p.getlist(name)[:20]) if ref)


def _attack_args(p) -> dict:
    return {
        "target": _unit(p, "target"),
        "weapon": p.get("weapon", "")[:60],
        "line_of_sight": p.get("line_of_sight", "clear")[:20],
        "half_range": p.get("half_range") == "on",
        "assault_range": p.get("assault_range") == "on",
        **_dice(p),
    }


def _activate_args(p) -> dict:
    """The unit to activate; "stay" names a unit in a transport that stays aboard (or one that waits in reserve)."""
    stay = _unit(p, "stay")
    return {"unit": stay or _unit(p), "wait": bool(stay) or p.get("wait") == "1", **_dice(p)}


def _move_args(p) -> dict:
    """A move, an advance move or (a vehicle) backward; the enemies whose assault range it left; a vehicle's turns."""
    turns = int_or_none(p.get("manoeuvres"))
    return {"advance": p.get("advance") == "1", "backward": p.get("backward") == "1", "left": _refs(p, "left"),
            **({"manoeuvres": turns} if turns is not None else {})}  # fmt: skip


def _route(url: str, service, args=lambda _p: {}, name: str = ""):
    return path(f"<room:code>/of/{url}/", _tap(service, args), name=name or f"of_{url.replace('-', '_')}")


urlpatterns = [
    path("new/open-fire/", new, name="open_fire_new"),
    path("<room:code>/of/choose/", choose, name="open_fire_choose"),
    _route("initiative", open_fire_play.initiative, _dice),
    _route("roll-off", open_fire_setup.roll_off, _dice),
    _route("activate", open_fire_play.activate, _activate_args),
    _route("recover", open_fire_play.recover, _dice),
    _route("move", open_fire_play.move, _move_args),
    _route("attack", open_fire_play.attack, _attack_args),
    _route("secure", open_fire_play.secure, lambda p: {"objective": _unit(p, "objective")}),
    _route("done", open_fire_play.done),
    _route("embark", open_fire_moves.embark, lambda p: {"transport": _unit(p, "transport")}),
    _route("fly-off", open_fire_moves.fly_off, lambda p: {"lost": p.get("lost") == "1"}),
    _route("no-room", open_fire_moves.no_room),
    _route(
        "wreck",
        open_fire_moves.out_of_wreck,
        lambda p: {
            "unit": _unit(p),
            "leader_placed": p.get("leader") != "0",
            "placed": int_or_none(p.get("placed")) or 0,
        },
    ),  # fmt: skip
    _route(
        "free-attack",
        open_fire_moves.free_attack,
        lambda p: {
            "unit": _unit(p),
            "weapon": p.get("weapon", "")[:60],
            "line_of_sight": p.get("line_of_sight", "clear")[:20],
            **_dice(p),
        },
    ),  # fmt: skip
    _route("let-go", open_fire_moves.let_go, lambda p: {"unit": _unit(p)}),
    _route("defend", open_fire_moves.defend, _dice),
    _route(
        "ability", open_fire_moves.ability, lambda p: {"name": p.get("ability", "")[:60], "friend": _unit(p, "friend")}
    ),
]
