"""Checking a battle on the server, beyond what the downloadable checker can see: the chain with its seed (the
database holds it before the end), and the rows the chain vouches for. Each change's seal chained how the battle
stood once it was done and what taking it back would restore (battles.models.Seal); here both are computed again
from the rows as they are now, and the seats' detachments are compared with the ones the log revealed. A row
edited outside the app shows up as a problem, and so does a seal or a note that no longer matches. Last, every
change since the reveal is done again through the app's own services and compared (battles/replay.py)."""

from __future__ import annotations

from django.db import connection

from battles import selectors, systems
from battles.models import Battle, LogEntry, Seal
from battles.replay import replay_battle
from battles.services.lobby import roster_commitment
from battles.services.sealing import NOTE_SHA256
from dice import fairplay

NOTES = f"""
SELECT e.seq, {NOTE_SHA256}
FROM battles_undonote JOIN battles_logentry e ON e.id = battles_undonote.entry_id
WHERE e.battle_id = %s ORDER BY e.seq
"""  # noqa: S608  (a constant expression; the battle is a parameter)


def verify_battle(battle: Battle) -> fairplay.Report:
    export = selectors.battle_export(battle)
    export["server_seed"] = battle.server_seed  # the operator checks the dice before the end too
    report = fairplay.verify(export, head=battle.head_hash, commitment=battle.commitment)
    report.problems += _settings_against_created(battle)
    if battle.log_format >= 2:
        report.problems += _rows_against_seals(battle) + _rosters_against_reveal(battle)
        again = replay_battle(battle)
        report.problems += again.problems
        report.replayed = again.summary()
    return report


def state_digest(battle_id: int) -> str:
    """How the battle stands now, as the seals digest it (migration 0014)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT battles_state_digest(%s)", [battle_id])
        return cursor.fetchone()[0]


def units_fixed_digest(battle_id: int) -> str:
    """What each unit is (profile, stats, weapons), as the reveal's seal digests it (migration 0014)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT battles_units_fixed_digest(%s)", [battle_id])
        return cursor.fetchone()[0]


def _rows_against_seals(battle: Battle) -> list[str]:
    seals = list(Seal.objects.filter(entry__battle=battle).select_related("entry").order_by("entry__seq"))
    problems = []
    if seals and state_digest(battle.pk) != seals[-1].body.get("after"):
        problems.append(
            f"the battle as stored (its counters, state, seats or units) is not how the log left it after entry "
            f"{seals[-1].entry.seq}: it was changed outside the app"
        )
    revealing = next((s for s in seals if "units" in s.body), None)
    if revealing is not None and units_fixed_digest(battle.pk) != revealing.body["units"]:
        problems.append("a unit's profile, stats or weapons are not what the detachments revealed")
    sealed = {int(seq): digest for s in seals for seq, digest in (s.body.get("undo") or {}).items()}
    with connection.cursor() as cursor:
        cursor.execute(NOTES, [battle.pk])
        for seq, digest in cursor.fetchall():
            if sealed.get(seq) != digest:
                problems.append(f"entry {seq}: what taking it back would restore is not what the log sealed")
    return problems


# The settings that decide how the game ends and what a roll means, as the log's first entry recorded them: the
# battle's row takes updates on every move, so only the chained entry vouches for them.
SETTINGS = ("system", "game_mode", "turn_limit", "rounds", "combat_score_limit", "measure", "house_rules", "dice")


def _settings_against_created(battle: Battle) -> list[str]:
    created = LogEntry.objects.filter(battle=battle, kind="created").order_by("seq").first()
    if created is None:
        return []
    now = systems.of(battle).settings_data(battle)
    changed = [k for k in SETTINGS if k in created.data and created.data[k] != now.get(k)]
    if not changed:
        return []
    said = ", ".join(k.replace("_", " ") for k in changed)
    return [f"the battle's settings ({said}) are not the ones its first entry recorded: they were changed"]


def _rosters_against_reveal(battle: Battle) -> list[str]:
    revealed = LogEntry.objects.filter(battle=battle, kind="revealed").order_by("seq").first()
    if revealed is None:
        return []
    shown = {s["seat"]: s for s in revealed.data.get("seats", [])}
    problems = []
    for seat in battle.seats.all():
        seen = shown.get(seat.display_name)
        if seen is None or seen.get("roster") != seat.roster or seen.get("salt") != seat.salt:
            problems.append(f"{seat.display_name}'s detachment is not the one the log revealed")
        elif roster_commitment(seat.salt, seat.roster) != seat.roster_commitment:
            problems.append(f"{seat.display_name}'s sealed fingerprint does not match the detachment revealed")
    return problems
