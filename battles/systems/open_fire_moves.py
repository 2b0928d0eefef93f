"""The taps of an Open Fire battle beyond a unit's plain actions, each a recorded change on the battle's lock: getting
into a transport, an aircraft flying off or lost, an ability used, a unit with no room to deploy, the passengers of a
wreck placed, the free attack a unit is owed when an enemy leaves its assault range (or letting it go), and the
defence dice of an attack rolled at the table. The rules are the engine's (rules.engine.open_fire.table_moves,
table_abilities and the procedures)."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from battles.models import LogEntry
from battles.services import calls, log
from battles.services.common import seat_of, writing
from battles.systems import open_fire_common as c
from battles.systems.open_fire import player_key
from battles.systems.open_fire_play import struck_entry
from battles.systems.open_fire_strike import Struck, defended, strike
from bof_site.refusals import Refused
from rules.engine.open_fire import table, table_abilities, table_moves
from rules.engine.outcome import InvalidInput


def _said(battle, seat, game, said: str, key, **data) -> LogEntry:
    c.keep(battle, game)
    return log.append(battle, kind="of-action", summary=c.named(battle, said), seat=seat, data=data, key=key)


@calls.recorded
@c.in_players_words
def embark(*, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0, transport: int) -> LogEntry:
    """The acting unit gets into one of its side's transports after its move; its activation ends."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        game, said = table_moves.embark(game, transport)
        return _said(battle, seat, game, said, key, action="embark", transport=transport)


@calls.recorded
@c.in_players_words
def fly_off(*, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0, lost: bool = False) -> LogEntry:
    """The acting aircraft moves off the battlefield into reserve, or (`lost`) has no room to fly half its move and
    is destroyed."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        if "move" not in game.activation.done:
            game = table.take(game, "move")
        game, said = (table_moves.aircraft_lost if lost else table_moves.leave_battlefield)(game)
        return _said(battle, seat, game, said, key, action="aircraft-lost" if lost else "fly-off")


@calls.recorded
@c.in_players_words
def no_room(*, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0) -> LogEntry:
    """The unit deploying now cannot be placed within 6 in of an entry point: it is destroyed (Deploying Units)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        unit = game.unit(game.activation.unit)
        game, said = table.not_placed(game, unit.ref)
        return _said(battle, seat, game, f"{unit.name} finds no room at an entry point and is destroyed. {said}", key,
                     action="no-room")  # fmt: skip


@calls.recorded
@c.in_players_words
def out_of_wreck(
    *, code: str, seat_id: int | None, key: uuid.UUID, unit: int, leader_placed: bool = True, placed: int = 0
) -> LogEntry:
    """The owner places a unit thrown out of its destroyed transport: the leader, and how many others fit."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        game = c.game_of(battle)
        if c.waiting_defence(battle):
            raise Refused(gettext("First type the defence dice of the last attack."))
        if unit in game.wrecked and game.unit(unit).player != player_key(seat):
            raise Refused(gettext("Its owner places the unit that gets out of the wreck."))
        game, said = table_moves.placed_from_wreck(game, unit, leader_placed=leader_placed, placed=placed)
        return _said(battle, seat, game, said, key, action="wreck", unit=unit, placed=placed)


@calls.recorded
@c.in_players_words
def free_attack(
    *,
    code: str,
    seat_id: int | None,
    key: uuid.UUID,
    unit: int,
    weapon: str,
    line_of_sight: str = "clear",
    dice: list[int] | None = None,
) -> LogEntry:
    """A unit owed a free attack makes it at the unit that left its assault range: every model attacks as if in
    assault range; it is not the unit's activation."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game, target = _owed(battle, seat_id, unit)
        shooter = game.unit(unit)
        struck = strike(battle, game, shooter, target, weapon, activation=table.Activation(unit),
                        line_of_sight=line_of_sight, half_range=False, assault_range=True, dice=dice, free=True)  # fmt: skip
        return struck_entry(battle, seat, struck, key)


@calls.recorded
@c.in_players_words
def let_go(*, code: str, seat_id: int | None, key: uuid.UUID, unit: int) -> LogEntry:
    """The owner lets a free attack go."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game, _target = _owed(battle, seat_id, unit)
        name = game.unit(unit).name
        game, said = table.free_attack_over(game, unit)
        return _said(battle, seat, game, f"{name} lets its free attack go. {said}", key, action="let-go", unit=unit)


@calls.recorded
@c.in_players_words
def ability(*, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0, name: str, friend: int = 0) -> LogEntry:
    """The acting unit uses one of its profile's abilities (O68): in its place in the order of actions, and, for
    one that takes stress off a friendly unit, off `friend`."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        own = {a["name"]: a for a in c.profile(battle, game.activation.unit).get("abilities", [])}
        chosen = own.get(name)
        if chosen is None:
            raise Refused(gettext("Pick one of the unit's own abilities."), field="name")
        game, said = table_abilities.used(game, name, removes_stress=chosen["removes_stress"], friend=friend,
                                          instead_of=chosen["instead_of"])  # fmt: skip
        return _said(battle, seat, game, said, key, action="ability", ability=name, friend=friend)


@calls.recorded
@c.in_players_words
def defend(*, code: str, seat_id: int | None, key: uuid.UUID, dice: list[int] | None = None) -> LogEntry:
    """The defence dice of the attack that waits for them, rolled at the table and typed on either phone."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = seat_of(battle, seat_id), c.game_of(battle)  # refuses a battle of another system first
        pending = c.waiting_defence(battle)
        if pending is None:
            raise Refused(gettext("No attack is waiting for its defence dice."))
        struck = Struck(game, [], [], {k: v for k, v in pending.items() if k != "dice"})
        return struck_entry(battle, seat, defended(battle, struck, dice), key)


def _owed(battle, seat_id, unit: int):
    seat = seat_of(battle, seat_id)
    game = c.game_of(battle)
    if c.waiting_defence(battle):
        raise Refused(gettext("First type the defence dice of the last attack."))
    if game.wrecked:
        raise InvalidInput(table.waiting_for(game), field="unit")
    pair = next((p for p in game.free if p[0] == unit), None)
    if pair is None:
        raise Refused(gettext("That unit is owed no free attack now."))
    if game.unit(unit).player != player_key(seat):
        raise Refused(gettext("Its owner makes the free attack, or lets it go."))
    return seat, game, pair[1]
