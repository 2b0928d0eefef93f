"""The steps of line of sight and gun shields (rules.engine.procedures.sight) and of arcs of fire, pivoting and the
armour a shot meets (rules.engine.procedures.arcs)."""

from __future__ import annotations

from django.utils.formats import get_format
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.sentences.rows import table

AT = r"(?P<distance>\S+) (?P<units>cm|in)"  # a distance as the engine writes it ("5.5 cm")
LIMIT = r"(?P<limit>\d+) (?P=units)"  # the 5 cm / 2 in, in the same measure
ANGLE = r"(?P<angle>\d+(?:\.\d+)?)"  # degrees as the engine writes them ("22.5")
LEVEL = r"(?:soft|medium|hard)"
COVER = rf"(?P<cover>{LEVEL}(?: \+ {LEVEL})* cover|no cover)"  # cover_words(): "medium + soft cover", "no cover"

# Whose weapons an arc is (arcs.MOUNT_WORDS), as the sentence begins.
MOUNTS = {
    "Its weapons": pgettext_lazy("arc of fire", "Its weapons"),
    "The turret weapons": pgettext_lazy("arc of fire", "The turret weapons"),
    "The hull-mounted weapons": pgettext_lazy("arc of fire", "The hull-mounted weapons"),
    "The gun": pgettext_lazy("arc of fire", "The gun"),
}
TOP_SHOTS = {
    "A shot aimed at the turret": _("A shot aimed at the turret"),
    "An arching artillery shot": _("An arching artillery shot"),
    "A bomb": _("A bomb"),
}
ARMOUR_SIDES = {"front": _("front"), "side": _("side"), "rear": _("rear")}  # "meets the side armour"
SHIELD_SIDES = {"side": pgettext_lazy("gun shield", "side"), "rear": pgettext_lazy("gun shield", "rear")}

PARTS = {
    "angle": lambda angle: angle.replace(".", get_format("DECIMAL_SEPARATOR")),
    "mount": lambda mount: str(MOUNTS[mount]),
    "top_shot": lambda shot: str(TOP_SHOTS[shot]),
    "armour_side": lambda side: str(ARMOUR_SIDES[side]),
    "shield_side": lambda side: str(SHIELD_SIDES[side]),
}

