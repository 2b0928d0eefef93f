"""The steps of shooting, machine guns, explosives and their drift (rules.engine.procedures: shooting, machine_guns,
explosives, drift) read German on a German page (rules/sentences/steps/fire.py, fire_explosives.py); English pages keep
the engine's words."""

from __future__ import annotations

MODULES = ("shooting", "machine_guns", "explosives", "drift")

# Real steps of the engine's, one per shape (and per word a part says: each gun, target, explosive, drift), with the
# German a page shows for them.
SAID = {
    "Roll 8D6: from 8 on, each total turns one eighth clockwise (8 north, 9 north-east ... 15 north-west, 16 north "
    "again); 48 is rolled again (R20).": "Würfle 8W6: Ab 8 dreht jede Summe ein Achtel weiter im Uhrzeigersinn (8 "
    "Norden, 9 Nordosten ... 15 Nordwesten, 16 wieder Norden); eine 48 wird neu gewürfelt (R20).",
    "Roll 8D6: the totals take turns, right, left, short, over (8 right, 9 left, 10 short, 11 over, 12 right ...); "
    "48 is rolled again (R20).": "Würfle 8W6: Die Summen gehen reihum rechts, links, zu kurz, zu weit (8 rechts, 9 "
    "links, 10 zu kurz, 11 zu weit, 12 rechts ...); eine 48 wird neu gewürfelt (R20).",
    "Chance it flies over and is lost: 25%.": "Chance, dass er zu weit fliegt und verloren ist: 25\xa0%.",
    "Where it lands, an armoured vehicle is attacked with the AP value, anything else with the HE value.": "Wo er "
    "einschlägt, wird ein gepanzertes Fahrzeug mit dem AP-Wert angegriffen, alles andere mit dem HE-Wert.",
    "Rolled 3 + 3 + 2 + 2 + 1 + 2 + 5 + 6 = 24: the shot misses to the right of the target.": "Gewürfelt 3 + 3 + 2 "
    "+ 2 + 1 + 2 + 5 + 6 = 24: der Schuss geht rechts am Ziel vorbei.",
    "Rolled 3 + 4 + 6 + 4 + 6 + 5 + 2 + 3 = 33: the shot misses to the left of the target.": "Gewürfelt 3 + 4 + 6 + "
    "4 + 6 + 5 + 2 + 3 = 33: der Schuss geht links am Ziel vorbei.",
    "Rolled 3 + 1 + 5 + 1 + 4 + 5 + 3 + 1 = 23: aimed too high: it does not explode on the table.": "Gewürfelt 3 + "
    "1 + 5 + 1 + 4 + 5 + 3 + 1 = 23: zu hoch gezielt: Er explodiert nicht auf dem Tisch.",
    "Rolled 2 + 4 + 6 + 1 + 1 + 2 + 1 + 5 = 22: aimed too low: it explodes in front of the target.": "Gewürfelt 2 + "
    "4 + 6 + 1 + 1 + 2 + 1 + 5 = 22: zu tief gezielt: Er explodiert vor dem Ziel.",
    "The grenade drifts 5, 10 or 15 cm: roll 1D6.": "Die Granate weicht 5, 10 oder 15 cm ab: Würfle 1W6.",
    "Rolled 5: the grenade drifts 15 cm.": "Gewürfelt 5: Die Granate weicht 15 cm ab.",
    "The Panzerfaust, Bazooka or Panzerschreck shot drifts 2, 4 or 6 in: roll 1D6.": "Der Schuss aus Panzerfaust, "
    "Bazooka oder Panzerschreck weicht 2, 4 oder 6 Zoll ab: Würfle 1W6.",
    "Rolled 4: the Panzerfaust, Bazooka or Panzerschreck shot drifts 4 in.": "Gewürfelt 4: Der Schuss aus "
    "Panzerfaust, Bazooka oder Panzerschreck weicht 4 Zoll ab.",
    "The shell drifts 2, 4, 6, 8, 10 or 12 in: roll 1D6.": "Die Mörser- oder Artilleriegranate weicht 2, 4, 6, 8, "
    "10 oder 12 Zoll ab: Würfle 1W6.",
    "Blast radius of 20mm: 2 in, the row for hand grenades, 20 mm and flamethrowers.": "Sprengradius für 20 mm: 2 "
    "Zoll, aus der Zeile für Handgranaten, 20 mm und Flammenwerfer.",
    "Every infantry unit and softskin vehicle in it, friend or foe, rolls to be hit (4D6 at or under the HE value) "
    "and checks morale.": "Jede Infanterieeinheit und jedes ungepanzerte Fahrzeug darin, Freund oder Feind, "
    "würfelt, ob es getroffen wird (4W6 gleich oder unter dem HE-Wert), und macht einen Moraltest.",
    "Blast radius of geballte ladung: 4 in, the row for 37 to 47 mm, satchel charges and mortar "
    "shells.": "Sprengradius für Geballte Ladung: 4 Zoll, aus der Zeile für 37 bis 47 mm, Sprengladungen und "
    "Mörsergranaten.",
    "Blast radius of above 88mm: 10 in, the row for calibres above 88 mm and bombs.": "Sprengradius für über 88 mm: "
    "10 Zoll, aus der Zeile für Kaliber über 88 mm und Bomben.",
    "Blast radius of exploding vehicle: 8 in, the row for 75 to 88 mm and exploding vehicles.": "Sprengradius für "
    "explodierendes Fahrzeug: 8 Zoll, aus der Zeile für 75 bis 88 mm und explodierende Fahrzeuge.",
    "Hit by HE: any doublet on 2D6 sets the structure on fire, 1 chance in 6.": "Von HE getroffen: Jeder Pasch auf "
    "2W6 setzt das Gebäude in Brand, eine Chance von 1 zu 6.",
    "Rolled 4 and 2: no fire.": "Gewürfelt 4 und 2: kein Feuer.",
    "A flamethrower sets a structure on fire with the first blow: no roll.": "Ein Flammenwerfer setzt ein Gebäude "
    "schon beim ersten Treffer in Brand: kein Wurf.",
    "Units in or close to it bail or pull back at least 10 cm; they may not be activated this turn.": "Einheiten "
    "darin oder daneben steigen aus oder ziehen sich mindestens 10 cm zurück; sie dürfen in dieser Runde nicht "
    "aktiviert werden.",
    "Units in or close to it bail or pull back at least 4 in; they may not be activated this turn.": "Einheiten "
    "darin oder daneben steigen aus oder ziehen sich mindestens 4 Zoll zurück; sie dürfen in dieser Runde nicht "
    "aktiviert werden.",
    "Rolled 5 and 5: a doublet, it burns.": "Gewürfelt 5 und 5: ein Pasch, es brennt.",
    "Grenade thrown at 284.5 in: grenades reach 10 in.": "Granate auf 284,5 Zoll geworfen: Granaten reichen 10 Zoll "
    "weit.",
    "Out of range: no throw or shot, and no action spent.": "Außer Reichweite: kein Wurf oder Schuss, und keine "
    "Aktion verbraucht.",
    "A hit: 4D6 at or under the HE value for each unit within 5 cm, friend or foe; each unit hit rolls its effect "
    "and checks morale.": "Ein Treffer: 4W6 gleich oder unter dem HE-Wert für jede Einheit im Umkreis von 5 cm, "
    "Freund oder Feind; jede getroffene Einheit würfelt ihren Effekt und macht einen Moraltest.",
    "A miss drifts: 1D6 for how far, 8D6 for where.": "Verfehlt es das Ziel, weicht es ab: 1W6 für die Weite, 8W6 "
    "für die Richtung.",
    "Close enough for an automatic hit: no roll.": "Nah genug für einen automatischen Treffer: kein Wurf.",
    "Grenade thrown at 126 in into an open-top vehicle that stood still this turn.": "Granate auf 126 Zoll in ein "
    "oben offenes Fahrzeug geworfen, das in dieser Runde stillstand.",
    "Grenade thrown at 133.5 in into an open-top vehicle that moved this turn.": "Granate auf 133,5 Zoll in ein "
    "oben offenes Fahrzeug geworfen, das in dieser Runde gefahren ist.",
    "A hit goes off inside, no attack roll: 2D6 effect for each crew member and passenger (counted together, R26), "
    "2D6 on the HE vs softskin vehicles table, then morale checks for the crew still alive.": "Ein Treffer geht im "
    "Inneren hoch, kein Trefferwurf: 2W6 Effekt für jedes Besatzungsmitglied und jeden Passagier (zusammen gezählt, "
    "R26), 2W6 auf der Tabelle HE gegen ungepanzerte Fahrzeuge, dann Moraltests für die überlebende Besatzung.",
    "Grenade dropped into an AFV from 102.5 cm: the thrower must be within one move (10 cm).": "Granate aus 102,5 "
    "cm in einen Panzer geworfen: Der Werfer muss höchstens eine Bewegung entfernt sein (10 cm).",
    "Grenade dropped into a bunker from 171.5 in: the thrower must be within one move (4 in).": "Granate aus 171,5 "
    "Zoll in einen Bunker geworfen: Der Werfer muss höchstens eine Bewegung entfernt sein (4 Zoll).",
    "The AFV moved this turn: a grenade can only be dropped into one standing still.": "Der Panzer ist in dieser "
    "Runde gefahren: Eine Granate kann nur in einen stehenden Panzer geworfen werden.",
    "A hit goes off inside, no attack roll: 2D6 effect for each soldier in the bunker, then morale checks for those "
    "still alive.": "Ein Treffer geht im Inneren hoch, kein Trefferwurf: 2W6 Effekt für jeden Soldaten im Bunker, "
    "dann Moraltests für die Überlebenden.",
    "A miss may bounce back (optional rule): roll 2D6.": "Geht sie daneben, kann sie zurückprallen (optionale "
    "Regel): Würfle 2W6.",
    "AT grenade or satchel charge thrown at 220 in: they reach 6 in.": "Panzerabwehrgranate oder Sprengladung auf "
    "220 Zoll geworfen: Sie reichen 6 Zoll weit.",
    "A hit: 4D6 at or under the AP value (R4); if it pierces, 2D6 on the armour-piercing effects table and a morale "
    "check for the crew.": "Ein Treffer: 4W6 gleich oder unter dem AP-Wert (R4); schlägt er durch, 2W6 auf der "
    "Tabelle für panzerbrechende Treffer und ein Moraltest für die Besatzung.",
    "Mortar or artillery fire at a target standing still 80 in away: the minimum range is 20 in.": "Mörser- oder "
    "Artilleriefeuer auf ein stehendes Ziel in 80 Zoll Entfernung: Die Mindestreichweite ist 20 Zoll.",
    "A hit: 4D6 at or under the HE value for each unit in the shell's blast radius, friend or foe; each unit hit "
    "rolls its effect, and every unit in the blast checks morale.": "Ein Treffer: 4W6 gleich oder unter dem HE-Wert "
    "für jede Einheit im Sprengradius der Granate, Freund oder Feind; jede getroffene Einheit würfelt ihren Effekt, "
    "und jede Einheit in der Explosion macht einen Moraltest.",
    "Inside the minimum range: mortars and artillery may not fire at it.": "Innerhalb der Mindestreichweite: Mörser "
    "und Artillerie dürfen nicht darauf feuern.",
    "Mortar or artillery fire at a target standing still 50 cm away: the minimum range is 50 cm. Exactly 50 cm "
    "counts as in range, on the first row (R31).": "Mörser- oder Artilleriefeuer auf ein stehendes Ziel in 50 cm "
    "Entfernung: Die Mindestreichweite ist 50 cm. Genau 50 cm zählt als in Reichweite, in der ersten Zeile (R31).",
    "Panzerfaust 60 fired at 176.5 in: it reaches 16 in.": "Panzerfaust 60 auf 176,5 Zoll abgefeuert: Reichweite 16 "
    "Zoll.",
    "A miss drifts: 8D6 for where, then 1D6 for how far unless it flew over.": "Verfehlt es das Ziel, weicht es ab: "
    "8W6 für die Richtung, dann 1W6 für die Weite, außer es ist zu weit geflogen.",
    "Panzerfaust 100 fired at 6 in: it reaches 30 in. Exactly 6 in is not below 6: it takes the 6 to 12 row, which "
    "starts there (R31).": "Panzerfaust 100 auf 6 Zoll abgefeuert: Reichweite 30 Zoll. Genau 6 Zoll ist nicht unter "
    "6: Es gilt die Zeile 6 bis 12, die dort beginnt (R31).",
    "The grenade missed the hatch: on 6 or less it bounces back at the thrower's feet.": "Die Granate hat die Luke "
    "verfehlt: Bei 6 oder weniger prallt sie zurück vor die Füße des Werfers.",
    "Chance of bounce: 41.7%.": "Chance, dass sie abprallt: 41,7\xa0%.",
    "It lands at the thrower's feet: 2D6 for the effect on him, then his morale check.": "Sie landet vor den Füßen "
    "des Werfers: 2W6 für den Effekt auf ihn, dann sein Moraltest.",
    "Flamethrower at 215 in: it reaches 16 in.": "Flammenwerfer auf 215 Zoll: Reichweite 16 Zoll.",
    "No attack roll: every soldier in the bunker rolls 2D6 for the effect and checks morale.": "Kein Trefferwurf: "
    "Jeder Soldat im Bunker würfelt 2W6 für den Effekt und macht einen Moraltest.",
    "No attack roll: the action sets it on fire. Units in or close to it bail or pull back at least 10 cm and may "
    "not act this turn.": "Kein Trefferwurf: Die Aktion setzt es in Brand. Einheiten darin oder daneben steigen aus "
    "oder ziehen sich mindestens 10 cm zurück und dürfen in dieser Runde nicht handeln.",
    "An attack roll (4D6) as for any primary weapon against each unit within 5 cm of the target; every unit in the "
    "blast checks morale.": "Ein Trefferwurf (4W6) wie für jede Hauptwaffe gegen jede Einheit im Umkreis von 5 cm "
    "um das Ziel; jede Einheit in der Explosion macht einen Moraltest.",
    "A machine gun at far range (60 in) may shoot at 1 unit.": "Ein MG auf weite Distanz (60 Zoll) darf auf 1 "
    "Einheit schießen.",
    "Other units within 5 cm / 2 in of the autocannon's target: roll 1D6 for how many may be hit.": "Andere "
    "Einheiten bis 5 cm / 2 Zoll um das Ziel der Maschinenkanone: Würfle 1W6, wie viele getroffen werden können.",
    "Autocannon HE shells also have a 5 cm / 2 in blast radius around each hit.": "HE-Granaten von Maschinenkanonen "
    "haben außerdem einen Sprengradius von 5 cm / 2 Zoll um jeden Treffer.",
    "Other units within 5 cm / 2 in of the machine gun's target: roll 1D6 for how many may be hit.": "Andere "
    "Einheiten bis 5 cm / 2 Zoll um das Ziel des MGs: Würfle 1W6, wie viele getroffen werden können.",
    "An autocannon at far range (180.5 cm) may shoot at 1 unit.": "Eine Maschinenkanone auf weite Distanz (180,5 "
    "cm) darf auf 1 Einheit schießen.",
    "An autocannon at close range (15 in) may shoot at 1D3 units.": "Eine Maschinenkanone auf nahe Distanz (15 "
    "Zoll) darf auf 1W3 Einheiten schießen.",
    "1D3: roll one D6 and halve it, rounding up (1-2 is 1, 3-4 is 2, 5-6 is 3).": "1W3: Würfle einen W6 und "
    "halbiere das Ergebnis, aufgerundet (1-2 ist 1, 3-4 ist 2, 5-6 ist 3).",
    "Rolled 1, read as 1: 1 unit.": "Gewürfelt 1, gelesen als 1: 1 Einheit.",
    "A machine gun at medium range (92.5 cm) may shoot at 1D3 units.": "Ein MG auf mittlere Distanz (92,5 cm) darf "
    "auf 1W3 Einheiten schießen.",
    "Rolled 6, read as 3: 3 units.": "Gewürfelt 6, gelesen als 3: 3 Einheiten.",
    "SMGs, automatic rifles and 20 mm cannons never check for overheating.": "Maschinenpistolen, Automatikgewehre "
    "und 20-mm-Kanonen machen nie eine Überhitzungsprobe.",
    "Only a double burst (two shots in one turn) checks for overheating.": "Nur ein Doppelfeuerstoß (zwei Schüsse "
    "in einer Runde) verlangt eine Überhitzungsprobe.",
    "Half of its crew or more is gone (1 of 2, 2 of 4), so the machine gun has no double burst any more (R30): it "
    "fires once a turn and never checks for overheating.": "Die Hälfte seiner Besatzung oder mehr ist ausgefallen "
    "(1 von 2, 2 von 4), also hat das MG keinen Doppelfeuerstoß mehr (R30): Es feuert einmal pro Runde und macht "
    "nie eine Überhitzungsprobe.",
    "Suppressing support weapon without shield at far range, soft + hard cover.": "Niederhalten: "
    "Unterstützungswaffe ohne Schutzschild auf weite Distanz, weiche + harte Deckung.",
    "Only range band, quality, cover and the gunner's injury count here.": "Hier zählen nur Entfernungsstufe, "
    "Qualität, Deckung und die Verwundung des Schützen.",
    "Suppressing support weapon with shield at far range, medium cover.": "Niederhalten: Unterstützungswaffe mit "
    "Schutzschild auf weite Distanz, mittlere Deckung.",
    "Suppressing infantry at far range, no cover.": "Niederhalten: Infanterie auf weite Distanz, keine Deckung.",
    "Suppressing softskin vehicle at far range, hard + medium cover.": "Niederhalten: ungepanzertes Fahrzeug auf "
    "weite Distanz, harte + mittlere Deckung.",
    "Suppressing plane at far range, medium + hard cover.": "Niederhalten: Flugzeug auf weite Distanz, mittlere + "
    "harte Deckung.",
    "One shot gives one suppressed token: 1 of 2 crew. Not pinned yet.": "Ein Schuss gibt einen Marker "
    "„niedergehalten“: 1 bei 2 Mann Besatzung. Noch nicht festgenagelt.",
    "Suppressing afv (armour 19) at close range, no cover.": "Niederhalten: Panzer (Panzerung 19) auf nahe Distanz, "
    "keine Deckung.",
    "One shot gives one suppressed token: 12 of 9 crew. The unit is pinned for one turn.": "Ein Schuss gibt einen "
    "Marker „niedergehalten“: 12 bei 9 Mann Besatzung. Die Einheit ist eine Runde lang festgenagelt.",
    "Suppressed: pinned for one turn, it cannot act.": "Niedergehalten: eine Runde lang festgenagelt, sie kann "
    "nicht handeln.",
    "Only at super close range, 10 cm or less (R8); at 272 cm it does not work. No action is spent.": "Nur auf "
    "kürzeste Entfernung, 10 cm oder weniger (R8); auf 272 cm klappt es nicht. Es wird keine Aktion verbraucht.",
    "Fire at the viewing slots of an AFV with front armour 17, 7.5 cm away.": "Schieß auf die Sehschlitze eines "
    "Panzers mit Frontpanzerung 17, 7,5 cm entfernt.",
    "Chance of vehicle stops: 8.3%.": "Chance, dass das Fahrzeug stoppt: 8,3\xa0%.",
    "Stopped: it may not move this turn; next turn it acts normally. Its crew takes no morale check.": "Gestoppt: "
    "Er darf sich in dieser Runde nicht bewegen; nächste Runde handelt er normal. Seine Besatzung macht keinen "
    "Moraltest.",
    "Close is less than 20 in, medium less than 40 in, far from 40 in on (exactly 20 is medium, exactly 40 is far, "
    "R7).": "Nah: unter 20 Zoll, mittel: unter 40 Zoll, weit: ab 40 Zoll (genau 20 ist mittel, genau 40 ist weit, R7).",
    "Grenades do not use range bands: they have their own accuracy table.": "Für Granaten gelten keine "
    "Entfernungsstufen: Sie haben ihre eigene Tabelle für den Zielwurf.",
    "It is also super close range (10 cm or less, R8): MGs may try to stop an AFV, and ambushed AT and AA guns can "
    "be revealed.": "Das ist auch kürzeste Entfernung (10 cm oder weniger, R8): MGs dürfen versuchen, einen Panzer "
    "zu stoppen, und Pak und Flak im Hinterhalt können aufgedeckt werden.",
    "Infantry in medium cover at far range.": "Infanterie in mittlerer Deckung auf weite Distanz.",
    "Needs 5 or more on 1D6 to spot.": "Braucht 5 oder mehr auf 1W6 zum Entdecken.",
    "Spotted: fire at it as part of the same action.": "Entdeckt: Schieß im Rahmen derselben Aktion darauf.",
    "The target is hidden, but a sniper may spot it from any range.": "Das Ziel ist versteckt, aber ein "
    "Scharfschütze darf es auf jede Distanz entdecken.",
    "Not spotted: the attack is broken off, and the action is spent.": "Nicht entdeckt: Der Angriff wird "
    "abgebrochen, und die Aktion ist verbraucht.",
    "Needs a 6 on 1D6 to spot.": "Braucht eine 6 auf 1W6 zum Entdecken.",
    "Vehicle or support weapon in hard cover at far range.": "Fahrzeug oder Unterstützungswaffe in harter Deckung "
    "auf weite Distanz.",
    "A hidden unit can only be spotted from close range, or by a sniper; it is at far range.": "Eine versteckte "
    "Einheit kann nur auf nahe Distanz oder von einem Scharfschützen entdeckt werden; sie ist auf weite Distanz.",
    "Pick another target: no action is spent.": "Wähl ein anderes Ziel: Es wird keine Aktion verbraucht.",
    "Firing from the 2nd floor or higher of a building: +1 for the height (R34).": "Feuer aus dem zweiten Stock "
    "eines Gebäudes oder höher: +1 für die Höhe (R34).",
    "A crew still fighting after its vehicle or support weapon was lost shoots at -2 (R34).": "Eine Besatzung, die "
    "nach dem Verlust ihres Fahrzeugs oder ihrer Unterstützungswaffe weiterkämpft, schießt mit -2 (R34).",
    "The target is out in a river: the water counts as cover minus 2, which adds 2 for the shooter (R34).": "Das "
    "Ziel steht mitten im Fluss: Das Wasser zählt als Deckung minus 2, der Schütze bekommt also 2 dazu (R34).",
    "Overwatch (not for artillery): your unit fires first, in the enemy's turn, before the enemy's attack "
    "roll.": "Feuerbereitschaft (nicht für Artillerie): Deine Einheit feuert zuerst, im Zug des Gegners, noch vor "
    "seinem Trefferwurf.",
    "A machine gun firing its second burst this turn checks for overheating.": "Ein MG, das in dieser Runde seinen "
    "zweiten Feuerstoß feuert, macht eine Überhitzungsprobe.",
    "The shot costs one action, taken from your next turn's action counter.": "Der Schuss kostet eine Aktion; sie "
    "wird vom Aktionszähler deiner nächsten Runde abgezogen.",
    "Miss: the enemy attack goes ahead.": "Daneben: Der gegnerische Angriff findet statt.",
    "Hit: the enemy attack is broken up. Roll 2D6 for the effect, then the enemy takes a morale check.": "Treffer: "
    "Der gegnerische Angriff wird zerschlagen. Würfle 2W6 für den Effekt, dann macht der Gegner einen Moraltest.",
    "Needs 18 or less on 4D6: accuracy table 18, elite quality +1, squad leader +1, injured -2.": "Braucht 18 oder "
    "weniger auf 4W6: Zielwurftabelle 18, Qualität Elite +1, Truppführer +1, verwundet -2.",
    "Needs 11 or less on 4D6: accuracy table 12, conscript quality -1, squad leader +1, frightened -1.": "Braucht "
    "11 oder weniger auf 4W6: Zielwurftabelle 12, Qualität Rekrut -1, Truppführer +1, verängstigt -1.",
    "Needs 6 or less on 2D6: bouncing rule 6.": "Braucht 6 oder weniger auf 2W6: Abprallregel 6.",
    "Needs 11 or less on 4D6: softskin vehicles and support weapons without shield 14, elite quality +1, target in "
    "soft cover -1, target in hard cover -3.": "Braucht 11 oder weniger auf 4W6: ungepanzerte Fahrzeuge und "
    "Unterstützungswaffen ohne Schutzschild 14, Qualität Elite +1, Ziel in weicher Deckung -1, Ziel in harter "
    "Deckung -3.",
    "Needs 9 or less on 4D6: AFVs with armour below 2 and support weapons with shield 12, conscript quality -1, "
    "target in medium cover -2.": "Braucht 9 oder weniger auf 4W6: Panzer mit Panzerung unter 2 und "
    "Unterstützungswaffen mit Schutzschild 12, Qualität Rekrut -1, Ziel in mittlerer Deckung -2.",
    "Needs 17 or less on 4D6: infantry 18, elite quality +1, gunner injured -2.": "Braucht 17 oder weniger auf 4W6: "
    "Infanterie 18, Qualität Elite +1, Schütze verwundet -2.",
    "Needs 4 or less on 4D6: planes 7, conscript quality -1, gunner injured -2.": "Braucht 4 oder weniger auf 4W6: "
    "Flugzeuge 7, Qualität Rekrut -1, Schütze verwundet -2.",
    "Needs 18 or less on 4D6: AFVs with armour 2 and more 10, close range (20.5 cm) +8.": "Braucht 18 oder weniger "
    "auf 4W6: Panzer mit Panzerung 2 und mehr 10, nahe Distanz (20,5 cm) +8.",
    "Needs 3 or less on 2D6: front armour more than 6 3.": "Braucht 3 oder weniger auf 2W6: Frontpanzerung über 6 3.",
    "Needs 4 or less on 2D6: front armour 4 to 6 4.": "Braucht 4 oder weniger auf 2W6: Frontpanzerung 4 bis 6 4.",
    "Needs 7 or less on 2D6: front armour 1 to 3 6, elite quality +1.": "Braucht 7 oder weniger auf 2W6: "
    "Frontpanzerung 1 bis 3 6, Qualität Elite +1.",
    "Infantry in no cover at medium range.": "Infanterie ohne Deckung auf mittlere Distanz.",
    "Panzerschreck fired at 10 in: it reaches 44 in.": "Panzerschreck auf 10 Zoll abgefeuert: Reichweite 44 Zoll.",
}

# Steps with a part these rows cannot say: they stay whole in English.
STAYS_ENGLISH = [
    "Suppressing tank at far range, no cover.",  # a target the engine does not name
    "Blast radius of nuke: 5 cm, the row for hand grenades, 20 mm and flamethrowers.",
    "Blast radius of bomb: 25 cm, the row for everything else.",  # a row the table does not have
    "Rolled 1 + 2 = 3: the shot misses to the north of the target.",
    "Needs 9 or less on 4D6: accuracy table 10, terrified -1.",  # a part no table names
]
