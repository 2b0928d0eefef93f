"""An Open Fire game as it stands on the table, and what each step of a round does to it (The Round, Activating
Units, the actions, Check Stress, Remove Activation Markers, Ending the Game), as pure functions: a state in, the
next state and a sentence out. A battle keeps the state as JSON (`as_json` / `from_json`) and calls these under its
lock; the dice come from the procedures (rolls.py, command.py, attack.py), whose outcomes are handed in here.

Nothing here rolls: where the round needs a roll (initiative, recover, a support unit's deployment, an attack) the
caller resolves the procedure and passes its result."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace

from rules.engine.outcome import InvalidInput

ROUNDS = 6  # Battle Stage: unless the mission says otherwise
MAX_STRESS = 3  # Stress: never more than 3
ACTIONS = ("recover", "move", "attack", "secure", "abilities")  # Activating Units: in this order


@dataclass(frozen=True)
class Model:
    hp: int  # hit points left
    max_hp: int
    leader: bool = False


@dataclass(frozen=True)
class Unit:
    ref: int
    player: str
    name: str
    models: tuple[Model, ...]
    special: tuple[str, ...] = ()  # unit special rules by name ("Fearless", "Support", "Fear (2)", ...)
    types: tuple[str, ...] = ()  # type keywords ("Infantry", "Vehicle", "Transport", "Aircraft")
    where: str = "reserve"  # reserve | table | embarked | destroyed
    stress: int = 0
    activated: bool = False
    damaged: bool = False  # took damage this round (Check Stress)
    aboard: int = 0  # the transport it rides in, while embarked

    @property
    def alive(self) -> tuple[Model, ...]:
        return tuple(m for m in self.models if m.hp > 0)

    def has(self, rule: str) -> bool:
        return any(s == rule or s.startswith(f"{rule} (") for s in self.special)


@dataclass(frozen=True)
class Activation:
    unit: int
    done: tuple[str, ...] = ()  # the actions taken or passed, in order
    advanced: bool = False  # an advance move: -4 to skill rolls for the rest of the activation
    moved: bool = False  # Heavy weapons may not fire after a move
    deploying: bool = False  # it came from reserve with this activation
    fired: tuple[str, ...] = ()  # the weapons it has attacked with (a vehicle fires each of its weapons once)
    left: tuple[int, ...] = ()  # the enemy units whose assault range it left while moving (a free attack each)
    disembarked: bool = False  # it got out of a transport with this activation: it may not get back in
    abilities: tuple[str, ...] = ()  # the abilities it has used this activation, each once (table_abilities.py)


@dataclass(frozen=True)
class Objective:
    """A marker of the mission (Action: Secure): its kind and worth, and who secured it, with which unit and when."""

    id: int
    kind: str  # control | destroy | access | recover
    points: int
    holder: str = ""  # the player who secured it last
    unit: int = 0  # the unit that secured it (Recover: it must survive)
    secured_round: int = 0
    gone: bool = False  # scored and removed, or destroyed


@dataclass(frozen=True)
class Game:
    players: tuple[str, ...]
    units: tuple[Unit, ...]
    rounds: int = ROUNDS
    round: int = 0  # 0 before the first round
    order: tuple[str, ...] = ()  # this round's activation order, the initiative's winner first
    active: str = ""  # whose turn it is to activate a unit
    activation: Activation | None = None
    victory_points: tuple[tuple[str, int], ...] = ()
    objectives: tuple[Objective, ...] = ()
    phase: str = "initiative"  # initiative | activations | ended
    winner: str = ""  # a player, "draw" (no winner), or "" while it goes on
    how: str = ""  # victory-points | forfeit | nobody-left
    free: tuple[tuple[int, int], ...] = ()  # free attacks owed after the last activation: (attacker, target)
    wrecked: tuple[int, ...] = ()  # units thrown out of a destroyed transport, waiting to be placed

    def unit(self, ref: int) -> Unit:
        for u in self.units:
            if u.ref == ref:
                return u
        raise InvalidInput(f"There is no unit {ref} in this game.", field="unit")

    def vp(self, player: str) -> int:
        return dict(self.victory_points).get(player, 0)


# --- keeping it -------------------------------------------------------------------------------------------------


def as_json(game: Game) -> dict:
    return asdict(game)


def from_json(data: dict) -> Game:
    units = tuple(
        Unit(
            **{
                **u,
                "models": tuple(Model(**m) for m in u["models"]),
                "special": tuple(u["special"]),
                "types": tuple(u["types"]),
            }
        )  # fmt: skip
        for u in data["units"]
    )
    a = data["activation"]
    activation = (
        Activation(**{**a, **{k: tuple(a[k]) for k in ("done", "fired", "left", "abilities") if k in a}}) if a else None
    )
    return Game(
        **{
            **data,
            "players": tuple(data["players"]),
            "units": units,
            "order": tuple(data["order"]),
            "activation": activation,
            "victory_points": tuple(tuple(p) for p in data["victory_points"]),
            "objectives": tuple(Objective(**o) for o in data.get("objectives", ())),
            "free": tuple(tuple(pair) for pair in data.get("free", ())),
            "wrecked": tuple(data.get("wrecked", ())),
        }
    )


OBJECTIVE_KINDS = ("control", "destroy", "access", "recover")


def new_game(
    players: Sequence[str], units: Sequence[Unit], rounds: int = ROUNDS, objectives: Sequence[tuple[str, int]] = ()
) -> Game:
    """Every unit starts in reserve (Entry Points and Reserve); the mission's objectives, each (kind, points)."""
    if len(set(players)) < 2:
        raise InvalidInput("A game needs at least two players.", field="players")
    if not 1 <= rounds <= 20:
        raise InvalidInput("A game lasts 1 to 20 rounds.", field="rounds")
    stray = [u.name for u in units if u.player not in players]
    if stray:
        raise InvalidInput(f"{stray[0]} belongs to no player of this game.", field="units")
    if any(kind not in OBJECTIVE_KINDS or not 0 <= points <= 100 for kind, points in objectives):
        raise InvalidInput(
            "An objective is control, destroy, access or recover, worth 0 to 100 points.", field="objectives"
        )
    marks = tuple(Objective(n, kind, points) for n, (kind, points) in enumerate(objectives, start=1))
    return Game(tuple(players), tuple(replace(u, where="reserve") for u in units), rounds=rounds, objectives=marks)


