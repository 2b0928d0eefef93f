"""SkirmishCorps rulings Q1-Q3, Q12 and Q13: what the foot-unit actions text points to but does not contain (tags,
rolls to hit, close combat, pursuit, overwatch) and how two of its modifiers meet. In our own words."""

from __future__ import annotations

from rules.rulings import Ruling

OUTSIDE = "Beyond this text"
MODIFIERS = "Modifiers"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "Q1",
        "Tags in a spot test",
        OUTSIDE,
        book="A spot test must not forget the modifier against a unit sneaking in the open and tags such as Alert "
        "and Sneaky; the text gives the tags no values.",
        app="The spot test takes one more number, added to the spotting unit's total: the players add up what their "
        "units' tags say (a spotter's Alert as a bonus, a target's Sneaky as a minus). The +3 against a unit sneaking "
        "out of cover the app counts itself.",
        why="The tags are defined elsewhere; one signed number fits whatever they say without guessing their values.",
    ),
    Ruling(
        "Q2",
        "Rolls this text does not hold",
        OUTSIDE,
        book="The text gives bonuses and penalties to the roll to hit, to CC, to ST and to dodging or parrying, but "
        "not the rolls themselves, nor any weapon table.",
        app="Its calculators say whether an action is allowed and which modifiers apply; the players make the roll "
        "to hit, the close combat attack and any dodge or parry with those modifiers as their full rules say.",
        why="Counting odds for a roll the text does not describe would be guesswork.",
    ),
    Ruling(
        "Q3",
        "Aiming at an open top's crew",
        MODIFIERS,
        book="A unit that aims may target chosen crew of an open-topped enemy unit, with no bonus to hit for this.",
        app="Only an aimed shot (no move, no change of stance) may pick out the crew, and that shot does not get the "
        "aimed +1. A snap shot is fired at the unit.",
        why="The rule stands under Aim and Shoot, and 'no bonus' reads as the aim being spent on picking the target.",
    ),
    Ruling(
        "Q12",
        "Charging to flush",
        MODIFIERS,
        book="A charge without shooting or throwing gets +2 to CC; a unit that flushes a hidden or sneaking unit "
        "attacks it at -1.",
        app="Both count: a unit that flushes without having shot or thrown attacks at +1 in all, one that shot at "
        "another unit first attacks at -1.",
        why="The text gives the two for different reasons and never says one replaces the other.",
    ),
    Ruling(
        "Q13",
        "Pursuit and overwatch",
        OUTSIDE,
        book="An enemy that has not acted may burn its action to pursue a unit breaking off; a unit on overwatch may "
        "cut off, retaliate or break off. The text names these but its sections on them are not part of it.",
        app="The calculators say when pursuit is open and when overwatch matters (a spring attack on a unit on "
        "overwatch); how to pursue or cut off is left to the players' full rules.",
        why="The app does not make up rules the text only names.",
    ),
)
