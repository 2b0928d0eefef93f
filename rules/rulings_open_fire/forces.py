"""Open Fire rulings O60-O63: packs, forces and missions, where the core text leaves army lists and missions to a game module. In our own
words: what the text says, how the app reads it, and why."""

from __future__ import annotations

from rules.rulings import Ruling

TOPIC = "Packs and forces"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "O60",
        "Points and a force's limit",
        TOPIC,
        book="The core text has no army lists and no points: a game module supplies both.",
        app="A pack may price its units. When every unit has a price, a force may not spend more than the limit its "
        "player sets; when a pack prices none, a force has no limit and the players agree on its size.",
        why="It is how a module's lists usually work, and a pack without prices still plays.",
    ),
    Ruling(
        "O61",
        "Who leads a unit",
        TOPIC,
        book="Every unit has a leader; if the profile does not name one, the player picks any model before the game.",
        app="A pack may mark one model as the leader. If it does not, the player names one in the force; if the "
        "player does not either, the unit's first model leads. The leader is fixed once the force is sealed.",
        why="A sealed force cannot change later, and the first model is the one most profiles list as in charge.",
    ),
    Ruling(
        "O62",
        "A unit's own special rules",
        TOPIC,
        book="A unit may have its own special rule, written out in its profile; universal rules are given by name.",
        app="A pack names the text's universal rules exactly as the text spells them, with their value where they take "
        "one (Fear (2)). Any other rule must come with its own text in the unit's profile, or the pack is refused.",
        why="A player at the table must be able to read every rule a unit has.",
    ),
    Ruling(
        "O63",
        "Missions of our own",
        TOPIC,
        book="Every game is played with a mission, which says how long it lasts and which objectives it has; the core "
        "text leaves the missions themselves to game modules.",
        app="A battle offers three missions we wrote: Skirmish (two control objectives of 2 VP and one access "
        "objective of 1 VP), Raid (one destroy and one recover objective of 3 VP each) and Hold the line (three "
        "control objectives of 3 VP). The host sets the rounds (6 unless changed), the table's size and may set each "
        "force's points. Where the markers go is ruling O70.",
        why="They use every kind of objective the text describes, and leave the table's terrain to the players.",
    ),
)
