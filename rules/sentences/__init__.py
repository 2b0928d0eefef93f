"""What the engine says, in the reader's language: its refusals of what was typed, the reasons it gives (why a unit
cannot act, why no soldier can step in), the problems the muster finds in a detachment and the steps of a roll.

The engine speaks English and keeps doing so: what it says is matched, logged and hashed as it said it. A page shows
a sentence of it through `translated()`, which finds it below by its exact English, the parts that change named, and says
it again in the reader's words. A sentence not listed stays as the engine said it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import cache, lru_cache
from types import MappingProxyType

from django.utils.formats import get_format
from django.utils.functional import Promise
from django.utils.translation import get_language, gettext, gettext_noop, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.engine.muster import Muster
from rules.engine.outcome import sentence
from rules.sentences import steps
from rules.sentences.refusals import NO_DICE_WHY, REASONS, REFUSALS
from rules.sentences.rows import Rows, first_said, table

Group = tuple[Rows, Mapping[str, Callable[[str], str]]]  # rows and the parts they say

UNIT = r"(?P<unit>[^:]+)"  # a unit's name as the arsenal spells it, before the muster's colon

# The problems the muster finds in a detachment, and their fixes (rules.engine.muster).
MUSTER = table(
    (r"1 point over the limit of (?P<limit>\d+)\.", _("1 point over the limit of %(limit)s.")),
    (r"(?P<n>\d+) points over the limit of (?P<limit>\d+)\.", _("%(n)s points over the limit of %(limit)s.")),
    (r"The ranking officer is missing\.", _("The ranking officer is missing.")),
    (
        r"This detachment type must field at least (?P<count>\d+) × (?P<name>.+); it has (?P<have>\d+)\.",
        _("This detachment type must field at least %(count)s × %(name)s; it has %(have)s."),
    ),
    (UNIT + r": no longer in the arsenal\.", _("%(unit)s: no longer in the arsenal.")),
    (UNIT + r": belongs to another nation\.", _("%(unit)s: belongs to another nation.")),
    (UNIT + r": this detachment type cannot field it\.", _("%(unit)s: this detachment type cannot field it.")),
    (
        UNIT + r": (?P<quality>\w+) is not available to this detachment type\.",
        _("%(unit)s: %(quality)s is not available to this detachment type."),
    ),
    (UNIT + r": there is no (?P<quality>\w+) (?P=unit)\.", _("%(unit)s: there is none of quality %(quality)s.")),
    (
        UNIT + r": only soldiers, squad leaders and officers carry hand weapons\.",
        _("%(unit)s: only soldiers, squad leaders and officers carry hand weapons."),
    ),
    (
        UNIT + r": carries (?P<n>\d+) primary weapons; the rules allow one per man \((?P<crew>\d+)\)\.",
        _("%(unit)s: carries %(n)s primary weapons; the rules allow one per man (%(crew)s)."),
    ),
    (
        UNIT + r": the (?P<weapon>.+) is no longer in the arsenal\.",
        _("%(unit)s: the %(weapon)s is no longer in the arsenal."),
    ),
    (
        UNIT + r": the (?P<weapon>.+) belongs to another nation\.",
        _("%(unit)s: the %(weapon)s belongs to another nation."),
    ),
    (
        UNIT + r": only a single soldier can be promoted to squad leader\.",
        _("%(unit)s: only a single soldier can be promoted to squad leader."),
    ),
    (UNIT + r": rides in nothing that carries passengers\.", _("%(unit)s: rides in nothing that carries passengers.")),
    (UNIT + r": cannot ride as a passenger\.", _("%(unit)s: cannot ride as a passenger.")),
    (UNIT + r": cannot be towed\.", _("%(unit)s: cannot be towed.")),
    (UNIT + r": needs a light tow or stronger\.", _("%(unit)s: needs a light tow or stronger.")),
    (UNIT + r": needs a medium tow or stronger\.", _("%(unit)s: needs a medium tow or stronger.")),
    (UNIT + r": needs a heavy tow or stronger\.", _("%(unit)s: needs a heavy tow or stronger.")),
    (
        UNIT + r": (?P<used>\d+) passengers aboard, room for (?P<room>\d+)\.",
        _("%(unit)s: %(used)s passengers aboard, room for %(room)s."),
    ),
    (UNIT + r": tows (?P<n>\d+) guns; one at a time\.", _("%(unit)s: tows %(n)s guns; one at a time.")),
    (r"Remove or downgrade units, or raise the limit\.", _("Remove or downgrade units, or raise the limit.")),
    (
        r"Open the detachment again: the app puts him back\.",
        _("Open the detachment again: the app puts him back."),
    ),
    (r"Add (?P<n>\d+) more (?P<name>.+)\.", _("Add %(n)s more %(name)s.")),
    (r"Remove it, or pick what replaced it\.", _("Remove it, or pick what replaced it.")),
    (r"Remove it\.", _("Remove it.")),
    (r"Choose (?P<qualities>\w+(?: or \w+)*)\.", _("Choose %(qualities)s.")),
    (r"Take the weapons off\.", _("Take the weapons off.")),
    (r"Keep one primary weapon per man\.", _("Keep one primary weapon per man.")),
    (r"Take it off\.", _("Take it off.")),
    (r"Promote a rifleman or similar instead\.", _("Promote a rifleman or similar instead.")),
    (r"Unload it\.", _("Unload it.")),
    (r"Unhitch it\.", _("Unhitch it.")),
    (r"Hitch it to a stronger vehicle\.", _("Hitch it to a stronger vehicle.")),
    (r"Unload some passengers\.", _("Unload some passengers.")),
    (r"Unhitch all but one\.", _("Unhitch all but one.")),
)


# A roll's steps, the most common of them (rules.engine.outcome, reading, and the attack, effect and morale rolls).
STEPS = table(
    # Rows that must come before the general ones below ("Rolled 2: 2 units." is not a result of a table).
    (r"Rolled (?P<rolled>\d+): 1 unit\.", _("Rolled %(rolled)s: 1 unit.")),
    (r"Rolled (?P<rolled>\d+): (?P<n>\d+) units\.", _("Rolled %(rolled)s: %(n)s units.")),
    (
        r"Rolled (?P<rolled>\d+(?: \+ \d+)+): (?P<pips>\d+) pips, (?P<distance>\S+) (?P<units>cm|in)\.",
        _("Rolled %(rolled)s: %(pips)s pips, %(distance)s %(units)s."),
    ),
    # Initiative (rules.engine.procedures.setup): players by number; the table names them elsewhere.
    (
        r"Each of players (?P<players>\d+(?:, \d+)*(?: and \d+)?) rolls (?P<dice>\d+D6), in that order\. The highest "
        r"starts; the others follow in line\.",
        _("Each of players %(players)s rolls %(dice)s, in that order. The highest starts; the others follow in line."),
    ),
    (
        r"A tie for the highest is rolled again by the tied players only \((?P<ruling>R\d+)\)\.",
        _("A tie for the highest is rolled again by the tied players only (%(ruling)s)."),
    ),
    (r"Rolled: (?P<rolls>player \d+ \d+(?:, player \d+ \d+)*)\.", _("Rolled: %(rolls)s.")),
    (r"Player (?P<n>\d+) starts\. Order: (?P<order>\d+(?:, \d+)*)\.", _("Player %(n)s starts. Order: %(order)s.")),
    # Moving (rules.engine.procedures.movement, foot): who or what moves over which terrain, then the terrain's rule.
    (
        r"(?P<over>[\w ]+ over [\w ]+): roll (?P<dice>\d+D6), (?P<rule>[^.]+)\.",
        _("%(over)s: roll %(dice)s, %(rule)s."),
    ),
    (
        r"(?P<over>[\w ]+ over [\w ]+): (?P<distance>\S+) (?P<units>cm|in), (?P<why>[\w ,]+)\.",
        _("%(over)s: %(distance)s %(units)s, %(why)s."),
    ),
    (
        r"(?P<over>[\w ]+ over [\w ]+): (?P<why>[\w ,]+) is (?P<distance>\S+) (?P<units>cm|in)\.",
        _("%(over)s: %(why)s is %(distance)s %(units)s."),
    ),
    (r"(?P<over>[\w ]+ over [\w ]+): the terrain cannot be entered\.", _("%(over)s: the terrain cannot be entered.")),
    (r"No double move here\.", _("No double move here.")),
    (r"No double move here \((?P<rule>[^)]+)\)\.", _("No double move here (%(rule)s).")),
    (r"Towing: the distance is halved, rounded down\.", _("Towing: the distance is halved, rounded down.")),
    (r"It does not move\.", _("It does not move.")),
    (r"In the river it has a cover level of (?P<n>-?\d+)\.", _("In the river it has a cover level of %(n)s.")),
    # Machine guns, spotting.
    (r"A double move is allowed\.", _("A double move is allowed.")),
    (r"On average (?P<distance>\S+) (?P<units>cm|in)\.", _("On average %(distance)s %(units)s.")),
    (
        r"A machine gun at (?P<band>close|medium|far) range \((?P<distance>\S+) (?P<units>cm|in)\) may shoot at "
        r"(?P<dice>\d+D6) units\.",
        _("A machine gun at %(band)s (%(distance)s %(units)s) may shoot at %(dice)s units."),
    ),
    (r"Each target can be hit only once per activation\.", _("Each target can be hit only once per activation.")),
    (
        r"Then make one attack roll per target: (?P<dice>\d+D6), as every attack roll \(the book's (?P<book>\d+D6) "
        r"here is read as (?P<read>\d+D6), (?P<ruling>R\d+)\)\.",
        _(
            "Then make one attack roll per target: %(dice)s, as every attack roll (the book's %(book)s here is read"
            " as %(read)s, %(ruling)s)."
        ),
    ),
    (
        r"Double burst: check the machine gun for overheating\.",
        _("Double burst: check the machine gun for overheating."),
    ),
    (
        r"It must cool down for one turn: place a cool-down token\.",
        _("It must cool down for one turn: place a cool-down token."),
    ),
    (r"Go straight to the attack roll\.", _("Go straight to the attack roll.")),
    (
        r"(?P<kind>Infantry|Pilot|Support crew|Vehicle crew): (?P<dice>\d+D6) on the table of failed morale effects\.",
        _("%(kind)s: %(dice)s on the table of failed morale effects."),
    ),
    (
        r"Needs (?P<target>-?\d+) or less on (?P<dice>\d+D6): cannot succeed: (?P<terms>.+)\.",
        _("Needs %(target)s or less on %(dice)s: cannot succeed: %(terms)s."),
    ),
    (
        r"Needs (?P<target>-?\d+) or less on (?P<dice>\d+D6): succeeds automatically: (?P<terms>.+)\.",
        _("Needs %(target)s or less on %(dice)s: succeeds automatically: %(terms)s."),
    ),
    (
        r"Needs (?P<target>-?\d+) or less on (?P<dice>\d+D6): (?P<terms>.+)\.",
        _("Needs %(target)s or less on %(dice)s: %(terms)s."),
    ),
    (r"Chance of (?P<result>[\w ]+): (?P<chance>.+%)\.", _("Chance of %(result)s: %(chance)s.")),
    (r"Chances: (?P<chances>.+%)\.", _("Chances: %(chances)s.")),
    (r"Rolled (?P<rolled>\d+(?: \+ \d+)*(?: = \d+)?): (?P<result>[\w '-]+)\.", _("Rolled %(rolled)s: %(result)s.")),
    (
        r"Rolled (?P<rolled>\d+(?: \+ \d+)* = \d+): (?P<result>[\w '-]+) \(unassigned in the book, (?P<ruling>R\d+)\)\.",
        _("Rolled %(rolled)s: %(result)s (unassigned in the book, %(ruling)s)."),
    ),
    (
        r"Failure effect (?P<rolled>\d+ \+ \d+ = \d+): (?P<result>[\w ]+)\.",
        _("Failure effect %(rolled)s: %(result)s."),
    ),
    (r"Roll (?P<dice>\d+D6) on the table: (?P<table>.+)\.", _("Roll %(dice)s on the table: %(table)s.")),
    (r"Roll the (?P<dice>\d+D6) again\.", _("Roll the %(dice)s again.")),
    (
        r"Target at (?P<distance>\S+) (?P<units>cm|in): (?P<band>close|medium|far) range, (?P<cover>[\w +]+)\.",
        _("Target at %(distance)s %(units)s: %(band)s, %(cover)s."),
    ),
    (
        r"At (?P<distance>\S+) (?P<units>cm|in) the target is at (?P<band>close|medium|far) range: attack bonus "
        r"(?P<bonus>\+\d+)\.",
        _("At %(distance)s %(units)s the target is at %(band)s: attack bonus %(bonus)s."),
    ),
    (
        r"Hit: roll (?P<dice>\d+D6) for the effect, then the target takes a morale check\.",
        _("Hit: roll %(dice)s for the effect, then the target takes a morale check."),
    ),
    (r"A soldier is hit: roll (?P<dice>\d+D6) for the effect\.", _("A soldier is hit: roll %(dice)s for the effect.")),
    (
        r"Place an injured token: (?P<n>-\d+) on his attack rolls and morale checks\.",
        _("Place an injured token: %(n)s on his attack rolls and morale checks."),
    ),
    (r"Place an? (?P<token>[\w ]+) token\.", _("Place a %(token)s token.")),
    (
        r"The soldier is killed: remove him; his cost counts for your Combat Score \((?P<ruling>R\d+)\)\.",
        _("The soldier is killed: remove him; his cost counts for your Combat Score (%(ruling)s)."),
    ),
    (
        r"(?P<kind>Infantry|Pilot|Support crew|Vehicle crew) in (?P<cover_in>[\w +]+) cover\.",
        "%(kind)s %(cover_in)s.",  # the same order in German
    ),
    (
        r"A target in the open is seen at any range: no spot roll\.",
        _("A target in the open is seen at any range: no spot roll."),
    ),
    (r"At close range every target is seen: no spot roll\.", _("At close range every target is seen: no spot roll.")),
    # Melee (rules.engine.procedures.melee): each side's roll is an attack's steps, said for that side.
    (
        r"Both sides roll (?P<dice>\d+D6) at once; the targets must be within (?P<cm>\d+) cm / (?P<inch>\d+) in\.",
        _("Both sides roll %(dice)s at once; the targets must be within %(cm)s cm / %(inch)s in."),
    ),
    (r"(?P<side>Attacker|Defender) (?P<step>.+)", "%(side)s: %(step)s"),
    (
        r"A morale check after this melee takes (?P<n>-\d+) for having had to melee\.",
        _("A morale check after this melee takes %(n)s for having had to melee."),
    ),
    (
        r"(?P<dice>\d+D6): (?P<a>\d+) to (?P<b>\d+) kill, (?P<c>\d+) to (?P<d>\d+) injury\.",
        _("%(dice)s: %(a)s to %(b)s kill, %(c)s to %(d)s injury."),
    ),
    (
        r"(?P<n>\d+) is not in the book: an injury \((?P<ruling>R\d+)\)\.",
        _("%(n)s is not in the book: an injury (%(ruling)s)."),
    ),
    (
        r"It must check morale, with (?P<n>-\d+) for having had to melee\.",
        _("It must check morale, with %(n)s for having had to melee."),
    ),
)

# What a roll-under target is made of ("attack value 10, squad leader +1, target in soft cover -1"): the names.
TERMS = table(
    (r"attack value", _("attack value")),
    (r"force morale", _("force morale")),
    (r"(?P<quality>conscript|regular|elite) quality", _("%(quality)s quality")),
    (r"squad leader", _("squad leader")),
    (r"officer nearby", _("officer nearby")),
    (
        r"(?P<band>close|medium|far) range \((?P<distance>\S+) (?P<units>cm|in)\)",
        "%(band)s (%(distance)s %(units)s)",
    ),
    (r"attacker frightened", _("attacker frightened")),
    (r"attacker injured", _("attacker injured")),
    (r"cavalry firing from horseback", _("cavalry firing from horseback")),
    (r"firing from a moving vehicle or horseback", _("firing from a moving vehicle or horseback")),
    (r"covering fire x(?P<n>\d+)", _("covering fire x%(n)s")),
    (r"target in smoke", _("target in smoke")),
    (r"scavenged enemy weapon", _("scavenged enemy weapon")),
    (r"crew new to a manned vehicle", _("crew new to a manned vehicle")),
    (r"shooter on the 2nd floor or higher", _("shooter on the 2nd floor or higher")),
    (r"target wading a river", _("target wading a river")),
    (r"crew fighting on, vehicle or gun lost", _("crew fighting on, vehicle or gun lost")),
    (r"target (?P<cover_in>in [\w +]+) cover", _("target %(cover_in)s")),
    (r"(?P<cover_in>in [\w +]+) cover", "%(cover_in)s"),  # morale: "in soft cover +1"
    (r"had to melee", _("had to melee")),
    (r"(?P<quality>conscript|regular|elite) melee value", _("%(quality)s melee value")),
    (r"ranking officer melee value", _("ranking officer melee value")),
    (
        r"conscript melee value \(crew fighting on, (?P<ruling>R\d+)\)",
        _("conscript melee value (crew fighting on, %(ruling)s)"),
    ),
    (r"weapon melee bonus", _("weapon melee bonus")),
    (r"defending a building", _("defending a building")),
    (r"injured", _("injured")),
    (r"attacked from behind", _("attacked from behind")),
    (r"shocked", _("shocked")),
    (r"event card", _("event card")),
)
TERM = re.compile(r"(?P<name>.+) (?P<value>[+-]?\d+)")

# Words of the steps the tables above do not list elsewhere: a roll's failure, cover and range.
BANDS = {"close": _("close range"), "medium": _("medium range"), "far": _("far range")}
COVER = {  # (as a thing: "soft cover", where one is: "in soft cover")
    "soft": (pgettext_lazy("cover", "soft"), pgettext_lazy("in cover", "soft")),
    "medium": (pgettext_lazy("cover", "medium"), pgettext_lazy("in cover", "medium")),
    "hard": (pgettext_lazy("cover", "hard"), pgettext_lazy("in cover", "hard")),
}
FAIL = gettext_noop("fail")  # the morale check's failure (its results are the failure's effects)


def _cover(levels: str, where: int) -> str:
    """Cover as the engine words it ("soft + hard cover", or where one is: "in soft + hard") in the reader's words."""
    levels = levels.removeprefix("in ").removesuffix(" cover")
    if levels == "no":
        return str((_("no cover"), _("in no cover"))[where])
    said = " + ".join(str(COVER[level][where]) for level in levels.split(" + "))  # KeyError: stays English
    return str((_("%(levels)s cover"), pgettext_lazy("in cover", "in %(levels)s cover"))[where]) % {"levels": said}


