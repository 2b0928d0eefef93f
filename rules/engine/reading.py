"""Reading tables and settling outcomes: the small pieces every chapter uses to explain a roll."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from rules.engine.dice import check_dice
from rules.engine.outcome import Effects, Outcome, percent
from rules.engine.tables import SumTable

RE_ROLL = "re-roll"


def words(name: str) -> str:
    """A result name as a player reads it: 'side-a-attacks' -> 'side A attacks' ('re-roll' stays)."""
    spoken = name.replace("side-a", "side A").replace("side-b", "side B").replace(RE_ROLL, "re+roll")
    return spoken.replace("-", " ").replace("re+roll", RE_ROLL)


def rolled(faces: Sequence[int]) -> str:
    return str(faces[0]) if len(faces) == 1 else f"{' + '.join(map(str, faces))} = {sum(faces)}"


def odds_text(outcomes: Sequence[tuple[str, Fraction]]) -> str:
    return "Chances: " + ", ".join(f"{words(name)} {percent(p)}" for name, p in outcomes) + "."


def no_dice(dice: Sequence[int] | None, why: str = "") -> None:
    """A case the rules settle without a roll: dice typed in anyway are a mistake the player should see."""
    if dice:
        reason = f" ({why})" if why else ""
        raise ValueError(
            f"No dice are rolled here{reason}; leave the dice empty ({len(dice)} {'was' if len(dice) == 1 else 'were'} given)."
        )


def settled(
    procedure: str,
    result: str,
    steps: Sequence[str],
    values: Sequence[tuple[str, object]] = (),
    effects: Effects | None = None,
) -> Outcome:
    """An outcome the rules decide without dice: certain, the same in a preview as with a roll."""
    return Outcome(
        procedure=procedure,
        dice=(),
        steps=tuple(steps),
        outcomes=((result, Fraction(1)),),
        result=result,
        effects=effects or Effects(),
        values=tuple(values),
    )


def read_table(
    procedure: str,
    table: SumTable,
    dice: Sequence[int] | None,
    intro: Sequence[str] = (),
    values: Callable[[str], Sequence[tuple[str, object]]] = lambda _result: (),
    *,
    ruled_total: int | None = None,
) -> Outcome:
    """Roll `table.count` D6 and read the total: a preview lists every result's chance.

    `ruled_total` is a total the book leaves unassigned and `table.ruling` assigns (R14-R17).
    """
    odds = table.odds()
    steps = [*intro, f"Roll {table.count}D6 on the table: {table.title}.", odds_text(odds)]
    faces: tuple[int, ...] = ()
    result, effects, named = None, Effects(), ()
    if dice is not None:
        faces = check_dice(dice, table.count)
        result = table.lookup(sum(faces))
        unmapped = f" (unassigned in the book, {table.ruling})" if sum(faces) == ruled_total else ""
        steps.append(f"Rolled {rolled(faces)}: {words(result)}{unmapped}.")
        named = tuple(values(result))
        if result == RE_ROLL:
            steps.append(f"Roll the {table.count}D6 again.")
            effects = Effects(continues_with=(f"{table.title.lower()} ({table.count}D6)",))
    return Outcome(
        procedure=procedure, dice=faces, steps=tuple(steps), outcomes=odds, result=result, effects=effects, values=named
    )
