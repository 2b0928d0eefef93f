"""The rule systems the engine knows. Each is a package of procedures with the one contract (registry.Procedure),
its own dice and its own source text; Burst of Fire is the default and keeps its bare procedure ids, every other
system's procedures are addressed as `<system>/<procedure>`.

A new system is a new package under rules/engine/ with a `procedures` subpackage (modules exporting PROCEDURES,
found by the catalog) and one entry here; nothing else in the engine changes."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleSystem:
    key: str  # "burst-of-fire", "open-fire": the prefix of its procedure ids, unless it is the default
    name: str  # the game's own name, never translated
    source: str  # its text in shared/sources/, which every section a procedure names must quote verbatim
    die: int  # the sides of its usual die: 6 (D6) or 12 (D12)
    procedures: str  # the package whose modules export PROCEDURES
    default: bool = False  # its procedure ids are bare (Burst of Fire's, as they always were)
    needs: str = "at-most"  # how an Outcome's target reads: the total at most (roll-under), or the face at least

    def procedure_id(self, name: str) -> str:
        return name if self.default else f"{self.key}/{name}"


BURST_OF_FIRE = RuleSystem(
    "burst-of-fire", "Burst of Fire", "burst-of-fire-core-rules.txt", 6, "rules.engine.procedures", default=True
)
OPEN_FIRE = RuleSystem(
    "open-fire", "Open Fire", "open-fire-core-rules.md", 12, "rules.engine.open_fire.procedures", needs="at-least"
)
SKIRMISHCORPS = RuleSystem(
    "skirmishcorps", "SkirmishCorps", "skirmishcorps-foot-unit-actions.txt", 6, "rules.engine.skirmishcorps.procedures"
)
CHAIN_OF_COMMAND = RuleSystem(
    "chain-of-command",
    "Chain of Command",
    "chain-of-command-vehicle-movement.txt",
    6,
    "rules.engine.chain_of_command.procedures",
    needs="at-least",
)

SYSTEMS: dict[str, RuleSystem] = {s.key: s for s in (BURST_OF_FIRE, OPEN_FIRE, SKIRMISHCORPS, CHAIN_OF_COMMAND)}
DEFAULT = BURST_OF_FIRE


def system_of(procedure_id: str) -> RuleSystem:
    """The system a procedure id belongs to: its prefix names it; a bare id is the default system's."""
    prefix, slash, _rest = procedure_id.partition("/")
    return SYSTEMS.get(prefix, DEFAULT) if slash else DEFAULT
