"""Chain of Command's stuck vehicles (11.3.1.1 Immobilised Vehicles, 11.3.2 Vehicles Moving Into Buildings): the D6 an
Immobilised vehicle rolls to get going again, and the D6 a tank trapped in a collapsed building rolls to get out, each
with its exact odds before the roll. Rulings K11, K12."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.chain_of_command import dice as d6
from rules.engine.chain_of_command.moving import SYSTEM
from rules.engine.outcome import Outcome, percent
from rules.engine.registry import Procedure, Roll, fixed

CHAPTER = "Obstacles and Buildings"
IMMOBILISED_NEEDS = 2  # 2 to 6: no longer Immobilised; 1: permanently
TRAPPED_NEEDS = 3  # 3 to 6: the crew have freed themselves; 1 or 2: trapped for the next Turn


@dataclass(frozen=True)
class NoInputs:
    pass


def _d6_check(procedure: str, needs: int, passed: str, failed: str, dice: Sequence[int] | None, steps: list[str],
              after: dict[str, str]) -> Outcome:  # fmt: skip
    p = Fraction(d6.SIDES - needs + 1, d6.SIDES)
    steps = [*steps, f"Chance of {passed.replace('-', ' ')}: {percent(p)}."]
    result = None
    if dice is not None:
        (face,) = d6.check(dice, 1)
        result = passed if face >= needs else failed
        steps += [f"Rolled {face}: {result.replace('-', ' ')}.", after[result]]
    return Outcome(
        procedure=f"{SYSTEM}/{procedure}",
        dice=tuple(dice or ()),
        steps=tuple(steps),
        outcomes=((passed, p), (failed, 1 - p)),
        result=result,
        target=needs,
        probability=p,
    )


def immobilised(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    steps = [
        "An Immobilised vehicle rolls a D6 when its Driver is activated and at the end of every Turn (K11).",
        "It needs 2 or more; a 1 leaves it Immobilised for the rest of the game.",
    ]
    after = {
        "freed": "It is no longer Immobilised and acts as normal when next activated.",
        "permanently-immobilised": "It cannot move for the rest of the game.",
    }
    return _d6_check("immobilised", IMMOBILISED_NEEDS, "freed", "permanently-immobilised", dice, steps, after)


def trapped(_i: NoInputs, dice: Sequence[int] | None) -> Outcome:
    steps = [
        "A tank trapped in a collapsed building rolls a D6 at the end of the Turn, and again when activated in a "
        "later Turn (K12).",
        "It needs 3 or more; on a 1 or 2 the crew stay trapped for the next Turn.",
    ]
    after = {
        "freed": "The crew have freed themselves: place the vehicle outside the building where it went in.",
        "still-trapped": "Trapped for the next Turn: roll again when it is activated in a later Turn.",
    }
    return _d6_check("trapped", TRAPPED_NEEDS, "freed", "still-trapped", dice, steps, after)


PROCEDURES = (
    Procedure(
        id=f"{SYSTEM}/immobilised",
        title="Immobilised vehicle",
        chapter=CHAPTER,
        section="11.3.1.1 Immobilised Vehicles",
        fields=(),
        rolls=(Roll(1, "D6"),),
        inputs=NoInputs,
        resolve=immobilised,
        dice_counts=fixed(1),
        rulings=("K11",),
        summary="A D6 at the Driver's activation and the end of the Turn: 2 or more frees it, a 1 is for good.",
    ),
    Procedure(
        id=f"{SYSTEM}/trapped",
        title="Trapped in a building",
        chapter=CHAPTER,
        section="11.3.2 Vehicles Moving Into Buildings",
        fields=(),
        rolls=(Roll(1, "D6"),),
        inputs=NoInputs,
        resolve=trapped,
        dice_counts=fixed(1),
        rulings=("K12",),
        summary="A D6 at the end of the Turn: 3 or more and the crew get out; 1 or 2, trapped another Turn.",
    ),
)
