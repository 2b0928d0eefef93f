"""Open Fire's attack in the reader's words (rules.engine.open_fire.procedures.attack, damage): the line of sight, a
valid target and its range, the skill rolls of an attack, the defence rolls against it and the damage model by model,
with the dice a volley is typed in and their re-rolls.

Glossary of Open Fire's German, for every open_fire_* module and the catalogue (the table's tone, du; our own words):
    attribute roll   Attributswurf          skill (roll)       Geschick (Geschickwurf)
    defence (roll)   Verteidigung (…swurf)  command (roll)     Befehl, Befehlswert (Befehlswurf)
    stress (token)   Stress (Stressmarker)  hit points         Trefferpunkte
    roll-off         Vergleichswurf         re-roll            Wiederholungswurf, wiederholen
    D12              W12                    victory points     Siegpunkte
    objective        Missionsziel           control / destroy / access / recover objective
                                                               Kontrolle / Zerstörung / Zugriff / Bergung
    assault range    Nahkampfreichweite     advance move       Vorstoß
    entry point      Eintrittspunkt         reserve            Reserve (in Reserve)
    deploy           aufstellen             activate           aktivieren
    model, unit      Modell, Einheit        leader             Anführer
    line of sight    Sichtlinie: frei, behindert, blockiert (obscured: verdeckt)
    hit / save       Treffer / abwehren     damage, piercing   Schaden, Durchschlag
    free attack      freier Angriff         formation          Formation
    height level     Höhenstufe             barrier            Barriere
    slow terrain     langsames Gelände      manoeuvre          Manöver
    transport        Transporter            embark / disembark einsteigen / aussteigen
    capacity         Kapazität              battlefield        Schlachtfeld
    round            Runde                  in (inches)        Zoll
The rules a profile names keep a German name, with the English one beside it where a player ticks it (a field's label)
and the first time a ruling names it; the steps say the German alone:
    Fearless Furchtlos · Fear (X) Furcht (X) · Heavy Armour (X) Schwere Panzerung (X) · Rapid Fire Schnellfeuer ·
    Accurate Präzise · Assault Sturm · Grenade Granate · Heavy Schwer · One Use Einmalig · Rending (X) Reißend (X) ·
    Torrent Flächenfeuer · Unstable Instabil · Unwieldy Unhandlich · Blast Sprengwirkung · Resilient Zäh ·
    Skilled Geübt · Stealth (X) Tarnung (X) · Fast Schnell · Slow Langsam · Flying Fliegend · Rugged Geländegängig ·
    Skirmishers Plänkler · Support Unterstützung · Ambush Hinterhalt · Manoeuvrable (X) Wendig (X) ·
    Capacity (X) Kapazität (X)
A heading of the text (a procedure's section, a rule's title in the quick reference) is cited as the text writes it:
the text has no German edition to look it up in."""

from __future__ import annotations

import re

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.sentences import open_fire_words
from rules.sentences.open_fire_words import CHANCE, INCHES, decimal
from rules.sentences.rows import table


def _pairs(joined: str) -> str:
    """ "8 became 11, 9 became 8": each re-roll, the first die and the one that stands."""
    return re.sub(
        r"(\d+) became (\d+)",
        lambda found: gettext("%(first)s became %(then)s") % {"first": found[1], "then": found[2]},
        joined,
    )


PARTS = {
    **open_fire_words.PARTS,
    "destroyed": open_fire_words.PARTS["models"],
    "pairs": _pairs,
    "expected": decimal,
    "weapon_range": decimal,
    "half": decimal,
}