def _terms(joined: str) -> str:
    """Each part of a target, its name in the reader's words and its number as it is."""
    said = []
    for term in re.split(r"(?<=\d), ", joined):
        found = TERM.fullmatch(term)
        name = _said_in(_term_groups(), found["name"]) if found else None
        if name is None:
            raise LookupError(term)
        said.append(f"{name} {found['value']}")
    return ", ".join(said)


def _chances(joined: str) -> str:
    said = []
    for part in joined.split(", "):
        result, _space, chance = part.rpartition(" ")
        if result.endswith((" under", " over")):
            result, _space, edge = result.rpartition(" ")
            chance = f"{edge} {chance}"
        said.append(f"{PARTS['result'](result)} {chance_text(chance)}")
    return ", ".join(said)


PERCENT = re.compile(r"(\d+)(?:\.(\d+))?%")


def chance_text(text: str) -> str:
    """A chance as the engine writes it ("42.1%", "under 0.1%") as the reader writes it (German: "42,1 %")."""
    text = PERCENT.sub(_percent_in_locale, text)
    for edge, said in (("under ", gettext("under %(amount)s")), ("over ", gettext("over %(amount)s"))):
        if text.startswith(edge):
            return said % {"amount": text.removeprefix(edge)}
    return text


def _percent_in_locale(found: re.Match) -> str:
    number = found[1] + (get_format("DECIMAL_SEPARATOR") + found[2] if found[2] else "")
    return gettext("%(number)s%%") % {"number": number}


