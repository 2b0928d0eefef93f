"""What roll follows another: the engine names follow-on rolls in words (`Effects.continues_with`, "morale check
(2D6)"); `read` turns those words into procedure ids and says whom the next roll is about. The battle's chain
(battles/table/chain.py) and the calculators' "Next" links both read them here. Pure: no Django, no dice."""

from __future__ import annotations

from dataclasses import dataclass

# Who the next roll is about: the same target, the shooter (a grenade bouncing back, melee both ways).
TARGET, SHOOTER, NOBODY = "target", "shooter", "nobody"
DRIFT_DISTANCE = {"artillery-accuracy": "artillery-drift-distance"}
DRIFT_DIRECTION = {"panzerfaust-accuracy": "at-drift-direction", "bazooka-accuracy": "at-drift-direction"}


@dataclass(frozen=True)
class Next:
    """One follow-on roll as the engine names it."""

    choices: tuple[str, ...] | None  # procedure ids; None: the effect tables of the unit it lands on
    about: str  # TARGET, SHOOTER or NOBODY
    each: bool = False  # repeat for every unit hit: stays pending until the player says that was all


def head_words(text: str) -> str:
    """The name of a follow-on roll without its dice: "morale check (2D6)" -> "morale check"."""
    return text.split(" (")[0].strip().lower()


def read(words: str, procedure_id: str) -> Next | None:
    """The engine's words for a follow-on roll, as the battle's next roll (None: nothing to chain)."""
    text = words.lower()
    about = SHOOTER if ("thrower" in text or "on the attacker" in text) else TARGET
    each = any(w in text for w in ("each", "per target", "per targeted"))
    head = head_words(words)
    if head.startswith("attack roll"):
        return Next(("attack",), TARGET, each)
    if head.startswith("effect roll on a plane"):
        return Next(("effect-plane",), TARGET)
    if head == "effect roll" and "again" in text:
        return Next((procedure_id,), TARGET)
    if head.startswith("effect roll"):
        return Next(("effect-afv-ap",) if "on the afv" in text else None, about, each)
    if head.startswith("failed morale effect"):  # the failed check's own 2D6, not a second check
        return Next(("failed-morale-effect",), about)
    if "morale" in head:
        return Next(("morale-check",), about, each)
    if head.startswith("melee-effect"):
        return Next(("melee-effect",), about)
    if head == "drift distance":
        return Next((DRIFT_DISTANCE.get(procedure_id, "grenade-drift-distance"),), NOBODY)
    if head == "drift direction":
        return Next((DRIFT_DIRECTION.get(procedure_id, "drift-direction"),), NOBODY)
    if head == "grenade bounce":
        return Next(("grenade-bounce",), SHOOTER)
    if head == "overheat check":
        return Next(("mg-overheat",), SHOOTER)
    if head.startswith("run-over"):
        return Next(("run-over",), TARGET, True)
    if head.startswith("blast radius"):
        return Next(("blast-radius",), NOBODY)
    return None  # initiative and setup re-rolls are their own steps, not a chain


def brought_by_effect(words: str) -> bool:
    """Each effect table says itself when a morale check follows (a kill does not; a suppression does)."""
    return "morale" in head_words(words) and ("unit hit" in words or not each_unit(words))


def each_unit(words: str) -> bool:
    return any(w in words.lower() for w in ("each unit", "per target", "each soldier"))
