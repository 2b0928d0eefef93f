"""A roll's steps for explosives and their drift (rules.engine.procedures.explosives, drift): the accuracy rolls of
grenades, mortars, artillery and handheld AT weapons, what a hit or a miss leads to, flamethrowers, where a miss
drifts, the blast radius and structures catching fire."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.sentences.rows import table

AT = r"(?P<distance>\S+) (?P<units>cm|in)"  # a distance as the engine writes it ("32.5 cm")
ROLLED = r"(?P<rolled>\d+(?: \+ \d+)* = \d+)"  # the dice of a roll and their total

# Where a missed Panzerfaust, Bazooka or Panzerschreck shot goes (drift.AT_DIRECTION_WORDS).
AT_DRIFT = {
    "the shot misses to the right of the target": _("the shot misses to the right of the target"),
    "the shot misses to the left of the target": _("the shot misses to the left of the target"),
    "aimed too low: it explodes in front of the target": _("aimed too low: it explodes in front of the target"),
    "aimed too high: it does not explode on the table": _("aimed too high: it does not explode on the table"),
}
# The rows of the blast radius table (drift.BLAST_ROWS).
BLAST_ROWS = {
    "hand grenades, 20 mm and flamethrowers": _("hand grenades, 20 mm and flamethrowers"),
    "37 to 47 mm, satchel charges and mortar shells": _("37 to 47 mm, satchel charges and mortar shells"),
    "75 to 88 mm and exploding vehicles": _("75 to 88 mm and exploding vehicles"),
    "calibres above 88 mm and bombs": _("calibres above 88 mm and bombs"),
}
EXPLOSIVES = (  # drift.EXPLOSIVES as the blast radius names them: "20mm", "satchel charge"
    "hand grenade|20mm|flamethrower|37-47mm|satchel charge|geballte ladung|mortar shell|75-88mm|exploding vehicle|"
    "above 88mm|bomb"
)


def _explosive(name: str) -> str:
    """What explodes, by its choice's words ("über 88 mm"); a calibre alone is written as the reader writes one."""
    if name[0].isdigit():
        return name.replace("mm", " mm")
    said = localized.label(name)
    if said == name:
        raise KeyError(name)  # no words of its own: the sentence stays whole in English
    return said


PARTS = {
    "fire_at_drift": lambda words: str(AT_DRIFT[words]),
    "fire_blast_row": lambda row: str(BLAST_ROWS[row]),
    "fire_explosive": _explosive,
}

