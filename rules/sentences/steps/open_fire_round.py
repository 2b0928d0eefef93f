"""Open Fire's round in the reader's words (rules.engine.open_fire.procedures.game): the initiative for two to six
players, what a unit may do when it is chosen and how it comes out of reserve, the stress a damaged unit gains, and
the end of a round and of the game. Words as the glossary of open_fire_attack.py has them."""

from __future__ import annotations

import re

from django.utils.translation import gettext_lazy as _

from rules.sentences import PARTS as GENERAL_PARTS
from rules.sentences import chance_text, open_fire_words
from rules.sentences.open_fire_words import CHANCE
from rules.sentences.rows import table

# What a unit may do when it is activated (game.actions), each in the reader's words; recovering names its rolls.
ACTIONS = {
    "move": _("move"),
    "move: forward only, at least half its movement, or it is destroyed": _(
        "move: forward only, at least half its movement, or it is destroyed"
    ),
    "attack an enemy unit in range and sight": _("attack an enemy unit in range and sight"),
    "secure an objective within 1 in, with no enemy in assault range": _(
        "secure an objective within 1 in, with no enemy in assault range"
    ),
    "no securing: vehicles cannot secure objectives": _("no securing: vehicles cannot secure objectives"),
    "use its abilities, if it has any": _("use its abilities, if it has any"),
}
RECOVER = re.compile(r"recover, if you wish: one command roll per stress marker, (?P<n>\d+) in all \(O6\)")


def _action(said: str) -> str:
    if found := RECOVER.fullmatch(said):
        return str(_("recover, if you wish: one command roll per stress marker, %(n)s in all (O6)")) % {"n": found["n"]}
    return str(ACTIONS[said])  # KeyError, a LookupError: the sentence stays whole in English


PLAYER_DIE = r"player \d+ \d+(?:, player \d+ \d+)*"  # "player 1 9, player 3 4": said by the general part
GROUP = r"(?P<group>Player \d+(?:, player \d+)* and player \d+)"
PARTS = {
    **open_fire_words.PARTS,
    "actions": lambda joined: "; ".join(_action(said) for said in joined.split("; ")),
    "group": open_fire_words.PARTS["players_named"],
    "order": open_fire_words.PARTS["players_named"],
    "again_rolled": GENERAL_PARTS["rolls"],
    "settle": chance_text,
}

