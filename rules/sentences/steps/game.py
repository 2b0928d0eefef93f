"""The steps of setting up a game, scoring it and running a campaign (rules.engine.procedures.setup, scoring,
campaign): who places and who attacks, the deployment sector and escape corridor, force morale, initiative, the event
cards, the Combat Score and the end of a game, victory points, campaign morale and the campaign ladder.

Sides and teams are said by their letter ("Seite A"); a game mode keeps the book's title, quoted („Surrounded“), as
the catalogue writes it. The mission objectives' own steps are in `game_objectives`."""

from __future__ import annotations

import re

from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.engine.procedures.setup import GAME_MODES
from rules.sentences import chance_text
from rules.sentences.rows import table

MODE = (
    "(?P<mode_title>" + "|".join(re.escape(mode.title) for mode in GAME_MODES) + ")"
)  # the book's title, said in ours
PLAYERS = r"(?P<players>\d+(?:, \d+)* and \d+)"  # "1, 2 and 3": said by the shared part (" und ")
CHANCE = r"\d+(?:\.\d+)?%"
ROLL_OFF_CHANCES = (
    rf"(?P<roll_off_chances>side A (?:attacks|places first) {CHANCE}, side B (?:attacks|places first) {CHANCE},"
    rf" re-roll {CHANCE})"
)


def _roll_off_chances(joined: str) -> str:
    """ "side A attacks 41.7%, side B attacks 41.7%, re-roll 16.7%": each result by its catalogue name, each chance as
    the reader writes it. A result the catalogue does not say keeps the sentence whole in English (LookupError)."""
    said = []
    for part in joined.split(", "):
        result, _space, chance = part.rpartition(" ")
        name = result.replace("side A", "side-a").replace("side B", "side-b")
        words = localized.label(name)
        if words == localized.words(name):
            raise LookupError(result)
        said.append(f"{words} {chance_text(chance)}")
    return ", ".join(said)


PARTS = {"roll_off_chances": _roll_off_chances, "mode_title": localized.mode_title_of}  # a game mode in our words