ROWS = table(
    # No throw at all (explosives.REFUSALS).
    (
        r"Out of range: no throw or shot, and no action spent\.",
        _("Out of range: no throw or shot, and no action spent."),
    ),
    (
        r"Inside the minimum range: mortars and artillery may not fire at it\.",
        _("Inside the minimum range: mortars and artillery may not fire at it."),
    ),
    (
        r"The AFV moved this turn: a grenade can only be dropped into one standing still\.",
        _("The AFV moved this turn: a grenade can only be dropped into one standing still."),
    ),
    # The throw or shot (explosives.PROCEDURES, `what`).
    (
        r"Grenade thrown at " + AT + r": grenades reach (?P<reach>\d+) (?P=units)\.",
        _("Grenade thrown at %(distance)s %(units)s: grenades reach %(reach)s %(units)s."),
    ),
    (
        r"Grenade thrown at " + AT + r" into an open-top vehicle that moved this turn\.",
        _("Grenade thrown at %(distance)s %(units)s into an open-top vehicle that moved this turn."),
    ),
    (
        r"Grenade thrown at " + AT + r" into an open-top vehicle that stood still this turn\.",
        _("Grenade thrown at %(distance)s %(units)s into an open-top vehicle that stood still this turn."),
    ),
    (
        r"Grenade dropped into an AFV from " + AT + r": the thrower must be within one move \((?P<reach>\d+) "
        r"(?P=units)\)\.",
        _(
            "Grenade dropped into an AFV from %(distance)s %(units)s: the thrower must be within one move (%(reach)s %(units)s)."
        ),
    ),
    (
        r"Grenade dropped into a bunker from " + AT + r": the thrower must be within one move \((?P<reach>\d+) "
        r"(?P=units)\)\.",
        _(
            "Grenade dropped into a bunker from %(distance)s %(units)s: the thrower must be within one move"
            " (%(reach)s %(units)s)."
        ),
    ),
    (
        r"AT grenade or satchel charge thrown at " + AT + r": they reach (?P<reach>\d+) (?P=units)\.",
        _("AT grenade or satchel charge thrown at %(distance)s %(units)s: they reach %(reach)s %(units)s."),
    ),
    (
        r"Mortar or artillery fire at a target standing still " + AT + r" away: the minimum range is (?P<edge>\d+) "
        r"(?P=units)\. Exactly (?P=edge) (?P=units) counts as in range, on the first row \((?P<ruling>R\d+)\)\.",
        _(
            "Mortar or artillery fire at a target standing still %(distance)s %(units)s away: the minimum range is"
            " %(edge)s %(units)s. Exactly %(edge)s %(units)s counts as in range, on the first row (%(ruling)s)."
        ),
    ),
    (
        r"Mortar or artillery fire at a target standing still " + AT + r" away: the minimum range is (?P<edge>\d+) "
        r"(?P=units)\.",
        _(
            "Mortar or artillery fire at a target standing still %(distance)s %(units)s away: the minimum range is"
            " %(edge)s %(units)s."
        ),
    ),
    (
        r"(?P<rocket>Panzerfaust (?:30|60|100)|Bazooka|Panzerschreck) fired at " + AT + r": it reaches "
        r"(?P<reach>\d+) (?P=units)\. Exactly (?P<edge>\d+) (?P=units) is not below (?P=edge): it takes the (?P=edge) "
        r"to (?P<upper>\d+) row, which starts there \((?P<ruling>R\d+)\)\.",
        _(
            "%(rocket)s fired at %(distance)s %(units)s: it reaches %(reach)s %(units)s. Exactly %(edge)s %(units)s"
            " is not below %(edge)s: it takes the %(edge)s to %(upper)s row, which starts there (%(ruling)s)."
        ),
    ),
    (
        r"(?P<rocket>Panzerfaust (?:30|60|100)|Bazooka|Panzerschreck) fired at " + AT + r": it reaches "
        r"(?P<reach>\d+) (?P=units)\.",
        _("%(rocket)s fired at %(distance)s %(units)s: it reaches %(reach)s %(units)s."),
    ),
    (r"Close enough for an automatic hit: no roll\.", _("Close enough for an automatic hit: no roll.")),
    # What a hit leads to (explosives: SHELL_BLAST, INSIDE_VEHICLE, INSIDE_BUNKER, AP_ATTACK, grenade_blast).
    (
        r"A hit: 4D6 at or under the HE value for each unit in the shell's blast radius, friend or foe; each unit hit "
        r"rolls its effect, and every unit in the blast checks morale\.",
        _(
            "A hit: 4D6 at or under the HE value for each unit in the shell's blast radius, friend or foe; each unit"
            " hit rolls its effect, and every unit in the blast checks morale."
        ),
    ),
    (
        r"A hit: 4D6 at or under the HE value for each unit within (?P<radius>\d+) (?P<units>cm|in), friend or foe; "
        r"each unit hit rolls its effect and checks morale\.",
        _(
            "A hit: 4D6 at or under the HE value for each unit within %(radius)s %(units)s, friend or foe; each unit"
            " hit rolls its effect and checks morale."
        ),
    ),
    (
        r"A hit goes off inside, no attack roll: 2D6 effect for each crew member and passenger \(counted together, "
        r"(?P<ruling>R\d+)\), 2D6 on the HE vs softskin vehicles table, then morale checks for the crew still alive\.",
        _(
            "A hit goes off inside, no attack roll: 2D6 effect for each crew member and passenger (counted together,"
            " %(ruling)s), 2D6 on the HE vs softskin vehicles table, then morale checks for the crew still alive."
        ),
    ),
    (
        r"A hit goes off inside, no attack roll: 2D6 effect for each soldier in the bunker, then morale checks for "
        r"those still alive\.",
        _(
            "A hit goes off inside, no attack roll: 2D6 effect for each soldier in the bunker, then morale checks for"
            " those still alive."
        ),
    ),
    (
        r"A hit: 4D6 at or under the AP value \((?P<ruling>R\d+)\); if it pierces, 2D6 on the armour-piercing "
        r"effects table and a morale check for the crew\.",
        _(
            "A hit: 4D6 at or under the AP value (%(ruling)s); if it pierces, 2D6 on the armour-piercing effects"
            " table and a morale check for the crew."
        ),
    ),
    # What a miss leads to (explosives: GRENADE_DRIFTS, ROCKET_DRIFTS, BOUNCES, BOUNCE_BACK) and the bounce roll.
    (r"A miss drifts: 1D6 for how far, 8D6 for where\.", _("A miss drifts: 1D6 for how far, 8D6 for where.")),
    (
        r"A miss drifts: 8D6 for where, then 1D6 for how far unless it flew over\.",
        _("A miss drifts: 8D6 for where, then 1D6 for how far unless it flew over."),
    ),
    (r"A miss may bounce back \(optional rule\): roll 2D6\.", _("A miss may bounce back (optional rule): roll 2D6.")),
    (
        r"The grenade missed the hatch: on 6 or less it bounces back at the thrower's feet\.",
        _("The grenade missed the hatch: on 6 or less it bounces back at the thrower's feet."),
    ),
    (
        r"Chance of bounce: (?P<chance>(?:under |over )?[\d.]+%)\.",
        _("Chance of bounce: %(chance)s."),  # not "Chance of %(result)s": the result is a whole clause
    ),
    (
        r"It lands at the thrower's feet: 2D6 for the effect on him, then his morale check\.",
        _("It lands at the thrower's feet: 2D6 for the effect on him, then his morale check."),
    ),
    # Flamethrowers (explosives.flamethrower).
    (
        r"Flamethrower at " + AT + r": it reaches (?P<reach>\d+) (?P=units)\.",
        _("Flamethrower at %(distance)s %(units)s: it reaches %(reach)s %(units)s."),
    ),
    (
        r"No attack roll: the action sets it on fire\. Units in or close to it bail or pull back at least "
        r"(?P<n>\d+) (?P<units>cm|in) and may not act this turn\.",
        _(
            "No attack roll: the action sets it on fire. Units in or close to it bail or pull back at least %(n)s"
            " %(units)s and may not act this turn."
        ),
    ),
    (
        r"No attack roll: every soldier in the bunker rolls 2D6 for the effect and checks morale\.",
        _("No attack roll: every soldier in the bunker rolls 2D6 for the effect and checks morale."),
    ),
    (
        r"An attack roll \(4D6\) as for any primary weapon against each unit within (?P<radius>\d+) (?P<units>cm|in) "
        r"of the target; every unit in the blast checks morale\.",
        _(
            "An attack roll (4D6) as for any primary weapon against each unit within %(radius)s %(units)s of the"
            " target; every unit in the blast checks morale."
        ),
    ),
    # Drift direction (drift.drift_direction, at_drift_direction).
    (
        r"Roll 8D6: from 8 on, each total turns one eighth clockwise \(8 north, 9 north-east \.\.\. 15 north-west, 16 "
        r"north again\); 48 is rolled again \((?P<ruling>R\d+)\)\.",
        _(
            "Roll 8D6: from 8 on, each total turns one eighth clockwise (8 north, 9 north-east ... 15 north-west, 16"
            " north again); 48 is rolled again (%(ruling)s)."
        ),
    ),
    (
        r"Roll 8D6: the totals take turns, right, left, short, over \(8 right, 9 left, 10 short, 11 over, 12 right "
        r"\.\.\.\); 48 is rolled again \((?P<ruling>R\d+)\)\.",
        _(
            "Roll 8D6: the totals take turns, right, left, short, over (8 right, 9 left, 10 short, 11 over, 12 right"
            " ...); 48 is rolled again (%(ruling)s)."
        ),
    ),
    (
        r"Rolled " + ROLLED + r": (?P<fire_at_drift>the shot misses to the (?:right|left) of the target|aimed too "
        r"low: it explodes in front of the target|aimed too high: it does not explode on the table)\.",
        _("Rolled %(rolled)s: %(fire_at_drift)s."),
    ),
    (r"Chance it flies over and is lost: (?P<chance>[\d.]+%)\.", _("Chance it flies over and is lost: %(chance)s.")),
    (
        r"Where it lands, an armoured vehicle is attacked with the AP value, anything else with the HE value\.",
        _("Where it lands, an armoured vehicle is attacked with the AP value, anything else with the HE value."),
    ),
    # Drift distance (drift._drift_distance): what drifts, the table's distances, then the one rolled.
    (
        r"The grenade drifts (?P<some>\d+(?:, \d+)*) or (?P<last>\d+) (?P<units>cm|in): roll (?P<dice>\d+D6)\.",
        _("The grenade drifts %(some)s or %(last)s %(units)s: roll %(dice)s."),
    ),
    (
        r"The Panzerfaust, Bazooka or Panzerschreck shot drifts (?P<some>\d+(?:, \d+)*) or (?P<last>\d+) "
        r"(?P<units>cm|in): roll (?P<dice>\d+D6)\.",
        _("The Panzerfaust, Bazooka or Panzerschreck shot drifts %(some)s or %(last)s %(units)s: roll %(dice)s."),
    ),
    (
        r"The shell drifts (?P<some>\d+(?:, \d+)*) or (?P<last>\d+) (?P<units>cm|in): roll (?P<dice>\d+D6)\.",
        _("The shell drifts %(some)s or %(last)s %(units)s: roll %(dice)s."),
    ),
    (
        r"Rolled (?P<rolled>\d+): the grenade drifts (?P<n>\d+) (?P<units>cm|in)\.",
        _("Rolled %(rolled)s: the grenade drifts %(n)s %(units)s."),
    ),
    (
        r"Rolled (?P<rolled>\d+): the Panzerfaust, Bazooka or Panzerschreck shot drifts (?P<n>\d+) (?P<units>cm|in)\.",
        _("Rolled %(rolled)s: the Panzerfaust, Bazooka or Panzerschreck shot drifts %(n)s %(units)s."),
    ),
    (
        r"Rolled (?P<rolled>\d+): the shell drifts (?P<n>\d+) (?P<units>cm|in)\.",
        _("Rolled %(rolled)s: the shell drifts %(n)s %(units)s."),
    ),
    # Blast radius (drift.blast_radius).
    (
        r"Blast radius of (?P<fire_explosive>" + EXPLOSIVES + r"): (?P<radius>\d+) (?P<units>cm|in), the row for "
        r"(?P<fire_blast_row>[\w ,]+)\.",
        _("Blast radius of %(fire_explosive)s: %(radius)s %(units)s, the row for %(fire_blast_row)s."),
    ),
    (
        r"Every infantry unit and softskin vehicle in it, friend or foe, rolls to be hit \(4D6 at or under the HE "
        r"value\) and checks morale\.",
        _(
            "Every infantry unit and softskin vehicle in it, friend or foe, rolls to be hit (4D6 at or under the HE"
            " value) and checks morale."
        ),
    ),
    # Structures catching fire (drift.structure_fire).
    (
        r"A flamethrower sets a structure on fire with the first blow: no roll\.",
        _("A flamethrower sets a structure on fire with the first blow: no roll."),
    ),
    (
        r"Hit by HE: any doublet on 2D6 sets the structure on fire, 1 chance in 6\.",
        _("Hit by HE: any doublet on 2D6 sets the structure on fire, 1 chance in 6."),
    ),
    (
        r"Units in or close to it bail or pull back at least (?P<n>\d+) (?P<units>cm|in); they may not be activated "
        r"this turn\.",
        _("Units in or close to it bail or pull back at least %(n)s %(units)s; they may not be activated this turn."),
    ),
    (
        r"Rolled (?P<die>[1-6]) and (?P=die): a doublet, it burns\.",
        _("Rolled %(die)s and %(die)s: a doublet, it burns."),
    ),
    (r"Rolled (?P<die>[1-6]) and (?P<other>[1-6]): no fire\.", _("Rolled %(die)s and %(other)s: no fire.")),
)

# The parts of an accuracy or bounce roll's target (explosives.aim_modifiers, grenade_bounce); the thrower's
# quality, squad leader and officer nearby are in the general TERMS.
TERMS = table(
    (r"accuracy table", _("accuracy table")),
    (r"frightened", _("frightened")),
    (r"bouncing rule", _("bouncing rule")),
)
