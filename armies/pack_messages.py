"""The sample arsenal's own words (its event cards' titles and rules, its fieldworks' names and notes), for
makemessages to find: armies/pack_words.py translates them on the pages.

Written by `manage.py rule_messages` from armies/data/sample-arsenal.json. Do not edit it: run the command again."""

from django.utils.translation import gettext_noop

MESSAGES = (
    gettext_noop("A low ceiling keeps aircraft away: no plane may strafe, bomb or intercept while this card lasts."),
    gettext_noop(
        "A marksman in a church tower. At the start of each of your turns, attack one enemy soldier in the open with value 13, as a sniper at far range."
    ),
    gettext_noop("Abandoned supply dump"),
    gettext_noop("Ammunition shortage"),
    gettext_noop("Barbed wire"),
    gettext_noop("Battle fatigue"),
    gettext_noop(
        "Before the first activation, make one off-table artillery attack with HE 13 and the 75-88 mm blast radius: accuracy roll as for artillery at more than 125 cm."
    ),
    gettext_noop("Bunker"),
    gettext_noop("Choose one enemy vehicle: it breaks down and may not move this turn (it may still fire)."),
    gettext_noop("Clear skies"),
    gettext_noop("Days without sleep tell on everyone: all units take -1 on morale checks."),
    gettext_noop("Deep mud"),
    gettext_noop("Dusk"),
    gettext_noop("Enemy machine guns must conserve ammunition: they may not fire a double burst."),
    gettext_noop("Enemy tanks are running dry: every enemy vehicle abandons its highest die on each move."),
    gettext_noop("Engine trouble"),
    gettext_noop("Field medic"),
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
        "Gusts blow across the table. Smoke lasts one turn instead of three, and grenades and mortar shells that miss drift 5 cm further."
    ),
    gettext_noop(
        "Hard frost. Vehicles ignore the penalties of crops and rough ground, but infantry crossing obstacles needs 1 more on the crossing roll."
    ),
    gettext_noop("Heavy rain"),
    gettext_noop("Hidden sniper"),
    gettext_noop(
        "Holds six soldiers or one support weapon and its crew. Hard cover (-3 to attackers); only bombs destroy it, but grenades and flamethrowers reach the men inside."
    ),
    gettext_noop("Letters from home"),
    gettext_noop("Low clouds"),
    gettext_noop("Minefield"),
    gettext_noop("Morning fog"),
    gettext_noop(
        "Nobody remembers who laid it. The drawing player secretly notes one sector outside both deployment zones: it is a minefield for everyone."
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
    gettext_noop("Preparatory barrage"),
    gettext_noop("Radio failure"),
    gettext_noop(
        "Rain sweeps the field. Spot rolls need 1 more than usual, attack rolls at far range take -1, and wheeled vehicles off paved roads abandon their lowest die."
    ),
    gettext_noop("Sandbags"),
    gettext_noop(
        "Scorching heat. Machine guns overheat on 2 to 7 instead of 2 to 6, and infantry that moves at the double must pass a morale check or lose its remaining action."
    ),
    gettext_noop(
        "Snow falls and lies deep. Infantry may not move at the double, every vehicle abandons its lowest movement die and spot rolls at far range need 1 more."
    ),
    gettext_noop("Snowfall"),
    gettext_noop("Strong wind"),
    gettext_noop("Summer heat"),
    gettext_noop("Tank traps"),
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
    gettext_noop("Traffic jam"),
    gettext_noop("Veteran sergeant"),
    gettext_noop(
        "Your men find a crate of grenades: before the first turn, give up to three of your soldiers one of your nation's hand grenades each for free."
    ),
)
