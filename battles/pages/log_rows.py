"""The sentences the battle services write into the log (battles/services/), as a table: each row an English pattern
with its parts named, and the reader's words for it. battles/pages/log_said.py says a line with them, sentence by
sentence; a part that cannot be said (a LookupError) leaves the row to the next one, and a line no row says stays
whole in the English it was sealed with.

Names of players, units, pieces, sectors and event cards are the players' words or the data pack's: they stay."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.utils.formats import get_format
from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from battles.services.turns import ACTION_WORDS, action_words
from battles.table.terrain import PRESETS
from rules import localized
from rules.sentences.rows import table

Say = Promise | Callable[[dict[str, str]], str]  # words to fill, or a function that says the line from its parts
Rows = tuple[tuple[re.Pattern, Say], ...]


def length(size: str) -> str:
    """A distance as the log writes it ("20 cm", "2.5 in") as the reader writes it ("2,5 Zoll")."""
    number, _space, units = size.partition(" ")
    if units not in UNITS or not re.fullmatch(r"\d+(?:\.\d+)?", number):
        raise LookupError(size)
    return f"{number.replace('.', get_format('DECIMAL_SEPARATOR'))} {UNITS[units]}"


UNITS = {"cm": "cm", "in": pgettext_lazy("length unit", "in")}
FLANKS = {"left": _("left flank"), "middle": _("middle flank"), "right": _("right flank")}
GUNS = {"AT": pgettext_lazy("gun in ambush", "AT gun"), "AA": pgettext_lazy("gun in ambush", "AA gun")}
# What an action spent is called after the unit's name ("Rifleman 1: hide. 34 actions left."); the five actions of
# the turn card's buttons say it as a roll's line does (turns.action_words).
SPENT = {
    "give orders": pgettext_lazy("action spent", "give orders"),
    "hide": pgettext_lazy("action spent", "hide"),
    "unhide": pgettext_lazy("action spent", "unhide"),
    "mount": pgettext_lazy("action spent", "mount"),
    "dismount": pgettext_lazy("action spent", "dismount"),
    "load its passengers": pgettext_lazy("action spent", "load its passengers"),
    "unload its passengers": pgettext_lazy("action spent", "unload its passengers"),
    "hitch up a gun": pgettext_lazy("action spent", "hitch up a gun"),
    "unhitch its gun": pgettext_lazy("action spent", "unhitch its gun"),
    "pick up a weapon": pgettext_lazy("action spent", "pick up a weapon"),
    "man a vehicle": pgettext_lazy("action spent", "man a vehicle"),
}
ACTION_KEYS = {words: key for key, words in ACTION_WORDS.items()}
PRESET_NAMES = {preset.name: preset for preset in PRESETS.values()}  # "Hedge": a piece in the terrain sheet's words


def _spent(action: str) -> str:
    if action in SPENT:
        return str(SPENT[action])
    return action_words(ACTION_KEYS[action])  # move, double move, shoot, rally, other action (KeyError: unknown)


def radius_said(radius: str) -> str:
    """An officer's order radius as the log writes it (services/command.py, radius_words), in the reader's words."""
    if radius == "in his command radius":
        return gettext("in his command radius")
    if found := re.fullmatch(r"within (?P<size>.+) of him", radius):
        return gettext("within %(size)s of him") % {"size": length(found["size"])}
    raise LookupError(radius)


def _fire(fire: str) -> str:
    if fire == "it has no weapons":
        return gettext("it has no weapons")
    if found := re.fullmatch(r"(?P<n>[+-]\d+) on every attack roll", fire):
        return gettext("%(n)s on every attack roll") % {"n": found["n"]}
    raise LookupError(fire)


def _one_unit(label: str) -> str:
    """A unit's label as it is, unless it took in a sentence before it that no row could say: "Rifleman 1 waves.
    Rifleman 1" is not a label (a label may hold a full stop: "Pz.Kpfw. IV Ausf. H 1")."""
    if any(label.startswith(label[stop.end() :]) for stop in re.finditer(r"\. ", label)):
        raise LookupError(label)
    return label


# The named parts that are words of ours, said in the reader's words, and the labels of units, checked to be one;
# any other part (a name, a number) stays.
PARTS: dict[str, Callable[[str], str]] = {
    "flank": lambda flank: str(FLANKS[flank]),
    "mine": lambda flank: str(FLANKS[flank]),
    "gun": lambda gun: str(GUNS.get(gun, gun)),  # "AT" in ambush; a gun's label in a tow stays
    "action": _spent,
    "radius": radius_said,
    "near": length,
    "back": length,
    "fire": _fire,
    "unit": _one_unit,
    "crew": _one_unit,
    "soldier": _one_unit,
    "piece": lambda piece: PRESET_NAMES[piece].shown if piece in PRESET_NAMES else piece,  # a player's name stays
    "edge": localized.label,  # a board edge as the engine rolls it ("north")
    "other_edge": localized.label,
}


