"""Scoring a lost plane: when the pilot dies or bails out the plane crashes with its crew, and pilot, crew
and plane all count on the Combat Score (the note after the pilots' failed-morale table, R28, R37)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.outcome import Effects, InvalidInput, Outcome
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, fixed

CAUSES = ("pilot-killed", "pilot-bails-out", "plane-explodes", "crew-member-killed")
CRASHES = ("pilot-killed", "pilot-bails-out", "plane-explodes")
CAUSE_WORDS = {
    "pilot-killed": "The pilot is killed",
    "pilot-bails-out": "The pilot bails out after a failed morale check",
    "plane-explodes": "The plane explodes (plane effect table), taking the pilot with it",
    "crew-member-killed": "A crew member other than the pilot is killed",
}


@dataclass(frozen=True)
class PlaneCrashInputs:
    cause: str
    plane_cost: int
    pilot_cost: int
    crew: int
    crew_cost: int


def plane_crash_score(i: PlaneCrashInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the score is added up")
    steps = [f"{CAUSE_WORDS[i.cause]}."]
    if i.cause not in CRASHES and i.crew == 0:
        raise InvalidInput("A plane with no crew besides the pilot has no crew member to lose.", field="crew")
    if i.cause not in CRASHES:
        steps += [
            "The plane flies on with its pilot: it does not crash.",
            f"Only the crew member counts, as a soldier of his quality: {i.crew_cost} (R28).",
        ]
        values = (("points", i.crew_cost), ("crashes", False))
        return settled("plane-crash-score", "crew-member-lost", steps, values, Effects(combat_score=i.crew_cost))
    crew_points = i.crew * i.crew_cost
    points = i.plane_cost + i.pilot_cost + crew_points
    crew_words = f"crew {i.crew} x {i.crew_cost} = {crew_points}" if i.crew else "crew 0"
    steps += [
        "Without its pilot the plane crashes, and every crew member aboard goes down with it (R37).",
        "Pilot and crew count as soldiers of their quality (R28); the plane counts its cost in the detachment list.",
        f"Combat Score: plane {i.plane_cost} + pilot {i.pilot_cost} + {crew_words} = {points}.",
    ]
    values = (("points", points), ("crashes", True), ("crew_lost", i.crew))
    return settled("plane-crash-score", "plane-crashes", steps, values, Effects(combat_score=points))


PROCEDURES = (
    Procedure(
        id="plane-crash-score",
        title="Combat Score of a crashed plane",
        chapter="Scoring",
        section="Table effects for failed morale checks for pilots and crew",
        summary="A plane whose pilot dies or bails out crashes: pilot, crew and plane all count on the Combat Score.",
        fields=(
            Field("cause", "choice", "What happened", default="pilot-killed", choices=CAUSES),
            Field(
                "plane_cost",
                "int",
                "Cost of the plane",
                default=None,
                minimum=0,
                maximum=500,
                help="From the detachment list.",
            ),
            Field(
                "pilot_cost",
                "int",
                "Cost of a soldier of the pilot's quality",
                default=1,
                minimum=0,
                maximum=50,
            ),
            Field(
                "crew",
                "int",
                "Crew aboard besides the pilot",
                default=0,
                minimum=0,
                maximum=10,
                help="0 for a fighter; some tactical bombers carry a crew.",
            ),
            Field(
                "crew_cost",
                "int",
                "Cost of a soldier of the crew's quality",
                default=1,
                minimum=0,
                maximum=50,
            ),
        ),
        rolls=(),
        inputs=PlaneCrashInputs,
        resolve=plane_crash_score,
        dice_counts=fixed(0),
        rulings=("R28", "R37"),
    ),
)
