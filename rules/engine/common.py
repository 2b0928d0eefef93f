"""Rule pieces many procedures share: quality, cover, range bands and the two measuring systems."""

from __future__ import annotations

from collections.abc import Iterable

from rules.engine.outcome import Modifier

# Unit quality (Basics: "Unit quality"): the same number on attack and morale rolls, once per roll (R3).
QUALITY = {"conscript": -1, "regular": 0, "elite": 1}
# Take cover: attacker penalty and morale bonus per level; levels add up.
COVER = {"none": 0, "soft": 1, "medium": 2, "hard": 3}
RANGE_BONUS = {"far": 0, "medium": 4, "close": 8}
# Paired values of the book (R6): (cm, in).
CLOSE_LIMIT = {"cm": 50, "in": 20}
MEDIUM_LIMIT = {"cm": 100, "in": 40}


def quality_modifier(quality: str) -> Modifier:
    return Modifier(f"{quality} quality", QUALITY[quality])


def cover_level(levels: Iterable[str]) -> int:
    return sum(COVER[level] for level in levels)


def cover_words(levels: Iterable[str]) -> str:
    named = [level for level in levels if level != "none"]
    return " + ".join(named) + " cover" if named else "no cover"


def range_band(distance: float, units: str) -> str:
    """Table range bands with R7's edges: close < 50 cm, medium < 100 cm, far from 100 cm on."""
    if distance < CLOSE_LIMIT[units]:
        return "close"
    if distance < MEDIUM_LIMIT[units]:
        return "medium"
    return "far"


def in_units(cm: float, units: str) -> float:
    """A cm-only distance of the book in the battle's system (R6: inches = cm / 2.5)."""
    return cm if units == "cm" else cm / 2.5
