"""What every rolled move of Chain of Command's vehicles shares: the pace and its Movement Dice (11.1.4), the inches
a pip is worth on the ground crossed (11.1.1), Shock taken off the total (11.2), a double that stops the vehicle
(11.3), and the whole distance distribution before the roll. Distances are whole inches."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from rules.engine.chain_of_command import dice as d6
from rules.engine.outcome import Effects, Outcome, percent

SYSTEM = "chain-of-command"
PACES = {"cautious": 1, "rapid": 2, "flat-out": 3}
PACE_WORDS = {
    "cautious": "Moving Cautiously: 1 Movement Die.",
    "rapid": "Moving Rapidly: 2 Movement Dice.",
    "flat-out": "Moving Flat Out: 3 Movement Dice.",
}
DRIVES = ("fully-tracked", "half-tracked", "wheeled")
MAX_SHOCK = 20
DISCARDED = {
    "drop-lowest": "The lowest die, {face}, is discarded.",
    "drop-highest": "The higher die, {face}, is discarded.",
}
LOWER_DISCARDED = "The lower die, {face}, is discarded."


@dataclass(frozen=True)
class Rate:
    """How a roll becomes inches: which dice count, inches a pip, inches a die rolled (Standard +1, Fast +2)."""

    keep: str = "all"
    per_pip: int = 1
    per_die: int = 0


@dataclass(frozen=True)
class Double:
    """What a double on the Movement Dice does: its result, and whether it stops the move (K5, K6, K7)."""

    result: str
    stops: bool
    words: str  # the step before the roll, with {chance}
    if_through: str = "If it gets through"  # how the distances of the rolls without a double begin


def inches(pips: int, count: int, rate: Rate, shock: int) -> int:
    return max(0, pips * rate.per_pip + count * rate.per_die - shock)


def fmt(value: Fraction) -> str:
    return f"{float(value):.1f}".removesuffix(".0")


def odds(count: int, rate: Rate, shock: int, double: Double | None) -> tuple[dict[int, Fraction], Fraction, Fraction]:
    """The chance of each distance (over the rolls that let it move, when a double stops it), of a double that
    counts, and of a roll that leaves nothing to move without a double."""
    found: dict[int, Fraction] = {}
    p_double = p_still = Fraction(0)
    for pips, is_double, p in d6.pips_and_doubles(count, rate.keep):
        counted = double is not None and is_double
        p_double += p if counted else 0
        if counted and double.stops:
            continue
        distance = inches(pips, count, rate, shock)
        found[distance] = found.get(distance, Fraction(0)) + p
        p_still += p if distance == 0 and not counted else 0
    return dict(sorted(found.items())), p_double, p_still


def roll_move(
    procedure: str,
    count: int,
    rate: Rate,
    shock: int,
    dice: Sequence[int] | None,
    steps: list[str],
    moved: str,
    double: Double | None = None,
    discard_words: str = "",
) -> Outcome:
    """Roll `count` Movement Dice at `rate`: the preview lists every distance with its chance; a roll says its own."""
    faces = d6.check(dice, count) if dice is not None else None
    distances, p_double, p_still = odds(count, rate, shock, double)
    if double is not None:
        steps.append(double.words.format(chance=percent(p_double)))
    if shock:
        steps.append(f"Shock {shock}: 1 in less for each point, never below 0 in.")
    stops = double is not None and double.stops
    through = sum(distances.values(), Fraction(0))
    shown = {d: p / through for d, p in distances.items()} if stops else distances
    steps.append(_range_words(shown, double.if_through if stops else ""))
    outcomes = [(moved, 1 - p_double - p_still), ("does-not-move", p_still)]
    if double is not None:
        outcomes.append((double.result, p_double))
    name = "distances_if_through" if stops else "distances"
    values: list[tuple[str, object]] = [("units", "in"), (name, shown)]
    result = None
    if faces is not None:
        result = _rolled(faces, count, rate, shock, steps, values, moved, double, discard_words)
    return Outcome(
        procedure=procedure,
        dice=tuple(faces or ()),
        steps=tuple(steps),
        outcomes=tuple((name, p) for name, p in outcomes if p or name == moved),
        result=result,
        effects=Effects(),
        values=tuple(values),
    )


def _range_words(shown: dict[int, Fraction], conditional: str) -> str:
    low, high = min(shown), max(shown)
    average = fmt(sum((d * p for d, p in shown.items()), Fraction(0)))
    if high == 0:
        return "Nothing is left of any roll: it cannot move (it may still roll)."
    if conditional:
        return f"{conditional}, it moves {low} to {high} in, on average {average} in."
    return f"It moves {low} to {high} in, on average {average} in."


def _rolled(faces, count, rate, shock, steps, values, moved, double, discard_words) -> str:
    steps.append(f"Movement Dice: {', '.join(map(str, faces))}.")
    kept = d6.kept(faces, rate.keep)
    if len(kept) < len(faces):
        gone = sorted(faces)[0] if rate.keep == "drop-lowest" else sorted(faces)[-1]
        steps.append((discard_words or DISCARDED[rate.keep]).format(face=gone))
    if double is not None and d6.has_double(faces):
        steps.append(f"A double: {double.result.replace('-', ' ')}.")
        if double.stops:
            return double.result
    pips = sum(kept)
    steps.append(f"Pips: {pips}, at {rate.per_pip} in each: {pips * rate.per_pip} in.")
    if rate.per_die:
        steps.append(f"Movement Dice: {count}, at +{rate.per_die} in each: +{count * rate.per_die} in.")
    distance = inches(pips, count, rate, shock)
    if shock:
        steps.append(f"Shock: {shock}, at -1 in each: -{shock} in.")
    values.insert(0, ("distance", distance))
    steps.append(f"It moves {distance} in." if distance else "Nothing is left: it does not move.")
    if double is not None and d6.has_double(faces):
        return double.result
    return moved if distance else "does-not-move"
