"""The end of a change, in one statement: its entries, the battle's row, the undo notes and the seal.

A change's services work on the battle read under its lock and append entries (log.append). When the change is
complete, one statement writes it all: the new entries, the columns of the battle's row the change moved, the undo
notes of its entries (how the battle stood: state, phase, turn, and the units the change touched as they stood
before it, which Postgres kept as they were first updated, migration 0008, and which are cleared here; a note
grows with the change, not the armies), then the seal: the digest of how the battle stands now and of each note
(migrations 0014 and 0016), written as the canonical JSON the chain hashes ({"sealed": {"after": ..., "undo":
{seq: ...}, "units": ...}}: sorted keys, no spaces, hex and digits only, so Postgres writes it exactly as
fairplay.canonical_json does), chained after the head, stored, and made the battle's head. Without a seal (an
older log, a change that wrote no entry) only the notes are written.

One statement sees the rows as they stood when it began, so the seal digests the battle's row from the values the
statement writes to it (battles_state_digest_of); the units and seats were written by the change's earlier
statements. Entries written before the change ended (a battle not read under the lock) are only noted and sealed.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import connection

from battles.models import Battle, LogEntry

# An undo note's digest, as its seal chains it: one definition for the seal, the void and verify_battle.
NOTE_SHA256 = "encode(sha256(convert_to(note::text, 'UTF8')), 'hex')"
ENTRY_FIELDS = [f for f in LogEntry._meta.concrete_fields if not f.primary_key]
ROW_FIELDS = [f for f in Battle._meta.concrete_fields if not f.primary_key and f.attname != "head_hash"]
DIGEST_OF = (
    "battles_state_digest_of(%(battle)s, %(b_phase)s, %(b_turn)s, %(b_state)s::jsonb, DECK, "
    "%(b_entry_count)s, %(b_roll_count)s, %(ended)s)"
)
# The event-card deck (about 10 kB, most of the row's bytes) is fixed by the first draw and never moves after: sent
# with the change only when the change moved it, else the digest reads it from the row (the statement sees the row
# as the transaction left it before the statement, and nothing else writes the deck). Sent every time, it was
# encoded in Python and parsed into jsonb by Postgres on every change.
DECK_SENT, DECK_KEPT = "%(b_deck)s::jsonb", "(SELECT deck FROM battles_battle WHERE id = %(battle)s)"
WRITTEN = "SELECT * FROM unnest(%(ids)s::bigint[], %(seqs)s::bigint[]) AS m(id, seq)"
TEMPLATE = """
WITH ids AS (IDS),
touched AS (DELETE FROM battles_unitbefore WHERE txid = txid_current() RETURNING unit_id, state),
notes AS (
  INSERT INTO battles_undonote (entry_id, note)
  SELECT ids.id, %(before)s::jsonb || jsonb_build_object('units', COALESCE(
    (SELECT jsonb_agg(state ORDER BY unit_id) FROM touched), '[]'::jsonb))
  FROM ids WHERE ids.seq = ANY(%(noted)s::bigint[])
  RETURNING entry_id, NOTE_SHA256 AS digest),
body AS MATERIALIZED (
  SELECT '{"sealed":{"after":"' || DIGEST || '","undo":{'
    || COALESCE((SELECT string_agg('"' || ids.seq || '":"' || notes.digest || '"', ',' ORDER BY ids.seq::text COLLATE "C")
                 FROM notes JOIN ids ON ids.id = notes.entry_id), '')
    || '}' || CASE WHEN %(revealed)s THEN ',"units":"' || battles_units_fixed_digest(%(battle)s) || '"' ELSE '' END
    || '}}' AS text
  WHERE %(seal)s),
link AS (SELECT text, encode(sha256(convert_to(%(head)s || text, 'UTF8')), 'hex') AS hash FROM body),
sealed AS (INSERT INTO battles_seal (entry_id, body, hash)
           SELECT (SELECT id FROM ids WHERE seq = %(last)s), (text::jsonb) -> 'sealed', hash FROM link),
