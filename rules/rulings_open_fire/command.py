"""Open Fire rulings O1-O19: rounds, initiative, command rolls, stress, reserves and the end of the game, where the
Open Fire text (shared/sources/open-fire-core-rules.md) is silent or open to more than one reading. In our own
words: what the text says, how the app reads it, and why. Ids are stable: procedures and tests cite them."""

from __future__ import annotations

from rules.rulings import Ruling

TOPIC = "Rounds, command and stress"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "O1",
        "Initiative with more than two players",
        TOPIC,
        book="Each round starts with a roll-off for the order of activation; with several players the order should be"
        " noted down. A roll-off is described for two players only.",
        app="Every player rolls a D12 and the order is highest first. Players who tie roll again among themselves,"
        " only to settle their places inside the tie; everyone else keeps their place. Ties in a re-roll are rolled"
        " again the same way.",
        why="It is the two-player roll-off grown to any number of players, and nobody who already won or lost a place"
        " has to roll again.",
    ),
    Ruling(
        "O2",
        "The order the initiative dice are typed",
        TOPIC,
        book="The text does not say how re-rolled dice for ties are recorded.",
        app="First one die per player, in seat order (player 1 first). Then the re-roll dice of each tie, the highest"
        " tie first, in seat order; a tie inside a re-roll is settled before the next, lower tie is rolled.",
        why="One fixed order lets the app read any number of re-rolls from a single list of dice.",
    ),
    Ruling(
        "O3",
        "Alternating when one player runs out of units",
        TOPIC,
        book="Players take it in turns to activate a unit that has not yet activated this round, starting with the"
        " initiative winner.",
        app="Turns go round in initiative order. A player with no unit left to activate passes, and the others keep"
        " taking turns until every unit has activated.",
        why="The round only moves on to checking stress once every unit has activated.",
    ),
    Ruling(
        "O4",
        "Each recovery success removes one stress marker",
        TOPIC,
        book="To recover, a unit makes one command roll per stress marker, and a 12 removes all its markers. What"
        " other successful rolls do is not said.",
        app="Every successful command roll removes one marker; any 12 removes them all.",
        why="Rolling once per marker only makes sense if each roll can take one marker away; otherwise a single roll"
        " looking for a 12 would do.",
    ),
    Ruling(
        "O5",
        "A 12 on a Fearless re-roll also clears all stress",
        TOPIC,
        book="A 12 on a recovery roll removes every stress marker; Fearless re-rolls failed command rolls.",
        app="A re-roll's result replaces the first roll, so a 12 on the re-roll removes every marker too.",
        why="The re-rolled die is the roll that counts; the text says a re-roll's result is kept.",
    ),
    Ruling(
        "O6",
        "Recovering is optional and comes first",
        TOPIC,
        book="A unit with stress markers can begin its activation by testing to recover.",
        app="The player chooses whether to test; the test is only made at the start of the activation, before the"
        " unit moves. A unit without stress has nothing to recover.",
        why="'Can begin by' offers a choice and fixes the moment; the activation's actions go in a set order.",
    ),
    Ruling(
        "O7",
        "Fear (X) reaches enemy units only, the largest X",
        TOPIC,
        book="Units within 6 in of a unit with Fear (X) suffer -X on command rolls; several Fear rules do not add up,"
        " the largest X is used.",
        app="Fear (X) is a penalty on the command rolls of enemy units within 6 in when they roll. Only the largest X"
        " among those enemies counts. A unit is never frightened by its own or a friendly unit's Fear.",
        why="A frightening unit frightens its enemies; reading 'units' as friends too would punish a player for"
        " fielding the rule.",
    ),
    Ruling(
        "O8",
        "No Fear for a unit rolling to come out of reserve",
        TOPIC,
        book="Support units and aircraft make a command roll to deploy from reserve; Fear (X) works within 6 in.",
        app="A unit in reserve is not on the battlefield, so no distance can be measured to it and no Fear (X)"
        " applies to its roll to deploy. Fearless still re-rolls a failed roll.",
        why="The unit is only placed once the roll succeeds; until then it is nowhere near any enemy.",
    ),
    Ruling(
        "O9",
        "A badly damaged vehicle's -1 on command rolls",
        TOPIC,
        book="Vehicles that have lost more than half their original hit points suffer -1 to all attribute rolls;"
        " command rolls are attribute rolls.",
        app="Such a vehicle has -1 on its command rolls too (recovering, rolling to come back from reserve). An"
        " aircraft that left the battlefield keeps its damage in reserve, so the -1 follows it.",
        why="The text says all attribute rolls, and nothing in it repairs a unit in reserve.",
    ),
    Ruling(
        "O10",
        "'Turn' in the reserve rules means round",
        TOPIC,
        book="Support and Deploying Units speak of the first turn and the second turn; the battle is played in"
        " rounds, in which each player takes turns activating units.",
        app="The first turn is the first round and the second turn is the second round.",
        why="A rule about which turn a unit may deploy only works counted in rounds: every player has many turns in"
        " a round.",
    ),
    Ruling(
        "O11",
        "Support units in reserve",
        TOPIC,
        book="Support units need not deploy in the first turn; from the second they deploy only after a successful"
        " command roll, and a failure still counts as an activation and the player may not activate another unit.",
        app="In round 1 a Support unit deploys without a roll, or stays in reserve. From round 2 it rolls each time"
        " it is chosen; on a failure it stays in reserve, counts as activated this round, the player's turn ends,"
        " and it may try again next round.",
        why="The roll is only asked for from the second round; the failure spends the activation, not the unit.",
    ),
    Ruling(
        "O12",
        "Aircraft in reserve roll in every round, the first too",
        TOPIC,
        book="Aircraft may be held in reserve and come on in any turn, after a successful command roll; a failure"
        " still counts as activating a unit.",
        app="An aircraft needs the roll in every round, round 1 included, and may wait in reserve beyond round 1"
        " without being destroyed. A failed roll is its activation for the round and play passes on.",
        why="Unlike Support, the aircraft rule names no round without a roll, and it is itself the rule that lets"
        " the unit skip the first-round deployment.",
    ),
    Ruling(
        "O13",
        "Stress is a penalty to skill rolls and movement",
        TOPIC,
        book="Each stress token gives -1 to the unit's movement and skill attributes. Rolls succeed at or above the"
        " attribute, so a lower skill attribute would make hitting easier.",
        app="Each stress token is -1 in of movement (never below 0) and a -1 modifier to every skill roll: a skill 7"
        " unit with 2 stress needs 9 or more.",
        why="Stress is meant to hurt a unit under fire; the roll modifier is the reading that does.",
    ),
    Ruling(
        "O14",
        "What 'took damage' means for stress",
        TOPIC,
        book="At the end of the round every unit that took damage gains one stress, never more than 3.",
        app="A unit took damage when at least one point of damage was applied to it this round (a failed defence"
        " roll or automatic damage), from any attack, free attacks included. Hits that were all saved do not count."
        " However often it was damaged, it gains one stress.",
        why="Damage is what the attack procedure applies after failed defence rolls; the text adds one stress per"
        " unit, not one per attack.",
    ),
    Ruling(
        "O15",
        "The forfeit check runs at the end of every round",
        TOPIC,
        book="A player with no units on the battlefield when a round ends forfeits, even with units in reserve.",
        app="It is checked at the end of every round, round 1 included, after stress. Units in reserve and aircraft"
        " that left the battlefield do not count as being on it.",
        why="The text says any round and names reserves explicitly; a player who keeps everything back loses.",
    ),
    Ruling(
        "O16",
        "Equal victory points are a draw",
        TOPIC,
        book="After the last round the player with the most victory points wins; equal points are not covered.",
        app="With equal victory points the game is a draw, unless the mission gives its own tie-break.",
        why="Neither player has more points, and the text gives no other measure to split them.",
    ),
    Ruling(
        "O17",
        "A forfeit outranks victory points",
        TOPIC,
        book="The most victory points wins, unless a round ends with a player having no units on the battlefield.",
        app="The forfeit check comes first, in the last round too: a player with no units on the battlefield loses"
        " even when ahead on points; when both have none, nobody wins.",
        why="The text makes the forfeit an exception to the points rule.",
    ),
    Ruling(
        "O18",
        "Ambush changes where a unit deploys, not when",
        TOPIC,
        book="Ambush units may deploy anywhere more than 12 in from an enemy model instead of as normal, and then"
        " do not make 'the free 6 inch movement', which the core text never describes.",
        app="An Ambush unit must still deploy in round 1 like any unit. When it deploys it may be placed anywhere"
        " more than 12 in from every enemy model instead of within 6 in of an entry point; the free 6 in is read as"
        " that 6 in placement, which it gives up. It then activates as normal.",
        why="Only a rule that says so lets a unit wait past round 1, and Ambush does not; its 6 in matches the"
        " distance a deploying unit is placed from its entry point.",
    ),
    Ruling(
        "O19",
        "When a unit that cannot be placed is destroyed",
        TOPIC,
        book="A unit that cannot be placed within 6 in of an entry point cannot deploy; if it must deploy and cannot"
        " be placed, it is destroyed.",
        app="In round 1 a unit with no rule to wait is destroyed when its player deploys it and no place is free. The"
        " player may activate other units first, hoping room clears, but not past the last unit. A unit that may"
        " wait (Support, aircraft) simply stays in reserve.",
        why="Every unit without such a rule must deploy in round 1, so the round 1 deployment is the moment of"
        " truth; units allowed to wait are never forced to deploy.",
    ),
)