def _known(say: Callable[[str], str]) -> Callable[[str], str]:
    """`say`, refusing (LookupError) what it cannot say otherwise: the sentence then stays whole in English."""

    def known(text: str) -> str:
        said = say(text)
        if said == text:
            raise LookupError(text)
        return said

    return known


SIDES = {"Attacker": _("Attacker"), "Defender": _("Defender")}
# What a terrain does to a move's dice (rules.engine.procedures.movement, R10), and why a move is a set distance.
DICE_RULES = {
    "no bonus or penalty": _("no bonus or penalty"),
    "abandon the lowest die": _("abandon the lowest die"),
    "abandon the 2 lowest dice": _("abandon the 2 lowest dice"),
    "abandon the highest die": _("abandon the highest die"),
    "abandon the 2 highest dice": _("abandon the 2 highest dice"),
    "count the highest die twice": _("count the highest die twice"),
    "count the 2 highest dice twice": _("count the 2 highest dice twice"),
    "count the lowest die twice": _("count the lowest die twice"),
    "no double move": _("no double move"),
    "speed limited to 5 cm / 2 in per turn": _("speed limited to 5 cm / 2 in per turn"),
    "1D6 per turn, whatever the vehicle's dice": _("1D6 per turn, whatever the vehicle's dice"),
}
MOVE_WHY = {
    "one move on foot": _("one move on foot"),
    "wading a river": _("wading a river"),
    "wading a river, per turn": _("wading a river, per turn"),
    "a support weapon moves slowly": _("a support weapon moves slowly"),
}


