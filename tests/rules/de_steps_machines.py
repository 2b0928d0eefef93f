"""The steps of planes, vehicles and the effect tables (rules.engine.procedures: aircraft, plane_crash, vehicles,
effects) read German on a German page (rules/sentences/steps/machines.py, machines_effects.py); English pages keep
the engine's words."""

from __future__ import annotations

MODULES = ("aircraft", "plane_crash", "vehicles", "effects")

SAID = {
    # Strafing and bombing runs, AA fire and dogfights (aircraft).
    "Pick a corridor as wide as the plane's wingspan, the full length of the table.": "Wähl einen Korridor, so breit "
    "wie die Spannweite des Flugzeugs, über die ganze Länge des Tisches.",
    "Roll 2D6: that many of the 9 enemy units in the corridor may be attacked.": "Würfle 2W6: So viele der 9 "
    "feindlichen Einheiten im Korridor dürfen angegriffen werden.",
    "Roll 2D6: that many of the 1 enemy units in the corridor may be attacked.": "Würfle 2W6: So viele der "
    "feindlichen Einheiten im Korridor dürfen angegriffen werden; dort steht 1.",
    "Rolled 5 + 1 = 6: attack 6 units.": "Gewürfelt 5 + 1 = 6: Greif 6 Einheiten an.",
    "Rolled 6 + 5 = 11, but only 2 are in the corridor: attack 2 units.": "Gewürfelt 6 + 5 = 11, aber im Korridor "
    "stehen nur 2: Greif 2 Einheiten an.",
    "Rolled 4 + 6 = 10, but only 1 are in the corridor: attack 1 unit.": "Gewürfelt 4 + 6 = 10, aber im Korridor "
    "steht nur 1: Greif 1 Einheit an.",
    "Make one attack roll (4D6) with the plane's weapons for each of them; every unit hit rolls for effect and takes a "
    "morale check.": "Mach für jede von ihnen einen Trefferwurf (4W6) mit den Waffen des Flugzeugs; jede getroffene "
    "Einheit würfelt ihren Effekt und macht einen Moraltest.",
    "Enemy machine guns, AA guns and interceptors may break up the run.": "Feindliche MGs, Flak und Abfangjäger "
    "können den Angriff vereiteln.",
    "This bomber has used all its bomb attacks for the game.": "Dieser Bomber hat alle seine Bombenangriffe für "
    "dieses Spiel verbraucht.",
    "A bombing run: one target per turn, no cover; bombs fall behind obstacles too.": "Ein Bombenangriff: ein Ziel "
    "pro Runde, keine Deckung; Bomben fallen auch hinter Hindernisse.",
    "A bombing run: one target per turn, soft + hard cover; bombs fall behind obstacles too.": "Ein Bombenangriff: "
    "ein Ziel pro Runde, weiche + harte Deckung; Bomben fallen auch hinter Hindernisse.",
    "Needs 21 or less on 4D6: HE value 25, elite quality +1, target in medium cover -2, target in hard "
    "cover -3.": "Braucht 21 oder weniger auf 4W6: HE-Wert 25, Qualität Elite +1, Ziel in mittlerer Deckung -2, Ziel "
    "in harter Deckung -3.",
    "Needs 0 or less on 4D6: cannot succeed: AP value 2, conscript quality -1, target in soft cover -1.": "Braucht 0 "
    "oder weniger auf 4W6: kann nicht gelingen: AP-Wert 2, Qualität Rekrut -1, Ziel in weicher Deckung -1.",
    "Bombs take no range bonus: the book gives none.": "Bomben bekommen keinen Distanzbonus: Das Buch sieht keinen "
    "vor.",
    "Hit: roll for effect and morale; every other unit in the bomb's blast radius is also attacked.": "Treffer: "
    "Würfle Effekt und Moraltest; jede andere Einheit im Sprengradius der Bombe wird ebenfalls angegriffen.",
    "Hit: roll 2D6 on the AP table for AFVs, then the crew takes a morale check.": "Treffer: Würfle 2W6 auf der "
    "AP-Tabelle für Panzer, dann macht die Besatzung einen Moraltest.",
    "Interceptors or enemy AA may break up the attack.": "Abfangjäger oder feindliche Flak können den Angriff "
    "vereiteln.",
    "Bomb attacks left after this one: 0.": "Übrige Bombenangriffe nach diesem: 0.",
    "AA fire at a plane 37.5 cm away (close range), with the gun's AP value.": "Flakfeuer auf ein Flugzeug in 37,5 cm "
    "Entfernung (nahe Distanz), mit dem AP-Wert des Geschützes.",
    "AA fire at a plane 182 in away (far range), with the gun's HE value.": "Flakfeuer auf ein Flugzeug in 182 Zoll "
    "Entfernung (weite Distanz), mit dem HE-Wert des Geschützes.",
    "Needs 35 or less on 4D6: succeeds automatically: AP value 33, conscript quality -1, officer nearby +2, medium "
    "range (81.5 cm) +4, crew frightened -1, crew injured -2.": "Braucht 35 oder weniger auf 4W6: gelingt "
    "automatisch: AP-Wert 33, Qualität Rekrut -1, Offizier in der Nähe +2, mittlere Distanz (81,5 cm) +4, Bedienung "
    "verängstigt -1, Bedienung verwundet -2.",
    "On overwatch: the gun fires first, when the plane attacks in its arc of fire.": "In Feuerbereitschaft: Das "
    "Geschütz feuert zuerst, wenn das Flugzeug in seinem Schussfeld angreift.",
    "An autocannon may fire more than one shot at the plane: roll each.": "Eine Maschinenkanone darf mehr als einen "
    "Schuss auf das Flugzeug abgeben: Würfle jeden einzeln.",
    "Hit: roll 2D6 on the plane effect table, then the pilot and then the crew take a morale check.": "Treffer: "
    "Würfle 2W6 auf der Effekttabelle für Flugzeuge, dann machen erst der Pilot und danach die Besatzung einen "
    "Moraltest.",
    "The plane's attack is broken up.": "Der Angriff des Flugzeugs ist vereitelt.",
    "A dogfight is always fought at close range; the pilot's and crew's quality counts.": "Ein Luftkampf wird immer "
    "auf nahe Distanz ausgetragen; die Qualität von Pilot und Besatzung zählt.",
    "Needs 12 or less on 4D6: HE or AP value 5, elite quality +1, close range (dogfights always are) +8, pilot injured "
    "-2.": "Braucht 12 oder weniger auf 4W6: HE- oder AP-Wert 5, Qualität Elite +1, nahe Distanz (im Luftkampf immer) "
    "+8, Pilot verwundet -2.",
    "Machine guns and autocannons may fire more than one shot at the plane: roll each.": "MGs und Maschinenkanonen "
    "dürfen mehr als einen Schuss auf das Flugzeug abgeben: Würfle jeden einzeln.",
    "Intercepting: one enemy plane per turn; each shot costs one action from your next turn.": "Abfangen: ein "
    "feindliches Flugzeug pro Runde; jeder Schuss kostet eine Aktion deiner nächsten Runde.",
    "The enemy plane's attack is broken up.": "Der Angriff des feindlichen Flugzeugs ist vereitelt.",
    # A crashed plane's Combat Score (plane_crash), and its refusal of a crew member it does not have.
    "The pilot is killed.": "Der Pilot ist getötet.",
    "The pilot bails out after a failed morale check.": "Der Pilot steigt nach einem misslungenen Moraltest aus.",
    "The plane explodes (plane effect table), taking the pilot with it.": "Das Flugzeug explodiert (Effekttabelle für "
    "Flugzeuge) und reißt den Piloten mit.",
    "A crew member other than the pilot is killed.": "Ein Besatzungsmitglied außer dem Piloten ist getötet.",
    "The plane flies on with its pilot: it does not crash.": "Das Flugzeug fliegt mit seinem Piloten weiter: Es "
    "stürzt nicht ab.",
    "Only the crew member counts, as a soldier of his quality: 41 (R28).": "Nur das Besatzungsmitglied zählt, als "
    "Soldat seiner Qualität: 41 (R28).",
    "Without its pilot the plane crashes, and every crew member aboard goes down with it (R37).": "Ohne seinen "
    "Piloten stürzt das Flugzeug ab, und jedes Besatzungsmitglied an Bord stürzt mit ab (R37).",
    "Pilot and crew count as soldiers of their quality (R28); the plane counts its cost in the detachment "
    "list.": "Pilot und Besatzung zählen als Soldaten ihrer Qualität (R28); das Flugzeug zählt seine Kosten aus der "
    "Abteilungsliste.",
    "Combat Score: plane 76 + pilot 30 + crew 7 x 48 = 336 = 442.": "Kampfwertung: Flugzeug 76 + Pilot 30 + Besatzung "
    "7 x 48 = 336 = 442.",
    "Combat Score: plane 274 + pilot 47 + crew 0 = 321.": "Kampfwertung: Flugzeug 274 + Pilot 47 + Besatzung 0 = 321.",
    "A plane with no crew besides the pilot has no crew member to lose.": "Ein Flugzeug ohne Besatzung außer dem "
    "Piloten hat kein Besatzungsmitglied zu verlieren.",
    # Running over infantry and ramming a support weapon (vehicles).
    "Only vehicles bigger than motorcycles may try to run over infantry.": "Nur Fahrzeuge, die größer als ein "
    "Motorrad sind, dürfen versuchen, Infanterie zu überrollen.",
    "The soldier in the vehicle's path rolls 2D6 to jump out of its way.": "Der Soldat im Weg des Fahrzeugs würfelt "
    "2W6, um zur Seite zu springen.",
    "The crew member in the vehicle's path rolls 2D6 to jump out of its way.": "Das Besatzungsmitglied im Weg des "
    "Fahrzeugs würfelt 2W6, um zur Seite zu springen.",
    "The squad leader in the vehicle's path rolls 2D6 to jump out of its way.": "Der Truppführer im Weg des Fahrzeugs "
    "würfelt 2W6, um zur Seite zu springen.",
    "The ranking officer in the vehicle's path rolls 2D6 to jump out of its way.": "Der Kommandeur im Weg des "
    "Fahrzeugs würfelt 2W6, um zur Seite zu springen.",
    "Needs 8 or less on 2D6: evade roll 8.": "Braucht 8 oder weniger auf 2W6: Ausweichwurf 8.",
    "Chance of evading: 72.2%.": "Chance auszuweichen: 72,2 %.",
    "It must now check morale.": "Jetzt ist ein Moraltest fällig.",
    "Killed: 10 to the enemy's Combat Score.": "Getötet: 10 für die Kampfwertung des Feindes.",
    "The vehicle runs on without having to stop.": "Das Fahrzeug fährt weiter, ohne anhalten zu müssen.",
    "Only vehicles bigger than cars may try to ram a support weapon.": "Nur Fahrzeuge, die größer als ein Auto sind, "
    "dürfen versuchen, eine Unterstützungswaffe zu rammen.",
    "Needs 8 or more on 2D6 to destroy the support weapon.": "Braucht 8 oder mehr auf 2W6, um die Unterstützungswaffe "
    "zu zerstören.",
    "Chance of destroying it: 41.7%.": "Chance, sie zu zerstören: 41,7 %.",
    "Whatever happens, every crew member tries to evade as infantry does.": "Was auch geschieht: Jedes "
    "Besatzungsmitglied versucht auszuweichen, wie Infanterie es tut.",
    "A softskin is broken for the rest of the game after ramming; its cost goes to the enemy's Combat Score.": "Ein "
    "ungepanzertes Fahrzeug ist nach dem Rammen für den Rest des Spiels kaputt; seine Kosten gehen an die "
    "Kampfwertung des Feindes.",
    "An armoured vehicle must stop after ramming; it may be activated next turn.": "Ein gepanzertes Fahrzeug muss "
    "nach dem Rammen anhalten; es darf nächste Runde wieder aktiviert werden.",
    "Rolled 6 + 5 = 11: the support weapon is destroyed, 62 to the rammer's Combat Score.": "Gewürfelt 6 + 5 = 11: "
    "Die Unterstützungswaffe ist zerstört, 62 für die Kampfwertung des Rammenden.",
    "Rolled 1 + 1 = 2: the support weapon is still operable.": "Gewürfelt 1 + 1 = 2: Die Unterstützungswaffe bleibt "
    "einsatzbereit.",
    # An AFV's armour in cover (vehicles, R33).
    "Armour 2 on the side facing the shot.": "Panzerung 2 auf der beschossenen Seite.",
    "No cover on that side: its armour stays 5.": "Keine Deckung auf dieser Seite: Ihre Panzerung bleibt 5.",
    "The AFV is in soft cover on that side, and cover adds its number to the armour there (R33): soft 1.": "Der "
    "Panzer steht auf dieser Seite in weicher Deckung, und die Deckung zählt ihren Wert zur Panzerung dort hinzu "
    "(R33): weich 1.",
    "The AFV is in medium + hard cover on that side, and cover adds its number to the armour there (R33): medium 2 + "
    "hard 3.": "Der Panzer steht auf dieser Seite in mittlerer + harter Deckung, und die Deckung zählt ihren Wert zur "
    "Panzerung dort hinzu (R33): mittel 2 + hart 3.",
    "Armour 2 + 5 = 7 on that side.": "Panzerung 2 + 5 = 7 auf dieser Seite.",
    "Only the covered side gains: the other sides keep their own armour.": "Nur die gedeckte Seite gewinnt: Die "
    "anderen Seiten behalten ihre eigene Panzerung.",
    # The effect tables (effects): what was hit, the unassigned totals, what a result does.
    "A softskin transport is hit by small calibre fire: roll 2D6 for the effect.": "Ein ungepanzerter Transporter "
    "wird von kleinem Kaliber getroffen: Würfle 2W6 für den Effekt.",
    "A horse is hit by small calibre fire: roll 2D6 for the effect.": "Ein Pferd wird von kleinem Kaliber getroffen: "
    "Würfle 2W6 für den Effekt.",
    "An abandoned softskin is hit by small calibre fire: roll 2D6 for the effect.": "Ein verlassenes ungepanzertes "
    "Fahrzeug wird von kleinem Kaliber getroffen: Würfle 2W6 für den Effekt.",
    "A softskin vehicle is hit by high explosive: roll 2D6 for the effect.": "Ein ungepanzertes Fahrzeug erhält einen "
    "Sprengtreffer: Würfle 2W6 für den Effekt.",
    "An abandoned softskin is hit by high explosive: roll 2D6 for the effect.": "Ein verlassenes ungepanzertes "
    "Fahrzeug erhält einen Sprengtreffer: Würfle 2W6 für den Effekt.",
    "A horse and rider are hit by high explosive: roll 2D6 for the effect.": "Pferd und Reiter erhalten einen "
    "Sprengtreffer: Würfle 2W6 für den Effekt.",
    "An AP hit on an AFV: roll 2D6 for the effect.": "Ein AP-Treffer auf einen Panzer: Würfle 2W6 für den Effekt.",
    "An HE hit on a support weapon: roll 2D6 for the weapon, besides the crew's own effect roll.": "Ein HE-Treffer "
    "auf eine Unterstützungswaffe: Würfle 2W6 für die Waffe, zusätzlich zum eigenen Effektwurf der Bedienung.",
    "A plane is hit: roll 2D6 for the effect, then the pilot and then the crew take a morale check.": "Ein Flugzeug "
    "ist getroffen: Würfle 2W6 für den Effekt, dann machen erst der Pilot und danach die Besatzung einen Moraltest.",
    "House rule: the book leaves 4 unassigned, so 4 is re-rolled.": "Hausregel: Das Buch belegt die 4 nicht, also "
    "wird eine 4 neu gewürfelt.",
    "The book leaves 5 unassigned; R16 reads it as vehicle breaks down.": "Das Buch belegt die 5 nicht; R16 zählt sie "
    "als „Fahrzeug fällt aus“.",
    "The book leaves 4 unassigned; R14 reads it as horse and rider injured.": "Das Buch belegt die 4 nicht; R14 zählt "
    "sie als „Pferd und Reiter verwundet“.",
    "Rolled 3 + 1 = 4: re-roll (unassigned in the book, R15).": "Gewürfelt 3 + 1 = 4: neu würfeln (im Buch nicht "
    "belegt, R15).",
    "Roll 2D6 again.": "Würfle noch einmal 2W6.",
    "Place a broken down token: it cannot move.": "Leg einen Marker „liegengeblieben“ hin: Es kann sich nicht bewegen.",
    "Place an immobilized token: it cannot move.": "Leg einen Marker „bewegungsunfähig“ hin: Es kann sich nicht "
    "bewegen.",
    "Place a turret jam token: the turret cannot turn.": "Leg einen Marker „Turm klemmt“ hin: Der Turm kann sich "
    "nicht drehen.",
    "Place an injured token on the horse.": "Leg für das Pferd einen Marker „verwundet“ hin.",
    "Place an injured token on the pilot.": "Leg für den Piloten einen Marker „verwundet“ hin.",
    "The ammunition goes up: the vehicle explodes.": "Die Munition geht hoch: Das Fahrzeug explodiert.",
    "The armour is pierced.": "Die Panzerung ist durchschlagen.",
    "One crew member is killed.": "Ein Besatzungsmitglied ist getötet.",
    "The vehicle explodes.": "Das Fahrzeug explodiert.",
    "The plane explodes.": "Das Flugzeug explodiert.",
    "It stops and its passengers get out.": "Es hält an, und seine Passagiere steigen aus.",
    "The driver panics.": "Der Fahrer gerät in Panik.",
    "One passenger is killed.": "Ein Passagier ist getötet.",
    "The horse panics.": "Das Pferd gerät in Panik.",
    "The horse dies.": "Das Pferd stirbt.",
    "Horse and rider are injured.": "Pferd und Reiter sind verwundet.",
    "Horse and rider are dead.": "Pferd und Reiter sind tot.",
    "Minor damage only.": "Nur leichter Schaden.",
    "The support weapon is destroyed: it counts its cost, and its crew fights on at -2 (R34).": "Die "
    "Unterstützungswaffe ist zerstört: Sie zählt ihre Kosten, und ihre Bedienung kämpft mit -2 weiter (R34).",
    "Aimed at the tracks or tires: the attack roll took -2 (enter the attack value 2 lower in the attack roll; a "
    "penalty lowers the number needed, R3).": "Gezielt auf die Ketten oder Reifen: Der Trefferwurf bekam -2 (gib im "
    "Trefferwurf den Angriffswert um 2 niedriger ein; ein Abzug senkt die benötigte Zahl, R3).",
    "Aimed at the turret: the attack roll took -3 (enter the attack value 3 lower in the attack roll; a penalty lowers "
    "the number needed, R3).": "Gezielt auf den Turm: Der Trefferwurf bekam -3 (gib im Trefferwurf den Angriffswert "
    "um 3 niedriger ein; ein Abzug senkt die benötigte Zahl, R3).",
    "The aimed shot hit: immobilized, with no effect roll.": "Der gezielte Schuss hat getroffen: bewegungsunfähig, "
    "ohne Effektwurf.",
    "The aimed shot hit: turret jam, with no effect roll.": "Der gezielte Schuss hat getroffen: Turm klemmt, ohne "
    "Effektwurf.",
    # A crew's losses, counted together (R26, R30).
    "8 of 19 crew alive, with 1 injured, 0 suppressed and 20 shock tokens.": "Besatzung am Leben: 8 von 19; Marker: 1 "
    "verwundet, 0 niedergehalten, 20 Schock.",
    "Crews take effects together, not man by man (R26): roll once for each crew member possibly hit.": "Besatzungen "
    "tragen Effekte gemeinsam, nicht Mann für Mann (R26): Würfle einmal für jedes Besatzungsmitglied, das getroffen "
    "sein kann.",
    "Two injured tokens kill one crew member.": "Zwei Marker „verwundet“ töten ein Besatzungsmitglied.",
    "One injured token; two kill a man.": "Ein Marker „verwundet“; zwei töten einen Mann.",
    "Two suppressed tokens make one crew member surrender.": "Bei zwei Markern „niedergehalten“ ergibt sich ein "
    "Besatzungsmitglied.",
    "One suppressed token; two make a man surrender.": "Ein Marker „niedergehalten“; bei zweien ergibt sich ein Mann.",
    "Crew alive: 8 of 19.": "Besatzung am Leben: 8 von 19.",
    "The whole crew is lost.": "Die ganze Besatzung ist verloren.",
    "20 shock tokens for 8 living crew: the crew is shocked.": "Schock-Marker: 20, lebende Besatzung: 8; die "
    "Besatzung ist geschockt.",
    "Below half its crew: the vehicle loses one action per turn (R26).": "Unter halber Besatzung: Das Fahrzeug "
    "verliert eine Aktion pro Runde (R26).",
    "Below half its crew: the support weapon acts only every other turn (R26).": "Unter halber Besatzung: Die "
    "Unterstützungswaffe handelt nur jede zweite Runde (R26).",
    "Below half its crew: the machine gun has no double burst (R30) and acts only every other turn (R26).": "Unter "
    "halber Besatzung: Das MG hat keinen Doppelfeuerstoß (R30) und handelt nur jede zweite Runde (R26).",
    "Half of its crew is gone: the machine gun has no double burst any more, it fires once a turn (R30).": "Die "
    "Hälfte der Besatzung ist weg: Das MG hat keinen Doppelfeuerstoß mehr, es feuert einmal pro Runde (R30).",
}

# Steps with a part these rows cannot say: they stay whole in English.
STAYS_ENGLISH = [
    "The pilot in the vehicle's path rolls 2D6 to jump out of its way.",  # nobody the app names as a victim
    "The AFV is in soft cover on that side, and cover adds its number to the armour there (R33): mud 1.",
    "The book leaves 4 unassigned; R15 reads it as horse sings.",  # a result with no German of its own
    "Aimed at the wheels: the attack roll took -2 (enter the attack value 2 lower in the attack roll; a penalty"
    " lowers the number needed, R3).",
    "Needs 9 or less on 4D6: AP value 10, crew asleep -1.",  # a modifier no table knows
]
