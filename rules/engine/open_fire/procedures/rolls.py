"""Open Fire's two kinds of roll (Dice): the attribute roll, a D12 against a skill, defence or command value with
its modifiers and re-roll, and the roll-off, both players' D12 with ties rolled again (initiative, entry points)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.open_fire import dice as d12
from rules.engine.outcome import Outcome, percent
from rules.engine.registry import Field, Procedure, Roll, fixed

ATTRIBUTES = ("skill", "defence", "command")


@dataclass(frozen=True)
class AttributeInputs:
    attribute: int = 7
    modifier: int = 0
    reroll: str = "none"
    kind: str = "skill"


def attribute_roll(inputs: AttributeInputs, dice: Sequence[int] | None) -> Outcome:
    attr, mod, reroll = inputs.attribute, inputs.modifier, inputs.reroll
    face = d12.needed(attr, mod)
    p = d12.p_success(attr, mod, reroll)
    said = f"{inputs.kind} {attr}" + (f", modifier {mod:+d}" if mod else "")
    steps = [
        f"A {inputs.kind} roll needs {face} or more on the D12 ({said}); a 1 always fails, a 12 always succeeds.",
    ]
    if reroll != "none":
        which = "any failed roll" if reroll == "failed" else "a failed roll that is not a 1"
        steps.append(f"It may re-roll {which} once, and keeps the second result.")
    steps.append(f"Chance of success: {percent(p)}.")
    result = None
    if dice is not None:
        first, final = d12.split(dice, 1, lambda f: d12.may_reroll(f, attr, mod, reroll))
        ok = d12.succeeds(final[0], attr, mod)
        if first != final:
            steps.append(f"Rolled {first[0]}: a failure, rolled again: {final[0]}.")
        else:
            steps.append(f"Rolled {first[0]}.")
        result = "success" if ok else "failure"
        steps.append(f"{result.capitalize()}.")
    return Outcome(
        procedure="open-fire/attribute-roll",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=(("success", p), ("failure", 1 - p)),
        result=result,
        target=face,
        probability=p,
    )


def _attribute_counts(inputs: AttributeInputs) -> tuple[int, ...]:
    return (1,) if inputs.reroll == "none" else (1, 2)


@dataclass(frozen=True)
class RollOffInputs:
    pass


def roll_off(_inputs: RollOffInputs, dice: Sequence[int] | None) -> Outcome:
    """Two D12, the first player's then the second's, and after a tie two more, until one is higher."""
    from fractions import Fraction

    half = Fraction(1, 2)  # ties are rolled again, so each player wins half the time
    steps = ["Both players roll a D12; the higher wins, a tie is rolled again.", "Chance of winning: 50% each."]
    result = None
    if dice is not None:
        faces = list(dice)
        if len(faces) < 2 or len(faces) % 2:
            raise ValueError("A roll-off needs a pair of dice: the first player's and the second's, like 7,3.")
        d12.check_dice_pairs(faces)
        for n in range(0, len(faces), 2):
            a, b = faces[n], faces[n + 1]
            last = n + 2 == len(faces)
            if a == b:
                if last:
                    raise ValueError(f"The dice tied at {a}: roll again and add the new pair.")
                steps.append(f"{a} and {b}: a tie, rolled again.")
                continue
            if not last:
                raise ValueError(f"{a} and {b} already decide it: leave out the dice after them.")
            result = "first-player" if a > b else "second-player"
            steps.append(f"{a} against {b}: the {'first' if a > b else 'second'} player wins.")
    return Outcome(
        procedure="open-fire/roll-off",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=(("first-player", half), ("second-player", half)),
        result=result,
    )


PROCEDURES = (
    Procedure(
        id="open-fire/attribute-roll",
        title="Attribute roll",
        chapter="Dice",
        section="### Attribute Rolls",
        fields=(
            Field("attribute", "int", "Attribute value", default=7, minimum=1, maximum=20),
            Field("modifier", "int", "Modifiers, added up", default=0, minimum=-20, maximum=20),
            Field("reroll", "choice", "Re-roll", default="none", choices=d12.REROLLS),
            Field("kind", "choice", "Which attribute", default="skill", choices=ATTRIBUTES),
        ),
        rolls=(Roll(1, "D12", sides=12), Roll(1, "Re-roll", when="if it fails and may be rolled again", sides=12)),
        inputs=AttributeInputs,
        resolve=attribute_roll,
        dice_counts=_attribute_counts,
        summary="One D12 against a skill, defence or command value: equal or higher succeeds.",
    ),
    Procedure(
        id="open-fire/roll-off",
        title="Roll-off",
        chapter="Dice",
        section="### Roll-Offs",
        fields=(),
        rolls=(Roll(2, "Both players' D12", sides=12), Roll(2, "Again", when="after a tie", sides=12)),
        inputs=RollOffInputs,
        resolve=roll_off,
        dice_counts=fixed(2, 4, 6, 8),
        summary="Both players roll a D12: the higher wins; ties roll again.",
    ),
)
