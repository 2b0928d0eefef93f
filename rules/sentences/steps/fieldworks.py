"""The steps of fieldworks (rules.engine.procedures.fieldworks, fieldwork_cover): who fits in a bunker, who gets past
sandbags, tank traps and barbed wire, what destroys them, the cover of fieldworks, craters and ruins, and craters.

A unit, a fieldwork or what hit it is said by its choice's words in the catalogue; one the catalogue does not know
keeps the whole sentence English (LookupError)."""

from __future__ import annotations

import re

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules import localized
from rules.engine.outcome import sentence
from rules.engine.procedures.fieldworks import CROSSED, HIT, MOVERS
from rules.sentences.rows import table
from rules.sentences.steps.fire_explosives import EXPLOSIVES, _explosive


def _said(value: str) -> str:
    """A choice as the engine writes it in a sentence ("wheeled AFV", "tank traps")."""
    return value.replace("-", " ").replace("afv", "AFV")


def _choice(values: tuple[str, ...], capital: bool):
    """A part naming one of `values` as the engine writes it, said by the choice's words in the catalogue."""
    written = {(sentence(_said(v)) if capital else _said(v)): v for v in values}

    def say(text: str) -> str:
        value = written[text]  # KeyError (a LookupError): the sentence stays whole in English
        said = localized.label(value)
        if said == localized.words(value):
            raise LookupError(value)
        return sentence(said) if capital else said

    return say


def _alternatives(values: tuple[str, ...], capital: bool) -> str:
    return "|".join(re.escape(sentence(_said(v)) if capital else _said(v)) for v in values)


MOVER = rf"(?P<fw_mover>{_alternatives(MOVERS, True)})"
CROSSED_AT = rf"(?P<fw_crossed>{_alternatives(CROSSED, False)})"
HIT_WORK = rf"(?P<fw_hit_work>{_alternatives(HIT, True)})"
HITS = {
    "small arms": pgettext_lazy("fieldwork hit by", "small arms"),
    "a grenade or charge": pgettext_lazy("fieldwork hit by", "a grenade or charge"),
    "a bomb": pgettext_lazy("fieldwork hit by", "a bomb"),
    "a flamethrower": pgettext_lazy("fieldwork hit by", "a flamethrower"),
}
SHELL = re.compile(r"an HE shell of (?P<calibre>\d+) mm")


def _hit(words: str) -> str:
    if found := SHELL.fullmatch(words):
        return str(_("an HE shell of %(calibre)s mm")) % {"calibre": found["calibre"]}
    return str(HITS[words])


PARTS = {
    "fw_mover": _choice(MOVERS, True),
    "fw_crossed": _choice(CROSSED, False),
    "fw_hit_work": _choice(HIT, True),
    "fw_hit": _hit,
    "fw_explosive": _explosive,
}
AT_WORK = MOVER + " at " + CROSSED_AT
HIT_BY = HIT_WORK + r" hit by (?P<fw_hit>small arms|a grenade or charge|a bomb|a flamethrower|an HE shell of \d+ mm)"

