"""Open Fire's round and the game around it (Initiative, Activating Units, Deploying Units, Stress, Check Stress,
Ending the Game, with Support, Ambush and the aircraft's reserve): the initiative roll for two to six players,
what a unit may do when it is chosen, the stress a damaged unit gains, and whether the game goes on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import perm

from rules.engine.open_fire import dice as d12
from rules.engine.outcome import Effects, InvalidInput, Outcome, percent
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, Roll, fixed

MAX_STRESS = 3
ROUNDS = 6  # Battle Stage: unless the mission says otherwise


# --- Initiative ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class InitiativeInputs:
    players: int = 2


def _ranked(players: Sequence[int], faces: Sequence[int]) -> list[tuple[int, list[int]]]:
    """Players grouped by their face, highest first: (face, players who rolled it)."""
    return [(f, [p for p, g in zip(players, faces, strict=True) if g == f]) for f in sorted(set(faces), reverse=True)]


def _names(group: Sequence[int]) -> str:
    names = [f"player {p}" for p in group]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def initiative_order(players: int, dice: Sequence[int]) -> tuple[tuple[int, ...], list[str]]:
    """The order of activation from the dice (O1, O2): one die per player in seat order, then each tie's re-roll
    dice, highest tie first, a tie inside a re-roll settled before the next tie."""
    faces = d12.check_dice_pairs(dice)
    if len(faces) < players:
        raise ValueError(f"Initiative needs one D12 for each of the {players} players, in seat order.")
    steps = [
        "Rolled: " + ", ".join(f"player {p} {f}" for p, f in zip(range(1, players + 1), faces, strict=False)) + "."
    ]
    used = players

    def settle(face: int, group: list[int]) -> list[int]:
        nonlocal used
        if len(group) == 1:
            return group
        if used + len(group) > len(faces):
            raise ValueError(f"{_names(group).capitalize()} tied at {face}: roll again for them and add their dice.")
        again = faces[used : used + len(group)]
        used += len(group)
        rolled = ", ".join(f"player {p} {f}" for p, f in zip(group, again, strict=True))
        steps.append(f"{_names(group).capitalize()} tied at {face} and rolled again: {rolled}.")
        return [p for f, sub in _ranked(group, again) for p in settle(f, sub)]

    order = [p for f, group in _ranked(list(range(1, players + 1)), faces[:players]) for p in settle(f, group)]
    if used != len(faces):
        raise ValueError("These dice already settle the order: leave out the dice after them.")
    return tuple(order), steps


def initiative(i: InitiativeInputs, dice: Sequence[int] | None) -> Outcome:
    n = i.players
    share = Fraction(1, n)
    clean = Fraction(perm(12, n), 12**n)
    steps = [
        f"Each of the {n} players rolls a D12: the highest activates first, then the next highest, and so on.",
        "Players who tie roll again among themselves, only to settle their places (O1).",
        f"Each player's chance of going first: {percent(share)}. Chance the first dice settle it: {percent(clean)}.",
    ]
    result, values = None, ()
    if dice is not None:
        order, lines = initiative_order(n, dice)
        steps.extend(lines)
        steps.append("Order of activation: " + ", ".join(f"player {p}" for p in order) + ".")
        result, values = f"player-{order[0]}-first", (("order", order),)
    return Outcome(
        procedure="open-fire/initiative",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=tuple((f"player-{p}-first", share) for p in range(1, n + 1)),
        result=result,
        values=values,
    )


def _initiative_counts(i: InitiativeInputs) -> tuple[int, ...]:
    """The first dice, then re-rolls: two players re-roll in pairs; three or more can add any number from 2.
    Listed up to four dice per player (O2)."""
    n = i.players
    step = 2 if n == 2 else 1
    return (n, *range(n + 2, 4 * n + 1, step))


# --- Stress, Check Stress -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class StressInputs:
    stress: int = 0
    took_damage: bool = True
    movement: int = 6
    skill: int = 7


def check_stress(i: StressInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    steps = ["At the end of the round every unit that took damage this round gains one stress, at most 3 (O14)."]
    if not i.took_damage:
        result, stress = "unchanged", i.stress
        steps.append(f"It took no damage: its stress stays at {stress}.")
    elif i.stress >= MAX_STRESS:
        result, stress = "stays-at-three", MAX_STRESS
        steps.append("It took damage but already has 3 stress, the most a unit can have.")
    else:
        result, stress = "gains-stress", i.stress + 1
        steps.append(f"It took damage: stress {i.stress} becomes {stress}.")
    movement = max(i.movement - stress, 0)
    target = d12.needed(i.skill, -stress)
    if stress:
        steps.append(
            f"Each stress is -1 to movement and to skill rolls (O13): movement {i.movement} - {stress} = {movement} in;"
            f" skill {i.skill} with {-stress:+d} needs {target} or more."
        )
    else:
        steps.append(f"No stress: movement {movement} in, skill {i.skill} needs {target} or more.")
    values = (("stress", stress), ("movement", movement), ("skill_modifier", -stress), ("skill_needed", target))
    effects = Effects(tokens=("stress",)) if result == "gains-stress" else Effects()
    return settled("open-fire/check-stress", result, steps, values, effects)


# --- Ending the Game ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EndInputs:
    round: int = 1
    last_round: int = ROUNDS
    units_a: int = 1
    units_b: int = 1
    points_a: int = 0
    points_b: int = 0


def end_of_round(i: EndInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    if i.round > i.last_round:
        raise InvalidInput(f"The game ended after round {i.last_round}: there is no round {i.round}.", field="round")
    proc = "open-fire/end-of-round"
    steps = [f"Round {i.round} of {i.last_round} is over: stress is checked and the activation markers come off."]
    units = f"Units on the battlefield: player A {i.units_a}, player B {i.units_b} (reserves do not count, O15)."
    steps.append(units)
    if not i.units_a and not i.units_b:
        steps.append("Neither player has a unit on the battlefield: the game ends and nobody wins.")
        return settled(proc, "nobody-wins", steps, (("winner", None), ("game_over", True)))
    if not i.units_a or not i.units_b:
        out, winner = ("a", "b") if not i.units_a else ("b", "a")
        steps.append(
            f"Player {out.upper()} has no unit on the battlefield and forfeits, whatever the points (O17):"
            f" player {winner.upper()} wins."
        )
        return settled(proc, f"player-{out}-forfeits", steps, (("winner", f"player-{winner}"), ("game_over", True)))
    if i.round < i.last_round:
        steps.append(f"Both players still have units on the battlefield: round {i.round + 1} begins with initiative.")
        return settled(proc, "next-round", steps, (("winner", None), ("game_over", False)))
    score = f"Victory points: player A {i.points_a}, player B {i.points_b}."
    if i.points_a == i.points_b:
        steps.append(f"That was the last round. {score} Equal points: a draw (O16).")
        return settled(proc, "draw", steps, (("winner", None), ("game_over", True)))
    winner = "a" if i.points_a > i.points_b else "b"
    steps.append(f"That was the last round. {score} Player {winner.upper()} has the most and wins.")
    return settled(proc, f"player-{winner}-wins", steps, (("winner", f"player-{winner}"), ("game_over", True)))


# --- Activating Units, Deploying Units ----------------------------------------------------------------------

PLACES = ("battlefield", "reserve")
TYPES = ("unit", "vehicle", "aircraft")  # a transport is a vehicle; an aircraft is a vehicle too
RESERVE_RULES = ("none", "support", "ambush")


@dataclass(frozen=True)
class ActivationInputs:
    round: int = 1
    place: str = "battlefield"
    activated: bool = False
    unit_type: str = "unit"
    rule: str = "none"
    can_be_placed: bool = True
    stress: int = 0


def actions(i: ActivationInputs) -> tuple[tuple[str, ...], list[str]]:
    """The actions it may take, in the text's order, and a line for each."""
    names, lines = [], []
    if i.stress:
        names.append("recover")
        lines.append(f"recover, if you wish: one command roll per stress marker, {i.stress} in all (O6)")
    names.append("move")
    if i.unit_type == "aircraft":
        lines.append("move: forward only, at least half its movement, or it is destroyed")
    else:
        lines.append("move")
    names.append("attack")
    lines.append("attack an enemy unit in range and sight")
    if i.unit_type == "unit":
        names.append("secure")
        lines.append("secure an objective within 1 in, with no enemy in assault range")
    else:
        lines.append("no securing: vehicles cannot secure objectives")
    names.append("abilities")
    lines.append("use its abilities, if it has any")
    return tuple(names), lines


