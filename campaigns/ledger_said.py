"""A campaign ledger's line in the reader's language (the ledger page asks for it through the ledger_said filter,
campaigns/templatetags/ledger_lines.py).

The ledger keeps the English its services wrote (campaigns/services.py, salvage.py, upgrades.py): it is sealed and
hashed. A page says it again from the entry's data where the data holds every part of it (a campaign's start, a
force brought, an organiser named, a void, an upgrade), or else from its summary, sentence by sentence, with the rows
below and the battle log's reader (battles.pages.log_said.sentences_said). A line with a sentence or a part that
cannot be said stays whole in its English.

Names of players and the campaign are the players' words: they stay. A force named as a sample example is, the units'
labels and the weapons' names are said in the pack's words for the reader (campaigns.words; a salvaged machine as
its battle's pages say it, log_said.units_said), a name the arsenal does not hold stays. The scenarios' titles are
said in the reader's words (rules.localized.mode_title_of)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from django.utils.functional import Promise
from django.utils.translation import get_language, gettext, override, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from armies.models.arsenal import QUALITIES
from armies.roster_check import example_name_said
from battles.pages.log_rows import Rows, ngettext_one
from battles.pages.log_said import said_from, sentences_said, units_said
from campaigns import books, words
from campaigns.models import Entry, Game
from campaigns.upgrades import INSTEAD, NOTHING
from rules import localized
from rules.sentences.rows import table

QUALITY_NAMES = dict(QUALITIES)
REASON_QUOTED = 120  # how much of a void's reason its line quotes (services.result_void)


def said(entry: Entry) -> str:
    """The entry's line in the reader's language: its summary as sealed in English, or when a part cannot be said."""
    if (get_language() or "en").startswith("en"):
        return entry.summary
    return said_from(entry, BY_DATA, _said_sentences)


@lru_cache(maxsize=1024)
def _said_sentences(language: str, kind: str, summary: str) -> str | None:
    """Once per line and language: the ledger page says every entry of a campaign."""
    return sentences_said(summary, KINDS[kind]) if kind in KINDS else None


# --- The parts of a line, said -------------------------------------------------------------------------------------


def _title(title: str) -> str:
    """A scenario's title in the reader's words; anything else in its place is not a title (a LookupError)."""
    return localized.mode_title_of(title)


RESULTS = {"side A won": "side-a-wins", "side B won": "side-b-wins", "a draw": "draw"}  # books.ledger_words


def _result(words: str) -> str:
    return books.result_words(RESULTS[words])


VICTORIES = {
    "decisive": _("decisive victory"),
    "strategic": _("strategic victory"),
    "draw": pgettext_lazy("kind of victory", "draw"),
}


def _roles(roles: str) -> str:
    if roles == "no roles yet":
        return gettext("no roles yet")
    return gettext("side %(side)s attacks") % {"side": roles.removeprefix("side ").removesuffix(" attacks")}


def _map(where: str) -> str:
    if where == "on a new map":
        return gettext("on a new map")
    return gettext("on the map of game %(n)s") % {"n": where.removeprefix("on the map of game ")}


def _say(words: Promise, **parts: Callable[[str], str]) -> Callable[[dict[str, str]], str]:
    """Words to fill, each named part said by its function first (a LookupError: the row does not say the line)."""

    def say(found: dict[str, str]) -> str:
        return str(words) % {name: parts.get(name, str)(part) for name, part in found.items()}

    return say


def _battle(found: dict[str, str]) -> str:
    return gettext("Battle %(code)s") % found + "."


# --- Lines said from the summary, sentence by sentence -------------------------------------------------------------

RESULT = r"(?P<result>side A won|side B won|a draw)"

FORMING = table(
    (r"(?P<name>.+) joins side (?P<side>[AB])\.", _("%(name)s joins side %(side)s.")),
)

MORALE = table(
    (r"The campaign begins\.", _("The campaign begins.")),
    (
        r"Morale rolled: side A (?P<a>\d+) \(morale (?P<morale_a>\d+)\), "
        r"side B (?P<b>\d+) \(morale (?P<morale_b>\d+)\)\.",
        _("Morale rolled: side A %(a)s (morale %(morale_a)s), side B %(b)s (morale %(morale_b)s)."),
    ),
    (r"First: (?P<title>.+)\.", _say(_("First: %(title)s."), title=_title)),
)

GAMES = table(
    (
        r"Game (?P<n>\d+): (?P<title>.+), (?P<roles>side [AB] attacks|no roles yet), "
        r"(?P<map>on a new map|on the map of game \d+)\.",
        _say(_("Game %(n)s: %(title)s, %(roles)s, %(map)s."), title=_title, roles=_roles, map=_map),
    ),
    (r"Battle (?P<code>\w+)\.", _battle),
    (
        r"Game (?P<n>\d+) \((?P<title>.+)\) entered by hand: " + RESULT + r", Combat Score (?P<a>\d+) to (?P<b>\d+)\.",
        _say(_("Game %(n)s (%(title)s) entered by hand: %(result)s, Combat Score %(a)s to %(b)s."), title=_title,
             result=_result),
    ),
    (r"Side (?P<side>[AB]) confirms\.", _("Side %(side)s confirms.")),
    (
        r"(?P<name>.+) confirms game (?P<n>\d+) for side (?P<side>[AB]): " + RESULT + r"\.",
        _say(_("%(name)s confirms game %(n)s for side %(side)s: %(result)s."), result=_result),
    ),
    (
        r"(?P<name>.+) confirms game (?P<n>\d+): " + RESULT + r"\.",
        _say(_("%(name)s confirms game %(n)s: %(result)s."), result=_result),
    ),
    (
        r"Game (?P<n>\d+) confirmed: " + RESULT + r" \((?P<victory>decisive|strategic|draw)\)\.",
        _say(_("Game %(n)s confirmed: %(result)s (%(victory)s)."), result=_result,
             victory=lambda victory: str(VICTORIES[victory])),
    ),
    (
        r"Points: side A \+(?P<a>-?\d+), side B \+(?P<b>-?\d+)\.",
        _("Points: side A +%(a)s, side B +%(b)s."),
    ),
    (
        r"Next: (?P<title>.+), side (?P<side>[AB]) attacking\.",
        _say(_("Next: %(title)s, side %(side)s attacking."), title=_title),
    ),
    (r"Next: (?P<title>.+)\.", _say(_("Next: %(title)s."), title=_title)),
    (r"The campaign is over: side (?P<side>[AB]) wins it\.", _("The campaign is over: side %(side)s wins it.")),
    (r"The campaign is over: it is drawn\.", _("The campaign is over: it is drawn.")),
)  # fmt: skip

SALVAGE = table(
    (
        r"Side (?P<side>[AB]) salvages (?P<unit>.+) from game (?P<n>\d+): it joins the force free\.",
        _("Side %(side)s salvages %(unit)s from game %(n)s: it joins the force free."),
    ),
)

# The rows each kind of entry may hold, in the order they are tried.
KINDS: dict[str, tuple[Rows, ...]] = {
    "joined": (FORMING,),
    "morale": (MORALE,),
    "game": (GAMES,),
    "by-hand": (GAMES,),
    "confirm": (GAMES,),
    "result": (GAMES,),
    "salvage": (SALVAGE,),
}


# --- Lines said from the entry's data ------------------------------------------------------------------------------


def _between(text: str, head: str, tail: str) -> str:
    """What the line holds between the words its service wrote around it (a LookupError: a line of another shape)."""
    if not (text.startswith(head) and text.endswith(tail) and len(text) >= len(head) + len(tail)):
        raise LookupError(text)
    return text[len(head) : len(text) - len(tail)]


def _same(entry: Entry, english: str) -> None:
    """The line is the one its service writes from this data (a LookupError if not: it stays as sealed)."""
    if entry.summary != english:
        raise LookupError(entry.summary)


def _created(entry: Entry) -> str:
    name, campaign = entry.by_name, entry.data["name"]
    side = _between(entry.summary, f"{name} starts the campaign {campaign} on side ", ".")
    if side not in ("A", "B"):
        raise LookupError(side)
    said = {"name": name, "campaign": campaign, "side": side}
    return gettext("%(name)s starts the campaign %(campaign)s on side %(side)s.") % said


def _force(entry: Entry) -> str:
    data, name = entry.data, entry.by_name
    _same(entry, f"{name} brings {data['name']} ({data['points']} points) as side {data['side']}'s core force.")
    points = ngettext_one(data["points"], pgettext_lazy("points", "1 point"), pgettext_lazy("points", "%(n)s points"))
    said = {"name": name, "force": example_name_said(data["name"]), "points": points, "side": data["side"]}
    return gettext("%(name)s brings %(force)s (%(points)s) as side %(side)s's core force.") % said


def _organiser(entry: Entry) -> str:
    _same(entry, f"{entry.by_name} names {entry.data['name']} an organiser.")
    return gettext("%(name)s names %(named)s an organiser.") % {"name": entry.by_name, "named": entry.data["name"]}


def _void(entry: Entry) -> str:
    """A result voided: the organiser's reason is theirs, in their own words."""
    game, reason = entry.data["game"], entry.data["reason"]
    if _between(entry.summary, f"{entry.by_name} voids the result of game {game}: ", "") != reason[:REASON_QUOTED]:
        raise LookupError(entry.summary)
    said = {"name": entry.by_name, "n": game, "reason": reason[:REASON_QUOTED]}
    return gettext("%(name)s voids the result of game %(n)s: %(reason)s") % said


