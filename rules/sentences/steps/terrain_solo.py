"""The steps of solo play (rules.engine.procedures.solo): random side, doctrine, map and scenario, the deployment edge,
the enemy's additional points, where its units stand, which of them acts next and how many ride a transport."""

from __future__ import annotations

from django.utils.formats import get_format
from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.sentences.rows import table

ROLLED = r"(?P<rolled>\d+(?: \+ \d+)* = \d+|\d+)"  # "4" or "2 + 2 = 4", as the engine writes the dice it read

# The enemy's doctrines and what its points buy (solo._points_words).
ENEMY_DOCTRINES = {
    "armor": _("armor doctrines"),
    "infantry and cavalry": _("infantry and cavalry doctrines"),
}
ENEMY_BUYS = {"Vehicles": _("Vehicles"), "Support weapons": _("Support weapons")}


def _nation(nation: str) -> str:
    """ "Germany" in the reader's words; a nation the catalogue does not know keeps the sentence English."""
    said = localized.label(nation.lower())
    if said == nation.lower():
        raise LookupError(nation)
    return said


PARTS = {
    "doctrine_nation": _nation,
    "points_average": lambda number: number.replace(".", get_format("DECIMAL_SEPARATOR")),
    "enemy_doctrines": lambda kind: str(ENEMY_DOCTRINES[kind]),
    "enemy_buys": lambda what: str(ENEMY_BUYS[what]),
}