def _reserve(i: ActivationInputs) -> tuple[str, list[str], tuple[str, ...]]:
    """A unit in reserve: (result, steps, follow-on procedure)."""
    aircraft, support = i.unit_type == "aircraft", i.rule == "support"
    may_wait = aircraft or support
    if not may_wait and i.round > 1:
        raise InvalidInput(
            "Only Support units and aircraft may still be in reserve after round 1; every other unit deploys in"
            " round 1 or is destroyed (O19).",
            field="place",
        )
    if not i.can_be_placed:
        if may_wait:
            return "cannot-deploy", ["There is no room to place it: it cannot deploy now and stays in reserve."], ()
        return (
            "destroyed",
            ["It must deploy in round 1 and there is no room to place it: the unit is destroyed (O19)."],
            (),
        )
    place = "Place it within 6 in of one of your entry points"
    if i.rule == "ambush":
        place = (
            "Place it anywhere more than 12 in from every enemy model (Ambush, O18), or within 6 in of an entry point"
        )
    if aircraft:
        steps = ["An aircraft needs a successful command roll to come on, in any round (O12)."]
        return "roll-to-deploy", [*steps, f"If it passes: {place.lower()}."], ("open-fire/aircraft-reserve",)
    if support and i.round > 1:
        steps = [f"Round {i.round}: a Support unit needs a successful command roll to deploy (O11)."]
        return "roll-to-deploy", [*steps, f"If it passes: {place.lower()}."], ("open-fire/deploy-support",)
    steps = []
    if support:
        steps.append("Support: in round 1 it may deploy without a roll, or stay in reserve (O11).")
    elif i.round == 1:
        steps.append("Every unit without Support or Aircraft must deploy in round 1 (O10).")
    return "deploy", [*steps, f"{place}; it then activates as normal."], ()