def secured(game: Game, objective_id: int) -> tuple[Game, str]:
    """The acting unit secured this objective (open-fire/secure said so): Access scores at once and is removed;
    the others change hands and score as the mission's end or the next round says (O54, O55)."""
    game = take(game, "secure")
    unit = game.unit(game.activation.unit)
    mark = next((o for o in game.objectives if o.id == objective_id and not o.gone), None)
    if mark is None:
        raise InvalidInput("There is no such objective on the battlefield.", field="objective")
    if mark.kind == "access":
        game = _with_objective(game, replace(mark, holder=unit.player, unit=unit.ref, gone=True))
        return scored(game, unit.player, mark.points, f"objective {mark.id} (access) secured and removed")
    game = _with_objective(game, replace(mark, holder=unit.player, unit=unit.ref, secured_round=game.round))
    return game, f"{unit.name} secures objective {mark.id} ({mark.kind})."


def _with_objective(game: Game, mark: Objective) -> Game:
    return replace(game, objectives=tuple(mark if o.id == mark.id else o for o in game.objectives))


def _objectives_at_round_end(game: Game, lines: list[str]) -> Game:
    """Destroy: secured last round and still held, it is destroyed now and scores (O55). Recover: lost with the
    unit that carries it."""
    for mark in game.objectives:
        if mark.gone or not mark.holder:
            continue
        if mark.kind == "destroy" and mark.secured_round < game.round:
            game = _with_objective(game, replace(mark, gone=True))
            game, said = scored(game, mark.holder, mark.points, f"objective {mark.id} (destroy) destroyed")
            lines.append(said)
        elif mark.kind == "recover" and game.unit(mark.unit).where == "destroyed":
            game = _with_objective(game, replace(mark, gone=True, holder=""))
            lines.append(f"Objective {mark.id} (recover) is lost with the unit that carried it.")
    return game


def _objectives_at_the_end(game: Game, lines: list[str]) -> Game:
    """Control and Recover score for whoever holds them when the last round is over (O55)."""
    for mark in game.objectives:
        if not mark.gone and mark.holder and mark.kind in ("control", "recover"):
            game, said = scored(game, mark.holder, mark.points, f"objective {mark.id} ({mark.kind}) held")
            lines.append(said)
    return game


def _with(game: Game, unit: Unit) -> Game:
    return replace(game, units=tuple(unit if u.ref == unit.ref else u for u in game.units))


# --- the round ----------------------------------------------------------------------------------------------------


