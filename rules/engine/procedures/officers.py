"""Ranking officers: a friendly soldier close by may take a hit meant for the officer (Death of ranking
officers), with what the officer's death costs (R22, R28). No dice: the distance is measured and the
owner chooses."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Effects, Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import UNITS, Field, Procedure, fixed

# Death of ranking officers: a soldier "in a 5 cm / 2 in range" may step in (R6: the battle's own system).
# The book gives no edge; like super close range (R8) the distance itself still counts.
BODYGUARD_RADIUS = {"cm": 5, "in": 2}
EFFECT_ON_SOLDIER = "effect roll on the soldier (2D6)"
EFFECT_ON_OFFICER = "effect roll on the officer (2D6)"


@dataclass(frozen=True)
class BodyguardInputs:
    distance: float
    units: str
    in_the_fight: bool
    takes_the_hit: bool


def officer_bodyguard(i: BodyguardInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the distance is measured and the owner chooses")
    radius = BODYGUARD_RADIUS[i.units]
    steps = [
        f"A ranking officer is hit. One friendly soldier within {radius} {i.units} of him may take the hit in his"
        " place."
    ]
    within = i.distance <= radius
    if not within:
        reason = "too-far"
        steps.append(
            f"The nearest friendly soldier is {i.distance:g} {i.units} away, more than {radius} {i.units}:"
            " no one can step in."
        )
    elif not i.in_the_fight:
        reason = "out-of-the-fight"
        steps.append("That soldier is out of the fight (killed, surrendered or gone, R37): he cannot step in.")
    elif not i.takes_the_hit:
        reason = "declined"
        steps.append(f"A soldier {i.distance:g} {i.units} away could step in, but his side lets the officer take it.")
    else:
        steps += [
            f"The soldier is {i.distance:g} {i.units} away, within {radius} {i.units}: he takes the hit instead"
            f" (exactly {radius} {i.units} still counts).",
            "Roll the effect (2D6) for the soldier as for any soldier hit; if he lives, he takes the morale check.",
            "The officer comes through this hit untouched.",
        ]
        values = _values(i, radius, within, True, "steps-in")
        return settled(
            "officer-bodyguard",
            "soldier-takes-the-hit",
            steps,
            values,
            Effects(continues_with=(EFFECT_ON_SOLDIER,)),
        )
    steps += [
        "Roll the effect (2D6) for the officer.",
        "If he dies, the number of actions he could order each turn comes off the action counter for the rest of"
        " the game (R22), and he counts 10 on the enemy's Combat Score (R28).",
    ]
    return settled(
        "officer-bodyguard",
        "officer-takes-the-hit",
        steps,
        _values(i, radius, within, False, reason),
        Effects(continues_with=(EFFECT_ON_OFFICER,)),
    )


def _values(i: BodyguardInputs, radius: int, within: bool, steps_in: bool, reason: str) -> tuple:
    return (
        ("within_reach", within),
        ("soldier_takes_the_hit", steps_in),
        ("reason", reason),
        ("radius", radius),
        ("distance", i.distance),
        ("units", i.units),
    )


PROCEDURES = (
    Procedure(
        id="officer-bodyguard",
        title="Taking the hit for a ranking officer",
        chapter="Effects",
        section="Death of ranking officers",
        summary="When a ranking officer is hit, a friendly soldier within 5 cm / 2 in may take the hit instead.",
        fields=(
            Field(
                "distance",
                "number",
                "Distance of the nearest friendly soldier",
                default=None,
                minimum=0,
                maximum=10000,
                help="Measured from the officer.",
            ),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
            Field(
                "in_the_fight",
                "bool",
                "That soldier is still in the fight",
                default=True,
                help="Not killed, surrendered or otherwise gone.",
            ),
            Field(
                "takes_the_hit",
                "bool",
                "His side has him take the hit",
                default=True,
                help="The book allows it; it is the owner's choice.",
            ),
        ),
        rolls=(),
        inputs=BodyguardInputs,
        resolve=officer_bodyguard,
        dice_counts=fixed(0),
        rulings=("R6", "R22", "R28", "R37"),
    ),
)
