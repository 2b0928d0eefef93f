"""Open Fire's dice in the reader's words (rules.engine.open_fire.procedures.rolls, command): the attribute roll and
its re-roll, the roll-off, and the command rolls of recovering from stress, deploying a Support unit and bringing an
aircraft on. Words as the glossary of open_fire_attack.py has them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.sentences import open_fire_words
from rules.sentences.open_fire_words import CHANCE
from rules.sentences.rows import table

ATTRIBUTE_ROLLS = {
    "skill": pgettext_lazy("attribute roll", "skill roll"),
    "defence": pgettext_lazy("attribute roll", "defence roll"),
    "command": pgettext_lazy("attribute roll", "command roll"),
}
VERDICTS = {"a success": pgettext_lazy("roll", "a success"), "a failure": pgettext_lazy("roll", "a failure")}
PARTS = {
    **open_fire_words.PARTS,
    "attribute_roll": lambda kind: str(ATTRIBUTE_ROLLS[kind]),
    "verdict": lambda said: str(VERDICTS[said]),
    "again_verdict": lambda said: str(VERDICTS[said]),
}
VERDICT = r"(?P<verdict>a success|a failure)"

ROWS = table(
    # Attribute Rolls, Re-rolls (rolls.attribute_roll; command.Command.explain says a command roll the same way).
    (
        r"A (?P<attribute_roll>skill|defence|command) roll needs (?P<face>\d+) or more on the D12 \((?P<mods>.+)\); "
        r"a 1 always fails, a 12 always succeeds\.",
        _("A %(attribute_roll)s needs %(face)s or more on the D12 (%(mods)s); a 1 always fails, a 12 always succeeds."),
    ),
    (
        r"It may re-roll any failed roll once, and keeps the second result\.",
        _("It may re-roll any failed roll once, and keeps the second result."),
    ),
    (
        r"It may re-roll a failed roll that is not a 1 once, and keeps the second result\.",
        _("It may re-roll a failed roll that is not a 1 once, and keeps the second result."),
    ),
    (
        r"Rolled (?P<face>\d+): a failure, rolled again: (?P<again>\d+)\.",
        _("Rolled %(face)s: a failure, rolled again: %(again)s."),
    ),
    (r"Success\.", _("Success.")),
    (r"Failure\.", _("Failure.")),
    # Roll-Offs (rolls.roll_off).
    (
        r"Both players roll a D12; the higher wins, a tie is rolled again\.",
        _("Both players roll a D12; the higher wins, a tie is rolled again."),
    ),
    (rf"Chance of winning: (?P<chance>{CHANCE}) each\.", _("Chance of winning: %(chance)s each.")),
    (r"(?P<a>\d+) against (?P<b>\d+): the first player wins\.", _("%(a)s against %(b)s: the first player wins.")),
    (r"(?P<a>\d+) against (?P<b>\d+): the second player wins\.", _("%(a)s against %(b)s: the second player wins.")),
    (r"(?P<a>\d+) and (?P=a): a tie, rolled again\.", _("%(a)s and %(a)s: a tie, rolled again.")),
    (
        r"A roll-off needs a pair of dice: the first player's and the second's, like 7,3\.",
        _("A roll-off needs a pair of dice: the first player's and the second's, like 7,3."),
    ),
    (
        r"The dice tied at (?P<a>\d+): roll again and add the new pair\.",
        _("The dice tied at %(a)s: roll again and add the new pair."),
    ),
    (
        r"(?P<a>\d+) and (?P<b>\d+) already decide it: leave out the dice after them\.",
        _("%(a)s and %(b)s already decide it: leave out the dice after them."),
    ),
    # A command roll (command.Command): Fear (X), Fearless, one line for each roll.
    (
        r"Fearless: a failed roll is rolled again once, and the second result stands\.",
        _("Fearless: a failed roll is rolled again once, and the second result stands."),
    ),
    (
        r"Fear does not add up: the largest, Fear \((?P<x>\d+)\), counts \(O7\)\.",
        _("Fear does not add up: the largest, Fear (%(x)s), counts (O7)."),
    ),
    (rf"Rolled (?P<face>\d+), {VERDICT}\.", _("Rolled %(face)s, %(verdict)s.")),
    (
        r"Rolled (?P<face>\d+), a failure; Fearless re-roll (?P<again>\d+): (?P<again_verdict>a success|a failure)\.",
        _("Rolled %(face)s, a failure; Fearless re-roll %(again)s: %(again_verdict)s."),
    ),
    (rf"Roll (?P<n>\d+): (?P<face>\d+), {VERDICT}\.", _("Roll %(n)s: %(face)s, %(verdict)s.")),
    (
        r"Roll (?P<n>\d+): (?P<face>\d+), a failure; Fearless re-roll (?P<again>\d+): "
        r"(?P<again_verdict>a success|a failure)\.",
        _("Roll %(n)s: %(face)s, a failure; Fearless re-roll %(again)s: %(again_verdict)s."),
    ),
    # Action: Recover (command.recover).
    (
        r"(?P<stress_markers>\d+) stress markers?: one command roll each\. Each success removes one marker \(O4\); "
        r"a 12 removes them all \(O5\)\.",
        _(
            "%(stress_markers)s: one command roll each. Each success removes one marker (O4); a 12 removes them all"
            " (O5)."
        ),
    ),
    (rf"Chance of each roll succeeding: (?P<chance>{CHANCE})\.", _("Chance of each roll succeeding: %(chance)s.")),
    (r"A 12: every stress marker is removed\.", _("A 12: every stress marker is removed.")),
    (r"(?P<successes>\d+) success(?:es)?: (?P<removed>\d+) removed\.", _("%(successes)s: %(removed)s removed.")),
    (r"Stress left: (?P<n>\d+)\.", _("Stress left: %(n)s.")),
    # Support, Aircraft Reserve (command.deploy_support, aircraft_reserve).
    (
        r"The unit stays in reserve this activation: no roll is made \(O11\)\.",
        _("The unit stays in reserve this activation: no roll is made (O11)."),
    ),
    (
        r"Support: in round 1 the unit need not deploy \(O10\)\.",
        _("Support: in round 1 the unit need not deploy (O10)."),
    ),
    (
        r"Support: in round 1 the unit deploys without a command roll \(O10, O11\)\.",
        _("Support: in round 1 the unit deploys without a command roll (O10, O11)."),
    ),
    (
        r"Place it within 6 in of one of your entry points; it then activates as normal\.",
        _("Place it within 6 in of one of your entry points; it then activates as normal."),
    ),
    (
        r"Round (?P<round>\d+): a Support unit deploys only after a successful command roll \(O11\)\.",
        _("Round %(round)s: a Support unit deploys only after a successful command roll (O11)."),
    ),
    (r"No Fear \(X\) reaches a unit in reserve \(O8\)\.", _("No Fear (X) reaches a unit in reserve (O8).")),
    (rf"Chance of deploying: (?P<chance>{CHANCE})\.", _("Chance of deploying: %(chance)s.")),
    (
        r"It stays in reserve and counts as activated this round; your turn ends without activating another unit\.",
        _("It stays in reserve and counts as activated this round; your turn ends without activating another unit."),
    ),
    (
        r"An aircraft comes on from reserve, in any round, only after a successful command roll \(O12\)\.",
        _("An aircraft comes on from reserve, in any round, only after a successful command roll (O12)."),
    ),
    (rf"Chance of coming on: (?P<chance>{CHANCE})\.", _("Chance of coming on: %(chance)s.")),
    (
        r"It stays in reserve; the roll was its activation this round, and play passes to the next player\.",
        _("It stays in reserve; the roll was its activation this round, and play passes to the next player."),
    ),
)