def start_round(game: Game, order: Sequence[str]) -> tuple[Game, str]:
    """Initiative: the roll-off's order (the caller rolled it, `open-fire/initiative`); the winner activates first."""
    if game.phase != "initiative":
        raise InvalidInput("The round has begun already: finish it first.", field="order")
    if sorted(order) != sorted(game.players):
        raise InvalidInput("The order must name every player once.", field="order")
    game = replace(game, round=game.round + 1, order=tuple(order), phase="activations", activation=None)
    first = _next_player(game, order[0])
    game = replace(game, active=first)
    return game, f"Round {game.round}: {order[0]} won the initiative; {first} activates first."


def may_activate(game: Game, unit: Unit) -> str:
    """Why this unit may not be activated now ("" when it may)."""
    if unit.where == "destroyed":
        return "it is destroyed"
    if unit.activated:
        return "it has already been activated this round"
    return ""


def _units_left(game: Game, player: str) -> list[Unit]:
    return [u for u in game.units if u.player == player and not may_activate(game, u)]


def _next_player(game: Game, start: str) -> str:
    """The next player in the round's order, from `start`, who still has a unit to activate ("" when nobody)."""
    order = game.order
    at = order.index(start)
    for step in range(len(order)):
        player = order[(at + step) % len(order)]
        if _units_left(game, player):
            return player
    return ""


def activate(game: Game, player: str, ref: int, *, deployed: bool = True) -> tuple[Game, str]:
    """The player activates one of their units; a unit in reserve deploys within 6 in of an entry point as it does.
    `deployed` False: a Support unit (from round 2) or an aircraft failed its command roll: it stays in reserve
    and its activation is spent (Support, Aircraft Reserve). A unit riding in a transport gets out as it is
    activated, its leader within 1 in of the transport; `deployed` False: it stays aboard, its activation spent."""
    if game.phase != "activations":
        raise InvalidInput("No unit can be activated now.", field="unit")
    if game.activation is not None:
        raise InvalidInput("Finish the unit that is acting first.", field="unit")
    if why := waiting_for(game):
        raise InvalidInput(why, field="unit")
    if player != game.active:
        raise InvalidInput(f"It is {game.active}'s turn to activate a unit.", field="unit")
    unit = game.unit(ref)
    if unit.player != player:
        raise InvalidInput(f"{unit.name} is not yours.", field="unit")
    if why := may_activate(game, unit):
        raise InvalidInput(f"{unit.name} cannot be activated: {why}.", field="unit")
    if unit.where == "embarked":
        ride = game.unit(unit.aboard).name
        if not deployed:
            game = _with(game, replace(unit, activated=True))
            return _pass_on(game, f"{unit.name} stays aboard {ride}; its activation is spent.")
        game = _with(game, replace(unit, where="table", aboard=0))
        return replace(game, activation=Activation(ref, disembarked=True)), f"{unit.name} gets out of {ride}."
    if not deployed:
        if unit.where != "reserve" or not may_wait(unit):
            raise InvalidInput("Only a support unit or an aircraft may stay in reserve.", field="unit")
        game = _with(game, replace(unit, activated=True))
        return _pass_on(game, f"{unit.name} stays in reserve this round; its activation is spent.")
    said = f"{unit.name} is activated."
    deploying = unit.where == "reserve"
    if deploying:
        unit = replace(unit, where="table")
        said = f"{unit.name} deploys from reserve and is activated."
    game = _with(game, unit)
    return replace(game, activation=Activation(ref, deploying=deploying)), said


def may_wait(unit: Unit) -> bool:
    """A unit that need not deploy in the first round: Support (held, then a command roll each round), an aircraft
    (a command roll any round: Aircraft Reserve). Every other unit deploys in the first round (Deploying Units)."""
    return unit.has("Support") or "Aircraft" in unit.types


def not_placed(game: Game, ref: int) -> tuple[Game, str]:
    """A unit that must deploy but cannot be placed within 6 in of an entry point is destroyed (Deploying Units)."""
    unit = game.unit(ref)
    if game.activation is None or game.activation.unit != ref or game.activation.done or not game.activation.deploying:
        raise InvalidInput("Only the unit deploying now can fail to find room.", field="unit")
    game = _with(game, replace(unit, where="destroyed", models=tuple(replace(m, hp=0) for m in unit.models)))
    return end_activation(game)