def _spend(found: dict[str, str]) -> str:
    left = int(found["left"])
    return ngettext(
        "%(unit)s: %(action)s. %(left)s action left.", "%(unit)s: %(action)s. %(left)s actions left.", left
    ) % {**found, "left": left}


ACTIONS = "|".join(re.escape(words) for words in (*ACTION_WORDS.values(),))
# A player's name holds no full stop or colon that ends a sentence or its first part; a unit's label may hold a full
# stop ("Pz.Kpfw. IV Ausf. H"), not a colon before a space: neither takes a sentence before it into the name.
NAME = r"(?P<name>(?:[^.:]|[.:](?! ))+)"
UNIT = r"(?P<unit>(?:[^:]|:(?! ))+)"


def _created(found: dict[str, str]) -> str:
    turns = int(found["turns"])
    said = {
        **found,
        "turns": ngettext_one(turns, pgettext_lazy("turns of a battle", "1 turn"), _("%(n)s turns")),
        "measure": UNITS[found["measure"]],
        "mode": localized.mode_title_of(found["mode"]),
    }
    if found["rules"]:
        return (
            gettext(
                "%(mode)s for %(players)s players, %(turns)s, Combat Score limit %(limit)s, distances in %(measure)s; "
                "house rules %(rules)s."
            )
            % said
        )
    return (
        gettext("%(mode)s for %(players)s players, %(turns)s, Combat Score limit %(limit)s, distances in %(measure)s.")
        % said
    )


def ngettext_one(n: int, one: Promise, more: Promise) -> str:
    """One thing or more, for a count the catalogue's singular and plural are two messages of ("1 turn", "5 turns")."""
    return str(one) if n == 1 else str(more) % {"n": n}


LOBBY = table(
    (
        r"(?P<mode>.+) for (?P<players>\d+) players, (?P<turns>\d+) turns, Combat Score limit (?P<limit>\d+), "
        r"distances in (?P<measure>cm|in)(?:; house rules (?P<rules>.+))?\.",
        _created,
    ),
    (NAME + r" takes a seat in team (?P<team>[AB])\.", _("%(name)s takes a seat in team %(team)s.")),
    (NAME + r" is ready; detachment sealed as (?P<sealed>[0-9a-f]{12})\.", _("%(name)s is ready; detachment sealed as %(sealed)s.")),
    (NAME + r" unseals their detachment\.", _("%(name)s unseals their detachment.")),
    (r"Every seat is ready: the detachments are revealed\.", _("Every seat is ready: the detachments are revealed.")),
)  # fmt: skip

SETUP = table(
    (r"Units are placed in turns, one unit at a time\.", _("Units are placed in turns, one unit at a time.")),
    (r"Units are placed all at once\.", _("Units are placed all at once.")),
    (
        NAME + r" takes the (?P<flank>left|middle|right) flank, (?P<other>.+) the (?P<mine>left|middle|right) flank\.",
        _("%(name)s takes the %(flank)s, %(other)s the %(mine)s."),
    ),
    (
        r"Campaign (?P<campaign>.+): team A fights with force morale (?P<a>\d+), team B with (?P<b>\d+)\.",
        _("Campaign %(campaign)s: team A fights with force morale %(a)s, team B with %(b)s."),
    ),
    (r"Experience carried over from the campaign: (?P<risen>.+)\.", _("Experience carried over from the campaign: %(risen)s.")),
    (NAME + r" places every unit left \((?P<n>\d+)\)\.", _("%(name)s places every unit left (%(n)s).")),
    (NAME + r" places (?P<units>.+) \((?P<n>\d+)\)\.", _("%(name)s places %(units)s (%(n)s).")),
    (NAME + r" places (?P<unit>.+) with (?P<riders>.+)\.", _("%(name)s places %(unit)s with %(riders)s.")),
    (NAME + r" places (?P<unit>.+)\.", _("%(name)s places %(unit)s.")),
    (
        NAME + r" promotes (?P<unit>.+) to squad leader instead of (?P<before>.+)\.",
        _("%(name)s promotes %(unit)s to squad leader instead of %(before)s."),
    ),
    (NAME + r" promotes (?P<unit>.+) to squad leader\.", _("%(name)s promotes %(unit)s to squad leader.")),
    (NAME + r"'s (?P<gun>AT|AA) gun (?P<unit>.+) lies in ambush\.", _("%(name)s's %(gun)s %(unit)s lies in ambush.")),
    (
        NAME + r"'s (?P<gun>AT|AA) gun (?P<unit>.+) is no longer in ambush\.",
        _("%(name)s's %(gun)s %(unit)s is no longer in ambush."),
    ),
)  # fmt: skip

