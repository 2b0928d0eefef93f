"""Open Fire's Attack action before the damage: the line of sight to a target unit (Line of Sight), whether it may be
targeted and is in range (Valid Targets, Check Range), and the skill rolls that hit it (Step 1 - Roll Attacks), with
every modifier and weapon or unit rule that changes them. Defence and damage are in damage.py."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from rules.engine.open_fire import dice as d12
from rules.engine.outcome import InvalidInput, Modifier, Outcome, percent
from rules.engine.reading import no_dice, settled
from rules.engine.registry import Field, Procedure, Roll, fixed

CHAPTER = "Attack"
SIGHTS = ("clear", "obstructed", "blocked")
ASSAULT_RANGE = 1  # inches: Assault Range


def plural(n: int, word: str, many: str = "") -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


def faces_text(faces: Sequence[int]) -> str:
    return ", ".join(map(str, faces))


def count_rolls(
    dice: Sequence[int], count: int, rerollable: Callable[[int], bool]
) -> tuple[tuple[int, ...], tuple[int, ...], list[str]]:
    """First rolls and final faces (one re-roll die after the first dice for each roll that may be rolled again, in
    order, as dice.split reads them), with the steps; ValueError in a player's words when the count is wrong."""
    d12.check_dice_pairs(dice)  # every face 1 to 12
    given = f"{len(dice)} {'was' if len(dice) == 1 else 'were'} given"
    if len(dice) < count:
        raise ValueError(f"This needs {plural(count, 'die', 'dice')} before any re-roll; {given}.")
    again = sum(1 for face in dice[:count] if rerollable(face))
    if len(dice) != count + again:
        raise ValueError(
            f"{plural(count, 'roll')} and {plural(again, 're-roll')} after them:"
            f" {plural(count + again, 'die', 'dice')} in all; {given}."
        )
    first, final = d12.split(dice, count, rerollable)
    steps = [f"Rolled {faces_text(first)}." if first else "No dice to roll."]
    pairs = [(a, b) for a, b in zip(first, final, strict=True) if rerollable(a)]
    if pairs:
        steps.append(f"Rolled again: {', '.join(f'{a} became {b}' for a, b in pairs)}.")
    return first, final, steps


@cache
def volley(count: int, attribute: int, modifier: int, reroll: str) -> tuple[Fraction, tuple[tuple[int, Fraction], ...]]:
    """The chance one roll succeeds and the exact chance of every number of successes among `count` (cached: the
    same volley is asked for again and again)."""
    p = d12.p_success(attribute, modifier, reroll)
    return p, tuple(d12.binomial(count, p).items())


def reroll_counts(count: int, can_reroll: bool) -> tuple[int, ...]:
    """The first `count` dice, then from none to one re-roll for each of them."""
    return tuple(range(count, 2 * count + 1)) if can_reroll and count else (count,)


# ---------------------------------------------------------------------------------------------
# Line of Sight (O20, O21, O22)


@dataclass(frozen=True)
class SightInputs:
    models: int = 3
    clear: int = 1
    obscured: int = 0
    friendly: int = 0


