"""The lines an Open Fire battle writes in its log (battles/systems/open_fire_play.py, and the round's sentences of
rules/engine/open_fire/table.py), as rows for battles/pages/log_said.py: each sentence's English pattern and the
reader's words. Names of players, units and weapons are the players' and the pack's: they stay."""

from __future__ import annotations

import re

from django.utils.translation import gettext, ngettext, pgettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from battles.pages.log_rows import NAME, UNIT
from rules.sentences.rows import table

KINDS_SAID = {
    "control": pgettext_lazy("objective", "control"),
    "destroy": pgettext_lazy("objective", "destroy"),
    "access": pgettext_lazy("objective", "access"),
    "recover": pgettext_lazy("objective", "recover"),
}
OBJECTIVE = r"objective (?P<id>\d+) \((?P<okind>control|destroy|access|recover)\)"


def _objective(words):
    return lambda said: str(words) % {**said, "okind": str(KINDS_SAID[said["okind"]])}


def _scored(said: dict) -> str:
    what = {
        "secured and removed": gettext("secured and removed"),
        "destroyed": gettext("destroyed"),
        "held": gettext("held to the end"),
    }[said["what"]]
    words = gettext("%(name)s scores %(n)s VP: objective %(id)s (%(okind)s) %(what)s.")
    return words % {**said, "okind": str(KINDS_SAID[said["okind"]]), "what": what}


def _attack(said: dict) -> str:
    hits = int(said["hits"])
    line = ngettext(
        "%(unit)s attacks %(target)s with %(weapon)s: %(hits)s hit, %(damage)s damage.",
        "%(unit)s attacks %(target)s with %(weapon)s: %(hits)s hits, %(damage)s damage.",
        hits,
    )
    return line % said


def _waiting(said: dict) -> str:
    line = ngettext(
        "%(unit)s hits %(target)s %(hits)s time: roll the defence dice at the table.",
        "%(unit)s hits %(target)s %(hits)s times: roll the defence dice at the table.",
        int(said["hits"]),
    )
    return line % said


def _loses(prefix: str = ""):
    def say(said: dict) -> str:
        n = int(said["n"])
        line = ngettext("%(unit)s loses %(n)s hit point.", "%(unit)s loses %(n)s hit points.", n) % said
        return gettext("The weapon explodes: %(line)s") % {"line": line} if prefix else line

    return say


ROUND = table(
    (r"Round (?P<n>\d+): " + NAME + r" won the initiative; (?P<first>.+) activates first\.",
     _("Round %(n)s: %(name)s won the initiative; %(first)s activates first.")),
    (r"Roll-off for the entry points: " + NAME + r" places first, then (?P<others>.+), one at a time\.",
     _("Roll-off for the entry points: %(name)s places first, then %(others)s, one at a time.")),
    (UNIT + r" deploys from reserve and is activated\.", _("%(unit)s deploys from reserve and is activated.")),
    (UNIT + r" stays in reserve this round; its activation is spent\.",
     _("%(unit)s stays in reserve this round; its activation is spent.")),
    (UNIT + r" has finished its activation\.", _("%(unit)s has finished its activation.")),
    (NAME + r" activates next\.", _("%(name)s activates next.")),
    (UNIT + r" is activated\.", _("%(unit)s is activated.")),
    (UNIT + r" recovers: (?P<n>\d+) stress removed, (?P<left>\d+) left\.",
     _("%(unit)s recovers: %(n)s stress removed, %(left)s left.")),
    (UNIT + r" makes its move\.", _("%(unit)s makes its move.")),
    (UNIT + r" makes an advance move \(-4 to its skill rolls this activation\)\.",
     _("%(unit)s makes an advance move (-4 to its skill rolls this activation).")),
    (r"It goes backward\.", _("It goes backward.")),
    (r"It turns (?P<n>\d+) times, (?P<inches>\d+(?:\.\d+)?) in of its move spent on turning\.",
     _("It turns %(n)s times, %(inches)s in of its move spent on turning.")),
    (r"It turns not at all\.", _("It does not turn at all.")),
    (UNIT + r" uses “(?P<ability>[^”]+)”\.", _("%(unit)s uses “%(ability)s”.")),
    (UNIT + r": (?P<n>\d+) stress removed, (?P<left>\d+) left\.", _("%(unit)s: %(n)s stress removed, %(left)s left.")),
    (UNIT + r" attacks (?P<target>.+) with (?P<weapon>.+): (?P<hits>\d+) hits?, (?P<damage>\d+) damage\.", _attack),
    (r"The weapon explodes: " + UNIT + r" is destroyed\.", _("The weapon explodes: %(unit)s is destroyed.")),
    (r"The weapon explodes: " + UNIT + r" loses (?P<n>\d+) hit points?\.", _loses("explodes")),
    (UNIT + r" loses (?P<n>\d+) hit points?\.", _loses()),
    (UNIT + r" is destroyed\.", _("%(unit)s is destroyed.")),
    (NAME + r" scores (?P<n>\d+) VP: " + OBJECTIVE + r" (?P<what>secured and removed|destroyed|held)\.", _scored),
    (UNIT + r" secures " + OBJECTIVE + r"\.", _objective(_("%(unit)s secures objective %(id)s (%(okind)s)."))),
    (r"Objective (?P<id>\d+) \(recover\) is lost with the unit that carried it\.",
     _("Objective %(id)s (recover) is lost with the unit that carried it.")),
    (UNIT + r" took damage this round: (?P<n>\d+) stress\.", _("%(unit)s took damage this round: %(n)s stress.")),
    (r"Round (?P<n>\d+) is over; roll for initiative\.", _("Round %(n)s is over; roll for initiative.")),
    (r"The last round is over \((?P<scores>[^)]+) VP\): a draw\.", _("The last round is over (%(scores)s VP): a draw.")),
    (r"The last round is over \((?P<scores>[^)]+) VP\): " + NAME + r" wins\.",
     _("The last round is over (%(scores)s VP): %(name)s wins.")),
    (UNIT + r" gets out of the wreck whole\.", _("%(unit)s gets out of the wreck whole.")),
    (UNIT + r" gets out of (?P<ride>.+)\.", _("%(unit)s gets out of %(ride)s.")),
    (UNIT + r" stays aboard (?P<ride>.+); its activation is spent\.",
     _("%(unit)s stays aboard %(ride)s; its activation is spent.")),
    (UNIT + r" gets into (?P<ride>.+)\.", _("%(unit)s gets into %(ride)s.")),
    (UNIT + r" is destroyed; (?P<names>.+) must get out of the wreck\.",
     _("%(unit)s is destroyed; %(names)s must get out of the wreck.")),
    (r"It left the assault range of (?P<names>.+): a free attack is owed\.",
     _("It left the assault range of %(names)s: a free attack is owed.")),
    (UNIT + r"'s free attack is over\.", _("The free attack of %(unit)s is over.")),
    (UNIT + r" lets its free attack go\.", _("%(unit)s lets its free attack go.")),
    (UNIT + r" leaves the battlefield and goes back into reserve\.",
     _("%(unit)s leaves the battlefield and goes back into reserve.")),
    (UNIT + r" has no room to fly half its move\.", _("%(unit)s has no room to fly half its move.")),
    (UNIT + r" finds no room at an entry point and is destroyed\.",
     _("%(unit)s finds no room at an entry point and is destroyed.")),
    (UNIT + r" hits (?P<target>.+) (?P<hits>\d+) times?: roll the defence dice at the table\.", _waiting),
    (NAME + r" (?:has|have) no unit on the battlefield: forfeit\.", _("%(name)s: no unit left on the battlefield, forfeit.")),
    (r"Nobody has a unit on the battlefield: nobody wins\.", _("Nobody has a unit on the battlefield: nobody wins.")),
)  # fmt: skip


