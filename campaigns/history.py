"""Each core unit's story through the campaign: the games it fought, the enemies it took out (counted from each
battle's log, as R35 counts them), how it ended each battle, its upgrades, and with the experience rule the levels
its kills have earned. Read in a fixed number of queries, however many games were played."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, field

from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from battles.models import BattleUnit, LogEntry
from battles.table.experience import KILLS_PER_LEVEL
from campaigns import books
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
    games = {g.battle_id: g for g in campaign.games.filter(state="confirmed", battle__isnull=False)}
    team_of = {battle: books.battle_team(game.attacker, side) for battle, game in games.items()}
    units = (
        BattleUnit.objects.filter(battle_id__in=games)
        .select_related("seat")
        .only("id", "ref", "status", "battle_id", "seat__team")
    )
    mine = {}
    for unit in units:
        if unit.seat.team != team_of[unit.battle_id]:
            continue
        ref = unit.ref - CREWS if unit.ref > CREWS else unit.ref
        history = found.setdefault(ref, UnitHistory(ref))
        number = games[unit.battle_id].number
        if number not in history.games:
            history.games.append(number)
        if unit.status in LOST and unit.ref < CREWS:
            history.losses.append(gettext("game %(n)s: %(how)s") % {"n": number, "how": LOST[unit.status]})
        mine[unit.pk] = ref
    voided = LogEntry.objects.filter(battle_id__in=games, kind="void").values("voids", "battle_id")
    gone = {(v["battle_id"], v["voids"]) for v in voided}
    kills = LogEntry.objects.filter(battle_id__in=games, data__lands_on__kill=True).values_list(
        "battle_id", "seq", "data__lands_on__by"
    )
    for battle, seq, by in kills:
        if (battle, seq) not in gone and by in mine:
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
