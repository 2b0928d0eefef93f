"""The steps of setting up a game, scoring it, its mission objectives and the campaign (rules.engine.procedures:
setup, scoring, objectives, campaign) read German on a German page (rules/sentences/steps/game.py and
game_objectives.py); English pages keep the engine's words."""

from __future__ import annotations

MODULES = ("objectives", "scoring", "setup", "campaign")

SAID = {
    # Who places first, who attacks (setup).
    "Each side rolls 1D6: the higher places the first unit, then the sides take turns placing units.": "Jede Seite "
    "würfelt 1W6: Die höhere stellt die erste Einheit auf, dann stellen die Seiten abwechselnd Einheiten auf.",
    "A tie is rolled again. To save time you may also place all units at once.": "Bei Gleichstand wird neu "
    "gewürfelt. Um Zeit zu sparen, könnt ihr auch alle Einheiten auf einmal aufstellen.",
    "Outside a campaign, each side rolls 1D6: the higher attacks, the lower defends (or retreats).": "Außerhalb "
    "eines Feldzugs würfelt jede Seite 1W6: Die höhere greift an, die niedrigere verteidigt (oder zieht sich "
    "zurück).",
    "A tie is rolled again.": "Bei Gleichstand wird neu gewürfelt.",
    "Chances: side A attacks 41.7%, side B attacks 41.7%, re-roll 16.7%.": "Chancen: Seite A greift an 41,7\xa0%, "
    "Seite B greift an 41,7\xa0%, neu würfeln 16,7\xa0%.",
    "Chances: side A places first 41.7%, side B places first 41.7%, re-roll 16.7%.": "Chancen: Seite A stellt zuerst "
    "auf 41,7\xa0%, Seite B stellt zuerst auf 41,7\xa0%, neu würfeln 16,7\xa0%.",
    "Side A rolled 1, side B rolled 2: side B places first.": "Seite A hat 1 gewürfelt, Seite B 2: Seite B stellt "
    "zuerst auf.",
    "Side A rolled 5, side B rolled 3: side A attacks.": "Seite A hat 5 gewürfelt, Seite B 3: Seite A greift an.",
    "Side A rolled 4, side B rolled 4: re-roll.": "Seite A hat 4 gewürfelt, Seite B 4: Gleichstand, neu würfeln.",
    # Deployment sector (R18), escape corridor (R19), force morale (R25).
    "One player rolls 4D6: his side deploys along that board edge, the enemy along the opposite one.": "Ein Spieler "
    "würfelt 4W6: Seine Seite marschiert an diesem Spielfeldrand auf, der Feind am gegenüberliegenden.",
    "The sectors go round every 4 pips (4 north, 5 east, 6 south, 7 west, 8 north...); 24 is rolled again "
    "(R18).": "Die Sektoren wiederholen sich alle 4 Augen (4 Norden, 5 Osten, 6 Süden, 7 Westen, 8 Norden …); 24 "
    "wird neu gewürfelt (R18).",
    "The defender rolls 3D6 for the board edge of the escape corridor, between the deployment zones.": "Der "
    "Verteidiger würfelt 3W6 für den Spielfeldrand des Fluchtkorridors, zwischen den Aufmarschzonen.",
    "As printed; 4, missing from the table, is north. 3D6 never shows 24, so there is no re-roll (R19).": "Wie "
    "gedruckt; die 4, die in der Tabelle fehlt, ist Norden. 3W6 zeigen nie 24, also wird nie neu gewürfelt (R19).",
    "One roll of 1D6 per team before the first turn; it counts for every player of the team.": "Ein Wurf mit 1W6 pro "
    "Seite vor der ersten Runde; er gilt für jeden Spieler der Seite.",
    "In a campaign, use the campaign's morale instead (R25).": "In einem Feldzug nimm stattdessen die Moral des "
    "Feldzugs (R25).",
    # Initiative (R27).
    "Not in this 2-player game: player 3.": "Nicht in diesem Spiel mit 2 Spielern: Spieler 3.",
    "Not in this 3-player game: players 4, 5 and 6.": "Nicht in diesem Spiel mit 3 Spielern: Spieler 4, 5 und 6.",
    "Re-roll of a tie for the highest: only players 1 and 2 roll (R27).": "Neuwurf bei Gleichstand an der Spitze: "
    "Nur Spieler 1 und 2 würfeln (R27).",
    "Fewer than two tied players of this game were named: everyone rolls.": "Weniger als zwei gleichauf liegende "
    "Spieler dieses Spiels wurden genannt: Alle würfeln.",
    "Players 1, 2 and 3 tied on 2: only they roll again.": "Spieler 1, 2 und 3 liegen mit 2 gleichauf: Nur sie "
    "würfeln noch einmal.",
    "Players 2 and 3 tied for a later place: they roll off between themselves for it.": "Spieler 2 und 3 liegen um "
    "einen späteren Platz gleichauf: Sie würfeln ihn unter sich aus.",
    # Random Event & Effect Cards.
    "After setting up his troops and before the first turn, every player draws the cards his detachment "
    "allows.": "Nach dem Aufstellen seiner Truppen und vor der ersten Runde zieht jeder Spieler die Karten, die "
    "seine Abteilung erlaubt.",
    "2 players x 1 card = 2 cards from the deck of 25.": "2 Spieler x 1 Karte = 2 Karten aus dem Stapel von 25.",
    "3 players x 2 cards = 6 cards from the deck of 25.": "3 Spieler x 2 Karten = 6 Karten aus dem Stapel von 25.",
    "2 players x 0 cards = 0 cards from the deck of 25.": "2 Spieler x 0 Karten = 0 Karten aus dem Stapel von 25.",
    "Follow each card's own instructions for its effect and how long it lasts.": "Folge bei jeder Karte ihren "
    "eigenen Anweisungen für ihre Wirkung und wie lange sie anhält.",
    # The Combat Score of a loss (R28) and the end of a game (R29).
    "Every enemy unit killed or surrendered adds to your Combat Score.": "Jede feindliche Einheit, die getötet wird "
    "oder sich ergibt, zählt zu deiner Kampfwertung.",
    "A ranking officer counts 10, whatever he cost (R28).": "Ein Kommandeur zählt 10, egal was er gekostet hat (R28).",
    "A squad leader counts 5, whatever he cost (R28).": "Ein Truppführer zählt 5, egal was er gekostet hat (R28).",
    "A crew member counts as a soldier of his quality: 3 (R28).": "Ein Besatzungsmitglied zählt wie ein Soldat "
    "seiner Qualität: 3 (R28).",
    "Weapons left on the field count nothing; anyone may pick them up (R28).": "Auf dem Spielfeld zurückgelassene "
    "Waffen zählen nichts; jeder darf sie aufheben (R28).",
    "A unit counts its cost in the detachment list: 101.": "Eine Einheit zählt ihre Kosten laut Abteilungsliste: 101.",
    "Checked before turn 10. Combat Score limit: 124 (set by the host).": "Geprüft vor Runde 10. Grenze der "
    "Kampfwertung: 124 (vom Gastgeber festgelegt).",
    "Checked before turn 4. Combat Score limit: 50 (Breakthrough / hold the line).": "Geprüft vor Runde 4. Grenze "
    "der Kampfwertung: 50 („Durchbruch / Die Linie halten“).",
    "Both sides reached the limit (100 to 155): the higher score wins.": "Beide Seiten haben die Grenze erreicht "
    "(100 zu 155): Die höhere Wertung gewinnt.",
    "Side A has 109 of 93: side B withdraws from the field (R29).": "Seite A hat 109 von 93: Seite B zieht sich vom "
    "Spielfeld zurück (R29).",
    "Side B completed the mission objective and the opponent's turn is over: the game ends (R29).": "Seite B hat das "
    "Missionsziel erfüllt, und der Zug des Gegners ist vorbei: Das Spiel endet (R29).",
    "Turn 10 was the last. Combat Score 26 to 209: the higher score wins (R29).": "Runde 10 war die letzte. "
    "Kampfwertung 26 zu 209: Die höhere Wertung gewinnt (R29).",
    "Turn 5 was the last. Combat Score 17 to 17: equal scores are a draw (R29).": "Runde 5 war die letzte. "
    "Kampfwertung 17 zu 17: Gleiche Wertungen sind ein Unentschieden (R29).",
    "No one has reached 50 and no objective is complete: turn 3 of 5 is over, play on.": "Niemand hat 50 erreicht "
    "und kein Missionsziel ist erfüllt: Runde 3 von 5 ist vorbei, spielt weiter.",
    "No one has reached 50 and no objective is complete: turn 35 is over, play on.": "Niemand hat 50 erreicht und "
    "kein Missionsziel ist erfüllt: Runde 35 ist vorbei, spielt weiter.",
    "Equal scores are a draw.": "Gleiche Wertungen sind ein Unentschieden.",
    # Victory points, campaign morale (R25).
    "A decisive victory (mission objective achieved or denied) is worth 15.": "Ein entscheidender Sieg (Missionsziel "
    "erreicht oder verhindert) ist 15 wert.",
    "A strategic victory (the enemy withdrew on the Combat Score) is worth 7.": "Ein strategischer Sieg (der Feind "
    "hat sich wegen der Kampfwertung zurückgezogen) ist 7 wert.",
    "A draw is not a win: like a lost game it is still worth 3.": "Ein Unentschieden ist kein Sieg: Wie ein "
    "verlorenes Spiel ist es immer noch 3 wert.",
    "A lost game is still worth 3.": "Ein verlorenes Spiel ist immer noch 3 wert.",
    "Add the game's Combat Score: 15 + 42 = 57 points to upgrade core units.": "Zähl die Kampfwertung des Spiels "
    "dazu: 15 + 42 = 57 Punkte zum Aufwerten der Pflichteinheiten.",
    "The 1D6 rolled when the campaign started gives its morale: 1-2 is 8, 3-5 is 9, 6 is 10 (R25).": "Der zu Beginn "
    "des Feldzugs gewürfelte 1W6 ergibt seine Moral: 1-2 ist 8, 3-5 ist 9, 6 ist 10 (R25).",
    "Lost 5 in a row: -2 while the streak lasts (R25).": "5 in Folge verloren: -2, solange die Serie anhält (R25).",
    "Lost 0 in a row: no penalty (it starts at 3 in a row).": "0 in Folge verloren: kein Abzug (er beginnt bei 3 in "
    "Folge).",
    "Rolled 4 at the start: morale 9.": "Zu Beginn 4 gewürfelt: Moral 9.",
    "Rolled 1 at the start: morale 8 - 1 = 7.": "Zu Beginn 1 gewürfelt: Moral 8 - 1 = 7.",
    # The campaign ladder (R21).
    "Game 1: Probing the enemy lines, neutral roles. Side A won.": "Spiel 1: „Feindliche Linien abtasten“, neutrale "
    "Rollen. Seite A hat gewonnen.",
    "Game 2: Victory Zones, neutral roles. It was a draw.": "Spiel 2: „Siegeszonen“, neutrale Rollen. Es war ein "
    "Unentschieden.",
    "Game 5: Avoid the pocket, side A attacking. Side B won.": "Spiel 5: „Dem Kessel entkommen“, Seite A greift an. "
    "Seite B hat gewonnen.",
    "Game 4: The Supply Road, side B attacking. It was a draw.": "Spiel 4: „Die Nachschubstraße“, Seite B greift an. Es "
    "war ein Unentschieden.",
    "A draw moves no one: the same scenario is played again on the same map, roles unchanged.": "Ein Unentschieden "
    "bringt niemanden weiter: Dasselbe Szenario wird auf derselben Karte noch einmal gespielt, die Rollen bleiben.",
    "Both sides are still evenly matched: on to Victory Zones on a new map.": "Beide Seiten sind noch ebenbürtig: "
    "Weiter mit „Siegeszonen“ auf einer neuen Karte.",
    "Side A lost king of the hill (Victory Zones, R21): it defends until it wins a battle; side B attacks.": "Seite "
    "A hat „King of the hill“ verloren („Siegeszonen“, R21): Sie verteidigt, bis sie eine Schlacht gewinnt; Seite "
    "B greift an.",
    "Side B has reached the end of the ladder: the campaign is over.": "Seite B hat das Ende der Feldzugsleiter "
    "erreicht: Der Feldzug ist vorbei.",
    "The attacker advances: next is Capture the enemy commander on a new map.": "Der Angreifer rückt vor: Als "
    "Nächstes kommt „Den feindlichen Kommandeur fangen“ auf einer neuen Karte.",
    "The attacker lost: roles are neutral again and the ladder resets to Probing the enemy lines, played on the map "
    "just used.": "Der Angreifer hat verloren: Die Rollen sind wieder neutral, und die Feldzugsleiter beginnt wieder "
    "bei „Feindliche Linien abtasten“, gespielt auf der eben benutzten Karte.",
    "That was game 10, the most a campaign lasts: wins 6 to 3 decide, side A wins the campaign.": "Das war Spiel 10, "
    "länger dauert kein Feldzug: Die Siege entscheiden, 6 zu 3; Seite A gewinnt den Feldzug.",
    "That was game 10, the most a campaign lasts: wins 4 to 4 decide, and equal wins are a draw.": "Das war Spiel "
    "10, länger dauert kein Feldzug: Die Siege entscheiden, 4 zu 4, und gleich viele Siege sind ein Unentschieden.",
    "Next game: side B attacks, side A defends.": "Nächstes Spiel: Seite B greift an, Seite A verteidigt.",
    # Probing the enemy lines.
    "The game ends at the end of the opponent's turn (R29).": "Das Spiel endet am Ende des Zuges des Gegners (R29).",
    "Both teams play for the same thing: one sector of the board (the middle, the left or the right flank) with no "
    "enemy unit left in it, killed, surrendered or driven out.": "Beide Seiten spielen um dasselbe: einen Sektor des "
    "Spielfelds (die Mitte, die linke oder die rechte Flanke), in dem keine feindliche Einheit mehr ist, ob getötet, "
    "ergeben oder vertrieben.",
    "Team A checks the middle: 1 unit of team B still there.": "Seite A prüft die Mitte: Dort ist noch 1 Einheit von "
    "Seite B.",
    "Team B checks the right flank: 4 units of team A still there.": "Seite B prüft die rechte Flanke: Dort sind "
    "noch 4 Einheiten von Seite A.",
    "The left flank is free of the enemy: team A's objective is met.": "Die linke Flanke ist frei vom Feind: Das "
    "Missionsziel von Seite A ist erfüllt.",
    "Not free yet: every enemy unit must leave the right flank. A Combat Score of 15 also wins this mode.": "Noch "
    "nicht frei: Jede feindliche Einheit muss die rechte Flanke verlassen. Eine Kampfwertung von 15 gewinnt diesen "
    "Spielmodus auch.",
    # Victory Zones.
    "At the end of the turn, count each team's soldiers within 10 cm of the objective marker (10 cm exactly still "
    "counts, R8). Vehicle crew members count as soldiers; rank and quality make no difference.": "Zähl am Ende der "
    "Runde die Soldaten jeder Seite bis 10 cm um den Zielmarker (genau 10 cm zählt noch, R8). Besatzungsmitglieder "
    "von Fahrzeugen zählen als Soldaten; Rang und Qualität spielen keine Rolle.",
    "At the end of the turn, count each team's soldiers within 4 in of the objective marker (4 in exactly still "
    "counts, R8). Vehicle crew members count as soldiers; rank and quality make no difference.": "Zähl am Ende der "
    "Runde die Soldaten jeder Seite bis 4 Zoll um den Zielmarker (genau 4 Zoll zählt noch, R8). Besatzungsmitglieder "
    "von Fahrzeugen zählen als Soldaten; Rang und Qualität spielen keine Rolle.",
    "No soldier of either team is there: nobody holds the zone.": "Von keiner Seite ist ein Soldat dort: Niemand "
    "hält die Zone.",
    "Equal numbers (3 each): nobody holds the zone.": "Gleich viele (je 3): Niemand hält die Zone.",
    "Team A 2, team B 5: team B holds the zone.": "Seite A 2, Seite B 5: Seite B hält die Zone.",
    "Team A already held it when this turn began: a full turn held, its objective is met.": "Seite A hielt sie schon "
    "zu Beginn dieser Runde: eine volle Runde gehalten, ihr Missionsziel ist erfüllt.",
    "When this turn began nobody held it: team A must still hold it at the end of the next turn to have held it a "
    "full turn.": "Zu Beginn dieser Runde hielt sie niemand: Seite A muss sie am Ende der nächsten Runde noch "
    "halten, um sie eine volle Runde gehalten zu haben.",
    "When this turn began team A held it: team B must still hold it at the end of the next turn to have held it a "
    "full turn.": "Zu Beginn dieser Runde hielt sie Seite A: Seite B muss sie am Ende der nächsten Runde noch "
    "halten, um sie eine volle Runde gehalten zu haben.",
    # The Supply Road.
    "The attacker must clear the ground within 15 cm of the road, along its whole length, of every defending unit; "
    "the defender needs one unit still in that strip when turn 5 ends.": "Der Angreifer muss das Gelände bis 15 cm "
    "um die Straße auf ihrer ganzen Länge von jeder verteidigenden Einheit räumen; der Verteidiger braucht noch eine "
    "Einheit in diesem Streifen, wenn Runde 5 endet.",
    "The attacker must clear the ground within 6 in of the road, along its whole length, of every defending unit; "
    "the defender needs one unit still in that strip when turn 5 ends.": "Der Angreifer muss das Gelände bis 6 Zoll "
    "um die Straße auf ihrer ganzen Länge von jeder verteidigenden Einheit räumen; der Verteidiger braucht noch eine "
    "Einheit in diesem Streifen, wenn Runde 5 endet.",
    "The nearest defending unit is 12.5 cm from the road: inside the strip (15 cm exactly still counts, R8).": "Die "
    "nächste verteidigende Einheit ist 12,5 cm von der Straße entfernt: im Streifen (genau 15 cm zählt noch, R8).",
    "The nearest defending unit is 4 in from the road: inside the strip (6 in exactly still counts, R8).": "Die "
    "nächste verteidigende Einheit ist 4 Zoll von der Straße entfernt: im Streifen (genau 6 Zoll zählt noch, R8).",
    "The nearest defending unit is 100 cm from the road: farther than 15 cm.": "Die nächste verteidigende Einheit "
    "ist 100 cm von der Straße entfernt: weiter als 15 cm.",
    "The nearest defending unit is 6.5 in from the road: farther than 6 in.": "Die nächste verteidigende Einheit ist "
    "6,5 Zoll von der Straße entfernt: weiter als 6 Zoll.",
    "The road is clear: the attacker's objective is met.": "Die Straße ist frei: Das Missionsziel des Angreifers ist "
    "erfüllt.",
    "Turn 5 is over and the defender is still by the road: the defender's objective is met and the game ends "
    "(R29).": "Runde 5 ist vorbei, und der Verteidiger ist noch an der Straße: Das Missionsziel des Verteidigers ist "
    "erfüllt, und das Spiel endet (R29).",
    "The road is not clear yet; the defender must hold on to the end of turn 5.": "Die Straße ist noch nicht frei; "
    "der Verteidiger muss bis zum Ende von Runde 5 durchhalten.",
    # Delay the enemy advance.
    "1 structure carries an objective marker; the retreating defender must destroy it, and the attacker must keep it "
    "standing.": "1 Gebäude trägt einen Zielmarker; der abziehende Verteidiger muss es zerstören, und der Angreifer "
    "muss es erhalten.",
    "3 structures carry an objective marker; the retreating defender must destroy all of them, and the attacker must "
    "keep them standing.": "3 Gebäude tragen einen Zielmarker; der abziehende Verteidiger muss sie alle zerstören, "
    "und der Angreifer muss sie erhalten.",
    "5 structures carry an objective marker; the retreating defender must destroy 3 of them (the minimum set before "
    "the game), and the attacker must keep them standing.": "5 Gebäude tragen einen Zielmarker; der abziehende "
    "Verteidiger muss 3 davon zerstören (das vor dem Spiel festgelegte Minimum), und der Angreifer muss sie "
    "erhalten.",
    "A structure is destroyed when it is set on fire or takes a single HE hit (flamethrower, satchel charge, tank or "
    "AT gun...).": "Ein Gebäude ist zerstört, wenn es in Brand gesetzt wird oder einen einzigen HE-Treffer erhält "
    "(Flammenwerfer, Sprengladung, Panzer oder Pak …).",
    "Destroyed so far: 1 of 5.": "Bisher zerstört: 1 von 5.",
    "The defender has destroyed enough: the defender's objective is met.": "Der Verteidiger hat genug zerstört: Das "
    "Missionsziel des Verteidigers ist erfüllt.",
    "Turn 5 was the last and the defender destroyed 1 of the 3 needed: the attacker kept them standing, the "
    "attacker's objective is met and the game ends (R29).": "Runde 5 war die letzte, und der Verteidiger hat 1 der 3 "
    "nötigen zerstört: Der Angreifer hat sie erhalten, das Missionsziel des Angreifers ist erfüllt, und das Spiel "
    "endet (R29).",
    "2 more to destroy; play on.": "Noch 2 zu zerstören; spielt weiter.",
    # Breakthrough / hold the line.
    "The attacker needs 5 units at the outer edge of the defender's deployment zone; the defender wins by letting 4 "
    "through at most until 5 turns are over.": "Der Angreifer braucht 5 Einheiten am äußeren Rand der Aufmarschzone "
    "des Verteidigers; der Verteidiger gewinnt, wenn er bis zum Ende von 5 Runden höchstens 4 durchlässt.",
    "Attacking units that reached that edge: 3.": "Angreifende Einheiten, die diesen Rand erreicht haben: 3.",
    "The line is broken: the attacker's objective is met.": "Die Linie ist durchbrochen: Das Missionsziel des "
    "Angreifers ist erfüllt.",
    "Turn 5 is over with 4 through: the defender held the line for the whole game, the defender's objective is met "
    "and the game ends (R29).": "Runde 5 ist vorbei, durchgekommen: 4. Der Verteidiger hat die Linie das ganze Spiel "
    "über gehalten, das Missionsziel des Verteidigers ist erfüllt, und das Spiel endet (R29).",
    "1 more must get through; play on.": "Noch 1 muss durchkommen; spielt weiter.",
    "3 more must get through; play on.": "Noch 3 müssen durchkommen; spielt weiter.",
    # Avoid the pocket.
    "A defending unit escapes when it reaches the board edge inside the escape corridor.": "Eine verteidigende "
    "Einheit entkommt, wenn sie den Spielfeldrand innerhalb des Fluchtkorridors erreicht.",
    "The defender needs 5 out; at exactly 5 the defender has done it, so the attacker must hold the escapes to 4 or "
    "fewer.": "Der Verteidiger braucht 5 draußen; bei genau 5 hat er es geschafft, also muss der Angreifer die "
    "Entkommenen auf 4 oder weniger begrenzen.",
    "Escaped: 2; still inside the pocket: 6.": "Entkommen: 2; noch im Kessel: 6.",
    "Enough got out of the pocket: the defender's objective is met.": "Genug sind aus dem Kessel entkommen: Das "
    "Missionsziel des Verteidigers ist erfüllt.",
    "Even if every unit still inside got out, the defender would reach only 3: the gap is closed, the attacker's "
    "objective is met.": "Selbst wenn jede Einheit, die noch drin ist, entkäme, käme der Verteidiger nur auf 3: Die "
    "Lücke ist geschlossen, das Missionsziel des Angreifers ist erfüllt.",
    "Turn 5 was the last and only 1 got out: the attacker closed the gap, the attacker's objective is met and the "
    "game ends (R29).": "Runde 5 war die letzte, und nur 1 ist entkommen: Der Angreifer hat die Lücke geschlossen, "
    "das Missionsziel des Angreifers ist erfüllt, und das Spiel endet (R29).",
    "Turn 5 was the last and only 3 got out: the attacker closed the gap, the attacker's objective is met and the "
    "game ends (R29).": "Runde 5 war die letzte, und nur 3 sind entkommen: Der Angreifer hat die Lücke geschlossen, "
    "das Missionsziel des Angreifers ist erfüllt, und das Spiel endet (R29).",
    "1 more must get out; play on.": "Noch 1 muss hinaus; spielt weiter.",
    "4 more must get out; play on.": "Noch 4 müssen hinaus; spielt weiter.",
    # Surrounded.
    "The encircled defender breaks out with 3 units at any board edge, or holds out for 4 turns; the attacker must "
    "destroy them or make them surrender.": "Der eingekesselte Verteidiger bricht mit 3 Einheiten an einem "
    "beliebigen Spielfeldrand aus oder hält 4 Runden durch; der Angreifer muss sie vernichten oder zur Kapitulation "
    "zwingen.",
    "Defending units at a board edge: 1; still fighting on the board: 11.": "Verteidigende Einheiten an einem "
    "Spielfeldrand: 1; noch auf dem Spielfeld im Kampf: 11.",
    "The breakout succeeded: the defender's objective is met.": "Der Ausbruch ist gelungen: Das Missionsziel des "
    "Verteidigers ist erfüllt.",
    "No defending unit is left on the board to hold out or break out: resistance is crushed, the attacker's "
    "objective is met.": "Keine verteidigende Einheit ist mehr auf dem Spielfeld, um durchzuhalten oder "
    "auszubrechen: Der Widerstand ist zerschlagen, das Missionsziel des Angreifers ist erfüllt.",
    "Turn 4 is over and the defender still holds: 4 turns held out, the defender's objective is met and the game "
    "ends (R29).": "Runde 4 ist vorbei, und der Verteidiger hält noch: 4 Runden durchgehalten, das Missionsziel des "
    "Verteidigers ist erfüllt, und das Spiel endet (R29).",
    "1 more must reach an edge, or the defender must last to the end of turn 4; play on.": "Noch 1 muss einen Rand "
    "erreichen, oder der Verteidiger muss bis zum Ende von Runde 4 durchhalten; spielt weiter.",
    "2 more must reach an edge, or the defender must last to the end of turn 4; play on.": "Noch 2 müssen einen Rand "
    "erreichen, oder der Verteidiger muss bis zum Ende von Runde 4 durchhalten; spielt weiter.",
    # Capture the enemy commander.
    "The defender's ranking officer is captured when an attacking unit is within 10 cm of him and none of his own "
    "units is within 10 cm (10 cm exactly counts, R8). He is wanted alive.": "Der Kommandeur des Verteidigers ist "
    "gefangen, wenn eine angreifende Einheit bis 10 cm bei ihm ist und keine seiner eigenen Einheiten bis 10 cm bei "
    "ihm ist (genau 10 cm zählt, R8). Er soll lebend gefangen werden.",
    "The defender's ranking officer is captured when an attacking unit is within 4 in of him and none of his own "
    "units is within 4 in (4 in exactly counts, R8). He is wanted alive.": "Der Kommandeur des Verteidigers ist "
    "gefangen, wenn eine angreifende Einheit bis 4 Zoll bei ihm ist und keine seiner eigenen Einheiten bis 4 Zoll "
    "bei ihm ist (genau 4 Zoll zählt, R8). Er soll lebend gefangen werden.",
    "He was killed instead of captured: the attacker loses the game. (The defender may never kill his own officer to "
    "bring this about.)": "Er wurde getötet statt gefangen: Der Angreifer verliert das Spiel. (Der Verteidiger darf "
    "seinen eigenen Offizier nie töten, um das herbeizuführen.)",
    "Nearest attacking unit: 7.5 cm; nearest of his own: 18.5 cm.": "Nächste angreifende Einheit: 7,5 cm; nächste "
    "seiner eigenen: 18,5 cm.",
    "Nearest attacking unit: 3.5 in; nearest of his own: 2 in.": "Nächste angreifende Einheit: 3,5 Zoll; nächste "
    "seiner eigenen: 2 Zoll.",
    "None of his own units is close enough to stop it: he is captured, the attacker's objective is met.": "Keine "
    "seiner eigenen Einheiten ist nah genug, um es zu verhindern: Er ist gefangen, das Missionsziel des Angreifers "
    "ist erfüllt.",
    "His own unit close by prevents the capture.": "Eine eigene Einheit in seiner Nähe verhindert die Gefangennahme.",
    "No attacking unit is within 10 cm.": "Keine angreifende Einheit ist bis 10 cm bei ihm.",
    "No attacking unit is within 4 in.": "Keine angreifende Einheit ist bis 4 Zoll bei ihm.",
    "Turn 5 is over and he is still free: kept alive for 5 turns, the defender's objective is met and the game ends "
    "(R29).": "Runde 5 ist vorbei, und er ist noch frei: 5 Runden am Leben gehalten, das Missionsziel des "
    "Verteidigers ist erfüllt, und das Spiel endet (R29).",
    "The defender must keep him free and alive to the end of turn 5; play on.": "Der Verteidiger muss ihn bis zum "
    "Ende von Runde 5 frei und am Leben halten; spielt weiter.",
}

# Steps with a part these rows cannot say: they stay whole in English.
STAYS_ENGLISH = [
    "Game 3: Capture the flag, side A attacking. Side B won.",  # a game mode the book does not have
    "Team A checks the centre: 2 units of team B still there.",  # a sector the book does not name
    "Side A rolled 3, side C rolled 5: side C attacks.",
    "Chances: side A retreats 41.7%, side B retreats 41.7%, re-roll 16.7%.",
    "Nearest attacking unit: 3 cm; nearest of his own: 2 in.",  # the units must agree
]