def _dice(count: str) -> str:
    """So many D6 as the reader writes them ("2W6")."""
    return gettext("{count}D6").format(count=count)


def _over(over: str) -> str:
    """ "Tracked over light woods": who or how it moves, and the terrain, each in the reader's words."""
    mover, _over, terrain = over.partition(" over ")
    mover_said, terrain_said = _known(localized.label)(mover.lower()), _known(localized.label)(terrain)
    return gettext("%(mover)s over %(terrain)s") % {"mover": sentence(mover_said), "terrain": terrain_said}


def _known_step(step: str) -> str:
    """A melee side's step ("needs 16 or less on 4D6: ...", "chance of a hit: 76.1%.") as a step of its own, said
    in the reader's words; one not listed keeps the whole sentence in English (LookupError)."""
    own = (step[:1].upper() + step[1:]).replace("Chance of a hit", "Chance of hit")
    said = _said_in(_step_groups(), own)
    if said is None:
        raise LookupError(step)
    return said


def _labels(joined: str, between: str, said_between: Promise) -> str:
    return str(said_between).join(localized.label(part) for part in joined.split(between))


# The named parts that are words of the engine, said in the reader's words; any other part is kept as it is.
PARTS: dict[str, Callable[[str], str]] = {
    "label": localized.text,  # a field's label (the engine's English, or already the reader's)
    "choices": lambda joined: _labels(joined, ", ", ", "),
    "qualities": lambda joined: _labels(joined, " or ", _(" or ")),
    "quality": localized.label,
    "result": _known(localized.label),
    "token": _known(localized.label),
    "units": localized.label,
    "distance": lambda number: number.replace(".", get_format("DECIMAL_SEPARATOR")),  # "32.5" cm, German "32,5"
    "table": _known(localized.text),
    "dice": lambda spec: _dice(spec.removesuffix("D6")),
    "chance": chance_text,
    "chances": _chances,
    "terms": _terms,
    "band": lambda band: str(BANDS[band]),
    "kind": lambda kind: sentence(localized.label(kind.lower())),  # "Infantry": the morale check's unit kinds
    "cover": lambda levels: _cover(levels, 0),
    "cover_in": lambda levels: _cover(levels, 1),
    "side": lambda side: str(SIDES[side]),
    "over": _over,
    "rule": lambda rule: str(DICE_RULES[rule]),
    "why": lambda why: str(MOVE_WHY[why]),
    "players": lambda joined: joined.replace(" and ", str(_(" and "))),
    "book": lambda spec: _dice(spec.removesuffix("D6")),
    "read": lambda spec: _dice(spec.removesuffix("D6")),
    "rolls": lambda joined: re.sub(
        r"player (\d+) (\d+)", lambda m: gettext("player %(n)s: %(die)s") % {"n": m[1], "die": m[2]}, joined
    ),
    "step": _known_step,
    "no_dice_why": lambda why: str(NO_DICE_WHY[why]),
}