moved AS (UPDATE battles_battle SET SETS head_hash = COALESCE((SELECT hash FROM link), %(head)s)
          WHERE id = %(battle)s AND (%(row)s OR EXISTS (SELECT 1 FROM link)))
SELECT (SELECT hash FROM link), ARRAY(SELECT id FROM ids ORDER BY seq)
""".replace("NOTE_SHA256", NOTE_SHA256)


def write_change(
    battle: Battle, appended: Sequence[LogEntry], noted: Sequence[LogEntry], note: str, *, seal: bool
) -> None:
    """Write the change in one statement: the entries not yet written (in sequence order) with the battle's moved
    columns, the notes of the `noted` entries (`note`: how the battle stood, as JSON), and the seal when `seal`.
    Moves the battle's head on, and gives the new entries their ids."""
    new = [e for e in appended if e.pk is None]
    params = {
        "before": note,
        "noted": [e.seq for e in noted],
        "seal": seal,
        "revealed": seal and getattr(battle, "revealed_now", False),
        "battle": battle.pk,
        "head": battle.head_hash,
        "last": appended[-1].seq if appended else None,
        "row": bool(new),
    }
    if new:
        moved = _moved(battle)
        deck_moved = any(f.attname == "deck" for f in moved)
        ids, sets, digest = (
            _inserted(new, params),
            "".join(f"{f.column} = %(b_{f.attname})s, " for f in moved),
            DIGEST_OF.replace("DECK", DECK_SENT if deck_moved else DECK_KEPT),
        )
        params |= _digested(battle, deck_moved)  # the moved columns the seal digests are written from the same values
        params |= {
            f"b_{f.attname}": f.get_db_prep_save(getattr(battle, f.attname), connection)
            for f in moved
            if f"b_{f.attname}" not in params
        }
    else:
        ids, sets, digest = WRITTEN, "", "battles_state_digest(%(battle)s)"
        params |= {"ids": [e.pk for e in appended], "seqs": [e.seq for e in appended]}
    sql = TEMPLATE.replace("IDS", ids).replace("SETS", sets).replace("DIGEST", digest)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        head, made = cursor.fetchone()
    for entry, pk in zip(new, made, strict=True):
        entry.pk = pk
        entry._state.adding, entry._state.db = False, connection.alias
    battle.head_hash = head or battle.head_hash
    battle.loaded = None


def _moved(battle: Battle) -> list:
    """The columns of the battle's row the change moved, against what was read under the lock."""
    loaded = getattr(battle, "loaded", None)
    return [f for f in ROW_FIELDS if loaded is None or getattr(battle, f.attname) != loaded[f.attname]]


def _inserted(entries: Sequence[LogEntry], params: dict) -> str:
    """The INSERT of the new entries, returning their ids and sequence numbers; their values go into `params`."""
    rows = []
    for i, entry in enumerate(entries):
        names = [f"e{i}_{f.attname}" for f in ENTRY_FIELDS]
        values = (f.get_db_prep_save(getattr(entry, f.attname), connection) for f in ENTRY_FIELDS)
        params |= dict(zip(names, values, strict=True))
        rows.append("(" + ", ".join(f"%({n})s" for n in names) + ")")
    columns = ", ".join(f.column for f in ENTRY_FIELDS)
    table = LogEntry._meta.db_table
    return f"INSERT INTO {table} ({columns}) VALUES {', '.join(rows)} RETURNING id, seq"  # noqa: S608  (the model's)


def _digested(battle: Battle, deck_moved: bool) -> dict:
    """The battle's values the seal digests (battles_state_digest_of), as the statement writes them (the deck only
    when the change moved it: DECK_KEPT)."""
    names = ("phase", "turn", "state", "entry_count", "roll_count") + (("deck",) if deck_moved else ())
    digested = {
        f"b_{name}": Battle._meta.get_field(name).get_db_prep_save(getattr(battle, name), connection) for name in names
    }
    return digested | {"ended": battle.ended_at is not None}