ROWS = table(
    # Initiative (game.initiative).
    (
        r"Each of the (?P<n>\d+) players rolls a D12: the highest activates first, then the next highest, and so on\.",
        _("Each of the %(n)s players rolls a D12: the highest activates first, then the next highest, and so on."),
    ),
    (
        r"Players who tie roll again among themselves, only to settle their places \(O1\)\.",
        _("Players who tie roll again among themselves, only to settle their places (O1)."),
    ),
    (
        rf"Each player's chance of going first: (?P<chance>{CHANCE})\. Chance the first dice settle it: "
        rf"(?P<settle>{CHANCE})\.",
        _("Each player's chance of going first: %(chance)s. Chance the first dice settle it: %(settle)s."),
    ),
    (
        rf"{GROUP} tied at (?P<face>\d+) and rolled again: (?P<again_rolled>{PLAYER_DIE})\.",
        _("%(group)s tied at %(face)s and rolled again: %(again_rolled)s."),
    ),
    (
        rf"{GROUP} tied at (?P<face>\d+): roll again for them and add their dice\.",
        _("%(group)s tied at %(face)s: roll again for them and add their dice."),
    ),
    (r"Order of activation: (?P<order>player \d+(?:, player \d+)*)\.", _("Order of activation: %(order)s.")),
    (
        r"Initiative needs one D12 for each of the (?P<n>\d+) players, in seat order\.",
        _("Initiative needs one D12 for each of the %(n)s players, in seat order."),
    ),
    (
        r"These dice already settle the order: leave out the dice after them\.",
        _("These dice already settle the order: leave out the dice after them."),
    ),
    # Activating Units, Deploying Units (game.activation).
    (
        r"It has already activated this round: choose another unit; it acts again next round\.",
        _("It has already activated this round: choose another unit; it acts again next round."),
    ),
    (
        r"It has not activated this round, so it may be chosen now\.",
        _("It has not activated this round, so it may be chosen now."),
    ),
    (
        r"Its actions, in this order, each optional: (?P<actions>.+)\.",
        _("Its actions, in this order, each optional: %(actions)s."),
    ),
    (
        r"Only Support units and aircraft may still be in reserve after round 1; every other unit deploys in round 1 "
        r"or is destroyed \(O19\)\.",
        _(
            "Only Support units and aircraft may still be in reserve after round 1; every other unit deploys in round 1"
            " or is destroyed (O19)."
        ),
    ),
    (
        r"There is no room to place it: it cannot deploy now and stays in reserve\.",
        _("There is no room to place it: it cannot deploy now and stays in reserve."),
    ),
    (
        r"It must deploy in round 1 and there is no room to place it: the unit is destroyed \(O19\)\.",
        _("It must deploy in round 1 and there is no room to place it: the unit is destroyed (O19)."),
    ),
    (
        r"An aircraft needs a successful command roll to come on, in any round \(O12\)\.",
        _("An aircraft needs a successful command roll to come on, in any round (O12)."),
    ),
    (
        r"If it passes: place it within 6 in of one of your entry points\.",
        _("If it passes: place it within 6 in of one of your entry points."),
    ),
    (
        r"If it passes: place it anywhere more than 12 in from every enemy model \(ambush, o18\), or within 6 in of an "
        r"entry point\.",
        _(
            "If it passes: place it anywhere more than 12 in from every enemy model (Ambush, O18), or within 6 in of an"
            " entry point."
        ),
    ),
    (
        r"Round (?P<round>\d+): a Support unit needs a successful command roll to deploy \(O11\)\.",
        _("Round %(round)s: a Support unit needs a successful command roll to deploy (O11)."),
    ),
    (
        r"Support: in round 1 it may deploy without a roll, or stay in reserve \(O11\)\.",
        _("Support: in round 1 it may deploy without a roll, or stay in reserve (O11)."),
    ),
    (
        r"Every unit without Support or Aircraft must deploy in round 1 \(O10\)\.",
        _("Every unit without Support or Aircraft must deploy in round 1 (O10)."),
    ),
    (
        r"Place it anywhere more than 12 in from every enemy model \(Ambush, O18\), or within 6 in of an entry point; "
        r"it then activates as normal\.",
        _(
            "Place it anywhere more than 12 in from every enemy model (Ambush, O18), or within 6 in of an entry point;"
            " it then activates as normal."
        ),
    ),
    # Stress, Check Stress (game.check_stress).
    (
        r"At the end of the round every unit that took damage this round gains one stress, at most 3 \(O14\)\.",
        _("At the end of the round every unit that took damage this round gains one stress, at most 3 (O14)."),
    ),
    (r"It took no damage: its stress stays at (?P<n>\d+)\.", _("It took no damage: its stress stays at %(n)s.")),
    (
        r"It took damage but already has 3 stress, the most a unit can have\.",
        _("It took damage but already has 3 stress, the most a unit can have."),
    ),
    (
        r"It took damage: stress (?P<before>\d+) becomes (?P<after>\d+)\.",
        _("It took damage: stress %(before)s becomes %(after)s."),
    ),
    (
        r"Each stress is -1 to movement and to skill rolls \(O13\): movement (?P<movement>\d+) - (?P<stress>\d+) = "
        r"(?P<left>\d+) in; skill (?P<skill>\d+) with (?P<minus>-\d+) needs (?P<face>\d+) or more\.",
        _(
            "Each stress is -1 to movement and to skill rolls (O13): movement %(movement)s - %(stress)s = %(left)s in;"
            " skill %(skill)s with %(minus)s needs %(face)s or more."
        ),
    ),
    (
        r"No stress: movement (?P<movement>\d+) in, skill (?P<skill>\d+) needs (?P<face>\d+) or more\.",
        _("No stress: movement %(movement)s in, skill %(skill)s needs %(face)s or more."),
    ),
    # Ending the Game (game.end_of_round).
    (
        r"Round (?P<round>\d+) of (?P<last>\d+) is over: stress is checked and the activation markers come off\.",
        _("Round %(round)s of %(last)s is over: stress is checked and the activation markers come off."),
    ),
    (
        r"Units on the battlefield: player A (?P<a>\d+), player B (?P<b>\d+) \(reserves do not count, O15\)\.",
        _("Units on the battlefield: player A %(a)s, player B %(b)s (reserves do not count, O15)."),
    ),
    (
        r"Neither player has a unit on the battlefield: the game ends and nobody wins\.",
        _("Neither player has a unit on the battlefield: the game ends and nobody wins."),
    ),
    (
        r"Player (?P<out>[AB]) has no unit on the battlefield and forfeits, whatever the points \(O17\): player "
        r"(?P<winner>[AB]) wins\.",
        _(
            "Player %(out)s has no unit on the battlefield and forfeits, whatever the points (O17): player %(winner)s"
            " wins."
        ),
    ),
    (
        r"Both players still have units on the battlefield: round (?P<next>\d+) begins with initiative\.",
        _("Both players still have units on the battlefield: round %(next)s begins with initiative."),
    ),
    (
        r"That was the last round\. Victory points: player A (?P<a>\d+), player B (?P<b>\d+)\. Equal points: a draw "
        r"\(O16\)\.",
        _("That was the last round. Victory points: player A %(a)s, player B %(b)s. Equal points: a draw (O16)."),
    ),
    (
        r"That was the last round\. Victory points: player A (?P<a>\d+), player B (?P<b>\d+)\. Player (?P<winner>[AB]) "
        r"has the most and wins\.",
        _(
            "That was the last round. Victory points: player A %(a)s, player B %(b)s. Player %(winner)s has the most"
            " and wins."
        ),
    ),
    (
        r"The game ended after round (?P<last>\d+): there is no round (?P<round>\d+)\.",
        _("The game ended after round %(last)s: there is no round %(round)s."),
    ),
)