ROWS = table(
    # Line of Sight (attack.line_of_sight).
    (
        r"Look from the attacking model; models of the attacking and target units never get in the way\.",
        _("Look from the attacking model; models of the attacking and target units never get in the way."),
    ),
    (
        r"A unit of (?P<models>\d+) models? must show at least (?P<need>\d+) of them \(one in three, rounded up\)\.",
        _("A unit of %(models)s must show at least %(need)s of them (one in three, rounded up)."),
    ),
    (
        r"1 model is partly hidden by a friendly unit: blocked\.",
        _("1 model is partly hidden by a friendly unit: blocked."),
    ),
    (
        r"(?P<n>\d+) models are partly hidden by a friendly unit: blocked\.",
        _("%(n)s models are partly hidden by a friendly unit: blocked."),
    ),
    (
        r"(?P<clear>\d+) seen whole, (?P<need>\d+) needed: a clear line of sight\.",
        _("%(clear)s seen whole, %(need)s needed: a clear line of sight."),
    ),
    (
        r"(?P<seen>\d+) seen, but only (?P<clear>\d+) of them whole \(the rest partly behind terrain or another enemy "
        r"unit\): obstructed, which Step 2 calls obscured\.",
        _(
            "%(seen)s seen, but only %(clear)s of them whole (the rest partly behind terrain or another enemy unit):"
            " obstructed, which Step 2 calls obscured."
        ),
    ),
    (
        r"Only (?P<seen>\d+) seen where (?P<need>\d+) are needed: blocked\.",
        _("Only %(seen)s seen where %(need)s are needed: blocked."),
    ),
    (r"None seen: blocked\.", _("None seen: blocked.")),
    (
        r"The target unit has (?P<models>\d+) models?: the models seen and hidden by friends add up to more\.",
        _("The target unit has %(models)s: the models seen and hidden by friends add up to more."),
    ),
    # Valid Targets, Check Range (attack.valid_target).
    (r"Line of sight: (?P<sight>clear|obstructed|blocked)\.", _("Line of sight: %(sight)s.")),
    (
        r"A blocked line of sight allows no attack on this unit\.",
        _("A blocked line of sight allows no attack on this unit."),
    ),
    (
        r"Your unit is within assault range of other enemies: only they may be attacked\.",
        _("Your unit is within assault range of other enemies: only they may be attacked."),
    ),
    (
        r"The target is within assault range of a friendly unit and not of yours: it may not be attacked\.",
        _("The target is within assault range of a friendly unit and not of yours: it may not be attacked."),
    ),
    (r"In assault range of the target: it may be attacked\.", _("In assault range of the target: it may be attacked.")),
    (r"No assault range rule stands in the way\.", _("No assault range rule stands in the way.")),
    (
        rf"Nearest visible model at (?P<distance>{INCHES}) in, weapon range (?P<weapon_range>{INCHES}) in: in range\.",
        _("Nearest visible model at %(distance)s in, weapon range %(weapon_range)s in: in range."),
    ),
    (
        rf"Nearest visible model at (?P<distance>{INCHES}) in, weapon range (?P<weapon_range>{INCHES}) in: out of "
        r"range\.",
        _("Nearest visible model at %(distance)s in, weapon range %(weapon_range)s in: out of range."),
    ),
    (
        rf"Within half range \((?P<half>{INCHES}) in\): a Rapid Fire weapon gets \+1 attack\.",
        _("Within half range (%(half)s in): a Rapid Fire weapon gets +1 attack."),
    ),
    (
        r"At 1 inch or less the target is within your assault range: tick that box\.",
        _("At 1 inch or less the target is within your assault range: tick that box."),
    ),
    # Step 1 - Roll Attacks (attack.roll_attacks).
    (
        r"(?P<models>\d+) models? with (?P<attacks>\d+) attacks? each: (?P<skill_rolls>\d+) skill rolls?\.",
        _("%(models)s with %(attacks)s each: %(skill_rolls)s."),
    ),
    (
        r"(?P<models>\d+) models? with (?P<attacks>\d+) attacks? each \+1 for Rapid Fire within half range: "
        r"(?P<skill_rolls>\d+) skill rolls?\.",
        _("%(models)s with %(attacks)s each +1 for Rapid Fire within half range: %(skill_rolls)s."),
    ),
    (
        r"A free attack counts as in assault range; the unit's moves do not count against it \(O31\)\.",
        _("A free attack counts as in assault range; the unit's moves do not count against it (O31)."),
    ),
    (
        r"Torrent: every roll but a 1 hits, whatever the modifiers\.",
        _("Torrent: every roll but a 1 hits, whatever the modifiers."),
    ),
    (
        r"A roll of (?P<face>\d+) or more hits \((?P<mods>.+)\); a 1 always misses, a 12 always hits\.",
        _("A roll of %(face)s or more hits (%(mods)s); a 1 always misses, a 12 always hits."),
    ),
    (
        r"Skilled: each miss that is not a 1 is rolled once more, and the new roll stands\.",
        _("Skilled: each miss that is not a 1 is rolled once more, and the new roll stands."),
    ),
    (
        rf"Chance of each hit: (?P<chance>{CHANCE}); about (?P<expected>\d+\.\d) hits expected\.",
        _("Chance of each hit: %(chance)s; about %(expected)s hits expected."),
    ),
    (
        r"Rending \((?P<x>\d+)\): each 12 adds (?P=x) damage, taken without a defence roll\.",
        _("Rending (%(x)s): each 12 adds %(x)s damage, taken without a defence roll."),
    ),
    (
        r"Unstable: each 1 destroys one of the firing models\.",
        _("Unstable: each 1 destroys one of the firing models."),
    ),
    (
        r"One Use: the weapon is spent after this attack, for the rest of the battle\.",
        _("One Use: the weapon is spent after this attack, for the rest of the battle."),
    ),
    (
        r"A vehicle may attack with each of its weapons, each at its own target: roll them one by one\.",
        _("A vehicle may attack with each of its weapons, each at its own target: roll them one by one."),
    ),
    (r"(?P<hits>\d+) hits?\.", "%(hits)s."),  # the count says it all
    (
        r"Rending: (?P<more>\d+) more damage from (?P<twelves>\d+) twelves?\.",
        _("Rending: %(more)s more damage from %(twelves)s."),
    ),
    (r"Unstable: (?P<firing_models>\d+) firing models? destroyed\.", _("Unstable: %(firing_models)s destroyed.")),
    (
        r"Vehicles make no free attacks on units leaving their assault range\.",
        _("Vehicles make no free attacks on units leaving their assault range."),
    ),
    (r"An Unwieldy weapon makes no free attacks\.", _("An Unwieldy weapon makes no free attacks.")),
    (
        r"A Torrent weapon may not be used within assault range\.",
        _("A Torrent weapon may not be used within assault range."),
    ),
    (
        r"A Heavy weapon may not attack after its unit moved this activation\.",
        _("A Heavy weapon may not attack after its unit moved this activation."),
    ),
    (
        r"The unit has used a Grenade weapon this activation: only one is allowed\.",
        _("The unit has used a Grenade weapon this activation: only one is allowed."),
    ),
    (
        r"Only one model may use a Grenade weapon in an activation \(O29\)\.",
        _("Only one model may use a Grenade weapon in an activation (O29)."),
    ),
    # The dice of a volley (attack.count_rolls): the first rolls, then one re-roll for each that may be rolled again.
    (
        r"This needs (?P<die_count>\d+) (?:die|dice) before any re-roll; (?P<given>\d+) (?:was|were) given\.",
        _("This needs %(die_count)s before any re-roll; %(given)s given."),
    ),
    (
        r"(?P<first_rolls>\d+) rolls? and (?P<rerolls>\d+) re-rolls? after them: (?P<die_count>\d+) (?:die|dice) in "
        r"all; (?P<given>\d+) (?:was|were) given\.",
        _("%(first_rolls)s and %(rerolls)s after them: %(die_count)s in all; %(given)s given."),
    ),
    (r"Rolled (?P<faces>\d+(?:, \d+)*)\.", _("Rolled %(faces)s.")),
    (r"No dice to roll\.", _("No dice to roll.")),
    (r"Rolled again: (?P<pairs>\d+ became \d+(?:, \d+ became \d+)*)\.", _("Rolled again: %(pairs)s.")),
    # Step 2 - Roll Defence (damage.roll_defence).
    (
        r"Heavy Armour \((?P<x>\d+)\): damage (?P<damage>\d+) becomes (?P<now_damage>\d+), piercing (?P<piercing>\d+) "
        r"becomes (?P<now_piercing>\d+)\.",
        _(
            "Heavy Armour (%(x)s): damage %(damage)s becomes %(now_damage)s, piercing %(piercing)s becomes"
            " %(now_piercing)s."
        ),
    ),
    (
        r"(?P<hits>\d+) hits? of (?P<damage>\d+) damage each: (?P<defence_rolls>\d+) defence rolls?\.",
        _("%(hits)s of %(damage)s damage each: %(defence_rolls)s."),
    ),
    (
        r"The line of sight is obstructed, but Blast counts it as clear: no bonus\.",
        _("The line of sight is obstructed, but Blast counts it as clear: no bonus."),
    ),
    (
        r"The line of sight is obstructed, but a vehicle less than half hidden is not obscured: no bonus\.",
        _("The line of sight is obstructed, but a vehicle less than half hidden is not obscured: no bonus."),
    ),
    (
        r"A roll of (?P<face>\d+) or more saves \((?P<mods>.+)\); a 1 always fails, a 12 always saves\.",
        _("A roll of %(face)s or more saves (%(mods)s); a 1 always fails, a 12 always saves."),
    ),
    (
        r"Resilient: each failure that is not a 1 is rolled once more, and the new roll stands\.",
        _("Resilient: each failure that is not a 1 is rolled once more, and the new roll stands."),
    ),
    (
        rf"Each failed roll is 1 damage; chance of a save: (?P<chance>{CHANCE})\.",
        _("Each failed roll is 1 damage; chance of a save: %(chance)s."),
    ),
    (
        r"Rending adds (?P<n>\d+) damage with no defence roll \(O28\)\.",
        _("Rending adds %(n)s damage with no defence roll (O28)."),
    ),
    (
        r"(?P<saves>\d+) saves?, (?P<failures>\d+) failures?: (?P<total>\d+) damage to the unit\.",
        _("%(saves)s, %(failures)s: %(total)s damage to the unit."),
    ),
    (
        r"A blocked line of sight allows no attack, so there is nothing to defend\.",
        _("A blocked line of sight allows no attack, so there is nothing to defend."),
    ),
    # Step 3 - Apply Damage (damage.apply_damage).
    (
        r"(?P<damage_points>\d+) points? of damage on (?P<models>\d+) models?, the leader last\.",
        _("%(damage_points)s on %(models)s, the leader last."),
    ),
    (
        r"The model already damaged \((?P<n>\d+) left\) takes it first\.",
        _("The model already damaged (%(n)s left) takes it first."),
    ),
    (r"A model loses (?P<lost>\d+) and is destroyed\.", _("A model loses %(lost)s and is destroyed.")),
    (
        r"The leader, the last model, loses (?P<lost>\d+) and is destroyed\.",
        _("The leader, the last model, loses %(lost)s and is destroyed."),
    ),
    (
        r"A model loses (?P<lost>\d+) and has (?P<left>\d+) left: mark it with a die\.",
        _("A model loses %(lost)s and has %(left)s left: mark it with a die."),
    ),
    (
        r"The leader, the last model, loses (?P<lost>\d+) and has (?P<left>\d+) left: mark it with a die\.",
        _("The leader, the last model, loses %(lost)s and has %(left)s left: mark it with a die."),
    ),
    (r"Every model is destroyed\.", _("Every model is destroyed.")),
    (
        r"Every model is destroyed; (?P<n>\d+) damage is left over\.",
        _("Every model is destroyed; %(n)s damage is left over."),
    ),
    (
        r"(?P<destroyed>\d+) models? destroyed, (?P<models>\d+) models? left\.",
        _("%(destroyed)s destroyed, %(models)s left."),
    ),
    (
        r"The unit took damage: it gains a stress token at the end of the round\.",
        _("The unit took damage: it gains a stress token at the end of the round."),
    ),
    (
        r"With one model left, that model is the leader: give what he has left as the leader's hit points\.",
        _("With one model left, that model is the leader: give what he has left as the leader's hit points."),
    ),
    (
        r"A damaged model has fewer than its full (?P<hit_points>\d+) hit points? left\.",
        _("A damaged model has fewer than its full %(hit_points)s left."),
    ),
)
