"""An Open Fire battle's round on the one locked path: the initiative, a unit's activation (deploying, or a support
unit's or an aircraft's command roll), its actions in order (recover, move, attack, secure) and its end; each a
recorded change under the battle's lock, its rolls the battle's fair D12, the game kept in the sealed state.

The rules are the engine's: the procedures roll and count (rules.engine.open_fire.procedures), the table says what
the result does to the game (rules.engine.open_fire.table). Here: which inputs the units' profiles give them."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from dataclasses import replace
from functools import wraps

from django.utils import timezone
from django.utils.translation import gettext

from battles.models import Battle, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import seat_of, seats_in, writing
from battles.systems.open_fire import player_key
from bof_site.refusals import Refused
from rules.engine import catalog
from rules.engine.open_fire import table
from rules.engine.open_fire.packs import rule_name
from rules.engine.outcome import InvalidInput, Outcome

SIDES = 12
PLAYER = re.compile(r"\bseat-\d+\b")


def in_players_words(service: Callable) -> Callable:
    """The game's refusals (the engine's InvalidInput) as the app's: a message for the player, nothing changed."""

    @wraps(service)
    def wrapped(**kwargs):
        try:
            return service(**kwargs)
        except InvalidInput as refusal:
            raise Refused(str(refusal), field=refusal.field) from None

    return wrapped


def _game(battle: Battle) -> table.Game:
    if battle.system != "open-fire" or battle.phase != "playing":
        raise Refused(gettext("This is not an Open Fire battle in play."))
    return table.from_json(battle.state["open_fire"]["game"])


def _keep(battle: Battle, game: table.Game) -> None:
    battle.state = {**battle.state, "open_fire": {**battle.state["open_fire"], "game": table.as_json(game)}}
    if game.phase == "ended" and battle.phase != "ended":
        battle.phase = "ended"
        battle.ended_at = battle.ended_at or timezone.now()
        battle.closing = True  # the log's closing link follows the change's seal (services.common.finish_change)


def _roll(battle: Battle, procedure_id: str, inputs: object) -> tuple[dict, Outcome]:
    """The procedure rolled with the battle's fair D12: as many dice as it could need, of which the shortest run it
    accepts is kept (a re-roll or a tie rolls on; the dice are one stream, so the kept ones are its first)."""
    procedure = catalog.get(procedure_id)
    counts = sorted(set(procedure.dice_counts(inputs)))
    rolled = log.server_dice(battle, seats_in(battle), max(counts), sides=SIDES)
    for count in counts:
        try:
            outcome = procedure.resolve(inputs, rolled["dice"][:count])
        except ValueError:
            continue
        return {**rolled, "dice": rolled["dice"][:count]}, outcome
    raise Refused(gettext("The dice could not settle it this time: roll again."))


def _inputs(procedure_id: str, **given) -> object:
    procedure = catalog.get(procedure_id)
    defaults = {f.name: f.default for f in procedure.fields}
    return procedure.inputs(**{**defaults, **given})


def _mine(battle: Battle, seat_id: int | None) -> tuple[Seat, table.Game]:
    seat = seat_of(battle, seat_id)
    game = _game(battle)
    if game.phase == "activations" and game.active != player_key(seat):
        raise Refused(gettext("It is the other player's turn."))
    return seat, game


def _profile(battle: Battle, ref: int) -> dict:
    return battle.state["open_fire"]["profiles"][str(ref)]


def _value(special: list[str] | tuple[str, ...], rule: str) -> int:
    """X of a rule like Fear (X) the unit has, 0 without it."""
    for s in special:
        name, x = rule_name(s)
        if name == rule:
            return x or 0
    return 0


def _has(special, rule: str) -> bool:
    return any(rule_name(s)[0] == rule for s in special)


def _vehicle(unit: table.Unit) -> str:
    if not {"Vehicle", "Transport", "Aircraft"} & set(unit.types):
        return "not-a-vehicle"
    full = sum(m.max_hp for m in unit.models)
    return "damaged-vehicle" if sum(m.hp for m in unit.alive) * 2 < full else "vehicle"


