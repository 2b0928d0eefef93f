"""The sections of SkirmishCorps' foot-unit actions (shared/sources/skirmishcorps-foot-unit-actions.txt) for the search
and the quick reference: each heading exactly as the text writes it (a heading broken over two lines there is joined
by a space: "Fire a Ranged Weapon"), the part of the text it is in, and what it is about in our own words. The text
itself is never quoted. In the text's order, which orders SkirmishCorps' chapters on its pages
(rules.system_pages.chapter_order)."""

from __future__ import annotations

ACTIONS = "ACTIONS"
CLOSE = "Make a Close Combat Attack"

# (heading as the text writes it, where it is, what it is about)
SECTIONS: tuple[tuple[str, str, str], ...] = (
    ("ACTIONS", ACTIONS, "The standard actions of a foot-unit assigned to act; some combine, others do not."),
    ("Aim and Shoot", ACTIONS, "A unit that does not move aims its shot for +1 to hit; no change of stance around it."),
    ("Change Stance", ACTIONS, "Standing or prone, changed at the start or end of an action; landing after a sprint."),
    ("Fire a Ranged Weapon", ACTIONS, "One shot at any point of the move, never with a throw or a sprint."),
    ("Hide", ACTIONS, "A prone unit in cover hides; enemies need a spot test to target it."),
    ("Move", ACTIONS, "Jog SP, run SP + 3, sprint SP x 2, sneak SP / 2 inches; difficult terrain halves it."),
    ("Sneak", ACTIONS, "A hidden or sneaking unit crawls SP / 2 inches, prone, and may throw but not shoot."),
    (
        "Throw a Ranged Weapon",
        ACTIONS,
        "One throw at any point of the move; -1 into an open-topped unit, standing still.",
    ),
    (CLOSE, ACTIONS, "Fighting hand to hand: charging, breaking off and pursuing."),
    ("CHARGE! MOVING INTO CLOSE COMBAT", CLOSE, "Ending a move in contact charges; +2 to CC without shooting first."),
    ("BREAKING OFF", CLOSE, "Leaving contact gives the enemy a free attack and bars attacking it again this turn."),
    ("PURSUING", CLOSE, "An enemy that has not acted may spend its action to follow a unit breaking off."),
    ("SPOTTING", ACTIONS, "Targeting a hidden or sneaking unit: 1D6 + RE against its 1D6 + RE."),
    (
        "FLUSHING - CLOSE COMBAT ON HIDDEN OR SNEAKING UNITS",
        ACTIONS,
        "Moving into contact with a hidden or sneaking unit reveals it: -1 to attack it, +1 to its dodge or parry.",
    ),
    ("SPRING ATTACK", ACTIONS, "A hidden unit leaps on an enemy within its SP: +2 to hit and double ST."),
)
