"""Markers on the table that come and go during play: smoke (it lasts three turns: Smoke grenades) and
structures set burning (units in or behind them pull back and lose their actions this turn: Structures
catching fire). Each change is one log entry under the battle's row lock; the end of a turn counts smoke down.

The units a smoke marker covers carry a `smoke` token, which the roll forms read; a burning piece leaves
the terrain sheet (it is destroyed), so no roll form offers it as cover any more."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from django.utils.translation import gettext

from battles.models import Battle, BattleUnit, LogEntry, Seat
from battles.services import calls, log
from battles.services.common import cards_in_force, in_phase, seat_of, writing
from battles.table import card_rules
from battles.table.terrain import live_pieces, pieces
from bof_site.refusals import Refused

SMOKE_TURNS = 3
MAX_WHERE = 60
MAX_SMOKE = 12  # markers in force at once
PULLED_BACK = "pulled-back"  # a one-turn token: the unit lost its actions for this turn


@calls.recorded
def place_smoke(*, code: str, seat_id: int | None, where: str, unit_ids: Sequence[int], key: uuid.UUID) -> LogEntry:
    """A smoke marker goes down where a smoke grenade landed; the units it covers are ticked."""
    where = " ".join(where.split())
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = _marking_seat(battle, seat_id)
        if not where or len(where) > MAX_WHERE:
            raise Refused(
                gettext("Say where the smoke is, in up to %(most)s characters (like “in front of the barn”).")
                % {"most": MAX_WHERE}
            )
        smoke = list(battle.state.get("smoke", []))
        if len(smoke) >= MAX_SMOKE:
            raise Refused(
                gettext("%(most)s smoke markers are already on the table: wait for some to clear.")
                % {"most": MAX_SMOKE}
            )
        covered = _units(battle, unit_ids)
        now = cards_in_force(battle)
        lasts = card_rules.smoke_turns(now, SMOKE_TURNS)
        marker = {
            "id": f"s{battle.entry_count + 1}",
            "where": where,
            "turns": lasts,
            "turns_left": lasts,
            "units": [u.pk for u in covered],
            "labels": [u.label for u in covered],  # for the pages: no unit query to show what it covers
        }
        battle.state = {**battle.state, "smoke": [*smoke, marker]}
        for u in covered:
            u.tokens = {**(u.tokens or {}), "smoke": 1}
        BattleUnit.objects.bulk_update(covered, ["tokens"])
        who = f" It covers {', '.join(u.label for u in covered)}." if covered else ""
        return log.append(
            battle,
            kind="marker",
            summary=f"Smoke {where} for {lasts} turn{'s' if lasts != 1 else ''} (attacks into it −5).{who}",
            seat=seat,
            data={"smoke": marker},
            key=key,
        )


@calls.recorded
def set_burning(*, code: str, seat_id: int | None, piece_id: str, unit_ids: Sequence[int], key: uuid.UUID) -> LogEntry:
    """A structure caught fire (a doublet on the fire roll, or a flamethrower): it burns down and leaves the
    sheet; the ticked units in or behind it pull back at least 10 cm / 4 in and lose this turn's actions."""
    with writing(code, key=key) as (battle, earlier):
        if earlier is not None:
            return earlier
        seat = _marking_seat(battle, seat_id)
        piece = next((p for p in live_pieces(battle) if p["id"] == piece_id), None)
        if piece is None or not piece.get("flammable"):
            raise Refused(gettext("Pick a flammable piece from the terrain sheet."))
        burnt = {**piece, "removed": True, "removed_turn": battle.turn, "burnt": True}
        battle.state = {**battle.state, "terrain": [burnt if p["id"] == piece_id else p for p in pieces(battle)]}
        pulled = _units(battle, unit_ids)
        for u in pulled:
            u.tokens = {**(u.tokens or {}), PULLED_BACK: 1}
        BattleUnit.objects.bulk_update(pulled, ["tokens"])
        back = "10 cm" if battle.measure == "cm" else "4 in"
        who = (
            f" {', '.join(u.label for u in pulled)} pull back at least {back} and lose this turn's actions."
            if pulled
            else ""
        )
        return log.append(
            battle,
            kind="marker",
            summary=f"{piece['name']} catches fire and burns down.{who}",
            seat=seat,
            data={"burning": piece_id, "pulled_back": [u.pk for u in pulled]},
            key=key,
        )


def count_down(battle: Battle) -> str:
    """At the end of a turn every smoke marker has one turn less; spent ones clear and their units lose the
    smoke token (unless other smoke still covers them). The caller holds the lock and logs the words."""
    smoke = battle.state.get("smoke") or []
    if not smoke:
        return ""
    kept = [{**m, "turns_left": m["turns_left"] - 1} for m in smoke if m["turns_left"] > 1]
    gone = [m for m in smoke if m["turns_left"] <= 1]
    battle.state = {**battle.state, "smoke": kept}
    still = {pk for m in kept for pk in m["units"]}
    clear = {pk for m in gone for pk in m["units"]} - still
    changed = list(BattleUnit.objects.filter(battle=battle, pk__in=clear))
    for u in changed:
        u.tokens = {k: v for k, v in (u.tokens or {}).items() if k != "smoke"}
    BattleUnit.objects.bulk_update(changed, ["tokens"])
    return " ".join(f"The smoke {m['where']} clears." for m in gone)


def _marking_seat(battle: Battle, seat_id: int | None) -> Seat:
    seat = seat_of(battle, seat_id)
    in_phase(battle, "playing", refusal=gettext("Smoke and fire are marked while the battle is being played."))
    return seat


def _units(battle: Battle, unit_ids: Sequence[int]) -> list[BattleUnit]:
    wanted = set(unit_ids)
    found = list(BattleUnit.objects.filter(battle=battle, pk__in=wanted, status="active"))
    if len(found) != len(wanted):
        raise Refused(gettext("Tick units that are still on the table."))
    return found
