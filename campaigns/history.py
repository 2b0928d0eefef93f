"""Each core unit's story through the campaign: the games it fought, the enemies it took out (counted from each
battle's log, as R35 counts them, or from the record of a game played without the app: campaigns/played.py), how it
ended each game, its upgrades, and with the experience rule the levels its kills have earned. Read in a fixed number
of queries, however many games were played."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, field

from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from battles.table.experience import KILLS_PER_LEVEL
from campaigns import played
from campaigns.models import Campaign
from rules.engine.upgrades import QUALITIES

EXPERIENCE = "R35"
CREWS = 100000  # a crew that fought on is the machine's ref + this (battles.services.crews)
LOST = {"dead": _("killed"), "surrendered": _("surrendered"), "abandoned": _("abandoned")}


@dataclass
class UnitHistory:
    ref: int
    games: list[int] = field(default_factory=list)  # the game numbers it fought in
    kills: int = 0
    losses: list[str] = field(default_factory=list)  # "game 3: killed"
    upgrades: list[str] = field(default_factory=list)

    def levels(self, quality: str) -> int:
        """The quality levels its kills have earned (R35), no higher than elite."""
        if quality not in QUALITIES:
            return 0
        return min(self.kills // KILLS_PER_LEVEL, len(QUALITIES) - 1 - QUALITIES.index(quality))


def histories(campaign: Campaign, side: str) -> dict[int, UnitHistory]:
    """Every unit ref the side has fielded, with its story."""
    from campaigns import ledger_said  # it reads the upgrades, which read the services, which read this

    found: dict[int, UnitHistory] = {}
    games = list(campaign.games.filter(state="confirmed"))
    for number, game in sorted(played.played_games(campaign, games).items()):
        mine = {}
        for unit in game.units:
            if unit.side != side:
                continue
            ref = unit.ref - CREWS if unit.ref > CREWS else unit.ref
            history = found.setdefault(ref, UnitHistory(ref))
            if number not in history.games:
                history.games.append(number)
            if unit.status in LOST and unit.ref < CREWS:
                history.losses.append(gettext("game %(n)s: %(how)s") % {"n": number, "how": LOST[unit.status]})
            mine[unit.id] = ref
        for by, _whom in game.kills:
            if by in mine:
                found[mine[by]].kills += 1
    for entry in campaign.entries.filter(kind="upgrade", data__side=side).order_by("seq"):
        history = found.setdefault(entry.data["ref"], UnitHistory(entry.data["ref"]))
        label = entry.data.get("label") or entry.data["choice"].split(":", 1)[1]
        with suppress(LookupError):  # in the reader's words where it can be
            label = ledger_said.upgrade_label(entry.data["choice"], label)
        price = entry.data["price"]
        history.upgrades.append(
            ngettext("%(label)s (%(n)s point)", "%(label)s (%(n)s points)", price) % {"label": label, "n": price}
        )
    return found