ROWS = table(
    # Bunkers (fieldworks.bunker_capacity).
    (
        r"A bunker holds (?P<n>\d+) soldiers, or one support weapon with its crew\.",
        _("A bunker holds %(n)s soldiers, or one support weapon with its crew."),
    ),
    (
        r"One support weapon with its crew: it fits, with no room for anyone else\.",
        _("One support weapon with its crew: it fits, with no room for anyone else."),
    ),
    (
        r"A support weapon with its crew fills it: the (?P<n>\d+) soldiers besides them stay outside\.",
        _("A support weapon with its crew fills it: the %(n)s soldiers besides them stay outside."),
    ),
    (
        r"An AT or AA gun placed in a bunker stays there for the rest of the game\.",
        _("An AT or AA gun placed in a bunker stays there for the rest of the game."),
    ),
    (
        r"(?P<n>\d+) soldiers: (?P<extra>\d+) too many, and they stay outside\.",
        _("%(n)s soldiers: %(extra)s too many, and they stay outside."),
    ),
    (r"(?P<n>\d+) soldiers: they fit, and it is full\.", _("%(n)s soldiers: they fit, and it is full.")),
    (r"Nobody is in it yet: room for (?P<n>\d+) soldiers\.", _("Nobody is in it yet: room for %(n)s soldiers.")),
    (r"1 soldier: room for (?P<room>\d+) more\.", _("1 soldier: room for %(room)s more.")),
    (r"(?P<n>\d+) soldiers: room for (?P<room>\d+) more\.", _("%(n)s soldiers: room for %(room)s more.")),
    (
        r"Inside, every enemy attack roll at them is at -(?P<level>\d+) and their morale checks get \+(?P=level) "
        r"\(hard cover, (?P<ruling>R\d+)\); a flamethrower or a grenade dropped in needs no attack roll, so the "
        r"-(?P=level) does not help against them\.",
        _(
            "Inside, every enemy attack roll at them is at -%(level)s and their morale checks get +%(level)s (hard"
            " cover, %(ruling)s); a flamethrower or a grenade dropped in needs no attack roll, so the -%(level)s does"
            " not help against them."
        ),
    ),
    # Getting past a fieldwork (fieldworks.fieldwork_crossing); climbing sandbags goes on with the obstacle's steps.
    (
        AT_WORK + r": sandbags are a low obstacle, climbed with the roll for a small obstacle \(the app's reading\)\.",
        _(
            "%(fw_mover)s at %(fw_crossed)s: sandbags are a low obstacle, climbed with the roll for a small obstacle"
            " (the app's reading)."
        ),
    ),
    (
        AT_WORK
        + r": AFVs drive over sandbags and destroy them: take them off the table; they give no cover any more\.",
        _(
            "%(fw_mover)s at %(fw_crossed)s: AFVs drive over sandbags and destroy them: take them off the table; they"
            " give no cover any more."
        ),
    ),
    (
        AT_WORK + r": a tank drives over barbed wire and tears it down: take it off the table\.",
        _("%(fw_mover)s at %(fw_crossed)s: a tank drives over barbed wire and tears it down: take it off the table."),
    ),
    (
        AT_WORK + r": blocked; tank traps stop every AFV, wheeled support weapon and softskin vehicle\.",
        _(
            "%(fw_mover)s at %(fw_crossed)s: blocked; tank traps stop every AFV, wheeled support weapon and softskin"
            " vehicle."
        ),
    ),
    (
        AT_WORK + r": blocked; barbed wire stops infantry, support weapons, wheeled vehicles and horses; only a tank "
        r"gets over it\.",
        _(
            "%(fw_mover)s at %(fw_crossed)s: blocked; barbed wire stops infantry, support weapons, wheeled vehicles and"
            " horses; only a tank gets over it."
        ),
    ),
    (
        AT_WORK
        + r": blocked; only infantry climbs over obstacles and only AFVs break through them, so it goes round\.",
        _(
            "%(fw_mover)s at %(fw_crossed)s: blocked; only infantry climbs over obstacles and only AFVs break through"
            " them, so it goes round."
        ),
    ),
    (
        AT_WORK + r": tank traps stop vehicles and wheeled guns only: it gets past, but infantry may not take them "
        r"apart\.",
        _(
            "%(fw_mover)s at %(fw_crossed)s: tank traps stop vehicles and wheeled guns only: it gets past, but infantry"
            " may not take them apart."
        ),
    ),
    (AT_WORK + r": it gets past\.", _("%(fw_mover)s at %(fw_crossed)s: it gets past.")),
    # What destroys a fieldwork (fieldworks.fieldwork_hit).
    (
        HIT_BY + r": any HE hit destroys sandbags: a shell, a grenade or charge, a bomb\.",
        _("%(fw_hit_work)s hit by %(fw_hit)s: any HE hit destroys sandbags: a shell, a grenade or charge, a bomb."),
    ),
    (
        HIT_BY + r": only a bomb destroys a bunker\.",
        _("%(fw_hit_work)s hit by %(fw_hit)s: only a bomb destroys a bunker."),
    ),
    (
        HIT_BY + r": only a bomb, or an HE shell bigger than (?P<mm>\d+) mm, destroys tank traps\.",
        _("%(fw_hit_work)s hit by %(fw_hit)s: only a bomb, or an HE shell bigger than %(mm)s mm, destroys tank traps."),
    ),
    (
        HIT_BY + r": an HE shell of (?P<mm>\d+) mm or more, or a bomb, destroys barbed wire\.",
        _("%(fw_hit_work)s hit by %(fw_hit)s: an HE shell of %(mm)s mm or more, or a bomb, destroys barbed wire."),
    ),
    (
        r"Destroyed: take it off the table; it gives no cover any more\.",
        _("Destroyed: take it off the table; it gives no cover any more."),
    ),
    (r"Destroyed: take it off the table\.", _("Destroyed: take it off the table.")),
    (r"It stands\.", _("It stands.")),
    (
        r"The units it covered keep its cover against this hit, and lose it from then on\.",
        _("The units it covered keep its cover against this hit, and lose it from then on."),
    ),
    (
        r"A grenade dropped in is an accuracy roll of its own \(into an AFV hatch or a bunker\)\.",
        _("A grenade dropped in is an accuracy roll of its own (into an AFV hatch or a bunker)."),
    ),
    (
        r"Attacks on the soldiers inside are at -(?P<level>\d+) \(hard cover, (?P<ruling>R\d+)\)\.",
        _("Attacks on the soldiers inside are at -%(level)s (hard cover, %(ruling)s)."),
    ),
    # The cover of fieldworks, craters and ruins (fieldwork_cover.fieldwork_cover).
    (
        r"Sandbags give medium cover \((?P<ruling>R\d+), as the Take cover chapter says; not the appendix's soft\)\.",
        _("Sandbags give medium cover (%(ruling)s, as the Take cover chapter says; not the appendix's soft)."),
    ),
    (
        r"A bunker gives hard cover, the only fieldwork that does \((?P<ruling>R\d+)\)\.",
        _("A bunker gives hard cover, the only fieldwork that does (%(ruling)s)."),
    ),
    (
        r"A crater gives soft cover, on top of any other cover there\.",
        _("A crater gives soft cover, on top of any other cover there."),
    ),
    (
        r"The ruins of a stone building give medium cover \((?P<ruling>R\d+), as stone does; not the appendix's "
        r"hard\)\.",
        _("The ruins of a stone building give medium cover (%(ruling)s, as stone does; not the appendix's hard)."),
    ),
    (r"The ruins of a wooden building give soft cover\.", _("The ruins of a wooden building give soft cover.")),
    (r"Destroyed sandbags give no cover any more\.", _("Destroyed sandbags give no cover any more.")),
    (
        r"A bunker takes soldiers or one support weapon with its crew, never an AFV\.",
        _("A bunker takes soldiers or one support weapon with its crew, never an AFV."),
    ),
    (r"A ruin token marks the building that was destroyed\.", _("A ruin token marks the building that was destroyed.")),
    (
        r"With (?P<cover>[\w +]+ cover) as well, the levels add up: (?P<own>\d+) \+ (?P<more>\d+) = (?P<total>\d+)\.",
        _("With %(cover)s as well, the levels add up: %(own)s + %(more)s = %(total)s."),
    ),
    (
        r"It still has (?P<cover>[\w +]+ cover) from elsewhere: (?P<total>\d+)\.",
        _("It still has %(cover)s from elsewhere: %(total)s."),
    ),
    (
        r"An AFV adds (?P<n>\d+) to its armour on the covered side \((?P<ruling>R\d+)\)\.",
        _("An AFV adds %(n)s to its armour on the covered side (%(ruling)s)."),
    ),
    (r"Its armour stays as it is\.", _("Its armour stays as it is.")),
    (
        r"Every enemy attack roll at it is at -(?P<n>\d+); its morale checks get \+(?P=n)\.",
        _("Every enemy attack roll at it is at -%(n)s; its morale checks get +%(n)s."),
    ),
    (
        r"Attacks at it and its morale checks are as in the open\.",
        _("Attacks at it and its morale checks are as in the open."),
    ),
    # Craters (fieldwork_cover.crater).
    (
        r"Blast of (?P<fw_explosive>" + EXPLOSIVES + r"): only HE shells and bombs leave craters, so there is none\.",
        _("Blast of %(fw_explosive)s: only HE shells and bombs leave craters, so there is none."),
    ),
    (
        r"Blast of (?P<fw_explosive>" + EXPLOSIVES + r"): place a crater where it went off, as big as its blast "
        r"radius \((?P<radius>\d+) (?P<units>cm|in) around that point\)\.",
        _(
            "Blast of %(fw_explosive)s: place a crater where it went off, as big as its blast radius (%(radius)s"
            " %(units)s around that point)."
        ),
    ),
    (
        r"A crater is soft cover, which adds to any other cover there\.",
        _("A crater is soft cover, which adds to any other cover there."),
    ),
)
