"""`manage.py verify_campaign CODE`: the ledger checked by the players' own checker (fairplay.py), every morale roll
recomputed from the seed (the server has it before the end), and the working tables held against the ledger: the
games, each side's points and the forces as they were copied in. A direct edit of any of them is named."""

from __future__ import annotations

import re
from dataclasses import replace

from campaigns import books
from campaigns.models import Campaign
from campaigns.selectors import ledger_export
from dice import fairplay


def verify_campaign(campaign: Campaign) -> fairplay.Report:
    export = ledger_export(campaign)
    export["server_seed"] = campaign.server_seed  # the server checks the dice before the seed is public
    report = fairplay.verify(export, head=campaign.head_hash)
    problems = [*report.problems, *_tables_against_ledger(campaign), *_settings_against_ledger(campaign)]
    return replace(report, problems=problems)


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


CREATED = ("name", "measure", "public", "house_rules")  # what the first entry recorded of the campaign itself
SIDE_TAKEN = re.compile(r"^(?P<name>.+?) (?:joins side|starts the campaign .* on side) (?P<side>[AB])\b")


def _settings_against_ledger(campaign: Campaign) -> list[str]:
    """What the ledger decides beyond the games' results: the campaign's own settings as its first entry recorded
    them, each member's side as they took it (it decides whose results they may confirm), the state the ledger has
    brought the campaign to, and each game's scenario, attacker and map as the ladder gave them."""
    entries = list(campaign.entries.order_by("seq"))
    created = next((e for e in entries if e.kind == "created"), None)
    if created is None:
        return []
    problems = [
        f"the campaign's {field.replace('_', ' ')} is not what its first ledger entry recorded"
        for field in CREATED
        if field in created.data and created.data[field] != getattr(campaign, field)
    ]
    if created.data.get("app_side", "") != campaign.app_side:
        problems.append("the side the app plays is not what the campaign's first ledger entry recorded")
    sealed = created.data.get("house_rules", [])
    problems += [
        f"entry {e.seq} trains a crew under house rule {e.data['house_rule']}, which the campaign did not switch on"
        for e in entries
        if e.kind == "upgrade" and "house_rule" in e.data and e.data["house_rule"] not in sealed
    ]
    taken = {
        m["name"]: m["side"] for e in entries if e.kind in ("created", "joined") and (m := SIDE_TAKEN.match(e.summary))
    }
    problems += [
        f"{m.display_name}'s side is not the one the ledger recorded when they joined"
        for m in campaign.members.all()
        if taken.get(m.display_name, m.side) != m.side
    ]
    games = sorted(campaign.games.all(), key=lambda g: g.number)
    state = books.books(campaign, games)
    expected = (
        "forming" if not any(e.kind == "morale" for e in entries) else "ended" if state.ladder.over else "running"
    )
    if campaign.state != expected:
        problems.append(f"the campaign's state ('{campaign.state}') is not the one its ledger brings it to")
    started = {e.data["game"]: e.data for e in entries if e.kind == "game"}
    for game in games:
        ladder = books.books(campaign, [g for g in games if g.number < game.number]).ladder
        told = started.get(game.number) or {"scenario": ladder.scenario}
        if told.get("scenario") != game.scenario or told.get("attacker", game.attacker) != game.attacker:
            problems.append(f"game {game.number}'s scenario or attacker is not what the ledger recorded")
        elif told.get("map", game.map) != game.map:
            problems.append(f"game {game.number}'s map is not what the ledger recorded")
    return problems
