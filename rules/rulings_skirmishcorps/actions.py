"""SkirmishCorps rulings Q4-Q11, Q14-Q16: what the text leaves open about moving, stances and which actions combine
(rules.engine.skirmishcorps.procedures: actions, movement, hiding, close_combat). In our own words: what the text
says, how the app reads it, and why."""

from __future__ import annotations

from rules.rulings import Ruling

MOVING = "Moving and stances"
COMBINING = "Combining actions"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "Q4",
        "One way of moving in an action",
        MOVING,
        book="A foot-unit jogs, runs, sprints or sneaks, each with its own distance; the text does not say whether "
        "one move may mix them.",
        app="An action's move is one of the four: a unit jogs, runs, sprints or sneaks, and its distance is that "
        "move's alone. The calculator refuses to combine two ways of moving.",
        why="Each way has its own limits (no shooting on a sprint, prone while sneaking); mixing them would let a "
        "unit pick whichever limit suits it.",
    ),
    Ruling(
        "Q5",
        "What difficult terrain costs",
        MOVING,
        book="Difficult terrain halves the distance moved; its example has 2 inches of bog cost 4.",
        app="Every inch through difficult terrain costs two inches of the move's distance, whichever way the unit "
        "moves (a sneak too); open ground costs its own length.",
        why="It is what the example counts, and it gives the same answer wherever on the move the terrain lies.",
    ),
    Ruling(
        "Q6",
        "Halves are not rounded",
        MOVING,
        book="A sneak goes SP divided by 2 inches; the text says nothing about rounding.",
        app="Distances keep their halves: SP 5 sneaks 2.5 inches, and 1.5 inches of difficult terrain costs 3.",
        why="Measuring tapes show half inches, and rounding either way would favour one side.",
    ),
    Ruling(
        "Q7",
        "A prone unit moves by sneaking",
        MOVING,
        book="A prone unit that stands at the start of its action may jog or run; one that stays prone may sneak or "
        "hide.",
        app="Jogging, running and sprinting are moves of a standing unit: a prone unit stands up first (and may "
        "then not sprint), or stays prone and sneaks.",
        why="The text offers a prone unit only those two paths; a unit crawling at a run's pace would make standing "
        "up pointless.",
    ),
    Ruling(
        "Q8",
        "No aimed shot in a charge",
        COMBINING,
        book="Only a unit that does not move may aim; a unit enters close combat by ending its move in contact.",
        app="An aimed shot and a close combat attack do not combine: the charge is a move, so its shot is a snap "
        "shot (Fire a Ranged Weapon), which does combine with a charge.",
        why="It follows from the two rules together; the shot of a charging unit is still allowed, just unaimed.",
    ),
    Ruling(
        "Q9",
        "No charge while sneaking",
        COMBINING,
        book="A sneaking unit stays prone; a hidden unit attacks in close combat by burning its action on a spring "
        "attack, which stands it up.",
        app="Sneaking and a close combat attack do not combine. A hidden unit that wants to fight hand to hand makes "
        "a spring attack; a sneaking one first hides.",
        why="The text gives hidden units their own way into close combat, with its own bonuses; a prone sneak into "
        "contact would bypass it.",
    ),
    Ruling(
        "Q10",
        "A spring attack is the whole action",
        COMBINING,
        book="A hidden unit may burn its action to make a spring attack: it stands, moves into contact and attacks, "
        "without ranged weapons.",
        app="A spring attack combines with no other action. Its standing up and its move are part of it, not a "
        "change of stance or a move of their own.",
        why="Burning the action means the attack is all the unit does that turn.",
    ),
    Ruling(
        "Q11",
        "Hiding after a sneak",
        COMBINING,
        book="A sneaking unit that ends its move in cover may hide at once; a unit trying to hide may not move, "
        "shoot or throw.",
        app="The move of the sneak does not stop it hiding, but a sneaking unit that threw on its way does not "
        "hide at its end.",
        why="The sneak's own rule allows the move and nothing more; the hide rule still forbids the throw.",
    ),
    Ruling(
        "Q14",
        "The same action twice",
        COMBINING,
        book="A unit fires or throws once at any point of its move; it may change stance at the start and/or the "
        "end of its action.",
        app="Only a change of stance comes twice in one action (once at its start, once at its end); every other "
        "action is taken once.",
        why="The text allows the two stance changes in words and limits shooting and throwing to once.",
    ),
    Ruling(
        "Q15",
        "An aimed shot is the action's shot",
        COMBINING,
        book="A unit that does not move may aim and shoot; a unit fires a ranged weapon once in its move.",
        app="Aim and shoot and fire a ranged weapon are the same one shot, aimed or not: a unit does not aim and "
        "then fire again.",
        why="An aimed shot is a way of firing, not a second weapon.",
    ),
    Ruling(
        "Q16",
        "How far a spring attack reaches",
        COMBINING,
        book="A hidden unit may spring on an enemy unit within a range equal to its SP.",
        app="The enemy may be as far as the unit's SP in inches, that distance included, measured as any range is.",
        why="'Within' includes the distance itself, as it does for every range.",
    ),
)
