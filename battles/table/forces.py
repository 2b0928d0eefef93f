"""A seat's units read through the engine: how many actions a unit may take when activated, and the
action pool after losses (R22). No writes here; services call these under the battle's lock."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from django.utils.translation import gettext, pgettext_lazy

from battles.models import ABOARD, BattleUnit
from rules.engine.muster import ProfileSpec, UnitEntry, pool_inputs
from rules.engine.procedures.actions import ActivationInputs, action_pool, actions_per_activation

OUT = ("dead", "surrendered")
# A unit's status out of the fight, in the reader's words (the status itself stays the app's English).
OUT_OF_FIGHT = {
    "dead": pgettext_lazy("unit status", "dead"),
    "surrendered": pgettext_lazy("unit status", "surrendered"),
    "abandoned": pgettext_lazy("unit status", "abandoned"),
    "aboard": pgettext_lazy("unit status", "aboard"),
    "crewing": pgettext_lazy("unit status", "crewing"),
}

# The rolls a player makes in the enemy's turn for one of their own units (prefill.REACTIONS says each one's duty).
REACTION_ROLLS = ("overwatch", "aa-fire", "dogfight", "mg-stop-afv")


def activation_kind(unit: BattleUnit) -> str:
    """The engine's unit kind for actions per activation."""
    kind = unit.unit_type
    if unit.squad_leader:
        return "squad-leader"
    if kind == "infantry":
        return "heavy-gear" if any(w.get("heavy_gear") for w in unit.weapons) else "infantry"
    if kind == "support-weapon":
        return "support-weapon" if unit.stats.get("blast") else "machine-gun"  # a gun has a blast; an HMG none
    if kind == "plane":
        return "plane-bombing" if unit.stats.get("blast") == "bombs" else "plane-strafing"
    if kind == "crew":
        return "infantry"
    return kind


def allowed_actions(unit: BattleUnit, turn: int) -> tuple[int, tuple[str, ...]]:
    """(actions this activation, the engine's reasons) for a unit at this turn."""
    if unit.status == "crewing":
        return 0, (gettext("%(unit)s crews a vehicle it manned.") % {"unit": unit.label_said},)
    if unit.status != "active":
        said = {"unit": unit.label_said, "status": str(OUT_OF_FIGHT.get(unit.status, unit.status))}
        return 0, (gettext("%(unit)s is out of the fight (%(status)s).") % said,)
    return _per_activation(
        ActivationInputs(
            unit_type=activation_kind(unit),
            crew_needed=unit.stats.get("crew", 1),
            crew_alive=unit.crew_alive,
            acted_last_turn=unit.activated_turn == turn - 1 and turn > 1,
            plane_guns=max(unit.stats.get("attacks_per_turn", 1), 1),
        )
    )


@lru_cache(maxsize=1024)
def _per_activation(inputs: ActivationInputs) -> tuple[int, tuple[str, ...]]:
    """The engine's answer for one kind of unit in one state: a pure function of frozen inputs, so a
    platoon of like riflemen asks it once (the picker reads it for every unit on every page)."""
    outcome = actions_per_activation(inputs, None)
    return int(outcome.value("actions")), outcome.steps


def activated_enough(unit: BattleUnit, seat_detachment: dict, done: dict) -> bool:
    """True when the unit has had its activations this turn: one, or for a ranking officer as many as his
    doctrine gives. `done` is the turn's count per unit id (battle.state["activations"])."""
    may = seat_detachment.get("activations_per_turn", 1) if unit.unit_type == "ranking-officer" else 1
    return done.get(str(unit.pk), 0) >= may


def _entry(unit: BattleUnit) -> UnitEntry:
    spec = ProfileSpec(
        key=unit.profile_key,
        name=unit.label,
        unit_type=unit.unit_type,
        nation="",
        costs={},
        crew=unit.stats.get("crew", 1),
        movement=unit.stats.get("movement", "foot"),
    )
    return UnitEntry(ref=unit.ref, profile=spec, quality=unit.quality, squad_leader=unit.squad_leader)


def action_pool_now(units: Iterable[BattleUnit], orders_per_turn: int) -> tuple[int, tuple[str, ...]]:
    """The pool after losses: every unit counted as fielded, the dead and surrendered as lost, and crew
    members killed inside a living machine as lost crew (R22). A crew still aboard its machine counts with it."""
    units = [u for u in units if u.status != ABOARD]
    have = pool_inputs([_entry(u) for u in units], orders_per_turn)
    gone = pool_inputs([_entry(u) for u in units if u.status in OUT], orders_per_turn)
    crew_killed = sum(
        max(u.stats.get("crew", 1) - u.crew_alive, 0)
        for u in units
        if u.status not in OUT and u.unit_type in ("support-weapon", "afv", "transport", "plane", "crew")
    )
    officer_dead = any(u.unit_type == "ranking-officer" and u.status in OUT for u in units)
    inputs = replace(
        have,
        officers_lost=gone.officers,
        squad_leaders_lost=gone.squad_leaders,
        soldiers_lost=gone.soldiers,
        crew_members_lost=gone.crew_members + crew_killed,
        vehicles_lost=gone.vehicles,
        support_weapons_lost=gone.support_weapons,
        planes_lost=gone.planes,
        ranking_officer_dead=officer_dead,
    )
    outcome = action_pool(inputs, None)
    return int(outcome.value("pool")), outcome.steps
