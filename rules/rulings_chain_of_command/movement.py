"""Chain of Command rulings K1-K13: the speed table, dice that are discarded or doubled, Shock, rotating, obstacles,
buildings, stuck vehicles and the vehicles' own data; cited by rules/engine/chain_of_command/procedures/."""

from __future__ import annotations

from rules.rulings import Ruling

SPEED = "Speed and Movement Dice"
STUCK = "Obstacles, buildings and stuck vehicles"
DATA = "Vehicles' data"

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        "K1",
        "Reading the speed table",
        SPEED,
        book="The table gives open or hard ground a rate for each Speed Rating, one rate for Broken Ground, one for "
        "Rough Ground (fully tracked vehicles only), and no movement for Wheeled vehicles in Rough Ground.",
        app="The Broken Ground rate, 1 in per pip, holds for every vehicle, Wheeled ones included. Rough Ground is 1 in "
        "per pip with the lowest die discarded for Slow, Standard and Fast vehicles alike. The +1 in (Standard) and "
        "+2 in (Fast) per Movement Die count on open or hard ground only.",
        why="The Broken and Rough Ground entries stand once for the whole column, so they span every row below them.",
    ),
    Ruling(
        "K2",
        "Half-tracks",
        SPEED,
        book="Rough Ground is for fully tracked vehicles only; half-tracks are named only beside wheeled vehicles at "
        "obstacles and buildings.",
        app="A half-track has a Slow, Standard or Fast Speed Rating and moves like a tracked vehicle, but it cannot "
        "enter Rough Ground; at obstacles and buildings it is treated as a wheeled vehicle is.",
        why="That is what the text says wherever it names them, and nothing more.",
    ),
    Ruling(
        "K3",
        "Discarding a die when only one is rolled",
        SPEED,
        book="In Rough Ground the lowest of the dice rolled is discarded.",
        app="Exactly one die is discarded. A vehicle moving Cautiously, on one die, discards it and does not move in "
        "Rough Ground; the calculator says so before the roll.",
        why="A single die is the lowest die rolled; rough going is meant to cost dice, and a cautious crawl gets nowhere.",
    ),
    Ruling(
        "K4",
        "What counts as a double",
        SPEED,
        book="In soft ground, at Medium and Major Obstacles and driving into a building, a double on the Movement Dice "
        "has a consequence.",
        app="A double is any two of the dice rolled showing the same number, counted before any die is discarded; three "
        "alike hold a double too. One die never rolls a double.",
        why="The dice thrown decide the risk, not the dice kept; three alike are more than a double, never less.",
    ),
    Ruling(
        "K5",
        "Immobilised in soft ground",
        SPEED,
        book="A vehicle moving in soft ground that rolls a double is Immobilised.",
        app="It still moves the distance rolled and is Immobilised where that move ends.",
        why="The text does not say where along the way it bogs down; the end of the move the player chose is the only "
        "place both players know.",
    ),
    Ruling(
        "K6",
        "Crossing a Medium or Major Obstacle",
        STUCK,
        book="Tracked vehicles cross Medium and Major Obstacles at Rapid speed, on two Movement Dice with the higher "
        "discarded; a double immobilises them.",
        app="Whatever pace was chosen, two dice are rolled and the lower counts at 1 in per pip, with no bonus for a "
        "Standard or Fast vehicle. On a double it is Immobilised on the obstacle and gets no farther.",
        why="An obstacle is not open ground, so the open-ground bonus does not apply; a vehicle that bogs down in a "
        "ditch does not come out of it on the far side.",
    ),
    Ruling(
        "K7",
        "Driving into a brick or stone building",
        STUCK,
        book="A fully tracked AFV rolls two Movement Dice and discards the lower; any double brings the building down "
        "and traps tank and crew.",
        app="The higher die counts at 1 in per pip, Shock taken off. On a double the tank is trapped inside the "
        "building and does not drive on; the end of the Turn brings the roll to get out.",
        why="The text gives the dice but not the inches; 1 in per pip is the rate of every other ground that is not "
        "open.",
    ),
    Ruling(
        "K8",
        "Shock and the distance",
        SPEED,
        book="A vehicle moves 1 in less in total for each point of Shock.",
        app="Shock comes off last, after pips, the per-die bonus and discarded dice, and the distance never goes below "
        "0 in. A vehicle moving Flat Out must move the whole distance left after Shock.",
        why="The text speaks of the total distance, which is what the dice give once every other rule is counted.",
    ),
    Ruling(
        "K9",
        "Pace and Movement Dice",
        SPEED,
        book="Moving Cautiously uses one Movement Dice, Rapidly two and Flat Out three; reversing vehicles and vehicles "
        "going round a corner of 90 degrees or more cannot move Flat Out.",
        app="The pace chosen sets the number of dice rolled for every move. The calculator refuses Flat Out for a "
        "vehicle that reverses or turns such a corner.",
        why="The firing rules tie each pace to its dice, and no other passage gives a vehicle a number of dice.",
    ),
    Ruling(
        "K10",
        "Rotating on the tracks",
        SPEED,
        book="A fully tracked vehicle rotates up to 45 degrees on one Movement Dice, between 45 and 90 on two and up to "
        "180 on three.",
        app="Exactly 45 degrees takes one die, exactly 90 two. The dice a rotation uses are spent, not rolled; any dice "
        "left of the pace may still be rolled to move. Half-tracks and wheeled vehicles do not rotate on the spot.",
        why="'Up to' includes its limit. Only a fully tracked vehicle is named, and a half-track's wheels cannot turn "
        "it in place.",
    ),
    Ruling(
        "K11",
        "When an Immobilised vehicle rolls",
        STUCK,
        book="An Immobilised vehicle rolls a D6 when its Driver is activated and at the end of a Turn: 1, Immobilised "
        "for the rest of the game; 2 to 6, free again.",
        app="Each of those moments is one roll of its own. A vehicle freed at its Driver's activation acts normally "
        "from its next activation on.",
        why="The text lists both moments and says a freed vehicle acts when next activated.",
    ),
    Ruling(
        "K12",
        "Getting out of a collapsed building",
        STUCK,
        book="At the end of the Turn a trapped tank rolls a D6: 3 to 6 and the crew are out, the vehicle placed outside "
        "where it entered; 1 or 2 and they are trapped for the next Turn, testing again when activated later.",
        app="Each test is the same D6 needing 3 or more, at the end of the Turn it was trapped and then each time it is "
        "activated in a later Turn.",
        why="The test itself never changes; only when it is taken does.",
    ),
    Ruling(
        "K13",
        "Speed Ratings of real vehicles",
        DATA,
        book="Each vehicle's Speed Rating is listed in the National Arsenal Tables, which are not part of this text.",
        app="The app ships no Speed Ratings: pick the rating your own copy gives your vehicle (Slow, Standard, Fast or "
        "Wheeled), and whether it runs on full tracks, half-tracks or wheels.",
        why="The tables are not ours to copy, and a made-up rating for a real vehicle would be mistaken for the game's.",
    ),
)