ROWS = table(
    # Line of sight (sight.line_of_sight): how deep each stands, and what lies between.
    (
        r"The observer is " + AT + r" inside the wood: at most " + LIMIT + r", so it still sees out\.",
        _("The observer is %(distance)s %(units)s inside the wood: at most %(limit)s %(units)s, so it still sees out."),
    ),
    (
        r"The observer is " + AT + r" inside the wood: more than " + LIMIT + r", so it cannot see out\.",
        _(
            "The observer is %(distance)s %(units)s inside the wood: more than %(limit)s %(units)s, so it cannot see"
            " out."
        ),
    ),
    (
        r"The observer is " + AT + r" behind the hedge: at most " + LIMIT + r", so it still sees out\.",
        _(
            "The observer is %(distance)s %(units)s behind the hedge: at most %(limit)s %(units)s, so it still sees out."
        ),
    ),
    (
        r"The observer is " + AT + r" behind the hedge: more than " + LIMIT + r", so it cannot see out\.",
        _(
            "The observer is %(distance)s %(units)s behind the hedge: more than %(limit)s %(units)s, so it cannot see"
            " out."
        ),
    ),
    (
        r"The target is " + AT + r" inside the wood: at most " + LIMIT + r", so it can still be seen\.",
        _(
            "The target is %(distance)s %(units)s inside the wood: at most %(limit)s %(units)s, so it can still be seen."
        ),
    ),
    (
        r"The target is " + AT + r" inside the wood: more than " + LIMIT + r", so it cannot be seen\.",
        _("The target is %(distance)s %(units)s inside the wood: more than %(limit)s %(units)s, so it cannot be seen."),
    ),
    (
        r"The target is " + AT + r" behind the hedge: at most " + LIMIT + r", so it can still be seen\.",
        _(
            "The target is %(distance)s %(units)s behind the hedge: at most %(limit)s %(units)s, so it can still be"
            " seen."
        ),
    ),
    (
        r"The target is " + AT + r" behind the hedge: more than " + LIMIT + r", so it cannot be seen\.",
        _(
            "The target is %(distance)s %(units)s behind the hedge: more than %(limit)s %(units)s, so it cannot be seen."
        ),
    ),
    (
        r"The line runs through " + AT + r" of woods between them: the trees block it\.",
        _("The line runs through %(distance)s %(units)s of woods between them: the trees block it."),
    ),
    (
        r"The line runs through " + AT + r" of woods between them: at most " + LIMIT + r", so it is seen through\.",
        _(
            "The line runs through %(distance)s %(units)s of woods between them: at most %(limit)s %(units)s, so it is"
            " seen through."
        ),
    ),
    (
        r"A building or solid structure stands between them: it blocks the line of sight\.",
        _("A building or solid structure stands between them: it blocks the line of sight."),
    ),
    (
        r"A burning wreck or vehicle stands between them: it blocks the line of sight\.",
        _("A burning wreck or vehicle stands between them: it blocks the line of sight."),
    ),
    (
        r"A vehicle or wreck that is not burning does not block it; behind one the target is in cover, soft behind a "
        r"softskin, medium behind an armoured one\.",
        _(
            "A vehicle or wreck that is not burning does not block it; behind one the target is in cover, soft behind"
            " a softskin, medium behind an armoured one."
        ),
    ),
    (
        r"Soldiers in the way, friend or foe, do not block it\.",
        _("Soldiers in the way, friend or foe, do not block it."),
    ),
    (
        r"Smoke does not block it, but every attack roll into or through the smoke is at (?P<n>-\d+)\.",
        _("Smoke does not block it, but every attack roll into or through the smoke is at %(n)s."),
    ),
    # Line of sight: the verdict, and who may fire all the same.
    (r"Clear line of sight: it sees the target\.", _("Clear line of sight: it sees the target.")),
    (
        r"Seeing is not spotting: a target in cover beyond close range still needs a spot roll\.",
        _("Seeing is not spotting: a target in cover beyond close range still needs a spot roll."),
    ),
    (
        r"It does not see the target: it may not fire at it\.",
        _("It does not see the target: it may not fire at it."),
    ),
    (
        r"Artillery and mortars fire over it on their high arc; a friendly unit that sees the target may spot for "
        r"them\.",
        _(
            "Artillery and mortars fire over it on their high arc; a friendly unit that sees the target may spot for"
            " them."
        ),
    ),
    (r"A plane may drop its bombs on units behind it\.", _("A plane may drop its bombs on units behind it.")),
    (
        r"An AFV out of clear sight may still be shot at with AP rounds when part of it shows or a friendly unit "
        r"spotted it: the cover on that side adds to its armour \((?P<ruling>R\d+)\)\.",
        _(
            "An AFV out of clear sight may still be shot at with AP rounds when part of it shows or a friendly unit"
            " spotted it: the cover on that side adds to its armour (%(ruling)s)."
        ),
    ),
    (
        r"Only AP rounds may be fired at an AFV out of clear sight\.",
        _("Only AP rounds may be fired at an AFV out of clear sight."),
    ),
    (
        r"No part of the AFV shows and no friendly unit spotted it: it may not be shot at\.",
        _("No part of the AFV shows and no friendly unit spotted it: it may not be shot at."),
    ),
    # Gun shields (sight.gun_shield).
    (
        r"A gun without a shield gives its crew no cover of its own\.",
        _("A gun without a shield gives its crew no cover of its own."),
    ),
    (
        r"The attacker is " + ANGLE + r" degrees off the gun's front \(up to (?P<limit>\d+)\): it fires at the "
        r"shield\.",
        _("The attacker is %(angle)s degrees off the gun's front (up to %(limit)s): it fires at the shield."),
    ),
    (
        r"The shield is soft cover for the crew, on top of any other cover\.",
        _("The shield is soft cover for the crew, on top of any other cover."),
    ),
    (
        r"The attacker is " + ANGLE + r" degrees off the gun's front, at its (?P<shield_side>side|rear): the shield "
        r"covers the crew only from the front\.",
        _(
            "The attacker is %(angle)s degrees off the gun's front, at its %(shield_side)s: the shield covers the crew"
            " only from the front."
        ),
    ),
    (
        r"The crew is (?P<cover_in>in [\w +]+ cover) against this attack: (?P<attack>-\d+) to the attack roll, "
        r"(?P<morale>\+\d+) to the crew's morale check\.",
        _(
            "The crew is %(cover_in)s against this attack: %(attack)s to the attack roll, %(morale)s to the crew's"
            " morale check."
        ),
    ),
    (
        r"The crew has no cover against this attack: nothing changes on the attack roll or the morale check\.",
        _("The crew has no cover against this attack: nothing changes on the attack roll or the morale check."),
    ),
    (
        r"Machine-gun suppression reads the row for support weapons with a shield; only the crew's other cover "
        r"\(" + COVER + r"\) is taken off\.",
        _(
            "Machine-gun suppression reads the row for support weapons with a shield; only the crew's other cover"
            " (%(cover)s) is taken off."
        ),
    ),
    # Arc of fire and pivoting (arcs.arc_of_fire).
    (
        r"(?P<mount>Its weapons|The turret weapons|The hull-mounted weapons|The gun): the target is " + ANGLE + r" "
        r"degrees off, inside the (?P<arc>\d+)-degree arc \((?P<half>\d+) each side\)\.",
        _("%(mount)s: the target is %(angle)s degrees off, inside the %(arc)s-degree arc (%(half)s each side)."),
    ),
    (
        r"(?P<mount>Its weapons|The turret weapons|The hull-mounted weapons|The gun): the target is " + ANGLE + r" "
        r"degrees off, outside the (?P<arc>\d+)-degree arc \((?P<half>\d+) each side\)\.",
        _("%(mount)s: the target is %(angle)s degrees off, outside the %(arc)s-degree arc (%(half)s each side)."),
    ),
    (
        r"Only the weapons whose arc holds the target may fire at it without turning\.",
        _("Only the weapons whose arc holds the target may fire at it without turning."),
    ),
    (
        r"On overwatch or covering fire it fires only inside its arc: it may not turn to this target\.",
        _("On overwatch or covering fire it fires only inside its arc: it may not turn to this target."),
    ),
    (r"Turning the turret onto it costs 1 action\.", _("Turning the turret onto it costs 1 action.")),
    (
        r"The turret is jammed: pivoting the whole vehicle costs 1 action\.",
        _("The turret is jammed: pivoting the whole vehicle costs 1 action."),
    ),
    (r"Pivoting to face it costs 1 action\.", _("Pivoting to face it costs 1 action.")),
    (
        r"An AT or AA gun placed in a building or bunker may not be moved, so it cannot pivot\.",
        _("An AT or AA gun placed in a building or bunker may not be moved, so it cannot pivot."),
    ),
    (
        r"Its turret is jammed and the vehicle cannot move \(immobilized or stuck\): it cannot turn onto it\.",
        _("Its turret is jammed and the vehicle cannot move (immobilized or stuck): it cannot turn onto it."),
    ),
    (
        r"The vehicle cannot move \(immobilized or stuck\), so it cannot pivot\.",
        _("The vehicle cannot move (immobilized or stuck), so it cannot pivot."),
    ),
    (
        r"With (?P<n>\d+) actions left it may turn and fire in this activation\.",
        _("With %(n)s actions left it may turn and fire in this activation."),
    ),
    (
        r"With 1 action left it may turn now and fire in a later activation\.",
        _("With 1 action left it may turn now and fire in a later activation."),
    ),
    (
        r"It has no action left: it may turn in a later activation\.",
        _("It has no action left: it may turn in a later activation."),
    ),
    # Which armour a shot meets (arcs.armour_facing).
    (
        r"(?P<top_shot>A shot aimed at the turret|An arching artillery shot|A bomb) meets the top armour, whatever "
        r"side it comes from\.",
        _("%(top_shot)s meets the top armour, whatever side it comes from."),
    ),
    (
        r"The shooter is " + ANGLE + r" degrees off the vehicle's front: the front is up to (?P<front>\d+) degrees "
        r"either side, the rear from (?P<rear>\d+), the sides between\.",
        _(
            "The shooter is %(angle)s degrees off the vehicle's front: the front is up to %(front)s degrees either"
            " side, the rear from %(rear)s, the sides between."
        ),
    ),
    (
        r"The shot meets the (?P<armour_side>front|side|rear) armour: read that value from the card "
        r"\(front/side/rear/top\)\.",
        _("The shot meets the %(armour_side)s armour: read that value from the card (front/side/rear/top)."),
    ),
    (
        r"Cover on that side adds its level to that armour \((?P<ruling>R\d+)\)\.",
        _("Cover on that side adds its level to that armour (%(ruling)s)."),
    ),
)