# The follow-on rolls the engine names (`Effects.continues_with`, read by rules.engine.next_rolls): "morale check
# (2D6) for each unit hit" is the roll, its dice and whom it is for, each said in the reader's words.
FOLLOW_ON = re.compile(r"(?P<roll>[a-z][\w -]*?) \((?P<count>\d+)D6\)(?: (?P<whom>.+))?")
FOLLOW_ON_ROLLS: dict[str, Promise] = {
    "attack roll": pgettext_lazy("follow-on roll", "attack roll"),
    "effect roll": pgettext_lazy("follow-on roll", "effect roll"),
    "effect roll on a plane": pgettext_lazy("follow-on roll", "effect roll on a plane"),
    "effect roll on the AP table": pgettext_lazy("follow-on roll", "effect roll on the AP table"),
    "effect roll on the officer": pgettext_lazy("follow-on roll", "effect roll on the officer"),
    "effect roll on the soldier": pgettext_lazy("follow-on roll", "effect roll on the soldier"),
    "morale check": pgettext_lazy("follow-on roll", "morale check"),
    "crew morale check": pgettext_lazy("follow-on roll", "crew morale check"),
    "pilot and crew morale check": pgettext_lazy("follow-on roll", "pilot and crew morale check"),
    "failed morale effect": pgettext_lazy("follow-on roll", "failed morale effect"),
    "melee-effect": pgettext_lazy("follow-on roll", "melee effect"),
    "drift distance": pgettext_lazy("follow-on roll", "drift distance"),
    "drift direction": pgettext_lazy("follow-on roll", "drift direction"),
    "grenade bounce": pgettext_lazy("follow-on roll", "grenade bounce"),
    "overheat check": pgettext_lazy("follow-on roll", "overheat check"),
    "run-over": pgettext_lazy("follow-on roll", "run-over"),
}
FOLLOW_ON_WHOM: dict[str, Promise] = {
    "again": pgettext_lazy("follow-on roll", "again"),
    "per target": pgettext_lazy("follow-on roll", "per target"),
    "per targeted unit": pgettext_lazy("follow-on roll", "per targeted unit"),
    "per unit in the blast radius": pgettext_lazy("follow-on roll", "per unit in the blast radius"),
    "for each unit in the blast radius": pgettext_lazy("follow-on roll", "for each unit in the blast radius"),
    "for each unit in the blast": pgettext_lazy("follow-on roll", "for each unit in the blast"),
    "for each unit hit": pgettext_lazy("follow-on roll", "for each unit hit"),
    "for each soldier": pgettext_lazy("follow-on roll", "for each soldier"),
    "for each soldier in the bunker": pgettext_lazy("follow-on roll", "for each soldier in the bunker"),
    "for each crew member": pgettext_lazy("follow-on roll", "for each crew member"),
    "for each crew member and passenger": pgettext_lazy("follow-on roll", "for each crew member and passenger"),
    "for the crew": pgettext_lazy("follow-on roll", "for the crew"),
    "for the thrower": pgettext_lazy("follow-on roll", "for the thrower"),
    "on the thrower": pgettext_lazy("follow-on roll", "on the thrower"),
    "on the attacker": pgettext_lazy("follow-on roll", "on the attacker"),
    "on the defender": pgettext_lazy("follow-on roll", "on the defender"),
    "on the AFV": pgettext_lazy("follow-on roll", "on the AFV"),
    "on the HE vs softskin table": pgettext_lazy("follow-on roll", "on the HE vs softskin table"),
    "at or under the AP value": pgettext_lazy("follow-on roll", "at or under the AP value"),
}


