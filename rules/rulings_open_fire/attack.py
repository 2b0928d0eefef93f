"""Open Fire rulings O20-O39: the Attack action (line of sight, valid targets, the skill and defence rolls, damage) and
the weapon, unit and vehicle rules that change it, where the Open Fire text (shared/sources/open-fire-core-rules.md)
is silent or open to more than one reading. In our own words: what the text says, how the app reads it, and why.
Ids are stable: procedures and tests cite them."""

from __future__ import annotations

from rules.rulings import Ruling

TOPIC = "Attacks"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "O20",
        "Obscured means obstructed",
        TOPIC,
        book="Line of sight is clear, obstructed or blocked. The defence roll, Blast and the vehicle rules speak of an"
        " obscured line of sight instead.",
        app="Obscured is the obstructed line of sight: it gives the defence roll +4, Blast treats it as clear, and a"
        " vehicle only counts as obscured when more than half of it is hidden.",
        why="A blocked line of sight allows no attack at all (O23), so obstructed is the only one that can be meant.",
    ),
    Ruling(
        "O21",
        "One model seen in three, rounded up",
        TOPIC,
        book="The attacker must see at least one model for every three in the target unit. The text does not say how"
        " to count a unit whose size is not a multiple of three, nor what happens when some models but too few are"
        " seen.",
        app="A third of the unit, rounded up: 1 model for units of 1 to 3, 2 for 4 to 6, and so on. Seeing some"
        " models but fewer than that is a blocked line of sight.",
        why="Each started group of three asks for one model, so a unit of one or two still needs one seen. Neither"
        " clear nor obstructed applies with too few seen, which leaves blocked.",
    ),
    Ruling(
        "O22",
        "A friendly unit in the way blocks",
        TOPIC,
        book="The line of sight is blocked if any model of the target unit is partly hidden by a friendly unit.",
        app="One target model partly behind one of your own units blocks the line of sight, even when enough other"
        " models are seen whole.",
        why="The text gives the rule without exception. Moving a model or picking another attacker clears it.",
    ),
    Ruling(
        "O23",
        "No attack through a blocked line of sight",
        TOPIC,
        book="An attack needs its line of sight, range and a valid target found first; the text never says in words"
        " that a blocked line of sight stops the attack.",
        app="A blocked line of sight allows no attack on that unit. The checks go in the text's order: line of sight,"
        " then the valid target rules, then range to the nearest model at least partly seen (equal to the range is"
        " in range).",
        why="Range is measured to a model at least partly seen, so with none seen there is nothing to measure to;"
        " and the defence roll has a bonus for obstructed but none for blocked, so no attack is made through it.",
    ),
    Ruling(
        "O24",
        "In assault range means the unit",
        TOPIC,
        book="Assault range is 1 inch around each model. The -4 for weapons without Assault, Stealth, Torrent and the"
        " valid target rules all ask whether 'you' are within assault range.",
        app="Once any model of the attacking unit is within 1 inch of a model of the target unit, every model of it"
        " attacking that target counts as within assault range. A model 1 inch or closer always is.",
        why="The valid target rules speak of the unit, and a free attack counts every model as in assault range; one"
        " answer for the whole unit also lets its attacks be rolled together.",
    ),
    Ruling(
        "O25",
        "Skilled re-rolls misses only",
        TOPIC,
        book="A Skilled unit may re-roll any skill roll that is not a 1. Resilient says failed defence rolls.",
        app="Skilled re-rolls misses that are not a 1, once each; the new roll stands. Hits are never re-rolled.",
        why="Re-rolling a hit can only lose it, and the Re-rolls section treats a re-roll as a second chance at a"
        " failed roll. It also keeps the two re-roll rules alike.",
    ),
    Ruling(
        "O26",
        "Torrent ignores the modifiers",
        TOPIC,
        book="A Torrent weapon hits on any skill roll that is not a 1, and may not be used within assault range.",
        app="Every roll but a 1 hits, whatever the skill and modifiers. Skilled has nothing to re-roll, since the only"
        " misses are 1s. Within assault range the app refuses the attack.",
        why="'Any roll that is not a 1' reads the die itself, as the natural 1 and 12 rules do.",
    ),
    Ruling(
        "O27",
        "Unstable counts each 1 once, the attack still counts",
        TOPIC,
        book="Each skill roll of 1 with an Unstable weapon makes it explode and kills the model making the attack."
        " Attacks from several models may be rolled together.",
        app="Each 1 among the final rolls (after any re-roll) destroys one of the firing models, never more models than"
        " fired. Every other roll of the volley still hits or misses as usual.",
        why="Rolled together, the dice do not say which model rolled which; one loss per 1 is the fair count. To know"
        " exactly, roll each model's attacks on their own.",
    ),
    Ruling(
        "O28",
        "Rending damage needs no defence roll",
        TOPIC,
        book="A Rending (X) weapon automatically causes X more damage when the skill roll is a 12.",
        app="Each 12 among the final skill rolls adds X damage. Its hit is rolled against defence as usual; the extra"
        " X is added to the damage after the defence rolls, with no roll, and Heavy Armour does not reduce it.",
        why="'Automatically' means no roll can stop it, and Heavy Armour reduces the weapon's damage value, which the"
        " extra damage is not.",
    ),
    Ruling(
        "O29",
        "Grenade: one model, once per activation",
        TOPIC,
        book="A unit may only use one weapon with the Grenade rule per activation.",
        app="One model of the unit uses one Grenade weapon, once in the activation. The app refuses a Grenade attack"
        " from more than one model or after another Grenade weapon this activation.",
        why="Each model carries its own weapon, so several models throwing would be several weapons used; the rule is"
        " there to limit how many grenades a unit throws.",
    ),
    Ruling(
        "O30",
        "Heavy: any move, advance moves too",
        TOPIC,
        book="A unit may not attack with a Heavy weapon if it moved during its activation.",
        app="Any move action this activation, an advance move included, forbids the attack. A unit that did not move"
        " may attack with it.",
        why="An advance move is a move with 6 inches added; the text draws no line between them.",
    ),
    Ruling(
        "O31",
        "Free attacks",
        TOPIC,
        book="A unit leaving an enemy's assault range suffers a free attack after its activation, which does not count"
        " as the enemy's activation; every model of the enemy attacks as if in assault range. Unwieldy weapons and"
        " vehicles make no free attacks.",
        app="A free attack counts as within assault range (the -4 without Assault, no Stealth, no Torrent). The"
        " attacking unit's own moves this round do not count against it: no advance move penalty, and Heavy weapons"
        " may fire. The app refuses free attacks by vehicles and with Unwieldy weapons.",
        why="The advance penalty lasts for the remainder of the advancing unit's activation and Heavy looks at its"
        " activation; a free attack is made outside it.",
    ),
    Ruling(
        "O32",
        "A vehicle below half its hit points",
        TOPIC,
        book="A vehicle that lost more than half its original hit points suffers -1 to all attribute rolls.",
        app="Its skill rolls when it attacks and its defence rolls when it is attacked both take -1 (its command rolls"
        " too, elsewhere).",
        why="All attribute rolls are skill, defence and command rolls, as the Dice section names them.",
    ),
    Ruling(
        "O33",
        "When a vehicle is obscured",
        TOPIC,
        book="A vehicle only counts as obscured if more than half of the model is hidden behind terrain.",
        app="An obstructed line of sight to a vehicle gives the defence +4 only when more than half of it is hidden;"
        " otherwise it is treated as clear. What hides it may be terrain or another enemy unit, as for any obstructed"
        " line of sight.",
        why="The rule changes how much cover a vehicle needs, not what counts as cover; the line of sight itself is"
        " found as for any unit.",
    ),
    Ruling(
        "O34",
        "Heavy Armour and the number of defence rolls",
        TOPIC,
        book="Heavy Armour (X) reduces the damage and piercing of attacks against the model by X, to no less than 1"
        " damage and 0 piercing. The defence rolls are one per point of damage.",
        app="The weapon's damage per hit is reduced first, so each hit needs fewer defence rolls; piercing is reduced"
        " before it becomes the defence roll's penalty.",
        why="Damage here is the weapon's damage value, which sets how many defence rolls each hit asks for.",
    ),
    Ruling(
        "O35",
        "How damage is assigned",
        TOPIC,
        book="The owner picks a model, never the leader unless it is the last, and damage left when it dies goes on to"
        " another. A model already damaged must take new damage first.",
        app="Damage goes to the damaged model, then to the other models one at a time, the leader last. Damage beyond"
        " the last model is lost. Only one model other than the leader can be damaged at a time, so the app asks for"
        " its hit points and for the leader's.",
        why="Damage always finishes one model before the next, so a second damaged model never arises; which of"
        " several identical models takes it changes nothing.",
    ),
    Ruling(
        "O36",
        "Rapid Fire: one attack more per model",
        TOPIC,
        book="A Rapid Fire weapon gets +1 to its attacks when the target unit is within half its maximum range.",
        app="Each model attacking with it rolls one more skill roll when the distance is at most half the weapon's"
        " range (12 inches for a 24 inch weapon).",
        why="The attacks value belongs to each model's weapon, and 'within' counts a distance equal to the limit, as"
        " the Measuring section says.",
    ),
    Ruling(
        "O37",
        "One weapon at a time",
        TOPIC,
        book="Attacks of models with the same skill and weapon may be rolled together. A vehicle may use every weapon"
        " it carries and may aim each at a different unit.",
        app="Each roll of attacks is for one weapon against one unit, by models in the same situation. A vehicle rolls"
        " once for each of its weapons.",
        why="Modifiers and special rules belong to the weapon and the target, so a roll that mixes them could not be"
        " read.",
    ),
)
