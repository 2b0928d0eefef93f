"""Open Fire's command rolls (Action: Recover, Fear (X), Fearless, Support, Aircraft Reserve): a D12 against the
command attribute, -X for the largest Fear (X) of the enemy units within 6 in, -1 for a vehicle past half its hit
points, a failure rolled again once where the unit is Fearless. Recovering rolls one per stress marker; Support
units and aircraft roll to come on from reserve."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product

from rules.engine.open_fire import dice as d12
from rules.engine.outcome import Effects, Outcome, percent
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, Roll

FEAR = tuple(str(x) for x in range(1, 7))  # Fear (X): the values a game module gives
MAX_STRESS = 3
COUNT_WORDS = ("none", "one", "two", "three")


@dataclass(frozen=True)
class Command:
    """One unit's command roll: its attribute and everything that changes it."""

    command: int
    fear: int = 0  # the largest Fear (X) among the enemy units within 6 in (O7)
    fearless: bool = False
    damaged_vehicle: bool = False  # a vehicle that lost more than half its hit points: -1 (O9)
    modifier: int = 0

    @property
    def total(self) -> int:
        return self.modifier - self.fear - (1 if self.damaged_vehicle else 0)

    @property
    def reroll(self) -> str:
        return "failed" if self.fearless else "none"

    @property
    def target(self) -> int:
        return d12.needed(self.command, self.total)

    def p_success(self) -> Fraction:
        return d12.p_success(self.command, self.total, self.reroll)

    def p_twelve(self) -> Fraction:
        """The chance the face that counts is a 12 (the first roll, or a Fearless re-roll after a failure)."""
        fails = 1 - d12.p_success(self.command, self.total)
        return Fraction(1, 12) * (1 + (fails if self.fearless else 0))

    def succeeds(self, face: int) -> bool:
        return d12.succeeds(face, self.command, self.total)

    def may_reroll(self, face: int) -> bool:
        return d12.may_reroll(face, self.command, self.total, self.reroll)

    def counts(self, rolls: int) -> tuple[int, ...]:
        """Dice accepted for `rolls` command rolls: the first dice, then one re-roll per failure if Fearless."""
        return tuple(range(rolls, 2 * rolls + 1)) if self.fearless else (rolls,)

    def explain(self) -> list[str]:
        parts = [f"command {self.command}"]
        if self.fear:
            parts.append(f"Fear -{self.fear}")
        if self.damaged_vehicle:
            parts.append("damaged vehicle -1")
        if self.modifier:
            parts.append(f"other {self.modifier:+d}")
        steps = [
            f"A command roll needs {self.target} or more on the D12 ({', '.join(parts)});"
            " a 1 always fails, a 12 always succeeds."
        ]
        if self.fearless:
            steps.append("Fearless: a failed roll is rolled again once, and the second result stands.")
        return steps

    def roll(self, dice: Sequence[int], rolls: int) -> tuple[tuple[int, ...], list[str]]:
        """The faces that count for `rolls` command rolls, and a sentence for each."""
        first, final = d12.split(dice, rolls, self.may_reroll)
        lines = []
        for n, (a, b) in enumerate(zip(first, final, strict=True), start=1):
            said = "Rolled" if rolls == 1 else f"Roll {n}:"
            if a != b:
                lines.append(f"{said} {a}, a failure; Fearless re-roll {b}: {_word(self.succeeds(b))}.")
            else:
                lines.append(f"{said} {a}, {_word(self.succeeds(a))}.")
        return final, lines


def _word(ok: bool) -> str:
    return "a success" if ok else "a failure"


def largest_fear(fear: Sequence[str]) -> int:
    """Fear (X) does not add up: only the largest X of the enemies within 6 in counts (O7)."""
    return max((int(x) for x in fear), default=0)


def _single(cmd: Command, dice: Sequence[int] | None, yes: str, no: str) -> tuple[str | None, list[str]]:
    """One command roll: its result (None for a preview) and what happened."""
    if dice is None:
        return None, []
    final, lines = cmd.roll(dice, 1)
    return (yes if cmd.succeeds(final[0]) else no), lines


# --- the generic command roll ----------------------------------------------------------------------


@dataclass(frozen=True)
class CommandInputs:
    command: int = 7
    fear: tuple[str, ...] = ()
    fearless: bool = False
    damaged_vehicle: bool = False
    modifier: int = 0


def _command_of(i: CommandInputs) -> Command:
    return Command(i.command, largest_fear(i.fear), i.fearless, i.damaged_vehicle, i.modifier)


def command_roll(i: CommandInputs, dice: Sequence[int] | None) -> Outcome:
    cmd = _command_of(i)
    steps = cmd.explain()
    if len(i.fear) > 1:
        steps.append(f"Fear does not add up: the largest, Fear ({cmd.fear}), counts (O7).")
    p = cmd.p_success()
    steps.append(f"Chance of success: {percent(p)}.")
    result, lines = _single(cmd, dice, "success", "failure")
    return Outcome(
        procedure="open-fire/command-roll",
        dice=tuple(dice or ()),
        steps=(*steps, *lines),
        outcomes=(("success", p), ("failure", 1 - p)),
        result=result,
        target=cmd.target,
        probability=p,
    )


