"""An Open Fire battle's round on the one locked path: the initiative, a unit's activation (deploying, or a support
unit's or an aircraft's command roll), its actions in order (recover, move, attack, secure) and its end; each a
recorded change under the battle's lock, its rolls the battle's fair D12, the game kept in the sealed state.

The rules are the engine's: the procedures roll and count (rules.engine.open_fire.procedures), the table says what
the result does to the game (rules.engine.open_fire.table). Here: which inputs the units' profiles give them."""

from __future__ import annotations

import uuid

from django.utils.translation import gettext

from battles.models import Battle, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import seat_of, writing
from battles.systems import open_fire_common as c
from battles.systems import open_fire_setup
from battles.systems.open_fire import player_key
from battles.systems.open_fire_strike import (  # noqa: F401
    Struck,
    attack_inputs,
    defence_inputs,
    spent,
    still_to_attack,
    strike,
)
from bof_site.refusals import AlreadyDone, Refused
from rules import sentences
from rules.engine import catalog
from rules.engine.open_fire import table, table_moves

# --- the round ----------------------------------------------------------------------------------------------------


@calls.recorded
@c.in_players_words
def initiative(*, code: str, seat_id: int | None, key: uuid.UUID, dice: list[int] | None = None) -> LogEntry:
    """Either player rolls the round's initiative: a D12 for each player in seat order, ties again."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        game = c.game_of(battle)
        if game.phase != "initiative":  # the other phone rolled it a moment before (both tapped)
            raise AlreadyDone(gettext("The round has begun: activate a unit."))
        if open_fire_setup.roll_off_owed(battle):
            raise Refused(gettext("First roll off for placing the entry points."))
        rolled, outcome = c.roll(battle, "open-fire/initiative", initiative_inputs(game), dice)
        order = [game.players[n - 1] for n in outcome.value("order")]
        game, said = table.start_round(game, order)
        c.keep(battle, game)
        return log.append(battle, kind="of-initiative", summary=c.named(battle, said), seat=seat, rolls=[rolled],
                          data={"order": order, "steps": list(outcome.steps)}, key=key)  # fmt: skip


@calls.recorded
@c.in_players_words
def activate(
    *, code: str, seat_id: int | None, key: uuid.UUID, unit: int, wait: bool = False, dice: list[int] | None = None
) -> LogEntry:
    """The player activates a unit; one in reserve deploys. A support unit may `wait` in the first round; from the
    second (and an aircraft in any) a command roll brings it on, and a failure spends its activation. A unit in a
    transport gets out, or with `wait` stays aboard."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.mine(battle, seat_id)
        chosen = game.unit(unit)
        rolls, steps = [], []
        deployed = not wait
        arrival = arrival_roll(game, chosen, c.profile(battle, unit)) if not wait else None
        if arrival is not None:
            rolled, outcome = c.roll(battle, *arrival, dice)
            deployed = outcome.result == "deployed"
            rolls, steps = [rolled], list(outcome.steps)
        elif wait and chosen.where == "reserve" and game.round > 1 and "Aircraft" not in chosen.types:
            raise Refused(gettext("From the second round a support unit rolls to arrive: activate it."))
        game, said = table.activate(game, player_key(seat), unit, deployed=deployed)
        c.keep(battle, game)
        return log.append(battle, kind="of-activate", summary=c.named(battle, said), seat=seat, rolls=rolls,
                          data={"unit": unit, "deployed": deployed, "steps": steps}, key=key)  # fmt: skip