def next_actions(game: Game) -> tuple[str, ...]:
    """The actions the acting unit may still take, in the text's order: once one is passed, those before it are
    gone (Activating Units)."""
    if game.activation is None:
        return ()
    done = game.activation.done
    last = max((ACTIONS.index(a) for a in done), default=-1)
    unit = game.unit(game.activation.unit)
    open_ = [a for a in ACTIONS[last + 1 :] if not (a == "recover" and unit.stress == 0)]
    if is_vehicle(unit):
        open_ = [a for a in open_ if a != "secure"]  # Vehicle Restrictions: vehicles cannot secure objectives
    if done and done[-1] == "attack":
        # The attack goes on: a vehicle's every weapon, each at a target of its own (Vehicle Attacks); any other
        # unit's models each with one of their weapons, until all have attacked (Attack Procedure). Which are left
        # the table's profiles say (battles/systems/open_fire_strike.still_to_attack).
        open_.insert(0, "attack")
    if done and done[-1] == "abilities":
        open_.append("abilities")  # Action: Abilities: "any abilities it has", each once (table_abilities.py)
    return tuple(open_)


def is_vehicle(unit: Unit) -> bool:
    """Transports and aircraft count as vehicles too (Transports, Aircraft)."""
    return bool({"Vehicle", "Transport", "Aircraft"} & set(unit.types))


def waiting_for(game: Game) -> str:
    """What the table must settle before anyone acts on ("" when nothing): passengers of a wreck to place, then the
    free attacks owed to the units a mover left behind."""
    if game.wrecked:
        return f"First place {game.unit(game.wrecked[0]).name}, thrown out of its destroyed transport."
    if game.free:
        return f"First the free attack of {game.unit(game.free[0][0]).name}: make it or let it go."
    return ""


def take(game: Game, action: str, *, advanced: bool = False, weapon: str = "") -> Game:
    """Mark an action as taken (its roll or measurement applied by the caller); an attack names its weapon."""
    if why := waiting_for(game):
        raise InvalidInput(why, field="action")
    if action not in next_actions(game):
        raise InvalidInput(f"The unit cannot {action} now: its actions go in order.", field="action")
    a = game.activation
    moved = a.moved or action == "move"
    fired = (*a.fired, weapon) if weapon else a.fired
    return replace(
        game, activation=replace(a, done=(*a.done, action), advanced=a.advanced or advanced, moved=moved, fired=fired)
    )


def recovered(game: Game, removed: int) -> tuple[Game, str]:
    """Recover: the command rolls' result (open-fire/recover): `removed` stress markers come off."""
    game = take(game, "recover")
    unit = game.unit(game.activation.unit)
    left = max(unit.stress - removed, 0)
    game = _with(game, replace(unit, stress=left))
    return game, f"{unit.name} recovers: {unit.stress - left} stress removed, {left} left."


def damaged(game: Game, ref: int, models: Sequence[Model]) -> tuple[Game, str]:
    """Apply Damage's result to the target unit: its models' hit points after the damage (open-fire/apply-damage).
    A unit that lost hit points took damage this round (Check Stress); with no model left it is destroyed."""
    unit = game.unit(ref)
    if len(models) != len(unit.models):
        raise InvalidInput(f"{unit.name} has {len(unit.models)} models.", field="models")
    lost = sum(m.hp for m in unit.models) - sum(m.hp for m in models)
    if lost < 0:
        raise InvalidInput("Damage never gives hit points back.", field="models")
    unit = replace(unit, models=tuple(models), damaged=unit.damaged or lost > 0)
    if not unit.alive:
        unit = replace(unit, where="destroyed", aboard=0)
        riders = [u for u in game.units if u.where == "embarked" and u.aboard == ref]
        game = _with(game, unit)
        if not riders:
            return game, f"{unit.name} is destroyed."
        for rider in riders:  # Destroyed Transports: placed before it is removed, the owner says how many fit
            game = _with(game, replace(rider, where="table", aboard=0))
        game = replace(game, wrecked=(*game.wrecked, *(r.ref for r in riders)))
        names = ", ".join(r.name for r in riders)
        return game, f"{unit.name} is destroyed; {names} must get out of the wreck."
    return _with(game, unit), f"{unit.name} loses {lost} hit point{'s' if lost != 1 else ''}."


def scored(game: Game, player: str, points: int, why: str) -> tuple[Game, str]:
    """Victory points for a secured objective (open-fire/secure says how many and when)."""
    if player not in game.players:
        raise InvalidInput(f"{player} is not a player of this game.", field="player")
    vp = {**dict(game.victory_points), player: game.vp(player) + points}
    return replace(game, victory_points=tuple(sorted(vp.items()))), f"{player} scores {points} VP: {why}."


