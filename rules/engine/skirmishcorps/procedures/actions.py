"""Which of a foot-unit's actions combine in one turn (ACTIONS: "Some actions can be combined together. Some cannot."),
read from what each action's own section allows and forbids, with rulings Q4, Q8-Q10, Q14 and Q15 where the text
does not say (rules/rulings_skirmishcorps/actions.py). No dice: the players pick two actions and read the answer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Outcome, sentence
from rules.engine.registry import Field, Procedure, fixed
from rules.engine.skirmishcorps import common as c

# The standard actions of the text's list, a move split into its four ways (they combine differently).
ACTIONS = (
    "aim-and-shoot",
    "change-stance",
    "fire",
    "throw",
    "hide",
    "jog",
    "run",
    "sprint",
    "sneak",
    "close-combat",
    "spring-attack",
)
STANDING_MOVES = ("jog", "run", "sprint")

# Why two actions combine, in our words.
STANCE_TWICE = "A stance may change at the start of the action and again at its end."
ONCE = "An action is taken once in a turn; only a change of stance comes both at the start and at the end (Q14)."
ONE_SHOT = "An aimed shot is the unit's one shot of the action: it does not fire again (Q15)."
ONE_MOVE = "A unit moves one way in an action: it jogs, runs, sprints or sneaks (Q4)."
MOVE_FIRE = "A unit may shoot once at any point of its move."
MOVE_THROW = "A unit may throw once at any point of its move."
STANCE_SNAP = "A stance may change at the start or the end of the action; the shot is then a snap shot, without the +1."
STANCE_ANY = "A stance may change at the start and at the end of the action."
STANCE_MOVE = "A stance may change at the start and at the end of the action: a prone unit that stands may jog or run."
STANCE_SPRINT = (
    "Only by going prone at the end: a unit that stands up at the start may not sprint, and going prone after a "
    "sprint calls for the landing roll (2D6 against its RE)."
)
STANCE_HIDE = "Only by going prone: a hiding unit must be prone or go prone."
CHARGE = "A unit that ends its move in base-to-base contact with an enemy charges it."
CHARGE_RANGED = (
    "A unit may shoot or throw while it moves and still charge, but it loses the +2 to its CC that a charge without "
    "shooting or throwing gets."
)
AIM_CLOSE = "An aimed shot is taken standing still, and close combat is entered by moving into contact (Q8)."
SNEAK_CLOSE = "A sneaking unit stays prone and unseen: a hidden unit attacks in close combat by a spring attack (Q9)."


def _pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def _rules() -> dict[frozenset[str], tuple[bool, str]]:
    """Every pair of different actions: whether they combine, and why."""
    rules: dict[frozenset[str], tuple[bool, str]] = {}

    def put(a: str, bs: Sequence[str], combine: bool, why: str) -> None:
        for b in bs:
            rules[_pair(a, b)] = (combine, why)

    # A spring attack is a whole action of its own.
    put("spring-attack", [a for a in ACTIONS if a != "spring-attack"], False, c.SPRING_WHOLE)
    # Aim and Shoot.
    put("aim-and-shoot", ["change-stance"], False, c.AIM_STANCE)
    put("aim-and-shoot", ["fire"], False, ONE_SHOT)
    put("aim-and-shoot", ["throw"], False, c.SHOOT_OR_THROW)
    put("aim-and-shoot", ["hide"], False, c.HIDE_STILL)
    put("aim-and-shoot", ["jog", "run", "sprint", "sneak"], False, c.AIM_STILL)
    put("aim-and-shoot", ["close-combat"], False, AIM_CLOSE)
    # Change Stance.
    put("change-stance", ["fire"], True, STANCE_SNAP)
    put("change-stance", ["throw"], True, STANCE_ANY)
    put("change-stance", ["jog", "run", "close-combat"], True, STANCE_MOVE)
    put("change-stance", ["sprint"], True, STANCE_SPRINT)
    put("change-stance", ["hide"], True, STANCE_HIDE)
    put("change-stance", ["sneak"], False, c.SNEAK_PRONE)
    # Fire a Ranged Weapon, Throw a Ranged Weapon.
    put("fire", ["throw"], False, c.SHOOT_OR_THROW)
    put("fire", ["jog", "run"], True, MOVE_FIRE)
    put("throw", ["jog", "run", "sneak"], True, MOVE_THROW)
    put("fire", ["sprint"], False, c.SPRINT_NO_RANGED)
    put("throw", ["sprint"], False, c.SPRINT_NO_RANGED)
    put("fire", ["sneak"], False, c.SNEAK_NO_SHOT)
    put("fire", ["close-combat"], True, CHARGE_RANGED)
    put("throw", ["close-combat"], True, CHARGE_RANGED)
    # Hide.
    put("hide", ["fire", "throw", "jog", "run", "sprint", "close-combat"], False, c.HIDE_STILL)
    put("hide", ["sneak"], True, c.SNEAK_THEN_HIDE)
    # Move, Sneak, Make a Close Combat Attack.
    for n, a in enumerate(c.MOVES):
        put(a, c.MOVES[n + 1 :], False, ONE_MOVE)
    put("close-combat", STANDING_MOVES, True, CHARGE)
    put("close-combat", ["sneak"], False, SNEAK_CLOSE)
    return rules


RULES = _rules()


@dataclass(frozen=True)
class CombineInputs:
    first: str = "fire"
    second: str = "run"


def combine(i: CombineInputs, dice: Sequence[int] | None) -> Outcome:
    if i.first == i.second:
        together, why = (True, STANCE_TWICE) if i.first == "change-stance" else (False, ONCE)
    else:
        together, why = RULES[_pair(i.first, i.second)]
    verdict = "they combine" if together else "they do not combine"
    steps = [sentence(f"{_words(i.first)} with {_words(i.second)}: {verdict}."), why]
    result = "combine" if together else "cannot-combine"
    return c.answer("combine", dice, result, steps, (("combine", together),))


def _words(action: str) -> str:
    return action.replace("-", " ")


PROCEDURES = (
    Procedure(
        id="skirmishcorps/combine",
        title="Do two actions combine?",
        chapter="Actions",
        section="ACTIONS",
        fields=(
            Field("first", "choice", "One action", default="fire", choices=ACTIONS),
            Field("second", "choice", "Another action", default="run", choices=ACTIONS),
        ),
        rolls=(),
        inputs=CombineInputs,
        resolve=combine,
        dice_counts=fixed(0),
        rulings=("Q4", "Q8", "Q9", "Q10", "Q14", "Q15"),
        summary="Pick two of a foot-unit's actions: whether it may take both in one turn, and why not.",
    ),
)
