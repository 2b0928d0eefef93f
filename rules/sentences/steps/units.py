"""The steps of the procedures that count and move the men and their machines: the action pool and the actions per
activation (rules.engine.procedures.actions), a soldier taking the hit for his officer (officers), the morale check
and the rallies (morale), melee (melee), moves on foot (foot) and over terrain, manning and moving a captured
vehicle (movement)."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.sentences.rows import table

UNITS = r"(?P<units>cm|in)"
DISTANCE = r"(?P<distance>\d[\d.e+-]*)"  # a measured distance as the engine writes it ("118.5", f"{x:g}")

# The action pool's models and machines (R22), each in the English singular and plural; the German form goes by the
# number, the engine's "Only 1 soldiers to lose" too.
POOL_KINDS = {
    "officer": (pgettext_lazy("counted", "officer"), pgettext_lazy("counted", "officers")),
    "squad leader": (pgettext_lazy("counted", "squad leader"), pgettext_lazy("counted", "squad leaders")),
    "soldier": (pgettext_lazy("counted", "soldier"), pgettext_lazy("counted", "soldiers")),
    "crew member": (pgettext_lazy("counted", "crew member"), pgettext_lazy("counted", "crew members")),
    "vehicle": (pgettext_lazy("counted", "vehicle"), pgettext_lazy("counted", "vehicles")),
    "support weapon": (pgettext_lazy("counted", "support weapon"), pgettext_lazy("counted", "support weapons")),
    "plane": (pgettext_lazy("counted", "plane"), pgettext_lazy("counted", "planes")),
}
FORMS = {name: forms for kind, forms in POOL_KINDS.items() for name in (kind, f"{kind}s")}
KIND = "(?:" + "|".join(f"{kind}s?" for kind in POOL_KINDS) + ")"
COUNTS = rf"\d+ {KIND}(?: \+ \d+ {KIND})*"  # "4 officers + 1 squad leader + 22 soldiers"

# The unit types of the actions per activation (rules.engine.procedures.actions.UNIT_LABELS).
ACTIVATION_UNITS = {
    "Ranking officer": _("Ranking officer"),
    "Squad leader": _("Squad leader"),
    "Infantry or crew member": _("Infantry or crew member"),
    "Infantry carrying heavy gear": _("Infantry carrying heavy gear"),
    "Support weapon": _("Support weapon"),
    "Machine gun (medium or heavy)": _("Machine gun (medium or heavy)"),
    "Transport": _("Transport"),
    "AFV": _("AFV"),
    "Plane bombing": _("Plane bombing"),
    "Plane strafing": _("Plane strafing"),
}
ACTIVATION_UNIT = "(?P<activation_unit>" + "|".join(map(re.escape, ACTIVATION_UNITS)) + ")"

# Manning abandoned vehicles: which vehicle, and who mans it.
MANNED_VEHICLES = {
    "AFV": _("AFV"),
    "Unarmed transport": pgettext_lazy("manned vehicle", "Unarmed transport"),
    "Armed transport": pgettext_lazy("manned vehicle", "Armed transport"),
}
MANNING_CREWS = {
    "a vehicle crew": pgettext_lazy("manned by", "a vehicle crew"),
    "infantry": pgettext_lazy("manned by", "infantry"),
    "its own crew, back in": pgettext_lazy("manned by", "its own crew, back in"),
}


def _counted(item: str) -> str:
    """ "4 officers", "1 squad leader", "0 planes": the number and its kind, singular or plural by the number."""
    number, _space, kind = item.partition(" ")
    one, many = FORMS[kind]  # KeyError: a kind not listed keeps the sentence English
    return f"{number} {one if number == '1' else many}"


def _pool_counts(joined: str) -> str:
    return " + ".join(_counted(item) for item in joined.split(" + "))


PARTS: dict[str, Callable[[str], str]] = {
    "pool_counts": _pool_counts,
    "pool_only": _counted,
    "activation_unit": lambda name: str(ACTIVATION_UNITS[name]),
    "manned_vehicle": lambda name: str(MANNED_VEHICLES[name]),
    "manning_crew": lambda name: str(MANNING_CREWS[name]),
}

ROWS = table(
    # The action pool (R22).
    (
        r"The dead ranking officer is counted as one officer lost\.",
        _("The dead ranking officer is counted as one officer lost."),
    ),
    (
        rf"Only (?P<pool_only>(?P<pool_have>\d+) {KIND}) to lose: 1 lost counts as (?P=pool_have)\.",
        _("Only %(pool_only)s to lose: 1 lost counts as %(pool_have)s."),
    ),
    (
        rf"Only (?P<pool_only>(?P<pool_have>\d+) {KIND}) to lose: (?P<pool_lost>\d+) lost counts as (?P=pool_have)\.",
        _("Only %(pool_only)s to lose: %(pool_lost)s lost counts as %(pool_have)s."),
    ),
    (
        rf"One action per model: (?P<pool_counts>{COUNTS}) = (?P<n>\d+)\.",
        _("One action per model: %(pool_counts)s = %(n)s."),
    ),
    (
        r"No officers, squad leaders, soldiers or crew members: no actions from models\.",
        _("No officers, squad leaders, soldiers or crew members: no actions from models."),
    ),
    (
        rf"One more per machine: (?P<pool_counts>{COUNTS}) = (?P<n>\d+) \((?P<ruling>R\d+)\)\.",
        _("One more per machine: %(pool_counts)s = %(n)s (%(ruling)s)."),
    ),
    (
        rf"Each loss takes its action away: (?P<pool_counts>{COUNTS}) = -(?P<n>\d+)\.",
        _("Each loss takes its action away: %(pool_counts)s = -%(n)s."),
    ),
    (
        r"The ranking officer is dead: the 1 actions he could order per turn are gone for the rest of the game "
        r"\((?P<ruling>R\d+)\)\.",
        _(
            "The ranking officer is dead: the 1 action he could order per turn is gone for the rest of the game (%(ruling)s)."
        ),
    ),
    (
        r"The ranking officer is dead: the (?P<n>\d+) actions he could order per turn are gone for the rest of the "
        r"game \((?P<ruling>R\d+)\)\.",
        _(
            "The ranking officer is dead: the %(n)s actions he could order per turn are gone for the rest of the game "
            "(%(ruling)s)."
        ),
    ),
    (
        r"The ranking officer is dead, but he had no orders to lose\.",
        _("The ranking officer is dead, but he had no orders to lose."),
    ),
    (
        r"Action pool: (?P<pool_sum>\d+(?: [+-] \d+)*) = 1 action per turn\.",
        _("Action pool: %(pool_sum)s = 1 action per turn."),
    ),
    (
        r"Action pool: (?P<pool_sum>\d+(?: [+-] \d+)*) = (?P<n>\d+) actions per turn\.",
        _("Action pool: %(pool_sum)s = %(n)s actions per turn."),
    ),
    (r"The pool cannot go below 0\.", _("The pool cannot go below 0.")),
    # The actions per activation (R23, R26, R30).
    (ACTIVATION_UNIT + r": 1 action\.", _("%(activation_unit)s: 1 action.")),
    (ACTIVATION_UNIT + r": (?P<n>\d+) actions\.", _("%(activation_unit)s: %(n)s actions.")),
    (
        r"Giving several orders at once is one action\. Some doctrines let him activate more than once\.",
        _("Giving several orders at once is one action. Some doctrines let him activate more than once."),
    ),
    (
        r"Each soldier he tries to rally costs one action and one morale check, up to two per turn "
        r"\((?P<ruling>R\d+)\)\.",
        _("Each soldier he tries to rally costs one action and one morale check, up to two per turn (%(ruling)s)."),
    ),
    (r"One double move per turn is allowed\.", _("One double move per turn is allowed.")),
    (
        r"Infantry carrying heavy gear may move or shoot, not both, and never double move\.",
        _("Infantry carrying heavy gear may move or shoot, not both, and never double move."),
    ),
    (r"A support weapon may move or shoot, not both\.", _("A support weapon may move or shoot, not both.")),
    (
        r"A machine gun may move or shoot; or shoot twice \(double burst\), then roll (?P<dice>\d+D6) for "
        r"overheating\.",
        _("A machine gun may move or shoot; or shoot twice (double burst), then roll %(dice)s for overheating."),
    ),
    (r"Loading or unloading all cargo is one action\.", _("Loading or unloading all cargo is one action.")),
    (
        r"An AFV with more than (?P<n>\d+) crew has a third action, but may not use it for a triple move\.",
        _("An AFV with more than %(n)s crew has a third action, but may not use it for a triple move."),
    ),
    (r"An AFV with up to (?P<n>\d+) crew has 2 actions\.", _("An AFV with up to %(n)s crew has 2 actions.")),
    (
        r"A bombing run is one action; planes spend no actions on movement\.",
        _("A bombing run is one action; planes spend no actions on movement."),
    ),
    (
        r"Strafing: one action per machine gun and autocannon \((?P<n>\d+)\); no actions on movement\.",
        _("Strafing: one action per machine gun and autocannon (%(n)s); no actions on movement."),
    ),
    (
        r"Crew: (?P<crew_alive>\d+) of (?P<crew_needed>\d+) alive\.",
        _("Crew: %(crew_alive)s of %(crew_needed)s alive."),
    ),
    (
        r"Crew: (?P<crew_alive>\d+) of (?P<crew_needed>\d+) alive, below half\.",
        _("Crew: %(crew_alive)s of %(crew_needed)s alive, below half."),
    ),
    (
        r"Crew: (?P<crew_alive>\d+) of (?P<crew_needed>\d+) alive, half of it lost\.",
        _("Crew: %(crew_alive)s of %(crew_needed)s alive, half of it lost."),
    ),
    (
        r"Below half crew, a vehicle loses one action per turn: (?P<n>\d+) left \((?P<ruling>R\d+)\)\.",
        _("Below half crew, a vehicle loses one action per turn: %(n)s left (%(ruling)s)."),
    ),
    (
        r"(?P<crew_lost>\d+) of (?P<crew_needed>\d+) crew lost is half or more: the machine gun has no double burst, "
        r"so it moves or fires once \((?P<ruling>R\d+)\)\.",
        _(
            "%(crew_lost)s of %(crew_needed)s crew lost is half or more: the machine gun has no double burst, so it "
            "moves or fires once (%(ruling)s)."
        ),
    ),
    (
        r"Below half crew, a support weapon acts only every other turn \((?P<ruling>R\d+)\)\.",
        _("Below half crew, a support weapon acts only every other turn (%(ruling)s)."),
    ),
    (
        r"It did not act last turn, so it may act now, but not next turn\.",
        _("It did not act last turn, so it may act now, but not next turn."),
    ),
    # A soldier taking the hit for his ranking officer (R22, R28, R37).
    (
        rf"A ranking officer is hit\. One friendly soldier within (?P<radius>\d+) {UNITS} of him may take the hit in "
        r"his place\.",
        _(
            "A ranking officer is hit. One friendly soldier within %(radius)s %(units)s of him may take the hit in his place."
        ),
    ),
    (
        r"That soldier is out of the fight \(killed, surrendered or gone, (?P<ruling>R\d+)\): he cannot step in\.",
        _("That soldier is out of the fight (killed, surrendered or gone, %(ruling)s): he cannot step in."),
    ),
    (
        rf"A soldier {DISTANCE} {UNITS} away could step in, but his side lets the officer take it\.",
        _("A soldier %(distance)s %(units)s away could step in, but his side lets the officer take it."),
    ),
    (
        rf"The soldier is {DISTANCE} {UNITS} away, within (?P<radius>\d+) (?P=units): he takes the hit instead "
        r"\(exactly (?P=radius) (?P=units) still counts\)\.",
        _(
            "The soldier is %(distance)s %(units)s away, within %(radius)s %(units)s: he takes the hit instead "
            "(exactly %(radius)s %(units)s still counts)."
        ),
    ),
    (
        r"Roll the effect \((?P<dice>\d+D6)\) for the soldier as for any soldier hit; if he lives, he takes the "
        r"morale check\.",
        _("Roll the effect (%(dice)s) for the soldier as for any soldier hit; if he lives, he takes the morale check."),
    ),
    (r"The officer comes through this hit untouched\.", _("The officer comes through this hit untouched.")),
    (r"Roll the effect \((?P<dice>\d+D6)\) for the officer\.", _("Roll the effect (%(dice)s) for the officer.")),
    (
        r"If he dies, the number of actions he could order each turn comes off the action counter for the rest of "
        r"the game \(R22\), and he counts (?P<n>\d+) on the enemy's Combat Score \(R28\)\.",
        _(
            "If he dies, the number of actions he could order each turn comes off the action counter for the rest of "
            "the game (R22), and he counts %(n)s on the enemy's Combat Score (R28)."
        ),
    ),
    # The morale check and the rallies (R23, R24).
    (
        r"Roll (?P<dice>\d+D6) more for the effect of the failed check\.",
        _("Roll %(dice)s more for the effect of the failed check."),
    ),
    (
        r"A squad leader rallies at most (?P<n>\d+) soldiers a turn\.",
        _("A squad leader rallies at most %(n)s soldiers a turn."),
    ),
    (
        rf"The soldier is {DISTANCE} {UNITS} away; the rally radius is (?P<radius>\d+) (?P=units)\.",
        _("The soldier is %(distance)s %(units)s away; the rally radius is %(radius)s %(units)s."),
    ),
    (
        rf"Soldier within the (?P<radius>\d+) {UNITS} rally radius; the squad leader checks morale\.",
        _("Soldier within the %(radius)s %(units)s rally radius; the squad leader checks morale."),
    ),
    (
        r"Take away one suppressed and/or one frightened token\.",
        _("Take away one suppressed and/or one frightened token."),
    ),
    (
        r"Once per game: every unit in the command radius may be rallied\.",
        _("Once per game: every unit in the command radius may be rallied."),
    ),
    (
        r"A ranking officer rallies once per game, and this one already has\.",
        _("A ranking officer rallies once per game, and this one already has."),
    ),
    (
        r"Every unit in the command radius loses all its suppressed tokens\.",
        _("Every unit in the command radius loses all its suppressed tokens."),
    ),
    # Melee's effect, with the house rule that rolls the 12 again (R17).
    (
        r"(?P<n>\d+) is not in the book: house rule, roll again\.",
        _("%(n)s is not in the book: house rule, roll again."),
    ),
    (r"Rolled (?P<rolled>\d+ \+ \d+ = \d+): roll again\.", _("Rolled %(rolled)s: roll again.")),
    # Moves on foot, over terrain, and in a captured vehicle (R9, R10, R11).
    (
        r"No double move: an event card in force forbids it here\.",
        _("No double move: an event card in force forbids it here."),
    ),
    (
        r"Event cards in force: a vehicle ignores the crops penalty\.",
        _("Event cards in force: a vehicle ignores the crops penalty."),
    ),
    (r"Event cards in force: abandon the lowest die first\.", _("Event cards in force: abandon the lowest die first.")),
    (
        r"Event cards in force: abandon the (?P<n>\d+) lowest dice first\.",
        _("Event cards in force: abandon the %(n)s lowest dice first."),
    ),
    (
        r"Event cards in force: abandon the highest die first\.",
        _("Event cards in force: abandon the highest die first."),
    ),
    (
        r"Event cards in force: abandon the (?P<n>\d+) highest dice first\.",
        _("Event cards in force: abandon the %(n)s highest dice first."),
    ),
    (
        r"Heavy gear and support weapons never move at the double\.",
        _("Heavy gear and support weapons never move at the double."),
    ),
    (
        r"Support weapon: only infantry and horses may cross a river without a bridge\.",
        _("Support weapon: only infantry and horses may cross a river without a bridge."),
    ),
    (
        rf"Rolled (?P<rolled>\d+(?: \+ \d+)*): 1 pips, {DISTANCE} {UNITS}\.",
        _("Rolled %(rolled)s: 1 pip, %(distance)s %(units)s."),
    ),
    (  # one die: the general row (rules.sentences.STEPS) reads two or more
        rf"Rolled (?P<rolled>\d+): (?P<pips>\d+) pips, {DISTANCE} {UNITS}\.",
        _("Rolled %(rolled)s: %(pips)s pips, %(distance)s %(units)s."),
    ),
    (
        r"Soldiers on foot do not tow: towing is ignored\.",
        _("Soldiers on foot do not tow: towing is ignored."),
    ),
    (
        rf"Towing: halved and rounded down to {DISTANCE} {UNITS}\.",
        _("Towing: halved and rounded down to %(distance)s %(units)s."),
    ),
    (
        r"No dice are left after the penalties: it cannot move here \(it may still roll for the log\)\.",
        _("No dice are left after the penalties: it cannot move here (it may still roll for the log)."),
    ),
    (
        r"The crew is new to this vehicle: abandon highest die first\.",
        _("The crew is new to this vehicle: abandon highest die first."),
    ),
    (
        r"The crew is new to this vehicle: abandon lowest die first\.",
        _("The crew is new to this vehicle: abandon lowest die first."),
    ),
    (
        r"The crew is new to this vehicle: abandon highest and lowest die first\.",
        _("The crew is new to this vehicle: abandon highest and lowest die first."),
    ),
    # Manning an abandoned vehicle.
    (
        r"(?P<manned_vehicle>AFV|Unarmed transport|Armed transport) manned by "
        r"(?P<manning_crew>a vehicle crew|infantry|its own crew, back in)\.",
        _("%(manned_vehicle)s manned by %(manning_crew)s."),
    ),
    (
        r"A crew that had to bail out may re-enter its vehicle next turn without penalties\.",
        _("A crew that had to bail out may re-enter its vehicle next turn without penalties."),
    ),
    (r"Movement: none on every move\.", _("Movement: none on every move.")),
    (r"Movement: abandon highest die on every move\.", _("Movement: abandon highest die on every move.")),
    (r"Movement: abandon lowest die on every move\.", _("Movement: abandon lowest die on every move.")),
    (
        r"Movement: abandon highest and lowest die on every move\.",
        _("Movement: abandon highest and lowest die on every move."),
    ),
    (r"Attacks: it has no weapons\.", _("Attacks: it has no weapons.")),
    (r"Attacks: (?P<n>[+-]\d+) on every attack roll\.", _("Attacks: %(n)s on every attack roll.")),
    (r"Mounting the vehicle is one action\.", _("Mounting the vehicle is one action.")),
)
