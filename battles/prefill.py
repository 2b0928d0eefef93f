"""What the app already knows for a roll form: the unit's quality, firepower, leader and tokens, and the
battle's measuring system. Pre-filled values are only defaults; the player confirms or changes them."""

from __future__ import annotations

from battles.models import Battle, BattleUnit
from rules.engine.registry import Procedure

WEAPON_ROLLS = {
    "panzerfaust-30": "panzerfaust-accuracy", "panzerfaust-60": "panzerfaust-accuracy",
    "panzerfaust-100": "panzerfaust-accuracy", "bazooka": "bazooka-accuracy", "panzerschreck": "bazooka-accuracy",
    "hand-grenade": "grenade-accuracy", "at-grenade": "at-grenade-accuracy", "flamethrower": "flamethrower",
    "lmg": "mg-targets",
}  # fmt: skip
VEHICLES = ("afv", "transport")


def action_rolls(unit: BattleUnit) -> dict[str, tuple[str, ...]]:
    """The rolls each action of this unit may call for, in the order a player meets them."""
    kinds = {w.get("kind") for w in unit.weapons}
    shoot = ["spot-roll", "attack", *dict.fromkeys(WEAPON_ROLLS[k] for k in kinds if k in WEAPON_ROLLS)]
    if unit.unit_type == "support-weapon" and not unit.stats.get("blast"):
        shoot += ["mg-targets", "mg-suppression"]
    if unit.unit_type in VEHICLES:
        move = ["vehicle-move", "obstacle-crossing", "river-crossing", "afv-breakthrough", "free-stuck-afv"]
    else:
        shoot.append("melee")
        move = ["foot-move", "obstacle-crossing", "river-crossing"]
    rolls = {"shoot": tuple(dict.fromkeys(shoot)), "move": tuple(move)}
    if unit.unit_type == "ranking-officer":
        rolls["rally"] = ("officer-rally",)
    elif unit.squad_leader or unit.unit_type == "squad-leader":
        rolls["rally"] = ("squad-leader-rally",)
    return rolls


# Rolls that spend no action: reactions and consequences any seated player may roll for their units.
FREE_ROLLS = (
    "morale-check",
    "effect-infantry",
    "effect-crew",
    "mg-overheat",
    "melee-effect",
    "drift-direction",
    "blast-radius",
)


def unit_facts(unit: BattleUnit | None, battle: Battle) -> dict[str, str]:
    facts = {"units": battle.measure}
    if unit is None:
        return facts
    morale = battle.state.get("force_morale", {}).get(unit.seat.team)
    if morale:
        facts["force_morale"] = str(morale)
    tokens = unit.tokens or {}
    firepower = max(
        [unit.stats.get("small_arms", 0)] + [w.get("small_arms", 0) for w in unit.weapons if w["slot"] == "primary"]
    )
    facts |= {
        "quality": unit.quality,
        "squad_leader": "true" if unit.squad_leader or unit.unit_type == "squad-leader" else "false",
        "attack_value": str(firepower) if firepower else "",
        "attacker_injured": "true" if tokens.get("injured") else "false",
        "attacker_frightened": "true" if tokens.get("frightened") else "false",
        "injured": "true" if tokens.get("injured") else "false",
        "frightened": "true" if tokens.get("frightened") else "false",
        "mobility": str(unit.stats.get("mobility") or ""),
    }
    return facts


def target_facts(unit: BattleUnit | None) -> dict[str, str]:
    """What the app knows of the unit a result lands on: its crew and the tokens R26 counts."""
    if unit is None:
        return {}
    tokens = unit.tokens or {}
    return {
        "crew_of": "support-weapon" if unit.unit_type == "support-weapon" else "vehicle",
        "crew_alive": str(unit.crew_alive),
        "crew_lost": str(max(unit.stats.get("crew", 1) - unit.crew_alive, 0)),
        "injuries": str(tokens.get("injured", 0)),
        "suppressions": str(tokens.get("suppressed", 0)),
        "shocks": str(tokens.get("shocked", 0)),
    }


def prefill(
    procedure: Procedure, unit: BattleUnit | None, battle: Battle, target: BattleUnit | None = None
) -> dict[str, list[str]]:
    """Form data for the procedure's own fields only, from what the app knows."""
    facts = unit_facts(unit, battle) | target_facts(target)
    names = {f.name for f in procedure.fields}
    return {name: [value] for name, value in facts.items() if name in names and value != ""}


def display_targets(procedure: Procedure) -> bool:
    """Rolls whose result lands on a unit (effects, morale, rallies, melee) ask which unit it is."""
    pid = procedure.id
    return pid.startswith("effect-") or pid in ("morale-check", "melee-effect", "squad-leader-rally", "officer-rally")
