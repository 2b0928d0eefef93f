"""A foot-unit's move and stance (Move, Change Stance): how far it jogs, runs, sprints or sneaks from its SP, with
difficult terrain halving the distance; which changes of stance its action allows; and the landing roll of a unit
that goes prone after sprinting, 2D6 against its RE. Rulings Q4-Q7 (rules/rulings_skirmishcorps/actions.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.dice import check_dice, p_sum_at_most
from rules.engine.outcome import Effects, Outcome, percent
from rules.engine.registry import Field, Procedure, Roll, fixed
from rules.engine.skirmishcorps import common as c

RUN_EXTRA = 3  # runs: SP +3
SPRINT_TIMES = 2  # sprints: SP x 2
SNEAK_DIVISOR = 2  # sneaks: SP divided by 2
MIN_SPRINT_SP = 5  # "Foot-units with an SP of 4 or less cannot sprint."
DIFFICULT = 2  # "Difficult terrain halves the distance moved": each inch in it costs two (Q5)
LANDING_DICE = 2

FORMULAS = {"jog": "SP", "run": "SP + 3", "sprint": "SP × 2", "sneak": "SP ÷ 2"}


def allowance(sp: int, mode: str) -> Fraction:
    """How many inches a foot-unit of this SP may move this way, on open ground."""
    if mode == "jog":
        return Fraction(sp)
    if mode == "run":
        return Fraction(sp + RUN_EXTRA)
    if mode == "sprint":
        return Fraction(sp * SPRINT_TIMES)
    return Fraction(sp, SNEAK_DIVISOR)


# --- Move: how far (jog, run, sprint, sneak; difficult terrain). ---


@dataclass(frozen=True)
class MoveInputs:
    sp: int = 6
    mode: str = "run"
    stood_up: bool = False
    clear: float = 0
    difficult: float = 0


def move_distance(i: MoveInputs, dice: Sequence[int] | None) -> Outcome:
    clear, difficult = c.inches(i.clear), c.inches(i.difficult)
    most = allowance(i.sp, i.mode)
    steps = [f"SP {i.sp}: {_a(i.mode)} goes up to {c.said(most)} in ({FORMULAS[i.mode]})."]
    refused = ""
    if i.mode == "sprint" and i.sp < MIN_SPRINT_SP:
        refused = f"A foot-unit with an SP of 4 or less cannot sprint (SP {i.sp})."
    elif i.mode == "sprint" and i.stood_up:
        refused = c.STAND_NO_SPRINT
    elif i.mode == "sneak" and i.stood_up:
        refused = c.SNEAK_PRONE
    if refused:
        steps.append(refused)
        return c.answer("move-distance", dice, "cannot-move-so", steps, (("allowance", Fraction(0)),))
    spent = clear + DIFFICULT * difficult
    if clear:
        steps.append(f"{c.said(clear)} in over open ground costs {c.said(clear)} in.")
    if difficult:
        steps.append(
            f"{c.said(difficult)} in through difficult terrain costs {c.said(DIFFICULT * difficult)} in: difficult "
            "terrain halves the distance (Q5)."
        )
    values: list[tuple[str, object]] = [("allowance", most), ("inches_used", spent)]
    if spent > most:
        steps.append(f"That takes {c.said(spent)} in, more than the {c.said(most)} in it may move.")
        return c.answer("move-distance", dice, "too-far", steps, values)
    left = most - spent
    values.append(("left", left))
    if clear or difficult:
        steps.append(f"{c.said(spent)} in of {c.said(most)} in used: {c.said(left)} in left.")
    if left:
        steps.append(f"Left on open ground: up to {c.said(left)} in; in difficult terrain up to {c.said(left / 2)} in.")
    steps.append("It may change direction as often as it likes along the way.")
    return c.answer("move-distance", dice, "may-move", steps, values)


def _a(mode: str) -> str:
    return {"jog": "a jog", "run": "a run", "sprint": "a sprint", "sneak": "a sneak"}[mode]


# --- Change Stance: what an action allows. ---

ACTIONS = ("nothing", "aim-and-shoot", "fire", "throw", "hide", "jog", "run", "sprint", "sneak")


@dataclass(frozen=True)
class StanceInputs:
    stance: str = "prone"
    at_start: bool = True
    action: str = "run"
    at_end: bool = False


def change_stance(i: StanceInputs, dice: Sequence[int] | None) -> Outcome:
    stance = i.stance
    steps = [f"It starts its action {stance}."]
    if i.at_start:
        stance = _other(stance)
        steps.append("It stands up at the start of its action." if stance == "standing" else _prone("start"))
    refused = ""
    if i.action == "aim-and-shoot" and (i.at_start or i.at_end):
        refused = c.AIM_STANCE
    elif i.action == "sneak" and (i.at_start or i.at_end):
        refused = c.SNEAK_PRONE
    elif i.action == "sneak" and stance == "standing":
        refused = c.SNEAK_FROM_HIDING
    elif i.action == "sprint" and i.at_start and stance == "standing":
        refused = c.STAND_NO_SPRINT
    elif i.action in ("jog", "run", "sprint") and stance == "prone":
        refused = c.PRONE_SNEAKS_ONLY
    elif i.action == "hide" and i.at_end and stance == "prone":
        refused = c.HIDE_PRONE
    if refused:
        steps.append(refused)
        return c.answer("change-stance", dice, "not-allowed", steps)
    result = "allowed"
    if i.at_end:
        stance = _other(stance)
        steps.append("It stands up at the end of its action." if stance == "standing" else _prone("end"))
        if i.action == "sprint":
            result = "landing-roll"
            steps.append(c.LANDING_ROLL)
    if i.action == "hide" and stance == "standing":
        steps.append(c.HIDE_PRONE)
        return c.answer("change-stance", dice, "not-allowed", steps)
    if i.action == "fire" and (i.at_start or i.at_end):
        steps.append("Its shot is a snap shot: no +1 for aiming after a change of stance.")
    steps.append(f"It ends its action {stance}.")
    return c.answer("change-stance", dice, result, steps, (("stance", stance),))


def _other(stance: str) -> str:
    return "prone" if stance == "standing" else "standing"


def _prone(when: str) -> str:
    return f"It goes prone at the {when} of its action."


# --- Change Stance: the landing roll after a sprint. ---


@dataclass(frozen=True)
class LandingInputs:
    re: int = 7


def sprint_landing(i: LandingInputs, dice: Sequence[int] | None) -> Outcome:
    p = p_sum_at_most(LANDING_DICE, i.re)
    needs = f"It lands safely on {i.re} or less on 2D6 (RE {i.re})"
    if i.re < LANDING_DICE:
        needs += ": it cannot, so it is stunned."
    elif i.re >= 6 * LANDING_DICE:
        needs += ": it always does."
    else:
        needs += "; above that it is stunned."
    steps = [c.LANDING_ROLL, needs, f"Chance of landing safely: {percent(p)}."]
    result, faces, effects = None, (), Effects()
    if dice is not None:
        faces = check_dice(dice, LANDING_DICE)
        total = sum(faces)
        if total <= i.re:
            result = "lands-safely"
            steps.append(f"Rolled {faces[0]} + {faces[1]} = {total}, not above RE {i.re}: it lands safely.")
        else:
            result = "stunned"
            effects = Effects(tokens=("stunned",))
            steps.append(f"Rolled {faces[0]} + {faces[1]} = {total}, above RE {i.re}: it lands awkwardly, stunned.")
            steps.append(
                "Stunned, it may do nothing next turn: a stunned marker beside it is flipped over in this turn's end "
                "phase and removed in the next turn's."
            )
    return Outcome(
        procedure="skirmishcorps/sprint-landing",
        dice=tuple(faces),
        steps=tuple(steps),
        outcomes=(("lands-safely", p), ("stunned", 1 - p)),
        result=result,
        target=i.re,
        probability=p,
        effects=effects,
    )


CHAPTER = "Stance and movement"

PROCEDURES = (
    Procedure(
        id="skirmishcorps/move-distance",
        title="How far a foot-unit moves",
        chapter=CHAPTER,
        section="Move",
        fields=(
            Field("sp", "int", "SP", default=6, minimum=1, maximum=c.MAX_SP),
            Field("mode", "choice", "It moves by", default="run", choices=c.MOVES),
            Field("stood_up", "bool", "It stood up from prone at the start of its action", default=False),
            Field("clear", "number", "Inches over open ground", default=0, minimum=0, maximum=c.MAX_INCHES),
            Field(
                "difficult", "number", "Inches through difficult terrain", default=0, minimum=0, maximum=c.MAX_INCHES
            ),
        ),
        rolls=(),
        inputs=MoveInputs,
        resolve=move_distance,
        dice_counts=fixed(0),
        rulings=("Q4", "Q5", "Q6"),
        summary="Jog SP, run SP + 3, sprint SP × 2, sneak SP ÷ 2 inches; difficult terrain costs double.",
    ),
    Procedure(
        id="skirmishcorps/change-stance",
        title="Changing stance",
        chapter=CHAPTER,
        section="Change Stance",
        fields=(
            Field("stance", "choice", "Stance at the start", default="prone", choices=c.STANCES),
            Field("at_start", "bool", "Changes stance at the start of its action", default=True),
            Field("action", "choice", "Its action", default="run", choices=ACTIONS),
            Field("at_end", "bool", "Changes stance at the end of its action", default=False),
        ),
        rolls=(),
        inputs=StanceInputs,
        resolve=change_stance,
        dice_counts=fixed(0),
        rulings=("Q7",),
        summary="Standing or prone, at the start and the end of an action: what the action then allows.",
    ),
    Procedure(
        id="skirmishcorps/sprint-landing",
        title="Landing roll after a sprint",
        chapter=CHAPTER,
        section="Change Stance",
        fields=(Field("re", "int", "RE", default=7, minimum=0, maximum=c.MAX_RE),),
        rolls=(Roll(LANDING_DICE, "2D6"),),
        inputs=LandingInputs,
        resolve=sprint_landing,
        dice_counts=fixed(LANDING_DICE),
        summary="Going prone after a sprint: 2D6 above RE and the unit is stunned for the next turn.",
    ),
)
