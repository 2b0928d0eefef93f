"""Chain of Command's vehicle movement in the reader's words (rules.engine.chain_of_command.procedures): the pace and
its Movement Dice, the inches a pip is worth on each ground, Shock, doubles in soft ground, at obstacles and in
buildings, rotating, firing on the move, and the rolls of stuck vehicles. Lengths are in inches, said "Zoll"; the
rows are worded so that no sentence of another system matches them. Their German is the lead's (locale/)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from rules.sentences.open_fire_words import CHANCE, INCHES, decimal
from rules.sentences.rows import table

N = r"\d+"
PARTS = {"average": decimal, "cm": decimal, "low": decimal, "high": decimal}

ROWS = table(
    # The pace and its dice (11.1.4), and what the dice are worth on the ground crossed (11.1.1, 11.1.3).
    (r"Moving Cautiously: 1 Movement Die\.", _("Moving Cautiously: 1 Movement Die.")),
    (r"Moving Rapidly: 2 Movement Dice\.", _("Moving Rapidly: 2 Movement Dice.")),
    (r"Moving Flat Out: 3 Movement Dice\.", _("Moving Flat Out: 3 Movement Dice.")),
    (r"Open or hard ground, Slow: 1 in per pip\.", _("Open or hard ground, Slow: 1 in per pip.")),
    (
        r"Open or hard ground, Standard: 1 in per pip, \+1 in per Movement Die\.",
        _("Open or hard ground, Standard: 1 in per pip, +1 in per Movement Die."),
    ),
    (
        r"Open or hard ground, Fast: 1 in per pip, \+2 in per Movement Die\.",
        _("Open or hard ground, Fast: 1 in per pip, +2 in per Movement Die."),
    ),
    (r"Open or hard ground, Wheeled: 2 in per pip\.", _("Open or hard ground, Wheeled: 2 in per pip.")),
    (
        r"Broken Ground: 1 in per pip, whatever its Speed Rating \(K1\)\.",
        _("Broken Ground: 1 in per pip, whatever its Speed Rating (K1)."),
    ),
    (
        r"Rough Ground: 1 in per pip, the lowest die discarded\.",
        _("Rough Ground: 1 in per pip, the lowest die discarded."),
    ),
    (
        r"Rough Ground: the lowest die is discarded; with one die nothing is left \(K3\)\.",
        _("Rough Ground: the lowest die is discarded; with one die nothing is left (K3)."),
    ),
    (
        r"Reversing: 1 in per pip, whatever its Speed Rating\.",
        _("Reversing: 1 in per pip, whatever its Speed Rating."),
    ),
    (r"Heavy Going is impassable to every vehicle\.", _("Heavy Going is impassable to every vehicle.")),
    (r"A wheeled vehicle has no movement in Rough Ground\.", _("A wheeled vehicle has no movement in Rough Ground.")),
    (
        r"Only fully tracked vehicles cross Rough Ground; a half-track cannot \(K2\)\.",
        _("Only fully tracked vehicles cross Rough Ground; a half-track cannot (K2)."),
    ),
    (
        r"A wheeled vehicle has the Wheeled Speed Rating, and only a wheeled vehicle has it\.",
        _("A wheeled vehicle has the Wheeled Speed Rating, and only a wheeled vehicle has it."),
    ),
    (r"A vehicle reversing cannot move Flat Out\.", _("A vehicle reversing cannot move Flat Out.")),
    (
        r"A vehicle going round a corner of 90 degrees or more cannot move Flat Out\.",
        _("A vehicle going round a corner of 90 degrees or more cannot move Flat Out."),
    ),
    # Doubles (11.3, 11.3.1, 11.3.2), Shock (11.2) and the distances before the roll.
    (
        rf"Soft ground: a double on the Movement Dice leaves it Immobilised at the end of its move \(K5\), chance "
        rf"(?P<chance>{CHANCE})\.",
        _(
            "Soft ground: a double on the Movement Dice leaves it Immobilised at the end of its move (K5), chance "
            "%(chance)s."
        ),
    ),  # fmt: skip
    (
        r"One die cannot roll a double: it cannot become Immobilised \(K4\)\.",
        _("One die cannot roll a double: it cannot become Immobilised (K4)."),
    ),
    (
        rf"A double leaves it Immobilised on the obstacle, not across it \(K6\), chance (?P<chance>{CHANCE})\.",
        _("A double leaves it Immobilised on the obstacle, not across it (K6), chance %(chance)s."),
    ),
    (
        rf"A double brings the building down: tank and crew are trapped inside \(K7\), chance "
        rf"(?P<chance>{CHANCE})\.",
        _("A double brings the building down: tank and crew are trapped inside (K7), chance %(chance)s."),
    ),
    (
        rf"Shock (?P<shock>{N}): 1 in less for each point, never below 0 in\.",
        _("Shock %(shock)s: 1 in less for each point, never below 0 in."),
    ),
    (
        rf"It moves (?P<low>{N}) to (?P<high>{N}) in, on average (?P<average>{INCHES}) in\.",
        _("It moves %(low)s to %(high)s in, on average %(average)s in."),
    ),
    (
        rf"If it gets through, it moves (?P<low>{N}) to (?P<high>{N}) in, on average (?P<average>{INCHES}) in\.",
        _("If it gets through, it moves %(low)s to %(high)s in, on average %(average)s in."),
    ),
    (
        rf"If the building stands, it moves (?P<low>{N}) to (?P<high>{N}) in, on average (?P<average>{INCHES}) "
        r"in\.",
        _("If the building stands, it moves %(low)s to %(high)s in, on average %(average)s in."),
    ),
    (
        r"Nothing is left of any roll: it cannot move \(it may still roll\)\.",
        _("Nothing is left of any roll: it cannot move (it may still roll)."),
    ),
    # The roll.
    (r"Movement Dice: (?P<faces>[1-6](?:, [1-6]){0,2})\.", _("Movement Dice: %(faces)s.")),
    (r"The lowest die, (?P<face>[1-6]), is discarded\.", _("The lowest die, %(face)s, is discarded.")),
    (r"The lower die, (?P<face>[1-6]), is discarded\.", _("The lower die, %(face)s, is discarded.")),
    (r"The higher die, (?P<face>[1-6]), is discarded\.", _("The higher die, %(face)s, is discarded.")),
    (r"A double: immobilised\.", _("A double: immobilised.")),
    (r"A double: trapped\.", _("A double: trapped.")),
    (
        rf"Pips: (?P<pips>{N}), at (?P<each>[12]) in each: (?P<inches>{N}) in\.",
        _("Pips: %(pips)s, at %(each)s in each: %(inches)s in."),
    ),
    (
        rf"Movement Dice: (?P<count>[1-3]), at \+(?P<each>[12]) in each: \+(?P<inches>{N}) in\.",
        _("Movement Dice: %(count)s, at +%(each)s in each: +%(inches)s in."),
    ),
    (
        rf"Shock: (?P<shock>{N}), at -1 in each: -(?P=shock) in\.",
        _("Shock: %(shock)s, at -1 in each: -%(shock)s in."),
    ),
    (rf"It moves (?P<inches>{N}) in\.", _("It moves %(inches)s in.")),
    # The same distance on a table measured in centimetres (ruling M1).
    (
        rf"On a table measured in centimetres \(2\.5 cm to the inch\): (?P<cm>{INCHES}) cm\.",
        _("On a table measured in centimetres (2.5 cm to the inch): %(cm)s cm."),
    ),
    (
        rf"On a table measured in centimetres \(2\.5 cm to the inch\): (?P<low>{INCHES}) to (?P<high>{INCHES}) cm, "
        rf"on average (?P<average>{INCHES}) cm\.",
        _(
            "On a table measured in centimetres (2.5 cm to the inch): %(low)s to %(high)s cm, on average %(average)s cm."
        ),
    ),
    (r"Nothing is left: it does not move\.", _("Nothing is left: it does not move.")),
    # Moving Flat Out (11.1.2), firing on the move (11.1.4).
    (
        r"Flat Out: it must move the whole distance, unless an obstacle blocks its route; then it halts there and "
        r"does not count as moving Flat Out\.",
        _(
            "Flat Out: it must move the whole distance, unless an obstacle blocks its route; then it halts there "
            "and does not count as moving Flat Out."
        ),
    ),  # fmt: skip
    (
        r"Driving Flat Out, it cannot interrupt with a Chain of Command Dice in this Phase or the next\.",
        _("Driving Flat Out, it cannot interrupt with a Chain of Command Dice in this Phase or the next."),
    ),
    (
        r"Moving Cautiously, every activated weapon fires at full effect, before or after the move\.",
        _("Moving Cautiously, every activated weapon fires at full effect, before or after the move."),
    ),
    (r"Moving Rapidly, any activated MG position may fire\.", _("Moving Rapidly, any activated MG position may fire.")),
    (
        r"Moving Rapidly, an AFV may not fire its main weapon\.",
        _("Moving Rapidly, an AFV may not fire its main weapon."),
    ),
    (r"Moving Flat Out, nothing may fire\.", _("Moving Flat Out, nothing may fire.")),
    # Rotating (11.1.3).
    (
        rf"Rotating (?P<degrees>{N}) degrees on its tracks \(up to 45 degrees\): it uses 1 Movement Die\.",
        _("Rotating %(degrees)s degrees on its tracks (up to 45 degrees): it uses 1 Movement Die."),
    ),
    (
        rf"Rotating (?P<degrees>{N}) degrees on its tracks \(more than 45, up to 90 degrees\): it uses 2 Movement "
        r"Dice\.",
        _("Rotating %(degrees)s degrees on its tracks (more than 45, up to 90 degrees): it uses 2 Movement Dice."),
    ),
    (
        rf"Rotating (?P<degrees>{N}) degrees on its tracks \(more than 90, up to 180 degrees\): it uses 3 Movement "
        r"Dice\.",
        _("Rotating %(degrees)s degrees on its tracks (more than 90, up to 180 degrees): it uses 3 Movement Dice."),
    ),
    (
        r"Those dice are spent, not rolled; the dice left of its pace may still move it \(K10\)\.",
        _("Those dice are spent, not rolled; the dice left of its pace may still move it (K10)."),
    ),
    (
        r"A rotating vehicle never counts as a target moving Flat Out\.",
        _("A rotating vehicle never counts as a target moving Flat Out."),
    ),
    (
        r"Only a fully tracked vehicle rotates on its tracks; others turn as they move \(K10\)\.",
        _("Only a fully tracked vehicle rotates on its tracks; others turn as they move (K10)."),
    ),
    # Obstacles and buildings (11.3, 11.3.2).
    (
        r"A wheeled vehicle or half-track drives through a fence at any pace without penalty\.",
        _("A wheeled vehicle or half-track drives through a fence at any pace without penalty."),
    ),
    (
        r"A Major Obstacle in its path ends all movement of a wheeled vehicle or half-track\.",
        _("A Major Obstacle in its path ends all movement of a wheeled vehicle or half-track."),
    ),
    (
        r"A wheeled vehicle or half-track cannot cross walls, ditches or other obstacles\.",
        _("A wheeled vehicle or half-track cannot cross walls, ditches or other obstacles."),
    ),
    (
        r"A tracked vehicle crosses a Minor Obstacle as though in Broken Ground: 1 in per pip\.",
        _("A tracked vehicle crosses a Minor Obstacle as though in Broken Ground: 1 in per pip."),
    ),
    (
        r"A tracked vehicle crosses a Medium or Major Obstacle at Rapid speed, whatever its pace: 2 Movement Dice, "
        r"the higher discarded, 1 in per pip \(K6\)\.",
        _(
            "A tracked vehicle crosses a Medium or Major Obstacle at Rapid speed, whatever its pace: 2 Movement "
            "Dice, the higher discarded, 1 in per pip (K6)."
        ),
    ),  # fmt: skip
    (
        r"Once a vehicle has passed through, that stretch of the obstacle becomes Broken Ground\.",
        _("Once a vehicle has passed through, that stretch of the obstacle becomes Broken Ground."),
    ),
    (
        r"A building in its path ends all movement of a wheeled vehicle or half-track\.",
        _("A building in its path ends all movement of a wheeled vehicle or half-track."),
    ),
    (
        r"Only a fully tracked AFV may drive into a brick or stone building\.",
        _("Only a fully tracked AFV may drive into a brick or stone building."),
    ),
    (
        r"A fully tracked AFV drives in on 2 Movement Dice, the lower discarded, 1 in per pip \(K7\)\.",
        _("A fully tracked AFV drives in on 2 Movement Dice, the lower discarded, 1 in per pip (K7)."),
    ),
    (
        r"They cannot be activated for the rest of the Turn; at its end roll a D6 to get out \(Trapped in a "
        r"building\)\.",
        _(
            "They cannot be activated for the rest of the Turn; at its end roll a D6 to get out (Trapped in a "
            "building)."
        ),
    ),  # fmt: skip
    # Stuck vehicles (11.3.1.1, 11.3.2).
    (
        r"An Immobilised vehicle rolls a D6 when its Driver is activated and at the end of every Turn \(K11\)\.",
        _("An Immobilised vehicle rolls a D6 when its Driver is activated and at the end of every Turn (K11)."),
    ),
    (
        r"It needs 2 or more; a 1 leaves it Immobilised for the rest of the game\.",
        _("It needs 2 or more; a 1 leaves it Immobilised for the rest of the game."),
    ),
    (
        r"It is no longer Immobilised and acts as normal when next activated\.",
        _("It is no longer Immobilised and acts as normal when next activated."),
    ),
    (r"It cannot move for the rest of the game\.", _("It cannot move for the rest of the game.")),
    (
        r"A tank trapped in a collapsed building rolls a D6 at the end of the Turn, and again when activated in a "
        r"later Turn \(K12\)\.",
        _(
            "A tank trapped in a collapsed building rolls a D6 at the end of the Turn, and again when activated in "
            "a later Turn (K12)."
        ),
    ),  # fmt: skip
    (
        r"It needs 3 or more; on a 1 or 2 the crew stay trapped for the next Turn\.",
        _("It needs 3 or more; on a 1 or 2 the crew stay trapped for the next Turn."),
    ),
    (
        r"The crew have freed themselves: place the vehicle outside the building where it went in\.",
        _("The crew have freed themselves: place the vehicle outside the building where it went in."),
    ),
    (
        r"Trapped for the next Turn: roll again when it is activated in a later Turn\.",
        _("Trapped for the next Turn: roll again when it is activated in a later Turn."),
    ),
)
