"""Pages and forms of a battle's terrain: the sheet, its pieces, fieldworks and minefields. Views parse, find
the seat the phone holds, call one service, redirect; a refusal re-renders the sheet with a banner (400)."""

from __future__ import annotations

import uuid
from collections.abc import Callable

from django import forms
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe

from armies.models import Fieldwork
from battles import selectors
from battles.forms.terrain import EnteredForm, FieldworkForm, KeyForm, PieceForm, PresetForm
from battles.models import BattleUnit, LogEntry
from battles.pages import log_said
from battles.services import terrain as services
from battles.services.voids import VOIDABLE
from battles.table.terrain import (
    PRESETS,
    by_side,
    cover_shown,
    fieldworks,
    live_pieces,
    my_minefields,
    obstacle_shown,
    piece_name,
    pieces,
    sector_suggestions,
    spare_points,
    terrain_shown,
)
from battles.views import common
from bof_site.refusals import Refused
from dice.urls import RoomCode  # noqa: F401  (registers the "room" converter before the paths below)


@require_safe
def terrain_page(request: HttpRequest, code: str) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return common.battle_missing(request, code)
    return _render(request, battle)


@require_POST
def add_preset(request: HttpRequest, code: str) -> HttpResponse:
    def call(c, who):
        return services.piece_add(**who, preset=c["preset"])

    return _post(request, code, PresetForm(request.POST), call, lambda e: _at(e.data["added"]["id"], edit=True))


@require_POST
def add_piece(request: HttpRequest, code: str) -> HttpResponse:
    def call(c, who):
        return services.piece_add(**who, piece=_piece(c))

    form = PieceForm(request.POST)
    return _post(request, code, form, call, lambda e: _at(e.data["added"]["id"]), add_form=form)


@require_POST
def edit_piece(request: HttpRequest, code: str, piece_id: str) -> HttpResponse:
    def call(c, who):
        return services.piece_edit(**who, piece_id=piece_id, piece=_piece(c))

    form = PieceForm(request.POST, prefix_id=piece_id)
    return _post(request, code, form, call, lambda e: _at(piece_id), edit=(piece_id, form))


@require_POST
def remove_piece(request: HttpRequest, code: str, piece_id: str) -> HttpResponse:
    def call(c, who):
        return services.piece_remove(**who, piece_id=piece_id)

    return _post(request, code, KeyForm(request.POST), call, lambda e: "#sheet")


@require_POST
def buy_fieldwork(request: HttpRequest, code: str) -> HttpResponse:
    def call(c, who):
        return services.fieldwork_buy(**who, fieldwork_key=c["fieldwork"], sector=c["sector"])

    form = FieldworkForm(request.POST)
    return _post(request, code, form, call, lambda e: "#fieldworks", buy=(request.POST.get("fieldwork"), form))


@require_POST
def unit_entered(request: HttpRequest, code: str) -> HttpResponse:
    def call(c, who):
        return services.unit_entered(**who, sector=c["sector"], unit_id=c["unit"])

    form = EnteredForm(request.POST)
    return _post(request, code, form, call, lambda e: f"?check={e.seq}#mines", entered_form=form)


urlpatterns = [
    path("<room:code>/terrain/", terrain_page, name="terrain"),
    path("<room:code>/terrain/preset/", add_preset, name="terrain_preset"),
    path("<room:code>/terrain/add/", add_piece, name="terrain_add"),
    path("<room:code>/terrain/<slug:piece_id>/edit/", edit_piece, name="terrain_edit"),
    path("<room:code>/terrain/<slug:piece_id>/remove/", remove_piece, name="terrain_remove"),
    path("<room:code>/terrain/fieldworks/", buy_fieldwork, name="fieldwork_buy"),
    path("<room:code>/terrain/mines/", unit_entered, name="unit_entered"),
]


def _post(request, code: str, form: forms.Form, call: Callable, then: Callable, **bound) -> HttpResponse:
    """Parse, call the one service, redirect to the sheet; a bad form or a refusal gets the sheet with a banner."""
    if not form.is_valid():
        return _again(request, code, next(iter(form.errors.values()))[0], bound)
    who = {"code": code, "seat_id": common.held_seat(request, code), "key": form.cleaned_data["key"]}
    try:
        entry = call(form.cleaned_data, who)
    except Refused as refusal:
        return _again(request, code, refusal.message, bound)
    return redirect(reverse("battles:terrain", kwargs={"code": code.upper()}) + then(entry))


def _again(request, code: str, message: str, bound: dict) -> HttpResponse:
    battle = selectors.battle_find(code)
    if battle is None:
        return common.battle_missing(request, code)
    return _render(request, battle, status=400, page_error=message, **bound)


def _render(request, battle, *, status: int = 200, page_error: str | None = None, **bound) -> HttpResponse:
    me = next((s for s in battle.seats.all() if s.pk == common.held_seat(request, battle.code)), None)
    context = {
        **_sheet(battle, me, bound, edit=request.GET.get("edit", "")),
        **_mines(battle, me, bound, check=common.int_or_none(request.GET.get("check"))),
        "page_error": page_error,
    }
    return render(request, "battles/terrain.html", context, status=status)


