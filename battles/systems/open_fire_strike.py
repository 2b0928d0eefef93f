"""An Open Fire attack on the one locked path (Attack Procedure): the skill rolls of the attacking unit's models with
one weapon, the target's defence rolls against the hits, and the damage applied to its models, leader last. An
activation's attack and a free attack share it; with dice rolled at the table the defence waits for its own dice."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from django.utils.translation import gettext

from battles.systems import open_fire_common as c
from bof_site.refusals import Refused
from rules.engine import catalog
from rules.engine.open_fire import table


def attack_inputs(
    activation: table.Activation,
    shooter: table.Unit,
    profile: dict,
    weapon: str,
    aim: table.Unit | None = None,
    *,
    assault_range: bool = False,
    half_range: bool = False,
) -> object:
    """The skill rolls of the acting unit's models with `weapon` as open-fire/roll-attacks takes them: its skill,
    the weapon's attacks and rules, how it moved, its stress and state, and the target's Stealth (none unnamed)."""
    gun, rules = profile["weapons"][weapon], profile["weapons"][weapon]["special"]
    line = next(m for m in profile["models"] if weapon in m["weapons"])
    grenade = _grenade(profile, weapon)  # one model throws it, and one such weapon an activation (Grenade)
    thrown = any(_grenade(profile, w) for w in activation.fired)
    return c.inputs(
        "open-fire/roll-attacks", skill=line["skill"], attacks=gun["attacks"],
        models=still_to_attack(shooter, profile, activation.fired, weapon), grenade_used=thrown,
        position="in-assault-range" if assault_range else "beyond-assault-range", half_range=half_range,
        move="advance-move" if activation.advanced else ("moved" if activation.moved else "none"),
        stress=shooter.stress, stealth=0 if assault_range or aim is None else c.value(aim.special, "Stealth"),
        skilled=c.has(shooter.special, "Skilled"), vehicle=c.vehicle(shooter),
        accurate=c.has(rules, "Accurate"), assault=c.has(rules, "Assault"), grenade=grenade,
        heavy=heavy(profile, weapon), one_use=c.has(rules, "One Use"), rapid_fire=c.has(rules, "Rapid Fire"),
        rending=c.value(rules, "Rending"), torrent=c.has(rules, "Torrent"), unstable=c.has(rules, "Unstable"),
        unwieldy=c.has(rules, "Unwieldy"),
    )  # fmt: skip


def heavy(profile: dict, weapon: str) -> bool:
    """Heavy: "A unit may not attack with this weapon if it moved during its activation" (an advance move too)."""
    return c.has(profile["weapons"][weapon]["special"], "Heavy")


def defence_inputs(gun: dict, theirs: dict, aim: table.Unit, line_of_sight: str, hits: int, rending: int) -> object:
    """The target's defence rolls against `hits` of `gun` as open-fire/roll-defence takes them: the weapon's damage,
    piercing and Blast, the target's defence, Heavy Armour, Resilient and state as a vehicle, and the cover."""
    return c.inputs(
        "open-fire/roll-defence", hits=hits, damage=gun["damage"], defence=theirs["models"][0]["defence"],
        piercing=gun["piercing"], line_of_sight=line_of_sight, blast=c.has(gun["special"], "Blast"),
        vehicle=c.vehicle(aim), heavy_armour=c.value(aim.special, "Heavy Armour"),
        resilient=c.has(aim.special, "Resilient"), rending_damage=rending,
    )  # fmt: skip


def still_to_attack(unit: table.Unit, profile: dict, fired: Sequence[str], weapon: str) -> int:
    """How many of the unit's standing models attack with `weapon` now. A vehicle fires each of its weapons once
    (Vehicle Attacks). Any other unit's models attack once each, with one weapon they carry, until every model has
    made its attack (Attack Procedure): each weapon fired so far took its standing carriers in the profile's order,
    a Grenade weapon one of them (Grenade). Worked out from the weapons fired, so nothing more is kept."""
    carries = [set(line["weapons"]) for line in profile["models"] for _ in range(line["count"])]
    standing = [n for n, (m, _w) in enumerate(zip(unit.models, carries, strict=False)) if m.hp > 0]
    if c.vehicle(unit) != "not-a-vehicle":
        return 0 if weapon in fired else sum(1 for n in standing if weapon in carries[n])
    used: set[int] = set()
    for gun in fired:
        ready = [n for n in standing if gun in carries[n] and n not in used]
        used |= set(ready[:1] if _grenade(profile, gun) else ready)
    ready = [n for n in standing if weapon in carries[n] and n not in used]
    return min(len(ready), 1) if _grenade(profile, weapon) else len(ready)


def spent(unit: table.Unit, profile: dict, fired: Sequence[str], weapon: str) -> str:
    """Why `weapon` makes no more attacks this activation, in the player's words ("" while it may)."""
    if still_to_attack(unit, profile, fired, weapon):
        return ""
    if weapon in fired and c.vehicle(unit) != "not-a-vehicle":  # a vehicle fires each of its weapons once
        return gettext("That weapon has fired this activation: pick another.")
    return gettext("Every model with that weapon has made its attack: pick another.")


def _grenade(profile: dict, weapon: str) -> bool:
    return c.has(profile["weapons"].get(weapon, {}).get("special", ()), "Grenade")


