"""The sample arsenal's own words (its event cards' titles and rules, its fieldworks' names and notes), for
makemessages to find: armies/pack_words.py translates them on the pages.

Written by `manage.py rule_messages` from armies/data/sample-arsenal.json. Do not edit it: run the command again."""

from django.utils.translation import gettext_noop

MESSAGES = (
    gettext_noop(
        "1.5-tonne truck, the 'polutorka'. Unarmoured. Road speed about 70 km/h -> 6D6. Carries 10 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop(
        "2.5-tonne truck. Unarmoured. Road speed about 60 km/h -> 5D6. Carries 12 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop(
        "3-ton 4x4 truck. Unarmoured. Road speed about 60 km/h -> 5D6. Carries 12 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop(
        "3-tonne truck. Unarmoured. Road speed about 85 km/h -> 7D6. Carries 12 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop("57 mm anti-tank gun, treated with the 37-47 mm blast radius. May start in ambush mode."),
    gettext_noop("A low ceiling keeps aircraft away: no plane may strafe, bomb or intercept while this card lasts."),
    gettext_noop(
        "A marksman in a church tower. At the start of each of your turns, attack one enemy soldier in the open with value 13, as a sniper at far range."
    ),
    gettext_noop("Abandoned supply dump"),
    gettext_noop("American copy of the British 6-pounder. 57 mm is treated with the 37-47 mm blast radius."),
    gettext_noop("Ammunition shortage"),
    gettext_noop(
        "Armoured car. Armour in mm: front 14.5, side 8, rear 5, open top -> 1/1/0/0. Road speed about 80 km/h -> 7D6. 2 cm KwK 30 and MG 34 in an open turret under a wire grenade screen; three crew. Late vehicles had a 30 mm nose; we use the early 14.5 mm."
    ),
    gettext_noop(
        "Armoured car. Armour in mm: front 15, side 9, rear 6, open top -> 1/1/0/0. Road speed about 80 km/h -> 7D6. One DT machine gun in a small open turret; two crew."
    ),
    gettext_noop(
        "Armoured car. Armour in mm: front 16, side 12, rear 10, top 7 -> 1/1/1/0. Road speed about 80 km/h -> 7D6. 2-pounder firing solid shot (HE was rarely issued, so HE 0) and a Besa machine gun; three crew. Quoted as 7-16 mm overall; the side and rear split is our estimate."
    ),
    gettext_noop(
        "Armoured car. Armour in mm: front 19, side 9.5, rear 6.35, open top -> 1/1/0/0. Road speed about 89 km/h -> 8D6. 37 mm M6 and a .30 cal in an open-topped turret, a .50 cal ring mount; four crew."
    ),
    gettext_noop(
        "Armoured car. Armour in mm: front 8, side 6, rear 6, top 4 -> 1/0/0/0. Road speed about 50 km/h -> 5D6. One hkm wz. 25 machine gun in the turret (some cars carried a short 37 mm gun instead); two crew."
    ),
    gettext_noop(
        "Armoured ground-attack aircraft (the book's example of an armoured plane: AA must use AP). Its tub is 4-12 mm; we count its thickest plates (12 mm -> 1) everywhere. Two 23 mm cannons, bombs and rockets (two bombing runs per game); a rear gunner."
    ),
    gettext_noop(
        "Armoured half-track of the Panzergrenadiere with an MG 34 (counted as tracked). Armour in mm: front 14.5, side 8, rear 8, open top -> 1/1/1/0. Road speed about 52.5 km/h -> 5D6. Carries 12 men, the driver and gunner among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop(
        "Armoured half-track with a .50 cal M2 (counted as tracked). Armour in mm: front 12.7, side 6.35, rear 6.35, open top -> 1/0/0/0. Road speed about 72 km/h -> 6D6. Carries 13 men, the driver and gunner among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop("Autocannon AA gun; may also engage ground targets."),
    gettext_noop("Barbed wire"),
    gettext_noop("Battle fatigue"),
    gettext_noop(
        "Before the first activation, make one off-table artillery attack with HE 13 and the 75-88 mm blast radius: accuracy roll as for artillery at more than 125 cm."
    ),
    gettext_noop("Bolt-action rifleman; carbines are free."),
    gettext_noop("Bunker"),
    gettext_noop("Choose one enemy vehicle: it breaks down and may not move this turn (it may still fire)."),
    gettext_noop("Clear skies"),
    gettext_noop(
        "Cost of a soldier of the same kind: promotion to squad leader is free (the book); his weapon is paid."
    ),
    gettext_noop(
        "Cost of a soldier of the same kind: promotion to squad leader is free (the book); his weapon is paid. Polish squad leaders of 1939 carried rifles."
    ),
    gettext_noop("Days without sleep tell on everyone: all units take -1 on morale checks."),
    gettext_noop("Deep mud"),
    gettext_noop("Dusk"),
    gettext_noop(
        "Early-war medium tank (1939-41). Armour in mm: front 30, side 20, rear 20, top 10 -> 2/1/1/1. Road speed about 40 km/h -> 4D6. Short 7.5 cm KwK 37 L/24, good HE, weak against armour; two MG 34; five crew. Up to 4 tank riders may ride on the hull."
    ),
    gettext_noop("Enemy machine guns must conserve ammunition: they may not fire a double burst."),
    gettext_noop("Enemy tanks are running dry: every enemy vehicle abandons its highest die on each move."),
    gettext_noop("Engine trouble"),
    gettext_noop(
        "Few scoped rifles existed in 1939; a picked marksman. Ignores hide tokens. Not available as conscripts."
    ),
    gettext_noop("Field gun of French design: fires over obstacles (minimum range 50 cm)."),
    gettext_noop("Field gun that also served as an anti-tank gun: fires over obstacles (minimum range 50 cm)."),
    gettext_noop("Field medic"),
    gettext_noop(
        "Fighter-bomber used as a tactical bomber: eight .50 cal and two 500 lb bombs (two bombing runs per game)."
    ),
    gettext_noop("Fighter: a 20 mm ShVAK cannon and a 12.7 mm UBS. Strafes or intercepts; HE is used in dogfights."),
    gettext_noop("Fighter: six .50 cal machine guns. Strafes or intercepts; HE is used in dogfights."),
    gettext_noop(
        "Fighter: two 13 mm MG 131 and a 20 mm MG 151/20 cannon. Strafes or intercepts; HE is used in dogfights."
    ),
    gettext_noop(
        "Fighter: two 20 mm Hispano cannons and machine guns. Strafes or intercepts; HE is used in dogfights."
    ),
    gettext_noop("Fighter: two to four 7.92 mm machine guns. Strafes or intercepts; HE is used in dogfights."),
    gettext_noop(
        "Fights on foot like infantry; rides a horse (bought separately) to move fast. Cavalry firing from horseback takes -1 (the book)."
    ),
    gettext_noop(
        "Fog hangs over the ground. No unit can spot or attack a target at far range; spot rolls at medium range need 1 more. Planes may not attack."
    ),
    gettext_noop(
        "Fresh men have just arrived. Choose two of your regular soldiers: they count as conscripts for the whole game."
    ),
    gettext_noop("Frozen ground"),
    gettext_noop("Fuel shortage"),
    gettext_noop("Green replacements"),
    gettext_noop(
        "Ground-attack aircraft used as a tactical bomber: four 20 mm cannons and two 1000 lb bombs (two bombing runs per game)."
    ),
    gettext_noop("Gun-howitzer: fires over obstacles (minimum range 50 cm) or solid shot at tanks."),
    gettext_noop(
        "Gunner and loader modelled as one unit with crew 2 (the book: a light machine gun needs a gunner and a loader); below half crew it loses an action and the double burst."
    ),
    gettext_noop(
        "Gunner and loader modelled as one unit with crew 2 (the book: a light machine gun needs a gunner and a loader); below half crew it loses an action and the double burst. The BAR was the squad's automatic weapon."
    ),
    gettext_noop(
        "Gunner and loader modelled as one unit with crew 2 (the book: a light machine gun needs a gunner and a loader); below half crew it loses an action and the double burst. The Polish version of the Browning Automatic Rifle."
    ),
    gettext_noop(
        "Gusts blow across the table. Smoke lasts one turn instead of three, and grenades and mortar shells that miss drift 5 cm further."
    ),
    gettext_noop(
        "Hard frost. Vehicles ignore the penalties of crops and rough ground, but infantry crossing obstacles needs 1 more on the crossing roll."
    ),
    gettext_noop("Heavy gear: may not move at the double. About four bursts of fuel."),
    gettext_noop(
        "Heavy infantry tank: slow, very thick armour. Armour in mm: front 152, side 95, rear 51, top 20 -> 10/6/3/1. Road speed about 21 km/h -> 2D6. 75 mm OQF and two Besa machine guns; five crew. Up to 4 tank riders may ride on the hull."
    ),
    gettext_noop(
        "Heavy motorcycle combination of the reconnaissance units. Unarmoured. Road speed about 90 km/h -> 8D6. Carries 3 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality."
    ),
    gettext_noop("Heavy rain"),
    gettext_noop(
        "Heavy tank (1945). Armour in mm: front 102, side 76, rear 51, top 22 -> 7/5/3/1. Road speed about 40 km/h -> 4D6. 90 mm M3 and machine guns; five crew. Up to 4 tank riders may ride on the hull."
    ),
    gettext_noop(
        "Heavy tank of the 4th Heavy Tank Regiment, Polish People's Army (1945). Armour in mm: front 120, side 90, rear 60, top 30 -> 8/6/4/2. Road speed about 37 km/h -> 4D6. 122 mm D-25T (the 'calibres above' blast radius); four crew. Up to 6 tank riders may ride on the hull."
    ),
    gettext_noop(
        "Heavy tank. Armour in mm: front 100, side 80, rear 80, top 25 -> 7/5/5/2. Road speed about 45 km/h -> 4D6. 8.8 cm KwK 36 L/56 and two MG 34; five crew. Up to 4 tank riders may ride on the hull. The 120 mm gun mantlet is not counted."
    ),
    gettext_noop(
        "Heavy tank. Armour in mm: front 120, side 90, rear 60, top 30 -> 8/6/4/2. Road speed about 37 km/h -> 4D6. 122 mm D-25T (the 'calibres above' blast radius) and DT machine guns; four crew. Up to 6 tank riders may ride on the hull."
    ),
    gettext_noop("Hidden sniper"),
    gettext_noop(
        "Holds six soldiers or one support weapon and its crew. Hard cover (-3 to attackers); only bombs destroy it, but grenades and flamethrowers reach the men inside."
    ),
    gettext_noop(
        "Horse of the cavalry brigades. A gallop of about 45 km/h over short distances -> 4D6. Carries its rider, who is bought separately; one horse can pull a light gun (the book's example)."
    ),
    gettext_noop(
        "Horse of the cavalry corps. A gallop of about 45 km/h over short distances -> 4D6. Carries its rider, who is bought separately; one horse can pull a light gun (the book's example)."
    ),
    gettext_noop(
        "Horse of the mounted platoons in infantry reconnaissance units. A gallop of about 45 km/h over short distances -> 4D6. Carries its rider, who is bought separately; one horse can pull a light gun (the book's example)."
    ),
    gettext_noop("Infantry gun (small howitzer): fires over obstacles, minimum range 50 cm."),
    gettext_noop("Letters from home"),
    gettext_noop("Light AA autocannon; also dangerous to infantry and softskins."),
    gettext_noop("Light anti-tank gun of 1939-41; outclassed by medium tanks later. May start in ambush mode."),
    gettext_noop("Light anti-tank gun, very effective against the tanks of 1939. May start in ambush mode."),
    gettext_noop(
        "Light bomber used as a tactical bomber: up to 700 kg of bombs (two bombing runs per game), three machine guns; three crew."
    ),
    gettext_noop(
        "Light field car. Unarmoured. Road speed about 80 km/h -> 7D6. Carries 4 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows light support weapons."
    ),
    gettext_noop("Light howitzer of airborne and mountain units: fires over obstacles, minimum range 50 cm."),
    gettext_noop(
        "Light tank (airborne). Armour in mm: front 16, side 14, rear 10, top 4 -> 1/1/1/0. Road speed about 64 km/h -> 6D6. 2-pounder firing solid shot (HE was rarely issued, so HE 0) and a Besa machine gun; three crew. Up to 2 tank riders may ride on the hull. Quoted as 4-16 mm overall; the side and rear split is our estimate."
    ),
    gettext_noop(
        "Light tank. Armour in mm: front 17, side 13, rear 9, top 5 -> 1/1/1/0. Road speed about 37 km/h -> 4D6. 37 mm Bofors wz. 37 and a ckm wz. 30; three crew. Up to 2 tank riders may ride on the hull. Quoted as 5-17 mm overall."
    ),
    gettext_noop(
        "Light tank. Armour in mm: front 35, side 15, rear 15, top 10 -> 2/1/1/1. Road speed about 40 km/h -> 4D6. 2 cm KwK 30 autocannon and a coaxial MG 34; three crew. Up to 2 tank riders may ride on the hull."
    ),
    gettext_noop(
        "Light tank. Armour in mm: front 38, side 29, rear 25, top 13 -> 3/2/2/1. Road speed about 58 km/h -> 5D6. 37 mm M6 and .30 cal machine guns; four crew. Up to 2 tank riders may ride on the hull. Front is the turret face; the sloped hull glacis is 29 mm."
    ),
    gettext_noop(
        "Light tank. Armour in mm: front 45, side 15, rear 15, top 10 -> 3/1/1/1. Road speed about 45 km/h -> 4D6. 45 mm 20-K and a coaxial DT; two crew (the commander loads and fires). Up to 3 tank riders may ride on the hull."
    ),
    gettext_noop("Low clouds"),
    gettext_noop(
        "Medium (cruiser) tank. Armour in mm: front 76, side 32, rear 32, top 20 -> 5/2/2/1. Road speed about 64 km/h -> 6D6. 75 mm OQF and two Besa machine guns; five crew. Up to 4 tank riders may ride on the hull. Front is the turret face (hull front 64 mm); side and rear are the hull plates."
    ),
    gettext_noop(
        "Medium tank (1943-44). Armour in mm: front 80, side 30, rear 20, top 16 -> 5/2/1/1. Road speed about 38 km/h -> 4D6. Long 7.5 cm KwK 40 L/48 and two MG 34; five crew. Up to 4 tank riders may ride on the hull. Front is the 80 mm hull plate; the turret front is 50 mm."
    ),
    gettext_noop(
        "Medium tank of the Polish People's Army (1944-45). Armour in mm: front 90, side 45, rear 45, top 20 -> 6/3/3/1. Road speed about 55 km/h -> 5D6. 85 mm ZiS-S-53 and two DT; five crew. Up to 6 tank riders may ride on the hull."
    ),
    gettext_noop(
        "Medium tank with a tank-killing gun. Armour in mm: front 76, side 38, rear 38, top 19 -> 5/3/3/1. Road speed about 40 km/h -> 4D6. 17-pounder (weak HE) and a .30 cal machine gun; four crew. Up to 4 tank riders may ride on the hull."
    ),
    gettext_noop(
        "Medium tank. Armour in mm: front 52, side 45, rear 40, top 20 -> 3/3/3/1. Road speed about 53 km/h -> 5D6. 76.2 mm F-34 and two DT; four crew. Up to 6 tank riders may ride on the hull. The hull plates are well sloped, which the one-point-per-15-mm rule does not count."
    ),
    gettext_noop(
        "Medium tank. Armour in mm: front 76, side 38, rear 38, top 19 -> 5/3/3/1. Road speed about 42 km/h -> 4D6. 75 mm M3 L/40, a .50 cal on the roof and two .30 cal; five crew. Up to 4 tank riders may ride on the hull. Front is the turret face; the hull glacis is 51-64 mm depending on the hull."
    ),
    gettext_noop("Minefield"),
    gettext_noop("Morning fog"),
    gettext_noop(
        "Motorcycle combination: rider, pillion and sidecar passenger. Unarmoured. Road speed about 85 km/h -> 7D6. Carries 3 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality."
    ),
    gettext_noop(
        "Motorcycle combination: rider, pillion and sidecar passenger. Unarmoured. Road speed about 92 km/h -> 8D6. Carries 3 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality."
    ),
    gettext_noop(
        "Nobody remembers who laid it. The drawing player secretly notes one sector outside both deployment zones: it is a minefield for everyone."
    ),
    gettext_noop(
        "Not bought: every detachment is assigned its ranking officer (cost 0; counts 10 on the Combat Score). Orders, command radius and activations come from the detachment."
    ),
    gettext_noop("Old minefield"),
    gettext_noop(
        "Once during the game, remove the injured token from one of your soldiers or crew members; it costs one action."
    ),
    gettext_noop(
        "One 20 x 20 cm sector. Medium cover, as in the book's cover table (its fieldworks appendix says -1, i.e. soft: we follow the cover table). HE can destroy them; tanks can roll over them."
    ),
    gettext_noop(
        "One hidden sector that harms friend and foe alike and cannot be cleared during the game; the opponent may mark it once a unit has set off a mine."
    ),
    gettext_noop(
        "One of your squad leaders has seen it all: for the whole game he fights and checks morale as an elite."
    ),
    gettext_noop(
        "One sector that AFVs, softskins and wheeled support weapons cannot cross. Infantry cannot take them apart; bombs or HE above 37 mm destroy them."
    ),
    gettext_noop(
        "One sector that stops infantry, support weapons, wheeled vehicles and horses. HE of 37 mm or more clears it; tanks roll over it."
    ),
    gettext_noop("Perfect flying weather. Planes add +1 to their attack rolls, and so do AA guns firing at planes."),
    gettext_noop("Place one free sector of sandbags or barbed wire in your deployment zone before the first turn."),
    gettext_noop("Polish Browning heavy machine gun on a tripod; double burst with overheat check."),
    gettext_noop(
        "Polish cavalry rode to battle and fought on foot; the horse is bought separately. Cavalry firing from horseback takes -1 (the book)."
    ),
    gettext_noop("Preparatory barrage"),
    gettext_noop(
        "Quarter-ton utility car. Unarmoured. Road speed about 105 km/h -> 8D6. Carries 4 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows light support weapons. Above 100 km/h, capped at 8D6."
    ),
    gettext_noop("Radio failure"),
    gettext_noop(
        "Rain sweeps the field. Spot rolls need 1 more than usual, attack rolls at far range take -1, and wheeled vehicles off paved roads abandon their lowest die."
    ),
    gettext_noop(
        "Sample data made for this app, not the official Tankette lists. Armour: one point per 15 mm of real plate thickness, rounded to the nearest point, sloping ignored; each vehicle's notes give the millimetres. Mobility: 1D6 at 10 km/h or less, then one die more for about every 13 km/h of road speed up to 8D6 at 100 km/h; the notes give the speed. Firepower is set against the 4D6 roll-under attack: a rifle has 9, so it hits about 1 time in 10 at far range, 4 in 10 at medium (+4) and 8 in 10 at close range (+8); submachine guns are weaker but fire twice, machine guns have 9-10 and fire twice, snipers 13-14. Tank and AT guns have AP by gun power (37 mm about 8, short 75 mm 9, long 75 mm 12-13, 88 mm and 17-pounder 15) and HE by shell size. Costs: a regular rifleman is 3 points (conscript 2, elite 4); vehicles and guns are priced from firepower, armour, speed and crew, so a medium tank costs 33-43 points and 150 points buys one or two squads with some support. Flamethrowers carry about four bursts (our choice; the book sets no limit). The PIAT uses the Bazooka rules."
    ),
    gettext_noop("Sandbags"),
    gettext_noop(
        "Scorching heat. Machine guns overheat on 2 to 7 instead of 2 to 6, and infantry that moves at the double must pass a morale check or lose its remaining action."
    ),
    gettext_noop("Short-range firepower: two attacks a turn."),
    gettext_noop("Snipers ignore hide tokens (book special rule). Not available as conscripts."),
    gettext_noop(
        "Snow falls and lies deep. Infantry may not move at the double, every vehicle abandons its lowest movement die and spot rolls at far range need 1 more."
    ),
    gettext_noop("Snowfall"),
    gettext_noop(
        "Solo motorcycle of despatch riders and scouts. Unarmoured. Road speed about 95 km/h -> 8D6. Carries 1 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality."
    ),
    gettext_noop(
        "Solo motorcycle of scouts, couriers and military police. Unarmoured. Road speed about 90 km/h -> 8D6. Carries 1 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality."
    ),
    gettext_noop("Soviet-equipped infantry of the Polish People's Army (1944-45) riding on T-34-85s and IS-2s."),
    gettext_noop("Standard light anti-tank gun of 1941-42. May start in ambush mode."),
    gettext_noop("Strong wind"),
    gettext_noop("Summer heat"),
    gettext_noop(
        "Tactical bomber: dive-bombs one target per turn, two bombing runs per game (the book's own example); two wing MG 17 for strafing, a rear gunner."
    ),
    gettext_noop("Tank traps"),
    gettext_noop(
        "Tankette (light). Armour in mm: front 10, side 8, rear 8, top 3 -> 1/1/1/0. Road speed about 46 km/h -> 4D6. One hkm wz. 25 machine gun in the hull; two crew."
    ),
    gettext_noop(
        "The 'deuce and a half'. Unarmoured. Road speed about 72 km/h -> 6D6. Carries 16 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop(
        "The No. 4 (T) was a very accurate rifle (14). Snipers ignore hide tokens. Not available as conscripts."
    ),
    gettext_noop(
        "The enemy's radios go dead. Each enemy ranking officer may give one order fewer per turn, and enemy planes may not be called in."
    ),
    gettext_noop("The engineers were here"),
    gettext_noop(
        "The ground has turned to mud. Wheeled vehicles and horses off roads abandon their highest die, tracked vehicles their lowest; infantry may not move at the double in fields."
    ),
    gettext_noop(
        "The light is failing. Units more than 100 cm away cannot be spotted or attacked; hidden units can only be spotted at close range."
    ),
    gettext_noop("The mail has come through. Your units add +1 to their morale checks."),
    gettext_noop("The roads behind the enemy lines are blocked: enemy transports may not move in the first turn."),
    gettext_noop("The semi-automatic Garand fires a little better than bolt-action rifles (10 instead of 9)."),
    gettext_noop("The standard German anti-tank gun from 1942. May start in ambush mode."),
    gettext_noop(
        "Tracked armoured carrier with a Bren; the British army's armoured transport (no half-track of its own). Armour in mm: front 10, side 7, rear 7, open top -> 1/0/0/0. Road speed about 48 km/h -> 4D6. Carries 5 men, the driver and gunner among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows light support weapons."
    ),
    gettext_noop("Traffic jam"),
    gettext_noop("Tripod machine gun with a crew of three; double burst with overheat check."),
    gettext_noop("Tripod-mounted MG 42 with a crew of three; may fire a double burst (overheat check)."),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Early-war anti-tank rifle: only light armour fears it."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Gunner and loader, both with M1 carbines."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Minimum range 50 cm like all mortars."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Minimum range 50 cm like all mortars; shells use the 37-47 mm blast radius."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Minimum range 50 cm; often fired smoke."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Minimum range 50 cm; the 60 mm shell is a bit stronger than other light mortars."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. Secret until 1939; deadly to the light tanks of that year."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. The 14.5 mm rifle still hurts light tanks and armoured cars."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. The PIAT is a spring-fired launcher; it uses the book's Bazooka rules (kind bazooka)."
    ),
    gettext_noop(
        "Two-man team modelled as one unit with crew 2; the weapon needs both to work at full speed. The gunner aims the launcher, the loader carries the rockets; both carry rifles."
    ),
    gettext_noop(
        "Unarmoured half-track tractor and truck, built in Poland under Citroën-Kégresse licence (counted as tracked). Unarmoured. Road speed about 35 km/h -> 3D6. Carries 8 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop(
        "Unarmoured half-track truck for bad roads (counted as tracked). Unarmoured. Road speed about 35 km/h -> 3D6. Carries 12 men, the driver among them: transports are crewed by the men they carry, so the cost is the same at every quality. Tows medium support weapons."
    ),
    gettext_noop("Very rare: only a few dozen Mors guns reached the troops in 1939."),
    gettext_noop("Veteran sergeant"),
    gettext_noop("Water-cooled tripod machine gun with a crew of three; double burst with overheat check."),
    gettext_noop("Wheeled Sokolov mount with a shield; double burst with overheat check."),
    gettext_noop(
        "Your men find a crate of grenades: before the first turn, give up to three of your soldiers one of your nation's hand grenades each for free."
    ),
)
