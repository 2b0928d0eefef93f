"""Open Fire rulings O64-O70: how a battle on the phones settles what the text leaves to the players at the table
(dice they roll themselves, defence dice, a wreck's passengers, free attacks, abilities, more than two players, where
a mission's markers go).
In our own words: what the text says, how the app reads it, and why."""

from __future__ import annotations

from rules.rulings import Ruling

TOPIC = "At the table"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "O64",
        "Dice rolled at the table",
        TOPIC,
        book="Every roll is a D12; a die the rules let you roll again is rolled once more and the new roll stands.",
        app="A battle may be played with the players' own dice. Each roll's box takes the faces in the order they "
        "count: first one die for each roll, then one more for each die rolled again, in the same order. For the "
        "initiative, one die for each player in seat order, ties rolled again after them. Typed dice are logged as "
        "rolled at the table; the app's own dice can be checked by anyone, typed ones cannot.",
        why="The order is the one the procedures read, so the same faces always give the same result.",
    ),
    Ruling(
        "O65",
        "Who rolls the defence",
        TOPIC,
        book="The target's player makes the defence rolls after the attacker's skill rolls.",
        app="With dice rolled at the table, an attack that hits waits until its defence dice are typed; either "
        "player may type them, and nothing else happens in the meantime. With the app's dice both rolls are made "
        "in one tap.",
        why="Both players see the dice on the table; waiting for one phone only would stall a game whose owner has "
        "put theirs down.",
    ),
    Ruling(
        "O66",
        "Getting out of a wreck",
        TOPIC,
        book="The passengers of a destroyed transport are placed around it; models that cannot be placed are lost, "
        "and the whole unit if its leader cannot be.",
        app="When a transport is destroyed, its passengers' owner says whether the leader fits and how many of the "
        "other models do; the rest are removed, which counts as damage this round (O57). Play waits for that answer.",
        why="Only the players can see the room around the wreck.",
    ),
    Ruling(
        "O67",
        "Making a free attack",
        TOPIC,
        book="A unit left behind in assault range may make a free attack after the moving unit's activation, every "
        "model attacking as if in assault range.",
        app="The moving player ticks the enemy units it left as it moves. When its activation is over, each owner in "
        "turn makes the free attack with a weapon of their choice, or lets it go; play passes on after the last. A "
        "free attack needs the attacker and the mover both still on the battlefield.",
        why="The free attack is the other player's decision, and it comes before anything else happens.",
    ),
    Ruling(
        "O68",
        "Abilities",
        TOPIC,
        book="Some units have special abilities used during their activation, each saying when; an ability may "
        "replace another action.",
        app="The core text names no abilities, so a pack writes each unit's own (name and what it does). The "
        "acting unit's card offers them after securing, as the text's order of actions has it; it may use every "
        "ability it has, each once an activation, and using one closes the actions before it. The players carry "
        "out what the ability says, except where the pack marks it as taking stress markers off a friendly unit: "
        "the card then asks which unit, and the app takes them off.",
        why="Each module words its abilities differently; the app keeps the order and the log, and does itself only "
        "what it can read for certain.",
    ),
    Ruling(
        "O69",
        "Three or four players",
        TOPIC,
        book="With several players, keep note of the initiative order; a player with no unit on the battlefield at "
        "the end of a round forfeits.",
        app="A battle may seat two to four players, each for themselves. The roll-off orders them all, and they "
        "activate in that order. A player who forfeits leaves the game; the last one left wins at once, and "
        "otherwise the most victory points win after the last round.",
        why="The text plays each player for themselves; teams would need rules it does not give.",
    ),
    Ruling(
        "O70",
        "Where the markers go",
        TOPIC,
        book="The mission gives the place of each player's entry points and of the objectives; where it lets the "
        "players place their entry points, they roll off and then place one each in turn, the winner first.",
        app="Our missions place the objectives on the table's middle line (Raid: a third and two thirds of the way "
        "from the south edge) and give each player an edge of their own: the first two face each other (south, "
        "north), a third and fourth take west and east. Skirmish puts two entry points a quarter and three quarters "
        "along each edge, Raid three at a sixth, half and five sixths, measured from the edge's left end as its "
        "player faces the table; Hold the line leaves two each to the players, who roll off before the first "
        "round. The table card sketches it all and says each distance for a table of 36 x 36, 48 x 48 or 72 x 48 in.",
        why="Fixed shares fit any table; an edge of one's own keeps every player's reserve as far from the others' "
        "as the text's deployment within 6 in expects.",
    ),
)