# What a setup roll's line says after its title and result (battles/services/setup.py: roll_deployment).
SETUP_ROLLS = table(
    (
        r"team (?P<team>[AB]) deploys along the (?P<edge>\w+) edge, team (?P<other>[AB]) along the (?P<other_edge>\w+) "
        r"edge\. " + NAME + r" rolled, so team (?P=team) places first\.",
        _("Team %(team)s deploys along the %(edge)s edge, team %(other)s along the %(other_edge)s edge. %(name)s rolled, "
          "so team %(team)s places first."),
    ),
    (
        r"the escape corridor is on the (?P<edge>\w+) edge\. Team A deploys along the other three edges\.",
        _("The escape corridor is on the %(edge)s edge. Team A deploys along the other three edges."),
    ),
    (r"(?P<total>\d+) means roll again\.", _("%(total)s means roll again.")),
)  # fmt: skip

TURN = table(
    (r"Setup is done\.", _("Setup is done.")),
    (r"Turn (?P<turn>\d+) begins: roll initiative\.", _("Turn %(turn)s begins: roll initiative.")),
    (r"Turn (?P<turn>\d+) is over\.", _("Turn %(turn)s is over.")),
    (r"The smoke (?P<where>.+) clears\.", _("The smoke %(where)s clears.")),
)

ACTIVATE = table(
    (UNIT + r" is activated: up to 1 action\.", _("%(unit)s is activated: up to 1 action.")),
    (UNIT + r" is activated: up to (?P<n>\d+) actions\.", _("%(unit)s is activated: up to %(n)s actions.")),
    (UNIT + r" is activated by order: up to 1 action\.", _("%(unit)s is activated by order: up to 1 action.")),
    (UNIT + r" is activated by order: up to (?P<n>\d+) actions\.", _("%(unit)s is activated by order: up to %(n)s actions.")),
    (r"It leaves its ambush\.", _("It leaves its ambush.")),
    (r"The preparatory barrage is fired\.", _("The preparatory barrage is fired.")),
)  # fmt: skip

# Who goes on (turns.pass_on): after an action, the end of an activation or of the orders.
PASS_ON = table(
    (r"Orders: 1 more action may be ordered\.", _("Orders: 1 more action may be ordered.")),
    (r"Orders: (?P<n>\d+) more actions may be ordered\.", _("Orders: %(n)s more actions may be ordered.")),
    (NAME + r" activates next\.", _("%(name)s activates next.")),
    (NAME + r" has no unit left to activate: 1 action lapse\.", _("%(name)s has no unit left to activate: 1 action lapses.")),
    (
        NAME + r" has no unit left to activate: (?P<n>\d+) actions lapse\.",
        _("%(name)s has no unit left to activate: %(n)s actions lapse."),
    ),
    (r"Every action is spent: the turn can end\.", _("Every action is spent: the turn can end.")),
    (UNIT + r" is put back without acting; (?P<name>.+) picks again\.", _("%(unit)s is put back without acting; %(name)s picks again.")),
    (NAME + r" ends the orders\.", _("%(name)s ends the orders.")),
)  # fmt: skip