def _objectives(marks: str) -> str:
    """ "access (3 VP), control (2 VP)" or "none", in the reader's words."""
    if marks == "none":
        return pgettext("objectives", "none")
    said = []
    for mark in marks.split(", "):
        found = MARK.fullmatch(mark)
        if found is None:
            raise LookupError(mark)  # another shape: the line stays in its English
        said.append(gettext("%(kind)s (%(n)s VP)") % {"kind": KINDS_SAID[found["okind"]], "n": found["n"]})
    return ", ".join(said)


def _created(said: dict) -> str:
    rounds = int(said["rounds"])
    parts = {
        "players": said["players"],
        "rounds": ngettext("%(n)s round", "%(n)s rounds", rounds) % {"n": rounds},
        "objectives": _objectives(said["marks"]),
        "points": said["points"],
    }
    if said["points"]:
        return (
            gettext(
                "Open Fire for %(players)s players, %(rounds)s, forces of at most %(points)s points; objectives: %(objectives)s."
            )
            % parts
        )
    return gettext("Open Fire for %(players)s players, %(rounds)s; objectives: %(objectives)s.") % parts


# Our missions' names (rules/engine/open_fire/missions.py), as the new battle's form calls them.
MISSION_NAMES = {
    "skirmish": pgettext_lazy("mission", "Skirmish"),
    "raid": pgettext_lazy("mission", "Raid"),
    "hold-the-line": pgettext_lazy("mission", "Hold the line"),
}


def _mission(said: dict) -> str:
    name = MISSION_NAMES.get(said["key"], said["key"])
    return gettext("Mission %(key)s on a %(width)s x %(height)s in table.") % {**said, "key": name}


MARK = re.compile(r"(?P<okind>control|destroy|access|recover) \((?P<n>\d+) VP\)")
# The battle's first line (battles/systems/open_fire.created_summary), sentence by sentence.
CREATED = table(
    (r"Open Fire for (?P<players>\d+) players, (?P<rounds>\d+) rounds?(?:, forces of at most (?P<points>\d+) points)?; "
     r"objectives: (?P<marks>.+)\.", _created),
    (r"Mission (?P<key>\S+) on a (?P<width>\d+) x (?P<height>\d+) in table\.",
     _mission),
    (r"Dice rolled at the table\.", _("Dice rolled at the table.")),
)  # fmt: skip

KINDS = {kind: (ROUND,) for kind in ("of-initiative", "of-activate", "of-action", "of-attack", "of-done", "of-setup")}
