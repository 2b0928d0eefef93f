"""What a campaign's books say now, derived from its confirmed games and its ledger: where the ladder stands, each
side's record (wins, streaks of losses and of wins, morale) and points. Reads only; the engine (rules/engine/ladder.py)
does the counting."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext, gettext_lazy

from campaigns.models import Campaign, Entry, Game, Member
from rules.engine import ladder as rules

REASONS = {  # how a game ended, in words, as a battle reports it (battle.state["result"]["reason"])
    "mission-objective": gettext_lazy("the mission objective"),
    "objective-stopped": gettext_lazy("the objective kept from the other side"),  # R46: a decisive win too
    "surrender": gettext_lazy("a surrender"),
    "combat-score-limit": gettext_lazy("the Combat Score limit"),
    "last-turn": gettext_lazy("the last turn"),
}


@dataclass(frozen=True)
class Books:
    ladder: rules.Ladder
    records: dict[str, rules.Record]  # "A", "B"
    points: dict[str, int]  # each side's balance in the ledger (gained minus spent)
    win_streaks: dict[str, int]  # each side's wins in a row up to its last confirmed game (a draw or a loss: 0)


def books(campaign: Campaign, games: list[Game]) -> Books:
    """The books after the campaign's confirmed games (in order) and its ledger's balance."""
    dice = _morale_dice(campaign)
    ladder = rules.Ladder()
    records = {s: rules.Record(morale_die=dice.get(s)) for s in ("A", "B")}
    win_streaks = {"A": 0, "B": 0}
    for game in sorted(games, key=lambda g: g.number):
        if game.state != "confirmed":
            continue
        victory = rules.victory_of(game.result, game.reason)
        ladder = rules.after_game(ladder, game.result)
        for side in ("A", "B"):
            score = game.combat_score_a if side == "A" else game.combat_score_b
            records[side] = rules.record_game(records[side], f"side-{side.lower()}", game.result, victory, score)
            won = game.result == f"side-{side.lower()}-wins"
            win_streaks[side] = win_streaks[side] + 1 if won else 0
    last = campaign.entries.order_by("-seq").values_list("points_a", "points_b").first() or (0, 0)
    return Books(ladder, records, {"A": last[0], "B": last[1]}, win_streaks)


def _morale_dice(campaign: Campaign) -> dict[str, int]:
    entry = Entry.objects.filter(campaign=campaign, kind="morale").values_list("data", flat=True).first()
    return {s: int(d) for s, d in (entry or {}).get("dice", {}).items()}


OPEN = ("playing", "to-confirm")  # a game being played or waiting for its result


def open_game(games: list[Game]) -> Game | None:
    """The game being played or waiting for its confirmations, if one is: nothing else moves until it is done."""
    return next((g for g in games if g.state in OPEN), None)


def first_members(members) -> dict[str, Member]:
    """Each side's first member (by position): who plays its force until the side names another
    (campaigns.players.next_players)."""
    found: dict[str, Member] = {}
    for member in sorted(members, key=lambda m: m.position):
        found.setdefault(member.side, member)
    return found


def next_players(campaign: Campaign, members: list[Member] | None = None) -> dict[str, Member]:
    """Who plays each side's force in the next battle: the member the side named last, else its first member."""
    members = members if members is not None else list(campaign.members.order_by("position"))
    by_position = {m.position: m for m in members}
    found = first_members(members)
    for data in campaign.entries.filter(kind="player").order_by("seq").values_list("data", flat=True):
        chosen = by_position.get(data["member"])
        if chosen is not None and chosen.side == data["side"]:
            found[data["side"]] = chosen
    return found


def battle_team(attacker: str, side: str) -> str:
    """The battle team a campaign side plays: the attacker (side A when roles are neutral) is team A."""
    return "A" if side == (attacker or "A") else "B"


def battle_result(game: Game) -> tuple[str, str, int, int]:
    """An ended battle's result for the campaign's sides: (result, how it ended, side A's and side B's Combat
    Score). The attacker played as team A (side A when roles are neutral)."""
    battle = game.battle
    ended = battle.state.get("result") or {}
    side_of_team = {battle_team(game.attacker, side): side for side in ("A", "B")}
    team_won = {"side-a-wins": "A", "side-b-wins": "B"}.get(ended.get("result", ""))
    result = f"side-{side_of_team[team_won].lower()}-wins" if team_won else "draw"
    scores = battle.state.get("combat_score", {})
    by_side = {side_of_team[team]: int(scores.get(team, 0)) for team in ("A", "B")}
    return result, ended.get("reason") or "last-turn", by_side["A"], by_side["B"]


def result_words(result: str) -> str:
    """The result in the reader's language, for a page."""
    words = {"side-a-wins": gettext("side A won"), "side-b-wins": gettext("side B won"), "draw": gettext("a draw")}
    return words.get(result, result)


def ledger_words(result: str) -> str:
    """The result in English, for a ledger entry's summary: it is sealed in the hash chain, so it never changes."""
    return {"side-a-wins": "side A won", "side-b-wins": "side B won", "draw": "a draw"}.get(result, result)


def ladder_json(ladder: rules.Ladder) -> dict:
    side = {"side-a": "A", "side-b": "B"}
    return {
        "step": ladder.step + 1,
        "scenario": None if ladder.over else ladder.scenario,
        "attacker": side.get(ladder.attacker or ""),
        "defender": side.get(ladder.defender or ""),
        "map": None if ladder.over else ladder.map,
        "over": ladder.over,
        "winner": side.get(ladder.winner or ""),
    }
