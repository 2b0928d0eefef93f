"""R35, the optional experience rule: a unit rises one quality level for every two enemy units it kills or makes
surrender (conscript, regular, elite; an elite stays elite). A host switches it on for a battle.

What a unit is when revealed (its quality among it) is sealed and never changes, so a rise is kept as a token on
the unit ("experienced": levels risen), shown with its other tokens and put back by a void like them. The kills
are counted from the log: each roll that takes a unit out of the fight names who caused it (rolls.battle_roll)."""

from __future__ import annotations

from battles.models import BattleUnit
from rules.engine.registry import QUALITIES

RULING = "R35"
RISEN = "experienced"
KILLS_PER_LEVEL = 2


def quality_now(unit: BattleUnit) -> str:
    """The unit's quality as it fights now: as revealed, raised by the levels it has earned."""
    risen = (unit.tokens or {}).get(RISEN, 0)
    if unit.quality not in QUALITIES or not risen:
        return unit.quality
    return QUALITIES[min(QUALITIES.index(unit.quality) + risen, len(QUALITIES) - 1)]


def levels_earned(unit: BattleUnit, kills: int) -> int:
    """How many levels `kills` earn this unit, no higher than elite allows."""
    if unit.quality not in QUALITIES:
        return 0
    return min(kills // KILLS_PER_LEVEL, len(QUALITIES) - 1 - QUALITIES.index(unit.quality))