def after_damage(unit: table.Unit, damage: int) -> tuple[table.Model, ...]:
    """Apply Damage's order (open-fire/apply-damage, O35): a damaged model first, then the others, the leader last."""
    models = list(unit.models)
    order = sorted(
        (n for n, m in enumerate(models) if m.hp > 0),
        key=lambda n: (models[n].leader, models[n].hp == models[n].max_hp, n),
    )
    for n in order:
        if damage <= 0:
            break
        taken = min(models[n].hp, damage)
        models[n] = replace(models[n], hp=models[n].hp - taken)
        damage -= taken
    return tuple(models)


def lose_models(unit: table.Unit, lost: int) -> tuple[table.Model, ...]:
    """Unstable: each exploding weapon kills the model firing it (the leader last)."""
    models = list(unit.models)
    for n in sorted((n for n, m in enumerate(models) if m.hp > 0), key=lambda n: (models[n].leader, n))[:lost]:
        models[n] = replace(models[n], hp=0)
    return tuple(models)


def strike(battle, game: table.Game, shooter: table.Unit, target: int, weapon: str, *, activation: table.Activation,
           line_of_sight: str, half_range: bool, assault_range: bool, dice, free: bool = False) -> Struck:  # fmt: skip
    """The skill rolls of `shooter`'s models with `weapon` at `target`, then, when they hit, the defence rolls and the
    damage. With dice rolled at the table the defence needs dice of its own: the attack waits for them (`waiting`),
    to be finished by `defended`."""
    if line_of_sight not in ("clear", "obstructed"):
        raise Refused(gettext("Say whether the line of sight is clear or obstructed; blocked allows no attack."))
    aim = game.unit(target)
    if aim.player == shooter.player or aim.where != "table":
        raise Refused(gettext("Pick an enemy unit on the battlefield."), field="target")
    profile = c.profile(battle, shooter.ref)
    gun = profile["weapons"].get(weapon)
    if gun is None:
        raise Refused(gettext("Pick one of the unit's own weapons."), field="weapon")
    if why := spent(shooter, profile, activation.fired, weapon):
        raise Refused(why, field="weapon")
    if free and c.has(gun["special"], "Unwieldy"):
        raise Refused(gettext("An Unwieldy weapon makes no free attack: pick another."), field="weapon")
    step1 = attack_inputs(activation, shooter, profile, weapon, aim,
                          assault_range=assault_range, half_range=half_range)  # fmt: skip
    rolled, hits = c.roll(battle, "open-fire/roll-attacks", step1, dice)
    pending = {"shooter": shooter.ref, "target": aim.ref, "weapon": weapon, "line_of_sight": line_of_sight,
               "hits": int(hits.value("hits")), "rending": int(hits.value("rending_damage")),
               "lost": int(hits.value("models_lost") or 0), "free": free}  # fmt: skip
    struck = Struck(game, [rolled], list(hits.steps), pending)
    step2 = defence_inputs(gun, c.profile(battle, aim.ref), aim, line_of_sight, pending["hits"], pending["rending"])
    if step2.hits and c.table_dice(battle):
        return replace(struck, waiting=True, dice=c.dice_needed("open-fire/roll-defence", step2))
    return defended(battle, struck, None)


@dataclass(frozen=True)
class Struck:
    """An attack as far as it has gone: the game, its rolls and steps, what the defence needs, and what it said."""

    game: table.Game
    rolls: list
    steps: list
    pending: dict
    waiting: bool = False  # the defence dice are still to be rolled at the table
    dice: tuple[int, ...] = ()  # how many the defence takes, when waiting
    said: tuple[str, ...] = ()
    damage: int = 0


def defended(battle, struck: Struck, dice) -> Struck:
    """The defence rolls against the attack's hits (the battle's dice, or `dice` rolled at the table), then the
    damage to the target's models and, for an Unstable weapon that exploded, the shooter's losses."""
    p, game = struck.pending, struck.game
    shooter, aim = game.unit(p["shooter"]), game.unit(p["target"])
    gun = c.profile(battle, shooter.ref)["weapons"][p["weapon"]]
    rolls, steps, damage = list(struck.rolls), list(struck.steps), 0
    if p["hits"] or p["rending"]:
        step2 = defence_inputs(gun, c.profile(battle, aim.ref), aim, p["line_of_sight"], p["hits"], p["rending"])
        if step2.hits:
            rolled, saved = c.roll(battle, "open-fire/roll-defence", step2, dice)
            rolls.append(rolled)
        else:
            saved = catalog.get("open-fire/roll-defence").resolve(step2, [])
        steps += list(saved.steps)
        damage = int(saved.value("damage"))
    hit = p["hits"]
    said = [
        f"{shooter.name} attacks {aim.name} with {gun['name']}: {hit} hit{'s' if hit != 1 else ''}, {damage} damage."
    ]
    if damage:
        game, line = table.damaged(game, aim.ref, after_damage(aim, damage))
        said.append(line)
    if p["lost"]:
        game, line = table.damaged(game, shooter.ref, lose_models(shooter, p["lost"]))
        said.append(f"The weapon explodes: {line}")
    return Struck(game, rolls, steps, p, said=tuple(said), damage=damage)
