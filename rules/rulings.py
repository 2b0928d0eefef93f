"""The rulings R1-R46 (shared/rulings.md) as data for the Rulings page, in our own words.

Each says what the book says, how the app reads it and why. `house_rule` names the reading a battle's
host may switch to at setup; empty means the ruling is fixed. Ids are stable: code and tests cite them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    topic: str
    book: str
    app: str
    why: str
    house_rule: str = ""  # the alternative a host may choose; empty: not switchable
    unmapped: bool = False  # the book leaves this table total without a result
    campaign_only: bool = False  # its house rule is chosen when a campaign is set up, not for a single battle


ROLLS = "Rolls and thresholds"
DISTANCES = "Distances"
MOVEMENT = "Movement"
UNMAPPED = "Unmapped table results"
DIRECTIONS = "Dice-sum direction tables"
COMMAND = "Command, actions and morale"
ENDING = "Game end and scoring"
SETUP = "Setup, terrain and cover"
REROLL = "Re-roll the effect dice instead."
CAMPAIGN = "Campaigns: where the book is silent"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "R1",
        "Roll-under means at or under",
        ROLLS,
        book="The attack roll passage asks for a total below the attack value, while the summary of combat dice asks for one that matches it or is below. Other tests (accuracy, suppression, melee, morale, machine guns stopping tanks, tables saying 'or lower') are also rolls under a number.",
        app="Every such roll succeeds when the total is at most the number needed, so a total equal to the target succeeds. The same rule covers attack, accuracy, suppression, melee, morale, the MG-stops-AFV table and every 'or lower' table.",
        why="The dice summary is the book's own digest and is explicit, and one rule for every roll-under test is easy to remember at the table.",
    ),
    Ruling(
        "R2",
        "A bare number means that or lower",
        ROLLS,
        book="A few table cells give only a number (such as 14 or 12) without saying whether it is a maximum or a minimum.",
        app="A cell that is only a number means that number or lower.",
        why="The other accuracy tables for the same kind of roll spell out 'or lower', and R1 reads every target the same way.",
    ),
    Ruling(
        "R3",
        "Modifiers move the target, never the dice",
        ROLLS,
        book="Bonuses are added to the roll needed and penalties taken from it, and they accumulate. The quality passage adds that quality counts for each die rolled.",
        app="Every bonus raises the number needed and every penalty lowers it; all that apply add up. Quality (conscript -1, elite +1) applies once per roll, not once per die.",
        why="Counted per die, an elite would gain +4 on a 4D6 attack. The modifier tables list quality as a single +1 or -1 beside the other modifiers, so that is how the app counts it.",
    ),
    Ruling(
        "R4",
        "Attack rolls are 4D6",
        ROLLS,
        book="The dice summary makes the attack roll 4D6, yet two passages (machine guns hitting several targets, and Panzerfaust or Bazooka shots after a good accuracy roll) call for an attack roll on 2D6.",
        app="Attack rolls always use 4D6. Procedures that are 2D6 rolls in their own right stay on 2D6: effects, morale, MG overheating, MG stopping an AFV, running over, ramming, catching fire, AFV breakthrough and freeing a stuck vehicle.",
        why="Attack values and the +4 and +8 range bonuses are sized for 4D6; on 2D6 almost every attack would succeed.",
    ),
    Ruling(
        "R5",
        "Impossible and automatic targets",
        ROLLS,
        book="The book does not say what happens when modifiers push the number needed below the lowest total the dice can show, or to their highest total.",
        app="A target below the dice's minimum is shown as 'cannot succeed' before the roll (the player may still roll, for the log); a target at or above their maximum is 'automatic'. The exact chance is always shown before a roll.",
        why="Players should know what a roll can do before they spend the action on it.",
    ),
    Ruling(
        "R6",
        "Two measuring systems, no conversion",
        DISTANCES,
        book="Most distances come in pairs, such as 10 cm / 4 in, 50 cm / 20 in and 100 cm / 40 in; a few are given in centimetres only.",
        app="Each battle is played either in centimetres or in inches. Paired values are used as printed for the chosen system; where only centimetres are printed, inches are the centimetres divided by 2.5.",
        why="The pairs are rounded (10 cm is not exactly 4 in), so converting between them would give awkward numbers; 2.5 is the ratio the book's own pairs follow.",
    ),
    Ruling(
        "R7",
        "Where the edge of a band falls",
        DISTANCES,
        book="Tables use 'less than', 'A to B' and 'more than' without saying which band an exact edge belongs to. The range-band table has far beyond 100 cm and medium under 100 cm, so exactly 100 cm is in neither.",
        app="'Less than X' and 'more than X' are strict. A band from A to B includes B and excludes A (5 to 10 cm is more than 5 and at most 10). Exactly 50 cm is medium range and exactly 100 cm is far range.",
        why="Every measured distance has to land in exactly one band, and this one reading works for every table in the book.",
    ),
    Ruling(
        "R8",
        "Super close range",
        DISTANCES,
        book="Ambushing anti-tank and anti-air guns are revealed, and machine guns may try to stop tanks, at 'super close range', which the book never measures. Close range is under 50 cm / 20 in.",
        app="Super close range is at most 10 cm / 4 in, one infantry move. Close range stays under 50 cm / 20 in, as in the range-band table.",
        why="One move is the distance the book uses for its other point-blank actions, such as melee and dropping a grenade into a hatch.",
    ),
    Ruling(
        "R9",
        "Movement dice and fixed moves",
        DISTANCES,
        book="Vehicles and horses roll 1D6 to 8D6 for a move, without saying how far one pip goes. Infantry moves 10 cm / 4 in and support weapons 5 cm / 2 in.",
        app="Each pip is 1 in, or 2.5 cm when playing in centimetres. Infantry moves 10 cm / 4 in per move and support weapons 5 cm / 2 in.",
        why="Using the book's own pairing ratio (R6) makes a move equally long in both systems.",
    ),
    Ruling(
        "R10",
        "Terrain changes the movement dice",
        MOVEMENT,
        book="The movement and terrain table tells units to abandon their lowest or highest die (or two), to add their highest or lowest die, or to add their two highest; steep hills allow 1D6 per turn.",
        app="These act on the dice rolled for one move: abandoning drops those dice, adding a die counts it twice, adding the two highest counts both twice. A move never has fewer than zero dice, so a 1D6 vehicle that must abandon two dice does not move. On steep hills the move is 1D6 whatever the vehicle's dice, once per turn.",
        why="It is the plainest reading of the table's words, and it lets the app show the exact chance of every distance.",
    ),
    Ruling(
        "R11",
        "Towing halves the move",
        MOVEMENT,
        book="A vehicle towing a support weapon has its range cut in half.",
        app="The distance rolled is halved and rounded down to a whole centimetre or inch.",
        why="A whole number is what players measure on the table, and rounding down never lets a towed move grow.",
    ),
    Ruling(
        "R12",
        "Infantry crossing obstacles",
        MOVEMENT,
        book="A failed crossing leaves the unit spent for the turn, and so does a successful one; a note then says a soldier may cross and fire, but may not fire after failing.",
        app="Success or failure ends the unit's movement for the turn. After a successful crossing it may still use a remaining action to fire; after a failed one it may not.",
        why="It is the one reading under which both passages hold.",
    ),
    Ruling(
        "R13",
        "Freeing a stuck armoured vehicle",
        MOVEMENT,
        book="The text frees the vehicle on 6 or lower on 2D6, to move the next turn. The table beside it swaps the consequences: freed but may not move, still stuck but may move.",
        app="The text wins: 6 or lower frees the vehicle and it may move next turn; 7 or more and it is still stuck and tries again next turn. One attempt per turn.",
        why="The table's effect names agree with the text; only its consequence column is out of place.",
    ),
    Ruling(
        "R14",
        "High-explosive hit on horses: a total of 4",
        UNMAPPED,
        book="The table for high-explosive hits on horses gives a result for every 2D6 total except 4.",
        app="A 4 counts as 'horse (and rider) injured'.",
        why="Injury is the middle outcome of that table, neither the mildest nor the worst.",
        house_rule=REROLL,
        unmapped=True,
    ),
    Ruling(
        "R15",
        "Small-calibre hit on horses: a total of 4",
        UNMAPPED,
        book="The table for small-calibre hits on horses gives a result for every 2D6 total except 4.",
        app="A 4 counts as 'horse injured'.",
        why="As for R14: the middle outcome, matching the high-explosive table.",
        house_rule=REROLL,
        unmapped=True,
    ),
    Ruling(
        "R16",
        "High-explosive hit on an abandoned softskin: a total of 5",
        UNMAPPED,
        book="The table for high-explosive hits on abandoned softskin vehicles gives a result for every 2D6 total except 5.",
        app="A 5 counts as 'vehicle breaks down'.",
        why="It is the table's most common result, and the small-calibre table for the same target gives it for a 5.",
        house_rule=REROLL,
        unmapped=True,
    ),
    Ruling(
        "R17",
        "Melee effect: a total of 12",
        UNMAPPED,
        book="The melee effect table kills on 2 to 6 and injures on 7 to 11; 12 has no result.",
        app="A 12 counts as 'injury'.",
        why="It continues the run of high totals that injure.",
        house_rule=REROLL,
        unmapped=True,
    ),
    Ruling(
        "R18",
        "Deployment sector (4D6)",
        DIRECTIONS,
        book="One player rolls 4D6 for the deployment sector; the totals repeat north, east, south, west in turn, 24 is rolled again, and the two zones always face each other.",
        app="Total modulo 4: 0 north, 1 east, 2 south, 3 west; 24 is rolled again. The opponent (or other team) takes the opposite edge.",
        why="It is the printed table's own pattern stated as one rule, so every total has an answer.",
    ),
    Ruling(
        "R19",
        "Escape corridor (3D6, Avoid the pocket)",
        DIRECTIONS,
        book="The escape corridor is rolled on 3D6, but the printed list runs to totals 3D6 cannot reach (up to 24) and leaves out 4; another passage says it works like the deployment roll.",
        app="As printed: 3 north; 5, 9, 13, 17 east; 6, 10, 14, 18 south; 7, 11, 15 west; 8, 12, 16 north. The unprinted 4 is north, following the deployment pattern. 3D6 never reaches 24, so there is no re-roll.",
        why="It keeps every printed result and fills the single gap the way the deployment table would.",
    ),
    Ruling(
        "R20",
        "Drift direction (8D6)",
        DIRECTIONS,
        book="Grenades, mortars and artillery drift by an 8D6 table whose totals cycle through the eight compass points, with 48 rolled again. Panzerfaust, Bazooka and Panzerschreck shots use their own 8D6 table cycling through four kinds of miss.",
        app="(Total - 8) modulo 8 gives N, NE, E, SE, S, SW, W, NW; 48 is rolled again. For the rocket weapons, the total modulo 4 gives 0 right of the target, 1 left, 2 short (it explodes in front), 3 over (no explosion on the table); 48 is rolled again.",
        why="Both are the printed tables' own cycles written as rules, so every total of 8D6 has an answer.",
    ),
    Ruling(
        "R21",
        "Solo play tables",
        DIRECTIONS,
        book="The solo rules bring their own 4D6 deployment ranges and an 8D6 scenario table whose scenario names differ from the game modes chapter.",
        app="The solo tables are used as printed (deployment 4-8 north, 9-13 east, 14-18 south, 19-23 west, 24 rolled again). Their scenarios are the game modes: King of the hill is Victory Zones, Keep the supplies coming is The Supply Road, Escape the pocket is Avoid the pocket, Pocket battle is Surrounded, Prisoner of war is Capture the enemy commander.",
        why="The solo tables are complete as they stand; only their names needed matching to the modes the app knows.",
    ),
    Ruling(
        "R22",
        "The action pool",
        COMMAND,
        book="A detachment earns an action for each infantryman, crew member, support weapon, plane and vehicle, and loses one for each of them killed; its example of ten soldiers and a car with one driver has 12 actions. A dead ranking officer also takes away, for good, the actions he could order.",
        app="Every model (officer, squad leader, soldier, crew member) gives 1 action, and every vehicle, support weapon and plane gives 1 more: ten soldiers and a car with one driver make 12. Each loss removes its actions. A dead ranking officer also removes, for the rest of the game, the number of actions he could order each turn.",
        why="This count is the one that gives the book's own example its total of 12.",
    ),
    Ruling(
        "R23",
        "Squad leader rally",
        COMMAND,
        book="The Squad Leaders section gives a rally radius of 20 cm / 8 in; an earlier passage on unit quality gives 10 cm / 4 in. Both allow two rallies a turn, each needing a passed morale check.",
        app="The radius is 20 cm / 8 in. Up to two rally attempts per turn, one morale check and one action per soldier; a success removes one suppressed and/or one frightened token.",
        why="The section written about squad leaders is the more specific rule.",
        house_rule="Use the shorter 10 cm / 4 in radius.",
    ),
    Ruling(
        "R24",
        "Officer nearby",
        COMMAND,
        book="Attack and morale tables give +2 when an officer is nearby; the officers section gives that boost to troops inside the officer's command radius, which each doctrine sets.",
        app="'Officer nearby' means inside the ranking officer's command radius, taken from the doctrine.",
        why="The book gives no other distance for 'nearby'.",
    ),
    Ruling(
        "R25",
        "Force morale",
        COMMAND,
        book="Each team rolls 1D6 before the first turn: 1 or 2 gives morale 8, 3 to 5 gives 9, 6 gives 10. In a campaign morale is rolled at the start and drops by one after three losses in a row and by two after five.",
        app="One roll per team on that table. In a campaign the campaign's morale is used instead: rolled on the same table when the campaign starts, minus 1 while the side has lost 3 games in a row, minus 2 (not 3) while it has lost 5 or more in a row.",
        why="The book states the five-loss drop as its own figure, so the two drops do not add up; and a win ends the losing run, so the penalty lasts only while it does.",
    ),
    Ruling(
        "R26",
        "Crews take effects together",
        COMMAND,
        book="Effects on a crew are counted for the whole crew: two injuries kill one member, two suppressions make one surrender, 'and so on'; shock counts once there are as many shock tokens as crew. Losing over half the crew costs vehicles an action, lets support weapons act only every other turn and stops machine guns firing twice.",
        app="Per crew (vehicle or support weapon) the app counts tokens: each 'killed' kills a member; every 2 injuries kill one; every 2 suppressions make one surrender; shock takes effect once shock tokens reach the living crew. Below half crew, vehicles lose one action per turn and support weapons act only every other turn; a machine gun loses its double burst already once half of its crew is lost (R30).",
        why="The book's examples, applied the same way to every effect, fill in its 'and so on'.",
    ),
    Ruling(
        "R27",
        "Initiative",
        COMMAND,
        book="Every player rolls a D6 each turn; the highest starts and the others follow in order. Ties are not covered.",
        app="Every player rolls 1D6; ties among the highest are rolled again by the tied players only; the order follows the rolls.",
        why="Re-rolling only the tie keeps everybody else's roll and settles who starts.",
    ),
    Ruling(
        "R28",
        "Combat Score",
        ENDING,
        book="The Combat Score adds up the cost of enemy units killed or forced to surrender; a killed ranking officer counts 10 and a squad leader 5. Weapons left on the field count nothing.",
        app="It counts the cost of every enemy unit killed or surrendered; a ranking officer counts 10 and a squad leader 5 instead of their cost. A crew member counts as a soldier of the same quality. Dropped weapons count nothing.",
        why="Crew members have no cost of their own in the lists, and a soldier of the same quality is the nearest match.",
    ),
    Ruling(
        "R29",
        "How a game ends",
        ENDING,
        book="The Combat Score is checked before each new turn; a side at its limit (50 by default, 15 in Probing the enemy lines) makes the enemy withdraw. A completed mission objective ends the game at the end of the opponent's turn. After the last turn (5 by default) the higher score wins.",
        app="Checked before each new turn: a side at or above the Combat Score limit makes the enemy withdraw and wins. A completed objective, confirmed in the app by both sides or by the host, ends the game at the end of the opponent's turn. After the last turn the higher Combat Score wins, and equal scores are a draw.",
        why="The book does not say who declares an objective met or what equal scores mean; agreement at the table and a draw are the fairest answers.",
    ),
    Ruling(
        "R30",
        "Machine guns lose the double burst at half crew",
        COMMAND,
        book="The crew rules take vehicles and support weapons down once over half the crew is lost, while the machine-gun chapter stops the double burst once half of the crew is gone.",
        app="A machine gun that has lost half of its crew or more (1 of 2, 2 of 4) fires once a turn. Every other below-half effect (a vehicle's lost action, a support weapon acting every other turn) still waits until more than half is lost.",
        why="The machine-gun chapter is the rule written for machine guns, so it wins over the general one for them and only for them.",
    ),
    Ruling(
        "R31",
        "Values on a band's edge",
        DISTANCES,
        book="Some range tables give one band as 'below X' and the next as 'X to Y', and minimum ranges are stated without saying whether the edge itself counts.",
        app="A value exactly on an edge belongs to the band that starts there: a Panzerfaust at exactly 15 cm / 6 in and a Bazooka at exactly 30 cm / 12 in use the next band. A minimum range includes its edge: artillery at exactly 50 cm / 20 in may fire and uses the 50-to-75 row.",
        why="Every value then falls in exactly one row, and the band named 'X to Y' plainly starts at X.",
    ),
    Ruling(
        "R32",
        "Who places first",
        SETUP,
        book="The placement rules give the choice to whoever wins the placement-order roll, while the deployment section speaks of the player who rolled for the deployment sector.",
        app="The placement-order roll decides: the higher die places first. The deployment section's wording is read as meaning that same roll.",
        why="One roll, made for this purpose, settles it; the other sentence reads naturally as a reference to it.",
    ),
    Ruling(
        "R33",
        "Cover levels",
        SETUP,
        book="Cover is soft, medium or hard. The 'Take cover' chapter and its worked example count sandbags as medium (sandbags on a hill make 3), while the fieldworks appendix calls them soft; stone ruins and bunkers are described in different places.",
        app="Soft counts 1, medium 2, hard 3, against the attack and for morale. Sandbags and anything of stone, ruins of stone buildings included, are medium; a bunker is the only hard cover. An armoured vehicle in cover adds the cover's number to the armour of the side that is covered.",
        why="The chapter on cover and its worked example agree with each other, and the book's own example of a tank behind a stone building adds 2 to its armour.",
    ),
    Ruling(
        "R34",
        "Modifiers the attack roll offers",
        ROLLS,
        book="Elevation, a target wading through a river, crews fighting on foot and firing a scavenged weapon each change an attack, but they are written in separate chapters rather than in the attack modifier table.",
        app="The attack roll offers every one: a shooter on the second floor or higher +1; a target wading a river +2; a crew fighting on after losing its vehicle or support weapon -2 (and it fights as conscripts in melee); a scavenged enemy weapon -1; an armoured target in cover as R33 says.",
        why="A modifier the form does not offer is one a player forgets at the table; gathering them in one place is what a calculator is for.",
    ),
    Ruling(
        "R35",
        "Experience",
        COMMAND,
        book="An optional rule lets units improve by fighting: a unit that kills or forces the surrender of two enemy units becomes better.",
        app="Off unless the host switches it on. Kills and surrenders are counted per unit from the battle's log; at two, the unit rises one quality level (conscript to regular to elite; an elite stays elite).",
        why="The log already names who fired and what it caused, so the app can count for the players what they would otherwise have to track on paper.",
        house_rule="Experience is on: a unit that kills or makes two enemy units surrender rises one quality level during the game.",
    ),
    Ruling(
        "R36",
        "A soldier hit again",
        ENDING,
        book="Crews lose a man for every two injuries and every two suppressions; a single soldier hit a second time is not covered.",
        app="A soldier already injured who is injured again is killed; one already suppressed who is suppressed again surrenders.",
        why="It applies the crews' 'every two' to one man, so a second wound counts for something.",
        house_rule="A soldier keeps one injured and one suppressed state, however often he is hit.",
    ),
    Ruling(
        "R37",
        "Losses count at once",
        ENDING,
        book="Killed and surrendered models score; the failed-morale tables and bailing crews say what happens to the model, not when it scores.",
        app="A model killed or surrendered scores for the other side the moment it happens, whatever caused it (an effect roll, a failed morale check, a run-over, a melee), and leaves the fight. A pilot who bails out crashes the plane: pilot, crew and plane score. A crew that bails out leaves its vehicle or gun abandoned, which scores nothing by itself.",
        why="A surrender that never scored gave games the wrong winner; one rule for every way a model leaves the table keeps the score true.",
    ),
    Ruling(
        "R38",
        "A side that cannot act",
        COMMAND,
        book="Sides alternate until one has no actions left; the other then spends the rest in a row. A unit is activated once a turn and need not use every action.",
        app="A side with actions on its counter but no unit it may still activate has finished the turn: its actions lapse and the other side goes on with all of its own. The turn ends when neither side can act.",
        why="Otherwise a side that left actions unused could never finish, and the game would wait for a referee.",
    ),
    Ruling(
        "R39",
        "Avoid the pocket at exactly five",
        ENDING,
        book="The attacker must not let more than five defending units slip out through the corridor, while the "
        "defender's aim is to get at least five of them out: at exactly five, both sides would have won.",
        app="Five units escaped win for the defender, so the attacker must hold the escapes to four or fewer. The "
        "attacker wins as soon as too few units are left inside to make five, or when the last turn ends with four "
        "or fewer out.",
        why="The defender's own aim names its number, and Breakthrough, the mirror mission, counts the same way: the "
        "side that must stop the others lets four through at most.",
    ),
    Ruling(
        "R40",
        "Holding the line for more than five turns",
        ENDING,
        book="The defender of Breakthrough wins by keeping the attackers from the far edge, and victory is promised "
        "to a line held for more than five turns, while a game lasts five turns unless the players agree otherwise.",
        app="The defender who still holds the line when the game's last turn ends has won: turn 5 in a game of the "
        "usual length, or the last turn the battle sets. No sixth turn is played for it, and the check refuses a "
        "turn past the last (R43).",
        why="A sixth turn would outlast the game itself (R29); 'more than five' reads best as the five turns played "
        "in full.",
    ),
    Ruling(
        "R41",
        "AA guns in ambush",
        DISTANCES,
        book="The Ambush section puts AT and AA guns in ambush alike, revealed only from super close range; the "
        "section on AT guns alone adds that infantry reveal them by coming that close.",
        app="An AA gun in ambush is revealed exactly as an AT gun is: when its side activates it, or when enemy "
        "infantry comes within super close range (R8). Nothing else reveals it, and until then it cannot be attacked.",
        why="The book gives the ambush rule once for both guns; reading the detail for AT guns only would make two "
        "kinds of ambush with nothing in the book to tell them apart.",
    ),
    Ruling(
        "R42",
        "A tie in a victory zone",
        ENDING,
        book="The side with more soldiers around the objective captures it, crew members counting as soldiers, and a "
        "zone must be held for a full turn; equal numbers are not mentioned.",
        app="With equal numbers in the zone nobody holds it, and a side that held it before loses the hold. A zone "
        "is held for a full turn only when its side held it, with no tie, both when the turn began and when it ended.",
        why="The zone goes to the higher number; with equal numbers there is no such side, so there is nothing to "
        "hold, and a hold a tie has broken starts again from nothing.",
    ),
    Ruling(
        "R43",
        "No objective check after the last turn",
        ENDING,
        book="A game ends after its fifth turn or the length agreed; some missions count turns of their own, and "
        "nothing says what a check for a later turn would mean.",
        app="Every mission's objective check, in every game mode, refuses a turn later than the battle's last turn "
        "with the same message: the game was over after that turn. Up to the last turn each check answers as its "
        "mode says.",
        why="Some modes refused a later turn and others gave the defender the win for it; a turn that is never "
        "played cannot decide anything (R29).",
    ),
    Ruling(
        "R44",
        "A calculator asked something it does not know",
        ROLLS,
        book="The book has no calculators; each roll has its own inputs.",
        app="A calculator, its page or its JSON answer, asked with a parameter that is neither one of its inputs nor "
        "one of its own (the format, the dice, the language, what a chain of results carries on) answers nothing and "
        "names the parameter it did not understand.",
        why="An input renamed since a link or a script was written would otherwise change the answer without a word.",
    ),
    Ruling(
        "R45",
        "Campaign upgrades by the book's list",
        CAMPAIGN,
        book="Between campaign games a side spends the points it won on its core units: soldiers gain rank and more "
        "or better weapons; a vehicle becomes a stronger one without leaving its class (a transport stays a "
        "transport, an armoured car may turn into a tank, a light tank into a medium or heavy one); a support weapon "
        "becomes a more powerful one. Nothing is said of the quality of the men who crew the machines.",
        app="A soldier may buy a higher quality, another side weapon or, alone, a better primary weapon. A vehicle or "
        "support weapon may become a more powerful unit of its class that its detachment type fields (C7); never a "
        "weaker one. The quality of its crew rises only by experience (R35): the force page does not sell it and a "
        "purchase of it is refused.",
        why="The book names ranks for infantry alone; a crew learns its trade in battle, and a new machine does not "
        "make its men better.",
        house_rule="Crews may be trained: the crew of a vehicle or support weapon buys a higher quality with campaign "
        "points, as soldiers buy ranks. Chosen when the campaign is set up.",
        campaign_only=True,
    ),
    Ruling(
        "R46",
        "Decisive wins decided at the last turn",
        ENDING,
        book="A decisive victory is accomplishing the mission objective or keeping the enemy from accomplishing it; "
        "otherwise the higher Combat Score wins when the last turn ends.",
        app="Where one side's objective is to stop the other's (the defender of the Supply Road, Breakthrough, "
        "Surrounded and Capture the commander; the attacker of Avoid the pocket and Delay the enemy advance), the "
        "table asks when the last turn ends whether the other side accomplished its objective. If it did not, the "
        "stopping side has won decisively (15 campaign points) without a claim of its own. The higher Combat Score "
        "decides only where no objective decides the game.",
        why="Keeping the enemy from its objective is a decisive victory by the book's own words; a stopping side "
        "that held to the end should not get a strategic win it never played for.",
    ),
)

# Where the Campaigns chapter is silent, the app's readings (rules/engine/ladder.py, campaigns/): shown on the
# Rulings page after R1-R44 under their own topic, numbered C1, C2 ...
CAMPAIGN_READINGS: tuple[Ruling, ...] = (
    Ruling(
        "C1",
        "A draw in a campaign",
        CAMPAIGN,
        book="The ladder moves on wins and losses; the book never says what a drawn game does.",
        app="A draw moves nobody: the same scenario is played again on the same map, roles unchanged. Each side "
        "takes 3 points (as for a lost game) plus its Combat Score, and a draw ends a losing streak.",
        why="Nobody has won a battle, so no role changes; a draw is not a loss, so it cannot lengthen a streak.",
    ),
    Ruling(
        "C2",
        "Decisive or strategic",
        CAMPAIGN,
        book="Decisive: the mission objective achieved or denied. Strategic: the enemy withdrew on the Combat Score.",
        app="A battle won on the mission objective, or by the other side's surrender, is decisive (15 points); one "
        "won on the Combat Score limit or on the higher score after the last turn is strategic (7).",
        why="Those are the only ways a battle ends in the app; a win on points after the last turn is closest to "
        "an enemy worn down by losses.",
    ),
    Ruling(
        "C3",
        "Ten games and equal wins",
        CAMPAIGN,
        book="After ten games without anyone at the end of the ladder, the side with more won games wins.",
        app="With equal wins after ten games, the campaign is drawn.",
        why="The book gives no tie-break, and draws and points measure something else than won games.",
    ),
    Ruling(
        "C4",
        "The core force in each battle",
        CAMPAIGN,
        book="Each side's core force carries through the campaign and grows by upgrades; the scenarios' own "
        "points are for single games.",
        app="A campaign battle is played with each side's force as it stands: its points are the battle's points "
        "for that side, whatever the scenario would give a single game.",
        why="Upgrades bought with campaign points must reach the table, so the force, not the scenario, sets them.",
    ),
    Ruling(
        "C5",
        "More players than sides",
        CAMPAIGN,
        book="A campaign may have one to six players.",
        app="Each side has one force; in the app's battles each side's first player plays it and the others "
        "watch or help at the table.",
        why="The book speaks of one core force per side, so the force is not split between players.",
    ),
    Ruling(
        "C6",
        "Correcting a result",
        CAMPAIGN,
        book="The book says to keep the score on paper; it has no corrections.",
        app="An organiser can void the last confirmed result with a reason, by a new ledger entry that takes its "
        "points back; the game can then be entered again. Points already spent cannot be taken back, and once "
        "the campaign has ended its ledger is closed.",
        why="The ladder depends on the order of results, so only the latest can be undone without rewriting history.",
    ),
    Ruling(
        "C7",
        "What an upgrade may be",
        CAMPAIGN,
        book="Infantry to higher ranks and better weapons; vehicles to more powerful ones within their boundaries: "
        "transports to transports, armoured cars to tanks, light tanks to medium and heavy; support weapons to "
        "more powerful ones.",
        app="A soldier rises a quality level (a crew only as R45 says) or a unit becomes one of its kind the "
        "detachment type may field, if that costs more: a medium tank may become a heavy one or a better medium one, an armoured car a better one or any "
        "tank. A soldier may also take another side weapon or, alone, a better primary weapon of his nation. The "
        "price is the difference in the arsenal's points, and the side must have them.",
        why="'More powerful' is read as costing more in the arsenal; within a class the book's boundaries allow it.",
    ),
    Ruling(
        "C8",
        "Salvage",
        CAMPAIGN,
        book="The victor claims the abandoned vehicles and weapons; they may join its force in the next game, free, "
        "and are worked without the penalties for enemy equipment.",
        app="After a confirmed win, before the next game starts, the winner claims what the enemy left behind in the "
        "battle: the machines it abandoned or the winner's soldiers manned, and every hand weapon of its soldiers "
        "killed or surrendered, or picked up by the winner's soldiers. A machine joins the force free, at regular "
        "quality. A weapon goes to a soldier the winner picks, costs no points and is his own from the next game on, "
        "fired without the -1 for an enemy weapon; a primary weapon takes the place of the one he carried. Both stay "
        "until lost.",
        why="The claim covers vehicles, infantry weapons and support weapons alike, and the table knows every weapon "
        "left lying and who picked it up. A claimed machine or weapon is the side's own from then on; regular is the "
        "quality a machine's new crew brings, and a soldier still carries one primary weapon per man.",
    ),
)

# Tables the book promises but never prints ("DATA TABLE FIRING TRANSPORT UNITS", "INSERT WEAPON CARDS and Melee
# modifiers", "WP TABLE TOKENS", "WP TABLE CAMPAIGN LADDER"): what the app does where a player looks for them.
MISSING = "Tables the book promises but does not print"
TABLE_READINGS: tuple[Ruling, ...] = (
    Ruling(
        "M1",
        "Vehicle movement: Chain of Command",
        MOVEMENT,
        book="A vehicle moves on its mobility dice (a D6 each, a pip an inch or 2.5 cm) over the terrain it "
        "crosses. Chain of Command moves it on one to three Movement Dice by its pace, in inches per pip by its "
        "Speed Rating and the ground.",
        app="Off unless the host switches the module on. Then a vehicle's Move rolls Chain of Command's movement "
        "dice instead. Its Speed Rating comes from its Burst of Fire profile: wheeled vehicles are Wheeled, tracked "
        "ones Slow at 3 mobility dice or fewer, Standard at 4 and Fast at 5 or more; an AFV runs on full tracks, a "
        "tracked transport on half-tracks. The ground comes from the terrain piece picked: plains and roads open, "
        "crops, light woods and hills broken, dense woods and steep hills rough, a river heavy going. The player "
        "chooses the pace. The distance is in inches; in a battle measured in centimetres each inch is 2.5 cm. "
        "Horse-drawn transports keep Burst of Fire's movement.",
        why="The mobility dice are how fast a vehicle is in Burst of Fire, the nearest thing to a Speed Rating; the "
        "pairing of terrain kinds follows what each ground costs in both games.",
        house_rule="Vehicle movement: Chain of Command. A vehicle's Move rolls Chain of Command's Movement Dice by "
        "its Speed Rating and the ground, instead of Burst of Fire's vehicle movement.",
    ),
    Ruling(
        "M2",
        "Foot actions: SkirmishCorps stances",
        COMMAND,
        book="Burst of Fire's soldiers have no stance; they hide as an action, and a hidden soldier or one in cover "
        "beyond close range must be spotted first. SkirmishCorps' stand or lie prone, change stance at the start and "
        "end of an action, hide prone in cover (a spot test before anyone may target them), and aim (+1 to hit) when "
        "they neither move nor change stance.",
        app="Off unless the host switches the module on. Then a soldier or officer is standing or prone: the activated "
        "one goes prone or stands up with a tap that spends no action, at most twice in an activation (its start and "
        "end). A prone soldier in cover counts as hidden for the spot roll: a shot at him needs a spot first. One that "
        "has neither moved nor changed stance in this activation aims: his attack form is filled with 1 more on the "
        "attack value. The players move a prone soldier by sneaking, half a move.",
        why="Hiding and spotting are where the two games meet; a roll under the attack value is Burst of Fire's roll "
        "to hit, so SkirmishCorps' +1 to hit is one more on it.",
        house_rule="Foot actions: SkirmishCorps stances. Soldiers stand or lie prone; prone in cover they must be "
        "spotted first, and one that neither moves nor changes stance aims for +1.",
    ),
    Ruling(
        "T1",
        "Firing from a transport",
        MISSING,
        book="Tank riders and passengers of small open vehicles may fire while carried, 'for the sacrifice of "
        "accuracy'; infantry and cavalry may shoot from horseback, cavalry losing less. The table it announces is "
        "missing; the attack table has -2 for infantry firing from a moving vehicle or horseback and -1 for cavalry.",
        app="Those are the values: a shot by a passenger is filled in at -2 (cavalry -1). By default any passenger "
        "may fire and the players judge who can see out.",
        why="The attack table gives the numbers the missing table would hold; only who may fire is left to read.",
        house_rule="Only tank riders, passengers of open-topped vehicles and riders on horseback fire while "
        "carried; a shot from inside a closed vehicle is refused.",
    ),
    Ruling(
        "T2",
        "Weapon cards and melee modifiers",
        MISSING,
        book="Each weapon is said to come with a card and a melee modifier; neither is printed.",
        app="The book has no table for this: melee takes each side's weapon bonus as the players set it, 0 unless "
        "the group agreed on one. The melee form says so where the bonus is asked.",
        why="No value can be read from the text, so none is invented.",
    ),
    Ruling(
        "T3",
        "The token table",
        MISSING,
        book="The appendix announces a table of tokens and does not print it.",
        app="The app keeps the tokens the rules name (injured, suppressed, shocked, pinned down, immobilized, gun "
        "damage, turret jam, broken down, stuck, smoke, hidden, on fire ...) on each unit and shows them on the "
        "unit; a physical marker of any kind will do at the table.",
        why="The tokens are named where their rules are; only their pictures are missing.",
    ),
    Ruling(
        "T4",
        "The campaign ladder table",
        MISSING,
        book="The ladder's table is missing; the text names its first scenario, map 2 as 'king of the hill', nine "
        "scenarios and the story from scouting to encircling the enemy.",
        app="The ladder is the game modes in the order the book lists them, starting with Probing the enemy lines "
        "(R21 for king of the hill); the campaign readings C1-C8 cover what the text leaves open.",
        why="The book's list of game modes follows exactly that story, and has the nine scenarios it counts.",
    ),
    Ruling(
        "T5",
        "Arcs of fire and turning",
        COMMAND,
        book="Infantry fire in a 180 degree arc, turret weapons in 90 degrees; support weapons are given both 90 and "
        "60 degrees in different places. Turning a turret 'more than 90 degrees' costs an action, and a target "
        "outside a weapon's arc costs an action to pivot to.",
        app="Each arc is the whole angle centred on the front, its edges inside, measured to the nearest part of the "
        "target: infantry 180, a turret 90, a turretless vehicle, a hull-mounted gun and a support weapon 60. Any "
        "target outside the arc costs one action to pivot (or turn the turret) to; a pivot is an action of its own, "
        "not a move. An immobilised or stuck vehicle cannot pivot but may turn its turret; a gun placed in a "
        "building or bunker cannot turn.",
        why="The 60 degrees is the limiting sentence and the solo chapter's firing angle; counting every turn beyond "
        "the arc keeps a turret from reaching 135 degrees for free.",
    ),
    Ruling(
        "T6",
        "What fieldworks stop, and what destroys them",
        SETUP,
        book="Sandbags are overrun by AFVs and destroyed by HE; tank traps are destroyed by bombs or HE above 37 mm; "
        "barbed wire is destroyed by HE shells and overrun by tanks; only bombs destroy a bunker, which holds six "
        "soldiers or one support weapon with its crew.",
        app="One HE hit of the kind named destroys a fieldwork, with no roll; grenades and charges destroy sandbags but "
        "not tank traps or wire. Infantry and carried support weapons climb sandbags as a small obstacle (R12); "
        "horses, wheeled guns and softskins go round them and any AFV flattens them. Tank traps let infantry, horses "
        "and carried guns past; wire stops everything but a tracked AFV, which tears it down. A destroyed fieldwork "
        "still covers against the hit that destroyed it. A support weapon with its crew fills a bunker.",
        why="The appendix names who overruns and what destroys each work but no roll for it; where it is silent the "
        "table keeps to what the word means on a battlefield.",
    ),
)

# Where the solo chapter ("Playing Burst of Fire solo") leaves a choice to the player, the app's readings
# (rules/engine/solitaire, battles/services/solo.py): numbered S1, S2 ... and shown after the campaign's.
SOLO = "Solo play: where the app decides"
SOLO_READINGS: tuple[Ruling, ...] = (
    Ruling(
        "S1",
        "Each side's core force",
        SOLO,
        book="You set up your core force; the enemy sets up the core units of its doctrine, then both add points.",
        app="Your core force is the detachment you bring, within the scenario's points for your role. The enemy's "
        "core is its detachment type's ranking officer and core units, topped up to the same points from the "
        "chapter's bags: for infantry and cavalry half to soldiers and half to support weapons, for armour a "
        "third to soldiers and the rest to vehicles. Points a bag cannot use are lost.",
        why="A core of a few riflemen against a full detachment is no game; the scenario's points keep both sides "
        "as even as a two-player battle, and the bags still decide what the enemy brings.",
    ),
    Ruling(
        "S2",
        "Picking among the arsenal's nations, doctrines and detachments",
        SOLO,
        book="Roll 1D6 for the side, the nation and the doctrine; the book prints example tables for two nations only.",
        app="The enemy comes from the other side. Its nation, doctrine and detachment type are each picked with "
        "1D6 split evenly among the arsenal's choices in its order (two: 1-3 and 4-6; four: one face each, 5 and 6 "
        "roll again); more than six choices are drawn from four dice. You may pick any of them instead.",
        why="The same fair die works for any arsenal, not only the book's two example nations.",
    ),
    Ruling(
        "S3",
        "Which doctrines roll as infantry and which as armour",
        SOLO,
        book="Infantry and cavalry doctrines roll 3D6 for soldiers and spend 3D6 on support weapons; armour "
        "doctrines roll 2D6 for soldiers and spend 3D6 on vehicles.",
        app="The arsenal's infantry and support doctrines roll as infantry and cavalry doctrines; its armoured "
        "doctrines roll as armour. Support weapons are drawn from the detachment type's support weapons; "
        "vehicles from its tanks, armoured cars and transports.",
        why="A support doctrine fields infantry and guns, as an infantry doctrine does.",
    ),
    Ruling(
        "S4",
        "Drawing from the bags",
        SOLO,
        book="Draw counters until the points are used.",
        app="A bag holds one counter for each unit (or weapon) the detachment type may field. A drawn counter that "
        "fits the points left is bought and goes back into the bag; one that costs more is set aside. Drawing ends "
        "when nothing left in the bag fits. The order of the draws comes from twenty dice rolled with the battle's "
        "fair dice, so the log proves it. Planes are never in the bags.",
        why="Counters put back let the enemy field several of a kind, as real lists do; setting aside what does not "
        "fit ends the drawing. The chapter's bags hold infantry, vehicles and support weapons only.",
    ),
    Ruling(
        "S5",
        "The enemy's qualities",
        SOLO,
        book="Vehicles and support weapons have inexperienced crews by default.",
        app="Machines start at the lowest quality the detachment type allows (conscript where it may). The soldiers' "
        "bag holds each soldier at each quality the type allows; core soldiers are regular where the type allows, "
        "else its lowest quality. A quality a unit is not offered at moves to the nearest it is.",
        why="Mixed qualities in the bag give the enemy's infantry the levels the chapter speaks of.",
    ),
    Ruling(
        "S6",
        "Best weapons to the highest levels",
        SOLO,
        book="The highest infantry levels always get the best weapons.",
        app="The best weapon is the one that costs most. Levels: squad leaders before soldiers, then elite, regular, "
        "conscript, then the unit's points. Weapons go to single soldiers only (not teams, not the officer); each "
        "takes one primary weapon, which replaces his carbine and must be better than it (a sniper keeps his scoped "
        "rifle), and one side weapon he does not carry yet. A drawn weapon nobody could take is set aside unbought.",
        why="Points are the arsenal's own measure of a weapon's worth, and teams already carry their weapon.",
    ),
    Ruling(
        "S7",
        "Crew upgrades",
        SOLO,
        book="Roll 1D6 for the support weapon upgrades; draw regular and elite crew counters; upgrade the most "
        "valuable vehicles and weapons first.",
        app="The die is the number of crew counters. Each is regular or elite, as the draw gives, and raises the crew "
        "of the most valuable machine not yet upgraded (vehicles and support weapons alike), never beyond what its "
        "detachment type allows. Upgrades cost no points, but the machine counts its new value on the Combat Score.",
        why="The chapter counts upgrades rather than pricing them; the score follows what the unit is worth.",
    ),
    Ruling(
        "S8",
        "Placing the enemy",
        SOLO,
        book="A die per unit for its sector; AFVs, transports (2D6 soldiers aboard, the lowest levels), support "
        "weapons (non-towed AA and AT in ambush, at least one towed), infantry by level; the ranking officer in "
        "the sector with most units he can command.",
        app="Passengers and a towed gun go with their vehicle and need no die. The most valuable AA or AT gun that a "
        "vehicle of the force can tow starts towed by the most valuable such vehicle; the others are in ambush. A "
        "transport's 2D6 counts men, never more than it carries, whole units only; a cavalry horse carries one "
        "soldier, the highest levels mounting first, with no die. The ranking officer goes where "
        "most of his infantry stands; a tie goes to the middle, then the left flank.",
        why="Only soldiers take orders from him; a gun can only start towed if something can pull it.",
    ),
    Ruling(
        "S9",
        "Closest to the mission objective",
        SOLO,
        book="The activation ladder puts the units closest to the mission objective second, after ranking officers.",
        app="The app has no map: you mark the enemy units that could reach the objective this turn. Among those, "
        "the rest of the ladder decides; unmarked units follow them.",
        why="Some unit is always closest, so read literally the rung would decide every activation and the rest of "
        "the ladder would never count.",
    ),
    Ruling(
        "S10",
        "An empty sector",
        SOLO,
        book="Use units in the adjacent sector.",
        app="When no unit in the sector may still act, the app looks next door: from a flank, the middle, then the "
        "other flank; from the middle, the left flank, then the right.",
        why="It keeps the enemy acting where the chapter sends it first, and it always finds a unit while one can act.",
    ),
    Ruling(
        "S11",
        "The enemy's choice of target and orders",
        SOLO,
        book="Officers order the best friendly units and aim at the most dangerous enemy; otherwise the target worth "
        "most on the Combat Score or one threatening the objective.",
        app="The best friendly unit has the most firepower, then the higher quality, then the most points. The most "
        "dangerous enemy has the most firepower. Otherwise a unit threatening the objective comes first, then the "
        "one worth most points, then the nearer. A weapon that cannot hurt a target never picks it.",
        why="Stopping a threat to the objective keeps the enemy's own aim; points break the tie as the chapter says.",
    ),
    Ruling(
        "S12",
        "No enemy in sight",
        SOLO,
        book="The enemy moves towards the objective, then towards the enemy unless it is at super-close range, then "
        "to better cover, then to abandoned gear.",
        app="A unit that sees none of your units and has no objective to reach moves towards the nearest of your "
        "units it knows of; you set the model down that way. One at super-close range already stays to fight, and "
        "looks for better cover or abandoned gear instead.",
        why="The chapter's enemy always moves with a purpose; the nearest known enemy is the purpose left.",
    ),
    Ruling(
        "S13",
        "Your additional points",
        SOLO,
        book="Roll for your additional points; the chapter gives the dice only for the enemy.",
        app="You roll the dice the enemy rolls for your doctrine's kind (soldiers, weapons and support, added up); "
        "the total is added to what your detachment may spend.",
        why="The same dice keep both sides even.",
    ),
    Ruling(
        "S14",
        "An enemy unit that holds",
        SOLO,
        book="The chapter says what the enemy moves towards and shoots at; it is silent on a unit with nothing to do.",
        app="A unit with no target it can hurt and nowhere to go (one standing on the objective with nothing in "
        "sight, a rider whose vehicle stays put) holds its ground: its activation counts, it spends no action, and "
        "play passes on.",
        why="Otherwise the ladder would pick the same idle unit again and again, and the enemy's turn would never end.",
    ),
    Ruling(
        "S15",
        "Overruling the app",
        SOLO,
        book="You play the enemy yourself by the chapter's priorities.",
        app="Every enemy decision is a log entry with its reasons. You may overrule a proposal in one tap; the log "
        "records it as overruled with what you chose, and the report counts how often you did.",
        why="The table knows what the app cannot see; the log keeps the game honest either way.",
    ),
    Ruling(
        "S16",
        "An enemy soldier riding in a vehicle",
        SOLO,
        book="The first action of mounted troops is to drive and unload in the best cover; the chapter says nothing "
        "of a rider picked to act on his own.",
        app="A rider the ladder picks gets out first, into the best cover beside his vehicle; after that the usual "
        "rules decide. While he rides he never moves on his own: he goes where his vehicle goes.",
        why="The vehicle carries him; getting out is the one thing he can do that the chapter's purposes need.",
    ),
    Ruling(
        "S17",
        "A solo campaign: the app's side",
        SOLO,
        book="Campaigns may be played by one player; the solo chapter's enemy plays the other side, and its force is "
        "set up from the bags.",
        app="The app's core force is drawn from the solo bags with the campaign's dice, as large as the player's "
        "(S1). It takes its seat in every game with that force, placed anew (S8); it accepts the result its player "
        "confirms; and after each result it claims what it salvaged and spends its campaign points on upgrades: its "
        "most valuable machines first (traded for better ones; their crews bought up only where the campaign trains "
        "crews, R45), then the best weapons for its highest-level soldiers, then its soldiers' rank, each time the "
        "dearest upgrade it can pay, until nothing more is in reach.",
        why="The same priorities the chapter gives for its crews and weapons, applied to the campaign's upgrades.",
    ),
    Ruling(
        "S18",
        "What an enemy soldier takes up",
        SOLO,
        book="Enemy infantry always spends an action to pick up a superior weapon, or to make an abandoned support "
        "weapon work again, when one is in reach.",
        app="A weapon is superior when one of its small arms, HE or AP values beats the soldier's own best of that "
        "kind. The app lists the weapons the fallen left that are better in that sense, and the enemy's abandoned "
        "support weapons; the player ticks those within reach. Abandoned support weapons come first, then weapons, "
        "in the order the app lists them.",
        why="The book does not say what makes a weapon superior; any value that beats the soldier's own is a gain he "
        "would take.",
    ),
    Ruling(
        "S19",
        "The enemy officer's orders",
        SOLO,
        book="The enemy's ranking officer orders his best units.",
        app="The player ticks the enemy's units within the officer's command radius that may still act (those the "
        "app knows to stand in his sector come ticked). He orders the most firepower first, then the best quality, "
        "then the most points, as many as his doctrine's orders allow. The app then activates them one after "
        "another in that order, each deciding its own action from what it sees, and ends the orders when none of "
        "them is left to act.",
        why="The app cannot measure the radius; the sectors are the best guess it has, and one tap corrects it.",
    ),
)

BY_ID = {ruling.id: ruling for ruling in (*RULINGS, *CAMPAIGN_READINGS, *TABLE_READINGS, *SOLO_READINGS)}


def rulings_by_topic() -> list[tuple[str, list[Ruling]]]:
    """The rulings grouped under their topics, in the order of the rulings document; the campaign readings last."""
    topics: dict[str, list[Ruling]] = {}
    for ruling in (*RULINGS, *CAMPAIGN_READINGS, *TABLE_READINGS, *SOLO_READINGS):
        topics.setdefault(ruling.topic, []).append(ruling)
    return list(topics.items())
