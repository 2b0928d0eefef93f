"""A unit's abilities on the table (Action: Abilities), as pure functions like table.py. An ability is the unit
profile's own text, written by the pack (the core text gives none); the unit may use any abilities it has, each
once an activation (O68), as its last actions, after securing. The players carry out what the text says; where the
pack marks an ability as taking stress markers off a friendly unit (`removes_stress`, O68), the game does it."""

from __future__ import annotations

from dataclasses import replace

from rules.engine.open_fire import table
from rules.engine.outcome import InvalidInput

MOST_STRESS_REMOVED = 6  # a pack's `removes_stress` runs 1 to 6 (packs.py)


def used(
    game: table.Game, ability: str, *, removes_stress: int = 0, friend: int = 0, instead_of: str = ""
) -> tuple[table.Game, str]:
    """The acting unit uses one of its abilities (the caller checked that its profile has it), in the abilities'
    place at the end of the order, or in the place of the action it is used `instead_of`. With `removes_stress`, up
    to that many stress markers come off `friend`, a unit of the same player on the battlefield (the acting unit
    itself included)."""
    if why := table.waiting_for(game):
        raise InvalidInput(why, field="ability")
    a = game.activation
    if a is None:
        raise InvalidInput("No unit is acting.", field="ability")
    unit = game.unit(a.unit)
    if ability in a.abilities:
        raise InvalidInput(f"{unit.name} has used “{ability}” this activation.", field="ability")
    if not 0 <= removes_stress <= MOST_STRESS_REMOVED:
        raise InvalidInput("An ability takes off at most 6 stress markers.", field="ability")
    target = None
    if removes_stress:
        target = game.unit(friend) if friend else None
        if target is None or target.player != unit.player or target.where != "table":
            raise InvalidInput("Pick one of your units on the battlefield.", field="friend")
    if instead_of not in ("", *table.ACTIONS[:-1]):
        raise InvalidInput("An ability replaces recover, move, attack or secure, or none.", field="ability")
    game = table.take(game, instead_of or "abilities")
    # used instead of a move, it is no move: a Heavy weapon may still fire
    game = replace(game, activation=replace(game.activation, abilities=(*a.abilities, ability), moved=a.moved))
    said = f"{unit.name} uses “{ability}”."
    if target is None:
        return game, said
    target = game.unit(target.ref)  # as it is now
    left = max(target.stress - removes_stress, 0)
    game = table._with(game, replace(target, stress=left))
    return game, f"{said} {target.name}: {target.stress - left} stress removed, {left} left."


def could_help(game: table.Game) -> tuple[table.Unit, ...]:
    """The units an ability of the acting unit that takes stress markers off (`removes_stress`) could help now: its
    player's units on the battlefield with a stress marker, the acting unit included (the officer's "a friendly unit
    within 6 in (or his own)"; how near is measured at the table). With none, the ability would spend the unit's
    last actions and take nothing off."""
    if game.activation is None:
        return ()
    player = game.unit(game.activation.unit).player
    return tuple(u for u in game.units if u.player == player and u.where == "table" and u.stress > 0)