def follow_on(words: str) -> str:
    """A follow-on roll as the engine names it, in the reader's words: "Moraltest (2W6) für jede getroffene Einheit".
    Words of another shape, or with a part not listed above, stay as the engine said them."""
    language = get_language() or "en"
    if language.startswith("en") or not (found := FOLLOW_ON.fullmatch(words)):
        return words
    roll, whom = FOLLOW_ON_ROLLS.get(found["roll"]), found["whom"]
    if roll is None or (whom is not None and whom not in FOLLOW_ON_WHOM):
        return words
    said = f"{roll} ({_dice(found['count'])})"
    return f"{said} {FOLLOW_ON_WHOM[whom]}" if whom else said


def mustered(found: Muster) -> Muster:
    """A detachment's muster with its problems and their fixes in the reader's words (codes and units stay)."""
    problems = tuple(replace(p, message=translated(p.message), fix=translated(p.fix)) for p in found.problems)
    return replace(found, problems=problems)


def translated(message: str) -> str:
    """An English sentence of the engine in the reader's words; one not listed (or with a part that cannot be said
    otherwise) as it was said."""
    language = get_language() or "en"
    if language.startswith("en"):
        return message
    return _translated(language, message)


@lru_cache(maxsize=4096)
def _translated(language: str, message: str) -> str:
    """Once per sentence and language: the picker asks for each unit's reason on every page (17 us a scan)."""
    return _said_in(((REFUSALS, PARTS), (REASONS, PARTS), (MUSTER, PARTS), *_step_groups()), message) or message


