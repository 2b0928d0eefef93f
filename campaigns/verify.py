"""`manage.py verify_campaign CODE`: the ledger checked by the players' own checker (fairplay.py), every morale roll
recomputed from the seed (the server has it before the end), and the working tables held against the ledger: the
games, each side's points and the forces as they were copied in. A direct edit of any of them is named."""

from __future__ import annotations

from dataclasses import replace

from campaigns import books
from campaigns.models import Campaign
from campaigns.selectors import ledger_export
from dice import fairplay


def verify_campaign(campaign: Campaign) -> fairplay.Report:
    export = ledger_export(campaign)
    export["server_seed"] = campaign.server_seed  # the server checks the dice before the seed is public
    report = fairplay.verify(export, head=campaign.head_hash)
    report = replace(report, problems=[*report.problems, *_tables_against_ledger(campaign)])
    return report


def _tables_against_ledger(campaign: Campaign) -> list[str]:
    problems = []
    entries = list(campaign.entries.order_by("seq"))
    voided = {e.voids for e in entries if e.voids}
    booked = {e.data["game"]: e for e in entries if e.kind == "result" and e.seq not in voided}
    for game in campaign.games.all():
        entry = booked.get(game.number)
        if (game.state == "confirmed") != (entry is not None):
            problems.append(f"game {game.number} is '{game.state}' but the ledger says otherwise")
            continue
        if entry is None:
            continue
        told = (entry.data["result"], entry.data["combat_score"]["A"], entry.data["combat_score"]["B"])
        if told != (game.result, game.combat_score_a, game.combat_score_b):
            problems.append(f"game {game.number}'s result or Combat Score differs from its ledger entry")
    state = books.books(campaign, list(campaign.games.all()))
    gained = {s: state.records[s].points for s in ("A", "B")}
    spent = {s: -sum(min(0, _moved(e, s)) for e in entries if e.kind not in ("result", "void")) for s in ("A", "B")}
    for side in ("A", "B"):
        if gained[side] - spent[side] != state.points[side]:
            problems.append(f"side {side}'s points ({state.points[side]}) are not what its games and spends make")
    latest = {e.data["side"]: e.data["roster_sha256"] for e in entries if "roster_sha256" in e.data}  # in order
    for force in campaign.forces.all():
        if fairplay.entry_hash("", force.roster) != latest.get(force.side):
            problems.append(f"side {force.side}'s force is not the one its latest ledger entry recorded")
    return problems


def _moved(entry, side: str) -> int:
    return entry.data.get("points", {}).get(side, 0) if isinstance(entry.data.get("points"), dict) else 0