@calls.recorded
@c.in_players_words
def recover(
    *, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0, dice: list[int] | None = None
) -> LogEntry:
    """A command roll for each stress marker of the acting unit (Action: Recover)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        unit = game.unit(game.activation.unit)
        rolled, outcome = c.roll(battle, "open-fire/recover", recover_inputs(unit, c.profile(battle, unit.ref)), dice)
        game, said = table.recovered(game, int(outcome.value("removed")))
        c.keep(battle, game)
        return log.append(battle, kind="of-action", summary=c.named(battle, said), seat=seat, rolls=[rolled],
                          data={"action": "recover", "steps": list(outcome.steps)}, key=key)  # fmt: skip


@calls.recorded
@c.in_players_words
def move(
    *,
    code: str,
    seat_id: int | None,
    key: uuid.UUID,
    shown: int = 0,
    advance: bool = False,
    left: tuple[int, ...] = (),
    backward: bool = False,
    manoeuvres: int = 1,
) -> LogEntry:
    """The acting unit moves (the player measures on the table); an advance move costs -4 to its skill rolls. `left`:
    the enemy units whose assault range it left, each owed a free attack once the activation is over. A vehicle
    turns by `manoeuvres`, the first free, each more costing 2 in of its move (open-fire/vehicle-manoeuvres), and
    may go `backward` instead of forward."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        unit = game.unit(game.activation.unit)
        if advance and c.has(unit.special, "Slow"):
            raise Refused(
                gettext("%(unit)s is Slow: it never makes an advance move.")
                % {"unit": c.own_name(c.profile(battle, unit.ref), unit)}
            )
        turned = _turns(unit, c.profile(battle, unit.ref), advance=advance, backward=backward, manoeuvres=manoeuvres)
        game = table.take(game, "move", advanced=advance)
        if left:
            game = table_moves.left_assault_range(game, left)
        c.keep(battle, game)
        how = "an advance move (-4 to its skill rolls this activation)" if advance else "its move"
        said = f"{unit.name} makes {how}.{' It goes backward.' if backward else ''}{turned}"
        return log.append(battle, kind="of-action", summary=said, seat=seat,
                          data={"action": "move", "advance": advance, "backward": backward,
                                "manoeuvres": manoeuvres if table.is_vehicle(unit) else 0}, key=key)  # fmt: skip


def free_manoeuvres(unit: table.Unit) -> int:
    """A vehicle's free turns a move: one, and X more with Manoeuvrable (X)."""
    return 1 + c.value(unit.special, "Manoeuvrable")


def _turns(unit: table.Unit, profile: dict, *, advance: bool, backward: bool, manoeuvres: int) -> str:
    """A vehicle's manoeuvres checked against its move (open-fire/vehicle-manoeuvres): refused in the procedure's
    words, or what they cost said for the log ("" for a unit that pivots freely)."""
    if not table.is_vehicle(unit):
        if backward:
            raise Refused(gettext("Only a vehicle moves backward; any other unit turns as it likes."))
        return ""
    if not 0 <= manoeuvres <= 16:
        raise Refused(gettext("A vehicle makes 0 to 16 turns of 45° in a move."), field="manoeuvres")
    allowed = c.allowance(unit, profile, advance=advance, backward=backward)
    if allowed is None:
        raise Refused(gettext("%(unit)s may not move that way.") % {"unit": c.own_name(profile, unit)})
    inputs = c.inputs("open-fire/vehicle-manoeuvres", manoeuvres=manoeuvres,
                      manoeuvrable=c.value(unit.special, "Manoeuvrable"), advance=advance,
                      allowance=allowed.value("allowance"), distance=0,
                      direction="backward" if backward else "forward", aircraft="Aircraft" in unit.types)  # fmt: skip
    outcome = catalog.get("open-fire/vehicle-manoeuvres").resolve(inputs, None)
    if outcome.result != "may-manoeuvre":
        raise Refused(sentences.translated(outcome.steps[-1]), field="manoeuvres")
    if manoeuvres == 1:
        return ""  # the free turn every move has
    cost = float(outcome.value("manoeuvre_cost"))
    return (
        f" It turns {manoeuvres} times, {cost:g} in of its move spent on turning."
        if manoeuvres
        else " It turns not at all."
    )


