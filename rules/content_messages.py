"""The rule content's English (procedure titles, summaries, chapters, sections, field labels and help, choices, roll
labels, table titles and results; the rulings, and the other systems' sections and their headings), for makemessages to
find: rules/localized.py translates them on the pages.

Written by `manage.py rule_messages` from the engine's declarations. Do not edit it: run the command again."""

from django.utils.translation import gettext_noop, pgettext_lazy

MESSAGES = (
    gettext_noop("'Activated as normal' gives it its whole activation; only the leader's placement is limited."),
    gettext_noop("'Any roll that is not a 1' reads the die itself, as the natural 1 and 12 rules do."),
    gettext_noop(
        "'At any point' is about the path, not where the move ends; the attack comes after the activation, once."
    ),
    gettext_noop(
        "'Automatically' means no roll can stop it, and Heavy Armour reduces the weapon's damage value, which the extra damage is not."
    ),
    gettext_noop("'Can begin by' offers a choice and fixes the moment; the activation's actions go in a set order."),
    gettext_noop(
        "'Less than X' and 'more than X' are strict. A band from A to B includes B and excludes A (5 to 10 cm is more than 5 and at most 10). Exactly 50 cm is medium range and exactly 100 cm is far range."
    ),
    gettext_noop(
        "'More powerful' is read as costing more in the arsenal; within a class the book's boundaries allow it."
    ),
    gettext_noop("'More than' excludes the distance itself, unlike 'within'."),
    gettext_noop("'Officer nearby' means inside the ranking officer's command radius, taken from the doctrine."),
    gettext_noop("'Turn' in the reserve rules means round"),
    gettext_noop(
        "'Up to' includes its limit. Only a fully tracked vehicle is named, and a half-track's wheels cannot turn it in place."
    ),
    gettext_noop("'Within' includes the distance itself (Measuring); a level up and a level down are the same change."),
    gettext_noop("'Within' includes the distance itself, as it does for every range."),
    gettext_noop(
        "(Total - 8) modulo 8 gives N, NE, E, SE, S, SW, W, NW; 48 is rolled again. For the rocket weapons, the total modulo 4 gives 0 right of the target, 1 left, 2 short (it explodes in front), 3 over (no explosion on the table); 48 is rolled again."
    ),
    gettext_noop("+1 attack against a target within half its range."),
    gettext_noop("+2 to CC for a charge without shooting or throwing; -1 when flushing a hidden or sneaking unit."),
    gettext_noop("+2 to its skill rolls."),
    gettext_noop("-1 (O9)."),
    gettext_noop("-2 to its skill rolls, and no free attacks on enemies leaving."),
    gettext_noop("0 for a fighter; some tactical bombers carry a crew."),
    gettext_noop("0 when the gun points at the target."),
    gettext_noop("0 without it."),
    gettext_noop("0: all of them. With more than two, a smaller minimum may be agreed (2 of 3, say)."),
    gettext_noop("0: no last turn (multiplayer games end by withdrawal or objective only)."),
    gettext_noop("0: the game mode's limit (50; Probing the enemy lines 15)."),
    gettext_noop("1 Cautious, 2 Rapid, 3 Flat Out"),
    gettext_noop("1 of 2 or 2 of 4 gone is enough: the machine gun then has no double burst."),
    gettext_noop("1 target"),
    gettext_noop("10 in"),
    gettext_noop("10 targets"),
    gettext_noop("11 targets"),
    gettext_noop("12 in"),
    gettext_noop("12 targets"),
    gettext_noop("1D6 + RE against the hidden or sneaking unit's 1D6 + RE: equal or higher spots it."),
    gettext_noop("1D6 for a doctrine, with the book's two example tables: Germany and Poland."),
    gettext_noop("1D6 for how far a missed grenade, Panzerfaust, Bazooka or Panzerschreck shot drifts."),
    gettext_noop("1D6 for how far a missed mortar or artillery shell drifts."),
    gettext_noop("1D6 per enemy unit: 1-2 left flank, 3-4 middle, 5-6 right flank."),
    gettext_noop("1D6 per team before the first turn: 1-2 gives morale 8, 3-5 gives 9, 6 gives 10."),
    gettext_noop("1D6 to spot a target in cover beyond close range; a failure breaks off the attack."),
    gettext_noop("1D6: 1-2 city, 3-4 rural, 5-6 a mix of both."),
    gettext_noop("1D6: 1-3 Axis, 4-6 Allies."),
    gettext_noop(
        "1D6: small 2+, medium 3+, high 4+. Either way its movement ends; only after crossing may it still fire."
    ),
    gettext_noop("2 in"),
    gettext_noop("2 targets"),
    gettext_noop("2D6"),
    gettext_noop("2D6 after a high explosive hit on a horse and rider; 4 is unassigned in the book (R14)."),
    gettext_noop("2D6 after a high explosive hit on a softskin vehicle."),
    gettext_noop("2D6 after a high explosive hit on an abandoned softskin; 5 is unassigned in the book (R16)."),
    gettext_noop("2D6 after a hit on a plane, then a morale check for the pilot and the crew."),
    gettext_noop("2D6 after a hit on a soldier: killed, injured or suppressed."),
    gettext_noop("2D6 after a machine gun's double burst: 6 or less and it must cool down for a turn."),
    gettext_noop("2D6 after a small calibre hit on a horse; 4 is unassigned in the book (R15)."),
    gettext_noop("2D6 after a small calibre hit on a softskin transport vehicle."),
    gettext_noop("2D6 after a small calibre hit on an abandoned softskin: even minor damage, odd it breaks down."),
    gettext_noop("2D6 after an HE hit on a support weapon: odd destroys it. The crew rolls its own effect too."),
    gettext_noop("2D6 after an armour piercing hit on an AFV; an aimed hit at tracks or turret has a fixed effect."),
    gettext_noop("2D6 at 6 or less frees it and it may move next turn; 7 or more, still stuck. One attempt per turn."),
    gettext_noop("2D6 at 8 or more destroys it. A softskin is broken after ramming; an armoured vehicle must stop."),
    gettext_noop("2D6 at or under force morale with every bonus and penalty; a failure rolls 2D6 for its effect."),
    gettext_noop("2D6 by front armour for an MG or AR at super close range to stop an AFV for the turn."),
    gettext_noop("2D6 for armor soldiers and weapon upgrades, 1D6 for crew upgrades"),
    gettext_noop("2D6 for how many units in the plane's corridor may be attacked, each with its own attack roll."),
    gettext_noop("2D6 infantry ride an enemy transport, never more than it can carry."),
    gettext_noop("2D6 on the failed-morale table of the unit's kind: shock, a retreat, or a surrender or bail-out."),
    gettext_noop("2D6: 2 to 6 kill, 7 to 12 injury (R17; a house rule re-rolls 12)."),
    gettext_noop(
        "2D6: small 4+, medium 6+, big 8+, very big 10+. A failure leaves it stuck. Its only action this turn."
    ),
    gettext_noop("3 targets"),
    gettext_noop("37 47mm"),
    gettext_noop("4 in"),
    gettext_noop("4 targets"),
    gettext_noop("4D6 at or under the table's number for the target, with range, quality, cover and injury."),
    gettext_noop("4D6 at or under the weapon's attack value, after range, cover and every other modifier."),
    gettext_noop("4D6 for the board edge your side deploys along; the enemy takes the opposite edge."),
    gettext_noop(
        "4D6 for your board edge (4-8 north, 9-13 east, 14-18 south, 19-23 west); the enemy takes the opposite."
    ),
    gettext_noop("4D6 on targets standing still, from the 50 cm / 20 in minimum range; a miss drifts."),
    gettext_noop("4D6 on the grenade table: automatic within 5 cm / 2 in, out of range beyond 25 cm / 10 in."),
    gettext_noop("4D6 to drop a grenade into a standing AFV or a bunker from within one move."),
    gettext_noop(
        "4D6 up to 75 cm / 30 in (Bazooka) or 110 cm / 44 in (Panzerschreck); a hit attacks with the AP value."
    ),
    gettext_noop("4D6 up to the Panzerfaust's maximum range; a hit attacks with the AP value (4D6, R4)."),
    gettext_noop(
        "4D6: automatic within 5 cm / 2 in, out of range beyond 15 cm / 6 in; a hit attacks with the AP value."
    ),
    gettext_noop("4D6: the grenade table if the vehicle stood still this turn, a harder one if it moved."),
    gettext_noop("5 targets"),
    gettext_noop("5 unless the players agreed on another length."),
    gettext_noop("6 in"),
    gettext_noop("6 inches more movement for -4 to skill rolls for the rest of the activation."),
    gettext_noop("6 targets"),
    gettext_noop("6 unless the mission says."),
    gettext_noop("7 targets"),
    gettext_noop("75 88mm"),
    gettext_noop("8 in"),
    gettext_noop("8 targets"),
    gettext_noop("8D6 for the compass direction a missed grenade, mortar or artillery shell drifts."),
    gettext_noop("8D6 for the scenario, from Probing the enemy lines (8-12) to Capture the enemy commander (43-47)."),
    gettext_noop("8D6 for where a missed Panzerfaust, Bazooka or Panzerschreck shot goes: right, left, short or over."),
    gettext_noop("9 targets"),
    gettext_noop("A 12 counts as 'injury'."),
    gettext_noop("A 12 on a Fearless re-roll also clears all stress"),
    gettext_noop("A 12 on a recovery roll removes every stress marker; Fearless re-rolls failed command rolls."),
    gettext_noop("A 4 counts as 'horse (and rider) injured'."),
    gettext_noop("A 4 counts as 'horse injured'."),
    gettext_noop("A 5 counts as 'vehicle breaks down'."),
    gettext_noop(
        "A D12 against a skill, defence or command value: equal or higher succeeds; modifiers add up first; a 1 always fails and a 12 always succeeds."
    ),
    gettext_noop("A D12 against command, with the largest Fear (X) nearby and a Fearless re-roll."),
    gettext_noop(
        "A D6 at the Driver's activation and at the end of the Turn: a 1 keeps it stuck for good, anything else frees it."
    ),
    gettext_noop("A D6 at the Driver's activation and the end of the Turn: 2 or more frees it, a 1 is for good."),
    gettext_noop("A D6 at the end of the Turn: 3 or more and the crew get out; 1 or 2, trapped another Turn."),
    gettext_noop(
        "A Flying model pays nothing for slow terrain, barriers or height levels, but it may still not end its move on a barrier."
    ),
    gettext_noop("A Rapid Fire weapon gets +1 to its attacks when the target unit is within half its maximum range."),
    gettext_noop("A Rending (X) weapon automatically causes X more damage when the skill roll is a 12."),
    gettext_noop("A Skilled unit may re-roll any skill roll that is not a 1. Resilient says failed defence rolls."),
    gettext_noop("A Torrent weapon hits on any skill roll that is not a 1, and may not be used within assault range."),
    gettext_noop("A badly damaged vehicle's -1 on command rolls"),
    gettext_noop(
        "A bag holds one counter for each unit (or weapon) the detachment type may field. A drawn counter that fits the points left is bought and goes back into the bag; one that costs more is set aside. Drawing ends when nothing left in the bag fits. The order of the draws comes from twenty dice rolled with the battle's fair dice, so the log proves it. Planes are never in the bags."
    ),
    gettext_noop("A bare number means that or lower"),
    gettext_noop(
        "A battle may be played with the players' own dice. Each roll's box takes the faces in the order they count: first one die for each roll, then one more for each die rolled again, in the same order. For the initiative, one die for each player in seat order, ties rolled again after them. Typed dice are logged as rolled at the table; the app's own dice can be checked by anyone, typed ones cannot."
    ),
    gettext_noop(
        "A battle may seat two to four players, each for themselves. The roll-off orders them all, and they activate in that order. A player who forfeits leaves the game; the last one left wins at once, and otherwise the most victory points win after the last round."
    ),
    gettext_noop(
        "A battle offers three missions we wrote: Skirmish (two control objectives of 2 VP and one access objective of 1 VP), Raid (one destroy and one recover objective of 3 VP each) and Hold the line (three control objectives of 3 VP). The host sets the rounds (6 unless changed), the table's size and may set each force's points. Where the markers go is ruling O70."
    ),
    gettext_noop(
        "A battle won on the mission objective, or by the other side's surrender, is decisive (15 points); one won on the Combat Score limit or on the higher score after the last turn is strategic (7)."
    ),
    gettext_noop(
        "A blocked line of sight allows no attack at all (O23), so obstructed is the only one that can be meant."
    ),
    gettext_noop(
        "A blocked line of sight allows no attack on that unit. The checks go in the text's order: line of sight, then the valid target rules, then range to the nearest model at least partly seen (equal to the range is in range)."
    ),
    gettext_noop("A building here is one that hides the target, not low cover it shelters behind."),
    gettext_noop("A calculator asked something it does not know"),
    gettext_noop(
        "A calculator, its page or its JSON answer, asked with a parameter that is neither one of its inputs nor one of its own (the format, the dice, the language, what a chain of results carries on) answers nothing and names the parameter it did not understand."
    ),
    gettext_noop(
        "A campaign battle is played with each side's force as it stands: its points are the battle's points for that side, whatever the scenario would give a single game."
    ),
    gettext_noop("A campaign may have one to six players."),
    gettext_noop("A cell that is only a number means that number or lower."),
    gettext_noop(
        "A charge without shooting or throwing gets +2 to CC; a unit that flushes a hidden or sneaking unit attacks it at -1."
    ),
    gettext_noop("A command roll for each stress marker; a 12 clears them all."),
    gettext_noop(
        "A core of a few riflemen against a full detachment is no game; the scenario's points keep both sides as even as a two-player battle, and the bags still decide what the enemy brings."
    ),
    gettext_noop("A crew member counts as a soldier of its quality; squad leaders count 5, officers 10."),
    gettext_noop("A crew whose vehicle or support weapon was lost fights on at -2 on every attack roll (R34)."),
    gettext_noop("A damaged vehicle has lost more than half its hit points."),
    gettext_noop(
        "A decisive victory is accomplishing the mission objective or keeping the enemy from accomplishing it; otherwise the higher Combat Score wins when the last turn ends."
    ),
    gettext_noop("A defence roll for each point of damage of each hit: every failure is one damage."),
    gettext_noop(
        "A detachment earns an action for each infantryman, crew member, support weapon, plane and vehicle, and loses one for each of them killed; its example of ten soldiers and a car with one driver has 12 actions. A dead ranking officer also takes away, for good, the actions he could order."
    ),
    gettext_noop("A die is re-rolled at most once and the new result stands, even when worse."),
    gettext_noop(
        "A die per unit for its sector; AFVs, transports (2D6 soldiers aboard, the lowest levels), support weapons (non-towed AA and AT in ambush, at least one towed), infantry by level; the ranking officer in the sector with most units he can command."
    ),
    gettext_noop(
        "A double is any two of the dice rolled showing the same number, counted before any die is discarded; three alike hold a double too. One die never rolls a double."
    ),
    gettext_noop("A draw in a campaign"),
    gettext_noop(
        "A draw moves nobody: the same scenario is played again on the same map, roles unchanged. Each side takes 3 points (as for a lost game) plus its Combat Score, and a draw ends a losing streak."
    ),
    gettext_noop(
        "A failed crossing leaves the unit spent for the turn, and so does a successful one; a note then says a soldier may cross and fire, but may not fire after failing."
    ),
    gettext_noop(
        "A few table cells give only a number (such as 14 or 12) without saying whether it is a maximum or a minimum."
    ),
    gettext_noop(
        "A foot-unit jogs, runs, sprints or sneaks, each with its own distance; the text does not say whether one move may mix them."
    ),
    gettext_noop("A forfeit outranks victory points"),
    gettext_noop(
        "A free attack counts as within assault range (the -4 without Assault, no Stealth, no Torrent). The attacking unit's own moves this round do not count against it: no advance move penalty, and Heavy weapons may fire. The app refuses free attacks by vehicles and with Unwieldy weapons."
    ),
    gettext_noop("A friendly unit in the way blocks"),
    gettext_noop(
        "A frightening unit frightens its enemies; reading 'units' as friends too would punish a player for fielding the rule."
    ),
    gettext_noop(
        "A fully tracked AFV drives into a brick or stone building on 2 dice, keeping the higher; a double traps it."
    ),
    gettext_noop(
        "A fully tracked AFV rolls two Movement Dice and discards the lower; any double brings the building down and traps tank and crew."
    ),
    gettext_noop("A fully tracked vehicle rotates up to 45 degrees for 1 Movement Die, 90 for 2, 180 for 3."),
    gettext_noop(
        "A fully tracked vehicle rotates up to 45 degrees on one Movement Dice, between 45 and 90 on two and up to 180 on three."
    ),
    gettext_noop(
        "A game ends after its fifth turn or the length agreed; some missions count turns of their own, and nothing says what a check for a later turn would mean."
    ),
    gettext_noop("A game runs through its stages: pre game, set up and battle."),
    gettext_noop(
        "A gun shield is soft cover for the crew against attacks from the front; it adds to the crew's other cover."
    ),
    gettext_noop(
        "A half-track has a Slow, Standard or Fast Speed Rating and moves like a tracked vehicle, but it cannot enter Rough Ground; at obstacles and buildings it is treated as a wheeled vehicle is."
    ),
    gettext_noop("A heavy tank can only become a better heavy tank."),
    gettext_noop("A hidden or sneaking unit crawls SP / 2 inches, prone, and may throw but not shoot."),
    gettext_noop("A hidden unit attacks an enemy within its SP: +2 to hit, ST doubled, no dodge or parry."),
    gettext_noop("A hidden unit leaps on an enemy within its SP: +2 to hit and double ST."),
    gettext_noop(
        "A hidden unit may burn its action to make a spring attack: it stands, moves into contact and attacks, without ranged weapons."
    ),
    gettext_noop("A hidden unit may spring on an enemy unit within a range equal to its SP."),
    gettext_noop("A kitchen table up to about 6 by 4 feet, roughly a third of it covered with terrain."),
    gettext_noop(
        "A leader that could only be placed in an enemy's assault range cannot be placed: the whole unit is lost. The owner places several units in the order they choose. A unit that lost models this way counts as having taken damage when stress is checked."
    ),
    gettext_noop("A light tank can become a better light, a medium or a heavy tank."),
    gettext_noop(
        "A machine gun that has lost half of its crew or more (1 of 2, 2 of 4) fires once a turn. Every other below-half effect (a vehicle's lost action, a support weapon acting every other turn) still waits until more than half is lost."
    ),
    gettext_noop("A medium tank can become a better medium or a heavy tank, never a lighter one."),
    gettext_noop("A model has a front and a rear arc, split across its base; units use their leaders."),
    gettext_noop("A model is whatever stands on one base; every model belongs to exactly one unit."),
    gettext_noop(
        "A model killed or surrendered scores for the other side the moment it happens, whatever caused it (an effect roll, a failed morale check, a run-over, a melee), and leaves the fight. A pilot who bails out crashes the plane: pilot, crew and plane score. A crew that bails out leaves its vehicle or gun abandoned, which scores nothing by itself."
    ),
    gettext_noop(
        "A modifier the form does not offer is one a player forgets at the table; gathering them in one place is what a calculator is for."
    ),
    gettext_noop(
        "A move over terrain by a crew new to its vehicle: the crew abandons its dice, then the terrain acts."
    ),
    gettext_noop(
        "A pack may mark one model as the leader. If it does not, the player names one in the force; if the player does not either, the unit's first model leads. The leader is fixed once the force is sealed."
    ),
    gettext_noop(
        "A pack may price its units. When every unit has a price, a force may not spend more than the limit its player sets; when a pack prices none, a force has no limit and the players agree on its size."
    ),
    gettext_noop(
        "A pack names the text's universal rules exactly as the text spells them, with their value where they take one (Fear (2)). Any other rule must come with its own text in the unit's profile, or the pack is refused."
    ),
    gettext_noop("A plane whose pilot dies or bails out crashes: pilot, crew and plane all count on the Combat Score."),
    gettext_noop("A plane's attack roll (4D6) on another plane: always close range, quality counts."),
    gettext_noop("A player at the table must be able to read every rule a unit has."),
    gettext_noop("A player with no unit on the battlefield forfeits; after the last round the most points wins."),
    gettext_noop("A player with no units on the battlefield when a round ends forfeits, even with units in reserve."),
    gettext_noop("A prone unit in cover hides; enemies need a spot test to target it."),
    gettext_noop("A prone unit moves by sneaking"),
    gettext_noop(
        "A prone unit that stands at the start of its action may jog or run; one that stays prone may sneak or hide."
    ),
    gettext_noop(
        "A rate below nothing would take inches away from the advance, which the text adds on top of the rate."
    ),
    gettext_noop("A re-roll's result replaces the first roll, so a 12 on the re-roll removes every marker too."),
    gettext_noop(
        "A rider the ladder picks gets out first, into the best cover beside his vehicle; after that the usual rules decide. While he rides he never moves on his own: he goes where his vehicle goes."
    ),
    gettext_noop("A roll-off at the start of every round decides who activates first."),
    gettext_noop(
        "A rule about which turn a unit may deploy only works counted in rounds: every player has many turns in a round."
    ),
    gettext_noop("A sealed force cannot change later, and the first model is the one most profiles list as in charge."),
    gettext_noop("A secured objective"),
    gettext_noop("A shell or bomb leaves a crater as big as its blast radius; a crater is soft cover."),
    gettext_noop("A side that cannot act"),
    gettext_noop(
        "A side with actions on its counter but no unit it may still activate has finished the turn: its actions lapse and the other side goes on with all of its own. The turn ends when neither side can act."
    ),
    gettext_noop(
        "A single die is the lowest die rolled; rough going is meant to cost dice, and a cautious crawl gets nowhere."
    ),
    gettext_noop(
        "A sixth turn would outlast the game itself (R29); 'more than five' reads best as the five turns played in full."
    ),
    gettext_noop("A skill roll of 1 blows it up and kills the model firing it."),
    gettext_noop("A skill roll of 12 adds X damage."),
    gettext_noop("A smoke marker covers about 15 x 15 cm / 6 x 6 in for three turns; attacks into it are at -5."),
    gettext_noop("A sneak goes SP divided by 2 inches; the text says nothing about rounding."),
    gettext_noop(
        "A sneaking unit stays prone; a hidden unit attacks in close combat by burning its action on a spring attack, which stands it up."
    ),
    gettext_noop(
        "A sneaking unit that ends its move in cover may hide at once; a unit trying to hide may not move, shoot or throw."
    ),
    gettext_noop("A softskin is broken after ramming: its cost goes to the enemy's Combat Score."),
    gettext_noop(
        "A soldier already injured who is injured again is killed; one already suppressed who is suppressed again surrenders."
    ),
    gettext_noop("A soldier hit again"),
    gettext_noop("A soldier keeps one injured and one suppressed state, however often he is hit."),
    gettext_noop(
        "A soldier may buy a higher quality, another side weapon or, alone, a better primary weapon. A vehicle or support weapon may become a more powerful unit of its class that its detachment type fields (C7); never a weaker one. The quality of its crew rises only by experience (R35): the force page does not sell it and a purchase of it is refused."
    ),
    gettext_noop(
        "A soldier rises a quality level (a crew only as R45 says) or a unit becomes one of its kind the detachment type may field, if that costs more: a medium tank may become a heavy one or a better medium one, an armoured car a better one or any tank. A soldier may also take another side weapon or, alone, a better primary weapon of his nation. The price is the difference in the arsenal's points, and the side must have them."
    ),
    gettext_noop("A solo campaign: the app's side"),
    gettext_noop(
        "A spot test must not forget the modifier against a unit sneaking in the open and tags such as Alert and Sneaky; the text gives the tags no values."
    ),
    gettext_noop(
        "A spring attack combines with no other action. Its standing up and its move are part of it, not a change of stance or a move of their own."
    ),
    gettext_noop("A spring attack is the whole action"),
    gettext_noop("A squad leader tries to rally one soldier in his radius: a morale check, one action per soldier."),
    gettext_noop("A structure hit by HE burns on any doublet (2D6); a flamethrower sets it on fire at once."),
    gettext_noop("A support doctrine fields infantry and guns, as an infantry doctrine does."),
    gettext_noop("A support weapon can only become a more powerful support weapon."),
    gettext_noop("A support weapon goes in with its crew"),
    gettext_noop(
        "A surrender that never scored gave games the wrong winner; one rule for every way a model leaves the table keeps the score true."
    ),
    gettext_noop("A tactical bomber's HE or AP attack (4D6) on one target, while it has bomb attacks left."),
    gettext_noop("A tank can only become another tank."),
    gettext_noop(
        "A target below the dice's minimum is shown as 'cannot succeed' before the roll (the player may still roll, for the log); a target at or above their maximum is 'automatic'. The exact chance is always shown before a roll."
    ),
    gettext_noop(
        "A third of the unit, rounded up: 1 model for units of 1 to 3, 2 for 4 to 6, and so on. Seeing some models but fewer than that is a blocked line of sight."
    ),
    gettext_noop("A tie in a victory zone"),
    gettext_noop("A transport can only become another transport."),
    gettext_noop("A transport is a vehicle."),
    gettext_noop(
        "A unit damaged in a round gains a stress token at its end, 3 at most; each costs 1 movement and 1 skill."
    ),
    gettext_noop("A unit deploying from reserve is placed within 6 in of one of its player's entry points."),
    gettext_noop(
        "A unit fires or throws once at any point of its move; it may change stance at the start and/or the end of its action."
    ),
    gettext_noop("A unit in a river has cover -2: the attacker gets +2 (R34)."),
    gettext_noop(
        "A unit in reserve is not on the battlefield, so no distance can be measured to it and no Fear (X) applies to its roll to deploy. Fearless still re-rolls a failed roll."
    ),
    gettext_noop(
        "A unit in reserve is placed within 6 inches of an entry point and then activates; all must be on in the first turn."
    ),
    gettext_noop(
        "A unit leaving an enemy's assault range suffers a free attack after its activation, which does not count as the enemy's activation; every model of the enemy attacks as if in assault range. Unwieldy weapons and vehicles make no free attacks."
    ),
    gettext_noop(
        "A unit left behind in assault range may make a free attack after the moving unit's activation, every model attacking as if in assault range."
    ),
    gettext_noop(
        "A unit may have its own special rule, written out in its profile; universal rules are given by name."
    ),
    gettext_noop("A unit may not attack with a Heavy weapon if it moved during its activation."),
    gettext_noop("A unit may only use one weapon with the Grenade rule per activation."),
    gettext_noop("A unit only rises in quality: pick a level above the one it has."),
    gettext_noop(
        "A unit that aims may target chosen crew of an open-topped enemy unit, with no bonus to hit for this."
    ),
    gettext_noop(
        "A unit that cannot be placed within 6 in of an entry point cannot deploy; if it must deploy and cannot be placed, it is destroyed."
    ),
    gettext_noop(
        "A unit that disembarks has its leader placed within 1 in of the transport and then activates as normal."
    ),
    gettext_noop("A unit that does not move aims its shot for +1 to hit; no change of stance around it."),
    gettext_noop("A unit that does not move may aim and shoot; a unit fires a ranged weapon once in its move."),
    gettext_noop(
        "A unit that sees none of your units and has no objective to reach moves towards the nearest of your units it knows of; you set the model down that way. One at super-close range already stays to fight, and looks for better cover or abandoned gear instead."
    ),
    gettext_noop("A unit that took damage gains one stress (at most 3): -1 movement and -1 to skill rolls each."),
    gettext_noop(
        "A unit took damage when at least one point of damage was applied to it this round (a failed defence roll or automatic damage), from any attack, free attacks included. Hits that were all saved do not count. However often it was damaged, it gains one stress."
    ),
    gettext_noop(
        "A unit with no target it can hurt and nowhere to go (one standing on the objective with nothing in sight, a rider whose vehicle stays put) holds its ground: its activation counts, it spends no action, and play passes on."
    ),
    gettext_noop("A unit with stress markers can begin its activation by testing to recover."),
    gettext_noop(
        "A unit within 1 in of an objective, with no enemy in its assault range, secures it if no 'other' enemy units are within 1 in of the marker."
    ),
    gettext_noop(
        "A unit's models and their attributes: movement, skill, defence, strength, command, hit points, special rules and type."
    ),
    gettext_noop("A unit's own special rules"),
    gettext_noop(
        "A value exactly on an edge belongs to the band that starts there: a Panzerfaust at exactly 15 cm / 6 in and a Bazooka at exactly 30 cm / 12 in use the next band. A minimum range includes its edge: artillery at exactly 50 cm / 20 in may fire and uses the 50-to-75 row."
    ),
    gettext_noop("A vehicle below half its hit points"),
    gettext_noop("A vehicle fires every weapon it carries, each at any target."),
    gettext_noop("A vehicle is obscured only when more than half of it is hidden."),
    gettext_noop("A vehicle moves 1 in less in total for each point of Shock."),
    gettext_noop(
        "A vehicle moves on its mobility dice (a D6 each, a pip an inch or 2.5 cm) over the terrain it crosses. Chain of Command moves it on one to three Movement Dice by its pace, in inches per pip by its Speed Rating and the ground."
    ),
    gettext_noop(
        "A vehicle moves when activated towards a point the player names, forwards or backwards, never sideways or through friends."
    ),
    gettext_noop("A vehicle moving backward"),
    gettext_noop(
        "A vehicle moving backward goes half the distance it could go forward, its modifiers and an advance move included."
    ),
    gettext_noop("A vehicle moving in soft ground that rolls a double is Immobilised."),
    gettext_noop("A vehicle only counts as obscured if more than half of the model is hidden behind terrain."),
    gettext_noop("A vehicle that lost more than half its original hit points suffers -1 to all attribute rolls."),
    gettext_noop("A vehicle towing a support weapon has its range cut in half."),
    gettext_noop(
        "A vehicle's or support weapon's crew rises in quality only by experience in battle, not for campaign points."
    ),
    gettext_noop(
        "A weapon is superior when one of its small arms, HE or AP values beats the soldier's own best of that kind. The app lists the weapons the fallen left that are better in that sense, and the enemy's abandoned support weapons; the player ticks those within reach. Abandoned support weapons come first, then weapons, in the order the app lists them."
    ),
    gettext_noop("A weapon's range, attacks, damage, piercing and special rules; pick one profile per attack."),
    gettext_noop(
        "A whole number is what players measure on the table, and rounding down never lets a towed move grow."
    ),
    gettext_noop("AA fire at a plane"),
    gettext_noop("AA guns in ambush"),
    gettext_noop("AFV armour (AFVs only)"),
    gettext_noop("AFV breaking through a big obstacle"),
    gettext_noop("AFV breaking through a medium obstacle"),
    gettext_noop("AFV breaking through a small obstacle"),
    gettext_noop("AFV breaking through a very big obstacle"),
    gettext_noop("AFV breaking through an obstacle"),
    gettext_noop("AFV only: part of it shows, or a friendly unit spotted it before"),
    gettext_noop("AFV with more than 5 crew members"),
    gettext_noop("AFV's cover on the side facing the shot (levels add up)"),
    gettext_noop("AFVs breaking through obstacles"),
    gettext_noop("AP hit on an AFV"),
    gettext_noop("AT Grenades and satchel charges"),
    gettext_noop("AT and AA guns may be placed in ambush before the game starts, never during it."),
    gettext_noop("AT or AA gun placed in a building or bunker"),
    gettext_noop("Abilities"),
    gettext_noop("Abilities from a unit's profile, in the place of the action they replace."),
    gettext_noop("Accuracy: AT grenades and satchel charges"),
    gettext_noop("Accuracy: Panzerfaust"),
    gettext_noop("Accuracy: Panzerschreck and Bazooka"),
    gettext_noop("Accuracy: dropping a grenade into a standing AFV"),
    gettext_noop("Accuracy: grenades"),
    gettext_noop("Accuracy: grenades into an open-top vehicle that moved"),
    gettext_noop("Accuracy: mortars and artillery on targets standing still"),
    gettext_noop("Accurate"),
    gettext_noop("Acted last turn"),
    gettext_noop("Action"),
    gettext_noop("Action pool"),
    gettext_noop("Actions"),
    gettext_noop("Actions & Action Point Counter"),
    gettext_noop("Actions left in this activation"),
    gettext_noop("Actions per activation"),
    gettext_noop("Actions per turn: one per model, one more per vehicle, support weapon and plane, minus losses."),
    gettext_noop("Actions the ranking officer could order per turn (doctrine)"),
    gettext_noop("Activating a unit"),
    gettext_noop("Adding up a movement rate"),
    gettext_noop("Advance move"),
    gettext_noop(
        "After a confirmed win, before the next game starts, the winner claims what the enemy left behind in the battle: the machines it abandoned or the winner's soldiers manned, and every hand weapon of its soldiers killed or surrendered, or picked up by the winner's soldiers. A machine joins the force free, at regular quality. A weapon goes to a soldier the winner picks, costs no points and is his own from the next game on, fired without the -1 for an enemy weapon; a primary weapon takes the place of the one he carried. Both stay until lost."
    ),
    gettext_noop("After a grenade misses an AFV hatch: 2D6 of 6 or less bounces it back at the thrower's feet."),
    gettext_noop("After all activations, every unit that took damage this round gains a stress token."),
    gettext_noop("After ten games without anyone at the end of the ladder, the side with more won games wins."),
    gettext_noop(
        "After the last round the most victory points wins; a player with no units on the table at a round's end forfeits."
    ),
    gettext_noop("After the last round the player with the most victory points wins; equal points are not covered."),
    gettext_noop("Again"),
    gettext_noop("Again, one per tied player"),
    gettext_noop(
        "Agree on a mission or pick one at random; it sets the terrain, the rounds and the entry points or objectives."
    ),
    gettext_noop("Agree on the game module and gather the forces."),
    gettext_noop(
        "Aim and shoot and fire a ranged weapon are the same one shot, aimed or not: a unit does not aim and then fire again."
    ),
    gettext_noop("Aimed at"),
    gettext_noop("Aimed or snap shot"),
    gettext_noop("Aiming at an open top's crew"),
    gettext_noop("Aircraft"),
    gettext_noop("Aircraft always count as Flying."),
    gettext_noop("Aircraft in reserve roll in every round, the first too"),
    gettext_noop("Aircraft leaves the battlefield"),
    gettext_noop(
        "Aircraft may be held in reserve and come on in any turn, after a successful command roll; a failure still counts as activating a unit."
    ),
    gettext_noop("Aircraft may leave the battlefield during their move and go back into reserve."),
    gettext_noop("Aircraft: least distance to move (in)"),
    gettext_noop("All attribute rolls are skill, defence and command rolls, as the Dice section names them."),
    gettext_noop("Already activated this round"),
    gettext_noop("Alternating when one player runs out of units"),
    gettext_noop("Ambush"),
    gettext_noop("Ambush changes where a unit deploys, not when"),
    gettext_noop(
        "Ambush says an ambushing unit does not make 'the free 6 inch movement', which the text mentions nowhere else."
    ),
    gettext_noop(
        "Ambush units may deploy anywhere more than 12 in from an enemy model instead of as normal, and then do not make 'the free 6 inch movement', which the core text never describes."
    ),
    gettext_noop("Ambush: nearest enemy model (in)"),
    gettext_noop(
        "Ambushing anti-tank and anti-air guns are revealed, and machine guns may try to stop tanks, at 'super close range', which the book never measures. Close range is under 50 cm / 20 in."
    ),
    gettext_noop(
        "An AA gun in ambush is revealed exactly as an AT gun is: when its side activates it, or when enemy infantry comes within super close range (R8). Nothing else reveals it, and until then it cannot be attacked."
    ),
    gettext_noop("An AA gun's attack roll (4D6) on a plane with its HE or AP value; a hit rolls on the plane table."),
    gettext_noop("An AFV behind cover adds the cover's number (soft 1, medium 2, hard 3) to the armour of that side."),
    gettext_noop("An AT or AA gun in ambush is revealed when it acts, or by enemy infantry at super close range."),
    gettext_noop(
        "An Ambush unit must still deploy in round 1 like any unit. When it deploys it may be placed anywhere more than 12 in from every enemy model instead of within 6 in of an entry point; the free 6 in is read as that 6 in placement, which it gives up. It then activates as normal."
    ),
    gettext_noop(
        "An Immobilised vehicle rolls a D6 when its Driver is activated and at the end of a Turn: 1, Immobilised for the rest of the game; 2 to 6, free again."
    ),
    gettext_noop(
        "An action's move is one of the four: a unit jogs, runs, sprints or sneaks, and its distance is that move's alone. The calculator refuses to combine two ways of moving."
    ),
    gettext_noop("An advance move adds 9 inches instead of 6."),
    gettext_noop("An advance move is a move with 6 inches added; the text draws no line between them."),
    gettext_noop(
        "An aimed shot and a close combat attack do not combine: the charge is a move, so its shot is a snap shot (Fire a Ranged Weapon), which does combine with a charge."
    ),
    gettext_noop("An aimed shot is a way of firing, not a second weapon."),
    gettext_noop("An aimed shot is the action's shot"),
    gettext_noop(
        "An aircraft comes on from reserve in any turn with a command roll; a failure still uses the activation."
    ),
    gettext_noop("An aircraft in reserve comes on after a successful command roll, in any round."),
    gettext_noop("An aircraft leaving the battlefield"),
    gettext_noop("An aircraft may fly off the table back into reserve."),
    gettext_noop(
        "An aircraft must move at least half its movement; modifiers change only its maximum; one that cannot move that far is destroyed."
    ),
    gettext_noop(
        "An aircraft needs the roll in every round, round 1 included, and may wait in reserve beyond round 1 without being destroyed. A failed roll is its activation for the round and play passes on."
    ),
    gettext_noop(
        "An aircraft whose path reaches a table edge within its allowance may leave there; its least move no longer counts. It is in reserve and comes back by the Aircraft Reserve rules."
    ),
    gettext_noop("An aircraft's least move"),
    gettext_noop("An ambushing unit deploys anywhere more than 12 in from an enemy model."),
    gettext_noop("An armoured car can become a better armoured car or a tank."),
    gettext_noop(
        "An attack needs its line of sight, range and a valid target found first; the text never says in words that a blocked line of sight stops the attack."
    ),
    gettext_noop("An attack roll made first, in the enemy's turn; a hit breaks up the enemy attack."),
    gettext_noop("An empty sector"),
    gettext_noop("An enemy soldier riding in a vehicle"),
    gettext_noop(
        "An enemy that has not acted may burn its action to pursue a unit breaking off; a unit on overwatch may cut off, retaliate or break off. The text names these but its sections on them are not part of it."
    ),
    gettext_noop("An enemy that has not acted may spend its action to follow a unit breaking off."),
    gettext_noop("An enemy unit that holds"),
    gettext_noop(
        "An input renamed since a link or a script was written would otherwise change the answer without a word."
    ),
    gettext_noop(
        "An obstacle is not open ground, so the open-ground bonus does not apply; a vehicle that bogs down in a ditch does not come out of it on the far side."
    ),
    gettext_noop("An obstructed line of sight counts as clear."),
    gettext_noop(
        "An obstructed line of sight to a vehicle gives the defence +4 only when more than half of it is hidden; otherwise it is treated as clear. What hides it may be terrain or another enemy unit, as for any obstructed line of sight."
    ),
    gettext_noop(
        "An optional rule lets units improve by fighting: a unit that kills or forces the surrender of two enemy units becomes better."
    ),
    gettext_noop(
        "An organiser can void the last confirmed result with a reason, by a new ledger entry that takes its points back; the game can then be entered again. Points already spent cannot be taken back, and once the campaign has ended its ledger is closed."
    ),
    gettext_noop("Angle from its front to the target"),
    gettext_noop("Angle from the gun's front to the attacker"),
    gettext_noop("Angle from the vehicle's front to the shooter"),
    gettext_noop("Another Grenade weapon was used this activation"),
    gettext_noop("Another action"),
    gettext_noop("Anti air guns attacking planes"),
    gettext_noop("Anti-tank (AT) guns"),
    gettext_noop(
        "Any HE destroys sandbags; bombs or HE over 37 mm tank traps; HE of 37 mm barbed wire; only bombs a bunker."
    ),
    gettext_noop(
        "Any move action this activation, an advance move included, forbids the attack. A unit that did not move may attack with it."
    ),
    gettext_noop("Any pace is allowed, but a double on the Movement Dice leaves the vehicle stuck."),
    gettext_noop("Any scale or style of miniature works; tokens will do for a trial game."),
    gettext_noop("Appendix: Fieldworks and additional cover"),
    gettext_noop("Apply damage"),
    gettext_noop("Arc of fire"),
    gettext_noop("Arc of fire and pivoting"),
    gettext_noop("Arcs of fire and turning"),
    gettext_noop("Armor"),
    gettext_noop("Armour of an AFV in cover"),
    gettext_noop("Armour of the side facing the shot"),
    gettext_noop("Armour piercing (AP) hits on AFVs"),
    gettext_noop("Artillery & Mortars"),
    gettext_noop("Artillery & mortar drift"),
    gettext_noop("As for R14: the middle outcome, matching the high-explosive table."),
    gettext_noop(
        "As printed: 3 north; 5, 9, 13, 17 east; 6, 10, 14, 18 south; 7, 11, 15 west; 8, 12, 16 north. The unprinted 4 is north, following the deployment pattern. 3D6 never reaches 24, so there is no re-roll."
    ),
    gettext_noop("Assault"),
    gettext_noop("Assault range"),
    gettext_noop(
        "Assault range is 1 inch around each model. The -4 for weapons without Assault, Stealth, Torrent and the valid target rules all ask whether 'you' are within assault range."
    ),
    gettext_noop(
        "At the end of the Turn a trapped tank rolls a D6: 3 to 6 and the crew are out, the vehicle placed outside where it entered; 1 or 2 and they are trapped for the next Turn, testing again when activated later."
    ),
    gettext_noop("At the end of the round every unit that took damage gains one stress, never more than 3."),
    gettext_noop("At the table"),
    gettext_noop("Attack"),
    gettext_noop(
        "Attack and morale tables give +2 when an officer is nearby; the officers section gives that boost to troops inside the officer's command radius, which each doctrine sets."
    ),
    gettext_noop("Attack roll"),
    gettext_noop(
        "Attack rolls always use 4D6. Procedures that are 2D6 rolls in their own right stay on 2D6: effects, morale, MG overheating, MG stopping an AFV, running over, ramming, catching fire, AFV breakthrough and freeing a stuck vehicle."
    ),
    gettext_noop("Attack rolls are 4D6"),
    gettext_noop("Attack value of the weapon"),
    gettext_noop(
        "Attack values and the +4 and +8 range bonuses are sized for 4D6; on 2D6 almost every attack would succeed."
    ),
    gettext_noop("Attacked from behind"),
    gettext_noop("Attacker and defender each roll 4D6 at or under their melee value; each hit rolls its effect."),
    gettext_noop("Attacker in that game"),
    gettext_noop("Attacker is"),
    gettext_noop("Attacker's line of sight"),
    gettext_noop("Attacker's quality"),
    gettext_noop("Attacker's skill"),
    gettext_noop("Attacker's weapon melee bonus"),
    gettext_noop("Attackers outside assault range take -X to their skill rolls."),
    gettext_noop("Attacking units that reached the edge"),
    gettext_noop("Attacks"),
    gettext_noop("Attacks by models with the same skill and weapon can be rolled together."),
    gettext_noop(
        "Attacks of models with the same skill and weapon may be rolled together. A vehicle may use every weapon it carries and may aim each at a different unit."
    ),
    gettext_noop("Attacks on it lose X damage (1 at least) and X piercing (0 at least)."),
    gettext_noop("Attribute roll"),
    gettext_noop("Attribute value"),
    gettext_noop("Autocannons hitting multiple units"),
    gettext_noop("Available points"),
    gettext_noop("Avoid the pocket"),
    gettext_noop("Avoid the pocket at exactly five"),
    gettext_noop("Avoid the pocket: 3D6 for the board edge where the defender's escape corridor lies."),
    gettext_noop("Avoid the pocket: did enough escape?"),
    gettext_noop(
        "Barriers are intervening terrain a flyer passes over; where it lands, it must still be placed securely."
    ),
    gettext_noop("Barriers crossed"),
    gettext_noop("Bazooka and Panzerschreck accuracy"),
    gettext_noop("Before each new turn: the Combat Score limit, a completed objective, or the last turn."),
    gettext_noop("Before this action it was"),
    gettext_noop("Best weapons to the highest levels"),
    gettext_noop(
        "Between campaign games a side spends the points it won on its core units: soldiers gain rank and more or better weapons; a vehicle becomes a stronger one without leaving its class (a transport stays a transport, an armoured car may turn into a tank, a light tank into a medium or heavy one); a support weapon becomes a more powerful one. Nothing is said of the quality of the men who crew the machines."
    ),
    gettext_noop("Beyond this text"),
    gettext_noop("Blast"),
    gettext_noop("Blast radius"),
    gettext_noop("Bomb attacks left this game"),
    gettext_noop("Bombing run"),
    gettext_noop("Bombs"),
    gettext_noop(
        "Bonuses are added to the roll needed and penalties taken from it, and they accumulate. The quality passage adds that quality counts for each die rolled."
    ),
    gettext_noop("Both are the printed tables' own cycles written as rules, so every total of 8D6 has an answer."),
    gettext_noop(
        "Both count: a unit that flushes without having shot or thrown attacks at +1 in all, one that shot at another unit first attacks at -1."
    ),
    gettext_noop("Both players roll a D12, the higher wins and a tie is rolled again."),
    gettext_noop("Both players roll a D12: the higher wins; ties roll again."),
    gettext_noop(
        "Both players see the dice on the table; waiting for one phone only would stall a game whose owner has put theirs down."
    ),
    gettext_noop("Both players' D12"),
    gettext_noop(
        "Both sides go for the objective in the middle: hold it a full turn with more soldiers within 10 cm / 4 in."
    ),
    gettext_noop(
        "Both sides scout: clear one sector (the middle or a flank) of enemy units. A Combat Score of 15 already wins."
    ),
    gettext_noop("Both teams try to clear one sector (the middle, the left or the right flank) of every enemy unit."),
    gettext_noop("Breaking off"),
    gettext_noop("Breakthrough / hold the line"),
    gettext_noop("Breakthrough / hold the line: did they break through?"),
    gettext_noop("Bring an aircraft on"),
    gettext_noop("Bunkers"),
    gettext_noop("Burning the action means the attack is all the unit does that turn."),
    gettext_noop(
        "Burst of Fire's soldiers have no stance; they hide as an action, and a hidden soldier or one in cover beyond close range must be spotted first. SkirmishCorps' stand or lie prone, change stance at the start and end of an action, hide prone in cover (a spot test before anyone may target them), and aim (+1 to hit) when they neither move nor change stance."
    ),
    gettext_noop("Calibre of the HE shell (mm)"),
    gettext_noop("Campaign ladder"),
    gettext_noop("Campaign morale"),
    gettext_noop("Campaign upgrades by the book's list"),
    gettext_noop("Campaign victory points"),
    gettext_noop("Campaigns"),
    gettext_noop(
        "Campaigns may be played by one player; the solo chapter's enemy plays the other side, and its force is set up from the bags."
    ),
    gettext_noop("Campaigns: where the book is silent"),
    gettext_noop("Can this gun start in ambush?"),
    gettext_noop("Capacity (X)"),
    gettext_noop("Capture the enemy commander"),
    gettext_noop("Capture the enemy commander: is he captured?"),
    gettext_noop("Cards per detachment"),
    gettext_noop("Cautious: every weapon fires; Rapid: MGs only, no main weapon; Flat Out: nothing fires."),
    gettext_noop("Cavalry firing from horseback"),
    gettext_noop("Changes stance at the end of its action"),
    gettext_noop("Changes stance at the start of its action"),
    gettext_noop("Changing stance"),
    gettext_noop("Charging into close combat"),
    gettext_noop("Charging to flush"),
    gettext_noop("Check stress"),
    gettext_noop(
        "Checked before each new turn: a side at or above the Combat Score limit makes the enemy withdraw and wins. A completed objective, confirmed in the app by both sides or by the host, ends the game at the end of the opponent's turn. After the last turn the higher Combat Score wins, and equal scores are a draw."
    ),
    gettext_noop("Choose a mission, set up the terrain and place its markers."),
    gettext_noop("Clear the activation markers for the next round."),
    gettext_noop("Clear, obstructed or blocked, from how many of the target's models can be seen, one in three."),
    gettext_noop("Clear, obstructed or blocked, from how many of the target's models the attacker sees."),
    gettext_noop("Climbing down costs 1 in for every 2 full levels descended; one level is free."),
    gettext_noop("Climbing down over a whole move"),
    gettext_noop("Close combat"),
    gettext_noop("Closest to the mission objective"),
    gettext_noop("Combat Score"),
    gettext_noop("Combat Score limit"),
    gettext_noop("Combat Score of a crashed plane"),
    gettext_noop("Combat Score of a loss"),
    gettext_noop("Combining actions"),
    gettext_noop("Command"),
    gettext_noop("Command roll"),
    gettext_noop("Command roll per stress marker"),
    gettext_noop("Command, actions and morale"),
    gettext_noop(
        "Confirmed by both sides or the host. Stopped: the last turn has ended and the side that had to accomplish its objective did not (R46)."
    ),
    gettext_noop(
        "Control held within 6 in; destroy gone after the next round; access scored at once; recover carried."
    ),
    gettext_noop("Control: nearest unit of your army (in)"),
    gettext_noop("Correcting a result"),
    gettext_noop("Cost of a path"),
    gettext_noop("Cost of a soldier of the crew's quality"),
    gettext_noop("Cost of a soldier of the pilot's quality"),
    gettext_noop("Cost of its path (in)"),
    gettext_noop("Cost of the plane"),
    gettext_noop("Cost of the ramming vehicle"),
    gettext_noop("Cost of the soldier"),
    gettext_noop("Cost of the support weapon"),
    gettext_noop("Cost of the unit"),
    gettext_noop("Count by"),
    gettext_noop(
        "Counted per die, an elite would gain +4 on a 4D6 attack. The modifier tables list quality as a single +1 or -1 beside the other modifiers, so that is how the app counts it."
    ),
    gettext_noop(
        "Counters put back let the enemy field several of a kind, as real lists do; setting aside what does not fit ends the drawing. The chapter's bags hold infantry, vehicles and support weapons only."
    ),
    gettext_noop("Counting odds for a roll the text does not describe would be guesswork."),
    gettext_noop("Cover"),
    gettext_noop("Cover (levels add up)"),
    gettext_noop(
        "Cover is soft, medium or hard. The 'Take cover' chapter and its worked example count sandbags as medium (sandbags on a hill make 3), while the fieldworks appendix calls them soft; stone ruins and bunkers are described in different places."
    ),
    gettext_noop("Cover levels"),
    gettext_noop("Cover of fieldworks, craters and ruins"),
    gettext_noop("Crater after a blast"),
    gettext_noop("Craters"),
    gettext_noop("Creating additional cover for AFVs"),
    gettext_noop("Crew"),
    gettext_noop("Crew aboard besides the pilot"),
    gettext_noop("Crew alive"),
    gettext_noop("Crew is frightened"),
    gettext_noop("Crew members alive"),
    gettext_noop("Crew members already lost"),
    gettext_noop(
        "Crew members have no cost of their own in the lists, and a soldier of the same quality is the nearest match."
    ),
    gettext_noop("Crew members lost"),
    gettext_noop("Crew members only."),
    gettext_noop("Crew needed"),
    gettext_noop("Crew of"),
    gettext_noop("Crew of the target (1 for a soldier)"),
    gettext_noop("Crew upgrades"),
    gettext_noop(
        "Crews lose a man for every two injuries and every two suppressions; a single soldier hit a second time is not covered."
    ),
    gettext_noop(
        "Crews may be trained: the crew of a vehicle or support weapon buys a higher quality with campaign points, as soldiers buy ranks. Chosen when the campaign is set up."
    ),
    gettext_noop("Crews take effects together"),
    gettext_noop("Crews, planes and anything else are not upgraded in a campaign."),
    gettext_noop("Crossing a Medium or Major Obstacle"),
    gettext_noop("Crossing a high obstacle"),
    gettext_noop("Crossing a medium obstacle"),
    gettext_noop("Crossing a river"),
    gettext_noop("Crossing a small obstacle"),
    gettext_noop("Crossing an obstacle"),
    gettext_noop("Crossing costs 1 extra inch, and no move may end on it."),
    # xgettext:no-python-format
    gettext_noop("Cut points for 4 or 6 players (75 % / 50 %), for shorter turns"),
    gettext_noop("D12"),
    gettext_noop("D6"),
    gettext_noop("Damage"),
    gettext_noop(
        "Damage always finishes one model before the next, so a second damaged model never arises; which of several identical models takes it changes nothing."
    ),
    gettext_noop(
        "Damage goes to the damaged model, then to the other models one at a time, the leader last. Damage beyond the last model is lost. Only one model other than the leader can be damaged at a time, so the app asks for its hit points and for the leader's."
    ),
    gettext_noop("Damage here is the weapon's damage value, which sets how many defence rolls each hit asks for."),
    gettext_noop(
        "Damage is what the attack procedure applies after failed defence rolls; the text adds one stress per unit, not one per attack."
    ),
    gettext_noop("Death of ranking officers"),
    gettext_noop("Decisive or strategic"),
    gettext_noop("Decisive wins decided at the last turn"),
    gettext_noop(
        "Decisive: the mission objective achieved or denied. Strategic: the enemy withdrew on the Combat Score."
    ),
    gettext_noop("Declare targets, then check sight, range and valid targets before any dice are rolled."),
    gettext_noop("Defence rolls: hits times damage"),
    gettext_noop("Defender is"),
    gettext_noop("Defender is defending a building"),
    gettext_noop("Defender's quality"),
    gettext_noop("Defender's weapon melee bonus"),
    gettext_noop("Defending units escaped"),
    gettext_noop("Defending units still fighting on the board"),
    gettext_noop("Defending units still inside the pocket"),
    gettext_noop("Defending units that reached a board edge"),
    gettext_noop("Degrees from straight ahead (0) to straight behind (180), on either side."),
    gettext_noop("Degrees to rotate"),
    gettext_noop("Delay the enemy advance"),
    gettext_noop("Delay the enemy advance: are the structures destroyed?"),
    gettext_noop("Deploy a Support unit"),
    gettext_noop("Deploy anywhere more than 12 inches from the enemy, without the free move."),
    gettext_noop("Deploy it now"),
    gettext_noop("Deploying from reserve"),
    gettext_noop(
        "Deploying is the only 6 in the unit gets for nothing; taking its normal move away too would make Ambush a penalty, which the text does not say."
    ),
    gettext_noop("Deploying the whole unit near an entry point"),
    gettext_noop("Deployment"),
    gettext_noop("Deployment sector"),
    gettext_noop("Deployment sector (4D6)"),
    gettext_noop("Deploys by Ambush"),
    gettext_noop("Destroyed transport"),
    gettext_noop("Dice"),
    gettext_noop("Dice rolled at the table"),
    gettext_noop("Dice the cards take before the terrain acts, and where."),
    gettext_noop("Dice-sum direction tables"),
    gettext_noop("Difficult terrain halves the distance moved; its example has 2 inches of bog cost 4."),
    gettext_noop("Discarding a die when only one is rolled"),
    gettext_noop("Disembarking"),
    gettext_noop("Distance between them"),
    gettext_noop("Distance from the leader, across (in)"),
    gettext_noop("Distance from the road to the nearest defending unit"),
    gettext_noop("Distance of the nearest attacking unit to him"),
    gettext_noop("Distance of the nearest enemy"),
    gettext_noop("Distance of the nearest friendly soldier"),
    gettext_noop("Distance of the nearest of his own units to him"),
    gettext_noop("Distance to the nearest visible model (in)"),
    gettext_noop("Distance to the soldier"),
    gettext_noop("Distance to the target"),
    gettext_noop("Distance travelled (in)"),
    gettext_noop("Distances"),
    gettext_noop(
        "Distances in inches, base edge to base edge, measured at any time; in range means not farther than the range."
    ),
    gettext_noop("Distances keep their halves: SP 5 sneaks 2.5 inches, and 1.5 inches of difficult terrain costs 3."),
    gettext_noop("Do two actions combine?"),
    gettext_noop("Does the game end?"),
    gettext_noop("Dogfight"),
    gettext_noop("Dogfights: Planes intercepting enemy planes"),
    gettext_noop("Draw counters until the points are used."),
    gettext_noop("Drawing from the bags"),
    gettext_noop("Draws before this game"),
    gettext_noop("Drift direction"),
    gettext_noop("Drift direction (8D6)"),
    gettext_noop("Drift direction: Panzerfaust, Bazooka, Panzerschreck"),
    gettext_noop("Drift direction: Panzerfausts, Panzerschrecks and Bazookas"),
    gettext_noop("Drift direction: hand grenades, mortars and artillery"),
    gettext_noop("Drift distance: Panzerfausts, Panzerschrecks and Bazookas (cm)"),
    gettext_noop("Drift distance: Panzerfausts, Panzerschrecks and Bazookas (in)"),
    gettext_noop("Drift distance: artillery and mortar shells (cm)"),
    gettext_noop("Drift distance: artillery and mortar shells (in)"),
    gettext_noop("Drift distance: grenades (cm)"),
    gettext_noop("Drift distance: grenades (in)"),
    gettext_noop("Drift distance: grenades and handheld AT weapons"),
    gettext_noop("Drift distance: mortar and artillery shells"),
    gettext_noop("Driving into a brick or stone building"),
    gettext_noop("Driving into a building"),
    gettext_noop("Dropped into"),
    gettext_noop(
        "Each 1 among the final rolls (after any re-roll) destroys one of the firing models, never more models than fired. Every other roll of the volley still hits or misses as usual."
    ),
    gettext_noop(
        "Each 12 among the final skill rolls adds X damage. Its hit is rolled against defence as usual; the extra X is added to the damage after the defence rolls, with no roll, and Heavy Armour does not reduce it."
    ),
    gettext_noop(
        "Each arc is the whole angle centred on the front, its edges inside, measured to the nearest part of the target: infantry 180, a turret 90, a turretless vehicle, a hull-mounted gun and a support weapon 60. Any target outside the arc costs one action to pivot (or turn the turret) to; a pivot is an action of its own, not a move. An immobilised or stuck vehicle cannot pivot but may turn its turret; a gun placed in a building or bunker cannot turn."
    ),
    gettext_noop(
        "Each battle is played either in centimetres or in inches. Paired values are used as printed for the chosen system; where only centimetres are printed, inches are the centimetres divided by 2.5."
    ),
    gettext_noop("Each failed defence is damage to a model the owner picks, a wounded one first and the leader last."),
    gettext_noop("Each kind then scores when its own text says it is done: removed, destroyed, held or brought home."),
    gettext_noop(
        "Each model attacking with it rolls one more skill roll when the distance is at most half the weapon's range (12 inches for a 24 inch weapon)."
    ),
    gettext_noop(
        "Each model carries its own weapon, so several models throwing would be several weapons used; the rule is there to limit how many grenades a unit throws."
    ),
    gettext_noop("Each model measures to the nearest visible model of the target against its weapon's range."),
    gettext_noop(
        "Each module words its abilities differently; the app keeps the order and the log, and does itself only what it can read for certain."
    ),
    gettext_noop(
        "Each of those moments is one roll of its own. A vehicle freed at its Driver's activation acts normally from its next activation on."
    ),
    gettext_noop(
        "Each pip is 1 in, or 2.5 cm when playing in centimetres. Infantry moves 10 cm / 4 in per move and support weapons 5 cm / 2 in."
    ),
    gettext_noop("Each recovery success removes one stress marker"),
    gettext_noop(
        "Each roll of attacks is for one weapon against one unit, by models in the same situation. A vehicle rolls once for each of its weapons."
    ),
    gettext_noop(
        "Each round starts with a roll-off for the order of activation; with several players the order should be noted down. A roll-off is described for two players only."
    ),
    gettext_noop(
        "Each side has one force; in the app's battles each side's first player plays it and the others watch or help at the table."
    ),
    gettext_noop("Each side rolls 1D6; the higher places the first unit; a tie rolls again."),
    gettext_noop("Each side's core force"),
    gettext_noop(
        "Each side's core force carries through the campaign and grows by upgrades; the scenarios' own points are for single games."
    ),
    gettext_noop(
        "Each skill roll of 1 with an Unstable weapon makes it explode and kills the model making the attack. Attacks from several models may be rolled together."
    ),
    gettext_noop(
        "Each started group of three asks for one model, so a unit of one or two still needs one seen. Neither clear nor obstructed applies with too few seen, which leaves blocked."
    ),
    gettext_noop(
        "Each stress token gives -1 to the unit's movement and skill attributes. Rolls succeed at or above the attribute, so a lower skill attribute would make hitting easier."
    ),
    gettext_noop(
        "Each stress token is -1 in of movement (never below 0) and a -1 modifier to every skill roll: a skill 7 unit with 2 stress needs 9 or more."
    ),
    gettext_noop(
        "Each stress token is -1 to movement; a vehicle that lost more than half its hit points is -2; an advance move adds 6 in on top of the normal rate."
    ),
    gettext_noop(
        "Each team rolls 1D6 before the first turn: 1 or 2 gives morale 8, 3 to 5 gives 9, 6 gives 10. In a campaign morale is rolled at the start and drops by one after three losses in a row and by two after five."
    ),
    gettext_noop(
        "Each test is the same D6 needing 3 or more, at the end of the Turn it was trapped and then each time it is activated in a later Turn."
    ),
    gettext_noop("Each transport says how many infantry models it carries."),
    gettext_noop(
        "Each vehicle's Speed Rating is listed in the National Arsenal Tables, which are not part of this text."
    ),
    gettext_noop(
        "Each way has its own limits (no shooting on a sprint, prone while sneaking); mixing them would let a unit pick whichever limit suits it."
    ),
    gettext_noop("Each weapon is said to come with a card and a melee modifier; neither is printed."),
    gettext_noop("Effect of a failed morale check"),
    gettext_noop("Effect of a hit in melee"),
    gettext_noop("Effect of a hit on a crew"),
    gettext_noop("Effect of a hit on a plane"),
    gettext_noop("Effect of a hit on a soldier"),
    gettext_noop("Effect of hits on infantry, vehicle crews and support weapon crews"),
    gettext_noop("Effects"),
    gettext_noop("Effects armor piercing rounds on AFVs"),
    gettext_noop("Effects of hits in melee"),
    gettext_noop("Effects of hits in melee (house rule: re-roll 12)"),
    gettext_noop("Effects of hits on infantry"),
    gettext_noop("Effects of hits on planes"),
    gettext_noop(
        "Effects on a crew are counted for the whole crew: two injuries kill one member, two suppressions make one surrender, 'and so on'; shock counts once there are as many shock tokens as crew. Losing over half the crew costs vehicles an action, lets support weapons act only every other turn and stops machine guns firing twice."
    ),
    gettext_noop(
        "Elevation, a target wading through a river, crews fighting on foot and firing a scavenged weapon each change an attack, but they are written in separate chapters rather than in the attack modifier table."
    ),
    gettext_noop("Embarking"),
    gettext_noop("End of the round"),
    gettext_noop("Ending a move in contact charges; +2 to CC without shooting first."),
    gettext_noop("Ends its move on a barrier"),
    gettext_noop(
        "Enemies in assault range must be the target; an enemy in a friend's assault range only if you are too."
    ),
    gettext_noop(
        "Enemies in the unit's assault range already forbid the action; 'other' means those beside the marker."
    ),
    gettext_noop("Enemy additional points"),
    gettext_noop("Enemy doctrine"),
    gettext_noop(
        "Enemy infantry always spends an action to pick up a superior weapon, or to make an abandoned support weapon work again, when one is in reach."
    ),
    gettext_noop("Enemy sector acting first"),
    gettext_noop("Enemy sector after the middle"),
    gettext_noop("Enemy unit sector"),
    gettext_noop("Enemy units giving covering fire"),
    gettext_noop("Enemy units in the corridor"),
    gettext_noop("Enemy units still in that sector"),
    gettext_noop(
        "Engagement range is the assault range. The enemy unit's free attack leaves out its Unwieldy weapons; a unit with nothing else makes no free attack."
    ),
    gettext_noop("Equal victory points are a draw"),
    gettext_noop("Escape corridor"),
    gettext_noop("Escape corridor (3D6, Avoid the pocket)"),
    gettext_noop("Event cards in force"),
    gettext_noop("Event cards in force (+ or -)"),
    gettext_noop("Event cards in force at far range (+ or -)"),
    gettext_noop("Event cards in force: needs this many more at far range"),
    gettext_noop("Event cards in force: needs this many more at medium range"),
    gettext_noop("Event cards in force: overheats on this many totals more"),
    gettext_noop("Event cards in force: the crossing roll needs this many more"),
    gettext_noop(
        "Every bonus raises the number needed and every penalty lowers it; all that apply add up. Quality (conscript -1, elite +1) applies once per roll, not once per die."
    ),
    gettext_noop(
        "Every enemy decision is a log entry with its reasons. You may overrule a proposal in one tap; the log records it as overruled with what you chose, and the report counts how often you did."
    ),
    gettext_noop("Every game is played to a mission: its goal, objectives and length."),
    gettext_noop(
        "Every game is played with a mission, which says how long it lasts and which objectives it has; the core text leaves the missions themselves to game modules."
    ),
    gettext_noop(
        "Every inch through difficult terrain costs two inches of the move's distance, whichever way the unit moves (a sneak too); open ground costs its own length."
    ),
    gettext_noop(
        "Every measured distance has to land in exactly one band, and this one reading works for every table in the book."
    ),
    gettext_noop(
        "Every mission's objective check, in every game mode, refuses a turn later than the battle's last turn with the same message: the game was over after that turn. Up to the last turn each check answers as its mode says."
    ),
    gettext_noop(
        "Every model (officer, squad leader, soldier, crew member) gives 1 action, and every vehicle, support weapon and plane gives 1 more: ten soldiers and a car with one driver make 12. Each loss removes its actions. A dead ranking officer also removes, for the rest of the game, the number of actions he could order each turn."
    ),
    gettext_noop("Every model is infantry"),
    gettext_noop(
        "Every model of the ambushing unit is more than 12 in from every enemy model; exactly 12 in is too close."
    ),
    gettext_noop(
        "Every model of the unit is placed within 6 in of the same entry point, in formation with its leader."
    ),
    gettext_noop("Every player rolls 1D6 each turn; the highest starts, the others follow; a tie for first re-rolls."),
    gettext_noop(
        "Every player rolls 1D6; ties among the highest are rolled again by the tied players only; the order follows the rolls."
    ),
    gettext_noop(
        "Every player rolls a D12 and the order is highest first. Players who tie roll again among themselves, only to settle their places inside the tie; everyone else keeps their place. Ties in a re-roll are rolled again the same way."
    ),
    gettext_noop("Every player rolls a D12: highest activates first; ties roll again among themselves."),
    gettext_noop(
        "Every player rolls a D6 each turn; the highest starts and the others follow in order. Ties are not covered."
    ),
    gettext_noop("Every point of Shock takes an inch off the distance."),
    gettext_noop(
        "Every roll but a 1 hits, whatever the skill and modifiers. Skilled has nothing to re-roll, since the only misses are 1s. Within assault range the app refuses the attack."
    ),
    gettext_noop(
        "Every roll is a D12; a die the rules let you roll again is rolled once more and the new roll stands."
    ),
    gettext_noop("Every successful command roll removes one marker; any 12 removes them all."),
    gettext_noop(
        "Every such roll succeeds when the total is at most the number needed, so a total equal to the target succeeds. The same rule covers attack, accuracy, suppression, melee, morale, the MG-stops-AFV table and every 'or lower' table."
    ),
    gettext_noop("Every unit deploys in the first round unless a rule lets it wait."),
    gettext_noop(
        "Every unit has a leader; all its models stay within 4 inches of him, each height level counting an inch, and in his sight."
    ),
    gettext_noop(
        "Every unit has a leader; if the profile does not name one, the player picks any model before the game."
    ),
    gettext_noop(
        "Every unit without such a rule must deploy in round 1, so the round 1 deployment is the moment of truth; units allowed to wait are never forced to deploy."
    ),
    gettext_noop("Every value then falls in exactly one row, and the band named 'X to Y' plainly starts at X."),
    gettext_noop(
        "Exactly 45 degrees takes one die, exactly 90 two. The dice a rotation uses are spent, not rolled; any dice left of the pace may still be rolled to move. Half-tracks and wheeled vehicles do not rotate on the spot."
    ),
    gettext_noop(
        "Exactly one die is discarded. A vehicle moving Cautiously, on one die, discards it and does not move in Rough Ground; the calculator says so before the roll."
    ),
    gettext_noop("Experience"),
    gettext_noop(
        "Experience is on: a unit that kills or makes two enemy units surrender rises one quality level during the game."
    ),
    gettext_noop("Explosives"),
    gettext_noop("Failed command rolls may be re-rolled."),
    gettext_noop("Failed defence rolls other than a 1 may be re-rolled."),
    gettext_noop("Failed morale: infantry"),
    gettext_noop("Failed morale: pilots and plane crews"),
    gettext_noop("Failed morale: support weapon crews"),
    gettext_noop("Failed morale: vehicle crews"),
    gettext_noop("Failed skill rolls other than a 1 may be re-rolled."),
    gettext_noop("Far, medium or close range from the distance, with the attack bonus; and super close range."),
    gettext_noop("Farthest it got from that enemy unit afterwards (in)"),
    gettext_noop("Farthest model from the entry point (in)"),
    gettext_noop(
        "Fast adds 9 in instead of 6 on top of Movement (not 9 in in all). The app refuses an advance move for a Slow unit."
    ),
    gettext_noop("Fast and Slow"),
    gettext_noop("Fast models move 9 in during an advance move instead of the normal 6; Slow units never make one."),
    gettext_noop(
        "Fear (X) is a penalty on the command rolls of enemy units within 6 in when they roll. Only the largest X among those enemies counts. A unit is never frightened by its own or a friendly unit's Fear."
    ),
    gettext_noop("Fear (X) of enemy units within 6 in"),
    gettext_noop("Fear (X) reaches enemy units only, the largest X"),
    gettext_noop("Fearless"),
    gettext_noop("Fearless re-roll"),
    gettext_noop("Fieldwork"),
    gettext_noop("Fieldworks"),
    gettext_noop("Fighting hand to hand: charging, breaking off and pursuing."),
    gettext_noop("Fired with"),
    gettext_noop("Firing an enemy weapon picked up this game"),
    gettext_noop("Firing from a transport"),
    gettext_noop("Firing on the move"),
    gettext_noop("Firing twice this turn (double burst)"),
    gettext_noop(
        "First one die per player, in seat order (player 1 first). Then the re-roll dice of each tie, the highest tie first, in seat order; a tie inside a re-roll is settled before the next, lower tie is rolled."
    ),
    gettext_noop(
        "Five attacking units at the far edge of the defender's zone break through; four or fewer when the last turn ends and the line held."
    ),
    gettext_noop(
        "Five defending units out through the escape corridor avoid the pocket; the attacker closes the gap by holding them to four."
    ),
    gettext_noop(
        "Five units escaped win for the defender, so the attacker must hold the escapes to four or fewer. The attacker wins as soon as too few units are left inside to make five, or when the last turn ends with four or fewer out."
    ),
    gettext_noop(
        "Fixed shares fit any table; an edge of one's own keeps every player's reserve as far from the others' as the text's deployment within 6 in expects."
    ),
    gettext_noop("Flamethrower"),
    gettext_noop("Flamethrowers"),
    gettext_noop("Flying"),
    gettext_noop(
        "Flying models are not affected by intervening terrain and ignore height changes; no model may finish its move on a barrier; aircraft end on clear terrain."
    ),
    gettext_noop("Flying over barriers"),
    gettext_noop("Foot actions: SkirmishCorps stances"),
    gettext_noop(
        "Foot actions: SkirmishCorps stances. Soldiers stand or lie prone; prone in cover they must be spotted first, and one that neither moves nor changes stance aims for +1."
    ),
    gettext_noop("Force morale"),
    gettext_noop("Formation"),
    gettext_noop("Forward only and at least half its movement, or it is destroyed; it flies over terrain and models."),
    gettext_noop("Free attacks"),
    gettext_noop("Freeing a stuck AFV"),
    gettext_noop("Freeing a stuck armoured vehicle"),
    gettext_noop("Freeing stuck vehicles"),
    gettext_noop("Friendly means your own other units, enemy means an opponent's."),
    gettext_noop("From map 3 on; the first two maps have no roles."),
    gettext_noop("From round 2 a Support unit needs a command roll to deploy; a failure spends the turn."),
    gettext_noop("From the cost of a path."),
    gettext_noop("From the detachment list."),
    gettext_noop("From the detachment list: soldiers, vehicles, support weapons, planes."),
    gettext_noop("From the detachment list; elite doctrines may draw more than one."),
    gettext_noop(
        "From the front of the soldiers, the gun or the hull; to the nearest part of the target. Degrees from straight ahead (0) to straight behind (180), on either side."
    ),
    gettext_noop("From the movement allowance."),
    gettext_noop("Front armour of the AFV"),
    gettext_noop(
        "Front, side or rear armour by where the shooter stands; bombs, arching shells and shots aimed at the turret meet the top armour."
    ),
    gettext_noop("Front, side, rear or top, from the unit card."),
    gettext_noop("Game end and scoring"),
    gettext_noop("Game mode"),
    gettext_noop("Game modes"),
    gettext_noop("Game setup"),
    gettext_noop("Games lost in a row"),
    gettext_noop("General Campaign Ladder"),
    gettext_noop(
        "Get on from within 1 inch, which ends the activation's attacks; get off within 1 inch, never into assault range."
    ),
    gettext_noop("Getting out of a collapsed building"),
    gettext_noop("Getting out of a wreck"),
    gettext_noop("Getting out, then acting"),
    gettext_noop("Getting past sandbags, tank traps or barbed wire"),
    gettext_noop("Goes round a corner of 90 degrees or more"),
    gettext_noop("Going prone after a sprint: 2D6 above RE and the unit is stunned for the next turn."),
    gettext_noop("Going up costs 1 inch a level, going down 1 inch for every 2 full levels."),
    gettext_noop("Grenade"),
    gettext_noop("Grenade bouncing (optional rule)"),
    gettext_noop("Grenade drift"),
    gettext_noop("Grenade into an AFV hatch or a bunker"),
    gettext_noop("Grenade into an open-top vehicle"),
    gettext_noop("Grenade: one model, once per activation"),
    gettext_noop("Grenades of every kind, or a Panzerfaust, Bazooka or Panzerschreck shot."),
    gettext_noop(
        "Grenades, mortars and artillery drift by an 8D6 table whose totals cycle through the eight compass points, with 48 rolled again. Panzerfaust, Bazooka and Panzerschreck shots use their own 8D6 table cycling through four kinds of miss."
    ),
    gettext_noop("Ground crossed"),
    gettext_noop("Gun"),
    gettext_noop("Gun in ambush"),
    gettext_noop("Gun shield"),
    gettext_noop("Gunner is injured"),
    gettext_noop("HE hit on a horse"),
    gettext_noop("HE hit on a softskin"),
    gettext_noop("HE hit on a support weapon"),
    gettext_noop("HE hit on an abandoned softskin"),
    gettext_noop("HE hits on support weapons"),
    gettext_noop("HE hits, destroying support weapons."),
    gettext_noop("HE or AP value of the bombs"),
    gettext_noop("HE or AP value of the weapon"),
    gettext_noop("Had to melee"),
    gettext_noop("Half its original Movement."),
    gettext_noop("Half of its crew or more lost (R30)"),
    gettext_noop("Half-tracks"),
    gettext_noop("Halves are not rounded"),
    gettext_noop("He has rallied already this game"),
    gettext_noop("Heavy"),
    gettext_noop(
        "Heavy Armour (X) reduces the damage and piercing of attacks against the model by X, to no less than 1 damage and 0 piercing. The defence rolls are one per point of damage."
    ),
    gettext_noop("Heavy Armour and the number of defence rolls"),
    gettext_noop("Heavy: any move, advance moves too"),
    gettext_noop("Height gives +1 on every attack roll (R34)."),
    gettext_noop("Height levels between them"),
    gettext_noop("Height levels climbed down"),
    gettext_noop("Height levels climbed up"),
    gettext_noop("Hidden or sneaking unit's D6"),
    gettext_noop("Hidden or sneaking unit's RE"),
    gettext_noop("Hide or unhide"),
    gettext_noop("Hiding"),
    gettext_noop("Hiding after a sneak"),
    gettext_noop("Hiding and sneaking"),
    gettext_noop(
        "Hiding and spotting are where the two games meet; a roll under the attack value is Burst of Fire's roll to hit, so SkirmishCorps' +1 to hit is one more on it."
    ),
    gettext_noop("Hiding only: behind cover, in woods, in a house or on a hill."),
    gettext_noop("High explosive (HE) hits on abandoned softskin vehicles"),
    gettext_noop("High explosive (HE) hits on abandoned softskin vehicles (house rule: re-roll 5)"),
    gettext_noop("High explosive (HE) hits on horses"),
    gettext_noop("High explosive (HE) hits on horses (house rule: re-roll 4)"),
    gettext_noop("High explosive (HE) hits on softskin vehicles"),
    gettext_noop("High explosive hits on abandoned softskin vehicles"),
    gettext_noop("High explosive hits on horses"),
    gettext_noop("High-explosive hit on an abandoned softskin: a total of 5"),
    gettext_noop("High-explosive hit on horses: a total of 4"),
    gettext_noop("His side has him take the hit"),
    gettext_noop("Hit by"),
    gettext_noop("Hit by a flamethrower"),
    gettext_noop("Hit points left on a damaged model (0: none)"),
    gettext_noop("Hit points of each model"),
    gettext_noop("Hits"),
    gettext_noop("Hits on anything but a 1; never used in assault range."),
    gettext_noop("Holding the line for more than five turns"),
    gettext_noop("House rule (R36): he keeps one injured and one suppressed state"),
    gettext_noop("House rule: 10 cm / 4 in radius"),
    gettext_noop("House rule: re-roll the 12 the book leaves out"),
    gettext_noop("House rule: re-roll totals the book leaves unassigned"),
    gettext_noop("How a game ends"),
    gettext_noop("How damage is assigned"),
    gettext_noop("How deep the observer is"),
    gettext_noop("How deep the target is"),
    gettext_noop("How far a foot-unit moves"),
    gettext_noop("How far a spring attack reaches"),
    gettext_noop("How far a vehicle goes on 1 to 3 Movement Dice over the ground, with every distance's chance."),
    gettext_noop("How far an ambush is from the enemy"),
    gettext_noop("How far an explosion reaches, by what explodes."),
    gettext_noop("How far one move takes a unit on foot, wheels, tracks or a horse over each type of terrain."),
    gettext_noop(
        "How far one move takes infantry, infantry with heavy gear, or a support weapon, and whether it may double."
    ),
    gettext_noop("How far the line runs through those trees; 0 if none."),
    gettext_noop("How many Random Event & Effect Cards are drawn before the first turn."),
    gettext_noop("How many actions one unit has when activated, by unit type and crew left."),
    gettext_noop("How many units one machine gun or autocannon attack may shoot at, by range or around the target."),
    gettext_noop("How to capture a victory zone"),
    gettext_noop("How to cross rivers"),
    gettext_noop("How to determine force morale"),
    gettext_noop("How to determine force morale during the campaign"),
    gettext_noop("How to hide infantry units and officers"),
    gettext_noop("How to score points and advance in a campaign"),
    gettext_noop("How to spot the enemy"),
    gettext_noop("How to throw grenades"),
    gettext_noop(
        "If at any point a unit leaves the assault range of an enemy unit, that unit may make a free attack after the activation."
    ),
    gettext_noop("Immobilised in soft ground"),
    gettext_noop("Immobilised vehicle"),
    gettext_noop("Impossible and automatic targets"),
    gettext_noop("In Rough Ground the lowest of the dice rolled is discarded."),
    gettext_noop("In assault range means the unit"),
    gettext_noop(
        "In round 1 a Support unit deploys without a roll, or stays in reserve. From round 2 it rolls each time it is chosen; on a failure it stays in reserve, counts as activated this round, the player's turn ends, and it may try again next round."
    ),
    gettext_noop(
        "In round 1 a unit with no rule to wait is destroyed when its player deploys it and no place is free. The player may activate other units first, hoping room clears, but not past the last unit. A unit that may wait (Support, aircraft) simply stays in reserve."
    ),
    gettext_noop(
        "In soft ground, at Medium and Major Obstacles and driving into a building, a double on the Movement Dice has a consequence."
    ),
    gettext_noop("Inches over open ground"),
    gettext_noop(
        "Inches per pip of the Movement Dice by Speed Rating and ground: Standard adds 1 in a die and Fast 2 on open ground, Wheeled 2 in a pip."
    ),
    gettext_noop("Inches through difficult terrain"),
    gettext_noop("Inches to the enemy unit"),
    gettext_noop("Inches travelled, slow terrain double, 1 in a level up, 1 in per 2 levels down, 1 in a barrier."),
    gettext_noop(
        "Infantry and cavalry doctrines roll 3D6 for soldiers and spend 3D6 on support weapons; armour doctrines roll 2D6 for soldiers and spend 3D6 on vehicles."
    ),
    gettext_noop("Infantry and horses wade 5 cm / 2 in per turn, with a cover level of -2 while in the river."),
    gettext_noop("Infantry and ranking officers hide in or behind cover for one action, and unhide for one more."),
    gettext_noop("Infantry crossing an obstacle"),
    gettext_noop("Infantry crossing obstacles"),
    gettext_noop(
        "Infantry fire in a 180 degree arc, turret weapons in 90 degrees; support weapons are given both 90 and 60 degrees in different places. Turning a turret 'more than 90 degrees' costs an action, and a target outside a weapon's arc costs an action to pivot to."
    ),
    gettext_noop("Infantry firing from a moving vehicle or horseback"),
    gettext_noop("Infantry on a transport"),
    gettext_noop(
        "Infantry to higher ranks and better weapons; vehicles to more powerful ones within their boundaries: transports to transports, armoured cars to tanks, light tanks to medium and heavy; support weapons to more powerful ones."
    ),
    gettext_noop("Initiative"),
    gettext_noop("Initiative with more than two players"),
    gettext_noop("Initiative, alternating activations, checking stress, then clearing the activation markers."),
    gettext_noop("Injured"),
    gettext_noop("Injured token waiting for its pair (R26)"),
    gettext_noop("Injury is the middle outcome of that table, neither the mildest nor the worst."),
    gettext_noop("Intercepting (on intercept duty)"),
    gettext_noop("Into an open-topped enemy unit"),
    gettext_noop("Is the ambushed gun revealed?"),
    gettext_noop("Is the squad leader"),
    gettext_noop("It aims"),
    gettext_noop("It also shoots in this action"),
    gettext_noop("It also throws in this action"),
    gettext_noop("It applies the crews' 'every two' to one man, so a second wound counts for something."),
    gettext_noop("It changes stance in this action"),
    gettext_noop("It continues the run of high totals that injure."),
    gettext_noop(
        "It counts the cost of every enemy unit killed or surrendered; a ranking officer counts 10 and a squad leader 5 instead of their cost. A crew member counts as a soldier of the same quality. Dropped weapons count nothing."
    ),
    gettext_noop("It ends its move in cover"),
    gettext_noop("It fires on overwatch or covering fire (the enemy's turn)"),
    gettext_noop("It follows from the two rules together; the shot of a charging unit is still allowed, just unaimed."),
    gettext_noop("It goes to the rammer's Combat Score if the weapon is destroyed."),
    gettext_noop("It got in this activation"),
    gettext_noop("It got out this activation"),
    gettext_noop("It has a hide token now"),
    gettext_noop("It is an AFV"),
    gettext_noop(
        "It is checked at the end of every round, round 1 included, after stress. Units in reserve and aircraft that left the battlefield do not count as being on it."
    ),
    gettext_noop("It is hidden"),
    gettext_noop("It is hiding"),
    gettext_noop("It is how a module's lists usually work, and a pack without prices still plays."),
    gettext_noop("It is in cover"),
    gettext_noop("It is the one reading under which both passages hold."),
    gettext_noop(
        "It is the plainest reading of the table's words, and it lets the app show the exact chance of every distance."
    ),
    gettext_noop("It is the printed table's own pattern stated as one rule, so every total has an answer."),
    gettext_noop(
        "It is the table's most common result, and the small-calibre table for the same target gives it for a 5."
    ),
    gettext_noop(
        "It is the two-player roll-off grown to any number of players, and nobody who already won or lost a place has to roll again."
    ),
    gettext_noop("It is the unit's own activation"),
    gettext_noop("It is what the example counts, and it gives the same answer wherever on the move the terrain lies."),
    gettext_noop("It keeps every printed result and fills the single gap the way the deployment table would."),
    gettext_noop(
        "It keeps the enemy acting where the chapter sends it first, and it always finds a unit while one can act."
    ),
    gettext_noop("It moves by"),
    gettext_noop("It must deploy now"),
    gettext_noop("It shoots in this action"),
    gettext_noop("It shot or threw in this action"),
    gettext_noop("It starts hooked to its vehicle"),
    gettext_noop("It still has its ambush token"),
    gettext_noop("It still moves the distance rolled and is Immobilised where that move ends."),
    gettext_noop("It stood up from prone at the start of its action"),
    gettext_noop("It targets chosen crew of an open-topped unit"),
    gettext_noop("It throws in this action"),
    gettext_noop("It uses a ranged weapon"),
    gettext_noop("Its action"),
    gettext_noop(
        "Its calculators say whether an action is allowed and which modifiers apply; the players make the roll to hit, the close combat attack and any dodge or parry with those modifiers as their full rules say."
    ),
    gettext_noop("Its nearest model."),
    gettext_noop("Its side activates it now"),
    gettext_noop(
        "Its skill rolls when it attacks and its defence rolls when it is attacked both take -1 (its command rolls too, elsewhere)."
    ),
    gettext_noop("Its stance"),
    gettext_noop("Jog SP, run SP + 3, sprint SP x 2, sneak SP / 2 inches; difficult terrain halves it."),
    gettext_noop("Jog SP, run SP + 3, sprint SP × 2, sneak SP ÷ 2 inches; difficult terrain costs double."),
    gettext_noop(
        "Jogging, running and sprinting are moves of a standing unit: a prone unit stands up first (and may then not sprint), or stays prone and sneaks."
    ),
    gettext_noop(
        "Keeping the enemy from its objective is a decisive victory by the book's own words; a stopping side that held to the end should not get a strategic win it never played for."
    ),
    gettext_noop(
        "Keywords say how each piece of terrain is crossed; height levels are climbed where terrain connects them."
    ),
    gettext_noop(
        "Killed and surrendered models score; the failed-morale tables and bailing crews say what happens to the model, not when it scores."
    ),
    gettext_noop("Kind of model"),
    gettext_noop("Kind of objective"),
    gettext_noop("Landing roll after a sprint"),
    gettext_noop("Last round"),
    gettext_noop("Last turn"),
    gettext_noop("Last turn of the game"),
    gettext_noop("Leader placed from the transport (in)"),
    gettext_noop("Leader within 1 in, room under Capacity (X), friendly infantry only; no attack or securing after."),
    gettext_noop("Leader's distance to the nearest enemy model (in)"),
    gettext_noop("Leader's distance to the transport (in)"),
    gettext_noop("Leader's hit points left"),
    gettext_noop("Leader's line of sight to it"),
    gettext_noop("Leave empty for the first roll of the turn."),
    gettext_noop("Leaving an enemy's assault range gives it a free attack, unless it is a vehicle or only Unwieldy."),
    gettext_noop("Leaving an enemy's assault range gives that enemy a free attack after the activation."),
    gettext_noop("Leaving assault range"),
    gettext_noop("Leaving contact gives the enemy a free attack and bars attacking it again this turn."),
    gettext_noop("Line of Sight"),
    gettext_noop("Line of sight"),
    gettext_noop(
        "Line of sight is clear, obstructed or blocked. The defence roll, Blast and the vehicle rules speak of an obscured line of sight instead."
    ),
    gettext_noop("Losses count at once"),
    gettext_noop("MG stops an AFV"),
    gettext_noop("MGs and ARs vs. AFVs"),
    gettext_noop("Machine gun and autocannon targets"),
    gettext_noop("Machine gun firing its second burst this turn"),
    gettext_noop("Machine gun overheating"),
    gettext_noop("Machine gun suppression"),
    gettext_noop("Machine guns and autocannons"),
    gettext_noop("Machine guns and autocannons in combat"),
    gettext_noop("Machine guns hitting multiple targets"),
    gettext_noop("Machine guns lose the double burst at half crew"),
    gettext_noop("Machine guns overheating"),
    gettext_noop("Machine guns suppressing enemy units"),
    gettext_noop(
        "Machines start at the lowest quality the detachment type allows (conscript where it may). The soldiers' bag holds each soldier at each quality the type allows; core soldiers are regular where the type allows, else its lowest quality. A quality a unit is not offered at moves to the nearest it is."
    ),
    gettext_noop("Making a free attack"),
    gettext_noop("Manning abandoned vehicles"),
    gettext_noop("Manning an abandoned vehicle"),
    gettext_noop("Manoeuvrable (X)"),
    gettext_noop("Manoeuvres (45 degrees each)"),
    gettext_noop("Mark remaining hit points and activated units so both players can see them."),
    gettext_noop("May it move at the double?"),
    gettext_noop("May wait in reserve past the first turn; from the second turn it needs a command roll to come on."),
    gettext_noop("Measured from the officer."),
    gettext_noop("Measuring formation"),
    gettext_noop("Measuring in"),
    gettext_noop("Measuring tapes show half inches, and rounding either way would favour one side."),
    gettext_noop("Medium and Major Obstacles are always crossed at Rapid speed."),
    gettext_noop("Medium or Major: 2, the higher discarded"),
    gettext_noop("Melee"),
    gettext_noop("Melee effect: a total of 12"),
    gettext_noop("Melee only within 10 cm / 4 in (at most)."),
    gettext_noop("Minimum to destroy"),
    gettext_noop("Minor: low walls, hedges and fences."),
    gettext_noop("Mission objective completed by"),
    gettext_noop("Missions of our own"),
    gettext_noop(
        "Mix large sight-blocking pieces with small scatter; if one player sets it up, the other may adjust it."
    ),
    gettext_noop("Mixed qualities in the bag give the enemy's infantry the levels the chapter speaks of."),
    gettext_noop("Mobility (D6)"),
    gettext_noop("Models already aboard"),
    gettext_noop("Models attacking with it"),
    gettext_noop("Models in the target unit"),
    gettext_noop("Models in the unit"),
    gettext_noop("Models in the unit aboard"),
    gettext_noop("Models in the unit, leader included"),
    gettext_noop(
        "Models must be within 4 in of the leader horizontally, each change in height level counting 1 in more, and the leader must see each of them."
    ),
    gettext_noop("Models partly behind a friendly unit"),
    gettext_noop("Models seen whole"),
    gettext_noop("Models seen, partly behind terrain or another enemy"),
    gettext_noop("Modifiers"),
    gettext_noop(
        "Modifiers and special rules belong to the weapon and the target, so a roll that mixes them could not be read."
    ),
    gettext_noop("Modifiers move the target, never the dice"),
    gettext_noop("Modifiers the attack roll offers"),
    gettext_noop("Modifiers, added up"),
    gettext_noop("Morale"),
    gettext_noop("Morale check"),
    gettext_noop("Morale checks"),
    gettext_noop("More players than sides"),
    gettext_noop(
        "More soldiers within 10 cm / 4 in of an objective marker hold it; a full turn held wins. With several markers, check each."
    ),
    gettext_noop("More than half of the vehicle is hidden"),
    gettext_noop("Mortar and artillery accuracy"),
    gettext_noop(
        "Most distances come in pairs, such as 10 cm / 4 in, 50 cm / 20 in and 100 cm / 40 in; a few are given in centimetres only."
    ),
    gettext_noop("Move on foot or a support weapon"),
    gettext_noop("Move over terrain"),
    gettext_noop("Movement"),
    gettext_noop("Movement Dice"),
    gettext_noop("Movement [Mov] (in)"),
    gettext_noop("Movement allowance"),
    gettext_noop("Movement allowed (in)"),
    gettext_noop("Movement and terrain"),
    gettext_noop("Movement dice and fixed moves"),
    gettext_noop("Movement, less stress; an advance move adds 6 in (Fast 9); worn, reversing vehicles and aircraft."),
    gettext_noop("Movement, objectives and vehicles"),
    gettext_noop("Moves by"),
    gettext_noop("Moves over terrain and other bases, ignoring height, ending on a free spot."),
    gettext_noop("Moves this activation"),
    gettext_noop(
        "Moving Cautiously uses one Movement Dice, Rapidly two and Flat Out three; reversing vehicles and vehicles going round a corner of 90 degrees or more cannot move Flat Out."
    ),
    gettext_noop("Moving a captured vehicle"),
    gettext_noop("Moving and firing"),
    gettext_noop("Moving and stances"),
    gettext_noop(
        "Moving into contact with a hidden or sneaking unit reveals it: -1 to attack it, +1 to its dodge or parry."
    ),
    gettext_noop("Moving out of contact: the enemy's free attack, and what the unit may not do this turn."),
    gettext_noop("Moving through it costs double the distance."),
    gettext_noop("Nation"),
    gettext_noop("Nearest enemy"),
    gettext_noop("Nearest enemy model to the marker (in)"),
    gettext_noop("Nearest enemy model to the unit (in)"),
    gettext_noop("Neither player has more points, and the text gives no other measure to split them."),
    gettext_noop("No -4 to skill rolls in assault range."),
    gettext_noop("No Fear for a unit rolling to come out of reserve"),
    gettext_noop(
        "No Flat Out round sharp corners or in reverse; reversing is 1 in a pip; a tracked vehicle rotates for one to three dice."
    ),
    gettext_noop("No aimed shot in a charge"),
    gettext_noop("No attack through a blocked line of sight"),
    gettext_noop("No charge while sneaking"),
    gettext_noop(
        "No climbing, forward or back but not both, half speed backwards, no free attacks, no securing; below half hit points -2 movement and -1 to every roll."
    ),
    gettext_noop("No defending unit left on the board: type any distance beyond 15 cm / 6 in."),
    gettext_noop("No enemy in sight"),
    gettext_noop("No model moves through or over it."),
    gettext_noop("No objective check after the last turn"),
    gettext_noop("No value can be read from the text, so none is invented."),
    gettext_noop("No vehicle can enter it."),
    gettext_noop(
        "No vehicle leaves on purpose; one forced off by enemy fire may come back where it left, as a hesitant deployment."
    ),
    gettext_noop("No: it stays in reserve, no roll."),
    gettext_noop("Nobody has won a battle, so no role changes; a draw is not a loss, so it cannot lengthen a streak."),
    gettext_noop("Not counting the escaped, the killed or those who surrendered."),
    gettext_noop("Not counting those out, killed or surrendered."),
    gettext_noop("Not fired by a unit that moved this activation."),
    gettext_noop("Not himself. None of his units left: type any distance beyond 10 cm / 4 in."),
    gettext_noop("Not killed, surrendered or otherwise gone."),
    gettext_noop(
        "Nothing but the fight: both sides buy the same points of their choosing and push the Combat Score to its limit."
    ),
    gettext_noop("Objectives"),
    gettext_noop(
        "Objectives give victory points for being secured as the mission profile says; the text's missions are not included."
    ),
    gettext_noop(
        "Obscured is the obstructed line of sight: it gives the defence roll +4, Blast treats it as clear, and a vehicle only counts as obscured when more than half of it is hidden."
    ),
    gettext_noop("Obscured means obstructed"),
    gettext_noop("Obstacle"),
    gettext_noop("Obstacles and Buildings"),
    gettext_noop("Obstacles, buildings and stuck vehicles"),
    gettext_noop("Of those, destroyed"),
    gettext_noop("Of which through slow terrain (in)"),
    gettext_noop(
        "Off unless the host switches it on. Kills and surrenders are counted per unit from the battle's log; at two, the unit rises one quality level (conscript to regular to elite; an elite stays elite)."
    ),
    gettext_noop(
        "Off unless the host switches the module on. Then a soldier or officer is standing or prone: the activated one goes prone or stands up with a tap that spends no action, at most twice in an activation (its start and end). A prone soldier in cover counts as hidden for the spot roll: a shot at him needs a spot first. One that has neither moved nor changed stance in this activation aims: his attack form is filled with 1 more on the attack value. The players move a prone soldier by sneaking, half a move."
    ),
    gettext_noop(
        "Off unless the host switches the module on. Then a vehicle's Move rolls Chain of Command's movement dice instead. Its Speed Rating comes from its Burst of Fire profile: wheeled vehicles are Wheeled, tracked ones Slow at 3 mobility dice or fewer, Standard at 4 and Fast at 5 or more; an AFV runs on full tracks, a tracked transport on half-tracks. The ground comes from the terrain piece picked: plains and roads open, crops, light woods and hills broken, dense woods and steep hills rough, a river heavy going. The player chooses the pace. The distance is in inches; in a battle measured in centimetres each inch is 2.5 cm. Horse-drawn transports keep Burst of Fire's movement."
    ),
    gettext_noop("Off: the app's ruling assigns them."),
    gettext_noop("Officer injured"),
    gettext_noop("Officer nearby"),
    gettext_noop("Officer shocked"),
    gettext_noop("Officer's cover"),
    gettext_noop("Officers (the ranking officer too)"),
    gettext_noop("Officers lost"),
    gettext_noop(
        "Officers order the best friendly units and aim at the most dangerous enemy; otherwise the target worth most on the Combat Score or one threatening the objective."
    ),
    gettext_noop("On overwatch (the plane attacks in its arc)"),
    gettext_noop(
        "On three dice the vehicle must go the whole distance unless an obstacle stops it, and cannot interrupt in this or the next Phase."
    ),
    gettext_noop(
        "Once any model of the attacking unit is within 1 inch of a model of the target unit, every model of it attacking that target counts as within assault range. A model 1 inch or closer always is."
    ),
    gettext_noop("Once per battle."),
    gettext_noop("Once per game a ranking officer may rally every unit in his command radius with a morale check."),
    gettext_noop("One D12 against a skill, defence or command value: equal or higher succeeds."),
    gettext_noop("One D12 per player, in seat order"),
    gettext_noop(
        "One HE hit of the kind named destroys a fieldwork, with no roll; grenades and charges destroy sandbags but not tank traps or wire. Infantry and carried support weapons climb sandbags as a small obstacle (R12); horses, wheeled guns and softskins go round them and any AFV flattens them. Tank traps let infantry, horses and carried guns past; wire stops everything but a tracked AFV, which tears it down. A destroyed fieldwork still covers against the hit that destroyed it. A support weapon with its crew fills a bunker."
    ),
    gettext_noop("One Use"),
    gettext_noop("One action"),
    gettext_noop("One command roll per stress marker: each success removes one, a 12 removes them all."),
    gettext_noop(
        "One count per move is simple to follow, and the same height costs the same whether it is one drop or two."
    ),
    gettext_noop("One die: everything fires; two: machine guns only, no main gun; three: nothing fires."),
    gettext_noop("One fixed order lets the app read any number of re-rolls from a single list of dice."),
    gettext_noop("One free 45-degree manoeuvre a move, 2 in for each more; one at most on an advance move."),
    gettext_noop(
        "One model of the unit uses one Grenade weapon, once in the activation. The app refuses a Grenade attack from more than one model or after another Grenade weapon this activation."
    ),
    gettext_noop("One model seen in three, rounded up"),
    gettext_noop(
        "One move is the distance the book uses for its other point-blank actions, such as melee and dropping a grenade into a hatch."
    ),
    gettext_noop(
        "One player rolls 4D6 for the deployment sector; the totals repeat north, east, south, west in turn, 24 is rolled again, and the two zones always face each other."
    ),
    gettext_noop(
        "One roll per team on that table. In a campaign the campaign's morale is used instead: rolled on the same table when the campaign starts, minus 1 while the side has lost 3 games in a row, minus 2 (not 3) while it has lost 5 or more in a row."
    ),
    gettext_noop(
        "One roll, made for this purpose, settles it; the other sentence reads naturally as a reference to it."
    ),
    gettext_noop("One shot at any point of the move, never with a throw or a sprint."),
    gettext_noop(
        "One skill roll per attack; each success hits; -4 after an advance move or in assault range without an Assault weapon."
    ),
    gettext_noop("One such weapon per unit per activation."),
    gettext_noop(
        "One target model partly behind one of your own units blocks the line of sight, even when enough other models are seen whole."
    ),
    gettext_noop("One throw at any point of the move; -1 into an open-topped unit, standing still."),
    gettext_noop("One way of moving in an action"),
    gettext_noop("One weapon at a time"),
    gettext_noop(
        "Only a change of stance comes twice in one action (once at its start, once at its end); every other action is taken once."
    ),
    gettext_noop(
        "Only a rule that says so lets a unit wait past round 1, and Ambush does not; its 6 in matches the distance a deploying unit is placed from its entry point."
    ),
    gettext_noop("Only a unit that does not move may aim; a unit enters close combat by ending its move in contact."),
    gettext_noop(
        "Only an aimed shot (no move, no change of stance) may pick out the crew, and that shot does not get the aimed +1. A snap shot is fired at the unit."
    ),
    gettext_noop("Only climbing is closed to them; the rest of the terrain rules apply to every model."),
    gettext_noop("Only counts for an HE shell."),
    gettext_noop("Only friendly infantry, several units if they fit, and never on and off in one activation."),
    gettext_noop(
        "Only fully tracked AFVs drive into brick or stone on the higher of two dice; a double collapses the building on them until a 3 or more gets them out."
    ),
    gettext_noop("Only soldiers take orders from him; a gun can only start towed if something can pull it."),
    gettext_noop(
        "Only tank riders, passengers of open-topped vehicles and riders on horseback fire while carried; a shot from inside a closed vehicle is refused."
    ),
    gettext_noop("Only the players can see the room around the wreck."),
    gettext_noop("Open Fire rolls twelve-sided dice (D12)."),
    gettext_noop("Open ground a model can stand and move on normally."),
    gettext_noop("Optional rule: grenade bouncing"),
    gettext_noop("Other cover it is in as well (levels add up)"),
    gettext_noop("Other models placed in formation"),
    gettext_noop("Other modifiers, added up"),
    gettext_noop(
        "Otherwise a side that left actions unused could never finish, and the game would wait for a referee."
    ),
    gettext_noop(
        "Otherwise the ladder would pick the same idle unit again and again, and the enemy's turn would never end."
    ),
    gettext_noop(
        "Our missions place the objectives on the table's middle line (Raid: a third and two thirds of the way from the south edge) and give each player an edge of their own: the first two face each other (south, north), a third and fourth take west and east. Skirmish puts two entry points a quarter and three quarters along each edge, Raid three at a sixth, half and five sixths, measured from the edge's left end as its player faces the table; Hold the line leaves two each to the players, who roll off before the first round. The table card sketches it all and says each distance for a table of 36 x 36, 48 x 48 or 72 x 48 in."
    ),
    gettext_noop("Outside a campaign each side rolls 1D6; the higher attacks; a tie rolls again."),
    gettext_noop("Overheat check machine guns"),
    gettext_noop("Overruling the app"),
    gettext_noop("Overwatch"),
    gettext_noop("Overwatch shot"),
    gettext_noop("Pace"),
    gettext_noop("Pace and Movement Dice"),
    gettext_noop("Packs and forces"),
    gettext_noop("Panzerfaust accuracy"),
    gettext_noop("Panzerfausts, Bazookas and Panzerschrecks"),
    gettext_noop("Passenger capacity"),
    gettext_noop(
        "Passengers and a towed gun go with their vehicle and need no die. The most valuable AA or AT gun that a vehicle of the force can tow starts towed by the most valuable such vehicle; the others are in ambush. A transport's 2D6 counts men, never more than it carries, whole units only; a cavalry horse carries one soldier, the highest levels mounting first, with no die. The ranking officer goes where most of his infantry stands; a tie goes to the middle, then the left flank."
    ),
    gettext_noop("Passengers of a destroyed transport"),
    gettext_noop("Penalty of a crew new to a manned vehicle"),
    gettext_noop(
        "Per crew (vehicle or support weapon) the app counts tokens: each 'killed' kills a member; every 2 injuries kill one; every 2 suppressions make one surrender; shock takes effect once shock tokens reach the living crew. Below half crew, vehicles lose one action per turn and support weapons act only every other turn; a machine gun loses its double burst already once half of its crew is lost (R30)."
    ),
    gettext_noop("Pick each layer."),
    gettext_noop("Pick each layer: soft 1, medium 2, hard 3 are added to that side's armour."),
    gettext_noop("Pick the X of each; only the largest counts."),
    gettext_noop("Pick two of a foot-unit's actions: whether it may take both in one turn, and why not."),
    gettext_noop("Picking among the arsenal's nations, doctrines and detachments"),
    gettext_noop("Pilot is injured"),
    gettext_noop("Placing the enemy"),
    gettext_noop("Placing the enemy forces on the board"),
    gettext_noop("Planes"),
    gettext_noop("Planes lost"),
    gettext_noop("Play random sides & scenarios"),
    gettext_noop("Player A's units on the battlefield"),
    gettext_noop("Player A's victory points"),
    gettext_noop("Player B's units on the battlefield"),
    gettext_noop("Player B's victory points"),
    gettext_noop("Players"),
    gettext_noop("Players re-rolling a tie for the highest"),
    gettext_noop("Players should know what a roll can do before they spend the action on it."),
    gettext_noop(
        "Players take it in turns to activate a unit that has not yet activated this round, starting with the initiative winner."
    ),
    gettext_noop("Players take turns activating one unit each: recover, move, attack, secure, then abilities."),
    gettext_noop("Points and a force's limit"),
    gettext_noop("Points are the arsenal's own measure of a weapon's worth, and teams already carry their weapon."),
    gettext_noop("Points for"),
    gettext_noop(
        "Points for upgrading core units: 15 for a decisive victory, 7 strategic, 3 lost, plus the Combat Score."
    ),
    gettext_noop("Points per side (only for Combat only)"),
    gettext_noop("Points per side and per player"),
    gettext_noop("Probing the enemy lines"),
    gettext_noop("Probing the enemy lines: is a sector freed?"),
    gettext_noop("Pursuit and overwatch"),
    gettext_noop("Quality"),
    gettext_noop("Quality of the crew"),
    gettext_noop("Quality of the pilot and crew"),
    gettext_noop("Quality of the shooter"),
    gettext_noop("Quality of the thrower"),
    gettext_noop("R36: injured again, he is killed; suppressed again, he surrenders."),
    gettext_noop("RE"),
    gettext_noop("Rallies he has tried this turn"),
    gettext_noop("Ramming a support weapon"),
    gettext_noop("Ramming vehicle"),
    gettext_noop("Random Event & Effect Cards"),
    gettext_noop("Random doctrine"),
    gettext_noop("Random doctrine: Germany"),
    gettext_noop("Random doctrine: Poland"),
    gettext_noop("Random map"),
    gettext_noop("Random scenario"),
    gettext_noop("Random side"),
    gettext_noop("Range (or how far the enemy is away) matters!"),
    gettext_noop("Range 40 cm / 16 in, blast 5 cm / 2 in; no attack roll against structures or bunkers."),
    gettext_noop("Range band"),
    gettext_noop(
        "Range is measured to a model at least partly seen, so with none seen there is nothing to measure to; and the defence roll has a bonus for obstructed but none for blocked, so no attack is made through it."
    ),
    gettext_noop("Ranking Officers"),
    gettext_noop("Ranking officer nearby"),
    gettext_noop("Ranking officer nearby (command radius)"),
    gettext_noop("Ranking officer rally"),
    gettext_noop("Rapid Fire"),
    gettext_noop("Rapid Fire: one attack more per model"),
    gettext_noop("Re-roll"),
    gettext_noop("Re-roll the effect dice instead."),
    gettext_noop(
        "Re-rolling a hit can only lose it, and the Re-rolls section treats a re-roll as a second chance at a failed roll. It also keeps the two re-roll rules alike."
    ),
    gettext_noop("Re-rolling only the tie keeps everybody else's roll and settles who starts."),
    gettext_noop("Re-rolls"),
    gettext_noop("Re-rolls a failed command roll once."),
    gettext_noop("Reading the speed table"),
    gettext_noop("Recover from stress"),
    gettext_noop("Recover: the unit that secured it is alive"),
    gettext_noop("Recovering is optional and comes first"),
    gettext_noop("Rending (X)"),
    gettext_noop("Rending damage from the skill rolls"),
    gettext_noop("Rending damage needs no defence roll"),
    gettext_noop("Reserve rule"),
    gettext_noop("Resilient"),
    gettext_noop("Resilient: one for each failure that is not a 1, in order"),
    gettext_noop("Result"),
    gettext_noop("Result of the game"),
    gettext_noop("Reversing"),
    gettext_noop("Reversing is slow whatever else applies; one halving at the end is the simplest count at the table."),
    gettext_noop(
        "Roll 1D6 for the side, the nation and the doctrine; the book prints example tables for two nations only."
    ),
    gettext_noop(
        "Roll 1D6 for the support weapon upgrades; draw regular and elite crew counters; upgrade the most valuable vehicles and weapons first."
    ),
    gettext_noop("Roll attacks"),
    gettext_noop("Roll defence"),
    gettext_noop("Roll for your additional points; the chapter gives the dice only for the enemy."),
    gettext_noop("Roll-off"),
    gettext_noop("Roll-under means at or under"),
    gettext_noop(
        "Rolled together, the dice do not say which model rolled which; one loss per 1 is the fair count. To know exactly, roll each model's attacks on their own."
    ),
    gettext_noop(
        "Rolling once per marker only makes sense if each roll can take one marker away; otherwise a single roll looking for a 12 would do."
    ),
    gettext_noop("Rolls and thresholds"),
    gettext_noop("Rolls this text does not hold"),
    gettext_noop("Room to place it"),
    gettext_noop("Rotating on the tracks"),
    gettext_noop(
        "Rough Ground is for fully tracked vehicles only; half-tracks are named only beside wheeled vehicles at obstacles and buildings."
    ),
    gettext_noop("Round"),
    gettext_noop("Rounds, command and stress"),
    gettext_noop("Rugged"),
    gettext_noop("Rules a unit's profile names, with X its own value where the name has one."),
    gettext_noop("Rules a weapon's profile names."),
    gettext_noop("Running gear"),
    gettext_noop("Running over infantry"),
    gettext_noop("SP"),
    gettext_noop("ST"),
    gettext_noop("Salvage"),
    gettext_noop("Sandbags and stone ruins medium, a bunker hard, craters and wooden ruins soft (R33); levels add up."),
    gettext_noop(
        "Sandbags are overrun by AFVs and destroyed by HE; tank traps are destroyed by bombs or HE above 37 mm; barbed wire is destroyed by HE shells and overrun by tanks; only bombs destroy a bunker, which holds six soldiers or one support weapon with its crew."
    ),
    gettext_noop("Sandbags on a hill: add soft."),
    gettext_noop("Sandbags, a hill, a building: the shield adds to them."),
    gettext_noop("Scenario just played"),
    gettext_noop("Scoring"),
    gettext_noop("Sector"),
    gettext_noop(
        "Secured always means secured by the last player to do it; a carried objective is no longer on the table."
    ),
    gettext_noop("Securing an objective"),
    gettext_noop(
        "Securing an objective the opponent holds makes it yours. A destroy objective's count starts again for the new holder. A recover objective goes with its unit and can only be lost by destroying that unit."
    ),
    gettext_noop("Setting up the enemy forces"),
    gettext_noop("Setting up your forces in solo play"),
    gettext_noop("Setup, terrain and cover"),
    gettext_noop("Shock"),
    gettext_noop("Shock and the distance"),
    gettext_noop(
        "Shock comes off last, after pips, the per-die bonus and discarded dice, and the distance never goes below 0 in. A vehicle moving Flat Out must move the whole distance left after Shock."
    ),
    gettext_noop("Shock tokens on the crew"),
    gettext_noop("Shocked"),
    gettext_noop("Shooter"),
    gettext_noop("Shooter is a crew fighting on without its vehicle or support weapon"),
    gettext_noop("Shooter is frightened"),
    gettext_noop("Shooter is injured"),
    gettext_noop("Shooter is the squad leader"),
    gettext_noop("Shooter on the 2nd floor or higher of a building"),
    gettext_noop("Shooting"),
    gettext_noop("Shooting and throwing"),
    gettext_noop("Side A's Combat Score"),
    gettext_noop("Side A's wins before this game"),
    gettext_noop("Side B's Combat Score"),
    gettext_noop("Side B's wins before this game"),
    gettext_noop(
        "Sides alternate until one has no actions left; the other then spends the rest in a row. A unit is activated once a turn and need not use every action."
    ),
    gettext_noop("Six soldiers, or one support weapon with its crew; inside, enemy attacks are at -3."),
    gettext_noop("Skill"),
    gettext_noop("Skill rolls: attacks times models"),
    gettext_noop("Skilled"),
    gettext_noop("Skilled re-rolls misses only"),
    gettext_noop("Skilled re-rolls misses that are not a 1, once each; the new roll stands. Hits are never re-rolled."),
    gettext_noop("Skilled: one for each miss that is not a 1, in order"),
    gettext_noop("Skirmishers"),
    gettext_noop("Slow terrain costs it no extra movement."),
    gettext_noop("Small calibre hit on a horse"),
    gettext_noop("Small calibre hit on a softskin"),
    gettext_noop("Small calibre hit on an abandoned softskin"),
    gettext_noop("Small calibre hits on abandoned softskin vehicles"),
    gettext_noop("Small calibre hits on horses"),
    gettext_noop("Small calibre hits on horses (house rule: re-roll 4)"),
    gettext_noop("Small calibre hits on softskin transport vehicles"),
    gettext_noop("Small-calibre hit on horses: a total of 4"),
    gettext_noop("Smoke grenades"),
    gettext_noop("Smoke: its area and how long it lasts"),
    gettext_noop("Sneaking"),
    gettext_noop(
        "Sneaking and a close combat attack do not combine. A hidden unit that wants to fight hand to hand makes a spring attack; a sneaking one first hides."
    ),
    gettext_noop(
        "Soft counts 1, medium 2, hard 3, against the attack and for morale. Sandbags and anything of stone, ruins of stone buildings included, are medium; a bunker is the only hard cover. An armoured vehicle in cover adds the cover's number to the armour of the side that is covered."
    ),
    gettext_noop("Soft ground"),
    gettext_noop("Soldiers (infantry, cavalry, support crews)"),
    gettext_noop("Soldiers going in"),
    gettext_noop("Soldiers lost"),
    gettext_noop("Soldiers rise in quality and take better weapons; they do not turn into machines."),
    gettext_noop("Solo deployment zone"),
    gettext_noop("Solo play"),
    gettext_noop("Solo play tables"),
    gettext_noop("Solo play: where the app decides"),
    gettext_noop("Solo: the enemy counts as a player."),
    gettext_noop(
        "Some modes refused a later turn and others gave the defender the win for it; a turn that is never played cannot decide anything (R29)."
    ),
    gettext_noop(
        "Some range tables give one band as 'below X' and the next as 'X to Y', and minimum ranges are stated without saying whether the edge itself counts."
    ),
    gettext_noop(
        "Some unit is always closest, so read literally the rung would decide every activation and the rest of the ladder would never count."
    ),
    gettext_noop(
        "Some units have special abilities used during their activation, each saying when; an ability may replace another action."
    ),
    gettext_noop("Special rules change how a unit plays; abilities are extra actions a unit's profile describes."),
    gettext_noop("Special rules for vehicles."),
    gettext_noop("Speed Rating"),
    gettext_noop("Speed Ratings of real vehicles"),
    gettext_noop("Speed and Movement Dice"),
    gettext_noop("Speed rule"),
    gettext_noop("Spot roll"),
    gettext_noop("Spot test"),
    gettext_noop("Spotter is a sniper"),
    gettext_noop("Spotting infantry in hard cover at far range"),
    gettext_noop("Spotting infantry in hard cover at medium range"),
    gettext_noop("Spotting infantry in medium cover at far range"),
    gettext_noop("Spotting infantry in medium cover at medium range"),
    gettext_noop("Spotting infantry in soft cover at far range"),
    gettext_noop("Spotting infantry in soft cover at medium range"),
    gettext_noop("Spotting unit's D6"),
    gettext_noop("Spotting unit's RE"),
    gettext_noop("Spotting vehicle or support weapon in hard cover at far range"),
    gettext_noop("Spotting vehicle or support weapon in hard cover at medium range"),
    gettext_noop("Spotting vehicle or support weapon in medium cover at far range"),
    gettext_noop("Spotting vehicle or support weapon in medium cover at medium range"),
    gettext_noop("Spotting vehicle or support weapon in soft cover at far range"),
    gettext_noop("Spotting vehicle or support weapon in soft cover at medium range"),
    gettext_noop("Spring attack"),
    gettext_noop("Squad Leaders"),
    gettext_noop("Squad leader injured"),
    gettext_noop("Squad leader rally"),
    gettext_noop("Squad leader shocked"),
    gettext_noop("Squad leader's cover"),
    gettext_noop("Squad leaders (not counted among the soldiers)"),
    gettext_noop("Squad leaders lost"),
    gettext_noop("Stance and movement"),
    gettext_noop("Stance at the start"),
    gettext_noop("Standing or prone, at the start and the end of an action: what the action then allows."),
    gettext_noop("Standing or prone, changed at the start or end of an action; landing after a sprint."),
    gettext_noop(
        "Stopping a threat to the objective keeps the enemy's own aim; points break the tie as the chapter says."
    ),
    gettext_noop("Strafing planes only."),
    gettext_noop("Strafing run"),
    gettext_noop("Strafing, bombing and intercepting enemy units with planes"),
    gettext_noop("Stress"),
    gettext_noop(
        "Stress and the worn vehicle's -2 lower the Movement attribute, which never goes below 0 in; the advance's inches are added after that. Distances are kept exact, half inches included."
    ),
    gettext_noop("Stress before"),
    gettext_noop("Stress is a penalty to skill rolls and movement"),
    gettext_noop("Stress is meant to hurt a unit under fire; the roll modifier is the reading that does."),
    gettext_noop("Stress markers"),
    gettext_noop("Stress tokens"),
    gettext_noop("Structure catching fire"),
    gettext_noop("Structures catching fire"),
    gettext_noop("Structures with an objective marker"),
    gettext_noop(
        "Success or failure ends the unit's movement for the turn. After a successful crossing it may still use a remaining action to fire; after a failed one it may not."
    ),
    gettext_noop(
        "Such a vehicle has -1 on its command rolls too (recovering, rolling to come back from reserve). An aircraft that left the battlefield keeps its damage in reserve, so the -1 follows it."
    ),
    gettext_noop("Summary effects small caliber hits on horses"),
    gettext_noop("Summary effects small caliber hits on softskin transport vehicles"),
    gettext_noop("Summary effects weapons with HE value vs softskin vehicles"),
    gettext_noop("Summary small caliber hits on abandoned softskin vehicles"),
    gettext_noop("Super close range"),
    gettext_noop(
        "Super close range is at most 10 cm / 4 in, one infantry move. Close range stays under 50 cm / 20 in, as in the range-band table."
    ),
    gettext_noop(
        "Support and Deploying Units speak of the first turn and the second turn; the battle is played in rounds, in which each player takes turns activating units."
    ),
    gettext_noop("Support units and aircraft make a command roll to deploy from reserve; Fear (X) works within 6 in."),
    gettext_noop("Support units in reserve"),
    gettext_noop(
        "Support units need not deploy in the first turn; from the second they deploy only after a successful command roll, and a failure still counts as an activation and the player may not activate another unit."
    ),
    gettext_noop("Support weapons"),
    gettext_noop("Support weapons below half crew act only every other turn."),
    gettext_noop("Support weapons lost"),
    gettext_noop("Suppressed token waiting for its pair (R26)"),
    gettext_noop("Suppressed tokens it already has"),
    gettext_noop("Surrounded"),
    gettext_noop("Surrounded: break out or hold out?"),
    gettext_noop("Table (aimed) hits by armor piercing rounds on AFVs"),
    gettext_noop("Table Accuracy roll artillery & mortar fire on targets standing still"),
    gettext_noop("Table Effects of hits on infantry in combat"),
    gettext_noop("Table HE hits on support weapons"),
    gettext_noop("Table Hits with high explosive (HE) ammo on softskin vehicles"),
    gettext_noop("Table Vehicles ramming support weapons"),
    gettext_noop("Table accuracy roll AT grenades and satchel charges"),
    gettext_noop("Table accuracy roll Panzerfaust"),
    gettext_noop("Table accuracy roll Panzerschreck and Bazooka"),
    gettext_noop("Table accuracy roll for dropping a grenade into an AFV that is standing still"),
    gettext_noop("Table accuracy roll for throwing grenades in open top vehicles"),
    gettext_noop("Table accuracy roll grenades"),
    gettext_noop("Table autocannons hitting multiple units"),
    gettext_noop("Table blast radius"),
    gettext_noop("Table calculating force morale"),
    gettext_noop("Table drift direction Panzerfausts, Panzerschrecks and Bazookas"),
    gettext_noop("Table drift direction hand grenades, mortar & artillery"),
    gettext_noop("Table drift distance Panzerfausts, Panzerschrecks and Bazookas"),
    gettext_noop("Table drift distance artillery shells"),
    gettext_noop("Table drift distance grenades"),
    gettext_noop("Table effects for failed morale checks for pilots and crew"),
    gettext_noop("Table effects of hits on planes"),
    gettext_noop("Table effects of small caliber hits on abandonded softskin vehicles"),
    gettext_noop("Table high explosive (HE) ammo vs. abandoned softskin vehicles"),
    gettext_noop("Table high explosive hits on horses"),
    gettext_noop("Table infantry: effects of failed morale checks"),
    gettext_noop("Table machine guns hitting multiple targets"),
    gettext_noop("Table overheat check machine guns"),
    gettext_noop("Table small caliber hits on horses"),
    gettext_noop("Table small caliber hits on softskin transport vehicles"),
    gettext_noop("Table spotting the enemy"),
    gettext_noop("Table support weapon crews: effects of failed morale checks"),
    gettext_noop("Table vechicles running over enemy infantry and crew members"),
    gettext_noop("Table vehicle crews: effects of failed morale checks"),
    gettext_noop("Tables the book promises but does not print"),
    gettext_noop(
        "Tables use 'less than', 'A to B' and 'more than' without saying which band an exact edge belongs to. The range-band table has far beyond 100 cm and medium under 100 cm, so exactly 100 cm is in neither."
    ),
    gettext_noop("Tags (Alert, Sneaky), added to the spotter"),
    gettext_noop("Tags in a spot test"),
    gettext_noop("Taking an objective from the enemy"),
    gettext_noop("Taking the hit for a ranking officer"),
    gettext_noop(
        "Tank riders and passengers of small open vehicles may fire while carried, 'for the sacrifice of accuracy'; infantry and cavalry may shoot from horseback, cavalry losing less. The table it announces is missing; the attack table has -2 for infantry firing from a moving vehicle or horseback and -1 for cavalry."
    ),
    gettext_noop("Target"),
    gettext_noop("Target covered by smoke"),
    gettext_noop("Target is hidden (hide token)"),
    gettext_noop("Target wading through a river"),
    gettext_noop("Target within half the weapon's range"),
    gettext_noop("Target's Heavy Armour (X)"),
    gettext_noop("Target's Stealth (X)"),
    gettext_noop("Target's cover"),
    gettext_noop("Target's cover (levels add up)"),
    gettext_noop("Target's defence"),
    gettext_noop("Targeting a hidden or sneaking unit: 1D6 + RE against its 1D6 + RE."),
    gettext_noop("Team A soldiers within reach of the objective"),
    gettext_noop("Team B soldiers within reach of the objective"),
    gettext_noop("Team checking"),
    gettext_noop("Ten games and equal wins"),
    gettext_noop("Terrain"),
    gettext_noop("Terrain changes the movement dice"),
    gettext_noop("That is not an upgrade: it costs no more than the unit has now."),
    gettext_noop("That is what the text says wherever it names them, and nothing more."),
    gettext_noop("That soldier is still in the fight"),
    gettext_noop("The 'free 6 inch movement'"),
    gettext_noop("The 6 in it replaces is the advance's extra distance, not the whole move."),
    gettext_noop(
        "The 60 degrees is the limiting sentence and the solo chapter's firing angle; counting every turn beyond the arc keeps a turret from reaching 135 degrees for free."
    ),
    gettext_noop("The AFV moved this turn"),
    gettext_noop(
        "The Ambush section puts AT and AA guns in ambush alike, revealed only from super close range; the section on AT guns alone adds that infantry reveal them by coming that close."
    ),
    gettext_noop(
        "The Broken Ground rate, 1 in per pip, holds for every vehicle, Wheeled ones included. Rough Ground is 1 in per pip with the lowest die discarded for Slow, Standard and Fast vehicles alike. The +1 in (Standard) and +2 in (Fast) per Movement Die count on open or hard ground only."
    ),
    gettext_noop(
        "The Broken and Rough Ground entries stand once for the whole column, so they span every row below them."
    ),
    gettext_noop(
        "The Combat Score adds up the cost of enemy units killed or forced to surrender; a killed ranking officer counts 10 and a squad leader 5. Weapons left on the field count nothing."
    ),
    gettext_noop(
        "The Combat Score is checked before each new turn; a side at its limit (50 by default, 15 in Probing the enemy lines) makes the enemy withdraw. A completed mission objective ends the game at the end of the opponent's turn. After the last turn (5 by default) the higher score wins."
    ),
    gettext_noop("The Round"),
    gettext_noop(
        "The Squad Leaders section gives a rally radius of 20 cm / 8 in; an earlier passage on unit quality gives 10 cm / 4 in. Both allow two rallies a turn, each needing a passed morale check."
    ),
    gettext_noop("The Supply Road"),
    gettext_noop("The Supply Road: is the road clear?"),
    gettext_noop("The action pool"),
    gettext_noop(
        "The activation ladder puts the units closest to the mission objective second, after ranking officers."
    ),
    gettext_noop(
        "The advance penalty lasts for the remainder of the advancing unit's activation and Heavy looks at its activation; a free attack is made outside it."
    ),
    gettext_noop(
        "The answer of the last check, at the end of the turn before: none in the first turn, and none after a tie (R42)."
    ),
    gettext_noop("The app cannot measure the radius; the sectors are the best guess it has, and one tap corrects it."),
    gettext_noop("The app does not make up rules the text only names."),
    gettext_noop(
        "The app has no map: you mark the enemy units that could reach the objective this turn. Among those, the rest of the ladder decides; unmarked units follow them."
    ),
    gettext_noop(
        "The app keeps the tokens the rules name (injured, suppressed, shocked, pinned down, immobilized, gun damage, turret jam, broken down, stuck, smoke, hidden, on fire ...) on each unit and shows them on the unit; a physical marker of any kind will do at the table."
    ),
    gettext_noop(
        "The app ships no Speed Ratings: pick the rating your own copy gives your vehicle (Slow, Standard, Fast or Wheeled), and whether it runs on full tracks, half-tracks or wheels."
    ),
    gettext_noop(
        "The app's core force is drawn from the solo bags with the campaign's dice, as large as the player's (S1). It takes its seat in every game with that force, placed anew (S8); it accepts the result its player confirms; and after each result it claims what it salvaged and spends its campaign points on upgrades: its most valuable machines first (traded for better ones; their crews bought up only where the campaign trains crews, R45), then the best weapons for its highest-level soldiers, then its soldiers' rank, each time the dearest upgrade it can pay, until nothing more is in reach."
    ),
    gettext_noop("The appendix announces a table of tokens and does not print it."),
    gettext_noop(
        "The appendix names who overruns and what destroys each work but no roll for it; where it is silent the table keeps to what the word means on a battlefield."
    ),
    gettext_noop(
        "The arsenal's infantry and support doctrines roll as infantry and cavalry doctrines; its armoured doctrines roll as armour. Support weapons are drawn from the detachment type's support weapons; vehicles from its tanks, armoured cars and transports."
    ),
    gettext_noop(
        "The attack roll offers every one: a shooter on the second floor or higher +1; a target wading a river +2; a crew fighting on after losing its vehicle or support weapon -2 (and it fights as conscripts in melee); a scavenged enemy weapon -1; an armoured target in cover as R33 says."
    ),
    gettext_noop(
        "The attack roll passage asks for a total below the attack value, while the summary of combat dice asks for one that matches it or is below. Other tests (accuracy, suppression, melee, morale, machine guns stopping tanks, tables saying 'or lower') are also rolls under a number."
    ),
    gettext_noop("The attack table gives the numbers the missing table would hold; only who may fire is left to read."),
    gettext_noop("The attacker"),
    gettext_noop(
        "The attacker clears every defending unit from within 15 cm / 6 in of the road; the defender keeps one there to the end of turn 5."
    ),
    gettext_noop(
        "The attacker clears every enemy unit from 15 cm / 6 in of the road; the defender keeps one there until turn 5."
    ),
    gettext_noop(
        "The attacker gets 5 units to the far edge of the defender's zone; the defender stops them or holds for 5 turns."
    ),
    gettext_noop(
        "The attacker keeps the marked structures standing; the retreating defender destroys them (fire, or one HE hit)."
    ),
    gettext_noop(
        "The attacker must not let more than five defending units slip out through the corridor, while the defender's aim is to get at least five of them out: at exactly five, both sides would have won."
    ),
    gettext_noop(
        "The attacker must see at least one model for every three in the target unit. The text does not say how to count a unit whose size is not a multiple of three, nor what happens when some models but too few are seen."
    ),
    gettext_noop(
        "The attacker takes the enemy's ranking officer alive (within 10 cm / 4 in, none of his side near); the defender keeps him for 5 turns."
    ),
    gettext_noop(
        "The attacks value belongs to each model's weapon, and 'within' counts a distance equal to the limit, as the Measuring section says."
    ),
    gettext_noop("The best cover it has."),
    gettext_noop(
        "The best friendly unit has the most firepower, then the higher quality, then the most points. The most dangerous enemy has the most firepower. Otherwise a unit threatening the objective comes first, then the one worth most points, then the nearer. A weapon that cannot hurt a target never picks it."
    ),
    gettext_noop(
        "The best weapon is the one that costs most. Levels: squad leaders before soldiers, then elite, regular, conscript, then the unit's points. Weapons go to single soldiers only (not teams, not the officer); each takes one primary weapon, which replaces his carbine and must be better than it (a sniper keeps his scoped rifle), and one side weapon he does not carry yet. A drawn weapon nobody could take is set aside unbought."
    ),
    gettext_noop("The book allows it; it is the owner's choice."),
    gettext_noop(
        "The book does not say what happens when modifiers push the number needed below the lowest total the dice can show, or to their highest total."
    ),
    gettext_noop(
        "The book does not say what makes a weapon superior; any value that beats the soldier's own is a gain he would take."
    ),
    gettext_noop(
        "The book does not say who declares an objective met or what equal scores mean; agreement at the table and a draw are the fairest answers."
    ),
    gettext_noop("The book gives no other distance for 'nearby'."),
    gettext_noop("The book gives no tie-break, and draws and points measure something else than won games."),
    gettext_noop(
        "The book gives the ambush rule once for both guns; reading the detail for AT guns only would make two kinds of ambush with nothing in the book to tell them apart."
    ),
    gettext_noop("The book has no calculators; each roll has its own inputs."),
    gettext_noop("The book has no table for this (T2): 0 unless your group agreed on a bonus."),
    gettext_noop(
        "The book has no table for this: melee takes each side's weapon bonus as the players set it, 0 unless the group agreed on one. The melee form says so where the bonus is asked."
    ),
    gettext_noop(
        "The book names ranks for infantry alone; a crew learns its trade in battle, and a new machine does not make its men better."
    ),
    gettext_noop("The book says to keep the score on paper; it has no corrections."),
    gettext_noop("The book speaks of one core force per side, so the force is not split between players."),
    gettext_noop(
        "The book states the five-loss drop as its own figure, so the two drops do not add up; and a win ends the losing run, so the penalty lasts only while it does."
    ),
    gettext_noop("The book's examples, applied the same way to every effect, fill in its 'and so on'."),
    gettext_noop("The book's list of game modes follows exactly that story, and has the nine scenarios it counts."),
    gettext_noop(
        "The calculators say when pursuit is open and when overwatch matters (a spring attack on a unit on overwatch); how to pursue or cut off is left to the players' full rules."
    ),
    gettext_noop("The campaign ladder table"),
    gettext_noop("The chapter counts upgrades rather than pricing them; the score follows what the unit is worth."),
    gettext_noop(
        "The chapter on cover and its worked example agree with each other, and the book's own example of a tank behind a stone building adds 2 to its armour."
    ),
    gettext_noop(
        "The chapter says what the enemy moves towards and shoots at; it is silent on a unit with nothing to do."
    ),
    gettext_noop("The chapter's enemy always moves with a purpose; the nearest known enemy is the purpose left."),
    gettext_noop(
        "The claim covers vehicles, infantry weapons and support weapons alike, and the table knows every weapon left lying and who picked it up. A claimed machine or weapon is the side's own from then on; regular is the quality a machine's new crew brings, and a soldier still carries one primary weapon per man."
    ),
    gettext_noop("The core force in each battle"),
    gettext_noop(
        "The core rules are the base; a game module adds a setting and its army lists, an expansion adds optional rules."
    ),
    gettext_noop("The core text has no army lists and no points: a game module supplies both."),
    gettext_noop(
        "The core text names no abilities, so a pack writes each unit's own (name and what it does). The acting unit's card offers them after securing, as the text's order of actions has it; it may use every ability it has, each once an activation, and using one closes the actions before it. The players carry out what the ability says, except where the pack marks it as taking stress markers off a friendly unit: the card then asks which unit, and the app takes them off."
    ),
    gettext_noop("The crew already tried this turn"),
    gettext_noop("The crew is frightened"),
    gettext_noop("The crew is injured"),
    gettext_noop("The crew is the squad leader"),
    gettext_noop(
        "The crew rules take vehicles and support weapons down once over half the crew is lost, while the machine-gun chapter stops the double burst once half of the crew is gone."
    ),
    gettext_noop("The crew's other cover (levels add up)"),
    gettext_noop("The damage taken model by model: the damaged model first, the leader last, the rest carried on."),
    gettext_noop(
        "The defender of Breakthrough wins by keeping the attackers from the far edge, and victory is promised to a line held for more than five turns, while a game lasts five turns unless the players agree otherwise."
    ),
    gettext_noop(
        "The defender who still holds the line when the game's last turn ends has won: turn 5 in a game of the usual length, or the last turn the battle sets. No sixth turn is played for it, and the check refuses a turn past the last (R43)."
    ),
    gettext_noop(
        "The defender's own aim names its number, and Breakthrough, the mirror mission, counts the same way: the side that must stop the others lets four through at most."
    ),
    gettext_noop(
        "The defender's ranking officer is captured with an attacker within 10 cm / 4 in and none of his own there; killed, the attacker loses; free after 5 turns, the defender wins."
    ),
    gettext_noop(
        "The defender, nearly encircled, gets 5 units out through the escape corridor; the attacker closes the gap."
    ),
    gettext_noop(
        "The dice summary is the book's own digest and is explicit, and one rule for every roll-under test is easy to remember at the table."
    ),
    gettext_noop(
        "The dice summary makes the attack roll 4D6, yet two passages (machine guns hitting several targets, and Panzerfaust or Bazooka shots after a good accuracy roll) call for an attack roll on 2D6."
    ),
    gettext_noop("The dice thrown decide the risk, not the dice kept; three alike are more than a double, never less."),
    gettext_noop(
        "The die is the number of crew counters. Each is regular or elite, as the draw gives, and raises the crew of the most valuable machine not yet upgraded (vehicles and support weapons alike), never beyond what its detachment type allows. Upgrades cost no points, but the machine counts its new value on the Combat Score."
    ),
    gettext_noop("The distance rolled is halved and rounded down to a whole centimetre or inch."),
    gettext_noop(
        "The encircled defender breaks out with 3 units to any edge or holds 4 turns; the attacker crushes them."
    ),
    gettext_noop(
        "The enemy comes from the other side. Its nation, doctrine and detachment type are each picked with 1D6 split evenly among the arsenal's choices in its order (two: 1-3 and 4-6; four: one face each, 5 and 6 roll again); more than six choices are drawn from four dice. You may pick any of them instead."
    ),
    gettext_noop("The enemy has secured it since"),
    gettext_noop(
        "The enemy may be as far as the unit's SP in inches, that distance included, measured as any range is."
    ),
    gettext_noop(
        "The enemy moves towards the objective, then towards the enemy unless it is at super-close range, then to better cover, then to abandoned gear."
    ),
    gettext_noop("The enemy officer's orders"),
    gettext_noop("The enemy unit has acted this turn"),
    gettext_noop("The enemy unit has only Unwieldy weapons"),
    gettext_noop("The enemy unit is"),
    gettext_noop("The enemy unit is hidden or sneaking (flushing)"),
    gettext_noop("The enemy's choice of target and orders"),
    gettext_noop("The enemy's extra points: 3D6 or 2D6 for soldiers, 2D6 weapon upgrades, 3D6 support, 1D6 crews."),
    gettext_noop("The enemy's qualities"),
    gettext_noop("The enemy's ranking officer orders his best units."),
    gettext_noop(
        "The escape corridor is rolled on 3D6, but the printed list runs to totals 3D6 cannot reach (up to 24) and leaves out 4; another passage says it works like the deployment roll."
    ),
    gettext_noop("The extra manoeuvres are free, so the advance move's limit of one rises by the same X."),
    gettext_noop("The firing rules tie each pace to its dice, and no other passage gives a vehicle a number of dice."),
    gettext_noop(
        "The first action of mounted troops is to drive and unload in the best cover; the chapter says nothing of a rider picked to act on his own."
    ),
    gettext_noop("The first turn is the first round and the second turn is the second round."),
    gettext_noop(
        "The forfeit check comes first, in the last round too: a player with no units on the battlefield loses even when ahead on points; when both have none, nobody wins."
    ),
    gettext_noop("The forfeit check runs at the end of every round"),
    gettext_noop(
        "The free 6 in is the placement within 6 in of an entry point, which is in effect a move onto the table. An ambushing unit is placed where it chooses instead, then activates as normal, its own move included."
    ),
    gettext_noop("The free attack is the other player's decision, and it comes before anything else happens."),
    gettext_noop("The game is already under way"),
    gettext_noop(
        "The higher die counts at 1 in per pip, Shock taken off. On a double the tank is trapped inside the building and does not drive on; the end of the Turn brings the roll to get out."
    ),
    gettext_noop("The highest infantry levels always get the best weapons."),
    gettext_noop(
        "The horizontal distance plus 1 in for each height level between the model and the leader, up or down, must be 4 in or less (8 in for Skirmishers). Each model is checked; the unit is in formation when all are."
    ),
    gettext_noop(
        "The infantry effect table, counted for the whole crew: two injuries kill, two suppressions surrender."
    ),
    gettext_noop(
        "The ladder depends on the order of results, so only the latest can be undone without rewriting history."
    ),
    gettext_noop(
        "The ladder is the game modes in the order the book lists them, starting with Probing the enemy lines (R21 for king of the hill); the campaign readings C1-C8 cover what the text leaves open."
    ),
    gettext_noop("The ladder moves on wins and losses; the book never says what a drawn game does."),
    gettext_noop(
        "The ladder's table is missing; the text names its first scenario, map 2 as 'king of the hill', nine scenarios and the story from scouting to encircling the enemy."
    ),
    gettext_noop("The leader can be placed"),
    gettext_noop("The leader is a model like the others; losing models is damage in all but name."),
    gettext_noop(
        "The leader is placed within 1 in, the others in formation; models that cannot be placed, or only in an enemy's assault range, are casualties; the whole unit if the leader cannot be placed."
    ),
    gettext_noop("The leader moves up to its movement in straight legs, the rest of the unit follows in formation."),
    gettext_noop("The leader placed within 1 in of the transport, not in an enemy's assault range."),
    gettext_noop(
        "The levels climbed down are added up over the whole move, then cost 1 in per 2 full levels: two drops of one level cost 1 in, like one drop of two."
    ),
    gettext_noop("The line of sight is blocked if any model of the target unit is partly hidden by a friendly unit."),
    gettext_noop(
        "The log already names who fired and what it caused, so the app can count for the players what they would otherwise have to track on paper."
    ),
    gettext_noop(
        "The machine-gun chapter is the rule written for machine guns, so it wins over the general one for them and only for them."
    ),
    gettext_noop("The melee effect table kills on 2 to 6 and injures on 7 to 11; 12 has no result."),
    gettext_noop(
        "The minimum is half the aircraft's Movement attribute as printed, whatever stress, damage or an advance move do. When its maximum after modifiers is below that minimum, the aircraft is destroyed."
    ),
    gettext_noop(
        "The mission gives the place of each player's entry points and of the objectives; where it lets the players place their entry points, they roll off and then place one each in turn, the winner first."
    ),
    gettext_noop(
        "The mobility dice are how fast a vehicle is in Burst of Fire, the nearest thing to a Speed Rating; the pairing of terrain kinds follows what each ground costs in both games."
    ),
    gettext_noop("The morale rolled when the campaign starts, minus 1 after 3 losses in a row, minus 2 after 5."),
    gettext_noop("The most victory points wins, unless a round ends with a player having no units on the battlefield."),
    gettext_noop(
        "The move of the sneak does not stop it hiding, but a sneaking unit that threw on its way does not hide at its end."
    ),
    gettext_noop("The movement and attack penalties of a crew taking over a vehicle it is not used to."),
    gettext_noop(
        "The movement and terrain table tells units to abandon their lowest or highest die (or two), to add their highest or lowest die, or to add their two highest; steep hills allow 1D6 per turn."
    ),
    gettext_noop(
        "The moving player ticks the enemy units it left as it moves. When its activation is over, each owner in turn makes the free attack with a weapon of their choice, or lets it go; play passes on after the last. A free attack needs the attacker and the mover both still on the battlefield."
    ),
    gettext_noop("The order is the one the procedures read, so the same faces always give the same result."),
    gettext_noop("The order the initiative dice are typed"),
    gettext_noop(
        "The other accuracy tables for the same kind of roll spell out 'or lower', and R1 reads every target the same way."
    ),
    gettext_noop("The outer edge of the defender's deployment zone."),
    gettext_noop(
        "The owner picks a model, never the leader unless it is the last, and damage left when it dies goes on to another. A model already damaged must take new damage first."
    ),
    gettext_noop(
        "The pace chosen sets the number of dice rolled for every move. The calculator refuses Flat Out for a vehicle that reverses or turns such a corner."
    ),
    gettext_noop(
        "The pairs are rounded (10 cm is not exactly 4 in), so converting between them would give awkward numbers; 2.5 is the ratio the book's own pairs follow."
    ),
    gettext_noop("The passengers are placed around the wreck; those who cannot be placed are lost."),
    gettext_noop(
        "The passengers of a destroyed transport are placed around it; models that cannot be placed are lost, and the whole unit if its leader cannot be."
    ),
    gettext_noop("The passengers placed around it in formation; those that cannot be are lost, all if the leader is."),
    gettext_noop(
        "The placement rules give the choice to whoever wins the placement-order roll, while the deployment section speaks of the player who rolled for the deployment sector."
    ),
    gettext_noop(
        "The placement-order roll decides: the higher die places first. The deployment section's wording is read as meaning that same roll."
    ),
    gettext_noop(
        "The player chooses whether to test; the test is only made at the start of the activation, before the unit moves. A unit without stress has nothing to recover."
    ),
    gettext_noop(
        "The player ticks the enemy's units within the officer's command radius that may still act (those the app knows to stand in his sector come ticked). He orders the most firepower first, then the best quality, then the most points, as many as his doctrine's orders allow. The app then activates them one after another in that order, each deciding its own action from what it sees, and ends the orders when none of them is left to act."
    ),
    gettext_noop(
        "The radius is 20 cm / 8 in. Up to two rally attempts per turn, one morale check and one action per soldier; a success removes one suppressed and/or one frightened token."
    ),
    gettext_noop("The ranking officer has been killed"),
    gettext_noop("The ranking officer is dead"),
    gettext_noop("The re-rolled die is the roll that counts; the text says a re-roll's result is kept."),
    gettext_noop("The rest of its move is off the table: there is nothing left to measure."),
    gettext_noop(
        "The rest of the unit is placed in formation with the leader; then the unit moves, attacks and secures as in any activation. Getting out is not its move."
    ),
    gettext_noop(
        "The retreating defender destroys the structures marked as objectives (fire, or one HE hit); the attacker keeps them standing."
    ),
    gettext_noop("The roll is only asked for from the second round; the failure spends the activation, not the unit."),
    gettext_noop("The round only moves on to checking stress once every unit has activated."),
    gettext_noop(
        "The rule changes how much cover a vehicle needs, not what counts as cover; the line of sight itself is found as for any unit."
    ),
    gettext_noop(
        "The rule stands under Aim and Shoot, and 'no bonus' reads as the aim being spent on picking the target."
    ),
    gettext_noop("The same action twice"),
    gettext_noop("The same dice keep both sides even."),
    gettext_noop("The same fair die works for any arsenal, not only the book's two example nations."),
    gettext_noop(
        "The same priorities the chapter gives for its crews and weapons, applied to the campaign's upgrades."
    ),
    gettext_noop("The section written about squad leaders is the more specific rule."),
    gettext_noop("The sector the enemy activates in next, and the order of its units there."),
    gettext_noop("The shooter is frightened"),
    gettext_noop("The shooter is injured"),
    gettext_noop("The shooter is the squad leader"),
    gettext_noop("The shot"),
    gettext_noop(
        "The side with more soldiers around the objective captures it, crew members counting as soldiers, and a zone must be held for a full turn; equal numbers are not mentioned."
    ),
    gettext_noop("The skill rolls of one weapon's attacks with every modifier and weapon rule: how many hit."),
    gettext_noop("The sneak's own rule allows the move and nothing more; the hide rule still forbids the throw."),
    gettext_noop("The soldier or crew member evades on 2D6 at 8 or less, then checks morale; 9 or more kills it."),
    gettext_noop(
        "The solo rules bring their own 4D6 deployment ranges and an 8D6 scenario table whose scenario names differ from the game modes chapter."
    ),
    gettext_noop(
        "The solo tables are complete as they stand; only their names needed matching to the modes the app knows."
    ),
    gettext_noop(
        "The solo tables are used as printed (deployment 4-8 north, 9-13 east, 14-18 south, 19-23 west, 24 rolled again). Their scenarios are the game modes: King of the hill is Victory Zones, Keep the supplies coming is The Supply Road, Escape the pocket is Avoid the pocket, Pocket battle is Surrounded, Prisoner of war is Capture the enemy commander."
    ),
    gettext_noop(
        "The spot test takes one more number, added to the spotting unit's total: the players add up what their units' tags say (a spotter's Alert as a bonus, a target's Sneaky as a minus). The +3 against a unit sneaking out of cover the app counts itself."
    ),
    gettext_noop("The standard actions of a foot-unit assigned to act; some combine, others do not."),
    gettext_noop(
        "The table for high-explosive hits on abandoned softskin vehicles gives a result for every 2D6 total except 5."
    ),
    gettext_noop("The table for high-explosive hits on horses gives a result for every 2D6 total except 4."),
    gettext_noop("The table for small-calibre hits on horses gives a result for every 2D6 total except 4."),
    gettext_noop(
        "The table gives open or hard ground a rate for each Speed Rating, one rate for Broken Ground, one for Rough Ground (fully tracked vehicles only), and no movement for Wheeled vehicles in Rough Ground."
    ),
    gettext_noop("The table knows what the app cannot see; the log keeps the game honest either way."),
    gettext_noop("The table's effect names agree with the text; only its consequence column is out of place."),
    gettext_noop(
        "The tables are not ours to copy, and a made-up rating for a real vehicle would be mistaken for the game's."
    ),
    gettext_noop(
        "The tags are defined elsewhere; one signed number fits whatever they say without guessing their values."
    ),
    gettext_noop("The target"),
    gettext_noop("The target is"),
    gettext_noop("The target is within assault range of a friendly unit"),
    gettext_noop(
        "The target rolls defence once per point of damage of each hit, minus piercing, +4 when sight was obstructed."
    ),
    gettext_noop("The target's player makes the defence rolls after the attacker's skill rolls."),
    gettext_noop("The test itself never changes; only when it is taken does."),
    gettext_noop("The text allows the two stance changes in words and limits shooting and throwing to once."),
    gettext_noop("The text does not say how re-rolled dice for ties are recorded."),
    gettext_noop(
        "The text does not say where along the way it bogs down; the end of the move the player chose is the only place both players know."
    ),
    gettext_noop(
        "The text frees the vehicle on 6 or lower on 2D6, to move the next turn. The table beside it swaps the consequences: freed but may not move, still stuck but may move."
    ),
    gettext_noop(
        "The text gives bonuses and penalties to the roll to hit, to CC, to ST and to dodging or parrying, but not the rolls themselves, nor any weapon table."
    ),
    gettext_noop(
        "The text gives hidden units their own way into close combat, with its own bonuses; a prone sneak into contact would bypass it."
    ),
    gettext_noop("The text gives no values for its tags: add up what the units' tags say (Q1)."),
    gettext_noop(
        "The text gives the dice but not the inches; 1 in per pip is the rate of every other ground that is not open."
    ),
    gettext_noop("The text gives the rule without exception. Moving a model or picking another attacker clears it."),
    gettext_noop("The text gives the two for different reasons and never says one replaces the other."),
    gettext_noop("The text has no other engagement range; the rule forbids the weapon, not the whole unit."),
    gettext_noop("The text lists both moments and says a freed vehicle acts when next activated."),
    gettext_noop("The text makes the forfeit an exception to the points rule."),
    gettext_noop(
        "The text names the original rate for the minimum; an aircraft whose maximum is too short can never meet it."
    ),
    gettext_noop(
        "The text offers a prone unit only those two paths; a unit crawling at a run's pace would make standing up pointless."
    ),
    gettext_noop("The text plays each player for themselves; teams would need rules it does not give."),
    gettext_noop("The text says all attribute rolls, and nothing in it repairs a unit in reserve."),
    gettext_noop("The text says any round and names reserves explicitly; a player who keeps everything back loses."),
    gettext_noop(
        "The text says how an objective is secured and how a control objective stays secured, not what happens when the other player secures it."
    ),
    gettext_noop(
        "The text speaks of the total distance, which is what the dice give once every other rule is counted."
    ),
    gettext_noop(
        "The text wins: 6 or lower frees the vehicle and it may move next turn; 7 or more and it is still stuck and tries again next turn. One attempt per turn."
    ),
    gettext_noop("The thrower is frightened"),
    gettext_noop("The thrower is injured"),
    gettext_noop("The thrower is the squad leader"),
    gettext_noop("The token table"),
    gettext_noop("The tokens are named where their rules are; only their pictures are missing."),
    gettext_noop("The transport is friendly"),
    gettext_noop("The unit is a vehicle"),
    gettext_noop("The unit is only placed once the roll succeeds; until then it is nowhere near any enemy."),
    gettext_noop("The unit is placed, not its leader alone; one entry point keeps it together."),
    gettext_noop(
        "The unit is within 1 in when any of its models is. Any enemy unit within 1 in of the marker stops it; the action is then taken, but the objective is not secured."
    ),
    gettext_noop("The unit never makes an advance move."),
    gettext_noop("The unit's formation reaches 8 inches."),
    gettext_noop("The unit's move this activation"),
    gettext_noop(
        "The valid target rules speak of the unit, and a free attack counts every model as in assault range; one answer for the whole unit also lets its attacks be rolled together."
    ),
    gettext_noop("The vehicle carries him; getting out is the one thing he can do that the chapter's purposes need."),
    gettext_noop(
        "The vehicle has 1 + X free manoeuvres a move. On an advance move it may make up to 1 + X manoeuvres, all free; on a normal move each manoeuvre beyond 1 + X costs 2 in."
    ),
    gettext_noop("The vehicle is bigger than a car"),
    gettext_noop("The vehicle is bigger than a motorcycle"),
    gettext_noop("The vehicle moved this turn"),
    gettext_noop(
        "The vehicle restrictions forbid climbing (and changing height level without Flying), and say nothing of barriers or slow terrain."
    ),
    gettext_noop(
        "The victor claims the abandoned vehicles and weapons; they may join its force in the next game, free, and are worked without the penalties for enemy equipment."
    ),
    gettext_noop(
        "The weapon's damage per hit is reduced first, so each hit needs fewer defence rolls; piercing is reduced before it becomes the defence roll's penalty."
    ),
    gettext_noop(
        "The zone goes to the higher number; with equal numbers there is no such side, so there is nothing to hold, and a hold a tie has broken starts again from nothing."
    ),
    gettext_noop("There is room to place it"),
    gettext_noop(
        "These act on the dice rolled for one move: abandoning drops those dice, adding a die counts it twice, adding the two highest counts both twice. A move never has fewer than zero dice, so a 1D6 vehicle that must abandon two dice does not move. On steep hills the move is 1D6 whatever the vehicle's dice, once per turn."
    ),
    gettext_noop("They use every kind of objective the text describes, and leave the table's terrain to the players."),
    gettext_noop("This count is the one that gives the book's own example its total of 12."),
    gettext_noop(
        "Those are the only ways a battle ends in the app; a win on points after the last turn is closest to an enemy worn down by losses."
    ),
    gettext_noop(
        "Those are the values: a shot by a passenger is filled in at -2 (cavalry -1). By default any passenger may fire and the players judge who can see out."
    ),
    gettext_noop(
        "Three defending units at any board edge break out; holding 4 turns also wins; the attacker must destroy them all."
    ),
    gettext_noop("Three or four players"),
    gettext_noop("Throwing a grenade"),
    gettext_noop("Throwing a ranged weapon"),
    gettext_noop("Throwing an AT grenade or satchel charge"),
    gettext_noop("Throwing antipersonnel grenades in vehicles and bunkers"),
    gettext_noop(
        "To recover, a unit makes one command roll per stress marker, and a 12 removes all its markers. What other successful rolls do is not said."
    ),
    gettext_noop("Token the soldier already has"),
    gettext_noop("Took damage this round"),
    gettext_noop("Torrent"),
    gettext_noop("Torrent ignores the modifiers"),
    gettext_noop(
        "Total modulo 4: 0 north, 1 east, 2 south, 3 west; 24 is rolled again. The opponent (or other team) takes the opposite edge."
    ),
    gettext_noop("Towing a support weapon"),
    gettext_noop("Towing halves the move"),
    gettext_noop(
        "Tracked vehicles cross Medium and Major Obstacles at Rapid speed, on two Movement Dice with the higher discarded; a double immobilises them."
    ),
    gettext_noop(
        "Tracked vehicles cross minor obstacles as Broken Ground, others on 2 dice less the higher; a double immobilises."
    ),
    gettext_noop("Transports move as vehicles; aircraft are vehicles too."),
    gettext_noop("Trapped in a building"),
    gettext_noop("Turn just ended"),
    gettext_noop("Turn now"),
    gettext_noop("Turn the smoke was laid"),
    gettext_noop(
        "Turns go round in initiative order. A player with no unit left to activate passes, and the others keep taking turns until every unit has activated."
    ),
    gettext_noop("Turret vehicles: angle from the turret's gun to the target"),
    gettext_noop("Turret vehicles: it also has a hull-mounted weapon"),
    gettext_noop("Turret vehicles: the turret is jammed"),
    gettext_noop("Two measuring systems, no conversion"),
    gettext_noop("Unit"),
    gettext_noop("Unit in cover"),
    gettext_noop("Unit type"),
    gettext_noop("Unit's distance to the marker (in)"),
    gettext_noop("Units and movement"),
    gettext_noop(
        "Units are in each other's assault range while any of their models are within 1 in. Leaving it at any moment counts, even if the unit comes back within 1 in; each enemy unit left gets one free attack per activation."
    ),
    gettext_noop("Units move and fight through the rounds; 6 rounds unless the mission says otherwise."),
    gettext_noop("Units of the other team, hidden ones included."),
    gettext_noop(
        "Units start off the table in reserve and come on at entry points; freely placed entry points alternate after a roll-off."
    ),
    gettext_noop("Units that reached the board edge inside the escape corridor."),
    gettext_noop(
        "Units within 6 in of a unit with Fear (X) suffer -X on command rolls; several Fear rules do not add up, the largest X is used."
    ),
    gettext_noop("Units within 6 inches take -X to command rolls; only the largest fear counts."),
    gettext_noop(
        "Unless the mission says otherwise: access scores when secured; destroy scores when it is destroyed at the end of the round after it was secured, and not at all if the game ends first; control scores for the player holding it at the end of the game; recover scores at the end of the game if the unit carrying it survives."
    ),
    gettext_noop(
        "Unlike Support, the aircraft rule names no round without a roll, and it is itself the rule that lets the unit skip the first-round deployment."
    ),
    gettext_noop("Unmapped table results"),
    gettext_noop("Unstable"),
    gettext_noop("Unstable counts each 1 once, the attack still counts"),
    gettext_noop("Unwieldy"),
    gettext_noop("Unwieldy weapons and free attacks"),
    gettext_noop("Unwieldy weapons may not make free attacks against units leaving 'engagement range'."),
    gettext_noop("Up to X infantry models aboard."),
    gettext_noop(
        "Upgrades bought with campaign points must reach the table, so the force, not the scenario, sets them."
    ),
    gettext_noop("Use the shorter 10 cm / 4 in radius."),
    gettext_noop("Use units in the adjacent sector."),
    gettext_noop("Using the book's own pairing ratio (R6) makes a move equally long in both systems."),
    gettext_noop("Valid target and range"),
    gettext_noop("Value used"),
    gettext_noop("Values on a band's edge"),
    gettext_noop("Vehicle"),
    gettext_noop("Vehicle crew members"),
    gettext_noop("Vehicle manoeuvres"),
    gettext_noop("Vehicle move"),
    gettext_noop("Vehicle movement: Chain of Command"),
    gettext_noop(
        "Vehicle movement: Chain of Command. A vehicle's Move rolls Chain of Command's Movement Dice by its Speed Rating and the ground, instead of Burst of Fire's vehicle movement."
    ),
    gettext_noop("Vehicle moving backward"),
    gettext_noop("Vehicle that lost more than half its hit points"),
    gettext_noop("Vehicle's hit points lost"),
    gettext_noop("Vehicle's original hit points"),
    gettext_noop("Vehicles"),
    gettext_noop(
        "Vehicles and horses roll 1D6 to 8D6 for a move, without saying how far one pip goes. Infantry moves 10 cm / 4 in and support weapons 5 cm / 2 in."
    ),
    gettext_noop("Vehicles and support weapons have inexperienced crews by default."),
    gettext_noop("Vehicles count their movement rate as half when moving backward."),
    gettext_noop("Vehicles cross barriers at +1 in and count slow terrain double, as every other model does."),
    gettext_noop("Vehicles lost"),
    gettext_noop("Vehicles over barriers and slow terrain"),
    gettext_noop("Vehicles ramming support weapons"),
    gettext_noop("Vehicles running over infantry and crew"),
    gettext_noop("Vehicles running over support weapons and infantry"),
    gettext_noop("Vehicles that carry infantry."),
    gettext_noop("Vehicles that fly over the battlefield."),
    gettext_noop(
        "Vehicles that have lost more than half their original hit points suffer -1 to all attribute rolls; command rolls are attribute rolls."
    ),
    gettext_noop(
        "Vehicles turn by manoeuvres of up to 45 degrees: one free per move, more for 2 inches each, one only in an advance move."
    ),
    gettext_noop(
        "Vehicles with this rule may make X additional free manoeuvres in their activation, including on an advance move, where a vehicle otherwise makes one manoeuvre at most."
    ),
    gettext_noop("Vehicles' data"),
    gettext_noop("Vehicles, support weapons and infantry weapons only."),
    gettext_noop("Vehicles: it cannot move (immobilized or stuck)"),
    gettext_noop("Victory Zones: who holds the zone?"),
    gettext_noop("Victory points it is worth"),
    gettext_noop("Weapon"),
    gettext_noop("Weapon attacks"),
    gettext_noop("Weapon cards and melee modifiers"),
    gettext_noop("Weapon damage"),
    gettext_noop("Weapon piercing"),
    gettext_noop("Weapon range (in)"),
    gettext_noop("Weapons without the Assault rule take -4 to skill rolls in assault range."),
    gettext_noop("What 'took damage' means for stress"),
    gettext_noop("What an enemy soldier takes up"),
    gettext_noop("What an enemy unit killed or surrendered adds to the Combat Score."),
    gettext_noop("What an upgrade may be"),
    gettext_noop("What changes for models of the vehicle type."),
    gettext_noop("What counts as a double"),
    gettext_noop("What destroys a fieldwork"),
    gettext_noop("What difficult terrain costs"),
    gettext_noop("What drifts"),
    gettext_noop(
        "What each side spends in a game mode, and each player after the optional multiplayer cut (4 or 6 players)."
    ),
    gettext_noop("What else lies between them"),
    gettext_noop("What exploded"),
    gettext_noop("What explodes"),
    gettext_noop("What fieldworks stop, and what destroys them"),
    gettext_noop("What happened"),
    gettext_noop(
        "Whatever pace was chosen, two dice are rolled and the lower counts at 1 in per pip, with no bonus for a Standard or Fast vehicle. On a double it is Immobilised on the obstacle and gets no farther."
    ),
    gettext_noop(
        "Wheels and half-tracks pass fences only; tracks cross low obstacles as broken ground and bigger ones on the lower of two dice, a double sticking them."
    ),
    gettext_noop("When"),
    gettext_noop("When a ranking officer is hit, a friendly soldier within 5 cm / 2 in may take the hit instead."),
    gettext_noop(
        "When a transport is destroyed, its passengers' owner says whether the leader fits and how many of the other models do; the rest are removed, which counts as damage this round (O57). Play waits for that answer."
    ),
    gettext_noop("When a unit that cannot be placed is destroyed"),
    gettext_noop("When a vehicle is obscured"),
    gettext_noop("When an Immobilised vehicle rolls"),
    gettext_noop(
        "When no unit in the sector may still act, the app looks next door: from a flank, the middle, then the other flank; from the middle, the left flank, then the right."
    ),
    gettext_noop("When objectives score"),
    gettext_noop("When the end of the next round is also the end of the game, take the end of the next round."),
    gettext_noop("When unsure, agree on a quick answer or roll off for who decides, and look it up after the game."),
    gettext_noop("Where it is"),
    gettext_noop(
        "Where one side's objective is to stop the other's (the defender of the Supply Road, Breakthrough, Surrounded and Capture the commander; the attacker of Avoid the pocket and Delay the enemy advance), the table asks when the last turn ends whether the other side accomplished its objective. If it did not, the stopping side has won decisively (15 campaign points) without a claim of its own. The higher Combat Score decides only where no objective decides the game."
    ),
    gettext_noop("Where the edge of a band falls"),
    gettext_noop("Where the enemy last acted"),
    gettext_noop("Where the markers go"),
    gettext_noop("Where the observer stands"),
    gettext_noop("Where the target stands"),
    gettext_noop("Whether a foot-unit in cover may hide: prone, not moving, shooting or throwing."),
    gettext_noop("Whether a foot-unit may shoot, and whether the shot is aimed (+1 to hit) or a snap shot."),
    gettext_noop("Whether a foot-unit may sneak, how far (SP ÷ 2) and what it may do on the way."),
    gettext_noop("Whether a foot-unit may throw, and the -1 to hit for a throw into an open-topped unit."),
    gettext_noop("Whether a unit may be attacked: line of sight, the assault range rules and the weapon's range."),
    gettext_noop("Whether a unit may be chosen now, how it comes out of reserve, and its actions in order."),
    gettext_noop(
        "Whether a unit may spend two actions on two moves here; an AFV's third action is never a third move."
    ),
    gettext_noop(
        "Whether a unit sees its target: buildings and burning wrecks block, and so does more than 5 cm / 2 in of woods or of ground behind a hedge; artillery and bombs go over."
    ),
    gettext_noop("Which armour a shot meets"),
    gettext_noop("Which attribute"),
    gettext_noop("Which doctrines roll as infantry and which as armour"),
    gettext_noop("Which enemy unit acts next"),
    gettext_noop("Which enemy unit takes action first/next?"),
    gettext_noop("Which scenario comes next and who attacks, after each campaign game; when the campaign ends."),
    gettext_noop(
        "Which weapons bear on a target (infantry 180 degrees, turrets 90, turretless vehicles and support weapons 60), and the one action it costs to pivot or turn the turret."
    ),
    gettext_noop("Who"),
    gettext_noop("Who a fieldwork stops, who gets past it, and which AFVs flatten it; infantry climbs sandbags (1D6)."),
    gettext_noop("Who attacks"),
    gettext_noop("Who checks"),
    gettext_noop("Who failed the check"),
    gettext_noop("Who fits in a bunker"),
    gettext_noop("Who held the zone when this turn began"),
    gettext_noop("Who is in the path"),
    gettext_noop("Who is near an objective"),
    gettext_noop("Who leads a unit"),
    gettext_noop("Who moves"),
    gettext_noop("Who places first"),
    gettext_noop("Who rolls the defence"),
    gettext_noop("Who was lost"),
    gettext_noop("Win conditions"),
    gettext_noop(
        "With dice rolled at the table, an attack that hits waits until its defence dice are typed; either player may type them, and nothing else happens in the meantime. With the app's dice both rolls are made in one tap."
    ),
    gettext_noop(
        "With equal numbers in the zone nobody holds it, and a side that held it before loses the hold. A zone is held for a full turn only when its side held it, with no tie, both when the turn began and when it ended."
    ),
    gettext_noop("With equal victory points the game is a draw, unless the mission gives its own tie-break."),
    gettext_noop("With equal wins after ten games, the campaign is drawn."),
    gettext_noop(
        "With several players, keep note of the initiative order; a player with no unit on the battlefield at the end of a round forfeits."
    ),
    gettext_noop("Within 1 in of the marker, no enemy in assault range or at the marker; vehicles cannot."),
    gettext_noop("Within 1 in of the transport, outside enemy assault range."),
    gettext_noop("Within 1 inch of an enemy model is assault range."),
    gettext_noop(
        "Within 1 inch of an objective and no enemy in assault range secures it; control, destroy, access and recover objectives score differently."
    ),
    gettext_noop("Within 10 cm / 4 in; count vehicle crew members as soldiers."),
    gettext_noop("Within 4 in of the leader (Skirmishers 8), +1 in per height level, and seen by the leader."),
    gettext_noop("Within 6 in of an entry point (with Ambush: anywhere more than 12 in from the enemy)."),
    gettext_noop("Within 6 in of an entry point; Ambush anywhere more than 12 in from the enemy."),
    gettext_noop("Won on the Combat Score (withdrawal or after the last turn): strategic victory."),
    gettext_noop("Woods between them that neither stands in"),
    gettext_noop("Woods: how far the line runs inside the wood to it. Hedge: how far it stands behind the hedge."),
    gettext_noop("X more free manoeuvres per activation, advance moves too."),
    gettext_noop("You play the enemy yourself by the chapter's priorities."),
    gettext_noop(
        "You roll the dice the enemy rolls for your doctrine's kind (soldiers, weapons and support, added up); the total is added to what your detachment may spend."
    ),
    gettext_noop("You set up your core force; the enemy sets up the core units of its doctrine, then both add points."),
    gettext_noop("Your Combat Score in the game"),
    gettext_noop("Your additional points"),
    gettext_noop(
        "Your core force is the detachment you bring, within the scenario's points for your role. The enemy's core is its detachment type's ranking officer and core units, topped up to the same points from the chapter's bags: for infantry and cavalry half to soldiers and half to support weapons, for armour a third to soldiers and the rest to vehicles. Points a bag cannot use are lost."
    ),
    gettext_noop("Your unit is within assault range of another enemy"),
    gettext_noop("Your unit is within assault range of the target"),
    gettext_noop("Your unit was within 1 in of the enemy unit"),
    gettext_noop("aa gun"),
    gettext_noop("abandon highest"),
    gettext_noop("abandon highest and lowest die"),
    gettext_noop("abandon highest die"),
    gettext_noop("abandon highest off paved roads"),
    gettext_noop("abandon highest off roads"),
    gettext_noop("abandon lowest"),
    gettext_noop("abandon lowest die"),
    gettext_noop("abandon lowest off paved roads"),
    gettext_noop("abandon lowest off roads"),
    gettext_noop("abilities"),
    gettext_noop("above 88mm"),
    gettext_noop("access"),
    gettext_noop("accuracy roll"),
    gettext_noop("actions"),
    gettext_noop("actions 1"),
    gettext_noop("actions 2"),
    gettext_noop("actions 3"),
    gettext_noop("actions 4"),
    gettext_noop("actions 5"),
    gettext_noop("actions 6"),
    gettext_noop("actions 7"),
    gettext_noop("actions 8"),
    gettext_noop("activate"),
    gettext_noop("advance move"),
    gettext_noop("after a tie"),
    gettext_noop("after a tie, highest tie first"),
    gettext_noop("afv"),
    gettext_noop("aim and shoot"),
    gettext_noop("aimed at turret"),
    gettext_noop("aimed shot"),
    gettext_noop("aircraft"),
    gettext_noop("allies"),
    gettext_noop("allowance"),
    gettext_noop("allowed"),
    gettext_noop("already activated"),
    gettext_noop("already hidden"),
    gettext_noop("already used"),
    gettext_noop("ambush"),
    gettext_noop("ammo storage hit vehicle explodes"),
    gettext_noop("ap"),
    gettext_noop("arching artillery"),
    gettext_noop("armed transport"),
    gettext_noop("armor"),
    gettext_noop("armor pierced"),
    gettext_noop("armour 0"),
    gettext_noop("armour 1"),
    gettext_noop("armour 10"),
    gettext_noop("armour 11"),
    gettext_noop("armour 12"),
    gettext_noop("armour 13"),
    gettext_noop("armour 14"),
    gettext_noop("armour 15"),
    gettext_noop("armour 16"),
    gettext_noop("armour 17"),
    gettext_noop("armour 18"),
    gettext_noop("armour 19"),
    gettext_noop("armour 2"),
    gettext_noop("armour 20"),
    gettext_noop("armour 21"),
    gettext_noop("armour 22"),
    gettext_noop("armour 23"),
    gettext_noop("armour 24"),
    gettext_noop("armour 25"),
    gettext_noop("armour 26"),
    gettext_noop("armour 27"),
    gettext_noop("armour 28"),
    gettext_noop("armour 29"),
    gettext_noop("armour 3"),
    gettext_noop("armour 30"),
    gettext_noop("armour 31"),
    gettext_noop("armour 32"),
    gettext_noop("armour 33"),
    gettext_noop("armour 4"),
    gettext_noop("armour 5"),
    gettext_noop("armour 6"),
    gettext_noop("armour 7"),
    gettext_noop("armour 8"),
    gettext_noop("armour 9"),
    gettext_noop("armoured"),
    gettext_noop("around target"),
    gettext_noop("artillery or mortar"),
    gettext_noop("ask objective"),
    gettext_noop("at gun"),
    gettext_noop("at super close range"),
    gettext_noop("attack"),
    gettext_noop("attack roll"),
    gettext_noop("attack roll per unit"),
    gettext_noop("attacker hits"),
    gettext_noop("attacker's melee roll"),
    gettext_noop("attribute modifier"),
    gettext_noop("auto hit"),
    gettext_noop("autocannon"),
    gettext_noop("autocannon 20mm"),
    gettext_noop("automatic rifle"),
    gettext_noop("avoid the pocket"),
    gettext_noop("axis"),
    gettext_noop("back up"),
    gettext_noop("backward"),
    gettext_noop("bailed crew"),
    gettext_noop(
        "bailed-crew: a crew fighting on after its vehicle or support weapon was lost; it melees as conscripts (R34)."
    ),
    gettext_noop("barbed wire"),
    gettext_noop("battlefield"),
    gettext_noop("bazooka"),
    gettext_noop("behind cover"),
    gettext_noop("behind hedge"),
    gettext_noop("below minimum range"),
    gettext_noop("beyond assault range"),
    gettext_noop("big"),
    gettext_noop("blocked"),
    gettext_noop("bomb"),
    gettext_noop("bombs"),
    gettext_noop("both"),
    gettext_noop("both hit"),
    gettext_noop("bounce"),
    gettext_noop("bounce roll"),
    gettext_noop("breaks through"),
    gettext_noop("breakthrough hold the line"),
    gettext_noop("breakthrough roll"),
    gettext_noop("broken"),
    gettext_noop("building"),
    gettext_noop("bunker"),
    gettext_noop("burning wreck"),
    gettext_noop("campaign drawn"),
    gettext_noop("campaign morale"),
    gettext_noop("cannot act"),
    gettext_noop("cannot combine"),
    gettext_noop("cannot cross"),
    gettext_noop("cannot enter"),
    gettext_noop("cannot hide"),
    gettext_noop("cannot move"),
    gettext_noop("cannot move so"),
    gettext_noop("cannot rotate"),
    gettext_noop("cannot shoot"),
    gettext_noop("cannot sneak"),
    gettext_noop("cannot spring"),
    gettext_noop("cannot throw"),
    gettext_noop("capture the enemy commander"),
    gettext_noop("carried support weapon"),
    gettext_noop("carries 1"),
    gettext_noop("carries 10"),
    gettext_noop("carries 11"),
    gettext_noop("carries 12"),
    gettext_noop("carries 2"),
    gettext_noop("carries 3"),
    gettext_noop("carries 4"),
    gettext_noop("carries 5"),
    gettext_noop("carries 6"),
    gettext_noop("carries 7"),
    gettext_noop("carries 8"),
    gettext_noop("carries 9"),
    gettext_noop("casualties"),
    gettext_noop("catches fire"),
    gettext_noop("cautious"),
    gettext_noop("cavalry"),
    gettext_noop("cc modifier"),
    gettext_noop("change stance"),
    gettext_noop("charges"),
    gettext_noop("city"),
    gettext_noop("clear"),
    gettext_noop("cleared"),
    gettext_noop("close"),
    gettext_noop("close combat"),
    gettext_noop("cm"),
    gettext_noop("combat only"),
    gettext_noop("combine"),
    gettext_noop("command"),
    gettext_noop("conscious"),
    gettext_noop("conscript"),
    gettext_noop("contested"),
    gettext_noop("continue"),
    gettext_noop("control"),
    gettext_noop("cost"),
    gettext_noop("counts as activated"),
    gettext_noop("crater"),
    gettext_noop("crew bails"),
    gettext_noop("crew member"),
    gettext_noop("crew member killed"),
    gettext_noop("crew member lost"),
    gettext_noop("crew upgrades"),
    gettext_noop("crops"),
    gettext_noop("crossed"),
    gettext_noop("crosses"),
    gettext_noop("crossing roll"),
    gettext_noop("cut to 50 percent"),
    gettext_noop("cut to 75 percent"),
    gettext_noop("damage"),
    gettext_noop("damaged model"),
    gettext_noop("damaged vehicle"),
    gettext_noop("decisive victory"),
    gettext_noop("defence"),
    gettext_noop("defender hits"),
    gettext_noop("defender's melee roll"),
    gettext_noop("defensive spiral"),
    gettext_noop("delay the enemy advance"),
    gettext_noop("dense woods"),
    gettext_noop("deploy"),
    gettext_noop("deployed"),
    gettext_noop("deployment sector"),
    gettext_noop("deployment zone"),
    gettext_noop("destroy"),
    gettext_noop("destroyed"),
    gettext_noop("destroyed sandbags"),
    gettext_noop("dice used"),
    gettext_noop("direct"),
    gettext_noop("dirt road"),
    gettext_noop("distance"),
    gettext_noop("distances"),
    gettext_noop("distances if through"),
    gettext_noop("doctrine"),
    gettext_noop("dodge or parry"),
    gettext_noop("dodge parry modifier"),
    gettext_noop("does not catch fire"),
    gettext_noop("does not fit"),
    gettext_noop("does not move"),
    gettext_noop("does not see"),
    gettext_noop("draw"),
    gettext_noop("draw cards"),
    gettext_noop("drift direction"),
    gettext_noop("drift distance"),
    gettext_noop("driver panics"),
    gettext_noop("dropped weapon"),
    gettext_noop("during game"),
    gettext_noop("east"),
    gettext_noop("effect roll"),
    gettext_noop("elite"),
    gettext_noop("end of game"),
    gettext_noop("end of next round"),
    gettext_noop("enemy in assault range"),
    gettext_noop("enters"),
    gettext_noop("escape corridor"),
    gettext_noop("evade roll"),
    gettext_noop("evades"),
    gettext_noop("every soldier checks effect"),
    gettext_noop("except one unit at far range; read as 1D3 where the table says"),
    gettext_noop("expected damage"),
    gettext_noop("expected hits"),
    gettext_noop("exploding vehicle"),
    gettext_noop("exposed"),
    gettext_noop("extra"),
    gettext_noop("failed"),
    gettext_noop("failed not 1"),
    gettext_noop("failed to deploy"),
    gettext_noop("failure"),
    gettext_noop("failure effect"),
    gettext_noop("far"),
    gettext_noop("fast"),
    gettext_noop("fence"),
    gettext_noop("fire"),
    gettext_noop("fire roll"),
    gettext_noop("fires over"),
    gettext_noop("first activation of the turn, or after the middle"),
    gettext_noop("first player"),
    gettext_noop("fits"),
    gettext_noop("flamethrower"),
    gettext_noop("flat out"),
    gettext_noop("flushed this turn"),
    gettext_noop("foot"),
    gettext_noop("force morale"),
    gettext_noop("forward"),
    gettext_noop("free"),
    gettext_noop("free attack"),
    gettext_noop("freed"),
    gettext_noop("freeing roll"),
    gettext_noop("front"),
    gettext_noop("fully tracked"),
    gettext_noop("fully tracked AFVs only"),
    gettext_noop("gains stress"),
    gettext_noop("game over"),
    gettext_noop("geballte ladung"),
    gettext_noop("germany"),
    gettext_noop("goes prone"),
    gettext_noop("grenade"),
    gettext_noop("grenade or charge"),
    gettext_noop("gun damage"),
    gettext_noop("gun without shield"),
    gettext_noop("half tracked"),
    gettext_noop("halts"),
    gettext_noop("hand grenade"),
    gettext_noop("hard"),
    gettext_noop("hard cover"),
    gettext_noop("he"),
    gettext_noop("he shell"),
    gettext_noop("he shell explodes close by and causes minor damage"),
    gettext_noop("heavy damage"),
    gettext_noop("heavy gear"),
    gettext_noop("heavy going"),
    gettext_noop("held"),
    gettext_noop("hidden"),
    gettext_noop("hide"),
    gettext_noop("hides"),
    gettext_noop("hiding or sneaking"),
    gettext_noop("high"),
    gettext_noop("hills"),
    gettext_noop("hit"),
    gettext_noop("hit modifier"),
    gettext_noop("hit points left"),
    gettext_noop("hits"),
    gettext_noop("horse"),
    gettext_noop("horse and rider dead"),
    gettext_noop("horse and rider injured"),
    gettext_noop("horse dies"),
    gettext_noop("horse injured"),
    gettext_noop("if it fails"),
    gettext_noop("if it fails and may be rolled again"),
    gettext_noop("if the check fails"),
    gettext_noop("immobilised"),
    gettext_noop("immobilized"),
    gettext_noop("in"),
    gettext_noop("in ambush"),
    gettext_noop("in assault range"),
    gettext_noop("in formation"),
    gettext_noop("in range"),
    gettext_noop("inches used"),
    gettext_noop("infantry"),
    gettext_noop("infantry climbing sandbags"),
    gettext_noop("infantry heavy gear"),
    gettext_noop("injured"),
    gettext_noop("injured and suppressed"),
    gettext_noop("injury"),
    gettext_noop("jog"),
    gettext_noop("kill"),
    gettext_noop("killed"),
    gettext_noop("lands safely"),
    gettext_noop("leader hit points"),
    gettext_noop("leaves battlefield"),
    gettext_noop("left"),
    gettext_noop("left flank"),
    gettext_noop("left of target"),
    gettext_noop("light woods"),
    gettext_noop("loss"),
    gettext_noop("lost"),
    gettext_noop("machine gun"),
    gettext_noop("machine gun does not overheat"),
    gettext_noop("machine gun overheats"),
    gettext_noop("machine guns on a double burst"),
    gettext_noop("main weapon"),
    gettext_noop("major"),
    gettext_noop("major damage vehicle breaks down"),
    gettext_noop("manoeuvre cost"),
    gettext_noop("map"),
    gettext_noop("may activate another"),
    gettext_noop("may attack"),
    gettext_noop("may disembark"),
    gettext_noop("may double move"),
    gettext_noop("may embark"),
    gettext_noop("may fire"),
    gettext_noop("may manoeuvre"),
    gettext_noop("may move"),
    gettext_noop("may not ambush"),
    gettext_noop("may not disembark"),
    gettext_noop("may not embark"),
    gettext_noop("may not enter"),
    gettext_noop("may not fire"),
    gettext_noop("may not hide"),
    gettext_noop("may not move"),
    gettext_noop("may not ram"),
    gettext_noop("may not run over"),
    gettext_noop("may not secure"),
    gettext_noop("may secure"),
    gettext_noop("may throw"),
    gettext_noop("medium"),
    gettext_noop("medium cover"),
    gettext_noop("met"),
    gettext_noop("mg"),
    gettext_noop("middle"),
    gettext_noop("minimum"),
    gettext_noop("minor"),
    gettext_noop("minor damage"),
    gettext_noop("minor damage bodywork pierced"),
    gettext_noop("miss"),
    gettext_noop("mix of both"),
    gettext_noop("mobile reconnaissance"),
    gettext_noop("models left"),
    gettext_noop("models lost"),
    gettext_noop("morale 10"),
    gettext_noop("morale 6"),
    gettext_noop("morale 7"),
    gettext_noop("morale 8"),
    gettext_noop("morale 9"),
    gettext_noop("morale check"),
    gettext_noop("mortar shell"),
    gettext_noop("move"),
    gettext_noop("moved"),
    gettext_noop("movement"),
    gettext_noop("movement dice"),
    gettext_noop("moves"),
    gettext_noop("needed"),
    gettext_noop("neither"),
    gettext_noop("next round"),
    gettext_noop("no action left"),
    gettext_noop("no attempts left"),
    gettext_noop("no bombs left"),
    gettext_noop("no bounce"),
    gettext_noop("no cards"),
    gettext_noop("no check needed"),
    gettext_noop("no cover"),
    gettext_noop("no crater"),
    gettext_noop("no crops penalty"),
    gettext_noop("no cut"),
    gettext_noop("no defence"),
    gettext_noop("no double burst"),
    gettext_noop("no double move"),
    gettext_noop("no double move in crops"),
    gettext_noop("no free attack"),
    gettext_noop("no hits"),
    gettext_noop("no line of sight"),
    gettext_noop("no penalty"),
    gettext_noop("no points"),
    gettext_noop("no rallies left"),
    gettext_noop("no roll needed"),
    gettext_noop("no shield"),
    gettext_noop("nobody wins"),
    gettext_noop("non vehicle"),
    gettext_noop("none"),
    gettext_noop("none left"),
    gettext_noop("none: the first enemy activation of the turn."),
    gettext_noop("normal"),
    gettext_noop("north"),
    gettext_noop("north-east"),
    gettext_noop("north-west"),
    gettext_noop("not a valid target"),
    gettext_noop("not a vehicle"),
    gettext_noop("not allowed"),
    gettext_noop("not both ways"),
    gettext_noop("not hidden"),
    gettext_noop("not hiding"),
    gettext_noop("not met"),
    gettext_noop("not rallied"),
    gettext_noop("not scored"),
    gettext_noop("not secured"),
    gettext_noop("not spotted"),
    gettext_noop("not standing still"),
    gettext_noop("not suppressed"),
    gettext_noop("nothing"),
    gettext_noop("number of targets"),
    gettext_noop("obstructed"),
    gettext_noop("officer takes the hit"),
    gettext_noop("on a re-roll, one per tied player"),
    gettext_noop("on overwatch"),
    gettext_noop("once per turn"),
    gettext_noop("one die"),
    gettext_noop("one die per player"),
    gettext_noop("one for each failed roll, in order"),
    gettext_noop("one left"),
    gettext_noop("open"),
    gettext_noop("open or hard"),
    gettext_noop("order"),
    gettext_noop("other"),
    gettext_noop("other gun with shield"),
    gettext_noop("other support weapon"),
    gettext_noop("out of arc"),
    gettext_noop("out of formation"),
    gettext_noop("out of radius"),
    gettext_noop("out of range"),
    gettext_noop("over"),
    gettext_noop("overheat check"),
    gettext_noop("overruns"),
    gettext_noop("own crew"),
    gettext_noop("panzerfaust 100"),
    gettext_noop("panzerfaust 30"),
    gettext_noop("panzerfaust 60"),
    gettext_noop("panzerfaust bazooka panzerschreck"),
    gettext_noop("panzerschreck"),
    gettext_noop("pass"),
    gettext_noop("passenger killed"),
    gettext_noop("passengers"),
    gettext_noop("passes"),
    gettext_noop("paved road"),
    gettext_noop("permanently immobilised"),
    gettext_noop("pilot"),
    gettext_noop("pilot and crew bail"),
    gettext_noop("pilot bails out"),
    gettext_noop("pilot injured"),
    gettext_noop("pilot killed"),
    gettext_noop("pivot first"),
    gettext_noop("plains"),
    gettext_noop("plane"),
    gettext_noop("plane bombing"),
    gettext_noop("plane crashes"),
    gettext_noop("plane explodes"),
    gettext_noop("plane strafing"),
    gettext_noop("player 1 starts"),
    gettext_noop("player 2 starts"),
    gettext_noop("player 3 starts"),
    gettext_noop("player 4 starts"),
    gettext_noop("player 5 starts"),
    gettext_noop("player 6 starts"),
    gettext_noop("player a"),
    gettext_noop("player a forfeits"),
    gettext_noop("player a wins"),
    gettext_noop("player b"),
    gettext_noop("player b forfeits"),
    gettext_noop("player b wins"),
    gettext_noop("points"),
    gettext_noop("points 1"),
    gettext_noop("points 10"),
    gettext_noop("points 11"),
    gettext_noop("points 12"),
    gettext_noop("points 13"),
    gettext_noop("points 14"),
    gettext_noop("points 15"),
    gettext_noop("points 16"),
    gettext_noop("points 17"),
    gettext_noop("points 18"),
    gettext_noop("points 2"),
    gettext_noop("points 3"),
    gettext_noop("points 4"),
    gettext_noop("points 5"),
    gettext_noop("points 6"),
    gettext_noop("points 7"),
    gettext_noop("points 8"),
    gettext_noop("points 9"),
    gettext_noop("points later"),
    gettext_noop("points now"),
    gettext_noop("poland"),
    gettext_noop("pool"),
    gettext_noop("probing the enemy lines"),
    gettext_noop("prone"),
    gettext_noop("rallied"),
    gettext_noop("ramming roll"),
    gettext_noop("range band"),
    gettext_noop("range-band: units per attack at this range; around-target: units within 5 cm / 2 in of the target."),
    gettext_noop("ranking officer"),
    gettext_noop("rapid"),
    gettext_noop("re-roll"),
    gettext_noop("reach"),
    gettext_noop("rear"),
    gettext_noop("reason"),
    gettext_noop("recover"),
    gettext_noop("regular"),
    gettext_noop("removed"),
    gettext_noop("rending damage"),
    gettext_noop("reposition"),
    gettext_noop("reserve"),
    gettext_noop("revealed"),
    gettext_noop("reveals itself"),
    gettext_noop("right flank"),
    gettext_noop("right of target"),
    gettext_noop("river"),
    gettext_noop("roll to deploy"),
    gettext_noop("rolled once, when the campaign starts"),
    gettext_noop("rolls"),
    gettext_noop("room"),
    gettext_noop("rough"),
    gettext_noop("run"),
    gettext_noop("rural"),
    gettext_noop("sandbags"),
    gettext_noop("satchel charge"),
    gettext_noop("saved"),
    gettext_noop("scenario"),
    gettext_noop("scored"),
    gettext_noop("second player"),
    gettext_noop("sector"),
    gettext_noop("secure"),
    gettext_noop("secured"),
    gettext_noop("seen"),
    gettext_noop("sees"),
    gettext_noop("sets on fire"),
    gettext_noop("shell explodes close to the vehicle driver panics"),
    gettext_noop("shell whizzes by horse panics"),
    gettext_noop("shield does not cover"),
    gettext_noop("shield gives soft cover"),
    gettext_noop("shock"),
    gettext_noop("shocked"),
    gettext_noop("short"),
    gettext_noop("side"),
    gettext_noop("side A"),
    gettext_noop("side B"),
    gettext_noop("side a"),
    gettext_noop("side a attacks"),
    gettext_noop("side a places first"),
    gettext_noop("side a wins"),
    gettext_noop("side a wins the campaign"),
    gettext_noop("side b"),
    gettext_noop("side b attacks"),
    gettext_noop("side b places first"),
    gettext_noop("side b wins"),
    gettext_noop("side b wins the campaign"),
    gettext_noop("skill"),
    gettext_noop("skill modifier"),
    gettext_noop("skill needed"),
    gettext_noop("slow"),
    gettext_noop("small"),
    gettext_noop("small arms"),
    gettext_noop("smoke"),
    gettext_noop("snap shot"),
    gettext_noop("sneak"),
    gettext_noop("sneaking"),
    gettext_noop("sneaking in cover"),
    gettext_noop("sneaking in the open"),
    gettext_noop("sneaks"),
    gettext_noop("soft"),
    gettext_noop("soft cover"),
    gettext_noop("softskin"),
    gettext_noop("softskin vehicle"),
    gettext_noop("soldier"),
    gettext_noop("soldier takes the hit"),
    gettext_noop("soldiers"),
    gettext_noop("south"),
    gettext_noop("south-east"),
    gettext_noop("south-west"),
    gettext_noop("spot roll"),
    gettext_noop("spotted"),
    gettext_noop("spring attack"),
    gettext_noop("sprint"),
    gettext_noop("squad leader"),
    gettext_noop("st"),
    gettext_noop("stance"),
    gettext_noop("standard"),
    gettext_noop("standing"),
    gettext_noop("stands"),
    gettext_noop("stays at three"),
    gettext_noop("stays hidden"),
    gettext_noop("stays in reserve"),
    gettext_noop("steep hills"),
    gettext_noop("steep hills 1D6"),
    gettext_noop("still stuck"),
    gettext_noop("still trapped"),
    gettext_noop("still up"),
    gettext_noop("stone ruins"),
    gettext_noop("stop roll"),
    gettext_noop("stopped"),
    gettext_noop("strategic victory"),
    gettext_noop("stress"),
    gettext_noop("structure"),
    gettext_noop("stuck"),
    gettext_noop("stunned"),
    gettext_noop("submachine gun"),
    gettext_noop("success"),
    gettext_noop("support"),
    gettext_noop("support crew"),
    gettext_noop("support weapon"),
    gettext_noop("support weapon destroyed"),
    gettext_noop("support weapon still operable"),
    gettext_noop("support weapon with shield"),
    gettext_noop("support weapon without shield"),
    gettext_noop("support weapons or vehicles"),
    gettext_noop("suppressed"),
    gettext_noop("suppression roll"),
    gettext_noop("surrender"),
    gettext_noop("surrendered"),
    gettext_noop("surrounded"),
    gettext_noop("survivors"),
    gettext_noop("tactical retreat"),
    gettext_noop("tank traps"),
    gettext_noop("target in cover at medium or far range"),
    gettext_noop("team a"),
    gettext_noop("team b"),
    gettext_noop("the supply road"),
    gettext_noop("three dice"),
    gettext_noop("three left"),
    gettext_noop("throw"),
    gettext_noop("to hit"),
    gettext_noop("too close"),
    gettext_noop("too far"),
    gettext_noop("too many"),
    gettext_noop("too many manoeuvres"),
    gettext_noop("too short"),
    gettext_noop("top"),
    gettext_noop("tracked"),
    gettext_noop("tracked afv"),
    gettext_noop("tracks"),
    gettext_noop("tracks: attack roll -2, a hit immobilises; turret: attack roll -3, a hit jams it."),
    gettext_noop("transport"),
    gettext_noop("trapped"),
    gettext_noop("turn turret first"),
    gettext_noop("turret"),
    gettext_noop("turret jam"),
    gettext_noop("turret vehicle"),
    gettext_noop("turretless vehicle"),
    gettext_noop("two dice"),
    gettext_noop("two left"),
    gettext_noop("unarmed transport"),
    gettext_noop("unchanged"),
    gettext_noop("unconscious"),
    gettext_noop("unhidden"),
    gettext_noop("unhide"),
    gettext_noop("unit"),
    gettext_noop("unit destroyed"),
    gettext_noop("unit survives"),
    gettext_noop("units"),
    gettext_noop("units attacked"),
    gettext_noop("unless a flamethrower set it on fire"),
    gettext_noop("unless it hits automatically or cannot be tried"),
    gettext_noop("unless the hit was aimed at tracks or turret"),
    gettext_noop("unused damage"),
    gettext_noop("valid"),
    gettext_noop("valid target"),
    gettext_noop("vehicle"),
    gettext_noop("vehicle breaks down"),
    gettext_noop("vehicle crew"),
    gettext_noop("vehicle explodes"),
    gettext_noop("vehicle not stopped"),
    gettext_noop("vehicle or support weapon"),
    gettext_noop("vehicle or wreck"),
    gettext_noop("vehicle stops"),
    gettext_noop("vehicle stops and unloads passengers"),
    gettext_noop("vehicles and horses; steep hills 1D6; foot none"),
    gettext_noop("vehicles bigger than cars"),
    gettext_noop("vehicles bigger than motorcycles"),
    gettext_noop("very big"),
    gettext_noop("victory zones"),
    gettext_noop("weapon upgrades"),
    gettext_noop("west"),
    gettext_noop("wheeled"),
    gettext_noop("wheeled afv"),
    gettext_noop("wheeled support weapon"),
    gettext_noop("while bomb attacks are left"),
    gettext_noop("winner"),
    gettext_noop("wiped out"),
    gettext_noop("within half range"),
    gettext_noop("wooden ruins"),
    gettext_noop("woods"),
)

