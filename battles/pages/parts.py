"""The table's panels that open on demand: what a closed panel holds is not built with every page (the forces
with every unit, the smoke and fire forms with a box per unit). Each part: who may open it, its context."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from battles import selectors
from battles.models import Battle, Seat
from battles.table import terrain


@dataclass(frozen=True)
class Part:
    title: Promise
    template: str
    context: Callable[[Battle, Seat | None], dict]
    seated: bool  # only a phone holding a seat may open it
    phases: tuple[str, ...]


def _forces(battle: Battle, me: Seat | None) -> dict:
    return {"seat_views": selectors.seat_views(battle, with_units=True)}


def _units(battle: Battle, me: Seat | None) -> dict:
    return {"markers": {"units": selectors.target_choices(battle, me)}}


def _fire(battle: Battle, me: Seat | None) -> dict:
    pieces = [(p["id"], terrain.piece_label(p)) for p in terrain.live_pieces(battle) if p.get("flammable")]
    return {"markers": {"units": selectors.target_choices(battle, me), "flammable": pieces}}


def _proof(battle: Battle, me: Seat | None) -> dict:
    return {}  # the battle alone: its commitment, its chain head and, once it is over, its seed


PARTS = {
    "forces": Part(_("The forces"), "battles/includes/forces.html", _forces, False, ("setup", "playing", "ended")),
    "smoke": Part(_("Add smoke"), "battles/includes/smoke_form.html", _units, True, ("playing",)),
    "fire": Part(_("A structure catches fire"), "battles/includes/fire_form.html", _fire, True, ("playing",)),
    "proof": Part(
        _("Proof: no roll was changed"),
        "battles/includes/fairness_body.html",
        _proof,
        False,
        ("setup", "playing", "ended"),
    ),
}
