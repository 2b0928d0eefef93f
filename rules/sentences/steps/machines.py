"""The steps of planes, vehicles and the effect tables (rules.engine.procedures: aircraft, plane_crash, vehicles,
effects): strafing and bombing runs, AA fire, dogfights, a crashed plane's score, running over and ramming, an AFV's
armour in cover, and what each effect table's result does."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules import localized
from rules.sentences.rows import table

ROLLED = r"(?P<rolled>\d+ \+ \d+ = \d+)"  # two dice and their total: "3 + 1 = 4"

# Who stands in a vehicle's path (rules.engine.procedures.vehicles.VICTIMS), as the subject of a sentence.
VICTIMS = {
    "soldier": pgettext_lazy("in the vehicle's path", "The soldier"),
    "crew member": pgettext_lazy("in the vehicle's path", "The crew member"),
    "squad leader": pgettext_lazy("in the vehicle's path", "The squad leader"),
    "ranking officer": pgettext_lazy("in the vehicle's path", "The ranking officer"),
}
LAYER = re.compile(r"(?P<level>soft|medium|hard) (?P<n>\d+)")


def _layers(joined: str) -> str:
    """ "soft 1 + hard 3": each layer of an AFV's cover and its number, the layer in the reader's words."""
    said = []
    for layer in joined.split(" + "):
        found = LAYER.fullmatch(layer)
        if found is None:
            raise LookupError(layer)
        said.append(f"{localized.label(found['level'])} {found['n']}")
    return " + ".join(said)


PARTS: dict[str, Callable[[str], str]] = {
    "run_over_victim": lambda victim: str(VICTIMS[victim]),
    "armour_layers": _layers,
}

# The names of a roll-under target's parts these procedures add: the value a gun, bomb or plane attacks with, the
# crew's or pilot's state, the dogfight's range and the evade roll of a man in a vehicle's path.
TERMS = table(
    (r"HE or AP value", _("HE or AP value")),
    (r"HE value", _("HE value")),
    (r"AP value", _("AP value")),
    (r"crew frightened", _("crew frightened")),
    (r"crew injured", _("crew injured")),
    (r"pilot injured", _("pilot injured")),
    (r"close range \(dogfights always are\)", _("close range (dogfights always are)")),
    (r"evade roll", _("evade roll")),
)

ROWS = table(
    # Strafing run (aircraft.strafing_run).
    (
        r"Pick a corridor as wide as the plane's wingspan, the full length of the table\.",
        _("Pick a corridor as wide as the plane's wingspan, the full length of the table."),
    ),
    (
        r"Roll (?P<dice>\d+D6): that many of the 1 enemy units in the corridor may be attacked\.",
        _("Roll %(dice)s: that many of the 1 enemy unit in the corridor may be attacked."),
    ),
    (
        r"Roll (?P<dice>\d+D6): that many of the (?P<n>\d+) enemy units in the corridor may be attacked\.",
        _("Roll %(dice)s: that many of the %(n)s enemy units in the corridor may be attacked."),
    ),
    (
        r"Rolled " + ROLLED + r", but only 1 are in the corridor: attack 1 unit\.",
        _("Rolled %(rolled)s, but only 1 is in the corridor: attack 1 unit."),
    ),
    (
        r"Rolled " + ROLLED + r", but only (?P<n>\d+) are in the corridor: attack (?P=n) units\.",
        _("Rolled %(rolled)s, but only %(n)s are in the corridor: attack %(n)s units."),
    ),
    (r"Rolled " + ROLLED + r": attack 1 unit\.", _("Rolled %(rolled)s: attack 1 unit.")),
    (r"Rolled " + ROLLED + r": attack (?P<n>\d+) units\.", _("Rolled %(rolled)s: attack %(n)s units.")),
    (
        r"Make one attack roll \((?P<dice>\d+D6)\) with the plane's weapons for each of them; every unit hit rolls"
        r" for effect and takes a morale check\.",
        _(
            "Make one attack roll (%(dice)s) with the plane's weapons for each of them; every unit hit rolls for"
            " effect and takes a morale check."
        ),
    ),
    (
        r"Enemy machine guns, AA guns and interceptors may break up the run\.",
        _("Enemy machine guns, AA guns and interceptors may break up the run."),
    ),
    # Bombing run (aircraft.bombing_run).
    (
        r"This bomber has used all its bomb attacks for the game\.",
        _("This bomber has used all its bomb attacks for the game."),
    ),
    (
        r"A bombing run: one target per turn, (?P<cover>[\w +]+); bombs fall behind obstacles too\.",
        _("A bombing run: one target per turn, %(cover)s; bombs fall behind obstacles too."),
    ),
    (r"Bombs take no range bonus: the book gives none\.", _("Bombs take no range bonus: the book gives none.")),
    (
        r"Hit: roll for effect and morale; every other unit in the bomb's blast radius is also attacked\.",
        _("Hit: roll for effect and morale; every other unit in the bomb's blast radius is also attacked."),
    ),
    (
        r"Hit: roll (?P<dice>\d+D6) on the AP table for AFVs, then the crew takes a morale check\.",
        _("Hit: roll %(dice)s on the AP table for AFVs, then the crew takes a morale check."),
    ),
    (r"Interceptors or enemy AA may break up the attack\.", _("Interceptors or enemy AA may break up the attack.")),
    (r"Bomb attacks left after this one: (?P<n>\d+)\.", _("Bomb attacks left after this one: %(n)s.")),
    # AA fire and dogfights (aircraft.aa_fire, aircraft.dogfight).
    (
        r"AA fire at a plane (?P<distance>\d+(?:\.\d+)?) (?P<units>cm|in) away \((?P<band>close|medium|far) range\),"
        r" with the gun's (?P<ammo>HE|AP) value\.",
        _("AA fire at a plane %(distance)s %(units)s away (%(band)s), with the gun's %(ammo)s value."),
    ),
    (
        r"On overwatch: the gun fires first, when the plane attacks in its arc of fire\.",
        _("On overwatch: the gun fires first, when the plane attacks in its arc of fire."),
    ),
    (
        r"An autocannon may fire more than one shot at the plane: roll each\.",
        _("An autocannon may fire more than one shot at the plane: roll each."),
    ),
    (
        r"Machine guns and autocannons may fire more than one shot at the plane: roll each\.",
        _("Machine guns and autocannons may fire more than one shot at the plane: roll each."),
    ),
    (
        r"Hit: roll (?P<dice>\d+D6) on the plane effect table, then the pilot and then the crew take a morale check\.",
        _("Hit: roll %(dice)s on the plane effect table, then the pilot and then the crew take a morale check."),
    ),
    (r"The plane's attack is broken up\.", _("The plane's attack is broken up.")),
    (r"The enemy plane's attack is broken up\.", _("The enemy plane's attack is broken up.")),
    (
        r"A dogfight is always fought at close range; the pilot's and crew's quality counts\.",
        _("A dogfight is always fought at close range; the pilot's and crew's quality counts."),
    ),
    (
        r"Intercepting: one enemy plane per turn; each shot costs one action from your next turn\.",
        _("Intercepting: one enemy plane per turn; each shot costs one action from your next turn."),
    ),
    # A crashed plane's Combat Score (plane_crash): its cause, then the score.
    (r"The pilot is killed\.", _("The pilot is killed.")),
    (r"The pilot bails out after a failed morale check\.", _("The pilot bails out after a failed morale check.")),
    (
        r"The plane explodes \(plane effect table\), taking the pilot with it\.",
        _("The plane explodes (plane effect table), taking the pilot with it."),
    ),
    (r"A crew member other than the pilot is killed\.", _("A crew member other than the pilot is killed.")),
    (
        r"The plane flies on with its pilot: it does not crash\.",
        _("The plane flies on with its pilot: it does not crash."),
    ),
    (
        r"Only the crew member counts, as a soldier of his quality: (?P<n>\d+) \((?P<ruling>R\d+)\)\.",
        _("Only the crew member counts, as a soldier of his quality: %(n)s (%(ruling)s)."),
    ),
    (
        r"Without its pilot the plane crashes, and every crew member aboard goes down with it \((?P<ruling>R\d+)\)\.",
        _("Without its pilot the plane crashes, and every crew member aboard goes down with it (%(ruling)s)."),
    ),
    (
        r"Pilot and crew count as soldiers of their quality \((?P<ruling>R\d+)\); the plane counts its cost in the"
        r" detachment list\.",
        _(
            "Pilot and crew count as soldiers of their quality (%(ruling)s); the plane counts its cost in the detachment list."
        ),
    ),
    (
        r"Combat Score: plane (?P<plane>\d+) \+ pilot (?P<pilot>\d+) \+ crew (?P<crew>\d+) x (?P<each>\d+) = "
        r"(?P<crew_points>\d+) = (?P<points>\d+)\.",
        _("Combat Score: plane %(plane)s + pilot %(pilot)s + crew %(crew)s x %(each)s = %(crew_points)s = %(points)s."),
    ),
    (
        r"Combat Score: plane (?P<plane>\d+) \+ pilot (?P<pilot>\d+) \+ crew 0 = (?P<points>\d+)\.",
        _("Combat Score: plane %(plane)s + pilot %(pilot)s + crew 0 = %(points)s."),
    ),
    (
        r"A plane with no crew besides the pilot has no crew member to lose\.",  # its refusal (InvalidInput)
        _("A plane with no crew besides the pilot has no crew member to lose."),
    ),
    # Running over infantry (vehicles.run_over).
    (
        r"Only vehicles bigger than motorcycles may try to run over infantry\.",
        _("Only vehicles bigger than motorcycles may try to run over infantry."),
    ),
    (
        r"The (?P<run_over_victim>soldier|crew member|squad leader|ranking officer) in the vehicle's path rolls"
        r" (?P<dice>\d+D6) to jump out of its way\.",
        _("%(run_over_victim)s in the vehicle's path rolls %(dice)s to jump out of its way."),
    ),
    (r"Chance of evading: (?P<chance>.+%)\.", _("Chance of evading: %(chance)s.")),
    (r"It must now check morale\.", _("It must now check morale.")),
    (r"Killed: (?P<n>\d+) to the enemy's Combat Score\.", _("Killed: %(n)s to the enemy's Combat Score.")),
    (r"The vehicle runs on without having to stop\.", _("The vehicle runs on without having to stop.")),
    # Ramming a support weapon (vehicles.ram_support_weapon).
    (
        r"Only vehicles bigger than cars may try to ram a support weapon\.",
        _("Only vehicles bigger than cars may try to ram a support weapon."),
    ),
    (
        r"Needs (?P<n>\d+) or more on (?P<dice>\d+D6) to destroy the support weapon\.",
        _("Needs %(n)s or more on %(dice)s to destroy the support weapon."),
    ),
    (r"Chance of destroying it: (?P<chance>.+%)\.", _("Chance of destroying it: %(chance)s.")),
    (
        r"Whatever happens, every crew member tries to evade as infantry does\.",
        _("Whatever happens, every crew member tries to evade as infantry does."),
    ),
    (
        r"A softskin is broken for the rest of the game after ramming; its cost goes to the enemy's Combat Score\.",
        _("A softskin is broken for the rest of the game after ramming; its cost goes to the enemy's Combat Score."),
    ),
    (
        r"An armoured vehicle must stop after ramming; it may be activated next turn\.",
        _("An armoured vehicle must stop after ramming; it may be activated next turn."),
    ),
    (
        r"Rolled " + ROLLED + r": the support weapon is destroyed, (?P<n>\d+) to the rammer's Combat Score\.",
        _("Rolled %(rolled)s: the support weapon is destroyed, %(n)s to the rammer's Combat Score."),
    ),
    (
        r"Rolled " + ROLLED + r": the support weapon is still operable\.",
        _("Rolled %(rolled)s: the support weapon is still operable."),
    ),
    # An AFV's armour in cover (vehicles.afv_armour_in_cover, R33).
    (r"Armour (?P<n>\d+) on the side facing the shot\.", _("Armour %(n)s on the side facing the shot.")),
    (r"No cover on that side: its armour stays (?P<n>\d+)\.", _("No cover on that side: its armour stays %(n)s.")),
    (
        r"The AFV is (?P<cover_in>in [\w +]+ cover) on that side, and cover adds its number to the armour there"
        r" \((?P<ruling>R\d+)\): (?P<armour_layers>\w+ \d+(?: \+ \w+ \d+)*)\.",
        _(
            "The AFV is %(cover_in)s on that side, and cover adds its number to the armour there (%(ruling)s):"
            " %(armour_layers)s."
        ),
    ),
    (
        r"Armour (?P<armour>\d+) \+ (?P<bonus>\d+) = (?P<total>\d+) on that side\.",
        _("Armour %(armour)s + %(bonus)s = %(total)s on that side."),
    ),
    (
        r"Only the covered side gains: the other sides keep their own armour\.",
        _("Only the covered side gains: the other sides keep their own armour."),
    ),
)