# The headings of the other rule systems' texts, as their pages show them (rules.localized.heading).
HEADINGS = (
    pgettext_lazy("heading", "11. Vehicle Movement"),
    pgettext_lazy("heading", "11.1 Vehicle Movement"),
    pgettext_lazy("heading", "11.1.1 Speed"),
    pgettext_lazy("heading", "11.1.2 Moving Flat Out"),
    pgettext_lazy("heading", "11.1.3 Turning, Reversing & Rotating"),
    pgettext_lazy("heading", "11.1.4 Vehicles Moving & Firing"),
    pgettext_lazy("heading", "11.2 Shock and Vehicle Movement"),
    pgettext_lazy("heading", "11.3 Vehicles Crossing Obstacles"),
    pgettext_lazy("heading", "11.3.1 Vehicles Moving in Soft Ground"),
    pgettext_lazy("heading", "11.3.1.1 Immobilised Vehicles"),
    pgettext_lazy("heading", "11.3.2 Vehicles Moving Into Buildings"),
    pgettext_lazy("heading", "11.4 Vehicles Leaving the Table"),
    pgettext_lazy("heading", "ACTIONS"),
    pgettext_lazy("heading", "Accurate"),
    pgettext_lazy("heading", "Action: Abilities"),
    pgettext_lazy("heading", "Action: Attack"),
    pgettext_lazy("heading", "Action: Movement"),
    pgettext_lazy("heading", "Action: Recover"),
    pgettext_lazy("heading", "Action: Secure"),
    pgettext_lazy("heading", "Activating Units"),
    pgettext_lazy("heading", "Advance Moves"),
    pgettext_lazy("heading", "Aim and Shoot"),
    pgettext_lazy("heading", "Aircraft"),
    pgettext_lazy("heading", "Aircraft Movement"),
    pgettext_lazy("heading", "Aircraft Reserve"),
    pgettext_lazy("heading", "Ambush"),
    pgettext_lazy("heading", "Assault"),
    pgettext_lazy("heading", "Assault Range"),
    pgettext_lazy("heading", "Assault Weapons"),
    pgettext_lazy("heading", "Attack Procedure"),
    pgettext_lazy("heading", "Attacking a Vehicle"),
    pgettext_lazy("heading", "Attribute Rolls"),
    pgettext_lazy("heading", "BREAKING OFF"),
    pgettext_lazy("heading", "Barrier"),
    pgettext_lazy("heading", "Battle Stage"),
    pgettext_lazy("heading", "Blast"),
    pgettext_lazy("heading", "CHARGE! MOVING INTO CLOSE COMBAT"),
    pgettext_lazy("heading", "Capacity (X)"),
    pgettext_lazy("heading", "Change Stance"),
    pgettext_lazy("heading", "Check Range"),
    pgettext_lazy("heading", "Check Stress"),
    pgettext_lazy("heading", "Choose a Mission"),
    pgettext_lazy("heading", "Clear"),
    pgettext_lazy("heading", "Climbable"),
    pgettext_lazy("heading", "Deploying Units"),
    pgettext_lazy("heading", "Destroyed Transports"),
    pgettext_lazy("heading", "Dice"),
    pgettext_lazy("heading", "Embarking and Disembarking"),
    pgettext_lazy("heading", "Ending the Game"),
    pgettext_lazy("heading", "Entry Points and Reserve"),
    pgettext_lazy("heading", "Expansion: Vehicles"),
    pgettext_lazy("heading", "FLUSHING - CLOSE COMBAT ON HIDDEN OR SNEAKING UNITS"),
    pgettext_lazy("heading", "Facing and Arcs"),
    pgettext_lazy("heading", "Fast"),
    pgettext_lazy("heading", "Fear (X)"),
    pgettext_lazy("heading", "Fearless"),
    pgettext_lazy("heading", "Fire a Ranged Weapon"),
    pgettext_lazy("heading", "Flying"),
    pgettext_lazy("heading", "Friendly and Enemy"),
    pgettext_lazy("heading", "Grenade"),
    pgettext_lazy("heading", "Heavy"),
    pgettext_lazy("heading", "Heavy Armour (X)"),
    pgettext_lazy("heading", "Heavy Going"),
    pgettext_lazy("heading", "Hide"),
    pgettext_lazy("heading", "Impassable"),
    pgettext_lazy("heading", "Initiative"),
    pgettext_lazy("heading", "Leaders and Formation"),
    pgettext_lazy("heading", "Leaving the Battlefield"),
    pgettext_lazy("heading", "Line of Sight"),
    pgettext_lazy("heading", "Make a Close Combat Attack"),
    pgettext_lazy("heading", "Manoeuvrable (X)"),
    pgettext_lazy("heading", "Markers"),
    pgettext_lazy("heading", "Measuring"),
    pgettext_lazy("heading", "Miniatures"),
    pgettext_lazy("heading", "Missions"),
    pgettext_lazy("heading", "Models and Miniatures"),
    pgettext_lazy("heading", "Move"),
    pgettext_lazy("heading", "One Use"),
    pgettext_lazy("heading", "PURSUING"),
    pgettext_lazy("heading", "Pre Game Stage"),
    pgettext_lazy("heading", "Rapid Fire"),
    pgettext_lazy("heading", "Re-rolls"),
    pgettext_lazy("heading", "Remove Activation Markers"),
    pgettext_lazy("heading", "Rending (X)"),
    pgettext_lazy("heading", "Resilient"),
    pgettext_lazy("heading", "Resolving Issues"),
    pgettext_lazy("heading", "Restrictions"),
    pgettext_lazy("heading", "Roll-Offs"),
    pgettext_lazy("heading", "Rugged"),
    pgettext_lazy("heading", "Rules, Modules, and Extensions"),
    pgettext_lazy("heading", "SPOTTING"),
    pgettext_lazy("heading", "SPRING ATTACK"),
    pgettext_lazy("heading", "Section 1 - Getting Started"),
    pgettext_lazy("heading", "Section 2 - Units and Armies"),
    pgettext_lazy("heading", "Section 3 - Playing a Game"),
    pgettext_lazy("heading", "Section 4 - Special Rules"),
    pgettext_lazy("heading", "Set Up Terrain"),
    pgettext_lazy("heading", "Set up Stage"),
    pgettext_lazy("heading", "Skilled"),
    pgettext_lazy("heading", "Skirmishers"),
    pgettext_lazy("heading", "Slow"),
    pgettext_lazy("heading", "Sneak"),
    pgettext_lazy("heading", "Special Rules and Abilities"),
    pgettext_lazy("heading", "Stages"),
    pgettext_lazy("heading", "Stealth (X)"),
    pgettext_lazy("heading", "Step 1 - Roll Attacks"),
    pgettext_lazy("heading", "Step 2 - Roll Defence"),
    pgettext_lazy("heading", "Step 3 - Apply Damage"),
    pgettext_lazy("heading", "Stress"),
    pgettext_lazy("heading", "Support"),
    pgettext_lazy("heading", "Terrain"),
    pgettext_lazy("heading", "The Battlefield"),
    pgettext_lazy("heading", "The Round"),
    pgettext_lazy("heading", "Throw a Ranged Weapon"),
    pgettext_lazy("heading", "Torrent"),
    pgettext_lazy("heading", "Transport Capacity"),
    pgettext_lazy("heading", "Transports"),
    pgettext_lazy("heading", "Unit Profiles"),
    pgettext_lazy("heading", "Unit Special Rules"),
    pgettext_lazy("heading", "Unstable"),
    pgettext_lazy("heading", "Unwieldy"),
    pgettext_lazy("heading", "Valid Targets"),
    pgettext_lazy("heading", "Vehicle Attacks"),
    pgettext_lazy("heading", "Vehicle Expansion Special Rules"),
    pgettext_lazy("heading", "Vehicle Movement"),
    pgettext_lazy("heading", "Vehicle Restrictions"),
    pgettext_lazy("heading", "Vehicles"),
    pgettext_lazy("heading", "Weapon Special Rules"),
    pgettext_lazy("heading", "Weapons"),
)
