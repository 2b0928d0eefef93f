"""What the engine refuses of what was typed (rules.engine.registry: "<label>: <what is wrong>"; rules.engine.dice,
reading and the procedures' own checks), and why a unit cannot act or no soldier can step in for his officer."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from rules.sentences.rows import table

# The engine's refusals of what was typed (rules.engine.registry: "<label>: <what is wrong>"; rules.engine.dice).
REFUSALS = table(
    (r"(?P<label>.+): send it as text\.", _("%(label)s: send it as text.")),
    (r"(?P<label>.+): at most (?P<n>\S+) at once\.", _("%(label)s: at most %(n)s at once.")),
    (r"(?P<label>.+): choose from (?P<choices>.+)\.", _("%(label)s: choose from %(choices)s.")),
    (r"(?P<label>.+): this is needed\.", _("%(label)s: this is needed.")),
    (
        r"(?P<label>.+): answer yes or no \(true/false, 1/0, on\)\.",
        _("%(label)s: answer yes or no (true/false, 1/0, on)."),
    ),
    (r"(?P<label>.+): type a whole number\.", _("%(label)s: type a whole number.")),
    (r"(?P<label>.+): type a number\.", _("%(label)s: type a number.")),
    (r"(?P<label>.+): at least (?P<n>\S+)\.", _("%(label)s: at least %(n)s.")),
    (r"(?P<label>.+): at most (?P<n>\S+)\.", _("%(label)s: at most %(n)s.")),
    (
        r"Type the dice as numbers separated by commas, like 3,5,1,6\.",
        _("Type the dice as numbers separated by commas, like 3,5,1,6."),
    ),
    (
        r"This roll needs (?P<count>\d+) (?:dice|die); (?P<given>\d+) (?:was|were) given\.",
        _("This roll needs %(count)s dice; %(given)s given."),
    ),
    (
        r"No dice are rolled here \((?P<no_dice_why>.+)\); leave the dice empty \((?P<given>\d+) "
        r"(?:was|were) given\)\.",
        _("No dice are rolled here (%(no_dice_why)s); leave the dice empty (%(given)s given)."),
    ),
    (
        r"No dice are rolled here; leave the dice empty \((?P<given>\d+) (?:was|were) given\)\.",
        _("No dice are rolled here; leave the dice empty (%(given)s given)."),
    ),
    (
        r"At (?P<distance>\S+) (?P<units>cm|in) there is no melee: the enemy must be within (?P<reach>\d+) (?P=units)\. "
        r"Move closer first\.",
        _(
            "At %(distance)s %(units)s there is no melee: the enemy must be within %(reach)s %(units)s. Move closer first."
        ),
    ),
    (r"Mobility is 1 to (?P<n>\d+) dice\.", _("Mobility is 1 to %(n)s dice.")),
    (
        r"The smoke cannot be laid after the turn you are asking about\.",
        _("The smoke cannot be laid after the turn you are asking about."),
    ),
    (
        r"Combat only has no mission objective: only the Combat Score and the last turn end it\.",
        _("Combat only has no mission objective: only the Combat Score and the last turn end it."),
    ),
    (
        r"In this game mode no side's objective is to stop the other's: after the last turn the higher Combat Score"
        r" decides \((?P<ruling>R\d+)\)\.",
        _(
            "In this game mode no side's objective is to stop the other's: after the last turn the higher Combat Score"
            " decides (%(ruling)s)."
        ),
    ),
    (
        r"An objective is kept from the other side only when the last turn has ended \((?P<ruling>R\d+)\)\.",
        _("An objective is kept from the other side only when the last turn has ended (%(ruling)s)."),
    ),
    (
        r"The game was over after turn (?P<last>\d+): there is no turn (?P<turn>\d+)\.",
        _("The game was over after turn %(last)s: there is no turn %(turn)s."),
    ),
    (
        r"Each die shows 1 to 6; (?P<face>.+) is not a die face\.",
        _("Each die shows 1 to 6; %(face)s is not a die face."),
    ),
    # A D12's faces as the calculators refuse them (rules.dice_entry), before any Open Fire procedure sees them.
    (
        r"Each die shows 1 to 12; (?P<face>.+) is not a die face\.",
        _("Each die shows 1 to 12; %(face)s is not a die face."),
    ),
    (
        r"Put a comma or a space between the dice, like 3,11,5\.",
        _("Put a comma or a space between the dice, like 3,11,5."),
    ),
)

# Why a case is settled without dice (rules.engine.reading.no_dice), for the refusal of dice typed in anyway.
NO_DICE_WHY = {
    # A machine gun's overheating check (machine_guns.py), its reason as the engine lowers it.
    "SMGs, automatic rifles and 20 mm cannons never check for overheating": _(
        "SMGs, automatic rifles and 20 mm cannons never check for overheating"
    ),
    "only a double burst (two shots in one turn) checks for overheating": _(
        "only a double burst (two shots in one turn) checks for overheating"
    ),
    "half of its crew or more is gone (1 of 2, 2 of 4), so the machine gun has no double burst any more (R30): it "
    "fires once a turn and never checks for overheating": _(
        "half of its crew or more is gone (1 of 2, 2 of 4), so the machine gun has no double burst any more (R30): "
        "it fires once a turn and never checks for overheating"
    ),
    "a capture is measured": _("a capture is measured"),
    "a move on foot is a set distance": _("a move on foot is a set distance"),
    "a sector is freed or not": _("a sector is freed or not"),
    "a zone is held by counting soldiers": _("a zone is held by counting soldiers"),
    "an aimed hit has a fixed effect": _("an aimed hit has a fixed effect"),
    "an ambush is revealed by distance, not by a roll": _("an ambush is revealed by distance, not by a roll"),
    "at far range a single unit is shot at": _("at far range a single unit is shot at"),
    "escaped units are counted": _("escaped units are counted"),
    "going into ambush is a set-up choice": _("going into ambush is a set-up choice"),
    "hiding is an action, not a roll": _("hiding is an action, not a roll"),
    "no bomb attacks are left": _("no bomb attacks are left"),
    "no spot roll is needed": _("no spot roll is needed"),
    "only vehicles bigger than cars may ram": _("only vehicles bigger than cars may ram"),
    "only vehicles bigger than motorcycles may run over infantry": _(
        "only vehicles bigger than motorcycles may run over infantry"
    ),
    "smoke lasts a set number of turns": _("smoke lasts a set number of turns"),
    "structures are counted": _("structures are counted"),
    "the AFV is out of range": _("the AFV is out of range"),
    "the armour is worked out, not rolled": _("the armour is worked out, not rolled"),
    "the distance is measured and the owner chooses": _("the distance is measured and the owner chooses"),
    "the range band is measured": _("the range band is measured"),
    "the road is cleared or not": _("the road is cleared or not"),
    "the score is added up": _("the score is added up"),
    "the target cannot be spotted": _("the target cannot be spotted"),
    "units out are counted": _("units out are counted"),
    "units through are counted": _("units through are counted"),
    # Open Fire's (rules.engine.open_fire.procedures).
    "line of sight is looked at, not rolled": _("line of sight is looked at, not rolled"),
    "the target is checked, not rolled for": _("the target is checked, not rolled for"),
    "damage is counted off, not rolled": _("damage is counted off, not rolled"),
    "no roll in round 1": _("no roll in round 1"),
    "the unit stays in reserve": _("the unit stays in reserve"),
    "the players measure and count": _("the players measure and count"),
}

# Why a unit cannot act (rules.engine.procedures.actions), why no soldier steps in for his officer (officers.py).
REASONS = table(
    (r"No crew left: it cannot act\.", _("No crew left: it cannot act.")),
    (
        r"Below half crew, an infantry weapon loses one action per turn: it cannot act\.",
        _("Below half crew, an infantry weapon loses one action per turn: it cannot act."),
    ),
    (r"It acted last turn, so it cannot act this turn\.", _("It acted last turn, so it cannot act this turn.")),
    (
        r"The nearest friendly soldier is (?P<distance>\S+) (?P<units>cm|in) away, more than (?P<radius>\S+) (?P=units):"
        r" no one can step in\.",
        _(
            "The nearest friendly soldier is %(distance)s %(units)s away, more than %(radius)s %(units)s: no one can step in."
        ),
    ),
)