def activation(i: ActivationInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice)
    proc = "open-fire/activation"
    if i.activated:
        steps = ["It has already activated this round: choose another unit; it acts again next round."]
        return settled(proc, "already-activated", steps)
    names, lines = actions(i)
    order = "Its actions, in this order, each optional: " + "; ".join(lines) + "."
    if i.place == "battlefield":
        steps = ["It has not activated this round, so it may be chosen now.", order]
        return settled(proc, "activate", steps, (("actions", names),))
    result, steps, follow = _reserve(i)
    if result in ("deploy", "roll-to-deploy"):
        steps.append(order)
        return settled(proc, result, steps, (("actions", names),), Effects(continues_with=follow))
    return settled(proc, result, steps, (("actions", ()),))


# --- declarations -------------------------------------------------------------------------------------------

ROUND = Field("round", "int", "Round", default=1, minimum=1, maximum=20)

PROCEDURES = (
    Procedure(
        id="open-fire/initiative",
        title="Initiative",
        chapter="The Round",
        section="## Initiative",
        fields=(Field("players", "int", "Players", default=2, minimum=2, maximum=6),),
        rolls=(
            Roll("players", "One D12 per player, in seat order", sides=12),
            Roll(1, "Again, one per tied player", when="after a tie, highest tie first", sides=12),
        ),
        inputs=InitiativeInputs,
        resolve=initiative,
        dice_counts=_initiative_counts,
        rulings=("O1", "O2", "O3"),
        summary="Every player rolls a D12: highest activates first; ties roll again among themselves.",
    ),
    Procedure(
        id="open-fire/activation",
        title="Activating a unit",
        chapter="The Round",
        section="## Activating Units",
        fields=(
            ROUND,
            Field("place", "choice", "Where it is", default="battlefield", choices=PLACES),
            Field("activated", "bool", "Already activated this round", default=False),
            Field("unit_type", "choice", "Unit type", default="unit", choices=TYPES, help="A transport is a vehicle."),
            Field("rule", "choice", "Reserve rule", default="none", choices=RESERVE_RULES),
            Field(
                "can_be_placed",
                "bool",
                "Room to place it",
                default=True,
                help="Within 6 in of an entry point (with Ambush: anywhere more than 12 in from the enemy).",
            ),
            Field("stress", "int", "Stress", default=0, minimum=0, maximum=MAX_STRESS),
        ),
        rolls=(),
        inputs=ActivationInputs,
        resolve=activation,
        dice_counts=fixed(0),
        rulings=("O3", "O6", "O10", "O11", "O12", "O18", "O19"),
        summary="Whether a unit may be chosen now, how it comes out of reserve, and its actions in order.",
    ),
    Procedure(
        id="open-fire/check-stress",
        title="Check stress",
        chapter="The Round",
        section="## Check Stress",
        fields=(
            Field("stress", "int", "Stress before", default=0, minimum=0, maximum=MAX_STRESS),
            Field("took_damage", "bool", "Took damage this round", default=True),
            Field("movement", "int", "Movement", default=6, minimum=0, maximum=30),
            Field("skill", "int", "Skill", default=7, minimum=1, maximum=13),
        ),
        rolls=(),
        inputs=StressInputs,
        resolve=check_stress,
        dice_counts=fixed(0),
        rulings=("O13", "O14"),
        summary="A unit that took damage gains one stress (at most 3): -1 movement and -1 to skill rolls each.",
    ),
    Procedure(
        id="open-fire/end-of-round",
        title="End of the round",
        chapter="The Round",
        section="## Ending the Game",
        fields=(
            ROUND,
            Field(
                "last_round",
                "int",
                "Last round",
                default=ROUNDS,
                minimum=1,
                maximum=20,
                help="6 unless the mission says.",
            ),
            Field("units_a", "int", "Player A's units on the battlefield", default=1, minimum=0, maximum=50),
            Field("units_b", "int", "Player B's units on the battlefield", default=1, minimum=0, maximum=50),
            Field("points_a", "int", "Player A's victory points", default=0, minimum=0, maximum=999),
            Field("points_b", "int", "Player B's victory points", default=0, minimum=0, maximum=999),
        ),
        rolls=(),
        inputs=EndInputs,
        resolve=end_of_round,
        dice_counts=fixed(0),
        rulings=("O15", "O16", "O17"),
        summary="A player with no unit on the battlefield forfeits; after the last round the most points wins.",
    ),
)