# An action of the activated unit (turns.spend, and what battles/services/command.py and crews.py say before it).
ACTION = table(
    (UNIT + r": (?P<action>" + ACTIONS + r")\. (?P<left>\d+) actions? left\.", _spend),
    (
        r"In the summer heat " + UNIT + r" must pass a morale check or lose its remaining action\.",
        _("In the summer heat %(unit)s must pass a morale check or lose its remaining action."),
    ),
    (r"He may order 1 action to units (?P<radius>.+)\.", _("He may order 1 action to units %(radius)s.")),
    (r"He may order (?P<n>\d+) actions to units (?P<radius>.+)\.", _("He may order %(n)s actions to units %(radius)s.")),
    (UNIT + r" hides: only units at close range can spot it\.", _("%(unit)s hides: only units at close range can spot it.")),
    (UNIT + r" comes out of hiding\.", _("%(unit)s comes out of hiding.")),
    (UNIT + r" goes prone\.", _("%(unit)s goes prone.")),
    (UNIT + r" stands up\.", _("%(unit)s stands up.")),
    (r"Prone, " + UNIT + r" sneaks: half a move, and stays prone\.",
     _("Prone, %(unit)s sneaks: half a move, and stays prone.")),
    (UNIT + r" dismounts\.", _("%(unit)s dismounts.")),
    (UNIT + r" mounts (?P<vehicle>.+)\.", _("%(unit)s mounts %(vehicle)s.")),
    (UNIT + r" unloads (?P<units>.+)\.", _("%(unit)s unloads %(units)s.")),
    (UNIT + r" loads (?P<units>.+)\.", _("%(unit)s loads %(units)s.")),
    (
        UNIT + r" hitches up (?P<gun>.+): its moves are halved while towing \(R11\)\.",
        _("%(unit)s hitches up %(gun)s: its moves are halved while towing (R11)."),
    ),
    (UNIT + r" unhitches (?P<gun>.+)\.", _("%(unit)s unhitches %(gun)s.")),
    (
        r"It is an enemy weapon: −1 on every attack roll with it this game\.",
        _("It is an enemy weapon: −1 on every attack roll with it this game."),
    ),
    (
        UNIT + r" mans (?P<vehicle>.+): a crew new to it \((?P<fire>.+), fewer movement dice\)\.",
        _("%(unit)s mans %(vehicle)s: a crew new to it (%(fire)s, fewer movement dice)."),
    ),
    (
        UNIT + r" mans (?P<gun>.+): an enemy weapon, −1 on every attack roll with it this game\.",
        _("%(unit)s mans %(gun)s: an enemy weapon, −1 on every attack roll with it this game."),
    ),
    (
        r"(?P<crew>.+) climbs back into (?P<machine>.+): it is crewed again, with no penalty\.",
        _("%(crew)s climbs back into %(machine)s: it is crewed again, with no penalty."),
    ),
)  # fmt: skip

CHAIN = table(
    (UNIT + r" takes the hit himself\.", _("%(unit)s takes the hit himself.")),
    (
        r"(?P<soldier>.+) takes the bullet for (?P<officer>.+) \(within (?P<near>\S+ (?:cm|in))\)\.",
        _("%(soldier)s takes the bullet for %(officer)s (within %(near)s)."),
    ),
)

OBJECTIVE = table(
    (
        NAME + r" confirms: team (?P<team>[AB]) has met the mission objective\. The game ends when this turn ends\.",
        _("%(name)s confirms: team %(team)s has met the mission objective. The game ends when this turn ends."),
    ),
    (
        NAME + r" withdraws team (?P<team>[AB])'s claim to the mission objective: play on\.",
        _("%(name)s withdraws team %(team)s's claim to the mission objective: play on."),
    ),
    (
        NAME + r" does not agree that team (?P<team>[AB]) has met the mission objective: play on\.",
        _("%(name)s does not agree that team %(team)s has met the mission objective: play on."),
    ),
)

TERRAIN = table(
    (NAME + r" takes (?P<piece>.+) off the terrain\.", _("%(name)s takes %(piece)s off the terrain.")),
    (
        r"The map of battle (?P<code>\w+) is carried over: 1 pieces on the terrain sheet\.",
        _("The map of battle %(code)s is carried over: 1 piece on the terrain sheet."),
    ),
    (
        r"The map of battle (?P<code>\w+) is carried over: (?P<n>\d+) pieces on the terrain sheet\.",
        _("The map of battle %(code)s is carried over: %(n)s pieces on the terrain sheet."),
    ),
)

MARKER = table(
    (r"Smoke (?P<where>.+) for 1 turn \(attacks into it −5\)\.", _("Smoke %(where)s for 1 turn (attacks into it −5).")),
    (r"Smoke (?P<where>.+) for (?P<n>\d+) turns \(attacks into it −5\)\.", _("Smoke %(where)s for %(n)s turns (attacks into it −5).")),
    (r"It covers (?P<units>.+)\.", _("It covers %(units)s.")),
    (r"(?P<piece>.+) catches fire and burns down\.", _("%(piece)s catches fire and burns down.")),
    (
        r"(?P<units>.+) pull back at least (?P<back>\S+ (?:cm|in)) and lose this turn's actions\.",
        _("%(units)s pull back at least %(back)s and lose this turn's actions."),
    ),
)  # fmt: skip

# --- A solo battle's own lines (battles/services/solo.py) -------------------------------------------------------------

SOLO_SECTORS = {
    "on the left flank": _("on the left flank"),
    "in the middle": _("in the middle"),
    "on the right flank": _("on the right flank"),
}


