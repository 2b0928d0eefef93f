"""R35, the optional experience rule: a unit rises one quality level for every two enemy units it kills or makes
surrender (conscript, regular, elite; an elite stays elite). A host switches it on for a battle.

What a unit is when revealed (its quality among it) is sealed and never changes, so a rise is kept as a token on
the unit ("experienced": levels risen), shown with its other tokens and put back by a void like them. The kills
are counted from the log: each roll that takes a unit out of the fight names who caused it (rolls.battle_roll)."""

from __future__ import annotations

from battles.models import BattleUnit
from battles.table.card_choices import quality_of_tokens
from rules.engine.registry import QUALITIES

RULING = "R35"
RISEN = "experienced"
KILLS_PER_LEVEL = 2


def quality_now(unit: BattleUnit) -> str:
    """The unit's quality as it fights now: as revealed, or as an event card made it (a veteran sergeant, a green
    replacement: battles/table/card_choices.py), raised by the levels it has earned."""
    base, risen = quality_base(unit), (unit.tokens or {}).get(RISEN, 0)
    if base not in QUALITIES or not risen:
        return base
    return QUALITIES[min(QUALITIES.index(base) + risen, len(QUALITIES) - 1)]


def quality_base(unit: BattleUnit) -> str:
    """The quality the unit starts the game with: as revealed, unless an event card's token says otherwise."""
    return quality_of_tokens(unit.tokens, unit.quality)


def levels_earned(unit: BattleUnit, kills: int) -> int:
    """How many levels `kills` earn this unit, no higher than elite allows."""
    base = quality_base(unit)
    if base not in QUALITIES:
        return 0
    return min(kills // KILLS_PER_LEVEL, len(QUALITIES) - 1 - QUALITIES.index(base))
