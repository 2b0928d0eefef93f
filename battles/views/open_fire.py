"""An Open Fire battle on the phones: the new-battle form, the table page (lobby, round, end) and its taps. Each tap
is one service of battles.systems.open_fire_play on the battle's lock; a refusal shows as a banner."""

from __future__ import annotations

from functools import partial

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
from battles.services import lobby
from battles.systems import open_fire, open_fire_play
from battles.views.common import act_on_table, held_seat, int_or_none, take_seat
from bof_site.limits import limited
from bof_site.once import once_per_key
from bof_site.refusals import Refused
from dice.services import new_client_seed

MISSIONS = {  # O63: missions of our own, the text leaving them to modules
    "skirmish": (("control", 2), ("control", 2), ("access", 1)),
    "raid": (("destroy", 3), ("recover", 3)),
    "hold-the-line": (("control", 3), ("control", 3), ("control", 3)),
}


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
            mission = MISSIONS.get(p.get("mission", ""))
            if mission is None:
                raise Refused(gettext("Pick a mission from the list."))
            name = (p.get("display_name") or "").strip()[:30]
            if not name:
                raise Refused(gettext("Type the name the others will see."))
            settings = open_fire.Settings(rounds=rounds, points=points or None, objectives=mission)
            battle, host = open_fire.create(settings=settings, host_name=name, team="A",
                                            client_seed=p.get("client_seed", "")[:64] or new_client_seed(),
                                            user=request.user)  # fmt: skip
        except Refused as refusal:
            error = refusal.message
        else:
            take_seat(request, battle.code, host.pk)
            return redirect("battles:table", code=battle.code)
    name = request.user.get_username() if request.user.is_authenticated else ""
    context = {"error": error, "missions": list(MISSIONS), "name": p.get("display_name", name)}
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
        "join_form": JoinForm(initial={"team": "B"}),
        "mission": battle.state.get("mission", {}).get("objectives", []),
    }
    if battle.phase == "lobby":
        context |= page.lobby_view(battle, me, request.user)
    else:
        context |= page.play_view(battle, me)
    return render(request, "battles/open_fire/table.html", context, status=status)


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
    """A tap on the round's card: one service, its arguments read from the form."""

    @require_POST
    def view(request: HttpRequest, code: str) -> HttpResponse:
        return act_on_table(request, code, "round", partial(service, code=code, **args(request.POST)))

    return view


def _attack_args(p) -> dict:
    return {
        "target": int_or_none(p.get("target")) or 0,
        "weapon": p.get("weapon", "")[:60],
        "line_of_sight": p.get("line_of_sight", "clear")[:20],
        "half_range": p.get("half_range") == "on",
        "assault_range": p.get("assault_range") == "on",
    }


urlpatterns = [
    path("new/open-fire/", new, name="open_fire_new"),
    path("<room:code>/of/choose/", choose, name="open_fire_choose"),
    path("<room:code>/of/initiative/", _tap(open_fire_play.initiative), name="of_initiative"),
    path(
        "<room:code>/of/activate/",
        _tap(
            open_fire_play.activate, lambda p: {"unit": int_or_none(p.get("unit")) or 0, "wait": p.get("wait") == "1"}
        ),
        name="of_activate",
    ),
    path("<room:code>/of/recover/", _tap(open_fire_play.recover), name="of_recover"),
    path(
        "<room:code>/of/move/",
        _tap(open_fire_play.move, lambda p: {"advance": p.get("advance") == "1"}),
        name="of_move",
    ),
    path("<room:code>/of/attack/", _tap(open_fire_play.attack, _attack_args), name="of_attack"),
    path(
        "<room:code>/of/secure/",
        _tap(open_fire_play.secure, lambda p: {"objective": int_or_none(p.get("objective")) or 0}),
        name="of_secure",
    ),
    path("<room:code>/of/done/", _tap(open_fire_play.done), name="of_done"),
]
