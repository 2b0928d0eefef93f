"""Open Fire's mission markers and vehicles in the reader's words (rules.engine.open_fire.procedures.objectives,
vehicles): deploying a unit by its entry points or by Ambush, securing an objective and what each kind of objective
does once secured, a vehicle's manoeuvres, getting in and out of a transport and the passengers of a destroyed one.
Lengths are in inches, said "Zoll"; words as the glossary of open_fire_attack.py has them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.sentences import open_fire_words
from rules.sentences.open_fire_words import INCHES, decimal
from rules.sentences.rows import table

LENGTHS = ("enemy", "entry", "at_marker", "army", "leader", "beyond", "left", "cost", "allowance")
PARTS = {
    **open_fire_words.PARTS,
    **dict.fromkeys(LENGTHS, decimal),
    "objective": lambda kind: localized.choice_label("objective", kind),  # as its field offers it
}

ROWS = table(
    # Deploying Units, Ambush (objectives.deploy).
    (
        r"There is no room to place it, and it must deploy now: the unit is destroyed\.",
        _("There is no room to place it, and it must deploy now: the unit is destroyed."),
    ),
    (
        r"There is no room to place it: it cannot deploy and stays in reserve\.",
        _("There is no room to place it: it cannot deploy and stays in reserve."),
    ),
    (
        rf"Ambush: the nearest enemy model is (?P<enemy>{INCHES}) in away; it must be more than 12 in \(O52\)\.",
        _("Ambush: the nearest enemy model is %(enemy)s in away; it must be more than 12 in (O52)."),
    ),
    (
        r"It is placed there instead of at an entry point, without the free 6 in of a normal deployment, then "
        r"activates as normal \(O51\)\.",
        _(
            "It is placed there instead of at an entry point, without the free 6 in of a normal deployment, then"
            " activates as normal (O51)."
        ),
    ),
    (
        rf"Every model within 6 in of one of its entry points \(O50\): the farthest is (?P<entry>{INCHES}) in\.",
        _("Every model within 6 in of one of its entry points (O50): the farthest is %(entry)s in."),
    ),
    (r"It is placed there and activates as normal\.", _("It is placed there and activates as normal.")),
    (r"It may not be placed there: find a spot that fits\.", _("It may not be placed there: find a spot that fits.")),
    # Action: Secure (objectives.secure).
    (r"Vehicles cannot secure objectives\.", _("Vehicles cannot secure objectives.")),
    (
        rf"The unit is (?P<distance>{INCHES}) in from the marker: it must be within 1 in\.",
        _("The unit is %(distance)s in from the marker: it must be within 1 in."),
    ),
    (r"An enemy unit is within its assault range \(1 in\)\.", _("An enemy unit is within its assault range (1 in).")),
    (r"It may not take the secure action\.", _("It may not take the secure action.")),
    (
        rf"The unit is within 1 in of the marker \((?P<distance>{INCHES}) in\) and no enemy is in its assault range\.",
        _("The unit is within 1 in of the marker (%(distance)s in) and no enemy is in its assault range."),
    ),
    (
        rf"An enemy unit is (?P<at_marker>{INCHES}) in from the marker, within 1 in: it is not secured \(O53\)\.",
        _("An enemy unit is %(at_marker)s in from the marker, within 1 in: it is not secured (O53)."),
    ),
    (
        r"No enemy unit is within 1 in of the marker: it is secured \((?P<objective>control|destroy|access|recover), "
        r"(?P<victory_points>\d+) victory points?\)\.",
        _("No enemy unit is within 1 in of the marker: it is secured (%(objective)s, %(victory_points)s)."),
    ),
    (
        r"It stays yours while at least one unit of your army is within 6 in of it; held at the end of the game, it "
        r"scores \(O55\)\.",
        _(
            "It stays yours while at least one unit of your army is within 6 in of it; held at the end of the game, it"
            " scores (O55)."
        ),
    ),
    (
        r"It must stay yours until the end of the next round: then it is destroyed, removed, and scores \(O55\)\.",
        _("It must stay yours until the end of the next round: then it is destroyed, removed, and scores (O55)."),
    ),
    (r"It scores at once and is removed from the game\.", _("It scores at once and is removed from the game.")),
    (
        r"The unit takes it along \(O55\): it scores at the end of the battle if that unit survives; if the unit is "
        r"destroyed, so is the objective\.",
        _(
            "The unit takes it along (O55): it scores at the end of the battle if that unit survives; if the unit is"
            " destroyed, so is the objective."
        ),
    ),
    # A secured objective (objectives.objective_hold).
    (
        r"An access objective scored when it was secured and left the game: there is nothing left to hold\.",
        _("An access objective scored when it was secured and left the game: there is nothing left to hold."),
    ),
    (
        r"The unit that secured it was destroyed: the objective is destroyed with it, and scores nothing\.",
        _("The unit that secured it was destroyed: the objective is destroyed with it, and scores nothing."),
    ),
    (
        r"The unit that secured it carries it, so the enemy cannot take it but by destroying that unit \(O55\)\.",
        _("The unit that secured it carries it, so the enemy cannot take it but by destroying that unit (O55)."),
    ),
    (
        r"The unit survived the battle: (?P<victory_points>\d+) victory points?\.",
        _("The unit survived the battle: %(victory_points)s."),
    ),
    (
        r"It scores if the unit is still alive when the battle ends\.",
        _("It scores if the unit is still alive when the battle ends."),
    ),
    (
        r"The enemy secured it since: it is theirs now \(O54\)\.",
        _("The enemy secured it since: it is theirs now (O54)."),
    ),
    (
        r"Their count starts again: it is destroyed at the end of the round after the one they took it\.",
        _("Their count starts again: it is destroyed at the end of the round after the one they took it."),
    ),
    (
        rf"The nearest unit of your army is (?P<army>{INCHES}) in away, more than 6 in: it is no longer secured\.",
        _("The nearest unit of your army is %(army)s in away, more than 6 in: it is no longer secured."),
    ),
    (
        rf"A unit of your army is within 6 in \((?P<army>{INCHES}) in\): it stays secured\.",
        _("A unit of your army is within 6 in (%(army)s in): it stays secured."),
    ),
    (
        r"Held when the game ends: (?P<victory_points>\d+) victory points? \(O55\)\.",
        _("Held when the game ends: %(victory_points)s (O55)."),
    ),
    (
        r"Still yours at the end of the next round: it is destroyed and removed, (?P<victory_points>\d+) victory "
        r"points? \(O55\)\.",
        _("Still yours at the end of the next round: it is destroyed and removed, %(victory_points)s (O55)."),
    ),
    (
        r"The game ended before the end of the next round: it was never destroyed, and scores nothing \(O55\)\.",
        _("The game ended before the end of the next round: it was never destroyed, and scores nothing (O55)."),
    ),
    (
        r"It stays yours until the end of the next round, unless the enemy secures it first \(O54\)\.",
        _("It stays yours until the end of the next round, unless the enemy secures it first (O54)."),
    ),
    # Vehicle Movement, Manoeuvrable (X) (vehicles.vehicle_manoeuvres).
    (
        r"A vehicle turns 45 degrees a manoeuvre; (?P<manoeuvres>\d+) manoeuvres? this move\.",
        _("A vehicle turns 45 degrees a manoeuvre; %(manoeuvres)s this move."),
    ),
    (
        r"Manoeuvrable \((?P<x>\d+)\): (?P<free_manoeuvres>\d+) free manoeuvres? instead of 1 \(O48\)\.",
        _("Manoeuvrable (%(x)s): %(free_manoeuvres)s instead of 1 (O48)."),
    ),
    (
        r"The first manoeuvre is free, at any point of the move\.",
        _("The first manoeuvre is free, at any point of the move."),
    ),
    (
        r"A vehicle moves forward or backward in one activation, never both\.",
        _("A vehicle moves forward or backward in one activation, never both."),
    ),
    (r"An aircraft only ever moves forward\.", _("An aircraft only ever moves forward.")),
    (
        r"On an advance move it may make (?P<manoeuvres>\d+) manoeuvres? at most\.",
        _("On an advance move it may make %(manoeuvres)s at most."),
    ),
    (
        rf"(?P<further_manoeuvres>\d+) further manoeuvres? at 2 in each: (?P<cost>{INCHES}) in\.",
        _("%(further_manoeuvres)s at 2 in each: %(cost)s in."),
    ),
    (
        rf"Path (?P<distance>{INCHES}) in and manoeuvres (?P<cost>{INCHES}) in, of (?P<allowance>{INCHES}) in "
        r"allowed\.",
        _("Path %(distance)s in and manoeuvres %(cost)s in, of %(allowance)s in allowed."),
    ),
    (
        rf"That is (?P<beyond>{INCHES}) in more than it may move: it must keep enough for each manoeuvre\.",
        _("That is %(beyond)s in more than it may move: it must keep enough for each manoeuvre."),
    ),
    (rf"It may, with (?P<left>{INCHES}) in left\.", _("It may, with %(left)s in left.")),
    # Transports: Capacity (X), Embarking and Disembarking (vehicles.embark, disembark).
    (
        r"A transport never carries more models than its Capacity\.",
        _("A transport never carries more models than its Capacity."),
    ),
    (r"A unit gets in only during its own activation\.", _("A unit gets in only during its own activation.")),
    (r"A transport carries only friendly models\.", _("A transport carries only friendly models.")),
    (r"A transport carries only infantry models\.", _("A transport carries only infantry models.")),
    (
        r"It got out this activation: it may not get back in until its next one\.",
        _("It got out this activation: it may not get back in until its next one."),
    ),
    (
        rf"Its leader is (?P<leader>{INCHES}) in from the transport: it must be within 1 in\.",
        _("Its leader is %(leader)s in from the transport: it must be within 1 in."),
    ),
    (
        r"Capacity: room for (?P<more_models>\d+) more models?, and the unit has (?P<models>\d+)\.",
        _("Capacity: room for %(more_models)s, and the unit has %(models)s."),
    ),
    (
        r"Capacity (?P<capacity>\d+), (?P<aboard>\d+) aboard: room for (?P<models>\d+) models?\.",
        _("Capacity %(capacity)s, %(aboard)s aboard: room for %(models)s."),
    ),
    (
        r"Its leader is within 1 in: the unit gets in and is taken off the table\.",
        _("Its leader is within 1 in: the unit gets in and is taken off the table."),
    ),
    (
        r"It gets in after moving: it makes no attack and secures nothing this activation\.",
        _("It gets in after moving: it makes no attack and secures nothing this activation."),
    ),
    (r"A unit gets out only during its own activation\.", _("A unit gets out only during its own activation.")),
    (
        r"It got in this activation: it may not get out until its next one\.",
        _("It got in this activation: it may not get out until its next one."),
    ),
    (
        r"The leader must be placed within 1 in of the transport\.",
        _("The leader must be placed within 1 in of the transport."),
    ),
    (
        r"The leader may not be placed in an enemy unit's assault range \(within 1 in\)\.",
        _("The leader may not be placed in an enemy unit's assault range (within 1 in)."),
    ),
    (
        rf"The leader is placed (?P<leader>{INCHES}) in from the transport, (?P<enemy>{INCHES}) in from the nearest "
        r"enemy\.",
        _("The leader is placed %(leader)s in from the transport, %(enemy)s in from the nearest enemy."),
    ),
    (
        r"The rest of the unit is placed in formation with it; then the unit activates as normal \(O56\)\.",
        _("The rest of the unit is placed in formation with it; then the unit activates as normal (O56)."),
    ),
    # Destroyed Transports (vehicles.destroyed_transport).
    (
        r"Besides its leader the unit has (?P<models>\d+) models to place\.",
        _("Besides its leader the unit has %(models)s to place."),
    ),
    (
        r"Each unit aboard is placed before the transport is removed: its leader within 1 in of it\.",
        _("Each unit aboard is placed before the transport is removed: its leader within 1 in of it."),
    ),
    (
        r"The leader cannot be placed \(or only in an enemy's assault range\): the whole unit is lost \(O57\)\.",
        _("The leader cannot be placed (or only in an enemy's assault range): the whole unit is lost (O57)."),
    ),
    (
        r"The leader is placed; (?P<placed>\d+) of the other (?P<others>\d+) fit in formation outside enemy assault "
        r"range\.",
        _("The leader is placed; %(placed)s of the other %(others)s fit in formation outside enemy assault range."),
    ),
    (r"The 1 model that cannot be placed is lost\.", _("The 1 model that cannot be placed is lost.")),
    (
        r"The (?P<n>\d+) models that cannot be placed are lost\.",
        _("The %(n)s models that cannot be placed are lost."),
    ),
    (
        r"Losing models counts as taking damage this round when stress is checked \(O57\)\.",
        _("Losing models counts as taking damage this round when stress is checked (O57)."),
    ),
)
