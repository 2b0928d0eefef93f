"""The lines the enemy the app plays writes in a solo battle's log (battles/services/solo_turn.py), said in the
reader's language from their data: which unit it picked and why, what it decided and why, the player's overrule.
The reasons are the engine's sentences (rules/engine/solitaire), said through rules.sentences."""

from __future__ import annotations

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from battles.models import BattleUnit, LogEntry
from rules import sentences

DOES = {
    "shoot": _("shoots"),
    "move": _("moves"),
    "hold": _("holds its ground"),
    "dismount": _("gets out of its vehicle"),
    "drive-and-unload": _("drives to cover and unloads"),
    "scavenge": _("picks up a better weapon"),
    "refill-crew": _("crews a gun short of men"),
    "order": _("gives orders"),
}


def _label(entry: LogEntry, unit_id: int) -> str:
    labels = getattr(entry, "labels", None) or {}
    return labels.get(unit_id) or BattleUnit.objects.filter(pk=unit_id).values_list("label", flat=True).get()


def _reasons(reasons: list[str]) -> str:
    return " ".join(sentences.translated(r) for r in reasons)


def picked(entry: LogEntry) -> str:
    decision = entry.data["decision"]
    line = gettext("The app picks %(unit)s.") % {"unit": _label(entry, decision["unit"])}
    return f"{line} {_reasons(decision['reasons'])}"


def decided(entry: LogEntry) -> str:
    decision = entry.data["decision"]
    said = {"unit": _label(entry, decision["unit"]), "does": str(DOES[decision["action"]])}
    line = gettext("The app decides: %(unit)s %(does)s.") % said
    return f"{line} {_reasons(decision['reasons'])}"


def overruled(entry: LogEntry) -> str:
    said = {"action": str(DOES[entry.data["action"]]), "instead": str(DOES[entry.data["instead_of"]])}
    return gettext("The player overrules the app: it %(action)s instead (the app proposed: %(instead)s).") % said


SECTORS = {"left-flank": _("on the left flank"), "middle": _("in the middle"), "right-flank": _("on the right flank")}


def marked(entry: LogEntry) -> str:
    """Where a moved enemy unit stands now, or which enemy units the player marked near the objective."""
    data = entry.data
    if "sector" in data:
        said = {"unit": _label(entry, data["unit"]), "where": str(SECTORS[data["sector"]])}
        return gettext("%(unit)s now stands %(where)s.") % said
    names = ", ".join(_label(entry, pk) for pk in data["near"]) or gettext("none")
    return gettext("Near the objective now: %(units)s.") % {"units": names}
