"""Open Fire's Attack action after the hits: the defence rolls against them (Step 2 - Roll Defence), with piercing,
cover, Blast, Heavy Armour, Resilient and the vehicle rules, and how the damage falls on the target unit's models
(Step 3 - Apply Damage)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.open_fire import dice as d12
from rules.engine.open_fire.procedures.attack import (
    CHAPTER,
    SIGHTS,
    VEHICLES,
    count_rolls,
    plural,
    reroll_counts,
    volley,
)
from rules.engine.outcome import Effects, InvalidInput, Modifier, Outcome, percent
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, Roll, fixed

OBSCURED = 4  # the defence roll's bonus for an obscured line of sight


# ---------------------------------------------------------------------------------------------
# Step 2 - Roll Defence (O20, O23, O28, O32, O33, O34)


@dataclass(frozen=True)
class DefenceInputs:
    hits: int = 1
    damage: int = 1
    defence: int = 7
    piercing: int = 0
    line_of_sight: str = "clear"
    blast: bool = False
    vehicle: str = "not-a-vehicle"
    vehicle_hidden: bool = False
    heavy_armour: int = 0
    resilient: bool = False
    rending_damage: int = 0
    modifier: int = 0


def armoured(i: DefenceInputs) -> tuple[int, int]:
    """The weapon's damage and piercing after Heavy Armour (X): damage at least 1, piercing at least 0 (O34)."""
    return max(1, i.damage - i.heavy_armour), max(0, i.piercing - i.heavy_armour)


def obscured(i: DefenceInputs) -> bool:
    """An obstructed line of sight gives cover, unless Blast ignores it or a vehicle is not half hidden (O33)."""
    return i.line_of_sight == "obstructed" and not i.blast and (i.vehicle_hidden or i.vehicle == "not-a-vehicle")


def defence_modifiers(i: DefenceInputs) -> list[Modifier]:
    _damage, piercing = armoured(i)
    mods = [
        Modifier("piercing", -piercing),
        Modifier("obscured line of sight", OBSCURED if obscured(i) else 0),
        Modifier("vehicle below half hit points", -1 if i.vehicle == "damaged-vehicle" else 0),
        Modifier("other", i.modifier),
    ]
    return [m for m in mods if m.value]


def defence_dice(i: DefenceInputs) -> int:
    return i.hits * armoured(i)[0]


def damage_word(n: int) -> str:
    return f"{n}-damage"


def roll_defence(i: DefenceInputs, dice: Sequence[int] | None) -> Outcome:
    if i.line_of_sight == "blocked":
        raise InvalidInput(
            "A blocked line of sight allows no attack, so there is nothing to defend.", field="line_of_sight"
        )
    damage, piercing = armoured(i)
    n = defence_dice(i)
    mods = defence_modifiers(i)
    mod = sum(m.value for m in mods)
    reroll = "failed-not-1" if i.resilient else "none"
    face = d12.needed(i.defence, mod)
    p, dist = volley(n, i.defence, mod, reroll)
    steps = []
    if i.heavy_armour:
        steps.append(
            f"Heavy Armour ({i.heavy_armour}): damage {i.damage} becomes {damage}, piercing {i.piercing} becomes"
            f" {piercing}."
        )
    steps.append(f"{plural(i.hits, 'hit')} of {damage} damage each: {plural(n, 'defence roll')}.")
    if i.line_of_sight == "obstructed" and not obscured(i):
        why = "Blast counts it as clear" if i.blast else "a vehicle less than half hidden is not obscured"
        steps.append(f"The line of sight is obstructed, but {why}: no bonus.")
    said = ", ".join([f"defence {i.defence}", *(str(m) for m in mods)])
    steps.append(f"A roll of {face} or more saves ({said}); a 1 always fails, a 12 always saves.")
    if i.resilient and face > 2:
        steps.append("Resilient: each failure that is not a 1 is rolled once more, and the new roll stands.")
    steps.append(f"Each failed roll is 1 damage; chance of a save: {percent(p)}.")
    if i.rending_damage:
        steps.append(f"Rending adds {i.rending_damage} damage with no defence roll (O28).")
    odds = tuple((damage_word(n - k + i.rending_damage), q) for k, q in reversed(dist))
    if dice is None:
        values = (("rolls", n), ("expected_damage", n * (1 - p) + i.rending_damage))
        return Outcome("open-fire/roll-defence", (), tuple(steps), odds, target=face, probability=p, values=values)
    _first, final, rolled = count_rolls(dice, n, lambda f: d12.may_reroll(f, i.defence, mod, reroll))
    steps += rolled
    failed = sum(not d12.succeeds(f, i.defence, mod) for f in final)
    total = failed + i.rending_damage
    steps.append(f"{plural(n - failed, 'save')}, {plural(failed, 'failure')}: {total} damage to the unit.")
    values = (("rolls", n), ("failed", failed), ("saved", n - failed), ("damage", total))
    return Outcome(
        "open-fire/roll-defence", tuple(dice), tuple(steps), odds, damage_word(total), face, p, values=values
    )


def defence_counts(i: DefenceInputs) -> tuple[int, ...]:
    mod = sum(m.value for m in defence_modifiers(i))
    return reroll_counts(defence_dice(i), i.resilient and d12.needed(i.defence, mod) > 2)


# ---------------------------------------------------------------------------------------------
# Step 3 - Apply Damage (O35)


