"""The exact odds of one Open Fire attack before the dice (Attack Procedure): the damage the target takes, the chance
it takes any and the chance it falls, from the two rolls' own odds (open-fire/roll-attacks, then open-fire/roll-defence
for each number of hits and rending damage). Never rolls; every chance is a Fraction."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from rules.engine.open_fire import dice as d12
from rules.engine.open_fire.procedures.attack import (
    AttackInputs,
    attack_dice,
    attack_reroll,
    attack_roll,
    refuse_attack,
    roll_attacks,
)
from rules.engine.open_fire.procedures.damage import DefenceInputs, defence_dice, roll_defence

# Counting costs about (hits and rending pairs) x (defence rolls) sums of ever longer Fractions: the sample pack's
# largest attack is a few hundred, 30,000 takes about a tenth of a second, and a custom pack's giant would hold a
# server up for minutes.
MOST_WORK = 30_000

Volleys = tuple[tuple[tuple[int, int], Fraction], ...]  # ((hits, rending damage), chance)


class TooManyDice(ValueError):
    """The attack rolls too many dice to count its odds exactly in good time."""


@dataclass(frozen=True)
class AttackChances:
    damage: tuple[tuple[int, Fraction], ...]  # every total of damage to the target with its chance, fewest first
    expected_damage: Fraction
    any_damage: Fraction  # at least 1 damage
    destroyed: Fraction  # the target unit loses its last model
    models_lost: Fraction | None = None  # Unstable: at least one firing model explodes; None without the rule


def attack_chances(
    attack: AttackInputs, defence: Callable[[int, int], DefenceInputs], hit_points: Sequence[int]
) -> AttackChances:
    """The odds of `attack` on a unit whose models have `hit_points` left, `defence(hits, rending)` giving the
    target's defence rolls. InvalidInput when either roll refuses its inputs (a weapon that may not fire now);
    TooManyDice when counting would take too long."""
    refuse_attack(attack)  # a weapon that may not fire says so before its dice are counted
    rolls = attack_dice(attack)
    pairs = (rolls + 1) * (rolls + 2) // 2 if attack.rending else rolls + 1
    if pairs * (defence_dice(defence(rolls, 0)) + 1) > MOST_WORK:
        raise TooManyDice(f"{rolls} skill rolls are too many to count the odds of exactly.")
    volleys = hits_and_rending(attack)
    defences = tuple((hits, rending, defence(hits, rending)) for (hits, rending), _p in volleys)
    return _combined(volleys, defences, sum(hit_points), unstable_loss(attack))


def final_face(face: int, attribute: int, modifier: int, reroll: str) -> Fraction:
    """The chance one roll ends on `face`, its re-roll (if dice.may_reroll allows one) taken."""
    again = Fraction(sum(d12.may_reroll(f, attribute, modifier, reroll) for f in d12.FACES), d12.SIDES)
    kept = not d12.may_reroll(face, attribute, modifier, reroll)
    return (kept + again) / d12.SIDES


@lru_cache(maxsize=512)
def hits_and_rending(attack: AttackInputs) -> Volleys:
    """Every (hits, rending damage) the skill rolls may give, with its chance. The hits are the procedure's own odds;
    a 12 always hits, so among k hits the 12s are binomial with the chance of a 12 given a hit (Rending (X))."""
    outcome = roll_attacks(attack, None)
    hits = [(int(label.partition("-")[0]), p) for label, p in outcome.outcomes]
    if not attack.rending:
        return tuple(((k, 0), p) for k, p in hits)
    twelve = final_face(d12.SIDES, *attack_roll(attack), attack_reroll(attack)) / outcome.probability
    return tuple(((k, t * attack.rending), p * q) for k, p in hits for t, q in d12.binomial(k, twelve).items() if p * q)


def unstable_loss(attack: AttackInputs) -> Fraction | None:
    """Unstable: the chance at least one skill roll ends on a 1, which kills the model firing (None without it)."""
    if not attack.unstable:
        return None
    rolls = attack_dice(attack)
    one = final_face(1, *attack_roll(attack), attack_reroll(attack))
    return 1 - (1 - one) ** rolls


@lru_cache(maxsize=1024)
def damage_odds(defence: DefenceInputs) -> tuple[tuple[int, Fraction], ...]:
    """The defence procedure's own odds of each total of damage (its failures plus the rending damage)."""
    return tuple((int(label.partition("-")[0]), p) for label, p in roll_defence(defence, None).outcomes)


@lru_cache(maxsize=256)
def _combined(
    volleys: Volleys, defences: tuple[tuple[int, int, DefenceInputs], ...], hit_points: int, lost: Fraction | None
) -> AttackChances:
    """Damage left when a model dies goes on to the next (Step 3 - Apply Damage, O35), so the unit falls when the
    damage reaches the hit points it has left, whichever model takes it first."""
    chance_of = dict(volleys)
    damage: defaultdict[int, Fraction] = defaultdict(Fraction)
    for hits, rending, inputs in defences:
        for total, q in damage_odds(inputs):
            damage[total] += chance_of[(hits, rending)] * q
    odds = tuple(sorted((n, p) for n, p in damage.items() if p))
    return AttackChances(
        damage=odds,
        expected_damage=sum((n * p for n, p in odds), Fraction(0)),
        any_damage=sum((p for n, p in odds if n > 0), Fraction(0)),
        destroyed=sum((p for n, p in odds if n >= hit_points), Fraction(0)),
        models_lost=lost,
    )
