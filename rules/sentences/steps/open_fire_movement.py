"""Open Fire's movement in the reader's words (rules.engine.open_fire.procedures.movement): how far a unit may move,
what a path costs over slow terrain, height levels and barriers, whether a model is in formation, and the free attack
a unit gives when it leaves an enemy's assault range. Lengths are in inches, said "Zoll"; words as the glossary of
open_fire_attack.py has them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.sentences import open_fire_words
from rules.sentences.open_fire_words import INCHES, decimal
from rules.sentences.rows import table

RULE_NAMES = {"Flying": pgettext_lazy("rule", "Flying"), "Rugged": pgettext_lazy("rule", "Rugged")}
LENGTHS = ("movement", "minus", "allowance", "minimum", "slow", "cost", "beyond", "left", "limit", "across", "reach")
PARTS = {
    **open_fire_words.PARTS,
    **dict.fromkeys(LENGTHS, decimal),
    "farthest": decimal,
    "rule_name": lambda name: str(RULE_NAMES[name]),
}

ROWS = table(
    # Action: Movement, Advance Moves, Fast, Slow, Vehicle Restrictions, Aircraft Movement (movement.move_allowance).
    (rf"Movement (?P<movement>{INCHES}) in\.", _("Movement %(movement)s in.")),
    (rf"(?P<stress_tokens>\d+) stress tokens?: -(?P<minus>{INCHES}) in\.", _("%(stress_tokens)s: -%(minus)s in.")),
    (
        r"Lost (?P<lost>\d+) of (?P<hp>\d+) hit points, more than half: -2 in, and -1 to all its attribute rolls\.",
        _("Lost %(lost)s of %(hp)s hit points, more than half: -2 in, and -1 to all its attribute rolls."),
    ),
    (
        r"Lost (?P<lost>\d+) of (?P<hp>\d+) hit points, not more than half: no penalty\.",
        _("Lost %(lost)s of %(hp)s hit points, not more than half: no penalty."),
    ),
    (r"Its movement rate cannot go below 0 in \(O40\)\.", _("Its movement rate cannot go below 0 in (O40).")),
    (
        r"Advance move: \+(?P<extra>\d+) in; its skill rolls are at -4 for the rest of this activation\.",
        _("Advance move: +%(extra)s in; its skill rolls are at -4 for the rest of this activation."),
    ),
    (
        r"Advance move: \+(?P<extra>\d+) in \(Fast, O42\); its skill rolls are at -4 for the rest of this activation\.",
        _("Advance move: +%(extra)s in (Fast, O42); its skill rolls are at -4 for the rest of this activation."),
    ),
    (r"A vehicle moving backward goes half as far \(O41\)\.", _("A vehicle moving backward goes half as far (O41).")),
    (
        r"Only vehicles are slowed moving backward; this model moves any way at its full rate\.",
        _("Only vehicles are slowed moving backward; this model moves any way at its full rate."),
    ),
    (rf"It may move up to (?P<allowance>{INCHES}) in\.", _("It may move up to %(allowance)s in.")),
    (
        r"It turns by manoeuvres and moves forward or backward this activation, not both\.",
        _("It turns by manoeuvres and moves forward or backward this activation, not both."),
    ),
    (r"It turns by manoeuvres and moves only forward\.", _("It turns by manoeuvres and moves only forward.")),
    (
        rf"An aircraft must move at least half its original Movement: (?P<minimum>{INCHES}) in \(O43\)\.",
        _("An aircraft must move at least half its original Movement: %(minimum)s in (O43)."),
    ),
    (
        r"It cannot go that far: the aircraft is destroyed and removed from the battlefield\.",
        _("It cannot go that far: the aircraft is destroyed and removed from the battlefield."),
    ),
    (r"A Slow unit may never make an advance move\.", _("A Slow unit may never make an advance move.")),
    (r"Aircraft only ever move forward, never backward\.", _("Aircraft only ever move forward, never backward.")),
    (
        r"A vehicle that has lost all its hit points is destroyed; it does not move\.",
        _("A vehicle that has lost all its hit points is destroyed; it does not move."),
    ),
    # Terrain: Slow, Climbable, Barrier; Flying, Rugged (movement.terrain_cost).
    (rf"Travelled (?P<distance>{INCHES}) in\.", _("Travelled %(distance)s in.")),
    (
        rf"(?P<slow>{INCHES}) in through slow terrain: no extra cost \((?P<rule_name>Flying|Rugged)\)\.",
        _("%(slow)s in through slow terrain: no extra cost (%(rule_name)s)."),
    ),
    (
        rf"(?P<slow>{INCHES}) in through slow terrain counts double: \+(?P=slow) in\.",
        _("%(slow)s in through slow terrain counts double: +%(slow)s in."),
    ),
    (r"Flying: changes of height level cost nothing\.", _("Flying: changes of height level cost nothing.")),
    (
        rf"Climbing up (?P<levels>\d+) levels?: \+(?P<cost>{INCHES}) in\.",
        _("Climbing up %(levels)s: +%(cost)s in."),
    ),
    (
        rf"Climbing down (?P<levels>\d+) levels?: \+(?P<cost>{INCHES}) in \(1 in per 2 full levels, O44\)\.",
        _("Climbing down %(levels)s: +%(cost)s in (1 in per 2 full levels, O44)."),
    ),
    (
        r"A climb must be paid in full: the model ends its move on clear ground, never part-way\.",
        _("A climb must be paid in full: the model ends its move on clear ground, never part-way."),
    ),
    (
        r"Flying over (?P<barriers>\d+) barriers?: no extra cost \(O45\)\.",
        _("Flying over %(barriers)s: no extra cost (O45)."),
    ),
    (
        rf"Crossing (?P<barriers>\d+) barriers?: \+(?P<cost>{INCHES}) in\.",
        _("Crossing %(barriers)s: +%(cost)s in."),
    ),
    (
        rf"The path costs (?P<cost>{INCHES}) in of its (?P<allowance>{INCHES}) in\.",
        _("The path costs %(cost)s in of its %(allowance)s in."),
    ),
    (
        r"A vehicle cannot climb: only one with the Flying rule changes height level\.",
        _("A vehicle cannot climb: only one with the Flying rule changes height level."),
    ),
    (r"No model may end its move on a barrier \(O45\)\.", _("No model may end its move on a barrier (O45).")),
    (rf"That is (?P<beyond>{INCHES}) in too far\.", _("That is %(beyond)s in too far.")),
    (
        r"The aircraft leaves the battlefield and goes back into reserve; its minimum move no longer counts \(O47\)\.",
        _("The aircraft leaves the battlefield and goes back into reserve; its minimum move no longer counts (O47)."),
    ),
    (
        rf"An aircraft must move at least (?P<minimum>{INCHES}) in: go farther; if it cannot, it is destroyed\.",
        _("An aircraft must move at least %(minimum)s in: go farther; if it cannot, it is destroyed."),
    ),
    (rf"It may make this move, with (?P<left>{INCHES}) in left\.", _("It may make this move, with %(left)s in left.")),
    (
        r"The inches through slow terrain are part of the distance travelled\.",
        _("The inches through slow terrain are part of the distance travelled."),
    ),
    (
        r"Only aircraft may leave the battlefield; no other model moves off the table\.",
        _("Only aircraft may leave the battlefield; no other model moves off the table."),
    ),
    # Leaders and Formation, Skirmishers (movement.formation).
    (rf"Formation range (?P<limit>{INCHES}) in\.", _("Formation range %(limit)s in.")),
    (rf"Formation range (?P<limit>{INCHES}) in \(Skirmishers\)\.", _("Formation range %(limit)s in (Skirmishers).")),
    (
        rf"(?P<across>{INCHES}) in across and (?P<height_levels>\d+) height levels? apart: counts as "
        rf"(?P<reach>{INCHES}) in \(O49\)\.",
        _("%(across)s in across and %(height_levels)s apart: counts as %(reach)s in (O49)."),
    ),
    (
        rf"(?P<reach>{INCHES}) in from the leader, on the same level\.",
        _("%(reach)s in from the leader, on the same level."),
    ),
    (r"Within range\.", _("Within range.")),
    (rf"More than (?P<limit>{INCHES}) in: too far\.", _("More than %(limit)s in: too far.")),
    (
        r"The leader cannot see it: its line of sight must be clear or obstructed\.",
        _("The leader cannot see it: its line of sight must be clear or obstructed."),
    ),
    (r"The leader sees it \((?P<sight>clear|obstructed)\)\.", _("The leader sees it (%(sight)s).")),
    (r"The model is in formation\.", _("The model is in formation.")),
    (r"The model is out of formation\.", _("The model is out of formation.")),
    (r"The unit is in formation when every model is\.", _("The unit is in formation when every model is.")),
    # Assault Range: the free attack (movement.leave_assault_range).
    (
        r"Your unit was never within 1 in of that enemy unit this activation: it left nothing\.",
        _("Your unit was never within 1 in of that enemy unit this activation: it left nothing."),
    ),
    (
        r"Your unit never got more than 1 in away: it stayed in assault range\.",
        _("Your unit never got more than 1 in away: it stayed in assault range."),
    ),
    (
        rf"Your unit left its assault range \(it got (?P<farthest>{INCHES}) in away, O59\)\.",
        _("Your unit left its assault range (it got %(farthest)s in away, O59)."),
    ),
    (
        r"Vehicles make no free attack against units leaving their assault range\.",
        _("Vehicles make no free attack against units leaving their assault range."),
    ),
    (
        r"Unwieldy weapons make no free attacks, and the enemy unit has no other weapon \(O58\)\.",
        _("Unwieldy weapons make no free attacks, and the enemy unit has no other weapon (O58)."),
    ),
    (
        r"The enemy unit makes a free attack once your activation ends; it does not count as its activation\. Every "
        r"one of its models attacks as if in assault range \(-4 with a weapon that lacks Assault\)\.",
        _(
            "The enemy unit makes a free attack once your activation ends; it does not count as its activation. Every"
            " one of its models attacks as if in assault range (-4 with a weapon that lacks Assault)."
        ),
    ),
    (
        r"Its Unwieldy weapons, if any, take no part \(O58\)\.",
        _("Its Unwieldy weapons, if any, take no part (O58)."),
    ),
)