@dataclass(frozen=True)
class ApplyInputs:
    damage: int = 1
    models: int = 5
    hit_points: int = 1
    damaged_model: int = 0
    leader_hit_points: int = 1


def apply_damage(i: ApplyInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "damage is counted off, not rolled")
    if i.damaged_model and i.models == 1:
        raise InvalidInput(
            "With one model left, that model is the leader: give what he has left as the leader's hit points.",
            field="damaged_model",
        )
    if i.damaged_model >= i.hit_points:
        raise InvalidInput(
            f"A damaged model has fewer than its full {plural(i.hit_points, 'hit point')} left.", field="damaged_model"
        )
    others = i.models - 1 - (1 if i.damaged_model else 0)
    # The order the damage must follow: the damaged model, the other models, the leader last.
    queue = ([i.damaged_model] if i.damaged_model else []) + [i.hit_points] * others + [i.leader_hit_points]
    steps = [
        f"{plural(i.damage, 'point')} of damage on {plural(i.models, 'model')}, the leader last.",
    ]
    if i.damaged_model:
        steps.append(f"The model already damaged ({i.damaged_model} left) takes it first.")
    left, destroyed = i.damage, 0
    for n, hp in enumerate(queue):
        if left <= 0:
            break
        leader = n == len(queue) - 1
        who = "The leader, the last model," if leader else "A model"
        if left >= hp:
            destroyed += 1
            left -= hp
            queue[n] = 0
            steps.append(f"{who} loses {hp} and is destroyed.")
        else:
            queue[n] = hp - left
            steps.append(f"{who} loses {left} and has {hp - left} left: mark it with a die.")
            left = 0
    remaining = [hp for hp in queue if hp]
    wiped = not remaining
    if wiped:
        result = "unit-destroyed"
        steps.append("Every model is destroyed" + (f"; {left} damage is left over." if left else "."))
    else:
        result = f"{destroyed}-model-destroyed" if destroyed == 1 else f"{destroyed}-models-destroyed"
        steps.append(f"{plural(destroyed, 'model')} destroyed, {plural(len(remaining), 'model')} left.")
    if i.damage:
        steps.append("The unit took damage: it gains a stress token at the end of the round.")
    damaged = next((hp for hp in remaining[:-1] if hp < i.hit_points), 0)
    leader_left = queue[-1]
    values = (
        ("destroyed", destroyed),
        ("models_left", len(remaining)),
        ("hit_points_left", sum(remaining)),
        ("damaged_model", damaged),
        ("leader_hit_points", leader_left),
        ("wiped_out", wiped),
        ("unused_damage", left),
    )
    return settled("open-fire/apply-damage", result, steps, values=values, effects=Effects(killed=destroyed))


PROCEDURES = (
    Procedure(
        id="open-fire/roll-defence",
        title="Roll defence",
        chapter=CHAPTER,
        section="### Step 2 - Roll Defence",
        fields=(
            Field("hits", "int", "Hits", default=1, minimum=0, maximum=40),
            Field("damage", "int", "Weapon damage", default=1, minimum=1, maximum=12),
            Field("defence", "int", "Target's defence", default=7, minimum=1, maximum=20),
            Field("piercing", "int", "Weapon piercing", default=0, minimum=0, maximum=12),
            Field("line_of_sight", "choice", "Attacker's line of sight", default="clear", choices=SIGHTS),
            Field("blast", "bool", "Blast", default=False),
            Field(
                "vehicle",
                "choice",
                "The target",
                default="not-a-vehicle",
                choices=VEHICLES,
                help="A damaged vehicle has lost more than half its hit points.",
            ),
            Field("vehicle_hidden", "bool", "More than half of the vehicle is hidden", default=False),
            Field("heavy_armour", "int", "Target's Heavy Armour (X)", default=0, minimum=0, maximum=12),
            Field("resilient", "bool", "Resilient", default=False),
            Field("rending_damage", "int", "Rending damage from the skill rolls", default=0, minimum=0, maximum=144),
            Field("modifier", "int", "Other modifiers, added up", default=0, minimum=-12, maximum=12),
        ),
        rolls=(
            Roll("hits", "Defence rolls: hits times damage", sides=12),
            Roll("hits", "Re-rolls", when="Resilient: one for each failure that is not a 1, in order", sides=12),
        ),
        inputs=DefenceInputs,
        resolve=roll_defence,
        dice_counts=defence_counts,
        rulings=("O20", "O23", "O28", "O32", "O33", "O34"),
        summary="A defence roll for each point of damage of each hit: every failure is one damage.",
    ),
    Procedure(
        id="open-fire/apply-damage",
        title="Apply damage",
        chapter=CHAPTER,
        section="#### Step 3 - Apply Damage",
        fields=(
            Field("damage", "int", "Damage", default=1, minimum=0, maximum=200),
            Field("models", "int", "Models in the unit, leader included", default=5, minimum=1, maximum=50),
            Field("hit_points", "int", "Hit points of each model", default=1, minimum=1, maximum=20),
            Field(
                "damaged_model", "int", "Hit points left on a damaged model (0: none)", default=0, minimum=0, maximum=19
            ),
            Field("leader_hit_points", "int", "Leader's hit points left", default=1, minimum=1, maximum=20),
        ),
        rolls=(),
        inputs=ApplyInputs,
        resolve=apply_damage,
        dice_counts=fixed(0),
        rulings=("O35",),
        summary="The damage taken model by model: the damaged model first, the leader last, the rest carried on.",
    ),
)
