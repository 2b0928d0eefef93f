"""The season report: the campaign told from start to end (or to today, while it runs). The ladder's path game by
game with each result, the points it brought and the players' note; each side's points over the games; each unit's
kills and fate. Read in a fixed number of queries, however many games were played."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

from campaigns import books, notes, pages
from campaigns.models import Campaign, Game
from rules import localized
from rules.engine.ladder import victory_of


@dataclass(frozen=True)
class PathStep:
    """One game on the ladder's path, as the report tells it."""

    number: int
    title: str
    state: str  # the game's state, in words
    voided: bool
    roles: str  # who attacked, in words
    result: str  # who won and how, in words ("" while it has no result)
    combat_score: tuple[int, int] | None
    points: tuple[int, int] | None  # what the game brought each side, as its ledger entry booked it
    by_hand: bool
    battle: str  # the battle's code, "" when played without the app
    note: notes.Note | None


def season_context(campaign: Campaign, user) -> dict:
    """The campaign page's context (standings, pictures) with the season's path and each side's units."""
    context = pages.campaign_context(campaign, user)
    games: list[Game] = context["games"]
    booked = _points_booked(campaign)
    found = notes.notes_of(campaign)
    context["path"] = [_step(g, booked.get(g.number), found.get(g.number)) for g in games]
    context["units"] = [{"side": s, "lines": [_fate(line) for line in pages.force_print(campaign, s)]} for s in "AB"]
    return context


def _points_booked(campaign: Campaign) -> dict[int, tuple[int, int]]:
    """What each confirmed game brought each side, from its result entry (a voided result brought nothing)."""
    entries = list(campaign.entries.filter(kind__in=("result", "void")).order_by("seq").values("seq", "voids", "data"))
    voided = {e["voids"] for e in entries if e["voids"]}
    return {
        e["data"]["game"]: (e["data"]["points"]["A"], e["data"]["points"]["B"])
        for e in entries
        if e["seq"] not in voided and "points" in e["data"]
    }


def _step(game: Game, points: tuple[int, int] | None, note: notes.Note | None) -> PathStep:
    roles = gettext("side %(side)s attacked") % {"side": game.attacker} if game.attacker else gettext("no roles yet")
    result = ""
    if game.result:
        victory = victory_of(game.result, game.reason)
        kind = {"decisive": gettext("decisive victory"), "strategic": gettext("strategic victory")}.get(victory)
        result = books.result_words(game.result) + (f" ({kind})" if kind else "")
    return PathStep(
        number=game.number,
        title=localized.mode_title(game.scenario),
        state=game.get_state_display(),
        voided=game.state == "voided",
        roles=roles,
        result=result,
        combat_score=(game.combat_score_a, game.combat_score_b) if game.result else None,
        points=points if game.state == "confirmed" else None,
        by_hand=game.by_hand,
        battle=game.battle.code if game.battle_id else game.battle_code,
        note=note,
    )


def _fate(line: dict) -> dict:
    """A unit's line with its fate in words: how it was taken out in each game it was, or that it never was."""
    story = line["story"]
    if story is None or not story.games:
        fate = gettext("not yet in a battle")
    elif story.losses:
        fate = "; ".join(story.losses)
    else:
        fate = gettext("never taken out")
    return {**line, "kills": story.kills if story else 0, "games": len(story.games) if story else 0, "fate": fate}