# --- Action: Recover --------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecoverInputs:
    stress: int = 1
    command: int = 7
    fear: tuple[str, ...] = ()
    fearless: bool = False
    damaged_vehicle: bool = False
    modifier: int = 0


def left_name(left: int) -> str:
    return f"{COUNT_WORDS[left]}-left"


@cache
def recover_odds(cmd: Command, stress: int) -> tuple[tuple[str, Fraction], ...]:
    """Markers left after one command roll per marker: each die is a 12 (all go, O4), another success (one goes)
    or a failure; counted over every mix of the three."""
    twelve = cmd.p_twelve()
    other = cmd.p_success() - twelve
    kinds = ((twelve, "twelve"), (other, "success"), (1 - cmd.p_success(), "failure"))
    odds: dict[str, Fraction] = {}
    for mix in product(kinds, repeat=stress):
        p = Fraction(1)
        for q, _kind in mix:
            p *= q
        kinds_rolled = [kind for _q, kind in mix]
        left = 0 if "twelve" in kinds_rolled else stress - kinds_rolled.count("success")
        odds[left_name(left)] = odds.get(left_name(left), Fraction(0)) + p
    return tuple((left_name(n), odds.get(left_name(n), Fraction(0))) for n in range(stress + 1))


def recover(i: RecoverInputs, dice: Sequence[int] | None) -> Outcome:
    cmd = Command(i.command, largest_fear(i.fear), i.fearless, i.damaged_vehicle, i.modifier)
    markers = "marker" if i.stress == 1 else "markers"
    steps = [
        f"{i.stress} stress {markers}: one command roll each. Each success removes one marker (O4);"
        " a 12 removes them all (O5).",
        *cmd.explain(),
        f"Chance of each roll succeeding: {percent(cmd.p_success())}.",
    ]
    odds = recover_odds(cmd, i.stress)
    result, values, effects = None, (), Effects()
    if dice is not None:
        final, lines = cmd.roll(dice, i.stress)
        steps.extend(lines)
        successes = sum(cmd.succeeds(f) for f in final)
        if 12 in final:
            removed = i.stress
            steps.append("A 12: every stress marker is removed.")
        else:
            removed = successes
            steps.append(f"{successes} {'success' if successes == 1 else 'successes'}: {removed} removed.")
        left = i.stress - removed
        steps.append(f"Stress left: {left}.")
        result = left_name(left)
        values = (("removed", removed), ("left", left))
        effects = Effects(removed_tokens=("stress",) * removed)
    return Outcome(
        procedure="open-fire/recover",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=odds,
        result=result,
        target=cmd.target,
        probability=cmd.p_success(),
        effects=effects,
        values=values,
    )


# --- Support and Aircraft Reserve -------------------------------------------------------------------


@dataclass(frozen=True)
class SupportInputs:
    round: int = 2
    deploy: bool = True
    command: int = 7
    fearless: bool = False
    modifier: int = 0


def _rolls_to_deploy(i: SupportInputs) -> bool:
    return i.deploy and i.round > 1


def deploy_support(i: SupportInputs, dice: Sequence[int] | None) -> Outcome:
    proc = "open-fire/deploy-support"
    if not i.deploy:
        no_dice(dice, "the unit stays in reserve")
        steps = ["The unit stays in reserve this activation: no roll is made (O11)."]
        if i.round == 1:
            steps.insert(0, "Support: in round 1 the unit need not deploy (O10).")
        return settled(proc, "stays-in-reserve", steps)
    if i.round == 1:
        no_dice(dice, "no roll in round 1")
        steps = [
            "Support: in round 1 the unit deploys without a command roll (O10, O11).",
            "Place it within 6 in of one of your entry points; it then activates as normal.",
        ]
        return settled(proc, "deployed", steps)
    cmd = Command(i.command, fearless=i.fearless, modifier=i.modifier)
    p = cmd.p_success()
    steps = [
        f"Round {i.round}: a Support unit deploys only after a successful command roll (O11).",
        *cmd.explain(),
        "No Fear (X) reaches a unit in reserve (O8).",
        f"Chance of deploying: {percent(p)}.",
    ]
    result, lines = _single(cmd, dice, "deployed", "failed-to-deploy")
    steps.extend(lines)
    values: tuple = ()
    if result == "deployed":
        steps.append("Place it within 6 in of one of your entry points; it then activates as normal.")
    elif result is not None:
        steps.append(
            "It stays in reserve and counts as activated this round; your turn ends without activating another unit."
        )
        values = (("counts_as_activated", True), ("may_activate_another", False))
    return Outcome(
        procedure=proc,
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=(("deployed", p), ("failed-to-deploy", 1 - p)),
        result=result,
        target=cmd.target,
        probability=p,
        values=values,
    )


