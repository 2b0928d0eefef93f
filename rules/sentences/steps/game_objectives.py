"""The steps of the mission objectives (rules.engine.procedures.objectives): one check per game mode, with R8
("within" a distance includes it) and R29 (a met objective ends the game). Teams and sides are said by their letter
("Seite A"); the sectors of Probing the enemy lines by their catalogue names."""

from __future__ import annotations

from django.utils.formats import get_format
from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.sentences.rows import table

SECTOR = r"(?P<probed_sector>middle|left flank|right flank)"
REACH = r"(?P<reach>\d+) (?P<units>cm|in)"  # a distance of the book's, in the units measured in
AGAIN = r"(?P=reach) (?P=units)"
DISTANCE = r"\d+(?:\.\d+)?"


def _sector(name: str) -> str:
    """ "left flank": its catalogue name ("linke Flanke"); one the catalogue does not say keeps the sentence English."""
    said = localized.label(name)
    if said == name:
        raise LookupError(name)
    return said


def _decimal(number: str) -> str:
    """A second distance in one sentence, written as the shared `distance` part writes it ("18.5": "18,5")."""
    return number.replace(".", get_format("DECIMAL_SEPARATOR"))


PARTS = {"probed_sector": _sector, "nearest_own": _decimal}

ROWS = table(
    (
        r"The game ends at the end of the opponent's turn \((?P<ruling>R\d+)\)\.",
        _("The game ends at the end of the opponent's turn (%(ruling)s)."),
    ),
    # Probing the enemy lines.
    (
        r"Both teams play for the same thing: one sector of the board \(the middle, the left or the right flank\) with"
        r" no enemy unit left in it, killed, surrendered or driven out\.",
        _(
            "Both teams play for the same thing: one sector of the board (the middle, the left or the right flank)"
            " with no enemy unit left in it, killed, surrendered or driven out."
        ),
    ),
    (
        r"Team (?P<team>[AB]) checks the " + SECTOR + r": 1 unit of team (?P<enemy>[AB]) still there\.",
        _("Team %(team)s checks the %(probed_sector)s: 1 unit of team %(enemy)s still there."),
    ),
    (
        r"Team (?P<team>[AB]) checks the " + SECTOR + r": (?P<n>\d+) units of team (?P<enemy>[AB]) still there\.",
        _("Team %(team)s checks the %(probed_sector)s: %(n)s units of team %(enemy)s still there."),
    ),
    (
        r"The " + SECTOR + r" is free of the enemy: team (?P<team>[AB])'s objective is met\.",
        _("The %(probed_sector)s is free of the enemy: team %(team)s's objective is met."),
    ),
    (
        r"Not free yet: every enemy unit must leave the " + SECTOR + r"\. A Combat Score of (?P<n>\d+) also wins this"
        r" mode\.",
        _(
            "Not free yet: every enemy unit must leave the %(probed_sector)s. A Combat Score of %(n)s also wins this mode."
        ),
    ),
    # Victory Zones.
    (
        r"At the end of the turn, count each team's soldiers within "
        + REACH
        + r" of the objective marker \("
        + AGAIN
        + r" exactly still counts, (?P<ruling>R\d+)\)\. Vehicle crew members count as soldiers; rank and quality make"
        r" no difference\.",
        _(
            "At the end of the turn, count each team's soldiers within %(reach)s %(units)s of the objective marker"
            " (%(reach)s %(units)s exactly still counts, %(ruling)s). Vehicle crew members count as soldiers; rank and"
            " quality make no difference."
        ),
    ),
    (
        r"No soldier of either team is there: nobody holds the zone\.",
        _("No soldier of either team is there: nobody holds the zone."),
    ),
    (
        r"Equal numbers \((?P<n>\d+) each\): nobody holds the zone\.",
        _("Equal numbers (%(n)s each): nobody holds the zone."),
    ),
    (
        r"Team (?P<team>[AB]) held it when this turn began and loses the hold \((?P<ruling>R\d+)\): whoever takes it"
        r" next must hold it through a whole turn again\.",
        _(
            "Team %(team)s held it when this turn began and loses the hold (%(ruling)s): whoever takes it next must"
            " hold it through a whole turn again."
        ),
    ),
    (
        r"Team A (?P<a>\d+), team B (?P<b>\d+): team (?P<team>[AB]) holds the zone\.",
        _("Team A %(a)s, team B %(b)s: team %(team)s holds the zone."),
    ),
    (
        r"Team (?P<team>[AB]) already held it when this turn began: a full turn held, its objective is met\.",
        _("Team %(team)s already held it when this turn began: a full turn held, its objective is met."),
    ),
    (
        r"When this turn began nobody held it: team (?P<team>[AB]) must still hold it at the end of the next turn to"
        r" have held it a full turn\.",
        _(
            "When this turn began nobody held it: team %(team)s must still hold it at the end of the next turn to have"
            " held it a full turn."
        ),
    ),
    (
        r"When this turn began team (?P<before>[AB]) held it: team (?P<team>[AB]) must still hold it at the end of the"
        r" next turn to have held it a full turn\.",
        _(
            "When this turn began team %(before)s held it: team %(team)s must still hold it at the end of the next turn"
            " to have held it a full turn."
        ),
    ),
    # The Supply Road.
    (
        r"The attacker must clear the ground within " + REACH + r" of the road, along its whole length, of every"
        r" defending unit; the defender needs one unit still in that strip when turn (?P<turn>\d+) ends\.",
        _(
            "The attacker must clear the ground within %(reach)s %(units)s of the road, along its whole length, of"
            " every defending unit; the defender needs one unit still in that strip when turn %(turn)s ends."
        ),
    ),
    (
        r"The nearest defending unit is (?P<distance>" + DISTANCE + r") (?P<units>cm|in) from the road: inside the"
        r" strip \((?P<reach>\d+) (?P=units) exactly still counts, (?P<ruling>R\d+)\)\.",
        _(
            "The nearest defending unit is %(distance)s %(units)s from the road: inside the strip (%(reach)s %(units)s"
            " exactly still counts, %(ruling)s)."
        ),
    ),
    (
        r"The nearest defending unit is (?P<distance>" + DISTANCE + r") (?P<units>cm|in) from the road: farther than"
        r" (?P<reach>\d+) (?P=units)\.",
        _("The nearest defending unit is %(distance)s %(units)s from the road: farther than %(reach)s %(units)s."),
    ),
    (
        r"The road is clear: the attacker's objective is met\.",
        _("The road is clear: the attacker's objective is met."),
    ),
    (
        r"Turn (?P<turn>\d+) is over and the defender is still by the road: the defender's objective is met and the"
        r" game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s is over and the defender is still by the road: the defender's objective is met and the game"
            " ends (%(ruling)s)."
        ),
    ),
    (
        r"The road is not clear yet; the defender must hold on to the end of turn (?P<turn>\d+)\.",
        _("The road is not clear yet; the defender must hold on to the end of turn %(turn)s."),
    ),
    # Delay the enemy advance.
    (
        r"1 structure carries an objective marker; the retreating defender must destroy it, and the attacker must keep"
        r" it standing\.",
        _(
            "1 structure carries an objective marker; the retreating defender must destroy it, and the attacker must"
            " keep it standing."
        ),
    ),
    (
        r"(?P<n>\d+) structures carry an objective marker; the retreating defender must destroy all of them, and the"
        r" attacker must keep them standing\.",
        _(
            "%(n)s structures carry an objective marker; the retreating defender must destroy all of them, and the"
            " attacker must keep them standing."
        ),
    ),
    (
        r"(?P<n>\d+) structures carry an objective marker; the retreating defender must destroy (?P<needed>\d+) of"
        r" them \(the minimum set before the game\), and the attacker must keep them standing\.",
        _(
            "%(n)s structures carry an objective marker; the retreating defender must destroy %(needed)s of them (the"
            " minimum set before the game), and the attacker must keep them standing."
        ),
    ),
    (
        r"A structure is destroyed when it is set on fire or takes a single HE hit \(flamethrower, satchel charge,"
        r" tank or AT gun\.\.\.\)\.",
        _(
            "A structure is destroyed when it is set on fire or takes a single HE hit (flamethrower, satchel charge,"
            " tank or AT gun...)."
        ),
    ),
    (r"Destroyed so far: (?P<n>\d+) of (?P<total>\d+)\.", _("Destroyed so far: %(n)s of %(total)s.")),
    (
        r"The defender has destroyed enough: the defender's objective is met\.",
        _("The defender has destroyed enough: the defender's objective is met."),
    ),
    (
        r"Turn (?P<turn>\d+) was the last and the defender destroyed (?P<n>\d+) of the (?P<needed>\d+) needed: the"
        r" attacker kept them standing, the attacker's objective is met and the game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s was the last and the defender destroyed %(n)s of the %(needed)s needed: the attacker kept"
            " them standing, the attacker's objective is met and the game ends (%(ruling)s)."
        ),
    ),
    (r"(?P<n>\d+) more to destroy; play on\.", _("%(n)s more to destroy; play on.")),
    # Breakthrough / hold the line.
    (
        r"The attacker needs (?P<n>\d+) units at the outer edge of the defender's deployment zone; the defender wins"
        r" by letting (?P<most>\d+) through at most until (?P<turns>\d+) turns are over\.",
        _(
            "The attacker needs %(n)s units at the outer edge of the defender's deployment zone; the defender wins by"
            " letting %(most)s through at most until %(turns)s turns are over."
        ),
    ),
    (
        r"Attacking units that reached that edge: (?P<n>\d+)\.",
        _("Attacking units that reached that edge: %(n)s."),
    ),
    (
        r"The line is broken: the attacker's objective is met\.",
        _("The line is broken: the attacker's objective is met."),
    ),
    (
        r"Turn (?P<turn>\d+) is over with (?P<n>\d+) through: the defender held the line for the whole game, the"
        r" defender's objective is met and the game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s is over with %(n)s through: the defender held the line for the whole game, the defender's"
            " objective is met and the game ends (%(ruling)s)."
        ),
    ),
    (r"1 more must get through; play on\.", _("1 more must get through; play on.")),
    (r"(?P<n>\d+) more must get through; play on\.", _("%(n)s more must get through; play on.")),
    # Avoid the pocket.
    (
        r"A defending unit escapes when it reaches the board edge inside the escape corridor\.",
        _("A defending unit escapes when it reaches the board edge inside the escape corridor."),
    ),
    (
        r"The defender needs (?P<n>\d+) out; at exactly (?P=n) the defender has done it, so the attacker must hold the"
        r" escapes to (?P<most>\d+) or fewer\.",
        _(
            "The defender needs %(n)s out; at exactly %(n)s the defender has done it, so the attacker must hold the"
            " escapes to %(most)s or fewer."
        ),
    ),
    (
        r"Escaped: (?P<n>\d+); still inside the pocket: (?P<left>\d+)\.",
        _("Escaped: %(n)s; still inside the pocket: %(left)s."),
    ),
    (
        r"Enough got out of the pocket: the defender's objective is met\.",
        _("Enough got out of the pocket: the defender's objective is met."),
    ),
    (
        r"Even if every unit still inside got out, the defender would reach only (?P<n>\d+): the gap is closed, the"
        r" attacker's objective is met\.",
        _(
            "Even if every unit still inside got out, the defender would reach only %(n)s: the gap is closed, the"
            " attacker's objective is met."
        ),
    ),
    (
        r"Turn (?P<turn>\d+) was the last and only 1 got out: the attacker closed the gap, the attacker's objective is"
        r" met and the game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s was the last and only 1 got out: the attacker closed the gap, the attacker's objective is"
            " met and the game ends (%(ruling)s)."
        ),
    ),
    (
        r"Turn (?P<turn>\d+) was the last and only (?P<n>\d+) got out: the attacker closed the gap, the attacker's"
        r" objective is met and the game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s was the last and only %(n)s got out: the attacker closed the gap, the attacker's objective"
            " is met and the game ends (%(ruling)s)."
        ),
    ),
    (r"1 more must get out; play on\.", _("1 more must get out; play on.")),
    (r"(?P<n>\d+) more must get out; play on\.", _("%(n)s more must get out; play on.")),
    # Surrounded.
    (
        r"The encircled defender breaks out with (?P<n>\d+) units at any board edge, or holds out for (?P<turns>\d+)"
        r" turns; the attacker must destroy them or make them surrender\.",
        _(
            "The encircled defender breaks out with %(n)s units at any board edge, or holds out for %(turns)s turns;"
            " the attacker must destroy them or make them surrender."
        ),
    ),
    (
        r"Defending units at a board edge: (?P<n>\d+); still fighting on the board: (?P<left>\d+)\.",
        _("Defending units at a board edge: %(n)s; still fighting on the board: %(left)s."),
    ),
    (
        r"The breakout succeeded: the defender's objective is met\.",
        _("The breakout succeeded: the defender's objective is met."),
    ),
    (
        r"No defending unit is left on the board to hold out or break out: resistance is crushed, the attacker's"
        r" objective is met\.",
        _(
            "No defending unit is left on the board to hold out or break out: resistance is crushed, the attacker's"
            " objective is met."
        ),
    ),
    (
        r"Turn (?P<turn>\d+) is over and the defender still holds: (?P<turns>\d+) turns held out, the defender's"
        r" objective is met and the game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s is over and the defender still holds: %(turns)s turns held out, the defender's objective is"
            " met and the game ends (%(ruling)s)."
        ),
    ),
    (
        r"1 more must reach an edge, or the defender must last to the end of turn (?P<turn>\d+); play on\.",
        _("1 more must reach an edge, or the defender must last to the end of turn %(turn)s; play on."),
    ),
    (
        r"(?P<n>\d+) more must reach an edge, or the defender must last to the end of turn (?P<turn>\d+); play on\.",
        _("%(n)s more must reach an edge, or the defender must last to the end of turn %(turn)s; play on."),
    ),
    # Capture the enemy commander.
    (
        r"The defender's ranking officer is captured when an attacking unit is within " + REACH + r" of him and none"
        r" of his own units is within " + AGAIN + r" \(" + AGAIN + r" exactly counts, (?P<ruling>R\d+)\)\. He is"
        r" wanted alive\.",
        _(
            "The defender's ranking officer is captured when an attacking unit is within %(reach)s %(units)s of him"
            " and none of his own units is within %(reach)s %(units)s (%(reach)s %(units)s exactly counts,"
            " %(ruling)s). He is wanted alive."
        ),
    ),
    (
        r"He was killed instead of captured: the attacker loses the game\. \(The defender may never kill his own"
        r" officer to bring this about\.\)",
        _(
            "He was killed instead of captured: the attacker loses the game. (The defender may never kill his own"
            " officer to bring this about.)"
        ),
    ),
    (
        r"Nearest attacking unit: (?P<distance>" + DISTANCE + r") (?P<units>cm|in); nearest of his own:"
        r" (?P<nearest_own>" + DISTANCE + r") (?P=units)\.",
        _("Nearest attacking unit: %(distance)s %(units)s; nearest of his own: %(nearest_own)s %(units)s."),
    ),
    (
        r"None of his own units is close enough to stop it: he is captured, the attacker's objective is met\.",
        _("None of his own units is close enough to stop it: he is captured, the attacker's objective is met."),
    ),
    (r"His own unit close by prevents the capture\.", _("His own unit close by prevents the capture.")),
    (r"No attacking unit is within " + REACH + r"\.", _("No attacking unit is within %(reach)s %(units)s.")),
    (
        r"Turn (?P<turn>\d+) is over and he is still free: kept alive for (?P<turns>\d+) turns, the defender's"
        r" objective is met and the game ends \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s is over and he is still free: kept alive for %(turns)s turns, the defender's objective is"
            " met and the game ends (%(ruling)s)."
        ),
    ),
    (
        r"The defender must keep him free and alive to the end of turn (?P<turn>\d+); play on\.",
        _("The defender must keep him free and alive to the end of turn %(turn)s; play on."),
    ),
)
