"""The sections of Chain of Command's vehicle movement text (shared/sources/chain-of-command-vehicle-movement.txt) for
the search and the quick reference: each heading exactly as the text writes it (procedures name theirs the same way),
the part of the text it is in, and what it is about in our own words. The text itself is never quoted. In the text's
order, which orders its chapters on its pages (rules.system_pages.chapter_order)."""

from __future__ import annotations

MOVEMENT = "11.1 Vehicle Movement"
CHAPTER = "11. Vehicle Movement"
OBSTACLES = "11.3 Vehicles Crossing Obstacles"

# (heading as the text writes it, where it is, what it is about)
SECTIONS: tuple[tuple[str, str, str], ...] = (
    (
        "11.1 Vehicle Movement",
        CHAPTER,
        "A vehicle moves when activated towards a point the player names, forwards or backwards, never sideways or through friends.",
    ),
    (
        "11.1.1 Speed",
        MOVEMENT,
        "Inches per pip of the Movement Dice by Speed Rating and ground: Standard adds 1 in a die and Fast 2 on open ground, Wheeled 2 in a pip.",
    ),
    ("Heavy Going", MOVEMENT, "No vehicle can enter it."),
    (
        "11.1.2 Moving Flat Out",
        MOVEMENT,
        "On three dice the vehicle must go the whole distance unless an obstacle stops it, and cannot interrupt in this or the next Phase.",
    ),
    (
        "11.1.3 Turning, Reversing & Rotating",
        MOVEMENT,
        "No Flat Out round sharp corners or in reverse; reversing is 1 in a pip; a tracked vehicle rotates for one to three dice.",
    ),
    (
        "11.1.4 Vehicles Moving & Firing",
        MOVEMENT,
        "One die: everything fires; two: machine guns only, no main gun; three: nothing fires.",
    ),
    ("11.2 Shock and Vehicle Movement", CHAPTER, "Every point of Shock takes an inch off the distance."),
    (
        "11.3 Vehicles Crossing Obstacles",
        CHAPTER,
        "Wheels and half-tracks pass fences only; tracks cross low obstacles as broken ground and bigger ones on the lower of two dice, a double sticking them.",
    ),
    (
        "11.3.1 Vehicles Moving in Soft Ground",
        OBSTACLES,
        "Any pace is allowed, but a double on the Movement Dice leaves the vehicle stuck.",
    ),
    (
        "11.3.1.1 Immobilised Vehicles",
        OBSTACLES,
        "A D6 at the Driver's activation and at the end of the Turn: a 1 keeps it stuck for good, anything else frees it.",
    ),
    (
        "11.3.2 Vehicles Moving Into Buildings",
        OBSTACLES,
        "Only fully tracked AFVs drive into brick or stone on the higher of two dice; a double collapses the building on them until a 3 or more gets them out.",
    ),
    (
        "11.4 Vehicles Leaving the Table",
        CHAPTER,
        "No vehicle leaves on purpose; one forced off by enemy fire may come back where it left, as a hesitant deployment.",
    ),
)
