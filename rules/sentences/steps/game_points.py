"""The steps of the points each side and each player spends (rules.engine.procedures.points): the game mode's points
and the multiplayer cut. A game mode keeps the book's title as the catalogue writes it, as in `game`."""

from __future__ import annotations

import re

from django.utils.translation import gettext_lazy as _

from rules import localized
from rules.engine.procedures.setup import GAME_MODES
from rules.sentences import chance_text
from rules.sentences.rows import table

MODE = "(?P<points_mode>" + "|".join(re.escape(mode.title) for mode in GAME_MODES) + ")"
SHARE = r"(?P<share>\d+(?: / \d+)?)"

PARTS = {"points_mode": localized.mode_title_of, "points_percent": chance_text}

ROWS = table(
    (
        MODE + r": the players choose; both sides spend the same, (?P<n>\d+) points here\.",
        _("%(points_mode)s: the players choose; both sides spend the same, %(n)s points here."),
    ),
    (MODE + r": (?P<n>\d+) points a side\.", _("%(points_mode)s: %(n)s points a side.")),
    (
        MODE + r": the attacker spends (?P<a>\d+) points, the defender (?P<b>\d+)\.",
        _("%(points_mode)s: the attacker spends %(a)s points, the defender %(b)s."),
    ),
    (
        MODE + r": team A spends (?P<a>\d+) points, team B (?P<b>\d+)\.",
        _("%(points_mode)s: team A spends %(a)s points, team B %(b)s."),
    ),
    (
        r"(?P<players>\d+) players with the cut: each spends (?P<points_percent>\d+%) of the side's points, rounded "
        r"down: " + SHARE + r"\.",
        _(
            "%(players)s players with the cut: each spends %(points_percent)s of the side's points, rounded down:"
            " %(share)s."
        ),
    ),
    (
        r"(?P<players>\d+) players without the cut: each spends the side's full points\.",
        _("%(players)s players without the cut: each spends the side's full points."),
    ),
    (r"One player a side spends the side's points\.", _("One player a side spends the side's points.")),
    (
        r"The cut is for 4 or 6 players only: with (?P<players>\d+), each player spends the side's full points\.",
        _("The cut is for 4 or 6 players only: with %(players)s, each player spends the side's full points."),
    ),
)
