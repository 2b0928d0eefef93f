"""An Open Fire game's refusals on the table in the reader's words (rules.engine.open_fire.table and table_moves):
whose turn it is, the order of a unit's actions, what must be settled first (a wreck's passengers, free attacks owed),
getting into a transport, an aircraft leaving, the models of a wreck placed. Names of units are the pack's: they
stay; words as the glossary of open_fire_attack.py has them."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules import sentences
from rules.sentences.rows import first_said, table

NAMED = r"(?P<unit>[^:.]+?)"
ACTIONS = {"recover": pgettext_lazy("verb", "recover"), "move": pgettext_lazy("verb", "move"),
           "attack": pgettext_lazy("verb", "attack"), "secure": pgettext_lazy("verb", "secure"),
           "abilities": pgettext_lazy("verb", "use an ability")}  # fmt: skip
PARTS = {"action": lambda action: str(ACTIONS.get(action, action))}

ROWS = table(
    (r"No unit can be activated now\.", _("No unit can be activated now.")),
    (r"Finish the unit that is acting first\.", _("Finish the unit that is acting first.")),
    (NAMED + r" is not yours\.", _("%(unit)s is not yours.")),
    (NAMED + r" cannot be activated: it is destroyed\.", _("%(unit)s cannot be activated: it is destroyed.")),
    (NAMED + r" cannot be activated: it has already been activated this round\.",
     _("%(unit)s cannot be activated: it has already been activated this round.")),
    (r"Only a support unit or an aircraft may stay in reserve\.",
     _("Only a support unit or an aircraft may stay in reserve.")),
    (r"Only the unit deploying now can fail to find room\.", _("Only the unit deploying now can fail to find room.")),
    (r"The unit cannot (?P<action>recover|move|attack|secure|abilities) now: its actions go in order\.",
     _("The unit cannot %(action)s now: its actions go in order.")),
    (r"No unit is acting\.", _("No unit is acting.")),
    (NAMED + r" has used “(?P<ability>[^”]+)” this activation\.", _("%(unit)s has used “%(ability)s” this activation.")),
    (r"An ability takes off at most 6 stress markers\.", _("An ability takes off at most 6 stress markers.")),
    (r"An ability replaces recover, move, attack or secure, or none\.",
     _("An ability replaces recover, move, attack or secure, or none.")),
    (r"Pick one of your units on the battlefield\.", _("Pick one of your units on the battlefield.")),
    (r"There is no such objective on the battlefield\.", _("There is no such objective on the battlefield.")),
    (r"First place " + NAMED + r", thrown out of its destroyed transport\.",
     _("First place %(unit)s, thrown out of its destroyed transport.")),
    (r"First the free attack of " + NAMED + r": make it or let it go\.",
     _("First the free attack of %(unit)s: make it or let it go.")),
    (r"That unit is owed no free attack\.", _("That unit is owed no free attack.")),
    (NAMED + r" got out this activation: it may not get back in before its next\.",
     _("%(unit)s got out this activation: it may not get back in before its next.")),
    (r"A unit gets in after moving, before it attacks or secures anything\.",
     _("A unit gets in after moving, before it attacks or secures anything.")),
    (r"A transport carries only infantry\.", _("A transport carries only infantry.")),
    (r"Pick one of your transports on the battlefield\.", _("Pick one of your transports on the battlefield.")),
    (r"(?P<ride>[^:;]+?) has room for (?P<room>\d+) more models; " + NAMED + r" has (?P<n>\d+)\.",
     _("%(ride)s has room for %(room)s more models; %(unit)s has %(n)s.")),
    (r"Only an enemy unit on the battlefield can be left behind\.",
     _("Only an enemy unit on the battlefield can be left behind.")),
    (r"That unit is not waiting to get out of a wreck\.", _("That unit is not waiting to get out of a wreck.")),
    (r"Besides its leader " + NAMED + r" has (?P<n>\d+) models to place\.",
     _("Besides its leader %(unit)s has %(n)s models to place.")),
    (NAMED + r" is not an aircraft\.", _("%(unit)s is not an aircraft.")),
    (r"An aircraft leaves the battlefield, or is lost, as it moves: move it first\.",
     _("An aircraft leaves the battlefield, or is lost, as it moves: move it first.")),
)  # fmt: skip


def said(message: str) -> str:
    """A refusal of the game on the table in the reader's words (any other engine sentence as rules.sentences says
    it)."""
    return first_said(ROWS, message, PARTS) or sentences.translated(message)