# --- the round ----------------------------------------------------------------------------------------------------


@calls.recorded
@in_players_words
def initiative(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """Either player rolls the round's initiative: the battle's D12 for each player in seat order, ties again."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = seat_of(battle, seat_id)
        game = _game(battle)
        if game.phase != "initiative":
            raise Refused(gettext("The round has begun: activate a unit."))
        rolled, outcome = _roll(battle, "open-fire/initiative", _inputs("open-fire/initiative", players=2))
        order = [game.players[n - 1] for n in outcome.value("order")]
        game, said = table.start_round(game, order)
        _keep(battle, game)
        return log.append(battle, kind="of-initiative", summary=_named(battle, said), seat=seat, rolls=[rolled],
                          data={"order": order, "steps": list(outcome.steps)}, key=key)  # fmt: skip


@calls.recorded
@in_players_words
def activate(*, code: str, seat_id: int | None, key: uuid.UUID, unit: int, wait: bool = False) -> LogEntry:
    """The player activates a unit; one in reserve deploys. A support unit may `wait` in the first round; from the
    second (and an aircraft in any) a command roll brings it on, and a failure spends its activation."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = _mine(battle, seat_id)
        chosen = game.unit(unit)
        rolls, steps = [], []
        deployed = not wait
        if chosen.where == "reserve" and not wait and table.may_wait(chosen):
            lead = _profile(battle, unit)["models"][0]
            fearless = _has(chosen.special, "Fearless")
            if "Aircraft" in chosen.types:
                rolled, outcome = _roll(battle, "open-fire/aircraft-reserve",
                                        _inputs("open-fire/aircraft-reserve", command=lead["command"], fearless=fearless))  # fmt: skip
                deployed = outcome.result == "deployed"
                rolls, steps = [rolled], list(outcome.steps)
            elif game.round > 1:
                rolled, outcome = _roll(battle, "open-fire/deploy-support",
                                        _inputs("open-fire/deploy-support", round=game.round, command=lead["command"],
                                                fearless=fearless))  # fmt: skip
                deployed = outcome.result == "deployed"
                rolls, steps = [rolled], list(outcome.steps)
        elif wait and game.round > 1 and "Aircraft" not in chosen.types:
            raise Refused(gettext("From the second round a support unit rolls to arrive: activate it."))
        game, said = table.activate(game, player_key(seat), unit, deployed=deployed)
        _keep(battle, game)
        return log.append(battle, kind="of-activate", summary=_named(battle, said), seat=seat, rolls=rolls,
                          data={"unit": unit, "deployed": deployed, "steps": steps}, key=key)  # fmt: skip


@calls.recorded
@in_players_words
def recover(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """A command roll for each stress marker of the acting unit (Action: Recover)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = _acting(battle, seat_id)
        unit = game.unit(game.activation.unit)
        lead = _profile(battle, unit.ref)["models"][0]
        given = {"stress": unit.stress, "command": lead["command"], "fearless": _has(unit.special, "Fearless"),
                 "damaged_vehicle": _vehicle(unit) == "damaged-vehicle"}  # fmt: skip
        rolled, outcome = _roll(battle, "open-fire/recover", _inputs("open-fire/recover", **given))
        game, said = table.recovered(game, int(outcome.value("removed")))
        _keep(battle, game)
        return log.append(battle, kind="of-action", summary=_named(battle, said), seat=seat, rolls=[rolled],
                          data={"action": "recover", "steps": list(outcome.steps)}, key=key)  # fmt: skip


@calls.recorded
@in_players_words
def move(*, code: str, seat_id: int | None, key: uuid.UUID, advance: bool = False) -> LogEntry:
    """The acting unit moves (the player measures on the table); an advance move costs -4 to its skill rolls."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = _acting(battle, seat_id)
        unit = game.unit(game.activation.unit)
        if advance and _has(unit.special, "Slow"):
            raise Refused(gettext("%(unit)s is Slow: it never makes an advance move.") % {"unit": unit.name})
        game = table.take(game, "move", advanced=advance)
        _keep(battle, game)
        how = "an advance move (-4 to its skill rolls this activation)" if advance else "its move"
        return log.append(battle, kind="of-action", summary=f"{unit.name} makes {how}.", seat=seat,
                          data={"action": "move", "advance": advance}, key=key)  # fmt: skip


@calls.recorded
@in_players_words
def attack(
    *,
    code: str,
    seat_id: int | None,
    key: uuid.UUID,
    target: int,
    weapon: str,
    line_of_sight: str = "clear",
    half_range: bool = False,
    assault_range: bool = False,
) -> LogEntry:
    """The acting unit's models with `weapon` attack `target`: the skill rolls, the target's defence rolls, and the
    damage applied, leader last (Attack Procedure), in one change with both rolls logged."""
    if line_of_sight not in ("clear", "obstructed"):
        raise Refused(gettext("Say whether the line of sight is clear or obstructed; blocked allows no attack."))
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = _acting(battle, seat_id)
        shooter = game.unit(game.activation.unit)
        aim = game.unit(target)
        if aim.player == shooter.player or aim.where != "table":
            raise Refused(gettext("Pick an enemy unit on the battlefield."))
        profile, theirs = _profile(battle, shooter.ref), _profile(battle, aim.ref)
        gun = profile["weapons"].get(weapon)
        if gun is None:
            raise Refused(gettext("Pick one of the unit's own weapons."))
        game = table.take(game, "attack")
        rules = gun["special"]
        step1 = attack_inputs(game.activation, shooter, profile, weapon, aim,
                              assault_range=assault_range, half_range=half_range)  # fmt: skip
        rolled1, hits = _roll(battle, "open-fire/roll-attacks", step1)
        rolls, steps = [rolled1], list(hits.steps)
        damage = 0
        if hits.value("hits") or hits.value("rending_damage"):
            step2 = _inputs(
                "open-fire/roll-defence", hits=int(hits.value("hits")), damage=gun["damage"],
                defence=theirs["models"][0]["defence"], piercing=gun["piercing"], line_of_sight=line_of_sight,
                blast=_has(rules, "Blast"), vehicle=_vehicle(aim), heavy_armour=_value(aim.special, "Heavy Armour"),
                resilient=_has(aim.special, "Resilient"), rending_damage=int(hits.value("rending_damage")),
            )  # fmt: skip
            if step2.hits:
                rolled2, saved = _roll(battle, "open-fire/roll-defence", step2)
                rolls.append(rolled2)
            else:
                saved = catalog.get("open-fire/roll-defence").resolve(step2, [])
            steps += list(saved.steps)
            damage = int(saved.value("damage"))
        hit = int(hits.value("hits"))
        said = [
            f"{shooter.name} attacks {aim.name} with {gun['name']}: {hit} hit{'s' if hit != 1 else ''}, {damage} damage."
        ]
        if damage:
            game, line = table.damaged(game, aim.ref, _after_damage(aim, damage))
            said.append(line)
        if hits.value("models_lost"):
            game, line = table.damaged(game, shooter.ref, _lose_models(shooter, int(hits.value("models_lost"))))
            said.append(f"The weapon explodes: {line}")
        _keep(battle, game)
        return log.append(battle, kind="of-attack", summary=" ".join(said)[:300], seat=seat, rolls=rolls,
                          data={"target": target, "weapon": weapon, "damage": damage, "steps": steps}, key=key)  # fmt: skip


@calls.recorded
@in_players_words
def secure(*, code: str, seat_id: int | None, key: uuid.UUID, objective: int) -> LogEntry:
    """The acting unit secures an objective (the players have checked the text's distances on the table)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = _acting(battle, seat_id)
        game, said = table.secured(game, objective)
        _keep(battle, game)
        return log.append(battle, kind="of-action", summary=_named(battle, said), seat=seat,
                          data={"action": "secure", "objective": objective}, key=key)  # fmt: skip


@calls.recorded
@in_players_words
def done(*, code: str, seat_id: int | None, key: uuid.UUID) -> LogEntry:
    """The acting unit has finished: play passes on, or the round ends (stress, markers off, maybe the game)."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat, game = _acting(battle, seat_id)
        game, said = table.end_activation(game)
        _keep(battle, game)
        return log.append(battle, kind="of-done", summary=_named(battle, said)[:300], seat=seat,
                          data={"round": game.round, "phase": game.phase, "winner": game.winner}, key=key)  # fmt: skip


# --- helpers ------------------------------------------------------------------------------------------------------


def attack_inputs(
    activation: table.Activation,
    shooter: table.Unit,
    profile: dict,
    weapon: str,
    aim: table.Unit | None = None,
    *,
    assault_range: bool = False,
    half_range: bool = False,
) -> object:
    """The skill rolls of the acting unit's models with `weapon` as open-fire/roll-attacks takes them: its skill,
    the weapon's attacks and rules, how it moved, its stress and state, and the target's Stealth (none unnamed)."""
    gun, rules = profile["weapons"][weapon], profile["weapons"][weapon]["special"]
    line = next(m for m in profile["models"] if weapon in m["weapons"])
    return _inputs(
        "open-fire/roll-attacks", skill=line["skill"], attacks=gun["attacks"],
        models=_models_with(shooter, profile, weapon),
        position="in-assault-range" if assault_range else "beyond-assault-range", half_range=half_range,
        move="advance-move" if activation.advanced else ("moved" if activation.moved else "none"),
        stress=shooter.stress, stealth=0 if assault_range or aim is None else _value(aim.special, "Stealth"),
        skilled=_has(shooter.special, "Skilled"), vehicle=_vehicle(shooter),
        accurate=_has(rules, "Accurate"), assault=_has(rules, "Assault"), grenade=_has(rules, "Grenade"),
        heavy=_has(rules, "Heavy"), one_use=_has(rules, "One Use"), rapid_fire=_has(rules, "Rapid Fire"),
        rending=_value(rules, "Rending"), torrent=_has(rules, "Torrent"), unstable=_has(rules, "Unstable"),
        unwieldy=_has(rules, "Unwieldy"),
    )  # fmt: skip


def _acting(battle: Battle, seat_id: int | None) -> tuple[Seat, table.Game]:
    seat, game = _mine(battle, seat_id)
    if game.activation is None:
        raise Refused(gettext("Activate a unit first."))
    return seat, game


def _named(battle: Battle, said: str) -> str:
    """The game names players by their seat ("seat-12"): the log says their names."""
    names = {player_key(s): s.display_name for s in seats_in(battle)}
    return PLAYER.sub(lambda m: names.get(m.group(0), m.group(0)), said)[:300]


def _models_with(unit: table.Unit, profile: dict, weapon: str) -> int:
    """How many of the unit's models still standing carry the weapon (its models in the profile's order)."""
    carriers = [weapon in line["weapons"] for line in profile["models"] for _ in range(line["count"])]
    return sum(1 for m, carries in zip(unit.models, carriers, strict=False) if carries and m.hp > 0)


def _after_damage(unit: table.Unit, damage: int) -> tuple[table.Model, ...]:
    """Apply Damage's order (open-fire/apply-damage, O35): a damaged model first, then the others, the leader last."""
    models = list(unit.models)
    order = sorted(
        (n for n, m in enumerate(models) if m.hp > 0),
        key=lambda n: (models[n].leader, models[n].hp == models[n].max_hp, n),
    )
    for n in order:
        if damage <= 0:
            break
        taken = min(models[n].hp, damage)
        models[n] = replace(models[n], hp=models[n].hp - taken)
        damage -= taken
    return tuple(models)


def _lose_models(unit: table.Unit, lost: int) -> tuple[table.Model, ...]:
    """Unstable: each exploding weapon kills the model firing it (the leader last)."""
    models = list(unit.models)
    for n in sorted((n for n, m in enumerate(models) if m.hp > 0), key=lambda n: (models[n].leader, n))[:lost]:
        models[n] = replace(models[n], hp=0)
    return tuple(models)
