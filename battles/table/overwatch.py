"""Overwatch in the enemy's turn (Overwatch): which of a phone's units stand on it with shots left this turn, and the
enemy unit acting now that they may fire at first. Reads only; battles/services/reactions.py fires the shot."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from battles.models import Battle, BattleUnit, Seat
from battles.services import rows
from battles.table import duties


@dataclass(frozen=True)
class Offer:
    target: BattleUnit  # the enemy unit activated now
    shooters: list[tuple[BattleUnit, int]]  # this phone's units on overwatch, with the shots each has left


def shots_this_turn(battle: Battle) -> dict[str, int]:
    """The overwatch shots fired this turn, by unit id (as text): battles/services/reactions.py counts them there."""
    shots = battle.state.get("overwatch_shots") or {}
    return dict(shots.get("counts") or {}) if shots.get("turn") == battle.turn else {}


def shots_fired(battle: Battle, unit_id: int) -> int:
    """The overwatch shots this unit fired this turn."""
    return shots_this_turn(battle).get(str(unit_id), 0)


def most_shots(unit: BattleUnit) -> int:
    """A unit's attacks per turn: its profile's, or its weapons' best, at least one."""
    return max([unit.stats.get("attacks_per_turn") or 1] + [w.get("attacks_per_turn") or 1 for w in unit.weapons])


def offer(battle: Battle, me: Seat | None, mine: Callable[[], list[BattleUnit]], teams: dict[int, str]) -> Offer | None:
    """What this phone may fire at now: while an enemy unit is activated (and no officer's orders are under way,
    which only covering fire interrupts), its units on overwatch with shots left (`mine` reads the phone's units,
    only once nothing else rules an offer out; `teams`: seat id -> team, a teammate's unit is no target); None when
    there is nothing."""
    state = battle.state
    current = state.get("activation") or {}
    if me is None or battle.phase != "playing" or state.get("step") != "activations" or not current:
        return None
    if teams.get(state.get("active")) == me.team or state.get("orders"):
        return None
    watching = _ready(battle, mine())
    if not watching:
        return None
    target = next(iter(rows.units("battle_id = %s AND id = %s", [battle.pk, current["unit"]])), None)
    if target is None or target.status != "active" or teams.get(target.seat_id) == me.team:
        return None
    return Offer(target, watching)


def watching(battle: Battle, me: Seat | None, teams: dict[int, str]) -> list[tuple[BattleUnit, int]]:
    """The other side's units on overwatch with shots left, and how many: the phone about to shoot is told they may
    fire first (its one-tap Shoot would otherwise roll before their phone could). `teams`: seat id -> team."""
    if me is None or battle.phase != "playing" or battle.state.get("step") != "activations":
        return []
    units = rows.units("battle_id = %s AND status = 'active' AND tokens ? 'overwatch' ORDER BY ref", [battle.pk])
    return _ready(battle, [u for u in units if teams.get(u.seat_id) != me.team])


def _ready(battle: Battle, units: list[BattleUnit]) -> list[tuple[BattleUnit, int]]:
    """Those of the units on overwatch, in the fight and not hidden, with shots left this turn, and how many."""
    fired = shots_this_turn(battle)
    ready = [
        (u, most_shots(u) - fired.get(str(u.pk), 0))
        for u in units
        if u.status == "active" and duties.duty_of(u) == "overwatch" and not (u.tokens or {}).get("hidden")
    ]
    return [(u, left) for u, left in ready if left > 0]
