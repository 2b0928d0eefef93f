"""A roll's steps for shooting and machine guns (rules.engine.procedures.shooting, machine_guns): range bands, the
spot roll, the attack roll's R34 sentences and overwatch; how many units a machine gun or autocannon may shoot at,
overheating, suppression and stopping an AFV. Explosives and drift are in `fire_explosives`."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.sentences.rows import table

BAND = r"(?P<band>close|medium|far) range"
AT = r"(?P<distance>\S+) (?P<units>cm|in)"  # a distance as the engine writes it ("32.5 cm")
LEVEL = r"(?:soft|medium|hard)"
COVER = rf"(?P<cover>{LEVEL}(?: \+ {LEVEL})* cover|no cover)"  # cover_words(): "soft + hard cover", "no cover"

# Who shoots at how many units (mg-targets), as the sentence begins.
GUNS = {"A machine gun": _("A machine gun"), "An autocannon": _("An autocannon")}


def _label(value: str) -> str:
    """A value of the engine's (a choice) in the reader's words; one with no words of its own keeps the sentence
    whole in English (KeyError)."""
    said = localized.label(value)
    if said == value:
        raise KeyError(value)
    return said


PARTS = {
    "fire_gun": lambda gun: str(GUNS[gun]),
    "fire_target": _label,  # what a machine gun suppresses: "softskin vehicle"
}

ROWS = table(
    # Range band (shooting.find_range_band).
    (
        r"Close is less than (?P<close>\d+) (?P<units>cm|in), medium less than (?P<medium>\d+) (?P=units), far from "
        r"(?P=medium) (?P=units) on \(exactly (?P=close) is medium, exactly (?P=medium) is far, (?P<ruling>R\d+)\)\.",
        _(
            "Close is less than %(close)s %(units)s, medium less than %(medium)s %(units)s, far from %(medium)s"
            " %(units)s on (exactly %(close)s is medium, exactly %(medium)s is far, %(ruling)s)."
        ),
    ),
    (
        r"Grenades do not use range bands: they have their own accuracy table\.",
        _("Grenades do not use range bands: they have their own accuracy table."),
    ),
    (
        r"It is also super close range \((?P<limit>\d+) (?P<units>cm|in) or less, (?P<ruling>R\d+)\): MGs may try to "
        r"stop an AFV, and ambushed AT and AA guns can be revealed\.",
        _(
            "It is also super close range (%(limit)s %(units)s or less, %(ruling)s): MGs may try to stop an AFV, and"
            " ambushed AT and AA guns can be revealed."
        ),
    ),
    # Spot roll (shooting.spot_roll).
    (
        r"(?P<kind>Infantry|Vehicle or support weapon) in (?P<cover_in>soft|medium|hard|no) cover at " + BAND + r"\.",
        _("%(kind)s %(cover_in)s at %(band)s."),
    ),
    (
        r"A hidden unit can only be spotted from close range, or by a sniper; it is at " + BAND + r"\.",
        _("A hidden unit can only be spotted from close range, or by a sniper; it is at %(band)s."),
    ),
    (r"Pick another target: no action is spent\.", _("Pick another target: no action is spent.")),
    (r"Needs (?P<n>\d+) or more on (?P<dice>\d+D6) to spot\.", _("Needs %(n)s or more on %(dice)s to spot.")),
    (r"Needs a 6 on (?P<dice>\d+D6) to spot\.", _("Needs a 6 on %(dice)s to spot.")),
    (
        r"Event cards in force: the spot roll needs (?P<n>\d+) more\.",
        _("Event cards in force: the spot roll needs %(n)s more."),
    ),
    (
        r"The target is hidden, but a sniper may spot it from any range\.",
        _("The target is hidden, but a sniper may spot it from any range."),
    ),
    (r"Spotted: fire at it as part of the same action\.", _("Spotted: fire at it as part of the same action.")),
    (
        r"Not spotted: the attack is broken off, and the action is spent\.",
        _("Not spotted: the attack is broken off, and the action is spent."),
    ),
    # Attack roll: the modifiers from outside the attack table (shooting._r34_words).
    (
        r"Firing from the 2nd floor or higher of a building: \+1 for the height \((?P<ruling>R\d+)\)\.",
        _("Firing from the 2nd floor or higher of a building: +1 for the height (%(ruling)s)."),
    ),
    (
        r"The target is out in a river: the water counts as cover minus 2, which adds 2 for the shooter "
        r"\((?P<ruling>R\d+)\)\.",
        _(
            "The target is out in a river: the water counts as cover minus 2, which adds 2 for the shooter (%(ruling)s)."
        ),
    ),
    (
        r"A crew still fighting after its vehicle or support weapon was lost shoots at -2 \((?P<ruling>R\d+)\)\.",
        _("A crew still fighting after its vehicle or support weapon was lost shoots at -2 (%(ruling)s)."),
    ),
    # Overwatch (shooting.overwatch).
    (
        r"Overwatch \(not for artillery\): your unit fires first, in the enemy's turn, before the enemy's attack roll\.",
        _("Overwatch (not for artillery): your unit fires first, in the enemy's turn, before the enemy's attack roll."),
    ),
    (
        r"Hit: the enemy attack is broken up\. Roll (?P<dice>\d+D6) for the effect, then the enemy takes a morale "
        r"check\.",
        _("Hit: the enemy attack is broken up. Roll %(dice)s for the effect, then the enemy takes a morale check."),
    ),
    (r"Miss: the enemy attack goes ahead\.", _("Miss: the enemy attack goes ahead.")),
    (
        r"A machine gun firing its second burst this turn checks for overheating\.",
        _("A machine gun firing its second burst this turn checks for overheating."),
    ),
    (
        r"The shot costs one action, taken from your next turn's action counter\.",
        _("The shot costs one action, taken from your next turn's action counter."),
    ),
    # How many units a machine gun or autocannon may shoot at (machine_guns.mg_targets); "1D6 units" is in STEPS.
    (
        r"(?P<fire_gun>A machine gun|An autocannon) at " + BAND + r" \(" + AT + r"\) may shoot at 1 unit\.",
        _("%(fire_gun)s at %(band)s (%(distance)s %(units)s) may shoot at 1 unit."),
    ),
    (
        r"(?P<fire_gun>A machine gun|An autocannon) at " + BAND + r" \(" + AT + r"\) may shoot at 1D3 units\.",
        _("%(fire_gun)s at %(band)s (%(distance)s %(units)s) may shoot at 1D3 units."),
    ),
    (
        r"1D3: roll one D6 and halve it, rounding up \(1-2 is 1, 3-4 is 2, 5-6 is 3\)\.",
        _("1D3: roll one D6 and halve it, rounding up (1-2 is 1, 3-4 is 2, 5-6 is 3)."),
    ),
    (r"Rolled (?P<rolled>\d+), read as 1: 1 unit\.", _("Rolled %(rolled)s, read as 1: 1 unit.")),
    (
        r"Rolled (?P<rolled>\d+), read as (?P<n>\d+): (?P=n) units\.",
        _("Rolled %(rolled)s, read as %(n)s: %(n)s units."),
    ),
    (
        r"Autocannon HE shells also have a 5 cm / 2 in blast radius around each hit\.",
        _("Autocannon HE shells also have a 5 cm / 2 in blast radius around each hit."),
    ),
    (
        r"Other units within 5 cm / 2 in of the machine gun's target: roll (?P<dice>\d+D6) for how many may be hit\.",
        _("Other units within 5 cm / 2 in of the machine gun's target: roll %(dice)s for how many may be hit."),
    ),
    (
        r"Other units within 5 cm / 2 in of the autocannon's target: roll (?P<dice>\d+D6) for how many may be hit\.",
        _("Other units within 5 cm / 2 in of the autocannon's target: roll %(dice)s for how many may be hit."),
    ),
    # Overheating (machine_guns.mg_overheat).
    (
        r"Event cards in force: it overheats on 2 to (?P<n>\d+)\.",
        _("Event cards in force: it overheats on 2 to %(n)s."),
    ),
    (
        r"SMGs, automatic rifles and 20 mm cannons never check for overheating\.",
        _("SMGs, automatic rifles and 20 mm cannons never check for overheating."),
    ),
    (
        r"Only a double burst \(two shots in one turn\) checks for overheating\.",
        _("Only a double burst (two shots in one turn) checks for overheating."),
    ),
    (
        r"Half of its crew or more is gone \(1 of 2, 2 of 4\), so the machine gun has no double burst any more "
        r"\((?P<ruling>R\d+)\): it fires once a turn and never checks for overheating\.",
        _(
            "Half of its crew or more is gone (1 of 2, 2 of 4), so the machine gun has no double burst any more"
            " (%(ruling)s): it fires once a turn and never checks for overheating."
        ),
    ),
    # Suppression (machine_guns.mg_suppression).
    (
        r"Suppressing afv \(armour (?P<n>\d+)\) at " + BAND + ", " + COVER + r"\.",
        _("Suppressing afv (armour %(n)s) at %(band)s, %(cover)s."),
    ),
    (
        r"Suppressing (?P<fire_target>infantry|softskin vehicle|support weapon without shield|support weapon with "
        r"shield|plane) at " + BAND + ", " + COVER + r"\.",
        _("Suppressing %(fire_target)s at %(band)s, %(cover)s."),
    ),
    (
        r"Only range band, quality, cover and the gunner's injury count here\.",
        _("Only range band, quality, cover and the gunner's injury count here."),
    ),
    (
        r"One shot gives one suppressed token: (?P<tokens>\d+) of (?P<crew>\d+) crew\. The unit is pinned for one "
        r"turn\.",
        _("One shot gives one suppressed token: %(tokens)s of %(crew)s crew. The unit is pinned for one turn."),
    ),
    (
        r"One shot gives one suppressed token: (?P<tokens>\d+) of (?P<crew>\d+) crew\. Not pinned yet\.",
        _("One shot gives one suppressed token: %(tokens)s of %(crew)s crew. Not pinned yet."),
    ),
    (r"Suppressed: pinned for one turn, it cannot act\.", _("Suppressed: pinned for one turn, it cannot act.")),
    # Stopping an AFV at super close range (machine_guns.mg_stop_afv).
    (
        r"Only at super close range, (?P<limit>\d+) (?P<units>cm|in) or less \((?P<ruling>R\d+)\); at "
        r"(?P<distance>\S+) (?P=units) it does not work\. No action is spent\.",
        _(
            "Only at super close range, %(limit)s %(units)s or less (%(ruling)s); at %(distance)s %(units)s it does"
            " not work. No action is spent."
        ),
    ),
    (
        r"Fire at the viewing slots of an AFV with front armour (?P<n>\d+), " + AT + r" away\.",
        _("Fire at the viewing slots of an AFV with front armour %(n)s, %(distance)s %(units)s away."),
    ),
    (
        r"Chance of vehicle stops: (?P<chance>(?:under |over )?[\d.]+%)\.",
        _("Chance of vehicle stops: %(chance)s."),  # not "Chance of %(result)s": the result is a whole clause
    ),
    (
        r"Stopped: it may not move this turn; next turn it acts normally\. Its crew takes no morale check\.",
        _("Stopped: it may not move this turn; next turn it acts normally. Its crew takes no morale check."),
    ),
)

# The rows a suppression or stop roll is made against (machine_guns.suppress_needed, stop_needed), and the gunner.
TERMS = table(
    (r"infantry", _("infantry")),
    (
        r"softskin vehicles and support weapons without shield",
        _("softskin vehicles and support weapons without shield"),
    ),
    (
        r"AFVs with armour below 2 and support weapons with shield",
        _("AFVs with armour below 2 and support weapons with shield"),
    ),
    (r"AFVs with armour 2 and more", _("AFVs with armour 2 and more")),
    (r"planes", _("planes")),
    (r"gunner injured", _("gunner injured")),
    (r"front armour (?P<low>\d+) to (?P<high>\d+)", _("front armour %(low)s to %(high)s")),
    (r"front armour more than (?P<n>\d+)", _("front armour more than %(n)s")),
)