def _support_counts(i: SupportInputs) -> tuple[int, ...]:
    return Command(7, fearless=i.fearless).counts(1) if _rolls_to_deploy(i) else (0,)


@dataclass(frozen=True)
class AircraftInputs:
    command: int = 7
    fearless: bool = False
    damaged_vehicle: bool = False
    modifier: int = 0


def aircraft_reserve(i: AircraftInputs, dice: Sequence[int] | None) -> Outcome:
    cmd = Command(i.command, fearless=i.fearless, damaged_vehicle=i.damaged_vehicle, modifier=i.modifier)
    p = cmd.p_success()
    steps = [
        "An aircraft comes on from reserve, in any round, only after a successful command roll (O12).",
        *cmd.explain(),
        "No Fear (X) reaches a unit in reserve (O8).",
        f"Chance of coming on: {percent(p)}.",
    ]
    result, lines = _single(cmd, dice, "deployed", "failed-to-deploy")
    steps.extend(lines)
    values: tuple = ()
    if result == "deployed":
        steps.append("Place it within 6 in of one of your entry points; it then activates as normal.")
    elif result is not None:
        steps.append("It stays in reserve; the roll was its activation this round, and play passes to the next player.")
        values = (("counts_as_activated", True), ("may_activate_another", False))
    return Outcome(
        procedure="open-fire/aircraft-reserve",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=(("deployed", p), ("failed-to-deploy", 1 - p)),
        result=result,
        target=cmd.target,
        probability=p,
        values=values,
    )


# --- declarations -----------------------------------------------------------------------------------

COMMAND = Field("command", "int", "Command", default=7, minimum=1, maximum=13)
FEAR_FIELD = Field(
    "fear",
    "choices",
    "Fear (X) of enemy units within 6 in",
    default=(),
    choices=FEAR,
    help="Pick the X of each; only the largest counts.",
)
FEARLESS = Field("fearless", "bool", "Fearless", default=False, help="Re-rolls a failed command roll once.")
DAMAGED = Field(
    "damaged_vehicle", "bool", "Vehicle that lost more than half its hit points", default=False, help="-1 (O9)."
)
MODIFIER = Field("modifier", "int", "Other modifiers, added up", default=0, minimum=-10, maximum=10)
ONE_ROLL = (Roll(1, "Command roll", sides=12), Roll(1, "Fearless re-roll", when="if it fails", sides=12))

PROCEDURES = (
    Procedure(
        id="open-fire/command-roll",
        title="Command roll",
        chapter="Command",
        section="### Fear (X)",
        fields=(COMMAND, FEAR_FIELD, FEARLESS, DAMAGED, MODIFIER),
        rolls=ONE_ROLL,
        inputs=CommandInputs,
        resolve=command_roll,
        dice_counts=lambda i: Command(i.command, fearless=i.fearless).counts(1),
        rulings=("O7", "O9"),
        summary="A D12 against command, with the largest Fear (X) nearby and a Fearless re-roll.",
    ),
    Procedure(
        id="open-fire/recover",
        title="Recover from stress",
        chapter="Command",
        section="## Action: Recover",
        fields=(
            Field("stress", "int", "Stress markers", default=1, minimum=1, maximum=MAX_STRESS),
            COMMAND,
            FEAR_FIELD,
            FEARLESS,
            DAMAGED,
            MODIFIER,
        ),
        rolls=(
            Roll("stress", "Command roll per stress marker", sides=12),
            Roll("stress", "Fearless re-roll", when="one for each failed roll, in order", sides=12),
        ),
        inputs=RecoverInputs,
        resolve=recover,
        dice_counts=lambda i: Command(i.command, fearless=i.fearless).counts(i.stress),
        rulings=("O4", "O5", "O6", "O7", "O9"),
        summary="One command roll per stress marker: each success removes one, a 12 removes them all.",
    ),
    Procedure(
        id="open-fire/deploy-support",
        title="Deploy a Support unit",
        chapter="Command",
        section="### Support",
        fields=(
            Field("round", "int", "Round", default=2, minimum=1, maximum=20),
            Field("deploy", "bool", "Deploy it now", default=True, help="No: it stays in reserve, no roll."),
            COMMAND,
            FEARLESS,
            MODIFIER,
        ),
        rolls=ONE_ROLL,
        inputs=SupportInputs,
        resolve=deploy_support,
        dice_counts=_support_counts,
        rulings=("O8", "O10", "O11"),
        summary="From round 2 a Support unit needs a command roll to deploy; a failure spends the turn.",
    ),
    Procedure(
        id="open-fire/aircraft-reserve",
        title="Bring an aircraft on",
        chapter="Command",
        section="### Aircraft Reserve",
        fields=(COMMAND, FEARLESS, DAMAGED, MODIFIER),
        rolls=ONE_ROLL,
        inputs=AircraftInputs,
        resolve=aircraft_reserve,
        dice_counts=lambda i: Command(i.command, fearless=i.fearless).counts(1),
        rulings=("O8", "O9", "O12"),
        summary="An aircraft in reserve comes on after a successful command roll, in any round.",
    ),
)
