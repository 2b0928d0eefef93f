"""What a move does to an Open Fire game beyond measuring, as pure functions like table.py: a unit getting into a
transport (Embarking and Disembarking), an aircraft leaving the battlefield or lost for want of room to fly (Aircraft
Movement, Leaving the Battlefield), the enemy units whose assault range a unit left (Assault Range: their free
attacks come after its activation), and the passengers of a destroyed transport placed around the wreck (Destroyed
Transports). The players measure on the table; the caller checks distances with the procedures
(open-fire/embark, open-fire/move-allowance, open-fire/leave-assault-range, open-fire/destroyed-transport)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.engine.open_fire import table
from rules.engine.open_fire.packs import rule_name
from rules.engine.outcome import InvalidInput


def capacity(unit: table.Unit) -> int:
    """Capacity (X): how many infantry models the transport carries (0 for any other unit)."""
    for rule in unit.special:
        name, x = rule_name(rule)
        if name == "Capacity":
            return x or 0
    return 0


def aboard(game: table.Game, transport: int) -> int:
    """The models riding in the transport now."""
    return sum(len(u.alive) for u in game.units if u.where == "embarked" and u.aboard == transport)


def transports_for(game: table.Game, unit: table.Unit) -> tuple[table.Unit, ...]:
    """The friendly transports on the battlefield with room for every model of this infantry unit."""
    if "Infantry" not in unit.types:
        return ()
    return tuple(
        t
        for t in game.units
        if t.player == unit.player and t.where == "table" and "Transport" in t.types and t.ref != unit.ref
        if capacity(t) - aboard(game, t.ref) >= len(unit.alive)
    )


def embark(game: table.Game, transport: int) -> tuple[table.Game, str]:
    """The acting unit gets into a friendly transport (its leader within 1 in, after its move): it leaves the
    table, makes no attack and secures nothing, and its activation ends."""
    a = _acting(game)
    unit = game.unit(a.unit)
    ride = game.unit(transport)
    if a.disembarked:
        raise InvalidInput(
            f"{unit.name} got out this activation: it may not get back in before its next.", field="unit"
        )
    if {"attack", "secure", "abilities"} & set(a.done):
        raise InvalidInput("A unit gets in after moving, before it attacks or secures anything.", field="unit")
    if "Infantry" not in unit.types:
        raise InvalidInput("A transport carries only infantry.", field="unit")
    if ride.player != unit.player or ride.where != "table" or "Transport" not in ride.types:
        raise InvalidInput("Pick one of your transports on the battlefield.", field="transport")
    room = capacity(ride) - aboard(game, transport)
    if len(unit.alive) > room:
        raise InvalidInput(
            f"{ride.name} has room for {room} more models; {unit.name} has {len(unit.alive)}.", field="unit"
        )
    game = table._with(game, replace(unit, where="embarked", aboard=transport))
    game, said = table.end_activation(game)
    return game, f"{unit.name} gets into {ride.name}. {said}"


def left_assault_range(game: table.Game, enemies: Sequence[int]) -> table.Game:
    """The acting unit left the assault range of these enemy units while moving: each that is not a vehicle makes
    a free attack once the activation is over (Assault Range; vehicles never do: Vehicle Restrictions)."""
    a = _acting(game)
    mover = game.unit(a.unit)
    for ref in enemies:
        enemy = game.unit(ref)
        if enemy.player == mover.player or enemy.where != "table":
            raise InvalidInput("Only an enemy unit on the battlefield can be left behind.", field="left")
    return replace(game, activation=replace(a, left=tuple(dict.fromkeys((*a.left, *enemies)))))


def leave_battlefield(game: table.Game) -> tuple[table.Game, str]:
    """An aircraft flies off the battlefield as it moves and goes back into reserve; its activation ends there."""
    unit = _flying(game)
    game = table._with(game, replace(unit, where="reserve"))
    game, said = table.end_activation(game)
    return game, f"{unit.name} leaves the battlefield and goes back into reserve. {said}"


def aircraft_lost(game: table.Game) -> tuple[table.Game, str]:
    """An aircraft that cannot move at least half its movement is destroyed and removed (Aircraft Movement)."""
    unit = _flying(game)
    game, said = table.damaged(game, unit.ref, tuple(replace(m, hp=0) for m in unit.models))
    game, ended = table.end_activation(game)
    return game, f"{unit.name} has no room to fly half its move. {said} {ended}"


def placed_from_wreck(game: table.Game, ref: int, *, leader_placed: bool, placed: int) -> tuple[table.Game, str]:
    """A unit thrown out of its destroyed transport: its leader and `placed` other models fit in formation outside
    enemy assault range; the rest are lost, and all of them without the leader (O57: that counts as damage)."""
    if ref not in game.wrecked:
        raise InvalidInput("That unit is not waiting to get out of a wreck.", field="unit")
    unit = game.unit(ref)
    alive = [n for n, m in enumerate(unit.models) if m.hp > 0]
    others = [n for n in alive if not unit.models[n].leader]
    if not 0 <= placed <= len(others):
        raise InvalidInput(f"Besides its leader {unit.name} has {len(others)} models to place.", field="placed")
    lost = set(alive) if not leader_placed else set(others[placed:])
    models = tuple(replace(m, hp=0) if n in lost else m for n, m in enumerate(unit.models))
    game = replace(game, wrecked=tuple(r for r in game.wrecked if r != ref))
    if not lost:
        return game, f"{unit.name} gets out of the wreck whole."
    return table.damaged(game, ref, models)


def _acting(game: table.Game) -> table.Activation:
    if game.activation is None:
        raise InvalidInput("No unit is acting.", field="unit")
    if why := table.waiting_for(game):
        raise InvalidInput(why, field="unit")
    return game.activation


def _flying(game: table.Game) -> table.Unit:
    unit = game.unit(_acting(game).unit)
    if "Aircraft" not in unit.types:
        raise InvalidInput(f"{unit.name} is not an aircraft.", field="unit")
    if "move" in game.activation.done:
        return unit
    raise InvalidInput("An aircraft leaves the battlefield, or is lost, as it moves: move it first.", field="unit")
