"""The steps of the procedures that count and move the men and their machines (rules.engine.procedures: actions,
officers, morale, melee, foot, movement) read German on a German page (rules/sentences/steps/units.py); English pages
keep the engine's words."""

from __future__ import annotations

MODULES = ("actions", "officers", "morale", "melee", "foot", "movement")

SAID = {
    # The action pool (R22).
    "The dead ranking officer is counted as one officer lost.": "Der tote Kommandeur zählt als ein verlorener Offizier.",
    "Only 4 planes to lose: 6 lost counts as 4.": "Nur 4 Flugzeuge zu verlieren: 6 Verluste zählen als 4.",
    "Only 1 soldiers to lose: 27 lost counts as 1.": "Nur 1 Soldat zu verlieren: 27 Verluste zählen als 1.",
    "Only 0 squad leaders to lose: 1 lost counts as 0.": "Nur 0 Truppführer zu verlieren: 1 Verlust zählt als 0.",
    "One action per model: 4 officers + 3 squad leaders + 22 soldiers + 14 crew members = 43.": "Eine Aktion pro "
    "Modell: 4 Offiziere + 3 Truppführer + 22 Soldaten + 14 Besatzungsmitglieder = 43.",
    "One action per model: 1 officer + 1 squad leader + 1 soldier + 1 crew member = 4.": "Eine Aktion pro Modell: 1 "
    "Offizier + 1 Truppführer + 1 Soldat + 1 Besatzungsmitglied = 4.",
    "No officers, squad leaders, soldiers or crew members: no actions from models.": "Keine Offiziere, Truppführer, "
    "Soldaten oder Besatzungsmitglieder: keine Aktionen durch Modelle.",
    "One more per machine: 1 vehicle + 9 support weapons + 9 planes = 19 (R22).": "Eine weitere pro Maschine: 1 "
    "Fahrzeug + 9 Unterstützungswaffen + 9 Flugzeuge = 19 (R22).",
    "One more per machine: 29 vehicles + 1 support weapon + 1 plane = 31 (R22).": "Eine weitere pro Maschine: 29 "
    "Fahrzeuge + 1 Unterstützungswaffe + 1 Flugzeug = 31 (R22).",
    "Each loss takes its action away: 1 officer + 7 squad leaders + 48 soldiers + 28 crew members + 15 vehicles + 2 "
    "support weapons + 4 planes = -105.": "Jeder Verlust kostet seine Aktion: 1 Offizier + 7 Truppführer + 48 Soldaten "
    "+ 28 Besatzungsmitglieder + 15 Fahrzeuge + 2 Unterstützungswaffen + 4 Flugzeuge = -105.",
    "The ranking officer is dead: the 1 actions he could order per turn are gone for the rest of the game (R22).": "Der "
    "Kommandeur ist tot: Die 1 Aktion, die er pro Runde befehlen konnte, entfällt für den Rest des Spiels (R22).",
    "The ranking officer is dead: the 3 actions he could order per turn are gone for the rest of the game (R22).": "Der "
    "Kommandeur ist tot: Die 3 Aktionen, die er pro Runde befehlen konnte, entfallen für den Rest des Spiels (R22).",
    "The ranking officer is dead, but he had no orders to lose.": "Der Kommandeur ist tot, aber mit ihm gehen keine "
    "Befehle verloren.",
    "Action pool: 1 = 1 action per turn.": "Aktionspool: 1 = 1 Aktion pro Runde.",
    "Action pool: 115 + 30 - 105 - 3 = 37 actions per turn.": "Aktionspool: 115 + 30 - 105 - 3 = 37 Aktionen pro Runde.",
    "The pool cannot go below 0.": "Der Aktionspool kann nicht unter 0 fallen.",
    # The actions per activation (R23, R26, R30).
    "Support weapon: 1 action.": "Unterstützungswaffe: 1 Aktion.",
    "Machine gun (medium or heavy): 2 actions.": "Maschinengewehr (mittel oder schwer): 2 Aktionen.",
    "Plane strafing: 0 actions.": "Flugzeug im Tiefflugangriff: 0 Aktionen.",
    "Giving several orders at once is one action. Some doctrines let him activate more than once.": "Mehrere Befehle "
    "auf einmal zu geben ist eine Aktion. Bei manchen Doktrinen darf er mehr als einmal aktiviert werden.",
    "Each soldier he tries to rally costs one action and one morale check, up to two per turn (R23).": "Jeder Soldat, "
    "den er zu sammeln versucht, kostet eine Aktion und einen Moraltest, bis zu zwei pro Runde (R23).",
    "One double move per turn is allowed.": "Eine Doppelbewegung pro Runde ist erlaubt.",
    "Infantry carrying heavy gear may move or shoot, not both, and never double move.": "Infanterie mit schwerem Gerät "
    "darf sich bewegen oder schießen, nicht beides, und sich nie doppelt bewegen.",
    "A support weapon may move or shoot, not both.": "Eine Unterstützungswaffe darf sich bewegen oder schießen, nicht "
    "beides.",
    "A machine gun may move or shoot; or shoot twice (double burst), then roll 2D6 for overheating.": "Ein "
    "Maschinengewehr darf sich bewegen oder schießen; oder zweimal schießen (Doppelfeuerstoß), dann würfle 2W6 auf "
    "Überhitzung.",
    "Loading or unloading all cargo is one action.": "Die ganze Ladung auf- oder abzuladen ist eine Aktion.",
    "An AFV with more than 5 crew has a third action, but may not use it for a triple move.": "Ein Panzer mit mehr als "
    "5 Besatzungsmitgliedern hat eine dritte Aktion, darf sie aber nicht für eine Dreifachbewegung nutzen.",
    "An AFV with up to 5 crew has 2 actions.": "Ein Panzer mit bis zu 5 Besatzungsmitgliedern hat 2 Aktionen.",
    "A bombing run is one action; planes spend no actions on movement.": "Ein Bombenangriff ist eine Aktion; Flugzeuge "
    "brauchen keine Aktionen für Bewegung.",
    "Strafing: one action per machine gun and autocannon (7); no actions on movement.": "Tiefflugangriff: eine Aktion "
    "pro Maschinengewehr und Maschinenkanone (7); keine Aktionen für Bewegung.",
    "Crew: 5 of 10 alive.": "Besatzung: 5 von 10 am Leben.",
    "Crew: 1 of 4 alive, below half.": "Besatzung: 1 von 4 am Leben, unter der Hälfte.",
    "Crew: 2 of 4 alive, half of it lost.": "Besatzung: 2 von 4 am Leben, die Hälfte verloren.",
    "Below half crew, a vehicle loses one action per turn: 1 left (R26).": "Unter halber Besatzung verliert ein "
    "Fahrzeug eine Aktion pro Runde: 1 übrig (R26).",
    "2 of 4 crew lost is half or more: the machine gun has no double burst, so it moves or fires once (R30).": "2 von 4 "
    "Besatzungsmitgliedern verloren, also die Hälfte oder mehr: Das Maschinengewehr hat keinen Doppelfeuerstoß und "
    "bewegt sich oder feuert nur einmal (R30).",
    "Below half crew, a support weapon acts only every other turn (R26).": "Unter halber Besatzung handelt eine "
    "Unterstützungswaffe nur jede zweite Runde (R26).",
    "It did not act last turn, so it may act now, but not next turn.": "Sie hat in der letzten Runde nicht gehandelt, "
    "also darf sie jetzt handeln, aber nicht in der nächsten Runde.",
    # A soldier taking the hit for his ranking officer.
    "A ranking officer is hit. One friendly soldier within 5 cm of him may take the hit in his place.": "Ein "
    "Kommandeur ist getroffen. Ein eigener Soldat im Umkreis von 5 cm darf den Treffer an seiner Stelle abfangen.",
    "A ranking officer is hit. One friendly soldier within 2 in of him may take the hit in his place.": "Ein "
    "Kommandeur ist getroffen. Ein eigener Soldat im Umkreis von 2 Zoll darf den Treffer an seiner Stelle abfangen.",
    "That soldier is out of the fight (killed, surrendered or gone, R37): he cannot step in.": "Dieser Soldat ist aus "
    "dem Gefecht (getötet, ergeben oder fort, R37): Er kann nicht einspringen.",
    "A soldier 3 cm away could step in, but his side lets the officer take it.": "Ein Soldat in 3 cm Entfernung könnte "
    "einspringen, aber seine Seite überlässt den Treffer dem Kommandeur.",
    "The soldier is 1.5 in away, within 2 in: he takes the hit instead (exactly 2 in still counts).": "Der Soldat ist "
    "1,5 Zoll entfernt, innerhalb von 2 Zoll: Er fängt den Treffer stattdessen ab (genau 2 Zoll zählen noch).",
    "Roll the effect (2D6) for the soldier as for any soldier hit; if he lives, he takes the morale check.": "Würfle "
    "den Effekt (2W6) für den Soldaten wie für jeden getroffenen Soldaten; wenn er überlebt, macht er den Moraltest.",
    "The officer comes through this hit untouched.": "Der Kommandeur übersteht diesen Treffer unversehrt.",
    "Roll the effect (2D6) for the officer.": "Würfle den Effekt (2W6) für den Kommandeur.",
    "If he dies, the number of actions he could order each turn comes off the action counter for the rest of the game "
    "(R22), and he counts 10 on the enemy's Combat Score (R28).": "Stirbt er, wird die Zahl der Aktionen, die er pro "
    "Runde befehlen konnte, für den Rest des Spiels vom Aktionszähler abgezogen (R22), und er zählt 10 für die "
    "Kampfwertung des Feindes (R28).",
    # The morale check and the rallies.
    "Roll 2D6 more for the effect of the failed check.": "Würfle noch 2W6 für die Folge des misslungenen Tests.",
    "A squad leader rallies at most 2 soldiers a turn.": "Ein Truppführer sammelt höchstens 2 Soldaten pro Runde.",
    "The soldier is 210 cm away; the rally radius is 20 cm.": "Der Soldat ist 210 cm entfernt; der Sammelradius "
    "beträgt 20 cm.",
    "The soldier is 118.5 in away; the rally radius is 4 in.": "Der Soldat ist 118,5 Zoll entfernt; der Sammelradius "
    "beträgt 4 Zoll.",
    "Soldier within the 20 cm rally radius; the squad leader checks morale.": "Soldat innerhalb des Sammelradius von "
    "20 cm; der Truppführer macht einen Moraltest.",
    "Soldier within the 8 in rally radius; the squad leader checks morale.": "Soldat innerhalb des Sammelradius von 8 "
    "Zoll; der Truppführer macht einen Moraltest.",
    "Take away one suppressed and/or one frightened token.": "Entferne einen Niedergehalten- und/oder einen "
    "Verängstigt-Marker.",
    "Once per game: every unit in the command radius may be rallied.": "Einmal pro Spiel: Jede Einheit im "
    "Befehlsradius darf gesammelt werden.",
    "A ranking officer rallies once per game, and this one already has.": "Ein Kommandeur sammelt einmal pro Spiel, und "
    "dieser hat es schon getan.",
    "Every unit in the command radius loses all its suppressed tokens.": "Jede Einheit im Befehlsradius verliert alle "
    "ihre Niedergehalten-Marker.",
    # Melee's effect, with the house rule.
    "12 is not in the book: house rule, roll again.": "12 steht nicht im Buch: Hausregel, würfle noch einmal.",
    "Rolled 6 + 6 = 12: roll again.": "Gewürfelt 6 + 6 = 12: Würfle noch einmal.",
    # Moves on foot, over terrain, and in a captured vehicle.
    "Heavy gear and support weapons never move at the double.": "Schweres Gerät und Unterstützungswaffen bewegen sich "
    "nie doppelt.",
    "Support weapon: only infantry and horses may cross a river without a bridge.": "Unterstützungswaffe: Nur "
    "Infanterie und Pferde dürfen einen Fluss ohne Brücke überqueren.",
    "Rolled 4: 8 pips, 8 in.": "Gewürfelt 4: 8 Augen, 8 Zoll.",
    "Rolled 1: 1 pips, 2.5 cm.": "Gewürfelt 1: 1 Auge, 2,5 cm.",
    "Rolled 1 + 5 + 6: 1 pips, 2.5 cm.": "Gewürfelt 1 + 5 + 6: 1 Auge, 2,5 cm.",
    "Soldiers on foot do not tow: towing is ignored.": "Soldaten zu Fuß schleppen nichts: Das Schleppen entfällt.",
    "Towing: halved and rounded down to 2 cm.": "Schleppen: halbiert und abgerundet auf 2 cm.",
    "Towing: halved and rounded down to 1 in.": "Schleppen: halbiert und abgerundet auf 1 Zoll.",
    "No dice are left after the penalties: it cannot move here (it may still roll for the log).": "Nach den Abzügen "
    "bleiben keine Würfel übrig: Es kann sich hier nicht bewegen (für das Protokoll darf es trotzdem würfeln).",
    "The crew is new to this vehicle: abandon highest die first.": "Die Besatzung kennt dieses Fahrzeug nicht: Lass "
    "zuerst den höchsten Würfel weg.",
    "The crew is new to this vehicle: abandon lowest die first.": "Die Besatzung kennt dieses Fahrzeug nicht: Lass "
    "zuerst den niedrigsten Würfel weg.",
    "The crew is new to this vehicle: abandon highest and lowest die first.": "Die Besatzung kennt dieses Fahrzeug "
    "nicht: Lass zuerst den höchsten und den niedrigsten Würfel weg.",
    # Manning an abandoned vehicle.
    "AFV manned by a vehicle crew.": "Panzer, bemannt von einer Fahrzeugbesatzung.",
    "Unarmed transport manned by infantry.": "Unbewaffneter Transporter, bemannt von Infanterie.",
    "Armed transport manned by its own crew, back in.": "Bewaffneter Transporter, bemannt von seiner eigenen "
    "Besatzung, wieder an Bord.",
    "A crew that had to bail out may re-enter its vehicle next turn without penalties.": "Eine Besatzung, die "
    "aussteigen musste, darf in der nächsten Runde ohne Abzüge wieder in ihr Fahrzeug einsteigen.",
    "Movement: none on every move.": "Bewegung: kein Abzug.",
    "Movement: abandon highest die on every move.": "Bewegung: Lass bei jeder Bewegung den höchsten Würfel weg.",
    "Movement: abandon lowest die on every move.": "Bewegung: Lass bei jeder Bewegung den niedrigsten Würfel weg.",
    "Movement: abandon highest and lowest die on every move.": "Bewegung: Lass bei jeder Bewegung den höchsten und den "
    "niedrigsten Würfel weg.",
    "Attacks: it has no weapons.": "Angriffe: Es hat keine Waffen.",
    "Attacks: -3 on every attack roll.": "Angriffe: -3 auf jeden Trefferwurf.",
    "Attacks: +0 on every attack roll.": "Angriffe: +0 auf jeden Trefferwurf.",
    "Mounting the vehicle is one action.": "In das Fahrzeug einzusteigen ist eine Aktion.",
}

# Steps with a part these rows cannot say: they stay whole in English.
STAYS_ENGLISH = [
    "One action per model: 4 officers + 2 tanks = 6.",  # a kind the pool does not count: the whole stays English
    "Only 2 horses to lose: 3 lost counts as 2.",
    "Jeep manned by a vehicle crew.",
    "AFV manned by the enemy.",
    "Gunner: 2 actions.",
]