def _sheet(battle, me, bound: dict, *, edit: str) -> dict:
    """The pieces, each with its edit form for a seated phone, the presets and the custom piece form."""
    may_edit = me is not None and battle.phase in ("setup", "playing")
    failed_id, failed = bound.get("edit", (None, None))
    rows = []
    for p in live_pieces(battle):
        is_open, form = p["id"] in (edit, failed_id), None
        if may_edit:
            form = failed if p["id"] == failed_id else PieceForm(initial={**p, "key": uuid.uuid4()}, prefix_id=p["id"])
            if is_open and failed is None:
                form.fields["name"].widget.attrs["autofocus"] = True  # a preset just added: name it
        rows.append(
            {
                "piece": p,
                "name": piece_name(p),
                "form": form,
                "open": is_open,
                "cover": cover_shown(p["cover"]),
                "terrain": terrain_shown(p["terrain"]),
                "obstacle": obstacle_shown(p["obstacle"]),
            }
        )
    add_form = bound.get("add_form") or PieceForm(
        initial={"key": uuid.uuid4(), "terrain": "plains", "obstacle": "none"}
    )
    return {
        "battle": battle,
        "me": me,
        "may_edit": may_edit,
        "rows": rows,
        "removed": [{**p, "name": piece_name(p)} for p in pieces(battle) if p.get("removed")],
        "presets": list(PRESETS.items()) if may_edit else [],
        "add_form": add_form,
        "my_last": _my_last(battle, me),
    }


def _mines(battle, me, bound: dict, *, check: int | None) -> dict:
    """Fieldworks by side, the shop in setup, this phone's own minefields, and "a unit entered a sector".
    The sector suggestions stay in the app's English: a sector is matched by its words on every phone."""
    shop, spare = [], 0
    if me is not None and battle.phase == "setup":
        spare = spare_points(battle, me)
        failed_key, failed = bound.get("buy", (None, None))
        for work in Fieldwork.objects.filter(retired=False).order_by("cost", "name"):
            form = failed if work.key == failed_key else FieldworkForm(initial={"key": uuid.uuid4()})
            shop.append(
                {"work": work, "form": form, "affordable": work.cost <= spare, "cover": cover_shown(work.cover)}
            )
    units = []
    if me is not None and battle.phase == "playing":
        units = list(BattleUnit.objects.filter(battle=battle, status="active").exclude(unit_type="plane"))
    seats = {s.pk: s for s in battle.seats.all()}
    works = fieldworks(battle)
    entry = LogEntry.objects.filter(battle=battle, seq=check, kind="mines").first() if check else None
    entry = entry if entry is not None and "unit" in entry.data else None  # a unit's check, not the end's reveal
    public = [f["sector"] for f in works if f.get("sector")]
    return {
        "sides": by_side(battle),
        "shop": shop,
        "spare": spare,
        "my_mines": my_minefields(battle, me),
        "known_mines": [f for f in works if f["kind"] == "minefield" and f.get("sector")],
        "units": [(s, [u for u in units if u.seat_id == s.pk]) for s in seats.values() if units],
        "entered_form": bound.get("entered_form") or EnteredForm(initial={"key": uuid.uuid4()}),
        "suggestions": list(dict.fromkeys([*public, *sector_suggestions(battle)])),
        "check": entry,
        "check_unit": log_said.units_said(battle.pk, entry.data["unit"]["label"]) if entry else "",
        "check_rolls": _rolls_for(entry.data["unit"]) if entry and entry.data.get("mined") else [],
    }


# The effect table for a unit hit by a mine, by what it is; the book has no mine table of its own.
EFFECTS = {
    "infantry": "effect-infantry",
    "ranking-officer": "effect-infantry",
    "squad-leader": "effect-infantry",
    "crew": "effect-crew",
    "support-weapon": "effect-support-weapon-he",
    "afv": "effect-afv-ap",
    "transport": "effect-softskin-he",
}


def _rolls_for(unit: dict) -> list[tuple[str, str]]:
    effect = "effect-horse-he" if unit.get("movement") == "horse" else EFFECTS.get(unit.get("type"), "effect-infantry")
    return [
        ("attack", gettext("Does it hit? (attack roll)")),
        (effect, gettext("The effect of the hit")),
        ("morale-check", gettext("Morale check")),
    ]


def _my_last(battle, me):
    """This phone's last terrain change, when it is the battle's newest entry and may still be taken back."""
    if me is None or battle.phase == "ended":
        return None
    last = selectors.newest_takeable(battle)
    mine = last is not None and last.seat_id == me.pk and last.undoable
    return last if mine and last.kind in VOIDABLE and last.kind in ("terrain", "fieldwork") else None


def _piece(c: dict) -> services.PieceInput:
    return services.PieceInput(c["name"], c["cover"], c["terrain"], c["flammable"], c["obstacle"])


def _at(piece_id: str, *, edit: bool = False) -> str:
    return (f"?edit={piece_id}" if edit else "") + f"#piece-{piece_id}"