def seen_needed(models: int) -> int:
    """One model seen for every 3 in the unit, a part of 3 counted as a whole one (O21)."""
    return -(-models // 3)


def line_of_sight(i: SightInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "line of sight is looked at, not rolled")
    if i.clear + i.obscured + i.friendly > i.models:
        raise InvalidInput(
            f"The target unit has {plural(i.models, 'model')}: the models seen and hidden by friends add up to more.",
            field="models",
        )
    need = seen_needed(i.models)
    seen = i.clear + i.obscured
    steps = [
        "Look from the attacking model; models of the attacking and target units never get in the way.",
        f"A unit of {plural(i.models, 'model')} must show at least {need} of them (one in three, rounded up).",
    ]
    if i.friendly:
        result = "blocked"
        steps.append(f"{plural(i.friendly, 'model is', 'models are')} partly hidden by a friendly unit: blocked.")
    elif i.clear >= need:
        result = "clear"
        steps.append(f"{i.clear} seen whole, {need} needed: a clear line of sight.")
    elif seen >= need:
        result = "obstructed"
        steps.append(
            f"{seen} seen, but only {i.clear} of them whole (the rest partly behind terrain or another enemy unit):"
            " obstructed, which Step 2 calls obscured."
        )
    else:
        result = "blocked"
        steps.append(f"Only {seen} seen where {need} are needed: blocked." if seen else "None seen: blocked.")
    return settled("open-fire/line-of-sight", result, steps, values=(("needed", need), ("seen", seen)))


# ---------------------------------------------------------------------------------------------
# Valid Targets and Check Range (O23, O24)


@dataclass(frozen=True)
class TargetInputs:
    line_of_sight: str = "clear"
    distance: float = 12
    weapon_range: float = 24
    target_in_assault_range: bool = False
    other_enemy_in_assault_range: bool = False
    target_near_friends: bool = False


def valid_target(i: TargetInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the target is checked, not rolled for")
    if i.distance <= ASSAULT_RANGE and not i.target_in_assault_range:
        raise InvalidInput(
            "At 1 inch or less the target is within your assault range: tick that box.", field="target_in_assault_range"
        )
    in_range = i.distance <= i.weapon_range
    half = i.distance <= i.weapon_range / 2
    steps = [f"Line of sight: {i.line_of_sight}."]
    if i.line_of_sight == "blocked":
        result = "no-line-of-sight"
        steps.append("A blocked line of sight allows no attack on this unit.")
    elif i.other_enemy_in_assault_range and not i.target_in_assault_range:
        result = "not-a-valid-target"
        steps.append("Your unit is within assault range of other enemies: only they may be attacked.")
    elif i.target_near_friends and not i.target_in_assault_range:
        result = "not-a-valid-target"
        steps.append("The target is within assault range of a friendly unit and not of yours: it may not be attacked.")
    else:
        steps.append(
            "In assault range of the target: it may be attacked."
            if i.target_in_assault_range
            else "No assault range rule stands in the way."
        )
        result = "valid-target" if in_range else "out-of-range"
    if result in ("valid-target", "out-of-range"):
        steps.append(
            f"Nearest visible model at {i.distance:g} in, weapon range {i.weapon_range:g} in: "
            + ("in range." if in_range else "out of range.")
        )
        if in_range and half:
            steps.append(f"Within half range ({i.weapon_range / 2:g} in): a Rapid Fire weapon gets +1 attack.")
    values = (("in_range", in_range), ("within_half_range", half), ("valid", result == "valid-target"))
    return settled("open-fire/valid-target", result, steps, values=values)


# ---------------------------------------------------------------------------------------------
# Step 1 - Roll Attacks (O24 to O32, O36, O37)


POSITIONS = ("beyond-assault-range", "in-assault-range", "free-attack")
MOVES = ("none", "moved", "advance-move")
VEHICLES = ("not-a-vehicle", "vehicle", "damaged-vehicle")


@dataclass(frozen=True)
class AttackInputs:
    skill: int = 7
    attacks: int = 1
    models: int = 1
    position: str = "beyond-assault-range"
    half_range: bool = False
    move: str = "none"
    stress: int = 0
    stealth: int = 0
    skilled: bool = False
    vehicle: str = "not-a-vehicle"
    accurate: bool = False
    assault: bool = False
    grenade: bool = False
    heavy: bool = False
    one_use: bool = False
    rapid_fire: bool = False
    rending: int = 0
    torrent: bool = False
    unstable: bool = False
    unwieldy: bool = False
    grenade_used: bool = False
    modifier: int = 0


def refuse_attack(i: AttackInputs) -> None:
    """What the rules forbid outright, said as the player would fix it."""
    free = i.position == "free-attack"
    if free and i.vehicle != "not-a-vehicle":
        raise InvalidInput("Vehicles make no free attacks on units leaving their assault range.", field="position")
    if free and i.unwieldy:
        raise InvalidInput("An Unwieldy weapon makes no free attacks.", field="unwieldy")
    if i.torrent and i.position != "beyond-assault-range":
        raise InvalidInput("A Torrent weapon may not be used within assault range.", field="torrent")
    if i.heavy and i.move != "none" and not free:
        raise InvalidInput("A Heavy weapon may not attack after its unit moved this activation.", field="heavy")
    if i.grenade and i.grenade_used:
        raise InvalidInput(
            "The unit has used a Grenade weapon this activation: only one is allowed.", field="grenade_used"
        )
    if i.grenade and i.models > 1:
        raise InvalidInput("Only one model may use a Grenade weapon in an activation (O29).", field="models")


def attack_modifiers(i: AttackInputs) -> list[Modifier]:
    close = i.position != "beyond-assault-range"
    advanced = i.move == "advance-move" and i.position != "free-attack"
    mods = [
        Modifier("advance move", -4 if advanced else 0),
        Modifier("no Assault rule in assault range", -4 if close and not i.assault else 0),
        Modifier("Accurate", 2 if i.accurate else 0),
        Modifier("Unwieldy", -2 if i.unwieldy else 0),
        Modifier(f"Stealth ({i.stealth})", -i.stealth if not close else 0),
        Modifier("stress", -i.stress),
        Modifier("vehicle below half hit points", -1 if i.vehicle == "damaged-vehicle" else 0),
        Modifier("other", i.modifier),
    ]
    return [m for m in mods if m.value]


def attack_dice(i: AttackInputs) -> int:
    return (i.attacks + (1 if i.rapid_fire and i.half_range else 0)) * i.models


def attack_roll(i: AttackInputs) -> tuple[int, int]:
    """(attribute, modifier) of one skill roll: Torrent hits on anything but a 1, like a skill of 2 (O26)."""
    return (2, 0) if i.torrent else (i.skill, sum(m.value for m in attack_modifiers(i)))


def attack_reroll(i: AttackInputs) -> str:
    """Which skill rolls may be rolled again: Skilled re-rolls a miss that is not a 1."""
    return "failed-not-1" if i.skilled else "none"


def hits_word(n: int) -> str:
    return f"{n}-hit" if n == 1 else f"{n}-hits"


def roll_attacks(i: AttackInputs, dice: Sequence[int] | None) -> Outcome:
    refuse_attack(i)
    n = attack_dice(i)
    attr, mod = attack_roll(i)
    reroll = attack_reroll(i)
    face = d12.needed(attr, mod)
    p, dist = volley(n, attr, mod, reroll)
    bonus = " +1 for Rapid Fire within half range" if n > i.attacks * i.models else ""
    steps = [f"{plural(i.models, 'model')} with {plural(i.attacks, 'attack')} each{bonus}: {plural(n, 'skill roll')}."]
    if i.position == "free-attack":
        steps.append("A free attack counts as in assault range; the unit's moves do not count against it (O31).")
    if i.torrent:
        steps.append("Torrent: every roll but a 1 hits, whatever the modifiers.")
    else:
        said = ", ".join([f"skill {i.skill}", *(str(m) for m in attack_modifiers(i))])
        steps.append(f"A roll of {face} or more hits ({said}); a 1 always misses, a 12 always hits.")
    if i.skilled and face > 2:
        steps.append("Skilled: each miss that is not a 1 is rolled once more, and the new roll stands.")
    steps.append(f"Chance of each hit: {percent(p)}; about {float(n * p):.1f} hits expected.")
    if i.rending:
        steps.append(f"Rending ({i.rending}): each 12 adds {i.rending} damage, taken without a defence roll.")
    if i.unstable:
        steps.append("Unstable: each 1 destroys one of the firing models.")
    if i.one_use:
        steps.append("One Use: the weapon is spent after this attack, for the rest of the battle.")
    if i.vehicle != "not-a-vehicle":
        steps.append("A vehicle may attack with each of its weapons, each at its own target: roll them one by one.")
    odds = tuple((hits_word(k), q) for k, q in dist)
    if dice is None:
        values = (("rolls", n), ("expected_hits", n * p))
        return Outcome("open-fire/roll-attacks", (), tuple(steps), odds, target=face, probability=p, values=values)
    _first, final, rolled = count_rolls(dice, n, lambda f: d12.may_reroll(f, attr, mod, reroll))
    steps += rolled
    hits = sum(d12.succeeds(f, attr, mod) for f in final)
    twelves, ones = final.count(12), final.count(1)
    lost = min(ones, i.models) if i.unstable else 0
    rending = twelves * i.rending
    steps.append(f"{plural(hits, 'hit')}.")
    if rending:
        steps.append(f"Rending: {rending} more damage from {plural(twelves, 'twelve')}.")
    if lost:
        steps.append(f"Unstable: {plural(lost, 'firing model')} destroyed.")
    values = (("rolls", n), ("hits", hits), ("rending_damage", rending), ("models_lost", lost))
    return Outcome("open-fire/roll-attacks", tuple(dice), tuple(steps), odds, hits_word(hits), face, p, values=values)


def attack_counts(i: AttackInputs) -> tuple[int, ...]:
    attr, mod = attack_roll(i)
    return reroll_counts(attack_dice(i), i.skilled and d12.needed(attr, mod) > 2)


PROCEDURES = (
    Procedure(
        id="open-fire/line-of-sight",
        title="Line of sight",
        chapter=CHAPTER,
        section="### Line of Sight",
        fields=(
            Field("models", "int", "Models in the target unit", default=3, minimum=1, maximum=50),
            Field("clear", "int", "Models seen whole", default=1, minimum=0, maximum=50),
            Field(
                "obscured",
                "int",
                "Models seen, partly behind terrain or another enemy",
                default=0,
                minimum=0,
                maximum=50,
            ),
            Field("friendly", "int", "Models partly behind a friendly unit", default=0, minimum=0, maximum=50),
        ),
        rolls=(),
        inputs=SightInputs,
        resolve=line_of_sight,
        dice_counts=fixed(0),
        rulings=("O20", "O21", "O22"),
        summary="Clear, obstructed or blocked, from how many of the target's models the attacker sees.",
    ),
    Procedure(
        id="open-fire/valid-target",
        title="Valid target and range",
        chapter=CHAPTER,
        section="### Valid Targets",
        fields=(
            Field("line_of_sight", "choice", "Line of sight", default="clear", choices=SIGHTS),
            Field(
                "distance", "number", "Distance to the nearest visible model (in)", default=12, minimum=0, maximum=200
            ),
            Field("weapon_range", "number", "Weapon range (in)", default=24, minimum=0, maximum=200),
            Field("target_in_assault_range", "bool", "Your unit is within assault range of the target", default=False),
            Field(
                "other_enemy_in_assault_range",
                "bool",
                "Your unit is within assault range of another enemy",
                default=False,
            ),
            Field(
                "target_near_friends", "bool", "The target is within assault range of a friendly unit", default=False
            ),
        ),
        rolls=(),
        inputs=TargetInputs,
        resolve=valid_target,
        dice_counts=fixed(0),
        rulings=("O23", "O24", "O36"),
        summary="Whether a unit may be attacked: line of sight, the assault range rules and the weapon's range.",
    ),
)

ATTACK_FIELDS = (
    Field("skill", "int", "Attacker's skill", default=7, minimum=1, maximum=20),
    Field("attacks", "int", "Weapon attacks", default=1, minimum=1, maximum=12),
    Field("models", "int", "Models attacking with it", default=1, minimum=1, maximum=20),
    Field("position", "choice", "Assault range", default="beyond-assault-range", choices=POSITIONS),
    Field("half_range", "bool", "Target within half the weapon's range", default=False),
    Field("move", "choice", "The unit's move this activation", default="none", choices=MOVES),
    Field("stress", "int", "Stress tokens", default=0, minimum=0, maximum=3),
    Field("stealth", "int", "Target's Stealth (X)", default=0, minimum=0, maximum=12),
    Field("skilled", "bool", "Skilled", default=False),
    Field(
        "vehicle",
        "choice",
        "The attacker",
        default="not-a-vehicle",
        choices=VEHICLES,
        help="A damaged vehicle has lost more than half its hit points.",
    ),
    Field("accurate", "bool", "Accurate", default=False),
    Field("assault", "bool", "Assault", default=False),
    Field("grenade", "bool", "Grenade", default=False),
    Field("heavy", "bool", "Heavy", default=False),
    Field("one_use", "bool", "One Use", default=False),
    Field("rapid_fire", "bool", "Rapid Fire", default=False),
    Field("rending", "int", "Rending (X)", default=0, minimum=0, maximum=12),
    Field("torrent", "bool", "Torrent", default=False),
    Field("unstable", "bool", "Unstable", default=False),
    Field("unwieldy", "bool", "Unwieldy", default=False),
    Field("grenade_used", "bool", "Another Grenade weapon was used this activation", default=False),
    Field("modifier", "int", "Other modifiers, added up", default=0, minimum=-12, maximum=12),
)

PROCEDURES += (
    Procedure(
        id="open-fire/roll-attacks",
        title="Roll attacks",
        chapter=CHAPTER,
        section="### Step 1 - Roll Attacks",
        fields=ATTACK_FIELDS,
        rolls=(
            Roll("attacks", "Skill rolls: attacks times models", sides=12),
            Roll("attacks", "Re-rolls", when="Skilled: one for each miss that is not a 1, in order", sides=12),
        ),
        inputs=AttackInputs,
        resolve=roll_attacks,
        dice_counts=attack_counts,
        rulings=("O24", "O25", "O26", "O27", "O28", "O29", "O30", "O31", "O32", "O36", "O37"),
        summary="The skill rolls of one weapon's attacks with every modifier and weapon rule: how many hit.",
    ),
)