def end_activation(game: Game) -> tuple[Game, str]:
    """The acting unit is done: its activation marker goes down and play passes on (or the round ends)."""
    if game.activation is None:
        raise InvalidInput("No unit is acting.", field="unit")
    if why := waiting_for(game):
        raise InvalidInput(why, field="unit")
    unit = game.unit(game.activation.unit)
    owed = tuple((e, unit.ref) for e in game.activation.left if _may_attack_free(game, e, unit))
    game = replace(_with(game, replace(unit, activated=True)), activation=None, free=owed)
    said = f"{unit.name} has finished its activation."
    if owed:
        names = ", ".join(game.unit(e).name for e, _ in owed)
        return game, f"{said} It left the assault range of {names}: a free attack is owed."
    return _pass_on(game, said)


def _may_attack_free(game: Game, enemy: int, mover: Unit) -> bool:
    """A free attack needs the enemy unit still on the battlefield and not a vehicle, and the mover still there."""
    e = game.unit(enemy)
    return e.where == "table" and not is_vehicle(e) and mover.where == "table" and e.player != mover.player


def free_attack_over(game: Game, attacker: int) -> tuple[Game, str]:
    """The free attack of `attacker` was made (its damage applied by the caller) or let go; when none is owed any
    more, play passes on (or the round ends)."""
    pair = next((p for p in game.free if p[0] == attacker), None)
    if pair is None:
        raise InvalidInput("That unit is owed no free attack.", field="unit")
    rest = tuple(p for p in game.free if p != pair and game.unit(p[1]).where == "table")
    game = replace(game, free=rest)
    said = f"{game.unit(attacker).name}'s free attack is over."
    return (game, said) if rest else _pass_on(game, said)


def _pass_on(game: Game, said: str) -> tuple[Game, str]:
    order = game.order
    start = order[(order.index(game.active) + 1) % len(order)]
    nxt = _next_player(game, start)
    if nxt:
        return replace(game, active=nxt), f"{said} {nxt} activates next."
    return end_round(replace(game, active=""), said)


def end_round(game: Game, said: str = "") -> tuple[Game, str]:
    """Every unit has acted: Check Stress (one stress for every unit damaged this round, at most 3), Remove
    Activation Markers, then the end of the game when a player has no unit on the battlefield or the last round is
    over (Ending the Game)."""
    lines = [said] if said else []
    units = []
    for u in game.units:
        stress = min(u.stress + 1, MAX_STRESS) if u.damaged and u.where != "destroyed" else u.stress
        if stress != u.stress:
            lines.append(f"{u.name} took damage this round: {stress} stress.")
        units.append(replace(u, stress=stress, activated=False, damaged=False))
    game = replace(game, units=tuple(units), phase="initiative", activation=None, active="")
    game = _objectives_at_round_end(game, lines)
    on_table = {p: any(u.player == p and u.where == "table" for u in game.units) for p in game.players}
    gone = [p for p, here in on_table.items() if not here]
    if gone and len(gone) == len(game.players):
        lines.append("Nobody has a unit on the battlefield: nobody wins.")
        return replace(game, phase="ended", winner="draw", how="nobody-left"), " ".join(lines)
    if gone:
        left = [p for p in game.players if p not in gone]
        winner = left[0] if len(left) == 1 else ""
        lines.append(f"{', '.join(gone)} {'has' if len(gone) == 1 else 'have'} no unit on the battlefield: forfeit.")
        if winner:
            return replace(game, phase="ended", winner=winner, how="forfeit"), " ".join(lines)
    if game.round >= game.rounds:
        return _by_victory_points(_objectives_at_the_end(game, lines), lines)
    lines.append(f"Round {game.round} is over; roll for initiative.")
    return game, " ".join(lines)


def _by_victory_points(game: Game, lines: list[str]) -> tuple[Game, str]:
    best = max(game.vp(p) for p in game.players)
    leaders = [p for p in game.players if game.vp(p) == best]
    scores = ", ".join(f"{p} {game.vp(p)}" for p in game.players)
    if len(leaders) > 1:
        lines.append(f"The last round is over ({scores} VP): a draw.")
        return replace(game, phase="ended", winner="draw", how="victory-points"), " ".join(lines)
    lines.append(f"The last round is over ({scores} VP): {leaders[0]} wins.")
    return replace(game, phase="ended", winner=leaders[0], how="victory-points"), " ".join(lines)


@dataclass(frozen=True)
class Summary:
    """What a phone shows of the game between taps."""

    round: int
    active: str
    acting: str
    next_actions: tuple[str, ...]
    left: dict[str, int] = field(default_factory=dict)  # units each player may still activate this round


def summary(game: Game) -> Summary:
    acting = game.unit(game.activation.unit).name if game.activation else ""
    left = {p: len(_units_left(game, p)) for p in game.players}
    return Summary(game.round, game.active, acting, next_actions(game), left)