def _solo_created(found: dict[str, str]) -> str:
    turns = int(found["turns"])
    said = {
        **found,
        "turns": ngettext_one(turns, pgettext_lazy("turns of a battle", "1 turn"), _("%(n)s turns")),
        "measure": UNITS[found["measure"]],
        "mode": localized.mode_title_of(found["mode"]),
    }
    return (
        gettext(
            "Solo: %(mode)s, %(turns)s, Combat Score limit %(limit)s, distances in %(measure)s; the app plays the enemy."
        )
        % said
    )


def _enemy_placed(found: dict[str, str]) -> str:
    """Where the enemy's units went: "15 on the left flank, 2 in the middle" (each sector's words said)."""
    where = []
    for part in found["where"].split(", "):
        n, _space, sector = part.partition(" ")
        if not n.isdigit():
            raise LookupError(part)
        where.append(f"{n} {SOLO_SECTORS[sector]}")
    n = int(found["n"])
    said = {"name": found["name"], "where": ", ".join(where), "ambush": found["ambush"],
            "units": ngettext("%(n)s unit", "%(n)s units", n) % {"n": n}}  # fmt: skip
    if found["ambush"]:
        return gettext("%(name)s places the enemy: %(units)s (%(where)s); %(ambush)s in ambush.") % said
    return gettext("%(name)s places the enemy: %(units)s (%(where)s).") % said


def _app_force(found: dict[str, str]) -> str:
    """The force the app drew: its detachment type in the pack's words for the reader."""
    from armies import pack_words
    from armies.models import DetachmentType

    kind = DetachmentType.objects.filter(name=found["type"]).only("name", "translations").first()
    n, points = int(found["n"]), int(found["points"])
    said = {
        "type": pack_words.said(kind) if kind else found["type"],
        "units": ngettext("%(n)s unit", "%(n)s units", n) % {"n": n},
        "points": ngettext_one(points, pgettext_lazy("points", "1 point"), pgettext_lazy("points", "%(n)s points")),
        "sealed": found["sealed"],
    }
    return gettext("The app draws its force: %(type)s, %(units)s, %(points)s; sealed as %(sealed)s.") % said


def _app_seat(found: dict[str, str]) -> str:
    """A campaign's side the app plays takes its seat with the side's force (a sample example's name said)."""
    from armies.roster_check import example_name_said

    said = {**found, "force": example_name_said(found["force"])}
    return (
        gettext(
            "The app plays team %(team)s with %(force)s; its units are placed by the solo rules; sealed as %(sealed)s."
        )
        % said
    )


SOLO = table(
    (
        r"Solo: (?P<mode>.+), (?P<turns>\d+) turns, Combat Score limit (?P<limit>\d+), distances in (?P<measure>cm|in); "
        r"the app plays the enemy\.",
        _solo_created,
    ),
    (
        NAME + r" places the enemy: (?P<n>\d+) units \((?P<where>[^()]*)\)(?:; (?P<ambush>\d+) in ambush)?\.",
        _enemy_placed,
    ),
    (
        r"The app draws its force: (?P<type>.+), (?P<n>\d+) units, (?P<points>\d+) points; "
        r"sealed as (?P<sealed>[0-9a-f]{12})\.",
        _app_force,
    ),
    (
        r"The app plays team (?P<team>[AB]) with (?P<force>.+); its units are placed by the solo rules; "
        r"sealed as (?P<sealed>[0-9a-f]{12})\.",
        _app_seat,
    ),
    (
        NAME + r" rolls (?P<total>\d+) additional points: the detachment may now spend (?P<spend>\d+)\.",
        _("%(name)s rolls %(total)s additional points: the detachment may now spend %(spend)s."),
    ),
)

# The rows each kind of entry may hold, in the order they are tried.
KINDS: dict[str, tuple[Rows, ...]] = {
    "created": (SOLO, LOBBY),
    "joined": (LOBBY,),
    "ready": (LOBBY,),
    "unready": (LOBBY,),
    "revealed": (LOBBY,),
    "setup": (SOLO, SETUP),
    "solo-enemy": (SOLO,),
    "solo-points": (SOLO,),
    "squad-leader": (SETUP,),
    "turn": (TURN,),
    "turn-end": (TURN,),
    "activate": (ACTIVATE,),
    "action": (ACTIVATE, ACTION, PASS_ON),
    "activation-end": (PASS_ON,),
    "orders": (PASS_ON,),
    "chain": (CHAIN,),
    "objective": (OBJECTIVE,),
    "terrain": (TERRAIN,),
    "marker": (MARKER,),
}
