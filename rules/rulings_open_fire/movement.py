"""Open Fire rulings O40-O59: movement, formation, deployment, objectives, vehicles and transports, where the text
(shared/sources/open-fire-core-rules.md) is silent or open; cited by rules/engine/open_fire/procedures/movement.py,
vehicles.py and objectives.py."""

from __future__ import annotations

from rules.rulings import Ruling

TOPIC = "Movement, objectives and vehicles"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "O40",
        "Adding up a movement rate",
        TOPIC,
        book="Each stress token is -1 to movement; a vehicle that lost more than half its hit points is -2; an advance "
        "move adds 6 in on top of the normal rate.",
        app="Stress and the worn vehicle's -2 lower the Movement attribute, which never goes below 0 in; the advance's "
        "inches are added after that. Distances are kept exact, half inches included.",
        why="A rate below nothing would take inches away from the advance, which the text adds on top of the rate.",
    ),
    Ruling(
        "O41",
        "A vehicle moving backward",
        TOPIC,
        book="Vehicles count their movement rate as half when moving backward.",
        app="A vehicle moving backward goes half the distance it could go forward, its modifiers and an advance move "
        "included.",
        why="Reversing is slow whatever else applies; one halving at the end is the simplest count at the table.",
    ),
    Ruling(
        "O42",
        "Fast and Slow",
        TOPIC,
        book="Fast models move 9 in during an advance move instead of the normal 6; Slow units never make one.",
        app="Fast adds 9 in instead of 6 on top of Movement (not 9 in in all). The app refuses an advance move for a "
        "Slow unit.",
        why="The 6 in it replaces is the advance's extra distance, not the whole move.",
    ),
    Ruling(
        "O43",
        "An aircraft's least move",
        TOPIC,
        book="An aircraft must move at least half its movement; modifiers change only its maximum; one that cannot "
        "move that far is destroyed.",
        app="The minimum is half the aircraft's Movement attribute as printed, whatever stress, damage or an advance "
        "move do. When its maximum after modifiers is below that minimum, the aircraft is destroyed.",
        why="The text names the original rate for the minimum; an aircraft whose maximum is too short can never meet it.",
    ),
    Ruling(
        "O44",
        "Climbing down over a whole move",
        TOPIC,
        book="Climbing down costs 1 in for every 2 full levels descended; one level is free.",
        app="The levels climbed down are added up over the whole move, then cost 1 in per 2 full levels: two drops of "
        "one level cost 1 in, like one drop of two.",
        why="One count per move is simple to follow, and the same height costs the same whether it is one drop or two.",
    ),
    Ruling(
        "O45",
        "Flying over barriers",
        TOPIC,
        book="Flying models are not affected by intervening terrain and ignore height changes; no model may finish its "
        "move on a barrier; aircraft end on clear terrain.",
        app="A Flying model pays nothing for slow terrain, barriers or height levels, but it may still not end its move "
        "on a barrier.",
        why="Barriers are intervening terrain a flyer passes over; where it lands, it must still be placed securely.",
    ),
    Ruling(
        "O46",
        "Vehicles over barriers and slow terrain",
        TOPIC,
        book="The vehicle restrictions forbid climbing (and changing height level without Flying), and say nothing of "
        "barriers or slow terrain.",
        app="Vehicles cross barriers at +1 in and count slow terrain double, as every other model does.",
        why="Only climbing is closed to them; the rest of the terrain rules apply to every model.",
    ),
    Ruling(
        "O47",
        "An aircraft leaving the battlefield",
        TOPIC,
        book="Aircraft may leave the battlefield during their move and go back into reserve.",
        app="An aircraft whose path reaches a table edge within its allowance may leave there; its least move no "
        "longer counts. It is in reserve and comes back by the Aircraft Reserve rules.",
        why="The rest of its move is off the table: there is nothing left to measure.",
    ),
    Ruling(
        "O48",
        "Manoeuvrable (X)",
        TOPIC,
        book="Vehicles with this rule may make X additional free manoeuvres in their activation, including on an "
        "advance move, where a vehicle otherwise makes one manoeuvre at most.",
        app="The vehicle has 1 + X free manoeuvres a move. On an advance move it may make up to 1 + X manoeuvres, all "
        "free; on a normal move each manoeuvre beyond 1 + X costs 2 in.",
        why="The extra manoeuvres are free, so the advance move's limit of one rises by the same X.",
    ),
    Ruling(
        "O49",
        "Measuring formation",
        TOPIC,
        book="Models must be within 4 in of the leader horizontally, each change in height level counting 1 in more, "
        "and the leader must see each of them.",
        app="The horizontal distance plus 1 in for each height level between the model and the leader, up or down, "
        "must be 4 in or less (8 in for Skirmishers). Each model is checked; the unit is in formation when all are.",
        why="'Within' includes the distance itself (Measuring); a level up and a level down are the same change.",
    ),
    Ruling(
        "O50",
        "Deploying the whole unit near an entry point",
        TOPIC,
        book="A unit deploying from reserve is placed within 6 in of one of its player's entry points.",
        app="Every model of the unit is placed within 6 in of the same entry point, in formation with its leader.",
        why="The unit is placed, not its leader alone; one entry point keeps it together.",
    ),
    Ruling(
        "O51",
        "The 'free 6 inch movement'",
        TOPIC,
        book="Ambush says an ambushing unit does not make 'the free 6 inch movement', which the text mentions nowhere "
        "else.",
        app="The free 6 in is the placement within 6 in of an entry point, which is in effect a move onto the table. "
        "An ambushing unit is placed where it chooses instead, then activates as normal, its own move included.",
        why="Deploying is the only 6 in the unit gets for nothing; taking its normal move away too would make Ambush "
        "a penalty, which the text does not say.",
    ),
    Ruling(
        "O52",
        "How far an ambush is from the enemy",
        TOPIC,
        book="An ambushing unit deploys anywhere more than 12 in from an enemy model.",
        app="Every model of the ambushing unit is more than 12 in from every enemy model; exactly 12 in is too close.",
        why="'More than' excludes the distance itself, unlike 'within'.",
    ),
    Ruling(
        "O53",
        "Who is near an objective",
        TOPIC,
        book="A unit within 1 in of an objective, with no enemy in its assault range, secures it if no 'other' enemy "
        "units are within 1 in of the marker.",
        app="The unit is within 1 in when any of its models is. Any enemy unit within 1 in of the marker stops it; the "
        "action is then taken, but the objective is not secured.",
        why="Enemies in the unit's assault range already forbid the action; 'other' means those beside the marker.",
    ),
    Ruling(
        "O54",
        "Taking an objective from the enemy",
        TOPIC,
        book="The text says how an objective is secured and how a control objective stays secured, not what happens "
        "when the other player secures it.",
        app="Securing an objective the opponent holds makes it yours. A destroy objective's count starts again for the "
        "new holder. A recover objective goes with its unit and can only be lost by destroying that unit.",
        why="Secured always means secured by the last player to do it; a carried objective is no longer on the table.",
    ),
    Ruling(
        "O55",
        "When objectives score",
        TOPIC,
        book="Objectives give victory points for being secured as the mission profile says; the text's missions are "
        "not included.",
        app="Unless the mission says otherwise: access scores when secured; destroy scores when it is destroyed at the "
        "end of the round after it was secured, and not at all if the game ends first; control scores for the player "
        "holding it at the end of the game; recover scores at the end of the game if the unit carrying it survives.",
        why="Each kind then scores when its own text says it is done: removed, destroyed, held or brought home.",
    ),
    Ruling(
        "O56",
        "Getting out, then acting",
        TOPIC,
        book="A unit that disembarks has its leader placed within 1 in of the transport and then activates as normal.",
        app="The rest of the unit is placed in formation with the leader; then the unit moves, attacks and secures as "
        "in any activation. Getting out is not its move.",
        why="'Activated as normal' gives it its whole activation; only the leader's placement is limited.",
    ),
    Ruling(
        "O57",
        "Passengers of a destroyed transport",
        TOPIC,
        book="The leader is placed within 1 in, the others in formation; models that cannot be placed, or only in an "
        "enemy's assault range, are casualties; the whole unit if the leader cannot be placed.",
        app="A leader that could only be placed in an enemy's assault range cannot be placed: the whole unit is lost. "
        "The owner places several units in the order they choose. A unit that lost models this way counts as having "
        "taken damage when stress is checked.",
        why="The leader is a model like the others; losing models is damage in all but name.",
    ),
    Ruling(
        "O58",
        "Unwieldy weapons and free attacks",
        TOPIC,
        book="Unwieldy weapons may not make free attacks against units leaving 'engagement range'.",
        app="Engagement range is the assault range. The enemy unit's free attack leaves out its Unwieldy weapons; a unit "
        "with nothing else makes no free attack.",
        why="The text has no other engagement range; the rule forbids the weapon, not the whole unit.",
    ),
    Ruling(
        "O59",
        "Leaving assault range",
        TOPIC,
        book="If at any point a unit leaves the assault range of an enemy unit, that unit may make a free attack "
        "after the activation.",
        app="Units are in each other's assault range while any of their models are within 1 in. Leaving it at any "
        "moment counts, even if the unit comes back within 1 in; each enemy unit left gets one free attack per "
        "activation.",
        why="'At any point' is about the path, not where the move ends; the attack comes after the activation, once.",
    ),
)
