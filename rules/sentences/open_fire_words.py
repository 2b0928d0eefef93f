"""The words Open Fire's sentences share (rules/sentences/steps/open_fire_*.py), said as the glossary of
open_fire_attack.py has them: things counted ("3 models", each with its German plural), the parts of a roll's
modifiers ("skill 7, Accurate +2, stress -1"), the line of sight and lengths in inches ("4.5", German "4,5").

Counted things are said in the nominative or accusative, which German writes alike: the rows are worded so."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.utils.formats import get_format
from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, pgettext, pgettext_lazy

from rules import localized

# A chance as the engine writes it: "42.1%", "under 0.1%", "over 99.9%".
CHANCE = r"(?:under |over )?\d+(?:\.\d+)?%"
INCHES = r"\d+(?:\.\d+)?"  # a length the engine gives in inches, without its unit: "6", "4.5"


def decimal(number: str) -> str:
    """A number as the reader writes it: "4.5", German "4,5"."""
    return number.replace(".", get_format("DECIMAL_SEPARATOR"))


# Things counted, by the name of the row's part that holds the number.
COUNTED: dict[str, Callable[[int], str]] = {
    "models": lambda n: ngettext("%(n)s model", "%(n)s models", n),
    "attacks": lambda n: ngettext("%(n)s attack", "%(n)s attacks", n),
    "skill_rolls": lambda n: ngettext("%(n)s skill roll", "%(n)s skill rolls", n),
    "defence_rolls": lambda n: ngettext("%(n)s defence roll", "%(n)s defence rolls", n),
    "hits": lambda n: ngettext("%(n)s hit", "%(n)s hits", n),
    "saves": lambda n: ngettext("%(n)s save", "%(n)s saves", n),
    "failures": lambda n: ngettext("%(n)s failure", "%(n)s failures", n),
    "successes": lambda n: ngettext("%(n)s success", "%(n)s successes", n),
    "first_rolls": lambda n: ngettext("%(n)s roll", "%(n)s rolls", n),
    "rerolls": lambda n: ngettext("%(n)s re-roll", "%(n)s re-rolls", n),
    "die_count": lambda n: ngettext("%(n)s die", "%(n)s dice", n),
    "damage_points": lambda n: ngettext("%(n)s point of damage", "%(n)s points of damage", n),
    "hit_points": lambda n: ngettext("%(n)s hit point", "%(n)s hit points", n),
    "stress_tokens": lambda n: ngettext("%(n)s stress token", "%(n)s stress tokens", n),
    "stress_markers": lambda n: ngettext("%(n)s stress marker", "%(n)s stress markers", n),
    "levels": lambda n: ngettext("%(n)s level", "%(n)s levels", n),
    "height_levels": lambda n: ngettext("%(n)s height level", "%(n)s height levels", n),
    "barriers": lambda n: ngettext("%(n)s barrier", "%(n)s barriers", n),
    "manoeuvres": lambda n: ngettext("%(n)s manoeuvre", "%(n)s manoeuvres", n),
    "free_manoeuvres": lambda n: ngettext("%(n)s free manoeuvre", "%(n)s free manoeuvres", n),
    "further_manoeuvres": lambda n: ngettext("%(n)s further manoeuvre", "%(n)s further manoeuvres", n),
    "more_models": lambda n: ngettext("%(n)s more model", "%(n)s more models", n),
    "firing_models": lambda n: ngettext("%(n)s firing model", "%(n)s firing models", n),
    "twelves": lambda n: ngettext("%(n)s twelve", "%(n)s twelves", n),
    "victory_points": lambda n: ngettext("%(n)s victory point", "%(n)s victory points", n),
}

# The parts of a roll's modifiers ("skill 7, Accurate +2"): an attribute and its value, then each modifier, named as
# rules.engine.open_fire.procedures (attack, damage, command, rolls) name them.
MODIFIERS: dict[str, Promise] = {
    "skill": pgettext_lazy("modifier", "skill"),
    "defence": pgettext_lazy("modifier", "defence"),
    "command": pgettext_lazy("modifier", "command"),
    "modifier": pgettext_lazy("modifier", "modifier"),
    "advance move": pgettext_lazy("modifier", "advance move"),
    "no Assault rule in assault range": pgettext_lazy("modifier", "no Assault rule in assault range"),
    "Accurate": pgettext_lazy("modifier", "Accurate"),
    "Unwieldy": pgettext_lazy("modifier", "Unwieldy"),
    "stress": pgettext_lazy("modifier", "stress"),
    "vehicle below half hit points": pgettext_lazy("modifier", "vehicle below half hit points"),
    "other": pgettext_lazy("modifier", "other"),
    "piercing": pgettext_lazy("modifier", "piercing"),
    "obscured line of sight": pgettext_lazy("modifier", "obscured line of sight"),
    "Fear": pgettext_lazy("modifier", "Fear"),
    "damaged vehicle": pgettext_lazy("modifier", "damaged vehicle"),
}
MODIFIER = re.compile(r"(?P<name>.+) (?P<value>[+-]?\d+)")
STEALTH = re.compile(r"Stealth \((?P<x>\d+)\)")


def _modifier(name: str) -> str:
    if found := STEALTH.fullmatch(name):
        return pgettext("modifier", "Stealth (%(x)s)") % {"x": found["x"]}
    return str(MODIFIERS[name])  # KeyError, a LookupError: the sentence stays whole in English


def modifiers(joined: str) -> str:
    """ "skill 7, Stealth (1) -1, other +2": each name in the reader's words, each number as it is."""
    said = []
    for term in joined.split(", "):
        found = MODIFIER.fullmatch(term)
        if found is None:
            raise LookupError(term)
        said.append(f"{_modifier(found['name'])} {found['value']}")
    return ", ".join(said)


def _counted(say: Callable[[int], str]) -> Callable[[str], str]:
    return lambda number: say(int(number)) % {"n": number}


def _players(joined: str) -> str:
    """ "Player 1, player 3 and player 6": each player by number, joined as the reader joins them."""
    said = re.sub(r"[Pp]layer (\d+)", lambda found: gettext("player %(n)s") % {"n": found[1]}, joined)
    return said.replace(" and ", gettext(" and "))


# The parts every Open Fire module's rows may use (each module adds them to its PARTS).
PARTS: dict[str, Callable[[str], str]] = {
    **{name: _counted(say) for name, say in COUNTED.items()},
    "mods": modifiers,
    "sight": localized.label,  # clear, obstructed, blocked: the choices of a line of sight
    "decimal": decimal,
    "players_named": _players,
}
