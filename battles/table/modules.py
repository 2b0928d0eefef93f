"""Optional modules of other rule systems in a Burst of Fire battle (issue 36). A module is a house rule (its ruling,
switched on when the battle is made and sealed with the settings) that swaps one of Burst of Fire's rolls on the
table for another system's procedure, and says what that procedure's form takes from the unit and from the terrain
piece picked, by a stated ruling. The table asks this registry; nothing else in the app names a system.

M1, "Vehicle movement: Chain of Command": a vehicle's Move rolls Chain of Command's movement dice (its vehicle-move)
instead of Burst of Fire's vehicle movement; the Speed Rating and running gear come from the unit's Burst of Fire
profile, the ground from the piece (ruling M1).
M2, "Foot actions: SkirmishCorps stances": a soldier stands or lies prone (battles/services/stances.py); it swaps no
roll, but a prone soldier in cover is spotted first and an aimed shot gets +1 (ruling M2)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from battles.models import BattleUnit


@dataclass(frozen=True)
class Module:
    ruling: str  # the house rule that switches it on (rules.rulings)
    replaces: Mapping[str, str]  # a Burst of Fire roll -> the other system's procedure, on a unit's action lists
    applies: Callable[[BattleUnit], bool]  # the units it is for (others keep Burst of Fire's roll)
    unit_facts: Callable[[BattleUnit], dict[str, str]]  # what the procedure's form takes from the unit
    piece_facts: Callable[[dict], dict[str, str]] = field(default=lambda _piece: {})  # ... and from a terrain piece


# --- M1: Chain of Command's vehicle movement -----------------------------------------------------------------------

COC_GROUND = {  # Burst of Fire's terrain -> Chain of Command's ground (M1)
    "plains": "open-or-hard", "paved-road": "open-or-hard", "dirt-road": "open-or-hard",
    "crops": "broken", "light-woods": "broken", "hills": "broken",
    "dense-woods": "rough", "steep-hills": "rough", "river": "heavy-going",
}  # fmt: skip


def _coc_vehicle(unit: BattleUnit) -> bool:
    """Chain of Command moves machines with engines: tracked or wheeled AFVs and transports, not horse-drawn ones."""
    return unit.unit_type in ("afv", "transport") and unit.stats.get("movement") in ("tracked", "wheeled")


def coc_speed(unit: BattleUnit) -> dict[str, str]:
    """The Speed Rating and running gear by M1: wheeled vehicles are Wheeled; tracked ones Slow at 3 mobility dice or
    fewer, Standard at 4 and Fast at 5 or more; a tracked transport runs on half-tracks, an AFV on full tracks."""
    if unit.stats.get("movement") == "wheeled":
        return {"speed": "wheeled", "drive": "wheeled"}
    mobility = int(unit.stats.get("mobility") or 0)
    speed = "slow" if mobility <= 3 else ("standard" if mobility == 4 else "fast")
    return {"speed": speed, "drive": "half-tracked" if unit.unit_type == "transport" else "fully-tracked"}


MODULES: tuple[Module, ...] = (
    Module(
        "M1",
        {"vehicle-move": "chain-of-command/vehicle-move"},
        _coc_vehicle,
        coc_speed,
        lambda piece: {"ground": COC_GROUND[piece["terrain"]]} if piece.get("terrain") in COC_GROUND else {},
    ),
    Module("M2", {}, lambda unit: unit.unit_type in ("ranking-officer", "squad-leader", "infantry"), lambda _u: {}),
)


def active(house_rules: Iterable[str]) -> tuple[Module, ...]:
    on = set(house_rules or ())
    return tuple(m for m in MODULES if m.ruling in on)


def swapped(rolls: dict[str, tuple[str, ...]], unit: BattleUnit, house_rules: Iterable[str]) -> dict:
    """The unit's action lists with the switched-on modules' procedures in place of the rolls they replace."""
    for module in active(house_rules):
        if module.applies(unit):
            rolls = {a: tuple(module.replaces.get(p, p) for p in ps) for a, ps in rolls.items()}
    return rolls


def unit_facts(procedure_id: str, unit: BattleUnit | None, house_rules: Iterable[str]) -> dict[str, str]:
    """What a module's procedure form takes from the unit ({} for any other roll)."""
    if unit is None:
        return {}
    found: dict[str, str] = {}
    for module in active(house_rules):
        if procedure_id in module.replaces.values() and module.applies(unit):
            found |= module.unit_facts(unit)
    return found


def piece_facts(piece: dict) -> dict[str, str]:
    """What every module's procedures take from a terrain piece (each form keeps only its own fields)."""
    found: dict[str, str] = {}
    for module in MODULES:
        found |= module.piece_facts(piece)
    return found
