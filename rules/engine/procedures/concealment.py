"""Concealment: hiding infantry and officers, AT and AA guns in ambush, and smoke markers (How to hide
infantry units and officers, Ambush, Smoke grenades). No dice: each is a check the players make."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.common import CLOSE_LIMIT
from rules.engine.outcome import Effects, InvalidInput, Outcome
from rules.engine.procedures.shooting import SUPER_CLOSE_LIMIT, is_super_close
from rules.engine.reading import no_dice, settled
from rules.engine.registry import UNITS, Field, Procedure, fixed

CLOSE_WORDS = f"closer than {CLOSE_LIMIT['cm']} cm / {CLOSE_LIMIT['in']} in"  # close range, R7

# ---------------------------------------------------------------------------------------------
# Hide and unhide (How to hide infantry units and officers; both are one action in the action list)

HIDE_ACTIONS = ("hide", "unhide")
HIDERS = ("infantry", "squad-leader", "ranking-officer")
HIDE_UNITS = (*HIDERS, "support-weapon", "vehicle")
# Where the book lets them hide: behind cover, in woods, in houses, on hills. Out in the open there is nothing.
HIDING_PLACES = ("behind-cover", "woods", "building", "hills", "open")
HIDE_MARKER = "hidden"
HIDE_COST = 1  # one action to hide, one to unhide
FIRE_COST = 1  # firing after unhiding is an action of its own


@dataclass(frozen=True)
class HideInputs:
    action: str
    unit: str
    place: str
    hidden: bool
    actions_left: int


def _hide_refusal(i: HideInputs) -> tuple[str, str] | None:
    """The result and the reason when the action cannot be taken, or None when it can."""
    if i.unit not in HIDERS:
        words = "AT and AA guns lie in ambush instead" if i.unit == "support-weapon" else "AFVs take cover instead"
        return "may-not-hide", f"Only infantry and ranking officers hide or unhide; {words}."
    if i.action == "hide" and i.hidden:
        return "already-hidden", "It already has a hide token."
    if i.action == "hide" and i.place == "open":
        return (
            "may-not-hide",
            "Out in the open there is nothing to hide behind: it needs cover, woods, a house or a hill.",
        )
    if i.action == "unhide" and not i.hidden:
        return "not-hidden", "It has no hide token, so there is nothing to unhide."
    if i.actions_left < HIDE_COST:
        return "no-action-left", f"It has no action left in this activation: {i.action} costs {HIDE_COST}."
    return None


def hide_or_unhide(i: HideInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "hiding is an action, not a roll")
    who = {"infantry": "A soldier", "squad-leader": "A squad leader", "ranking-officer": "A ranking officer"}.get(
        i.unit, "This unit"
    )
    refusal = _hide_refusal(i)
    if refusal:
        result, why = refusal
        steps = (f"{who} wants to {i.action}.", why, "No action is spent.")
        return settled("hide-unhide", result, steps, (("hidden", i.hidden), ("may_fire_now", False)))
    if i.action == "hide":
        where = i.place.replace("-", " ")
        steps = (
            f"{who} hides ({where}): one action; put a hide token on it.",
            "While hidden it may not fire or engage the enemy in any other way: it must unhide first.",
            f"Only enemy units at close range ({CLOSE_WORDS}) can spot it; a sniper may also spot it at medium and far"
            " range, with a spot roll as usual.",
        )
        return settled(
            "hide-unhide",
            "hidden",
            steps,
            (("hidden", True), ("may_fire_now", False)),
            Effects(tokens=(HIDE_MARKER,), actions_spent=HIDE_COST),
        )
    may_fire = i.actions_left >= HIDE_COST + FIRE_COST
    fire = (
        "With its second action it may fire in this same activation."
        if may_fire
        else "It has no action left to fire in this activation."
    )
    steps = (f"{who} unhides: one action; take its hide token away.", "It can be spotted as usual again.", fire)
    return settled(
        "hide-unhide",
        "unhidden",
        steps,
        (("hidden", False), ("may_fire_now", may_fire)),
        Effects(removed_tokens=(HIDE_MARKER,), actions_spent=HIDE_COST),
    )


# ---------------------------------------------------------------------------------------------
# Ambush (Ambush; Anti-tank (AT) guns): set up before the game, revealed at super close range (R8)

GUNS = ("at-gun", "aa-gun", "other-support-weapon")
AMBUSH_MARKER = "ambush"
GUN_WORDS = {"at-gun": "The AT gun", "aa-gun": "The AA gun", "other-support-weapon": "This support weapon"}


@dataclass(frozen=True)
class AmbushSetUpInputs:
    gun: str
    game_started: bool
    towed: bool


def ambush_set_up(i: AmbushSetUpInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "going into ambush is a set-up choice")
    who = GUN_WORDS[i.gun]
    if i.gun == "other-support-weapon":
        why = "Only AT and AA guns may lie in ambush."
    elif i.game_started:
        why = "Guns go into ambush only before the game starts, never once it is under way."
    elif i.towed:
        why = "A gun that starts hooked to its vehicle is not in ambush (as in the solo set-up)."
    else:
        steps = (
            f"{who} is placed in ambush: put an ambush token on it before the first turn.",
            f"While in ambush only enemy infantry at super close range ({SUPER_CLOSE_LIMIT['cm']} cm /"
            f" {SUPER_CLOSE_LIMIT['in']} in or less, R8) reveal it; until then it cannot be attacked.",
            "It keeps the token until it is first activated or revealed.",
        )
        return settled("ambush-set-up", "in-ambush", steps, effects=Effects(tokens=(AMBUSH_MARKER,)))
    return settled("ambush-set-up", "may-not-ambush", (f"{who} cannot go into ambush.", why))


@dataclass(frozen=True)
class AmbushRevealInputs:
    gun: str
    ambush_token: bool
    activated: bool
    enemy: str
    distance: float
    units: str


AMBUSH_GUNS = ("at-gun", "aa-gun")  # R41: one rule for both, the AT-gun section's (infantry coming close included)
ENEMIES = ("infantry", "other")  # only infantry reveal a gun in ambush (Anti-tank (AT) guns)


def ambush_reveal(i: AmbushRevealInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "an ambush is revealed by distance, not by a roll")
    who = GUN_WORDS[i.gun]
    limit = SUPER_CLOSE_LIMIT[i.units]
    super_close = is_super_close(i.distance, i.units)
    values = [("super_close_range", super_close), ("distance", i.distance), ("units", i.units)]
    if not i.ambush_token:
        steps = (
            f"{who} has no ambush token: it was activated or revealed already.",
            "It is an ordinary target now, spotted and attacked as usual, and it never goes back into ambush.",
        )
        return settled("ambush-reveal", "exposed", steps, [("may_be_attacked", True), *values])
    if i.activated:
        steps = (
            f"{who} is activated: it reveals itself and loses its ambush token.",
            "It may fire in this same activation; from then on it stays exposed.",
        )
        effects = Effects(removed_tokens=(AMBUSH_MARKER,))
        return settled("ambush-reveal", "reveals-itself", steps, [("may_be_attacked", True), *values], effects)
    enemy = "enemy infantry" if i.enemy == "infantry" else "enemy unit (not infantry)"
    steps = [f"{who} lies in ambush; the nearest {enemy} is {i.distance:g} {i.units} away."]
    if i.enemy == "infantry" and super_close:
        steps += [
            f"Enemy infantry at super close range ({limit} {i.units} or less, R8): the gun is revealed and loses its"
            " ambush token.",
            "It may now be attacked.",
        ]
        effects = Effects(removed_tokens=(AMBUSH_MARKER,))
        return settled("ambush-reveal", "revealed", steps, [("may_be_attacked", True), *values], effects)
    if i.enemy != "infantry":
        steps.append("Only infantry reveal an ambushed gun, whatever the distance.")
    else:
        steps.append(f"Enemy infantry must come within {limit} {i.units} (super close range, R8) to reveal it.")
    steps.append("It stays hidden and cannot be attacked.")
    return settled("ambush-reveal", "stays-hidden", steps, [("may_be_attacked", False), *values])


# ---------------------------------------------------------------------------------------------
# Smoke markers (Smoke grenades): a square of about 15 x 15 cm / 6 x 6 in for three turns, -5 to attacks into it

SMOKE_SIDE = {"cm": 15, "in": 6}
SMOKE_TURNS = 3  # the turn it is laid counts as the first
SMOKE_PENALTY = -5


@dataclass(frozen=True)
class SmokeInputs:
    laid_turn: int
    turn: int
    units: str


def smoke_marker(i: SmokeInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "smoke lasts a set number of turns")
    if i.turn < i.laid_turn:
        raise InvalidInput("The smoke cannot be laid after the turn you are asking about.", field="turn")
    side = SMOKE_SIDE[i.units]
    last = i.laid_turn + SMOKE_TURNS - 1
    count = i.turn - i.laid_turn + 1  # the number the token or die shows
    steps = [
        "A smoke grenade is thrown like an anti-personnel grenade (accuracy and drift as usual); it harms no one.",
        f"Where it lands, place a smoke marker about {side} x {side} {i.units} ({side * side} square {i.units}).",
        f"It lasts {SMOKE_TURNS} turns, counting the turn it was laid: laid in turn {i.laid_turn}, its last turn is"
        f" {last}.",
    ]
    up = i.turn <= last
    if up:
        steps += [
            f"Turn {i.turn} is its turn {count} of {SMOKE_TURNS}: the smoke is still up (show {count} on the die).",
            f"Every attack roll into the smoke is at {SMOKE_PENALTY}.",
        ]
    else:
        steps.append(f"Turn {i.turn} is past turn {last}: the smoke has cleared; take the marker away.")
    values = (
        ("turns_up", min(count, SMOKE_TURNS)),
        ("turns_left", last - i.turn + 1 if up else 0),
        ("last_turn", last),
        ("side_length", side),
        ("area", side * side),
        ("units", i.units),
        ("attack_penalty", SMOKE_PENALTY if up else 0),
    )
    return settled("smoke-marker", "still-up" if up else "cleared", steps, values)


PROCEDURES = (
    Procedure(
        id="hide-unhide",
        title="Hide or unhide",
        chapter="Shooting",
        section="How to hide infantry units and officers",
        summary="Infantry and ranking officers hide in or behind cover for one action, and unhide for one more.",
        fields=(
            Field("action", "choice", "Action", default="hide", choices=HIDE_ACTIONS),
            Field("unit", "choice", "Who", default="infantry", choices=HIDE_UNITS),
            Field(
                "place",
                "choice",
                "Where it is",
                default="behind-cover",
                choices=HIDING_PLACES,
                help="Hiding only: behind cover, in woods, in a house or on a hill.",
            ),
            Field("hidden", "bool", "It has a hide token now", default=False),
            Field(
                "actions_left",
                "int",
                "Actions left in this activation",
                default=2,
                minimum=0,
                maximum=2,
            ),
        ),
        rolls=(),
        inputs=HideInputs,
        resolve=hide_or_unhide,
        dice_counts=fixed(0),
        rulings=("R7",),
    ),
    Procedure(
        id="ambush-set-up",
        title="Can this gun start in ambush?",
        chapter="Shooting",
        section="Ambush",
        summary="AT and AA guns may be placed in ambush before the game starts, never during it.",
        fields=(
            Field("gun", "choice", "Gun", default="at-gun", choices=GUNS),
            Field("game_started", "bool", "The game is already under way", default=False),
            Field("towed", "bool", "It starts hooked to its vehicle", default=False),
        ),
        rolls=(),
        inputs=AmbushSetUpInputs,
        resolve=ambush_set_up,
        dice_counts=fixed(0),
        rulings=("R8", "R41"),
    ),
    Procedure(
        id="ambush-reveal",
        title="Is the ambushed gun revealed?",
        chapter="Shooting",
        section="Ambush",
        summary="An AT or AA gun in ambush is revealed when it acts, or by enemy infantry at super close range.",
        fields=(
            Field("gun", "choice", "Gun in ambush", default="at-gun", choices=AMBUSH_GUNS),
            Field("ambush_token", "bool", "It still has its ambush token", default=True),
            Field("activated", "bool", "Its side activates it now", default=False),
            Field("enemy", "choice", "Nearest enemy", default="infantry", choices=ENEMIES),
            Field(
                "distance",
                "number",
                "Distance of the nearest enemy",
                default=None,
                minimum=0,
                maximum=10000,
            ),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        ),
        rolls=(),
        inputs=AmbushRevealInputs,
        resolve=ambush_reveal,
        dice_counts=fixed(0),
        rulings=("R6", "R8", "R41"),
    ),
    Procedure(
        id="smoke-marker",
        title="Smoke: its area and how long it lasts",
        chapter="Explosives",
        section="Smoke grenades",
        summary="A smoke marker covers about 15 x 15 cm / 6 x 6 in for three turns; attacks into it are at -5.",
        fields=(
            Field("laid_turn", "int", "Turn the smoke was laid", default=1, minimum=1, maximum=50),
            Field("turn", "int", "Turn now", default=1, minimum=1, maximum=50),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        ),
        rolls=(),
        inputs=SmokeInputs,
        resolve=smoke_marker,
        dice_counts=fixed(0),
        rulings=("R6",),
    ),
)
