"""Line of sight and gun shields (Line of Sight; How does line of sight work for artillery and planes?; the notes of
Take cover; Smoke grenades; Anti-tank (AT) guns): whether a unit sees its target and, where it does not, whether it
may fire all the same; and when a gun's shield is cover for its crew. No dice: the players look across the table and
the app says what the rules make of it.

Where the book is silent the app reads it so (the steps say it, so the table sees why):
- The 5 cm / 2 in into a wood or behind a hedge works both ways: a unit that far in may see out and be seen, one
  farther in does neither. Exactly 5 cm / 2 in is still seen ("more than" is strict, R7).
- A wood the line crosses between the two counts the same: at most 5 cm / 2 in of trees are seen through.
- Soldiers in the way, friend or foe, block nothing; a vehicle or wreck that is not burning blocks nothing either but
  is cover for what shelters behind it (soft behind a softskin, medium behind an armoured one).
- A gun shield covers the crew against attackers in the gun's front quarter (arcs.side_hit), as soft cover added to
  the crew's other cover (R33). Machine-gun suppression already reads its own row for shielded guns, so there the
  shield is not taken off a second time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.common import cover_level, cover_words
from rules.engine.outcome import Outcome
from rules.engine.procedures.arcs import ANGLE_HELP, FRONT_LIMIT, side_hit
from rules.engine.procedures.concealment import SMOKE_PENALTY
from rules.engine.reading import no_dice, settled
from rules.engine.registry import COVER_LEVELS, UNITS, Field, Procedure, fixed

SIGHT_DEPTH = {"cm": 5, "in": 2}  # how far into a wood or behind a hedge a unit is still seen (R6 pair)
PLACES = ("open", "woods", "behind-hedge")
IN_THE_WAY = ("building", "burning-wreck", "smoke", "vehicle-or-wreck", "soldiers")
TARGETS = ("infantry", "support-weapon", "softskin", "afv")
WEAPONS = ("small-arms", "he", "ap", "artillery-or-mortar", "bombs")
FIRES_OVER = {
    "artillery-or-mortar": "Artillery and mortars fire over it on their high arc; a friendly unit that sees the"
    " target may spot for them.",
    "bombs": "A plane may drop its bombs on units behind it.",
}


@dataclass(frozen=True)
class SightInputs:
    observer_in: str
    observer_depth: float
    target_in: str
    target_depth: float
    woods_between: float
    in_the_way: tuple[str, ...]
    target: str
    weapon: str
    afv_part_seen: bool
    units: str


def _depth_step(who: str, place: str, depth: float, units: str) -> tuple[str, bool]:
    """The sentence for one unit in a wood or behind a hedge, and whether that blocks the line."""
    limit = SIGHT_DEPTH[units]
    where = "inside the wood" if place == "woods" else "behind the hedge"
    blocked = depth > limit
    if who == "observer":
        verdict = "it cannot see out" if blocked else "it still sees out"
    else:
        verdict = "it cannot be seen" if blocked else "it can still be seen"
    more = "more than" if blocked else "at most"
    return f"The {who} is {depth:g} {units} {where}: {more} {limit} {units}, so {verdict}.", blocked


def _looks(i: SightInputs) -> tuple[list[str], list[str]]:
    """The steps of what lies on the line and where the two stand, and what blocks it (by name)."""
    steps, blocked_by = [], []
    for who, place, depth in (("observer", i.observer_in, i.observer_depth), ("target", i.target_in, i.target_depth)):
        if place != "open":
            step, blocked = _depth_step(who, place, depth, i.units)
            steps.append(step)
            if blocked:
                blocked_by.append(f"{who}-{place}")
    limit = SIGHT_DEPTH[i.units]
    if i.woods_between > limit:
        steps.append(f"The line runs through {i.woods_between:g} {i.units} of woods between them: the trees block it.")
        blocked_by.append("woods-between")
    elif i.woods_between > 0:
        steps.append(
            f"The line runs through {i.woods_between:g} {i.units} of woods between them: at most {limit} {i.units},"
            " so it is seen through."
        )
    if "building" in i.in_the_way:
        steps.append("A building or solid structure stands between them: it blocks the line of sight.")
        blocked_by.append("building")
    if "burning-wreck" in i.in_the_way:
        steps.append("A burning wreck or vehicle stands between them: it blocks the line of sight.")
        blocked_by.append("burning-wreck")
    if "vehicle-or-wreck" in i.in_the_way:
        steps.append(
            "A vehicle or wreck that is not burning does not block it; behind one the target is in cover, soft"
            " behind a softskin, medium behind an armoured one."
        )
    if "soldiers" in i.in_the_way:
        steps.append("Soldiers in the way, friend or foe, do not block it.")
    if "smoke" in i.in_the_way:
        steps.append(f"Smoke does not block it, but every attack roll into or through the smoke is at {SMOKE_PENALTY}.")
    return steps, blocked_by


def _blocked(i: SightInputs) -> tuple[str, str, bool]:
    """Result, the sentence that settles it, and whether it may fire, when the line of sight is blocked."""
    if i.weapon in FIRES_OVER:
        return "fires-over", FIRES_OVER[i.weapon], True
    if i.target == "afv" and i.weapon == "ap" and i.afv_part_seen:
        return (
            "ap-only",
            "An AFV out of clear sight may still be shot at with AP rounds when part of it shows or a friendly unit"
            " spotted it: the cover on that side adds to its armour (R33).",
            True,
        )
    if i.target == "afv" and i.afv_part_seen:
        return "does-not-see", "Only AP rounds may be fired at an AFV out of clear sight.", False
    if i.target == "afv" and i.weapon == "ap":
        return "does-not-see", "No part of the AFV shows and no friendly unit spotted it: it may not be shot at.", False
    return "does-not-see", "It does not see the target: it may not fire at it.", False


def line_of_sight(i: SightInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "line of sight is looked at, not rolled")
    steps, blocked_by = _looks(i)
    smoke = "smoke" in i.in_the_way
    if blocked_by:
        result, why, may_fire = _blocked(i)
        steps.append(why)
    else:
        result, may_fire = "sees", True
        steps += [
            "Clear line of sight: it sees the target.",
            "Seeing is not spotting: a target in cover beyond close range still needs a spot roll.",
        ]
    values = (
        ("sees", not blocked_by),
        ("may_fire", may_fire),
        ("blocked_by", tuple(blocked_by)),
        ("smoke", smoke and may_fire),
        ("attack_modifier", SMOKE_PENALTY if smoke and may_fire else 0),
        ("sight_depth", SIGHT_DEPTH[i.units]),
        ("units", i.units),
    )
    return settled("line-of-sight", result, steps, values)


# --- Gun shields -------------------------------------------------------------------------------------------------

GUNS = ("at-gun", "other-gun-with-shield", "gun-without-shield")
SHIELD_COVER = "soft"


@dataclass(frozen=True)
class ShieldInputs:
    gun: str
    attacker_angle: float
    other_cover: tuple[str, ...]


def _levels(other: Sequence[str], shield: bool) -> tuple[str, ...]:
    named = tuple(level for level in other if level != "none")
    return (*named, SHIELD_COVER) if shield else named


def gun_shield(i: ShieldInputs, dice: Sequence[int] | None) -> Outcome:
    no_dice(dice, "the players measure and count")
    side = side_hit(i.attacker_angle)
    has_shield = i.gun != "gun-without-shield"
    counts = has_shield and side == "front"
    if not has_shield:
        result, steps = "no-shield", ["A gun without a shield gives its crew no cover of its own."]
    elif counts:
        result = "shield-gives-soft-cover"
        steps = [
            f"The attacker is {i.attacker_angle:g} degrees off the gun's front (up to {FRONT_LIMIT}): it fires at"
            " the shield.",
            f"The shield is {SHIELD_COVER} cover for the crew, on top of any other cover.",
        ]
    else:
        result = "shield-does-not-cover"
        steps = [
            f"The attacker is {i.attacker_angle:g} degrees off the gun's front, at its {side}: the shield covers the"
            " crew only from the front.",
        ]
    cover = _levels(i.other_cover, counts)
    level = cover_level(cover)
    if level:
        steps.append(
            f"The crew is in {cover_words(cover)} against this attack: {-level:+d} to the attack roll, {level:+d} to"
            " the crew's morale check."
        )
    else:
        steps.append(
            "The crew has no cover against this attack: nothing changes on the attack roll or the morale check."
        )
    if has_shield:
        other = cover_words(_levels(i.other_cover, False))
        steps.append(
            f"Machine-gun suppression reads the row for support weapons with a shield; only the crew's other cover"
            f" ({other}) is taken off."
        )
    values = (
        ("cover", cover),
        ("cover_level", level),
        ("attack_modifier", -level),
        ("morale_modifier", level),
        ("side", side),
        ("suppression_target", "support-weapon-with-shield" if has_shield else "support-weapon-without-shield"),
        ("suppression_cover", _levels(i.other_cover, False)),
    )
    return settled("gun-shield", result, steps, values)


def _depth_field(name: str, label: str) -> Field:
    return Field(
        name,
        "number",
        label,
        default=0,
        minimum=0,
        maximum=10000,
        help="Woods: how far the line runs inside the wood to it. Hedge: how far it stands behind the hedge.",
    )


PROCEDURES = (
    Procedure(
        id="line-of-sight",
        title="Line of sight",
        chapter="Shooting",
        section="Line of Sight",
        summary="Whether a unit sees its target: buildings and burning wrecks block, and so does more than"
        " 5 cm / 2 in of woods or of ground behind a hedge; artillery and bombs go over.",
        fields=(
            Field("observer_in", "choice", "Where the observer stands", default="open", choices=PLACES),
            _depth_field("observer_depth", "How deep the observer is"),
            Field("target_in", "choice", "Where the target stands", default="open", choices=PLACES),
            _depth_field("target_depth", "How deep the target is"),
            Field(
                "woods_between",
                "number",
                "Woods between them that neither stands in",
                default=0,
                minimum=0,
                maximum=10000,
                help="How far the line runs through those trees; 0 if none.",
            ),
            Field(
                "in_the_way",
                "choices",
                "What else lies between them",
                default=(),
                choices=IN_THE_WAY,
                help="A building here is one that hides the target, not low cover it shelters behind.",
            ),
            Field("target", "choice", "Target", default="infantry", choices=TARGETS),
            Field("weapon", "choice", "Fired with", default="small-arms", choices=WEAPONS),
            Field(
                "afv_part_seen",
                "bool",
                "AFV only: part of it shows, or a friendly unit spotted it before",
                default=False,
            ),
            Field("units", "choice", "Measuring in", default="cm", choices=UNITS),
        ),
        rolls=(),
        inputs=SightInputs,
        resolve=line_of_sight,
        dice_counts=fixed(0),
        rulings=("R6", "R7", "R33"),
    ),
    Procedure(
        id="gun-shield",
        title="Gun shield",
        chapter="Shooting",
        section="Anti-tank (AT) guns",
        summary="A gun shield is soft cover for the crew against attacks from the front; it adds to the crew's"
        " other cover.",
        fields=(
            Field("gun", "choice", "Gun", default="at-gun", choices=GUNS),
            Field(
                "attacker_angle",
                "number",
                "Angle from the gun's front to the attacker",
                default=0,
                minimum=0,
                maximum=180,
                help=ANGLE_HELP,
            ),
            Field(
                "other_cover",
                "choices",
                "The crew's other cover (levels add up)",
                default=(),
                choices=COVER_LEVELS,
                help="Sandbags, a hill, a building: the shield adds to them.",
            ),
        ),
        rolls=(),
        inputs=ShieldInputs,
        resolve=gun_shield,
        dice_counts=fixed(0),
        rulings=("R33",),
    ),
)