ROWS = table(
    # Who places first, who attacks (setup.roll_off): each side rolls 1D6.
    (
        r"Each side rolls (?P<dice>\d+D6): the higher places the first unit, then the sides take turns placing units\.",
        _("Each side rolls %(dice)s: the higher places the first unit, then the sides take turns placing units."),
    ),
    (
        r"A tie is rolled again\. To save time you may also place all units at once\.",
        _("A tie is rolled again. To save time you may also place all units at once."),
    ),
    (
        r"Outside a campaign, each side rolls (?P<dice>\d+D6): the higher attacks, the lower defends \(or retreats\)\.",
        _("Outside a campaign, each side rolls %(dice)s: the higher attacks, the lower defends (or retreats)."),
    ),
    (r"A tie is rolled again\.", _("A tie is rolled again.")),
    (r"Chances: " + ROLL_OFF_CHANCES + r"\.", _("Chances: %(roll_off_chances)s.")),
    (
        r"Side A rolled (?P<a>\d+), side B rolled (?P<b>\d+): side (?P<winner>[AB]) places first\.",
        _("Side A rolled %(a)s, side B rolled %(b)s: side %(winner)s places first."),
    ),
    (
        r"Side A rolled (?P<a>\d+), side B rolled (?P<b>\d+): side (?P<winner>[AB]) attacks\.",
        _("Side A rolled %(a)s, side B rolled %(b)s: side %(winner)s attacks."),
    ),
    (
        r"Side A rolled (?P<a>\d+), side B rolled (?P<b>\d+): re-roll\.",
        _("Side A rolled %(a)s, side B rolled %(b)s: re-roll."),
    ),
    # Deployment sector (R18) and escape corridor (R19).
    (
        r"One player rolls (?P<dice>\d+D6): his side deploys along that board edge, the enemy along the opposite one\.",
        _("One player rolls %(dice)s: his side deploys along that board edge, the enemy along the opposite one."),
    ),
    (
        r"The sectors go round every 4 pips \(4 north, 5 east, 6 south, 7 west, 8 north\.\.\.\); 24 is rolled again"
        r" \((?P<ruling>R\d+)\)\.",
        _(
            "The sectors go round every 4 pips (4 north, 5 east, 6 south, 7 west, 8 north...); 24 is rolled again"
            " (%(ruling)s)."
        ),
    ),
    (
        r"The defender rolls (?P<dice>\d+D6) for the board edge of the escape corridor, between the deployment zones\.",
        _("The defender rolls %(dice)s for the board edge of the escape corridor, between the deployment zones."),
    ),
    (
        r"As printed; 4, missing from the table, is north\. (?P<dice>\d+D6) never shows 24, so there is no re-roll"
        r" \((?P<ruling>R\d+)\)\.",
        _(
            "As printed; 4, missing from the table, is north. %(dice)s never shows 24, so there is no re-roll"
            " (%(ruling)s)."
        ),
    ),
    # Force morale (R25).
    (
        r"One roll of (?P<dice>\d+D6) per team before the first turn; it counts for every player of the team\.",
        _("One roll of %(dice)s per team before the first turn; it counts for every player of the team."),
    ),
    (
        r"In a campaign, use the campaign's morale instead \((?P<ruling>R\d+)\)\.",
        _("In a campaign, use the campaign's morale instead (%(ruling)s)."),
    ),
    # Initiative (R27): who is not in the game, who re-rolls a tie; the general rows say the roll itself.
    (
        r"Not in this (?P<n>\d+)-player game: player (?P<player>\d+)\.",
        _("Not in this %(n)s-player game: player %(player)s."),
    ),
    (
        r"Not in this (?P<n>\d+)-player game: players " + PLAYERS + r"\.",
        _("Not in this %(n)s-player game: players %(players)s."),
    ),
    (
        r"Re-roll of a tie for the highest: only players " + PLAYERS + r" roll \((?P<ruling>R\d+)\)\.",
        _("Re-roll of a tie for the highest: only players %(players)s roll (%(ruling)s)."),
    ),
    (
        r"Fewer than two tied players of this game were named: everyone rolls\.",
        _("Fewer than two tied players of this game were named: everyone rolls."),
    ),
    (
        r"Players " + PLAYERS + r" tied on (?P<n>\d+): only they roll again\.",
        _("Players %(players)s tied on %(n)s: only they roll again."),
    ),
    (
        r"Players " + PLAYERS + r" tied for a later place: they roll off between themselves for it\.",
        _("Players %(players)s tied for a later place: they roll off between themselves for it."),
    ),
    # Random Event & Effect Cards.
    (
        r"After setting up his troops and before the first turn, every player draws the cards his detachment allows\.",
        _("After setting up his troops and before the first turn, every player draws the cards his detachment allows."),
    ),
    (
        r"(?P<n>\d+) players x 1 card = (?P<total>\d+) cards from the deck of (?P<deck>\d+)\.",
        _("%(n)s players x 1 card = %(total)s cards from the deck of %(deck)s."),
    ),
    (
        r"(?P<n>\d+) players x (?P<each>\d+) cards = (?P<total>\d+) cards from the deck of (?P<deck>\d+)\.",
        _("%(n)s players x %(each)s cards = %(total)s cards from the deck of %(deck)s."),
    ),
    (
        r"Follow each card's own instructions for its effect and how long it lasts\.",
        _("Follow each card's own instructions for its effect and how long it lasts."),
    ),
    # Combat Score of a loss (scoring, R28).
    (
        r"Every enemy unit killed or surrendered adds to your Combat Score\.",
        _("Every enemy unit killed or surrendered adds to your Combat Score."),
    ),
    (
        r"A ranking officer counts (?P<n>\d+), whatever he cost \((?P<ruling>R\d+)\)\.",
        _("A ranking officer counts %(n)s, whatever he cost (%(ruling)s)."),
    ),
    (
        r"A squad leader counts (?P<n>\d+), whatever he cost \((?P<ruling>R\d+)\)\.",
        _("A squad leader counts %(n)s, whatever he cost (%(ruling)s)."),
    ),
    (
        r"A crew member counts as a soldier of his quality: (?P<n>\d+) \((?P<ruling>R\d+)\)\.",
        _("A crew member counts as a soldier of his quality: %(n)s (%(ruling)s)."),
    ),
    (
        r"Weapons left on the field count nothing; anyone may pick them up \((?P<ruling>R\d+)\)\.",
        _("Weapons left on the field count nothing; anyone may pick them up (%(ruling)s)."),
    ),
    (
        r"A unit counts its cost in the detachment list: (?P<n>\d+)\.",
        _("A unit counts its cost in the detachment list: %(n)s."),
    ),
    # Does the game end (scoring, R29).
    (
        r"Checked before turn (?P<turn>\d+)\. Combat Score limit: (?P<limit>\d+) \(set by the host\)\.",
        _("Checked before turn %(turn)s. Combat Score limit: %(limit)s (set by the host)."),
    ),
    (
        r"Checked before turn (?P<turn>\d+)\. Combat Score limit: (?P<limit>\d+) \(" + MODE + r"\)\.",
        _("Checked before turn %(turn)s. Combat Score limit: %(limit)s (%(mode_title)s)."),
    ),
    (
        r"Both sides reached the limit \((?P<a>\d+) to (?P<b>\d+)\): the higher score wins\.",
        _("Both sides reached the limit (%(a)s to %(b)s): the higher score wins."),
    ),
    (
        r"Side (?P<winner>[AB]) has (?P<score>\d+) of (?P<limit>\d+): side (?P<loser>[AB]) withdraws from the field"
        r" \((?P<ruling>R\d+)\)\.",
        _("Side %(winner)s has %(score)s of %(limit)s: side %(loser)s withdraws from the field (%(ruling)s)."),
    ),
    (
        r"Side (?P<winner>[AB]) completed the mission objective and the opponent's turn is over: the game ends"
        r" \((?P<ruling>R\d+)\)\.",
        _(
            "Side %(winner)s completed the mission objective and the opponent's turn is over: the game ends"
            " (%(ruling)s)."
        ),
    ),
    (
        r"Turn (?P<turn>\d+) was the last\. Combat Score (?P<a>\d+) to (?P<b>\d+): the higher score wins"
        r" \((?P<ruling>R\d+)\)\.",
        _("Turn %(turn)s was the last. Combat Score %(a)s to %(b)s: the higher score wins (%(ruling)s)."),
    ),
    (
        r"Turn (?P<turn>\d+) was the last\. Combat Score (?P<a>\d+) to (?P<b>\d+): equal scores are a draw"
        r" \((?P<ruling>R\d+)\)\.",
        _("Turn %(turn)s was the last. Combat Score %(a)s to %(b)s: equal scores are a draw (%(ruling)s)."),
    ),
    (
        r"No one has reached (?P<limit>\d+) and no objective is complete: turn (?P<turn>\d+) of (?P<last>\d+) is over,"
        r" play on\.",
        _("No one has reached %(limit)s and no objective is complete: turn %(turn)s of %(last)s is over, play on."),
    ),
    (
        r"No one has reached (?P<limit>\d+) and no objective is complete: turn (?P<turn>\d+) is over, play on\.",
        _("No one has reached %(limit)s and no objective is complete: turn %(turn)s is over, play on."),
    ),
    (r"Equal scores are a draw\.", _("Equal scores are a draw.")),
    # R46: the last turn of a mode where one side's objective is to stop the other's.
    (
        r"Turn (?P<turn>\d+) was the last and no objective is confirmed: side (?P<asked>[AB]) says whether it"
        r" accomplished its objective; if it did not, side (?P<stopper>[AB]) kept it from it and wins"
        r" \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s was the last and no objective is confirmed: side %(asked)s says whether it accomplished its"
            " objective; if it did not, side %(stopper)s kept it from it and wins (%(ruling)s)."
        ),
    ),
    (
        r"Turn (?P<turn>\d+) was the last and side (?P<asked>[AB]) did not accomplish its objective: side"
        r" (?P<stopper>[AB]) kept it from it, a decisive win \((?P<ruling>R\d+)\)\.",
        _(
            "Turn %(turn)s was the last and side %(asked)s did not accomplish its objective: side %(stopper)s kept it"
            " from it, a decisive win (%(ruling)s)."
        ),
    ),
    # Victory points (campaign).
    (
        r"A decisive victory \(mission objective achieved or denied\) is worth (?P<n>\d+)\.",
        _("A decisive victory (mission objective achieved or denied) is worth %(n)s."),
    ),
    (
        r"A strategic victory \(the enemy withdrew on the Combat Score\) is worth (?P<n>\d+)\.",
        _("A strategic victory (the enemy withdrew on the Combat Score) is worth %(n)s."),
    ),
    (
        r"A draw is not a win: like a lost game it is still worth (?P<n>\d+)\.",
        _("A draw is not a win: like a lost game it is still worth %(n)s."),
    ),
    (r"A lost game is still worth (?P<n>\d+)\.", _("A lost game is still worth %(n)s.")),
    (
        r"Add the game's Combat Score: (?P<sum>\d+ \+ \d+ = \d+) points to upgrade core units\.",
        _("Add the game's Combat Score: %(sum)s points to upgrade core units."),
    ),
    # Campaign morale (R25).
    (
        r"The (?P<dice>\d+D6) rolled when the campaign started gives its morale: 1-2 is 8, 3-5 is 9, 6 is 10"
        r" \((?P<ruling>R\d+)\)\.",
        _("The %(dice)s rolled when the campaign started gives its morale: 1-2 is 8, 3-5 is 9, 6 is 10 (%(ruling)s)."),
    ),
    (
        r"Lost (?P<n>\d+) in a row: -(?P<penalty>\d+) while the streak lasts \((?P<ruling>R\d+)\)\.",
        _("Lost %(n)s in a row: -%(penalty)s while the streak lasts (%(ruling)s)."),
    ),
    (
        r"Lost (?P<n>\d+) in a row: no penalty \(it starts at (?P<threshold>\d+) in a row\)\.",
        _("Lost %(n)s in a row: no penalty (it starts at %(threshold)s in a row)."),
    ),
    (
        r"Rolled (?P<die>\d+) at the start: morale (?P<start>\d+)\.",
        _("Rolled %(die)s at the start: morale %(start)s."),
    ),
    (
        r"Rolled (?P<die>\d+) at the start: morale (?P<start>\d+) - (?P<penalty>\d+) = (?P<morale>\d+)\.",
        _("Rolled %(die)s at the start: morale %(start)s - %(penalty)s = %(morale)s."),
    ),
    # The campaign ladder (R21).
    (
        r"Game (?P<game>\d+): " + MODE + r", neutral roles\. Side (?P<winner>[AB]) won\.",
        _("Game %(game)s: %(mode_title)s, neutral roles. Side %(winner)s won."),
    ),
    (
        r"Game (?P<game>\d+): " + MODE + r", neutral roles\. It was a draw\.",
        _("Game %(game)s: %(mode_title)s, neutral roles. It was a draw."),
    ),
    (
        r"Game (?P<game>\d+): " + MODE + r", side (?P<attacker>[AB]) attacking\. Side (?P<winner>[AB]) won\.",
        _("Game %(game)s: %(mode_title)s, side %(attacker)s attacking. Side %(winner)s won."),
    ),
    (
        r"Game (?P<game>\d+): " + MODE + r", side (?P<attacker>[AB]) attacking\. It was a draw\.",
        _("Game %(game)s: %(mode_title)s, side %(attacker)s attacking. It was a draw."),
    ),
    (
        r"A draw moves no one: the same scenario is played again on the same map, roles unchanged\.",
        _("A draw moves no one: the same scenario is played again on the same map, roles unchanged."),
    ),
    (
        r"Both sides are still evenly matched: on to " + MODE + r" on a new map\.",
        _("Both sides are still evenly matched: on to %(mode_title)s on a new map."),
    ),
    (
        r"Side (?P<loser>[AB]) lost king of the hill \(Victory Zones, (?P<ruling>R\d+)\): it defends until it wins a"
        r" battle; side (?P<winner>[AB]) attacks\.",
        _(
            "Side %(loser)s lost king of the hill (Victory Zones, %(ruling)s): it defends until it wins a battle;"
            " side %(winner)s attacks."
        ),
    ),
    (
        r"Side (?P<winner>[AB]) has reached the end of the ladder: the campaign is over\.",
        _("Side %(winner)s has reached the end of the ladder: the campaign is over."),
    ),
    (
        r"The attacker advances: next is " + MODE + r" on a new map\.",
        _("The attacker advances: next is %(mode_title)s on a new map."),
    ),
    (
        r"The attacker lost: roles are neutral again and the ladder resets to " + MODE + r", played on the map just"
        r" used\.",
        _(
            "The attacker lost: roles are neutral again and the ladder resets to %(mode_title)s, played on the map"
            " just used."
        ),
    ),
    (
        r"That was game (?P<game>\d+), the most a campaign lasts: wins (?P<a>\d+) to (?P<b>\d+) decide, side"
        r" (?P<winner>[AB]) wins the campaign\.",
        _(
            "That was game %(game)s, the most a campaign lasts: wins %(a)s to %(b)s decide, side %(winner)s wins the"
            " campaign."
        ),
    ),
    (
        r"That was game (?P<game>\d+), the most a campaign lasts: wins (?P<a>\d+) to (?P<b>\d+) decide, and equal wins"
        r" are a draw\.",
        _("That was game %(game)s, the most a campaign lasts: wins %(a)s to %(b)s decide, and equal wins are a draw."),
    ),
    (
        r"Next game: side (?P<attacker>[AB]) attacks, side (?P<defender>[AB]) defends\.",
        _("Next game: side %(attacker)s attacks, side %(defender)s defends."),
    ),
)
