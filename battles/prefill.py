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


# Rolls about the unit a result lands on (its own quality and morale count), not about the shooter.
ABOUT_THE_TARGET = ("morale-check", "melee-effect")
MORALE_KIND = {"afv": "vehicle-crew", "transport": "vehicle-crew", "support-weapon": "support-crew", "plane": "pilot"}


def about_target(procedure: Procedure) -> bool:
    return procedure.id.startswith("effect-") or procedure.id in ABOUT_THE_TARGET


def target_facts(unit: BattleUnit | None) -> dict[str, str]:
    """What the app knows of the unit a result lands on: its crew, the tokens R26 counts, smoke and hiding."""
    if unit is None:
        return {}
    tokens = unit.tokens or {}
    return {
        "unit_kind": MORALE_KIND.get(unit.unit_type, "infantry"),
        "smoke": "true" if tokens.get("smoke") else "false",
        "hidden": "true" if tokens.get("hidden") else "false",
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
    """Form data for the procedure's own fields only, from what the app knows. A morale check or an effect is
    about the unit it lands on: its quality and tokens count, not the shooter's."""
    subject = target if target is not None and about_target(procedure) else unit
    facts = unit_facts(subject, battle) | target_facts(target)
    names = {f.name for f in procedure.fields}
    return {name: [value] for name, value in facts.items() if name in names and value != ""}


# Rolls aimed at an enemy unit: naming it lets the hit's effect and morale check follow on that unit.
AIMED = (
    "spot-roll", "attack", "overwatch", "mg-targets", "mg-suppression", "mg-stop-afv", "melee", "flamethrower",
    "grenade-accuracy", "grenade-open-top", "grenade-into-afv", "at-grenade-accuracy", "artillery-accuracy",
    "panzerfaust-accuracy", "bazooka-accuracy", "aa-fire", "dogfight", "run-over", "ram-support-weapon",
)  # fmt: skip


def aimed(procedure: Procedure) -> bool:
    return procedure.id in AIMED


def display_targets(procedure: Procedure) -> bool:
    """Rolls whose result lands on a unit (effects, morale, rallies, melee) or that aim at one ask which unit."""
    pid = procedure.id
    return (
        aimed(procedure)
        or pid.startswith("effect-")
        or pid in ("morale-check", "melee-effect", "squad-leader-rally", "officer-rally")
    )