INSTEAD_OF = re.compile(r"(?P<new>.+?) instead of (?P<old>.+)")  # INSTEAD, as the ledger keeps it (English)


def upgrade_label(choice: str, label: str) -> str:
    """What a unit became, as the force page offers it: a quality in the reader's words and the unit's name; another
    weapon for one it carried ("nothing": none); another unit or an added weapon in the arsenal's names."""
    what, _colon, value = choice.partition(":")
    if what == "quality":
        with override("en"):
            english = str(QUALITY_NAMES[value])
        return f"{QUALITY_NAMES[value]} ({words.name_said(_between(label, f'{english} (', ')'))})"
    if what == "weapons" and (found := INSTEAD_OF.fullmatch(label)):
        old = str(NOTHING) if found["old"] == "nothing" else _names_said(found["old"])
        return str(INSTEAD).format(new=words.name_said(found["new"]), old=old)
    if what == "weapons" and label.startswith("+ "):
        return "+ " + words.name_said(label.removeprefix("+ "))
    if what == "unit":
        return words.name_said(label)
    raise LookupError(choice)


def _names_said(names: str) -> str:
    """Weapons' names as upgrades.INSTEAD joins them ("Karabiner 98k, Bayonet"), each said."""
    whole = words.name_said(names)
    return whole if whole != names else ", ".join(words.name_said(name) for name in names.split(", "))


