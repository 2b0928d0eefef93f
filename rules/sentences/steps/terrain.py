"""The steps of hiding, ambushes and smoke (rules.engine.procedures.concealment), and of moves that meet the terrain
head on: double moves, wading rivers, crossing and breaking through obstacles, freeing a stuck AFV (obstacles.py).
The solo procedures' steps are in terrain_solo."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules import localized
from rules.engine.outcome import sentence
from rules.sentences.rows import table

ROLLED = r"(?P<rolled>\d+(?: \+ \d+)* = \d+|\d+)"  # "4" or "2 + 2 = 4", as the engine writes the dice it read
HIDER = r"(?P<hider>A soldier|A squad leader|A ranking officer)"
GUN = r"(?P<ambush_gun>The AT gun|The AA gun)"
MOVER = r"(?P<move_unit>Infantry heavy gear|Infantry|Support weapon|Wheeled|Tracked|Horse) (?P<move_in>in [a-z ]+)"

# Who wants to hide or unhide (a soldier, squad leader and ranking officer are "er" in German; a unit is "sie").
HIDERS = {
    "A soldier": pgettext_lazy("hiding", "A soldier"),
    "A squad leader": pgettext_lazy("hiding", "A squad leader"),
    "A ranking officer": pgettext_lazy("hiding", "A ranking officer"),
    "This unit": pgettext_lazy("hiding", "This unit"),
}
HIDING_PLACES = {
    "behind cover": pgettext_lazy("hiding place", "behind cover"),
    "woods": pgettext_lazy("hiding place", "woods"),
    "building": pgettext_lazy("hiding place", "building"),
    "hills": pgettext_lazy("hiding place", "hills"),
}
AMBUSH_GUNS = {
    "The AT gun": pgettext_lazy("ambush", "The AT gun"),
    "The AA gun": pgettext_lazy("ambush", "The AA gun"),
    "This support weapon": pgettext_lazy("ambush", "This support weapon"),
}
# Where a unit is (a double move's terrain), as German says it: "im lichten Wald", "auf einem Feldweg".
IN_TERRAIN = {
    "in plains": pgettext_lazy("terrain", "in plains"),
    "in light woods": pgettext_lazy("terrain", "in light woods"),
    "in dense woods": pgettext_lazy("terrain", "in dense woods"),
    "in hills": pgettext_lazy("terrain", "in hills"),
    "in steep hills": pgettext_lazy("terrain", "in steep hills"),
    "in crops": pgettext_lazy("terrain", "in crops"),
    "in paved road": pgettext_lazy("terrain", "in paved road"),
    "in dirt road": pgettext_lazy("terrain", "in dirt road"),
    "in river": pgettext_lazy("terrain", "in river"),
}
OBSTACLES = {
    "Small": _("Small obstacle"),
    "Medium": _("Medium obstacle"),
    "High": _("High obstacle"),
    "Big": _("Big obstacle"),
    "Very big": _("Very big obstacle"),
}
OBSTACLE_EXAMPLES = {  # what an AFV breaks through (obstacles.OBSTACLE_EXAMPLES)
    "hedges, fences": _("hedges, fences"),
    "breast-high stone walls, sheds": _("breast-high stone walls, sheds"),
    "wooden houses, stone walls taller than a soldier": _("wooden houses, stone walls taller than a soldier"),
    "massive structures like stone houses": _("massive structures like stone houses"),
}


def _mover(unit: str) -> str:
    """ "Infantry heavy gear" in the reader's words; one the catalogue does not know keeps the sentence English."""
    said = localized.label(unit.lower())
    if said == unit.lower():
        raise LookupError(unit)
    return sentence(said)


SQUARE = {"cm": "cm²", "in": _("square in")}


def _area(area: str) -> str:
    """ "225 square cm", "36 square in" as German writes it: "225 cm²", "36 Quadratzoll"."""
    number, _square, units = area.partition(" square ")
    return f"{number} {SQUARE[units]}"


PARTS = {
    "hider": lambda who: str(HIDERS[who]),
    "hide_place": lambda where: str(HIDING_PLACES[where]),
    "ambush_gun": lambda gun: str(AMBUSH_GUNS[gun]),
    "smoke_area": _area,
    "move_unit": _mover,
    "move_in": lambda where: str(IN_TERRAIN[where]),
    "obstacle_size": lambda size: str(OBSTACLES[size]),
    "obstacle_examples": lambda examples: str(OBSTACLE_EXAMPLES[examples]),
}