@calls.recorded
@c.in_players_words
def attack(
    *,
    code: str,
    seat_id: int | None,
    key: uuid.UUID,
    shown: int = 0,
    target: int,
    weapon: str,
    line_of_sight: str = "clear",
    half_range: bool = False,
    assault_range: bool = False,
    dice: list[int] | None = None,
) -> LogEntry:
    """The acting unit's models with `weapon` attack `target`: the skill rolls, the target's defence rolls, and the
    damage applied, leader last (Attack Procedure), in one change with both rolls logged; with dice rolled at the
    table, the defence waits for its own dice (`defend`)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        shooter = game.unit(game.activation.unit)
        before = game.activation
        game = table.take(game, "attack", weapon=weapon)
        struck = strike(battle, game, shooter, target, weapon, activation=before, dice=dice,
                        line_of_sight=line_of_sight, half_range=half_range, assault_range=assault_range)  # fmt: skip
        return struck_entry(battle, seat, struck, key)


def struck_entry(battle: Battle, seat: Seat, struck: Struck, key: uuid.UUID) -> LogEntry:
    """The attack's log entry, the game kept; an attack waiting for its defence dice keeps what it needs."""
    p = struck.pending
    if struck.waiting:
        battle.state["open_fire"]["defence"] = {**p, "dice": list(struck.dice)}
        c.keep(battle, struck.game)
        game = struck.game
        hit = p["hits"]
        said = (f"{game.unit(p['shooter']).name} hits {game.unit(p['target']).name} {hit} time{'s' if hit != 1 else ''}:"
                f" roll the defence dice at the table.")  # fmt: skip
        return log.append(battle, kind="of-attack", summary=said, seat=seat, rolls=struck.rolls,
                          data={**p, "steps": struck.steps, "waiting": True}, key=key)  # fmt: skip
    battle.state["open_fire"].pop("defence", None)
    game = struck.game
    if p["free"]:
        game, _said = table.free_attack_over(game, p["shooter"])
    c.keep(battle, game)
    return log.append(battle, kind="of-attack", summary=c.named(battle, " ".join(struck.said)), seat=seat,
                      rolls=struck.rolls, data={**p, "damage": struck.damage, "steps": struck.steps}, key=key)  # fmt: skip


@calls.recorded
@c.in_players_words
def secure(*, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0, objective: int) -> LogEntry:
    """The acting unit secures an objective (the players have checked the text's distances on the table)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        game, said = table.secured(game, objective)
        c.keep(battle, game)
        return log.append(battle, kind="of-action", summary=c.named(battle, said), seat=seat,
                          data={"action": "secure", "objective": objective}, key=key)  # fmt: skip


@calls.recorded
@c.in_players_words
def done(*, code: str, seat_id: int | None, key: uuid.UUID, shown: int = 0) -> LogEntry:
    """The acting unit has finished: play passes on, or the round ends (stress, markers off, maybe the game)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = c.acting(battle, seat_id, shown)
        game, said = table.end_activation(game)
        c.keep(battle, game)
        return log.append(battle, kind="of-done", summary=c.named(battle, said)[:300], seat=seat,
                          data={"round": game.round, "phase": game.phase, "winner": game.winner}, key=key)  # fmt: skip


# --- helpers ------------------------------------------------------------------------------------------------------


def initiative_inputs(game: table.Game) -> object:
    """The round's roll-off: a D12 for each player, in the order of their seats."""
    return c.inputs("open-fire/initiative", players=len(game.players))


def recover_inputs(unit: table.Unit, profile: dict) -> object:
    """A command roll for each stress marker, on the leader's Command, Fearless and a worn vehicle counted."""
    return c.inputs("open-fire/recover", stress=unit.stress, command=profile["models"][0]["command"],
                    fearless=c.has(unit.special, "Fearless"),
                    damaged_vehicle=c.vehicle(unit) == "damaged-vehicle")  # fmt: skip


def arrival_roll(game: table.Game, unit: table.Unit, profile: dict) -> tuple[str, object] | None:
    """The command roll a unit in reserve makes to come on: an aircraft in any round (Aircraft Reserve), a support
    unit from the second (Support); None when it simply deploys."""
    if unit.where != "reserve" or not table.may_wait(unit):
        return None
    command, fearless = profile["models"][0]["command"], c.has(unit.special, "Fearless")
    if "Aircraft" in unit.types:
        return "open-fire/aircraft-reserve", c.inputs("open-fire/aircraft-reserve", command=command, fearless=fearless)
    if game.round > 1:
        return "open-fire/deploy-support", c.inputs("open-fire/deploy-support", round=game.round, command=command,
                                                    fearless=fearless)  # fmt: skip
    return None