def _upgrade(entry: Entry) -> str:
    data = entry.data
    label, price, side = data["label"], data["price"], data["side"]
    unit = _between(entry.summary, f"Side {side} upgrades ", f" to {label} for {price} points.")
    said = {
        "side": side,
        "unit": words.label_said(unit),
        "label": upgrade_label(data["choice"], label),
        "cost": ngettext_one(price, pgettext_lazy("points", "1 point"), pgettext_lazy("points", "%(n)s points")),
    }
    return gettext("Side %(side)s upgrades %(unit)s to %(label)s for %(cost)s.") % said


def _salvage(entry: Entry) -> str:
    """A machine salvaged: its label as the battle it was left behind in says it ("Panzer IV 2"); a hand weapon
    salvaged (campaigns.salvage_weapons) is said from its data."""
    if "weapon" in entry.data:
        return _salvaged_weapon(entry)
    line = _said_sentences(get_language() or "", entry.kind, entry.summary)
    if line is None:
        raise LookupError(entry.summary)
    number = entry.data.get("game")
    game = (
        Game.objects.filter(campaign_id=entry.campaign_id, number=number).only("battle_id").first() if number else None
    )
    return units_said(game.battle_id, line) if game and game.battle_id else line


def _salvaged_weapon(entry: Entry) -> str:
    data = entry.data
    instead = f", instead of the {data['instead']}" if data["instead"] else ""
    _same(entry, f"Side {data['side']} salvages the {data['name']} from game {data['game']}: {data['label']} carries "
                 f"it free{instead}.")  # fmt: skip
    said = {"side": data["side"], "weapon": words.name_said(data["name"]), "n": data["game"],
            "unit": words.label_said(data["label"]), "old": words.name_said(data["instead"])}  # fmt: skip
    if data["instead"]:
        return gettext("Side %(side)s salvages the %(weapon)s from game %(n)s: %(unit)s carries it free, instead of "
                       "the %(old)s.") % said  # fmt: skip
    return gettext("Side %(side)s salvages the %(weapon)s from game %(n)s: %(unit)s carries it free.") % said


def _note(entry: Entry) -> str:
    """A game's note: the players' own words, which stay as written (the ledger's summary holds its first 300
    characters, services.append)."""
    name, game, note = entry.by_name, entry.data["game"], entry.data["note"]
    _same(entry, f"{name} writes about game {game}: {note}"[:300])
    return gettext("%(name)s writes about game %(n)s: %(note)s") % {"name": name, "n": game, "note": note}


def _player(entry: Entry) -> str:
    """Who plays a side's force in the next game (campaigns.players): the player's name stays."""
    data = entry.data
    _same(entry, f"{data['name']} plays side {data['side']}'s force in the next game.")
    return gettext("%(name)s plays side %(side)s's force in the next game.") % {"name": data["name"],
                                                                                  "side": data["side"]}  # fmt: skip


# Kinds whose line is said from the data.
BY_DATA: dict[str, Callable[[Entry], str]] = {
    "created": _created,
    "force": _force,
    "organiser": _organiser,
    "void": _void,
    "upgrade": _upgrade,
    "salvage": _salvage,
    "note": _note,
    "player": _player,
}