TERMS = table((r"freeing roll", _("freeing roll")))

ROWS = table(
    # Hide and unhide (concealment.hide_or_unhide).
    (r"(?P<hider>A soldier|A squad leader|A ranking officer|This unit) wants to hide\.", _("%(hider)s wants to hide.")),
    (
        r"(?P<hider>A soldier|A squad leader|A ranking officer|This unit) wants to unhide\.",
        _("%(hider)s wants to unhide."),
    ),
    (
        r"Only infantry and ranking officers hide or unhide; AT and AA guns lie in ambush instead\.",
        _("Only infantry and ranking officers hide or unhide; AT and AA guns lie in ambush instead."),
    ),
    (
        r"Only infantry and ranking officers hide or unhide; AFVs take cover instead\.",
        _("Only infantry and ranking officers hide or unhide; AFVs take cover instead."),
    ),
    (r"It already has a hide token\.", _("It already has a hide token.")),
    (
        r"Out in the open there is nothing to hide behind: it needs cover, woods, a house or a hill\.",
        _("Out in the open there is nothing to hide behind: it needs cover, woods, a house or a hill."),
    ),
    (
        r"It has no hide token, so there is nothing to unhide\.",
        _("It has no hide token, so there is nothing to unhide."),
    ),
    (
        r"It has no action left in this activation: hide costs (?P<n>\d+)\.",
        _("It has no action left in this activation: hide costs %(n)s."),
    ),
    (
        r"It has no action left in this activation: unhide costs (?P<n>\d+)\.",
        _("It has no action left in this activation: unhide costs %(n)s."),
    ),
    (r"No action is spent\.", _("No action is spent.")),
    (
        HIDER + r" hides \((?P<hide_place>behind cover|woods|building|hills)\): one action; put a hide token on it\.",
        _("%(hider)s hides (%(hide_place)s): one action; put a hide token on it."),
    ),
    (
        r"While hidden it may not fire or engage the enemy in any other way: it must unhide first\.",
        _("While hidden it may not fire or engage the enemy in any other way: it must unhide first."),
    ),
    (
        r"Only enemy units at close range \(closer than (?P<cm>\d+) cm / (?P<inch>\d+) in\) can spot it; a sniper may "
        r"also spot it at medium and far range, with a spot roll as usual\.",
        _(
            "Only enemy units at close range (closer than %(cm)s cm / %(inch)s in) can spot it; a sniper may also spot"
            " it at medium and far range, with a spot roll as usual."
        ),
    ),
    (
        HIDER + r" unhides: one action; take its hide token away\.",
        _("%(hider)s unhides: one action; take its hide token away."),
    ),
    (r"It can be spotted as usual again\.", _("It can be spotted as usual again.")),
    (
        r"With its second action it may fire in this same activation\.",
        _("With its second action it may fire in this same activation."),
    ),
    (r"It has no action left to fire in this activation\.", _("It has no action left to fire in this activation.")),
    # Ambush (concealment.ambush_set_up, ambush_reveal).
    (
        r"(?P<ambush_gun>The AT gun|The AA gun|This support weapon) cannot go into ambush\.",
        _("%(ambush_gun)s cannot go into ambush."),
    ),
    (r"Only AT and AA guns may lie in ambush\.", _("Only AT and AA guns may lie in ambush.")),
    (
        r"Guns go into ambush only before the game starts, never once it is under way\.",
        _("Guns go into ambush only before the game starts, never once it is under way."),
    ),
    (
        r"A gun that starts hooked to its vehicle is not in ambush \(as in the solo set-up\)\.",
        _("A gun that starts hooked to its vehicle is not in ambush (as in the solo set-up)."),
    ),
    (
        GUN + r" is placed in ambush: put an ambush token on it before the first turn\.",
        _("%(ambush_gun)s is placed in ambush: put an ambush token on it before the first turn."),
    ),
    (
        r"While in ambush only enemy infantry at super close range \((?P<cm>\d+) cm / (?P<inch>\d+) in or less, "
        r"(?P<ruling>R\d+)\) reveal it; until then it cannot be attacked\.",
        _(
            "While in ambush only enemy infantry at super close range (%(cm)s cm / %(inch)s in or less, %(ruling)s)"
            " reveal it; until then it cannot be attacked."
        ),
    ),
    (
        r"It keeps the token until it is first activated or revealed\.",
        _("It keeps the token until it is first activated or revealed."),
    ),
    (
        GUN + r" has no ambush token: it was activated or revealed already\.",
        _("%(ambush_gun)s has no ambush token: it was activated or revealed already."),
    ),
    (
        r"It is an ordinary target now, spotted and attacked as usual, and it never goes back into ambush\.",
        _("It is an ordinary target now, spotted and attacked as usual, and it never goes back into ambush."),
    ),
    (
        GUN + r" is activated: it reveals itself and loses its ambush token\.",
        _("%(ambush_gun)s is activated: it reveals itself and loses its ambush token."),
    ),
    (
        r"It may fire in this same activation; from then on it stays exposed\.",
        _("It may fire in this same activation; from then on it stays exposed."),
    ),
    (
        GUN + r" lies in ambush; the nearest enemy infantry is (?P<distance>\d+(?:\.\d+)?) (?P<units>cm|in) away\.",
        _("%(ambush_gun)s lies in ambush; the nearest enemy infantry is %(distance)s %(units)s away."),
    ),
    (
        GUN + r" lies in ambush; the nearest enemy unit \(not infantry\) is (?P<distance>\d+(?:\.\d+)?) "
        r"(?P<units>cm|in) away\.",
        _("%(ambush_gun)s lies in ambush; the nearest enemy unit (not infantry) is %(distance)s %(units)s away."),
    ),
    (
        r"Enemy infantry at super close range \((?P<n>\d+) (?P<units>cm|in) or less, (?P<ruling>R\d+)\): the gun is "
        r"revealed and loses its ambush token\.",
        _(
            "Enemy infantry at super close range (%(n)s %(units)s or less, %(ruling)s): the gun is revealed and loses"
            " its ambush token."
        ),
    ),
    (r"It may now be attacked\.", _("It may now be attacked.")),
    (
        r"Only infantry reveal an ambushed gun, whatever the distance\.",
        _("Only infantry reveal an ambushed gun, whatever the distance."),
    ),
    (
        r"Enemy infantry must come within (?P<n>\d+) (?P<units>cm|in) \(super close range, (?P<ruling>R\d+)\) to "
        r"reveal it\.",
        _("Enemy infantry must come within %(n)s %(units)s (super close range, %(ruling)s) to reveal it."),
    ),
    (r"It stays hidden and cannot be attacked\.", _("It stays hidden and cannot be attacked.")),
    # Smoke markers (concealment.smoke_marker).
    (
        r"A smoke grenade is thrown like an anti-personnel grenade \(accuracy and drift as usual\); it harms no one\.",
        _("A smoke grenade is thrown like an anti-personnel grenade (accuracy and drift as usual); it harms no one."),
    ),
    (
        r"Where it lands, place a smoke marker about (?P<smoke_side>\d+) x (?P=smoke_side) (?P<units>cm|in) "
        r"\((?P<smoke_area>\d+ square (?P=units))\)\.",
        _("Where it lands, place a smoke marker about %(smoke_side)s x %(smoke_side)s %(units)s (%(smoke_area)s)."),
    ),
    (
        r"It lasts (?P<smoke_turns>\d+) turns, counting the turn it was laid: laid in turn (?P<smoke_laid>\d+), its "
        r"last turn is (?P<smoke_last>\d+)\.",
        _(
            "It lasts %(smoke_turns)s turns, counting the turn it was laid: laid in turn %(smoke_laid)s, its last turn"
            " is %(smoke_last)s."
        ),
    ),
    (
        r"Turn (?P<smoke_now>\d+) is its turn (?P<smoke_count>\d+) of (?P<smoke_turns>\d+): the smoke is still up "
        r"\(show (?P=smoke_count) on the die\)\.",
        _(
            "Turn %(smoke_now)s is its turn %(smoke_count)s of %(smoke_turns)s: the smoke is still up (show"
            " %(smoke_count)s on the die)."
        ),
    ),
    (r"Every attack roll into the smoke is at (?P<n>-\d+)\.", _("Every attack roll into the smoke is at %(n)s.")),
    (
        r"Turn (?P<smoke_now>\d+) is past turn (?P<smoke_last>\d+): the smoke has cleared; take the marker away\.",
        _("Turn %(smoke_now)s is past turn %(smoke_last)s: the smoke has cleared; take the marker away."),
    ),
    # Double moves (obstacles.double_move): who, where, and why; the terrain's own rule is said by `rule`.
    (MOVER + r": a double move is allowed\.", _("%(move_unit)s %(move_in)s: a double move is allowed.")),
    (MOVER + r": the terrain cannot be entered\.", _("%(move_unit)s %(move_in)s: the terrain cannot be entered.")),
    (
        MOVER + r": it may move or shoot, never move at the double\.",
        _("%(move_unit)s %(move_in)s: it may move or shoot, never move at the double."),
    ),
    (
        MOVER + r": the terrain allows no double move \((?P<rule>[^)]+)\)\.",
        _("%(move_unit)s %(move_in)s: the terrain allows no double move (%(rule)s)."),
    ),
    (
        r"An AFV with more than 5 crew has 3 actions, but its third action may not be a third move\.",
        _("An AFV with more than 5 crew has 3 actions, but its third action may not be a third move."),
    ),
    (
        r"Only AFVs have a third action: the crew size is ignored\.",
        _("Only AFVs have a third action: the crew size is ignored."),
    ),
    # Rivers (obstacles.river_crossing).
    (r"Wheeled vehicles may not enter a river\.", _("Wheeled vehicles may not enter a river.")),
    (r"Tracked vehicles may not enter a river\.", _("Tracked vehicles may not enter a river.")),
    (
        r"Infantry wading a river: (?P<distance>\d+) (?P<units>cm|in) per turn, no double move\.",
        _("Infantry wading a river: %(distance)s %(units)s per turn, no double move."),
    ),
    (
        r"Horse wading a river: (?P<distance>\d+) (?P<units>cm|in) per turn, no double move\.",
        _("Horse wading a river: %(distance)s %(units)s per turn, no double move."),
    ),
    (
        r"While in the river its cover level is (?P<n>-\d+): attackers get (?P<bonus>\+\d+), its morale checks "
        r"(?P=n)\.",
        _("While in the river its cover level is %(n)s: attackers get %(bonus)s, its morale checks %(n)s."),
    ),
    # Infantry crossing obstacles (obstacles.obstacle_crossing, R12).
    (
        r"Event cards in force: the crossing roll needs (?P<n>\d+) more\.",
        _("Event cards in force: the crossing roll needs %(n)s more."),
    ),
    (
        r"(?P<obstacle_size>Small|Medium|High) obstacle: needs (?P<n>\d+) or more on (?P<dice>\d+D6)\.",
        _("%(obstacle_size)s: needs %(n)s or more on %(dice)s."),
    ),
    (r"Chance of crossing: (?P<chance>.+%)\.", _("Chance of crossing: %(chance)s.")),
    (r"Rolled (?P<rolled>\d+): failed, try again next turn\.", _("Rolled %(rolled)s: failed, try again next turn.")),
    (r"Its movement ends for this turn \((?P<ruling>R\d+)\)\.", _("Its movement ends for this turn (%(ruling)s).")),
    (r"It may still use a remaining action to fire\.", _("It may still use a remaining action to fire.")),
    (r"It may not fire for the rest of this turn\.", _("It may not fire for the rest of this turn.")),
    # AFVs breaking through obstacles and freeing a stuck AFV (obstacles.afv_breakthrough, free_stuck_afv, R13).
    (
        r"(?P<obstacle_size>Small|Medium|Big|Very big) obstacle \((?P<obstacle_examples>[a-z ,-]+)\): needs "
        r"(?P<n>\d+) or more on (?P<dice>\d+D6)\.",
        _("%(obstacle_size)s (%(obstacle_examples)s): needs %(n)s or more on %(dice)s."),
    ),
    (r"Chance of breaking through: (?P<chance>.+%)\.", _("Chance of breaking through: %(chance)s.")),
    (r"It is the only action the AFV may take this turn\.", _("It is the only action the AFV may take this turn.")),
    (r"Rolled " + ROLLED + r": it breaks through\.", _("Rolled %(rolled)s: it breaks through.")),
    (
        r"Rolled " + ROLLED + r": stuck; mark it with a stuck token and try to free it from next turn\.",
        _("Rolled %(rolled)s: stuck; mark it with a stuck token and try to free it from next turn."),
    ),
    (
        r"The crew may try to free the vehicle once per turn: try again next turn\.",
        _("The crew may try to free the vehicle once per turn: try again next turn."),
    ),
    (r"The crew may try once per turn\.", _("The crew may try once per turn.")),
    (r"Chance of freeing it: (?P<chance>.+%)\.", _("Chance of freeing it: %(chance)s.")),
    (r"It may move next turn\.", _("It may move next turn.")),
    (r"It keeps its stuck token: try again next turn\.", _("It keeps its stuck token: try again next turn.")),
)