ROWS = table(
    # Random side, doctrine, map and scenario; the deployment edge (the tables' own steps are general ones).
    (
        r"Roll 1D6 for your side: 1-3 Axis, 4-6 Allies\. Roll the same way for the nation if you like\.",
        _("Roll 1D6 for your side: 1-3 Axis, 4-6 Allies. Roll the same way for the nation if you like."),
    ),
    (
        r"Roll (?P<dice>\d+D6) for a doctrine of (?P<doctrine_nation>[A-Z][a-z]+), the book's example table for it\.",
        _("Roll %(dice)s for a doctrine of %(doctrine_nation)s, the book's example table for it."),
    ),
    (
        r"Roll 1D6 for the map: 1-2 city, 3-4 rural, 5-6 a mix of both\.",
        _("Roll 1D6 for the map: 1-2 city, 3-4 rural, 5-6 a mix of both."),
    ),
    (
        r"Roll 8D6 for the scenario; the solo table's names are the game modes of the rulebook \((?P<ruling>R\d+)\)\.",
        _("Roll 8D6 for the scenario; the solo table's names are the game modes of the rulebook (%(ruling)s)."),
    ),
    (
        r"Where the scenario has an attacker, each side rolls 1D6: the higher attacks\.",
        _("Where the scenario has an attacker, each side rolls 1D6: the higher attacks."),
    ),
    (
        r"Roll 4D6 for the board edge you start from; the enemy always starts on the opposite edge\.",
        _("Roll 4D6 for the board edge you start from; the enemy always starts on the opposite edge."),
    ),
    (
        r"Solo play uses its own ranges, as printed: 4-8 north, 9-13 east, 14-18 south, 19-23 west; 24 rolls again "
        r"\((?P<ruling>R\d+)\)\.",
        _(
            "Solo play uses its own ranges, as printed: 4-8 north, 9-13 east, 14-18 south, 19-23 west; 24 rolls again"
            " (%(ruling)s)."
        ),
    ),
    # The enemy's additional points (solo.enemy_force_points).
    (
        r"Roll (?P<dice>\d+D6) for the enemy's additional points: (?P<points_average>\d+(?:\.\d+)?) on average\.",
        _("Roll %(dice)s for the enemy's additional points: %(points_average)s on average."),
    ),
    (
        r"Soldiers, (?P<enemy_doctrines>armor|infantry and cavalry) doctrines: each comes with a carbine at no cost\.",
        _("Soldiers, %(enemy_doctrines)s: each comes with a carbine at no cost."),
    ),
    (
        r"Draw infantry or cavalry counters until the points are used\.",
        _("Draw infantry or cavalry counters until the points are used."),
    ),
    (
        r"Upgrades of handheld and side weapons: draw weapons from the bag until the points are used\.",
        _("Upgrades of handheld and side weapons: draw weapons from the bag until the points are used."),
    ),
    (r"The best soldiers get the best weapons\.", _("The best soldiers get the best weapons.")),
    (
        r"(?P<enemy_buys>Vehicles|Support weapons), (?P<enemy_doctrines>armor|infantry and cavalry) doctrines: choose "
        r"or draw fitting ones until the points are used\.",
        _("%(enemy_buys)s, %(enemy_doctrines)s: choose or draw fitting ones until the points are used."),
    ),
    (r"They come with conscript crews at no cost\.", _("They come with conscript crews at no cost.")),
    (
        r"Crew upgrades: the roll is how many support weapon crews may be upgraded \(the book also calls it points\)\.",
        _("Crew upgrades: the roll is how many support weapon crews may be upgraded (the book also calls it points)."),
    ),
    (
        r"Put regular and elite crew counters in the bag and draw until they are used\.",
        _("Put regular and elite crew counters in the bag and draw until they are used."),
    ),
    (
        r"Upgrade the crews of the most valuable vehicles and weapons first\.",
        _("Upgrade the crews of the most valuable vehicles and weapons first."),
    ),
    (r"Rolled (?P<rolled>\d+): 1 points?\.", _("Rolled %(rolled)s: 1 point.")),
    (r"Rolled " + ROLLED + r": (?P<n>\d+) points\.", _("Rolled %(rolled)s: %(n)s points.")),
    # Where the enemy's units stand, and which of them acts next (solo.enemy_unit_sector, ai_activation).
    (
        r"Roll 1D6 for each enemy unit: the sector of its deployment zone it is placed in\.",
        _("Roll 1D6 for each enemy unit: the sector of its deployment zone it is placed in."),
    ),
    (
        r"Place AFVs, then transports, support weapons and infantry, the most valuable \(or best\) of each first\.",
        _("Place AFVs, then transports, support weapons and infantry, the most valuable (or best) of each first."),
    ),
    (
        r"Non-towed AA and AT guns deploy in ambush; at least one starts towed\. The ranking officer goes last, to the "
        r"sector with the most units he can command\.",
        _(
            "Non-towed AA and AT guns deploy in ambush; at least one starts towed. The ranking officer goes last, to the"
            " sector with the most units he can command."
        ),
    ),
    (
        r"In that sector, activate in this order: ranking officers, units closest to the mission objective, AFVs, "
        r"support weapons with the most firepower, elite units, regulars, the fastest units, everything else "
        r"\(conscripts\)\.",
        _(
            "In that sector, activate in this order: ranking officers, units closest to the mission objective, AFVs,"
            " support weapons with the most firepower, elite units, regulars, the fastest units, everything else"
            " (conscripts)."
        ),
    ),
    (
        r"Track the enemy's actions left on the Action Point Counter\.",
        _("Track the enemy's actions left on the Action Point Counter."),
    ),
    (
        r"The last enemy units acted in the middle: roll 1D6 for the next sector\.",
        _("The last enemy units acted in the middle: roll 1D6 for the next sector."),
    ),
    (
        r"First enemy activation of the turn: roll 1D6 for the sector\.",
        _("First enemy activation of the turn: roll 1D6 for the sector."),
    ),
    (
        r"The last enemy units acted on the left flank: use units in the adjacent sector, the middle\.",
        _("The last enemy units acted on the left flank: use units in the adjacent sector, the middle."),
    ),
    (
        r"The last enemy units acted on the right flank: use units in the adjacent sector, the middle\.",
        _("The last enemy units acted on the right flank: use units in the adjacent sector, the middle."),
    ),
    # How many ride a transport (solo.transport_load).
    (
        r"Roll 2D6 for the infantry the transport carries, never more than its capacity \((?P<n>\d+)\)\.",
        _("Roll 2D6 for the infantry the transport carries, never more than its capacity (%(n)s)."),
    ),
    (r"The lowest infantry levels take the ride\.", _("The lowest infantry levels take the ride.")),
    (
        r"Rolled " + ROLLED + r": 1 soldiers? \(capacity reached\)\.",
        _("Rolled %(rolled)s: 1 soldier (capacity reached)."),
    ),
    (
        r"Rolled " + ROLLED + r": (?P<n>\d+) soldiers \(capacity reached\)\.",
        _("Rolled %(rolled)s: %(n)s soldiers (capacity reached)."),
    ),
    (r"Rolled " + ROLLED + r": (?P<n>\d+) soldiers\.", _("Rolled %(rolled)s: %(n)s soldiers.")),
)