def _said_in(groups: tuple[Group, ...], message: str) -> str | None:
    """The first row that matches and whose every part can be said, each by the parts of its own group; a row with a
    part it cannot say lets the next rows try."""
    for rows, parts in groups:
        if (said := first_said(rows, message, parts)) is not None:
            return said
    return None


@cache
def _modules() -> tuple:
    found = sorted(pkgutil.iter_modules(steps.__path__), key=lambda module: module.name)
    return tuple(importlib.import_module(f"{steps.__name__}.{module.name}") for module in found)


def _parts_of(module) -> Mapping[str, Callable[[str], str]]:
    """The parts a module's rows say: the general ones and its own, which may not say a general name otherwise."""
    own = getattr(module, "PARTS", {})
    if clash := set(own) & set(PARTS):
        raise ValueError(f"{module.__name__}: {', '.join(sorted(clash))} are said by rules.sentences already")
    return MappingProxyType(PARTS | own)


@cache
def _step_groups() -> tuple[Group, ...]:
    """A roll's steps: each module's rows with its parts, then the general rows."""
    return tuple((module.ROWS, _parts_of(module)) for module in _modules()) + ((STEPS, PARTS),)


@cache
def _term_groups() -> tuple[Group, ...]:
    return tuple((getattr(module, "TERMS", ()), _parts_of(module)) for module in _modules()) + ((TERMS, PARTS),)
