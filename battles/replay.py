"""Doing a battle's changes again, through the same services that made them, and comparing.

From the moment the detachments are revealed, every change a phone asked for is recorded on its first log entry
(services/calls.py). A replay puts the battle back as the reveal left it (the units as the detachments make them,
the state the next change's undo note kept), checks that against the reveal's seal, then runs each recorded call
again in order. Nothing is written: each entry the change makes must be the one the log holds, hashed alike, and
the battle must then stand as the change's seal says. All of it happens in one transaction that is rolled back,
under the battle's row lock, so the live battle is never touched.

Changes made before calls were recorded cannot be replayed: the replay stops there and says so (not a problem)."""

from __future__ import annotations

import inspect
import uuid
from dataclasses import dataclass, field

from django.db import connection, transaction

from battles.models import ABOARD, Battle, BattleUnit, LogEntry, Seal, Seat, UndoNote
from battles.services import (  # noqa: F401  (each module registers its recorded services)
    calls,
    cards,
    command,
    followups,
    markers,
    objective,
    placement,
    reactions,
    rolls,
    setup,
    solo,
    solo_turn,
    stances,
    terrain,
    turns,
    voids,
)
from battles.services.common import restored_state
from battles.services.crews import CREW_REF
from battles.systems import open_fire_moves, open_fire_play, open_fire_setup  # noqa: F401  (their recorded services)
from battles.systems.burst_of_fire import play_start
from bof_site.refusals import Refused

# What changes on a unit in play, as the seals digest it (migration 0014).
UNIT_PLAY = ("status", "crew_alive", "tokens", "placed", "activated_turn", "actions_used", "squad_leader")
UNIT_PLAY += ("rides_in", "towed_by")


@dataclass
class ReplayReport:
    changes: int = 0  # changes done again and found as the log and seals hold them
    of: int = 0  # changes since the reveal
    problems: list[str] = field(default_factory=list)
    stopped: str = ""  # why the replay stopped short without finding a problem

    def summary(self) -> str:
        said = f"Replayed {self.changes} of {self.of} changes since the reveal through the app's own rules."
        return f"{said} {self.stopped}".strip()


def replay_battle(battle: Battle) -> ReplayReport:
    entries = list(LogEntry.objects.filter(battle=battle).order_by("seq"))
    seals = {s.entry.seq: s for s in Seal.objects.filter(entry__battle=battle).select_related("entry")}
    reveal = next((e for e in entries if e.kind == "revealed"), None)
    report = ReplayReport()
    if reveal is None or reveal.seq not in seals:
        report.stopped = "Nothing to replay: the detachments are not revealed under a sealed log yet."
        return report
    changes = _changes([e for e in entries if e.seq > reveal.seq], seals)
    report.of = len(changes)
    if changes and changes[-1][-1].seq not in seals:
        report.problems.append(f"entries {changes[-1][0].seq}-{changes[-1][-1].seq} were never sealed")
        changes.pop()
    if not changes:
        return report
    with transaction.atomic():
        try:
            problem = _as_revealed(battle, entries, reveal, seals[reveal.seq], changes[0][0])
            if problem:
                report.problems.append(problem)
                return report
            with calls.replay(calls.Replay({e.seq: e for e in entries}, seals)):
                for change in changes:
                    stop = _again(battle, change)
                    if stop is None:
                        report.changes += 1
                        continue
                    problem, why = stop
                    report.problems += [problem] if problem else []
                    report.stopped = why
                    break
        finally:
            transaction.set_rollback(True)
    return report


def _changes(entries: list[LogEntry], seals: dict[int, Seal]) -> list[list[LogEntry]]:
    """The entries grouped by the change that made them: each change's seal follows its last entry."""
    out: list[list[LogEntry]] = [[]]
    for entry in entries:
        out[-1].append(entry)
        if entry.seq in seals:
            out.append([])
    return [c for c in out if c]


def _again(battle: Battle, change: list[LogEntry]) -> tuple[str, str] | None:
    """Run a change again; None when it came to what the log holds, else (a problem, why it stopped)."""
    first = change[0]
    if not first.call:
        return "", f"Entry {first.seq} was made before the app recorded what each change asked, so it stops there."
    try:
        with calls.replaying(first.call) as service:
            kwargs = {**calls.args(first.call), "code": battle.code}
            if "key" in inspect.signature(service).parameters:
                kwargs["key"] = uuid.uuid4()
            service(**kwargs)
    except calls.Unrecordable as why:
        return "", f"Entry {first.seq} cannot be done again ({why}), so it stops there."
    except calls.Diverged as why:
        return str(why), "It stops at the first change that does not match."
    except Refused as why:
        return f"entry {first.seq}: done again, the app refuses it ({why.message})", "It stops there."
    except (TypeError, ValueError, LookupError, AttributeError) as why:  # a call no phone could have sent
        said = f"{type(why).__name__}: {why}"[:120]
        return f"entry {first.seq}: its recorded call cannot be done again ({said}): it was edited", "It stops there."
    return None


def _as_revealed(battle: Battle, entries: list[LogEntry], reveal: LogEntry, seal: Seal, next_: LogEntry) -> str:
    """Put the battle back, under its lock, as it stood once the detachments were revealed, and check that
    against the reveal's seal. The next change's undo note kept the battle's state as the reveal left it."""
    locked = Battle.objects.select_for_update().get(pk=battle.pk)
    note = UndoNote.objects.filter(entry=next_).first()
    if note is None:
        return f"entry {next_.seq} has no undo note, so the battle as revealed cannot be rebuilt"
    locked.state = restored_state(note.note, locked.state)  # a deck, once drawn, is the same deck now
    locked.phase, locked.turn = note.note["phase"], note.note["turn"]
    locked.deck = None  # the first draw, after the reveal, fixes it again as the log recorded (cards.py)
    locked.entry_count, locked.ended_at, locked.head_hash = reveal.seq, None, seal.hash
    locked.roll_count = max(
        (r.get("n", 0) for e in entries if e.seq <= reveal.seq for r in e.rolls if r.get("source") == "server"),
        default=0,
    )
    locked.save(update_fields=["state", "phase", "turn", "deck", "entry_count", "ended_at", "head_hash", "roll_count"])
    seats = list(locked.seats.order_by("position"))
    for seat in seats:
        seat.secrets = {}
    Seat.objects.bulk_update(seats, ["secrets"])
    # The units as the revealed detachments make them: what each is (its crew among its stats) is sealed and
    # checked apart (verify.py), so nothing here reads the arsenal as it is now.
    listed = {(seat.pk, u["ref"]): u for seat in seats for u in (seat.roster or {}).get("units", [])}
    units = list(BattleUnit.objects.filter(battle=locked))
    for unit in units:
        crew = unit.ref >= CREW_REF  # a machine's crew, made aboard it (services/crews.py)
        doc = listed.get((unit.seat_id, unit.ref - CREW_REF if crew else unit.ref))
        if doc is None:
            return f"{unit.label} is not a unit the revealed detachments bring"
        men = unit.stats.get("crew", 0)
        made = BattleUnit(**({"status": ABOARD, "crew_alive": men, "placed": True} if crew else play_start(doc, men)))
        for name in UNIT_PLAY:
            setattr(unit, name, getattr(made, name))
    BattleUnit.objects.bulk_update(units, UNIT_PLAY)
    with connection.cursor() as cursor:
        cursor.execute("SELECT battles_state_digest(%s)", [battle.pk])
        if cursor.fetchone()[0] != seal.body.get("after"):
            return "the battle as the detachments were revealed cannot be rebuilt as the reveal's seal holds it"
    return ""
