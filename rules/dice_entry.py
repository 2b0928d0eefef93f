"""Dice a player types into a calculator, read for the die the roll uses: "3516" is four D6 (a phone's number pad has
no comma), but D12 faces need a comma or a space between them, as 10, 11 and 12 are two digits. A face the die does
not have is refused here, before the engine sees it, in the engine's own words (rules.engine.dice.check_dice)."""

from __future__ import annotations

import re

from rules.engine.registry import Procedure
from rules.engine.systems import system_of

DIGIT_RUN = re.compile(r"[1-6]{2,8}")
ONE_DIGIT = 9  # a die with more sides than this shows 10, 11, 12: a run of digits is not one die per digit


def die_sides(procedure: Procedure) -> int:
    """The die a procedure's rolls use (12 for Open Fire's D12), or its system's usual die if they differ."""
    sides = {roll.sides for roll in procedure.rolls}
    return sides.pop() if len(sides) == 1 else system_of(procedure.id).die


SEPARATORS = re.compile(r"[.;/]")  # what a phone's decimal pad offers instead of a comma (D12 faces are typed there)


def digit_runs(sides: int) -> bool:
    """Whether a run of digits is one die per digit: the dice show one digit each."""
    return sides <= ONE_DIGIT


def spaced(text: str, sides: int = 6) -> str:
    """A run of D6 faces ("3516") as one die per digit; D12 faces split by a comma, a space, or a phone's decimal
    point ("7.11.3"); anything else as it was typed."""
    if digit_runs(sides):
        return " ".join(text) if DIGIT_RUN.fullmatch(text) else text
    return SEPARATORS.sub(" ", text)


def faces_refused(dice: list[int], sides: int) -> dict[str, list[str]]:
    """{"dice": [messages]} for a face no die of this kind shows (13 on a D12, 0 on any), else {}."""
    wrong = next((face for face in dice if not 1 <= face <= sides), None)
    if wrong is None:
        return {}
    messages = [f"Each die shows 1 to {sides}; {wrong} is not a die face."]
    if sides > ONE_DIGIT and wrong > sides:  # "3516" or "13": two dice typed together, most likely
        messages.append("Put a comma or a space between the dice, like 3,11,5.")
    return {"dice": messages}
